"""Starting the desktop application: logging, translators before widgets, crash dialog."""

from __future__ import annotations

import logging
import sys
import traceback
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication, QMessageBox

from .. import APP_NAME, __version__
from ..games import Registry, default_registry
from ..i18n.languages import system_language
from ..i18n.translator import TranslatorManager
from ..persistence import paths
from ..persistence.settings import Settings, load_settings

log = logging.getLogger("elasund_desktop")


def setup_logging() -> Path | None:
    """Log to a rotating file in the platformdirs log folder; None if impossible."""
    try:
        folder = paths.log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{APP_NAME}.log"
        handler = RotatingFileHandler(path, maxBytes=1_000_000, backupCount=3, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    if not any(isinstance(h, RotatingFileHandler) for h in root.handlers):
        root.addHandler(handler)
    root.setLevel(logging.INFO)
    return path


def install_excepthook(log_path: Path | None) -> None:
    """An unexpected exception is logged and shown; the window stays open."""

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        log.error("unexpected error:\n%s", "".join(traceback.format_exception(kind, value, tb)))
        app = QApplication.instance()
        if app is None:
            sys.__excepthook__(kind, value, tb)
            return
        QMessageBox.critical(
            None,
            QCoreApplication.translate("App", "Unexpected error"),
            QCoreApplication.translate(
                "App",
                "Something went wrong: {error}\nThe game goes on. Details are in the log file:\n{path}",  # noqa: E501
            ).format(error=value, path=log_path or "-"),
        )

    sys.excepthook = hook


def make_application(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance()
    if isinstance(app, QApplication):
        return app
    app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName("Elasund Desktop")
    app.setApplicationVersion(__version__)
    app.setOrganizationName(APP_NAME)
    return app


def initial_language(settings: Settings) -> str:
    return settings.language or system_language(QLocale.system().name())


def build_main_window(
    registry: Registry | None = None, settings: Settings | None = None, language: str | None = None
) -> Any:
    """Translators first (shortcut texts come from them), then the window."""
    from .main_window import MainWindow

    app = make_application()
    settings = settings or load_settings()
    translator = TranslatorManager(app)
    translator.switch(language or initial_language(settings))
    window = MainWindow(registry or default_registry(), settings, translator)
    from .desktop import app_icon  # QtSvg: only for the icon

    window.setWindowIcon(app_icon())
    return window


def _cleanup_interrupted_writes() -> None:
    """Temporary files of a save that a crash interrupted are removed at the next start."""
    from ..persistence.autosave import cleanup_interrupted_writes

    try:
        for path in cleanup_interrupted_writes():
            log.info("removed %s, left by an interrupted save", path)
    except OSError:
        log.exception("could not clean up after an interrupted save")


def run_gui(open_path: str | Path | None = None, *, startup_probe: bool = False) -> int:
    from .desktop import FileOpenFilter, set_identity

    app = make_application()
    set_identity(app)
    log_path = setup_logging()
    install_excepthook(log_path)
    _cleanup_interrupted_writes()
    window = build_main_window()
    # A save double-clicked in the macOS Finder arrives as an event, also later on.
    opener = FileOpenFilter(window.load_path, app)
    app.installEventFilter(opener)
    if startup_probe:
        from .startup_probe import StartupProbe

        app.installEventFilter(StartupProbe(window, window.stats))
    window.show()
    if open_path:
        window.load_path(Path(open_path))
    elif not startup_probe:
        window.offer_resume()
    return int(app.exec())
