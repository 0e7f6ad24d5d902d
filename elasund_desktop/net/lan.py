"""Hosted games announced on the local network, and the list a joiner picks from.

Discovery uses multicast DNS service discovery (Bonjour/Avahi compatible) with
the `zeroconf` package: pure Python, well kept, the library Home Assistant
and others use, with no system daemon to install on any of the three desktop
systems.  A host registers one service of type `SERVICE_TYPE` whose TXT
properties say which game it is, who hosts it, how many seats are free, the
protocol version and the certificate's fingerprint; a joiner's browser lists
them.  The join code is never announced: everything in the announcement is
public to every computer on the network, so it only saves typing the address
and the fingerprint, and the code still decides who takes a seat (the
fingerprint pins the certificate, as when it is typed).

This module is Qt-free.  The window takes a `LanBrowser` (anything with
`games()` and `close()`), so its tests hand it a fake one and never touch
multicast.  `ELASUND_DESKTOP_NO_LAN=1` (set by the test suite) switches
announcing and browsing off altogether, as `elasund-desktop host --no-announce`
does for one host.  Zeroconf runs on its own threads: nothing here blocks a
window or the host's event loop, and a network that refuses multicast only
costs the list (logged), never the game.
"""

from __future__ import annotations

import logging
import os
import secrets
import threading
import unicodedata
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from . import protocol, tls

log = logging.getLogger(__name__)

SERVICE_TYPE = "_elasund-desktop._tcp.local."
NO_LAN_ENV = "ELASUND_DESKTOP_NO_LAN"

# Bounds of what a joiner takes from an announcement: anything longer, or any
# other value, and the whole entry is ignored (a foreign or broken service).
MAX_VALUE = 100  # bytes of one TXT value (the fingerprint has 79)
MAX_SEATS = 16
MAX_GAMES = 64  # entries a browser keeps at most (a flood of services is cut here)
KEYS = ("v", "game", "host", "free", "fp")


def lan_enabled(environ: Mapping[str, str] | None = None) -> bool:
    """False when ELASUND_DESKTOP_NO_LAN is set (to anything but "" or "0")."""
    value = (os.environ if environ is None else environ).get(NO_LAN_ENV, "")
    return value in ("", "0")


@dataclass(frozen=True, slots=True)
class LanGame:
    """One game found on the local network."""

    key: str  # the service's name: the same game announced again replaces its entry
    game: str  # a game id
    host_name: str
    seats_free: int
    version: int
    fingerprint: str
    address: str  # an IPv4 address of the host
    port: int


def properties(game: str, host_name: str, seats_free: int, fingerprint: str) -> dict[str, str]:
    """The TXT properties of a hosted game (never the code: see the docstring)."""
    return {
        "v": str(protocol.VERSION),
        "game": game,
        "host": _clean(host_name)[: protocol.MAX_NAME],
        "free": str(max(0, min(MAX_SEATS, seats_free))),
        "fp": fingerprint,
    }


def _clean(text: str) -> str:
    """No control or format characters (a name shown in a list, one line)."""
    return "".join(ch for ch in text if unicodedata.category(ch)[0] != "C").strip()


def _text(raw: Any) -> str | None:
    if isinstance(raw, str):
        raw = raw.encode("utf-8", "replace")
    if not isinstance(raw, bytes) or len(raw) > MAX_VALUE:
        return None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return None


def game_from_service(
    key: str,
    addresses: Iterable[str],
    port: int | None,
    props: Mapping[Any, Any],
    known_games: Iterable[str],
) -> LanGame | None:
    """The game an announcement describes, or None for anything else.

    None for a foreign protocol version, a game this program does not know,
    a missing, oversized or malformed property, no IPv4 address or no port:
    a joiner lists only games it can join.
    """
    values: dict[str, str] = {}
    for raw_key, raw_value in props.items():
        name = _text(raw_key)
        if name in KEYS:
            value = _text(raw_value)
            if value is None:
                return None
            values[name] = value
    if any(k not in values for k in KEYS):
        return None
    if values["v"] != str(protocol.VERSION) or values["game"] not in set(known_games):
        return None
    free = values["free"]
    if not free.isascii() or not free.isdigit() or int(free) > MAX_SEATS:
        return None
    fingerprint = values["fp"]
    if not tls.same_fingerprint(fingerprint, fingerprint):
        return None
    host_name = _clean(values["host"])
    if not host_name or len(host_name) > protocol.MAX_NAME:
        return None
    ipv4 = [a for a in addresses if _is_ipv4(a)]
    if not ipv4 or port is None or not 0 < int(port) < 65536:
        return None
    return LanGame(
        key, values["game"], host_name, int(free), protocol.VERSION, fingerprint, ipv4[0], port
    )


def _is_ipv4(address: str) -> bool:
    import ipaddress

    try:
        return isinstance(ipaddress.ip_address(address), ipaddress.IPv4Address)
    except ValueError:
        return False


def instance_name(game_title: str, host_name: str) -> str:
    """A service name: readable in other browsers (Bonjour, avahi-browse) and
    unique on the network by a random tail (two hosts may both be "Ann")."""
    label = _clean(f"{host_name} - {game_title}") or "elasund-desktop"
    # a DNS label holds 63 bytes: the name's UTF-8 cut to leave room for the tail
    label = label.encode("utf-8")[:52].decode("utf-8", "ignore").strip()
    return f"{label} {secrets.token_hex(3)}.{SERVICE_TYPE}"


# -- the joiner's side ----------------------------------------------------------------
class LanBrowser(Protocol):
    """What the Join dialog asks of a browser (a fake one in the tests)."""

    def games(self) -> list[LanGame]: ...

    def close(self) -> None: ...


class ZeroconfBrowser:
    """The games announced on the local network, kept up to date on zeroconf's
    threads; `games()` may be called from any thread."""

    def __init__(self, known_games: Iterable[str], zeroconf: Any = None) -> None:
        self.known_games = frozenset(known_games)
        self._lock = threading.Lock()
        self._found: dict[str, LanGame] = {}
        self._zc = zeroconf
        self._browser: Any = None
        self._closed = False

    def start(self) -> ZeroconfBrowser:
        from zeroconf import ServiceBrowser, Zeroconf

        if self._zc is None:
            self._zc = Zeroconf()
        self._browser = ServiceBrowser(self._zc, SERVICE_TYPE, handlers=[self.on_change])
        return self

    def on_change(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        """A service came, changed or went (called on the browser's thread)."""
        from zeroconf import IPVersion, ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self._found.pop(name, None)
            return
        info = zeroconf.get_service_info(service_type, name, timeout=3000)
        game = None
        if info is not None:
            game = game_from_service(
                name,
                info.parsed_addresses(IPVersion.V4Only),
                info.port,
                info.properties or {},
                self.known_games,
            )
        with self._lock:
            if game is None:
                self._found.pop(name, None)
            elif name in self._found or len(self._found) < MAX_GAMES:
                self._found[name] = game

    def games(self) -> list[LanGame]:
        with self._lock:
            found = list(self._found.values())
        return sorted(found, key=lambda g: (g.host_name.casefold(), g.game, g.key))

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        zc, self._zc = self._zc, None
        if zc is not None:
            # closing waits for zeroconf's threads: not on the caller's (a window's)
            threading.Thread(target=zc.close, name="lan-browser-close", daemon=True).start()


def start_browser(known_games: Iterable[str]) -> LanBrowser | None:
    """A running browser, or None when the LAN is switched off or unusable."""
    if not lan_enabled():
        return None
    try:
        return ZeroconfBrowser(known_games).start()
    except Exception:  # no multicast here (a sandbox, a firewall): no list, the rest works
        log.exception("no list of the games on the local network")
        return None


# -- the host's side --------------------------------------------------------------------
def service_info(name: str, addresses: Iterable[str], port: int, props: Mapping[str, str]) -> Any:
    """The zeroconf ServiceInfo of a hosted game (built without any network)."""
    from zeroconf import ServiceInfo

    return ServiceInfo(
        SERVICE_TYPE,
        name,
        port=port,
        properties=dict(props),
        parsed_addresses=list(addresses),
    )


def host_addresses(bind: str) -> list[str]:
    """The IPv4 addresses to announce for a host listening on `bind`: its own
    (every interface's but loopback for 0.0.0.0), none for loopback only."""
    if _is_ipv4(bind) and bind.startswith("127."):
        return []  # "this computer only": nobody on the network could join
    if bind not in ("0.0.0.0", "::", ""):
        return [bind] if _is_ipv4(bind) else []
    from zeroconf import get_all_addresses

    return [a for a in get_all_addresses() if not a.startswith("127.")]


class Announcer:
    """One hosted game announced on the local network until `close()`.

    Registration, updates and unregistration run on one worker thread in
    order (zeroconf's register and unregister wait for their announcements),
    so `update` and `close` return at once.
    """

    def __init__(
        self,
        name: str,
        addresses: list[str],
        port: int,
        props: dict[str, str],
        make_zeroconf: Callable[[], Any] | None = None,
    ) -> None:
        self.name = name
        self.addresses = addresses
        self.port = port
        self.props = dict(props)
        self._make = make_zeroconf
        self._jobs: list[Callable[[], None]] = []
        self._cv = threading.Condition()
        self._done = False
        self._zc: Any = None
        self._info: Any = None
        self.running = False  # registered and not yet withdrawn
        self._thread = threading.Thread(target=self._work, name="lan-announce", daemon=True)
        self._thread.start()
        self._submit(self._register)

    def _submit(self, job: Callable[[], None]) -> None:
        with self._cv:
            if self._done:
                return
            self._jobs.append(job)
            self._cv.notify()

    def _work(self) -> None:
        while True:
            with self._cv:
                while not self._jobs:
                    self._cv.wait()
                job = self._jobs.pop(0)
            try:
                job()
            except Exception:  # multicast refused, a network gone: no announcement
                log.exception("announcing the game on the local network failed")
            if job == self._unregister:
                return

    def _register(self) -> None:
        if self._make is not None:
            zc = self._make()
        else:
            from zeroconf import Zeroconf

            zc = Zeroconf()
        info = service_info(self.name, self.addresses, self.port, self.props)
        try:
            # another service of that name (two hosts drew the same tail): zeroconf
            # picks a free one rather than failing
            zc.register_service(info, allow_name_change=True)
        except BaseException:
            zc.close()  # no announcement: the updates after this find nothing to send
            raise
        self._zc, self._info = zc, info
        self.running = True

    def update(self, seats_free: int) -> None:
        """A seat was taken or freed: the announcement says so."""
        free = str(max(0, min(MAX_SEATS, seats_free)))

        def job() -> None:
            if self._zc is None or self.props.get("free") == free:
                return
            self.props["free"] = free
            self._info = service_info(self.name, self.addresses, self.port, self.props)
            self._zc.update_service(self._info)

        self._submit(job)

    def _unregister(self) -> None:
        zc, self._zc = self._zc, None
        self.running = False
        if zc is None:
            return
        try:
            if self._info is not None:
                zc.unregister_service(self._info)  # "goodbye": the lists drop it at once
        finally:
            zc.close()

    def close(self) -> None:
        """Withdraw the announcement (the game ended, the window closed)."""
        with self._cv:
            if self._done:
                return
            self._jobs.append(self._unregister)
            self._done = True
            self._cv.notify()

    def join(self, timeout: float | None = None) -> None:
        """Wait until the announcement is withdrawn (after `close`)."""
        self._thread.join(timeout)


def announce(
    game: str,
    game_title: str,
    host_name: str,
    seats_free: int,
    fingerprint: str,
    bind: str,
    port: int,
) -> Announcer | None:
    """Announce a hosted game, or None: switched off, or nothing to announce on."""
    if not lan_enabled():
        return None
    try:
        addresses = host_addresses(bind)
    except Exception:
        log.exception("the addresses to announce could not be read")
        return None
    if not addresses:
        return None
    props = properties(game, host_name, seats_free, fingerprint)
    return Announcer(instance_name(game_title, host_name), addresses, port, props)
