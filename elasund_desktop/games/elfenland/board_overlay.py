"""What the Elfenland map shows at a glance beyond the pieces (issue 25).

* The towns still to visit of one player (View ▸ Towns still to visit, Ctrl+T,
  or a click on a player in the players panel; hovering a player shows theirs
  for as long as the pointer stays): a ring in the player's colour around
  each town whose piece they have not collected, and a caption with their
  number.  Which towns a player has visited is public (the town pieces).
* Each opponent's journey of the round (board_trails.py): a line in the player's
  colour along every route their boot took, beside the road, so that two
  journeys along one road both show.

Both lie under the towns and their names (the names stay readable) and
above the roads.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsPathItem, QGraphicsRectItem

from ...i18n.noop import Plural
from . import data as D  # noqa: N812
from .board_draw import curve_angle, curve_point, town_point

if TYPE_CHECKING:
    from .board import ElfenlandBoard

TRAIL_Z = 4.5  # above the roads (4.1), under the clickable bands (5) and the towns (6)
RING_Z = 5.8  # under the town discs (6) and names (7.5)
TRAIL_GAP = 4.0  # scene units between the journeys of two seats along one road
CAPTION_Z = 1050.0  # above the highlights: the caption says what the rings mean
DARK = QColor("#1b1b1b")
# marked as a numerus message here; translated with the real count when drawn
TO_VISIT = Plural.translate("ElfenlandBoard", "%n towns still to visit", None, 0)


def _offset_curve(route: int, shift: float, reverse: bool) -> QPainterPath:
    """The route's curve moved `shift` to its side (sampled), from `b` to `a` if `reverse`."""
    points: list[QPointF] = []
    steps = 16
    for i in range(steps + 1):
        t = i / steps
        p = curve_point(route, t)
        a = math.radians(curve_angle(route, t))
        points.append(QPointF(p.x() - math.sin(a) * shift, p.y() + math.cos(a) * shift))
    if reverse:
        points.reverse()
    path = QPainterPath(points[0])
    for point in points[1:]:
        path.lineTo(point)
    return path


def draw_trail(
    board: ElfenlandBoard, seat: int, start: int, routes: tuple[int, ...], seats: int
) -> None:
    """Seat `seat`'s journey of the round from the town `start` along `routes`, in its colour."""
    if not routes:
        return
    shift = (seat - (seats - 1) / 2) * TRAIL_GAP
    here = start
    path = QPainterPath()
    towns = [start]
    for route in routes:
        r = D.ROUTES[route]
        reverse = r.a != here
        # the same side of the road whichever way it is walked: two seats never share a line
        leg = _offset_curve(route, shift, reverse)
        if path.isEmpty():
            path = leg
        else:
            path.connectPath(leg)
        here = r.a if reverse else r.b
        towns.append(here)
    colour = board.seat_colour(seat)
    for pen in (QPen(DARK, 5.5), QPen(colour, 3.0)):
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        line = QGraphicsPathItem(path)
        line.setPen(pen)
        line.setZValue(TRAIL_Z + (0.01 if pen.color() == colour else 0.0))
        line.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        line.setToolTip(
            QCoreApplication.translate("ElfenlandBoard", "Journey of {player} this round: {towns}")
            .format(
                player=board.seat_name(seat),
                towns=" → ".join(board.town_name(t) for t in towns),
            )
        )
        board.addItem(line)


def draw_towns_to_visit(board: ElfenlandBoard, seat: int, missing: tuple[int, ...]) -> None:
    """Rings around the towns `seat` has still to visit, and a caption that says so."""
    colour = board.seat_colour(seat)
    for t in missing:
        p = town_point(t)
        r = board.town_radius(t) + 6.0
        for pen in (QPen(DARK, 7.0), QPen(colour, 4.0)):
            ring = QGraphicsEllipseItem(p.x() - r, p.y() - r, 2 * r, 2 * r)
            ring.setPen(pen)
            ring.setBrush(QBrush(Qt.BrushStyle.NoBrush))
            ring.setZValue(RING_Z + (0.01 if pen.color() == colour else 0.0))
            ring.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            board.addItem(ring)
    text = QCoreApplication.translate("ElfenlandBoard", TO_VISIT, None, len(missing))
    caption = board.add_text(f"{board.seat_name(seat)}: {text}", 14, 10, 10, True, CAPTION_Z)
    rect = caption.mapRectToScene(caption.boundingRect()).adjusted(-6, -3, 6, 3)
    box = QGraphicsRectItem(rect)
    box.setBrush(QBrush(QColor(255, 253, 245, 235)))
    box.setPen(QPen(colour, 3))
    box.setZValue(CAPTION_Z - 0.1)
    box.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    board.addItem(box)
