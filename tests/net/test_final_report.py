"""The end of a network game (issue 27): every seat gets the host's end-of-game sheet.

A joiner's own states are redacted: the others' hidden cards in them are
sampled, so an end-of-game sheet made from them would show invented hands
(a playtest of the window showed "Red, Blue" where the host's player held
"Green ×2").  The host's last state frame carries the report computed from
its true final state; after it, nobody can undo into a game whose hands are
out.  Driven through HostGame's messages, without sockets.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from elasund_desktop.engine.end_of_game import final_report
from elasund_desktop.net import host as H  # noqa: N812
from elasund_desktop.net import protocol
from elasund_desktop.net.joiner import Joiner


def test_the_last_frame_brings_the_hosts_report_and_undo_is_over(tmp_path: Path) -> None:
    game = H.new_game("elasund", [H.NET, H.NET], 4, save_path=tmp_path / "hosted.json")
    joiners = [Joiner("127.0.0.1:1", game.code, "", name=f"J{i}") for i in range(2)]
    for conn, me in enumerate(joiners):
        game.connect(conn)
        for _, frame in game.receive(
            conn, protocol.message("hello", code=game.code, name=me.name, seat=conn)
        ):
            me.handle(frame)
    session = game.session
    rng = random.Random(4)
    for _ in range(3000):
        if session.is_over():
            break
        mover = session.to_move()
        assert mover is not None
        action = rng.choice(session.legal_actions())
        frames = game.receive(
            mover, protocol.message("act", n=len(session.actions), action=action.to_json())
        )
        for conn, text in frames:
            joiners[conn].handle(text)
    assert session.is_over()
    truth = final_report(session.rules, session.states, len(session.actions))
    for me in joiners:
        assert me.report == truth  # the true hands, scores and ending, for every seat
    # the last mover may not take the finished game back
    last = session.actions[-1].player
    ((_, refusal),) = game.receive(last, protocol.message("undo", n=len(session.actions)))
    assert json.loads(refusal)["reason"] == "undo_blocked"
    assert session.is_over()
