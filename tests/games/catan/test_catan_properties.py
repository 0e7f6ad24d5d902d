"""Invariants over random games, checked after every action (no timing; sizes kept modest)."""

from __future__ import annotations

import pytest

from elasund_desktop.engine.codec import digest
from elasund_desktop.engine.rng import Rng
from elasund_desktop.engine.rules import Action, GameConfig, IllegalAction
from elasund_desktop.games.catan import data as D  # noqa: N812
from elasund_desktop.games.catan import texts
from elasund_desktop.games.catan.rules import (
    OVER,
    CatanRules,
    CatanState,
    longest_road_of,
    recount_points,
    total_points,
)
from elasund_desktop.i18n.noop import counted_params
from tests.bounded import Bound

MAX_DECISIONS = 40_000


def check_invariants(s: CatanState) -> None:
    n = s.num_players
    for r in range(5):
        assert s.bank[r] + sum(h[r] for h in s.hands) == D.CARDS_PER_RESOURCE
        assert s.bank[r] >= 0 and all(h[r] >= 0 for h in s.hands)
    for k in range(5):
        held = sum(h[k] for h in s.dev_hands)
        assert s.dev_deck[k] + held + s.played[k] == D.DEV_COUNTS[k]
    assert sum(s.knights) == s.played[D.KNIGHT]
    lengths = []
    for p in range(n):
        mine = [i for i in range(D.NUM_NODES) if s.node_owner[i] == p]
        settlements = sum(1 for i in mine if s.node_level[i] == 1)
        cities = sum(1 for i in mine if s.node_level[i] == 2)
        assert s.roads_left[p] + s.edge_owner.count(p) == D.ROADS_PER_PLAYER
        assert s.settlements_left[p] + settlements == D.SETTLEMENTS_PER_PLAYER
        assert s.cities_left[p] + cities == D.CITIES_PER_PLAYER
        assert min(s.roads_left[p], s.settlements_left[p], s.cities_left[p]) >= 0
        assert s.points[p] == recount_points(s, p)
        lengths.append(longest_road_of(s.edge_owner, s.node_owner, p))
    if s.phase != OVER and s.turn > 0:
        assert total_points(s, s.current) < D.POINTS_TO_WIN  # a win ends the game at once
    assert tuple(lengths) == s.road_length
    holder = s.longest_road
    if holder >= 0:
        assert lengths[holder] >= D.LONGEST_ROAD_MIN and lengths[holder] == max(lengths)
    army = s.largest_army
    if army >= 0:
        assert s.knights[army] >= D.LARGEST_ARMY_MIN
        assert all(s.knights[army] >= k for k in s.knights)
    # the distance rule holds on the whole board
    for i in range(D.NUM_NODES):
        if s.node_owner[i] != -1:
            assert all(s.node_owner[j] == -1 for j in D.NODE_NEIGHBOURS[i])


def _format_event(key: str, params: dict[str, object]) -> None:
    """Every event text formats with the event's own parameters."""
    counted = {k: f"{n} {term}" for k, (term, n) in counted_params(params, texts.COUNTED).items()}
    texts.EVENTS[key].format(**params, **counted)
    if "%n" in texts.EVENTS[key]:
        # A plural text takes its count from `n` or `count` (ui/game_texts.py).
        assert any(isinstance(params.get(k), int) for k in ("n", "count")), (key, params)
    for zero_param, zero_text in texts.ZERO_TEXTS.get(key, ()):
        assert zero_param in params, (key, zero_param)
        zero_text.format(**params)
    if key in texts.PRIVATE_EVENTS:
        texts.PRIVATE_EVENTS[key][1].format(**params)
    for name, value in params.items():
        if isinstance(value, str):
            assert value in texts.TERMS, (key, name, value)
        else:
            assert isinstance(value, int), (key, name, value)


def play(rules: CatanRules, n: int, seed: int, check_all: bool) -> tuple[CatanState, list[Action]]:
    s = rules.setup(GameConfig(n), seed)
    bot = Rng(seed * 7919 + 1)
    log: list[Action] = []
    bound = Bound(50_000, "the game's end")
    while rules.to_move(s) is not None:
        bound.step()
        acts = rules.legal_actions(s)
        assert acts, "a position without legal actions (dead end)"
        assert all(a.player == rules.to_move(s) for a in acts)
        assert len(set(acts)) == len(acts)
        if check_all:
            before = digest(s)
            for a in acts:
                rules.apply(s, a)  # every listed action is accepted
            assert digest(s) == before  # and never mutates its input
        a = acts[bot.below(len(acts))]
        t = rules.apply(s, a)
        s = t.state
        log.append(a)
        for event in t.events:
            _format_event(event.key, event.as_dict())
        if check_all:
            check_invariants(s)
        assert len(log) < MAX_DECISIONS, "random game does not finish"
    return s, log


@pytest.mark.parametrize(("n", "seed"), [(3, 1), (4, 2)])
def test_smoke_invariants_after_every_action(n: int, seed: int) -> None:
    """Smoke test: one seeded random game per case, every invariant after every action."""
    rules = CatanRules()
    s, log = play(rules, n, seed, check_all=True)
    assert s.phase == OVER
    out = rules.outcome(s)
    assert out is not None and out.winners == (s.winner,)
    assert out.scores[s.winner] >= D.POINTS_TO_WIN
    assert len(log) > 100


@pytest.mark.parametrize("n", [2, 3, 4])
def test_smoke_random_games_finish(n: int) -> None:
    rules = CatanRules()
    for seed in range(10, 14):
        s, _ = play(rules, n, seed, check_all=False)
        assert s.phase == OVER
        check_invariants(s)


def test_determinism_same_seed_same_actions_same_digest() -> None:
    rules = CatanRules()
    s1, log = play(rules, 4, 5, check_all=False)
    s2 = CatanRules().setup(GameConfig(4), 5)
    other = CatanRules()
    for a in log:
        s2 = other.apply(s2, a).state
    assert digest(s1) == digest(s2)
    s3, _ = play(CatanRules(), 4, 5, check_all=False)
    assert digest(s3) == digest(s1)


def test_unlisted_actions_are_refused_with_a_known_reason() -> None:
    rules = CatanRules()
    s = rules.setup(GameConfig(4), 9)
    bot = Rng(3)
    probes = [
        ("roll", ()), ("end_turn", ()), ("build_road", (0,)), ("build_settlement", (0,)),
        ("build_city", (0,)), ("buy_development", ()), ("play_knight", ()),
        ("play_monopoly", ("ore",)), ("discard", ("wool",)), ("move_robber", (0,)),
        ("steal", (1,)), ("bank_trade", ("ore", 2)), ("bank_take", ("ore",)),
        ("offer_start", ()), ("offer_give", ("ore",)), ("offer_get", ("ore",)),
        ("offer_send", (1,)), ("offer_accept", ()), ("offer_confirm", (1,)),
        ("place_road", (5,)), ("place_settlement", (3,)), ("take_resource", ("lumber",)),
        ("fly", ()), ("build_road", (99,)), ("discard", ("gold",)),
    ]  # fmt: skip
    for _ in range(600):
        if rules.to_move(s) is None:
            break
        legal = set(rules.legal_actions(s))
        for seat in range(4):
            for kind, args in probes:
                a = Action(seat, kind, args)
                if a in legal:
                    continue
                with pytest.raises(IllegalAction) as err:
                    rules.apply(s, a)
                assert err.value.reason_key in texts.REASONS
                texts.REASONS[err.value.reason_key].format(**err.value.params)
        acts = rules.legal_actions(s)
        s = rules.apply(s, acts[bot.below(len(acts))]).state
