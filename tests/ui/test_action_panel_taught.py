"""Issue 26, play-testing: a lesson's step that teaches a move made with a button
(Roll the dice, Buy marble, End construction) marks that button as the board marks
the places it teaches; the others stay as they are."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QImage

from elasund_desktop.engine.rules import Action
from elasund_desktop.ui.action_panel import ActionPanel
from elasund_desktop.ui.board_base import HIGHLIGHT_LIGHT
from elasund_desktop.ui.game_texts import GameTexts

CATAN = "elasund_desktop.games.catan.texts"
ROLL, END = Action(0, "roll"), Action(0, "end_turn")


def _panel(qtbot: Any) -> ActionPanel:
    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.resize(320, 400)
    panel.show()
    qtbot.waitExposed(panel)
    return panel


def _marked(panel: ActionPanel) -> list[bool]:
    return [bool(b.property("lesson_target")) for b in panel.buttons]


def test_the_taught_moves_button_is_marked_and_the_others_are_not(qtbot: Any) -> None:
    panel = _panel(qtbot)
    panel.set_actions(GameTexts(CATAN), [ROLL, END], True, "", taught=[ROLL])
    assert _marked(panel) == [True, False]


def test_the_mark_follows_the_step_when_the_buttons_stay_the_same(qtbot: Any) -> None:
    """The same buttons again (the panel keeps them rather than rebuild them): the
    mark still moves to the move the new step teaches, and goes with no lesson."""
    panel = _panel(qtbot)
    texts = GameTexts(CATAN)
    panel.set_actions(texts, [ROLL, END], True, "", taught=[ROLL])
    buttons = list(panel.buttons)
    panel.set_actions(texts, [ROLL, END], True, "", taught=[END])
    assert panel.buttons == buttons and _marked(panel) == [False, True]
    panel.set_actions(texts, [ROLL, END], True, "")
    assert _marked(panel) == [False, False]


def test_a_marked_button_draws_the_boards_light_ring(qtbot: Any) -> None:
    """The mark is seen, not only a property: the button's picture holds the light
    colour of the board's highlight ring, which an unmarked one does not."""
    panel = _panel(qtbot)
    panel.set_actions(GameTexts(CATAN), [ROLL, END], True, "", taught=[ROLL])

    def has_ring(index: int) -> bool:
        image: QImage = panel.buttons[index].grab().toImage()
        light = HIGHLIGHT_LIGHT.rgb()
        return any(
            image.pixel(x, y) & 0xFFFFFF == light & 0xFFFFFF
            for x in range(image.width())
            for y in range(image.height())
        )

    assert has_ring(0) and not has_ring(1)
