"""Issue 25 (Deliver 5): Carrara's wheel itself turns when it turns.

The disc is drawn as six physical segments that carry their blocks from one
position to the next: a turn keeps every segment's items (only the one
refilled at position I is drawn anew), turns the disc and its segments by
one position (animated with Settings ▸ Animations on, at once at the
"Instant" speed), keeps the block numbers upright at every angle, and
leaves the price ring in place with the new prices of each position.
"""

from __future__ import annotations

import math
from typing import Any

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Seat, SessionConfig
from elasund_desktop.games import Registry
from elasund_desktop.games.carrara import SPEC
from elasund_desktop.games.carrara import data as D  # noqa: N812
from elasund_desktop.games.carrara.board import CarraraBoard
from elasund_desktop.games.carrara.board_wheel import STEP, WHEEL_C, turn_snapshot
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    win = build_main_window(Registry([SPEC]), Settings(autosave=False, bot_delay_ms=600), "en")
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    seats = (Seat("Ann", 0), Seat("Bob", 1, "random"))
    win.start_game(SessionConfig("carrara", GameConfig(2, {}), 3, seats))
    assert win.controller is not None
    win.controller.set_paused(True)
    session = win.controller.session
    session._states[-1] = session.state._replace(current=0, start_player=0)
    win.refresh()
    return win


def board_of(win: MainWindow) -> CarraraBoard:
    assert isinstance(win.scene, CarraraBoard)
    return win.scene


def turn_the_wheel(win: MainWindow) -> None:
    assert win.controller is not None
    buy = next(a for a in win.controller.session.legal_actions() if a.kind == "buy_marble")
    win.choose_action(buy)  # "Buy marble (turn the wheel)"


def axis_angle(point: QPointF) -> float:
    """Degrees clockwise from the top of the disc to `point`, 0 .. 360."""
    return math.degrees(math.atan2(point.x() - WHEEL_C.x(), WHEEL_C.y() - point.y())) % 360.0


def blocks_centre(scene: CarraraBoard, p: int) -> QPointF:
    rects = [c.sceneBoundingRect() for c in scene.wheel.segments[p].childItems()]
    x = sum(r.center().x() for r in rects) / len(rects)
    y = sum(r.center().y() for r in rects) / len(rects)
    return QPointF(x, y)


def test_a_turn_moves_the_segments_with_their_blocks_mid_turn(window: MainWindow) -> None:
    scene = board_of(window)
    scene.pieces.animate = True  # Settings ▸ Animations on (the test suite turns them off)
    # The seed's six starting blocks lie on the physical segment now at position I.
    start = next(p for p, item in scene.wheel.segments.items() if item.childItems())
    assert min(axis_angle(blocks_centre(scene, start)), 360 - axis_angle(blocks_centre(scene, start))) < 6
    before_items = dict(scene.wheel.segments)
    disc = scene.disc
    turn_the_wheel(window)
    assert scene.wheel.turning()  # at the "Normal" speed the wheel turns visibly
    assert scene.disc is disc  # the same disc, turning; not one drawn anew
    kept = [p for p in range(D.WHEEL_SEGMENTS) if scene.wheel.segments[p] is before_items[p]]
    assert len(kept) >= D.WHEEL_SEGMENTS - 1  # only the refilled segment is drawn anew
    # the highlights outline the segments where they end up: the starting
    # blocks' segment at position II, not at I where the turn begins
    assert scene.wheel.segments[start] in scene.items_for(("segment", 1))
    outline = next(h for h in scene._highlights if h.zValue() >= 1000).path()
    highlighted = [h.path().boundingRect().center() for h in scene._highlights]
    assert any(abs(axis_angle(c) - STEP) < 12 for c in highlighted), outline
    turn_snapshot(scene.wheel, 0.5)
    assert scene.wheel.angle == pytest.approx(STEP / 2, abs=1.0)  # half way: 30°
    assert disc is not None and disc.rotation() == pytest.approx(STEP / 2, abs=1.0)
    # the starting blocks are half way between position I (0°) and II (60°)
    assert axis_angle(blocks_centre(scene, start)) == pytest.approx(STEP / 2, abs=6.0)
    for p, item in scene.wheel.segments.items():
        for block in item.childItems():  # every number upright at every angle
            assert block.sceneTransform().isRotating() is False, p
    turn_snapshot(scene.wheel, 1.0)
    assert not scene.wheel.turning()
    assert axis_angle(blocks_centre(scene, start)) == pytest.approx(STEP, abs=6.0)
    assert ("segment", 1) in scene.highlighted_targets()
    assert scene.wheel.segments[start] in scene.items_for(("segment", 1))


def test_at_the_instant_speed_the_wheel_is_at_its_new_place_at_once(window: MainWindow) -> None:
    scene = board_of(window)
    scene.pieces.animate = True
    window.set_bot_delay(0)  # View ▸ Computer speed ▸ Instant
    assert scene.instant_speed
    turn_the_wheel(window)
    assert not scene.wheel.turning()
    assert scene.wheel.angle == pytest.approx(STEP)


def test_with_animations_off_the_wheel_is_at_its_new_place_at_once(window: MainWindow) -> None:
    scene = board_of(window)
    assert not scene.pieces.animate
    turn_the_wheel(window)
    assert not scene.wheel.turning() and scene.wheel.angle == pytest.approx(STEP)


def test_the_price_ring_stays_and_reads_the_new_segment_prices(window: MainWindow) -> None:
    scene = board_of(window)
    ring = {k: scene.pieces.items_of(("prices", k))[0].sceneBoundingRect() for k in range(6)}
    turn_the_wheel(window)
    assert window.controller is not None
    wheel = window.controller.session.state.wheel
    for k in range(D.WHEEL_SEGMENTS):
        frame = scene.pieces.items_of(("prices", k))[0]
        assert frame.sceneBoundingRect() == ring[k]  # the ring does not turn
        texts = [
            c.text() for c in frame.childItems() if isinstance(c, QGraphicsSimpleTextItem)
        ]
        assert D.POSITION_NAMES[k] in texts
        if sum(wheel[k]):  # the whole segment's price where it lies now
            from elasund_desktop.games.carrara.rules import segment_cost

            assert f"whole segment: {segment_cost(wheel[k], k)}" in texts


def test_a_frame_that_does_not_turn_the_wheel_leaves_it_unpainted(qtbot: Any) -> None:
    """The same state drawn again marks no part of the wheel for repainting.
    Qt's setRotation prepares a geometry change even when the angle stays: the
    whole wheel was repainted at every move of the game (issue 25, Deliver 6)."""
    board = CarraraBoard()
    rules = SPEC.rules()
    state = rules.setup(GameConfig(2, {}), 3)
    view = rules.view(state, 0)
    board.draw_state(state, view, 0)
    changed: list[Any] = []
    qtbot.wait(10)  # the first frame's updates are reported
    board.changed.connect(changed.extend)
    board.draw_state(state, view, 0)
    qtbot.wait(10)
    wheel = board.pieces.items_of("wheel")[0].sceneBoundingRect()
    assert not [rect for rect in changed if rect.intersects(wheel)]
