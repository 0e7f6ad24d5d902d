"""The computer players' threads are kept from move to move (ui/bot_workers.py):
a move reuses an idle thread, a move while another still thinks gets a thread
of its own, and each move's handle says when that move's thinking has ended."""

from __future__ import annotations

import threading

from elasund_desktop.ui.bot_workers import BotWorkers


def test_consecutive_moves_reuse_one_thread() -> None:
    pool = BotWorkers()
    names: list[int] = []
    for _ in range(5):
        job = pool.submit(lambda: names.append(threading.get_ident()))
        job.join(10)
        assert not job.is_alive()
        # the thread is back in the idle list only after the job's end: wait for it
        for _ in range(1000):
            if pool.idle:
                break
            threading.Event().wait(0.001)
    assert len(names) == 5 and len(set(names)) == 1
    assert pool.started == 1


def test_a_move_while_another_thinks_gets_its_own_thread() -> None:
    pool = BotWorkers()
    release = threading.Event()
    first = pool.submit(lambda: release.wait(10))
    ran = threading.Event()
    second = pool.submit(ran.set)
    assert ran.wait(10)  # did not wait for the first move's thinking
    assert first.is_alive()
    second.join(10)
    assert not second.is_alive()
    release.set()
    first.join(10)
    assert not first.is_alive()
    assert pool.started == 2


def test_an_error_in_a_move_ends_that_move_only() -> None:
    pool = BotWorkers()

    def fail() -> None:
        raise ValueError("boom")

    job = pool.submit(fail)
    job.join(10)
    assert not job.is_alive()
    ran = threading.Event()
    pool.submit(ran.set).join(10)
    assert ran.is_set()


def test_an_idle_thread_ends() -> None:
    pool = BotWorkers(idle_s=0.01)
    job = pool.submit(lambda: None)
    job.join(10)
    for _ in range(2000):
        with pool.lock:
            if not pool.idle:
                break
        threading.Event().wait(0.005)
    assert not pool.idle
    ran = threading.Event()
    pool.submit(ran.set).join(10)  # a new thread for the next move
    assert ran.is_set() and pool.started == 2
