"""Help ▸ About: version, licence, who made the games, where our rules come from."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..credits import GAME_CREDITS
from ..persistence import paths


def _tr(text: str) -> str:
    """For texts marked elsewhere (credits.GAME_CREDITS); literals below call translate."""
    return QCoreApplication.translate("About", text)


def credits_lines() -> list[str]:
    """One line per game: its title in the current language, designers, publisher, year."""
    return [
        QCoreApplication.translate(
            "About", "{game}: designed by {designers}, published by {publisher} in {year}."
        ).format(
            game=QCoreApplication.translate("Games", credit.title),
            designers=credit.designers,
            publisher=credit.publisher,
            year=credit.year,
        )
        for credit in GAME_CREDITS
    ]


def sources_lines() -> list[str]:
    return [_tr(credit.sources) for credit in GAME_CREDITS]


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about_dialog")
        self.icon = QLabel(self)
        self.title = QLabel(self)
        font = self.title.font()
        font.setPointSize(font.pointSize() + 6)
        font.setBold(True)
        self.title.setFont(font)
        self.labels: dict[str, QLabel] = {}
        text_column = QVBoxLayout()
        text_column.addWidget(self.title)
        for name in (
            "version",
            "summary",
            "licence",
            "games_heading",
            "games",
            "sources_heading",
            "sources",
            "own_words",
            "logs",
        ):
            label = QLabel(self)
            label.setObjectName(f"about_{name}")
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            if name.endswith("_heading"):
                bold = label.font()
                bold.setBold(True)
                label.setFont(bold)
            text_column.addWidget(label)
            self.labels[name] = label
        top = QHBoxLayout()
        top.addWidget(self.icon, 0, Qt.AlignmentFlag.AlignTop)
        top.addLayout(text_column, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(buttons)
        self.setMinimumWidth(560)
        self.retranslate()

    def retranslate(self) -> None:
        from .desktop import app_icon

        self.setWindowTitle(QCoreApplication.translate("About", "About Elasund Desktop"))
        self.setWindowIcon(app_icon())
        self.icon.setPixmap(app_icon().pixmap(96, 96))
        self.title.setText(QCoreApplication.translate("About", "Elasund Desktop"))
        texts = {
            "version": QCoreApplication.translate("About", "Version {version}").format(
                version=__version__
            ),
            "summary": QCoreApplication.translate(
                "About",
                "Four board games at one computer, offline: friends share one screen "
                "and may add computer opponents.",
            ),
            "licence": QCoreApplication.translate(
                "About",
                "Licence: GNU General Public License, version 3 or later "
                "(GPL-3.0-or-later). You may share and change the program under its "
                "terms; it comes without any warranty.",
            ),
            "games_heading": QCoreApplication.translate("About", "The games"),
            "games": "\n".join(credits_lines()),
            "sources_heading": QCoreApplication.translate("About", "Where our rules come from"),
            "sources": "\n".join(sources_lines()),
            "own_words": QCoreApplication.translate(
                "About",
                "The rules texts and data are written in our own words from these public "
                "sources. The games' names are trademarks of their owners; this program is "
                "not connected with their publishers.",
            ),
            "logs": QCoreApplication.translate("About", "Log files: {path}").format(
                path=paths.log_dir()
            ),
        }
        for name, text in texts.items():
            self.labels[name].setText(text)

    def text(self) -> str:
        """Everything the dialog says, in reading order (tests, bug reports)."""
        parts = [self.title.text(), *(label.text() for label in self.labels.values())]
        return "\n".join(parts)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def show_about(parent: QWidget) -> AboutDialog:
    """Open the dialog (not modal for tests' sake: `open`, not `exec`)."""
    dialog = parent.findChild(AboutDialog, "about_dialog")
    if dialog is None:
        dialog = AboutDialog(parent)
    dialog.open()
    dialog.raise_()
    return dialog
