"""Start-up time: from process launch to the first painted main window.

Compares the application with a bare PySide6 QMainWindow shown by the same
kind of script in the same run; the target is at most 1.5 x the bare time.
Run: python bench/bench_startup.py [--runs 5]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

PAINT_WAIT = """
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
class Painted(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            print("painted", flush=True)
            QTimer.singleShot(0, QApplication.quit)
            QApplication.instance().removeEventFilter(self)
        return False
"""

BARE = (
    PAINT_WAIT
    + """
from PySide6.QtWidgets import QMainWindow
app = QApplication(sys.argv[:1])
f = Painted(); app.installEventFilter(f)
w = QMainWindow(); w.resize(1400, 900); w.show()
app.exec()
"""
)

APP = (
    PAINT_WAIT
    + """
app = QApplication(sys.argv[:1])
from elasund_desktop.ui.app import build_main_window
f = Painted(); app.installEventFilter(f)
w = build_main_window(); w.show()
app.exec()
"""
)


def launch(code: str, env: dict[str, str]) -> float:
    start = time.perf_counter()
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    if "painted" not in out.stdout:
        raise RuntimeError(out.stderr)
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    home = tempfile.mkdtemp(prefix="elasund-bench-")
    env = dict(
        os.environ,
        QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
        ELASUND_DESKTOP_HOME=home,
    )
    launch(BARE, env)  # warm the file cache for both
    launch(APP, env)
    bare, ours = [], []
    for _ in range(args.runs):
        bare.append(launch(BARE, env))
        ours.append(launch(APP, env))
    result = {
        "runs": args.runs,
        "bare_pyside6_s": round(statistics.median(bare), 3),
        "elasund_desktop_s": round(statistics.median(ours), 3),
        "ratio": round(statistics.median(ours) / statistics.median(bare), 2),
        "target_ratio": 1.5,
    }
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
