"""Elasund's set-up (rules-data §1, §6, §7): the New Game options, the start
hands and the start player."""

from __future__ import annotations

import pytest

from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.games.elasund import rules as R  # noqa: N812
from tests.games.elasund.helpers import RULES, new_game


def test_setup_takes_each_option_value_and_refuses_unknown_ones() -> None:
    """The New Game options (rules-data §1): pirates' reward, a full row, east walls."""
    st = RULES.setup(GameConfig(2, {"full_row": "neighbours", "east_walls_after_cheap": True}), 3)
    assert (st.pirate_reward, st.full_row, st.east_after_cheap) == ("choose", "neighbours", True)
    st = RULES.setup(GameConfig(4), 3)
    assert (st.pirate_reward, st.full_row, st.east_after_cheap) == ("choose", "nearest", False)
    assert st.phase == R.ROLL and st.actor == st.current and st.turn == 0 and st.builds == 0
    for bad in ({"pirate_reward": "keep"}, {"full_row": "any"}, {"stall_end": 1}):
        with pytest.raises(ValueError, match=r"^unknown option value$"):
            RULES.setup(GameConfig(3, bad), 1)
    for n in (1, 5):
        with pytest.raises(ValueError, match=rf"^Elasund needs 2-4 players, not {n}$"):
            RULES.setup(GameConfig(n), 1)


def test_the_start_hands_are_drawn_from_the_deck_and_the_start_player_at_random() -> None:
    """Set-up: one influence card each from the shuffled deck; a random start player."""
    starts = set()
    colours = set()
    for seed in range(40):
        st = new_game(4, seed)
        starts.add(st.current)
        colours.update(c for h in st.influence for c in range(3) if h[c])
        assert [sum(h) for h in st.influence] == [1, 1, 1, 1]
        assert sum(st.deck) + 4 == 39 and all(13 - 4 <= k <= 13 for k in st.deck)
    assert starts == {0, 1, 2, 3} and colours == {0, 1, 2}
