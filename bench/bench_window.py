"""Computer-only games in the real main window at zero delay: actions per second.

Everything a player would see runs: the controller's worker thread, the board
redrawn after every action, players table, log, statistics.  Prints one JSON
object.  Target of issue 11: at least 100 actions/s for 4-player Catan.

    QT_QPA_PLATFORM=offscreen python bench/bench_window.py [--game catan] [--actions 600]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("ELASUND_DESKTOP_HOME", tempfile.mkdtemp(prefix="bench-window-"))

from PySide6.QtWidgets import QApplication  # noqa: E402

from elasund_desktop.engine.rules import GameConfig  # noqa: E402
from elasund_desktop.engine.session import Seat, SessionConfig  # noqa: E402
from elasund_desktop.games import default_registry  # noqa: E402
from elasund_desktop.persistence.settings import Settings  # noqa: E402
from elasund_desktop.ui.app import build_main_window  # noqa: E402

TARGET = 100.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", default="catan")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--actions", type=int, default=600)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args(argv)

    app = QApplication.instance() or QApplication([])
    registry = default_registry()
    spec = registry.get(args.game)
    window = build_main_window(registry, Settings(autosave=False, bot_delay_ms=0), "en")
    window.resize(1280, 720)
    window.show()
    app.processEvents()
    seats = tuple(Seat(f"Bot {i + 1}", i, spec.bots[0]) for i in range(args.players))
    config = SessionConfig(args.game, GameConfig(args.players, {}), args.seed, seats)
    start, cpu = time.perf_counter(), time.process_time()
    window.start_game(config)
    controller = window.controller
    assert controller is not None
    session = controller.session
    limit = start + 600.0
    while (
        len(session.actions) < args.actions
        and not session.is_over()
        and time.perf_counter() < limit
    ):
        app.processEvents()
    wall = time.perf_counter() - start
    used = time.process_time() - cpu
    done = len(session.actions)
    controller.set_paused(True)
    result = {
        "bench": "window",
        "game": args.game,
        "players": args.players,
        "actions": done,
        "seconds": round(wall, 2),
        "actions_per_second": round(done / wall, 1),
        "actions_per_cpu_second": round(done / used, 1) if used else None,
        "load_average": round(os.getloadavg()[0], 1),
        "target_ok": done / wall >= TARGET,
    }
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
