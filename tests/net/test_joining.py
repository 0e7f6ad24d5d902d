"""Issue 27: who may join, and nothing lost when a joiner or the host drops out.

Done when: "Tests for the wrong code, the attempt limit, a joiner killed mid-game and
rejoining its seat, a computer player taking over a dropped seat and handing it
back, and the host killed mid-game and resumed with every joiner back in its seat."
"""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

import pytest

from elasund_desktop.net import host as H  # noqa: N812
from elasund_desktop.net import joiner as J  # noqa: N812
from elasund_desktop.persistence.saves import load_session
from tests.net.hosting import joiner_of, start_server
from tests.net.netproc import finish, joiner_args, start, start_host, stop


def test_a_wrong_code_is_refused_and_five_of_them_lock_the_address_out(tmp_path: Path) -> None:
    async def run() -> list[str]:
        server, fingerprint = await start_server(tmp_path, "elfenland", ["net", "net", "easy"])
        reasons: list[str] = []
        try:
            for _ in range(H.MAX_WRONG_CODES):
                wrong = joiner_of(server, fingerprint, name="Eve")
                wrong.code = "AAAA-AAAA"
                with pytest.raises(J.JoinRefused) as refused:
                    await wrong.connect()
                reasons.append(refused.value.reason)
            # now even the right code is refused from that address
            late = joiner_of(server, fingerprint, name="Ann")
            with pytest.raises(J.JoinRefused) as refused:
                await late.connect()
            reasons.append(refused.value.reason)
            assert all(s.token is None for s in server.game.seats)  # nobody got a seat
        finally:
            await server.close()
        return reasons

    reasons = asyncio.run(run())
    assert reasons == ["wrong_code"] * H.MAX_WRONG_CODES + ["too_many_attempts"]


def test_the_right_code_joins_and_a_wrong_fingerprint_never_sends_it(tmp_path: Path) -> None:
    async def run() -> None:
        server, fingerprint = await start_server(tmp_path, "elfenland", ["net", "net", "easy"])
        try:
            spoofed = joiner_of(server, "00" * 32, name="Ann")
            with pytest.raises(J.tls.FingerprintMismatch):
                await spoofed.connect()
            assert all(s.token is None for s in server.game.seats)
            ann = joiner_of(server, fingerprint, name="Ann")
            await ann.connect()
            assert ann.seat == 0 and server.game.seats[0].name == "Ann"
            await ann.close()
        finally:
            await server.close()

    asyncio.run(run())


def _actions_in(save: Path) -> int:
    """Moves in the host's autosave journal: one line each after its header."""
    try:
        return max(0, len(save.read_bytes().splitlines()) - 1)
    except OSError:
        return 0


def _wait_for_moves(save: Path, moves: int, timeout: float = 90.0) -> None:
    deadline = time.monotonic() + timeout
    while _actions_in(save) < moves:
        assert time.monotonic() < deadline, f"the game did not reach {moves} moves"
        time.sleep(0.1)


@pytest.mark.timeout(200)
def test_a_joiner_killed_mid_game_comes_back_to_its_seat(tmp_path: Path) -> None:
    save = tmp_path / "hosted.json"
    host, info = start_host(
        tmp_path, "--game", "elfenland", "--seats", "net,net,easy", "--seed", "5",
        "--save", str(save), "--exit-when-over",
    )  # fmt: skip
    tokens = [tmp_path / f"token{i}" for i in range(2)]
    args = [joiner_args(info, "--bot", "easy", "--seat", str(i), "--token-file", str(tokens[i]))
            for i in range(2)]  # fmt: skip
    first = [start(*a) for a in args]
    try:
        _wait_for_moves(save, 30)
        first[1].kill()  # closed laptop
        first[1].communicate(timeout=10)
        again = start(*args[1])  # the same seat's token brings it back
        results = [finish(first[0]), finish(again)]
        assert host.wait(timeout=60) == 0
    finally:
        for proc in (*first, host):
            stop(proc)
    replayed = load_session(save)
    assert replayed.is_over()
    assert [r["seat"] for r in results] == [0, 1]
    assert all(r["digest"] == replayed.digest() for r in results)


def test_a_computer_stands_in_for_a_dropped_seat_and_hands_it_back(tmp_path: Path) -> None:
    async def run() -> dict[str, Any]:
        server, fingerprint = await start_server(
            tmp_path, "elfenland", ["net", "net", "easy"], stand_in="easy"
        )
        ann = joiner_of(server, fingerprint, name="Ann", seat_wanted=0)
        bob = joiner_of(server, fingerprint, name="Bob", seat_wanted=1)
        try:
            await ann.connect()
            await bob.connect()
            bob_token = bob.token
            # Ann plays on; Bob drops out at once: the stand-in plays his seat
            ann_task = asyncio.create_task(J.play_headless(ann, "easy"))
            await bob.close()
            session = server.game.session
            deadline = time.monotonic() + 60
            while sum(a.player == 1 for a in session.actions) < 5:
                assert time.monotonic() < deadline and not ann_task.done()
                await asyncio.sleep(0.05)
            assert server.game.seats[1].status("easy")["state"] == "stand_in"
            # Bob comes back with his token: his seat is his again
            back = joiner_of(server, fingerprint, name="Bob", token=bob_token)
            await back.connect()
            assert back.seat == 1 and server.game.bot_to_move() != (1, "easy")
            assert server.game.seats[1].status("easy")["state"] == "connected"
            moves_before = sum(a.player == 1 for a in session.actions)
            final = await asyncio.wait_for(
                asyncio.gather(ann_task, J.play_headless(back, "easy")), timeout=120
            )
            return {"final": final[1], "moves_before": moves_before, "back": back}
        finally:
            await server.close()

    result = asyncio.run(run())
    assert result["final"]["to_move"] is None
    assert result["moves_before"] >= 5


@pytest.mark.timeout(220)
def test_the_host_killed_mid_game_resumes_and_every_joiner_is_back_in_its_seat(
    tmp_path: Path,
) -> None:
    save = tmp_path / "hosted.json"
    host, info = start_host(
        tmp_path, "--game", "elfenland", "--seats", "net,net,net", "--seed", "8",
        "--save", str(save), "--exit-when-over",
    )  # fmt: skip
    tokens = [tmp_path / f"token{i}" for i in range(3)]
    joiners = [
        start(*joiner_args(info, "--bot", "easy", "--seat", str(i), "--token-file", str(tokens[i])))
        for i in range(3)
    ]
    again = None
    try:
        _wait_for_moves(save, 40)
        host.kill()  # the host's program dies
        host.communicate(timeout=10)
        moves_at_crash = _actions_in(save)
        again, info2 = start_host(
            tmp_path, "--resume", str(save), "--port", str(info["port"]), "--exit-when-over"
        )
        assert info2["code"] == info["code"] and info2["fingerprint"] == info["fingerprint"]
        results = [finish(j) for j in joiners]
        assert again.wait(timeout=60) == 0
    finally:
        for proc in (*joiners, host, *([again] if again else [])):
            stop(proc)
    replayed = load_session(save)
    assert replayed.is_over() and len(replayed.actions) > moves_at_crash
    assert [r["seat"] for r in results] == [0, 1, 2]
    assert all(r["digest"] == replayed.digest() for r in results)


def test_the_suite_cannot_reach_beyond_loopback() -> None:
    """The guard of tests/loopback_only.py is on in this process (and in the
    hosts and joiners the tests start): a real address is refused at once."""
    import socket

    from tests.loopback_only import NotLoopback

    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock, pytest.raises(NotLoopback):
        sock.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed anyway
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock, pytest.raises(NotLoopback):
        sock.bind(("0.0.0.0", 0))
