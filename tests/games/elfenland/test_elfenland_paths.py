"""The cheapest-journey search behind the board's hover hint."""

from __future__ import annotations

from elasund_desktop.engine.rng import Rng
from elasund_desktop.games.elfenland import data as D  # noqa: N812
from elasund_desktop.games.elfenland.paths import CARAVAN, cheapest_journeys, reachable_towns

from .helpers import RULES, kind, moving, new_game, route, town


def test_cheapest_journey_prefers_fewer_cards_and_uses_each_card_once() -> None:
    s = moving(
        new_game(2), 0, "virst",
        {"road.lapphalya.virst": "elfcycle", "road.elvenhold.lapphalya": "dragon"},
        raft=2, elfcycle=1, dragon=1,
    )  # fmt: skip
    best = cheapest_journeys(s, 0)
    # Virst -> Elvenhold: by ferry 2 rafts, or by road 1 elfcycle + 1 dragon: both 2 cards
    assert best[town("elvenhold")].cards == 2
    assert best[town("jxara")].cards == 1  # downstream river, 1 raft
    assert best[town("lapphalya")].steps[0].card == kind("elfcycle")
    # Mah'Davikia: 2 rafts downstream via Jxara
    assert best[town("mahdavikia")].cards == 2
    assert [st.town for st in best[town("mahdavikia")].steps] == [town("jxara"), town("mahdavikia")]
    assert town("grangor") not in best  # a third raft would be needed
    assert best[town("virst")].steps == ()


def test_caravan_steps_are_found_when_matching_cards_are_missing() -> None:
    rid = "road.elvenhold.lapphalya"
    s = moving(new_game(2), 0, "elvenhold", {rid: "magic_cloud"}, dragon=3)
    step = cheapest_journeys(s, 0)[town("lapphalya")].steps[0]
    assert step.card == CARAVAN and step.cards == 3 and step.route == route(rid)
    assert D.TOWN_IDS[step.town] == "lapphalya"


def test_reachable_towns_are_the_towns_of_the_cheapest_journeys() -> None:
    """The evaluation's quick search (no journeys) finds exactly the towns of the
    journey search, for every seat of random positions, both caravan rules."""
    checked = 0
    for seed, strict in ((1, True), (2, False), (3, True)):
        s = new_game(3, seed, caravan_only_if_unable=strict)
        rng = Rng(seed)
        for _ in range(400):  # bounded: a few rounds of random moves
            if RULES.to_move(s) is None:
                break
            for q in range(s.num_players):
                assert reachable_towns(s, q) == set(cheapest_journeys(s, q))
                checked += 1
            legal = RULES.legal_actions(s)
            s = RULES.apply(s, legal[rng.below(len(legal))]).state
    assert checked > 1000
