"""The planner: Elfenland's best journey of a round, and counters weighed by it.

A round's journey is a solo puzzle once the counters lie: which towns can I
reach with these cards, in which order, and where do I stop?  `best_tour`
solves it exactly (a depth-first search over town, cards left and towns
collected, remembered per position: hands hold at most eight cards, so a
search visits some hundred positions).  The greedy player of bot.py goes to
the cheapest new town each time instead, and often strands itself.

The planner uses it twice:

* moving: the first step of the best journey (`tour_step`);
* planning: each counter placement and the obstacle are weighed by what
  they change in the best journeys (`placement_scores`): the planner's own,
  plus, against `PlannerWeights.opponent_town`, the opponents' in worlds
  whose hidden hands are sampled (rules.determinize, from what the planner
  may know), so that a counter which helps an opponent more than oneself is
  left, and a counter or the obstacle that spoils an opponent's journey pays.

Everything here works on a state the caller already determinized (a world
as the planner's seat knows it), never on the real hidden values.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

from ...engine.rng import Rng
from ...engine.rules import Action, Rules, determinizer
from . import data as D  # noqa: N812 - the data module reads best as D.X
from .bot import ElfenlandGreedyBot
from .paths import WAYS, reachable_towns
from .rules import CARAVAN, CARDS, MOVE, PLAN, ElfenlandState
from .tuned import PLANNER, PlannerWeights

# A step of a journey: (route, "cards" | "caravan"), as the travel action's arguments.
TourStep = tuple[int, str]
_PLACING = ("place_counter", "place_obstacle")


@lru_cache(maxsize=1 << 14)
def caravan_payments(hand: tuple[int, ...], need: int) -> tuple[tuple[int, ...], ...]:
    """Every hand left after paying `need` cards of any kinds (a caravan): the
    kinds paid matter for the rest of the journey.  Remembered: hands hold at
    most eight cards and the same few come again and again."""
    if need == 0:
        return (hand,)
    out: set[tuple[int, ...]] = set()
    for k, held in enumerate(hand):
        if held:
            less = (*hand[:k], held - 1, *hand[k + 1 :])
            out.update(caravan_payments(less, need - 1))
    return tuple(sorted(out))


def stay_value(
    town: int,
    hand: tuple[int, ...],
    mask: int,
    weights: PlannerWeights,
    home: int,
    last: bool,
) -> float:
    """What ending a journey at `town` is worth besides its towns: the cards kept
    (`card_kept` each, at most the four a player keeps), and in the last round
    of the home-town variant (`home` >= 0) minus the distance home, else before
    the last round the uncollected towns next door (`fresh_neighbour` each)."""
    stay = weights.card_kept * min(sum(hand), D.HAND_LIMIT_AFTER_MOVE)
    if home >= 0:
        return stay - D.DISTANCES[town][home]
    if not last and weights.fresh_neighbour:
        fresh = sum(1 for _, o, _ in WAYS[town] if o != D.CAPITAL and not mask >> o & 1)
        stay += weights.fresh_neighbour * fresh
    return stay


JourneyValue = Callable[[int, tuple[int, ...], int], tuple[float, TourStep | None]]


def journey_search(state: ElfenlandState, player: int, weights: PlannerWeights) -> JourneyValue:
    """go(town, cards, towns collected) -> (value, first step) of the best journey on.

    The value counts the new town pieces the journey collects (1.0 each), the
    cards still in hand at its end (`card_kept` each, at most the four a
    player keeps), and, before the last round, the uncollected towns next to
    where it ends (`fresh_neighbour` each); in the last round of the home-town
    variant, minus the distance from the end to the home town (the score's
    penalty).  The first step is None when staying is best.  A caravan may
    pay with any cards (every choice is tried: what is left decides the rest).
    The board is `state`'s; positions are remembered for the search's life.
    """
    board, blocked, strict = state.board, state.blocked, state.caravan_strict
    last = state.round >= state.rounds
    home = state.town_cards[player] if state.home_town and last else -1
    memo: dict[tuple[int, tuple[int, ...], int], tuple[float, TourStep | None]] = {}

    def go(town: int, hand: tuple[int, ...], mask: int) -> tuple[float, TourStep | None]:
        key = (town, hand, mask)
        found = memo.get(key)
        if found is not None:
            return found
        best: tuple[float, TourStep | None] = (
            stay_value(town, hand, mask, weights, home, last),
            None,
        )
        for route, other, prices in WAYS[town]:
            kind, cost, need = prices[board[route] + 1][blocked[route]]
            payable = kind >= 0 and hand[kind] >= cost
            gain = 0.0 if other == D.CAPITAL or mask >> other & 1 else 1.0
            after = mask | 1 << other
            if payable:
                paid = (*hand[:kind], hand[kind] - cost, *hand[kind + 1 :])
                value = gain + go(other, paid, after)[0]
                if value > best[0]:
                    best = (value, (route, CARDS))
            if need and not (strict and payable):
                for paid2 in caravan_payments(hand, need):
                    value = gain + go(other, paid2, after)[0]
                    if value > best[0]:
                        best = (value, (route, "caravan"))
        memo[key] = best
        return best

    return go


def best_tour(
    state: ElfenlandState, player: int, weights: PlannerWeights
) -> tuple[float, TourStep | None]:
    """(value, first step) of `player`'s best journey from where his boot stands
    (journey_search's value)."""
    go = journey_search(state, player, weights)
    return go(state.boots[player], state.hands[player], state.collected[player])


def tour_step(
    state: ElfenlandState, legal: Sequence[Action], weights: PlannerWeights
) -> Action | None:
    """The move phase's action of the best journey: its first step, the card of a
    caravan's payment that the best journey pays, or end_move.

    None when the legal actions are none of these (a discard), which the
    caller decides otherwise.
    """
    p = state.current
    if state.pending:  # paying a caravan: the card after which the rest goes best
        _route, there, left = state.pending
        go = journey_search(state, p, weights)
        mask = state.collected[p] | 1 << there

        def after_paying(a: Action) -> float:
            k = D.CARD_TYPES.index(a.args[0])
            hand = state.hands[p]
            less = (*hand[:k], hand[k] - 1, *hand[k + 1 :])
            return max(go(there, h, mask)[0] for h in caravan_payments(less, left - 1))

        pays = [a for a in legal if a.kind == "pay_card"]
        return max(pays, key=after_paying) if pays else None
    end = next((a for a in legal if a.kind == "end_move"), None)
    if end is None:
        return None
    _value, step = best_tour(state, p, weights)
    if step is not None:
        for a in legal:
            if a.kind == "travel" and a.args == step:
                return a
    return end


def _placed(state: ElfenlandState, action: Action) -> ElfenlandState:
    """`state` with the counter or the obstacle of `action` on the board (nothing else)."""
    if action.kind == "place_counter":
        board = list(state.board)
        board[action.args[1]] = D.TRANSPORTS.index(action.args[0])
        return state._replace(board=tuple(board))
    blocked = list(state.blocked)
    blocked[action.args[0]] = True
    return state._replace(blocked=tuple(blocked))


def _route(action: Action) -> int:
    return int(action.args[1] if action.kind == "place_counter" else action.args[0])


def _touches(action: Action, towns: set[int]) -> bool:
    """Whether the route of `action` starts in `towns` (else no journey from there changes)."""
    route = D.ROUTES[_route(action)]
    return route.a in towns or route.b in towns


def _change(
    state: ElfenlandState,
    player: int,
    places: Sequence[Action],
    w: PlannerWeights,
) -> dict[Action, float]:
    """How much each placement changes `player`'s best journey (only those that can)."""
    reach = reachable_towns(state, player)
    base = best_tour(state, player, w)[0]
    return {
        a: best_tour(_placed(state, a), player, w)[0] - base for a in places if _touches(a, reach)
    }


def _determinize(rules: Rules[Any]) -> Callable[[Any, int, Rng], ElfenlandState]:
    """Elfenland's rules.determinize (the Rules protocol leaves it optional)."""
    found = determinizer(rules)
    if found is None:
        raise TypeError("the planner needs the rules' determinize")
    return found


def placement_scores(
    rules: Rules[Any],
    world: ElfenlandState,
    places: Sequence[Action],
    weights: PlannerWeights,
    rng: Rng,
) -> dict[Action, float]:
    """What each placement is worth to the player on turn (passing is 0).

    His own journey's gain, minus `opponent_town` times the opponents' gains,
    averaged over `samples` worlds drawn again from `world` for him
    (rules.determinize: a world he cannot tell from this one).
    """
    me = world.current
    scores = dict.fromkeys(places, 0.0)
    for a, gain in _change(world, me, places, weights).items():
        scores[a] += gain
    if weights.opponent_town and weights.samples:
        share = weights.opponent_town / weights.samples
        for _ in range(weights.samples):
            other_world = _determinize(rules)(world, me, rng)
            for q in range(world.num_players):
                if q != me:
                    for a, gain in _change(other_world, q, places, weights).items():
                        scores[a] -= share * gain
    return scores


def plan_choice(
    rules: Rules[Any],
    world: ElfenlandState,
    legal: Sequence[Action],
    weights: PlannerWeights,
    rng: Rng,
) -> Action | None:
    """The planning phase's best placement, or pass when none is worth anything.

    None when the legal actions are not a placement decision.
    """
    places = [a for a in legal if a.kind in _PLACING]
    passing = next((a for a in legal if a.kind == "pass"), None)
    if not places or passing is None:
        return None
    scores = placement_scores(rules, world, places, weights, rng)
    best = max(places, key=lambda a: scores[a])
    # a tiny positive score is a rounding of 0.0 - 0.0 (nothing changes): pass
    return best if scores[best] > 1e-9 else passing


def planner_choice(
    rules: Rules[Any],
    world: ElfenlandState,
    legal: Sequence[Action],
    weights: PlannerWeights,
    rng: Rng,
) -> Action | None:
    """The planner's move in `world`: the journey's step when moving, the best
    placement (or pass) when planning; None for every other decision."""
    if world.phase in (MOVE, CARAVAN):
        return tour_step(world, legal, weights)
    if world.phase == PLAN:
        return plan_choice(rules, world, legal, weights, rng)
    return None


class ElfenlandPlannerBot:
    """The planner alone, without a search: the best journey when moving, the
    counters weighed by journeys when planning, the greedy player's choice
    for the rest (counters drawn, cards paid and kept).  A bench player
    (bench/tune_elfenland_planner.py) and the yardstick of the levels that
    search from it; not offered in the New Game dialog."""

    bot_id = "elfenland_planner"

    def __init__(self, weights: PlannerWeights | None = None) -> None:
        self.weights = PLANNER if weights is None else weights

    def choose(self, view: dict[str, Any], legal: Sequence[Action], rng: Rng) -> Action:
        del view, legal, rng  # it weighs counters in sampled worlds: it needs the rules
        raise TypeError("the planner decides with decide(rules, state, ...)")

    def decide(
        self,
        rules: Rules[Any],
        state: ElfenlandState,
        seat: int,
        rng: Rng,
        cancel: Any = None,
    ) -> Action:
        del cancel  # it answers within milliseconds
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        # the world as the seat knows it: nothing hidden is read after this line
        world = _determinize(rules)(state, seat, rng)
        found = planner_choice(rules, world, legal, self.weights, rng)
        if found is not None:
            return found
        return ElfenlandGreedyBot().choose(rules.view(world, seat), legal, rng)
