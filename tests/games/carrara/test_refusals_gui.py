"""Carrara: a click on a place that is not highlighted shows the engine's own reason.

The board proposes what the click means in this step (CarraraBoard.candidate_actions_at),
the controller asks the rules why it is refused (GameController.why_not) and the status
bar shows the translated reason.  Each test builds the exact situation of a rule of
seed 004 and clicks the place through the view's viewport.
"""

from __future__ import annotations

import math
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt

from elasund_desktop.engine.codec import digest
from elasund_desktop.engine.rules import GameConfig, IllegalAction
from elasund_desktop.engine.session import Seat, Session, SessionConfig
from elasund_desktop.games import Registry
from elasund_desktop.games.carrara import SPEC
from elasund_desktop.games.carrara.board import WHEEL_C
from elasund_desktop.games.carrara.rules import CarraraRules, CarraraState
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.main_window import MainWindow

from .helpers import board, conserve_blocks, marble, set_player, start, tile

ZERO = (0, 0, 0, 0, 0, 0)


@pytest.fixture
def win(qtbot: Any) -> MainWindow:
    window = build_main_window(Registry([SPEC]), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    return window


def open_situation(win: MainWindow, state: CarraraState) -> Session[Any]:
    """Put `state` into the window: Ann (seat 0) human and on turn, the others bots."""
    state = conserve_blocks(state)

    class Situation(CarraraRules):
        def setup(self, config: GameConfig, seed: int) -> CarraraState:
            del config, seed
            return state

    n = state.num_players
    seats = (Seat("Ann", 0), *(Seat(f"Bot {i}", i, "random") for i in range(1, n)))
    session: Session[Any] = Session(
        Situation(), SessionConfig("carrara", GameConfig(n, {}), 1, seats)
    )
    win.install_session(SPEC, session, start_bots=False)
    return session


def click(qtbot: Any, win: MainWindow, target: Any) -> str:
    """Left-click a point inside the target's first item; the status bar's message."""
    scene = win.scene
    assert scene is not None
    assert target not in scene.highlighted_targets(), "the test needs a place that is not offered"
    item = scene.items_for(target)[0]
    win.view.ensureVisible(item)
    path = item.mapToScene(item.shape())
    centre = path.boundingRect().center()
    if not path.contains(centre):  # a wheel segment: its bounding centre is the hub
        centre = path.pointAtPercent(0.5) * 0.5 + centre * 0.5
    qtbot.mouseClick(
        win.view.viewport(), Qt.MouseButton.LeftButton, pos=win.view.mapFromScene(centre)
    )
    return win.statusBar().currentMessage()


def reason(win: MainWindow, key: str, **params: Any) -> str:
    assert win.texts is not None
    return win.texts.reason(IllegalAction(key, **params))


def ann_on_turn(**fields: Any) -> CarraraState:
    """Three players, Ann (seat 0) starts and decides; `fields` replace her entries."""
    s = start(3, seed=5, start_player=0, current=0)
    s = set_player(s, 0, marble=marble(black=1), coins=20)
    return set_player(s, 0, **fields) if fields else s


def with_display(s: CarraraState, *tiles: int) -> CarraraState:
    rest = [t for t in range(30) if t not in tiles]
    return s._replace(display=(*tiles, *rest[: 9 - len(tiles)]), pile=tuple(rest[9 - len(tiles) :]))


def test_choosing_the_action_explains_what_each_place_needs(qtbot: Any, win: MainWindow) -> None:
    """At the start of a turn: the wheel turns before buying, a building is paid in marble,
    a city needs its buildings, a type needs one building, objects come after the action."""
    s = with_display(ann_on_turn(), tile("villa", 3), tile("porta", 1))
    open_situation(win, s)
    # Buying marble: turn the wheel first (seed: "deve per prima cosa ruotare la ruota").
    assert click(qtbot, win, ("segment", 0)) == reason(win, "wheel_turns_first")
    # A building costs its value in marble: 3 blocks, Ann holds 1.
    assert click(qtbot, win, ("tile", "villa_3")) == (
        "This building costs 3 marble blocks and you hold only 1."
    )
    # A city needs 2 (Livorno) own buildings to be scored.
    assert click(qtbot, win, ("score_city", "livorno")) == (
        "To score Livorno you need at least 2 buildings there on your own board; you have 0."
    )
    assert click(qtbot, win, ("score_type", "biblioteca")) == reason(
        win, "type_needs_building", building="biblioteca"
    )
    assert click(qtbot, win, ("object", "book")) == reason(win, "object_after_action")
    # Ann's own city column or her own block: a building is chosen first.
    assert click(qtbot, win, ("city", "pisa")) == reason(win, "choose_tile_first")
    assert click(qtbot, win, ("pay", "black")) == reason(win, "choose_tile_first")


def test_without_marble_a_building_asks_for_marble(qtbot: Any, win: MainWindow) -> None:
    s = with_display(ann_on_turn(marble=ZERO), tile("villa", 1))
    open_situation(win, s)
    assert click(qtbot, win, ("tile", "villa_1")) == reason(win, "no_marble")


def test_scored_cities_and_types_say_who_scored_them(qtbot: Any, win: MainWindow) -> None:
    """One scorer per city for the whole game; each type once per player."""
    s = ann_on_turn(
        boards=board(
            livorno=[("villa", 2), ("villa", 4)],
            pisa=[("porta", 2), ("porta", 3)],
            lucca=[("castello", 1), ("castello", 2)],
        ),
        type_scored=(False, False, False, True, False, False),
        markers_used=2,
    )
    s = s._replace(city_scorer=(1, 0, -1, -1, -1, -1))
    open_situation(win, s)
    assert ("score_city", "lucca") in win.scene.highlighted_targets()  # type: ignore[union-attr]
    assert click(qtbot, win, ("score_city", "livorno")) == (
        "Bot 1 has already scored Livorno: nobody else may score it."
    )
    assert click(qtbot, win, ("score_city", "pisa")) == "You have already scored Pisa."
    assert click(qtbot, win, ("score_type", "porta")) == reason(
        win, "type_already_scored", building="porta"
    )


def test_buying_marble_names_the_price_and_the_one_segment(qtbot: Any, win: MainWindow) -> None:
    """Prices by position (white costs 5 at II); one segment per purchase."""
    wheel = (ZERO, (1, 0, 0, 0, 0, 1), ZERO, (0, 0, 0, 1, 0, 0), ZERO, ZERO)
    s = ann_on_turn(coins=3)._replace(phase="take", segment=1, wheel=wheel)
    open_situation(win, s)
    assert ("take", "black") in win.scene.highlighted_targets()  # type: ignore[union-attr]
    assert click(qtbot, win, ("take", "white")) == (
        "Here a white block's price is 5, your coins: 3."
    )
    assert click(qtbot, win, ("segment", 3)) == reason(win, "one_segment_only", position="II")
    # the chosen segment itself (between the hub and its blocks) means nothing more
    axis = math.radians(-90.0 + 60.0)
    spot = QPointF(WHEEL_C.x() + 38 * math.cos(axis), WHEEL_C.y() + 38 * math.sin(axis))
    qtbot.mouseClick(
        win.view.viewport(), Qt.MouseButton.LeftButton, pos=win.view.mapFromScene(spot)
    )
    assert win.statusBar().currentMessage() == (  # the step named (issue 25)
        "Take blocks from the segment, then stop. Click one of the highlighted places."
    )


def test_a_segment_too_dear_names_its_cheapest_block(qtbot: Any, win: MainWindow) -> None:
    wheel = ((1, 0, 0, 0, 0, 0), ZERO, ZERO, (0, 0, 0, 1, 0, 0), ZERO, ZERO)
    s = ann_on_turn(coins=2)._replace(phase="segment", wheel=wheel)
    open_situation(win, s)
    assert click(qtbot, win, ("segment", 0)) == (
        "You cannot pay for any block there: the cheapest block's price is 6, your coins: 2."
    )
    assert click(qtbot, win, ("segment", 2)) == reason(win, "segment_empty")


def test_a_city_that_cannot_be_paid_names_its_marble(qtbot: Any, win: MainWindow) -> None:
    """Livorno accepts white only; Massa white to blue; black is for Lerici."""
    s = with_display(ann_on_turn(marble=marble(blue=2, black=1)), tile("palazzo", 2))
    s = s._replace(phase="city", tile=tile("palazzo", 2))
    open_situation(win, s)
    assert click(qtbot, win, ("city", "livorno")) == (
        "Livorno accepts only this marble: white. The building needs 2 of those blocks; you hold 0."
    )
    s = s._replace(phase="pay", city=4)  # Massa, with a choice of blocks
    s = set_player(s, 0, marble=marble(white=1, blue=2, black=1))
    open_situation(win, s)
    assert click(qtbot, win, ("pay", "black")) == reason(
        win, "colour_not_accepted", colour="black", city="massa"
    )


def test_after_the_action_objects_cost_ten_coins(qtbot: Any, win: MainWindow) -> None:
    """Ann meets the objectives (so her turn goes on) but has 5 coins; one action a turn."""
    s = with_display(ann_on_turn(), tile("villa", 1))
    s = set_player(
        s,
        0,
        coins=5,
        markers_used=4,
        objects=(2, 1, 1, 1, 1, 1),
        boards=board(
            lerici=[("porta", 5), ("porta", 4), ("palazzo", 5), ("palazzo", 4), ("castello", 5)],
            massa=[("castello", 4)],
        ),
    )
    s = s._replace(phase="after")
    session = open_situation(win, s)
    before = digest(session.state)
    assert click(qtbot, win, ("object", "cup")) == "An object costs 10 coins and you have 5."
    assert click(qtbot, win, ("tile", "villa_1")) == reason(win, "action_done")
    assert click(qtbot, win, ("city", "pisa")) == reason(win, "action_done")
    # a refused click changes nothing
    assert digest(session.state) == before and not session.actions


def test_the_reasons_are_translated(qtbot: Any, win: MainWindow) -> None:
    """The status bar speaks the chosen language (Italian: the seed's own words)."""
    win.set_language("it")
    try:
        s = with_display(ann_on_turn(), tile("villa", 3))
        open_situation(win, s)
        assert click(qtbot, win, ("tile", "villa_3")) == (
            "Questo edificio costa 3 cubetti di marmo e tu ne hai solo 1."
        )
        assert click(qtbot, win, ("segment", 0)).startswith("L'acquisto di marmo comincia")
    finally:
        win.set_language("en")  # the translator is global: leave English for the next tests


def test_one_action_a_turn_names_the_action_under_way(qtbot: Any, win: MainWindow) -> None:
    """Seed 004: a turn is one action; while buying or building, other places say so."""
    wheel = (ZERO, (1, 0, 0, 0, 0, 1), ZERO, ZERO, ZERO, ZERO)
    s = with_display(ann_on_turn(), tile("villa", 1))
    open_situation(win, s._replace(phase="take", segment=1, wheel=wheel))
    assert click(qtbot, win, ("tile", "villa_1")) == reason(win, "buying_marble_now")
    assert click(qtbot, win, ("score_city", "pisa")) == reason(win, "buying_marble_now")
    assert click(qtbot, win, ("object", "book")) == reason(win, "object_after_action")
    s = set_player(s, 0, marble=marble(white=1, blue=1))
    open_situation(win, s._replace(phase="city", tile=tile("villa", 1)))
    assert click(qtbot, win, ("segment", 0)) == reason(win, "building_now")
    assert click(qtbot, win, ("score_type", "villa")) == reason(win, "building_now")
