"""New Game: which game, how many players, who sits where, variant options, seed."""

from __future__ import annotations

import secrets

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine.rules import GameConfig, JsonScalar, OptionSpec
from ..engine.session import HUMAN, Seat, SessionConfig
from ..games import GameSpec, Registry
from .bot_levels import level_description, level_name, levels_note
from .palette import MARKER_NAMES, PALETTE
from .players_panel import marker_icon_pixmap

MAX_SEED = 2**31 - 1


class NewGameDialog(QDialog):
    def __init__(
        self, registry: Registry, parent: QWidget | None = None, default_game: str | None = None
    ) -> None:
        super().__init__(parent)
        self.registry = registry
        self.specs: list[GameSpec] = list(registry)
        self.game_combo = QComboBox(self)
        for spec in self.specs:
            self.game_combo.addItem(QCoreApplication.translate("Games", spec.title), spec.game_id)
        if default_game and default_game in registry:
            self.game_combo.setCurrentIndex(registry.ids().index(default_game))
        self.players_spin = QSpinBox(self)
        self.seed_spin = QSpinBox(self)
        self.seed_spin.setRange(0, MAX_SEED)
        self.seed_spin.setValue(secrets.randbelow(MAX_SEED))
        self.seats_box = QGroupBox(self)
        self.seats_layout = QGridLayout(self.seats_box)
        self.levels_label = QLabel(self)  # what Easy, Medium and Hard mean
        self.levels_label.setWordWrap(True)
        self.options_box = QGroupBox(self)
        self.options_layout = QFormLayout(self.options_box)
        self.game_label = QLabel(self)
        self.players_label = QLabel(self)
        self.seed_label = QLabel(self)
        form = QFormLayout()
        form.addRow(self.game_label, self.game_combo)
        form.addRow(self.players_label, self.players_spin)
        form.addRow(self.seed_label, self.seed_spin)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.seats_box)
        layout.addWidget(self.levels_label)
        layout.addWidget(self.options_box)
        layout.addWidget(self.buttons)
        self.name_edits: list[QLineEdit] = []
        self.colour_combos: list[QComboBox] = []
        self.controller_combos: list[QComboBox] = []
        self.option_widgets: dict[str, tuple[OptionSpec, QWidget]] = {}
        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.players_spin.valueChanged.connect(self._build_seats)
        self.retranslate()
        self._game_changed()

    # -- building the form ---------------------------------------------------
    def spec(self) -> GameSpec:
        return self.specs[max(0, self.game_combo.currentIndex())]

    def _game_changed(self) -> None:
        if not self.specs:
            return
        rules = self.spec().rules()
        self.players_spin.blockSignals(True)
        self.players_spin.setRange(rules.min_players, rules.max_players)
        if not rules.min_players <= self.players_spin.value() <= rules.max_players:
            self.players_spin.setValue(min(max(3, rules.min_players), rules.max_players))
        self.players_spin.blockSignals(False)
        self._build_seats()
        self._build_options(list(rules.options))

    def _build_seats(self) -> None:
        old_names = [e.text() for e in self.name_edits]
        old_controllers = [c.currentData() for c in self.controller_combos]
        while self.seats_layout.count():
            item = self.seats_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.name_edits, self.colour_combos, self.controller_combos = [], [], []
        for seat in range(self.players_spin.value()):
            name = QLineEdit(self.seats_box)
            name.setText(
                old_names[seat]
                if seat < len(old_names)
                else self.tr("Player {number}").format(number=seat + 1)
            )
            colour = QComboBox(self.seats_box)
            for index, entry in enumerate(PALETTE):
                colour.addItem(
                    QIcon(marker_icon_pixmap(index)),
                    self.tr("{colour} {marker}").format(
                        colour=QCoreApplication.translate("Palette", entry.name),
                        marker=QCoreApplication.translate("Palette", MARKER_NAMES[entry.marker]),
                    ),
                    index,
                )
            colour.setCurrentIndex(seat)
            controller = QComboBox(self.seats_box)
            controller.addItem(self.tr("Human"), HUMAN)
            for bot_id in self.spec().bots:
                controller.addItem(
                    self.tr("Computer ({kind})").format(kind=self._bot_name(bot_id)), bot_id
                )
                controller.setItemData(
                    controller.count() - 1, level_description(bot_id), Qt.ItemDataRole.ToolTipRole
                )
            spec_bots = self.spec().bots
            default_bot = self.spec().default_bot
            if default_bot not in spec_bots:
                default_bot = spec_bots[0]
            previous = (
                old_controllers[seat]
                if seat < len(old_controllers)
                else (HUMAN if seat == 0 else default_bot)
            )
            found = controller.findData(previous)
            controller.setCurrentIndex(max(0, found))
            self.seats_layout.addWidget(QLabel(str(seat + 1), self.seats_box), seat, 0)
            self.seats_layout.addWidget(name, seat, 1)
            self.seats_layout.addWidget(colour, seat, 2)
            self.seats_layout.addWidget(controller, seat, 3)
            self.name_edits.append(name)
            self.colour_combos.append(colour)
            self.controller_combos.append(controller)
        self.levels_label.setText(levels_note(self.spec().bots))

    def _bot_name(self, bot_id: str) -> str:
        return level_name(bot_id)

    def _build_options(self, options: list[OptionSpec]) -> None:
        while self.options_layout.rowCount():
            self.options_layout.removeRow(0)
        self.option_widgets = {}
        context = self._context()
        for option in options:
            label = QCoreApplication.translate(context, option.label)
            widget: QWidget
            if isinstance(option.default, bool) and not option.choices:
                box = QCheckBox(self.options_box)
                box.setChecked(option.default)
                widget = box
            else:
                combo = QComboBox(self.options_box)
                for value, text in option.choices:
                    combo.addItem(QCoreApplication.translate(context, text), value)
                combo.setCurrentIndex(max(0, combo.findData(option.default)))
                widget = combo
            self.options_layout.addRow(label, widget)
            self.option_widgets[option.key] = (option, widget)
        self.options_box.setVisible(bool(options))

    def _context(self) -> str:
        import importlib

        try:
            return str(importlib.import_module(self.spec().texts_module).CONTEXT)
        except (ImportError, AttributeError):
            return self.spec().title

    # -- result ------------------------------------------------------------------
    def options(self) -> dict[str, JsonScalar]:
        out: dict[str, JsonScalar] = {}
        for key, (_, widget) in self.option_widgets.items():
            if isinstance(widget, QCheckBox):
                out[key] = widget.isChecked()
            elif isinstance(widget, QComboBox):
                out[key] = widget.currentData()
        return out

    def validation_error(self) -> str | None:
        names = [e.text().strip() for e in self.name_edits]
        if any(not n for n in names):
            return self.tr("Every player needs a name.")
        if len(set(names)) != len(names):
            return self.tr("Two players have the same name.")
        colours = [c.currentData() for c in self.colour_combos]
        if len(set(colours)) != len(colours):
            return self.tr("Two players have the same colour.")
        return None

    def accept(self) -> None:
        error = self.validation_error()
        if error:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(self, self.tr("New game"), error)
            return
        super().accept()

    def session_config(self) -> SessionConfig:
        seats = tuple(
            Seat(
                name=self.name_edits[i].text().strip(),
                colour=int(self.colour_combos[i].currentData()),
                controller=str(self.controller_combos[i].currentData()),
            )
            for i in range(len(self.name_edits))
        )
        game = GameConfig(num_players=len(seats), options=self.options())
        return SessionConfig(self.spec().game_id, game, int(self.seed_spin.value()), seats)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.game_label.setText(self.tr("Game"))
        self.players_label.setText(self.tr("Players"))
        self.seed_label.setText(self.tr("Seed"))
        self.seed_spin.setToolTip(
            self.tr("The same seed and the same moves always give the same game.")
        )
        self.seats_box.setTitle(self.tr("Seats: name, colour and marker, who plays"))
        self.options_box.setTitle(self.tr("Variant options"))
        if self.specs:
            self.levels_label.setText(levels_note(self.spec().bots))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
