"""Benchmark: complete random Carrara games (basic game) with RandomBot; prints JSON.

    python bench/bench_carrara.py [--games 200] [--seed 1] [--players 4] [--repeat 3]

Each game is played to its end by uniformly random players (the `random` bot
picking among `legal_actions`, as `sim` does).  CPU time (time.process_time)
is steadier than wall-clock time on a shared machine; the best of --repeat
runs is reported.  The target of the Carrara issue is at least 50 complete
4-player games per second.
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from elasund_desktop.ai.bots import RandomBot, bot_rng
from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.games.carrara.rules import CarraraRules


def play_one(rules: CarraraRules, players: int, seed: int) -> tuple[int, int, str]:
    """Play one game to its end; returns (decisions, completed turns, end reason)."""
    bot = RandomBot()
    state = rules.setup(GameConfig(players), seed)
    decisions = 0
    while rules.to_move(state) is not None:
        legal = rules.legal_actions(state)
        state = rules.apply(state, bot.choose({}, legal, bot_rng(seed, decisions))).state
        decisions += 1
    return decisions, rules.turn_number(state), state.end_reason


def run(games: int, seed: int, players: int) -> dict[str, Any]:
    rules = CarraraRules()
    decisions = turns = 0
    reasons: dict[str, int] = {}
    start = time.perf_counter()
    cpu_start = time.process_time()
    for g in range(games):
        d, t, reason = play_one(rules, players, seed + g)
        decisions += d
        turns += t
        reasons[reason] = reasons.get(reason, 0) + 1
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu_start
    return {
        "players": players,
        "games": games,
        "seconds": round(elapsed, 3),
        "cpu_seconds": round(cpu, 3),
        "games_per_second": round(games / elapsed, 2),
        "games_per_cpu_second": round(games / cpu, 2),
        "decisions_per_cpu_second": round(decisions / cpu, 1),
        "decisions_per_game": round(decisions / games, 1),
        "turns_per_game": round(turns / games, 1),
        "end_reasons": reasons,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--repeat", type=int, default=3, help="report the best of N runs")
    args = parser.parse_args(argv)
    runs = [run(args.games, args.seed, args.players) for _ in range(args.repeat)]
    best = min(runs, key=lambda r: float(r["cpu_seconds"]))
    best["target_games_per_second"] = 50
    print(json.dumps(best, indent=2))


if __name__ == "__main__":
    main()
