"""The network dock of a hosted or joined game: what to give the joiners, who is there.

Shared by the host (ui/net_host.py: address, code and fingerprint to copy,
the seats, the stand-in for a dropped seat) and the joiner (ui/net_join.py:
the connection, the seats, Rejoin).  It shows what it is given; the seats'
states are the host's words (`free`, `connected`, ...), turned into the
window's language here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDockWidget,
    QFormLayout,
    QFrame,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..i18n.noop import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from .window_parts import NetWindow

CONTEXT = "NetworkPanel"

SEAT_STATES = {
    "free": QT_TRANSLATE_NOOP("NetworkPanel", "nobody has joined yet"),
    "connected": QT_TRANSLATE_NOOP("NetworkPanel", "connected"),
    "disconnected": QT_TRANSLATE_NOOP("NetworkPanel", "disconnected: waiting for them"),
    "stand_in": QT_TRANSLATE_NOOP("NetworkPanel", "disconnected: a computer plays for them"),
    "computer": QT_TRANSLATE_NOOP("NetworkPanel", "computer player"),
    "host": QT_TRANSLATE_NOOP("NetworkPanel", "at the host's computer"),
}


# the same, short, under a name in the players table
SEAT_NOTES = {
    "free": QT_TRANSLATE_NOOP("NetworkPanel", "not joined yet"),
    "connected": QT_TRANSLATE_NOOP("NetworkPanel", "on another computer"),
    "disconnected": QT_TRANSLATE_NOOP("NetworkPanel", "disconnected"),
    "stand_in": QT_TRANSLATE_NOOP("NetworkPanel", "disconnected, computer plays"),
}


# A note longer than this many characters goes on two lines: the name column
# is as wide as its longest line, and every pixel of it is taken from the
# board (Ukrainian "на іншому комп'ютері" pushed Elfenland's map behind a
# scroll bar at 1280x720).
NOTE_LINE = 14


def two_lines(text: str) -> str:
    """`text` broken at the space nearest its middle when it is long."""
    if len(text) <= NOTE_LINE or " " not in text:
        return text
    middle = len(text) / 2
    spaces = [i for i, c in enumerate(text) if c == " "]
    cut = min(spaces, key=lambda i: abs(i - middle))
    return text[:cut] + "\n" + text[cut + 1 :]


def seat_notes(seats: Sequence[dict[str, Any]], skip: int | None = None) -> dict[int, str]:
    """seat -> its short network note for the players table (none for `skip`)."""
    out = {}
    for status in seats:
        index = int(status.get("seat", -1))
        english = SEAT_NOTES.get(str(status.get("state", "")))
        if english and index != skip:
            out[index] = two_lines(QCoreApplication.translate(CONTEXT, english))
    return out


def seat_state_text(state: str) -> str:
    english = SEAT_STATES.get(state)
    return QCoreApplication.translate(CONTEXT, english) if english else state


def _selectable(label: QLabel) -> QLabel:
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.setWordWrap(True)
    return label


class NetworkPanel(QWidget):
    """A form of facts (address, code, ...), the seats, and a button or two."""

    retranslated = Signal()  # after a language change: the owner renames its dock
    alarm_changed = Signal(bool)  # the line on top turned red (a drop) or back

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("network_panel")
        self.status_label = _selectable(QLabel(self))
        self.addresses_label = _selectable(QLabel(self))
        self.code_label = _selectable(QLabel(self))
        font = self.code_label.font()
        font.setBold(True)
        font.setPointSize(font.pointSize() + 2)
        self.code_label.setFont(font)
        self.fingerprint_label = _selectable(QLabel(self))
        self.seats_label = _selectable(QLabel(self))
        self.stand_in_combo = QComboBox(self)
        self.copy_button = QPushButton(self)
        self.rejoin_button = QPushButton(self)
        self._titles = {name: QLabel(self) for name in ("address", "code", "fp", "stand_in")}
        form = QFormLayout()
        form.addRow(self._titles["address"], self.addresses_label)
        form.addRow(self._titles["code"], self.code_label)
        form.addRow(self._titles["fp"], self.fingerprint_label)
        form.addRow(self._titles["stand_in"], self.stand_in_combo)
        # a tab beside the log (ui/dock_layout.py) is as narrow as its column:
        # every field under its title (WrapLongRows still asked for both side
        # by side as its minimum width: Italian's tab scrolled sideways)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        self._form = form
        layout = QVBoxLayout(self)
        layout.addWidget(self.status_label)
        # what to do first, before the facts it copies (a short tab scrolls)
        layout.addWidget(self.copy_button)
        layout.addWidget(self.rejoin_button)
        layout.addLayout(form)
        layout.addWidget(self.seats_label)
        layout.addStretch(1)
        self.copy_button.clicked.connect(self.copy_invitation)
        self.rejoin_button.hide()
        self._status = ""
        self._status_alarm = False
        self._seats: list[dict[str, Any]] = []
        self._names: Sequence[str] = ()
        self.invitation = ""
        self._addresses: list[str] = []
        self._fingerprint = ""
        # the owner's words for the line on top (text, alarm), asked again on
        # every change and language switch
        self.describe: Callable[[], tuple[str, bool]] | None = None
        self.retranslate()

    # -- contents ------------------------------------------------------------
    def show_invitation(self, addresses: Sequence[str], code: str, fingerprint: str) -> None:
        self.addresses_label.setText("\n".join(addresses))
        self.code_label.setText(code)
        # in lines of four groups: the tab stays narrow, the board keeps its room
        groups = fingerprint.split(":")
        lines = [":".join(groups[i : i + 4]) for i in range(0, len(groups), 4)]
        self.fingerprint_label.setText(":\n".join(lines))
        self._fingerprint = fingerprint
        self._addresses = list(addresses)
        self.retranslate()

    def show_host(self, address: str) -> None:
        """A joiner's panel: the host's address; no code to give, nothing to copy."""
        self.addresses_label.setText(address)
        for row in ("code", "fp", "stand_in"):
            self._form.setRowVisible(self._titles[row], False)
        self.copy_button.hide()

    def set_status(self, text: str, alarm: bool = False) -> None:
        """One line on top; `alarm` (a dropped connection) in red and bold."""
        was = self._status_alarm
        self._status, self._status_alarm = text, alarm
        self.status_label.setText(text)
        self.status_label.setStyleSheet("color: #b00020; font-weight: bold;" if alarm else "")
        if alarm != was:
            self.alarm_changed.emit(alarm)

    def update_status(self) -> None:
        if self.describe is not None:
            self.set_status(*self.describe())

    def set_seats(self, seats: Sequence[dict[str, Any]], names: Sequence[str]) -> None:
        """The host's status of every seat, each under the name this window shows."""
        self._seats, self._names = list(seats), list(names)
        lines = []
        for status in seats:
            index = int(status.get("seat", 0))
            name = names[index] if index < len(names) else str(status.get("name", ""))
            lines.append(
                QCoreApplication.translate("NetworkPanel", "{name}: {state}").format(
                    name=name, state=seat_state_text(str(status.get("state", "")))
                )
            )
        self.seats_label.setText("\n".join(lines))

    def copy_invitation(self) -> None:
        QApplication.clipboard().setText(self.invitation)

    # -- language --------------------------------------------------------------
    def retranslate(self) -> None:
        self._titles["address"].setText(QCoreApplication.translate("NetworkPanel", "Address"))
        self._titles["code"].setText(QCoreApplication.translate("NetworkPanel", "Join code"))
        self._titles["fp"].setText(QCoreApplication.translate("NetworkPanel", "Fingerprint"))
        self._titles["stand_in"].setText(
            QCoreApplication.translate("NetworkPanel", "When a player drops out")
        )
        self.copy_button.setText(QCoreApplication.translate("NetworkPanel", "Copy the invitation"))
        self.copy_button.setToolTip(
            QCoreApplication.translate(
                "NetworkPanel",
                "Copies the addresses, the code and the fingerprint to send to friends.",
            )
        )
        self.rejoin_button.setText(QCoreApplication.translate("NetworkPanel", "Rejoin"))
        self.stand_in_combo.setAccessibleName(self._titles["stand_in"].text())
        self.seats_label.setAccessibleName(
            QCoreApplication.translate("NetworkPanel", "Seats of the network game")
        )
        if self.code_label.text():
            # the same lines a joiner pastes into the Join dialog (any language reads)
            self.invitation = "\n".join(
                [
                    QCoreApplication.translate(
                        "NetworkPanel",
                        "Join my game in Elasund Desktop (Game ▸ Join a network game…).",
                    ),
                    *(
                        QCoreApplication.translate("NetworkPanel", "Address: {address}").format(
                            address=a
                        )
                        for a in self._addresses
                    ),
                    QCoreApplication.translate("NetworkPanel", "Code: {code}").format(
                        code=self.code_label.text()
                    ),
                    QCoreApplication.translate("NetworkPanel", "Fingerprint: {fingerprint}").format(
                        fingerprint=self._fingerprint
                    ),
                ]
            )
        if self._seats:
            self.set_seats(self._seats, self._names)
        self.update_status()
        self.retranslated.emit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class NetworkDock(QDockWidget):
    """The panel's dock: a tab beside the log and the statistics (the window's
    DockLayout guest), in front while its news needs the user (the host's
    invitation while seats are free, a dropped connection: `forward`) and
    behind the players table otherwise."""

    def __init__(self, panel: NetworkPanel, window: NetWindow) -> None:
        super().__init__(window.window())
        self.setObjectName("dock_network")
        # not closable: the View menu has nothing to open it again with
        self.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        # it scrolls: a tab is as short as the players table's place
        scroller = QScrollArea(self)
        scroller.setWidgetResizable(True)
        scroller.setFrameShape(QFrame.Shape.NoFrame)
        scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroller.setWidget(panel)
        self.setWidget(scroller)
        self.panel = panel
        self.dock_layout = window.dock_layout
        panel.alarm_changed.connect(self._alarm)
        self.dock_layout.add_guest(self)

    def set_title(self, title: str) -> None:
        self.setWindowTitle(title)

    def _alarm(self, on: bool) -> None:
        if on:
            self.forward()
        else:
            self.back()

    def forward(self) -> None:
        self.dock_layout.guest_forward(self)

    def back(self) -> None:
        self.dock_layout.guest_back(self)

    def leave(self, window: NetWindow) -> None:
        """Out of the window with its game."""
        # its group's front tab first: a front tab removed leaves Qt to pick
        # the next one later (the statistics came to the front over the table)
        self.back()
        self.dock_layout.remove_guest(self)
        window.removeDockWidget(self)
        self.deleteLater()
