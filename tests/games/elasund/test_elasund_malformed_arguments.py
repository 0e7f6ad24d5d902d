"""A move whose arguments have the wrong shape is refused as malformed
("bad_arguments"), never taken for another move: squares are (column, dice
row) with whole numbers inside the grid, values whole numbers, kinds and
colours text. (A saved game, a network of the future or a bug hands such
moves in: they must not crash the rules or slip through.)"""

from __future__ import annotations

from typing import Any

import pytest

from elasund_desktop.engine.rules import IllegalAction
from elasund_desktop.games.elasund import data as D  # noqa: N812
from elasund_desktop.games.elasund import rules as R  # noqa: N812
from elasund_desktop.games.elasund.rules import ElasundState
from tests.games.elasund.helpers import act, hand, legal, situation

SQUARES: list[tuple[Any, ...]] = [
    (),
    (3,),
    (3, 5, 1),
    ("3", 5),
    (True, 5),
    (3, "5"),
    (3, True),
    (3, 5.0),  # equal to the dice row 5, but not a whole number
    (3, 7),  # no dice row 7
    (-1, 5),
    (D.GRID_COLS, 5),
]


def _refused_as_malformed(st: ElasundState, kind: str, args: tuple[Any, ...]) -> None:
    with pytest.raises(IllegalAction) as exc:
        act(st, st.actor, kind, *args)
    assert (exc.value.reason_key, exc.value.params) == ("bad_arguments", {})


@pytest.mark.parametrize("args", SQUARES)
def test_a_square_must_be_a_column_and_a_dice_row_of_the_grid(args: tuple[Any, ...]) -> None:
    st = hand(situation(phase=R.PERMIT_SQUARE, ship_row=5, pending=(1,)), 0, gold=1)
    assert ("permit_at", (3, 5)) in legal(st)
    _refused_as_malformed(st, "permit_at", args)


@pytest.mark.parametrize("args", [(), (1, 2), ("1",), (True,), (1.0,)])
def test_a_permit_value_must_be_one_whole_number(args: tuple[Any, ...]) -> None:
    st = hand(situation(phase=R.PERMIT), 0, gold=5)
    assert ("permit", (1,)) in legal(st)
    _refused_as_malformed(st, "permit", args)


@pytest.mark.parametrize("args", [(), ("house", "well"), (3,)])
def test_a_building_kind_must_be_one_text(args: tuple[Any, ...]) -> None:
    st = hand(situation(phase=R.BUILD), 0, gold=5)
    _refused_as_malformed(st, "build", args)


@pytest.mark.parametrize(
    ("phase", "kind"),
    [
        (R.ROLL, "roll"),
        (R.BUILD, "church"),
        (R.BUILD, "end_construction"),
        (R.PERMIT, "take_gold"),
        (R.BONUS, "bonus_gold"),
        (R.BONUS, "end_turn"),
    ],
)
def test_a_move_without_arguments_refuses_one(phase: str, kind: str) -> None:
    """Rolling, building the church, taking gold, ending a step take no arguments:
    one given is a malformed move, not the move itself."""
    st = hand(situation(phase=phase), 0, gold=9, red=1, blue=1, green=1)
    assert (kind, ()) in legal(st)
    _refused_as_malformed(st, kind, (1,))
