"""Elasund's `determinize`: a state one player cannot tell from the real one.

Hidden from a player in Elasund (see `ElasundRules.view`): the colours of the
other players' influence cards (their counts are public), the colours left
in the draw deck (its size is public; the discard pile and the pirate pool
lie open), the order of the church tile stack (its size is public; the tiles
already laid are on the board), the two church tiles a first church builder
drew while he chooses, the tile he put at the bottom (known to him only),
and the random position that decides every future roll and draw.

The influence cards not seen by the player (13 of each colour minus the open
discard pile, the pirate pool and his own hand) are dealt at random to the
other players' public counts and the rest forms the deck; the church tiles not
on the board (and not known to him) are shuffled into the stack, with the
bottom tile he knows kept at the bottom.

Once the game is over the influence cards of every hand are open (the
end-of-game sheet shows them; the deck's colours are what they leave): only
the church stack's order and the random position are drawn again.  A joiner's
window reads the finished game from this world (net/redact.py).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...engine.rng import Rng
from . import data as D  # noqa: N812
from .phases import CHURCH_KEEP, OVER
from .state import ElasundState


def determinize(state: ElasundState, player: int, rng: Rng) -> ElasundState:
    n = state.num_players
    # at the end every hand is open: only the deck would be left to deal
    over = state.phase == OVER
    others = [] if over else [q for q in range(n) if q != player]
    held = [q for q in range(n) if q not in others]
    unseen = [
        D.INFLUENCE_PER_COLOUR
        - state.discard[c]
        - state.pool[c + 1]
        - sum(state.influence[q][c] for q in held)
        for c in range(3)
    ]
    cards = [c for c in range(3) for _ in range(unseen[c])]
    rng.shuffle(cards)
    influence = list(state.influence)
    at = 0
    for q in others:
        size = sum(state.influence[q])
        hand = [0, 0, 0]
        for c in cards[at : at + size]:
            hand[c] += 1
        influence[q] = (hand[0], hand[1], hand[2])
        at += size
    deck = [0, 0, 0]
    for c in cards[at:]:
        deck[c] += 1
    if sum(deck) != sum(state.deck):  # the counts are public: a broken state
        raise ValueError("influence card counts do not add up")

    changes: dict[str, Any] = {
        "influence": tuple(influence),
        "deck": (deck[0], deck[1], deck[2]),
        "rng": rng.next_u64(),
    }

    # church tiles: what the player has seen is fixed, the rest is shuffled
    laid = {piece for piece, _owner in state.church}
    drawing = state.phase == CHURCH_KEEP
    knows_drawn = drawing and state.actor == player
    known_bottom = state.church_known[1] if state.church_known[0] == player else -1
    seen = set(laid)
    if knows_drawn:
        seen.update(state.pending)
    if known_bottom >= 0:
        seen.add(known_bottom)
    loose = [p for p in range(D.CHURCH_TILES) if p not in seen]
    rng.shuffle(loose)
    pending = state.pending
    if drawing and not knows_drawn:
        pending = (loose[0], loose[1])
        loose = loose[2:]
    stack = loose + ([known_bottom] if known_bottom >= 0 else [])
    if len(stack) != len(state.church_stack):
        raise ValueError("church tile counts do not add up")
    changes["church_stack"] = tuple(stack)
    changes["pending"] = pending
    if state.church_known[0] >= 0 and known_bottom < 0:
        # someone else knows the bottom tile: in this sample it is the sampled bottom
        changes["church_known"] = (state.church_known[0], stack[-1])
    return replace(state, **changes)
