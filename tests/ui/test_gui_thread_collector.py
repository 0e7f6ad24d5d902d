"""Garbage is collected on the GUI thread only (ui/gui_gc.py): a computer
player's thread that allocates a lot never frees a cycle, the GUI thread's
timer does. (A Qt wrapper freed on another thread destroys its C++ object
there: a crash at a random moment.)"""

from __future__ import annotations

import gc
import threading
import weakref
from typing import Any

from elasund_desktop.ui.app import make_application
from elasund_desktop.ui.gui_gc import GuiThreadCollector, install


class _Node:
    def __init__(self) -> None:
        self.me = self  # a cycle: only the cyclic collector frees it


def test_the_application_collects_on_its_own_thread_only(qtbot: Any) -> None:
    app = make_application()
    collector = app.findChild(GuiThreadCollector, "gui-thread-collector")
    assert isinstance(collector, GuiThreadCollector) and install(app) is collector
    assert not gc.isenabled()
    gc.collect()
    node = _Node()
    gone = weakref.ref(node)
    del node

    def allocate() -> None:  # far past every threshold, on another thread
        junk = [[i] for i in range(200_000)]
        del junk
        for _ in range(50_000):
            _Node()

    worker = threading.Thread(target=allocate)
    worker.start()
    worker.join()
    assert gone() is not None  # the other thread collected nothing
    qtbot.waitUntil(lambda: gone() is None, timeout=30_000)  # the GUI thread's timer did


def test_the_collector_collects_only_past_the_thresholds(qtbot: Any) -> None:
    collector = install(make_application())
    gc.collect()
    assert collector.collect() == 0  # nothing allocated since: nothing to do
