"""A player who uses only the keyboard: every move is made with key presses
sent to the widget that has the keyboard focus, as a real keyboard does.

Board moves: Tab / Shift+Tab walk the keyboard cursor to the target, Enter
chooses it, and when a menu opens at the target, Down walks it to the action
and Enter chooses that.  Button moves: F6 reaches the Your move panel, Tab
walks to the button, Space presses it.  The privacy screen is confirmed with
Enter.  Nothing here sets the focus or calls a slot: if the window loses the
focus or puts it in the wrong place, the presses go nowhere and the test fails.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu, QPushButton, QWidget

from elasund_desktop.engine.rules import Action
from elasund_desktop.ui.main_window import MainWindow

NO_MOD = Qt.KeyboardModifier.NoModifier


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "the keyboard focus was lost"
    return widget


def press(qtbot: Any, key: Qt.Key, modifier: Qt.KeyboardModifier = NO_MOD) -> None:
    popup = QApplication.activePopupWidget()
    qtbot.keyClick(popup if popup is not None else focused(), key, modifier)


def expected_focus(win: MainWindow) -> QWidget | None:
    """Where the focus must be when a human is to decide (None: no rule)."""
    if win.stack.currentWidget() is win.privacy:
        return win.privacy.button
    scene = win.scene
    if scene is None or not scene.interactive:
        return None
    if scene.highlighted_targets():
        return win.view
    enabled = [b for b in win.actions_panel.buttons if b.isEnabled()]
    return enabled[0] if enabled else None


def confirm_privacy(win: MainWindow, qtbot: Any) -> None:
    assert focused() is win.privacy.button
    press(qtbot, Qt.Key.Key_Return)
    assert win.stack.currentWidget() is win.view


def board_move(win: MainWindow, qtbot: Any, action: Action) -> None:
    scene = win.scene
    assert scene is not None and win.texts is not None
    target = scene.target_of(action)
    for _ in range(6):
        if focused() is win.view:
            break
        press(qtbot, Qt.Key.Key_F6)
    assert focused() is win.view
    order = scene.cursor.ordered()
    assert target in order, f"{target} is not a cursor stop"
    here = order.index(scene.cursor.target) if scene.cursor.target in order else 0
    goal = order.index(target)
    key = Qt.Key.Key_Tab if goal >= here else Qt.Key.Key_Backtab
    for _ in range(abs(goal - here)):
        press(qtbot, key)
    assert scene.cursor.target == target
    candidates = scene.candidates_for(target)
    press(qtbot, Qt.Key.Key_Return)
    if len(candidates) > 1:
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu), "several actions: a menu must open"
        wanted = win.texts.action(action)
        for _ in range(len(menu.actions()) + 1):
            active = menu.activeAction()
            if active is not None and active.text() == wanted:
                break
            press(qtbot, Qt.Key.Key_Down)
        assert menu.activeAction() is not None and menu.activeAction().text() == wanted
        press(qtbot, Qt.Key.Key_Return)


def button_move(win: MainWindow, qtbot: Any, action: Action) -> None:
    scene = win.scene
    assert scene is not None
    buttons = win.actions_panel.buttons
    legal = win.controller.session.legal_actions() if win.controller else []
    wanted = [a for a in legal if scene.target_of(a) is None].index(action)
    goal = next(b for b in buttons if b.property("action_index") == wanted)
    for _ in range(6):
        if win.actions_panel.isAncestorOf(focused()):
            break
        press(qtbot, Qt.Key.Key_F6)
    for _ in range(len(buttons) + 2):
        if focused() is goal:
            break
        press(qtbot, Qt.Key.Key_Tab)
    assert focused() is goal and isinstance(goal, QPushButton), (
        f"Tab reached {focused()} ({getattr(focused(), 'text', str)()}), not {goal.text()}"
    )
    press(qtbot, Qt.Key.Key_Space)


def key_move(win: MainWindow, qtbot: Any, action: Action) -> None:
    """Make `action` (legal now, of the human to move) with key presses only."""
    assert win.scene is not None and win.controller is not None
    before = len(win.controller.session.actions)
    if win.scene.target_of(action) is not None:
        board_move(win, qtbot, action)
    else:
        button_move(win, qtbot, action)
    assert len(win.controller.session.actions) == before + 1, f"{action} was not made"
    assert win.controller.session.actions[-1] == action
