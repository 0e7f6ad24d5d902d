"""What the end-of-game window shows, computed without Qt.

Two optional hooks on a game's rules feed it (looked up with getattr, so a
game without them still gets a ranking with totals):

* ``score_breakdown(state) -> tuple[(source, per-seat points), ...]``: the
  final score split by where the points came from.  `source` is an English
  label of the game's ``SCORE_SOURCES`` text table.  The parts of a seat must
  add up to its score in ``outcome(state).scores``; `final_report` checks it.
* ``revealed_hands(state) -> per seat tuple[(term, count), ...]``: what each
  player held hidden at the end (cards, counters, marble behind the screen),
  as terms of the game's ``TERMS`` table.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

Breakdown = tuple[tuple[str, tuple[int, ...]], ...]
Hand = tuple[tuple[str, int], ...]


class BreakdownMismatch(ValueError):
    """A game's breakdown does not add up to the outcome's scores (a bug in the hook)."""


@dataclass(frozen=True, slots=True)
class FinalReport:
    """The ranking and everything around it, for the end-of-game window."""

    winners: tuple[int, ...]
    scores: tuple[int, ...]
    ranking: tuple[int, ...]  # seats, best first (winners first, then by score)
    places: tuple[int, ...]  # per seat: 1 for the best; equal scores share a place
    breakdown: Breakdown
    revealed: tuple[Hand, ...]
    turns: int
    actions: int
    reason: str


def score_breakdown(rules: Any, state: Any) -> Breakdown:
    """The game's breakdown of the scores by source, () if it has no hook."""
    hook = getattr(rules, "score_breakdown", None)
    return tuple(hook(state)) if callable(hook) else ()


def revealed_hands(rules: Any, state: Any, num_players: int) -> tuple[Hand, ...]:
    """What each seat held hidden at the end (empty hands if the game has no hook)."""
    hook = getattr(rules, "revealed_hands", None)
    if not callable(hook):
        return tuple(() for _ in range(num_players))
    return tuple(tuple(hand) for hand in hook(state))


def final_report(rules: Any, states: Sequence[Any], actions: int) -> FinalReport:
    """The report of a finished game whose states (first to last) are `states`."""
    state = states[-1]
    outcome = rules.outcome(state)
    if outcome is None:
        raise ValueError("the game is not over")
    scores = tuple(outcome.scores)
    n = len(scores)
    breakdown = score_breakdown(rules, state)
    for seat in range(n):
        parts = sum(points[seat] for _source, points in breakdown)
        if breakdown and parts != scores[seat]:
            raise BreakdownMismatch(f"seat {seat}: parts {parts} != score {scores[seat]}")
    winners = tuple(outcome.winners)
    # Winners first (a tie-break may separate equal scores), then by score.
    ranking = tuple(sorted(range(n), key=lambda s: (s not in winners, -scores[s], s)))
    places = [0] * n
    for position, seat in enumerate(ranking):
        previous = ranking[position - 1] if position else None
        same = (
            previous is not None
            and scores[previous] == scores[seat]
            and (previous in winners) == (seat in winners)
        )
        places[seat] = places[previous] if same and previous is not None else position + 1
    return FinalReport(
        winners=winners,
        scores=scores,
        ranking=ranking,
        places=tuple(places),
        breakdown=breakdown,
        revealed=revealed_hands(rules, state, n),
        turns=int(rules.turn_number(state)),
        actions=actions,
        reason=outcome.reason,
    )


def rematch_config(config: Any, seed: int) -> Any:
    """The configuration of a rematch: same game, seats and options, a new seed.

    `seed` is the caller's fresh random seed; should it equal the old one it
    is moved by one, so a rematch never deals the same game again.
    """
    from dataclasses import replace

    new_seed = seed if seed != config.seed else seed + 1
    return replace(config, seed=new_seed)
