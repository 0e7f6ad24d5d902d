"""The numbers of Catan's position evaluation (ai.py `CatanAI.evaluate`), in one place.

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

    record: none yet (HARD is the hand-set evaluation with variety 0.18)
"""

from __future__ import annotations

from dataclasses import dataclass, replace


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
