"""Per-game knowledge for the computer players (optional hooks).

A game that wants computer players better than chance puts a module
``games/<id>/ai.py`` with ``GAME_AI``: an object with the methods of
`GameAI`.  The search player (search.py) and the heuristic player (levels.py)
only ever call these; without the module they fall back to `GenericAI`
(uniform rollouts, public scores as the evaluation).

Every method receives a *determinized* state (engine/rules.py,
`Determinizable`): a sample of the world as the deciding player knows it,
never the real hidden values.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Sequence
from typing import Any, Protocol

from ..engine.rng import Rng
from ..engine.rules import Action, Rules


class GameAI(Protocol):
    def evaluate(self, rules: Rules[Any], state: Any) -> Sequence[float]:
        """How well each seat stands, one number per seat (larger is better).

        Called at the search's depth cut-off and by the greedy levels.  The
        numbers are compared across seats through `values_to_rewards`; one
        victory point should be worth about 1.0.
        """
        ...

    def weights(self, rules: Rules[Any], state: Any, legal: Sequence[Action]) -> list[float]:
        """A cheap, goal-directed preference for each legal action (rollouts, Easy).

        Must be fast (no `apply`): it runs at every rollout step.  Weights are
        non-negative; zero means "only if nothing else".
        """
        ...

    def scripted(
        self, rules: Rules[Any], state: Any, legal: Sequence[Action], level: str, rng: Rng
    ) -> Action | None:
        """A decision taken without search (e.g. Catan trade offers and answers), or None."""
        ...

    def search_actions(
        self, rules: Rules[Any], state: Any, legal: Sequence[Action]
    ) -> list[Action]:
        """The actions the search may consider here (e.g. without starting a trade offer)."""
        ...


class RootFavourite(Protocol):
    """Optional GameAI method: a favourite move at the search's root.

    ``root_favourite(rules, state, legal, seconds) -> Action | None`` is asked
    once per search, on a determinized state, and the search gives that move
    half of the prior (search.FAVOURITE_PRIOR; a game may set its own share as
    the attribute ``favourite_prior``).  For a game with a good but slow
    greedy player, too slow to ask at every rollout step.  `seconds` is the
    level's time budget (search.SearchBudget.level_seconds: also under a node
    budget, so that "medium@190" plays as Medium's clock does; None: a bare
    node budget), so that a short budget can get a quicker favourite.
    """

    def root_favourite(
        self, rules: Rules[Any], state: Any, legal: Sequence[Action], seconds: float | None
    ) -> Action | None: ...


# Optional GameAI attribute: ``search_ai``, another GameAI that the Hard
# level searches with in place of this one (levels.py: "the full
# heuristics"), so that a game can give its strongest level sharper priors,
# rollouts and evaluation while Easy (by these preferences) and Medium (a
# short search over them, or over ``medium_ai``'s) keep this one's.
# `scripted` is always asked of this one.

# Optional GameAI attribute: ``medium_ai``, another GameAI that the Medium
# level searches with in place of this one: for a game whose Easy preferences
# leave a whole kind of move out of a short search (Catan's maritime trades
# weigh 0 there), while the rest of Hard's knowledge stays Hard's.

# Optional GameAI method: ``best_among(rules, state, shown, rng) -> Action | None``,
# the game's best move among `shown`, a part of the legal moves (a lesson's
# highlighted ones, lessons/runner.py), where `scripted` answers only for the
# whole decision (Elfenland's planner weighs a placement against passing);
# None leaves the choice to `scripted` and the weights.

# Optional GameAI attribute: ``clock_iterations`` (dict level -> int), the most
# iterations a level's clock budget searches in this game (levels.py): for a
# game where a level's clock buys as much as the level above needs to be told
# apart from it (Catan's Medium).  Node budgets ("medium@500") are not capped.

# Optional GameAI attribute: ``rollout_scale`` (float, default 1.0), how many
# times the level's rollout steps the game's rollouts play (search._rollout):
# for a game whose turns are made of many small steps.


class GenericAI:
    """What a game without its own ai.py gets: it plays, but knows no goals."""

    def evaluate(self, rules: Rules[Any], state: Any) -> Sequence[float]:
        return [float(s) for s in rules.scores(state)]

    def weights(self, rules: Rules[Any], state: Any, legal: Sequence[Action]) -> list[float]:
        del rules, state
        return [1.0] * len(legal)

    def scripted(
        self, rules: Rules[Any], state: Any, legal: Sequence[Action], level: str, rng: Rng
    ) -> Action | None:
        del rules, state, legal, level, rng
        return None

    def search_actions(
        self, rules: Rules[Any], state: Any, legal: Sequence[Action]
    ) -> list[Action]:
        del rules, state
        return list(legal)


_loaded: dict[str, GameAI] = {}


def game_ai(game_id: str) -> GameAI:
    """The game's GAME_AI from games/<id>/ai.py, or the generic one."""
    found = _loaded.get(game_id)
    if found is None:
        try:
            module = importlib.import_module(f"elasund_desktop.games.{game_id}.ai")
            found = module.GAME_AI
        except ModuleNotFoundError as exc:
            if exc.name != f"elasund_desktop.games.{game_id}.ai":
                raise
            found = GenericAI()
        _loaded[game_id] = found
    return found


def values_to_rewards(values: Sequence[float], scale: float = 1.0) -> list[float]:
    """Evaluation numbers -> rewards in [0, 1] summing to 1 (a softmax).

    Read as "chance to win" estimates: in a multi-player game what counts is
    standing against the others, not the absolute number.
    """
    top = max(values)
    exps = [math.exp((v - top) * scale) for v in values]
    total = sum(exps)
    return [e / total for e in exps]


def weighted_pick(legal: Sequence[Action], weights: Sequence[float], rng: Rng) -> Action:
    """One action with probability proportional to its weight (uniform if all zero)."""
    total = sum(weights)
    if total <= 0:
        return legal[rng.below(len(legal))]
    # integer arithmetic on scaled weights keeps it reproducible everywhere
    scaled = [int(w * 1000 / total * 1000) + (1 if w > 0 else 0) for w in weights]
    x = rng.below(sum(scaled))
    for action, w in zip(legal, scaled, strict=True):
        if x < w:
            return action
        x -= w
    return legal[-1]
