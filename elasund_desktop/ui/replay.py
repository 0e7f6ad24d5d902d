"""Replay mode: watch a game move by move, and take over from any position.

A replay is a finished (or saved) session whose states are all in memory
(the Session keeps one per action), so position k is simply
``session.states[k]``: the state after the first k actions.  The window shows
the board from the spectators' side (viewer None) — what everybody saw while
the game ran; once the game is over the games' views reveal what was hidden.

Keys: Left/Right step, Home/End jump, Space plays and pauses.  "Take over from
here" starts a new game from position k with the same seats (the state holds
its random generator, so the game goes on as any game from there would).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QSlider,
    QSplitter,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from ..engine.session import Session
from ..games import GameSpec
from .board_base import BoardScene, BoardView
from .game_texts import GameTexts
from .log_dock import add_paragraphs, entry_format
from .palette import PALETTE

# Moves per second of the play button, slowest first.
PLAY_SPEEDS: tuple[float, ...] = (1.0, 2.0, 5.0, 10.0, 25.0)
DEFAULT_SPEED = 2


def take_over(session: Session[Any], position: int) -> Session[Any]:
    """A new session at `position` of `session` (same rules, seats and seed),
    built by replaying the first `position` actions: its log is the game's
    history so far, so the statistics and the log go on from there."""
    return Session.replay(session.rules, session.config, session.actions[:position])


class ReplayLog(QTextEdit):
    """The log up to the position shown, as the game's log shows it: one
    paragraph per entry, wrapped lines indented under their first line (a
    list of unindented wrapped lines did not tell where an entry began).

    The sentences of the whole game are made once; a step shows the last
    LOG_WINDOW lines before the position (laying out thousands of wrapped
    lines on every step would cost far more than the 50 ms a step may take).
    """

    LOG_WINDOW = 120

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setUndoRedoEnabled(False)
        self._format = entry_format()
        self._lines: list[str] = []
        self._first_line: list[int] = [0]  # index of the first line of each action
        self.shown_count = 0  # lines of the game up to the position shown
        self._shown = 0  # entries in the document

    def fill(self, texts: GameTexts, events_per_action: Any) -> None:
        self._lines = []
        self._first_line = [0]
        for events in events_per_action:
            self._lines.extend(texts.event(event, None) for event in events)
            self._first_line.append(len(self._lines))

    def show_actions(self, k: int) -> None:
        """Show the lines of the first k actions (the latest LOG_WINDOW of them)."""
        end = self._first_line[k]
        self.shown_count = end
        lines = self._lines[max(0, end - self.LOG_WINDOW) : end]
        self.setUpdatesEnabled(False)
        self.clear()
        add_paragraphs(self, lines, self._format, first=True)
        self._shown = len(lines)
        self.setUpdatesEnabled(True)
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def lines_until(self, k: int) -> list[str]:
        """Every line of the first k actions (the export and the tests read them)."""
        return self._lines[: self._first_line[k]]

    def visible_lines(self) -> list[str]:
        """The entries in the document, read back from its paragraphs."""
        document = self.document()
        return [document.findBlockByNumber(i).text() for i in range(self._shown)]


class ReplayWindow(QMainWindow):
    """A board, the log and a slider over the moves of one game."""

    take_over_requested = Signal(object)  # the new Session

    def __init__(
        self, spec: GameSpec, session: Session[Any], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("replay_window")
        self.spec = spec
        self.session = session
        seats = session.config.seats
        self.texts = GameTexts(spec.texts_module, seats)
        board_module = importlib.import_module(spec.board_module)
        self.scene: BoardScene = board_module.make_board(self)
        self.scene.set_players(
            seats,
            [PALETTE[s.colour % len(PALETTE)].qcolor for s in seats],
            [PALETTE[s.colour % len(PALETTE)].marker for s in seats],
        )
        self.scene.interactive = False
        self.view = BoardView(self)
        self.view.setScene(self.scene)
        self.log = ReplayLog(self)
        self.log.fill(self.texts, session.events)

        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, len(session.actions))
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the window's keys step
        self.position_label = QLabel(self)
        self.back_button = QPushButton("◀", self)
        self.play_button = QPushButton(self)
        self.forward_button = QPushButton("▶", self)
        self.speed_box = QComboBox(self)
        self.take_over_button = QPushButton(self)
        for button in (self.back_button, self.play_button, self.forward_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.speed_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.take_over_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)

        controls = QHBoxLayout()
        for widget in (self.back_button, self.play_button, self.forward_button):
            controls.addWidget(widget)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.position_label)
        controls.addWidget(self.speed_box)
        controls.addWidget(self.take_over_button)
        splitter = QSplitter(self)
        splitter.addWidget(self.log)
        splitter.addWidget(self.view)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([260, 900])
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.addWidget(splitter, 1)
        layout.addLayout(controls)
        self.setCentralWidget(central)

        self.slider.valueChanged.connect(self.show_position)
        self.back_button.clicked.connect(lambda: self.step(-1))
        self.forward_button.clicked.connect(lambda: self.step(1))
        self.play_button.clicked.connect(self.toggle_play)
        self.speed_box.currentIndexChanged.connect(self._speed_changed)
        self.take_over_button.clicked.connect(self.take_over_here)
        # The window itself takes the keys (see keyPressEvent): the board and the
        # log would otherwise use the arrows to scroll.
        self._keys: dict[Qt.Key, Callable[[], None]] = {
            Qt.Key.Key_Left: lambda: self.step(-1),
            Qt.Key.Key_Right: lambda: self.step(1),
            Qt.Key.Key_Space: self.toggle_play,
            Qt.Key.Key_Home: lambda: self.show_position(0),
            Qt.Key.Key_End: lambda: self.show_position(len(self.session.actions)),
        }
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        shortcut = QShortcut(QKeySequence(QKeySequence.StandardKey.Close), self)
        shortcut.activated.connect(self.close)

        self.position = -1
        self.shown_state: Any = None
        self.retranslate()
        self.speed_box.setCurrentIndex(DEFAULT_SPEED)
        self.resize(1280, 760)
        self.show_position(len(session.actions))
        self.slider.setValue(len(session.actions))

    # -- moving --------------------------------------------------------------------
    def show_position(self, k: int) -> None:
        """Draw the state after the first `k` actions, as spectators saw it."""
        k = max(0, min(k, len(self.session.actions)))
        if k == self.position:
            return
        self.position = k
        session = self.session
        state = session.states[k]
        note_history = getattr(self.scene, "note_history", None)
        if note_history is not None:
            note_history(session.events[:k])
        self.shown_state = state
        self.scene.draw_state(state, session.rules.view(state, None), None)
        self.scene.set_legal([], interactive=False)
        self.log.show_actions(k)
        if self.slider.value() != k:
            self.slider.setValue(k)
        self._update_labels()

    def step(self, delta: int) -> None:
        self.show_position(self.position + delta)

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
        else:
            if self.position >= len(self.session.actions):
                self.show_position(0)
            self._speed_changed()
            self.timer.start()
        self._update_labels()

    def is_playing(self) -> bool:
        return self.timer.isActive()

    def _tick(self) -> None:
        if self.position >= len(self.session.actions):
            self.timer.stop()
            self._update_labels()
            return
        self.step(1)

    def _speed_changed(self, _index: int = 0) -> None:
        index = max(0, self.speed_box.currentIndex())
        self.timer.setInterval(int(1000 / PLAY_SPEEDS[index]))

    def take_over_here(self) -> None:
        """A new game from the position shown, with the same seats."""
        self.timer.stop()
        self.take_over_requested.emit(take_over(self.session, self.position))

    # -- words ---------------------------------------------------------------------
    def _update_labels(self) -> None:
        total = len(self.session.actions)
        self.position_label.setText(
            self.tr("Move {k} of {total}").format(k=self.position, total=total)
        )
        self.play_button.setText(self.tr("Pause") if self.timer.isActive() else self.tr("Play"))
        self.back_button.setEnabled(self.position > 0)
        self.forward_button.setEnabled(self.position < total)

    def retranslate(self) -> None:
        from PySide6.QtCore import QCoreApplication

        game = QCoreApplication.translate("Games", self.spec.title)
        self.setWindowTitle(self.tr("Replay: {game}").format(game=game))
        self.back_button.setToolTip(self.tr("One move back (Left arrow)"))
        self.forward_button.setToolTip(self.tr("One move forward (Right arrow)"))
        self.play_button.setToolTip(self.tr("Play or pause (Space)"))
        index = self.speed_box.currentIndex()
        self.speed_box.blockSignals(True)
        self.speed_box.clear()
        for speed in PLAY_SPEEDS:
            self.speed_box.addItem(self.tr("%n moves per second", "", int(speed)))
        self.speed_box.setCurrentIndex(max(0, index))
        self.speed_box.blockSignals(False)
        self.take_over_button.setText(self.tr("&Take over from here"))
        self.take_over_button.setToolTip(
            self.tr("Start a new game from this position with the same players")
        )
        if self.position >= 0:
            self._update_labels()
            self.log.fill(self.texts, self.session.events)
            self.log.show_actions(self.position)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        handler = self._keys.get(Qt.Key(event.key()))
        if handler is None or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            super().keyPressEvent(event)
            return
        handler()
        event.accept()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: Any) -> None:
        self.timer.stop()
        super().closeEvent(event)
