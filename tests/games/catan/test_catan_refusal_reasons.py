"""Catan refusals name the rule that blocks a click (seed 003: building costs, distance
rule, roads join the own network, the robber moves after a 7 or a Knight)."""

from __future__ import annotations

import pytest

from elasund_desktop.engine.rules import IllegalAction
from elasund_desktop.games.catan import data as D  # noqa: N812
from elasund_desktop.games.catan.rules import ROLL, CatanState

from .catan_helpers import COAST, act, blank, coast_path, edge, hand, put


def refusal(s: CatanState, kind: str, *args: object) -> IllegalAction:
    with pytest.raises(IllegalAction) as exc:
        act(s, 0, kind, *args)
    return exc.value


def start() -> CatanState:
    nodes, roads = coast_path(0, 1)
    return put(blank(3), 0, settlements=[nodes[0]], roads=roads)


def test_the_missing_cards_are_counted_exactly() -> None:
    """A road costs 1 lumber + 1 brick; a settlement adds 1 wool + 1 grain; a city 2 grain + 3 ore."""
    s = hand(start(), 0, lumber=1, grain=1)
    road = refusal(s, "build_road", edge(COAST[1], COAST[2]))
    assert road.reason_key == "cannot_afford"
    assert road.params == {"cost": (("lumber", 1), ("brick", 1)), "missing": (("brick", 1),)}
    city = refusal(s, "build_city", COAST[0])
    assert city.params == {"cost": (("grain", 2), ("ore", 3)), "missing": (("grain", 1), ("ore", 3))}


def test_the_place_is_judged_before_the_cards() -> None:
    """With no cards at all, a place that can never take the piece says so first."""
    s = hand(start(), 0)
    far_nodes, far_edges = coast_path(15, 1)
    assert refusal(s, "build_road", far_edges[0]).reason_key == "road_not_connected"
    assert refusal(s, "build_settlement", COAST[1]).reason_key == "distance_rule"
    assert refusal(s, "build_settlement", far_nodes[0]).reason_key == "settlement_not_connected"
    assert refusal(s, "build_city", far_nodes[0]).reason_key == "not_your_settlement"


def test_a_city_is_not_upgraded_again() -> None:
    s = hand(put(start(), 0, cities=[COAST[5]]), 0, grain=2, ore=3)
    assert refusal(s, "build_city", COAST[5]).reason_key == "already_city"


def test_the_robber_waits_for_a_seven_or_a_knight() -> None:
    s = start()
    other = (s.robber + 1) % 19
    assert refusal(s, "move_robber", other).reason_key == "robber_not_now"
    assert refusal(s._replace(phase=ROLL, rolled=False), "move_robber", other).reason_key == (
        "robber_not_now"
    )


def test_the_card_given_to_the_bank_cannot_be_taken_back_nor_one_the_bank_lacks() -> None:
    """Maritime trade: 4 wool for another resource the bank holds."""
    s = hand(blank(), 0, wool=4)
    s = hand(s, 2, brick=D.CARDS_PER_RESOURCE)  # no brick left in the bank
    s = act(s, 0, "bank_trade", "wool", 4).state
    assert refusal(s, "bank_take", "wool").reason_key == "same_resource"
    empty = refusal(s, "bank_take", "brick")
    assert empty.reason_key == "bank_empty" and empty.params == {"resource": "brick"}


def test_a_second_roll_in_a_turn_is_refused_as_already_rolled() -> None:
    s = blank()
    assert s.phase != ROLL
    assert refusal(s, "roll").reason_key == "already_rolled"


def test_a_malformed_argument_is_named_as_such() -> None:
    assert refusal(blank(), "bank_trade", "gold", 4).reason_key == "bad_argument"
    assert refusal(blank(), "roll", 7).reason_key == "bad_argument"
