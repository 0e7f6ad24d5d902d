"""The keyboard cursor of a board: play every board move without a mouse.

The cursor stands on one of the targets the current step highlights (the
same targets a click may choose, see board_base).  Arrow keys move it to the
nearest target in that direction, Tab / Shift+Tab walk the targets in
reading order (top to bottom, left to right), Enter or Space chooses the
target as a click would.  It is drawn as a thick double outline, dark
outside and light inside, so one of the two lines stands out on every board
colour.  Its description (the place's own tooltip and what choosing it does)
is told to the window through `BoardScene.cursor_changed`, which shows it
in the Your move panel and gives it to assistive technology.

Nothing here knows a game: the scene's registered targets and legal actions
are all it reads, so every board that registers its targets gets it.  Nor
does it import the scene's class (board_base.py builds on this module): it
reads the members named by `CursorScene`, which BoardScene has.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from .board_pieces import PiecePool

CURSOR_Z = 1002.0  # above the highlight outlines (1000) and previews (1001)
CURSOR_DARK = QColor("#111111")
CURSOR_LIGHT = QColor("#ffffff")
CURSOR_OUTER_PX = 10.0  # screen pixels: the dark line, under ...
CURSOR_INNER_PX = 5.0  # ... the light line drawn on its middle
SMALL_TARGET = 30.0  # scene units: a target smaller than this gets a ring around it

DIRECTIONS: dict[int, tuple[float, float]] = {
    Qt.Key.Key_Left.value: (-1.0, 0.0),
    Qt.Key.Key_Right.value: (1.0, 0.0),
    Qt.Key.Key_Up.value: (0.0, -1.0),
    Qt.Key.Key_Down.value: (0.0, 1.0),
}


def reading_order(places: Sequence[tuple[Hashable, QRectF]]) -> list[Hashable]:
    """Targets sorted as text is read: by line (centres within half a typical
    target's height share a line), then from left to right."""
    if not places:
        return []
    heights = sorted(max(1.0, rect.height()) for _, rect in places)
    band = max(6.0, heights[len(heights) // 2] / 2)
    keyed = sorted(places, key=lambda p: (math.floor(p[1].center().y() / band), p[1].center().x()))
    return [target for target, _ in keyed]


def nearest_in_direction(
    origin: QPointF, direction: tuple[float, float], places: Sequence[tuple[Hashable, QRectF]]
) -> Hashable | None:
    """The target whose centre lies in `direction` from `origin` and is nearest,
    a step across the direction counting twice as far as a step along it (so
    Right goes to the next target of the same row before one further down)."""
    dx, dy = direction
    best: tuple[float, Hashable] | None = None
    for target, rect in places:
        c = rect.center()
        along = (c.x() - origin.x()) * dx + (c.y() - origin.y()) * dy
        if along <= 0.5:
            continue
        across = abs((c.x() - origin.x()) * dy - (c.y() - origin.y()) * dx)
        score = along + 2.0 * across
        if best is None or score < best[0]:
            best = (score, target)
    return None if best is None else best[1]


class CursorScene(Protocol):
    """What the cursor uses of its board's scene (board_base.BoardScene)."""

    @property
    def pieces(self) -> PiecePool: ...  # where items end up (animations)

    @property
    def cursor_changed(self) -> SignalInstance: ...  # told the new description

    def highlighted_targets(self) -> list[Hashable]: ...

    def items_for(self, target: Hashable) -> list[QGraphicsItem]: ...

    def describe_target(self, target: Hashable) -> str: ...

    # (z, dark width, light width, outset) or None: board_base.HighlightStyle
    def highlight_style(
        self, target: Hashable, item: QGraphicsItem
    ) -> tuple[float, float, float, float] | None: ...

    def addItem(self, item: QGraphicsItem, /) -> None: ...

    def removeItem(self, item: QGraphicsItem, /) -> None: ...


class KeyboardCursor:
    """The cursor state of one scene: which highlighted target it stands on."""

    def __init__(self, scene: CursorScene) -> None:
        self.scene = scene
        self.target: Hashable | None = None
        self._last_centre: QPointF | None = None
        self._items: list[QGraphicsPathItem] = []
        self.visible = False

    # -- geometry --------------------------------------------------------------
    def outline(self, target: Hashable) -> QPainterPath:
        """The target's shape; a small one (a Catan intersection) gets a ring
        around it instead, big enough to be seen from afar."""
        rect = self.rect(target)
        if max(rect.width(), rect.height()) < SMALL_TARGET:
            ring = QPainterPath()
            radius = SMALL_TARGET / 2 + 2
            ring.addEllipse(rect.center(), radius, radius)
            return ring
        path = QPainterPath()
        for item in self.scene.items_for(target):
            path.addPath(self.scene.pieces.scene_shape(item))  # where it ends up
        return path.simplified()

    def rect(self, target: Hashable) -> QRectF:
        rect = QRectF()
        for item in self.scene.items_for(target):
            box = item.sceneBoundingRect().translated(self.scene.pieces.final_offset(item))
            rect = rect.united(box)
        return rect

    def places(self) -> list[tuple[Hashable, QRectF]]:
        return [(t, self.rect(t)) for t in self.scene.highlighted_targets()]

    def ordered(self) -> list[Hashable]:
        return reading_order(self.places())

    # -- state -----------------------------------------------------------------
    def refresh(self) -> None:
        """After the targets changed (a new step): keep the cursor's target if it
        is still highlighted, else take the one nearest to where it was, else
        the first in reading order."""
        self.forget_items()
        places = self.places()
        targets = [t for t, _ in places]
        if self.target not in targets:
            self.target = None
            if places and self._last_centre is not None:
                origin = self._last_centre
                self.target = min(
                    places,
                    key=lambda p: math.hypot(
                        p[1].center().x() - origin.x(), p[1].center().y() - origin.y()
                    ),
                )[0]
            elif places:
                self.target = reading_order(places)[0]
        self._draw()
        self.scene.cursor_changed.emit(self.description())

    def set_target(self, target: Hashable | None) -> None:
        if target is None or target == self.target:
            return
        self.target = target
        self._draw()
        self.scene.cursor_changed.emit(self.description())

    def step(self, forward: bool) -> bool:
        """Tab / Shift+Tab: the next target in reading order; False past the end
        (the focus then leaves the board, so Tab never traps the player)."""
        order = self.ordered()
        if not order:
            return False
        if self.target not in order:
            self.set_target(order[0] if forward else order[-1])
            return True
        index = order.index(self.target) + (1 if forward else -1)
        if not 0 <= index < len(order):
            return False
        self.set_target(order[index])
        return True

    def move(self, key: int) -> bool:
        """An arrow key: the nearest target that way (the cursor stays at an edge)."""
        direction = DIRECTIONS.get(key)
        if direction is None:
            return False
        places = self.places()
        if not places:
            return False
        if self.target is None or self.target not in [t for t, _ in places]:
            self.set_target(reading_order(places)[0])
            return True
        origin = self.rect(self.target).center()
        others = [(t, r) for t, r in places if t != self.target]
        self.set_target(nearest_in_direction(origin, direction, others))
        return True

    def description(self) -> str:
        return "" if self.target is None else self.scene.describe_target(self.target)

    # -- drawing ---------------------------------------------------------------
    def show(self, visible: bool) -> None:
        self.visible = visible
        self._draw()

    def forget_items(self) -> None:
        """The scene was cleared: its items are gone with it."""
        self._items = []

    def _draw(self) -> None:
        for item in self._items:
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self._items = []
        if self.target is None:
            return
        self._last_centre = self.rect(self.target).center()
        if not self.visible:
            return
        path = self.outline(self.target)
        outer, inner = CURSOR_OUTER_PX, CURSOR_INNER_PX
        outset = self._outset(self.target)
        if outset > 0:
            # A place whose highlight is framed from outside (Carrara's player
            # boards: names along the edges) gets the cursor outside it too,
            # thinner: the usual 10 pixels covered a type space's name
            # (seen at 1280x720 in issue 25's screenshots).
            path = QPainterPath()
            path.addRect(self.rect(self.target).adjusted(-outset, -outset, outset, outset))
            outer, inner = outer / 2, inner / 2
        for width, colour, z in (
            (outer, CURSOR_DARK, CURSOR_Z),
            (inner, CURSOR_LIGHT, CURSOR_Z + 0.1),
        ):
            item = QGraphicsPathItem(path)
            pen = QPen(colour, width)
            pen.setCosmetic(True)  # as thick at every zoom
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            item.setPen(pen)
            item.setBrush(QBrush(Qt.BrushStyle.NoBrush))
            item.setZValue(z)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            item.setAcceptHoverEvents(False)
            self.scene.addItem(item)
            self._items.append(item)

    def items(self) -> list[QGraphicsPathItem]:
        return list(self._items)

    def _outset(self, target: Hashable) -> float:
        """How far outside the target its board draws the highlight (0: on it)."""
        for item in self.scene.items_for(target):
            style = self.scene.highlight_style(target, item)
            if style is not None:
                return style[3]
        return 0.0
