"""Every event a joiner receives can be read by what reads the events at home.

A seat outside a private event's audience gets it without its secret
parameters (net/redact.py events_for).  The gains and losses (the players
table's column, the statistics) read those events too; the play-test found
Catan's steal (KeyError 'resource', fixed before) and then Elfenland's secret
counter (KeyError 'transport') crashing a joiner's statistics.  Here every
event of a whole game of every game, as every seat receives it, goes through
the game's gains hook, and a secret one names nothing to an outsider.
"""

from __future__ import annotations

import pytest

from elasund_desktop.ai.bots import bot_rng, make_bot
from elasund_desktop.engine.gains import gains_of
from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Seat, Session, SessionConfig
from elasund_desktop.games import default_registry
from elasund_desktop.net import redact

GAMES = tuple(default_registry().ids())


@pytest.mark.parametrize("game_id", GAMES)
def test_every_event_as_a_seat_receives_it_reads_as_gains(game_id: str) -> None:
    spec = default_registry().get(game_id)
    rules = spec.rules()
    players = rules.max_players
    seats = tuple(Seat(f"P{i}", i, "random") for i in range(players))
    session: Session[object] = Session(
        rules, SessionConfig(game_id, GameConfig(players, {}), 7, seats)
    )
    bot = make_bot(spec.bots[0])
    while not session.is_over() and len(session.actions) < 4000:
        view = rules.view(session.state, session.to_move())
        session.apply(bot.choose(view, session.legal_actions(), bot_rng(7, len(session.actions))))
    private = redact._private_events(game_id)
    withheld = 0
    for batch in session.events:
        for seat in (*range(players), None):
            shown = redact.events_for(game_id, batch, seat)
            for gain in gains_of(rules, shown):  # never a KeyError
                if gain.audience is not None and seat not in gain.audience:
                    assert gain.detail == "", (game_id, gain)  # nothing secret named
            withheld += sum(1 for e, s in zip(batch, shown, strict=True) if e != s)
    if private:
        assert withheld, f"{game_id}: no event was redacted: the check could not fail"
