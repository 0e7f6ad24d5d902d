"""Where a player can get with the cards in hand: cheapest journeys over the planned board.

Qt-free, so the board's hover hint, the tests and a computer player share it.
A journey's price is the number of travel cards it spends.  For a caravan step
the search pays with the cards the player holds most of (a fixed choice that
keeps the search small; the real payment is chosen by the player).
"""

from __future__ import annotations

import heapq
from functools import lru_cache
from typing import NamedTuple

from . import data as D  # noqa: N812
from .rules import ElfenlandState, caravan_cards

CARAVAN = -2  # pseudo card type of a caravan step


class Step(NamedTuple):
    route: int
    town: int  # where the step arrives
    card: int  # card type paid, or CARAVAN
    cards: int  # how many cards


class Journey(NamedTuple):
    cards: int  # cards spent in all
    steps: tuple[Step, ...]


# The ways out of every town, priced for every board: [town] -> (route, town
# at the other end, prices), prices[counter + 1][obstacle] = (card type of the
# matching payment or -1, its cards, cards of a caravan or 0).  A journey
# search reads the price of a step from the counter and obstacle on its
# route, without asking the rules (travel_cost, caravan_cost) every time.
Price = tuple[int, int, int]
Way = tuple[int, int, tuple[tuple[Price, Price], ...]]


def _price(route: int, town: int, counter: int, obstacle: bool) -> Price:
    kind, cards = D.route_cost(route, counter, obstacle, town)
    return kind, cards, caravan_cards(route, counter, obstacle)


def _prices(route: int, town: int) -> tuple[tuple[Price, Price], ...]:
    return tuple(
        (_price(route, town, counter, False), _price(route, town, counter, True))
        for counter in range(-1, D.NUM_TRANSPORTS)
    )


WAYS: tuple[tuple[Way, ...], ...] = tuple(
    tuple((route, other, _prices(route, town)) for route, other in D.TOWN_ROUTES[town])
    for town in range(D.NUM_TOWNS)
)


@lru_cache(maxsize=1 << 15)
def _caravan_pay(hand: tuple[int, ...], need: int) -> tuple[int, ...] | None:
    # a pure function of few arguments (hands of at most eight cards), asked
    # again and again by every journey search: remembered
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
    board = state.board
    blocked = state.blocked
    strict = state.caravan_strict
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
        taken = len(steps) + 1
        for route, other, prices in WAYS[town]:
            kind, cost, need = prices[board[route] + 1][blocked[route]]
            # the matching cards first, then the caravan: the push order breaks ties
            payable = kind >= 0 and hand[kind] >= cost
            if payable:
                paid = (*hand[:kind], hand[kind] - cost, *hand[kind + 1 :])
                if (other, paid) not in seen:
                    step = Step(route, other, kind, cost)
                    heapq.heappush(
                        heap, (spent + cost, taken, counter, other, paid, (*steps, step))
                    )
                    counter += 1
            if need and not (strict and payable):
                paid2 = _caravan_pay(hand, need)
                if paid2 is not None and (other, paid2) not in seen:
                    step = Step(route, other, CARAVAN, need)
                    heapq.heappush(
                        heap, (spent + need, taken, counter, other, paid2, (*steps, step))
                    )
                    counter += 1
    return best


def reachable_towns(state: ElfenlandState, player: int) -> set[int]:
    """The towns of `cheapest_journeys(state, player)`, without the journeys.

    The same moves from the same (town, cards left) positions, visited in any
    order: the journey search visits every position it can reach too, so both
    find the same towns; this one needs no priority queue and builds no
    journeys (the evaluation of a search asks it for every seat).
    """
    board = state.board
    blocked = state.blocked
    strict = state.caravan_strict
    first = (state.boots[player], state.hands[player])
    seen = {first}
    todo = [first]
    towns: set[int] = set()
    while todo:
        town, hand = todo.pop()
        towns.add(town)
        for route, other, prices in WAYS[town]:
            kind, cost, need = prices[board[route] + 1][blocked[route]]
            payable = kind >= 0 and hand[kind] >= cost
            if payable:
                there = (other, (*hand[:kind], hand[kind] - cost, *hand[kind + 1 :]))
                if there not in seen:
                    seen.add(there)
                    todo.append(there)
            if need and not (strict and payable):
                paid = _caravan_pay(hand, need)
                if paid is not None and (other, paid) not in seen:
                    seen.add((other, paid))
                    todo.append((other, paid))
    return towns
