"""Speed of the Catan engine against catanatron 3.2.1, measured in the same run.

Both sides play complete 4-player games with uniformly random players:
ours picks uniformly from `legal_actions` (like `RandomBot`), catanatron's
`RandomPlayer` picks uniformly from its playable actions.  catanatron is
installed into a throwaway virtualenv (never a dependency of this project,
none of its code is copied) and run in a subprocess.

    python bench/bench_catan.py [--games 30] [--repeat 3] [--venv DIR]

Times are CPU seconds of the playing process (time.process_time), which other
work on a busy machine disturbs far less than wall-clock time; runs alternate
between the engines and the best of each is kept.

Prints one JSON object.  Extra figure: "ours_no_domestic_offers" is the same
random play with the domestic-offer entry ("offer_start") never chosen, the
closest match to catanatron, whose random players never trade with each other.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
import venv
from pathlib import Path
from typing import Any

from elasund_desktop.engine.rng import Rng
from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.games.catan.rules import CatanRules

CATANATRON = "catanatron==3.2.1"

_SNIPPET = r"""
import json, sys, time
from catanatron import Color, Game, RandomPlayer
n = int(sys.argv[1])
repeat = int(sys.argv[2])
colors = (Color.RED, Color.BLUE, Color.ORANGE, Color.WHITE)
best = None
for _ in range(repeat):
    decisions = 0
    unfinished = 0
    start = time.process_time()
    for seed in range(n):
        game = Game([RandomPlayer(c) for c in colors], seed=seed)
        game.play()
        records = getattr(game.state, "action_records", None)
        decisions += len(records if records is not None else game.state.actions)
        if game.winning_color() is None:
            unfinished += 1
    seconds = time.process_time() - start
    if best is None or seconds < best["seconds"]:
        best = {"games": n, "seconds": seconds, "decisions": decisions,
                "unfinished": unfinished}
print(json.dumps(best))
"""


def bench_ours(games: int, seed: int, offers: bool = True, repeat: int = 1) -> dict[str, Any]:
    """The best of `repeat` runs (the least disturbed by other work on the machine)."""
    runs = [_run_ours(games, seed, offers) for _ in range(repeat)]
    return min(runs, key=lambda r: float(r["seconds"]))


def _run_ours(games: int, seed: int, offers: bool) -> dict[str, Any]:
    rules = CatanRules()
    decisions = 0
    turns = 0
    start = time.process_time()
    for g in range(games):
        state = rules.setup(GameConfig(4), seed + g)
        bot = Rng(seed * 1_000_003 + g)
        while rules.to_move(state) is not None:
            legal = rules.legal_actions(state)
            if not offers and len(legal) > 1:
                legal = [a for a in legal if a.kind != "offer_start"]
            action = legal[bot.below(len(legal))]
            state = rules.apply(state, action).state
            decisions += 1
        turns += rules.turn_number(state)
    seconds = time.process_time() - start
    return _figures(games, seconds, decisions) | {"turns_per_game": turns / games}


def _best(runs: list[dict[str, Any]]) -> dict[str, Any]:
    return min(runs, key=lambda r: float(r["seconds"]))


def _figures(games: int, seconds: float, decisions: int) -> dict[str, Any]:
    return {
        "games": games,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 2),
        "decisions_per_second": round(decisions / seconds, 1),
        "decisions_per_game": round(decisions / games, 1),
    }


def _venv_python(folder: Path) -> Path:
    bin_dir = "Scripts" if sys.platform == "win32" else "bin"
    exe = "python.exe" if sys.platform == "win32" else "python"
    return folder / bin_dir / exe


def install_catanatron(folder: Path) -> Path:
    """A virtualenv in `folder` with catanatron installed; returns its python."""
    python = _venv_python(folder)
    if not python.exists():
        venv.create(folder, with_pip=True)
    subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", CATANATRON],
        check=True,
    )
    return python


def bench_catanatron(games: int, python: Path) -> dict[str, Any]:
    out = subprocess.run(
        [str(python), "-c", _SNIPPET, str(games), "1"],
        check=True,
        capture_output=True,
        text=True,
    )
    raw = json.loads(out.stdout.strip().splitlines()[-1])
    return _figures(raw["games"], raw["seconds"], raw["decisions"]) | {
        "unfinished": raw["unfinished"]
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3, help="report the best of N runs")
    parser.add_argument("--venv", type=Path, default=None, help="reuse this virtualenv folder")
    parser.add_argument("--skip-catanatron", action="store_true")
    args = parser.parse_args(argv)

    # Runs alternate between the engines and the best of each is kept, so that
    # other work on the machine disturbs both sides alike.
    ours_runs: list[dict[str, Any]] = []
    bare_runs: list[dict[str, Any]] = []
    their_runs: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="catanatron-bench-") as tmp:
        folder = args.venv if args.venv is not None else Path(tmp) / "venv"
        python = None if args.skip_catanatron else install_catanatron(folder)
        for _ in range(args.repeat):
            ours_runs.append(bench_ours(args.games, args.seed))
            bare_runs.append(bench_ours(args.games, args.seed, offers=False))
            if python is not None:
                their_runs.append(bench_catanatron(args.games, python))
    ours = _best(ours_runs)
    no_offers = _best(bare_runs)
    result: dict[str, Any] = {"ours": ours, "ours_no_domestic_offers": no_offers}
    if their_runs:
        theirs = _best(their_runs)
        result["catanatron"] = theirs
        result["ratio_games_per_second"] = round(
            ours["games_per_second"] / theirs["games_per_second"], 2
        )
        result["ratio_decisions_per_second"] = round(
            ours["decisions_per_second"] / theirs["decisions_per_second"], 2
        )
        result["ratio_games_per_second_no_domestic_offers"] = round(
            no_offers["games_per_second"] / theirs["games_per_second"], 2
        )
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
