"""Recorded games replay to the same states: a refactor of a game's rules keeps
its behaviour byte for byte.

The saves under tests/data/recorded_games/ were written by its `record.py`
before the rules of Elasund and Catan were split into modules by concern; a
game of every registered game is among them.  Loading a save replays its
actions and checks the final digest (persistence/saves.py); this test also
checks a digest over every state the game passed through (`chains.json`), so
that a change which alters an intermediate state and later converges is seen.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from elasund_desktop.games import default_registry
from elasund_desktop.persistence.saves import load_session
from tests.data.recorded_games.record import GAMES, name, state_chain

RECORDED = Path(__file__).resolve().parents[1] / "data" / "recorded_games"
CHAINS = json.loads((RECORDED / "chains.json").read_text())


def test_every_registered_game_has_recorded_games() -> None:
    recorded = {game for game, _, _ in GAMES}
    assert recorded == set(default_registry().ids())
    assert set(CHAINS) == {name(*case) for case in GAMES}


@pytest.mark.parametrize(("game", "players", "seed"), GAMES, ids=[name(*c) for c in GAMES])
def test_a_recorded_game_replays_to_the_same_states(game: str, players: int, seed: int) -> None:
    key = name(game, players, seed)
    session = load_session(RECORDED / f"{key}.json", default_registry())  # checks the final digest
    expected = CHAINS[key]
    assert session.is_over() and expected["over"]
    assert len(session.actions) == expected["actions"]
    assert session.digest() == expected["final"]
    assert state_chain(session) == expected["chain"], f"{key}: an intermediate state differs"
