"""Counted phrases of the Elasund board ("%n gold", "%n flags" ...), in context ElasundBoard.

pyside6-lupdate only extracts a plural (numerus) message whose count is a
literal, so each text is marked once here with Plural.translate and shown
with the real count through `counted(key, n)`, which picks the plural form of
the current language.
"""

from __future__ import annotations

from ...i18n.noop import QT_TRANSLATE_NOOP, Plural
from ...i18n.translator import tr, tr_n

CONTEXT = "ElasundBoard"

COUNTED: dict[str, str] = {
    "gold": Plural.translate("ElasundBoard", "%n gold", None, 0),
    "influence_cards": Plural.translate("ElasundBoard", "%n influence cards", None, 0),
    "church_tiles": Plural.translate("ElasundBoard", "%n church tiles", None, 0),
    "cubes_left": Plural.translate("ElasundBoard", "%n cubes left", None, 0),
    "flags": Plural.translate("ElasundBoard", "%n flags", None, 0),
    "cubes_on_flags": Plural.translate("ElasundBoard", "%n cubes on them", None, 0),
    "costs": Plural.translate("ElasundBoard", "Costs %n gold.", None, 0),
    "needs_permits": Plural.translate("ElasundBoard", "Needs %n permits.", None, 0),
    "covers_trade": Plural.translate(
        "ElasundBoard", "Covers trade squares worth %n trade points.", None, 0
    ),
    "trade_square": Plural.translate(
        "ElasundBoard",
        "Trade square: a building covering it gives its owner %n trade points.",
        None,
        0,
    ),
    "pirates_owed": Plural.translate(
        "ElasundBoard",
        "Pirates: give up %n more cards; each of your cubes in the pirate row costs one card.",
        None,
        0,
    ),
    "tower_takes": Plural.translate(
        "ElasundBoard", "Your towers earn you %n of the discarded cards: choose which.", None, 0
    ),
    "wall_space": Plural.translate(
        "ElasundBoard",
        "Wall space ({side} wall, {where}): costs %n gold.\nA new wall tile must touch a gate or a wall tile.\nTiles 1, 2, 4 give 1 influence card; 5, 7, 8 give 2; 3, 6, 9 are towers with a cube.",  # noqa: E501
        None,
        0,
    ),
    "church_left": Plural.translate("ElasundBoard", "%n left\n7 gold each\n1 VP each", None, 0),
    "flag_space": Plural.translate(
        "ElasundBoard",
        "%n flags: the first players to reach {space} put a cube here (1 VP).",
        None,
        0,
    ),
}


# What a list says for a count of zero ("no gold" rather than "0 gold"): Qt's
# plural forms have no zero form.
NONE: dict[str, str] = {
    "gold": QT_TRANSLATE_NOOP("ElasundBoard", "no gold"),
    "influence_cards": QT_TRANSLATE_NOOP("ElasundBoard", "no influence cards"),
    "church_tiles": QT_TRANSLATE_NOOP("ElasundBoard", "no church tiles"),
    "cubes_left": QT_TRANSLATE_NOOP("ElasundBoard", "no cubes left"),
}


def counted(key: str, n: int) -> str:
    """The COUNTED text `key` for the count `n`, translated (NONE for zero)."""
    if int(n) == 0 and key in NONE:
        return tr(CONTEXT, NONE[key])
    return tr_n(CONTEXT, COUNTED[key], int(n))
