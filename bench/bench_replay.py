"""Replay mode: open a 1000-action save and step the slider, in the real window.

Open = read + check + replay of every action (load_session) + building the
replay window (board, whole log) + drawing the last position.  Step = one
slider step (the board redrawn for the new position, log rows shown/hidden).
Prints one JSON object (milliseconds).  Targets: open < 500 ms, step < 50 ms.

    QT_QPA_PLATFORM=offscreen python bench/bench_replay.py [--game catan] [--players 4]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from PySide6.QtWidgets import QApplication  # noqa: E402

from elasund_desktop.ai.bots import bot_rng, make_bot  # noqa: E402
from elasund_desktop.engine.rules import GameConfig  # noqa: E402
from elasund_desktop.engine.session import Seat, Session, SessionConfig  # noqa: E402
from elasund_desktop.games import default_registry  # noqa: E402
from elasund_desktop.persistence.saves import load_session, save_session  # noqa: E402
from elasund_desktop.ui.replay import ReplayWindow  # noqa: E402

OPEN_TARGET_MS = 500.0
STEP_TARGET_MS = 50.0


def play(game: str, players: int, seed: int, actions: int) -> Session[Any]:
    """A game of the game's own computer players, `actions` long (a new seed if it
    ends sooner); after 30 seeds the longest whole game (Elasund's computer games
    end after about 600 actions: no seed ever reaches 1000)."""
    registry = default_registry()
    spec = registry.get(game)
    longest: Session[Any] | None = None
    for _ in range(30):
        seats = tuple(Seat(f"P{i}", i, spec.bots[0]) for i in range(players))
        config = SessionConfig(game, GameConfig(players, {}), seed, seats)
        session: Session[Any] = Session(spec.rules(), config)
        bot = make_bot(spec.bots[0])
        while not session.is_over() and len(session.actions) < actions:
            view = session.rules.view(session.state, session.to_move())
            legal = session.legal_actions()
            session.apply(bot.choose(view, legal, bot_rng(seed, len(session.actions))))
        if len(session.actions) == actions:
            return session
        if longest is None or len(session.actions) > len(longest.actions):
            longest = session
        seed += 1
    assert longest is not None
    return longest


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", default="catan")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--actions", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--steps", type=int, default=60)
    args = parser.parse_args(argv)

    app = QApplication.instance() or QApplication([])
    registry = default_registry()
    spec = registry.get(args.game)
    session = play(args.game, args.players, 7, args.actions)
    open_times: list[float] = []
    step_times: list[float] = []
    # CPU time of this process too: on a shared, loaded machine the wall
    # clock counts the waits for a core as well.
    open_cpu: list[float] = []
    step_cpu: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.json"
        save_session(session, path)
        for _ in range(args.runs):
            start, cpu = time.perf_counter(), time.process_time()
            loaded = load_session(path, registry)
            window = ReplayWindow(spec, loaded)
            window.show()
            app.processEvents()
            open_times.append((time.perf_counter() - start) * 1000)
            open_cpu.append((time.process_time() - cpu) * 1000)
            # Steps back from the end and forward again, as the arrow keys do.
            for i in range(args.steps):
                start, cpu = time.perf_counter(), time.process_time()
                window.step(-1 if i < args.steps // 2 else 1)
                app.processEvents()
                step_times.append((time.perf_counter() - start) * 1000)
                step_cpu.append((time.process_time() - cpu) * 1000)
            window.close()
            window.deleteLater()
            app.processEvents()
    result = {
        "bench": "replay",
        "game": args.game,
        "players": args.players,
        "actions": len(session.actions),
        "open_ms_best": round(min(open_times), 1),
        "open_ms_worst": round(max(open_times), 1),
        "step_ms_median": round(statistics.median(step_times), 2),
        "step_ms_worst": round(max(step_times), 2),
        "open_cpu_ms_best": round(min(open_cpu), 1),
        "step_cpu_ms_median": round(statistics.median(step_cpu), 2),
        "step_cpu_ms_worst": round(max(step_cpu), 2),
        "load_average": round(os.getloadavg()[0], 1),
        "open_ok": min(open_times) < OPEN_TARGET_MS,
        "step_ok": max(step_times) < STEP_TARGET_MS,
    }
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
