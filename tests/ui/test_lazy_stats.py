"""The plot dock loads its modules in idle steps after the window's first paint
(ui/lazy_stats.py); a step must never run on a dock that was deleted meanwhile
(a window closed while loading: seen in the suite as "Internal C++ object
(LazyStats) already deleted" from a step's timer)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent

from elasund_desktop.ui.lazy_stats import LazyStats


def test_a_loading_step_pending_when_the_dock_is_deleted_does_not_run(qtbot: Any) -> None:
    dock = LazyStats()
    dock._load_step(0)  # the first import done, the next step waits in the event loop
    assert not dock.loaded()
    dock.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    qtbot.wait(50)  # an exception in a step would fail the test (pytest-qt)


def test_the_steps_end_with_the_plot_built(qtbot: Any) -> None:
    dock = LazyStats()
    qtbot.addWidget(dock)
    dock._load_step(0)
    qtbot.waitUntil(dock.loaded, timeout=30_000)
