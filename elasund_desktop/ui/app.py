"""Starting the desktop application: logging, translators before widgets, crash dialog."""

from __future__ import annotations

import logging
import sys
import traceback
from collections.abc import Callable
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
    from logging.handlers import RotatingFileHandler  # ~10 ms: see DeferredLogFile

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


class _EarlyRecords(logging.Handler):
    """Keeps the records logged before the log file is open (the first ones: a
    window that never paints must not collect records without end)."""

    LIMIT = 1000

    def __init__(self) -> None:
        super().__init__()
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        if len(self.records) < self.LIMIT:
            self.records.append(record)


class DeferredLogFile:
    """The log file, opened after the window's first frame.

    Opening it means importing logging.handlers (with socket, pickle, queue):
    about 10 ms that the first frame does not need.  Until then the records
    wait in memory and go into the file, in order, when it opens; an
    unexpected error opens it at once (`open`), so nothing is lost.
    """

    def __init__(self) -> None:
        self._early: _EarlyRecords | None = _EarlyRecords()
        self.path: Path | None = None
        root = logging.getLogger()
        root.addHandler(self._early)
        root.setLevel(logging.INFO)

    def open(self) -> Path | None:
        early, self._early = self._early, None
        if early is None:  # open already
            return self.path
        root = logging.getLogger()
        self.path = setup_logging()
        root.removeHandler(early)
        for record in early.records:
            root.handle(record)  # the file handler, or stderr for warnings without one
        return self.path


def install_excepthook(
    log_path: Path | None, open_log: Callable[[], Path | None] | None = None
) -> None:
    """An unexpected exception is logged and shown; the window stays open.

    `open_log`, if given, opens the log file first and says where it is.
    """

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        path = open_log() if open_log is not None else log_path
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
            ).format(error=value, path=path or "-"),
        )

    sys.excepthook = hook


def make_application(argv: list[str] | None = None) -> QApplication:
    from .gui_gc import install as collect_on_the_gui_thread

    app = QApplication.instance()
    if isinstance(app, QApplication):
        collect_on_the_gui_thread(app)
        return app
    app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName("Elasund Desktop")
    app.setApplicationVersion(__version__)
    app.setOrganizationName(APP_NAME)
    collect_on_the_gui_thread(app)
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
    log_file = DeferredLogFile()
    install_excepthook(None, log_file.open)
    window = build_main_window()
    if not window.layout_saved:
        window.dock_layout.fit_window_to_screen()  # a first start: the screen it opens on
    from .first_paint import after_first_paint

    def after_first_frame() -> None:
        # Not needed for the first frame: the log file (its records are kept
        # until then), and the temporary files of an interrupted save, which are
        # harmless until removed but are looked for in every folder we write to.
        log_file.open()
        _cleanup_interrupted_writes()

    after_first_paint(window, after_first_frame)
    app.aboutToQuit.connect(log_file.open)  # a window closed before it painted
    if sys.platform == "darwin":
        # A save double-clicked in the macOS Finder arrives as an event, also
        # later on.  Only macOS sends it; elsewhere the files come as arguments,
        # and an application-wide filter would pass every event of the session
        # through Python for nothing.
        app.installEventFilter(FileOpenFilter(window.load_path, app))
    if startup_probe:
        from .startup_probe import StartupProbe

        app.installEventFilter(StartupProbe(window, window.stats, window.welcome))
    window.show()
    # An unfinished game is offered by the first screen (its Continue), not by a question.
    if open_path:
        window.load_path(Path(open_path))
    return int(app.exec())
