"""A joiner of a network game: connects, pins the host, takes a seat, follows the game.

`Joiner` keeps what its seat knows (the last redacted state, the log lines it
may read, the seats' status) and sends its seat's moves.  Without a window,
`play_headless` puts a computer player behind it (the tests' and benchmarks'
joiners, `elasund-desktop join HOST:PORT --code C --fingerprint F --bot easy`).

The connection never goes through a proxy (`proxy=None`): the address is
the host's, as the user typed it.  The code is sent only after the host's
certificate matched the fingerprint (tls.check_peer).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any

from ..ai.bots import bot_rng, decide, make_bot
from ..engine.rules import Action, Event
from ..games import default_registry
from . import protocol, tls, wire


class JoinRefused(ConnectionError):
    """The host would not let this joiner in: `reason` says why (a key)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass
class Joiner:
    address: str  # host:port
    code: str
    fingerprint: str
    name: str = "Player"
    seat_wanted: int | None = None
    token: str | None = None
    seat: int | None = None
    game_id: str = ""
    state: Any = None
    n: int = 0
    to_move: int | None = None
    legal: list[Action] = field(default_factory=list)
    log: list[tuple[Event, ...]] = field(default_factory=list)
    # per log batch: (who moved, the move or None where it is not this seat's to see)
    moves: list[tuple[int, Action | None]] = field(default_factory=list)
    seats: list[dict[str, Any]] = field(default_factory=list)
    names: list[str] = field(default_factory=list)  # the seats' names at the welcome
    # which of them are the host's defaults ("Player 3"), to be written in this
    # joiner's language (an older host sends none: every name as it is)
    default_names: list[bool] = field(default_factory=list)
    colours: list[int] = field(default_factory=list)  # and their colours at the host
    options: dict[str, Any] = field(default_factory=dict)
    can_undo: bool = False  # the host lets this seat take back its last decision
    report: Any = None  # the host's end-of-game report (engine/end_of_game.py)
    final: dict[str, Any] | None = None
    refusals: list[dict[str, Any]] = field(default_factory=list)
    received_bytes: list[str] = field(default_factory=list)  # every frame, for the leak tests
    keep_frames: bool = False
    _ws: Any = None

    def uri(self) -> str:
        host, _, port = self.address.rpartition(":")
        if host.startswith("[") or ":" not in host:
            return f"wss://{host}:{port}"
        return f"wss://[{host}]:{port}"  # a bare IPv6 address

    async def connect(self) -> None:
        from websockets.asyncio.client import connect

        self._ws = await connect(
            self.uri(),
            ssl=tls.client_context(),
            proxy=None,
            max_size=protocol.MAX_HOST_FRAME,
            compression=None,
            open_timeout=20,
        )
        try:
            tls.check_peer(self._ws.transport.get_extra_info("ssl_object"), self.fingerprint)
        except tls.FingerprintMismatch:
            await self._ws.close()
            raise
        hello: dict[str, Any] = {"code": self.code, "name": self.name}
        if self.token:
            hello["token"] = self.token
        elif self.seat_wanted is not None:
            hello["seat"] = self.seat_wanted
        await self._ws.send(protocol.message("hello", **hello))
        while self.seat is None:
            data = self.handle(await self._ws.recv())
            if data["type"] == "refused":  # the hello itself was refused
                await self._ws.close()
                raise JoinRefused(str(data.get("reason")))

    async def close(self) -> None:
        if self._ws is not None:
            await self._ws.close()

    async def send(self, kind: str, **fields: Any) -> None:
        await self._ws.send(protocol.message(kind, **fields))

    async def act(self, action: Action) -> None:
        await self.send("act", n=self.n, action=action.to_json())

    async def undo(self) -> None:
        await self.send("undo", n=self.n)

    async def next_frame(self) -> dict[str, Any]:
        return self.handle(await self._ws.recv())

    def handle(self, text: str | bytes) -> dict[str, Any]:
        """Take in one host frame; returns it as a dict."""
        if self.keep_frames:
            self.received_bytes.append(text if isinstance(text, str) else text.decode())
        data = protocol.parse_host(text)
        kind = data["type"]
        if kind == "denied":
            raise JoinRefused(str(data.get("reason")))
        if kind == "welcome":
            self.seat = int(data["seat"])
            self.token = str(data["token"])
            self.game_id = str(data["game"])
            self.names = [str(n) for n in data.get("names", [])]
            self.default_names = [d is True for d in data.get("default_names", [])]
            self.colours = [int(c) for c in data.get("colours", [])]
            self.options = dict(data.get("options", {}))
            default_registry().get(self.game_id)  # a game this program knows
        elif kind == "state":
            self._take_state(data)
        elif kind == "seats":
            self.seats = list(data["seats"])
        elif kind == "refused":
            self.refusals.append(data)
        return data

    def _take_state(self, data: dict[str, Any]) -> None:
        self.n = int(data["n"])
        self.to_move = data["to_move"]
        if data.get("state") is not None:
            self.state = wire.decode(data["state"], self.game_id)
        self.legal = [Action.from_json(a) for a in data.get("legal", [])]
        self.can_undo = bool(data.get("can_undo"))
        batches = [
            tuple(
                Event(
                    str(key),
                    tuple(sorted((k, wire.decode(v, self.game_id)) for k, v in params.items())),
                )
                for key, params in batch
            )
            for batch in data.get("log", [])
        ]
        moves = _moves(data.get("moves"), len(batches))
        if data.get("full_log"):
            self.log = batches
            self.moves = moves
        else:
            self.log.extend(batches)
            self.moves.extend(moves)
        self.seats = list(data.get("seats", self.seats))
        if data["to_move"] is None:
            self.final = data
            if data.get("report") is not None:
                self.report = wire.decode(data["report"], self.game_id)


def _moves(raw: Any, count: int) -> list[tuple[int, Action | None]]:
    """The frame's moves, one per log batch; anything unreadable is "somebody
    moved" (-1, None), so the log and the moves stay aligned."""
    out: list[tuple[int, Action | None]] = []
    items = raw if isinstance(raw, list) and len(raw) == count else [None] * count
    for item in items:
        player, action = -1, None
        if isinstance(item, list) and len(item) == 2 and isinstance(item[0], int):
            player = item[0]
            if item[1] is not None:
                try:
                    action = Action.from_json(item[1])
                except (TypeError, ValueError, KeyError, IndexError):
                    action = None
        out.append((player, action))
    return out


async def play_headless(
    joiner: Joiner, bot_id: str, max_frames: int = 200_000, reconnects: int = 20
) -> dict[str, Any]:
    """Play `joiner`'s seat with computer player `bot_id` until the game ends.

    Bounded: at most `max_frames` frames and `reconnects` reconnections (with
    the seat's token) after a drop.  Returns the host's last state frame.
    """
    from websockets.exceptions import ConnectionClosed

    bot = make_bot(bot_id)
    rules: Any = default_registry().get(joiner.game_id).rules() if joiner.game_id else None
    frames = 0
    acted_at: int | None = None  # the position of the move sent and not yet answered
    while joiner.final is None:
        try:
            if joiner._ws is None:
                await joiner.connect()
                rules = default_registry().get(joiner.game_id).rules()
                acted_at = None
            seat = joiner.seat
            mine = seat is not None and joiner.to_move == seat and bool(joiner.legal)
            if seat is not None and mine and acted_at != joiner.n:
                action = await asyncio.get_running_loop().run_in_executor(
                    None, _choose, bot, rules, joiner.state, seat, joiner.n, joiner.legal
                )
                await joiner.act(action)
                acted_at = joiner.n
            data = await joiner.next_frame()
            frames += 1
            if frames > max_frames:
                raise RuntimeError("the game did not end within the frame limit")
            if data["type"] == "refused":
                acted_at = None  # think again from the position the host holds
        except (ConnectionClosed, OSError):
            if reconnects <= 0:
                raise
            reconnects -= 1
            joiner._ws = None
            joiner.seat = None
            await asyncio.sleep(0.5)
    await joiner.close()
    return joiner.final


def _choose(bot: Any, rules: Any, state: Any, seat: int, n: int, legal: list[Action]) -> Action:
    """The bot's move from the redacted world; the host's legal list has the last word."""
    action = decide(bot, rules, state, seat, bot_rng(0x10E5 + seat, n))
    return action if action in legal else legal[0]
