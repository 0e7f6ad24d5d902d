"""The New Game dialog: each game shows its own set-up, remembered per game.

Issue 7 item 6: the name fields were about 30 px wide; switching the game kept the
previous game's player count and computer kind (Catan then got a computer player
that is not its own); the last set-up of each game is remembered in the settings.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from elasund_desktop.engine.session import HUMAN
from elasund_desktop.games import default_registry
from elasund_desktop.persistence.settings import Settings, load_settings, save_settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.new_game_dialog import NewGameDialog


def choose_game(dialog: NewGameDialog, game_id: str) -> None:
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(game_id))
    assert dialog.spec().game_id == game_id


@pytest.fixture
def dialog(qtbot: Any) -> NewGameDialog:
    d = NewGameDialog(default_registry(), None, "elasund")
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    return d


def test_name_fields_are_wide_enough_for_real_names(dialog: NewGameDialog) -> None:
    for edit in dialog.name_edits:
        edit.setText("Alessandra Bianchi")
    dialog.adjustSize()
    for edit in dialog.name_edits:
        needed = edit.fontMetrics().horizontalAdvance("Alessandra Bianchi")
        assert edit.width() >= needed, (edit.width(), needed)


def test_changing_the_count_leaves_no_stale_seat_widgets(dialog: NewGameDialog) -> None:
    dialog.players_spin.setValue(4)
    dialog.players_spin.setValue(2)
    children = dialog.seats_box.findChildren(QLineEdit)
    assert len(dialog.name_edits) == 2
    assert set(children) == set(dialog.name_edits)


def test_each_game_offers_its_own_recommended_computer_player(dialog: NewGameDialog) -> None:
    registry = default_registry()
    for game_id in registry.ids():
        choose_game(dialog, game_id)
        spec = registry.get(game_id)
        kinds = [c.currentData() for c in dialog.controller_combos]
        assert kinds[0] == HUMAN
        assert spec.default_bot in spec.bots, game_id
        assert kinds[1:] == [spec.default_bot] * (len(kinds) - 1), game_id


def test_switching_the_game_resets_count_and_computer_kind(dialog: NewGameDialog) -> None:
    """Elasund with 4 players and random movers, then Catan: Catan's defaults come back
    (3 players, its own recommended computer level)."""
    choose_game(dialog, "elasund")
    dialog.players_spin.setValue(4)
    assert len(dialog.name_edits) == 4
    choose_game(dialog, "catan")
    catan = default_registry().get("catan")
    rules = catan.rules()
    assert dialog.players_spin.value() == min(max(3, rules.min_players), rules.max_players)
    assert [c.currentData() for c in dialog.controller_combos[1:]] == [catan.default_bot] * (
        dialog.players_spin.value() - 1
    )


def test_switching_back_brings_the_remembered_setup(qtbot: Any) -> None:
    setups = {
        "catan": {
            "players": 4,
            "seats": [
                {"name": "Olha", "colour": 3, "controller": HUMAN},
                {"name": "Bence", "colour": 0, "controller": "random"},
                {"name": "Dorte", "colour": 1, "controller": HUMAN},
                {"name": "Sandro", "colour": 2, "controller": "no_such_bot"},
            ],
            "options": {},
        }
    }
    d = NewGameDialog(default_registry(), None, "elasund", setups=setups)
    qtbot.addWidget(d)
    choose_game(d, "catan")
    assert d.players_spin.value() == 4
    assert [e.text() for e in d.name_edits] == ["Olha", "Bence", "Dorte", "Sandro"]
    assert [c.currentData() for c in d.colour_combos] == [3, 0, 1, 2]
    # An unknown computer player falls back to the game's recommended one.
    assert [c.currentData() for c in d.controller_combos] == [
        HUMAN,
        "random",
        HUMAN,
        default_registry().get("catan").default_bot,
    ]
    assert d.setup()["seats"][0] == {"name": "Olha", "colour": 3, "controller": HUMAN}
    choose_game(d, "elasund")  # nothing remembered: Elasund's defaults, not Catan's four
    assert d.players_spin.value() == 3
    assert d.name_edits[0].text() != "Olha"


def test_main_window_remembers_the_last_setup_per_game_in_the_settings(qtbot: Any) -> None:
    window = build_main_window(default_registry(), Settings(autosave=False), "en")
    qtbot.addWidget(window)
    d = NewGameDialog(default_registry(), window, "catan")
    qtbot.addWidget(d)
    d.players_spin.setValue(4)
    d.name_edits[2].setText("Zsófia")
    window.remember_setup("catan", d.setup())
    saved = load_settings()
    assert saved.game_setups["catan"]["players"] == 4
    assert saved.game_setups["catan"]["seats"][2]["name"] == "Zsófia"
    again = NewGameDialog(default_registry(), window, "catan", setups=saved.game_setups)
    qtbot.addWidget(again)
    assert again.players_spin.value() == 4 and again.name_edits[2].text() == "Zsófia"


def test_game_setups_survive_the_settings_file_and_bad_parts_are_dropped(tmp_path: Path) -> None:
    good = {"players": 2, "seats": [{"name": "A", "colour": 1, "controller": HUMAN}], "options": {}}
    target = tmp_path / "settings.toml"
    save_settings(Settings(game_setups={"elasund": good}), target)
    assert load_settings(target).game_setups == {"elasund": good}
    target.write_text(
        'schema_version = 1\n[game_setups.catan]\nplayers = "four"\n'
        "[game_setups.elasund]\nplayers = 3\nseats = [{name = 1}]\n",
        encoding="utf-8",
    )
    assert load_settings(target).game_setups == {
        "elasund": {"players": 3, "seats": [], "options": {}}
    }


def test_a_table_of_computers_only_is_told_to_the_rules(dialog: NewGameDialog) -> None:
    """Elasund ends a game of computers only after 100 rounds when its house rule is
    off (rules text, "Computers alone"): the dialog adds COMPUTERS_ONLY to the game's
    configuration when no seat is human, and keeps it out of the remembered set-up."""
    from elasund_desktop.engine.rules import COMPUTERS_ONLY

    choose_game(dialog, "elasund")
    assert COMPUTERS_ONLY not in dialog.session_config().game.options  # seat 1 is human
    for combo in dialog.controller_combos:
        combo.setCurrentIndex(combo.findData("easy"))
    assert dialog.session_config().game.options[COMPUTERS_ONLY] is True
    assert COMPUTERS_ONLY not in dialog.setup()["options"]


@pytest.fixture
def translator() -> Any:
    from elasund_desktop.i18n.translator import TranslatorManager

    manager = TranslatorManager()
    yield manager
    manager.switch("en")
    manager.setParent(None)


@pytest.mark.parametrize("language", ["en", "it", "da", "uk", "hu"])
def test_each_game_describes_what_its_own_levels_do(
    qtbot: Any, translator: Any, language: str
) -> None:
    """Issue 24, item 6: "the levels' translated descriptions say what each does".
    Each game's note and each level's tooltip is that game's own line (Elfenland's
    Hard names the obstacle, Catan's Medium the trades, ...), different from every
    other game's line for the same level, and translated."""
    from elasund_desktop.ui import bot_levels

    translator.switch(language)
    d = NewGameDialog(default_registry(), None, "elasund")
    qtbot.addWidget(d)
    seen: dict[str, set[str]] = {"easy": set(), "medium": set(), "hard": set()}
    for game_id in default_registry().ids():
        choose_game(d, game_id)
        combo = d.controller_combos[1]
        for level in seen:
            tip = combo.itemData(combo.findData(level), Qt.ItemDataRole.ToolTipRole)
            english = bot_levels.GAME_DESCRIPTIONS[game_id][level]
            assert tip and tip in d.levels_label.text(), (game_id, level)
            assert (tip == english) == (language == "en"), (game_id, level, tip)
            seen[level].add(tip)
    for level, lines in seen.items():
        assert len(lines) == len(default_registry().ids()), level
