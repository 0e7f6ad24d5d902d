"""The marble wheel of the Carrara board: a disc that turns under a fixed ring of prices.

The wheel is drawn as the real one is built: a disc of six physical
segments (told apart by their alternating shades and by the handle on the
hub) that carry the blocks, turning one position on each time the wheel
turns, under the ring of price boxes that stays put.  The physical segment
`p` lies at position `(p + rotation) % 6` (the engine's `rotation` counts the
turns: position k holds what position k - 1 held before).

Every segment is a board piece of its own (ui/board_pieces.py), kept while
its blocks stay the same: a turn of the wheel rebuilds nothing, it only sets
the angle of the disc and its segments, and when animations are on (and the
speed is not "Instant") it turns them there in a short animation.  Block
numbers stay upright at every angle.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEasingCurve, QPointF, QVariantAnimation
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QGraphicsPathItem

from . import data as D  # noqa: N812
from .board_draw import block, fit_width, label, term

if TYPE_CHECKING:
    from ...ui.board_base import BoardScene

WHEEL_R = 150.0  # disc radius
WHEEL_C = QPointF(225.0, 215.0)  # disc centre
BLOCK = 20.0
TURN_MS = 450  # one position on
STEP = 360.0 / D.WHEEL_SEGMENTS
# Alternating shades of the physical segments, and the chosen one's.
SHADES = (QColor("#e7e0cf"), QColor("#d3cab5"))
CHOSEN = QColor("#fbf5e4")

# rows of block places in the segment pointing up: (distance from the hub, places);
# the middle row fills first, and every row is centred on the segment's axis, so
# a block can only be read as lying on its own segment
_ROWS = ((WHEEL_R - 50, 4), (WHEEL_R - 26, 5), (WHEEL_R - 74, 3), (WHEEL_R - 98, 2))


def segment_spots(count: int) -> list[tuple[float, float]]:
    """Places for `count` blocks inside the segment pointing up (disc centre at 0, 0)."""
    spots: list[tuple[float, float]] = []
    left = count
    for distance, per_row in _ROWS:
        used = min(left, per_row)
        for i in range(used):
            spots.append(((i - (used - 1) / 2) * (BLOCK + 3), -distance))
        left -= used
    # more blocks than places (never with 11 on the wheel): stack on the last place
    return spots + [spots[-1]] * left if spots else []


def position_of(segment: int, rotation: int) -> int:
    """The position (0 = I) where the physical `segment` lies after `rotation` turns."""
    return (segment + rotation) % D.WHEEL_SEGMENTS


def _slice_path() -> QPainterPath:
    half = math.pi / D.WHEEL_SEGMENTS
    points = [QPointF(0, 0)]
    for i in range(9):
        a = -math.pi / 2 - half + 2 * half * i / 8
        points.append(QPointF(WHEEL_R * math.cos(a), WHEEL_R * math.sin(a)))
    path = QPainterPath()
    path.addPolygon(QPolygonF(points))
    path.closeSubpath()
    return path



def _turn_to(item: QGraphicsItem, angle: float) -> None:
    """`item` at `angle` degrees.  Qt's setRotation prepares a geometry change
    (the item's area repainted, its place in the scene's index found again)
    even when the angle stays: the wheel is set at every frame, and all its
    items were repainted at every move."""
    if item.rotation() != angle:
        item.setRotation(angle)

class WheelDrawing:
    """The disc, its segments and their blocks on one board scene."""

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self.disc: QGraphicsEllipseItem | None = None
        self.segments: dict[int, QGraphicsPathItem] = {}  # physical segment -> its slice
        self.hub: QGraphicsEllipseItem | None = None
        self.angle = 0.0  # the disc's drawn angle (degrees, clockwise from I at the top)
        self.animation: QVariantAnimation | None = None
        self._rotation: int | None = None  # the engine's rotation last drawn

    # -- drawing ---------------------------------------------------------------------
    def draw(self, view: dict[str, Any], animate: bool) -> None:
        """Draw the wheel of `view`; turn it there when it turned by one and `animate`."""
        self.stop()
        scene = self.scene
        rotation = int(view["rotation"])
        scene.piece("wheel", None, self._draw_disc)
        chosen = int(view["segment"])
        for p in range(D.WHEEL_SEGMENTS):
            k = position_of(p, rotation)
            blocks = tuple(view["wheel"][k])
            draw = partial(self._draw_segment, p, blocks, k == chosen)
            scene.piece(("wheel segment", p), (blocks, k == chosen), draw)
            item = scene.pieces.items_of(("wheel segment", p))[0]
            assert isinstance(item, QGraphicsPathItem)
            self.segments[p] = item
            scene.register_target(("segment", k), item, rules_section="wheel")
            shade = CHOSEN if k == chosen else SHADES[p % 2]
            if item.brush().color() != shade:
                item.setBrush(QBrush(shade))
        final = (rotation % D.WHEEL_SEGMENTS) * STEP
        previous, self._rotation = self._rotation, rotation
        if animate and previous is not None and rotation == previous + 1:
            self._turn(final - STEP, final)
        else:
            self.set_angle(final)

    def _draw_disc(self) -> None:
        disc = QGraphicsEllipseItem(-WHEEL_R, -WHEEL_R, 2 * WHEEL_R, 2 * WHEEL_R)
        disc.setPos(WHEEL_C)
        disc.setBrush(QBrush(QColor("#d8d2c4")))
        disc.setPen(QPen(QColor("#4b4237"), 2))
        disc.setZValue(-0.5)
        disc.setToolTip(
            QCoreApplication.translate(
                "CarraraBoard", "The wheel: blocks get one coin cheaper each time it turns."
            )
        )
        self.scene.addItem(disc)
        self.scene.set_rules_section(disc, "wheel")
        self.disc = disc
        # the hub, above the segments, with a handle that shows the disc turning
        hub = QGraphicsEllipseItem(-26, -26, 52, 52)
        hub.setPos(WHEEL_C)
        hub.setBrush(QBrush(QColor("#7d6a55")))
        hub.setPen(QPen(QColor("#3b2f22"), 1.5))
        hub.setZValue(0.2)
        handle = QGraphicsPathItem(hub)
        path = QPainterPath()
        path.addRoundedRect(-4.0, -24.0, 8.0, 20.0, 3.0, 3.0)
        handle.setPath(path)
        handle.setBrush(QBrush(QColor("#c9b48f")))
        handle.setPen(QPen(QColor("#3b2f22"), 1))
        self.scene.addItem(hub)
        self.hub = hub
        legend = "  ".join(f"{c + 1} {term(D.COLOURS[c])}" for c in range(D.NUM_COLOURS))
        item = label(legend, None, 0, 2 * WHEEL_C.y() + 2, 9)
        fit_width(item, 2 * WHEEL_C.x())
        item.setPos(WHEEL_C.x() - item.boundingRect().width() * item.scale() / 2, item.y())
        self.scene.addItem(item)

    def _draw_segment(self, p: int, blocks: tuple[int, ...], chosen: bool) -> None:
        """Physical segment `p` with its blocks (those of the chosen segment are targets)."""
        slice_item = QGraphicsPathItem(_slice_path())
        slice_item.setPos(WHEEL_C)
        # a height of its own: where two segments' edges overlap, the same one
        # is on top however the board was drawn (kept or drawn anew)
        slice_item.setZValue(p * 0.001)
        slice_item.setBrush(QBrush(CHOSEN if chosen else SHADES[p % 2]))
        slice_item.setPen(QPen(QColor("#4b4237"), 1.5))
        self.scene.addItem(slice_item)
        colours = [c for c in range(D.NUM_COLOURS) for _ in range(blocks[c])]
        for colour, (bx, by) in zip(colours, segment_spots(len(colours)), strict=False):
            item = block(colour, bx - BLOCK / 2, by - BLOCK / 2, BLOCK, slice_item)
            item.setTransformOriginPoint(bx, by)
            if chosen:
                self.scene.register_target(("take", D.COLOURS[colour]), item, rules_section="wheel")

    # -- turning ---------------------------------------------------------------------
    def set_angle(self, angle: float) -> None:
        """The disc at `angle`: every segment at its place, every block upright."""
        self.angle = angle
        for disc in (self.disc, self.hub):
            if disc is not None:
                _turn_to(disc, angle)
        for p, segment in self.segments.items():
            turn = angle + p * STEP
            _turn_to(segment, turn)
            for child in segment.childItems():
                _turn_to(child, -turn)  # the block numbers stay upright

    @contextmanager
    def at_rest(self) -> Iterator[None]:
        """The disc where a running turn ends, for as long as the block runs: the
        highlights and the keyboard cursor outline the segments at their final
        places (as the board's other pieces do, ui/board_pieces.py)."""
        animation = self.animation
        if animation is None:
            yield
            return
        now = self.angle
        self.set_angle(float(animation.endValue()))
        try:
            yield
        finally:
            self.set_angle(now)

    def _turn(self, start: float, end: float) -> None:
        self.set_angle(start)
        animation = QVariantAnimation(self.scene)
        animation.setStartValue(start)
        animation.setEndValue(end)
        animation.setDuration(TURN_MS)
        animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
        animation.valueChanged.connect(lambda value: self.set_angle(float(value)))

        def done() -> None:
            if self.animation is animation:
                self.animation = None
                self.set_angle(end)

        animation.finished.connect(done)
        self.animation = animation
        animation.start()

    def turning(self) -> bool:
        return (
            self.animation is not None
            and self.animation.state() == QVariantAnimation.State.Running
        )

    def stop(self) -> None:
        """End a turn still under way (a new state is drawn): the disc where it ends."""
        animation, self.animation = self.animation, None
        if animation is not None:
            end = float(animation.endValue())
            animation.stop()
            self.set_angle(end)

    def forget(self) -> None:
        """The scene was cleared: the items are gone."""
        self.animation = None
        self.disc = None
        self.hub = None
        self.segments = {}


def turn_snapshot(wheel: WheelDrawing, fraction: float) -> None:
    """Hold a running turn at `fraction` of its way (tests and screenshots);
    at 1 the turn ends."""
    animation = wheel.animation
    if animation is not None:
        animation.pause()
        animation.setCurrentTime(round(animation.duration() * fraction))

