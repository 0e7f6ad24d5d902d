"""The Elfenland board: a map of the land of the elves with its roads, rivers and lakes.

Everything is drawn from the engine's state and the data module; what can be
clicked comes only from the legal actions (see ui.board_base).  Targets:
roads ("route", r) for counters and obstacles, towns ("town", t) for
travelling, the face-up row ("row", slot) and the pile ("pile",).  While
moving, each reachable town shows what the step costs, and hovering a town
shows the cheapest way there with the cards in hand (paths.py).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPainterPathStroker, QPen, QPolygonF
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSimpleTextItem,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...colour_palettes import board_colour
from ...engine.rules import Action
from ...ui.board_base import BoardScene, HighlightStyle, shrink_to_fit
from ...ui.board_layers import FlatLayer
from ...ui.board_pieces import frozen
from ...ui.palette import marker_path
from . import data as D  # noqa: N812
from . import texts as T  # noqa: N812
from .board_draw import (
    MAP_H,
    MAP_W,
    ROAD_EDGE,
    ROAD_FILL,
    TERRAIN_COLOURS,
    TERRAIN_PATTERNS,
    WATER_DARK,
    CounterItem,
    TerrainSymbols,
    boot_path,
    curve_angle,
    curve_point,
    route_path,
    terrain_regions,
    town_point,
)
from .board_overlay import draw_towns_to_visit, draw_trail
from .board_trails import Trail, round_trails
from .paths import CARAVAN, Journey, cheapest_journeys

STRIP_Y = MAP_H + 24.0
PILE_X = 20 + 5 * 44 + 20  # the face-down pile, right of the five face-up counters
TOWN_R = 15.0
CAPITAL_R = 21.0
HIT_WIDTH = 18.0  # scene units: the band along a route that a click finds
PLAYER_ROW_H = 38.0  # one row per player under the map
PREVIEW_Z = 1100.0  # the hover preview lies above the highlights (ui.board_base: 1000)
# A road's highlight while planning: above the roads and the journeys (4.5),
# under the towns (6), their names (7.5) and the counters (9).
ROUTE_HIGHLIGHT_Z = 5.5


def term(key: str) -> str:
    """A transport, card, terrain or town name in the UI language (context "Elfenland")."""
    english = T.TERMS.get(key)
    return QCoreApplication.translate("Elfenland", english) if english else key


def _font(size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPointSizeF(size)
    font.setBold(bold)
    return font


def _card_name(card: int) -> str:
    return term(D.CARD_TYPES[card])


def step_text(card: int, cards: int) -> str:
    """'2 × Raft' or 'caravan: 3 cards' for one step."""
    if card == CARAVAN:
        return QCoreApplication.translate("ElfenlandBoard", "caravan, any {n}").format(n=cards)
    return f"{cards} × {_card_name(card)}"


class TownItem(QGraphicsEllipseItem):
    """A town; hovering it while moving previews the cheapest journey there."""

    def __init__(self, board: ElfenlandBoard, town: int, r: float) -> None:
        p = town_point(town)
        super().__init__(p.x() - r, p.y() - r, 2 * r, 2 * r)
        self.board = board
        self.town = town
        self.setAcceptHoverEvents(True)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.board.show_journey(self.town)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.board.hide_journey()
        super().hoverLeaveEvent(event)


class RegionItem(QGraphicsPathItem):
    """A terrain region: a path of several hundred steps with a thick outline.

    Qt strokes the outline anew at every `shape()` (its ~5 000 elements took
    0.3-0.4 ms), and the scene asks for the shape at every query of the
    items under a rectangle: growing the board's texts to a larger Board text
    size asked over a thousand times a redraw (360 ms for Elfenland).  The
    region never changes its path or pen, so its shape is worked out once:
    the same shape, asked for cheaply.
    """

    def __init__(self, path: QPainterPath, pen: QPen) -> None:
        super().__init__(path)
        self.setPen(pen)
        self._shape = super().shape()

    def shape(self) -> QPainterPath:
        return self._shape


class ElfenlandBoard(BoardScene):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setBackgroundBrush(QBrush(QColor("#e9e1c8")))
        self.setSceneRect(QRectF(-20, -20, MAP_W + 40, STRIP_Y + 250))
        self._last: tuple[Any, dict[str, Any], int | None] | None = None
        self._state: Any = None
        self._journeys: dict[int, Journey] = {}
        self._preview: list[QGraphicsItem] = []
        self._cost_items: list[QGraphicsItem] = []
        self.preview_text = ""
        self.probe_label: QGraphicsSimpleTextItem | None = None
        # The towns still to visit of one seat (board_overlay.py): chosen in the
        # View menu or the players panel, or shown while a player is hovered.
        self._overlay: int | None = None
        self._overlay_preview: int | None = None
        self._trails_memo: tuple[int, int, list[Trail]] | None = None

    # -- targets -----------------------------------------------------------------------
    def target_of(self, action: Action) -> Hashable | None:
        kind = action.kind
        if kind in ("place_counter", "place_obstacle"):
            return ("route", action.args[-1])
        if kind == "take_counter":
            return ("row", action.args[0])
        if kind in ("take_blind", "draw_secret"):  # the secret counter is the pile's top too
            return ("pile",)
        if kind == "travel" and self._state is not None:
            route = D.ROUTES[action.args[0]]
            here = self._state.boots[action.player]
            return ("town", route.b if route.a == here else route.a)
        return None

    def candidate_actions_at(
        self, target: Hashable, view: Mapping[str, Any], player: int
    ) -> list[Action]:
        """What a click on a place that is not highlighted means in this step.

        Phase 2: a face-up counter means taking it (the secret draw comes
        first).  Planning: a road means one of the player's counters (the
        water, the counter already there or the terrain refuses it), or the
        obstacle for a player without counters.  Moving: a town means
        travelling there (not next to the boot, no counter on the road, too few
        cards), a route means travelling along it.  Other steps are buttons.
        """
        if not isinstance(target, tuple) or not target:
            return []
        what = target[0]
        phase = view.get("phase")
        players = view.get("players") or []
        if not 0 <= player < len(players):
            return []
        me = players[player]
        if phase == "draw_secret" and what == "row":
            return [Action(player, "take_counter", (target[1],))]
        if phase == "plan" and what == "route":
            return self._planning_candidates(target[1], view, player, me)
        if phase == "move" and what in ("town", "route"):
            return self._travel_candidates(what, target[1], view, player)
        return []

    def _planning_candidates(
        self, route: int, view: Mapping[str, Any], player: int, me: Mapping[str, Any]
    ) -> list[Action]:
        held = [*(me.get("shown") or []), *(me.get("secret") or [])]
        board = view.get("board") or []
        taken = route < len(board) and board[route] is not None
        counters = [Action(player, "place_counter", (kind, route)) for kind in dict.fromkeys(held)]
        obstacle = [Action(player, "place_obstacle", (route,))]
        # A road with a counter is where a player holding the obstacle means it;
        # otherwise a click on a road means one of the player's counters.  A road
        # that holds an obstacle too takes neither: a player with counters meant a
        # counter, and is told the counter already there (issue 25).
        blocked = route in set(view.get("obstacles") or [])
        if taken and me.get("obstacle") and not (blocked and counters):
            return obstacle + counters
        return counters + obstacle

    def _travel_candidates(
        self, what: str, index: int, view: Mapping[str, Any], player: int
    ) -> list[Action]:
        here = D.TOWN_INDEX.get(str(view["players"][player].get("boot")), -1)
        if here < 0:
            return []
        if what == "route":
            routes = [index]
        elif index == here:
            return []
        else:
            joining = [r for r, other in D.TOWN_ROUTES[here] if other == index]
            if joining:  # roads with a counter first, then water, then bare roads
                board = view.get("board")

                def order(r: int) -> int:
                    if D.ROUTES[r].kind != "road":
                        return 1
                    return 0 if board and board[r] is not None else 2

                routes = sorted(joining, key=order)
            else:  # not next to the boot: the first route on a shortest way there
                routes = [
                    min(
                        (r for r, other in D.TOWN_ROUTES[index]),
                        key=lambda r: D.DISTANCES[here][D.ROUTES[r].a + D.ROUTES[r].b - index],
                    )
                ]
        if any(a.kind == "travel" and a.args[0] in routes for a in self._legal):
            return []  # a legal step along it exists: its town is highlighted
        out = [Action(player, "travel", (r, "cards")) for r in routes]
        roads = [r for r in routes if D.ROUTES[r].kind == "road"]
        out += [Action(player, "travel", (r, "caravan")) for r in roads]
        return out

    def retranslate(self) -> None:
        if self._last is not None:
            legal, interactive = list(self._legal), self.interactive
            self.clear()  # every text is drawn again in the new language
            self.draw_state(*self._last)
            self.set_legal(legal, interactive)

    def retranslate_probe(self) -> str:
        return self.probe_label.text() if self.probe_label is not None else ""

    # -- at a glance: journeys of the round and towns still to visit (board_overlay.py) --
    def highlight_style(self, target: Hashable, item: QGraphicsItem) -> HighlightStyle | None:
        """A road to plan on: a thinner outline under the towns, their names and
        the counters (nearly every road is highlighted while planning; the
        usual thick outline above everything hid the names and the last move)."""
        if (
            isinstance(target, tuple)
            and target[:1] == ("route",)
            and not isinstance(item, CounterItem)
        ):
            return (ROUTE_HIGHLIGHT_Z, 3.5, 1.5, 0.0)
        return None

    def overlay_name(self) -> str:
        return QCoreApplication.translate("ElfenlandBoard", "Towns still to visit")

    def overlay_seat(self) -> int | None:
        return self._overlay

    def set_overlay(self, seat: int | None) -> None:
        self._overlay = seat
        self._redraw_glance()

    def preview_overlay(self, seat: int | None) -> None:
        if seat != self._overlay_preview:
            self._overlay_preview = seat
            self._redraw_glance()

    def shown_overlay(self) -> int | None:
        """The seat whose towns still to visit are drawn now (hovered, else chosen)."""
        return self._overlay_preview if self._overlay_preview is not None else self._overlay

    def _redraw_glance(self) -> None:
        """The towns still to visit of the seat shown now, drawn between moves."""
        key, piece = self._towns_to_visit()
        self.pieces.redraw("to visit", key, piece)

    def trails(self, num_players: int) -> list[Trail]:
        """Each seat's journey of the round (worked out again only when the game moved)."""
        history = self.history
        memo = self._trails_memo
        if memo is None or memo[:2] != (len(history), num_players):
            memo = (len(history), num_players, round_trails(history, num_players))
            self._trails_memo = memo
        return memo[2]

    def _draw_glance(
        self, view: dict[str, Any], viewer: int | None, collected: list[set[str]]
    ) -> None:
        n = int(view.get("num_players", 0))
        for q, (start, routes) in enumerate(self.trails(n)):
            # the journeys of the others: a player knows their own
            shown = routes if q != viewer else ()
            draw = partial(draw_trail, self, q, start, shown, n)
            self.piece(("trail", q), (start, shown), draw)
        key, piece = self._towns_to_visit(collected)
        if piece is not None:
            self.piece("to visit", key, piece)

    def _towns_to_visit(
        self, collected: list[set[str]] | None = None
    ) -> tuple[Hashable, Callable[[], None] | None]:
        """The signature and the drawing of the shown seat's towns still to visit."""
        seat = self.shown_overlay()
        if collected is None:
            view = self._last[1] if self._last is not None else {}
            collected = [set(p.get("collected", [])) for p in view.get("players") or []]
        if seat is None or not 0 <= seat < len(collected):
            return None, None
        missing = tuple(
            t
            for t, town in enumerate(D.TOWNS)
            if not town.capital and town.town_id not in collected[seat]
        )
        return (seat, missing), partial(draw_towns_to_visit, self, seat, missing)

    def seat_colour(self, seat: int) -> QColor:
        return self._colour(seat)

    def seat_name(self, seat: int) -> str:
        return self._seat_name(seat)

    def town_name(self, town: int) -> str:
        return term(D.TOWN_IDS[town])

    def town_radius(self, town: int) -> float:
        return CAPITAL_R if D.TOWNS[town].capital else TOWN_R

    def boot_town(self, seat: int) -> int:
        state = self._state
        return int(state.boots[seat]) if state is not None else D.CAPITAL

    def add_text(
        self, text: str, x: float, y: float, size: float, bold: bool, z: float
    ) -> QGraphicsSimpleTextItem:
        return self._text(text, x, y, size, bold, z)

    # -- helpers ---------------------------------------------------------------------------
    def _colour(self, seat: int) -> QColor:
        if 0 <= seat < len(self.seat_colours):
            return self.seat_colours[seat]
        return QColor(["#d55e00", "#0072b2", "#009e73", "#f0e442", "#56b4e9", "#cc79a7"][seat % 6])

    def _marker(self, seat: int) -> str:
        if 0 <= seat < len(self.seat_markers):
            return self.seat_markers[seat]
        return ("circle", "square", "triangle", "diamond", "star", "cross")[seat % 6]

    def _seat_name(self, seat: int) -> str:
        if 0 <= seat < len(self.seats):
            return self.seats[seat].name
        return QCoreApplication.translate("GameTexts", "Player {number}").format(number=seat + 1)

    def _text(
        self, text: str, x: float, y: float, size: float = 9.0, bold: bool = False,
        z: float = 7.0, centre: bool = False, colour: str = "#1b1b1b",
    ) -> QGraphicsSimpleTextItem:  # fmt: skip
        item = QGraphicsSimpleTextItem(text)
        item.setFont(_font(size, bold))
        item.setBrush(QBrush(QColor(colour)))
        rect = item.boundingRect()
        item.setPos(x - rect.width() / 2 if centre else x, y)
        item.setZValue(z)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(item)
        return item

    def _label_box(
        self, item: QGraphicsSimpleTextItem, fill: str = "#fffdf5", alpha: int = 215
    ) -> QGraphicsRectItem:
        rect = item.mapRectToScene(item.boundingRect()).adjusted(-3, -1, 3, 1)
        box = QGraphicsRectItem(rect)
        colour = QColor(fill)
        colour.setAlpha(alpha)
        box.setBrush(QBrush(colour))
        box.setPen(QPen(QColor("#7a6a4a"), 0.8))
        box.setZValue(item.zValue() - 0.1)
        box.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(box)
        return box

    # -- drawing -------------------------------------------------------------------------
    def draw_state(self, state: Any, view: dict[str, Any], viewer: int | None) -> None:
        self._last = (state, view, viewer)
        self._state = state
        self._preview = []
        self._cost_items = []
        # The map is drawn once a game (and language); then only the pieces an
        # action changed are drawn again (ui/board_pieces.py).
        players = view.get("players") or []
        self.begin_frame(len(players))
        moving_viewer = (
            view.get("phase") == "move" and viewer is not None and view.get("current") == viewer
        )
        self._journeys = (
            cheapest_journeys(state, viewer) if moving_viewer and viewer is not None else {}
        )
        self.piece("land", None, self._draw_land)
        self.piece("routes", None, self._draw_routes)
        board = view.get("board") or [None] * D.NUM_ROUTES
        obstacles = set(view.get("obstacles") or [])
        for r in range(D.NUM_ROUTES):
            counter = board[r] if r < len(board) else None
            if counter:
                blocked = r in obstacles
                draw = partial(self._road_counter, r, counter, blocked)
                self.piece(("counter", r), (counter, blocked), draw)
        n = int(view.get("num_players", 0))
        collected = [set(p.get("collected", [])) for p in players]
        for t, town in enumerate(D.TOWNS):
            missing = tuple(q for q in range(n) if town.town_id not in collected[q])
            self.piece(("town", t), missing, partial(self._draw_town, t, missing))
        by_town: dict[int, list[int]] = {}
        for q, t in enumerate(state.boots):
            by_town.setdefault(t, []).append(q)
        for t, seats in by_town.items():
            for i, q in enumerate(seats):
                self.piece(("boot", q), (t, i), partial(self._draw_boot, q, t, i), moves=True)
        self._draw_glance(view, viewer, [set(c) for c in collected])
        self._draw_strip(view, viewer)
        self.end_frame()
        # The players' rows under the map grow with their number (six need more room).
        rows_bottom = STRIP_Y + 20 + len(view.get("players") or []) * PLAYER_ROW_H + 8
        bottom = max(STRIP_Y + 230, rows_bottom)
        self.setSceneRect(QRectF(-20, -20, MAP_W + 40, bottom + 20 + 20))

    def _draw_land(self) -> None:
        """The land and the lakes, painted as one cached layer (ui/board_layers.py)."""
        flat: list[QGraphicsItem] = []
        frame = QGraphicsRectItem(0, 0, MAP_W, MAP_H)
        frame.setBrush(QBrush(QColor(TERRAIN_COLOURS["plains"])))
        frame.setPen(QPen(QColor("#5b4a2a"), 3))
        frame.setZValue(-1)
        self.addItem(frame)
        flat.append(frame)
        for terrain, path in zip(D.TERRAINS, terrain_regions(), strict=True):
            # an outline in the region's own colour rounds off the grid's steps
            edge = QPen(QColor(TERRAIN_COLOURS[terrain]), 4)
            edge.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            region = RegionItem(path, edge)
            region.setBrush(QBrush(QColor(TERRAIN_COLOURS[terrain])))
            region.setZValue(0)
            region.setToolTip(term(terrain).capitalize())
            self.addItem(region)
            flat.append(region)
            self.set_rules_section(region, "travelling")
            pattern = TERRAIN_PATTERNS[terrain]
            if pattern != Qt.BrushStyle.NoBrush:
                hatch = QGraphicsPathItem(path, region)
                hatch.setBrush(QBrush(QColor(0, 0, 0, 28), pattern))
                hatch.setPen(QPen(Qt.PenStyle.NoPen))
        symbols = TerrainSymbols()
        symbols.setZValue(1)
        self.addItem(symbols)
        flat.append(symbols)
        for lake, ((cx, cy), (rx, ry)) in D.LAKE_SHAPES.items():
            item = QGraphicsEllipseItem(
                (cx - rx) * MAP_W, (cy - ry) * MAP_H, 2 * rx * MAP_W, 2 * ry * MAP_H
            )
            item.setBrush(QBrush(QColor(board_colour("elfenland.water"))))
            item.setPen(QPen(QColor(WATER_DARK), 2))
            item.setZValue(2)
            waves = QGraphicsEllipseItem(item.rect(), item)
            waves.setBrush(QBrush(QColor(255, 255, 255, 60), Qt.BrushStyle.HorPattern))
            waves.setPen(QPen(Qt.PenStyle.NoPen))
            item.setToolTip(
                QCoreApplication.translate(
                    "ElfenlandBoard", "Lake: the ferries across it cost 2 rafts either way."
                )
            )
            self.addItem(item)
            flat.append(item)
            self.set_rules_section(item, "rivers_lakes")
            name = "Mare Magnum" if lake == "mare_magnum" else "Mare Nebulae"
            # Dark enough for 4.5:1 on the water of every palette (was 4.2:1).
            self._text(name, cx * MAP_W, cy * MAP_H + 6, 8.5, True, 3, True, "#082540")
        self.addItem(FlatLayer(flat))

    def _draw_routes(self) -> None:
        """Roads, rivers and ferries (one cached layer) and their clickable bands."""
        flat: list[QGraphicsItem] = []
        for r, route in enumerate(D.ROUTES):
            path = route_path(r)
            if route.kind == "road":
                for width, colour, z in ((8.0, ROAD_EDGE, 4.0), (4.5, ROAD_FILL, 4.1)):
                    stroke = QGraphicsPathItem(path)
                    stroke.setPen(QPen(QColor(colour), width, c=Qt.PenCapStyle.RoundCap))
                    stroke.setZValue(z)
                    stroke.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                    self.addItem(stroke)
                    flat.append(stroke)
                tip = QCoreApplication.translate("ElfenlandBoard", "Road through {terrain}").format(
                    terrain=term(route.terrain)
                )
            elif route.kind == D.RIVER:
                river = QGraphicsPathItem(path)
                water = QColor(board_colour("elfenland.water"))
                river.setPen(QPen(water, 7, c=Qt.PenCapStyle.RoundCap))
                river.setZValue(3)
                self.addItem(river)
                flat.append(river)
                flat += [self._arrow(r, t) for t in (0.33, 0.67)]
                tip = QCoreApplication.translate(
                    "ElfenlandBoard", "River: 1 raft with the current (arrows), 2 rafts against it"
                )
            else:
                ferry = QGraphicsPathItem(path)
                pen = QPen(QColor(WATER_DARK), 2.5, Qt.PenStyle.DashLine)
                ferry.setPen(pen)
                ferry.setZValue(3.5)
                self.addItem(ferry)
                flat.append(ferry)
                tip = QCoreApplication.translate("ElfenlandBoard", "Ferry across the lake: 2 rafts")
            # The clickable band is the stroke's outline itself: an open curve drawn
            # with a wide pen has a shape whose winding cancels out inside the bend,
            # which left the middle of half the roads unclickable.
            stroker = QPainterPathStroker()
            stroker.setWidth(HIT_WIDTH)
            stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
            hit = QGraphicsPathItem(stroker.createStroke(path))
            hit.setPen(QPen(Qt.PenStyle.NoPen))
            hit.setBrush(QBrush(QColor(0, 0, 0, 1)))
            # found under the mouse by its shape, never painted (a hundred
            # translucent bands cost a few milliseconds every frame)
            hit.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
            hit.setZValue(5)
            hit.setToolTip(f"{term(D.TOWN_IDS[route.a])} – {term(D.TOWN_IDS[route.b])}\n{tip}")
            self.addItem(hit)
            self.register_target(("route", r), hit, rules_section="planning")
        self.addItem(FlatLayer(flat))

    def _arrow(self, route: int, t: float) -> QGraphicsPathItem:
        p = curve_point(route, t)
        arrow = QGraphicsPathItem()
        path = QPainterPath()
        path.addPolygon(QPolygonF([QPointF(7, 0), QPointF(-5, -5), QPointF(-2, 0), QPointF(-5, 5)]))
        path.closeSubpath()
        arrow.setPath(path)
        arrow.setPos(p)
        arrow.setRotation(curve_angle(route, t))
        arrow.setBrush(QBrush(QColor("#ffffff")))
        arrow.setPen(QPen(QColor(WATER_DARK), 1))
        arrow.setZValue(3.2)
        arrow.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(arrow)
        return arrow

    def _road_counter(self, route: int, kind: str, obstacle: bool) -> None:
        p = curve_point(route, 0.5)
        item = CounterItem(kind, 28)
        item.setPos(p.x() - (12 if obstacle else 0), p.y())
        item.setZValue(9)
        costs = D.TRANSPORT_COSTS[kind].get(D.ROUTES[route].terrain, 0)
        item.setToolTip(
            QCoreApplication.translate(
                "ElfenlandBoard", "{transport}: cards of this kind needed on this road: {cards}"
            ).format(transport=term(kind), cards=costs + (1 if obstacle else 0))
        )
        self.addItem(item)
        self.register_target(("route", route), item, rules_section="planning")
        if obstacle:
            block = CounterItem(None, 22, obstacle=True)
            block.setPos(p.x() + 16, p.y())
            block.setZValue(9.5)
            block.setToolTip(
                QCoreApplication.translate(
                    "ElfenlandBoard",
                    "Obstacle: one more card of the counter's kind (caravan: 4 cards)",
                )
            )
            self.addItem(block)
            self.set_rules_section(block, "obstacles")

    def _draw_town(self, t: int, missing: tuple[int, ...]) -> None:
        """A town, its name, and the pieces of the players (`missing`) who have not been there."""
        town = D.TOWNS[t]
        r = CAPITAL_R if town.capital else TOWN_R
        item = TownItem(self, t, r)
        item.setBrush(QBrush(QColor("#f2e2b6" if town.capital else "#fff6dc")))
        item.setPen(QPen(QColor("#3b2f1e"), 3 if town.capital else 2))
        item.setZValue(6)
        self.addItem(item)
        self.register_target(("town", t), item, rules_section="travelling")
        p = town_point(t)
        if town.capital:
            tower = QGraphicsPathItem(item)
            path = QPainterPath()
            path.addPolygon(
                QPolygonF([
                    QPointF(-9, 8), QPointF(-9, -6), QPointF(-5, -6), QPointF(-5, -2),
                    QPointF(-2, -2), QPointF(-2, -9), QPointF(2, -9), QPointF(2, -2),
                    QPointF(5, -2), QPointF(5, -6), QPointF(9, -6), QPointF(9, 8),
                ])
            )  # fmt: skip
            path.closeSubpath()
            tower.setPath(path)
            tower.setPos(p)
            tower.setBrush(QBrush(QColor("#9c8f7a")))
            tower.setPen(QPen(QColor("#3b2f1e"), 1.2))
        label = self._text(term(town.town_id), p.x(), p.y() + r + 2, 9.5, True, 7.5, True)
        self._label_box(label)
        if not town.capital:
            width = 11.0
            x0 = p.x() - (len(missing) - 1) * width / 2
            for i, q in enumerate(missing):
                piece = QGraphicsPathItem(marker_path(self._marker(q), 9))
                piece.setPos(x0 + i * width, p.y() - r - 8)
                piece.setBrush(QBrush(self._colour(q)))
                piece.setPen(QPen(QColor("#111111"), 1))
                piece.setZValue(8)
                self.addItem(piece)
        names = ", ".join(self._seat_name(q) for q in missing) or "–"
        tip = term(town.town_id)
        if town.capital:
            tip += "\n" + QCoreApplication.translate(
                "ElfenlandBoard", "The capital: every boot starts here; it has no town pieces."
            )
        else:
            tip += "\n" + QCoreApplication.translate(
                "ElfenlandBoard", "Pieces still here: {names}"
            ).format(names=names)
        item.setToolTip(tip)

    def _draw_boot(self, q: int, t: int, i: int) -> None:
        """The boot of seat `q` in town `t`, the `i`-th of the boots there."""
        p = town_point(t)
        r = CAPITAL_R if D.TOWNS[t].capital else TOWN_R
        boot = QGraphicsPathItem(boot_path(22))
        boot.setPos(p.x() + r + 8 + (i % 3) * 15, p.y() - 6 + (i // 3) * 20)
        boot.setBrush(QBrush(self._colour(q)))
        boot.setPen(QPen(QColor("#111111"), 1.5))
        boot.setZValue(10)
        mark = QGraphicsPathItem(marker_path(self._marker(q), 6), boot)
        mark.setPos(-1, 3)
        mark.setBrush(QBrush(QColor("#ffffff")))
        mark.setPen(QPen(QColor("#111111"), 0.8))
        boot.setToolTip(
            QCoreApplication.translate("ElfenlandBoard", "Boot of {player}").format(
                player=self._seat_name(q)
            )
        )
        boot.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(boot)

    def _draw_step_costs(self, state: Any, view: dict[str, Any], viewer: int | None) -> None:
        """Next to each town one step away: what the step would cost."""
        if not self._journeys or viewer is None:
            return
        here = state.boots[viewer]
        lines: dict[int, list[str]] = {}
        for _, other in D.TOWN_ROUTES[here]:
            lines.setdefault(other, [])
        for action in self._legal_travels():
            route, mode = action.args
            other = D.ROUTES[route].b if D.ROUTES[route].a == here else D.ROUTES[route].a
            if mode == "caravan":
                need = 4 if route in set(view.get("obstacles") or []) else 3
                text = step_text(CARAVAN, need)
            else:
                card, cards = D.route_cost(route, state.board[route], state.blocked[route], here)
                text = step_text(card, cards)
            if text not in lines[other]:
                lines[other].append(text)
        for other, texts in lines.items():
            if not texts:
                continue
            p = town_point(other)
            item = self._text("\n".join(texts), p.x(), p.y() + 34, 8.5, True, 11, True, "#5a0a4a")
            box = self._label_box(item, "#ffe9f6", 235)
            self._cost_items += [item, box]

    def _legal_travels(self) -> list[Action]:
        return [a for a in self._legal if a.kind == "travel"]

    def set_legal(self, actions: Any, interactive: bool = True) -> None:
        super().set_legal(actions, interactive)
        for item in self._cost_items:
            if item.scene() is self:
                self.removeItem(item)
        self._cost_items = []
        if interactive and self._last is not None and self._journeys:
            self._draw_step_costs(self._last[0], self._last[1], self._last[2])

    # -- the hover preview ------------------------------------------------------------------
    def journey_text(self, town: int) -> str:
        journey = self._journeys.get(town)
        name = term(D.TOWN_IDS[town])
        if journey is None:
            return QCoreApplication.translate(
                "ElfenlandBoard", "{town}: out of reach with your cards"
            ).format(town=name)
        if not journey.steps:
            return QCoreApplication.translate("ElfenlandBoard", "{town}: you are here").format(
                town=name
            )
        parts = [
            f"{term(D.TOWN_IDS[s.town])} ({step_text(s.card, s.cards)})" for s in journey.steps
        ]
        head = QCoreApplication.translate(
            "ElfenlandBoard", "Cheapest way to {town} (cards: {n})"
        ).format(town=name, n=journey.cards)
        return head + "\n" + " → ".join(parts)

    def show_journey(self, town: int) -> None:
        self.hide_journey()
        if not self._journeys:
            return
        self.preview_text = self.journey_text(town)
        journey = self._journeys.get(town)
        if journey is not None:
            for step in journey.steps:
                glow = QGraphicsPathItem(route_path(step.route))
                pen = QPen(QColor(255, 200, 0, 170), 12, c=Qt.PenCapStyle.RoundCap)
                glow.setPen(pen)
                glow.setZValue(20)
                glow.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                self.addItem(glow)
                self._preview.append(glow)
        p = town_point(town)
        label = self._text(self.preview_text, p.x() + 24, p.y() - 48, 9, True, PREVIEW_Z)
        rect = label.mapRectToScene(label.boundingRect())
        if rect.right() > MAP_W:
            label.setPos(label.x() - rect.width() - 48, label.y())
        box = QGraphicsRectItem(label.mapRectToScene(label.boundingRect()).adjusted(-4, -2, 4, 2))
        box.setBrush(QBrush(QColor(255, 250, 215, 240)))
        box.setPen(QPen(QColor("#8a6d00"), 1.2))
        box.setZValue(PREVIEW_Z - 0.1)
        box.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(box)
        self._preview += [label, box]

    def hide_journey(self) -> None:
        for item in self._preview:
            if item.scene() is self:
                self.removeItem(item)
        self._preview = []
        self.preview_text = ""

    # -- the strip under the map -------------------------------------------------------------
    def _draw_strip(self, view: dict[str, Any], viewer: int | None) -> None:
        # In three kinds of pieces: the round and the pile (new each round), each
        # face-up counter (one is taken, one laid out), and the counts under
        # them (new at every draw): a draw no longer builds the whole strip.
        top = (view.get("round", 1), view.get("rounds", 4))
        self.piece("strip", top, partial(self._draw_strip_top, view))
        for slot, kind in enumerate(view.get("row") or []):
            self.piece(("row", slot), kind, partial(self._draw_row_counter, slot, kind))
        counts = (view.get("pile_count", 0), view.get("deck_count", 0))
        self.piece("strip counts", counts, partial(self._draw_strip_counts, *counts))
        self.piece("legend", None, partial(self._draw_legend, 0, STRIP_Y + 124))
        players = view.get("players") or []
        for q, info in enumerate(players):
            sig = (
                frozen(info),
                q == view.get("current") and view.get("phase") != "over",
                q == view.get("first_player"),
                q == viewer,
            )
            self.piece(("player", q), sig, partial(self._draw_player, view, viewer, q))

    def _draw_strip_top(self, view: dict[str, Any]) -> None:
        y = STRIP_Y
        rounds = int(view.get("rounds", 4))
        caption = QCoreApplication.translate("ElfenlandBoard", "Round {round} of {rounds}")
        title = self._text(
            caption.format(round=view.get("round", 1), rounds=rounds), 0, y - 4, 11, True
        )
        self.probe_label = title
        self._text(
            QCoreApplication.translate("ElfenlandBoard", "Face-up counters"), 0, y + 20, 9, True
        )
        for i in range(3):
            back = CounterItem(None, 36)
            back.setPos(PILE_X + i * 3, y + 60 - i * 3)
            back.setZValue(9 + i * 0.01)
            self.addItem(back)
            self.register_target(("pile",), back, rules_section="counters")

    def _draw_row_counter(self, slot: int, kind: str) -> None:
        """The face-up counter in `slot` of the row beside the pile."""
        item = CounterItem(kind, 36)
        item.setPos(20 + slot * 44, STRIP_Y + 60)
        item.setZValue(9)
        item.setToolTip(term(kind))
        self.addItem(item)
        self.register_target(("row", slot), item, rules_section="counters")

    def _draw_strip_counts(self, pile_count: int, deck_count: int) -> None:
        y = STRIP_Y
        pile = QCoreApplication.translate("ElfenlandBoard", "Pile: {n}")
        self._text(pile.format(n=int(pile_count)), PILE_X - 14, y + 82, 8.5)
        deck = QCoreApplication.translate("ElfenlandBoard", "Travel cards outside the hands: {n}")
        self._text(deck.format(n=int(deck_count)), 0, y + 100, 8.5)

    def _draw_legend(self, x: float, y: float) -> None:
        from .board_draw import draw_terrain_symbol  # noqa: F401 - drawn by the swatch items

        for i, terrain in enumerate(D.TERRAINS):
            sx = x + (i % 2) * 170
            sy = y + (i // 2) * 24
            swatch = QGraphicsRectItem(sx, sy, 26, 18)
            swatch.setBrush(QBrush(QColor(TERRAIN_COLOURS[terrain])))
            swatch.setPen(QPen(QColor("#333333"), 1))
            self.addItem(swatch)
            pattern = TERRAIN_PATTERNS[terrain]
            if pattern != Qt.BrushStyle.NoBrush:
                hatch = QGraphicsRectItem(sx, sy, 26, 18, swatch)
                hatch.setBrush(QBrush(QColor(0, 0, 0, 40), pattern))
                hatch.setPen(QPen(Qt.PenStyle.NoPen))
            self._text(term(terrain).capitalize(), sx + 32, sy + 1, 9)
        ry = y + 52
        river = QGraphicsPathItem()
        path = QPainterPath(QPointF(x, ry + 8))
        path.lineTo(QPointF(x + 26, ry + 8))
        river.setPath(path)
        river.setPen(QPen(QColor(board_colour("elfenland.water")), 6))
        self.addItem(river)
        self._text(
            QCoreApplication.translate("ElfenlandBoard", "River: 1 raft downstream, 2 upstream"),
            x + 32,
            ry,
            9,
        )
        fy = ry + 22
        ferry = QGraphicsPathItem()
        path2 = QPainterPath(QPointF(x, fy + 8))
        path2.lineTo(QPointF(x + 26, fy + 8))
        ferry.setPath(path2)
        ferry.setPen(QPen(QColor(WATER_DARK), 2.5, Qt.PenStyle.DashLine))
        self.addItem(ferry)
        self._text(QCoreApplication.translate("ElfenlandBoard", "Ferry: 2 rafts"), x + 32, fy, 9)

    def _draw_player(self, view: dict[str, Any], viewer: int | None, q: int) -> None:
        """The row of seat `q` under the map (its own face-down counters only for itself)."""
        x, y = 360.0, STRIP_Y
        info = (view.get("players") or [])[q]
        current = view.get("current")
        first = view.get("first_player")
        row_h = PLAYER_ROW_H
        py = y + 20 + q * row_h
        if q == current and view.get("phase") != "over":
            mark = QGraphicsRectItem(x - 6, py - 3, MAP_W - x + 6, row_h - 4)
            mark.setBrush(QBrush(QColor(255, 235, 150, 150)))
            mark.setPen(QPen(Qt.PenStyle.NoPen))
            self.addItem(mark)
        token = QGraphicsPathItem(marker_path(self._marker(q), 16))
        token.setPos(x + 8, py + 14)
        token.setBrush(QBrush(self._colour(q)))
        token.setPen(QPen(QColor("#111111"), 1.2))
        self.addItem(token)
        name = self._seat_name(q)
        if q == first:
            name += " ★"
        shrink_to_fit(self._text(name, x + 22, py + 5, 10, True), 172)
        facts = [
            QCoreApplication.translate("ElfenlandBoard", "Towns: {n}").format(
                n=int(info.get("pieces", 0))
            ),
            QCoreApplication.translate("ElfenlandBoard", "Cards: {n}").format(
                n=int(info.get("card_count", 0))
            ),
        ]
        shrink_to_fit(self._text(" · ".join(facts), x + 200, py + 6, 9.5), 155)
        cx = x + 360
        own_secret = info.get("secret") if q == viewer else None
        for kind in info.get("shown") or []:
            item = CounterItem(kind, 28)
            item.setPos(cx, py + 15)
            item.setToolTip(term(kind))
            self.addItem(item)
            cx += 32
        for i in range(int(info.get("secret_count", 0))):
            kind = own_secret[i] if own_secret else None
            item = CounterItem(kind, 28, hidden_own=kind is not None)
            item.setPos(cx, py + 15)
            item.setToolTip(
                QCoreApplication.translate(
                    "ElfenlandBoard", "Face-down counter (only you see it): {transport}"
                ).format(transport=term(kind))
                if kind
                else QCoreApplication.translate("ElfenlandBoard", "Face-down counter")
            )
            self.addItem(item)
            cx += 32
        if info.get("obstacle"):
            item = CounterItem(None, 24, obstacle=True)
            item.setPos(cx + 6, py + 15)
            item.setToolTip(QCoreApplication.translate("ElfenlandBoard", "Obstacle not used yet"))
            self.addItem(item)
            self.set_rules_section(item, "obstacles")
        if "town_card" in info:
            self._text(
                QCoreApplication.translate("ElfenlandBoard", "Home town: {town}").format(
                    town=term(info["town_card"])
                ),
                cx + 30,
                py + 6,
                9,
            )


class CostChart(QDialog):
    """The travel-cost chart: cards per step by transport and terrain."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("elfenland_cost_chart")
        self.setWindowTitle(QCoreApplication.translate("ElfenlandBoard", "Travel costs"))
        columns = [*D.TERRAINS, "river", "lake"]
        table = QTableWidget(len(D.CARD_TYPES), len(columns), self)
        table.setHorizontalHeaderLabels([term(c).capitalize() for c in columns])
        table.setVerticalHeaderLabels([term(k) for k in D.CARD_TYPES])
        for i, kind in enumerate(D.CARD_TYPES):
            for j, column in enumerate(columns):
                if kind == D.RAFT:
                    value = {"river": "1 / 2", "lake": "2"}.get(column, "–")
                else:
                    cost = D.TRANSPORT_COSTS[kind].get(column)
                    value = str(cost) if cost else "–"
                cell = QTableWidgetItem(value)
                cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(i, j, cell)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table = table
        notes = QLabel(
            QCoreApplication.translate(
                "ElfenlandBoard",
                "Cards of the counter's kind per step; – means the transport cannot use that terrain. River: 1 raft with the current, 2 against it. Obstacle: one card more. Caravan: any 3 cards on a road with a counter (4 with an obstacle).",  # noqa: E501
            ),
            self,
        )
        notes.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(table)
        layout.addWidget(notes)
        layout.addWidget(buttons)
        self.resize(640, 380)


class ElfenlandHand(QWidget):
    """The viewer's travel cards by kind, counters, obstacle and home town; the cost chart."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self)
        self.label.setObjectName("elfenland_hand")
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setWordWrap(True)
        self.chart_button = QPushButton(self)
        self.chart_button.clicked.connect(self.open_chart)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.label)
        layout.addWidget(self.chart_button)
        self.chart: CostChart | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.chart_button.setText(QCoreApplication.translate("ElfenlandBoard", "Travel costs…"))

    def open_chart(self) -> None:
        self.chart = CostChart(self)
        self.chart.open()

    def update_view(self, view: dict[str, Any], viewer: int | None, texts: Any) -> None:
        del texts
        self.retranslate()
        players = view.get("players") or []
        if viewer is None or not 0 <= viewer < len(players):
            self.label.setText("")
            return
        me = players[viewer]
        cards = me.get("cards") or {}
        from .board_draw import COUNTER_COLOURS

        chips = []
        for kind in D.CARD_TYPES:
            count = int(cards.get(kind, 0))
            style = "" if count else "color:#888888;"
            chips.append(
                f'<span style="background-color:{COUNTER_COLOURS[kind]};{style}">'
                # the count stays on its chip's line ("Zattera: 3" broke after the colon)
                f"&nbsp;{term(kind)}:&nbsp;<b>{count}</b>&nbsp;</span>"
            )
        lines = [
            QCoreApplication.translate("ElfenlandBoard", "Travel cards ({n}):").format(
                n=int(me.get("card_count", 0))
            )
            + "<br>"
            + " ".join(chips)
        ]
        shown = ", ".join(term(k) for k in me.get("shown") or []) or "–"
        secret = ", ".join(term(k) for k in me.get("secret") or []) or "–"
        lines.append(
            QCoreApplication.translate("ElfenlandBoard", "Face-up counters: {list}").format(
                list=shown
            )
        )
        lines.append(
            QCoreApplication.translate("ElfenlandBoard", "Face-down counters: {list}").format(
                list=secret
            )
        )
        lines.append(
            QCoreApplication.translate("ElfenlandBoard", "Obstacle: in hand")
            if me.get("obstacle")
            else QCoreApplication.translate("ElfenlandBoard", "Obstacle: used")
        )
        if "town_card" in me:
            lines.append(
                QCoreApplication.translate("ElfenlandBoard", "Home town: {town}").format(
                    town=term(me["town_card"])
                )
            )
        caravan = view.get("caravan")
        if caravan and view.get("current") == viewer:
            lines.append(
                QCoreApplication.translate(
                    "ElfenlandBoard", "Caravan to {town}: cards still to pay: {n}"
                ).format(town=term(caravan["town"]), n=int(caravan["cards_left"]))
            )
        self.label.setText("<br>".join(lines))
        # A word-wrapped label in the dock's nested layouts was given one line's
        # height (the cards were cut off): ask for the height its lines need.
        width = max(self.label.width(), 240)
        self.label.setMinimumHeight(self.label.heightForWidth(width))


def make_board(parent: Any = None) -> ElfenlandBoard:
    return ElfenlandBoard(parent)


def make_hand_widget(parent: Any = None) -> ElfenlandHand:
    return ElfenlandHand(parent)
