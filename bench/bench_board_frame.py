"""One frame of a game in the real window, split: the window's redraw and a full paint.

Plays `--actions` random legal moves of a computers-only game (paused, so no
computer thinks meanwhile) and after each one measures the CPU time of
`MainWindow.refresh()` (the board's draw_state and the docks) and of a
synchronous repaint of the whole board view (what an exposed, scrolled or
zoomed board costs).  Prints one JSON object.  bench_window.py measures the
whole loop; this one says where a frame's time goes.

    QT_QPA_PLATFORM=offscreen python bench/bench_board_frame.py --game elfenland [--overlay]
        [--text-size larger]   # Settings > Board text size: every text grown as far as it fits
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("ELASUND_DESKTOP_HOME", tempfile.mkdtemp(prefix="bench-frame-"))

from PySide6.QtWidgets import QApplication  # noqa: E402

from elasund_desktop.engine.rules import GameConfig  # noqa: E402
from elasund_desktop.engine.session import Seat, SessionConfig  # noqa: E402
from elasund_desktop.games import default_registry  # noqa: E402
from elasund_desktop.persistence.settings import BOARD_TEXT_SIZES, Settings  # noqa: E402
from elasund_desktop.ui.app import build_main_window  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", default="elfenland")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--actions", type=int, default=150)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--overlay", action="store_true", help="the board's overlay on")
    parser.add_argument("--text-size", default="normal", choices=sorted(BOARD_TEXT_SIZES))
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication([])
    registry = default_registry()
    spec = registry.get(args.game)
    settings = Settings(autosave=False, bot_delay_ms=0, board_text_size=args.text_size)
    window = build_main_window(registry, settings, "en")
    window.resize(1280, 720)
    window.show()
    app.processEvents()
    seats = tuple(Seat(f"Bot {i + 1}", i, spec.bots[0]) for i in range(args.players))
    window.start_game(SessionConfig(args.game, GameConfig(args.players, {}), args.seed, seats))
    controller = window.controller
    assert controller is not None
    controller.set_paused(True)
    overlay = getattr(window, "overlay_menu", None)
    if args.overlay and overlay is not None:
        overlay.action.trigger()
    app.processEvents()
    session = controller.session
    rng = random.Random(args.seed)
    redraw = paint = 0.0
    frames = 0
    for _ in range(args.actions):
        legal = session.legal_actions()
        if not legal or session.is_over():
            break
        session.apply(rng.choice(legal))
        start = time.process_time()
        window.refresh()
        drawn = time.process_time()
        window.view.viewport().repaint()
        paint += time.process_time() - drawn
        redraw += drawn - start
        frames += 1
    result = {
        "bench": "board_frame",
        "game": args.game,
        "overlay": args.overlay,
        "text_size": args.text_size,
        "frames": frames,
        "refresh_ms": round(redraw / frames * 1000, 2) if frames else None,
        "full_paint_ms": round(paint / frames * 1000, 2) if frames else None,
        "load_average": round(os.getloadavg()[0], 1),
    }
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
