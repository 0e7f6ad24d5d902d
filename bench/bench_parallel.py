"""Iterations per second of root-parallel search: one searcher against N (their sum).

Per game, a few positions of a game played with random moves; at each, one
decision of the level (its clock budget, as in the window, without the
floor so that every searcher stops at the same deadline) by one searcher,
then by N: this process and N - 1 searcher processes (ai/worker.py,
SearchPool), merged at the root.  The figures are the searched iterations
divided by the decision's seconds; for N the iterations are summed over the
searchers, with this process's own share beside it.

    python bench/bench_parallel.py --searchers 2 [--level hard] [--decisions 4]
        [--games catan,elasund,carrara,elfenland] [--out bench/results/FILE.txt]

Root parallelisation pays only with a free core per searcher: on a machine
that has N + 1 cores idle the sum should be close to N times one searcher;
on a busy 2-core machine the searchers take turns on the same cores and the
sum stays near one searcher's figure (the load average is printed).
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

from elasund_desktop.ai.levels import DEFAULT_BUDGETS, LevelBot, node_budget
from elasund_desktop.ai.worker import SearchPool, Shares
from elasund_desktop.engine.rng import Rng
from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Session, SessionConfig
from elasund_desktop.games import default_registry


def load() -> str:
    """The load average, where the system has one (not on Windows)."""
    getloadavg = getattr(os, "getloadavg", None)
    return "n/a" if getloadavg is None else " ".join(f"{x:.2f}" for x in getloadavg())


PLAYERS = {"catan": 3, "elasund": 3, "carrara": 3, "elfenland": 3}


def positions(game: str, count: int, seed: int) -> list[Session[Any]]:
    """Sessions at `count` positions of one random game (every 12 moves from move 24)."""
    rules = default_registry().get(game).rules()
    options = {o.key: o.default for o in rules.options}
    session: Session[Any] = Session(
        rules, SessionConfig(game, GameConfig(PLAYERS.get(game, 2), options), seed)
    )
    rng = Rng(seed)
    found: list[Session[Any]] = []
    for step in range(2000):
        if session.to_move() is None or len(found) >= count:
            break
        if step >= 24 and step % 12 == 0 and len(session.legal_actions()) > 1:
            found.append(Session.replay(rules, session.config, session.actions))
        legal = session.legal_actions()
        session.apply(legal[rng.below(len(legal))])
    return found


def decide(
    session: Session[Any], level: str, pool: SearchPool | None, nodes: int | None = None
) -> tuple[int, int, float] | None:
    """(iterations summed, this process's own, seconds) of one decision, None unsearched."""
    seat = session.to_move()
    assert seat is not None
    if nodes is None:
        # the level's clock budget without its floor: all searchers stop at one deadline
        bot = LevelBot(level, replace(DEFAULT_BUDGETS[level], floor=0))
    else:
        bot = LevelBot(level, node_budget(level, nodes))
    shares: Shares | None = None
    if pool is not None:
        asked = level if nodes is None else f"{level}@{nodes}"
        shares = pool.for_decision(session.config, session.actions, seat, asked)
        bot.others = shares
    bot.decide(session.rules, session.state, seat, Rng(len(session.actions)))
    result = bot.last_result
    if result is None:
        return None
    others = 0 if shares is None else sum(
        int(a["result"]["iterations"]) for a in shares.answers if "result" in a
    )
    return result.iterations, result.iterations - others, result.seconds


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--searchers", type=int, default=2)
    parser.add_argument("--level", choices=("medium", "hard"), default="hard")
    parser.add_argument("--decisions", type=int, default=4)
    parser.add_argument("--games", default="catan,elasund,carrara,elfenland")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    if args.searchers < 2:
        parser.error("--searchers must be at least 2 (one searcher is the baseline)")
    lines = [
        f"bench_parallel: level {args.level}, {args.searchers} searchers, "
        f"{args.decisions} decisions per game, seed {args.seed}",
        f"machine: {platform.machine()} {platform.system()}, {os.cpu_count()} cores, "
        f"load average {load()}, "
        f"python {sys.version.split()[0]}",
        f"{'game':<10} {'n':>2} {'1 searcher it/s':>16} {'N searchers it/s':>17} "
        f"{'(own)':>7} {'speed-up':>9}",
    ]
    print("\n".join(lines), flush=True)
    pool = SearchPool(args.searchers - 1)
    try:
        for game in args.games.split(","):
            sessions = positions(game, args.decisions, args.seed)
            if not sessions:
                continue
            decide(sessions[0], args.level, pool, nodes=5)  # start the searchers, load the game
            single: list[float] = []
            merged: list[float] = []
            own: list[float] = []
            for session in sessions:
                alone = decide(session, args.level, None)
                together = decide(session, args.level, pool)
                if alone is None or together is None:
                    continue
                single.append(alone[0] / alone[2])
                merged.append(together[0] / together[2])
                own.append(together[1] / together[2])
            if not single:
                continue
            one, many = statistics.mean(single), statistics.mean(merged)
            line = (
                f"{game:<10} {len(single):>2} {one:>16.0f} {many:>17.0f} "
                f"{statistics.mean(own):>7.0f} {many / one:>8.2f}x"
            )
            lines.append(line)
            print(line, flush=True)
    finally:
        pool.close()
    lines.append(f"load average after: {load()}")
    print(lines[-1])
    if args.out is not None:
        args.out.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
