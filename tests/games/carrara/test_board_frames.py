"""Issue 25 (Reading the board): on Carrara's player boards the highlight and
the hint frames leave the building-type names and the gain lines readable.

The mover's type spaces, city columns and the display's tiles are framed from
outside; the frame's pixels (at the zoom the window fits the board to) and
the hint's translucent band must not reach the ink of any text of the place.
The highlight of a type space used to lie on its name and on the gain line.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainterPath, QPainterPathStroker
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem

from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Seat, SessionConfig
from elasund_desktop.games import Registry
from elasund_desktop.games.carrara import SPEC
from elasund_desktop.games.carrara.board import CarraraBoard
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.ai_tools import _outline as hint_ring
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.board_base import HIGHLIGHT_Z, text_ink_rect
from elasund_desktop.ui.main_window import MainWindow

from .helpers import board, set_player


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    win = build_main_window(Registry([SPEC]), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    seats = (Seat("Ann", 0), Seat("Bob", 1, "random"))
    win.start_game(SessionConfig("carrara", GameConfig(2, {}), 3, seats))
    assert win.controller is not None
    win.controller.set_paused(True)
    session = win.controller.session
    b = board(viareggio=[("porta", 2), ("villa", 2), ("palazzo", 4)], lucca=[("castello", 5)])
    state = set_player(session.state._replace(current=0, start_player=0), 0, boards=b)
    session._states[-1] = state
    win.refresh()
    win.view.fit()
    return win


def texts_of(scene: CarraraBoard, item: QGraphicsItem) -> list[QRectF]:
    """The ink of every text on the place `item`: its own, and the gain lines over it."""
    place = item.sceneBoundingRect()
    inks = [
        text_ink_rect(text)
        for text in scene.items(place)
        if isinstance(text, QGraphicsSimpleTextItem) and text.isVisible()
    ]
    return [ink for ink in inks if place.contains(ink.center())]


def framed(scene: CarraraBoard, kinds: tuple[str, ...]) -> list[tuple[Any, QGraphicsItem]]:
    return [
        (target, item)
        for target in scene.highlighted_targets()
        if target[0] in kinds
        for item in scene.items_for(target)
    ]


def test_highlight_frames_leave_type_names_and_gain_lines_clear(window: MainWindow) -> None:
    scene = window.scene
    assert isinstance(scene, CarraraBoard)
    places = framed(scene, ("score_type", "city", "tile"))
    assert any(t[0] == "score_type" for t, _ in places)
    gains = [h.text() for h in scene._hints]
    assert "coins +8" in gains  # the palace's gain line is drawn
    scale = window.view.current_scale()
    frames = [h for h in scene._highlights if h.zValue() >= HIGHLIGHT_Z]
    for target, item in places:
        box = item.sceneBoundingRect()
        mine = [f for f in frames if f.path().boundingRect().contains(box.center())
                and f.path().boundingRect().width() < box.width() + 20]  # fmt: skip
        assert mine, target
        for frame in mine:
            # the frame's pixels as scene area at this zoom
            stroker = QPainterPathStroker()
            stroker.setWidth(frame.pen().widthF() / scale)
            band = stroker.createStroke(frame.path())
            for ink in texts_of(scene, item):
                touching = QPainterPath()
                touching.addRect(ink)
                assert not band.intersects(touching), (target, ink, scale)


def test_the_hint_band_leaves_the_texts_clear(window: MainWindow) -> None:
    scene = window.scene
    assert isinstance(scene, CarraraBoard)
    for target, item in framed(scene, ("score_type", "city")):
        ring = hint_ring(scene, item)
        try:
            for ink in texts_of(scene, item):
                inside = QPainterPath()
                inside.addRect(ink)
                assert not ring.path().intersects(inside), (target, ink)
        finally:
            scene.removeItem(ring)
