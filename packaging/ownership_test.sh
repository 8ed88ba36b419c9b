#!/usr/bin/env bash
# Process ownership of the frozen app (Linux and macOS): after a `kill -9` of the window, its
# engine and the engine's analysis workers must be gone within a few seconds.
#
# Starts EXECUTABLE (the window, offscreen, with its bundled engine), waits until the engine and
# its workers run, kills the window with SIGKILL (as a crash would end it) and polls until none
# of those processes is left. Windows has its own check in the CI workflow (Job object).
#
# Usage: packaging/ownership_test.sh [EXECUTABLE]    (defaults as in smoke_test.sh)
#   OWNERSHIP_LIMIT=seconds the processes may take to end (default 5); VOXWELL_HOME is set to a
#   temporary folder unless given.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
LIMIT="${OWNERSHIP_LIMIT:-5}"
if [ $# -ge 1 ]; then
  BIN="$1"
else
  case "$(uname -s)" in
    Darwin) BIN="$ROOT/dist/Voxwell.app/Contents/MacOS/Voxwell" ;;
    *) BIN="$ROOT/dist/Voxwell/Voxwell" ;;
  esac
fi
say() { printf '[ownership] %s\n' "$*"; }
[ -x "$BIN" ] || { say "no executable at $BIN; run packaging/build.sh first"; exit 2; }

HOME_DIR="${VOXWELL_HOME:-$(mktemp -d)}"
export VOXWELL_HOME="$HOME_DIR"
descendants() {  # every process below $1 (children first found by their parent id)
  local child
  for child in $(pgrep -P "$1" 2>/dev/null || true); do
    echo "$child"
    descendants "$child"
  done
}
alive() { kill -0 "$1" 2>/dev/null && ! ps -o stat= -p "$1" 2>/dev/null | grep -q '^Z'; }

"$BIN" --offscreen >"$HOME_DIR/ownership-app.log" 2>&1 &
app=$!
say "window started (pid $app); waiting for its engine and workers"
processes=""
for _ in $(seq 600); do  # up to 120 s on a loaded machine
  processes="$(descendants "$app" | tr '\n' ' ')"
  # The engine (a child of the window) and at least one worker (a child of the engine).
  if [ "$(echo "$processes" | wc -w)" -ge 2 ]; then break; fi
  alive "$app" || { say "FAILED: the window exited early"; tail -n 30 "$HOME_DIR/ownership-app.log"; exit 1; }
  sleep 0.2
done
[ "$(echo "$processes" | wc -w)" -ge 2 ] || { say "FAILED: no engine and workers appeared"; kill -9 "$app"; exit 1; }
sleep 1  # let every worker of the engine start, so that all of them are counted
processes="$(descendants "$app" | tr '\n' ' ')"
say "killing the window with SIGKILL; engine and workers: $processes"
kill -9 "$app"
wait "$app" 2>/dev/null || true
started=$(date +%s)
while :; do
  left=""
  for pid in $processes; do alive "$pid" && left="$left $pid"; done
  [ -z "$left" ] && break
  if [ $(( $(date +%s) - started )) -ge "$LIMIT" ]; then
    say "FAILED: still running ${LIMIT} s after the window was killed:$left"
    # shellcheck disable=SC2086
    kill -9 $left 2>/dev/null || true
    exit 1
  fi
  sleep 0.1
done
say "OK: engine and workers ended within ${LIMIT} s of the kill"
