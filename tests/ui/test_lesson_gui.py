"""Issue 26, Done when: "For each game, a GUI test completes the guided game by following
its hints only (mouse or keyboard on the highlighted targets), in two languages; a
second test deviates where allowed and is brought back."

Through the real window: Help ▸ Learn to play starts the lesson, the learner reads
each text and presses Next, and makes each move with the keyboard on the places the
lesson highlights (tests/ui/keyboard_player.py), until the lesson says it is over.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from elasund_desktop.games import default_registry
from elasund_desktop.i18n.translator import TranslatorManager
from elasund_desktop.lessons.catalogue import lesson_of
from elasund_desktop.lessons.model import LEARNER
from elasund_desktop.lessons.runner import hint
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.main_window import MainWindow
from tests.ui.keyboard_player import key_move

WITH_LESSONS = [g for g in default_registry().ids() if lesson_of(g) is not None]


@pytest.fixture
def translator() -> Iterator[TranslatorManager]:
    manager = TranslatorManager()
    yield manager
    manager.switch("en")
    manager.setParent(None)


@pytest.fixture(autouse=True)
def _english_after(qapp: Any) -> Iterator[None]:
    """A window's own translators stay installed on the application after its test:
    back to English, so that the next test starts in its own language."""
    yield
    for win in _WINDOWS:
        if win.translator is not None:
            win.translator.switch("en")
    _WINDOWS.clear()


_WINDOWS: list[MainWindow] = []


def _window(qtbot: Any, language: str) -> MainWindow:
    win = build_main_window(default_registry(), Settings(autosave=False, bot_delay_ms=0), language)
    qtbot.addWidget(win)
    _WINDOWS.append(win)
    win.resize(1600, 1000)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    return win


def _reactivate(win: MainWindow, qtbot: Any) -> None:
    """The offscreen platform leaves no window active once a closed choice menu is
    deleted (tests/ui/test_choice_menu.py); a desktop gives the activation back by
    itself, as this does."""
    if QApplication.activeWindow() is None:
        win.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is win)


def _follow(win: MainWindow, qtbot: Any) -> list[str]:
    """Follow the lesson's hints to its end; the texts shown, in order."""
    guide = win.lesson_guide
    assert guide is not None and win.controller is not None
    session = win.controller.session
    texts: list[str] = []
    for _ in range(2000):
        text = guide.panel.text.text()
        if not texts or texts[-1] != text:
            texts.append(text)
        if guide.run.finished():
            return texts
        if guide.run.waits_for_next():
            qtbot.mouseClick(guide.panel.next_button, Qt.MouseButton.LeftButton)
            continue
        qtbot.waitUntil(lambda: win.may_act() or guide.run.waits_for_next(), timeout=30_000)
        if guide.run.waits_for_next():
            continue
        legal = session.legal_actions()
        action = hint(guide.run, session.rules, session.state, legal, len(session.actions))
        shown = guide.run.highlighted(session.to_move(), legal)
        assert not shown or action in shown  # the hint is a highlighted move
        _reactivate(win, qtbot)
        key_move(win, qtbot, action)
    raise AssertionError("the lesson did not end")


@pytest.mark.timeout(180)
@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("game", WITH_LESSONS)
def test_the_guided_game_ends_by_following_its_hints(
    qtbot: Any, translator: TranslatorManager, game: str, language: str
) -> None:
    translator.switch(language)
    win = _window(qtbot, language)
    win.learn_actions[game].trigger()
    guide = win.lesson_guide
    assert guide is not None and guide.dock.isVisible()
    texts = _follow(win, qtbot)
    lesson = lesson_of(game)
    assert lesson is not None
    assert set(guide.run.shown) == set(lesson.step_ids())
    english = [s.text for s in lesson.steps]
    if language == "en":
        assert texts[0] == english[0]
    else:  # every text in the learner's language
        assert not set(texts) & set(english), set(texts) & set(english)
    # the lesson over, the game goes on as a normal one
    qtbot.mouseClick(guide.panel.leave_button, Qt.MouseButton.LeftButton)
    assert win.lesson_guide is None and win.controller is not None
    assert not win.controller.session.is_over()


def test_a_move_off_the_lesson_is_refused_and_the_lesson_brings_the_learner_back(
    qtbot: Any,
) -> None:
    """Catan's first roll: the lesson teaches the roll, so ending the turn first is
    refused with the step's reminder and nothing changes; the roll then goes on."""
    win = _window(qtbot, "en")
    win.learn_actions["catan"].trigger()
    guide = win.lesson_guide
    assert guide is not None and win.controller is not None
    session = win.controller.session
    for _ in range(200):
        step = guide.run.current()
        if step is not None and step.id == "roll" and win.may_act():
            break
        if guide.run.waits_for_next():
            qtbot.mouseClick(guide.panel.next_button, Qt.MouseButton.LeftButton)
            continue
        qtbot.waitUntil(lambda: win.may_act() or guide.run.waits_for_next(), timeout=30_000)
        if win.may_act():
            legal = session.legal_actions()
            key_move(win, qtbot, hint(guide.run, session.rules, session.state, legal, 0))
    step = guide.run.current()
    assert step is not None and step.id == "roll" and session.to_move() == LEARNER
    before = len(session.actions)
    from elasund_desktop.engine.rules import Action

    win.choose_action(Action(LEARNER, "end_turn"))  # off the lesson
    assert len(session.actions) == before
    assert win.statusBar().currentMessage() == step.reminder
    roll = next(a for a in session.legal_actions() if a.kind == "roll")
    key_move(win, qtbot, roll)  # back on the lesson
    assert guide.run.current() is not None and guide.run.current().id != "roll"  # type: ignore[union-attr]
