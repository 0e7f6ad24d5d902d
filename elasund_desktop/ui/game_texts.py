"""Turning a game's engine keys (events, illegal-move reasons, actions) into words.

Each game's Qt-free `texts` module holds English format strings marked with
QT_TRANSLATE_NOOP in the game's context.  Here they are translated at the
moment they are shown, so a language switch re-renders the whole log.
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Mapping, Sequence
from types import ModuleType
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..engine.rules import Action, Event, IllegalAction
from ..engine.session import Seat

log = logging.getLogger(__name__)


def _tr(context: str, text: str, n: int | None = None) -> str:
    if n is None:
        return QCoreApplication.translate(context, text)
    return QCoreApplication.translate(context, text, None, n)


def plural_count(text: str, params: Mapping[str, Any]) -> int | None:
    """The count a `%n` text is about: the parameter `n`, else `count`.

    Texts with a number to agree with are written with `%n` (and marked with
    `Plural.translate`), so every language picks its own plural form.
    """
    if "%n" not in text:
        return None
    for name in ("n", "count"):
        value = params.get(name)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return None


class SafeDict(dict[str, Any]):
    """Leaves an unknown placeholder visible instead of raising KeyError."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


class GameTexts:
    """The words of one game, with seat names filled in."""

    def __init__(self, module_name: str, seats: Sequence[Seat] = ()) -> None:
        self.module: ModuleType = importlib.import_module(module_name)
        self.context: str = self.module.CONTEXT
        self.seats = tuple(seats)

    def _table(self, name: str) -> Mapping[str, str]:
        return getattr(self.module, name, {}) or {}

    def term(self, value: str) -> str:
        english = self._table("TERMS").get(value)
        return _tr(self.context, english) if english is not None else value

    def _params(self, params: Mapping[str, Any]) -> SafeDict:
        out = SafeDict()
        terms = self._table("TERMS")
        for key, value in params.items():
            if (key == "player" or key.endswith("_player")) and isinstance(value, int):
                out[key] = self.seat_name(value)
            elif isinstance(value, str) and value in terms:
                out[key] = self.term(value)
            elif isinstance(value, list | tuple):
                out[key] = ", ".join(self.term(v) if isinstance(v, str) else str(v) for v in value)
            else:
                out[key] = value
        return out

    def seat_name(self, seat: int) -> str:
        if 0 <= seat < len(self.seats):
            return self.seats[seat].name
        return QCoreApplication.translate("GameTexts", "Player {number}").format(number=seat + 1)

    def _format(self, table: str, key: str, params: Mapping[str, Any]) -> str:
        english = self._table(table).get(key)
        if english is None:
            log.warning("no %s text for key %r in %s", table, key, self.context)
            return key + (" " + repr(dict(params)) if params else "")
        return _tr(self.context, english, plural_count(english, params)).format_map(
            self._params(params)
        )

    def event(self, event: Event, viewer: int | None = None) -> str:
        """The log line of `event` as `viewer` may read it.

        A game's PRIVATE_EVENTS table names events that carry a secret (the
        card a player stole or bought): key -> (params holding the seats who
        may know it, English text without the secret).  Everyone else reads
        that text.
        """
        params = event.as_dict()
        private = getattr(self.module, "PRIVATE_EVENTS", {}).get(event.key)
        if private is not None:
            audience_params, hidden_text = private
            audience = {params.get(name) for name in audience_params}
            if viewer not in audience:
                n = plural_count(hidden_text, params)
                return _tr(self.context, hidden_text, n).format_map(self._params(params))
        return self._format("EVENTS", event.key, params)

    def reason(self, error: IllegalAction) -> str:
        if error.reason_key == "undo_blocked":
            return QCoreApplication.translate(
                "GameTexts",
                "This cannot be undone: it revealed hidden information or used the dice.",
            )
        return self._format("REASONS", error.reason_key, error.params)

    def action(self, action: Action) -> str:
        describe = getattr(self.module, "describe", None)
        if describe is None:
            return str(action)
        key, params = describe(action)
        return self._format("ACTIONS", key, params)

    def phase_hint(self, view: Mapping[str, Any]) -> str:
        """What the current step asks, if the game names its phases (PHASES table)."""
        phase = str(view.get("phase", ""))
        english = self._table("PHASES").get(phase)
        if not english:
            return ""
        # A hint with a count (PHASE_COUNTS: phase -> view key) agrees with it.
        count = view.get(self._table("PHASE_COUNTS").get(phase, ""))
        if "%n" in english and isinstance(count, int) and not isinstance(count, bool):
            return _tr(self.context, english, count)
        return _tr(self.context, english)

    def metric(self, label: str) -> str:
        return _tr(self.context, label)

    def option_label(self, label: str) -> str:
        return _tr(self.context, label)
