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

Every handler of the rules that moves cards updates the record at that spot
(the functions below) with what everybody saw: the cost paid, the cards
produced, discarded, traded or taken, the counts a Monopoly shows; a theft
is recorded from who robbed whom, never from the card.  The hands are never
read for it, so the record is a pure function of the public history, and
`hidden.determinize` reads it instead of the hands.  The fields are derived:
the digest leaves them out (engine/codec.py, DERIVED_FIELDS), so saves made
before the record existed still load.

What the record leaves out: a thief's and a victim's own knowledge of the
stolen card (an observer's private knowledge), the correlations between the
vague cards of a thief and his victim beyond the per-resource totals, and the
chances of each vague card (it only says what it may be).
"""

from __future__ import annotations

from typing import Any

from .state import EMPTY5, I_KNOWN, I_VAGUE, NUM_RES

ANY = (1 << NUM_RES) - 1  # a vague card that may be any resource


def fresh(num_players: int) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """The record at set-up: every hand known, and empty."""
    return (EMPTY5,) * num_players, ((),) * num_players


# --- the updates: each handler calls one where cards change hands, with what
# everybody saw (`v` is the new state being built as a list, by the I_* indices)


def gain(v: list[Any], q: int, cards: tuple[int, ...]) -> None:
    """Seat q received `cards` (per resource) in the open."""
    known = v[I_KNOWN]
    k = known[q]
    v[I_KNOWN] = (
        *known[:q],
        (k[0] + cards[0], k[1] + cards[1], k[2] + cards[2], k[3] + cards[3], k[4] + cards[4]),
        *known[q + 1 :],
    )


def lose(v: list[Any], q: int, cards: tuple[int, ...]) -> None:
    """Seat q paid or gave `cards` (per resource) in the open."""
    known = v[I_KNOWN]
    k = known[q]
    left = (k[0] - cards[0], k[1] - cards[1], k[2] - cards[2], k[3] - cards[3], k[4] - cards[4])
    if min(left) >= 0:  # paid from cards he surely held: exact (the common case)
        v[I_KNOWN] = (*known[:q], left, *known[q + 1 :])
        return
    kn, va = list(k), list(v[I_VAGUE][q])
    for r in range(NUM_RES):
        if cards[r]:
            va = _lose(kn, va, r, cards[r])
    _store(v, q, *_settle(kn, va))


def shown(v: list[Any], q: int, cards: tuple[int, ...]) -> None:
    """Seat q is seen to hold at least `cards` (an offer, an acceptance, a maritime trade)."""
    k = v[I_KNOWN][q]
    if (
        k[0] >= cards[0]
        and k[1] >= cards[1]
        and k[2] >= cards[2]
        and k[3] >= cards[3]
        and k[4] >= cards[4]
    ):
        return  # nothing he was not known to hold (the common case)
    _store(v, q, *holds(k, v[I_VAGUE][q], cards))


def theft(v: list[Any], thief: int, victim: int) -> None:
    """The thief took one card from the victim; which one, the others do not see."""
    known, vague = list(v[I_KNOWN]), list(v[I_VAGUE])
    _theft(known, vague, thief, victim)
    v[I_KNOWN], v[I_VAGUE] = tuple(known), tuple(vague)


def monopoly(v: list[Any], p: int, r: int, taken: list[int]) -> None:
    """Seat p took `taken[q]` cards of resource r from every other seat q (counts shown)."""
    known, vague = list(v[I_KNOWN]), list(v[I_VAGUE])
    _monopoly(known, vague, p, r, taken)
    v[I_KNOWN], v[I_VAGUE] = tuple(known), tuple(vague)


def _store(v: list[Any], q: int, known: tuple[int, ...], vague: tuple[int, ...]) -> None:
    v[I_KNOWN] = (*v[I_KNOWN][:q], known, *v[I_KNOWN][q + 1 :])
    v[I_VAGUE] = (*v[I_VAGUE][:q], vague, *v[I_VAGUE][q + 1 :])


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


def _monopoly(known: list[Any], vague: list[Any], p: int, r: int, taken: list[int]) -> None:
    bit = 1 << r
    for q in range(len(known)):
        if q == p:
            continue
        kn = list(known[q])
        va = _lose(kn, list(vague[q]), r, taken[q]) if taken[q] else list(vague[q])
        kn[r] = 0  # he has none left, known or vague
        known[q], vague[q] = _settle(kn, [m & ~bit for m in va])
    kn = list(known[p])
    kn[r] += sum(taken[q] for q in range(len(known)) if q != p)
    known[p] = tuple(kn)


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
