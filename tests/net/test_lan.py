"""The announcement of a hosted game on the local network (net/lan.py), without a network.

No test here sends or receives multicast: the TXT properties <-> game
conversion is pure, the real browser's handler is fed a fake zeroconf that
hands it ServiceInfo objects, and the announcer is given a fake zeroconf.
The suite runs with ELASUND_DESKTOP_NO_LAN=1 (tests/conftest.py).
"""

from __future__ import annotations

import threading
from typing import Any

import pytest
from zeroconf import ServiceStateChange

from elasund_desktop.net import lan, protocol

FP = ":".join(["ABCD"] * 16)
KNOWN = ("catan", "elasund", "elfenland", "carrara")
NAME = f"Ann - Catan 1a2b3c.{lan.SERVICE_TYPE}"


def props(**changes: Any) -> dict[bytes, Any]:
    base: dict[str, Any] = lan.properties("catan", "Ann", 2, FP)
    base.update(changes)
    return {
        k.encode(): (v.encode() if isinstance(v, str) else v)
        for k, v in base.items()
        if v is not ...
    }


def found(p: dict[bytes, Any], addresses: tuple[str, ...] = ("192.0.2.7",), port: Any = 47270):
    return lan.game_from_service(NAME, addresses, port, p, KNOWN)


def test_the_announcement_names_game_host_seats_version_and_fingerprint_but_never_the_code() -> (
    None
):
    p = lan.properties("catan", "Ann", 2, FP)
    assert p == {"v": str(protocol.VERSION), "game": "catan", "host": "Ann", "free": "2", "fp": FP}
    assert "code" not in " ".join(p).lower()


def test_an_announcement_read_back_gives_what_a_joiner_needs() -> None:
    game = found(props())
    assert game == lan.LanGame(NAME, "catan", "Ann", 2, protocol.VERSION, FP, "192.0.2.7", 47270)


def test_the_ipv4_address_is_taken_when_the_host_also_has_ipv6() -> None:
    game = found(props(), addresses=("fe80::1", "192.0.2.9"))
    assert game is not None and game.address == "192.0.2.9"


@pytest.mark.parametrize(
    "bad",
    [
        {"v": "2"},  # a foreign protocol version
        {"v": ...},  # no version at all
        {"game": "chess"},  # a game this program does not have
        {"free": "-1"},
        {"free": "two"},
        {"free": "99"},
        {"free": "²"},  # a digit to str.isdigit, not to int()
        {"fp": "ABCD:1234"},  # too short to pin anything
        {"fp": ...},
        {"host": ""},
        {"host": "\x00\x07"},  # nothing left once control characters are out
        {"host": "x" * 41},  # longer than a name may be
        {"host": "x" * 200},  # longer than any value may be
        {"fp": FP + "0" * 100},
        {"game": b"\xff\xfe"},  # not UTF-8
        {"game": None},  # a key without a value
    ],
)
def test_a_bad_or_foreign_or_oversized_announcement_is_ignored(bad: dict[str, Any]) -> None:
    assert found(props()) is not None  # the same entry without the fault is listed
    assert found(props(**bad)) is None


def test_an_announcement_without_ipv4_address_or_port_is_ignored() -> None:
    assert found(props(), addresses=()) is None
    assert found(props(), addresses=("fe80::1",)) is None
    assert found(props(), port=None) is None
    assert found(props(), port=0) is None


def test_unknown_properties_are_ignored_and_the_host_name_is_one_clean_line() -> None:
    extra = props(host="Ann\u200b\n")
    extra[b"other"] = b"y" * 500  # not ours: not read at all
    game = found(extra)
    assert game is not None and game.host_name == "Ann"


def test_the_lan_switch_reads_the_environment() -> None:
    assert lan.lan_enabled({})
    assert lan.lan_enabled({lan.NO_LAN_ENV: "0"})
    assert not lan.lan_enabled({lan.NO_LAN_ENV: "1"})


def test_with_the_lan_switched_off_nothing_is_announced_nor_browsed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import zeroconf

    def refuse(*_a: Any, **_k: Any) -> None:
        raise AssertionError("zeroconf started with the LAN switched off")

    monkeypatch.setattr(zeroconf, "Zeroconf", refuse)
    monkeypatch.setenv(lan.NO_LAN_ENV, "1")
    assert lan.announce("catan", "Catan", "Ann", 1, FP, "0.0.0.0", 47270) is None
    assert lan.start_browser(KNOWN) is None


def test_a_host_on_this_computer_only_is_not_announced() -> None:
    assert lan.host_addresses("127.0.0.1") == []
    assert lan.host_addresses("192.0.2.4") == ["192.0.2.4"]


def test_a_service_name_is_unique_and_of_the_games_type() -> None:
    a, b = lan.instance_name("Catan", "Ann"), lan.instance_name("Catan", "Ann")
    assert a != b and a.endswith("." + lan.SERVICE_TYPE) and a.startswith("Ann - Catan ")
    info = lan.service_info(a, ["192.0.2.7"], 47270, lan.properties("catan", "Ann", 2, FP))
    assert info.type == lan.SERVICE_TYPE and info.port == 47270
    # a long name in Cyrillic still fits a DNS label of 63 bytes
    long = lan.instance_name("Catan", "Олександра-Вікторія Ковальчук-Шевченко")
    label = long.removesuffix("." + lan.SERVICE_TYPE)
    assert len(label.encode()) <= 63
    assert lan.service_info(long, ["192.0.2.7"], 1, {}).name == long


class FakeZeroconf:
    """What the browser's handler asks of zeroconf: the info of a service."""

    def __init__(self) -> None:
        self.infos: dict[str, Any] = {}
        self.registered: list[Any] = []
        self.updated: list[Any] = []
        self.unregistered: list[Any] = []
        self.closed = threading.Event()
        self.refuse = False

    def get_service_info(self, _type: str, name: str, timeout: int = 0) -> Any:
        return self.infos.get(name)

    def register_service(self, info: Any, allow_name_change: bool = False) -> None:
        assert allow_name_change  # two hosts of one name must not fail
        if self.refuse:
            raise OSError("no multicast here")
        self.registered.append(info)

    def update_service(self, info: Any) -> None:
        self.updated.append(info)

    def unregister_service(self, info: Any) -> None:
        self.unregistered.append(info)

    def close(self) -> None:
        self.closed.set()


def test_the_browser_lists_games_that_come_change_and_go() -> None:
    zc = FakeZeroconf()
    browser = lan.ZeroconfBrowser(KNOWN, zeroconf=zc)
    p = lan.properties("catan", "Ann", 2, FP)
    zc.infos[NAME] = lan.service_info(NAME, ["192.0.2.7"], 47270, p)
    browser.on_change(zc, lan.SERVICE_TYPE, NAME, ServiceStateChange.Added)
    assert [(g.host_name, g.seats_free, g.port) for g in browser.games()] == [("Ann", 2, 47270)]
    zc.infos[NAME] = lan.service_info(NAME, ["192.0.2.7"], 47270, {**p, "free": "1"})
    browser.on_change(zc, lan.SERVICE_TYPE, NAME, ServiceStateChange.Updated)
    assert [g.seats_free for g in browser.games()] == [1]
    # a foreign service of the same type is not listed
    other = f"Bob 000000.{lan.SERVICE_TYPE}"
    zc.infos[other] = lan.service_info(other, ["192.0.2.8"], 5000, {**p, "v": "99"})
    browser.on_change(zc, lan.SERVICE_TYPE, other, ServiceStateChange.Added)
    assert [g.key for g in browser.games()] == [NAME]
    browser.on_change(zc, lan.SERVICE_TYPE, NAME, ServiceStateChange.Removed)
    assert browser.games() == []
    browser.close()
    assert zc.closed.wait(5)


def test_the_browser_keeps_a_bounded_number_of_games() -> None:
    zc = FakeZeroconf()
    browser = lan.ZeroconfBrowser(KNOWN, zeroconf=zc)
    p = lan.properties("catan", "Ann", 2, FP)
    for i in range(lan.MAX_GAMES + 10):
        name = f"Ann {i:06x}.{lan.SERVICE_TYPE}"
        zc.infos[name] = lan.service_info(name, ["192.0.2.7"], 47270, p)
        browser.on_change(zc, lan.SERVICE_TYPE, name, ServiceStateChange.Added)
    assert len(browser.games()) == lan.MAX_GAMES


def test_the_announcer_registers_updates_the_free_seats_and_withdraws() -> None:
    zc = FakeZeroconf()
    p = lan.properties("catan", "Ann", 2, FP)
    announcer = lan.Announcer(NAME, ["192.0.2.7"], 47270, p, make_zeroconf=lambda: zc)
    announcer.update(1)
    announcer.update(1)  # no change: no new announcement
    announcer.close()
    announcer.join(10)
    assert not announcer.running
    assert len(zc.registered) == 1 and zc.registered[0].properties[b"free"] == b"2"
    assert [i.properties[b"free"] for i in zc.updated] == [b"1"]
    assert len(zc.unregistered) == 1 and zc.closed.is_set()
    announcer.update(0)  # after the end: nothing more is sent
    assert len(zc.updated) == 1


# -- `elasund-desktop host` and the announcement ---------------------------------------
class RecordingAnnouncer:
    def __init__(self, args: tuple[Any, ...]) -> None:
        self.args = args
        self.free: list[int] = []
        self.closed = False

    def update(self, seats_free: int) -> None:
        self.free.append(seats_free)

    def close(self) -> None:
        self.closed = True

    def join(self, _timeout: float | None = None) -> None:
        pass


def _run_host(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Any, *extra: str
) -> list[RecordingAnnouncer]:
    """`elasund-desktop host` on loopback until it has printed its line, then stopped."""
    import asyncio
    import contextlib

    from elasund_desktop.cli import build_parser
    from elasund_desktop.net import cli

    made: list[RecordingAnnouncer] = []

    def announce(*args: Any) -> RecordingAnnouncer:
        made.append(RecordingAnnouncer(args))
        return made[-1]

    monkeypatch.setattr(lan, "announce", announce)
    printed: list[dict[str, Any]] = []
    monkeypatch.setattr(cli, "_print", printed.append)
    args = build_parser().parse_args(
        [
            "host", "--game", "catan", "--seats", "net,easy,easy", "--bind", "127.0.0.1",
            "--port", "0", "--cert-dir", str(tmp_path), "--name", "Ann", *extra,
        ]
    )  # fmt: skip

    async def run() -> None:
        task = asyncio.create_task(cli._host(args))
        for _ in range(2000):  # bounded: 20 s
            if printed or task.done():
                break
            await asyncio.sleep(0.01)
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task

    asyncio.run(run())
    assert printed and printed[0]["announced"] is bool(made)
    return made


def test_the_headless_host_announces_its_game_and_withdraws_it_when_it_stops(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Any
) -> None:
    made = _run_host(monkeypatch, tmp_path)
    assert len(made) == 1
    game, title, host_name, free, fingerprint, bind, _port = made[0].args
    assert (game, title, host_name, free, bind) == ("catan", "Catan", "Ann", 1, "127.0.0.1")
    assert tls_ok(fingerprint)
    assert made[0].closed


def test_no_announce_keeps_the_headless_host_off_the_local_list(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Any
) -> None:
    assert _run_host(monkeypatch, tmp_path, "--no-announce") == []


def tls_ok(fingerprint: str) -> bool:
    from elasund_desktop.net import tls

    return tls.same_fingerprint(fingerprint, fingerprint)


def test_a_network_that_refuses_the_announcement_costs_only_the_announcement() -> None:
    zc = FakeZeroconf()
    zc.refuse = True
    p = lan.properties("catan", "Ann", 2, FP)
    announcer = lan.Announcer(NAME, ["192.0.2.7"], 47270, p, make_zeroconf=lambda: zc)
    announcer.update(1)  # nothing registered: nothing to update, no error
    announcer.close()
    announcer.join(10)
    assert not announcer.running and zc.closed.is_set()
    assert zc.registered == zc.updated == zc.unregistered == []
