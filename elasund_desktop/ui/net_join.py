"""Game ▸ Join a network game…: a seat of a game held by another computer, in this window.

The joiner's window is the window of a game at home over a different
controller: `RemoteController` holds a `RemoteSession`, which is what the
host sent this seat (net/joiner.py keeps it): the redacted world, the log as
the seat may read it, who is to move and the seat's legal actions, all from
the host's engine.  So the board draws this seat's own hand, highlights come
from those legal actions, a click elsewhere is explained by asking the rules
about the redacted world (why_not, as at home), and a move is sent to the
host, whose refusal comes back as a reason key and is shown in this window's
language.  Nothing is saved here, no computer thinks here, and there is no
privacy screen (one person sits at this window).

The host's action log is never sent: per move, the joiner gets who moved and
the move itself only where its seat may see it (net/redact.py action_for), so
the board marks the other players' public moves since this seat's last one,
as at home (ui/move_marks.py).  A hint searches here, from the redacted world
(what this seat knows), on a thread of this window's process; Escape takes
back the step in progress through the host, as Undo does.
"""

from __future__ import annotations

import dataclasses
import functools
import logging
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine.rules import Action, Event, GameConfig, IllegalAction, Outcome, in_substep
from ..engine.session import HUMAN, Seat, SessionConfig
from ..games import GameSpec
from ..i18n.noop import QT_TRANSLATE_NOOP, Plural
from ..net import joiner as J  # noqa: N812
from ..net import lan, seat_memory, tls
from ..persistence import paths
from ..persistence.atomic import SaveWriteError
from .controller import GameController
from .net_bridge import GuiCall, LoopThread
from .net_panel import NetworkDock, NetworkPanel, seat_notes
from .new_game_dialog import DEFAULT_PORT, NAME_SAMPLE

if TYPE_CHECKING:
    from .window_parts import NetWindow

log = logging.getLogger(__name__)

CONTEXT = "NetworkJoin"

# Why a join failed: the host's `denied` reasons and this side's own.
JOIN_FAILURES = {
    "wrong_code": QT_TRANSLATE_NOOP("NetworkJoin", "The code is not this game's."),
    "too_many_attempts": QT_TRANSLATE_NOOP(
        "NetworkJoin", "Too many wrong codes from this computer: the host refuses it now."
    ),
    "unknown_token": QT_TRANSLATE_NOOP("NetworkJoin", "The host does not know this seat any more."),
    "no_free_seat": QT_TRANSLATE_NOOP("NetworkJoin", "Every seat of this game is taken."),
    "fingerprint": QT_TRANSLATE_NOOP(
        "NetworkJoin",
        "The computer that answered is not the host you were given: its fingerprint "
        "differs. Nothing was sent to it.",
    ),
    "unreachable": QT_TRANSLATE_NOOP("NetworkJoin", "No game answers at this address and port."),
}


def _tr(text: str) -> str:
    """A text of a table marked with QT_TRANSLATE_NOOP, in the current language."""
    return QCoreApplication.translate(CONTEXT, text)


def failure_text(reason: str) -> str:
    english = JOIN_FAILURES.get(reason)
    return (
        _tr(english)
        if english
        else QCoreApplication.translate("NetworkJoin", "The host refused: {reason}").format(
            reason=reason
        )
    )


_ADDRESS = re.compile(r"(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_.-]+):(\d{1,5})\b")
_CODE = re.compile(r"\b([A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4})\b")
_FINGERPRINT = re.compile(r"\b((?:[0-9A-Fa-f]{4}:){15}[0-9A-Fa-f]{4})\b")


def parse_invitation(text: str) -> dict[str, Any]:
    """The address, port, code and fingerprint found in a host's invitation
    (the Copy button's text, in any language); missing parts are left out."""
    out: dict[str, Any] = {}
    fingerprint = _FINGERPRINT.search(text)
    if fingerprint:
        out["fingerprint"] = fingerprint.group(1)
        text = text.replace(fingerprint.group(1), " ")  # its groups look like host:port
    address = _ADDRESS.search(text)
    if address:
        out["address"] = address.group(1).strip("[]")
        out["port"] = int(address.group(2))
    code = _CODE.search(text)
    if code:
        out["code"] = code.group(1)
    return out


LAN_POLL_MS = 500  # how often the list of local games is read from the browser
LAN_LINE = Plural.translate("NetworkJoin", "{game}, hosted by {host}: %n seats free", None, 0)


def lan_game_text(game: lan.LanGame) -> str:
    """One line of the list of local games: the game, its host, the free seats."""
    from ..games import default_registry

    title = QCoreApplication.translate("Games", default_registry().get(game.game).title)
    return QCoreApplication.translate("NetworkJoin", LAN_LINE, None, game.seats_free).format(
        game=title, host=game.host_name
    )


class JoinDialog(QDialog):
    """Address, port, code, fingerprint and name: what the host's invitation gives.

    With a `browser` (net/lan.py), the games announced on the local network are
    listed above: choosing one fills the address, port and fingerprint, and the
    code is still typed (it is never announced).  The list is read from the
    browser every LAN_POLL_MS on the GUI thread, so the browser may fill it from
    its own threads.
    """

    def __init__(
        self,
        parent: QWidget | None = None,
        name: str = "",
        browser: lan.LanBrowser | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("join_dialog")
        self.browser = browser
        self.lan_label = QLabel(self)
        self.lan_list = QListWidget(self)
        self.lan_list.setObjectName("lan_games")
        self.lan_list.setMaximumHeight(self.lan_list.fontMetrics().height() * 7)
        self.lan_list.itemSelectionChanged.connect(self._lan_chosen)
        self.lan_list.itemActivated.connect(self._lan_activated)
        self.lan_label.setBuddy(self.lan_list)
        self.lan_empty = QLabel(self)
        self.lan_empty.setWordWrap(True)
        self.lan_empty.setEnabled(False)
        self._lan_shown: list[lan.LanGame] = []
        self._lan_timer = QTimer(self)
        self._lan_timer.setInterval(LAN_POLL_MS)
        self._lan_timer.timeout.connect(self.refresh_lan)
        self.address_edit = QLineEdit(self)
        self.port_spin = QSpinBox(self)
        self.port_spin.setRange(1, 65535)
        self.port_spin.setValue(DEFAULT_PORT)
        self.code_edit = QLineEdit(self)
        self.fingerprint_edit = QLineEdit(self)
        self.fingerprint_edit.setMinimumWidth(
            self.fingerprint_edit.fontMetrics().horizontalAdvance("0" * 80)
        )
        self.name_edit = QLineEdit(self)
        self.name_edit.setMaxLength(40)
        self.name_edit.setMinimumWidth(
            self.name_edit.fontMetrics().horizontalAdvance(NAME_SAMPLE) + 12
        )
        self.name_edit.setText(name)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.paste_button = QPushButton(self)
        self.paste_button.clicked.connect(self.paste_invitation)
        self.error_label = QLabel(self)
        self.error_label.setStyleSheet("color: #b00020;")
        self.error_label.setWordWrap(True)
        self._labels = [QLabel(self) for _ in range(5)]
        form = QFormLayout()
        for label, field in zip(
            self._labels,
            (
                self.address_edit,
                self.port_spin,
                self.code_edit,
                self.fingerprint_edit,
                self.name_edit,
            ),
            strict=True,
        ):
            form.addRow(label, field)
            label.setBuddy(field)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        # typing an address of one's own leaves the list's choice: a later change
        # in the list must not write over what was typed
        for edit in (self.address_edit, self.fingerprint_edit, self.port_spin.lineEdit()):
            edit.textEdited.connect(self._typed)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.lan_label)
        layout.addWidget(self.lan_list)
        layout.addWidget(self.lan_empty)
        layout.addWidget(self.paste_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addLayout(form)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)
        for widget in (self.lan_label, self.lan_list, self.lan_empty):
            widget.setVisible(browser is not None)
        self.retranslate()
        if browser is not None:
            self.refresh_lan()
            self._lan_timer.start()

    # -- the list of games on the local network ----------------------------------------
    def refresh_lan(self) -> None:
        """The browser's games now; the chosen one stays chosen while it is there."""
        if self.browser is None:
            return
        games = self.browser.games()
        self.lan_list.setVisible(bool(games))
        self.lan_empty.setVisible(not games)
        if games == self._lan_shown:
            return
        chosen = self.chosen_lan_game()
        self._lan_shown = list(games)
        self.lan_list.blockSignals(True)
        self.lan_list.clear()
        for game in games:
            item = QListWidgetItem(lan_game_text(game))
            item.setData(Qt.ItemDataRole.UserRole, game.key)
            item.setToolTip(f"{game.address}:{game.port}")
            self.lan_list.addItem(item)
            if chosen is not None and game.key == chosen.key:
                item.setSelected(True)
                self.lan_list.setCurrentItem(item)
        self.lan_list.blockSignals(False)
        if chosen is not None and self.chosen_lan_game() is not None:
            self._lan_chosen()  # its seats or address may have changed

    def chosen_lan_game(self) -> lan.LanGame | None:
        items = self.lan_list.selectedItems()
        if not items:
            return None
        key = items[0].data(Qt.ItemDataRole.UserRole)
        return next((g for g in self._lan_shown if g.key == key), None)

    def _lan_chosen(self) -> None:
        game = self.chosen_lan_game()
        if game is None:
            return
        self.address_edit.setText(game.address)
        self.port_spin.setValue(game.port)
        self.fingerprint_edit.setText(game.fingerprint)
        if not self.code_edit.text().strip():
            self.code_edit.setFocus()

    def _typed(self, _text: str) -> None:
        self.lan_list.blockSignals(True)
        self.lan_list.clearSelection()
        self.lan_list.setCurrentRow(-1)
        self.lan_list.blockSignals(False)

    def _lan_activated(self, _item: QListWidgetItem) -> None:
        self.code_edit.setFocus()  # Enter on a game: on to the code, the one thing to type

    def done(self, result: int) -> None:
        self._lan_timer.stop()
        super().done(result)

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("NetworkJoin", "Join a network game"))
        self.intro.setText(
            QCoreApplication.translate(
                "NetworkJoin",
                "Choose a game found on this network, or type what the host gave you, or "
                "copy the host's invitation and paste it here. The code comes from the host "
                "in any case. The fingerprint proves that you reach the host's own computer.",
            )
        )
        self.lan_label.setText(QCoreApplication.translate("NetworkJoin", "&Games on this network"))
        self.lan_empty.setText(
            QCoreApplication.translate(
                "NetworkJoin",
                "No game found on this network yet. Games hosted here appear as they start.",
            )
        )
        self._lan_shown = []  # the lines again in the new language
        self.refresh_lan()
        self.paste_button.setText(
            QCoreApplication.translate("NetworkJoin", "&Paste the invitation")
        )
        for label, text in zip(
            self._labels,
            (
                QCoreApplication.translate("NetworkJoin", "&Address"),
                QCoreApplication.translate("NetworkJoin", "P&ort"),
                QCoreApplication.translate("NetworkJoin", "&Code"),
                QCoreApplication.translate("NetworkJoin", "&Fingerprint"),
                QCoreApplication.translate("NetworkJoin", "Your &name"),
            ),
            strict=True,
        ):
            label.setText(text)
        self.address_edit.setPlaceholderText(
            QCoreApplication.translate("NetworkJoin", "e.g. 192.168.1.20")
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def paste_invitation(self, text: str | None = None) -> None:
        found = parse_invitation(text if text is not None else QApplication.clipboard().text())
        if "address" in found:
            self.address_edit.setText(found["address"])
            self.port_spin.setValue(found["port"])
        if "code" in found:
            self.code_edit.setText(found["code"])
        if "fingerprint" in found:
            self.fingerprint_edit.setText(found["fingerprint"])

    def validation_error(self) -> str | None:
        if not self.address_edit.text().strip():
            return QCoreApplication.translate("NetworkJoin", "Type the host's address.")
        if not self.code_edit.text().strip():
            return QCoreApplication.translate("NetworkJoin", "Type the join code.")
        if not tls.same_fingerprint(self.fingerprint_edit.text(), self.fingerprint_edit.text()):
            return QCoreApplication.translate(
                "NetworkJoin", "The fingerprint has 64 hexadecimal digits: copy it from the host."
            )
        if not self.name_edit.text().strip():
            return QCoreApplication.translate("NetworkJoin", "Type your name.")
        return None

    def accept(self) -> None:
        error = self.validation_error()
        self.error_label.setText(error or "")
        if error is None:
            super().accept()

    def joiner(self) -> J.Joiner:
        host = self.address_edit.text().strip()
        address = (
            f"[{host}]:{self.port_spin.value()}"
            if ":" in host
            else (f"{host}:{self.port_spin.value()}")
        )
        return J.Joiner(
            address,
            self.code_edit.text().strip().upper(),
            self.fingerprint_edit.text().strip(),
            self.name_edit.text().strip(),
        )


class JoinConnection(QObject):
    """A joiner's connection on its own loop thread; everything it hears comes
    to the GUI thread, where the Joiner takes it in."""

    joined = Signal()  # connected and seated (again, after a drop)
    frame = Signal(object, int)  # a host frame taken in, the log's length before it
    dropped = Signal()
    failed = Signal(str)  # a reason key (JOIN_FAILURES)

    def __init__(self, joiner: J.Joiner, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.joiner = joiner
        self.gui = GuiCall(self)
        self.loop = LoopThread("net-join")
        self.connected = False
        # the token came from this computer's memory of its seats (net/seat_memory.py)
        self.remembered_token = False

    def start(self) -> None:
        """Connect (again: with the seat's token after a drop)."""
        self.joiner._ws = None
        self.joiner.seat = None
        self.loop.submit(self._run())

    async def _run(self) -> None:
        from websockets.exceptions import ConnectionClosed, WebSocketException

        joiner = self.joiner
        try:
            try:
                await joiner.connect()
            except J.JoinRefused as err:
                if err.reason != "unknown_token" or not self.remembered_token:
                    raise
                # a seat of an older game at that address: join as anew
                self.remembered_token = False
                self.gui.post(self._forget_seat)
                joiner.token = None
                await joiner.connect()
            # the welcome is taken in; the first state frame (the whole log) too,
            # so that the window is built from a complete picture
            while joiner.handle(await joiner._ws.recv())["type"] != "state":
                pass
        except J.JoinRefused as err:
            reason = err.reason
            self.gui.post(lambda: self.failed.emit(reason))
            return
        except tls.FingerprintMismatch:
            self.gui.post(lambda: self.failed.emit("fingerprint"))
            return
        except (OSError, TimeoutError, WebSocketException):
            self.gui.post(lambda: self.failed.emit("unreachable"))
            return
        self.gui.post(self._joined)
        try:
            async for text in joiner._ws:
                self.gui.post(functools.partial(self._take, text))
        except ConnectionClosed:
            pass
        self.gui.post(self._dropped)

    def _joined(self) -> None:
        self.connected = True
        self._remember_seat()
        self.joined.emit()

    def _remember_seat(self) -> None:
        """This seat's token on this computer: a new window comes back to it."""
        joiner = self.joiner
        if not joiner.token:
            return
        try:
            seat_memory.remember(
                seats_folder(), joiner.address, joiner.fingerprint, joiner.code, joiner.token
            )
        except (OSError, SaveWriteError):
            log.exception("the seat's token could not be kept")

    def _forget_seat(self) -> None:
        joiner = self.joiner
        try:
            seat_memory.forget(seats_folder(), joiner.address, joiner.fingerprint, joiner.code)
        except (OSError, SaveWriteError):
            log.exception("an old seat's token could not be forgotten")

    def _dropped(self) -> None:
        self.connected = False
        self.dropped.emit()

    def _take(self, text: str | bytes) -> None:
        before = len(self.joiner.log)
        try:
            data = self.joiner.handle(text)
        except J.JoinRefused as err:
            self.failed.emit(err.reason)
            return
        except Exception:  # a frame this program cannot read: logged, the game goes on
            log.exception("a host frame could not be read")
            return
        self.frame.emit(data, before)

    def send(self, kind: str, **fields: Any) -> None:
        if self.connected and self.joiner._ws is not None:
            self.loop.submit(self.joiner.send(kind, **fields))

    def close(self) -> None:
        if not self.gui.closed:
            self.gui.close()
            self.loop.stop(self.joiner.close())


class RemoteSession:
    """What the window reads of a session, from what the host sent this seat."""

    def __init__(self, rules: Any, config: SessionConfig, joiner: J.Joiner) -> None:
        self.rules = rules
        self.config = config
        self.joiner = joiner
        self._states: dict[int, Any] = {}  # position -> the redacted world seen there
        self.note_state()

    def note_state(self) -> None:
        n = self.joiner.n
        for later in [k for k in self._states if k > n]:  # an undo
            del self._states[later]
        if self.joiner.state is not None:
            self._states[n] = self.joiner.state

    @property
    def state(self) -> Any:
        return self.joiner.state

    @property
    def states(self) -> Sequence[Any]:
        return [self._states[k] for k in sorted(self._states)]

    @property
    def states_at(self) -> dict[int, Any]:
        """The redacted worlds seen, by position (the number of actions before)."""
        return self._states

    @property
    def actions(self) -> Sequence[Action]:
        return ()  # never sent to a joiner (see the module docstring)

    @property
    def events(self) -> Sequence[tuple[Event, ...]]:
        return self.joiner.log

    @property
    def moves(self) -> Sequence[tuple[int, Action | None]]:
        """Who made each logged move, and the move where this seat may see it
        (net/redact.py action_for): the marks of the last moves read these."""
        return self.joiner.moves

    @property
    def barriers(self) -> Sequence[bool]:
        return ()

    def to_move(self) -> int | None:
        return self.joiner.to_move

    def legal_actions(self) -> list[Action]:
        return list(self.joiner.legal)

    def outcome(self) -> Outcome | None:
        final = self.joiner.final
        if final is None:
            return None
        return Outcome(tuple(final.get("winners") or ()), tuple(final.get("scores") or ()))

    def is_over(self) -> bool:
        return self.joiner.final is not None

    def digest(self) -> str:
        return str((self.joiner.final or {}).get("digest", ""))

    def can_undo(self, free: bool = False) -> bool:  # noqa: ARG002 - the host decides
        return self.joiner.can_undo


def default_seat_name(index: int, kind: str) -> str:
    """The name of seat `index` that nobody typed, in this window's language: a
    person's ("Player 3": at the host or on another computer) or a computer's."""
    if kind in ("net", "local"):
        text = QCoreApplication.translate("NetworkJoin", "Player {number}")
    else:
        text = QCoreApplication.translate("NetworkJoin", "Computer {number}")
    return text.format(number=index + 1)


def seat_names(joiner: J.Joiner) -> list[str]:
    """Every seat's name as this window writes it: as typed (by the host for
    its seats, by each joiner for its own), and the host's defaults in this
    window's language.  The seats' latest status wins over the welcome (a
    seat taken since is named by its person)."""
    names = list(joiner.names)
    defaults = (list(joiner.default_names) + [False] * len(names))[: len(names)]
    kinds = ["net"] * len(names)
    for status in joiner.seats:
        index = status.get("seat")
        if not isinstance(index, int) or not 0 <= index < len(names):
            continue
        kinds[index] = str(status.get("kind", "net"))
        if isinstance(status.get("name"), str) and status["name"].strip():
            names[index] = status["name"]
            defaults[index] = status.get("default_name") is True
    return [default_seat_name(i, kinds[i]) if defaults[i] else names[i] for i in range(len(names))]


def remote_config(joiner: J.Joiner) -> SessionConfig:
    """The seats as this window shows them: names (seat_names) and colours from the
    host, this seat and the other people as people, the host's computer players
    as computers."""
    kinds = {int(s["seat"]): str(s.get("kind", "")) for s in joiner.seats}
    players = len(joiner.names)
    names = seat_names(joiner)
    seats = []
    for index in range(players):
        kind = kinds.get(index, "net")
        controller = HUMAN if kind in ("net", "local") else kind
        colour = joiner.colours[index] if index < len(joiner.colours) else index
        seats.append(Seat(names[index], colour, controller))
    game = GameConfig(players, dict(joiner.options))
    return SessionConfig(joiner.game_id, game, 0, tuple(seats))


class RemoteController(GameController):
    """A joiner's window's controller (see the module docstring)."""

    saves_here = False
    autosaves_here = False
    warm_up_search = False
    network_game = True

    def __init__(
        self,
        spec: GameSpec,
        session: RemoteSession,
        connection: JoinConnection,
        window: NetWindow,
    ) -> None:
        super().__init__(spec, session, window)  # type: ignore[arg-type]
        self.remote = session
        self.connection = connection
        connection.setParent(self)
        self.my_seat = int(connection.joiner.seat or 0)
        self._queue: list[Action] = []  # steps of one decision still to send
        self._cancel_left = 0  # steps of the cancelled decision still to take back
        self.window = window
        connection.frame.connect(self._frame)
        connection.dropped.connect(self._dropped)
        connection.joined.connect(self._rejoined)
        connection.failed.connect(self._failed)
        self.panel = NetworkPanel()
        self.panel.show_host(connection.joiner.address)
        self.panel.describe = self._describe
        self.panel.retranslated.connect(self.retranslate)
        self.panel.rejoin_button.clicked.connect(self.rejoin)
        self._failure = ""
        # a tab beside the log, in front when the connection drops (Rejoin)
        self.dock: NetworkDock | None = NetworkDock(self.panel, window)
        self.retranslate()

    # -- who plays where ---------------------------------------------------------
    def human_seats(self) -> list[int]:
        return [self.my_seat]

    def human_to_move(self) -> bool:
        return self.connection.connected and self.to_move() == self.my_seat

    def is_remote_seat(self, seat: int) -> bool:
        return seat != self.my_seat and self.seats[seat].is_human

    def bot_for(self, seat: int) -> str | None:  # noqa: ARG002
        return None  # the host's computers think at the host

    # -- acting: through the host ---------------------------------------------------
    def apply_all(self, actions: list[Action]) -> bool:
        """Send the first step; the others follow as the host takes each one."""
        if not actions or not self.human_to_move():
            if not self.connection.connected:
                self.illegal_action.emit(IllegalAction("not_connected"))
            return False
        self._queue = list(actions[1:])
        self.connection.send("act", n=self.remote.joiner.n, action=actions[0].to_json())
        return True

    def undo_refusal(self, by: int | None) -> str | None:  # noqa: ARG002 - one seat here
        if self.session.outcome() is not None:
            return "undo_game_over"
        if not self.connection.connected:
            return "not_connected"
        return None if self.remote.joiner.can_undo else "undo_remote"

    def undo(self, by: int | None) -> bool:
        reason = self.undo_refusal(by)
        if reason is not None:
            self.illegal_action.emit(IllegalAction(reason))
            return False
        self.connection.send("undo", n=self.remote.joiner.n)
        return True

    def final_report(self) -> Any:
        return self.remote.joiner.report  # the host's, from the true final state

    def blocked_note(self) -> str:
        if self.connection.connected:
            return ""
        from .game_texts import SHELL_REASONS

        return QCoreApplication.translate("GameTexts", SHELL_REASONS["not_connected"])

    def step_in_progress(self) -> int:
        """As at home: this seat's steps of the decision in progress, counted
        back over the positions seen while the world is inside a multi-step
        decision (the states and who moved come from the host)."""
        seat = self.to_move()
        if seat is None or seat != self.my_seat:
            return 0
        states = self.remote.states_at
        moves = self.remote.moves
        index = self.remote.joiner.n
        while (
            index > 0
            and index in states
            and index - 1 < len(moves)
            and moves[index - 1][0] == seat
            and in_substep(self.session.rules, states[index])
        ):
            index -= 1
        return self.remote.joiner.n - index

    def cancel_step(self, by: int | None) -> bool:
        """Escape: the step in progress taken back through the host, one undo per
        step (the host checks each as an undo: never past hidden information)."""
        steps = self.step_in_progress()
        if not steps or by != self.my_seat or not self.connection.connected:
            return False
        if not self.remote.joiner.can_undo:
            self.illegal_action.emit(IllegalAction("undo_blocked"))
            return False
        self._cancel_left = steps - 1
        self.connection.send("undo", n=self.remote.joiner.n)
        return True

    def hint_search(self, seat: int, level: str) -> Callable[[Callable[[], bool]], Action]:
        """A hint from what this seat knows: the host's redacted world, searched
        here (the host's log never comes to a joiner); the host's legal moves
        have the last word, as for a computer player behind a joiner."""
        from ..ai.bots import bot_rng, decide, make_bot

        rules, state, n = self.session.rules, self.remote.state, self.remote.joiner.n
        legal = list(self.remote.legal_actions())
        rng = bot_rng(0x48494E54 ^ (seat + 1), n)

        def run(cancel: Callable[[], bool]) -> Action:
            action = decide(make_bot(level), rules, state, seat, rng, cancel)
            return action if action in legal or not legal else legal[0]

        return run

    # -- what the host says -----------------------------------------------------------
    def _frame(self, data: dict[str, Any], log_before: int) -> None:
        kind = data.get("type")
        if kind == "state":
            self.remote.note_state()
            events = self.remote.events
            first = len(events) if data.get("full_log") else min(log_before, len(events))
            if self._queue and self.human_to_move():
                step = self._queue.pop(0)
                self.connection.send("act", n=self.remote.joiner.n, action=step.to_json())
            if self._cancel_left:
                self._cancel_left -= 1
                if self.remote.joiner.can_undo and self.step_in_progress():
                    self.connection.send("undo", n=self.remote.joiner.n)
                else:
                    self._cancel_left = 0
            self.dirty = False
            self.events_added.emit(first)
            self.state_changed.emit()
            self._show_seats()
            outcome = self.session.outcome()
            if outcome is not None:
                self.game_over.emit(outcome)
        elif kind == "refused":
            self._queue.clear()
            self._cancel_left = 0
            params = data.get("params") if isinstance(data.get("params"), dict) else {}
            self.illegal_action.emit(IllegalAction(str(data.get("reason")), **(params or {})))
        elif kind == "seats":
            self._show_seats()
            self.state_changed.emit()

    def _dropped(self) -> None:
        self._queue.clear()
        self._failure = ""
        self.panel.rejoin_button.show()
        self._show_seats()
        self.window.statusBar().showMessage(self._describe()[0], 15000)
        self.state_changed.emit()

    def _rejoined(self) -> None:
        self._failure = ""
        self.panel.rejoin_button.hide()
        self.remote.note_state()
        self.events_added.emit(len(self.remote.events))  # the whole log came again
        self.state_changed.emit()
        self._show_seats()

    def _failed(self, reason: str) -> None:
        self._failure = failure_text(reason)
        self.panel.rejoin_button.show()
        self.panel.update_status()

    def rejoin(self) -> None:
        """Back to this seat with its token (the host keeps it while we are away)."""
        if self.connection.connected:
            return
        self.panel.rejoin_button.hide()
        self._failure = ""
        self.panel.set_status(QCoreApplication.translate("NetworkJoin", "Connecting…"))
        self.connection.start()

    # -- the panel ----------------------------------------------------------------------
    def _describe(self) -> tuple[str, bool]:
        if self._failure:
            return (
                QCoreApplication.translate("NetworkJoin", "Could not rejoin: {reason}").format(
                    reason=self._failure
                ),
                True,
            )
        if not self.connection.connected:
            return QCoreApplication.translate("NetworkJoin", "Connection to the host lost."), True
        return QCoreApplication.translate("NetworkJoin", "Connected to the host."), False

    def _rename_seats(self) -> None:
        """The seats' names anew (a seat taken, a language switch): the log, the
        table and the board read them from the session's seats and the texts."""
        names = seat_names(self.remote.joiner)
        if names == [s.name for s in self.seats] or len(names) != len(self.seats):
            return
        config = self.remote.config
        seats = tuple(
            dataclasses.replace(seat, name=name)
            for seat, name in zip(config.seats, names, strict=True)
        )
        self.remote.config = dataclasses.replace(config, seats=seats)
        self.window.seats_renamed(self.remote.events)

    def _show_seats(self) -> None:
        self._rename_seats()
        self.panel.set_seats(self.remote.joiner.seats, [s.name for s in self.seats])
        self.window.players.set_seat_notes(seat_notes(self.remote.joiner.seats, self.my_seat))
        # while away, the last news of the seats is old news
        self.panel.seats_label.setVisible(self.connection.connected)
        self.panel.update_status()

    def retranslate(self) -> None:
        if self.dock is None:
            return
        self.dock.set_title(QCoreApplication.translate("NetworkJoin", "Network"))
        self._show_seats()

    def stop(self) -> None:
        super().stop()
        self.connection.close()
        if self.dock is not None:  # once: closing the window, then a new game
            self.window.players.set_seat_notes({})
            self.dock.leave(self.window)
            self.dock = None


def join_from_dialog(window: NetWindow) -> JoinConnection | None:
    """Game ▸ Join a network game…: the dialog, then the connection; the game shows
    when the host has seated this window."""
    browser = lan.start_browser(window.registry.ids())
    try:
        dialog = JoinDialog(window.window(), browser=browser)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        joiner = dialog.joiner()
        # a seat this computer took in that game before (its window closed):
        # back to it with its token
        token = seat_memory.remembered(
            seats_folder(), joiner.address, joiner.fingerprint, joiner.code
        )
        joiner.token = token
        return start_joining(window, joiner, remembered=token is not None)
    finally:
        if browser is not None:
            browser.close()


def seats_folder() -> Path:
    """Where this computer keeps the tokens of the seats it took."""
    return paths.data_dir() / "network"


def start_joining(window: NetWindow, joiner: J.Joiner, remembered: bool = False) -> JoinConnection:
    connection = JoinConnection(joiner, window.window())
    connection.remembered_token = remembered
    window.statusBar().showMessage(
        QCoreApplication.translate("NetworkJoin", "Connecting to {address}…").format(
            address=joiner.address
        )
    )

    def seated() -> None:
        connection.joined.disconnect(seated)
        connection.failed.disconnect(refused)
        install_joined(window, connection)

    def refused(reason: str) -> None:
        connection.joined.disconnect(seated)
        connection.failed.disconnect(refused)
        connection.close()
        window.statusBar().clearMessage()
        QMessageBox.warning(
            window.window(),
            QCoreApplication.translate("NetworkJoin", "Join a network game"),
            failure_text(reason),
        )

    connection.joined.connect(seated)
    connection.failed.connect(refused)
    connection.start()
    return connection


def install_joined(window: NetWindow, connection: JoinConnection) -> RemoteController:
    joiner = connection.joiner
    spec = window.registry.get(joiner.game_id)
    session = RemoteSession(spec.rules(), remote_config(joiner), joiner)

    def make(spec: GameSpec, session: Any, _parent: QWidget) -> GameController:
        return RemoteController(spec, session, connection, window)

    window.install_session(spec, session, make_controller=make)
    controller = window.controller
    assert isinstance(controller, RemoteController)
    window.statusBar().showMessage(
        QCoreApplication.translate("NetworkJoin", "Joined: you play seat {number}.").format(
            number=controller.my_seat + 1
        ),
        8000,
    )
    return controller
