"""The statistics widget shows turn_series of the session, one curve per seat."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QColor

from elasund_desktop.engine.stats import turn_series
from elasund_desktop.i18n.translator import TranslatorManager
from elasund_desktop.ui.stats_dock import StatsWidget
from tests.fixture_game import FixtureRules, new_session, play_random
from tests.i18n.catalogue_tools import compile_catalogue, qt_tool

COLOURS = [QColor("#c0392b"), QColor("#2471a3"), QColor("#229954")]
NAMES = ["Ann", "Bob", "Cy"]


@pytest.fixture
def widget(qtbot: Any) -> StatsWidget:
    w = StatsWidget()
    qtbot.addWidget(w)
    w.set_game(FixtureRules(), "Fixture", NAMES, COLOURS)
    return w


def curve_xy(curve: Any) -> tuple[list[float], list[float]]:
    x, y = curve.getData()
    if x is None:
        return [], []
    return [float(v) for v in x], [float(v) for v in y]


def test_one_curve_per_seat_in_seat_colour_with_legend_of_names(widget: StatsWidget) -> None:
    assert len(widget.curves) == 3
    assert widget.legend_names() == NAMES
    for curve, colour in zip(widget.curves, COLOURS, strict=True):
        assert curve.opts["pen"].color() == colour


def test_curves_get_the_data_of_turn_series(widget: StatsWidget) -> None:
    session = play_random(new_session(players=3, seed=5), max_actions=40)
    widget.update_from_states(session.states)
    expected = turn_series(FixtureRules(), session.states)
    assert len(expected) > 2
    assert widget.current_metric() == "Points"
    for player, curve in enumerate(widget.curves):
        x, y = curve_xy(curve)
        assert x == list(expected.turns)
        assert y == list(expected.series("Points", player))
    widget.set_metric("Cards in hand")
    for player, curve in enumerate(widget.curves):
        assert curve_xy(curve)[1] == list(expected.series("Cards in hand", player))


def test_update_reuses_the_same_curves(widget: StatsWidget) -> None:
    session = new_session(players=3, seed=2)
    widget.update_from_states(session.states)
    before = [id(c) for c in widget.curves]
    items_before = len(widget.plot_item.listDataItems())
    play_random(session, max_actions=15)
    widget.update_from_states(session.states)
    assert [id(c) for c in widget.curves] == before
    assert len(widget.plot_item.listDataItems()) == items_before == 3
    assert curve_xy(widget.curves[0])[0] == list(turn_series(FixtureRules(), session.states).turns)


def test_metric_chooser_and_axis_labels(widget: StatsWidget) -> None:
    widget.update_from_states(new_session(players=3).states)
    box = widget.metric_box
    assert [box.itemData(i) for i in range(box.count())] == ["Points", "Cards in hand"]
    assert [box.itemText(i) for i in range(box.count())] == ["Points", "Cards in hand"]
    assert widget.plot_item.getAxis("bottom").labelText == "Turn"
    assert widget.plot_item.getAxis("left").labelText == "Points"


def test_language_switch_retranslates_combobox_title_and_axis_labels(
    widget: StatsWidget, qtbot: Any, tmp_path: Path
) -> None:
    lrelease = qt_tool("pyside6-lrelease")
    if lrelease is None:
        pytest.skip("pyside6-lrelease is not installed next to Python nor on PATH")
    table = {"Fixture": {"Points": "Punti"}, "StatsWidget": {"Turn": "Turno"}}
    manager = TranslatorManager(catalogue_dir=compile_catalogue(lrelease, tmp_path, "it", table))
    widget.update_from_states(new_session(players=3).states)
    try:
        manager.switch("it")
        qtbot.waitUntil(lambda: widget.metric_box.itemText(0) == "Punti")
        assert widget.plot_item.getAxis("bottom").labelText == "Turno"
        assert widget.plot_item.getAxis("left").labelText == "Punti"
        assert widget.plot_item.titleLabel.text == "Punti"
        assert widget.current_metric() == "Points"  # the data key stays English
    finally:
        manager.switch("en")
        manager.setParent(None)
    qtbot.waitUntil(lambda: widget.metric_box.itemText(0) == "Points")


def test_set_game_again_replaces_curves_and_legend(widget: StatsWidget) -> None:
    widget.set_game(FixtureRules(), "Fixture", ["X", "Y"], COLOURS[:2])
    assert widget.legend_names() == ["X", "Y"]
    assert len(widget.plot_item.listDataItems()) == 2
    widget.set_seat_names(["Xena", "Yann"])
    assert widget.legend_names() == ["Xena", "Yann"]


def test_missing_metric_values_leave_gaps(qtbot: Any) -> None:
    class Rules:
        def turn_number(self, state: int) -> int:
            return state

        def metrics(self, state: int) -> dict[str, tuple[float, ...]]:
            return {"Gold": (float(state), math.nan)}

    w = StatsWidget()
    qtbot.addWidget(w)
    w.set_game(Rules(), "", ["A", "B"], COLOURS[:2])
    w.update_from_states([0, 1, 2])
    assert curve_xy(w.curves[0])[1] == [0.0, 1.0, 2.0]
    assert curve_xy(w.curves[1]) == ([], [])


def _view_ranges(w: StatsWidget) -> tuple[list[float], list[float]]:
    (x0, x1), (y0, y1) = w.plot_item.getViewBox().viewRange()
    return [x0, x1], [y0, y1]


def test_empty_plot_starts_at_zero_not_at_minus_fifty(qtbot: Any) -> None:
    """Before any data the axes show turn 0 onwards and values from 0, not -50..50."""
    w = StatsWidget()
    qtbot.addWidget(w)
    w.set_game(FixtureRules(), "Fixture", NAMES, COLOURS)
    (x0, x1), (y0, y1) = _view_ranges(w)
    assert -1 < x0 <= 0 < x1 <= 12
    assert -1 < y0 <= 0 < y1 <= 12
    w.update_from_states(new_session(players=3).states)  # one state: still turn 0
    (x0, x1), (y0, y1) = _view_ranges(w)
    assert -1 < x0 <= 0 and -1 < y0 <= 0


def test_ticks_are_whole_numbers(widget: StatsWidget) -> None:
    """Turns and scores are whole numbers: no tick at 0.5 on either axis."""
    widget.update_from_states(new_session(players=3, seed=1).states)
    for side in ("left", "bottom"):
        axis = widget.plot_item.getAxis(side)
        for low, high in ((0.0, 2.0), (0.0, 5.0), (0.0, 12.0), (0.0, 140.0)):
            for _spacing, ticks in axis.tickValues(low, high, 300):
                assert ticks, side
                assert all(float(t).is_integer() for t in ticks), (side, ticks)


def test_plot_ranges_follow_the_data(widget: StatsWidget) -> None:
    session = play_random(new_session(players=3, seed=5), max_actions=60)
    widget.update_from_states(session.states)
    series = widget.series
    (x0, x1), (y0, y1) = _view_ranges(widget)
    top = max(v for row in series.values["Points"] for v in row)
    assert x0 <= 0 and x1 >= series.turns[-1]
    assert y0 <= 0 and y1 >= top


def test_last_point_of_victory_points_is_the_final_score(qtbot: Any) -> None:
    """Every game of the registry, played to the end by its own computer player:
    the plot's last "Victory points" point equals the final score of the outcome
    (Catan's hidden Victory Point cards included)."""
    from elasund_desktop.ai.bots import bot_rng, make_bot
    from elasund_desktop.engine.rules import GameConfig
    from elasund_desktop.engine.session import Seat, Session, SessionConfig
    from elasund_desktop.games import default_registry

    for spec in default_registry():
        rules = spec.rules()
        players = max(3, rules.min_players)
        for seed in (1, 2):  # in Catan both end with hidden Victory Point cards counted
            seats = tuple(Seat(f"P{i}", i, spec.bots[0]) for i in range(players))
            config = SessionConfig(spec.game_id, GameConfig(players, {}), seed, seats)
            session: Session[Any] = Session(rules, config)
            bot = make_bot(spec.bots[0])
            while not session.is_over() and len(session.actions) < 20_000:
                view = rules.view(session.state, session.to_move())
                session.apply(
                    bot.choose(view, session.legal_actions(), bot_rng(seed, len(session.actions)))
                )
            outcome = rules.outcome(session.state)
            assert outcome is not None, (spec.game_id, seed)
            w = StatsWidget()
            qtbot.addWidget(w)
            w.set_game(rules, spec.game_id, [s.name for s in seats], COLOURS[:1] * players)
            w.update_from_states(session.states)
            w.set_metric("Victory points")
            last = [curve_xy(c)[1][-1] for c in w.curves]
            assert last == [float(x) for x in outcome.scores], (spec.game_id, seed)
