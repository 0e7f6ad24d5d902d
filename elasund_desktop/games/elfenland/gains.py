"""Elfenland's gains and losses, read from its events (the hooks of engine/gains.py).

Travel cards are dealt face down, so a deal names only how many; the card
paid for a journey is shown.  A counter drawn in secret is known only to
its owner; a face-up counter or one drawn from the pile is public.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from ...engine.gains import Gain, GainSeries
from ...engine.rules import Event
from ...i18n.noop import QT_TRANSLATE_NOOP

CARD = "travel card"
COUNTER = "counter"


def gains(events: Sequence[Event]) -> list[Gain]:
    out: list[Gain] = []
    for event in events:
        p = event.as_dict()
        key = event.key
        if key == "deal":
            out.append(Gain(p["player"], CARD, p["n"], production=True))
        elif key == "draw_secret":
            # a joiner outside the draw receives it without its transport (net/redact.py)
            drawn = p.get("transport", "")
            out.append(Gain(p["player"], COUNTER, 1, drawn, (p["player"],)))
        elif key in ("take_counter", "take_blind"):
            out.append(Gain(p["player"], COUNTER, 1, p["transport"]))
        elif key == "place_counter":
            out.append(Gain(p["player"], COUNTER, -1, p["transport"]))
        elif key == "travel":
            out.append(Gain(p["player"], CARD, -p["n"], p["card"]))
        elif key == "caravan":
            out.append(Gain(p["player"], CARD, -p["n"]))
        elif key == "discard":
            out.append(Gain(p["player"], CARD, -1, p["card"]))
    return out


def production_places(state: Any, events: Sequence[Event]) -> list[Hashable]:
    """Nothing on the board produces in Elfenland: the cards come from the deck."""
    del state, events
    return []


SERIES = (GainSeries(QT_TRANSLATE_NOOP("Elfenland", "Travel cards dealt"), frozenset({CARD})),)

# The game's most telling plot, shown beside the score race at the end: the
# travel cards in hand (the town pieces are the score itself, so that plot
# repeated the race; tests/games/test_telling_plot.py).
TELLING_METRIC = QT_TRANSLATE_NOOP("Elfenland", "Travel cards")
