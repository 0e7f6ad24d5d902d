"""Names and one-line descriptions of the computer players, for the New Game dialog."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..i18n.noop import QT_TRANSLATE_NOOP

CONTEXT = "BotLevels"

NAMES: dict[str, str] = {
    "easy": QT_TRANSLATE_NOOP("BotLevels", "Easy"),
    "medium": QT_TRANSLATE_NOOP("BotLevels", "Medium"),
    "hard": QT_TRANSLATE_NOOP("BotLevels", "Hard"),
    "random": QT_TRANSLATE_NOOP("BotLevels", "random moves"),
    "catan_random": QT_TRANSLATE_NOOP("BotLevels", "random moves, no trade offers"),
}

DESCRIPTIONS: dict[str, str] = {
    "easy": QT_TRANSLATE_NOOP(
        "BotLevels",
        "Easy: goes for the game's goals by rule of thumb, always takes a win it sees,"
        " and is sometimes careless.",
    ),
    "medium": QT_TRANSLATE_NOOP(
        "BotLevels",
        "Medium: looks a few moves ahead in a fraction of a second and blocks a win"
        " it sees coming.",
    ),
    "hard": QT_TRANSLATE_NOOP(
        "BotLevels",
        "Hard: thinks about a second per move (longer on a slow or busy computer)"
        " and plays to win.",
    ),
    "random": QT_TRANSLATE_NOOP("BotLevels", "Random: any legal move; for testing."),
    # The greedy players: Carrara's is its default computer seat (the dialog
    # shows it selected), so each says where it stands beside the three levels.
    "elfenland_greedy": QT_TRANSLATE_NOOP(
        "BotLevels", "Greedy plan: a fixed plan for this game, no look-ahead; moves at once."
    ),
    "carrara_greedy": QT_TRANSLATE_NOOP(
        "BotLevels", "Greedy plan: a fixed plan for this game, no look-ahead; moves at once."
    ),
    "catan_random": QT_TRANSLATE_NOOP(
        "BotLevels", "Random: any legal move, never offers a trade; for testing."
    ),
}


def level_name(bot_id: str) -> str:
    text = NAMES.get(bot_id)
    return QCoreApplication.translate(CONTEXT, text) if text else bot_id


def level_description(bot_id: str) -> str:
    text = DESCRIPTIONS.get(bot_id)
    return QCoreApplication.translate(CONTEXT, text) if text else ""


def levels_note(bot_ids: tuple[str, ...]) -> str:
    """The descriptions of the levels a game offers, one a line (for a label),
    and of its greedy player where it has one (the default seat of its game)."""
    shown = ("elfenland_greedy", "carrara_greedy", "easy", "medium", "hard")
    return "\n".join(level_description(b) for b in bot_ids if b in shown)
