"""The planner (games/elfenland/planner.py): the best journey of a round, and
counters weighed by what they change in the journeys.

The seed's move phase: a player travels town by town over the routes that
carry a counter, paying the cards the counter's transport needs on that
terrain (a caravan on a road pays three cards of any kind, four with an
obstacle), collects the piece of every town he reaches, and stops when he
likes.  `best_tour` claims the most pieces a player can collect with his
cards; the oracle here plays every sequence of legal actions through the
rules themselves and finds the same number.
"""

from __future__ import annotations

import itertools
from typing import Any

from elasund_desktop.ai.levels import LevelBot, LevelBudget
from elasund_desktop.engine.codec import digest
from elasund_desktop.engine.rng import Rng
from elasund_desktop.engine.rules import Action, GameConfig
from elasund_desktop.games.elfenland import data as D  # noqa: N812
from elasund_desktop.games.elfenland.bot import ElfenlandGreedyBot, greedy_towns
from elasund_desktop.games.elfenland.planner import (
    ElfenlandPlannerBot,
    best_tour,
    placement_scores,
    plan_choice,
    tour_step,
)
from elasund_desktop.games.elfenland.rules import (
    MOVE,
    PLAN,
    ElfenlandRules,
    ElfenlandState,
    pieces_of,
)
from elasund_desktop.games.elfenland.tuned import PLANNER, PLANNER_OWN, PlannerWeights

RULES = ElfenlandRules()
TOWNS_ONLY = PlannerWeights(card_kept=0.0, fresh_neighbour=0.0, opponent_town=0.0, samples=0)
GREEDY = ElfenlandGreedyBot()


def _greedy_states(seed: int, players: int = 3) -> list[ElfenlandState]:
    """Every state of a game of greedy players (the bot's rng per step)."""
    options = {o.key: o.default for o in RULES.options}
    s = RULES.setup(GameConfig(players, options), seed)
    out = [s]
    k = 0
    while RULES.to_move(s) is not None:
        legal = RULES.legal_actions(s)
        a = GREEDY.choose(RULES.view(s, s.current), legal, Rng(k)) if len(legal) > 1 else legal[0]
        s = RULES.apply(s, a).state
        out.append(s)
        k += 1
    return out


def _move_starts(seed: int) -> list[ElfenlandState]:
    """The states where a player is about to begin his journey of a round."""
    states = _greedy_states(seed)
    return [
        s
        for before, s in itertools.pairwise(states)
        if s.phase == MOVE and (before.phase != MOVE or before.current != s.current)
    ]


def _most_towns_by_the_rules(state: ElfenlandState) -> int:
    """The oracle: every sequence of the mover's legal actions until his journey ends."""
    p = state.current
    start = pieces_of(state.collected[p])
    seen: dict[Any, int] = {}

    def go(s: ElfenlandState) -> int:
        if s.current != p or s.phase not in (MOVE, "caravan"):
            return pieces_of(s.collected[p]) - start
        key = (s.boots[p], s.hands[p], s.collected[p], s.pending, s.phase)
        if key in seen:
            return seen[key]
        best = pieces_of(s.collected[p]) - start
        for a in RULES.legal_actions(s):
            best = max(best, go(RULES.apply(s, a).state))
        seen[key] = best
        return best

    return go(state)


def test_the_best_journey_collects_what_every_legal_sequence_can_and_no_more() -> None:
    """Over the journeys of two whole games, best_tour counts exactly the most
    pieces any sequence of legal travels (and caravan payments) collects, and
    never fewer than the greedy player's cheapest-town-first journey; in some
    it collects more (the greedy journey strands itself)."""
    more = 0
    checked = 0
    for seed in (3, 4):
        for s in _move_starts(seed):
            p = s.current
            best = best_tour(s, p, TOWNS_ONLY)[0]
            assert best == _most_towns_by_the_rules(s), f"seed {seed}, round {s.round}, seat {p}"
            greedy = greedy_towns(s, p, limit=D.NUM_TOWNS)
            assert best >= greedy
            more += best > greedy
            checked += 1
    assert checked >= 20
    assert more >= 1


def test_moving_takes_the_first_step_of_the_best_journey_and_ends_when_staying_is_best() -> None:
    """tour_step follows best_tour: its first route, or end_move when no step helps."""
    travelled = ended = 0
    for s in _move_starts(5):
        legal = RULES.legal_actions(s)
        step = tour_step(s, legal, PLANNER)
        value, first = best_tour(s, s.current, PLANNER)
        assert step is not None and step in legal
        if first is None:
            assert step.kind == "end_move"
            ended += 1
        else:
            assert step == Action(s.current, "travel", first)
            travelled += 1
        # walking the journey (caravan payments included) through the rules
        # collects the pieces it promised
        t = s
        while t.current == s.current and t.phase in (MOVE, "caravan"):
            a = tour_step(t, RULES.legal_actions(t), TOWNS_ONLY)
            assert a is not None
            t = RULES.apply(t, a).state
        got = pieces_of(t.collected[s.current]) - pieces_of(s.collected[s.current])
        assert got == best_tour(s, s.current, TOWNS_ONLY)[0]
        assert value >= 0
    assert travelled >= 3 and ended >= 1


def test_no_journey_decision_outside_the_move_phase() -> None:
    s = next(s for s in _greedy_states(6) if s.phase == PLAN)
    assert tour_step(s, RULES.legal_actions(s), PLANNER) is None


def _obstacle_position() -> ElfenlandState:
    """Seed 2, two greedy players, 45 actions in: the second player plans, with
    his obstacle still in hand; the first player's counters lie."""
    s = _greedy_states(2, players=2)[45]
    assert s.phase == PLAN and s.current == 1 and s.obstacle[1]
    return s


def test_hard_spends_its_obstacle_where_it_costs_the_opponent_a_town() -> None:
    """The seed: an obstacle goes on a road that carries a counter, and whoever
    travels that road pays one card more.  Here an obstacle on route 9 cuts
    the opponent's real best journey from three towns to two and leaves the
    planner's own (three towns) as it was: Hard's planner, weighing the
    opponent's journeys in sampled worlds, places it; Medium's, which weighs
    its own journey only, passes (nothing it can place helps itself)."""
    s = _obstacle_position()
    legal = RULES.legal_actions(s)
    obstacle = Action(1, "place_obstacle", (9,))
    assert obstacle in legal
    after = RULES.apply(s, obstacle).state
    assert best_tour(s, 0, TOWNS_ONLY)[0] == 3 and best_tour(after, 0, TOWNS_ONLY)[0] == 2
    assert best_tour(s, 1, TOWNS_ONLY)[0] == best_tour(after, 1, TOWNS_ONLY)[0] == 3
    assert plan_choice(RULES, s, legal, PLANNER, Rng(7)) == obstacle
    assert plan_choice(RULES, s, legal, PLANNER_OWN, Rng(7)) == Action(1, "pass", ())
    scores = placement_scores(RULES, s, [obstacle], PLANNER, Rng(7))
    assert scores[obstacle] > 0
    # the levels play the planners: Hard the obstacle, Medium passes
    small = LevelBudget(seconds=None, iterations=8, rollout_depth=2)
    assert LevelBot("hard", small).decide(RULES, s, 1, Rng(3)).kind == "place_obstacle"
    assert LevelBot("medium", small).decide(RULES, s, 1, Rng(3)) == Action(1, "pass", ())


def test_medium_and_hard_travel_the_best_journey() -> None:
    """At the start of a journey both search levels take its first step."""
    small = LevelBudget(seconds=None, iterations=8, rollout_depth=2)
    for s in _move_starts(5)[:6]:
        legal = RULES.legal_actions(s)
        expected = tour_step(s, legal, PLANNER)
        for level in ("medium", "hard"):
            assert LevelBot(level, small).decide(RULES, s, s.current, Rng(1)) == expected


def test_the_planner_decides_the_same_where_only_hidden_things_differ() -> None:
    """Fairness: the planner bot draws its own world first (rules.determinize)
    and reads nothing hidden after that; two positions with the same view for
    the deciding seat (the second a determinization of the first: other
    hands, other secret counters, another random position) get the same
    decision, over 12 planning and moving positions."""
    states = [s for s in _greedy_states(8) if s.phase in (PLAN, MOVE)]
    positions = states[:: max(1, len(states) // 12)][:12]
    assert len(positions) == 12
    bot = ElfenlandPlannerBot()
    differing = 0
    for i, s in enumerate(positions):
        seat = s.current
        other = RULES.determinize(s, seat, Rng(100 + i))
        assert RULES.view(other, seat) == RULES.view(s, seat)
        differing += digest(other) != digest(s)
        assert bot.decide(RULES, s, seat, Rng(i)) == bot.decide(RULES, other, seat, Rng(i))
    assert differing >= 6
