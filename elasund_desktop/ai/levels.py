"""The computer players' levels: Easy, Medium and Hard.

* Easy: the game's goal-directed preferences (hooks.GameAI.weights) over
  the legal actions, mostly the preferred one, sometimes a weighted draw.
  No look-ahead; it answers within a few milliseconds.
* Medium: the search player (search.py) with a small budget and the
  game's base knowledge (the GameAI's own priors, rollouts and evaluation,
  or its `medium_ai` where it has one, hooks.py); a game may cap the
  iterations its clock buys (`clock_iterations`: Catan's Medium 200).
* Hard: the search player with more time, more iterations and deeper
  rollouts, and the full heuristics: a game's sharper `search_ai` where it
  has one (hooks.py).

Every level first draws a determinization of the state (the world as its
seat knows it) and works on that only: the real hidden values are never read.
Before its own decision every level plays a move that wins the game at once
(tactics.py); from Medium up no level plays a move after which an opponent
wins at once while another move prevents it.
The default budgets below are what the New Game dialog's levels use; the
decision-time figures in the notes were measured with them.

Root-parallel search: a LevelBot given `others` (searchers of the same
decision in other processes, worker.SearchPool) runs the checks above once,
starts the others on their own rng streams (search.share_rng), searches
itself with the decision's rng as a lone searcher would, and merges the
roots (search.merge_results) before the guard.  A node budget is each
searcher's, as the clock budget is: "hard@650" with N searchers is what Hard
plays with the window's 0.9 s on a machine with cores for N of them.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from ..engine.rng import Rng
from ..engine.rules import Action, Rules, determinizer
from .hooks import GameAI, game_ai, weighted_pick
from .search import SearchBudget, SearchResult, ismcts, merge_results, share_rng
from .tactics import TacticsBudget, safe_choice, winning_line, world_sample

EASY, MEDIUM, HARD = "easy", "medium", "hard"
LEVELS = (EASY, MEDIUM, HARD)

# How often Easy draws among its preferences instead of taking the top one.
EASY_RANDOMNESS = 0.3


@dataclass(frozen=True, slots=True)
class LevelBudget:
    seconds: float | None
    iterations: int
    rollout_depth: int
    # The level's time budget as its knowledge sees it (a root favourite
    # sizes its work by it, search.SearchBudget.level_seconds), also when
    # a node budget replaces the clock: None means `seconds`.
    level_seconds: float | None = None
    # iterations the clock cannot cut (search.SearchBudget.floor)
    floor: int = 0


# Time budgets: a move may take its budget + 10 % at most, and the targets are
# Medium p95 <= 0.3 s and Hard p95 <= 1.0 s, so 0.25 s and 0.9 s leave room.
# The search counts the time from the start of the decision (determinizing
# included).  On an idle machine of the notes' class (2 cores) Hard's 0.9 s is
# about 650 iterations in Elasund and 750 in Catan, Medium's 0.25 s about 180
# and 290: the node budgets ("hard@650") that reproduce them without a clock.
# The floors: on a busy 2-core machine Hard's 0.9 s bought 64-169 iterations
# (issue 24) and it played far below itself; with a floor a decision there
# takes longer (some seconds) instead.  The floors lie below what the clocks
# buy on an idle machine of the notes' class (bench/results/search_nodes_idle.txt:
# Medium 350-500, Hard 680-1900 iterations, by game), so the clock ends the
# search past the floor there and nothing changes.  A game's `clock_iterations`
# caps a level's clock below these (hooks.py): Catan's Medium stops at 200.
DEFAULT_BUDGETS: dict[str, LevelBudget] = {
    MEDIUM: LevelBudget(seconds=0.25, iterations=500, rollout_depth=6, floor=110),
    HARD: LevelBudget(seconds=0.9, iterations=5000, rollout_depth=10, floor=400),
}


# The exact search before each decision (tactics.py).  Easy's is small: it
# answers within 20 ms of CPU; a win needing more steps than the node budget
# reaches is left to the tree search (or missed by Easy).
TACTICS: dict[str, TacticsBudget] = {
    EASY: TacticsBudget(nodes=120, depth=3, worlds=2, guard=False),
    MEDIUM: TacticsBudget(nodes=300, depth=4, worlds=3, guard=True, guard_nodes=1500),
    HARD: TacticsBudget(nodes=600, depth=5, worlds=3, guard=True, guard_nodes=3000),
}


def node_budget(level: str, iterations: int) -> LevelBudget:
    """`level`'s budget with a node budget instead of the clock (reproducible)."""
    base = DEFAULT_BUDGETS[level]
    # Only the clock goes: what the level's time budget decides beside the
    # search (Elfenland's Medium sees a quick favourite) stays, so that a
    # node-budget table measures the level the window plays.
    return LevelBudget(
        seconds=None,
        iterations=iterations,
        rollout_depth=base.rollout_depth,
        level_seconds=base.seconds,
    )


def easy_pick(legal: Sequence[Action], weights: Sequence[float], rng: Rng) -> Action:
    """Easy's choice: mostly the best by `weights`, sometimes (EASY_RANDOMNESS) a
    weighted draw, so that it still plays the game's goals but can be surprised."""
    if rng.below(1000) < EASY_RANDOMNESS * 1000:
        return weighted_pick(legal, weights, rng)
    return legal[max(range(len(legal)), key=lambda i: weights[i])]


class OtherSearchers(Protocol):
    """Searches of the same decision elsewhere (worker.SearchPool.for_decision).

    `start` sends them off, one per rng, each to draw its own worlds; `results`
    waits for their answers (raising Cancelled, once all have answered, when
    `cancel` said so); `stop` tells them to stop and waits for them to answer,
    after the caller's own search was cancelled.
    """

    @property
    def count(self) -> int: ...

    def start(
        self, rngs: Sequence[Rng], elapsed: float, cancel: Callable[[], bool] | None
    ) -> None: ...

    def results(self) -> list[SearchResult]: ...

    def stop(self) -> None: ...


class LevelBot:
    """A computer player of one level.  `decide` sees the state only through determinize."""

    def __init__(
        self,
        level: str,
        budget: LevelBudget | None = None,
        clock: Callable[[], float] = time.perf_counter,
        ai: GameAI | None = None,
    ) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        self.level = level
        self.bot_id = level
        self.budget = budget if budget is not None else DEFAULT_BUDGETS.get(level)
        # the time source of the clock budget: a test gives a fake one, so that
        # it checks that the budget is kept without depending on the machine's speed
        self.clock = clock
        # the game's knowledge to play with; None: the game's own (hooks.game_ai).
        # A self-play tuning run (bench/tune_selfplay.py) gives one built with
        # other numbers, so that two players of one game can differ by them
        # without anything global being patched.
        self.ai = ai
        self.last_iterations = 0
        # the last decision's (merged) tree search, None when none ran (a scripted
        # move, a winning line, Easy): tests and benches read the visits
        self.last_result: SearchResult | None = None
        # searchers of the same decision in other processes (the search helper
        # sets them: worker.serve); None: this process searches alone
        self.others: OtherSearchers | None = None

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
        started = self.clock()
        self.last_result = None
        legal = rules.legal_actions(state)  # the player's own choices: public to him
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        hook = determinizer(rules)
        if hook is None:  # a game without the hook yet: play like Easy on the view
            return legal[rng.below(len(legal))]
        ai = self.ai if self.ai is not None else game_ai(rules.game_id)
        world = hook(state, seat, rng)
        tactics = TACTICS[self.level]
        worlds = world_sample(hook, state, seat, rng, world, tactics.worlds)
        line = winning_line(rules, worlds, seat, tactics)
        if line is not None:  # a certain win now: nothing to search
            return line[0]
        scripted = ai.scripted(rules, world, legal, self.level, rng)
        if scripted is not None:
            return self._guarded(
                rules, worlds, seat, [scripted, *_by_weight(ai, rules, world, legal)]
            )
        if self.level == EASY or self.budget is None:
            choices = ai.search_actions(rules, world, legal)
            return easy_pick(choices, ai.weights(rules, world, choices), rng)
        result = self._search(rules, state, seat, ai, rng, cancel, started, world)
        self.last_iterations = result.iterations
        self.last_result = result
        ranked = sorted(result.visits, key=lambda a: -result.visits[a])
        return self._guarded(rules, worlds, seat, [result.action, *ranked])

    def _knowledge(self, ai: Any) -> Any:
        # Hard searches with the game's full knowledge.  Medium keeps the base
        # knowledge (or the game's `medium_ai`): with the same priors and
        # evaluation its 290 iterations chose as Hard's 750 did (Catan, hard vs
        # medium vs two Easy: Hard 7, Medium 9 of 20 games), so the two levels
        # were one.
        if self.level == HARD:
            return getattr(ai, "search_ai", ai)
        return getattr(ai, "medium_ai", ai)

    def _search_budget(self, ai: Any, floor: bool = True) -> SearchBudget:
        b = self.budget
        assert b is not None
        iterations = b.iterations
        if b.seconds is not None:
            # a game may cap what a level's clock searches (hooks.py,
            # `clock_iterations`); a node budget says its own number
            cap = getattr(ai, "clock_iterations", {}).get(self.level)
            if cap is not None:
                iterations = min(iterations, cap)
        return SearchBudget(
            b.seconds,
            iterations,
            b.rollout_depth,
            level_seconds=b.level_seconds,  # None: the search reads `seconds`
            floor=b.floor if floor else 0,
        )

    def _search(
        self,
        rules: Rules[Any],
        state: Any,
        seat: int,
        ai: Any,
        rng: Rng,
        cancel: Callable[[], bool] | None,
        started: float,
        world: Any,
    ) -> SearchResult:
        """This process's search, merged with the others' when there are any."""
        knowledge = self._knowledge(ai)
        others = self.others if self.others is not None and self.others.count > 0 else None
        if others is not None:
            # the streams before the own search moves `rng` (share_rng reads its position)
            streams = [share_rng(rng, k) for k in range(1, others.count + 1)]
            others.start(streams, self.clock() - started, cancel)
        try:
            own = ismcts(
                rules,
                state,
                seat,
                knowledge,
                self._search_budget(ai),
                rng,
                cancel,
                clock=self.clock,
                started=started,
                root_world=world,
            )
        except BaseException:  # Cancelled above all: every searcher stops, not only this one
            if others is not None:
                others.stop()
            raise
        if others is None:
            return own
        return merge_results([own, *others.results()])

    def search_share(
        self,
        rules: Rules[Any],
        state: Any,
        seat: int,
        rng: Rng,
        cancel: Callable[[], bool] | None = None,
        elapsed: float = 0.0,
    ) -> SearchResult:
        """One other searcher's share of a decision (worker.serve's "share" requests).

        No checks (the deciding process ran them once), a root world of its own
        drawn from `rng`, and the decision's deadline: `elapsed` seconds of the
        budget were spent before this search began.  The floor is the deciding
        process's alone: it guarantees the level's thinking, and a share that
        began late must not hold the decision past it.
        """
        if self.level == EASY or self.budget is None:
            raise ValueError(f"the {self.level} player does not search")
        ai = self.ai if self.ai is not None else game_ai(rules.game_id)
        return ismcts(
            rules,
            state,
            seat,
            self._knowledge(ai),
            self._search_budget(ai, floor=False),
            rng,
            cancel,
            clock=self.clock,
            started=self.clock() - elapsed,
        )

    def _guarded(
        self, rules: Rules[Any], worlds: Sequence[Any], seat: int, ranked: Sequence[Action]
    ) -> Action:
        """The first of `ranked` after which no opponent wins at once (Medium up)."""
        tactics = TACTICS[self.level]
        if not tactics.guard:
            return ranked[0]
        unique = list(dict.fromkeys(ranked))
        return safe_choice(rules, worlds, seat, unique, tactics)


def _by_weight(ai: Any, rules: Rules[Any], world: Any, legal: Sequence[Action]) -> list[Action]:
    """`legal` by the game's preferences, best first: the fall-backs of a scripted move."""
    weights = ai.weights(rules, world, legal)
    order = sorted(range(len(legal)), key=lambda i: -weights[i])
    return [legal[i] for i in order]
