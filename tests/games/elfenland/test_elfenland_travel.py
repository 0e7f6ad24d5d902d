"""Phase 5, travelling: costs, rivers and lakes, obstacles, caravans, pieces, hand limit.

Includes the rule book's worked examples (rules-data/elfenland.md §2).
"""

from __future__ import annotations

import pytest

from elasund_desktop.engine.rules import Action, IllegalAction
from elasund_desktop.games.elfenland import data as D  # noqa: N812
from elasund_desktop.games.elfenland import rules as R  # noqa: N812

from .helpers import RULES, act, hand, legal_of, moving, new_game, route, town


def _refusal(s: R.ElfenlandState, action: Action) -> IllegalAction:
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, action)
    return err.value


def _go(s: R.ElfenlandState, rid: str, mode: str = "cards", p: int = 0) -> R.ElfenlandState:
    return act(s, p, "travel", route(rid), mode)


@pytest.mark.parametrize(
    ("transport", "terrain", "cards"),
    [
        (t, terrain, cost)
        for t, costs in D.TRANSPORT_COSTS.items()
        for terrain, cost in costs.items()
    ],
)
def test_travel_cost_table(transport: str, terrain: str, cards: int) -> None:
    """Seed's seven examples: one symbol = 1 card, two symbols = 2 cards of the counter's type."""
    rid = next(r.route_id for r in D.ROUTES if r.terrain == terrain)
    r = D.ROUTES[route(rid)]
    start = D.TOWN_IDS[r.a]
    s = moving(new_game(2), 0, start, {rid: transport}, **{transport: cards})
    assert legal_of(s, "travel") == [Action(0, "travel", (route(rid), "cards"))]
    s = _go(s, rid)
    assert s.boots[0] == r.b and sum(s.hands[0]) == 0


def test_seed_cost_examples_forbidden_terrains() -> None:
    """Seed: no cloud over desert, no unicorn on plains, no pig in mountains, elfcycle not in desert."""
    assert "desert" not in D.TRANSPORT_COSTS["magic_cloud"]
    assert "plains" not in D.TRANSPORT_COSTS["unicorn"]
    assert "mountains" not in D.TRANSPORT_COSTS["giant_pig"]
    assert "desert" not in D.TRANSPORT_COSTS["elfcycle"]
    assert D.TRANSPORT_COSTS["dragon"] == {"plains": 1, "forest": 2, "desert": 1, "mountains": 1}


def test_a_road_without_a_counter_cannot_be_used() -> None:
    """'The road must carry a transport counter.'"""
    s = moving(new_game(2), 0, "elvenhold", {}, dragon=4, giant_pig=4)
    assert [a.args[0] for a in legal_of(s, "travel")] == []
    err = _refusal(s, Action(0, "travel", (route("road.elvenhold.lapphalya"), "cards")))
    assert err.reason_key == "no_counter_on_road"


def test_counters_on_the_board_serve_every_player() -> None:
    """'All players may use roads with a counter, whoever placed it.'"""
    s = moving(new_game(3), 2, "elvenhold", {"road.elvenhold.lapphalya": "giant_pig"}, giant_pig=1)
    s = _go(s, "road.elvenhold.lapphalya", p=2)
    assert s.boots[2] == town("lapphalya")


def test_worked_example_troll_wagon_with_obstacle_on_desert_costs_3() -> None:
    """Rule book: Troll Wagon + Obstacle on a desert road (Al'Baran - Dag'Amura) = 3 cards."""
    rid = "road.albaran.dagamura"
    s = moving(new_game(2), 0, "albaran", {rid: "troll_wagon"}, (rid,), troll_wagon=3)
    assert R.travel_cost(s, route(rid), town("albaran")) == (D.TRANSPORTS.index("troll_wagon"), 3)
    s = _go(s, rid)
    assert s.boots[0] == town("dagamura") and sum(s.hands[0]) == 0
    s2 = moving(new_game(2), 0, "albaran", {rid: "troll_wagon"}, (rid,), troll_wagon=2)
    err = _refusal(s2, Action(0, "travel", (route(rid), "cards")))
    assert err.reason_key == "cannot_pay_nor_caravan"  # and 2 cards are too few for a caravan
    assert err.params == {"n": 3, "card": "troll_wagon", "have": 2, "caravan": 4}


def test_worked_example_feodor_lapphalya_virst() -> None:
    """Dragon + obstacle on woods = 3 dragon cards; then Elfcycle on plains = 1 card."""
    s = moving(
        new_game(2), 0, "feodor",
        {"road.feodor.lapphalya": "dragon", "road.lapphalya.virst": "elfcycle"},
        ("road.feodor.lapphalya",), dragon=3, elfcycle=1,
    )  # fmt: skip
    s = _go(s, "road.feodor.lapphalya")
    s = _go(s, "road.lapphalya.virst")
    assert s.boots[0] == town("virst") and sum(s.hands[0]) == 0
    assert s.collected[0] == (1 << town("lapphalya")) | (1 << town("virst"))


def test_worked_example_river_virst_jxara_1_raft_back_2() -> None:
    """'Against the current costs 2 cards': Virst -> Jxara 1 raft, Jxara -> Virst 2 rafts."""
    s = moving(new_game(2), 0, "virst", {}, raft=3)
    s = _go(s, "river.virst.jxara")
    assert s.boots[0] == town("jxara") and s.hands[0] == hand(raft=2)
    s = _go(s, "river.virst.jxara")
    assert s.boots[0] == town("virst") and s.hands[0] == hand()


def test_worked_example_dagamura_kihromah_and_back_by_magic_cloud_costs_4() -> None:
    """'A player may travel back and forth on one road', paying each time (woods: 2 + 2)."""
    rid = "road.dagamura.kihromah"
    s = moving(new_game(2), 0, "dagamura", {rid: "magic_cloud"}, magic_cloud=4)
    s = _go(s, rid)
    s = _go(s, rid)
    assert s.boots[0] == town("dagamura") and sum(s.hands[0]) == 0
    assert s.collected[0] == (1 << town("kihromah")) | (1 << town("dagamura"))


def test_worked_example_ferry_elvenhold_virst_costs_2_rafts() -> None:
    """'A ferry ticket costs two raft cards' across Mare Magnum, either way."""
    s = moving(new_game(2), 0, "elvenhold", {}, raft=4)
    s = _go(s, "lake.elvenhold.virst")
    assert s.boots[0] == town("virst") and s.hands[0] == hand(raft=2)
    s = _go(s, "lake.elvenhold.virst")
    assert s.boots[0] == town("elvenhold") and s.hands[0] == hand()


def test_water_needs_no_counter_and_one_raft_short_is_refused() -> None:
    s = moving(new_game(2), 0, "jxara", {}, raft=1)
    err = _refusal(s, Action(0, "travel", (route("river.virst.jxara"), "cards")))
    assert err.reason_key == "cannot_pay_upstream" and err.params == {"n": 2, "have": 1}


def test_caravan_any_three_cards_on_a_road_with_a_counter() -> None:
    """'A player who cannot pay may play any three cards, rafts included' (not on water)."""
    rid = "road.elvenhold.lapphalya"
    s = moving(new_game(2), 0, "elvenhold", {rid: "magic_cloud"}, raft=2, dragon=1, unicorn=1)
    caravans = [a for a in legal_of(s, "travel") if a.args[1] == "caravan"]
    assert caravans == [Action(0, "travel", (route(rid), "caravan"))]
    s = _go(s, rid, "caravan")
    assert s.phase == R.CARAVAN and s.pending == (route(rid), town("lapphalya"), 3)
    for card in ("raft", "raft", "dragon"):
        assert s.boots[0] == D.CAPITAL
        s = act(s, 0, "pay_card", card)
    assert s.phase == R.MOVE and s.boots[0] == town("lapphalya")
    assert s.hands[0] == hand(unicorn=1)


def test_caravan_costs_four_cards_on_a_road_with_an_obstacle() -> None:
    rid = "road.elvenhold.lapphalya"
    s = moving(new_game(2), 0, "elvenhold", {rid: "magic_cloud"}, (rid,), raft=3)
    assert _refusal(s, Action(0, "travel", (route(rid), "caravan"))).params == {"n": 4, "have": 3}
    s = moving(new_game(2), 0, "elvenhold", {rid: "magic_cloud"}, (rid,), raft=4)
    s = _go(s, rid, "caravan")
    assert s.pending[2] == 4


def test_no_caravan_on_water_nor_on_a_road_without_a_counter() -> None:
    s = moving(new_game(2), 0, "elvenhold", {}, dragon=5)
    assert legal_of(s, "travel") == []
    err = _refusal(s, Action(0, "travel", (route("lake.elvenhold.virst"), "caravan")))
    assert err.reason_key == "caravan_not_on_water"
    err = _refusal(s, Action(0, "travel", (route("road.elvenhold.lapphalya"), "caravan")))
    assert err.reason_key == "no_counter_on_road"


def test_caravan_only_if_unable_to_pay_by_default_and_always_with_the_option_off() -> None:
    rid = "road.elvenhold.lapphalya"
    s = moving(new_game(2), 0, "elvenhold", {rid: "giant_pig"}, giant_pig=1, raft=3)
    on_road = [a.args[1] for a in legal_of(s, "travel") if a.args[0] == route(rid)]
    assert on_road == ["cards"]
    err = _refusal(s, Action(0, "travel", (route(rid), "caravan")))
    assert err.reason_key == "caravan_only_if_unable"
    loose = moving(
        new_game(2, caravan_only_if_unable=False), 0, "elvenhold", {rid: "giant_pig"},
        giant_pig=1, raft=3,
    )  # fmt: skip
    on_road = [a.args[1] for a in legal_of(loose, "travel") if a.args[0] == route(rid)]
    assert on_road == ["cards", "caravan"]


def test_pieces_are_collected_in_every_town_passed_through_not_in_elvenhold() -> None:
    """'Visiting each town, the player takes his own piece there.'"""
    s = moving(new_game(2), 1, "virst", {}, raft=4)
    s = _go(s, "river.virst.jxara", p=1)
    s = _go(s, "river.jxara.mahdavikia", p=1)
    s = _go(s, "river.mahdavikia.grangor", p=1)
    assert RULES.scores(s) == (0, 3)
    s = moving(s, 1, "virst", {}, raft=2)
    s = _go(s, "lake.elvenhold.virst", p=1)
    assert RULES.scores(s) == (0, 3)  # the capital has no pieces
    s = moving(s, 1, "virst", {}, raft=1)
    s = _go(s, "river.virst.jxara", p=1)
    assert RULES.scores(s) == (0, 3)  # a piece is taken once


def test_more_than_four_cards_after_moving_are_discarded_by_choice() -> None:
    """'A player with more than 4 cards at the end of the move discards the excess.'"""
    s = moving(new_game(2), 0, "elvenhold", {}, dragon=3, raft=3)
    tr = RULES.apply(s, Action(0, "end_move", ()))
    assert tr.state.phase == R.DISCARD and any(e.key == "must_discard" for e in tr.events)
    s = tr.state
    assert {a.args[0] for a in legal_of(s, "discard")} == {"dragon", "raft"}
    assert _refusal(s, Action(0, "end_move", ())).reason_key == "must_discard"
    s = act(s, 0, "discard", "dragon")
    s = act(s, 0, "discard", "dragon")
    assert s.hands[0] == hand(dragon=1, raft=3)
    assert s.phase == R.MOVE and s.current == 1


def test_four_cards_or_fewer_are_kept_and_the_next_player_moves() -> None:
    s = moving(new_game(3), 0, "elvenhold", {}, dragon=4)
    s = act(s, 0, "end_move")
    assert s.phase == R.MOVE and s.current == 1 and s.hands[0] == hand(dragon=4)
