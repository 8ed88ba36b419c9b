#!/usr/bin/env bash
# Build the one-folder Voxwell app with PyInstaller: dist/Voxwell/ (dist/Voxwell.app on macOS).
#
# Works on a fresh machine: it makes its own virtual environment (packaging/build/venv), installs
# the locked dependencies of Voxwell's `package` extra (packaging/requirements.lock, with hashes;
# no test or lint tools end up in the app) and Voxwell itself, and runs
# packaging/voxwell.spec. Needs Python >= 3.11 built with a shared libpython (python.org, Debian
# and Homebrew builds are; pyenv needs PYTHON_CONFIGURE_OPTS=--enable-shared) and, on Linux,
# PortAudio (Debian/Ubuntu: sudo apt-get install libportaudio2), which the app ships a copy of.
#
# Usage: packaging/build.sh            (PYTHON=/path/to/python3.11 to choose the interpreter)
# Then:  packaging/smoke_test.sh       (runs the frozen app's self-test)
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
PYTHON="${PYTHON:-python3}"
BUILD="$ROOT/packaging/build"
VENV="$BUILD/venv"
DIST="$ROOT/dist"

say() { printf '[build] %s\n' "$*"; }
fail() { printf '[build] error: %s\n' "$*" >&2; exit 1; }

command -v "$PYTHON" >/dev/null || fail "$PYTHON not found; install Python 3.11 or newer."
"$PYTHON" - <<'PY' || fail "Python 3.11 or newer with a shared libpython is needed (see the top of this script)."
import sys, sysconfig
ok = sys.version_info >= (3, 11)
shared = sys.platform in ("win32", "darwin") or sysconfig.get_config_var("Py_ENABLE_SHARED")
sys.exit(0 if ok and shared else 1)
PY
case "$(uname -s)" in
  Linux)
    if ! ldconfig -p 2>/dev/null | grep -q 'libportaudio\.so\.2 '; then
      [ -e /usr/lib/x86_64-linux-gnu/libportaudio.so.2 ] \
        || fail "PortAudio is missing: sudo apt-get install libportaudio2"
    fi
    ;;
esac

started=$(date +%s)
if [ ! -x "$VENV/bin/python" ] && [ ! -x "$VENV/Scripts/python.exe" ]; then
  say "creating the build environment in ${VENV#"$ROOT"/}"
  "$PYTHON" -m venv "$VENV"
fi
VPY="$VENV/bin/python"
[ -x "$VPY" ] || VPY="$VENV/Scripts/python.exe"

say "installing Voxwell and PyInstaller into the build environment"
"$VPY" -m pip install --quiet --upgrade pip
# Every dependency at the version and with the file hashes of packaging/requirements.lock, so a
# new release of any of them cannot change an installer silently (the lock is remade on purpose:
# see packaging/README.md). Then Voxwell itself, not editable (PyInstaller must see the installed
# package with its resources) and without dependencies (they are the lock's).
"$VPY" -m pip install --quiet --require-hashes -r packaging/requirements.lock
"$VPY" -m pip install --quiet --no-deps --upgrade .
# The app must not contain test or lint tools; stop if a dependency pulled one in.
for tool in pytest mypy ruff hypothesis; do
  if "$VPY" -m pip show --quiet "$tool" >/dev/null 2>&1; then
    fail "$tool is installed in the build environment; it would end up in the app."
  fi
done

say "running PyInstaller"
"$VPY" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$DIST" --workpath "$BUILD/pyinstaller" packaging/voxwell.spec

if [ -d "$DIST/Voxwell.app" ]; then APP="$DIST/Voxwell.app"; else APP="$DIST/Voxwell"; fi
[ -d "$APP" ] || fail "PyInstaller produced no $APP"
size_mb=$(du -sm "$APP" | cut -f1)
say "built ${APP#"$ROOT"/} ($size_mb MB) in $(( $(date +%s) - started )) s"
if [ "$size_mb" -gt 480 ]; then
  say "warning: the app is larger than the 480 MB target; see packaging/README.md to trim it"
fi
