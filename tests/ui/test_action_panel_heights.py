"""The Your move panel gives its height to the words, not to an empty box.

Play-testing at 1280×720: the buttons' area took half the panel whatever it
held, so one "Roll the dice" button sat over an empty box (or four buttons
behind a scroll bar), while the instruction above was cut after three lines,
also at the end of the game when there are no buttons at all.
"""

from __future__ import annotations

from typing import Any

from elasund_desktop.engine.rules import Action
from elasund_desktop.ui.action_panel import ActionPanel
from elasund_desktop.ui.game_texts import GameTexts

CATAN = "elasund_desktop.games.catan.texts"


def _panel(qtbot: Any, width: int, height: int) -> ActionPanel:
    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.resize(width, height)
    panel.show()
    qtbot.waitExposed(panel)
    return panel


def _buttons_height(panel: ActionPanel) -> int:
    """The rows of buttons from the first top to the last bottom, and the frame."""
    top = min(b.geometry().top() for b in panel.buttons)
    bottom = max(b.geometry().bottom() for b in panel.buttons)
    return bottom - top + 1 + 2 * panel.button_scroll.frameWidth()


def test_one_button_gets_a_box_as_tall_as_the_button(qtbot: Any) -> None:
    panel = _panel(qtbot, 320, 600)
    panel.set_actions(GameTexts(CATAN), [Action(0, "roll")], True, "Roll the dice")
    qtbot.wait(20)
    scroll = panel.button_scroll
    assert scroll.verticalScrollBar().maximum() == 0
    assert scroll.height() <= _buttons_height(panel) + 2
    # The room went to the words above.
    assert panel.text_scroll.height() > 400


def test_four_buttons_show_without_a_scroll_bar(qtbot: Any) -> None:
    panel = _panel(qtbot, 320, 600)
    actions = [Action(0, "roll"), Action(0, "end_turn"), Action(0, "buy_development")]
    actions.append(Action(0, "bank_trade", ("lumber", "ore")))
    panel.set_actions(GameTexts(CATAN), actions, True, "Choose")
    qtbot.wait(20)
    scroll = panel.button_scroll
    assert len(panel.buttons) == 4
    assert scroll.verticalScrollBar().maximum() == 0
    assert all(b.isVisible() for b in panel.buttons)
    assert scroll.height() <= _buttons_height(panel) + 2


def test_the_end_of_game_text_is_not_cut_after_three_lines(qtbot: Any) -> None:
    panel = _panel(qtbot, 320, 400)
    lines = [f"Line {k}: the game is over, and this is what happened." for k in range(8)]
    panel.set_actions(GameTexts(CATAN), [], False, "\n".join(lines))
    qtbot.wait(20)
    assert panel.text_scroll.verticalScrollBar().maximum() == 0
    assert panel.prompt.height() >= 8 * panel.prompt.fontMetrics().height()


def test_a_short_panel_still_shows_a_button_and_scrolls_the_rest(qtbot: Any) -> None:
    panel = _panel(qtbot, 320, 150)
    actions = [Action(0, "bank_trade", ("lumber", give)) for give in ("brick", "wool", "grain")]
    actions += [Action(0, "roll"), Action(0, "end_turn"), Action(0, "buy_development")]
    panel.set_actions(GameTexts(CATAN), actions, True, "Choose\n" * 6)
    qtbot.wait(20)
    first = panel.buttons[0]
    assert panel.button_scroll.viewport().height() >= first.height()
