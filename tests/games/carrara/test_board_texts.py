"""Carrara board texts: the price boxes of the ring, the counts behind the screen,
and Escape through the window (taking blocks, choosing a building)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Seat, SessionConfig
from elasund_desktop.games import Registry
from elasund_desktop.games.carrara import SPEC
from elasund_desktop.games.carrara import data as D  # noqa: N812
from elasund_desktop.games.carrara.board import make_board
from elasund_desktop.games.carrara.rules import SEGMENT, TAKE, segment_cost
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.main_window import MainWindow

from .helpers import RULES, marble, set_player, start


def texts_of(scene: Any) -> list[QGraphicsSimpleTextItem]:
    return [i for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)]


def drawn(state: Any, viewer: int | None) -> Any:
    scene = make_board(None)
    seats = tuple(Seat(f"P{i}", i) for i in range(state.num_players))
    scene.set_players(seats, [QColor("#c0392b")] * len(seats), ["circle"] * len(seats))
    scene.draw_state(state, RULES.view(state, viewer), viewer)
    return scene


def test_each_price_box_holds_its_position_number_and_the_cost_of_all_its_blocks(
    qtbot: Any,
) -> None:
    """Position I–VI and "whole segment: N" (every block of that segment bought) are drawn
    inside the price box they belong to, not beside it."""
    s = start(3)
    s = s._replace(wheel=((1, 1, 1, 1, 1, 1), (0, 2, 0, 0, 0, 1), *s.wheel[2:]))
    scene = drawn(s, s.current)
    for k, name in enumerate(D.POSITION_NAMES):
        numeral = next(t for t in texts_of(scene) if t.text() == name)
        frame = numeral.parentItem()
        assert frame is not None and "position " + name in frame.toolTip()
        box = frame.sceneBoundingRect()
        assert box.contains(numeral.sceneBoundingRect())
        totals = [t for t in frame.childItems() if isinstance(t, QGraphicsSimpleTextItem)]
        totals = [t for t in totals if t.text().startswith("whole segment: ")]
        if sum(s.wheel[k]):
            assert [t.text() for t in totals] == [f"whole segment: {segment_cost(s.wheel[k], k)}"]
            assert box.contains(totals[0].sceneBoundingRect())
        else:
            assert totals == []


def test_behind_the_screen_each_count_names_its_colour_or_object(qtbot: Any) -> None:
    """The owner reads "white: 2", "book: 1" ...; the other players read none of it."""
    s = start(2)
    me, other = s.current, 1 - s.current
    s = set_player(s, me, marble=marble(white=2, black=1), objects=(1, 0, 0, 0, 0, 3))
    s = set_player(s, other, marble=marble(red=4))
    scene = drawn(s, me)
    mine = {t.text() for t in texts_of(scene)}
    assert {"white: 2", "black: 1", "red: 0", "book: 1", "coat of arms: 3", "cup: 0"} <= mine
    scene = drawn(s, other)
    theirs = {t.text() for t in texts_of(scene)}
    assert not {"white: 2", "black: 1", "book: 1", "coat of arms: 3"} & theirs
    assert "red: 4" in theirs


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    win = build_main_window(Registry([SPEC]), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    return win


def press_escape(qtbot: Any, win: MainWindow) -> None:
    win.activateWindow()
    qtbot.waitUntil(lambda: win.isActiveWindow(), timeout=30_000)
    qtbot.keyClick(win.view.viewport(), Qt.Key.Key_Escape)


def test_escape_puts_back_the_blocks_taken_and_returns_to_the_choice_of_segment(
    qtbot: Any, window: MainWindow
) -> None:
    seats = (Seat("Ann", 0), Seat("Bob", 1, "random"))
    window.start_game(SessionConfig("carrara", GameConfig(2, {}), 3, seats))
    controller = window.controller
    assert controller is not None
    controller.set_paused(True)
    session = controller.session
    state = session.state._replace(current=0, start_player=0)
    session._states[-1] = state._replace(wheel=((3, 3, 0, 0, 0, 1), *state.wheel[1:]))
    window.refresh()
    window.choose_action(next(a for a in session.legal_actions() if a.kind == "buy_marble"))
    assert session.state.phase == SEGMENT
    turned = list(session.actions)
    coins = session.state.coins[0]
    window.choose_action(next(a for a in session.legal_actions() if a.kind == "choose_segment"))
    window.choose_action(next(a for a in session.legal_actions() if a.kind == "take_block"))
    assert session.state.phase == TAKE and session.state.coins[0] <= coins
    assert "Escape cancels this step." in window.actions_panel.prompt.text()
    press_escape(qtbot, window)
    assert list(session.actions) == turned  # the wheel's turn stays: the bag was drawn
    assert session.state.phase == SEGMENT and session.state.coins[0] == coins


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_no_text_shrinks_below_a_readable_size(qtbot: Any, lang: str) -> None:
    """Long words shrink to fit their box, but every text keeps a line height of at
    least 9 board units (the rank numbers on the small price-box blocks), so that
    zooming in always makes it readable; English "coat of arms: 4" and Hungarian
    "katedrális" included."""
    from PySide6.QtGui import QFontMetricsF

    from elasund_desktop.ai.bots import bot_rng, make_bot
    from elasund_desktop.engine.session import Session
    from elasund_desktop.i18n.translator import TranslatorManager

    manager = TranslatorManager()
    try:
        assert manager.switch(lang) == lang
        for players in (2, 4):
            seats = tuple(Seat(f"Player {i}", i, "carrara_greedy") for i in range(players))
            config = SessionConfig("carrara", GameConfig(players, {}), 11, seats)
            session: Session[Any] = Session(RULES, config)
            bot = make_bot("carrara_greedy")
            while not session.is_over() and len(session.actions) < 160:
                view = RULES.view(session.state, session.to_move())
                session.apply(
                    bot.choose(view, session.legal_actions(), bot_rng(11, len(session.actions)))
                )
            scene = drawn(session.state, session.to_move())
            for text in texts_of(scene):
                height = QFontMetricsF(text.font()).height() * text.sceneTransform().m22()
                assert height >= 9.0, (text.text(), round(height, 1))
    finally:
        manager.switch("en")
        manager.setParent(None)


def test_the_ukrainian_board_writes_the_cities_in_cyrillic(qtbot: Any) -> None:
    """Issue 25 (uk review): the city names stood in Latin script beside the Cyrillic
    words of the board; they are drawn through the game's terms, in the language."""
    win = build_main_window(Registry([SPEC]), Settings(autosave=False, bot_delay_ms=0), "uk")
    qtbot.addWidget(win)
    try:
        seats = (Seat("Анна", 0), Seat("Богдан", 1))
        win.start_game(SessionConfig("carrara", GameConfig(2, {}), 3, seats))
        shown = {t.text() for t in texts_of(win.scene)}
        assert {"Ліворно", "Піза", "Лукка", "Віареджо", "Маса", "Леричі"} <= shown
        assert not shown & set(D.CITY_NAMES)
        tips = [i.toolTip() for i in win.scene.items() if i.toolTip()]
        assert any(tip.startswith("Ліворно") for tip in tips)
    finally:
        win.set_language("en")


def test_the_keyboard_cursor_frames_a_type_space_from_outside(qtbot: Any) -> None:
    """Issue 25's screenshots at 1280x720: the keyboard cursor's 10-pixel outline
    lay on a type space's name ("porta" hidden).  A place whose highlight is
    framed from outside (the player boards) gets the cursor outside it, thinner."""
    from elasund_desktop.ai.bots import bot_rng, make_bot
    from elasund_desktop.engine.session import Session
    from elasund_desktop.ui.keyboard_cursor import CURSOR_OUTER_PX

    seats = tuple(Seat(f"P{i}", i, "random") for i in range(3))
    session: Session[Any] = Session(RULES, SessionConfig("carrara", GameConfig(3, {}), 5, seats))
    bot = make_bot("random")
    while not any(a.kind == "score_type" for a in session.legal_actions()):
        view = RULES.view(session.state, session.to_move())
        session.apply(bot.choose(view, session.legal_actions(), bot_rng(5, len(session.actions))))
    scene = drawn(session.state, session.to_move())
    scene.set_legal(session.legal_actions(), interactive=True)
    target = next(t for t in scene.highlighted_targets() if t[0] == "score_type")
    scene.cursor.set_target(target)
    scene.cursor.show(True)
    cell = scene.cursor.rect(target)
    outlines = scene.cursor.items()
    assert outlines
    for outline in outlines:
        ring = outline.path().boundingRect()
        assert ring.contains(cell) and ring != cell  # round the cell, not on it
        assert outline.pen().widthF() < CURSOR_OUTER_PX
