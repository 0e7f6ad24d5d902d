"""A game in progress: rules, configuration, seed and the action log.

The action log is the single truth.  States are kept as a snapshot list (one
per action) so undo is a pop and statistics can walk the history; a save is
the configuration, the seed and the actions, and loading replays them.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from .codec import digest
from .rules import (
    COMPUTERS_ONLY,
    Action,
    Event,
    GameConfig,
    IllegalAction,
    JsonScalar,
    Outcome,
    Rules,
    Transition,
)

S = TypeVar("S")

HUMAN = "human"

# One number per applied action, never reused in this process: a writer that
# remembers the numbers of the actions it wrote knows exactly which of them
# are still in the log after undos (the log is a stack), without comparing it.
_SERIALS = itertools.count(1)


@dataclass(frozen=True, slots=True)
class Seat:
    """Who sits at a place: a name, a colour index of the palette, human or a bot id."""

    name: str
    colour: int
    controller: str = HUMAN  # "human" or a bot id such as "random"

    @property
    def is_human(self) -> bool:
        return self.controller == HUMAN


def seat_options(
    options: Mapping[str, JsonScalar], seats: Sequence[Seat]
) -> dict[str, JsonScalar]:
    """The configuration options of a new game with these seats.

    The chosen variant options, and `COMPUTERS_ONLY` when there are seats and
    every one is a computer player: the rules know nothing of seats otherwise,
    and a game among computers has nobody to stop it if it cannot end.
    """
    out = {k: v for k, v in options.items() if k != COMPUTERS_ONLY}
    if seats and not any(seat.is_human for seat in seats):
        out[COMPUTERS_ONLY] = True
    return out


@dataclass(frozen=True, slots=True)
class SessionConfig:
    """Everything needed to recreate the start of a game."""

    game_id: str
    game: GameConfig
    seed: int
    seats: tuple[Seat, ...] = field(default_factory=tuple)


class ReplayError(Exception):
    """A logged action that the rules refuse during replay."""

    def __init__(self, index: int, cause: Exception) -> None:
        super().__init__(index, cause)
        self.index = index
        self.cause = cause


class Session(Generic[S]):
    """Rules + states + actions, with undo that respects information barriers."""

    def __init__(self, rules: Rules[S], config: SessionConfig) -> None:
        self.rules = rules
        self.config = config
        self._states: list[S] = [rules.setup(config.game, config.seed)]
        self._actions: list[Action] = []
        self._events: list[tuple[Event, ...]] = []
        self._barriers: list[bool] = []
        self._serials: list[int] = []

    # -- reading ---------------------------------------------------------
    @property
    def state(self) -> S:
        return self._states[-1]

    @property
    def states(self) -> Sequence[S]:
        return self._states

    @property
    def actions(self) -> Sequence[Action]:
        return self._actions

    @property
    def events(self) -> Sequence[tuple[Event, ...]]:
        return self._events

    @property
    def barriers(self) -> Sequence[bool]:
        """For each logged action: did it reveal information or use randomness?"""
        return self._barriers

    @property
    def serials(self) -> Sequence[int]:
        """For each logged action: a number unique to that application of it.

        An action taken back and applied again gets a new number, so the same
        number at the same place means the same log up to there.
        """
        return self._serials

    def to_move(self) -> int | None:
        return self.rules.to_move(self.state)

    def legal_actions(self) -> list[Action]:
        return self.rules.legal_actions(self.state)

    def outcome(self) -> Outcome | None:
        return self.rules.outcome(self.state)

    def is_over(self) -> bool:
        return self.rules.to_move(self.state) is None

    def digest(self) -> str:
        return digest(self.state)

    # -- changing --------------------------------------------------------
    def apply(self, action: Action) -> Transition[S]:
        """Apply one action; on IllegalAction nothing changes."""
        before = self.state
        transition = self.rules.apply(before, action)
        barrier = transition.barrier or _rng_moved(before, transition.state)
        self._states.append(transition.state)
        self._actions.append(action)
        self._events.append(transition.events)
        self._barriers.append(barrier)
        self._serials.append(next(_SERIALS))
        return transition

    def can_undo(self, free: bool = False) -> bool:
        if not self._actions:
            return False
        return free or not self._barriers[-1]

    def undo(self, free: bool = False) -> Action:
        """Take back the last action; refuses to cross a barrier unless `free`."""
        if not self.can_undo(free):
            raise IllegalAction("undo_blocked")
        self._states.pop()
        self._barriers.pop()
        self._events.pop()
        self._serials.pop()
        return self._actions.pop()

    def copy(self) -> Session[S]:
        """An independent session with the same history (states are immutable,
        so only the lists are copied): a replay of a game still in progress
        is not changed by the moves and undos that follow."""
        twin: Session[S] = Session.__new__(Session)
        twin.rules = self.rules
        twin.config = self.config
        twin._states = list(self._states)
        twin._actions = list(self._actions)
        twin._events = list(self._events)
        twin._barriers = list(self._barriers)
        twin._serials = list(self._serials)  # else the copy can neither be played nor saved
        return twin

    # -- replay ------------------------------------------------------------
    @classmethod
    def replay(
        cls, rules: Rules[S], config: SessionConfig, actions: Iterable[Action]
    ) -> Session[S]:
        session = cls(rules, config)
        for index, action in enumerate(actions):
            try:
                session.apply(action)
            except IllegalAction as exc:
                raise ReplayError(index, exc) from exc
        return session


def _rng_moved(before: Any, after: Any) -> bool:
    """Drawing randomness is always an undo barrier, whatever the game says."""
    old = getattr(before, "rng", None)
    return old is not None and old != getattr(after, "rng", None)
