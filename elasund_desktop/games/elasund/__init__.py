"""Elasund: The First City (Klaus Teuber, 2005) for 2-4 players."""

from __future__ import annotations

from elasund_desktop.games import GameSpec

from .rules import ElasundRules

SPEC = GameSpec(
    game_id="elasund",
    title="Elasund",
    make_rules=ElasundRules,
    board_module="elasund_desktop.games.elasund.board",
    texts_module="elasund_desktop.games.elasund.texts",
    rules_text_module="elasund_desktop.games.elasund.rules_text",
    hidden_information=True,
    bots=("random",),
)
