"""Game ▸ Export the log, the log's and the plots' context menus, the dice histogram."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QFileDialog

from elasund_desktop.engine.session import HUMAN, Session
from elasund_desktop.games import default_registry
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.main_window import MainWindow
from elasund_desktop.ui.stats_dock import DICE
from tests.engine.test_end_of_game import finished_game


@pytest.fixture
def windows(qtbot: Any) -> Iterator[list[MainWindow]]:
    made: list[MainWindow] = []
    yield made
    # The translators are the application's: back to English for the next tests.
    for win in made:
        if win.translator is not None:
            win.translator.switch("en")


def make_window(qtbot: Any, lang: str, made: list[MainWindow]) -> MainWindow:
    settings = Settings(autosave=False, bot_delay_ms=0, language=lang)
    win = build_main_window(default_registry(), settings, lang)
    made.append(win)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def install_catan(win: MainWindow, moves: int = 300) -> Session[Any]:
    played = finished_game("catan", 3, 2)
    seats = tuple(replace(s, controller=HUMAN) for s in played.config.seats)
    spec = win.registry.get("catan")
    session: Session[Any] = Session.replay(
        spec.rules(), replace(played.config, seats=seats), played.actions[:moves]
    )
    win.install_session(spec, session, start_bots=False)
    return session


@pytest.mark.parametrize("lang", ["en", "it"])
def test_export_log_writes_the_log_in_the_current_language(
    qtbot: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    windows: list[MainWindow],
) -> None:
    win = make_window(qtbot, lang, windows)
    session = install_catan(win)
    target = tmp_path / "log.txt"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    win.act_export_log.trigger()
    written = target.read_text(encoding="utf-8").splitlines()
    shown = win.game_log.lines()
    assert len(shown) == sum(len(e) for e in session.events)  # every event has a line
    assert written[0] == "Catan"
    names = ", ".join(s.name for s in session.config.seats)
    assert names in written[1]
    assert written[2] == ""
    assert written[3:] == shown
    texts = win.texts
    assert texts is not None
    first = next(e for events in session.events for e in events if e.key == "roll")
    assert texts.event(first, win.viewer) in written
    if lang == "it":
        assert written[1].startswith("Giocatori")


def test_the_log_context_menu_saves_the_same_text(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, windows: list[MainWindow]
) -> None:
    win = make_window(qtbot, "en", windows)
    install_catan(win, 120)
    target = tmp_path / "from-menu.txt"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    win.game_log.export_requested.emit()
    assert target.read_text(encoding="utf-8").splitlines()[3:] == win.game_log.lines()
    win.game_log.copy_all()
    from PySide6.QtGui import QGuiApplication

    assert QGuiApplication.clipboard().text() == "\n".join(win.game_log.lines())


def test_the_dice_histogram_counts_every_roll_and_the_plot_saves_as_png(
    qtbot: Any, tmp_path: Path, windows: list[MainWindow]
) -> None:
    win = make_window(qtbot, "en", windows)
    session = install_catan(win, 400)
    stats = win.stats.ensure()
    win.refresh()
    rolls = [e for events in session.events for e in events if e.key == "roll"]
    assert rolls
    assert stats.metric_box.findData(DICE) >= 0
    assert str(session.config.seed) in stats.metric_box.itemText(stats.metric_box.findData(DICE))
    stats.set_metric(DICE)
    heights = stats.dice_bars.opts["height"]
    assert sum(heights) == len(rolls) == stats.dice.rolls
    _x, expected = stats.dice_expected.getData()
    assert sum(expected) == pytest.approx(len(rolls))
    path = tmp_path / "dice.png"
    assert stats.save_png(path)
    image = QImage(str(path))
    assert not image.isNull() and image.width() > 50 and image.height() > 50
    # Back to a metric: the bars go, the curves come back.
    stats.set_metric("Victory points")
    assert stats.dice_bars is None
    assert any(c.getData()[0] is not None and len(c.getData()[0]) for c in stats.curves)
