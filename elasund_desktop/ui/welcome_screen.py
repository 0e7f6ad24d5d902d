"""The first screen: every game of the registry as a card, the last game and the recent saves.

Each card shows the game's board at a fixed start (drawn by the board itself,
ui/board_pictures.py), its title, one line saying what it is and its buttons:
New game, Rules and, where the game has a lesson, Learn to play.  Below, the
game to continue (the unfinished autosave, else the newest unfinished save)
and the recent saves, read from their headers without replaying them
(persistence/save_header.py): a file that cannot be read is left out.

The screen only asks: its signals say what the player chose and the window
does it.  Nothing here loads the engine before the window's first paint: the
pictures not yet in the cache are drawn afterwards (`draw_missing_pictures`),
one per turn of the event loop, so the window answers in between.
"""

from __future__ import annotations

import html
import itertools
import logging
import math
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDateTime, QEvent, QLocale, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..lessons.catalogue import lesson_of
from ..persistence import paths
from ..persistence.recent import load_recent
from ..persistence.save_header import (
    AUTOSAVE_NAME,
    SaveHeader,
    game_to_continue,
    recent_headers,
    unfinished_autosave,
)
from .board_pictures import BACKGROUND, cached_picture, draw_picture

if TYPE_CHECKING:
    from ..games import GameSpec, Registry

log = logging.getLogger(__name__)

PICTURE_SIZE = QSize(264, 156)  # logical pixels: four cards side by side at 1280 wide
CARD_SPACING = 14
RECENT_LINES = 4  # the recent list shows this many saves before it scrolls
PATH_ROLE = Qt.ItemDataRole.UserRole


def _game_title(spec: GameSpec) -> str:
    return QCoreApplication.translate("Games", spec.title)


class GameCard(QFrame):
    """One game: its picture, title, summary and buttons."""

    def __init__(self, spec: GameSpec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.setObjectName(f"game_card_{spec.game_id}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.picture = QLabel(self)
        self.picture.setFixedSize(PICTURE_SIZE)
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # until the picture is drawn: the paper it will be drawn on
        self.picture.setStyleSheet(f"background: {BACKGROUND.name()};")
        self.title = QLabel(self)
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.title.setFont(font)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.summary.setFixedWidth(PICTURE_SIZE.width())
        self.new_button = QPushButton(self)
        self.rules_button = QPushButton(self)
        self.lesson_button: QPushButton | None = None
        # Every card keeps the room of a Learn to play button, so that the
        # buttons of all cards stand in one line.
        placeholder = QPushButton(self)
        if lesson_of(spec.game_id) is not None:
            self.lesson_button = placeholder
        else:
            policy = placeholder.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            placeholder.setSizePolicy(policy)
            placeholder.hide()
        self._lesson_row = placeholder
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.addWidget(self.picture)
        layout.addWidget(self.title)
        layout.addWidget(self.summary, 1)
        row = QHBoxLayout()
        row.addWidget(self.new_button, 1)
        row.addWidget(self.rules_button, 1)
        layout.addLayout(row)
        layout.addWidget(self._lesson_row)
        self.has_picture = False
        self.retranslate()

    def set_picture(self, picture: object) -> None:
        self.picture.setPixmap(picture)  # type: ignore[arg-type]
        self.picture.setStyleSheet("")
        self.has_picture = True

    def buttons(self) -> list[QPushButton]:
        found = [self.new_button, self.rules_button]
        return found + ([self.lesson_button] if self.lesson_button is not None else [])

    def retranslate(self) -> None:
        title = _game_title(self.spec)
        self.title.setText(title)
        spec_summary = self.spec.summary
        summary = QCoreApplication.translate("Games", spec_summary) if spec_summary else ""
        self.summary.setText(summary)
        self.setAccessibleName(title)
        self.setAccessibleDescription(summary)
        self.picture.setAccessibleName(
            self.tr("The board of {game} at the start of a game").format(game=title)
        )
        self.new_button.setText(self.tr("New game"))
        self.new_button.setAccessibleName(self.tr("New game of {game}").format(game=title))
        self.rules_button.setText(self.tr("Rules"))
        self.rules_button.setAccessibleName(self.tr("Rules of {game}").format(game=title))
        if self.lesson_button is not None:
            self.lesson_button.setText(self.tr("Learn to play"))
            self.lesson_button.setAccessibleName(
                self.tr("Learn to play {game}: a guided first game").format(game=title)
            )


class WelcomeScreen(QWidget):
    """The window's first page, until a game starts."""

    new_game_requested = Signal(str)  # game id
    rules_requested = Signal(str)  # game id
    lesson_requested = Signal(str)  # game id
    open_requested = Signal(str)  # a save's path
    continue_requested = Signal(str, bool)  # the save's path, whether it is the autosave
    open_file_requested = Signal()  # Open a saved game…

    def __init__(
        self,
        registry: Registry,
        language: Callable[[], str] = lambda: "en",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("welcome_screen")
        self.registry = registry
        self.language = language
        self.cards: dict[str, GameCard] = {}
        self.recent: list[SaveHeader] = []
        self.last_game: SaveHeader | None = None
        self._may_draw = False  # set once the window has painted (draw_missing_pictures)
        self._drawing = False
        self._columns = 0

        self.scroller = QScrollArea(self)
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        # no Tab stop of its own: Tab goes to the buttons inside (and scrolls to them)
        self.scroller.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        content = QWidget(self.scroller)
        self.scroller.setWidget(content)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.scroller)

        self.title = QLabel(content)
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.title.setFont(font)
        self.text = QLabel(content)
        self.text.setWordWrap(True)
        self.cards_grid = QGridLayout()
        self.cards_grid.setSpacing(CARD_SPACING)
        for spec in registry:
            card = GameCard(spec, content)
            card.new_button.clicked.connect(lambda _=False, g=spec.game_id: self._new(g))
            card.rules_button.clicked.connect(lambda _=False, g=spec.game_id: self._rules(g))
            if card.lesson_button is not None:
                card.lesson_button.clicked.connect(lambda _=False, g=spec.game_id: self._lesson(g))
            self.cards[spec.game_id] = card

        self.continue_box = QGroupBox(content)
        self.continue_label = QLabel(self.continue_box)
        self.continue_label.setWordWrap(True)
        self.continue_button = QPushButton(self.continue_box)
        self.continue_button.clicked.connect(self._continue)
        box = QVBoxLayout(self.continue_box)
        box.addWidget(self.continue_label)
        box.addWidget(self.continue_button, 0, Qt.AlignmentFlag.AlignLeft)
        box.addStretch(1)

        self.recent_box = QGroupBox(content)
        self.recent_list = QListWidget(self.recent_box)
        self.recent_list.setWordWrap(True)
        self.recent_list.setAlternatingRowColors(True)
        self.recent_list.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.recent_list.itemActivated.connect(self._open_item)
        self.recent_list.currentItemChanged.connect(lambda *_: self._update_open_button())
        self.no_recent_label = QLabel(self.recent_box)
        self.no_recent_label.setWordWrap(True)
        self.open_selected_button = QPushButton(self.recent_box)
        self.open_selected_button.clicked.connect(self._open_selected)
        self.open_file_button = QPushButton(self.recent_box)
        self.open_file_button.clicked.connect(self.open_file_requested)
        recent = QVBoxLayout(self.recent_box)
        recent.addWidget(self.recent_list)
        recent.addWidget(self.no_recent_label)
        buttons = QHBoxLayout()
        buttons.addWidget(self.open_selected_button)
        buttons.addWidget(self.open_file_button)
        buttons.addStretch(1)
        recent.addLayout(buttons)

        saves_row = QHBoxLayout()
        saves_row.setSpacing(CARD_SPACING)
        saves_row.addWidget(self.continue_box, 1)
        saves_row.addWidget(self.recent_box, 2)

        column = QVBoxLayout(content)
        column.setContentsMargins(24, 16, 24, 16)
        column.addWidget(self.title)
        column.addWidget(self.text)
        column.addSpacing(8)
        column.addLayout(self.cards_grid)
        column.addSpacing(8)
        column.addLayout(saves_row)
        column.addStretch(1)
        self._arrange_cards(self._columns_for(1400))
        self.retranslate()
        self.load_cached_pictures()
        self.refresh_saves()

    # -- the cards ---------------------------------------------------------------------
    def _columns_for(self, width: int) -> int:
        """As many cards side by side as fit, in rows of equal length where that costs
        no extra row (four games: 4, else 2 and 2, else one under the other)."""
        count = max(1, len(self.cards))
        # The cards' own widths, not the picture's: a long button text or a
        # larger system font widens a card, and four such cards ran past a
        # 1280-pixel window (the last card's buttons at x=1309).
        widest = max((c.minimumSizeHint().width() for c in self.cards.values()), default=0)
        card = max(PICTURE_SIZE.width() + 2 * 12, widest) + CARD_SPACING
        columns = max(1, min(count, (width - 48 + CARD_SPACING) // card))
        while columns > 1 and math.ceil(count / columns) == math.ceil(count / (columns - 1)):
            columns -= 1
        return columns

    def _arrange_cards(self, columns: int) -> None:
        if columns == self._columns:
            return
        self._columns = columns
        for card in self.cards.values():
            self.cards_grid.removeWidget(card)
        for index, card in enumerate(self.cards.values()):
            self.cards_grid.addWidget(card, index // columns, index % columns)
        for col in range(self.cards_grid.columnCount()):
            self.cards_grid.setColumnStretch(col, 0)
        self.cards_grid.setColumnStretch(columns, 1)  # the cards stay together on the left
        self._fix_tab_order()

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._arrange_cards(self._columns_for(self.width()))

    def _fix_tab_order(self) -> None:
        """Tab goes card by card (each card's buttons), then to the saves."""
        chain: list[QWidget] = []
        for card in self.cards.values():
            chain += card.buttons()
        chain += [self.continue_button, self.recent_list, self.open_selected_button]
        chain.append(self.open_file_button)
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    def load_cached_pictures(self) -> None:
        """Show every picture already made (memory or disk); draw none."""
        ratio = self.devicePixelRatioF()
        for game_id, card in self.cards.items():
            picture = cached_picture(game_id, PICTURE_SIZE, ratio, self.language())
            if picture is not None:
                card.set_picture(picture)
            else:
                card.has_picture = False

    def draw_missing_pictures(self) -> None:
        """From now on, draw the pictures not in the cache: one per event-loop turn."""
        self._may_draw = True
        if not self._drawing:
            self._drawing = True
            QTimer.singleShot(0, self, self._draw_next)

    def _draw_next(self) -> None:
        missing = [card for card in self.cards.values() if not card.has_picture]
        # Nobody looks (a game began, the window closed): stop until shown again.
        if not missing or not self.isVisible():
            self._drawing = False
            return
        card = missing[0]
        try:
            card.set_picture(
                draw_picture(card.spec, PICTURE_SIZE, self.devicePixelRatioF(), self.language())
            )
        except Exception:
            # a board that cannot draw its start keeps its blank picture; the card
            # still works (and the failure is in the log)
            log.exception("no picture of %s", card.spec.game_id)
            card.has_picture = True
        QTimer.singleShot(0, self, self._draw_next)

    def pictures_done(self) -> bool:
        return all(card.has_picture for card in self.cards.values())

    # -- the saves ---------------------------------------------------------------------
    def refresh_saves(self) -> None:
        """Read the recent saves and the autosave again (their headers only)."""
        known = self.registry.ids()
        autosave = unfinished_autosave(paths.autosave_dir() / AUTOSAVE_NAME, known)
        self.recent = recent_headers(load_recent(), known)
        self.last_game = game_to_continue(autosave, self.recent)
        self._show_saves()

    def _show_saves(self) -> None:
        last = self.last_game
        self.continue_box.setVisible(last is not None)
        if last is not None:
            headline, detail = self.describe(last)
            # the players' names are the players' own: shown as written, never as markup
            self.continue_label.setText(f"<b>{html.escape(headline)}</b><br>{html.escape(detail)}")
            self.continue_label.setTextFormat(Qt.TextFormat.RichText)
            self.continue_button.setAccessibleName(
                self.tr("Continue the last game: {game}").format(game=headline)
            )
        self.recent_list.clear()
        for header in self.recent:
            headline, detail = self.describe(header)
            item = QListWidgetItem(f"{headline}\n{detail}")
            item.setData(PATH_ROLE, str(header.path))
            item.setToolTip(str(header.path))
            item.setData(Qt.ItemDataRole.AccessibleTextRole, f"{headline}. {detail}")
            self.recent_list.addItem(item)
        line = self.recent_list.fontMetrics().lineSpacing()
        shown = max(1, min(RECENT_LINES, len(self.recent)))
        self.recent_list.setFixedHeight(shown * (2 * line + 8) + 6)
        self.recent_list.setVisible(bool(self.recent))
        self.no_recent_label.setVisible(not self.recent)
        if self.recent and self.recent_list.currentRow() < 0:
            self.recent_list.setCurrentRow(0)
        self._update_open_button()

    def describe(self, header: SaveHeader) -> tuple[str, str]:
        """Two lines about a save: the game and when; who plays and how far."""
        game = (
            _game_title(self.registry.get(header.game_id))
            if header.game_id in self.registry
            else header.game_id
        )
        when = self.when_text(header.saved)
        if header.autosave:
            headline = self.tr("{game}, saved automatically {when}").format(game=game, when=when)
        else:
            headline = self.tr("{game}, saved {when}").format(game=game, when=when)
        players = ", ".join(header.players) or self.tr("%n players", "", header.num_players)
        moves = self.tr("%n moves", "", header.moves)
        if header.finished:
            detail = self.tr("{players} · {moves} · finished").format(players=players, moves=moves)
        else:
            detail = self.tr("{players} · {moves}").format(players=players, moves=moves)
        return headline, detail

    def when_text(self, moment: datetime) -> str:
        """A save's time in the interface's language, in the computer's time zone."""
        stamp = QDateTime.fromSecsSinceEpoch(int(moment.timestamp())).toLocalTime()
        return QLocale(self.language()).toString(stamp, QLocale.FormatType.ShortFormat)

    def _update_open_button(self) -> None:
        self.open_selected_button.setEnabled(self.recent_list.currentItem() is not None)

    # -- choices -------------------------------------------------------------------------
    def _new(self, game_id: str) -> None:
        self.new_game_requested.emit(game_id)

    def _rules(self, game_id: str) -> None:
        self.rules_requested.emit(game_id)

    def _lesson(self, game_id: str) -> None:
        self.lesson_requested.emit(game_id)

    def _continue(self) -> None:
        if self.last_game is not None:
            self.continue_requested.emit(str(self.last_game.path), self.last_game.autosave)

    def _open_item(self, item: QListWidgetItem) -> None:
        path = item.data(PATH_ROLE)
        if isinstance(path, str):
            self.open_requested.emit(path)

    def _open_selected(self) -> None:
        item = self.recent_list.currentItem()
        if item is not None:
            self._open_item(item)

    def recent_paths(self) -> list[Path]:
        return [header.path for header in self.recent]

    def focus_first(self) -> None:
        """The first thing to press: Continue when there is a game to continue."""
        target: QWidget | None = self.continue_button if self.last_game is not None else None
        if target is None and self.cards:
            target = next(iter(self.cards.values())).new_button
        if target is not None:
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._arrange_cards(self._columns_for(self.width()))
        if self._may_draw:
            self.draw_missing_pictures()  # where it stopped when hidden

    # -- language ------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.title.setText(self.tr("Elasund Desktop"))
        self.text.setText(
            self.tr(
                "Board games for friends at one computer, with computer opponents if you "
                "like. Every rule is checked for you. Choose a game:"
            )
        )
        for card in self.cards.values():
            card.retranslate()
        self.continue_box.setTitle(self.tr("Continue the last game"))
        self.continue_button.setText(self.tr("Continue"))
        self.recent_box.setTitle(self.tr("Recent games"))
        self.recent_list.setAccessibleName(self.tr("Recent games"))
        self.no_recent_label.setText(self.tr("The games you save appear here."))
        self.open_selected_button.setText(self.tr("Open the selected game"))
        self.open_file_button.setText(self.tr("Open a saved game…"))
        self._show_saves()  # their dates and counts are in the language too

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            # the pictures are in the language too (the players' names, the board's words)
            self.load_cached_pictures()
            if self._may_draw:
                self.draw_missing_pictures()
        super().changeEvent(event)

