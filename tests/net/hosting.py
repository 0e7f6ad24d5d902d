"""A host and joiners in this process (asyncio over 127.0.0.1), for the network tests."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from elasund_desktop.net import host as H  # noqa: N812
from elasund_desktop.net import joiner as J  # noqa: N812
from elasund_desktop.net import tls

LOOPBACK = "127.0.0.1"


async def start_server(
    folder: Path, game: str, kinds: list[str], seed: int = 27, **options: Any
) -> tuple[H.HostServer, str]:
    """A listening host of a new game; (server, certificate fingerprint)."""
    cert, key = tls.ensure_certificate(folder / "cert")
    hosted = H.new_game(game, kinds, seed, save_path=folder / "hosted.json", **options)
    server = H.HostServer(hosted, tls.server_context(cert, key), LOOPBACK, 0)
    await server.start()
    return server, tls.fingerprint(cert)


def joiner_of(server: H.HostServer, fingerprint: str, **fields: Any) -> J.Joiner:
    return J.Joiner(f"{LOOPBACK}:{server.port}", server.game.code, fingerprint, **fields)


async def play_game(
    folder: Path, game: str, kinds: list[str], bot: str = "easy", keep: int | None = None
) -> tuple[H.HostServer, list[J.Joiner]]:
    """A whole game: one joiner with `bot` per "net" seat (joiner `keep` keeps its frames)."""
    server, fingerprint = await start_server(folder, game, kinds)
    joiners = [
        joiner_of(server, fingerprint, name=f"J{i}", seat_wanted=i, keep_frames=i == keep)
        for i, kind in enumerate(kinds)
        if kind == H.NET
    ]
    try:
        await asyncio.wait_for(
            asyncio.gather(*(J.play_headless(j, bot) for j in joiners)), timeout=150
        )
    finally:
        await server.close()
    return server, joiners
