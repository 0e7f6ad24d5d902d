"""The cost of the exact search before each decision (ai/tactics.py), per game and level.

Plays seeded games of the plain bots and, at every decision, times (CPU) what
a level's tactics cost there: the winning-line search over its worlds, and
the hand-over guard on the plain bot's move (Medium and Hard).  Prints one
JSON line per game and level: decisions, wins found, hand-overs found, mean,
p95 and worst CPU milliseconds.

    python bench/bench_tactics.py [--games 2] [--seed 1]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from elasund_desktop.ai.bots import bot_rng, make_bot  # noqa: E402
from elasund_desktop.ai.levels import TACTICS  # noqa: E402
from elasund_desktop.ai.tactics import hands_over_a_win, winning_line, world_sample  # noqa: E402
from elasund_desktop.engine.rng import Rng  # noqa: E402
from elasund_desktop.engine.rules import GameConfig, determinizer  # noqa: E402
from elasund_desktop.games import default_registry  # noqa: E402

PLAYERS = {"elasund": 3, "catan": 4, "elfenland": 4, "carrara": 3}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", action="append", help="only these games")
    args = parser.parse_args(argv)
    for spec in default_registry():
        if args.game and spec.game_id not in args.game:
            continue
        rules = spec.rules()
        hook = determinizer(rules)
        assert hook is not None
        bot = make_bot(spec.bots[0])
        for level, budget in TACTICS.items():
            times: list[float] = []
            wins = handovers = 0
            for g in range(args.games):
                seed = args.seed + g
                state = rules.setup(GameConfig(PLAYERS[spec.game_id]), seed)
                count = 0
                while rules.to_move(state) is not None and count < 3000:
                    seat = rules.to_move(state)
                    assert seat is not None
                    legal = rules.legal_actions(state)
                    rng = bot_rng(seed, count)
                    choice = bot.choose(rules.view(state, seat), legal, rng)
                    if len(legal) > 1:
                        started = time.process_time()
                        trng = Rng(seed * 7919 + count)
                        world = hook(state, seat, trng)
                        worlds = world_sample(hook, state, seat, trng, world, budget.worlds)
                        if winning_line(rules, worlds, seat, budget) is not None:
                            wins += 1
                        if budget.guard and hands_over_a_win(rules, worlds, seat, choice, budget):
                            handovers += 1
                        times.append(time.process_time() - started)
                    state = rules.apply(state, choice).state
                    count += 1
            times.sort()
            print(
                json.dumps(
                    {
                        "bench": "tactics",
                        "game": spec.game_id,
                        "level": level,
                        "decisions": len(times),
                        "wins_found": wins,
                        "handovers_found": handovers,
                        "mean_ms": round(1000 * sum(times) / max(1, len(times)), 2),
                        "p95_ms": round(1000 * times[int(0.95 * (len(times) - 1))], 2),
                        "worst_ms": round(1000 * times[-1], 2),
                    }
                ),
                flush=True,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
