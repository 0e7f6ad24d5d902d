"""The players table: whole at 1280×720 in every language, and card holders shown.

Issue 7 item 11: the table clipped its last columns at every window size and
left the board about 620 px; Catan's "Longest road" column showed a bare number.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QScrollArea

from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Seat, SessionConfig
from elasund_desktop.games import default_registry
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.game_texts import GameTexts
from elasund_desktop.ui.players_panel import GAIN_COLOUR, HOLDER_MARK, LOSS_COLOUR, PlayersPanel

SEATS = (
    Seat("Alessandra", 0),
    Seat("Bartholomæus", 1, "random"),
    Seat("Csenge-Zsófia", 2, "random"),
    Seat("Oleksandra", 3, "random"),
)


@pytest.mark.parametrize("lang", ["en", "it", "da", "uk", "hu"])
def test_whole_table_and_a_wide_board_at_1280x720(qtbot: Any, lang: str) -> None:
    for spec in default_registry():
        rules = spec.rules()
        players = min(4, rules.max_players)
        window = build_main_window(
            default_registry(), Settings(autosave=False, bot_delay_ms=0), lang
        )
        qtbot.addWidget(window)
        window.resize(1280, 720)
        window.show()
        qtbot.waitExposed(window)
        seats = tuple(
            Seat(s.name, s.colour, s.controller if s.is_human else spec.bots[0])
            for s in SEATS[:players]
        )
        window.start_game(SessionConfig(spec.game_id, GameConfig(players, {}), 3, seats))
        assert window.controller is not None
        window.controller.set_paused(True)
        qtbot.wait(20)
        table = window.players.table
        where = f"{spec.game_id} {lang}"
        assert table.rowCount() == players
        # Every column inside the table's viewport: no horizontal scrolling needed.
        assert table.horizontalHeader().length() <= table.viewport().width(), where
        assert table.horizontalScrollBar().maximum() == 0, where
        # Nor does the dock scroll sideways (it did by 1 to 14 pixels in every
        # language, with these long names: the dock's vertical scroll bar took
        # the width of the table's last pixels).
        scroller = window.docks["players"].widget()
        assert isinstance(scroller, QScrollArea)
        bar = scroller.horizontalScrollBar()
        qtbot.waitUntil(lambda bar=bar: bar.maximum() == 0, timeout=30_000)  # queued layout
        # Every row too.
        assert table.verticalHeader().length() <= table.viewport().height(), where
        # The dock is inside the window and the board keeps most of the width.
        dock = window.docks["players"]
        assert dock.geometry().right() <= window.width(), where
        assert window.view.width() >= 0.48 * window.width(), (where, window.view.width())
        assert window.translator is not None
        window.translator.switch("en")  # the language is global: leave English behind
        window.close()


def test_the_holder_of_a_card_is_marked_in_its_column(qtbot: Any) -> None:
    """Catan: the Longest Road card's holder gets a star beside the road length."""
    spec = default_registry().get("catan")
    rules = spec.rules()
    state = rules.setup(GameConfig(3, {}), 1)
    panel = PlayersPanel()
    qtbot.addWidget(panel)
    texts = GameTexts(spec.texts_module, SEATS[:3])
    metrics = dict(rules.metrics(state))
    metrics["Longest road"] = (5.0, 6.0, 2.0)
    holders = dict(rules.metric_holders(state))  # type: ignore[attr-defined]
    assert holders == {
        "Longest road": (-1, "Longest Road"),
        "Knights played": (-1, "Largest Army"),
    }
    holders["Longest road"] = (1, "Longest Road")
    panel.update_players(texts, SEATS[:3], (2, 4, 2), metrics, 0, holders)
    table = panel.table
    column = next(
        c
        for c in range(table.columnCount())
        if table.horizontalHeaderItem(c).text() == texts.metric("Longest road")
    )
    cells = [table.item(r, column).text() for r in range(3)]
    assert cells == ["5", f"{HOLDER_MARK} 6", "2"]
    assert table.item(1, column).toolTip() == "Bartholomæus holds the card “Longest Road”."
    # A computer player is marked as such on his row.
    assert "computer" in table.item(1, 0).text() and "computer" not in table.item(0, 0).text()


def test_catan_names_the_card_holders_from_its_state() -> None:
    rules = default_registry().get("catan").rules()
    state = rules.setup(GameConfig(3, {}), 1)
    held = state._replace(longest_road=2, largest_army=0)
    assert rules.metric_holders(held) == {  # type: ignore[attr-defined]
        "Longest road": (2, "Longest Road"),
        "Knights played": (0, "Largest Army"),
    }


def _cell_pixels(panel: PlayersPanel, row: int, col: int) -> list[QColor]:
    table = panel.table
    image = table.viewport().grab().toImage()
    rect = table.visualRect(table.model().index(row, col))
    return [
        image.pixelColor(x, y)
        for x in range(rect.left(), rect.right())
        for y in range(rect.top(), rect.bottom())
    ]


def _near(pixels: list[QColor], colour: QColor) -> int:
    return sum(
        1
        for p in pixels
        if abs(p.red() - colour.red())
        + abs(p.green() - colour.green())
        + abs(p.blue() - colour.blue())
        < 60
    )


def test_a_loss_beside_a_row_is_red_and_a_gain_green(qtbot: Any) -> None:
    """Playtest: Elasund's "−5 gold" (a payment) was drawn in the green of the
    gains, so it read as income at a glance.  A line with a minus sign is drawn
    in the loss colour, a line with a plus in the gain colour, line by line in
    a cell that holds both."""
    spec = default_registry().get("elasund")
    rules = spec.rules()
    state = rules.setup(GameConfig(3, {}), 1)
    panel = PlayersPanel()
    qtbot.addWidget(panel)
    texts = GameTexts(spec.texts_module, SEATS[:3])
    gains = {0: ["+1 gold"], 1: ["\u22125 gold"], 2: ["\u22122 gold", "+1 influence card"]}
    panel.update_players(
        texts, SEATS[:3], (0, 0, 0), dict(rules.metrics(state)), 0, None, gains, ["+2 gold"]
    )
    panel.show()
    qtbot.waitExposed(panel)
    col = panel.gains_column
    gain_row, loss_row, mixed_row = (_cell_pixels(panel, r, col) for r in range(3))
    assert _near(gain_row, GAIN_COLOUR) > 5 and _near(gain_row, LOSS_COLOUR) == 0
    assert _near(loss_row, LOSS_COLOUR) > 5 and _near(loss_row, GAIN_COLOUR) == 0
    assert _near(mixed_row, LOSS_COLOUR) > 5 and _near(mixed_row, GAIN_COLOUR) > 5
    assert panel.gains_text(2) == "\u22122 gold\n+1 influence card"


def test_the_table_facts_never_cover_the_last_row(qtbot: Any) -> None:
    """Playtest (Elasund, 1366×800): with three lines of gains beside the
    computer player, the dock was laid out for fewer lines of facts than the
    wrapped "Victory points by source …" needs, and the facts label sat over
    the table's last row.  The facts start below the table and show whole."""
    window = build_main_window(default_registry(), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(window)
    window.resize(1366, 800)
    window.show()
    qtbot.waitExposed(window)
    seats = (Seat("Ann", 0), Seat("Bob", 1), Seat("Cid", 2, "random"))
    window.start_game(SessionConfig("elasund", GameConfig(3, {}), 11, seats))
    assert window.controller is not None
    window.controller.set_paused(True)
    qtbot.wait(50)
    panel = window.players
    assert panel._last is not None
    gains = {0: ["+1 gold"], 2: ["\u22122 gold", "\u22122 influence cards (green)", "+1 gold"]}
    panel.update_players(*panel._last[:6], gains, panel._last[7])
    assert panel.facts_label.isVisible()

    def below() -> None:
        table, facts = panel.table.geometry(), panel.facts_label.geometry()
        assert facts.top() > table.bottom(), (facts, table)

    qtbot.waitUntil(below, timeout=30_000)  # the docks are laid out by queued events
    facts = panel.facts_label.geometry()
    assert facts.height() >= panel.facts_label.heightForWidth(facts.width())


def test_the_gains_column_keeps_its_width_as_gains_come_and_go(qtbot: Any) -> None:
    """Playtest: the gains column shrank to nothing whenever the gains ran
    out and widened at the next production, squeezing the board each time
    (worst in Ukrainian and Hungarian).  It is as wide as the usual gain (the
    samples) all the time: a longer text wraps onto more lines of its row
    instead (playtest: a wider column was cut by the dock, which did not
    widen with it; tests/ui/test_gains_column_wraps.py)."""
    spec = default_registry().get("elasund")
    rules = spec.rules()
    state = rules.setup(GameConfig(3, {}), 1)
    panel = PlayersPanel()
    qtbot.addWidget(panel)
    panel.show()
    texts = GameTexts(spec.texts_module, SEATS[:3])
    metrics = dict(rules.metrics(state))
    samples = ["+2 influence cards", "+1 influence card"]

    def width(gains: dict[int, list[str]]) -> int:
        panel.update_players(texts, SEATS[:3], (0, 0, 0), metrics, 0, None, gains, samples)
        qtbot.wait(1)
        return panel.table.columnWidth(panel.gains_column)

    width({})
    # As the window's dock at the start of a game (fit_players_dock): the
    # gains column takes the room the panel gives it.
    panel.resize(panel.needed_width(), panel.height())
    usual = width({})
    assert usual >= panel.table.fontMetrics().horizontalAdvance("+1 influence card")
    assert width({0: ["+1 gold"]}) == usual
    assert width({}) == usual
    one_line = panel.table.rowHeight(0)  # a person's row: one line
    assert width({0: ["\u22122 influence cards (green)"]}) == usual
    assert panel.table.rowHeight(0) > one_line  # wrapped: the row grew instead
    assert width({}) == usual
    assert panel.table.rowHeight(0) == one_line


def test_a_cell_that_grows_gets_a_wider_column_and_a_taller_row(qtbot: Any) -> None:
    """The columns and rows are sized by the panel, only when a text's width or
    line count changed (no longer by the headers after every changed cell):
    a score that gets wider widens its column, a name with a note under it
    makes its row taller, and both show the new text whole."""
    spec = default_registry().get("catan")
    rules = spec.rules()
    state = rules.setup(GameConfig(3, {}), 1)
    panel = PlayersPanel()
    qtbot.addWidget(panel)
    panel.show()
    qtbot.waitExposed(panel)
    texts = GameTexts(spec.texts_module, SEATS[:3])
    metrics = dict(rules.metrics(state))
    panel.update_players(texts, SEATS[:3], (2, 4, 2), metrics, 0)
    table = panel.table
    width, height = table.columnWidth(1), table.rowHeight(1)
    wide = "1234567890123"
    panel.set_seat_notes({1: "disconnected and waiting"})
    panel.update_players(texts, SEATS[:3], (2, int(wide), 2), metrics, 1)
    assert table.item(1, 1).text() == wide
    assert table.columnWidth(1) > width
    assert table.columnWidth(1) >= table.sizeHintForColumn(1)
    assert table.rowHeight(1) > height
    assert table.rowHeight(1) >= table.sizeHintForRow(1)
    assert table.item(1, 0).text().endswith("disconnected and waiting")


def test_a_computer_named_computer_gets_no_second_computer_line(qtbot: Any) -> None:
    """The lessons name their computer players "Computer 1" (in the learner's
    language): the row read "Computer 1 / computer" before; a computer seat
    with any other name still gets its "computer" line."""
    spec = default_registry().get("catan")
    rules = spec.rules()
    state = rules.setup(GameConfig(3, {}), 1)
    seats = (
        Seat("You", 0, "human"),
        Seat("Computer 1", 1, "easy"),
        Seat("Bo", 2, "easy"),
    )
    panel = PlayersPanel()
    qtbot.addWidget(panel)
    texts = GameTexts(spec.texts_module, seats)
    panel.update_players(texts, seats, (0, 0, 0), dict(rules.metrics(state)), 0, {})
    names = [panel.table.item(r, 0).text() for r in range(3)]
    assert names[1] == "Computer 1"
    assert names[2] == "Bo\ncomputer"
