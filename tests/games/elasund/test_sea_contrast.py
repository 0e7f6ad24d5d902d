"""Issue 25 (Reading the board): Elasund's sea-strip pips and its row/ship
headers reach the WCAG text contrast (4.5:1) against the sea under them.

The sea is a gradient; each text is measured against the gradient's colour
at every corner of its ink (the lightest point it lies on decides), in every
colour-vision palette.  They measured 3.1-4.4:1 before.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QLinearGradient
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSimpleTextItem

from elasund_desktop.colour_palettes import MODES, set_mode
from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.games.elasund.board import ElasundBoard
from elasund_desktop.games.elasund.rules import ElasundRules
from elasund_desktop.ui.board_base import text_ink_rect
from elasund_desktop.ui.palette import contrast_ratio

WCAG_TEXT = 4.5


def gradient_colour(gradient: QLinearGradient, point: QPointF) -> QColor:
    """The colour of a two-stop linear gradient at `point` (padded at both ends)."""
    start, stop = gradient.start(), gradient.finalStop()
    dx, dy = stop.x() - start.x(), stop.y() - start.y()
    t = ((point.x() - start.x()) * dx + (point.y() - start.y()) * dy) / (dx * dx + dy * dy)
    t = min(1.0, max(0.0, t))
    (_a, first), (_b, last) = gradient.stops()[0], gradient.stops()[-1]
    mix = [
        round(c0 + (c1 - c0) * t)
        for c0, c1 in zip(first.getRgb()[:3], last.getRgb()[:3], strict=True)
    ]
    return QColor(*mix)


def sea_texts(mode: str) -> list[tuple[str, float]]:
    """(text, worst contrast on the sea) of every text of the sea strip."""
    set_mode(mode)
    rules = ElasundRules()
    state = rules.setup(GameConfig(4), 3)
    scene = ElasundBoard()
    scene.draw_state(state, rules.view(state, 0), 0)
    sea = next(
        i for i in scene.items()
        if isinstance(i, QGraphicsRectItem) and i.toolTip().startswith("The sea.")
    )  # fmt: skip
    gradient = sea.brush().gradient()
    assert isinstance(gradient, QLinearGradient)
    out = []
    for text in sea.childItems():
        if not isinstance(text, QGraphicsSimpleTextItem):
            continue
        ink = text_ink_rect(text)
        corners = (ink.topLeft(), ink.topRight(), ink.bottomLeft(), ink.bottomRight())
        colour = text.brush().color()
        worst = min(contrast_ratio(colour, gradient_colour(gradient, c)) for c in corners)
        out.append((text.text(), worst))
    return out


@pytest.mark.parametrize("mode", MODES)
def test_sea_pips_and_headers_reach_text_contrast(qapp: Any, mode: str) -> None:
    try:
        measured = sea_texts(mode)
    finally:
        set_mode("normal")
    names = {text for text, _ in measured}
    assert {"row", "ship"} <= names and any(set(t) == {"•"} for t in names)
    low = [(text, round(ratio, 2)) for text, ratio in measured if ratio < WCAG_TEXT]
    assert not low, low
