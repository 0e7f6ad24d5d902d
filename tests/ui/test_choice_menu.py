"""The menu that opens when one board place means several moves."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication, QMenu

from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Seat, SessionConfig
from elasund_desktop.games import default_registry
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window


def test_the_choice_menu_is_deleted_and_gives_the_focus_back(qtbot: Any) -> None:
    """Playtest (Elfenland, keyboard): after the menu of several moves closed no
    widget had the focus, so the next key press went nowhere; and every choice
    left one more hidden menu behind.  After the menu closes the focus is on the
    decision again and the menu is gone.  (On the offscreen platform no window
    is active after a popup closed; a desktop gives the activation back.)"""
    win = build_main_window(default_registry(), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    seats = (Seat("Ann", 0), Seat("Bob", 1, "random"), Seat("Cy", 2, "random"))
    win.start_game(SessionConfig("catan", GameConfig(3, {}), 5, seats))
    assert win.controller is not None
    win.controller.set_paused(True)
    session = win.controller.session
    legal = session.rules.legal_actions(session.state)
    assert len(legal) >= 2
    for _ in range(3):
        win._choose_among(legal[:2])
        menus = [m for m in win.findChildren(QMenu) if m.isVisible()]
        assert len(menus) == 1
        menus[0].close()
        qtbot.wait(20)
        # The window's focus widget: the one that has the keyboard when the
        # window is active again (the offscreen platform never re-activates a
        # window after a popup, which is what the playtest saw).
        focused = win.focusWidget()
        assert focused is not None and focused.isVisible()
    QApplication.sendPostedEvents(None, 0)  # deferred deletions
    qtbot.wait(10)
    leftover = [m for m in win.findChildren(QMenu) if m.parent() is win and not m.title()]
    assert leftover == []
