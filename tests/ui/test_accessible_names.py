"""Issue 13 item 3: what a screen reader learns.

The board view, the players table and the log have names; the view's
description is the keyboard cursor's (the place and what choosing it does);
the trade and discard spin boxes say which resource (and which side of the
trade); the Your move panel carries the current instruction and the last move
of any player, computers included, in the log's words.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QSpinBox

from elasund_desktop.ai.bots import RandomBot, bot_rng
from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Seat, SessionConfig
from elasund_desktop.games import default_registry
from elasund_desktop.games.catan.board_dialogs import DiscardDialog, DomesticTradeDialog
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.main_window import MainWindow
from tests.bounded import Bound


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


def test_board_players_and_log_have_names_and_the_view_describes_the_cursor(
    window: MainWindow,
) -> None:
    seats = (Seat("Ann", 0), Seat("Bob", 1, "random"))
    window.start_game(SessionConfig("catan", GameConfig(2, {}), 5, seats))
    controller = window.controller
    assert controller is not None
    controller.set_paused(True)
    session = controller.session
    bound = Bound(400, "the human's first decision")
    while not controller.human_to_move():  # the computer's set-up moves
        bound.step()
        controller.apply(RandomBot().choose({}, session.legal_actions(), bot_rng(1, 0)))
    assert window.view.accessibleName() == "Game board"
    assert window.players.table.accessibleName() == "Players"
    assert window.game_log.text_view.accessibleName() == "Game log"
    scene = window.scene
    assert scene is not None and scene.cursor.target is not None
    described = window.view.accessibleDescription()
    assert described == scene.describe_target(scene.cursor.target)
    assert described.startswith("Intersection beside ") and "Place a settlement" in described
    # The highlight's tooltip says the same as the cursor (mouse and keyboard alike).
    tips = {item.toolTip() for item in scene.items() if item.toolTip() == described}
    assert tips == {described}
    # The instruction, and the last move (a computer's) in the log's words.
    panel = window.actions_panel
    assert "your move" in panel.prompt.accessibleDescription()
    assert panel.last_move_label.text() == "Last move: " + window.game_log.lines()[-1]
    assert "Bob" in panel.last_move_label.text()
    # Issue 25: after a language switch the line stayed in the old language until
    # the next move.
    window.set_language("it")
    try:
        QApplication.processEvents()  # the LanguageChange events are posted
        assert panel.last_move_label.text().endswith(window.game_log.lines()[-1])
        assert not panel.last_move_label.text().startswith("Last move")
    finally:
        window.set_language("en")


def test_trade_and_discard_boxes_say_which_resource(qtbot: Any) -> None:
    hand = {"lumber": 2, "brick": 1, "wool": 3, "grain": 0, "ore": 4}
    trade = DomesticTradeDialog(hand, [(1, "Bob")])
    qtbot.addWidget(trade)
    names = {spin.accessibleName() for spin in trade.findChildren(QSpinBox)}
    for resource in ("lumber", "brick", "wool", "grain", "ore"):
        assert f"You give: {resource}" in names
        assert f"You ask for: {resource}" in names
    discard = DiscardDialog(hand, 5)
    qtbot.addWidget(discard)
    spins = discard.findChildren(QSpinBox)
    assert len(spins) == 5
    for spin in spins:
        assert spin.accessibleName().split(": ")[-1] in hand


def test_turn_and_move_changes_go_out_as_announcements(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 25: turn and move changes were only name changes of unfocused labels, which
    screen readers often do not speak.  With assistive technology listening (a spy in
    its place), a computer's move is announced with QAccessibleAnnouncementEvent (the
    last move in the log's words, and whose turn it is), politely, and once."""
    from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

    from elasund_desktop.ui import action_panel

    sent: list[tuple[str, str]] = []

    def spy(event: Any) -> None:
        if isinstance(event, QAccessibleAnnouncementEvent):
            assert event.politeness() == QAccessible.AnnouncementPoliteness.Polite
            sent.append((event.object().objectName(), event.message()))

    monkeypatch.setattr(action_panel, "accessibility_active", lambda: True)
    monkeypatch.setattr(action_panel, "post_accessibility_event", spy)
    seats = (Seat("Ann", 0), Seat("Bob", 1, "random"))
    window.start_game(SessionConfig("catan", GameConfig(2, {}), 5, seats))
    controller = window.controller
    assert controller is not None
    controller.set_paused(True)
    session = controller.session
    bound = Bound(400, "a computer's move")
    while controller.human_to_move():  # Ann's set-up moves, then Bob's turn
        bound.step()
        window.choose_action(session.legal_actions()[0])
    sent.clear()
    controller.apply(RandomBot().choose({}, session.legal_actions(), bot_rng(1, 0)))
    QApplication.processEvents()
    last = "Last move: " + window.game_log.lines()[-1]
    assert ("last_move_label", last) in sent
    assert any("Bob" in message for name, message in sent if name != "last_move_label")
    window.refresh()  # a redraw with nothing new says nothing again
    assert [m for _, m in sent].count(last) == 1
