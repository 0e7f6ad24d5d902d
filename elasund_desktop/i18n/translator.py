"""Loading translation catalogues and switching the language at run time.

`TranslatorManager.switch(code)` removes the previous translators and installs
our catalogue `elasund_desktop_<code>.qm` (package data of this package, read
through importlib.resources) together with Qt's own `qtbase_<code>.qm` (from
QLibraryInfo's translations folder).  Under every language, English included,
lies the English catalogue `elasund_desktop_en.qm`: it holds only the plural
forms of the `%n` texts ("1 card", "2 cards"), so English reads naturally and
a message missing from another catalogue falls back to correct English
rather than to "1 cards" (Qt asks the last installed translator first).
Installing or removing a translator makes Qt post QEvent.LanguageChange to
every widget; objects that are not widgets are retranslated through `retranslate.retranslate_all()`.
"""

from __future__ import annotations

import logging
from importlib import resources
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QObject, QTranslator, Signal

from . import retranslate
from .languages import SOURCE_LANGUAGE, is_supported

log = logging.getLogger(__name__)

CATALOGUE_PACKAGE = "elasund_desktop.i18n"
CATALOGUE_PREFIX = "elasund_desktop_"


def catalogue_name(code: str) -> str:
    return f"{CATALOGUE_PREFIX}{code}.qm"


def qt_translations_dir() -> Path:
    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))


def tr(context: str, text: str) -> str:
    """Translate an English source `text` in `context` into the current language."""
    return QCoreApplication.translate(context, text)


def tr_n(context: str, text: str, n: int) -> str:
    """Translate a `%n` text with the count `n` (the language's plural form).

    pyside6-lupdate only sees a numerus message when its count is a literal, so
    the text is written as `Plural.translate(context, "... %n ...", None, 0)`
    (i18n.noop) and passed here with the real count.
    """
    return QCoreApplication.translate(context, text, None, n)


def format_key(context: str, text: str, /, **params: Any) -> str:
    """Translate `text` in `context` and fill its `{name}` placeholders.

    A translation whose placeholders do not fit the parameters falls back to
    the English text, and an English text that does not fit either is shown
    unformatted: a text bug must never crash the game.
    """
    translated = tr(context, text)
    for candidate in (translated, text):
        try:
            return candidate.format(**params)
        except (KeyError, IndexError, ValueError, AttributeError):
            log.warning("cannot format %r in context %r with %r", candidate, context, params)
    return translated


class TranslatorManager(QObject):
    """Owns the installed translators; parent it to the application.

    `catalogue_dir` replaces the package's .qm folder (tests use a temporary
    one).  `switch()` never raises for a missing catalogue: it logs a warning
    and falls back to English.
    """

    language_changed = Signal(str)

    def __init__(self, parent: QObject | None = None, *, catalogue_dir: Path | None = None) -> None:
        super().__init__(parent if parent is not None else QCoreApplication.instance())
        self._catalogue_dir = catalogue_dir
        self._current = SOURCE_LANGUAGE
        self._app_translator: QTranslator | None = None
        self._english_translator: QTranslator | None = None
        self._qt_translator: QTranslator | None = None
        # QTranslator.load(bytes) does not copy the data: keep it alive here.
        self._app_data: list[bytes] = []

    @property
    def current(self) -> str:
        """The language code in effect ("en" when no catalogue is installed)."""
        return self._current

    # -- catalogues --------------------------------------------------------
    def has_catalogue(self, code: str) -> bool:
        if code == SOURCE_LANGUAGE:
            return True
        if self._catalogue_dir is not None:
            return (self._catalogue_dir / catalogue_name(code)).is_file()
        try:
            return resources.files(CATALOGUE_PACKAGE).joinpath(catalogue_name(code)).is_file()
        except (ModuleNotFoundError, OSError):
            return False

    def _load_app_translator(self, code: str) -> QTranslator | None:
        translator = QTranslator(self)
        name = catalogue_name(code)
        if self._catalogue_dir is not None:
            path = self._catalogue_dir / name
            if path.is_file() and translator.load(str(path)):
                return translator
            log.warning("translation catalogue %s is missing or unreadable", path)
            translator.deleteLater()
            return None
        try:
            resource = resources.files(CATALOGUE_PACKAGE).joinpath(name)
            if isinstance(resource, Path):
                if resource.is_file() and translator.load(str(resource)):
                    return translator
            elif resource.is_file():
                data = resource.read_bytes()
                if translator.load(data):
                    self._app_data.append(data)
                    return translator
        except OSError as exc:
            log.warning("cannot read translation catalogue %s: %s", name, exc)
        else:
            log.warning("translation catalogue %s is missing or unreadable", name)
        translator.deleteLater()
        return None

    def _load_qt_translator(self, code: str) -> QTranslator | None:
        translator = QTranslator(self)
        folder = qt_translations_dir()
        if translator.load(f"qtbase_{code}", str(folder)):
            return translator
        log.warning("Qt's own catalogue qtbase_%s.qm is missing in %s", code, folder)
        translator.deleteLater()
        return None

    # -- switching ---------------------------------------------------------
    def _remove_all(self) -> None:
        app = QCoreApplication.instance()
        for translator in (self._app_translator, self._qt_translator, self._english_translator):
            if translator is not None:
                if app is not None:
                    app.removeTranslator(translator)
                translator.deleteLater()
        self._app_translator = None
        self._qt_translator = None
        self._english_translator = None

    def switch(self, code: str) -> str:
        """Make `code` the language of the interface; returns the code in effect.

        Unknown codes and missing catalogues fall back to English with a
        warning.  `language_changed` is emitted after the translators are
        installed and the registered non-widget objects are retranslated.
        """
        if not is_supported(code):
            log.warning("unsupported language %r; using English", code)
            code = SOURCE_LANGUAGE
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("TranslatorManager.switch needs a QCoreApplication")
        self._remove_all()
        self._app_data = []
        app_translator: QTranslator | None = None
        if code != SOURCE_LANGUAGE:
            app_translator = self._load_app_translator(code)
            if app_translator is None:
                log.warning("no catalogue for %r; using English", code)
                code = SOURCE_LANGUAGE
        # English plural forms first: the language's own catalogue, installed
        # later, is asked before it.
        self._english_translator = self._load_app_translator(SOURCE_LANGUAGE)
        if self._english_translator is not None:
            app.installTranslator(self._english_translator)
        if app_translator is not None:
            self._qt_translator = self._load_qt_translator(code)
            if self._qt_translator is not None:
                app.installTranslator(self._qt_translator)
            self._app_translator = app_translator
            app.installTranslator(app_translator)
        self._current = code
        retranslate.retranslate_all()
        self.language_changed.emit(code)
        return code
