"""The fixture game's board: score tracks and the viewer's hand as clickable cards."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSimpleTextItem

from elasund_desktop.engine.rules import Action
from elasund_desktop.ui.board_base import BoardScene

CARD_W, CARD_H = 60.0, 90.0


class FixtureBoard(BoardScene):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setSceneRect(QRectF(0, 0, 700, 400))
        self.card_items: dict[int, QGraphicsRectItem] = {}

    def target_of(self, action: Action) -> Hashable | None:
        if action.kind in ("play", "pay"):
            return ("card", action.args[0])
        return None

    def draw_state(self, state: Any, view: dict[str, Any], viewer: int | None) -> None:
        self.clear()
        self.reset_targets()
        self.card_items = {}
        for seat, points in enumerate(state.points):
            colour = self.seat_colours[seat] if seat < len(self.seat_colours) else QColor("grey")
            bar = self.addRect(
                QRectF(20, 20 + seat * 40, 10 + points * 10, 25), QPen(), QBrush(colour)
            )
            bar.setToolTip(f"{points}")
            label = QGraphicsSimpleTextItem(str(points))
            label.setPos(30 + points * 10, 20 + seat * 40)
            self.addItem(label)
        if viewer is None:
            return
        hand = state.hands[viewer]
        for index, card in enumerate(hand):
            item = self.addRect(
                QRectF(20 + index * (CARD_W + 10), 250, CARD_W, CARD_H),
                QPen(QColor("black")),
                QBrush(QColor("white")),
            )
            text = QGraphicsSimpleTextItem(str(card), item)
            text.setPos(20 + index * (CARD_W + 10) + 25, 280)
            self.register_target(("card", card), item, rules_section="play")
            self.card_items.setdefault(card, item)


def make_board(parent: Any = None) -> FixtureBoard:
    return FixtureBoard(parent)
