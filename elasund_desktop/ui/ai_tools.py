"""The window's computer-player tools: the thinking indicator and the Hint command.

Kept apart from main_window.py (the window makes one `AiTools(window)`, which
plugs them in) so the window's own code stays small.  The window is typed by
what these tools use of it (window_parts.AiWindow): this module does not
import main_window.py back.

* ThinkingIndicator: a small status-bar widget, "<name> is thinking" with a
  moving dot, shown while a computer seat searches (GameController's
  `thinking_seat` signal).
* HintRunner: asks the Hard player, on a worker thread, what the human to
  move should do, says the move in the status bar and outlines the board place
  of that move (or rings its button in the Your move panel).  A new position, undo, a new game or
  closing the window cancels a hint still being thought about.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, QTimer, Signal, Slot
from PySide6.QtGui import (
    QAction,
    QBrush,
    QColor,
    QKeySequence,
    QPainterPath,
    QPainterPathStroker,
    QPen,
)
from PySide6.QtWidgets import QGraphicsPathItem, QLabel, QWidget
from shiboken6 import isValid

from .board_base import HIGHLIGHT_Z, BoardScene

if TYPE_CHECKING:
    from ..engine.rules import Action
    from .action_panel import WrapButton
    from .window_parts import AiWindow

# The computer players (ai/) and the engine are imported when a hint is asked
# for, not with the window: they are not needed for its first frame.

log = logging.getLogger(__name__)

# Violet: apart from the legal moves' magenta, the last move's amber and the
# production flash's green (a green hint read as a hex that had just produced).
HINT_COLOUR = QColor("#5b21b6")
HINT_Z = HIGHLIGHT_Z + 1  # above the legal-move highlights
HINT_SHORTCUT = "Ctrl+H"


class ThinkingIndicator(QLabel):
    """'<name> is thinking' and a dot that moves, while a computer seat searches."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._name = ""
        self._tick = 0
        self._timer = QTimer(self)
        self._timer.setInterval(250)
        self._timer.timeout.connect(self._step)
        # Hiding waits for the event loop: a computer move ends one search and
        # starts the next in the same call, and a hide then show relaid out the
        # status bar at every move (nothing is painted in between either way).
        self._hider = QTimer(self)
        self._hider.setSingleShot(True)
        self._hider.setInterval(0)
        self._hider.timeout.connect(self._hide_if_idle)
        self.setObjectName("thinking_indicator")
        self.hide()

    def show_thinking(self, name: str) -> None:
        self._name = name
        self._tick = 0
        self._render()
        self.show()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        self._name = ""
        if self.isVisible():
            self._hider.start()
        else:
            self.hide()  # not shown yet (its window is hidden): hidden at once

    def _hide_if_idle(self) -> None:
        if not self._name:
            self.hide()

    def thinking_name(self) -> str:
        return self._name

    def _step(self) -> None:
        self._tick = (self._tick + 1) % 4
        self._render()

    def _render(self) -> None:
        dots = "●" + "○" * 3
        dots = dots[-self._tick :] + dots[: -self._tick] if self._tick else dots
        self.setText(self.tr("{name} is thinking").format(name=self._name) + "  " + dots)


class _HintSignals(QObject):
    ready = Signal(int, object)  # job number, Action or Exception


class HintRunner(QObject):
    """Runs the Hard player for the human to move and outlines its choice."""

    hint_shown = Signal(object)  # Action

    def __init__(self, window: AiWindow) -> None:
        super().__init__(window.window())  # the window itself (see window_parts)
        self.window = window
        self._job = 0
        self._stop = threading.Event()
        self._signals = _HintSignals(self)
        self._signals.ready.connect(self._ready)
        self._halos: list[QGraphicsPathItem] = []
        self._marked: WrapButton | None = None  # the button of a hinted move
        self.last_hint: Action | None = None
        self.last_target: Hashable | None = None

    def request(self) -> None:
        window = self.window
        controller = window.controller
        if controller is None or not window.may_act():
            window.statusBar().showMessage(
                self.tr("A hint is for a human player whose move it is."), 5000
            )
            return
        self.cancel()
        self._job += 1
        job = self._job
        seat = controller.to_move()
        assert seat is not None
        from ..ai.levels import HARD
        from ..ai.search import Cancelled

        search = controller.hint_search(seat, HARD)
        self._stop = stop = threading.Event()
        signals = self._signals
        window.statusBar().showMessage(self.tr("Thinking about a hint…"))

        def think() -> None:
            try:
                choice: object = search(stop.is_set)
            except Exception as exc:  # Cancelled, or a failure worth a log line
                if not isinstance(exc, Cancelled):
                    log.exception("hint failed")
                choice = exc
            with contextlib.suppress(RuntimeError):  # the window may be gone
                signals.ready.emit(job, choice)

        threading.Thread(target=think, name="hint", daemon=True).start()

    def cancel(self) -> None:
        """Drop a hint being thought about and the outline of the last one."""
        self._stop.set()
        self._job += 1
        self.clear()

    def clear(self) -> None:
        scene = self.window.scene
        for halo in self._halos:
            # a redrawn board has deleted its items already, our outline with them
            if scene is not None and isValid(halo) and halo.scene() is scene:
                scene.removeItem(halo)
        self._halos = []
        # A next position with the same buttons keeps them (action_panel): no old ring.
        if self._marked is not None and isValid(self._marked):
            self._marked.set_hint(None)
        self._marked = None

    def marked_button(self) -> WrapButton | None:
        """The button the last hint rings, while it is shown."""
        return self._marked if self._marked is not None and isValid(self._marked) else None

    def outlines(self) -> list[QGraphicsPathItem]:
        """The outlines of the last hint still on the board."""
        self._halos = [h for h in self._halos if isValid(h) and h.scene() is not None]
        return list(self._halos)

    @Slot(int, object)
    def _ready(self, job: int, choice: object) -> None:
        from ..engine.rules import Action

        if job != self._job or not isinstance(choice, Action):
            return
        window = self.window
        scene = window.scene
        self.last_hint = choice
        self.last_target = None
        words = window.texts.action(choice) if window.texts is not None else str(choice)
        window.statusBar().showMessage(self.tr("Hint: {move}").format(move=words), 10000)
        if scene is not None:
            target = scene.target_of(choice)
            if target is not None:
                self.last_target = target
                for item in scene.items_for(target):
                    self._halos.append(_outline(scene, item))
                if self._halos:  # the board may be larger than its view (zoom, readable scale)
                    window.view.ensureVisible(self._halos[0].sceneBoundingRect(), 20, 20)
        # A move made with a button (roll, take 2 gold, end the turn ...): the
        # status bar alone is far from where the player looks, so ring it.
        button = window.actions_panel.button_for(choice)
        if button is not None:
            button.set_hint(HINT_COLOUR)
            self._marked = button
            # the keyboard too: Space makes the suggested move
            button.setFocus(Qt.FocusReason.OtherFocusReason)
        self.hint_shown.emit(choice)


def _filled_share(path: QPainterPath, rect: QRectF, steps: int = 12) -> float:
    """How much of its bounding box a place covers (a grid of sample points)."""
    inside = 0
    for i in range(steps):
        for j in range(steps):
            x = rect.left() + (i + 0.5) * rect.width() / steps
            y = rect.top() + (j + 0.5) * rect.height() / steps
            inside += path.contains(QPointF(x, y))
    return inside / (steps * steps)


def _outline(scene: Any, item: Any) -> QGraphicsPathItem:
    outline = QPainterPath()
    outline.addPath(item.mapToScene(item.shape()))
    rect = outline.boundingRect()
    longest, shortest = max(rect.width(), rect.height()), min(rect.width(), rect.height())
    band = scene.hint_outline(item) if isinstance(scene, BoardScene) else None
    if band is not None:
        # the board's own band round the place (texts along its edges stay clear)
        ring = band
    elif shortest * 3 >= longest and _filled_share(outline, rect) >= 0.4:
        # a compact place (hex, spot, counter, building): a ring well outside
        # it, so the dashed legal-move outline stays visible
        grow = max(4.0, 0.35 * longest)
        ring = QPainterPath()
        ring.addRoundedRect(rect.adjusted(-grow, -grow, grow, grow), grow, grow)
    else:
        # a long thin place (Elfenland's roads, a road in Catan): a box round
        # a slanting road covered other roads and towns, 23 of Elfenland's 48
        # routes a town not on them, so the hinted road was not told apart;
        # the ring follows the place instead, a margin wide
        stroker = QPainterPathStroker()
        stroker.setWidth(2 * max(4.0, min(12.0, 0.35 * shortest)))
        stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
        ring = stroker.createStroke(outline).united(outline).simplified()
    halo = QGraphicsPathItem(ring)
    pen = QPen(HINT_COLOUR, 5)
    pen.setCosmetic(True)
    halo.setPen(pen)
    fill = QColor(HINT_COLOUR)
    fill.setAlpha(70)
    halo.setBrush(QBrush(fill))
    halo.setZValue(HINT_Z)
    halo.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    scene.addItem(halo)
    return halo


class AiTools(QObject):
    """Plugs the indicator and the Hint command into the main window."""

    def __init__(self, window: AiWindow) -> None:
        qt_window = window.window()  # the window itself (see window_parts)
        super().__init__(qt_window)
        self.window = window
        self.indicator = ThinkingIndicator(qt_window)
        window.statusBar().addPermanentWidget(self.indicator)
        self.hints = HintRunner(window)
        self.act_hint = QAction(qt_window)
        self.act_hint.setShortcut(QKeySequence(HINT_SHORTCUT))
        self.act_hint.triggered.connect(self.hints.request)
        window.edit_menu.addAction(self.act_hint)
        window.session_started.connect(self._session_started)
        window.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.act_hint.setText(self.tr("&Hint"))
        self.act_hint.setToolTip(self.tr("Ask the strongest computer player for a move"))

    def _session_started(self) -> None:
        self.hints.cancel()
        self.indicator.stop()
        controller = self.window.controller
        if controller is None:
            return
        controller.thinking_seat.connect(self._thinking)
        controller.state_changed.connect(self.hints.cancel)

    def _thinking(self, seat: int) -> None:
        controller = self.window.controller
        if seat < 0 or controller is None or seat >= len(controller.seats):
            self.indicator.stop()
        else:
            self.indicator.show_thinking(controller.seats[seat].name)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window:
            if event.type() == QEvent.Type.LanguageChange:
                self.retranslate()
            elif event.type() == QEvent.Type.Close:
                # closing the window stops every search at once
                self.hints.cancel()
                if self.window.controller is not None:
                    self.window.controller.set_paused(True)
        return False
