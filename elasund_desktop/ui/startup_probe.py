"""`elasund-desktop --startup-probe`: start-up timing for bench/bench_startup.py.

Prints "paint" when the main window is first painted and "complete" when the
statistics plot (built lazily, after the first paint) has painted too, then
quits.  A flag of the real program, so that the pip-installed and the bundled
program are measured on the same path.  Each line carries the CPU seconds the
process has used so far: on a busy machine they vary far less than the clock.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget


class StartupProbe(QObject):
    def __init__(self, window: QWidget, plot_holder: object) -> None:
        super().__init__(window)
        self.window = window
        self.plot_holder = plot_holder
        self.painted = False

    def _plot_painted(self, obj: QObject) -> bool:
        plot = getattr(self.plot_holder, "_widget", None)
        return (
            isinstance(plot, QWidget)
            and isinstance(obj, QWidget)
            and (obj is plot or plot.isAncestorOf(obj))
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and isinstance(watched, QWidget):
            if not self.painted and watched.window() is self.window:
                self.painted = True
                print(f"paint {time.process_time():.4f}", flush=True)
            if self.painted and self._plot_painted(watched):
                print(f"complete {time.process_time():.4f}", flush=True)
                app = QApplication.instance()
                if app is not None:
                    app.removeEventFilter(self)
                QTimer.singleShot(0, QApplication.quit)
        return False
