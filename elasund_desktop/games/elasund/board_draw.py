"""Small drawing helpers of the Elasund board: icons and painter paths.

Every function returns plain Qt objects (paths, items) in scene units; the
scene (board.py) positions them.  Nothing here knows a rule.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
)

from elasund_desktop.colour_palettes import PaletteView
from elasund_desktop.ui.palette import marker_path, readable_text_colour

INK = QColor("#2b2118")
GOLD = QColor("#e8b923")
GOLD_DARK = QColor("#8a6a00")
FLAG_RED = QColor("#c62828")
# The influence colours; they follow Settings ▸ Colour vision (colour_palettes.py).
CARD_COLOURS = PaletteView("elasund.", ("red", "blue", "green"))


def text_colour_on(colour: QColor) -> QColor:
    """Black or white, whichever has the higher WCAG contrast on `colour`."""
    return readable_text_colour(colour)


def font(pixels: int, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(pixels)
    f.setBold(bold)
    return f


def pen(
    colour: QColor | str, width: float = 1.0, style: Qt.PenStyle = Qt.PenStyle.SolidLine
) -> QPen:
    p = QPen(QColor(colour), width)
    p.setStyle(style)
    p.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return p


def text_item(
    text: str,
    pixels: int,
    colour: QColor | str = INK,
    parent: QGraphicsItem | None = None,
    bold: bool = False,
) -> QGraphicsSimpleTextItem:
    item = QGraphicsSimpleTextItem(text, parent)
    item.setFont(font(pixels, bold))
    item.setBrush(QBrush(QColor(colour)))
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return item


def centre_text(item: QGraphicsSimpleTextItem, centre: QPointF) -> None:
    rect = item.boundingRect()
    item.setPos(centre.x() - rect.width() / 2, centre.y() - rect.height() / 2)


def fit_text(item: QGraphicsSimpleTextItem, max_width: float) -> None:
    """Shrink the font until the text fits `max_width`."""
    f = item.font()
    while item.boundingRect().width() > max_width and f.pixelSize() > 7:
        f.setPixelSize(f.pixelSize() - 1)
        item.setFont(f)


def passive(item: QGraphicsItem) -> QGraphicsItem:
    """Decoration that never takes a click (clicks fall through to squares)."""
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return item


def windmill_path(size: float) -> QPainterPath:
    """Four windmill sails around a hub, centred on (0, 0)."""
    path = QPainterPath()
    r = size / 2
    w = size * 0.16
    for k in range(4):
        a = math.pi / 4 + k * math.pi / 2
        tip = QPointF(r * math.cos(a), r * math.sin(a))
        mid = QPointF(r * 0.25 * math.cos(a), r * 0.25 * math.sin(a))
        side = QPointF(-w * math.sin(a), w * math.cos(a))
        path.addPolygon(QPolygonF([mid, tip, tip + side, mid + side]))
    return path.simplified()


def windmill_item(size: float, parent: QGraphicsItem | None = None) -> QGraphicsPathItem:
    """A windmill (trade square symbol): a tower with four sails; (0, 0) is the hub."""
    body = QPainterPath()
    body.addPolygon(
        QPolygonF(
            [
                QPointF(-size * 0.14, -size * 0.05),
                QPointF(size * 0.14, -size * 0.05),
                QPointF(size * 0.24, size * 0.62),
                QPointF(-size * 0.24, size * 0.62),
            ]
        )
    )
    item = QGraphicsPathItem(body.simplified(), parent)
    item.setBrush(QBrush(QColor("#8d6e63")))
    item.setPen(pen("#3e2723", 1.0))
    sails = QGraphicsPathItem(windmill_path(size), item)
    sails.setBrush(QBrush(QColor("#fffdf5")))
    sails.setPen(pen("#3e2723", 1.0))
    hub = QGraphicsEllipseItem(QRectF(-size * 0.08, -size * 0.08, size * 0.16, size * 0.16), item)
    hub.setBrush(QBrush(QColor("#3e2723")))
    hub.setPen(QPen(Qt.PenStyle.NoPen))
    for part in (sails, hub):
        passive(part)
    passive(item)
    return item


def coin_item(size: float, parent: QGraphicsItem | None = None) -> QGraphicsEllipseItem:
    """A gold coin (gold income)."""
    r = size / 2
    item = QGraphicsEllipseItem(QRectF(-r, -r, size, size), parent)
    item.setBrush(QBrush(GOLD))
    item.setPen(pen(GOLD_DARK, 1.4))
    inner = QGraphicsEllipseItem(QRectF(-r * 0.55, -r * 0.55, r * 1.1, r * 1.1), item)
    inner.setPen(pen(GOLD_DARK, 1.0))
    inner.setBrush(Qt.BrushStyle.NoBrush)
    passive(inner)
    passive(item)
    return item


def card_item(size: float, parent: QGraphicsItem | None = None) -> QGraphicsRectItem:
    """An influence card (influence income): a card with red, blue and green stripes."""
    w, h = size * 0.72, size
    item = QGraphicsRectItem(QRectF(-w / 2, -h / 2, w, h), parent)
    item.setBrush(QBrush(QColor("#fafafa")))
    item.setPen(pen(INK, 1.0))
    stripe_h = (h - 4) / 3
    for k, name in enumerate(("red", "blue", "green")):
        stripe = QGraphicsRectItem(
            QRectF(-w / 2 + 2, -h / 2 + 2 + k * stripe_h, w - 4, stripe_h), item
        )
        stripe.setBrush(QBrush(QColor(CARD_COLOURS[name])))
        stripe.setPen(QPen(Qt.PenStyle.NoPen))
        passive(stripe)
    passive(item)
    return item


def flag_path(size: float) -> QPainterPath:
    """A small pennant on a pole, the pole's foot at (0, size/2)."""
    path = QPainterPath()
    path.addRect(QRectF(-size * 0.32, -size / 2, size * 0.08, size))
    path.addPolygon(
        QPolygonF(
            [
                QPointF(-size * 0.26, -size / 2),
                QPointF(size * 0.42, -size * 0.28),
                QPointF(-size * 0.26, -size * 0.04),
            ]
        )
    )
    return path.simplified()


def flag_item(size: float, parent: QGraphicsItem | None = None) -> QGraphicsPathItem:
    item = QGraphicsPathItem(flag_path(size), parent)
    item.setBrush(QBrush(FLAG_RED))
    item.setPen(pen("#5a0000", 0.8))
    passive(item)
    return item


def cube_item(
    size: float, colour: QColor, marker: str | None, parent: QGraphicsItem | None = None
) -> QGraphicsRectItem:
    """A victory point cube in a player's colour with his marker on it."""
    r = size / 2
    item = QGraphicsRectItem(QRectF(-r, -r, size, size), parent)
    item.setBrush(QBrush(colour))
    item.setPen(pen(INK, 1.5))
    if marker:
        mark = QGraphicsPathItem(marker_path(marker, size * 0.6), item)
        mark.setBrush(QBrush(text_colour_on(colour)))
        mark.setPen(QPen(Qt.PenStyle.NoPen))
        passive(mark)
    passive(item)
    return item


def marker_item(
    size: float,
    colour: QColor,
    marker: str,
    parent: QGraphicsItem | None = None,
    outline: str = "#1b1b1b",
) -> QGraphicsPathItem:
    item = QGraphicsPathItem(marker_path(marker, size), parent)
    item.setBrush(QBrush(colour))
    item.setPen(pen(outline, 1.3))
    passive(item)
    return item


def hut_path(rect: QRectF) -> QPainterPath:
    """A house outline (walls and a pointed roof) filling `rect`."""
    roof = min(rect.height() * 0.32, rect.width() * 0.45)
    path = QPainterPath()
    path.addPolygon(
        QPolygonF(
            [
                QPointF(rect.left(), rect.top() + roof),
                QPointF(rect.center().x(), rect.top()),
                QPointF(rect.right(), rect.top() + roof),
                QPointF(rect.right(), rect.bottom()),
                QPointF(rect.left(), rect.bottom()),
            ]
        )
    )
    path.closeSubpath()
    return path


def ship_path(width: float, height: float) -> QPainterPath:
    """Hull of a small sailing ship, centred on (0, 0), without the sail."""
    path = QPainterPath()
    hull_top = height * 0.15
    path.moveTo(-width / 2, hull_top)
    path.lineTo(width / 2, hull_top)
    path.lineTo(width * 0.32, height / 2)
    path.lineTo(-width * 0.36, height / 2)
    path.closeSubpath()
    return path


def sail_path(width: float, height: float) -> QPainterPath:
    path = QPainterPath()
    path.addRect(QRectF(-1.2, -height / 2, 2.4, height * 0.65))
    path.addPolygon(
        QPolygonF(
            [
                QPointF(2, -height / 2),
                QPointF(width * 0.38, height * 0.08),
                QPointF(2, height * 0.08),
            ]
        )
    )
    path.addPolygon(
        QPolygonF(
            [
                QPointF(-2, -height * 0.38),
                QPointF(-width * 0.32, height * 0.08),
                QPointF(-2, height * 0.08),
            ]
        )
    )
    return path.simplified()


def tower_path(size: float) -> QPainterPath:
    """A watch tower with battlements, centred on (0, 0)."""
    s = size
    path = QPainterPath()
    pts = [
        (-0.35, 0.5),
        (-0.35, -0.3),
        (-0.45, -0.3),
        (-0.45, -0.5),
        (-0.27, -0.5),
        (-0.27, -0.38),
        (-0.09, -0.38),
        (-0.09, -0.5),
        (0.09, -0.5),
        (0.09, -0.38),
        (0.27, -0.38),
        (0.27, -0.5),
        (0.45, -0.5),
        (0.45, -0.3),
        (0.35, -0.3),
        (0.35, 0.5),
    ]
    path.addPolygon(QPolygonF([QPointF(x * s, y * s) for x, y in pts]))
    path.closeSubpath()
    return path


def cross_path(size: float) -> QPainterPath:
    """A church cross centred on (0, 0)."""
    w = size * 0.16
    path = QPainterPath()
    path.addRect(QRectF(-w / 2, -size / 2, w, size))
    path.addRect(QRectF(-size * 0.32, -size * 0.22, size * 0.64, w))
    return path.simplified()
