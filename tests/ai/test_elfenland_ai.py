"""What the Elfenland search starts from (games/elfenland/ai.py, root_favourite)."""

from __future__ import annotations

from typing import Any

import pytest

from elasund_desktop.ai.hooks import game_ai
from elasund_desktop.ai.levels import DEFAULT_BUDGETS, HARD, MEDIUM, LevelBot, node_budget
from elasund_desktop.ai.search import FAVOURITE_PRIOR
from elasund_desktop.engine.rng import Rng
from elasund_desktop.engine.rules import Action, GameConfig
from elasund_desktop.games.elfenland.ai import _GREEDY, ElfenlandAI
from elasund_desktop.games.elfenland.rules import PLAN, ElfenlandRules, ElfenlandState

RULES = ElfenlandRules()
AI = game_ai("elfenland")


def _greedy_game(seed: int, steps: int) -> ElfenlandState:
    """Four greedy players (the bot's own rng per step) play `steps` actions."""
    options = {o.key: o.default for o in RULES.options}
    s = RULES.setup(GameConfig(4, options), seed)
    for k in range(steps):
        legal = RULES.legal_actions(s)
        a = _GREEDY.choose(RULES.view(s, s.current), legal, Rng(k)) if len(legal) > 1 else legal[0]
        s = RULES.apply(s, a).state
    return s


def test_hard_starts_from_the_greedy_players_own_placement() -> None:
    """In this plan phase the greedy player, weighing every placement with its
    look-ahead, puts a giant pig on route 2; shown only Easy's shortlist of the
    six placements the cheap weights like best, it passes.  The search's
    favourite is the greedy player's own move (the greedy player won 7 of 8
    games against three Easy players), with most of the prior."""
    s = _greedy_game(1, 16)
    assert s.phase == PLAN
    legal = RULES.legal_actions(s)
    favourite = AI.root_favourite(RULES, s, legal, 0.9)  # type: ignore[attr-defined]
    assert favourite == Action(s.current, "place_counter", ("giant_pig", 2))
    # A node budget (no clock) gets the same favourite.
    assert AI.root_favourite(RULES, s, legal, None) == favourite  # type: ignore[attr-defined]
    assert isinstance(AI, ElfenlandAI)
    shortlist = AI._shortlist(RULES, s, legal)
    assert favourite not in shortlist
    assert _GREEDY.choose(RULES.view(s, s.current), shortlist, Rng(1)).kind == "pass"
    assert AI.favourite_prior > FAVOURITE_PRIOR


def test_medium_asks_the_greedy_player_about_the_shortlist_only() -> None:
    """Medium's budget is 0.25 s, and the greedy player's look-ahead over
    every placement took up to 130 ms of it before the search began: a timed
    run saw a Medium decision of 0.309 s, past budget + 10 %.  Under a time
    budget below QUICK_FAVOURITE_BELOW_S the favourite comes from Easy's
    shortlist (here: passing, as the greedy player does on the shortlist)."""
    s = _greedy_game(1, 16)
    legal = RULES.legal_actions(s)
    quick = AI.root_favourite(RULES, s, legal, 0.25)  # type: ignore[attr-defined]
    assert quick is not None and quick.kind == "pass"
    assert quick in AI._shortlist(RULES, s, legal)  # type: ignore[attr-defined]


def test_a_node_budget_medium_gets_mediums_quick_favourite(monkeypatch: pytest.MonkeyPatch) -> None:
    """ "medium@190" (bench tables, `sim`) stops on iterations instead of the
    clock but is still Medium: the favourite is asked with Medium's 0.25 s
    (the shortlist's pass above), not as an unlimited search (the giant pig).
    Hard's node budget keeps Hard's 0.9 s."""
    s = _greedy_game(1, 16)
    asked: list[float | None] = []
    real = AI.root_favourite  # type: ignore[attr-defined]

    def spy(rules: Any, state: Any, legal: Any, seconds: float | None) -> Any:
        asked.append(seconds)
        return real(rules, state, legal, seconds)

    monkeypatch.setattr(AI, "root_favourite", spy)
    for level, nodes in ((MEDIUM, 20), (HARD, 20)):
        LevelBot(level, node_budget(level, nodes)).decide(RULES, s, s.current, Rng(3))
    assert asked == [DEFAULT_BUDGETS[MEDIUM].seconds, DEFAULT_BUDGETS[HARD].seconds]
