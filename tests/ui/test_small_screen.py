"""Issue 13 item 5 (part): small screens.

1280×720 at 150 % scaling leaves 853×480 logical pixels.  The board is not
shrunk below a readable zoom there (it scrolls instead), and View ▸ Board only
hides the docks to give the board the window, bringing back the same docks.
"""

from __future__ import annotations

from typing import Any

from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Seat, SessionConfig
from elasund_desktop.games import default_registry
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.board_base import BoardView


def test_small_window_keeps_a_readable_zoom_and_board_only_gives_room(qtbot: Any) -> None:
    win = build_main_window(default_registry(), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(win)
    win.resize(853, 480)
    win.show()
    qtbot.waitExposed(win)
    seats = (Seat("Ann", 0), Seat("Bob", 1, "random"))
    win.start_game(SessionConfig("elasund", GameConfig(2, {}), 4, seats))
    assert win.controller is not None
    win.controller.set_paused(True)
    win.view.fit()
    assert win.view.current_scale() >= BoardView.MIN_READABLE_SCALE - 1e-9
    # Too big for the view at that zoom: it scrolls.
    assert win.view.horizontalScrollBar().maximum() > 0 or (
        win.view.verticalScrollBar().maximum() > 0
    )
    win.docks["stats"].hide()
    open_before = {name for name, dock in win.docks.items() if dock.isVisible()}
    width_before = win.view.width()
    win.act_board_only.trigger()
    assert not any(dock.isVisible() for dock in win.docks.values())
    # The layout follows: the board gets (nearly) the window's whole width.  The
    # side panels were already in one column here (dock_layout.py), so the
    # board had more than half of it before.
    qtbot.waitUntil(lambda: win.view.width() > max(width_before, win.width() - 20))
    win.act_board_only.trigger()
    assert {name for name, dock in win.docks.items() if dock.isVisible()} == open_before
