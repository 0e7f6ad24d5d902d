"""Catan (base game): rules engine, data and texts."""

from __future__ import annotations

from .. import GameSpec
from .rules import CatanRules

SPEC = GameSpec(
    game_id="catan",
    title="Catan",
    make_rules=CatanRules,
    board_module="elasund_desktop.games.catan.board",
    texts_module="elasund_desktop.games.catan.texts",
    rules_text_module="elasund_desktop.games.catan.rules_text",
    hidden_information=True,
    bots=("catan_random", "random"),
)
