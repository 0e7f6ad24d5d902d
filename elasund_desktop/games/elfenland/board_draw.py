"""Drawing pieces of the Elfenland map: terrain regions, route curves, counter icons, boots.

The terrain regions are not in the rules data (the board is a painting); we
derive them from the roads: every point of the map takes the terrain of the
nearest road, which gives regions around each road of that terrain, as on
the real board.  Regions get a colour *and* a symbol pattern (grass tufts,
trees, dunes, peaks), so nobody depends on colour alone.
"""

from __future__ import annotations

import math
from functools import cache, lru_cache

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...colour_palettes import PaletteView
from . import data as D  # noqa: N812

MAP_W = 1400.0
MAP_H = round(MAP_W / D.BOARD_ASPECT)
CELL = 4.0  # terrain grid step in scene units

# Fill colours follow Settings ▸ Colour vision (colour_palettes.py).
TERRAIN_COLOURS = PaletteView("elfenland.", ("plains", "forest", "desert", "mountains"))
TERRAIN_PATTERNS: dict[str, Qt.BrushStyle] = {
    "plains": Qt.BrushStyle.Dense7Pattern,
    "forest": Qt.BrushStyle.Dense6Pattern,
    "desert": Qt.BrushStyle.NoBrush,
    "mountains": Qt.BrushStyle.BDiagPattern,
}
WATER = "#5aa2dc"  # in the normal palette; boards draw board_colour("elfenland.water")
WATER_DARK = "#1f5f99"
ROAD_FILL = "#f6e7c1"
ROAD_EDGE = "#6b4a24"

COUNTER_COLOURS: dict[str, str] = {
    "giant_pig": "#f5b3c4",
    "elfcycle": "#a9d6f2",
    "magic_cloud": "#d9ccf2",
    "unicorn": "#fbf7ea",
    "troll_wagon": "#dcb891",
    "dragon": "#ec8f7f",
    "raft": "#9fcbe9",
}


def town_point(town: int) -> QPointF:
    x, y = D.TOWNS[town].pos
    return QPointF(x * MAP_W, y * MAP_H)


def _bend(route: int) -> float:
    r = D.ROUTES[route]
    if r.kind == D.LAKE:
        return 0.0
    sign = 1.0 if route % 2 else -1.0
    return sign * (0.10 if r.kind == D.RIVER else 0.06)


@cache
def route_control(route: int) -> tuple[float, float, float, float, float, float]:
    """Start, control and end point of the route's quadratic curve (scene units)."""
    r = D.ROUTES[route]
    a, b = town_point(r.a), town_point(r.b)
    wp = D.WAYPOINTS.get(r.route_id)
    if wp is not None:
        mx, my = (a.x() + b.x()) / 2, (a.y() + b.y()) / 2
        cx, cy = 2 * wp[0] * MAP_W - mx, 2 * wp[1] * MAP_H - my
    else:
        dx, dy = b.x() - a.x(), b.y() - a.y()
        k = _bend(route)
        cx = (a.x() + b.x()) / 2 - dy * k
        cy = (a.y() + b.y()) / 2 + dx * k
    return a.x(), a.y(), cx, cy, b.x(), b.y()


def curve_point(route: int, t: float) -> QPointF:
    ax, ay, cx, cy, bx, by = route_control(route)
    u = 1 - t
    return QPointF(
        u * u * ax + 2 * u * t * cx + t * t * bx, u * u * ay + 2 * u * t * cy + t * t * by
    )


def curve_angle(route: int, t: float) -> float:
    """Direction of travel from `a` to `b` at `t`, in degrees."""
    ax, ay, cx, cy, bx, by = route_control(route)
    dx = 2 * (1 - t) * (cx - ax) + 2 * t * (bx - cx)
    dy = 2 * (1 - t) * (cy - ay) + 2 * t * (by - cy)
    return math.degrees(math.atan2(dy, dx))


def route_path(route: int) -> QPainterPath:
    ax, ay, cx, cy, bx, by = route_control(route)
    path = QPainterPath(QPointF(ax, ay))
    path.quadTo(QPointF(cx, cy), QPointF(bx, by))
    return path


def _in_lake(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    inside = np.zeros_like(x, dtype=bool)
    for (cx, cy), (rx, ry) in D.LAKE_SHAPES.values():
        inside |= ((x / MAP_W - cx) / rx) ** 2 + ((y / MAP_H - cy) / ry) ** 2 <= 1.0
    return inside


@lru_cache(maxsize=1)
def terrain_grid() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Terrain index (into D.TERRAINS) of every grid cell, -1 on the lakes; and the cell centres."""
    samples: list[tuple[float, float, int]] = []
    for r in D.ROADS:
        terrain = D.TERRAINS.index(D.ROUTES[r].terrain)
        for i in range(1, 12):
            p = curve_point(r, 0.1 + 0.8 * i / 12)
            samples.append((p.x(), p.y(), terrain))
    sx = np.array([s[0] for s in samples])
    sy = np.array([s[1] for s in samples])
    st = np.array([s[2] for s in samples])
    xs = np.arange(CELL / 2, MAP_W, CELL)
    ys = np.arange(CELL / 2, MAP_H, CELL)
    grid = np.empty((len(ys), len(xs)), dtype=np.int8)
    for j, y in enumerate(ys):
        d2 = (xs[:, None] - sx[None, :]) ** 2 + (y - sy[None, :]) ** 2
        grid[j] = st[np.argmin(d2, axis=1)]
        grid[j][_in_lake(xs, np.full_like(xs, y))] = -1
    return grid, xs, ys


@lru_cache(maxsize=1)
def terrain_regions() -> tuple[QPainterPath, ...]:
    """One merged outline per terrain (D.TERRAINS order), made of the grid's row runs."""
    grid, _, _ = terrain_grid()
    paths = [QPainterPath() for _ in D.TERRAINS]
    for j, row in enumerate(grid):
        start = 0
        for i in range(1, len(row) + 1):
            if i == len(row) or row[i] != row[start]:
                k = int(row[start])
                if k >= 0:
                    paths[k].addRect(QRectF(start * CELL, j * CELL, (i - start) * CELL, CELL))
                start = i
    return tuple(p.simplified() for p in paths)


def terrain_at(x: float, y: float) -> int:
    grid, _, _ = terrain_grid()
    j = min(max(int(y // CELL), 0), grid.shape[0] - 1)
    i = min(max(int(x // CELL), 0), grid.shape[1] - 1)
    return int(grid[j, i])


@lru_cache(maxsize=1)
def terrain_symbols() -> tuple[tuple[float, float, int], ...]:
    """Where the land symbols go: a jittered grid, kept clear of the towns."""
    towns = [(t.pos[0] * MAP_W, t.pos[1] * MAP_H) for t in D.TOWNS]
    out: list[tuple[float, float, int]] = []
    step = 34.0
    for j in range(int(MAP_H // step)):
        for i in range(int(MAP_W // step)):
            # a fixed jitter, so the map looks drawn rather than gridded
            x = (i + 0.5) * step + ((i * 7 + j * 13) % 11 - 5) * 1.6
            y = (j + 0.5) * step + ((i * 5 + j * 3) % 9 - 4) * 1.6
            if any((x - tx) ** 2 + (y - ty) ** 2 < 34**2 for tx, ty in towns):
                continue
            k = terrain_at(x, y)
            if k >= 0:
                out.append((x, y, k))
    return tuple(out)


class TerrainSymbols(QGraphicsItem):
    """Small symbols scattered over the land: tufts, trees, dunes and peaks."""

    def __init__(self) -> None:
        super().__init__()
        self._symbols = terrain_symbols()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, MAP_W, MAP_H)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        del option, widget
        for x, y, k in self._symbols:
            draw_terrain_symbol(painter, D.TERRAINS[k], x, y)


def draw_terrain_symbol(
    painter: QPainter, terrain: str, x: float, y: float, s: float = 1.0
) -> None:
    if terrain == "forest":
        painter.setPen(QPen(QColor("#2e5a25"), 1))
        painter.setBrush(QBrush(QColor("#3f7a31")))
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(x, y - 9 * s),
                    QPointF(x - 6 * s, y + 3 * s),
                    QPointF(x + 6 * s, y + 3 * s),
                ]
            )
        )
        painter.setPen(QPen(QColor("#5b3a1e"), 2 * s))
        painter.drawLine(QPointF(x, y + 3 * s), QPointF(x, y + 7 * s))
    elif terrain == "mountains":
        painter.setPen(QPen(QColor("#5e5650"), 1.2))
        painter.setBrush(QBrush(QColor("#8f867e")))
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(x - 10 * s, y + 6 * s),
                    QPointF(x - 2 * s, y - 8 * s),
                    QPointF(x + 6 * s, y + 6 * s),
                ]
            )
        )
        painter.setBrush(QBrush(QColor("#f4f1ee")))
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(x - 4.3 * s, y - 4 * s),
                    QPointF(x - 2 * s, y - 8 * s),
                    QPointF(x + 0.3 * s, y - 4 * s),
                ]
            )
        )
    elif terrain == "desert":
        painter.setPen(QPen(QColor("#b8913a"), 1.4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for dy in (-3.0, 3.0):
            path = QPainterPath(QPointF(x - 9 * s, y + dy * s))
            path.quadTo(QPointF(x - 4.5 * s, y + (dy - 4) * s), QPointF(x, y + dy * s))
            path.quadTo(QPointF(x + 4.5 * s, y + (dy + 4) * s), QPointF(x + 9 * s, y + dy * s))
            painter.drawPath(path)
    elif terrain == "plains":
        painter.setPen(QPen(QColor("#6f9a3a"), 1.3))
        for dx in (-4.0, 0.0, 4.0):
            painter.drawLine(QPointF(x + dx * s, y + 4 * s), QPointF(x + dx * 1.5 * s, y - 4 * s))


def draw_transport_icon(painter: QPainter, kind: str, size: float) -> None:
    """The picture of a transport (or raft) centred on (0, 0), about `size` wide."""
    s = size / 30.0
    dark = QPen(QColor("#222222"), 1.2)
    painter.setPen(dark)
    if kind == "giant_pig":
        painter.setBrush(QBrush(QColor("#e97e9c")))
        painter.drawPolygon(
            QPolygonF([QPointF(-9 * s, -7 * s), QPointF(-5 * s, -12 * s), QPointF(-3 * s, -7 * s)])
        )
        painter.drawPolygon(
            QPolygonF([QPointF(3 * s, -7 * s), QPointF(5 * s, -12 * s), QPointF(9 * s, -7 * s)])
        )
        painter.drawEllipse(QPointF(0, 0), 11 * s, 9 * s)
        painter.setBrush(QBrush(QColor("#f7b6c8")))
        painter.drawEllipse(QPointF(0, 3 * s), 5 * s, 3.5 * s)
        painter.setBrush(QBrush(QColor("#222222")))
        for dx in (-2.0, 2.0):
            painter.drawEllipse(QPointF(dx * s, 3 * s), 0.9 * s, 1.2 * s)
            painter.drawEllipse(QPointF(dx * 2.2 * s, -3 * s), 1.1 * s, 1.1 * s)
    elif kind == "elfcycle":
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#1d3c66"), 2 * s))
        painter.drawEllipse(QPointF(-7 * s, 4 * s), 5.5 * s, 5.5 * s)
        painter.drawEllipse(QPointF(7 * s, 4 * s), 5.5 * s, 5.5 * s)
        painter.drawPolyline(
            QPolygonF(
                [
                    QPointF(-7 * s, 4 * s),
                    QPointF(-1 * s, -5 * s),
                    QPointF(7 * s, 4 * s),
                    QPointF(4 * s, -8 * s),
                    QPointF(8 * s, -9 * s),
                ]
            )
        )
        painter.drawLine(QPointF(-1 * s, -5 * s), QPointF(0, 4 * s))
    elif kind == "magic_cloud":
        painter.setPen(QPen(QColor("#5b4a8a"), 1.2))
        painter.setBrush(QBrush(QColor("#ffffff")))
        cloud = QPainterPath()
        for cx, cy, r in ((-6, 2, 6), (0, -3, 7.5), (7, 2, 6), (0, 4, 6)):
            cloud.addEllipse(QPointF(cx * s, cy * s), r * s, r * s)
        painter.drawPath(cloud.simplified())
        painter.setPen(QPen(QColor("#8a6fd1"), 1.5 * s))
        painter.drawLine(QPointF(9 * s, -10 * s), QPointF(9 * s, -6 * s))
        painter.drawLine(QPointF(7 * s, -8 * s), QPointF(11 * s, -8 * s))
    elif kind == "unicorn":
        painter.setBrush(QBrush(QColor("#e0b53a")))
        painter.drawPolygon(
            QPolygonF([QPointF(1 * s, -6 * s), QPointF(7 * s, -14 * s), QPointF(4 * s, -5 * s)])
        )
        painter.setBrush(QBrush(QColor("#ffffff")))
        head = QPainterPath()
        head.addEllipse(QPointF(0, 0), 6.5 * s, 7 * s)
        head.addEllipse(QPointF(-6 * s, 5 * s), 5 * s, 3.8 * s)
        painter.drawPath(head.simplified())
        painter.setBrush(QBrush(QColor("#b07ad6")))
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(4 * s, -5 * s),
                    QPointF(10 * s, 0),
                    QPointF(6 * s, 9 * s),
                    QPointF(5 * s, 2 * s),
                ]
            )
        )
        painter.setBrush(QBrush(QColor("#222222")))
        painter.drawEllipse(QPointF(-1 * s, -1 * s), 1.2 * s, 1.2 * s)
    elif kind == "troll_wagon":
        painter.setBrush(QBrush(QColor("#6aa84f")))
        painter.drawEllipse(QPointF(-3 * s, -9 * s), 4 * s, 4 * s)
        painter.setBrush(QBrush(QColor("#8b5a2b")))
        painter.drawRect(QRectF(-11 * s, -5 * s, 22 * s, 9 * s))
        painter.setBrush(QBrush(QColor("#3b2a1a")))
        painter.drawEllipse(QPointF(-6 * s, 6 * s), 3.5 * s, 3.5 * s)
        painter.drawEllipse(QPointF(6 * s, 6 * s), 3.5 * s, 3.5 * s)
    elif kind == "dragon":
        painter.setBrush(QBrush(QColor("#2f8f4e")))
        painter.drawPolygon(
            QPolygonF([QPointF(-2 * s, -1 * s), QPointF(-12 * s, -11 * s), QPointF(-8 * s, 1 * s)])
        )
        painter.drawPolygon(
            QPolygonF([QPointF(2 * s, -1 * s), QPointF(12 * s, -11 * s), QPointF(8 * s, 1 * s)])
        )
        painter.drawEllipse(QPointF(0, 2 * s), 5 * s, 8 * s)
        painter.drawPolygon(
            QPolygonF([QPointF(-2 * s, 9 * s), QPointF(4 * s, 13 * s), QPointF(2 * s, 8 * s)])
        )
        painter.setBrush(QBrush(QColor("#f2c14e")))
        painter.drawEllipse(QPointF(0, -6 * s), 3.2 * s, 3.2 * s)
    elif kind == "raft":
        painter.setBrush(QBrush(QColor("#a0703c")))
        for i in range(4):
            painter.drawRoundedRect(QRectF((-11 + i * 5.6) * s, -8 * s, 5 * s, 16 * s), 1.5, 1.5)
        painter.setPen(QPen(QColor("#3b2a1a"), 1.5 * s))
        painter.drawLine(QPointF(-11 * s, -3 * s), QPointF(11 * s, -3 * s))
        painter.drawLine(QPointF(-11 * s, 3 * s), QPointF(11 * s, 3 * s))


class CounterItem(QGraphicsItem):
    """A transport counter (or a face-down one, or an obstacle) as a small square tile."""

    def __init__(
        self, kind: str | None, size: float = 30.0, obstacle: bool = False, hidden_own: bool = False
    ) -> None:
        super().__init__()
        self.kind = kind
        self.size = size
        self.obstacle = obstacle
        self.hidden_own = hidden_own  # a face-down counter its owner may look at

    def boundingRect(self) -> QRectF:
        h = self.size / 2 + 2
        return QRectF(-h, -h, 2 * h, 2 * h)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        h = self.size / 2
        path.addRoundedRect(QRectF(-h, -h, 2 * h, 2 * h), 5, 5)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        del option, widget
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = self.size / 2
        rect = QRectF(-h, -h, 2 * h, 2 * h)
        if self.obstacle:
            painter.setPen(QPen(QColor("#c62828"), 3))
            painter.setBrush(QBrush(QColor("#fff3e0")))
            painter.drawRoundedRect(rect, 5, 5)
            s = self.size / 30.0
            painter.setPen(QPen(QColor("#3b2a1a"), 1))
            painter.setBrush(QBrush(QColor("#7a4b24")))
            painter.save()
            painter.rotate(-25)
            painter.drawRoundedRect(QRectF(-11 * s, -3 * s, 22 * s, 6 * s), 3, 3)
            painter.drawLine(QPointF(-3 * s, -3 * s), QPointF(-6 * s, -9 * s))
            painter.drawLine(QPointF(4 * s, 3 * s), QPointF(7 * s, 9 * s))
            painter.restore()
            return
        if self.kind is None:
            painter.setPen(QPen(QColor("#111111"), 1.5))
            painter.setBrush(QBrush(QColor("#2f4f3f")))
            painter.drawRoundedRect(rect, 5, 5)
            painter.setBrush(QBrush(QColor("#dfe9c9"), Qt.BrushStyle.Dense6Pattern))
            painter.drawRoundedRect(rect.adjusted(4, 4, -4, -4), 3, 3)
            return
        pen = QPen(QColor("#111111"), 1.5)
        if self.hidden_own:
            pen.setStyle(Qt.PenStyle.DashLine)
            pen.setWidthF(2.5)
        painter.setPen(pen)
        painter.setBrush(QBrush(QColor(COUNTER_COLOURS.get(self.kind, "#ffffff"))))
        painter.drawRoundedRect(rect, 5, 5)
        draw_transport_icon(painter, self.kind, self.size * 0.95)


def boot_path(size: float = 16.0) -> QPainterPath:
    """An elf boot with a curled toe, about `size` tall, centred on (0, 0)."""
    s = size / 20.0
    path = QPainterPath(QPointF(-5 * s, -10 * s))
    path.lineTo(QPointF(3 * s, -10 * s))
    path.lineTo(QPointF(3 * s, 2 * s))
    path.quadTo(QPointF(10 * s, 2 * s), QPointF(11 * s, -3 * s))
    path.quadTo(QPointF(14 * s, 4 * s), QPointF(8 * s, 9 * s))
    path.lineTo(QPointF(-5 * s, 9 * s))
    path.closeSubpath()
    return path
