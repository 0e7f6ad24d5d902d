"""A Carrara move whose arguments have the wrong shape is refused as malformed
("bad_argument", no parameters) before any rule looks at it: a wheel position
is a whole number 0..5 (I..VI), colours, tiles, cities, building types and
objects are their names, and the moves of the turn's steps (buy, stop taking,
announce, end the turn) take none. (Saves, a bug or a future network hand such
moves in: they must not crash the rules or pass for another move.)"""

from __future__ import annotations

from typing import Any

import pytest

from elasund_desktop.engine.rules import Action, IllegalAction
from elasund_desktop.games.carrara import data as D  # noqa: N812
from elasund_desktop.games.carrara.rules import ACTION, SEGMENT, CarraraState

from .helpers import RULES, act, legal_args, marble, set_player, start


def _seat0(phase: str = ACTION, **changes: Any) -> CarraraState:
    s = start(3)._replace(current=0, phase=phase, **changes)
    return set_player(s, 0, marble=marble(), coins=20)


def _refusal(s: CarraraState, kind: str, args: tuple[Any, ...]) -> tuple[str, dict[str, Any]]:
    with pytest.raises(IllegalAction) as exc:
        RULES.apply(s, Action(s.current, kind, args))
    return exc.value.reason_key, exc.value.params


POSITIONS: list[Any] = ["1", True, False, 1.0, -1, D.WHEEL_SEGMENTS, None, (1,)]
COLOURS: list[Any] = ["pink", "", "White", 0, True, None, ("white",)]
CITIES: list[Any] = ["florence", "Livorno", "", 0, 5, True]
TYPES: list[Any] = ["castle", "villa_1", 0, True]
TILES: list[Any] = ["villa_6", "villa_0", "villa", "castle_1", 29, True]
OBJECTS: list[Any] = ["sword", "books", 0, True]

CASES: list[tuple[str, tuple[Any, ...]]] = [
    *[("choose_segment", (x,)) for x in POSITIONS],
    *[(kind, (x,)) for kind in ("take_block", "pay") for x in COLOURS],
    *[(kind, (x,)) for kind in ("build_in", "score_city") for x in CITIES],
    *[("score_type", (x,)) for x in TYPES],
    *[("build", (x,)) for x in TILES],
    *[("buy_object", (x,)) for x in OBJECTS],
    # one argument exactly
    *[(kind, ()) for kind in ("choose_segment", "take_block", "pay", "build", "build_in")],
    *[(kind, ()) for kind in ("score_city", "score_type", "buy_object")],
    ("choose_segment", (0, 1)),
    ("take_block", ("white", "red")),
    ("build", ("villa_1", "lerici")),
    ("score_type", ("villa", "villa")),
    # none at all
    ("buy_marble", (1,)),
    ("stop_taking", ("white",)),
    ("announce_end", (True,)),
    ("end_turn", (0,)),
]


@pytest.mark.parametrize(("kind", "args"), CASES)
def test_a_malformed_argument_is_refused_as_such(kind: str, args: tuple[Any, ...]) -> None:
    assert _refusal(_seat0(), kind, args) == ("bad_argument", {})


def test_a_number_of_another_type_does_not_pass_for_a_legal_position() -> None:
    """The wheel has turned: positions I and II hold blocks the player can pay.
    True, 1.0, False and 0.0 equal 1 and 0 in Python, yet are no positions."""
    s = act(start(3), "buy_marble").state
    assert s.phase == SEGMENT and legal_args(s, "choose_segment") == [0, 1]
    for x in (True, 1.0, False, 0.0):
        assert _refusal(s, "choose_segment", (x,)) == ("bad_argument", {})


@pytest.mark.parametrize(
    ("kind", "arg", "reason"),
    [
        ("choose_segment", 0, "wheel_turns_first"),
        ("choose_segment", D.WHEEL_SEGMENTS - 1, "wheel_turns_first"),
        ("take_block", "white", "choose_an_action"),
        ("take_block", "black", "choose_an_action"),
        ("pay", "white", "choose_tile_first"),
        ("pay", "black", "choose_tile_first"),
        ("build", "biblioteca_1", "tile_not_on_display"),
        ("build", "villa_5", "no_marble"),
        ("build_in", "livorno", "choose_tile_first"),
        ("build_in", "lerici", "choose_tile_first"),
        ("score_city", "livorno", "city_needs_buildings"),
        ("score_city", "lerici", "city_needs_buildings"),
        ("score_type", "biblioteca", "type_needs_building"),
        ("score_type", "villa", "type_needs_building"),
        ("buy_object", "book", "object_after_action"),
        ("buy_object", "coat_of_arms", "object_after_action"),
    ],
)
def test_the_first_and_last_name_or_position_are_arguments_like_the_others(
    kind: str, arg: Any, reason: str
) -> None:
    """The lowest and highest position and the first and last name of each list are
    refused here by a rule of the game (the step, the display, the screen), never
    as malformed. (The display shows villa_5 but not biblioteca_1.)"""
    s = _seat0(display=(29, 8, 22, 18, 27, 17, 24, 9, 6))
    assert (D.tile_name(0), D.tile_name(29)) == ("biblioteca_1", "villa_5")
    assert _refusal(s, kind, (arg,))[0] == reason
