"""Issue 13, keyboard play: whole games played with key presses only.

Elasund: two humans at one computer, both playing with the keyboard; the
privacy screen between them is confirmed with Enter.  Catan: one human with
the keyboard against a computer player (the computer's moves are applied
for it; every human move is key presses).  The human picks the move a
computer player of the game would pick (so the game reaches its end), and
makes it with the keys of tests/ui/keyboard_player.py.  After every move
the focus must be where the next decision is.  Elfenland and Carrara: a few
keyboard moves each.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from elasund_desktop.ai.bots import bot_rng, make_bot
from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Seat, SessionConfig
from elasund_desktop.games import default_registry
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.main_window import MainWindow
from tests.bounded import Bound

from .keyboard_player import confirm_privacy, expected_focus, focused, key_move, press


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    win = build_main_window(default_registry(), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    return win


def play(
    win: MainWindow, qtbot: Any, game: str, seats: tuple[Seat, ...], seed: int, limit: int
) -> tuple[int, set[str]]:
    """Play until the game ends (or `limit` human moves); returns the number of
    human moves and the kinds of the actions made with keys (a board action's
    kind is prefixed with "board:")."""
    spec = default_registry().get(game)
    win.start_game(SessionConfig(game, GameConfig(len(seats), {}), seed, seats))
    controller = win.controller
    assert controller is not None
    controller.set_paused(True)  # the test moves the computer itself
    session = controller.session
    chooser = make_bot(spec.bots[0])
    moves, kinds = 0, set()
    while session.outcome() is None and moves < limit:
        seat = session.to_move()
        assert seat is not None
        legal = session.legal_actions()
        choice = chooser.choose(
            session.rules.view(session.state, seat), legal, bot_rng(seed, len(session.actions))
        )
        if not seats[seat].is_human:
            # The computer's moves up to the next human decision, applied as
            # one step (one redraw instead of one per move: the test is faster).
            batch, state = [], session.state
            rules = session.rules
            bound = Bound(50_000, "a human seat or the game's end")
            while rules.outcome(state) is None:
                bound.step()
                to_move = rules.to_move(state)
                if to_move is None or seats[to_move].is_human:
                    break
                pick = chooser.choose(
                    rules.view(state, to_move),
                    rules.legal_actions(state),
                    bot_rng(seed, len(session.actions) + len(batch)),
                )
                batch.append(pick)
                state = rules.apply(state, pick).state
            assert controller.apply_all(batch)
            continue
        if win.stack.currentWidget() is win.privacy:
            confirm_privacy(win, qtbot)
        wanted = expected_focus(win)
        assert wanted is not None and focused() is wanted, (
            f"focus on {focused()} instead of {wanted}"
        )
        on_board = win.scene is not None and win.scene.target_of(choice) is not None
        key_move(win, qtbot, choice)
        moves += 1
        kinds.add(choice.kind)
        if on_board:
            kinds.add("board:" + choice.kind)
    return moves, kinds


def test_a_whole_game_of_elasund_with_the_keyboard_only(window: MainWindow, qtbot: Any) -> None:
    seats = (Seat("Ann", 0), Seat("Bob", 1))
    moves, kinds = play(window, qtbot, "elasund", seats, 5, 2000)
    assert window.controller is not None
    assert window.controller.session.outcome() is not None, "the game did not end"
    # Board moves and button moves both happened.
    assert "roll" in kinds
    assert any(k in kinds for k in ("build_at", "permit_at", "wall", "move_ship"))
    assert moves > 100


def test_a_whole_game_of_catan_with_the_keyboard_only(window: MainWindow, qtbot: Any) -> None:
    seats = (Seat("Ann", 0), Seat("Bob", 1, "catan_random"))
    moves, kinds = play(window, qtbot, "catan", seats, 24, 2000)
    assert window.controller is not None
    assert window.controller.session.outcome() is not None, "the game did not end"
    assert {"place_settlement", "place_road", "roll"} <= kinds
    assert moves > 100


@pytest.mark.parametrize("game", ["elfenland", "carrara"])
def test_a_few_keyboard_moves(window: MainWindow, qtbot: Any, game: str) -> None:
    seats = (Seat("Ann", 0), Seat("Bob", 1))
    moves, kinds = play(window, qtbot, game, seats, 2, 12)
    assert moves == 12
    assert any(k.startswith("board:") for k in kinds), kinds


def test_arrow_keys_move_the_cursor_to_the_nearest_target_that_way(
    window: MainWindow, qtbot: Any
) -> None:
    """Catan's first settlement: every free intersection is a target; Right
    goes to one further right on about the same line, Down to one below."""
    window.start_game(
        SessionConfig("catan", GameConfig(2, {}), 5, (Seat("Ann", 0), Seat("Bob", 1)))
    )
    scene = window.scene
    assert scene is not None and window.controller is not None
    window.controller.set_paused(True)
    if window.stack.currentWidget() is window.privacy:
        confirm_privacy(window, qtbot)
    assert focused() is window.view
    start = scene.cursor.rect(scene.cursor.target).center()
    press(qtbot, Qt.Key.Key_Right)
    right = scene.cursor.rect(scene.cursor.target).center()
    assert right.x() > start.x() and abs(right.y() - start.y()) < abs(right.x() - start.x())
    press(qtbot, Qt.Key.Key_Down)
    down = scene.cursor.rect(scene.cursor.target).center()
    assert down.y() > right.y()
    press(qtbot, Qt.Key.Key_Left)
    left = scene.cursor.rect(scene.cursor.target).center()
    assert left.x() < down.x()
    press(qtbot, Qt.Key.Key_Up)
    assert scene.cursor.rect(scene.cursor.target).center().y() < left.y()
    # The panel and the view's accessible description name the place and the move.
    text = window.actions_panel.cursor_label.text()
    assert "Intersection beside" in text and "settlement" in text
    assert window.view.accessibleDescription() in text
