"""The ladder of the computer players, per game, with 95 % intervals (issue 24).

Each step of the ladder is a table of seeded games with the seats rotated:

* heads-up (two players) for Elasund, Elfenland and Carrara: Easy vs Random,
  Medium vs Easy, Hard vs Medium, and Hard and Medium vs the game's greedy
  player where it has one;
* Catan has no two-player game: the two levels compared sit at a four-player
  table with two fillers (two Random for the Easy-Random step, two Easy for
  the others), and what counts is the higher level's share of the games the
  two of them won;
* the full table people play against a planner: Elfenland four players,
  Carrara three, one Hard and the rest greedy (the equal share is 1/4, 1/3).

Strength comes from node budgets (`--nodes idle`: what the default clocks buy
on an idle 2-core machine, bench_tournament.IDLE_NODES), so the same seed and
budgets give the same games on any machine; `--clock` plays the levels'
clock budgets instead (what the window plays; it depends on the machine).
Ties are split.  A step passes when the lower end of the Wilson 95 % interval
of the higher level's share lies above the equal share.  One JSON line per
table as it ends, then a Markdown table; append the JSON lines to
bench/results/ with the command that printed them.

    python bench/bench_ladder.py [--games 100] [--seed 5000] [--only elfenland]
        [--step hard-greedy] [--clock] [--jobs 2]

`--jobs N` plays the games of a table in N processes, one game at a time
each; under node budgets the games are the very games of one process (each
game's seed, seats and bot randomness follow from its index alone).  Each
search then runs alone in its process (ELASUND_DESKTOP_SEARCHERS=1).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.bench_tournament import IDLE_NODES  # noqa: E402
from elasund_desktop.games import default_registry  # noqa: E402
from elasund_desktop.tournament import run_tournament, wilson  # noqa: E402

GAMES = ("elasund", "catan", "elfenland", "carrara")
GREEDY = {"elfenland": "elfenland_greedy", "carrara": "carrara_greedy"}
FULL_TABLE = {"elfenland": 4, "carrara": 3}


def steps(game: str) -> list[tuple[str, str, str, list[str]]]:
    """(step name, higher, lower, seats) of one game's ladder."""
    out: list[tuple[str, str, str, list[str]]] = []
    pairs = [("easy-random", "easy", "random"), ("medium-easy", "medium", "easy")]
    pairs.append(("hard-medium", "hard", "medium"))
    if game in GREEDY:
        pairs.append(("hard-greedy", "hard", GREEDY[game]))
        # the New Game dialog's default seat is Medium where it beats the greedy player
        pairs.append(("medium-greedy", "medium", GREEDY[game]))
    for name, high, low in pairs:
        if game == "catan":
            filler = "random" if low == "random" else "easy"
            out.append((name, high, low, [high, low, filler, filler]))
        else:
            out.append((name, high, low, [high, low]))
    if game in FULL_TABLE:
        seats = ["hard"] + [GREEDY[game]] * (FULL_TABLE[game] - 1)
        out.append(("hard-full-table", "hard", GREEDY[game], seats))
    return out


def with_nodes(bot_id: str, game: str, clock: bool) -> str:
    if clock or bot_id not in ("hard", "medium"):
        return bot_id
    hard, medium = IDLE_NODES[game]
    return f"{bot_id}@{hard if bot_id == 'hard' else medium}"


def one_game(game: str, bots: list[str], seed: int, index: int) -> tuple[list[float], int]:
    """Game `index` of a table: (wins by entry, 1 if it finished)."""
    spec = default_registry().get(game)
    summary = run_tournament(spec, len(bots), bots, 1, seed, first=index)
    won = [float(summary["entries"][f"{j}:{b}"]["wins"]) for j, b in enumerate(bots)]
    return won, int(summary["finished"])


def play_table(
    game: str, bots: list[str], games: int, seed: int, jobs: int
) -> tuple[list[float], int, float]:
    """(wins by entry, games finished, seconds) of a table, in `jobs` processes."""
    started = time.perf_counter()
    if jobs <= 1:
        spec = default_registry().get(game)
        summary = run_tournament(spec, len(bots), bots, games, seed)
        # entry j played bots[j], its seat rotated game by game
        won = [float(summary["entries"][f"{j}:{b}"]["wins"]) for j, b in enumerate(bots)]
        return won, int(summary["finished"]), float(summary["seconds"])
    os.environ.setdefault("ELASUND_DESKTOP_SEARCHERS", "1")
    won = [0.0] * len(bots)
    finished = 0
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        n = range(games)
        parts = pool.map(one_game, [game] * games, [bots] * games, [seed] * games, n)
        for part, done in parts:
            won = [w + x for w, x in zip(won, part, strict=True)]
            finished += done
    return won, finished, round(time.perf_counter() - started, 1)


def measure(
    game: str,
    step: tuple[str, str, str, list[str]],
    games: int,
    seed: int,
    clock: bool,
    jobs: int = 1,
) -> dict[str, Any]:
    name, _high, _low, seats = step
    bots = [with_nodes(b, game, clock) for b in seats]
    won, finished, seconds = play_table(game, bots, games, seed, jobs)
    if name == "hard-full-table":
        share, trials, equal = won[0], games, 1.0 / len(bots)
    elif game == "catan":  # the higher level's share of the games won by the two compared
        share, trials, equal = won[0], won[0] + won[1], 0.5
    else:
        share, trials, equal = won[0], games, 0.5
    successes = round(share)
    low_ci, high_ci = wilson(successes, round(trials)) if trials else (0.0, 1.0)
    return {
        "bench": "ladder",
        "game": game,
        "step": name,
        "seats": bots,
        "games": games,
        "seed": seed,
        "higher_wins": share,
        "counted_games": trials,
        "share": round(share / trials, 3) if trials else None,
        "ci95": [round(low_ci, 3), round(high_ci, 3)],
        "equal_share": round(equal, 3),
        "passes": low_ci > equal,
        "clock": clock,
        "wins_by_entry": won,
        "finished": finished,
        "seconds": seconds,
        "jobs": jobs,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=5000)
    parser.add_argument("--only", choices=GAMES, action="append")
    parser.add_argument("--step", action="append", help="e.g. hard-greedy (repeatable)")
    parser.add_argument("--clock", action="store_true", help="clock budgets, not node budgets")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing the games")
    args = parser.parse_args(argv)
    rows = []
    for game in args.only or GAMES:
        for step in steps(game):
            if args.step and step[0] not in args.step:
                continue
            row = measure(game, step, args.games, args.seed, args.clock, args.jobs)
            print(json.dumps(row), flush=True)
            rows.append(row)
    print("\n| game | step | seats | higher's share | 95 % | equal share | passes |")
    print("|---|---|---|---|---|---|---|")
    for r in rows:
        print(
            f"| {r['game']} | {r['step']} | {','.join(r['seats'])} | "
            f"{r['higher_wins']:g}/{r['counted_games']:g} | "
            f"[{r['ci95'][0]:.2f}, {r['ci95'][1]:.2f}] | {r['equal_share']:.2f} | "
            f"{'yes' if r['passes'] else 'no'} |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
