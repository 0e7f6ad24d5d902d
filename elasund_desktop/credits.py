"""Facts for Help ▸ About and the packages: ids, the save file type, credits, sources.

Qt-free so that the build scripts (desktop file, AppStream metadata, installers)
and the About dialog read the same facts from one place.  The English texts are
marked for translation in context "About"; the dialog translates them.
"""

from __future__ import annotations

from dataclasses import dataclass

from .i18n.noop import QT_TRANSLATE_NOOP

# Reverse-DNS id: the .desktop file, the AppStream metadata and the Wayland
# app id (so the compositor finds the icon of the running window).
APP_ID = "io.github.elasund_desktop.ElasundDesktop"
LICENCE = "GPL-3.0-or-later"

# The saves' own file type.  Saves written before it existed end in .json and
# still open; the content is the same JSON document either way.
SAVE_EXTENSION = ".elasund"
OLD_SAVE_EXTENSIONS = (".json",)
SAVE_MIME_TYPE = "application/x-elasund-desktop-save"


@dataclass(frozen=True)
class GameCredit:
    game_id: str
    title: str  # English title, translated in context "Games"
    designers: str
    publisher: str
    year: int
    sources: str  # where our rules data comes from (English, context "About")


GAME_CREDITS = (
    GameCredit(
        "elasund",
        "Elasund",
        "Klaus Teuber",
        "Kosmos",
        2005,
        QT_TRANSLATE_NOOP(
            "About",
            "Elasund: the Italian and Danish rule books, the publisher's answers to common "
            "questions, reviews, and photographs of the real board and tiles.",
        ),
    ),
    GameCredit(
        "catan",
        "Catan",
        "Klaus Teuber",
        "Kosmos",
        1995,
        QT_TRANSLATE_NOOP(
            "About",
            "Catan: the Hungarian rules, the almanac of the fifth edition and the "
            "publisher's answers to common questions.",
        ),
    ),
    GameCredit(
        "elfenland",
        "Elfenland",
        "Alan R. Moon",
        "Amigo",
        1998,
        QT_TRANSLATE_NOOP(
            "About",
            "Elfenland: the Ukrainian rules, the English rule book and pictures of the "
            "original board and town cards.",
        ),
    ),
    GameCredit(
        "carrara",
        "The Palaces of Carrara",
        "Wolfgang Kramer, Michael Kiesling",
        "Hans im Glück",
        2012,
        QT_TRANSLATE_NOOP(
            "About",
            "The Palaces of Carrara: help pages of an online game site in several "
            "languages, reviews and the publishers' summaries.",
        ),
    ),
)
