"""Issue 13 item 4: visible to everyone.

The highlight of legal targets and the keyboard cursor are rendered on every
colour a board puts under them (every Catan terrain with its hatching and the
sea, every Elasund ground colour, and every player colour: a city is built on
an own settlement, a permit moved from an own square), and the rendered pixels
are measured: across the outline, some pixel must stand out by at least 3:1
(WCAG non-text contrast) from the colours beside it, in every row of pixels
(the light line is dashed, so the dark line alone must do in its gaps).
Label texts drawn on coloured pieces and tokens must reach 4.5:1 (WCAG text).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSimpleTextItem, QGraphicsView

from elasund_desktop.ai.bots import RandomBot, bot_rng
from elasund_desktop.engine.rules import Action, GameConfig
from elasund_desktop.engine.session import Seat, Session, SessionConfig
from elasund_desktop.games.catan import SPEC as CATAN
from elasund_desktop.games.catan.board import TERRAIN_STYLE, CatanBoard
from elasund_desktop.games.elasund import SPEC as ELASUND
from elasund_desktop.games.elasund import board as elasund_board
from elasund_desktop.games.elasund.board import ElasundBoard
from elasund_desktop.ui.board_base import BoardScene
from elasund_desktop.ui.palette import PALETTE, contrast_ratio, readable_text_colour

SIDE = 160  # the coloured square; the outline lies on its left edge at x = MARGIN
MARGIN = 40


def ground(name: str) -> tuple[QColor, Qt.BrushStyle]:
    return QColor(name), Qt.BrushStyle.NoBrush


GROUNDS: dict[str, tuple[QColor, Qt.BrushStyle]] = {
    **{
        f"catan {terrain}": (QColor(colour), pattern)
        for terrain, (colour, pattern) in TERRAIN_STYLE.items()
    },
    "catan sea": ground("#5d9fd6"),
    "elasund sand": (elasund_board.SAND, Qt.BrushStyle.NoBrush),
    "elasund sand dark": (elasund_board.SAND_DARK, Qt.BrushStyle.NoBrush),
    "elasund harbour": (elasund_board.HARBOUR, Qt.BrushStyle.NoBrush),
    "elasund trade square": (elasund_board.TRADE2, Qt.BrushStyle.NoBrush),
    "elasund church site": ground("#7a5c3e"),
    "elasund stone": (elasund_board.STONE, Qt.BrushStyle.NoBrush),
    "elasund sea top": (elasund_board.SEA_TOP, Qt.BrushStyle.NoBrush),
    "elasund sea bottom": (elasund_board.SEA_BOTTOM, Qt.BrushStyle.NoBrush),
    **{f"player {c.name}": (c.qcolor, Qt.BrushStyle.NoBrush) for c in PALETTE},
}


class Swatch(BoardScene):
    """A board of one colour with one target on it."""

    def __init__(self, colour: QColor, pattern: Qt.BrushStyle) -> None:
        super().__init__()
        self.setBackgroundBrush(QBrush(colour))
        self.setSceneRect(QRectF(0, 0, SIDE + 2 * MARGIN, SIDE + 2 * MARGIN))
        square = QGraphicsRectItem(QRectF(MARGIN, MARGIN, SIDE, SIDE))
        square.setBrush(QBrush(colour))
        square.setPen(Qt.PenStyle.NoPen)
        self.addItem(square)
        for item in (square,):
            if pattern != Qt.BrushStyle.NoBrush:  # the hatching as Catan draws it
                hatch = QGraphicsRectItem(QRectF(0, 0, SIDE + 2 * MARGIN, SIDE + 2 * MARGIN))
                hatch.setBrush(QBrush(QColor(0, 0, 0, 55), pattern))
                hatch.setPen(Qt.PenStyle.NoPen)
                hatch.setZValue(0.5)
                self.addItem(hatch)
            self.register_target(("t",), item)

    def target_of(self, action: Action) -> Hashable | None:
        return ("t",)

    def draw_state(self, state: Any, view: dict[str, Any], viewer: int | None) -> None:
        del state, view, viewer


def render(scene: BoardScene) -> QImage:
    image = QImage(SIDE + 2 * MARGIN, SIDE + 2 * MARGIN, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(image.rect()), scene.sceneRect())
    painter.end()
    return image


def worst_row_contrast(with_line: QImage, without: QImage) -> float:
    """Over every row crossing the left edge: the best contrast a pixel of the
    line has against every pixel of the bare board near it; the worst row."""
    worst = 99.0
    for y in range(MARGIN + 10, MARGIN + SIDE - 10):
        line = [QColor(with_line.pixel(x, y)) for x in range(MARGIN - 8, MARGIN + 9)]
        bare = [QColor(without.pixel(x, y)) for x in range(MARGIN - 14, MARGIN + 15)]
        best = max(min(contrast_ratio(p, b) for b in bare) for p in line)
        worst = min(worst, best)
    return worst


@pytest.mark.parametrize("name", sorted(GROUNDS))
def test_highlight_and_cursor_stand_out_on_every_board_colour(qtbot: Any, name: str) -> None:
    colour, pattern = GROUNDS[name]
    scene = Swatch(colour, pattern)
    bare = render(scene)
    scene.set_legal([Action(0, "x", ())])
    highlighted = render(scene)
    assert worst_row_contrast(highlighted, bare) >= 3.0, name
    scene.cursor.show(True)
    with_cursor = render(scene)
    assert worst_row_contrast(with_cursor, bare) >= 3.0, name


def test_readable_text_colour_reaches_4_5_on_every_player_colour() -> None:
    for colour in PALETTE:
        ink = readable_text_colour(colour.qcolor)
        assert contrast_ratio(ink, colour.qcolor) >= 4.5, colour.name
    # The old guess put white on vermillion: 3.9:1.
    assert readable_text_colour(QColor("#D55E00")) == QColor("#000000")


def played_scene(spec: Any, make: Any, colours: tuple[int, ...], steps: int) -> BoardScene:
    seats = tuple(Seat(f"P{i}", c, "random") for i, c in enumerate(colours))
    session: Session[Any] = Session(
        spec.rules(), SessionConfig(spec.game_id, GameConfig(len(seats), {}), 3, seats)
    )
    for _ in range(steps):
        if session.outcome() is not None:
            break
        session.apply(
            RandomBot().choose({}, session.legal_actions(), bot_rng(3, len(session.actions)))
        )
    scene = make()
    scene.set_players(
        seats,
        [PALETTE[c].qcolor for c in colours],
        [PALETTE[c].marker for c in colours],
    )
    scene.draw_state(session.state, session.rules.view(session.state, None), None)
    return scene


def solid_brush(item: Any) -> QColor | None:
    brush = item.brush() if hasattr(item, "brush") else None
    if brush is None or brush.style() != Qt.BrushStyle.SolidPattern:
        return None
    colour = brush.color()
    return colour if colour.alpha() == 255 else None


@pytest.mark.parametrize("colours", [(0, 1, 2, 3), (4, 5, 6, 7)])
@pytest.mark.parametrize(
    ("spec", "make", "steps"), [(CATAN, CatanBoard, 260), (ELASUND, ElasundBoard, 180)]
)
def test_texts_on_pieces_and_tokens_reach_4_5(
    qtbot: Any, spec: Any, make: Any, steps: int, colours: tuple[int, ...]
) -> None:
    """Every text drawn on a solid shape (a building, a wall tile, a number
    token, a die) against that shape's colour."""
    scene = played_scene(spec, make, colours, steps)
    view = QGraphicsView(scene)  # keeps the scene's items alive like the window
    qtbot.addWidget(view)
    checked = 0
    for item in scene.items():
        if not isinstance(item, QGraphicsSimpleTextItem) or not item.isVisible():
            continue
        parent = item.parentItem()
        under = solid_brush(parent) if parent is not None else None
        if under is None:
            continue
        ratio = contrast_ratio(item.brush().color(), under)
        assert ratio >= 4.5, f"{item.text()!r}: {ratio:.2f}:1 on {under.name()}"
        checked += 1
    assert checked >= 10
