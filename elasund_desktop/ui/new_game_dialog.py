"""New Game: which game, how many players, who sits where, variant options, seed."""

from __future__ import annotations

import itertools
import secrets
from collections.abc import Mapping
from typing import Any

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
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine.rules import GameConfig, JsonScalar, OptionSpec
from ..engine.session import HUMAN, Seat, SessionConfig, seat_options
from ..games import GameSpec, Registry
from .bot_levels import level_description, level_name, levels_note
from .palette import MARKER_NAMES, PALETTE
from .players_panel import marker_icon_pixmap

MAX_SEED = 2**31 - 1
# A seat played from another computer (the same word as net.host.NET, which
# this dialog does not import: the network modules load only when hosting).
NET_SEAT = "net"
DEFAULT_PORT = 47270  # a fixed default, so that a forwarded port stays right
NAME_SAMPLE = "Alessandra Kovalenko"  # a name field shows at least this much


class NewGameDialog(QDialog):
    def __init__(
        self,
        registry: Registry,
        parent: QWidget | None = None,
        default_game: str | None = None,
        setups: Mapping[str, Mapping[str, Any]] | None = None,
        network: bool = False,
    ) -> None:
        super().__init__(parent)
        self.registry = registry
        # Game ▸ Host a network game…: a third kind of seat, and where to listen
        self.network = network
        # The last set-up of each game (Settings.game_setups): switching the
        # game brings back that game's own, else the game's defaults.
        self.setups: dict[str, Mapping[str, Any]] = dict(setups or {})
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
        self.network_box = QGroupBox(self)
        self.port_spin = QSpinBox(self.network_box)
        self.port_spin.setRange(0, 65535)
        self.port_spin.setValue(DEFAULT_PORT)
        self.listen_combo = QComboBox(self.network_box)
        self.stand_in_combo = QComboBox(self.network_box)
        self.port_label = QLabel(self.network_box)
        self.listen_label = QLabel(self.network_box)
        self.stand_in_label = QLabel(self.network_box)
        network_form = QFormLayout(self.network_box)
        network_form.addRow(self.port_label, self.port_spin)
        network_form.addRow(self.listen_label, self.listen_combo)
        network_form.addRow(self.stand_in_label, self.stand_in_combo)
        self.network_box.setVisible(network)
        layout.addWidget(self.network_box)
        layout.addWidget(self.buttons)
        self._seed_seats: list[dict[str, Any]] = []  # remembered seats of the game shown
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
        """Show the chosen game's own set-up: remembered, else its defaults.

        Nothing carries over from the game shown before (its player count and
        computer players may not suit this game).
        """
        if not self.specs:
            return
        spec = self.spec()
        rules = spec.rules()
        setup = self.setups.get(spec.game_id, {})
        players = setup.get("players")
        if not isinstance(players, int) or not rules.min_players <= players <= rules.max_players:
            players = min(max(3, rules.min_players), rules.max_players)
        self.players_spin.blockSignals(True)
        self.players_spin.setRange(rules.min_players, rules.max_players)
        self.players_spin.setValue(players)
        self.players_spin.blockSignals(False)
        seats = setup.get("seats")
        self._seed_seats = [dict(s) for s in seats] if isinstance(seats, list) else []
        self.name_edits, self.colour_combos, self.controller_combos = [], [], []
        self._build_seats()
        self._build_options(list(rules.options))
        self._fill_network_choices()  # this game's computer players as stand-ins
        options = setup.get("options")
        if isinstance(options, Mapping):
            self._set_options(options)
        self._fix_tab_order()

    def _default_controller(self, seat: int) -> str:
        """Seat 1 is a person; the others the game's recommended computer player
        (its default level where it has levels, else the first it lists)."""
        spec = self.spec()
        if seat == 0:
            return HUMAN
        if seat == 1 and self.network:
            return NET_SEAT
        return spec.default_bot if spec.default_bot in spec.bots else spec.bots[0]

    def _build_seats(self) -> None:
        # Seats shown now keep their entries when the count changes; new seats
        # take the remembered set-up of this game, else the defaults.
        remembered = self._seed_seats
        old_names = [e.text() for e in self.name_edits]
        old_colours = [c.currentData() for c in self.colour_combos]
        old_controllers = [c.currentData() for c in self.controller_combos]
        for seat in range(len(old_names), len(remembered)):
            old_names.append(str(remembered[seat].get("name", "")))
            old_colours.append(remembered[seat].get("colour"))
            old_controllers.append(remembered[seat].get("controller"))
        while self.seats_layout.count():
            item = self.seats_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                # Hidden and detached at once: deleteLater alone leaves the old
                # row visible until the event loop runs.
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        self.name_edits, self.colour_combos, self.controller_combos = [], [], []
        for seat in range(self.players_spin.value()):
            name = QLineEdit(self.seats_box)
            name.setText(
                old_names[seat]
                if seat < len(old_names) and old_names[seat]
                else self.tr("Player {number}").format(number=seat + 1)
            )
            # Wide enough for real names ("Alessandra", "Oleksandra 2").
            name.setMinimumWidth(name.fontMetrics().horizontalAdvance(NAME_SAMPLE) + 12)
            name.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
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
            wanted = old_colours[seat] if seat < len(old_colours) else None
            found_colour = colour.findData(wanted) if isinstance(wanted, int) else -1
            colour.setCurrentIndex(found_colour if found_colour >= 0 else seat % len(PALETTE))
            controller = QComboBox(self.seats_box)
            controller.addItem(self.tr("Human"), HUMAN)
            if self.network:
                controller.addItem(self.tr("Player on another computer"), NET_SEAT)
            for bot_id in self.spec().bots:
                controller.addItem(
                    self.tr("Computer ({kind})").format(kind=self._bot_name(bot_id)), bot_id
                )
                controller.setItemData(
                    controller.count() - 1, level_description(bot_id, self.spec().game_id),
                    Qt.ItemDataRole.ToolTipRole,
                )
            previous = old_controllers[seat] if seat < len(old_controllers) else None
            found = controller.findData(previous) if previous is not None else -1
            if found < 0:  # none remembered, or a computer player this game lacks
                found = controller.findData(self._default_controller(seat))
            controller.setCurrentIndex(max(0, found))
            number = seat + 1
            name.setAccessibleName(self.tr("Name of seat {number}").format(number=number))
            colour.setAccessibleName(self.tr("Colour of seat {number}").format(number=number))
            controller.setAccessibleName(self.tr("Who plays seat {number}").format(number=number))
            self.seats_layout.addWidget(QLabel(str(seat + 1), self.seats_box), seat, 0)
            self.seats_layout.addWidget(name, seat, 1)
            self.seats_layout.addWidget(colour, seat, 2)
            self.seats_layout.addWidget(controller, seat, 3)
            self.seats_layout.setColumnStretch(1, 2)
            self.seats_layout.setColumnStretch(3, 1)
            self.name_edits.append(name)
            self.colour_combos.append(colour)
            self.controller_combos.append(controller)
        self._fix_tab_order()
        self.levels_label.setText(levels_note(self.spec().bots, self.spec().game_id))

    def _fix_tab_order(self) -> None:
        """Tab follows the form from top to bottom: the seats (built after the
        buttons) come before the options and OK, not after Cancel."""
        chain: list[QWidget] = [self.game_combo, self.players_spin, self.seed_spin]
        for name, colour, controller in zip(
            self.name_edits, self.colour_combos, self.controller_combos, strict=True
        ):
            chain += [name, colour, controller]
        chain += [widget for _, widget in self.option_widgets.values()]
        if self.network:
            chain += [self.port_spin, self.listen_combo, self.stand_in_combo]
        chain += list(self.buttons.buttons())
        for before, after in itertools.pairwise(chain):
            QWidget.setTabOrder(before, after)

    def _bot_name(self, bot_id: str) -> str:
        if bot_id in ("easy", "medium", "hard", "random", "catan_random"):
            return level_name(bot_id)
        if bot_id == "carrara_greedy":
            return self.tr("greedy plan")
        if bot_id == "elfenland_greedy":
            return self.tr("greedy plan")
        return bot_id

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
            widget.setAccessibleName(label)
            self.options_layout.addRow(label, widget)
            self.option_widgets[option.key] = (option, widget)
        self.options_box.setVisible(bool(options))

    def _context(self) -> str:
        import importlib

        try:
            return str(importlib.import_module(self.spec().texts_module).CONTEXT)
        except (ImportError, AttributeError):
            return self.spec().title

    def _set_options(self, values: Mapping[str, Any]) -> None:
        for key, value in values.items():
            entry = self.option_widgets.get(key)
            if entry is None:
                continue
            widget = entry[1]
            if isinstance(widget, QCheckBox) and isinstance(value, bool):
                widget.setChecked(value)
            elif isinstance(widget, QComboBox):
                index = widget.findData(value)
                if index >= 0:
                    widget.setCurrentIndex(index)

    # -- result ------------------------------------------------------------------
    def setup(self) -> dict[str, Any]:
        """The set-up shown, to be remembered for this game (Settings.game_setups)."""
        config = self.session_config()
        return {
            "players": len(config.seats),
            "seats": [
                {"name": s.name, "colour": s.colour, "controller": s.controller}
                for s in config.seats
            ],
            # the choices of the dialog, not what the seats add (seat_options)
            "options": {k: v for k, v in self.options().items() if v is not None},
        }

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
        if self.network and NET_SEAT not in self.seat_kinds():
            return self.tr("Choose at least one player on another computer.")
        return None

    def seat_kinds(self) -> list[str]:
        """Per seat, who plays it: "human" here, NET_SEAT, or a computer player."""
        return [str(c.currentData()) for c in self.controller_combos]

    def listen_address(self) -> str:
        return str(self.listen_combo.currentData())

    def stand_in(self) -> str | None:
        """The computer player for a seat whose person dropped out (None: wait)."""
        value = self.stand_in_combo.currentData()
        return str(value) if value else None

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
                # a person on another computer is a person to the session and its save
                controller=self._session_controller(i),
            )
            for i in range(len(self.name_edits))
        )
        game = GameConfig(num_players=len(seats), options=seat_options(self.options(), seats))
        return SessionConfig(self.spec().game_id, game, int(self.seed_spin.value()), seats)

    def _session_controller(self, seat: int) -> str:
        kind = str(self.controller_combos[seat].currentData())
        return HUMAN if kind == NET_SEAT else kind

    def _fill_network_choices(self) -> None:
        listen = self.listen_combo.currentIndex()
        self.listen_combo.clear()
        self.listen_combo.addItem(self.tr("Every network of this computer"), "0.0.0.0")
        self.listen_combo.addItem(self.tr("This computer only (to try it out)"), "127.0.0.1")
        self.listen_combo.setCurrentIndex(max(0, listen))
        stand_in = self.stand_in_combo.currentData()
        self.stand_in_combo.clear()
        self.stand_in_combo.addItem(self.tr("Wait for them"), "")
        for bot_id in self.spec().bots if self.specs else ():
            self.stand_in_combo.addItem(
                self.tr("Computer ({kind})").format(kind=self._bot_name(bot_id)), bot_id
            )
        found = self.stand_in_combo.findData(stand_in) if stand_in else -1
        self.stand_in_combo.setCurrentIndex(max(0, found))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Host a network game") if self.network else self.tr("New game"))
        self.network_box.setTitle(self.tr("Network"))
        self.port_label.setText(self.tr("Port"))
        self.port_spin.setSpecialValueText(self.tr("any free port"))
        self.port_spin.setToolTip(
            self.tr("Joiners type this port. Across the Internet, forward it on your router.")
        )
        self.listen_label.setText(self.tr("Listen on"))
        self.stand_in_label.setText(self.tr("When a player drops out"))
        # each field is named by its label (a screen reader says it on Tab)
        for label, field in (
            (self.port_label, self.port_spin),
            (self.listen_label, self.listen_combo),
            (self.stand_in_label, self.stand_in_combo),
        ):
            label.setBuddy(field)
            field.setAccessibleName(label.text())
        self._fill_network_choices()
        self.game_label.setText(self.tr("Game"))
        self.players_label.setText(self.tr("Players"))
        self.seed_label.setText(self.tr("Seed"))
        # a form's label is not the field's accessible name for every screen reader
        self.game_combo.setAccessibleName(self.tr("Game"))
        self.players_spin.setAccessibleName(self.tr("Number of players"))
        self.seed_spin.setAccessibleName(self.tr("Seed"))
        self.seed_spin.setToolTip(
            self.tr("The same seed and the same moves always give the same game.")
        )
        self.seats_box.setTitle(self.tr("Seats: name, colour and marker, who plays"))
        self.options_box.setTitle(self.tr("Variant options"))
        if self.specs:
            self.levels_label.setText(levels_note(self.spec().bots, self.spec().game_id))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
