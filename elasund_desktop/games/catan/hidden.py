"""Catan's `determinize`: a state one player cannot tell from the real one.

Hidden from a player in Catan (see `CatanRules.view`): which resource cards
the other players hold (their counts are public), which development cards
they hold and which are left in the deck (counts public), the cards the
player on turn bought this turn when that is someone else, and the random
position that decides every future roll, draw and steal.

What a player knows and we use: the bank (public), his own hand, the number
of cards of every resource in the game (19), the development cards played
(public), every public count, and the public history as a careful player
remembers it (memory.py: per seat the cards he surely holds, and for each
other card the resources it may be).  The resource cards the other players
hold together are countable per resource (19 minus the bank minus one's own
hand); each other player keeps his known cards, and only the rest (the cards
stolen since, and what their victims kept) is dealt at random from what is
left, each card among the resources it may be.  Until somebody steals, every
hand is known and nothing is dealt.  The development cards not seen (the set
minus played minus one's own) are dealt to the other players' public counts
and the rest form the deck.

Left out, written down: what the player knows privately beyond the public
record (a thief knows the card he stole, a victim the card he lost); the
chances of each vague card (the deal is a random one consistent with every
public count, drawn most constrained card first, not the exact posterior);
and nothing at all is remembered of who bought which development card, which
is never public.  A record that the position contradicts (a state made by
hand, whose hands were set without the history) is bent to the public hand
sizes, or, failing that, forgotten: the deal is then uniform from the pool.

Once the game is over every hand is open (the view shows every total, hidden
Victory Point cards included, and the end-of-game sheet every hand): only the
random position is drawn again.  A joiner's window scores the finished game
from this world (net/redact.py).
"""

from __future__ import annotations

from typing import Any

from ...engine.rng import Rng
from . import data as D  # noqa: N812
from .memory import ANY, holds
from .state import ACCEPTED, EMPTY5, NUM_RES, OVER, CatanState

# A deal in which another player would hold enough victory-point cards to have
# won already is redrawn (a real game would have ended); after this many tries
# the last deal is kept, so determinize always finishes.
_VP_REDEALS = 20
# plain draws of the vague cards before a deal guided by Hall's condition
_PLAIN_TRIES = 3


def _record(
    state: CatanState, q: int, shown: tuple[int, ...], size: int
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Seat q's record (known cards, vague cards), bent to his public hand size."""
    known, vague = state.known[q], state.vague[q]
    if any(shown):
        known, vague = holds(known, vague, shown)
    have = sum(known) + len(vague)
    if have < size:  # cards the record never saw: may be anything
        return known, vague + (ANY,) * (size - have)
    if have > size:  # more than he holds: a wrong record (made by hand), only the shown kept
        return shown, (ANY,) * (size - sum(shown))
    return known, vague


def _deal_records(
    records: dict[int, tuple[tuple[int, ...], tuple[int, ...]]], pool: list[int], rng: Rng
) -> dict[int, tuple[int, ...]] | None:
    """Hands for the seats of `records`: the known cards, and the vague ones dealt
    from what the pool has left after them; None when no deal fits."""
    left = list(pool)
    masks: list[int] = []
    owners: list[int] = []
    for q, (known, vague) in records.items():
        for r in range(NUM_RES):
            left[r] -= known[r]
        masks.extend(vague)
        owners.extend([q] * len(vague))
    if min(left) < 0:
        return None
    if not masks:  # every card is known
        return None if any(left) else {q: known for q, (known, _) in records.items()}
    picks = _assign(masks, left, rng)
    if picks is None:
        return None
    hands = {q: list(known) for q, (known, _) in records.items()}
    for q, r in zip(owners, picks, strict=True):
        hands[q][r] += 1
    return {q: tuple(h) for q, h in hands.items()}


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


def _fits(masks: list[int], left: list[int]) -> bool:
    """Can the cards of `masks` (possible resources each) be dealt exactly `left`?

    Hall's condition: for every set S of resources, the cards that can only be
    in S are no more than the cards of S left (the totals are equal).  A set
    that breaks it can be taken to be a union of the cards' masks, and the
    cards have few different masks: only those unions are tried.
    """
    counts: dict[int, int] = {}
    for m in masks:
        counts[m] = counts.get(m, 0) + 1
    unions = {0}
    for m in counts:
        unions |= {u | m for u in unions}
    unions.discard(0)
    for union in unions:
        need = 0
        for m, k in counts.items():
            if not m & ~union:
                need += k
        cap = 0
        for r in range(NUM_RES):
            if union >> r & 1:
                cap += left[r]
        if need > cap:
            return False
    return True


def _draw(options: list[int], left: list[int], rng: Rng) -> int:
    """One of `options` (resources), in proportion to the cards of each left."""
    k = rng.below(sum(left[r] for r in options))
    for r in options:
        if k < left[r]:
            return r
        k -= left[r]
    raise AssertionError("no card left among the options")


def _assign(masks: list[int], left: list[int], rng: Rng) -> list[int] | None:
    """A resource for every card of `masks`, using up `left` exactly; None if impossible
    (then without drawing: the caller's next try starts from the same position)."""
    left = list(left)
    if sum(left) != len(masks):
        return None
    held = 0
    for r in range(NUM_RES):
        if left[r]:
            held |= 1 << r
    if all(m & held == held for m in masks):
        # nothing narrows the deal: the pool shuffled and dealt in order
        cards = [r for r in range(NUM_RES) for _ in range(left[r])]
        rng.shuffle(cards)
        return cards
    if not _fits(masks, left):  # decided before any draw: a refusal uses no randomness
        return None
    # the most constrained cards first; each draws among what it may be, in
    # proportion to the cards left.  A plain draw rarely leaves a later card
    # without a card it may be; a few tries, then a deal guided by Hall's
    # condition, which always finishes (the deal fits).
    order = sorted(range(len(masks)), key=lambda i: (masks[i] & held).bit_count())
    for _ in range(_PLAIN_TRIES):
        out = [0] * len(masks)
        rest = list(left)
        for i in order:
            options = [r for r in range(NUM_RES) if masks[i] >> r & 1 and rest[r]]
            if not options:
                break
            out[i] = r = _draw(options, rest, rng)
            rest[r] -= 1
        else:
            return out
    out = [0] * len(masks)
    pending = sorted(masks)
    for i in order:
        m = masks[i]
        pending.remove(m)
        options = [r for r in range(NUM_RES) if m >> r & 1 and left[r]]
        while True:  # ends: the deal before this card fit, so some option fits
            pick = _draw(options, left, rng)
            left[pick] -= 1
            if _fits(pending, left):
                break
            left[pick] += 1
            options.remove(pick)
        out[i] = pick
    return out


def determinize(state: CatanState, player: int, rng: Rng) -> CatanState:
    if state.phase == OVER:
        # every hand is open (see the module docstring); the deck's counts are
        # what the hands leave
        return state._replace(
            dev_new=state.dev_new if state.current == player else (0, 0, 0, 0, 0),
            rng=rng.next_u64(),
        )
    n = state.num_players
    others = [q for q in range(n) if q != player]
    own = state.hands[player]
    pool = [D.CARDS_PER_RESOURCE - state.bank[r] - own[r] for r in range(NUM_RES)]
    # cards an open offer shows: the offerer holds what he gives, and whoever
    # accepted holds what is asked (the record has them already; a state made
    # by hand may not)
    shown: dict[int, tuple[int, ...]] = {q: EMPTY5 for q in others}
    offer = state.offer
    if offer is not None:
        if state.current in shown:
            shown[state.current] = tuple(offer.give)
        for q in others:
            if q != state.current and offer.answers[q] == ACCEPTED:
                shown[q] = tuple(offer.get)
    sizes = {q: sum(state.hands[q]) for q in others}  # public counts
    records = {q: _record(state, q, shown[q], sizes[q]) for q in others}
    dealt = _deal_records(records, pool, rng)
    if dealt is None:
        # the record contradicts the public counts (a state made by hand): forgotten
        records = {q: (shown[q], (ANY,) * (sizes[q] - sum(shown[q]))) for q in others}
        dealt = _deal_records(records, pool, rng)
        if dealt is None:  # the counts are public, so this would be a broken state
            raise ValueError("resource counts do not add up")
    hands = list(state.hands)
    known = list(state.known)
    vague = list(state.vague)
    for q in others:
        hands[q] = dealt[q]
        # the world carries the record it was dealt from: it fits its hands
        known[q], vague[q] = records[q]

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
        "known": tuple(known),
        "vague": tuple(vague),
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
