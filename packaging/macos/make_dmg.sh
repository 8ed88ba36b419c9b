#!/usr/bin/env bash
# Make the macOS disk image: dist/Voxwell-<version>-macos-<arch>.dmg holding Voxwell.app and a
# link to /Applications (drag to install).
#
# Run after packaging/build.sh on a Mac. When VOXWELL_CODESIGN_IDENTITY is set (a "Developer ID
# Application: ..." identity in the keychain), the app is signed with the hardened runtime and
# packaging/macos/entitlements.plist, and the image is signed too; when VOXWELL_NOTARY_PROFILE is
# also set (a `xcrun notarytool store-credentials` profile), the image is notarised and stapled.
# VOXWELL_KEYCHAIN names the keychain holding the identity and the profile (CI's temporary one).
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

KEYCHAIN_ARGS=()
if [ -n "${VOXWELL_KEYCHAIN:-}" ]; then KEYCHAIN_ARGS=(--keychain "$VOXWELL_KEYCHAIN"); fi
sign() {  # sign [codesign options...] PATH
  codesign --force --timestamp --options runtime ${KEYCHAIN_ARGS[@]+"${KEYCHAIN_ARGS[@]}"} \
    --sign "$VOXWELL_CODESIGN_IDENTITY" "$@"
}

if [ -n "${VOXWELL_CODESIGN_IDENTITY:-}" ]; then
  echo "signing Voxwell.app as $VOXWELL_CODESIGN_IDENTITY"
  # Inside out, so that each seal covers code that is already signed, and no --deep when
  # signing (it would give every nested binary the app's entitlements):
  # 1. every Mach-O file outside the frameworks (libraries, Python extensions, Qt plugins);
  while IFS= read -r -d '' file; do
    if file -b "$file" | grep -q 'Mach-O'; then sign "$file"; fi
  done < <(find "$APP/Contents" -type f ! -path "*/Contents/MacOS/Voxwell" \
             ! -path "*.framework/*" -print0)
  # 2. the Qt frameworks as bundles (their binary and their resources sealed together);
  while IFS= read -r -d '' framework; do
    sign "$framework"
  done < <(find "$APP/Contents" -type d -name "*.framework" -prune -print0)
  # 3. the main executable, then the app, with the hardened runtime's entitlements.
  sign --entitlements "$ENTITLEMENTS" "$APP/Contents/MacOS/Voxwell"
  sign --entitlements "$ENTITLEMENTS" "$APP"
  # Verifying with --deep checks every nested signature and seal, as Gatekeeper does.
  codesign --verify --deep --strict --verbose=2 "$APP"
fi

STAGING="$(mktemp -d)"
trap 'rm -rf "$STAGING"' EXIT
ditto "$APP" "$STAGING/Voxwell.app"
ln -s /Applications "$STAGING/Applications"
# hdiutil create fails now and then on CI machines ("Resource busy"): try it a few times.
for attempt in 1 2 3 4 5; do
  rm -f "$DMG"
  if hdiutil create -volname "Voxwell $VERSION" -srcfolder "$STAGING" -fs HFS+ -format UDZO \
      -imagekey zlib-level=9 -ov "$DMG"; then
    break
  fi
  [ "$attempt" -eq 5 ] && { echo "hdiutil create failed 5 times" >&2; exit 1; }
  echo "hdiutil create failed (attempt $attempt); trying again in $((attempt * 5)) s" >&2
  sleep $((attempt * 5))
done

if [ -n "${VOXWELL_CODESIGN_IDENTITY:-}" ]; then
  codesign --force --timestamp ${KEYCHAIN_ARGS[@]+"${KEYCHAIN_ARGS[@]}"} \
    --sign "$VOXWELL_CODESIGN_IDENTITY" "$DMG"
  if [ -n "${VOXWELL_NOTARY_PROFILE:-}" ]; then
    # The profile lives in the keychain it was stored in (CI: a temporary one), which
    # notarytool does not search unless told.
    xcrun notarytool submit "$DMG" --keychain-profile "$VOXWELL_NOTARY_PROFILE" \
      ${KEYCHAIN_ARGS[@]+"${KEYCHAIN_ARGS[@]}"} --wait
    xcrun stapler staple "$DMG"
    spctl --assess --type open --context context:primary-signature --verbose=2 "$DMG"
  fi
fi
echo "made $DMG ($(du -sh "$DMG" | cut -f1))"
