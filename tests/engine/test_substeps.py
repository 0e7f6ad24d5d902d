"""The contract behind Escape: a step in progress can always be cancelled cleanly.

A game's optional `in_substep(state)` marks states inside a decision of
several steps (engine.rules.in_substep).  The shell cancels such a step by
taking back actions until the state is no longer inside one.  That is only
sound if, from every such state, walking back reaches a state outside the
decision through actions of the player to move, none of which drew dice or
revealed anything.  Random games of every registered game check it.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from elasund_desktop.engine.rules import GameConfig, in_substep
from elasund_desktop.engine.session import Seat, Session, SessionConfig
from elasund_desktop.games import default_registry

GAMES = [spec.game_id for spec in default_registry()]


@pytest.mark.parametrize("game", GAMES)
def test_every_step_in_progress_can_be_cancelled_back_to_its_start(game: str) -> None:
    spec = default_registry().get(game)
    rules: Any = spec.rules()
    if not callable(getattr(rules, "in_substep", None)):
        pytest.skip(f"{game} has no decisions of several steps")
    seen = 0
    for seed in range(3):
        players = rules.min_players
        seats = tuple(Seat(f"P{i}", i) for i in range(players))
        session: Session[Any] = Session(
            rules, SessionConfig(game, GameConfig(players, {}), seed, seats)
        )
        rng = random.Random(seed)
        for _ in range(600):
            if session.is_over():
                break
            session.apply(rng.choice(session.legal_actions()))
            if not in_substep(rules, session.state):
                continue
            seen += 1
            seat = session.to_move()
            index = len(session.actions)
            while index > 0 and in_substep(rules, session.states[index]):
                action = session.actions[index - 1]
                assert action.player == seat, f"{action} began a step of seat {seat}"
                assert not session.barriers[index - 1], f"{action} inside a step is a barrier"
                index -= 1
            assert not in_substep(rules, session.states[index])
    assert seen > 0, "random play never entered a step of several actions"
