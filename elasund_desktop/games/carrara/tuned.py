"""The numbers of Carrara's Easy level (ai.py), in one place.

Easy plays the greedy player's plan (bot.py) with its own numbers: what a
block of each colour is worth, the coins kept back, when to buy an object,
how much a scoring must bring.  `CarraraWeights` holds them; its defaults
are the hand-set SIMPLE_PLAN.  `WEIGHTS` is what Easy plays with: the
hand-set numbers, or numbers fitted by self-play with
bench/tune_selfplay.py where they beat them in validation (the record below
says which, with the command, seed and commit).  A `CarraraAI` built with
another `CarraraWeights` plays Easy with those.

Easy's randomness (ai.EASY_NOISE) is not among them: it is what makes the
level Easy, not knowledge to fit.  The search's rollouts play the sharp plan
(bot.SHARP_PLAN), which is the computer players' default and stays as it is.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .bot import SIMPLE_PLAN, Plan

_WORTH = SIMPLE_PLAN.block_worth


@dataclass(frozen=True, slots=True)
class CarraraWeights:
    # what one block of each colour is worth to Easy, in coins (D.COLOURS order)
    worth_white: float = _WORTH[0]
    worth_yellow: float = _WORTH[1]
    worth_red: float = _WORTH[2]
    worth_green: float = _WORTH[3]
    worth_blue: float = _WORTH[4]
    worth_black: float = _WORTH[5]
    coin_reserve: float = SIMPLE_PLAN.coin_reserve  # coins kept back when taking blocks
    object_reserve: float = SIMPLE_PLAN.object_reserve  # buy an object only with this many
    score_threshold: float = SIMPLE_PLAN.score_threshold  # a scoring must bring this much

    def easy_plan(self) -> Plan:
        """The greedy plan with these numbers."""
        return Plan(
            block_worth=(
                self.worth_white,
                self.worth_yellow,
                self.worth_red,
                self.worth_green,
                self.worth_blue,
                self.worth_black,
            ),
            coin_reserve=self.coin_reserve,
            object_reserve=self.object_reserve,
            score_threshold=self.score_threshold,
        )


HAND = CarraraWeights()

# What Easy plays with: the plan's numbers fitted by self-play at the Easy
# level heads-up, at commit ba642c7 (where WEIGHTS was HAND), 214 s of CPU:
#   python bench/tune_selfplay.py --game carrara --group easy --seed 3 \
#       --iterations 150 --games 16 --validate 400
# Validation, Easy with these against Easy with the hand-set ones, 400 games
# on seeds 3900000-3900199 (each twice, seats swapped): 314.5 of 400, 0.786,
# 95 % [0.742, 0.822].  Record: bench/results/tune_carrara_easy_seed3.json.
# As the sharp plan's tuning found (bot.py), keeping coins back loses: the
# reserve went from 6 to 0.114 (coins are whole: it plays as 1); objects are
# bought from 24 coins on (18 before); the blocks' worths came closer
# together, red and blue above white.  Heads-up, 100 games from seed 5000:
# Easy against the greedy player 9.5 before, 50.5 after; against Random 100
# both times; Medium at 400 iterations against this Easy 22 of 24
# (bench/results/ladder_carrara_easy.jsonl).
WEIGHTS = replace(
    HAND,
    worth_white=3.33,
    worth_yellow=3.82,
    worth_red=4.28,
    worth_green=2.71,
    worth_blue=3.98,
    worth_black=1.22,
    coin_reserve=0.114,
    object_reserve=24.0,
    score_threshold=10.0,
)
