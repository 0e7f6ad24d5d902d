"""Points: Longest Road, the win, and the scores and plots reported of a game.

Largest Army is decided where a knight is played (development.py); the
points of both special cards are kept in `CatanState.points` as they change.
"""

from __future__ import annotations

from typing import Any

from ...engine.rules import Event, Outcome
from . import data as D  # noqa: N812 - the data module reads best as D.X
from .geometry import EDGE_NODES, NODE_LINKS, pieces
from .state import (
    I_LONGEST_ROAD,
    I_PHASE,
    I_POINTS,
    I_ROAD_LENGTH,
    I_WINNER,
    OVER,
    CatanState,
    _make,
)


def total_points(state: CatanState, player: int) -> int:
    """Public points plus hidden victory point cards."""
    return state.points[player] + state.dev_hands[player][D.VICTORY_POINT]


def recount_points(state: CatanState, player: int) -> int:
    """Public points recomputed from the board and the special cards."""
    pts = sum(
        level
        for owner, level in zip(state.node_owner, state.node_level, strict=True)
        if owner == player
    )
    if state.longest_road == player:
        pts += D.LONGEST_ROAD_POINTS
    if state.largest_army == player:
        pts += D.LARGEST_ARMY_POINTS
    return pts


def longest_road_of(edge_owner: tuple[int, ...], node_owner: tuple[int, ...], player: int) -> int:
    """Length of `player`'s longest trail; another player's building blocks passing through."""
    known = pieces(edge_owner, node_owner).longest  # once per position of the pieces
    found = known.get(player)
    if found is None:
        found = known[player] = _longest_road_of(edge_owner, node_owner, player)
    return found


def _longest_road_of(edge_owner: tuple[int, ...], node_owner: tuple[int, ...], player: int) -> int:
    degree: dict[int, int] = {}
    count = 0
    for e, owner in enumerate(edge_owner):
        if owner == player:
            a, b = EDGE_NODES[e]
            degree[a] = degree.get(a, 0) + 1
            degree[b] = degree.get(b, 0) + 1
            count += 1
    if count <= 1:
        return count
    # A longest trail can be taken to start at a blocked node or at a node of odd
    # degree (1 or 3), except on a component that is a plain cycle.
    starts = [
        n
        for n in sorted(degree)
        if degree[n] != 2 or (node_owner[n] != -1 and node_owner[n] != player)
    ]
    reached: set[int] = set()
    for seed in [*starts, *sorted(degree)]:
        if seed in reached:
            continue
        if seed not in starts:
            starts.append(seed)  # a plain cycle: any node will do
        stack = [seed]
        reached.add(seed)
        while stack:
            node = stack.pop()
            for e, other in NODE_LINKS[node]:
                if edge_owner[e] == player and other not in reached:
                    reached.add(other)
                    stack.append(other)
    best = 0
    used: set[int] = set()

    def walk(node: int, length: int) -> None:
        nonlocal best
        if length > best:
            best = length
        if length and node_owner[node] != -1 and node_owner[node] != player:
            return
        for e, other in NODE_LINKS[node]:
            if edge_owner[e] == player and e not in used:
                used.add(e)
                walk(other, length + 1)
                used.discard(e)

    for node in starts:
        walk(node, 0)
        if best == count:
            break
    return best


def longest_road_holder(holder: int, lengths: tuple[int, ...]) -> int:
    """Who holds Longest Road after lengths changed (rules data §3.2).

    The holder keeps it while still (co-)longest with at least 5; otherwise a
    single player with the strictly longest road (5+) takes it; a tie among
    others or nobody with 5+ sets it aside (-1).
    """
    top = max(lengths)
    if holder >= 0 and lengths[holder] >= D.LONGEST_ROAD_MIN and lengths[holder] >= top:
        return holder
    if top < D.LONGEST_ROAD_MIN or lengths.count(top) != 1:
        return -1
    return lengths.index(top)


def update_longest(v: list[Any], ev: list[Event]) -> None:
    old = v[I_LONGEST_ROAD]
    holder = longest_road_holder(old, v[I_ROAD_LENGTH])
    if holder == old:
        return
    pts = list(v[I_POINTS])
    if old >= 0:
        pts[old] -= D.LONGEST_ROAD_POINTS
    if holder >= 0:
        pts[holder] += D.LONGEST_ROAD_POINTS
        length = v[I_ROAD_LENGTH][holder]
        ev.append(Event.make("longest_road", player=holder, length=length, n=length))
    else:
        ev.append(Event.make("longest_road_aside", previous_player=old))
    v[I_POINTS] = tuple(pts)
    v[I_LONGEST_ROAD] = holder


def win(s: CatanState, c: int, events: list[Event]) -> CatanState:
    v: list[Any] = list(s)
    v[I_PHASE] = OVER
    v[I_WINNER] = c
    vp_cards = s.dev_hands[c][D.VICTORY_POINT]
    if vp_cards:
        events.append(Event.make("reveal_victory_points", player=c, count=vp_cards))
    points = total_points(s, c)
    events.append(Event.make("winner", player=c, points=points, n=points))
    return _make(v)


# --- reports ----------------------------------------------------------------------


def outcome(state: CatanState) -> Outcome | None:
    if state.phase != OVER:
        return None
    totals = tuple(total_points(state, q) for q in range(state.num_players))
    return Outcome(winners=(state.winner,), scores=totals, reason="score")


def scores(state: CatanState) -> tuple[int, ...]:
    """Public points; at the end the hidden Victory Point cards count too."""
    if state.phase == OVER:
        return tuple(total_points(state, q) for q in range(state.num_players))
    return state.points


def score_breakdown(state: CatanState) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """The points of every seat by source (end-of-game window); they add up
    to total_points: buildings, the two special cards, hidden VP cards."""
    n = range(state.num_players)

    def level_count(q: int, level: int) -> int:
        pairs = zip(state.node_owner, state.node_level, strict=True)
        return sum(1 for owner, lv in pairs if owner == q and lv == level)

    return (
        ("Settlements", tuple(level_count(q, 1) for q in n)),
        ("Cities", tuple(2 * level_count(q, 2) for q in n)),
        (
            "Longest Road",
            tuple(D.LONGEST_ROAD_POINTS if state.longest_road == q else 0 for q in n),
        ),
        (
            "Largest Army",
            tuple(D.LARGEST_ARMY_POINTS if state.largest_army == q else 0 for q in n),
        ),
        ("Victory Point cards", tuple(state.dev_hands[q][D.VICTORY_POINT] for q in n)),
    )


def metrics(state: CatanState) -> dict[str, tuple[float, ...]]:
    n = state.num_players
    return {
        # The same numbers as scores(): at the end the hidden Victory Point
        # cards count, so the plot's last point is the final score.
        "Victory points": tuple(float(x) for x in scores(state)),
        "Resource cards": tuple(float(sum(state.hands[q])) for q in range(n)),
        "Development cards": tuple(float(sum(state.dev_hands[q])) for q in range(n)),
        "Knights played": tuple(float(x) for x in state.knights),
        "Longest road": tuple(float(x) for x in state.road_length),
    }


def metric_holders(state: CatanState) -> dict[str, tuple[int, str]]:
    """For the players table: metric label -> (seat holding the card that goes
    with it or -1, the card's English name): the Longest Road card with
    "Longest road", the Largest Army card with "Knights played"."""
    return {
        "Longest road": (state.longest_road, "Longest Road"),
        "Knights played": (state.largest_army, "Largest Army"),
    }
