"""What a player sees: the view of a position, and every hand shown at the end.

Hidden from a player (see hidden.py): the other players' resource and
development cards (only their counts show) and the order of the deck.
"""

from __future__ import annotations

from typing import Any

from . import data as D  # noqa: N812 - the data module reads best as D.X
from .geometry import GENERIC_BIT
from .legal import to_move
from .scoring import total_points
from .state import NUM_RES, OVER, RES, CatanState


def view(state: CatanState, player: int | None) -> dict[str, Any]:
    over = state.phase == OVER
    players: list[dict[str, Any]] = []
    for q in range(state.num_players):
        hand = state.hands[q]
        devs = state.dev_hands[q]
        info: dict[str, Any] = {
            "resource_count": sum(hand),
            "development_count": sum(devs),
            "knights": state.knights[q],
            "road_length": state.road_length[q],
            "points": state.points[q],
            "roads_left": state.roads_left[q],
            "settlements_left": state.settlements_left[q],
            "cities_left": state.cities_left[q],
            "harbours": [RES[r] for r in range(NUM_RES) if state.ports[q] & (1 << r)]
            + ([D.GENERIC] if state.ports[q] & GENERIC_BIT else []),
            "discard": state.discards[q],
        }
        if q == player:
            info["resources"] = {RES[r]: hand[r] for r in range(NUM_RES)}
            info["development"] = {D.DEV_CARDS[k]: devs[k] for k in range(5)}
            if q == state.current:
                info["development_new"] = {D.DEV_CARDS[k]: state.dev_new[k] for k in range(5)}
        if q == player or over:
            info["total_points"] = total_points(state, q)
        players.append(info)
    offer = state.offer
    return {
        "game": "catan",
        "me": player,
        "num_players": state.num_players,
        "phase": state.phase,
        "current": state.current,
        "to_move": to_move(state),
        "turn": state.turn,
        "first_player": state.first_player,
        "dice": list(state.dice),
        "terrain": list(state.terrain),
        "numbers": list(state.numbers),
        "harbours": list(state.harbours),
        "robber": state.robber,
        "node_owner": list(state.node_owner),
        "node_level": list(state.node_level),
        "edge_owner": list(state.edge_owner),
        "bank": {RES[r]: state.bank[r] for r in range(NUM_RES)},
        "development_deck": sum(state.dev_deck),
        "development_played": {D.DEV_CARDS[k]: state.played[k] for k in range(5)},
        "longest_road": state.longest_road,
        "largest_army": state.largest_army,
        "players": players,
        "setup_anchor": state.anchor,
        "free_roads": state.free_roads,
        "plenty_left": state.plenty_left,
        "bank_trade": (
            {"give": RES[state.bank_give[0]], "rate": state.bank_give[1]}
            if state.bank_give
            else None
        ),
        "offer": (
            {
                "give": {RES[r]: offer.give[r] for r in range(NUM_RES) if offer.give[r]},
                "get": {RES[r]: offer.get[r] for r in range(NUM_RES) if offer.get[r]},
                "target": offer.target,
                "answers": list(offer.answers),
            }
            if offer is not None
            else None
        ),
        "offers_made": state.offers_made,
        "winner": state.winner,
    }
