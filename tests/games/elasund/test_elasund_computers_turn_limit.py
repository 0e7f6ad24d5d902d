"""A game of computers only ends, even with the house rule off (rules text, House
interpretations, "Computers alone"; data.COMPUTER_ROUND_LIMIT).

With the option `stall_end` off the rulebooks' game ends only when a player
places his last cube, and a city that can grow no more never ends (issue 25:
about 1 in 665 random four-player games).  People stop such a game; computers
cannot.  So when every seat is a computer (the configuration entry
COMPUTERS_ONLY, written where the seats are chosen) the game ends after 100
rounds: the most cubes on the board wins, then the most gold, still tied share.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from elasund_desktop.engine.codec import digest
from elasund_desktop.engine.rules import COMPUTERS_ONLY, Event, GameConfig
from elasund_desktop.engine.session import HUMAN, Seat, seat_options
from elasund_desktop.games.elasund import data as D  # noqa: N812
from elasund_desktop.games.elasund import rules as R  # noqa: N812
from elasund_desktop.games.elasund import rules_text
from elasund_desktop.games.elasund.rules import ElasundState
from tests.games.elasund.helpers import RULES
from tests.games.elasund.test_elasund_house_rule_city_complete import (
    complete_city,
    finish_turn_without_building,
)

LIMIT_4P = D.COMPUTER_ROUND_LIMIT * 4


def test_the_limit_is_a_hundred_rounds() -> None:
    assert D.COMPUTER_ROUND_LIMIT == 100
    assert any(key == "computer_round_limit" for key, _text in D.INVENTED)


@pytest.mark.parametrize(
    ("options", "limit"),
    [
        ({"stall_end": False, COMPUTERS_ONLY: True}, LIMIT_4P),
        ({"stall_end": True, COMPUTERS_ONLY: True}, 0),  # the house rule ends such a game
        ({COMPUTERS_ONLY: True}, 0),  # the house rule is on by default
        ({"stall_end": False}, 0),  # somebody at the table
        ({"stall_end": False, COMPUTERS_ONLY: False}, 0),
    ],
)
def test_only_computers_without_the_house_rule_get_the_limit(
    options: dict[str, bool], limit: int
) -> None:
    assert RULES.setup(GameConfig(4, options), 7).turn_limit == limit


@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_limit_counts_rounds_of_the_table(n: int) -> None:
    st = RULES.setup(GameConfig(n, {"stall_end": False, COMPUTERS_ONLY: True}), 7)
    assert st.turn_limit == 100 * n


def _stuck(turn: int) -> ElasundState:
    """Four computers, house rule off, a city nobody can build in: player 0's turn
    `turn + 1` is about to end (cubes 7, 5, 8, 9 left in the supplies)."""
    return complete_city(idle=0, stall_end=False, turn_limit=LIMIT_4P, turn=turn)


def test_the_game_ends_with_the_turn_that_completes_the_hundredth_round() -> None:
    tr = finish_turn_without_building(_stuck(LIMIT_4P - 1))
    st = tr.state
    assert st.turn == LIMIT_4P and st.phase == R.OVER and RULES.to_move(st) is None
    assert RULES.legal_actions(st) == [] and not st.stalled and st.winner == -1
    assert list(tr.events[-2:]) == [
        Event.make("turn_limit", n=100),
        Event.make("limit_winner", player=1),  # 5 cubes left: 5 on the board, the most
    ]
    out = RULES.outcome(st)
    assert out is not None and out.reason == "turn_limit"
    assert out.winners == (1,) and out.scores == (3, 5, 2, 1)
    assert RULES.view(st, None)["winners"] == [1]


def test_one_turn_before_the_limit_the_game_goes_on() -> None:
    tr = finish_turn_without_building(_stuck(LIMIT_4P - 2))
    assert RULES.to_move(tr.state) == 1 and tr.state.turn == LIMIT_4P - 1
    assert RULES.outcome(tr.state) is None


def test_a_game_past_the_limit_ends_at_its_next_turn() -> None:
    """A position beyond the limit (constructed) ends as soon as a turn ends."""
    tr = finish_turn_without_building(_stuck(LIMIT_4P + 5))
    assert RULES.to_move(tr.state) is None and RULES.outcome(tr.state).reason == "turn_limit"  # type: ignore[union-attr]


def test_with_somebody_at_the_table_the_rulebooks_game_goes_on() -> None:
    st = complete_city(idle=0, stall_end=False, turn=LIMIT_4P * 5)
    assert st.turn_limit == 0
    assert RULES.to_move(finish_turn_without_building(st).state) == 1


def test_the_limit_ties_go_to_the_most_gold_then_are_shared() -> None:
    st = _stuck(LIMIT_4P - 1)
    st = dataclasses.replace(st, cubes=(5, 5, 8, 9), gold=(0, 0, 0, 0))
    tr = finish_turn_without_building(st)  # player 0 takes 2 gold during his turn
    assert RULES.outcome(tr.state).winners == (0,)  # type: ignore[union-attr]
    st = dataclasses.replace(st, gold=(0, 2, 0, 0))
    tr = finish_turn_without_building(st)
    assert RULES.outcome(tr.state).winners == (0, 1)  # type: ignore[union-attr]
    assert [e.as_dict() for e in tr.events if e.key == "limit_winner"] == [
        {"player": 0},
        {"player": 1},
    ]


def test_the_limit_is_left_out_of_the_digest_of_older_saves() -> None:
    """The limit follows from the configuration, which every replay sets up again:
    the digests of saves made before it (every digest so far) are unchanged."""
    st = RULES.setup(GameConfig(4, {"stall_end": False}), 3)
    limited = RULES.setup(GameConfig(4, {"stall_end": False, COMPUTERS_ONLY: True}), 3)
    assert limited.turn_limit and digest(limited) == digest(st)


def test_seat_options_say_computers_only_when_no_seat_is_human() -> None:
    bots = [Seat("A", 0, "easy"), Seat("B", 1, "hard")]
    assert seat_options({"stall_end": False}, bots) == {"stall_end": False, COMPUTERS_ONLY: True}
    people = [Seat("A", 0, HUMAN), Seat("B", 1, "hard")]
    assert seat_options({"stall_end": False, COMPUTERS_ONLY: True}, people) == {
        "stall_end": False
    }
    assert seat_options({}, []) == {}  # no seats named: nothing is known of them


def test_the_option_and_the_rules_text_say_the_game_may_never_end() -> None:
    spec = {o.key: o for o in RULES.options}["stall_end"]
    off = dict(spec.choices)[False]
    assert "may never end" in off and f"after {D.COMPUTER_ROUND_LIMIT} rounds" in off
    body = {s.section_id: s for s in rules_text.SECTIONS}["interpretations"].body
    assert "such a game goes on for ever" in body
    assert "<b>Computers alone.</b>" in body and f"after {D.COMPUTER_ROUND_LIMIT} rounds" in body


def test_smoke_issue_seed_567_among_computers_ends_at_the_limit() -> None:
    """Smoke test: issue 7's never-ending seed 567 under the printed rules, every seat
    a computer (random legal moves), ends at the limit instead of running on."""
    st = RULES.setup(GameConfig(4, {"stall_end": False, COMPUTERS_ONLY: True}), 567)
    chooser = random.Random(567)
    for _ in range(20_000):
        if RULES.to_move(st) is None:
            break
        st = RULES.apply(st, chooser.choice(RULES.legal_actions(st))).state
    out = RULES.outcome(st)
    assert out is not None and out.reason == "turn_limit" and st.turn == LIMIT_4P
