"""The Elasund facts of the players' table (engine level, no Qt): victory
points by where the cubes stand, and the income each player's buildings pay
(a gold income or an influence-card income per building, as in the seeds'
building overview)."""

from __future__ import annotations

import dataclasses

from elasund_desktop.engine.table_facts import COUNTED, LABELLED
from elasund_desktop.games.elasund.gains import CARD, GOLD
from tests.games.elasund.helpers import RULES, bld, hand, place, situation


def test_table_facts_give_each_seat_its_points_by_source_and_its_buildings_income() -> None:
    st = place(
        situation(3),
        bld("workshop", 0, 1, 3),  # gold
        bld("house", 0, 4, 3),  # influence
        bld("hut_large", 0, 6, 5),  # gold
        bld("merchant", 1, 1, 8),  # gold, neutral with a flag: one cube
        bld("tavern", 1, 4, 8),  # influence, one cube
        bld("well", 2, 6, 9),  # no income, one cube
    )
    facts = RULES.table_facts(st)
    breakdown = RULES.score_breakdown(st)
    assert [f.seat for f in facts] == [0, 0, 1, 1, 2, 2]
    points = [f for f in facts if f.kind == LABELLED]
    income = [f for f in facts if f.kind == COUNTED]
    assert [f.label for f in points] == ["Victory points by source"] * 3
    assert [f.label for f in income] == ["Income of their buildings"] * 3
    for seat, fact in enumerate(points):
        assert fact.value == tuple((label, pts[seat]) for label, pts in breakdown)
    assert points[1].value[0] == ("Buildings", 2) and points[2].value[0] == ("Buildings", 1)
    assert [f.value for f in income] == [
        ((GOLD, 2), (CARD, 1)),
        ((GOLD, 1), (CARD, 1)),
        ((GOLD, 0), (CARD, 0)),
    ]


def test_the_plotted_metrics_are_points_gold_cards_and_trade_points_per_seat() -> None:
    """The statistics window plots, per seat: victory points (cubes placed), gold,
    influence cards in hand and trade points."""
    st = hand(
        hand(situation(2), 0, gold=4, red=1, blue=2, green=0), 1, gold=0, red=0, blue=0, green=5
    )
    st = dataclasses.replace(st, cubes=(7, 10), trade=(3, 1))
    assert RULES.metrics(st) == {
        "Victory points": (3.0, 0.0),
        "Gold": (4.0, 0.0),
        "Influence cards": (3.0, 5.0),
        "Trade points": (3.0, 1.0),
    }
    assert all(type(x) is float for series in RULES.metrics(st).values() for x in series)
