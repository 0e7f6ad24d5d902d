"""Issue 26: the guided first games, played headless by their own hints (lessons/runner.py).

Every lesson of the registry's games runs to its end by following its hints, and on the
way shows every step and every moment it has (its fixed seed makes them happen); a
move the current step does not teach is refused with the step's reminder, and a free
step lets the learner deviate.
"""

from __future__ import annotations

import pytest

from elasund_desktop.engine.rules import Action, Event
from elasund_desktop.games import default_registry
from elasund_desktop.lessons.model import LEARNER, Lesson, Step
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


def _lesson(*steps: Step, moments: tuple[Step, ...] = ()) -> Lesson:
    """A lesson as data only (no session is made of it)."""
    return Lesson("elfenland", "LessonToy", 3, 1, ("easy", "easy"), steps, moments)


RIVER = Action(LEARNER, "travel", (39, "cards"))
ROAD = Action(LEARNER, "travel", (5, "cards"))
CARAVAN = Action(LEARNER, "travel", (6, "caravan"))
END = Action(LEARNER, "end_move")


def test_args_in_narrows_the_taught_moves_by_their_arguments() -> None:
    """`args_in`: a step about rivers teaches the travels along route 39 only; a road
    travel (the same kind) is not highlighted, is refused with the reminder and does
    not count; the river travel does and ends the step."""
    river = Step(
        "river", "River", teach=("travel",), args_in=((0, (39,)),), reminder="By river first."
    )
    run = LessonRun(_lesson(river, Step("after", "After")))
    legal = [RIVER, ROAD, END]
    assert run.highlighted(LEARNER, legal) == [RIVER]
    assert run.refusal(ROAD, LEARNER, legal) == "By river first."
    assert run.refusal(RIVER, LEARNER, legal) is None
    run.observe(ROAD, (), LEARNER, legal)
    assert run.current() is river and run.count == 0
    run.observe(RIVER, (), LEARNER, legal)
    assert run.current() is not None and run.current().id == "after"  # type: ignore[union-attr]


def test_args_in_narrows_what_a_moment_waits_for() -> None:
    """A moment for the caravan waits for a caravan travel to be legal: travels by
    cards alone do not show it."""
    moment = Step("caravan", "Caravan", when_legal=("travel",), args_in=((1, ("caravan",)),))
    run = LessonRun(_lesson(Step("go", "Go", teach=("travel", "end_move")), moments=(moment,)))
    run.observe(None, (), LEARNER, [RIVER, ROAD, END])
    assert run.moment is None
    run.observe(None, (), 1, [Action(1, "travel", (6, "caravan"))])  # another's: no news
    assert run.moment is None
    run.observe(None, (), LEARNER, [ROAD, CARAVAN, END])
    assert run.moment is moment


def _pass(player: int) -> Action:
    return Action(player, "pass")


def test_a_step_until_an_event_lasts_for_the_whole_phase() -> None:
    """`until_event`: the learner passes, a computer lays a counter, the learner is
    asked again and passes again: the step about passing stays (no count ends it)
    until planning is over (the moving_starts event), whoever passed last."""
    passing = Step("pass", "Pass", teach=("pass",), until_event="moving_starts")
    run = LessonRun(_lesson(Step("first", "Read"), passing, Step("go", "Go", teach=("travel",))))
    run.next()
    assert run.current() is passing
    run.observe(_pass(LEARNER), (Event.make("pass", player=LEARNER),), 1, [_pass(1)])
    placed = Event.make("place_counter", player=1, transport="dragon", town_a="a", town_b="b")
    run.observe(Action(1, "place_counter", ("dragon", 5)), (placed,), LEARNER, [_pass(LEARNER)])
    run.observe(_pass(LEARNER), (Event.make("pass", player=LEARNER),), 1, [_pass(1)])
    assert run.current() is passing and run.count == 2
    over = (Event.make("pass", player=2), Event.make("moving_starts"))
    run.observe(_pass(2), over, LEARNER, [ROAD, END])
    assert run.current() is not None and run.current().id == "go"  # type: ignore[union-attr]


def test_a_step_until_an_event_is_not_ended_by_the_move_that_brought_it() -> None:
    """The step comes with a move whose events already hold the awaited key (the
    learner's last move ended the phase as it finished the step before): that event
    belongs to the earlier step, so the new one is shown, not skipped."""
    wait = Step("wait", "Wait", teach=("pass",), until_event="moving_starts")
    run = LessonRun(_lesson(Step("lay", "Lay", teach=("place_counter",)), wait))
    lay = Action(LEARNER, "place_counter", ("dragon", 5))
    run.observe(lay, (Event.make("moving_starts"),), LEARNER, [_pass(LEARNER)])
    assert run.current() is wait and "wait" in run.shown


def test_a_step_until_an_event_ends_while_a_moment_is_on_screen() -> None:
    """The phase ends while a moment is read: the main step is over all the same, and
    once the moment is confirmed the next main step is taught."""
    passing = Step("pass", "Pass", teach=("pass",), until_event="moving_starts")
    moment = Step("news", "News", after_event="place_obstacle", others_only=True)
    run = LessonRun(_lesson(passing, Step("go", "Go", teach=("travel",)), moments=(moment,)))
    obstacle = Event.make("place_obstacle", player=1, town_a="a", town_b="b")
    run.observe(Action(1, "place_obstacle", (5,)), (obstacle,), 2, [])
    assert run.moment is moment
    run.observe(_pass(2), (Event.make("moving_starts"),), LEARNER, [ROAD])
    assert run.current() is moment
    run.next()
    assert run.current() is not None and run.current().id == "go"  # type: ignore[union-attr]
