"""Catan (base game): rules engine, data and texts."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...i18n.noop import QT_TRANSLATE_NOOP
from .. import GameSpec

if TYPE_CHECKING:  # the engine loads with the first game, not with the window
    from ...engine.rules import Rules


def make_rules() -> Rules[Any]:
    """The rules, imported on first use so the window starts without them."""
    from .rules import CatanRules

    return CatanRules()


SPEC = GameSpec(
    game_id="catan",
    title="Catan",
    summary=QT_TRANSLATE_NOOP(
        "Games",
        "Settle an island: trade resources and build roads, settlements and cities to reach 10 points.",  # noqa: E501
    ),
    make_rules=make_rules,
    board_module="elasund_desktop.games.catan.board",
    texts_module="elasund_desktop.games.catan.texts",
    rules_text_module="elasund_desktop.games.catan.rules_text",
    hidden_information=True,
    bots=("catan_random", "random", "easy", "medium", "hard"),
    own_bots={"catan_random": f"{__name__}.policy:CatanRandomBot"},
)
