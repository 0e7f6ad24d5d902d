"""Build Catan positions directly, for rule tests (no Qt)."""

from __future__ import annotations

from typing import Any

from elasund_desktop.engine.rules import Action, GameConfig, Transition
from elasund_desktop.games.catan import data as D  # noqa: N812
from elasund_desktop.games.catan.rules import (
    GENERIC_BIT,
    MAIN,
    CatanRules,
    CatanState,
    longest_road_of,
)
from tests.bounded import Bound

rules = CatanRules()
SEED_FILE = "003_0ee0ca23d30f52bb.txt"


def edge(a: int, b: int) -> int:
    return D.EDGE_ID[(min(a, b), max(a, b))]


def _coast() -> tuple[int, ...]:
    """The island's coastline as a cycle of node ids."""
    coast_edges = [
        (a, b) for a, b in D.EDGE_NODES if len(set(D.NODE_HEXES[a]) & set(D.NODE_HEXES[b])) == 1
    ]
    nxt: dict[int, list[int]] = {}
    for a, b in coast_edges:
        nxt.setdefault(a, []).append(b)
        nxt.setdefault(b, []).append(a)
    start = min(nxt)
    cycle = [start]
    prev, cur = -1, start
    bound = Bound(200, "the cycle to close")
    while True:
        bound.step()
        options = [n for n in sorted(nxt[cur]) if n != prev]
        step = options[0]
        if step == start:
            break
        cycle.append(step)
        prev, cur = cur, step
    return tuple(cycle)


COAST = _coast()  # 30 nodes


def coast_path(start: int, length: int) -> tuple[list[int], list[int]]:
    """`length` road edges along the coast from COAST[start]: (nodes, edges)."""
    nodes = [COAST[(start + i) % len(COAST)] for i in range(length + 1)]
    return nodes, [edge(nodes[i], nodes[i + 1]) for i in range(length)]


def inland_edge(node: int) -> tuple[int, int]:
    """(edge, other node) of the edge leaving coast node `node` inland."""
    for e, other in D.NODE_LINKS[node]:
        if other not in COAST:
            return e, other
    raise AssertionError("no inland edge")


def blank(n: int = 4, current: int = 0, layout: str = "beginner", seed: int = 1) -> CatanState:
    """An empty board after set-up: `current` on turn, already rolled (phase main)."""
    s = rules.setup(GameConfig(n, {"layout": layout}), seed)
    return s._replace(
        phase=MAIN, rolled=True, current=current, first_player=0, setup_step=2 * n, dice=(3, 4)
    )


def put(
    s: CatanState,
    player: int,
    settlements: tuple[int, ...] | list[int] = (),
    cities: tuple[int, ...] | list[int] = (),
    roads: tuple[int, ...] | list[int] = (),
) -> CatanState:
    owner = list(s.node_owner)
    level = list(s.node_level)
    edges = list(s.edge_owner)
    for n in settlements:
        owner[n], level[n] = player, 1
    for n in cities:
        owner[n], level[n] = player, 2
    for e in roads:
        edges[e] = player
    return refresh(
        s._replace(node_owner=tuple(owner), node_level=tuple(level), edge_owner=tuple(edges))
    )


def refresh(s: CatanState, **changes: Any) -> CatanState:
    """Recompute pieces, harbours, road lengths and points from the board."""
    s = s._replace(**changes)
    n = s.num_players
    roads_left, settle_left, city_left, ports, lengths, points = [], [], [], [], [], []
    for p in range(n):
        mine = [i for i in range(D.NUM_NODES) if s.node_owner[i] == p]
        roads_left.append(D.ROADS_PER_PLAYER - s.edge_owner.count(p))
        settle_left.append(D.SETTLEMENTS_PER_PLAYER - sum(s.node_level[i] == 1 for i in mine))
        city_left.append(D.CITIES_PER_PLAYER - sum(s.node_level[i] == 2 for i in mine))
        mask = 0
        for i in mine:
            slot = D.NODE_HARBOUR[i]
            if slot >= 0:
                kind = s.harbours[slot]
                mask |= GENERIC_BIT if kind == D.GENERIC else 1 << D.RESOURCE_INDEX[kind]
        ports.append(mask)
        lengths.append(longest_road_of(s.edge_owner, s.node_owner, p))
        pts = sum(s.node_level[i] for i in mine)
        pts += 2 if s.longest_road == p else 0
        pts += 2 if s.largest_army == p else 0
        points.append(pts)
    return s._replace(
        roads_left=tuple(roads_left),
        settlements_left=tuple(settle_left),
        cities_left=tuple(city_left),
        ports=tuple(ports),
        road_length=tuple(lengths),
        points=tuple(points),
    )


def hand(s: CatanState, player: int, **res: int) -> CatanState:
    """Set `player`'s hand (resources by name); the bank holds the rest."""
    new = tuple(res.get(r, 0) for r in D.RESOURCES)
    hands = list(s.hands)
    hands[player] = new
    bank = tuple(D.CARDS_PER_RESOURCE - sum(h[r] for h in hands) for r in range(5))
    assert min(bank) >= 0
    return s._replace(hands=tuple(hands), bank=bank)


def devs(s: CatanState, player: int, new: bool = False, **cards: int) -> CatanState:
    """Give `player` development cards (taken from the deck); `new`: bought this turn."""
    got = tuple(cards.get(c, 0) for c in D.DEV_CARDS)
    dev_hands = list(s.dev_hands)
    dev_hands[player] = tuple(a + b for a, b in zip(dev_hands[player], got, strict=True))
    deck = tuple(a - b for a, b in zip(s.dev_deck, got, strict=True))
    s = s._replace(dev_hands=tuple(dev_hands), dev_deck=deck)
    if new:
        s = s._replace(dev_new=tuple(a + b for a, b in zip(s.dev_new, got, strict=True)))
    return s


def act(s: CatanState, player: int, kind: str, *args: Any) -> Transition[CatanState]:
    return rules.apply(s, Action(player, kind, tuple(args)))


def kinds(s: CatanState) -> list[str]:
    return [a.kind for a in rules.legal_actions(s)]


def legal_args(s: CatanState, kind: str) -> list[tuple[Any, ...]]:
    return [a.args for a in rules.legal_actions(s) if a.kind == kind]


def event_keys(t: Transition[CatanState]) -> list[str]:
    return [e.key for e in t.events]


def events_of(t: Transition[CatanState], key: str) -> list[dict[str, Any]]:
    return [e.as_dict() for e in t.events if e.key == key]


def compose_offer(s: CatanState, give: dict[str, int], get: dict[str, int]) -> CatanState:
    """Player 0 composes a domestic offer (not yet sent)."""
    s = rules.apply(s, Action(0, "offer_start")).state
    for r, k in give.items():
        for _ in range(k):
            s = rules.apply(s, Action(0, "offer_give", (r,))).state
    for r, k in get.items():
        for _ in range(k):
            s = rules.apply(s, Action(0, "offer_get", (r,))).state
    return s
