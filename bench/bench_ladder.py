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

A progress line after every game goes to stderr (with the SPRT's
log-likelihood ratio when it runs).

`--sprt` stops a two-level step early by Wald's sequential probability ratio
test (H0: the higher level's share is the equal share 1/2; H1: it is 1/2 +
`--delta`, default 0.15; alpha = beta = 0.05), reading the games in the order
of their index, so the stopping game is the same for any `--jobs`.  A game's
outcome x is the higher level's share of it (1, 1/2 on a tie, 0; at Catan's
table its share of the games won by the two compared, a game won by a filler
counting for nothing), and adds x ln(p1/p0) + (1-x) ln((1-p1)/(1-p0)) to the
log-likelihood ratio; the test accepts H1 at ln(19) and H0 at -ln(19).  The
Wilson interval of the games played is reported as without the test.  The
full-table steps always play `--games` games.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from collections.abc import Iterator
from concurrent.futures import Future, ProcessPoolExecutor
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


# --nodes H,M: another (Hard, Medium) pair than IDLE_NODES, for an experiment
NODES_OVERRIDE: dict[str, tuple[int, int]] = {}


def with_nodes(bot_id: str, game: str, clock: bool) -> str:
    if clock or bot_id not in ("hard", "medium"):
        return bot_id
    hard, medium = NODES_OVERRIDE.get(game, IDLE_NODES[game])
    return f"{bot_id}@{hard if bot_id == 'hard' else medium}"


def one_game(game: str, bots: list[str], seed: int, index: int) -> tuple[list[float], int]:
    """Game `index` of a table: (wins by entry, 1 if it finished)."""
    spec = default_registry().get(game)
    summary = run_tournament(spec, len(bots), bots, 1, seed, first=index)
    won = [float(summary["entries"][f"{j}:{b}"]["wins"]) for j, b in enumerate(bots)]
    return won, int(summary["finished"])


SPRT_BOUND = math.log(19.0)  # ln((1 - beta) / alpha) with alpha = beta = 0.05


class Sprt:
    """Wald's SPRT on the higher level's share of each game (see the docstring)."""

    def __init__(self, p0: float, p1: float) -> None:
        self.win = math.log(p1 / p0)
        self.loss = math.log((1.0 - p1) / (1.0 - p0))
        self.llr = 0.0

    def add(self, share: float) -> str | None:
        """Add one game's share; 'H1', 'H0' once decided, None while not."""
        self.llr += share * self.win + (1.0 - share) * self.loss
        if self.llr >= SPRT_BOUND:
            return "H1"
        if self.llr <= -SPRT_BOUND:
            return "H0"
        return None


def game_share(won: list[float], catan: bool) -> float | None:
    """The higher level's share of one game (None: it does not count)."""
    if not catan:
        return won[0]
    pair = won[0] + won[1]
    return won[0] / pair if pair > 0 else None


def games_in_order(
    game: str, bots: list[str], games: int, seed: int, jobs: int
) -> Iterator[tuple[list[float], int]]:
    """Each game's (wins by entry, finished), by index, played `jobs` at a time."""
    if jobs <= 1:
        for index in range(games):
            yield one_game(game, bots, seed, index)
        return
    os.environ.setdefault("ELASUND_DESKTOP_SEARCHERS", "1")
    pool = ProcessPoolExecutor(max_workers=jobs)
    pending: list[Future[tuple[list[float], int]]] = []
    try:
        submitted = 0
        while submitted < games or pending:
            # keep one game in flight per process, reading the results by index
            while submitted < games and len(pending) < jobs:
                pending.append(pool.submit(one_game, game, bots, seed, submitted))
                submitted += 1
            yield pending.pop(0).result()
    finally:
        # a decided test leaves games in flight: drop them, do not wait for them
        # (the interpreter would join the busy workers at exit: end them now)
        workers = list(getattr(pool, "_processes", {}).values())
        pool.shutdown(wait=False, cancel_futures=True)
        for worker in workers:
            worker.terminate()


def play_table(
    game: str,
    bots: list[str],
    games: int,
    seed: int,
    jobs: int,
    sprt: Sprt | None = None,
) -> tuple[list[float], int, float, int, str | None]:
    """(wins by entry, finished, seconds, games played, SPRT decision) of a table."""
    started = time.perf_counter()
    won = [0.0] * len(bots)
    finished = played = 0
    decision: str | None = None
    for part, done in games_in_order(game, bots, games, seed, jobs):
        won = [w + x for w, x in zip(won, part, strict=True)]
        finished += done
        played += 1
        share = game_share(part, game == "catan")
        if sprt is not None and share is not None:
            decision = sprt.add(share)
        # a table can take hours: what stands after every game, on stderr, so that
        # a run cut short still leaves its partial figure
        progress: dict[str, Any] = {"progress": played, "wins_by_entry": won, "seats": bots}
        if sprt is not None:
            progress["llr"] = round(sprt.llr, 3)
        print(json.dumps(progress), file=sys.stderr, flush=True)
        if decision is not None:
            break
    return won, finished, round(time.perf_counter() - started, 1), played, decision


def measure(
    game: str,
    step: tuple[str, str, str, list[str]],
    games: int,
    seed: int,
    clock: bool,
    jobs: int = 1,
    delta: float | None = None,
) -> dict[str, Any]:
    name, _high, _low, seats = step
    bots = [with_nodes(b, game, clock) for b in seats]
    test = Sprt(0.5, 0.5 + delta) if delta is not None and name != "hard-full-table" else None
    won, finished, seconds, played, decision = play_table(game, bots, games, seed, jobs, test)
    if name == "hard-full-table":
        share, trials, equal = won[0], played, 1.0 / len(bots)
    elif game == "catan":  # the higher level's share of the games won by the two compared
        share, trials, equal = won[0], won[0] + won[1], 0.5
    else:
        share, trials, equal = won[0], played, 0.5
    successes = round(share)
    low_ci, high_ci = wilson(successes, round(trials)) if trials else (0.0, 1.0)
    return {
        "bench": "ladder",
        "game": game,
        "step": name,
        "seats": bots,
        "games": played,
        "max_games": games,
        "sprt": None if test is None else {"delta": delta, "decision": decision},
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
    parser.add_argument("--sprt", action="store_true", help="stop early by Wald's SPRT")
    parser.add_argument("--delta", type=float, default=0.15, help="SPRT: H1 share - 1/2")
    parser.add_argument(
        "--nodes", help="H,M: Hard's and Medium's iterations instead of IDLE_NODES (experiments)"
    )
    args = parser.parse_args(argv)
    if args.nodes:
        hard, medium = (int(x) for x in args.nodes.split(","))
        for game in args.only or GAMES:
            NODES_OVERRIDE[game] = (hard, medium)
    rows = []
    for game in args.only or GAMES:
        for step in steps(game):
            if args.step and step[0] not in args.step:
                continue
            delta = args.delta if args.sprt else None
            row = measure(game, step, args.games, args.seed, args.clock, args.jobs, delta)
            print(json.dumps(row), flush=True)
            rows.append(row)
    print("\n| game | step | seats | higher's share | 95 % | equal share | passes | SPRT |")
    print("|---|---|---|---|---|---|---|---|")
    for r in rows:
        print(
            f"| {r['game']} | {r['step']} | {','.join(r['seats'])} | "
            f"{r['higher_wins']:g}/{r['counted_games']:g} | "
            f"[{r['ci95'][0]:.2f}, {r['ci95'][1]:.2f}] | {r['equal_share']:.2f} | "
            f"{'yes' if r['passes'] else 'no'} | "
            f"{(r['sprt'] or {}).get('decision') or '-'} |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
