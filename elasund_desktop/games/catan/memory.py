"""What every player can count from the public history of a Catan game.

Every resource card that changes hands in Catan does so in public (produced,
paid for a build, discarded, traded with the bank or a player, taken by
Monopoly or Year of Plenty), except the card a robber steals: only the thief
and the victim see which one it is.  A careful player remembers all of it.
The state keeps that memory in two fields, the same for every observer:

* `known[q]`: per resource, cards seat q surely holds (a lower bound);
* `vague[q]`: one mask per other card of seat q (bit r set: that card may be
  resource r), sorted; `sum(known[q]) + len(vague[q])` is q's hand size.

Until somebody steals, every hand is known exactly.  A stolen card is vague
for both sides: the thief gains a card that may be any resource the victim
could hold, and the victim loses one card of those.  The victim's side is
recorded as a sound relaxation: of each resource he surely held he surely
keeps one less, and the cards in question (one per such resource and his
vague cards, less the stolen one) become vague cards that may be any of
them.  The same relaxation covers a payment that the known cards do not
cover (the missing cards were among the vague ones that may be that
resource: which of them is not known).  Some public facts narrow the record
again: an offer shows that the offerer holds what he gives, an acceptance
that the partner holds what is asked, a maritime trade announced that the
trader holds the cards, and a Monopoly that nobody else holds any card of
that resource any more (every vague card of theirs loses that resource).

The record is updated by `CatanRules.apply` after every action (`remember`)
from the change of the hands, which is public for every action but a theft;
a theft is recorded from who stole from whom, never from the card.  So the
record is a pure function of the public history, and `hidden.determinize`
reads it instead of the hands.  The fields are derived: the digest leaves
them out (engine/codec.py, DERIVED_FIELDS), so saves made before the record
existed still load.

What the record leaves out: a thief's and a victim's own knowledge of the
stolen card (an observer's private knowledge), the correlations between the
vague cards of a thief and his victim beyond the per-resource totals, and the
chances of each vague card (it only says what it may be).
"""

from __future__ import annotations

from typing import Any

from ...engine.rules import Action
from . import data as D  # noqa: N812 - the data module reads best as D.X
from .state import EMPTY5, I_KNOWN, I_VAGUE, NUM_RES, CatanState, _make

ANY = (1 << NUM_RES) - 1  # a vague card that may be any resource

# action kinds that change hands only by a theft
_THEFT = frozenset(("steal", "move_robber"))
# action kinds that change no hand but show that a seat holds some cards
_SHOWING = frozenset(("offer_send", "offer_send_all", "offer_accept", "bank_trade"))


def fresh(num_players: int) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """The record at set-up: every hand known, and empty."""
    return (EMPTY5,) * num_players, ((),) * num_players


def remember(old: CatanState, new: CatanState, action: Action) -> CatanState:
    """`new` (the state after `action` from `old`) with its record brought up to date."""
    kind = action.kind
    if new.hands is old.hands and kind not in _SHOWING:
        return new  # the common case in a search: nothing changed hands, nothing shown
    known = list(old.known)
    vague = list(old.vague)
    if kind in _THEFT:
        if new.hands is not old.hands:
            seats = range(old.num_players)
            victim = next(q for q in seats if sum(new.hands[q]) < sum(old.hands[q]))
            _theft(known, vague, action.player, victim)
    elif kind == "play_monopoly":
        _monopoly(known, vague, old, new, action.player, D.RESOURCE_INDEX[action.args[0]])
    elif kind in _SHOWING:
        _shown(known, vague, old, action)
    else:
        for q in range(old.num_players):
            before, after = old.hands[q], new.hands[q]
            if before is after:
                continue
            k = known[q]
            moved = (
                k[0] + after[0] - before[0],
                k[1] + after[1] - before[1],
                k[2] + after[2] - before[2],
                k[3] + after[3] - before[3],
                k[4] + after[4] - before[4],
            )
            if min(moved) >= 0:  # paid from known cards (or only gained): exact
                known[q] = moved
                continue
            kn, va = list(k), list(vague[q])
            for r in range(NUM_RES):
                d = after[r] - before[r]
                if d < 0:
                    va = _lose(kn, va, r, -d)
            for r in range(NUM_RES):
                d = after[r] - before[r]
                if d > 0:
                    kn[r] += d
            known[q], vague[q] = _settle(kn, va)
    v: list[Any] = list(new)
    v[I_KNOWN] = tuple(known)
    v[I_VAGUE] = tuple(vague)
    return _make(v)


def _lose(kn: list[int], va: list[int], r: int, k: int) -> list[int]:
    """Seat pays `k` cards of resource `r`: known ones first (exact), then vague ones.

    The vague cards that may be `r` are the candidates; which of them were
    paid is not known, so those that stay may be anything any candidate may.
    A record that cannot cover the payment (a state made by hand) loses what
    it can.  `kn` is changed in place; the new vague list is returned.
    """
    take = min(kn[r], k)
    kn[r] -= take
    k -= take
    if not k:
        return va
    bit = 1 << r
    candidates = [m for m in va if m & bit]
    if not candidates:
        return va
    union = 0
    for m in candidates:
        union |= m
    rest = [m for m in va if not m & bit]
    return rest + [union] * max(0, len(candidates) - k)


def _settle(kn: list[int], va: list[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(known, vague) as stored: a vague card that can be one resource only is known."""
    out: list[int] = []
    for m in va:
        if m and not m & (m - 1):
            kn[m.bit_length() - 1] += 1
        elif m:
            out.append(m)
    out.sort()
    return (kn[0], kn[1], kn[2], kn[3], kn[4]), tuple(out)


def _theft(known: list[Any], vague: list[Any], thief: int, victim: int) -> None:
    kn = list(known[victim])
    candidates = [1 << r for r in range(NUM_RES) if kn[r]] + list(vague[victim])
    may = 0
    for m in candidates:
        may |= m
    tk, tv = list(known[thief]), list(vague[thief])
    if not may:  # a record without the victim's cards (a state made by hand)
        tv.append(ANY)
    elif not may & (may - 1):  # he could hold one resource only: everybody knows the card
        r = may.bit_length() - 1
        kn[r] -= 1
        tk[r] += 1
        known[victim] = tuple(kn)
    else:
        for r in range(NUM_RES):
            if kn[r]:
                kn[r] -= 1
        known[victim], vague[victim] = _settle(kn, [may] * (len(candidates) - 1))
        tv.append(may)
    known[thief], vague[thief] = _settle(tk, tv)


def _monopoly(
    known: list[Any], vague: list[Any], old: CatanState, new: CatanState, p: int, r: int
) -> None:
    bit = 1 << r
    taken = 0
    for q in range(old.num_players):
        if q == p:
            continue
        k = old.hands[q][r] - new.hands[q][r]  # the count the Monopoly showed
        taken += k
        kn = list(known[q])
        va = _lose(kn, list(vague[q]), r, k) if k else list(vague[q])
        kn[r] = 0  # he has none left, known or vague
        known[q], vague[q] = _settle(kn, [m & ~bit for m in va])
    kn = list(known[p])
    kn[r] += taken
    known[p] = tuple(kn)


def _shown(known: list[Any], vague: list[Any], old: CatanState, action: Action) -> None:
    """An action that shows that a seat holds some cards (and changes no hand)."""
    if action.kind == "bank_trade":
        cards = [0] * NUM_RES
        cards[D.RESOURCE_INDEX[action.args[0]]] = action.args[1]
        seat = action.player
    else:
        offer = old.offer
        assert offer is not None
        accepting = action.kind == "offer_accept"
        cards = list(offer.get if accepting else offer.give)
        seat = action.player
    known[seat], vague[seat] = holds(known[seat], vague[seat], cards)


def holds(
    known: tuple[int, ...], vague: tuple[int, ...], cards: tuple[int, ...] | list[int]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The record of a seat that is seen to hold at least `cards` (per resource)."""
    if all(known[r] >= cards[r] for r in range(NUM_RES)):
        return known, vague
    kn, va = list(known), list(vague)
    for r in range(NUM_RES):
        if cards[r] > kn[r]:
            # as if he paid them and took them back: the vague ones become known
            k = cards[r]
            va = _lose(kn, va, r, k)
            kn[r] += k
    return _settle(kn, va)
