"""Layout memory, the crash dialog, the log file and the offer to resume."""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QMessageBox

from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Seat, Session, SessionConfig
from elasund_desktop.persistence import paths
from elasund_desktop.persistence.autosave import autosave, find_unfinished
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui import app as app_module
from elasund_desktop.ui.app import build_main_window
from tests.fixture_game import FIXTURE_SPEC, fixture_registry


def make(qtbot: Any) -> Any:
    win = build_main_window(fixture_registry(), Settings(autosave=True, bot_delay_ms=0), "en")
    qtbot.addWidget(win)
    return win


def test_window_geometry_and_docks_are_remembered(qtbot: Any) -> None:
    config = SessionConfig("fixture", GameConfig(2, {}), 9, (Seat("Ann", 0), Seat("Bob", 1)))
    first = make(qtbot)
    first.resize(700, 500)
    first.show()
    first.start_game(config)  # the docks come with a game (the first screen has none)
    first.docks["stats"].hide()
    first.close()
    assert (paths.config_dir() / "window.ini").exists()
    second = make(qtbot)
    second.show()
    assert second.size().width() == 700
    second.start_game(config)
    assert second.docks["stats"].isHidden() and second.docks["log"].isVisible()


def test_unexpected_error_shows_the_log_path(qtbot: Any, monkeypatch: Any, tmp_path: Path) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda *a, **k: shown.append(a[2]))
    old = sys.excepthook
    try:
        app_module.install_excepthook(tmp_path / "app.log")
        try:
            raise RuntimeError("boom")
        except RuntimeError as exc:
            sys.excepthook(type(exc), exc, exc.__traceback__)
    finally:
        sys.excepthook = old
    assert shown and "boom" in shown[0] and str(tmp_path / "app.log") in shown[0]


def test_log_file_goes_to_the_log_folder() -> None:
    path = app_module.setup_logging()
    assert path is not None and path.parent == paths.log_dir()
    logging.getLogger("elasund_desktop.test").warning("hello log")
    for handler in logging.getLogger().handlers:
        handler.flush()
    assert "hello log" in path.read_text(encoding="utf-8")
    for handler in list(logging.getLogger().handlers):
        if getattr(handler, "baseFilename", "") == str(path):
            logging.getLogger().removeHandler(handler)
            handler.close()


def test_an_unfinished_game_is_offered_for_resumption(qtbot: Any, monkeypatch: Any) -> None:
    config = SessionConfig("fixture", GameConfig(2, {}), 9, (Seat("Ann", 0), Seat("Bob", 1)))
    session: Session[Any] = Session(FIXTURE_SPEC.rules(), config)
    session.apply(session.legal_actions()[0])
    autosave(session)
    assert find_unfinished() is not None
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    win = make(qtbot)
    win.offer_resume()
    assert win.controller is not None
    assert win.controller.session.digest() == session.digest()


def test_declining_resumption_forgets_the_autosave(qtbot: Any, monkeypatch: Any) -> None:
    config = SessionConfig("fixture", GameConfig(2, {}), 9, (Seat("Ann", 0), Seat("Bob", 1)))
    session: Session[Any] = Session(FIXTURE_SPEC.rules(), config)
    session.apply(session.legal_actions()[0])
    autosave(session)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    win = make(qtbot)
    win.offer_resume()
    assert win.controller is None
    assert find_unfinished() is None


def test_every_action_is_autosaved(qtbot: Any) -> None:
    win = make(qtbot)
    win.start_game(SessionConfig("fixture", GameConfig(2, {}), 2, (Seat("Ann", 0), Seat("Bob", 1))))
    win.privacy.button.click()
    win.choose_action(win.controller.session.legal_actions()[0])
    assert find_unfinished() is not None
