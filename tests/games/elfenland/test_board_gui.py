"""Elfenland through the window: a counter placed on a highlighted road, a boot moved by a click."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent, QWidget

from elasund_desktop.ai.bots import RandomBot, bot_rng
from elasund_desktop.engine.rules import Action, GameConfig
from elasund_desktop.engine.session import Seat, SessionConfig
from elasund_desktop.games import Registry
from elasund_desktop.games.elfenland import SPEC
from elasund_desktop.games.elfenland import data as D  # noqa: N812
from elasund_desktop.games.elfenland.board import CostChart, ElfenlandBoard
from elasund_desktop.games.elfenland.board_draw import curve_point, town_point
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    win = build_main_window(Registry([SPEC]), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    return win


def start(window: MainWindow, seed: int) -> Any:
    seats = (Seat("Ann", 0), Seat("Bob", 1, "random"), Seat("Cy", 2, "random"))
    window.start_game(SessionConfig("elfenland", GameConfig(3, {}), seed, seats))
    controller = window.controller
    assert controller is not None
    controller.set_paused(True)
    return controller


def advance(controller: Any, until: Any, ann: Any) -> None:
    """Let the computer seats play randomly and Ann by `ann(legal)` until `until(state)`."""
    session = controller.session
    for _ in range(400):
        state = session.state
        if until(state):
            return
        legal = session.legal_actions()
        if session.to_move() == 0:
            action = ann(state, legal)
        else:
            action = RandomBot().choose({}, legal, bot_rng(3, len(session.actions)))
        controller.apply(action)
        controller.set_paused(True)
    raise AssertionError("the situation never came")


def click(qtbot: Any, win: MainWindow, point: QPointF) -> None:
    win.view.centerOn(point)
    qtbot.mouseClick(
        win.view.viewport(), Qt.MouseButton.LeftButton, pos=win.view.mapFromScene(point)
    )


def _ann_plans_near_home(state: Any, legal: list[Action]) -> Action:
    """Ann takes counters, then puts them on roads at her boot's town; never the obstacle."""
    here = state.boots[0]
    for a in legal:
        if a.kind == "place_counter" and here in (D.ROUTES[a.args[1]].a, D.ROUTES[a.args[1]].b):
            return a
    for a in legal:
        if a.kind in ("draw_secret", "take_counter", "end_move", "discard", "keep_none"):
            return a
    return next(a for a in legal if a.kind == "pass")


def test_a_counter_is_placed_by_clicking_a_highlighted_road(qtbot: Any, window: MainWindow) -> None:
    controller = start(window, 4)
    advance(
        controller,
        lambda s: s.phase == "plan" and s.current == 0,
        _ann_plans_near_home,
    )
    scene = window.scene
    assert isinstance(scene, ElfenlandBoard)
    targets = scene.highlighted_targets()
    roads = [t for t in targets if {a.kind for a in scene.candidates_for(t)} == {"place_counter"}]
    assert roads and all(D.ROUTES[t[1]].kind == "road" for t in targets)
    route = roads[0][1]
    candidates = scene.candidates_for(("route", route))
    asked: list[list[Action]] = []
    scene.choose_among.connect(asked.append)
    click(qtbot, window, curve_point(route, 0.5))
    session = controller.session
    if len(candidates) > 1:  # several counters fit: the player is asked which one
        assert asked == [candidates]
        window.choose_action(candidates[-1])
    expected = candidates[-1]
    assert session.actions[-1] == expected
    assert session.state.board[route] == D.TRANSPORTS.index(expected.args[0])


def test_a_boot_moves_by_clicking_a_highlighted_town(qtbot: Any, window: MainWindow) -> None:
    controller = start(window, 4)

    def ann_can_travel(s: Any) -> bool:
        rules = controller.session.rules
        return (
            s.phase == "move"
            and s.current == 0
            and any(a.kind == "travel" for a in rules.legal_actions(s))
        )

    advance(controller, ann_can_travel, _ann_plans_near_home)
    scene = window.scene
    assert isinstance(scene, ElfenlandBoard)
    towns = [t for t in scene.highlighted_targets() if t[0] == "town"]
    assert towns
    town = next((t for t in towns if len(scene.candidates_for(t)) == 1), None)
    assert town is not None
    (expected,) = scene.candidates_for(town)
    cards_before = sum(controller.session.state.hands[0])
    click(qtbot, window, town_point(town[1]))
    state = controller.session.state
    assert controller.session.actions[-1] == expected
    if expected.args[1] == "cards":
        assert state.boots[0] == town[1]
        assert sum(state.hands[0]) < cards_before
        assert D.TOWN_IDS[town[1]] == "elvenhold" or state.collected[0] >> town[1] & 1
    else:
        assert state.phase == "caravan"


def test_hovering_a_town_while_moving_shows_the_cheapest_way(
    qtbot: Any, window: MainWindow
) -> None:
    controller = start(window, 4)
    advance(
        controller,
        lambda s: s.phase == "move" and s.current == 0,
        _ann_plans_near_home,
    )
    scene = window.scene
    assert isinstance(scene, ElfenlandBoard)
    here = controller.session.state.boots[0]
    target = next(o for _, o in D.TOWN_ROUTES[here])
    point = town_point(target)
    window.view.centerOn(point)
    # A popup menu left open by an earlier test would take the mouse moves.
    while QApplication.activePopupWidget() is not None:
        QApplication.activePopupWidget().close()
    # So would a modal dialog left open by one (it blocks input to other windows).
    while QApplication.activeModalWidget() is not None:
        QApplication.activeModalWidget().close()
    grabber = QWidget.mouseGrabber()
    if grabber is not None:
        grabber.releaseMouse()
    window.activateWindow()
    # The pointer may already rest there from an earlier test: come from elsewhere.
    qtbot.mouseMove(window.view.viewport(), pos=window.view.mapFromScene(point) + QPoint(300, 200))
    qtbot.mouseMove(window.view.viewport(), pos=window.view.mapFromScene(point))
    qtbot.wait(200)
    if not scene.preview_text:
        # After some earlier GUI tests of the suite the offscreen platform stops
        # delivering the view's hover moves; the scene gets the same mouse move then.
        move = QGraphicsSceneMouseEvent(QEvent.Type.GraphicsSceneMouseMove)
        move.setScenePos(point)
        move.setButtons(Qt.MouseButton.NoButton)
        QApplication.sendEvent(scene, move)
    qtbot.waitUntil(lambda: scene.preview_text != "", timeout=30_000)
    assert D.TOWNS[target].name in scene.preview_text
    scene.show_journey(here)
    assert "you are here" in scene.preview_text


def test_board_renders_a_game_in_progress_and_the_cost_chart(
    qtbot: Any, window: MainWindow
) -> None:
    seats = tuple(Seat(n, i, "random") for i, n in enumerate(("A", "B", "C", "D", "E", "F")))
    window.start_game(SessionConfig("elfenland", GameConfig(6, {}), 3, seats))
    controller = window.controller
    assert controller is not None
    controller.set_paused(True)
    session = controller.session
    while len(session.actions) < 60:
        legal = session.legal_actions()
        controller.apply(RandomBot().choose({}, legal, bot_rng(3, len(session.actions))))
        controller.set_paused(True)
    scene = window.scene
    assert scene is not None
    image = QImage(800, 500, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    colours = {image.pixel(x, y) for x in range(0, 800, 17) for y in range(0, 500, 13)}
    assert len(colours) > 20
    chart = CostChart()
    qtbot.addWidget(chart)
    assert chart.table.item(4, 2).text() == "2"  # troll wagon in the desert
    assert chart.table.item(0, 2).text() == "–"  # no giant pig in the desert


def test_every_route_is_clickable_along_its_whole_middle(qtbot: Any) -> None:
    """A click anywhere on the middle part of a road, river or ferry finds that route.

    Before, the click band was an open curve drawn with a wide pen: inside the
    bend its winding cancelled out, and the middle of half the roads (where the
    counter goes) could not be clicked."""
    board = ElfenlandBoard()
    rules = SPEC.rules()
    state = rules.setup(GameConfig(3, {}), 1)
    board.draw_state(state, rules.view(state, 0), 0)
    missed = []
    for r in range(D.NUM_ROUTES):
        for t in (0.35, 0.5, 0.65):
            p = curve_point(r, t)
            for dx, dy in ((0, 0), (0.2, 0.2), (-0.2, 0.1), (3, -3), (-4, 4), (0, 6)):
                if board._target_at(QPointF(p.x() + dx, p.y() + dy)) != ("route", r):
                    missed.append((D.ROUTES[r].route_id, t, dx, dy))
    assert not missed, missed[:10]


def test_a_terrain_region_answers_with_the_shape_qt_would_stroke(qapp: Any) -> None:
    """RegionItem keeps its shape instead of stroking its outline at every
    query: the kept shape is the one a plain path item of the same path and
    pen gives, and the scene finds the same items under a rectangle with it."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QPen
    from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene

    from elasund_desktop.games.elfenland.board import RegionItem
    from elasund_desktop.games.elfenland.board_draw import terrain_regions

    path = terrain_regions()[0]
    pen = QPen(QColor("#5fa053"), 4)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    region = RegionItem(path, pen)
    plain = QGraphicsPathItem(path)
    plain.setPen(pen)
    assert region.shape() == plain.shape()
    box = path.boundingRect()
    found_region, found_plain = [], []
    for scene_item, found in ((region, found_region), (plain, found_plain)):
        scene = QGraphicsScene()
        scene.addItem(scene_item)
        for i in range(12):  # rectangles across the region's box, in and out of it
            x = box.left() - 10 + (box.width() + 20) * i / 11
            for j in range(12):
                y = box.top() - 10 + (box.height() + 20) * j / 11
                found.append(bool(scene.items(QRectF(x, y, 6, 6))))
        scene.removeItem(scene_item)
    assert found_region == found_plain and any(found_region) and not all(found_region)
