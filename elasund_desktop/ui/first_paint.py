"""Work that waits until a window has been painted for the first time.

The start-up (bench/bench_startup.py) is measured to the window's first paint
and to the complete window.  What the first frame does not show (the
statistics plot, the log file, tidying up after a crash) runs afterwards:
`after_first_paint` watches the application's paint events and, at the first
one of `window` or of a widget inside it, queues the callbacks for the next
turn of the event loop, so the frame is on the screen before the work starts.
One application-wide filter per window, removed at that paint: until then
every event of the application passes through it (in Python).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QWidget

_NAME = "first_paint_waiter"


class _FirstPaint(QObject):
    def __init__(self, window: QWidget) -> None:
        super().__init__(window)  # goes with the window
        self.setObjectName(_NAME)
        self.window = window
        self.callbacks: list[Callable[[], object]] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.Paint
            and isinstance(watched, QWidget)
            and watched.window() is self.window
        ):
            app = QCoreApplication.instance()
            if app is not None:
                app.removeEventFilter(self)
            self.setParent(None)  # done: the next call for this window starts anew
            for callback in self.callbacks:
                QTimer.singleShot(0, self.window, callback)
            self.deleteLater()
        return False


def after_first_paint(window: QWidget, callback: Callable[[], object]) -> None:
    """Run `callback` once, in the event loop turn after `window` first paints.

    Callbacks registered for one window run in the order they were given.
    """
    app = QCoreApplication.instance()
    if app is None:
        return
    found = window.findChild(QObject, _NAME, Qt.FindChildOption.FindDirectChildrenOnly)
    waiting = found if isinstance(found, _FirstPaint) else None
    if waiting is None:
        waiting = _FirstPaint(window)
        app.installEventFilter(waiting)
    waiting.callbacks.append(callback)
