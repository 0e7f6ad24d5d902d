"""An Elfenland move whose arguments have the wrong shape is refused as
malformed ("bad_argument", no parameters) before any rule looks at it: a slot
of the face-up row is a whole number 0..4, a route a whole number 0..47,
transports and travel cards are their names, the way of travelling is "cards"
or "caravan", face down is True or False, and the moves without a choice
(draw the secret counter, draw blind, pass, end the move, keep nothing) take
no argument. (Saves, a bug or a future network hand such moves in: they must
not crash the rules or pass for another move.)"""

from __future__ import annotations

from typing import Any

import pytest

from elasund_desktop.engine.rules import Action, IllegalAction
from elasund_desktop.games.elfenland import data as D  # noqa: N812
from elasund_desktop.games.elfenland import rules as R  # noqa: N812

from .helpers import RULES, moving, new_game

SLOTS: list[Any] = ["1", True, False, 1.0, -1, D.FACE_UP_ROW, None, (1,)]
ROUTES: list[Any] = ["3", True, 3.0, -1, D.NUM_ROUTES, None, (3,)]
TRANSPORTS: list[Any] = ["raft", "horse", "Dragon", "", 0, True, None]
CARDS: list[Any] = ["horse", "Raft", "", 6, True, None, ("raft",)]

CASES: list[tuple[str, tuple[Any, ...]]] = [
    *[("take_counter", (x,)) for x in SLOTS],
    *[("place_obstacle", (x,)) for x in ROUTES],
    *[("place_counter", ("dragon", x)) for x in ROUTES],
    *[("place_counter", (x, 3)) for x in TRANSPORTS],
    *[("travel", (x, "cards")) for x in ROUTES],
    *[("travel", (3, x)) for x in ("walk", "Cards", "", 0, True, None)],
    *[(kind, (x,)) for kind in ("pay_card", "discard") for x in CARDS],
    *[("keep_counter", (x, False)) for x in TRANSPORTS],
    *[("keep_counter", ("dragon", x)) for x in (0, 1, "True", None)],
    # the number of arguments
    ("take_counter", ()),
    ("take_counter", (0, 1)),
    ("place_counter", ("dragon",)),
    ("place_counter", ("dragon", 3, 4)),
    ("place_obstacle", ()),
    ("travel", (3,)),
    ("travel", (3, "cards", 1)),
    ("pay_card", ()),
    ("discard", ("raft", "raft")),
    ("keep_counter", ("dragon",)),
    ("keep_counter", ()),
    # none at all
    ("draw_secret", (0,)),
    ("take_blind", (0,)),
    ("pass", (False,)),
    ("end_move", (1,)),
    ("keep_none", ("dragon",)),
]


def _refusal(s: R.ElfenlandState, kind: str, args: tuple[Any, ...]) -> tuple[str, dict[str, Any]]:
    with pytest.raises(IllegalAction) as exc:
        RULES.apply(s, Action(s.current, kind, args))
    return exc.value.reason_key, exc.value.params


@pytest.mark.parametrize(("kind", "args"), CASES)
def test_a_malformed_argument_is_refused_as_such(kind: str, args: tuple[Any, ...]) -> None:
    assert _refusal(moving(new_game(3), 0), kind, args) == ("bad_argument", {})


def test_a_number_of_another_type_does_not_pass_for_a_legal_slot() -> None:
    """Drawing open counters: every slot of the row may be taken. True, 1.0, False
    and 0.0 equal 1 and 0 in Python, yet are no slots."""
    s = new_game(3)._replace(phase=R.DRAW_COUNTERS)
    assert [a.args for a in RULES.legal_actions(s)][:2] == [(0,), (1,)]
    for x in (True, 1.0, False, 0.0):
        assert _refusal(s, "take_counter", (x,)) == ("bad_argument", {})


def test_face_down_is_true_or_false_not_a_number() -> None:
    """End of a round: a face-up dragon may be kept; 0 equals False yet is refused."""
    s = new_game(3)._replace(phase=R.KEEP, current=0, shown=((5,), (), ()))
    assert Action(0, "keep_counter", ("dragon", False)) in RULES.legal_actions(s)
    assert _refusal(s, "keep_counter", ("dragon", 0)) == ("bad_argument", {})


@pytest.mark.parametrize(
    ("kind", "args", "reason"),
    [
        ("take_counter", (0,), "not_now"),
        ("take_counter", (D.FACE_UP_ROW - 1,), "not_now"),
        ("place_counter", ("giant_pig", 0), "not_now"),
        ("place_counter", ("dragon", D.NUM_ROUTES - 1), "not_now"),
        ("place_obstacle", (0,), "not_now"),
        ("place_obstacle", (D.NUM_ROUTES - 1,), "not_now"),
        ("travel", (0, "cards"), "not_adjacent"),
        ("travel", (D.NUM_ROUTES - 1, "caravan"), "not_adjacent"),
        ("pay_card", ("giant_pig",), "not_now"),
        ("discard", ("raft",), "not_now"),
        ("keep_counter", ("giant_pig", False), "not_now"),
        ("keep_counter", ("dragon", True), "not_now"),
    ],
)
def test_the_first_and_last_slot_route_and_name_are_arguments_like_the_others(
    kind: str, args: tuple[Any, ...], reason: str
) -> None:
    """Seat 0 about to travel from Elvenhold: the lowest and highest slot, route
    and name are refused by a rule of the game (not this phase, not adjacent),
    never as malformed."""
    assert _refusal(moving(new_game(3), 0), kind, args)[0] == reason
