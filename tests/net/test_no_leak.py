"""Issue 27, "Nothing hidden crosses the wire", and its Done when: "A test records every
byte sent to one joiner over a whole game and finds in it none of the other seats'
hidden values (checked against the host's states), in every game."

What a joiner receives must be a function of what its seat may know.  For every
state frame recorded, the test takes the host's true state at that position and
a *twin*: a state that differs from it only in what the seat cannot see (the
game's own determinize for that seat, with a random seed: other hands, counters,
screens, deck and bag order, the random generator all re-drawn).  The host would
have sent the very same state to that seat from the twin, so nothing in those
bytes depends on a hidden value.  Besides, the true random generator's number
never appears in the bytes, and every private log line reaches a seat outside
its audience without its secret parameters.
"""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path

import pytest

from elasund_desktop.engine.rng import Rng
from elasund_desktop.net import redact, wire
from tests.net.hosting import play_game

SEATS = {
    "elasund": ["net", "net", "net", "easy"],
    "catan": ["net", "net", "net", "easy"],
    "elfenland": ["net", "net", "net", "easy"],
    "carrara": ["net", "net", "net"],
}


@pytest.mark.timeout(200)
@pytest.mark.parametrize("game", sorted(SEATS))
def test_the_bytes_a_joiner_receives_depend_on_nothing_it_may_not_know(
    tmp_path: Path, game: str
) -> None:
    watched = 1
    server, joiners = asyncio.run(play_game(tmp_path, game, SEATS[game], keep=watched))
    session = server.game.session
    rules = session.rules
    frames = joiners[watched].received_bytes
    assert session.is_over() and len(frames) > len(session.actions)
    pick = random.Random(27)
    states_checked = 0
    withheld = 0
    private = redact._private_events(game)
    for text in frames:
        data = json.loads(text)
        if data["type"] != "state":
            continue
        n = data["n"]
        true_state = session.states[n]
        # the random generator's true position is nowhere in the bytes
        rng_value = getattr(true_state, "rng", None)
        if isinstance(rng_value, int) and rng_value > 10**6:
            assert str(rng_value) not in text
        if session.to_move() is not None or n < len(session.actions):
            twin = rules.determinize(true_state, watched, Rng(pick.getrandbits(48)))  # type: ignore[attr-defined]
            expected = wire.encode(redact.redacted(rules, twin, watched))
            assert data["state"] == expected, f"{game}: frame at {n} depends on hidden values"
            states_checked += 1
        for batch in data["log"]:
            for key, params in batch:
                if key in private:
                    audience, readable = private[key]
                    if not any(params.get(name) == watched for name in audience):
                        assert set(params) <= readable, (key, params)
        # the moves: who moved always; another seat's move itself only when none of
        # its events was private to an audience without this seat
        positions = range(n) if data["full_log"] else range(n - 1, n) if n else range(0)
        assert len(data["moves"]) == len(data["log"]) == len(positions)
        for i, (player, sent) in zip(positions, data["moves"], strict=True):
            true = session.actions[i]
            assert player == true.player
            hidden = any(
                e.key in private
                and not any(e.as_dict().get(name) == watched for name in private[e.key][0])
                for e in session.events[i]
            )
            if true.player != watched and hidden:
                assert sent is None, f"{game}: the move {true} of another seat was sent"
                withheld += 1
            else:
                assert sent == true.to_json()
    assert states_checked >= len(session.actions) // 2
    if game in ("catan", "elfenland"):  # games with moves that hide something
        assert withheld, f"{game}: no move was withheld: the check above could not fail"
