"""The robber: discards after a 7, moving the robber, and the steal.

The 7 itself (who must discard how many) is rolled in `rules`; a Knight
leads here through the ROBBER phase too.
"""

from __future__ import annotations

from typing import Any

from ...engine.rng import Rng
from ...engine.rules import Action, Event
from . import data as D  # noqa: N812 - the data module reads best as D.X
from . import memory
from .actions import _SEATS
from .geometry import HEX_NODES
from .state import (
    I_BANK,
    I_DISCARDS,
    I_HANDS,
    I_NODE_OWNER,
    I_PHASE,
    I_RNG,
    I_ROBBER,
    MAIN,
    RES,
    ROBBER,
    ROLL,
    STEAL,
    CatanState,
    _add5,
    _make,
    _one,
    _sub5,
    _tset,
)

_DISCARD_EVENTS = tuple(
    tuple(Event("discard", (("player", p), ("resource", name))) for name in RES) for p in _SEATS
)


def steal_victims(
    node_owner: tuple[int, ...], hands: tuple[tuple[int, ...], ...], hex_id: int, thief: int
) -> list[int]:
    """Players with a building on `hex_id` (not the thief) who hold resource cards."""
    victims = {node_owner[n] for n in HEX_NODES[hex_id]}
    return sorted(v for v in victims if v != -1 and v != thief and sum(hands[v]) > 0)


def discard(s: CatanState, a: Action, ev: list[Event]) -> CatanState:
    p, r = a.player, D.RESOURCE_INDEX[a.args[0]]
    v: list[Any] = list(s)
    one = _one(r)
    v[I_HANDS] = _tset(s.hands, p, _sub5(s.hands[p], one))
    v[I_BANK] = _add5(s.bank, one)
    memory.lose(v, p, one)  # discarded face up to the bank
    discards = _tset(s.discards, p, s.discards[p] - 1)
    v[I_DISCARDS] = discards
    ev.append(_DISCARD_EVENTS[p][r])
    if not any(discards):
        v[I_PHASE] = ROBBER
    return _make(v)


def move_robber(s: CatanState, a: Action, ev: list[Event]) -> CatanState:
    p, h = a.player, a.args[0]
    v: list[Any] = list(s)
    v[I_ROBBER] = h
    # The log names the hex: its terrain and number (the desert has none).
    if s.numbers[h]:
        ev.append(
            Event.make("robber_moved", player=p, hex=h, terrain=s.terrain[h], number=s.numbers[h])
        )
    else:
        ev.append(Event.make("robber_moved_desert", player=p, hex=h, terrain=s.terrain[h]))
    victims = steal_victims(v[I_NODE_OWNER], v[I_HANDS], h, p)
    if len(victims) > 1:
        v[I_PHASE] = STEAL
        return _make(v)
    if victims:
        rob(v, p, victims[0], ev)
    else:
        ev.append(Event.make("nothing_to_steal", player=p))
    v[I_PHASE] = MAIN if s.rolled else ROLL
    return _make(v)


def rob(v: list[Any], p: int, victim: int, ev: list[Event]) -> None:
    rng = Rng(v[I_RNG])
    hand = v[I_HANDS][victim]
    k = rng.below(sum(hand))
    r = 0
    while k >= hand[r]:
        k -= hand[r]
        r += 1
    v[I_RNG] = rng.state
    one = _one(r)
    hands = _tset(v[I_HANDS], victim, _sub5(hand, one))
    v[I_HANDS] = _tset(hands, p, _add5(hands[p], one))
    memory.theft(v, p, victim)  # not the card: only the thief and the victim see it
    ev.append(Event.make("steal", player=p, victim_player=victim, resource=RES[r]))


def steal(s: CatanState, a: Action, ev: list[Event]) -> CatanState:
    v: list[Any] = list(s)
    rob(v, a.player, a.args[0], ev)
    v[I_PHASE] = MAIN if s.rolled else ROLL
    return _make(v)
