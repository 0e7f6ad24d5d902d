"""What the end-of-game window shows, computed without Qt.

Two optional hooks on a game's rules feed it (looked up with getattr, so a
game without them still gets a ranking with totals):

* ``score_breakdown(state) -> tuple[(source, per-seat points), ...]``: the
  final score split by where the points came from.  `source` is an English
  label of the game's ``SCORE_SOURCES`` text table.  The parts of a seat must
  add up to its score in ``outcome(state).scores``; `final_report` checks it.
* ``hidden_at_the_end(state) -> tuple[(label, per-seat hand), ...]``: what each
  player held hidden until the end, one group per kind of thing (Elfenland's
  travel cards apart from its face-down transport counters, which carry the
  same names).  `label` is an English text of the game's ``HIDDEN_GROUPS``
  table, a hand is ``((term, count), ...)`` with terms of its ``TERMS`` table;
  a hand ``((AMOUNT, n),)`` is a bare number (Carrara's coins).
* ``end_explanation(state) -> tuple[Event, ...]``: in words, how the game
  ended, and how a tie at the top was broken or why it stands: keys of the
  game's ``ENDINGS`` text table with their parameters.  `tie_break_story`
  writes the tie part from the rulebook's tie-break criteria.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .rules import Event

Breakdown = tuple[tuple[str, tuple[int, ...]], ...]
Hand = tuple[tuple[str, int], ...]
HiddenGroup = tuple[str, tuple[Hand, ...]]  # (English label, one hand per seat)

# The term of a hand that is a bare amount, shown as its number alone.
AMOUNT = ""


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
    hidden: tuple[HiddenGroup, ...]
    ending: tuple[Event, ...]  # how the game ended and how a tie was settled
    turns: int
    actions: int
    reason: str


def score_breakdown(rules: Any, state: Any) -> Breakdown:
    """The game's breakdown of the scores by source, () if it has no hook."""
    hook = getattr(rules, "score_breakdown", None)
    return tuple(hook(state)) if callable(hook) else ()


def hidden_at_the_end(rules: Any, state: Any, num_players: int) -> tuple[HiddenGroup, ...]:
    """What the seats held hidden until the end, by kind (() if the game has no hook)."""
    hook = getattr(rules, "hidden_at_the_end", None)
    if not callable(hook):
        return ()
    groups = []
    for label, hands in hook(state):
        hands = tuple(tuple(tuple(item) for item in hand) for hand in hands)
        if len(hands) != num_players:
            raise ValueError(f"{label!r}: {len(hands)} hands for {num_players} seats")
        groups.append((label, hands))
    return tuple(groups)


def end_explanation(rules: Any, state: Any) -> tuple[Event, ...]:
    """The game's words on how it ended and how a tie was settled (() without a hook)."""
    hook = getattr(rules, "end_explanation", None)
    return tuple(hook(state)) if callable(hook) else ()


# A tie-break criterion: (its key in the game's ENDINGS table, the value of
# every seat, True when more is better).
Criterion = tuple[str, Sequence[int], bool]


def tie_break_story(
    scores: Sequence[int], winners: Sequence[int], criteria: Sequence[Criterion]
) -> tuple[Event, ...]:
    """The sentences of a tie at the top score, or () when one seat leads alone.

    ``tied`` names the tied seats and their score (`n`); then, while more than
    one seat is still level, each criterion in the rulebook's order gives the
    standing of those seats (`standing`: (seat, value) pairs); ``tie_won``
    names the single seat it leaves ahead, ``tie_shared`` the seats still level
    when the criteria run out, who share the victory.

    The game's own winners decide; the criteria only tell the story.  Should
    they part the seats otherwise (a game's tie-break changed and its story
    did not), a ValueError says so rather than a wrong sentence reaching the
    window: the game's tests replay every kind of tie through it.
    """
    top = max(scores)
    level = [q for q in range(len(scores)) if scores[q] == top]
    if len(level) < 2:
        return ()
    story = [Event.make("tied", players=tuple(level), n=top)]
    for key, values, more_is_better in criteria:
        if len(level) < 2:
            break
        story.append(Event.make(key, standing=tuple((q, values[q]) for q in level)))
        best = (max if more_is_better else min)(values[q] for q in level)
        level = [q for q in level if values[q] == best]
    if tuple(level) != tuple(sorted(winners)):
        raise ValueError(f"the tie-break story leaves {level} ahead, the game {tuple(winners)}")
    if len(level) == 1:
        story.append(Event.make("tie_won", player=level[0]))
    else:
        story.append(Event.make("tie_shared", players=tuple(level)))
    return tuple(story)


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
        hidden=hidden_at_the_end(rules, state, n),
        ending=end_explanation(rules, state),
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
