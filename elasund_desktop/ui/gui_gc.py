"""Python's cyclic garbage collector runs on the GUI thread only.

Computer players think on Python threads (the controller's bot thread, the
answer pump of ai/worker.py). Python's collector runs in whichever thread
happens to allocate when a threshold is crossed; if it frees a cycle that
holds the wrapper of a Qt object there, the C++ object is destroyed on the
wrong thread: a crash at a random moment (the test suite saw rare
segmentation faults in the event loop while bot threads ran). So automatic
collection is switched off and the GUI thread collects from a timer, with the
interpreter's own thresholds, generation by generation: the usual cure for
PyQt/PySide programs with threads.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer


class GuiThreadCollector(QObject):
    """Collects garbage on the thread it lives on (the GUI thread)."""

    INTERVAL_MS = 500

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.setObjectName("gui-thread-collector")
        self._threshold = gc.get_threshold()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.collect)
        self._timer.start(self.INTERVAL_MS)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(gc.enable)  # the shutdown collects as usual

    def collect(self) -> int:
        """Collect the generations whose counts passed their thresholds."""
        t0, t1, t2 = self._threshold
        c0, c1, c2 = gc.get_count()
        if c0 <= t0:
            return 0
        if c1 + 1 > t1:
            return gc.collect(2 if c2 + 1 > t2 else 1)
        return gc.collect(0)


def install(app: QObject) -> GuiThreadCollector:
    """Once per application: its collector (created on the first call)."""
    found = app.findChild(GuiThreadCollector, "gui-thread-collector")
    if isinstance(found, GuiThreadCollector):
        return found
    return GuiThreadCollector(app)
