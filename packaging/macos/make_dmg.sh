#!/usr/bin/env bash
# Make the macOS disk image: dist/Voxwell-<version>-macos-<arch>.dmg holding Voxwell.app and a
# link to /Applications (drag to install).
#
# Run after packaging/build.sh on a Mac. When VOXWELL_CODESIGN_IDENTITY is set (a "Developer ID
# Application: ..." identity in the keychain), the app is signed with the hardened runtime and
# packaging/macos/entitlements.plist, and the image is signed too; when VOXWELL_NOTARY_PROFILE is
# also set (a `xcrun notarytool store-credentials` profile), the image is notarised and stapled.
# See SIGNING.md. Without them the image is unsigned (fine for testing; Gatekeeper will warn).
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
APP="$ROOT/dist/Voxwell.app"
[ -d "$APP" ] || { echo "no $APP: run packaging/build.sh first" >&2; exit 1; }
VERSION="$(/usr/libexec/PlistBuddy -c 'Print :CFBundleShortVersionString' "$APP/Contents/Info.plist")"
DMG="$ROOT/dist/Voxwell-$VERSION-macos-$(uname -m).dmg"
ENTITLEMENTS="$ROOT/packaging/macos/entitlements.plist"

# The microphone prompt needs this text; an app without it gets silent input and no error.
/usr/libexec/PlistBuddy -c 'Print :NSMicrophoneUsageDescription' "$APP/Contents/Info.plist" >/dev/null \
  || { echo "Info.plist has no NSMicrophoneUsageDescription" >&2; exit 1; }

if [ -n "${VOXWELL_CODESIGN_IDENTITY:-}" ]; then
  echo "signing Voxwell.app as $VOXWELL_CODESIGN_IDENTITY"
  # Inside out: every library and executable first, then the bundle (no --deep: it would apply
  # the app's entitlements to every nested binary).
  while IFS= read -r -d '' file; do
    if file -b "$file" | grep -q 'Mach-O'; then
      codesign --force --timestamp --options runtime --sign "$VOXWELL_CODESIGN_IDENTITY" "$file"
    fi
  done < <(find "$APP/Contents" -type f ! -path "*/Contents/MacOS/Voxwell" -print0)
  codesign --force --timestamp --options runtime --entitlements "$ENTITLEMENTS" \
    --sign "$VOXWELL_CODESIGN_IDENTITY" "$APP/Contents/MacOS/Voxwell"
  codesign --force --timestamp --options runtime --entitlements "$ENTITLEMENTS" \
    --sign "$VOXWELL_CODESIGN_IDENTITY" "$APP"
  codesign --verify --strict --verbose=2 "$APP"
fi

STAGING="$(mktemp -d)"
trap 'rm -rf "$STAGING"' EXIT
ditto "$APP" "$STAGING/Voxwell.app"
ln -s /Applications "$STAGING/Applications"
rm -f "$DMG"
hdiutil create -volname "Voxwell $VERSION" -srcfolder "$STAGING" -fs HFS+ -format UDZO \
  -imagekey zlib-level=9 -ov "$DMG"

if [ -n "${VOXWELL_CODESIGN_IDENTITY:-}" ]; then
  codesign --force --timestamp --sign "$VOXWELL_CODESIGN_IDENTITY" "$DMG"
  if [ -n "${VOXWELL_NOTARY_PROFILE:-}" ]; then
    xcrun notarytool submit "$DMG" --keychain-profile "$VOXWELL_NOTARY_PROFILE" --wait
    xcrun stapler staple "$DMG"
    spctl --assess --type open --context context:primary-signature --verbose=2 "$DMG"
  fi
fi
echo "made $DMG ($(du -sh "$DMG" | cut -f1))"
