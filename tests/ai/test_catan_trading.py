"""Catan domestic trade by computer players (games/catan/ai.py, scripted).

Rules used: an offer is started, composed card by card, sent, answered by the
addressed players in seat order and confirmed with one who accepted; at most
data.MAX_OFFERS_PER_TURN offers are sent a turn.
"""

from __future__ import annotations

from elasund_desktop.ai.levels import LevelBot, LevelBudget
from elasund_desktop.engine.rng import Rng
from elasund_desktop.games.catan import data as D  # noqa: N812
from elasund_desktop.games.catan.ai import GAME_AI, card_values
from elasund_desktop.games.catan.rules import ANSWER, MAIN, CatanRules, CatanState
from tests.bounded import Bound
from tests.games.catan.catan_helpers import blank, coast_path, hand, put

rules = CatanRules()
SMALL = LevelBudget(seconds=None, iterations=40, rollout_depth=4)


def _table() -> CatanState:
    """Seat 0 lacks one grain for a settlement and has wool to spare; seat 1
    lacks wool for a settlement and has grain to spare; seat 2 needs grain."""
    s = blank(4, current=0)
    for seat, start in ((0, 0), (1, 8), (2, 16), (3, 23)):
        nodes, edges = coast_path(start, 2)
        s = put(s, seat, settlements=[nodes[0]], roads=edges)
    s = hand(s, 0, lumber=1, brick=1, wool=3)
    s = hand(s, 1, lumber=1, brick=1, grain=3)
    s = hand(s, 2, lumber=1, brick=1, wool=1, grain=1)
    s = hand(s, 3, ore=1)
    return s


def _decide(state: CatanState, level: str) -> object:
    seat = rules.to_move(state)
    assert seat is not None
    return LevelBot(level, SMALL if level != "easy" else None).decide(rules, state, seat, Rng(3))


def test_cards_needed_for_the_next_building_are_worth_more() -> None:
    values = card_values(_table(), 0)
    grain, wool = D.RESOURCE_INDEX["grain"], D.RESOURCE_INDEX["wool"]
    assert values[grain] > values[wool]


def test_medium_offers_surplus_for_the_missing_card_and_the_trade_happens() -> None:
    state = _table()
    steps = []
    bound = Bound(200, "Medium to end its turn")
    while True:
        bound.step()
        action = _decide(state, "medium")
        steps.append(action)
        state = rules.apply(state, action).state  # type: ignore[arg-type]
        if (
            state.phase == MAIN
            and state.current == 0
            and action.kind
            in (  # type: ignore[attr-defined]
                "offer_confirm",
                "offer_cancel",
                "offer_decline",
                "offer_accept",
            )
        ):
            break
        assert len(steps) < 12
    kinds = [a.kind for a in steps]  # type: ignore[attr-defined]
    assert kinds[:4] == ["offer_start", "offer_give", "offer_get", "offer_send_all"]
    assert steps[1].args == ("wool",) and steps[2].args == ("grain",)  # type: ignore[attr-defined]
    # seat 1 needs wool and has grain to spare: he accepts; seat 0 confirms with him
    assert kinds[-1] == "offer_confirm"
    assert state.hands[0][D.RESOURCE_INDEX["grain"]] == 1
    assert state.hands[1][D.RESOURCE_INDEX["wool"]] == 1
    # now the settlement is affordable and the player builds it
    assert "build_settlement" in {a.kind for a in rules.legal_actions(state)}


def test_answers_weigh_the_cards() -> None:
    """Asked to give grain for wool: seat 1 (short of wool, grain to spare)
    accepts, seat 2 (needs grain himself, has wool) declines."""
    state = _table()
    for kind, arg in (("offer_start", None), ("offer_give", "wool"), ("offer_get", "grain")):
        act = next(
            a
            for a in rules.legal_actions(state)
            if a.kind == kind and (arg is None or a.args == (arg,))
        )
        state = rules.apply(state, act).state
    state = rules.apply(
        state, next(a for a in rules.legal_actions(state) if a.kind == "offer_send_all")
    ).state
    assert state.phase == ANSWER and rules.to_move(state) == 1
    legal = rules.legal_actions(state)
    assert GAME_AI.scripted(rules, state, legal, "easy", Rng(1)).kind == "offer_accept"  # type: ignore[union-attr]
    state = rules.apply(state, next(a for a in legal if a.kind == "offer_accept")).state
    assert rules.to_move(state) == 2
    legal = rules.legal_actions(state)
    answer = GAME_AI.scripted(rules, state, legal, "hard", Rng(1))
    assert answer is not None and answer.kind == "offer_decline"


def test_no_help_for_a_player_about_to_win() -> None:
    state = _table()
    state = state._replace(points=(8, *state.points[1:]))
    for kind, arg in (("offer_start", None), ("offer_give", "wool"), ("offer_get", "grain")):
        act = next(
            a
            for a in rules.legal_actions(state)
            if a.kind == kind and (arg is None or a.args == (arg,))
        )
        state = rules.apply(state, act).state
    state = rules.apply(
        state, next(a for a in rules.legal_actions(state) if a.kind == "offer_send_all")
    ).state
    answer = GAME_AI.scripted(rules, state, rules.legal_actions(state), "hard", Rng(1))
    assert answer is not None and answer.kind == "offer_decline"


def test_easy_never_offers_and_offers_stop_at_the_rules_limit() -> None:
    state = _table()
    assert _decide(state, "easy").kind != "offer_start"  # type: ignore[attr-defined]
    spent = state._replace(offers_made=D.MAX_OFFERS_PER_TURN)
    legal = rules.legal_actions(spent)
    assert all(a.kind != "offer_start" for a in legal)
    assert GAME_AI.scripted(rules, spent, legal, "hard", Rng(1)) is None
