"""The computer players' numbers for Elfenland, fitted by self-play.

Each value carries the command that chose it, so that anyone can rerun it.
They are not facts of the board game (those are in data.py): they say how
much the planner (planner.py) cares about one thing against another.
"""

from __future__ import annotations

from typing import NamedTuple


class PlannerWeights(NamedTuple):
    """How the planner (planner.py) values the end of a journey and a counter.

    One town piece is worth 1.0.
    """

    # A card still in hand when the journey ends (at most the four a player
    # keeps): it travels next round, and breaks a tie at the end.
    card_kept: float
    # A town next to where the journey ends whose piece is still to collect
    # (not in the last round): next round starts there.
    fresh_neighbour: float
    # A town an opponent's best journey gains (or loses) through a counter or
    # the obstacle, against one the planner gains: < 1 because an opponent's
    # cards are a guess (sampled from what is unseen) and there are several.
    opponent_town: float
    # Worlds sampled for the opponents' hands when a counter is weighed.
    samples: int


# Fitted with
#   python bench/tune_elfenland_planner.py --games 200 --seed 9000
# (bench/results/tune_elfenland_planner.jsonl): the best of the grid, heads-up
# against the greedy player over 200 games.
PLANNER = PlannerWeights(card_kept=0.1, fresh_neighbour=0.15, opponent_town=0.5, samples=3)

# What Medium plans with: its own journey only (no opponents weighed, so no
# sampled worlds), the rest as PLANNER.
PLANNER_OWN = PLANNER._replace(opponent_town=0.0, samples=0)
