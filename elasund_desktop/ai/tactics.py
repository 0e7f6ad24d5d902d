"""Wins that need no search: take one now, never hand one over.

A search that averages visits can walk past a move that wins at once (it
looks as good as several merely strong moves after a few hundred iterations)
and can play a move after which an opponent wins at once.  Both are found
here by a small exact search over *certain* lines before the tree search
runs (levels.py):

* `winning_line`: a sequence of the deciding seat's own decisions, with no
  chance and no hidden information revealed on the way, after which the game
  is over with that seat the sole winner.  Every level from Easy up plays its
  first action.
* `hands_over_a_win`: after this action the next decision is an opponent's,
  reached with no chance between, and that opponent has a winning line.
  Medium and Hard do not play such a move when another is safe.

"Certain" means: no action of the line is a barrier (it revealed something or
drew at random: engine/session.py counts a moved random generator as one),
and the line wins in every one of a few determinized worlds, so that it does
not rest on a hidden value the deciding seat merely sampled.  Everything here
runs on determinized worlds (engine/rules.py, `Determinizable`), never on the
real state: the fairness tests hold these functions to that too.

The search is iterative deepening (the shortest line first) with a node
budget, so that a wide position costs a bounded number of `apply` calls; a
win too deep for the budget is left to the tree search.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.rng import Rng
from ..engine.rules import Action, Rules

Determinize = Callable[[Any, int, Rng], Any]


@dataclass(frozen=True, slots=True)
class TacticsBudget:
    """How much exact search a level spends before its own decision."""

    nodes: int  # `apply` calls for one winning-line search
    depth: int  # own decisions in a row (a building in Elasund takes several steps)
    worlds: int  # determinized worlds a found line must win in
    guard: bool  # check that the chosen move hands no opponent a win (Medium up)
    alternatives: int = 8  # moves tried, best first, when the chosen one is unsafe


def certain(before: Any, transition: Any) -> bool:
    """No chance and nothing revealed: the same in every world the seat thinks possible."""
    if transition.barrier:
        return False
    old = getattr(before, "rng", None)
    return old is None or old == getattr(transition.state, "rng", None)


def sole_winner(rules: Rules[Any], state: Any) -> int | None:
    """The one winner of a finished game, or None (not over, or shared)."""
    outcome = rules.outcome(state)
    if outcome is None or len(outcome.winners) != 1:
        return None
    return int(outcome.winners[0])


def _won(rules: Rules[Any], state: Any, seat: int) -> bool:
    return sole_winner(rules, state) == seat


class _Counter:
    def __init__(self, nodes: int) -> None:
        self.left = nodes

    def spend(self) -> bool:
        self.left -= 1
        return self.left >= 0


def _line_from(
    rules: Rules[Any], state: Any, seat: int, depth: int, counter: _Counter
) -> list[Action] | None:
    """A certain line of `seat`'s own decisions of at most `depth` steps that wins."""
    if depth <= 0 or rules.to_move(state) != seat:
        return None
    follow: list[tuple[Action, Any]] = []
    for action in rules.legal_actions(state):
        if not counter.spend():
            return None
        transition = rules.apply(state, action)
        if not certain(state, transition):
            continue
        after = transition.state
        if rules.to_move(after) is None:
            if _won(rules, after, seat):
                return [action]
            continue
        if rules.to_move(after) == seat:
            follow.append((action, after))
    # Deeper only after every line of this length has been tried: the shortest win first.
    for action, after in follow:
        rest = _line_from(rules, after, seat, depth - 1, counter)
        if rest is not None:
            return [action, *rest]
        if counter.left <= 0:
            return None
    return None


def _deepening(
    rules: Rules[Any], world: Any, seat: int, budget: TacticsBudget
) -> list[Action] | None:
    counter = _Counter(budget.nodes)
    for depth in range(1, budget.depth + 1):
        line = _line_from(rules, world, seat, depth, counter)
        if line is not None or counter.left <= 0:
            return line
    return None


def _wins_in(rules: Rules[Any], world: Any, seat: int, line: Sequence[Action]) -> bool:
    """Does `line` stay legal, certain and winning in this world?"""
    state = world
    for action in line:
        if rules.to_move(state) != seat or action not in rules.legal_actions(state):
            return False
        transition = rules.apply(state, action)
        if not certain(state, transition):
            return False
        state = transition.state
    return _won(rules, state, seat)


def winning_line(
    rules: Rules[Any],
    worlds: Sequence[Any],
    seat: int,
    budget: TacticsBudget,
) -> list[Action] | None:
    """A line that wins at once for `seat` in every one of `worlds` (determinized), or None."""
    if not worlds:
        return None
    line = _deepening(rules, worlds[0], seat, budget)
    if line is None:
        return None
    if all(_wins_in(rules, world, seat, line) for world in worlds[1:]):
        return line
    return None


def hands_over_a_win(
    rules: Rules[Any],
    worlds: Sequence[Any],
    seat: int,
    action: Action,
    budget: TacticsBudget,
) -> bool:
    """After `action` an opponent decides next, with no chance between, and wins
    at once in the first world (checked in the others too, as `winning_line` does)."""
    after_worlds = []
    for world in worlds:
        if action not in rules.legal_actions(world):
            return False
        transition = rules.apply(world, action)
        if not certain(world, transition):
            return False  # what follows rests on chance: not "at once"
        after_worlds.append(transition.state)
    mover = rules.to_move(after_worlds[0])
    if mover is None or mover == seat:
        return False  # the game is over, or the seat itself decides next
    if any(rules.to_move(w) != mover for w in after_worlds[1:]):
        return False
    return winning_line(rules, after_worlds, mover, budget) is not None


def safe_choice(
    rules: Rules[Any],
    worlds: Sequence[Any],
    seat: int,
    ranked: Sequence[Action],
    budget: TacticsBudget,
) -> Action:
    """The first of `ranked` (the level's choice first) that hands no opponent a
    win; the first of all when every one tried does (nothing then prevents it)."""
    for action in ranked[: budget.alternatives]:
        if not hands_over_a_win(rules, worlds, seat, action, budget):
            return action
    return ranked[0]


def world_sample(
    determinize: Determinize, state: Any, seat: int, rng: Rng, first: Any, count: int
) -> list[Any]:
    """`first` (a determinized world already drawn) and `count - 1` more."""
    return [first, *(determinize(state, seat, rng) for _ in range(max(0, count - 1)))]
