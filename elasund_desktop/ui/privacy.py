"""The screen shown between two human players when the game hides hands.

It covers the whole board area with an opaque dark background (painted in
`paintEvent`: a plain QWidget paints no style-sheet background), and shows
the next player large and centred: marker, name, colour.  The button has the
keyboard focus, so Enter confirms.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from .palette import MARKER_NAMES, PALETTE, marker_path

BACKGROUND = QColor("#20232e")
TEXT = "#f2f2f2"
MARKER_SIZE = 112
TEXT_WIDTH = 720  # the hand-over words wrap at this width at most


def marker_pixmap(colour_index: int, size: int = MARKER_SIZE) -> QPixmap:
    """A large marker of a seat's colour, outlined so dark colours show on dark grey."""
    colour = PALETTE[colour_index % len(PALETTE)]
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(QPointF(size / 2, size / 2))
    painter.setBrush(colour.qcolor)
    painter.setPen(QPen(QColor(TEXT), 3))
    painter.drawPath(marker_path(colour.marker, size - 8))
    painter.end()
    return pixmap


class PrivacyScreen(QWidget):
    confirmed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("privacy_screen")
        # Opaque: nothing of the board below may shine through.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAutoFillBackground(True)
        palette = self.palette()
        palette.setColor(self.backgroundRole(), BACKGROUND)
        self.setPalette(palette)
        self.marker = QLabel(self)
        self.marker.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.name_label = QLabel(self)
        self.name_label.setObjectName("privacy_name")
        self.name_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.name_label.setWordWrap(True)
        self.colour_label = QLabel(self)
        self.colour_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label = QLabel(self)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)
        self.button = QPushButton(self)
        self.button.setAutoDefault(True)
        self.button.setDefault(True)
        self.button.clicked.connect(self.confirmed.emit)
        base = self.font().pointSizeF()
        if base <= 0:
            base = 10.0
        for widget, scale, bold in (
            (self.name_label, 2.6, True),
            (self.colour_label, 1.4, False),
            (self.label, 1.4, False),
            (self.button, 1.3, True),
        ):
            font = widget.font()
            font.setPointSizeF(base * scale)
            font.setBold(bold)
            widget.setFont(font)
        for label in (self.name_label, self.colour_label, self.label):
            label.setStyleSheet(f"color: {TEXT}; background: transparent;")
        self.button.setMinimumHeight(48)
        self.button.setStyleSheet("QPushButton { padding: 8px 28px; }")
        layout = QVBoxLayout(self)
        layout.setSpacing(14)
        layout.addStretch(1)
        layout.addWidget(self.marker, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.name_label, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.colour_label, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addSpacing(10)
        layout.addWidget(self.label, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addSpacing(10)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)
        self.player_name = ""
        self.player_colour: int | None = None
        self.retranslate()

    def show_for(self, name: str, colour: int | None = None) -> None:
        self.player_name = name
        self.player_colour = colour
        if colour is not None:
            self.marker.setPixmap(marker_pixmap(colour))
        else:
            self.marker.clear()
        self.marker.setVisible(colour is not None)
        self.retranslate()
        self.button.setFocus(Qt.FocusReason.OtherFocusReason)

    def retranslate(self) -> None:
        self.name_label.setText(self.player_name)
        if self.player_colour is not None:
            colour = PALETTE[self.player_colour % len(PALETTE)]
            self.colour_label.setText(
                QCoreApplication.translate("Palette", colour.name)
                + " · "
                + QCoreApplication.translate("Palette", MARKER_NAMES[colour.marker])
            )
        else:
            self.colour_label.setText("")
        self.label.setText(
            self.tr("Pass the computer to {name}.\nThe other players should look away.").format(
                name=self.player_name
            )
        )
        self.button.setText(self.tr("I am {name}: show my hand").format(name=self.player_name))
        self._fit_words()

    def _fit_words(self) -> None:
        """Give the wrapped words their whole height.

        A word-wrapped QLabel placed with an alignment in a box layout gets the
        height of its size hint, not the height its words need at its width:
        the Ukrainian hand-over text lost its first and last lines (issue 25).
        So the labels get a width here, and the height those words need at it.
        """
        width = max(120, min(TEXT_WIDTH, self.width() - 40))
        for label in (self.name_label, self.label):
            label.setFixedWidth(width)
            label.setMinimumHeight(max(0, label.heightForWidth(width)))
        layout = self.layout()
        if layout is not None:
            layout.activate()  # place them now, not at the next event (a grab may come first)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_words()

    def paintEvent(self, event: QPaintEvent) -> None:
        del event  # the whole screen is painted every time
        painter = QPainter(self)
        painter.fillRect(self.rect(), BACKGROUND)
        if self.player_colour is not None:
            # A band of the player's colour along the top: recognisable from afar.
            colour = PALETTE[self.player_colour % len(PALETTE)].qcolor
            painter.fillRect(0, 0, self.width(), 14, colour)
        painter.end()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.button.setFocus(Qt.FocusReason.OtherFocusReason)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirmed.emit()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
