"""Test-wide set-up: Qt offscreen and no real user folders, ever."""

from __future__ import annotations

import atexit
import itertools
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

import tests.loopback_only  # noqa: F401 - every socket of the suite stays on loopback

# Before any Qt import: no screen on CI machines.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Every path of the app (settings, saves, autosave, logs, window layout) goes
# under this folder for the whole run; tests that care get their own below.
_SESSION_HOME = tempfile.mkdtemp(prefix="elasund-tests-")
os.environ["ELASUND_DESKTOP_HOME"] = _SESSION_HOME
atexit.register(shutil.rmtree, _SESSION_HOME, ignore_errors=True)
# No board animations in tests: every check reads the pieces where they end up
# (ui/board_pieces.py; tests of the animations switch them on themselves).
os.environ["ELASUND_DESKTOP_ANIMATIONS"] = "0"
# No game is ever announced on, nor looked for in, a real network (net/lan.py):
# multicast would leave loopback.  Inherited by the hosts the tests start.
os.environ["ELASUND_DESKTOP_NO_LAN"] = "1"


_HOME_NUMBERS = itertools.count()


@pytest.fixture(autouse=True)
def _private_home(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Path]:
    """A home of its own for each test, made only when the app writes there
    (persistence/paths.py creates a folder before writing).  Not `tmp_path`:
    two folders for each of ~3300 tests, most never written to, and pytest
    deletes a run's folders three runs later, in the run's own time; on a
    disk mounted with `discard` (3.7 ms per deleted folder, measured) that
    was over 30 s of every run."""
    home = tmp_path_factory.getbasetemp() / "homes" / f"home{next(_HOME_NUMBERS)}"
    monkeypatch.setenv("ELASUND_DESKTOP_HOME", str(home))
    yield home


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    """The widgets the last test left to pytest-qt (closed, `deleteLater`) are
    deleted now.  Posted outside any event loop, the deletion otherwise waited
    for a later test's loop: main windows of earlier tests piled up (twelve in
    one file), each redrawing its log and plots at every language switch and
    running its timers, and one file's setups took 2-3 s each instead of 0.1."""
    del item
    import sys

    if "PySide6.QtWidgets" not in sys.modules:
        return
    from PySide6.QtCore import QCoreApplication, QEvent

    if QCoreApplication.instance() is not None:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


@pytest.fixture(autouse=True)
def _normal_display() -> Iterator[None]:
    """Settings ▸ Colour vision and Board text size are process-wide: back to
    normal after each test, so no test sees another's choice."""
    yield
    import sys

    from elasund_desktop.colour_palettes import set_mode

    set_mode("normal")
    board_base = sys.modules.get("elasund_desktop.ui.board_base")
    if board_base is not None:
        board_base.set_board_text_scale(1.0)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """A test named `test_smoke_*` plays long seeded games and fails on almost any
    change without pointing at a rule: it gets the `smoke` marker, which the
    mutation runs deselect (pyproject.toml, [tool.mutmut]) so that a mutant is
    judged by the tests aimed at its rule, in seconds instead of minutes."""
    for item in items:
        if item.name.startswith("test_smoke_"):
            item.add_marker(pytest.mark.smoke)
    if "__mutmut_" in os.environ.get("MUTANT_UNDER_TEST", ""):
        _fastest_first(items)


def _fastest_first(items: list[pytest.Item]) -> None:
    """In a mutmut worker: run the mutant's tests fastest first (mutmut hands them
    over in no particular order and stops at the first failure, so a killed mutant
    is then judged in the time of its quickest failing test, not of a long one)."""
    try:
        from mutmut.state import state  # the worker is forked from mutmut's process
    except ImportError:
        return
    durations: dict[str, float] = state().duration_by_test
    items.sort(key=lambda item: durations.get(item.nodeid, 0.0))
