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


def test_the_score_breakdown_names_every_source_and_adds_up_to_the_points() -> None:
    """Seed 003 points: 1 a settlement, 2 a city, 2 each special card, 1 a Victory
    Point card (hidden until the end); the end-of-game window shows them by source."""
    from tests.games.catan.catan_helpers import devs

    s = put(blank(3), 1, settlements=[0, 10], cities=[20])
    s = devs(put(s, 2, settlements=[30]), 2, victory_point=2)._replace(longest_road=1, largest_army=2)
    assert rules.score_breakdown(s) == (
        ("Settlements", (0, 2, 1)),
        ("Cities", (0, 2, 0)),
        ("Longest Road", (0, D.LONGEST_ROAD_POINTS, 0)),
        ("Largest Army", (0, 0, D.LARGEST_ARMY_POINTS)),
        ("Victory Point cards", (0, 0, 2)),
    )


def test_harbour_rates_of_a_mask_four_to_one_always_three_and_two_with_harbours() -> None:
    """Seed 003 maritime trade: 4:1 with the bank, 3:1 at a generic harbour, 2:1 of
    a harbour's own resource (the table of every harbour mask)."""
    from elasund_desktop.games.catan import rules as R  # noqa: N812

    bank = tuple((r, D.BANK_RATE) for r in range(5))
    assert R._rates_for_mask(0) == bank
    assert R._rates_for_mask(R.GENERIC_BIT) == tuple(
        x for r in range(5) for x in ((r, D.BANK_RATE), (r, D.GENERIC_RATE))
    )
    brick = D.RESOURCES.index("brick")
    assert R._rates_for_mask(1 << brick) == (
        *bank[:brick + 1], (brick, D.SPECIFIC_RATE), *bank[brick + 1:],
    )
    ore = D.RESOURCES.index("ore")
    assert R._rates_for_mask(1 << ore | R.GENERIC_BIT)[-3:] == (
        (ore, D.BANK_RATE), (ore, D.GENERIC_RATE), (ore, D.SPECIFIC_RATE),
    )
    assert all(R._RATES[m] == R._rates_for_mask(m) for m in range(64))
