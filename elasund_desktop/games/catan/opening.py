"""The opening: the island dealt at set-up, and the set-up settlements.

The set-up roads are placed by `building.place_road`, which also places the
free roads of Road Building.
"""

from __future__ import annotations

from typing import Any

from ...engine.rng import Rng, seed_state
from ...engine.rules import Action, Event, GameConfig
from . import data as D  # noqa: N812 - the data module reads best as D.X
from . import memory
from .building import put_settlement
from .geometry import NODE_HEXES
from .state import (
    EMPTY5,
    I_ANCHOR,
    I_BANK,
    I_HANDS,
    I_PHASE,
    NUM_RES,
    RES,
    SETUP_ROAD,
    SETUP_SETTLEMENT,
    CatanState,
    _add5,
    _make,
    _sub5,
    _tset,
)


def new_state(config: GameConfig, seed: int) -> CatanState:
    """The position before the first settlement: the island (random or the beginner's
    fixed one) with its numbers and harbours, the robber on the desert, a first player."""
    n = config.num_players
    if not D.MIN_PLAYERS <= n <= D.MAX_PLAYERS:
        raise ValueError(f"Catan needs {D.MIN_PLAYERS}-{D.MAX_PLAYERS} players, not {n}")
    layout = str(config.option("layout", "random"))
    if layout not in ("random", "beginner"):
        raise ValueError(f"unknown layout {layout!r}")
    rng = Rng(seed_state(seed))
    known, vague = memory.fresh(n)
    if layout == "beginner":
        terrain = D.BEGINNER_TERRAIN
        corner = D.BEGINNER_SPIRAL_CORNER
        harbours = D.BEGINNER_HARBOURS
    else:
        pool = [t for t in D.TERRAINS for _ in range(D.TERRAIN_COUNTS[t])]
        terrain = tuple(rng.shuffled(pool))
        corner = rng.below(6)
        harbours = tuple(rng.shuffled(list(D.HARBOUR_TYPES)))
    numbers = [0] * D.NUM_HEXES
    tokens = iter(D.TOKEN_VALUES)
    for h in D.SPIRALS[corner]:
        if terrain[h] != "desert":
            numbers[h] = next(tokens)
    yields: list[list[tuple[int, int]]] = [[] for _ in range(13)]
    for h in range(D.NUM_HEXES):
        res = D.TERRAIN_RESOURCE[terrain[h]]
        if res >= 0:
            yields[numbers[h]].append((h, res))
    first = rng.below(n)
    zeros = (0,) * n
    return CatanState(
        num_players=n,
        layout=layout,
        rng=rng.state,
        terrain=tuple(terrain),
        numbers=tuple(numbers),
        harbours=tuple(harbours),
        yields=tuple(tuple(y) for y in yields),
        robber=terrain.index("desert"),
        node_owner=(-1,) * D.NUM_NODES,
        node_level=(0,) * D.NUM_NODES,
        edge_owner=(-1,) * D.NUM_EDGES,
        hands=(EMPTY5,) * n,
        bank=(D.CARDS_PER_RESOURCE,) * NUM_RES,
        dev_hands=(EMPTY5,) * n,
        dev_new=EMPTY5,
        dev_deck=D.DEV_COUNTS,
        knights=zeros,
        dev_played=False,
        roads_left=(D.ROADS_PER_PLAYER,) * n,
        settlements_left=(D.SETTLEMENTS_PER_PLAYER,) * n,
        cities_left=(D.CITIES_PER_PLAYER,) * n,
        ports=zeros,
        road_length=zeros,
        longest_road=-1,
        largest_army=-1,
        points=zeros,
        current=first,
        first_player=first,
        phase=SETUP_SETTLEMENT,
        rolled=False,
        setup_step=0,
        anchor=-1,
        discards=zeros,
        free_roads=0,
        plenty_left=0,
        bank_give=(),
        offer=None,
        offers_made=0,
        turn=0,
        dice=(),
        winner=-1,
        played=EMPTY5,
        known=known,
        vague=vague,
    )


def place_settlement(s: CatanState, a: Action, ev: list[Event]) -> CatanState:
    p, node = a.player, a.args[0]
    v: list[Any] = list(s)
    put_settlement(v, p, node)
    v[I_ANCHOR] = node
    v[I_PHASE] = SETUP_ROAD
    ev.append(Event.make("setup_settlement", player=p, node=node))
    if s.setup_step >= s.num_players:  # the second settlement yields
        gain = [0, 0, 0, 0, 0]
        for h in NODE_HEXES[node]:
            res = D.TERRAIN_RESOURCE[s.terrain[h]]
            if res >= 0 and s.bank[res] > gain[res]:
                gain[res] += 1
        g = tuple(gain)
        v[I_HANDS] = _tset(s.hands, p, _add5(s.hands[p], g))
        v[I_BANK] = _sub5(s.bank, g)
        memory.gain(v, p, g)
        for r in range(NUM_RES):
            if g[r]:
                ev.append(Event.make("setup_yield", player=p, resource=RES[r], count=g[r]))
    return _make(v)
