"""Where a player can get with the cards in hand: cheapest journeys over the planned board.

Qt-free, so the board's hover hint, the tests and a computer player share it.
A journey's price is the number of travel cards it spends.  For a caravan step
the search pays with the cards the player holds most of (a fixed choice that
keeps the search small; the real payment is chosen by the player).
"""

from __future__ import annotations

import heapq
from typing import NamedTuple

from . import data as D  # noqa: N812
from .rules import ElfenlandState, caravan_cost, travel_cost

CARAVAN = -2  # pseudo card type of a caravan step


class Step(NamedTuple):
    route: int
    town: int  # where the step arrives
    card: int  # card type paid, or CARAVAN
    cards: int  # how many cards


class Journey(NamedTuple):
    cards: int  # cards spent in all
    steps: tuple[Step, ...]


def _caravan_pay(hand: tuple[int, ...], need: int) -> tuple[int, ...] | None:
    if sum(hand) < need:
        return None
    out = list(hand)
    for _ in range(need):
        k = max(range(D.NUM_CARD_TYPES), key=lambda i: (out[i], -i))
        out[k] -= 1
    return tuple(out)


def cheapest_journeys(state: ElfenlandState, player: int) -> dict[int, Journey]:
    """For every town the player can reach now, the journey spending fewest cards.

    The start town is included with an empty journey.  Uses the board as it is
    (counters and obstacles) and the caravan option of the game.
    """
    start = state.boots[player]
    hand0 = state.hands[player]
    best: dict[int, Journey] = {}
    seen: set[tuple[int, tuple[int, ...]]] = set()
    # (cards spent, steps taken, tie-break counter, town, hand, steps)
    heap: list[tuple[int, int, int, int, tuple[int, ...], tuple[Step, ...]]] = [
        (0, 0, 0, start, hand0, ())
    ]
    counter = 1
    while heap:
        spent, _, _, town, hand, steps = heapq.heappop(heap)
        if (town, hand) in seen:
            continue
        seen.add((town, hand))
        if town not in best:
            best[town] = Journey(spent, steps)
        for route, other in D.TOWN_ROUTES[town]:
            kind, cost = travel_cost(state, route, town)
            payable = kind >= 0 and hand[kind] >= cost
            options: list[tuple[Step, tuple[int, ...]]] = []
            if payable:
                paid = (*hand[:kind], hand[kind] - cost, *hand[kind + 1 :])
                options.append((Step(route, other, kind, cost), paid))
            need = caravan_cost(state, route)
            if need and not (state.caravan_strict and payable):
                paid2 = _caravan_pay(hand, need)
                if paid2 is not None:
                    options.append((Step(route, other, CARAVAN, need), paid2))
            for step, left in options:
                if (other, left) not in seen:
                    heapq.heappush(
                        heap,
                        (spent + step.cards, len(steps) + 1, counter, other, left, (*steps, step)),
                    )
                    counter += 1
    return best
