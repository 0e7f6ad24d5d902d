"""Catan pieces and harbours through the moves themselves (seed 003: every player
has 5 settlements; a settlement on a harbour's corner trades at its rate), the
Longest Road card at its threshold, road spots past another's settlement, who
answers an offer first, and production of several resources in one roll."""

from __future__ import annotations

from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.games.catan import data as D  # noqa: N812
from elasund_desktop.games.catan.rules import (
    ANSWER,
    EDGE_NODES,
    GENERIC_BIT,
    NODE_EDGES,
    longest_road_holder,
    rates_of,
    road_spots,
)

from .catan_helpers import act, blank, coast_path, edge, events_of, hand, put, rules
from .test_catan_production_robber import rigged

WOOL = 1 << D.RESOURCE_INDEX["wool"]


def test_a_first_settlement_on_the_first_harbour_corner_gives_its_rate() -> None:
    """Corner 0 belongs to harbour slot 0 (wool, 2:1, on the beginner map)."""
    s = rules.setup(GameConfig(3, {"layout": "beginner"}), 1)
    p = rules.to_move(s)
    assert s.harbours[0] == "wool" and D.NODE_HARBOUR[0] == 0
    t = act(s, p, "place_settlement", 0).state
    assert t.ports[p] == WOOL and t.settlements_left[p] == D.SETTLEMENTS_PER_PLAYER - 1
    assert (D.RESOURCE_INDEX["wool"], D.SPECIFIC_RATE) in rates_of(t, p)


def test_a_second_harbour_adds_its_rate_to_the_first() -> None:
    """A built settlement costs a piece from the supply and keeps every harbour."""
    s = put(blank(), 0, settlements=[0], roads=[1, 2, 3])  # corner 0, road to corner 5
    assert s.ports[0] == WOOL and s.harbours[1] == D.GENERIC and D.NODE_HARBOUR[5] == 1
    s = hand(s, 0, lumber=1, brick=1, wool=1, grain=1)
    t = act(s, 0, "build_settlement", 5).state
    assert t.ports[0] == WOOL | GENERIC_BIT
    assert t.settlements_left[0] == s.settlements_left[0] - 1
    assert (D.RESOURCE_INDEX["ore"], D.GENERIC_RATE) in rates_of(t, 0)


def test_the_longest_road_holder_keeps_it_in_a_tie_at_five() -> None:
    """Rules data §3.2: the holder keeps the card while still (co-)longest with 5+;
    a tie for the longest among the others sets it aside."""
    assert longest_road_holder(1, (5, 5, 0)) == 1
    assert longest_road_holder(1, (5, 4, 0)) == 0
    assert longest_road_holder(-1, (5, 5, 0)) == -1
    assert longest_road_holder(1, (4, 4, 0)) == -1


def test_road_spots_beyond_another_players_settlement_on_the_road() -> None:
    """A road through another's settlement (built there later) still reaches on at
    its far end: the free paths at the end of the road are spots."""
    nodes, edges = coast_path(0, 3)
    blocked, tip = nodes[2], nodes[3]
    last = edge(blocked, tip)
    assert EDGE_NODES[last][0] == blocked  # the blocked corner is looked at first
    s = put(put(blank(), 0, settlements=[nodes[0]], roads=edges), 1, settlements=[blocked])
    spots = road_spots(s.edge_owner, s.node_owner, 0)
    beyond = [f for f in NODE_EDGES[tip] if f != last]
    assert beyond and all(f in spots for f in beyond)
    assert not any(f in spots for f in NODE_EDGES[blocked] if f not in edges)


def test_answers_to_an_offer_are_asked_in_turn_order_from_the_left() -> None:
    s = blank(4, current=1)
    for q, res in ((0, "ore"), (1, "wool"), (2, "ore"), (3, "ore")):
        s = hand(s, q, **{res: 2})
    for kind, *args in (("offer_start",), ("offer_give", "wool"), ("offer_get", "ore")):
        s = act(s, 1, kind, *args).state
    s = act(s, 1, "offer_send_all").state
    assert s.phase == ANSWER
    order = []
    while s.phase == ANSWER:
        q = rules.to_move(s)
        order.append(q)
        s = act(s, q, "offer_decline").state
    assert order == [2, 3, 0]


def test_one_roll_pays_two_resources_from_two_tiles_with_its_number() -> None:
    """Seed: every tile with the rolled number produces, each its own resource."""
    s = blank()
    pairs = [
        (a, b) for a in range(D.NUM_HEXES) for b in range(a + 1, D.NUM_HEXES)
        if s.numbers[a] and s.numbers[a] == s.numbers[b]
        and D.TERRAIN_RESOURCE[s.terrain[a]] != D.TERRAIN_RESOURCE[s.terrain[b]]
    ]
    a, b = pairs[0]
    s = s._replace(robber=next(h for h in range(D.NUM_HEXES) if s.numbers[h] != s.numbers[a]))
    s = put(put(s, 0, settlements=[D.HEX_NODES[a][0]]), 2, settlements=[D.HEX_NODES[b][3]])
    ra, rb = D.TERRAIN_RESOURCE[s.terrain[a]], D.TERRAIN_RESOURCE[s.terrain[b]]
    t = act(rigged(s, s.numbers[a]), 0, "roll")
    assert t.state.hands[0][ra] == 1 and t.state.hands[2][rb] == 1
    assert sorted((e["player"], e["resource"]) for e in events_of(t, "produce")) == [
        (0, D.RESOURCES[ra]), (2, D.RESOURCES[rb]),
    ]


def test_a_short_bank_gives_a_single_owed_player_what_is_left() -> None:
    """Seed shortage: with one player owed, he gets what the bank still holds."""
    s = blank()
    h = next(x for x in range(D.NUM_HEXES) if s.numbers[x] and D.TERRAIN_RESOURCE[s.terrain[x]] == 0)
    s = s._replace(robber=next(x for x in range(D.NUM_HEXES) if s.numbers[x] != s.numbers[h]))
    s = put(s, 2, cities=[D.HEX_NODES[h][0]])
    others = [x for x in range(D.NUM_HEXES) if s.numbers[x] == s.numbers[h] and x != h]
    assert all(s.node_owner[n] < 0 for x in others for n in D.HEX_NODES[x])
    s = hand(s, 3, lumber=D.CARDS_PER_RESOURCE - 1)  # the bank keeps one lumber
    t = act(rigged(s, s.numbers[h]), 0, "roll")
    assert t.state.hands[2][0] == 1 and t.state.bank[0] == 0
    assert events_of(t, "shortage_single") == [
        {"player": 2, "resource": "lumber", "count": 1, "owed": 2}
    ]


def test_an_offer_can_start_holding_two_kinds_when_the_others_hold_only_one() -> None:
    """Trade with other players: a card held for one the others hold. Holding lumber
    and brick, with brick the only resource in the others' hands: lumber for brick."""
    s = hand(hand(blank(3), 0, lumber=1, brick=1), 1, brick=1)
    assert ("offer_start", ()) in [(a.kind, a.args) for a in rules.legal_actions(s)]


def test_an_offer_can_start_holding_one_kind_when_the_others_hold_two() -> None:
    """Holding only brick, with lumber and brick in the others' hands: brick for lumber."""
    s = hand(hand(blank(3), 0, brick=2), 1, lumber=1, brick=1)
    assert ("offer_start", ()) in [(a.kind, a.args) for a in rules.legal_actions(s)]
    alone = hand(hand(blank(3), 0, brick=2), 1, brick=1)  # only brick anywhere: no trade
    assert ("offer_start", ()) not in [(a.kind, a.args) for a in rules.legal_actions(alone)]
