"""Help ▸ Playing over a network: how to host and join, at home and across the Internet.

The paragraphs are English in code (QT_TRANSLATE_NOOP) and translated in the
.ts files, as the rules texts are; the README's "Playing over a network"
section says the same for those who read it before installing.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..i18n.noop import QT_TRANSLATE_NOOP

CONTEXT = "NetworkHelp"

TITLE = QT_TRANSLATE_NOOP("NetworkHelp", "Playing over a network")

# (heading or "", paragraph): read in this order
SECTIONS: tuple[tuple[str, str], ...] = (
    (
        "",
        QT_TRANSLATE_NOOP(
            "NetworkHelp",
            "Friends can play at their own computers: one computer hosts the game, the "
            "others join it. Nobody has to look away: each window shows only its own "
            "player's hidden cards, and the others' hidden cards never even reach it.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("NetworkHelp", "Hosting"),
        QT_TRANSLATE_NOOP(
            "NetworkHelp",
            "Choose Game ▸ Host a network game…. In the dialog, set each friend's seat to "
            "“Player on another computer”; seats can also be played here or by the "
            "computer. The host's program holds the game: it checks every move and saves "
            "the game after each one. The Network tab, beside the game log, then shows "
            "this computer's addresses with the port, the join code and the fingerprint. "
            "Copy the "
            "invitation and send it to your friends.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("NetworkHelp", "Joining"),
        QT_TRANSLATE_NOOP(
            "NetworkHelp",
            "Choose Game ▸ Join a network game…. Pick the game from the list of games "
            "on this network, or paste the invitation (or type the address, port and "
            "fingerprint); then type the code the host gave you, and your name. You play "
            "in your own window and language, with your hand, the highlighted moves, the "
            "marks of the last moves, hints, the reasons when a move is not allowed, the "
            "log and the rules. Undo and Escape take back only your own last decision, "
            "and not once it revealed hidden information or used the dice. A joiner "
            "cannot save: the host keeps the game.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("NetworkHelp", "On a local network"),
        QT_TRANSLATE_NOOP(
            "NetworkHelp",
            "At home or at a table with laptops, the host's game appears by itself in "
            "the joiners' list, or use one of the addresses the host's panel shows. All "
            "computers must be on the same network, and the host's firewall must let the "
            "port in. The list is public to every computer on the network: it shows the "
            "game, the host's name, the free seats and the fingerprint, never the code, "
            "so the code is still needed to take a seat.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("NetworkHelp", "Across the Internet"),
        QT_TRANSLATE_NOOP(
            "NetworkHelp",
            "Either the host forwards the port (47270 unless you chose another) on the "
            "router to the host's computer and gives the router's public address, or "
            "everybody joins the same VPN (such as WireGuard, Tailscale or ZeroTier) and "
            "uses the host's address in it. A VPN opens nothing to the whole Internet "
            "and is the safer way.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("NetworkHelp", "What the host exposes"),
        QT_TRANSLATE_NOOP(
            "NetworkHelp",
            "One port, on which the program answers only the game's own messages and "
            "checks every one of them. Without the code nobody takes a seat, and an "
            "address that tries five wrong codes is refused. The connection is "
            "encrypted, and the fingerprint lets the joiners' programs make sure that they "
            "talk to the host's computer and to nobody in between. The port closes with "
            "the game.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("NetworkHelp", "When a connection drops"),
        QT_TRANSLATE_NOOP(
            "NetworkHelp",
            "The others see the seat as disconnected, and the game waits, or a computer "
            "player takes the seat if the host chose one under “When a player drops out”. "
            "The friend presses Rejoin in the Network tab and is back at the same seat. "
            "If the host's program stops, Game ▸ Host a network game… offers the "
            "unfinished game again, on the same port and with the same code, and the "
            "friends press Rejoin.",
        ),
    ),
)


def help_html() -> str:
    """The page in the current language."""
    tr = QCoreApplication.translate
    parts = [f"<h2>{tr(CONTEXT, TITLE)}</h2>"]
    for heading, paragraph in SECTIONS:
        if heading:
            parts.append(f"<h3>{tr(CONTEXT, heading)}</h3>")
        parts.append(f"<p>{tr(CONTEXT, paragraph)}</p>")
    return "\n".join(parts)


class NetworkHelpDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("network_help")
        self.browser = QTextBrowser(self)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(self.buttons)
        self.resize(640, 620)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate(CONTEXT, TITLE))
        self.browser.setHtml(help_html())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def show_network_help(parent: QWidget) -> NetworkHelpDialog:
    """Not modal: it stays open beside the game or the dialogs it explains."""
    dialog = getattr(parent, "_network_help", None)
    if not isinstance(dialog, NetworkHelpDialog):
        dialog = NetworkHelpDialog(parent)
        parent._network_help = dialog  # type: ignore[attr-defined]
    dialog.show()
    dialog.raise_()
    return dialog
