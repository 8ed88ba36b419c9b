#!/usr/bin/env bash
# Smoke test of the frozen app: run its `self-test` with a time limit and check the log.
#
# Passes when, within the limit, the self-test exits 0 with a PASS verdict, its log shows the
# bundled engine's ready line ("Voxwell engine listening on http://...") and no Python traceback.
# Runs on Linux, macOS and Windows (Git Bash, as on the CI runners).
#
# Usage: packaging/smoke_test.sh [EXECUTABLE]
#   EXECUTABLE defaults to dist/Voxwell/Voxwell (Linux), dist/Voxwell.app/Contents/MacOS/Voxwell
#   (macOS) or dist/Voxwell/voxwell-cli.exe (Windows: the console twin of Voxwell.exe).
#   SMOKE_TIMEOUT=seconds (default 300); SMOKE_LOG=path of the log (default
#   packaging/build/smoke-test.log); SMOKE_LANGUAGE=es (or id, ja): run under that system
#   language (LANG and LANGUAGE) and check that the window spoke it.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
LIMIT="${SMOKE_TIMEOUT:-300}"
LOG="${SMOKE_LOG:-$ROOT/packaging/build/smoke-test.log}"
if [ $# -ge 1 ]; then
  BIN="$1"
else
  case "$(uname -s)" in
    Darwin) BIN="$ROOT/dist/Voxwell.app/Contents/MacOS/Voxwell" ;;
    MINGW* | MSYS* | CYGWIN*) BIN="$ROOT/dist/Voxwell/voxwell-cli.exe" ;;
    *) BIN="$ROOT/dist/Voxwell/Voxwell" ;;
  esac
fi

say() { printf '[smoke] %s\n' "$*"; }
[ -x "$BIN" ] || { say "no executable at $BIN; run packaging/build.sh first"; exit 2; }
mkdir -p "$(dirname "$LOG")"

# A GNU `timeout` where there is one (Linux, Git Bash; Homebrew's coreutils as gtimeout);
# otherwise a watchdog. Windows' own timeout.exe only waits, hence the --version check.
TIMEOUT=""
for candidate in timeout gtimeout; do
  if "$candidate" --version 2>/dev/null | grep -q coreutils; then TIMEOUT="$candidate"; break; fi
done

if [ -n "${SMOKE_LANGUAGE:-}" ]; then
  # Linux reads the UI language from these (Windows and macOS from their own settings).
  case "$SMOKE_LANGUAGE" in es) region=ES ;; id) region=ID ;; ja) region=JP ;; *) region=US ;; esac
  export LANG="${SMOKE_LANGUAGE}_${region}.UTF-8" LANGUAGE="$SMOKE_LANGUAGE"
fi
say "running: $BIN self-test (limit ${LIMIT} s, log $LOG${LANG:+, LANG=$LANG})"
started=$(date +%s)
status=0
if [ -n "$TIMEOUT" ]; then
  "$TIMEOUT" --kill-after=10 "$LIMIT" "$BIN" self-test >"$LOG" 2>&1 || status=$?
else
  "$BIN" self-test >"$LOG" 2>&1 &
  pid=$!
  (
    for _ in $(seq "$LIMIT"); do sleep 1; kill -0 "$pid" 2>/dev/null || exit 0; done
    kill -TERM "$pid" 2>/dev/null
    for _ in $(seq 10); do sleep 1; kill -0 "$pid" 2>/dev/null || exit 0; done
    kill -KILL "$pid" 2>/dev/null
  ) &
  watchdog=$!
  wait "$pid" || status=$?
  wait "$watchdog" 2>/dev/null || true
  [ "$status" -eq 143 ] && status=124  # killed by the watchdog
fi
elapsed=$(( $(date +%s) - started ))

# A plain string, not an array: macOS's bash 3.2 treats an empty array as unset under set -u.
problems=""
problem() { problems="${problems:+$problems; }$1"; }
[ "$status" -eq 124 ] && problem "did not finish within ${LIMIT} s"
[ "$status" -ne 0 ] && [ "$status" -ne 124 ] && problem "exit status $status"
grep -q "Voxwell engine listening on http://" "$LOG" || problem "no engine ready line"
grep -q "Traceback (most recent call last)" "$LOG" && problem "a Python traceback in the log"
grep -q "^voxwell self-test: PASS" "$LOG" || problem "no PASS verdict"
# SMOKE_LANGUAGE=es (id, ja) runs it under that system language: the window must speak it.
if [ -n "${SMOKE_LANGUAGE:-}" ]; then
  grep -q "in ${SMOKE_LANGUAGE} (" "$LOG" || problem "the window did not start in ${SMOKE_LANGUAGE}"
fi

verdict=$(grep "^voxwell self-test:" "$LOG" | tail -n 1 || true)
say "verdict: ${verdict:-<none>}"
say "took ${elapsed} s"
if [ -n "$problems" ]; then
  say "FAILED: $problems"
  say "last lines of the log:"
  tail -n 40 "$LOG" | sed 's/^/    /'
  exit 1
fi
say "OK"
