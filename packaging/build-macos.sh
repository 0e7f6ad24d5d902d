#!/usr/bin/env bash
# Build, package and check the macOS release from a clean clone (run by CI on macos-latest):
#   1. a throwaway venv under build/macos/ with this project and PyInstaller from PyPI,
#      and the search modules compiled with mypyc in a copy of the source;
#   2. "Elasund Desktop.app" (PyInstaller BUNDLE: .icns drawn from the SVG, the
#      .elasund document type in Info.plist), smoke-tested;
#   3. a compressed .dmg (hdiutil) with the app and a link to /Applications;
#   4. the .dmg mounted read-only and the app started from it for the smoke test.
# Usage: packaging/build-macos.sh      (PYTHON=python3.12 picks the interpreter)
# Result: dist/elasund-desktop-<version>-macos-<arch>.dmg
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
WORK=$(pwd)/build/macos
APP_NAME="Elasund Desktop"

echo "== throwaway venv in build/macos/venv"
rm -rf "$WORK"
mkdir -p "$WORK" dist
"$PYTHON" -m venv "$WORK/venv"
VPY=$WORK/venv/bin/python
"$VPY" -m pip install --quiet --upgrade pip
"$VPY" -m pip install --quiet . "pyinstaller>=6.10"
VERSION=$("$VPY" -c "import elasund_desktop; print(elasund_desktop.__version__)")
ARCH=$(uname -m)

echo "== the search modules compiled with mypyc, in a copy of the source"
# (packaging/compile_native.py: the repository stays plain Python; the Xcode
# command-line tools of the macOS runners are the C compiler)
"$VPY" -m pip install --quiet "mypy>=1.10" "setuptools>=77" wheel
NATIVE=$WORK/native-src
"$VPY" packaging/compile_native.py --from . "$NATIVE"

echo "== PyInstaller .app"
ELASUND_DESKTOP_SOURCE_ROOT=$NATIVE "$VPY" -m PyInstaller --noconfirm --log-level WARN \
  --distpath "$WORK/dist" --workpath "$WORK/pyinstaller" packaging/elasund_desktop.spec
APP="$WORK/dist/$APP_NAME.app"
/usr/libexec/PlistBuddy -c "Print :CFBundleDocumentTypes:0:LSItemContentTypes:0" "$APP/Contents/Info.plist"

smoke() {  # smoke APP PNG: a game in Danish, offscreen, checked; a move from the helper
  local home
  home=$(mktemp -d)
  ELASUND_DESKTOP_HOME=$home QT_QPA_PLATFORM=offscreen \
    "$1/Contents/MacOS/elasund-desktop" screenshot --game catan --players 3 --seed 7 \
    --moves 60 --lang da --out "$2"
  "$VPY" packaging/check_png.py "$2"
  # One Hard move through the search helper (the app's executable with --search-helper,
  # ai/worker.py): exits 1 unless another process thought it.
  local check
  check=$(ELASUND_DESKTOP_HOME=$home "$1/Contents/MacOS/elasund-desktop" think-check --game catan)
  echo "think-check: $check"
  "$VPY" packaging/check_think.py "$check"
  rm -rf "$home"
}
echo "== smoke test of the .app"
smoke "$APP" "$WORK/smoke-app.png"

echo "== .dmg"
STAGE=$WORK/dmg
mkdir -p "$STAGE"
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
DMG=dist/elasund-desktop-$VERSION-macos-$ARCH.dmg
hdiutil create -volname "$APP_NAME" -srcfolder "$STAGE" -ov -format UDZO "$DMG"

echo "== mount the .dmg and start the app from it"
MOUNT=$WORK/mount
mkdir -p "$MOUNT"
hdiutil attach -nobrowse -readonly -mountpoint "$MOUNT" "$DMG"
trap 'hdiutil detach "$MOUNT" >/dev/null 2>&1 || true' EXIT
smoke "$MOUNT/$APP_NAME.app" "$WORK/smoke-dmg.png"
ls -l "$DMG"
