"""What the Carrara computer players know (games/carrara/ai.py, games/carrara/bot.py)."""

from __future__ import annotations

from elasund_desktop.ai.bots import bot_rng
from elasund_desktop.ai.hooks import game_ai
from elasund_desktop.ai.search import SearchBudget, ismcts
from elasund_desktop.engine.rules import Action
from elasund_desktop.games.carrara import data as D  # noqa: N812
from elasund_desktop.games.carrara.bot import SHARP_PLAN, SIMPLE_PLAN, CarraraGreedyBot
from elasund_desktop.games.carrara.rules import CarraraState

from ..games.carrara.helpers import RULES, act, board, conserve_blocks, set_player, start

AI = game_ai("carrara")


def _mine(s: CarraraState) -> float:
    return AI.evaluate(RULES, s)[s.current]


def _score_villa(s: CarraraState) -> CarraraState:
    return act(s, "score_type", "villa").state


def _with_a_small_villa() -> CarraraState:
    """Four players at the start; the player to move has one villa of value 1
    in Massa (1 VP a value point): scoring villas brings 1 VP and a coat of arms."""
    s = start(4)
    return set_player(s, s.current, boards=board(massa=[("villa", 1)]))


def test_a_small_scoring_in_the_first_turns_wastes_a_marker() -> None:
    """A player has six scoring markers; each scoring uses one.  Cashing 4
    points (1 VP + an object) at the start gives up a marker that would fetch
    far more later, so the evaluation must find the position worse, not
    better (the search used to do it at once: 1 VP on the track is sure)."""
    s = _with_a_small_villa()
    assert D.SCORING_MARKERS == 6 and D.VP_PER_OBJECT == 3
    assert _mine(_score_villa(s)) < _mine(s)


def test_the_same_scoring_in_the_last_turn_is_worth_making() -> None:
    """Once the end is announced, the player's last turn is his last chance
    to use a marker: then the same small scoring is a gain."""
    s = _with_a_small_villa()._replace(end_reason="announced", announcer=1)
    s = s._replace(start_player=(s.current + 1) % 4)  # the round ends after this turn
    assert _mine(_score_villa(s)) > _mine(s)


def test_search_does_not_cash_a_small_scoring_at_the_start() -> None:
    """Hard's search, given the choice at its first turn between buying
    marble and the 4-point villa scoring, buys marble."""
    s = _with_a_small_villa()
    legal = RULES.legal_actions(s)
    scoring = Action(s.current, "score_type", ("villa",))
    assert scoring in legal
    budget = SearchBudget(seconds=None, iterations=120, rollout_depth=10)
    result = ismcts(RULES, s, s.current, AI, budget, bot_rng(5, 0))
    assert result.action.kind == "buy_marble"


def _take(plan_bot: CarraraGreedyBot, s: CarraraState) -> Action:
    return plan_bot.choose(RULES.view(s, s.current), RULES.legal_actions(s), bot_rng(1, 0))


def test_the_sharp_plan_spends_its_last_coins_on_marble_worth_more() -> None:
    """Two yellow blocks for 3 coins each at position III, 10 coins: after the
    first one (a purchase takes at least one block) 7 coins are left; the
    simple plan (Easy) keeps 6 coins back and stops; the sharp plan (the default
    computer player and the search's rollouts) takes it, since a yellow
    block builds in five of the six cities.  Keeping no coins back won
    about a third more games in the tuning runs (bot.py)."""
    s = start(4)
    p = s.current
    empty = (0, 0, 0, 0, 0, 0)
    wheel = (empty, (0, 2, 0, 0, 0, 0), empty, empty, empty, empty)  # yellow blocks at II
    s = conserve_blocks(set_player(s._replace(wheel=wheel), p, coins=10, marble=(0,) * 6))
    s = act(s, "buy_marble").state  # the disc turns: the yellow block is now at III
    assert s.phase == "segment"
    k = 2
    assert s.wheel[k][D.YELLOW] == 2
    s = act(act(s, "choose_segment", k).state, "take_block", "yellow").state
    assert s.coins[p] == 7 and s.phase == "take"
    price = D.PRICES[k][D.YELLOW]
    assert 7 - price < SIMPLE_PLAN.coin_reserve <= 7
    assert SHARP_PLAN.block_worth[D.YELLOW] > price
    assert _take(CarraraGreedyBot(SHARP_PLAN), s).kind == "take_block"
    assert _take(CarraraGreedyBot(SIMPLE_PLAN), s).kind == "stop_taking"


def test_the_sharp_plan_keeps_its_coins_for_marble_instead_of_an_object() -> None:
    """20 coins after the action: the simple plan buys an object (10 coins for
    3 points); the sharp plan keeps the coins, which buy about three blocks."""
    s = _with_a_small_villa()
    s = set_player(s, s.current, coins=20)
    s = _score_villa(s)
    assert s.phase == "after"
    assert _take(CarraraGreedyBot(SIMPLE_PLAN), s).kind == "buy_object"
    assert _take(CarraraGreedyBot(SHARP_PLAN), s).kind == "end_turn"


class _Counting:
    """Carrara's rules, counting the steps played (a rollout's length)."""

    def __init__(self) -> None:
        self.steps = 0

    def __getattr__(self, name: str) -> object:
        return getattr(RULES, name)

    def apply(self, state: CarraraState, action: Action) -> object:
        self.steps += 1
        return RULES.apply(state, action)


def test_rollouts_take_the_games_scale_of_steps() -> None:
    """A Carrara turn is several small steps (buy, choose a segment, take,
    stop, end the turn), so its rollouts play rollout_scale times the level's
    steps: with 4 steps a rollout would end before the player's next turn."""
    from elasund_desktop.ai.search import _rollout

    assert AI.rollout_scale > 2  # type: ignore[attr-defined]
    counting = _Counting()
    budget = SearchBudget(seconds=None, iterations=1, rollout_depth=4)
    _rollout(counting, start(4), AI, budget, bot_rng(3, 0))  # type: ignore[arg-type]
    assert counting.steps == round(4 * AI.rollout_scale)  # type: ignore[attr-defined]
