"""The teaching panel of a guided first game (issue 26), over lessons/runner.py.

`LessonGuide` sits beside the window while a lesson is played: a dock with the
step's text, "Next" for a step to read, and "Leave the lesson" (the game goes
on as a normal one).  The window asks it three things, each a hook line in
main_window.py:

* `board_actions(legal)`: what the board highlights (the moves the step
  teaches, nothing while a text waits to be read, everything in a free step
  that teaches nothing yet);
* `refusal(action)`: the step's reminder when the learner plays something the
  step does not allow (shown like a rules refusal, nothing applied);
* `observe(first)`: after moves were applied (the controller's events_added),
  or taken back (an undo: the lesson follows the shortened game anew);
* `taught_buttons(legal)`: the moves the step teaches, for the Your move panel to
  highlight their buttons (a step that teaches "Roll the dice" points at the
  button as the board points at places).

The lesson itself is data (games/<game>/lesson.py); nothing here knows a game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..engine.rules import Action
from ..i18n.noop import QT_TRANSLATE_NOOP, Plural
from ..lessons.model import LEARNER, Lesson
from ..lessons.runner import LessonRun, replay

CONTEXT = "LessonGuide"
SHELL_TEXTS = {
    "lesson_follow": QT_TRANSLATE_NOOP(
        "LessonGuide", "Follow the lesson: make one of the highlighted moves."
    ),
    "lesson_read_first": QT_TRANSLATE_NOOP(
        "LessonGuide", "Read the lesson's note first and press Next."
    ),
}


# a plural (numerus) message: Plural.translate marks it for lupdate (i18n/noop.py)
LESSON_DONE = Plural.translate("LessonGuide", "Lesson complete: all %n steps done", None, 0)


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


class LessonPanel(QWidget):
    """The dock's content: where we are, the text, Next and Leave."""

    next_clicked = Signal()
    leave_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.progress = QLabel(self)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # Where the move is made when the step teaches buttons, not places: the
        # Your move panel may stand at the other side of the window.
        self.button_note = QLabel(self)
        self.button_note.setObjectName("lesson_button_note")
        self.button_note.setWordWrap(True)
        self.button_note.setTextFormat(Qt.TextFormat.PlainText)
        self.button_note.setVisible(False)
        self.next_button = QPushButton(self)
        self.next_button.setDefault(True)
        self.leave_button = QPushButton(self)
        self.next_button.clicked.connect(self.next_clicked)
        self.leave_button.clicked.connect(self.leave_clicked)
        buttons = QHBoxLayout()
        buttons.addWidget(self.next_button)
        buttons.addStretch(1)
        buttons.addWidget(self.leave_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.progress)
        layout.addWidget(self.text)
        layout.addWidget(self.button_note)
        layout.addStretch(1)
        layout.addLayout(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.next_button.setText(QCoreApplication.translate("LessonGuide", "&Next"))
        self.leave_button.setText(QCoreApplication.translate("LessonGuide", "&Leave the lesson"))
        self.next_button.setAccessibleName(
            QCoreApplication.translate("LessonGuide", "Next step of the lesson")
        )
        self.leave_button.setAccessibleName(
            QCoreApplication.translate("LessonGuide", "Leave the lesson and play on")
        )
        self.text.setAccessibleName(QCoreApplication.translate("LessonGuide", "Lesson"))
        self.button_note.setText(
            QCoreApplication.translate(
                "LessonGuide", "Make this move with the highlighted button under Your move."
            )
        )


class LessonGuide(QObject):
    """One lesson being played in `window` (see the module docstring)."""

    changed = Signal()

    def __init__(self, window: QMainWindow, lesson: Lesson, session: Any) -> None:
        super().__init__(window)
        self.window = window
        self.lesson = lesson
        self.session = session
        self.run = LessonRun(lesson)
        self.panel = LessonPanel()
        self.dock = QDockWidget(window)
        self.dock.setObjectName("dock_lesson")
        # The text scrolls rather than being cut on a short window.
        scroller = QScrollArea(self.dock)
        scroller.setWidgetResizable(True)
        scroller.setFrameShape(QFrame.Shape.NoFrame)
        scroller.setWidget(self.panel)
        self.dock.setWidget(scroller)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        # At the top of the left column, above the game log: the first thing a
        # newcomer reads, with room for a paragraph.
        self._place(window)
        self.panel.next_clicked.connect(self.next)
        self.panel.leave_clicked.connect(self.leave)
        self.on_leave: Callable[[], None] | None = None
        self.run.observe(None, (), session.to_move(), session.legal_actions())
        self._observed = len(session.actions)  # moves the run has followed
        self._events_added: Any = None  # the signal followed (follow), until leave
        self.retranslate()

    def _place(self, window: QMainWindow) -> None:
        """The dock on top of the left column, the tallest part of it.

        Qt's splitDockWidget(first, second) moves `second` into `first`'s place,
        so a dock added at the bottom of a column cannot be split in above the
        others: the column's docks are taken out and put back below the lesson,
        in their order.  Then the lesson gets half the column's height (the
        statistics and the log share the rest) and a width for a paragraph.
        """
        left = Qt.DockWidgetArea.LeftDockWidgetArea
        column = sorted(
            (
                d
                for d in window.findChildren(QDockWidget)
                if d is not self.dock
                and d.isVisible()
                and not d.isFloating()
                and window.dockWidgetArea(d) == left
            ),
            key=lambda d: d.geometry().top(),
        )
        height = sum(d.height() for d in column)
        for dock in column:
            window.removeDockWidget(dock)
        window.addDockWidget(left, self.dock)
        self.dock.show()
        for dock in column:
            window.addDockWidget(left, dock)
            dock.show()
        metrics = self.panel.fontMetrics()
        vertical, horizontal = Qt.Orientation.Vertical, Qt.Orientation.Horizontal
        if column:
            wanted = max(18 * metrics.lineSpacing(), height // 2)
            rest = max(1, (height - wanted) // len(column))
            window.resizeDocks([self.dock, *column], [wanted] + [rest] * len(column), vertical)
        else:
            window.resizeDocks([self.dock], [18 * metrics.lineSpacing()], vertical)
        window.resizeDocks([self.dock], [44 * metrics.averageCharWidth()], horizontal)

    # -- asked by the window -------------------------------------------------------
    def board_actions(self, legal: Sequence[Action]) -> list[Action]:
        if self.run.finished():
            return list(legal)
        if self.run.waits_for_next():
            return []
        shown = self.run.highlighted(self.session.to_move(), legal)
        step = self.run.current()
        if not shown and step is not None and step.free:
            return list(legal)
        return shown if shown else list(legal)

    def taught_buttons(self, legal: Sequence[Action]) -> list[Action]:
        """The moves whose buttons the Your move panel highlights: those the step
        teaches (none while a text waits to be read, or once the lesson is over)."""
        if self.run.finished() or self.run.waits_for_next():
            return []
        return self.run.highlighted(self.session.to_move(), legal)

    def show_button_note(self, on_buttons_only: bool) -> None:
        """The window says whether the taught moves are all buttons (none a place
        on the board): then the panel says where to find them."""
        self.panel.button_note.setVisible(on_buttons_only)

    def refusal(self, action: Action) -> str | None:
        key = self.run.refusal(action, self.session.to_move(), self.session.legal_actions())
        if key is None:
            return None
        if key in SHELL_TEXTS:
            return _tr(SHELL_TEXTS[key])
        return QCoreApplication.translate(self.lesson.context, key)

    def observe(self, first: int) -> None:
        """Moves `first`.. of the log were applied (in one batch)."""
        actions, events = self.session.actions, self.session.events
        if len(actions) < self._observed:
            # An undo (Ctrl+Z, Escape): the step of a move taken back would speak
            # of a board that no longer is ("now its road" with no settlement).
            self.run = replay(self.lesson, self.session.states, actions, events, self.session.rules)
            first = len(actions)
        self._observed = len(actions)
        for index in range(first, len(actions)):
            self.run.observe(
                actions[index], events[index], self.session.to_move(), self.session.legal_actions()
            )
        self.retranslate()
        self.changed.emit()

    def next(self) -> None:
        self.run.next()
        self.run.observe(None, (), self.session.to_move(), self.session.legal_actions())
        self.retranslate()
        self.changed.emit()

    def catch_up(self) -> None:
        """A lesson over a game already under way (resumed after a practice
        board): follow the moves made so far, their texts read."""
        if self.session.actions:
            self.run = replay(
                self.lesson,
                self.session.states,
                self.session.actions,
                self.session.events,
                self.session.rules,
            )
            self._observed = len(self.session.actions)
            self.retranslate()

    def follow(self, events_added: Any) -> None:
        """Follow the game's moves (the controller's events_added) until the
        learner leaves the lesson."""
        self._events_added = events_added
        events_added.connect(self.observe)

    def leave(self) -> None:
        # Play-testing: a game played on after "Leave the lesson" raised at every
        # move, the moves still reaching a panel whose dock was deleted.
        if self._events_added is not None:
            self._events_added.disconnect(self.observe)
            self._events_added = None
        self.dock.hide()
        self.dock.deleteLater()
        if self.on_leave is not None:
            self.on_leave()

    # -- the panel -------------------------------------------------------------------
    def progress_text(self) -> str:
        """Where the learner stands, in every kind of step: a step, a moment that
        interrupts one (it says so: the count does not move on), the end."""
        step, steps, kind = self.run.progress()
        if kind == "done":
            return QCoreApplication.translate("LessonGuide", LESSON_DONE, None, steps)
        if kind == "moment":
            text = QCoreApplication.translate(
                "LessonGuide", "Step {step} of {steps} · meanwhile in the game"
            )
        else:
            text = QCoreApplication.translate("LessonGuide", "Step {step} of {steps}")
        return text.format(step=step, steps=steps)

    def current_text(self) -> str:
        step = self.run.current()
        if step is None:
            context = self.lesson.final_context or self.lesson.context
            return QCoreApplication.translate(context, self.lesson.final)
        # the step's own text, or its waiting text until its moves are first legal
        return QCoreApplication.translate(self.lesson.context, self.run.text())

    def retranslate(self) -> None:
        self.dock.setWindowTitle(
            QCoreApplication.translate("LessonGuide", "Try the rule")
            if self.lesson.practice
            else QCoreApplication.translate("LessonGuide", "Lesson")
        )
        self.panel.retranslate()
        self.panel.progress.setText(self.progress_text())
        # a practice board has a single step: no count to show
        self.panel.progress.setVisible(not self.lesson.practice)
        self.panel.text.setText(self.current_text())
        self.panel.next_button.setVisible(self.run.waits_for_next())
        if self.lesson.practice:
            leave = QCoreApplication.translate("LessonGuide", "&Back to the rules")
        elif self.run.finished():
            leave = QCoreApplication.translate("LessonGuide", "&Play on")
        else:
            leave = QCoreApplication.translate("LessonGuide", "&Leave the lesson")
        self.panel.leave_button.setText(leave)


__all__ = ["LEARNER", "LessonGuide", "LessonPanel"]
