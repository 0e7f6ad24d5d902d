"""Issue 27, Done when: "A test starts a host and three joiners as separate processes on
the loopback address and plays a complete game of each of the four games with
computer players behind the joiners; each game's final digest equals that of the
host's save replayed locally."
"""

from __future__ import annotations

from pathlib import Path

import pytest

from elasund_desktop.persistence.saves import load_session
from tests.net.netproc import finish, joiner_args, start, start_host

SEATS = {
    "elasund": "net,net,net,easy",
    "catan": "net,net,net,easy",
    "elfenland": "net,net,net,easy",
    "carrara": "net,net,net",
}


@pytest.mark.timeout(240)
@pytest.mark.parametrize("game", sorted(SEATS))
def test_a_host_and_three_joining_processes_play_a_whole_game(tmp_path: Path, game: str) -> None:
    save = tmp_path / "hosted.json"
    host, info = start_host(
        tmp_path, "--game", game, "--seats", SEATS[game], "--seed", "27",
        "--save", str(save), "--exit-when-over",
    )  # fmt: skip
    joiners = [start(*joiner_args(info, "--bot", "easy", "--name", f"J{i}")) for i in range(3)]
    results = [finish(j) for j in joiners]
    finish_host = host.wait(timeout=60)
    assert finish_host == 0
    replayed = load_session(save)
    assert replayed.is_over()
    assert sorted(r["seat"] for r in results) == [0, 1, 2]
    for r in results:
        assert r["digest"] == replayed.digest()
        assert r["moves"] == len(replayed.actions)
        assert r["winners"] == list(replayed.outcome().winners)  # type: ignore[union-attr]
