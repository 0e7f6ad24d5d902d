"""Dice statistics from a game's events (Qt-free).

Every game that rolls two dice logs a "roll" event with `die1` and `die2`
(Catan and Elasund do), so the histogram of the sums needs nothing from the
game but its events.  The expected count of a sum s in n rolls of two fair
dice is n · ways(s) / 36, ways(s) = 6 − |s − 7|.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .rules import Event

SUMS: tuple[int, ...] = tuple(range(2, 13))


@dataclass(frozen=True, slots=True)
class DiceHistogram:
    """How often each sum 2..12 was rolled (`counts[i]` is the count of SUMS[i])."""

    counts: tuple[int, ...]

    @property
    def rolls(self) -> int:
        return sum(self.counts)

    def expected(self) -> tuple[float, ...]:
        """The counts two fair dice give on average in as many rolls."""
        return tuple(self.rolls * (6 - abs(s - 7)) / 36 for s in SUMS)


def dice_histogram(events_per_action: Sequence[Sequence[Event]]) -> DiceHistogram:
    """The sums of every two-dice roll in the events ("roll" with die1 and die2)."""
    counts = [0] * len(SUMS)
    for events in events_per_action:
        for event in events:
            if event.key != "roll":
                continue
            params = event.as_dict()
            d1, d2 = params.get("die1"), params.get("die2")
            if isinstance(d1, int) and isinstance(d2, int) and 2 <= d1 + d2 <= 12:
                counts[d1 + d2 - 2] += 1
    return DiceHistogram(tuple(counts))
