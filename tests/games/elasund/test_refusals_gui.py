"""Elasund: a click on a board place that is not highlighted shows the engine's own reason.

The board proposes what the click means in the current step
(ElasundBoard.candidate_actions_at), the controller asks the rules why it is
refused without applying it (GameController.why_not) and the status bar shows
the translated reason.  Rules from seeds 000 (Italian) and 001 (Danish):
construction needs the strictly highest permit value on the footprint inside
the city and off the church site; wall tiles touch a gate or a wall tile; a
permit goes into the ship's row; bonus actions are paid with influence cards.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from PySide6.QtCore import Qt

from elasund_desktop.engine.codec import digest
from elasund_desktop.engine.rules import GameConfig, IllegalAction
from elasund_desktop.engine.session import Seat, Session, SessionConfig
from elasund_desktop.games import Registry
from elasund_desktop.games.elasund import SPEC
from elasund_desktop.games.elasund import data as D  # noqa: N812
from elasund_desktop.games.elasund import rules as R  # noqa: N812
from elasund_desktop.games.elasund.rules import ElasundRules, ElasundState
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.main_window import MainWindow
from tests.games.elasund.helpers import bld, empty_hands, hand, permits, place, situation

GENERIC = "Not possible here now: click one of the highlighted places."


@pytest.fixture
def win(qtbot: Any) -> MainWindow:
    window = build_main_window(Registry([SPEC]), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)
    return window


def open_situation(win: MainWindow, state: ElasundState) -> Session[Any]:
    """Put `state` into the window: Anna (seat 0) human, the other seats computer players."""

    class Situation(ElasundRules):
        def setup(self, config: GameConfig, seed: int) -> ElasundState:
            del config, seed
            return state

    n = state.num_players
    seats = (Seat("Anna", 0), *(Seat(f"Bot {i}", i, "random") for i in range(1, n)))
    config = SessionConfig("elasund", GameConfig(n, {}), 1, seats)
    session: Session[Any] = Session(Situation(), config)
    win.install_session(SPEC, session, start_bots=False)
    return session


def click(qtbot: Any, win: MainWindow, target: Any) -> str:
    scene = win.scene
    assert scene is not None
    assert target not in scene.highlighted_targets(), "the test needs a place that is not offered"
    item = scene.items_for(target)[0]
    win.view.ensureVisible(item)
    pos = win.view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    return win.statusBar().currentMessage()


def square(col: int, row: int) -> tuple[str, int]:
    return ("square", D.sq(col, row))


def reason(win: MainWindow, key: str, **params: Any) -> str:
    assert win.texts is not None
    return win.texts.reason(IllegalAction(key, **params))


def tavern_site() -> ElasundState:
    """Anna chose a tavern (2x2, 2 permits, 3 gold) and must click its north-west square."""
    st = situation(phase=R.BUILD_SITE, pending=("tavern",))
    st = permits(
        st,
        [
            (0, 2, 3, 3), (1, 2, 4, 3),  # a tie of 2 against 2
            (1, 0, 6, 8), (1, 1, 7, 8),  # only Bo's permits
            (0, 3, 1, 10), (0, 4, 2, 10),  # Anna's own, but she has too little gold
        ],
    )  # fmt: skip
    return hand(st, 0, gold=2)


def test_building_sites_say_why_they_are_refused(qtbot: Any, win: MainWindow) -> None:
    open_situation(win, tavern_site())
    # 000 c) / 001 c): a tie of permit values blocks everybody.
    assert click(qtbot, win, square(3, 3)) == reason(win, "permit_not_highest")
    # The footprint of a 2x2 building from the last column leaves the city.
    assert click(qtbot, win, square(8, 5)) == reason(win, "outside_city")
    # The church site is never built over.
    assert click(qtbot, win, square(1, 8)) == reason(win, "church_site")
    # A tavern needs 2 permits on its squares.
    assert click(qtbot, win, square(0, 2)) == reason(win, "not_enough_permits", need=2, have=0, n=2)
    # At least one of the builder's own permits.
    assert click(qtbot, win, square(6, 8)) == reason(win, "no_own_permit")
    # Cost 3 gold, Anna has 2.
    assert click(qtbot, win, square(1, 10)) == "You need 3 gold but have 2."


def test_wall_spaces_say_why_they_are_refused(qtbot: Any, win: MainWindow) -> None:
    """Walls (000/001): a tile touches a city gate or a wall tile; 2 gold on the north strip."""
    spaces = D.wall_spaces(4)
    gate = next(i for i, w in enumerate(spaces) if w.side == "north" and w.at_gate)
    walls = [-1] * len(spaces)
    walls[gate] = 1 * 16 + 1  # Bo's first wall tile
    st = dataclasses.replace(situation(phase=R.BUILD), walls=tuple(walls), wall_next=(1, 2, 1, 1))
    lonely = next(
        w for w in spaces if w.side == "south" and not w.at_gate and w.pos < 7
    )
    open_situation(win, hand(st, 0, gold=20))
    taken = spaces[gate]
    assert click(qtbot, win, ("wall", taken.side, taken.pos)) == reason(win, "wall_space_taken")
    assert click(qtbot, win, ("wall", lonely.side, lonely.pos)) == reason(win, "wall_not_adjacent")
    open_situation(win, hand(st, 0, gold=1))
    south_gate = next(w for w in spaces if w.side == "south" and w.at_gate)
    assert click(qtbot, win, ("wall", south_gate.side, south_gate.pos)) == (
        "You need 2 gold but have 1."
    )


def test_permit_squares_ship_and_church_tiles(qtbot: Any, win: MainWindow) -> None:
    """Permit 0 goes into the ship's row (5); the ship moves two rows when the roll names
    its own row, and must leave its row for pirates; the kept church tile is one of the
    two drawn."""
    st = empty_hands(situation(phase=R.PERMIT_SQUARE, pending=(0,), ship_row=5))
    st = place(permits(st, [(1, 3, 2, 5)]), bld("house", 1, 5, 5))
    open_situation(win, st)
    assert click(qtbot, win, square(4, 9)) == reason(win, "permit_wrong_row")
    assert click(qtbot, win, square(2, 5)) == reason(win, "square_has_permit")
    assert click(qtbot, win, square(6, 5)) == reason(win, "square_has_building")
    assert click(qtbot, win, square(D.CHURCH_SITE_COL, D.CHURCH_SITE_ROW)) == reason(
        win, "church_site_kept_free"
    )
    ship = situation(phase=R.SHIP, ship_row=5, pending=(0, D.ROW_INDEX[3], D.ROW_INDEX[8]))
    open_situation(win, ship)
    # The roll named the ship's own row 5: it moves two rows, to 3 or 8 (there is no row 7).
    assert click(qtbot, win, ("row", 4)) == reason(win, "ship_two_rows_away", row=5)
    pirates = situation(phase=R.SHIP, ship_row=6, pending=(1, *(i for i in range(10) if i != 4)))
    open_situation(win, pirates)
    assert click(qtbot, win, ("row", 6)) == reason(win, "ship_must_leave_row", row=6)
    keep = situation(phase=R.CHURCH_KEEP, pending=(4, 7), church_stack=(0, 1, 2, 3, 5, 6, 8))
    open_situation(win, keep)
    assert click(qtbot, win, ("church_tile", 0)) == reason(win, "church_tile_not_drawn")


def test_bonus_on_an_own_permit_names_the_missing_cards(qtbot: Any, win: MainWindow) -> None:
    """Bonus a) move / b) upgrade a permit: 2 influence cards of one colour."""
    st = situation(phase=R.BONUS)
    st = hand(permits(st, [(0, 2, 4, 6)]), 0, gold=9, red=1, blue=1, green=0)
    open_situation(win, st)
    assert click(qtbot, win, square(4, 6)) == (
        "This bonus action costs 2 influence cards of one colour."
    )
    # A square without a permit of Anna's means nothing in the bonus step: the
    # answer names the step's choices (issue 25)
    assert click(qtbot, win, square(5, 6)) == (
        "Nothing to choose on the board now: first choose in the “Your move” panel (End turn)."
    )


def test_a_square_before_a_permit_is_chosen_names_the_choice_to_make_first(
    qtbot: Any, win: MainWindow
) -> None:
    """Issue 25: a square clicked in the permit step before a permit is chosen got
    "click one of the highlighted places" while nothing was highlighted.  Seed 000:
    phase 2, place a permit in the ship's row or take gold; the permit is chosen
    first (a button), then its square."""
    st = hand(situation(phase=R.PERMIT), 0, gold=2, red=1, blue=1, green=1)
    open_situation(win, st)
    assert click(qtbot, win, square(5, 6)) == (
        "Nothing to choose on the board now: first choose in the “Your move” panel"
        " (Take 2 gold; Place permit 0; Place permit 1; …)."
    )


def test_a_refused_click_changes_nothing(qtbot: Any, win: MainWindow) -> None:
    st = tavern_site()
    session = open_situation(win, st)
    controller = win.controller
    assert controller is not None
    before = digest(session.state)
    for target in (square(3, 3), square(8, 5), square(0, 2)):
        assert click(qtbot, win, target) != GENERIC
    assert session.state is st and digest(session.state) == before
    assert not session.actions and len(session.states) == 1 and not controller.dirty
