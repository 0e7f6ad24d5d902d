"""Who is to move, and the legal actions of every phase: the single truth of the rules.

`CatanRules.apply` accepts exactly the actions listed here (through the
legal-move cache) and explains any other one (refusals.py).
"""

from __future__ import annotations

from ...engine.rules import Action
from . import data as D  # noqa: N812 - the data module reads best as D.X
from .actions import (
    A_ACCEPT,
    A_BANK_TAKE,
    A_BANK_TRADE,
    A_BUILD_CITY,
    A_BUILD_ROAD,
    A_BUILD_SETTLEMENT,
    A_BUY,
    A_CANCEL,
    A_CONFIRM,
    A_DECLINE,
    A_DISCARD,
    A_END_TURN,
    A_KNIGHT,
    A_MONOPOLY,
    A_OFFER_START,
    A_PLACE_ROAD,
    A_PLACE_SETTLEMENT,
    A_PLENTY,
    A_ROAD_BUILDING,
    A_ROBBER,
    A_ROLL,
    A_STEAL,
    A_TAKE,
)
from .geometry import NODE_EDGES, road_spots, settlement_spots, setup_spots
from .robber import steal_victims
from .state import (
    ACCEPTED,
    ANSWER,
    BANK_TRADE,
    CONFIRM,
    DISCARD,
    MAIN,
    NUM_RES,
    OFFER,
    OVER,
    ROAD_BUILDING,
    ROBBER,
    ROLL,
    SETUP_ROAD,
    SETUP_SETTLEMENT,
    STEAL,
    WAITING,
    YEAR_OF_PLENTY,
    CatanState,
    _covers,
)
from .trade import _RATES, _can_offer, offer_actions


def to_move(state: CatanState) -> int | None:
    phase = state.phase
    if phase == OVER:
        return None
    if phase == DISCARD:
        n = state.num_players
        for i in range(n):
            p = (state.current + i) % n
            if state.discards[p]:
                return p
    if phase == ANSWER and state.offer is not None:
        n = state.num_players
        for i in range(1, n):
            p = (state.current + i) % n
            if state.offer.answers[p] == WAITING:
                return p
    return state.current


def legal(state: CatanState) -> list[Action]:
    phase = state.phase
    if phase == MAIN:
        return main_actions(state, state.current)
    p = to_move(state)
    if p is None:
        return []
    if phase == ROLL:
        acts = [A_ROLL[p]]
        dev_plays(state, p, acts)
        return acts
    if phase == DISCARD:
        hand = state.hands[p]
        return [A_DISCARD[p][r] for r in range(NUM_RES) if hand[r]]
    if phase == ROBBER:
        return [A_ROBBER[p][h] for h in range(D.NUM_HEXES) if h != state.robber]
    if phase == STEAL:
        return [
            A_STEAL[p][v] for v in steal_victims(state.node_owner, state.hands, state.robber, p)
        ]
    if phase == SETUP_SETTLEMENT:
        return [A_PLACE_SETTLEMENT[p][n] for n in setup_spots(state)]
    if phase == SETUP_ROAD:
        return [A_PLACE_ROAD[p][e] for e in NODE_EDGES[state.anchor] if state.edge_owner[e] == -1]
    if phase == ROAD_BUILDING:
        return [A_PLACE_ROAD[p][e] for e in road_spots(state.edge_owner, state.node_owner, p)]
    if phase == YEAR_OF_PLENTY:
        return [A_TAKE[p][r] for r in range(NUM_RES) if state.bank[r]]
    if phase == BANK_TRADE:
        give = state.bank_give[0]
        return [A_BANK_TAKE[p][r] for r in range(NUM_RES) if r != give and state.bank[r]]
    if phase == OFFER:
        return offer_actions(state, p)
    if phase == ANSWER:
        assert state.offer is not None
        acts = []
        if _covers(state.hands[p], state.offer.get):
            acts.append(A_ACCEPT[p])
        acts.append(A_DECLINE[p])
        return acts
    if phase == CONFIRM:
        assert state.offer is not None
        acts = [
            A_CONFIRM[p][q] for q in range(state.num_players) if state.offer.answers[q] == ACCEPTED
        ]
        acts.append(A_CANCEL[p])
        return acts
    raise AssertionError(f"unknown phase {phase}")


def dev_plays(state: CatanState, p: int, acts: list[Action]) -> None:
    if state.dev_played:
        return
    held = state.dev_hands[p]
    new = state.dev_new
    if held[D.KNIGHT] > new[D.KNIGHT]:
        acts.append(A_KNIGHT[p])
    if held[D.ROAD_BUILDING] > new[D.ROAD_BUILDING]:
        acts.append(A_ROAD_BUILDING[p])
    if held[D.YEAR_OF_PLENTY] > new[D.YEAR_OF_PLENTY] and sum(state.bank) > 0:
        acts.append(A_PLENTY[p])
    if held[D.MONOPOLY] > new[D.MONOPOLY]:
        acts.extend(A_MONOPOLY[p][r] for r in range(NUM_RES))


def main_actions(state: CatanState, p: int) -> list[Action]:
    acts = [A_END_TURN[p]]
    hand = state.hands[p]
    lumber, brick, wool, grain, ore = hand
    if lumber and brick and state.roads_left[p]:
        acts.extend(A_BUILD_ROAD[p][e] for e in road_spots(state.edge_owner, state.node_owner, p))
    if lumber and brick and wool and grain and state.settlements_left[p]:
        acts.extend(A_BUILD_SETTLEMENT[p][n] for n in settlement_spots(state, p))
    if grain >= 2 and ore >= 3 and state.cities_left[p]:
        owner = state.node_owner
        level = state.node_level
        acts.extend(
            A_BUILD_CITY[p][n] for n in range(D.NUM_NODES) if owner[n] == p and level[n] == 1
        )
    if wool and grain and ore and sum(state.dev_deck):
        acts.append(A_BUY[p])
    dev_plays(state, p, acts)
    if max(hand) >= D.SPECIFIC_RATE:
        bank = state.bank
        bank_total = sum(bank)
        for r, rate in _RATES[state.ports[p]]:
            if hand[r] >= rate and bank_total > bank[r]:
                acts.append(A_BANK_TRADE[p][r, rate])
    if state.offers_made < D.MAX_OFFERS_PER_TURN and _can_offer(hand, state.bank):
        acts.append(A_OFFER_START[p])
    return acts
