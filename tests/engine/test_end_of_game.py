"""The end-of-game report: each game's score breakdown adds up to its outcome."""

from __future__ import annotations

from typing import Any

import pytest

from elasund_desktop.ai.bots import bot_rng, make_bot
from elasund_desktop.engine.end_of_game import (
    AMOUNT,
    BreakdownMismatch,
    final_report,
    hidden_at_the_end,
    lower_tie_story,
    score_breakdown,
    standing,
    tie_break_story,
)
from elasund_desktop.engine.rules import Event, GameConfig, Outcome
from elasund_desktop.engine.session import Seat, Session, SessionConfig
from elasund_desktop.games import default_registry


def finished_game(game: str, players: int, seed: int, options: dict[str, Any] | None = None,
                  limit: int = 6000) -> Session[Any]:
    """A whole game between the game's own computer players."""
    spec = default_registry().get(game)
    seats = tuple(Seat(f"P{i}", i, spec.bots[0]) for i in range(players))
    config = SessionConfig(game, GameConfig(players, options or {}), seed, seats)
    session: Session[Any] = Session(spec.rules(), config)
    bot = make_bot(spec.bots[0])
    while not session.is_over() and len(session.actions) < limit:
        view = session.rules.view(session.state, session.to_move())
        session.apply(
            bot.choose(view, session.legal_actions(), bot_rng(seed, len(session.actions)))
        )
    assert session.is_over(), f"{game} did not end within {limit} actions"
    return session


GAMES = [
    ("elasund", 3, 5, None),
    ("elasund", 4, 6, None),
    ("catan", 3, 2, None),
    ("catan", 4, 3, None),
    ("elfenland", 3, 4, None),
    ("elfenland", 4, 4, {"home_town": True}),
    ("carrara", 2, 7, None),
    ("carrara", 4, 8, None),
]


@pytest.mark.parametrize(("game", "players", "seed", "options"), GAMES)
def test_the_breakdown_adds_up_to_the_outcome(
    game: str, players: int, seed: int, options: dict[str, Any] | None
) -> None:
    session = finished_game(game, players, seed, options)
    rules, state = session.rules, session.state
    outcome = rules.outcome(state)
    assert outcome is not None
    parts = score_breakdown(rules, state)
    assert parts, "every built-in game defines score_breakdown"
    for seat in range(players):
        assert sum(points[seat] for _source, points in parts) == outcome.scores[seat]
    report = final_report(rules, session.states, len(session.actions))
    assert report.scores == outcome.scores
    assert report.breakdown == parts
    assert set(report.ranking) == set(range(players))
    assert report.ranking[0] in outcome.winners
    assert [report.scores[s] for s in report.ranking[len(outcome.winners):]] == sorted(
        (report.scores[s] for s in report.ranking[len(outcome.winners):]), reverse=True
    )
    assert report.turns == rules.turn_number(state)
    assert report.actions == len(session.actions)


def test_catan_breakdown_by_source_matches_the_board() -> None:
    # Settlements count 1, cities 2, each special card 2, VP cards 1 each.
    session = finished_game("catan", 3, 2)
    state = session.state
    parts = dict(score_breakdown(session.rules, state))
    for q in range(3):
        pairs = list(zip(state.node_owner, state.node_level, strict=True))
        assert parts["Settlements"][q] == pairs.count((q, 1))
        assert parts["Cities"][q] == 2 * pairs.count((q, 2))
        assert parts["Longest Road"][q] == (2 if state.longest_road == q else 0)
        assert parts["Largest Army"][q] == (2 if state.largest_army == q else 0)


def test_the_hidden_hands_show_what_the_public_view_hides_by_kind() -> None:
    # Catan: every resource card still held at the end is listed with its count,
    # apart from the development cards not played.
    session = finished_game("catan", 4, 3)
    groups = dict(hidden_at_the_end(session.rules, session.state, 4))
    assert list(groups) == ["Resource cards in hand", "Development cards not played"]
    from elasund_desktop.games.catan.data import DEV_CARDS, RESOURCES

    for q in range(4):
        listed = dict(groups["Resource cards in hand"][q])
        for name, count in zip(RESOURCES, session.state.hands[q], strict=True):
            assert listed.get(name, 0) == count
        devs = dict(groups["Development cards not played"][q])
        for name, count in zip(DEV_CARDS, session.state.dev_hands[q], strict=True):
            assert devs.get(name, 0) == count


class _Broken:
    """A game whose breakdown forgets a point: the report refuses it."""

    def outcome(self, state: Any) -> Outcome:
        return Outcome((0,), (3, 1))

    def score_breakdown(self, state: Any) -> tuple[tuple[str, tuple[int, ...]], ...]:
        return (("Things", (2, 1)),)

    def turn_number(self, state: Any) -> int:
        return 4


def test_a_breakdown_that_does_not_add_up_is_refused() -> None:
    # the message names the seat and both sums, for the developer of the game
    with pytest.raises(BreakdownMismatch, match=r"^seat 0: parts 2 != score 3$"):
        final_report(_Broken(), [object()], 10)


class _NotOver(_Broken):
    def outcome(self, state: Any) -> None:
        return None


def test_a_report_of_a_game_that_is_not_over_is_refused() -> None:
    with pytest.raises(ValueError, match=r"^the game is not over$"):
        final_report(_NotOver(), [object()], 10)


class _Tied:
    def outcome(self, state: Any) -> Outcome:
        return Outcome((1,), (5, 7, 5, 2))

    def turn_number(self, state: Any) -> int:
        return 9


def test_equal_scores_share_a_place_and_no_hook_means_totals_only() -> None:
    report = final_report(_Tied(), [object()], 3)
    assert report.ranking == (1, 0, 2, 3)
    assert report.places == (2, 1, 2, 4)
    assert report.breakdown == ()
    assert report.hidden == () and report.ending == ()
    assert report.winners == (1,) and report.reason == "score"
    assert (report.turns, report.actions) == (9, 3)


class _SharedWin:
    def outcome(self, state: Any) -> Outcome:
        return Outcome((0, 1), (6, 6), reason="city_complete")

    def turn_number(self, state: Any) -> int:
        return 12


def test_a_shared_win_gives_both_winners_first_place_and_keeps_the_reason() -> None:
    report = final_report(_SharedWin(), [object()], 40)
    assert report.ranking == (0, 1)
    assert report.places == (1, 1)
    assert report.winners == (0, 1)
    assert report.reason == "city_complete"
    assert report.hidden == ()  # no hidden_at_the_end hook


class _WithHands(_SharedWin):
    def hidden_at_the_end(self, state: Any) -> list[tuple[str, list[list[tuple[str, int]]]]]:
        return [("Cards", [[("ore", 2)], []]), ("Coins", [[(AMOUNT, 7)], [(AMOUNT, 0)]])]

    def end_explanation(self, state: Any) -> list[Event]:
        return [Event.make("tied", players=(0, 1), n=6)]


def test_the_report_shows_the_hands_the_game_reveals_at_the_end_by_kind() -> None:
    report = final_report(_WithHands(), [object()], 40)
    assert report.hidden == (
        ("Cards", ((("ore", 2),), ())),
        ("Coins", (((AMOUNT, 7),), ((AMOUNT, 0),))),
    )
    assert report.ending == (Event.make("tied", players=(0, 1), n=6),)


class _HandsMissingASeat(_SharedWin):
    def hidden_at_the_end(self, state: Any) -> list[tuple[str, list[list[tuple[str, int]]]]]:
        return [("Cards", [[("ore", 2)]])]


def test_a_hidden_group_without_a_hand_for_every_seat_is_refused() -> None:
    with pytest.raises(ValueError, match=r"^'Cards': 1 hands for 2 seats$"):
        final_report(_HandsMissingASeat(), [object()], 40)


# -- the tie-break story (engine.end_of_game.tie_break_story) -------------------------
def test_no_tie_at_the_top_tells_no_tie_story() -> None:
    # a tie below the top (seats 1 and 2 on 5) is no tie-break
    assert tie_break_story((7, 5, 5), (0,), (("cards", (0, 9, 9), True),)) == ()


def test_a_tie_broken_by_the_first_criterion_names_it_and_the_winner() -> None:
    story = tie_break_story((15, 15, 15, 9), (2,), (("cards", (1, 0, 3, 8), True),))
    assert story == (
        Event.make("tied", players=(0, 1, 2), n=15),
        Event.make("cards", standing=((0, 1), (1, 0), (2, 3))),  # seat 3 is not tied
        Event.make("tie_won", player=2),
    )


def test_a_tie_that_stands_after_every_criterion_is_shared() -> None:
    story = tie_break_story((12, 12, 10), (0, 1), (("cards", (4, 4, 4), True),))
    assert story == (
        Event.make("tied", players=(0, 1), n=12),
        Event.make("cards", standing=((0, 4), (1, 4))),
        Event.make("tie_shared", players=(0, 1)),
    )


def test_a_later_criterion_looks_only_at_the_seats_the_earlier_left_level() -> None:
    # fewer steps first: seats 0 and 2 are level on 1 step, seat 1 is out;
    # then the cards of seats 0 and 2 only
    criteria = (("steps", (1, 0, 1), False), ("cards", (2, 9, 5), True))
    assert tie_break_story((4, 4, 4), (1,), criteria) == (
        Event.make("tied", players=(0, 1, 2), n=4),
        Event.make("steps", standing=((0, 1), (1, 0), (2, 1))),
        Event.make("tie_won", player=1),
    )
    criteria = (("steps", (1, 2, 1), False), ("cards", (2, 9, 5), True))
    assert tie_break_story((4, 4, 4), (2,), criteria) == (
        Event.make("tied", players=(0, 1, 2), n=4),
        Event.make("steps", standing=((0, 1), (1, 2), (2, 1))),
        Event.make("cards", standing=((0, 2), (2, 5))),
        Event.make("tie_won", player=2),
    )


def test_a_story_that_parts_the_seats_otherwise_than_the_game_is_refused() -> None:
    # the game gave the tie to seat 0, the criteria to seat 1: a story and a
    # rule that drifted apart, never a wrong sentence in the window
    with pytest.raises(ValueError, match=r"leaves \[1\] ahead, the game \(0,\)"):
        tie_break_story((5, 5), (0,), (("cards", (1, 2), True),))


# -- places by score, then by the tie-break (engine.end_of_game.standing) ---------------
def test_places_below_the_winner_follow_the_tie_break_criteria() -> None:
    # three on 15 with 2, 1 and 0 cards (seat 0 won the tie), seat 3 on 9:
    # the sheet's places agree with the tie-break sentence
    ranking, places = standing((15, 15, 15, 9), (0,), (("cards", (2, 1, 0, 8), True),))
    assert ranking == (0, 1, 2, 3)
    assert places == (1, 2, 3, 4)


def test_seats_level_on_score_and_every_criterion_share_a_place() -> None:
    ranking, places = standing((12, 12, 12, 10), (0,), (("cards", (5, 4, 4, 9), True),))
    assert ranking == (0, 1, 2, 3)
    assert places == (1, 2, 2, 4)


def test_a_criterion_where_less_is_better_ranks_the_smaller_value_first() -> None:
    ranking, places = standing((4, 4, 4), (1,), (("steps", (2, 0, 1), False),))
    assert ranking == (1, 2, 0)
    assert places == (3, 1, 2)


def test_without_criteria_equal_scores_below_the_winner_share_a_place() -> None:
    # Catan: only the player on turn wins; a third player also at 10 is 2nd
    ranking, places = standing((10, 10, 7), (1,))
    assert ranking == (1, 0, 2)
    assert places == (2, 1, 3)


class _TiedWithCriteria(_Tied):
    """Scores (5, 7, 5, 2), seat 1 wins; seat 2 has more of the tie-break's thing."""

    def tie_break_criteria(self, state: Any) -> tuple[Any, ...]:
        return (("things", (1, 0, 3, 0), True),)


def test_the_report_places_follow_the_games_tie_break_hook() -> None:
    report = final_report(_TiedWithCriteria(), [object()], 3)
    assert report.ranking == (1, 2, 0, 3)
    assert report.places == (3, 1, 2, 4)


def test_a_rematch_keeps_game_seats_options_and_never_reuses_the_seed() -> None:
    from elasund_desktop.engine.end_of_game import rematch_config

    seats = (Seat("Ann", 0, "human"), Seat("Bo", 1, "random"))
    old = SessionConfig("catan", GameConfig(2, {"layout": "beginner"}), 41, seats)
    assert rematch_config(old, 7) == SessionConfig("catan", old.game, 7, seats)
    assert rematch_config(old, 41).seed == 42  # the same seed drawn again: moved by one
    assert rematch_config(old, 40).seed == 40 and old.seed == 41


# -- ties below the winners (engine.end_of_game.lower_tie_story) ----------------------
def test_a_lower_tie_parted_by_the_criterion_is_told_with_its_standing() -> None:
    # seat 0 wins on 30; seats 1, 2 and 3 on 20 with 1, 2 and 2 marble; seat 4 on 9
    criteria = (("marble", (0, 1, 2, 2, 5), True),)
    assert lower_tie_story((30, 20, 20, 20, 9), (0,), criteria) == (
        Event.make("lower_tied", players=(1, 2, 3), n=20),
        Event.make("marble", standing=((1, 1), (2, 2), (3, 2))),
    )


def test_a_lower_tie_the_criterion_cannot_part_needs_no_words() -> None:
    criteria = (("marble", (0, 2, 2), True),)
    assert lower_tie_story((30, 20, 20), (0,), criteria) == ()
    assert lower_tie_story((30, 20, 20), (0,), ()) == ()  # no criterion: a shared place


def test_players_on_the_top_score_are_left_to_the_top_tie_story() -> None:
    # three on 15, seat 0 won the tie; seats 1 and 2 stood in the top story already
    criteria = (("cards", (2, 1, 0, 3, 1), True),)
    assert lower_tie_story((15, 15, 15, 9, 9), (0,), criteria) == (
        Event.make("lower_tied", players=(3, 4), n=9),
        Event.make("cards", standing=((3, 3), (4, 1))),
    )


def test_a_second_criterion_looks_only_at_the_players_the_first_left_level() -> None:
    criteria = (("steps", (0, 1, 1, 2), False), ("cards", (9, 4, 6, 0), True))
    assert lower_tie_story((20, 8, 8, 8), (0,), criteria) == (
        Event.make("lower_tied", players=(1, 2, 3), n=8),
        Event.make("steps", standing=((1, 1), (2, 1), (3, 2))),
        Event.make("cards", standing=((1, 4), (2, 6))),
    )


def test_the_report_tells_the_lower_ties_its_places_part() -> None:
    report = final_report(_TiedWithCriteria(), [object()], 3)
    assert report.lower_ties == (
        Event.make("lower_tied", players=(0, 2), n=5),
        Event.make("things", standing=((0, 1), (2, 3))),
    )
