"""The game log: every engine event as a sentence in the current language."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QListWidget, QMenu, QVBoxLayout, QWidget

from .game_texts import GameTexts

if TYPE_CHECKING:  # the engine loads with the first game, not with the window
    from ..engine.rules import Event


def write_log_text(path: Path | str, header: Sequence[str], lines: Sequence[str]) -> Path:
    """The log as plain UTF-8 text: the header lines, an empty line, one line per entry."""
    target = Path(path)
    body = [*header, "", *lines] if header else list(lines)
    target.write_text("\n".join(body) + "\n", encoding="utf-8")
    return target


class GameLog(QWidget):
    export_requested = Signal()  # "Save the log as text…" from the context menu

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.list = QListWidget(self)
        self.list.setWordWrap(True)
        self.list.setUniformItemSizes(False)
        self.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.list.customContextMenuRequested.connect(self._menu)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.list)
        self._texts: GameTexts | None = None
        # Scrolling to the end lays out the wrapped lines (milliseconds in a
        # long game): done once after a burst of computer moves, not per move.
        self._scroll = QTimer(self)
        self._scroll.setSingleShot(True)
        self._scroll.setInterval(60)
        self._scroll.timeout.connect(self.list.scrollToBottom)
        self._events: list[tuple[int, Event]] = []
        self.viewer: int | None = None  # whose secrets the log may show

    def set_texts(self, texts: GameTexts | None) -> None:
        self._texts = texts
        self.rebuild([])

    def rebuild(self, events_per_action: Sequence[tuple[Event, ...]]) -> None:
        """Show the log of a whole session (after load, undo or a language switch)."""
        self._events = [(i, e) for i, events in enumerate(events_per_action) for e in events]
        self.list.clear()
        if self._texts is None:
            return
        for _, event in self._events:
            self.list.addItem(self._texts.event(event, self.viewer))
        self.list.scrollToBottom()

    def set_viewer(self, viewer: int | None) -> None:
        """Re-render for another reader (hotseat: each player sees own secrets)."""
        if viewer == self.viewer:
            return
        self.viewer = viewer
        self._rerender()

    def _rerender(self) -> None:
        if self._texts is None:
            return
        self.list.clear()
        for _, event in self._events:
            self.list.addItem(self._texts.event(event, self.viewer))
        self.list.scrollToBottom()

    def append(self, index: int, events: Sequence[Event]) -> None:
        if self._texts is None:
            return
        for event in events:
            self._events.append((index, event))
            self.list.addItem(self._texts.event(event, self.viewer))
        if not self._scroll.isActive():
            self._scroll.start()

    def lines(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]

    def last_line(self) -> str:
        count = self.list.count()
        return self.list.item(count - 1).text() if count else ""

    def copy_all(self) -> None:
        QGuiApplication.clipboard().setText("\n".join(self.lines()))

    def _menu(self, pos: QPoint) -> None:
        menu = QMenu(self)
        menu.addAction(self.tr("Copy the whole log"), self.copy_all)
        menu.addAction(self.tr("Save the log as text…"), self.export_requested.emit)
        menu.popup(self.list.mapToGlobal(pos))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._rerender()
        super().changeEvent(event)
