"""The New Game dialog offers Elfenland's greedy route planner first, by a
translated name, and proposes Hard for a computer seat (Hard won 88.5 of 100
heads-up against the greedy player, bench/results/ladder_hard_vs_greedy.jsonl)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from elasund_desktop.engine.session import HUMAN
from elasund_desktop.games import default_registry
from elasund_desktop.i18n.translator import TranslatorManager
from elasund_desktop.ui.new_game_dialog import NewGameDialog


@pytest.fixture
def translator() -> Iterator[TranslatorManager]:
    manager = TranslatorManager()
    yield manager
    manager.switch("en")
    manager.setParent(None)


@pytest.mark.parametrize("lang", ["en", "uk", "hu"])
def test_hard_is_proposed_and_the_greedy_player_is_offered_by_name(
    qtbot: Any, translator: TranslatorManager, lang: str
) -> None:
    assert translator.switch(lang) == lang
    dialog = NewGameDialog(default_registry(), None, "elfenland")
    qtbot.addWidget(dialog)
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("elfenland"))
    combo = dialog.controller_combos[1]
    assert combo.currentData() == "hard"  # the recommended one
    kinds = [combo.itemData(i) for i in range(combo.count())]
    assert kinds == [HUMAN, "elfenland_greedy", "random", "easy", "medium", "hard"]
    label = combo.itemText(1)
    assert "elfenland_greedy" not in label  # a name in words, not the id
    assert label == dialog.tr("Computer ({kind})").format(kind=dialog.tr("greedy plan"))
    if lang != "en":
        assert label != "Computer (greedy plan)"
