"""Phase 3 (permit or 2 gold) and phase 4 (bonus actions a-d).

Seeds: 000 "3) PIAZZARE DEI GETTONI O PRENDERE 2 ORI", "4) AZIONI BONUS";
001 "3) Læg en Byggetilladelse eller tag 2 Guldkort", "4 Mulighed for Bonusrunde".
"""

from __future__ import annotations

import pytest

from elasund_desktop.engine.rules import IllegalAction
from elasund_desktop.games.elasund import data as D  # noqa: N812
from elasund_desktop.games.elasund import rules as R  # noqa: N812
from tests.games.elasund.helpers import (
    act,
    bld,
    check_invariants,
    empty_hands,
    events,
    hand,
    legal,
    permits,
    place,
    situation,
)


def _fill_row(st, row, except_cols=()):
    """Fill a whole row of a 2-player city (cols 0-4) with wells of seat 1 (cubes as
    needed) so it has no free square, except `except_cols`."""
    specs = [(1, v, c, row) for v, c in enumerate(range(5)) if c not in except_cols]
    return permits(st, specs)


def test_take_two_gold() -> None:
    """000 3): "Il giocatore prende o 2 Ori"."""
    st = empty_hands(situation(phase=R.PERMIT))
    t = act(st, 0, "take_gold")
    assert t.state.gold[0] == 2 and t.state.phase == R.BONUS
    assert events(t, "gold_taken") == [{"player": 0, "count": 2}]


def test_permit_in_ship_row_paying_its_value() -> None:
    """000 3) example: a permit "2" costs 2 gold and goes on a free square of the ship's row."""
    st = hand(situation(phase=R.PERMIT, ship_row=9), 0, gold=2)
    acts = legal(st)
    assert acts[0] == ("take_gold", ())
    assert [a for k, a in acts if k == "permit"] == [(0,), (1,), (2,)]
    t = act(st, 0, "permit", 2)
    squares = [a for k, a in legal(t.state) if k == "permit_at"]
    assert all(r == 9 for _c, r in squares) and len(squares) == 9
    t2 = act(t.state, 0, "permit_at", 6, 9)
    s = t2.state
    assert s.gold[0] == 0 and s.permits[0][2] == D.sq(6, 9) and s.phase == R.BONUS
    with pytest.raises(IllegalAction) as exc:
        act(t.state, 0, "permit_at", 6, 8)
    assert exc.value.reason_key == "permit_wrong_row"


def test_permit_not_on_church_site_but_on_trade_squares() -> None:
    """rules-data §1.5 (FAQ): no permit on the church site; trade squares allowed."""
    st = hand(situation(phase=R.PERMIT_SQUARE, ship_row=8, pending=(0,)), 0, gold=2)
    squares = [a for k, a in legal(st) if k == "permit_at"]
    assert (2, 8) not in squares and (0, 8) in squares


def test_permit_goes_to_nearest_row_with_a_free_square_when_ship_row_is_full() -> None:
    """000 3): "nella fila appena sotto o sopra nella quale si trovano ancora delle caselle
    libere" - default option "nearest": search outward."""
    st = _full_rows_4_5_6(situation(2, phase=R.PERMIT_SQUARE, ship_row=5, pending=(0,)))
    squares = [a for k, a in legal(st) if k == "permit_at"]
    rows = sorted({r for _c, r in squares})
    assert rows == [3, 8]  # both two rows away: the player chooses
    assert (2, 8) not in squares  # church site


@pytest.mark.parametrize("option", ["nearest", "neighbours"])
@pytest.mark.parametrize(("ship_row", "rows"), [(5, [4, 6]), (3, [2, 4]), (12, [11])])
def test_a_full_ship_row_sends_the_permit_to_the_rows_next_to_it(
    option: str, ship_row: int, rows: list[int]
) -> None:
    """000 3) / 001 3): with the ship's row full, the rows right next to it come
    first, the edge rows (2 and 12) included, in both variants."""
    st = situation(
        2, phase=R.PERMIT_SQUARE, ship_row=ship_row, pending=(0,), options={"full_row": option}
    )
    st = _fill_row(empty_hands(st), ship_row)
    squares = [a for k, a in legal(st) if k == "permit_at"]
    assert sorted({r for _c, r in squares}) == rows


def _full_rows_4_5_6(st):
    """2 players (cols 0-4): rows 4, 5 and 6 without a free square."""
    st = place(st, *[bld("well", 1, c, 5, 0) for c in range(4)])
    st = place(st, bld("market_stand", 1, 0, 4, 0), bld("market_stand", 0, 2, 4, 0))
    st = place(st, bld("house", 1, 0, 6), bld("house", 0, 2, 6))
    return permits(st, [(1, 0, 4, 5), (1, 1, 4, 6), (0, 1, 4, 4)])


def test_permit_neighbours_variant_needs_two_influence_beyond_adjacent_rows() -> None:
    """001 3): if the nearest rows are also full, only with 2 influence cards of one colour."""
    st = situation(
        2, phase=R.PERMIT_SQUARE, ship_row=5, pending=(0,), options={"full_row": "neighbours"}
    )
    st = empty_hands(_full_rows_4_5_6(st))
    assert legal(st) == []  # (never offered: see below) no free way, no influence
    st_permit = situation(
        2, phase=R.PERMIT, ship_row=5, options={"full_row": "neighbours"}, **_carry(st)
    )
    assert [k for k, _a in legal(st_permit)] == ["take_gold"]
    st2 = hand(st, 0, blue=2)
    squares = [a for k, a in legal(st2) if k == "permit_at"]
    assert (1, 3) in squares and (1, 8) in squares
    t = act(st2, 0, "permit_at", 1, 8)
    assert t.state.influence[0] == (0, 0, 0) and t.state.permits[0][0] == D.sq(1, 8)


def test_permit_any_row_for_two_influence_cards_of_one_colour() -> None:
    """000/001 3): 2 influence cards of one colour -> any row."""
    st = hand(situation(phase=R.PERMIT_SQUARE, ship_row=5, pending=(1,)), 0, gold=1, red=2, green=3)
    squares = [a for k, a in legal(st) if k == "permit_at"]
    assert (3, 11) in squares and (3, 5) in squares
    t = act(st, 0, "permit_at", 3, 5)  # ship's row: free, no choice of payment
    assert t.state.influence[0][0] == 2 and t.state.phase == R.BONUS
    t2 = act(st, 0, "permit_at", 3, 11)
    assert t2.state.phase == R.PERMIT_PAY
    assert legal(t2.state) == [("pay_colour", ("red",)), ("pay_colour", ("green",))]
    s = act(t2.state, 0, "pay_colour", "green").state
    assert s.influence[0][2] == 1 and s.gold[0] == 0 and s.permits[0][1] == D.sq(3, 11)
    check_invariants(s)


def test_bonus_a_move_own_permit_costs_two_same_colour() -> None:
    """000 4a): move one of your permits to any free square; 2 cards of the same colour."""
    st = empty_hands(situation(phase=R.BONUS))
    st = permits(st, [(0, 3, 3, 3)])
    assert ("bonus_move", (3,)) not in legal(st)
    st = hand(st, 0, red=1, blue=1, green=1)
    assert ("bonus_move", (3,)) not in legal(st)
    st = hand(st, 0, blue=2)
    assert ("bonus_move", (3,)) in legal(st)
    s = act(st, 0, "bonus_move", 3).state
    s = act(s, 0, "bonus_move_to", 6, 11).state
    assert s.permits[0][3] == D.sq(6, 11) and s.influence[0] == (1, 0, 1)
    assert s.phase == R.ROLL and s.current == 1  # at most one bonus, then the next player


def test_bonus_b_upgrade_costs_two_same_colour_plus_value_difference() -> None:
    """000 4b): replace with a higher permit; 2 same-colour cards + the difference in gold."""
    st = empty_hands(situation(phase=R.BONUS))
    st = permits(st, [(0, 1, 3, 3), (0, 3, 4, 4)])
    st = hand(st, 0, gold=2, green=2)
    ups = [a for k, a in legal(st) if k == "bonus_upgrade"]
    assert ups == [(1,), (3,)]
    s = act(st, 0, "bonus_upgrade", 1).state
    assert legal(s) == [("bonus_upgrade_to", (2,))]  # 3 is on the board; 4 would cost 3 gold
    t = act(s, 0, "bonus_upgrade_to", 2)
    s2 = t.state
    assert s2.permits[0][1] == -1 and s2.permits[0][2] == D.sq(3, 3)
    assert s2.gold[0] == 1 and s2.influence[0] == (0, 0, 0)
    assert events(t, "permit_upgraded")[0]["gold"] == 1


def test_bonus_b_upgrade_lets_the_player_choose_the_colour_when_two_qualify() -> None:
    """000 4b): two cards of one colour; with two colours to pay from, the player picks."""
    st = empty_hands(situation(phase=R.BONUS))
    st = permits(st, [(0, 1, 3, 3)])
    st = hand(st, 0, gold=2, red=2, green=2)
    s = act(act(st, 0, "bonus_upgrade", 1).state, 0, "bonus_upgrade_to", 2).state
    assert s.phase == R.BONUS_PAY and s.pending == ("upgrade", 1, 2)
    assert legal(s) == [("pay_colour", ("red",)), ("pay_colour", ("green",))]
    t = act(s, 0, "pay_colour", "red")
    assert [(e.key, e.as_dict()) for e in t.events] == [
        ("influence_paid", {"player": 0, "colour": "red", "count": 2}),
        (
            "permit_upgraded",
            {"player": 0, "old_value": 1, "value": 2, "col": 4, "row": 3, "gold": 1, "n": 1},
        ),
        ("next_turn", {"player": 1}),
    ]
    assert t.state.influence[0] == (0, 0, 2) and t.state.gold[0] == 1
    assert t.state.permits[0][1] == -1 and t.state.permits[0][2] == D.sq(3, 3)


def test_bonus_c_place_permit_anywhere_costs_each_colour_plus_value() -> None:
    """000 4c): 3 cards of different colours and the permit's value in gold."""
    st = empty_hands(situation(phase=R.BONUS, ship_row=2))
    st = hand(st, 0, gold=4, red=1, blue=1, green=1)
    places = [a for k, a in legal(st) if k == "bonus_place"]
    assert places == [(0,), (1,), (2,), (3,), (4,)]
    s = act(st, 0, "bonus_place", 4).state
    s = act(s, 0, "bonus_place_at", 7, 10).state
    assert s.gold[0] == 0 and s.influence[0] == (0, 0, 0) and s.permits[0][4] == D.sq(7, 10)
    st2 = hand(st, 0, red=2, green=0)
    assert not [a for k, a in legal(st2) if k in ("bonus_place", "bonus_gold")]


def test_bonus_d_two_gold_for_one_card_of_each_colour() -> None:
    """000 4d): take 2 gold for 3 influence cards of different colours."""
    st = empty_hands(situation(phase=R.BONUS))
    st = hand(st, 0, red=1, blue=1, green=1)
    s = act(st, 0, "bonus_gold").state
    assert s.gold[0] == 2 and s.influence[0] == (0, 0, 0) and s.phase == R.ROLL


def test_bonus_is_optional() -> None:
    """000 4): "Un azione bonus è facoltativa"."""
    st = empty_hands(situation(phase=R.BONUS))
    assert legal(st) == [("end_turn", ())]
    s = act(st, 0, "end_turn").state
    assert s.current == 1 and s.phase == R.ROLL and s.turn == st.turn + 1


def _carry(st):
    return {
        "buildings": st.buildings,
        "permits": st.permits,
        "piles": st.piles,
        "gold": st.gold,
        "influence": st.influence,
        "deck": st.deck,
        "gold_supply": st.gold_supply,
    }
