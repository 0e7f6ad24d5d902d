"""The host of a network game: the one true game, and a WebSocket server for its joiners.

Transport: WebSockets over TLS with the `websockets` package (its asyncio
server).  Chosen over Qt's QtWebSockets because the host must also run
without a window (`elasund-desktop host`, an always-on machine) and in the
tests' separate processes, where a Qt event loop would be one more thing to
start; the package is small, well kept, and does the framing, the size limit
of a frame (`max_size`), pings and closing handshakes.  Messages are the
versioned JSON of protocol.py.

What the host guarantees:

* It alone applies actions, with its engine: a joiner's action is checked for
  its seat, its turn, the position it was chosen at (`n`, the number of
  actions the joiner had seen, so a late or replayed message is refused) and
  the rules; a refusal sends the rules' reason key back and changes nothing.
* Each connection receives only `redact.redacted(state, seat)` and the events
  its seat may read.  No save, seed or random state is ever sent.
* Nobody joins without the code (compared in constant time); after
  `MAX_WRONG_CODES` wrong codes from one address, that address is refused.
* A seat's token (given at its first join) brings its holder back to it after
  a drop or a restart of the host.  A dropped seat waits, or a computer
  player (`stand_in`) plays it until its person returns.
* Every action is autosaved (the game's ordinary save, written atomically)
  with a side file of the seats, tokens and code, so a restarted host
  (`resume`) carries on and its joiners rejoin their seats.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import secrets
import sys
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.exceptions import ConnectionClosed

from ..ai.bots import bot_rng, decide, make_bot
from ..engine.rules import Action, IllegalAction
from ..engine.session import Seat, Session, SessionConfig
from ..games import Registry, default_registry
from ..persistence.atomic import atomic_write_text
from ..persistence.journal import write_journal
from ..persistence.saves import load_session, now_iso
from . import protocol, redact, wire

MAX_WRONG_CODES = 5
NET = "net"  # a seat played from another computer
LOCAL = "local"  # a person at the host's own window (Game ▸ Host a network game…)


@dataclass
class NetSeat:
    """One seat as the host sees it."""

    index: int
    kind: str  # NET or a computer player's id
    name: str
    token: str | None = None  # set when a joiner first takes a NET seat
    connected: bool = False
    # The name is the host program's own for the seat ("Player 3", "Computer 3"
    # in the host's language), not one a person typed: each joiner writes it
    # in its own language (ui/net_join.py seat_name) from the seat's kind and number.
    default_name: bool = False

    def status(self, stand_in: str | None) -> dict[str, Any]:
        if self.kind == LOCAL:
            state = "host"
        elif self.kind != NET:
            state = "computer"
        elif self.token is None:
            state = "free"
        elif self.connected:
            state = "connected"
        else:
            state = "stand_in" if stand_in else "disconnected"
        return {
            "seat": self.index,
            "name": self.name,
            "kind": self.kind,
            "state": state,
            "default_name": self.default_name,
        }


@dataclass
class HostGame:
    """The game and its seats, without any I/O: every message in, every frame out.

    `receive` returns the frames to send, as (connection id, text) pairs; the
    server (HostServer) does the sending and asks `bot_to_move` what to think
    about.  Tests drive this class directly as well as through sockets.
    """

    session: Session[Any]
    seats: list[NetSeat]
    code: str
    stand_in: str | None = None  # computer player for a dropped seat (None: wait)
    save_path: Path | None = None
    connections: dict[int, int | None] = field(default_factory=dict)  # conn -> seat
    wrong_codes: dict[str, int] = field(default_factory=dict)
    created: str = field(default_factory=now_iso)
    # where the host listened ({"bind": ..., "port": ...}), kept in the side file
    # so that a host started again listens where its joiners come back to
    listen: dict[str, Any] = field(default_factory=dict)

    @property
    def game_id(self) -> str:
        return self.session.config.game_id

    # -- connections ---------------------------------------------------------
    def connect(self, conn: int) -> None:
        self.connections[conn] = None

    def disconnect(self, conn: int) -> list[tuple[int, str]]:
        seat = self.connections.pop(conn, None)
        if seat is not None and seat not in self.connections.values():
            self.seats[seat].connected = False
            return self._broadcast_seats()
        return []

    def seat_of(self, conn: int) -> int | None:
        return self.connections.get(conn)

    def seats_free(self) -> int:
        """Seats for players on other computers that nobody has taken yet."""
        return sum(1 for s in self.seats if s.kind == NET and s.token is None)

    # -- messages --------------------------------------------------------------
    def receive(self, conn: int, text: str | bytes, address: str = "") -> list[tuple[int, str]]:
        """Handle one frame; the frames to send (a refusal changes nothing)."""
        try:
            msg = protocol.parse_client(text)
        except protocol.ProtocolError as err:
            return [(conn, protocol.message("refused", reason=err.reason))]
        seat = self.connections.get(conn)
        if msg.type == "ping":
            return [(conn, protocol.message("pong", n=len(self.session.actions)))]
        if msg.type == "hello":
            return self._hello(conn, msg.fields, address)
        if seat is None:
            return [(conn, protocol.message("refused", reason="not_joined"))]
        if msg.type == "act":
            return self._act(conn, seat, msg.fields["n"], msg.action())
        if msg.type == "undo":
            return self._undo(conn, seat, msg.fields["n"])
        return [(conn, protocol.message("refused", reason="unknown_type"))]

    def _hello(self, conn: int, fields: dict[str, Any], address: str) -> list[tuple[int, str]]:
        if self.connections.get(conn) is not None:
            return [(conn, protocol.message("refused", reason="already_joined"))]
        if self.wrong_codes.get(address, 0) >= MAX_WRONG_CODES:
            return [(conn, protocol.message("denied", reason="too_many_attempts"))]
        if not hmac.compare_digest(fields["code"].encode(), self.code.encode()):
            self.wrong_codes[address] = self.wrong_codes.get(address, 0) + 1
            return [(conn, protocol.message("denied", reason="wrong_code"))]
        token = fields.get("token")
        seat: NetSeat | None = None
        if token:
            seat = next(
                (s for s in self.seats if s.token and hmac.compare_digest(s.token, token)), None
            )
            if seat is None:
                return [(conn, protocol.message("denied", reason="unknown_token"))]
        else:
            wanted = fields.get("seat")
            free = [s for s in self.seats if s.kind == NET and s.token is None]
            if wanted is not None:
                seat = next((s for s in free if s.index == wanted), None)
            elif free:
                seat = free[0]
            if seat is None:
                return [(conn, protocol.message("denied", reason="no_free_seat"))]
            seat.token = secrets.token_urlsafe(24)
            seat.name = fields["name"].strip()[: protocol.MAX_NAME]
            seat.default_name = False  # as its person typed it
        # a rejoin replaces the seat's old connection (a laptop that slept)
        for other, taken in list(self.connections.items()):
            if taken == seat.index and other != conn:
                self.connections[other] = None
        self.connections[conn] = seat.index
        seat.connected = True
        self.save_seats()
        welcome = protocol.message(
            "welcome",
            seat=seat.index,
            token=seat.token,
            game=self.game_id,
            players=self.session.config.game.num_players,
            options=dict(self.session.config.game.options),
            names=[s.name for s in self.seats],
            # names that are the host's defaults, for the joiner to write in its language
            default_names=[s.default_name for s in self.seats],
            # public: the colours the host's window shows, so both tables look alike
            colours=[s.colour for s in self.session.config.seats],
        )
        out = [(conn, welcome), (conn, self.state_frame(seat.index, full_log=True))]
        return out + self._broadcast_seats()

    def _act(self, conn: int, seat: int, n: int, action: Action) -> list[tuple[int, str]]:
        session = self.session
        if n != len(session.actions):
            return [(conn, protocol.message("refused", reason="stale", n=len(session.actions)))]
        if action.player != seat:
            return [(conn, protocol.message("refused", reason="not_your_seat"))]
        if session.to_move() != seat:
            return [(conn, protocol.message("refused", reason="not_your_turn"))]
        try:
            session.apply(action)
        except IllegalAction as err:
            params = {k: v for k, v in err.params.items() if _plain(v)}
            return [(conn, protocol.message("refused", reason=err.reason_key, params=params))]
        return self.after_change()

    def _undo(self, conn: int, seat: int, n: int) -> list[tuple[int, str]]:
        session = self.session
        # Undo as in hotseat: one's own last decision, never past hidden information
        if (
            n != len(session.actions)
            or session.is_over()  # the result is out, and the hands were shown
            or not session.actions
            or session.actions[-1].player != seat
            or not session.can_undo()
        ):
            return [(conn, protocol.message("refused", reason="undo_blocked"))]
        session.undo()
        return self.after_change(full_log=True)  # the log shrank: send it whole

    def apply_bot(self, n: int, action: Action) -> list[tuple[int, str]]:
        """A computer player's move, chosen at position `n` (dropped if stale)."""
        if n != len(self.session.actions) or self.session.to_move() != action.player:
            return []
        self.session.apply(action)
        return self.after_change()

    def after_change(self, full_log: bool = False) -> list[tuple[int, str]]:
        """Save, and a state frame for every connection: with the last batch of
        events after one move, or the whole log (`full_log`) when the log did
        not grow by exactly one move (an undo, several steps at once)."""
        self.save()
        out: list[tuple[int, str]] = []
        for conn, seat in self.connections.items():
            out.append((conn, self.state_frame(seat, full_log=full_log)))
        return out

    # -- frames ----------------------------------------------------------------
    def state_frame(self, seat: int | None, full_log: bool = False) -> str:
        session = self.session
        rules = session.rules
        mover = session.to_move()
        # a connection without a seat (not joined yet) is shown no state
        shown = redact.redacted(rules, session.state, seat) if seat is not None else None
        if full_log:
            indices = list(range(len(session.events)))
        else:
            indices = [len(session.events) - 1] if session.events else []
        log = [
            [
                [e.key, _event_params(e)]
                for e in redact.events_for(self.game_id, session.events[i], seat)
            ]
            for i in indices
        ]
        # per log batch: who moved, and the move itself where this seat may see
        # it (redact.action_for), for the marks of the last moves on its board
        moves = []
        for i in indices:
            action = session.actions[i]
            shown_action = redact.action_for(self.game_id, action, session.events[i], seat)
            moves.append([action.player, shown_action.to_json() if shown_action else None])
        fields: dict[str, Any] = {
            "n": len(session.actions),
            "to_move": mover,
            "state": wire.encode(shown) if shown is not None else None,
            "log": log,
            "moves": moves,
            "full_log": full_log,
            "legal": [a.to_json() for a in session.legal_actions()] if mover == seat else [],
            "can_undo": bool(
                seat is not None
                and session.actions
                and session.actions[-1].player == seat
                and session.can_undo()
            ),
            "seats": [s.status(self.stand_in) for s in self.seats],
        }
        if mover is None:
            outcome = session.outcome()
            fields["digest"] = session.digest()
            if outcome is not None:
                fields["winners"] = list(outcome.winners)
                fields["scores"] = list(outcome.scores)
                # the end-of-game sheet, from the true state: what was hidden
                # until the end is shown to every seat then, as at one table
                # (only the report: the true state, deck and random generator
                # stay at the host)
                from ..engine.end_of_game import final_report

                report = final_report(rules, session.states, len(session.actions))
                fields["report"] = wire.encode(report)
        return protocol.message("state", **fields)

    def _broadcast_seats(self) -> list[tuple[int, str]]:
        status = [s.status(self.stand_in) for s in self.seats]
        return [(conn, protocol.message("seats", seats=status)) for conn in self.connections]

    # -- computer players --------------------------------------------------------
    def bot_to_move(self) -> tuple[int, str] | None:
        """(seat, bot id) when a computer player (or a stand-in) decides now."""
        mover = self.session.to_move()
        if mover is None:
            return None
        seat = self.seats[mover]
        if seat.kind == LOCAL:
            return None  # the host's window asks its person
        if seat.kind != NET:
            return mover, seat.kind
        if self.stand_in and not seat.connected and seat.token is not None:
            return mover, self.stand_in
        return None

    # -- saving ------------------------------------------------------------------
    def save(self) -> None:
        """The game after every move: the autosave journal (persistence/journal.py),
        appended to, so a move costs one short write whatever the game's length;
        the program opens it as any save."""
        if self.save_path is not None:
            write_journal(self.session, self.save_path, self.created)

    def save_seats(self) -> None:
        """The side file of seats, tokens and code (on every change of a seat)."""
        if self.save_path is None:
            return
        side = {
            "format": "elasund-desktop-net-host",
            "version": 1,
            "code": self.code,
            "stand_in": self.stand_in,
            "listen": self.listen,
            "seats": [
                {"kind": s.kind, "name": s.name, "token": s.token, "default_name": s.default_name}
                for s in self.seats
            ],
        }
        atomic_write_text(_side_path(self.save_path), json.dumps(side, indent=1))


def _plain(value: Any) -> bool:
    return value is None or isinstance(value, bool | int | str)


def _event_params(event: Any) -> dict[str, Any]:
    return {k: wire.encode(v) for k, v in event.params}


def _side_path(save_path: Path) -> Path:
    return save_path.with_name(save_path.name + ".net.json")


def new_game(
    game_id: str,
    kinds: Sequence[str],
    seed: int,
    options: dict[str, Any] | None = None,
    registry: Registry | None = None,
    code: str | None = None,
    stand_in: str | None = None,
    save_path: Path | None = None,
) -> HostGame:
    """A host's new game: `kinds` per seat, NET or a computer player's id."""
    from ..engine.rules import GameConfig

    registry = registry or default_registry()
    spec = registry.get(game_id)
    rules = spec.rules()
    seats = [
        NetSeat(
            i, kind, f"Player {i + 1}" if kind == NET else f"Computer {i + 1}", default_name=True
        )
        for i, kind in enumerate(kinds)
    ]
    session_seats = tuple(
        Seat(s.name, s.index, "human" if s.kind == NET else s.kind) for s in seats
    )
    game_config = GameConfig(len(kinds), dict(options or {}))
    config = SessionConfig(game_id, game_config, seed, session_seats)
    game = HostGame(Session(rules, config), seats, code or new_code(), stand_in, save_path)
    game.save()
    game.save_seats()
    return game


def resume_game(save_path: Path, registry: Registry | None = None) -> HostGame:
    """The game of a host that stopped: its save (replayed and checked) and side file."""
    session = load_session(save_path, registry or default_registry())
    side = json.loads(_side_path(save_path).read_text(encoding="utf-8"))
    seats = [
        NetSeat(
            i,
            str(s["kind"]),
            str(s["name"]),
            s.get("token"),
            default_name=s.get("default_name") is True,
        )
        for i, s in enumerate(side["seats"])
    ]
    game = HostGame(session, seats, str(side["code"]), side.get("stand_in"), save_path)
    listen = side.get("listen")
    game.listen = dict(listen) if isinstance(listen, dict) else {}
    return game


def new_code() -> str:
    """A code to read out to friends: 8 letters and digits without look-alikes."""
    alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    raw = "".join(secrets.choice(alphabet) for _ in range(8))
    return f"{raw[:4]}-{raw[4:]}"


class HostServer:
    """HostGame behind a WebSocket server, with the computer players thinking aside."""

    def __init__(
        self,
        game: HostGame,
        ssl_context: Any,
        host: str = "127.0.0.1",
        port: int = 0,
        on_change: Callable[[HostGame], None] | None = None,
    ) -> None:
        self.game = game
        self.ssl_context = ssl_context
        self.host = host
        self.port = port
        self.on_change = on_change
        self._sockets: dict[int, Any] = {}
        self._next = 0
        self._thinking = False
        self._server: Any = None
        self.over = asyncio.Event()

    async def start(self) -> int:
        from websockets.asyncio.server import serve

        self._server = await serve(
            self._handle,
            self.host,
            self.port,
            ssl=self.ssl_context,
            max_size=protocol.MAX_CLIENT_FRAME,
            max_queue=8,
            compression=None,  # nothing to gain on small frames, and no zip bombs
        )
        sock = next(iter(self._server.sockets))
        self.port = int(sock.getsockname()[1])
        self._think_soon()
        return self.port

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    async def _handle(self, ws: Any) -> None:
        self._next += 1
        conn = self._next
        self._sockets[conn] = ws
        self.game.connect(conn)
        address = str(ws.remote_address[0]) if ws.remote_address else ""
        try:
            async for text in ws:
                try:
                    frames = self.game.receive(conn, text, address)
                except Exception:  # a bug must cost this message, never the game
                    traceback.print_exc(file=sys.stderr)
                    frames = [(conn, protocol.message("refused", reason="internal_error"))]
                await self._send(frames)
                if any(json.loads(f).get("type") == "denied" for c, f in frames if c == conn):
                    await ws.close(code=4001, reason="denied")
                    break
                self._after()
        except ConnectionClosed:
            pass  # the joiner went: its seat is marked below
        finally:
            self._sockets.pop(conn, None)
            await self._send(self.game.disconnect(conn))
            self._think_soon()

    async def _send(self, frames: list[tuple[int, str]]) -> None:
        for conn, text in frames:
            ws = self._sockets.get(conn)
            if ws is None:
                continue
            with contextlib.suppress(ConnectionClosed):
                await ws.send(text)  # a closed one is cleaned up by its reader

    def _after(self) -> None:
        if self.on_change is not None:
            self.on_change(self.game)
        if self.game.session.is_over():
            self.over.set()
        self._think_soon()

    def _think_soon(self) -> None:
        if self._thinking or self.game.bot_to_move() is None:
            return
        self._thinking = True
        asyncio.get_running_loop().create_task(self._think())

    async def _think(self) -> None:
        try:
            while (who := self.game.bot_to_move()) is not None:
                seat, bot_id = who
                session = self.game.session
                n = len(session.actions)
                state = session.state
                bot = make_bot(bot_id)
                rng = bot_rng(session.config.seed ^ (seat + 1), n)
                action = await asyncio.get_running_loop().run_in_executor(
                    None, decide, bot, session.rules, state, seat, rng
                )
                await self._send(self.game.apply_bot(n, action))
                self._after_bot()
        finally:
            self._thinking = False

    def _after_bot(self) -> None:
        if self.on_change is not None:
            self.on_change(self.game)
        if self.game.session.is_over():
            self.over.set()
