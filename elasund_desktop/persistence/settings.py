"""User preferences: a frozen dataclass stored as TOML in the config folder.

A missing file gives the defaults.  A file that is not valid TOML is kept as
`settings.toml.corrupt` (so nothing the user wrote is lost) and the defaults
are used.  A field with a wrong type or value falls back to its default on
its own.  Older files are brought up to date by `MIGRATIONS`, one step per
schema version.  (Recent files live in recent.json; window geometry in
QSettings.)
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import paths
from .atomic import atomic_write_text

SCHEMA_VERSION = 1
BOT_DELAY_RANGE = (0, 10_000)
# Board text sizes offered in the menu and the factor each applies to board labels.
BOARD_TEXT_SIZES: dict[str, float] = {"normal": 1.0, "large": 1.25, "larger": 1.5}
COLOUR_VISIONS = ("normal", "red_green", "blue_yellow")  # = colour_palettes.MODES
_LANGUAGE_RE = re.compile(r"^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})?$")


@dataclass(frozen=True, slots=True)
class Settings:
    schema_version: int = SCHEMA_VERSION
    language: str | None = None  # None: follow the system locale
    bot_delay_ms: int = 600  # how long a bot's move stays visible before the next one
    free_undo: bool = False  # all players agree that undo may cross dice rolls and draws
    animations: bool = True  # pieces glide and fade in on the boards (Settings ▸ Animations)
    autosave: bool = True
    # The last New Game set-up of each game, keyed by game id: {"players": n,
    # "seats": [{"name", "colour", "controller"}], "options": {key: value}}.
    game_setups: dict[str, dict[str, Any]] = field(default_factory=dict)
    # Settings ▸ Colour vision: a mode of colour_palettes.MODES.
    colour_vision: str = "normal"
    # Settings ▸ Board text size: a key of BOARD_TEXT_SIZES.
    board_text_size: str = "normal"

    def replace(self, **changes: Any) -> Settings:
        return dataclasses.replace(self, **changes)


# Migrations: MIGRATIONS[n] turns the raw table of schema n into schema n + 1.
Migration = Callable[[dict[str, Any]], dict[str, Any]]
MIGRATIONS: dict[int, Migration] = {}


def migrate(raw: dict[str, Any]) -> dict[str, Any]:
    """Bring a raw settings table up to SCHEMA_VERSION (unknown or newer: left as is)."""
    version = raw.get("schema_version", SCHEMA_VERSION)
    if not isinstance(version, int) or isinstance(version, bool):
        version = SCHEMA_VERSION
    while version < SCHEMA_VERSION and version in MIGRATIONS:
        raw = MIGRATIONS[version](dict(raw))
        version += 1
        raw["schema_version"] = version
    return raw


def from_table(raw: dict[str, Any]) -> Settings:
    """Settings from a (migrated) TOML table; bad fields keep their defaults."""
    defaults = Settings()
    values: dict[str, Any] = {}
    language = raw.get("language")
    if isinstance(language, str) and _LANGUAGE_RE.match(language):
        values["language"] = language
    delay = raw.get("bot_delay_ms")
    if isinstance(delay, int) and not isinstance(delay, bool):
        values["bot_delay_ms"] = min(max(delay, BOT_DELAY_RANGE[0]), BOT_DELAY_RANGE[1])
    for name in ("free_undo", "autosave", "animations"):
        value = raw.get(name)
        if isinstance(value, bool):
            values[name] = value
    vision = raw.get("colour_vision")
    if vision in COLOUR_VISIONS:
        values["colour_vision"] = vision
    text_size = raw.get("board_text_size")
    if isinstance(text_size, str) and text_size in BOARD_TEXT_SIZES:
        values["board_text_size"] = text_size
    setups = raw.get("game_setups")
    if isinstance(setups, dict):
        values["game_setups"] = {
            str(game): clean
            for game, setup in setups.items()
            if (clean := clean_setup(setup)) is not None
        }
    return dataclasses.replace(defaults, **values)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def clean_setup(raw: Any) -> dict[str, Any] | None:
    """A remembered New Game set-up with only well-typed parts, or None.

    The dialog checks the values against the game (player range, its computer
    players, colours); here only the shape is enforced.
    """
    if not isinstance(raw, dict) or not _is_int(raw.get("players")):
        return None
    seats: list[dict[str, Any]] = []
    for seat in raw.get("seats", []) if isinstance(raw.get("seats"), list) else []:
        if (
            isinstance(seat, dict)
            and isinstance(seat.get("name"), str)
            and _is_int(seat.get("colour"))
            and isinstance(seat.get("controller"), str)
        ):
            seats.append(
                {"name": seat["name"], "colour": seat["colour"], "controller": seat["controller"]}
            )
    options_raw = raw.get("options")
    options = (
        {
            str(k): v
            for k, v in options_raw.items()
            if isinstance(v, bool | int | str)  # TOML has no null: None stays the default
        }
        if isinstance(options_raw, dict)
        else {}
    )
    return {"players": raw["players"], "seats": seats, "options": options}


def to_table(settings: Settings) -> dict[str, Any]:
    table = dataclasses.asdict(settings)
    table["schema_version"] = SCHEMA_VERSION
    if table["language"] is None:  # TOML has no null: absent means "system language"
        del table["language"]
    return table


def load_settings(path: Path | None = None) -> Settings:
    """The saved preferences, or the defaults (a corrupt file is kept as .corrupt)."""
    target = path if path is not None else paths.settings_path()
    try:
        data = target.read_bytes()
    except OSError:
        return Settings()
    import tomllib  # only when there is a file: not on the first start

    try:
        raw = tomllib.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError):
        with contextlib.suppress(OSError):
            os.replace(target, target.with_name(target.name + ".corrupt"))
        return Settings()
    return from_table(migrate(raw))


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write the preferences atomically; raises SaveWriteError on failure."""
    import tomli_w

    target = path if path is not None else paths.settings_path()
    atomic_write_text(target, tomli_w.dumps(to_table(settings)))
    return target
