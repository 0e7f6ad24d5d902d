"""What each Catan player sees (seed 003: resource and development cards are
held hidden; only their numbers are public, Victory Point cards stay hidden
until the end). The board, the hand panel and the computer players read the
whole view, so every key and value is pinned here in an exact position."""

from __future__ import annotations

from typing import Any

from elasund_desktop.games.catan import data as D  # noqa: N812
from elasund_desktop.games.catan.rules import OVER, CatanState, Offer

from .catan_helpers import blank, devs, hand, put, rules

ZERO_DEVS = dict.fromkeys(D.DEV_CARDS, 0)


def _position() -> CatanState:
    """Red (0) on corner 0 (wool harbour), blue (1) on turn with corner 10 (grain
    harbour) and a city, cards in two hands, one card of blue's bought this turn."""
    s = put(blank(3, current=1), 0, settlements=[0], roads=[0])
    s = put(s, 1, settlements=[10], cities=[20])
    s = hand(hand(s, 1, brick=2, ore=1), 2, wool=3)
    s = devs(devs(s, 1, knight=1, victory_point=1), 1, new=True, monopoly=1)
    s = devs(s, 2, year_of_plenty=1)
    return s._replace(
        knights=(0, 2, 1), longest_road=-1, largest_army=1, turn=7, dice=(2, 5),
        played=(3, 0, 1, 0, 0), free_roads=0, plenty_left=0, offers_made=1,
        bank_give=(D.RESOURCES.index("brick"), 4), discards=(0, 0, 1),
    )


def _public(s: CatanState, q: int) -> dict[str, Any]:
    return {
        "resource_count": sum(s.hands[q]),
        "development_count": sum(s.dev_hands[q]),
        "knights": s.knights[q],
        "road_length": s.road_length[q],
        "points": s.points[q],
        "roads_left": s.roads_left[q],
        "settlements_left": s.settlements_left[q],
        "cities_left": s.cities_left[q],
        "harbours": [],
        "discard": s.discards[q],
    }


def test_the_whole_view_of_the_player_on_turn() -> None:
    s = _position()
    v = rules.view(s, 1)
    me = {
        **_public(s, 1),
        "harbours": ["grain"],  # corner 10 of the beginner map: the grain harbour
        "resources": {"lumber": 0, "brick": 2, "wool": 0, "grain": 0, "ore": 1},
        "development": {**ZERO_DEVS, "knight": 1, "victory_point": 1, "monopoly": 1},
        "development_new": {**ZERO_DEVS, "monopoly": 1},
        "total_points": s.points[1] + 1,
    }
    assert v == {
        "game": "catan",
        "me": 1,
        "num_players": 3,
        "phase": s.phase,
        "current": 1,
        "to_move": 1,
        "turn": 7,
        "first_player": 0,
        "dice": [2, 5],
        "terrain": list(s.terrain),
        "numbers": list(s.numbers),
        "harbours": list(s.harbours),
        "robber": s.robber,
        "node_owner": list(s.node_owner),
        "node_level": list(s.node_level),
        "edge_owner": list(s.edge_owner),
        "bank": dict(zip(D.RESOURCES, s.bank, strict=True)),
        "development_deck": sum(s.dev_deck),
        "development_played": {**ZERO_DEVS, "knight": 3, "road_building": 1},
        "longest_road": -1,
        "largest_army": 1,
        "players": [{**_public(s, 0), "harbours": ["wool"]}, me, _public(s, 2)],
        "setup_anchor": s.anchor,
        "free_roads": 0,
        "plenty_left": 0,
        "bank_trade": {"give": "brick", "rate": 4},
        "offer": None,
        "offers_made": 1,
        "winner": s.winner,
    }
    assert (v["players"][1]["points"], v["players"][1]["resource_count"]) == (3, 3)
    assert v["players"][2]["development_count"] == 1 and "resources" not in v["players"][2]


def test_another_player_sees_his_own_hand_but_no_new_cards_of_the_turn() -> None:
    """A player not on turn has no "bought this turn" marks to see; the others'
    hands are numbers only."""
    s = _position()
    v = rules.view(s, 2)
    assert v["me"] == 2 and "development_new" not in v["players"][2]
    assert v["players"][2]["resources"] == {"lumber": 0, "brick": 0, "wool": 3, "grain": 0, "ore": 0}
    assert v["players"][2]["total_points"] == s.points[2]
    assert "resources" not in v["players"][1] and "total_points" not in v["players"][1]
    spectator = rules.view(s, None)
    assert all("resources" not in p and "total_points" not in p for p in spectator["players"])


def test_at_the_end_everybodys_points_with_hidden_cards_are_shown() -> None:
    s = _position()._replace(phase=OVER, winner=1)
    v = rules.view(s, 0)
    assert [p["total_points"] for p in v["players"]] == [s.points[0], s.points[1] + 1, s.points[2]]
    assert v["winner"] == 1 and v["to_move"] is None


def test_an_offer_in_the_view_lists_only_what_it_gives_and_asks() -> None:
    s = _position()._replace(
        offer=Offer((0, 1, 0, 0, 0), (0, 0, 0, 0, 2), 2, (0, 0, 1), (0, 0, 0, 0, 0), (3, 3, 3)),
        bank_give=None,
    )
    v = rules.view(s, 0)
    assert v["offer"] == {"give": {"brick": 1}, "get": {"ore": 2}, "target": 2, "answers": [0, 0, 1]}
    assert v["bank_trade"] is None


def test_harbours_of_a_player_are_named_resource_first_then_generic() -> None:
    s = _position()._replace(ports=(0, 1 << D.RESOURCES.index("ore") | 1 << 5 | 1, 0))
    assert rules.view(s, 0)["players"][1]["harbours"] == ["lumber", "ore", D.GENERIC]
