"""The self-play tuning script's SPSA step (bench/tune_selfplay.py) and the
path by which a set of numbers reaches a computer player (LevelBot's `ai`,
games/elasund/tuned.py).  No games are played to the end here: the tuning
runs themselves are benchmarks."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from bench.tune_selfplay import Gains, Param, level_bot, spsa_step
from elasund_desktop.ai.bots import RandomBot, bot_rng, decide
from elasund_desktop.engine.rng import Rng
from elasund_desktop.engine.rules import GameConfig, Rules
from elasund_desktop.games.elasund.ai import GAME_AI, ElasundAI
from elasund_desktop.games.elasund.phases import PERMIT
from elasund_desktop.games.elasund.rules import ElasundRules, ElasundState
from elasund_desktop.games.elasund.tuned import HAND, WEIGHTS, ElasundWeights
from tests.bounded import Bound

RULES = ElasundRules()
OPTIMUM = [0.8, 0.2, 0.65, 0.4]


def _quadratic_duel(plus: list[float], minus: list[float]) -> float:
    """A noiseless duel whose winner is nearer OPTIMUM: a share in [0, 1]."""

    def f(u: list[float]) -> float:
        return -sum((x - o) ** 2 for x, o in zip(u, OPTIMUM, strict=True))

    return min(1.0, max(0.0, 0.5 + 2.0 * (f(plus) - f(minus))))


def _run(seed: int, steps: int) -> list[float]:
    rng = random.Random(seed)
    u = [0.5] * len(OPTIMUM)
    for k in range(steps):
        u, _share = spsa_step(u, k, rng, _quadratic_duel, Gains(big_a=10.0))
    return u


def test_the_same_seed_gives_the_same_vector() -> None:
    assert _run(7, 40) == _run(7, 40)
    assert _run(7, 40) != _run(8, 40)  # the sign vectors come from the seed


def test_spsa_moves_towards_the_optimum_of_a_quadratic() -> None:
    def distance(u: list[float]) -> float:
        return sum((x - o) ** 2 for x, o in zip(u, OPTIMUM, strict=True)) ** 0.5

    start = distance([0.5] * len(OPTIMUM))
    end = _run(3, 300)
    assert distance(end) < 0.3 * start
    assert all(0.0 <= x <= 1.0 for x in end)  # clipped to the bounds


def test_an_even_duel_leaves_the_vector_where_it_was() -> None:
    u, share = spsa_step([0.3, 0.7], 0, random.Random(1), lambda p, m: 0.5, Gains())
    assert share == 0.5
    assert u == [0.3, 0.7]


def test_a_parameter_maps_its_bounds_to_the_unit_interval() -> None:
    weight = Param("w", 5.0, 80.0)  # geometric: the middle is the geometric mean
    assert abs(weight.from_unit(0.5) - 20.0) < 1e-9
    assert abs(weight.to_unit(weight.from_unit(0.3)) - 0.3) < 1e-12
    signed = Param("s", -3.0, 1.0, log=False)
    assert signed.from_unit(0.0) == -3.0 and signed.to_unit(-1.0) == 0.5


def test_the_game_plays_with_the_weights_module() -> None:
    assert isinstance(GAME_AI.numbers, ElasundWeights)
    assert GAME_AI.numbers is WEIGHTS
    # a field of every kind: the hand-set default is a number, not a stand-in
    assert HAND.take_gold == 5.0 and HAND.gold_cap == 12.0


def _permit_step(seed: int = 3) -> ElasundState:
    """The first permit step of a game of random players where a permit is open."""
    options = {o.key: o.default for o in RULES.options}
    st = RULES.setup(GameConfig(2, options), seed)
    bound = Bound(2_000, "a permit step with a permit to buy")
    count = 0
    while True:
        bound.step()
        legal = RULES.legal_actions(st)
        if st.phase == PERMIT and {a.kind for a in legal} >= {"take_gold", "permit"}:
            return st
        seat = RULES.to_move(st)
        assert seat is not None
        st = RULES.apply(st, decide(RandomBot(), RULES, st, seat, bot_rng(seed, count))).state
        count += 1


def test_a_bot_built_with_other_weights_decides_by_them() -> None:
    """Easy with a strong taste for gold takes gold where Easy with a strong
    taste for permits buys one: the weights object given to the LevelBot is
    the one it plays with (nothing global changed)."""
    st = _permit_step()
    seat = st.actor
    gold = ElasundAI(replace(WEIGHTS, take_gold=1e6))
    permits = ElasundAI(replace(WEIGHTS, permit=1e6, permit_short=1e6))
    choices = set()
    for ai in (gold, permits):
        bot = level_bot("easy", ai)
        choices.add(decide(bot, RULES, st, seat, Rng(11)).kind)
    assert choices == {"take_gold", "permit"}
    assert GAME_AI.numbers is WEIGHTS  # the game's own player is untouched


def test_a_search_level_evaluates_with_the_weights_it_was_given() -> None:
    """Medium at a node budget calls the given AI's evaluation, not the game's."""
    st = _permit_step()
    calls: list[int] = []

    class Counting(ElasundAI):
        def evaluate(self, rules: Rules[Any], state: ElasundState) -> Sequence[float]:
            calls.append(1)
            return super().evaluate(rules, state)

    numbers = replace(WEIGHTS, gold_each=0.5)
    counting = Counting(numbers)
    assert counting.evaluate(RULES, st) != GAME_AI.evaluate(RULES, st)
    calls.clear()
    decide(level_bot("medium@8", counting), RULES, st, st.actor, Rng(5))
    assert calls  # the search's leaves were valued by these numbers


def _carrara_choice_between_scoring_and_building(seed: int = 1) -> Any:
    """A Carrara turn of a random players' game where the mover may score or build."""
    from elasund_desktop.games.carrara.rules import CarraraRules

    rules = CarraraRules()
    options = {o.key: o.default for o in rules.options}
    st = rules.setup(GameConfig(2, options), seed)
    bound = Bound(5_000, "a turn with a scoring and a building to choose from")
    count = 0
    while True:
        bound.step()
        kinds = {a.kind for a in rules.legal_actions(st)}
        if "build" in kinds and kinds & {"score_city", "score_type"}:
            return rules, st
        seat = rules.to_move(st)
        assert seat is not None
        st = rules.apply(st, decide(RandomBot(), rules, st, seat, bot_rng(seed, count))).state
        count += 1


def test_carrara_easy_plays_the_plan_it_was_given() -> None:
    """Easy with a scoring threshold of nothing scores; with one out of reach it builds."""
    from elasund_desktop.games.carrara.ai import GAME_AI as CARRARA_AI
    from elasund_desktop.games.carrara.ai import CarraraAI
    from elasund_desktop.games.carrara.tuned import WEIGHTS as CARRARA_WEIGHTS

    rules, st = _carrara_choice_between_scoring_and_building()
    eager = CarraraAI(replace(CARRARA_WEIGHTS, score_threshold=0.0))
    patient = CarraraAI(replace(CARRARA_WEIGHTS, score_threshold=1e6))
    seat = st.current
    kinds = [decide(level_bot("easy", ai), rules, st, seat, Rng(2)).kind for ai in (eager, patient)]
    assert kinds[0].startswith("score_") and kinds[1] == "build"
    assert CARRARA_AI.numbers is CARRARA_WEIGHTS


def test_a_table_of_four_alternates_the_two_sets_and_swaps_them(monkeypatch: Any) -> None:
    """Catan is tuned at four seats: the first set at seats 0 and 2 of a seed's
    first game and at 1 and 3 of its second; its points are its seats' shares."""
    import bench.tune_selfplay as tune

    seen: list[list[str]] = []

    def fake_play(rules: Any, bots: Sequence[Any], seed: int) -> list[float]:
        names = [b.ai for b in bots]
        seen.append(["first" if ai is first else "second" for ai in names])
        return [0.0, 0.0, 1.0, 0.0]  # seat 2 wins every game

    first, second = object(), object()
    monkeypatch.setattr(tune, "level_bot", lambda level, ai: type("B", (), {"ai": ai})())
    monkeypatch.setattr(tune, "play", fake_play)
    points, games = tune.duel_share(None, "hard@1", first, second, [7], players=4)  # type: ignore[arg-type]
    assert seen == [["first", "second", "first", "second"], ["second", "first", "second", "first"]]
    assert (points, games) == (1.0, 2)
    seen.clear()
    points, games = tune.duel_share(None, "hard@1", first, second, [7])  # type: ignore[arg-type]
    assert seen == [["first", "second"], ["second", "first"]]  # heads-up as before


def test_catans_target_changes_hards_evaluation_only() -> None:
    """The Catan numbers tuned are Hard's evaluation (tuned.HARD): the AI built
    from other numbers evaluates with them at Hard, and Easy's and Medium's
    knowledge is the game's."""
    from bench.tune_selfplay import TARGETS
    from elasund_desktop.games.catan.ai import GAME_AI as CATAN_AI
    from elasund_desktop.games.catan.rules import MAIN, CatanRules
    from elasund_desktop.games.catan.tuned import HARD

    target = TARGETS["catan"]()
    assert target.players == 4
    assert all(getattr(target.shipped, f) == getattr(HARD, f) for f in HARD.__dataclass_fields__)
    rules = CatanRules()
    state = rules.setup(GameConfig(4, {}), 3)
    bound = Bound(400, "the set-up's end")
    while state.phase != MAIN:  # some buildings and production to evaluate
        bound.step()
        state = rules.apply(state, rules.legal_actions(state)[0]).state
    built = target.make_ai(replace(target.shipped, pip=1.0))
    hard = built.search_ai  # type: ignore[attr-defined]
    assert hard.evaluate(rules, state) != CATAN_AI.search_ai.evaluate(rules, state)
    assert built.evaluate(rules, state) == CATAN_AI.evaluate(rules, state)
    assert type(built.medium_ai) is type(CATAN_AI.medium_ai)  # type: ignore[attr-defined]
    assert target.make_ai(target.shipped).search_ai.evaluate(rules, state) == (  # type: ignore[attr-defined]
        CATAN_AI.search_ai.evaluate(rules, state)
    )
    # the preferences are every level's: Easy's weights and Hard's priors
    legal = rules.legal_actions(state)
    end = [a.kind for a in legal].index("end_turn")
    changed = target.make_ai(replace(target.shipped, end_turn=99.0))
    assert CATAN_AI.weights(rules, state, legal)[end] != 99.0
    assert changed.weights(rules, state, legal)[end] == 99.0
    assert changed.search_ai.weights(rules, state, legal)[end] == 99.0  # type: ignore[attr-defined]
