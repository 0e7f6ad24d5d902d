"""`elasund-desktop --startup-probe`: start-up timing for bench/bench_startup.py.

Prints "paint" when the main window is first painted and "complete" when the
rest has come after it, then quits: the statistics plot (built lazily, after
the first paint, in its dock that the first game shows) is made, and the
first screen shows every game's picture (drawn after the first paint when
the cache has none, ui/board_pictures.py) and has painted since.  A flag of
the real program, so that the pip-installed and the bundled program are
measured on the same path.  Each line carries the CPU seconds the
process has used so far: on a busy machine they vary far less than the clock.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

POLL_MS = 5  # how often the probe looks whether the rest has come


class StartupProbe(QObject):
    def __init__(self, window: QWidget, plot_holder: object, welcome: object = None) -> None:
        super().__init__(window)
        self.window = window
        self.plot_holder = plot_holder
        self.welcome = welcome
        self.painted = False
        self.ready = False  # everything is there; the next paint completes the window
        # Nothing paints when the last part arrives unseen (the plot in its hidden
        # dock): the probe looks now and then and asks for the paint itself.
        self.poll = QTimer(self)
        self.poll.setInterval(POLL_MS)
        self.poll.timeout.connect(self._look)

    def _all_there(self) -> bool:
        plot = getattr(self.plot_holder, "_widget", None)
        done = getattr(self.welcome, "pictures_done", None)
        return isinstance(plot, QWidget) and (done is None or bool(done()))

    def _look(self) -> None:
        if not self.ready and self._all_there():
            self.ready = True
            self.poll.stop()
            self.window.update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and isinstance(watched, QWidget):
            if watched.window() is not self.window:
                return False
            if not self.painted:
                self.painted = True
                print(f"paint {time.process_time():.4f}", flush=True)
                self.poll.start()
            elif self.ready:
                print(f"complete {time.process_time():.4f}", flush=True)
                app = QApplication.instance()
                if app is not None:
                    app.removeEventFilter(self)
                QTimer.singleShot(0, QApplication.quit)
        return False
