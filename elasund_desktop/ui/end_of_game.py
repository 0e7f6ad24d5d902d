"""The end-of-game window: ranking, score sheet, what was hidden, the score race.

It replaces the old message box.  It is not modal, so the board and the hands
stay visible behind it.  Everything it shows comes from the Qt-free
`engine.end_of_game.final_report` (the game's optional `score_breakdown`,
`hidden_at_the_end` and `end_explanation` hooks); its buttons only emit
signals the main window acts on.

The sheet has a column per player (best first) and a row per scoring step of
the rulebook, so each total can be added up down its column; below the total,
what was hidden until the end, one row per kind of thing; above it, in words,
how the game ended and how a tie was broken or why it stands.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFontMetrics, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine.end_of_game import AMOUNT, FinalReport
from ..engine.session import Seat
from .game_texts import GameTexts
from .players_panel import marker_icon_pixmap


def clock_text(seconds: float) -> str:
    """A playing time as h:mm:ss (or m:ss under an hour): the same in every language."""
    total = max(0, math.floor(seconds))
    hours, rest = divmod(total, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def hand_text(texts: GameTexts, hand: Sequence[tuple[str, int]]) -> str:
    """What a player held hidden: "Knight ×2, Ore" (a sign, not a plural word).

    Terms are written for the middle of a sentence; in a list each starts
    with a capital letter.  A bare amount (Carrara's coins) is its number;
    an empty hand a dash, so that "nothing" is not read as a missing cell.
    """
    if not hand:
        return "–"
    words = []
    for term, count in hand:
        if term == AMOUNT:
            words.append(str(count))
            continue
        word = texts.term(term)
        word = word[:1].upper() + word[1:]
        words.append(word if count == 1 else f"{word} ×{count}")
    return ", ".join(words)


class EndOfGameWindow(QDialog):
    """Ranking and breakdown of a finished game, with what to do next."""

    DEFAULT_SIZE = (900, 640)
    LABEL_COLUMN_LEAST = 140  # the row names' column, wrapping its words below this
    # Room left around the window on the screen: its frame and title bar.
    SCREEN_MARGIN = (16, 48)

    rematch_requested = Signal()
    new_game_requested = Signal()
    replay_requested = Signal()
    save_requested = Signal()

    def __init__(
        self,
        report: FinalReport,
        texts: GameTexts,
        seats: Sequence[Seat],
        seconds: float | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("end_of_game")
        self.setModal(False)
        self.report = report
        self.texts = texts
        self.seats = tuple(seats)
        self.seconds = seconds

        self.headline = QLabel(self)
        font = self.headline.font()
        font.setPointSize(font.pointSize() + 4)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setWordWrap(True)
        self.ending = QLabel(self)  # how the game ended, how a tie was settled
        self.ending.setObjectName("end_of_game_ending")
        self.ending.setWordWrap(True)
        self.facts = QLabel(self)
        self.facts.setWordWrap(True)
        self.table = QTableWidget(self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(True)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.plot_host = QHBoxLayout()
        self.plot: Any = None
        self.telling_plot: Any = None  # the game's most telling plot beside the race

        self.rematch_button = QPushButton(self)
        self.new_button = QPushButton(self)
        self.replay_button = QPushButton(self)
        self.save_button = QPushButton(self)
        self.close_button = QPushButton(self)
        self.rematch_button.clicked.connect(self.rematch_requested)
        self.new_button.clicked.connect(self.new_game_requested)
        self.replay_button.clicked.connect(self.replay_requested)
        self.save_button.clicked.connect(self.save_requested)
        self.close_button.clicked.connect(self.close)
        buttons = QHBoxLayout()
        for button in (self.rematch_button, self.new_button, self.replay_button, self.save_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)

        # Everything but the buttons scrolls: on a small screen (1366x768 at
        # 150 %: 910x512) the sheet and the plots do not fit, and the buttons
        # must stay reachable rather than lie below the screen's edge.
        self.body = QWidget(self)
        body = QVBoxLayout(self.body)
        body.setContentsMargins(0, 0, 0, 0)
        body.addWidget(self.headline)
        body.addWidget(self.ending)
        body.addWidget(self.facts)
        body.addWidget(self.table)
        body.addLayout(self.plot_host, 1)
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setObjectName("end_of_game_scroll")
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setWidget(self.body)
        self.table.installEventFilter(self)
        layout = self.outer = QVBoxLayout(self)
        layout.addWidget(self.scroll_area, 1)
        layout.addLayout(buttons)
        self.rematch_button.setDefault(True)
        self.retranslate()
        self.resize(*self.DEFAULT_SIZE)
        self._fitted = False

    # -- the score race -------------------------------------------------------------
    def show_plot(
        self,
        rules: Any,
        states: Sequence[Any],
        colours: Sequence[QColor],
        events: Sequence[Sequence[Any]] = (),
        seed: int = 0,
    ) -> None:
        """The game's statistics over the turns: the score race (its first metric)
        and, beside it, the game's most telling plot (the optional rules hook
        `telling_metric() -> label`, e.g. Catan's resources produced)."""
        from .stats_dock import StatsWidget

        hook = getattr(rules, "telling_metric", None)
        telling = hook() if callable(hook) else None
        for name in ("plot", "telling_plot"):
            if name == "telling_plot" and telling is None:
                continue
            widget = getattr(self, name)
            if widget is None:
                widget = StatsWidget(self)
                widget.setMinimumHeight(220)
                self.plot_host.addWidget(widget, 1)
                setattr(self, name, widget)
            widget.set_game(rules, self.texts.context, [s.name for s in self.seats], colours)
            widget.update_from_states(states)
            widget.update_events(events, seed)
        if telling is not None and self.telling_plot is not None:
            self.telling_plot.set_metric(telling)

    # -- words ----------------------------------------------------------------------
    def sheet_rows(self) -> list[tuple[str, list[str]]]:
        """The score sheet as shown: (row label, one cell per player in ranking
        order) for the place, each scoring step, the total, then each kind of
        hidden thing.  The heading row of the hidden part is not among them."""
        report, texts = self.report, self.texts
        order = report.ranking
        rows: list[tuple[str, list[str]]] = [
            (self.tr("Place"), [str(report.places[seat]) for seat in order])
        ]
        for source, points in report.breakdown:
            rows.append((texts.score_step(source), [str(points[seat]) for seat in order]))
        rows.append((self.tr("Total"), [str(report.scores[seat]) for seat in order]))
        for label, hands in report.hidden:
            rows.append(
                (
                    QCoreApplication.translate(texts.context, label),
                    [hand_text(texts, hands[seat]) for seat in order],
                )
            )
        return rows

    def ending_text(self) -> str:
        """How the game ended and how a tie was settled, in words; and, when
        the tie-break also parted players below the winners, that it did (the
        places would otherwise look arbitrary beside equal totals)."""
        texts = self.texts
        sentences = [texts.ending(event) for event in self.report.ending]
        for event in self.report.lower_ties:
            if event.key != "lower_tied":  # a criterion: the game's own sentence
                sentences.append(texts.ending(event))
                continue
            params = event.as_dict()
            names = texts.names_list([texts.seat_name(q) for q in params["players"]])
            sentences.append(
                self.tr(
                    "Further down, {players} are level on %n points; the tie-break places them.",
                    None,
                    params["n"],
                ).format(players=names)
            )
        return " ".join(sentences)

    def retranslate(self) -> None:
        report = self.report
        self.setWindowTitle(self.tr("Game over"))
        names = ", ".join(self.seats[w].name for w in report.winners)
        self.headline.setText(self.tr("Winner: {names}").format(names=names))
        self.ending.setText(self.ending_text())
        self.ending.setVisible(bool(self.ending.text()))
        facts = [
            self.tr("Turns: {turns}").format(turns=report.turns),
            self.tr("Moves: {moves}").format(moves=report.actions),
        ]
        if self.seconds is not None:
            facts.append(self.tr("Playing time: {time}").format(time=clock_text(self.seconds)))
        self.facts.setText("  ·  ".join(facts))
        self._fill_table()
        self.rematch_button.setText(self.tr("&Rematch"))
        self.rematch_button.setToolTip(
            self.tr("The same players and options, newly shuffled")
        )
        self.new_button.setText(self.tr("&New game…"))
        self.replay_button.setText(self.tr("&Watch the replay"))
        self.save_button.setText(self.tr("&Save…"))
        self.close_button.setText(self.tr("Close"))

    def _fill_table(self) -> None:
        report, table = self.report, self.table
        order = report.ranking
        rows = self.sheet_rows()
        steps = len(report.breakdown)
        total_row = 1 + steps
        hidden_heading = total_row + 1 if report.hidden else None
        table.clear()
        table.clearSpans()
        table.setColumnCount(1 + len(order))
        table.setRowCount(len(rows) + (1 if hidden_heading is not None else 0))
        # The corner column names the rows: the points of the rulebook's steps.
        table.setHorizontalHeaderItem(0, QTableWidgetItem(self.tr("Points")))
        for c, seat in enumerate(order, start=1):
            item = QTableWidgetItem(self.seats[seat].name)
            item.setIcon(marker_icon_pixmap(self.seats[seat].colour))
            if seat in report.winners:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            table.setHorizontalHeaderItem(c, item)
        r = 0
        for index, (label, cells) in enumerate(rows):
            if hidden_heading is not None and r == hidden_heading:
                heading = QTableWidgetItem(self.tr("Hidden until the end"))
                font = heading.font()
                font.setItalic(True)
                heading.setFont(font)
                table.setItem(r, 0, heading)
                table.setSpan(r, 0, 1, 1 + len(order))
                r += 1
            hidden_row = index > total_row
            head = QTableWidgetItem(label)
            if index == total_row:
                font = head.font()
                font.setBold(True)
                head.setFont(font)
            table.setItem(r, 0, head)
            for c, text in enumerate(cells, start=1):
                item = QTableWidgetItem(text)
                # Numbers (points, Carrara's coins) centred like a score sheet;
                # lists of what was hidden read from the left.
                if not hidden_row or text.isdigit() or text == "–":
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                else:
                    item.setToolTip(text)
                if index == total_row or (index == 0 and order[c - 1] in report.winners):
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                table.setItem(r, c, item)
            r += 1
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        for c in range(1, 1 + len(order)):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Stretch)
        self._fit_label_column()
        self._fit_table_height()

    def player_column_need(self) -> int:
        """The width a player's column needs for its header: the marker and the
        name (bold for a winner), never cut, whatever the step names take."""
        header = self.table.horizontalHeader()
        bold = header.font()
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        widest = max((metrics.horizontalAdvance(seat.name) for seat in self.seats), default=40)
        return widest + header.iconSize().width() + 24  # icon, its gap and the margins

    def _fit_label_column(self) -> None:
        """The row names as wide as the longest, but never taking the room the
        players' names need: a long step ("Score track: the points of the
        scorings during the game", longer in Hungarian) wraps onto a second
        line instead.  Where even the least of the row names and every
        player's name do not fit (six players on a narrow screen), the players'
        columns keep that width and the sheet scrolls sideways on its own, so
        that the sentences above it still wrap at the window's width."""
        table = self.table
        labels = [table.item(r, 0) for r in range(table.rowCount()) if table.columnSpan(r, 0) == 1]
        wanted = max(
            (table.fontMetrics().horizontalAdvance(item.text()) + 16 for item in labels if item),
            default=80,
        )
        players = table.columnCount() - 1
        need = self.player_column_need()
        room = table.viewport().width() - players * need
        narrow = room < self.LABEL_COLUMN_LEAST
        header = table.horizontalHeader()
        mode = QHeaderView.ResizeMode.Interactive if narrow else QHeaderView.ResizeMode.Stretch
        for c in range(1, 1 + players):
            if header.sectionResizeMode(c) != mode:
                header.setSectionResizeMode(c, mode)
            if narrow:
                table.setColumnWidth(c, need)
        table.setColumnWidth(0, max(self.LABEL_COLUMN_LEAST, min(wanted, room)))

    def _fit_table_height(self) -> None:
        """The whole table without a vertical scroll bar: rows as tall as their
        words at the columns' real widths (known only once shown), the header
        as tall as its lines, and room for the sideways scroll bar when the
        columns are wider than the sheet."""
        table = self.table
        table.resizeRowsToContents()
        height = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
        height += sum(table.rowHeight(r) for r in range(table.rowCount()))
        columns = sum(table.columnWidth(c) for c in range(table.columnCount()))
        if columns > table.viewport().width():
            height += table.horizontalScrollBar().sizeHint().height()
        table.setFixedHeight(height + 2)

    def fit_to(self, available: QRect) -> None:
        """The window's size on a screen whose free area is `available`: its
        default size, taller if the words and the plots need it, never larger
        than the screen (the body scrolls instead)."""
        width, height = self.DEFAULT_SIZE
        room_w = available.width() - self.SCREEN_MARGIN[0]
        room_h = available.height() - self.SCREEN_MARGIN[1]
        width = min(width, room_w)
        # The rows wrap at the final width first: only then is the sheet's height known.
        self.resize(width, min(height, room_h))
        self.outer.activate()
        self._fit_label_column()
        self._fit_table_height()
        margins = self.outer.contentsMargins()
        need = (
            self.body.minimumSizeHint().height()
            + self.outer.spacing()
            + self.rematch_button.sizeHint().height()
            + margins.top()
            + margins.bottom()
        )
        self.resize(width, min(max(height, need), room_h))
        frame = self.frameGeometry()
        frame.moveCenter(available.center())
        self.move(frame.topLeft())

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._fitted:  # once: a size the user gives it afterwards is kept
            self._fitted = True
            screen = self.screen()
            if screen is not None:
                self.fit_to(screen.availableGeometry())
        self._fit_label_column()
        self._fit_table_height()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_label_column()
        self._fit_table_height()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The sheet narrows without the window doing so when the body's scroll
        # bar appears: its rows wrap anew and need their heights again.
        if watched is self.table and event.type() == QEvent.Type.Resize:
            assert isinstance(event, QResizeEvent)
            if event.size().width() != event.oldSize().width():
                # after the table has stretched its columns to the new width
                QTimer.singleShot(0, self._refit_table)
        return super().eventFilter(watched, event)

    def _refit_table(self) -> None:
        self._fit_label_column()
        self._fit_table_height()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def show_end_of_game(window: Any) -> EndOfGameWindow | None:
    """Open the end-of-game window over the main `window` for its finished game."""
    import secrets
    import time

    from ..engine.end_of_game import final_report, rematch_config
    from .palette import PALETTE

    controller, texts = window.controller, window.texts
    if controller is None or texts is None:
        return None
    session = controller.session
    # a joiner's controller has the host's report (its own states are redacted)
    if hasattr(controller, "final_report"):
        report = controller.final_report()
    else:
        report = final_report(session.rules, session.states, len(session.actions))
    started = getattr(window, "game_started_at", None)
    seconds = time.monotonic() - started if started is not None else None
    seats = controller.seats
    dialog = EndOfGameWindow(report, texts, seats, seconds, window)
    dialog.show_plot(
        session.rules,
        session.states,
        [PALETTE[s.colour % len(PALETTE)].qcolor for s in seats],
        session.events,
        session.config.seed,
    )
    config = session.config

    def rematch() -> None:
        dialog.close()
        window.start_game(rematch_config(config, secrets.randbelow(2**31 - 1)))

    def new_game() -> None:
        dialog.close()
        window.new_game()

    def replay() -> None:
        dialog.close()
        window.watch_replay_of_session(session)

    dialog.rematch_requested.connect(rematch)
    dialog.new_game_requested.connect(new_game)
    dialog.save_requested.connect(window.save_game_as)
    if hasattr(window, "watch_replay_of_session"):
        dialog.replay_requested.connect(replay)
    else:
        dialog.replay_button.setEnabled(False)
    if not getattr(controller, "saves_here", True):
        # a joiner's window: the host keeps the game, its save and its replay
        for name in ("rematch_button", "save_button", "replay_button"):
            button = getattr(dialog, name, None)
            if button is not None:
                button.setEnabled(False)
    dialog.show()
    return dialog
