"""Turning a game's engine keys (events, illegal-move reasons, actions) into words.

Each game's Qt-free `texts` module holds English format strings marked with
QT_TRANSLATE_NOOP in the game's context.  Here they are translated at the
moment they are shown, so a language switch re-renders the whole log.
A parameter made of (term, count) pairs ("the cards you still miss") is
written with the module's COUNTED table: one `%n` plural text per term.
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Mapping, Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from ..i18n.noop import QT_TRANSLATE_NOOP, counted_params

if TYPE_CHECKING:  # the engine loads with the first game, not with the window
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


def _is_count(value: Any) -> bool:
    """A (term, count) pair: parameters made of them list counted things ("1 brick, 1 lumber")."""
    return (
        isinstance(value, list | tuple)
        and len(value) == 2
        and isinstance(value[0], str)
        and isinstance(value[1], int)
        and not isinstance(value[1], bool)
    )


# Refusals of the shell itself (undo), the same in every game.
SHELL_REASONS: dict[str, str] = {
    "undo_blocked": QT_TRANSLATE_NOOP(
        "GameTexts", "This cannot be undone: it revealed hidden information or used the dice."
    ),
    "undo_other_player": QT_TRANSLATE_NOOP(
        "GameTexts",
        "Only your own moves can be undone: that one was made by the player before you. "
        "(Free undo in the Settings menu lifts this if everybody agrees.)",
    ),
    "undo_game_over": QT_TRANSLATE_NOOP(
        "GameTexts", "The game is over: its last move cannot be undone."
    ),
    # a network game's host (net/host.py) refusing a joiner's message
    "undo_remote": QT_TRANSLATE_NOOP(
        "GameTexts",
        "Only your own last decision can be undone, and not once it revealed hidden "
        "information or used the dice.",
    ),
    "stale": QT_TRANSLATE_NOOP(
        "GameTexts", "The game moved on before your move reached the host: choose again."
    ),
    "not_your_seat": QT_TRANSLATE_NOOP("GameTexts", "That move belongs to another player."),
    "internal_error": QT_TRANSLATE_NOOP(
        "GameTexts", "The host could not take this move; the game is unchanged."
    ),
    "not_connected": QT_TRANSLATE_NOOP(
        "GameTexts", "The connection to the host is lost: rejoin to play on."
    ),
}


# A list of names ("Ann, Bo and Cy"): the last two joined by the language's "and".
NAMES_AND = QT_TRANSLATE_NOOP("GameTexts", "{names} and {last}")


def _is_seat_list(key: str, value: Any) -> bool:
    """`players` / `*_players`: seats to be written as a list of their names."""
    return (
        (key == "players" or key.endswith("_players"))
        and isinstance(value, list | tuple)
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    )


def _is_standing(key: str, value: Any) -> bool:
    """`standing`: (seat, value) pairs, written "Ann (3), Bo (1)" (a tie-break's figures).

    The figure stands in brackets: a default name ends in a number of its own
    ("Player 1 3, Player 2 4" read as one row of numbers in the play-test)."""
    return key == "standing" and isinstance(value, list | tuple)


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
        # A text with two counts cannot use one `%n`: it names counted phrases
        # from the game's AMOUNTS table instead, each translated with its count.
        amounts: Mapping[str, tuple[str, str]] = getattr(self.module, "AMOUNTS", {}) or {}
        for placeholder, (name, phrase) in amounts.items():
            value = params.get(name)
            if isinstance(value, int) and not isinstance(value, bool):
                out[placeholder] = _tr(self.context, phrase, value)
        # "{n_resource}": the event's count of the term in `resource`, in its
        # plural form (COUNTED: "2 bricks", "2 mattoni"), where "%n {resource}"
        # would put a plural count before a singular name ("2 brick").
        for placeholder, (term, count) in counted_params(params, self._table("COUNTED")).items():
            out[placeholder] = self.counted(term, count)
        for key, value in params.items():
            if (key == "player" or key.endswith("_player")) and isinstance(value, int):
                out[key] = self.seat_name(value)
            elif _is_seat_list(key, value):
                out[key] = self.names_list([self.seat_name(q) for q in value])
            elif _is_standing(key, value):
                out[key] = ", ".join(f"{self.seat_name(q)} ({v})" for q, v in value)
            elif isinstance(value, str) and value in terms:
                out[key] = self.term(value)
            elif isinstance(value, list | tuple) and value and all(map(_is_count, value)):
                out[key] = ", ".join(self.counted(term, n) for term, n in value)
            elif isinstance(value, list | tuple):
                out[key] = ", ".join(self.term(v) if isinstance(v, str) else str(v) for v in value)
            else:
                out[key] = value
        return out

    def counted(self, value: str, n: int) -> str:
        """`n` of a term ("3 ore") in the plural form of the language (COUNTED table)."""
        english = self._table("COUNTED").get(value)
        if english is None:
            return f"{n} {self.term(value)}"
        return _tr(self.context, english, n)

    @staticmethod
    def names_list(names: Sequence[str]) -> str:
        """ "Ann", "Ann and Bo", "Ann, Bo and Cy" in the language's words."""
        if len(names) < 2:
            return "".join(names)
        return QCoreApplication.translate("GameTexts", NAMES_AND).format(
            names=", ".join(names[:-1]), last=names[-1]
        )

    def seat_name(self, seat: int) -> str:
        if 0 <= seat < len(self.seats):
            return self.seats[seat].name
        return QCoreApplication.translate("GameTexts", "Player {number}").format(number=seat + 1)

    def _format(self, table: str, key: str, params: Mapping[str, Any]) -> str:
        english = self._table(table).get(key)
        if table == "EVENTS":
            english = self._zero_text(key, params) or english
        if english is None:
            log.warning("no %s text for key %r in %s", table, key, self.context)
            return key + (" " + repr(dict(params)) if params else "")
        return _tr(self.context, english, plural_count(english, params)).format_map(
            self._params(params)
        )

    def _zero_text(self, key: str, params: Mapping[str, Any]) -> str | None:
        """The event's wording for a count of zero, if the game has one.

        "for 0 gold" or "receives 1 gold and 0 influence cards" read badly and
        Qt's plural forms have no zero form, so a game's ZERO_TEXTS table gives
        event key -> ((param, English text used when that param is 0), ...).
        """
        variants = getattr(self.module, "ZERO_TEXTS", {}).get(key, ())
        for name, text in variants:
            if params.get(name) == 0:
                return str(text)
        return None

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

    def ending(self, event: Event) -> str:
        """A sentence of how the game ended (the game's ENDINGS table)."""
        return self._format("ENDINGS", event.key, event.as_dict())

    def score_step(self, source: str) -> str:
        """The end window's name of a scoring step: the game's SCORE_STEPS
        wording of `source` (with its count), else the source itself."""
        steps: Mapping[str, tuple[str, int | None]] = getattr(self.module, "SCORE_STEPS", {})
        step = steps.get(source)
        if step is None:
            return _tr(self.context, source)
        text, count = step
        return _tr(self.context, text, count)

    def reason(self, error: IllegalAction) -> str:
        shell = SHELL_REASONS.get(error.reason_key)
        if shell is not None:
            return QCoreApplication.translate("GameTexts", shell)
        return self._format("REASONS", error.reason_key, error.params)

    def action(self, action: Action) -> str:
        describe = getattr(self.module, "describe", None)
        if describe is None:
            return str(action)
        key, params = describe(action)
        return self._format("ACTIONS", key, params)

    def action_group(self, action: Action) -> tuple[str, str] | None:
        """(heading, short label) when the game groups actions of this kind
        under one heading (its ACTION_GROUPS table: label key -> (heading, the
        placeholder of the label that tells them apart)): Catan's discards
        become "Discard one card:" over buttons named after the resources, so
        that five choices fit a laptop's Your move panel (issue 25)."""
        describe = getattr(self.module, "describe", None)
        if describe is None:
            return None
        key, params = describe(action)  # the label's key (Elfenland: keep_open, keep_secret)
        groups: Mapping[str, tuple[str, str]] = getattr(self.module, "ACTION_GROUPS", {}) or {}
        group = groups.get(key)
        if group is None:
            return None
        heading, placeholder = group
        value = self._params(params).get(placeholder)
        if value is None:
            return None
        return _tr(self.context, heading), str(value)

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
