"""Building: roads, settlements and cities put on the board, paid for or free.

`put_settlement` and `put_road` are the board changes shared by the set-up,
Road Building and the paid builds: a piece taken from the supply, a point or
a harbour gained, the road lengths and Longest Road brought up to date.
"""

from __future__ import annotations

from typing import Any

from ...engine.rules import Action, Event
from . import data as D  # noqa: N812 - the data module reads best as D.X
from . import memory
from .geometry import GENERIC_BIT, NODE_EDGES, road_spots
from .scoring import longest_road_of, update_longest
from .state import (
    I_ANCHOR,
    I_BANK,
    I_CITIES_LEFT,
    I_CURRENT,
    I_EDGE_OWNER,
    I_FREE_ROADS,
    I_HANDS,
    I_HARBOURS,
    I_NODE_LEVEL,
    I_NODE_OWNER,
    I_PHASE,
    I_POINTS,
    I_PORTS,
    I_ROAD_LENGTH,
    I_ROADS_LEFT,
    I_SETTLEMENTS_LEFT,
    I_SETUP_STEP,
    MAIN,
    ROLL,
    SETUP_ROAD,
    SETUP_SETTLEMENT,
    CatanState,
    _add5,
    _make,
    _sub5,
    _tset,
    setup_seat,
)


def put_settlement(v: list[Any], p: int, node: int) -> None:
    v[I_NODE_OWNER] = _tset(v[I_NODE_OWNER], node, p)
    v[I_NODE_LEVEL] = _tset(v[I_NODE_LEVEL], node, 1)
    v[I_SETTLEMENTS_LEFT] = _tset(v[I_SETTLEMENTS_LEFT], p, v[I_SETTLEMENTS_LEFT][p] - 1)
    v[I_POINTS] = _tset(v[I_POINTS], p, v[I_POINTS][p] + 1)
    slot = D.NODE_HARBOUR[node]
    if slot >= 0:
        kind = v[I_HARBOURS][slot]
        bit = GENERIC_BIT if kind == D.GENERIC else 1 << D.RESOURCE_INDEX[kind]
        v[I_PORTS] = _tset(v[I_PORTS], p, v[I_PORTS][p] | bit)


def put_road(v: list[Any], p: int, edge: int, ev: list[Event]) -> None:
    v[I_EDGE_OWNER] = _tset(v[I_EDGE_OWNER], edge, p)
    v[I_ROADS_LEFT] = _tset(v[I_ROADS_LEFT], p, v[I_ROADS_LEFT][p] - 1)
    length = longest_road_of(v[I_EDGE_OWNER], v[I_NODE_OWNER], p)
    if length != v[I_ROAD_LENGTH][p]:
        v[I_ROAD_LENGTH] = _tset(v[I_ROAD_LENGTH], p, length)
        update_longest(v, ev)


def place_road(s: CatanState, a: Action, ev: list[Event]) -> CatanState:
    p, edge = a.player, a.args[0]
    v: list[Any] = list(s)
    put_road(v, p, edge, ev)
    if s.phase == SETUP_ROAD:
        ev.append(Event.make("setup_road", player=p, edge=edge))
        step = s.setup_step + 1
        v[I_SETUP_STEP] = step
        v[I_ANCHOR] = -1
        if step == 2 * s.num_players:
            v[I_PHASE] = ROLL
            v[I_CURRENT] = s.first_player
            ev.append(Event.make("turn_start", player=s.first_player, turn=1))
        else:
            v[I_PHASE] = SETUP_SETTLEMENT
            v[I_CURRENT] = setup_seat(s.num_players, s.first_player, step)
        return _make(v)
    # Road Building
    ev.append(Event.make("free_road", player=p, edge=edge))
    left = s.free_roads - 1
    v[I_FREE_ROADS] = left
    if left <= 0 or not v[I_ROADS_LEFT][p] or not road_spots(v[I_EDGE_OWNER], v[I_NODE_OWNER], p):
        v[I_FREE_ROADS] = 0
        v[I_PHASE] = MAIN if s.rolled else ROLL
    return _make(v)


def pay(v: list[Any], p: int, cost: tuple[int, ...]) -> None:
    v[I_HANDS] = _tset(v[I_HANDS], p, _sub5(v[I_HANDS][p], cost))
    v[I_BANK] = _add5(v[I_BANK], cost)
    memory.lose(v, p, cost)


def build_road(s: CatanState, a: Action, ev: list[Event]) -> CatanState:
    p, edge = a.player, a.args[0]
    v: list[Any] = list(s)
    pay(v, p, D.COST_ROAD)
    ev.append(Event.make("build_road", player=p, edge=edge))
    put_road(v, p, edge, ev)
    return _make(v)


def build_settlement(s: CatanState, a: Action, ev: list[Event]) -> CatanState:
    p, node = a.player, a.args[0]
    v: list[Any] = list(s)
    pay(v, p, D.COST_SETTLEMENT)
    put_settlement(v, p, node)
    ev.append(Event.make("build_settlement", player=p, node=node))
    # the new settlement may break other players' roads
    touched = {s.edge_owner[e] for e in NODE_EDGES[node] if s.edge_owner[e] not in (-1, p)}
    if touched:
        lengths = list(v[I_ROAD_LENGTH])
        for q in sorted(touched):
            lengths[q] = longest_road_of(v[I_EDGE_OWNER], v[I_NODE_OWNER], q)
        if tuple(lengths) != v[I_ROAD_LENGTH]:
            v[I_ROAD_LENGTH] = tuple(lengths)
            update_longest(v, ev)
    return _make(v)


def build_city(s: CatanState, a: Action, ev: list[Event]) -> CatanState:
    p, node = a.player, a.args[0]
    v: list[Any] = list(s)
    pay(v, p, D.COST_CITY)
    v[I_NODE_LEVEL] = _tset(s.node_level, node, 2)
    v[I_CITIES_LEFT] = _tset(s.cities_left, p, s.cities_left[p] - 1)
    v[I_SETTLEMENTS_LEFT] = _tset(s.settlements_left, p, s.settlements_left[p] + 1)
    v[I_POINTS] = _tset(s.points, p, s.points[p] + 1)
    ev.append(Event.make("build_city", player=p, node=node))
    return _make(v)
