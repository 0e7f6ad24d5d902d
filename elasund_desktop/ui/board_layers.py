"""A static part of a board painted once: many items, one cached picture.

The Elfenland map is a few hundred static shapes (terrain regions with their
hatching, some two thousand terrain symbols, rivers, roads, arrows) that
never change in a game; painting them again whenever some part of the view
was exposed cost 20-25 ms a frame, more than all the rest of a move
(issue 25).  A `FlatLayer` takes such items over: they stay in the scene
(their tooltips, rules links, targets and colours are read as before) but
no longer paint themselves (ItemHasNoContents); the layer paints them all,
in their stacking order, into a device-coordinate cache that Qt keeps until
the zoom changes.  The layer itself is never found under the mouse.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPixmapCache
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

# The cache of a layer as large as a full-screen view (2560 × 1440 at 4 bytes
# a pixel is 15 MB, two layers 30 MB) must fit in Qt's pixmap cache (10 MB by
# default), or every frame would paint the layer anew.
PIXMAP_CACHE_KB = 64 * 1024

_NO_CONTENTS = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents


def _paint_order(items: Iterable[QGraphicsItem]) -> list[QGraphicsItem]:
    """`items` and their descendants in the order the scene would paint them."""
    out: list[QGraphicsItem] = []

    def visit(item: QGraphicsItem) -> None:
        children = sorted(item.childItems(), key=lambda child: child.zValue())
        for child in children:
            if child.zValue() < 0:
                visit(child)
        out.append(item)
        for child in children:
            if child.zValue() >= 0:
                visit(child)

    # a stable sort: items of equal height keep the order they were added in
    for item in sorted(items, key=lambda top: top.zValue()):
        visit(item)
    return out


class FlatLayer(QGraphicsItem):
    """Paints the static `items` (top-level items already in the scene) as one
    cached picture; see the module docstring."""

    def __init__(self, items: Iterable[QGraphicsItem]) -> None:
        super().__init__()
        self._items = _paint_order(items)
        rect = QRectF()
        for item in self._items:
            rect = rect.united(item.sceneBoundingRect())
            item.setFlag(_NO_CONTENTS, True)
        self._rect = rect
        self.setZValue(min((item.zValue() for item in self._items), default=0.0))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        if QPixmapCache.cacheLimit() < PIXMAP_CACHE_KB:
            QPixmapCache.setCacheLimit(PIXMAP_CACHE_KB)

    def layer_items(self) -> list[QGraphicsItem]:
        """The items this layer paints, in painting order."""
        return list(self._items)

    def boundingRect(self) -> QRectF:
        return self._rect

    def shape(self) -> QPainterPath:
        return QPainterPath()  # never under the mouse: the items themselves are

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        del option
        plain = QStyleOptionGraphicsItem()
        base = painter.transform()
        for item in self._items:
            if not item.isVisible():
                continue
            painter.save()
            painter.setTransform(item.sceneTransform() * base)
            painter.setOpacity(item.effectiveOpacity())
            item.paint(painter, plain, widget)
            painter.restore()
