"""Issue 25, Screen readers: "The New Game dialog's player-count and seed boxes and
option lists have no accessible name, and the window has 7 Tab stops that say
nothing."  Every control a Tab press reaches must say what it is: its accessible
name, or the text a screen reader reads from it (a button's or a check box's)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QWidget,
)

from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Seat, SessionConfig
from elasund_desktop.games import default_registry
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.new_game_dialog import NewGameDialog

GAMES = default_registry().ids()


def silent_tab_stops(root: QWidget) -> list[str]:
    """The visible controls under `root` that take Tab focus and say nothing."""
    silent = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root) or not widget.isEnabled():
            continue
        if not widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
            continue
        if widget.focusProxy() is not None:
            continue  # its proxy is the stop
        text = widget.text() if isinstance(widget, QAbstractButton) else ""
        if not (widget.accessibleName().strip() or text.replace("&", "").strip()):
            silent.append(f"{type(widget).__name__} {widget.objectName()!r} in {type(widget.parent()).__name__}")
    return silent


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", ["en", "uk"])
def test_every_control_of_the_new_game_dialog_has_a_name(
    qtbot: Any, game: str, language: str
) -> None:
    from elasund_desktop.i18n.translator import TranslatorManager

    manager = TranslatorManager()
    manager.switch(language)
    try:
        dialog = NewGameDialog(default_registry(), default_game=game)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert silent_tab_stops(dialog) == []
        names = {w.accessibleName() for w in dialog.findChildren(QWidget)}
        assert dialog.players_spin.accessibleName() in names
        assert dialog.players_spin.accessibleName() and dialog.seed_spin.accessibleName()
        for _option, widget in dialog.option_widgets.values():
            assert widget.accessibleName()
    finally:
        manager.switch("en")
        manager.setParent(None)


@pytest.mark.parametrize("game", GAMES)
def test_every_tab_stop_of_the_window_says_what_it_is(qtbot: Any, game: str) -> None:
    win = build_main_window(default_registry(), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(win)
    win.resize(1600, 1000)
    win.show()
    qtbot.waitExposed(win)
    spec = default_registry().get(game)
    players = max(2, spec.rules().min_players)
    seats = (Seat("Ann", 0), *(Seat(f"Bot {i}", i, "random") for i in range(1, players)))
    win.start_game(SessionConfig(game, GameConfig(players, {}), 3, seats))
    assert win.controller is not None
    win.controller.set_paused(True)
    QApplication.processEvents()
    assert silent_tab_stops(win) == []
    assert not [d for d in win.findChildren(QDialog) if d.isVisible()]
