"""Colour-vision palettes: player colours and board colours of every game (Qt-free).

Settings ▸ Colour vision chooses one of `MODES`; the players' colours and the
board colours that tell places apart (terrains, water, marble colours, the
influence colours) are then read from that mode's table.  Each table was chosen
so that, under the simulations of `SIMULATIONS[mode]` (colour_science.py,
Machado et al. 2009), every two player colours and every two board colours that
can lie side by side (`NEIGHBOURS`) are at least `MIN_DELTA_E` (CIEDE2000)
apart; normal vision is always among the simulations, because everyone at the
table looks at the same screen.  tests/ui/test_colour_vision.py checks it.

Boards read colours through `board_colour(key)` or a `PaletteView` at draw time,
so switching the mode and redrawing is enough (no restart).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Literal

from .colour_science import Vision, parse_hex
from .i18n.noop import QT_TRANSLATE_NOOP

Mode = Literal["normal", "red_green", "blue_yellow"]
MODES: tuple[Mode, ...] = ("normal", "red_green", "blue_yellow")

# The menu entries (context "ColourVision").
MODE_LABELS: dict[Mode, str] = {
    "normal": QT_TRANSLATE_NOOP("ColourVision", "Normal colours"),
    "red_green": QT_TRANSLATE_NOOP("ColourVision", "Red–green (deuteranopia, protanopia)"),
    "blue_yellow": QT_TRANSLATE_NOOP("ColourVision", "Blue–yellow (tritanopia)"),
}

SIMULATIONS: dict[Mode, tuple[Vision, ...]] = {
    "normal": ("normal",),
    "red_green": ("normal", "deuteranopia", "protanopia"),
    "blue_yellow": ("normal", "tritanopia"),
}

# Player colours, one per colour slot of the New Game dialog (the slot also
# fixes the marker shape, ui/palette.py).  Names: context "Palette".
PLAYER_COLOURS: dict[Mode, tuple[tuple[str, str], ...]] = {
    # Okabe & Ito, "Color Universal Design" (2002).
    "normal": (
        (QT_TRANSLATE_NOOP("Palette", "Vermillion"), "#d55e00"),
        (QT_TRANSLATE_NOOP("Palette", "Blue"), "#0072b2"),
        (QT_TRANSLATE_NOOP("Palette", "Bluish green"), "#009e73"),
        (QT_TRANSLATE_NOOP("Palette", "Yellow"), "#f0e442"),
        (QT_TRANSLATE_NOOP("Palette", "Sky blue"), "#56b4e9"),
        (QT_TRANSLATE_NOOP("Palette", "Reddish purple"), "#cc79a7"),
        (QT_TRANSLATE_NOOP("Palette", "Orange"), "#e69f00"),
        (QT_TRANSLATE_NOOP("Palette", "Grey"), "#999999"),
    ),
    # Found by a search that keeps each slot near its normal colour (so the
    # names still fit) while every pair stays apart for normal, deuteranope and
    # protanope eyes (see the module docstring); names adjusted by hand.
    "red_green": (
        (QT_TRANSLATE_NOOP("Palette", "Red"), "#b12000"),
        (QT_TRANSLATE_NOOP("Palette", "Dark blue"), "#07354e"),
        (QT_TRANSLATE_NOOP("Palette", "Green"), "#648875"),
        (QT_TRANSLATE_NOOP("Palette", "Yellow"), "#feff0a"),
        (QT_TRANSLATE_NOOP("Palette", "Sky blue"), "#0eb9ec"),
        (QT_TRANSLATE_NOOP("Palette", "Violet"), "#7c4ed0"),
        (QT_TRANSLATE_NOOP("Palette", "Ochre"), "#c5920b"),
        (QT_TRANSLATE_NOOP("Palette", "Cream"), "#fff3df"),
    ),
    # The same search for normal and tritanope eyes.
    "blue_yellow": (
        (QT_TRANSLATE_NOOP("Palette", "Vermillion"), "#cb4511"),
        (QT_TRANSLATE_NOOP("Palette", "Dark blue"), "#094460"),
        (QT_TRANSLATE_NOOP("Palette", "Bluish green"), "#478c7d"),
        (QT_TRANSLATE_NOOP("Palette", "Pale yellow"), "#fcf6c4"),
        (QT_TRANSLATE_NOOP("Palette", "Sky blue"), "#05cfff"),
        (QT_TRANSLATE_NOOP("Palette", "Purple"), "#86659a"),
        (QT_TRANSLATE_NOOP("Palette", "Orange"), "#eda727"),
        (QT_TRANSLATE_NOOP("Palette", "Grey"), "#9ea2a4"),
    ),
}

# Board colours by key "<game>.<thing>".
BOARD_COLOURS: dict[Mode, dict[str, str]] = {
    # The boards' own colours, Catan's and Elfenland's terrains moved apart a
    # little (pasture and desert were 18.5 apart, Elfenland's plains and desert 12).
    "normal": {
        "catan.forest": "#067b30",
        "catan.hills": "#d26428",
        "catan.pasture": "#87d761",
        "catan.fields": "#ffca0e",
        "catan.mountains": "#93939e",
        "catan.desert": "#e6e0c2",
        "catan.sea": "#389fff",
        "elfenland.plains": "#c4f1a5",
        "elfenland.forest": "#5fa053",
        "elfenland.desert": "#ffd58b",
        "elfenland.mountains": "#afaaa1",
        "elfenland.water": "#5aa2dc",
        "elasund.sand": "#eadbb4",
        "elasund.sand_dark": "#dfcc9d",
        "elasund.sea_top": "#2f6d9e",
        "elasund.sea_bottom": "#1f5282",
        "elasund.red": "#c62828",
        "elasund.blue": "#1f5fbf",
        "elasund.green": "#2e7d32",
        "carrara.marble0": "#fbfbf7",
        "carrara.marble1": "#f2cf3a",
        "carrara.marble2": "#c8312b",
        "carrara.marble3": "#3c8d3f",
        "carrara.marble4": "#2f62b3",
        "carrara.marble5": "#222222",
        "carrara.city": "#f3c58c",
        "carrara.country": "#b9d98f",
    },
    "red_green": {
        "catan.forest": "#175747",
        "catan.hills": "#bd641b",
        "catan.pasture": "#66a88d",
        "catan.fields": "#f3c731",
        "catan.mountains": "#666f9f",
        "catan.desert": "#f8ffe6",
        "catan.sea": "#62bfff",
        "elfenland.plains": "#eeffd8",
        "elfenland.forest": "#3e902a",
        "elfenland.desert": "#e9cf0f",
        "elfenland.mountains": "#aba39f",
        "elfenland.water": "#5eaae9",
        "elasund.sand": "#eadbb4",
        "elasund.sand_dark": "#dfcc9d",
        "elasund.sea_top": "#2f6d9e",
        "elasund.sea_bottom": "#1f5282",
        "elasund.red": "#ca071e",
        "elasund.blue": "#1c5ebf",
        "elasund.green": "#348871",
        "carrara.marble0": "#ffffff",
        "carrara.marble1": "#f2ce33",
        "carrara.marble2": "#a80a10",
        "carrara.marble3": "#239f6e",
        "carrara.marble4": "#0061c5",
        "carrara.marble5": "#282c34",
        "carrara.city": "#ffaf37",
        "carrara.country": "#bde3c4",
    },
    "blue_yellow": {
        "catan.forest": "#186d00",
        "catan.hills": "#d04c3b",
        "catan.pasture": "#97e04d",
        "catan.fields": "#e3bc35",
        "catan.mountains": "#98949e",
        "catan.desert": "#fdfdda",
        "catan.sea": "#3c86fe",
        "elfenland.plains": "#d8fdb9",
        "elfenland.forest": "#478836",
        "elfenland.desert": "#ebc954",
        "elfenland.mountains": "#9c9a98",
        "elfenland.water": "#63b6f7",
        "elasund.sand": "#eadbb4",
        "elasund.sand_dark": "#dfcc9d",
        "elasund.sea_top": "#2f6d9e",
        "elasund.sea_bottom": "#1f5282",
        "elasund.red": "#ca252a",
        "elasund.blue": "#0065ff",
        "elasund.green": "#166a12",
        "carrara.marble0": "#fffefa",
        "carrara.marble1": "#f8cf04",
        "carrara.marble2": "#d2041e",
        "carrara.marble3": "#4d9c52",
        "carrara.marble4": "#17529e",
        "carrara.marble5": "#1e1c19",
        "carrara.city": "#f3c58c",
        "carrara.country": "#b9d98f",
    },
}

# Groups of board colours that can lie next to each other: every two colours of
# a group must stay apart.  Catan's hexes are shuffled, so any terrain can touch
# any other and the sea; Elfenland's regions touch each other and the lakes and
# rivers; Elasund's sand meets its sea strips, and the three influence colours
# lie side by side on the cards; Carrara's six marble colours stand side by
# side on the wheel and in the treasuries, and city and country buildings lie
# side by side in the offer.
NEIGHBOURS: tuple[tuple[str, ...], ...] = (
    tuple(
        f"catan.{t}" for t in ("forest", "hills", "pasture", "fields", "mountains", "desert", "sea")
    ),
    tuple(f"elfenland.{t}" for t in ("plains", "forest", "desert", "mountains", "water")),
    ("elasund.sand", "elasund.sea_top"),
    ("elasund.sand", "elasund.sea_bottom"),
    ("elasund.sand_dark", "elasund.sea_top"),
    ("elasund.sand_dark", "elasund.sea_bottom"),
    ("elasund.red", "elasund.blue", "elasund.green"),
    tuple(f"carrara.marble{i}" for i in range(6)),
    ("carrara.city", "carrara.country"),
)

_current: Mode = "normal"


def current_mode() -> Mode:
    return _current


def set_mode(mode: str) -> Mode:
    """Use `mode` from now on (an unknown name means normal); returns the mode used."""
    global _current
    _current = next((m for m in MODES if m == mode), "normal")
    return _current


def board_colour(key: str, mode: Mode | None = None) -> str:
    """The '#rrggbb' colour of `key` in `mode` (default: the current mode)."""
    return BOARD_COLOURS[mode or _current][key]


def player_colour(slot: int, mode: Mode | None = None) -> tuple[str, str]:
    """(English name, '#rrggbb') of colour slot `slot` in `mode`."""
    table = PLAYER_COLOURS[mode or _current]
    return table[slot % len(table)]


class PaletteView(Mapping[object, str]):
    """A read-only table of board colours that follows the current mode.

    `PaletteView("elfenland.", ("plains", ...))["plains"]` is
    `board_colour("elfenland.plains")`; integer keys work the same way
    (`PaletteView("carrara.marble", range(6))[2]`).  Boards keep their
    constant tables' names, so drawing code does not change.
    """

    def __init__(self, prefix: str, keys: Iterable[object]) -> None:
        self._prefix = prefix
        self._keys = tuple(keys)

    def __getitem__(self, key: object) -> str:
        if key not in self._keys:
            raise KeyError(key)
        return board_colour(f"{self._prefix}{key}")

    def __iter__(self) -> Iterator[object]:
        return iter(self._keys)

    def __len__(self) -> int:
        return len(self._keys)


def text_on(colour: str) -> str:
    """'#000000' or '#ffffff', whichever has the higher WCAG 2 contrast on `colour`."""
    r, g, b = parse_hex(colour)

    def linear(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    lum = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    return "#000000" if (lum + 0.05) / 0.05 >= 1.05 / (lum + 0.05) else "#ffffff"


class TextOnView(Mapping[object, str]):
    """For each colour of `fills`, the readable text colour on it (`text_on`)."""

    def __init__(self, fills: Mapping[object, str]) -> None:
        self._fills = fills

    def __getitem__(self, key: object) -> str:
        return text_on(self._fills[key])

    def __iter__(self) -> Iterator[object]:
        return iter(self._fills)

    def __len__(self) -> int:
        return len(self._fills)
