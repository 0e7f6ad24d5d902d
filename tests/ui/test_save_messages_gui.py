"""A refused save in the window's language (issue 25, Rules and messages): the
rules' refusal of a damaged log in words of the game, not its internal key, and
the game's own title in the rules-version refusal."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Seat, Session, SessionConfig
from elasund_desktop.games import default_registry
from elasund_desktop.persistence.saves import dumps_save, session_to_json
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    win = build_main_window(default_registry(), Settings(autosave=False, bot_delay_ms=0), "it")
    qtbot.addWidget(win)
    yield win
    win.set_language("en")


def _save(tmp_path: Path, game: str, edit: dict[str, Any]) -> tuple[Path, int]:
    seats = (Seat("Anna", 0, "human"), Seat("Bo", 1, "human"))
    config = SessionConfig(game, GameConfig(2, {}), 5, seats)
    session: Session[Any] = Session(default_registry().get(game).rules(), config)
    doc = session_to_json(session) | edit
    path = tmp_path / f"damaged.{game}"
    path.write_text(dumps_save(doc), "utf-8")
    return path, int(session.to_move() or 0)


def test_a_move_of_the_wrong_player_is_refused_in_words_of_the_game(
    window: MainWindow, tmp_path: Path
) -> None:
    path, first = _save(tmp_path, "elasund", {})
    doc = json.loads(path.read_text("utf-8"))
    doc["actions"] = [[1 - first, "roll", []]]
    path.write_text(json.dumps(doc), "utf-8")
    assert not window.load_path(path, quiet=True)
    reason = QCoreApplication.translate("Elasund", "It is {player}'s decision now.")
    assert reason != "It is {player}'s decision now."  # the Italian words
    assert reason.format(player=("Anna", "Bo")[first]) in window.last_error
    assert "not_your_turn" not in window.last_error and "(" not in window.last_error


def test_the_rules_version_refusal_names_the_game_in_the_language(
    window: MainWindow, tmp_path: Path
) -> None:
    path, _ = _save(tmp_path, "carrara", {"rules_version": 1})
    assert not window.load_path(path, quiet=True)
    title = QCoreApplication.translate("Games", "The Palaces of Carrara")
    assert title == "I Palazzi di Carrara" and title in window.last_error
    assert "The Palaces" not in window.last_error


def test_saving_where_a_file_stands_for_the_folder_names_it_and_claims_no_kept_file(
    window: MainWindow, tmp_path: Path
) -> None:
    seats = (Seat("Anna", 0, "human"), Seat("Bo", 1, "human"))
    window.start_game(SessionConfig("elasund", GameConfig(2, {}), 5, seats))
    blocker = tmp_path / "saves"
    blocker.write_text("a plain file")
    assert not window.save_to(blocker / "game.elasund", quiet=True)
    kept = QCoreApplication.translate("SaveErrors", "The previous file was kept.")
    expected = QCoreApplication.translate(
        "SaveErrors", "Cannot write {file}: {folder} is a file, not a folder."
    ).format(file="game.elasund", folder=blocker)
    assert window.last_error == expected
    assert kept not in window.last_error and "File exists" not in window.last_error


def test_an_autosave_cut_at_a_line_boundary_says_its_last_moves_were_lost(
    window: MainWindow, tmp_path: Path
) -> None:
    """The journal's last two lines are gone, the file still ends with a complete line:
    the game resumes two moves earlier and the window says so."""
    from elasund_desktop.ai.bots import decide, make_bot
    from elasund_desktop.engine.rng import Rng
    from elasund_desktop.persistence.journal import write_journal
    from elasund_desktop.persistence.saves import LOST_MOVES_TEXT

    seats = (Seat("Anna", 0, "human"), Seat("Bo", 1, "human"))  # nobody moves on by himself
    config = SessionConfig("elasund", GameConfig(2, {}), 5, seats)
    session: Session[Any] = Session(default_registry().get("elasund").rules(), config)
    bot = make_bot("random")  # only to play the moves that are written
    for i in range(8):
        seat = session.to_move()
        assert seat is not None
        session.apply(decide(bot, session.rules, session.state, seat, Rng(i)))
    path = write_journal(session, tmp_path / "current.jsonl", "2026-01-01T00:00:00+00:00")
    lines = path.read_bytes().split(b"\n")
    path.write_bytes(b"\n".join([*lines[:7], b""]))  # header and 6 of the 8 moves
    assert window.load_path(path, quiet=True, resumed=True)
    assert len(window.controller.session.actions) == 6
    said = QCoreApplication.translate("SaveErrors", LOST_MOVES_TEXT, None, 2)
    assert said.format(file="current.jsonl") == window.statusBar().currentMessage()
    assert "%n" not in said and "2" in said
