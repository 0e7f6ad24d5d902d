"""Headless tournaments between computer players (the `tournament` command).

Seats are rotated: in game i the bot listed at position j of `--seats` sits
at seat (j + i) mod N, so every entry plays from every seat equally often
(first player, last player) when the number of games is a multiple of N.

The summary is keyed by *entry* (position in the list, e.g. "0:hard") and
also totalled per bot id.  Wins come with a 95 % Wilson score interval.
Decision times count only real choices (two or more legal actions); forced
steps are answered at once and would hide the thinking time.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from typing import Any

from .ai.bots import Bot, bot_rng, decide, make_bot
from .ai.hooks import game_ai
from .engine.rules import COMPUTERS_ONLY, GameConfig
from .games import GameSpec

Z95 = 1.959963984540054


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95 % by default)."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], q: float) -> float:
    """The q-quantile (0..1) by the nearest-rank method; 0.0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(q * len(ordered)))
    return ordered[rank - 1]


def run_tournament(
    spec: GameSpec,
    players: int,
    seats: Sequence[str],
    games: int,
    seed: int,
    max_actions: int = 100_000,
    make: Callable[[str], Bot] = make_bot,
    progress: Callable[[int, dict[str, Any]], None] | None = None,
    first: int = 0,
) -> dict[str, Any]:
    rules = spec.rules()
    # Load the game's AI module before the clock runs, as the window's helper
    # process does when a game with a computer seat starts (worker.warm_up):
    # a one-off import is not thinking time.
    game_ai(spec.game_id)
    if len(seats) != players:
        raise ValueError(f"{len(seats)} seats named for {players} players")
    # every seat is a computer: the rules may end a game nobody would stop (COMPUTERS_ONLY)
    options = {o.key: o.default for o in rules.options} | {COMPUTERS_ONLY: True}
    entries = [f"{j}:{bot_id}" for j, bot_id in enumerate(seats)]
    wins = [0.0] * players
    scores = [0.0] * players
    times: list[list[float]] = [[] for _ in range(players)]
    # CPU time of this thread per decision, beside the wall clock: on a busy
    # machine the wall clock's maxima measure the scheduler; the CPU time is
    # what the player itself cost (the bots decide on this very thread).
    cpu_times: list[list[float]] = [[] for _ in range(players)]
    turns = 0
    finished = 0
    started = time.perf_counter()
    # `first`: the index of the first game, so that a table split into parts
    # (bench/bench_ladder.py --jobs) plays the very games of the whole table
    for i in range(first, first + games):
        game_seed = seed + i
        # entry j sits at seat (j + i) % players
        at_seat = [0] * players
        for j in range(players):
            at_seat[(j + i) % players] = j
        bots = [make(seats[at_seat[s]]) for s in range(players)]
        state = rules.setup(GameConfig(players, dict(options)), game_seed)
        count = 0
        while count < max_actions:
            seat = rules.to_move(state)
            if seat is None:
                break
            many = len(rules.legal_actions(state)) > 1
            t0, c0 = time.perf_counter(), time.thread_time()
            action = decide(bots[seat], rules, state, seat, bot_rng(game_seed, count))
            spent, cpu = time.perf_counter() - t0, time.thread_time() - c0
            if many:
                times[at_seat[seat]].append(spent)
                cpu_times[at_seat[seat]].append(cpu)
            state = rules.apply(state, action).state
            count += 1
        turns += rules.turn_number(state)
        outcome = rules.outcome(state)
        if outcome is not None:
            finished += 1
            share = 1.0 / len(outcome.winners)
            for s in outcome.winners:
                wins[at_seat[s]] += share
            for s in range(players):
                scores[at_seat[s]] += outcome.scores[s]
        if progress is not None:
            progress(i + 1 - first, {"wins": list(wins)})
    summary: dict[str, Any] = {
        "game": spec.game_id,
        "players": players,
        "seats": list(seats),
        "games": games,
        "finished": finished,
        "seed": seed,
        "avg_turns": round(turns / games, 2) if games else 0.0,
        "seconds": round(time.perf_counter() - started, 1),
        "entries": {},
        "per_bot": {},
    }
    for j, name in enumerate(entries):
        won = wins[j]
        low, high = wilson(round(won), games)
        summary["entries"][name] = _figures(
            won, games, low, high, scores[j], finished, times[j], cpu_times[j]
        )
    for bot_id in dict.fromkeys(seats):
        js = [j for j in range(players) if seats[j] == bot_id]
        won = sum(wins[j] for j in js)
        trials = games * len(js)
        low, high = wilson(round(won), trials)
        all_times = [t for j in js for t in times[j]]
        all_cpu = [t for j in js for t in cpu_times[j]]
        total_score = sum(scores[j] for j in js)
        summary["per_bot"][bot_id] = _figures(
            won, trials, low, high, total_score, finished * len(js), all_times, all_cpu
        )
    return summary


def _figures(
    won: float,
    trials: int,
    low: float,
    high: float,
    score: float,
    scored: int,
    t: list[float],
    cpu: list[float],
) -> dict[str, Any]:
    return {
        "wins": won,
        "win_rate": round(won / trials, 4) if trials else 0.0,
        "win_rate_95": [round(low, 4), round(high, 4)],
        "avg_score": round(score / scored, 2) if scored else 0.0,
        "decisions": len(t),
        "avg_decision_s": round(sum(t) / len(t), 4) if t else 0.0,
        "p95_decision_s": round(percentile(t, 0.95), 4),
        "max_decision_s": round(max(t), 4) if t else 0.0,
        "cpu_p95_decision_s": round(percentile(cpu, 0.95), 4),
        "cpu_max_decision_s": round(max(cpu), 4) if cpu else 0.0,
    }
