"""Elfenland through the window: Escape cancels a caravan being paid card by card and
the discards after a journey; the statistics end on the final score (home-town variant).
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from elasund_desktop.ai.bots import bot_rng, make_bot
from elasund_desktop.engine.rules import Action, GameConfig
from elasund_desktop.engine.session import Seat, Session, SessionConfig
from elasund_desktop.games import Registry
from elasund_desktop.games.elfenland import SPEC
from elasund_desktop.games.elfenland.board_draw import town_point
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.main_window import MainWindow
from elasund_desktop.ui.stats_dock import StatsWidget

from .helpers import RULES, moving, new_game, town
from .test_refusals_gui import open_situation


@pytest.fixture
def win(qtbot: Any) -> MainWindow:
    window = build_main_window(Registry([SPEC]), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    return window


def press_escape(qtbot: Any, win: MainWindow) -> None:
    win.activateWindow()
    qtbot.keyClick(win, Qt.Key.Key_Escape)


def click_town(qtbot: Any, win: MainWindow, name: str) -> None:
    point = town_point(town(name))
    win.view.centerOn(point)
    qtbot.mouseClick(
        win.view.viewport(), Qt.MouseButton.LeftButton, pos=win.view.mapFromScene(point)
    )


def press(win: MainWindow, action: Action) -> None:
    """Click the Your move button of `action`, found by its words."""
    assert win.texts is not None
    label = win.texts.action(action)
    # a button with a keyboard shortcut shows it after its words ("End your move  [E]")
    button = next(b for b in win.actions_panel.buttons if b.text().split("  [")[0] == label)
    button.click()


def test_escape_takes_back_a_caravan_paid_in_part(qtbot: Any, win: MainWindow) -> None:
    """Seed 002: a player without the matching cards may pay any 3 cards as a caravan.
    Ann clicks Lapphalya (caravan), pays one card with a button, then Escape."""
    rid = "road.elvenhold.lapphalya"
    s = moving(new_game(3), 0, "elvenhold", {rid: "unicorn"}, dragon=2, raft=2)
    session = open_situation(win, s)
    click_town(qtbot, win, "lapphalya")
    assert session.state.phase == "caravan" and len(session.actions) == 1
    press(win, Action(0, "pay_card", ("dragon",)))
    assert session.state.pending[2] == 2
    assert win.act_cancel_step.isEnabled()
    assert "Escape cancels this step." in win.actions_panel.prompt.text()
    press_escape(qtbot, win)
    assert not session.actions and session.state is s
    assert session.state.phase == "move"


def test_escape_after_ending_a_journey_with_too_many_cards(qtbot: Any, win: MainWindow) -> None:
    """More than 4 cards at the end of the journey must be discarded, one at a time;
    Escape in the middle goes back to travelling."""
    s = moving(new_game(3), 0, "elvenhold", {}, dragon=4, raft=3)
    session = open_situation(win, s)
    press(win, Action(0, "end_move"))
    assert session.state.phase == "discard"
    press(win, Action(0, "discard", ("dragon",)))
    assert session.state.phase == "discard" and sum(session.state.hands[0]) == 6
    press_escape(qtbot, win)
    assert not session.actions and session.state.phase == "move"
    assert RULES.in_substep(s) is False


def test_last_plotted_point_is_the_final_score_in_the_home_town_variant(qtbot: Any) -> None:
    """Home town: the score is the pieces minus the steps still to go; the "Points"
    curve ends on it, while "Town pieces" keeps the pieces."""
    found_penalty = False
    for seed in (1, 2, 3):
        players = 3
        seats = tuple(Seat(f"P{i}", i, "elfenland_greedy") for i in range(players))
        config = SessionConfig("elfenland", GameConfig(players, {"home_town": True}), seed, seats)
        session: Session[Any] = Session(RULES, config)
        bot = make_bot("elfenland_greedy")
        while not session.is_over():
            view = RULES.view(session.state, session.to_move())
            session.apply(
                bot.choose(view, session.legal_actions(), bot_rng(seed, len(session.actions)))
            )
        outcome = RULES.outcome(session.state)
        assert outcome is not None
        w = StatsWidget()
        qtbot.addWidget(w)
        w.set_game(RULES, "elfenland", [s.name for s in seats], [QColor("#d55e00")] * players)
        w.update_from_states(session.states)
        w.set_metric("Points")
        last = [float(c.getData()[1][-1]) for c in w.curves]
        assert last == [float(x) for x in outcome.scores]
        pieces = [float(bin(m).count("1")) for m in session.state.collected]
        found_penalty = found_penalty or pieces != last
    assert found_penalty, "no game ended away from a home town: the test proves nothing"
