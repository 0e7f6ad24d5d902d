"""A hosting window and a joiner's window of one game, in the middle of it (loopback only).

For the laptop-screen checks of network play (tests/ui/test_laptop_screens.py)
and for play-tests driven from a script.  The host serves a session already
played for a while by computer players (seat 0 plays at the host's window,
seat 1 on the joiner's, the others are the host's computer players), on
127.0.0.1 and any free port; the joiner joins seat 1 with the invitation's
code and fingerprint.  Waits pump the Qt event loop, bounded by a timeout.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QApplication

from tests.ui.laptop_probe import MOVES, settle

WAIT_S = 30.0


def wait_until(condition: Callable[[], bool], timeout: float = WAIT_S) -> None:
    """Pump Qt's events until `condition` holds (AssertionError after `timeout`)."""
    end = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > end:
            raise AssertionError("timed out waiting for the network windows")
        QApplication.processEvents()
        time.sleep(0.005)


def played_session(
    win: Any, game_id: str, mover: int, seed: int = 5, moves: int = MOVES, players: int = 0
) -> Any:
    """A session of `game_id` at its most crowded table (or with `players`),
    `moves` actions in, with seat `mover` to decide (the seats: Ann here, Bea
    remote, computers)."""
    from elasund_desktop.ai.bots import bot_rng, make_bot
    from elasund_desktop.engine.rules import GameConfig
    from elasund_desktop.engine.session import Seat, Session, SessionConfig

    spec = win.registry.get(game_id)
    rules = spec.rules()
    players = players or rules.max_players
    names = ["Ann", "Bea", *(f"Computer {i + 1}" for i in range(2, players))]
    seats = tuple(Seat(names[i], i, "human" if i < 2 else "random") for i in range(players))
    session: Any = Session(rules, SessionConfig(game_id, GameConfig(players, {}), seed, seats))
    bot = make_bot(spec.bots[0])
    while not session.is_over() and (len(session.actions) < moves or session.to_move() != mover):
        seat = session.to_move()
        view = rules.view(session.state, seat)
        session.apply(
            bot.choose(view, session.legal_actions(), bot_rng(seed, len(session.actions)))
        )
    return session


def host(win: Any, session: Any) -> Any:
    """Serve `session` from `win` (seat 0 here, seat 1 free for a joiner)."""
    from elasund_desktop.net import host as H  # noqa: N812
    from elasund_desktop.ui.net_host import HostController, serve_in_window

    kinds = [H.LOCAL, H.NET, *(["random"] * (len(session.config.seats) - 2))]
    seats = [
        H.NetSeat(i, kind, seat.name, default_name=i >= 2)
        for i, (kind, seat) in enumerate(zip(kinds, session.config.seats, strict=True))
    ]
    game = H.HostGame(session, seats, H.new_code(), None, None)
    controller = serve_in_window(win, game, "127.0.0.1", 0)
    assert isinstance(controller, HostController)
    return controller


def join(win: Any, hosting: Any, name: str = "Bea") -> Any:
    """`win` joins the game `hosting` serves, at seat 1; its controller once in step."""
    from elasund_desktop.net.joiner import Joiner
    from elasund_desktop.ui.net_join import RemoteController, start_joining

    address = f"127.0.0.1:{hosting.network.port}"
    start_joining(win, Joiner(address, hosting.game.code, hosting.network.fingerprint, name, 1))

    def joined() -> bool:
        controller = win.controller
        return (
            isinstance(controller, RemoteController)
            and controller.remote.joiner.n == len(hosting.session.actions)
            and not win._frame.isActive()
        )

    wait_until(joined)
    return win.controller


def lay_out(*windows: Any) -> None:
    """As after the first move's redraw (laptop_probe.start_mid_game)."""
    settle()
    for win in windows:
        win.fit_players_dock()
        win.view.fit()
    settle()


def hosted_mid_game(
    host_win: Any, join_win: Any, game_id: str, mover: int, players: int = 0
) -> tuple[Any, Any]:
    """`host_win` hosts `game_id` in the middle of a game, `join_win` plays seat 1;
    seat `mover` (0: the host's person, 1: the joiner) is to decide."""
    hosting = host(host_win, played_session(host_win, game_id, mover, players=players))
    remote = join(join_win, hosting)
    lay_out(host_win, join_win)
    return hosting, remote


def close_network(*windows: Any) -> None:
    """Close the windows' network games and wait for their threads to end."""
    from elasund_desktop.ui.net_host import HostController
    from elasund_desktop.ui.net_join import RemoteController

    threads = []
    for win in windows:
        controller = win.controller
        if isinstance(controller, HostController):
            threads.append(controller.network.loop)
        elif isinstance(controller, RemoteController):
            threads.append(controller.connection.loop)
        win.close()
    wait_until(lambda: not any(t.is_alive() for t in threads))
