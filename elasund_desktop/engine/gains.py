"""What each player gained and lost, read from the events the engines produce (Qt-free).

A game offers optional hooks on its rules (looked up with getattr, so a game
without them still satisfies `Rules`):

* ``gains(events) -> list[Gain]``: the gains and losses the events of one
  action describe ("Ann receives 2 wool" is ``Gain(0, "wool", 2)``).
* ``production_places(state, events) -> list[Hashable]``: the board places
  that produced in those events (Catan's hexes of the number rolled, Elasund's
  buildings in the ship's row), as the board's targets; `state` is the state
  *after* the action.
* ``gain_series() -> tuple[GainSeries, ...]``: statistics series summed from
  the gains (production per player, income per turn).

A gain's `term` is a key of the game's texts GAINS table (or COUNTED table), a
`%n` plural text such as "%n ore".  Its `detail` (a term of the game's TERMS,
e.g. the resource a robber stole or the transport of a secret counter) is a
secret when `audience` is not None: only those seats read it, the others read
the term alone ("+1 resource card").  The amount is always public: in every
game of the registry the number of cards in a hand is public information.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any, ClassVar

from .rules import Event


@dataclass(frozen=True, slots=True)
class Gain:
    """`player` gained `amount` (negative: lost) of `term`."""

    player: int
    term: str
    amount: int
    detail: str = ""
    audience: tuple[int, ...] | None = None  # None: everybody may read the detail
    production: bool = False  # produced by the dice or the round (income), not traded

    def detail_for(self, viewer: int | None) -> str:
        """The detail `viewer` may read ("" when it is hidden from them)."""
        if self.audience is None or viewer in self.audience:
            return self.detail
        return ""


@dataclass(frozen=True, slots=True)
class GainSeries:
    """A statistics series summed from the gains, per player.

    `label` is an English text of the game's context; `terms` the terms
    counted (empty: every term); only production when `production_only`;
    `per_turn`: the amount of each turn alone, else the running total.
    """

    label: str
    terms: frozenset[str] = frozenset()
    production_only: bool = True
    per_turn: bool = False

    def counts(self, gain: Gain) -> bool:
        if self.production_only and not gain.production:
            return False
        return not self.terms or gain.term in self.terms


def gains_of(rules: Any, events: Sequence[Event]) -> list[Gain]:
    """The gains of one action's events ([] for a game without the hook)."""
    hook = getattr(rules, "gains", None)
    return list(hook(events)) if callable(hook) else []


def production_places(rules: Any, state: Any, events: Sequence[Event]) -> list[Hashable]:
    hook = getattr(rules, "production_places", None)
    return list(hook(state, events)) if callable(hook) else []


def gain_series_of(rules: Any) -> tuple[GainSeries, ...]:
    hook = getattr(rules, "gain_series", None)
    return tuple(hook()) if callable(hook) else ()


def merged(gains: Sequence[Gain], viewer: int | None) -> dict[int, list[tuple[str, int, str]]]:
    """Per player, (term, amount, detail as `viewer` may read it), in the order
    first met, equal (term, detail) added up and zero sums left out."""
    out: dict[int, dict[tuple[str, str], int]] = {}
    for gain in gains:
        key = (gain.term, gain.detail_for(viewer))
        per_player = out.setdefault(gain.player, {})
        per_player[key] = per_player.get(key, 0) + gain.amount
    return {
        player: [(term, amount, detail) for (term, detail), amount in rows.items() if amount]
        for player, rows in out.items()
        if any(rows.values())
    }


class GainHooks:
    """The gains hooks of a game whose reading of its events lives in its own
    `gains` module (`gains(events)`, `production_places(state, events)`,
    `SERIES`, `TELLING_METRIC`): its rules class inherits this and names the
    module, instead of repeating four one-line delegations."""

    # set by the rules class; a class variable, so that a rules class compiled with
    # mypyc (packaging/compile_native.py) keeps it on the class
    gains_module: ClassVar[ModuleType]

    def gains(self, events: Sequence[Event]) -> list[Gain]:
        return list(self.gains_module.gains(events))

    def production_places(self, state: Any, events: Sequence[Event]) -> list[Hashable]:
        return list(self.gains_module.production_places(state, events))

    def gain_series(self) -> tuple[GainSeries, ...]:
        return tuple(self.gains_module.SERIES)

    def telling_metric(self) -> str:
        return str(self.gains_module.TELLING_METRIC)
