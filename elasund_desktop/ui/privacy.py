"""The screen shown between two human players when the game hides hands."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class PrivacyScreen(QWidget):
    confirmed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(True)
        self.setStyleSheet("PrivacyScreen { background: #2b2b38; } QLabel { color: white; }")
        self.label = QLabel(self)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)
        font = self.label.font()
        font.setPointSize(font.pointSize() + 6)
        self.label.setFont(font)
        self.button = QPushButton(self)
        self.button.setDefault(True)
        self.button.clicked.connect(self.confirmed.emit)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.label)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)
        self.player_name = ""
        self.retranslate()

    def show_for(self, name: str) -> None:
        self.player_name = name
        self.retranslate()

    def retranslate(self) -> None:
        self.label.setText(
            self.tr("Pass the computer to {name}.\nThe other players should look away.").format(
                name=self.player_name
            )
        )
        self.button.setText(self.tr("I am {name}: show my hand").format(name=self.player_name))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
