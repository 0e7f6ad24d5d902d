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


def road_spots(edge_owner: tuple[int, ...], node_owner: tuple[int, ...], player: int) -> list[int]:
    """Free edges joined to `player`'s road network (not through another's building)."""
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


def settlement_spots(state: CatanState, player: int) -> list[int]:
    """Free nodes obeying the distance rule and touching one of `player`'s roads."""
    node_owner = state.node_owner
    edge_owner = state.edge_owner
    seen: set[int] = set()
    for e, owner in enumerate(edge_owner):
        if owner == player:
            for n in EDGE_NODES[e]:
                if n not in seen and _distance_ok(node_owner, n):
                    seen.add(n)
    return sorted(seen)


def setup_spots(state: CatanState) -> list[int]:
    node_owner = state.node_owner
    return [n for n in range(D.NUM_NODES) if _distance_ok(node_owner, n)]
