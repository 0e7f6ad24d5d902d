"""Elasund: The First City (Klaus Teuber, 2005) for 2-4 players."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from elasund_desktop.games import GameSpec
from elasund_desktop.i18n.noop import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # the engine loads with the first game, not with the window
    from elasund_desktop.engine.rules import Rules


def make_rules() -> Rules[Any]:
    """The rules, imported on first use so the window starts without them."""
    from .rules import ElasundRules

    return ElasundRules()


SPEC = GameSpec(
    game_id="elasund",
    title="Elasund",
    summary=QT_TRANSLATE_NOOP(
        "Games",
        "Build the trading town of Elasund: claim plots with permits, earn gold and influence, raise the church.",  # noqa: E501
    ),
    make_rules=make_rules,
    board_module="elasund_desktop.games.elasund.board",
    texts_module="elasund_desktop.games.elasund.texts",
    rules_text_module="elasund_desktop.games.elasund.rules_text",
    hidden_information=True,
    bots=("random", "easy", "medium", "hard"),
)
