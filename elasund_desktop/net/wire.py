"""Game states as JSON for the wire, and back, with no code run but a known class's.

A save never needs a state (it is the seed and the actions), but a joiner
does: it draws the board from the state the host sends it (a world redacted
for its seat, see redact.py) and its computer player searches from it.  So
this module writes a state as tagged JSON and reads it back into the same
classes:

* JSON scalars as they are, tuples as arrays;
* a NamedTuple as ``{"$n": class key, "v": [values]}``, a dataclass as
  ``{"$d": class key, "f": {field: value}}`` (derived fields included: the
  joiner's computer player counts cards from them), a frozenset as
  ``{"$s": [...]}``, a dict as ``{"$m": [[key, value], ...]}``, a list as
  ``{"$l": [...]}``, an enum member as ``{"$e": class key, "v": value}``.

Reading is the dangerous half (the bytes come from another computer): only
classes of the game's own package and of the engine are ever made (the
whitelist `known_classes`, built by looking at the modules, not at the
message), by their plain constructor with the fields given, so a message can
neither name a class of its own nor run code; nesting is bounded.  Floats,
which no state holds, are refused both ways, so that what is sent is exactly
what the host's digest covers.
"""

from __future__ import annotations

import dataclasses
import enum
import importlib
import inspect
import pkgutil
from functools import cache
from typing import Any

MAX_DEPTH = 40


class WireError(ValueError):
    """A value that cannot be written, or a message that does not read as a state."""


def _is_named_tuple(cls: type) -> bool:
    return issubclass(cls, tuple) and hasattr(cls, "_fields")


def _key(cls: type) -> str:
    return f"{cls.__module__}:{cls.__qualname__}"


@cache
def known_classes(game_id: str) -> dict[str, type]:
    """Every dataclass, NamedTuple and enum defined in the game's package or the
    engine: the only classes `decode` makes for `game_id`."""
    packages = ("elasund_desktop.engine", f"elasund_desktop.games.{game_id}")
    found: dict[str, type] = {}
    for package_name in packages:
        package = importlib.import_module(package_name)
        names = [package_name]
        names += [
            f"{package_name}.{info.name}"
            for info in pkgutil.iter_modules(package.__path__)
            if not info.name.startswith("board") and info.name not in {"texts_qt"}
        ]
        for name in names:
            try:
                module = importlib.import_module(name)
            except ImportError:  # a Qt module (boards): never holds a state class
                continue
            for _, cls in inspect.getmembers(module, inspect.isclass):
                if cls.__module__ != module.__name__:
                    continue
                if (
                    dataclasses.is_dataclass(cls)
                    or _is_named_tuple(cls)
                    or issubclass(cls, enum.Enum)
                ):
                    found[_key(cls)] = cls
    return found


def encode(obj: Any, depth: int = 0) -> Any:
    """The tagged JSON form of `obj` (see the module docstring)."""
    if depth > MAX_DEPTH:
        raise WireError("too deep")
    if obj is None or isinstance(obj, bool | int | str):
        return obj
    if isinstance(obj, enum.Enum):
        return {"$e": _key(type(obj)), "v": encode(obj.value, depth + 1)}
    if isinstance(obj, tuple):
        if _is_named_tuple(type(obj)):
            return {"$n": _key(type(obj)), "v": [encode(v, depth + 1) for v in obj]}
        return [encode(v, depth + 1) for v in obj]
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        fields = {f.name: encode(getattr(obj, f.name), depth + 1) for f in dataclasses.fields(obj)}
        return {"$d": _key(type(obj)), "f": fields}
    if isinstance(obj, frozenset):
        items = [encode(v, depth + 1) for v in obj]
        return {"$s": sorted(items, key=repr)}
    if isinstance(obj, dict):
        return {"$m": [[encode(k, depth + 1), encode(v, depth + 1)] for k, v in obj.items()]}
    if isinstance(obj, list):
        return {"$l": [encode(v, depth + 1) for v in obj]}
    raise WireError(f"cannot send a {type(obj).__name__}")


def decode(data: Any, game_id: str, depth: int = 0) -> Any:
    """The value `encode` wrote, made only of `known_classes(game_id)`."""
    if depth > MAX_DEPTH:
        raise WireError("too deep")
    if data is None or isinstance(data, bool | int | str):
        return data
    if isinstance(data, list):
        return tuple(decode(v, game_id, depth + 1) for v in data)
    if not isinstance(data, dict) or len(data) not in (1, 2):
        raise WireError("not a state value")
    if "$l" in data:
        return [decode(v, game_id, depth + 1) for v in _list(data["$l"])]
    if "$s" in data:
        return frozenset(decode(v, game_id, depth + 1) for v in _list(data["$s"]))
    if "$m" in data:
        pairs = _list(data["$m"])
        out: dict[Any, Any] = {}
        for pair in pairs:
            if not isinstance(pair, list) or len(pair) != 2:
                raise WireError("not a map entry")
            out[decode(pair[0], game_id, depth + 1)] = decode(pair[1], game_id, depth + 1)
        return out
    for tag in ("$n", "$d", "$e"):
        if tag in data:
            cls = known_classes(game_id).get(data[tag]) if isinstance(data[tag], str) else None
            if cls is None:
                raise WireError("unknown class")
            try:
                return _make(cls, tag, data, game_id, depth)
            except (TypeError, ValueError) as exc:
                raise WireError(f"bad {cls.__name__}") from exc
    raise WireError("not a state value")


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise WireError("not a list")
    return value


def _make(cls: type, tag: str, data: dict[str, Any], game_id: str, depth: int) -> Any:
    if tag == "$e":
        if not issubclass(cls, enum.Enum):
            raise WireError("not an enum")
        return cls(decode(data.get("v"), game_id, depth + 1))
    if tag == "$n":
        if not _is_named_tuple(cls):
            raise WireError("not a named tuple")
        values = [decode(v, game_id, depth + 1) for v in _list(data.get("v"))]
        if len(values) != len(cls._fields):  # type: ignore[attr-defined]
            raise WireError("wrong number of fields")
        return cls(*values)
    if not dataclasses.is_dataclass(cls):
        raise WireError("not a dataclass")
    fields = data.get("f")
    if not isinstance(fields, dict):
        raise WireError("no fields")
    names = {f.name for f in dataclasses.fields(cls) if f.init}
    if set(fields) - names:
        raise WireError("unknown field")
    return cls(**{k: decode(v, game_id, depth + 1) for k, v in fields.items()})
