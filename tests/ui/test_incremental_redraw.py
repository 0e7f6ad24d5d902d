"""Issue 11, speed: the boards redraw only what an action changed.

Every board of the registry keeps its scene items from one state to the next
(ui/board_pieces.py).  These tests check, for all four games, that

* a board drawn state after state shows exactly what a fresh board drawing
  only the last state shows: the same items (kind, place, text, tooltip,
  colour, z order), nothing lost and nothing left over from earlier states,
  painted alike pixel for pixel (so also stacked alike),
  the same targets registered, the same highlights of the legal moves;
* an item the actions did not touch is the same object afterwards (a board
  that cleared its scene and drew everything again fails this);
* the pieces rebuilt by one action are few (not the whole board).
"""

from __future__ import annotations

import importlib
from collections import Counter
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import (
    QAbstractGraphicsShapeItem,
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
)

from elasund_desktop.ai.bots import bot_rng, make_bot
from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Seat, Session, SessionConfig
from elasund_desktop.games import GameSpec, default_registry
from elasund_desktop.ui.board_base import BoardScene
from elasund_desktop.ui.palette import PALETTE

GAMES = [spec.game_id for spec in default_registry()]


def _board(spec: GameSpec, session: Session[Any]) -> BoardScene:
    module = importlib.import_module(spec.board_module)
    scene: BoardScene = module.make_board(None)
    seats = session.config.seats
    scene.set_players(
        seats,
        [QColor(PALETTE[s.colour % len(PALETTE)].qcolor) for s in seats],
        [PALETTE[s.colour % len(PALETTE)].marker for s in seats],
    )
    return scene


def _show(scene: BoardScene, session: Session[Any], state: Any, viewer: int | None) -> None:
    rules = session.rules
    scene.draw_state(state, rules.view(state, viewer), viewer)
    legal = rules.legal_actions(state) if viewer is not None else []
    scene.set_legal(legal, interactive=viewer is not None)


def _look(item: QGraphicsItem) -> tuple[Any, ...]:
    """What a player sees of an item (and what hovering and clicking it tell)."""
    rect = item.sceneBoundingRect()
    text = ""
    if isinstance(item, QGraphicsSimpleTextItem):
        text = item.text()
    elif isinstance(item, QGraphicsTextItem):
        text = item.toPlainText()
    brush = pen = ""
    if isinstance(item, QAbstractGraphicsShapeItem):
        brush = item.brush().color().name(QColor.NameFormat.HexArgb)
        pen = item.pen().color().name(QColor.NameFormat.HexArgb)
    return (
        type(item).__name__,
        tuple(round(v) for v in rect.getRect()),
        round(item.zValue(), 2),
        text,
        item.toolTip(),
        brush,
        pen,
        item.isVisible(),
    )


def _picture(scene: BoardScene) -> Counter[tuple[Any, ...]]:
    return Counter(_look(item) for item in scene.items())


def _pixels(scene: BoardScene) -> QImage:
    """The board as painted (stacking order included: a piece drawn again must
    not end up over or under what a fresh board puts over or under it)."""
    rect = scene.sceneRect()
    image = QImage(int(rect.width() / 2), int(rect.height() / 2), QImage.Format.Format_RGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


def _play(spec: GameSpec, players: int, seed: int, actions: int) -> Session[Any]:
    rules = spec.rules()
    seats = tuple(Seat(f"P{i}", i, spec.bots[0]) for i in range(players))
    session: Session[Any] = Session(rules, SessionConfig(spec.game_id, GameConfig(players, {}), seed, seats))
    bot = make_bot(spec.bots[0])
    while not session.is_over() and len(session.actions) < actions:
        view = rules.view(session.state, session.to_move())
        session.apply(bot.choose(view, session.legal_actions(), bot_rng(seed, len(session.actions))))
    return session


@pytest.mark.parametrize("game", GAMES)
def test_drawing_state_after_state_shows_what_a_fresh_board_shows(qtbot: Any, game: str) -> None:
    spec = default_registry().get(game)
    session = _play(spec, min(4, spec.rules().max_players), 5, 400)
    kept = _board(spec, session)
    checked = 0
    for k, state in enumerate(session.states):
        viewer = session.rules.to_move(state) if k % 3 else None
        note = getattr(kept, "note_history", None)
        if note is not None:
            note(session.events[:k])
        _show(kept, session, state, viewer)
        if k % 25 and k != len(session.states) - 1:
            continue
        fresh = _board(spec, session)
        note = getattr(fresh, "note_history", None)
        if note is not None:
            note(session.events[:k])
        _show(fresh, session, state, viewer)
        got, want = _picture(kept), _picture(fresh)
        extra, lost = got - want, want - got
        assert not extra and not lost, (
            f"{game} after {k} actions: left over {list(extra)[:5]}, lost {list(lost)[:5]}"
        )
        assert kept.sceneRect() == fresh.sceneRect()
        assert _pixels(kept) == _pixels(fresh), f"{game} after {k} actions: painted differently"
        assert kept.highlighted_targets() == fresh.highlighted_targets()
        assert sorted(map(repr, kept._targets)) == sorted(map(repr, fresh._targets))
        checked += 1
    assert checked >= 8


@pytest.mark.parametrize("game", GAMES)
def test_items_an_action_does_not_touch_keep_their_identity(qtbot: Any, game: str) -> None:
    """Clear-and-redraw makes every item new (0 kept); the kept board rebuilds
    only the pieces an action changed.  Over 20 actions of a game: every action
    keeps at least 40 % of the items the same objects, half of them at least 60 %."""
    spec = default_registry().get(game)
    session = _play(spec, 3, 8, 140)
    scene = _board(spec, session)
    _show(scene, session, session.states[-21], None)
    shares: list[float] = []
    for state in session.states[-20:]:
        before = {id(item): item for item in scene.items()}
        _show(scene, session, state, None)
        after = scene.items()
        kept = [item for item in after if before.get(id(item)) is item]
        shares.append(len(kept) / len(after))
    shares.sort()
    assert shares[0] >= 0.4, f"{game}: {shares}"
    assert shares[len(shares) // 2] >= 0.6, f"{game}: {shares}"


@pytest.mark.parametrize("game", GAMES)
def test_a_frame_changes_the_scene_rect_at_most_once(qtbot: Any, game: str) -> None:
    """Every change of the scene's rect makes the view repaint the whole board
    and its scroll bars.  Elasund's board set a small rect and then grew it
    (header, legend, dice) in every frame: the whole board was painted at
    every move.  A frame sets its final rect once, and not at all when it is
    the same as before."""
    spec = default_registry().get(game)
    session = _play(spec, 3, 8, 200)
    scene = _board(spec, session)
    changes: list[int] = []
    scene.sceneRectChanged.connect(lambda _rect: changes.append(1))
    note = getattr(scene, "note_history", None)
    per_frame: list[int] = []
    for k, state in enumerate(session.states[-60:]):
        if note is not None:
            note(session.events[: len(session.states) - 60 + k])
        rect_before = QRectF(scene.sceneRect())
        changes.clear()
        _show(scene, session, state, None)
        per_frame.append(len(changes))
        assert len(changes) <= 1, f"{game}: {len(changes)} changes of the scene rect in one frame"
        if not changes:
            assert scene.sceneRect() == rect_before
    assert per_frame.count(0) >= len(per_frame) // 2, f"{game}: {per_frame}"
