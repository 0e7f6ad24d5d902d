"""Seat names across languages (issue 27, fix 27.4).

The host's own names for its seats ("Player 3", "Computer 3", in the host's
language) are marked as such, so that every joiner writes them in its own
language; a name a person typed (at the host, or the joiner's own) goes as
typed.  Driven through HostGame's messages, without sockets.
"""

from __future__ import annotations

import json
from pathlib import Path

from elasund_desktop.net import host as H  # noqa: N812
from elasund_desktop.net import protocol
from elasund_desktop.net.joiner import Joiner


def _join(game: H.HostGame, conn: int, name: str) -> Joiner:
    me = Joiner("127.0.0.1:1", game.code, "", name=name)
    game.connect(conn)
    for to, frame in game.receive(conn, protocol.message("hello", code=game.code, name=name)):
        if to == conn:
            me.handle(frame)
    return me


def test_the_hosts_own_names_are_marked_and_a_joiners_typed_name_is_not(tmp_path: Path) -> None:
    save = tmp_path / "hosted.json"
    game = H.new_game("catan", [H.NET, H.NET, "random"], 3, save_path=save)
    assert [s.default_name for s in game.seats] == [True, True, True]
    bea = _join(game, 1, "Bea")
    assert bea.names == ["Bea", "Player 2", "Computer 3"]
    assert bea.default_names == [False, True, True]
    statuses = {s["seat"]: s for s in bea.seats}
    assert statuses[0]["default_name"] is False and statuses[2]["default_name"] is True
    # a host started again keeps which names are its own
    again = H.resume_game(save)
    assert [s.default_name for s in again.seats] == [False, True, True]
    side = json.loads(save.with_name(save.name + ".net.json").read_text(encoding="utf-8"))
    assert [s["default_name"] for s in side["seats"]] == [False, True, True]
