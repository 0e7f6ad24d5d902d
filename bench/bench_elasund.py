"""Benchmark: complete random Elasund games with RandomBot; prints JSON.

    python bench/bench_elasund.py --games 50 --seed 1 [--players 4] [--profile]

Under the exact rules a game can lock up for good (the city has no free square
left, so no permit and no building is possible, walls and church are complete):
uniform random play hits this in about 1 of 300 four-player games (e.g. seed
149).  Such games stop at --max-actions and are counted as "unfinished".
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import sys
import time

from elasund_desktop.ai.bots import RandomBot, bot_rng
from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.games.elasund.rules import ElasundRules


def play_one(
    rules: ElasundRules, players: int, seed: int, max_actions: int
) -> tuple[int, int, bool]:
    """Play one game; returns (actions, completed turns, finished)."""
    bot = RandomBot()
    st = rules.setup(GameConfig(players), seed)
    k = 0
    while rules.to_move(st) is not None and k < max_actions:
        legal = rules.legal_actions(st)
        st = rules.apply(st, bot.choose({}, legal, bot_rng(seed, k))).state
        k += 1
    return k, rules.turn_number(st), rules.to_move(st) is None


def run(games: int, seed: int, players: int, max_actions: int = 20000) -> dict[str, float]:
    """Wall-clock and CPU figures (CPU time is steadier on a shared machine)."""
    rules = ElasundRules()
    actions = 0
    turns = 0
    unfinished = 0
    start = time.perf_counter()
    cpu_start = time.process_time()
    for g in range(games):
        a, t, done = play_one(rules, players, seed + g, max_actions)
        actions += a
        turns += t
        unfinished += 0 if done else 1
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu_start
    return {
        "players": players,
        "games": games,
        "seconds": round(elapsed, 3),
        "cpu_seconds": round(cpu, 3),
        "games_per_cpu_second": round(games / cpu, 2),
        "games_per_second": round(games / elapsed, 2),
        "decisions_per_second": round(actions / elapsed, 1),
        "avg_actions_per_game": round(actions / games, 1),
        "avg_turns_per_game": round(turns / games, 1),
        "unfinished": unfinished,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--max-actions", type=int, default=20000, help="stop a locked game here")
    ap.add_argument("--profile", action="store_true", help="print a cProfile summary to stderr")
    args = ap.parse_args(argv)
    if args.profile:
        prof = cProfile.Profile()
        prof.enable()
        result = run(args.games, args.seed, args.players, args.max_actions)
        prof.disable()
        pstats.Stats(prof, stream=sys.stderr).sort_stats("cumulative").print_stats(25)
    else:
        result = run(args.games, args.seed, args.players, args.max_actions)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
