"""Board pieces kept from one state to the next: the boards' incremental redraw.

A board used to clear its scene and draw everything after every action (tens
of milliseconds a move for hundreds of items).  Now `draw_state` names each
part of the board, the static tiles as well as every piece, by a stable key
and a *signature*: the values its drawing depends on (owner, level, text,
place, language).  The pool keeps a piece whose signature did not change
(the same items, the same identity, its targets registered again at no
cost) and rebuilds only the others; pieces the new state no longer has are
removed at the end of the frame.

While a piece is built, every item the board adds to the scene and every
target it registers are recorded as the piece's own.  Items added outside a
piece (hints, previews, highlights) last until the next frame, exactly as
they did when every frame began with clear().

Animations (when switched on, Settings ▸ Animations): a piece rebuilt with a
new signature that `moves` glides from its old place to the new one, a new
piece fades in.  Only item positions and opacity are animated, never the
geometry the rest of the board reads: `scene_shape` gives an item's shape at
its final place, for the highlights, the move marks and the keyboard cursor.
Nothing waits for an animation: clicks go to the items at their final place.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QEasingCurve, QPointF, QVariantAnimation
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from .item_data import TARGET_KEY

MOVE_MS = 300  # a piece gliding to its new place
APPEAR_MS = 220  # a new piece fading in
APPEAR_RISE = 10.0  # scene units a new piece drops into place from
# Set to 0 to switch every board animation off whatever the settings say (the
# test suite does: its checks read the items where they end up, at once).
ANIMATIONS_ENV = "ELASUND_DESKTOP_ANIMATIONS"


def animations_allowed() -> bool:
    """False when the environment switches animations off (see ANIMATIONS_ENV)."""
    return os.environ.get(ANIMATIONS_ENV, "1") != "0"



_PLAIN = frozenset({str, int, float, bool, type(None)})


def frozen(value: Any) -> Hashable:
    """A view's dict or list as a hashable signature of a piece (dicts by key).

    Called for thousands of values a frame: plain values are answered by
    their type at once, and lists are built without a generator."""
    kind = type(value)
    if kind in _PLAIN:
        return value
    if kind is list or kind is tuple:
        return tuple([v if type(v) in _PLAIN else frozen(v) for v in value])
    if isinstance(value, dict):
        return tuple(sorted([(str(k), frozen(v)) for k, v in value.items()]))
    if isinstance(value, (list, tuple, set)):
        return tuple([frozen(v) for v in value])
    return value


@dataclass
class _Piece:
    signature: Hashable
    items: list[QGraphicsItem] = field(default_factory=list)
    # (target, item, rules section, the index last written into the item's data)
    targets: list[tuple[Hashable, QGraphicsItem, str | None, int]] = field(default_factory=list)
    animation: QVariantAnimation | None = None


# The scene's registry of targets: registers `target` for `item` in this frame
# and returns its index (BoardScene.keep_target).
KeepTarget = Callable[[Hashable, QGraphicsItem], int]


class PiecePool:
    """The pieces of one scene by key (see the module docstring).

    It is given the board's scene as a plain QGraphicsScene (it removes items
    from it, clears it and parents its animations to it; the board's own
    clear() and removeItem() run: they override the scene's) and the scene's target
    registry as `keep_target`: so this module needs nothing of board_base.py,
    which builds on it."""

    def __init__(self, scene: QGraphicsScene, keep_target: KeepTarget) -> None:
        self.scene = scene
        self._keep_target = keep_target
        self.animate = False  # the window sets it from the settings
        self._pieces: dict[Hashable, _Piece] = {}
        self._owner: dict[QGraphicsItem, Hashable] = {}
        self._loose: list[QGraphicsItem] = []
        self._seen: set[Hashable] = set()
        self._building: _Piece | None = None
        self._layout: Hashable = None
        self._framing = False  # a frame of kept pieces has begun at least once
        self._first = True  # the first frame of a layout: nothing animates
        # top-level item -> where it ends up (an animation moves it there)
        self._final: dict[QGraphicsItem, QPointF] = {}
        self.builds = 0  # pieces built so far (tests and benches read it)

    # -- what the scene reports --------------------------------------------------------
    def note_added(self, item: QGraphicsItem) -> None:
        if self._building is not None:
            self._building.items.append(item)
        elif self._framing:
            self._loose.append(item)

    def note_removed(self, item: QGraphicsItem) -> None:
        key = self._owner.pop(item, None)
        piece = self._pieces.get(key) if key is not None else None
        if piece is not None and item in piece.items:
            piece.items.remove(item)
        self._final.pop(item, None)

    def note_target(
        self, target: Hashable, item: QGraphicsItem, section: str | None, index: int
    ) -> None:
        if self._building is not None:
            self._building.targets.append((target, item, section, index))

    def forget(self) -> None:
        """The scene is being cleared: every piece goes with it."""
        for piece in self._pieces.values():
            self._stop(piece)
        self._pieces = {}
        self._owner = {}
        self._loose = []
        self._final = {}
        self._layout = None
        self._framing = False

    # -- a frame -------------------------------------------------------------------------
    def begin(self, layout: Hashable) -> None:
        if not self._framing or layout != self._layout:
            self.scene.clear()  # forgets the pieces too
            self._first = True
        else:
            self._first = False
        self._framing = True
        self._layout = layout
        loose, self._loose = self._loose, []
        for item in loose:
            self.scene.removeItem(item)
        self._seen = set()

    def piece(
        self,
        key: Hashable,
        signature: Hashable,
        build: Callable[[], object],
        moves: bool = False,
        appears: bool = False,
    ) -> bool:
        if key in self._seen:
            raise ValueError(f"board piece drawn twice in one frame: {key!r}")
        self._seen.add(key)
        old = self._pieces.get(key)
        if old is not None and old.signature == signature:
            if old.targets:
                self._keep_targets(old)
            return False
        before = self._centre(old) if old is not None else None
        if old is not None:
            self._drop(old)
        piece = _Piece(signature)
        outer = self._building
        self._building = piece
        try:
            build()
        finally:
            self._building = outer
        self.builds += 1
        self._pieces[key] = piece
        for item in piece.items:
            self._owner[item] = key
        if self.animate and not self._first and piece.items:
            if moves and before is not None:
                self._glide(piece, before)
            elif old is None or appears:
                self._appear(piece)
        return True

    def end(self) -> None:
        for key in [k for k in self._pieces if k not in self._seen]:
            self._drop(self._pieces.pop(key))

    def redraw(
        self, key: Hashable, signature: Hashable, build: Callable[[], object] | None
    ) -> None:
        """Draw the piece `key` again between two frames (an overlay switched by
        the pointer, not by a move), or remove it when `build` is None.  The
        frame's other pieces and its loose items (the move marks) stay."""
        if build is None:
            old = self._pieces.pop(key, None)
            if old is not None:
                self._drop(old)
            self._seen.discard(key)
            return
        self._seen.discard(key)
        self.piece(key, signature, build)

    def all_keys(self) -> list[Hashable]:
        return list(self._pieces)

    def items_of(self, key: Hashable) -> list[QGraphicsItem]:
        piece = self._pieces.get(key)
        return list(piece.items) if piece is not None else []

    # -- geometry at the final place -----------------------------------------------------------
    def scene_shape(self, item: QGraphicsItem) -> QPainterPath:
        """`item`'s shape in scene coordinates where it ends up (an animation
        may still be moving it there)."""
        path = item.mapToScene(item.shape())
        top = item.topLevelItem() or item
        final = self._final.get(top)
        if final is not None:
            path.translate(final - top.pos())
        return path

    def final_offset(self, item: QGraphicsItem) -> QPointF:
        top = item.topLevelItem() or item
        final = self._final.get(top)
        return QPointF() if final is None else final - top.pos()

    def animating(self) -> bool:
        return self.remaining_ms() > 0

    def remaining_ms(self) -> int:
        """How long the running animations still take (0: none runs)."""
        left = 0
        for piece in self._pieces.values():
            animation = piece.animation
            if animation is not None and animation.state() == QVariantAnimation.State.Running:
                left = max(left, animation.duration() - animation.currentTime())
        return left

    # -- inner workings ----------------------------------------------------------------------
    def _keep_targets(self, piece: _Piece) -> None:
        """Register a kept piece's targets again.  Its items keep their data (the
        rules section never changes with the same signature); a target's index
        is written again only when the frame numbered it differently, and then
        for all of the piece's targets in their order (an item registered for
        two targets keeps the last one, as when it was built)."""
        keep_target = self._keep_target
        targets = piece.targets
        if len(targets) == 1:  # most pieces: one place of the board
            target, item, section, old = targets[0]
            index = keep_target(target, item)
            if index != old:
                item.setData(TARGET_KEY, index)
                targets[0] = (target, item, section, index)
            return
        indices = [keep_target(target, item) for target, item, _s, _i in targets]
        if all(index == entry[3] for index, entry in zip(indices, targets, strict=True)):
            return
        for k, index in enumerate(indices):
            target, item, section, _old = targets[k]
            item.setData(TARGET_KEY, index)
            targets[k] = (target, item, section, index)

    def _drop(self, piece: _Piece) -> None:
        self._stop(piece)
        for item in list(piece.items):
            self.scene.removeItem(item)

    def _stop(self, piece: _Piece) -> None:
        animation, piece.animation = piece.animation, None
        if animation is not None:
            animation.stop()
            self._settle(piece)

    def _settle(self, piece: _Piece) -> None:
        for item in piece.items:
            final = self._final.pop(item, None)
            if final is not None:
                item.setPos(final)
            item.setOpacity(1.0)

    @staticmethod
    def _centre(piece: _Piece) -> QPointF | None:
        rect = None
        for item in piece.items:
            box = item.sceneBoundingRect()
            rect = box if rect is None else rect.united(box)
        return None if rect is None else rect.center()

    def _run(
        self, piece: _Piece, ms: int, step: Callable[[float], None]
    ) -> None:
        animation = QVariantAnimation(self.scene)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(ms)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.valueChanged.connect(lambda value: step(float(value)))

        def done() -> None:
            if piece.animation is animation:
                piece.animation = None
                self._settle(piece)

        animation.finished.connect(done)
        piece.animation = animation
        animation.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)

    def _glide(self, piece: _Piece, before: QPointF) -> None:
        after = self._centre(piece)
        if after is None:
            return
        shift = before - after
        if abs(shift.x()) + abs(shift.y()) < 0.5:
            return
        finals = {item: QPointF(item.pos()) for item in piece.items}
        self._final.update(finals)

        def step(t: float) -> None:
            for item, final in finals.items():
                item.setPos(final + shift * (1.0 - t))

        step(0.0)
        self._run(piece, MOVE_MS, step)

    def _appear(self, piece: _Piece) -> None:
        finals = {item: QPointF(item.pos()) for item in piece.items}
        self._final.update(finals)
        rise = QPointF(0.0, -APPEAR_RISE)

        def step(t: float) -> None:
            for item, final in finals.items():
                item.setPos(final + rise * (1.0 - t))
                item.setOpacity(t)

        step(0.0)
        self._run(piece, APPEAR_MS, step)
