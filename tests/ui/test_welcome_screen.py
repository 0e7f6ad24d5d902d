"""The first screen (issue 25, Deliver 1), through the real window.

Done when: "A GUI test of the first screen in every language: all four games
offered, no dock visible before a game starts, the New game / Rules / Learn to
play / Continue buttons do what they say; recent saves listed and a corrupt
one skipped."  Also: each card's picture is drawn by the game's own board and
kept for the next start, the user's dock layout survives the first screen,
and the keyboard reaches every button.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QDialog, QPushButton, QWidget

from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Seat, Session, SessionConfig
from elasund_desktop.games import default_registry
from elasund_desktop.i18n.languages import CODES
from elasund_desktop.lessons.catalogue import lesson_of
from elasund_desktop.persistence.autosave import autosave
from elasund_desktop.persistence.recent import add_recent
from elasund_desktop.persistence.saves import save_session
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui import board_pictures
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.main_window import MainWindow
from elasund_desktop.ui.new_game_dialog import NewGameDialog
from elasund_desktop.ui.welcome_screen import PATH_ROLE, WelcomeScreen
from tests.ui.test_tab_stops_speak import silent_tab_stops

GAMES = default_registry().ids()
_WINDOWS: list[MainWindow] = []


@pytest.fixture(autouse=True)
def _english_after(qapp: Any) -> Iterator[None]:
    """The translators a window installs stay on the application: English again after.
    The pictures drawn in memory are forgotten before too: another file's test on
    the same worker may have drawn them, into another test's home."""
    board_pictures.forget_memory()
    yield
    for win in _WINDOWS:
        if win.translator is not None:
            win.translator.switch("en")
        if win.controller is not None:
            win.controller.set_paused(True)
    _WINDOWS.clear()
    board_pictures.forget_memory()


def _window(qtbot: Any, language: str = "en", size: tuple[int, int] = (1280, 720)) -> MainWindow:
    win = build_main_window(default_registry(), Settings(autosave=False, bot_delay_ms=0), language)
    qtbot.addWidget(win)
    _WINDOWS.append(win)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    return win


def _session(game: str, moves: int, seed: int = 5) -> Session[Any]:
    spec = default_registry().get(game)
    seats = (Seat("Ann", 0), Seat("Bob", 1), Seat("Cleo", 2))
    session: Session[Any] = Session(
        spec.rules(), SessionConfig(game, GameConfig(3, {}), seed, seats)
    )
    for _ in range(moves):
        session.apply(session.legal_actions()[0])
    return session


def _not_blank(image: QImage) -> bool:
    """More than a handful of colours: a board, not an empty paper."""
    small = image.scaled(40, 24)
    colours = {small.pixel(x, y) for x in range(small.width()) for y in range(small.height())}
    return len(colours) > 20


def _clipped(button: QPushButton) -> bool:
    return button.fontMetrics().horizontalAdvance(button.text()) > button.contentsRect().width()


@pytest.mark.parametrize("language", CODES)
def test_every_game_is_offered_with_picture_summary_and_buttons_and_no_dock(
    qtbot: Any, language: str
) -> None:
    win = _window(qtbot, language)
    screen = win.welcome
    assert win.stack.currentWidget() is screen
    # all the games of the registry, in its order: four today
    assert list(screen.cards) == GAMES and len(GAMES) == 4
    assert not any(dock.isVisible() for dock in win.docks.values())
    assert not any(action.isEnabled() for action in win.dock_actions.values())
    qtbot.waitUntil(screen.pictures_done, timeout=30_000)  # drawn after the first paint
    for game_id, card in screen.cards.items():
        spec = default_registry().get(game_id)
        title = QCoreApplication.translate("Games", spec.title)
        summary = QCoreApplication.translate("Games", spec.summary)
        assert card.isVisible() and card.title.text() == title
        assert spec.summary and card.summary.text() == summary
        if language != "en":
            assert summary != spec.summary, (language, game_id)  # translated
        pixmap = card.picture.pixmap()
        assert not pixmap.isNull() and _not_blank(pixmap.toImage()), game_id
        assert title in card.new_button.accessibleName()
        assert title in card.rules_button.accessibleName()
        assert title in card.picture.accessibleName()
        has_lesson = lesson_of(game_id) is not None
        assert (card.lesson_button is not None) == has_lesson
        if card.lesson_button is not None:
            assert card.lesson_button.isVisible() and title in card.lesson_button.accessibleName()
        for button in card.buttons():
            assert button.text() and not _clipped(button), (language, button.text())
        # the whole card is on the screen at 1280x720: no scrolling to reach a button
        for button in card.buttons():
            corner = button.mapTo(win, button.rect().bottomRight())
            assert win.rect().contains(corner), (game_id, corner)


@pytest.mark.parametrize("game_id", GAMES)
def test_new_game_opens_the_dialog_preset_to_that_game(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, game_id: str
) -> None:
    shown: list[str] = []

    def exec_(dialog: NewGameDialog) -> int:
        shown.append(dialog.spec().game_id)
        return int(QDialog.DialogCode.Rejected)

    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    win = _window(qtbot)
    win.welcome.cards[game_id].new_button.click()
    assert shown == [game_id]
    assert win.controller is None and win.stack.currentWidget() is win.welcome  # cancelled


def test_accepting_the_dialog_starts_the_game_and_brings_the_docks(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    def exec_(dialog: NewGameDialog) -> int:
        for combo in dialog.controller_combos[1:]:  # a computer opponent: no privacy screen
            combo.setCurrentIndex(max(1, combo.currentIndex()))
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    win = _window(qtbot)
    win.welcome.cards["elfenland"].new_button.click()
    assert win.controller is not None and win.controller.config.game_id == "elfenland"
    win.controller.set_paused(True)
    assert win.stack.currentWidget() is not win.welcome
    assert all(dock.isVisible() for dock in win.docks.values())
    assert all(action.isEnabled() for action in win.dock_actions.values())


@pytest.mark.parametrize("game_id", GAMES)
def test_rules_opens_the_rules_reference_at_that_game(qtbot: Any, game_id: str) -> None:
    win = _window(qtbot)
    win.welcome.cards[game_id].rules_button.click()
    dialog = win._rules_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.browser.current_game() == game_id  # type: ignore[attr-defined]
    assert win.controller is None  # reading the rules starts no game
    dialog.close()


@pytest.mark.parametrize("game_id", [g for g in GAMES if lesson_of(g) is not None])
def test_learn_to_play_starts_that_games_lesson(qtbot: Any, game_id: str) -> None:
    win = _window(qtbot)
    button = win.welcome.cards[game_id].lesson_button
    assert button is not None
    button.click()
    assert win.lesson_guide is not None and win.lesson_guide.lesson is lesson_of(game_id)
    assert win.spec is not None and win.spec.game_id == game_id
    assert win.stack.currentWidget() is not win.welcome
    assert win.docks["actions"].isVisible()


def test_continue_resumes_the_unfinished_autosave(qtbot: Any) -> None:
    session = _session("catan", 12)
    autosave(session)
    win = _window(qtbot)
    screen = win.welcome
    assert screen.continue_box.isVisible() and screen.last_game is not None
    assert screen.last_game.autosave and screen.last_game.moves == 12
    catan = QCoreApplication.translate("Games", "Catan")
    assert catan in screen.continue_label.text() and "Ann, Bob, Cleo" in screen.continue_label.text()
    assert catan in screen.continue_button.accessibleName()
    screen.continue_button.click()
    assert win.controller is not None
    win.controller.set_paused(True)
    assert win.controller.session.digest() == session.digest()
    assert win.controller.save_path is None and "resumed" in win.windowTitle()  # ours, not theirs


def test_continue_opens_the_last_unfinished_save_without_an_autosave(
    qtbot: Any, tmp_path: Path
) -> None:
    finished_later = tmp_path / "older.elasund"
    save_session(_session("elasund", 3), finished_later)
    last = save_session(_session("carrara", 6), tmp_path / "carrara.elasund")
    add_recent(finished_later)
    add_recent(last)  # newest first
    win = _window(qtbot)
    assert win.welcome.last_game is not None and win.welcome.last_game.path == last
    win.welcome.continue_button.click()
    assert win.controller is not None
    win.controller.set_paused(True)
    assert win.controller.save_path == last and win.controller.config.game_id == "carrara"


def test_nothing_to_continue_hides_continue(qtbot: Any) -> None:
    win = _window(qtbot)
    assert not win.welcome.continue_box.isVisible() and win.welcome.last_game is None
    assert not win.welcome.recent_list.isVisible() and win.welcome.no_recent_label.isVisible()


def test_recent_saves_are_listed_and_a_corrupt_one_is_skipped(
    qtbot: Any, tmp_path: Path
) -> None:
    elasund = save_session(_session("elasund", 4), tmp_path / "elasund.elasund")
    corrupt = tmp_path / "corrupt.elasund"
    corrupt.write_bytes(b'{"format": "elasund-desktop-save", "game_id": "cat\x00\xff')
    catan = save_session(_session("catan", 7), tmp_path / "catan.elasund")
    for file in (elasund, corrupt, catan):
        add_recent(file)  # the list: catan, corrupt, elasund
    win = _window(qtbot, "uk")
    listing = win.welcome.recent_list
    paths = [Path(listing.item(i).data(PATH_ROLE)) for i in range(listing.count())]
    assert paths == [catan, elasund]
    first = listing.item(0).text()
    assert QCoreApplication.translate("Games", "Catan") in first and "Ann, Bob, Cleo" in first
    assert QCoreApplication.translate("WelcomeScreen", "%n moves", "", 7) in first
    assert listing.accessibleName() == QCoreApplication.translate("WelcomeScreen", "Recent games")
    listing.setCurrentRow(1)
    win.welcome.open_selected_button.click()
    assert win.controller is not None
    win.controller.set_paused(True)
    assert win.controller.save_path == elasund


def test_the_users_dock_layout_outlives_the_first_screen(qtbot: Any) -> None:
    first = _window(qtbot)
    first.start_game(SessionConfig("catan", GameConfig(2, {}), 3, (Seat("A", 0), Seat("B", 1))))
    assert first.controller is not None
    first.controller.set_paused(True)
    first.docks["stats"].hide()  # the user's choice
    first.close()
    # closed on the first screen: the layout of the last game is not overwritten
    second = _window(qtbot)
    assert not any(dock.isVisible() for dock in second.docks.values())
    second.close()
    third = _window(qtbot)
    third.start_game(SessionConfig("catan", GameConfig(2, {}), 3, (Seat("A", 0), Seat("B", 1))))
    assert third.controller is not None
    third.controller.set_paused(True)
    shown = {name for name, dock in third.docks.items() if dock.isVisible()}
    assert shown == {"players", "actions", "log"}


def test_pictures_are_kept_for_the_next_start(qtbot: Any) -> None:
    win = _window(qtbot)
    qtbot.waitUntil(win.welcome.pictures_done, timeout=30_000)
    board_pictures.forget_memory()  # as a new process: only the files remain
    files = sorted(p.name for p in board_pictures.cache_folder().glob("*.png"))
    assert len(files) == len(GAMES) and all(f.split("-")[0] in GAMES for f in files)
    later = WelcomeScreen(default_registry(), lambda: "en")
    qtbot.addWidget(later)
    assert later.pictures_done()  # from the files, nothing drawn
    # another language is another picture (the board's words and the seats' names)
    other = WelcomeScreen(default_registry(), lambda: "uk")
    qtbot.addWidget(other)
    assert not other.pictures_done()


def test_the_keyboard_reaches_every_button_of_the_first_screen(
    qtbot: Any, tmp_path: Path
) -> None:
    autosave(_session("catan", 5))
    add_recent(save_session(_session("elasund", 2), tmp_path / "e.elasund"))
    win = _window(qtbot)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=30_000)
    assert QApplication.focusWidget() is win.welcome.continue_button  # the first thing to do
    screen = win.welcome
    wanted: list[QWidget] = [b for card in screen.cards.values() for b in card.buttons()]
    wanted += [screen.continue_button, screen.recent_list, screen.open_selected_button]
    wanted.append(screen.open_file_button)
    reached: list[QWidget] = []
    for _ in range(3 * len(wanted)):
        focused = QApplication.focusWidget()
        assert focused is not None
        reached.append(focused)
        qtbot.keyClick(focused, Qt.Key.Key_Tab)
    assert all(widget in reached for widget in wanted)
    assert silent_tab_stops(win) == []  # every stop says what it is


def test_a_language_switch_retranslates_the_cards_and_redraws_the_pictures(qtbot: Any) -> None:
    win = _window(qtbot)
    screen = win.welcome
    qtbot.waitUntil(screen.pictures_done, timeout=30_000)
    english = screen.cards["elfenland"].picture.pixmap().toImage()
    win.set_language("uk")
    card = screen.cards["elfenland"]
    qtbot.waitUntil(lambda: card.title.text() != "Elfenland", timeout=30_000)
    assert card.title.text() == QCoreApplication.translate("Games", "Elfenland") != "Elfenland"
    assert card.new_button.text() == QCoreApplication.translate("GameCard", "New game")
    qtbot.waitUntil(screen.pictures_done, timeout=30_000)
    # the board's own words are Ukrainian now: another picture
    assert card.picture.pixmap().toImage() != english
