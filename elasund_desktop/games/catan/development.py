"""Development cards: buying one, and playing a Knight, Road Building, Year of
Plenty or Monopoly (Victory Point cards are never played: they count at the win).

Largest Army changes hands here, when a knight is played.
"""

from __future__ import annotations

from typing import Any

from ...engine.rng import Rng
from ...engine.rules import Action, Event
from . import data as D  # noqa: N812 - the data module reads best as D.X
from . import memory
from .building import pay
from .geometry import road_spots
from .state import (
    I_BANK,
    I_DEV_DECK,
    I_DEV_HANDS,
    I_DEV_NEW,
    I_DEV_PLAYED,
    I_FREE_ROADS,
    I_HANDS,
    I_KNIGHTS,
    I_LARGEST_ARMY,
    I_PHASE,
    I_PLAYED,
    I_PLENTY_LEFT,
    I_POINTS,
    I_RNG,
    MAIN,
    RES,
    ROAD_BUILDING,
    ROBBER,
    ROLL,
    YEAR_OF_PLENTY,
    CatanState,
    _add5,
    _make,
    _one,
    _sub5,
    _tset,
)


def buy_development(s: CatanState, a: Action, ev: list[Event]) -> CatanState:
    p = a.player
    rng = Rng(s.rng)
    k = rng.below(sum(s.dev_deck))
    card = 0
    while k >= s.dev_deck[card]:
        k -= s.dev_deck[card]
        card += 1
    v: list[Any] = list(s)
    v[I_RNG] = rng.state
    pay(v, p, D.COST_DEVELOPMENT)
    v[I_DEV_DECK] = _tset(s.dev_deck, card, s.dev_deck[card] - 1)
    v[I_DEV_HANDS] = _tset(s.dev_hands, p, _tset(s.dev_hands[p], card, s.dev_hands[p][card] + 1))
    v[I_DEV_NEW] = _tset(s.dev_new, card, s.dev_new[card] + 1)
    ev.append(Event.make("buy_development", player=p, card=D.DEV_CARDS[card]))
    return _make(v)


def use_card(v: list[Any], p: int, card: int) -> None:
    hand = v[I_DEV_HANDS][p]
    v[I_DEV_HANDS] = _tset(v[I_DEV_HANDS], p, _tset(hand, card, hand[card] - 1))
    v[I_DEV_PLAYED] = True
    v[I_PLAYED] = _tset(v[I_PLAYED], card, v[I_PLAYED][card] + 1)


def play_knight(s: CatanState, a: Action, ev: list[Event]) -> CatanState:
    p = a.player
    v: list[Any] = list(s)
    use_card(v, p, D.KNIGHT)
    knights = s.knights[p] + 1
    v[I_KNIGHTS] = _tset(s.knights, p, knights)
    v[I_PHASE] = ROBBER
    ev.append(Event.make("play_knight", player=p, knights=knights, n=knights))
    holder = s.largest_army
    if (
        knights >= D.LARGEST_ARMY_MIN
        and holder != p
        and (holder < 0 or knights > s.knights[holder])
    ):
        pts = list(s.points)
        if holder >= 0:
            pts[holder] -= D.LARGEST_ARMY_POINTS
        pts[p] += D.LARGEST_ARMY_POINTS
        v[I_POINTS] = tuple(pts)
        v[I_LARGEST_ARMY] = p
        ev.append(Event.make("largest_army", player=p, knights=knights, n=knights))
    return _make(v)


def play_road_building(s: CatanState, a: Action, ev: list[Event]) -> CatanState:
    p = a.player
    v: list[Any] = list(s)
    use_card(v, p, D.ROAD_BUILDING)
    ev.append(Event.make("play_road_building", player=p))
    if s.roads_left[p] and road_spots(s.edge_owner, s.node_owner, p):
        v[I_FREE_ROADS] = min(D.FREE_ROADS, s.roads_left[p])
        v[I_PHASE] = ROAD_BUILDING
    return _make(v)


def play_year_of_plenty(s: CatanState, a: Action, ev: list[Event]) -> CatanState:
    p = a.player
    v: list[Any] = list(s)
    use_card(v, p, D.YEAR_OF_PLENTY)
    ev.append(Event.make("play_year_of_plenty", player=p))
    v[I_PLENTY_LEFT] = D.YEAR_OF_PLENTY_CARDS
    v[I_PHASE] = YEAR_OF_PLENTY
    return _make(v)


def take_resource(s: CatanState, a: Action, ev: list[Event]) -> CatanState:
    p, r = a.player, D.RESOURCE_INDEX[a.args[0]]
    v: list[Any] = list(s)
    one = _one(r)
    v[I_HANDS] = _tset(s.hands, p, _add5(s.hands[p], one))
    v[I_BANK] = _sub5(s.bank, one)
    memory.gain(v, p, one)
    left = s.plenty_left - 1
    v[I_PLENTY_LEFT] = left
    ev.append(Event.make("take_resource", player=p, resource=RES[r]))
    if left <= 0 or not sum(v[I_BANK]):
        v[I_PLENTY_LEFT] = 0
        v[I_PHASE] = MAIN if s.rolled else ROLL
    return _make(v)


def play_monopoly(s: CatanState, a: Action, ev: list[Event]) -> CatanState:
    p, r = a.player, D.RESOURCE_INDEX[a.args[0]]
    v: list[Any] = list(s)
    use_card(v, p, D.MONOPOLY)
    ev.append(Event.make("play_monopoly", player=p, resource=RES[r]))
    hands = [list(h) for h in s.hands]
    n = s.num_players
    taken = [0] * n
    for i in range(1, n):
        q = (p + i) % n
        k = taken[q] = hands[q][r]
        if k:
            hands[q][r] = 0
            hands[p][r] += k
            ev.append(
                Event.make("monopoly_take", player=p, victim_player=q, resource=RES[r], count=k)
            )
    v[I_HANDS] = tuple(tuple(h) for h in hands)
    memory.monopoly(v, p, r, taken)  # every count is shown, nothing is left elsewhere
    return _make(v)
