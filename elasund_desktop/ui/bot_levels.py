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
    "catan_random": QT_TRANSLATE_NOOP(
        "BotLevels", "Random: any legal move, never offers a trade; for testing."
    ),
}

# What each level does in each game (issue 24: "the levels' translated
# descriptions say what each does"), in the words of games/<game>/ai.py's
# docstring; a game without its own line gets DESCRIPTIONS' general one.
# Hard's "longer on a slow or busy computer" is the search's floor of
# iterations (ai/levels.py), which a slow machine takes longer to reach.
GAME_DESCRIPTIONS: dict[str, dict[str, str]] = {
    "elasund": {
        "easy": QT_TRANSLATE_NOOP(
            "BotLevels",
            "Easy: builds on the rows that pay, walls and church tiles by rules of thumb"
            " fitted by self-play; takes a win it sees and is sometimes careless.",
        ),
        "medium": QT_TRANSLATE_NOOP(
            "BotLevels",
            "Medium: tries its moves in a few hundred imagined games (a fraction of a"
            " second) and blocks a win it sees coming.",
        ),
        "hard": QT_TRANSLATE_NOOP(
            "BotLevels",
            "Hard: about a second of search a move (longer on a slow or busy computer),"
            " weighing income, permits, walls and the trade track; plays to win.",
        ),
    },
    "catan": {
        "easy": QT_TRANSLATE_NOOP(
            "BotLevels",
            "Easy: builds cities and settlements first and robs the leader, by rules of"
            " thumb; never offers a trade; takes a win it sees.",
        ),
        "medium": QT_TRANSLATE_NOOP(
            "BotLevels",
            "Medium: a short search that counts the cards it has seen; offers trades when"
            " a card or two short of a building, never helps a player close to winning.",
        ),
        "hard": QT_TRANSLATE_NOOP(
            "BotLevels",
            "Hard: trades and counts cards like Medium and searches about a second a move"
            " (longer on a slow or busy computer); plays to win.",
        ),
    },
    "elfenland": {
        "easy": QT_TRANSLATE_NOOP(
            "BotLevels",
            "Easy: the greedy plan, heading for the nearest towns not yet visited;"
            " sometimes careless.",
        ),
        "medium": QT_TRANSLATE_NOOP(
            "BotLevels",
            "Medium: places its counters for the best journey it can make this round and"
            " travels it exactly; pays no heed to the other players.",
        ),
        "hard": QT_TRANSLATE_NOOP(
            "BotLevels",
            "Hard: draws and places its counters for the journey its cards and counters can"
            " make together, and spoils the others' journeys with counters and the obstacle;"
            " plays to win.",
        ),
    },
    "carrara": {
        "easy": QT_TRANSLATE_NOOP(
            "BotLevels",
            "Easy: buys, builds and scores by a fixed plan fitted by self-play, without"
            " looking ahead; sometimes careless.",
        ),
        "medium": QT_TRANSLATE_NOOP(
            "BotLevels",
            "Medium: a short search from the greedy plan: when to buy on the wheel, build,"
            " score and end the game.",
        ),
        "hard": QT_TRANSLATE_NOOP(
            "BotLevels",
            "Hard: the same search for about a second a move (longer on a slow or busy"
            " computer); plays to win.",
        ),
    },
}
GAME_DESCRIPTIONS["elfenland"]["elfenland_greedy"] = QT_TRANSLATE_NOOP(
    "BotLevels",
    "Greedy plan: heads for the nearest towns not yet visited by a fixed plan, without"
    " looking ahead; moves at once.",
)
GAME_DESCRIPTIONS["carrara"]["carrara_greedy"] = QT_TRANSLATE_NOOP(
    "BotLevels",
    "Greedy plan: the fixed plan Medium and Hard start from, without looking ahead;"
    " moves at once.",
)


def level_name(bot_id: str) -> str:
    text = NAMES.get(bot_id)
    return QCoreApplication.translate(CONTEXT, text) if text else bot_id


def level_description(bot_id: str, game_id: str | None = None) -> str:
    """What `bot_id` does, in `game_id` where that game has its own line."""
    text = GAME_DESCRIPTIONS.get(game_id or "", {}).get(bot_id) or DESCRIPTIONS.get(bot_id)
    return QCoreApplication.translate(CONTEXT, text) if text else ""


def levels_note(bot_ids: tuple[str, ...], game_id: str | None = None) -> str:
    """The descriptions of the levels a game offers, one a line (for a label),
    and of its greedy player where it has one."""
    shown = ("elfenland_greedy", "carrara_greedy", "easy", "medium", "hard")
    return "\n".join(level_description(b, game_id) for b in bot_ids if b in shown)
