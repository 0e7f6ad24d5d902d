"""Phase 6 (end of round), phase 1 of later rounds, end of game, home-town variant."""

from __future__ import annotations

import pytest

from elasund_desktop.engine.rules import Action
from elasund_desktop.games.elfenland import data as D  # noqa: N812
from elasund_desktop.games.elfenland import rules as R  # noqa: N812

from .helpers import RULES, act, hand, kind, legal_of, moving, new_game, route, town, with_hand


def _last_mover(s: R.ElfenlandState, p: int) -> R.ElfenlandState:
    """Seat `p` moves last in the round (the others have moved)."""
    return s._replace(step=s.num_players - 1, current=p, first_player=(p + 1) % s.num_players)


def test_end_of_round_keep_at_most_one_counter_the_rest_return_to_the_pile() -> None:
    """'Each player returns all his counters but one, kept face down or face up as it was.'"""
    s = moving(new_game(2), 1, "elvenhold", {"road.albaran.feodor": "dragon"}, dragon=2)
    s = _last_mover(s, 1)
    s = s._replace(
        shown=((kind("unicorn"), kind("elfcycle")), (kind("giant_pig"),)),
        secret=((kind("troll_wagon"),), ()),
    )
    pile_before = sum(s.pile)
    s = act(s, 1, "end_move")
    assert s.phase == R.KEEP and s.current == 0
    options = {a.args for a in legal_of(s, "keep_counter")}
    assert options == {("unicorn", False), ("elfcycle", False), ("troll_wagon", True)}
    s = act(s, 0, "keep_counter", "troll_wagon", True)
    assert s.secret[0] == (kind("troll_wagon"),) and s.shown[0] == ()
    s = act(s, 1, "keep_none")
    # the new round: board emptied, counters back (2 + 1 returned + 1 from the board)
    assert s.phase == R.DRAW_SECRET and s.round == 2
    assert sum(s.pile) == pile_before + 4
    assert s.board == (-1,) * D.NUM_ROUTES


def test_a_player_without_counters_is_not_asked_what_to_keep() -> None:
    s = _last_mover(moving(new_game(2), 1, "elvenhold", {}, dragon=1), 1)
    s = s._replace(shown=((), (kind("dragon"),)), secret=((), ()))
    s = act(s, 1, "end_move")
    assert s.phase == R.KEEP and s.current == 1


def test_used_obstacles_leave_the_game_unused_ones_stay() -> None:
    """'Used obstacles are removed from the game.'"""
    rid = "road.albaran.feodor"
    s = moving(new_game(3), 2, "elvenhold", {rid: "dragon"}, (rid,))
    s = _last_mover(s, 2)._replace(
        obstacle=(False, True, True), shown=((), (), ()), secret=((), (), ())
    )
    s = act(s, 2, "end_move")
    assert s.round == 2 and s.obstacles_out == 1 and s.obstacle == (False, True, True)
    assert not any(s.blocked)


def test_the_starting_player_moves_on_and_hands_are_filled_up_to_8() -> None:
    """'In later rounds players draw up to 8 cards'; the starting player passes to the left."""
    s = _last_mover(moving(new_game(3), 2, "elvenhold", {}, raft=2), 2)
    s = s._replace(shown=((), (), ()), secret=((), (), ()))
    s = with_hand(s, 0, dragon=4)
    s = with_hand(s, 1)
    first = s.first_player
    step = RULES.apply(s, Action(2, "end_move"))
    s = step.state
    assert s.first_player == (first + 1) % 3 and s.current == s.first_player
    # the log names the new round and who starts it
    starts = [e.as_dict() for e in step.events if e.key == "round_starts"]
    assert starts == [{"round": s.round, "player": s.first_player}]
    assert all(sum(h) == 8 for h in s.hands)
    assert s.hands[0][D.CARD_TYPES.index("dragon")] >= 4  # kept cards stay in hand
    assert sum(s.supply) == 72 - 24


def test_after_the_fourth_round_most_town_pieces_wins() -> None:
    """'After round 4 the player with the most town pieces wins.'"""
    s = _last_mover(moving(new_game(3), 2, "elvenhold", {}), 2)._replace(round=4)
    s = s._replace(collected=(0b110, 0b1110, 0b10))
    s = act(s, 2, "end_move")
    assert s.phase == R.OVER
    out = RULES.outcome(s)
    assert out is not None and out.winners == (1,) and out.scores == (2, 3, 1)
    assert RULES.to_move(s) is None and RULES.legal_actions(s) == []


def test_a_tie_goes_to_the_most_travel_cards_in_hand() -> None:
    """'In a tie the player with more travel cards left wins.'"""
    s = _last_mover(moving(new_game(2), 1, "elvenhold", {}, raft=3), 1)._replace(round=4)
    s = with_hand(s, 0, dragon=2)._replace(collected=(0b110, 0b1010))
    tr = RULES.apply(s, Action(1, "end_move"))
    out = RULES.outcome(tr.state)
    assert out is not None and out.winners == (1,)
    # The log says why the tied player lost: the winner held more cards.
    tie = [e.as_dict() for e in tr.events if e.key == "tie_cards"]
    assert tie == [{"player": 1, "n": 3}]


def test_still_tied_players_share_the_victory() -> None:
    s = _last_mover(moving(new_game(2), 1, "elvenhold", {}, raft=2), 1)._replace(round=4)
    s = with_hand(s, 0, dragon=2)._replace(collected=(0b110, 0b1010))
    tr = RULES.apply(s, Action(1, "end_move"))
    assert RULES.outcome(tr.state).winners == (0, 1)  # type: ignore[union-attr]
    assert not [e for e in tr.events if e.key.startswith("tie_")]  # nothing was decided


def test_three_round_option_ends_after_round_3() -> None:
    s = _last_mover(moving(new_game(2, rounds=3), 1, "elvenhold", {}), 1)._replace(round=3)
    s = act(s, 1, "end_move")
    assert s.phase == R.OVER and s.rounds == 3


def test_all_twenty_towns_before_the_end_of_round_3_wins_at_once() -> None:
    """'Whoever visits all towns before the end of round 3 wins at once.'"""
    missing = town("kihromah")
    rid = "road.dagamura.kihromah"
    s = moving(new_game(3), 1, "dagamura", {rid: "giant_pig"}, giant_pig=1)._replace(round=3)
    s = s._replace(collected=(0, D.ALL_PIECES_MASK & ~(1 << missing), 0))
    tr = RULES.apply(s, Action(1, "travel", (route(rid), "cards")))
    assert tr.state.phase == R.OVER and tr.state.end_reason == "all_towns"
    assert RULES.outcome(tr.state).winners == (1,)  # type: ignore[union-attr]
    assert "early_win" in [e.key for e in tr.events]


def test_no_early_win_in_round_4_nor_in_the_three_round_game() -> None:
    rid = "road.dagamura.kihromah"
    for state in (new_game(3)._replace(round=4), new_game(3, rounds=3)._replace(round=2)):
        s = moving(state, 1, "dagamura", {rid: "giant_pig"}, giant_pig=1)
        s = s._replace(collected=(0, D.ALL_PIECES_MASK & ~(1 << town("kihromah")), 0))
        s = act(s, 1, "travel", route(rid), "cards")
        assert s.phase == R.MOVE and RULES.scores(s)[1] == 20


def test_home_town_variant_one_point_less_per_step_still_to_go() -> None:
    """'The player loses as many points as the distance left to his town card's town.'"""
    s = new_game(2, home_town=True)
    assert all(c in D.TOWN_CARD_TOWNS for c in s.town_cards) and len(set(s.town_cards)) == 2
    view = RULES.view(s, 0)
    assert view["players"][0]["town_card"] == D.TOWN_IDS[s.town_cards[0]]
    assert "town_card" not in view["players"][1]
    s = _last_mover(moving(s, 1, "throtmanni", {}), 1)._replace(round=4)
    s = s._replace(
        town_cards=(town("jaccaranda"), town("beata")),
        boots=(town("throtmanni"), town("throtmanni")),
        collected=(0b11110, 0b11110),
    )
    s = act(s, 1, "end_move")
    out = RULES.outcome(s)
    # rule book example: Throtmanni is one town away from Jaccaranda
    assert out is not None and out.scores == (4 - 1, 4 - 3) and out.winners == (0,)


@pytest.mark.parametrize(("cards_far", "winners"), [(2, (0,)), (1, (0, 1)), (0, (1,))])
def test_home_town_tie_goes_to_the_most_cards_not_to_the_player_closer_to_home(
    cards_far: int, winners: tuple[int, ...]
) -> None:
    """Seed 002 names one tie-break, the travel cards left; the home-town variant adds
    the distance to the points and no second tie-break.  Seat 0 ends one step from
    Jaccaranda (5 pieces - 1), seat 1 at home in Throtmanni (4 pieces - 0) with one
    raft: seat 0 wins with more cards, shares with as many, loses with fewer."""
    s = new_game(2, home_town=True)
    s = _last_mover(moving(s, 1, "throtmanni", {}, raft=1), 1)._replace(round=4)
    s = with_hand(s, 0, raft=cards_far)
    s = s._replace(
        town_cards=(town("jaccaranda"), town("throtmanni")),
        boots=(town("throtmanni"), town("throtmanni")),
        collected=(0b111110, 0b11110),
    )
    tr = RULES.apply(s, Action(1, "end_move"))
    out = RULES.outcome(tr.state)
    assert out is not None and out.scores == (4, 4) and out.winners == winners
    ties = [(e.key, e.as_dict()) for e in tr.events if e.key.startswith("tie_")]
    if len(winners) == 2:
        assert ties == []  # nothing broke the tie: they share the victory
    else:
        w = winners[0]
        assert ties == [("tie_cards", {"player": w, "n": sum(tr.state.hands[w])})]


def test_hands_never_exceed_8_and_the_deal_uses_cards_outside_hands() -> None:
    s = new_game(6)
    assert all(sum(h) == 8 for h in s.hands) and sum(s.supply) == 72 - 48
    assert hand() == (0,) * 7


def test_home_town_tie_at_the_same_distance_goes_to_the_most_cards() -> None:
    """Home-town variant: tied players equally far from their towns are parted by the
    travel cards left, and the log says so (cards), not closeness."""
    s = new_game(2, home_town=True)
    s = _last_mover(moving(s, 1, "throtmanni", {}, raft=3), 1)._replace(round=4)
    s = with_hand(s, 0, raft=4)
    s = s._replace(
        town_cards=(town("jaccaranda"), town("throtmanni")),
        boots=(town("jaccaranda"), town("throtmanni")),
        collected=(0b11110, 0b111100),
    )
    tr = RULES.apply(s, Action(1, "end_move"))
    out = RULES.outcome(tr.state)
    assert out is not None and out.scores == (4, 4) and out.winners == (0,)
    ties = [(e.key, e.as_dict()) for e in tr.events if e.key.startswith("tie_")]
    assert ties == [("tie_cards", {"player": 0, "n": 4})]


def test_a_player_without_counters_between_two_keepers_is_skipped_and_each_keeps_once() -> None:
    """'Each player keeps one counter': seat 1 holds none and is passed over; once seats
    0 and 2 have chosen, the new round starts (seat 0, now holding its kept counter, is
    not asked again)."""
    s = _last_mover(moving(new_game(3), 2, "elvenhold", {}, raft=2), 2)
    assert s.first_player == 0
    s = s._replace(shown=((kind("dragon"),), (), (kind("unicorn"), kind("elfcycle"))))
    s = s._replace(secret=((), (), ()))
    s = act(s, 2, "end_move")
    assert (s.phase, s.current) == (R.KEEP, 0)
    s = act(s, 0, "keep_counter", "dragon", False)
    assert (s.phase, s.current) == (R.KEEP, 2)
    s = act(s, 2, "keep_counter", "unicorn", False)
    assert s.phase == R.DRAW_SECRET and s.round == 2
    assert s.shown == ((kind("dragon"),), (), (kind("unicorn"),))


def test_keeping_a_face_up_counter_returns_the_face_down_ones_too() -> None:
    """'All counters but the one kept go back': keeping a face-up counter empties the
    face-down ones as well, and they return to the pile."""
    s = _last_mover(moving(new_game(2), 1, "elvenhold", {}, raft=2), 1)
    s = s._replace(
        shown=((kind("unicorn"),), ()),
        secret=((kind("giant_pig"), kind("troll_wagon")), ()),
    )
    s = act(s, 1, "end_move")
    assert (s.phase, s.current) == (R.KEEP, 0)
    pile = s.pile
    kept = act(s, 0, "keep_counter", "unicorn", False)
    assert kept.shown[0] == (kind("unicorn"),) and kept.secret[0] == ()
    back = [kept.pile[k] - pile[k] for k in range(D.NUM_TRANSPORTS)]
    assert back == [1 if k in (kind("giant_pig"), kind("troll_wagon")) else 0 for k in range(6)]
