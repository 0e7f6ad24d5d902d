"""The messages between a host and its joiners: versioned JSON, one object a frame.

Every message is a JSON object with ``"v"`` (the protocol version, `VERSION`)
and ``"type"``; the fields of each type are in `CLIENT_SCHEMA` (what a joiner
may send) and the host's messages in docs/network-protocol.md.  The host reads
a joiner's frame with `parse_client`, which refuses, with a reason key and
nothing changed, anything that is not exactly one of the client's messages:
not JSON, not an object, a foreign version, an unknown type, a missing, extra
or mistyped field, a string or list longer than its bound.  Frames longer than
`MAX_CLIENT_FRAME` bytes never reach it (the WebSocket layer closes the
connection first).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from ..engine.rules import Action

VERSION = 1
MAX_CLIENT_FRAME = 16 * 1024  # an action or a hello is far below; a flood is not
MAX_HOST_FRAME = 4 * 1024 * 1024  # a redacted state with its log lines
MAX_NAME = 40
MAX_TEXT = 200

# type -> field -> (kind, required); kinds: "int", "str", "name", "action", "int?"
CLIENT_SCHEMA: dict[str, dict[str, tuple[str, bool]]] = {
    # join or rejoin: the code, a name, and a seat wanted (or the token of one's seat)
    "hello": {
        "code": ("str", True),
        "name": ("name", True),
        "seat": ("int?", False),
        "token": ("str", False),
    },
    # a move: the number of actions the sender has seen (the game's position) and the action
    "act": {"n": ("int", True), "action": ("action", True)},
    # take back one's own last decision, at that position
    "undo": {"n": ("int", True)},
    # is the host there?
    "ping": {},
}


class ProtocolError(ValueError):
    """A message refused: `reason` is a key the joiner's window translates."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True, slots=True)
class ClientMessage:
    type: str
    fields: dict[str, Any]

    def action(self) -> Action:
        value = self.fields["action"]
        assert isinstance(value, Action)
        return value


def _check(kind: str, value: Any) -> Any:
    if kind in ("int", "int?"):
        if value is None and kind == "int?":
            return None
        if not isinstance(value, int) or isinstance(value, bool) or abs(value) > 10**9:
            raise ProtocolError("bad_field")
        return value
    if kind in ("str", "name"):
        limit = MAX_NAME if kind == "name" else MAX_TEXT
        if not isinstance(value, str) or len(value) > limit:
            raise ProtocolError("bad_field")
        if kind == "name" and not value.strip():
            raise ProtocolError("bad_name")
        return value
    if kind == "action":
        try:
            return Action.from_json(value)
        except (ValueError, TypeError) as exc:
            raise ProtocolError("bad_action") from exc
    raise AssertionError(kind)


def parse_client(text: str | bytes) -> ClientMessage:
    """One joiner frame as a message, or ProtocolError (see the module docstring)."""
    if isinstance(text, bytes):
        raise ProtocolError("not_text")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise ProtocolError("not_json") from exc
    if not isinstance(data, dict):
        raise ProtocolError("not_an_object")
    if data.get("v") != VERSION or isinstance(data.get("v"), bool):
        raise ProtocolError("version")
    kind = data.get("type")
    schema = CLIENT_SCHEMA.get(kind) if isinstance(kind, str) else None
    if schema is None:
        raise ProtocolError("unknown_type")
    fields = {k: v for k, v in data.items() if k not in ("v", "type")}
    if set(fields) - set(schema):
        raise ProtocolError("unknown_field")
    out: dict[str, Any] = {}
    for name, (field_kind, required) in schema.items():
        if name not in fields:
            if required:
                raise ProtocolError("missing_field")
            continue
        out[name] = _check(field_kind, fields[name])
    return ClientMessage(str(kind), out)


def message(kind: str, **fields: Any) -> str:
    """A frame of `kind` with `fields` (either side)."""
    return json.dumps({"v": VERSION, "type": kind, **fields}, separators=(",", ":"))


def parse_host(text: str | bytes) -> dict[str, Any]:
    """A host frame as a dict (the joiner trusts the host it pinned, but not blindly)."""
    if isinstance(text, bytes):
        raise ProtocolError("not_text")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise ProtocolError("not_json") from exc
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ProtocolError("not_an_object")
    if data.get("v") != VERSION:
        raise ProtocolError("version")
    return data
