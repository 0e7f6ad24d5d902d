"""The decisions that are not on the board: buttons for the legal actions
without a board target (roll, take 2 gold, end the turn ...), the hand of
the player to move, and a line that says what to do now."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QColor,
    QKeySequence,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QStylePainter,
    QVBoxLayout,
    QWidget,
)

from .board_base import HIGHLIGHT_DARK, HIGHLIGHT_LIGHT
from .choice_grid import ChoiceGridLayout
from .game_texts import GameTexts

if TYPE_CHECKING:  # the engine loads with the first game, not with the window
    from ..engine.rules import Action

MAX_BUTTONS = 40


def accessibility_active() -> bool:
    """Is assistive technology listening (a screen reader)?  Tests replace it."""
    return QAccessible.isActive()


def post_accessibility_event(event: QAccessibleEvent) -> None:
    """Hand an event to assistive technology.  Tests replace it with a spy."""
    QAccessible.updateAccessibility(event)


def announce(label: QLabel) -> None:
    """Tell assistive technology that the label's words changed.

    A name change of a label the screen reader does not follow is often not
    spoken (issue 25), so the words go out as an announcement too (Qt 6.8's
    QAccessibleAnnouncementEvent; polite: after what is being read).  The name
    change stays for tools that read the label itself.
    """
    if not label.isVisible() or not accessibility_active():
        return
    post_accessibility_event(QAccessibleEvent(label, QAccessible.Event.NameChanged))
    text = label.text()
    if text:
        event = QAccessibleAnnouncementEvent(label, text)
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Polite)
        post_accessibility_event(event)


# One key for the frequent buttons of every game, shown on the button.  An
# action kind gets its key only when it is the only button of that kind.
SHORTCUTS: dict[str, str] = {
    "roll": "R",
    "end_turn": "E",
    "end_construction": "E",
    "end_move": "E",
    "pass": "P",
    "take_gold": "G",
    "bonus_gold": "G",
    "buy_development": "D",
}


class WrapButton(QPushButton):
    """A push button whose words wrap onto more lines when the panel is narrow.

    A QPushButton keeps its label on one line, so a long one (Catan's "Trade 4
    lumber with the bank for 1 ore" in Hungarian) made the whole Your move panel
    scroll sideways.  `text()` stays the whole label (tests and screen readers
    read it); only the drawing wraps.
    """

    PAD = 8  # pixels between the label and the button's frame, each side

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        # In a group under a heading the button shows only what tells it apart
        # ("wool" under "Discard a card:"); text() stays the whole label.
        self._shown_text = ""
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.hint_colour: QColor | None = None  # a ring: the Hint command suggests this move
        # the lesson's step teaches this move: the board's two-tone highlight ring
        self.setProperty("lesson_target", False)

    def set_hint(self, colour: QColor | None) -> None:
        self.hint_colour = colour
        self.update()

    def set_shown_text(self, text: str) -> None:
        """Draw `text` instead of the whole label (which stays text(), the
        accessible name and the tooltip)."""
        self._shown_text = text
        self.setAccessibleName(self.text())
        self.setToolTip(self.text())
        self.updateGeometry()
        self.update()

    def shown_text(self) -> str:
        """The words drawn on the button."""
        return self._shown_text or self.text()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        if not self._shown_text:
            return hint
        metrics = self.fontMetrics()
        extra = metrics.horizontalAdvance(self._shown_text) - metrics.horizontalAdvance(self.text())
        return QSize(hint.width() + extra, hint.height())

    def set_taught(self, taught: bool) -> None:
        """Mark the button as the lesson's target (a property styles and tests read)."""
        if bool(self.property("lesson_target")) == taught:
            return
        self.setProperty("lesson_target", taught)
        self.update()

    def _text_rect(self, width: int) -> QRect:
        inner = max(1, width - 2 * self.PAD)
        flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
        return self.fontMetrics().boundingRect(
            QRect(0, 0, inner, 100_000), flags, self.shown_text()
        )

    def minimumSizeHint(self) -> QSize:
        # As narrow as its longest word, one line high: heightForWidth gives the
        # lines' height at the width the layout gives.  (The height at the
        # narrowest width, as before, made the hand's minimum taller than its
        # hint: at 1280x720 the hand scrolled with its trade buttons half hidden
        # under an empty band below "Your hand", found in play-testing.)
        widest_word = max(
            (self.fontMetrics().horizontalAdvance(w) for w in self.shown_text().split()),
            default=0,
        )
        return QSize(widest_word + 2 * self.PAD, super().sizeHint().height())

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        one_line = super().sizeHint().height()
        extra = self._text_rect(width).height() - self.fontMetrics().height()
        return one_line + max(0, extra)

    def paintEvent(self, event: QPaintEvent) -> None:
        del event
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = ""
        painter = QStylePainter(self)
        painter.drawControl(QStyle.ControlElement.CE_PushButton, option)
        flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
        self.style().drawItemText(
            painter,
            self.rect().adjusted(self.PAD, 0, -self.PAD, 0),
            flags,
            self.palette(),
            self.isEnabled(),
            self.shown_text(),
            QPalette.ColorRole.ButtonText,
        )
        if self.property("lesson_target"):
            # The ring of a highlighted place on the board (board_base.py): dark
            # outside, light inside, so it shows on a light and a dark style.
            rect = QRectF(self.rect())
            for colour, inset in ((HIGHLIGHT_DARK, 1.5), (HIGHLIGHT_LIGHT, 4.0)):
                painter.setPen(QPen(colour, 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), 4, 4)
        if self.hint_colour is not None:
            # Drawn over the style's frame, so any style shows it.
            pen = QPen(self.hint_colour, 3)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5), 4, 4)


class HandScroll(QScrollArea):
    """The hand of the player: as tall as its lines when the panel has room
    (sizeHint), and able to shrink to `MAX_LINES` lines and scroll when the
    window is short, so the window's minimum height stays small (issue 13:
    1280×720, also at 150 %)."""

    MAX_LINES = 5  # the title "Your hand" and four lines

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def setWidget(self, widget: QWidget) -> None:
        super().setWidget(widget)
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # the hand's lines changed: a new minimum
        return super().eventFilter(watched, event)

    def _wanted_height(self) -> int:
        content = self.widget()
        if content is None:
            return 0
        width = self.viewport().width()
        if content.hasHeightForWidth() and width > 0:
            return content.heightForWidth(width)
        return content.sizeHint().height()

    def sizeHint(self) -> QSize:
        # QScrollArea remembers its widget's first size hint (an empty hand);
        # the layout must see the hand's height now, or it gives the room to
        # the stretching areas above and squeezes the hand into its scroll.
        return QSize(super().sizeHint().width(), self._wanted_height())

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        cap = self.MAX_LINES * self.fontMetrics().height()
        return QSize(hint.width(), max(hint.height(), min(self._wanted_height(), cap)))


class ButtonScroll(HandScroll):
    """The buttons' area: as tall as its buttons (with its frame), never
    taller, so the spare height goes to the words above, and never shorter
    (choices of one kind share a heading and rows: ui/choice_grid.py).  Play-testing: a fixed
    half of the panel showed an empty box (or a scroll bar) under one "Roll the
    dice" button while the instruction above was cut after three lines."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)

    def sizeHint(self) -> QSize:
        height = self._wanted_height() + 2 * self.frameWidth()
        return QSize(super().sizeHint().width(), height)

    def minimumSizeHint(self) -> QSize:
        # Every button in sight before the words above or the hand below get
        # more than their few lines (they scroll; a button behind a scroll bar
        # is a choice the player does not see: issue 25's discards, squeezed
        # to one button at 1280x720).  Not the scroll bars' default minimum
        # either (70 px, an empty box under one button).
        return QSize(super().minimumSizeHint().width(), self.sizeHint().height())


class ActionPanel(QWidget):
    action_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.prompt = QLabel(self)
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        # What the board's keyboard cursor stands on (its tooltip words).
        self.cursor_label = QLabel(self)
        self.cursor_label.setObjectName("cursor_label")
        self.cursor_label.setWordWrap(True)
        self.cursor_label.setTextFormat(Qt.TextFormat.PlainText)
        self.cursor_label.setVisible(False)
        self._cursor_text = ""
        # The last move of any player (computers too), in the log's words.
        self.last_move_label = QLabel(self)
        self.last_move_label.setObjectName("last_move_label")
        self.last_move_label.setWordWrap(True)
        self.last_move_label.setTextFormat(Qt.TextFormat.PlainText)
        self.last_move_label.setVisible(False)
        self._last_move = ""
        self.hand_title = QLabel(self)
        # The hand scrolls when the window is short (1280×720 with six players
        # and a long hand asked for a window taller than the screen).
        hand_box = QWidget(self)
        self.hand_holder = QVBoxLayout(hand_box)
        self.hand_holder.setContentsMargins(0, 0, 0, 0)
        self.hand_title.setParent(hand_box)  # scrolls with the hand: one line less
        self.hand_holder.addWidget(self.hand_title)
        self.hand_scroll = HandScroll(self)
        self.hand_scroll.setWidget(hand_box)
        self.hand_scroll.setVisible(False)
        self.buttons_box = QWidget(self)
        self.buttons_layout = QGridLayout(self.buttons_box)
        self.buttons_layout.setContentsMargins(0, 0, 0, 0)
        # Not the grid's minimum (its buttons at their narrowest, words wrapped
        # on many lines): the scroll area then takes its height-for-width at
        # the real width, and shows no scroll bar while the buttons fit.
        self.buttons_box.setMinimumHeight(1)
        # Buttons wrap their words instead (WrapButton): never sideways.
        scroll = ButtonScroll(self)
        # not a Tab stop of its own: Tab reaches its buttons, and the area
        # scrolls to the focused one (a nameless stop said nothing, issue 25)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.button_scroll = scroll
        scroll.setWidget(self.buttons_box)
        # The words (instruction, the computers' moves since yours, the cursor's
        # place) scroll on their own: on a small screen, or in a long language, a
        # squeezed QLabel would otherwise cut its last lines off.
        words = QWidget(self)
        words_layout = QVBoxLayout(words)
        words_layout.setContentsMargins(0, 0, 0, 0)
        for label in (self.prompt, self.cursor_label, self.last_move_label):
            label.setParent(words)
            words_layout.addWidget(label)
        words_layout.addStretch(1)
        self.text_scroll = QScrollArea(self)
        self.text_scroll.setWidgetResizable(True)
        self.text_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.text_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.text_scroll.setWidget(words)
        # Small screens (1280×720 at 150 % leaves 480 px): the two scrolling
        # areas may shrink to two lines of text and one button, not to the
        # scroll bars' default minimum.
        lines = self.fontMetrics().height()
        self.text_scroll.setMinimumHeight(2 * lines + 4)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(4)
        layout.addWidget(self.text_scroll, 1)
        layout.addWidget(scroll)  # as tall as its buttons (ButtonScroll)
        layout.addWidget(self.hand_scroll)
        self.hand_widget: QWidget | None = None
        self.buttons: list[QPushButton] = []
        self._group_widgets: list[QWidget] = []  # the groups' headings and grids
        self._short_labels: list[str] = []  # per button: its name within its group
        self._last: tuple[Any, ...] | None = None
        self._buttons_key: tuple[Any, ...] | None = None  # what the buttons show now
        self._taught: frozenset[Action] = frozenset()  # a lesson's moves: highlighted
        self.hand_title.setVisible(False)  # until a game gives a hand to show
        self.retranslate()

    def retranslate(self) -> None:
        self.hand_title.setText("<b>" + self.tr("Your hand") + "</b>")
        self.set_cursor_text(self._cursor_text)
        self.set_last_move(self._last_move)
        self.prompt.setAccessibleName(self.tr("What to do now"))
        # the two areas that scroll with the keyboard are Tab stops: they say what they hold
        self.text_scroll.setAccessibleName(self.tr("What to do now and the last moves"))
        self.hand_scroll.setAccessibleName(self.tr("Your hand"))

    def set_last_move(self, line: str) -> None:
        """Show the latest log line ("" hides it) and tell assistive technology."""
        self._last_move = line
        text = self.tr("Last move: {line}").format(line=line) if line else ""
        if text == self.last_move_label.text() and self.last_move_label.isHidden() != bool(line):
            return  # every redraw passes here: the same move is not announced again
        self.last_move_label.setText(text)
        self.last_move_label.setAccessibleName(text)
        self.last_move_label.setVisible(bool(line))
        announce(self.last_move_label)

    def set_cursor_text(self, description: str) -> None:
        """Show what the board's keyboard cursor stands on ("" hides the line)."""
        self._cursor_text = description
        text = self.tr("On the board: {place}").format(place=description) if description else ""
        self.cursor_label.setText(text)
        self.cursor_label.setAccessibleName(text)
        self.cursor_label.setVisible(bool(description))
        announce(self.cursor_label)

    def set_hand_widget(self, widget: QWidget | None) -> None:
        if self.hand_widget is not None:
            self.hand_holder.removeWidget(self.hand_widget)
            # At once, as the buttons: deleteLater waits for the event loop, and
            # until then the old game's hand (a loaded save, a rematch) is drawn
            # under the new one, its digits over the new digits.
            self.hand_widget.hide()
            self.hand_widget.deleteLater()
        self.hand_widget = widget
        if widget is not None:
            self.hand_holder.addWidget(widget)
        self.hand_title.setVisible(widget is not None)
        self.hand_scroll.setVisible(widget is not None)

    def set_actions(
        self,
        texts: GameTexts | None,
        actions: Sequence[Action],
        enabled: bool,
        prompt: str,
        taught: Sequence[Action] = (),
    ) -> None:
        """Show `prompt` and a button for each of `actions`; those of `taught`
        (the moves a lesson's step teaches) are highlighted."""
        self._taught = frozenset(taught)
        self._last = (texts, tuple(actions), enabled, prompt)
        changed = prompt != self.prompt.text()
        self.prompt.setText(prompt)
        self.prompt.setAccessibleDescription(prompt)
        if changed:
            announce(self.prompt)
        shown = list(actions[:MAX_BUTTONS]) if texts is not None else []
        labels = [texts.action(a) for a in shown] if texts is not None else []
        # The same buttons again (every computer move shows none): rebuilding
        # them would lay the whole window out again for nothing.
        buttons_key = (tuple(shown), tuple(labels), enabled)
        if buttons_key == self._buttons_key:
            self._mark_taught()
            return
        self._buttons_key = buttons_key
        for button in self.buttons:
            self.buttons_layout.removeWidget(button)
            button.hide()  # at once: deleteLater waits for the event loop
            button.deleteLater()
        for widget in self._group_widgets:
            self.buttons_layout.removeWidget(widget)
            widget.hide()
            widget.deleteLater()
        self.buttons = []
        self._group_widgets = []
        if texts is None:
            return
        kinds = [a.kind for a in shown]
        for index, (action, label) in enumerate(zip(shown, labels, strict=True)):
            button = WrapButton(label, self.buttons_box)
            key = SHORTCUTS.get(action.kind)
            if key is not None and kinds.count(action.kind) == 1:
                button.setText(f"{button.text()}  [{key}]")
                button.setShortcut(QKeySequence(key))  # after setText, which resets it
                button.setAccessibleDescription(self.tr("Shortcut: {key}").format(key=key))
            button.setEnabled(enabled)
            button.setProperty("action_index", index)
            button.clicked.connect(self._chooser(action))
            # Shown at once (a layout shows new children only later): the
            # window may give the first button the focus right away.
            button.setVisible(not self.buttons_box.isHidden())
            if self.buttons:  # Tab walks the buttons in their reading order
                QWidget.setTabOrder(self.buttons[-1], button)
            self.buttons.append(button)
        for row in range(self.buttons_layout.rowCount()):
            self.buttons_layout.setRowStretch(row, 0)
        # (a stand-in for GameTexts without groups, as in tests, shows whole labels)
        group_of = getattr(texts, "action_group", None)
        groups = [group_of(a) if group_of is not None else None for a in shown]
        self._short_labels = [group[1] if group is not None else "" for group in groups]
        rows = self._lay_out(self._runs(groups))
        # Spare height below the buttons, not inside them (they may grow for wrapped lines).
        self.buttons_layout.setRowStretch(rows, 1)
        self._mark_taught()

    @staticmethod
    def _runs(groups: Sequence[tuple[str, str] | None]) -> list[tuple[int, int, str]]:
        """(first, end, heading) of each run of buttons to show as one group:
        two or more neighbours under the same heading; a button alone keeps
        its whole label ("", no heading)."""
        runs: list[tuple[int, int, str]] = []
        start = 0
        while start < len(groups):
            group = groups[start]
            end = start + 1
            if group is not None:
                while end < len(groups) and (groups[end] or ("", ""))[0] == group[0]:
                    end += 1
            if group is None or end - start < 2:
                end = start + 1
                runs.append((start, end, ""))
            else:
                runs.append((start, end, group[0]))
            start = end
        return runs

    def _lay_out(self, runs: list[tuple[int, int, str]]) -> int:
        """Put the buttons into the grid, run by run; returns the rows used.

        A group gets its heading on a row of its own and its buttons, named
        by what tells them apart, in a ChoiceGridLayout below.  The other
        buttons keep their whole labels, in two columns only when two fit
        side by side: long labels (a Ukrainian "keep a face-up counter:
        Troll Wagon") would otherwise push the second column out of sight
        behind a horizontal scroll bar."""
        singles = [self.buttons[first] for first, _end, heading in runs if not heading]
        room = self.button_scroll.viewport().width() - 2 * self.buttons_layout.horizontalSpacing()
        widest = max((b.sizeHint().width() for b in singles), default=0)
        columns = 2 if 2 * widest <= room else 1
        row = column = 0
        for first, end, heading in runs:
            if not heading:
                self.buttons_layout.addWidget(self.buttons[first], row, column)
                column += 1
                if column == columns:
                    row, column = row + 1, 0
                continue
            if column:
                row, column = row + 1, 0
            title = QLabel(heading, self.buttons_box)
            title.setWordWrap(True)
            title.setTextFormat(Qt.TextFormat.PlainText)
            box = QWidget(self.buttons_box)
            grid = ChoiceGridLayout(box, self.buttons_layout.horizontalSpacing())
            for index in range(first, end):
                button = self.buttons[index]
                button.setParent(box)
                if isinstance(button, WrapButton):
                    button.set_shown_text(self._short_labels[index])
                grid.addWidget(button)
                button.setVisible(not self.buttons_box.isHidden())
            for widget in (title, box):
                widget.setVisible(not self.buttons_box.isHidden())
                self._group_widgets.append(widget)
            self.buttons_layout.addWidget(title, row, 0, 1, 2)
            self.buttons_layout.addWidget(box, row + 1, 0, 1, 2)
            row += 2
        return row + (1 if column else 0)

    def _mark_taught(self) -> None:
        shown = self._last[1] if self._last is not None else ()
        for button in self.buttons:
            index = button.property("action_index")
            if isinstance(button, WrapButton) and isinstance(index, int):
                button.set_taught(index < len(shown) and shown[index] in self._taught)

    def button_for(self, action: Action) -> WrapButton | None:
        """The button that makes `action` now, if one is shown."""
        shown = self._last[1] if self._last is not None else ()
        for button in self.buttons:
            index = button.property("action_index")
            if not isinstance(button, WrapButton) or not isinstance(index, int):
                continue
            if index < len(shown) and shown[index] == action:
                return button
        return None

    def _chooser(self, action: Action) -> Callable[[], None]:
        return lambda: self.action_chosen.emit(action)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
