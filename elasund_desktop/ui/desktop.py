"""What makes the program a desktop program: its icon, its app id, opened files.

- The window and taskbar icon is drawn from the SVG shipped in the package
  (`elasund_desktop/icons/`); the installers' .png/.ico/.icns files are made
  from the same SVG at build time by packaging/make_icons.py.
- On Linux (Wayland) the compositor finds the icon through the desktop file
  name; on Windows a process started by python.exe gets its own taskbar group
  and icon through an explicit AppUserModelID (the frozen .exe carries the .ico).
- macOS delivers a double-clicked save as a QFileOpenEvent, not as an argument.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from importlib import resources
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QFileOpenEvent, QGuiApplication, QIcon, QPainter, QPixmap

from ..credits import APP_ID

log = logging.getLogger(__name__)

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
_icon: QIcon | None = None


def icon_path() -> Path:
    return Path(str(resources.files("elasund_desktop.icons").joinpath("elasund-desktop.svg")))


def render_svg(data: bytes, size: int) -> QPixmap:
    """The SVG drawn on a transparent square of `size` pixels."""
    from PySide6.QtSvg import QSvgRenderer  # only where Qt's SVG icon engine is missing

    renderer = QSvgRenderer(data)
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return pixmap


def app_icon() -> QIcon:
    """The application icon, sharp at every size window managers and taskbars ask for.

    Qt's SVG icon engine (a plugin of PySide6-Essentials) draws each size on
    demand; importing the QtSvg module for it would cost a tenth of a second of
    start-up.  Without the plugin the sizes are drawn here once.
    """
    global _icon
    if _icon is None:
        path = icon_path()
        icon = QIcon(str(path))
        if icon.pixmap(32, 32).isNull():
            icon = QIcon()
            data = path.read_bytes()
            for size in ICON_SIZES:
                icon.addPixmap(render_svg(data, size))
        _icon = icon
    return _icon


def set_identity(app: QGuiApplication) -> None:
    """Icon and app id for the window manager; call once, before windows are shown."""
    app.setWindowIcon(app_icon())
    app.setDesktopFileName(APP_ID)
    if sys.platform == "win32":
        try:
            import ctypes

            shell32 = ctypes.windll.shell32  # type: ignore[attr-defined]
            shell32.SetCurrentProcessExplicitAppUserModelID(APP_ID)
        except (AttributeError, OSError):
            log.warning("could not set the taskbar id")


class FileOpenFilter(QObject):
    """Passes the file of a QFileOpenEvent (macOS Finder, double-click) to `open_file`."""

    def __init__(self, open_file: Callable[[Path], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.open_file = open_file

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            name = event.file()
            if name:
                self.open_file(Path(name))
                return True
        return super().eventFilter(watched, event)
