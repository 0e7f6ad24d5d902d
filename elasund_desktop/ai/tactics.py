"""Wins that need no search: take one now, never hand one over.

A search that averages visits can walk past a move that wins at once (it
looks as good as several merely strong moves after a few hundred iterations,
and with a clear lead every move's reward is near 1) and can play a move
after which an opponent wins at once.  Both are found here by a small exact
search over *certain* lines before the tree search runs (levels.py):

* `winning_line`: a sequence of the deciding seat's own decisions, with no
  chance and no hidden information revealed on the way, after which the game
  is over with that seat the sole winner.  Every level from Easy up plays its
  first action.
* `hands_over_a_win`: after this move, with no chance between, an opponent
  wins at once -- the move ends the game without the seat among the winners,
  or an opponent decides next and has a winning line, or the seat decides
  again (a purchase after its action, a discard after its move) and every
  choice it then has hands the win over.  Medium and Hard do not play such a
  move when another of their ranked moves is safe (`safe_choice`).

"Certain" means: no action of the line is a barrier (it revealed something or
drew at random: engine/session.py counts a moved random generator as one),
and the line wins in every one of a few determinized worlds, so that it does
not rest on a hidden value the deciding seat merely sampled.  The guard is
less strict about an opponent's line: a reveal on the way (accepting a trade
and confirming it) does not stop it, chance does; it must still win in every
world.  A false alarm there costs only the choice of another safe move, and
without it a trade that hands the leader its winning card went unseen.  Everything here
runs on determinized worlds (engine/rules.py, `Determinizable`), never on the
real state: the fairness tests hold these functions to that too.

The searches are iterative deepening (the shortest line first) under node
budgets, so that a wide position costs a bounded number of `apply` calls; a
win too deep for the budget is left to the tree search (search.py, which
treats a win it meets as proven too).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.rng import Rng
from ..engine.rules import Action, Rules

Determinize = Callable[[Any, int, Rng], Any]


@dataclass(frozen=True, slots=True)
class TacticsBudget:
    """How much exact search a level spends before its own decision."""

    nodes: int  # `apply` calls for one winning-line search
    depth: int  # own decisions in a row (a building in Elasund takes several steps)
    worlds: int  # determinized worlds a found line must win in
    guard: bool  # check that the chosen move hands no opponent a win (Medium up)
    alternatives: int = 8  # moves tried, best first, when the chosen one is unsafe
    guard_nodes: int = 0  # `apply` calls for judging one move (its own winning-line searches too)


def certain(before: Any, transition: Any) -> bool:
    """No chance and nothing revealed: the same in every world the seat thinks possible."""
    return not transition.barrier and without_chance(before, transition)


def without_chance(before: Any, transition: Any) -> bool:
    """No chance (the random generator did not move), whatever was revealed.

    The guard's test: a move that shows the opponent something (accepting a
    trade shows the two hands' cards that change owner) still hands the win
    over when the opponent wins after it in every world the seat thinks
    possible; a reveal only tells the opponent about the cards it wins with."""
    old = getattr(before, "rng", None)
    return old is None or old == getattr(transition.state, "rng", None)


Step = Callable[[Any, Any], bool]


def sole_winner(rules: Rules[Any], state: Any) -> int | None:
    """The one winner of a finished game, or None (not over, or shared)."""
    outcome = rules.outcome(state)
    if outcome is None or len(outcome.winners) != 1:
        return None
    return int(outcome.winners[0])


def _won(rules: Rules[Any], state: Any, seat: int) -> bool:
    return sole_winner(rules, state) == seat


class _Counter:
    """`apply` calls still allowed."""

    def __init__(self, nodes: int) -> None:
        self.left = nodes

    def spend(self) -> bool:
        self.left -= 1
        return self.left >= 0


def _line_from(
    rules: Rules[Any],
    state: Any,
    seat: int,
    depth: int,
    counter: _Counter,
    prefix: list[Action],
    accept: Callable[[list[Action]], bool],
    step_ok: Step = certain,
) -> list[Action] | None:
    """A certain line of `seat`'s own decisions, at most `depth` more steps, that
    wins here and that `accept` takes (it wins in the other worlds too);
    `step_ok` says which steps a line may take (`certain` unless told)."""
    if depth <= 0 or rules.to_move(state) != seat:
        return None
    follow: list[tuple[Action, Any]] = []
    for action in rules.legal_actions(state):
        if not counter.spend():
            return None
        transition = rules.apply(state, action)
        if not step_ok(state, transition):
            continue
        after = transition.state
        if rules.to_move(after) is None:
            line = [*prefix, action]
            if _won(rules, after, seat) and accept(line):
                return line
            continue
        if rules.to_move(after) == seat:
            follow.append((action, after))
    for action, after in follow:
        rest = _line_from(
            rules, after, seat, depth - 1, counter, [*prefix, action], accept, step_ok
        )
        if rest is not None:
            return rest
        if counter.left <= 0:
            return None
    return None


def _wins_in(
    rules: Rules[Any], world: Any, seat: int, line: Sequence[Action], step_ok: Step = certain
) -> bool:
    """Does `line` stay legal, certain (by `step_ok`) and winning in this world?"""
    state = world
    for action in line:
        if rules.to_move(state) != seat or action not in rules.legal_actions(state):
            return False
        transition = rules.apply(state, action)
        if not step_ok(state, transition):
            return False
        state = transition.state
    return _won(rules, state, seat)


def winning_line(
    rules: Rules[Any],
    worlds: Sequence[Any],
    seat: int,
    budget: TacticsBudget,
    spent: _Counter | None = None,
    step_ok: Step = certain,
) -> list[Action] | None:
    """A line that wins at once for `seat` in every one of `worlds` (determinized), or None.

    Lines are found in the first world, shortest first (iterative deepening),
    and one is kept only if it wins in the others too; else the search goes on,
    since a longer line may win everywhere.  `spent`, when given, is charged
    with the `apply` calls made (a guard judging a move shares one budget).
    `step_ok`: `certain` for the seat's own win (a line through a reveal may
    rest on a hidden value merely sampled: the seat would then play a win that
    is none); the guard asks about an opponent's line with `without_chance`."""
    if not worlds:
        return None
    counter = _Counter(budget.nodes if spent is None else min(budget.nodes, spent.left))
    start = counter.left

    def everywhere(line: list[Action]) -> bool:
        return all(_wins_in(rules, world, seat, line, step_ok) for world in worlds[1:])

    found: list[Action] | None = None
    for depth in range(1, budget.depth + 1):
        found = _line_from(rules, worlds[0], seat, depth, counter, [], everywhere, step_ok)
        if found is not None or counter.left <= 0:
            break
    if spent is not None:
        spent.left -= start - max(0, counter.left)
    return found


def hands_over_a_win(
    rules: Rules[Any],
    worlds: Sequence[Any],
    seat: int,
    action: Action,
    budget: TacticsBudget,
    spent: _Counter | None = None,
    own_steps: int = 3,
    horizon: list[bool] | None = None,
) -> bool:
    """After `action`, with no chance between, an opponent wins at once (see the
    module's docstring), in every world.  The seat's own further decisions are
    followed for `own_steps` more; what rests on chance, or lies beyond the
    budget `spent`, counts as no hand-over: only a certain one is refused.
    `horizon`, when given, is set to [True] when the answer "no hand-over"
    rests on the seat's own steps running out (safe_choice looks further)."""
    spent = spent if spent is not None else _Counter(budget.guard_nodes)
    after_worlds = []
    for world in worlds:
        if not spent.spend() or action not in rules.legal_actions(world):
            return False
        transition = rules.apply(world, action)
        if not without_chance(world, transition):
            return False  # what follows rests on chance: not "at once"
        after_worlds.append(transition.state)
    movers = {rules.to_move(w) for w in after_worlds}
    if len(movers) != 1:
        return False
    mover = movers.pop()
    if mover is None:  # the move ends the game: handed over unless the seat wins too
        outcomes = [rules.outcome(w) for w in after_worlds]
        return all(o is not None and seat not in o.winners for o in outcomes)
    if mover != seat:
        # a reveal on the way (an accepted trade, its confirmation) does not
        # stop the opponent: it wins in every world the seat thinks possible
        return winning_line(rules, after_worlds, mover, budget, spent, without_chance) is not None
    if own_steps <= 0:
        if horizon is not None:
            horizon[:] = [True]
        return False
    options = rules.legal_actions(after_worlds[0])
    for option in options:
        if spent.left <= 0 or not hands_over_a_win(
            rules, after_worlds, seat, option, budget, spent, own_steps - 1, horizon
        ):
            return False  # a safe way on (or one not known to be unsafe)
    return bool(options)


# How far the seat's own steps are followed when an alternative to the level's
# choice looked safe only for want of them (safe_choice); the guard's node
# budget still bounds the look.
DEEPER_OWN_STEPS = 8


def safe_choice(
    rules: Rules[Any],
    worlds: Sequence[Any],
    seat: int,
    ranked: Sequence[Action],
    budget: TacticsBudget,
) -> Action:
    """The first of `ranked` (the level's choice first) that hands no opponent a
    win; the first of all when every one tried does (nothing then prevents it).

    An alternative to the level's choice that looks safe only because the
    seat's own steps ran out before the game went on is followed further
    (DEEPER_OWN_STEPS): a caravan is four steps (its travel and three cards),
    and an Elfenland player in the last round whose opponent already held all
    twenty pieces took one to a visited town, the guard seeing no end of it,
    instead of the planner's two new towns (play-test of issue 24)."""
    for action in ranked[: budget.alternatives]:
        horizon = [False]
        if hands_over_a_win(rules, worlds, seat, action, budget, horizon=horizon):
            continue
        if action == ranked[0] or not horizon[0]:
            return action
        if not hands_over_a_win(rules, worlds, seat, action, budget, own_steps=DEEPER_OWN_STEPS):
            return action
    return ranked[0]


def world_sample(
    determinize: Determinize, state: Any, seat: int, rng: Rng, first: Any, count: int
) -> list[Any]:
    """`first` (a determinized world already drawn) and `count - 1` more."""
    return [first, *(determinize(state, seat, rng) for _ in range(max(0, count - 1)))]
