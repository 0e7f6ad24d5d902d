"""The Catan board: hexes, number tokens, harbours, roads, settlements, cities, robber.

Everything is drawn from the engine's state and the data module; what can be
clicked comes only from the legal actions (see ui.board_base).  Terrain is
told apart by colour *and* by a hatch pattern and a label, so the board reads
without colour vision.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping, Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsPolygonItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
    QGridLayout,
    QLabel,
    QWidget,
)

from ...colour_palettes import board_colour
from ...engine.rules import Action, Event
from ...i18n.noop import Plural
from ...i18n.translator import tr_n
from ...ui.action_panel import WrapButton
from ...ui.board_base import BoardScene, centred_lines, shrink_to_fit
from ...ui.palette import marker_path, readable_text_colour
from . import data as D  # noqa: N812

SIZE = 60.0  # hex circumradius in scene units
TOKEN_R = 19.0  # the number token's radius
LEGEND_W = 170.0  # the column right of the island for the dice and the legend
ROBBER_DX = 34.0  # the robber stands this far right of the hex centre (body ±9)

# Shown with tr_n and the real count (lupdate needs the literal 0 to see a plural).
_NEW_CARDS = Plural.translate("CatanBoard", "(%n new)", None, 0)
_PIPS = Plural.translate("CatanBoard", "%n pips", None, 0)  # the dots of the numbers near a place

TERRAIN_STYLE: dict[str, tuple[str, Qt.BrushStyle]] = {
    "forest": ("#2e7d32", Qt.BrushStyle.Dense5Pattern),
    "hills": ("#c0623a", Qt.BrushStyle.BDiagPattern),
    "pasture": ("#9ccc65", Qt.BrushStyle.Dense7Pattern),
    "fields": ("#f2c94c", Qt.BrushStyle.HorPattern),
    "mountains": ("#8d8d9b", Qt.BrushStyle.DiagCrossPattern),
    "desert": ("#e8d8a8", Qt.BrushStyle.NoBrush),
}


def terrain_style(terrain: str) -> tuple[str, Qt.BrushStyle]:
    """Fill colour (in the colour-vision palette in use) and hatching of a terrain."""
    colour, pattern = TERRAIN_STYLE.get(terrain, ("#cccccc", Qt.BrushStyle.NoBrush))
    if terrain in TERRAIN_STYLE:
        colour = board_colour(f"catan.{terrain}")
    return colour, pattern


def terrain_name(terrain: str) -> str:
    names = {
        "forest": QCoreApplication.translate("CatanBoard", "Forest"),
        "hills": QCoreApplication.translate("CatanBoard", "Hills"),
        "pasture": QCoreApplication.translate("CatanBoard", "Pasture"),
        "fields": QCoreApplication.translate("CatanBoard", "Fields"),
        "mountains": QCoreApplication.translate("CatanBoard", "Mountains"),
        "desert": QCoreApplication.translate("CatanBoard", "Desert"),
    }
    return names.get(terrain, terrain)


def resource_name(resource: str) -> str:
    names = {
        "lumber": QCoreApplication.translate("CatanBoard", "lumber"),
        "brick": QCoreApplication.translate("CatanBoard", "brick"),
        "wool": QCoreApplication.translate("CatanBoard", "wool"),
        "grain": QCoreApplication.translate("CatanBoard", "grain"),
        "ore": QCoreApplication.translate("CatanBoard", "ore"),
        "generic": QCoreApplication.translate("CatanBoard", "any"),
    }
    return names.get(resource, resource)


def pips(number: int) -> int:
    return 6 - abs(7 - number) if number else 0


def _hex_polygon(cx: float, cy: float, size: float) -> QPolygonF:
    # Pointy-top hexes, matching the lattice used by the data module.
    return QPolygonF(
        [
            QPointF(
                cx + size * math.cos(math.radians(60 * i - 90)),
                cy + size * math.sin(math.radians(60 * i - 90)),
            )
            for i in range(6)
        ]
    )


def _pos(point: tuple[float, float]) -> QPointF:
    return QPointF(point[0] * SIZE, point[1] * SIZE)


class CatanBoard(BoardScene):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setBackgroundBrush(QBrush(QColor(board_colour("catan.sea"))))
        xs = [p[0] for p in D.HARBOUR_SEA_CENTRES] + [p[0] for p in D.HEX_CENTRES]
        ys = [p[1] for p in D.HARBOUR_SEA_CENTRES] + [p[1] for p in D.HEX_CENTRES]
        # Room for the harbour tokens (radius 29) around their centres, and
        # LEGEND_W on the right for the dice and the terrain legend: no more, so
        # the island fills as much of the window as it can.
        margin = 0.65 * SIZE
        self.setSceneRect(
            QRectF(
                min(xs) * SIZE - margin,
                min(ys) * SIZE - margin,
                (max(xs) - min(xs)) * SIZE + 2 * margin + LEGEND_W,
                (max(ys) - min(ys)) * SIZE + 2 * margin,
            )
        )
        self._last: tuple[Any, dict[str, Any], int | None] | None = None
        self.probe_label: QGraphicsSimpleTextItem | None = None
        # (seat, die 1, die 2) of the last roll of the game, kept until the next
        # roll (the state forgets its dice when the turn ends).
        self.last_roll: tuple[int, int, int] | None = None
        self.last_roll_label: QGraphicsSimpleTextItem | None = None

    # -- targets -----------------------------------------------------------------
    def target_of(self, action: Action) -> Hashable | None:
        kind = action.kind
        if kind in ("place_settlement", "build_settlement", "build_city"):
            return ("node", action.args[0])
        if kind in ("place_road", "build_road"):
            return ("edge", action.args[0])
        if kind == "move_robber":
            return ("hex", action.args[0])
        return None

    def candidate_actions_at(
        self, target: Hashable, view: Mapping[str, Any], player: int
    ) -> list[Action]:
        """What a click on a place that is not highlighted means in this step.

        Set-up: an intersection is the starting settlement, an edge the
        starting road.  Before and after the roll: an own settlement means a
        city, any other intersection a settlement, an edge a road, a hex the
        robber (whose refusal says when he moves).  Robber step: a hex.  Road
        Building: an edge.  Other steps (discard, trade, stealing) are not
        decided on the board: nothing is proposed there.
        """
        if not isinstance(target, tuple) or len(target) != 2:
            return []
        what, index = target
        phase = view.get("phase")
        building = phase in ("roll", "main")
        if what == "node":
            if phase == "setup_settlement":
                return [Action(player, "place_settlement", (index,))]
            if building:
                if view["node_owner"][index] == player:
                    return [Action(player, "build_city", (index,))]
                return [Action(player, "build_settlement", (index,))]
        if what == "edge":
            if phase in ("setup_road", "road_building"):
                return [Action(player, "place_road", (index,))]
            if building:
                return [Action(player, "build_road", (index,))]
        if what == "hex" and (building or phase == "robber"):
            return [Action(player, "move_robber", (index,))]
        return []

    def retranslate(self) -> None:
        if self._last is not None:
            self.clear()  # every text is drawn again in the new language
            self.draw_state(*self._last)

    def retranslate_probe(self) -> str:
        return self.probe_label.text() if self.probe_label is not None else ""

    def note_history(self, events: Sequence[Sequence[Event]]) -> None:
        """The session's events so far (the shell calls this before draw_state)."""
        self.last_roll = None
        for step in reversed(events):
            for event in reversed(step):
                if event.key == "roll":
                    p = event.as_dict()
                    self.last_roll = (int(p["player"]), int(p["die1"]), int(p["die2"]))
                    return

    # -- drawing -------------------------------------------------------------------
    def draw_state(self, state: Any, view: dict[str, Any], viewer: int | None) -> None:
        self._last = (state, view, viewer)
        # The island is drawn once a game (and language); then only the pieces
        # an action changed are drawn again (ui/board_pieces.py).
        self.begin_frame((tuple(state.terrain), tuple(state.numbers), tuple(state.harbours)))
        self.piece("sea", None, lambda: self._draw_sea_and_harbours(state))
        for hex_id in range(D.NUM_HEXES):
            self.piece(("hex", hex_id), None, partial(self._draw_hex, state, hex_id))
        for edge in range(D.NUM_EDGES):
            owner = state.edge_owner[edge]
            draw = partial(self._draw_edge, state, edge)
            self.piece(("edge", edge), owner, draw, appears=owner >= 0)
        for node in range(D.NUM_NODES):
            sig = (state.node_owner[node], state.node_level[node])
            draw = partial(self._draw_node, state, node)
            self.piece(("node", node), sig, draw, appears=sig[0] >= 0)
        self.piece("robber", state.robber, lambda: self._draw_robber(state), moves=True)
        dice = self.last_roll if self.last_roll is not None else tuple(state.dice)
        self.piece("dice", dice, lambda: self._draw_dice_and_legend(state))
        self.end_frame()

    def _colour(self, seat: int) -> QColor:
        if 0 <= seat < len(self.seat_colours):
            return self.seat_colours[seat]
        return QColor("#777777")

    def _marker(self, seat: int) -> str:
        if 0 <= seat < len(self.seat_markers):
            return self.seat_markers[seat]
        return "circle"

    def _seat_name(self, seat: int) -> str:
        if 0 <= seat < len(self.seats):
            return self.seats[seat].name
        return str(seat + 1)

    def _hexes_text(self, state: Any, hexes: Sequence[int]) -> str:
        """"Forest 8, Hills 5, Pasture 4": the land hexes around a place."""
        parts = []
        for hex_id in sorted(hexes, key=lambda h: (D.HEX_CENTRES[h][1], D.HEX_CENTRES[h][0])):
            number = state.numbers[hex_id]
            name = terrain_name(state.terrain[hex_id])
            parts.append(f"{name} {number}" if number else name)
        return ", ".join(parts)

    def _node_place(self, state: Any, node: int) -> str:
        place = QCoreApplication.translate("CatanBoard", "Intersection beside {hexes}").format(
            hexes=self._hexes_text(state, D.NODE_HEXES[node])
        )
        # The dots of its numbers: how often it produces (5 pips: 5 rolls in 36).
        dots = sum(pips(state.numbers[h]) for h in D.NODE_HEXES[node] if state.numbers[h])
        return place + " · " + QCoreApplication.translate("CatanBoard", _PIPS, None, dots)

    def _edge_place(self, state: Any, edge: int) -> str:
        a, b = D.EDGE_NODES[edge]
        hexes = set(D.NODE_HEXES[a]) & set(D.NODE_HEXES[b])
        return QCoreApplication.translate("CatanBoard", "Path beside {hexes}").format(
            hexes=self._hexes_text(state, sorted(hexes))
        )

    def _draw_sea_and_harbours(self, state: Any) -> None:
        for slot, centre in enumerate(D.HARBOUR_SEA_CENTRES):
            kind = state.harbours[slot]
            c = _pos(centre)
            for node in D.HARBOUR_NODES[slot]:
                end = _pos(D.NODE_POSITIONS[node])
                pier = self.addLine(c.x(), c.y(), end.x(), end.y(), QPen(QColor("#6b4f2a"), 5))
                pier.setZValue(1)
            token = QGraphicsEllipseItem(c.x() - 29, c.y() - 29, 58, 58)
            token.setBrush(QBrush(QColor("#fdf6e3")))
            token.setPen(QPen(QColor("#6b4f2a"), 2))
            token.setZValue(2)
            rate = "3:1" if kind == D.GENERIC else "2:1"
            # Two centred lines; the font shrinks until the longer line fits
            # across the round token ("будь-який" did not).
            probe = QGraphicsSimpleTextItem(f"{rate}\n{resource_name(kind)}")
            font = QFont()
            font.setPointSizeF(7.5)
            font.setBold(True)
            probe.setFont(font)
            shrink_to_fit(probe, 46)
            centred_lines(probe.text(), probe.font(), probe.brush(), c, token)
            token.setToolTip(
                QCoreApplication.translate(
                    "CatanBoard", "Harbour: trade 3 of one resource for 1 of another."
                )
                if kind == D.GENERIC
                else QCoreApplication.translate(
                    "CatanBoard", "Harbour: trade 2 {resource} for 1 of another resource."
                ).format(resource=resource_name(kind))
            )
            self.addItem(token)
            self.set_rules_section(token, "trade")

    def _draw_hex(self, state: Any, hex_id: int) -> None:
        terrain = state.terrain[hex_id]
        colour, pattern = terrain_style(terrain)
        cx, cy = D.HEX_CENTRES[hex_id][0] * SIZE, D.HEX_CENTRES[hex_id][1] * SIZE
        poly = _hex_polygon(cx, cy, SIZE)
        base = QGraphicsPolygonItem(poly)
        base.setBrush(QBrush(QColor(colour)))
        base.setPen(QPen(QColor("#3b2f1e"), 2))
        base.setZValue(0)
        self.addItem(base)
        if pattern != Qt.BrushStyle.NoBrush:
            hatch = QGraphicsPolygonItem(poly, base)
            shade = QColor(0, 0, 0, 55)
            hatch.setBrush(QBrush(shade, pattern))
            hatch.setPen(QPen(Qt.PenStyle.NoPen))
        name = QGraphicsSimpleTextItem(terrain_name(terrain), base)
        # Black or white by contrast: black on forest was 4.1:1.
        name.setBrush(QBrush(readable_text_colour(QColor(colour))))
        small = QFont()
        small.setPointSizeF(7.5)
        name.setFont(small)
        # Below the pointed top, where the hex is wide enough ("Szántóföld").
        shrink_to_fit(name, SIZE * 1.05)
        rect = name.boundingRect()
        name.setPos(cx - rect.width() / 2, cy - SIZE * 0.66)
        number = state.numbers[hex_id]
        resource = D.TERRAIN_RESOURCE.get(terrain)
        tip = terrain_name(terrain)
        if resource is not None and resource >= 0 and number:
            tip = QCoreApplication.translate(
                "CatanBoard", "{terrain}: produces {resource} on a roll of {number}."
            ).format(
                terrain=terrain_name(terrain),
                resource=resource_name(D.RESOURCES[resource]),
                number=number,
            )
        base.setToolTip(tip)
        self.register_target(("hex", hex_id), base, rules_section="production_bank")
        if number:
            self._draw_token(cx, cy, number, base)

    def _draw_token(self, cx: float, cy: float, number: int, parent: QGraphicsItem) -> None:
        token = QGraphicsEllipseItem(cx - TOKEN_R, cy - TOKEN_R, 2 * TOKEN_R, 2 * TOKEN_R, parent)
        token.setBrush(QBrush(QColor("#fff8e1")))
        token.setPen(QPen(QColor("#3b2f1e"), 1.5))
        hot = number in (6, 8)
        text = QGraphicsSimpleTextItem(str(number), token)
        font = QFont()
        font.setPointSizeF(13 if hot else 11)
        font.setBold(True)
        text.setFont(font)
        text.setBrush(QBrush(QColor("#c62828") if hot else QColor("#222222")))
        rect = text.boundingRect()
        text.setPos(cx - rect.width() / 2, cy - rect.height() / 2 - 4)
        count = pips(number)
        for i in range(count):
            x = cx + (i - (count - 1) / 2) * 5
            dot = QGraphicsEllipseItem(x - 1.6, cy + 9, 3.2, 3.2, token)
            dot.setBrush(QBrush(QColor("#c62828") if hot else QColor("#222222")))
            dot.setPen(QPen(Qt.PenStyle.NoPen))

    def _draw_edge(self, state: Any, edge: int) -> None:
        a, b = D.EDGE_NODES[edge]
        pa, pb = _pos(D.NODE_POSITIONS[a]), _pos(D.NODE_POSITIONS[b])
        owner = state.edge_owner[edge]
        # A thin hit area along every edge, so empty edges can be targets.
        dx, dy = pb.x() - pa.x(), pb.y() - pa.y()
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length * 7, dx / length * 7
        shrink = 0.18
        p1 = QPointF(pa.x() + dx * shrink, pa.y() + dy * shrink)
        p2 = QPointF(pb.x() - dx * shrink, pb.y() - dy * shrink)
        band = QPolygonF(
            [
                QPointF(p1.x() + nx, p1.y() + ny),
                QPointF(p2.x() + nx, p2.y() + ny),
                QPointF(p2.x() - nx, p2.y() - ny),
                QPointF(p1.x() - nx, p1.y() - ny),
            ]
        )
        item = QGraphicsPolygonItem(band)
        item.setZValue(5)
        if owner >= 0:
            item.setBrush(QBrush(self._colour(owner)))
            item.setPen(QPen(QColor("#111111"), 1.5))
            # The owner's marker, as on settlements and cities: roads do not
            # depend on colour alone.
            marker = QGraphicsPathItem(marker_path(self._marker(owner), 9), item)
            marker.setPos((pa.x() + pb.x()) / 2, (pa.y() + pb.y()) / 2)
            marker.setBrush(QBrush(QColor("#ffffff")))
            marker.setPen(QPen(QColor("#111111"), 1))
            marker.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            item.setToolTip(
                QCoreApplication.translate("CatanBoard", "Road of {player}").format(
                    player=self._seat_name(owner)
                )
            )
        else:
            item.setBrush(QBrush(Qt.BrushStyle.NoBrush))
            item.setPen(QPen(Qt.PenStyle.NoPen))
            item.setToolTip(self._edge_place(state, edge))
        self.addItem(item)
        self.register_target(("edge", edge), item, rules_section="building")

    def _draw_node(self, state: Any, node: int) -> None:
        p = _pos(D.NODE_POSITIONS[node])
        owner = state.node_owner[node]
        level = state.node_level[node]
        if owner < 0:
            spot = QGraphicsEllipseItem(p.x() - 9, p.y() - 9, 18, 18)
            spot.setPen(QPen(Qt.PenStyle.NoPen))
            spot.setBrush(QBrush(Qt.BrushStyle.NoBrush))
            spot.setZValue(8)
            spot.setToolTip(self._node_place(state, node))
            self.addItem(spot)
            self.register_target(("node", node), spot, rules_section="building")
            return
        path = QPainterPath()
        if level == 1:
            path.addPolygon(
                QPolygonF(
                    [
                        QPointF(-10, -2),
                        QPointF(0, -13),
                        QPointF(10, -2),
                        QPointF(10, 10),
                        QPointF(-10, 10),
                    ]
                )
            )
        else:
            path.addPolygon(
                QPolygonF(
                    [
                        QPointF(-15, -4),
                        QPointF(-6, -15),
                        QPointF(3, -4),
                        QPointF(15, -4),
                        QPointF(15, 12),
                        QPointF(-15, 12),
                    ]
                )
            )
        path.closeSubpath()
        piece = QGraphicsPathItem(path)
        piece.setPos(p)
        piece.setBrush(QBrush(self._colour(owner)))
        piece.setPen(QPen(QColor("#111111"), 2))
        piece.setZValue(9)
        marker = QGraphicsPathItem(marker_path(self._marker(owner), 9), piece)
        marker.setPos(0, 3)
        marker.setBrush(QBrush(QColor("#ffffff")))
        marker.setPen(QPen(QColor("#111111"), 1))
        kind = (
            QCoreApplication.translate("CatanBoard", "Settlement")
            if level == 1
            else QCoreApplication.translate("CatanBoard", "City")
        )
        piece.setToolTip(
            QCoreApplication.translate("CatanBoard", "{kind} of {player}").format(
                kind=kind, player=self._seat_name(owner)
            )
        )
        self.addItem(piece)
        self.register_target(("node", node), piece, rules_section="building")

    def _draw_robber(self, state: Any) -> None:
        cx, cy = D.HEX_CENTRES[state.robber][0] * SIZE, D.HEX_CENTRES[state.robber][1] * SIZE
        path = QPainterPath()
        path.addEllipse(QPointF(0, -16), 7, 7)
        path.addRoundedRect(QRectF(-9, -10, 18, 24), 6, 6)
        robber = QGraphicsPathItem(path)
        # Right of the number token (radius 19), never over its number or pips.
        robber.setPos(cx + ROBBER_DX, cy + 8)
        robber.setBrush(QBrush(QColor("#222222")))
        robber.setPen(QPen(QColor("#eeeeee"), 1.5))
        robber.setZValue(12)
        robber.setToolTip(
            QCoreApplication.translate(
                "CatanBoard", "The robber: this hex produces nothing while he stands here."
            )
        )
        self.addItem(robber)
        self.set_rules_section(robber, "robber_seven")

    def _draw_dice_and_legend(self, state: Any) -> None:
        rect = self.sceneRect()
        x = rect.right() - LEGEND_W + 10
        y = rect.top() + 20
        title = QGraphicsSimpleTextItem(QCoreApplication.translate("CatanBoard", "Dice"))
        font = QFont()
        font.setBold(True)
        title.setFont(font)
        title.setPos(x, y)
        self.addItem(title)
        self.probe_label = title
        # The last roll stays until the next one, with who made it.
        dice: tuple[int, ...] = tuple(state.dice)
        roller: int | None = None
        if self.last_roll is not None:
            roller, dice = self.last_roll[0], self.last_roll[1:]
        self.last_roll_label = None
        for i, value in enumerate(dice):
            box = QGraphicsRectItem(x + i * 42, y + 24, 36, 36)
            box.setBrush(QBrush(QColor("#ffffff")))
            box.setPen(QPen(QColor("#222222"), 2))
            self.addItem(box)
            text = QGraphicsSimpleTextItem(str(value), box)
            big = QFont()
            big.setPointSizeF(14)
            big.setBold(True)
            text.setFont(big)
            centre = box.rect().center()
            text.setPos(
                centre.x() - text.boundingRect().width() / 2,
                centre.y() - text.boundingRect().height() / 2,
            )
        if len(dice) == 2:
            total = QGraphicsSimpleTextItem("= " + str(sum(dice)))
            total.setFont(font)
            total.setPos(x + 90, y + 34)
            self.addItem(total)
        if roller is not None:
            who = QGraphicsSimpleTextItem(
                QCoreApplication.translate("CatanBoard", "Rolled by {player}").format(
                    player=self._seat_name(roller)
                )
            )
            shrink_to_fit(who, rect.right() - x - 6)
            who.setPos(x, y + 62)
            self.addItem(who)
            self.last_roll_label = who
        legend_y = y + 86
        for terrain in ("forest", "hills", "pasture", "fields", "mountains", "desert"):
            colour, pattern = terrain_style(terrain)
            swatch = QGraphicsRectItem(x, legend_y, 18, 14)
            swatch.setBrush(QBrush(QColor(colour)))
            swatch.setPen(QPen(QColor("#222222"), 1))
            self.addItem(swatch)
            if pattern != Qt.BrushStyle.NoBrush:
                hatch = QGraphicsRectItem(x, legend_y, 18, 14, swatch)
                hatch.setBrush(QBrush(QColor(0, 0, 0, 80), pattern))
                hatch.setPen(QPen(Qt.PenStyle.NoPen))
            resource = D.TERRAIN_RESOURCE.get(terrain)
            caption = terrain_name(terrain)
            if resource is not None and resource >= 0:
                caption += " → " + resource_name(D.RESOURCES[resource])
            label = QGraphicsSimpleTextItem(caption)
            label.setPos(x + 24, legend_y - 1)
            self.addItem(label)
            legend_y += 20


class CatanHand(QWidget):
    """The viewer's resource and development cards, and the trade and discard dialogs."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        # Their words wrap: in Ukrainian "Обмінятися з банком…" on one line made
        # the hand wider than the dock, and the resource line lost its ore count
        # at the dock's edge (tests/ui/test_laptop_screens.py).
        self.trade_button = WrapButton("", self)
        self.bank_button = WrapButton("", self)
        self.discard_button = WrapButton("", self)
        self.trade_button.clicked.connect(self.open_trade)
        self.bank_button.clicked.connect(self.open_bank)
        self.discard_button.clicked.connect(self.open_discard)
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label, 0, 0, 1, 2)
        # Two buttons a row: three in one row made the right-hand column (and
        # so the players table's dock) too wide for a 1280-pixel window.
        layout.addWidget(self.trade_button, 1, 0)
        layout.addWidget(self.bank_button, 1, 1)
        layout.addWidget(self.discard_button, 2, 0)
        # Set by the window: applies a list of actions, all or nothing.
        self.apply_sequence: Any = None
        self._view: dict[str, Any] = {}
        self._viewer: int | None = None
        self._legal: list[Action] = []
        self._names: list[str] = []
        self.retranslate()
        self.update_actions([], False)

    def retranslate(self) -> None:
        self.trade_button.setText(QCoreApplication.translate("CatanBoard", "Trade with players…"))
        self.bank_button.setText(QCoreApplication.translate("CatanBoard", "Trade with the bank…"))
        self.discard_button.setText(QCoreApplication.translate("CatanBoard", "Discard…"))

    def update_actions(
        self, legal: list[Action], may_act: bool, names: list[str] | None = None
    ) -> None:
        self._legal = list(legal) if may_act else []
        if names is not None:
            self._names = list(names)
        kinds = {a.kind for a in self._legal}
        self.trade_button.setEnabled("offer_start" in kinds)
        self.bank_button.setEnabled("bank_trade" in kinds)
        self.discard_button.setEnabled("discard" in kinds)

    def _hand(self) -> dict[str, int]:
        if self._viewer is None:
            return {}
        return dict(self._view["players"][self._viewer].get("resources", {}))

    def _run(self, dialog: Any) -> None:
        if self._viewer is None or self.apply_sequence is None:
            return
        if dialog.exec():
            self.apply_sequence(dialog.engine_actions(self._viewer))

    def open_trade(self) -> None:
        from .board_dialogs import DomesticTradeDialog

        if self._viewer is None:
            return
        targets: list[tuple[int | None, str]] = [
            (seat, name) for seat, name in enumerate(self._names) if seat != self._viewer
        ]
        if len(self._names) > 2:
            targets.append((None, QCoreApplication.translate("CatanBoard", "everybody")))
        self._run(DomesticTradeDialog(self._hand(), targets, self))

    def open_bank(self) -> None:
        from .board_dialogs import MaritimeTradeDialog, rates_of

        self._run(MaritimeTradeDialog(rates_of(self._legal), self))

    def open_discard(self) -> None:
        from .board_dialogs import DiscardDialog

        if self._viewer is None:
            return
        owed = int(self._view["players"][self._viewer].get("discard", 0))
        self._run(DiscardDialog(self._hand(), owed, self))

    def update_view(self, view: dict[str, Any], viewer: int | None, texts: Any) -> None:
        self._view, self._viewer = view, viewer
        self.retranslate()
        if viewer is None:
            self.label.setText("")
            return
        me = view["players"][viewer]
        lines = []
        resources = me.get("resources", {})
        # a count stays on the line of its name when the line wraps
        parts = [f"{resource_name(r)}:&nbsp;<b>{resources.get(r, 0)}</b>" for r in D.RESOURCES]
        lines.append(" · ".join(parts))
        devs = me.get("development", {})
        new = me.get("development_new", {})
        dev_parts = []
        for kind in D.DEV_CARDS:
            count = devs.get(kind, 0)
            if count:
                fresh = new.get(kind, 0)
                name = texts.term(kind) if texts is not None else kind
                extra = (
                    " "
                    + tr_n("CatanBoard", _NEW_CARDS, fresh)
                    if fresh
                    else ""
                )
                dev_parts.append(f"{name}: <b>{count}</b>{extra}")
        lines.append(
            QCoreApplication.translate("CatanBoard", "Development cards: {cards}").format(
                cards=", ".join(dev_parts) or "–"
            )
        )
        offer = view.get("offer")
        if offer and texts is not None:
            # The offer on the table, in the log's own words (already translated).
            from ...engine.rules import Event

            offerer = int(view.get("current", 0))
            for key, side in (("offer_gives", "give"), ("offer_asks", "get")):
                for resource, count in offer.get(side, {}).items():
                    line = texts.event(
                        Event.make(key, player=offerer, count=count, resource=resource)
                    )
                    lines.append(f"<i>{line}</i>")
        if "total_points" in me:
            lines.append(
                QCoreApplication.translate(
                    "CatanBoard", "Your victory points (with hidden cards): {points}"
                ).format(points=me["total_points"])
            )
        self.label.setText("<br>".join(lines))


def make_board(parent: Any = None) -> CatanBoard:
    return CatanBoard(parent)


def make_hand_widget(parent: Any = None) -> CatanHand:
    return CatanHand(parent)
