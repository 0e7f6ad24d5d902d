"""Opening the save of a finished game shows the end-of-game window.

Play-testing: a reopened finished Elasund game showed the board and "The game
is over." but no end window (no Replay, no Rematch), and the status bar still
said "Saved to …" from the save just before.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from elasund_desktop.engine.session import Session
from elasund_desktop.ui.end_of_game import EndOfGameWindow
from elasund_desktop.ui.main_window import MainWindow
from tests.engine.test_end_of_game import finished_game
from tests.ui.test_end_of_game import end_by_the_last_move, window  # noqa: F401


def test_opening_a_finished_game_shows_the_end_window(
    qtbot: Any, window: MainWindow, tmp_path: Path  # noqa: F811
) -> None:
    session = end_by_the_last_move(window, "elasund", 3, 5)
    first = window.end_window
    assert first is not None
    first.close()
    target = tmp_path / "finished.save"
    assert window.save_to(target)
    assert "Saved to" in window.statusBar().currentMessage()
    window.end_window = None
    assert window.load_path(target, quiet=True)
    dialog = window.end_window
    assert isinstance(dialog, EndOfGameWindow) and dialog.isVisible()
    assert dialog.report.actions == len(session.actions)
    assert dialog.replay_button.isEnabled()
    # No playing time: the clock did not run while the game was in its file.
    assert "Playing time" not in dialog.facts.text()
    message = window.statusBar().currentMessage()
    assert "Saved to" not in message
    assert "finished.save" in message and "over" in message


def test_opening_an_unfinished_game_says_what_was_opened(
    qtbot: Any, window: MainWindow, tmp_path: Path  # noqa: F811
) -> None:
    played = finished_game("catan", 4, 3)
    spec = window.registry.get("catan")
    before: Session[Any] = Session.replay(spec.rules(), played.config, played.actions[:-1])
    window.install_session(spec, before, start_bots=False)
    target = tmp_path / "going.save"
    assert window.save_to(target)
    assert window.load_path(target, quiet=True)
    assert window.controller is not None and window.controller.to_move() is not None
    assert window.end_window is None
    message = window.statusBar().currentMessage()
    assert "Saved to" not in message and "going.save" in message
