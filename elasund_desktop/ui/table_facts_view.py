"""The table's public facts in words (engine/table_facts.py), for the players panel."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from .gains_view import count_text
from .game_texts import GameTexts

if TYPE_CHECKING:  # the engine loads with the first game, not with the window
    from ..engine.table_facts import Fact


def value_text(texts: GameTexts, fact: Fact) -> str:
    """The value of `fact` as the panel writes it."""
    from ..engine.table_facts import COUNTED, LABELLED, SEAT

    if fact.kind == SEAT:
        if isinstance(fact.value, int) and fact.value >= 0:
            return texts.seat_name(fact.value)
        return QCoreApplication.translate("TableFacts", "nobody")
    if fact.kind == COUNTED:
        return ", ".join(count_text(texts, term, n) for term, n in fact.value)
    if fact.kind == LABELLED:
        return ", ".join(
            f"{QCoreApplication.translate(texts.context, label)} {n}" for label, n in fact.value
        )
    return str(fact.value)


def facts_lines(texts: GameTexts, facts: Sequence[Fact]) -> list[str]:
    """ "Bank: 19 lumber, …" for the table's facts; a player's facts under their
    label, one line per player ("Anna: Buildings 2, Trade track 1, …")."""
    from ..engine.table_facts import LABELLED

    lines: list[str] = []
    seen_labels: list[str] = []
    for fact in facts:
        label = QCoreApplication.translate(texts.context, fact.label)
        if fact.seat is None:
            lines.append(
                QCoreApplication.translate("TableFacts", "{label}: {value}").format(
                    label=label, value=value_text(texts, fact)
                )
            )
        elif fact.label not in seen_labels:
            seen_labels.append(fact.label)
            if fact.kind == LABELLED:
                # The parts' names once in the heading, the players' numbers below.
                parts = ", ".join(
                    QCoreApplication.translate(texts.context, part) for part, _n in fact.value
                )
                label = QCoreApplication.translate("TableFacts", "{label} ({parts})").format(
                    label=label, parts=parts
                )
            lines.append(QCoreApplication.translate("TableFacts", "{label}:").format(label=label))
            for other in facts:
                if other.label == fact.label and other.seat is not None:
                    value = (
                        " · ".join(str(n) for _part, n in other.value)
                        if other.kind == LABELLED
                        else value_text(texts, other)
                    )
                    lines.append(
                        "  "
                        + QCoreApplication.translate("TableFacts", "{player}: {value}").format(
                            player=texts.seat_name(other.seat), value=value
                        )
                    )
    return lines


def card_text(texts: GameTexts, rows: Sequence[tuple[str, tuple[tuple[str, int], ...]]]) -> str:
    """The reference card, one line per item: "Road: 1 lumber, 1 brick"."""
    return "\n".join(
        QCoreApplication.translate("TableFacts", "{label}: {value}").format(
            label=QCoreApplication.translate(texts.context, item),
            value=", ".join(count_text(texts, term, n) for term, n in cost),
        )
        for item, cost in rows
    )
