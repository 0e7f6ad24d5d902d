"""Hard's look further ahead in Elfenland: the journey one's own counters could make.

The planner (planner.py) weighs a counter by what it changes in the best
journey over the board as it lies.  That misses what a club player plans
for when drawing and placing: the counters still in hand.  A counter that
opens a road to a town two roads away is worth nothing by itself and a lot
with the second one the player holds; a counter drawn is worth what it adds
to the journeys one's cards and counters can make together.

`potential_search` is `planner.journey_search` where, besides the roads
that carry a counter, the journey may also use an empty road by laying one
of the counters `held` there (of a transport the road takes, paid with the
matching cards, or as a caravan).  Its value is an upper bound of what the
round can bring: the opponents place too and may take a road first.  A road
used twice by one journey may get a second counter in this search (the
position does not remember where the search laid one); a journey that goes
back and forth spends cards for nothing, so the best journey hardly ever
does.

Everything here works on a world its caller already determinized.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...engine.rng import Rng
from ...engine.rules import Action, Rules
from . import data as D  # noqa: N812 - the data module reads best as D.X
from .paths import WAYS
from .planner import caravan_payments, placement_scores, planner_choice, stay_value
from .rules import DRAW_COUNTERS, PLAN, ElfenlandState
from .tuned import PlannerWeights, PotentialWeights

Held = tuple[int, ...]  # counters in hand, by transport
Laid = tuple[tuple[int, int], ...]  # (transport, route) of the counters a journey lays
Found = tuple[float, Laid]
PotentialValue = Callable[[int, tuple[int, ...], int, Held], Found]


def held_counters(state: ElfenlandState, player: int) -> Held:
    """The counters `player` holds (face up and face down), by transport."""
    out = [0] * D.NUM_TRANSPORTS
    for k in (*state.shown[player], *state.secret[player]):
        out[k] += 1
    return tuple(out)


def _changed(held: Held, kind: int, change: int) -> Held:
    """`held` with `change` more counters of transport `kind`."""
    return (*held[:kind], held[kind] + change, *held[kind + 1 :])


def potential_search(state: ElfenlandState, player: int, weights: PlannerWeights) -> PotentialValue:
    """go(town, cards, towns collected, counters held) -> (value, counters laid) of
    the best journey on, laying held counters on empty roads where that helps
    (see the module); the counters laid are in the journey's order."""
    board, blocked, strict = state.board, state.blocked, state.caravan_strict
    last = state.round >= state.rounds
    home = state.town_cards[player] if state.home_town and last else -1
    memo: dict[tuple[int, tuple[int, ...], int, Held], Found] = {}

    def go(town: int, hand: tuple[int, ...], mask: int, held: Held) -> Found:
        key = (town, hand, mask, held)
        found = memo.get(key)
        if found is not None:
            return found
        best: Found = (stay_value(town, hand, mask, weights, home, last), ())
        if any(hand):
            for route, other, prices in WAYS[town]:
                gain = 0.0 if other == D.CAPITAL or mask >> other & 1 else 1.0
                after = mask | 1 << other
                lying = board[route]
                # what lies there (a raft alone on water, nothing usable on an
                # empty road), then each held counter the road takes
                options: list[tuple[tuple[int, int, int], Held, Laid]] = [
                    (prices[lying + 1][blocked[route]], held, ())
                ]
                if lying < 0:
                    for k in D.PLACEABLE[route]:
                        if held[k]:
                            less = _changed(held, k, -1)
                            options.append((prices[k + 1][blocked[route]], less, ((k, route),)))
                for (kind, cost, need), left, laid in options:
                    payable = kind >= 0 and hand[kind] >= cost
                    hands: list[tuple[int, ...]] = []
                    if payable:
                        hands.append((*hand[:kind], hand[kind] - cost, *hand[kind + 1 :]))
                    if need and not (strict and payable):
                        hands.extend(caravan_payments(hand, need))
                    for paid in hands:
                        value, later = go(other, paid, after, left)
                        if gain + value > best[0]:
                            best = (gain + value, laid + later)
        memo[key] = best
        return best

    return go


def potential(state: ElfenlandState, player: int, weights: PlannerWeights, held: Held) -> Found:
    """(value, counters laid) of `player`'s best journey from his boot with `held`
    to lay on the way."""
    go = potential_search(state, player, weights)
    return go(state.boots[player], state.hands[player], state.collected[player], held)


def draw_choice(
    state: ElfenlandState, legal: Sequence[Action], weights: PlannerWeights
) -> Action | None:
    """Hard's open draw: the counter (a face-up one, or the pile's by the chances
    of the world's pile) that adds most to the journey its cards and counters
    could make.  None when no choice changes it (the search decides then)."""
    p = state.current
    held = held_counters(state, p)
    by_kind: dict[int, float] = {}

    def value(kind: int) -> float:
        if kind not in by_kind:
            by_kind[kind] = potential(state, p, weights, _changed(held, kind, 1))[0]
        return by_kind[kind]

    scores: dict[Action, float] = {}
    for a in legal:
        if a.kind == "take_counter":
            scores[a] = value(state.row[a.args[0]])
        elif a.kind == "take_blind":
            total = sum(state.pile)
            if total:
                scores[a] = sum(n * value(k) for k, n in enumerate(state.pile) if n) / total
    if not scores or max(scores.values()) - min(scores.values()) < 1e-9:
        return None
    # max keeps the first of equals: the face-up counters come before the pile
    return max(scores, key=lambda a: scores[a])


def plan_choice(
    state: ElfenlandState,
    legal: Sequence[Action],
    base: dict[Action, float],
    weights: PlannerWeights,
    tuning: PotentialWeights,
) -> Action | None:
    """Hard's placement: the planner's score of each placement (`base`: its own
    journey's gain against the opponents') plus `tuning.weight` times what it
    changes in the journey the counters still held could make, and a little
    (`tuning.on_plan`) for a counter that lies where that journey lays one:
    placed now, nobody else takes the road.  Pass when nothing is worth it.

    The journeys with counters held are weighed for the placements the planner
    likes best (`tuning.shortlist`) and those of the journey; the rest keep no
    chance (they change nothing the planner sees nor the plan).
    """
    passing = next((a for a in legal if a.kind == "pass"), None)
    if passing is None or not base:
        return None
    p = state.current
    held = held_counters(state, p)
    before, laid = potential(state, p, weights, held)
    planned = {(D.TRANSPORTS[k], r) for k, r in laid}
    ranked = sorted(base, key=lambda a: -base[a])
    shortlist = ranked[: tuning.shortlist]
    shortlist += [a for a in ranked if a.kind == "place_counter" and a.args in planned]
    best, best_score = passing, 1e-9
    for a in dict.fromkeys(shortlist):
        if a.kind == "place_counter":
            kind = D.TRANSPORTS.index(a.args[0])
            board = (*state.board[: a.args[1]], kind, *state.board[a.args[1] + 1 :])
            after = potential(state._replace(board=board), p, weights, _changed(held, kind, -1))[0]
        else:
            route = a.args[0]
            blocked = (*state.blocked[:route], True, *state.blocked[route + 1 :])
            after = potential(state._replace(blocked=blocked), p, weights, held)[0]
        score = base[a] + tuning.weight * (after - before)
        if a.kind == "place_counter" and a.args in planned:
            score += tuning.on_plan
        if score > best_score:
            best, best_score = a, score
    return best


def hard_choice(
    rules: Rules[Any],
    state: ElfenlandState,
    legal: Sequence[Action],
    rng: Rng,
    weights: PlannerWeights,
    tuning: PotentialWeights,
) -> Action | None:
    """Hard's draws and placements by the counters it holds (draw_choice,
    plan_choice over the planner's scores), its journey the planner's
    (planner.planner_choice); None leaves the decision to the search."""
    if state.phase == DRAW_COUNTERS:
        return draw_choice(state, legal, weights)
    if state.phase == PLAN:
        places = [a for a in legal if a.kind in ("place_counter", "place_obstacle")]
        if not places:
            return None
        base = placement_scores(rules, state, places, weights, rng)
        return plan_choice(state, legal, base, weights, tuning)
    return planner_choice(rules, state, legal, weights, rng)
