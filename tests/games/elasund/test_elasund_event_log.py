"""The whole event list of Elasund moves, key and every parameter, in exact
situations. The log, the animations, the gains plot and the statistics read
these events, so a wrong key or a wrong number is a wrong line in front of the
players. (The log counts columns and church tiles from 1, rows by their dice
number.)"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from elasund_desktop.engine.rules import GameConfig, IllegalAction, Transition
from elasund_desktop.games.elasund import data as D  # noqa: N812
from elasund_desktop.games.elasund import rules as R  # noqa: N812
from elasund_desktop.games.elasund.rules import ElasundState
from tests.games.elasund.helpers import (
    RULES,
    act,
    bld,
    check_invariants,
    empty_hands,
    hand,
    legal,
    permits,
    place,
    situation,
)
from tests.games.elasund.test_elasund_production import _roll_state
from tests.games.elasund.test_elasund_trade_huts_walls_church import _build


def log(t: Transition[ElasundState]) -> list[tuple[str, dict[str, Any]]]:
    return [(e.key, e.as_dict()) for e in t.events]


def after_roll(t: Transition[ElasundState], total: int) -> list[tuple[str, dict[str, Any]]]:
    """The events after the roll, once the roll event itself is checked."""
    (key, roll), *rest = log(t)
    assert key == "roll" and roll["total"] == total == roll["die1"] + roll["die2"]
    return rest


def test_income_is_logged_per_player_in_turn_order_from_the_roller() -> None:
    """000/001 income: every building with a square in the ship's row pays its owner."""
    st = empty_hands(_roll_state(6, 2, current=1))
    st = place(st, bld("workshop", 0, 3, 5), bld("house", 1, 4, 6), bld("tavern", 2, 6, 5))
    assert after_roll(act(st, 1, "roll"), 6) == [
        ("ship_moved", {"player": 1, "row": 6}),
        ("income", {"player": 1, "gold": 0, "influence": 1}),
        ("income", {"player": 2, "gold": 0, "influence": 1}),
        ("income", {"player": 0, "gold": 1, "influence": 0}),
    ]


def test_income_the_supply_cannot_pay_is_logged_as_short() -> None:
    """000/001 shortage: when, after everybody returned half, the supply still
    cannot pay, players are paid in turn order while it lasts."""
    st = _roll_state(5, 2)
    st = empty_hands(place(st, bld("workshop", 0, 3, 5), bld("workshop", 1, 4, 5)))
    # the other gold cards lie in the pirates' pool: nobody has gold to return
    st = dataclasses.replace(st, gold_supply=1, pool=(D.GOLD_CARDS - 1, 0, 0, 0))
    t = act(st, 0, "roll")
    assert after_roll(t, 5) == [
        ("ship_moved", {"player": 0, "row": 5}),
        ("shortage", {"card": "gold"}),
        ("income", {"player": 0, "gold": 1, "influence": 0}),
        ("income_short", {"player": 1, "gold": 1, "influence": 0}),
    ]
    assert t.state.gold[:2] == (1, 0) and t.state.gold_supply == 0


def test_the_first_roll_names_the_start_player() -> None:
    """Set-up: the start player is drawn; the log says so with the first roll."""
    st = RULES.setup(GameConfig(3, {}), 4)
    t = act(st, st.actor, "roll")
    assert log(t)[0] == ("start_player", {"player": st.actor})
    assert [k for k, _ in log(t)[1:3]] == ["roll", "ship_moved"]
    later = dataclasses.replace(t.state, phase=R.ROLL, actor=t.state.current, pending=())
    assert "start_player" not in [k for k, _ in log(act(later, later.actor, "roll"))]


def test_pirates_are_announced_with_each_players_demand() -> None:
    """000 "7": the ship's row decides how many cards each player gives up."""
    st = _roll_state(7, 2)
    st = empty_hands(place(st, bld("market_stand", 0, 3, 5), bld("well", 1, 1, 5)))
    st = hand(hand(st, 0, gold=2), 1, red=3)
    t = act(act(st, 0, "roll").state, 0, "move_ship", 5)
    assert log(t)[:4] == [
        ("ship_moved", {"player": 0, "row": 5}),
        ("pirates", {"player": 0, "row": 5}),
        ("pirate_demand", {"player": 0, "cubes": 1, "n": 1}),
        ("pirate_demand", {"player": 1, "cubes": 1, "n": 1}),
    ]


def test_building_over_a_neutral_building_returns_its_cube_and_trade_points() -> None:
    """000: a building built over another returns that one's cube to its owner, and
    its owner loses the trade points of its squares (and a track cube he no longer
    reaches); the builder gains those of his own squares."""
    st = situation()
    st = place(st, bld("well", 1, 0, 5), bld("house", 1, 0, 9), bld("market_stand", 1, 0, 10))
    st = dataclasses.replace(
        st, cubes=(10, 7, 10, 10), trade=(0, 3, 0, 0), track=((1,), (), (), (), ())
    )
    check_invariants(st)
    st = hand(permits(st, [(0, 1, 0, 5)]), 0, gold=10)
    t = _build(st, 0, "workshop", 0, 5)  # covers (0,5) and (0,6): over blue's well
    assert log(t) == [
        (
            "build",
            {
                "player": 0,
                "building": "workshop",
                "col": 1,
                "row": 5,
                "cost": 2,
                "compensation": 0,
                "n": 2,
            },
        ),
        ("permit_returned", {"player": 0, "value": 1, "col": 1, "row": 5}),
        ("destroyed", {"player": 1, "building": "well", "col": 1, "row": 5}),
        ("cubes_returned", {"player": 1, "count": 1}),
        ("trade_points_lost", {"player": 1, "points": 1, "total": 2, "n": 1}),
        ("track_cube_lost", {"player": 1, "space": 3}),
        ("trade_points", {"player": 0, "points": 2, "total": 2, "n": 2}),
    ]
    check_invariants(t.state)


def test_a_neutral_building_logs_its_cubes_and_a_same_size_build_its_cards() -> None:
    """000 d)/e): a same-size building costs 3 cards of one colour; a neutral
    building takes a cube of its builder per flag."""
    st = place(situation(phase=R.BUILD_SITE, pending=("market_stand",)), bld("house", 1, 3, 3))
    st = hand(permits(st, [(0, 1, 4, 3)]), 0, gold=10, red=3, green=4)
    t = act(act(st, 0, "build_at", 3, 3).state, 0, "pay_colour", "green")
    assert log(t) == [
        (
            "build",
            {
                "player": 0,
                "building": "market_stand",
                "col": 4,
                "row": 3,
                "cost": 5,
                "compensation": 0,
                "n": 5,
            },
        ),
        ("influence_paid", {"player": 0, "colour": "green", "count": 3}),
        ("permit_returned", {"player": 0, "value": 1, "col": 5, "row": 3}),
        ("destroyed", {"player": 1, "building": "house", "col": 4, "row": 3}),
        ("cubes_placed", {"player": 0, "building": "market_stand", "count": 1}),
    ]


def test_a_trade_track_space_reached_logs_the_cube_placed_there() -> None:
    """000: reaching 3, 5, 7, 9 or 11 trade points puts a cube on that space."""
    st = situation(trade=(4, 0, 0, 0))
    st = place(st, bld("tavern", 0, 0, 2), bld("merchant", 0, 0, 4, 1))
    st = dataclasses.replace(st, track=((0,), (), (), (), ()), cubes=(7, 10, 10, 10))
    st = hand(permits(st, [(0, 1, 0, 6), (0, 2, 1, 6), (0, 3, 0, 9)]), 0, gold=10)
    t = _build(st, 0, "tavern", 0, 6)
    assert log(t)[-3:] == [
        ("cubes_placed", {"player": 0, "building": "tavern", "count": 1}),
        ("trade_points", {"player": 0, "points": 2, "total": 6, "n": 2}),
        ("track_cube", {"player": 0, "space": 5}),
    ]


def _two_north_tiles(gold: int) -> ElasundState:
    st = empty_hands(situation())
    lay = R.LAYOUTS[4]
    walls = list(st.walls)
    for number, col in enumerate((7, 6), start=1):
        walls[lay.wall_index[("north", col)]] = 0 * 16 + number
    return hand(dataclasses.replace(st, walls=tuple(walls), wall_next=(3, 1, 1, 1)), 0, gold=gold)


def test_a_wall_tower_logs_its_tile_place_cost_and_cube() -> None:
    """000 "Costruire dei bastioni": north and south tiles cost 2, east tiles 4; the
    third tile is a tower with a cube. East spaces are named by their dice row."""
    st = _two_north_tiles(gold=4)
    assert log(act(st, 0, "wall", "east", 3)) == [
        ("wall_built_east", {"player": 0, "number": 3, "row": 3, "cost": 4, "n": 4}),
        ("tower_cube", {"player": 0}),
    ]
    assert log(act(st, 0, "wall", "north", 5)) == [
        ("wall_built", {"player": 0, "number": 3, "side": "north", "col": 6, "cost": 2, "n": 2}),
        ("tower_cube", {"player": 0}),
    ]


def test_the_first_church_builder_draws_two_and_puts_one_at_the_bottom() -> None:
    """000 "Costruire la chiesa": the first builder draws two tiles, keeps one."""
    st = hand(situation(church_stack=(4, 7, 0, 1, 2, 3, 5, 6, 8)), 0, gold=7)
    t = act(st, 0, "church")
    assert log(t) == [("church_draw_two", {"player": 0})]
    with pytest.raises(IllegalAction) as exc:
        act(t.state, 0, "church_keep", 0)
    assert (exc.value.reason_key, exc.value.params) == ("church_tile_not_drawn", {})
    kept = act(t.state, 0, "church_keep", 7)
    assert log(kept) == [
        ("church_bottom", {"player": 0}),
        ("church_tile", {"player": 0, "piece": 8, "col": 3, "row": 8, "cost": 7, "n": 7}),
    ]


def test_permits_placed_and_moved_are_logged_with_value_and_squares() -> None:
    """000 permits: a permit costs its value in gold; the bonus actions place one
    anywhere for one card of each colour, or move one for two cards of a colour."""
    st = hand(situation(phase=R.PERMIT), 0, gold=5)
    t = act(act(st, 0, "permit", 2).state, 0, "permit_at", 0, 5)
    assert log(t) == [
        ("permit_placed", {"player": 0, "value": 2, "col": 1, "row": 5, "cost": 2, "n": 2}),
    ]
    st = hand(situation(phase=R.BONUS), 0, gold=5, red=1, blue=1, green=1)
    t = act(act(st, 0, "bonus_place", 3).state, 0, "bonus_place_at", 4, 6)
    assert log(t) == [
        ("influence_paid_each", {"player": 0}),
        ("permit_placed", {"player": 0, "value": 3, "col": 5, "row": 6, "cost": 3, "n": 3}),
        ("next_turn", {"player": 1}),
    ]
    st = permits(hand(situation(phase=R.BONUS), 0, gold=5, red=2), [(0, 2, 4, 6)])
    t = act(act(st, 0, "bonus_move", 2).state, 0, "bonus_move_to", 5, 6)
    assert log(t) == [
        ("influence_paid", {"player": 0, "colour": "red", "count": 2}),
        (
            "permit_moved",
            {"player": 0, "value": 2, "from_col": 5, "from_row": 6, "col": 6, "row": 6},
        ),
        ("next_turn", {"player": 1}),
    ]


def test_ending_a_turn_names_the_next_player_clockwise() -> None:
    assert log(act(situation(phase=R.BONUS, current=3), 3, "end_turn")) == [
        ("next_turn", {"player": 0}),
    ]


def test_a_replaced_start_hut_is_logged_where_it_goes() -> None:
    """000 "Le capanne degli operai": a hut built over is placed again by its owner."""
    st = situation(phase=R.HUTS, huts_queue=((2, "hut_small"),), current=0)
    st = dataclasses.replace(st, huts_removed=(*st.huts_removed[:2], ("hut_large",), ()))
    st = dataclasses.replace(st, actor=2)
    t = act(st, 2, "place_hut", 1, 3)
    assert log(t) == [("hut_placed", {"player": 2, "building": "hut_small", "col": 2, "row": 3})]
    with pytest.raises(IllegalAction) as exc:
        act(st, 2, "place_hut", 0, 3)  # a trade square
    assert (exc.value.reason_key, exc.value.params) == ("hut_square_not_free", {})


def test_an_action_of_another_step_is_refused_by_name() -> None:
    st = hand(situation(phase=R.BUILD), 0, gold=5)
    with pytest.raises(IllegalAction) as exc:
        act(st, 0, "permit", 2)
    assert (exc.value.reason_key, exc.value.params) == ("wrong_step", {"action": "permit"})
    assert ("end_construction", ()) in legal(st)


def _influence_income(
    deck: tuple[int, int, int], discard: tuple[int, int, int], owners: tuple[int, ...], **holders
) -> ElasundState:
    """Ship to row 6 with a roll of 6; houses there of `owners` (one influence card
    each); `holders` = seat -> (red, blue, green) in hand.  The deck and
    the discards are as given; the other influence cards lie in the pirates' pool,
    out of the way of income."""
    st = empty_hands(_roll_state(6, 2))
    st = place(st, *(bld("house", p, col, 6) for p, col in zip(owners, (1, 3, 6), strict=False)))
    for seat, (red, blue, green) in holders.items():
        st = hand(st, int(seat[1:]), red=red, blue=blue, green=green)
    parked = tuple(st.deck[c] - deck[c] - discard[c] for c in range(3))
    assert min(parked) >= 0
    return dataclasses.replace(st, deck=deck, discard=discard, pool=(0, *parked))


def test_a_deck_running_out_inside_a_draw_reshuffles_the_discards_then() -> None:
    """000/001: cards are drawn from the deck; when it is used up the discards are
    shuffled into a new deck, also in the middle of a player's income."""
    st = _influence_income((1, 0, 0), (0, 3, 0), owners=(0, 0))
    t = act(st, 0, "roll")
    assert after_roll(t, 6) == [
        ("ship_moved", {"player": 0, "row": 6}),
        ("reshuffle", {"count": 3}),
        ("income", {"player": 0, "gold": 0, "influence": 2}),
    ]
    assert t.state.influence[0] == (1, 1, 0)  # the deck's red card, then a reshuffled blue
    assert (t.state.deck, t.state.discard) == ((0, 2, 0), (0, 0, 0))


def test_a_shortage_shuffles_the_returned_cards_into_the_deck_before_anyone_draws() -> None:
    """000/001 shortage: everybody returns half, the returned cards join the deck,
    and only then is income paid in turn order."""
    st = _influence_income((1, 0, 0), (0, 0, 0), owners=(0, 1, 1), p2=(0, 0, 4))
    t = act(st, 0, "roll")
    assert after_roll(t, 6) == [
        ("ship_moved", {"player": 0, "row": 6}),
        ("shortage", {"card": "influence"}),
        ("shortage_return", {"player": 2, "card": "influence", "count": 2}),
        ("reshuffle", {"count": 2}),  # before red draws the deck's last card
        ("income", {"player": 0, "gold": 0, "influence": 1}),
        ("income", {"player": 1, "gold": 0, "influence": 2}),
    ]


def test_influence_income_stops_when_deck_and_discards_are_both_empty() -> None:
    """000/001 shortage: what the cards cannot pay is not paid (and logged as short)."""
    st = _influence_income((1, 0, 0), (0, 0, 0), owners=(0, 0))
    t = act(st, 0, "roll")
    assert after_roll(t, 6) == [
        ("ship_moved", {"player": 0, "row": 6}),
        ("shortage", {"card": "influence"}),
        ("income", {"player": 0, "gold": 0, "influence": 1}),
        ("income_short", {"player": 0, "gold": 0, "influence": 1}),
    ]
    assert t.state.influence[0] == (1, 0, 0) and t.state.deck == (0, 0, 0)
