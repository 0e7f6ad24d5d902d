"""Catan's gains and losses, read from its events (the hooks of engine/gains.py).

Every resource a player receives or gives is public in Catan, except the card
a robber steals: the thief and the victim know which resource it is, the
others only that one resource card changed hands.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from ...engine.gains import Gain, GainSeries
from ...engine.rules import Event
from ...engine.table_facts import COUNTED, SEAT, Card, Fact
from ...i18n.noop import QT_TRANSLATE_NOOP
from . import data as D  # noqa: N812

# What building costs (the events of paid builds; free roads and set-up pieces cost nothing).
_PAID = {
    "build_road": "road",
    "build_settlement": "settlement",
    "build_city": "city",
    "buy_development": "development",
}
CARD = "resource card"  # the term of a stolen card as the others read it


def gains(events: Sequence[Event]) -> list[Gain]:
    out: list[Gain] = []
    for event in events:
        p = event.as_dict()
        key = event.key
        if key in ("produce", "shortage_single"):
            out.append(Gain(p["player"], p["resource"], p["count"], production=True))
        elif key in ("setup_yield", "take_resource"):
            out.append(Gain(p["player"], p["resource"], p.get("count", 1)))
        elif key == "monopoly_take":
            out.append(Gain(p["player"], p["resource"], p["count"]))
            out.append(Gain(p["victim_player"], p["resource"], -p["count"]))
        elif key == "steal":
            secret = (p["player"], p["victim_player"])
            # a joiner outside the theft receives the event without its resource
            stolen = p.get("resource", "")
            out.append(Gain(p["player"], CARD, 1, stolen, secret))
            out.append(Gain(p["victim_player"], CARD, -1, stolen, secret))
        elif key == "discard":
            out.append(Gain(p["player"], p["resource"], -1))
        elif key == "bank_trade":
            out.append(Gain(p["player"], p["give"], -p["count"]))
            out.append(Gain(p["player"], p["resource"], 1))
        elif key == "trade_cards":  # `player` gives `count` `resource` to `other_player`
            out.append(Gain(p["player"], p["resource"], -p["count"]))
            out.append(Gain(p["other_player"], p["resource"], p["count"]))
        elif key in _PAID:
            cost = D.COSTS[_PAID[key]]
            out.extend(Gain(p["player"], D.RESOURCES[r], -k) for r, k in enumerate(cost) if k)
    return out


def production_places(state: Any, events: Sequence[Event]) -> list[Hashable]:
    """The hexes of the number rolled that produced for somebody (not the robber's)."""
    total = next((e.as_dict()["total"] for e in events if e.key == "roll"), None)
    if total is None or not any(e.key in ("produce", "shortage_single") for e in events):
        return []
    out: list[Hashable] = []
    for hex_id, _res in state.yields[total]:
        if hex_id == state.robber:
            continue
        if any(state.node_owner[node] >= 0 for node in D.HEX_NODES[hex_id]):
            out.append(("hex", hex_id))
    return out


SERIES = (GainSeries(QT_TRANSLATE_NOOP("Catan", "Resources produced"), frozenset(D.RESOURCES)),)

# The game's most telling plot, shown beside the score race at the end.
TELLING_METRIC = QT_TRANSLATE_NOOP("Catan", "Resources produced")


def table_facts(state: Any) -> list[Fact]:
    """The bank, the development deck and the holders of the two special cards."""
    return [
        Fact(
            QT_TRANSLATE_NOOP("Catan", "Bank"),
            tuple((res, state.bank[r]) for r, res in enumerate(D.RESOURCES)),
            COUNTED,
        ),
        Fact(QT_TRANSLATE_NOOP("Catan", "Development cards left"), sum(state.dev_deck)),
        Fact(QT_TRANSLATE_NOOP("Catan", "Longest Road"), state.longest_road, SEAT),
        Fact(QT_TRANSLATE_NOOP("Catan", "Largest Army"), state.largest_army, SEAT),
    ]


def reference_card() -> Card:
    """What each thing costs (the building-cost card)."""
    names = {
        "road": QT_TRANSLATE_NOOP("Catan", "Road"),
        "settlement": QT_TRANSLATE_NOOP("Catan", "Settlement"),
        "city": QT_TRANSLATE_NOOP("Catan", "City"),
        "development": QT_TRANSLATE_NOOP("Catan", "Development card"),
    }
    rows = [
        (names[item], tuple((D.RESOURCES[r], k) for r, k in enumerate(cost) if k))
        for item, cost in D.COSTS.items()
    ]
    return QT_TRANSLATE_NOOP("Catan", "Building costs"), rows
