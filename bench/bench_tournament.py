"""Reruns the strength and speed figures of the computer players (issue 10).

Each table runs the `tournament` command's engine (seats rotated) and prints
one JSON summary as soon as it is done; at the end a Markdown table of every
figure the issue asks for:

    python bench/bench_tournament.py [--games 20] [--seed 1000] [--only catan]
                                     [--table 3] [--nodes 400,100]

Figures asked for, per game (Elasund, Catan, Elfenland, Carrara): Hard
against three Random wins >= 95 %; Hard against three Easy >= 50 %; Medium
against three Easy >= 35 %; Hard beats Medium heads-up (two players; Hard,
Medium and two Easy in Catan, whose two-player game is not in the rules);
decision times Hard p95 <= 1.0 s, max <= 2.0 s, Medium p95 <= 0.3 s, Easy
<= 20 ms.  Also: Catan with one Random and three Hard players, average turns
(< 120 wanted, with a Hard winner).

Default: the levels' wall-clock budgets (what the window uses), so the
figures depend on the machine and on what else runs on it: say so with them.
`--nodes H,M` plays Hard and Medium with node budgets of H and M iterations
instead (no clock): reproducible strength comparisons on a loaded machine.
`--nodes idle` uses each game's own pair from IDLE_NODES: what the default
clock budgets buy on an idle machine of the notes' class (2 cores), measured
with bench_search_nodes.py; the strength figures with these budgets are the
default budgets' strength without the load of whatever else runs.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from elasund_desktop.games import default_registry
from elasund_desktop.tournament import run_tournament

GAMES = ("elasund", "catan", "elfenland", "carrara")

# (Hard, Medium) iterations that 0.9 s and 0.25 s buy on an idle 2-core machine
# (`python bench/bench_search_nodes.py GAME hard|medium`, medians; Medium stops
# at its cap of 500).  Measured again after the games' iterations were made
# cheaper (issue 24; bench/results/search_nodes_idle.txt); before: Elasund
# 650/180, Catan 750/290, Elfenland 720/190, Carrara 740/285.
IDLE_NODES: dict[str, tuple[int, int]] = {
    "elasund": (680, 350),
    "catan": (1630, 200),  # Medium's clock capped at 200 in Catan (games/catan/ai.py)
    "elfenland": (1900, 500),
    "carrara": (1040, 400),
}


def _tables() -> list[tuple[str, str, str]]:
    """(game, seats, what the table checks), numbered in this order."""
    out: list[tuple[str, str, str]] = []
    for game in GAMES:
        out.append((game, "hard,random,random,random", "Hard vs 3 Random (>= 95 %)"))
        out.append((game, "hard,easy,easy,easy", "Hard vs 3 Easy (>= 50 %)"))
        out.append((game, "medium,easy,easy,easy", "Medium vs 3 Easy (>= 35 %)"))
        heads_up = "hard,medium,easy,easy" if game == "catan" else "hard,medium"
        out.append((game, heads_up, "Hard vs Medium (Hard wins more)"))
    out.append(("catan", "random,hard,hard,hard", "1 Random + 3 Hard: average turns (< 120)"))
    return out


TABLES = _tables()


def _with_nodes(seats: str, nodes: tuple[int, int] | None) -> list[str]:
    names = seats.split(",")
    if nodes is None:
        return names
    budget = {"hard": nodes[0], "medium": nodes[1]}
    return [f"{n}@{budget[n]}" if n in budget else n for n in names]


def _row(number: int, what: str, summary: dict[str, Any]) -> list[str]:
    lines = []
    for name, f in summary["entries"].items():
        bot = name.split(":", 1)[1]
        if bot in ("random",) and not what.startswith("1 Random"):
            continue
        low, high = f["win_rate_95"]
        lines.append(
            f"| {number} | {summary['game']} | {what} | {name} | {f['wins']:g}/{summary['games']}"
            f" | {f['win_rate']:.2f} [{low:.2f}, {high:.2f}] | {f['avg_score']}"
            f" | {f['avg_decision_s']:.4f} / {f['p95_decision_s']:.4f} / {f['max_decision_s']:.4f}"
            f" | {f['cpu_p95_decision_s']:.4f} / {f['cpu_max_decision_s']:.4f}"
            f" | {summary['avg_turns']} | {summary['finished']}/{summary['games']} |"
        )
    return lines


def main(argv: list[str] | None = None) -> None:
    numbers = "\n".join(
        f"  {n:2}  {game}: {what} ({seats})" for n, (game, seats, what) in enumerate(TABLES)
    )
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0],
        epilog="tables:\n" + numbers,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--only", help="only tables of this game id")
    parser.add_argument("--table", type=int, action="append", help="only these table numbers")
    parser.add_argument(
        "--nodes",
        help="H,M or 'idle': node budgets for Hard and Medium instead of time",
    )
    args = parser.parse_args(argv)
    nodes: tuple[int, int] | None = None
    if args.nodes and args.nodes != "idle":
        h, m = (int(x) for x in args.nodes.split(","))
        nodes = (h, m)
    registry = default_registry()
    rows = [
        "| # | game | table | entry | wins | rate [95 %] | avg score"
        " | decision s avg / p95 / max | CPU s p95 / max | avg turns | finished |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for number, (game, seats, what) in enumerate(TABLES):
        if args.only and game != args.only:
            continue
        if args.table and number not in args.table:
            continue
        names = _with_nodes(seats, IDLE_NODES[game] if args.nodes == "idle" else nodes)
        summary = run_tournament(
            registry.get(game),
            len(names),
            names,
            args.games,
            args.seed,
            # a table takes up to hours: show where it stands (wins per entry so far)
            progress=lambda done, so_far, n=number: print(
                f"table {n}: {done}/{args.games} games, wins {so_far['wins']}",
                file=sys.stderr,
                flush=True,
            ),
        )
        summary["table"] = number
        print(json.dumps(summary), flush=True)
        rows += _row(number, what, summary)
        sys.stdout.flush()
    print("\n".join(rows), flush=True)


if __name__ == "__main__":
    main()
