"""What each Carrara player sees (rules-data/carrara.md, question 19: coins,
marble blocks and objects lie behind each player's screen; buildings, city
markers and type markers are public; at the end the screens are lifted for the
final scoring). The board, the players' table and the computer players read
the whole view, so every key and value is pinned here in exact positions."""

from __future__ import annotations

from typing import Any

from elasund_desktop.games.carrara.rules import OVER, PAY, TAKE, CarraraState

from .helpers import RULES, board, marble, set_player, start, tile

WHEEL = (
    (0, 0, 0, 0, 0, 1),
    (1, 0, 0, 0, 0, 0),
    (0, 1, 0, 2, 0, 0),
    (0, 0, 0, 0, 0, 0),
    (0, 0, 0, 0, 0, 0),
    (0, 0, 1, 0, 0, 0),
)


def _position() -> CarraraState:
    """Three players, blue (seat 1) on turn taking blocks from position III
    (one taken); seat 2 began the game; one display slot is empty."""
    s = start(
        3,
        current=1,
        phase=TAKE,
        turn=7,
        rotation=5,
        wheel=WHEEL,
        display=(23, 8, -1, 18, 27, 17, 24, 9, 6),
        pile=(1, 2, 3),
        vp=(9, 14, 3),
        for_sale=(1, 0, 1, 1, 1, 0),
        supply=(5, 4, 5, 5, 3, 5),
        city_scorer=(-1, 1, -1, -1, 0, -1),
        markers_used=(1, 4, 0),
        segment=2,
        taken=1,
    )
    s = set_player(
        s,
        0,
        boards=board(lucca=[("villa", 3)], massa=[("porta", 5)]),
        coins=13,
        marble=marble(white=1),
        objects=(3, 0, 2, 0, 2, 0),
        type_scored=(False, False, False, True, False, False),
    )
    s = set_player(
        s,
        1,
        boards=board(livorno=[("biblioteca", 2)], pisa=[("cattedrale", 4), ("palazzo", 1)]),
        coins=27,
        marble=marble(yellow=2, green=1, black=3),
        objects=(0, 2, 1, 0, 0, 1),
        type_scored=(True, False, False, False, False, False),
    )
    return set_player(s, 2, coins=4, marble=marble(black=1), objects=(0,) * 6)


# what everybody sees of each seat (building value: villa 3 + porta 5; biblioteca 2
# + cattedrale 4 + palazzo 1; nothing built)
PUBLIC = [
    {
        "vp": 9,
        "board": [[], [], [tile("villa", 3)], [], [tile("porta", 5)], []],
        "type_scored": [False, False, False, True, False, False],
        "markers_used": 1,
        "building_value": 8,
    },
    {
        "vp": 14,
        "board": [
            [tile("biblioteca", 2)],
            [tile("cattedrale", 4), tile("palazzo", 1)],
            [],
            [],
            [],
            [],
        ],
        "type_scored": [True, False, False, False, False, False],
        "markers_used": 4,
        "building_value": 7,
    },
    {
        "vp": 3,
        "board": [[], [], [], [], [], []],
        "type_scored": [False] * 6,
        "markers_used": 0,
        "building_value": 0,
    },
]
# behind each screen; objectives: 4 scorings, 7 objects, building value 25 (3 players)
SCREEN = [
    {
        "coins": 13,
        "marble": [1, 0, 0, 0, 0, 0],
        "objects": [3, 0, 2, 0, 2, 0],
        "objectives": [False, True, False],  # 1 scoring, 7 objects, value 8
    },
    {
        "coins": 27,
        "marble": [0, 2, 0, 1, 0, 3],
        "objects": [0, 2, 1, 0, 0, 1],
        "objectives": [True, False, False],  # 4 scorings, 4 objects, value 7
    },
    {
        "coins": 4,
        "marble": [0, 0, 0, 0, 0, 1],
        "objects": [0, 0, 0, 0, 0, 0],
        "objectives": [False, False, False],
    },
]


def _table(me: int | None, players: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "game": "carrara",
        "me": me,
        "num_players": 3,
        "phase": "take",
        "current": 1,
        "to_move": 1,
        "turn": 7,
        "start_player": 2,
        "wheel": [list(seg) for seg in WHEEL],
        "rotation": 5,
        "display": [23, 8, -1, 18, 27, 17, 24, 9, 6],
        "pile": 3,  # only how many tiles lie face down
        "for_sale": [1, 0, 1, 1, 1, 0],
        "supply": [5, 4, 5, 5, 3, 5],
        "city_scorer": [-1, 1, -1, -1, 0, -1],
        "players": players,
        "segment": 2,
        "taken": 1,
        "tile": -1,
        "city": -1,
        "paid": [0, 0, 0, 0, 0, 0],
        "object_bought": False,
        "end_reason": "",
        "announcer": -1,
        "objective_targets": {"scorings": 4, "objects": 7, "building_value": 25},
        "final": [],
        "winners": [],
    }


def test_the_player_on_turn_sees_the_table_and_only_his_own_screen() -> None:
    assert RULES.view(_position(), 1) == _table(
        1, [PUBLIC[0], {**PUBLIC[1], **SCREEN[1]}, PUBLIC[2]]
    )


def test_another_player_sees_only_his_own_screen() -> None:
    assert RULES.view(_position(), 0) == _table(
        0, [{**PUBLIC[0], **SCREEN[0]}, PUBLIC[1], PUBLIC[2]]
    )
    assert RULES.view(_position(), 2) == _table(
        2, [PUBLIC[0], PUBLIC[1], {**PUBLIC[2], **SCREEN[2]}]
    )


def test_a_spectator_sees_no_screen() -> None:
    assert RULES.view(_position(), None) == _table(None, PUBLIC)


def test_a_build_under_way_shows_its_tile_city_and_the_blocks_set_aside() -> None:
    """Building: the tile chosen, the city (Lucca, index 2) and the blocks set aside."""
    s = _position()._replace(
        phase=PAY,
        segment=-1,
        taken=0,
        tile=tile("villa", 4),
        city=2,
        paid=(0, 1, 1, 0, 0, 0),
        object_bought=True,
    )
    v = RULES.view(s, 1)
    assert (v["phase"], v["segment"], v["taken"], v["tile"], v["city"], v["paid"]) == (
        "pay",
        -1,
        0,
        tile("villa", 4),
        2,
        [0, 1, 1, 0, 0, 0],
    )
    assert v["object_bought"] is True


def test_at_the_end_every_screen_is_lifted_with_the_final_scores() -> None:
    """After the last turn the screens are opened for the final scoring: everybody,
    spectators too, sees coins, marble and objects; the winner and why it ended."""
    s = _position()._replace(
        phase=OVER, end_reason="announced", announcer=1, final=(40, 42, 7), winners=(1,)
    )
    players = [{**PUBLIC[q], **SCREEN[q]} for q in range(3)]
    over = {
        **_table(None, players),
        "phase": "over",
        "to_move": None,
        "end_reason": "announced",
        "announcer": 1,
        "final": [40, 42, 7],
        "winners": [1],
    }
    assert RULES.view(s, None) == over
    assert RULES.view(s, 2) == {**over, "me": 2}


def test_the_objective_targets_follow_the_player_count() -> None:
    """Two players need 8 objects and building value 30, four players 6 and 20."""
    two = RULES.view(start(2), 0)["objective_targets"]
    four = RULES.view(start(4), 0)["objective_targets"]
    assert two == {"scorings": 4, "objects": 8, "building_value": 30}
    assert four == {"scorings": 4, "objects": 6, "building_value": 20}
