"""The Carrara board: the marble wheel, the display, the cities, objects, and each player's board.

Everything is drawn from the engine's view; what can be clicked comes only
from the legal actions (see ui.board_base).  Targets:

* ``("segment", k)`` the wheel segment at position k, ``("take", colour)`` a
  block on the chosen segment;
* ``("tile", name)`` a building on display, ``("city", name)`` a city column
  on the mover's own board, ``("pay", colour)`` a block behind the mover's
  screen;
* ``("score_city", name)`` a city of the main board, ``("score_type", name)``
  a type space of the mover's own board, ``("object", name)`` an object for sale.

Buying marble, stopping, announcing the end and ending the turn are buttons.
When the wheel turns, the disc and its segments turn one position on under
the fixed ring of prices (board_wheel.py): in a short animation when
animations are on, at once at the "Instant" speed.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping
from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsSimpleTextItem,
)

from ...engine.rules import Action
from ...i18n.noop import Plural
from ...ui.board_base import (
    CELL_CLEARANCE,
    HIGHLIGHT_Z,
    TARGET_KEY,
    BoardScene,
    HighlightStyle,
    shrink_to_fit,
)
from ...ui.board_pieces import frozen
from ...ui.palette import marker_path
from . import data as D  # noqa: N812
from .board_draw import (
    MARBLE_FILL,
    block,
    box,
    building_tile,
    centred,
    coin,
    fit_width,
    font,
    label,
    no_pen,
    object_symbol,
    term,
)
from .board_wheel import BLOCK, WHEEL_C, WHEEL_R, WheelDrawing
from .rules import city_yield, segment_cost, type_yield

__all__ = ["WHEEL_C", "WHEEL_R", "CarraraBoard", "make_board"]

PRICE_W, PRICE_H = 102.0, 57.0  # a price box of the ring
PRICE_R_TOP, PRICE_R_SIDE = 182.0, 210.0  # distance of the boxes from the disc centre
TILE_W, TILE_H = 104.0, 70.0
DISPLAY_X, DISPLAY_Y = 470.0, 30.0
SIDE_X = 820.0  # objects, objectives and score track
CITY_Y = 455.0
CITY_W, CITY_H = 214.0, 92.0
PANEL_Y = 565.0
# Packed so that four boards and the wheel fit a 1280×720 screen at the
# view's readable scale (tests/ui/test_laptop_screens.py).
PANEL_W, PANEL_H = 645.0, 246.0
TYPE_Y, TYPE_H = 178.0, 60.0  # the type spaces, below the city columns
TILES_H = 106.0  # a city column's room for its building tiles
SCREEN_H = PANEL_H - 34.0  # the screen beside the columns
COLUMN_W = 70.0
ROW_H = 19.0
# marked as a numerus message here; translated with the real count when drawn
NEEDS_TEXT = Plural.translate("CarraraBoard", "needs %n buildings", None, 0)

# Scene units between a player board's texts and its cells' edges, where the
# highlight's frame (drawn just outside: highlight_style) and the hint's band
# (hint_outline) run: at the smallest zoom a frame's pixels reach this far in.
TEXT_MARGIN = CELL_CLEARANCE + 0.5  # from the box, whose frame's pen lies half outside
FRAME_OUTSET = 2.5  # the highlight's frame this far outside a cell
# targets whose texts run along their edges: framed from outside, thinner
_FRAMED = ("score_type", "city", "tile", "score_city")

_WRITTEN = "_carrara_target_index"  # see CarraraBoard._own_target

_TARGET_KINDS = {
    "choose_segment": "segment",
    "take_block": "take",
    "build": "tile",
    "build_in": "city",
    "pay": "pay",
    "score_city": "score_city",
    "score_type": "score_type",
    "buy_object": "object",
}


# the target kinds that are places of the mover's own board (CarraraBoard.touched_by)
_OWN_BOARD_KINDS = frozenset(("city", "pay", "score_type"))


# (phase, target kind) -> the action a click there means (see candidate_actions_at)
_MEANING: dict[tuple[str, str], str] = {
    ("action", "segment"): "choose_segment",
    ("action", "tile"): "build",
    ("action", "city"): "build_in",
    ("action", "score_city"): "score_city",
    ("action", "score_type"): "score_type",
    ("action", "object"): "buy_object",
    ("segment", "segment"): "choose_segment",
    ("take", "segment"): "choose_segment",
    ("take", "take"): "take_block",
    ("city", "city"): "build_in",
    ("pay", "pay"): "pay",
    # one action a turn: a click meaning another action while one is under way
    **{
        (step, kind): meaning
        for step in ("segment", "take", "city", "pay")
        for kind, meaning in (
            ("tile", "build"),
            ("score_city", "score_city"),
            ("score_type", "score_type"),
            ("object", "buy_object"),
        )
    },
    # own blocks behind the screen: paying for a building
    **{(step, "pay"): "pay" for step in ("action", "segment", "take", "city", "after")},
    ("segment", "city"): "build_in",
    ("take", "city"): "build_in",
    ("city", "segment"): "choose_segment",
    ("pay", "segment"): "choose_segment",
    ("pay", "city"): "build_in",
    ("after", "segment"): "choose_segment",
    ("after", "city"): "build_in",
    ("after", "tile"): "build",
    ("after", "score_city"): "score_city",
    ("after", "score_type"): "score_type",
    ("after", "object"): "buy_object",
}


def ranks(city: int) -> str:
    accepted = D.CITY_ACCEPTS[city]
    return "1" if len(accepted) == 1 else f"1–{len(accepted)}"


def reward_text(kind: str, amount: int, sign: str = "+") -> str:
    """'VP +3' or 'coins ×2': the unit first, so no plural is needed."""
    if kind == D.VP:
        return QCoreApplication.translate("CarraraBoard", "VP {sign}{n}").format(
            sign=sign, n=amount
        )
    return QCoreApplication.translate("CarraraBoard", "coins {sign}{n}").format(sign=sign, n=amount)


def yield_text(vp: int, coins: int) -> str:
    parts = []
    if vp:
        parts.append(reward_text(D.VP, vp))
    if coins:
        parts.append(reward_text(D.COINS, coins))
    return ", ".join(parts) if parts else reward_text(D.VP, 0)


class CarraraBoard(BoardScene):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setBackgroundBrush(QBrush(QColor("#efe6d2")))
        self._last: tuple[Any, dict[str, Any], int | None] | None = None
        self.wheel = WheelDrawing(self)
        # position -> its "whole segment" text, the room for it, the words shown
        self._price_tags: dict[int, tuple[QGraphicsSimpleTextItem, QRectF, str]] = {}
        self.probe_label: Any = None

    # -- targets ------------------------------------------------------------------
    def target_of(self, action: Action) -> Hashable | None:
        kind = _TARGET_KINDS.get(action.kind)
        if kind is None:
            return None
        return (kind, action.args[0])

    def touched_by(self, action: Action) -> Hashable | None:
        # A city column, a block behind the screen and a type space are targets
        # on the board of the player to move only (_draw_panel): another
        # player's building, payment or type scoring did not touch them there.
        target = self.target_of(action)
        mover = self._last[1].get("to_move") if self._last is not None else None
        if _TARGET_KINDS.get(action.kind) in _OWN_BOARD_KINDS and action.player != mover:
            return None
        return target

    def candidate_actions_at(
        self, target: Hashable, view: Mapping[str, Any], player: int
    ) -> list[Action]:
        """What a click on a place that is not highlighted means in this step.

        Choosing the action: a segment means buying there (the wheel must turn
        first), a tile building it, a main-board city or a type space scoring
        it, an own city column building there (a tile comes first), an object
        buying it (after the action).  Buying: another segment, or a block too
        dear.  Building: a city that cannot pay, a block it does not accept.
        While buying or building, a place of another action means that action
        (refused: one action a turn, the action under way is named); the same
        after the action.  Objects before the end of the action: bought after it.
        """
        if not isinstance(target, tuple) or len(target) != 2:
            return []
        kind, arg = target
        phase = view["phase"]
        meaning = _MEANING.get((phase, kind))
        if meaning is None:
            return []
        if kind == "segment" and phase == "take" and arg == view["segment"]:
            return []  # the chosen segment itself: its blocks are the places
        return [Action(player, meaning, (arg,))]

    def retranslate(self) -> None:
        if self._last is not None:
            legal, interactive = list(self._legal), self.interactive
            self.clear()  # every text is drawn again in the new language
            self.draw_state(*self._last)
            self.set_legal(legal, interactive)

    def retranslate_probe(self) -> str:
        return self.probe_label.text() if self.probe_label is not None else ""

    def highlight_style(self, target: Hashable, item: QGraphicsItem) -> HighlightStyle | None:
        """A type space, a city column, a tile or a city: a thinner frame just
        outside it, so that the building-type names and the gain lines along
        its edges stay clear (the usual outline lay on them)."""
        del item
        if isinstance(target, tuple) and target[:1] and target[0] in _FRAMED:
            return (HIGHLIGHT_Z, 4.0, 2.0, FRAME_OUTSET)
        return None

    def hint_outline(self, item: QGraphicsItem) -> QPainterPath | None:
        """The hint's translucent band round a framed place, outside its texts."""
        index = item.data(TARGET_KEY)
        targets = self._targets
        if not isinstance(index, int) or not 0 <= index < len(targets):
            return None
        target = targets[index]
        if not (isinstance(target, tuple) and target[:1] and target[0] in _FRAMED):
            return None
        box = self.pieces.scene_shape(item).boundingRect()
        outer, inner = QPainterPath(), QPainterPath()
        outer.addRect(box.adjusted(-7, -7, 7, 7))
        inner.addRect(box.adjusted(-FRAME_OUTSET, -FRAME_OUTSET, FRAME_OUTSET, FRAME_OUTSET))
        return outer.subtracted(inner)

    def _legal_for(self, kind: str) -> list[Action]:
        return [a for a in self._legal if a.kind == kind]

    def set_legal(self, actions: Any, interactive: bool = True) -> None:
        with self.wheel.at_rest():  # a turning wheel: its segments where they end up
            super().set_legal(actions, interactive)
            if self._last is not None:
                self._draw_hints()

    # -- drawing ------------------------------------------------------------------------
    @property
    def disc(self) -> QGraphicsEllipseItem | None:
        """The wheel's disc (it turns with the wheel)."""
        return self.wheel.disc

    def clear(self) -> None:
        self.wheel.stop()
        super().clear()
        self.wheel.forget()

    def draw_state(self, state: Any, view: dict[str, Any], viewer: int | None) -> None:
        self._last = (state, view, viewer)
        self._hints: list[QGraphicsItem] = []
        n = view["num_players"]
        # Each part is drawn again only when what it shows changed (ui/board_pieces.py).
        self.begin_frame(n)
        rows = (n + 1) // 2
        self.setSceneRect(QRectF(-10, -10, 2 * PANEL_W + 30, PANEL_Y + rows * (PANEL_H + 12) + 10))
        animate = self.pieces.animate and not self.instant_speed
        self.wheel.draw(view, animate)
        for k in range(D.WHEEL_SEGMENTS):
            # the ring of prices is drawn once; only what a segment costs changes
            self.piece(("prices", k), None, partial(self._draw_prices, k))
            self._price_tag(k, view["wheel"][k])
        display = (frozen(view.get("display")), view.get("pile"), frozen(view.get("tile")))
        self.piece("display", display, partial(self._draw_display, view))
        side_keys = ("current", "end_reason", "final", "for_sale", "objective_targets", "players")
        side = (frozen({k: view.get(k) for k in side_keys}), viewer)
        self.piece("side", side, partial(self._draw_side, view, viewer))
        self.piece("cities", frozen(view.get("city_scorer")), partial(self._draw_cities, view))
        for q in range(n):
            x = (q % 2) * (PANEL_W + 12)
            y = PANEL_Y + (q // 2) * (PANEL_H + 12)
            self._draw_panel(view, q, x, y)
        self.end_frame()

    def _draw_prices(self, k: int) -> None:
        """The price box of position k: its Roman number, the price of each colour
        and, below, what all the blocks lying there would cost, all inside the box."""
        a = -math.pi / 2 + k * 2 * math.pi / D.WHEEL_SEGMENTS
        # boxes beside the disc lie further out, so that their inner corner stays
        # clear of the disc (and of the blocks on its rim)
        r = PRICE_R_TOP if k in (0, 3) else PRICE_R_SIDE
        cx, cy = WHEEL_C.x() + r * math.cos(a), WHEEL_C.y() + r * math.sin(a)
        w, h = PRICE_W, PRICE_H
        left, top = cx - w / 2, cy - h / 2
        frame = box(left, top, w, h, "#fff8e6")
        frame.setZValue(0.5)  # over the disc's rim, also when the wheel is drawn again later
        frame.setToolTip(
            QCoreApplication.translate(
                "CarraraBoard", "Prices at position {position} (0: free)"
            ).format(position=D.POSITION_NAMES[k])
        )
        self.addItem(frame)
        self.set_rules_section(frame, "wheel")
        grid = 44.0  # the two rows of prices
        numeral = label(D.POSITION_NAMES[k], frame, 0, 0, 10, bold=True)
        rect = numeral.boundingRect()
        numeral.setPos(left + 11 - rect.width() / 2, top + (grid - rect.height()) / 2)
        rule = box(left + 22, top + 3, 0.8, grid - 6, "#5a4a32", frame)
        rule.setPen(no_pen())
        for c in range(D.NUM_COLOURS):
            x = left + 26 + (c % 3) * 25
            y = top + 3 + (c // 3) * 21
            block(c, x, y, 12, frame)
            coin(D.PRICES[k][c], x + 19.5, y + 6, 13, frame)  # the price next to its block
        # what all its blocks cost: kept, its words set when they change (_price_tag)
        tag = label("", frame, 0, 0, 8)
        tag.setVisible(False)
        self._price_tags[k] = (tag, QRectF(left, top + grid, w, h - grid), "")

    def _price_tag(self, k: int, blocks: Any) -> None:
        """Position k's "whole segment: N" for the blocks lying there now."""
        tag, room, shown = self._price_tags[k]
        text = ""
        if sum(blocks):
            text = QCoreApplication.translate("CarraraBoard", "whole segment: {coins}").format(
                coins=segment_cost(blocks, k)
            )
        if text == shown:
            return
        self._price_tags[k] = (tag, room, text)
        tag.setVisible(bool(text))
        tag.setFont(font(8))
        tag.setText(text)
        if not text:  # as a box drawn anew holds it
            tag.setPos(0, 0)
            return
        shrink_to_fit(tag, room.width() - 2 * CELL_CLEARANCE, room.height() - 1)
        rect = tag.boundingRect()
        tag.setPos(
            room.center().x() - rect.width() / 2, room.center().y() - rect.height() / 2 - 1
        )

    # the display
    def _draw_display(self, view: dict[str, Any]) -> None:
        title = label(
            QCoreApplication.translate("CarraraBoard", "Buildings on display"),
            None,
            DISPLAY_X,
            DISPLAY_Y - 24,
            10,
            bold=True,
        )
        self.addItem(title)
        self.probe_label = title
        chosen = int(view["tile"])
        for slot, tile in enumerate(view["display"]):
            x = DISPLAY_X + (slot % 3) * (TILE_W + 8)
            y = DISPLAY_Y + (slot // 3) * (TILE_H + 8)
            if tile < 0:
                empty = box(x, y, TILE_W, TILE_H, "#e4dccb")
                empty.setPen(QPen(QColor("#b0a48d"), 1))
                self.addItem(empty)
                continue
            item = building_tile(tile, x, y, TILE_W, TILE_H)
            if tile == chosen:
                item.setPen(QPen(QColor("#111111"), 3.5))
            self.addItem(item)
            self.register_target(("tile", D.tile_name(tile)), item, rules_section="building")
        pile = label(
            QCoreApplication.translate("CarraraBoard", "Pile: {count}").format(count=view["pile"]),
            None,
            DISPLAY_X,
            DISPLAY_Y + 3 * (TILE_H + 8),
            9,
            bold=True,
        )
        self.addItem(pile)

    # objects for sale, objectives, score track
    def _draw_side(self, view: dict[str, Any], viewer: int | None) -> None:
        x, y = SIDE_X, 6.0
        self.addItem(
            label(
                QCoreApplication.translate("CarraraBoard", "Objects for sale (10 coins)"),
                None,
                x,
                y,
                10,
                bold=True,
            )
        )
        for o in range(6):
            ox = x + o * 68
            frame = box(ox, y + 22, 62, 58, "#fdf3dc" if view["for_sale"][o] else "#e4dccb")
            self.addItem(frame)
            self.set_rules_section(frame, "objects")
            if view["for_sale"][o]:
                object_symbol(o, ox + 31, y + 44, 24, frame)
                self.register_target(("object", D.OBJECTS[o]), frame, rules_section="objects")
            name = centred(term(D.OBJECTS[o]), frame, ox + 31, y + 62, 8.5)
            fit_width(name, 62 - 2 * CELL_CLEARANCE)
            name.setPos(ox + 31 - name.boundingRect().width() * name.scale() / 2, name.y())
        supply = "  ".join(f"{term(D.OBJECTS[o])} {view['supply'][o]}" for o in range(6))
        item = label(
            QCoreApplication.translate("CarraraBoard", "Supply: {objects}").format(objects=supply),
            None,
            x,
            y + 84,
            8,
        )
        fit_width(item, 6 * 68)
        self.addItem(item)
        # the objective board
        targets = view["objective_targets"]
        oy = y + 110
        frame = box(x, oy, 6 * 68 - 6, 104, "#f7efe0")
        self.addItem(frame)
        self.set_rules_section(frame, "end")
        label(
            QCoreApplication.translate("CarraraBoard", "Objectives (to announce the end, +5 VP)"),
            frame,
            x + 6,
            oy + 4,
            9,
            bold=True,
        )
        me = view["players"][viewer] if viewer is not None else {}
        mine = me.get("objectives")
        if mine is not None:  # the viewer's progress towards each target
            lines = (
                QCoreApplication.translate("CarraraBoard", "Scorings: {have} of {n}").format(
                    have=me["markers_used"], n=targets["scorings"]
                ),
                QCoreApplication.translate("CarraraBoard", "Objects: {have} of {n}").format(
                    have=sum(me["objects"]), n=targets["objects"]
                ),
                QCoreApplication.translate("CarraraBoard", "Building value: {have} of {n}").format(
                    have=me["building_value"], n=targets["building_value"]
                ),
            )
        else:
            lines = (
                QCoreApplication.translate("CarraraBoard", "Scorings: {n}").format(
                    n=targets["scorings"]
                ),
                QCoreApplication.translate("CarraraBoard", "Objects: {n}").format(
                    n=targets["objects"]
                ),
                QCoreApplication.translate("CarraraBoard", "Building value: {n}").format(
                    n=targets["building_value"]
                ),
            )
        for i, line in enumerate(lines):
            mark = ""
            if mine is not None:
                mark = "✔ " if mine[i] else "✘ "
            label(mark + line, frame, x + 12, oy + 26 + i * 19, 9)
        if view["end_reason"]:
            end = QCoreApplication.translate(
                "CarraraBoard", "The end is triggered: the round is finished."
            )
            fit_width(label(end, frame, x + 180, oy + 26, 9, bold=True), 220)
        # the score track
        ty = oy + 114
        self.addItem(
            label(
                QCoreApplication.translate("CarraraBoard", "Score track"),
                None,
                x,
                ty,
                10,
                bold=True,
            )
        )
        order = sorted(range(view["num_players"]), key=lambda q: -int(view["players"][q]["vp"]))
        for row, q in enumerate(order):
            yy = ty + 24 + row * 22
            self._marker_item(q, x + 8, yy + 8, 14)
            text = f"{self._seat_name(q)}: {view['players'][q]['vp']}"
            if view["final"]:
                text += "  " + QCoreApplication.translate(
                    "CarraraBoard", "(final {points})"
                ).format(points=view["final"][q])
            self.addItem(label(text, None, x + 22, yy, 9, bold=q == view["current"]))
            bar = box(
                x + 210, yy + 3, min(190.0, 2.0 * int(view["players"][q]["vp"])) + 1, 10, "#999999"
            )
            bar.setBrush(QBrush(self._colour(q)))
            self.addItem(bar)

    # the cities of the main board
    def _draw_cities(self, view: dict[str, Any]) -> None:
        for city in range(6):
            x = city * (CITY_W + 4)
            frame = box(x, CITY_Y, CITY_W, CITY_H, "#f4ecd9")
            stripe = box(x, CITY_Y, 10, CITY_H, MARBLE_FILL[D.CITY_COLOUR[city]], frame)
            stripe.setPen(no_pen())
            self.addItem(frame)
            self.register_target(("score_city", D.CITIES[city]), frame, rules_section="score_city")
            label(term(D.CITIES[city]), frame, x + 16, CITY_Y + 4, 11, bold=True)
            kind = D.CITY_REWARD[city]
            reward = reward_text(kind, D.CITY_MULTIPLIER[city], "×")
            info = label(reward, frame, x + 16, CITY_Y + 26, 8.5, bold=True)
            fit_width(info, 70)
            # the marble the city accepts, as blocks (rank numbers on them)
            for i, colour in enumerate(D.CITY_ACCEPTS[city]):
                block(colour, x + 88 + i * 19, CITY_Y + 26, 16, frame)
            tip = QCoreApplication.translate(
                "CarraraBoard",
                "{city}: build here with the marble shown. Scoring it gives the sum of your building values here × {times} ({unit}); only one player may score it.",  # noqa: E501 (lupdate needs one literal)
            )
            if kind == D.VP:
                unit = QCoreApplication.translate("CarraraBoard", "VP")
            else:
                unit = QCoreApplication.translate("CarraraBoard", "coins")
            frame.setToolTip(
                tip.format(city=term(D.CITIES[city]), times=D.CITY_MULTIPLIER[city], unit=unit)
            )
            count = D.CITY_NEEDS[city]
            needs = QCoreApplication.translate("CarraraBoard", NEEDS_TEXT, None, count)
            need = label(
                needs,
                frame,
                x + 16,
                CITY_Y + 44,
                9.5,
            )
            fit_width(need, CITY_W - 20)
            scorer = view["city_scorer"][city]
            if scorer >= 0:
                self._marker_item(scorer, x + CITY_W - 20, CITY_Y + 16, 18, frame)
                done = label(
                    QCoreApplication.translate("CarraraBoard", "scored by {player}").format(
                        player=self._seat_name(scorer)
                    ),
                    frame,
                    x + 16,
                    CITY_Y + 64,
                    9.5,
                    bold=True,
                )
                fit_width(done, CITY_W - 20)

    # a player's own board
    def _draw_panel(self, view: dict[str, Any], q: int, x: float, y: float) -> None:
        """The board of seat `q` in pieces: its frame and title, the six city
        columns, the six type spaces and the screen, each drawn again only when
        what it shows changed (the step under way shows only on the mover's)."""
        info = view["players"][q]
        own = view["to_move"] == q
        head = (info["vp"], info["building_value"], own)
        self.piece(("panel", q), head, partial(self._draw_panel_frame, q, x, y, info, own))
        # Only the mover's columns and spaces are targets: registered here, on
        # the kept items too, so that a change of mover rebuilds none of them.
        for city in range(6):
            tiles = info["board"][city]
            pay = own and view["phase"] == "pay" and view["city"] == city
            draw = partial(self._draw_column, x, y, city, tiles, pay)
            self.piece(("column", q, city), (frozen(tiles), pay), draw)
            column = self.pieces.items_of(("column", q, city))[0]
            self._own_target(own, ("city", D.CITIES[city]), column, "building")
        for t in range(6):
            scored = bool(info["type_scored"][t])
            self.piece(("type", q, t), scored, partial(self._draw_type, q, x, y, t, scored))
            cell = self.pieces.items_of(("type", q, t))[0]
            self._own_target(own, ("score_type", D.TYPES[t]), cell, "score_type")
        step = (view["phase"], frozen(view.get("paid")), view.get("tile")) if own else None
        screen = (frozen(info), own, step)
        at = (x + 6 * COLUMN_W + 12, y + 26)
        self.piece(("screen", q), screen, partial(self._draw_screen, view, q, *at))

    def _own_target(self, own: bool, target: Hashable, item: QGraphicsItem, section: str) -> None:
        """Register `target` on the mover's `item`; another seat's item is none.
        The item's data is written only when it changes (writing it on all 48
        columns and spaces was a large part of a frame)."""
        # The index written last is kept on the item's Python wrapper (the scene
        # holds every wrapper while its item lives; a new item has none).
        written = getattr(item, _WRITTEN, -1)
        if own:
            index = self.keep_target(target, item)
            if written != index:
                item.setData(TARGET_KEY, index)
                self.set_rules_section(item, section)
                setattr(item, _WRITTEN, index)
        elif written is not None:
            item.setData(TARGET_KEY, None)  # the mover's a moment ago: no longer a target
            setattr(item, _WRITTEN, None)

    def _draw_panel_frame(
        self, q: int, x: float, y: float, info: dict[str, Any], own: bool
    ) -> None:
        frame = box(x, y, PANEL_W, PANEL_H, "#f9f4e8")
        frame.setZValue(-1)  # under the columns and spaces, whichever is drawn later
        if own:
            frame.setPen(QPen(self._colour(q), 3))
        self.addItem(frame)
        self._marker_item(q, x + 12, y + 12, 14, frame)
        vp = QCoreApplication.translate("CarraraBoard", "VP {n}").format(n=info["vp"])
        value = QCoreApplication.translate("CarraraBoard", "building value {n}").format(
            n=info["building_value"]
        )
        title = f"{self._seat_name(q)} · {vp} · {value}"
        fit_width(label(title, frame, x + 24, y + 3, 10, bold=True), PANEL_W - 250)

    def _draw_column(self, x: float, y: float, city: int, tiles: list[Any], pay: bool) -> None:
        """A city column of a player's board (`pay`: the building goes here)."""
        cx = x + 6 + city * COLUMN_W
        column = box(cx, y + 26, COLUMN_W - 4, TYPE_Y - 32, "#efe6d2")
        column.setPen(QPen(QColor("#a89a80"), 1))
        if pay:
            column.setPen(QPen(QColor("#111111"), 3.5))  # where the building goes
        self.addItem(column)
        stripe = box(cx, y + 26, COLUMN_W - 4, 6, MARBLE_FILL[D.CITY_COLOUR[city]], column)
        stripe.setPen(no_pen())
        name = label(term(D.CITIES[city]), column, cx + TEXT_MARGIN, y + 33, 9, bold=True)
        fit_width(name, COLUMN_W - 4 - 2 * TEXT_MARGIN)
        label(ranks(city), column, cx + TEXT_MARGIN, y + 46, 9)
        step = min(ROW_H, TILES_H / max(1, len(tiles)))
        for i, tile in enumerate(tiles):
            building_tile(
                tile, cx + 2, y + 62 + i * step, COLUMN_W - 8, min(ROW_H - 2, step), column
            )

    def _draw_type(self, q: int, x: float, y: float, t: int, scored: bool) -> None:
        """A type space of seat `q`'s board, with `q`'s marker once scored."""
        tx = x + 6 + t * COLUMN_W
        cell = box(
            tx,
            y + TYPE_Y,
            COLUMN_W - 4,
            TYPE_H,
            "#f3e2c2" if D.TYPE_BACKGROUND[t] == "city" else "#dcebc6",
        )
        self.addItem(cell)
        # the name keeps TEXT_MARGIN from the edges, where highlight and hint frames run
        name = label(term(D.TYPES[t]), cell, tx + TEXT_MARGIN, y + TYPE_Y + 2, 9, bold=True)
        fit_width(name, COLUMN_W - 4 - 2 * TEXT_MARGIN)
        # between the name and (at the bottom) two gain lines
        object_symbol(D.TYPE_OBJECT[t], tx + 14, y + TYPE_Y + 21, 14, cell)
        if scored:
            self._marker_item(q, tx + COLUMN_W - 20, y + TYPE_Y + 23, 14, cell)

    def _draw_screen(self, view: dict[str, Any], q: int, x: float, y: float) -> None:
        info = view["players"][q]
        w, h = PANEL_W - 6 * COLUMN_W - 20, SCREEN_H
        screen = box(x, y, w, h, "#e9dcc0")
        self.addItem(screen)
        self.set_rules_section(screen, "components")
        label(
            QCoreApplication.translate("CarraraBoard", "Behind the screen"),
            screen,
            x + 6,
            y + 4,
            9,
            bold=True,
        )
        if "coins" not in info:
            hidden = label(
                QCoreApplication.translate("CarraraBoard", "hidden from the other players"),
                screen,
                x + 6,
                y + 26,
                9,
            )
            fit_width(hidden, w - 12)
            label(
                QCoreApplication.translate("CarraraBoard", "Scorings: {n} of 6").format(
                    n=info["markers_used"]
                ),
                screen,
                x + 6,
                y + 48,
                9,
            )
            return
        label(
            QCoreApplication.translate("CarraraBoard", "Coins: {n}").format(n=info["coins"]),
            screen,
            x + 6,
            y + 26,
            10,
            bold=True,
        )
        # Two columns of "colour: count" and "object: count": the words make each
        # count plain (and no public text of the board reads the same, so nothing
        # behind a screen can be mistaken for what everybody sees).
        mover = view["to_move"] == q
        column = (w - 12) / 2
        counts: list[QGraphicsSimpleTextItem] = []
        for c in range(D.NUM_COLOURS):
            bx = x + 6 + (c % 2) * column
            by = y + 46 + (c // 2) * 22
            item = block(c, bx, by, 20, screen)
            count = label(
                QCoreApplication.translate("CarraraBoard", "{thing}: {n}").format(
                    thing=term(D.COLOURS[c]), n=info["marble"][c]
                ),
                screen,
                bx + 24,
                by + 2,
                9.5,
                bold=True,
            )
            counts.append(count)
            if mover and info["marble"][c]:
                self.register_target(("pay", D.COLOURS[c]), item, rules_section="building")
        paid = view["paid"]
        if mover and view["phase"] == "pay" and view["tile"] >= 0:
            # how many blocks the building still wants, and those already chosen
            due = D.tile_value(int(view["tile"])) - sum(paid)
            parts = [QCoreApplication.translate("CarraraBoard", "Still to pay: {n}").format(n=due)]
            if sum(paid):
                parts.append(
                    QCoreApplication.translate("CarraraBoard", "set aside: {blocks}").format(
                        blocks=", ".join(
                            f"{paid[c]}×{c + 1}" for c in range(D.NUM_COLOURS) if paid[c]
                        )
                    )
                )
            owed = label("  ·  ".join(parts), screen, x + 6, y + 112, 9, bold=True)
            fit_width(owed, w - 12)
        for o in range(6):
            ox = x + 6 + (o % 2) * column
            oy = y + 128 + (o // 2) * 22
            object_symbol(o, ox + 10, oy + 10, 18, screen)
            count = label(
                QCoreApplication.translate("CarraraBoard", "{thing}: {n}").format(
                    thing=term(D.OBJECTS[o]), n=info["objects"][o]
                ),
                screen,
                ox + 24,
                oy + 2,
                9.5,
                bold=True,
            )
            counts.append(count)
        # each count shrinks only as far as its own words need ("coat of arms")
        for caption in counts:
            fit_width(caption, column - 28)
        label(
            QCoreApplication.translate("CarraraBoard", "Scorings: {n} of 6").format(
                n=info["markers_used"]
            ),
            screen,
            x + 6,
            y + h - 16,
            9,
        )

    # what each highlighted choice would bring
    def _draw_hints(self) -> None:
        for item in getattr(self, "_hints", []):
            if item.scene() is self:
                self.removeItem(item)
        self._hints = []
        if self._last is None or not self.interactive:
            return
        _state, view, _viewer = self._last
        mover = view["to_move"]
        if mover is None:
            return
        board = view["players"][mover]["board"]
        for action in self._legal_for("score_city"):
            city = D.CITY_INDEX[action.args[0]]
            vp, coins = city_yield(board, city)
            self._hint(yield_text(vp, coins), city * (CITY_W + 4) + 16, CITY_Y + 66)
        panel_x = (mover % 2) * (PANEL_W + 12)
        panel_y = PANEL_Y + (mover // 2) * (PANEL_H + 12)
        for action in self._legal_for("score_type"):
            t = D.TYPE_INDEX[action.args[0]]
            vp, coins = type_yield(board, t)
            # one gain a line, clear of the cell's edges (a frame runs there)
            lines = yield_text(vp, coins).split(", ")
            left = panel_x + 6 + t * COLUMN_W + TEXT_MARGIN
            top = panel_y + TYPE_Y + TYPE_H - 2 - TEXT_MARGIN - 13 * len(lines)
            for row, line in enumerate(lines):
                self._hint(line, left, top + 13 * row, COLUMN_W - 4 - 2 * TEXT_MARGIN)
        # what each block that may be taken costs, as a coin just outside it towards
        # the rim (its row neighbours lie beside it, not outwards)
        position = int(view["segment"])
        for action in self._legal_for("take_block"):
            price = D.PRICES[position][D.COLOUR_INDEX[action.args[0]]]
            for item in self.items_for(("take", action.args[0])):
                centre = item.sceneBoundingRect().center()
                dx, dy = centre.x() - WHEEL_C.x(), centre.y() - WHEEL_C.y()
                reach = (BLOCK / 2 + 5) / max(1.0, math.hypot(dx, dy))
                tag = coin(price, centre.x() + dx * reach, centre.y() + dy * reach, 12, None)
                tag.setZValue(1100)
                self.addItem(tag)
                self._hints.append(tag)

    def _hint(self, text: str, x: float, y: float, width: float = CITY_W - 20) -> None:
        item = label(text, None, x, y, 9, bold=True)
        item.setBrush(QBrush(QColor("#8b0057")))
        fit_width(item, width)
        item.setZValue(1100)
        self.addItem(item)
        self._hints.append(item)

    # seats
    def _colour(self, seat: int) -> QColor:
        if 0 <= seat < len(self.seat_colours):
            return self.seat_colours[seat]
        return QColor("#777777")

    def _seat_name(self, seat: int) -> str:
        if 0 <= seat < len(self.seats):
            return self.seats[seat].name
        return str(seat + 1)

    def _marker_item(
        self, seat: int, cx: float, cy: float, size: float, parent: QGraphicsItem | None = None
    ) -> QGraphicsPathItem:
        shape = self.seat_markers[seat] if 0 <= seat < len(self.seat_markers) else "circle"
        item = QGraphicsPathItem(marker_path(shape, size), parent)
        item.setPos(cx, cy)
        item.setBrush(QBrush(self._colour(seat)))
        item.setPen(QPen(QColor("#111111"), 1))
        item.setToolTip(self._seat_name(seat))
        if parent is None:
            self.addItem(item)
        return item


def make_board(parent: Any = None) -> CarraraBoard:
    return CarraraBoard(parent)
