"""Elasund's gains and losses, read from its events (the hooks of engine/gains.py).

Gold and the number of influence cards in a hand are public; the colours of
cards drawn from the deck are not, and the events of drawing never name them.
The colour of a card paid or taken from the pirates' discards is public.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from ...engine.gains import Gain, GainSeries
from ...engine.rules import Event
from ...engine.table_facts import COUNTED, LABELLED, Fact
from ...i18n.noop import QT_TRANSLATE_NOOP
from . import data as D  # noqa: N812

GOLD = "gold"
CARD = "influence card"
# Events of a paid construction: the gold paid is their `cost`.
_COSTS = ("build", "wall_built", "wall_built_east", "church_tile", "permit_placed")


def _card(card: str, player: int, amount: int) -> Gain:
    """A card of the pirates' pool: gold, or an influence card of a public colour."""
    if card == GOLD:
        return Gain(player, GOLD, amount)
    return Gain(player, CARD, amount, card)


def gains(events: Sequence[Event]) -> list[Gain]:
    out: list[Gain] = []
    # A church tile chosen from two drawn was paid for when they were drawn.
    paid_before = any(e.key == "church_bottom" for e in events)
    for event in events:
        p = event.as_dict()
        key = event.key
        if key == "income":
            if p["gold"]:
                out.append(Gain(p["player"], GOLD, p["gold"], production=True))
            if p["influence"]:
                out.append(Gain(p["player"], CARD, p["influence"], production=True))
        elif key == "gold_taken":
            out.append(Gain(p["player"], GOLD, p["count"]))
        elif key == "wall_cards":
            out.append(Gain(p["player"], CARD, p["count"]))
        elif key == "pirate_take":
            out.append(_card(p["card"], p["player"], 1))
        elif key == "pirate_discard":
            out.append(_card(p["card"], p["player"], -1))
        elif key == "shortage_return":
            out.append(Gain(p["player"], GOLD if p["card"] == GOLD else CARD, -p["count"]))
        elif key == "compensation" and p["gold"]:
            out.append(Gain(p["player"], GOLD, -p["gold"]))
            out.append(Gain(p["owner_player"], GOLD, p["gold"]))
        elif key == "influence_paid":
            out.append(Gain(p["player"], CARD, -p["count"], p["colour"]))
        elif key == "influence_paid_each":
            out.append(Gain(p["player"], CARD, -len(D.INFLUENCE_COLOURS)))
        elif key == "church_draw_two":
            out.append(Gain(p["player"], GOLD, -D.CHURCH_COST))
        elif key == "church_tile" and paid_before:
            continue
        elif key in _COSTS and p.get("cost"):
            out.append(Gain(p["player"], GOLD, -p["cost"]))
        elif key == "permit_upgraded" and p.get("gold"):
            out.append(Gain(p["player"], GOLD, -p["gold"]))
    return out


def production_places(state: Any, events: Sequence[Event]) -> list[Hashable]:
    """The squares, in the ship's row, of the buildings that paid income."""
    if not any(e.key == "income" for e in events) or state.ship < 0:
        return []
    row = state.ship
    out: list[Hashable] = []
    for building in state.buildings:
        kind = D.BUILDINGS[building.kind]
        top = building.square // D.GRID_COLS
        if kind.income is None or not top <= row < top + kind.h:
            continue
        first = row * D.GRID_COLS + building.square % D.GRID_COLS
        out.extend(("square", first + c) for c in range(kind.w))
    return out


SERIES = (
    GainSeries(
        QT_TRANSLATE_NOOP("Elasund", "Income per turn"), frozenset({GOLD, CARD}), per_turn=True
    ),
    GainSeries(QT_TRANSLATE_NOOP("Elasund", "Income received"), frozenset({GOLD, CARD})),
)

# The game's most telling plot, shown beside the score race at the end.
# (the running total: the income of single turns jumps too much to read at the end)
TELLING_METRIC = QT_TRANSLATE_NOOP("Elasund", "Income received")


def table_facts(state: Any, breakdown: Sequence[tuple[str, Sequence[int]]]) -> list[Fact]:
    """Per player: the victory-point cubes by where they stand (`breakdown`, the
    rules' score_breakdown) and the income their buildings pay when the ship
    stops at their rows."""
    facts: list[Fact] = []
    for seat in range(state.num_players):
        facts.append(
            Fact(
                QT_TRANSLATE_NOOP("Elasund", "Victory points by source"),
                tuple((label, points[seat]) for label, points in breakdown),
                LABELLED,
                seat,
            )
        )
        gold = cards = 0
        for building in state.buildings:
            income = D.BUILDINGS[building.kind].income
            if building.owner == seat and income == "gold":
                gold += 1
            elif building.owner == seat and income is not None:
                cards += 1
        facts.append(
            Fact(
                QT_TRANSLATE_NOOP("Elasund", "Income of their buildings"),
                ((GOLD, gold), (CARD, cards)),
                COUNTED,
                seat,
            )
        )
    return facts
