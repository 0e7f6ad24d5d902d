"""A Catan move whose arguments have the wrong shape is refused as malformed
("bad_argument") before any rule looks at it: a corner, a path, a tile and a
seat are whole numbers inside the board and the table, a resource is one of the
five names. (Saves, a bug or a future network hand such moves in: they must
not crash the rules or pass for another move.)"""

from __future__ import annotations

from typing import Any

import pytest

from elasund_desktop.engine.rules import IllegalAction
from elasund_desktop.games.catan import data as D  # noqa: N812

from .catan_helpers import act, blank

NUMBERS = ["3", True, 1.0, -1]

CASES: list[tuple[str, tuple[Any, ...]]] = [
    *[(kind, (x,)) for kind in ("build_settlement", "build_city") for x in NUMBERS],
    ("build_settlement", (D.NUM_NODES,)),
    ("build_city", (D.NUM_NODES,)),
    *[("build_road", (x,)) for x in NUMBERS],
    ("build_road", (D.NUM_EDGES,)),
    *[("move_robber", (x,)) for x in NUMBERS],
    ("move_robber", (D.NUM_HEXES,)),
    *[("steal", (x,)) for x in NUMBERS],
    ("steal", (D.MAX_PLAYERS,)),
    *[("play_monopoly", (x,)) for x in ("gold", 3, "")],
    ("bank_trade", ("gold", 4)),
    ("bank_trade", ("brick", "4")),
    ("bank_trade", ("brick",)),
    ("build_road", ()),
    ("roll", (7,)),
]


@pytest.mark.parametrize(("kind", "args"), CASES)
def test_a_malformed_argument_is_refused_as_such(kind: str, args: tuple[Any, ...]) -> None:
    with pytest.raises(IllegalAction) as exc:
        act(blank(), 0, kind, *args)
    assert (exc.value.reason_key, exc.value.params) == ("bad_argument", {})


@pytest.mark.parametrize(
    ("kind", "index"),
    [
        ("build_settlement", 0),
        ("build_settlement", D.NUM_NODES - 1),
        ("build_road", 0),
        ("build_road", D.NUM_EDGES - 1),
        ("move_robber", 0),
        ("move_robber", D.NUM_HEXES - 1),
        ("steal", 0),
        ("steal", D.MAX_PLAYERS - 1),
    ],
)
def test_the_first_and_last_index_are_arguments_like_the_others(kind: str, index: int) -> None:
    """The lowest and highest index lie inside the board and the table: such a move
    is refused by a rule of the game (here: not this step), never as malformed."""
    with pytest.raises(IllegalAction) as exc:
        act(blank(), 0, kind, index)
    assert exc.value.reason_key != "bad_argument"


@pytest.mark.parametrize("fake", [True, 1.0])
def test_true_or_a_float_never_passes_for_a_legal_corner(fake: object) -> None:
    """Python finds True == 1 == 1.0: the legal first settlement on corner 1 must
    still refuse them (the rules would store a value they cannot use)."""
    from elasund_desktop.engine.rules import GameConfig

    from .catan_helpers import rules

    s = rules.setup(GameConfig(3, {"layout": "beginner"}), 1)
    first = rules.to_move(s)
    assert ("place_settlement", (1,)) in [(a.kind, a.args) for a in rules.legal_actions(s)]
    with pytest.raises(IllegalAction) as exc:
        act(s, first, "place_settlement", fake)
    assert (exc.value.reason_key, exc.value.params) == ("bad_argument", {})
