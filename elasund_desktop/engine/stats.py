"""Statistics series computed from a game's history (Qt-free).

The statistics dock only displays what `turn_series` computes from the list
of states of a session (live or replayed from a save), so the numbers are
tested without Qt and are the same for a loaded game.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from .gains import Gain, gain_series_of


class StatsRules(Protocol):
    """The part of the Rules protocol the statistics need."""

    def turn_number(self, state: Any) -> int: ...

    def metrics(self, state: Any) -> dict[str, tuple[float, ...]]: ...


@dataclass(frozen=True)
class StatsSeries:
    """Per-player series of every metric, sampled once per turn.

    `turns[i]` is the x value of sample i (the turn number of the sampled
    state); `values[label][player][i]` the metric of that player there.
    `indices[i]` is the position of the sampled state in the state list.
    A metric missing from a sampled state is NaN there.
    """

    turns: tuple[float, ...] = ()
    indices: tuple[int, ...] = ()
    labels: tuple[str, ...] = ()
    num_players: int = 0
    values: Mapping[str, tuple[tuple[float, ...], ...]] = field(default_factory=dict)

    def series(self, label: str, player: int) -> tuple[float, ...]:
        return self.values[label][player]

    def __len__(self) -> int:
        return len(self.turns)


def sample_indices(rules: StatsRules, states: Sequence[Any]) -> list[int]:
    """Positions of the sampled states: the first, every state where the turn
    number rises above all earlier ones, and the last (current) state."""
    if not states:
        return []
    indices = [0]
    best = rules.turn_number(states[0])
    for index in range(1, len(states)):
        turn = rules.turn_number(states[index])
        if turn > best:
            best = turn
            indices.append(index)
    if indices[-1] != len(states) - 1:
        indices.append(len(states) - 1)
    return indices


def turn_series(rules: StatsRules, states: Sequence[Any]) -> StatsSeries:
    """Every metric of `rules.metrics(state)` per player, sampled per turn.

    Samples: the start, after every turn change, and the current state (whose
    x is its own turn number, so mid-turn progress shows at the last x).
    """
    indices = sample_indices(rules, states)
    if not indices:
        return StatsSeries()
    sampled: list[dict[str, tuple[float, ...]]] = [rules.metrics(states[i]) for i in indices]
    labels: list[str] = []
    num_players = 0
    for metrics in sampled:
        for label, per_player in metrics.items():
            if label not in labels:
                labels.append(label)
            num_players = max(num_players, len(per_player))
    values: dict[str, tuple[tuple[float, ...], ...]] = {}
    for label in labels:
        rows: list[list[float]] = [[] for _ in range(num_players)]
        for metrics in sampled:
            per_player = metrics.get(label, ())
            for player in range(num_players):
                value = per_player[player] if player < len(per_player) else math.nan
                rows[player].append(float(value))
        values[label] = tuple(tuple(row) for row in rows)
    turns = tuple(float(rules.turn_number(states[i])) for i in indices)
    return StatsSeries(
        turns=turns,
        indices=tuple(indices),
        labels=tuple(labels),
        num_players=num_players,
        values=values,
    )


def gain_values(
    rules: Any, series: StatsSeries, gains_per_action: Sequence[Sequence[Gain]]
) -> dict[str, tuple[tuple[float, ...], ...]]:
    """The game's gain series (engine/gains.py), sampled where `series` samples.

    `gains_per_action[i]` are the gains of action i (`gains_of` its events:
    the caller keeps them, so a long game is not read again at every move).
    Sample i stands for the state after the first `series.indices[i]`
    actions; a running total adds the gains of those actions, a per-turn
    series those since the previous sample (0 at the start).
    """
    wanted = gain_series_of(rules)
    if not wanted or not series.indices:
        return {}
    n = series.num_players
    totals = {s.label: [0] * n for s in wanted}  # running totals up to the current action
    rows = {s.label: [[0.0] * len(series.indices) for _ in range(n)] for s in wanted}
    previous = {s.label: [0] * n for s in wanted}  # totals at the previous sample
    action = 0
    for sample, index in enumerate(series.indices):
        while action < min(index, len(gains_per_action)):
            for gain in gains_per_action[action]:
                for spec in wanted:
                    if 0 <= gain.player < n and spec.counts(gain):
                        totals[spec.label][gain.player] += gain.amount
            action += 1
        for spec in wanted:
            for player in range(n):
                total = totals[spec.label][player]
                value = total - previous[spec.label][player] if spec.per_turn else total
                rows[spec.label][player][sample] = float(value if sample else 0)
                previous[spec.label][player] = total
    return {label: tuple(tuple(row) for row in per_player) for label, per_player in rows.items()}


def with_values(
    series: StatsSeries, extra: Mapping[str, tuple[tuple[float, ...], ...]]
) -> StatsSeries:
    """`series` with more labelled values (same samples), appended after its own."""
    if not extra:
        return series
    return StatsSeries(
        turns=series.turns,
        indices=series.indices,
        labels=series.labels + tuple(label for label in extra if label not in series.labels),
        num_players=series.num_players,
        values={**series.values, **extra},
    )
