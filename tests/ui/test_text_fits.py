"""Every text on every board fits the shape it labels, in all five languages.

Issue 7 item 15: captions ran over their squares and tokens in some languages
(Elasund's church-site caption in it/hu/uk, the sea-strip headers in da/uk,
Catan's Ukrainian harbour "3:1 будь-який").  This test renders each board of
the registry (so every game added later is held to it) in English, Italian,
Danish, Ukrainian and Hungarian at several moments of a game, and checks that
the ink of every visible text item lies inside the shape it labels, as
`board_base.text_frame` tells it: a declared rectangle, its parent item, or
the board itself.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

from elasund_desktop.ai.bots import bot_rng, make_bot
from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Seat, Session, SessionConfig
from elasund_desktop.games import GameSpec, default_registry
from elasund_desktop.i18n.translator import TranslatorManager
from elasund_desktop.persistence.settings import BOARD_TEXT_SIZES
from elasund_desktop.ui.board_base import (
    CELL_CLEARANCE,
    BoardScene,
    set_board_text_scale,
    text_frame,
    text_ink_rect,
)
from elasund_desktop.ui.item_data import FRAME_KEY
from elasund_desktop.ui.palette import PALETTE

LANGUAGES = ("en", "it", "da", "uk", "hu")
TOLERANCE = 1.0  # scene units: anti-aliasing, not clipping
# Long real names, so that texts naming a player are tested with one.
NAMES = (
    "Alessandra",
    "Bartholomæus",
    "Csenge-Zsófia",
    "Oleksandra",
    "Maximilianus",
    "Kristóf-Bence",
)


@pytest.fixture(scope="module")
def translator() -> Iterator[TranslatorManager]:
    manager = TranslatorManager()
    yield manager
    manager.switch("en")
    manager.setParent(None)


def moments(
    spec: GameSpec, players: int, seed: int, stops: tuple[int, ...] = (0, 25, 80, 160, 260, 400)
) -> list[Session[Any]]:
    """Sessions at the start, early, and in the middle of a game of computer players."""
    key = (spec.game_id, players, seed, stops)
    if key not in _MOMENTS:  # the same games in every language and text size
        _MOMENTS[key] = _play_to(spec, players, seed, stops)
    return _MOMENTS[key]


_MOMENTS: dict[tuple[str, int, int, tuple[int, ...]], list[Session[Any]]] = {}


def _play_to(spec: GameSpec, players: int, seed: int, stops: tuple[int, ...]) -> list[Session[Any]]:
    """One game of computer players, copied at each stop (or where it ended)."""
    rules = spec.rules()
    seats = tuple(Seat(NAMES[i], i, spec.bots[0]) for i in range(players))
    config = SessionConfig(spec.game_id, GameConfig(players, {}), seed, seats)
    session: Session[Any] = Session(rules, config)
    bot = make_bot(spec.bots[0])
    out: list[Session[Any]] = []
    for stop in sorted(stops):
        while not session.is_over() and len(session.actions) < stop:
            view = rules.view(session.state, session.to_move())
            session.apply(
                bot.choose(view, session.legal_actions(), bot_rng(seed, len(session.actions)))
            )
        out.append(session.copy())
    return out


def misfits(scene: BoardScene) -> list[str]:
    found: list[str] = []
    for item in scene.items():
        if not isinstance(item, QGraphicsSimpleTextItem | QGraphicsTextItem):
            continue
        text = item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
        if not item.isVisible() or not text.strip():
            continue
        ink = text_ink_rect(item)
        frame = text_frame(item)
        if not frame.contains(ink.adjusted(TOLERANCE, TOLERANCE, -TOLERANCE, -TOLERANCE)):
            box = frame.boundingRect()
            found.append(f"{text!r}: ink {_r(ink.getRect())} outside {_r(box.getRect())}")
    return found


def _r(numbers: tuple[float, ...]) -> tuple[int, ...]:
    return tuple(round(n) for n in numbers)


@pytest.mark.parametrize("size", sorted(BOARD_TEXT_SIZES))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_board_text_fits_its_shape(
    qtbot: Any, translator: TranslatorManager, lang: str, size: str
) -> None:
    """At every Settings ▸ Board text size too: a label grows only as far as it fits."""
    assert translator.switch(lang) == lang
    set_board_text_scale(BOARD_TEXT_SIZES[size])
    problems: list[str] = []
    for spec in default_registry():
        rules = spec.rules()
        board_module = importlib.import_module(spec.board_module)
        for players in sorted({rules.min_players, rules.max_players}):
            # Larger text sizes: fewer moments (the suite's time), the same boards.
            stops = (0, 25, 80, 160, 260, 400) if size == "normal" else (25, 160, 400)
            # One board through the game, as the window keeps it (drawn
            # incrementally: test_incremental_redraw.py checks that this shows
            # what a fresh board shows); building a board per moment cost the
            # suite most of this test's time.
            scene: BoardScene | None = None
            for session in moments(spec, players, seed=11, stops=stops):
                if scene is None:
                    scene = board_module.make_board(None)
                    seats = session.config.seats
                    scene.set_players(
                        seats,
                        [QColor(PALETTE[s.colour % len(PALETTE)].qcolor) for s in seats],
                        [PALETTE[s.colour % len(PALETTE)].marker for s in seats],
                    )
                for viewer in (session.to_move(), None):
                    scene.draw_state(session.state, rules.view(session.state, viewer), viewer)
                    scene.set_legal(session.legal_actions(), interactive=viewer is not None)
                    for problem in misfits(scene):
                        where = f"{spec.game_id} {lang} {players}p after {len(session.actions)}"
                        problems.append(f"{where}: {problem}")
    set_board_text_scale(1.0)
    assert not problems, "\n".join(sorted(set(problems))[:60])


# A frame at least this wide is a cell (a square, a player-board space, a
# building); narrower ones are tokens and number boxes, whose digits need no
# room for a highlight ring.
CELL_WIDTH = 40.0


def too_close_to_the_cell_edges(scene: BoardScene) -> list[str]:
    """Labels of cells wider than the cell less CELL_CLEARANCE on each side,
    measured with QFontMetrics (the advance of each line, as the item is
    scaled), where a highlight's outline runs over the letters."""
    found: list[str] = []
    for item in scene.items():
        if not isinstance(item, QGraphicsSimpleTextItem) or not item.isVisible():
            continue
        if not item.text().strip():
            continue
        if item.parentItem() is None and item.data(FRAME_KEY) is None:
            continue  # a header or legend line: the board is its frame
        cell = text_frame(item).boundingRect()
        if cell.width() < CELL_WIDTH:
            continue
        metrics = QFontMetricsF(item.font())
        scale = item.sceneTransform().m11()
        width = max(metrics.horizontalAdvance(line) for line in item.text().split("\n")) * scale
        if width > cell.width() - 2 * CELL_CLEARANCE + 0.5:
            found.append(f"{item.text()!r}: {width:.1f} wide in a {cell.width():.1f} cell")
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_board_label_fits_its_cell_clear_of_the_highlight(
    qtbot: Any, translator: TranslatorManager, lang: str
) -> None:
    """Issue 25's play-test at 1280x720: Carrara's Italian "biblioteca" ran up to
    its cell's edges and Elasund's "bottega" lay under a highlight.  Every label
    of a cell, on every board, in every language, keeps CELL_CLEARANCE from the
    cell's left and right edges (the highlight's outline is cosmetic: at the
    smallest zoom it reaches that far in)."""
    assert translator.switch(lang) == lang
    problems: list[str] = []
    for spec in default_registry():
        rules = spec.rules()
        board_module = importlib.import_module(spec.board_module)
        for players in sorted({rules.min_players, rules.max_players}):
            scene: BoardScene | None = None
            for session in moments(spec, players, seed=11):
                if scene is None:
                    scene = board_module.make_board(None)
                    seats = session.config.seats
                    scene.set_players(
                        seats,
                        [QColor(PALETTE[s.colour % len(PALETTE)].qcolor) for s in seats],
                        [PALETTE[s.colour % len(PALETTE)].marker for s in seats],
                    )
                viewer = session.to_move()
                scene.draw_state(session.state, rules.view(session.state, viewer), viewer)
                scene.set_legal(session.legal_actions(), interactive=viewer is not None)
                for problem in too_close_to_the_cell_edges(scene):
                    problems.append(f"{spec.game_id} {lang} {players}p: {problem}")
    assert not problems, "\n".join(sorted(set(problems))[:60])


def test_the_check_catches_text_wider_than_its_shape(qtbot: Any) -> None:
    """The checker itself: a caption wider than its square, a text past a declared
    frame and one past the board's edge are found; a fitting one is not."""
    from PySide6.QtCore import QRectF
    from PySide6.QtWidgets import QGraphicsRectItem

    from elasund_desktop.ui.board_base import set_text_frame

    scene = BoardScene()
    square = QGraphicsRectItem(QRectF(0, 0, 40, 40))
    scene.addItem(square)
    QGraphicsSimpleTextItem("a very long caption", square).setPos(2, 10)
    QGraphicsSimpleTextItem("ok", square).setPos(4, 10)
    loose = QGraphicsSimpleTextItem("declared")
    scene.addItem(loose)
    loose.setPos(100, 100)
    set_text_frame(loose, QRectF(100, 100, 20, 20))
    edge = QGraphicsSimpleTextItem("past the edge")
    scene.addItem(edge)
    scene.setSceneRect(QRectF(0, 0, 200, 200))
    edge.setPos(180, 0)
    found = misfits(scene)
    assert sorted(f.split(":")[0] for f in found) == [
        "'a very long caption'",
        "'declared'",
        "'past the edge'",
    ]
