"""Issue 13 item 4: visible to everyone.

The highlight of legal targets and the keyboard cursor are rendered on every
colour a board puts under them (every Catan terrain with its hatching and the
sea, every Elasund ground colour, and every player colour: a city is built on
an own settlement, a permit moved from an own square), and the rendered pixels
are measured: across the outline, some pixel must stand out by at least 3:1
(WCAG non-text contrast) from the colours beside it, in every row of pixels
(the light line is dashed, so the dark line alone must do in its gaps).
Label texts drawn on coloured pieces and tokens must reach 4.5:1 (WCAG text).
Both hold in every colour-vision palette (Settings ▸ Colour vision) and, for
the texts, on every board of the registry.
"""

from __future__ import annotations

import importlib
from collections.abc import Hashable
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSimpleTextItem, QGraphicsView

from elasund_desktop.ai.bots import RandomBot, bot_rng
from elasund_desktop.colour_palettes import BOARD_COLOURS, MODES, set_mode
from elasund_desktop.engine.rules import Action, GameConfig
from elasund_desktop.engine.session import Seat, Session, SessionConfig
from elasund_desktop.games import default_registry
from elasund_desktop.games.catan.board import TERRAIN_STYLE
from elasund_desktop.games.elasund import board as elasund_board
from elasund_desktop.games.elfenland.board_draw import TERRAIN_PATTERNS
from elasund_desktop.ui.board_base import BoardScene, text_ink_rect
from elasund_desktop.ui.palette import (
    PALETTE,
    contrast_ratio,
    readable_text_colour,
    relative_luminance,
)

SIDE = 160  # the coloured square; the outline lies on its left edge at x = MARGIN
MARGIN = 40


def ground(name: str) -> tuple[QColor, Qt.BrushStyle]:
    return QColor(name), Qt.BrushStyle.NoBrush


# Board colours that do not change with the colour-vision palette.
FIXED_GROUNDS: dict[str, tuple[QColor, Qt.BrushStyle]] = {
    "elasund harbour": (elasund_board.HARBOUR, Qt.BrushStyle.NoBrush),
    "elasund trade square": (elasund_board.TRADE2, Qt.BrushStyle.NoBrush),
    "elasund church site": ground("#7a5c3e"),
    "elasund stone": (elasund_board.STONE, Qt.BrushStyle.NoBrush),
    "elfenland paper": ground("#e9e1c8"),
    "elfenland town": ground("#fff6dc"),
    "carrara board": ground("#efe6d2"),
}
PATTERNS: dict[str, Qt.BrushStyle] = {
    **{f"catan.{terrain}": pattern for terrain, (_c, pattern) in TERRAIN_STYLE.items()},
    **{f"elfenland.{terrain}": pattern for terrain, pattern in TERRAIN_PATTERNS.items()},
}


def grounds(mode: str) -> dict[str, tuple[QColor, Qt.BrushStyle]]:
    """Every colour a board of `mode`'s palette puts under a highlight."""
    set_mode(mode)
    return {
        **FIXED_GROUNDS,
        **{
            key: (QColor(colour), PATTERNS.get(key, Qt.BrushStyle.NoBrush))
            for key, colour in BOARD_COLOURS[mode].items()  # type: ignore[index]
        },
        **{f"player {c.name}": (c.qcolor, Qt.BrushStyle.NoBrush) for c in PALETTE},
    }


CASES = [(mode, name) for mode in MODES for name in sorted(grounds(mode))]
set_mode("normal")


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
    # contrast_ratio's own formula on luminances worked out once per colour
    # (a QColor and its luminance per pair of pixels cost this file a minute)
    luminances: dict[int, float] = {}

    def luminance(rgb: int) -> float:
        found = luminances.get(rgb)
        if found is None:
            found = luminances[rgb] = relative_luminance(QColor(rgb))
        return found

    worst = 99.0
    for y in range(MARGIN + 10, MARGIN + SIDE - 10):
        line = [luminance(with_line.pixel(x, y)) for x in range(MARGIN - 8, MARGIN + 9)]
        bare = [luminance(without.pixel(x, y)) for x in range(MARGIN - 14, MARGIN + 15)]
        best = max(min((max(p, b) + 0.05) / (min(p, b) + 0.05) for b in bare) for p in line)
        worst = min(worst, best)
    return worst


@pytest.mark.parametrize(("mode", "name"), CASES)
def test_highlight_and_cursor_stand_out_on_every_board_colour(
    qtbot: Any, mode: str, name: str
) -> None:
    colour, pattern = grounds(mode)[name]
    scene = Swatch(colour, pattern)
    bare = render(scene)
    scene.set_legal([Action(0, "x", ())])
    highlighted = render(scene)
    assert worst_row_contrast(highlighted, bare) >= 3.0, name
    scene.cursor.show(True)
    with_cursor = render(scene)
    assert worst_row_contrast(with_cursor, bare) >= 3.0, name


@pytest.mark.parametrize("mode", MODES)
def test_readable_text_colour_reaches_4_5_on_every_player_colour(mode: str) -> None:
    set_mode(mode)
    for colour in PALETTE:
        ink = readable_text_colour(colour.qcolor)
        assert contrast_ratio(ink, colour.qcolor) >= 4.5, colour.name
    set_mode("normal")
    # The old guess put white on vermillion: 3.9:1.
    assert readable_text_colour(QColor("#D55E00")) == QColor("#000000")


def played_scene(spec: Any, colours: tuple[int, ...], steps: int) -> BoardScene:
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
    scene: BoardScene = importlib.import_module(spec.board_module).make_board(None)
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


def colour_under(scene: BoardScene, text: QGraphicsSimpleTextItem) -> QColor | None:
    """The colour of the first nearly opaque, solid shape under the middle of
    `text` (its parent token, or a label box drawn behind it), or None."""
    centre = text_ink_rect(text).center()
    below = False
    for item in scene.items(centre, Qt.ItemSelectionMode.IntersectsItemShape):
        if item is text:
            below = True
            continue
        if not below or isinstance(item, QGraphicsSimpleTextItem) or not item.isVisible():
            continue
        brush = item.brush() if hasattr(item, "brush") else None
        if brush is not None and brush.style() == Qt.BrushStyle.SolidPattern:
            if brush.color().alpha() >= 200:  # label boxes: 215..240 of 255
                colour = QColor(brush.color())
                colour.setAlpha(255)
                return colour
            if brush.color().alpha() > 60:
                return None  # a see-through fill: the colour under it is mixed
    return None


STEPS = {"catan": 260, "elasund": 180, "elfenland": 120, "carrara": 120}


@pytest.mark.parametrize("colours", [(0, 1, 2, 3), (4, 5, 6, 7)])
@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("game", sorted(STEPS))
def test_texts_on_pieces_and_tokens_reach_4_5(
    qtbot: Any, game: str, mode: str, colours: tuple[int, ...]
) -> None:
    """Every text drawn on a solid shape (a building, a wall tile, a number
    token, a die) against that shape's colour."""
    set_mode(mode)
    scene = played_scene(default_registry().get(game), colours, STEPS[game])
    view = QGraphicsView(scene)  # keeps the scene's items alive like the window
    qtbot.addWidget(view)
    checked = 0
    for item in scene.items():
        if not isinstance(item, QGraphicsSimpleTextItem) or not item.isVisible():
            continue
        if not item.text().strip():
            continue
        under = colour_under(scene, item)
        if under is None:
            continue
        ratio = contrast_ratio(item.brush().color(), under)
        assert ratio >= 4.5, f"{item.text()!r}: {ratio:.2f}:1 on {under.name()}"
        checked += 1
    assert checked >= 3, f"only {checked} texts on solid shapes"
