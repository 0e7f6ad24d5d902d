"""Issue 26: the guided first games, played headless by their own hints (lessons/runner.py).

Every lesson of the registry's games runs to its end by following its hints, and on the
way shows every step and every moment it has (its fixed seed makes them happen); a
move the current step does not teach is refused with the step's reminder, and a free
step lets the learner deviate.
"""

from __future__ import annotations

from typing import Any

import pytest

from elasund_desktop.ai.bots import bot_rng, decide, make_bot
from elasund_desktop.engine.rules import Action, Event
from elasund_desktop.engine.session import Session
from elasund_desktop.games import default_registry
from elasund_desktop.lessons.model import LEARNER, Lesson, Step
from elasund_desktop.lessons.runner import (
    LessonRun,
    autoplay,
    hint,
    lesson_of,
    new_lesson_session,
    replay,
)

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
    # the learner places last in the set-up (seed 125): the computers roll first
    while run.current() is None or not (
        run.current().id == "roll" and session.to_move() == LEARNER  # type: ignore[union-attr]
    ):
        legal = session.legal_actions()
        mover = session.to_move()
        shown = run.highlighted(mover, legal)
        action = shown[0] if mover == LEARNER else legal[0]
        run.observe(
            action, session.apply(action).events, session.to_move(), session.legal_actions()
        )
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


def _toy(*steps: Step, moments: tuple[Step, ...] = ()) -> Lesson:
    return Lesson("carrara", "LessonToy", 3, 1, ("easy", "easy"), steps, moments)


def test_a_run_of_moves_is_one_step_until_the_rules_offer_none_of_them() -> None:
    """`while_legal`: blocks are taken one by one, as many as the learner likes; the
    step stays while the rules still offer a block or stopping, and is done by the
    taught move after which they offer neither (here the object purchase comes)."""
    take = Step("take", "Take", teach=("take_block", "stop_taking"), while_legal=True)
    run = LessonRun(_toy(take, Step("next", "Next")))
    block = Action(LEARNER, "take_block", ("black",))
    more = [Action(LEARNER, "take_block", ("blue",)), Action(LEARNER, "stop_taking")]
    run.observe(block, (), LEARNER, more)
    run.observe(block, (), LEARNER, more)
    assert run.current() is take and run.count == 2
    run.observe(Action(LEARNER, "stop_taking"), (), LEARNER, [Action(LEARNER, "end_turn")])
    assert run.current() is not None and run.current().id == "next"  # type: ignore[union-attr]


def test_a_run_of_moves_ends_when_the_turn_passes() -> None:
    """The last block taken ends the purchase and the turn: the next player is on
    move, and the step is done although its kinds are legal for that player."""
    take = Step("take", "Take", teach=("take_block",), while_legal=True)
    run = LessonRun(_toy(take, Step("next", "Next")))
    run.observe(Action(LEARNER, "take_block", ("red",)), (), 1, [Action(1, "take_block", ("red",))])
    assert run.current() is not None and run.current().id == "next"  # type: ignore[union-attr]


def test_a_moment_for_the_others_is_not_shown_for_the_learners_own_move() -> None:
    """`others_only`: the learner's own city scoring is no news about a computer
    player; the same event of seat 1 shows the moment."""
    moment = Step("taken", "Taken", after_event="score_city", others_only=True)
    run = LessonRun(_toy(Step("wait", "Wait", teach=("score_city",), free=True), moments=(moment,)))
    own = Event.make("score_city", player=LEARNER, city="pisa", vp=0, coins=9)
    run.observe(Action(LEARNER, "score_city", ("pisa",)), (own,), 1, [])
    assert run.moment is None
    other = Event.make("score_city", player=1, city="lerici", vp=0, coins=12)
    run.observe(Action(1, "score_city", ("lerici",)), (other,), 2, [])
    assert run.moment is moment and "taken" in run.shown


def test_a_moment_without_others_only_counts_every_players_event() -> None:
    moment = Step("any", "Any", after_event="score_city")
    run = LessonRun(_toy(Step("wait", "Wait", teach=("score_city",), free=True), moments=(moment,)))
    own = Event.make("score_city", player=LEARNER, city="pisa", vp=0, coins=9)
    run.observe(Action(LEARNER, "score_city", ("pisa",)), (own,), 1, [])
    assert run.moment is moment


def test_a_later_step_the_learner_did_early_is_skipped() -> None:
    """`done_early`: while the free step about type scoring stands, the learner
    scores a city; the later step about city scoring is then done already, and
    once a type is scored the lesson goes on to the step after it."""
    first = Step("type", "T", teach=("score_type",), free=True)
    city = Step("city", "C", teach=("score_city",), free=True, done_early=True)
    end = Step("end", "E")
    run = LessonRun(_toy(first, city, end))
    run.observe(None, (), LEARNER, [])
    run.observe(Action(LEARNER, "score_city", ("pisa",)), (), 1, [])
    assert run.current() is first
    run.observe(Action(LEARNER, "score_type", ("villa",)), (), 1, [])
    assert run.current() is end and run.shown == ["type", "end"]


def test_a_later_step_not_marked_done_early_still_comes() -> None:
    """Without `done_early` a step teaches its move again when its turn comes
    (Catan's second settlement teaches the move of the first one), and a
    computer player's move never does a step of the learner's."""
    first = Step("first", "F", teach=("place_settlement",))
    again = Step("again", "A", teach=("place_settlement",))
    early = Step("early", "E", teach=("score_city",), done_early=True)
    run = LessonRun(_toy(Step("free", "F", teach=("roll",), free=True), first, again, early))
    run.observe(Action(LEARNER, "place_settlement", (1,)), (), LEARNER, [])
    run.observe(Action(1, "score_city", ("pisa",)), (), LEARNER, [])
    run.observe(Action(LEARNER, "roll"), (), LEARNER, [])
    assert run.current() is first
    run.observe(Action(LEARNER, "place_settlement", (2,)), (), LEARNER, [])
    assert run.current() is again
    run.observe(Action(LEARNER, "place_settlement", (3,)), (), LEARNER, [])
    assert run.current() is early


def _carrara_until(step_id: str) -> tuple[Session[Any], LessonRun]:
    """The Carrara lesson played by its hints until `step_id` is taught and the
    learner is on move (the computer players move as in the lesson)."""
    lesson = lesson_of("carrara")
    assert lesson is not None
    session = new_lesson_session(lesson)
    run = LessonRun(lesson)
    bots = {i: make_bot(b) for i, b in enumerate(lesson.bots, start=1)}
    run.observe(None, (), session.to_move(), session.legal_actions())
    for _ in range(500):
        step = run.current()
        if step is not None and step.id == step_id and session.to_move() == LEARNER:
            return session, run
        if run.waits_for_next():
            run.next()
            run.observe(None, (), session.to_move(), session.legal_actions())
            continue
        mover = session.to_move()
        assert mover is not None
        legal = session.legal_actions()
        if mover == LEARNER:
            action = hint(run, session.rules, session.state, legal, len(session.actions))
        else:
            rng = bot_rng(lesson.seed, len(session.actions))
            action = decide(bots[mover], session.rules, session.state, mover, rng)
        run.observe(
            action, session.apply(action).events, session.to_move(), session.legal_actions()
        )
    raise AssertionError(f"the lesson never reached {step_id}")


def test_carrara_building_before_the_first_purchase_is_refused_with_the_reminder() -> None:
    """Carrara's first turn: the learner's black starting block could pay for a
    building of value 1, but the step teaches buying marble: a build is refused
    with the step's reminder, the purchase is not."""
    session, run = _carrara_until("buy_marble")
    legal = session.legal_actions()
    build = next(a for a in legal if a.kind == "build")
    step = run.current()
    assert step is not None and step.reminder
    assert run.refusal(build, LEARNER, legal) == step.reminder
    assert run.refusal(Action(LEARNER, "buy_marble"), LEARNER, legal) is None


def test_carrara_the_taking_step_lasts_until_the_purchase_is_over() -> None:
    """Carrara: after one block the learner may take more or stop, and the step
    about taking stays; once the purchase is over the object purchase is offered
    (20 coins minus the blocks) and the moment that explains it comes."""
    session, run = _carrara_until("take_blocks")
    block = next(a for a in session.legal_actions() if a.kind == "take_block")
    run.observe(block, session.apply(block).events, session.to_move(), session.legal_actions())
    assert session.state.phase == "take" and run.current().id == "take_blocks"  # type: ignore[union-attr]
    stop = Action(LEARNER, "stop_taking")
    run.observe(stop, session.apply(stop).events, session.to_move(), session.legal_actions())
    assert session.state.phase == "after"
    assert run.current() is not None and run.current().id == "after_action"  # type: ignore[union-attr]


def test_carrara_a_free_step_lets_the_learner_buy_marble_before_building() -> None:
    """The step that teaches building is free: buying marble instead is allowed,
    and the step stays until a building is chosen."""
    session, run = _carrara_until("build")
    legal = session.legal_actions()
    assert any(a.kind == "build" for a in legal)
    buy = Action(LEARNER, "buy_marble")
    assert run.refusal(buy, LEARNER, legal) is None
    run.observe(buy, session.apply(buy).events, session.to_move(), session.legal_actions())
    assert run.current() is not None and run.current().id == "build"  # type: ignore[union-attr]


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
    """The window names the computer seats in the learner's language (its translated
    "Computer {number}"), not an English "Computer 1"; headless, Computer 1, 2."""
    from elasund_desktop.lessons.runner import lesson_config

    lesson = lesson_of("elasund")
    assert lesson is not None
    names = [s.name for s in lesson_config(lesson, "Giocatore 1", "Computer {number} (it)").seats]
    assert names == ["Giocatore 1", "Computer 1 (it)", "Computer 2 (it)"]
    assert [s.name for s in lesson_config(lesson).seats][1:] == ["Computer 1", "Computer 2"]


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


def _elfenland_until(step_id: str) -> tuple[Session[Any], LessonRun]:
    """The Elfenland lesson played by its hints until `step_id` is taught and the
    learner is on move (the computer players move as in the lesson)."""
    lesson = lesson_of("elfenland")
    assert lesson is not None
    session = new_lesson_session(lesson)
    run = LessonRun(lesson)
    bots = {i: make_bot(b) for i, b in enumerate(lesson.bots, start=1)}
    run.observe(None, (), session.to_move(), session.legal_actions())
    for _ in range(300):
        step = run.current()
        if step is not None and step.id == step_id and session.to_move() == LEARNER:
            return session, run
        if run.waits_for_next():
            run.next()
            run.observe(None, (), session.to_move(), session.legal_actions())
            continue
        mover = session.to_move()
        assert mover is not None
        legal = session.legal_actions()
        if mover == LEARNER:
            action = hint(run, session.rules, session.state, legal, len(session.actions))
        else:
            rng = bot_rng(lesson.seed, len(session.actions))
            action = decide(bots[mover], session.rules, session.state, mover, rng)
        run.observe(
            action, session.apply(action).events, session.to_move(), session.legal_actions()
        )
    raise AssertionError(f"the lesson never reached {step_id}")


def test_elfenland_the_hinted_counter_helps_the_learners_journey() -> None:
    """`hint_by_knowledge`: the step shows the placements only (no pass), so the
    planner's own choice is not asked; the hint is the placement the planner values
    most, which lengthens the learner's best journey of the round, where the first
    listed road (Usselen - Wylhien, across the map) changes nothing for it."""
    from elasund_desktop.games.elfenland.planner import _placed, best_tour
    from elasund_desktop.games.elfenland.tuned import PLANNER

    session, run = _elfenland_until("place")
    legal = session.legal_actions()
    shown = run.highlighted(LEARNER, legal)
    action = hint(run, session.rules, session.state, legal, len(session.actions))
    assert action in shown and action != shown[0]
    state = session.state
    before = best_tour(state, LEARNER, PLANNER)[0]
    assert best_tour(_placed(state, action), LEARNER, PLANNER)[0] > before
    assert best_tour(_placed(state, shown[0]), LEARNER, PLANNER)[0] == before


def test_elfenland_the_water_moment_teaches_rafts_only() -> None:
    """At the first journey the learner may go by river or ferry: the moment that
    teaches rafts highlights the ways by water (not the roads, not ending the
    move), refuses a road with its reminder, and the hint takes one of them."""
    session, run = _elfenland_until("water")
    assert run.moment is not None and run.lesson.steps[run.index].id == "journey"
    legal = session.legal_actions()
    shown = run.highlighted(LEARNER, legal)
    from elasund_desktop.games.elfenland import data as D  # noqa: N812

    assert shown and all(D.ROUTES[a.args[0]].kind != "road" for a in shown)
    road = next(a for a in legal if a.kind == "travel" and D.ROUTES[a.args[0]].kind == "road")
    assert run.refusal(road, LEARNER, legal) == run.moment.reminder
    assert run.refusal(Action(LEARNER, "end_move"), LEARNER, legal) == run.moment.reminder
    assert hint(run, session.rules, session.state, legal, len(session.actions)) in shown


def _catan_moment(moment_id: str) -> tuple[Lesson, Step]:
    lesson = lesson_of("catan")
    assert lesson is not None
    return lesson, next(m for m in lesson.moments if m.id == moment_id)


def test_catan_the_note_on_a_computers_robber_is_not_shown_for_the_learners_own() -> None:
    """Play-testing: "A computer player moved the robber" must not follow the
    learner's own robber move (a 7 of the learner's may come first)."""
    lesson, moment = _catan_moment("robbed_by_others")
    run = LessonRun(lesson)
    own = Event.make("robber_moved", player=LEARNER, hex=3, terrain="hills", number=5)
    run.observe(Action(LEARNER, "move_robber", (3,)), (own,), 1, [])
    assert run.moment is None and moment.id not in run.shown
    other = Event.make("robber_moved", player=2, hex=4, terrain="forest", number=8)
    run.observe(Action(2, "move_robber", (4,)), (other,), 0, [])
    assert run.moment is moment


def test_catan_the_robber_moment_stays_for_the_steal_that_follows() -> None:
    """Play-testing: after the robber was moved, "Rob Computer 1 / Rob Computer 2"
    stood under a text about building roads.  The robber moment teaches the
    steal as well and ends with it (or with the move when nobody can be robbed)."""
    lesson, moment = _catan_moment("robber")
    run = LessonRun(lesson)
    move = Action(LEARNER, "move_robber", (3,))
    steals = [Action(LEARNER, "steal", (1,)), Action(LEARNER, "steal", (2,))]
    run.observe(None, (), LEARNER, [move])
    assert run.moment is moment
    run.observe(move, (), LEARNER, steals)
    assert run.moment is moment and run.highlighted(LEARNER, steals) == steals
    run.observe(steals[0], (), LEARNER, [Action(LEARNER, "end_turn")])
    assert run.moment is None
    alone = LessonRun(lesson)
    alone.observe(None, (), LEARNER, [move])
    alone.observe(move, (), LEARNER, [Action(LEARNER, "end_turn")])  # nobody to rob
    assert alone.moment is None


def test_the_progress_of_a_run_names_the_step_a_moment_interrupts_and_the_end() -> None:
    """`progress`: a main step counts from 1; a moment keeps the number of the
    step shown before it (it is no step of its own); the end is "done"."""
    moment = Step("news", "News", after_event="score_city")
    lesson = _toy(Step("a", "A"), Step("b", "B", teach=("roll",)), moments=(moment,))
    run = LessonRun(lesson)
    run.observe(None, (), LEARNER, [])
    assert run.progress() == (1, 2, "step")
    run.next()
    run.observe(None, (), LEARNER, [])
    assert run.progress() == (2, 2, "step")
    news = Event.make("score_city", player=1, city="pisa", vp=0, coins=9)
    run.observe(Action(1, "score_city", ("pisa",)), (news,), LEARNER, [Action(LEARNER, "roll")])
    assert run.progress() == (2, 2, "moment")
    run.next()
    run.observe(Action(LEARNER, "roll"), (), 1, [])
    assert run.finished() and run.progress() == (2, 2, "done")


@pytest.mark.parametrize("game", WITH_LESSONS)
def test_a_replayed_history_gives_the_run_the_live_lesson_had(game: str) -> None:
    """`replay` (what an undo uses): the lesson followed anew over a game's history
    stands where the live run stood after the same moves, at every cut of the
    first moves of the lesson played by its hints."""
    lesson = lesson_of(game)
    assert lesson is not None
    session = new_lesson_session(lesson)
    live = LessonRun(lesson)
    bots = {i: make_bot(b) for i, b in enumerate(lesson.bots, start=1)}
    live.observe(None, (), session.to_move(), session.legal_actions())
    checked = 0
    while len(session.actions) < 60 and not live.finished():
        if live.waits_for_next():
            live.next()
            live.observe(None, (), session.to_move(), session.legal_actions())
            continue
        mover = session.to_move()
        assert mover is not None
        legal = session.legal_actions()
        if mover == LEARNER:
            action = hint(live, session.rules, session.state, legal, len(session.actions))
        else:
            rng = bot_rng(lesson.seed, len(session.actions))
            action = decide(bots[mover], session.rules, session.state, mover, rng)
        events = session.apply(action).events
        live.observe(action, events, session.to_move(), session.legal_actions())
        if mover == LEARNER and not live.waits_for_next():
            again = replay(lesson, session.states, session.actions, session.events, session.rules)
            assert (again.current(), again.index, again.text()) == (
                live.current(),
                live.index,
                live.text(),
            )
            checked += 1
    assert checked >= 3
