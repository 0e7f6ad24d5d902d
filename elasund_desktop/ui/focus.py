"""Where the keyboard focus goes: the next decision after every move, and F6.

After a move the focus goes to where the next decision is: the board (its
keyboard cursor) when the step has highlighted places, else the first
button of the Your move panel, and the privacy screen's button when the
computer is handed over.  F6 / Shift+F6 move between the regions of the
window: board, Your move panel, players table, game log (a dock behind a
tab comes to the front when F6 reaches it).  Nothing here
knows a game, nor the window's class: it reads the members named by
window_parts.FocusWindow.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

if TYPE_CHECKING:
    from .window_parts import FocusWindow


def first_focusable(root: QWidget) -> QWidget | None:
    """The first widget under `root` (itself included) that Tab can reach."""
    candidates = [root, *root.findChildren(QWidget)]
    for widget in candidates:
        if (
            widget.isVisibleTo(root.window())
            and widget.isVisible()
            and widget.isEnabled()
            and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        ):
            return widget
    return None


def decision_widget(win: FocusWindow) -> QWidget | None:
    """The widget where the next decision is made now (None: nothing to decide)."""
    if win.stack.currentWidget() is win.privacy:
        return win.privacy.button
    if win.stack.currentWidget() is not win.view or win.scene is None:
        return None
    if not win.scene.interactive:
        return None
    if win.scene.highlighted_targets():
        return win.view
    for button in win.actions_panel.buttons:
        if button.isEnabled() and not button.isHidden():
            return button
    return None


def focus_next_decision(win: FocusWindow) -> None:
    """After a move: the focus goes where the next decision is, and is never lost.

    While a computer moves there is nothing to decide: the focus stays where
    it is unless it was lost (a button of the last step was removed), then it
    goes to the board.  A dialog the player opened keeps it.
    """
    if QApplication.activeModalWidget() is not None or QApplication.activePopupWidget():
        return
    target = decision_widget(win)
    if target is None:
        current = QApplication.focusWidget()
        if current is not None and current.isVisible() and current.window() is win:
            return
        target = win.view if win.stack.currentWidget() is win.view else win.stack.currentWidget()
    if target is not None:
        target.setFocus(Qt.FocusReason.OtherFocusReason)


def regions(win: FocusWindow) -> list[QWidget]:
    """The F6 stops, in order: the central page, then every visible dock."""
    page = win.stack.currentWidget()
    stops: list[QWidget] = []
    if page is not None:
        stops.append(win.privacy.button if page is win.privacy else page)
    for name in ("actions", "players", "log", "stats"):
        dock = win.docks[name]
        # open: shown, or a tab behind another (side panels in one column)
        if dock.toggleViewAction().isChecked() and not dock.isHidden() and dock.widget():
            stops.append(dock.widget())
    return stops


def _dock_of(win: FocusWindow, widget: QWidget) -> str | None:
    for name, dock in win.docks.items():
        if dock.widget() is widget:
            return name
    return None


def _bring_forward(win: FocusWindow, stop: QWidget, leaving: QWidget | None) -> None:
    """F6 reaches a tab behind another (side panels in one column): raise it.
    Going on from the log or the statistics to the board or Your move, the
    players table comes back to the front: the scores are what stays in sight."""
    tabs = ("log", "stats")
    name = _dock_of(win, stop)
    if name in tabs:
        win.docks[name].raise_()
    elif name != "players" and leaving is not None and _dock_of(win, leaving) in tabs:
        win.docks["players"].raise_()


def cycle_focus(win: FocusWindow, forward: bool = True) -> None:
    """F6 / Shift+F6: the next region of the window gets the focus."""
    stops = regions(win)
    current = QApplication.focusWidget()
    index = -1
    for i, stop in enumerate(stops):
        if current is not None and (current is stop or stop.isAncestorOf(current)):
            index = i
            break
    for step in range(1, len(stops) + 1):
        stop = stops[(index + (step if forward else -step)) % len(stops)]
        _bring_forward(win, stop, stops[index] if index >= 0 else None)
        if stop is win.actions_panel:
            buttons = [b for b in win.actions_panel.buttons if b.isEnabled() and b.isVisible()]
            widget = buttons[0] if buttons else first_focusable(stop)
        else:
            widget = first_focusable(stop)
        if widget is not None:
            widget.setFocus(Qt.FocusReason.ShortcutFocusReason)
            return
