"""Cost of one autosave as a game grows (issue 7 item 19).

The GUI autosaves after every action.  This plays the longest game we know
(Elasund, 4 players, seed 567 of issue 7 with the house rule switched off, so
it never ends), and at each checkpoint times the autosaves of the next
actions, one action at a time, as the GUI does.  The cost per autosave must
not grow with the length of the game.  Prints one JSON object
(milliseconds per autosave, median of `--samples` actions at each length).

    python bench/bench_autosave.py [--lengths 250,1000,4000,16000] [--samples 40]

(run from a clone with the project's virtual environment, e.g. `.venv/bin/python`).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from elasund_desktop.engine.rules import GameConfig  # noqa: E402
from elasund_desktop.engine.session import Seat, Session, SessionConfig  # noqa: E402
from elasund_desktop.games import default_registry  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--lengths", default="250,1000,4000,16000")
    parser.add_argument("--samples", type=int, default=40)
    args = parser.parse_args(argv)
    lengths = sorted(int(x) for x in args.lengths.split(","))

    with tempfile.TemporaryDirectory() as home:
        os.environ["ELASUND_DESKTOP_HOME"] = home
        from elasund_desktop.persistence import autosave

        spec = default_registry().get("elasund")
        seats = tuple(Seat(f"P{i}", i, "random") for i in range(4))
        config = SessionConfig("elasund", GameConfig(4, {"stall_end": False}), 567, seats)
        session: Session[object] = Session(spec.rules(), config)
        chooser = random.Random(567)
        result: dict[str, object] = {"bench": "autosave", "game": "elasund 4p seed 567"}
        per_length: dict[str, float] = {}
        sizes: dict[str, int] = {}
        for length in lengths:
            while len(session.actions) < length:
                session.apply(chooser.choice(session.legal_actions()))
            autosave.autosave(session)  # the file exists, as in a running game
            times = []
            for _ in range(args.samples):
                session.apply(chooser.choice(session.legal_actions()))
                start = time.perf_counter()
                autosave.autosave(session)
                times.append((time.perf_counter() - start) * 1000)
            per_length[str(length)] = round(statistics.median(times), 3)
            sizes[str(length)] = autosave.autosave_path().stat().st_size
        result["ms_per_autosave_at_length"] = per_length
        result["file_bytes_at_length"] = sizes
        print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
