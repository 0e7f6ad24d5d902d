"""Carrara's gains and losses, read from its events (the hooks of engine/gains.py).

Coins, objects and the blocks taken from the wheel are all named in the
public log, so no gain here is secret.  "Production" is the money a player
receives: a scoring's coins, and the coins taken instead of a block.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from ...engine.gains import Gain, GainSeries
from ...engine.rules import Event
from ...i18n.noop import QT_TRANSLATE_NOOP

COIN = "coin"
POINT = "victory point"
BLOCK = "block"
OBJECT = "object"


def gains(events: Sequence[Event]) -> list[Gain]:
    out: list[Gain] = []
    for event in events:
        p = event.as_dict()
        key = event.key
        if key == "cannot_buy":
            out.append(Gain(p["player"], COIN, p["n"], production=True))
        elif key in ("score_city", "score_type"):
            if p["coins"]:
                out.append(Gain(p["player"], COIN, p["coins"], production=True))
            if p["vp"]:
                out.append(Gain(p["player"], POINT, p["vp"]))
        elif key == "take_block":
            out.append(Gain(p["player"], COIN, -p["coins"]))
            out.append(Gain(p["player"], BLOCK, 1, p["colour"]))
        elif key == "take_free_block":
            out.append(Gain(p["player"], BLOCK, 1, p["colour"]))
        elif key == "build":
            paid = tuple(p.get("paid", ()))
            for colour in dict.fromkeys(paid):
                out.append(Gain(p["player"], BLOCK, -paid.count(colour), colour))
        elif key == "buy_object":
            out.append(Gain(p["player"], COIN, -p["coins"]))
            out.append(Gain(p["player"], OBJECT, 1, p["object"]))
        elif key == "objects_gained":
            out.append(Gain(p["player"], OBJECT, p["n"], p["object"]))
    return out


def production_places(state: Any, events: Sequence[Event]) -> list[Hashable]:
    """A scoring pays for buildings already built: no place of the board produces."""
    del state, events
    return []


SERIES = (GainSeries(QT_TRANSLATE_NOOP("Carrara", "Coins received"), frozenset({COIN})),)

# The game's most telling plot, shown beside the score race at the end.
TELLING_METRIC = QT_TRANSLATE_NOOP("Carrara", "Coins received")
