"""Numeric thresholds of the Catan rules, each at the value, one below and one above.

Seed 003_0ee0ca23d30f52bb.txt ("Nyersanyag-termelés", "Kereskedelem", "Építés")
and the rules data; issue 14 listed the first two as changes no test caught.
"""

from __future__ import annotations

import pytest

from elasund_desktop.engine.rules import IllegalAction
from elasund_desktop.games.catan import data as D  # noqa: N812
from elasund_desktop.games.catan.rules import MAIN, OVER, CatanState

from .catan_helpers import act, blank, coast_path, devs, events_of, hand, legal_args, put, rules
from .test_catan_production_robber import producing_hex, rigged


# --- production: the bank pays everyone or, for two or more owed, nobody -------------------------
def _two_owed(bank_left: int) -> tuple[CatanState, int, int]:
    """Player 0's city and player 1's settlement on one hex: 3 cards of r owed."""
    s = blank()
    h = producing_hex(s)
    r = D.TERRAIN_RESOURCE[s.terrain[h]]
    same = [x for x in range(D.NUM_HEXES) if s.numbers[x] == s.numbers[h]]
    s = s._replace(robber=next(x for x in range(D.NUM_HEXES) if x not in same))
    s = put(s, 0, cities=[D.HEX_NODES[h][0]])
    s = put(s, 1, settlements=[D.HEX_NODES[h][3]])
    s = hand(s, 3, **{D.RESOURCES[r]: D.CARDS_PER_RESOURCE - bank_left})
    return s, h, r


@pytest.mark.parametrize(("bank_left", "paid"), [(2, False), (3, True), (4, True)])
def test_the_bank_pays_every_owed_player_when_it_holds_exactly_enough(
    bank_left: int, paid: bool
) -> None:
    """Seed: only when the bank cannot pay everyone does nobody get the resource."""
    s, h, r = _two_owed(bank_left)
    t = act(rigged(s, s.numbers[h]), 0, "roll")
    if paid:
        assert (t.state.hands[0][r], t.state.hands[1][r]) == (2, 1)
        assert t.state.bank[r] == bank_left - 3
        assert events_of(t, "shortage") == []
    else:
        assert (t.state.hands[0][r], t.state.hands[1][r]) == (0, 0)
        assert t.state.bank[r] == bank_left
        assert events_of(t, "shortage") == [{"resource": D.RESOURCES[r]}]


# --- maritime trade: only what the bank holds -------------------------------------------------
def _bank_with(brick: int, others: int) -> CatanState:
    """Player 0 holds 4 wool; the bank holds `brick` brick and `others` of lumber, the
    rest of every other resource is in player 2's and 3's hands."""
    s = hand(blank(), 0, wool=4)
    s = hand(s, 2, brick=D.CARDS_PER_RESOURCE - brick, lumber=D.CARDS_PER_RESOURCE - others)
    return hand(s, 3, grain=D.CARDS_PER_RESOURCE, ore=D.CARDS_PER_RESOURCE, wool=0)


@pytest.mark.parametrize(("brick", "offered"), [(0, False), (1, True), (2, True)])
def test_a_maritime_trade_never_takes_a_card_the_bank_does_not_hold(
    brick: int, offered: bool
) -> None:
    s = act(_bank_with(brick, 1), 0, "bank_trade", "wool", 4).state
    assert (("brick",) in legal_args(s, "bank_take")) is offered
    if offered:
        t = act(s, 0, "bank_take", "brick")
        assert t.state.hands[0][D.RESOURCE_INDEX["brick"]] == 1 and t.state.phase == MAIN
        assert t.state.bank_give == ()  # the trade is done: nothing left given
    else:
        with pytest.raises(IllegalAction):
            act(s, 0, "bank_take", "brick")


@pytest.mark.parametrize(("others", "offered"), [(0, False), (1, True)])
def test_a_maritime_trade_is_offered_only_while_the_bank_holds_another_resource(
    others: int, offered: bool
) -> None:
    """With nothing else in the bank, a trade would reach a step with no legal action."""
    s = _bank_with(0, others)
    assert s.bank == (others, 0, D.CARDS_PER_RESOURCE - 4, 0, 0)
    assert bool(legal_args(s, "bank_trade")) is offered
    if offered:
        taken = act(s, 0, "bank_trade", "wool", 4).state
        assert legal_args(taken, "bank_take") == [("lumber",)]


@pytest.mark.parametrize(("wool", "offered"), [(3, False), (4, True), (5, True)])
def test_the_bank_rate_is_four_of_a_kind(wool: int, offered: bool) -> None:
    s = hand(blank(), 0, wool=wool)
    assert (("wool", D.BANK_RATE) in legal_args(s, "bank_trade")) is offered


# --- building costs: exactly the cost, one card less --------------------------------------------
def _builder(cards: dict[str, int]) -> tuple[CatanState, list[int], list[int]]:
    nodes, edges = coast_path(0, 5)
    s = put(blank(), 0, settlements=[nodes[0]], roads=edges[:4])
    return hand(s, 0, **cards), nodes, edges


def _names(cost: tuple[int, ...]) -> dict[str, int]:
    return {D.RESOURCES[r]: k for r, k in enumerate(cost) if k}


@pytest.mark.parametrize(
    ("kind", "item"),
    [
        ("build_road", "road"),
        ("build_settlement", "settlement"),
        ("build_city", "city"),
        ("buy_development", "development"),
    ],
)
def test_each_piece_needs_exactly_its_cost(kind: str, item: str) -> None:
    cost = _names(D.COSTS[item])
    s, _, _ = _builder(cost)
    assert kind in {a.kind for a in rules.legal_actions(s)}
    for short in cost:
        fewer = dict(cost, **{short: cost[short] - 1})
        s2, _, _ = _builder(fewer)
        assert kind not in {a.kind for a in rules.legal_actions(s2)}, short
    more = {r: k + 1 for r, k in cost.items()}
    s3, _, _ = _builder(more)
    assert kind in {a.kind for a in rules.legal_actions(s3)}


# --- ten points win, nine do not ------------------------------------------------------------------
@pytest.mark.parametrize(("before", "over"), [(8, False), (9, True)])
def test_ten_points_win_on_the_own_turn(before: int, over: bool) -> None:
    s, nodes, edges = _builder(_names(D.COST_SETTLEMENT))
    s = put(s, 0, roads=[edges[4]])._replace(points=(before, 0, 0, 0))
    t = act(s, 0, "build_settlement", nodes[4])
    assert t.state.points[0] == before + 1
    assert (t.state.phase == OVER) is over


# --- largest army: 3 knights --------------------------------------------------------------------
@pytest.mark.parametrize(("played", "army"), [(1, False), (2, True), (3, True)])
def test_largest_army_needs_three_knights(played: int, army: bool) -> None:
    s = devs(blank(), 0, knight=1)._replace(knights=(played, 0, 0, 0))
    t = act(s, 0, "play_knight")
    assert t.state.knights[0] == played + 1
    assert (t.state.largest_army == 0) is army


# --- discards on a 7: more than 7 cards -----------------------------------------------------------
@pytest.mark.parametrize(("cards", "owed"), [(7, 0), (8, 4), (9, 4), (10, 5)])
def test_a_seven_makes_players_above_seven_cards_give_half(cards: int, owed: int) -> None:
    s = hand(blank(current=1), 2, wool=cards)
    t = act(rigged(s, 7)._replace(current=1), 1, "roll")
    assert t.state.discards[2] == owed
    assert t.state.discards[2] == (cards // 2 if cards > D.DISCARD_ABOVE else 0)
    assert rules.to_move(t.state) == (2 if owed else 1)
