"""A new game's hand replaces the old one at once.

Play-testing (Catan, a save loaded mid-game at 1280×720): the old session's
hand widget stayed visible under the new one until the event loop deleted it,
so the hand line read "brick: 0" and "brick: 2" drawn over each other.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QLabel

from elasund_desktop.ui.action_panel import ActionPanel


def test_the_replaced_hand_is_hidden_before_the_event_loop_deletes_it(qtbot: Any) -> None:
    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.resize(320, 400)
    panel.show()
    qtbot.waitExposed(panel)
    old, new = QLabel("brick: 0"), QLabel("brick: 2")
    panel.set_hand_widget(old)
    assert old.isVisible()
    panel.set_hand_widget(new)
    # No event loop turn in between: deleteLater has not run yet.
    assert not old.isVisible(), "the old hand is still drawn under the new one"
    assert panel.hand_widget is new
    qtbot.waitUntil(new.isVisible)  # the layout shows an added widget on its next turn
