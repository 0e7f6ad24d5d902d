"""The game log: every engine event as a sentence in the current language."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QTextBlockFormat, QTextCursor
from PySide6.QtWidgets import QMenu, QTextEdit, QVBoxLayout, QWidget

from .game_texts import GameTexts

if TYPE_CHECKING:  # the engine loads with the first game, not with the window
    from ..engine.rules import Event


def write_log_text(path: Path | str, header: Sequence[str], lines: Sequence[str]) -> Path:
    """The log as plain UTF-8 text: the header lines, an empty line, one line per entry."""
    target = Path(path)
    body = [*header, "", *lines] if header else list(lines)
    target.write_text("\n".join(body) + "\n", encoding="utf-8")
    return target


INDENT_PX = 12  # the hanging indent that tells entries apart


def entry_format() -> QTextBlockFormat:
    """One log entry's paragraph: its wrapped lines indented under the first."""
    block = QTextBlockFormat()
    block.setLeftMargin(INDENT_PX)
    block.setTextIndent(-INDENT_PX)
    block.setBottomMargin(2)
    return block


def add_paragraphs(
    view: QTextEdit, lines: Sequence[str], block: QTextBlockFormat, first: bool
) -> None:
    """Append `lines` to `view`'s document, one paragraph each (the game log and
    the replay's log look alike); `first`: the document holds no entry yet."""
    if not lines:
        return
    cursor = QTextCursor(view.document())
    cursor.movePosition(QTextCursor.MoveOperation.End)
    cursor.beginEditBlock()
    for line in lines:
        if first:  # the empty document's own paragraph
            cursor.setBlockFormat(block)
            first = False
        else:
            cursor.insertBlock(block)
        # one paragraph per entry even if a text holds a line break
        cursor.insertText(" ".join(line.splitlines()))
    cursor.endEditBlock()


class GameLog(QWidget):
    """One paragraph per event, wrapped lines indented under their first line.

    A read-only text document rather than a list view: a list with wrapped
    items measures every item again whenever one is added (milliseconds per
    move late in a game), while the document lays out only the new paragraph.
    """

    export_requested = Signal()  # "Save the log as text…" from the context menu
    INDENT_PX = INDENT_PX

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.text_view = QTextEdit(self)
        self.text_view.setReadOnly(True)
        self.text_view.setUndoRedoEnabled(False)  # a log of thousands of lines keeps no history
        self.text_view.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.text_view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.text_view.customContextMenuRequested.connect(self._menu)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.text_view)
        self._format = entry_format()
        self._texts: GameTexts | None = None
        # Follow the newest line once after a burst of computer moves, not per
        # move, and only if the reader has not scrolled up to read.
        self._scroll = QTimer(self)
        self._scroll.setSingleShot(True)
        self._scroll.setInterval(60)
        self._scroll.timeout.connect(self._follow)
        # Where the bar stood when a follow was started: the follow happens only
        # if the reader has not moved it since (computers at full speed keep a
        # follow pending almost all the time; a reader who scrolled up meanwhile
        # was taken back to the end).  No slot on the bar's signals: the bar also
        # signals while the log is being destroyed, and a slot of the log then
        # crashed the process (seen twice in the suite).
        self._follow_from: int | None = None
        self._events: list[tuple[int, Event]] = []
        self._lines: list[str] = []
        self.viewer: int | None = None  # whose secrets the log may show

    def set_texts(self, texts: GameTexts | None) -> None:
        self._texts = texts
        self.rebuild([])

    def rebuild(self, events_per_action: Sequence[tuple[Event, ...]]) -> None:
        """Show the log of a whole session (after load, undo or a language switch)."""
        self._events = [(i, e) for i, events in enumerate(events_per_action) for e in events]
        self._rerender()

    def set_viewer(self, viewer: int | None) -> None:
        """Re-render for another reader (hotseat: each player sees own secrets)."""
        if viewer == self.viewer:
            return
        self.viewer = viewer
        self._rerender()

    def _rerender(self) -> None:
        self.text_view.clear()
        self._lines = []
        if self._texts is None:
            return
        self._add([self._texts.event(event, self.viewer) for _, event in self._events])
        self.scroll_to_end()

    def _add(self, lines: Sequence[str]) -> None:
        add_paragraphs(self.text_view, lines, self._format, not self._lines)
        self._lines.extend(lines)

    def append(self, index: int, events: Sequence[Event]) -> None:
        if self._texts is None:
            return
        bar = self.text_view.verticalScrollBar()
        if not self._scroll.isActive() and bar.value() >= bar.maximum() - 2:
            self._follow_from = bar.value()  # at the end before these lines: follow them
            self._scroll.start()
        self._events.extend((index, event) for event in events)
        self._add([self._texts.event(event, self.viewer) for event in events])

    def _follow(self) -> None:
        # New lines raise the maximum without moving the bar: only the reader
        # moves it while a follow is pending.
        if self._follow_from == self.text_view.verticalScrollBar().value():
            self.scroll_to_end()
        self._follow_from = None

    def scroll_to_end(self) -> None:
        bar = self.text_view.verticalScrollBar()
        bar.setValue(bar.maximum())

    def lines(self) -> list[str]:
        return list(self._lines)

    def last_line(self) -> str:
        return self._lines[-1] if self._lines else ""

    def copy_all(self) -> None:
        QGuiApplication.clipboard().setText("\n".join(self.lines()))

    def _menu(self, pos: QPoint) -> None:
        menu = QMenu(self)
        if self.text_view.textCursor().hasSelection():
            menu.addAction(self.tr("Copy"), self.text_view.copy)
        menu.addAction(self.tr("Copy the whole log"), self.copy_all)
        menu.addAction(self.tr("Save the log as text…"), self.export_requested.emit)
        menu.popup(self.text_view.mapToGlobal(pos))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._rerender()
        super().changeEvent(event)
