"""The window's GUI thread while a Hard seat thinks: the gaps between timer ticks.

A QTimer ticks every 10 ms on the GUI thread while a Hard Catan seat (and
three Random ones) plays its first moves in the real main window.  For each
gap between two ticks inside one search the script takes its wall-clock
length, how long the GUI thread waited in it for a CPU that the system gave
to other programs (Linux: the thread's run-queue wait, /proc/.../schedstat),
and the window process's CPU time.  "blocked" is the gap minus that wait:
the time the GUI thread was busy or blocked (its own work, the interpreter
lock, the search) -- what this program can help.  The raw wall-clock gap is
what a user sees; on a loaded machine the system alone delays an idle window
by 100 ms and more, which no program can prevent.

Target (issue 10): blocked <= 50 ms and the window's process busy <= 50 ms in
any gap; the search runs in a helper process (ai/worker.py), so the window's
CPU stays under 30 % of the time Hard thought.  This was a test until issue 23:
a figure against the wall clock belongs here, where a loaded machine cannot
turn it red.

    QT_QPA_PLATFORM=offscreen python bench/bench_gui_gaps.py [--moves 6] [--seed 3]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("ELASUND_DESKTOP_HOME", tempfile.mkdtemp(prefix="bench-gaps-"))

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from elasund_desktop.engine.rules import GameConfig  # noqa: E402
from elasund_desktop.engine.session import Seat, SessionConfig  # noqa: E402
from elasund_desktop.games import default_registry  # noqa: E402
from elasund_desktop.persistence.settings import Settings  # noqa: E402
from elasund_desktop.ui.app import build_main_window  # noqa: E402

LIMIT_MS = 50.0


def run_queue_wait() -> float | None:
    """Seconds this (the GUI) thread has waited for a CPU so far, or None."""
    path = Path(f"/proc/self/task/{threading.get_native_id()}/schedstat")
    try:
        return int(path.read_text().split()[1]) / 1e9
    except (OSError, IndexError, ValueError):
        return None


def first_seat_seed(players: int, seat: int) -> int:
    rules = default_registry().get("catan").rules()
    return next(s for s in range(200) if rules.setup(GameConfig(players), s).first_player == seat)


def measure(moves: int, seed_offset: int) -> dict[str, Any]:
    app = QApplication.instance() or QApplication([])
    window = build_main_window(
        default_registry(), Settings(autosave=False, bot_delay_ms=0), "en"
    )
    window.show()
    app.processEvents()
    gaps: list[tuple[float, float, float]] = []  # (wall, run-queue wait, process cpu)
    marks: dict[str, Any] = {
        "wall": time.perf_counter(),
        "cpu": time.process_time(),
        "wait": run_queue_wait(),
        "epoch": 0,
        "seen": -1,
    }
    holder: dict[str, Any] = {}

    def on_seat(_seat: int) -> None:
        marks["epoch"] += 1

    def tick() -> None:
        wall, cpu, wait = time.perf_counter(), time.process_time(), run_queue_wait()
        controller = holder.get("c")
        thinking = controller is not None and controller.is_thinking()
        # a gap counts when the same search ran at both ticks (no move shown between)
        if thinking and marks["seen"] == marks["epoch"]:
            waited = 0.0 if wait is None or marks["wait"] is None else wait - marks["wait"]
            gaps.append((wall - marks["wall"], waited, cpu - marks["cpu"]))
        marks["seen"] = marks["epoch"] if thinking else -1
        marks["wall"], marks["cpu"], marks["wait"] = wall, cpu, wait

    seed = first_seat_seed(4, 0) + 200 * seed_offset
    seats = tuple(
        Seat(f"P{i + 1}", i, c) for i, c in enumerate(["hard", "random", "random", "random"])
    )
    window.start_game(SessionConfig("catan", GameConfig(4, {}), seed, seats))
    controller = window.controller
    assert controller is not None
    holder["c"] = controller
    controller.thinking_seat.connect(on_seat)
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    loop = QEventLoop()
    deadline = time.perf_counter() + 120.0
    check = QTimer()
    check.setInterval(20)
    check.timeout.connect(
        lambda: (len(controller.session.actions) >= moves or time.perf_counter() > deadline)
        and loop.quit()
    )
    check.start()
    loop.exec()
    timer.stop()
    check.stop()
    controller.set_paused(True)
    thought = sum(w for w, _, _ in gaps)
    blocked = max((w - q for w, q, _ in gaps), default=0.0)
    busy = max((c for _, _, c in gaps), default=0.0)
    return {
        "bench": "gui_gaps",
        "moves": len(controller.session.actions),
        "gaps": len(gaps),
        "thought_s": round(thought, 3),
        "blocked_max_ms": round(blocked * 1000, 1),
        "wall_gap_max_ms": round(max((w for w, _, _ in gaps), default=0.0) * 1000, 1),
        "window_cpu_max_ms": round(busy * 1000, 1),
        "window_cpu_share": round(sum(c for _, _, c in gaps) / thought, 3) if thought else None,
        "run_queue_known": run_queue_wait() is not None,
        "load_average": round(os.getloadavg()[0], 1),
        "target_ok": blocked * 1000 <= LIMIT_MS and busy * 1000 <= LIMIT_MS,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--moves", type=int, default=6, help="stop after this many actions")
    parser.add_argument("--seed", type=int, default=0, help="another game (0: the test's)")
    args = parser.parse_args(argv)
    print(json.dumps(measure(args.moves, args.seed)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
