"""CPU time per search iteration, and a golden record of the decisions.

For each game and seed: a seeded game where seat 0 is a node-budget search player
("hard@150" by default) and the other seats play Easy, as the tournament
does (`bots.decide` with `bots.bot_rng(seed, step)`), until seat 0 has
searched --decisions times.  Prints per game

* `digest`: SHA-256 over every action taken (all seats), the search's
  iterations and root visit counts of every searched decision, and the
  final state's digest: a change of the rules or the game's knowledge that
  alters a single decision (or a single visit count) changes it;
* `cpu/iteration`: the CPU time (time.process_time) of seat 0's searched
  decisions over their iterations (determinizing, tactics and the search
  itself included), in milliseconds.

    python bench/bench_iterations.py [elasund catan] [--decisions 30] [--seeds 3 4]
        [--bot hard@150] [--repeat 3] [--profile]

An optimisation must keep the digests and lower the CPU per iteration.
With --repeat the game is played that many times and the lowest CPU figure
is printed (the decisions are the same each time): on a shared machine the
minimum is the steadiest measure.
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import json
import pstats
import time
from typing import Any

from elasund_desktop.ai import levels
from elasund_desktop.ai.bots import bot_rng, decide, make_bot
from elasund_desktop.ai.hooks import game_ai
from elasund_desktop.ai.levels import LevelBot
from elasund_desktop.engine.codec import digest as state_digest
from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.games import default_registry

# Root visits of every search, recorded by a wrapper around levels.ismcts.
_VISITS: list[list[Any]] = []
_ismcts = levels.ismcts


def _recording_ismcts(*args: Any, **kwargs: Any) -> Any:
    result = _ismcts(*args, **kwargs)
    _VISITS.append(sorted([a.to_json(), n] for a, n in result.visits.items()))
    return result


levels.ismcts = _recording_ismcts  # type: ignore[assignment]


def play(game: str, bot_id: str, decisions: int, seed: int, players: int) -> tuple[str, float, int]:
    """(digest, CPU seconds of seat 0's searches, their iterations)."""
    spec = default_registry().get(game)
    rules = spec.rules()
    game_ai(game)  # the import is no thinking time
    options = {o.key: o.default for o in rules.options}
    state = rules.setup(GameConfig(players, dict(options)), seed)
    bots = [make_bot(bot_id)] + [make_bot("easy") for _ in range(players - 1)]
    searcher = bots[0]
    assert isinstance(searcher, LevelBot)
    record = hashlib.sha256()
    cpu = 0.0
    iterations = 0
    searched = 0
    step = 0
    _VISITS.clear()
    while searched < decisions:
        seat = rules.to_move(state)
        if seat is None:
            break
        searcher.last_iterations = 0
        started = time.process_time()
        action = decide(bots[seat], rules, state, seat, bot_rng(seed, step))
        spent = time.process_time() - started
        if seat == 0 and searcher.last_iterations:
            cpu += spent
            iterations += searcher.last_iterations
            searched += 1
            record.update(f"it{searcher.last_iterations};".encode())
        record.update(json.dumps(action.to_json()).encode())
        state = rules.apply(state, action).state
        step += 1
    record.update(json.dumps(_VISITS).encode())
    record.update(state_digest(state).encode())
    return record.hexdigest(), cpu, iterations


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=["elasund", "catan"])
    parser.add_argument("--bot", default="hard@150")
    parser.add_argument("--decisions", type=int, default=30)
    parser.add_argument("--seeds", type=int, nargs="+", default=[3, 4])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args(argv)
    for game in args.games:
        best = float("inf")
        found = ""
        iterations = 0
        for _ in range(max(1, args.repeat)):
            profiler = cProfile.Profile() if args.profile else None
            if profiler is not None:
                profiler.enable()
            record = hashlib.sha256()
            cpu = 0.0
            iterations = 0
            for seed in args.seeds:
                one, seconds, count = play(game, args.bot, args.decisions, seed, args.players)
                record.update(one.encode())
                cpu += seconds
                iterations += count
            if profiler is not None:
                profiler.disable()
                pstats.Stats(profiler).sort_stats("tottime").print_stats(40)
            found = record.hexdigest()
            best = min(best, cpu)
        per = 1000 * best / max(1, iterations)
        seeds = ",".join(str(s) for s in args.seeds)
        print(
            f"{game} {args.bot} seeds {seeds}: digest {found[:16]}"
            f" iterations {iterations} cpu {best:.2f} s cpu/iteration {per:.3f} ms"
        )


if __name__ == "__main__":
    main()
