"""The Palaces of Carrara (basic game): rules engine, data and texts."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import GameSpec

if TYPE_CHECKING:  # the engine loads with the first game, not with the window
    from ...engine.rules import Rules


def make_rules() -> Rules[Any]:
    """The rules, imported on first use so the window starts without them."""
    from .rules import CarraraRules

    return CarraraRules()


SPEC = GameSpec(
    game_id="carrara",
    title="The Palaces of Carrara",
    make_rules=make_rules,
    board_module="elasund_desktop.games.carrara.board",
    texts_module="elasund_desktop.games.carrara.texts",
    rules_text_module="elasund_desktop.games.carrara.rules_text",
    hidden_information=True,
    bots=("carrara_greedy", "random", "easy", "medium", "hard"),
    # Medium beat the greedy player 5 of 6 heads-up at its idle-machine node
    # budget (medium@180), but Hard@300 won 0 of 4 against three Easy players
    # (the greedy move with some noise) at four: the greedy player stays the
    # dialog's proposal until the levels are shown to beat it at every count
    default_bot="carrara_greedy",
)
