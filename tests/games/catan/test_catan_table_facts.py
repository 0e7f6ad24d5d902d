"""What the players' table shows of Catan, at engine level (no Qt): the public
points recounted from the board, the bank and the special cards' holders."""

from __future__ import annotations

from elasund_desktop.engine.table_facts import COUNTED, SEAT
from elasund_desktop.games.catan import data as D  # noqa: N812
from elasund_desktop.games.catan.rules import recount_points
from tests.games.catan.catan_helpers import blank, put, rules


def test_public_points_are_one_a_settlement_two_a_city_and_two_a_special_card() -> None:
    s = put(blank(), 1, settlements=[0, 10], cities=[20])
    s = put(s, 2, settlements=[30])
    assert [recount_points(s, p) for p in range(4)] == [0, 4, 1, 0]
    s = s._replace(longest_road=1, largest_army=2)
    assert recount_points(s, 1) == 4 + D.LONGEST_ROAD_POINTS
    assert recount_points(s, 2) == 1 + D.LARGEST_ARMY_POINTS
    assert recount_points(s, 0) == 0


def test_table_facts_show_the_bank_the_deck_left_and_who_holds_the_special_cards() -> None:
    s = blank()._replace(
        bank=(19, 18, 0, 5, 1), dev_deck=(10, 1, 2, 1, 0), longest_road=3, largest_army=-1
    )
    facts = rules.table_facts(s)
    assert [f.label for f in facts] == [
        "Bank",
        "Development cards left",
        "Longest Road",
        "Largest Army",
    ]
    bank = facts[0]
    assert bank.kind == COUNTED
    assert bank.value == tuple(zip(D.RESOURCES, (19, 18, 0, 5, 1), strict=True))
    assert facts[1].value == 14
    assert (facts[2].kind, facts[2].value) == (SEAT, 3)
    assert (facts[3].kind, facts[3].value) == (SEAT, -1)


def test_metric_holders_pair_the_road_and_army_metrics_with_their_cards() -> None:
    s = blank()._replace(longest_road=2, largest_army=0)
    assert rules.metric_holders(s) == {
        "Longest road": (2, "Longest Road"),
        "Knights played": (0, "Largest Army"),
    }
    s = s._replace(longest_road=-1, largest_army=-1)
    assert rules.metric_holders(s) == {
        "Longest road": (-1, "Longest Road"),
        "Knights played": (-1, "Largest Army"),
    }
