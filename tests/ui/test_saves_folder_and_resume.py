"""Where the file dialogs open, and what the title says after resuming a game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QFileDialog, QMessageBox

from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Seat, Session, SessionConfig
from elasund_desktop.persistence import paths
from elasund_desktop.persistence.autosave import AUTOSAVE_NAME, autosave
from elasund_desktop.persistence.recent import load_recent
from elasund_desktop.persistence.saves import SAVE_SUFFIX
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from tests.fixture_game import FIXTURE_SPEC, fixture_registry


def make(qtbot: Any) -> Any:
    win = build_main_window(fixture_registry(), Settings(autosave=True, bot_delay_ms=0), "en")
    qtbot.addWidget(win)
    return win


def test_first_save_and_open_start_in_the_saves_folder_which_is_created(
    qtbot: Any, monkeypatch: Any
) -> None:
    asked: list[str] = []

    def fake_dialog(_parent: Any, _title: str, start: str, _filter: str) -> tuple[str, str]:
        asked.append(start)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake_dialog)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", fake_dialog)
    win = make(qtbot)
    assert not paths.saves_dir().exists()  # a fresh installation
    seats = (Seat("Ann", 0), Seat("Bob", 1, "random"))
    win.start_game(SessionConfig("fixture", GameConfig(2, {}), 2, seats))
    assert not win.save_game()  # no file yet: Save asks where, and the player cancels
    assert not win.save_game_as()
    win.open_game()
    assert len(asked) == 3
    saves = paths.saves_dir()
    assert saves.is_dir()
    assert Path(asked[0]).parent == saves and Path(asked[0]).suffix == SAVE_SUFFIX
    assert Path(asked[1]).parent == saves
    assert Path(asked[2]) == saves


def test_a_resumed_game_is_titled_by_its_game_and_resumed(qtbot: Any, monkeypatch: Any) -> None:
    config = SessionConfig("fixture", GameConfig(2, {}), 9, (Seat("Ann", 0), Seat("Bob", 1)))
    session: Session[Any] = Session(FIXTURE_SPEC.rules(), config)
    session.apply(session.legal_actions()[0])
    autosave(session)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    win = make(qtbot)
    win.offer_resume()
    assert win.controller is not None and win.controller.save_path is None
    title = win.windowTitle()
    assert "Fixture Race" in title and "resumed" in title
    assert AUTOSAVE_NAME not in title and "current" not in title
    # The autosave is the app's file, not one the player chose: not a recent game.
    assert all(Path(f).name != AUTOSAVE_NAME for f in load_recent())
    # Playing on keeps the words, with the unsaved mark.
    win.privacy.button.click()
    win.choose_action(win.controller.session.legal_actions()[0])
    assert "resumed" in win.windowTitle() and AUTOSAVE_NAME not in win.windowTitle()
