"""The game log: every engine event as a sentence in the current language."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QListWidget, QVBoxLayout, QWidget

from ..engine.rules import Event
from .game_texts import GameTexts


class GameLog(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.list = QListWidget(self)
        self.list.setWordWrap(True)
        self.list.setUniformItemSizes(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.list)
        self._texts: GameTexts | None = None
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
        self.list.scrollToBottom()

    def lines(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._rerender()
        super().changeEvent(event)
