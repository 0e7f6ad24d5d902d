"""Catan's `determinize`: a state one player cannot tell from the real one.

Hidden from a player in Catan (see `CatanRules.view`): which resource cards
the other players hold (their counts are public), which development cards
they hold and which are left in the deck (counts public), the cards the
player on turn bought this turn when that is someone else, and the random
position that decides every future roll, draw and steal.

What a player knows and we use: the bank (public), his own hand, the number
of cards of every resource in the game (19), the development cards played
(public) and every public count.  The resource cards the other players hold
together are therefore countable per resource (19 minus the bank minus one's
own hand) and are dealt out again at random in the public hand sizes; the
development cards not seen (the set minus played minus one's own) are dealt
to the other players' public counts and the rest form the deck.

Simplification, written down: the public history (which cards were produced
to whom, traded, stolen) would narrow the deal further; we deal uniformly
from the per-resource pool instead, which never uses anything hidden but
forgets what a careful player could remember.
"""

from __future__ import annotations

from typing import Any

from ...engine.rng import Rng
from . import data as D  # noqa: N812
from .state import ACCEPTED, CatanState

# A deal in which another player would hold enough victory-point cards to have
# won already is redrawn (a real game would have ended); after this many tries
# the last deal is kept, so determinize always finishes.
_VP_REDEALS = 20


def _deal(pool: list[int], sizes: list[int], rng: Rng) -> tuple[list[list[int]], list[int]]:
    """Shuffle the cards of `pool` (counts per kind) and deal `sizes` of them; rest stays."""
    cards = [kind for kind, count in enumerate(pool) for _ in range(count)]
    rng.shuffle(cards)
    hands: list[list[int]] = []
    at = 0
    for size in sizes:
        hand = [0] * len(pool)
        for kind in cards[at : at + size]:
            hand[kind] += 1
        hands.append(hand)
        at += size
    rest = [0] * len(pool)
    for kind in cards[at:]:
        rest[kind] += 1
    return hands, rest


def determinize(state: CatanState, player: int, rng: Rng) -> CatanState:
    n = state.num_players
    others = [q for q in range(n) if q != player]
    own = state.hands[player]
    pool = [D.CARDS_PER_RESOURCE - state.bank[r] - own[r] for r in range(5)]
    # cards an open offer shows: the offerer holds what he gives, and whoever
    # accepted holds what is asked
    shown = {q: [0] * 5 for q in others}
    offer = state.offer
    if offer is not None:
        if state.current in shown:
            shown[state.current] = list(offer.give)
        for q in others:
            if q != state.current and offer.answers[q] == ACCEPTED:
                shown[q] = list(offer.get)
    for q in others:
        pool = [pool[r] - shown[q][r] for r in range(5)]
    sizes = [sum(state.hands[q]) - sum(shown[q]) for q in others]
    dealt, rest = _deal(pool, sizes, rng)
    if any(rest) or min(pool) < 0:  # the counts are public, so this would be a broken state
        raise ValueError("resource counts do not add up")
    hands = list(state.hands)
    for q, hand in zip(others, dealt, strict=True):
        hands[q] = tuple(hand[r] + shown[q][r] for r in range(5))

    own_dev = state.dev_hands[player]
    unseen = [D.DEV_COUNTS[k] - state.played[k] - own_dev[k] for k in range(5)]
    dev_sizes = [sum(state.dev_hands[q]) for q in others]
    for _ in range(_VP_REDEALS):
        dev_dealt, deck = _deal(unseen, dev_sizes, rng)
        if all(
            state.points[q] + hand[D.VICTORY_POINT] < D.POINTS_TO_WIN
            for q, hand in zip(others, dev_dealt, strict=True)
        ):
            break
    if sum(deck) != sum(state.dev_deck):
        raise ValueError("development card counts do not add up")
    dev_hands = list(state.dev_hands)
    for q, hand in zip(others, dev_dealt, strict=True):
        dev_hands[q] = tuple(hand)

    changes: dict[str, Any] = {
        "hands": tuple(hands),
        "dev_hands": tuple(dev_hands),
        "dev_deck": tuple(deck),
        # someone else's purchases of this turn are not told apart from older cards
        "dev_new": state.dev_new if state.current == player else (0, 0, 0, 0, 0),
        "rng": rng.next_u64(),
    }
    if offer is not None:
        # the offerer's hand fixed what others hold; recomputed from the dealt hands
        offerer = hands[state.current]
        changes["offer"] = offer._replace(
            in_others=tuple(D.CARDS_PER_RESOURCE - offerer[r] - state.bank[r] for r in range(5))
        )
    return state._replace(**changes)
