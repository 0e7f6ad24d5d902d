"""Threads that computer players think on, kept from one move to the next.

The controller used to start a new thread for every computer move: at the
"Instant" speed that is hundreds of thread starts a game, each waited for by
the GUI thread (Thread.start blocks until the new thread runs), a noticeable
share of a move's cost.  Here a thread that finished a move waits for the next
one; a move finds an idle thread, or starts one when every thread is busy (two
games thinking at once, a search still winding down after an undo), so no move
ever waits for another.  A thread idle for IDLE_S ends.

`submit` returns a `BotJob`, which answers `is_alive()` and `join()` as the
thread of that one move did (tests wait on it: "the search has ended").
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable

log = logging.getLogger(__name__)

IDLE_S = 30.0  # an idle thread ends after this long without a move to think about


class BotJob:
    """One move's thinking: alive until its function has returned."""

    def __init__(self, work: Callable[[], None]) -> None:
        self._work: Callable[[], None] | None = work
        self._done = threading.Event()

    def is_alive(self) -> bool:
        return not self._done.is_set()

    def join(self, timeout: float | None = None) -> None:
        self._done.wait(timeout)

    def run(self) -> None:
        # Dropped once done (as a Thread drops its target): the move's state
        # and rules are not kept alive by the handle or an idle thread.
        work, self._work = self._work, None
        try:
            if work is not None:
                work()
        except Exception:  # the work reports its own errors; the thread goes on
            log.exception("computer player's thread: unexpected error")
        finally:
            del work
            self._done.set()


class _Worker(threading.Thread):
    def __init__(self, pool: BotWorkers) -> None:
        super().__init__(name="bot", daemon=True)
        self.pool = pool
        self.jobs: queue.SimpleQueue[BotJob] = queue.SimpleQueue()

    def run(self) -> None:
        pool = self.pool
        while True:
            try:
                job = self.jobs.get(timeout=pool.idle_s)
            except queue.Empty:
                with pool.lock:
                    if self in pool.idle:  # nobody handed it a move meanwhile
                        pool.idle.remove(self)
                        return
                continue  # taken from the idle list just now: its move is on the way
            job.run()
            del job
            with pool.lock:
                pool.idle.append(self)


class BotWorkers:
    """The pool of threads (see the module docstring)."""

    def __init__(self, idle_s: float = IDLE_S) -> None:
        self.idle_s = idle_s
        self.lock = threading.Lock()
        self.idle: list[_Worker] = []
        self.started = 0  # threads started so far (tests read it)

    def submit(self, work: Callable[[], None]) -> BotJob:
        job = BotJob(work)
        with self.lock:
            worker = self.idle.pop() if self.idle else None
        if worker is None:
            worker = _Worker(self)
            self.started += 1
            worker.jobs.put(job)
            worker.start()
        else:
            worker.jobs.put(job)
        return job


_POOL: BotWorkers | None = None


def bot_workers() -> BotWorkers:
    """The application's pool (made at the first computer move)."""
    global _POOL
    if _POOL is None:
        _POOL = BotWorkers()
    return _POOL
