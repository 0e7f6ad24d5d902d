"""Following a game through its lesson (Qt-free; the window and the tests share it)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..ai.bots import bot_rng, decide, make_bot
from ..ai.hooks import game_ai
from ..engine.rules import Action, Event, GameConfig, determinizer
from ..engine.session import Seat, Session, SessionConfig
from ..games import Registry, default_registry
from .catalogue import lesson_of
from .model import LEARNER, Lesson, Step

__all__ = [
    "LessonRun",
    "autoplay",
    "hint",
    "lesson_config",
    "lesson_of",
    "new_lesson_session",
    "replay",
]


def lesson_config(
    lesson: Lesson, learner: str = "You", computer: str = "Computer {number}"
) -> SessionConfig:
    """The lesson's game: `learner` in seat 0, the computers named by `computer`
    (a template with {number}; the window passes both in the learner's language)."""
    computers = [
        Seat(computer.format(number=i), i, bot) for i, bot in enumerate(lesson.bots, start=1)
    ]
    seats = (Seat(learner, 0), *computers)
    return SessionConfig(
        lesson.game_id, GameConfig(lesson.players, dict(lesson.options)), lesson.seed, seats
    )


def new_lesson_session(lesson: Lesson, registry: Registry | None = None) -> Session[Any]:
    spec = (registry or default_registry()).get(lesson.game_id)
    return Session(spec.rules(), lesson_config(lesson))


class LessonRun:
    """Where a learner stands in a lesson.

    `index` is the main step now taught; `shown` the steps and moments seen;
    `moment` a moment on screen now (it takes the place of the main step until
    it is done or confirmed).
    """

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.index = 0
        self.count = 0  # taught moves made in the current step
        self.moment: Step | None = None
        self.shown: list[str] = []
        self._moments_done: set[str] = set()
        self._early: set[str] = set()  # later steps the learner already did (done_early)
        self._ready: set[str] = set()  # steps whose moves have been legal for the learner

    # -- what is on screen ------------------------------------------------------
    def current(self) -> Step | None:
        if self.moment is not None:
            return self.moment
        if self.index < len(self.lesson.steps):
            return self.lesson.steps[self.index]
        return None

    def text(self) -> str:
        """The current step's text (its `waiting` text until its moves were first
        legal for the learner), or the lesson's final words."""
        step = self.current()
        if step is None:
            return self.lesson.final
        if step.waiting and step.id not in self._ready:
            return step.waiting
        return step.text

    def finished(self) -> bool:
        return self.moment is None and self.index >= len(self.lesson.steps)

    def progress(self) -> tuple[int, int, str]:
        """(step number, number of steps, kind) for the panel's progress line.

        `kind` is "step" for a main step, "moment" while a moment stands in for
        it and "done" once every step is done.  A moment's number is that of the
        last main step shown before it (the one it interrupts), so the count never
        runs ahead of what the learner has seen.
        """
        total = len(self.lesson.steps)
        if self.finished():
            return total, total, "done"
        main = {s.id for s in self.lesson.steps}
        if self.moment is not None:
            seen = len({s for s in self.shown if s in main})
            return max(1, min(seen, total)), total, "moment"
        return min(self.index + 1, total), total, "step"

    def waits_for_next(self) -> bool:
        """A reading step: the learner confirms it ("Next")."""
        step = self.current()
        return step is not None and not step.teach

    def highlighted(self, to_move: int | None, legal: Sequence[Action]) -> list[Action]:
        """The moves the step teaches now (what the board highlights)."""
        step = self.current()
        if step is None or not step.teach or to_move != LEARNER:
            return []
        return [a for a in legal if step.teaches(a.kind, a.args)]

    def refusal(self, action: Action, to_move: int | None, legal: Sequence[Action]) -> str | None:
        """The step's reminder if it does not allow `action` now, else None."""
        step = self.current()
        if step is None or step.free or to_move != LEARNER or action.player != LEARNER:
            return None
        if not step.teach:
            return step.reminder or "lesson_read_first"
        if step.teaches(action.kind, action.args) or not self.highlighted(to_move, legal):
            return None
        return step.reminder or "lesson_follow"

    # -- moving on --------------------------------------------------------------
    def next(self) -> None:
        """The learner confirmed a reading step (or a moment)."""
        step = self.current()
        if step is None or step.teach:
            return
        self._done(step)

    def observe(
        self,
        action: Action | None,
        events: Sequence[Event],
        to_move: int | None,
        legal: Sequence[Action],
    ) -> None:
        """After a move (or at the start, `action` None): count it, then look for moments."""
        step = self.current()
        start = self.index
        learner_taught = action is not None and action.player == LEARNER
        if (
            learner_taught
            and action is not None
            and (step is None or not step.teaches(action.kind, action.args))
        ):
            self._note_early(action.kind)
        if (
            learner_taught
            and step is not None
            and action is not None
            and step.teaches(action.kind, action.args)
        ):
            self.count += 1
            if step.until_event:
                pass  # the event ends it, below
            elif step.while_legal:
                # a run of moves of unknown length: over once the rules offer none of them
                still = to_move == LEARNER and any(step.teaches(a.kind, a.args) for a in legal)
                if not still:
                    self._done(step)
            elif self.count >= step.times:
                self._done(step)
        if self.index == start:  # not the event of the very move that brought the step
            self._phase_over(events)
        if self.moment is None:
            self._look_for_moment(events, to_move, legal)
        step = self.current()
        if step is not None and self.highlighted(to_move, legal):
            self._ready.add(step.id)  # from now on its own text, not the waiting one
        self._mark_shown()

    def _phase_over(self, events: Sequence[Event]) -> None:
        """The main step that lasts until an event: done when it happens (also while
        a moment is on screen, which then gives way to the next main step)."""
        if self.index >= len(self.lesson.steps):
            return
        step = self.lesson.steps[self.index]
        if step.until_event and any(e.key == step.until_event for e in events):
            self.index += 1
            if self.moment is None:
                self.count = 0

    def _note_early(self, kind: str) -> None:
        """A learner's move off the current step: later `done_early` steps it does."""
        for later in self.lesson.steps[self.index + 1 :]:
            if later.done_early and kind in later.teach:
                self._early.add(later.id)

    def _done(self, step: Step) -> None:
        self.count = 0
        if step is self.moment:
            self._moments_done.add(step.id)
            self.moment = None
            return
        self.index += 1
        steps = self.lesson.steps
        while self.index < len(steps) and steps[self.index].id in self._early:
            self.index += 1  # already done while an earlier step stood

    def _look_for_moment(
        self, events: Sequence[Event], to_move: int | None, legal: Sequence[Action]
    ) -> None:
        keys = {e.key for e in events}
        by_others = {e.key for e in events if e.as_dict().get("player") not in (None, LEARNER)}
        offered = legal if to_move == LEARNER else ()
        for moment in self.lesson.moments:
            if moment.id in self._moments_done:
                continue
            happened = by_others if moment.others_only else keys
            if (moment.after_event and moment.after_event in happened) or (
                moment.when_legal
                and any(moment.fits(moment.when_legal, a.kind, a.args) for a in offered)
            ):
                self.moment = moment
                self.count = 0
                return

    def _mark_shown(self) -> None:
        step = self.current()
        if step is not None and (not self.shown or self.shown[-1] != step.id):
            self.shown.append(step.id)


def replay(
    lesson: Lesson,
    states: Sequence[Any],
    actions: Sequence[Action],
    events: Sequence[Sequence[Event]],
    rules: Any,
) -> LessonRun:
    """The run of a game taken back (an undo): the lesson followed anew over the
    history that is left, every text shown before its last move read, so that
    the panel speaks of the position on the board, not of a move taken back.
    `states` holds the state before each action and the one after the last."""

    def seen(state: Any) -> tuple[int | None, list[Action]]:
        to_move = rules.to_move(state)
        return to_move, (rules.legal_actions(state) if to_move is not None else [])

    run = LessonRun(lesson)
    run.observe(None, (), *seen(states[0]))
    for index, action in enumerate(actions):
        while run.waits_for_next():  # read before the learner went on
            run.next()
            run.observe(None, (), *seen(states[index]))
        run.observe(action, events[index], *seen(states[index + 1]))
    return run


def hint(run: LessonRun, rules: Any, state: Any, legal: Sequence[Action], index: int) -> Action:
    """The move the lesson suggests: Easy's choice among the highlighted moves
    (so the guided game is a sensible one), the first highlighted one when
    Easy would play something else, and Easy's move where a free step
    highlights nothing yet.  A lesson with `hint_by_knowledge` asks the game's
    knowledge instead (`preferred`), among the highlighted moves or, where
    none is, among all."""
    shown = run.highlighted(rules.to_move(state), legal)
    if run.lesson.hint_by_knowledge:
        return preferred(rules, state, shown or legal, index)
    choice = decide(make_bot("easy"), rules, state, LEARNER, bot_rng(7, index))
    if not shown:  # a free step with nothing to teach yet: a sensible move
        return choice
    return choice if choice in shown else shown[0]


def preferred(rules: Any, state: Any, shown: Sequence[Action], index: int) -> Action:
    """The game's knowledge's choice among `shown` (Lesson.hint_by_knowledge).

    The game's `best_among` where it has one for this decision, else Hard's
    scripted move (Elfenland: the planner's journey and placements), else the
    best by the game's preferences; judged in a world the learner cannot tell
    from the real one (the hint reads nothing hidden).
    """
    if len(shown) == 1:
        return shown[0]
    ai = game_ai(rules.game_id)
    rng = bot_rng(11, index)
    hook = determinizer(rules)
    world = hook(state, LEARNER, rng) if hook is not None else state
    best_among = getattr(ai, "best_among", None)
    best = best_among(rules, world, shown, rng) if best_among is not None else None
    if best is None:
        best = ai.scripted(rules, world, shown, "hard", rng)
    if isinstance(best, Action) and best in shown:
        return best
    weights = ai.weights(rules, world, shown)
    return shown[max(range(len(shown)), key=lambda i: weights[i])]


def autoplay(lesson: Lesson, max_actions: int = 5000) -> tuple[Session[Any], LessonRun]:
    """Play the lesson headless following its own hints until every step is done."""
    session = new_lesson_session(lesson)
    run = LessonRun(lesson)
    rules = session.rules
    bots = {i: make_bot(b) for i, b in enumerate(lesson.bots, start=1)}
    run.observe(None, (), session.to_move(), session.legal_actions())
    while not run.finished() and len(session.actions) < max_actions:
        if run.waits_for_next():
            run.next()
            run.observe(None, (), session.to_move(), session.legal_actions())
            continue
        mover = session.to_move()
        if mover is None:
            break
        legal = session.legal_actions()
        if mover == LEARNER:
            action = hint(run, rules, session.state, legal, len(session.actions))
            assert run.refusal(action, mover, legal) is None
        else:
            action = decide(
                bots[mover], rules, session.state, mover, bot_rng(lesson.seed, len(session.actions))
            )
        events = session.apply(action).events
        run.observe(action, events, session.to_move(), session.legal_actions())
    return session, run
