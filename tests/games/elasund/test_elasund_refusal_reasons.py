"""Elasund's bonus actions (seed 000 "4) AZIONE BONUS" a-c, 001 the same) are refused
with the exact missing thing: cards of one colour, a permit on the board, a higher
permit in the supply, gold, or one card of each colour."""

from __future__ import annotations

import pytest

from elasund_desktop.engine.rules import IllegalAction
from elasund_desktop.games.elasund import data as D  # noqa: N812
from elasund_desktop.games.elasund import rules as R  # noqa: N812
from elasund_desktop.games.elasund.rules import ElasundState
from tests.games.elasund.helpers import act, hand, permits, situation


def refusal(st: ElasundState, kind: str, *args: object) -> IllegalAction:
    with pytest.raises(IllegalAction) as exc:
        act(st, 0, kind, *args)
    return exc.value


def bonus(**cards: int) -> ElasundState:
    st = permits(situation(phase=R.BONUS), [(0, 2, 4, 6)])
    return hand(st, 0, **cards)


def test_move_and_upgrade_need_two_cards_of_one_colour() -> None:
    st = bonus(gold=9, red=1, blue=1, green=0)
    assert refusal(st, "bonus_move", 2).reason_key == "need_two_of_one_colour"
    assert refusal(st, "bonus_upgrade", 2).reason_key == "need_two_of_one_colour"


def test_only_a_permit_on_the_board_is_moved_or_upgraded() -> None:
    st = bonus(gold=9, red=2, blue=0, green=0)
    err = refusal(st, "bonus_move", 3)
    assert (err.reason_key, err.params) == ("permit_not_on_board", {"value": 3})


def test_an_upgrade_needs_a_higher_permit_and_the_gold_difference() -> None:
    st = permits(bonus(gold=0, red=2, blue=0, green=0), [(0, 4, 6, 6)])
    err = refusal(st, "bonus_upgrade", 2)  # permit 3 is free: 1 gold missing
    assert (err.reason_key, err.params) == ("not_enough_gold", {"need": 1, "have": 0})
    st = permits(st, [(0, 3, 7, 6)])
    err = refusal(st, "bonus_upgrade", 4)
    assert (err.reason_key, err.params) == ("no_higher_permit", {"value": 4})


def test_placing_anywhere_needs_each_colour_then_the_gold() -> None:
    st = bonus(gold=0, red=1, blue=1, green=0)
    assert refusal(st, "bonus_place", 3).reason_key == "need_each_colour"
    st = bonus(gold=0, red=1, blue=1, green=1)
    err = refusal(st, "bonus_place", 3)
    assert (err.reason_key, err.params) == ("not_enough_gold", {"need": 3, "have": 0})
    assert refusal(st, "bonus_place", 2).reason_key == "permit_not_in_supply"


def test_the_ship_refusal_says_where_it_may_go() -> None:
    """000/001 production: a roll of the ship's own row moves it two rows north or
    south; pirates (a 7) send it to any other row."""
    from elasund_desktop.games.elasund import data as D  # noqa: N812

    rolled_own_row = situation(
        phase=R.SHIP, ship_row=5, pending=(0, D.ROW_INDEX[3], D.ROW_INDEX[8])
    )
    err = refusal(rolled_own_row, "move_ship", 4)
    assert (err.reason_key, err.params) == ("ship_two_rows_away", {"row": 5})
    others = tuple(i for i in range(D.NUM_ROWS) if i != D.ROW_INDEX[6])
    pirates = situation(phase=R.SHIP, ship_row=6, pending=(1, *others))
    err = refusal(pirates, "move_ship", 6)
    assert (err.reason_key, err.params) == ("ship_must_leave_row", {"row": 6})
    assert refusal(pirates, "move_ship", 7).reason_key == "ship_row_not_allowed"


def test_a_square_that_is_not_free_says_what_is_there() -> None:
    """Permits go on empty squares of the city (000/001 §8), never on the church site."""
    from elasund_desktop.games.elasund import data as D  # noqa: N812
    from tests.games.elasund.helpers import bld, place

    st = situation(
        phase=R.BONUS_PLACE, pending=(3,), church=((4, 1),), church_origin=(1, D.ROW_INDEX[6])
    )
    st = place(permits(hand(st, 0, gold=9), [(1, 0, 6, 3)]), bld("well", 1, 7, 4))
    church_square = D.church_square((1, D.ROW_INDEX[6]), 4)
    col, row = D.col_of(church_square), D.row_of(church_square)
    assert refusal(st, "bonus_place_at", col, row).reason_key == "square_has_church"
    assert refusal(st, "bonus_place_at", 6, 3).reason_key == "square_has_permit"
    assert refusal(st, "bonus_place_at", 7, 4).reason_key == "square_has_building"
    # Before the first church tile the site itself stays free.
    bare = hand(situation(phase=R.BONUS_PLACE, pending=(3,)), 0, gold=9)
    site = (D.CHURCH_SITE_COL, D.CHURCH_SITE_ROW)
    assert refusal(bare, "bonus_place_at", *site).reason_key == "church_site_kept_free"


def test_the_first_players_lowest_permit_also_says_a_permit_lies_there() -> None:
    """Player 0's permit of the lowest value is the permit map's entry 0: still a permit."""
    st = situation(phase=R.BONUS_PLACE, pending=(3,))
    st = permits(hand(st, 0, gold=9), [(0, 0, 6, 3)])
    assert refusal(st, "bonus_place_at", 6, 3).reason_key == "square_has_permit"


def test_a_square_outside_a_smaller_city_is_simply_not_free() -> None:
    """The city has fewer columns with three players than with four (000/001
    set-up; the rules reference's table of columns): a square beyond them takes
    no permit, and nothing stands there to name."""
    st = hand(situation(3, phase=R.BONUS_PLACE, pending=(3,)), 0, gold=9)
    assert refusal(st, "bonus_place_at", 7, 4).reason_key == "square_not_free"


def test_an_upgrade_target_must_be_higher_in_the_supply_and_affordable() -> None:
    """000 4b): the permit is replaced by a higher one from the supply, paying the
    difference of the values in gold."""
    st = permits(situation(phase=R.BONUS), [(0, 1, 3, 3), (0, 3, 5, 5)])
    st = hand(st, 0, gold=1, red=2, blue=0, green=0)
    choosing = act(st, 0, "bonus_upgrade", 1).state
    assert choosing.phase == R.BONUS_UPGRADE
    for target, params in [
        (1, {"value": 1}),
        (0, {"value": 0}),
        (3, {"value": 3}),
        (5, {"value": 5}),
    ]:
        err = refusal(choosing, "bonus_upgrade_to", target)
        assert (err.reason_key, err.params) == ("permit_not_in_supply", params)
    err = refusal(choosing, "bonus_upgrade_to", 4)  # free, but it costs 3 gold and red has 1
    assert (err.reason_key, err.params) == ("not_enough_gold", {"need": 3, "have": 1, "n": 3})
    assert act(choosing, 0, "bonus_upgrade_to", 2).state.permits[0][2] == D.sq(3, 3)


def test_two_gold_for_cards_needs_one_of_each_colour() -> None:
    """000 4d)."""
    st = bonus(gold=0, red=2, blue=1, green=0)
    assert refusal(st, "bonus_gold").reason_key == "need_each_colour"
    assert refusal(st, "bonus_gold").params == {}


def test_the_ship_refused_the_northernmost_row_still_says_where_it_may_go() -> None:
    """Row 2 is a row of the city like the others: refused there, the ship's
    refusal names the rule (two rows away, or leave the row), not a row that
    does not exist."""
    from elasund_desktop.games.elasund import data as D  # noqa: N812

    rolled_own_row = situation(
        phase=R.SHIP, ship_row=6, pending=(0, D.ROW_INDEX[4], D.ROW_INDEX[9])
    )
    err = refusal(rolled_own_row, "move_ship", 2)
    assert (err.reason_key, err.params) == ("ship_two_rows_away", {"row": 6})
    others = tuple(i for i in range(D.NUM_ROWS) if i != D.ROW_INDEX[2])
    pirates = situation(phase=R.SHIP, ship_row=2, pending=(1, *others))
    err = refusal(pirates, "move_ship", 2)
    assert (err.reason_key, err.params) == ("ship_must_leave_row", {"row": 2})


@pytest.mark.parametrize(
    ("phase", "kind", "args"),
    [(R.BONUS_MOVE, "bonus_move_to", (6, 11)), (R.BONUS_UPGRADE, "bonus_upgrade_to", (3,))],
)
def test_a_bonus_move_or_upgrade_without_a_pair_is_refused_not_a_crash(
    phase: str, kind: str, args: tuple[int, ...]
) -> None:
    """000 4a)/4b): moving or upgrading a permit costs two influence cards of one
    colour.  A request for the target square or value in a position whose hand
    holds no pair (a hand changed under a chosen bonus; unreachable in play) is
    refused with that reason, as the engine contract promises (IllegalAction,
    never an IndexError)."""
    st = permits(situation(phase=phase, pending=(2,)), [(0, 2, 4, 6)])
    st = hand(st, 0, gold=9, red=1, blue=1, green=0)
    err = refusal(st, kind, *args)
    assert (err.reason_key, err.params) == ("need_two_of_one_colour", {})


def test_a_bonus_placement_without_the_cards_or_gold_is_refused_not_paid() -> None:
    """000 4c): placing a permit from the supply costs one influence card of each
    colour and its value in gold.  The square step of a position whose hand no
    longer holds them (constructed) is refused instead of paying what is not there."""
    st = situation(phase=R.BONUS_PLACE, pending=(3,))
    no_green = hand(st, 0, gold=9, red=1, blue=1, green=0)
    assert refusal(no_green, "bonus_place_at", 6, 3).reason_key == "need_each_colour"
    poor = hand(st, 0, gold=2, red=1, blue=1, green=1)
    err = refusal(poor, "bonus_place_at", 6, 3)
    assert (err.reason_key, err.params) == ("not_enough_gold", {"need": 3, "have": 2})
