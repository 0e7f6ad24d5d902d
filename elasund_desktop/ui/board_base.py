"""What every board shares: a zoomable view and a scene that turns clicks into actions.

The scene never decides what is legal.  The controller hands it the engine's
legal actions; the game's board maps each action to a *target* (a square, an
edge, a tile) with `target_of`.  Items registered for a target are
highlighted when some legal action points at them; a click on one narrows
the candidates to that target's actions, and when exactly one remains it is
chosen.  Several remaining candidates are offered in a menu.

A click on a board place that is *not* highlighted is answered with the
engine's own reason: the board proposes what a player would mean there now
(`candidate_actions_at`), the controller asks the rules why that is refused
without applying it (`GameController.why_not`), and the window shows the
translated reason.  Only where no action is imaginable does the window fall
back to the generic "click one of the highlighted places".
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, cast

import shiboken6
from PySide6.QtCore import QEvent, QLineF, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsLineItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QWidget,
)

from .board_pieces import PiecePool
from .item_data import FRAME_KEY, RULES_KEY, TARGET_KEY, TEXT_SIZE_KEY
from .keyboard_cursor import DIRECTIONS, KeyboardCursor

if TYPE_CHECKING:  # the engine loads with the first game, not with the window
    from ..engine.rules import Action, Event
    from ..engine.session import Seat

# TARGET_KEY, RULES_KEY, FRAME_KEY and TEXT_SIZE_KEY, the item data slots, are
# defined in item_data.py (board_pieces.py writes TARGET_KEY too, and cannot
# import this module, which builds on it); the boards import them from here.
HIGHLIGHT_Z = 1000.0
# The highlight of legal targets is a double outline: a dark line with a light
# line on its middle (both solid: a dashed light line left only the dark one in
# its gaps, too little on dark hatched forest).  Whatever colour lies under it,
# one of the two stands out by at least 3:1 (tests/ui/test_board_contrast.py).
# The keyboard cursor is thicker, black and white (keyboard_cursor.py).
HIGHLIGHT_COLOUR = QColor("#ff00cc")  # the light fill's tint
HIGHLIGHT_DARK = QColor("#1a0420")
HIGHLIGHT_LIGHT = QColor("#fff07a")
# (height, dark line width, light line width, outset) of a highlight drawn
# otherwise than the usual (see BoardScene.highlight_style): the widths in
# pixels, the outset in scene units (a frame round the item's bounding box
# that far out, clear of the texts along its edges).
HighlightStyle = tuple[float, float, float, float]


# -- text that fits its shape ------------------------------------------------------------
#
# Every text of a board labels a shape: the item it is a child of (a token, a
# square), an explicit rectangle given with `set_text_frame` (a caption laid
# over a square it is not a child of), or else the whole board (a header, a
# legend line).  `text_frame` tells which; a test renders every board of the
# registry in every language and checks that each text's ink lies inside it.


# Scene units a label keeps from each side of the cell it names (a square, a
# player-board space, a building): the highlight's outline is a cosmetic 6-pixel
# pen centred on the cell's edge, so 3 pixels of it lie inside, 5 scene units at
# the smallest zoom (BoardView.MIN_READABLE_SCALE); one more unit keeps the
# letters apart from it.  Issue 25: Carrara's "biblioteca" and Elasund's
# "bottega" ran into their cells' edges at 1280x720 (tests/ui/test_text_fits.py
# measures every label against its cell in every language).
CELL_CLEARANCE = 6.0


def set_text_frame(item: QGraphicsItem, frame: QRectF | QGraphicsItem) -> None:
    """Declare the shape `item` (a text) labels: a scene rectangle or an item."""
    rect = frame.sceneBoundingRect() if isinstance(frame, QGraphicsItem) else QRectF(frame)
    item.setData(FRAME_KEY, rect)


def text_frame(item: QGraphicsItem) -> QPainterPath:
    """The scene shape the text `item` must fit in: the declared rectangle (see
    set_text_frame), else its parent's shape (a round token is round), else the board."""
    frame = QPainterPath()
    declared = item.data(FRAME_KEY)
    parent = item.parentItem()
    if isinstance(declared, QRectF):
        frame.addRect(declared)
    elif parent is not None:
        frame = parent.mapToScene(parent.shape())
    else:
        scene = item.scene()
        frame.addRect(scene.sceneRect() if scene is not None else QRectF())
    return frame


def text_ink_rect(item: QGraphicsSimpleTextItem | QGraphicsTextItem) -> QRectF:
    """The scene rectangle the glyphs of `item` cover (no line spacing around them)."""
    if isinstance(item, QGraphicsTextItem):  # rich text: its box without the margin
        margin = item.document().documentMargin()
        return item.mapRectToScene(item.boundingRect().adjusted(margin, margin, -margin, -margin))
    metrics = QFontMetricsF(item.font())
    ink = QRectF()
    for row, line in enumerate(item.text().split("\n")):
        if not line.strip():
            continue
        tight = metrics.tightBoundingRect(line)
        # The advance is what the line occupies across; the tight rect says up/down.
        left = item.boundingRect().left()
        rect = QRectF(
            left + min(0.0, tight.left()),
            row * metrics.lineSpacing() + metrics.ascent() + tight.top(),
            max(metrics.horizontalAdvance(line), tight.right()) - min(0.0, tight.left()),
            tight.height(),
        )
        ink = ink.united(rect)
    return item.mapRectToScene(ink)


SOFT_HYPHEN = "\u00ad"


def wrap_text(text: str, font: QFont, width: float) -> str:
    """`text` with line breaks at spaces so that no line is wider than `width`
    (a single word wider than that keeps its own line, unless its translation
    marks where it may break with soft hyphens: Danish "kirke\u00adfundament"
    becomes "kirke-" and "fundament").  Soft hyphens not used are dropped."""
    metrics = QFontMetricsF(font)
    out: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if line and metrics.horizontalAdvance(candidate.replace(SOFT_HYPHEN, "")) > width:
                out.append(line)
                line = word
            else:
                line = candidate
            while (
                SOFT_HYPHEN in line
                and metrics.horizontalAdvance(line.replace(SOFT_HYPHEN, "")) > width
            ):
                head, tail = _break_at_soft_hyphen(line, metrics, width)
                if not tail:
                    break
                out.append(head)
                line = tail
        out.append(line)
    return "\n".join(out).replace(SOFT_HYPHEN, "")


def _break_at_soft_hyphen(line: str, metrics: QFontMetricsF, width: float) -> tuple[str, str]:
    """(the longest head of `line` up to a soft hyphen, shown with "-", that
    fits `width`, else the shortest; the rest); ("line", "") without one."""
    cuts = [i for i, ch in enumerate(line) if ch == SOFT_HYPHEN]
    if not cuts:
        return line, ""
    fitting = [
        i
        for i in cuts
        if metrics.horizontalAdvance(line[:i].replace(SOFT_HYPHEN, "") + "-") <= width
    ]
    cut = fitting[-1] if fitting else cuts[0]
    return line[:cut].replace(SOFT_HYPHEN, "") + "-", line[cut + 1 :]


def shrink_to_fit(item: QGraphicsSimpleTextItem, width: float, height: float = 0.0) -> None:
    """Make the font of `item` smaller (down to 6 px) until it fits width × height."""
    font = item.font()
    if font.pixelSize() <= 0:  # a point-size font: work in pixels from here on
        font.setPixelSize(max(6, round(QFontMetricsF(font).height() * 0.8)))
        item.setFont(font)
    while font.pixelSize() > 6 and (
        item.boundingRect().width() > width
        or (height > 0 and item.boundingRect().height() > height)
    ):
        font.setPixelSize(font.pixelSize() - 1)
        item.setFont(font)


def centred_lines(
    text: str,
    font: QFont,
    brush: QBrush,
    centre: QPointF,
    parent: QGraphicsItem | None = None,
) -> list[QGraphicsSimpleTextItem]:
    """One text item per line, each centred on `centre`'s x, the block on its y
    (QGraphicsSimpleTextItem itself left-aligns the lines of a multi-line text)."""
    lines = text.split("\n")
    metrics = QFontMetricsF(font)
    top = centre.y() - metrics.lineSpacing() * len(lines) / 2
    items: list[QGraphicsSimpleTextItem] = []
    for row, line in enumerate(lines):
        item = QGraphicsSimpleTextItem(line, parent)
        item.setFont(font)
        item.setBrush(brush)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        width = item.boundingRect().width()
        item.setPos(centre.x() - width / 2, top + row * metrics.lineSpacing())
        items.append(item)
    return items


# -- board text size (Settings ▸ Board text size) ----------------------------------------
#
# Every board text is drawn at the size its board chose; after each draw_state
# the scene enlarges each text by the chosen factor about its centre, as far as
# it still fits its shape (text_frame): a label on a token grows only while it
# stays on the token, a caption on the open board grows fully.

_board_text_scale = 1.0
_TEXT_STEPS = 6  # sizes tried between the chosen factor and 1


def set_board_text_scale(factor: float) -> None:
    global _board_text_scale
    _board_text_scale = max(1.0, factor)


def board_text_scale() -> float:
    return _board_text_scale


def _font_size(font: QFont) -> tuple[bool, float]:
    """(is in pixels, size) of `font`."""
    if font.pixelSize() > 0:
        return True, float(font.pixelSize())
    return False, font.pointSizeF()


def _set_font_size(
    item: QGraphicsSimpleTextItem | QGraphicsTextItem, size: tuple[bool, float]
) -> None:
    font = item.font()
    if size[0]:
        font.setPixelSize(max(1, round(size[1])))
    else:
        font.setPointSizeF(size[1])
    item.setFont(font)


def _key(item: QGraphicsItem) -> int:
    """The C++ object's address: PySide may hand out a new wrapper per call."""
    return int(shiboken6.getCppPointer(item)[0])


TEXT_GAP = 3.0  # scene units a text grown for the board text size keeps from its neighbours


def scale_text_item(item: QGraphicsSimpleTextItem | QGraphicsTextItem, factor: float) -> None:
    """Draw `item` at `factor` times its board size, or at the largest size
    between 1 and `factor` at which it still fits its shape and covers nothing
    it did not cover at its board size (a legend swatch, the next label).

    A text centred on its shape (a token's number, a hex name) grows about its
    centre; any other grows to the right from its left edge, about its middle
    line, as left-aligned captions beside an icon do."""
    base = item.data(TEXT_SIZE_KEY)
    if base is None:
        if factor == 1.0:
            return
        base = _font_size(item.font())
        item.setData(TEXT_SIZE_KEY, base)
    if _font_size(item.font()) != base:  # measure the layout as the board drew it
        before = item.mapToParent(item.boundingRect().center())
        _set_font_size(item, base)
        item.setPos(item.pos() + before - item.mapToParent(item.boundingRect().center()))
    frame = text_frame(item)
    box = frame.boundingRect()
    ink = text_ink_rect(item)
    scene = item.scene()
    centred = (item.data(FRAME_KEY) is not None or item.parentItem() is not None) and abs(
        ink.center().x() - box.center().x()
    ) <= 2.0
    rect = item.boundingRect()
    anchor_local = rect.center() if centred else QPointF(rect.left(), rect.center().y())
    anchor = item.mapToParent(anchor_local)
    if factor == 1.0 or scene is None:
        return
    mine = {_key(item)} | {_key(child) for child in item.childItems()}
    parent = item.parentItem()
    while parent is not None:
        mine.add(_key(parent))
        parent = parent.parentItem()
    # What it lies on already, and what it nearly touches already: a grown text
    # covers nothing new, and keeps TEXT_GAP from what was farther away (a
    # label never runs into the next icon; a close neighbour it may approach).
    gap = (-TEXT_GAP, -TEXT_GAP, TEXT_GAP, TEXT_GAP)
    already = {_key(other) for other in scene.items(ink)}
    near = {_key(other) for other in scene.items(ink.adjusted(*gap))}
    steps = [factor - (factor - 1.0) * k / _TEXT_STEPS for k in range(_TEXT_STEPS)]
    for scale in steps:
        _set_font_size(item, (base[0], base[1] * scale))
        rect = item.boundingRect()
        point = rect.center() if centred else QPointF(rect.left(), rect.center().y())
        item.setPos(item.pos() + anchor - item.mapToParent(point))
        grown = text_ink_rect(item)
        if not frame.contains(grown):
            continue
        covered = [
            other
            for other in scene.items(grown)
            if other.isVisible() and _key(other) not in mine and _key(other) not in already
        ] or [
            other
            for other in scene.items(grown.adjusted(*gap))
            if other.isVisible() and _key(other) not in mine and _key(other) not in near
        ]
        if not covered:
            return
    _set_font_size(item, base)
    rect = item.boundingRect()
    point = rect.center() if centred else QPointF(rect.left(), rect.center().y())
    item.setPos(item.pos() + anchor - item.mapToParent(point))


class BoardScene(QGraphicsScene):
    """Base class of every game's board scene."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        # Every board's draw_state ends with the board text size applied, so no
        # board has to remember it.
        super().__init_subclass__(**kwargs)
        draw = cls.__dict__.get("draw_state")
        if draw is None or getattr(draw, "_scales_text", False):
            return

        def draw_state(self: BoardScene, *args: Any, **kw: Any) -> None:
            draw(self, *args, **kw)
            self.apply_board_text_size()

        draw_state._scales_text = True  # type: ignore[attr-defined]
        draw_state.__doc__ = draw.__doc__
        cls.draw_state = draw_state  # type: ignore[method-assign]

    action_chosen = Signal(object)  # Action
    choose_among = Signal(list)  # list[Action]: several candidates for one click
    rules_requested = Signal(str)  # section id
    refused_click = Signal(object)  # a board place clicked that no legal action uses
    cursor_changed = Signal(str)  # the keyboard cursor's new target, described

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.seats: tuple[Seat, ...] = ()
        self.seat_colours: tuple[QColor, ...] = ()
        self.seat_markers: tuple[str, ...] = ()
        self._targets: list[Hashable] = []
        self._target_index: dict[Hashable, int] = {}
        self._target_items: dict[Hashable, list[QGraphicsItem]] = {}
        self._legal: list[Action] = []
        self._highlights: list[QGraphicsPathItem] = []
        # Python references to the items added: with PySide6 an item whose
        # wrapper was collected can be deleted when a later items() call makes
        # and drops a new wrapper (the church box vanished after a click on its
        # "?").  Holding the wrappers until they leave the scene keeps every
        # item alive.
        self._kept_items: set[QGraphicsItem] = set()
        # The board's items by stable key, kept from one state to the next
        # (board_pieces.py): draw_state rebuilds only the pieces that changed.
        self.pieces = PiecePool(self, self.keep_target)
        self.interactive = True
        self.setBackgroundBrush(QBrush(QColor("#f4efe1")))
        self.cursor = KeyboardCursor(self)
        # How an action reads (the window sets the game's texts); used in the
        # description of a target.
        self.action_text: Callable[[Action], str] = lambda action: action.kind
        # Where the last choice was made with the keyboard: a menu of several
        # actions opens there, not at the mouse pointer.
        self.keyboard_anchor: QPointF | None = None
        self._text_scaled = False  # some text was drawn at a board text size other than 1
        # The session's events so far, for a board that shows something of the
        # past (the last roll); the window sets them before each draw_state.
        self.history: Sequence[Sequence[Event]] = ()
        # The computers play at the "Instant" speed (the window sets it): a
        # board's own animations (Carrara's turning wheel) are skipped then,
        # as the moves follow each other faster than they could be watched.
        self.instant_speed = False

    def note_history(self, events: Sequence[Sequence[Event]]) -> None:
        """The session's events so far (the shell calls this before draw_state)."""
        self.history = events

    def addItem(self, item: QGraphicsItem) -> None:
        self._kept_items.add(item)
        self.pieces.note_added(item)
        super().addItem(item)

    def addLine(self, *args: Any) -> QGraphicsLineItem:
        # Through addItem, so that a piece being built owns its lines too.
        line = QGraphicsLineItem(QLineF(*args[:4]) if len(args) >= 4 else args[0])
        rest = args[4:] if len(args) >= 4 else args[1:]
        if rest:
            line.setPen(rest[0])
        self.addItem(line)
        return line

    def removeItem(self, item: QGraphicsItem) -> None:
        if not shiboken6.isValid(item) or item.scene() is not self:
            return  # already gone with its piece, a parent or a cleared scene
        self.pieces.note_removed(item)
        super().removeItem(item)
        self._kept_items.discard(item)

    def clear(self) -> None:
        self.pieces.forget()
        super().clear()
        self._kept_items = set()
        self._highlights = []
        self.cursor.forget_items()

    def apply_board_text_size(self) -> None:
        """Every visible text at the chosen board text size (as far as it fits)."""
        factor = _board_text_scale
        if factor == 1.0 and not self._text_scaled:
            return  # nothing was ever scaled: no need to visit every item each frame
        self._text_scaled = True
        for item in self.items():
            if isinstance(item, QGraphicsSimpleTextItem | QGraphicsTextItem) and (
                factor != 1.0 or item.data(TEXT_SIZE_KEY) is not None
            ):
                scale_text_item(item, factor)

    # -- hooks for games ---------------------------------------------------
    def draw_state(self, state: Any, view: dict[str, Any], viewer: int | None) -> None:
        """Draw `state` as `viewer` may see it (`view` is rules.view(state, viewer))."""
        raise NotImplementedError

    def target_of(self, action: Action) -> Hashable | None:
        """The board target an action is about, or None (a button action)."""
        raise NotImplementedError

    def touched_by(self, action: Action) -> Hashable | None:
        """The place a move that was made touched, for the move marks
        (ui/move_marks.py): its target, unless the board registers that target
        on one player's own board only (Carrara's city columns are targets on
        the board of the player to move: another player's building there did
        not touch them)."""
        return self.target_of(action)

    def retranslate(self) -> None:
        """Scenes get no LanguageChange: the view calls this on a language switch."""

    def candidate_actions_at(
        self, target: Hashable, view: Mapping[str, Any], player: int
    ) -> list[Action]:
        """The action(s) `player` most likely means by clicking `target` in this step.

        Called only for a target that is *not* highlighted (no legal action
        uses it), so every action returned is one the rules refuse; the window
        shows the engine's reason for the first one (GameController.why_not).
        `view` is rules.view(state, player): build the actions from the target
        and the current phase (e.g. Catan: an empty intersection in the main
        phase means "build a settlement", an own settlement "build a city";
        Elasund: a square while a building's site is asked means "build it
        here").  Put the most likely meaning first.  Return [] when the click
        means nothing in this step (the generic sentence is shown); never
        return actions of another step just to get some refusal.  Every game's
        board should implement this; the default proposes nothing.  The rules
        should then refuse with a reason a player understands (a key of the
        game's texts.REASONS with its parameters; a list of counted things is
        a tuple of (term, count) pairs, written with the texts' COUNTED table).
        """
        del target, view, player
        return []

    def place_description(self, target: Hashable) -> str:
        """The place `target` in words, e.g. "Intersection beside Forest 8, Hills 5".

        The default is the tooltip of the target's items (the first one that
        has one); a board whose targets carry no tooltip should give them one
        or override this.
        """
        for item in self._target_items.get(target, []):
            tip = item.toolTip()
            if tip:
                return tip
        return ""

    def describe_target(self, target: Hashable) -> str:
        """What the keyboard cursor and the highlight's tooltip say about a
        target: the place, then what choosing it does now."""
        place = self.place_description(target)
        actions = "; ".join(self.action_text(a) for a in self.candidates_for(target))
        if place and actions:
            return f"{place} — {actions}"
        return place or actions

    # -- a player's overlay (View menu, players panel) -----------------------
    def overlay_name(self) -> str:
        """The View menu's name of this board's per-player overlay (Elfenland:
        the towns still to visit), in the UI language; "" when it has none."""
        return ""

    def overlay_seat(self) -> int | None:
        """The seat whose overlay is shown (chosen, not only hovered), or None."""
        return None

    def set_overlay(self, seat: int | None) -> None:
        """Show the overlay of `seat` (None: none); it stays from move to move."""
        del seat

    def preview_overlay(self, seat: int | None) -> None:
        """While the pointer is on a player in the players panel: their overlay
        instead of the chosen one (None: back to the chosen one)."""
        del seat

    # -- shared machinery ----------------------------------------------------
    def set_players(
        self, seats: Sequence[Seat], colours: Sequence[QColor], markers: Sequence[str]
    ) -> None:
        self.seats = tuple(seats)
        self.seat_colours = tuple(colours)
        self.seat_markers = tuple(markers)

    def reset_targets(self) -> None:
        """Forget registered targets; call at the start of `draw_state` after clearing items."""
        self._targets = []
        self._target_index = {}
        self._target_items = {}
        for halo in self._highlights:
            self.removeItem(halo)
        self._highlights = []

    def begin_frame(self, layout: Hashable = None) -> None:
        """Start drawing a state with kept pieces (instead of clear + reset_targets).

        `layout` names what the static board depends on (its tiles, the
        number of players, the language): when it differs from the last
        frame's, everything is built anew.  Items added outside a piece
        (see `piece`) last one frame, as they did with clear()."""
        self.pieces.begin(layout)
        self.reset_targets()

    def piece(
        self,
        key: Hashable,
        signature: Hashable,
        build: Callable[[], object],
        moves: bool = False,
        appears: bool = False,
    ) -> bool:
        """Keep the piece `key` if it was drawn with the same `signature` (it keeps
        its items and registered targets), else (re)build it with `build()`.
        When animations are on, a new key fades in, a piece that `moves` glides
        from its old place, and one that `appears` fades in when drawn anew (an
        empty spot that now holds a piece).  True when it was built now."""
        return self.pieces.piece(key, signature, build, moves, appears)

    def end_frame(self) -> None:
        """Remove the pieces the state no longer has."""
        self.pieces.end()

    def register_target(
        self, target: Hashable, item: QGraphicsItem, rules_section: str | None = None
    ) -> None:
        index = self.keep_target(target, item)
        self.pieces.note_target(target, item, rules_section, index)
        item.setData(TARGET_KEY, index)
        if rules_section:
            item.setData(RULES_KEY, rules_section)

    def keep_target(self, target: Hashable, item: QGraphicsItem) -> int:
        """Register `target` for `item` in this frame without touching the item:
        its index in the frame's registry (the item's TARGET_KEY must hold it).
        A kept piece calls this directly and sets the item's data only when the
        index changed (setData on every kept item was a large part of a move's
        cost)."""
        index = self._target_index.get(target)
        if index is None:
            index = len(self._targets)
            self._targets.append(target)
            self._target_index[target] = index
        self._target_items.setdefault(target, []).append(item)
        return index

    def set_rules_section(self, item: QGraphicsItem, section_id: str) -> None:
        item.setData(RULES_KEY, section_id)

    def board_actions(self) -> list[Action]:
        return [a for a in self._legal if self.target_of(a) is not None]

    def set_legal(self, actions: Sequence[Action], interactive: bool = True) -> None:
        """Highlight the targets of the legal actions (only when `interactive`)."""
        self._legal = list(actions)
        self.interactive = interactive
        for halo in self._highlights:
            self.removeItem(halo)
        self._highlights = []
        if not interactive:
            self.cursor.refresh()
            return
        seen: set[Hashable] = set()
        for action in self._legal:
            target = self.target_of(action)
            if target is None or target in seen:
                continue
            seen.add(target)
            description = self.describe_target(target)
            for item in self._target_items.get(target, []):
                parts = self._highlight(item, self.highlight_style(target, item))
                # Hovering a highlighted place shows what the keyboard cursor
                # says about it: the same words for mouse and keyboard.
                parts[-1].setToolTip(description)
                self._highlights.extend(parts)
        self.cursor.refresh()

    def highlighted_targets(self) -> list[Hashable]:
        """The targets now highlighted, in the order of the legal actions."""
        out: list[Hashable] = []
        if not self.interactive:
            return out
        for action in self._legal:
            target = self.target_of(action)
            if target is not None and target not in out and target in self._target_items:
                out.append(target)
        return out

    def items_for(self, target: Hashable) -> list[QGraphicsItem]:
        return list(self._target_items.get(target, []))

    def highlight_style(self, target: Hashable, item: QGraphicsItem) -> HighlightStyle | None:
        """How the highlight of `item` (registered for `target`) is drawn: None
        for the usual outline above everything; a board whose targets crowd
        its texts returns a thinner outline at a height below those texts
        (Elfenland's roads run into the town names) or just outside the item
        (Carrara's player boards: names and gains along the edges)."""
        del target, item
        return None

    def hint_outline(self, item: QGraphicsItem) -> QPainterPath | None:
        """The scene area a suggested move's ring (Help ▸ Hint) fills on `item`,
        or None for the usual ring round it; a board returns a band outside an
        item whose texts the translucent fill would cover."""
        del item
        return None

    def _highlight(
        self, item: QGraphicsItem, style: HighlightStyle | None = None
    ) -> list[QGraphicsPathItem]:
        """A light fill just above the target (under the pieces standing on it, so
        they keep their colours) and a double outline above everything (or as
        `style` says)."""
        z, dark, light, outset = style if style is not None else (HIGHLIGHT_Z, 6.0, 2.5, 0.0)
        outline = QPainterPath()
        if outset > 0:
            box = self.pieces.scene_shape(item).boundingRect()
            outline.addRect(box.adjusted(-outset, -outset, outset, outset))
        else:
            outline.addPath(self.pieces.scene_shape(item))
        fill_colour = QColor(HIGHLIGHT_COLOUR)
        fill_colour.setAlpha(22)  # light: the target's own drawing stays readable
        fill = QGraphicsPathItem(outline)
        fill.setPen(QPen(Qt.PenStyle.NoPen))
        fill.setBrush(QBrush(fill_colour))
        fill.setZValue(item.topLevelItem().zValue() + 0.01)
        parts = [fill]
        lines = ((HIGHLIGHT_DARK, dark, z), (HIGHLIGHT_LIGHT, light, z + 0.01))
        for colour, width, height in lines:
            halo = QGraphicsPathItem(outline)
            pen = QPen(colour, width)
            pen.setCosmetic(True)  # as thick at every zoom
            halo.setPen(pen)
            halo.setBrush(QBrush(Qt.BrushStyle.NoBrush))
            halo.setZValue(height)
            parts.append(halo)
        for part in parts:
            part.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            part.setAcceptHoverEvents(False)
            self.addItem(part)
        return parts

    def _data_at(self, pos: QPointF, key: int) -> object:
        """The first `key` data found on the items at `pos` or their parents."""
        for item in self.items(pos):
            walker: QGraphicsItem | None = item
            while walker is not None:
                value = walker.data(key)
                if value is not None and value != "":
                    return value
                walker = walker.parentItem()
        return None

    def _target_at(self, pos: QPointF) -> Hashable | None:
        index = self._data_at(pos, TARGET_KEY)
        return None if index is None else self._targets[cast(int, index)]

    def _rules_at(self, pos: QPointF) -> str | None:
        section = self._data_at(pos, RULES_KEY)
        return str(section) if section else None

    def candidates_for(self, target: Hashable) -> list[Action]:
        return [a for a in self._legal if self.target_of(a) == target]

    def click_target(self, target: Hashable, by_keyboard: bool = False) -> bool:
        """What a click on `target` does; True when it led to a choice."""
        self.keyboard_anchor = self.cursor.rect(target).center() if by_keyboard else None
        if not self.interactive:
            return False
        candidates = self.candidates_for(target)
        if len(candidates) == 1:
            self.action_chosen.emit(candidates[0])
            return True
        if candidates:
            self.choose_among.emit(candidates)
            return True
        return False

    def choose_at_cursor(self) -> bool:
        """Enter or Space: what a click on the cursor's target does."""
        target = self.cursor.target
        return target is not None and self.click_target(target, by_keyboard=True)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.keyboard_anchor = None
        if event.button() == Qt.MouseButton.LeftButton:
            target = self._target_at(event.scenePos())
            if target is not None and self.click_target(target):
                event.accept()
                return
            if target is not None:
                # A place of the board, but not one of this step: say why.
                self.refused_click.emit(target)
        elif event.button() == Qt.MouseButton.RightButton:
            section = self._rules_at(event.scenePos())
            if section:
                self.rules_requested.emit(section)
                event.accept()
                return
        super().mousePressEvent(event)


class BoardView(QGraphicsView):
    """Zoom (wheel, Ctrl+plus/minus), pan (drag), fit to window, and the
    keyboard cursor's keys (arrows, Tab, Shift+Tab, Enter, Space).

    Ctrl+plus/minus are the window's View menu shortcuts; a shortcut of the
    view's own for the same keys would make both ambiguous and neither fire.
    `keyPressEvent` handles them only for a view used outside the window.
    """

    MIN_SCALE = 0.2
    MAX_SCALE = 6.0
    # Fitting never shrinks the board below this: on a small screen or with
    # large system scaling the board keeps readable labels (12-pixel texts stay
    # 7 pixels or more) and scrolls instead.
    MIN_READABLE_SCALE = 0.6

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self._auto_fit = True
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def board_scene(self) -> BoardScene | None:
        scene = self.scene()
        return scene if isinstance(scene, BoardScene) else None

    def setScene(self, scene: QGraphicsScene | None) -> None:
        super().setScene(scene)
        board = self.board_scene()
        if board is not None:
            board.cursor.show(self.hasFocus())
            board.cursor_changed.connect(self._cursor_moved)

    # -- the keyboard cursor -------------------------------------------------------
    def event(self, event: QEvent) -> bool:
        # Tab and Shift+Tab reach keyPressEvent only this way (QWidget moves
        # the focus with them first); past the last target they move it on.
        if event.type() == QEvent.Type.KeyPress:
            key_event = cast(QKeyEvent, event)
            if key_event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
                key_event.accept()
                self.keyPressEvent(key_event)
                if key_event.isAccepted():
                    return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        scene = self.board_scene()
        key = event.key()
        plain = not event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        )
        if event.matches(QKeySequence.StandardKey.ZoomIn) or (
            key == Qt.Key.Key_Equal and event.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):
            self.zoom_in()
        elif event.matches(QKeySequence.StandardKey.ZoomOut):
            self.zoom_out()
        elif scene is None or not plain:
            super().keyPressEvent(event)
            return
        elif key in DIRECTIONS:
            scene.cursor.move(key)
            self._keep_cursor_in_sight()
        elif key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            forward = key == Qt.Key.Key_Tab and not (
                event.modifiers() & Qt.KeyboardModifier.ShiftModifier
            )
            if not scene.cursor.step(forward):
                event.ignore()  # past the last target: the focus moves on
                return
            self._keep_cursor_in_sight()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            scene.choose_at_cursor()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        scene = self.board_scene()
        if scene is not None:
            scene.cursor.show(True)
            self._cursor_moved(scene.cursor.description())
            # A board larger than the view (small screens): the cursor in sight.
            self._keep_cursor_in_sight()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        scene = self.board_scene()
        # A menu opened from the cursor keeps it visible: the choice is about it.
        if scene is not None and event.reason() != Qt.FocusReason.PopupFocusReason:
            scene.cursor.show(False)

    def _keep_cursor_in_sight(self) -> None:
        """Zoomed in: scroll so the target the keys moved to stays in sight."""
        scene = self.board_scene()
        if scene is not None and scene.cursor.target is not None:
            self.ensureVisible(scene.cursor.rect(scene.cursor.target), 20, 20)

    def _cursor_moved(self, description: str) -> None:
        self.setAccessibleDescription(description)

    def popup_point(self) -> QPoint | None:
        """Screen point of the target chosen with the keyboard (None: the mouse chose)."""
        scene = self.board_scene()
        if scene is None or scene.keyboard_anchor is None:
            return None
        return self.viewport().mapToGlobal(self.mapFromScene(scene.keyboard_anchor))

    def current_scale(self) -> float:
        return self.transform().m11()

    def scale_by(self, factor: float) -> None:
        target = self.current_scale() * factor
        if target < self.MIN_SCALE or target > self.MAX_SCALE:
            return
        self._auto_fit = False
        self.scale(factor, factor)

    def zoom_in(self) -> None:
        self.scale_by(1.25)

    def zoom_out(self) -> None:
        self.scale_by(0.8)

    def fit(self) -> None:
        scene = self.scene()
        if scene is None:
            return
        rect: QRectF = scene.sceneRect()
        if rect.isEmpty():
            return
        self._auto_fit = True
        self.fitInView(rect.adjusted(-10, -10, 10, 10), Qt.AspectRatioMode.KeepAspectRatio)
        if self.current_scale() < self.MIN_READABLE_SCALE:
            factor = self.MIN_READABLE_SCALE / self.current_scale()
            self.scale(factor, factor)
            board = self.board_scene()
            target = board.cursor.target if board is not None else None
            if board is not None and target is not None:
                self.centerOn(board.cursor.rect(target).center())

    def wheelEvent(self, event: Any) -> None:
        delta = event.angleDelta().y()
        if delta:
            self.scale_by(1.15 if delta > 0 else 1 / 1.15)
            event.accept()
            return
        super().wheelEvent(event)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        if self._auto_fit:
            self.fit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            scene = self.board_scene()
            if scene is not None:
                scene.retranslate()
        super().changeEvent(event)
