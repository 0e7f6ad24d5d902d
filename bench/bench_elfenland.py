"""Benchmark: complete random Elfenland games with RandomBot; prints JSON.

    python bench/bench_elfenland.py --games 200 --seed 1 [--players 4] [--profile]

Target (issue 8): at least 50 complete 4-player games per second.
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
from elasund_desktop.games.elfenland.rules import ElfenlandRules


def play_one(rules: ElfenlandRules, players: int, seed: int, max_actions: int) -> tuple[int, bool]:
    """Play one game; returns (actions, finished)."""
    bot = RandomBot()
    st = rules.setup(GameConfig(players), seed)
    k = 0
    while rules.to_move(st) is not None and k < max_actions:
        legal = rules.legal_actions(st)
        st = rules.apply(st, bot.choose({}, legal, bot_rng(seed, k))).state
        k += 1
    return k, rules.to_move(st) is None


def run(games: int, seed: int, players: int, max_actions: int = 5000) -> dict[str, float]:
    """Wall-clock and CPU figures (CPU time is steadier on a shared machine)."""
    rules = ElfenlandRules()
    actions = 0
    unfinished = 0
    start = time.perf_counter()
    cpu_start = time.process_time()
    for g in range(games):
        a, done = play_one(rules, players, seed + g, max_actions)
        actions += a
        unfinished += 0 if done else 1
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu_start
    return {
        "players": players,
        "games": games,
        "unfinished": unfinished,
        "seconds": round(elapsed, 3),
        "cpu_seconds": round(cpu, 3),
        "games_per_second": round(games / elapsed, 2),
        "games_per_cpu_second": round(games / cpu, 2),
        "actions_per_game": round(actions / games, 1),
        "actions_per_second": round(actions / elapsed, 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args(argv)
    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        result = run(args.games, args.seed, args.players)
        profiler.disable()
        pstats.Stats(profiler, stream=sys.stderr).sort_stats("cumulative").print_stats(20)
    else:
        result = run(args.games, args.seed, args.players)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
