"""`elasund-desktop host` and `elasund-desktop join`: network play without a window.

    elasund-desktop host --game catan --seats net,net,hard,hard [--port P]
        [--bind ADDRESS] [--seed S] [--save FILE | --resume FILE]
        [--stand-in easy|none] [--exit-when-over] [--name NAME] [--no-announce]
    elasund-desktop join HOST:PORT --code CODE --fingerprint FP --bot easy
        [--name NAME] [--seat K] [--token-file FILE]

The host prints one JSON line as soon as it listens: the address to give to
the joiners, the code and the certificate's fingerprint (and the save it
writes).  Unless `--no-announce` (or ELASUND_DESKTOP_NO_LAN=1), the game is also
announced on the local network (net/lan.py) with the game, `--name`, the free
seats and the fingerprint, never the code; it is withdrawn when the game ends
or the host stops.  A joiner prints one JSON line when the game is over: its seat, the
host's final digest, the winners.  `--token-file` keeps the seat's token, so
that a joiner started again with the same file comes back to its seat.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import socket
import sys
import time
from pathlib import Path
from typing import Any

NET_COMMANDS = ("host", "join")


def add_parsers(commands: Any) -> None:
    host = commands.add_parser("host", help="host a network game without a window")
    host.add_argument("--game", help="game id (with --seats; not with --resume)")
    host.add_argument(
        "--seats",
        help="per seat: net (a player on another computer) or a computer player's id",
    )
    host.add_argument("--players", type=int, help="number of players (default: seats named)")
    host.add_argument("--seed", type=int, help="the game's seed (default: random)")
    host.add_argument("--port", type=int, default=0, help="TCP port (default: any free one)")
    host.add_argument(
        "--bind",
        default="0.0.0.0",
        help="address to listen on (default 0.0.0.0: every network of this computer)",
    )
    host.add_argument("--code", help="the join code (default: a new random one)")
    host.add_argument("--save", type=Path, help="the game's save, written after every move")
    host.add_argument("--resume", type=Path, help="carry on the game of this save")
    host.add_argument(
        "--stand-in",
        default="none",
        help="computer player for a seat whose person dropped out (default none: wait)",
    )
    host.add_argument("--cert-dir", type=Path, help="where the host's certificate is kept")
    host.add_argument("--exit-when-over", action="store_true", help="stop when the game ends")
    host.add_argument(
        "--name", help="the host's name in the joiners' list of local games (default: computer's)"
    )
    host.add_argument(
        "--no-announce",
        action="store_true",
        help="do not announce the game on the local network (the announcement is public "
        "there: game, name, free seats, fingerprint; never the code)",
    )

    join = commands.add_parser("join", help="join a network game with a computer player")
    join.add_argument("address", help="HOST:PORT as the host printed it")
    join.add_argument("--code", required=True)
    join.add_argument("--fingerprint", required=True, help="the host certificate's fingerprint")
    join.add_argument("--bot", required=True, help="the computer player that plays the seat")
    join.add_argument("--name", default="Player")
    join.add_argument("--seat", type=int, help="the seat wanted (default: the first free)")
    join.add_argument("--token-file", type=Path, help="keep the seat's token here")


def run(args: argparse.Namespace) -> int:
    if args.command == "host":
        return asyncio.run(_host(args))
    return asyncio.run(_join(args))


def _print(doc: dict[str, Any]) -> None:
    print(json.dumps(doc), flush=True)


async def _host(args: argparse.Namespace) -> int:
    from ..ai.bots import is_bot_id
    from ..persistence.paths import data_dir
    from . import host as H  # noqa: N812
    from . import lan, tls

    cert_dir = args.cert_dir or data_dir() / "network"
    cert, key = tls.ensure_certificate(cert_dir)
    if args.resume:
        game = H.resume_game(args.resume)
    else:
        if not args.game or not args.seats:
            print("elasund-desktop host: --game and --seats are needed", file=sys.stderr)
            return 2
        kinds = [k.strip() for k in args.seats.split(",")]
        if args.players and args.players != len(kinds):
            print("elasund-desktop host: one seat kind per player", file=sys.stderr)
            return 2
        for kind in kinds:
            if kind != H.NET and not is_bot_id(kind):
                print(f"elasund-desktop host: unknown seat kind {kind!r}", file=sys.stderr)
                return 2
        seed = args.seed if args.seed is not None else int(time.time_ns() % 2**31)
        save = args.save or cert_dir / f"hosted-{args.game}-{seed}.json"
        game = H.new_game(args.game, kinds, seed, code=args.code, save_path=save)
    game.stand_in = None if args.stand_in == "none" else args.stand_in
    announcer: lan.Announcer | None = None

    def changed(game: H.HostGame) -> None:
        if announcer is None:
            return
        if game.session.is_over():
            announcer.close()  # a finished game is no longer one to join
        else:
            announcer.update(game.seats_free())

    server = H.HostServer(
        game, tls.server_context(cert, key), args.bind, args.port, on_change=changed
    )
    port = await server.start()
    if not args.no_announce and not game.session.is_over():
        from ..games import default_registry

        announcer = lan.announce(
            game.game_id,
            default_registry().get(game.game_id).title,
            args.name or socket.gethostname(),
            game.seats_free(),
            tls.fingerprint(cert),
            args.bind,
            port,
        )
    _print(
        {
            "address": f"{args.bind}:{port}",
            "port": port,
            "code": game.code,
            "fingerprint": tls.fingerprint(cert),
            "save": str(game.save_path),
            "game": game.game_id,
            "announced": announcer is not None,
        }
    )
    try:
        if args.exit_when_over:
            await server.over.wait()
            await asyncio.sleep(1.0)  # the last frames reach the joiners
        else:
            await asyncio.Event().wait()  # until the process is stopped
    finally:
        if announcer is not None:
            announcer.close()
            await asyncio.get_running_loop().run_in_executor(None, announcer.join, 5.0)
        await server.close()
    return 0


async def _join(args: argparse.Namespace) -> int:
    from . import joiner as J  # noqa: N812

    token = None
    if args.token_file and args.token_file.exists():
        token = args.token_file.read_text(encoding="utf-8").strip() or None
    me = J.Joiner(args.address, args.code, args.fingerprint, args.name, args.seat, token)
    try:
        await me.connect()
    except J.JoinRefused as err:
        _print({"refused": err.reason})
        return 3
    if args.token_file and me.token:
        args.token_file.write_text(me.token, encoding="utf-8")
    final = await J.play_headless(me, args.bot)
    with contextlib.suppress(Exception):
        await me.close()
    _print(
        {
            "seat": me.seat,
            "digest": final.get("digest"),
            "winners": final.get("winners"),
            "moves": final.get("n"),
        }
    )
    return 0
