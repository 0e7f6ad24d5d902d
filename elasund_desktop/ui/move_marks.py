"""What just happened: the places the latest moves touched, and a turn summary.

Driven only by the session's action log and events, so every game gets it:

* The *recent* actions are those since the last decision of a human player
  (the computers' moves the viewer has not answered yet); when a human has
  just acted and nobody moved after, it is that decision.  Without any human
  seat, the last action.  The marks therefore fade at the viewer's next
  decision: that decision becomes the recent one.
* A board place is *touched* by an action when the board maps the action to
  it (`BoardScene.touched_by`, as a rule its target): the square built on,
  the edge of a road, the hex the robber went to.  Each touched place gets a
  soft outline (unfilled, below the highlights of the legal moves, never
  taking clicks).
* The turn summary lists, per player, the log lines of the computers' recent
  actions as the viewer may read them (hidden details stay hidden).

"Human" means the people at this window (the controller's `human_seats`, all
of them at a hotseat table); in a network game the other computers' people
are counted like the computer players, so a joiner is shown what the others
did since its own last move.  A joiner's session has no action log, only
`moves` (who moved, and the move where its seat may see it: net/redact.py);
`logged_moves` reads either.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from .board_base import HIGHLIGHT_Z, BoardScene
from .game_texts import GameTexts

if TYPE_CHECKING:  # the engine loads with the first game, not with the window
    from ..engine.rules import Action
    from ..engine.session import Session

MARK_COLOUR = QColor(255, 140, 0, 170)  # a soft amber, apart from the magenta highlights
MARK_WIDTH = 5.0
MARK_Z = HIGHLIGHT_Z - 1
SUMMARY_LINES = 8  # lines of the turn summary shown at most (the log has them all)


def logged_moves(session: Any) -> Sequence[tuple[int, Action | None]]:
    """(player, action) per logged move; the action is None where it is not the
    viewer's to see (a joiner's session: its `moves`)."""
    moves = getattr(session, "moves", None)
    if moves is not None:
        return list(moves)
    return [(a.player, a) for a in session.actions]


def _humans(session: Any, humans: Iterable[int] | None) -> set[int]:
    if humans is not None:
        return set(humans)
    return {i for i, seat in enumerate(session.config.seats) if seat.is_human}


def recent_indices(session: Session[Any], humans: Iterable[int] | None = None) -> list[int]:
    """Positions in the log of the actions to mark (see the module docstring)."""
    players = [player for player, _action in logged_moves(session)]
    if not players:
        return []
    people = _humans(session, humans)
    last_human = next((i for i in range(len(players) - 1, -1, -1) if players[i] in people), None)
    if last_human is None:
        return [len(players) - 1]
    after = list(range(last_human + 1, len(players)))
    if after:
        return after
    # The human's own decision: its actions back to the previous other player's.
    first = last_human
    while first > 0 and players[first - 1] == players[last_human]:
        first -= 1
    return list(range(first, last_human + 1))


def touched_targets(scene: BoardScene, actions: Sequence[Action]) -> list[Hashable]:
    """The board places `actions` touched, in order, each once."""
    out: list[Hashable] = []
    for action in actions:
        target = scene.touched_by(action)
        if target is not None and target not in out:
            out.append(target)
    return out


class MoveMarks:
    """The marks drawn on one scene; drawn again after every draw_state."""

    def __init__(self) -> None:
        self.targets: list[Hashable] = []
        self.items: list[QGraphicsPathItem] = []

    def update(
        self, scene: BoardScene, session: Session[Any], humans: Iterable[int] | None = None
    ) -> None:
        # The board keeps its pieces from one state to the next: the old marks
        # go (when the scene was cleared they are gone already).
        for mark in self.items:
            scene.removeItem(mark)
        moves = logged_moves(session)
        picked = [moves[i][1] for i in recent_indices(session, humans)]
        actions = [a for a in picked if a is not None]
        self.targets = [t for t in touched_targets(scene, actions) if scene.items_for(t)]
        self.items = []
        for target in self.targets:
            for item in scene.items_for(target):
                self.items.append(_outline(scene, item))


def _outline(scene: BoardScene, item: QGraphicsItem) -> QGraphicsPathItem:
    # Where the item ends up (an animated piece is still on its way).
    return add_outline(scene, scene.pieces.scene_shape(item), MARK_COLOUR, MARK_WIDTH, MARK_Z)


def add_outline(
    scene: BoardScene, path: QPainterPath, colour: QColor, width: float, z: float
) -> QGraphicsPathItem:
    """A soft outline along `path` that never takes a click (the move marks,
    the producing places' flash)."""
    mark = QGraphicsPathItem(path)
    pen = QPen(colour, width)
    pen.setCosmetic(True)  # the same width at every zoom
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    mark.setPen(pen)
    mark.setBrush(Qt.BrushStyle.NoBrush)
    mark.setZValue(z)
    mark.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    mark.setAcceptHoverEvents(False)
    scene.addItem(mark)
    return mark


def turn_summary(
    session: Session[Any], texts: GameTexts, viewer: int | None, humans: Iterable[int] | None = None
) -> list[tuple[int, list[str]]]:
    """Per computer player, in order of play, the log lines of its recent actions."""
    people = _humans(session, humans)
    moves = logged_moves(session)
    out: list[tuple[int, list[str]]] = []
    for index in recent_indices(session, people):
        player = moves[index][0]
        if player in people or player < 0:
            continue
        lines = [texts.event(event, viewer) for event in session.events[index]]
        if out and out[-1][0] == player:
            out[-1][1].extend(lines)
        else:
            out.append((player, lines))
    return out


def summary_text(
    session: Session[Any], texts: GameTexts, viewer: int | None, humans: Iterable[int] | None = None
) -> str:
    """The computers' recent moves for the Your move panel: a heading, then one
    line per player's run of moves (its log sentences, which name it), the
    last SUMMARY_LINES lines at most; "" when there is nothing to tell."""
    lines = []
    for _player, sentences in turn_summary(session, texts, viewer, humans):
        body = " ".join(s for s in sentences if s)
        if body:
            lines.append(body)
    if not lines:
        return ""
    if len(lines) > SUMMARY_LINES:
        lines = ["…", *lines[-SUMMARY_LINES:]]
    heading = QCoreApplication.translate("MoveMarks", "Since your last move:")
    return "\n".join([heading, *lines])
