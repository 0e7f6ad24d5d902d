"""Every numeric threshold of the Carrara rules at the value, one below and one above.

From the Italian summary (seed 004) and rules-data/carrara.md: block prices on the wheel,
the 2 coins of a player who can afford nothing, tile values paid in accepted blocks, the
buildings a city needs before it is scored, the six scoring markers, the object price of
10 coins, the three objectives per player count, 1 VP per full 5 coins at the end, the
end when the last of the 30 tiles is built, 2 to 4 players.
"""

from __future__ import annotations

import pytest

from elasund_desktop.engine.rules import Action, GameConfig, IllegalAction
from elasund_desktop.games.carrara import data as D  # noqa: N812
from elasund_desktop.games.carrara.rules import (
    AFTER,
    END_ALL_BUILT,
    SEGMENT,
    TAKE,
    CarraraState,
    final_scores,
    objectives_met,
)

from .helpers import (
    RULES,
    act,
    board,
    conserve_blocks,
    kinds,
    legal_args,
    marble,
    set_player,
    start,
    tile,
)

EMPTY = (0, 0, 0, 0, 0, 0)


def _board_worth(value: int) -> tuple[tuple[int, ...], ...]:
    """A board whose buildings add up to exactly `value` (distinct tiles)."""
    tiles: list[tuple[str, int]] = []
    for v in (5, 4, 3, 2, 1):
        for kind in D.TYPES:
            if v <= value:
                tiles.append((kind, v))
                value -= v
    assert value == 0
    return board(lerici=tiles)


@pytest.mark.parametrize("coins", [5, 6, 7])
def test_two_coins_only_when_no_block_on_the_wheel_is_affordable(coins: int) -> None:
    """Summary: a buyer who cannot pay for any block takes 2 coins instead (white at I: 6)."""
    s = start(3)
    p = s.current
    s = s._replace(wheel=(EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, marble(white=7)))
    s = s._replace(marble=tuple(marble() for _ in s.marble))
    s = conserve_blocks(set_player(s, p, coins=coins))._replace(bag=EMPTY)
    assert D.PRICES[0][D.WHITE] == 6
    t = act(s, "buy_marble")
    if coins < 6:
        assert t.state.coins[p] == coins + D.FALLBACK_COINS and t.state.phase != SEGMENT
    else:
        assert t.state.phase == SEGMENT and t.state.coins[p] == coins
        assert legal_args(t.state, "choose_segment") == [0]


@pytest.mark.parametrize("coins", [4, 5, 6])
def test_a_block_is_offered_when_the_coins_equal_its_price(coins: int) -> None:
    """Price table: white costs 5 at position II; it can be taken with 5 coins, not with 4."""
    s = set_player(start(3), 0, coins=coins)._replace(current=0)
    s = act(s, "buy_marble").state
    s = act(s, "choose_segment", 1).state
    assert s.phase == TAKE and D.PRICES[1][D.WHITE] == 5
    assert ("white" in legal_args(s, "take_block")) == (coins >= 5)
    if coins < 5:
        with pytest.raises(IllegalAction) as err:
            RULES.apply(s, Action(0, "take_block", ("white",)))
        assert err.value.reason_key == "cannot_afford_block"
    else:
        s = act(s, "take_block", "white").state
        assert s.coins[0] == coins - 5


@pytest.mark.parametrize("blocks", [2, 3, 4])
def test_a_tile_is_offered_when_the_blocks_equal_its_value(blocks: int) -> None:
    """Summary: a building of value 3 costs 3 blocks the city accepts (Lerici: every colour)."""
    s = start(3)
    p = s.current
    rest = [t for t in range(D.NUM_TILES) if t != tile("porta", 3)]
    s = s._replace(display=(tile("porta", 3), *rest[:8]), pile=tuple(rest[8:]))
    s = s._replace(display=tuple(t if D.tile_value(t) == 3 else -1 for t in s.display))
    s = conserve_blocks(set_player(s, p, marble=marble(black=blocks)))
    assert ("porta_3" in legal_args(s, "build")) == (blocks >= 3)
    if blocks >= 3:
        s = act(act(s, "build", "porta_3").state, "build_in", "lerici").state
        assert s.marble[p] == marble(black=blocks - 3)


@pytest.mark.parametrize("whites", [1, 2, 3])
def test_a_city_is_offered_when_its_accepted_blocks_equal_the_value(whites: int) -> None:
    """Summary: Livorno takes only white marble; a value-2 tile there needs 2 white blocks."""
    s = start(3)
    p = s.current
    s = s._replace(display=(tile("villa", 2), -1, -1, -1, -1, -1, -1, -1, -1))
    # one black block as well, so that the tile can be built somewhere (Lerici) in every case
    s = conserve_blocks(set_player(s, p, marble=marble(white=whites, black=1)))
    s = act(s, "build", "villa_2").state
    assert ("livorno" in legal_args(s, "build_in")) == (whites >= 2)
    if whites < 2:
        with pytest.raises(IllegalAction) as err:
            RULES.apply(s, Action(p, "build_in", ("livorno",)))
        assert err.value.reason_key == "city_cannot_be_paid"


@pytest.mark.parametrize(("city", "need"), list(zip(D.CITIES, D.CITY_NEEDS, strict=True)))
@pytest.mark.parametrize("delta", [-1, 0, 1])
def test_a_city_is_scored_with_exactly_its_printed_number_of_buildings(
    city: str, need: int, delta: int
) -> None:
    """Summary: a city is scored once the player has 2 (3 in the outer cities) buildings there."""
    s = start(3)
    p = s.current
    count = need + delta
    s = set_player(s, p, boards=board(**{city: [("villa", v) for v in range(1, count + 1)]}))
    assert (city in legal_args(s, "score_city")) == (delta >= 0)


@pytest.mark.parametrize(("used", "offered"), [(5, True), (6, False)])
def test_six_scoring_markers_the_sixth_is_the_last(used: int, offered: bool) -> None:
    """Summary: each player has 6 scoring markers; one is used by every scoring."""
    s = start(3)
    p = s.current
    s = set_player(s, p, boards=board(lerici=[("villa", 1)]), markers_used=used)
    assert ("villa" in legal_args(s, "score_type")) == offered
    if offered:
        s = act(s, "score_type", "villa").state
        assert s.markers_used[p] == D.SCORING_MARKERS


@pytest.mark.parametrize("coins", [9, 10, 11])
def test_an_object_costs_ten_coins(coins: int) -> None:
    """Summary: after the action a player may buy one object for 10 coins."""
    s = start(3)
    p = s.current
    s = set_player(s, p, coins=coins)._replace(phase=AFTER)
    assert (legal_args(s, "buy_object") != []) == (coins >= 10)
    if coins >= 10:
        s = act(s, "buy_object", "book").state
        assert s.coins[p] == coins - D.OBJECT_PRICE


def _ready(players: int, markers: int, objects: int, value: int) -> tuple[CarraraState, int]:
    s = start(players)
    p = s.current
    s = set_player(s, p, markers_used=markers, objects=(objects, 0, 0, 0, 0, 0))
    return set_player(s, p, boards=_board_worth(value))._replace(phase=AFTER), p


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("delta", [-1, 0, 1])
def test_objectives_at_the_threshold_of_each_player_count(players: int, delta: int) -> None:
    """Summary: 4 scorings, objects and building value by player count (2: 8/30, 3: 7/25, 4: 6/20)."""
    objects = D.OBJECTIVE_OBJECTS[players]
    value = D.OBJECTIVE_BUILDING_VALUE[players]
    scorings = D.OBJECTIVE_SCORINGS
    for field in range(3):
        args = [scorings, objects, value]
        args[field] += delta
        s, p = _ready(players, *args)
        met = objectives_met(s, p)
        assert met[field] == (delta >= 0)
        assert ("announce_end" in kinds(s)) == (delta >= 0), (field, delta)


@pytest.mark.parametrize(("coins", "vp"), [(4, 0), (5, 1), (6, 1), (9, 1), (10, 2), (11, 2)])
def test_one_point_per_full_five_coins_at_the_end(coins: int, vp: int) -> None:
    """Summary: at the end every full 5 coins give 1 VP; the rest is lost."""
    s = start(2)
    for q in range(2):
        s = set_player(s, q, vp=0, objects=EMPTY, coins=0, boards=board())
    s = set_player(s, 0, coins=coins)
    assert final_scores(s) == (vp, 0)


@pytest.mark.parametrize("objects", [0, 1, 2])
def test_three_points_per_object_at_the_end(objects: int) -> None:
    s = start(2)
    for q in range(2):
        s = set_player(s, q, vp=0, objects=EMPTY, coins=0, boards=board())
    s = set_player(s, 1, objects=(objects, 0, 0, 0, 0, 0))
    assert final_scores(s) == (0, D.VP_PER_OBJECT * objects)


@pytest.mark.parametrize("left", [1, 2])
def test_the_end_comes_with_the_last_tile_built_not_before(left: int) -> None:
    """Summary: the game ends when all 30 buildings have been built."""
    s = start(3)
    p = s.current
    tiles = [t for t in s.display if t >= 0][:left]
    s = s._replace(display=(*tiles, *([-1] * (D.DISPLAY_SLOTS - left))), pile=())
    s = conserve_blocks(set_player(s, p, marble=marble(black=5)))
    t = act(act(s, "build", D.tile_name(tiles[0])).state, "build_in", "lerici")
    assert (t.state.end_reason == END_ALL_BUILT) == (left == 1)


@pytest.mark.parametrize(("players", "ok"), [(1, False), (2, True), (4, True), (5, False)])
def test_two_to_four_players(players: int, ok: bool) -> None:
    """Summary: 2 to 4 players."""
    if ok:
        assert RULES.setup(GameConfig(players), 1).num_players == players
    else:
        with pytest.raises(ValueError, match=rf"^Carrara needs 2-4 players, not {players}$"):
            RULES.setup(GameConfig(players), 1)


def test_the_score_breakdown_adds_up_and_names_sources_the_texts_translate() -> None:
    """End-of-game window: each part of the final score under a label texts.py marks."""
    from elasund_desktop.games.carrara import texts

    s = start(2)
    s = set_player(s, 0, vp=4, objects=(1, 0, 0, 0, 0, 0), coins=11, boards=board())
    parts = RULES.score_breakdown(s)
    assert tuple(label for label, _ in parts) == texts.SCORE_SOURCES
    assert dict(parts)["Objects"][0] == 3 and dict(parts)["Coins"][0] == 2
    assert tuple(sum(v[q] for _, v in parts) for q in range(2)) == final_scores(s)
