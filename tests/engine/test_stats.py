"""turn_series: the statistics dock's numbers, computed without Qt."""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass

from elasund_desktop.engine.stats import sample_indices, turn_series


@dataclass(frozen=True)
class S:
    turn: int
    score: tuple[int, ...]
    gold: tuple[int, ...] | None = None


class FakeRules:
    def turn_number(self, state: S) -> int:
        return state.turn

    def metrics(self, state: S) -> dict[str, tuple[float, ...]]:
        out: dict[str, tuple[float, ...]] = {"Victory points": tuple(map(float, state.score))}
        if state.gold is not None:
            out["Gold"] = tuple(map(float, state.gold))
        return out


def test_empty_history_gives_empty_series() -> None:
    series = turn_series(FakeRules(), [])
    assert len(series) == 0 and series.labels == () and series.num_players == 0


def test_samples_start_each_turn_change_and_current_state() -> None:
    states = [
        S(0, (0, 0)),
        S(0, (1, 0)),
        S(1, (1, 0)),  # turn change -> sampled
        S(1, (1, 2)),
        S(2, (3, 2)),  # turn change -> sampled
        S(2, (4, 2)),  # current state -> sampled
    ]
    series = turn_series(FakeRules(), states)
    assert series.indices == (0, 2, 4, 5)
    assert series.turns == (0.0, 1.0, 2.0, 2.0)
    assert series.labels == ("Victory points",)
    assert series.num_players == 2
    assert series.series("Victory points", 0) == (0.0, 1.0, 3.0, 4.0)
    assert series.series("Victory points", 1) == (0.0, 0.0, 2.0, 2.0)


def test_last_state_not_duplicated_when_it_is_a_turn_change() -> None:
    states = [S(0, (0,)), S(1, (1,))]
    assert sample_indices(FakeRules(), states) == [0, 1]


def test_turn_number_that_falls_back_is_not_a_new_turn() -> None:
    states = [S(0, (0,)), S(2, (1,)), S(1, (2,)), S(2, (3,)), S(3, (4,))]
    assert sample_indices(FakeRules(), states) == [0, 1, 4]


def test_metric_appearing_later_is_nan_before() -> None:
    states = [S(0, (0, 0)), S(1, (1, 1), gold=(5, 6))]
    series = turn_series(FakeRules(), states)
    assert series.labels == ("Victory points", "Gold")
    gold0 = series.series("Gold", 0)
    assert math.isnan(gold0[0]) and gold0[1] == 5.0


def test_stats_module_is_qt_free() -> None:
    import importlib
    import subprocess

    code = (
        "import sys, elasund_desktop.engine.stats as m; "
        "assert not any(n.startswith(('PySide6', 'pyqtgraph')) for n in sys.modules), m"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
    importlib.import_module("elasund_desktop.engine.stats")


def test_a_game_without_metrics_has_no_players_in_the_series() -> None:
    from elasund_desktop.engine.stats import turn_series

    class Silent:
        def turn_number(self, state: int) -> int:
            return state

        def metrics(self, state: int) -> dict[str, tuple[float, ...]]:
            return {}

    series = turn_series(Silent(), [0, 1, 2])
    assert series.num_players == 0 and series.labels == () and series.turns == (0.0, 1.0, 2.0)
