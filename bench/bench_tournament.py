"""Reruns the strength and speed figures of the computer players (issue 10).

Each line runs the `tournament` command's engine with the default level
budgets and prints one JSON summary as soon as it is done:

    python bench/bench_tournament.py [--games 20] [--seed 1000] [--only catan]

Figures asked for (per game): Hard against three Random wins >= 95 %; Hard
against three Easy >= 50 %; Medium against three Easy >= 35 %; Hard beats
Medium heads-up (two players in Elasund; Hard, Medium and two Easy in Catan);
decision times Hard p95 <= 1.0 s, max <= 2.0 s, Medium p95 <= 0.3 s, Easy
<= 20 ms.  Also: Catan with one Random and three Hard players, average turns
to a Hard win (< 120 wanted).  Times depend on the machine and on what else
runs on it: say so with the figures.
"""

from __future__ import annotations

import argparse
import json
import sys

from elasund_desktop.games import default_registry
from elasund_desktop.tournament import run_tournament

TABLES: tuple[tuple[str, str], ...] = (
    ("elasund", "hard,random,random,random"),
    ("catan", "hard,random,random,random"),
    ("elasund", "hard,easy,easy,easy"),
    ("catan", "hard,easy,easy,easy"),
    ("elasund", "medium,easy,easy,easy"),
    ("catan", "medium,easy,easy,easy"),
    ("elasund", "hard,medium"),
    ("catan", "hard,medium,easy,easy"),
    ("catan", "random,hard,hard,hard"),
)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--only", help="only tables of this game id")
    parser.add_argument("--table", type=int, action="append", help="only these table numbers")
    args = parser.parse_args(argv)
    registry = default_registry()
    for number, (game, seats) in enumerate(TABLES):
        if args.only and game != args.only:
            continue
        if args.table and number not in args.table:
            continue
        names = seats.split(",")
        summary = run_tournament(registry.get(game), len(names), names, args.games, args.seed)
        summary["table"] = number
        print(json.dumps(summary), flush=True)
        sys.stdout.flush()


if __name__ == "__main__":
    main()
