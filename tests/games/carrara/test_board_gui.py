"""Carrara through the window: buy from a clicked segment, build a clicked tile into a
clicked city, score a clicked city; the board renders and hides the others' screens."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter

from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Seat, SessionConfig
from elasund_desktop.games import Registry
from elasund_desktop.games.carrara import SPEC
from elasund_desktop.games.carrara import data as D  # noqa: N812
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.main_window import MainWindow

from .helpers import board, marble, set_player


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    win = build_main_window(Registry([SPEC]), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    return win


def click_target(qtbot: Any, win: MainWindow, target: Any) -> None:
    scene = win.scene
    assert scene is not None
    item = scene.items_for(target)[0]
    win.view.ensureVisible(item)
    # a point of the item's own shape (a wheel segment's centre is the disc's hub)
    path = item.mapToScene(item.shape())
    centre = path.boundingRect().center()
    if not path.contains(centre):
        centre = path.pointAtPercent(0.5) * 0.5 + path.boundingRect().center() * 0.5
    qtbot.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, pos=win.view.mapFromScene(centre))


def start(window: MainWindow, seed: int = 3) -> Any:
    seats = (Seat("Ann", 0), Seat("Bob", 1, "random"))
    window.start_game(SessionConfig("carrara", GameConfig(2, {}), seed, seats))
    controller = window.controller
    assert controller is not None
    controller.set_paused(True)
    return controller


def put_ann_on_turn(controller: Any, window: MainWindow, **fields: Any) -> Any:
    """Replace the session's position by one where Ann (seat 0) decides, with `fields` for her."""
    session = controller.session
    state = session.state._replace(current=0, start_player=0)
    state = set_player(state, 0, **fields)
    session._states[-1] = state
    window.refresh()
    return session


def test_buy_from_a_clicked_segment(qtbot: Any, window: MainWindow) -> None:
    controller = start(window)
    session = put_ann_on_turn(controller, window)
    buy = next(a for a in session.legal_actions() if a.kind == "buy_marble")
    window.choose_action(buy)  # the button "Buy marble (turn the wheel)"
    scene = window.scene
    assert scene is not None
    targets = scene.highlighted_targets()
    assert targets and all(t[0] == "segment" for t in targets)
    assert ("segment", 1) in targets  # the six starting blocks, now at position II
    click_target(qtbot, window, ("segment", 1))
    assert session.actions[-1].kind == "choose_segment" and session.actions[-1].args == (1,)
    takes = scene.highlighted_targets()
    assert ("take", "black") in takes
    coins = session.state.coins[0]
    click_target(qtbot, window, ("take", "white"))
    assert session.actions[-1].kind == "take_block" and session.actions[-1].args == ("white",)
    assert session.state.coins[0] == coins - D.PRICES[1][D.WHITE]
    assert session.state.marble[0][D.WHITE] == 1


def test_build_a_clicked_tile_into_a_clicked_city(qtbot: Any, window: MainWindow) -> None:
    controller = start(window)
    session = controller.session
    tile = D.tile_id(D.VILLA, 2)
    state = session.state
    if tile not in state.display:  # swap it onto the display from the pile
        pile = tuple(state.display[0] if t == tile else t for t in state.pile)
        state = state._replace(display=(tile, *state.display[1:]), pile=pile)
        session._states[-1] = state
    session = put_ann_on_turn(controller, window, marble=marble(white=1, blue=1))
    scene = window.scene
    assert scene is not None
    target = ("tile", D.tile_name(tile))
    assert target in scene.highlighted_targets()
    click_target(qtbot, window, target)
    assert session.actions[-1].kind == "build"
    cities = scene.highlighted_targets()
    # white + blue pay a value-2 building only where both count: Massa and Lerici
    assert sorted(cities) == [("city", "lerici"), ("city", "massa")]
    click_target(qtbot, window, ("city", "massa"))
    assert session.state.boards[0][D.MASSA] == (tile,)
    assert tile not in session.state.display


def test_score_a_clicked_city_with_its_yield_shown(qtbot: Any, window: MainWindow) -> None:
    controller = start(window)
    b = board(viareggio=[("porta", 2), ("villa", 2), ("palazzo", 4)])
    session = put_ann_on_turn(controller, window, boards=b)
    scene = window.scene
    assert scene is not None
    assert ("score_city", "viareggio") in scene.highlighted_targets()
    texts = {item.text() for item in scene._hints}  # what each scoring would bring
    assert "coins +16" in texts
    click_target(qtbot, window, ("score_city", "viareggio"))
    assert session.actions[-1].kind == "score_city"
    assert session.state.coins[0] == 20 + 16 and session.state.city_scorer[D.VIAREGGIO] == 0


def test_board_renders_and_hides_the_other_screens(qtbot: Any, window: MainWindow) -> None:
    from elasund_desktop.ai.bots import RandomBot, bot_rng

    controller = start(window, seed=7)
    session = controller.session
    for _ in range(80):
        if session.is_over() or (session.to_move() == 0 and len(session.actions) > 60):
            break
        session.apply(RandomBot().choose({}, session.legal_actions(), bot_rng(3, len(session.actions))))
    window.refresh()
    scene = window.scene
    assert scene is not None
    shown = [i.text() for i in scene.items() if hasattr(i, "text") and callable(i.text)]
    assert any(t.startswith("Coins:") for t in shown)  # the viewer's own screen
    assert sum(t == "hidden from the other players" for t in shown) == 1
    image = QImage(900, 700, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    colours = {image.pixel(x, y) for x in range(0, 900, 9) for y in range(0, 700, 9)}
    assert len(colours) > 40
