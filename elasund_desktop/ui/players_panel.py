"""One row per seat: colour and marker, name, score and the game's public numbers."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from .game_texts import GameTexts
from .palette import PALETTE, marker_path


def marker_icon_pixmap(colour_index: int, size: int = 18) -> QPixmap:
    colour = PALETTE[colour_index % len(PALETTE)]
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(QPointF(size / 2, size / 2))
    painter.setBrush(colour.qcolor)
    painter.setPen(QPen(QColor("#222222"), 1.2))
    painter.drawPath(marker_path(colour.marker, size - 3))
    painter.end()
    return pixmap


class PlayersPanel(QWidget):
    """Public information of every player; the player to move is marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = QTableWidget(0, 0, self)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.table)
        self._last: tuple[Any, ...] | None = None

    def update_players(
        self,
        texts: GameTexts,
        seats: tuple[Any, ...],
        scores: tuple[int, ...],
        metrics: dict[str, tuple[float, ...]],
        to_move: int | None,
    ) -> None:
        self._last = (texts, seats, scores, metrics, to_move)
        # The score column already shows the victory points.
        metrics = {k: v for k, v in metrics.items() if k != "Victory points"}
        labels = [self.tr("Player"), self.tr("Score")] + [texts.metric(m) for m in metrics]
        self.table.setColumnCount(len(labels))
        self.table.setHorizontalHeaderLabels(labels)
        self.table.setRowCount(len(seats))
        for row, seat in enumerate(seats):
            name = (
                seat.name if seat.is_human else self.tr("{name} (computer)").format(name=seat.name)
            )
            if row == to_move:
                name = "▶ " + name
            item = QTableWidgetItem(name)
            item.setIcon(marker_icon_pixmap(seat.colour))
            if row == to_move:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.table.setItem(row, 0, item)
            self.table.setItem(
                row, 1, QTableWidgetItem(str(scores[row]) if row < len(scores) else "")
            )
            for col, values in enumerate(metrics.values(), start=2):
                value = values[row] if row < len(values) else ""
                text = f"{value:g}" if isinstance(value, float) else str(value)
                cell = QTableWidgetItem(text)
                cell.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, col, cell)

    def clear(self) -> None:
        self._last = None
        self.table.setRowCount(0)
        self.table.setColumnCount(0)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._last is not None:
            self.update_players(*self._last)
        super().changeEvent(event)
