"""Catan: a click on a board place that is not highlighted shows the engine's own reason.

The board proposes what a player means there now (CatanBoard.candidate_actions_at),
the controller asks the rules why it is refused without applying it
(GameController.why_not), and the status bar shows the translated reason.  Each
test builds the exact situation of a rule of seed 003 (distance rule, roads join
the own network, building costs, the robber) and clicks the place through the view.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from elasund_desktop.engine.codec import digest
from elasund_desktop.engine.rules import GameConfig, IllegalAction
from elasund_desktop.engine.session import Seat, Session, SessionConfig
from elasund_desktop.games import Registry
from elasund_desktop.games.catan import SPEC
from elasund_desktop.games.catan import data as D  # noqa: N812
from elasund_desktop.games.catan.rules import ROBBER, ROLL, CatanRules, CatanState
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.main_window import MainWindow

from .catan_helpers import COAST, blank, coast_path, edge, hand, put

GENERIC = "Not possible here now: click one of the highlighted places."


@pytest.fixture
def win(qtbot: Any) -> MainWindow:
    window = build_main_window(Registry([SPEC]), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def open_situation(win: MainWindow, state: CatanState) -> Session[Any]:
    """Put `state` into the window as a game in progress: Ann (seat 0) human, the others bots."""

    class Situation(CatanRules):
        def setup(self, config: GameConfig, seed: int) -> CatanState:
            del config, seed
            return state

    n = state.num_players
    seats = (Seat("Ann", 0), *(Seat(f"Bot {i}", i, "catan_random") for i in range(1, n)))
    session: Session[Any] = Session(Situation(), SessionConfig("catan", GameConfig(n, {}), 1, seats))
    win.install_session(SPEC, session, start_bots=False)
    return session


def click(qtbot: Any, win: MainWindow, target: Any) -> str:
    """Left-click the centre of the target's first item; the status bar's message."""
    scene = win.scene
    assert scene is not None
    assert target not in scene.highlighted_targets(), "the test needs a place that is not offered"
    item = scene.items_for(target)[0]
    win.view.ensureVisible(item)
    pos = win.view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    return win.statusBar().currentMessage()


def reason(win: MainWindow, key: str, **params: Any) -> str:
    assert win.texts is not None
    return win.texts.reason(IllegalAction(key, **params))


def board() -> CatanState:
    """Main phase, Ann on turn: her settlement at COAST[0] with a road, Bot 1 at COAST[10]."""
    s = blank(3)
    own_nodes, own_roads = coast_path(0, 1)
    other_nodes, other_roads = coast_path(10, 1)
    s = put(s, 0, settlements=[own_nodes[0]], roads=own_roads)
    s = put(s, 1, settlements=[other_nodes[0]], roads=other_roads)
    return hand(s, 0, lumber=1)


def test_building_places_say_why_they_are_refused(qtbot: Any, win: MainWindow) -> None:
    """Main phase with a single lumber: each place answers with its own rule."""
    s = board()
    open_situation(win, s)
    far_nodes, far_edges = coast_path(20, 1)
    # Distance rule (seed 003): no settlement next to another settlement.
    assert click(qtbot, win, ("node", COAST[1])) == reason(win, "distance_rule")
    # An occupied intersection.
    assert click(qtbot, win, ("node", COAST[10])) == reason(win, "node_taken")
    # A settlement must touch one of the player's own roads.
    assert click(qtbot, win, ("node", far_nodes[0])) == reason(win, "settlement_not_connected")
    # A road must join the own network.
    assert click(qtbot, win, ("edge", far_edges[0])) == reason(win, "road_not_connected")
    # An edge that already holds a road.
    _, other_roads = coast_path(10, 1)
    assert click(qtbot, win, ("edge", other_roads[0])) == reason(win, "edge_taken")


def test_missing_cards_are_named_with_their_counts(qtbot: Any, win: MainWindow) -> None:
    """A road costs 1 lumber and 1 brick, a city 3 ore and 2 grain: the reason lists what is missing."""
    s = board()
    open_situation(win, s)
    next_edge = edge(COAST[1], COAST[2])  # free, joined to Ann's road
    assert click(qtbot, win, ("edge", next_edge)) == (
        "This costs 1 lumber, 1 brick; you are missing 1 brick."
    )
    # Ann's own settlement: she means a city.
    assert click(qtbot, win, ("node", COAST[0])) == (
        "This costs 2 grain, 3 ore; you are missing 2 grain, 3 ore."
    )


def test_a_city_cannot_be_upgraded(qtbot: Any, win: MainWindow) -> None:
    s = put(board(), 0, cities=[COAST[5]])
    s = hand(s, 0, grain=2, ore=3)
    open_situation(win, s)
    assert click(qtbot, win, ("node", COAST[5])) == reason(win, "already_city")


def test_the_robber_moves_only_when_the_rules_say_so(qtbot: Any, win: MainWindow) -> None:
    """Robber (seed 003): he moves after a 7 or a Knight, and never stays where he is."""
    s = board()
    open_situation(win, s)
    other_hex = (s.robber + 1) % D.NUM_HEXES
    assert click(qtbot, win, ("hex", other_hex)) == reason(win, "robber_not_now")
    open_situation(win, s._replace(phase=ROBBER))
    assert click(qtbot, win, ("hex", s.robber)) == reason(win, "robber_must_move")


def test_before_the_roll_building_waits_for_the_dice(qtbot: Any, win: MainWindow) -> None:
    s = board()._replace(phase=ROLL, rolled=False)
    s = hand(s, 0, lumber=1, brick=1)
    open_situation(win, s)
    assert click(qtbot, win, ("edge", edge(COAST[1], COAST[2]))) == reason(win, "must_roll_first")


def test_set_up_refusals_and_the_generic_sentence(qtbot: Any, win: MainWindow) -> None:
    """Set-up: the starting road must touch the settlement just placed.  An edge clicked
    while a settlement is asked means nothing: the answer names the step (issue 25)."""
    rules = CatanRules()
    start = rules.setup(GameConfig(3, {"layout": "beginner"}), 4)
    first = rules.to_move(start)
    assert first is not None
    s = start._replace(current=0, first_player=0) if first != 0 else start
    session = open_situation(win, s)
    assert session.to_move() == 0
    assert click(qtbot, win, ("edge", 0)) == (
        "Place a starting settlement. Click one of the highlighted places."
    )
    node = COAST[0]
    win.choose_action(next(a for a in session.legal_actions() if a.args == (node,)))
    far_edge = coast_path(15, 1)[1][0]
    assert click(qtbot, win, ("edge", far_edge)) == reason(win, "setup_road_must_touch")
    assert click(qtbot, win, ("node", COAST[1])) == (
        "Place a starting road. Click one of the highlighted places."
    )


def test_a_refused_click_changes_nothing(qtbot: Any, win: MainWindow) -> None:
    """Asking the rules why is not playing: state, log, undo stack and dirty flag stay."""
    s = board()
    session = open_situation(win, s)
    controller = win.controller
    assert controller is not None
    before_state, before_digest = session.state, digest(session.state)
    dirty = controller.dirty
    for target in (("node", COAST[1]), ("edge", edge(COAST[1], COAST[2])), ("hex", 0)):
        assert click(qtbot, win, target) != GENERIC
    assert session.state is before_state and digest(session.state) == before_digest
    assert session.state == s
    assert len(session.actions) == 0 and len(session.states) == 1
    assert controller.dirty == dirty and not session.events
