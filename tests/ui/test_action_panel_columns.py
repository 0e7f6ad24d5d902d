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


def test_long_labels_go_one_per_row(qtbot: Any) -> None:
    panel = _panel(qtbot, 320)
    actions = [Action(0, "pay_card", (card,)) for card in ("troll_wagon", "magic_cloud", "raft")]
    actions += [Action(0, "keep_counter", ("troll_wagon", False)), Action(0, "keep_none")]
    panel.set_actions(GameTexts(ELFENLAND), actions, True, "")
    qtbot.wait(10)
    assert _all_visible(panel)
    columns = {panel.buttons_layout.getItemPosition(i)[1] for i in range(len(panel.buttons))}
    assert columns == {0}


def test_short_labels_keep_two_columns(qtbot: Any) -> None:
    panel = _panel(qtbot, 320)
    actions = [Action(0, "pass"), Action(0, "end_move")]
    panel.set_actions(GameTexts(ELFENLAND), actions, True, "")
    qtbot.wait(10)
    assert _all_visible(panel)
    assert panel.buttons_layout.getItemPosition(1)[1] == 1
