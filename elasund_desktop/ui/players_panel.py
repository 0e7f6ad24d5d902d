"""One row per seat: colour and marker, name, score and the game's public numbers."""

from __future__ import annotations

import functools
from typing import Any

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPointF,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPen,
    QPixmap,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionHeader,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .game_texts import GameTexts
from .palette import PALETTE, marker_path


def marker_icon_pixmap(colour_index: int, size: int = 18) -> QPixmap:
    colour = PALETTE[colour_index % len(PALETTE)]
    return _marker_pixmap(colour.hex, colour.marker, size)


# One pixmap per colour and marker, not one per move; keyed by the colour itself,
# so that Settings ▸ Colour vision (which changes PALETTE) gets new ones.
@functools.cache
def _marker_pixmap(hex_colour: str, marker: str, size: int) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(QPointF(size / 2, size / 2))
    painter.setBrush(QColor(hex_colour))
    painter.setPen(QPen(QColor("#222222"), 1.2))
    painter.drawPath(marker_path(marker, size - 3))
    painter.end()
    return pixmap


def two_lines(text: str) -> str:
    """`text` broken at the space nearest its middle (a compact column header)."""
    words = text.split(" ")
    if len(words) < 2:
        return text
    best = min(
        range(1, len(words)),
        key=lambda k: abs(len(" ".join(words[:k])) - len(" ".join(words[k:]))),
    )
    return " ".join(words[:best]) + "\n" + " ".join(words[best:])


def bold_font(font: QFont) -> QFont:
    bold = QFont(font)
    bold.setBold(True)
    return bold


HOLDER_MARK = "★"
GAIN_COLOUR = QColor("#1e7a32")  # the green of the producing places' flash, darker to read
# A loss ("−5 gold") in dark red: in one green with the gains a player read a
# payment as income.  The sign stays the first mark, for every colour vision.
LOSS_COLOUR = QColor("#a31515")
MINUS = "\u2212"


def gain_line_colour(line: str) -> QColor:
    """The colour of one line of the gains column: losses red, gains green."""
    return LOSS_COLOUR if line.lstrip().startswith((MINUS, "-")) else GAIN_COLOUR


def wrap_gain_line(line: str, metrics: QFontMetrics, width: int) -> list[str]:
    """`line` cut into pieces no wider than `width`, word by word; a word
    wider than `width` alone is cut between its letters.  Each piece keeps the
    space after it, so that the pieces joined are `line` again."""
    pieces: list[str] = []
    current = ""
    for word in line.split(" "):
        candidate = current + word
        if not current or metrics.horizontalAdvance(candidate) <= width:
            current = candidate
        else:
            pieces.append(current)
            current = word
        while len(current) > 1 and metrics.horizontalAdvance(current) > width:
            # A word longer than the column ("marmorklodser" in a narrow dock).
            cut = max(1, len(current) - 1)
            while cut > 1 and metrics.horizontalAdvance(current[:cut]) > width:
                cut -= 1
            pieces.append(current[:cut])
            current = current[cut:]
        current += " "
    pieces.append(current[:-1])  # the last word has no space after it
    return pieces


def wrap_gains(text: str, metrics: QFontMetrics, width: int) -> list[list[str]]:
    """The gains cell's text (one gain a line) wrapped to `width`: per gain, its pieces."""
    return [wrap_gain_line(line, metrics, width) for line in text.split("\n")] if text else []


class GainsDelegate(QStyledItemDelegate):
    """Draws the gains cell line by line, each line in the colour of its sign.

    A gain longer than the column wraps onto further lines in its colour and
    the row grows: the column never grows past the dock (playtest: "−2
    influence cards (blue)" was cut to "−2 influence cards (" and the dock
    scrolled sideways)."""

    def __init__(self, table: QTableWidget) -> None:
        super().__init__(table)
        self._table = table
        # Row -> the pieces drawn there last (per gain line), for the tests.
        self.drawn: dict[int, list[list[str]]] = {}

    def text_width(self, column_width: int) -> int:
        """The width a gain line may take in a column `column_width` wide."""
        return max(1, column_width - 2 * self._margin())

    def _margin(self) -> int:
        style = self._table.style()
        return style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self._table) + 1

    def wrapped(self, text: str, font: QFont, column_width: int) -> list[list[str]]:
        """`text` as this delegate draws it in a column `column_width` wide."""
        return wrap_gains(text, QFontMetrics(font), self.text_width(column_width))

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text = index.data(Qt.ItemDataRole.DisplayRole)
        column_width = self._table.columnWidth(index.column())
        pieces = self.wrapped(str(text) if text else "", opt.font, column_width)
        # The height of the wrapped lines as the style measures lines (the
        # same as before for a text that needs no wrapping); the width is the
        # column's own: the panel sizes this column, never its contents.  The
        # style breaks lines at U+2028 (as initStyleOption writes newlines).
        opt.text = "\u2028".join(piece.rstrip() for line in pieces for piece in line)
        opt.features &= ~QStyleOptionViewItem.ViewItemFeature.WrapText
        style = self._table.style()
        size = style.sizeFromContents(
            QStyle.ContentsType.CT_ItemViewItem, opt, QSize(), self._table
        )
        return QSize(min(size.width(), column_width), size.height())

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        # The item's own text: opt.text has its newlines turned into U+2028.
        text = index.data(Qt.ItemDataRole.DisplayRole)
        opt.text = ""
        widget = opt.widget
        style = widget.style() if widget is not None else None
        if style is None:
            super().paint(painter, option, index)
            return
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        margin = self._margin()
        metrics = QFontMetrics(opt.font)
        pieces = wrap_gains(
            str(text) if text else "", metrics, max(1, opt.rect.width() - 2 * margin)
        )
        self.drawn[index.row()] = pieces
        lines = [(piece.rstrip(), gain_line_colour(line[0])) for line in pieces for piece in line]
        height = metrics.height()
        rect = opt.rect.adjusted(margin, 0, -margin, 0)
        top = rect.top() + (rect.height() - height * len(lines)) // 2
        painter.save()
        painter.setFont(opt.font)
        for k, (piece, colour) in enumerate(lines):
            painter.setPen(colour)  # a wrapped piece in its gain's colour
            painter.drawText(
                QRect(rect.left(), top + k * height, rect.width(), height),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                piece,
            )
        painter.restore()


TEXT_MARGIN = 6  # pixels around a header's text
UPRIGHT_MAX = 130  # an upright header longer than this goes on two lines


class CompactHeader(QHeaderView):
    """A horizontal header whose columns after the first show their title turned
    upright (reading bottom to top), so that a narrow column of small numbers
    never has to be as wide as a long word ("Nyersanyagkártyák")."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.upright_from = 1
        # (font, title) -> its lines and its section size: the header asks for
        # them at every relayout and repaint, the titles seldom change.
        self._measured: dict[tuple[str, str], tuple[list[str], QSize]] = {}

    def _title(self, logical_index: int) -> str:
        model = self.model()
        if model is None:
            return ""
        value = model.headerData(logical_index, Qt.Orientation.Horizontal)
        return str(value) if value is not None else ""

    def _measure(self, logical_index: int) -> tuple[list[str], QSize]:
        font = self.font()
        title = self._title(logical_index)
        key = (font.toString(), title)
        known = self._measured.get(key)
        if known is not None:
            return known
        metrics = QFontMetrics(font)
        if metrics.horizontalAdvance(title) > UPRIGHT_MAX:
            title = two_lines(title)
        lines = title.split("\n")
        long_side = max(metrics.horizontalAdvance(line) for line in lines)
        short_side = metrics.lineSpacing() * len(lines)
        size = QSize(short_side + 2 * TEXT_MARGIN, long_side + 2 * TEXT_MARGIN)
        self._measured[key] = (lines, size)
        return lines, size

    def _lines(self, logical_index: int) -> list[str]:
        return list(self._measure(logical_index)[0])

    def sectionSizeFromContents(self, logical_index: int) -> QSize:
        if logical_index < self.upright_from:
            return super().sectionSizeFromContents(logical_index)
        return QSize(self._measure(logical_index)[1])

    def paintSection(self, painter: QPainter, rect: QRect, logical_index: int) -> None:
        if logical_index < self.upright_from:
            super().paintSection(painter, rect, logical_index)
            return
        painter.save()
        option = QStyleOptionHeader()
        self.initStyleOption(option)
        option.rect = rect
        option.section = logical_index
        option.text = ""
        self.style().drawControl(QStyle.ControlElement.CE_Header, option, painter, self)
        painter.restore()
        painter.save()
        painter.setFont(self.font())
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.translate(rect.left(), rect.bottom())
        painter.rotate(-90)
        upright = QRect(
            TEXT_MARGIN, 0, rect.height() - 2 * TEXT_MARGIN, rect.width()
        )  # x along the column upwards, y across it
        painter.drawText(
            upright,
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            "\n".join(self._lines(logical_index)),
        )
        painter.restore()


class PlayersTable(QTableWidget):
    """The players table: it asks for the width its columns want (the gains
    column at its usual width), not the width they have now (the gains column
    may be narrower while a vertical scroll bar takes room)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 0, parent)
        self.wanted_width = 0

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(max(hint.width(), self.wanted_width), hint.height())


class PlayersPanel(QWidget):
    """Public information of every player; the player to move is marked.

    Pointing at a player's row (`seat_hovered`, -1 when the pointer leaves)
    and clicking it (`seat_clicked`) let a board show that player's overlay
    (Elfenland: the towns they still have to visit); rows are seats.

    The table is compact so that all of it shows in a narrow dock: headers on
    two lines, computer players marked on a second line of their name, and
    exactly as wide as its columns (the dock cannot be made narrower, so no
    column is ever cut).  A card held for a metric (Catan's Longest Road,
    Largest Army) is shown by a star beside the holder's number.
    """

    seat_hovered = Signal(int)  # the seat under the pointer, -1: none
    seat_clicked = Signal(int)
    # The table got taller or shorter (a gain wrapped onto more lines, one
    # ran out): the window fits the dock to it again, so every row stays in
    # sight (issue 25: the third row of a Carrara table hid under its dock).
    table_height_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = PlayersTable(self)
        self.table.setMouseTracking(True)  # cellEntered while no button is pressed
        self.table.cellEntered.connect(lambda row, _column: self._hover(row))
        self.table.cellClicked.connect(lambda row, _column: self.seat_clicked.emit(row))
        self._hovered = -1
        # Tab leaves the table (it moved from cell to cell, and never out).
        self.table.setTabKeyNavigation(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        # Reachable (a screen reader reads it cell by cell), but Tab leaves it.
        self.table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.table.verticalHeader().setVisible(False)
        self.table.setHorizontalHeader(CompactHeader(self.table))
        header = self.table.horizontalHeader()
        # Columns and rows are sized by _fit_width and _fit_height, and only
        # when what their sizes depend on changed (_take_size_key): under
        # ResizeToContents the headers measured every cell again after every
        # changed cell (the player to move and the gains change at every move).
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        header.setMinimumSectionSize(24)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setSizeAdjustPolicy(QTableWidget.SizeAdjustPolicy.AdjustToContents)
        self.table.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        # The table's public facts (engine/table_facts.py): Catan's bank and
        # deck, Elasund's victory points by source; and the game's reference
        # card (Catan's building costs) one click away.
        self.facts_label = QLabel(self)
        self.facts_label.setWordWrap(True)
        self.facts_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.facts_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.facts_label.hide()
        self.card_button = QPushButton(self)
        self.card_button.clicked.connect(self.show_card)
        self.card_button.hide()
        self.card_box: QMessageBox | None = None
        self._card = ("", "")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.table)
        layout.addWidget(self.facts_label)
        layout.addWidget(self.card_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addStretch(1)
        self._last: tuple[Any, ...] | None = None
        # seat -> a line under its name (a network game: "disconnected")
        self.seat_notes: dict[int, str] = {}
        self.gains_column = -1
        self._gains_delegate = GainsDelegate(self.table)
        self._gain_samples: list[str] = []
        # The gains column's width: the usual (as wide as the shortest sample,
        # what the dock is fitted to) and the least it may take when the dock
        # is narrower (a vertical scroll bar); it takes all the room the dock
        # gives beyond the other columns (see _fit_gains).
        self._gains_usual = 0
        self._gains_least = 0
        self._needed = 0  # the table's width with the gains column at its usual width
        self.table.installEventFilter(self)
        self.table.viewport().installEventFilter(self)
        self._changed = False  # a cell or header got new contents in this update
        # What each cell shows now (see _put): an unchanged cell costs no new item.
        self._cells: dict[tuple[int, int], tuple[Any, ...]] = {}
        self._facts: tuple[Any, ...] | None = None
        # What the last fit measured (see _take_size_key), and text widths.
        self._size_key: tuple[Any, ...] | None = None
        self._width_font = ""
        self._widths: dict[tuple[str, bool], int] = {}
        self._metrics = (QFontMetrics(self.table.font()), QFontMetrics(self.table.font()))

    def set_seat_notes(self, notes: dict[int, str]) -> None:
        """Lines under the seats' names; the table is drawn anew at its next update."""
        if notes != self.seat_notes:
            self.seat_notes = dict(notes)
            self._last = None

    def update_players(
        self,
        texts: GameTexts,
        seats: tuple[Any, ...],
        scores: tuple[int, ...],
        metrics: dict[str, tuple[float, ...]],
        to_move: int | None,
        holders: dict[str, tuple[int, str]] | None = None,
        gains: dict[int, list[str]] | None = None,
        gain_samples: list[str] | None = None,
    ) -> None:
        """`holders`: metric label -> (seat holding the card that goes with it or
        -1, the card's English name in the game's texts) (rules.metric_holders).
        `gains`: per seat, what it has just gained and lost ("+1 ore"), one text a
        line, in a last column; None for a game without gains (no such column).
        `gain_samples`: texts as wide as a gain usually is, so that the column
        keeps its width when the gains come and go."""
        key = (texts, seats, scores, metrics, to_move, holders, gains, gain_samples)
        if self._last == key:
            return  # nothing changed (most computer moves): no new items, no relayout
        self._last = key
        holders = holders or {}
        # The score column already shows the victory points.
        metrics = {k: v for k, v in metrics.items() if k != "Victory points"}
        labels = [self.tr("Player"), self.tr("Score")] + [texts.metric(m) for m in metrics]
        column = len(labels) if gains is not None else -1
        # Setting a column's delegate lays every item out again and repaints
        # the whole table: only when the gains column moves (or comes or goes).
        if column != self.gains_column:
            if self.gains_column >= 0:
                self.table.setItemDelegateForColumn(self.gains_column, None)  # type: ignore[arg-type]
            self.gains_column = column
            if column >= 0:
                self.table.setItemDelegateForColumn(column, self._gains_delegate)
        self._gain_samples = gain_samples or []
        if gains is not None:
            labels.append(self.tr("Just gained or lost"))
        self._changed = (self.table.columnCount(), self.table.rowCount()) != (
            len(labels),
            len(seats),
        )
        self.table.setColumnCount(len(labels))
        self.table.setRowCount(len(seats))
        if self.gains_column >= 0:
            # Sized by _fit_width only (at least as wide as the samples): under
            # the header's ResizeToContents it shrank to nothing whenever the
            # gains ran out and widened again at the next, moving the board.
            header = self.table.horizontalHeader()
            if header.sectionResizeMode(self.gains_column) != QHeaderView.ResizeMode.Fixed:
                header.setSectionResizeMode(self.gains_column, QHeaderView.ResizeMode.Fixed)
                self._changed = True
        tips = list(labels)
        for col, label in enumerate(metrics, start=2):
            if label in holders:
                tips[col] += "\n" + self.tr("{mark}: holds the card “{card}”.").format(
                    mark=HOLDER_MARK, card=texts.metric(holders[label][1])
                )
        for col, label in enumerate(labels):
            head = self.table.horizontalHeaderItem(col)
            if head is None or head.text() != label:  # a new header item relays the table out
                head = QTableWidgetItem(label)
                self.table.setHorizontalHeaderItem(col, head)
                self._changed = True
            if head.toolTip() != tips[col]:  # so does a new tooltip
                head.setToolTip(tips[col])
        centre = Qt.AlignmentFlag.AlignCenter
        word = self.tr("computer")
        for row, seat in enumerate(seats):
            name = ("▶ " if row == to_move else "") + seat.name
            tip = seat.name
            # a name that already says so (the lessons' "Computer 1") gets no
            # second "computer" line
            if not seat.is_human and word.casefold() not in seat.name.casefold():
                name += "\n" + word
                tip = self.tr("{name} (computer)").format(name=seat.name)
            note = self.seat_notes.get(row)
            if note:
                name += "\n" + note
                tip += "\n" + note
            self._put(row, 0, (name, tip, row == to_move, seat.colour, None))
            score = str(scores[row]) if row < len(scores) else ""
            self._put(row, 1, (score, "", False, None, centre))
            for col, (label, values) in enumerate(metrics.items(), start=2):
                value = values[row] if row < len(values) else ""
                text = f"{value:g}" if isinstance(value, float) else str(value)
                cell_tip = ""
                holder, card = holders.get(label, (-1, ""))
                if holder == row:
                    text = f"{HOLDER_MARK} {text}"
                    cell_tip = self.tr("{name} holds the card “{card}”.").format(
                        name=seat.name, card=texts.metric(card)
                    )
                self._put(row, col, (text, cell_tip, False, None, centre))
            if gains is not None:
                lines = gains.get(row, [])
                # Each line in the colour of its sign (GainsDelegate).
                self._put(
                    row,
                    self.gains_column,
                    (
                        "\n".join(lines),
                        " ".join(lines),
                        False,
                        None,
                        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                    ),
                )
        # The same texts need no new measuring; nor do new texts of the same
        # widths and line counts (the gains and the player to move change at
        # almost every move, the columns' widths seldom).
        changed = self._take_size_key() if self._changed else None
        if changed == "width":
            self._fit_width()
        elif changed == "height":
            # Only a row's number of lines (the gains of the move): the columns
            # keep their widths, the rows are measured again.
            self._fit_height()

    def _put(self, row: int, col: int, cell: tuple[Any, ...]) -> None:
        """Set a cell from (text, tooltip, bold, seat colour or None, alignment or
        None), unless it shows the same already: every new item makes the table
        measure its columns again (most of a computer move's cost), and building
        an item only to compare it cost as much again."""
        if self._cells.get((row, col)) == cell and self.table.item(row, col) is not None:
            return
        text, tip, bold, colour, alignment = cell
        item = QTableWidgetItem(text)
        if tip:
            item.setToolTip(tip)
        if colour is not None:
            item.setIcon(marker_icon_pixmap(colour))
            item.setData(Qt.ItemDataRole.UserRole, colour)
        if bold:
            font = item.font()
            font.setBold(True)
            item.setFont(font)
        if alignment is not None:
            item.setTextAlignment(alignment)
        self.table.setItem(row, col, item)
        self._cells[(row, col)] = cell
        self._changed = True

    def restyle(self) -> None:
        """Forget the drawn cells, so that the next update draws them all anew
        (the player colours changed: Settings ▸ Colour vision)."""
        self._last = None
        self.table.clearContents()

    def gains_text(self, seat: int) -> str:
        """The gains written beside `seat`'s row now, one a line ("" when none)."""
        if self.gains_column < 0:
            return ""
        item = self.table.item(seat, self.gains_column)
        return item.text() if item is not None else ""

    def update_facts(self, lines: list[str], card_title: str = "", card: str = "") -> None:
        """Show the table's facts (one a line) and, if the game has one, the
        button of its reference card (`card_title`, the card's text `card`)."""
        facts = (lines, card_title, card)
        if facts == self._facts:
            return  # the same facts (most moves): no new text, no measuring
        self._facts = facts
        self.facts_label.setText("\n".join(lines))
        self.facts_label.setVisible(bool(lines))
        self._card = (card_title, card)
        self.card_button.setText(card_title + "…" if card_title else "")
        self.card_button.setVisible(bool(card))
        self._fit_facts()
        if self.card_box is not None and self.card_box.isVisible():
            self.card_box.setText(card)

    def show_card(self) -> None:
        """The reference card in a small window that stays open beside the game."""
        title, card = self._card
        if self.card_box is None:
            self.card_box = QMessageBox(self)
            self.card_box.setModal(False)
            self.card_box.setIcon(QMessageBox.Icon.NoIcon)
        self.card_box.setWindowTitle(title)
        self.card_box.setText(card)
        self.card_box.show()

    def _take_size_key(self) -> str | None:
        """Remember what the columns' widths and the rows' heights depend on
        (the font, the headers, each column's widest text, each row's number
        of lines, the gains' samples); "width" when something the widths
        depend on changed since the last fit, "height" when only the rows'
        numbers of lines did, None when nothing did."""
        font = self.table.font()
        font_key = font.toString()
        if font_key != self._width_font:
            self._width_font = font_key
            self._widths = {}
            self._metrics = (QFontMetrics(font), QFontMetrics(bold_font(font)))
        rows, cols = self.table.rowCount(), self.table.columnCount()
        gains_width = self.table.columnWidth(self.gains_column) if self.gains_column >= 0 else 0
        widest = [0] * cols
        heights = [1] * rows
        for (row, col), cell in self._cells.items():
            if row >= rows or col >= cols:
                continue
            text, bold = cell[0], cell[2]
            width = self._widths.get((text, bold))
            if width is None:
                metrics = self._metrics[1 if bold else 0]
                width = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
                self._widths[(text, bold)] = width
            if col == self.gains_column:
                # Its width is the panel's to choose (never its text's), and
                # its lines are the wrapped ones (measured only when a line
                # is wider than the column).
                lines = text.count("\n") + 1
                if width > self._gains_delegate.text_width(gains_width):
                    pieces = wrap_gains(
                        text, self._metrics[0], self._gains_delegate.text_width(gains_width)
                    )
                    lines = sum(len(line) for line in pieces)
                heights[row] = max(heights[row], lines)
                continue
            widest[col] = max(widest[col], width)
            heights[row] = max(heights[row], text.count("\n") + 1)
        heads = []
        for col in range(cols):
            head = self.table.horizontalHeaderItem(col)
            heads.append(head.text() if head is not None else "")
        widths = (font_key, tuple(heads), tuple(widest), tuple(self._gain_samples), gains_width)
        key = (widths, tuple(heights))
        old, self._size_key = self._size_key, key
        if old is None or old[0] != widths:
            return "width"
        return None if old[1] == key[1] else "height"

    def _fit_width(self) -> None:
        """The table (and so the dock) exactly as wide as its columns, the
        gains column at its usual width; then the gains column takes the room
        the dock gives (_fit_gains)."""
        self.table.resizeColumnsToContents()
        frame = 2 * self.table.frameWidth()
        col = self.gains_column
        if col < 0:
            self._needed = self.table.horizontalHeader().length() + frame
            self.table.wanted_width = self._needed
            self.table.setMinimumWidth(self._needed)
            self._fit_height()
            return
        header = self.table.horizontalHeader()
        metrics = QFontMetrics(self.table.font())
        # As wide as the shortest gain, not the longest: the board keeps its
        # room at 1280×720 in every language, and a longer gain wraps onto
        # more lines (the row grows; the column and the dock never do).
        title = header.sectionSizeHint(col)
        if self._gain_samples:
            shortest = min(metrics.horizontalAdvance(t) for t in self._gain_samples)
            usual = max(title, shortest + 2 * TEXT_MARGIN)
        else:
            usual = max(title, self.table.sizeHintForColumn(col))
        # A vertical scroll bar in the dock takes its width from this column,
        # down to its upright title with a pixel either side (not the title's
        # usual margins): Catan in Hungarian with long names scrolled sideways
        # by 2 pixels.
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
        self._gains_usual = usual
        self._gains_least = max(title - 2 * TEXT_MARGIN + 2, usual - bar - 2)
        others = header.length() - self.table.columnWidth(col)
        self._needed = others + usual + frame
        self.table.wanted_width = self._needed
        self.table.setMinimumWidth(others + self._gains_least + frame)
        self.table.updateGeometry()
        self.table.setColumnWidth(col, usual)
        self._fit_gains(force=True)

    def _fit_gains(self, force: bool = False) -> None:
        """The gains column as wide as the table's room beyond the other
        columns (at least its least width), and the rows as tall as their
        wrapped gains."""
        col = self.gains_column
        if col >= 0 and self._gains_usual:
            header = self.table.horizontalHeader()
            others = header.length() - self.table.columnWidth(col)
            room = self.table.width() - 2 * self.table.frameWidth() - others
            if not self.table.isVisible():
                room = self._gains_usual  # no real width yet
            width = max(self._gains_least, room)
            if width != self.table.columnWidth(col):
                self.table.setColumnWidth(col, width)
                force = True
        if force:
            self._fit_height()

    def _fit_height(self) -> None:
        self.table.resizeRowsToContents()
        frame = 2 * self.table.frameWidth()
        # sizeHint: the header's own height is only updated at the next layout pass.
        height = (
            self.table.horizontalHeader().sizeHint().height() + self.table.verticalHeader().length()
        )
        old = (
            self.table.height() if self.table.minimumHeight() == self.table.maximumHeight() else -1
        )
        self.table.setFixedHeight(height + frame)
        self._fit_facts()
        if old != height + frame:
            self.table_height_changed.emit()

    def _fit_facts(self) -> None:
        """The facts below the table get the height their wrapped lines need.

        A layout takes a word-wrapped label's minimum height at some other
        width, so the dock could be a few lines too short: the facts then sat
        over the table's last row (playtest: Elasund's "+1 influence card"
        beside a computer player hidden under "Victory points by source")."""
        label = self.facts_label
        if label.isHidden() or not label.text():
            label.setMinimumHeight(0)
            return
        layout = self.layout()
        sides = 0
        if layout is not None:
            margins = layout.contentsMargins()
            sides = margins.left() + margins.right()
        # The label's width is the panel's (the table may be wider than the dock).
        width = self.width() - sides
        if width <= 0:
            width = self.table.minimumWidth()
        label.setMinimumHeight(label.heightForWidth(width))

    def needed_width(self) -> int:
        """The width the whole table needs (for tests and the window's layout)."""
        return max(self._needed, self.table.minimumWidth()) + 4

    def clear(self) -> None:
        self._last = None
        self._cells = {}
        self._facts = None
        self._size_key = None
        self.table.setRowCount(0)
        self.table.setColumnCount(0)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_facts()  # narrower: the facts wrap onto more lines

    def _hover(self, row: int) -> None:
        if row != self._hovered:
            self._hovered = row
            self.seat_hovered.emit(row)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table.viewport() and event.type() == QEvent.Type.Leave:
            self._hover(-1)
        if watched is self.table and event.type() == QEvent.Type.Resize:
            # Wider or narrower (the dock resized, a vertical scroll bar came
            # or went): the gains column takes the room, its gains wrap anew.
            self._fit_gains()
        return super().eventFilter(watched, event)

    def showEvent(self, event: QShowEvent) -> None:
        # Sizes measured before the first show (no style yet) are too small.
        super().showEvent(event)
        self._fit_width()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._last is not None:
            last, self._last = self._last, None  # the same values, new words
            self.update_players(*last)
        super().changeEvent(event)
