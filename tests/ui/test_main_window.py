"""The shell, driven as a player would: dialog, clicks on the board, save, load, undo."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from elasund_desktop.engine.rules import Action, GameConfig
from elasund_desktop.engine.session import Seat, SessionConfig
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.main_window import MainWindow
from elasund_desktop.ui.new_game_dialog import NewGameDialog
from tests.bounded import Bound
from tests.fixture_game import fixture_registry


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    win = build_main_window(fixture_registry(), Settings(autosave=True, bot_delay_ms=0), "en")
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def start(win: MainWindow, seats: tuple[Seat, ...], seed: int = 3) -> None:
    win.start_game(SessionConfig("fixture", GameConfig(len(seats), {}), seed, seats))


def click_item(qtbot: Any, win: MainWindow, item: Any) -> None:
    centre = item.sceneBoundingRect().center()
    qtbot.mouseClick(
        win.view.viewport(), Qt.MouseButton.LeftButton, pos=win.view.mapFromScene(centre)
    )


def button(win: MainWindow, text: str) -> Any:
    for b in win.actions_panel.buttons:
        # A frequent button shows its shortcut after its words: "End turn  [E]".
        if b.text() == text or b.text().startswith(text + "  ["):
            return b
    raise AssertionError(
        f"no button {text!r} among {[b.text() for b in win.actions_panel.buttons]}"
    )


def test_new_game_dialog_starts_the_configured_game(qtbot: Any, window: MainWindow) -> None:
    dialog = NewGameDialog(window.registry, window)
    qtbot.addWidget(dialog)
    dialog.players_spin.setValue(3)
    assert len(dialog.name_edits) == 3
    dialog.name_edits[0].setText("Ada")
    dialog.controller_combos[1].setCurrentIndex(dialog.controller_combos[1].findData("human"))
    dialog.seed_spin.setValue(77)
    combo = dialog.option_widgets["target"][1]
    combo.setCurrentIndex(combo.findData(25))
    config = dialog.session_config()
    assert config.seed == 77
    assert next(s.name for s in config.seats) == "Ada"
    assert config.game.options == {"target": 25}
    assert len({s.colour for s in config.seats}) == 3
    window.start_game(config)
    assert window.controller is not None
    assert window.controller.session.config.seed == 77
    assert window.stack.currentWidget() in (window.view, window.privacy)


def test_dialog_refuses_duplicate_names(qtbot: Any, window: MainWindow, monkeypatch: Any) -> None:
    dialog = NewGameDialog(window.registry, window)
    qtbot.addWidget(dialog)
    dialog.name_edits[1].setText(dialog.name_edits[0].text())
    assert dialog.validation_error() is not None
    warned: list[str] = []
    monkeypatch.setattr(
        "PySide6.QtWidgets.QMessageBox.warning", lambda *a, **k: warned.append(a[2])
    )
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert warned and dialog.result() == 0


def test_clicking_a_highlighted_card_plays_it(qtbot: Any, window: MainWindow) -> None:
    start(window, (Seat("Ann", 0), Seat("Bob", 1, "random")))
    controller = window.controller
    assert controller is not None
    # Roll with the button, answer any tax question, then play a card by clicking it.
    button(window, "Roll the die").click()
    session = controller.session
    assert session.actions[-1].kind == "roll"
    if session.to_move() == 0 and session.state.phase == "play":
        scene = window.scene
        assert scene is not None
        targets = scene.highlighted_targets()
        assert targets, "the cards in hand must be highlighted"
        card = targets[0][1]
        before = session.state.points[0]
        click_item(qtbot, window, scene.items_for(targets[0])[0])
        assert session.actions[-1] == Action(0, "play", (card,))
        assert session.state.points[0] >= before + card or session.is_over()


def test_click_on_an_empty_place_changes_nothing(qtbot: Any, window: MainWindow) -> None:
    start(window, (Seat("Ann", 0), Seat("Bob", 1, "random")))
    controller = window.controller
    assert controller is not None
    qtbot.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, pos=window.view.mapFromScene(650, 20)
    )
    assert controller.session.actions == []


def test_computer_move_arrives_while_the_event_loop_runs(qtbot: Any, window: MainWindow) -> None:
    start(window, (Seat("Ann", 0, "random"), Seat("Bob", 1, "random")), seed=11)
    controller = window.controller
    assert controller is not None
    qtbot.waitUntil(lambda: len(controller.session.actions) >= 3, timeout=30_000)
    # The window kept processing events: its status line was redrawn meanwhile.
    assert window.status_label.text()
    controller.set_paused(True)


def test_privacy_screen_between_two_humans(qtbot: Any, window: MainWindow) -> None:
    start(window, (Seat("Ann", 0), Seat("Bob", 1)), seed=5)
    controller = window.controller
    assert controller is not None
    assert window.stack.currentWidget() is window.privacy
    assert "Ann" in window.privacy.label.text()
    assert window.actions_panel.buttons == [] or not window.actions_panel.buttons[0].isEnabled()
    window.privacy.button.click()
    assert window.stack.currentWidget() is window.view
    # Ann finishes her turn; the screen hides Bob's hand until Bob confirms.
    bound = Bound(400, "Ann's turn to end")
    while controller.to_move() == 0 and not controller.session.is_over():
        bound.step()
        legal = controller.session.legal_actions()
        window.choose_action(legal[-1])
    if controller.to_move() == 1:
        assert window.stack.currentWidget() is window.privacy
        assert "Bob" in window.privacy.label.text()
        assert window.viewer is None


def test_save_load_and_undo(qtbot: Any, window: MainWindow, tmp_path: Path) -> None:
    start(window, (Seat("Ann", 0), Seat("Bob", 1, "random")), seed=8)
    controller = window.controller
    assert controller is not None
    button(window, "Roll the die").click()
    # In the play step, passing is a free choice that can be taken back.
    if controller.to_move() == 0 and controller.session.state.phase == "play":
        count = len(controller.session.actions)
        controller.set_paused(True)
        window.choose_action(Action(0, "pass"))
        assert len(controller.session.actions) == count + 1
        assert controller.can_undo(0)
        window.act_undo.trigger()
        assert len(controller.session.actions) == count
        # The roll used the dice: undo stops there.
        assert not controller.can_undo(0)
    target = tmp_path / "game.json"
    assert window.save_to(target)
    digest = controller.session.digest()
    actions = list(controller.session.actions)
    start(window, (Seat("Cy", 2), Seat("Di", 3)), seed=1)
    assert window.load_path(target, quiet=True)
    loaded = window.controller
    assert loaded is not None and loaded is not controller
    assert list(loaded.session.actions) == actions
    assert loaded.session.digest() == digest
    assert loaded.save_path == target


def test_corrupt_save_is_refused_with_a_clear_message(window: MainWindow, tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{ not json", encoding="utf-8")
    assert not window.load_path(bad, quiet=True)
    assert window.controller is None
    assert window.statusBar().currentMessage()


def test_illegal_action_is_refused_with_a_reason(window: MainWindow) -> None:
    start(window, (Seat("Ann", 0), Seat("Bob", 1, "random")))
    controller = window.controller
    assert controller is not None
    controller.apply(Action(0, "play", (9,)))
    assert controller.session.actions == []
    assert "That is not possible" in window.status_label.text()


def test_rules_open_at_a_section(window: MainWindow) -> None:
    window.open_rules("fixture", "limit")
    dialog = window._rules_dialog
    assert dialog is not None and dialog.isVisible()


def test_menu_shortcuts(window: MainWindow) -> None:
    from PySide6.QtGui import QKeySequence

    assert window.act_new.shortcut() == QKeySequence(QKeySequence.StandardKey.New)
    assert window.act_open.shortcut() == QKeySequence(QKeySequence.StandardKey.Open)
    assert window.act_save.shortcut() == QKeySequence(QKeySequence.StandardKey.Save)
    assert window.act_save_as.shortcut() == QKeySequence("Ctrl+Shift+S")
    assert window.act_undo.shortcut() == QKeySequence(QKeySequence.StandardKey.Undo)
    assert window.act_quit.shortcut() == QKeySequence("Ctrl+Q")
    assert window.act_rules.shortcut().toString() == "F1"


def test_zoom_is_clamped(window: MainWindow) -> None:
    start(window, (Seat("Ann", 0), Seat("Bob", 1, "random")))
    for _ in range(60):
        window.view.zoom_in()
    assert window.view.current_scale() <= window.view.MAX_SCALE
    for _ in range(120):
        window.view.zoom_out()
    assert window.view.current_scale() >= window.view.MIN_SCALE


def test_full_disk_refuses_the_save_and_keeps_the_old_file(
    window: MainWindow, tmp_path: Path, monkeypatch: Any
) -> None:
    import errno
    import os

    start(window, (Seat("Ann", 0), Seat("Bob", 1, "random")))
    target = tmp_path / "game.json"
    assert window.save_to(target, quiet=True)
    before = target.read_bytes()
    window.controller.set_paused(True)
    button(window, "Roll the die").click()

    def full(*_: Any, **__: Any) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    assert not window.save_to(target, quiet=True)
    assert "disk is full" in window.last_error
    assert target.read_bytes() == before


def test_secret_log_lines_are_hidden_from_other_players(qtbot: Any) -> None:
    """Catan: the card a player stole or bought is shown only to that player."""
    from elasund_desktop.engine.rules import Event
    from elasund_desktop.ui.game_texts import GameTexts

    texts = GameTexts("elasund_desktop.games.catan.texts", (Seat("Ann", 0), Seat("Bob", 1)))
    stolen = Event.make("steal", player=0, victim_player=1, resource="ore")
    assert "ore" in texts.event(stolen, viewer=0)
    assert "ore" in texts.event(stolen, viewer=1)
    hidden = texts.event(stolen, viewer=None)
    assert "ore" not in hidden and "Ann" in hidden and "Bob" in hidden
    bought = Event.make("buy_development", player=1, card="knight")
    assert "Knight" in texts.event(bought, viewer=1)
    assert "Knight" not in texts.event(bought, viewer=0)


def test_a_click_on_a_place_that_is_not_highlighted_says_why(qtbot: Any, window: MainWindow) -> None:
    start(window, (Seat("Ann", 0), Seat("Bob", 1, "random")))
    controller = window.controller
    assert controller is not None
    controller.set_paused(True)
    scene = window.scene
    assert scene is not None
    # Before the roll no card may be played: the cards are places, not choices.
    card = next(iter(scene.card_items.values()))
    click_item(qtbot, window, card)
    assert controller.session.actions == []
    # only buttons are legal now: the answer names them (issue 25)
    assert "first choose in the “Your move” panel" in window.status_label.text()
    assert "Roll the die" in window.status_label.text()
