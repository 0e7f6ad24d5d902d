"""Issue 13 item 2: focus and shortcuts.

F6 walks the regions of the window; the players table lets Tab out; the New
Game dialog's Tab order reaches the seats before OK; Ctrl+plus/minus zoom
while the board has the focus (the view's own shortcut used to collide with
the menu's); the frequent buttons carry a key, shown on them, that works.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Seat, SessionConfig
from elasund_desktop.games import default_registry
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.main_window import MainWindow
from elasund_desktop.ui.new_game_dialog import NewGameDialog
from tests.bounded import Bound

from .keyboard_player import confirm_privacy, focused, press


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    win = build_main_window(default_registry(), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    return win


def start(win: MainWindow, qtbot: Any, game: str, seed: int) -> None:
    win.start_game(SessionConfig(game, GameConfig(2, {}), seed, (Seat("Ann", 0), Seat("Bob", 1))))
    assert win.controller is not None
    win.controller.set_paused(True)
    if win.stack.currentWidget() is win.privacy:
        confirm_privacy(win, qtbot)


def region_of(win: MainWindow, widget: QWidget) -> str:
    if widget is win.view:
        return "board"
    for name, dock in win.docks.items():
        if dock.isAncestorOf(widget):
            return name
    return type(widget).__name__


def test_f6_walks_board_panels_and_log_and_back(window: MainWindow, qtbot: Any) -> None:
    start(window, qtbot, "catan", 5)
    assert focused() is window.view
    seen = ["board"]
    for _ in range(6):
        press(qtbot, Qt.Key.Key_F6)
        if focused() is window.view:
            break
        seen.append(region_of(window, focused()))
    assert focused() is window.view, "F6 comes back to the board"
    # The statistics plot takes the focus only once pyqtgraph has loaded.
    assert seen[:4] == ["board", "actions", "players", "log"]
    press(qtbot, Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)
    assert region_of(window, focused()) == seen[-1]


def test_tab_leaves_the_players_table(window: MainWindow, qtbot: Any) -> None:
    start(window, qtbot, "elasund", 5)
    table = window.players.table
    table.setFocus()
    assert focused() is table
    press(qtbot, Qt.Key.Key_Tab)
    assert focused() is not table and not table.isAncestorOf(focused())


def test_new_game_dialog_reaches_the_seats_before_ok(qtbot: Any) -> None:
    dialog = NewGameDialog(default_registry(), None, "catan")
    qtbot.addWidget(dialog)
    dialog.players_spin.setValue(4)  # seats rebuilt after the buttons were made
    chain: list[QWidget] = []
    widget: QWidget = dialog.game_combo
    for _ in range(60):
        chain.append(widget)
        widget = widget.nextInFocusChain()
        if widget is dialog.game_combo:
            break
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    seat_fields = [
        w
        for trio in zip(
            dialog.name_edits, dialog.colour_combos, dialog.controller_combos, strict=True
        )
        for w in trio
    ]
    positions = [chain.index(w) for w in seat_fields]
    assert positions == sorted(positions), "seat fields in reading order"
    assert chain.index(dialog.seed_spin) < positions[0]
    assert positions[-1] < chain.index(ok)
    # Each seat field says which seat it belongs to.
    assert dialog.name_edits[2].accessibleName() == "Name of seat 3"
    assert dialog.controller_combos[3].accessibleName() == "Who plays seat 4"


def test_ctrl_plus_and_minus_zoom_while_the_board_has_the_focus(
    window: MainWindow, qtbot: Any
) -> None:
    start(window, qtbot, "catan", 5)
    assert focused() is window.view
    before = window.view.current_scale()
    press(qtbot, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    bigger = window.view.current_scale()
    assert bigger == pytest.approx(before * 1.25)
    press(qtbot, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert window.view.current_scale() == pytest.approx(bigger * 0.8)


def test_frequent_buttons_show_their_key_and_the_key_works(window: MainWindow, qtbot: Any) -> None:
    """Elasund's turn starts with the roll: its button reads "Roll the dice  [R]",
    and R pressed on the board rolls."""
    start(window, qtbot, "elasund", 5)
    controller = window.controller
    assert controller is not None
    session = controller.session
    bound = Bound(400, "the first roll")
    while not [a for a in session.legal_actions() if a.kind == "roll"]:
        bound.step()
        controller.apply(session.legal_actions()[0])
        if window.stack.currentWidget() is window.privacy:
            confirm_privacy(window, qtbot)
    roll = next(b for b in window.actions_panel.buttons if b.text().startswith("Roll the dice"))
    assert roll.text() == "Roll the dice  [R]"
    window.view.setFocus()
    press(qtbot, Qt.Key.Key_R)
    # A button's shortcut clicks it the way the eye can follow (animateClick).
    qtbot.waitUntil(lambda: bool(session.actions) and session.actions[-1].kind == "roll")
