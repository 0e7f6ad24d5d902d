"""Elfenland (base game, with the home-town variant): rules engine, data and texts."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...i18n.noop import QT_TRANSLATE_NOOP
from .. import GameSpec

if TYPE_CHECKING:  # the engine loads with the first game, not with the window
    from ...engine.rules import Rules


def make_rules() -> Rules[Any]:
    """The rules, imported on first use so the window starts without them."""
    from .rules import ElfenlandRules

    return ElfenlandRules()


SPEC = GameSpec(
    game_id="elfenland",
    title="Elfenland",
    summary=QT_TRANSLATE_NOOP(
        "Games",
        "Travel through the land of the elves by dragon, unicorn and raft, and visit as many towns as you can.",  # noqa: E501
    ),
    make_rules=make_rules,
    board_module="elasund_desktop.games.elfenland.board",
    texts_module="elasund_desktop.games.elfenland.texts",
    rules_text_module="elasund_desktop.games.elfenland.rules_text",
    hidden_information=True,
    # the first is the plain one for sim and tests; default_bot is the recommended one
    bots=("elfenland_greedy", "random", "easy", "medium", "hard"),
    # Hard won 88.5 of 100 heads-up against the greedy player at its idle
    # node budget (bench/results/ladder_hard_vs_greedy.jsonl)
    default_bot="hard",
    own_bots={"elfenland_greedy": f"{__name__}.bot:ElfenlandGreedyBot"},
)
