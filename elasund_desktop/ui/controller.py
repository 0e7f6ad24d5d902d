"""The bridge between a Session and the widgets.

Every change of the game goes through `GameController.apply`: the engine
checks it, the session logs it, the autosave writes it, and signals tell the
widgets to redraw.  Computer players think on a worker thread (kept from move
to move: bot_workers.py); their choice comes back through a queued signal and is
shown after an adjustable pause so
people can follow.
"""

from __future__ import annotations

import itertools
import logging
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..ai.bots import bot_rng, decide, make_bot
from ..ai.search import Cancelled
from ..ai.worker import shared_service
from ..engine.rules import Action, IllegalAction, in_substep
from ..engine.session import Session, SessionConfig
from ..games import GameSpec
from .bot_workers import BotJob, bot_workers

log = logging.getLogger(__name__)

# levels whose search runs in the helper process, away from the GUI's interpreter lock
SEARCH_LEVELS = frozenset({"medium", "hard"})


class _BotSignals(QObject):
    decided = Signal(int, int, object)  # controller, generation, Action (or Exception)


_HUB: _BotSignals | None = None
_TOKENS = itertools.count(1)


def _hub() -> _BotSignals:
    """The one object computer threads report to.  It lives as long as the
    application: a thread may finish after its game's controller is gone, and
    emitting on an object deleted at that very moment by the GUI thread could
    crash the process (a controller's own child object was such a target)."""
    global _HUB
    if _HUB is None:
        _HUB = _BotSignals()
    return _HUB


class GameController(QObject):
    """Owns the session of the game in progress.

    A network game's window uses a subclass (ui/net_host.py, ui/net_join.py)
    that overrides the hooks below: who plays here (`human_seats`, `bot_for`),
    which seats are people at other computers (`is_remote_seat`), whether this
    window may save (`saves_here`), and `stop` when the game is left.
    """

    # Class-level answers of a game played at this computer; the network
    # subclasses change them.
    saves_here = True  # Save, Save As and the replay of this game
    warm_up_search = True  # start the search helper early for medium/hard seats
    autosaves_here = True  # the window's autosave (a hosted game has its own journal)
    network_game = False  # hosted or joined: leaving it drops the others' game

    state_changed = Signal()
    events_added = Signal(int)  # index of the first new action in the log
    illegal_action = Signal(object)  # IllegalAction
    game_over = Signal(object)  # Outcome
    bot_thinking = Signal(bool)
    thinking_seat = Signal(int)  # the computer seat now thinking, -1 when none
    autosave_failed = Signal(str)

    def __init__(
        self, spec: GameSpec, session: Session[Any], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.spec = spec
        self.session = session
        self.bot_delay_ms = 600
        # How long the board's animations of the last move still run (the
        # window sets it): a computer's next move waits for them, so that its
        # moves are shown one by one, each at least as long as it takes to see.
        self.animation_wait: Callable[[], int] = lambda: 0
        self.free_undo = False
        # True while a computer's move from the worker is applied (the window
        # may then draw it with the next frame instead of at once).
        self.committing_computer_move = False
        self.autosave_enabled = False
        self.save_path: Path | None = None
        self.dirty = False
        self._generation = 0
        self._token = next(_TOKENS)
        # A queued connection to this controller: dropped by Qt when it is gone.
        _hub().decided.connect(self._on_hub_decided)
        self._paused = False
        self._thinking = False
        # set to stop the running search at once (undo, new game, closing)
        self._stop = threading.Event()
        # The move being thought about (is_alive() until its search returned).
        self.thinking_thread: BotJob | None = None
        # A computer move decided and waiting out the bot delay before it is
        # shown (generation, Action): dropped with the indicator when the
        # position changes meanwhile (undo), instead of "thinking" for up to
        # the whole delay while the human is to move.
        self._pending: tuple[int, object] | None = None
        self._commit_timer = QTimer(self)
        self._commit_timer.setSingleShot(True)
        self._commit_timer.timeout.connect(self._commit_pending)
        if self.warm_up_search and any(
            seat.controller in SEARCH_LEVELS for seat in session.config.seats
        ):
            shared_service().warm_up(session.config.game_id)  # no wait at the first move

    # -- reading -----------------------------------------------------------
    @property
    def config(self) -> SessionConfig:
        return self.session.config

    @property
    def seats(self) -> tuple[Any, ...]:
        return self.session.config.seats

    def to_move(self) -> int | None:
        return self.session.to_move()

    def human_to_move(self) -> bool:
        seat = self.to_move()
        return seat is not None and self.seats[seat].is_human

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def is_remote_seat(self, seat: int) -> bool:  # noqa: ARG002 - the network subclasses
        """A person at another computer plays `seat` (never at a hotseat table)."""
        return False

    def bot_for(self, seat: int) -> str | None:
        """The computer player that decides for `seat` here now (None: a person)."""
        controller = str(self.seats[seat].controller)
        return None if controller == "human" else controller

    def final_report(self) -> Any:
        """The end-of-game report of the finished game (engine/end_of_game.py)."""
        from ..engine.end_of_game import final_report

        session = self.session
        return final_report(session.rules, session.states, len(session.actions))

    def hint_search(self, seat: int, level: str) -> Callable[[Callable[[], bool]], Action]:
        """The search of a hint for `seat`, to run on a worker thread with a cancel
        check.  Read now, on the GUI thread: here, this session's log, searched in
        the helper process (a joiner's window searches its own world: net_join)."""
        from ..ai.worker import shared_service

        session = self.session
        config, log_now = session.config, list(session.actions)
        rng = bot_rng(config.seed ^ 0x48494E54, len(log_now))

        def run(cancel: Callable[[], bool]) -> Action:
            return shared_service().decide(config, log_now, seat, level, rng, cancel)

        return run

    def blocked_note(self) -> str:
        """Why nobody can move in this window now, in words ("": nothing blocks)."""
        return ""

    def stop(self) -> None:
        """The window leaves this game: no computer thinks on for it."""
        self.set_paused(True)

    # -- acting --------------------------------------------------------------
    def apply(self, action: Action) -> bool:
        """Apply an action; emits illegal_action with the reason when refused."""
        return self.apply_all([action])

    def apply_all(self, actions: list[Action]) -> bool:
        """Apply steps as one decision (one click, or a dialog's trade or discard).

        If the engine refuses any step, the steps already applied are taken
        back and the reason is shown: all or nothing.
        """
        first = len(self.session.actions)
        for action in actions:
            try:
                self.session.apply(action)
            except IllegalAction as exc:
                while len(self.session.actions) > first:
                    self.session.undo(free=True)
                self.illegal_action.emit(exc)
                return False
        self._changed(first)
        return True

    def why_not(self, actions: Sequence[Action]) -> IllegalAction | None:
        """Why the rules refuse `actions` now, asked without applying any of them.

        Each action is tried with rules.apply on the current state and the
        refusal caught; states are immutable (apply builds a new one), so the
        session, its log and the autosave stay exactly as they were.  Returns
        the refusal of the first action, or None when the list is empty or
        some action is in fact legal (then there is nothing to explain).
        """
        state = self.session.state
        rules = self.session.rules
        first: IllegalAction | None = None
        for action in actions:
            try:
                rules.apply(state, action)
            except IllegalAction as exc:
                if first is None:
                    first = exc
            else:
                return None
        return first

    def _changed(self, first: int) -> None:
        """After the log grew from `first` (or shrank to it): save, tell, go on."""
        self._stop.set()  # a search still running thinks about a position now gone
        self._generation += 1
        self._drop_decided_move()
        self.dirty = True
        self._autosave()
        self.events_added.emit(first)
        self.state_changed.emit()
        outcome = self.session.outcome()
        if outcome is not None:
            self.game_over.emit(outcome)
        else:
            self.schedule_bot()

    def _undo_steps(self) -> int:
        """How many logged actions back the latest human decision is (0: none)."""
        humans = set(self.human_seats())
        for steps, action in enumerate(reversed(self.session.actions), start=1):
            if action.player in humans:
                return steps
        return 0

    def undo_refusal(self, by: int | None) -> str | None:
        """Why `by` (the human now at the computer) may not undo; None if allowed.

        Undo takes back the latest human decision and the computer moves after
        it, but only a decision of the person now at the computer: in hotseat,
        the player who just took over must not take back the turn of the one
        who left (free undo, agreed by everybody, lifts this).  A finished
        game stays finished: the result was announced and the autosave cleared.
        """
        if self.session.outcome() is not None:
            return "undo_game_over"
        steps = self._undo_steps()
        if not steps:
            return "undo_nothing"
        if self.free_undo:
            return None
        if any(self.session.barriers[-steps:]):
            return "undo_blocked"
        if self.session.actions[-steps].player != by:
            return "undo_other_player"
        return None

    def can_undo(self, by: int | None) -> bool:
        return self.undo_refusal(by) is None

    def undo(self, by: int | None) -> bool:
        """Take back the last human decision (and the computer moves after it)."""
        reason = self.undo_refusal(by)
        if reason is not None:
            if reason != "undo_nothing":
                self.illegal_action.emit(IllegalAction(reason))
            return False
        self._take_back(self._undo_steps())
        return True

    def _take_back(self, steps: int) -> None:
        for _ in range(steps):
            self.session.undo(free=True)
        self._changed(len(self.session.actions))

    def step_in_progress(self) -> int:
        """How many actions the decision in progress has taken so far (0: none).

        Counted back while the state lies inside a multi-step decision (the
        game's optional ``in_substep``) and the action was taken by the player
        to move; the count reaches the state where the decision began.
        """
        session = self.session
        seat = session.to_move()
        states, actions = session.states, session.actions
        index = len(actions)
        while (
            index > 0
            and in_substep(session.rules, states[index])
            and actions[index - 1].player == seat
        ):
            index -= 1
        return len(actions) - index

    def cancel_step(self, by: int | None) -> bool:
        """Escape: take back the step in progress of `by`, who is to move.

        It is an undo of the partial decision, so games need no cancel action;
        steps that revealed something or used the dice stay (unless free undo).
        """
        steps = self.step_in_progress()
        if not steps or by is None or self.to_move() != by:
            return False
        if not self.free_undo and any(self.session.barriers[-steps:]):
            self.illegal_action.emit(IllegalAction("undo_blocked"))
            return False
        self._take_back(steps)
        return True

    # -- computer players ------------------------------------------------------
    def set_paused(self, paused: bool) -> None:
        self._paused = paused
        if paused:
            self._stop.set()
        else:
            self.schedule_bot()

    def schedule_bot(self) -> None:
        seat = self.to_move()
        if seat is None or self._paused or self._thinking:
            return
        controller = self.bot_for(seat)
        if controller is None:
            return
        generation = self._generation
        session = self.session
        state = session.state
        rules = session.rules
        index = len(session.actions)
        seed = session.config.seed
        config = session.config
        log_now = list(session.actions)
        self._thinking = True
        self._stop = stop = threading.Event()
        self.bot_thinking.emit(True)
        self.thinking_seat.emit(seat)
        signals, token = _hub(), self._token

        def think() -> None:
            try:
                rng = bot_rng(seed, index)
                choice: object
                if controller in SEARCH_LEVELS:  # thinks in the helper process (worker.py)
                    service = shared_service()
                    choice = service.decide(config, log_now, seat, controller, rng, stop.is_set)
                else:
                    choice = decide(make_bot(controller), rules, state, seat, rng, stop.is_set)
            except Cancelled as exc:  # undo, new game or closing: nobody waits for it
                choice = exc
            except Exception as exc:  # shown to the user, never silently lost
                log.exception("computer player failed")
                choice = exc
            try:
                signals.decided.emit(token, generation, choice)
            except RuntimeError:  # the application quit while the bot thought
                log.info("computer move dropped: the application is gone")

        self.thinking_thread = bot_workers().submit(think)

    @Slot(int, int, object)
    def _on_hub_decided(self, token: int, generation: int, choice: object) -> None:
        if token == self._token:  # another game's computer reports to its own controller
            self._on_bot_decided(generation, choice)

    def _on_bot_decided(self, generation: int, choice: object) -> None:
        if isinstance(choice, Cancelled):
            self._commit(generation, choice)  # nothing to show: the next move may start at once
            return
        # with the controller as the timer's parent: no move is applied once the game is gone
        self._pending = (generation, choice)
        self._commit_timer.start(max(0, self.bot_delay_ms, self.animation_wait()))

    def _commit_pending(self) -> None:
        pending, self._pending = self._pending, None
        if pending is not None:
            self._commit(*pending)

    def _drop_decided_move(self) -> None:
        """Forget a computer move still waiting to be shown: its position is gone."""
        if self._pending is None:
            return
        self._pending = None
        self._commit_timer.stop()
        self._thinking = False
        self.bot_thinking.emit(False)
        self.thinking_seat.emit(-1)

    def _commit(self, generation: int, choice: object) -> None:
        self._thinking = False
        self.bot_thinking.emit(False)
        self.thinking_seat.emit(-1)
        if generation != self._generation or self._paused or isinstance(choice, Cancelled):
            self.schedule_bot()
            return
        if isinstance(choice, Exception):
            raise choice
        assert isinstance(choice, Action)
        self.committing_computer_move = True
        try:
            self.apply(choice)
        finally:
            self.committing_computer_move = False

    def is_thinking(self) -> bool:
        return self._thinking

    def has_decided_move_waiting(self) -> bool:
        """A computer move is decided and waits out the bot delay to be shown."""
        return self._pending is not None

    def cancel_thinking(self) -> None:
        """Stop a running computer search now (its result is dropped)."""
        self._stop.set()

    # -- persistence -----------------------------------------------------------
    def _autosave(self) -> None:
        if not self.autosave_enabled:
            return
        from ..persistence.autosave import autosave

        try:
            autosave(self.session)
        except Exception as exc:  # the game goes on; the player is told
            log.exception("autosave failed")
            self.autosave_failed.emit(str(exc))
