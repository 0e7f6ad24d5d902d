"""The decisions that are not on the board: buttons for the legal actions
without a board target (roll, take 2 gold, end the turn ...), the hand of
the player to move, and a line that says what to do now."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..engine.rules import Action
from .game_texts import GameTexts

MAX_BUTTONS = 40


class ActionPanel(QWidget):
    action_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.prompt = QLabel(self)
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        self.hand_title = QLabel(self)
        self.hand_holder = QVBoxLayout()
        self.buttons_box = QWidget(self)
        self.buttons_layout = QGridLayout(self.buttons_box)
        self.buttons_layout.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea(self)
        self.button_scroll = scroll
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.buttons_box)
        layout = QVBoxLayout(self)
        layout.addWidget(self.prompt)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.hand_title)
        layout.addLayout(self.hand_holder)
        self.hand_widget: QWidget | None = None
        self.buttons: list[QPushButton] = []
        self._last: tuple[Any, ...] | None = None
        self.hand_title.setVisible(False)  # until a game gives a hand to show
        self.retranslate()

    def retranslate(self) -> None:
        self.hand_title.setText("<b>" + self.tr("Your hand") + "</b>")

    def set_hand_widget(self, widget: QWidget | None) -> None:
        if self.hand_widget is not None:
            self.hand_holder.removeWidget(self.hand_widget)
            self.hand_widget.deleteLater()
        self.hand_widget = widget
        if widget is not None:
            self.hand_holder.addWidget(widget)
        self.hand_title.setVisible(widget is not None)

    def set_actions(
        self, texts: GameTexts | None, actions: Sequence[Action], enabled: bool, prompt: str
    ) -> None:
        self._last = (texts, tuple(actions), enabled, prompt)
        self.prompt.setText(prompt)
        for button in self.buttons:
            self.buttons_layout.removeWidget(button)
            button.deleteLater()
        self.buttons = []
        if texts is None:
            return
        for index, action in enumerate(actions[:MAX_BUTTONS]):
            button = QPushButton(texts.action(action), self.buttons_box)
            button.setEnabled(enabled)
            button.setProperty("action_index", index)
            button.clicked.connect(self._chooser(action))
            self.buttons.append(button)
        # Two columns only when two buttons fit side by side: long labels (a
        # Ukrainian "keep a face-up counter: Troll Wagon") would otherwise push the
        # second column out of sight behind a horizontal scroll bar.
        room = self.button_scroll.viewport().width() - 2 * self.buttons_layout.horizontalSpacing()
        widest = max((b.sizeHint().width() for b in self.buttons), default=0)
        columns = 2 if 2 * widest <= room else 1
        for index, button in enumerate(self.buttons):
            self.buttons_layout.addWidget(button, index // columns, index % columns)

    def _chooser(self, action: Action) -> Callable[[], None]:
        return lambda: self.action_chosen.emit(action)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
