"""Elfenland refusals at their limits: the first transport (the giant pig, index 0) on
the road, a hand of exactly the caravan's size, and the town named when the route is
not next to the boot.

Seed 002_1b63b8ecaa8fd933.txt (Ukrainian rules): one counter per road, the obstacle only
on a road that already carries a counter, a caravan costs any 3 cards (4 with an
obstacle) and (our default) only for a player unable to pay the matching cards.
"""

from __future__ import annotations

import pytest

from elasund_desktop.engine.rules import Action
from elasund_desktop.games.elfenland import data as D  # noqa: N812
from elasund_desktop.games.elfenland import rules as R  # noqa: N812

from .helpers import RULES, kind, moving, new_game, planning, route, town
from .test_elfenland_refusal_reasons import refusal

FOREST = "road.dagamura.kihromah"




def _with_pig_on(s: R.ElfenlandState, rid: str) -> R.ElfenlandState:
    assert kind("giant_pig") == 0  # the first transport: index 0 is a real counter
    return s._replace(board=R._tset(s.board, route(rid), kind("giant_pig")))


def test_a_road_carrying_a_giant_pig_is_taken_for_another_counter() -> None:
    """One counter per road, whatever transport lies there (the pig is transport 0)."""
    s = _with_pig_on(planning(new_game(3), 0, shown=("dragon",)), FOREST)
    assert refusal(s, "place_counter", "dragon", route(FOREST)) == (
        "road_taken",
        {"transport": "giant_pig"},
    )


def test_the_obstacle_refused_on_a_giant_pig_road_names_the_obstacle_not_the_counter() -> None:
    """The obstacle goes on a road with a counter: a giant pig counts, so a used or a
    second obstacle is the reason, never a missing counter."""
    s = _with_pig_on(planning(new_game(3), 0, shown=("dragon",)), FOREST)
    used = s._replace(obstacle=R._tset(s.obstacle, 0, False))
    assert refusal(used, "place_obstacle", route(FOREST)) == ("obstacle_used", {})
    taken = s._replace(blocked=R._tset(s.blocked, route(FOREST), True))
    assert refusal(taken, "place_obstacle", route(FOREST)) == ("obstacle_taken", {})


def test_a_giant_pig_road_without_pig_cards_asks_for_pig_cards() -> None:
    """Travelling by a counter pays its own cards: on a forest road with a giant pig one
    pig card; without one the refusal names the pig card (and the caravan's size)."""
    s = moving(new_game(3), 0, "dagamura", {FOREST: "giant_pig"}, dragon=2)
    assert refusal(s, "travel", route(FOREST), "cards") == (
        "cannot_pay_nor_caravan",
        {"n": 1, "card": "giant_pig", "have": 0, "caravan": D.CARAVAN_CARDS},
    )


@pytest.mark.parametrize(
    ("cards", "reason"), [(2, "caravan_too_few"), (3, "caravan_only_if_unable")]
)
def test_a_hand_of_exactly_three_cards_is_enough_for_a_caravan(cards: int, reason: str) -> None:
    """A caravan costs any 3 cards: with exactly 3 the caravan is refused only because the
    matching cards can pay (caravan only when unable), not for too few cards."""
    s = moving(new_game(3), 0, "dagamura", {FOREST: "magic_cloud"}, magic_cloud=2, dragon=cards - 2)
    assert refusal(s, "travel", route(FOREST), "caravan")[0] == reason


@pytest.mark.parametrize(("obstacle", "cards"), [(False, 3), (True, 4)])
def test_a_hand_of_exactly_the_caravan_size_still_offers_the_caravan(
    obstacle: bool, cards: int
) -> None:
    """Unable to pay the matching cards with exactly 3 cards (4 past an obstacle): the
    refusal says the caravan is possible, and the caravan is indeed legal."""
    s = moving(
        new_game(3),
        0,
        "dagamura",
        {FOREST: "magic_cloud"},
        (FOREST,) if obstacle else (),
        magic_cloud=1,
        dragon=cards - 1,
    )
    need = 2 + obstacle
    assert refusal(s, "travel", route(FOREST), "cards") == (
        "cannot_pay",
        {"n": need, "card": "magic_cloud", "have": 1},
    )
    assert Action(0, "travel", (route(FOREST), "caravan")) in RULES.legal_actions(s)
    short = moving(
        new_game(3),
        0,
        "dagamura",
        {FOREST: "magic_cloud"},
        (FOREST,) if obstacle else (),
        magic_cloud=1,
        dragon=cards - 2,
    )
    assert refusal(short, "travel", route(FOREST), "cards")[0] == "cannot_pay_nor_caravan"


@pytest.mark.parametrize(
    ("rid", "named"),
    [
        ("road.jxara.virst", "jxara"),  # jxara 2 steps from elvenhold, virst 1: the first end
        ("road.dagamura.kihromah", "kihromah"),  # kihromah farther: the second end
        ("road.dagamura.jxara", "dagamura"),  # both 2 steps away: the first end
    ],
)
def test_a_route_away_from_the_boot_is_refused_naming_its_far_end(rid: str, named: str) -> None:
    """The player aimed at the end farther from the boot: the refusal names it (on a tie,
    the route's first town)."""
    here = town("elvenhold")
    r = D.ROUTES[route(rid)]
    assert here not in (r.a, r.b)
    s = moving(new_game(3), 0, "elvenhold", {rid: "dragon"}, dragon=4)
    assert refusal(s, "travel", route(rid), "cards") == (
        "not_adjacent",
        {"town": named, "here": "elvenhold"},
    )
