"""The Palaces of Carrara (basic game): rules engine, data and texts."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...i18n.noop import QT_TRANSLATE_NOOP
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
    summary=QT_TRANSLATE_NOOP(
        "Games",
        "Buy marble from the turning wheel, build in six Tuscan cities and score them at the right moment.",  # noqa: E501
    ),
    make_rules=make_rules,
    board_module="elasund_desktop.games.carrara.board",
    texts_module="elasund_desktop.games.carrara.texts",
    rules_text_module="elasund_desktop.games.carrara.rules_text",
    hidden_information=True,
    bots=("carrara_greedy", "random", "easy", "medium", "hard"),
    # The dialog proposes Medium, as in Elasund and Catan: heads-up at the node
    # budgets an idle machine gives the clocks, Medium@400 and Hard@1040 each
    # beat the greedy player (bot.py, the sharp plan) in the first 12 games of
    # bench_ladder's seeded table, 12 of 12, where the SPRT (H0 1/2, H1 0.65)
    # decided (bench/results/ladder_sprt.jsonl).  Medium answers in a quarter
    # of a second per step of a turn, Hard in about a second; the greedy player
    # stays available, described as the fixed plan it is.
    default_bot="medium",
    own_bots={"carrara_greedy": f"{__name__}.bot:CarraraGreedyBot"},
)
