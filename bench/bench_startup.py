"""Start-up time: from process launch to the first painted main window, and to the
complete window (the statistics plot made and the first screen's board pictures
shown: from the cache folder, or drawn after the first paint on a first start),
against the floor for this interface.

The floor is a plain PySide6 window with the same furniture as ours but no content:
a menu bar with five menus, four docks (a table, buttons, a list, an empty panel),
a graphics view in the centre and a status bar.  Every variant runs as a fresh
process; the parent times the lines the child prints when its first paint and its
complete window happen, and each line carries the CPU seconds the child had used
by then.  Runs alternate between the variants, medians of --runs.

    python bench/bench_startup.py [--runs 9] [--bare] [--executable PATH] [--no-bytecode]

Targets: first paint within 1.3 x and the complete window within 2 x of the
floor's first paint, side by side in "ratios_over_floor" (wall clock and CPU).
The machine's load average is printed with the figures: with other work on the
cores the wall clock follows the load, the CPU seconds much less.

Other variants: "floor_with_pyqtgraph_plot" is the floor plus an empty pyqtgraph
plot built after its first paint, like ours: what pyqtgraph and numpy cost any
window of this shape.  "floor_with_painter_chart" is the floor plus a line chart
drawn with QPainter instead: what a plot without pyqtgraph would cost.  With
--bare, a bare QMainWindow (the floor is ~1.6 x of it).  Our program runs as
`python -m elasund_desktop --startup-probe` (its real start; see
elasund_desktop/ui/startup_probe.py); --executable PATH adds a bundled program,
which should start no slower.  The children start from compiled bytecode, as an
installed program does (see `child_environment`).
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
from typing import NamedTuple

# The floor's child prints "paint" after the window's first paint event and then
# "complete" at once: it has no plot, its complete window is its first paint.
PROBE = """
import sys, time
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
                print(f"paint {time.process_time():.4f}", flush=True)
            if self.painted and self.plot_ready(obj):
                print(f"complete {time.process_time():.4f}", flush=True)
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

# The floor plus a plot built after its first paint, the way ours is.  `make_plot`
# returns the plot widget: an empty pyqtgraph plot (what any window of this shape
# pays for pyqtgraph and numpy), or a line chart drawn with QPainter (what a plot
# without pyqtgraph and numpy would cost at start-up).
_FLOOR_WITH_PLOT = """stats_dock = w.findChildren(QDockWidget)[-1]
holder = []
def build_plot():
    holder.append(make_plot())
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
probe = Probe(w, plot_ready); app.installEventFilter(probe)"""

PYQTGRAPH_PLOT = """
def make_plot():
    import pyqtgraph as pg
    return pg.PlotWidget(background="w")
"""

# Axes with whole-number ticks, four series of ten points with markers: about
# what our statistics plot shows at the end of a game, drawn by hand.
PAINTER_CHART = """
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF
class Chart(QWidget):
    series = [[(t, (t * (s + 2)) % 11) for t in range(10)] for s in range(4)]
    colours = [QColor(c) for c in ("#c0392b", "#2471a3", "#229954", "#b7950b")]
    def paintEvent(self, event):
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("white"))
        box = QRectF(self.rect()).adjusted(30, 10, -10, -25)
        p.setPen(QPen(QColor("#888888"), 1))
        p.drawRect(box)
        for i in range(11):
            x = box.left() + box.width() * i / 10
            p.drawText(QPointF(x - 3, box.bottom() + 15), str(i))
            y = box.bottom() - box.height() * i / 10
            p.drawText(QPointF(box.left() - 20, y + 4), str(i))
        for points, colour in zip(self.series, self.colours):
            line = QPolygonF([QPointF(box.left() + box.width() * t / 10,
                                      box.bottom() - box.height() * v / 10) for t, v in points])
            p.setPen(QPen(colour, 2))
            p.drawPolyline(line)
            for point in line:
                p.drawEllipse(point, 3, 3)
        p.end()
def make_plot():
    return Chart()
"""


def _floor_with(plot_code: str) -> str:
    return FLOOR.replace(
        "probe = Probe(w, lambda obj: True); app.installEventFilter(probe)",
        plot_code + _FLOOR_WITH_PLOT,
    )


FLOOR_PLOT = _floor_with(PYQTGRAPH_PLOT)
FLOOR_PAINTER_CHART = _floor_with(PAINTER_CHART)


def _children_cpu() -> float:
    try:
        import resource
    except ImportError:  # Windows: no CPU figure
        return 0.0
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


class Run(NamedTuple):
    paint_s: float  # wall clock from launch to the first paint
    complete_s: float  # ... to the complete window
    paint_cpu: float  # CPU seconds the child had used at its first paint
    complete_cpu: float  # ... at its complete window
    total_cpu: float  # ... from start to exit (0 where the system has no figure)


def launch(command: list[str], env: dict[str, str]) -> Run:
    """Time one start: the child prints "paint CPU" and "complete CPU" lines.

    On a busy machine the wall-clock figures swing with the load; the CPU seconds
    the child used do not, so they are reported beside them.
    """
    cpu_before = _children_cpu()
    start = time.perf_counter()
    child = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert child.stdout is not None
    seen: dict[str, tuple[float, float]] = {}
    for raw in child.stdout:
        name, _, cpu = raw.decode().strip().partition(" ")
        if name in ("paint", "complete"):
            seen[name] = (time.perf_counter() - start, float(cpu))
    _, err = child.communicate(timeout=60)
    if child.returncode != 0 or set(seen) != {"paint", "complete"}:
        raise RuntimeError(f"{command[:2]} failed: {seen} {err.decode()[-2000:]}")
    return Run(
        seen["paint"][0],
        seen["complete"][0],
        seen["paint"][1],
        seen["complete"][1],
        _children_cpu() - cpu_before,
    )


def child_environment(home: str, bytecode: bool) -> dict[str, str]:
    """The children's environment: offscreen Qt, a fresh home, and bytecode.

    An installed program starts from compiled bytecode (pip writes the .pyc
    files, a PyInstaller bundle holds them), while a development shell often
    sets PYTHONDONTWRITEBYTECODE: every start would then compile our ~50
    modules again, a cost the floor (no modules of its own) never pays.  So the
    children get a bytecode cache of their own (PYTHONPYCACHEPREFIX, filled by
    the warm-up run, nothing written into the source tree); --no-bytecode
    measures the way without it.
    """
    env = dict(
        os.environ,
        QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
        ELASUND_DESKTOP_HOME=home,
    )
    if bytecode:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = os.path.join(home, "pycache")
    else:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


def load_average() -> list[float] | None:
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except (AttributeError, OSError):  # Windows
        return None


def _median(runs: list[Run], field: str) -> float:
    return round(statistics.median(getattr(r, field) for r in runs), 3)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--bare", action="store_true", help="also a bare QMainWindow")
    parser.add_argument("--executable", help="a bundled elasund-desktop instead of python -c")
    parser.add_argument(
        "--no-bytecode", action="store_true", help="children compile every module at each start"
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="elasund-bench-") as home:
        result = measure(args, child_environment(home, bytecode=not args.no_bytecode))
    print(json.dumps(result, indent=1))
    return 0


def measure(args: argparse.Namespace, env: dict[str, str]) -> dict[str, object]:
    """Interleaved runs of every variant; medians and ratios."""
    variants = {
        "floor": [sys.executable, "-c", FLOOR],
        "floor_with_pyqtgraph_plot": [sys.executable, "-c", FLOOR_PLOT],
        "floor_with_painter_chart": [sys.executable, "-c", FLOOR_PAINTER_CHART],
    }
    if args.bare:
        variants["bare"] = [sys.executable, "-c", BARE]
    # The real program's start (logging, icon, window), as `elasund-desktop --startup-probe`.
    variants["elasund_desktop"] = [sys.executable, "-m", "elasund_desktop", "--startup-probe"]
    if args.executable:
        variants["bundle"] = [args.executable, "--startup-probe"]
    load_before = load_average()
    for command in variants.values():  # warm the file cache (and the bytecode cache)
        launch(command, env)
    times: dict[str, list[Run]] = {name: [] for name in variants}
    for _ in range(args.runs):
        for name, command in variants.items():
            times[name].append(launch(command, env))
    medians = {
        name: {
            "first_paint_s": _median(runs, "paint_s"),
            "complete_s": _median(runs, "complete_s"),
            "first_paint_cpu_s": _median(runs, "paint_cpu"),
            "complete_cpu_s": _median(runs, "complete_cpu"),
            "cpu_s": _median(runs, "total_cpu"),
        }
        for name, runs in times.items()
    }
    floor = medians["floor"]

    def ratios(name: str) -> dict[str, float]:
        """Wall clock and CPU, first paint and complete window, over the floor's first paint."""
        m = medians[name]
        return {
            "first_paint": round(m["first_paint_s"] / floor["first_paint_s"], 2),
            "complete": round(m["complete_s"] / floor["first_paint_s"], 2),
            "first_paint_cpu": round(m["first_paint_cpu_s"] / floor["first_paint_cpu_s"], 2),
            "complete_cpu": round(m["complete_cpu_s"] / floor["first_paint_cpu_s"], 2),
        }

    result = {
        "runs": args.runs,
        "bytecode": not args.no_bytecode,
        "load_average_before": load_before,
        "load_average_after": load_average(),
        **medians,
        "ratios_over_floor": {name: ratios(name) for name in medians if name != "floor"},
        "targets": {"first_paint": 1.3, "complete": 2.0},
    }
    if args.executable:
        result["bundle_over_pip"] = round(
            medians["bundle"]["complete_s"] / medians["elasund_desktop"]["complete_s"], 2
        )
    if args.bare:
        result["floor_over_bare"] = round(
            floor["first_paint_s"] / medians["bare"]["first_paint_s"], 2
        )
    return result


if __name__ == "__main__":
    sys.exit(main())
