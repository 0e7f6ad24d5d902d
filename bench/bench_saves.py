"""Save and load time of a 1000-action game of the fixture game.

Load = read + parse + check + replay of every action + digest comparison.
Prints one JSON object (milliseconds, best of several runs).  Target: < 100 ms each.

    python bench/bench_saves.py [--actions 1000] [--runs 7]

(run from a clone with the project's virtual environment, e.g. `.venv/bin/python`).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # the fixture game lives in tests/
    sys.path.insert(0, str(ROOT))

from elasund_desktop.persistence.saves import load_session, save_session  # noqa: E402
from tests.fixture_game import fixture_registry, new_session, play_random  # noqa: E402

TARGET_MS = 100.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--actions", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args(argv)

    registry = fixture_registry()
    session = play_random(new_session(players=4, seed=2026, target=400), args.actions)
    if len(session.actions) != args.actions:
        raise SystemExit(f"the game ended after {len(session.actions)} actions")
    save_times: list[float] = []
    load_times: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.json"
        for _ in range(args.runs):
            start = time.perf_counter()
            save_session(session, path)
            save_times.append((time.perf_counter() - start) * 1000)
            start = time.perf_counter()
            loaded = load_session(path, registry)
            load_times.append((time.perf_counter() - start) * 1000)
            assert loaded.digest() == session.digest()
        size = path.stat().st_size
    best_save, best_load = min(save_times), min(load_times)
    result = {
        "bench": "saves",
        "game": "fixture",
        "actions": args.actions,
        "runs": args.runs,
        "file_bytes": size,
        "save_ms": round(best_save, 2),
        "load_ms": round(best_load, 2),
        "save_plus_load_ms": round(best_save + best_load, 2),
        "target_ms": TARGET_MS,
        "within_target": best_save + best_load < TARGET_MS,
    }
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
