"""Switching the language at run time retranslates menus, docks, dialogs, the
status bar, the board scene and the plot labels, and the choice is remembered."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Seat, SessionConfig
from elasund_desktop.games import default_registry
from elasund_desktop.persistence.settings import Settings, load_settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    win = build_main_window(default_registry(), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.set_language("en")


def texts_of(win: MainWindow) -> dict[str, str]:
    stats_axis = win.stats.plot_item.getAxis("bottom").labelText
    return {
        "menu": win.game_menu.title(),
        "dock": win.docks["log"].windowTitle(),
        "status": win.status_label.text(),
        "action": win.act_undo.text(),
        "prompt": win.actions_panel.prompt.text(),
        "plot": stats_axis,
        "log": "\n".join(win.game_log.lines()[:3]),
    }


@pytest.mark.parametrize("code", ["hu", "it", "da", "uk"])
def test_language_switch_retranslates_the_whole_window(
    qtbot: Any, window: MainWindow, code: str
) -> None:
    spec = next(iter(window.registry))
    seats = (Seat("Ann", 0), Seat("Bob", 1, "random"), Seat("Cy", 2, "random"))
    rules = spec.rules()
    players = max(rules.min_players, min(3, rules.max_players))
    window.start_game(SessionConfig(spec.game_id, GameConfig(players, {}), 4, seats[:players]))
    window.controller.set_paused(True)
    legal = window.controller.session.legal_actions()
    window.choose_action(legal[0])
    english = texts_of(window)
    scene_english = (
        window.scene.retranslate_probe() if hasattr(window.scene, "retranslate_probe") else None
    )
    window.set_language(code)
    assert window.translator.current == code
    # Qt posts LanguageChange events: let the event loop deliver them.
    qtbot.waitUntil(lambda: window.game_menu.title() != "&Game", timeout=30_000)
    translated = texts_of(window)
    for key in ("menu", "dock", "status", "action", "plot"):
        assert translated[key] != english[key], f"{key} stayed English: {english[key]!r}"
    if english["log"]:
        assert translated["log"] != english["log"]
    if scene_english is not None:
        assert window.scene.retranslate_probe() != scene_english
    assert translated["menu"] == QCoreApplication.translate("MainWindow", "&Game")
    assert load_settings().language == code
    window.set_language("en")
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Game", timeout=30_000)
