"""Catan: the exact refusal (reason key and parameters) and the exact event (key and
every parameter) of each rule, in the situation that triggers it.

Seed 003_0ee0ca23d30f52bb.txt (Hungarian rules); the sentences quoted in the
docstrings are the seed's, with the letter "o" restored where the transcript lost it.
The domestic-trade and refusal rulings are those of the rules module's docstring.
"""

from __future__ import annotations

from typing import Any

import pytest

from elasund_desktop.engine.rules import Event, GameConfig, IllegalAction, Transition
from elasund_desktop.games.catan import data as D  # noqa: N812
from elasund_desktop.games.catan.rules import (
    ANSWER,
    CONFIRM,
    DISCARD,
    MAIN,
    NOT_ASKED,
    OFFER,
    OVER,
    ROAD_BUILDING,
    ROBBER,
    ROLL,
    SETUP_ROAD,
    SETUP_SETTLEMENT,
    STEAL,
    CatanState,
)

from .catan_helpers import (
    act,
    blank,
    coast_path,
    compose_offer,
    devs,
    hand,
    legal_args,
    put,
    rules,
)
from .test_catan_production_robber import producing_hex, rigged


def refused(s: CatanState, player: int, kind: str, *args: Any) -> tuple[str, dict[str, Any]]:
    """The reason key and parameters of the refusal of `kind` by `player`."""
    with pytest.raises(IllegalAction) as exc:
        act(s, player, kind, *args)
    return exc.value.reason_key, exc.value.params


def events(t: Transition[CatanState], key: str) -> list[Event]:
    return [e for e in t.events if e.key == key]



def full_bank_elsewhere(s: CatanState) -> CatanState:
    """Every resource card in players 1-3's hands: the bank holds none."""
    s = hand(s, 1, lumber=19, brick=19)
    s = hand(s, 2, wool=19, grain=19)
    return hand(s, 3, ore=19)


# --- refusals ----------------------------------------------------------------------------------
def test_an_action_kind_the_game_does_not_know_is_named_with_its_kind() -> None:
    assert refused(blank(), 0, "fly_away") == ("unknown_action", {"kind": "fly_away"})
    # judged before whose turn it is: the kind itself is the problem
    assert refused(blank(), 2, "fly_away") == ("unknown_action", {"kind": "fly_away"})


@pytest.mark.parametrize(
    ("kind", "args"),
    [
        ("end_turn", ()),
        ("build_road", (0,)),
        ("build_settlement", (0,)),
        ("build_city", (0,)),
        ("buy_development", ()),
        ("bank_trade", ("wool", 4)),
        ("offer_start", ()),
    ],
)
def test_trading_building_and_ending_wait_for_the_roll(kind: str, args: tuple[Any, ...]) -> None:
    """Seed: "A soron lévő játékos először dob a két kockával" - the roll comes first."""
    s = hand(blank(), 0, lumber=5, brick=5, wool=5, grain=5, ore=5)._replace(
        phase=ROLL, rolled=False, dice=()
    )
    assert refused(s, 0, kind, *args) == ("must_roll_first", {})


def test_a_discard_of_a_resource_not_held_names_the_resource() -> None:
    """Seed: whoever holds more than seven cards gives back half of them (rounded down)."""
    s = hand(blank(), 2, wool=8)._replace(phase=DISCARD, discards=(0, 0, 4, 0))
    assert rules.to_move(s) == 2
    assert refused(s, 2, "discard", "ore") == ("nothing_to_discard", {"resource": "ore"})
    t = act(s, 2, "discard", "wool")
    assert t.state.hands[2] == (0, 0, 7, 0, 0) and t.state.discards == (0, 0, 3, 0)
    assert t.events == (Event.make("discard", player=2, resource="wool"),)


def _robber_on(s: CatanState, h: int) -> CatanState:
    return s._replace(robber=h, phase=STEAL)


def test_stealing_from_a_player_without_a_building_at_the_robber_is_refused() -> None:
    """Seed: the player on turn robs one card from an owner of a building at the robber's hex."""
    s = blank()
    h = producing_hex(s)
    s = put(s, 1, settlements=[D.HEX_NODES[h][0]])
    s = put(s, 2, settlements=[D.HEX_NODES[h][3]])
    s = hand(hand(hand(s, 1, wool=1), 2, ore=1), 3, grain=2)
    s = _robber_on(s, h)
    assert legal_args(s, "steal") == [(1,), (2,)]
    assert refused(s, 0, "steal", 3) == ("not_a_victim", {})


def test_the_robber_never_offers_stealing_from_the_player_who_moved_it() -> None:
    """Seed: the player on turn robs "one of the owners" - never himself."""
    s = blank()
    h = producing_hex(s)
    s = put(s, 0, settlements=[D.HEX_NODES[h][0]])
    s = put(s, 1, settlements=[D.HEX_NODES[h][2]])
    s = put(s, 2, settlements=[D.HEX_NODES[h][4]])
    s = hand(hand(hand(s, 0, wool=3), 1, ore=1), 2, grain=1)
    stealing = _robber_on(s, h)
    assert legal_args(stealing, "steal") == [(1,), (2,)]
    assert refused(stealing, 0, "steal", 0) == ("not_a_victim", {})
    # with only the mover and one other at the hex the steal from the other is immediate
    alone = put(blank(), 0, settlements=[D.HEX_NODES[h][0]])
    alone = put(alone, 1, settlements=[D.HEX_NODES[h][3]])
    alone = hand(hand(alone, 0, wool=3), 1, ore=1)._replace(phase=ROBBER)
    t = act(alone, 0, "move_robber", h)
    assert events(t, "steal") == [Event.make("steal", player=0, victim_player=1, resource="ore")]
    assert t.state.hands[0] == (0, 0, 3, 0, 1) and t.state.phase == MAIN
    # only the mover at the hex: nobody is robbed, not even he
    mine = hand(put(blank(), 0, settlements=[D.HEX_NODES[h][0]]), 0, wool=3)._replace(phase=ROBBER)
    t = act(mine, 0, "move_robber", h)
    assert events(t, "steal") == [] and t.state.hands[0] == (0, 0, 3, 0, 0)
    assert events(t, "nothing_to_steal") == [Event.make("nothing_to_steal", player=0)]


def _answered(answers: dict[int, str]) -> CatanState:
    """Player 0 offers 1 wool for 1 ore to all; players answer as given."""
    s = hand(hand(hand(hand(blank(), 0, wool=1), 1, ore=1), 2, ore=1), 3)
    s = act(compose_offer(s, {"wool": 1}, {"ore": 1}), 0, "offer_send_all").state
    for q, kind in answers.items():
        s = act(s, q, kind).state
    return s


def test_a_player_without_the_asked_cards_cannot_accept() -> None:
    """Ruling: an addressed player accepts only while he holds what the offer asks for."""
    s = _answered({1: "offer_accept", 2: "offer_decline"})
    assert s.phase == ANSWER and rules.to_move(s) == 3
    assert legal_args(s, "offer_accept") == []
    assert refused(s, 3, "offer_accept") == ("cannot_accept", {})


def test_the_offerer_trades_only_with_a_player_who_accepted() -> None:
    s = _answered({1: "offer_accept", 2: "offer_decline", 3: "offer_decline"})
    assert s.phase == CONFIRM
    assert refused(s, 0, "offer_confirm", 2) == ("not_accepted", {"other_player": 2})
    assert refused(s, 0, "offer_confirm", 3) == ("not_accepted", {"other_player": 3})


def test_a_development_card_not_held_is_named() -> None:
    s = blank()
    assert refused(s, 0, "play_knight") == ("no_card", {"card": "knight"})
    assert refused(s, 0, "play_monopoly", "ore") == ("no_card", {"card": "monopoly"})
    assert refused(s, 0, "play_road_building") == ("no_card", {"card": "road_building"})
    assert refused(s, 0, "play_year_of_plenty") == ("no_card", {"card": "year_of_plenty"})


def test_year_of_plenty_waits_while_the_bank_holds_no_card() -> None:
    """Seed: Year of Plenty ("Találmány") gives two resource cards of one's choice - from the bank."""
    s = devs(full_bank_elsewhere(blank()), 0, year_of_plenty=1)
    assert s.bank == (0, 0, 0, 0, 0)
    assert refused(s, 0, "play_year_of_plenty") == ("bank_no_cards", {})
    one = hand(s, 3, ore=18)
    assert "play_year_of_plenty" in {a.kind for a in rules.legal_actions(one)}


def test_a_maritime_trade_is_refused_while_the_bank_holds_nothing_else() -> None:
    """Ruling: a maritime trade is offered only while the bank holds some other resource."""
    s = hand(blank(), 0, wool=4)
    s = hand(hand(s, 2, lumber=19, brick=19, grain=19), 3, ore=19, wool=15)
    assert s.bank == (0, 0, 0, 0, 0)
    assert refused(s, 0, "bank_trade", "wool", 4) == ("bank_no_cards", {})


def test_a_maritime_trade_one_card_short_of_the_rate_names_the_resource() -> None:
    """Seed: four cards of one kind for one card of the bank (4, 5 and the offer: see
    test_catan_boundaries.py)."""
    s = hand(blank(), 0, wool=3)
    assert refused(s, 0, "bank_trade", "wool", 4) == ("not_enough_cards", {"resource": "wool"})


@pytest.mark.parametrize(("rate", "kind"), [(3, "generic"), (2, "wool")])
@pytest.mark.parametrize("extra", [-1, 0, 1])
def test_a_harbour_rate_needs_exactly_the_rate_in_cards(rate: int, kind: str, extra: int) -> None:
    """Seed: 3:1 at any harbour, 2:1 of the harbour's own resource."""
    s = blank()
    node = D.HARBOUR_NODES[s.harbours.index(kind)][0]
    s = hand(put(s, 0, settlements=[node]), 0, wool=rate + extra)
    if extra < 0:
        assert ("wool", rate) not in legal_args(s, "bank_trade")
        assert refused(s, 0, "bank_trade", "wool", rate) == (
            "not_enough_cards",
            {"resource": "wool"},
        )
    else:
        t = act(act(s, 0, "bank_trade", "wool", rate).state, 0, "bank_take", "ore")
        assert t.state.hands[0] == (0, 0, extra, 0, 1)
        assert t.events == (
            Event.make("bank_trade", player=0, give="wool", count=rate, resource="ore"),
        )


def test_not_now_in_a_step_that_does_not_take_the_action() -> None:
    """The robber must be moved before anything else after a 7."""
    s = blank()._replace(phase=ROBBER)
    assert refused(s, 0, "end_turn") == ("not_now", {})
    assert refused(s, 0, "roll") == ("not_now", {})


def test_not_now_for_a_step_of_another_phase_in_the_main_step() -> None:
    s = blank()
    assert s.phase == MAIN
    assert refused(s, 0, "place_road", 0) == ("not_now", {})
    assert refused(s, 0, "discard", "wool") == ("not_now", {})


def test_an_offer_to_all_needs_more_than_one_other_player() -> None:
    """Two players: an offer goes to the one other player by name, never "to all"."""
    s = hand(hand(blank(2), 0, wool=1), 1, ore=1)
    s = compose_offer(s, {"wool": 1}, {"ore": 1})
    assert s.phase == OFFER
    assert legal_args(s, "offer_send") == [(1,)] and legal_args(s, "offer_send_all") == []
    assert refused(s, 0, "offer_send_all") == ("not_now", {})


def test_a_taken_intersection_is_named_as_taken() -> None:
    """Seed: a settlement only on a free intersection (distance rule)."""
    s = rules.setup(GameConfig(4), 5)
    p = rules.to_move(s)
    assert p is not None
    s = act(act(s, p, "place_settlement", 20).state, p, "place_road", D.NODE_EDGES[20][0]).state
    q = rules.to_move(s)
    assert q is not None
    assert refused(s, q, "place_settlement", 20) == ("node_taken", {})
    assert refused(s, q, "place_settlement", D.NODE_NEIGHBOURS[20][0]) == ("distance_rule", {})
    nodes, roads = coast_path(0, 2)
    b = hand(put(put(blank(), 0, roads=roads), 1, settlements=[nodes[2]]), 0, lumber=1, brick=1,
             wool=1, grain=1)  # fmt: skip
    assert refused(b, 0, "build_settlement", nodes[2]) == ("node_taken", {})


def test_no_development_card_is_sold_from_an_empty_deck() -> None:
    s = hand(blank(), 0, wool=1, grain=1, ore=1)
    assert "buy_development" in {a.kind for a in rules.legal_actions(s)}
    empty = s._replace(dev_deck=(0, 0, 0, 0, 0))
    assert refused(empty, 0, "buy_development") == ("deck_empty", {})
    one = s._replace(dev_deck=(0, 0, 0, 1, 0))
    t = act(one, 0, "buy_development")
    assert t.events == (Event.make("buy_development", player=0, card="year_of_plenty"),)


def test_an_offer_gives_only_cards_held() -> None:
    s = hand(hand(blank(), 0, wool=1, grain=1), 1, ore=2)
    s = compose_offer(s, {"wool": 1}, {})
    assert ("wool",) not in legal_args(s, "offer_give")
    assert refused(s, 0, "offer_give", "wool") == ("not_enough_cards", {"resource": "wool"})
    assert refused(s, 0, "offer_give", "ore") == ("not_enough_cards", {"resource": "ore"})


def test_no_trade_can_start_with_nothing_to_give() -> None:
    s = hand(blank(), 1, ore=2)
    assert "offer_start" not in {a.kind for a in rules.legal_actions(s)}
    assert refused(s, 0, "offer_start") == ("no_trade_possible", {})


# --- events ------------------------------------------------------------------------------------
def test_set_up_settlement_road_and_the_first_turn_are_announced() -> None:
    """Seed: each player places a settlement and a road joined to it; then the starter rolls."""
    s = rules.setup(GameConfig(2, {"layout": "beginner"}), 3)
    first = s.first_player
    other = 1 - first
    t = act(s, first, "place_settlement", 20)
    assert t.events == (Event.make("setup_settlement", player=first, node=20),)
    assert t.state.phase == SETUP_ROAD and t.state.anchor == 20
    assert t.state.node_owner[20] == first and t.state.points[first] == 1
    road = D.NODE_EDGES[20][0]
    t = act(t.state, first, "place_road", road)
    assert t.events == (Event.make("setup_road", player=first, edge=road),)
    assert t.state.phase == SETUP_SETTLEMENT and t.state.current == other
    assert t.state.edge_owner[road] == first
    s = act(t.state, other, "place_settlement", 40).state
    s = act(s, other, "place_road", D.NODE_EDGES[40][0]).state
    s = act(s, other, "place_settlement", 10).state
    assert s.current == other
    s = act(s, other, "place_road", D.NODE_EDGES[10][0]).state
    s = act(s, first, "place_settlement", 30).state
    t = act(s, first, "place_road", D.NODE_EDGES[30][0])
    assert t.events == (
        Event.make("setup_road", player=first, edge=D.NODE_EDGES[30][0]),
        Event.make("turn_start", player=first, turn=1),
    )
    assert t.state.phase == ROLL and t.state.current == first


def test_the_next_turn_is_announced_with_its_number() -> None:
    s = blank(3, current=2)._replace(turn=4)
    t = act(s, 2, "end_turn")
    assert t.events == (
        Event.make("end_turn", player=2),
        Event.make("turn_start", player=0, turn=6),
    )
    assert (t.state.current, t.state.phase, t.state.turn) == (0, ROLL, 5)


def test_road_building_announces_each_free_road() -> None:
    """Seed: Road Building ("Útépítés") builds two roads at no cost."""
    nodes, edges = coast_path(0, 3)
    s = devs(put(blank(), 0, settlements=[nodes[0]], roads=edges[:1]), 0, road_building=1)
    s = act(s, 0, "play_road_building").state
    assert s.phase == ROAD_BUILDING and s.free_roads == 2
    t = act(s, 0, "place_road", edges[1])
    assert t.events == (Event.make("free_road", player=0, edge=edges[1]),)
    assert t.state.free_roads == 1 and t.state.phase == ROAD_BUILDING
    assert t.state.hands[0] == (0, 0, 0, 0, 0) and t.state.edge_owner[edges[1]] == 0
    t = act(t.state, 0, "place_road", edges[2])
    assert t.events == (Event.make("free_road", player=0, edge=edges[2]),)
    assert t.state.free_roads == 0 and t.state.phase == MAIN


def test_a_seven_announces_each_discard_owed_in_seat_order_from_the_roller() -> None:
    """Seed: "Amennyiben valakinek hétnél több nyersanyag-kártyája van, a kártyák felét
    (lefelé kerekítve) köteles visszaadni." """
    s = hand(hand(hand(blank(current=2), 0, wool=9), 1, ore=8), 3, grain=7)
    t = act(rigged(s, 7)._replace(current=2), 2, "roll")
    assert events(t, "must_discard") == [
        Event.make("must_discard", player=0, count=4),
        Event.make("must_discard", player=1, count=4),
    ]
    assert t.state.phase == DISCARD and t.state.discards == (4, 4, 0, 0)
    assert events(t, "produce") == []


def test_the_third_knight_announces_the_largest_army() -> None:
    """Seed: the first player to play three knights takes "Legnagyobb Lovagi Hatalom" (2 points)."""
    s = devs(blank(), 1, knight=1)._replace(knights=(0, 2, 0, 0), current=1)
    t = act(s, 1, "play_knight")
    assert events(t, "largest_army") == [Event.make("largest_army", player=1, knights=3, n=3)]
    assert events(t, "play_knight") == [Event.make("play_knight", player=1, knights=3, n=3)]
    assert t.state.largest_army == 1 and t.state.points[1] == 2 and t.state.phase == ROBBER


def test_a_moved_robber_names_the_hex_its_terrain_and_number() -> None:
    """Seed: after a 7 the robber goes to a land hex chosen by the player on turn."""
    s = blank()._replace(phase=ROBBER)
    h = producing_hex(s)
    t = act(s, 0, "move_robber", h)
    assert t.events == (
        Event.make("robber_moved", player=0, hex=h, terrain=s.terrain[h], number=s.numbers[h]),
        Event.make("nothing_to_steal", player=0),
    )
    assert t.state.robber == h and t.state.phase == MAIN


def test_a_robber_moved_to_the_desert_names_no_number() -> None:
    s = blank()
    desert = s.robber
    s = s._replace(robber=producing_hex(s), phase=ROBBER, rolled=False)
    t = act(s, 0, "move_robber", desert)
    assert t.events == (
        Event.make("robber_moved_desert", player=0, hex=desert, terrain="desert"),
        Event.make("nothing_to_steal", player=0),
    )
    assert t.state.robber == desert and t.state.phase == ROLL  # a knight before the roll


def test_a_domestic_trade_announces_the_partner_and_both_sides_cards() -> None:
    """Seed: the other players trade with the player on turn: what and how many for what."""
    s = hand(hand(blank(3), 0, wool=2, grain=1), 1, ore=1, brick=3)
    s = compose_offer(s, {"wool": 2, "grain": 1}, {"ore": 1, "brick": 2})
    s = act(s, 0, "offer_send", 1).state
    s = act(s, 1, "offer_accept").state
    assert s.phase == CONFIRM
    t = act(s, 0, "offer_confirm", 1)
    assert t.events == (
        Event.make("trade", player=0, partner_player=1),
        Event.make("trade_cards", player=0, other_player=1, resource="wool", count=2),
        Event.make("trade_cards", player=0, other_player=1, resource="grain", count=1),
        Event.make("trade_cards", player=1, other_player=0, resource="brick", count=2),
        Event.make("trade_cards", player=1, other_player=0, resource="ore", count=1),
    )
    assert t.state.hands[0] == (0, 2, 0, 0, 1) and t.state.hands[1] == (0, 1, 2, 1, 0)
    assert t.state.phase == MAIN and t.state.offer is None


def test_a_cancelled_offer_is_announced_and_moves_no_card() -> None:
    s = _answered({1: "offer_accept", 2: "offer_accept", 3: "offer_decline"})
    t = act(s, 0, "offer_cancel")
    assert t.events == (Event.make("offer_cancelled", player=0),)
    assert t.state.hands == s.hands and t.state.offer is None and t.state.phase == MAIN


@pytest.mark.parametrize("fresh_cache", [False, True])
def test_production_is_announced_per_player_and_resource(
    fresh_cache: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seed: one card per settlement, two per city, for each hex with the rolled number.
    (The rules keep the production events they built; with a fresh store they are
    built anew, and must be the same.)"""
    if fresh_cache:
        from elasund_desktop.games.catan import rules as R  # noqa: N812

        monkeypatch.setattr(R, "_PRODUCE_EVENTS", {})
    s = blank()
    h = producing_hex(s)
    same = [x for x in range(D.NUM_HEXES) if s.numbers[x] == s.numbers[h]]
    s = s._replace(robber=next(x for x in range(D.NUM_HEXES) if x not in same))
    s = put(put(s, 0, cities=[D.HEX_NODES[h][0]]), 2, settlements=[D.HEX_NODES[h][3]])
    r = D.TERRAIN_RESOURCE[s.terrain[h]]
    t = act(rigged(s, s.numbers[h]), 0, "roll")
    assert events(t, "produce") == [
        Event.make("produce", player=0, resource=D.RESOURCES[r], count=2),
        Event.make("produce", player=2, resource=D.RESOURCES[r], count=1),
    ]
    assert t.state.hands[0] == tuple(2 if x == r else 0 for x in range(5))
    assert t.state.hands[2] == tuple(1 if x == r else 0 for x in range(5))
    assert t.state.bank[r] == D.CARDS_PER_RESOURCE - 3


# --- boundaries not covered in test_catan_boundaries.py ----------------------------------------
@pytest.mark.parametrize(("before", "over"), [(8, False), (9, True), (10, True)])
def test_ten_points_or_more_win_on_the_own_turn(before: int, over: bool) -> None:
    """Seed: the game ends when a player on turn announces 10 victory points."""
    nodes, edges = coast_path(0, 5)
    s = put(blank(), 0, settlements=[nodes[0]], roads=edges)
    s = hand(s, 0, lumber=1, brick=1, wool=1, grain=1)._replace(points=(before, 0, 0, 0))
    t = act(s, 0, "build_settlement", nodes[4])
    assert (t.state.phase == OVER) is over
    expected = [Event.make("winner", player=0, points=before + 1, n=before + 1)] if over else []
    assert events(t, "winner") == expected


@pytest.mark.parametrize(("length", "holder"), [(4, -1), (5, 0), (6, 0)])
def test_longest_road_at_five_segments(length: int, holder: int) -> None:
    """Seed: "legalább öt hosszú egybefüggő utat" - at least five joined road segments."""
    nodes, edges = coast_path(0, length)
    s = hand(put(blank(), 0, settlements=[nodes[0]], roads=edges[:-1]), 0, lumber=1, brick=1)
    t = act(s, 0, "build_road", edges[-1])
    assert t.state.road_length[0] == length and t.state.longest_road == holder
    got = events(t, "longest_road")
    won = [Event.make("longest_road", player=0, length=length, n=length)]
    assert got == (won if length >= 5 else [])
    assert t.state.points[0] == (3 if length >= 5 else 1)


# --- refusals whose key was named elsewhere but whose parameters no test checked ----------------
def test_a_move_out_of_turn_names_the_player_whose_turn_it_is() -> None:
    s = blank(current=1)
    assert refused(s, 3, "end_turn") == ("not_your_turn", {"player": 1})
    # during the discards after a 7 it is the turn of the next player who owes cards
    d = hand(s, 3, wool=8)._replace(phase=DISCARD, discards=(0, 0, 0, 4))
    assert refused(d, 1, "discard", "wool") == ("not_your_turn", {"player": 3})


def test_nothing_is_accepted_after_the_end() -> None:
    s = blank()._replace(phase=OVER, winner=0)
    assert refused(s, 0, "end_turn") == ("game_over", {})
    assert refused(s, 0, "fly_away") == ("game_over", {})


def test_a_card_bought_this_turn_is_named() -> None:
    """Seed: "A húzott szerencsekártya nem használható fel azonnal, csak a következő körben"."""
    s = devs(blank(), 0, new=True, knight=1, monopoly=1)
    assert refused(s, 0, "play_knight") == ("card_bought_this_turn", {"card": "knight"})
    assert refused(s, 0, "play_monopoly", "ore") == ("card_bought_this_turn", {"card": "monopoly"})


def test_one_development_card_a_turn() -> None:
    """Seed: "Körönként egy szerencsekártya használható csak fel"."""
    s = devs(blank(), 0, knight=1, monopoly=1)._replace(dev_played=True)
    assert refused(s, 0, "play_knight") == ("card_already_played", {})


@pytest.mark.parametrize("piece", ["road", "settlement", "city"])
def test_a_piece_none_of_which_is_left_is_named(piece: str) -> None:
    """Seed: 15 roads, 5 settlements and 4 cities per player."""
    nodes, edges = coast_path(0, 3)
    s = put(blank(), 0, settlements=[nodes[0]], roads=edges[:2])
    s = hand(s, 0, lumber=1, brick=1, wool=1, grain=2, ore=3)
    kind, arg = {
        "road": ("build_road", edges[2]),
        "settlement": ("build_settlement", nodes[2]),
        "city": ("build_city", nodes[0]),
    }[piece]
    assert (arg,) in legal_args(s, kind)
    field = {"road": "roads_left", "settlement": "settlements_left", "city": "cities_left"}[piece]
    last = s._replace(**{field: (1, 5, 5, 5)})
    assert (arg,) in legal_args(last, kind)  # the last piece of the kind is still built
    empty = s._replace(**{field: (0, 5, 5, 5)})
    assert (arg,) not in legal_args(empty, kind)
    assert refused(empty, 0, kind, arg) == ("no_pieces", {"piece": piece})


def test_a_harbour_rate_without_the_harbour_is_named_with_resource_and_rate() -> None:
    s = hand(blank(), 0, wool=4)
    assert refused(s, 0, "bank_trade", "wool", 3) == (
        "rate_not_available",
        {"resource": "wool", "rate": 3},
    )
    assert refused(s, 0, "bank_trade", "wool", 2) == (
        "rate_not_available",
        {"resource": "wool", "rate": 2},
    )


def test_the_offer_limit_is_named_with_its_number() -> None:
    """Ruling (INVENTED): at most `MAX_OFFERS_PER_TURN` offers are sent in a turn."""
    s = hand(hand(blank(), 0, wool=5), 1, ore=1)
    assert "offer_start" in {a.kind for a in rules.legal_actions(s)}
    for made in (D.MAX_OFFERS_PER_TURN - 1, D.MAX_OFFERS_PER_TURN):
        at = s._replace(offers_made=made)
        offered = "offer_start" in {a.kind for a in rules.legal_actions(at)}
        assert offered is (made < D.MAX_OFFERS_PER_TURN)
    limit = D.MAX_OFFERS_PER_TURN
    at_limit = s._replace(offers_made=limit)
    assert refused(at_limit, 0, "offer_start") == ("offer_limit", {"limit": limit, "n": limit})


def test_the_robber_must_leave_its_hex() -> None:
    """Seed: the robber is moved away from where it stands ("el kell vinni az eddigi helyéről")."""
    s = blank()._replace(phase=ROBBER)
    assert refused(s, 0, "move_robber", s.robber) == ("robber_must_move", {})


def test_taken_edges_and_roads_apart_from_the_network_are_refused_in_every_step() -> None:
    nodes, edges = coast_path(0, 3)
    s = put(blank(), 0, settlements=[nodes[0]], roads=edges[:1])
    s = put(s, 1, roads=[edges[2]])
    far = coast_path(15, 1)[1][0]
    building = devs(s, 0, road_building=1)
    building = act(building, 0, "play_road_building").state
    assert building.phase == ROAD_BUILDING
    assert refused(building, 0, "place_road", edges[2]) == ("edge_taken", {})
    assert refused(building, 0, "place_road", far) == ("road_not_connected", {})
    paying = hand(s, 0, lumber=1, brick=1)
    assert refused(paying, 0, "build_road", edges[2]) == ("edge_taken", {})
    assert refused(paying, 0, "build_road", far) == ("road_not_connected", {})


def test_a_set_up_road_joins_the_settlement_just_placed() -> None:
    """Seed: "Felrak továbbá egy a faluhoz csatlakozó utat is"."""
    s = rules.setup(GameConfig(2), 3)
    p = s.first_player
    s = act(s, p, "place_settlement", 20).state
    away = next(e for e in range(D.NUM_EDGES) if 20 not in D.EDGE_NODES[e])
    assert refused(s, p, "place_road", away) == ("setup_road_must_touch", {})
    mine = D.NODE_EDGES[20][0]
    q = 1 - p
    s = act(act(s, p, "place_road", mine).state, q, "place_settlement", 40).state
    assert refused(s, q, "place_road", mine) == ("edge_taken", {})


def test_the_domestic_offer_refusals_carry_no_parameters() -> None:
    """Rulings: no like-for-like, no gifts, no asking for more than the others hold;
    an offer is never sent to the offerer himself."""
    s = hand(hand(blank(3), 0, wool=2), 1, ore=1)
    s = compose_offer(s, {"wool": 1}, {})
    assert refused(s, 0, "offer_get", "wool") == ("like_for_like", {})
    assert refused(s, 0, "offer_send", 1) == ("no_gift", {})
    s = act(s, 0, "offer_get", "ore").state
    assert refused(s, 0, "offer_get", "ore") == ("ask_too_many", {})
    assert refused(s, 0, "offer_give", "ore") == ("like_for_like", {})
    assert refused(s, 0, "offer_send", 0) == ("bad_argument", {})
    assert refused(s, 0, "offer_send", 3) == ("bad_argument", {})
    assert refused(s, 0, "offer_send", 2) == ("ask_too_many", {})  # player 2 holds no card


# --- events whose key was named elsewhere but whose parameters no test checked ------------------
def test_the_second_set_up_settlement_announces_each_resource_it_yields() -> None:
    """Seed: "A második falu után minden játékos nyersanyag kártyákat kap: az összes
    környező szárazföld után egy, annak megfelelő típusút"."""
    s = rules.setup(GameConfig(4, {"layout": "beginner"}), 3)
    node = next(
        n
        for n in range(D.NUM_NODES)
        if len({s.terrain[h] for h in D.NODE_HEXES[n]}) == 2 and len(D.NODE_HEXES[n]) == 3
    )  # two hexes of one terrain, one of another
    terrains = [s.terrain[h] for h in D.NODE_HEXES[node]]
    p = s.current
    second = s._replace(setup_step=4, current=p)
    t = act(second, p, "place_settlement", node)
    counts: dict[int, int] = {}
    for name in terrains:
        r = D.TERRAIN_RESOURCE[name]
        if r >= 0:
            counts[r] = counts.get(r, 0) + 1
    assert t.events == (
        Event.make("setup_settlement", player=p, node=node),
        *(
            Event.make("setup_yield", player=p, resource=D.RESOURCES[r], count=k)
            for r, k in sorted(counts.items())
        ),
    )
    assert t.state.hands[p] == tuple(counts.get(r, 0) for r in range(5))
    # the first settlement yields nothing
    assert act(s, p, "place_settlement", node).events == (
        Event.make("setup_settlement", player=p, node=node),
    )


def test_a_single_owed_player_is_told_what_he_got_of_what_he_was_owed() -> None:
    """Official exception (rules reference): a single owed player gets what the bank holds."""
    s = blank()
    h = producing_hex(s)
    r = D.TERRAIN_RESOURCE[s.terrain[h]]
    same = [x for x in range(D.NUM_HEXES) if s.numbers[x] == s.numbers[h]]
    s = s._replace(robber=next(x for x in range(D.NUM_HEXES) if x not in same))
    s = hand(put(s, 0, cities=[D.HEX_NODES[h][0]]), 3, **{D.RESOURCES[r]: 18})
    t = act(rigged(s, s.numbers[h]), 0, "roll")
    name = D.RESOURCES[r]
    assert events(t, "shortage_single") == [
        Event.make("shortage_single", player=0, resource=name, count=1, owed=2)
    ]
    assert events(t, "produce") == [] and t.state.bank[r] == 0


def test_a_win_reveals_the_hidden_victory_point_cards_and_names_the_total() -> None:
    """Seed: Victory Point cards are shown only at the end ("csak a játék végén")."""
    nodes, edges = coast_path(0, 5)
    s = put(blank(), 0, settlements=[nodes[0]], roads=edges)
    s = hand(s, 0, lumber=1, brick=1, wool=1, grain=1)._replace(points=(7, 0, 0, 0))
    s = devs(s, 0, victory_point=2)
    t = act(s, 0, "build_settlement", nodes[4])
    assert t.events == (
        Event.make("build_settlement", player=0, node=nodes[4]),
        Event.make("reveal_victory_points", player=0, count=2),
        Event.make("winner", player=0, points=10, n=10),
    )
    assert t.state.phase == OVER and t.state.winner == 0


def test_monopoly_names_each_player_robbed_and_the_count() -> None:
    """Seed: "Minden játékos köteles az összes tulajdonában levő megfelelő erőforrás
    kártyát átadni"."""
    s = devs(blank(current=1), 1, monopoly=1)
    s = hand(hand(hand(s, 0, ore=2), 2, ore=3, wool=1), 3, wool=2)
    t = act(s, 1, "play_monopoly", "ore")
    assert t.events == (
        Event.make("play_monopoly", player=1, resource="ore"),
        Event.make("monopoly_take", player=1, victim_player=2, resource="ore", count=3),
        Event.make("monopoly_take", player=1, victim_player=0, resource="ore", count=2),
    )
    assert [h[4] for h in t.state.hands] == [0, 5, 0, 0]


def test_year_of_plenty_names_each_card_taken() -> None:
    """Seed: "Találmány: ... kapsz két általad választott erőforráskártyát"."""
    s = devs(blank(), 0, year_of_plenty=1)
    t = act(s, 0, "play_year_of_plenty")
    assert t.events == (Event.make("play_year_of_plenty", player=0),)
    t = act(t.state, 0, "take_resource", "brick")
    assert t.events == (Event.make("take_resource", player=0, resource="brick"),)
    t = act(t.state, 0, "take_resource", "ore")
    assert t.events == (Event.make("take_resource", player=0, resource="ore"),)
    assert t.state.hands[0] == (0, 1, 0, 0, 1) and t.state.phase == MAIN


def test_road_building_is_announced_when_played() -> None:
    nodes, edges = coast_path(0, 1)
    s = devs(put(blank(), 0, settlements=[nodes[0]], roads=edges), 0, road_building=1)
    assert act(s, 0, "play_road_building").events == (Event.make("play_road_building", player=0),)


def test_each_piece_built_is_announced_with_its_place() -> None:
    nodes, edges = coast_path(0, 3)
    s = put(blank(), 0, settlements=[nodes[0]], roads=edges[:2])
    s = hand(s, 0, lumber=2, brick=2, wool=1, grain=3, ore=3)
    t = act(s, 0, "build_road", edges[2])
    assert t.events == (Event.make("build_road", player=0, edge=edges[2]),)
    t = act(t.state, 0, "build_settlement", nodes[2])
    assert t.events == (Event.make("build_settlement", player=0, node=nodes[2]),)
    t = act(t.state, 0, "build_city", nodes[0])
    assert t.events == (Event.make("build_city", player=0, node=nodes[0]),)
    assert t.state.points[0] == 3 and t.state.hands[0] == (0, 0, 0, 0, 0)


def test_an_offer_names_its_target_and_each_card_given_and_asked() -> None:
    s = hand(hand(hand(blank(3), 0, wool=2, grain=1), 1, ore=2), 2, ore=1)
    composed = compose_offer(s, {"wool": 2, "grain": 1}, {"ore": 1})
    t = act(composed, 0, "offer_send", 1)
    assert t.events == (
        Event.make("offer_sent", player=0, target_player=1),
        Event.make("offer_gives", player=0, resource="wool", count=2),
        Event.make("offer_gives", player=0, resource="grain", count=1),
        Event.make("offer_asks", player=0, resource="ore", count=1),
    )
    t = act(composed, 0, "offer_send_all")
    assert t.events[0] == Event.make("offer_sent_all", player=0)
    assert t.state.offer is not None and t.state.offer.target == -1  # -1: every other player
    accepted = act(t.state, 1, "offer_accept")
    assert accepted.events == (Event.make("offer_accepted", player=1),)
    declined = act(accepted.state, 2, "offer_decline")
    assert declined.events == (Event.make("offer_declined", player=2),)
    assert declined.state.phase == CONFIRM
    nobody = act(act(t.state, 1, "offer_decline").state, 2, "offer_decline")
    assert nobody.events == (
        Event.make("offer_declined", player=2),
        Event.make("offer_rejected", player=0),
    )
    assert nobody.state.phase == MAIN and nobody.state.offer is None


@pytest.mark.parametrize("total", [2, 7, 12])
def test_the_roll_names_both_dice_and_their_total(total: int) -> None:
    s = blank(current=1)
    t = act(rigged(s, total)._replace(current=1), 1, "roll")
    d1, d2 = t.state.dice
    assert d1 + d2 == total and 1 <= d1 <= 6 and 1 <= d2 <= 6
    assert t.events[0] == Event.make("roll", player=1, die1=d1, die2=d2, total=total)


# --- survivors of a mutmut run over the refusal explanations (see the report) --------------------
def test_a_step_taken_in_the_wrong_phase_is_not_now_not_the_refusal_of_that_step() -> None:
    """Each step's own refusal is given only in its own phase."""
    s = blank()
    h = producing_hex(s)
    s = put(put(s, 1, settlements=[D.HEX_NODES[h][0]]), 2, settlements=[D.HEX_NODES[h][3]])
    stealing = hand(hand(s, 1, wool=1), 2, ore=1)._replace(robber=h, phase=STEAL)
    assert refused(stealing, 0, "end_turn") == ("not_now", {})
    assert refused(s, 0, "steal", 1) == ("not_now", {})  # no steal in the main step
    answering = _answered({})
    assert answering.phase == ANSWER and rules.to_move(answering) == 1
    assert refused(answering, 1, "end_turn") == ("not_now", {})


def test_year_of_plenty_never_takes_a_card_the_bank_lacks() -> None:
    s = devs(hand(blank(), 2, brick=D.CARDS_PER_RESOURCE), 0, year_of_plenty=1)
    s = act(s, 0, "play_year_of_plenty").state
    assert ("brick",) not in legal_args(s, "take_resource")
    assert refused(s, 0, "take_resource", "brick") == ("bank_empty", {"resource": "brick"})


def test_an_offer_to_all_with_nothing_given_is_no_gift() -> None:
    s = compose_offer(hand(hand(blank(3), 0, wool=2), 1, ore=1), {}, {"ore": 1})
    assert refused(s, 0, "offer_send_all") == ("no_gift", {})


def test_the_missing_cards_of_a_settlement_are_counted_exactly() -> None:
    """Seed: "Falu: 1 kő + 1 fa + 1 gyapjú + 1 búza"."""
    nodes, edges = coast_path(0, 2)
    s = hand(put(blank(), 0, settlements=[nodes[0]], roads=edges), 0, lumber=1, grain=2)
    assert refused(s, 0, "build_settlement", nodes[2]) == (
        "cannot_afford",
        {
            "cost": (("lumber", 1), ("brick", 1), ("wool", 1), ("grain", 1)),
            "missing": (("brick", 1), ("wool", 1)),
        },
    )


def test_nothing_is_asked_for_while_the_only_card_held_is_the_one_asked() -> None:
    """Ruling: while nothing is given yet, something held must stay givable."""
    s = compose_offer(hand(hand(blank(), 0, wool=2), 1, wool=1, ore=1), {}, {})
    assert ("wool",) not in legal_args(s, "offer_get")
    assert refused(s, 0, "offer_get", "wool") == ("no_gift", {})


def test_an_offer_asks_in_all_for_less_than_the_largest_other_hand() -> None:
    """Ruling: in all at most as many cards as the largest other hand holds (here 2),
    even though a third ore lies in the other hands."""
    s = hand(hand(hand(blank(3), 0, wool=3), 1, ore=1, brick=1), 2, ore=1)
    s = compose_offer(s, {"wool": 1}, {"ore": 1})
    assert ("ore",) in legal_args(s, "offer_get")
    s = act(s, 0, "offer_get", "brick").state
    assert legal_args(s, "offer_get") == []
    assert refused(s, 0, "offer_get", "ore") == ("ask_too_many", {})


def test_an_offer_asks_per_resource_at_most_what_the_others_hold() -> None:
    """Ruling: per resource at most 19 minus the bank minus one's own cards (here 1 ore)."""
    s = hand(hand(blank(3), 0, wool=1, ore=1), 1, ore=1, brick=3)
    s = compose_offer(s, {"wool": 1}, {"ore": 1})
    assert s.bank[D.RESOURCE_INDEX["ore"]] == 17
    assert ("ore",) not in legal_args(s, "offer_get")
    assert ("brick",) in legal_args(s, "offer_get")
    assert refused(s, 0, "offer_get", "ore") == ("ask_too_many", {})


def test_nothing_is_given_that_would_leave_nothing_to_ask_for() -> None:
    """Ruling: while nothing is asked for yet, something must stay askable: the others
    hold only wool, so giving wool would leave nothing to trade for."""
    s = compose_offer(hand(hand(blank(), 0, wool=2, ore=1), 1, wool=2), {}, {})
    assert legal_args(s, "offer_give") == [("ore",)]
    assert refused(s, 0, "offer_give", "wool") == ("no_gift", {})


# --- survivors of a mutmut run over the handlers that announce events --------------------------
def test_after_a_seven_and_the_robber_the_turn_goes_on_in_the_main_step() -> None:
    """Seed: after a 7 the robber is moved, then the turn goes on (trade and build)."""
    s = rigged(blank(), 7)
    t = act(s, 0, "roll")
    assert t.state.rolled is True and t.state.phase == ROBBER
    t = act(t.state, 0, "move_robber", producing_hex(s))
    assert t.state.phase == MAIN and t.state.rolled is True


def test_a_knight_before_the_roll_leaves_the_roll_to_do() -> None:
    """Seed: a development card may be played before rolling; the roll still follows."""
    s = devs(blank(current=3), 0, knight=1)
    t = act(s, 3, "end_turn")
    assert (t.state.current, t.state.phase, t.state.rolled) == (0, ROLL, False)
    assert t.state.dev_played is False and t.state.offers_made == 0
    t = act(t.state, 0, "play_knight")
    t = act(t.state, 0, "move_robber", producing_hex(s))
    assert t.state.phase == ROLL and kinds_of(t.state) == ["roll"]


def kinds_of(s: CatanState) -> list[str]:
    return sorted({a.kind for a in rules.legal_actions(s)})


def test_a_new_turn_starts_with_no_offers_made_and_no_card_played() -> None:
    s = blank(current=3)._replace(offers_made=D.MAX_OFFERS_PER_TURN, dev_played=True)
    t = act(s, 3, "end_turn")
    assert t.state.offers_made == 0 and t.state.dev_played is False
    nxt = hand(hand(t.state._replace(phase=MAIN, rolled=True), 0, wool=1), 1, ore=1)
    assert "offer_start" in {a.kind for a in rules.legal_actions(nxt)}


def test_year_of_plenty_before_the_roll_returns_to_the_roll() -> None:
    s = devs(blank()._replace(phase=ROLL, rolled=False), 0, year_of_plenty=1)
    s = act(s, 0, "play_year_of_plenty").state
    s = act(act(s, 0, "take_resource", "wool").state, 0, "take_resource", "ore").state
    assert s.phase == ROLL and s.plenty_left == 0 and s.hands[0] == (0, 0, 1, 0, 1)


def test_year_of_plenty_ends_when_the_bank_runs_dry_after_one_card() -> None:
    """Ruling: Year of Plenty ends early when the bank runs dry."""
    s = full_bank_elsewhere(blank())
    s = hand(s, 3, ore=18)  # the bank holds one ore, nothing else
    s = act(devs(s, 0, year_of_plenty=1), 0, "play_year_of_plenty").state
    t = act(s, 0, "take_resource", "ore")
    assert t.state.phase == MAIN and t.state.plenty_left == 0
    assert rules.view(t.state, 0)["plenty_left"] == 0 and t.state.bank == (0, 0, 0, 0, 0)


def test_the_robber_blocks_only_its_own_hex_of_the_rolled_number() -> None:
    """Seed: the hex under the robber produces nothing; the other hex of its number does."""
    s = blank()
    number = next(
        k for k in range(2, 13) if len([h for h in range(D.NUM_HEXES) if s.numbers[h] == k]) == 2
    )
    first, second = [h for h in range(D.NUM_HEXES) if s.numbers[h] == number]
    node = next(n for n in D.HEX_NODES[second] if n not in D.HEX_NODES[first])
    s = put(s, 0, settlements=[node])._replace(robber=first)
    r = D.TERRAIN_RESOURCE[s.terrain[second]]
    t = act(rigged(s, number), 0, "roll")
    assert events(t, "produce") == [
        Event.make("produce", player=0, resource=D.RESOURCES[r], count=1)
    ]


def test_one_player_s_buildings_on_a_hex_produce_together() -> None:
    """Seed: one card per settlement, two per city: a city and a settlement of one
    player at one hex bring three cards, announced once."""
    s = blank()
    h = producing_hex(s)
    same = [x for x in range(D.NUM_HEXES) if s.numbers[x] == s.numbers[h]]
    s = s._replace(robber=next(x for x in range(D.NUM_HEXES) if x not in same))
    s = put(s, 1, cities=[D.HEX_NODES[h][0]], settlements=[D.HEX_NODES[h][3]])
    r = D.TERRAIN_RESOURCE[s.terrain[h]]
    t = act(rigged(s, s.numbers[h])._replace(current=0), 0, "roll")
    assert events(t, "produce") == [
        Event.make("produce", player=1, resource=D.RESOURCES[r], count=3)
    ]


def test_an_offer_to_the_first_seat_asks_only_that_seat() -> None:
    s = hand(hand(hand(blank(3, current=2), 2, wool=1), 0, ore=1), 1, ore=1)
    s = act(s, 2, "offer_start").state
    s = act(act(s, 2, "offer_give", "wool").state, 2, "offer_get", "ore").state
    t = act(s, 2, "offer_send", 0)
    assert t.events[0] == Event.make("offer_sent", player=2, target_player=0)
    assert t.state.offer is not None and t.state.offer.target == 0
    assert rules.view(t.state, None)["offer"]["answers"] == [0, -1, -1]
    assert rules.to_move(t.state) == 0
    sent_to_one = act(s, 2, "offer_send", 1).state
    assert sent_to_one.offer is not None and sent_to_one.offer.target == 1


def test_a_set_up_road_clears_the_settlement_it_joined() -> None:
    s = rules.setup(GameConfig(2), 3)
    p = s.first_player
    s = act(s, p, "place_settlement", 20).state
    assert s.anchor == 20 and rules.view(s, None)["setup_anchor"] == 20
    s = act(s, p, "place_road", D.NODE_EDGES[20][0]).state
    assert s.anchor == -1 and rules.view(s, None)["setup_anchor"] == -1


def test_road_building_before_the_roll_returns_to_the_roll() -> None:
    nodes, edges = coast_path(0, 3)
    s = put(blank(), 0, settlements=[nodes[0]], roads=edges[:1])
    s = devs(s, 0, road_building=1)._replace(phase=ROLL, rolled=False)
    s = act(s, 0, "play_road_building").state
    s = act(act(s, 0, "place_road", edges[1]).state, 0, "place_road", edges[2]).state
    assert s.phase == ROLL and s.free_roads == 0


def test_road_building_ends_when_no_place_is_left_for_the_second_road() -> None:
    """Ruling: Road Building places what fits (a hand-made dead end: one free edge)."""
    a = next(n for n in range(D.NUM_NODES) if len(D.NODE_LINKS[n]) == 2)
    (e_ab, _), (e_ac, c) = D.NODE_LINKS[a]
    s = put(blank(), 0, settlements=[a])
    s = put(s, 1, roads=[e_ab, *(e for e, other in D.NODE_LINKS[c] if other != a)])
    s = act(devs(s, 0, road_building=1), 0, "play_road_building").state
    assert s.free_roads == 2 and legal_args(s, "place_road") == [(e_ac,)]
    t = act(s, 0, "place_road", e_ac)
    assert t.state.phase == MAIN and t.state.free_roads == 0
    assert t.state.roads_left[0] == D.ROADS_PER_PLAYER - 1


@pytest.mark.parametrize(("bank_left", "got"), [(1, 1), (2, 2), (3, 2)])
def test_the_set_up_yield_takes_only_what_the_bank_holds(bank_left: int, got: int) -> None:
    """Two hexes of one terrain at the second settlement: two cards owed; a bank holding
    one gives one (hand-made shortage: the bank never runs this low in a real set-up)."""
    s = rules.setup(GameConfig(4, {"layout": "beginner"}), 3)
    node, r = next(
        (n, D.TERRAIN_RESOURCE[t])
        for n in range(D.NUM_NODES)
        for t in {s.terrain[h] for h in D.NODE_HEXES[n]}
        if [s.terrain[h] for h in D.NODE_HEXES[n]].count(t) == 2 and t != "desert"
    )
    p = s.current
    other = (p + 1) % 4
    s = hand(s, other, **{D.RESOURCES[r]: D.CARDS_PER_RESOURCE - bank_left})
    t = act(s._replace(setup_step=4, current=p), p, "place_settlement", node)
    assert t.state.hands[p][r] == got and t.state.bank[r] == bank_left - got
    assert Event.make("setup_yield", player=p, resource=D.RESOURCES[r], count=got) in t.events


def test_a_new_offer_has_no_target_nor_answers_and_lists_players_from_the_next_one() -> None:
    """Seed 003 trade with other players: the player on turn names what he gives and
    asks, then whom he asks; the seats are offered in turn order from his left."""
    s = blank(4, current=1)
    for q, res in ((0, "ore"), (1, "wool"), (2, "ore"), (3, "ore")):
        s = hand(s, q, **{res: 2})
    s = act(s, 1, "offer_start").state
    assert s.offer is not None and s.offer.target == -1
    assert s.offer.answers == (NOT_ASKED,) * 4
    s = act(act(s, 1, "offer_give", "wool").state, 1, "offer_get", "ore").state
    assert legal_args(s, "offer_send") == [(2,), (3,), (0,)]


def test_nothing_given_yet_a_resource_is_asked_for_at_most_as_often_as_others_hold_it() -> None:
    """Nobody can be asked for cards the other players do not hold (their count is
    public); the limit holds while nothing is given yet, too."""
    s = hand(hand(hand(blank(3), 0, wool=2), 1, ore=1), 2, grain=3)
    s = act(act(s, 0, "offer_start").state, 0, "offer_get", "ore").state
    assert legal_args(s, "offer_get") == [("grain",)]  # one ore is all the others hold
    assert refused(s, 0, "offer_get", "ore")[0] != "bad_argument"
