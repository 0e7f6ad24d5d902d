"""Tunes the numbers of Carrara's greedy plan (games/carrara/bot.py, `Plan`).

One greedy player with the plan given as JSON changes (fields of `Plan`;
default: SHARP_PLAN) plays four-player games against three greedy players
with SIMPLE_PLAN, seats rotated; prints its wins and average score:

    python bench/bench_carrara_plan.py '{"coin_reserve": 0}' --games 400 --seed 0
    python bench/bench_carrara_plan.py '{}' --base sharp   # SHARP_PLAN against itself

No search: a game takes a few hundredths of a second, so 400 games (an
interval of about +-5 points) take well under a minute.  SHARP_PLAN's numbers
come from these runs (see the comment above it).
"""

from __future__ import annotations

import argparse
import dataclasses
import json

from elasund_desktop.ai.bots import bot_rng
from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.games import default_registry
from elasund_desktop.games.carrara.bot import SHARP_PLAN, SIMPLE_PLAN, CarraraGreedyBot
from elasund_desktop.tournament import wilson


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("changes", nargs="?", default="{}", help="JSON: Plan fields to change")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--base", choices=("simple", "sharp"), default="simple")
    args = parser.parse_args(argv)
    changes = {
        k: tuple(v) if isinstance(v, list) else v for k, v in json.loads(args.changes).items()
    }
    tried = CarraraGreedyBot(dataclasses.replace(SHARP_PLAN, **changes))
    others = CarraraGreedyBot(SIMPLE_PLAN if args.base == "simple" else SHARP_PLAN)
    rules = default_registry().get("carrara").rules()
    players = 4
    wins = 0.0
    mine = theirs = 0.0
    for i in range(args.games):
        seed = args.seed + i
        state = rules.setup(GameConfig(players), seed)
        seat = i % players
        step = 0
        while (q := rules.to_move(state)) is not None:
            bot = tried if q == seat else others
            legal = rules.legal_actions(state)
            action = bot.choose(rules.view(state, q), legal, bot_rng(seed, step))
            state = rules.apply(state, action).state
            step += 1
        if seat in state.winners:
            wins += 1 / len(state.winners)
        mine += state.final[seat]
        theirs += (sum(state.final) - state.final[seat]) / (players - 1)
    low, high = wilson(round(wins), args.games)
    print(
        json.dumps(
            {
                "changes": args.changes,
                "base": args.base,
                "games": args.games,
                "wins": wins,
                "win_rate": round(wins / args.games, 3),
                "win_rate_95": [round(low, 3), round(high, 3)],
                "avg_score": round(mine / args.games, 2),
                "others_avg_score": round(theirs / args.games, 2),
            }
        )
    )


if __name__ == "__main__":
    main()
