"""A greedy Carrara player with a simple plan (Qt-free; sees only its own view).

The plan: build the dearest building it can pay for in the richest city that
accepts the blocks; buy marble that is cheap for what it is worth when it
cannot build; score a city or a type once the yield is worth a marker; keep
some coins for marble and buy an object when coins are plentiful; announce
the end as soon as the objectives are met and it leads on the public board.
Its numbers (`Plan`) come in two sets: SIMPLE_PLAN (the Easy level) and
SHARP_PLAN (this player's default, and the search's rollouts).
It never looks at hidden information: only at `view` (its own screen and the
public board) and the legal actions.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from ...engine.rng import Rng
from ...engine.rules import Action
from . import data as D  # noqa: N812
from .rules import TILE_BY_NAME, CarraraState, building_value, city_yield, type_yield


@dataclass(frozen=True, slots=True)
class Plan:
    """The numbers of the greedy plan.

    * block_worth: what one block of each colour is worth to the player, in
      coins (the more cities accept a colour, the more useful it is: white
      builds everywhere);
    * coin_reserve: coins kept back when taking blocks;
    * object_reserve: buy an object only with at least this many coins;
    * score_threshold: a scoring must be worth this much (VP + coins/2 + 3
      per object).
    """

    block_worth: tuple[float, ...]
    # compared with whole coins only: a fitted 5.6 (games/carrara/tuned.py)
    # plays as 6
    coin_reserve: float
    object_reserve: float
    score_threshold: float


# The first plan: what the Easy level plays (games/carrara/ai.py).
SIMPLE_PLAN = Plan(
    block_worth=(4.5, 4.0, 3.2, 2.6, 2.0, 1.4),
    coin_reserve=6,
    object_reserve=18,
    score_threshold=9.0,
)
# Tuned in four-player games of one player against three SIMPLE_PLAN players
# (400 games a setting, seats rotated): keeping no coins back won 36 % alone,
# buying objects only with 32 coins or more (that is, all but never: 10 coins
# buy about three blocks, which build more than the object's 3 points) 35 %,
# both 43 %, and blocks valued a coin more each on top 47-49 % (an equal share
# is 25 %).  The computer players' default and the search (Medium, Hard) use it.
SHARP_PLAN = Plan(
    block_worth=(5.5, 5.0, 4.2, 3.6, 3.0, 2.4),
    coin_reserve=0,
    object_reserve=32,
    score_threshold=9.0,
)
BLOCK_WORTH = SHARP_PLAN.block_worth


class Seen(NamedTuple):
    """What the plan reads of the mover's own view, and nothing else.

    Built from the view for a computer seat (`from_view`), or straight from a
    determinized state for the search's priors and rollouts (`from_state`):
    those ask the plan at every step, and building the whole view dict there
    (every board copied into lists, every building value summed) took a
    quarter of a Carrara search.  Both give the plan the same numbers.
    """

    me: int | None
    phase: str
    board: Sequence[Sequence[int]]  # the mover's buildings, per city
    coins: int
    supply: Sequence[int]  # objects beside the board
    pile: int  # face-down tiles left
    end_reason: str
    wheel: Sequence[Sequence[int]]
    segment: int
    # VP on the track + building value per seat: asked only when announcing
    # is open, so it is worked out only then
    public: Callable[[], list[int]]

    @staticmethod
    def from_view(view: dict[str, Any]) -> Seen:
        me = view["me"]
        info = view["players"][me] if me is not None else {}
        players = view["players"]
        return Seen(
            me=me,
            phase=view["phase"],
            board=info.get("board", [[] for _ in range(6)]),
            coins=int(info.get("coins", 0)),
            supply=view["supply"],
            pile=view["pile"],
            end_reason=view["end_reason"],
            wheel=view["wheel"],
            segment=int(view["segment"]),
            public=lambda: [int(p["vp"]) + int(p["building_value"]) for p in players],
        )

    @staticmethod
    def from_state(state: CarraraState) -> Seen:
        """The mover's view of `state` (rules.view(state, state.current)) as the plan reads it."""
        me = state.current
        return Seen(
            me=me,
            phase=state.phase,
            board=state.boards[me],
            coins=state.coins[me],
            supply=state.supply,
            pile=len(state.pile),
            end_reason=state.end_reason,
            wheel=state.wheel,
            segment=state.segment,
            public=lambda: [
                state.vp[q] + building_value(state.boards[q]) for q in range(state.num_players)
            ],
        )


class CarraraGreedyBot:
    """Greedy: build high, score when it pays, buy cheap marble, announce when ahead."""

    bot_id = "carrara_greedy"

    def __init__(self, plan: Plan = SHARP_PLAN) -> None:
        self.plan = plan

    def choose(self, view: dict[str, Any], legal: Sequence[Action], rng: Rng) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        return self.pick(Seen.from_view(view), legal, rng)

    def choose_in(self, state: CarraraState, legal: Sequence[Action], rng: Rng) -> Action:
        """`choose` on the mover's own view of `state`, without building the view."""
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        return self.pick(Seen.from_state(state), legal, rng)

    # (not named `decide`: ai.bots.decide would take it for a level player's)
    def pick(self, seen: Seen, legal: Sequence[Action], rng: Rng) -> Action:
        """The plan's move among `legal` (two or more) from what the mover sees."""
        by_kind: dict[str, list[Action]] = {}
        for action in legal:
            by_kind.setdefault(action.kind, []).append(action)
        phase = seen.phase
        if phase == "action":
            return self._main(seen, by_kind)
        if phase == "segment":
            return self._segment(seen, by_kind["choose_segment"])
        if phase == "take":
            return self._take(seen, by_kind)
        if phase == "city":
            return max(by_kind["build_in"], key=lambda a: _city_rank(D.CITY_INDEX[a.args[0]]))
        if phase == "pay":  # pay with the least valuable accepted colour
            return max(by_kind["pay"], key=lambda a: D.COLOUR_INDEX[a.args[0]])
        if phase == "after":
            return self._after(seen, by_kind)
        return legal[rng.below(len(legal))]

    # -- the turn's action -------------------------------------------------------
    def _main(self, seen: Seen, by_kind: dict[str, list[Action]]) -> Action:
        board = seen.board
        best_score: tuple[float, Action] | None = None
        supply = seen.supply
        for action in by_kind.get("score_city", []):
            city = D.CITY_INDEX[action.args[0]]
            vp, coins = city_yield(board, city)
            worth = _scoring_worth(vp, coins, objects_gained(board[city], supply))
            if best_score is None or worth > best_score[0]:
                best_score = (worth, action)
        for action in by_kind.get("score_type", []):
            kind = D.TYPE_INDEX[action.args[0]]
            vp, coins = type_yield(board, kind)
            tiles = [t for column in board for t in column if D.tile_type(t) == kind]
            worth = _scoring_worth(vp, coins, objects_gained(tiles, supply))
            if best_score is None or worth > best_score[0]:
                best_score = (worth, action)
        late = seen.pile == 0 or bool(seen.end_reason)
        if best_score is not None and (best_score[0] >= self.plan.score_threshold or late):
            return best_score[1]
        builds = by_kind.get("build", [])
        if builds:
            return max(builds, key=_build_rank)
        if best_score is not None and not by_kind.get("buy_marble"):
            return best_score[1]
        return by_kind["buy_marble"][0]

    # -- buying marble -------------------------------------------------------------
    def _segment(self, seen: Seen, choices: list[Action]) -> Action:
        coins = seen.coins

        def gain(action: Action) -> float:
            k = action.args[0]
            return _plan_take(seen.wheel[k], k, coins, self.plan)[0]

        return max(choices, key=lambda a: (gain(a), a.args[0]))

    def _take(self, seen: Seen, by_kind: dict[str, list[Action]]) -> Action:
        k = seen.segment
        coins = seen.coins
        takes = by_kind.get("take_block", [])
        stop = by_kind.get("stop_taking")
        best: tuple[float, Action] | None = None
        for action in takes:
            c = D.COLOUR_INDEX[action.args[0]]
            price = D.PRICES[k][c]
            worth = self.plan.block_worth[c] - price
            affordable = coins - price >= self.plan.coin_reserve or price == 0
            wanted = (worth > 0 and affordable) or not stop
            if wanted and (best is None or worth > best[0]):
                best = (worth, action)
        if best is not None:
            return best[1]
        return stop[0] if stop else takes[0]

    # -- after the action ---------------------------------------------------------------
    def _after(self, seen: Seen, by_kind: dict[str, list[Action]]) -> Action:
        announce = by_kind.get("announce_end")
        if announce and _leading(seen.public(), seen.me):
            return announce[0]
        objects = by_kind.get("buy_object")
        if objects and seen.coins >= self.plan.object_reserve:
            return objects[0]
        if announce and not by_kind.get("end_turn"):
            return announce[0]
        return by_kind["end_turn"][0]


def _build_rank(action: Action) -> tuple[int, int]:
    """The dearest building first; between equals the lowest tile id."""
    tile = TILE_BY_NAME[str(action.args[0])]
    return D.tile_value(tile), -tile


def _city_rank(city: int) -> tuple[int, int]:
    """Richer cities first; between equals, victory points before coins."""
    return D.CITY_MULTIPLIER[city], 1 if D.CITY_REWARD[city] == D.VP else 0


def objects_gained(tiles: Sequence[int], supply: Sequence[int]) -> int:
    """How many objects a scoring of `tiles` takes from the `supply`: one a
    tile whose object is still there."""
    left = list(supply)
    got = 0
    for t in tiles:
        o = D.tile_object(t)
        if left[o]:
            left[o] -= 1
            got += 1
    return got


def _scoring_worth(vp: int, coins: int, objects: int) -> float:
    return vp + coins / 2 + 3 * objects


def _plan_take(
    segment: Sequence[int], position: int, coins: int, plan: Plan
) -> tuple[float, int]:
    """(gain, blocks) of greedily taking the blocks worth more than their price."""
    offers = sorted(
        (plan.block_worth[c] - D.PRICES[position][c], D.PRICES[position][c])
        for c in range(D.NUM_COLOURS)
        for _ in range(segment[c])
    )
    gain, taken = 0.0, 0
    for worth, price in reversed(offers):
        if worth <= 0 or (price and coins - price < plan.coin_reserve):
            continue
        coins -= price
        gain += worth
        taken += 1
    return gain, taken


def _leading(public: Sequence[int], me: Any) -> bool:
    """Ahead (or level) on what everybody can see (`public`: VP on the track plus
    building value, per seat)."""
    return public[me] + D.ANNOUNCE_BONUS_VP >= max(public)
