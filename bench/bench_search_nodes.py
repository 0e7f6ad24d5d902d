"""How many search iterations a level's time budget buys on this machine.

Plays one 4-player game with random moves for the other seats; seat 0 is the
level player (time budget as in the window) and the figures are the
iterations of its first 15 searched decisions:

    python bench/bench_search_nodes.py elasund hard [--seed 7]

The node budgets of the strength tables ("hard@650", bench_tournament.py
--nodes) are chosen from these figures measured on an idle machine; run it
at a quiet moment (the load average is printed with the figures).
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from elasund_desktop.ai.levels import LevelBot
from elasund_desktop.engine.rng import Rng
from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.games import default_registry


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("level", choices=("medium", "hard"))
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--decisions", type=int, default=15)
    args = parser.parse_args(argv)
    rules = default_registry().get(args.game).rules()
    options = {o.key: o.default for o in rules.options}
    state = rules.setup(GameConfig(4, options), args.seed)
    bot = LevelBot(args.level)
    rng = Rng(5)
    iterations: list[int] = []
    seconds: list[float] = []
    for _ in range(5000):
        seat = rules.to_move(state)
        if seat is None or len(iterations) >= args.decisions:
            break
        legal = rules.legal_actions(state)
        if seat == 0 and len(legal) > 1:
            started = time.perf_counter()
            action = bot.decide(rules, state, seat, rng)
            spent = time.perf_counter() - started
            if bot.last_iterations:
                iterations.append(bot.last_iterations)
                seconds.append(spent)
        else:
            action = legal[rng.below(len(legal))]
        state = rules.apply(state, action).state
    if not iterations:
        print("no searched decision")
        return
    print(
        f"{args.game} {args.level}: {len(iterations)} decisions,"
        f" iterations median {statistics.median(iterations):.0f}"
        f" (min {min(iterations)}, max {max(iterations)}),"
        f" {sum(iterations) / sum(seconds):.0f} iterations/s,"
        f" longest decision {max(seconds):.3f} s,"
        f" load average {os.getloadavg()[0]:.2f}"
    )


if __name__ == "__main__":
    main()
