"""Set-up, phase 1 (cards), phase 2 (secret counter), phase 3 (open counters), views.

Seed sentences (shared/seeds/002_1b63b8ecaa8fd933.txt) are quoted in English in the docstrings.
"""

from __future__ import annotations

import pytest

from elasund_desktop.engine.rules import Action, IllegalAction
from elasund_desktop.games.elfenland import data as D  # noqa: N812
from elasund_desktop.games.elfenland import rules as R  # noqa: N812

from .helpers import RULES, act, kind, new_game


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_boots_start_in_elvenhold_and_every_town_holds_one_piece_per_player(players: int) -> None:
    """'All boots are placed in the capital Elvenhold, the pieces one in every town.'"""
    s = new_game(players)
    assert s.boots == (D.CAPITAL,) * players
    assert s.collected == (0,) * players
    assert RULES.scores(s) == (0,) * players
    view = RULES.view(s, None)
    assert all(info["pieces"] == 0 for info in view["players"])


@pytest.mark.parametrize("players", [2, 6])
def test_each_player_is_dealt_8_travel_cards_and_holds_one_obstacle(players: int) -> None:
    """'Every player gets 8 travel cards'; 'every player also gets 1 obstacle counter'."""
    s = new_game(players)
    assert all(sum(h) == D.HAND_SIZE for h in s.hands)
    assert sum(s.supply) == 72 - 8 * players
    assert s.obstacle == (True,) * players and s.obstacles_out == 0


def test_five_counters_lie_face_up_and_the_obstacles_are_not_in_the_pile() -> None:
    """'5 transport counters are laid face up'; obstacles kept apart (rules-data §8.1)."""
    s = new_game(4)
    assert len(s.row) == D.FACE_UP_ROW
    assert sum(s.pile) + len(s.row) == D.TOTAL_COUNTERS
    assert len(s.pile) == D.NUM_TRANSPORTS  # six transport kinds, no obstacle kind


def test_starting_player_is_drawn_at_random() -> None:
    firsts = {new_game(5, seed).first_player for seed in range(40)}
    assert firsts == {0, 1, 2, 3, 4}


def test_phase_2_each_player_takes_one_counter_face_down_in_turn_order() -> None:
    """'Starting with the first player, each takes one counter from the pile, face down.'"""
    s = new_game(3)
    first = s.first_player
    order = []
    for _ in range(3):
        assert RULES.legal_actions(s) == [Action(s.current, "draw_secret", ())]
        order.append(s.current)
        s = act(s, s.current, "draw_secret")
    assert order == [first, (first + 1) % 3, (first + 2) % 3]
    assert all(len(sec) == 1 for sec in s.secret)
    assert sum(s.pile) == 48 - 5 - 3
    assert s.phase == R.DRAW_COUNTERS and s.current == first


def test_a_secret_counter_is_hidden_from_the_others() -> None:
    s = new_game(3)
    p = s.current
    s = act(s, p, "draw_secret")
    mine = RULES.view(s, p)["players"][p]
    theirs = RULES.view(s, (p + 1) % 3)["players"][p]
    assert mine["secret"] == [D.TRANSPORTS[s.secret[p][0]]]
    assert "secret" not in theirs and theirs["secret_count"] == 1
    assert "cards" not in theirs and theirs["card_count"] == 8


def test_phase_3_three_passes_from_the_row_or_blind_and_the_row_is_refilled() -> None:
    """'Each takes a counter from the pile or the open row, face up ... 1 closed and 3 open'."""
    s = new_game(2)
    for _ in range(2):
        s = act(s, s.current, "draw_secret")
    p = s.current
    taken = s.row[2]
    s2 = act(s, p, "take_counter", 2)
    assert taken in s2.shown[p]
    assert len(s2.row) == 5 and sum(s2.pile) == sum(s.pile) - 1
    s3 = act(s2, s2.current, "take_blind")
    assert len(s3.shown[s2.current]) == 1 and s3.row == s2.row
    for _ in range(4):
        s3 = act(s3, s3.current, "take_blind")
    assert s3.phase == R.PLAN
    assert all(len(x) == 3 for x in s3.shown) and all(len(x) == 1 for x in s3.secret)


def test_no_passing_while_drawing_counters() -> None:
    s = new_game(2)
    for _ in range(2):
        s = act(s, s.current, "draw_secret")
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action(s.current, "pass", ()))
    assert err.value.reason_key == "not_now"


def test_a_move_out_of_turn_is_refused_with_whose_turn_it_is() -> None:
    s = new_game(3)
    other = (s.current + 1) % 3
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action(other, "draw_secret", ()))
    assert err.value.reason_key == "not_your_turn" and err.value.params["player"] == s.current


def test_view_is_public_about_the_row_board_and_counts_only() -> None:
    s = new_game(4)
    view = RULES.view(s, None)
    assert view["row"] == [D.TRANSPORTS[k] for k in s.row]
    assert view["pile_count"] == 43 and view["deck_count"] == 72 - 32
    assert all("cards" not in p for p in view["players"])
    assert "pile" not in view and "supply" not in view


def test_secret_counter_event_is_private() -> None:
    s = new_game(3)
    p = s.current
    tr = RULES.apply(s, Action(p, "draw_secret", ()))
    from elasund_desktop.games.elfenland import texts

    (event,) = tr.events
    assert event.key in texts.PRIVATE_EVENTS
    assert event.as_dict()["transport"] == D.TRANSPORTS[tr.state.secret[p][0]]
    assert kind(event.as_dict()["transport"]) in tr.state.secret[p]


def test_a_new_game_has_no_turn_completed() -> None:
    """The turn count (the statistics' time axis) counts finished moving turns: none yet."""
    s = new_game(3)
    assert s.turn == 0 and RULES.turn_number(s) == 0


def test_the_last_counter_of_the_pile_is_the_one_drawn() -> None:
    """A face-down counter comes from the pile: with one dragon left and no other
    counter, the draw gives that dragon (an empty kind is never drawn)."""
    s = new_game(2)
    pile = tuple(1 if k == kind("dragon") else 0 for k in range(D.NUM_TRANSPORTS))
    s = s._replace(pile=pile, phase=R.DRAW_SECRET)
    after = act(s, s.current, "draw_secret")
    assert after.secret[s.current] == (kind("dragon"),) and sum(after.pile) == 0
