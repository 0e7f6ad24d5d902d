"""The dice histogram counts every two-dice roll of a game once."""

from __future__ import annotations

import pytest

from elasund_desktop.engine.dice_stats import SUMS, dice_histogram
from elasund_desktop.engine.rules import Event
from tests.engine.test_end_of_game import finished_game


@pytest.mark.parametrize(("game", "players", "seed"), [("catan", 4, 3), ("elasund", 3, 5)])
def test_the_histogram_total_equals_the_number_of_rolls(game: str, players: int, seed: int) -> None:
    session = finished_game(game, players, seed)
    rolls = [
        e.as_dict()["die1"] + e.as_dict()["die2"]
        for events in session.events
        for e in events
        if e.key == "roll"
    ]
    assert rolls, "a whole game rolls the dice"
    histogram = dice_histogram(session.events)
    assert histogram.rolls == len(rolls)
    for total, count in zip(SUMS, histogram.counts, strict=True):
        assert count == rolls.count(total)
    assert sum(histogram.expected()) == pytest.approx(len(rolls))


def test_expected_counts_follow_the_ways_to_roll_each_sum() -> None:
    # 36 rolls: one 2, two 3s, ..., six 7s, ..., one 12 on average.
    events = [(Event.make("roll", player=0, die1=3, die2=4, total=7),)] * 36
    histogram = dice_histogram(events)
    assert histogram.counts[SUMS.index(7)] == 36
    assert histogram.expected() == (1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1)


def test_other_events_and_games_without_dice_count_nothing() -> None:
    events = [(Event.make("end_turn", player=1),), (Event.make("roll", player=0, die=4),)]
    assert dice_histogram(events).rolls == 0


def test_only_complete_rolls_of_two_to_twelve_are_counted() -> None:
    """A roll event missing a die, or with an impossible sum, is not a roll of two dice."""
    events = [
        [Event.make("roll", die1=1, die2=1), Event.make("roll", die1=6, die2=6)],
        [Event.make("roll", die1=None, die2=3), Event.make("roll", die1=4, die2=None)],
        [Event.make("roll", die1=6, die2=7), Event.make("roll", die1=1, die2=0)],
    ]
    hist = dice_histogram(events)
    assert hist.rolls == 2
    assert hist.counts[SUMS.index(2)] == 1 and hist.counts[SUMS.index(12)] == 1
