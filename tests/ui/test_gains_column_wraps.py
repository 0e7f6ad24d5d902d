"""A gain longer than the gains column wraps in its cell; nothing scrolls sideways.

Playtest (1280×800): Elasund in English showed "−2 influence cards (" beside a
computer player and a horizontal scroll bar under the players table: the gains
column widened for the long gain but the dock did not.  The same in Danish
(Carrara's marble blocks) and in Ukrainian (Elfenland's travel cards).  The
column keeps its width, the gain wraps word by word onto further lines of its
row (each piece in its gain's colour) and the row grows.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QScrollArea

from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Seat, SessionConfig
from elasund_desktop.games import default_registry
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.gains_view import gain_text
from elasund_desktop.ui.players_panel import GAIN_COLOUR, LOSS_COLOUR, wrap_gain_line

# (game, language, window size, (term, amount, detail) of the long gain, players)
CASES = [
    ("elasund", "en", (1280, 800), ("influence card", -2, "blue"), 3),
    ("carrara", "da", (1280, 800), ("block", 2, "white"), 3),
    ("elfenland", "uk", (1280, 800), ("travel card", -3, "giant_pig"), 3),
    ("elfenland", "hu", (1280, 720), ("travel card", -3, "giant_pig"), 4),
    # -12: with the side panels in one column (ui/dock_layout.py) the players
    # table needs no scroll bar at 1280×720 and "−2 carte risorsa" fits its column
    ("catan", "it", (1280, 720), ("resource card", -12, ""), 4),
]


@pytest.mark.parametrize(("game", "lang", "size", "gain", "players"), CASES)
def test_a_long_gain_wraps_and_the_dock_needs_no_sideways_scrolling(
    qtbot: Any,
    game: str,
    lang: str,
    size: tuple[int, int],
    gain: tuple[str, int, str],
    players: int,
) -> None:
    win = build_main_window(default_registry(), Settings(autosave=False, bot_delay_ms=0), lang)
    qtbot.addWidget(win)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    seats = tuple(Seat(f"P{i + 1}", i, "human" if i == 0 else "random") for i in range(players))
    win.start_game(SessionConfig(game, GameConfig(players, {}), 5, seats))
    assert win.controller is not None
    win.controller.set_paused(True)
    win.fit_players_dock()
    QApplication.processEvents()
    panel = win.players
    table = panel.table
    view_width = win.view.width()
    assert win.texts is not None and panel._last is not None
    term, amount, detail = gain
    long_gain = gain_text(win.texts, term, amount, detail)
    other = gain_text(win.texts, "gold" if game == "elasund" else term, 1)
    width = table.columnWidth(panel.gains_column)
    metrics = QFontMetrics(table.font())
    where = (game, lang, long_gain)
    # The situation of the playtest: a gain longer than the column, which
    # the dock was fitted to before the gain came.
    assert metrics.horizontalAdvance(long_gain) > width, where
    gains = {1: [long_gain, other]}
    panel.update_players(*panel._last[:6], gains, panel._last[7])
    scroller = win.docks["players"].widget()
    assert isinstance(scroller, QScrollArea)

    def laid_out() -> None:
        bar = scroller.horizontalScrollBar()
        # No sideways scrolling: the dock's scroll bar is not needed, the whole
        # table inside the dock's viewport, every column inside the table's.
        assert bar.maximum() == 0 and not bar.isVisible(), (where, bar.maximum())
        assert panel.width() <= scroller.viewport().width(), where
        assert table.horizontalHeader().length() <= table.viewport().width(), where
        assert table.geometry().right() < scroller.viewport().width(), where

    qtbot.waitUntil(laid_out, timeout=30_000)  # the dock is laid out by queued events
    # The column kept its width (at most what the dock gives it) and the board its room.
    assert table.columnWidth(panel.gains_column) <= max(width, table.viewport().width()), where
    assert win.view.width() == view_width, where
    # The whole gain is drawn: the delegate's wrapped pieces make the text again,
    # on more lines than one, and the row is as tall as those lines.
    table.viewport().grab()  # paints the cells
    drawn = panel._gains_delegate.drawn[1]
    assert ["".join(pieces) for pieces in drawn] == [long_gain, other], where
    assert len(drawn[0]) > 1, where
    lines = sum(len(pieces) for pieces in drawn)
    assert table.rowHeight(1) >= lines * metrics.lineSpacing(), where
    # Each piece fits the cell's width.
    room = panel._gains_delegate.text_width(table.columnWidth(panel.gains_column))
    assert all(metrics.horizontalAdvance(p.rstrip()) <= room for p in drawn[0]), where
    assert win.translator is not None
    win.translator.switch("en")  # the language is global: leave English behind
    win.close()


def test_wrapped_pieces_keep_the_words_and_the_colour_of_their_gain(qtbot: Any) -> None:
    """Word by word; a word wider than the column alone is cut between letters
    (never drawn past the cell); joined, the pieces are the gain again."""
    from PySide6.QtWidgets import QLabel

    label = QLabel()
    qtbot.addWidget(label)
    metrics = QFontMetrics(label.font())
    line = "\u22122 influence cards (blue)"
    room = metrics.horizontalAdvance("\u22122 influence") + 1
    pieces = wrap_gain_line(line, metrics, room)
    assert [p.rstrip() for p in pieces] == ["\u22122 influence", "cards (blue)"]
    assert "".join(pieces) == line
    assert wrap_gain_line(line, metrics, 10_000) == [line]
    word = "Nyersanyagkártyák"
    narrow = metrics.horizontalAdvance("Nyersa")
    cut = wrap_gain_line(f"+2 {word}", metrics, narrow)
    assert "".join(cut) == f"+2 {word}" and len(cut) >= 3
    assert all(metrics.horizontalAdvance(p.rstrip()) <= narrow for p in cut)


def test_every_wrapped_piece_is_drawn_in_its_gains_colour(qtbot: Any) -> None:
    """A loss wrapped onto two lines is red on both, with no green in its cell."""
    from elasund_desktop.ui.game_texts import GameTexts
    from elasund_desktop.ui.players_panel import PlayersPanel
    from tests.ui.test_players_panel import SEATS, _cell_pixels, _near

    spec = default_registry().get("elasund")
    rules = spec.rules()
    state = rules.setup(GameConfig(3, {}), 1)
    panel = PlayersPanel()
    qtbot.addWidget(panel)
    texts = GameTexts(spec.texts_module, SEATS[:3])
    loss = "\u22122 influence cards (blue)"
    gains = {0: [loss], 1: ["+2 influence cards"]}
    metrics_ = dict(rules.metrics(state))
    panel.update_players(texts, SEATS[:3], (0, 0, 0), metrics_, 0, None, gains, ["+2 gold"])
    panel.show()
    qtbot.waitExposed(panel)
    col = panel.gains_column
    pixels = _cell_pixels(panel, 0, col)
    assert len(panel._gains_delegate.drawn[0][0]) >= 2  # it did wrap
    assert _near(pixels, LOSS_COLOUR) > 10 and _near(pixels, GAIN_COLOUR) == 0
    table = panel.table
    rect = table.visualRect(table.model().index(0, col))
    image = table.viewport().grab().toImage()
    lower = [
        image.pixelColor(x, y)
        for x in range(rect.left(), rect.right())
        for y in range(rect.center().y() + 1, rect.bottom())
    ]
    assert _near(lower, LOSS_COLOUR) > 5  # the wrapped piece, red too
    gained = _cell_pixels(panel, 1, col)
    assert _near(gained, GAIN_COLOUR) > 10 and _near(gained, LOSS_COLOUR) == 0
