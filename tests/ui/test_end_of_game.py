"""The end-of-game window, through the real main window, for every built-in game."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from elasund_desktop.engine.end_of_game import score_breakdown
from elasund_desktop.engine.session import HUMAN, Session
from elasund_desktop.games import default_registry
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.end_of_game import EndOfGameWindow, header_lines
from elasund_desktop.ui.main_window import MainWindow
from tests.engine.test_end_of_game import finished_game


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    win = build_main_window(default_registry(), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def end_by_the_last_move(win: MainWindow, game: str, players: int, seed: int) -> Session[Any]:
    """Install the game one action before its end, then play that action in the window."""
    played = finished_game(game, players, seed)
    seats = tuple(replace(s, controller=HUMAN) for s in played.config.seats)
    config = replace(played.config, seats=seats)
    spec = win.registry.get(game)
    before: Session[Any] = Session.replay(spec.rules(), config, played.actions[:-1])
    win.install_session(spec, before, start_bots=False)
    assert win.controller is not None
    assert win.controller.apply(played.actions[-1])
    return win.controller.session


@pytest.mark.parametrize(
    ("game", "players", "seed"),
    [("elasund", 3, 5), ("catan", 4, 3), ("elfenland", 3, 4), ("carrara", 2, 7)],
)
def test_the_window_shows_the_breakdown_of_outcome_and_hook(
    qtbot: Any, window: MainWindow, game: str, players: int, seed: int
) -> None:
    session = end_by_the_last_move(window, game, players, seed)
    dialog = window.end_window
    assert isinstance(dialog, EndOfGameWindow) and dialog.isVisible()
    outcome = session.outcome()
    assert outcome is not None
    parts = score_breakdown(session.rules, session.state)
    table = dialog.table
    assert table.rowCount() == players
    assert table.columnCount() == 2 + len(parts) + 2
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    # The sources hold points, not counts: every header says so.
    assert headers[2 : 2 + len(parts)] == [
        f"{header_lines(source)}\n(points)" for source, _points in parts
    ]
    seen_seats = []
    for row in range(players):
        name = table.item(row, 1).text()
        seat = [s.name for s in session.config.seats].index(name)
        seen_seats.append(seat)
        for column, (_source, points) in enumerate(parts, start=2):
            assert table.item(row, column).text() == str(points[seat])
        assert table.item(row, 2 + len(parts)).text() == str(outcome.scores[seat])
    assert sorted(seen_seats) == list(range(players))
    assert seen_seats[0] in outcome.winners
    winners = ", ".join(session.config.seats[w].name for w in outcome.winners)
    assert dialog.headline.text() == f"Winner: {winners}"
    assert f"Moves: {len(session.actions)}" in dialog.facts.text()
    assert f"Turns: {session.rules.turn_number(session.state)}" in dialog.facts.text()
    # The score race: one curve per seat, ending at the final scores.
    assert dialog.plot is not None and len(dialog.plot.curves) == players


def test_the_hidden_cards_are_revealed(qtbot: Any, window: MainWindow) -> None:
    session = end_by_the_last_move(window, "catan", 4, 3)
    dialog = window.end_window
    assert isinstance(dialog, EndOfGameWindow)
    hidden_column = dialog.table.columnCount() - 1
    state = session.state
    for row in range(4):
        seat = [s.name for s in session.config.seats].index(dialog.table.item(row, 1).text())
        text = dialog.table.item(row, hidden_column).text()
        for name, count in zip(("Lumber", "Brick", "Wool", "Grain", "Ore"), state.hands[seat],
                               strict=True):
            if count > 1:
                assert f"{name} ×{count}" in text
            elif count == 1:
                assert name in text
            else:
                assert name not in text


def test_rematch_keeps_seats_and_options_with_a_new_seed(qtbot: Any, window: MainWindow) -> None:
    session = end_by_the_last_move(window, "elasund", 3, 5)
    dialog = window.end_window
    assert isinstance(dialog, EndOfGameWindow)
    old = session.config
    dialog.rematch_button.click()
    assert window.controller is not None
    new = window.controller.session
    assert new is not session
    assert new.config.seats == old.seats
    assert new.config.game == old.game
    assert new.config.game_id == old.game_id
    assert new.config.seed != old.seed
    assert len(new.actions) == 0 and not new.is_over()
    assert not dialog.isVisible()


def test_catan_cities_column_says_points_not_cities(qtbot: Any, window: MainWindow) -> None:
    """Play-testing: "Cities 4" read as four cities; a city is worth 2 points."""
    session = end_by_the_last_move(window, "catan", 4, 3)
    dialog = window.end_window
    assert isinstance(dialog, EndOfGameWindow)
    table = dialog.table
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert "Cities\n(points)" in headers and "Cities" not in headers
    column = headers.index("Cities\n(points)")
    state = session.state
    for row in range(4):
        seat = [s.name for s in session.config.seats].index(dialog.table.item(row, 1).text())
        levels = zip(state.node_owner, state.node_level, strict=True)
        cities = sum(1 for owner, level in levels if owner == seat and level == 2)
        assert dialog.table.item(row, column).text() == str(2 * cities)
    # The two-line headers do not push the last row behind a scroll bar.
    assert dialog.table.verticalScrollBar().maximum() == 0


def test_elasund_hidden_hands_are_named_influence_cards(qtbot: Any, window: MainWindow) -> None:
    """Play-testing: "Hidden at the end: Blue ×4, Green" did not say what was blue."""
    end_by_the_last_move(window, "elasund", 3, 5)
    dialog = window.end_window
    assert isinstance(dialog, EndOfGameWindow)
    last = dialog.table.columnCount() - 1
    assert dialog.table.horizontalHeaderItem(last).text() == "Influence cards at the end"
    cells = [dialog.table.item(r, last).text() for r in range(3)]
    assert any(cells)  # some seat held influence cards: the column is shown
    assert not dialog.table.isColumnHidden(last)


def test_an_always_empty_hand_column_is_hidden(qtbot: Any, window: MainWindow) -> None:
    """Play-testing Carrara: every screen was empty at the end, yet the empty
    "Hidden at the end" column took the widest room.  Here the same report with
    every hand spent: the column is hidden and Total takes the spare width."""
    session = end_by_the_last_move(window, "carrara", 2, 7)
    shown = window.end_window
    assert isinstance(shown, EndOfGameWindow)
    last = shown.table.columnCount() - 1
    assert not shown.table.isColumnHidden(last)  # marble left: shown, and named
    assert shown.table.horizontalHeaderItem(last).text() == "Marble behind the screen at the end"
    spent = replace(shown.report, revealed=((), ()))
    dialog = EndOfGameWindow(spent, shown.texts, session.config.seats, None)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.table.isColumnHidden(last)
    total = last - 1
    assert not dialog.table.isColumnHidden(total)
    assert [dialog.table.item(r, total).text() for r in range(2)] == [
        str(spent.scores[seat]) for seat in spent.ranking
    ]
