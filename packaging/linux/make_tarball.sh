#!/usr/bin/env bash
# Make the Linux download: dist/Voxwell-<version>-linux-<arch>.tar.gz holding the one-folder
# build (Voxwell/), a desktop entry and INSTALL.txt. Run after packaging/build.sh.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
APP="$ROOT/dist/Voxwell"
[ -x "$APP/Voxwell" ] || { echo "no $APP/Voxwell: run packaging/build.sh first" >&2; exit 1; }
VERSION="$("$APP/Voxwell" --version | awk '{print $2}')"
TARBALL="$ROOT/dist/Voxwell-$VERSION-linux-$(uname -m).tar.gz"

cp "$ROOT/packaging/linux/voxwell.desktop" "$APP/voxwell.desktop"
cp "$ROOT/packaging/linux/INSTALL.txt" "$APP/INSTALL.txt"
# Owner and group zeroed and files sorted, so two builds of the same folder give the same list.
tar --sort=name --owner=0 --group=0 --numeric-owner -C "$ROOT/dist" -czf "$TARBALL" Voxwell
echo "made $TARBALL ($(du -sh "$TARBALL" | cut -f1))"
