"""Places on the island: the static lookups, and where a player may put a piece.

The connection rule (a road joins one's network, not through another's
building) and the distance rule (no settlement next to another one).
"""

from __future__ import annotations

from . import data as D  # noqa: N812 - the data module reads best as D.X
from .state import CatanState

# --- static lookups --------------------------------------------------------------

NODE_EDGES = D.NODE_EDGES
NODE_LINKS = D.NODE_LINKS
NODE_NEIGHBOURS = D.NODE_NEIGHBOURS
EDGE_NODES = D.EDGE_NODES
HEX_NODES = D.HEX_NODES
NODE_HEXES = D.NODE_HEXES
GENERIC_BIT = 1 << 5


def _road_spots(edge_owner: tuple[int, ...], node_owner: tuple[int, ...], player: int) -> list[int]:
    seen: set[int] = set()
    for e, owner in enumerate(edge_owner):
        if owner != player:
            continue
        for n in EDGE_NODES[e]:
            o = node_owner[n]
            if o != -1 and o != player:
                continue
            for f in NODE_EDGES[n]:
                if edge_owner[f] == -1:
                    seen.add(f)
    for n, o in enumerate(node_owner):
        if o == player:
            for f in NODE_EDGES[n]:
                if edge_owner[f] == -1:
                    seen.add(f)
    return sorted(seen)


def _distance_ok(node_owner: tuple[int, ...], n: int) -> bool:
    if node_owner[n] != -1:
        return False
    return all(node_owner[m] == -1 for m in NODE_NEIGHBOURS[n])


def _settlement_spots(
    node_owner: tuple[int, ...], edge_owner: tuple[int, ...], player: int
) -> list[int]:
    seen: set[int] = set()
    for e, owner in enumerate(edge_owner):
        if owner == player:
            for n in EDGE_NODES[e]:
                if n not in seen and _distance_ok(node_owner, n):
                    seen.add(n)
    return sorted(seen)


class Pieces:
    """Figures of one position of the pieces (who owns which node and edge),
    worked out when first asked.  Most steps and every determinization leave
    the pieces as they are, and the search and its rollouts ask for these at
    nearly every step (legal actions, the AI's figures, Longest Road): once
    per position of the pieces, then shared."""

    __slots__ = ("longest", "roads", "settlements", "setup")

    def __init__(self) -> None:
        self.roads: dict[int, tuple[int, ...]] = {}  # seat -> road_spots
        self.settlements: dict[int, tuple[int, ...]] = {}  # seat -> settlement_spots
        self.setup: tuple[int, ...] | None = None  # setup_spots
        self.longest: dict[int, int] = {}  # seat -> scoring.longest_road_of


# (node_owner, edge_owner) -> its figures
_PIECES: dict[tuple[tuple[int, ...], tuple[int, ...]], Pieces] = {}
_PIECES_MAX = 4096  # then the cache starts again (a search sees far fewer positions a move)
# the last pieces asked about, by identity (a state's fields stay the same
# tuples from step to step until they change): no hashing of 126 numbers then
_LAST: tuple[object, object, Pieces | None] = (None, None, None)


def pieces(edge_owner: tuple[int, ...], node_owner: tuple[int, ...]) -> Pieces:
    """The (shared) figures of these pieces: read them, never change them."""
    global _LAST
    last = _LAST
    if last[0] is edge_owner and last[1] is node_owner and last[2] is not None:
        return last[2]
    if type(node_owner) is not tuple or type(edge_owner) is not tuple:
        return Pieces()  # a caller's lists (tests): nothing to share, nothing to hash
    key = (node_owner, edge_owner)
    found = _PIECES.get(key)
    if found is None:
        if len(_PIECES) >= _PIECES_MAX:
            _PIECES.clear()
        found = _PIECES[key] = Pieces()
    _LAST = (edge_owner, node_owner, found)
    return found


def road_spots(edge_owner: tuple[int, ...], node_owner: tuple[int, ...], player: int) -> list[int]:
    """Free edges joined to `player`'s road network (not through another's building)."""
    roads = pieces(edge_owner, node_owner).roads
    found = roads.get(player)
    if found is None:
        found = roads[player] = tuple(_road_spots(edge_owner, node_owner, player))
    return list(found)


def settlement_spots(state: CatanState, player: int) -> list[int]:
    """Free nodes obeying the distance rule and touching one of `player`'s roads."""
    return list(_settlement_tuple(state, player))


def has_settlement_spot(state: CatanState, player: int) -> bool:
    """Whether `settlement_spots` names any node (without copying the list)."""
    return bool(_settlement_tuple(state, player))


def _settlement_tuple(state: CatanState, player: int) -> tuple[int, ...]:
    node_owner, edge_owner = state.node_owner, state.edge_owner
    settle = pieces(edge_owner, node_owner).settlements
    found = settle.get(player)
    if found is None:
        found = settle[player] = tuple(_settlement_spots(node_owner, edge_owner, player))
    return found


def setup_spots(state: CatanState) -> list[int]:
    node_owner = state.node_owner
    record = pieces(state.edge_owner, node_owner)
    if record.setup is None:
        record.setup = tuple(n for n in range(D.NUM_NODES) if _distance_ok(node_owner, n))
    return list(record.setup)
