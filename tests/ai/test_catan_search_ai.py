"""Catan's search knowledge (games/catan/ai.py: CatanSearchAI for Hard,
CatanMediumAI for Medium) against Easy's.

Rules used: maritime trade gives 4 cards of one resource (3 with a generic
harbour, 2 with that resource's harbour) for 1 card the bank still has; a 7
on the dice takes half of a hand of more than 7 cards; in the set-up each
player places two settlements, each with a road.
"""

from __future__ import annotations

from typing import Any

import pytest

from elasund_desktop.ai import levels
from elasund_desktop.ai.levels import LevelBot, LevelBudget
from elasund_desktop.engine.rng import Rng
from elasund_desktop.engine.rules import Action, GameConfig
from elasund_desktop.games.catan import data as D  # noqa: N812
from elasund_desktop.games.catan.ai import GAME_AI, CatanMediumAI, CatanSearchAI
from elasund_desktop.games.catan.rules import CatanRules, CatanState
from tests.ai.test_catan_trading import _table
from tests.games.catan.catan_helpers import hand

rules = CatanRules()
SEARCH = GAME_AI.search_ai
MEDIUM = GAME_AI.medium_ai


def _hoard() -> CatanState:
    """Seat 0 (wool harbour) to move after rolling, holding 13 cards: 4 lumber,
    5 wool, 4 ore and no grain, one settlement and a free spot at the end of its
    road; no domestic offer left this turn (as at catanatron's table)."""
    s = hand(_table(), 0, lumber=4, wool=5, ore=4)  # the trading tests' table, richer seat 0
    return s._replace(offers_made=D.MAX_OFFERS_PER_TURN)


@pytest.mark.parametrize(("level", "sharper"), [("hard", True), ("medium", False)])
def test_hard_alone_searches_with_the_sharper_knowledge(
    level: str, sharper: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The levels' definition (issue 10): Hard is the search with the full
    heuristics, Medium a short search over the game's base knowledge (with
    Hard's maritime-trade priors only: CatanMediumAI)."""
    assert isinstance(SEARCH, CatanSearchAI)
    assert isinstance(MEDIUM, CatanMediumAI)
    assert not isinstance(GAME_AI, CatanSearchAI)
    assert not isinstance(MEDIUM, CatanSearchAI)
    searched_with: list[object] = []
    real = levels.ismcts

    def spy(rules_: Any, state: Any, seat: int, ai: Any, *rest: Any, **named: Any) -> Any:
        searched_with.append(ai)
        return real(rules_, state, seat, ai, *rest, **named)

    monkeypatch.setattr(levels, "ismcts", spy)
    LevelBot(level, LevelBudget(None, 20, 4)).decide(rules, _hoard(), 0, Rng(1))
    assert searched_with == [SEARCH if sharper else MEDIUM]


def test_a_maritime_trade_at_a_worse_rate_is_not_searched() -> None:
    s = _hoard()
    assert s.ports[0] & (1 << D.RESOURCE_INDEX["wool"])  # the wool harbour
    legal = rules.legal_actions(s)
    wool_rates = {a.args[1] for a in legal if a.kind == "bank_trade" and a.args[0] == "wool"}
    assert wool_rates == {2, 4}  # the rules offer both ...
    searched = SEARCH.search_actions(rules, s, legal)
    trades = {a.args for a in searched if a.kind == "bank_trade"}
    assert trades == {("wool", 2), ("lumber", 4), ("ore", 4)}  # ... the search the best only


def test_a_trade_towards_the_next_building_has_a_prior_when_it_does_not_complete_it() -> None:
    s = _hoard()
    legal = SEARCH.search_actions(rules, s, rules.legal_actions(s))
    weights = dict(zip(legal, SEARCH.weights(rules, s, legal), strict=True))
    lumber = Action(0, "bank_trade", ("lumber", 4))
    # the next building is a city (2 grain, 3 ore): 4 lumber -> 1 grain leaves
    # one grain missing; Easy's preference gives that no weight at all
    assert GAME_AI.weights(rules, s, [lumber]) == [0.0]
    assert weights[lumber] > weights[Action(0, "end_turn")]
    # a trade that gives away what a building needs does nothing for it: with
    # 4 lumber -> 0 the settlement is no closer, so only the city counts
    assert SEARCH._bank_trade_weight(s, 0, "lumber", 4) == 24.0 + 10.0  # 13 cards: +10


def test_hard_trades_its_surplus_instead_of_ending_the_turn_with_13_cards() -> None:
    s = _hoard()
    budget = LevelBudget(seconds=None, iterations=120, rollout_depth=10)
    action = LevelBot("hard", budget).decide(rules, s, 0, Rng(1))
    assert action.kind == "bank_trade"  # the player before ended its turn here
    easy = LevelBot("easy").decide(rules, s, 0, Rng(1))
    assert easy.kind == "end_turn"  # Easy plays as it did


def test_medium_weighs_maritime_trades_as_hard_does_above_seven_cards() -> None:
    """Above seven cards (a 7 on the dice takes half) Medium's search gets
    Hard's trade priors: with Easy's, a trade that does not complete the next
    building weighs 0, the search's prior too, and a Medium seat played
    through the window ended 11 of 17 turns holding more than seven cards (up
    to 23) and lost 18 cards to 7s.  Nothing else of Hard's."""
    s = _hoard()
    legal = rules.legal_actions(s)
    medium = dict(zip(legal, MEDIUM.weights(rules, s, legal), strict=True))
    easy = dict(zip(legal, GAME_AI.weights(rules, s, legal), strict=True))
    for a in legal:
        if a.kind == "bank_trade":
            assert medium[a] == SEARCH._bank_trade_weight(s, 0, *a.args)
        else:
            assert medium[a] == easy[a], a  # nothing else of Hard's
    lumber = Action(0, "bank_trade", ("lumber", 4))
    assert easy[lumber] == 0.0 < medium[lumber]
    # the rest of Hard's knowledge stays Hard's: set-up variety, evaluation
    assert MEDIUM.evaluation.variety == GAME_AI.evaluation.variety < SEARCH.evaluation.variety
    assert MEDIUM.evaluate(rules, s) == GAME_AI.evaluate(rules, s)


def test_medium_plans_trades_as_easy_does_at_seven_cards_or_fewer() -> None:
    """Trades planned towards a building below the discard limit stay Hard's
    (with them Medium played level with Hard): at seven cards Medium weighs
    every maritime trade as Easy does."""
    s = hand(_table(), 0, lumber=4, wool=2, ore=1)._replace(offers_made=D.MAX_OFFERS_PER_TURN)
    assert sum(s.hands[0]) == D.DISCARD_ABOVE
    legal = rules.legal_actions(s)
    trades = [a for a in legal if a.kind == "bank_trade"]
    assert trades
    assert MEDIUM.weights(rules, s, legal) == GAME_AI.weights(rules, s, legal)
    lumber = Action(0, "bank_trade", ("lumber", 4))
    assert lumber in trades
    assert MEDIUM._bank_trade_weight(s, 0, "lumber", 4) == 0.0
    assert SEARCH._bank_trade_weight(s, 0, "lumber", 4) > 0.0  # Hard plans it


def test_medium_trades_its_surplus_instead_of_ending_the_turn_with_13_cards() -> None:
    """A 7 on the dice takes half of a hand above seven: Medium (its default
    node count on an idle machine) sheds the surplus at the bank, towards the
    city, before it ends the turn."""
    s = _hoard()
    action = LevelBot("medium", levels.node_budget("medium", 290)).decide(rules, s, 0, Rng(1))
    assert action.kind == "bank_trade", action  # the player before ended its turn here
    assert action.args[0] != "ore"  # not what the city needs


def _second_placement() -> CatanState:
    """Set-up of seed 4 up to seat 0's second settlement: its first one (node 22)
    produces wool, ore and brick."""
    s = rules.setup(GameConfig(4), 4)
    line = (
        (3, "place_settlement", 14), (3, "place_road", 15),
        (0, "place_settlement", 22), (0, "place_road", 25),
        (1, "place_settlement", 25), (1, "place_road", 30),
        (2, "place_settlement", 13), (2, "place_road", 13),
        (2, "place_settlement", 45), (2, "place_road", 59),
        (1, "place_settlement", 36), (1, "place_road", 45),
    )  # fmt: skip
    for seat, kind, arg in line:
        s = rules.apply(s, Action(seat, kind, (arg,))).state
    return s


def _kinds(s: CatanState, node: int) -> set[str]:
    return {s.terrain[h] for h in D.NODE_HEXES[node] if s.terrain[h] != "desert"}


def test_the_second_settlement_goes_where_the_missing_resources_are() -> None:
    s = _second_placement()
    assert rules.to_move(s) == 0 and s.phase == "setup_settlement"
    assert _kinds(s, 22) == {"pasture", "mountains", "hills"}
    budget = LevelBudget(seconds=None, iterations=100, rollout_depth=10)
    node = LevelBot("hard", budget).decide(rules, s, 0, Rng(0)).args[0]
    # before: node 12 (mountains 11, two pastures: ten pips, nothing new);
    # now a spot with lumber and grain, which seat 0 would not produce at all
    assert _kinds(s, node) == {"forest", "fields"}


def test_ore_kept_for_a_city_without_grain_buys_the_settlements_grain() -> None:
    # 6 ore (a city's 3 and 3 more) but no grain: the city is far, a settlement
    # lacks one grain, and the spot at the end of the road is free
    s = hand(_hoard(), 0, lumber=1, brick=1, wool=1, ore=6)
    ore = Action(0, "bank_trade", ("ore", 4))
    assert SEARCH.weights(rules, s, [ore]) == [80.0]  # it completes the settlement
    budget = LevelBudget(seconds=None, iterations=120, rollout_depth=10)
    # before, the search saw the ore only as the city's and built a road with
    # the settlement's lumber and brick
    assert LevelBot("hard", budget).decide(rules, s, 0, Rng(1)) == ore
