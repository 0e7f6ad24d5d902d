"""Elasund's last roll on the board: both dice, their sum and who rolled them.

The state forgets the dice once the ship has moved; the roll is read from the
session's events (`BoardScene.history`, set by the window before each redraw)
and stays on the board until the next roll.  It goes at the top of the
column of the church and the trade track, above the church box; when the
header's lines reach into that corner, the scene grows upwards to make room,
as the header itself does.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

import shiboken6
from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsSimpleTextItem

from elasund_desktop.engine.rules import Event
from elasund_desktop.ui.board_base import BoardScene, shrink_to_fit

from .board_draw import INK, text_item

DIE = 28.0  # side of a die
GAP = 5.0
SLOT_H = DIE + 8.0  # the height the roll takes
TOP_OF_CHURCH_BOX = 60.0  # the church box starts at the north wall's top (NORTH_Y)


def last_roll(history: Sequence[Sequence[Event]]) -> tuple[int, int, int] | None:
    """(seat, die 1, die 2) of the newest "roll" event, or None before the first roll."""
    for events in reversed(history):
        for event in reversed(events):
            if event.key == "roll":
                params = event.as_dict()
                return int(params["player"]), int(params["die1"]), int(params["die2"])
    return None


def draw_last_roll(
    scene: BoardScene, x: float, width: float, rect: QRectF
) -> tuple[list[QGraphicsItem], QRectF]:
    """Draw the last roll in the column from `x`, `width` wide, on a board that
    will have the scene rect `rect`; returns the items (the dice boxes first,
    then the sum and the roller's line) and the rect, grown upwards when the
    dice found their slot taken.

    The roll is a piece of the board (ui/board_pieces.py), kept while the same
    roll stays in the same place: drawn anew at every frame, its six items
    were removed, built and painted again at every move."""
    roll = last_roll(scene.history)
    if roll is None:
        return [], rect
    seat, first, second = roll
    top = TOP_OF_CHURCH_BOX - SLOT_H
    slot = QRectF(x, top, width, SLOT_H)
    mine = {_key(item) for item in scene.pieces.items_of("last roll")}
    if any(
        item.sceneBoundingRect().intersects(slot)
        for item in scene.items(slot)
        if _key(item.topLevelItem() or item) not in mine
    ):
        top = rect.top() - SLOT_H
        rect = rect.adjusted(0, -SLOT_H, 0, 0)
    name = scene.seats[seat].name if 0 <= seat < len(scene.seats) else str(seat + 1)
    build = partial(_draw_roll, scene, x, width, top, first, second, name)
    scene.piece("last roll", (first, second, name, x, width, top), build)
    return scene.pieces.items_of("last roll"), rect


def _draw_roll(
    scene: BoardScene, x: float, width: float, top: float, first: int, second: int, name: str
) -> None:
    items: list[QGraphicsItem] = []
    for i, value in enumerate((first, second)):
        box = QGraphicsRectItem(x + i * (DIE + GAP), top + 4, DIE, DIE)
        box.setBrush(QBrush(QColor("#ffffff")))
        box.setPen(QPen(QColor("#222222"), 2))
        pips = text_item(str(value), 17, INK, box, bold=True)
        centre = box.rect().center()
        bounds = pips.boundingRect()
        pips.setPos(centre.x() - bounds.width() / 2, centre.y() - bounds.height() / 2)
        items.append(box)
    total = text_item("= " + str(first + second), 16, INK, bold=True)
    total.setPos(x + 2 * (DIE + GAP), top + 4 + (DIE - total.boundingRect().height()) / 2)
    items.append(total)
    who: QGraphicsSimpleTextItem = text_item(
        QCoreApplication.translate("ElasundBoard", "Rolled by {player}").format(player=name),
        13,
        "#4a3d30",
    )
    left = total.x() + total.boundingRect().width() + 10
    shrink_to_fit(who, x + width - left)
    who.setPos(left, top + 4 + (DIE - who.boundingRect().height()) / 2)
    items.append(who)
    for item in items:
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        item.setToolTip(
            QCoreApplication.translate(
                "ElasundBoard", "The last roll; it stays here until the next one."
            )
        )
        scene.addItem(item)


def _key(item: QGraphicsItem) -> int:
    """The C++ object's address (a wrapper from items() may be a new one)."""
    return int(shiboken6.getCppPointer(item)[0])
