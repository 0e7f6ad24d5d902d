"""What each player just gained and lost, shown for a few seconds (engine/gains.py).

`GainsTracker` watches the session's log: the gains of the actions that came
since the last refresh replace the ones shown, and stay for GAINS_MS.  The
players panel writes them beside each row ("+1 ore +2 wool"), as the viewer
may read them (a stolen card's resource only to the thief and the victim).
The places that produced (Catan's hexes of the number rolled, Elasund's
buildings in the ship's row) get one green outline around them all for
FLASH_MS, drawn again after every redraw of the board until then.
"""

from __future__ import annotations

import time
from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QColor, QPainterPath
from PySide6.QtWidgets import QGraphicsPathItem

from .board_base import HIGHLIGHT_Z, BoardScene
from .game_texts import GameTexts
from .move_marks import add_outline

if TYPE_CHECKING:  # the engine loads with the first game, not with the window
    from ..engine.gains import Gain
    from ..engine.session import Session

GAINS_MS = 4000  # how long the gains stay beside the players' rows
FLASH_MS = 1500  # how long the producing places stay outlined
FLASH_COLOUR = QColor(40, 170, 60, 200)  # green: apart from the amber marks and magenta highlights
FLASH_WIDTH = 6.0
FLASH_Z = HIGHLIGHT_Z - 0.5  # above the move marks, below the legal-move highlights
PLUS, MINUS = "+", "\u2212"


def count_text(texts: GameTexts, term: str, n: int) -> str:
    """ "2 wool": the game's GAINS (or COUNTED) text for `term` with the count `n`."""
    english = texts.module.__dict__.get("GAINS", {}).get(term)
    if english is not None:
        return QCoreApplication.translate(texts.context, english, None, n)
    return texts.counted(term, n)


def gain_text(texts: GameTexts, term: str, amount: int, detail: str = "") -> str:
    """ "+2 wool", "−1 influence card (red)": the count of `term` with a sign, and
    the detail the viewer may read."""
    text = (PLUS if amount > 0 else MINUS) + count_text(texts, term, abs(amount))
    if detail:
        text += f" ({texts.term(detail)})"
    return text


def player_gain_lines(
    texts: GameTexts, gains: Sequence[Gain], viewer: int | None
) -> dict[int, list[str]]:
    """Per player, one text per term gained or lost (zero sums left out)."""
    from ..engine.gains import merged

    return {
        player: [gain_text(texts, term, amount, detail) for term, amount, detail in rows]
        for player, rows in merged(gains, viewer).items()
    }


def gains_summary(texts: GameTexts, gains: Sequence[Gain], viewer: int | None) -> str:
    """One line for the turn summary: "Gains: Ann +1 ore +2 wool; Bo +1 gold"."""
    parts = [
        f"{texts.seat_name(player)} {' '.join(lines)}"
        for player, lines in player_gain_lines(texts, gains, viewer).items()
    ]
    if not parts:
        return ""
    return QCoreApplication.translate("GainsView", "Gained and lost: {list}").format(
        list="; ".join(parts)
    )


def recent_gains(session: Session[Any], indices: Sequence[int]) -> list[Gain]:
    """The gains of the actions at `indices` of the log."""
    from ..engine.gains import gains_of

    out: list[Gain] = []
    for index in indices:
        out.extend(gains_of(session.rules, session.events[index]))
    return out


class GainsTracker(QObject):
    """The gains shown now and the places flashing now, from the newest actions."""

    changed = Signal()  # the gains shown ran out: the panel redraws without them

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seen = 0  # actions of the log already looked at
        self.session: Session[Any] | None = None
        self.gains: list[Gain] = []
        self.places: list[Hashable] = []
        self.flash_items: list[QGraphicsPathItem] = []
        self._flash_until = 0.0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._expire)
        self._flash_timer = QTimer(self)
        self._flash_timer.setSingleShot(True)
        self._flash_timer.timeout.connect(self.remove_flash)

    def update(self, session: Session[Any]) -> None:
        """Look at the actions added since the last call (a new game or an undo starts over)."""
        from ..engine.gains import production_places

        actions = len(session.actions)
        if session is not self.session or actions < self.seen:
            self.session = session
            self.seen = actions
            self.gains, self.places = [], []
            self._timer.stop()
            self._flash_until = 0.0
            return
        new = range(self.seen, actions)
        self.seen = actions
        gains = recent_gains(session, new)
        if gains:
            self.gains = gains
            self._timer.start(GAINS_MS)
        places: list[Hashable] = []
        for index in new:
            for place in production_places(
                session.rules, session.states[index + 1], session.events[index]
            ):
                if place not in places:
                    places.append(place)
        if places:
            self.places = places
            self._flash_until = time.monotonic() + FLASH_MS / 1000
            self._flash_timer.start(FLASH_MS)

    def lines(self, texts: GameTexts, viewer: int | None) -> dict[int, list[str]]:
        return player_gain_lines(texts, self.gains, viewer)

    def flashing(self) -> bool:
        return bool(self.places) and time.monotonic() < self._flash_until

    def draw_flash(self, scene: BoardScene) -> None:
        """Outline the producing places on `scene` (after each redraw, while flashing)."""
        self.remove_flash()
        if not self.flashing():
            return
        # One outline around them all: a building over two squares shows no
        # line between its squares.
        outline = QPainterPath()
        for place in self.places:
            for item in scene.items_for(place):
                outline = outline.united(item.mapToScene(item.shape()))
        if not outline.isEmpty():
            self.flash_items.append(
                add_outline(scene, outline.simplified(), FLASH_COLOUR, FLASH_WIDTH, FLASH_Z)
            )

    def remove_flash(self) -> None:
        for item in self.flash_items:
            # A full redraw of the board may have deleted the item already.
            if shiboken6.isValid(item) and item.scene() is not None:
                item.scene().removeItem(item)
        self.flash_items = []

    def _expire(self) -> None:
        self.gains = []
        self.changed.emit()
