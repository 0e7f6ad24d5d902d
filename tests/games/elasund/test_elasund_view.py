"""What a player sees of an Elasund position (`view`): the board and the
players' table are drawn from it, and the computer players decide from it.
Public facts appear for everybody; influence cards in hand only for their
owner (the others see a count), and the church tile put back at the bottom
only for the player who saw it. Squares are given as (col from 0, dice row)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from elasund_desktop.games.elasund import data as D  # noqa: N812
from elasund_desktop.games.elasund import rules as R  # noqa: N812
from elasund_desktop.games.elasund.rules import ElasundState
from tests.games.elasund.helpers import RULES, bld, hand, permits, place, situation


def _two_players() -> ElasundState:
    st = situation(2, phase=R.BONUS_PAY, pending=("move", 2, D.sq(4, 6)), current=1)
    st = place(st, bld("house", 0, 3, 5), bld("well", 1, 1, 5), bld("hut_small", 1, 2, 3))
    st = permits(st, [(0, 0, 0, 2), (1, 2, 5, 6), (1, 4, 3, 8)])
    st = hand(hand(st, 0, gold=3, red=1, blue=2), 1, gold=4, green=2, blue=2)
    walls = list(st.walls)
    walls[0:3] = [0 * 16 + 1, 0 * 16 + 2, 0 * 16 + 3]
    return dataclasses.replace(
        st,
        walls=tuple(walls),
        wall_next=(9, 10),  # red is to lay his ninth tile, blue laid all nine
        cubes=(9, 7),
        trade=(1, 3),
        track=((1,), (), (), (), ()),
        church=((4, 1),),
        church_origin=(1, D.ROW_INDEX[6]),
        church_stack=(0, 1, 2, 3, 5, 6, 7, 8),
        huts_removed=(("hut_large",), ()),
        actor=1,
        discard=(1, 0, 2),
    )


RED = {
    "seat": 0,
    "colour": "red",
    "gold": 3,
    "influence_count": 4,
    "cubes": 9,
    "victory_points": 1,
    "trade_points": 1,
    "permits_in_supply": [1, 2, 3, 4],  # the permit of value 0 lies on the first square
    "wall_next": 9,
    "buildings_in_supply": ["workshop"],  # his house stands
    "huts_removed": ["hut_large"],
}
BLUE = {
    "seat": 1,
    "colour": "blue",
    "gold": 4,
    "influence_count": 4,
    "cubes": 7,
    "victory_points": 3,
    "trade_points": 3,
    "permits_in_supply": [0, 1, 3],
    "wall_next": None,
    "buildings_in_supply": ["house", "workshop"],  # a hut is no building of the supply
    "huts_removed": [],
}


def test_each_player_sees_the_table_and_only_his_own_cards() -> None:
    st = _two_players()
    blue_view = RULES.view(st, 1)
    assert blue_view["players"] == [RED, {**BLUE, "influence": {"red": 0, "blue": 2, "green": 2}}]
    red_view = RULES.view(st, 0)
    assert red_view["players"] == [{**RED, "influence": {"red": 1, "blue": 2, "green": 1}}, BLUE]
    assert RULES.view(st, None)["players"] == [RED, BLUE]


def test_the_view_shows_the_board_supplies_and_the_open_choice() -> None:
    v = RULES.view(_two_players(), 1)
    expected: dict[str, Any] = {
        "num_players": 2,
        "options": {
            "pirate_reward": "choose",
            "full_row": "nearest",
            "east_walls_after_cheap": False,
        },
        "phase": "bonus_pay",
        "current": 1,
        "to_move": 1,
        "turn": 0,
        "constructions": 0,
        "ship_row": 5,
        "pending": {"bonus": "move", "value": 2, "col": 4, "row": 6},
        "city_cols": 5,
        "gold_supply": 44,
        "deck_count": 31,
        "discard": {"red": 1, "blue": 0, "green": 2},
        "pirate_pool": {"gold": 0, "red": 0, "blue": 0, "green": 0},
        "pirate_owed": [0, 0],
        "buildings": [
            {"kind": "house", "owner": 0, "col": 3, "row": 5, "cubes": 0},
            {"kind": "well", "owner": 1, "col": 1, "row": 5, "cubes": 1},
            {"kind": "hut_small", "owner": 1, "col": 2, "row": 3, "cubes": 0},
        ],
        "piles": {"well": 3, "market_stand": 4, "tavern": 5, "merchant": 5, "large_building": 3},
        "permits": [
            {"owner": 0, "value": 0, "col": 0, "row": 2},
            {"owner": 1, "value": 2, "col": 5, "row": 6},
            {"owner": 1, "value": 4, "col": 3, "row": 8},
        ],
        "church": [{"piece": 4, "owner": 1, "col": 2, "row": 8}],
        "church_area": {"col": 1, "row": 6},
        "church_stack_count": 8,
        "church_known_bottom": None,
        "track": {"3": [1], "5": [], "7": [], "9": [], "11": []},
        "huts_queue": [],
        "winner": None,
        "winners": [],
        "city_complete": False,
    }
    assert {k: val for k, val in v.items() if k not in ("players", "walls")} == expected
    # 2 players: two north, two south and eight east wall spaces; red laid tiles 1-3
    assert [(w["side"], w["position"], w["cost"]) for w in v["walls"]] == [
        ("north", 2, 2),
        ("north", 3, 2),
        ("south", 2, 2),
        ("south", 3, 2),
        *[("east", r, 4) for r in (3, 4, 5, 6, 8, 9, 10, 11)],
    ]
    assert v["walls"][2] == {
        "side": "south",
        "position": 2,
        "cost": 2,
        "owner": 0,
        "number": 3,
        "tower": True,
    }
    assert v["walls"][1]["tower"] is False and v["walls"][1]["number"] == 2
    assert v["walls"][3] == {
        "side": "south",
        "position": 3,
        "cost": 2,
        "owner": None,
        "number": None,
        "tower": False,
    }


def test_the_church_tile_put_back_is_known_only_to_who_saw_it() -> None:
    """000: the first church builder keeps one of two tiles and puts the other at the
    bottom of the stack: he knows which one it is, the others do not."""
    st = dataclasses.replace(_two_players(), church_known=(0, 7))
    assert RULES.view(st, 0)["church_known_bottom"] == 7
    assert RULES.view(st, 1)["church_known_bottom"] is None
    assert RULES.view(st, None)["church_known_bottom"] is None


@pytest.mark.parametrize(
    ("phase", "pending", "queue", "seen"),
    [
        (R.SHIP, (1, 0, 3), (), {"pirate": True, "rows": [2, 5]}),
        (R.SHIP, (0, 2, 6), (), {"pirate": False, "rows": [4, 9]}),
        (R.BUILD_SITE, ("tavern",), (), {"building": "tavern"}),
        (R.BUILD_PAY, ("tavern", D.sq(3, 4)), (), {"building": "tavern", "col": 3, "row": 4}),
        (R.PERMIT_SQUARE, (3,), (), {"value": 3}),
        (R.BONUS_MOVE, (1,), (), {"value": 1}),
        (R.BONUS_PLACE, (4,), (), {"value": 4}),
        (R.BONUS_UPGRADE, (2,), (), {"old_value": 2}),
        (R.PERMIT_PAY, (2, D.sq(1, 9)), (), {"value": 2, "col": 1, "row": 9}),
        (R.BONUS_PAY, ("upgrade", 1, 3), (), {"bonus": "upgrade", "old_value": 1, "value": 3}),
        (R.PIRATE_TAKE, (2,), (), {"takes": 2}),
        (R.HUTS, (), ((1, "hut_large"),), {"player": 1, "building": "hut_large"}),
        (R.BUILD, (), (), {}),
    ],
)
def test_the_open_choice_of_each_step_is_shown_in_board_terms(
    phase: str, pending: tuple[Any, ...], queue: tuple[Any, ...], seen: dict[str, Any]
) -> None:
    st = situation(phase=phase, pending=pending, huts_queue=queue)
    assert RULES.view(st, 0)["pending"] == seen


def test_the_two_church_tiles_drawn_are_shown_only_to_their_drawer() -> None:
    st = situation(phase=R.CHURCH_KEEP, pending=(7, 4))
    assert RULES.view(st, 0)["pending"] == {"pieces": [4, 7]}
    assert RULES.view(st, 1)["pending"] == {}


def test_wall_tiles_are_shown_with_their_owner_and_number_for_every_seat() -> None:
    """Tiles are stored as seat × 16 + number; the view gives both back."""
    st = situation(4)
    walls = list(st.walls)
    walls[0], walls[1], walls[2] = 1 * 16 + 1, 2 * 16 + 3, 3 * 16 + 9
    shown = RULES.view(dataclasses.replace(st, walls=tuple(walls)), None)["walls"]
    assert [(w["owner"], w["number"], w["tower"]) for w in shown[:4]] == [
        (1, 1, False),
        (2, 3, True),
        (3, 9, True),
        (None, None, False),
    ]


@pytest.mark.parametrize(("ship", "row"), [(-1, None), (0, 2), (D.NUM_ROWS - 1, 12)])
def test_the_ship_is_shown_on_its_dice_row_or_beside_the_board(ship: int, row: int | None) -> None:
    """Before the first roll the ship lies beside the board (rules-data §9)."""
    st = dataclasses.replace(situation(), ship=ship)
    assert RULES.view(st, 0)["ship_row"] == row


def test_the_view_of_a_finished_game_names_its_winner() -> None:
    """000: the first player to place his tenth cube wins (red, seat 0, here)."""
    st = dataclasses.replace(situation(), phase=R.OVER, actor=-1, winner=0, cubes=(0, 3, 5, 9))
    v = RULES.view(st, 1)
    assert (v["winner"], v["winners"], v["to_move"]) == (0, [0], None)
    going_on = RULES.view(situation(), 1)
    assert (going_on["winner"], going_on["winners"]) == (None, [])


def test_a_church_area_in_the_first_column_is_shown_there() -> None:
    """The church area's origin may lie in the first column (column 0 of the view)."""
    st = dataclasses.replace(situation(), church=((3, 1),), church_origin=(0, D.ROW_INDEX[4]))
    assert RULES.view(st, 0)["church_area"] == {"col": 0, "row": 4}
    assert RULES.view(situation(), 0)["church_area"] is None
