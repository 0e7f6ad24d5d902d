"""Settings ▸ Colour vision and Board text size keep a keyboard player's focus."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QPushButton

from elasund_desktop.colour_palettes import set_mode
from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Seat, SessionConfig
from elasund_desktop.games import default_registry
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.focus import decision_widget


@pytest.mark.parametrize(("menu", "choice"), [("vision", "red_green"), ("text", "larger")])
def test_a_display_setting_keeps_the_keyboard_focus_on_the_decision(
    qtbot: Any, menu: str, choice: str
) -> None:
    """Playtest: a keyboard player on the Roll button chose Settings ▸ Colour
    vision (or Board text size); the redraw made the Your move buttons anew and
    the focus went nowhere, so the next key press was lost.  After the redraw
    the focus is on the widget of the decision again."""
    win = build_main_window(default_registry(), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    seats = (Seat("Ann", 0), Seat("Bob", 1))
    win.start_game(SessionConfig("elasund", GameConfig(2, {}), 5, seats))
    assert win.controller is not None
    if win.stack.currentWidget() is win.privacy:
        win.privacy.button.click()
    before = decision_widget(win)
    assert isinstance(before, QPushButton) and QApplication.focusWidget() is before
    label = before.text()
    display = win.display_settings
    actions = display.vision_actions if menu == "vision" else display.text_actions
    try:
        actions[choice].trigger()
        qtbot.wait(20)
        now = decision_widget(win)
        assert isinstance(now, QPushButton) and now.text() == label
        assert QApplication.focusWidget() is now
    finally:
        display.vision_actions["normal"].trigger()
        display.text_actions["normal"].trigger()
        set_mode("normal")
