"""The statistics widget: one metric per player over the turns, with pyqtgraph.

The numbers come from the Qt-free `engine.stats.turn_series`; this widget
only displays them.  Metric labels are English texts of the game's `texts`
module (context CONTEXT) and are translated when shown.  Curves are created
once per game and updated with `setData`, never cleared and replotted.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMenu,
    QVBoxLayout,
    QWidget,
)

import pyqtgraph as pg  # isort: skip  (after PySide6, so pyqtgraph binds to it)

from ..engine.dice_stats import SUMS, DiceHistogram, dice_histogram
from ..engine.gains import Gain, gains_of
from ..engine.rules import Event
from ..engine.stats import StatsRules, StatsSeries, gain_values, turn_series, with_values

pg.setConfigOptions(antialias=True)
MARKED_TURNS = 40  # up to this many turns the curves mark each turn with a dot

EMPTY_TURNS = 10.0  # the x range shown before the game has data
EMPTY_VALUE = 5.0  # the y range shown before any value
LEGEND_ROOM = 1.3  # the y range reaches this far above the top value: room for the legend
DICE = "__dice__"  # the metric box's entry of the dice histogram (not a metric label)


class IntegerAxis(pg.AxisItem):
    """An axis with ticks on whole numbers only: turns and scores have no halves."""

    def tickSpacing(self, min_val: float, max_val: float, size: float) -> list[tuple[float, float]]:
        levels = super().tickSpacing(min_val, max_val, size)
        # pyqtgraph's spacings are 1, 2 or 5 times a power of ten: the ones of
        # at least 1 fall on whole numbers; finer levels would draw halves.
        whole = [(spacing, offset) for spacing, offset in levels if spacing >= 1]
        return whole or [(1.0, 0.0)]


class StatsWidget(QWidget):
    """Metric chooser + plot with one curve per seat (seat colour, legend of seat names)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rules: StatsRules | None = None
        self._context = ""
        self._seat_names: list[str] = []
        self._seat_colours: list[QColor] = []
        self._series = StatsSeries()
        self._state_series = StatsSeries()  # the metrics of the states alone
        self._gain_cache: list[list[Gain]] = []  # the gains of each action so far
        self._gain_events: list[Sequence[Event]] = []  # the events they were read from
        self._curves: list[pg.PlotDataItem] = []
        self._dice = DiceHistogram((0,) * len(SUMS))
        self._seed: int | None = None
        self.dice_bars: pg.BarGraphItem | None = None
        self.dice_expected: pg.PlotDataItem | None = None

        self._metric_label = QLabel(self)
        self.metric_box = QComboBox(self)
        # A long entry ("Dice rolled (seed 5)" in Ukrainian) must not make the
        # widget wider than a narrow dock: the box shrinks and elides instead.
        self.metric_box.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.metric_box.setMinimumContentsLength(8)
        self._metric_label.setBuddy(self.metric_box)
        self.plot_widget = pg.PlotWidget(
            parent=self,
            background="w",
            axisItems={"left": IntegerAxis("left"), "bottom": IntegerAxis("bottom")},
        )
        # a picture: the mouse zooms it, the keyboard has nothing to do there
        self.plot_widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.plot_item: pg.PlotItem = self.plot_widget.getPlotItem()
        self.plot_item.showGrid(x=True, y=True, alpha=0.3)
        self.plot_item.setMenuEnabled(False)
        self.legend = self.plot_item.addLegend(offset=(10, 10))
        # Readable over the curves and bars it may cover; two columns keep it short.
        self.legend.setBrush(pg.mkBrush(255, 255, 255, 210))
        self.legend.setColumnCount(2)
        for side in ("left", "bottom"):
            # Scores and turns are whole numbers: no "x0.001" SI scaling.
            self.plot_item.getAxis(side).enableAutoSIPrefix(False)
        # The ranges are set from the data (see _fit_ranges): pyqtgraph's
        # auto range shows -50..50 while the curves are still empty.
        self.plot_item.disableAutoRange()
        self.plot_item.setMouseEnabled(x=False, y=False)
        self._fit_ranges()

        top = QHBoxLayout()
        top.addWidget(self._metric_label)
        top.addWidget(self.metric_box, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.plot_widget, 1)

        self.metric_box.currentIndexChanged.connect(self._on_metric_changed)
        # Right click on the plot: save it as a picture.
        self.plot_widget.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.plot_widget.customContextMenuRequested.connect(self._plot_menu)
        self.retranslate_ui()

    # -- public API ----------------------------------------------------------
    def set_game(
        self,
        rules: StatsRules,
        context: str,
        seat_names: Sequence[str],
        seat_colours: Sequence[QColor],
    ) -> None:
        """Start showing a (new) game: one curve per seat; the data come later."""
        self._rules = rules
        self._context = context
        self._seat_names = list(seat_names)
        self._seat_colours = list(seat_colours)
        self._series = StatsSeries()
        self._state_series = StatsSeries()
        self._gain_cache, self._gain_events = [], []
        self._dice = DiceHistogram((0,) * len(SUMS))
        self._seed = None
        self._remove_dice_items()
        for curve in self._curves:
            self.plot_item.removeItem(curve)
        self.legend.clear()
        self._curves = []
        for seat, name in enumerate(self._seat_names):
            colour = self._seat_colours[seat] if seat < len(self._seat_colours) else QColor("gray")
            curve = self.plot_item.plot(
                [],
                [],
                name=name,
                pen=pg.mkPen(colour, width=2),
                symbol="o",
                symbolSize=6,
                symbolBrush=pg.mkBrush(colour),
                symbolPen=pg.mkPen(colour),
                connect="finite",
            )
            self._curves.append(curve)
        self.metric_box.blockSignals(True)
        self.metric_box.clear()
        self.metric_box.blockSignals(False)
        self.retranslate_ui()

    def set_seat_names(self, seat_names: Sequence[str]) -> None:
        """Rename the legend entries (e.g. after the players edited their names)."""
        self._seat_names = list(seat_names)
        for curve, name in zip(self._curves, self._seat_names, strict=False):
            curve.opts["name"] = name
            label = self.legend.getLabel(curve)
            if label is not None:
                label.setText(name)

    def update_from_states(self, states: Sequence[Any]) -> None:
        """Recompute the series from the session's states and update the curves."""
        if self._rules is None:
            return
        self._state_series = turn_series(self._rules, states)
        self._series = self._state_series
        self._sync_metric_box()
        self._refresh_curves()

    def update_events(self, events_per_action: Sequence[Sequence[Event]], seed: int) -> None:
        """The series summed from the gains (production, income; engine/gains.py),
        sampled like the states' metrics, and the dice histogram from the game's
        events, offered once anything was rolled."""
        if self._rules is not None:
            extra = gain_values(self._rules, self._state_series, self._gains(events_per_action))
            self._series = with_values(self._state_series, extra)
            if extra:
                self._sync_metric_box()
                if self.current_metric() in extra:
                    self._refresh_curves()
        self._dice = dice_histogram(events_per_action)
        self._seed = seed
        if self._dice.rolls and self.metric_box.findData(DICE) < 0:
            self.metric_box.blockSignals(True)
            self.metric_box.addItem(self._dice_title(), DICE)
            self.metric_box.blockSignals(False)
        if self.current_metric() == DICE:
            self._refresh_curves()

    def _gains(self, events_per_action: Sequence[Sequence[Event]]) -> list[list[Gain]]:
        """The gains of every action, read once: kept while the log only grows."""
        cache, seen = self._gain_cache, self._gain_events
        if len(seen) > len(events_per_action) or (
            seen and events_per_action[len(seen) - 1] is not seen[-1]
        ):
            cache, seen = [], []  # an undo or another game: read again
        for events in events_per_action[len(seen) :]:
            cache.append(gains_of(self._rules, events))
            seen.append(events)
        self._gain_cache, self._gain_events = cache, seen
        return cache

    @property
    def dice(self) -> DiceHistogram:
        return self._dice

    def save_png(self, path: Path | str) -> bool:
        """The plot as shown, as a PNG picture."""
        return bool(self.plot_widget.grab().save(str(path), "PNG"))

    @property
    def series(self) -> StatsSeries:
        return self._series

    @property
    def curves(self) -> list[pg.PlotDataItem]:
        return list(self._curves)

    def current_metric(self) -> str | None:
        """The English label of the metric shown, or None before any data."""
        data = self.metric_box.currentData()
        return data if isinstance(data, str) else None

    def set_metric(self, label: str) -> None:
        index = self.metric_box.findData(label)
        if index >= 0:
            self.metric_box.setCurrentIndex(index)

    def legend_names(self) -> list[str]:
        return [label.text for _sample, label in self.legend.items]

    # -- internals ------------------------------------------------------------
    def _metric_text(self, label: str) -> str:
        return QCoreApplication.translate(self._context, label) if self._context else label

    def _sync_metric_box(self) -> None:
        known = {self.metric_box.itemData(i) for i in range(self.metric_box.count())}
        new = [label for label in self._series.labels if label not in known]
        if not new:
            return
        self.metric_box.blockSignals(True)
        for label in new:
            self.metric_box.addItem(self._metric_text(label), label)
        self.metric_box.blockSignals(False)
        if self.metric_box.currentIndex() < 0 and self.metric_box.count():
            self.metric_box.setCurrentIndex(0)
        self._update_labels()

    def _on_metric_changed(self, _index: int) -> None:
        self._update_labels()
        self._refresh_curves()

    def _dice_title(self) -> str:
        return self.tr("Dice rolled (seed {seed})").format(seed=self._seed)

    def _remove_dice_items(self) -> None:
        if self.dice_bars is None and self.dice_expected is None:
            return
        for item in (self.dice_bars, self.dice_expected):
            if item is not None:
                self.plot_item.removeItem(item)
        self.dice_bars = None
        self.dice_expected = None
        self.legend.clear()
        self.legend.setColumnCount(2)
        for curve, name in zip(self._curves, self._seat_names, strict=False):
            self.legend.addItem(curve, name)

    def _show_dice(self) -> None:
        """Bars of the sums rolled, and the expected counts of fair dice as a dashed line."""
        for curve in self._curves:
            curve.setData([], [])
        self._remove_dice_items()
        counts = list(self._dice.counts)
        self.dice_bars = pg.BarGraphItem(
            x=list(SUMS),
            height=counts,
            width=0.7,
            brush=pg.mkBrush("#7fa7d9"),
            pen=pg.mkPen("#35577f"),
        )
        self.plot_item.addItem(self.dice_bars)
        # The players' legend means nothing here: the legend names the two series.
        self.legend.clear()
        self.legend.setColumnCount(1)  # two long names side by side would be cut
        self.legend.addItem(self.dice_bars, self.tr("Rolled"))
        self.dice_expected = self.plot_item.plot(
            list(SUMS),
            list(self._dice.expected()),
            pen=pg.mkPen("#c0392b", width=2, style=Qt.PenStyle.DashLine),
            symbol="o",
            symbolSize=5,
            symbolBrush=pg.mkBrush("#c0392b"),
            name=self.tr("Fair dice"),
        )
        top = max([*counts, *self._dice.expected(), EMPTY_VALUE])
        self.plot_item.setXRange(1.5, 12.5, padding=0)
        self.plot_item.setYRange(0, top * LEGEND_ROOM + 1, padding=0.03)

    def _refresh_curves(self) -> None:
        label = self.current_metric()
        if label == DICE:
            self._show_dice()
            return
        self._remove_dice_items()
        x = list(self._series.turns)
        # A marker on every turn helps read a short game; on a long one the
        # markers merge into a thick line and cost most of the plot's painting.
        marker = "o" if len(x) <= MARKED_TURNS else None
        for player, curve in enumerate(self._curves):
            if curve.opts["symbol"] != marker:
                curve.setSymbol(marker)
            if (
                label is None
                or label not in self._series.values
                or (player >= self._series.num_players)
            ):
                curve.setData([], [])
                continue
            y = list(self._series.series(label, player))
            if all(math.isnan(v) for v in y):
                curve.setData([], [])
            else:
                curve.setData(x, y)
        self._fit_ranges()

    def _fit_ranges(self) -> None:
        """Turns from 0 to the last one, values from 0 (or below, if negative) to the top."""
        label = self.current_metric()
        values: list[float] = []
        if label is not None and label in self._series.values:
            for row in self._series.values[label]:
                values.extend(v for v in row if not math.isnan(v))
        last_turn = max(self._series.turns, default=0.0)
        top = max(values, default=0.0)
        bottom = min(0.0, min(values, default=0.0))
        self.plot_item.setXRange(0, max(last_turn, EMPTY_TURNS), padding=0.03)
        self.plot_item.setYRange(bottom, max(top * LEGEND_ROOM + 1, EMPTY_VALUE), padding=0.03)

    def _update_labels(self) -> None:
        label = self.current_metric()
        if label == DICE:
            # The chooser above names it with the seed; a long title would be cut.
            self.plot_item.setTitle("")
            self.plot_item.setLabel("left", self.tr("Rolls"))
            self.plot_item.setLabel("bottom", self.tr("Sum of the dice"))
            return
        text = self._metric_text(label) if label is not None else ""
        self.plot_item.setTitle(text)
        self.plot_item.setLabel("left", text)
        self.plot_item.setLabel("bottom", self.tr("Turn"))

    def _plot_menu(self, pos: QPoint) -> None:
        menu = QMenu(self)
        menu.addAction(self.tr("Save the plot as PNG…"), self._ask_save_png)
        menu.popup(self.plot_widget.mapToGlobal(pos))

    def _ask_save_png(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the plot"), "plot.png", self.tr("PNG pictures (*.png)")
        )
        if path:
            self.save_png(path)

    def retranslate_ui(self) -> None:
        self._metric_label.setText(self.tr("&Show:"))
        self.metric_box.setToolTip(self.tr("The number plotted for every player, turn by turn"))
        self.metric_box.setAccessibleName(self.tr("Statistic shown"))
        self.plot_widget.setAccessibleName(self.tr("Plot of the statistic, turn by turn"))
        for i in range(self.metric_box.count()):
            label = self.metric_box.itemData(i)
            if label == DICE:
                self.metric_box.setItemText(i, self._dice_title())
            elif isinstance(label, str):
                self.metric_box.setItemText(i, self._metric_text(label))
        self._update_labels()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
