"""Fit the Elfenland planner's weights (games/elfenland/tuned.py) by self-play.

A coordinate search by self-play: starting from the shipped weights, each
weight in turn takes every value of its grid while the others stay; the
planner with those weights plays `--games` seeded heads-up games against the
planner with the shipped weights (seats rotated, ties split, the same seeds
for every candidate, so that the candidates meet the same deals), and the
weight keeps the value that won most.  (Against the greedy player every
candidate won 90 % and more: too little left to tell them apart.)
`--rounds` passes over the weights.  One JSON line per candidate, then the
fitted weights; append them to bench/results/ with the command.

    python bench/tune_elfenland_planner.py [--games 100] [--seed 9000] [--rounds 1]

About 1 s a game on an idle 2-core machine of the notes' class: 100 games
per candidate and the 13 candidates of a round take some 20 minutes.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple, TypeVar

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from elasund_desktop.ai.bots import Bot  # noqa: E402
from elasund_desktop.games import default_registry  # noqa: E402
from elasund_desktop.games.elfenland.planner import ElfenlandPlannerBot  # noqa: E402
from elasund_desktop.games.elfenland.tuned import PLANNER, PlannerWeights  # noqa: E402
from elasund_desktop.tournament import run_tournament, wilson  # noqa: E402

GRIDS: dict[str, tuple[float, ...]] = {
    "card_kept": (0.0, 0.05, 0.1, 0.2, 0.3),
    "fresh_neighbour": (0.0, 0.1, 0.15, 0.25, 0.4),
    "opponent_town": (0.0, 0.25, 0.5, 0.75, 1.0),
}


def play(weights: PlannerWeights, games: int, seed: int) -> dict[str, Any]:
    """The planner with `weights` against the shipped planner, heads-up."""

    def make(bot_id: str) -> Bot:
        return ElfenlandPlannerBot(weights if bot_id == "candidate" else PLANNER)

    spec = default_registry().get("elfenland")
    summary = run_tournament(spec, 2, ["candidate", "shipped"], games, seed, make=make)
    won = float(summary["entries"]["0:candidate"]["wins"])
    return {**table_row(weights, games, seed, won), "seconds": summary["seconds"]}


def table_row(weights: NamedTuple, games: int, seed: int, won: float) -> dict[str, Any]:
    """A candidate's table as a JSON record: its wins, share and Wilson 95 % interval."""
    low, high = wilson(round(won), games)
    return {
        "weights": weights._asdict(),
        "games": games,
        "seed": seed,
        "wins": won,
        "share": round(won / games, 3),
        "ci95": [round(low, 3), round(high, 3)],
    }


W = TypeVar("W", bound=NamedTuple)


def print_header() -> None:
    """The first JSON line of a run: its command and the commit it ran at."""
    commit = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, cwd=ROOT
    ).stdout.strip()
    print(json.dumps({"command": " ".join(["python", *sys.argv]), "commit": commit}), flush=True)


def coordinate_search(
    start: W,
    grids: dict[str, tuple[float, ...]],
    rounds: int,
    play: Callable[[W], dict[str, Any]],
) -> tuple[W, dict[W, dict[str, Any]]]:
    """From `start`, each field in turn takes every value of its grid while the
    others stay and keeps the one whose table (`play`) won most; `rounds` passes.
    Prints a JSON line per candidate played.  (fitted numbers, every table)"""
    best = start
    seen: dict[W, dict[str, Any]] = {}
    for _ in range(rounds):
        for name, grid in grids.items():
            for value in grid:
                candidate = best._replace(**{name: value})
                if candidate not in seen:
                    seen[candidate] = play(candidate)
                    print(json.dumps({"tune": name, **seen[candidate]}), flush=True)
            best = max((best._replace(**{name: v}) for v in grid), key=lambda w: seen[w]["wins"])
    return best, seen


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=9000)
    parser.add_argument("--rounds", type=int, default=1)
    args = parser.parse_args(argv)
    print_header()
    best, seen = coordinate_search(
        PLANNER, GRIDS, args.rounds, lambda w: play(w, args.games, args.seed)
    )
    print(json.dumps({"fitted": best._asdict(), **seen[best]}), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
