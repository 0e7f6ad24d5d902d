"""The computer players' levels: Easy, Medium and Hard.

* Easy: the game's goal-directed preferences (hooks.GameAI.weights) over
  the legal actions, mostly the preferred one, sometimes a weighted draw.
  No look-ahead; it answers within a few milliseconds.
* Medium: the search player (search.py) with a small budget.
* Hard: the search player with more time, more iterations and deeper
  rollouts.

Every level first draws a determinization of the state (the world as its
seat knows it) and works on that only: the real hidden values are never read.
The default budgets below are what the New Game dialog's levels use; the
decision-time figures in the notes were measured with them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.rng import Rng
from ..engine.rules import Action, Rules, determinizer
from .hooks import game_ai, weighted_pick
from .search import SearchBudget, ismcts

EASY, MEDIUM, HARD = "easy", "medium", "hard"
LEVELS = (EASY, MEDIUM, HARD)

# How often Easy draws among its preferences instead of taking the top one.
EASY_RANDOMNESS = 0.3


@dataclass(frozen=True, slots=True)
class LevelBudget:
    seconds: float | None
    iterations: int
    rollout_depth: int


DEFAULT_BUDGETS: dict[str, LevelBudget] = {
    MEDIUM: LevelBudget(seconds=0.2, iterations=400, rollout_depth=6),
    HARD: LevelBudget(seconds=0.8, iterations=5000, rollout_depth=10),
}


class LevelBot:
    """A computer player of one level.  `decide` sees the state only through determinize."""

    def __init__(self, level: str, budget: LevelBudget | None = None) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        self.level = level
        self.bot_id = level
        self.budget = budget if budget is not None else DEFAULT_BUDGETS.get(level)
        self.last_iterations = 0

    def choose(self, view: dict[str, Any], legal: Sequence[Action], rng: Rng) -> Action:
        del view, legal, rng  # a level player needs the rules to determinize a state
        raise TypeError(f"the {self.level} player decides with decide(rules, state, ...)")

    def decide(
        self,
        rules: Rules[Any],
        state: Any,
        seat: int,
        rng: Rng,
        cancel: Callable[[], bool] | None = None,
    ) -> Action:
        legal = rules.legal_actions(state)  # the player's own choices: public to him
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        hook = determinizer(rules)
        if hook is None:  # a game without the hook yet: play like Easy on the view
            return legal[rng.below(len(legal))]
        ai = game_ai(rules.game_id)
        world = hook(state, seat, rng)
        scripted = ai.scripted(rules, world, legal, self.level, rng)
        if scripted is not None:
            return scripted
        if self.level == EASY or self.budget is None:
            choices = ai.search_actions(rules, world, legal)
            weights = ai.weights(rules, world, choices)
            if rng.below(1000) < EASY_RANDOMNESS * 1000:
                return weighted_pick(choices, weights, rng)
            return choices[max(range(len(choices)), key=lambda i: weights[i])]
        b = self.budget
        result = ismcts(
            rules,
            state,
            seat,
            ai,
            SearchBudget(b.seconds, b.iterations, b.rollout_depth),
            rng,
            cancel,
        )
        self.last_iterations = result.iterations
        return result.action
