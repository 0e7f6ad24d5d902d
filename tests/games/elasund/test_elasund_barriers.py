"""Which Elasund moves can be taken back: a move is a barrier (undo stops
before it) exactly when it shows something nobody knew before: the dice of a
roll, a church tile taken from the face-down stack, or the influence cards a
wall tile draws. Every other move (building, permits, the ship, discards,
paying, ending a turn) reveals nothing and stays undoable."""

from __future__ import annotations

import random

import pytest

from elasund_desktop.engine.codec import digest
from elasund_desktop.engine.rules import GameConfig
from tests.games.elasund.helpers import RULES

REVEALING = frozenset({"roll", "church"})


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 5), (4, 8)])
def test_a_move_is_a_barrier_exactly_when_it_reveals_a_draw(players: int, seed: int) -> None:
    state = RULES.setup(GameConfig(players, {}), seed)
    chooser = random.Random(seed)
    seen: set[tuple[str, bool]] = set()
    while RULES.to_move(state) is not None:
        action = chooser.choice(RULES.legal_actions(state))
        t = RULES.apply(state, action)
        drew_cards = any(e.key == "wall_cards" for e in t.events)
        expected = action.kind in REVEALING or drew_cards
        assert t.barrier == expected, (action, [e.key for e in t.events])
        seen.add((action.kind, t.barrier))
        state = t.state
    # the games went through both kinds of move
    assert ("roll", True) in seen and ("end_turn", False) in seen


@pytest.mark.parametrize(("players", "seed"), [(2, 11), (4, 12)])
def test_applying_a_move_never_changes_the_position_it_started_from(
    players: int, seed: int
) -> None:
    """Undo, the computer players' search and the replay keep old positions: a
    move must build a new position and leave the old one exactly as it was."""
    state = RULES.setup(GameConfig(players, {}), seed)
    chooser = random.Random(seed)
    while RULES.to_move(state) is not None:
        before = digest(state)
        action = chooser.choice(RULES.legal_actions(state))
        after = RULES.apply(state, action).state
        assert digest(state) == before, action
        state = after
