"""Player colours, each with a marker shape.

The shape is drawn on every piece, so a player never depends on hue alone.
The colour of a slot follows Settings ▸ Colour vision (colour_palettes.py);
the marker of a slot never changes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPainterPath, QPolygonF

from ..colour_palettes import player_colour
from ..i18n.noop import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class PlayerColour:
    slot: int  # index of the colour in every colour-vision palette
    marker: str  # circle, square, triangle, diamond, star, cross, hexagon, pentagon

    @property
    def name(self) -> str:
        """English name (context "Palette") in the current colour-vision palette."""
        return player_colour(self.slot)[0]

    @property
    def hex(self) -> str:
        return player_colour(self.slot)[1]

    @property
    def qcolor(self) -> QColor:
        return QColor(self.hex)

    def text_colour(self) -> QColor:
        return readable_text_colour(self.qcolor)


def relative_luminance(colour: QColor) -> float:
    """WCAG 2 relative luminance of an opaque colour (0 black .. 1 white)."""

    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * linear(colour.red())
        + 0.7152 * linear(colour.green())
        + 0.0722 * linear(colour.blue())
    )


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG 2 contrast ratio of two colours (1 .. 21; text wants 4.5, lines 3)."""
    la, lb = relative_luminance(a), relative_luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def readable_text_colour(background: QColor) -> QColor:
    """Black or white: whichever has the higher contrast on `background`.

    (A guess from a weighted sum of the channels put white on vermillion,
    3.9:1; by WCAG luminance black gives 5.4:1.)
    """
    black, white = QColor("#000000"), QColor("#ffffff")
    on_black = contrast_ratio(background, black)
    return black if on_black >= contrast_ratio(background, white) else white


PALETTE: tuple[PlayerColour, ...] = tuple(
    PlayerColour(slot, marker)
    for slot, marker in enumerate(
        ("circle", "square", "triangle", "diamond", "star", "cross", "hexagon", "pentagon")
    )
)

MARKER_NAMES = {
    "circle": QT_TRANSLATE_NOOP("Palette", "circle"),
    "square": QT_TRANSLATE_NOOP("Palette", "square"),
    "triangle": QT_TRANSLATE_NOOP("Palette", "triangle"),
    "diamond": QT_TRANSLATE_NOOP("Palette", "diamond"),
    "star": QT_TRANSLATE_NOOP("Palette", "star"),
    "cross": QT_TRANSLATE_NOOP("Palette", "cross"),
    "hexagon": QT_TRANSLATE_NOOP("Palette", "hexagon"),
    "pentagon": QT_TRANSLATE_NOOP("Palette", "pentagon"),
}


def _regular(n: int, r: float, start: float) -> QPolygonF:
    return QPolygonF(
        [
            QPointF(
                r * math.cos(start + 2 * math.pi * i / n), r * math.sin(start + 2 * math.pi * i / n)
            )
            for i in range(n)
        ]
    )


def marker_path(marker: str, size: float) -> QPainterPath:
    """A marker shape centred on (0, 0) fitting in a `size` square."""
    r = size / 2
    path = QPainterPath()
    if marker == "circle":
        path.addEllipse(QPointF(0, 0), r, r)
    elif marker == "square":
        path.addRect(-r * 0.85, -r * 0.85, 1.7 * r, 1.7 * r)
    elif marker == "triangle":
        path.addPolygon(_regular(3, r, -math.pi / 2))
    elif marker == "diamond":
        path.addPolygon(_regular(4, r, -math.pi / 2))
    elif marker == "hexagon":
        path.addPolygon(_regular(6, r, 0))
    elif marker == "pentagon":
        path.addPolygon(_regular(5, r, -math.pi / 2))
    elif marker == "star":
        points = []
        for i in range(10):
            radius = r if i % 2 == 0 else r * 0.45
            angle = -math.pi / 2 + math.pi * i / 5
            points.append(QPointF(radius * math.cos(angle), radius * math.sin(angle)))
        path.addPolygon(QPolygonF(points))
    elif marker == "cross":
        w = r * 0.38
        path.addRect(-r, -w, 2 * r, 2 * w)
        path.addRect(-w, -r, 2 * w, 2 * r)
        path = path.simplified()
    else:
        raise ValueError(f"unknown marker {marker!r}")
    path.closeSubpath()
    return path
