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
        """Is `action` among the legal actions of `state`?  Identity first, then equality.

        Equality alone is not enough: Python finds True == 1 == 1.0, so a move
        with `True` or `1.0` for the index 1 would pass for the legal one and
        reach the rules with a value they cannot use.  An equal action counts
        only when its arguments also have the same types.
        """
        actions = self.actions(state)
        if any(known is action for known in actions):
            return True
        for known in actions:
            if known == action:
                return _same_types(known.args, action.args)
        return False


def _same_types(a: Any, b: Any) -> bool:
    """Equal arguments of the same types all the way down (tuples element by element)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, tuple):
        return all(_same_types(x, y) for x, y in zip(a, b, strict=True))
    return True
