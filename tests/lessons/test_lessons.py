"""Issue 26: the guided first games, played headless by their own hints (lessons/runner.py).

Every lesson of the registry's games runs to its end by following its hints, and on the
way shows every step and every moment it has (its fixed seed makes them happen); a
move the current step does not teach is refused with the step's reminder, and a free
step lets the learner deviate.
"""

from __future__ import annotations

import pytest

from elasund_desktop.engine.rules import Action
from elasund_desktop.games import default_registry
from elasund_desktop.lessons.model import LEARNER
from elasund_desktop.lessons.runner import LessonRun, autoplay, lesson_of, new_lesson_session

WITH_LESSONS = [g for g in default_registry().ids() if lesson_of(g) is not None]


def test_catan_has_a_lesson() -> None:
    assert "catan" in WITH_LESSONS


@pytest.mark.parametrize("game", WITH_LESSONS)
def test_the_lesson_ends_by_its_hints_and_shows_every_step(game: str) -> None:
    lesson = lesson_of(game)
    assert lesson is not None
    _session, run = autoplay(lesson)
    assert run.finished()
    assert set(run.shown) == set(lesson.step_ids()), set(lesson.step_ids()) - set(run.shown)
    # the main steps came in their order
    main = [s for s in run.shown if s in {st.id for st in lesson.steps}]
    assert list(dict.fromkeys(main)) == [s.id for s in lesson.steps]


def test_a_move_the_step_does_not_teach_is_refused_with_its_reminder() -> None:
    """Catan, the first turn: the lesson shows "roll" once the set-up is done (played
    by its hints); while it stands, another move is refused with the step's reminder,
    the roll is not, and a computer's move is none of the lesson's business."""
    lesson = lesson_of("catan")
    assert lesson is not None
    session = new_lesson_session(lesson)
    run = LessonRun(lesson)
    run.observe(None, (), session.to_move(), session.legal_actions())
    assert run.waits_for_next()
    run.next()  # the welcome text read
    while run.current() is not None and run.current().id != "roll":  # type: ignore[union-attr]
        legal = session.legal_actions()
        mover = session.to_move()
        shown = run.highlighted(mover, legal)
        action = shown[0] if mover == LEARNER else legal[0]
        run.observe(action, session.apply(action).events, session.to_move(), session.legal_actions())
    assert session.to_move() == LEARNER and len(session.actions) > 4
    legal = [Action(LEARNER, "roll"), Action(LEARNER, "end_turn")]
    step = run.current()
    assert step is not None and step.reminder
    assert run.refusal(legal[1], LEARNER, legal) == step.reminder
    assert run.refusal(legal[0], LEARNER, legal) is None
    assert run.refusal(Action(1, "end_turn"), 1, legal) is None


def test_a_free_step_lets_the_learner_deviate() -> None:
    lesson = lesson_of("catan")
    assert lesson is not None
    run = LessonRun(lesson)
    run.index = next(i for i, s in enumerate(lesson.steps) if s.id == "build_road")
    legal = [Action(LEARNER, "end_turn"), Action(LEARNER, "build_road", (3,))]
    assert run.refusal(legal[0], LEARNER, legal) is None  # free: ending the turn is allowed
    assert run.highlighted(LEARNER, legal) == [legal[1]]


def test_a_game_outside_the_package_has_no_lesson_and_no_error() -> None:
    """The tests' fixture game lives outside elasund_desktop.games: the Help menu of a
    window over it must still build (a missing package is no lesson, not a crash)."""
    assert lesson_of("fixture") is None
    assert lesson_of("catan") is not None


def test_a_waiting_step_shows_its_waiting_text_until_its_moves_are_first_legal() -> None:
    """A step that waits (Elasund's church needs 7 gold) says so, and shows its own
    text once the learner is on move with one of its moves legal, and from then on,
    even when the move is no longer legal; a computer on move with it changes nothing."""
    from elasund_desktop.lessons.model import Lesson, Step

    step = Step("church", "Build a church tile.", teach=("church",), waiting="Save 7 gold.")
    lesson = Lesson("fixture", "Fixture", 2, 1, ("easy",), (step,))
    run = LessonRun(lesson)
    without = [Action(LEARNER, "end_construction")]
    run.observe(None, (), LEARNER, without)
    assert run.text() == "Save 7 gold."
    run.observe(None, (), 1, [Action(1, "church")])  # the computer could build it
    assert run.text() == "Save 7 gold."
    run.observe(None, (), LEARNER, [Action(LEARNER, "church"), *without])
    assert run.text() == "Build a church tile."
    run.observe(None, (), LEARNER, without)
    assert run.text() == "Build a church tile."
    run.observe(Action(LEARNER, "church"), (), 1, [])
    assert run.finished() and run.text() == lesson.final


def test_elasund_has_a_lesson() -> None:
    assert "elasund" in WITH_LESSONS


def test_the_computers_are_named_as_the_window_asks() -> None:
    """The window names every seat "Player {number}" in the learner's language (the
    New Game dialog's names), not an English "Computer 1"; headless, Computer 1, 2."""
    from elasund_desktop.lessons.runner import lesson_config

    lesson = lesson_of("elasund")
    assert lesson is not None
    names = [s.name for s in lesson_config(lesson, "Giocatore 1", "Giocatore {number}").seats]
    assert names == ["Giocatore 1", "Giocatore 2", "Giocatore 3"]
    assert [s.name for s in lesson_config(lesson).seats][1:] == ["Computer 1", "Computer 2"]
