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
* ``tie_break_criteria(state) -> tuple[Criterion, ...]``: the rulebook's
  tie-break criteria for the way this game ended (() when its ending leaves
  no tie to break: Catan's and Elasund's end on one player's move).  The
  story of a tie is written from them, and the places below the winners
  follow them too, so that the "Place" row and the tie-break sentence agree
  (three players on 15 towns with 2, 1 and 0 cards are 1st, 2nd and 3rd).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .rules import Event

Breakdown = tuple[tuple[str, tuple[int, ...]], ...]
Hand = tuple[tuple[str, int], ...]
HiddenGroup = tuple[str, tuple[Hand, ...]]  # (English label, one hand per seat)

# A tie-break criterion: (its key in the game's ENDINGS table, the value of
# every seat, True when more is better).
Criterion = tuple[str, Sequence[int], bool]

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
    # Players below the winners on equal points whom the tie-break placed
    # apart, in words (`lower_tie_story`): the ending tells only the top.
    lower_ties: tuple[Event, ...] = ()


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


def tie_break_criteria(rules: Any, state: Any) -> tuple[Criterion, ...]:
    """The game's tie-break criteria for how it ended (() without a hook)."""
    hook = getattr(rules, "tie_break_criteria", None)
    return tuple(hook(state)) if callable(hook) else ()


def end_explanation(rules: Any, state: Any) -> tuple[Event, ...]:
    """The game's words on how it ended and how a tie was settled (() without a hook)."""
    hook = getattr(rules, "end_explanation", None)
    return tuple(hook(state)) if callable(hook) else ()


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


def standing(
    scores: Sequence[int], winners: Sequence[int], criteria: Sequence[Criterion] = ()
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The ranking (seats, best first) and every seat's place (1 for the best).

    The game's winners come first, whatever the criteria say (a game's own
    rule decides who won); then the others by score and, among equal scores,
    by the tie-break criteria in the rulebook's order.  Seats that nothing
    parts share a place, and the next place skips as many ("1, 2, 2, 4").
    """

    def key(seat: int) -> tuple[int, ...]:
        values = (v[seat] if better else -v[seat] for _k, v, better in criteria)
        return (scores[seat], *values)

    ranking = tuple(sorted(range(len(scores)), key=lambda s: (s not in winners, _neg(key(s)), s)))
    places = [0] * len(scores)
    for position, seat in enumerate(ranking):
        previous = ranking[position - 1] if position else None
        same = (
            previous is not None
            and key(previous) == key(seat)
            and (previous in winners) == (seat in winners)
        )
        places[seat] = places[previous] if same and previous is not None else position + 1
    return ranking, tuple(places)


def lower_tie_story(
    scores: Sequence[int], winners: Sequence[int], criteria: Sequence[Criterion]
) -> tuple[Event, ...]:
    """The sentences of the ties below the winners that the criteria part.

    For each score shared by players who did not win, and whom the criteria
    place apart: ``lower_tied`` (the players, their score `n`), then each
    criterion that looked at them with their standing (the game's own
    sentence of that criterion).  Players level on everything share a place,
    which the sheet shows without words.  Players on the top score are left
    out: the tie at the top (`tie_break_story`) already gave their standing.
    """
    story: list[Event] = []
    top = max(scores, default=0)
    others = [q for q in range(len(scores)) if q not in winners and scores[q] < top]
    for score in sorted({scores[q] for q in others}, reverse=True):
        group = [q for q in others if scores[q] == score]
        if len(group) < 2:
            continue
        told: list[Event] = []
        level = [group]  # the sets still level, criterion after criterion
        for key, values, _better in criteria:
            looked = sorted(q for subset in level if len(subset) > 1 for q in subset)
            if not looked:
                break
            told.append(Event.make(key, standing=tuple((q, values[q]) for q in looked)))
            level = [
                [q for q in subset if values[q] == v]
                for subset in level
                for v in sorted({values[q] for q in subset})
            ]
        if len(level) > 1:  # some of them were parted
            story.append(Event.make("lower_tied", players=tuple(group), n=score))
            story.extend(told)
    return tuple(story)


def _neg(values: tuple[int, ...]) -> tuple[int, ...]:
    """A key sorted best first by an ascending sort."""
    return tuple(-v for v in values)


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
    criteria = tie_break_criteria(rules, state)
    ranking, places = standing(scores, winners, criteria)
    return FinalReport(
        winners=winners,
        scores=scores,
        ranking=ranking,
        places=places,
        breakdown=breakdown,
        hidden=hidden_at_the_end(rules, state, n),
        ending=end_explanation(rules, state),
        turns=int(rules.turn_number(state)),
        actions=actions,
        reason=outcome.reason,
        lower_ties=lower_tie_story(scores, winners, criteria),
    )


def rematch_config(config: Any, seed: int) -> Any:
    """The configuration of a rematch: same game, seats and options, a new seed.

    `seed` is the caller's fresh random seed; should it equal the old one it
    is moved by one, so a rematch never deals the same game again.
    """
    from dataclasses import replace

    new_seed = seed if seed != config.seed else seed + 1
    return replace(config, seed=new_seed)
