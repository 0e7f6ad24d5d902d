"""engine/codec.py: the canonical form and digest that saves rely on."""

from __future__ import annotations

import dataclasses
import enum
import hashlib
from typing import Any, ClassVar, NamedTuple, cast

import pytest

from elasund_desktop.engine.codec import canonical_json, digest, to_plain
from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.games import default_registry
from tests.fixture_game import FixtureRules


class Colour(enum.Enum):
    RED = "red"


@dataclasses.dataclass(frozen=True)
class Point:
    x: int
    y: int


class Slotted:
    __slots__ = ("a", "b")

    def __init__(self) -> None:
        self.a = 1
        self.b = (2, 3)


class SlottedChild(Slotted):
    __slots__ = ("c",)

    def __init__(self) -> None:
        super().__init__()
        self.c = "x"


class SlottedBaseWithDict(Slotted):
    """No __slots__ here: a and b stay in the base's slots, d goes to a __dict__."""

    def __init__(self) -> None:
        super().__init__()
        self.d = 4


class Plain:
    def __init__(self) -> None:
        self.z = 1
        self.a = [True, None]


def test_digest_is_the_sha256_of_the_canonical_json() -> None:
    assert canonical_json([1, "x", None, True]) == '[1,"x",null,true]'
    assert digest([1, "x"]) == hashlib.sha256(b'[1,"x"]').hexdigest()


@pytest.mark.parametrize(
    ("value", "plain"),
    [
        (None, None),
        (True, True),
        (7, 7),
        ("é", "é"),
        (0.5, "0.5"),  # floats by repr: no platform rounding in the digest
        (Colour.RED, "red"),
        (Point(1, 2), {"x": 1, "y": 2}),
        ((1, (2, 3)), [1, [2, 3]]),
        (frozenset({3, 1, 2}), [1, 2, 3]),
        ({"b": 1, "a": 2}, [['"a"', 2], ['"b"', 1]]),
        ({2: "x", 1: "y"}, [["1", "y"], ["2", "x"]]),
    ],
)
def test_to_plain_of_each_kind(value: Any, plain: Any) -> None:
    assert to_plain(value) == plain


def test_slots_of_a_class_and_its_bases_and_plain_objects() -> None:
    assert to_plain(Slotted()) == {"a": 1, "b": [2, 3]}
    assert to_plain(SlottedChild()) == {"a": 1, "b": [2, 3], "c": "x"}
    assert to_plain(Plain()) == {"a": [True, None], "z": 1}


def test_an_object_with_slots_and_a_dict_is_written_with_both() -> None:
    """Every value of such an object reaches the digest: the base's slots and
    the subclass's own attributes."""
    obj = SlottedBaseWithDict()
    assert to_plain(obj) == {"a": 1, "b": [2, 3], "d": 4}
    before = digest(obj)
    obj.a = 2
    assert digest(obj) != before


def test_unknown_objects_are_refused_by_name() -> None:
    with pytest.raises(TypeError, match=r"^cannot make object plain$"):
        to_plain(object())


def test_insertion_order_of_sets_and_mappings_does_not_matter() -> None:
    assert digest({"a": 1, "b": 2}) == digest({"b": 2, "a": 1})
    assert digest({"x", "y", "z"}) == digest({"z", "y", "x"})
    assert digest({(1, 2), (0, 5)}) == digest({(0, 5), (1, 2)})


def test_distinct_values_give_distinct_digests() -> None:
    values: list[Any] = [0, 1, -1, "1", True, None, [], [0], [[0]], {}, 0.5, "0.5", (1, 2), (2, 1)]
    digests = {digest(v) for v in values}
    assert len(digests) == len(values) - 2  # "0.5" and 0.5, and [] and {} are identical forms


def _changed(value: Any) -> Any:
    """Another value of the same kind."""
    if value is None:
        return 0
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, str):
        return value + "x"
    if isinstance(value, tuple):
        return (*value, value[0]) if value else (0,)
    if isinstance(value, frozenset):
        return value | {"extra"}
    if dataclasses.is_dataclass(value):
        first = dataclasses.fields(value)[0].name
        return dataclasses.replace(value, **{first: _changed(getattr(value, first))})
    raise AssertionError(f"no change for {type(value).__name__}")


def _states() -> list[tuple[str, Any]]:
    out: list[tuple[str, Any]] = [("fixture", FixtureRules().setup(GameConfig(3), 1))]
    for spec in default_registry():
        rules = spec.rules()
        out.append((spec.game_id, rules.setup(GameConfig(rules.max_players), 1)))
    return out


def _field_names(state: Any) -> list[str]:
    if dataclasses.is_dataclass(state):
        return [f.name for f in dataclasses.fields(state)]
    return list(state._fields)  # a NamedTuple


def _replace(state: Any, **changes: Any) -> Any:
    if dataclasses.is_dataclass(state):
        return dataclasses.replace(cast(Any, state), **changes)
    return state._replace(**changes)


@pytest.mark.parametrize(("game", "state"), _states(), ids=[g for g, _ in _states()])
def test_changing_any_single_field_of_a_state_changes_the_digest(game: str, state: Any) -> None:
    """Every field but the derived ones (DERIVED_FIELDS: a function of the log)."""
    before = digest(state)
    names = _field_names(state)
    assert len(names) > 5
    derived = getattr(type(state), "DERIVED_FIELDS", frozenset())
    assert derived <= set(names), f"{game}: DERIVED_FIELDS names no field"
    for name in names:
        changed = _replace(state, **{name: _changed(getattr(state, name))})
        if name in derived:
            assert digest(changed) == before, f"{game}: derived field {name} is in the digest"
        else:
            assert digest(changed) != before, f"{game}: field {name} is not in the digest"
    assert digest(state) == before


# -- derived fields: a memory of the log beside the position, out of the digest ------------


class _Before(NamedTuple):
    turn: int
    hands: tuple[int, ...]


class _AfterFields(NamedTuple):
    turn: int
    hands: tuple[int, ...]
    memory: tuple[int, ...] = ()


class _After(_AfterFields):
    """_Before with a field added later, derived from the actions (a NamedTuple
    names its derived fields in a subclass, as the games' states do)."""

    __slots__ = ()
    DERIVED_FIELDS: ClassVar[frozenset[str]] = frozenset(("memory",))


@dataclasses.dataclass(frozen=True)
class _DerivedData:
    turn: int
    memory: int = 0
    DERIVED_FIELDS: ClassVar[frozenset[str]] = frozenset(("memory",))


class _DerivedSlots:
    __slots__ = ("memory", "turn")
    DERIVED_FIELDS = frozenset(("memory",))

    def __init__(self, turn: int, memory: int) -> None:
        self.turn, self.memory = turn, memory


def test_a_derived_field_is_left_out_of_the_digest() -> None:
    """Two states that differ only in a derived field have the same digest, and a
    state class that gained one digests as before: old saves stay valid."""
    assert digest(_After(3, (1, 2), (9,))) == digest(_After(3, (1, 2), (4, 4)))
    assert digest(_After(3, (1, 2), (9,))) == digest(_Before(3, (1, 2)))
    assert to_plain(_After(3, (1, 2), (9,))) == [3, [1, 2]]
    assert digest(_After(4, (1, 2), (9,))) != digest(_After(3, (1, 2), (9,)))
    assert digest(_DerivedData(2, 5)) == digest(_DerivedData(2, 6))
    assert to_plain(_DerivedData(2, 5)) == {"turn": 2}
    assert to_plain(_DerivedSlots(7, 1)) == to_plain(_DerivedSlots(7, 2)) == {"turn": 7}
    # a plain tuple of the same values is not a state with derived fields
    assert to_plain((3, (1, 2), (9,))) == [3, [1, 2], [9]]


@dataclasses.dataclass(frozen=True)
class Unsorted:
    b: int
    a: int


def test_object_keys_are_sorted_so_digests_of_old_saves_stay_valid() -> None:
    """A field order change must not change a digest: keys are written sorted."""
    assert canonical_json(Unsorted(1, 2)) == '{"a":2,"b":1}'
    assert digest(Unsorted(1, 2)) == hashlib.sha256(b'{"a":2,"b":1}').hexdigest()


def test_non_ascii_text_is_escaped_so_the_digest_input_is_ascii() -> None:
    """Player names in five languages: the canonical form stays ASCII (\\u escapes)."""
    assert canonical_json("é Ł") == '"\\u00e9 \\u0141"'
    assert digest("é") == hashlib.sha256(b'"\\u00e9"').hexdigest()


@dataclasses.dataclass
class _Memo:
    turn: int
    names: tuple[str, ...] = ()


def test_a_dataclass_is_written_by_its_fields_only() -> None:
    # An attribute cached on a state beside its fields (e.g. by a speed-up) is
    # not part of the position: the digest must not depend on it.
    state = _Memo(3, ("Åse",))
    plain = to_plain(state)
    vars(state)["_cache"] = [1, 2, 3]
    assert to_plain(state) == plain == {"turn": 3, "names": ["Åse"]}
    assert digest(state) == digest(_Memo(3, ("Åse",)))


@dataclasses.dataclass(frozen=True)
class _YX:
    y: int
    x: int


def test_a_mapping_key_that_is_an_object_is_written_with_sorted_fields() -> None:
    # The key's JSON text is part of the digest input: its fields in name order,
    # whatever order the class declares them in (old saves keep their digests).
    assert to_plain({_YX(1, 2): "a"}) == [['{"x": 2, "y": 1}', "a"]]


def test_a_set_of_mixed_kinds_is_ordered_by_json_text() -> None:
    # Values that Python cannot compare (a number and a text, two objects) still
    # have one order: that of their JSON text.
    assert to_plain(frozenset({1, "a"})) == ["a", 1]
    assert list(frozenset({8, 1})) == [8, 1]  # a set iterates by hash, not by value
    assert to_plain(frozenset({8, 1})) == [1, 8]
    # by sorted-key text: '{"x": 1, ...' before '{"x": 2, ...'
    assert to_plain(frozenset({_YX(1, 2), _YX(2, 1)})) == [{"y": 2, "x": 1}, {"y": 1, "x": 2}]
