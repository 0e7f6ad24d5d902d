"""The Elfenland planner alone (games/elfenland/planner.py), without a tree search.

Tables of seeded games, seats rotated, ties split, Wilson 95 % intervals:

* `greedy`: the planner (Hard's weights, tuned.PLANNER) against the greedy
  player, heads-up (`--players 2`) or with greedy players at a full table;
* `own`: Hard's planner against Medium's (tuned.PLANNER_OWN: its own journeys
  only), heads-up, the rest of the table greedy players.

One JSON line per table; append it to bench/results/elfenland_planner.jsonl
with the command that printed it.

    python bench/bench_elfenland_planner.py [--against greedy|own] [--players 2]
        [--games 200] [--seed 9000]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from elasund_desktop.ai.bots import Bot, make_bot  # noqa: E402
from elasund_desktop.games import default_registry  # noqa: E402
from elasund_desktop.games.elfenland.planner import ElfenlandPlannerBot  # noqa: E402
from elasund_desktop.games.elfenland.tuned import PLANNER, PLANNER_OWN  # noqa: E402
from elasund_desktop.tournament import run_tournament, wilson  # noqa: E402


def make(bot_id: str) -> Bot:
    if bot_id == "planner":
        return ElfenlandPlannerBot(PLANNER)
    if bot_id == "planner_own":
        return ElfenlandPlannerBot(PLANNER_OWN)
    return make_bot(bot_id)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", choices=("greedy", "own"), default="greedy")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=9000)
    args = parser.parse_args(argv)
    rest = ["elfenland_greedy"] * (args.players - 1)
    if args.against == "own":
        rest[0] = "planner_own"
    seats = ["planner", *rest]
    spec = default_registry().get("elfenland")
    summary = run_tournament(spec, args.players, seats, args.games, args.seed, make=make)
    won = float(summary["entries"]["0:planner"]["wins"])
    low, high = wilson(round(won), args.games)
    first = summary["entries"]["0:planner"]
    row = {
        "bench": "elfenland_planner",
        "seats": seats,
        "games": args.games,
        "seed": args.seed,
        "wins": won,
        "wins_by_entry": [summary["entries"][f"{j}:{b}"]["wins"] for j, b in enumerate(seats)],
        "share": round(won / args.games, 3),
        "ci95": [round(low, 3), round(high, 3)],
        "equal_share": round(1 / args.players, 3),
        "cpu_p95_decision_s": first["cpu_p95_decision_s"],
        "cpu_max_decision_s": first["cpu_max_decision_s"],
        "seconds": summary["seconds"],
    }
    print(json.dumps(row), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
