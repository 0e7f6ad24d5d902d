"""Invariants over random games for 2-4 players, checked after every action."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elasund_desktop.engine.codec import digest
from elasund_desktop.engine.rng import Rng
from elasund_desktop.engine.rules import Action, GameConfig
from elasund_desktop.games.carrara import data as D  # noqa: N812
from elasund_desktop.games.carrara import texts
from elasund_desktop.games.carrara.rules import (
    OVER,
    CarraraRules,
    CarraraState,
    blocks_in_play,
    final_scores,
)

MAX_DECISIONS = 5_000  # random games take about 250-320 decisions


def check_invariants(s: CarraraState) -> None:
    n = s.num_players
    # 42 blocks between bag, wheel, screens (and a payment being made)
    assert blocks_in_play(s) == D.TOTAL_BLOCKS
    for c in range(6):
        held = s.bag[c] + sum(seg[c] for seg in s.wheel) + sum(m[c] for m in s.marble) + s.paid[c]
        assert held == D.BLOCKS_PER_COLOUR
        assert s.bag[c] >= 0 and all(m[c] >= 0 for m in s.marble)
    # 30 tiles between pile, display and boards
    built = [t for b in s.boards for column in b for t in column]
    shown = [t for t in s.display if t >= 0]
    assert sorted((*s.pile, *shown, *built)) == list(range(D.NUM_TILES))
    assert len(s.display) == D.DISPLAY_SLOTS
    # 36 objects between for-sale field, supply and screens
    for o in range(6):
        assert s.for_sale[o] + s.supply[o] + sum(x[o] for x in s.objects) == D.OBJECTS_PER_TYPE
        assert min(s.for_sale[o], s.supply[o]) >= 0
    assert all(c >= 0 for c in s.coins)
    assert all(0 <= m <= D.SCORING_MARKERS for m in s.markers_used)
    for q in range(n):
        cities = sum(1 for c in range(6) if s.city_scorer[c] == q)
        assert s.markers_used[q] == cities + sum(s.type_scored[q])
    if s.phase != "take" and s.phase != "segment":
        assert sum(sum(seg) for seg in s.wheel) <= D.WHEEL_TARGET


def play(rules: CarraraRules, n: int, seed: int) -> tuple[CarraraState, list[Action]]:
    s = rules.setup(GameConfig(n), seed)
    bot = Rng(seed * 7919 + 1)
    log: list[Action] = []
    check_invariants(s)
    while rules.to_move(s) is not None:
        acts = rules.legal_actions(s)
        assert acts, "a position without legal actions (dead end)"
        assert all(a.player == rules.to_move(s) for a in acts)
        assert len(set(acts)) == len(acts)
        before = digest(s)
        for a in acts:
            rules.apply(s, a)  # every listed action is accepted
        assert digest(s) == before  # and never mutates its input
        a = acts[bot.below(len(acts))]
        t = rules.apply(s, a)
        s = t.state
        log.append(a)
        for event in t.events:
            params = event.as_dict()
            texts.EVENTS[event.key].format(**params)
            for name, value in params.items():
                if isinstance(value, str):
                    assert value in texts.TERMS or value in D.POSITION_NAMES, (event.key, name)
        check_invariants(s)
        assert len(log) < MAX_DECISIONS, "random game does not finish"
    return s, log


@pytest.mark.parametrize(("n", "seed"), [(2, 1), (3, 2), (4, 3), (4, 4)])
def test_invariants_after_every_action(n: int, seed: int) -> None:
    rules = CarraraRules()
    s, _ = play(rules, n, seed)
    assert s.phase == OVER
    out = rules.outcome(s)
    assert out is not None and out.winners and out.scores == final_scores(s)
    assert s.turn % n == 0  # everybody had the same number of turns
    assert s.end_reason in ("announced", "all_built")


def test_same_seed_and_actions_give_the_same_game() -> None:
    rules = CarraraRules()
    a, log_a = play(rules, 3, 11)
    b, log_b = play(CarraraRules(), 3, 11)
    assert log_a == log_b and digest(a) == digest(b)


def test_views_hide_screens_and_the_bag() -> None:
    rules = CarraraRules()
    s = rules.setup(GameConfig(3), 4)
    for viewer in (None, 0, 1, 2):
        view = rules.view(s, viewer)
        for q, info in enumerate(view["players"]):
            secret = {"coins", "marble", "objects"} & set(info)
            assert bool(secret) == (q == viewer)
        assert "bag" not in view and "pile" in view and isinstance(view["pile"], int)
        assert "rng" not in view


@settings(max_examples=8, deadline=None)
@given(n=st.integers(min_value=2, max_value=4), seed=st.integers(min_value=0, max_value=2**32))
def test_invariants_hold_for_any_seed(n: int, seed: int) -> None:
    s, _ = play(CarraraRules(), n, seed)
    assert s.phase == OVER and s.turn % n == 0
