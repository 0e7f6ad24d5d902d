"""The greedy Carrara player: legal complete games, sensible single choices, beats random."""

from __future__ import annotations

import pytest

from elasund_desktop.ai.bots import RandomBot, bot_rng, make_bot
from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.games.carrara import SPEC
from elasund_desktop.games.carrara import data as D  # noqa: N812
from elasund_desktop.games.carrara.bot import SHARP_PLAN, SIMPLE_PLAN, CarraraGreedyBot
from elasund_desktop.games.carrara.rules import TILE_BY_NAME, CarraraRules

from .helpers import RULES, act, board, conserve_blocks, marble, set_player, start, tile


def choose(s):  # type: ignore[no-untyped-def]
    bot = CarraraGreedyBot()
    return bot.choose(RULES.view(s, s.current), RULES.legal_actions(s), bot_rng(1, 0))


def test_greedy_is_registered_as_the_games_own_computer_player() -> None:
    assert SPEC.bots[0] == "carrara_greedy" and "random" in SPEC.bots
    assert isinstance(make_bot("carrara_greedy"), CarraraGreedyBot)


def test_greedy_scores_a_rich_city() -> None:
    s = start(3)
    s = set_player(s, s.current, boards=board(viareggio=[("porta", 2), ("villa", 2), ("palazzo", 4)]))
    a = choose(s)
    assert (a.kind, a.args) == ("score_city", ("viareggio",))


def test_greedy_builds_the_dearest_affordable_building_in_the_richest_city() -> None:
    s = start(3)
    p = s.current
    s = conserve_blocks(set_player(s, p, marble=marble(white=5)))
    a = choose(s)
    assert a.kind == "build"
    best = max(D.tile_value(t) for t in s.display)
    assert D.tile_value(TILE_BY_NAME[a.args[0]]) == best
    s = act(s, "build", a.args[0]).state
    a = choose(s)
    assert (a.kind, a.args) == ("build_in", ("livorno",))  # white is accepted there: x3 VP


def test_greedy_pays_with_its_least_valuable_blocks() -> None:
    s = start(3)
    p = s.current
    t = tile("villa", 1)
    rest = [x for x in range(30) if x != t]
    s = s._replace(display=(t, *rest[:8]), pile=tuple(rest[8:]))
    s = conserve_blocks(set_player(s, p, marble=marble(white=1, green=1)))
    s = act(act(s, "build", "villa_1").state, "build_in", "viareggio").state
    a = choose(s)
    assert (a.kind, a.args) == ("pay", ("green",))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_greedy_plays_complete_games(players: int) -> None:
    rules = CarraraRules()
    bot = CarraraGreedyBot()
    for seed in range(3):
        s = rules.setup(GameConfig(players), seed)
        steps = 0
        while rules.to_move(s) is not None:
            legal = rules.legal_actions(s)
            a = bot.choose(rules.view(s, rules.to_move(s)), legal, bot_rng(seed, steps))
            assert a in legal
            s = rules.apply(s, a).state
            steps += 1
            assert steps < 5000
        assert rules.outcome(s) is not None


def test_greedy_beats_random_players() -> None:
    rules = CarraraRules()
    greedy, rand = CarraraGreedyBot(), RandomBot()
    wins = 0
    games = 12
    for seed in range(games):
        seat = seed % 2  # the greedy player sits first or second
        s = rules.setup(GameConfig(2), 100 + seed)
        steps = 0
        while rules.to_move(s) is not None:
            q = rules.to_move(s)
            bot = greedy if q == seat else rand
            a = bot.choose(rules.view(s, q), rules.legal_actions(s), bot_rng(seed, steps))
            s = rules.apply(s, a).state
            steps += 1
        out = rules.outcome(s)
        assert out is not None
        wins += seat in out.winners
    assert wins >= games - 1


@pytest.mark.parametrize("players", [2, 4])
def test_the_plan_reads_the_same_from_the_state_as_from_the_view(players: int) -> None:
    """The search's priors ask the plan straight from a state (choose_in, no view
    built): the same move as from the mover's view, both plans, whole games
    with random moves in between (so that every step and the end are seen)."""
    rules = CarraraRules()
    bots = [CarraraGreedyBot(SHARP_PLAN), CarraraGreedyBot(SIMPLE_PLAN)]
    pick = RandomBot()
    compared = 0
    for seed in range(3):
        s = rules.setup(GameConfig(players), seed)
        for steps in range(3000):  # bounded: a game takes a few hundred steps
            if rules.to_move(s) is None:
                break
            legal = rules.legal_actions(s)
            for bot in bots:
                seen = bot.choose(rules.view(s, s.current), legal, bot_rng(seed, steps))
                assert bot.choose_in(s, legal, bot_rng(seed, steps)) is seen
                compared += 1
            a = pick.choose(rules.view(s, s.current), legal, bot_rng(seed + 7, steps))
            s = rules.apply(s, a).state
    assert compared > 500
