"""The statistics dock, built after the window is first painted.

Moved out of main_window.py (which only makes one, in `_make_stats`): it is
self-contained and the window module is long enough.
"""

from __future__ import annotations

import importlib
import os
import time
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QVBoxLayout, QWidget

from .first_paint import after_first_paint

# numpy (this plot, Elfenland's terrain) needs no parallel linear algebra:
# OpenBLAS's extra threads only spun after each small call, CPU time taken
# from the game's moves.  Read when numpy is first imported: the main window
# imports this module before anything imports numpy.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")


class LazyStats(QWidget):
    """The statistics dock, built after the window is first painted.

    pyqtgraph (and numpy) take longer to import than the rest of the window;
    the plot appears a moment later instead of delaying the start.  The imports
    run in idle time after the first paint, one module per turn of the event
    loop, so the window answers clicks in between.
    """

    # What the plot needs, imported one per idle turn before the widget is built.
    PRELOAD = ("numpy", "pyqtgraph", "elasund_desktop.ui.stats_dock")
    STATS_EVERY_MS = 500

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.setMinimumHeight(200)  # keep the dock's room while the plot loads
        self._widget: Any = None
        self._game: tuple[Any, ...] | None = None
        self._states: Any = None
        self._paint_window: QWidget | None = None
        self._events: tuple[Any, int] | None = None
        # Computer players at full speed make many moves a second: the plot
        # follows at most every STATS_EVERY_MS (recomputing the series and
        # repainting the plot cost more than drawing the board's move).
        self._pending = False
        self._updated_at = -1.0e9
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.flush)

    def load_after_first_paint(self, window: QWidget) -> None:
        """Start the idle-time loading once `window` (or a child) has first painted."""
        if self._widget is None and self._paint_window is None:
            self._paint_window = window
            after_first_paint(window, lambda: self._load_step(0))

    def loaded(self) -> bool:
        """The plot is built (its imports are done)."""
        return self._widget is not None

    def _load_step(self, index: int) -> None:
        if self._widget is not None:
            return
        if index < len(self.PRELOAD):
            importlib.import_module(self.PRELOAD[index])
            # with `self` as the context: no step runs after the dock is deleted
            QTimer.singleShot(0, self, lambda: self._load_step(index + 1))
        else:
            self.ensure()

    def ensure(self) -> Any:
        if self._widget is None:
            from .stats_dock import StatsWidget

            self._widget = StatsWidget(self)
            self._layout.addWidget(self._widget)
            if self._game is not None:
                self._widget.set_game(*self._game)
            self._pending = True
        self.flush()
        return self._widget

    def flush(self) -> None:
        """Give the plot the latest states and events now (if it is behind)."""
        self._timer.stop()
        if self._widget is None or not self._pending:
            return
        self._pending = False
        self._updated_at = time.monotonic()
        if self._states is not None:
            self._widget.update_from_states(self._states)
        if self._events is not None:
            self._widget.update_events(*self._events)

    def _later(self) -> None:
        """Update now, or once STATS_EVERY_MS have passed since the last update."""
        self._pending = True
        if self._widget is None:
            return
        wait = self.STATS_EVERY_MS - (time.monotonic() - self._updated_at) * 1000
        if wait <= 0:
            self.flush()
        elif not self._timer.isActive():
            self._timer.start(int(wait) + 1)

    @property
    def plot_item(self) -> Any:
        return self.ensure().plot_item

    def set_game(self, *args: Any) -> None:
        self._game = args
        self._states = None
        self._events = None
        self._pending = False
        self._timer.stop()
        self._updated_at = -1.0e9
        if self._widget is not None:
            self._widget.set_game(*args)

    def update_from_states(self, states: Any) -> None:
        self._states = states
        self._later()

    def update_events(self, events: Any, seed: int) -> None:
        self._events = (events, seed)
        self._later()
