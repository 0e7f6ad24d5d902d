"""engine/action_cache.py: the shared action tables and the last-state cache.

The games build their tables once, when their rules module is imported, so the game tests
cannot notice a wrong table builder (a mutation run imports the modules only once): the
builders are pinned here directly.
"""

from __future__ import annotations

from elasund_desktop.engine.action_cache import LegalCache, action_table, action_table_of
from elasund_desktop.engine.rules import Action


def test_action_table_holds_one_argumentless_action_per_seat() -> None:
    table = action_table("end_turn", 3)
    assert table == (
        Action(0, "end_turn", ()),
        Action(1, "end_turn", ()),
        Action(2, "end_turn", ()),
    )
    assert isinstance(table, tuple)


def test_action_table_of_is_indexed_by_seat_then_by_value_position() -> None:
    values = iter(["a", "b"])  # any iterable, read once
    table = action_table_of("pick", values, 2)
    assert table == (
        (Action(0, "pick", ("a",)), Action(0, "pick", ("b",))),
        (Action(1, "pick", ("a",)), Action(1, "pick", ("b",))),
    )
    assert all(isinstance(row, tuple) for row in table)


def test_action_table_of_zero_seats_or_values() -> None:
    assert action_table_of("pick", [1, 2], 0) == ()
    assert action_table_of("pick", [], 2) == ((), ())
    assert action_table("x", 0) == ()


def test_legal_cache_computes_once_per_state_object() -> None:
    calls: list[object] = []

    def compute(state: object) -> list[Action]:
        calls.append(state)
        return [Action(0, "go", ())]

    cache: LegalCache[object] = LegalCache(compute)
    a, b = object(), object()
    first = cache.actions(a)
    assert cache.actions(a) is first and calls == [a]
    cache.actions(b)
    assert calls == [a, b]
    cache.actions(a)
    assert calls == [a, b, a]


def test_legal_cache_lists_by_identity_or_equality() -> None:
    listed = Action(0, "go", (1,))
    cache: LegalCache[str] = LegalCache(lambda _s: [listed])
    assert cache.lists("s", listed)
    assert cache.lists("s", Action(0, "go", (1,)))  # an equal copy, e.g. read from a save
    assert not cache.lists("s", Action(0, "go", (2,)))
    assert not cache.lists("s", Action(1, "go", (1,)))


def test_an_equal_action_with_arguments_of_another_type_is_not_listed() -> None:
    """True == 1 == 1.0 in Python: such a move must not pass for the listed one
    (the rules would then refuse it as malformed instead of using the value)."""
    listed = Action(0, "go", (1, ("a", 0)))
    cache: LegalCache[str] = LegalCache(lambda _s: [listed])
    assert cache.lists("s", Action(0, "go", (1, ("a", 0))))
    assert not cache.lists("s", Action(0, "go", (True, ("a", 0))))
    assert not cache.lists("s", Action(0, "go", (1.0, ("a", 0))))
    assert not cache.lists("s", Action(0, "go", (1, ("a", False))))
    assert not cache.lists("s", Action(0, "go", (1, ("a", 0.0))))
