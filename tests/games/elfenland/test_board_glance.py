"""Issue 25 (Deliver 4): Elfenland at a glance.

* View ▸ Towns still to visit (Ctrl+T) rings the towns whose piece the player
  on screen has not collected; a click on another player in the players panel
  shows theirs, pointing at a player shows theirs while the pointer stays;
  only the public town pieces decide (no hand, no town card).
* Each opponent's journey of the round is drawn along the routes their boot
  took (board_trails.py reads them from the public events), the viewer's own not.
* While planning, the roads' highlight lies under the towns and their names
  and under the last move's outline (the thick outline hid them).
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsPathItem, QGraphicsSimpleTextItem

from elasund_desktop.ai.bots import bot_rng, decide, make_bot
from elasund_desktop.engine.rules import Event, GameConfig
from elasund_desktop.engine.session import Seat, SessionConfig
from elasund_desktop.games import Registry
from elasund_desktop.games.elfenland import SPEC
from elasund_desktop.games.elfenland import data as D  # noqa: N812
from elasund_desktop.games.elfenland.board import ROUTE_HIGHLIGHT_Z, ElfenlandBoard
from elasund_desktop.games.elfenland.board_overlay import TRAIL_Z
from elasund_desktop.games.elfenland.board_trails import round_trails
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.board_base import HIGHLIGHT_Z
from elasund_desktop.ui.main_window import MainWindow
from elasund_desktop.ui.move_marks import MARK_Z


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    win = build_main_window(Registry([SPEC]), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    return win


def start(window: MainWindow, until: Any) -> Any:
    """Ann (seat 0, the only human) and three greedy computers, played by the
    computers' own choices until `until(state, to_move)` holds."""
    seats = (
        Seat("Ann", 0),
        Seat("Bob", 1, "elfenland_greedy"),
        Seat("Cy", 2, "elfenland_greedy"),
        Seat("Di", 3, "elfenland_greedy"),
    )
    window.start_game(SessionConfig("elfenland", GameConfig(4, {}), 4, seats))
    controller = window.controller
    assert controller is not None
    controller.set_paused(True)
    session = controller.session
    bot = make_bot("elfenland_greedy")
    for _ in range(600):
        if until(session.state, session.to_move()):
            window.refresh()
            return session
        action = decide(bot, session.rules, session.state, session.to_move(),
                        bot_rng(1, len(session.actions)), lambda: False)  # fmt: skip
        session.apply(action)
    raise AssertionError("the situation never came")


def board_of(window: MainWindow) -> ElfenlandBoard:
    assert isinstance(window.scene, ElfenlandBoard)
    return window.scene


def rings(scene: ElfenlandBoard) -> list[QGraphicsEllipseItem]:
    return [i for i in scene.pieces.items_of("to visit") if isinstance(i, QGraphicsEllipseItem)]


def ringed_towns(scene: ElfenlandBoard) -> set[int]:
    centres = {r.rect().center().toTuple() for r in rings(scene)}
    from elasund_desktop.games.elfenland.board_draw import town_point

    return {t for t in range(D.NUM_TOWNS) if town_point(t).toTuple() in centres}


def missing_of(session: Any, seat: int) -> set[int]:
    mask = session.state.collected[seat]
    return {t for t in range(D.NUM_TOWNS) if not mask >> t & 1 and t != D.CAPITAL}


def moving_in_round_two(state: Any, to_move: Any) -> bool:
    return state.round == 2 and state.phase == "move" and to_move == 0


def test_ctrl_t_rings_the_towns_still_to_visit_of_the_player_on_screen(
    window: MainWindow,
) -> None:
    session = start(window, moving_in_round_two)
    scene = board_of(window)
    assert not rings(scene) and window.overlay_menu.action.isVisible()
    assert window.overlay_menu.action.text() == "Towns still to visit"
    window.overlay_menu.action.trigger()  # View ▸ Towns still to visit (Ctrl+T)
    assert scene.overlay_seat() == 0
    assert ringed_towns(scene) == missing_of(session, 0)
    assert all(r.zValue() < 6.0 for r in rings(scene))  # under the town discs and names
    caption = [i for i in scene.pieces.items_of("to visit") if isinstance(i, QGraphicsSimpleTextItem)]
    assert [c.text() for c in caption] == [f"Ann: {len(missing_of(session, 0))} towns still to visit"]
    window.overlay_menu.action.trigger()
    assert scene.overlay_seat() is None and not rings(scene)


def test_a_click_on_a_player_shows_theirs_and_pointing_shows_theirs_meanwhile(
    window: MainWindow, qtbot: Any
) -> None:
    session = start(window, moving_in_round_two)
    scene = board_of(window)
    table = window.players.table
    # a real click on Di's row of the players panel
    rect = table.visualRect(table.model().index(3, 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert scene.overlay_seat() == 3 and window.overlay_menu.action.isChecked()
    assert ringed_towns(scene) == missing_of(session, 3)
    window.players.seat_hovered.emit(1)  # the pointer on Bob's row
    assert ringed_towns(scene) == missing_of(session, 1)
    window.players.seat_hovered.emit(-1)  # and away: the chosen one again
    assert ringed_towns(scene) == missing_of(session, 3)
    marks_before = list(window.move_marks.items)
    assert all(m.scene() is scene for m in marks_before)  # hovering keeps the last move's marks
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert scene.overlay_seat() is None and not window.overlay_menu.action.isChecked()


def test_the_overlay_reads_only_the_public_view(window: MainWindow) -> None:
    """The rings come from the view's public 'collected' lists: the same for
    any viewer, and no hidden part of the view (cards, counters) changes them."""
    session = start(window, moving_in_round_two)
    scene = board_of(window)
    scene.set_overlay(2)
    view = session.rules.view(session.state, None)  # the spectators' view
    public = {D.TOWN_INDEX[t] for t in view["players"][2]["collected"]}
    assert ringed_towns(scene) == {t for t in range(D.NUM_TOWNS) if t not in public} - {D.CAPITAL}


def test_the_opponents_journeys_of_the_round_are_drawn_along_their_routes(
    window: MainWindow,
) -> None:
    session = start(window, moving_in_round_two)
    scene = board_of(window)
    travelled = [
        q for q, (_s, routes) in enumerate(round_trails(session.events, 4)) if routes
    ]
    assert travelled and 0 not in travelled  # Ann has not moved yet this round
    for q in range(4):
        lines = [i for i in scene.pieces.items_of(("trail", q)) if isinstance(i, QGraphicsPathItem)]
        if q in travelled:
            assert len(lines) == 2 and all(TRAIL_Z <= i.zValue() < 5 for i in lines)
            colour_line = max(lines, key=lambda i: i.zValue())
            assert colour_line.pen().color() == scene.seat_colour(q)
            assert "this round" in colour_line.toolTip()
        else:
            assert not lines


def test_trails_follow_the_events_and_start_again_each_round() -> None:
    elvenhold = D.CAPITAL
    joining = [r for r, other in D.TOWN_ROUTES[elvenhold] if D.ROUTES[r].kind == "road"]
    road = joining[0]
    there_id = D.TOWN_IDS[D.ROUTES[road].a + D.ROUTES[road].b - elvenhold]
    history = [
        [Event.make("travel", player=1, town=there_id, card="unicorn", n=1)],
    ]
    trails = round_trails(history, 3)
    assert trails[1] == (elvenhold, (road,)) and trails[0] == (elvenhold, ())
    history.append([Event.make("round_ends", round=1)])
    assert round_trails(history, 3)[1] == (D.TOWN_INDEX[there_id], ())


def planning(state: Any, to_move: Any) -> bool:
    return state.phase == "plan" and to_move == 0 and state.round == 2


def test_planning_highlights_lie_under_the_town_names_and_the_last_move(
    window: MainWindow,
) -> None:
    start(window, planning)
    scene = board_of(window)
    targets = scene.highlighted_targets()
    assert any(t[0] == "route" for t in targets)
    road_outlines = [
        h for h in scene._highlights
        if h.zValue() < HIGHLIGHT_Z and h.brush().style() == Qt.BrushStyle.NoBrush
    ]  # fmt: skip
    assert road_outlines
    names = [i for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem) and i.zValue() == 7.5]
    assert names and all(h.zValue() < min(n.zValue() for n in names) for h in road_outlines)
    assert all(h.zValue() == pytest.approx(ROUTE_HIGHLIGHT_Z, abs=0.02) for h in road_outlines)
    assert max(h.pen().widthF() for h in road_outlines) <= 3.5  # thinner than the usual 6
    assert ROUTE_HIGHLIGHT_Z < MARK_Z  # the last move's outline stays on top
