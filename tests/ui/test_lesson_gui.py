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
    _to_step(win, qtbot, "roll")  # the computers roll first (seed 125)
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


def _to_step(win: MainWindow, qtbot: Any, step_id: str) -> None:
    """Follow the lesson's hints until `step_id` is taught and the learner may act."""
    guide = win.lesson_guide
    assert guide is not None and win.controller is not None
    session = win.controller.session
    for _ in range(400):
        step = guide.run.current()
        if step is not None and step.id == step_id and win.may_act():
            return
        if guide.run.waits_for_next():
            qtbot.mouseClick(guide.panel.next_button, Qt.MouseButton.LeftButton)
            continue
        if not win.may_act():
            qtbot.waitUntil(lambda: win.may_act() or guide.run.waits_for_next(), timeout=30_000)
            continue  # the step may have changed meanwhile
        legal = session.legal_actions()
        _reactivate(win, qtbot)
        key_move(
            win, qtbot, hint(guide.run, session.rules, session.state, legal, len(session.actions))
        )
    raise AssertionError(f"the lesson never reached {step_id}")


def test_carrara_a_click_off_the_lesson_is_refused_with_the_reminder_and_a_free_step_lets_the_learner_buy(
    qtbot: Any,
) -> None:
    """Carrara's first turn teaches buying marble.  A click on a building on display
    (the learner's black starting block pays for one of value 1, so the rules allow
    it) is refused with the step's reminder and nothing changes; the purchase then
    goes on by its button.  Later the step that teaches building is free: the learner
    buys marble instead, and the lesson still teaches building afterwards."""
    from elasund_desktop.engine.rules import Action
    from tests.ui.test_main_window import click_item

    win = _window(qtbot, "en")
    win.learn_actions["carrara"].trigger()
    guide = win.lesson_guide
    assert guide is not None and win.controller is not None and win.scene is not None
    session = win.controller.session
    _to_step(win, qtbot, "buy_marble")
    build = next(a for a in session.legal_actions() if a.kind == "build")
    step = guide.run.current()
    assert step is not None and step.reminder
    assert win.scene.highlighted_targets() == []  # the lesson highlights no building
    before = len(session.actions)
    click_item(qtbot, win, win.scene._target_items[win.scene.target_of(build)][0])
    assert len(session.actions) == before
    assert win.statusBar().currentMessage() == step.reminder
    key_move(win, qtbot, Action(LEARNER, "buy_marble"))  # back on the lesson
    assert guide.run.current() is not None and guide.run.current().id == "choose_segment"  # type: ignore[union-attr]
    _to_step(win, qtbot, "build")
    assert any(a.kind == "build" for a in session.legal_actions())
    key_move(win, qtbot, Action(LEARNER, "buy_marble"))  # allowed: the step is free
    assert session.actions[-1] == Action(LEARNER, "buy_marble")
    assert guide.run.current() is not None and guide.run.current().id == "build"  # type: ignore[union-attr]


def test_the_lesson_names_its_players_in_the_learners_language(
    qtbot: Any, translator: TranslatorManager
) -> None:
    """Ukrainian: the learner and the computer players are named in Ukrainian (the
    game log and the players panel speak of them), not "Computer 1"."""
    translator.switch("uk")
    win = _window(qtbot, "uk")
    win.learn_actions["carrara"].trigger()
    assert win.controller is not None
    names = [seat.name for seat in win.controller.seats]
    assert names == ["Гравець 1", "Комп'ютер 1", "Комп'ютер 2"]


def _play_until(win: MainWindow, qtbot: Any, done: Any) -> None:
    """Follow the hints (Next on texts, the hinted move with keys) until `done()`."""
    guide = win.lesson_guide
    assert guide is not None and win.controller is not None
    session = win.controller.session
    for _ in range(400):
        if done():
            return
        if guide.run.waits_for_next():
            qtbot.mouseClick(guide.panel.next_button, Qt.MouseButton.LeftButton)
            continue
        qtbot.waitUntil(
            lambda: win.may_act() or guide.run.waits_for_next() or done(), timeout=30_000
        )
        if win.may_act() and not done() and not guide.run.waits_for_next():
            legal = session.legal_actions()
            _reactivate(win, qtbot)
            key_move(win, qtbot, hint(guide.run, session.rules, session.state, legal, 0))
    raise AssertionError("the lesson never got there")


def test_elasund_refuses_a_wall_before_the_first_permit_and_lets_the_learner_save_gold(
    qtbot: Any,
) -> None:
    """Elasund's first turn teaches ending the construction: a wall tile then is
    refused with the step's reminder and nothing changes; the end of the construction
    goes on.  While the lesson waits for the 7 gold of a church tile (its waiting text
    on screen), the learner plays as they like: 2 gold instead of a permit is fine."""
    from elasund_desktop.engine.rules import Action

    win = _window(qtbot, "en")
    win.learn_actions["elasund"].trigger()
    guide = win.lesson_guide
    assert guide is not None and win.controller is not None
    session = win.controller.session

    def at(step_id: str, kind: str) -> Any:
        def check() -> bool:
            step = guide.run.current()
            legal = session.legal_actions() if win.may_act() else []
            return step is not None and step.id == step_id and any(a.kind == kind for a in legal)

        return check

    _play_until(win, qtbot, at("no_permit_yet", "wall"))
    step = guide.run.current()
    assert step is not None and step.reminder
    wall = next(a for a in session.legal_actions() if a.kind == "wall")
    before = len(session.actions)
    win.choose_action(wall)  # off the lesson
    assert len(session.actions) == before
    assert win.statusBar().currentMessage() == step.reminder
    key_move(win, qtbot, Action(LEARNER, "end_construction"))  # back on the lesson
    current = guide.run.current()
    assert current is not None and current.id == "permit"
    # later, while the lesson waits for the church's gold, the learner plays freely
    _play_until(win, qtbot, at("church", "take_gold"))
    assert guide.run.text() == guide.run.current().waiting  # type: ignore[union-attr]
    before = len(session.actions)
    key_move(win, qtbot, Action(LEARNER, "take_gold"))
    assert len(session.actions) == before + 1
    assert guide.run.current() is not None and guide.run.current().id == "church"  # type: ignore[union-attr]


def test_elfenland_refuses_passing_while_planning_is_taught_and_then_passing_lasts(
    qtbot: Any,
) -> None:
    """Elfenland's first planning turn teaches laying a counter: passing then is
    refused with the step's reminder and nothing changes; a counter laid on a
    highlighted road goes on.  Later the step about passing lasts until planning is
    over: a counter then is refused with that step's reminder, while passing is what
    the board offers."""
    from elasund_desktop.engine.rules import Action

    win = _window(qtbot, "en")
    win.learn_actions["elfenland"].trigger()
    guide = win.lesson_guide
    assert guide is not None and win.controller is not None
    session = win.controller.session
    _to_step(win, qtbot, "place")
    step = guide.run.current()
    assert step is not None and step.reminder
    before = len(session.actions)
    win.choose_action(Action(LEARNER, "pass"))  # off the lesson
    assert len(session.actions) == before
    assert win.statusBar().currentMessage() == step.reminder
    legal = session.legal_actions()
    lay = hint(guide.run, session.rules, session.state, legal, len(session.actions))
    assert lay.kind == "place_counter"
    _reactivate(win, qtbot)
    key_move(win, qtbot, lay)  # back on the lesson
    assert session.actions[-1] == lay and guide.run.count == 1
    _to_step(win, qtbot, "pass")
    step = guide.run.current()
    assert step is not None and step.reminder
    legal = session.legal_actions()
    counter = next(a for a in legal if a.kind == "place_counter")
    assert guide.run.highlighted(LEARNER, legal) == [Action(LEARNER, "pass")]
    before = len(session.actions)
    win.choose_action(counter)
    assert len(session.actions) == before
    assert win.statusBar().currentMessage() == step.reminder
    _reactivate(win, qtbot)
    key_move(win, qtbot, Action(LEARNER, "pass"))
    # the step stays exactly as long as planning does (the others may still lay)
    assert (guide.run.current() is step) == (session.state.phase == "plan")


def test_the_button_a_step_teaches_is_highlighted_like_a_place_on_the_board(
    qtbot: Any,
) -> None:
    """Play-testing: Catan's "Roll now" pointed at nothing (the board highlights
    places only, and the Roll the dice button stood unmarked at the other side of
    the window).  The taught move's button carries the lesson's mark, the others
    do not, and the lesson's panel says where to find it; while a text waits to be
    read no button is marked."""
    from elasund_desktop.ui.action_panel import WrapButton

    win = _window(qtbot, "en")
    win.learn_actions["catan"].trigger()
    guide = win.lesson_guide
    assert guide is not None and win.controller is not None
    assert guide.run.waits_for_next()  # the welcome text
    assert not any(b.property("lesson_target") for b in win.actions_panel.buttons)
    _to_step(win, qtbot, "roll")
    session = win.controller.session
    roll = next(a for a in session.legal_actions() if a.kind == "roll")
    button = win.actions_panel.button_for(roll)
    assert isinstance(button, WrapButton) and button.property("lesson_target")
    others = [b for b in win.actions_panel.buttons if b is not button]
    assert not any(b.property("lesson_target") for b in others)
    assert guide.panel.button_note.isVisibleTo(guide.panel)
    _reactivate(win, qtbot)
    key_move(win, qtbot, roll)
    _to_step(win, qtbot, "end_turn")
    end = next(a for a in session.legal_actions() if a.kind == "end_turn")
    marked = [b for b in win.actions_panel.buttons if b.property("lesson_target")]
    assert marked == [win.actions_panel.button_for(end)]


def test_a_step_on_the_board_marks_no_button_and_says_nothing_of_buttons(qtbot: Any) -> None:
    """Catan's first settlement is a place on the board: no button is marked and
    the panel's note about buttons stays hidden."""
    win = _window(qtbot, "en")
    win.learn_actions["catan"].trigger()
    guide = win.lesson_guide
    assert guide is not None
    _to_step(win, qtbot, "first_settlement")
    assert win.scene is not None and win.scene.highlighted_targets()
    assert not any(b.property("lesson_target") for b in win.actions_panel.buttons)
    assert not guide.panel.button_note.isVisibleTo(guide.panel)


def test_while_a_text_waits_to_be_read_the_move_panel_says_to_press_next(qtbot: Any) -> None:
    """Carrara's welcome text, the learner to move: nothing is highlighted, so the
    Your move panel does not say "click a highlighted place" but to read the
    lesson and press Next."""
    win = _window(qtbot, "en")
    win.learn_actions["carrara"].trigger()
    guide = win.lesson_guide
    assert guide is not None and guide.run.waits_for_next() and win.may_act()
    prompt = win.actions_panel.prompt.text()
    assert "press Next" in prompt and "highlighted place" not in prompt


def test_the_progress_line_counts_steps_says_when_a_moment_interrupts_and_when_all_are_done(
    qtbot: Any,
) -> None:
    """Elasund's pirates come while step 2 (the roll) waits for the learner's turn:
    the panel says "Step 2 of 9 · meanwhile in the game" (the moment is no step of
    its own), and after Next "Step 2 of 9" again; at the end it says the lesson is
    complete, with the count's plural form."""
    win = _window(qtbot, "en")
    win.learn_actions["elasund"].trigger()
    guide = win.lesson_guide
    assert guide is not None
    steps = len(guide.lesson.steps)

    def moment() -> bool:
        return guide.run.moment is not None and guide.run.moment.id == "pirates"

    _play_until(win, qtbot, moment)
    assert guide.panel.progress.text() == f"Step 2 of {steps} · meanwhile in the game"
    assert guide.panel.progress.isVisibleTo(guide.panel)
    qtbot.mouseClick(guide.panel.next_button, Qt.MouseButton.LeftButton)
    assert guide.panel.progress.text() == f"Step 2 of {steps}"
    _follow(win, qtbot)
    assert guide.panel.progress.text() == f"Lesson complete: all {steps} steps done"


def test_an_undo_takes_the_lesson_back_with_the_board(qtbot: Any) -> None:
    """Ctrl+Z after Catan's first settlement: the settlement is gone, so the lesson
    teaches it again (not "now place a road along one of the edges of that
    settlement"), and the board highlights the corners again."""
    win = _window(qtbot, "en")
    win.learn_actions["catan"].trigger()
    guide = win.lesson_guide
    assert guide is not None and win.controller is not None
    session = win.controller.session
    _to_step(win, qtbot, "first_settlement")
    step = guide.run.current()
    assert step is not None
    settlement = next(a for a in session.legal_actions() if a.kind == "place_settlement")
    _reactivate(win, qtbot)
    key_move(win, qtbot, settlement)
    assert guide.run.current() is not None and guide.run.current().id == "first_road"  # type: ignore[union-attr]
    win.act_undo.trigger()
    assert settlement not in session.actions
    assert guide.run.current() is step
    assert guide.panel.text.text() == step.text
    assert win.scene is not None and win.scene.highlighted_targets()
    key_move(win, qtbot, settlement)  # the lesson goes on from there
    assert guide.run.current() is not None and guide.run.current().id == "first_road"  # type: ignore[union-attr]


def test_a_game_played_on_after_leaving_the_lesson_no_longer_reaches_the_lesson(
    qtbot: Any,
) -> None:
    """Play-testing: after "Leave the lesson" every move still went to the lesson,
    whose panel was deleted (a RuntimeError at each move of the game played on).
    Carrara: leave at the first purchase, then play on through the window; the
    lesson that was left sees none of the moves."""
    from elasund_desktop.ai.bots import bot_rng, decide, make_bot

    win = _window(qtbot, "en")
    win.learn_actions["carrara"].trigger()
    guide = win.lesson_guide
    assert guide is not None and win.controller is not None
    session = win.controller.session
    _to_step(win, qtbot, "buy_marble")
    qtbot.mouseClick(guide.panel.leave_button, Qt.MouseButton.LeftButton)
    assert win.lesson_guide is None
    followed = (list(guide.run.shown), guide.run.index, guide.run.count)
    easy = make_bot("easy")
    for i in range(12):
        qtbot.waitUntil(win.may_act, timeout=30_000)
        mover = session.to_move()
        assert mover is not None
        win.choose_action(decide(easy, session.rules, session.state, mover, bot_rng(5, i)))
    assert len(session.actions) >= 12
    assert (guide.run.shown, guide.run.index, guide.run.count) == followed


def test_a_rules_practice_board_puts_the_lesson_aside_and_back_to_the_rules_resumes_it(
    qtbot: Any,
) -> None:
    """Play-testing: F1 in the middle of Carrara's lesson, then a rules picture's
    "Try it": the practice board replaced the lesson's game for good, and its
    autosave replaced the game's.  Now the practice board is not autosaved, and
    "Back to the rules" brings back the same game with its lesson at the step it
    had reached (the rules open beside it)."""
    from elasund_desktop.lessons.situations import situations_of

    win = _window(qtbot, "en")
    win.learn_actions["carrara"].trigger()
    guide = win.lesson_guide
    assert guide is not None and win.controller is not None
    session = win.controller.session
    _to_step(win, qtbot, "build")
    moves = list(session.actions)
    win.act_rules.trigger()
    situations = situations_of("carrara")
    assert situations is not None
    win.start_practice("carrara", situations.situations[0].id)
    practice = win.lesson_guide
    assert practice is not None and practice.lesson.practice
    assert win.controller is not None and not win.controller.autosave_enabled
    qtbot.mouseClick(practice.panel.leave_button, Qt.MouseButton.LeftButton)
    assert win.controller is not None and win.controller.session is session
    assert list(session.actions) == moves
    resumed = win.lesson_guide
    assert resumed is not None and resumed.lesson is guide.lesson
    step = resumed.run.current()
    assert step is not None and step.id == "build"
    assert resumed.panel.text.text() == resumed.current_text()
    assert win._rules_dialog is not None and win._rules_dialog.isVisible()
