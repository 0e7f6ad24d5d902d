"""The hand's buttons stay in sight on a laptop screen (issue 25, play-testing).

At 1280x720 in Catan's trading step the Your move panel gave the hand less
than its lines and buttons need: a wrapping button's minimum height was its
height at the narrowest width, so the hand's minimum outgrew its size hint,
the hand scrolled with "Trade with players…" half hidden, and the spare height
went to an empty band under "Your hand".
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QPushButton

from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.action_panel import WrapButton
from elasund_desktop.ui.app import build_main_window
from tests.ui.laptop_probe import settle, start_mid_game


def test_a_long_wrapping_label_asks_one_line_as_its_minimum(qtbot: Any) -> None:
    button = WrapButton("Trade four lumber with the bank for one ore, then more words")
    qtbot.addWidget(button)
    one_line = QPushButton("x").sizeHint().height()
    assert button.minimumSizeHint().height() == one_line
    # the lines' height at a narrow width still comes from heightForWidth
    assert button.heightForWidth(button.minimumSizeHint().width()) > one_line


def test_catans_hand_and_its_buttons_are_whole_at_1280x720_while_trading(
    qtbot: Any, tmp_path: Any, monkeypatch: Any
) -> None:
    monkeypatch.setenv("ELASUND_DESKTOP_HOME", str(tmp_path))
    win = build_main_window(None, Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    settle()
    start_mid_game(win, "catan")
    session = win.controller.session
    roll = [a for a in session.legal_actions() if a.kind == "roll"]
    assert roll, "the first seat is to roll"
    win.choose_action(roll[0])
    settle()
    settle()
    assert {"end_turn", "bank_trade"} <= {a.kind for a in session.legal_actions()}
    scroll = win.actions_panel.hand_scroll
    content = scroll.widget()
    assert content is not None
    assert content.height() <= scroll.viewport().height()  # nothing behind a scroll bar
    for button in content.findChildren(WrapButton):
        if button.isVisible():
            bottom = button.mapTo(content, button.rect().bottomLeft()).y()
            assert bottom < scroll.viewport().height(), button.text()
