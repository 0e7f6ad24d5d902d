"""Computer-only games in the real main window at zero delay: actions per second.

Everything a player would see runs: the controller's worker thread, the board
redrawn after every action, players table, log, statistics.  Prints one JSON
object.  Target of issue 11: at least 100 actions/s for 4-player Catan with
animations off.  With --animations the board's animations run and a computer's
next move waits for them (the only extra cost: compare the CPU per action).

At the "Instant" speed the window draws at most one frame every FRAME_MS
(main_window.py) and always the latest state; "frames" counts the states drawn.
--every-frame draws every action's state (FRAME_MS = 0), the cost of a frame.

With --overlay the board's per-player overlay is on (View ▸ Towns still to
visit in Elfenland: drawn again whenever a town piece is collected).

    QT_QPA_PLATFORM=offscreen python bench/bench_window.py [--game catan] [--actions 600]
        [--animations] [--every-frame] [--overlay]
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

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from elasund_desktop.engine.rules import GameConfig  # noqa: E402
from elasund_desktop.engine.session import Seat, SessionConfig  # noqa: E402
from elasund_desktop.games import default_registry  # noqa: E402
from elasund_desktop.persistence.settings import Settings  # noqa: E402
from elasund_desktop.ui import main_window  # noqa: E402
from elasund_desktop.ui.app import build_main_window  # noqa: E402

TARGET = 100.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", default="catan")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--actions", type=int, default=600)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--animations", action="store_true", help="Settings ▸ Animations on")
    parser.add_argument("--every-frame", action="store_true", help="draw every action's state")
    parser.add_argument("--overlay", action="store_true", help="the board's overlay on (View menu)")
    args = parser.parse_args(argv)
    if args.every_frame:
        main_window.FRAME_MS = 0

    app = QApplication.instance() or QApplication([])
    registry = default_registry()
    spec = registry.get(args.game)
    window = build_main_window(
        registry, Settings(autosave=False, bot_delay_ms=0, animations=args.animations), "en"
    )
    window.resize(1280, 720)
    frames = [0]
    draw = window.refresh

    def counted_refresh() -> None:
        frames[0] += 1
        draw()

    window.refresh = counted_refresh  # type: ignore[method-assign]
    window.show()
    app.processEvents()
    seats = tuple(Seat(f"Bot {i + 1}", i, spec.bots[0]) for i in range(args.players))
    config = SessionConfig(args.game, GameConfig(args.players, {}), args.seed, seats)
    start, cpu = time.perf_counter(), time.process_time()
    window.start_game(config)
    if args.overlay:
        window.overlay_menu.action.trigger()
    controller = window.controller
    assert controller is not None
    session = controller.session
    limit = start + 600.0
    # The event loop runs as in the app (idle waits cost no CPU, unlike a loop
    # of processEvents), so the CPU time is the work the moves cost.
    loop = QEventLoop()
    check = QTimer()
    check.setInterval(20)

    def done() -> None:
        if len(session.actions) >= args.actions or session.is_over() or time.perf_counter() > limit:
            loop.quit()

    check.timeout.connect(done)
    check.start()
    loop.exec()
    check.stop()
    wall = time.perf_counter() - start
    used = time.process_time() - cpu
    done = len(session.actions)
    controller.set_paused(True)
    result = {
        "bench": "window",
        "game": args.game,
        "players": args.players,
        "animations": args.animations,
        "overlay": args.overlay,
        "actions": done,
        "frames": frames[0],
        "frame_ms": main_window.FRAME_MS,
        "seconds": round(wall, 2),
        "actions_per_second": round(done / wall, 1),
        "actions_per_cpu_second": round(done / used, 1) if used else None,
        "cpu_ms_per_action": round(used / done * 1000, 2) if done else None,
        # what one free core would reach: the CPU work per move is all it waits for
        "actions_per_second_one_idle_core": round(done / used, 1) if used else None,
        "load_average": round(os.getloadavg()[0], 1),
        "target_ok": done / wall >= TARGET,
    }
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
