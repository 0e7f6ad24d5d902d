"""A perfect memory of Carrara's public history knows every screen (hidden.py).

Seed 004 (the Italian summary): blocks are bought from the wheel in the open
("paga tante monete quante quelle indicate"), a player who cannot buy shows
his screen for his 2 coins, buildings are paid in marble that goes back to
the bag, scorings pay from the public boards and objects come from the public
supply or the board for 10 coins.  So coins, blocks and objects behind each
screen follow from the log, and so does the bag; the memory the state keeps
(`seen_*`) is what every determinized world holds.  Only the order of the
tile pile and the future draws remain to sample.
"""

from __future__ import annotations

from typing import Any

import pytest

from elasund_desktop.engine.codec import digest
from elasund_desktop.engine.rng import Rng
from elasund_desktop.engine.rules import Event, GameConfig
from elasund_desktop.engine.session import Session, SessionConfig
from elasund_desktop.games.carrara import data as D  # noqa: N812 - read as D.X
from elasund_desktop.games.carrara.gains import BLOCK, COIN, OBJECT, gains
from elasund_desktop.games.carrara.rules import (
    OVER,
    CarraraRules,
    CarraraState,
    blocks_in_play,
)

RULES = CarraraRules()


def _random_game(players: int, seed: int) -> list[tuple[CarraraState, tuple[Event, ...]]]:
    """Every state of a random game with the events that led to it."""
    s = RULES.setup(GameConfig(players), seed)
    pick = Rng(seed)
    out: list[tuple[CarraraState, tuple[Event, ...]]] = [(s, ())]
    while RULES.to_move(s) is not None:
        legal = RULES.legal_actions(s)
        t = RULES.apply(s, legal[pick.below(len(legal))])
        s = t.state
        out.append((s, t.events))
    return out


class _Ledger:
    """The screens as the public log tells them: the set-up, then the gains."""

    def __init__(self, s: CarraraState) -> None:
        n = s.num_players
        self.coins = [D.STARTING_COINS] * n
        self.marble = [[0] * D.NUM_COLOURS for _ in range(n)]
        self.objects = [[0] * 6 for _ in range(n)]
        for i in range(n):  # the first player a black block, the second a blue one, ...
            self.marble[(s.start_player + i) % n][D.STARTING_MARBLE[i]] += 1

    def read(self, events: tuple[Event, ...]) -> None:
        for g in gains(events):
            if g.term == COIN:
                self.coins[g.player] += g.amount
            elif g.term == BLOCK:
                self.marble[g.player][D.COLOUR_INDEX[g.detail]] += g.amount
            elif g.term == OBJECT:
                self.objects[g.player][D.OBJECT_INDEX[g.detail]] += g.amount

    def screens(self, s: CarraraState) -> tuple[Any, Any, Any]:
        """The screens now; blocks set aside for a building under way (public on
        the board, named in the log once it is built) have left the screen."""
        marble = [list(m) for m in self.marble]
        for c in range(D.NUM_COLOURS):
            marble[s.current][c] -= s.paid[c]
        return (
            tuple(self.coins),
            tuple(tuple(m) for m in marble),
            tuple(tuple(o) for o in self.objects),
        )


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 4), (4, 5)])
def test_every_screen_is_public_by_history_and_the_memory_holds_it(players: int, seed: int) -> None:
    """At every step of a random game, the screens read back from the public log
    alone (the set-up and every gain the events name) are the real screens, and
    the state's memory is the same."""
    game = _random_game(players, seed)
    ledger = _Ledger(game[0][0])
    for s, events in game:
        ledger.read(events)
        real = (s.coins, s.marble, s.objects)
        assert ledger.screens(s) == real
        assert (s.seen_coins, s.seen_marble, s.seen_objects) == real
    assert game[-1][0].phase == OVER


@pytest.mark.parametrize(("players", "seed"), [(2, 6), (3, 7), (4, 8)])
def test_every_world_holds_what_a_perfect_memory_knows(players: int, seed: int) -> None:
    """Every determinized world of every player holds the real screens and bag;
    the pile is shuffled and the future redrawn."""
    checked = 0
    for k, (s, _) in enumerate(_random_game(players, seed)):
        if k % 6 or s.phase == OVER:
            continue
        for p in range(players):
            w = RULES.determinize(s, p, Rng(k * 10 + p))
            assert (w.coins, w.marble, w.objects, w.bag) == (s.coins, s.marble, s.objects, s.bag)
            assert sorted(w.pile) == sorted(s.pile) and w.rng != s.rng
            assert RULES.view(w, p) == RULES.view(s, p) and blocks_in_play(w) == D.TOTAL_BLOCKS
            assert RULES.legal_actions(w)
            checked += 1
    assert checked > 30


def test_a_purchase_is_seen_behind_the_screen() -> None:
    """The start player buys a block: the next player's worlds give him his
    starting block, the bought one, and 20 coins less its price."""
    s = RULES.setup(GameConfig(3), 9)
    p = s.current
    s = RULES.apply(s, RULES.legal_actions(s)[0]).state  # buy_marble: the wheel turns
    assert s.phase == "segment"
    s = RULES.apply(s, RULES.legal_actions(s)[0]).state  # a segment
    take = next(a for a in RULES.legal_actions(s) if a.kind == "take_block")
    colour = D.COLOUR_INDEX[take.args[0]]
    price = D.PRICES[s.segment][colour]
    s = RULES.apply(s, take).state
    expected = [0] * D.NUM_COLOURS
    expected[D.STARTING_MARBLE[0]] += 1
    expected[colour] += 1
    observer = (p + 1) % 3
    for k in range(10):
        w = RULES.determinize(s, observer, Rng(k))
        assert w.marble[p] == tuple(expected)
        assert w.coins[p] == D.STARTING_COINS - price


def test_the_memory_is_what_replaying_the_log_gives_and_not_in_the_digest() -> None:
    config = SessionConfig("carrara", GameConfig(3), 12)
    session: Session[Any] = Session(RULES, config)
    pick = Rng(12)
    while not session.is_over():
        session.apply(session.legal_actions()[pick.below(len(session.legal_actions()))])
    again = Session.replay(RULES, config, session.actions)
    memory = [(s.seen_coins, s.seen_marble, s.seen_objects) for s in session.states]
    assert [(s.seen_coins, s.seen_marble, s.seen_objects) for s in again.states] == memory
    last = session.state
    assert digest(last._replace(seen_coins=(0, 0, 0))) == digest(last)


def test_a_memory_the_position_contradicts_is_not_used() -> None:
    """A position whose screens were set by hand, so that the memory cannot be
    right (the objects behind the screens do not add up): the screens are
    sampled from the position as before there was a memory."""
    s = RULES.setup(GameConfig(3), 4)
    supply = list(s.supply)
    supply[0] -= 2
    poked = s._replace(
        supply=tuple(supply), objects=(s.objects[0], (2, 0, 0, 0, 0, 0), s.objects[2])
    )
    for k in range(10):
        w = RULES.determinize(poked, 0, Rng(k))
        assert w.objects[1][0] + w.objects[2][0] == 2
        assert RULES.view(w, 0) == RULES.view(poked, 0)
