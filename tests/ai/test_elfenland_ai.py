"""What the Elfenland levels play by (games/elfenland/ai.py): the planner's
journeys and placements for Medium and Hard, the greedy player's move as the
search's favourite for the rest, the greedy player on a shortlist for Easy."""

from __future__ import annotations

import pytest

from elasund_desktop.ai import levels
from elasund_desktop.ai.hooks import game_ai
from elasund_desktop.ai.levels import HARD, MEDIUM, LevelBot, LevelBudget
from elasund_desktop.ai.search import FAVOURITE_PRIOR
from elasund_desktop.engine.rng import Rng
from elasund_desktop.engine.rules import Action, GameConfig
from elasund_desktop.games.elfenland.ai import _GREEDY, ElfenlandAI
from elasund_desktop.games.elfenland.potential import draw_choice
from elasund_desktop.games.elfenland.rules import (
    DRAW_COUNTERS,
    PLAN,
    ElfenlandRules,
    ElfenlandState,
)
from elasund_desktop.games.elfenland.tuned import PLANNER

RULES = ElfenlandRules()
AI = game_ai("elfenland")
SMALL = LevelBudget(seconds=None, iterations=10, rollout_depth=2)


def _greedy_game(seed: int, steps: int) -> ElfenlandState:
    """Four greedy players (the bot's own rng per step) play `steps` actions."""
    options = {o.key: o.default for o in RULES.options}
    s = RULES.setup(GameConfig(4, options), seed)
    for k in range(steps):
        legal = RULES.legal_actions(s)
        a = _GREEDY.choose(RULES.view(s, s.current), legal, Rng(k)) if len(legal) > 1 else legal[0]
        s = RULES.apply(s, a).state
    return s


def test_easy_asks_the_greedy_player_about_a_shortlist_of_placements() -> None:
    """In this plan phase the greedy player, weighing every placement with its
    look-ahead, puts a giant pig on route 2; Easy must answer within 20 ms, so
    the greedy player sees only the six placements the cheap weights like best
    (and passing), and passes there."""
    s = _greedy_game(1, 16)
    assert s.phase == PLAN
    legal = RULES.legal_actions(s)
    whole = _GREEDY.choose(RULES.view(s, s.current), legal, Rng(1))
    assert whole == Action(s.current, "place_counter", ("giant_pig", 2))
    assert isinstance(AI, ElfenlandAI)
    shortlist = AI._shortlist(RULES, s, legal)
    assert len([a for a in shortlist if a.kind == "place_counter"]) == 6
    assert whole not in shortlist
    assert _GREEDY.choose(RULES.view(s, s.current), shortlist, Rng(1)).kind == "pass"


def test_medium_and_hard_place_what_their_planners_choose_without_a_tree_search(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Planning is the planner's (planner.plan_choice): Medium's with its own
    journey only, Hard's against the opponents' too; no tree search runs."""
    s = _greedy_game(1, 16)
    legal = RULES.legal_actions(s)

    def no_search(*args: object, **kwargs: object) -> None:
        raise AssertionError("the tree search ran for a placement")

    monkeypatch.setattr(levels, "ismcts", no_search)
    for level in (MEDIUM, HARD):
        bot = LevelBot(level, SMALL)
        chosen = bot.decide(RULES, s, s.current, Rng(5))
        assert chosen in legal and chosen.kind in ("place_counter", "place_obstacle", "pass")
        assert bot.last_result is None  # no tree search
    # (tests/games/elfenland/test_planner.py shows the two planners apart)


def test_the_search_starts_from_the_greedy_players_draw() -> None:
    """Medium's draws are searched; the search's favourite is the greedy
    player's draw (it takes the counter whose kind the hand has most cards
    for), with most of the prior.  Hard's draw is the one that adds most to
    the journey its cards and counters could make (potential.draw_choice;
    tests/games/elfenland/test_potential.py)."""
    s = _greedy_game(2, 0)
    while s.phase != DRAW_COUNTERS:
        legal = RULES.legal_actions(s)
        s = RULES.apply(s, legal[0]).state
    legal = RULES.legal_actions(s)
    assert any(a.kind == "take_counter" for a in legal)
    assert AI.scripted(RULES, s, legal, MEDIUM, Rng(1)) is None
    assert AI.scripted(RULES, s, legal, HARD, Rng(1)) == draw_choice(s, legal, PLANNER)
    favourite = AI.root_favourite(RULES, s, legal, 0.9)  # type: ignore[attr-defined]
    assert favourite == _GREEDY.choose(RULES.view(s, s.current), legal, Rng(1))
    assert AI.favourite_prior > FAVOURITE_PRIOR
    bot = LevelBot(MEDIUM, SMALL)
    assert bot.decide(RULES, s, s.current, Rng(4)) in legal
    assert bot.last_result is not None and bot.last_result.iterations == SMALL.iterations
