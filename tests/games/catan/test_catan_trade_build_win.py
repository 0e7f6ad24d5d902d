"""Trade, building limits and winning.

Seed 003_0ee0ca23d30f52bb.txt: "Kereskedelem" (only with the player on turn; 4:1,
3:1, 2:1 harbours), "Építkezés" (costs, connections, pieces) and "A játék vége"
(10 points on one's own turn); no gifts / like-for-like from rules data §3.2.
"""

from __future__ import annotations

import pytest

from elasund_desktop.engine.rules import IllegalAction
from elasund_desktop.games.catan import data as D  # noqa: N812
from elasund_desktop.games.catan.rules import ANSWER, CONFIRM, MAIN, OFFER, OVER, ROLL, CatanState

from .catan_helpers import (
    act,
    blank,
    coast_path,
    compose_offer,
    devs,
    events_of,
    hand,
    kinds,
    legal_args,
    put,
    refresh,
    rules,
)


def harbour_node(s: CatanState, kind: str) -> int:
    slot = s.harbours.index(kind)
    return D.HARBOUR_NODES[slot][0]


def test_harbour_rates_all_offered() -> None:
    """Seed: 4:1 always, 3:1 at a generic harbour, 2:1 at the matching one; every rate offered."""
    s = blank()
    s = put(s, 0, settlements=[harbour_node(s, "generic"), harbour_node(s, "wool")])
    s = hand(s, 0, wool=4, ore=4, grain=1)
    offered = legal_args(s, "bank_trade")
    assert ("wool", 4) in offered and ("wool", 3) in offered and ("wool", 2) in offered
    assert ("ore", 4) in offered and ("ore", 3) in offered and ("ore", 2) not in offered
    assert not [a for a in offered if a[0] == "grain"]
    t = act(s, 0, "bank_trade", "wool", 2)
    assert ("wool",) not in legal_args(t.state, "bank_take")
    t = act(t.state, 0, "bank_take", "brick")
    assert t.state.hands[0] == (0, 1, 2, 1, 4) and t.state.phase == MAIN
    without = hand(blank(), 0, wool=4)
    assert legal_args(without, "bank_trade") == [("wool", 4)]
    with pytest.raises(IllegalAction) as err:
        act(without, 0, "bank_trade", "wool", 3)
    assert err.value.reason_key == "rate_not_available"



def test_domestic_trade_no_gifts() -> None:
    """Rules data: no giving cards away; both sides give at least one card."""
    s = hand(hand(blank(), 0, wool=2), 1, ore=2)
    only_give = compose_offer(s, {"wool": 1}, {})
    assert not {"offer_send", "offer_send_all"} & set(kinds(only_give))
    with pytest.raises(IllegalAction) as err:
        act(only_give, 0, "offer_send", 1)
    assert err.value.reason_key == "no_gift"
    only_get = compose_offer(s, {}, {"ore": 1})
    assert not {"offer_send", "offer_send_all"} & set(kinds(only_get))


def test_domestic_trade_no_like_for_like() -> None:
    s = hand(hand(blank(), 0, wool=2), 1, wool=2, ore=1)
    s = compose_offer(s, {"wool": 1}, {})
    assert ("wool",) not in legal_args(s, "offer_get")
    with pytest.raises(IllegalAction) as err:
        act(s, 0, "offer_get", "wool")
    assert err.value.reason_key == "like_for_like"


def test_domestic_trade_only_with_the_player_on_turn() -> None:
    """Seed: the others may trade only with the player on turn, never among themselves."""
    s = hand(hand(hand(blank(), 0, wool=2), 1, ore=2), 2, ore=1)
    s = compose_offer(s, {"wool": 2}, {"ore": 1})
    assert s.phase == OFFER
    s = act(s, 0, "offer_send_all").state
    assert s.phase == ANSWER
    assert rules.to_move(s) == 1
    assert kinds(s) == ["offer_accept", "offer_decline"]
    s = act(s, 1, "offer_accept").state
    assert rules.to_move(s) == 2
    s = act(s, 2, "offer_accept").state
    assert rules.to_move(s) == 3
    assert kinds(s) == ["offer_decline"]  # player 3 has no ore
    s = act(s, 3, "offer_decline").state
    assert s.phase == CONFIRM and rules.to_move(s) == 0
    assert legal_args(s, "offer_confirm") == [(1,), (2,)]
    t = act(s, 0, "offer_confirm", 2)
    assert t.state.hands[0] == (0, 0, 0, 0, 1) and t.state.hands[2] == (0, 0, 2, 0, 0)
    assert t.state.phase == MAIN and t.state.offer is None
    # players not on turn never get trade actions of their own
    for q in (1, 2, 3):
        assert all(a.player == 0 for a in rules.legal_actions(t.state._replace(current=0)))
        assert q != rules.to_move(t.state)


def test_domestic_offer_asks_only_for_cards_the_others_hold() -> None:
    """Public counts (19 - bank - own hand) bound what can be asked for."""
    s = hand(hand(blank(), 0, wool=2), 1, ore=2)
    s = compose_offer(s, {"wool": 1}, {})
    assert legal_args(s, "offer_get") == [("ore",)]
    s = act(act(s, 0, "offer_get", "ore").state, 0, "offer_get", "ore").state
    assert legal_args(s, "offer_get") == []
    with pytest.raises(IllegalAction) as err:
        act(s, 0, "offer_get", "ore")
    assert err.value.reason_key == "ask_too_many"
    alone = hand(hand(blank(), 0, wool=2), 1, wool=1)
    assert "offer_start" not in kinds(alone)  # only like-for-like would be possible


def test_domestic_offer_declined_by_all_closes_itself() -> None:
    s = hand(hand(blank(3), 0, wool=1), 1, ore=1)
    s = compose_offer(s, {"wool": 1}, {"ore": 1})
    s = act(s, 0, "offer_send", 1).state
    t = act(s, 1, "offer_decline")
    assert t.state.phase == MAIN and "offer_rejected" in [e.key for e in t.events]


def test_domestic_offer_limit_per_turn() -> None:
    s = hand(hand(blank(), 0, wool=5), 1, ore=1)
    for _ in range(D.MAX_OFFERS_PER_TURN):
        assert "offer_start" in kinds(s)
        s = compose_offer(s, {"wool": 1}, {"ore": 1})
        s = act(act(s, 0, "offer_send", 1).state, 1, "offer_decline").state
    assert "offer_start" not in kinds(s)
    with pytest.raises(IllegalAction) as err:
        act(s, 0, "offer_start")
    assert err.value.reason_key == "offer_limit"


def test_piece_limits() -> None:
    """Seed: 15 roads, 5 settlements, 4 cities per player; a city returns its settlement."""
    nodes, edges = coast_path(0, 15)
    s = put(blank(), 0, settlements=[nodes[0]], roads=edges)
    s = hand(s, 0, lumber=5, brick=5, wool=5, grain=5, ore=5)
    assert s.roads_left[0] == 0
    assert "build_road" not in kinds(s)
    with pytest.raises(IllegalAction) as err:
        act(s, 0, "build_road", D.NODE_EDGES[nodes[15]][0])
    assert err.value.reason_key in ("no_pieces", "edge_taken")
    s = refresh(s, settlements_left=(0, 5, 5, 5))._replace(settlements_left=(0, 5, 5, 5))
    assert "build_settlement" not in kinds(s)
    t = act(s, 0, "build_city", nodes[0])
    assert t.state.settlements_left[0] == 1 and t.state.cities_left[0] == 3
    assert t.state.points[0] == s.points[0] + 1
    no_city = t.state._replace(cities_left=(0, 4, 4, 4))
    no_city = put(no_city, 0, settlements=[nodes[4]])._replace(cities_left=(0, 4, 4, 4))
    assert "build_city" not in kinds(no_city)


def test_build_road_must_connect_and_not_pass_opponent() -> None:
    nodes, edges = coast_path(0, 2)
    s = put(blank(), 0, settlements=[nodes[0]], roads=edges)
    s = put(s, 1, settlements=[nodes[2]])
    s = hand(s, 0, lumber=1, brick=1)
    beyond = [e for e in D.NODE_EDGES[nodes[2]] if e not in edges]
    spots = {a[0] for a in legal_args(s, "build_road")}
    assert not spots & set(beyond)
    with pytest.raises(IllegalAction) as err:
        act(s, 0, "build_road", beyond[0])
    assert err.value.reason_key == "road_not_connected"


def test_win_at_ten_on_own_turn() -> None:
    """Seed: the game ends when the player on turn reaches 10 points."""
    nodes, edges = coast_path(0, 4)
    s = put(blank(), 0, settlements=[nodes[0]], cities=[], roads=edges)
    s = s._replace(points=(9, 0, 0, 0))
    s = hand(s, 0, lumber=1, brick=1, wool=1, grain=1)
    t = act(s, 0, "build_settlement", nodes[4])
    assert t.state.phase == OVER and rules.to_move(t.state) is None
    out = rules.outcome(t.state)
    assert out is not None and (out.winners, out.reason) == ((0,), "score")
    assert out.scores == (10, 0, 0, 0)
    assert events_of(t, "winner")[0]["player"] == 0


def test_no_win_on_another_players_turn() -> None:
    s = blank()._replace(points=(0, 10, 0, 0))
    t = act(s, 0, "end_turn")  # player 1's turn starts: he wins now
    assert t.state.phase == OVER and t.state.winner == 1
    s2 = blank()._replace(points=(0, 10, 0, 0), phase=ROLL, rolled=False)
    assert rules.outcome(s2) is None
    assert act(s2, 0, "roll").state.phase != OVER


def test_victory_point_card_bought_this_turn_wins_at_once() -> None:
    """Rules data: a VP card giving 10 points may be revealed at once."""
    s = blank()._replace(points=(9, 0, 0, 0), dev_deck=(0, 5, 0, 0, 0))
    s = hand(s, 0, wool=1, grain=1, ore=1)
    t = act(s, 0, "buy_development")
    assert t.state.phase == OVER and t.state.winner == 0
    assert rules.scores(t.state) == (10, 0, 0, 0)  # revealed at the end: public now
    out = rules.outcome(t.state)
    assert out is not None and out.scores == (10, 0, 0, 0)
    assert "reveal_victory_points" in [e.key for e in t.events]


def test_hidden_victory_points_not_in_view_or_scores() -> None:
    s = devs(blank(), 1, victory_point=2)
    assert rules.scores(s) == (0, 0, 0, 0)
    v0 = rules.view(s, 0)
    assert "development" not in v0["players"][1]
    assert v0["players"][1]["development_count"] == 2
    assert "total_points" not in v0["players"][1]
    v1 = rules.view(s, 1)
    assert v1["players"][1]["development"]["victory_point"] == 2
    assert v1["players"][1]["total_points"] == 2
