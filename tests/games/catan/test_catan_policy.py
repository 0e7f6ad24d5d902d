"""The optional Catan-aware random bot (elasund_desktop.games.catan.policy)."""

from __future__ import annotations

from elasund_desktop.engine.rng import Rng
from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.games.catan.policy import CatanRandomBot
from elasund_desktop.games.catan.rules import OVER, CatanRules
from tests.bounded import Bound

from .catan_helpers import act, blank, hand, rules


def test_policy_never_offers_and_finishes_games() -> None:
    r = CatanRules()
    bot = CatanRandomBot()
    s = r.setup(GameConfig(4), 8)
    rng = Rng(8)
    bound = Bound(50_000, "the game's end")
    while r.to_move(s) is not None:
        bound.step()
        p = r.to_move(s)
        a = bot.choose(r.view(s, p), r.legal_actions(s), rng)
        assert a.kind != "offer_start"
        s = r.apply(s, a).state
    assert s.phase == OVER


def test_policy_accepts_only_offers_that_do_not_cost_it_cards() -> None:
    bot = CatanRandomBot()
    s = hand(hand(blank(), 0, wool=3), 1, ore=3)
    s = act(s, 0, "offer_start").state
    s = act(s, 0, "offer_give", "wool").state
    s = act(s, 0, "offer_get", "ore").state
    s = act(s, 0, "offer_get", "ore").state
    asked_two = act(s, 0, "offer_send", 1).state
    choice = bot.choose(rules.view(asked_two, 1), rules.legal_actions(asked_two), Rng(1))
    assert choice.kind == "offer_decline"
    s = act(s, 0, "offer_give", "wool").state
    fair = act(s, 0, "offer_send", 1).state
    choice = bot.choose(rules.view(fair, 1), rules.legal_actions(fair), Rng(1))
    assert choice.kind == "offer_accept"
