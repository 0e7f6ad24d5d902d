"""Game ▸ Host a network game…: the one true game in this window, joiners at other computers.

The New Game dialog (in its network form) names who plays each seat: a
person here, a computer player, or a player on another computer.  The game
is an ordinary Session held by a HostGame (net/host.py) and served by a
HostServer on an asyncio loop in a thread (ui/net_bridge.py).  This window
plays its own seats on that very session with `HostController`, a
GameController whose

* people are the seats at this computer only (the privacy screen is for
  them; a remote seat needs none);
* computer players are its computer seats, and the stand-in chosen for a
  remote seat whose person dropped out (the server's own thinking is off:
  one place decides, with the window's speed and thinking indicator);
* every change (its own, a computer's) is sent to the joiners, and every
  joiner's message is taken on the GUI thread, so the session changes on one
  thread only;
* undo never takes back a move made at another computer.

The game is saved after every move to the host's journal (data folder,
network/), as `elasund-desktop host` does, besides the window's autosave.

While seats are free to join and the game is not over, it is announced on the
local network (net/lan.py: game, the host's name, free seats, fingerprint;
never the code), unless the host listens on this computer only or
ELASUND_DESKTOP_NO_LAN is set; the announcement goes with the game.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from ..engine.session import HUMAN, Session
from ..games import GameSpec, Registry, default_registry
from ..net import host as H  # noqa: N812
from ..net import lan, tls
from ..persistence import paths
from .controller import GameController
from .net_bridge import GuiCall, LoopThread
from .net_panel import NetworkDock, NetworkPanel, seat_notes
from .new_game_dialog import DEFAULT_PORT

if TYPE_CHECKING:
    from .window_parts import NetWindow

log = logging.getLogger(__name__)


def join_addresses(bind: str, port: int) -> list[str]:
    """The host:port lines to give joiners: this computer's own addresses.

    Read from the network interfaces (no packet is sent, no name looked up);
    loopback and link-local addresses are left out unless nothing else is
    there or the host listens on loopback only.
    """
    from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

    if bind not in ("0.0.0.0", "::"):
        hosts = [bind]
    else:
        ipv4 = QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
        hosts = [
            a.toString()
            for a in QNetworkInterface.allAddresses()
            if a.protocol() == ipv4 and not a.isLoopback() and not a.isLinkLocal()
        ] or ["127.0.0.1"]
    return [f"[{h}]:{port}" if ":" in h else f"{h}:{port}" for h in hosts]


class _GuiHostGame:
    """HostGame as the server thread sees it: every call carried to the GUI thread.

    `after(before)` runs right after each call on the GUI thread, with the
    game's (number of actions, state) from before it, so the window learns of
    a joiner's move or a seat's change at once.  Reads (session, code) go
    straight to the game: the server only reads them.  No computer player is
    asked of the server: the window's controller plays them.
    """

    def __init__(
        self, inner: H.HostGame, gui: GuiCall, after: Callable[[tuple[int, Any]], None]
    ) -> None:
        self.inner = inner
        self.gui = gui
        self.after = after

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def _on_gui(self, fn: Callable[[], Any], default: Any) -> Any:
        def run() -> Any:
            session = self.inner.session
            before = (len(session.actions), session.state)
            result = fn()
            self.after(before)
            return result

        return self.gui.call(run, default)

    def connect(self, conn: int) -> None:
        self._on_gui(lambda: self.inner.connect(conn), None)

    def disconnect(self, conn: int) -> list[tuple[int, str]]:
        result: list[tuple[int, str]] = self._on_gui(lambda: self.inner.disconnect(conn), [])
        return result

    def receive(self, conn: int, text: str | bytes, address: str = "") -> list[tuple[int, str]]:
        result: list[tuple[int, str]] = self._on_gui(
            lambda: self.inner.receive(conn, text, address), []
        )
        return result

    def bot_to_move(self) -> tuple[int, str] | None:
        return None


class HostNetwork(QObject):
    """The server of a hosted game, on its own loop thread."""

    moved = Signal(int)  # a joiner changed the game; the first action index touched
    seats_changed = Signal()

    def __init__(
        self, game: H.HostGame, bind: str, port: int, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.bind = bind
        self.gui = GuiCall(self)
        cert, key = tls.ensure_certificate(paths.data_dir() / "network")
        self.fingerprint = tls.fingerprint(cert)
        self.loop = LoopThread("net-host")
        proxy: Any = _GuiHostGame(game, self.gui, self._after_message)
        self.server = H.HostServer(proxy, tls.server_context(cert, key), bind, port)
        try:
            # the only wait on the loop: binding the port takes milliseconds
            self.port = self.loop.submit(self.server.start()).result(timeout=30)
        except BaseException:
            self.gui.close()
            self.loop.stop()
            raise
        self.announcer: lan.Announcer | None = None
        if not game.session.is_over():
            self.announcer = lan.announce(
                game.game_id,
                default_registry().get(game.game_id).title,
                self._host_name(),
                game.seats_free(),
                self.fingerprint,
                bind,
                self.port,
            )

    def _host_name(self) -> str:
        """The name the local list shows: the host's own player's, else the computer's."""
        import socket

        local = [s.name for s in self.game.seats if s.kind == H.LOCAL and s.name.strip()]
        return local[0] if local else socket.gethostname()

    def _after_message(self, before: tuple[int, Any]) -> None:
        session = self.game.session
        count, state = before
        if len(session.actions) != count or session.state is not state:
            self.moved.emit(min(count, len(session.actions)))
        self.update_announcement()
        self.seats_changed.emit()

    def update_announcement(self) -> None:
        """Free seats as they are now; withdrawn once the game is over."""
        if self.announcer is None:
            return
        if self.game.session.is_over():
            self.stop_announcing()
        else:
            self.announcer.update(self.game.seats_free())

    def stop_announcing(self) -> None:
        if self.announcer is not None:
            self.announcer.close()
            self.announcer = None

    def send(self, frames: list[tuple[int, str]]) -> None:
        if frames and not self.gui.closed:
            self.loop.submit(self.server._send(frames))

    def addresses(self) -> list[str]:
        return join_addresses(self.bind, self.port)

    def close(self) -> None:
        self.stop_announcing()
        if self.gui.closed:
            return
        self.gui.close()
        self.loop.stop(self.server.close())


class HostController(GameController):
    """The host window's controller (see the module docstring)."""

    # the host's journal (HostGame.save) is this game's autosave: offered again
    # by Game ▸ Host a network game…, with its seats, so the joiners come back
    autosaves_here = False
    network_game = True

    def __init__(
        self, spec: GameSpec, session: Session[Any], network: HostNetwork, window: NetWindow
    ) -> None:
        super().__init__(spec, session, window.window())
        self.network = network
        network.setParent(self)
        network.moved.connect(self._remote_moved)
        network.seats_changed.connect(self._seats_changed)
        self.window = window
        self.panel = NetworkPanel()
        self.panel.show_invitation(network.addresses(), self.game.code, network.fingerprint)
        self.panel.describe = self._describe
        self.dock: NetworkDock | None = NetworkDock(self.panel, window)
        self.panel.retranslated.connect(self.retranslate)
        self._fill_stand_in()
        self.panel.stand_in_combo.currentIndexChanged.connect(self._stand_in_chosen)
        # the invitation in front while seats wait for their players
        self._seats_free = self.game.seats_free()
        if self._seats_free:
            self.dock.forward()
        self._show_seats()

    @property
    def game(self) -> H.HostGame:
        return self.network.game

    # -- who plays where ---------------------------------------------------------
    def _kind(self, seat: int) -> str:
        return self.game.seats[seat].kind

    def human_seats(self) -> list[int]:
        return [s.index for s in self.game.seats if s.kind == H.LOCAL]

    def human_to_move(self) -> bool:
        seat = self.to_move()
        return seat is not None and self._kind(seat) == H.LOCAL

    def is_remote_seat(self, seat: int) -> bool:
        return self._kind(seat) == H.NET and self.bot_for(seat) is None

    def bot_for(self, seat: int) -> str | None:
        net_seat = self.game.seats[seat]
        if net_seat.kind == H.LOCAL:
            return None
        if net_seat.kind == H.NET:
            # the same rule as the server's: a seat once taken and now dropped
            dropped = net_seat.token is not None and not net_seat.connected
            return self.game.stand_in if dropped else None
        return net_seat.kind

    def undo_refusal(self, by: int | None) -> str | None:
        """As at home, and never back past a move made at another computer."""
        reason = super().undo_refusal(by)
        if reason is not None:
            return reason
        steps = self._undo_steps()
        if any(self._kind(a.player) == H.NET for a in self.session.actions[-steps:]):
            return "undo_other_player"
        return None

    # -- changes -----------------------------------------------------------------
    def _changed(self, first: int) -> None:
        """A change made here (a person's move, a computer's, an undo): to the joiners."""
        grew_by_one = len(self.session.actions) == first + 1
        self.network.send(self.game.after_change(full_log=not grew_by_one))
        self.network.update_announcement()
        super()._changed(first)

    def _remote_moved(self, first: int) -> None:
        """A joiner's move, already sent to everybody by the server: show it, go on."""
        super()._changed(first)

    def _seats_changed(self) -> None:
        """Someone joined, dropped out or came back: a stand-in starts or stops."""
        mover = self.to_move()
        busy = self.is_thinking() or self.has_decided_move_waiting()
        if busy and mover is not None and self.bot_for(mover) is None:
            # its person is back: the stand-in's move, if any, is dropped
            self._stop.set()
            self._generation += 1
            self._drop_decided_move()
        self._show_seats()
        self.schedule_bot()
        self.state_changed.emit()

    # -- the panel ---------------------------------------------------------------
    def _describe(self) -> tuple[str, bool]:
        waiting = [s for s in self.game.seats if s.kind == H.NET and not s.connected]
        if any(s.token is not None for s in waiting):
            return QCoreApplication.translate(
                "NetworkHost", "A player dropped out: they can rejoin with the same invitation."
            ), True
        if waiting:
            return QCoreApplication.translate(
                "NetworkHost", "Waiting for players to join. Give them the invitation below."
            ), False
        return QCoreApplication.translate("NetworkHost", "Everybody is here."), False

    def _show_seats(self) -> None:
        statuses = [s.status(self.game.stand_in) for s in self.game.seats]
        self.panel.set_seats(statuses, [s.name for s in self.seats])
        self.window.players.set_seat_notes(seat_notes(statuses))
        self.panel.update_status()
        free = self.game.seats_free()
        if self._seats_free and not free and self.dock is not None:
            self.dock.back()  # the last seat taken: the players table in front
        self._seats_free = free

    def _fill_stand_in(self) -> None:
        from .bot_levels import level_name

        combo = self.panel.stand_in_combo
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(QCoreApplication.translate("NetworkHost", "Wait for them"), "")
        for bot_id in self.spec.bots:
            combo.addItem(
                QCoreApplication.translate("NetworkHost", "Computer ({kind})").format(
                    kind=level_name(bot_id)
                ),
                bot_id,
            )
        combo.setCurrentIndex(max(0, combo.findData(self.game.stand_in or "")))
        # the open list shows every choice whole, however narrow the tab
        combo.view().setMinimumWidth(combo.sizeHint().width())
        combo.blockSignals(False)

    def _stand_in_chosen(self) -> None:
        value = self.panel.stand_in_combo.currentData()
        self.set_stand_in(str(value) if value else None)

    def set_stand_in(self, bot_id: str | None) -> None:
        """The computer player for a dropped seat (None: the game waits for them)."""
        self.game.stand_in = bot_id
        self.game.save_seats()
        self.network.send(self.game._broadcast_seats())
        self._seats_changed()

    def retranslate(self) -> None:
        if self.dock is None:
            return
        self.dock.set_title(QCoreApplication.translate("NetworkHost", "Network"))
        self._fill_stand_in()
        self._show_seats()

    def stop(self) -> None:
        super().stop()
        self.network.close()
        if self.dock is not None:  # once: closing the window, then a new game
            self.window.players.set_seat_notes({})
            self.dock.leave(self.window)
            self.dock = None


def hosted_folder() -> Path:
    return paths.data_dir() / "network"


def unfinished_hosted_game(registry: Registry, newest: int = 5) -> H.HostGame | None:
    """The latest hosted game that is not over (of the `newest` journals), or None.

    A damaged journal is skipped (the game before it may still be offered)."""
    from ..persistence.saves import SaveError

    folder = hosted_folder()
    journals = [
        p for p in folder.glob("hosted-*.json") if p.with_name(p.name + ".net.json").exists()
    ]
    journals.sort(key=lambda p: p.stat().st_mtime, reverse=True)
    for path in journals[:newest]:
        try:
            game = H.resume_game(path, registry)
        except (SaveError, OSError, ValueError, KeyError):
            log.exception("hosted game %s cannot be resumed", path)
            continue
        if not game.session.is_over():
            return game
    return None


def offer_hosted_game(window: NetWindow) -> HostController | None:
    """A hosted game that was not finished (the program or the computer stopped):
    offered again, on the same port and code, so its joiners rejoin their seats."""
    game = unfinished_hosted_game(window.registry)
    if game is None:
        return None
    title = QCoreApplication.translate("Games", window.registry.get(game.game_id).title)
    names = ", ".join(seat.name for seat in game.session.config.seats)
    answer = QMessageBox.question(
        window.window(),
        QCoreApplication.translate("NetworkHost", "Host a network game"),
        QCoreApplication.translate(
            "NetworkHost",
            "The network game of {game} with {names} was not finished. Host it again, "
            "so that its players can rejoin their seats?",
        ).format(game=title, names=names),
    )
    if answer != QMessageBox.StandardButton.Yes:
        return None
    listen = game.listen
    bind = str(listen.get("bind", "0.0.0.0"))
    port = int(listen.get("port", DEFAULT_PORT))
    return serve_in_window(window, game, bind, port)


def host_from_dialog(window: NetWindow) -> HostController | None:
    """Game ▸ Host a network game…: an unfinished hosted game first, else the dialog."""
    from PySide6.QtWidgets import QDialog

    from .new_game_dialog import NewGameDialog

    resumed = offer_hosted_game(window)
    if resumed is not None:
        return resumed

    dialog = NewGameDialog(
        window.registry, window.window(), window.spec.game_id if window.spec else None, network=True
    )
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return start_hosting(window, dialog)


def is_default_name(name: str, index: int) -> bool:
    """Whether seat `index`'s name is the program's own ("Player 3" as the New
    Game dialog proposes it, "Computer 3"), in this window's language or in
    English, rather than a name somebody typed: joiners then write it in their
    own language (net/host.py NetSeat.default_name)."""
    number = index + 1
    proposed = {
        f"Player {number}",
        f"Computer {number}",
        QCoreApplication.translate("NewGameDialog", "Player {number}").format(number=number),
        QCoreApplication.translate("NetworkJoin", "Player {number}").format(number=number),
        QCoreApplication.translate("NetworkJoin", "Computer {number}").format(number=number),
        QCoreApplication.translate("LessonGuide", "Computer {number}").format(number=number),
    }
    return name.strip() in proposed


def start_hosting(window: NetWindow, dialog: Any) -> HostController | None:
    """Serve the game set up in `dialog` and play it in `window`."""
    config = dialog.session_config()
    kinds = [H.LOCAL if k == HUMAN else k for k in dialog.seat_kinds()]
    spec = window.registry.get(config.game_id)
    session: Session[Any] = Session(spec.rules(), config)
    seats = [
        H.NetSeat(
            i, kind, config.seats[i].name, default_name=is_default_name(config.seats[i].name, i)
        )
        for i, kind in enumerate(kinds)
    ]
    folder = paths.ensure_dir(hosted_folder())
    save = folder / f"hosted-{config.game_id}-{config.seed}.json"
    game = H.HostGame(session, seats, H.new_code(), dialog.stand_in(), save)
    game.save()
    return serve_in_window(window, game, dialog.listen_address(), int(dialog.port_spin.value()))


def serve_in_window(
    window: NetWindow, game: H.HostGame, bind: str, port: int
) -> HostController | None:
    """Listen for `game`'s joiners and play it in `window`."""
    spec = window.registry.get(game.game_id)
    session = game.session
    try:
        network = HostNetwork(game, bind, port)
    except OSError as exc:
        QMessageBox.warning(
            window.window(),
            QCoreApplication.translate("NetworkHost", "Host a network game"),
            QCoreApplication.translate(
                "NetworkHost", "The game cannot listen on port {port}: {detail}"
            ).format(port=port, detail=exc.strerror or str(exc)),
        )
        return None
    game.listen = {"bind": bind, "port": network.port}  # a restarted host listens there again
    game.save_seats()

    def make(spec: GameSpec, session: Any, _parent: QWidget) -> GameController:
        return HostController(spec, session, network, window)

    window.install_session(spec, session, make_controller=make)
    controller = window.controller
    assert isinstance(controller, HostController)
    controller.retranslate()
    return controller
