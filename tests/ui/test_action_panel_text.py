"""The Your move panel never cuts its words: on a small screen they scroll.

Seen at 1280×720 in Hungarian: the instruction plus "Since your last move:" with
the computers' moves was squeezed by the layout and its last lines were cut off.
"""

from __future__ import annotations

from typing import Any

from elasund_desktop.ui.action_panel import ActionPanel


def test_a_long_prompt_keeps_its_full_height_and_scrolls(qtbot: Any) -> None:
    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.resize(320, 260)
    panel.show()
    qtbot.waitExposed(panel)
    lines = [f"Bo takes 2 gold and ends the turn (move {i})." for i in range(40)]
    panel.set_actions(
        None, [], False, "Roll the dice.\n\nSince your last move:\n" + "\n".join(lines)
    )
    qtbot.wait(10)
    label = panel.prompt
    needed = label.heightForWidth(label.width())
    assert label.height() >= needed  # laid out whole, not squeezed
    bar = panel.text_scroll.verticalScrollBar()
    assert bar.maximum() > 0  # the rest is reachable by scrolling
    bar.setValue(bar.maximum())
    bottom = label.mapTo(panel.text_scroll.viewport(), label.rect().bottomLeft()).y()
    assert bottom <= panel.text_scroll.viewport().height() + 1  # the last line can be seen
