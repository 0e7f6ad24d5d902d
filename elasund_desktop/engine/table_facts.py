"""Public information of the table, for the shell to show beside the board (Qt-free).

A game offers two optional hooks on its rules (looked up with getattr):

* ``table_facts(state) -> list[Fact]``: numbers every player may know at any
  time (Catan's bank and development deck, Elasund's victory-point cubes by
  where they stand).  Only public information: the same for every viewer.
* ``reference_card() -> (title, rows)``: a card of fixed facts, one click
  away (Catan's building costs); each row is (English item, what it costs as
  (term, count) pairs of the game's COUNTED table).

`Fact.label` is an English text of the game's context.  `kind` says how the
shell writes `value`:

* "number": an int;
* "seat": a seat index (-1: nobody);
* "counted": (term, count) pairs of the game's COUNTED or GAINS table ("3 ore");
* "labelled": (English label, number) pairs ("Church 1").

A fact with a `seat` belongs to that player; the others to the table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

NUMBER, SEAT, COUNTED, LABELLED = "number", "seat", "counted", "labelled"


@dataclass(frozen=True, slots=True)
class Fact:
    label: str
    value: Any
    kind: str = NUMBER
    seat: int | None = None


def table_facts(rules: Any, state: Any) -> list[Fact]:
    hook = getattr(rules, "table_facts", None)
    return list(hook(state)) if callable(hook) else []


Card = tuple[str, list[tuple[str, tuple[tuple[str, int], ...]]]]


def reference_card(rules: Any) -> Card:
    """(English title, rows) of the game's reference card; ("", []) without one."""
    hook = getattr(rules, "reference_card", None)
    return hook() if callable(hook) else ("", [])
