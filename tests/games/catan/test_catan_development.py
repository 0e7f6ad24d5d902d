"""Development cards (seed 003_0ee0ca23d30f52bb.txt "Szerencsekártya"; rules data §3.2)."""

from __future__ import annotations

import pytest

from elasund_desktop.engine.rules import IllegalAction
from elasund_desktop.games.catan import data as D  # noqa: N812
from elasund_desktop.games.catan.rules import MAIN, ROAD_BUILDING, ROLL, YEAR_OF_PLENTY

from .catan_helpers import act, blank, coast_path, devs, events_of, hand, kinds, put, rules


def test_dev_card_not_playable_in_the_turn_bought() -> None:
    """Seed: a card drawn cannot be used at once, only from the next turn."""
    s = devs(blank(), 0, new=True, knight=1, monopoly=1)
    assert "play_knight" not in kinds(s) and "play_monopoly" not in kinds(s)
    with pytest.raises(IllegalAction) as err:
        act(s, 0, "play_knight")
    assert err.value.reason_key == "card_bought_this_turn"
    # an older copy of the same card can be played
    s2 = devs(s, 0, knight=1)
    assert "play_knight" in kinds(s2)
    # next turn it is playable
    s3 = act(s, 0, "end_turn").state
    s3 = s3._replace(current=0)
    assert "play_knight" in kinds(s3)


def test_buying_draws_a_card_and_pays() -> None:
    s = hand(blank(), 0, wool=1, grain=1, ore=1)
    t = act(s, 0, "buy_development")
    assert sum(t.state.hands[0]) == 0
    assert sum(t.state.dev_hands[0]) == 1 and sum(t.state.dev_new) == 1
    assert sum(t.state.dev_deck) == 24
    assert events_of(t, "buy_development")[0]["card"] in D.DEV_CARDS


def test_only_one_dev_card_per_turn() -> None:
    """Seed: one development card per turn (victory points aside)."""
    s = devs(blank(), 0, knight=2, year_of_plenty=1)
    s = act(s, 0, "play_knight").state
    s = act(s, 0, "move_robber", next(h for h in range(19) if h != s.robber)).state
    assert s.phase == MAIN
    assert not {"play_knight", "play_year_of_plenty"} & set(kinds(s))
    with pytest.raises(IllegalAction) as err:
        act(s, 0, "play_year_of_plenty")
    assert err.value.reason_key == "card_already_played"


def test_dev_card_playable_before_the_roll() -> None:
    s = devs(blank()._replace(phase=ROLL, rolled=False), 0, monopoly=1)
    assert "play_monopoly" in kinds(s)
    t = act(s, 0, "play_monopoly", "ore")
    assert t.state.phase == ROLL


def test_monopoly_takes_every_card_of_the_named_resource() -> None:
    s = devs(blank(), 0, monopoly=1)
    s = hand(s, 0, ore=1)
    s = hand(s, 1, ore=3, wool=1)
    s = hand(s, 2, wool=2)
    s = hand(s, 3, ore=1)
    t = act(s, 0, "play_monopoly", "ore")
    assert [h[4] for h in t.state.hands] == [5, 0, 0, 0]
    assert t.state.hands[1][2] == 1
    assert t.state.bank == s.bank
    assert [e["count"] for e in events_of(t, "monopoly_take")] == [3, 1]


def test_year_of_plenty_takes_two_chosen_resources() -> None:
    s = devs(blank(), 0, year_of_plenty=1)
    s = act(s, 0, "play_year_of_plenty").state
    assert s.phase == YEAR_OF_PLENTY
    s = act(s, 0, "take_resource", "brick").state
    assert s.phase == YEAR_OF_PLENTY
    s = act(s, 0, "take_resource", "brick").state
    assert s.phase == MAIN and s.hands[0] == (0, 2, 0, 0, 0)


def test_year_of_plenty_only_what_the_bank_has() -> None:
    s = devs(blank(), 0, year_of_plenty=1)
    for p, r in enumerate(("lumber", "brick", "wool")):
        s = hand(s, p + 1, **{r: 19})
    s = hand(s, 0, grain=19, ore=18)  # the bank holds just 1 ore
    s = act(s, 0, "play_year_of_plenty").state
    assert [a.args for a in rules.legal_actions(s)] == [("ore",)]
    s = act(s, 0, "take_resource", "ore").state
    assert s.phase == MAIN  # the bank is empty: the card ends early


def test_road_building_places_two_free_roads() -> None:
    nodes, edges = coast_path(0, 1)
    s = put(blank(), 0, settlements=[nodes[0]], roads=edges)
    s = devs(s, 0, road_building=1)
    s = act(s, 0, "play_road_building").state
    assert s.phase == ROAD_BUILDING
    _, more = coast_path(0, 3)
    s = act(s, 0, "place_road", more[1]).state
    assert s.phase == ROAD_BUILDING
    s = act(s, 0, "place_road", more[2]).state
    assert s.phase == MAIN and s.roads_left[0] == 12 and sum(s.hands[0]) == 0


def test_road_building_with_one_piece_left_places_one() -> None:
    nodes, edges = coast_path(0, 14)
    s = put(blank(), 0, settlements=[nodes[0]], roads=edges)
    s = devs(s, 0, road_building=1)
    assert s.roads_left[0] == 1
    s = act(s, 0, "play_road_building").state
    s = act(s, 0, "place_road", rules.legal_actions(s)[0].args[0]).state
    assert s.phase == MAIN and s.roads_left[0] == 0


def test_victory_point_cards_are_never_played() -> None:
    s = devs(blank(), 0, victory_point=2)
    assert not [k for k in kinds(s) if "victory" in k]


def test_monopoly_reveals_cards_so_it_is_an_undo_barrier() -> None:
    """Monopoly shows what the others held; like a roll it cannot be taken back."""
    s = devs(blank(), 0, monopoly=1)
    s = hand(s, 1, ore=3)
    t = act(s, 0, "play_monopoly", "ore")
    assert t.barrier
    plain = act(hand(blank(), 0, lumber=1, brick=1), 0, "end_turn")
    assert not plain.barrier


def test_road_building_with_no_road_piece_left_is_used_up_without_free_roads() -> None:
    """Rules data §3.2: Road Building places up to two roads from the player's supply;
    with none left the card is spent and the turn goes on."""
    nodes, edges = coast_path(0, 15)
    s = put(blank(), 0, settlements=[nodes[0]], roads=edges)
    s = devs(s, 0, road_building=1)
    assert s.roads_left[0] == 0
    t = act(s, 0, "play_road_building")
    assert (t.state.phase, t.state.free_roads) == (MAIN, 0)
    assert t.state.dev_hands[0][D.ROAD_BUILDING] == 0 and t.state.played[D.ROAD_BUILDING] == 1
