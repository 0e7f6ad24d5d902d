"""Every numeric threshold of the Elfenland rules at the value, one below and one above.

The rules come from the Ukrainian seed (rules-data/elfenland.md): travel costs of the
transportation chart, the obstacle's extra card, rafts with and against the current and
across a lake, the caravan's three (four) cards, the hand limit of four after moving, the
deal up to eight, three open counter draws each, the early win before the end of round 3,
the number of rounds and of players.
"""

from __future__ import annotations

import pytest

from elasund_desktop.engine.rules import Action, GameConfig, IllegalAction
from elasund_desktop.games.elfenland import data as D  # noqa: N812
from elasund_desktop.games.elfenland import rules as R  # noqa: N812

from .helpers import RULES, act, hand, legal_of, moving, new_game, route, town, with_hand


def _road_of(terrain: str) -> str:
    return next(r.route_id for r in D.ROUTES if r.kind == "road" and r.terrain == terrain)


def _modes(s: R.ElfenlandState, rid: str) -> set[str]:
    return {a.args[1] for a in legal_of(s, "travel") if a.args[0] == route(rid)}


# (transport, terrain, cards): one entry for each cost the chart prints (1 and 2 cards)
CHART = [
    ("giant_pig", "plains", 1),
    ("elfcycle", "mountains", 2),
    ("magic_cloud", "mountains", 1),
    ("unicorn", "desert", 2),
    ("troll_wagon", "forest", 2),
    ("dragon", "desert", 1),
]


@pytest.mark.parametrize(("transport", "terrain", "cost"), CHART)
@pytest.mark.parametrize("delta", [-1, 0, 1])
def test_travel_cost_of_the_chart_one_card_short_exact_one_more(
    transport: str, terrain: str, cost: int, delta: int
) -> None:
    """Chart: a road of this terrain with this counter costs exactly `cost` of its cards."""
    rid = _road_of(terrain)
    start = D.TOWN_IDS[D.ROUTES[route(rid)].a]
    cards = cost + delta
    # strict caravans off: only the matching payment is looked at here
    s = moving(new_game(2, caravan_only_if_unable=False), 0, start, {rid: transport})
    s = with_hand(s, 0, **{transport: cards})
    if delta < 0:
        assert "cards" not in _modes(s, rid)
        with pytest.raises(IllegalAction):
            RULES.apply(s, Action(0, "travel", (route(rid), "cards")))
        return
    assert "cards" in _modes(s, rid)
    s = act(s, 0, "travel", route(rid), "cards")
    assert s.boots[0] == D.ROUTES[route(rid)].b
    assert s.hands[0] == hand(**{transport: delta})


@pytest.mark.parametrize(("transport", "terrain", "cost"), CHART)
@pytest.mark.parametrize("delta", [-1, 0, 1])
def test_an_obstacle_costs_one_more_card_of_the_counters_type(
    transport: str, terrain: str, cost: int, delta: int
) -> None:
    """Seed: a road with an obstacle needs one extra card of the same type."""
    rid = _road_of(terrain)
    start = D.TOWN_IDS[D.ROUTES[route(rid)].a]
    cards = cost + D.OBSTACLE_SURCHARGE + delta
    s = moving(new_game(2), 0, start, {rid: transport}, obstacles=(rid,), **{transport: cards})
    assert R.travel_cost(s, route(rid), town(start)) == (D.TRANSPORTS.index(transport), cost + 1)
    assert ("cards" in _modes(s, rid)) == (delta >= 0)
    if delta >= 0:
        s = act(s, 0, "travel", route(rid), "cards")
        assert s.hands[0] == hand(**{transport: delta})


@pytest.mark.parametrize(
    ("start", "rafts", "ok"),
    [
        ("virst", 0, False),  # downstream: 1 raft
        ("virst", 1, True),
        ("virst", 2, True),
        ("jxara", 1, False),  # upstream: 2 rafts
        ("jxara", 2, True),
        ("jxara", 3, True),
    ],
)
def test_rafts_one_with_the_current_two_against_it(start: str, rafts: int, ok: bool) -> None:
    """Seed: down a river 1 raft card, against the current 2."""
    rid = "river.virst.jxara"
    s = moving(new_game(2), 0, start, {}, raft=rafts)
    assert ("cards" in _modes(s, rid)) == ok
    if ok:
        cost = D.RIVER_DOWNSTREAM if start == "virst" else D.RIVER_UPSTREAM
        s = act(s, 0, "travel", route(rid), "cards")
        assert s.hands[0] == hand(raft=rafts - cost)


@pytest.mark.parametrize("rafts", [1, 2, 3])
def test_a_lake_crossing_costs_two_rafts_either_way(rafts: int) -> None:
    """Seed: the ferry over a lake costs 2 raft cards."""
    rid = "lake.elvenhold.virst"
    for start in ("elvenhold", "virst"):
        s = moving(new_game(2), 0, start, {}, raft=rafts)
        assert ("cards" in _modes(s, rid)) == (rafts >= D.LAKE_COST)


@pytest.mark.parametrize(
    ("cards", "obstacle"), [(2, False), (3, False), (4, False), (3, True), (4, True), (5, True)]
)
def test_caravan_three_cards_four_with_an_obstacle(cards: int, obstacle: bool) -> None:
    """Seed: a caravan moves with any 3 cards on a road with a counter (4 with an obstacle)."""
    rid = "road.dagamura.kihromah"  # forest: no giant pig card in hand, so only a caravan
    need = D.CARAVAN_CARDS_WITH_OBSTACLE if obstacle else D.CARAVAN_CARDS
    s = moving(
        new_game(2),
        0,
        "dagamura",
        {rid: "magic_cloud"},
        obstacles=(rid,) if obstacle else (),
        dragon=cards,
    )
    assert R.caravan_cost(s, route(rid)) == need
    assert ("caravan" in _modes(s, rid)) == (cards >= need)
    if cards >= need:
        s = act(s, 0, "travel", route(rid), "caravan")
        for _ in range(need):
            assert s.phase == R.CARAVAN and s.boots[0] == town("dagamura")
            s = act(s, 0, "pay_card", "dragon")
        assert s.phase == R.MOVE and s.boots[0] == town("kihromah")
        assert s.hands[0] == hand(dragon=cards - need)


@pytest.mark.parametrize("cards", [3, 4, 5, 6])
def test_hand_limit_four_after_moving(cards: int) -> None:
    """Seed: after moving a player keeps at most 4 cards and discards the rest by choice."""
    s = moving(new_game(3), 0, "elvenhold", {}, dragon=cards)
    s = act(s, 0, "end_move")
    if cards <= D.HAND_LIMIT_AFTER_MOVE:
        assert s.phase == R.MOVE and s.current == 1 and sum(s.hands[0]) == cards
        return
    for left in range(cards, D.HAND_LIMIT_AFTER_MOVE, -1):
        assert s.phase == R.DISCARD and s.current == 0 and sum(s.hands[0]) == left
        s = act(s, 0, "discard", "dragon")
    assert s.phase == R.MOVE and s.current == 1 and s.hands[0] == hand(dragon=4)


@pytest.mark.parametrize("kept", [0, 3, 4])
def test_each_hand_is_filled_up_to_eight_at_a_new_round(kept: int) -> None:
    """Seed: at the start of every round each player is dealt cards up to 8."""
    s = moving(new_game(2), 1, "elvenhold", {})
    s = s._replace(step=1, current=1, first_player=0)
    s = with_hand(with_hand(s, 0, raft=kept), 1, dragon=kept)
    s = act(s, 1, "end_move")
    while s.phase == R.KEEP:
        s = act(s, s.current, "keep_none")
    assert s.round == 2 and [sum(h) for h in s.hands] == [D.HAND_SIZE, D.HAND_SIZE]
    assert s.hands[0][D.RAFT_INDEX] >= kept and sum(s.supply) == D.TOTAL_CARDS - 2 * D.HAND_SIZE


def test_three_open_draws_each_then_planning() -> None:
    """Seed: phase 3 has three rounds of draws, one counter a player each time."""
    s = new_game(3)
    for _ in range(3):
        s = act(s, s.current, "draw_secret")
    draws = D.OPEN_DRAWS_PER_ROUND * 3
    for i in range(draws):
        assert s.phase == R.DRAW_COUNTERS, i
        s = act(s, s.current, "take_counter", 0)
    assert s.phase == R.PLAN
    assert [len(x) for x in s.shown] == [D.OPEN_DRAWS_PER_ROUND] * 3


@pytest.mark.parametrize(("game_round", "wins"), [(2, True), (3, True), (4, False)])
def test_all_twenty_towns_win_at_once_only_until_round_three(game_round: int, wins: bool) -> None:
    """Seed: the last piece taken in round 3 or before wins at once; in round 4 it waits."""
    rid = "road.dagamura.kihromah"
    s = moving(new_game(3), 1, "dagamura", {rid: "giant_pig"}, giant_pig=1)
    s = s._replace(round=game_round)
    s = s._replace(collected=(0, D.ALL_PIECES_MASK & ~(1 << town("kihromah")), 0))
    s = act(s, 1, "travel", route(rid), "cards")
    assert (s.phase == R.OVER) == wins
    assert RULES.scores(s)[1] == D.PIECES_PER_PLAYER


def test_nineteen_towns_do_not_win_at_once() -> None:
    """Seed: the early win needs every one of the 20 pieces."""
    rid = "road.dagamura.kihromah"
    s = moving(new_game(3), 1, "dagamura", {rid: "giant_pig"}, giant_pig=1)
    lacking = D.ALL_PIECES_MASK & ~(1 << town("kihromah")) & ~(1 << town("virst"))
    s = s._replace(round=2, collected=(0, lacking, 0))
    s = act(s, 1, "travel", route(rid), "cards")
    assert s.phase == R.MOVE and RULES.scores(s)[1] == D.PIECES_PER_PLAYER - 1


@pytest.mark.parametrize(
    ("rounds", "game_round", "ends"), [(4, 3, False), (4, 4, True), (3, 2, False), (3, 3, True)]
)
def test_the_game_ends_after_the_last_round_not_before(
    rounds: int, game_round: int, ends: bool
) -> None:
    """Seed: four rounds (the later edition: three); the last mover of the last one ends it."""
    s = moving(new_game(2, rounds=rounds), 1, "elvenhold", {}, dragon=1)
    s = s._replace(step=1, current=1, first_player=0, round=game_round)
    s = act(s, 1, "end_move")
    assert (s.phase == R.OVER) == ends
    if not ends:  # nobody holds counters: the next round starts at once
        assert s.round == game_round + 1 and s.phase == R.DRAW_SECRET


@pytest.mark.parametrize(("players", "ok"), [(1, False), (2, True), (6, True), (7, False)])
def test_two_to_six_players(players: int, ok: bool) -> None:
    """Seed: Elfenland is for 2 to 6 players."""
    if ok:
        assert RULES.setup(GameConfig(players), 1).num_players == players
    else:
        with pytest.raises(ValueError, match=rf"^Elfenland needs 2-6 players, not {players}$"):
            RULES.setup(GameConfig(players), 1)


@pytest.mark.parametrize(
    ("rounds", "ok"), [(2, False), (3, True), (4, True), (5, False), (True, False), ("4", False)]
)
def test_three_or_four_rounds_nothing_else(rounds: object, ok: bool) -> None:
    """Seed: four rounds; the option adds the later edition's three, and nothing else
    (not even True, which Python would take for 1)."""
    config = GameConfig(2, {"rounds": rounds})
    if ok:
        assert RULES.setup(config, 1).rounds == rounds
    else:
        with pytest.raises(ValueError, match=rf"^Elfenland plays 3 or 4 rounds, not {rounds!r}$"):
            RULES.setup(config, 1)
