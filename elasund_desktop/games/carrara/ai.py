"""What the computer players know about Carrara (hooks of ai/hooks.py).

* `evaluate`: the final score as it would stand now (points on the track,
  building values, objects, whole 5 coins: rules.final_scores), plus what
  the marble behind the screen and the spare coins will still build: each
  block about one point (white, accepted everywhere, a bit more), each coin a
  quarter of a point.  Carrara's points come in small units (a game ends
  around 60-100), so the numbers are divided by 3 to keep one point of the
  other games' scale about one "good move".
* `weights`: the greedy player's choice (games/carrara/bot.py, from the
  player's own view only) gets most of the weight; every other legal move
  keeps a little, so rollouts stay varied.
* Easy (levels.py): the move with the largest weight, i.e. the greedy
  player's, or now and then a draw by those weights.  Nothing is scripted.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine.rng import Rng
from ...engine.rules import Action, Rules
from . import data as D  # noqa: N812 - the data module reads best as D.X
from .bot import BLOCK_WORTH, CarraraGreedyBot
from .rules import OVER, CarraraState, final_scores

_GREEDY = CarraraGreedyBot()
GREEDY_WEIGHT = 12.0
OTHER_WEIGHT = 1.0
SCALE = 3.0  # Carrara points per evaluation unit


def _greedy(rules: Rules[Any], state: CarraraState, legal: Sequence[Action]) -> Action:
    # ties in the greedy player never use its rng: a fixed one keeps weights pure
    return _GREEDY.choose(rules.view(state, state.current), legal, Rng(1))


class CarraraAI:
    def evaluate(self, rules: Rules[Any], state: CarraraState) -> Sequence[float]:
        del rules
        totals = final_scores(state)
        if state.phase == OVER:
            return [t / SCALE for t in totals]
        out = []
        for q in range(state.num_players):
            blocks = sum(state.marble[q][c] * BLOCK_WORTH[c] / 3.5 for c in range(D.NUM_COLOURS))
            spare = state.coins[q] % D.COINS_PER_VP
            out.append((totals[q] + blocks + 0.25 * spare) / SCALE)
        return out

    def weights(
        self, rules: Rules[Any], state: CarraraState, legal: Sequence[Action]
    ) -> list[float]:
        if len(legal) == 1:
            return [1.0]
        best = _greedy(rules, state, legal)
        return [GREEDY_WEIGHT if a == best else OTHER_WEIGHT for a in legal]

    def scripted(
        self, rules: Rules[Any], state: CarraraState, legal: Sequence[Action], level: str, rng: Rng
    ) -> Action | None:
        del rules, state, legal, level, rng
        return None

    def search_actions(
        self, rules: Rules[Any], state: CarraraState, legal: Sequence[Action]
    ) -> list[Action]:
        del rules, state
        return list(legal)


GAME_AI = CarraraAI()
