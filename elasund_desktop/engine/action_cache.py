"""Two speed-ups the rules engines share: action objects made once, and the
legal actions of the last state asked about.

Bots and the window ask `legal_actions(state)` and then `apply(state, action)`
with one of the listed actions, so remembering the last state's list (by
identity: states are immutable) makes the legality check in `apply` an
identity scan instead of a second generation.  Handing out the same `Action`
objects every time makes that scan hit at once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Generic, TypeVar

from .rules import Action

S = TypeVar("S")


def action_table(kind: str, seats: int) -> tuple[Action, ...]:
    """`Action(p, kind)` for every seat p, made once."""
    return tuple(Action(p, kind, ()) for p in range(seats))


def action_table_of(kind: str, values: Iterable[Any], seats: int) -> tuple[tuple[Action, ...], ...]:
    """`Action(p, kind, (v,))` for every seat p and value v, made once: [p][index of v]."""
    vals = tuple(values)
    return tuple(tuple(Action(p, kind, (v,)) for v in vals) for p in range(seats))


class LegalCache(Generic[S]):
    """The legal actions of the last state, computed by `compute` when the state changes."""

    def __init__(self, compute: Callable[[S], list[Action]]) -> None:
        self._compute = compute
        self._state: S | None = None
        self._actions: list[Action] = []

    def actions(self, state: S) -> list[Action]:
        """The (shared, not to be changed) list of legal actions of `state`."""
        if self._state is not state:
            self._actions = self._compute(state)
            self._state = state
        return self._actions

    def lists(self, state: S, action: Action) -> bool:
        """Is `action` among the legal actions of `state`?  Identity first, then equality."""
        actions = self.actions(state)
        return any(known is action for known in actions) or action in actions
