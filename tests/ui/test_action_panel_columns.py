"""The Your move panel never hides a button behind a horizontal scroll bar.

Play-testing Elfenland in Ukrainian: the end-of-round choice "keep a face-up
counter: Troll Wagon" and its neighbours were laid out in two columns wider than
the panel, so the second column (and "keep no counter") was out of sight.
"""

from __future__ import annotations

from typing import Any

from elasund_desktop.engine.rules import Action
from elasund_desktop.ui.action_panel import ActionPanel
from elasund_desktop.ui.game_texts import GameTexts

ELFENLAND = "elasund_desktop.games.elfenland.texts"


def _panel(qtbot: Any, width: int) -> ActionPanel:
    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.resize(width, 400)
    panel.show()
    qtbot.waitExposed(panel)
    return panel


def _all_visible(panel: ActionPanel) -> bool:
    view = panel.button_scroll.viewport().width()
    return all(b.geometry().right() <= view for b in panel.buttons)


def _column(panel: ActionPanel, button: Any) -> int:
    return panel.buttons_layout.getItemPosition(panel.buttons_layout.indexOf(button))[1]


def test_long_labels_go_one_per_row(qtbot: Any) -> None:
    panel = _panel(qtbot, 320)
    actions = [
        Action(0, "keep_counter", ("troll_wagon", False)),
        Action(0, "keep_counter", ("magic_cloud", True)),
        Action(0, "keep_none"),
    ]
    panel.set_actions(GameTexts(ELFENLAND), actions, True, "")
    qtbot.wait(10)
    assert _all_visible(panel)
    assert {_column(panel, button) for button in panel.buttons} == {0}


def test_choices_of_one_kind_share_a_heading_and_rows(qtbot: Any) -> None:
    """Elfenland's payment: one heading "Pay with a card:" and buttons named by
    the cards, several to a row; each keeps its whole label as its text, its
    accessible name and its tooltip (issue 25: discards squeezed at 1280×720)."""
    panel = _panel(qtbot, 320)
    texts = GameTexts(ELFENLAND)
    cards = ("troll_wagon", "magic_cloud", "raft", "unicorn", "dragon")
    actions = [Action(0, "pay_card", (card,)) for card in cards] + [Action(0, "end_move")]
    panel.set_actions(texts, actions, True, "")
    qtbot.wait(10)
    assert _all_visible(panel)
    headings = [w.text() for w in panel._group_widgets if hasattr(w, "text")]
    assert headings == ["Pay with a card:"]
    grouped = panel.buttons[:5]
    assert [b.shown_text() for b in grouped] == [texts.term(card) for card in cards]
    for button, action in zip(grouped, actions, strict=False):
        assert button.text() == texts.action(action)
        assert button.accessibleName() == button.text() == button.toolTip()
    assert len({b.y() for b in grouped}) < len(grouped)  # several to a row
    assert panel.buttons[5].shown_text().startswith(texts.action(actions[5]))  # alone: whole


def test_short_labels_keep_two_columns(qtbot: Any) -> None:
    panel = _panel(qtbot, 320)
    actions = [Action(0, "pass"), Action(0, "end_move")]
    panel.set_actions(GameTexts(ELFENLAND), actions, True, "")
    qtbot.wait(10)
    assert _all_visible(panel)
    assert panel.buttons_layout.getItemPosition(1)[1] == 1


def test_long_trade_buttons_wrap_instead_of_scrolling_sideways(qtbot: Any) -> None:
    """Catan's bank trades ("Trade 4 lumber with the bank") in a narrow panel:
    each button keeps its whole label, wraps it onto more lines within the
    panel's width, and is tall enough for them; nothing scrolls sideways."""
    panel = _panel(qtbot, 170)
    actions = [
        Action(0, "bank_trade", (resource, 4)) for resource in ("lumber", "brick", "wool", "grain")
    ] + [Action(0, "end_turn")]
    texts = GameTexts("elasund_desktop.games.catan.texts")
    panel.set_actions(texts, actions, True, "")
    qtbot.wait(10)
    assert panel.button_scroll.horizontalScrollBar().maximum() == 0
    assert _all_visible(panel)
    view = panel.button_scroll.viewport().width()
    for button, action in zip(panel.buttons, actions, strict=True):
        assert button.text().startswith(texts.action(action))  # the whole label
        assert button.height() >= button.heightForWidth(button.width())
    one_line = max(b.sizeHint().height() for b in panel.buttons[-1:])
    wrapped = [b for b in panel.buttons if b.height() > one_line]
    assert wrapped, f"no label needed wrapping at {view} px: the test would prove nothing"
