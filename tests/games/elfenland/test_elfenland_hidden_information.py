"""Elfenland's hidden information for search players: `determinize` builds a position
from what one player sees only.

In the home-town variant each player's town card is secret (seed 002_1b63b8ecaa8fd933.txt
variant: a town card each, kept hidden until the end); the other players' cards must be
drawn again from the unused ones, never copied from the real position.
"""

from __future__ import annotations

from elasund_desktop.engine.rng import Rng
from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.games.elfenland import data as D  # noqa: N812
from elasund_desktop.games.elfenland.bot import state_from_view

from .helpers import RULES


def test_positions_alike_to_a_player_determinize_alike_whatever_the_others_town_cards() -> None:
    """Two positions that differ only in the other players' town cards look the same to
    seat 0: with the same generator both give the same sampled position, so the others'
    real town cards cannot leak into a search player's guess."""
    real = RULES.setup(GameConfig(3, {"home_town": True}), 4)
    mine = real.town_cards[0]
    spare = [t for t in D.TOWN_CARD_TOWNS if t not in real.town_cards]
    other = real._replace(town_cards=(mine, spare[0], spare[1]))
    assert RULES.view(other, 0) == RULES.view(real, 0)
    for seed in range(4):
        a = RULES.determinize(real, 0, Rng(seed))
        b = RULES.determinize(other, 0, Rng(seed))
        assert a == b
        assert a.town_cards[0] == mine
        assert len(set(a.town_cards)) == 3 and set(a.town_cards) <= set(D.TOWN_CARD_TOWNS)


def test_a_position_that_knows_no_town_card_reveals_none() -> None:
    """The computer player's position rebuilt from its view (home-town variant) holds no
    town card (-1 for every seat): revealing the hands then names no town, rather than
    the town at index -1."""
    real = RULES.setup(GameConfig(3, {"home_town": True}), 4)
    guess = state_from_view(RULES.view(real, 0))
    assert guess.home_town and guess.town_cards == (-1, -1, -1)
    towns = set(D.TOWN_IDS)
    assert dict(RULES.hidden_at_the_end(guess))["Town card"] == ((), (), ())
    # the real position does name every seat's town card
    named = dict(RULES.hidden_at_the_end(real))["Town card"]
    assert named == tuple(((D.TOWN_IDS[c], 1),) for c in real.town_cards)
    assert all(t in towns for seat in named for t, _ in seat)
