"""Desktop behaviour: the window icon, Help ▸ About, and saves opened by their file type
(a file argument from a desktop file or file association, a macOS open event)."""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtGui import QFileOpenEvent, QImage
from PySide6.QtWidgets import QApplication

from elasund_desktop import __version__, cli
from elasund_desktop.credits import (
    APP_ID,
    GAME_CREDITS,
    OLD_SAVE_EXTENSIONS,
    SAVE_EXTENSION,
    SAVE_MIME_TYPE,
)
from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Seat, Session, SessionConfig
from elasund_desktop.persistence.saves import save_session
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui import app as app_module
from elasund_desktop.ui.about_dialog import AboutDialog
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.desktop import ICON_SIZES, FileOpenFilter, icon_path, render_svg
from elasund_desktop.ui.main_window import MainWindow
from tests.fixture_game import fixture_registry

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    win = build_main_window(fixture_registry(), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(win)
    yield win
    if win.translator is not None:
        win.translator.switch("en")


def fixture_save(path: Path, moves: int = 3) -> Session[Any]:
    """A real (fixture) game a few moves in, written with the save code."""
    spec = fixture_registry().get("fixture")
    seats = (Seat("Ann", 0), Seat("Bob", 1))
    session: Session[Any] = Session(
        spec.rules(), SessionConfig("fixture", GameConfig(2, {}), 5, seats)
    )
    for _ in range(moves):
        session.apply(session.legal_actions()[0])
    save_session(session, path)
    return session


def distinct_colours(image: QImage) -> int:
    return len({image.pixel(x, y) for x in range(image.width()) for y in range(image.height())})


# -- icon -------------------------------------------------------------------------------
def test_the_window_has_the_icon_at_every_taskbar_size(window: MainWindow) -> None:
    icon = window.windowIcon()
    assert not icon.isNull()
    for size in ICON_SIZES:
        picture = icon.pixmap(size, size).toImage()
        assert (picture.width(), picture.height()) == (size, size)
        # Drawn from the SVG, not an empty square: the icon's colours show.
        assert distinct_colours(picture) > 5


def test_the_fallback_draws_the_same_svg_at_each_size() -> None:
    """Where Qt's SVG icon engine plugin is missing, QtSvg draws the sizes itself."""
    picture = render_svg(icon_path().read_bytes(), 48).toImage()
    assert (picture.width(), picture.height()) == (48, 48)
    assert distinct_colours(picture) > 5
    assert picture.pixelColor(0, 0).alpha() == 0  # the rounded corner stays transparent


# -- About --------------------------------------------------------------------------------
def test_about_names_version_licence_every_game_and_its_sources(
    qtbot: Any, window: MainWindow
) -> None:
    window.act_about.trigger()
    dialog = window.findChild(AboutDialog, "about_dialog")
    assert dialog is not None and dialog.isVisible()
    text = dialog.text()
    assert __version__ in text
    assert "GPL-3.0-or-later" in text
    for credit in GAME_CREDITS:
        assert credit.title in text
        assert credit.designers in text and credit.publisher in text and str(credit.year) in text
    lines = dialog.labels["sources"].text().splitlines()
    assert [line.split(":")[0] for line in lines] == [c.title for c in GAME_CREDITS]
    # Asking again shows the same dialog instead of piling up copies.
    window.act_about.trigger()
    assert len(window.findChildren(AboutDialog)) == 1


def test_about_speaks_the_chosen_language(qtbot: Any, window: MainWindow) -> None:
    window.act_about.trigger()
    dialog = window.findChild(AboutDialog, "about_dialog")
    assert dialog is not None
    english = dialog.text()
    window.set_language("it")  # Qt posts LanguageChange; the dialog follows
    qtbot.waitUntil(lambda: dialog.labels["games_heading"].text() == "I giochi")
    italian = dialog.text()
    assert dialog.windowTitle() == "Informazioni su Elasund Desktop"
    assert "Licenza:" in italian and "GPL-3.0-or-later" in italian
    assert "Elasund: ideato da Klaus Teuber, pubblicato da Kosmos nel 2005." in italian
    assert __version__ in italian and italian != english


# -- the saves' own file type ----------------------------------------------------------------
def test_a_file_argument_opens_that_save_in_the_window(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`elasund-desktop FILE` (desktop file `%f`, Windows association): the real start path."""
    target = tmp_path / f"game{SAVE_EXTENSION}"
    saved = fixture_save(target)
    monkeypatch.setattr(app_module, "default_registry", fixture_registry)
    monkeypatch.setattr(app_module, "setup_logging", lambda: None)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # run_gui installs its own
    seen: list[tuple[str, int, str]] = []

    def fake_exec() -> int:  # the moment the event loop would start
        for widget in QApplication.topLevelWidgets():
            # the window this start opened (not one a test before left closed)
            if (
                isinstance(widget, MainWindow)
                and widget.isVisible()
                and widget.controller is not None
            ):
                session = widget.controller.session
                seen.append(
                    (str(widget.controller.save_path), len(session.actions), session.digest())
                )
                widget.controller.set_paused(True)
                widget.close()
                widget.deleteLater()
        return 0

    monkeypatch.setattr(QApplication, "exec", staticmethod(fake_exec))
    assert cli.main([str(target)]) == 0
    assert seen == [(str(target), 3, saved.digest())]


def test_sub_commands_are_not_taken_for_files() -> None:
    assert cli.file_argument_as_open(["x.elasund"]) == ["--open", "x.elasund"]
    assert cli.file_argument_as_open(["check-save", "x"]) == ["check-save", "x"]
    assert cli.file_argument_as_open(["--open", "x"]) == ["--open", "x"]
    assert cli.file_argument_as_open([]) == []


def test_a_macos_open_event_loads_the_save(qtbot: Any, window: MainWindow, tmp_path: Path) -> None:
    target = tmp_path / f"finder{SAVE_EXTENSION}"
    saved = fixture_save(target, moves=2)
    app = QApplication.instance()
    assert app is not None
    opener = FileOpenFilter(window.load_path)
    app.installEventFilter(opener)
    try:
        QApplication.sendEvent(app, QFileOpenEvent(str(target)))
    finally:
        app.removeEventFilter(opener)
    assert window.controller is not None
    window.controller.set_paused(True)
    assert window.controller.save_path == target
    assert window.controller.session.digest() == saved.digest()
    assert QEvent.Type.FileOpen  # the filter reacts to this event type only


def test_saves_from_before_the_file_type_still_open(window: MainWindow, tmp_path: Path) -> None:
    old = tmp_path / f"old{OLD_SAVE_EXTENSIONS[0]}"
    saved = fixture_save(old)
    assert window.load_path(old, quiet=True)
    assert window.controller is not None
    window.controller.set_paused(True)
    assert window.controller.session.digest() == saved.digest()


def test_the_file_type_is_registered_with_the_desktop() -> None:
    """The shared-mime-info file and the desktop file name the same type and extension."""
    mime = ET.parse(ROOT / "resources" / f"{APP_ID}.mime.xml").getroot()
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    kind = mime.find("m:mime-type", ns)
    assert kind is not None and kind.get("type") == SAVE_MIME_TYPE
    globs = [g.get("pattern") for g in kind.findall("m:glob", ns)]
    assert globs == [f"*{SAVE_EXTENSION}"]
    entry = (ROOT / "resources" / f"{APP_ID}.desktop").read_text("utf-8").splitlines()
    assert f"MimeType={SAVE_MIME_TYPE};" in entry
    assert "Exec=elasund-desktop %f" in entry


# -- start-up ---------------------------------------------------------------------------------
def test_the_plot_is_built_after_the_first_paint(qtbot: Any) -> None:
    """pyqtgraph loads in idle time once the window has painted, not before it shows."""
    win = build_main_window(fixture_registry(), Settings(autosave=False), "en")
    qtbot.addWidget(win)
    win.show()
    assert win.stats._widget is None  # showing the window does not wait for the plot
    qtbot.waitUntil(lambda: win.stats._widget is not None, timeout=30_000)
    assert win.stats.plot_item.getAxis("bottom").labelText == "Turn"
