"""The start-up path (issue 12 item 5): what the first frame waits for, and what comes after it.

The first frame is measured against a plain PySide6 window in bench/bench_startup.py;
these tests hold the structure that makes it fast: the engine, the computer players,
the plot libraries and the log file's handler module are not loaded before the
window's first paint, and the work put off until then does happen afterwards.
"""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMainWindow

from elasund_desktop.ui import app as app_module
from elasund_desktop.ui.first_paint import after_first_paint

ROOT = Path(__file__).resolve().parents[2]

# Loaded after the first paint (a game, the plot, the log file, crash tidying).
NOT_BEFORE_FIRST_PAINT = (
    "elasund_desktop.engine",
    "elasund_desktop.ai",
    "elasund_desktop.ui.controller",
    "elasund_desktop.ui.stats_dock",
    "elasund_desktop.persistence.autosave",
    "numpy",
    "pyqtgraph",
    "logging.handlers",
)

PROBE_SCRIPT = """
import sys
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QWidget
from elasund_desktop.ui import startup_probe

at_paint = []

class Probe(startup_probe.StartupProbe):
    def eventFilter(self, watched, event):
        if (event.type() == QEvent.Type.Paint and isinstance(watched, QWidget)
                and not self.painted and watched.window() is self.window):
            at_paint.extend(sys.modules)
        return super().eventFilter(watched, event)

startup_probe.StartupProbe = Probe
from elasund_desktop import cli
assert cli.main(["--startup-probe"]) == 0
sys.excepthook = sys.__excepthook__  # the window's hook would show a failure in a dialog
late = {late!r}
early = sorted(m for m in at_paint if m.startswith(late))
assert at_paint and not early, early
# The complete window: the plot libraries came after the first paint.
assert "pyqtgraph" in sys.modules and "numpy" in sys.modules
"""


def test_the_first_frame_waits_for_no_game_code_plot_or_log_handler(tmp_path: Path) -> None:
    """The real start (`elasund-desktop --startup-probe`) in a fresh process."""
    home = tmp_path / "home"
    env = dict(os.environ, ELASUND_DESKTOP_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-c", PROBE_SCRIPT.format(late=NOT_BEFORE_FIRST_PAINT)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    lines = [line.split()[0] for line in result.stdout.splitlines()]
    assert lines == ["paint", "complete"]
    # The log file was opened after the first frame, not skipped.
    assert (home / "log" / "elasund-desktop.log").is_file()


def test_work_after_the_first_paint_runs_once_in_order(qtbot: Any) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    ran: list[str] = []
    after_first_paint(window, lambda: ran.append("first"))
    after_first_paint(window, lambda: ran.append("second"))
    # one application-wide filter per window, however many callbacks wait on it
    waiters = window.findChildren(
        QObject, "first_paint_waiter", Qt.FindChildOption.FindDirectChildrenOnly
    )
    assert len(waiters) == 1
    qtbot.wait(50)
    assert ran == []  # nothing before the window paints
    window.show()
    qtbot.waitUntil(lambda: len(ran) == 2)
    window.repaint()
    qtbot.wait(50)
    assert ran == ["first", "second"]


def test_records_logged_before_the_log_file_opens_reach_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    root = logging.getLogger()
    before = list(root.handlers)
    # another test's log file handler must not stand in for ours
    monkeypatch.setattr(root, "handlers", [h for h in before if not hasattr(h, "baseFilename")])
    log_file = app_module.DeferredLogFile()
    logging.getLogger("elasund_desktop.test").info("before the file")
    logging.getLogger("elasund_desktop.test").warning("also before")
    path = log_file.open()
    try:
        assert path is not None
        logging.getLogger("elasund_desktop.test").info("after the file")
        assert log_file.open() == path  # once only
        for handler in root.handlers:
            handler.flush()
        text = path.read_text(encoding="utf-8")
        assert text.index("before the file") < text.index("also before")
        assert text.index("also before") < text.index("after the file")
    finally:
        for handler in list(root.handlers):
            if getattr(handler, "baseFilename", "") == str(path):
                root.removeHandler(handler)
                handler.close()


def test_an_unexpected_error_before_the_first_paint_opens_the_log(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    opened: list[bool] = []
    shown: list[str] = []
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(app_module.QMessageBox, "critical", lambda *a, **k: shown.append(a[2]))

    def open_log() -> Path:
        opened.append(True)
        return Path("the.log")

    app_module.install_excepthook(None, open_log)
    try:
        raise RuntimeError("boom")
    except RuntimeError as exc:
        sys.excepthook(type(exc), exc, exc.__traceback__)
    assert opened and shown and "boom" in shown[0] and "the.log" in shown[0]
