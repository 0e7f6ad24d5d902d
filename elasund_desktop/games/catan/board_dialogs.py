"""Catan's trade and discard dialogs.

The engine takes trades and discards as small steps (one card per action);
these dialogs let a player describe the whole trade or discard at once and
hand back the sequence of engine actions.  The window applies them one by
one; the engine alone decides whether each step is legal, and a refused step
takes the earlier ones back.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine.rules import Action
from ...i18n.noop import Plural
from ...i18n.translator import tr_n
from . import data as D  # noqa: N812

# Shown with tr_n and the real count (lupdate needs the literal 0 to see a plural).
_N_RESOURCE = Plural.translate("CatanDialogs", "%n {resource}", None, 0)
_CHOOSE_DISCARD = Plural.translate("CatanDialogs", "Choose %n cards to discard", None, 0)


def _res(resource: str) -> str:
    from .board import resource_name

    return resource_name(resource)


def _spin_grid(box: QGroupBox, maxima: dict[str, int]) -> dict[str, QSpinBox]:
    grid = QGridLayout(box)
    spins: dict[str, QSpinBox] = {}
    for row, resource in enumerate(D.RESOURCES):
        spin = QSpinBox(box)
        spin.setRange(0, maxima.get(resource, 0))
        spin.setObjectName(f"spin_{resource}")
        label = QLabel(_res(resource), box)
        label.setBuddy(spin)
        # A screen reader says which resource the box counts, and in which group.
        title = box.title()
        spin.setAccessibleName(f"{title}: {_res(resource)}" if title else _res(resource))
        grid.addWidget(label, row, 0)
        grid.addWidget(spin, row, 1)
        spins[resource] = spin
    return spins


class DomesticTradeDialog(QDialog):
    """Offer cards to one player or to everybody."""

    def __init__(
        self,
        hand: dict[str, int],
        targets: Sequence[tuple[int | None, str]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("CatanDialogs", "Trade with players"))
        self.give_box = QGroupBox(QCoreApplication.translate("CatanDialogs", "You give"), self)
        self.get_box = QGroupBox(QCoreApplication.translate("CatanDialogs", "You ask for"), self)
        self.give = _spin_grid(self.give_box, dict(hand))
        self.get = _spin_grid(self.get_box, {r: D.CARDS_PER_RESOURCE for r in D.RESOURCES})
        self.target = QComboBox(self)
        for seat, name in targets:
            self.target.addItem(name, seat)
        form = QFormLayout()
        form.addRow(QCoreApplication.translate("CatanDialogs", "Send to"), self.target)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        hint = QLabel(
            QCoreApplication.translate(
                "CatanDialogs",
                "Both sides must give at least one card, and no resource may be on both sides.",
            ),
            self,
        )
        hint.setWordWrap(True)
        layout = QVBoxLayout(self)
        row = QGridLayout()
        row.addWidget(self.give_box, 0, 0)
        row.addWidget(self.get_box, 0, 1)
        layout.addLayout(row)
        layout.addLayout(form)
        layout.addWidget(hint)
        layout.addWidget(buttons)

    def engine_actions(self, player: int) -> list[Action]:
        out = [Action(player, "offer_start")]
        for resource in D.RESOURCES:
            out += [Action(player, "offer_give", (resource,))] * self.give[resource].value()
        for resource in D.RESOURCES:
            out += [Action(player, "offer_get", (resource,))] * self.get[resource].value()
        target = self.target.currentData()
        out.append(
            Action(player, "offer_send_all")
            if target is None
            else Action(player, "offer_send", (target,))
        )
        return out


class MaritimeTradeDialog(QDialog):
    """Trade with the bank at a rate the player qualifies for."""

    def __init__(self, rates: Sequence[tuple[str, int]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("CatanDialogs", "Trade with the bank"))
        self.give = QComboBox(self)
        for resource, rate in rates:
            self.give.addItem(
                tr_n("CatanDialogs", _N_RESOURCE, rate).format(
                    resource=_res(resource)
                ),
                (resource, rate),
            )
        self.take = QComboBox(self)
        self.give.currentIndexChanged.connect(self._fill_take)
        self._fill_take()
        form = QFormLayout(self)
        form.addRow(QCoreApplication.translate("CatanDialogs", "You give"), self.give)
        form.addRow(QCoreApplication.translate("CatanDialogs", "You take"), self.take)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _fill_take(self) -> None:
        """Offer every resource but the one given (a like-for-like trade is pointless)."""
        given = self.give.currentData()
        self.take.clear()
        for resource in D.RESOURCES:
            if given is None or resource != given[0]:
                self.take.addItem(_res(resource), resource)

    def engine_actions(self, player: int) -> list[Action]:
        resource, rate = self.give.currentData()
        return [
            Action(player, "bank_trade", (resource, rate)),
            Action(player, "bank_take", (self.take.currentData(),)),
        ]


class DiscardDialog(QDialog):
    """Choose the cards to give back on a 7."""

    def __init__(self, hand: dict[str, int], count: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.count = count
        self.setWindowTitle(QCoreApplication.translate("CatanDialogs", "Discard cards"))
        self.box = QGroupBox(
            tr_n("CatanDialogs", _CHOOSE_DISCARD, count),
            self,
        )
        self.spins = _spin_grid(self.box, dict(hand))
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        for spin in self.spins.values():
            spin.valueChanged.connect(self._update)
        layout = QVBoxLayout(self)
        layout.addWidget(self.box)
        layout.addWidget(self.buttons)
        self._update()

    def chosen(self) -> int:
        return sum(s.value() for s in self.spins.values())

    def _update(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(self.chosen() == self.count)

    def engine_actions(self, player: int) -> list[Action]:
        out: list[Action] = []
        for resource in D.RESOURCES:
            out += [Action(player, "discard", (resource,))] * self.spins[resource].value()
        return out


def rates_of(legal: Sequence[Action]) -> list[tuple[str, int]]:
    """The maritime rates the engine offers now: (resource given, how many)."""
    return [(str(a.args[0]), int(a.args[1])) for a in legal if a.kind == "bank_trade"]
