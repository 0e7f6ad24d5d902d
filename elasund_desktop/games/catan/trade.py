"""Trade: maritime trade with the bank at the harbour rates, and domestic offers.

A domestic offer is composed card by card (OFFER), sent to one or every other
player, answered in seat order (ANSWER) and confirmed with one partner or
cancelled (CONFIRM); the rulings on what may be asked are in `rules`.
"""

from __future__ import annotations

from typing import Any

from ...engine.rules import Action, Event
from . import data as D  # noqa: N812 - the data module reads best as D.X
from . import memory
from .actions import _SEATS, A_GET, A_GIVE, A_SEND, A_SEND_ALL
from .geometry import GENERIC_BIT
from .state import (
    ACCEPTED,
    ANSWER,
    BANK_TRADE,
    CONFIRM,
    DECLINED,
    EMPTY5,
    I_BANK,
    I_BANK_GIVE,
    I_HANDS,
    I_OFFER,
    I_OFFERS_MADE,
    I_PHASE,
    MAIN,
    NOT_ASKED,
    NUM_RES,
    OFFER,
    RES,
    WAITING,
    CatanState,
    Offer,
    _add5,
    _make,
    _one,
    _sub5,
    _tset,
)

# --- maritime trade -------------------------------------------------------------


def _rates_for_mask(mask: int) -> tuple[tuple[int, int], ...]:
    """The trades of a harbour mask (see `CatanState.ports`), per resource best rate last."""
    out: list[tuple[int, int]] = []
    for r in range(NUM_RES):
        out.append((r, D.BANK_RATE))
        if mask & GENERIC_BIT:
            out.append((r, D.GENERIC_RATE))
        if mask & (1 << r):
            out.append((r, D.SPECIFIC_RATE))
    return tuple(out)


_RATES = tuple(_rates_for_mask(mask) for mask in range(64))


def rates_of(state: CatanState, player: int) -> tuple[tuple[int, int], ...]:
    """Every (resource, rate) maritime trade `player` qualifies for, best rate last."""
    return _RATES[state.ports[player]]


def bank_trade(s: CatanState, a: Action, ev: list[Event]) -> CatanState:
    del ev  # same signature as every handler
    v: list[Any] = list(s)
    give = D.RESOURCE_INDEX[a.args[0]]
    v[I_BANK_GIVE] = (give, a.args[1])
    v[I_PHASE] = BANK_TRADE
    memory.shown(v, a.player, _one(give, a.args[1]))  # the cards he trades are shown
    return _make(v)


def bank_take(s: CatanState, a: Action, ev: list[Event]) -> CatanState:
    p = a.player
    give, rate = s.bank_give
    take = D.RESOURCE_INDEX[a.args[0]]
    delta = _sub5(_one(take), _one(give, rate))
    v: list[Any] = list(s)
    v[I_HANDS] = _tset(s.hands, p, _add5(s.hands[p], delta))
    v[I_BANK] = _sub5(s.bank, delta)
    memory.lose(v, p, _one(give, rate))
    memory.gain(v, p, _one(take))
    v[I_BANK_GIVE] = ()
    v[I_PHASE] = MAIN
    ev.append(Event.make("bank_trade", player=p, give=RES[give], count=rate, resource=RES[take]))
    return _make(v)


# --- domestic trade -------------------------------------------------------------


_ANSWER_EVENTS = (
    tuple(Event("offer_declined", (("player", p),)) for p in _SEATS),
    tuple(Event("offer_accepted", (("player", p),)) for p in _SEATS),
)


def _can_offer(hand: tuple[int, ...], bank: tuple[int, ...]) -> bool:
    """Some trade is possible: a held resource for another one the others hold."""
    held = wanted = 0
    held_r = wanted_r = -1
    for r in range(NUM_RES):
        if hand[r]:
            held += 1
            held_r = r
        if hand[r] + bank[r] < D.CARDS_PER_RESOURCE:
            wanted += 1
            wanted_r = r
    if not held or not wanted:
        return False
    return held > 1 or wanted > 1 or held_r != wanted_r


def offer_actions(state: CatanState, p: int) -> list[Action]:
    offer = state.offer
    assert offer is not None
    hand = state.hands[p]
    give, get = offer.give, offer.get
    # cards of each resource in the other players' hands (public: 19 minus the
    # bank minus one's own hand); nobody can be asked for more than that
    others = offer.in_others
    sizes = offer.hand_sizes
    n = state.num_players
    give_total = sum(give)
    get_total = sum(get)
    acts: list[Action] = []
    table = A_GIVE[p]
    # give: cards held, never a resource asked for; while nothing is asked
    # for yet, something must stay askable
    if get_total:
        for r in range(NUM_RES):
            if hand[r] > give[r] and not get[r]:
                acts.append(table[r])
    else:
        askable = [x for x in range(NUM_RES) if not give[x] and others[x]]
        for r in range(NUM_RES):
            if hand[r] > give[r] and (give[r] or len(askable) > (r in askable)):
                acts.append(table[r])
    # get: never a resource given; in all at most what one other player holds
    # (hand sizes are public); while nothing is given yet, something held
    # must stay givable
    if get_total < max(sizes[q] for q in range(n) if q != p):
        table = A_GET[p]
        if give_total:
            for r in range(NUM_RES):
                if not give[r] and get[r] < others[r]:
                    acts.append(table[r])
        else:
            held = [x for x in range(NUM_RES) if hand[x] and not get[x]]
            for r in range(NUM_RES):
                if get[r] < others[r] and len(held) > (r in held):
                    acts.append(table[r])
    if give_total and get_total:
        table = A_SEND[p]
        for i in range(1, n):
            q = (p + i) % n
            if sizes[q] >= get_total:
                acts.append(table[q])
        if n > 2:
            acts.append(A_SEND_ALL[p])
    return acts


def offer_start(s: CatanState, a: Action, ev: list[Event]) -> CatanState:
    del ev  # same signature as every handler
    v: list[Any] = list(s)
    hand = s.hands[a.player]
    in_others = tuple(D.CARDS_PER_RESOURCE - hand[r] - s.bank[r] for r in range(NUM_RES))
    sizes = tuple(sum(h) for h in s.hands)
    v[I_OFFER] = Offer(EMPTY5, EMPTY5, -1, (NOT_ASKED,) * s.num_players, in_others, sizes)
    v[I_PHASE] = OFFER
    return _make(v)


def offer_give(s: CatanState, a: Action, ev: list[Event]) -> CatanState:
    del ev  # same signature as every handler
    assert s.offer is not None
    r = D.RESOURCE_INDEX[a.args[0]]
    v: list[Any] = list(s)
    v[I_OFFER] = s.offer._replace(give=_add5(s.offer.give, _one(r)))
    return _make(v)


def offer_get(s: CatanState, a: Action, ev: list[Event]) -> CatanState:
    del ev  # same signature as every handler
    assert s.offer is not None
    r = D.RESOURCE_INDEX[a.args[0]]
    v: list[Any] = list(s)
    v[I_OFFER] = s.offer._replace(get=_add5(s.offer.get, _one(r)))
    return _make(v)


def send(s: CatanState, p: int, target: int, ev: list[Event]) -> CatanState:
    assert s.offer is not None
    answers = tuple(
        NOT_ASKED if q == p or (target >= 0 and q != target) else WAITING
        for q in range(s.num_players)
    )
    v: list[Any] = list(s)
    v[I_OFFER] = s.offer._replace(target=target, answers=answers)
    v[I_PHASE] = ANSWER
    v[I_OFFERS_MADE] = s.offers_made + 1
    memory.shown(v, p, s.offer.give)  # he offers cards he holds
    # (events built directly: parameters already in sorted order, as Event.make would)
    if target >= 0:
        ev.append(Event("offer_sent", (("player", p), ("target_player", target))))
    else:
        ev.append(Event("offer_sent_all", (("player", p),)))
    for key, counts in (("offer_gives", s.offer.give), ("offer_asks", s.offer.get)):
        for r in range(NUM_RES):
            if counts[r]:
                ev.append(Event(key, (("count", counts[r]), ("player", p), ("resource", RES[r]))))
    return _make(v)


def offer_send(s: CatanState, a: Action, ev: list[Event]) -> CatanState:
    return send(s, a.player, a.args[0], ev)


def offer_send_all(s: CatanState, a: Action, ev: list[Event]) -> CatanState:
    return send(s, a.player, -1, ev)


def offer_answer(s: CatanState, a: Action, ev: list[Event]) -> CatanState:
    offer = s.offer
    assert offer is not None
    accept = a.kind == "offer_accept"
    answers = _tset(offer.answers, a.player, ACCEPTED if accept else DECLINED)
    v: list[Any] = list(s)
    v[I_OFFER] = offer._replace(answers=answers)
    if accept:  # he can only accept with the cards asked for
        memory.shown(v, a.player, offer.get)
    ev.append(_ANSWER_EVENTS[accept][a.player])
    if WAITING in answers:
        return _make(v)
    if ACCEPTED in answers:
        v[I_PHASE] = CONFIRM
    else:
        v[I_OFFER] = None
        v[I_PHASE] = MAIN
        ev.append(Event("offer_rejected", (("player", s.current),)))
    return _make(v)


def offer_confirm(s: CatanState, a: Action, ev: list[Event]) -> CatanState:
    offer = s.offer
    assert offer is not None
    p, q = a.player, a.args[0]
    delta = _sub5(offer.get, offer.give)  # what p gains
    hands = _tset(s.hands, p, _add5(s.hands[p], delta))
    hands = _tset(hands, q, _sub5(hands[q], delta))
    v: list[Any] = list(s)
    v[I_HANDS] = hands
    memory.lose(v, p, offer.give)
    memory.gain(v, p, offer.get)
    memory.lose(v, q, offer.get)
    memory.gain(v, q, offer.give)
    v[I_OFFER] = None
    v[I_PHASE] = MAIN
    ev.append(Event.make("trade", player=p, partner_player=q))
    for r in range(NUM_RES):
        if offer.give[r]:
            ev.append(
                Event.make(
                    "trade_cards",
                    player=p,
                    other_player=q,
                    resource=RES[r],
                    count=offer.give[r],
                )
            )
    for r in range(NUM_RES):
        if offer.get[r]:
            ev.append(
                Event.make(
                    "trade_cards", player=q, other_player=p, resource=RES[r], count=offer.get[r]
                )
            )
    return _make(v)


def offer_cancel(s: CatanState, a: Action, ev: list[Event]) -> CatanState:
    v: list[Any] = list(s)
    v[I_OFFER] = None
    v[I_PHASE] = MAIN
    ev.append(Event.make("offer_cancelled", player=a.player))
    return _make(v)
