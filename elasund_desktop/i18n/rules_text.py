"""The shape of a game's rules reference.

English texts live in each game's `rules_text` module as QT_TRANSLATE_NOOP
literals (so lupdate keeps them); the it/da/uk/hu texts live in the .ts
files.  A section marked `interpretation=True` lists rulings that no public
source confirms (INVENTED data and rule choices); the browser flags it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class RulesSection:
    section_id: str  # stable id, used by open_rules(game_id, section_id)
    title: str  # English, marked with QT_TRANSLATE_NOOP("<Game>Rules", ...)
    body: str  # English simple HTML, marked the same way
    interpretation: bool = False


def rules_context(game_title: str) -> str:
    """The translation context of a game's rules texts, e.g. "ElasundRules".

    Spaces are dropped so a title such as "The Palaces of Carrara" still gives
    one word ("ThePalacesofCarraraRules").
    """
    return game_title.replace(" ", "") + "Rules"
