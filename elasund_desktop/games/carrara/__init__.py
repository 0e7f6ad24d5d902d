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
    # The greedy player plays the sharp plan (bot.py), which won 49 % of
    # four-player games against three simple-plan players.  Hard at a node
    # budget of 300 (what 0.9 s buys on a loaded machine) won 7 of 16 games
    # against three greedy players and Medium at 100 2 of 8 (an equal share is
    # 25 %): Hard is ahead but not yet shown clearly so, and it makes a human
    # wait about 0.8 s for each of the several steps of a computer turn, so
    # the greedy player stays the dialog's proposal.
    default_bot="carrara_greedy",
    own_bots={"carrara_greedy": f"{__name__}.bot:CarraraGreedyBot"},
)
