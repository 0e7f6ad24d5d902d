"""Fit Elfenland Hard's look at its held counters (tuned.POTENTIAL) by self-play.

The coordinate search of tune_elfenland_planner.py for the numbers of
games/elfenland/potential.py: from the shipped POTENTIAL, each number in
turn takes every value of its grid while the others stay; a player that
draws and places as Hard does (potential.hard_choice) with the candidate
numbers plays `--games` seeded heads-up games against the same player with
the shipped numbers (seats rotated, ties split, the same seeds for every
candidate), and the number keeps the value that won most.  Both players
answer the decisions Hard leaves to its tree search (a draw no counter
changes, the counter kept, cards discarded) as the greedy player does, so
that a game takes seconds, not minutes; the tree search is the same for
every candidate.  One JSON line per candidate, then the fitted numbers;
append them to bench/results/ with the command.

    python bench/tune_elfenland_potential.py [--games 60] [--seed 9100] [--jobs 2]

About 8 s of CPU a game (the journeys with held counters are weighed at
every draw and placement): 60 games of each of the 7 candidates of a round
take some 30 minutes on 2 idle cores.
"""

from __future__ import annotations

import argparse
import json
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.tune_elfenland_planner import (  # noqa: E402
    coordinate_search,
    print_header,
    table_row,
)
from elasund_desktop.ai.bots import Bot  # noqa: E402
from elasund_desktop.engine.rng import Rng  # noqa: E402
from elasund_desktop.engine.rules import Action, Rules, determinizer  # noqa: E402
from elasund_desktop.games import default_registry  # noqa: E402
from elasund_desktop.games.elfenland.bot import ElfenlandGreedyBot  # noqa: E402
from elasund_desktop.games.elfenland.potential import hard_choice  # noqa: E402
from elasund_desktop.games.elfenland.tuned import (  # noqa: E402
    PLANNER,
    POTENTIAL,
    PotentialWeights,
)
from elasund_desktop.tournament import run_tournament  # noqa: E402

GRIDS: dict[str, tuple[float, ...]] = {
    "weight": (0.0, 0.25, 0.5, 0.75, 1.0),
    "on_plan": (0.0, 0.05, 0.15, 0.3),
}


class FarsightedPlanner:
    """Hard's draws and placements with `tuning`, the greedy player for the rest."""

    def __init__(self, tuning: PotentialWeights) -> None:
        self.tuning = tuning
        self.bot_id = "farsighted"
        self.greedy = ElfenlandGreedyBot()

    def choose(self, view: dict[str, Any], legal: Any, rng: Rng) -> Action:
        del view, legal, rng
        raise TypeError("decides with decide(rules, state, ...)")

    def decide(
        self, rules: Rules[Any], state: Any, seat: int, rng: Rng, cancel: Any = None
    ) -> Action:
        del cancel
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        hook = determinizer(rules)
        assert hook is not None
        world = hook(state, seat, rng)  # nothing hidden is read after this line
        found = hard_choice(rules, world, legal, rng, PLANNER, self.tuning)
        if found is not None:
            return found
        return self.greedy.choose(rules.view(world, seat), legal, rng)


def one_game(tuning: PotentialWeights, seed: int, index: int) -> float:
    """Game `index` of a candidate's table: the candidate's win (ties split)."""

    def make(bot_id: str) -> Bot:
        return FarsightedPlanner(tuning if bot_id == "candidate" else POTENTIAL)

    spec = default_registry().get("elfenland")
    summary = run_tournament(spec, 2, ["candidate", "shipped"], 1, seed, make=make, first=index)
    return float(summary["entries"]["0:candidate"]["wins"])


def play(tuning: PotentialWeights, games: int, seed: int, jobs: int) -> dict[str, Any]:
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        won = sum(pool.map(one_game, [tuning] * games, [seed] * games, range(games)))
    return table_row(tuning, games, seed, won)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=9100)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=1)
    args = parser.parse_args(argv)
    print_header()

    def table(candidate: PotentialWeights) -> dict[str, Any]:
        if candidate == POTENTIAL:  # against itself: an equal share by construction
            return {"weights": candidate._asdict(), "games": 0, "wins": args.games / 2}
        return play(candidate, args.games, args.seed, args.jobs)

    best, seen = coordinate_search(POTENTIAL, GRIDS, args.rounds, table)
    print(json.dumps({"fitted": best._asdict(), **seen.get(best, {})}), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
