"""The Elasund board: city grid, sea and ship, walls, church, trade track, pieces.

Everything is drawn from the engine's view dict and the data module; no rule
is decided here.  What may be clicked comes only from the legal actions the
shell hands to `set_legal`; `target_of` maps each action to a board place:

* ("square", sq)        build site (north-west square), permit square, start hut
                        re-placement, bonus move/place square, and the square of the
                        own permit a bonus move/upgrade starts from;
* ("wall", side, pos)   a wall space;
* ("row", row)          a ship space in the sea (row = dice number);
* ("church_tile", p)    one of the two drawn church tiles (church box, right).

Everything else (roll, choose building type, pay, discard, end ...) is a button.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from functools import partial
from typing import Any, ClassVar

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QLinearGradient, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QWidget,
)

from elasund_desktop.colour_palettes import board_colour
from elasund_desktop.engine.rules import Action
from elasund_desktop.games.elasund.board_counts import counted
from elasund_desktop.ui.board_base import (
    CELL_CLEARANCE,
    HIGHLIGHT_COLOUR,
    HIGHLIGHT_DARK,
    HIGHLIGHT_LIGHT,
    HIGHLIGHT_Z,
    BoardScene,
    centred_lines,
    set_text_frame,
    shrink_to_fit,
    wrap_text,
)
from elasund_desktop.ui.board_pieces import frozen
from elasund_desktop.ui.palette import PALETTE

from . import data as D  # noqa: N812
from . import texts as T  # noqa: N812
from .board_dice import draw_last_roll
from .board_draw import (
    INK,
    card_item,
    centre_text,
    coin_item,
    cross_path,
    cube_item,
    fit_text,
    flag_item,
    hut_path,
    marker_item,
    passive,
    pen,
    sail_path,
    ship_path,
    text_colour_on,
    text_item,
    tower_path,
    windmill_item,
)
from .board_hand import ElasundHand

# A building's name is never drawn smaller than this (pixels): a longer one
# is cut short with "…" (the building's tooltip names it in full).
NAME_FLOOR = 7
# Buildings' names lie above the highlight rings (HIGHLIGHT_Z and its light line).
LABEL_Z = HIGHLIGHT_Z + 0.5


def fit_name(label: QGraphicsSimpleTextItem, room: float) -> None:
    """Shrink the name down to NAME_FLOOR pixels to fit `room`, then elide it."""
    font = label.font()
    while label.boundingRect().width() > room and font.pixelSize() > NAME_FLOOR:
        font.setPixelSize(font.pixelSize() - 1)
        label.setFont(font)
    if label.boundingRect().width() > room:
        metrics = QFontMetricsF(font)
        label.setText(metrics.elidedText(label.text(), Qt.TextElideMode.ElideRight, room))


# --- geometry (scene units) ---------------------------------------------------------------
S = 64.0  # a city square
SEA_W = 96.0  # the sea strip west of the city
GX = SEA_W + 6.0  # x of column 0
HEADER_H = 42.0
LABEL_H = 18.0
WALL_H = 44.0  # north / south wall strips
EW = 50.0  # east wall strip width
NORTH_Y = HEADER_H + LABEL_H
GY = NORTH_Y + WALL_H + 4.0  # y of row index 0
GRID_H = D.NUM_ROWS * S
SOUTH_Y = GY + GRID_H + 4.0
PANEL_GAP = 30.0
PANEL_W = 236.0
CHURCH_CELL = 38.0
TRACK_H = 41.0
LEGEND_H = 76.0

SAND = QColor("#eadbb4")
SAND_DARK = QColor("#dfcc9d")
HARBOUR = QColor("#e3dcc0")
TRADE2 = QColor("#d2bf8c")
STONE = QColor("#cbc3b5")
STONE_DARK = QColor("#6d645a")
CHURCH_STONE = QColor("#b8b2aa")
NEUTRAL_FILL = QColor("#f3e7c9")
# The sea and the sand as drawn in the normal palette; the board reads them
# through board_colour (Settings ▸ Colour vision).
SEA_TOP = QColor("#2f6d9e")
SEA_BOTTOM = QColor("#1f5282")
SEA_PIPS = "#e8f4ff"

Z_SQUARE, Z_CHURCH_AREA, Z_TILE, Z_PERMIT, Z_SHIP = 0.0, 4.0, 10.0, 20.0, 30.0


def term(value: str) -> str:
    """A game term (building name, colour ...) translated like the log does."""
    english = T.TERMS.get(value)
    return QCoreApplication.translate(T.CONTEXT, english) if english is not None else value


class _SquareItem(QGraphicsRectItem):
    """A city square; hovering it over a legal build site previews the footprint."""

    def __init__(self, rect: QRectF, square: int) -> None:
        super().__init__(rect)
        self.square = square
        self.setAcceptHoverEvents(True)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        scene = self.scene()
        if isinstance(scene, ElasundBoard):
            scene.preview(self.square)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        scene = self.scene()
        if isinstance(scene, ElasundBoard):
            scene.clear_preview()
        super().hoverLeaveEvent(event)


class _HelpItem(QGraphicsEllipseItem):
    """A small "?" that opens a rules section on a left (or right) click."""

    def __init__(self, centre: QPointF, section: str) -> None:
        super().__init__(QRectF(centre.x() - 10, centre.y() - 10, 20, 20))
        self.section = section
        self.setBrush(QBrush(QColor("#35506b")))
        self.setPen(pen("#ffffff", 1.5))
        mark = text_item("?", 14, "#ffffff", self, bold=True)
        centre_text(mark, centre)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(Z_SHIP)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene()
        if isinstance(scene, BoardScene):
            scene.rules_requested.emit(self.section)
            event.accept()
            return
        super().mousePressEvent(event)


class ElasundBoard(BoardScene):
    """The whole board of one game of Elasund."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._last: tuple[Any, dict[str, Any], int | None] | None = None
        self._permit_square: dict[tuple[int, int], int] = {}
        self._view: dict[str, Any] = {}
        self.preview_items: list[QGraphicsItem] = []
        self.square_items: dict[int, QGraphicsRectItem] = {}
        # square -> (its item, what its tooltip was last written from)
        self._square_tips: dict[int, tuple[QGraphicsRectItem, tuple[Any, ...]]] = {}
        self.wall_items: dict[tuple[str, int], QGraphicsRectItem] = {}
        self.row_items: dict[int, QGraphicsItem] = {}
        self.church_cells: dict[int, QGraphicsItem] = {}
        self.building_items: list[QGraphicsItem] = []
        self.permit_items: list[QGraphicsItem] = []
        self.help_items: dict[str, QGraphicsItem] = {}
        self.ship_item: QGraphicsItem | None = None
        self._header_grow = 0.0  # how far the header's lines grew the board upwards
        self._legend_bottom = 0.0  # where the legend's last line ends
        self._board_width = self._scene_rect(D.MAX_PLAYERS).width()
        self.setSceneRect(self._scene_rect(D.MAX_PLAYERS))

    # -- geometry ------------------------------------------------------------------------------
    @staticmethod
    def _east_x(n: int) -> float:
        return GX + D.city_cols(n) * S

    def _panel_x(self, n: int) -> float:
        return self._east_x(n) + EW + PANEL_GAP

    def _scene_rect(self, n: int) -> QRectF:
        return QRectF(0, 0, self._panel_x(n) + PANEL_W + 8, SOUTH_Y + WALL_H + LEGEND_H)

    @staticmethod
    def square_rect(col: int, row_index: int) -> QRectF:
        return QRectF(GX + col * S, GY + row_index * S, S, S)

    def _wall_rect(self, side: str, pos: int, n: int) -> QRectF:
        if side == "east":
            return QRectF(self._east_x(n), GY + D.ROW_INDEX[pos] * S, EW, S)
        y = NORTH_Y if side == "north" else SOUTH_Y
        if pos == D.city_cols(n):  # the corner above/below the east strip
            return QRectF(self._east_x(n), y, EW, WALL_H)
        return QRectF(GX + pos * S, y, S, WALL_H)

    # -- players -------------------------------------------------------------------------------
    def colour(self, seat: int) -> QColor:
        if 0 <= seat < len(self.seat_colours):
            return QColor(self.seat_colours[seat])
        return PALETTE[seat % len(PALETTE)].qcolor

    def marker(self, seat: int) -> str:
        if 0 <= seat < len(self.seat_markers):
            return self.seat_markers[seat]
        return PALETTE[seat % len(PALETTE)].marker

    def name(self, seat: int) -> str:
        if 0 <= seat < len(self.seats):
            return self.seats[seat].name
        return QCoreApplication.translate("ElasundBoard", "Player {number}").format(number=seat + 1)

    # -- actions -> places ---------------------------------------------------------------------
    def target_of(self, action: Action) -> Hashable | None:
        kind, args = action.kind, action.args
        if kind in ("build_at", "place_hut", "permit_at", "bonus_move_to", "bonus_place_at"):
            return ("square", D.sq(int(args[0]), int(args[1])))
        if kind in ("bonus_move", "bonus_upgrade"):
            square = self._permit_square.get((action.player, int(args[0])))
            return ("square", square) if square is not None else None
        if kind == "wall":
            return ("wall", str(args[0]), int(args[1]))
        if kind == "move_ship":
            return ("row", int(args[0]))
        if kind == "church_keep":
            return ("church_tile", int(args[0]))
        return None

    # A square clicked in these steps means "put the pending thing here".
    _SQUARE_STEPS: ClassVar[dict[str, str]] = {
        "build_site": "build_at",
        "huts": "place_hut",
        "permit_square": "permit_at",
        "bonus_move": "bonus_move_to",
        "bonus_place": "bonus_place_at",
    }

    def candidate_actions_at(
        self, target: Hashable, view: Mapping[str, Any], player: int
    ) -> list[Action]:
        """What a click on a place that is not highlighted means in this step.

        A square: the pending building, hut or permit goes there (its
        north-west square for a building); in the bonus step, an own permit
        is moved (or else upgraded).  A wall space in the construction step:
        build the next wall tile there.  A church tile: in the construction
        step, build a church tile; when two were drawn, keep this one.  A
        sea row while the ship's row is chosen: send the ship there.  Other
        steps ask for a button first (which building, which permit): nothing
        is proposed there.
        """
        if not isinstance(target, tuple) or not target:
            return []
        phase = str(view.get("phase"))
        what = target[0]
        if what == "square":
            square = int(target[1])
            where = (D.col_of(square), D.row_of(square))
            kind = self._SQUARE_STEPS.get(phase)
            if kind is not None:
                return [Action(player, kind, where)]
            if phase == "bonus":
                return [
                    Action(player, bonus, (int(p["value"]),))
                    for p in view.get("permits", [])
                    if int(p["owner"]) == player and (int(p["col"]), int(p["row"])) == where
                    for bonus in ("bonus_move", "bonus_upgrade")
                ]
            return []
        if what == "wall" and phase == "build":
            return [Action(player, "wall", (str(target[1]), int(target[2])))]
        if what == "church_tile":
            if phase == "build":
                return [Action(player, "church")]
            if phase == "church_keep":
                return [Action(player, "church_keep", (int(target[1]),))]
        if what == "row" and phase == "ship":
            return [Action(player, "move_ship", (int(target[1]),))]
        return []

    def retranslate_probe(self) -> str:
        """The header line as shown now (tests check that it follows the language)."""
        item = getattr(self, "header_item", None)
        return item.text() if item is not None else ""

    def retranslate(self) -> None:
        if self._last is None:
            return
        legal, interactive = list(self._legal), self.interactive
        self.clear()  # every text is drawn again in the new language
        self.draw_state(*self._last)
        self.set_legal(legal, interactive)

    # -- rendering -----------------------------------------------------------------------------
    def draw_state(self, state: Any, view: dict[str, Any], viewer: int | None) -> None:
        self._last = (state, view, viewer)
        self._view = view
        n = int(view["num_players"])
        # The city, sea and panels are drawn once a game (and language); then
        # only the pieces an action changed are drawn again (ui/board_pieces.py).
        # The dictionaries of items below are filled as the pieces are built.
        self.begin_frame(n)
        self.preview_items = []
        self._permit_square = {
            (int(p["owner"]), int(p["value"])): D.sq(int(p["col"]), int(p["row"]))
            for p in view["permits"]
        }
        # The scene's rect is set once, at the end of the frame, and only when it
        # changed: every new rect made the view repaint the whole board (and its
        # scroll bars) at every move.
        rect = self._scene_rect(n)
        self._board_width = rect.width()  # the header wraps at it
        pirates = self._pirates(view)
        header = (
            view.get("ship_row"),
            pirates,
            view.get("gold_supply"),
            view.get("deck_count"),
            view.get("church_stack_count"),
            self._step_hint(view),
            view.get("to_move"),
            view.get("phase"),
        )
        self.piece("header", header, lambda: self._draw_header(view))
        if self._header_grow:  # the header's lines need more room: the board grows upwards
            rect = rect.adjusted(0, -self._header_grow, 0, 0)
        self.piece("sea", None, self._draw_sea)
        ship = (view.get("ship_row"), pirates)
        self.piece("ship", ship, lambda: self._draw_ship_row(view), moves=True)
        self.piece("squares", None, lambda: self._draw_squares(view))
        # The squares stay; only their tooltips follow what stands on them,
        # written again only for a square whose contents changed (all ninety
        # tooltips translated at every move were a large part of a frame).
        occupied = self._contents_keys(view)
        church_sq = self._church_area_squares(view)
        trade = D.trade_squares(n)
        names = tuple(self.name(q) for q in range(n))
        for s, item in self.square_items.items():
            points = trade.get(s, 0)
            inputs = (points, occupied.get(s), church_sq.get(s), names)
            seen = self._square_tips.get(s)
            if seen is not None and seen[0] is item and seen[1] == inputs:
                continue
            col, row = s % D.GRID_COLS, D.ROWS[s // D.GRID_COLS]
            content = self._content_text(occupied.get(s))
            tip = self._square_tip(col, row, points, s, content, church_sq.get(s))
            if item.toolTip() != tip:
                item.setToolTip(tip)
            self._square_tips[s] = (item, inputs)
        self._draw_walls(view)
        self._draw_church(view)
        self._draw_buildings(view)
        self._draw_permits(view)
        box = (
            tuple((int(t["piece"]), int(t["owner"])) for t in view["church"]),
            tuple(self._pending(view).get("pieces", []))
            if view.get("phase") == "church_keep"
            else (),
            view.get("church_stack_count", 0),
        )
        self.piece("church_box", box, lambda: self._draw_church_box(view))
        track = (
            frozen(view.get("track", {})),
            tuple(int(p["trade_points"]) for p in view["players"]),
        )
        self.piece("track", track, lambda: self._draw_track(view))
        self.piece("legend", frozen(view.get("piles", {})), lambda: self._draw_legend(view))
        if self._legend_bottom > rect.bottom():  # keep the top: the header may have grown
            rect = QRectF(rect.left(), rect.top(), rect.width(), self._legend_bottom - rect.top())
        # The last roll is drawn every frame (outside the pieces): where it sits
        # depends on how far the step hint reaches into its corner.
        self.last_roll_items, rect = draw_last_roll(self, self._panel_x(n), PANEL_W, rect)
        if self.sceneRect() != rect:
            self.setSceneRect(rect)
        self.end_frame()
        self.building_items = self._items_of_kind("building", "church_tile")
        self.permit_items = self._items_of_kind("permit")
        ships = self.pieces.items_of("ship")
        self.ship_item = next((i for i in ships if isinstance(i, QGraphicsPathItem)), None)

    def _items_of_kind(self, *kinds: str) -> list[QGraphicsItem]:
        return [
            item
            for key in self.pieces.all_keys()
            if isinstance(key, tuple) and key[0] in kinds
            for item in self.pieces.items_of(key)
        ]

    # header: ship, supply and what the current step asks
    def _draw_header(self, view: dict[str, Any]) -> None:
        ship = view.get("ship_row")
        if ship is None:
            text = QCoreApplication.translate(
                "ElasundBoard", "The ship waits beside the board (first roll)."
            )
        elif self._pirates(view):
            text = QCoreApplication.translate("ElasundBoard", "Pirates in row {row}!").format(
                row=ship
            )
        else:
            text = QCoreApplication.translate(
                "ElasundBoard", "Ship in row {row}: buildings in this row pay income."
            ).format(row=ship)
        head = text_item(text, 15, INK, bold=True)
        self.header_item = head
        supply = text_item(
            QCoreApplication.translate(
                "ElasundBoard", "Supply: {gold_amount} · {deck_amount} · {church_amount}"
            ).format(
                gold_amount=counted("gold", view.get("gold_supply", 0)),
                deck_amount=counted("influence_cards", view.get("deck_count", 0)),
                church_amount=counted("church_tiles", view.get("church_stack_count", 0)),
            ),
            12,
            "#4a3d30",
        )
        step = self._step_hint(view)
        actor = view.get("to_move")
        if step and actor is not None and view.get("phase") != "huts":  # that hint names him
            step = QCoreApplication.translate("ElasundBoard", "{player}: {step}").format(
                player=self.name(int(actor)), step=step
            )
        hint = text_item("", 14, "#8a0f5c", bold=True) if step else None
        self._lay_out_header(head, supply, hint, step)
        for item in (head, supply):
            self.set_rules_section(item, "turn_overview")

    def _lay_out_header(
        self,
        head: QGraphicsSimpleTextItem,
        supply: QGraphicsSimpleTextItem,
        hint: QGraphicsSimpleTextItem | None,
        step: str,
    ) -> None:
        """Headline, supply line and step hint across the top, never past the right edge.

        The hint wraps at the board's width; the supply line goes beside the
        headline when there is room, else below it.  When the lines need more
        than the header strip, the header grows upwards (the scene gets taller,
        the city does not move).
        """
        width = self._board_width - 12
        shrink_to_fit(head, width)
        shrink_to_fit(supply, width)
        y = 4.0
        head.setPos(6, y)
        beside_x = max(GX + 4 * S, head.boundingRect().width() + 30)
        if beside_x + supply.boundingRect().width() <= width:
            supply.setPos(beside_x, y + 2)
            y += head.boundingRect().height()
        else:
            y += head.boundingRect().height()
            supply.setPos(6, y)
            y += supply.boundingRect().height()
        items: list[QGraphicsSimpleTextItem] = [head, supply]
        if hint is not None:
            hint.setText(wrap_text(step, hint.font(), width))
            shrink_to_fit(hint, width)  # only a single word wider than the board
            hint.setPos(6, y)
            y += hint.boundingRect().height()
            items.append(hint)
        grow = max(0.0, y - HEADER_H)  # the column numbers start at HEADER_H
        for item in items:
            self.addItem(item)
            item.moveBy(0, -grow)
        self._header_grow = grow  # draw_state grows the scene (also when the header is kept)

    @staticmethod
    def _pending(view: dict[str, Any]) -> dict[str, Any]:
        pending = view.get("pending")
        return pending if isinstance(pending, dict) else {}

    def _pirates(self, view: dict[str, Any]) -> bool:
        phase = view.get("phase")
        if phase in ("discard", "pirate_take"):
            return True
        return phase == "ship" and bool(self._pending(view).get("pirate"))

    def _step_hint(self, view: dict[str, Any]) -> str:
        phase = view.get("phase")
        pending = self._pending(view)
        if phase == "ship":
            return QCoreApplication.translate(
                "ElasundBoard", "Choose the ship's row in the sea (left)."
            )
        if phase == "build_site" and "building" in pending:
            kind = str(pending["building"])
            bt = D.BUILDINGS[kind]
            return QCoreApplication.translate(
                "ElasundBoard",
                "Click the north-west (top-left) square of the new {building} ({w}×{h}).",
            ).format(building=term(kind), w=bt.w, h=bt.h)
        if phase == "huts" and view.get("huts_queue"):
            owner, kind = view["huts_queue"][0]
            return QCoreApplication.translate(
                "ElasundBoard", "{player} re-places the {building}: click its (top) square."
            ).format(player=self.name(int(owner)), building=term(kind))
        if phase == "permit_square" and "value" in pending:
            return QCoreApplication.translate(
                "ElasundBoard", "Click a square for permit {value}."
            ).format(value=pending["value"])
        if phase == "bonus_move" and "value" in pending:
            return QCoreApplication.translate(
                "ElasundBoard", "Click the new square of permit {value}."
            ).format(value=pending["value"])
        if phase == "bonus_place" and "value" in pending:
            return QCoreApplication.translate(
                "ElasundBoard", "Click any free square for permit {value}."
            ).format(value=pending["value"])
        if phase == "church_keep":
            return QCoreApplication.translate(
                "ElasundBoard",
                "Keep one of the two church tiles: click it in the church box (right).",
            )
        if phase == "build":
            return QCoreApplication.translate(
                "ElasundBoard",
                "Construction {done} of 2: choose a building, a wall tile or a church tile, or end the construction phase.",  # noqa: E501
            ).format(done=int(view.get("constructions", 0)) + 1)
        if phase == "discard":
            actor = view.get("to_move")
            owed = view.get("pirate_owed", [])
            if actor is not None and int(actor) < len(owed):
                return counted("pirates_owed", int(owed[int(actor)]))
        if phase == "pirate_take" and "takes" in pending:
            return counted("tower_takes", int(pending["takes"]))
        if phase in ("build_pay", "permit_pay", "bonus_pay"):
            return QCoreApplication.translate(
                "ElasundBoard", "Choose the colour of the influence cards you pay with."
            )
        if phase == "permit":
            return QCoreApplication.translate(
                "ElasundBoard",
                "Place a permit (pay its value in gold) or take 2 gold.",
            )
        if phase == "bonus":
            return QCoreApplication.translate(
                "ElasundBoard",
                "Bonus: one optional action paid with influence cards, or end your turn.",
            )
        return ""

    # sea and ship
    def _draw_sea(self) -> None:
        sea_rect = QRectF(0, NORTH_Y, SEA_W, SOUTH_Y + WALL_H - NORTH_Y)
        sea = QGraphicsRectItem(sea_rect)
        gradient = QLinearGradient(0, NORTH_Y, SEA_W, SOUTH_Y)
        gradient.setColorAt(0, QColor(board_colour("elasund.sea_top")))
        gradient.setColorAt(1, QColor(board_colour("elasund.sea_bottom")))
        sea.setBrush(QBrush(gradient))
        sea.setPen(QPen(Qt.PenStyle.NoPen))
        sea.setToolTip(
            QCoreApplication.translate(
                "ElasundBoard",
                "The sea. The ship moves to the row of the dice roll; on a 7 pirates come.",
            )
        )
        self.addItem(sea)
        self.set_rules_section(sea, "production_pirates")
        # Two column headers: dice numbers (x 0..44) and ship spaces (x 44..SEA_W).
        for text, left, right in (
            (QCoreApplication.translate("ElasundBoard", "row"), 0.0, 44.0),
            (QCoreApplication.translate("ElasundBoard", "ship"), 44.0, SEA_W),
        ):
            caption = text_item(text, 11, "#ffffff", sea, bold=True)
            shrink_to_fit(caption, right - left - 2 * CELL_CLEARANCE)
            centre_text(caption, QPointF((left + right) / 2, NORTH_Y + 11))
            set_text_frame(caption, QRectF(left, NORTH_Y, right - left, GY - NORTH_Y))
        for ri, row in enumerate(D.ROWS):
            y = GY + ri * S
            label = text_item(str(row), 24, "#ffffff", sea, bold=True)
            centre_text(label, QPointF(22, y + S / 2 - 6))
            # pips and headers reach 4.5:1 on the lightest sea (issue 25: 3.1-4.4:1)
            pips = text_item("•" * D.DICE_WEIGHTS[row], 11, SEA_PIPS, sea)
            fit_text(pips, 40)
            centre_text(pips, QPointF(22, y + S / 2 + 15))
            spot = QGraphicsEllipseItem(QRectF(44, y + 8, SEA_W - 50, S - 16))
            spot.setBrush(QBrush(QColor(255, 255, 255, 40)))
            spot.setPen(pen("#cfe6ff", 1.5, Qt.PenStyle.DashLine))
            spot.setZValue(1)
            spot.setToolTip(
                QCoreApplication.translate(
                    "ElasundBoard",
                    "Ship space of row {row} (a roll of {row}: {ways} of 36 throws).",
                ).format(row=row, ways=D.DICE_WEIGHTS[row])
            )
            self.addItem(spot)
            self.register_target(("row", row), spot, rules_section="production_pirates")
            self.row_items[row] = spot

    def _draw_ship_row(self, view: dict[str, Any]) -> None:
        """The ship in its row, and a faint band marking that row across the city."""
        ship_row = view.get("ship_row")
        pirates = self._pirates(view)
        self.ship_item = None
        for ri, row in enumerate(D.ROWS):
            y = GY + ri * S
            if ship_row == row:
                self._draw_ship(QPointF(44 + (SEA_W - 50) / 2, y + S / 2), pirates, row)
                band = QGraphicsRectItem(
                    QRectF(GX, y, D.city_cols(int(view["num_players"])) * S, S)
                )
                tint = QColor("#000000" if pirates else "#2f7fc1")
                tint.setAlpha(70 if pirates else 60)
                band.setBrush(QBrush(tint))
                band.setPen(pen("#000000" if pirates else "#1f4e79", 3))
                band.setZValue(Z_CHURCH_AREA - 1)  # under tiles and permits: they stay readable
                passive(band)
                self.addItem(band)

    def _draw_ship(self, centre: QPointF, pirates: bool, row: int) -> None:
        hull = QGraphicsPathItem(ship_path(40, 40))
        hull.setBrush(QBrush(QColor("#1b1b1b") if pirates else QColor("#8d5a2b")))
        hull.setPen(pen("#2b1a0b", 1.2))
        sail = QGraphicsPathItem(sail_path(40, 40), hull)
        sail.setBrush(QBrush(QColor("#111111") if pirates else QColor("#fffdf5")))
        sail.setPen(pen("#2b1a0b", 1.0))
        passive(sail)
        if pirates:
            skull = text_item("☠", 14, "#ffffff", sail, bold=True)
            centre_text(skull, QPointF(10, -4))
        hull.setPos(centre)
        hull.setZValue(Z_SHIP)
        hull.setToolTip(
            QCoreApplication.translate(
                "ElasundBoard",
                "Pirate ship in row {row}: every cube in this row costs its owner a card.",
            ).format(row=row)
            if pirates
            else QCoreApplication.translate(
                "ElasundBoard",
                "Trade ship in row {row}: every building in this row pays its owner one card.",
            ).format(row=row)
        )
        passive(hull)
        self.set_rules_section(hull, "production_pirates")
        self.addItem(hull)
        self.ship_item = hull

    # the city squares
    def _draw_squares(self, view: dict[str, Any]) -> None:
        n = int(view["num_players"])
        cols = D.city_cols(n)
        trade = D.trade_squares(n)
        for c in range(cols):
            label = text_item(str(c + 1), 12, "#5c4d3c", bold=True)
            centre_text(label, QPointF(GX + c * S + S / 2, HEADER_H + LABEL_H / 2))
            self.addItem(label)
        col_caption = text_item(
            QCoreApplication.translate("ElasundBoard", "column →"), 11, "#5c4d3c"
        )
        col_caption.setPos(GX - col_caption.boundingRect().width() - 6, HEADER_H + 2)
        self.addItem(col_caption)
        occupied = self._contents(view)
        church_sq = self._church_area_squares(view)
        for ri, row in enumerate(D.ROWS):
            for c in range(cols):
                s = D.sq(c, row)
                rect = self.square_rect(c, ri)
                item = _SquareItem(rect, s)
                points = trade.get(s, 0)
                if s == D.CHURCH_SITE:
                    brush = QColor("#7a5c3e")
                elif points == 2:
                    brush = TRADE2
                elif c == 0:
                    brush = HARBOUR
                else:
                    sand = "elasund.sand" if (c + ri) % 2 == 0 else "elasund.sand_dark"
                    brush = QColor(board_colour(sand))
                item.setBrush(QBrush(brush))
                item.setPen(pen("#a8956b", 1.0))
                item.setZValue(Z_SQUARE)
                self.addItem(item)
                if points:
                    for k in range(points):
                        mill = windmill_item(20, item)
                        mill.setPos(rect.left() + 12 + k * 22, rect.bottom() - 22)
                if s == D.CHURCH_SITE:
                    # The caption goes below the cross, on centred lines ("luogo
                    # della chiesa", "templom alapgödre" are wider than a square);
                    # a caption of several lines gets a smaller cross and more room.
                    caption = QCoreApplication.translate("ElasundBoard", "church site")
                    probe = text_item(caption, 10, "#f1e2c6", bold=True)
                    room = S - 2 * CELL_CLEARANCE  # the square's highlight runs along its edges
                    # (a long compound breaks where its translation allows: soft hyphens)
                    caption = wrap_text(caption, probe.font(), room)
                    probe.setText(caption)
                    lines = caption.count("\n") + 1
                    cross_size, cross_y = (26, 22) if lines == 1 else (18, 14)
                    cross = QGraphicsPathItem(cross_path(cross_size), item)
                    cross.setBrush(QBrush(QColor("#f1e2c6")))
                    cross.setPen(QPen(Qt.PenStyle.NoPen))
                    cross.setPos(rect.center().x(), rect.top() + cross_y)
                    passive(cross)
                    top = rect.top() + cross_y + cross_size / 2 + 1
                    shrink_to_fit(probe, room, rect.bottom() - 3 - top)
                    centre = QPointF(rect.center().x(), (top + rect.bottom() - 3) / 2)
                    for line in centred_lines(caption, probe.font(), probe.brush(), centre, item):
                        set_text_frame(line, rect)
                section = (
                    "church"
                    if s == D.CHURCH_SITE
                    else ("trade_points" if points else "building_permits")
                )
                item.setToolTip(
                    self._square_tip(c, row, points, s, occupied.get(s), church_sq.get(s))
                )
                self.register_target(("square", s), item, rules_section=section)
                self.square_items[s] = item
        # outside the city (fewer players): shaded strip east of the east wall
        east = self._east_x(n) + EW
        width = GX + D.GRID_COLS * S - east
        if width > 0:
            outside = QGraphicsRectItem(QRectF(east, GY, min(width, 18), GRID_H))
            outside.setBrush(QBrush(QColor("#c9bfa9"), Qt.BrushStyle.BDiagPattern))
            outside.setPen(QPen(Qt.PenStyle.NoPen))
            passive(outside)
            self.addItem(outside)

    def _square_tip(
        self, col: int, row: int, points: int, s: int, content: str | None, church_piece: int | None
    ) -> str:
        lines = [
            QCoreApplication.translate("ElasundBoard", "Row {row}, column {col}").format(
                row=row, col=col + 1
            )
        ]
        if col == 0:
            lines.append(QCoreApplication.translate("ElasundBoard", "Harbour square."))
        if points:
            lines.append(
                counted("trade_square", points)
            )
        if s == D.CHURCH_SITE:
            lines.append(
                QCoreApplication.translate(
                    "ElasundBoard",
                    "Church site: no building and no permit may go here; the first church tile does.",  # noqa: E501
                )
            )
        if church_piece is not None:
            lines.append(
                QCoreApplication.translate(
                    "ElasundBoard", "Church area: church tile {piece} belongs here."
                ).format(piece=church_piece + 1)
            )
        lines.append(content or QCoreApplication.translate("ElasundBoard", "Free square."))
        return "\n".join(lines)

    def _contents(self, view: dict[str, Any]) -> dict[int, str]:
        """square -> what is on it, for the square tooltips."""
        return {s: self._content_words(key) for s, key in self._contents_keys(view).items()}

    @staticmethod
    def _contents_keys(view: dict[str, Any]) -> dict[int, tuple[str, int, int]]:
        """square -> what is on it, untranslated: ("building", kind index,
        owner), ("permit", value, owner) or ("church", tile, -1)."""
        out: dict[int, tuple[str, int, int]] = {}
        for b in view["buildings"]:
            bt = D.BUILDINGS[b["kind"]]
            top = D.sq(int(b["col"]), int(b["row"]))
            for dx, dy in bt.offsets:
                out[top + dy * D.GRID_COLS + dx] = ("building:" + b["kind"], 0, int(b["owner"]))
        for p in view["permits"]:
            out[D.sq(int(p["col"]), int(p["row"]))] = ("permit", int(p["value"]), int(p["owner"]))
        for t in view["church"]:
            out[D.sq(int(t["col"]), int(t["row"]))] = ("church", int(t["piece"]), -1)
        return out

    def _content_text(self, key: tuple[str, int, int] | None) -> str | None:
        """What `_contents_keys` says is on a square, in words (None: nothing)."""
        return None if key is None else self._content_words(key)

    def _content_words(self, key: tuple[str, int, int]) -> str:
        what, number, owner = key
        if what == "permit":
            return QCoreApplication.translate("ElasundBoard", "Permit {value} of {player}.").format(
                value=number, player=self.name(owner)
            )
        if what == "church":
            return QCoreApplication.translate("ElasundBoard", "Church tile {piece}.").format(
                piece=number + 1
            )
        return QCoreApplication.translate("ElasundBoard", "{building} of {player}.").format(
            building=term(what.removeprefix("building:")), player=self.name(owner)
        )

    @staticmethod
    def _church_area_squares(view: dict[str, Any]) -> dict[int, int]:
        area = view.get("church_area")
        if not area:
            return {}
        origin = (int(area["col"]), D.ROW_INDEX[int(area["row"])])
        return {D.church_square(origin, piece): piece for piece in range(D.CHURCH_TILES)}

    # walls and gates
    def _draw_walls(self, view: dict[str, Any]) -> None:
        self.piece("wall_frame", None, lambda: self._draw_wall_frame(view))
        n = int(view["num_players"])
        for wall in view["walls"]:
            key = ("wall", str(wall["side"]), int(wall["position"]))
            built = wall.get("owner") is not None
            self.piece(key, frozen(wall), partial(self._draw_wall, wall, n), appears=built)

    def _draw_wall_frame(self, view: dict[str, Any]) -> None:
        n = int(view["num_players"])
        cols = D.city_cols(n)
        # the strips' background (stone foundation)
        for y in (NORTH_Y, SOUTH_Y):
            strip = QGraphicsRectItem(QRectF(GX + 2 * S, y, (cols - 2) * S + EW, WALL_H))
            strip.setBrush(QBrush(QColor("#a59c8e")))
            strip.setPen(QPen(Qt.PenStyle.NoPen))
            passive(strip)
            self.addItem(strip)
        east = QGraphicsRectItem(QRectF(self._east_x(n), GY, EW, GRID_H))
        east.setBrush(QBrush(QColor("#a59c8e")))
        east.setPen(QPen(Qt.PenStyle.NoPen))
        passive(east)
        self.addItem(east)
        for gate, covers in D.gate_squares(n).items():
            path = QPainterPath()
            for what, pos in covers:
                if what == "square":
                    rect = QRectF(self._east_x(n), GY + (pos // D.GRID_COLS) * S, EW, S)
                else:
                    rect = self._wall_rect(what, pos, n)
                path.addRect(rect.adjusted(1, 1, -1, -1))
            item = QGraphicsPathItem(path.simplified())
            item.setBrush(QBrush(STONE_DARK))
            item.setPen(pen("#3b342c", 2))
            item.setToolTip(
                QCoreApplication.translate(
                    "ElasundBoard", "The north city gate: walls grow from here."
                )
                if gate == "north"
                else QCoreApplication.translate(
                    "ElasundBoard", "The south city gate: walls grow from here."
                )
            )
            self.addItem(item)
            self.set_rules_section(item, "walls")
            corner = self._wall_rect(gate, cols, n)
            label = text_item(
                QCoreApplication.translate("ElasundBoard", "gate"), 12, "#ffffff", item, bold=True
            )
            fit_text(label, EW - 4)
            centre_text(label, corner.center())

    def _draw_wall(self, wall: dict[str, Any], n: int) -> None:
        side, pos = str(wall["side"]), int(wall["position"])
        rect = self._wall_rect(side, pos, n).adjusted(2, 2, -2, -2)
        tile = QGraphicsRectItem(rect)
        tile.setZValue(Z_TILE)
        self.addItem(tile)
        owner = wall.get("owner")
        side_word = term(side)
        where = (
            QCoreApplication.translate("ElasundBoard", "row {row}").format(row=pos)
            if side == "east"
            else QCoreApplication.translate("ElasundBoard", "column {col}").format(col=pos + 1)
        )
        if owner is None:
            tile.setBrush(QBrush(STONE))
            tile.setPen(pen("#7d7467", 1.2, Qt.PenStyle.DashLine))
            cost = int(wall["cost"])
            coin = coin_item(16, tile)
            coin.setPos(rect.center().x() - 9, rect.center().y())
            label = text_item(str(cost), 15, "#3b342c", tile, bold=True)
            centre_text(label, QPointF(rect.center().x() + 9, rect.center().y()))
            tile.setToolTip(
                counted("wall_space", cost).format(side=side_word, where=where)
            )
        else:
            seat = int(owner)
            colour = self.colour(seat)
            tile.setBrush(QBrush(colour))
            tile.setPen(pen(INK, 1.6))
            number = text_item(str(wall["number"]), 16, text_colour_on(colour), tile, bold=True)
            mark = marker_item(
                11, text_colour_on(colour), self.marker(seat), tile, outline="#777777"
            )
            if wall.get("tower"):
                tower = QGraphicsPathItem(tower_path(22), tile)
                tower.setBrush(QBrush(QColor("#e0dbd2")))
                tower.setPen(pen(INK, 1.2))
                passive(tower)
                if side == "east":
                    tower.setPos(rect.center().x(), rect.top() + 16)
                    cube = cube_item(12, colour, self.marker(seat), tile)
                    cube.setPos(rect.center().x(), rect.top() + 20)
                    centre_text(number, QPointF(rect.center().x(), rect.bottom() - 12))
                    mark.setPos(rect.left() + 8, rect.bottom() - 8)
                else:
                    tower.setPos(rect.left() + 14, rect.center().y())
                    cube = cube_item(12, colour, self.marker(seat), tile)
                    cube.setPos(rect.left() + 14, rect.center().y() + 4)
                    centre_text(number, QPointF(rect.right() - 14, rect.center().y()))
                    mark.setPos(rect.right() - 6, rect.top() + 7)
                tip = QCoreApplication.translate(
                    "ElasundBoard",
                    "Wall tile {number} of {player} ({side} wall, {where}): a tower with a cube (1 VP).",  # noqa: E501
                )
            else:
                centre_text(number, rect.center())
                mark.setPos(rect.left() + 8, rect.top() + 8)
                tip = QCoreApplication.translate(
                    "ElasundBoard", "Wall tile {number} of {player} ({side} wall, {where})."
                )
            extra = (
                "\n"
                + QCoreApplication.translate(
                    "ElasundBoard",
                    "East wall towers are in row {row}: pirates there take a card.",
                ).format(row=pos)
                if side == "east" and wall.get("tower")
                else ""
            )
            tile.setToolTip(
                tip.format(
                    number=wall["number"], player=self.name(seat), side=side_word, where=where
                )
                + extra
            )
        self.register_target(("wall", side, pos), tile, rules_section="walls")
        self.wall_items[(side, pos)] = tile

    # church area and tiles on the board
    def _draw_church(self, view: dict[str, Any]) -> None:
        area = self._church_area_squares(view)
        placed = tuple(sorted(int(t["piece"]) for t in view["church"]))
        self.piece("church_area", (frozen(area), placed), lambda: self._draw_church_area(view))
        for t in view["church"]:
            key = ("church_tile", int(t["piece"]))
            self.piece(key, frozen(t), partial(self._draw_church_tile, t))

    def _draw_church_area(self, view: dict[str, Any]) -> None:
        area = self._church_area_squares(view)
        if area:
            placed = {int(t["piece"]) for t in view["church"]}
            left = min(s % D.GRID_COLS for s in area)
            top = min(s // D.GRID_COLS for s in area)
            outline = QGraphicsRectItem(
                QRectF(GX + left * S, GY + top * S, 3 * S, 3 * S).adjusted(2, 2, -2, -2)
            )
            outline.setBrush(Qt.BrushStyle.NoBrush)
            outline.setPen(pen("#5b3f8c", 4, Qt.PenStyle.DashLine))
            outline.setZValue(Z_CHURCH_AREA)
            outline.setToolTip(
                QCoreApplication.translate(
                    "ElasundBoard",
                    "The church: 9 tiles of 7 gold, each worth 1 VP; never built over.",
                )
            )
            passive(outline)
            self.addItem(outline)
            for s, piece in area.items():
                if piece in placed:
                    continue
                ghost = text_item(
                    QCoreApplication.translate("ElasundBoard", "church {piece}").format(
                        piece=piece + 1
                    ),
                    10,
                    "#5b3f8c",
                )
                ghost.setPos(GX + (s % D.GRID_COLS) * S + 3, GY + (s // D.GRID_COLS) * S + 2)
                ghost.setZValue(Z_CHURCH_AREA)
                self.addItem(ghost)

    def _draw_church_tile(self, t: dict[str, Any]) -> None:
        c, ri = int(t["col"]), D.ROW_INDEX[int(t["row"])]
        rect = self.square_rect(c, ri).adjusted(3, 3, -3, -3)
        tile = QGraphicsRectItem(rect)
        tile.setBrush(QBrush(CHURCH_STONE))
        tile.setPen(pen("#4a4038", 2))
        tile.setZValue(Z_TILE)
        passive(tile)
        self.addItem(tile)
        cross = QGraphicsPathItem(cross_path(24), tile)
        cross.setBrush(QBrush(QColor("#6b5b4b")))
        cross.setPen(QPen(Qt.PenStyle.NoPen))
        cross.setPos(rect.left() + 16, rect.top() + 18)
        passive(cross)
        flag = flag_item(16, tile)
        flag.setPos(rect.right() - 16, rect.top() + 12)
        owner = int(t["owner"])
        if owner >= 0:
            cube = cube_item(13, self.colour(owner), self.marker(owner), tile)
            cube.setPos(rect.right() - 14, rect.top() + 20)
        label = text_item(
            QCoreApplication.translate("ElasundBoard", "church {piece}").format(
                piece=int(t["piece"]) + 1
            ),
            10,
            INK,
            tile,
        )
        fit_text(label, rect.width() - 2 * CELL_CLEARANCE)
        centre_text(label, QPointF(rect.center().x(), rect.bottom() - 9))
        tile.setToolTip(
            QCoreApplication.translate(
                "ElasundBoard",
                "Church tile {piece}, built by {player}: 1 VP, can never be built over.",
            ).format(piece=int(t["piece"]) + 1, player=self.name(owner) if owner >= 0 else "–")
        )
        self.set_rules_section(tile, "church")

    # buildings and start huts
    def _draw_buildings(self, view: dict[str, Any]) -> None:
        n = int(view["num_players"])
        for b in view["buildings"]:
            key = ("building", str(b["kind"]), int(b["col"]), int(b["row"]))
            self.piece(key, frozen(b), partial(self._draw_building, b, n))

    def _draw_building(self, b: dict[str, Any], n: int) -> None:
        trade = D.trade_squares(n)
        kind = str(b["kind"])
        bt = D.BUILDINGS[kind]
        seat = int(b["owner"])
        colour = self.colour(seat)
        c, ri = int(b["col"]), D.ROW_INDEX[int(b["row"])]
        rect = QRectF(GX + c * S, GY + ri * S, bt.w * S, bt.h * S).adjusted(4, 4, -4, -4)
        top = D.sq(c, int(b["row"]))
        squares = [top + dy * D.GRID_COLS + dx for dx, dy in bt.offsets]
        points = sum(trade.get(s, 0) for s in squares)
        if bt.start:
            item: QGraphicsItem = QGraphicsPathItem(hut_path(rect))
            assert isinstance(item, QGraphicsPathItem)
            item.setBrush(QBrush(colour))
            item.setPen(pen(INK, 2.2))
            text_col = text_colour_on(colour)
            name = QCoreApplication.translate("ElasundBoard", "hut")
        elif bt.neutral:
            item = QGraphicsRectItem(rect)
            assert isinstance(item, QGraphicsRectItem)
            item.setBrush(QBrush(NEUTRAL_FILL))
            item.setPen(pen(colour, 4))
            text_col = INK
            name = term(kind)
            band = QGraphicsRectItem(QRectF(rect.left(), rect.top(), rect.width(), 6), item)
            band.setBrush(QBrush(colour))
            band.setPen(QPen(Qt.PenStyle.NoPen))
            passive(band)
        else:
            item = QGraphicsRectItem(rect)
            assert isinstance(item, QGraphicsRectItem)
            item.setBrush(QBrush(colour))
            item.setPen(pen(INK, 2.2))
            text_col = text_colour_on(colour)
            name = term(kind)
        item.setZValue(Z_TILE)
        passive(item)
        self.addItem(item)
        # a start hut's name is its child; another building's lies above the rings
        label = text_item(name, 12, text_col, item if bt.start else None, bold=True)
        if bt.income == "gold":
            icon: QGraphicsItem | None = coin_item(16, item)
        elif bt.income == "influence":
            icon = card_item(17, item)
        else:
            icon = None
        mark = marker_item(
            13, colour if bt.neutral else text_col, self.marker(seat), item, outline="#333333"
        )
        if bt.start:
            fit_text(label, rect.width() - 2 * CELL_CLEARANCE)
            roof = min(rect.height() * 0.32, rect.width() * 0.45)
            centre_text(label, QPointF(rect.center().x(), rect.top() + roof + 9))
            mark.setPos(rect.left() + 10, rect.bottom() - 10)
            if icon is not None:
                icon.setPos(rect.right() - 12, rect.bottom() - 12)
        else:
            # The name is drawn above the highlight rings: a ring runs along
            # every square's edge, also where two squares of the building meet,
            # and covered the name there (issue 25: Italian "bottega" on a
            # workshop's middle line under the ring of the square above).  It
            # keeps CELL_CLEARANCE from the building's sides.
            self._lift_above_highlights(label, rect)
            left = rect.left() + (28 if bt.vp_flags and bt.w == 1 else 0)
            label_x = (left + rect.right()) / 2
            if bt.vp_flags and bt.h == 1:
                left = rect.left() + 26
                label_x = (left + rect.right()) / 2
            # beside a flag the flag keeps it off the left edge
            clear = CELL_CLEARANCE if left > rect.left() else 2 * CELL_CLEARANCE
            fit_name(label, rect.right() - left - clear)
            label_y = rect.center().y() - (0 if bt.h == 1 else 4)
            if bt.h >= 3:
                label_y = rect.bottom() - S / 2
            centre_text(label, QPointF(label_x, label_y))
            size = text_item(f"{bt.w}×{bt.h}", 10, text_col, item)
            size.setPos(rect.right() - size.boundingRect().width() - 3, rect.bottom() - 15)
            mark.setPos(rect.left() + 10, rect.bottom() - 10)
            if icon is not None:
                icon.setPos(rect.right() - 12, rect.top() + 14)
        cubes = int(b.get("cubes", 0))
        for k, (fx, fy) in enumerate(bt.vp_flags):
            fxp = GX + (c + fx) * S + 4
            fyp = GY + (ri + fy) * S + 4
            flag = flag_item(18, item)
            flag.setPos(fxp + 12, fyp + 14)
            if k < cubes:
                cube = cube_item(13, colour, self.marker(seat), item)
                cube.setPos(fxp + 12, fyp + 24)
        item.setToolTip(self._building_tip(kind, seat, cubes, points))
        self.set_rules_section(
            item, "compensation_demolition" if bt.start else "building_permits"
        )

    def _lift_above_highlights(self, label: QGraphicsSimpleTextItem, rect: QRectF) -> None:
        """Put the building's name `label` (an item of its own: a child would stay
        under the rings with its building) on the board above the highlight
        rings; its frame for the text checks is the building's rectangle."""
        self.addItem(label)  # owned by the building's piece, removed with it
        label.setZValue(LABEL_Z)
        set_text_frame(label, rect)

    def _building_tip(self, kind: str, seat: int, cubes: int, points: int) -> str:
        bt = D.BUILDINGS[kind]
        lines = [
            QCoreApplication.translate("ElasundBoard", "{building} ({w}×{h}, size {size})").format(
                building=term(kind), w=bt.w, h=bt.h, size=bt.size
            )
        ]
        if bt.neutral:
            lines.append(
                QCoreApplication.translate(
                    "ElasundBoard", "Built by {player}, who gets its income and owns its cubes."
                ).format(player=self.name(seat))
            )
        else:
            lines.append(
                QCoreApplication.translate("ElasundBoard", "Owner: {player}").format(
                    player=self.name(seat)
                )
            )
        if bt.income == "gold":
            lines.append(
                QCoreApplication.translate(
                    "ElasundBoard", "Income: 1 gold when the ship stops in one of its rows."
                )
            )
        elif bt.income == "influence":
            lines.append(
                QCoreApplication.translate(
                    "ElasundBoard",
                    "Income: 1 influence card when the ship stops in one of its rows.",
                )
            )
        else:
            lines.append(QCoreApplication.translate("ElasundBoard", "No income."))
        if bt.vp_flags:
            lines.append(
                QCoreApplication.translate(
                    "ElasundBoard", "Victory points: {flags_amount}, {cubes_amount}."
                ).format(
                    flags_amount=counted("flags", len(bt.vp_flags)),
                    cubes_amount=counted("cubes_on_flags", cubes),
                )
            )
        if bt.start:
            lines.append(
                QCoreApplication.translate(
                    "ElasundBoard",
                    "Workers' hut: never bought; when built over, its owner re-places it for free.",
                )
            )
        else:
            lines.append(
                counted("costs", bt.cost)
                + " "
                + counted("needs_permits", bt.permits)
            )
        if points:
            lines.append(
                counted("covers_trade", points)
            )
        return "\n".join(lines)

    # permits
    def _draw_permits(self, view: dict[str, Any]) -> None:
        for p in view["permits"]:
            key = ("permit", int(p["owner"]), int(p["value"]))
            self.piece(key, frozen(p), partial(self._draw_permit, p), moves=True)

    def _draw_permit(self, p: dict[str, Any]) -> None:
        seat, value = int(p["owner"]), int(p["value"])
        c, ri = int(p["col"]), D.ROW_INDEX[int(p["row"])]
        centre = self.square_rect(c, ri).center()
        colour = self.colour(seat)
        r = 20.0
        token = QGraphicsEllipseItem(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r))
        token.setBrush(QBrush(colour))
        token.setPen(pen(INK, 2.5))
        token.setZValue(Z_PERMIT)
        passive(token)
        self.addItem(token)
        ring = QGraphicsEllipseItem(
            QRectF(centre.x() - r + 4, centre.y() - r + 4, 2 * r - 8, 2 * r - 8), token
        )
        ring.setBrush(Qt.BrushStyle.NoBrush)
        ring.setPen(pen(text_colour_on(colour), 1.2))
        passive(ring)
        number = text_item(str(value), 20, text_colour_on(colour), token, bold=True)
        centre_text(number, QPointF(centre.x(), centre.y()))
        mark = marker_item(12, colour, self.marker(seat), token, outline="#ffffff")
        mark.setPos(centre.x() + r - 3, centre.y() - r + 3)
        token.setToolTip(
            QCoreApplication.translate(
                "ElasundBoard",
                "Building permit {value} of {player} (row {row}, column {col}).\nTo build, your permits on the building's squares must be worth more than anyone else's;\nyou pay the other owners their permit values.",  # noqa: E501
            ).format(value=value, player=self.name(seat), row=p["row"], col=c + 1)
        )
        self.set_rules_section(token, "permits_bonus")

    # right panel: the church box
    def _draw_church_box(self, view: dict[str, Any]) -> None:
        n = int(view["num_players"])
        x0 = self._panel_x(n)
        y0 = NORTH_Y
        box = QGraphicsRectItem(QRectF(x0, y0, PANEL_W, 3 * CHURCH_CELL + 40))
        box.setBrush(QBrush(QColor("#efe6d2")))
        box.setPen(pen("#8b7b63", 1.2))
        box.setToolTip(
            QCoreApplication.translate(
                "ElasundBoard", "The church picture: where each church tile goes in the 3×3 church."
            )
        )
        self.addItem(box)
        self.set_rules_section(box, "church")
        title = text_item(
            QCoreApplication.translate("ElasundBoard", "Church"), 14, INK, box, bold=True
        )
        title.setPos(x0 + 8, y0 + 4)
        help_item = _HelpItem(QPointF(x0 + PANEL_W - 16, y0 + 14), "church")
        help_item.setToolTip(QCoreApplication.translate("ElasundBoard", "Rules of the church"))
        self.addItem(help_item)
        self.set_rules_section(help_item, "church")
        self.help_items["church"] = help_item
        placed = {int(t["piece"]): int(t["owner"]) for t in view["church"]}
        drawn = (
            [int(x) for x in self._pending(view).get("pieces", [])]
            if view.get("phase") == "church_keep"
            else []
        )
        for piece in range(D.CHURCH_TILES):
            dx, dy = D.CHURCH_OFFSETS[piece]
            rect = QRectF(
                x0 + 8 + dx * CHURCH_CELL, y0 + 28 + dy * CHURCH_CELL, CHURCH_CELL, CHURCH_CELL
            )
            cell = QGraphicsRectItem(rect.adjusted(1, 1, -1, -1))
            cell.setZValue(Z_TILE)
            if piece in placed:
                cell.setBrush(QBrush(CHURCH_STONE))
                cell.setPen(pen("#4a4038", 1.5))
                owner = placed[piece]
                if owner >= 0:
                    cube = cube_item(11, self.colour(owner), self.marker(owner), cell)
                    cube.setPos(rect.right() - 9, rect.top() + 9)
            else:
                cell.setBrush(QBrush(QColor("#fbf6ea")))
                cell.setPen(pen("#8b7b63", 1.0, Qt.PenStyle.DashLine))
            number = text_item(str(piece + 1), 13, INK, cell, bold=piece in drawn)
            centre_text(number, rect.center())
            origin = D.church_area_origin(piece)
            cols = f"{origin[0] + 1}–{origin[0] + 3}"
            rows = ", ".join(str(D.ROWS[origin[1] + k]) for k in range(3))
            if piece in drawn:
                cell.setBrush(QBrush(QColor("#fff0a8")))
                cell.setToolTip(
                    QCoreApplication.translate(
                        "ElasundBoard",
                        "You drew church tile {piece}. Keep it: it goes on the church site and the church will cover columns {cols}, rows {rows}.",  # noqa: E501
                    ).format(piece=piece + 1, cols=cols, rows=rows)
                )
            else:
                cell.setToolTip(
                    QCoreApplication.translate("ElasundBoard", "Church tile {piece}").format(
                        piece=piece + 1
                    )
                )
            self.addItem(cell)
            self.register_target(("church_tile", piece), cell, rules_section="church")
            self.church_cells[piece] = cell
        info = text_item(
            counted("church_left", view.get("church_stack_count", 0)),
            12,
            INK,
            box,
        )
        info.setPos(x0 + 8 + 3 * CHURCH_CELL + 12, y0 + 32)
        fit_text(info, PANEL_W - 3 * CHURCH_CELL - 30)

    # right panel: the trade track
    def _draw_track(self, view: dict[str, Any]) -> None:
        n = int(view["num_players"])
        x0 = self._panel_x(n)
        y_title = NORTH_Y + 3 * CHURCH_CELL + 50
        title = text_item(
            QCoreApplication.translate("ElasundBoard", "Trade points"), 14, INK, bold=True
        )
        title.setPos(x0 + 4, y_title)
        self.addItem(title)
        self.set_rules_section(title, "trade_points")
        help_item = _HelpItem(QPointF(x0 + PANEL_W - 16, y_title + 10), "trade_points")
        help_item.setToolTip(
            QCoreApplication.translate("ElasundBoard", "Rules of the trade points")
        )
        self.addItem(help_item)
        self.set_rules_section(help_item, "trade_points")
        self.help_items["trade_points"] = help_item
        top = y_title + 26
        flags = dict(zip(D.TRADE_TRACK_SPACES, D.TRADE_TRACK_FLAGS, strict=True))
        track = {int(k): [int(s) for s in v] for k, v in view.get("track", {}).items()}
        positions: dict[int, list[int]] = {}
        for player in view["players"]:
            shown = min(int(player["trade_points"]), D.TRADE_TRACK_MAX_SHOWN)
            positions.setdefault(shown, []).append(int(player["seat"]))
        for space in range(D.TRADE_TRACK_MAX_SHOWN + 1):
            y = top + (D.TRADE_TRACK_MAX_SHOWN - space) * TRACK_H
            rect = QRectF(x0, y, PANEL_W, TRACK_H - 2)
            cell = QGraphicsRectItem(rect)
            vp = space in flags
            cell.setBrush(QBrush(QColor("#f6e3a6") if vp else QColor("#efe6d2")))
            cell.setPen(pen("#8b7b63", 1.0))
            self.addItem(cell)
            self.set_rules_section(cell, "trade_points")
            number = text_item(str(space), 16, INK, cell, bold=True)
            centre_text(number, QPointF(x0 + 16, rect.center().y()))
            tips = [
                QCoreApplication.translate("ElasundBoard", "Trade track space {space}.").format(
                    space=space
                )
            ]
            if vp:
                holders = track.get(space, [])
                for k in range(flags[space]):
                    fx = x0 + 44 + k * 22
                    flag = flag_item(18, cell)
                    flag.setPos(fx, rect.center().y() - 2)
                    if k < len(holders):
                        cube = cube_item(12, self.colour(holders[k]), self.marker(holders[k]), cell)
                        cube.setPos(fx, rect.center().y() + 8)
                tips.append(
                    counted("flag_space", int(flags[space])).format(space=space)
                )
                if holders:
                    tips.append(
                        QCoreApplication.translate("ElasundBoard", "Cubes: {names}").format(
                            names=", ".join(self.name(h) for h in holders)
                        )
                    )
            here = positions.get(space, [])
            for k, seat in enumerate(here):
                disc = marker_item(20, self.colour(seat), self.marker(seat), cell)
                disc.setPos(x0 + PANEL_W - 16 - k * 22, rect.center().y())
            if here:
                tips.append(
                    QCoreApplication.translate("ElasundBoard", "Markers: {names}").format(
                        names=", ".join(
                            QCoreApplication.translate("ElasundBoard", "{name} ({points})").format(
                                name=self.name(s), points=view["players"][s]["trade_points"]
                            )
                            for s in here
                        )
                    )
                )
            cell.setToolTip("\n".join(tips))

    # legend
    def _draw_legend(self, view: dict[str, Any]) -> None:
        y = SOUTH_Y + WALL_H + 12
        rect = QRectF(0, 0, self._board_width, 0)  # the board's width (draw_state sets the rect)
        entries: list[tuple[str, QGraphicsItem]] = []

        def holder() -> QGraphicsRectItem:
            h = QGraphicsRectItem(QRectF(-1, -1, 2, 2))
            h.setPen(QPen(Qt.PenStyle.NoPen))
            return h

        h = holder()
        windmill_item(16, h)
        entries.append((QCoreApplication.translate("ElasundBoard", "trade square"), h))
        h = holder()
        coin_item(16, h)
        entries.append((QCoreApplication.translate("ElasundBoard", "gold income"), h))
        h = holder()
        card_item(17, h)
        entries.append((QCoreApplication.translate("ElasundBoard", "influence income"), h))
        h = holder()
        flag_item(18, h)
        entries.append((QCoreApplication.translate("ElasundBoard", "VP flag"), h))
        h = holder()
        cube_item(12, self.colour(0), self.marker(0), h)
        entries.append((QCoreApplication.translate("ElasundBoard", "cube = 1 victory point"), h))
        h = holder()
        token = QGraphicsEllipseItem(QRectF(-9, -9, 18, 18), h)
        token.setBrush(QBrush(self.colour(0)))
        token.setPen(pen(INK, 1.5))
        label = text_item("2", 11, text_colour_on(self.colour(0)), token, bold=True)
        centre_text(label, QPointF(0, 0))
        entries.append((QCoreApplication.translate("ElasundBoard", "building permit (value)"), h))
        h = holder()
        hut = QGraphicsPathItem(hut_path(QRectF(-9, -9, 18, 18)), h)
        hut.setBrush(QBrush(self.colour(0)))
        hut.setPen(pen(INK, 1.2))
        entries.append((QCoreApplication.translate("ElasundBoard", "workers' hut"), h))
        h = holder()
        neutral = QGraphicsRectItem(QRectF(-10, -8, 20, 16), h)
        neutral.setBrush(QBrush(NEUTRAL_FILL))
        neutral.setPen(pen(self.colour(0), 3))
        entries.append(
            (QCoreApplication.translate("ElasundBoard", "neutral building (builder's colour)"), h)
        )
        h = holder()
        halo = QGraphicsRectItem(QRectF(-10, -8, 20, 16), h)
        fill = QColor(HIGHLIGHT_COLOUR)
        fill.setAlpha(50)
        halo.setBrush(QBrush(fill))
        halo.setPen(QPen(HIGHLIGHT_DARK, 4))
        # The board's highlight: a light line on a dark one.
        inner = QGraphicsRectItem(QRectF(-10, -8, 20, 16), h)
        inner.setPen(QPen(HIGHLIGHT_LIGHT, 1.5))
        inner.setBrush(QBrush(Qt.BrushStyle.NoBrush))
        entries.append((QCoreApplication.translate("ElasundBoard", "you may click here"), h))
        x = 8.0
        for text, icon in entries:
            label_item = text_item(text, 12, INK)
            width = 24 + label_item.boundingRect().width() + 18
            if x + width > rect.width() - 4:
                x = 8.0
                y += 24
            icon.setPos(x + 10, y + 9)
            passive(icon)
            self.addItem(icon)
            label_item.setPos(x + 24, y)
            self.addItem(label_item)
            self.set_rules_section(label_item, "components")
            x += width
        piles = view.get("piles", {})
        pile_text = QCoreApplication.translate(
            "ElasundBoard", "Neutral buildings left: {list}"
        ).format(list=", ".join(f"{term(k)} {piles.get(k, 0)}" for k in D.NEUTRAL_KINDS))
        piles_item = text_item(pile_text, 12, "#4a3d30")
        fit_text(piles_item, rect.width() - 16)
        piles_item.setPos(8, y + 26)
        self.addItem(piles_item)
        self._legend_bottom = y + 50  # draw_state makes the scene reach it

    # -- hover preview of a build site ---------------------------------------------------------
    def preview(self, square: int) -> None:
        self.clear_preview()
        if not self.interactive or not self._view:
            return
        kinds = {"build_at", "place_hut"}
        if not any(
            a.kind in kinds and self.target_of(a) == ("square", square) for a in self._legal
        ):
            return
        view = self._view
        if view.get("phase") == "build_site" and "building" in self._pending(view):
            kind = str(self._pending(view)["building"])
        elif view.get("phase") == "huts" and view.get("huts_queue"):
            kind = str(view["huts_queue"][0][1])
        else:
            return
        bt = D.BUILDINGS[kind]
        c, ri = square % D.GRID_COLS, square // D.GRID_COLS
        rect = QRectF(GX + c * S, GY + ri * S, bt.w * S, bt.h * S).adjusted(3, 3, -3, -3)
        ghost = QGraphicsRectItem(rect)
        seat = int(view.get("to_move") or 0)
        fill = QColor(self.colour(seat))
        fill.setAlpha(110)
        ghost.setBrush(QBrush(fill))
        ghost.setPen(pen(INK, 2.5, Qt.PenStyle.DashLine))
        ghost.setZValue(HIGHLIGHT_Z + 1)
        passive(ghost)
        label = text_item(term(kind), 12, INK, ghost, bold=True)
        fit_text(label, rect.width() - 4)
        centre_text(label, rect.center())
        self.addItem(ghost)
        self.preview_items.append(ghost)

    def clear_preview(self) -> None:
        for item in self.preview_items:
            if item.scene() is self:
                self.removeItem(item)
        self.preview_items = []



def make_board(parent: Any = None) -> ElasundBoard:
    return ElasundBoard(parent)


def make_hand_widget(parent: QWidget | None = None) -> ElasundHand:
    return ElasundHand(parent)
