"""Proven results in the search tree are certain, not averaged by visits (ai/search.py).

A toy game of two seats: seat 0 picks one of several openings and then passes;
after one of them ("risky") seat 1 can win at once by one of its eight
replies, after the others it cannot.  Nothing of it is seen by the exact
pre-search (tactics.py): seat 0's move is followed by seat 0's own pass, so
the opponent's win is two plies down, in the tree.  The search must see that
a mover with a proven win takes it: the risky opening is then worth nothing,
however many of seat 1's other replies were tried.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from elasund_desktop.ai.hooks import GenericAI
from elasund_desktop.ai.search import SearchBudget, ismcts
from elasund_desktop.engine.rng import Rng
from elasund_desktop.engine.rules import Action, GameConfig, Outcome, Transition

OPENINGS = ("risky", "quiet1", "quiet2", "quiet3")


@dataclass(frozen=True)
class Toy:
    opening: str = ""
    passed: bool = False
    reply: int = -1  # seat 1's reply; 0 after "risky" wins for seat 1
    turns: int = 0


class ToyRules:
    game_id = "toy-solver"
    min_players = max_players = 2

    def setup(self, config: GameConfig, seed: int) -> Toy:
        return Toy()

    def to_move(self, s: Toy) -> int | None:
        if self.outcome(s) is not None:
            return None
        if not s.opening or not s.passed:
            return 0
        return 1

    def legal_actions(self, s: Toy) -> list[Action]:
        mover = self.to_move(s)
        if mover is None:
            return []
        if mover == 0:
            return [Action(0, "pass")] if s.opening else [Action(0, o) for o in OPENINGS]
        return [Action(1, "reply", (k,)) for k in range(8)]

    def apply(self, s: Toy, a: Action) -> Transition[Toy]:
        if a.kind == "pass":
            return Transition(Toy(s.opening, True, -1, s.turns))
        if a.kind == "reply":
            return Transition(Toy(s.opening, True, a.args[0], s.turns + 1))
        return Transition(Toy(a.kind, False, -1, s.turns))

    def outcome(self, s: Toy) -> Outcome | None:
        if s.reply < 0:
            return None
        if s.opening == "risky" and s.reply == 0:
            return Outcome((1,), (0, 1))
        return Outcome((0, 1), (0, 0))  # any other reply: a shared end, equal scores

    def scores(self, s: Toy) -> tuple[int, ...]:
        return (0, 0)

    def view(self, s: Toy, player: int | None) -> dict[str, Any]:
        return {"s": s}

    def determinize(self, s: Toy, player: int, rng: Rng) -> Toy:
        return s


class RiskyLooksGood(GenericAI):
    """Priors that like the risky opening and seat 1's harmless replies (as a
    game's cheap preferences may): the search must overrule them."""

    def weights(self, rules: Any, state: Any, legal: Sequence[Action]) -> list[float]:
        return [4.0 if a.kind == "risky" else 0.2 if a.args == (0,) else 1.0 for a in legal]


def test_a_proven_win_of_the_opponent_deep_in_the_tree_is_not_averaged_away() -> None:
    rules = ToyRules()
    state = rules.setup(GameConfig(2), 1)
    for seed in range(5):
        result = ismcts(
            rules,  # type: ignore[arg-type]
            state,
            0,
            RiskyLooksGood(),
            SearchBudget(seconds=None, iterations=40, rollout_depth=2),
            Rng(seed),
        )
        assert result.action.kind != "risky", (seed, result.visits)


def test_a_proven_win_at_the_root_is_played() -> None:
    """Seat 1 to reply after the risky opening: the winning reply, whatever the priors."""
    rules = ToyRules()
    state = Toy("risky", True)
    for seed in range(5):
        result = ismcts(
            rules,  # type: ignore[arg-type]
            state,
            1,
            RiskyLooksGood(),
            SearchBudget(seconds=None, iterations=12, rollout_depth=2),
            Rng(seed),
        )
        assert result.action == Action(1, "reply", (0,)), (seed, result.visits)
