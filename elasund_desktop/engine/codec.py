"""Plain-data conversion and digests of game states.

A save stores the action log and a digest of the final state; the digest is
a SHA-256 of a canonical JSON rendering, so any difference in a replayed
state (a card, a cube, the random generator's position) is caught.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
from collections.abc import Mapping
from typing import Any


def to_plain(obj: Any) -> Any:
    """A canonical JSON-able form: dataclasses by field, sets sorted, enums by value."""
    if obj is None or isinstance(obj, bool | int | str):
        return obj
    if isinstance(obj, float):
        return repr(obj)
    if isinstance(obj, enum.Enum):
        return to_plain(obj.value)
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: to_plain(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    if isinstance(obj, Mapping):
        items = [(json.dumps(to_plain(k), sort_keys=True), to_plain(v)) for k, v in obj.items()]
        return [[k, v] for k, v in sorted(items)]
    if isinstance(obj, frozenset | set):
        return sorted((to_plain(v) for v in obj), key=lambda v: json.dumps(v, sort_keys=True))
    if isinstance(obj, list | tuple):
        return [to_plain(v) for v in obj]
    if hasattr(obj, "__slots__") or hasattr(obj, "__dict__"):
        # Both, when a class has both: a subclass without __slots__ of a slotted
        # base keeps the base's values in slots and its own in a __dict__, and
        # every value must reach the digest.
        plain = {name: to_plain(getattr(obj, name)) for name in _all_slots(type(obj))}
        plain.update((k, to_plain(v)) for k, v in sorted(getattr(obj, "__dict__", {}).items()))
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
