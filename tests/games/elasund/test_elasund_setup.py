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


def test_a_new_game_starts_with_nothing_built_drawn_or_decided() -> None:
    """Set-up: no wall tile, no church tile (none seen by anyone), no winner, no
    choice open; the state's "none" marks are part of every save's digest."""
    st = new_game(3, 8)
    assert st.walls == (-1,) * len(R.LAYOUTS[3].walls) and st.wall_next == (1, 1, 1)
    assert (st.church, st.church_origin, st.church_known) == ((), (-1, -1), (-1, -1))
    assert (st.winner, st.pending, st.ship, st.stalled, st.idle_turns) == (-1, (), -1, False, 0)
    assert st.permits == ((-1,) * 5,) * 3 and st.huts_queue == () and st.huts_removed == ((),) * 3


def test_the_options_chosen_at_the_start_hold_after_every_move() -> None:
    """The New Game options (rules-data §1) are rules of the whole game: a move
    never changes them, nor turns the game's marks into something else."""
    options = {"pirate_reward": "random", "full_row": "neighbours", "east_walls_after_cheap": True}
    st = RULES.setup(GameConfig(2, options), 5)
    for _ in range(12):
        action = RULES.legal_actions(st)[-1]
        st = RULES.apply(st, action).state
        assert (st.pirate_reward, st.full_row, st.east_after_cheap, st.stall_end) == (
            "random", "neighbours", True, True,
        )
        assert st.stalled is False and type(st.pending) is tuple
