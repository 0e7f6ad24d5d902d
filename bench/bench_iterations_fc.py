"""CPU seconds per search iteration in Elfenland and Carrara, and a golden
record of the decisions (a digest) to check that a speed-up changes nothing.

Per game: a seeded four-player game, seat 0 a Hard player with a node budget
("hard@150": reproducible, no clock), the other seats the game's greedy
player; decisions as the tournament takes them (`decide`, `bot_rng`).  The
game runs until Hard has made `--decisions` searched decisions.  Printed per
game:

* the digest: SHA-256 over every action played and, for each of Hard's
  searches, its iterations and the visit count of every root action (the
  search's own statistics: two runs with equal digests walked the same trees);
* Hard's CPU seconds per search iteration (`time.process_time` over its
  searched decisions, over `LevelBot.last_iterations`): decisions that end
  before the search (a proven win, a single move) are not counted.

    python bench/bench_iterations_fc.py [--decisions 40] [--seed 11] [--repeat 1]
        [--players 4] [--option home_town=true] [elfenland] [carrara]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import time
from collections.abc import Callable
from typing import Any

from elasund_desktop.ai import levels
from elasund_desktop.ai.bots import bot_rng, decide, make_bot
from elasund_desktop.ai.hooks import game_ai
from elasund_desktop.ai.levels import LevelBot
from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.games import default_registry

GAMES: dict[str, str] = {"elfenland": "elfenland_greedy", "carrara": "carrara_greedy"}
PLAYERS = 4
HARD = "hard@150"


def _recording(found: list[Any]) -> Callable[..., Any]:
    """levels.ismcts, wrapped so that every search's result is kept (read-only)."""
    real = levels.ismcts

    def ismcts(*args: Any, **kwargs: Any) -> Any:
        result = real(*args, **kwargs)
        found.append(result)
        return result

    return ismcts


def run(
    game: str,
    seed: int,
    decisions: int,
    players: int = PLAYERS,
    changes: dict[str, Any] | None = None,
) -> tuple[str, float, int, int]:
    """(digest, CPU seconds of Hard's searched decisions, their iterations, actions)."""
    rules = default_registry().get(game).rules()
    game_ai(game)  # the import is no part of a decision
    options = {o.key: o.default for o in rules.options}
    options.update(changes or {})
    state = rules.setup(GameConfig(players, options), seed)
    hard = make_bot(HARD)
    assert isinstance(hard, LevelBot)
    bots = [hard, *(make_bot(GAMES[game]) for _ in range(players - 1))]
    digest = hashlib.sha256()
    results: list[Any] = []
    real = levels.ismcts
    levels.ismcts = _recording(results)  # type: ignore[assignment]
    cpu = 0.0
    iterations = 0
    searched = 0
    count = 0
    try:
        while searched < decisions:
            seat = rules.to_move(state)
            if seat is None:
                break
            hard.last_iterations = 0
            results.clear()
            c0 = time.process_time()
            action = decide(bots[seat], rules, state, seat, bot_rng(seed, count))
            spent = time.process_time() - c0
            if seat == 0 and hard.last_iterations:
                cpu += spent
                iterations += hard.last_iterations
                searched += 1
            digest.update(repr((count, seat, action.kind, action.args)).encode())
            for result in results:
                visits = sorted((repr(a), v) for a, v in result.visits.items())
                digest.update(repr((result.iterations, visits)).encode())
            state = rules.apply(state, action).state
            count += 1
    finally:
        levels.ismcts = real  # type: ignore[assignment]
    return digest.hexdigest()[:16], cpu, iterations, count


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=40, help="Hard's searched decisions")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--repeat", type=int, default=1, help="runs per game (best CPU kept)")
    parser.add_argument("--players", type=int, default=PLAYERS)
    parser.add_argument(
        "--option", action="append", default=[], help="key=JSON value, e.g. home_town=true"
    )
    parser.add_argument("games", nargs="*", default=list(GAMES))
    args = parser.parse_args(argv)
    changes = {k: json.loads(v) for k, v in (o.split("=", 1) for o in args.option)}
    for game in args.games:
        best: float | None = None
        seen: set[str] = set()
        for _ in range(args.repeat):
            digest, cpu, iterations, count = run(
                game, args.seed, args.decisions, args.players, changes
            )
            seen.add(digest)
            per = cpu / max(1, iterations)
            best = per if best is None else min(best, per)
        assert len(seen) == 1, f"{game}: the runs differ ({seen})"
        print(
            f"{game}: digest {digest} ({count} actions, {iterations} iterations),"
            f" {best * 1000:.3f} ms CPU per iteration"
        )


if __name__ == "__main__":
    main()
