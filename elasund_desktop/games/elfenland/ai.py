"""What the computer players know about Elfenland (hooks of ai/hooks.py).

* Medium and Hard, moving (`scripted`): the first step of the best journey
  of the round (planner.best_tour: exact, caravan payments included), and
  the card of a caravan's payment that journey pays.
* Medium and Hard, planning (`scripted`): every counter placement and the
  obstacle weighed by what it changes in the best journeys: Medium's own
  only (tuned.PLANNER_OWN), Hard's own against the opponents' in worlds
  sampled from what it may know (tuned.PLANNER), so that Hard leaves a
  counter that helps an opponent more than itself and spoils an opponent's
  journey with a counter or the obstacle where that pays.  A one-move
  search with an exact evaluation: the tree search's rollouts over a whole
  planning phase and journey did worse (see `ElfenlandAI.scripted`).
* Hard alone (potential.py): its placements also weigh the journey its
  cards and the counters it still holds could make together (a counter
  that is the first of two to a town counts), and its open draws take the
  counter that adds most to that journey.  Medium's journey is the board's.
* The rest (Medium's draws, the counter kept, cards discarded, Hard's draws
  where no counter changes its journey) is the tree search's, from:
  * `evaluate`: town pieces collected (the score; at the end the final score
    with the home-town variant), plus a share of the new towns the player can
    still reach this round with the counters on the board and his cards
    (paths.reachable_towns), and a little for cards in hand.  One town
    piece is worth 1.0.
  * `weights` (rollouts, priors, Easy): cheap rules of thumb without `apply`:
    take counters of the kinds one holds cards for, place counters on routes
    at one's boot or at a town not yet collected, travel to towns not yet
    collected, pay and discard the kind held most.
  * `root_favourite`: the greedy player's move, the search's starting point
    at the root with 85 % of the prior.
* Easy (`scripted` at level easy): the greedy player of bot.py (which plans
  with its own view only) most of the time, otherwise a draw by the weights.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...ai.hooks import weighted_pick
from ...engine.rng import Rng
from ...engine.rules import Action, Rules
from . import data as D  # noqa: N812 - the data module reads best as D.X
from . import potential
from .bot import ElfenlandGreedyBot
from .paths import reachable_towns
from .planner import caravan_payments, journey_search, placement_scores, planner_choice
from .rules import (
    MOVE,
    OVER,
    PLAN,
    ElfenlandState,
    caravan_cost,
    final_score,
    pieces_of,
    travel_cost,
)
from .tuned import PLANNER, PLANNER_OWN, POTENTIAL

_GREEDY = ElfenlandGreedyBot()
_ENDS: tuple[tuple[int, int], ...] = tuple((r.a, r.b) for r in D.ROUTES)  # towns of each route
EASY_NOISE = 0.3
REACH_SHARE = 0.35  # a reachable new town is far from collected: counters move, cards run out
CARD_WORTH = 0.05
SHORTLIST = 6  # counter placements the greedy player weighs for Easy and the root


class ElfenlandAI:
    # The greedy player (elfenland_greedy) won 7 of 8 games against three Easy
    # players, Hard with half of the prior on its move only 1.5 of 4: the
    # rollouts' cheap weights do not see what a counter does for the journeys,
    # so the search must leave the greedy move only on strong evidence.
    favourite_prior = 0.85

    def evaluate(self, rules: Rules[Any], state: ElfenlandState) -> Sequence[float]:
        del rules
        n = state.num_players
        if state.phase == OVER:
            return [float(final_score(state, q)) for q in range(n)]
        out = []
        for q in range(n):
            value = float(pieces_of(state.collected[q])) + CARD_WORTH * sum(state.hands[q])
            if state.phase in (PLAN, MOVE):
                mask = state.collected[q]
                reach = sum(
                    1
                    for town in reachable_towns(state, q)
                    if town != D.CAPITAL and not mask >> town & 1
                )
                value += REACH_SHARE * reach
            out.append(value)
        return out

    def weights(
        self, rules: Rules[Any], state: ElfenlandState, legal: Sequence[Action]
    ) -> list[float]:
        del rules
        p = state.current
        hand = state.hands[p]
        boot = state.boots[p]
        # the towns whose piece the mover can still collect (never the capital)
        fresh = D.ALL_PIECES_MASK & ~state.collected[p]
        ends = _ENDS
        out = []
        # (every rollout step asks this of a long list while planning: the
        # kinds are tested by how often they come, the numbers stay the same)
        for a in legal:
            kind = a.kind
            w = 1.0
            if kind == "place_counter":
                ta, tb = ends[a.args[1]]
                near = boot in (ta, tb)
                w = 0.5 + (1.5 if near else 0.0) + (1.0 if (fresh >> ta | fresh >> tb) & 1 else 0.0)
            elif kind == "take_counter":
                w = 1.0 + hand[state.row[a.args[0]]]
            elif kind == "pass":
                w = 0.3
            elif kind == "travel":
                ta, tb = ends[a.args[0]]
                other = tb if ta == boot else ta
                w = 6.0 if fresh >> other & 1 else 0.7
                if a.args[1] != "cards":
                    w *= 0.5  # a caravan costs more cards
            elif kind == "end_move":
                w = 0.5
            elif kind in ("pay_card", "discard"):
                name = a.args[0]
                w = 1.0 + (hand[D.CARD_TYPES.index(name)] if name in D.CARD_TYPES else 0)
            out.append(w)
        return out

    def scripted(
        self,
        rules: Rules[Any],
        state: ElfenlandState,
        legal: Sequence[Action],
        level: str,
        rng: Rng,
    ) -> Action | None:
        if len(legal) == 1:
            return None
        if level != "easy":
            # Moving is a solo puzzle, solved exactly.  Planning: the tree
            # search from the greedy player's move won 8.5 of 16 games heads-up
            # against it at Hard's 1900 iterations; the planner alone won 185.5
            # of 200 (bench/results/elfenland_planner.jsonl), Hard with it
            # 88.5 of 100 (ladder_hard_vs_greedy.jsonl).
            if level == "hard":
                return potential.hard_choice(rules, state, legal, rng, PLANNER, POTENTIAL)
            return planner_choice(rules, state, legal, PLANNER_OWN, rng)
        if rng.below(1000) < EASY_NOISE * 1000:
            return weighted_pick(legal, self.weights(rules, state, legal), rng)
        shortlist = self._shortlist(rules, state, legal)
        return _GREEDY.choose(rules.view(state, state.current), shortlist, rng)

    def root_favourite(
        self,
        rules: Rules[Any],
        state: ElfenlandState,
        legal: Sequence[Action],
        seconds: float | None,
    ) -> Action | None:
        """The greedy player's move (bot.py, on the mover's own view): the search
        starts from it (ai/search.py) with `favourite_prior` of the prior.  The
        levels search only the decisions `scripted` leaves (no placement, no
        journey), where the greedy player answers within milliseconds."""
        del seconds
        return _GREEDY.choose(rules.view(state, state.current), legal, Rng(1))

    def _shortlist(
        self, rules: Rules[Any], state: ElfenlandState, legal: Sequence[Action]
    ) -> Sequence[Action]:
        """The greedy player tries every counter placement of the plan phase
        with a look-ahead (up to 130 ms for 60-120 placements).  Easy must
        answer within 20 ms, so it shows the greedy player only the
        placements the cheap weights like best, and passing."""
        if state.phase != PLAN or len(legal) <= SHORTLIST:
            return legal
        weights = self.weights(rules, state, legal)
        order = sorted(range(len(legal)), key=lambda i: -weights[i])
        keep = sorted(order[:SHORTLIST])
        out = [legal[i] for i in keep]
        out += [a for a in legal if a.kind == "pass" and a not in out]
        return out

    def best_among(
        self, rules: Rules[Any], state: ElfenlandState, shown: Sequence[Action], rng: Rng
    ) -> Action | None:
        """A lesson's placement step shows the placements without passing (the
        planner would pass when none helps): the placement the planner values
        most (Hard's weights: the obstacle where it spoils an opponent's
        journey most), ties by the cheap weights (a road at the boot, to a new
        town).  Travels shown without ending the move (a lesson's river step):
        the one after which the best journey on is worth most.  None for other
        decisions (the planner's `scripted` answers them)."""
        if state.phase == MOVE:
            return _best_travel(state, shown)
        places = [a for a in shown if a.kind in ("place_counter", "place_obstacle")]
        if state.phase != PLAN or not places:
            return None
        scores = placement_scores(rules, state, places, PLANNER, rng)
        cheap = dict(zip(places, self.weights(rules, state, places), strict=True))
        return max(places, key=lambda a: (round(scores[a], 6), cheap[a]))

    def search_actions(
        self, rules: Rules[Any], state: ElfenlandState, legal: Sequence[Action]
    ) -> list[Action]:
        del rules, state
        return list(legal)


def _best_travel(state: ElfenlandState, shown: Sequence[Action]) -> Action | None:
    """Among travels only (ending the move not shown): the one whose town and best
    journey on are worth most (planner.journey_search, the exact journey)."""
    travels = [a for a in shown if a.kind == "travel"]
    if not travels or any(a.kind == "end_move" for a in shown):
        return None  # with end_move the planner's own tour step decides
    p = state.current
    here, hand, mask = state.boots[p], state.hands[p], state.collected[p]
    go = journey_search(state, p, PLANNER)

    def value(a: Action) -> float:
        route, mode = a.args
        r = D.ROUTES[route]
        there = r.b if r.a == here else r.a
        gain = 0.0 if there == D.CAPITAL or mask >> there & 1 else 1.0
        after = mask | 1 << there
        if mode == "cards":
            kind, cost = travel_cost(state, route, here)
            paid = (*hand[:kind], hand[kind] - cost, *hand[kind + 1 :])
            return gain + go(there, paid, after)[0]
        need = caravan_cost(state, route)
        return gain + max(go(there, h, after)[0] for h in caravan_payments(hand, need))

    return max(travels, key=value)


GAME_AI = ElfenlandAI()
