"""The seats this computer took in network games, to come back to them from a new window.

A seat's token (given at its first join, net/host.py) brings its holder back
to it after a drop.  It lived only in the joining window: once that window
closed (or the program stopped, or the laptop's battery ran out) the person
could not return from a new window, which found every seat taken (issue 27's
play-test).  So the tokens are kept in the user's data folder
(network/joined-seats.json), per host address, certificate fingerprint and
join code, the newest `KEEP` of them.  Nobody else's token is in it: only the
seats this user took.  A token the host no longer knows (a new game) is
forgotten and the join goes on as a first one (ui/net_join.py).

Qt-free; written atomically (persistence/atomic.py).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..persistence.atomic import atomic_write_text
from . import tls

FILE = "joined-seats.json"
KEEP = 20  # the newest seats kept: enough for every game going on at once


def _entries(folder: Path) -> list[dict[str, Any]]:
    try:
        data = json.loads((folder / FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []  # none yet, or damaged: nothing to come back to
    entries = data.get("seats") if isinstance(data, dict) else None
    if not isinstance(entries, list):
        return []
    return [
        e
        for e in entries
        if isinstance(e, dict)
        and all(isinstance(e.get(k), str) for k in ("address", "fingerprint", "code", "token"))
    ]


def _same(entry: dict[str, Any], address: str, fingerprint: str, code: str) -> bool:
    return (
        entry["address"] == address
        and entry["code"].upper() == code.upper()
        and tls.same_fingerprint(entry["fingerprint"], fingerprint)
    )


def remembered(folder: Path, address: str, fingerprint: str, code: str) -> str | None:
    """The token of the seat this computer took in that game, if any."""
    for entry in _entries(folder):
        if _same(entry, address, fingerprint, code):
            return str(entry["token"])
    return None


def remember(folder: Path, address: str, fingerprint: str, code: str, token: str) -> None:
    """Keep the token of a seat just taken (the newest first)."""
    entries = [e for e in _entries(folder) if not _same(e, address, fingerprint, code)]
    entry = {"address": address, "fingerprint": fingerprint, "code": code, "token": token}
    _write(folder, [entry, *entries][:KEEP])


def forget(folder: Path, address: str, fingerprint: str, code: str) -> None:
    """Drop that game's token (the host no longer knows it)."""
    entries = _entries(folder)
    kept = [e for e in entries if not _same(e, address, fingerprint, code)]
    if len(kept) != len(entries):
        _write(folder, kept)


def _write(folder: Path, entries: list[dict[str, Any]]) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    text = json.dumps({"format": "elasund-desktop-joined-seats", "version": 1, "seats": entries})
    atomic_write_text(folder / FILE, text, backup=False)  # an old token is of no use
