"""Plain-data conversion and digests of game states.

A save stores the action log and a digest of the final state; the digest is
a SHA-256 of a canonical JSON rendering, so any difference in a replayed
state (a card, a cube, the random generator's position) is caught.

Derived fields.  A state class may name, in a class attribute
`DERIVED_FIELDS` (a frozenset of field names), fields whose values are a pure
function of the configuration and the actions so far, kept only to save
recomputing them: a player's memory of the public history, for one, or a
limit set up from the configuration (Elasund's turn limit of computers
alone).  The canonical form leaves them out.  The position is still covered
(the fields are derived from it, from the configuration and from the log, which
the save holds too), and such a field can be added to a
state without invalidating the saves and recorded games made before it: their
digests were taken over the other fields, which the canonical form still
renders exactly as before.  Only a field that replaying the log recomputes may
be named there; anything else belongs in the digest.  (A NamedTuple's body may
hold fields only, for type checkers: such a state names its derived fields in
a subclass with `__slots__ = ()`.)
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
from collections.abc import Mapping
from typing import Any

DERIVED = "DERIVED_FIELDS"  # the class attribute naming a state's derived fields


def to_plain(obj: Any) -> Any:
    """A canonical JSON-able form: dataclasses by field, sets sorted, enums by value."""
    if obj is None or isinstance(obj, bool | int | str):
        return obj
    if isinstance(obj, float):
        return repr(obj)
    if isinstance(obj, enum.Enum):
        return to_plain(obj.value)
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        skip = getattr(type(obj), DERIVED, ())
        return {
            f.name: to_plain(getattr(obj, f.name))
            for f in dataclasses.fields(obj)
            if f.name not in skip
        }
    if isinstance(obj, Mapping):
        items = [(json.dumps(to_plain(k), sort_keys=True), to_plain(v)) for k, v in obj.items()]
        return [[k, v] for k, v in sorted(items)]
    if isinstance(obj, frozenset | set):
        return sorted((to_plain(v) for v in obj), key=lambda v: json.dumps(v, sort_keys=True))
    if isinstance(obj, list | tuple):
        # a NamedTuple is written as the list of its values (as before derived
        # fields existed), without the derived ones
        skip = getattr(type(obj), DERIVED, None)
        if skip:
            fields = type(obj)._fields  # type: ignore[union-attr]
            return [to_plain(v) for name, v in zip(fields, obj, strict=True) if name not in skip]
        return [to_plain(v) for v in obj]
    if hasattr(obj, "__slots__") or hasattr(obj, "__dict__"):
        # Both, when a class has both: a subclass without __slots__ of a slotted
        # base keeps the base's values in slots and its own in a __dict__, and
        # every value must reach the digest.
        skip = getattr(type(obj), DERIVED, ())
        plain = {
            name: to_plain(getattr(obj, name)) for name in _all_slots(type(obj)) if name not in skip
        }
        plain.update(
            (k, to_plain(v))
            for k, v in sorted(getattr(obj, "__dict__", {}).items())
            if k not in skip
        )
        return plain
    raise TypeError(f"cannot make {type(obj).__name__} plain")


def _all_slots(cls: type) -> list[str]:
    names: list[str] = []
    for klass in reversed(cls.__mro__):
        slots = getattr(klass, "__slots__", ())
        if isinstance(slots, str):
            slots = (slots,)
        names.extend(s for s in slots if s not in names and not s.startswith("__"))
    return names


def canonical_json(obj: Any) -> str:
    return json.dumps(to_plain(obj), sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def digest(obj: Any) -> str:
    """SHA-256 hex digest of the canonical JSON form of `obj`."""
    return hashlib.sha256(canonical_json(obj).encode("ascii")).hexdigest()
