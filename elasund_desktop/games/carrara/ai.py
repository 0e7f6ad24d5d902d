"""What the computer players know about Carrara (hooks of ai/hooks.py).

* `evaluate`: the final score as it would stand now (points on the track,
  objects, building values), coins at 0.3 of a point while they can still
  buy marble (0.2 once the end is triggered: 5 make a point), each block at
  its worth in the sharp plan's table (bot.py), and what the unused scoring
  markers are worth (`scoring_prospects`): a scoring not made yet at half of
  what it would bring now, but never less than a later scoring is likely to
  bring while building tiles remain.  Without that floor the search cashed
  1-point scorings in its first turns, since the points on the track were
  sure and the marker's later use lay beyond its horizon.  Carrara's points
  come in small units (a game ends around 50-70), so the numbers are divided
  by 3 to keep one point of the other games' scale about one "good move".
* `weights` (rollouts and priors of Medium and Hard): the greedy player's
  move with the sharp plan (bot.SHARP_PLAN) gets most of the weight; every
  other legal move keeps a little, so rollouts stay varied.
* `rollout_scale`: a turn is several small steps, so rollouts play 2.5 times
  the level's number of steps (ai/search.py).
* Easy (`scripted`): the greedy player with the simple plan (its numbers
  in tuned.py: bot.SIMPLE_PLAN's, or fitted ones), or now and then a draw
  by its weights.  The default
  computer player ("carrara_greedy") plays the sharp plan without search.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...ai.hooks import weighted_pick
from ...engine.rng import Rng
from ...engine.rules import Action, Rules
from . import data as D  # noqa: N812 - the data module reads best as D.X
from .bot import SHARP_PLAN, CarraraGreedyBot, objects_gained
from .rules import (
    ACTION,
    OVER,
    CarraraState,
    building_value,
    city_yield,
    final_scores,
    type_yield,
)
from .tuned import WEIGHTS, CarraraWeights

_GREEDY = CarraraGreedyBot(SHARP_PLAN)
GREEDY_WEIGHT = 12.0
OTHER_WEIGHT = 1.0
EASY_NOISE = 0.3  # how often Easy draws by its weights instead of taking its plan's move
SCALE = 3.0  # Carrara points per evaluation unit
BLOCK_POINTS = 1 / 3.5  # a block's worth in coins (the plan's table) -> points
COIN_POINTS = 0.3  # a spare coin while marble can still be bought and built
COIN_POINTS_LATE = 0.2  # ... and once the end is triggered (5 coins make a point)
LATE_BLOCKS = 0.3  # share of a block's worth left once the end is triggered
MARKER_FLOOR = 10.0  # an unused scoring marker at the start: a later scoring's worth
PROSPECT_SHARE = 0.5  # a scoring not made yet counts at half of what it would bring now
LAST_TURN_SHARE = 0.9  # once the end is triggered, the last turn's scoring is all but sure


def _greedy(
    rules: Rules[Any], state: CarraraState, legal: Sequence[Action], bot: CarraraGreedyBot = _GREEDY
) -> Action:
    # ties in the greedy player never use its rng: a fixed one keeps weights pure.
    # The plan reads the mover's view straight from the state (bot.Seen): the
    # same numbers as rules.view(state, state.current) without building it.
    del rules
    return bot.choose_in(state, legal, Rng(1))


def _weights(best: Action, legal: Sequence[Action]) -> list[float]:
    # `best` is one of `legal` (the plan picks from the list), whose actions
    # are all different: the identity test finds it without tuple comparisons
    return [GREEDY_WEIGHT if a is best else OTHER_WEIGHT for a in legal]


class CarraraAI:
    # A turn takes several small steps (buy, choose a segment, take, take,
    # stop, end the turn ...): rollouts get 2.5 times the level's steps, so
    # that they reach the player's next turn in a four-player game.
    rollout_scale = 2.5

    def __init__(self, weights: CarraraWeights = WEIGHTS) -> None:
        # Easy's numbers (tuned.py): another set for a self-play tuning run
        self.numbers = weights
        self._simple = CarraraGreedyBot(weights.easy_plan())

    def evaluate(self, rules: Rules[Any], state: CarraraState) -> Sequence[float]:
        del rules
        if state.phase == OVER:
            return [t / SCALE for t in final_scores(state)]
        late = bool(state.end_reason)
        coin = COIN_POINTS_LATE if late else COIN_POINTS
        block = BLOCK_POINTS * (LATE_BLOCKS if late else 1.0)
        worth = SHARP_PLAN.block_worth
        out = []
        for q in range(state.num_players):
            points = (
                state.vp[q]
                + D.VP_PER_OBJECT * sum(state.objects[q])
                + building_value(state.boards[q])
                + coin * state.coins[q]
                + block * sum(state.marble[q][c] * worth[c] for c in range(D.NUM_COLOURS))
                + scoring_prospects(state, q)
            )
            out.append(points / SCALE)
        return out

    def weights(
        self, rules: Rules[Any], state: CarraraState, legal: Sequence[Action]
    ) -> list[float]:
        """Rollouts and priors (Medium, Hard): the sharp plan's move first."""
        if len(legal) == 1:
            return [1.0]
        return _weights(_greedy(rules, state, legal), legal)

    def scripted(
        self, rules: Rules[Any], state: CarraraState, legal: Sequence[Action], level: str, rng: Rng
    ) -> Action | None:
        """Easy plays the simple plan: its move, or now and then a draw by its weights."""
        if level != "easy" or len(legal) == 1:
            return None
        best = _greedy(rules, state, legal, self._simple)
        if rng.below(1000) < EASY_NOISE * 1000:
            return weighted_pick(legal, _weights(best, legal), rng)
        return best

    def search_actions(
        self, rules: Rules[Any], state: CarraraState, legal: Sequence[Action]
    ) -> list[Action]:
        del rules, state
        return list(legal)


GAME_AI = CarraraAI()


def _scoring_worth(state: CarraraState, tiles: Sequence[int], vp: int, coins: int) -> float:
    """Points a scoring would bring: its VP, its coins, and 3 a object still in the supply."""
    got = objects_gained(tiles, state.supply)
    return vp + COIN_POINTS * coins + D.VP_PER_OBJECT * got


def scoring_options(state: CarraraState, q: int) -> list[float]:
    """What each scoring open to `q` would bring now (cities nobody scored, own unscored types).

    A city counts even below its required number of buildings: the buildings
    there are on their way to it.
    """
    board = state.boards[q]
    out: list[float] = []
    for c in range(6):
        if state.city_scorer[c] == -1 and board[c]:
            vp, coins = city_yield(board, c)
            out.append(_scoring_worth(state, board[c], vp, coins))
    for t in range(6):
        if not state.type_scored[q][t]:
            tiles = [x for column in board for x in column if D.tile_type(x) == t]
            if tiles:
                vp, coins = type_yield(board, t)
                out.append(_scoring_worth(state, tiles, vp, coins))
    return out


def _turns_left(state: CarraraState, q: int) -> int | None:
    """Turns in which `q` may still score once the end is triggered (None: not triggered)."""
    if not state.end_reason:
        return None
    n = state.num_players
    # the game ends when the turn would pass to the start player again
    k = (state.start_player - state.current) % n or n
    seats = [(state.current + i) % n for i in range(k)]
    if q not in seats or (q == state.current and state.phase != ACTION):
        return 0
    return 1


def scoring_prospects(state: CarraraState, q: int) -> float:
    """What `q`'s unused scoring markers are worth, in points (a scoring is one turn).

    A marker is worth the scoring it can still make, or, while the game has
    time to run, a later one: MARKER_FLOOR points shrinking with the building
    tiles left (a scoring made now for less than that wastes a marker that
    would fetch more later; this keeps the search from cashing 1-point
    scorings in the first turns).  Options are counted at PROSPECT_SHARE of
    what they would bring now: they are not banked yet (a city can be taken
    by someone else first), and cashing one must stay worth a turn.
    """
    markers = D.SCORING_MARKERS - state.markers_used[q]
    if markers <= 0:
        return 0.0
    options = sorted(scoring_options(state, q), reverse=True)
    left = _turns_left(state, q)
    if left is not None:  # the end is near: only the turns left can score
        return sum(options[: min(markers, left)]) * LAST_TURN_SHARE
    tiles_left = len(state.pile) + sum(1 for t in state.display if t >= 0)
    floor = MARKER_FLOOR * tiles_left / D.NUM_TILES
    total = 0.0
    for i in range(markers):
        now = options[i] * PROSPECT_SHARE if i < len(options) else 0.0
        total += max(now, floor)
    return total
