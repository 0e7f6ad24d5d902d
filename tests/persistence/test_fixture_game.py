"""The fixture game keeps the engine contract (it stands in for real games in shell tests)."""

from __future__ import annotations

import pytest

from elasund_desktop.engine.rules import Action, IllegalAction
from tests import fixture_rules_text, fixture_texts
from tests.bounded import Bound
from tests.fixture_game import CARD_VALUES, COPIES, FixtureRules, new_session, play_random

ALL_CARDS = len(CARD_VALUES) * COPIES


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_end_and_keep_the_contract(players: int) -> None:
    rules = FixtureRules()
    for seed in range(15):
        session = new_session(players=players, seed=seed)
        bound = Bound(50_000, "the game's end")
        while not session.is_over():
            bound.step()
            state = session.state
            legal = rules.legal_actions(state)
            assert legal and len(set(legal)) == len(legal)
            mover = rules.to_move(state)
            assert all(a.player == mover for a in legal)
            forged = [
                Action(((mover or 0) + 1) % players, legal[0].kind, legal[0].args),
                Action(mover or 0, "play", (9,)),
                Action(mover or 0, "fly"),
            ]
            for action in forged:
                if action not in legal:
                    with pytest.raises(IllegalAction) as info:
                        rules.apply(state, action)
                    assert info.value.reason_key in fixture_texts.REASONS
            play_random(session, max_actions=1, bot_seed=seed)
            after = session.state
            cards = len(after.deck) + len(after.discard) + sum(len(h) for h in after.hands)
            assert cards == ALL_CARDS
            for event in session.events[-1]:
                assert event.key in fixture_texts.EVENTS
                fixture_texts.EVENTS[event.key].format(**event.as_dict())
                for value in event.as_dict().values():
                    assert not isinstance(value, str) or value in fixture_texts.TERMS
        outcome = session.outcome()
        assert outcome is not None and outcome.winners
        assert rules.legal_actions(session.state) == []
        with pytest.raises(IllegalAction):
            rules.apply(session.state, Action(0, "roll"))


def test_other_players_decide_the_tax_mid_turn() -> None:
    rules = FixtureRules()
    for seed in range(200):
        session = new_session(players=4, seed=seed)
        session.apply(Action(0, "roll"))
        if session.state.phase == "tax":
            assert session.to_move() == 1
            kinds = {a.kind for a in session.legal_actions()}
            assert kinds == {"pay", "refuse"}
            assert rules.view(session.state, 1)["hand"] == list(session.state.hands[1])
            return
    pytest.fail("no tax in 200 seeds")


def test_drawing_is_an_undo_barrier_and_hands_are_hidden() -> None:
    session = new_session(players=2, seed=1)
    session.apply(Action(0, "draw"))
    assert not session.can_undo()
    view = FixtureRules().view(session.state, 1)
    assert view["hand_counts"] == [3, 2]
    assert view["hand"] == list(session.state.hands[1])
    assert "hands" not in view and "deck" not in view


def test_texts_describe_every_action_kind() -> None:
    for kind, args in (("roll", ()), ("draw", ()), ("pay", (3,)), ("refuse", ()), ("play", (2,))):
        key, params = fixture_texts.describe(Action(0, kind, args))
        fixture_texts.ACTIONS[key].format(**params)
    sections = fixture_rules_text.SECTIONS
    assert len(sections) == 2 and [s.interpretation for s in sections] == [False, True]
