"""The hand of the player who looks at the screen: gold, influence by colour, pieces left."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from .board_counts import counted

CARD_HEX = {"red": "#c62828", "blue": "#1f5fbf", "green": "#2e7d32"}


def _chip(text: str, background: str, foreground: str = "#ffffff") -> str:
    return (
        f'<span style="background-color:{background}; color:{foreground}; font-weight:bold;">'
        f"&nbsp;{text}&nbsp;</span>"
    )


class ElasundHand(QWidget):
    """Shows the viewer's cards and pieces; nothing when nobody may look (viewer None)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self)
        self.label.setObjectName("elasund_hand")
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.label)
        self._last: tuple[dict[str, Any], int | None, Any] | None = None

    def update_view(self, view: dict[str, Any], viewer: int | None, texts: Any) -> None:
        self._last = (view, viewer, texts)
        players = view.get("players") or []
        if viewer is None or not 0 <= viewer < len(players):
            self.label.setText("")
            return
        me = players[viewer]

        def name(seat: int) -> str:
            if texts is not None and hasattr(texts, "seat_name"):
                return str(texts.seat_name(seat))
            return QCoreApplication.translate("ElasundBoard", "Player {number}").format(
                number=seat + 1
            )

        def term(value: str) -> str:
            if texts is not None and hasattr(texts, "term"):
                return str(texts.term(value))
            return value

        lines: list[str] = []
        lines.append(
            QCoreApplication.translate("ElasundBoard", "Gold: {gold}").format(
                gold=_chip(str(me["gold"]), "#e8b923", "#000000")
            )
        )
        influence = me.get("influence") or {}
        chips = " ".join(
            _chip(f"{term(colour)} {influence.get(colour, 0)}", CARD_HEX[colour])
            for colour in ("red", "blue", "green")
        )
        lines.append(
            QCoreApplication.translate(
                "ElasundBoard", "Influence: {cards} ({total} in all)"
            ).format(cards=chips, total=me.get("influence_count", 0))
        )
        permits = ", ".join(str(v) for v in me.get("permits_in_supply", [])) or "–"
        lines.append(
            QCoreApplication.translate("ElasundBoard", "Permits in your supply: {values}").format(
                values=permits
            )
        )
        wall = me.get("wall_next")
        lines.append(
            QCoreApplication.translate("ElasundBoard", "Next wall tile: {number}").format(
                number=wall
            )
            if wall is not None
            else QCoreApplication.translate("ElasundBoard", "No wall tiles left")
        )
        buildings = ", ".join(term(k) for k in me.get("buildings_in_supply", [])) or "–"
        lines.append(
            QCoreApplication.translate(
                "ElasundBoard", "Own buildings in your supply: {names}"
            ).format(names=buildings)
        )
        lines.append(
            QCoreApplication.translate(
                "ElasundBoard", "Cubes still to place: {cubes} of 10 · trade points {trade}"
            ).format(cubes=me.get("cubes", 0), trade=me.get("trade_points", 0))
        )
        known = view.get("church_known_bottom")
        if known is not None:
            lines.append(
                QCoreApplication.translate(
                    "ElasundBoard", "You put church tile {piece} under the stack."
                ).format(piece=int(known) + 1)
            )
        others = [p for p in players if p.get("seat") != viewer]
        if others:
            lines.append(
                "<br><i>" + QCoreApplication.translate("ElasundBoard", "Other players") + "</i>"
            )
            for other in others:
                lines.append(
                    QCoreApplication.translate(
                        "ElasundBoard",
                        "{name}: {gold_amount}, {influence_amount}, {cubes_amount}",
                    ).format(
                        name=name(int(other["seat"])),
                        gold_amount=counted("gold", other.get("gold", 0)),
                        influence_amount=counted(
                            "influence_cards", other.get("influence_count", 0)
                        ),
                        cubes_amount=counted("cubes_left", other.get("cubes", 0)),
                    )
                )
        self.label.setText("<br>".join(lines))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._last is not None:
            self.update_view(*self._last)
        super().changeEvent(event)
