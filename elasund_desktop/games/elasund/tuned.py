"""The numbers of Elasund's computer players (ai.py), in one place.

`ElasundWeights` holds every number that ai.py's preferences and evaluation
use; its field defaults are the hand-set values the game shipped with.
`WEIGHTS` is what the game plays with: the hand-set values, or values fitted
by self-play with bench/tune_selfplay.py where they beat them in validation
(the record below says which, with the command, seed and commit that
produced them).  An `ElasundAI` built with another `ElasundWeights` plays
with those numbers (the tuning script does this), so that nothing global is
patched while games are played.
"""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True, slots=True)
class ElasundWeights:
    # --- Easy's preferences (ai._easy_weight): also the search's priors and
    # rollouts wherever `weights` has no figure of its own.
    # building chosen (the neutral ones carry flags and income)
    build_house: float = 30.0
    build_workshop: float = 35.0
    build_well: float = 60.0
    build_market_stand: float = 60.0
    build_tavern: float = 70.0
    build_merchant: float = 70.0
    build_large_building: float = 90.0
    # where it goes: a base, the rows that pay (buildings with income), trade squares
    site_base: float = 5.0
    site_row: float = 1.0
    site_trade: float = 6.0
    church: float = 40.0
    end_construction: float = 3.0
    # wall tiles: the one with a tower, a plain one, an east one while gold is short
    wall_tower: float = 50.0
    wall_plain: float = 25.0
    wall_east_short: float = 8.0
    wall_east_gold: float = 6.0  # gold below which an east tile counts as short
    # the permit step: gold (more when short of 3), a permit (more for a high one)
    take_gold: float = 5.0
    take_gold_short: float = 3.0
    permit: float = 20.0
    permit_per_value: float = 2.0
    permit_short: float = 4.0  # a permit that would leave no gold
    # where Easy's permit goes: next to its own permits, rows that pay
    near_permit: float = 3.0
    near_row: float = 0.2
    # the bonus step
    bonus_place: float = 22.0
    bonus_upgrade: float = 10.0
    bonus_move: float = 4.0
    bonus_gold: float = 9.0
    end_turn: float = 4.0
    upgrade_per_value: float = 1.0
    # the ship: towards own buildings with income, away from others'
    ship_own: float = 4.0
    ship_other: float = -0.5
    # the pirate's card: gold or an influence card
    take_card_gold: float = 2.0
    take_card_colour: float = 3.0

    # --- the search's own preferences (ai.ElasundAI.weights)
    # the bonus step (see ai._SEARCH_BASE: why they differ from Easy's)
    search_bonus_upgrade: float = 2.0
    search_bonus_move: float = 2.0
    search_end_turn: float = 8.0
    # where a permit goes (ai._Squares.permit_weight): rows, trade squares,
    # the building sites it completes or nearly completes
    site_permit_row: float = 0.2
    site_permit_trade: float = 3.0
    site_two_done: float = 10.0
    site_three_done: float = 8.0
    site_three_near: float = 3.0
    site_two_near: float = 1.0

    # --- the evaluation (ai.ElasundAI.evaluate); one victory point is 1.0
    income_cap: float = 2.5
    rounds_per_point: float = 2.0  # rounds left per cube the leader lacks
    rounds_cap: float = 10.0
    income_card: float = 0.1  # a roll's card, per player and round
    permit_on_board: float = 0.25
    permit_value: float = 0.06
    gold_each: float = 0.1
    gold_cap: float = 12.0
    gold_hoard: float = 0.03
    influence_each: float = 0.08
    influence_cap: float = 6.0
    influence_hoard: float = 0.02
    wall_tile: float = 0.28  # each tile laid towards the next tower
    trade_space: float = 0.8  # the whole way to the next trade space with a flag
    site_large: float = 0.5  # a site for a large building that the player controls
    site_large_near: float = 0.15  # two of its three permits
    site_two: float = 0.3  # a tavern's or merchant's site


HAND = ElasundWeights()

# What the game plays with: the hand-set numbers, with Easy's preferences
# fitted by self-play.
#
# Easy's preferences (the fields from build_house to take_card_colour; also
# the search's rollouts and priors wherever ElasundAI.weights has no figure
# of its own), fitted at the Easy level heads-up, at commit ea8ea81 (where
# WEIGHTS was HAND), 369 s of CPU:
#   python bench/tune_selfplay.py --game elasund --group easy --seed 1 \
#       --iterations 150 --games 16 --validate 400
# Validation, Easy with these against Easy with the hand-set numbers, 400
# games on seeds 1900000-1900199 (each twice, seats swapped): 293 of 400,
# 0.733, 95 % [0.687, 0.774].  Record: bench/results/tune_elasund_easy_seed1.json.
# What moved most: a tower wall tile and the church down to below a permit
# (50 -> 28.9 and 40 -> 18.9, against 20 -> 29.1 for a permit), a merchant
# and a large building up (70 -> 163, 90 -> 120), a tavern down (70 -> 50.4).
# They are the search's rollouts too: Medium at 40 iterations with them
# against Medium with the hand-set ones, 34 of 60 (95 % [0.441, 0.684]):
#   python bench/tune_selfplay.py --game elasund --duel medium@40 --seed 1 --validate 60
# Easy against Random heads-up, bench/bench_ladder.py --games 100 --only
# elasund --step easy-random: 74 of 100 before, 92 after
# (bench/results/ladder_elasund_easy_random.jsonl).
#
# The search's own preferences and the evaluation (search_bonus_upgrade to
# site_two) stay hand-set: fitted at Medium with 40 iterations,
#   python bench/tune_selfplay.py --game elasund --group search --seed 2 \
#       --iterations 36 --games 8 --validate 200
# (commit c419ad6, 923 s of CPU), they won 96 of 200 against these, 95 %
# [0.412, 0.549]: not better.  Record: bench/results/tune_elasund_search_seed2.json.
WEIGHTS = replace(
    HAND,
    build_house=41.1,
    build_workshop=31.4,
    build_well=51.6,
    build_market_stand=68.3,
    build_tavern=50.4,
    build_merchant=163.0,
    build_large_building=120.0,
    site_base=4.95,
    site_row=1.22,
    site_trade=4.61,
    church=18.9,
    end_construction=5.31,
    wall_tower=28.9,
    wall_plain=25.5,
    wall_east_short=3.49,
    wall_east_gold=7.81,
    take_gold=2.52,
    take_gold_short=1.34,
    permit=29.1,
    permit_per_value=2.25,
    permit_short=2.07,
    near_permit=2.76,
    near_row=0.227,
    bonus_place=31.2,
    bonus_upgrade=15.0,
    bonus_move=5.13,
    bonus_gold=11.4,
    end_turn=3.31,
    upgrade_per_value=0.885,
    ship_own=6.15,
    ship_other=-1.14,
    take_card_gold=1.7,
    take_card_colour=4.03,
)
