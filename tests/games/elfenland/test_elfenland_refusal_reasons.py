"""Every refusal of the Elfenland rules names its rule and the numbers the player needs.

One situation per branch of the explanation (seed: counters go only on roads of a terrain
their transport may use, one per road; the obstacle goes on a road with a counter, once a
game; travelling pays the counter's cards, rafts on water, a caravan any 3 cards only when
unable to pay otherwise; more than 4 cards after moving are discarded).
"""

from __future__ import annotations

from typing import Any

import pytest

from elasund_desktop.engine.rules import Action, IllegalAction
from elasund_desktop.games.elfenland import data as D  # noqa: N812
from elasund_desktop.games.elfenland import rules as R  # noqa: N812

from .helpers import RULES, kind, moving, new_game, planning, route, town, with_hand


def refusal(s: R.ElfenlandState, kind_: str, *args: Any, player: int = 0) -> tuple[str, dict]:
    action = Action(player, kind_, tuple(args))
    assert action not in RULES.legal_actions(s)
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, action)
    return err.value.reason_key, err.value.params


def _road_of(terrain: str) -> str:
    return next(r.route_id for r in D.ROUTES if r.kind == "road" and r.terrain == terrain)


FOREST = "road.dagamura.kihromah"


def test_game_over_unknown_and_out_of_turn() -> None:
    s = moving(new_game(3), 0)
    assert refusal(s._replace(phase=R.OVER), "end_move") == ("game_over", {})
    assert refusal(s, "fly") == ("unknown_action", {"kind": "fly"})
    assert refusal(s, "end_move", player=2) == ("not_your_turn", {"player": 0})


@pytest.mark.parametrize(
    ("kind_", "args"),
    [
        ("end_move", (1,)),
        ("take_counter", (D.FACE_UP_ROW,)),
        ("take_counter", (-1,)),
        ("take_counter", (True,)),
        ("place_counter", ("horse", 0)),
        ("place_counter", ("dragon", D.NUM_ROUTES)),
        ("place_counter", ("dragon",)),
        ("place_obstacle", (-1,)),
        ("travel", (0, "walk")),
        ("travel", (D.NUM_ROUTES, "cards")),
        ("travel", ("0", "cards")),
        ("pay_card", ("gold",)),
        ("discard", (3,)),
        ("keep_counter", ("dragon", 1)),
        ("keep_counter", ("raft", True)),
    ],
)
def test_malformed_arguments(kind_: str, args: tuple[Any, ...]) -> None:
    assert refusal(moving(new_game(3), 0), kind_, *args) == ("bad_argument", {})


def test_counter_placement_reasons_place_first_then_the_counter() -> None:
    s = planning(new_game(3), 0, shown=("giant_pig",))
    assert refusal(s, "place_counter", "giant_pig", route("lake.elvenhold.virst")) == (
        "no_counters_on_water",
        {},
    )
    taken = s._replace(board=R._tset(s.board, route(FOREST), kind("dragon")))
    assert refusal(taken, "place_counter", "giant_pig", route(FOREST)) == (
        "road_taken",
        {"transport": "dragon"},
    )
    assert refusal(s, "place_counter", "unicorn", route(FOREST)) == (
        "no_such_counter",
        {"transport": "unicorn"},
    )
    desert = route(_road_of("desert"))
    allowed = [t for t in D.TRANSPORTS if "desert" in D.TRANSPORT_COSTS[t]]
    assert refusal(s, "place_counter", "giant_pig", desert) == (
        "terrain_forbids",
        {"transport": "giant_pig", "terrain": "desert", "allowed": allowed},
    )


def test_obstacle_reasons() -> None:
    s = planning(new_game(3), 0, shown=("giant_pig",))
    assert refusal(s, "place_obstacle", route("river.virst.jxara")) == ("no_counters_on_water", {})
    assert refusal(s, "place_obstacle", route(FOREST)) == ("obstacle_needs_counter", {})
    s = s._replace(board=R._tset(s.board, route(FOREST), kind("dragon")))
    blocked = s._replace(blocked=R._tset(s.blocked, route(FOREST), True))
    assert refusal(blocked, "place_obstacle", route(FOREST)) == ("obstacle_taken", {})
    used = s._replace(obstacle=(False, True, True))
    assert refusal(used, "place_obstacle", route(FOREST)) == ("obstacle_used", {})


def test_travel_to_a_town_not_next_to_the_boot_names_the_far_end() -> None:
    s = moving(new_game(3), 0, "elvenhold", {FOREST: "dragon"}, dragon=4)
    r = D.ROUTES[route(FOREST)]
    here = town("elvenhold")
    far = r.a if D.DISTANCES[here][r.a] >= D.DISTANCES[here][r.b] else r.b
    assert refusal(s, "travel", route(FOREST), "cards") == (
        "not_adjacent",
        {"town": D.TOWN_IDS[far], "here": "elvenhold"},
    )


def test_caravan_reasons() -> None:
    s = moving(new_game(3), 0, "dagamura", {FOREST: "magic_cloud"}, dragon=2)
    assert refusal(s, "travel", route(FOREST), "caravan") == (
        "caravan_too_few",
        {"n": D.CARAVAN_CARDS, "have": 2},
    )
    bare = moving(new_game(3), 0, "dagamura", {}, dragon=5)
    assert refusal(bare, "travel", route(FOREST), "caravan") == ("no_counter_on_road", {})
    water = moving(new_game(3), 0, "virst", {}, dragon=5)
    assert refusal(water, "travel", route("river.virst.jxara"), "caravan") == (
        "caravan_not_on_water",
        {},
    )
    can_pay = with_hand(s, 0, magic_cloud=2, dragon=3)
    assert refusal(can_pay, "travel", route(FOREST), "caravan") == ("caravan_only_if_unable", {})


def test_paying_reasons_road_river_both_ways_and_lake() -> None:
    bare = moving(new_game(3), 0, "dagamura", {}, dragon=5)
    assert refusal(bare, "travel", route(FOREST), "cards") == ("no_counter_on_road", {})
    s = moving(new_game(3), 0, "dagamura", {FOREST: "magic_cloud"}, magic_cloud=1, dragon=1)
    assert refusal(s, "travel", route(FOREST), "cards") == (
        "cannot_pay_nor_caravan",
        {"n": 2, "card": "magic_cloud", "have": 1, "caravan": D.CARAVAN_CARDS},
    )
    s = with_hand(s, 0, magic_cloud=1, dragon=3)
    assert refusal(s, "travel", route(FOREST), "cards") == (
        "cannot_pay",
        {"n": 2, "card": "magic_cloud", "have": 1},
    )
    down = moving(new_game(3), 0, "virst", {}, dragon=3)
    assert refusal(down, "travel", route("river.virst.jxara"), "cards") == (
        "cannot_pay_downstream",
        {"n": 1, "have": 0},
    )
    up = moving(new_game(3), 0, "jxara", {}, raft=1)
    assert refusal(up, "travel", route("river.virst.jxara"), "cards") == (
        "cannot_pay_upstream",
        {"n": 2, "have": 1},
    )
    lake = moving(new_game(3), 0, "elvenhold", {}, raft=1)
    assert refusal(lake, "travel", route("lake.elvenhold.virst"), "cards") == (
        "cannot_pay_ferry",
        {"n": 2, "have": 1},
    )


def test_step_reasons_secret_first_cards_counters_discard_caravan_not_now() -> None:
    s = new_game(3)
    s = s._replace(current=0, phase=R.DRAW_SECRET)
    assert refusal(s, "take_counter", 0) == ("secret_first", {})
    assert refusal(s, "take_blind") == ("secret_first", {})
    caravan = moving(new_game(3), 0, "dagamura", {}, dragon=3)._replace(
        phase=R.CARAVAN, pending=(route(FOREST), town("kihromah"), 2)
    )
    assert refusal(caravan, "pay_card", "raft") == ("no_card", {"card": "raft"})
    assert refusal(caravan, "end_move") == ("finish_caravan", {"n": 2})
    discard = moving(new_game(3), 0, "dagamura", {}, dragon=7)._replace(phase=R.DISCARD)
    assert refusal(discard, "discard", "raft") == ("no_card", {"card": "raft"})
    assert refusal(discard, "end_move") == ("must_discard", {"n": 3})
    keep = moving(new_game(3), 0)._replace(phase=R.KEEP, shown=((kind("dragon"),), (), ()))
    assert refusal(keep, "keep_counter", "unicorn", False) == (
        "no_such_counter",
        {"transport": "unicorn"},
    )
    assert refusal(moving(new_game(3), 0), "draw_secret") == ("not_now", {"phase": R.MOVE})
