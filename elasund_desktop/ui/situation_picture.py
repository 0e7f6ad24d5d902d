"""A rules situation drawn by its game's own board (issue 26, Deliver 3).

The situation is reached by legal actions (lessons/situations.py); the game's
BoardScene draws that state as seat 0 sees it, with the moves the rule is about
highlighted as in a game, and the scene is rendered into an image for the rules
browser.  Pictures are cached: the same situation is the same game every time.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from ..lessons.situations import Situation, offered_actions, reach
from .palette import PALETTE

if TYPE_CHECKING:
    from ..games import GameSpec

PICTURE_WIDTH = 520  # pixels: beside the contents list, in a 900-pixel rules window
_CACHE: dict[tuple[str, str, int], QImage] = {}


def learner_name() -> str:
    """The New Game dialog's own name for the first seat."""
    return QCoreApplication.translate("NewGameDialog", "Player {number}").format(number=1)


def situation_image(spec: GameSpec, situation: Situation, width: int = PICTURE_WIDTH) -> QImage:
    key = (spec.game_id, situation.id, width)
    cached = _CACHE.get(key)
    if cached is not None:
        return cached
    session = reach(spec.game_id, situation, learner_name())
    scene = importlib.import_module(spec.board_module).make_board(None)
    seats = session.config.seats
    scene.set_players(
        seats,
        [PALETTE[s.colour % len(PALETTE)].qcolor for s in seats],
        [PALETTE[s.colour % len(PALETTE)].marker for s in seats],
    )
    scene.pieces.animate = False
    scene.draw_state(session.state, session.rules.view(session.state, 0), 0)
    # highlighted as in a game (the scene sits in no view: nothing can be clicked)
    scene.set_legal(offered_actions(session, situation), interactive=True)
    scene.cursor.show(False)
    rect = scene.itemsBoundingRect()
    height = max(1, round(width * rect.height() / max(1.0, rect.width())))
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(Qt.GlobalColor.white))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    scene.deleteLater()
    _CACHE[key] = image
    return image


def clear_cache() -> None:
    """Forget the pictures (their names are drawn in the language of the moment)."""
    _CACHE.clear()
