"""Set-up and the marble wheel: prices, turning, refill to 11, short bag, 2 coins."""

from __future__ import annotations

import pytest

from elasund_desktop.engine.rules import Action, GameConfig, IllegalAction
from elasund_desktop.games.carrara import data as D  # noqa: N812
from elasund_desktop.games.carrara.rules import (
    ACTION,
    AFTER,
    SEGMENT,
    TAKE,
    blocks_in_play,
    segment_cost,
)

from .helpers import RULES, act, conserve_blocks, kinds, legal_args, marble, set_player, start

EMPTY = (0, 0, 0, 0, 0, 0)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_coins_markers_marble_wheel_display_objects(players: int) -> None:
    s = RULES.setup(GameConfig(players), 5)
    assert s.coins == (20,) * players and s.markers_used == (0,) * players
    assert s.current == s.start_player
    for i in range(players):
        seat = (s.start_player + i) % players
        assert s.marble[seat] == marble(**{("black", "blue", "green", "red")[i]: 1})
    assert s.wheel[0] == (1, 1, 1, 1, 1, 1) and all(seg == EMPTY for seg in s.wheel[1:])
    assert sum(s.bag) == 42 - 6 - players and blocks_in_play(s) == D.TOTAL_BLOCKS
    assert len(s.display) == 9 and len(s.pile) == 21
    assert sorted((*s.display, *s.pile)) == list(range(30))
    assert s.for_sale == (1,) * 6 and s.supply == (5,) * 6


def test_start_player_is_drawn_at_random() -> None:
    starts = {RULES.setup(GameConfig(4), seed).start_player for seed in range(40)}
    assert starts == {0, 1, 2, 3}


@pytest.mark.parametrize("position", range(6))
def test_price_table_at_every_position(position: int) -> None:
    expected = {
        0: (6, 5, 4, 3, 2, 1),
        1: (5, 4, 3, 2, 1, 0),
        2: (4, 3, 2, 1, 0, 0),
        3: (3, 2, 1, 0, 0, 0),
        4: (2, 1, 0, 0, 0, 0),
        5: (1, 0, 0, 0, 0, 0),
    }[position]
    assert D.PRICES[position] == expected
    # and the engine charges exactly that when a block is taken there
    for colour in range(6):
        seg = [0] * 6
        seg[colour] = 1
        wheel = [EMPTY] * 6
        wheel[position] = tuple(seg)
        s = start(3, phase=TAKE, segment=position, wheel=tuple(wheel))
        s = conserve_blocks(s)
        p = s.current
        after = act(s, "take_block", D.COLOURS[colour]).state
        assert after.coins[p] == 20 - expected[colour]
        assert after.marble[p][colour] == s.marble[p][colour] + 1


@pytest.mark.parametrize(("position", "cost"), [(0, 23), (1, 16), (2, 10), (3, 7), (4, 4), (5, 2)])
def test_a_whole_segment_costs_the_sum_of_its_blocks_prices(position: int, cost: int) -> None:
    """What the board writes under a segment: every block at its colour's price
    at that position (two of a colour cost twice its price)."""
    segment = (2, 0, 1, 0, 3, 1)  # 2 white, 1 red, 3 blue, 1 black
    assert segment_cost(segment, position) == cost
    assert segment_cost(EMPTY, position) == 0


def test_buying_turns_the_wheel_one_segment_and_prices_drop() -> None:
    s = start(3)
    after = act(s, "buy_marble").state
    # the six starting blocks moved from I to II (now one coin cheaper each)
    assert after.wheel[1] == (1, 1, 1, 1, 1, 1)
    assert after.rotation == 1 and after.phase == SEGMENT


def test_refill_to_eleven_blocks_on_the_wheel() -> None:
    s = start(3)
    after = act(s, "buy_marble").state
    assert sum(sum(seg) for seg in after.wheel) == D.WHEEL_TARGET == 11
    assert sum(after.wheel[0]) == 5  # the new blocks lie on the segment at position I
    assert sum(after.bag) == sum(s.bag) - 5
    assert blocks_in_play(after) == 42


def test_segment_leaving_the_last_position_comes_round_to_the_first() -> None:
    wheel = (EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, marble(white=2, black=1))
    s = conserve_blocks(start(3, wheel=wheel))
    after = act(s, "buy_marble").state
    assert after.wheel[0][0] >= 2 and after.wheel[0][5] >= 1  # repriced as position I
    assert sum(after.wheel[0]) == 11  # they count toward the 11


def test_short_bag_refills_what_there_is() -> None:
    s = start(3)
    # 40 blocks behind the screens: only 42 - 40 - 1 = 1 block left in the bag
    s = set_player(s, 0, marble=(7, 7, 7, 7, 6, 6))
    s = set_player(s, 1, marble=EMPTY)
    s = set_player(s, 2, marble=EMPTY)
    s = conserve_blocks(s._replace(wheel=(marble(black=1), EMPTY, EMPTY, EMPTY, EMPTY, EMPTY)))
    assert sum(s.bag) == 1
    t = act(s, "buy_marble")
    assert sum(sum(seg) for seg in t.state.wheel) == 2 and sum(t.state.bag) == 0
    assert any(e.key == "bag_short" for e in t.events)
    # and with an empty bag nothing is drawn at all
    t2 = act(t.state._replace(phase=ACTION), "buy_marble")
    assert sum(sum(seg) for seg in t2.state.wheel) == 2


def test_two_coins_when_nothing_is_affordable() -> None:
    s = start(3)
    p = s.current
    # only white blocks, all on position I after the turn (6 coins each); 3 coins held
    s = s._replace(wheel=(EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, marble(white=7)))
    s = set_player(s, p, coins=3)
    s = conserve_blocks(s)
    s = s._replace(bag=EMPTY)  # nothing else comes onto the wheel
    s = s._replace(marble=tuple(m if q != p else marble(white=0) for q, m in enumerate(s.marble)))
    t = act(s, "buy_marble")
    assert t.state.coins[p] == 3 + D.FALLBACK_COINS
    assert any(e.key == "cannot_buy" for e in t.events)
    assert t.state.phase in (AFTER, ACTION)  # the action is over


def test_free_blocks_count_as_affordable() -> None:
    s = start(3)
    p = s.current
    s = set_player(s, p, coins=0)
    t = act(s, "buy_marble")  # the starting blocks are now at II: black is free
    assert t.state.phase == SEGMENT
    assert legal_args(t.state, "choose_segment") == [1]
    s2 = act(t.state, "choose_segment", 1).state
    assert legal_args(s2, "take_block") == ["black"]


def test_buy_from_one_segment_and_take_at_least_one_block() -> None:
    s = act(start(3), "buy_marble").state
    s = act(s, "choose_segment", 1).state
    assert s.phase == TAKE and "stop_taking" not in kinds(s)
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action(s.current, "stop_taking", ()))
    assert err.value.reason_key == "must_take_one"
    s = act(s, "take_block", "black").state
    assert "stop_taking" in kinds(s)
    # blocks of other segments are never offered in this purchase
    s = act(s, "take_block", "white").state
    assert s.wheel[1][0] == 0 and s.coins[s.current] == 20 - 0 - 5


def test_taking_stops_by_itself_when_nothing_more_can_be_taken() -> None:
    s = act(start(3), "buy_marble").state
    s = act(s, "choose_segment", 1).state
    p = s.current
    for colour in ("white", "yellow", "red", "green", "blue", "black"):
        s = act(s, "take_block", colour).state
    assert s.phase != TAKE and s.wheel[1] == EMPTY
    assert s.coins[p] == 20 - (5 + 4 + 3 + 2 + 1 + 0)


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (2, 2), (3, 1), (4, 3)])
def test_a_new_game_has_seven_blocks_of_each_colour_and_no_step_under_way(
    players: int, seed: int
) -> None:
    """Summary 002 set-up: 7 blocks of each of the six colours, some on the wheel,
    some in the players' hands, the rest in the bag; no segment, tile or city chosen,
    no city scored yet."""
    s = RULES.setup(GameConfig(players), seed)
    for c in range(6):
        on_wheel = sum(seg[c] for seg in s.wheel)
        held = sum(m[c] for m in s.marble)
        assert on_wheel + held + s.bag[c] == D.BLOCKS_PER_COLOUR, D.COLOURS[c]
    assert (s.segment, s.taken, s.tile, s.city) == (-1, 0, -1, -1)
    assert s.city_scorer == (-1,) * 6 and s.paid == (0,) * 6
