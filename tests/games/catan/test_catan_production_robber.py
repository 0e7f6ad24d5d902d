"""Production, bank shortage, the 7 and the robber.

Seed 003_0ee0ca23d30f52bb.txt: "Nyersanyag-termelés" and "Hetes, mint rabló"; the
official one-player shortage exception is in the rules reference's House interpretations.
"""

from __future__ import annotations

import pytest

from elasund_desktop.engine.rng import Rng
from elasund_desktop.engine.rules import IllegalAction
from elasund_desktop.games.catan import data as D  # noqa: N812
from elasund_desktop.games.catan.rules import DISCARD, MAIN, ROBBER, STEAL, CatanState

from .catan_helpers import act, blank, event_keys, events_of, hand, legal_args, put, rules


def rigged(s: CatanState, total: int) -> CatanState:
    """`s` before the roll, with the generator set so the dice show `total`."""
    for seed in range(10_000):
        both = Rng(seed).below(36)  # the rules draw both dice at once
        if both // 6 + both % 6 + 2 == total:
            return s._replace(rng=seed, phase="roll", rolled=False)
    raise AssertionError("no seed")


def producing_hex(s: CatanState) -> int:
    """A hex with a number that is not under the robber."""
    return next(h for h in range(D.NUM_HEXES) if s.numbers[h] and h != s.robber)


def test_production_one_per_settlement_two_per_city() -> None:
    s = blank()
    h = producing_hex(s)
    a, b = D.HEX_NODES[h][0], D.HEX_NODES[h][3]
    s = put(s, 0, settlements=[a])
    s = put(s, 1, cities=[b])
    t = act(rigged(s, s.numbers[h]), 0, "roll")
    r = D.TERRAIN_RESOURCE[s.terrain[h]]
    assert t.state.hands[0][r] >= 1 and t.state.hands[1][r] >= 2
    assert t.state.phase == MAIN


def test_robber_hex_produces_nothing() -> None:
    """Seed: the hex under the robber produces nothing while it stays there."""
    s = blank()
    h = producing_hex(s)
    twins = [x for x in range(D.NUM_HEXES) if s.numbers[x] == s.numbers[h] and x != h]
    node = next(n for n in D.HEX_NODES[h] if not any(n in D.HEX_NODES[x] for x in twins))
    s = put(s, 0, settlements=[node])
    r = D.TERRAIN_RESOURCE[s.terrain[h]]
    free = act(rigged(s, s.numbers[h]), 0, "roll")
    assert free.state.hands[0][r] == 1
    robbed = act(rigged(s._replace(robber=h), s.numbers[h]), 0, "roll")
    assert robbed.state.hands[0] == (0, 0, 0, 0, 0)
    assert "produce" not in event_keys(robbed)


def _shortage_board(owed_players: int) -> tuple[CatanState, int, int]:
    s = blank()
    h = producing_hex(s)
    r = D.TERRAIN_RESOURCE[s.terrain[h]]
    same = [x for x in range(D.NUM_HEXES) if s.numbers[x] == s.numbers[h]]
    s = s._replace(robber=next(x for x in range(D.NUM_HEXES) if x not in same))
    s = put(s, 0, cities=[D.HEX_NODES[h][0]])
    if owed_players == 2:
        s = put(s, 1, settlements=[D.HEX_NODES[h][3]])
    s = hand(s, 3, **{D.RESOURCES[r]: 18})  # the bank keeps 1 card of r
    return s, h, r


def test_shortage_with_several_owed_nobody_gets_it() -> None:
    """Seed: if the bank cannot pay a resource to everyone, nobody gets it."""
    s, h, r = _shortage_board(2)
    t = act(rigged(s, s.numbers[h]), 0, "roll")
    assert t.state.hands[0][r] == 0 and t.state.hands[1][r] == 0
    assert t.state.bank[r] == 1
    assert events_of(t, "shortage") == [{"resource": D.RESOURCES[r]}]


def test_shortage_with_one_owed_he_gets_what_is_left() -> None:
    """Official exception (decisions file): a single owed player gets the rest."""
    s, h, r = _shortage_board(1)
    t = act(rigged(s, s.numbers[h]), 0, "roll")
    assert t.state.hands[0][r] == 1
    assert t.state.bank[r] == 0
    assert events_of(t, "shortage_single")[0]["count"] == 1


def test_discard_half_rounded_down_only_above_seven() -> None:
    """Seed: more than 7 cards -> give back half, rounded down; roller first, then seat order."""
    s = blank(current=1)
    s = hand(s, 0, lumber=9)  # 9 -> 4
    s = hand(s, 1, brick=8)  # roller, 8 -> 4
    s = hand(s, 2, wool=7)  # exactly 7 -> none
    s = hand(s, 3, ore=3)
    t = act(rigged(s, 7)._replace(current=1), 1, "roll")
    s = t.state
    assert s.phase == DISCARD and s.discards == (4, 4, 0, 0)
    assert rules.to_move(s) == 1  # the roller discards first
    for _ in range(4):
        s = act(s, 1, "discard", "brick").state
    assert rules.to_move(s) == 0
    assert legal_args(s, "discard") == [("lumber",)]
    for _ in range(4):
        s = act(s, 0, "discard", "lumber").state
    assert s.phase == ROBBER and rules.to_move(s) == 1
    assert sum(s.hands[0]) == 5 and sum(s.hands[1]) == 4 and sum(s.hands[2]) == 7


def test_seven_with_nobody_above_seven_goes_straight_to_the_robber() -> None:
    s = hand(blank(), 0, lumber=7)
    t = act(rigged(s, 7), 0, "roll")
    assert t.state.phase == ROBBER
    assert "produce" not in event_keys(t)


def test_robber_cannot_stay_on_its_hex() -> None:
    """Rules data: the robber must move to a different hex."""
    s = blank()._replace(phase=ROBBER)
    here = s.robber
    assert (here,) not in legal_args(s, "move_robber")
    assert len(legal_args(s, "move_robber")) == D.NUM_HEXES - 1
    with pytest.raises(IllegalAction) as err:
        act(s, 0, "move_robber", here)
    assert err.value.reason_key == "robber_must_move"


def test_robber_may_go_to_the_desert() -> None:
    s = blank()
    desert = s.terrain.index("desert")
    other = producing_hex(s)
    s = s._replace(phase=ROBBER, robber=other)
    t = act(s, 0, "move_robber", desert)
    assert t.state.robber == desert and t.state.phase == MAIN


def test_steal_only_from_players_with_cards() -> None:
    """Rules data: only a player with a building there who holds cards can be robbed."""
    s = blank()
    h = producing_hex(s)
    nodes = D.HEX_NODES[h]
    s = put(s, 1, settlements=[nodes[0]])
    s = put(s, 2, settlements=[nodes[2]])
    s = put(s, 0, settlements=[nodes[4]])  # the thief's own building
    s = s._replace(phase=ROBBER)
    # nobody has cards: no steal step
    t = act(s, 0, "move_robber", h)
    assert t.state.phase == MAIN and "nothing_to_steal" in event_keys(t)
    # only player 2 has cards: robbed at once
    s2 = hand(s, 2, ore=1)
    t = act(s2, 0, "move_robber", h)
    assert t.state.phase == MAIN
    assert t.state.hands[0][4] == 1 and sum(t.state.hands[2]) == 0
    assert events_of(t, "steal") == [{"player": 0, "victim_player": 2, "resource": "ore"}]
    # both have cards: the thief chooses
    s3 = hand(s2, 1, wool=2)
    t = act(s3, 0, "move_robber", h)
    assert t.state.phase == STEAL
    assert legal_args(t.state, "steal") == [(1,), (2,)]
    t2 = act(t.state, 0, "steal", 1)
    assert t2.state.hands[0][2] == 1 and t2.state.phase == MAIN
    # the thief's own building on the hex: never a victim, cards or not
    s4 = hand(s3, 0, grain=3)
    t = act(s4, 0, "move_robber", h)
    assert legal_args(t.state, "steal") == [(1,), (2,)]
    with pytest.raises(IllegalAction):
        act(t.state, 0, "steal", 0)


def test_knight_before_roll_returns_to_the_roll() -> None:
    """Rules data: a development card may be played before the roll."""
    s = blank()._replace(phase="roll", rolled=False)
    s = s._replace(dev_hands=((1, 0, 0, 0, 0), *s.dev_hands[1:]))
    t = act(s, 0, "play_knight")
    assert t.state.phase == ROBBER
    h = producing_hex(s)
    t2 = act(t.state, 0, "move_robber", h)
    assert t2.state.phase == "roll"


def test_a_knight_before_the_roll_with_a_choice_of_victims_still_returns_to_the_roll() -> None:
    """Rules data: a Knight may be played before the roll; after the robber and the
    theft (the thief choosing between two victims) the turn goes on with the roll."""
    s = blank()._replace(phase="roll", rolled=False)
    s = s._replace(dev_hands=((1, 0, 0, 0, 0), *s.dev_hands[1:]))
    h = producing_hex(s)
    nodes = D.HEX_NODES[h]
    s = hand(hand(put(put(s, 1, settlements=[nodes[0]]), 2, settlements=[nodes[2]]), 1, wool=1), 2, ore=1)
    t = act(act(s, 0, "play_knight").state, 0, "move_robber", h)
    assert t.state.phase == STEAL
    t2 = act(t.state, 0, "steal", 2)
    assert t2.state.phase == "roll" and not t2.state.rolled and t2.state.hands[0][4] == 1


def _rng_drawing(n: int, k: int) -> int:
    """A generator position whose next draw below `n` is `k`."""
    return next(x for x in range(1, 100_000) if Rng(x).below(n) == k)


@pytest.mark.parametrize(("k", "stolen"), [(0, "lumber"), (1, "brick"), (2, "ore")])
def test_the_stolen_card_is_drawn_from_the_victims_hand_in_resource_order(k: int, stolen: str) -> None:
    """Rules data: the thief draws one card at random from the victim's hand. The
    draw picks the k-th card of the hand counted in resource order, so a saved
    game replays to the same theft."""
    s = blank()
    h = producing_hex(s)
    s = hand(put(s, 1, settlements=[D.HEX_NODES[h][0]]), 1, lumber=1, brick=1, ore=1)
    s = s._replace(phase=ROBBER, rng=_rng_drawing(3, k))
    t = act(s, 0, "move_robber", h)
    assert events_of(t, "steal") == [{"player": 0, "victim_player": 1, "resource": stolen}]


def test_discards_go_round_the_table_from_the_roller_clockwise() -> None:
    """Seed "7": everybody above seven gives back half; here one after another,
    clockwise from the roller (seat 1): seat 2 before seat 0."""
    s = hand(hand(blank(current=1), 0, lumber=9), 2, wool=8)
    s = act(rigged(s, 7)._replace(current=1), 1, "roll").state
    assert s.phase == DISCARD and s.discards == (4, 0, 4, 0)
    assert rules.to_move(s) == 2
    for _ in range(4):
        s = act(s, 2, "discard", "wool").state
    assert rules.to_move(s) == 0
