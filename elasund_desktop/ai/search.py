"""A generic search player: information-set Monte Carlo tree search.

Variant: single-observer ISMCTS (SO-ISMCTS; Cowling, Powley and Whitehouse,
"Information Set Monte Carlo Tree Search", IEEE TCIAIG 2012), with
*determinizations* drawn by the game's `determinize` hook.  Why this one:

* Our games hide cards and draw at random.  Searching one sampled world
  ("perfect-information Monte Carlo") lets the player count on cards it
  cannot know (strategy fusion).  SO-ISMCTS keeps ONE tree for the deciding
  player's information set and samples a fresh world every iteration, so a
  move's statistics average over every world the player thinks possible.
* Chance (dice, draws) needs no chance nodes: each world carries its own
  random position (determinize redraws it), so the same action leads to
  different futures across iterations, and the tree's children are keyed by
  action only.  Availability counts make UCB fair to actions that exist only
  in some worlds (e.g. an opponent's card play).
* Multi-player: every node keeps the reward of the seat that moved into it
  (a reward vector summing to 1, from the game's evaluation); each seat picks
  what is best for itself ("max-n" in the tree).
* Selection is PUCT (as in AlphaZero) with the game's cheap action weights as
  priors instead of plain UCB: the branching is wide (50 places for a road
  or a permit) and the budget small, so the search starts from the game's own
  preferences and spends its iterations on correcting them.

Iterations stop at a depth cut-off: a short rollout with the game's cheap
goal-directed policy, then the game's evaluation (hooks.py).  Complete
rollouts of a 1000-step Catan game would cost far more than the budget.

Budgets: a time budget (seconds) and a node budget (iterations).  With only
the node budget the search is reproducible: same state, same rng, same
decision.  `cancel` is asked before every iteration; when it answers True the
search raises `Cancelled` at once (an iteration takes well under 10 ms).

Root parallelisation (`merge_results`, `share_rng`): on a machine with cores
to spare, several independent searches of the same decision run in separate
processes (worker.SearchPool), each with its own rng stream and so its own
determinizations and its own tree; their root statistics are summed per
action and the merged favourite is played.  Chosen over one shared tree
(tree parallelisation): the trees need nothing shared but the final few
numbers per root action, which cross a pipe as JSON, and each tree samples
worlds of its own, which is what an information-set search needs more of.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine.rng import Rng
from ..engine.rules import Action, Rules, determinizer
from .hooks import GameAI, values_to_rewards, weighted_pick
from .tactics import certain, sole_winner

# The prior share of the game's root favourite (GameAI.root_favourite), unless
# the game names its own (GameAI.favourite_prior).
FAVOURITE_PRIOR = 0.5


class Cancelled(Exception):
    """The search was told to stop (undo, new game, window closed)."""


@dataclass(frozen=True, slots=True)
class SearchBudget:
    seconds: float | None  # None: no time limit (reproducible with `iterations`)
    iterations: int  # node budget: one iteration adds at most one node
    rollout_depth: int = 12  # policy steps after the tree before the evaluation
    exploration: float = 1.5  # PUCT constant (rewards lie in [0, 1])
    reward_scale: float = 1.0  # evaluation -> reward softmax scale
    # What the root favourite is told of the time (hooks.RootFavourite): the
    # level's budget even when only `iterations` stops the search, so that a
    # node budget reproduces the level's choices; None: `seconds`.
    level_seconds: float | None = None
    # The clock does not stop the search before this many iterations: on a
    # busy or slow machine a decision then takes longer than `seconds`, but
    # the level still thinks enough to play as itself (cancel still stops it).
    floor: int = 0


@dataclass(frozen=True, slots=True)
class SearchResult:
    action: Action
    iterations: int
    seconds: float
    visits: dict[Action, int]  # per root action searched, in the order of the legal actions
    # summed rewards of the root's children (their mover is the deciding seat):
    # what `merge_results` needs to break ties between equally visited actions
    rewards: dict[Action, float] = field(default_factory=dict)
    proven: frozenset[Action] = frozenset()  # root actions found to win at once, for certain


class _Node:
    __slots__ = (
        "avail",
        "children",
        "favourite",
        "mover",
        "proven",
        "reward",
        "scanned",
        "visits",
    )

    def __init__(self, mover: int) -> None:
        self.mover = mover  # the seat that chose the action leading here
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.reward = 0.0
        self.favourite: Action | None = None  # root only: the game's favourite move
        # The action leading here ended the game, with no chance and nothing
        # revealed, with its mover the sole winner (in the last world that
        # took it): a proven win, which the mover always takes (tactics.py's
        # certainty, inside the tree) instead of averaging it with the rest.
        self.proven = False
        self.scanned = False  # its decision was looked through for a proven win


def ismcts(
    rules: Rules[Any],
    state: Any,
    player: int,
    ai: GameAI,
    budget: SearchBudget,
    rng: Rng,
    cancel: Callable[[], bool] | None = None,
    clock: Callable[[], float] = time.perf_counter,
    started: float | None = None,
    root_world: Any | None = None,
) -> SearchResult:
    """The action `player` should take in `state` (a state where `player` is to move).

    The real `state` is used for nothing but `determinize` and the list of
    the player's own legal actions (which depend only on what he sees); the
    game's knowledge at the root (which actions to search, the favourite)
    sees `root_world`, a determinization (drawn here unless the caller has
    one), never the real state.  `started` is when the decision began
    (default: now), so that work done before the search (determinizing,
    scripted checks) counts against the time budget too.
    """
    hook = determinizer(rules)
    if hook is None:
        raise ValueError(f"{getattr(rules, 'game_id', '?')} has no determinize hook")
    if started is None:
        started = clock()
    if root_world is None:
        root_world = hook(state, player, rng)
    legal = ai.search_actions(rules, root_world, rules.legal_actions(state))
    if not legal:
        raise ValueError("no legal action to search")
    if len(legal) == 1:
        return SearchResult(legal[0], 0, clock() - started, {legal[0]: 0}, {legal[0]: 0.0})
    root = _Node(-1)
    scans = [WIN_SCANS]
    # A game may name a favourite move at the root (e.g. its greedy player's
    # choice, worked out once on a determinized world, i.e. from the player's
    # own view): the search then starts from it and leaves it only when its
    # iterations find something better.
    favourite_of = getattr(ai, "root_favourite", None)
    if favourite_of is not None:
        seconds = budget.seconds if budget.level_seconds is None else budget.level_seconds
        chosen = favourite_of(rules, root_world, legal, seconds)
        if chosen in legal:
            root.favourite = chosen
    deadline = None if budget.seconds is None else started + budget.seconds
    done = 0
    slowest = 0.0  # the longest iteration so far: none may end past the deadline
    # A tenth of the budget is kept back: on a busy machine the system can
    # hold the process off a CPU for tens of milliseconds at any moment, and
    # a move may take its budget + 10 % at most.
    reserve = 0.0 if budget.seconds is None else 0.1 * budget.seconds
    while done < budget.iterations:
        if cancel is not None and cancel():
            raise Cancelled
        now = clock()
        if (
            deadline is not None
            and done >= max(1, budget.floor)
            and now + reserve + 1.5 * slowest >= deadline
        ):
            break
        world = hook(state, player, rng)
        _iterate(rules, world, root, ai, budget, rng, scans)
        slowest = max(slowest, clock() - now)
        done += 1
    visits = {a: root.children[a].visits for a in legal if a in root.children}
    best = max(
        legal,
        key=lambda a: (
            a in root.children and root.children[a].proven,
            visits.get(a, -1),
            root.children[a].reward / root.children[a].visits if visits.get(a) else 0.0,
        ),
    )
    rewards = {a: root.children[a].reward for a in visits}
    proven = frozenset(a for a in visits if root.children[a].proven)
    return SearchResult(best, done, clock() - started, visits, rewards, proven)


def merge_results(results: Sequence[SearchResult]) -> SearchResult:
    """Root parallelisation: the searches of one decision merged into one result.

    Visits and rewards are summed per root action; the best is chosen as
    `ismcts` chooses it in one tree: a proven win first (one searcher's proof
    is as good as the lone search's: it is a win with no chance and nothing
    hidden on the way), then the most visits, then the best mean reward.
    Exact ties go to the action met first, searcher by searcher in the order
    given and within one in the order of the legal actions, so that the merge
    of the same results in the same order is always the same move (and the
    merge of one result is that result).  `iterations` is the sum (the work
    done), `seconds` the longest (the searches run side by side).
    """
    if not results:
        raise ValueError("no search result to merge")
    visits: dict[Action, int] = {}
    rewards: dict[Action, float] = {}
    proven: set[Action] = set()
    for result in results:
        for action, count in result.visits.items():
            visits[action] = visits.get(action, 0) + count
            rewards[action] = rewards.get(action, 0.0) + result.rewards.get(action, 0.0)
        proven |= result.proven
    candidates = list(visits)
    for result in results:  # a search that made no child (no iteration) still names a move
        if result.action not in visits:
            candidates.append(result.action)
    best = max(
        candidates,
        key=lambda a: (
            a in proven,
            visits.get(a, -1),
            rewards[a] / visits[a] if visits.get(a) else 0.0,
        ),
    )
    return SearchResult(
        best,
        sum(r.iterations for r in results),
        max(r.seconds for r in results),
        visits,
        rewards,
        frozenset(proven),
    )


# An odd 64-bit constant (the golden-ratio family's, as in SplitMix64's
# literature) that spreads searcher numbers over the generator's positions.
_SHARE_MIX = 0xD1B54A32D192ED03


def share_rng(rng: Rng, searcher: int) -> Rng:
    """Searcher `searcher`'s (>= 1) own stream, derived from the decision's rng.

    Searcher 0 is the decision's rng itself (so that one searcher plays as
    before); the others start at a hashed position, not at a nearby one: two
    SplitMix64 streams whose positions differ by a few steps would repeat each
    other's draws shifted by those steps, and the searches would sample the
    same worlds.  `rng` is not moved, so the streams depend on the decision
    only, not on the order in which they are made.
    """
    if searcher < 1:
        raise ValueError("searcher 0 searches with the decision's own rng")
    return Rng(Rng(rng.state ^ (searcher * _SHARE_MIX)).next_u64())


# Proven wins are looked for among all of a decision's actions (one `apply`
# each) only near the root, where they decide what the root should play (the
# decisions of our own line and the opponents' first answers to it), and at
# most WIN_SCANS decisions a search: deeper, a proven win is found when the
# search itself tries its action.
SCAN_DEPTH = 3
WIN_SCANS = 48
# Off only in tests that show what a level would play without proven wins.
PROVEN_WINS = True


def _iterate(
    rules: Rules[Any],
    world: Any,
    root: _Node,
    ai: GameAI,
    budget: SearchBudget,
    rng: Rng,
    scans: list[int],
) -> None:
    path = [root]
    node = root
    expanded = False
    depth = 0
    while not expanded:
        mover = rules.to_move(world)
        if mover is None:
            break
        legal = ai.search_actions(rules, world, rules.legal_actions(world))
        if not legal:
            break
        if PROVEN_WINS and not node.scanned and depth <= SCAN_DEPTH and scans[0] > 0:
            node.scanned = True
            scans[0] -= 1
            _mark_a_proven_win(rules, world, node, legal, mover)
        depth += 1
        action, child, expanded = _select(rules, world, node, legal, mover, ai, budget)
        transition = rules.apply(world, action)
        child.proven = (
            PROVEN_WINS
            and rules.to_move(transition.state) is None
            and certain(world, transition)
            and sole_winner(rules, transition.state) == mover
        )
        world = transition.state
        path.append(child)
        node = child
    rewards = _rollout(rules, world, ai, budget, rng)
    root.visits += 1
    for n in path[1:]:
        n.visits += 1
        n.reward += rewards[n.mover]


def _mark_a_proven_win(
    rules: Rules[Any], world: Any, node: _Node, legal: Sequence[Action], mover: int
) -> None:
    """The first of `legal` that wins at once and for certain for `mover`, as a proven child."""
    for action in legal:
        transition = rules.apply(world, action)
        if (
            rules.to_move(transition.state) is None
            and certain(world, transition)
            and sole_winner(rules, transition.state) == mover
        ):
            child = node.children.get(action)
            if child is None:
                child = node.children[action] = _Node(mover)
            child.proven = True
            return


def _select(
    rules: Rules[Any],
    world: Any,
    node: _Node,
    legal: Sequence[Action],
    mover: int,
    ai: GameAI,
    budget: SearchBudget,
) -> tuple[Action, _Node, bool]:
    """PUCT over the actions available in this world, the game's weights as priors.

    score = Q + c * prior * sqrt(availability) / (1 + visits).  An action never
    tried yet is valued at the mean of its tried siblings (first-play urgency),
    so with few iterations the search follows the game's own preferences and
    with more it corrects them.  Returns (action, child, newly created).
    """
    if len(legal) == 1:
        priors = [1.0]
    else:
        weights = ai.weights(rules, world, legal)
        total = sum(weights)
        priors = [w / total for w in weights] if total > 0 else [1.0 / len(legal)] * len(legal)
        if node.favourite is not None and node.favourite in legal:
            i = legal.index(node.favourite)
            rest = 1.0 - priors[i]
            share = getattr(ai, "favourite_prior", FAVOURITE_PRIOR)
            priors = [
                share if j == i else (p * (1.0 - share) / rest if rest > 0 else 0.0)
                for j, p in enumerate(priors)
            ]
    children = node.children
    for a in legal:  # a proven win of the mover: taken, nothing else is weighed
        child = children.get(a)
        if child is not None and child.proven:
            child.avail += 1
            return a, child, False
    tried_q = 0.0
    tried = 0
    for a in legal:
        child = children.get(a)
        if child is not None:
            child.avail += 1
            if child.visits:
                tried_q += child.reward / child.visits
                tried += 1
    fpu = tried_q / tried if tried else 0.5
    c = budget.exploration
    best_i = 0
    best_v = -1.0
    for i, a in enumerate(legal):
        child = children.get(a)
        if child is None or not child.visits:
            q, n, avail = fpu, 0, max(1, node.visits)
        else:
            q, n, avail = child.reward / child.visits, child.visits, child.avail
        v = q + c * priors[i] * math.sqrt(avail) / (1 + n)
        if v > best_v:
            best_v, best_i = v, i
    action = legal[best_i]
    child = children.get(action)
    if child is None:
        child = _Node(mover)
        child.avail = 1
        children[action] = child
        return action, child, True
    return action, child, False


def _rollout(
    rules: Rules[Any], world: Any, ai: GameAI, budget: SearchBudget, rng: Rng
) -> Sequence[float]:
    # A game whose turns take many small steps (Carrara: buy, choose, take,
    # take, stop ...) asks for proportionally more of them (GameAI.rollout_scale).
    steps = round(budget.rollout_depth * getattr(ai, "rollout_scale", 1.0))
    for _ in range(steps):
        if rules.to_move(world) is None:
            break
        legal = ai.search_actions(rules, world, rules.legal_actions(world))
        action = legal[0] if len(legal) == 1 else weighted_pick(
            legal, ai.weights(rules, world, legal), rng
        )
        world = rules.apply(world, action).state
    return rewards_of(rules, world, ai, budget.reward_scale)


def rewards_of(rules: Rules[Any], world: Any, ai: GameAI, scale: float) -> Sequence[float]:
    """Reward per seat: 1 shared by the winners at the end, else the evaluation's softmax."""
    outcome = rules.outcome(world)
    if outcome is not None:
        n = len(outcome.scores)
        share = 1.0 / max(1, len(outcome.winners))
        return [share if q in outcome.winners else 0.0 for q in range(n)]
    return values_to_rewards(ai.evaluate(rules, world), scale)
