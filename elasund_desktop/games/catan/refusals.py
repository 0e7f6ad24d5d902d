"""Why an action is refused: the reason key (and its parameters) for the player.

Only asked for an action `legal.legal` does not list; the order of the checks
decides which reason a player hears first.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from ...engine.rules import Action, IllegalAction
from . import data as D  # noqa: N812 - the data module reads best as D.X
from .geometry import _distance_ok, road_spots, settlement_spots
from .state import (
    ANSWER,
    BANK_TRADE,
    CONFIRM,
    DISCARD,
    MAIN,
    OFFER,
    RES,
    ROAD_BUILDING,
    ROBBER,
    ROLL,
    SETUP_ROAD,
    SETUP_SETTLEMENT,
    STEAL,
    YEAR_OF_PLENTY,
    CatanState,
)
from .trade import rates_of

PIECE_NAMES = ("road", "settlement", "city")  # the pieces a "no_pieces" refusal names


def explain(s: CatanState, a: Action, who: int | None, kinds: Collection[str]) -> IllegalAction:
    """The refusal of `a` in `s`; `who` is to move, `kinds` are the action kinds there are."""
    if who is None:
        return IllegalAction("game_over")
    if a.kind not in kinds:
        return IllegalAction("unknown_action", kind=a.kind)
    if a.player != who:
        return IllegalAction("not_your_turn", player=who)
    bad = _check_args(a)
    if bad is not None:
        return bad
    p = a.player
    phase = s.phase
    kind = a.kind
    if phase == SETUP_SETTLEMENT and kind == "place_settlement":
        return _node_reason(s, a.args[0])
    if phase == SETUP_ROAD and kind == "place_road":
        if s.edge_owner[a.args[0]] != -1:
            return IllegalAction("edge_taken")
        return IllegalAction("setup_road_must_touch")
    if phase == ROAD_BUILDING and kind == "place_road":
        if s.edge_owner[a.args[0]] != -1:
            return IllegalAction("edge_taken")
        return IllegalAction("road_not_connected")
    if phase == DISCARD and kind == "discard":
        return IllegalAction("nothing_to_discard", resource=a.args[0])
    if phase == ROBBER and kind == "move_robber":
        return IllegalAction("robber_must_move")
    if phase == STEAL and kind == "steal":
        return IllegalAction("not_a_victim")
    if phase in (YEAR_OF_PLENTY, BANK_TRADE) and kind in ("take_resource", "bank_take"):
        if a.args[0] == RES[s.bank_give[0]] if s.bank_give else False:
            return IllegalAction("same_resource")
        return IllegalAction("bank_empty", resource=a.args[0])
    if phase == ANSWER and kind == "offer_accept":
        return IllegalAction("cannot_accept")
    if phase == CONFIRM and kind == "offer_confirm":
        return IllegalAction("not_accepted", other_player=a.args[0])
    if phase == OFFER and kind in ("offer_give", "offer_get", "offer_send", "offer_send_all"):
        return _offer_reason(s, a)
    if phase == ROLL and kind in _MAIN_ONLY:
        return IllegalAction("must_roll_first")
    if phase == MAIN and kind == "roll":
        return IllegalAction("already_rolled")
    if phase in (ROLL, MAIN) and kind in _DEV_PLAYS:
        card = _DEV_PLAYS[kind]
        if s.dev_played:
            return IllegalAction("card_already_played")
        if s.dev_hands[p][card] and s.dev_hands[p][card] <= s.dev_new[card]:
            return IllegalAction("card_bought_this_turn", card=D.DEV_CARDS[card])
        if not s.dev_hands[p][card]:
            return IllegalAction("no_card", card=D.DEV_CARDS[card])
        return IllegalAction("bank_no_cards")
    if phase in (ROLL, MAIN) and kind == "move_robber":
        return IllegalAction("robber_not_now")
    if phase == MAIN:
        return _main_reason(s, a)
    return IllegalAction("not_now")


_MAIN_ONLY = frozenset(
    (
        "end_turn", "build_road", "build_settlement", "build_city", "buy_development",
        "bank_trade", "offer_start",
    )
)  # fmt: skip
_DEV_PLAYS = {
    "play_knight": D.KNIGHT,
    "play_road_building": D.ROAD_BUILDING,
    "play_year_of_plenty": D.YEAR_OF_PLENTY,
    "play_monopoly": D.MONOPOLY,
}
_NODE_ARG = frozenset(("place_settlement", "build_settlement", "build_city"))
_EDGE_ARG = frozenset(("place_road", "build_road"))
_RES_ARG = frozenset(
    ("discard", "take_resource", "bank_take", "play_monopoly", "offer_give", "offer_get")
)
_SEAT_ARG = frozenset(("steal", "offer_send", "offer_confirm"))
_ARITY = {
    **{k: 1 for k in _NODE_ARG | _EDGE_ARG | _RES_ARG | _SEAT_ARG},
    "move_robber": 1,
    "bank_trade": 2,
}


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _check_args(a: Action) -> IllegalAction | None:
    kind, args = a.kind, a.args
    if len(args) != _ARITY.get(kind, 0):
        return IllegalAction("bad_argument")
    ok = True
    if kind in _NODE_ARG:
        ok = _is_int(args[0]) and 0 <= args[0] < D.NUM_NODES
    elif kind in _EDGE_ARG:
        ok = _is_int(args[0]) and 0 <= args[0] < D.NUM_EDGES
    elif kind in _RES_ARG:
        ok = args[0] in D.RESOURCE_INDEX
    elif kind in _SEAT_ARG:
        ok = _is_int(args[0]) and 0 <= args[0] < D.MAX_PLAYERS
    elif kind == "move_robber":
        ok = _is_int(args[0]) and 0 <= args[0] < D.NUM_HEXES
    elif kind == "bank_trade":
        ok = args[0] in D.RESOURCE_INDEX and _is_int(args[1])
    return None if ok else IllegalAction("bad_argument")


def _node_reason(s: CatanState, node: int) -> IllegalAction:
    if s.node_owner[node] != -1:
        return IllegalAction("node_taken")
    return IllegalAction("distance_rule")


def _cards(counts: tuple[int, ...]) -> tuple[tuple[str, int], ...]:
    """(resource, count) pairs of the non-zero counts, for a reason's parameters."""
    return tuple((RES[r], k) for r, k in enumerate(counts) if k > 0)


def _missing(hand: tuple[int, ...], cost: tuple[int, ...]) -> IllegalAction:
    """The price and exactly the cards still missing ("1 brick, 1 lumber")."""
    short = tuple(max(0, c - h) for h, c in zip(hand, cost, strict=True))
    return IllegalAction("cannot_afford", cost=_cards(cost), missing=_cards(short))


def _main_reason(s: CatanState, a: Action) -> IllegalAction:
    """Why a building step of the main phase is refused.

    The place is judged before pieces and cards: a place that can never
    take the piece is the reason a player needs to hear first.
    """
    p, kind = a.player, a.kind
    hand = s.hands[p]
    if kind == "build_road":
        edge = a.args[0]
        if s.edge_owner[edge] != -1:
            return IllegalAction("edge_taken")
        if edge not in road_spots(s.edge_owner, s.node_owner, p):
            return IllegalAction("road_not_connected")
        if not s.roads_left[p]:
            return IllegalAction("no_pieces", piece="road")
        return _missing(hand, D.COST_ROAD)
    if kind == "build_settlement":
        node = a.args[0]
        if s.node_owner[node] != -1 or not _distance_ok(s.node_owner, node):
            return _node_reason(s, node)
        if node not in settlement_spots(s, p):
            return IllegalAction("settlement_not_connected")
        if not s.settlements_left[p]:
            return IllegalAction("no_pieces", piece="settlement")
        return _missing(hand, D.COST_SETTLEMENT)
    if kind == "build_city":
        node = a.args[0]
        if s.node_owner[node] == p and s.node_level[node] == 2:
            return IllegalAction("already_city")
        if s.node_owner[node] != p:
            return IllegalAction("not_your_settlement")
        if not s.cities_left[p]:
            return IllegalAction("no_pieces", piece="city")
        return _missing(hand, D.COST_CITY)
    if kind == "buy_development":
        if not sum(s.dev_deck):
            return IllegalAction("deck_empty")
        return _missing(hand, D.COST_DEVELOPMENT)
    if kind == "bank_trade":
        r, rate = D.RESOURCE_INDEX[a.args[0]], a.args[1]
        if (r, rate) not in rates_of(s, p):
            return IllegalAction("rate_not_available", resource=a.args[0], rate=rate)
        if hand[r] < rate:
            return IllegalAction("not_enough_cards", resource=a.args[0])
        return IllegalAction("bank_no_cards")
    if kind == "offer_start":
        if s.offers_made >= D.MAX_OFFERS_PER_TURN:
            return IllegalAction(
                "offer_limit", limit=D.MAX_OFFERS_PER_TURN, n=D.MAX_OFFERS_PER_TURN
            )
        return IllegalAction("no_trade_possible")
    return IllegalAction("not_now")


def _offer_reason(s: CatanState, a: Action) -> IllegalAction:
    offer = s.offer
    assert offer is not None
    p = a.player
    hand = s.hands[p]
    others = [sum(s.hands[q]) for q in range(s.num_players) if q != p]
    if a.kind in ("offer_give", "offer_get"):
        r = D.RESOURCE_INDEX[a.args[0]]
        if (offer.get if a.kind == "offer_give" else offer.give)[r]:
            return IllegalAction("like_for_like")
        if a.kind == "offer_give":
            if hand[r] <= offer.give[r]:
                return IllegalAction("not_enough_cards", resource=a.args[0])
            return IllegalAction("no_gift")
        in_other_hands = D.CARDS_PER_RESOURCE - hand[r] - s.bank[r]
        if sum(offer.get) >= max(others) or offer.get[r] >= in_other_hands:
            return IllegalAction("ask_too_many")
        return IllegalAction("no_gift")
    if not sum(offer.give) or not sum(offer.get):
        return IllegalAction("no_gift")
    if a.kind == "offer_send":
        q = a.args[0]
        if q == p or q >= s.num_players:
            return IllegalAction("bad_argument")
        return IllegalAction("ask_too_many")
    return IllegalAction("not_now")
