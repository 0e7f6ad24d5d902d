"""Drawing helpers of the Carrara board: marble blocks, object symbols, tiles, labels.

Marble colours are told apart by colour *and* by the colour's rank printed on
every block (1 = white, the most valuable .. 6 = black), the same numbers the
city headers use for what they accept, so the board reads without colour
vision and in every language.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
)

from ...colour_palettes import PaletteView, TextOnView
from . import data as D  # noqa: N812
from . import texts

# White, yellow, red, green, blue, black (by colour index) and the building
# backgrounds; they follow Settings ▸ Colour vision (colour_palettes.py).
MARBLE_FILL = PaletteView("carrara.marble", range(6))
MARBLE_TEXT = TextOnView(MARBLE_FILL)
BACKGROUND_FILL = PaletteView("carrara.", ("city", "country"))


def term(value: str) -> str:
    """A game word (colour, city, building type, object) in the current language."""
    english = texts.TERMS.get(value, value)
    return QCoreApplication.translate("Carrara", english)


def font(size: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPointSizeF(size)
    f.setBold(bold)
    return f


def label(
    text: str, parent: QGraphicsItem | None, x: float, y: float, size: float = 9, bold: bool = False
) -> QGraphicsSimpleTextItem:
    item = QGraphicsSimpleTextItem(text, parent)
    item.setFont(font(size, bold))
    item.setPos(x, y)
    return item


def centred(
    text: str,
    parent: QGraphicsItem | None,
    cx: float,
    y: float,
    size: float = 9,
    bold: bool = False,
) -> QGraphicsSimpleTextItem:
    item = label(text, parent, 0, y, size, bold)
    item.setPos(cx - item.boundingRect().width() / 2, y)
    return item


def fit_width(item: QGraphicsSimpleTextItem, width: float) -> None:
    """Shrink a label that is wider than `width` (long words in some languages)."""
    w = item.boundingRect().width()
    if w > width > 0:
        item.setScale(width / w)


def box(
    x: float, y: float, w: float, h: float, fill: str, parent: QGraphicsItem | None = None
) -> QGraphicsRectItem:
    item = QGraphicsRectItem(x, y, w, h, parent)
    item.setBrush(QBrush(QColor(fill)))
    item.setPen(QPen(QColor("#5a4a32"), 1.2))
    return item


def block(
    colour: int, x: float, y: float, size: float, parent: QGraphicsItem | None
) -> QGraphicsRectItem:
    """One marble block: its colour and its rank number."""
    item = QGraphicsRectItem(x, y, size, size, parent)
    item.setBrush(QBrush(QColor(MARBLE_FILL[colour])))
    item.setPen(QPen(QColor("#111111"), 1))
    text = QGraphicsSimpleTextItem(str(colour + 1), item)
    text.setFont(font(size * 0.5, True))
    text.setBrush(QBrush(QColor(MARBLE_TEXT[colour])))
    rect = text.boundingRect()
    text.setPos(x + (size - rect.width()) / 2, y + (size - rect.height()) / 2)
    item.setToolTip(
        QCoreApplication.translate("CarraraBoard", "{colour} marble (rank {rank})").format(
            colour=term(D.COLOURS[colour]), rank=colour + 1
        )
    )
    return item


def coin(
    amount: int, cx: float, cy: float, size: float, parent: QGraphicsItem | None
) -> QGraphicsItem:
    """A price as a gold coin with its amount; a free block (0) gets a hollow grey ring."""
    item = QGraphicsEllipseItem(cx - size / 2, cy - size / 2, size, size, parent)
    if amount:
        item.setBrush(QBrush(QColor("#e8b923")))
        item.setPen(QPen(QColor("#7a5a00"), 1))
    else:
        item.setBrush(QBrush(Qt.BrushStyle.NoBrush))
        item.setPen(QPen(QColor("#9a8f7c"), 1, Qt.PenStyle.DashLine))
    text = QGraphicsSimpleTextItem(str(amount), item)
    text.setFont(font(size * 0.6, True))
    # The grey of a free block still reads 4.5:1 on the pale panels (was 3.7:1).
    text.setBrush(QBrush(QColor("#2b2000" if amount else "#6e6556")))
    rect = text.boundingRect()
    text.setPos(cx - rect.width() / 2, cy - rect.height() / 2)
    return item


def object_path(obj: int, size: float) -> QPainterPath:
    """A small outline for each object shape, centred on (0, 0)."""
    r = size / 2
    path = QPainterPath()
    if obj == D.BOOK:
        path.addRect(-r * 0.8, -r * 0.6, r * 1.6, r * 1.2)
        path.moveTo(0, -r * 0.6)
        path.lineTo(0, r * 0.6)
    elif obj == D.CUP:
        path.addPolygon(
            QPolygonF(
                [QPointF(-r * 0.7, -r * 0.7), QPointF(r * 0.7, -r * 0.7), QPointF(0, r * 0.2)]
            )
        )
        path.addRect(-r * 0.1, r * 0.2, r * 0.2, r * 0.4)
        path.addRect(-r * 0.5, r * 0.6, r, r * 0.2)
    elif obj == D.CROWN:
        pts = [
            (-0.8, 0.6),
            (-0.8, -0.5),
            (-0.4, 0.0),
            (0.0, -0.7),
            (0.4, 0.0),
            (0.8, -0.5),
            (0.8, 0.6),
        ]
        path.addPolygon(QPolygonF([QPointF(a * r, b * r) for a, b in pts]))
    elif obj == D.GATE:
        path.moveTo(-r * 0.7, r * 0.7)
        path.lineTo(-r * 0.7, -r * 0.1)
        path.arcTo(QRectF(-r * 0.7, -r * 0.8, r * 1.4, r * 1.4), 180, -180)
        path.lineTo(r * 0.7, r * 0.7)
        path.lineTo(r * 0.3, r * 0.7)
        path.lineTo(r * 0.3, 0)
        path.lineTo(-r * 0.3, 0)
        path.lineTo(-r * 0.3, r * 0.7)
    elif obj == D.FLAG:
        path.addRect(-r * 0.7, -r * 0.8, r * 0.15, r * 1.6)
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(-r * 0.55, -r * 0.8),
                    QPointF(r * 0.8, -r * 0.45),
                    QPointF(-r * 0.55, -r * 0.1),
                ]
            )
        )
    else:  # coat of arms: a shield
        path.moveTo(-r * 0.7, -r * 0.7)
        path.lineTo(r * 0.7, -r * 0.7)
        path.lineTo(r * 0.7, 0)
        path.quadTo(r * 0.6, r * 0.6, 0, r * 0.8)
        path.quadTo(-r * 0.6, r * 0.6, -r * 0.7, 0)
    path.closeSubpath()
    return path


def object_symbol(
    obj: int, cx: float, cy: float, size: float, parent: QGraphicsItem | None
) -> QGraphicsPathItem:
    item = QGraphicsPathItem(object_path(obj, size), parent)
    item.setPos(cx, cy)
    item.setBrush(QBrush(QColor("#8a5a2b")))
    item.setPen(QPen(QColor("#2b1a08"), 1))
    item.setToolTip(term(D.OBJECTS[obj]))
    return item


def building_tile(
    tile: int, x: float, y: float, w: float, h: float, parent: QGraphicsItem | None = None
) -> QGraphicsRectItem:
    """A building tile: type name, value (top right) and its object symbol."""
    kind = D.tile_type(tile)
    item = box(x, y, w, h, BACKGROUND_FILL[D.TYPE_BACKGROUND[kind]], parent)
    item.setPen(QPen(QColor("#4a3a22"), 1.5))
    big = h >= 40
    name = label(term(D.TYPES[kind]), item, x + 4, y + 3, 9 if big else 8.5, bold=big)
    fit_width(name, w - (26 if big else 18))
    value = label(str(D.tile_value(tile)), item, 0, y + 1, 14 if big else 8, bold=True)
    value.setPos(x + w - value.boundingRect().width() - 4, y + (1 if big else 0))
    if big:
        object_symbol(D.tile_object(tile), x + 16, y + h - 14, 16, item)
        obj_name = label(term(D.OBJECTS[D.tile_object(tile)]), item, x + 28, y + h - 21, 8)
        fit_width(obj_name, w - 32)
    item.setToolTip(
        QCoreApplication.translate(
            "CarraraBoard", "{building}, value {value}: brings a {object} when scored"
        ).format(
            building=term(D.TYPES[kind]),
            value=D.tile_value(tile),
            object=term(D.OBJECTS[D.tile_object(tile)]),
        )
    )
    return item


def no_pen() -> QPen:
    return QPen(Qt.PenStyle.NoPen)
