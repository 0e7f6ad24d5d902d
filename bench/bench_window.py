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

One-off costs are measured apart from the moves, never left out:
- "startup_cpu_s": the window's idle-time loading after its first paint (the
  statistics dock imports numpy and pyqtgraph, lazy_stats.py).  In the app it
  runs while the player looks at the first screen; the bench waits for it
  before the game starts, as a player would, unless --cold starts at once
  (then it falls inside the game, as in the figures before issue 25).
- "end_window_cpu_ms": the end-of-game window (a short game ends inside the
  bench: Elfenland after 260 actions, Carrara after 256).
"actions_per_cpu_second" / "cpu_ms_per_action" count everything from the
game's start to its end (the end window included); "steady_..." leave the end
window out: the cost of a move.

    QT_QPA_PLATFORM=offscreen python bench/bench_window.py [--game catan] [--actions 600]
        [--animations] [--every-frame] [--overlay] [--cold]
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
    parser.add_argument(
        "--cold", action="store_true", help="start the game before the window's idle loading"
    )
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
    # The CPU time when the game ended, before its end window (connected by
    # start_game through this attribute, as refresh above).
    ended_at: list[float] = []
    game_over = window._game_over

    def timed_game_over(outcome: object) -> None:
        ended_at.append(time.process_time())
        game_over(outcome)  # type: ignore[arg-type]

    window._game_over = timed_game_over  # type: ignore[method-assign]
    idle_cpu = time.process_time()
    window.show()
    app.processEvents()
    if not args.cold:
        # What the window loads in idle time after its first paint (the
        # statistics dock), done before the game as while a player looks at
        # the first screen.
        waited = time.perf_counter() + 60.0
        while not window.stats.loaded() and time.perf_counter() < waited:
            app.processEvents()
            time.sleep(0.005)
    startup = time.process_time() - idle_cpu
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
    end_window = used - (ended_at[0] - cpu) if ended_at else 0.0
    steady = used - end_window
    controller.set_paused(True)
    result = {
        "bench": "window",
        "game": args.game,
        "players": args.players,
        "animations": args.animations,
        "overlay": args.overlay,
        "cold": args.cold,
        "actions": done,
        "frames": frames[0],
        "frame_ms": main_window.FRAME_MS,
        "seconds": round(wall, 2),
        "actions_per_second": round(done / wall, 1),
        "actions_per_cpu_second": round(done / used, 1) if used else None,
        "cpu_ms_per_action": round(used / done * 1000, 2) if done else None,
        "steady_actions_per_cpu_second": round(done / steady, 1) if steady else None,
        "steady_cpu_ms_per_action": round(steady / done * 1000, 2) if done else None,
        "startup_cpu_s": round(startup, 3),
        "end_window_cpu_ms": round(end_window * 1000, 1),
        # what one free core would reach: the CPU work per move is all it waits for
        "actions_per_second_one_idle_core": round(done / used, 1) if used else None,
        "load_average": round(os.getloadavg()[0], 1),
        "target_ok": done / wall >= TARGET,
    }
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
