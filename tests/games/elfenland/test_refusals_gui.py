"""Elfenland: a click on a map place that is not highlighted shows the engine's own reason.

The board proposes what the click means in this step (ElfenlandBoard.candidate_actions_at),
the controller asks the rules why it is refused without applying it
(GameController.why_not), and the status bar shows the translated reason.  Each test
builds the exact situation of a rule of seed 002 and clicks the place through the view.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt

from elasund_desktop.engine.codec import digest
from elasund_desktop.engine.rules import GameConfig, IllegalAction
from elasund_desktop.engine.session import Seat, Session, SessionConfig
from elasund_desktop.games import Registry
from elasund_desktop.games.elfenland import SPEC
from elasund_desktop.games.elfenland import rules as R  # noqa: N812
from elasund_desktop.games.elfenland.board_draw import curve_point, town_point
from elasund_desktop.games.elfenland.rules import ElfenlandRules, ElfenlandState
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.main_window import MainWindow

from .helpers import moving, new_game, planning, route, town


@pytest.fixture
def win(qtbot: Any) -> MainWindow:
    window = build_main_window(Registry([SPEC]), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    return window


def open_situation(win: MainWindow, state: ElfenlandState) -> Session[Any]:
    """Put `state` into the window: Ann (seat 0) human, the others computer players."""

    class Situation(ElfenlandRules):
        def setup(self, config: GameConfig, seed: int) -> ElfenlandState:
            del config, seed
            return state

    n = state.num_players
    seats = (Seat("Ann", 0), *(Seat(f"Bot {i}", i, "random") for i in range(1, n)))
    config = SessionConfig("elfenland", GameConfig(n, {}), 1, seats)
    session: Session[Any] = Session(Situation(), config)
    win.install_session(SPEC, session, start_bots=False)
    return session


def click_at(qtbot: Any, win: MainWindow, target: Any, point: QPointF) -> str:
    scene = win.scene
    assert scene is not None
    assert target not in scene.highlighted_targets(), "the test needs a place that is not offered"
    win.statusBar().clearMessage()
    win.view.centerOn(point)
    qtbot.mouseClick(
        win.view.viewport(), Qt.MouseButton.LeftButton, pos=win.view.mapFromScene(point)
    )
    return win.statusBar().currentMessage()


def road(qtbot: Any, win: MainWindow, rid: str) -> str:
    r = route(rid)
    return click_at(qtbot, win, ("route", r), curve_point(r, 0.5))


def at_town(qtbot: Any, win: MainWindow, name: str) -> str:
    t = town(name)
    return click_at(qtbot, win, ("town", t), town_point(t))


def reason(win: MainWindow, key: str, **params: Any) -> str:
    assert win.texts is not None
    return win.texts.reason(IllegalAction(key, **params))


def test_planning_roads_say_why_a_counter_cannot_go_there(qtbot: Any, win: MainWindow) -> None:
    """Seed 002, phase 4: a counter only where its transport can go, one per road, none
    on water; the obstacle only on a road that already carries a counter."""
    s = planning(new_game(3), 0, shown=("giant_pig",))
    taken = route("road.elvenhold.lapphalya")
    s = s._replace(
        board=R._tset(s.board, taken, R.T.index("dragon")),
        obstacle=R._tset(s.obstacle, 0, False),
    )
    open_situation(win, s)
    # The giant pig crosses neither desert nor mountains.
    assert road(qtbot, win, "road.albaran.feodor") == (
        "Giant Pig cannot travel through desert; this road takes only: "
        "Unicorn, Troll Wagon, Dragon."
    )
    # No counters on rivers and lakes.
    assert road(qtbot, win, "river.virst.jxara") == reason(win, "no_counters_on_water")
    assert road(qtbot, win, "lake.elvenhold.virst") == reason(win, "no_counters_on_water")
    # One counter per road.
    assert road(qtbot, win, "road.elvenhold.lapphalya") == (
        "This road already carries a counter (Dragon); a road takes only one."
    )


def test_the_obstacle_needs_a_road_with_a_counter_and_is_used_once(
    qtbot: Any, win: MainWindow
) -> None:
    """Ann holds only her obstacle: an empty road refuses it, a road with an obstacle too."""
    s = planning(new_game(3), 0)
    with_counter = route("road.elvenhold.lapphalya")
    blocked = route("road.beata.elvenhold")
    board = R._tset(R._tset(s.board, with_counter, 0), blocked, 4)
    s = s._replace(board=board, blocked=R._tset(s.blocked, blocked, True))
    open_situation(win, s)
    assert road(qtbot, win, "road.albaran.feodor") == reason(win, "obstacle_needs_counter")
    assert road(qtbot, win, "road.beata.elvenhold") == reason(win, "obstacle_taken")


def test_a_counter_on_a_road_with_a_counter_and_an_obstacle_names_the_counter(
    qtbot: Any, win: MainWindow
) -> None:
    """Issue 25: Ann holds a counter and her obstacle; a road that carries a counter and
    an obstacle takes neither (seed 002: one counter per road, one obstacle per road).
    She meant a counter: the refusal names the counter already there, not the obstacle."""
    s = planning(new_game(3), 0, shown=("giant_pig",))
    blocked = route("road.beata.elvenhold")
    s = s._replace(
        board=R._tset(s.board, blocked, R.T.index("dragon")),
        blocked=R._tset(s.blocked, blocked, True),
    )
    assert s.obstacle[0]
    open_situation(win, s)
    assert road(qtbot, win, "road.beata.elvenhold") == (
        "This road already carries a counter (Dragon); a road takes only one."
    )


def test_towns_while_moving_say_why_the_boot_cannot_go_there(qtbot: Any, win: MainWindow) -> None:
    """Phase 5 at Jxara: roads need a counter and its cards; rivers cost 2 rafts against
    the current; a caravan needs 4 cards on a road with an obstacle; one route at a time."""
    rid = "road.dagamura.jxara"
    s = moving(new_game(3), 0, "jxara", {rid: "troll_wagon"}, (rid,), troll_wagon=2, raft=1)
    session = open_situation(win, s)
    before = digest(session.state)
    # Troll wagon in the woods (2) + obstacle (1) = 3 cards; 3 in hand make no caravan of 4.
    assert at_town(qtbot, win, "dagamura") == (
        "This road costs 3 cards of one kind (Troll Wagon) and you hold 2; "
        "a caravan would need 4 cards of any kind."
    )
    # Jxara -> Virst: the road has no counter; the river runs Virst -> Jxara (2 rafts up).
    assert at_town(qtbot, win, "virst") == reason(win, "cannot_pay_upstream", n=2, have=1)
    assert at_town(qtbot, win, "lapphalya") == reason(win, "no_counter_on_road")
    assert at_town(qtbot, win, "elvenhold") == (
        "Elvenhold is not next to Jxara: travel one route at a time "
        "(hover a town to see the cheapest way)."
    )
    # Nothing changed: a refused click is no move.
    assert digest(session.state) == before and not session.actions


def test_the_ferry_costs_two_rafts(qtbot: Any, win: MainWindow) -> None:
    s = moving(new_game(3), 0, "elvenhold", {}, raft=1, dragon=3)
    open_situation(win, s)
    assert at_town(qtbot, win, "virst") == "The ferry costs 2 rafts; you hold 1."


def test_the_face_up_row_waits_for_the_secret_draw(qtbot: Any, win: MainWindow) -> None:
    """Phase 2 before phase 3: the pile is lit for the secret counter, the row is not."""
    s = new_game(3)._replace(current=0, first_player=0)
    open_situation(win, s)
    scene = win.scene
    assert scene is not None
    assert scene.highlighted_targets() == [("pile",)]
    row = scene.items_for(("row", 2))[0]
    point = row.sceneBoundingRect().center()
    assert click_at(qtbot, win, ("row", 2), point) == reason(win, "secret_first")
    # A town means nothing in this phase: the answer names the step (issue 25).
    assert at_town(qtbot, win, "feodor") == (
        "Phase 2: draw your secret transport counter. Click one of the highlighted places."
    )
