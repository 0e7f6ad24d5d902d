"""The numbers of Catan's computer players (ai.py), in one place.

`CatanPreferences`: Easy's preference for each legal action (`CatanAI.weights`),
which are also the search's rollout policy and priors (Hard's sharper maritime
trade and set-up priors aside, `CatanSearchAI`).  `PREFERENCES` is what every
level plays with: the hand-set numbers, or numbers fitted by self-play with
bench/tune_selfplay.py (`--game catan --group easy`) where they beat them in
validation; the record below says which.

    record (preferences): `python bench/tune_selfplay.py --game catan --group easy
    --seed 1 --iterations 150 --games 16 --validate 400` at 26c4c6c: the fit won
    204 of 400 validation games against the hand-set numbers (95 % [0.46, 0.56]),
    not better, so PREFERENCES stay hand-set (bench/results/tune_catan_easy_seed1.json)

`CatanWeights`: the position evaluation (`CatanAI.evaluate`).

A position is worth, to each seat, its victory points plus these numbers
times what it has on the way to more: production, the variety of
resources it produces, cards in hand (less above seven), development
cards, knights towards Largest Army, road length towards Longest Road, a
free spot to build on, cards of the building it saves for.  One victory
point is worth 1.0.

`HAND` is the hand-set evaluation that Easy's and Medium's searches use
(the search of Medium looks at these; Easy does not search).  `HARD` is
Hard's: `HAND` with production variety counted higher (see
`CatanSearchAI`), or numbers fitted by self-play with
bench/tune_selfplay.py (`--game catan --group evaluation`) where they beat
the hand-set ones in validation; the record below says which.

    record (evaluation): `python bench/tune_selfplay.py --game catan --group
    evaluation --seed 1 --iterations 24 --games 12 --validate 200` at d7cf66c: the
    fit won 102 of 200 at hard@40, four seats (95 % [0.44, 0.58]), not better, so
    HARD stays hand-set (bench/results/tune_catan_evaluation_seed1.json)
"""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True, slots=True)
class CatanPreferences:
    city: float = 200.0  # building a city
    settlement: float = 150.0  # building a settlement ...
    settlement_pip: float = 5.0  # ... and this much more per pip of its spot
    buy_development: float = 30.0  # buying a development card
    end_turn: float = 5.0
    year_of_plenty: float = 25.0  # playing Year of Plenty
    road_building: float = 12.0  # playing Road Building
    spot_resource: float = 1.5  # a set-up spot: pips and this per resource, cubed
    road_with_spot: float = 2.0  # a road bought while a free spot waits for a settlement
    road_without_spot: float = 14.0  # a road bought with no free spot reached
    trade_completes: float = 80.0  # a maritime trade that makes the next building
    take_missing: float = 10.0  # a card taken (bank, Year of Plenty) per one still missing
    robber_points: float = 0.3  # the robber's hex: its owners' production times 1 + this x points
    steal_points: float = 2.0  # whom to rob: this per victory point, 1 per card held
    knight_robbed: float = 40.0  # a knight while the robber sits on one's own hex
    knight_other: float = 12.0  # a knight otherwise
    monopoly_card: float = 3.0  # Monopoly, per card the others hold of it


PREFERENCES = CatanPreferences()


@dataclass(frozen=True, slots=True)
class CatanWeights:
    pip: float = 0.045  # per pip of production (a city's count twice, the robbed hex none)
    variety: float = 0.08  # per resource produced at all
    card: float = 0.07  # per card in hand, up to seven
    over_seven: float = 0.08  # less per card above seven (a 7 takes half)
    development: float = 0.3  # per development card held, victory points aside
    knight: float = 0.12  # per knight played, up to four
    road: float = 0.06  # per road of the longest one, up to six, without the card
    spot: float = 0.25  # a free spot the seat's roads reach
    saved: float = 0.06  # per card held of the building saved for


HAND = CatanWeights()
# A resource one does not produce at all costs four cards for one at the
# bank: producing it is worth about four pips (0.045 each) of another.
HARD_HAND = replace(HAND, variety=0.18)
HARD = HARD_HAND
