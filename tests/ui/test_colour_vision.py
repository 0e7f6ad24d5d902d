"""Issue 13 item 6: Settings ▸ Colour vision.

The palettes keep every two player colours, and every two board colours that
can lie next to each other, at least ΔE 20 (CIEDE2000) apart as people with
that colour vision see them (Machado et al. 2009 simulation); the difference
formula is checked against Sharma, Wu & Dalal's published test pairs.
Switching the setting redraws the board at once in the new colours and is
remembered.
"""

from __future__ import annotations

import itertools
from collections import Counter
from typing import Any

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractGraphicsShapeItem, QGraphicsLineItem

from elasund_desktop.colour_palettes import (
    BOARD_COLOURS,
    MODES,
    NEIGHBOURS,
    PLAYER_COLOURS,
    SIMULATIONS,
    board_colour,
    current_mode,
    set_mode,
)
from elasund_desktop.colour_science import (
    MIN_DELTA_E,
    ciede2000,
    delta_e,
    parse_hex,
    simulate,
)
from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Seat, SessionConfig
from elasund_desktop.games import default_registry
from elasund_desktop.persistence.settings import Settings, load_settings
from elasund_desktop.ui.app import build_main_window

# Sharma, Wu, Dalal (2005), Table 1: pairs 1, 7, 8, 10, 17, 19, 25 and 31.
SHARMA_PAIRS = (
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0009), 7.1792),
    ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0011), 7.2195),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((50.0, 2.5, 0.0), (50.0, 3.1736, 0.5854), 1.0),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((90.8027, -2.0831, 1.4410), (91.1528, -1.6435, 0.0447), 1.4441),
)


@pytest.mark.parametrize(("lab1", "lab2", "expected"), SHARMA_PAIRS)
def test_ciede2000_matches_the_published_test_data(
    lab1: tuple[float, float, float], lab2: tuple[float, float, float], expected: float
) -> None:
    assert ciede2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)
    assert ciede2000(lab2, lab1) == pytest.approx(expected, abs=1e-4)


def test_the_simulation_is_machado_2009() -> None:
    """Greys stay grey (each row of the matrices sums to 1); pure red is seen
    as a dark yellow by a deuteranope and pure red and green drift together."""
    for vision in ("deuteranopia", "protanopia", "tritanopia"):
        grey = simulate((128, 128, 128), vision)
        assert max(abs(c - 128) for c in grey) <= 1
    red = simulate((255, 0, 0), "deuteranopia")
    assert red[0] > red[2] and red[1] > red[2]  # yellowish, no blue
    assert delta_e("#ff0000", "#00ff00", "deuteranopia") < delta_e("#ff0000", "#00ff00")
    assert delta_e("#2e7d32", "#c62828", "deuteranopia") < MIN_DELTA_E  # why we need it


def test_every_board_key_has_a_colour_in_every_palette() -> None:
    keys = set(BOARD_COLOURS["normal"])
    assert {k for group in NEIGHBOURS for k in group} <= keys
    for mode in MODES:
        assert set(BOARD_COLOURS[mode]) == keys, mode
        assert len(PLAYER_COLOURS[mode]) == len(PLAYER_COLOURS["normal"]) == 8
        for _name, colour in PLAYER_COLOURS[mode]:
            parse_hex(colour)


@pytest.mark.parametrize("mode", MODES)
def test_every_two_player_colours_stay_apart(mode: str) -> None:
    close = [
        f"{a[0]} {a[1]} / {b[0]} {b[1]} under {vision}: {delta_e(a[1], b[1], vision):.1f}"
        for vision in SIMULATIONS[mode]  # type: ignore[index]
        for a, b in itertools.combinations(PLAYER_COLOURS[mode], 2)  # type: ignore[index]
        if delta_e(a[1], b[1], vision) < MIN_DELTA_E
    ]
    assert not close, "\n".join(close)


@pytest.mark.parametrize("mode", MODES)
def test_every_two_neighbouring_board_colours_stay_apart(mode: str) -> None:
    table = BOARD_COLOURS[mode]  # type: ignore[index]
    close = [
        f"{a} {table[a]} / {b} {table[b]} under {vision}: {delta_e(table[a], table[b], vision):.1f}"
        for vision in SIMULATIONS[mode]  # type: ignore[index]
        for group in NEIGHBOURS
        for a, b in itertools.combinations(group, 2)
        if delta_e(table[a], table[b], vision) < MIN_DELTA_E
    ]
    assert not close, "\n".join(close)


def test_the_check_finds_colours_that_only_differ_in_red_and_green() -> None:
    """The old Okabe-Ito grey and reddish purple are apart for normal vision
    but not for a deuteranope: the palette test would fail on them."""
    assert delta_e("#999999", "#cc79a7") >= MIN_DELTA_E
    assert delta_e("#999999", "#cc79a7", "deuteranopia") < MIN_DELTA_E


def _colours_drawn(scene: Any) -> Counter[str]:
    """How many items fill, draw a line or a gradient in each colour (#rrggbb)."""
    found: Counter[str] = Counter()
    for item in scene.items():
        if isinstance(item, QAbstractGraphicsShapeItem):
            brush = item.brush()
            found[brush.color().name()] += 1
            gradient = brush.gradient()
            if gradient is not None:
                found.update(QColor(stop[1]).name() for stop in gradient.stops())
            found[item.pen().color().name()] += 1
        elif isinstance(item, QGraphicsLineItem):
            found[item.pen().color().name()] += 1
    found[scene.backgroundBrush().color().name()] += 1
    return found


PLAYERS = {"elasund": 4, "catan": 4, "elfenland": 4, "carrara": 4}


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_switching_colour_vision_redraws_the_board_at_once(qtbot: Any, game: str) -> None:
    win = build_main_window(default_registry(), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(win)
    win.show()
    seats = tuple(Seat(f"P{i}", i, "human" if i == 0 else "random") for i in range(PLAYERS[game]))
    win.start_game(SessionConfig(game, GameConfig(PLAYERS[game], {}), 3, seats))
    assert win.controller is not None
    win.controller.set_paused(True)
    prefix = f"{game}."
    keys = [k for k in BOARD_COLOURS["normal"] if k.startswith(prefix)]
    before = _colours_drawn(win.scene)
    normal_used = {board_colour(k, "normal") for k in keys} & set(before)
    assert normal_used, "the board draws none of its palette colours"
    for mode in ("red_green", "blue_yellow", "normal"):
        action = win.display_settings.vision_actions[mode]
        action.trigger()
        assert current_mode() == mode and action.isChecked()
        drawn = _colours_drawn(win.scene)
        # The palette colours the board used before are drawn in this mode's
        # colours (fewer items keep an old one: some other piece may share it).
        new_colours = {board_colour(k, mode) for k in keys}
        for key in keys:
            old, new = board_colour(key, "normal"), board_colour(key, mode)
            if old in normal_used:
                assert drawn[new] > 0, f"{key}: {new} not drawn in {mode}"
                if old != new and old not in new_colours:
                    assert drawn[old] < before[old], f"{key}: {old} still drawn in {mode}"
        expected = [QColor(PLAYER_COLOURS[mode][s.colour][1]) for s in seats]
        assert list(win.scene.seat_colours) == expected
        assert load_settings().colour_vision == mode  # remembered
    set_mode("normal")


def test_the_colour_vision_setting_is_applied_at_start(qtbot: Any) -> None:
    settings = Settings(autosave=False, bot_delay_ms=0, colour_vision="blue_yellow")
    win = build_main_window(default_registry(), settings, "en")
    qtbot.addWidget(win)
    assert current_mode() == "blue_yellow"
    assert win.display_settings.vision_actions["blue_yellow"].isChecked()


def test_switching_colour_vision_recolours_the_plot_and_the_players_table(qtbot: Any) -> None:
    """Applied at once everywhere a player's colour shows: the statistics curves
    and the players table's markers, not only the board (they kept the colours
    of the game's start)."""
    win = build_main_window(default_registry(), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(win)
    win.show()
    seats = tuple(Seat(f"P{i}", i, "human" if i == 0 else "random") for i in range(3))
    win.start_game(SessionConfig("catan", GameConfig(3, {}), 3, seats))
    assert win.controller is not None
    win.controller.set_paused(True)
    try:
        for mode in ("red_green", "blue_yellow"):
            win.display_settings.vision_actions[mode].trigger()
            expected = [QColor(PLAYER_COLOURS[mode][s.colour][1]).name() for s in seats]
            plot = win.stats.ensure()
            win.stats.flush()
            pens = [curve.opts["pen"].color().name() for curve in plot._curves]
            assert pens == expected
            for row in range(len(seats)):
                item = win.players.table.item(row, 0)
                assert item is not None
                image = item.icon().pixmap(18, 18).toImage()
                centre = image.pixelColor(image.width() // 2, image.height() // 2).name()
                assert centre == expected[row], (mode, row)
    finally:
        win.display_settings.vision_actions["normal"].trigger()
        set_mode("normal")
