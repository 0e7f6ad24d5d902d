"""Issue 27, "Bad input gets a clear refusal and changes nothing", and its Done when: "A fuzz
test sends at least 10 000 malformed, oversized, replayed and out-of-turn messages
(bounded in count and time, loopback only); the host never crashes, never changes
the game for them, and keeps serving the honest joiners."

Seat 0 is an honest joiner with a computer player, seat 2 a computer player of
the host, seat 1 the fuzzer: a joiner that plays its own moves honestly (else
the game would stop at its turns) and between them sends junk of every kind.
Every junk message must be answered with one refusal and must not change the
game: the host's log holds exactly the fuzzer's honest moves for seat 1, the
honest joiner plays to the end, and the save replays.
"""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed

from elasund_desktop.ai.bots import make_bot
from elasund_desktop.engine.rules import Action
from elasund_desktop.games import default_registry
from elasund_desktop.net import joiner as J  # noqa: N812
from elasund_desktop.net import protocol
from elasund_desktop.persistence.saves import load_session
from tests.net.hosting import joiner_of, start_server

JUNK_MESSAGES = 10_000
PER_TURN = 150
OVERSIZED = 3


def junk(rnd: random.Random, me: J.Joiner, history: list[tuple[int, Action]]) -> str | bytes:
    """One message the host must refuse, of a kind drawn at random."""
    kind = rnd.randrange(14)
    v = protocol.VERSION
    if kind == 0:
        return "".join(chr(rnd.randrange(1, 0x2FF)) for _ in range(rnd.randrange(1, 60)))
    if kind == 1:
        return bytes(rnd.randrange(256) for _ in range(rnd.randrange(1, 60)))
    if kind == 2:
        return json.dumps(rnd.choice([[1, 2], "act", 3, None, True]))
    if kind == 3:
        return json.dumps({"v": rnd.choice([0, 2, "1", None, True]), "type": "ping"})
    if kind == 4:
        return json.dumps({"v": v, "type": rnd.choice(["shout", "", "ACT", 7])})
    if kind == 5:
        return json.dumps({"v": v, "type": "act", "n": me.n, "action": [1, "x", []], "extra": 1})
    if kind == 6:
        return json.dumps({"v": v, "type": "act", "n": str(me.n), "action": "pass"})
    if kind == 7 and history:  # a replayed move: an old one at its old position
        n, action = rnd.choice(history)
        return protocol.message("act", n=n, action=action.to_json())
    if kind == 8:  # a move for another seat
        return protocol.message("act", n=me.n, action=[0, "end_move", []])
    if kind == 9:  # a move out of turn, or an illegal one on its turn
        while True:
            args = [rnd.randrange(-5, 40) for _ in range(rnd.randrange(3))]
            action = [1, rnd.choice(["move", "place", "draw", "pass", "build"]), args]
            if Action.from_json(action) not in me.legal:  # junk, not a lucky legal move
                return protocol.message("act", n=me.n, action=action)
    if kind == 10:
        return protocol.message("undo", n=me.n + rnd.choice([-3, -1, 1, 5]))
    if kind == 11:
        depth = rnd.randrange(2000, 6000)
        return "[" * depth + "]" * depth
    if kind == 12:
        return protocol.message("hello", code="WRONG", name="again")
    return json.dumps({"v": v, "type": "act", "n": 10**12, "action": [1, "pass", []]})


async def fuzzer(server: Any, fingerprint: str, rnd: random.Random) -> dict[str, int]:
    me = joiner_of(server, fingerprint, name="Fuzz", seat_wanted=1)
    await me.connect()
    rules = default_registry().get(me.game_id).rules()
    bot = make_bot("easy")
    history: list[tuple[int, Action]] = []
    sent = honest = oversized = 0

    async def reply() -> dict[str, Any]:
        while True:
            data = await me.next_frame()
            if data["type"] in ("refused", "denied", "pong"):
                return data

    async def send_junk() -> None:
        nonlocal sent, oversized
        n_before = len(server.game.session.actions)
        movers_before = sum(a.player == 1 for a in server.game.session.actions)
        if oversized < OVERSIZED and rnd.random() < 0.0005:
            await me._ws.send("x" * (protocol.MAX_CLIENT_FRAME + 10))
            oversized += 1
            sent += 1
            with pytest.raises(ConnectionClosed):
                while True:
                    await me.next_frame()
            me._ws, me.seat = None, None
            await me.connect()  # back to its seat with its token
            return
        await me._ws.send(junk(rnd, me, history))
        sent += 1
        answer = await reply()
        assert answer["type"] == "refused", answer
        # nothing it sent moved seat 1 (others may have moved meanwhile)
        assert sum(a.player == 1 for a in server.game.session.actions) == movers_before
        assert len(server.game.session.actions) >= n_before

    while me.final is None or sent < JUNK_MESSAGES:
        if me.final is None and me.to_move == 1 and me.legal:
            for _ in range(PER_TURN):
                await send_junk()
            if me.to_move == 1 and me.legal:  # still its turn: the honest move
                action = J._choose(bot, rules, me.state, 1, me.n, me.legal)
                history.append((me.n, action))
                await me.act(action)
                honest += 1
                while me.n == history[-1][0]:
                    answer = await me.next_frame()
                    assert answer["type"] != "refused", (answer, action)
        elif me.final is None:
            await send_junk()
        else:
            await send_junk()  # the game is over: the host still answers
    await me.close()
    return {"sent": sent, "honest": honest, "oversized": oversized}


@pytest.mark.timeout(240)
def test_ten_thousand_bad_messages_change_nothing_and_the_game_goes_on(tmp_path: Path) -> None:
    async def run() -> tuple[Any, dict[str, int], dict[str, Any]]:
        server, fingerprint = await start_server(tmp_path, "elfenland", ["net", "net", "easy"])
        honest = joiner_of(server, fingerprint, name="Honest", seat_wanted=0)
        try:
            await honest.connect()
            results = await asyncio.wait_for(
                asyncio.gather(
                    fuzzer(server, fingerprint, random.Random(27)),
                    J.play_headless(honest, "easy"),
                ),
                timeout=200,
            )
        finally:
            await server.close()
        return server, results[0], results[1]

    server, fuzz, final = asyncio.run(run())
    session = server.game.session
    assert fuzz["sent"] >= JUNK_MESSAGES
    assert session.is_over() and final["digest"] == session.digest()
    # the game holds the fuzzer's honest moves and nothing else of seat 1's
    assert sum(a.player == 1 for a in session.actions) == fuzz["honest"]
    assert load_session(server.game.save_path).digest() == session.digest()
