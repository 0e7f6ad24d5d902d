"""What the computer players know about Elasund (hooks of ai/hooks.py).

* `evaluate`: victory points (cubes placed; ten win), plus the engine of
  the game: income buildings weighted by how often their rows come up on
  two dice, permits on the board (more for high values, which win building
  sites), gold and influence cards in hand (less for a hoard above what a
  construction costs), trade points towards the next flag, and cubes on the
  board that pirates can take (a small deduction).  One point is worth 1.0.
* `weights`: a cheap preference for rollouts and Easy: build (neutral
  buildings with flags first), church tiles, walls with towers, permits
  next to one's own, the ship to a row where one earns, discard and pay
  with the colour one has most of.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine.rng import Rng
from ...engine.rules import Action, Rules
from . import data as D  # noqa: N812
from .rules import ElasundState

# chance (out of 36) that the ship comes to a row: the row's dice total
ROW_WEIGHT = tuple(D.DICE_WEIGHTS[r] for r in D.ROWS)
_BUILD_WEIGHT = {
    "house": 30.0,
    "workshop": 35.0,
    "well": 60.0,
    "market_stand": 60.0,
    "tavern": 70.0,
    "merchant": 70.0,
    "large_building": 90.0,
}
_KIND_BASE = {
    "roll": 1.0,
    "church": 75.0,
    "end_construction": 3.0,
    "bonus_place": 22.0,
    "bonus_upgrade": 10.0,
    "bonus_move": 4.0,
    "bonus_gold": 9.0,
    "end_turn": 4.0,
    "build_at": 5.0,
    "church_keep": 1.0,
    "place_hut": 1.0,
}


class ElasundAI:
    def evaluate(self, rules: Rules[Any], state: ElasundState) -> Sequence[float]:
        del rules
        n = state.num_players
        income = [0.0] * n
        for b in state.buildings:
            bt = D.BUILDINGS[b.kind]
            if bt.income is None:
                continue
            r0 = b.square // 10
            chance = sum(ROW_WEIGHT[r] for r in range(r0, min(10, r0 + bt.h))) / 36.0
            income[b.owner] += chance
        out = []
        for q in range(n):
            vp = D.VP_CUBES - state.cubes[q]
            permits = sum(1 + 0.3 * v for v, s in enumerate(state.permits[q]) if s >= 0)
            cards = state.gold[q] + sum(state.influence[q])
            v = float(vp)
            v += 1.6 * income[q]
            v += 0.18 * permits
            v += 0.09 * min(state.gold[q], 10) + 0.03 * max(0, state.gold[q] - 10)
            v += 0.07 * min(sum(state.influence[q]), 6)
            v -= 0.02 * max(0, cards - 14)
            v += 0.05 * state.trade[q]
            out.append(v)
        return out

    def weights(
        self, rules: Rules[Any], state: ElasundState, legal: Sequence[Action]
    ) -> list[float]:
        del rules
        return [self._weight(state, a) for a in legal]

    def _weight(self, s: ElasundState, a: Action) -> float:
        kind = a.kind
        p = a.player
        base = _KIND_BASE.get(kind)
        if base is not None:
            return base
        if kind == "build":
            return _BUILD_WEIGHT.get(a.args[0], 20.0)
        gold = s.gold[p]
        if kind == "take_gold":  # gold pays for everything: take it when short
            return 8.0 + 5.0 * max(0, 7 - gold)
        if kind == "wall":
            nxt = s.wall_next[p]
            tower = D.WALL_REWARDS.get(nxt, ("", 0))[0] == "tower"
            if tower:
                return 45.0
            return 18.0 if gold >= 8 else 2.0
        if kind == "permit":
            v = a.args[0]
            return 12.0 + 2.0 * v if gold - v >= 3 else 3.0
        if kind == "permit_at" or kind == "bonus_place_at" or kind == "bonus_move_to":
            col, row = a.args
            square = D.sq(col, row)
            near = 0
            for v, sq in enumerate(s.permits[p]):
                if sq >= 0 and abs(sq % 10 - col) + abs(sq // 10 - square // 10) == 1:
                    near += 1 + v
            return 1.0 + 3.0 * near + 0.2 * ROW_WEIGHT[square // 10]
        if kind == "move_ship":
            ri = D.ROW_INDEX[a.args[0]]
            w = 1.0
            for b in s.buildings:
                bt = D.BUILDINGS[b.kind]
                r0 = b.square // 10
                if bt.income is not None and r0 <= ri < r0 + bt.h:
                    w += 4.0 if b.owner == p else -0.5
            return max(0.2, w)
        if kind in ("pay_colour", "discard", "take_card"):
            card = a.args[0]
            colours = D.INFLUENCE_COLOURS
            have = s.gold[p] if card == "gold" else s.influence[p][colours.index(card)]
            if kind == "take_card":
                return 2.0 if card == "gold" else 3.0
            return 1.0 + have * have
        if kind == "bonus_upgrade_to":
            return 1.0 + a.args[0]
        return 1.0

    def scripted(
        self,
        rules: Rules[Any],
        state: ElasundState,
        legal: Sequence[Action],
        level: str,
        rng: Rng,
    ) -> Action | None:
        del rules, state, legal, level, rng
        return None

    def search_actions(
        self, rules: Rules[Any], state: ElasundState, legal: Sequence[Action]
    ) -> list[Action]:
        del rules, state
        return list(legal)


GAME_AI = ElasundAI()
