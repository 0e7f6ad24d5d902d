#!/usr/bin/env bash
# Build a PyInstaller one-folder bundle and, on Debian/Ubuntu, a .deb around it.
# Usage: packaging/build.sh   (from the repository root, inside the venv)
set -euo pipefail
python packaging/update_translations.py
pip install pyinstaller
pyinstaller --noconfirm --distpath dist --workpath build packaging/elasund_desktop.spec
QT_QPA_PLATFORM=offscreen dist/elasund-desktop/elasund-desktop screenshot --out build/smoke.png
if command -v dpkg-deb >/dev/null; then
  root=build/deb
  rm -rf "$root"
  mkdir -p "$root/DEBIAN" "$root/opt" "$root/usr/bin" "$root/usr/share/applications" \
           "$root/usr/share/icons/hicolor/scalable/apps" "$root/usr/share/metainfo"
  cp -r dist/elasund-desktop "$root/opt/elasund-desktop"
  ln -s /opt/elasund-desktop/elasund-desktop "$root/usr/bin/elasund-desktop"
  cp resources/*.desktop "$root/usr/share/applications/"
  cp resources/*.metainfo.xml "$root/usr/share/metainfo/"
  cp resources/icons/elasund-desktop.svg "$root/usr/share/icons/hicolor/scalable/apps/"
  version=$(python -c "import elasund_desktop; print(elasund_desktop.__version__)")
  cat > "$root/DEBIAN/control" <<CONTROL
Package: elasund-desktop
Version: $version
Architecture: amd64
Maintainer: elasund_desktop developers
Description: Elasund and Catan at one computer, offline
Depends: libegl1, libxkbcommon0, libfontconfig1, libdbus-1-3
CONTROL
  dpkg-deb --build --root-owner-group "$root" "dist/elasund-desktop_${version}_amd64.deb"
fi
