"""Qt-free translation markers.

`pyside6-lupdate` finds calls by name, so tables of English texts (rules
sections, option labels, log lines) can be marked for translation without
importing Qt.  The UI translates them later with
QCoreApplication.translate(context, text[, None, n]).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # lupdate looks for this name
    del context
    return source


class Plural:
    """Marks a text with a count (`%n`) as a plural (numerus) message.

    pyside6-lupdate has no QT_TRANSLATE_N_NOOP for Python, but it takes any
    `X.translate(context, text, None, n)` call as a numerus message, so
    `Plural.translate("Catan", "%n cards", None, 0)` marks the text and returns
    it unchanged.  The UI later calls QCoreApplication.translate with the real
    count, which picks the language's plural form and puts the number in `%n`.
    English plural forms come from the English catalogue (numerus messages only).
    """

    @staticmethod
    def translate(context: str, source: str, disambiguation: None = None, n: int = 0) -> str:
        del context, disambiguation, n
        return source


def counted_params(
    params: Mapping[str, Any], counted: Mapping[str, str]
) -> dict[str, tuple[str, int]]:
    """The "{n_X}" placeholders a text may use: for each parameter X holding a
    term of the game's COUNTED table, X's term with the parameters' count (`n`
    or `count`).  "%n {resource}" would put a plural count before a singular
    name ("2 brick"); "{n_resource}" is written with the term's own plural
    forms ("2 bricks") by ui/game_texts.py."""
    count = params.get("n", params.get("count"))
    if not isinstance(count, int) or isinstance(count, bool):
        return {}
    return {
        f"n_{key}": (value, count)
        for key, value in params.items()
        if isinstance(value, str) and value in counted
    }
