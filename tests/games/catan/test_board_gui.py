"""Catan through the window: set-up pieces and a road placed by clicking the board."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter

from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Seat, SessionConfig
from elasund_desktop.games import Registry
from elasund_desktop.games.catan import SPEC
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.main_window import MainWindow
from tests.bounded import Bound


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    win = build_main_window(Registry([SPEC]), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    qtbot.waitExposed(win)
    return win


def click_target(qtbot: Any, win: MainWindow, target: Any) -> None:
    scene = win.scene
    assert scene is not None
    item = scene.items_for(target)[0]
    centre = item.sceneBoundingRect().center()
    win.view.ensureVisible(item)
    qtbot.mouseClick(
        win.view.viewport(), Qt.MouseButton.LeftButton, pos=win.view.mapFromScene(centre)
    )


def test_setup_pieces_and_a_road_are_placed_by_clicking(qtbot: Any, window: MainWindow) -> None:
    seats = (Seat("Ann", 0), Seat("Bob", 1, "random"), Seat("Cy", 2, "random"))
    window.start_game(SessionConfig("catan", GameConfig(3, {}), 21, seats))
    controller = window.controller
    assert controller is not None
    controller.set_paused(True)
    session = controller.session
    # Until it is Ann's turn in the set-up, the computer players place their pieces.
    from elasund_desktop.ai.bots import RandomBot, bot_rng

    def play_bots() -> None:
        bound = Bound(2_000, "seat 0's turn")
        while session.to_move() not in (0, None):
            bound.step()
            legal = session.legal_actions()
            controller.apply(RandomBot().choose({}, legal, bot_rng(1, len(session.actions))))
            controller.set_paused(True)

    play_bots()
    scene = window.scene
    assert scene is not None
    targets = scene.highlighted_targets()
    assert targets and all(t[0] == "node" for t in targets), targets
    node = targets[len(targets) // 2]
    click_target(qtbot, window, node)
    last = session.actions[-1]
    assert last.player == 0 and last.kind == "place_settlement" and last.args[0] == node[1]
    assert session.state.node_owner[node[1]] == 0
    # Now the road next to it: only edges touching the settlement are highlighted.
    edges = scene.highlighted_targets()
    assert edges and all(t[0] == "edge" for t in edges)
    click_target(qtbot, window, edges[0])
    assert session.actions[-1].kind == "place_road"
    assert session.state.edge_owner[edges[0][1]] == 0


def test_board_renders_a_game_in_progress(qtbot: Any, window: MainWindow) -> None:
    from elasund_desktop.ai.bots import RandomBot, bot_rng

    seats = tuple(Seat(n, i, "random") for i, n in enumerate(("A", "B", "C", "D")))
    window.start_game(SessionConfig("catan", GameConfig(4, {}), 3, seats))
    controller = window.controller
    assert controller is not None
    controller.set_paused(True)
    session = controller.session
    for _ in range(200):
        if session.is_over():
            break
        session.apply(RandomBot().choose({}, session.legal_actions(), bot_rng(3, len(session.actions))))
    window.refresh()
    scene = window.scene
    assert scene is not None
    image = QImage(800, 600, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    colours = {image.pixel(x, y) for x in range(0, 800, 9) for y in range(0, 600, 9)}
    assert len(colours) > 40



def _play_until(session: Any, wanted: str, limit: int = 3000) -> bool:
    from elasund_desktop.ai.bots import bot_rng
    from elasund_desktop.games.catan.policy import CatanRandomBot

    bot = CatanRandomBot()
    for _ in range(limit):
        if session.is_over():
            return False
        legal = session.legal_actions()
        if session.to_move() == 0 and any(a.kind == wanted for a in legal):
            return True
        view = session.rules.view(session.state, session.to_move())
        session.apply(bot.choose(view, legal, bot_rng(5, len(session.actions))))
    return False


def test_bank_trade_through_the_dialog(window: MainWindow, monkeypatch: Any) -> None:
    """Maritime trade: the dialog's choice becomes the engine's two steps."""
    from PySide6.QtWidgets import QDialog

    seats = (Seat("Ann", 0), Seat("Bob", 1, "catan_random"), Seat("Cy", 2, "catan_random"))
    window.start_game(SessionConfig("catan", GameConfig(3, {}), 17, seats))
    controller = window.controller
    assert controller is not None
    controller.set_paused(True)
    assert _play_until(controller.session, "bank_trade")
    window.refresh()
    hand = window.actions_panel.hand_widget
    assert hand is not None and hand.bank_button.isEnabled()
    before = len(controller.session.actions)
    monkeypatch.setattr(QDialog, "exec", lambda self: 1)
    hand.open_bank()
    kinds = [a.kind for a in controller.session.actions[before:]]
    assert kinds == ["bank_trade", "bank_take"]


def test_an_illegal_offer_is_refused_whole(window: MainWindow, monkeypatch: Any) -> None:
    """A trade the engine refuses (nothing asked for) leaves no half-made offer."""
    from PySide6.QtWidgets import QDialog

    seats = (Seat("Ann", 0), Seat("Bob", 1, "catan_random"), Seat("Cy", 2, "catan_random"))
    window.start_game(SessionConfig("catan", GameConfig(3, {}), 17, seats))
    controller = window.controller
    assert controller is not None
    controller.set_paused(True)
    assert _play_until(controller.session, "offer_start")
    window.refresh()
    hand = window.actions_panel.hand_widget
    before = len(controller.session.actions)
    monkeypatch.setattr(QDialog, "exec", lambda self: 1)
    hand.open_trade()  # all spin boxes at 0: a gift of nothing for nothing
    assert len(controller.session.actions) == before
    assert window.status_label.text().strip()


def test_a_road_is_built_by_clicking_a_highlighted_edge(qtbot: Any, window: MainWindow) -> None:
    """After the roll, a legal road edge is highlighted; one click builds the road."""
    seats = (Seat("Ann", 0), Seat("Bob", 1, "catan_random"), Seat("Cy", 2, "catan_random"))
    window.start_game(SessionConfig("catan", GameConfig(3, {}), 23, seats))
    controller = window.controller
    assert controller is not None
    controller.set_paused(True)
    session = controller.session
    assert _play_until(session, "build_road")
    window.refresh()
    scene = window.scene
    assert scene is not None
    road_edges = [a.args[0] for a in session.legal_actions() if a.kind == "build_road"]
    target = ("edge", road_edges[0])
    assert target in scene.highlighted_targets()
    bricks = session.state.hands[0][1]
    click_target(qtbot, window, target)
    assert session.actions[-1].kind == "build_road"
    assert session.state.edge_owner[road_edges[0]] == 0
    assert session.state.hands[0][1] == bricks - 1
