"""House rule "a city that can grow no more" (rules text, House interpretations).

Once every wall space is taken and the church is complete, a whole round in
which no player had any construction on offer ends the game: the most cubes
on the board wins, ties by the most gold, players still tied share.  Option
`stall_end` (default on).  Issue 7 item 18: without it some random 4-player
games never end (seeds 567, 874, 1508, 2113, 2268 of the issue's recipe).
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.games.elasund import rules as R  # noqa: N812
from elasund_desktop.games.elasund.rules import ElasundState, stall_winners
from tests.games.elasund.helpers import (
    RULES,
    act,
    empty_hands,
    hand,
    legal,
    permits,
    situation,
)

NEVER_ENDING_SEEDS = (567, 874, 1508, 2113, 2268)


def complete_city(n: int = 4, *, idle: int, **fields: Any) -> ElasundState:
    """Player 0 in the construction step, every wall space taken, the church complete,
    nobody holding anything; `idle` turns in a row have passed without a construction."""
    st = situation(n, phase=R.BUILD, current=0)
    walls = tuple((i % n) * 16 + 1 + i // n for i in range(len(st.walls)))
    st = dataclasses.replace(
        empty_hands(st),
        walls=walls,
        church_stack=(),
        church=tuple((k, -1) for k in range(9)),
        church_origin=(0, 3),
        idle_turns=idle,
        cubes=(7, 5, 8, 9)[:n],
    )
    return dataclasses.replace(st, **fields) if fields else st


def finish_turn_without_building(st: ElasundState) -> Any:
    """The player ends the construction step, takes gold and ends the turn."""
    p = st.actor
    assert legal(st) == [("end_construction", ())], "nothing to build in this situation"
    st = act(st, p, "end_construction").state
    st = act(st, p, "take_gold").state
    assert ("end_turn", ()) in legal(st)
    return act(st, p, "end_turn")


def test_a_whole_idle_round_in_a_complete_city_ends_the_game() -> None:
    st = complete_city(idle=3, turn=41)  # three turns passed idle; the fourth of four players
    tr = finish_turn_without_building(st)
    assert RULES.to_move(tr.state) is None
    assert [(e.key, e.as_dict()) for e in tr.events][-2:] == [
        ("city_complete", {}),
        ("stall_winner", {"player": 1}),
    ]
    assert tr.state.stalled and tr.state.phase == R.OVER and tr.state.turn == st.turn + 1
    assert tr.state.pending == () and RULES.legal_actions(tr.state) == []
    out = RULES.outcome(tr.state)
    assert out is not None and out.reason == "city_complete"
    assert out.winners == (1,)  # 5 cubes left in supply: 5 on the board, the most
    assert out.scores == (3, 5, 2, 1)


def test_one_turn_short_of_a_whole_round_the_game_goes_on() -> None:
    tr = finish_turn_without_building(complete_city(idle=2))
    assert RULES.to_move(tr.state) == 1
    assert tr.state.idle_turns == 3 and not tr.state.stalled


def test_idle_turns_add_up_from_one_player_to_the_next() -> None:
    """The count goes on across turns: each player's turn without a construction
    on offer adds one (a construction on offer in the step would reset it)."""
    tr = finish_turn_without_building(complete_city(idle=0))
    assert tr.state.idle_turns == 1 and not tr.state.could_build
    st = act(tr.state, 1, "roll").state
    st = dataclasses.replace(st, phase=R.BUILD, actor=1, pending=())
    assert finish_turn_without_building(st).state.idle_turns == 2


def test_the_round_is_counted_per_player_count() -> None:
    """Two players: a whole round is two turns (one below, at, and the count of 4 above)."""
    tr = finish_turn_without_building(complete_city(2, idle=0))
    assert RULES.to_move(tr.state) == 1
    tr = finish_turn_without_building(complete_city(2, idle=1))
    assert RULES.to_move(tr.state) is None


def test_a_free_wall_space_keeps_the_game_going() -> None:
    st = complete_city(idle=3)
    st = dataclasses.replace(st, walls=(-1, *st.walls[1:]))
    tr = finish_turn_without_building(st)  # no gold: the space is not on offer, yet it is free
    assert RULES.to_move(tr.state) == 1


def test_a_church_tile_left_keeps_the_game_going() -> None:
    st = complete_city(idle=3, church_stack=(8,), church=tuple((k, -1) for k in range(8)))
    tr = finish_turn_without_building(st)
    assert RULES.to_move(tr.state) == 1


def test_a_construction_on_offer_restarts_the_count() -> None:
    """The player could build a house (1 gold, own permit on a free square) but does not."""
    st = complete_city(idle=3)
    st = hand(permits(st, [(0, 1, 6, 9)]), 0, gold=1)
    assert ("build", ("house",)) in legal(st)
    st = act(st, 0, "end_construction").state
    st = act(st, 0, "take_gold").state
    tr = act(st, 0, "end_turn")
    assert RULES.to_move(tr.state) == 1 and tr.state.idle_turns == 0


def test_switched_off_the_game_goes_on() -> None:
    st = complete_city(idle=3, stall_end=False)
    tr = finish_turn_without_building(st)
    assert RULES.to_move(tr.state) == 1 and tr.state.idle_turns == 4


def test_the_option_is_offered_on_by_default() -> None:
    spec = {o.key: o for o in RULES.options}["stall_end"]
    assert spec.default is True and [c for c, _l in spec.choices] == [True, False]
    assert RULES.setup(GameConfig(3), 1).stall_end is True
    assert RULES.setup(GameConfig(3, {"stall_end": False}), 1).stall_end is False
    with pytest.raises(ValueError):
        RULES.setup(GameConfig(3, {"stall_end": "yes"}), 1)


@pytest.mark.parametrize(
    ("cubes", "gold", "winners"),
    [
        ((7, 5, 8, 9), (0, 0, 0, 0), (1,)),  # most cubes on the board
        ((5, 5, 8, 9), (3, 4, 9, 9), (1,)),  # tie on cubes: more gold
        ((5, 5, 8, 9), (4, 4, 9, 9), (0, 1)),  # still tied: shared
        ((5, 6, 8, 9), (0, 9, 9, 9), (0,)),  # gold only breaks ties
    ],
)
def test_winners_most_cubes_then_most_gold_then_shared(
    cubes: tuple[int, ...], gold: tuple[int, ...], winners: tuple[int, ...]
) -> None:
    st = complete_city(idle=0, cubes=cubes, gold=gold)
    assert stall_winners(st) == winners


def _issue_recipe(seed: int, options: dict[str, object], limit: int) -> tuple[ElasundState, int]:
    """Issue 7's reproduction: `random.Random(seed).choice` over the legal actions."""
    st = RULES.setup(GameConfig(4, options), seed)
    chooser = random.Random(seed)
    count = 0
    while RULES.to_move(st) is not None and count < limit:
        st = RULES.apply(st, chooser.choice(RULES.legal_actions(st))).state
        count += 1
    return st, count


@pytest.mark.parametrize("seed", NEVER_ENDING_SEEDS)
def test_smoke_the_issues_never_ending_games_now_end(seed: int) -> None:
    """Smoke test on the issue's seeds: each ends by the house rule within 3000 actions."""
    st, count = _issue_recipe(seed, {}, 3000)
    out = RULES.outcome(st)
    assert out is not None, f"seed {seed} still running after {count} actions"
    assert out.reason == "city_complete"


def test_smoke_without_the_house_rule_seed_567_locks() -> None:
    """Smoke test: the same game under the printed rules passes the point where the house
    rule ends it and stays stuck (scores frozen) for a thousand further actions."""
    st, _ = _issue_recipe(567, {"stall_end": False}, 3000)
    assert RULES.to_move(st) is not None
    scores = RULES.scores(st)
    chooser = random.Random(1)
    for _ in range(1000):
        st = RULES.apply(st, chooser.choice(RULES.legal_actions(st))).state
    assert RULES.to_move(st) is not None and RULES.scores(st) == scores
