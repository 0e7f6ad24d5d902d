"""The registry of games: one `GameSpec` per game.

Adding a game means adding one folder under `games/` and one line in
`_builtin_specs`.  The spec names Qt modules (board, texts) as strings so
that importing the registry never imports Qt.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..i18n.noop import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # the engine loads with the first game, not with the window
    from ..engine.rules import Rules

# Game titles as the UI shows them (context "Games"); marked here so lupdate sees them.
TITLES = (
    QT_TRANSLATE_NOOP("Games", "Elasund"),
    QT_TRANSLATE_NOOP("Games", "Catan"),
    QT_TRANSLATE_NOOP("Games", "Elfenland"),
    QT_TRANSLATE_NOOP("Games", "The Palaces of Carrara"),
)


@dataclass(frozen=True)
class GameSpec:
    """Static facts about one game."""

    game_id: str
    title: str  # English; translated by the UI in context "Games"
    make_rules: Callable[[], Rules[Any]]
    board_module: str  # Qt module with `make_board(parent)`; imported lazily
    texts_module: str  # Qt module turning the game's keys into words
    rules_text_module: str  # module with SECTIONS (English, QT_TRANSLATE_NOOP)
    # One line saying what the game is, for the first screen (English;
    # translated by the UI in context "Games", like the title)
    summary: str = ""
    hidden_information: bool = True  # privacy screen between two humans
    # computer players offered: bots[0] is the plain one for `sim` and tests;
    # the levels "easy", "medium", "hard" (ai/levels.py) follow
    bots: tuple[str, ...] = ("random",)
    default_bot: str = "medium"  # what the New Game dialog proposes for a computer seat
    # the game's own computer players (planners, a better-mannered random
    # player), bot id -> "module:Class" of a Qt-free class made with no
    # arguments; imported on first use.  ai/bots.py finds them here, so the
    # shared AI layer names no game.
    own_bots: Mapping[str, str] = field(default_factory=dict)
    palette: tuple[str, ...] = field(default_factory=tuple)

    def rules(self) -> Rules[Any]:
        return self.make_rules()


class Registry:
    """An ordered set of game specs; tests build their own with a fixture game."""

    def __init__(self, specs: list[GameSpec] | None = None) -> None:
        self._specs: dict[str, GameSpec] = {}
        for spec in specs or []:
            self.register(spec)

    def register(self, spec: GameSpec) -> None:
        if spec.game_id in self._specs:
            raise ValueError(f"game {spec.game_id!r} registered twice")
        self._specs[spec.game_id] = spec

    def get(self, game_id: str) -> GameSpec:
        return self._specs[game_id]

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._specs

    def __iter__(self) -> Iterator[GameSpec]:
        return iter(self._specs.values())

    def ids(self) -> list[str]:
        return list(self._specs)


def _builtin_specs() -> list[GameSpec]:
    specs: list[GameSpec] = []
    for module_name in ("elasund", "catan", "elfenland", "carrara"):
        try:
            module = importlib.import_module(f"{__name__}.{module_name}")
        except ModuleNotFoundError as exc:  # a game folder not written yet
            if exc.name and exc.name.startswith(f"{__name__}.{module_name}"):
                continue
            raise
        specs.append(module.SPEC)
    return specs


_default: Registry | None = None


def default_registry() -> Registry:
    """The games shipped with the application."""
    global _default
    if _default is None:
        _default = Registry(_builtin_specs())
    return _default
