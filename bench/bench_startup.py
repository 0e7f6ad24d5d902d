"""Start-up time: from process launch to the first painted main window, and to the
complete window (statistics plot included), against the floor for this interface.

The floor is a plain PySide6 window with the same furniture as ours but no content:
a menu bar with five menus, four docks (a table, buttons, a list, an empty panel),
a graphics view in the centre and a status bar.  Every variant runs as a fresh
process; the parent times the lines the child prints when its first paint and its
complete window happen.  Runs alternate between the variants, medians of --runs.

    python bench/bench_startup.py [--runs 9]

Targets: first paint within 1.3 x and the complete window within 2 x of the floor.
"floor_with_pyqtgraph_plot" is the floor plus an empty pyqtgraph plot built after its
first paint, like ours: the part of the complete window that pyqtgraph costs any window.
With --bare, a bare QMainWindow is measured as well (the floor is ~1.6 x of it).
Our program runs as `python -m elasund_desktop --startup-probe` (its real start,
printing the same two lines; see elasund_desktop/ui/startup_probe.py);
--executable PATH adds a bundled program, which should start no slower.
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

# The floor's child prints "paint" after the window's first paint event and then
# "complete" at once: it has no plot, its complete window is its first paint.
PROBE = """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

class Probe(QObject):
    def __init__(self, window, plot_ready):
        super().__init__()
        self.window, self.plot_ready, self.painted = window, plot_ready, False
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            if not self.painted and obj.isWidgetType() and obj.window() is self.window:
                self.painted = True
                print("paint", flush=True)
            if self.painted and self.plot_ready(obj):
                print("complete", flush=True)
                QApplication.instance().removeEventFilter(self)
                QTimer.singleShot(0, QApplication.quit)
        return False
"""

BARE = (
    PROBE
    + """
from PySide6.QtWidgets import QMainWindow
app = QApplication(sys.argv[:1])
w = QMainWindow(); w.resize(1400, 900)
probe = Probe(w, lambda obj: True); app.installEventFilter(probe)
w.show()
app.exec()
"""
)

FLOOR = (
    PROBE
    + """
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (QDockWidget, QGraphicsScene, QGraphicsView, QLabel,
    QListWidget, QMainWindow, QPushButton, QTableWidget, QVBoxLayout, QWidget)
app = QApplication(sys.argv[:1])
w = QMainWindow(); w.resize(1400, 900)
for title, count in (("Game", 6), ("Edit", 1), ("View", 7), ("Settings", 10), ("Help", 2)):
    menu = w.menuBar().addMenu(title)
    for i in range(count):
        menu.addAction(QAction(f"{title} {i}", w))
scene = QGraphicsScene(w)
w.setCentralWidget(QGraphicsView(scene, w))
buttons = QWidget(); layout = QVBoxLayout(buttons)
for i in range(3):
    layout.addWidget(QPushButton(f"Button {i}"))
for name, widget, area in (
    ("Players", QTableWidget(4, 6), Qt.DockWidgetArea.RightDockWidgetArea),
    ("Your move", buttons, Qt.DockWidgetArea.RightDockWidgetArea),
    ("Game log", QListWidget(), Qt.DockWidgetArea.LeftDockWidgetArea),
    ("Statistics", QWidget(), Qt.DockWidgetArea.LeftDockWidgetArea),
):
    dock = QDockWidget(name, w); dock.setWidget(widget); w.addDockWidget(area, dock)
w.statusBar().addWidget(QLabel("Start a new game or open a saved one."), 1)
probe = Probe(w, lambda obj: True); app.installEventFilter(probe)
w.show()
app.exec()
"""
)

# The floor plus an empty pyqtgraph plot in its statistics dock, built the way ours
# is (after the first paint): what any window of this shape pays for pyqtgraph.
FLOOR_PLOT = FLOOR.replace(
    """probe = Probe(w, lambda obj: True); app.installEventFilter(probe)""",
    """stats_dock = w.findChildren(QDockWidget)[-1]
holder = []
def build_plot():
    import pyqtgraph as pg
    holder.append(pg.PlotWidget(background="w"))
    stats_dock.setWidget(holder[0])
def plot_ready(obj):
    return bool(holder) and (obj is holder[0] or holder[0].isAncestorOf(obj))
class Later(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            app.removeEventFilter(self)
            QTimer.singleShot(0, build_plot)
        return False
later = Later(); app.installEventFilter(later)
probe = Probe(w, plot_ready); app.installEventFilter(probe)""",
)


def _children_cpu() -> float:
    try:
        import resource
    except ImportError:  # Windows: no CPU figure
        return 0.0
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def launch(command: list[str], env: dict[str, str]) -> tuple[float, float, float]:
    """Seconds from launch to the child's "paint" and "complete" lines, and its CPU time.

    On a busy machine the wall-clock figures swing with the load; the CPU seconds the
    child used (start to exit) do not, so they are reported beside them.
    """
    cpu_before = _children_cpu()
    start = time.perf_counter()
    child = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert child.stdout is not None
    seen: dict[str, float] = {}
    for raw in child.stdout:
        line = raw.decode().strip()
        if line in ("paint", "complete"):
            seen[line] = time.perf_counter() - start
    _, err = child.communicate(timeout=60)
    if child.returncode != 0 or set(seen) != {"paint", "complete"}:
        raise RuntimeError(f"{command[:2]} failed: {seen} {err.decode()[-2000:]}")
    return seen["paint"], seen["complete"], _children_cpu() - cpu_before


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--bare", action="store_true", help="also a bare QMainWindow")
    parser.add_argument("--executable", help="a bundled elasund-desktop instead of python -c")
    args = parser.parse_args()
    home = tempfile.mkdtemp(prefix="elasund-bench-")
    env = dict(
        os.environ,
        QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
        ELASUND_DESKTOP_HOME=home,
    )
    variants = {
        "floor": [sys.executable, "-c", FLOOR],
        "floor_with_pyqtgraph_plot": [sys.executable, "-c", FLOOR_PLOT],
    }
    if args.bare:
        variants["bare"] = [sys.executable, "-c", BARE]
    # The real program's start (logging, icon, window), as `elasund-desktop --startup-probe`.
    variants["elasund_desktop"] = [sys.executable, "-m", "elasund_desktop", "--startup-probe"]
    if args.executable:
        variants["bundle"] = [args.executable, "--startup-probe"]
    for command in variants.values():  # warm the file cache
        launch(command, env)
    times: dict[str, list[tuple[float, float, float]]] = {name: [] for name in variants}
    for _ in range(args.runs):
        for name, command in variants.items():
            times[name].append(launch(command, env))
    medians = {
        name: {
            "first_paint_s": round(statistics.median(t[0] for t in runs), 3),
            "complete_s": round(statistics.median(t[1] for t in runs), 3),
            "cpu_s": round(statistics.median(t[2] for t in runs), 3),
        }
        for name, runs in times.items()
    }
    floor = medians["floor"]["first_paint_s"]
    ours = medians["elasund_desktop"]
    result = {
        "runs": args.runs,
        **medians,
        "first_paint_ratio": round(ours["first_paint_s"] / floor, 2),
        # The share of the complete window that pyqtgraph and numpy cost any window.
        "floor_with_pyqtgraph_plot_ratio": round(
            medians["floor_with_pyqtgraph_plot"]["complete_s"] / floor, 2
        ),
        "complete_ratio": round(ours["complete_s"] / floor, 2),
        "cpu_ratio": round(ours["cpu_s"] / medians["floor"]["cpu_s"], 2),
        "targets": {"first_paint_ratio": 1.3, "complete_ratio": 2.0},
    }
    if args.executable:
        result["bundle_over_pip"] = round(medians["bundle"]["complete_s"] / ours["complete_s"], 2)
    if args.bare:
        result["floor_over_bare"] = round(floor / medians["bare"]["first_paint_s"], 2)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
