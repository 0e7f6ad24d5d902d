"""Replay mode: the slider shows the state after k actions; take over goes on legally."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import Qt

from elasund_desktop.engine.codec import digest
from elasund_desktop.engine.session import HUMAN, Session
from elasund_desktop.games import default_registry
from elasund_desktop.persistence.saves import save_session
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.end_of_game import EndOfGameWindow
from elasund_desktop.ui.log_dock import GameLog
from elasund_desktop.ui.main_window import MainWindow
from elasund_desktop.ui.replay import ReplayWindow
from tests.engine.test_end_of_game import finished_game


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    win = build_main_window(default_registry(), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def fresh_digest(session: Session[Any], k: int) -> str:
    return Session.replay(session.rules, session.config, session.actions[:k]).digest()


@pytest.mark.parametrize(("game", "players", "seed"), [("catan", 4, 3), ("elasund", 3, 5)])
def test_the_slider_at_k_shows_the_state_after_k_actions(
    qtbot: Any, window: MainWindow, game: str, players: int, seed: int
) -> None:
    played = finished_game(game, players, seed)
    replay = window.watch_replay_of_session(played)
    assert isinstance(replay, ReplayWindow)
    qtbot.addWidget(replay)
    total = len(played.actions)
    assert replay.position == total  # it opens at the end
    for k in (0, 1, 37, total // 2, total - 1, total):
        replay.slider.setValue(k)
        assert replay.position == k
        assert digest(replay.shown_state) == fresh_digest(played, k)
        # The log shows the lines of the first k actions and no more.
        lines = replay.log.lines_until(k)
        assert len(lines) == replay.log.shown_count == sum(len(e) for e in played.events[:k])
        shown = replay.log.visible_lines()
        assert shown == lines[len(lines) - len(shown) :]
        assert len(shown) == min(len(lines), replay.log.LOG_WINDOW)
    # Keys: Right steps forward, Left back.
    replay.slider.setValue(10)
    replay.activateWindow()
    qtbot.waitExposed(replay)
    qtbot.keyClick(replay, Qt.Key.Key_Right)
    assert replay.position == 11
    assert digest(replay.shown_state) == fresh_digest(played, 11)
    qtbot.keyClick(replay, Qt.Key.Key_Left)
    qtbot.keyClick(replay, Qt.Key.Key_Left)
    assert replay.position == 9
    # Space plays: the position advances by itself; Space again pauses.
    qtbot.keyClick(replay, Qt.Key.Key_Space)
    assert replay.is_playing()
    replay.speed_box.setCurrentIndex(replay.speed_box.count() - 1)
    qtbot.waitUntil(lambda: replay.position >= 11, timeout=30_000)
    qtbot.keyClick(replay, Qt.Key.Key_Space)
    assert not replay.is_playing()
    stopped = replay.position
    qtbot.wait(150)
    assert replay.position == stopped


def test_the_replay_log_shows_each_entry_as_a_paragraph_with_a_hanging_indent(
    qtbot: Any, window: MainWindow
) -> None:
    """Play-test (Elasund in Hungarian): the replay's log wrapped long entries
    back to the left edge, so a reader could not tell where an entry began;
    it now lays its entries out as the game's log does (ui/log_dock.py)."""
    played = finished_game("elasund", 2, 5)
    replay = window.watch_replay_of_session(played)
    assert isinstance(replay, ReplayWindow)
    qtbot.addWidget(replay)
    for k in (0, 3, len(played.actions) // 2):
        replay.slider.setValue(k)
        shown = replay.log.visible_lines()
        document = replay.log.document()
        assert document.blockCount() == max(1, len(shown))  # one paragraph per entry
        for number in range(len(shown)):
            block = document.findBlockByNumber(number).blockFormat()
            assert block.leftMargin() == GameLog.INDENT_PX
            assert block.textIndent() == -GameLog.INDENT_PX
    bar = replay.log.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()  # the latest entry in sight


def test_a_replay_shows_what_spectators_saw_and_everything_at_the_end(
    qtbot: Any, window: MainWindow
) -> None:
    # Catan: a spectator sees no hands during the game; at the end the view reveals them.
    played = finished_game("catan", 3, 2)
    replay = window.watch_replay_of_session(played)
    qtbot.addWidget(replay)
    rules = played.rules
    replay.slider.setValue(len(played.actions) // 2)
    assert replay.shown_state is played.states[len(played.actions) // 2]
    middle = rules.view(replay.shown_state, None)
    assert all("hand" not in p for p in middle["players"])
    replay.slider.setValue(len(played.actions))
    end = rules.view(replay.shown_state, None)
    assert end["players"] != middle["players"]
    assert any(set(p) - set(middle["players"][0]) for p in end["players"])


def test_take_over_from_here_continues_with_a_legal_game(qtbot: Any, window: MainWindow) -> None:
    played = finished_game("elasund", 3, 5)
    seats = tuple(replace(s, controller=HUMAN) for s in played.config.seats)
    played = Session.replay(played.rules, replace(played.config, seats=seats), played.actions)
    replay = window.watch_replay_of_session(played)
    qtbot.addWidget(replay)
    k = 120
    replay.slider.setValue(k)
    replay.take_over_button.click()
    assert window.controller is not None
    session = window.controller.session
    assert session is not played
    assert len(session.actions) == k
    assert session.digest() == fresh_digest(played, k)
    assert session.config.seats == played.config.seats
    assert not session.is_over()
    legal = session.legal_actions()
    assert legal
    # The game goes on through the window: the player to move confirms the
    # privacy screen (three humans) and acts.
    assert window.stack.currentWidget() is window.privacy
    window.privacy.button.click()
    window.choose_action(legal[0])
    assert len(session.actions) == k + 1
    assert not replay.isVisible()


def test_a_save_can_be_watched_and_the_end_window_opens_the_replay(
    qtbot: Any, window: MainWindow, tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    played = finished_game("catan", 3, 2)
    path = tmp_path / "game.json"
    save_session(played, path)
    from PySide6.QtWidgets import QFileDialog

    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window.act_replay_file.trigger()
    replay = window.replay_window
    assert isinstance(replay, ReplayWindow)
    qtbot.addWidget(replay)
    assert replay.slider.maximum() == len(played.actions)
    assert digest(replay.shown_state) == played.digest()
    replay.close()
    # From the end-of-game window.
    seats = tuple(replace(s, controller=HUMAN) for s in played.config.seats)
    config = replace(played.config, seats=seats)
    before = Session.replay(played.rules, config, played.actions[:-1])
    window.install_session(window.registry.get("catan"), before, start_bots=False)
    assert window.controller is not None
    window.controller.apply(played.actions[-1])
    dialog = window.end_window
    assert isinstance(dialog, EndOfGameWindow)
    dialog.replay_button.click()
    replay = window.replay_window
    assert isinstance(replay, ReplayWindow) and replay.isVisible()
    qtbot.addWidget(replay)
    assert replay.position == len(played.actions)
