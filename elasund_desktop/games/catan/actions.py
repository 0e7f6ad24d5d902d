"""Every action object of Catan, made once per seat and argument.

The legal lists hand out these very objects, so the legal-move cache finds an
action in a list by identity (engine/action_cache.py).
"""

from __future__ import annotations

from typing import Any

from ...engine.action_cache import action_table, action_table_of
from ...engine.rules import Action
from . import data as D  # noqa: N812 - the data module reads best as D.X
from .state import NUM_RES, RES

_SEATS = range(D.MAX_PLAYERS)


def _tab0(kind: str) -> tuple[Action, ...]:
    return action_table(kind, D.MAX_PLAYERS)


def _tab1(kind: str, values: Any) -> tuple[tuple[Action, ...], ...]:
    return action_table_of(kind, values, D.MAX_PLAYERS)


# every action object is made once; legal lists hand out these (fast `in` by identity)
A_ROLL = _tab0("roll")
A_END_TURN = _tab0("end_turn")
A_BUY = _tab0("buy_development")
A_KNIGHT = _tab0("play_knight")
A_ROAD_BUILDING = _tab0("play_road_building")
A_PLENTY = _tab0("play_year_of_plenty")
A_OFFER_START = _tab0("offer_start")
A_SEND_ALL = _tab0("offer_send_all")
A_ACCEPT = _tab0("offer_accept")
A_DECLINE = _tab0("offer_decline")
A_CANCEL = _tab0("offer_cancel")
A_DISCARD = _tab1("discard", RES)
A_TAKE = _tab1("take_resource", RES)
A_BANK_TAKE = _tab1("bank_take", RES)
A_MONOPOLY = _tab1("play_monopoly", RES)
A_GIVE = _tab1("offer_give", RES)
A_GET = _tab1("offer_get", RES)
A_SEND = _tab1("offer_send", _SEATS)
A_CONFIRM = _tab1("offer_confirm", _SEATS)
A_STEAL = _tab1("steal", _SEATS)
A_ROBBER = _tab1("move_robber", range(D.NUM_HEXES))
A_PLACE_SETTLEMENT = _tab1("place_settlement", range(D.NUM_NODES))
A_PLACE_ROAD = _tab1("place_road", range(D.NUM_EDGES))
A_BUILD_ROAD = _tab1("build_road", range(D.NUM_EDGES))
A_BUILD_SETTLEMENT = _tab1("build_settlement", range(D.NUM_NODES))
A_BUILD_CITY = _tab1("build_city", range(D.NUM_NODES))
A_BANK_TRADE: tuple[dict[tuple[int, int], Action], ...] = tuple(
    {
        (r, rate): Action(p, "bank_trade", (RES[r], rate))
        for r in range(NUM_RES)
        for rate in (D.SPECIFIC_RATE, D.GENERIC_RATE, D.BANK_RATE)
    }
    for p in _SEATS
)
