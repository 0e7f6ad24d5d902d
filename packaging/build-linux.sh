#!/usr/bin/env bash
# Build, package and check the Linux release from a clean clone:
#   1. a throwaway venv under build/linux/ with this project and PyInstaller from PyPI;
#   2. icons drawn from the SVG, the search modules compiled with mypyc in a copy of
#      the source, the PyInstaller one-folder bundle of that copy, smoke-tested (a
#      screenshot, a game, its save checked, a Hard move thought in a helper process
#      by the compiled search);
#   3. a .deb (bundle in /opt, command, desktop file, AppStream metadata, icons,
#      the saves' MIME type), its metadata validated;
#   4. the .deb unpacked into a scratch root with `dpkg-deb -x` and started from
#      there: a screenshot of a game in Italian, offscreen, checked for not being blank.
# Usage: packaging/build-linux.sh            (any folder; needs python3 >= 3.11, dpkg-deb)
#        PYTHON=python3.12 packaging/build-linux.sh
# Result: dist/elasund-desktop_<version>_<arch>.deb and dist/elasund-desktop-<version>-linux.tar.gz
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
PYTHON=${PYTHON:-python3}
WORK=$ROOT/build/linux
APP_ID=io.github.elasund_desktop.ElasundDesktop

step() { printf '\n== %s\n' "$*"; }

need_tool() {  # need_tool COMMAND DEBIAN-PACKAGE
  command -v "$1" >/dev/null && return 0
  echo "$1 is missing: installing the Debian package $2"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq && $sudo apt-get install -y -qq "$2" >/dev/null
}

step "tools"
need_tool dpkg-deb dpkg
need_tool appstreamcli appstream
need_tool desktop-file-validate desktop-file-utils
need_tool update-mime-database shared-mime-info

step "throwaway venv in build/linux/venv"
rm -rf "$WORK"
mkdir -p "$WORK" dist
"$PYTHON" -m venv "$WORK/venv"
VPY=$WORK/venv/bin/python
"$VPY" -m pip install --quiet --upgrade pip
"$VPY" -m pip install --quiet . "pyinstaller>=6.10"
VERSION=$("$VPY" -c "import elasund_desktop; print(elasund_desktop.__version__)")
ARCH=$(dpkg --print-architecture)
echo "elasund-desktop $VERSION for $ARCH"

step "the search modules compiled with mypyc, in a copy of the source"
# (packaging/compile_native.py: the repository stays plain Python)
"$VPY" -m pip install --quiet "mypy>=1.10" "setuptools>=77" wheel
NATIVE=$WORK/native-src
"$VPY" packaging/compile_native.py --from . "$NATIVE"

step "PyInstaller bundle"
ELASUND_DESKTOP_SOURCE_ROOT=$NATIVE "$VPY" -m PyInstaller --noconfirm --log-level WARN \
  --distpath "$WORK/dist" --workpath "$WORK/pyinstaller" packaging/elasund_desktop.spec
BUNDLE=$WORK/dist/elasund-desktop
"$BUNDLE/elasund-desktop" --version
# Qt's own catalogues: the spec keeps qtbase in our four languages only.
ls "$BUNDLE"/_internal/PySide6/Qt/translations/
for lang in it da uk hu; do test -f "$BUNDLE/_internal/PySide6/Qt/translations/qtbase_$lang.qm"; done

smoke() {  # smoke EXECUTABLE PNG: a game in Italian, offscreen, checked
  local home
  home=$(mktemp -d)
  ELASUND_DESKTOP_HOME=$home QT_QPA_PLATFORM=offscreen \
    "$1" screenshot --game catan --players 3 --seed 7 --moves 60 --lang it --out "$2"
  "$VPY" packaging/check_png.py "$2"
  # The headless side of the same executable: play a game, write a save, verify it.
  ELASUND_DESKTOP_HOME=$home "$1" sim --game elasund --players 3 --games 1 --seed 1 \
    --save-dir "$home/saves" >/dev/null
  for save in "$home"/saves/*.elasund; do "$1" check-save "$save"; done
  # Medium/Hard think in a helper process, in the bundle too: the same executable
  # started with --search-helper (ai/worker.py).  think-check plays one Hard move
  # through the window's SearchService and exits 1 unless another process chose it.
  local check
  check=$(ELASUND_DESKTOP_HOME=$home "$1" think-check --game catan)
  echo "think-check: $check"
  "$VPY" packaging/check_think.py "$check"
  rm -rf "$home"
}
step "smoke test of the bundle"
smoke "$BUNDLE/elasund-desktop" "$WORK/smoke-bundle.png"

step ".deb"
ROOTFS=$WORK/deb
mkdir -p "$ROOTFS/DEBIAN" "$ROOTFS/opt" "$ROOTFS/usr/bin" "$ROOTFS/usr/share/applications" \
  "$ROOTFS/usr/share/metainfo" "$ROOTFS/usr/share/mime/packages" "$ROOTFS/usr/share/icons"
cp -a "$BUNDLE" "$ROOTFS/opt/elasund-desktop"
ln -s /opt/elasund-desktop/elasund-desktop "$ROOTFS/usr/bin/elasund-desktop"
cp "resources/$APP_ID.desktop" "$ROOTFS/usr/share/applications/"
cp "resources/$APP_ID.metainfo.xml" "$ROOTFS/usr/share/metainfo/"
cp "resources/$APP_ID.mime.xml" "$ROOTFS/usr/share/mime/packages/$APP_ID.xml"
"$VPY" packaging/make_icons.py "$WORK/icons" >/dev/null
cp -r "$WORK/icons/hicolor" "$ROOTFS/usr/share/icons/"
# The MIME database, desktop database and icon caches are refreshed by the dpkg
# triggers of shared-mime-info, desktop-file-utils and hicolor-icon-theme.
SIZE_KB=$(du -sk "$ROOTFS" --exclude=DEBIAN | cut -f1)
cat > "$ROOTFS/DEBIAN/control" <<CONTROL
Package: elasund-desktop
Version: $VERSION
Architecture: $ARCH
Maintainer: Elasund Desktop developers <elasund-desktop@users.noreply.github.com>
Installed-Size: $SIZE_KB
Section: games
Priority: optional
Depends: libc6, libegl1, libgl1, libfontconfig1, libfreetype6, libxkbcommon0, libxkbcommon-x11-0, libdbus-1-3, libglib2.0-0 | libglib2.0-0t64, libx11-xcb1, libxcb-cursor0, libxcb-icccm4, libxcb-keysyms1, libxcb-shape0
Recommends: shared-mime-info, desktop-file-utils, hicolor-icon-theme
Homepage: https://github.com/elasund-desktop/elasund-desktop
Description: Elasund, Catan, Elfenland and The Palaces of Carrara at one computer
 Friends share one screen and may add computer opponents. Every rule is
 enforced, games are saved and autosaved, saves open with a double-click,
 and the interface speaks English, Italian, Danish, Ukrainian and Hungarian.
CONTROL
DEB=dist/elasund-desktop_${VERSION}_${ARCH}.deb
dpkg-deb --build --root-owner-group -Zxz "$ROOTFS" "$DEB" >/dev/null
tar -C "$WORK/dist" -czf "dist/elasund-desktop-$VERSION-linux-$ARCH.tar.gz" elasund-desktop

step "metadata checks"
appstreamcli validate --no-net "resources/$APP_ID.metainfo.xml"
desktop-file-validate "resources/$APP_ID.desktop"
echo "desktop file: valid"

step "install the .deb into a scratch root and start it from there"
SCRATCH=$WORK/scratch-root
rm -rf "$SCRATCH"
dpkg-deb -x "$DEB" "$SCRATCH"
dpkg-deb --info "$DEB" | sed -n '/Package:/,/Depends:/p'
# The MIME package from the .deb maps a *.elasund file to our type.
update-mime-database "$SCRATCH/usr/share/mime"
grep -q "application/x-elasund-desktop-save:\*\.elasund" "$SCRATCH/usr/share/mime/globs2"
echo "MIME type: *.elasund -> application/x-elasund-desktop-save"
test "$(readlink "$SCRATCH/usr/bin/elasund-desktop")" = /opt/elasund-desktop/elasund-desktop
smoke "$SCRATCH/opt/elasund-desktop/elasund-desktop" "$WORK/smoke-deb.png"

step "done"
ls -l "$DEB" dist/elasund-desktop-"$VERSION"-linux-"$ARCH".tar.gz
du -sh "$BUNDLE"
