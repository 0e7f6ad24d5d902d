"""Elfenland (base game, with the home-town variant): rules engine, data and texts."""

from __future__ import annotations

from typing import Any

from ...engine.rules import Rules
from .. import GameSpec


def make_rules() -> Rules[Any]:
    """The rules, imported on first use so the window starts without them."""
    from .rules import ElfenlandRules

    return ElfenlandRules()


SPEC = GameSpec(
    game_id="elfenland",
    title="Elfenland",
    make_rules=make_rules,
    board_module="elasund_desktop.games.elfenland.board",
    texts_module="elasund_desktop.games.elfenland.texts",
    rules_text_module="elasund_desktop.games.elfenland.rules_text",
    hidden_information=True,
    bots=("elfenland_greedy", "random"),  # the first is the recommended one
    default_bot="elfenland_greedy",
)
