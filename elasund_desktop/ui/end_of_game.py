"""The end-of-game window: ranking, score by source, revealed hands, the score race.

It replaces the old message box.  It is not modal, so the board and the hands
stay visible behind it.  Everything it shows comes from the Qt-free
`engine.end_of_game.final_report` (the game's optional `score_breakdown` and
`revealed_hands` hooks); its buttons only emit signals the main window acts on.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QColor, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine.end_of_game import FinalReport
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
    with a capital letter.
    """
    words = []
    for term, count in hand:
        word = texts.term(term)
        word = word[:1].upper() + word[1:]
        words.append(word if count == 1 else f"{word} ×{count}")
    return ", ".join(words)


def header_lines(text: str, width: int = 14) -> str:
    """A long column title on a few short lines ("Largest Army" stays one,
    Hungarian "Leghosszabb Kereskedelmi Út" takes two), so the numbers' columns
    stay narrow and the hands' column keeps its room."""
    width = max(width, *(len(w) for w in text.split()), 1)
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return "\n".join(lines) if lines else text


class EndOfGameWindow(QDialog):
    """Ranking and breakdown of a finished game, with what to do next."""

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

        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addWidget(self.facts)
        layout.addWidget(self.table)
        layout.addLayout(self.plot_host, 1)
        layout.addLayout(buttons)
        self.rematch_button.setDefault(True)
        self.retranslate()
        self.resize(900, 640)

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
    def breakdown_cells(self) -> list[list[str]]:
        """The table's cells, row by row in ranking order (what the window shows)."""
        report = self.report
        rows = []
        for seat in report.ranking:
            row = [str(report.places[seat]), self.seats[seat].name]
            row += [str(points[seat]) for _source, points in report.breakdown]
            row.append(str(report.scores[seat]))
            row.append(hand_text(self.texts, report.revealed[seat]))
            rows.append(row)
        return rows

    def header_labels(self) -> list[str]:
        context = self.texts.context
        # The sources hold points, not counts (Catan's "Cities 4" is two
        # cities): the header says so on a second line.
        sources = [
            self.tr("{source}\n(points)").format(
                source=header_lines(QCoreApplication.translate(context, s))
            )
            for s, _p in self.report.breakdown
        ]
        # The game may name what its hidden hands are (Elasund: influence cards).
        title = getattr(self.texts.module, "HIDDEN_AT_THE_END", None)
        hidden = (
            QCoreApplication.translate(context, title) if title else self.tr("Hidden at the end")
        )
        return [self.tr("Place"), self.tr("Player"), *sources, self.tr("Total"), hidden]

    def hidden_column_shown(self) -> bool:
        """An always empty hand column (Carrara's marble is all spent) takes no room."""
        return any(self.report.revealed[seat] for seat in self.report.ranking)

    def retranslate(self) -> None:
        report = self.report
        self.setWindowTitle(self.tr("Game over"))
        names = ", ".join(self.seats[w].name for w in report.winners)
        self.headline.setText(self.tr("Winner: {names}").format(names=names))
        facts = [
            self.tr("Turns: {turns}").format(turns=report.turns),
            self.tr("Moves: {moves}").format(moves=report.actions),
        ]
        if self.seconds is not None:
            facts.append(self.tr("Playing time: {time}").format(time=clock_text(self.seconds)))
        self.facts.setText("  ·  ".join(facts))
        labels = self.header_labels()
        cells = self.breakdown_cells()
        self.table.clear()
        self.table.setColumnCount(len(labels))
        self.table.setRowCount(len(cells))
        self.table.setHorizontalHeaderLabels(labels)
        total_column = len(labels) - 2
        for r, row in enumerate(cells):
            seat = report.ranking[r]
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                if c == 1:
                    item.setIcon(marker_icon_pixmap(self.seats[seat].colour))
                if c not in (1, len(row) - 1):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if c == total_column or seat in report.winners:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                if c == len(row) - 1:
                    item.setToolTip(text)
                self.table.setItem(r, c, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        shown = self.hidden_column_shown()
        self.table.setColumnHidden(len(labels) - 1, not shown)
        # The last shown column takes the spare width.
        header.setSectionResizeMode(
            len(labels) - (1 if shown else 2), QHeaderView.ResizeMode.Stretch
        )
        self._fit_table_height()
        self.rematch_button.setText(self.tr("&Rematch"))
        self.rematch_button.setToolTip(
            self.tr("The same players and options, newly shuffled")
        )
        self.new_button.setText(self.tr("&New game…"))
        self.replay_button.setText(self.tr("&Watch the replay"))
        self.save_button.setText(self.tr("&Save…"))
        self.close_button.setText(self.tr("Close"))

    def _fit_table_height(self) -> None:
        """The whole table without a scroll bar: rows as tall as their words at
        the columns' real widths (known only once shown), the header as tall as
        its lines."""
        self.table.resizeRowsToContents()
        height = self.table.horizontalHeader().sizeHint().height() + 2 * self.table.frameWidth()
        height += sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        self.table.setFixedHeight(height + 2)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_table_height()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
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
    dialog.show()
    return dialog
