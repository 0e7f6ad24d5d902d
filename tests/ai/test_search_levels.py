"""The search player and the levels: reproducible, cancellable, fair, and better than chance."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from elasund_desktop.ai.bots import BOTS, bot_rng, decide, game_bots, is_bot_id, make_bot
from elasund_desktop.ai.hooks import GenericAI, game_ai, values_to_rewards, weighted_pick
from elasund_desktop.ai.levels import DEFAULT_BUDGETS, LevelBot, LevelBudget
from elasund_desktop.ai.search import Cancelled, SearchBudget, ismcts
from elasund_desktop.engine.rng import Rng
from elasund_desktop.engine.rules import Action, GameConfig
from elasund_desktop.games import default_registry
from elasund_desktop.games.catan.rules import CatanRules
from elasund_desktop.games.elasund.rules import ElasundRules
from tests.bounded import Bound

# Node budgets only (no clock): the same seed gives the same decisions.
SMALL = LevelBudget(seconds=None, iterations=60, rollout_depth=6)


def _midgame(game_id: str, players: int, seed: int, steps: int) -> Any:
    rules = default_registry().get(game_id).rules()
    state = rules.setup(GameConfig(players), seed)
    rng = Rng(seed)
    for _ in range(steps):
        legal = rules.legal_actions(state)
        if not legal:
            break
        state = rules.apply(state, legal[rng.below(len(legal))]).state
    return rules, state


def _position_with_choice(game_id: str, seed: int) -> tuple[Any, Any]:
    rules, state = _midgame(game_id, 4, seed, 150)
    rng = Rng(seed + 1)
    bound = Bound(2_000, "a position with three choices")
    while len(rules.legal_actions(state)) < 3:
        bound.step()
        legal = rules.legal_actions(state)
        state = rules.apply(state, legal[rng.below(len(legal))]).state
    return rules, state


# Games whose search hooks (determinize, rollout policy, evaluation) are still to
# come; until then they offer their own greedy player.  Empty it as they land.
PENDING_LEVELS: set[str] = set()


def test_every_game_offers_the_three_levels_and_keeps_its_old_bots() -> None:
    for spec in default_registry():
        if spec.game_id not in PENDING_LEVELS:
            assert {"easy", "medium", "hard"} <= set(spec.bots)
        assert spec.default_bot in spec.bots
        assert all(is_bot_id(b) for b in spec.bots)
    assert default_registry().get("catan").bots[0] == "catan_random"  # old saves and sim
    assert default_registry().get("elasund").bots[0] == "random"


def test_games_register_their_own_players_and_the_ai_layer_names_none() -> None:
    """A game's own players come from its GameSpec (own_bots): make_bot finds
    them through the registry; the shared table holds the players of every game."""
    own = game_bots()
    assert set(own) == {"catan_random", "elfenland_greedy", "carrara_greedy"}
    assert not set(own) & set(BOTS)
    for spec in default_registry():
        for bot_id in spec.own_bots:
            assert bot_id in spec.bots  # offered by the game that brings it
            assert make_bot(bot_id).bot_id == bot_id
    with pytest.raises(ValueError, match="unknown computer player"):
        make_bot("chess_engine")


@pytest.mark.parametrize("game_id", ["catan", "elasund", "elfenland", "carrara"])
def test_node_budget_makes_the_search_reproducible(game_id: str) -> None:
    rules, state = _position_with_choice(game_id, 5)
    # a decision the game leaves to the search (Elfenland's journeys and
    # placements are its planner's, no search runs for them)
    rng, bound = Rng(6), Bound(2_000, "a position the search decides")
    while game_ai(game_id).scripted(rules, state, rules.legal_actions(state), "hard", Rng(0)):
        bound.step()
        legal = rules.legal_actions(state)
        state = rules.apply(state, legal[rng.below(len(legal))]).state
    seat = rules.to_move(state)
    bot = LevelBot("hard", SMALL)
    first = bot.decide(rules, state, seat, Rng(9))
    assert bot.last_iterations == SMALL.iterations
    again = LevelBot("hard", SMALL).decide(rules, state, seat, Rng(9))
    assert first == again
    assert first in rules.legal_actions(state)


@pytest.mark.parametrize("game_id", ["catan", "elasund", "elfenland", "carrara"])
def test_decisions_never_depend_on_what_the_player_cannot_see(game_id: str) -> None:
    """Two states that differ only in hidden parts: every level decides the same."""
    rules, state = _position_with_choice(game_id, 21)
    seat = rules.to_move(state)
    other = rules.determinize(state, seat, Rng(1234))  # same view, other hidden parts
    assert rules.view(other, seat) == rules.view(state, seat)
    for level in ("easy", "medium", "hard"):
        a = LevelBot(level, SMALL if level != "easy" else None).decide(rules, state, seat, Rng(4))
        b = LevelBot(level, SMALL if level != "easy" else None).decide(rules, other, seat, Rng(4))
        assert a == b, level


def test_cancel_stops_the_search_at_once() -> None:
    """The search asks `cancel` before every iteration and stops at the first yes
    (a search that went on would run its 100 000 iterations: minutes)."""
    rules, state = _position_with_choice("elasund", 8)
    seat = rules.to_move(state)
    calls = 0

    def cancel() -> bool:
        nonlocal calls
        calls += 1
        return calls > 3

    budget = SearchBudget(seconds=None, iterations=100_000)
    with pytest.raises(Cancelled):
        ismcts(rules, state, seat, game_ai("elasund"), budget, Rng(1), cancel)
    assert calls == 4  # three iterations, then the yes: not one more


class FakeClock:
    """A clock that moves `step` seconds each time it is read: the search's
    budget arithmetic without the machine's speed in it."""

    def __init__(self, step: float) -> None:
        self.now = 1000.0
        self.step = step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def test_time_budget_is_kept() -> None:
    """A move never takes longer than the level's budget (a tenth of it is kept
    in reserve).  The clock is a fake one that advances 10 ms at every reading;
    the node budget, 3000, would take seconds if the clock were ignored."""
    rules, state = _position_with_choice("catan", 3)
    seat = rules.to_move(state)
    clock = FakeClock(0.010)
    budget = LevelBudget(seconds=0.3, iterations=3000, rollout_depth=10)
    bot = LevelBot("hard", budget, clock=clock)
    started = clock.now
    action = bot.decide(rules, state, seat, Rng(2))
    assert action in rules.legal_actions(state)
    assert clock.now - started <= 0.3
    # each iteration reads the clock twice (20 ms): about 0.3 s less the reserve of them
    assert 5 <= bot.last_iterations < 15


def test_the_clock_cannot_cut_the_search_below_its_floor() -> None:
    """On a busy machine a level still thinks its floor of iterations: with a
    fake clock that runs out after about ten, the search makes its 25."""
    rules, state = _position_with_choice("catan", 3)
    seat = rules.to_move(state)
    clock = FakeClock(0.010)
    budget = LevelBudget(seconds=0.3, iterations=3000, rollout_depth=4, floor=25)
    bot = LevelBot("hard", budget, clock=clock)
    bot.decide(rules, state, seat, Rng(2))
    assert bot.last_iterations == 25
    # the window's levels have floors below what an idle machine's clock buys
    # (bench/results/search_nodes_idle.txt: Medium 350-500, Hard 680-1900 iterations)
    assert 0 < DEFAULT_BUDGETS["medium"].floor < 350
    assert 0 < DEFAULT_BUDGETS["hard"].floor < 680


def test_catans_medium_clock_stops_at_the_games_cap_and_node_budgets_are_not_capped() -> None:
    """Catan caps Medium's clock at 200 iterations (games/catan/ai.py: at an idle
    machine's 500 Hard could not be told apart from it).  With a clock that never
    runs out, the window's Medium searches exactly 200 in Catan and its own cap of
    500 in Elasund; Hard is not capped; a node budget ("medium@300") searches
    what it says."""
    frozen = FakeClock(0.0)
    rules, state = _position_with_choice("catan", 3)
    seat = rules.to_move(state)
    medium = LevelBot("medium", clock=frozen)
    assert medium.budget is not None and medium.budget.seconds is not None
    medium.decide(rules, state, seat, Rng(2))
    assert medium.last_iterations == game_ai("catan").clock_iterations["medium"] == 200
    hard = LevelBot("hard", replace(DEFAULT_BUDGETS["hard"], iterations=260), clock=frozen)
    hard.decide(rules, state, seat, Rng(2))
    assert hard.last_iterations == 260
    nodes = make_bot("medium@300")
    assert isinstance(nodes, LevelBot)
    nodes.decide(rules, state, seat, Rng(2))
    assert nodes.last_iterations == 300
    e_rules, e_state = _position_with_choice("elasund", 3)
    elasund = LevelBot("medium", clock=frozen)
    elasund.decide(e_rules, e_state, e_rules.to_move(e_state), Rng(2))
    assert elasund.last_iterations == DEFAULT_BUDGETS["medium"].iterations == 500


def test_search_needs_the_determinize_hook() -> None:
    class NoHook:
        game_id = "nohook"

        def legal_actions(self, state: Any) -> list[Action]:
            return [Action(0, "a"), Action(0, "b")]

    with pytest.raises(ValueError, match="determinize"):
        ismcts(NoHook(), None, 0, GenericAI(), SearchBudget(None, 5), Rng(1))  # type: ignore[arg-type]


def test_rewards_and_weighted_pick() -> None:
    rewards = values_to_rewards([3.0, 1.0, 1.0])
    assert abs(sum(rewards) - 1.0) < 1e-9 and rewards[0] > rewards[1] == rewards[2]
    acts = [Action(0, "a"), Action(0, "b")]
    picks = {weighted_pick(acts, [0.0, 1.0], Rng(k)).kind for k in range(20)}
    assert picks == {"b"}  # a zero weight is never drawn while another is positive


def _play(game_id: str, seats: list[str], seed: int, budget: LevelBudget | None) -> Any:
    rules = default_registry().get(game_id).rules()
    state = rules.setup(GameConfig(len(seats)), seed)
    bots = [LevelBot(b, budget) if b in ("medium", "hard") else make_bot(b) for b in seats]
    for count in range(20_000):
        seat = rules.to_move(state)
        if seat is None:
            break
        action = decide(bots[seat], rules, state, seat, bot_rng(seed, count))
        state = rules.apply(state, action).state
    return rules.outcome(state)


# (games, wins wanted, first seed).  Elasund's dice and random building over
# others' cubes make single games a lottery: Easy wins about 55 % against three
# random players there (96 games measured), so four games prove nothing and it
# plays sixteen and must win well over the equal share of 4.  Catan's games
# start at seed 48 since the card counting (issue 24): determinize draws its
# random numbers differently, so Easy's openings changed, and seeds 40-43 drew
# two of its rare openings without brick, where it cannot build; over 120 games
# (seeds 80-199, seats rotated) Easy won 119 with the card counting, 118 before.
EASY_VS_RANDOM = {
    "catan": (4, 3, 48),
    "elasund": (16, 7, 40),
    "elfenland": (4, 3, 40),
    "carrara": (4, 3, 40),
}


@pytest.mark.parametrize("game_id", ["catan", "elasund", "elfenland", "carrara"])
def test_easy_plays_the_games_goals(game_id: str) -> None:
    """Easy against three random players wins far more than its share (seats rotated)."""
    games, wanted, first = EASY_VS_RANDOM[game_id]
    wins = 0
    for i in range(games):
        seats = ["random"] * 4
        seats[i % 4] = "easy"
        outcome = _play(game_id, seats, first + i, None)
        assert outcome is not None
        wins += (i % 4) in outcome.winners
    assert wins >= wanted


def test_catan_search_player_builds_and_wins_against_random() -> None:
    """The issue's complaint: random Catan players never build.  A small-budget
    search player reaches 10 points against three random ones."""
    outcome = _play("catan", ["hard", "random", "random", "random"], 77, SMALL)
    assert outcome is not None and outcome.winners == (0,)
    assert outcome.scores[0] >= 10


def test_elasund_determinize_keeps_own_hand() -> None:
    rules = ElasundRules()
    _, state = _midgame("elasund", 3, 2, 60)
    sample = rules.determinize(state, 1, Rng(3))
    assert sample.influence[1] == state.influence[1]
    assert sample.gold == state.gold
    assert replace(sample, rng=state.rng) != state or sample.influence == state.influence


def test_catan_rules_is_determinizable() -> None:
    rules = CatanRules()
    state = rules.setup(GameConfig(3), 1)
    assert rules.view(rules.determinize(state, 0, Rng(1)), 0) == rules.view(state, 0)
