"""Nothing in the test suite reaches any address but the loopback range (issue 27).

Imported by tests/conftest.py for the test processes and by tests/net/netproc.py
for the hosts and joiners they start: every TCP/UDP socket may connect, bind or
send only to 127.0.0.0/8 or ::1; anything else raises at once, naming the address.
"""

from __future__ import annotations

import ipaddress
import socket
from typing import Any

_INET = (socket.AF_INET, socket.AF_INET6)


class NotLoopback(OSError):
    """A test tried to reach a real network."""


def _check(sock: socket.socket, address: Any) -> None:
    if sock.family not in _INET or not isinstance(address, tuple):
        return
    host = str(address[0]).split("%")[0]
    if host == "localhost":
        return
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        raise NotLoopback(f"tests reach loopback addresses only, not {host!r}") from None
    if not ip.is_loopback:
        raise NotLoopback(f"tests reach loopback addresses only, not {host}")


def _guard(name: str) -> None:
    real = getattr(socket.socket, name)

    def guarded(self: socket.socket, address: Any, *rest: Any) -> Any:
        _check(self, address if name != "sendto" else rest[-1] if rest else address)
        return real(self, address, *rest)

    guarded.__name__ = name
    setattr(socket.socket, name, guarded)


if not getattr(socket.socket, "_loopback_only", False):
    for _name in ("connect", "connect_ex", "bind"):
        _guard(_name)
    _real_sendto = socket.socket.sendto

    def _sendto(self: socket.socket, data: Any, *args: Any) -> Any:
        _check(self, args[-1])
        return _real_sendto(self, data, *args)

    socket.socket.sendto = _sendto  # type: ignore[method-assign, assignment]
    socket.socket._loopback_only = True  # type: ignore[attr-defined]
