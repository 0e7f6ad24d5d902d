"""Issue 13 item 5: large text and small screens.

- Settings ▸ Board text size enlarges the board's labels at once, each only as
  far as it still fits the shape it labels (the text-fit test checks every
  board at every size).
- The docks follow the system font: with a larger application font they get
  wider and their texts are not cut.
- No game, in no language, asks for a window larger than 1280×720 at 100 %.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QGraphicsRectItem, QGraphicsSimpleTextItem

from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Seat, SessionConfig
from elasund_desktop.games import default_registry
from elasund_desktop.persistence import paths
from elasund_desktop.persistence.settings import BOARD_TEXT_SIZES, Settings, load_settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.board_base import board_text_scale, text_frame, text_ink_rect
from elasund_desktop.ui.main_window import MainWindow

LANGUAGES = ("en", "it", "da", "uk", "hu")


def _window(qtbot: Any, lang: str = "en", size: tuple[int, int] = (1280, 720)) -> MainWindow:
    win = build_main_window(default_registry(), Settings(autosave=False, bot_delay_ms=0), lang)
    qtbot.addWidget(win)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    return win


def _start(win: MainWindow, game: str, players: int, seed: int = 5) -> None:
    seats = tuple(
        Seat(f"Player {i + 1}", i, "human" if i == 0 else "random") for i in range(players)
    )
    win.start_game(SessionConfig(game, GameConfig(players, {}), seed, seats))
    assert win.controller is not None
    win.controller.set_paused(True)
    QApplication.processEvents()


def _texts(win: MainWindow) -> dict[str, QGraphicsSimpleTextItem]:
    assert win.scene is not None
    return {
        item.text(): item
        for item in win.scene.items()
        if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible() and item.text().strip()
    }


def _pixel_size(item: QGraphicsSimpleTextItem) -> float:
    return item.mapRectToScene(item.boundingRect()).height()


def test_board_text_size_enlarges_labels_at_once_as_far_as_they_fit(qtbot: Any) -> None:
    win = _window(qtbot, size=(1600, 1000))
    _start(win, "catan", 4)
    before = {text: _pixel_size(item) for text, item in _texts(win).items()}
    inks_before = {text: text_ink_rect(item) for text, item in _texts(win).items()}
    actions = win.display_settings.text_actions  # type: ignore[attr-defined]
    actions["larger"].trigger()
    assert board_text_scale() == BOARD_TEXT_SIZES["larger"]
    assert load_settings().board_text_size == "larger"  # remembered
    after = _texts(win)
    grown = [t for t, item in after.items() if t in before and _pixel_size(item) > before[t] * 1.2]
    # The legend beside the island has room: it grows by the whole factor.
    legend = next(t for t in after if "→" in t)
    assert _pixel_size(after[legend]) == pytest.approx(before[legend] * 1.5, rel=0.12)
    assert len(grown) >= 10, grown
    for text, item in after.items():
        frame = text_frame(item)
        assert frame.contains(text_ink_rect(item).adjusted(1, 1, -1, -1)), text
    # Grown only into empty room: no two labels overlap that did not before,
    # and no legend caption runs over its swatch.
    for (t1, i1), (t2, i2) in itertools.combinations(after.items(), 2):
        apart = t1 in inks_before and t2 in inks_before
        if apart and not inks_before[t1].intersects(inks_before[t2]):
            assert not text_ink_rect(i1).intersects(text_ink_rect(i2)), (t1, t2)
    swatches = [
        i.sceneBoundingRect()
        for i in win.scene.items()
        if isinstance(i, QGraphicsRectItem) and i.rect().width() == 18
    ]
    assert swatches
    for text, item in after.items():
        if "→" in text:
            assert not any(text_ink_rect(item).intersects(s) for s in swatches), text
    actions["normal"].trigger()
    back = {text: _pixel_size(item) for text, item in _texts(win).items()}
    assert back[legend] == pytest.approx(before[legend], rel=0.02)


@pytest.fixture
def larger_app_font() -> Iterator[QFont]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    old = QFont(app.font())
    yield old
    app.setFont(old)


def test_docks_grow_with_the_system_font_and_cut_no_text(
    qtbot: Any, larger_app_font: QFont
) -> None:
    widths: list[tuple[int, int]] = []
    for factor in (1.0, 1.6):
        font = QFont(larger_app_font)
        font.setPointSizeF(larger_app_font.pointSizeF() * factor)
        QApplication.setFont(font)
        win = _window(qtbot, size=(1600, 1000))
        _start(win, "catan", 4)
        win.fit_players_dock()
        QApplication.processEvents()
        players = win.docks["players"]
        widths.append((players.width(), win.docks["log"].width()))
        table = win.players.table
        assert table.horizontalScrollBar().maximum() == 0
        assert table.viewport().width() >= table.horizontalHeader().length()
        assert win.actions_panel.button_scroll.horizontalScrollBar().maximum() == 0
        for button in win.actions_panel.buttons:
            assert button.height() >= button.heightForWidth(button.width())
        win.close()
        # Each window as on a first start: no layout saved by the one before.
        (paths.config_dir() / "window.ini").unlink(missing_ok=True)
    (right_small, left_small), (right_big, left_big) = widths
    assert right_big > right_small * 1.2
    assert left_big > left_small * 1.2


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_window_minimum_larger_than_1280x720(qtbot: Any, lang: str) -> None:
    win = _window(qtbot, lang)
    registry = default_registry()
    for spec in registry:
        rules = spec.rules()
        _start(win, spec.game_id, rules.max_players)
        win.fit_players_dock()
        QApplication.processEvents()
        for hint in (win.minimumSizeHint(), win.minimumSize()):
            assert hint.width() <= 1280 and hint.height() <= 720, (spec.game_id, hint)
        assert win.width() <= 1280 and win.height() <= 720, (spec.game_id, win.size())
    assert win.translator is not None
    win.translator.switch("en")  # the language is global: leave English behind


def test_four_player_games_fit_1280x720_at_150_percent(qtbot: Any) -> None:
    """1280×720 at 150 % leaves 853×480 logical pixels (sizes in Qt are logical,
    so the window's minimum measured here is the one a 150 % screen sees)."""
    win = _window(qtbot, "en", (853, 480))
    for spec in default_registry():
        _start(win, spec.game_id, min(4, spec.rules().max_players))
        hint = win.minimumSizeHint()
        assert hint.width() <= 853 and hint.height() <= 480, (spec.game_id, hint)


def test_a_grown_label_keeps_a_gap_to_the_next_icon(qtbot: Any) -> None:
    """Playtest (issue 13): at the "larger" board text size Elasund's legend
    labels grew until they touched the next legend icon ("mezőaranyjövedelem"),
    and the sum of the dice ran into "Dobott: Bo".  A grown text keeps
    TEXT_GAP from everything it did not already (nearly) touch."""
    from PySide6.QtCore import QRectF
    from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem

    from elasund_desktop.ui.board_base import TEXT_GAP, scale_text_item

    scene = QGraphicsScene()
    scene.setSceneRect(QRectF(-50, -50, 400, 200))  # the board: room to grow
    label = QGraphicsSimpleTextItem("trade square")
    scene.addItem(label)
    ink = text_ink_rect(label)
    icon = QGraphicsRectItem(QRectF(ink.right() + 30, ink.top(), 12, ink.height()))
    scene.addItem(icon)
    scale_text_item(label, 2.0)
    grown = text_ink_rect(label)
    assert grown.width() > ink.width() * 1.2  # it did grow
    assert icon.rect().left() - grown.right() >= TEXT_GAP - 0.5
