"""The window's side of a network game: an asyncio loop in a thread, and the way back.

The host's server and the joiner's connection (net/host.py, net/joiner.py)
are asyncio code; the window is Qt.  Neither waits for the other:

* `LoopThread` runs an asyncio loop in a daemon thread; the GUI hands it
  coroutines (`submit`) and never blocks on them, except for the few
  milliseconds of binding a port.
* `GuiCall` runs a function on the GUI thread for the loop thread and hands
  back its result.  The host's game (HostGame) is touched only on the GUI
  thread this way: the window's controller and the joiners' messages then
  take turns on one thread, and the session never changes under a redraw.

Nothing here knows a game or a message; net_host.py and net_join.py do.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import logging
import threading
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

from PySide6.QtCore import QObject, Qt, Signal, Slot

log = logging.getLogger(__name__)

T = TypeVar("T")

# How long the loop thread waits for the GUI thread to take a message: a modal
# dialog still runs the event loop, so only a frozen window comes near it.
GUI_TIMEOUT_S = 60.0


class LoopThread:
    """An asyncio event loop of its own in a daemon thread."""

    def __init__(self, name: str) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self._run, name=name, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            self.loop.run_forever()
            # stopped: let the tasks still running end (sockets close cleanly)
            tasks = asyncio.all_tasks(self.loop)
            for task in tasks:
                task.cancel()
            if tasks:
                self.loop.run_until_complete(asyncio.gather(*tasks, return_exceptions=True))
        finally:
            self.loop.close()

    def submit(self, coro: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        """Run `coro` on the loop; the future is never waited for by the GUI."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def stop(self, last: Coroutine[Any, Any, Any] | None = None) -> None:
        """Run `last` (closing the server or connection), then stop the loop."""

        async def finish() -> None:
            if last is not None:
                try:
                    await asyncio.wait_for(last, timeout=10)
                except Exception:  # closing must never keep the loop alive
                    log.exception("closing the network connection failed")
            self.loop.stop()

        with contextlib.suppress(RuntimeError):  # the loop already ended
            self.submit(finish())

    def is_alive(self) -> bool:
        return self.thread.is_alive()


class GuiCall(QObject):
    """Call a function on the thread this object lives in (the GUI's) from any other.

    After `close` a call returns `default` at once: the window is leaving the
    game, and a network thread must not wait for a window that may never
    process another event.
    """

    _run = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.closed = False
        self._run.connect(self._on_run, Qt.ConnectionType.QueuedConnection)

    def call(self, fn: Callable[[], T], default: T) -> T:
        if self.closed:
            return default
        future: concurrent.futures.Future[T] = concurrent.futures.Future()
        self._run.emit((fn, future, default))
        return future.result(timeout=GUI_TIMEOUT_S)

    def post(self, fn: Callable[[], Any]) -> None:
        """Run `fn` on the GUI thread soon; nobody waits for it."""
        if not self.closed:
            self._run.emit((fn, None, None))

    @Slot(object)
    def _on_run(self, job: Any) -> None:
        fn, future, default = job
        if future is not None and not future.set_running_or_notify_cancel():
            return
        try:
            result = default if self.closed else fn()
        except BaseException as exc:  # handed to the caller's thread, which logs it
            if future is None:
                log.exception("a network message failed in the window")
                return
            future.set_exception(exc)
            return
        if future is not None:
            future.set_result(result)

    def close(self) -> None:
        self.closed = True
