"""Set-up rules (seed 003_0ee0ca23d30f52bb.txt, "Első kör" / "Másdik kör" and the distance rule)."""

from __future__ import annotations

import pytest

from elasund_desktop.engine.rules import GameConfig, IllegalAction
from elasund_desktop.games.catan import data as D  # noqa: N812
from elasund_desktop.games.catan.rules import ROLL, SETUP_ROAD, SETUP_SETTLEMENT
from tests.bounded import Bound

from .catan_helpers import act, blank, hand, legal_args, put, rules


def test_distance_rule_in_setup_and_later() -> None:
    """Seed: a settlement only on a free intersection whose neighbours are all free."""
    s = rules.setup(GameConfig(4), 5)
    p = rules.to_move(s)
    assert p is not None
    node = 20
    s2 = act(s, p, "place_settlement", node).state
    s3 = act(s2, p, "place_road", D.NODE_EDGES[node][0]).state
    spots = {a[0] for a in legal_args(s3, "place_settlement")}
    assert node not in spots
    assert not spots & set(D.NODE_NEIGHBOURS[node])
    # after set-up: a settlement next to another player's building is refused
    b = blank()
    b = put(b, 1, settlements=[node])
    nb = D.NODE_NEIGHBOURS[node][0]
    e = next(e for e in D.NODE_EDGES[nb] if node not in D.EDGE_NODES[e])
    b = put(b, 0, roads=[e])
    b = hand(b, 0, lumber=1, brick=1, wool=1, grain=1)
    assert (nb,) not in legal_args(b, "build_settlement")
    with pytest.raises(IllegalAction) as err:
        act(b, 0, "build_settlement", nb)
    assert err.value.reason_key == "distance_rule"


def test_snake_setup_order_clockwise_then_back() -> None:
    """Seed: round 1 clockwise from the starting player, round 2 in reverse; the starter places last."""
    s = rules.setup(GameConfig(4), 11)
    first = s.first_player
    order = []
    bound = Bound(100, "the set-up's end")
    while s.phase in (SETUP_SETTLEMENT, SETUP_ROAD):
        bound.step()
        p = rules.to_move(s)
        acts = rules.legal_actions(s)
        if s.phase == SETUP_SETTLEMENT:
            order.append(p)
        s = rules.apply(s, acts[0]).state
    expected = [(first + i) % 4 for i in range(4)]
    assert order == expected + expected[::-1]
    assert s.phase == ROLL and s.current == first


def test_setup_road_must_touch_the_new_settlement() -> None:
    s = rules.setup(GameConfig(3), 2)
    p = rules.to_move(s)
    assert p is not None
    s = act(s, p, "place_settlement", 0).state
    assert sorted(a[0] for a in legal_args(s, "place_road")) == sorted(D.NODE_EDGES[0])
    far = next(e for e in range(D.NUM_EDGES) if 0 not in D.EDGE_NODES[e])
    with pytest.raises(IllegalAction) as err:
        act(s, p, "place_road", far)
    assert err.value.reason_key == "setup_road_must_touch"


def test_second_settlement_yields_one_card_per_land_hex_not_desert() -> None:
    """Seed: after the second settlement one card per adjacent land hex."""
    s = rules.setup(GameConfig(4, {"layout": "beginner"}), 3)
    desert = s.terrain.index("desert")
    node = D.HEX_NODES[desert][0]
    assert len(D.NODE_HEXES[node]) == 3
    p = s.current
    first_round = act(s, p, "place_settlement", node)
    assert sum(first_round.state.hands[p]) == 0  # the first settlement yields nothing
    second = s._replace(setup_step=4, current=p)
    t = act(second, p, "place_settlement", node)
    expected = [0] * 5
    for h in D.NODE_HEXES[node]:
        r = D.TERRAIN_RESOURCE[s.terrain[h]]
        if r >= 0:
            expected[r] += 1
    assert list(t.state.hands[p]) == expected
    assert sum(expected) == 2
    assert [e.key for e in t.events].count("setup_yield") == 2


def test_token_spiral_starts_at_corner_and_skips_desert() -> None:
    """Decisions: tokens A-R along a counterclockwise spiral from a corner, desert skipped."""
    for seed in range(20):
        s = rules.setup(GameConfig(3), seed)
        assert sorted(s.numbers) == sorted((0, *D.TOKEN_VALUES))
        assert s.numbers[s.terrain.index("desert")] == 0
        assert s.robber == s.terrain.index("desert")
        reds = [h for h in range(D.NUM_HEXES) if s.numbers[h] in (6, 8)]
        assert not any(b in D.HEX_NEIGHBOURS[a] for a in reds for b in reds)
        assert sorted(s.harbours) == sorted(D.HARBOUR_TYPES)


def test_beginner_layout_is_fixed() -> None:
    a = rules.setup(GameConfig(4, {"layout": "beginner"}), 1)
    b = rules.setup(GameConfig(4, {"layout": "beginner"}), 2)
    assert (a.terrain, a.numbers, a.harbours) == (b.terrain, b.numbers, b.harbours)


def test_player_counts() -> None:
    """Decisions: 3-4 players, 2 as a variant."""
    for n in (2, 3, 4):
        assert rules.setup(GameConfig(n), 1).num_players == n
    for n in (1, 5):
        with pytest.raises(ValueError, match=rf"^Catan needs 2-4 players, not {n}$"):
            rules.setup(GameConfig(n), 1)
    with pytest.raises(ValueError, match=r"^unknown layout 'square'$"):
        rules.setup(GameConfig(3, {"layout": "square"}), 1)


def test_a_new_game_starts_with_nothing_built_rolled_or_decided() -> None:
    """Set-up: an empty board, full supplies, nobody holding a special card, no
    step under way (the "none" marks are part of every save's digest)."""
    s = rules.setup(GameConfig(3, {"layout": "random"}), 4)
    assert s.layout == "random" and s.turn == 0 and s.setup_step == 0
    assert s.node_owner == (-1,) * D.NUM_NODES and s.node_level == (0,) * D.NUM_NODES
    assert s.edge_owner == (-1,) * D.NUM_EDGES
    assert (s.longest_road, s.largest_army, s.winner) == (-1, -1, -1)
    assert (s.rolled, s.dev_played, s.anchor, s.free_roads, s.plenty_left) == (False, False, -1, 0, 0)
    assert (s.bank_give, s.offer, s.offers_made, s.dice) == ((), None, 0, ())
    assert s.hands == ((0,) * 5,) * 3 and s.bank == (D.CARDS_PER_RESOURCE,) * 5
    assert s.points == (0, 0, 0) and s.knights == (0, 0, 0) and s.discards == (0, 0, 0)
