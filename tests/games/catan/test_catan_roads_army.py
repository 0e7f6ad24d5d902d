"""Longest Road and Largest Army.

Seed 003_0ee0ca23d30f52bb.txt: "Leghosszabb Kereskedelmi Út" (5+ roads, taken by a
longer one, broken by a settlement) and "Legnagyobb Lovagi Hatalom" (3 knights,
taken by more); the tie cases come from rules data §3.2.
"""

from __future__ import annotations

from elasund_desktop.games.catan import data as D  # noqa: N812
from elasund_desktop.games.catan.rules import CatanState

from .catan_helpers import (
    COAST,
    act,
    blank,
    coast_path,
    devs,
    events_of,
    hand,
    inland_edge,
    put,
    refresh,
)


def breakable(nodes: list[int]) -> int:
    """An index into `nodes` (not an end) whose node has an inland edge."""
    for k in range(2, len(nodes) - 2):
        if any(o not in COAST for _, o in D.NODE_LINKS[nodes[k]]):
            return k
    raise AssertionError("no breakable node")


def road_of(s: CatanState, p: int, start: int, length: int) -> CatanState:
    nodes, edges = coast_path(start, length)
    return put(s, p, settlements=[nodes[0]], roads=edges)


def break_at(s: CatanState, breaker: int, node: int) -> CatanState:
    e, _ = inland_edge(node)
    s = put(s, breaker, roads=[e])
    return hand(s, breaker, lumber=1, brick=1, wool=1, grain=1)


def test_longest_road_needs_five_segments() -> None:
    s = road_of(blank(), 0, 0, 3)
    s = hand(s, 0, lumber=2, brick=2)
    _, edges = coast_path(0, 5)
    t = act(s, 0, "build_road", edges[3])
    assert t.state.longest_road == -1 and t.state.road_length[0] == 4
    t = act(t.state, 0, "build_road", edges[4])
    assert t.state.longest_road == 0 and t.state.points[0] == 1 + 2
    assert events_of(t, "longest_road") == [{"player": 0, "length": 5, "n": 5}]


def test_longest_road_broken_by_an_opponents_settlement() -> None:
    """Seed: another player's settlement interrupts a road; nobody with 5+ -> card leaves play."""
    nodes, _ = coast_path(0, 6)
    s = refresh(road_of(blank(), 0, 0, 6), longest_road=0)
    assert s.road_length[0] == 6 and s.points[0] == 3
    k = breakable(nodes)
    s = break_at(s, 1, nodes[k])
    t = act(s._replace(current=1), 1, "build_settlement", nodes[k])
    assert t.state.road_length[0] == max(k, 6 - k)
    assert t.state.longest_road == -1 and t.state.points[0] == 1
    assert events_of(t, "longest_road_aside") == [{"previous_player": 0}]


def test_own_settlement_does_not_break_own_road() -> None:
    nodes, _ = coast_path(0, 6)
    s = refresh(road_of(blank(), 0, 0, 6), longest_road=0)
    k = breakable(nodes)
    s = hand(s, 0, lumber=1, brick=1, wool=1, grain=1)
    t = act(s, 0, "build_settlement", nodes[k])
    assert t.state.road_length[0] == 6 and t.state.longest_road == 0


def test_longest_road_tie_keeps_it_with_the_holder() -> None:
    s = road_of(blank(), 0, 0, 6)
    s = refresh(road_of(s, 1, 12, 5), longest_road=0)
    _, edges = coast_path(12, 7)
    s = hand(s, 1, lumber=2, brick=2)._replace(current=1)
    t = act(s, 1, "build_road", edges[5])
    assert t.state.road_length[1] == 6 and t.state.longest_road == 0
    # only a strictly longer road takes it
    t = act(t.state, 1, "build_road", edges[6])
    assert t.state.road_length[1] == 7 and t.state.longest_road == 1
    assert t.state.points[0] == 1 and t.state.points[1] == 3


def test_longest_road_kept_by_a_broken_holder_still_co_longest() -> None:
    nodes, _ = coast_path(0, 9)
    s = road_of(blank(), 0, 0, 9)
    s = refresh(road_of(s, 1, 14, 6), longest_road=0)
    k = next(i for i in range(2, 4) if any(o not in COAST for _, o in D.NODE_LINKS[nodes[i]]))
    s = break_at(s, 2, nodes[k])
    t = act(s._replace(current=2), 2, "build_settlement", nodes[k])
    assert t.state.road_length[0] == 9 - k >= 6
    assert t.state.longest_road == 0


def test_longest_road_set_aside_when_two_others_tie() -> None:
    """Rules data: after a break, a tie among other players sets the card aside."""
    nodes, _ = coast_path(0, 6)
    s = road_of(blank(), 0, 0, 6)
    s = road_of(s, 1, 11, 5)
    s = road_of(s, 2, 19, 5)
    s = refresh(s, longest_road=0)
    k = breakable(nodes)
    s = break_at(s, 3, nodes[k])
    t = act(s._replace(current=3), 3, "build_settlement", nodes[k])
    assert t.state.road_length[0] < 5
    assert t.state.road_length[1] == t.state.road_length[2] == 5
    assert t.state.longest_road == -1


def test_longest_road_goes_to_a_single_longest_after_a_break() -> None:
    nodes, _ = coast_path(0, 6)
    s = road_of(blank(), 0, 0, 6)
    s = road_of(s, 1, 11, 6)
    s = road_of(s, 2, 19, 5)
    s = refresh(s, longest_road=0)
    k = breakable(nodes)
    s = break_at(s, 3, nodes[k])
    t = act(s._replace(current=3), 3, "build_settlement", nodes[k])
    assert t.state.road_length[0] < 6
    assert t.state.longest_road == 1


def test_largest_army_taken_only_by_more_knights() -> None:
    """Seed: the first to play 3 knights; another must play more to take it."""
    s = devs(blank(), 0, knight=1)._replace(knights=(2, 3, 0, 0))
    t = act(s, 0, "play_knight")
    assert t.state.largest_army == 0 and t.state.points[0] == 2
    s = devs(t.state._replace(current=1, dev_played=False, phase="main"), 1, knight=2)
    t = act(s, 1, "play_knight")
    assert t.state.knights[1] == 4 and t.state.largest_army == 1
    assert t.state.points == (0, 2, 0, 0)
    s = t.state._replace(current=0, dev_played=False, phase="main", knights=(4, 4, 0, 0))
    s = devs(s, 0, knight=0)
    assert s.largest_army == 1  # equal knights never take it


def test_largest_army_tie_does_not_take() -> None:
    s = devs(blank(current=1), 1, knight=1)
    s = refresh(s._replace(knights=(3, 2, 0, 0)), largest_army=0)
    t = act(s, 1, "play_knight")
    assert t.state.knights[1] == 3 and t.state.largest_army == 0


def _naive_longest(edge_owner: tuple[int, ...], node_owner: tuple[int, ...], p: int) -> int:
    best = 0

    def walk(node: int, used: frozenset[int], length: int) -> None:
        nonlocal best
        best = max(best, length)
        if length and node_owner[node] not in (-1, p):
            return
        for e, other in D.NODE_LINKS[node]:
            if edge_owner[e] == p and e not in used:
                walk(other, used | {e}, length + 1)

    for n in range(D.NUM_NODES):
        walk(n, frozenset(), 0)
    return best


def test_longest_road_search_matches_a_plain_search() -> None:
    """The pruned search (start at ends, forks and blocks) equals trying every start."""
    from elasund_desktop.engine.rng import Rng
    from elasund_desktop.games.catan.rules import longest_road_of

    rng = Rng(77)
    for _ in range(300):
        owner = [-1] * D.NUM_EDGES
        # grow a random connected-ish network of up to 15 roads for player 0
        start = rng.below(D.NUM_EDGES)
        owner[start] = 0
        for _ in range(rng.below(15)):
            mine = [e for e in range(D.NUM_EDGES) if owner[e] == 0]
            frontier = sorted({f for e in mine for f in D.EDGE_NEIGHBOURS[e] if owner[f] == -1})
            owner[frontier[rng.below(len(frontier))]] = 0
        nodes = [-1] * D.NUM_NODES
        for _ in range(rng.below(3)):
            nodes[rng.below(D.NUM_NODES)] = 1  # opponents' buildings
        eo, no = tuple(owner), tuple(nodes)
        assert longest_road_of(eo, no, 0) == _naive_longest(eo, no, 0)


def _ring(h: int) -> set[int]:
    """The six paths around tile `h`."""
    corners = set(D.HEX_NODES[h])
    return {e for e in range(D.NUM_EDGES) if set(D.EDGE_NODES[e]) <= corners}


def test_longest_road_search_matches_a_plain_search_on_rings_and_forks() -> None:
    """Rules data §3.2 (a road counts its longest single line; a loop counts in
    full; another's building cuts it): the pruned search also equals trying every
    start on networks with loops, two loops sharing a side (two forks), two
    separate networks, and cuts on the loop, which the random networks above
    almost never make."""
    from elasund_desktop.engine.rng import Rng
    from elasund_desktop.games.catan.rules import longest_road_of

    rng = Rng(5)
    checked = 0
    for h in range(D.NUM_HEXES):
        for other in (None, *D.HEX_NEIGHBOURS[h][:2]):
            mine = _ring(h) | (_ring(other) if other is not None else set())
            # (opponents' buildings on the loop, a separate road elsewhere)
            for blocks, separate in ((0, False), (1, False), (2, False), (0, True), (2, True)):
                owner = [-1] * D.NUM_EDGES
                for e in mine:
                    owner[e] = 0
                corners = sorted({n for e in mine for n in D.EDGE_NODES[e]})
                if separate:
                    far = next(
                        e for e in range(D.NUM_EDGES)
                        if not set(D.EDGE_NODES[e]) & set(corners)
                    )
                    owner[far] = 0
                nodes = [-1] * D.NUM_NODES
                for _ in range(blocks):
                    nodes[corners[rng.below(len(corners))]] = 1
                eo, no = tuple(owner), tuple(nodes)
                expected = _naive_longest(eo, no, 0)
                assert longest_road_of(eo, no, 0) == expected, (h, other, blocks, separate)
                checked += 1
    assert checked == D.NUM_HEXES * 3 * 5


def test_no_road_is_length_zero_and_one_road_length_one() -> None:
    """Rules data §3.2: the road's length is its number of paths in one line."""
    from elasund_desktop.games.catan.rules import longest_road_of

    none = (-1,) * D.NUM_EDGES
    assert longest_road_of(none, (-1,) * D.NUM_NODES, 0) == 0
    one = tuple(0 if e == 7 else -1 for e in range(D.NUM_EDGES))
    assert longest_road_of(one, (-1,) * D.NUM_NODES, 0) == 1
    assert longest_road_of(one, (-1,) * D.NUM_NODES, 1) == 0
