"""The rules reference of the fixture game: two sections, the second an interpretation."""

from __future__ import annotations

from elasund_desktop.i18n.noop import QT_TRANSLATE_NOOP
from elasund_desktop.i18n.rules_text import RulesSection

SECTIONS: tuple[RulesSection, ...] = (
    RulesSection(
        "turn",
        QT_TRANSLATE_NOOP("FixtureRaceRules", "A turn"),
        QT_TRANSLATE_NOOP(
            "FixtureRaceRules",
            "<p>First <b>roll</b> the die or <b>draw</b> a card.</p><ul><li>4-6: score 1 point.</li><li>1: tax! Every other player with cards pays one card or loses 1 point.</li></ul><p>Then play one card for its value, or pass.</p>",
        ),
    ),
    RulesSection(
        "limit",
        QT_TRANSLATE_NOOP("FixtureRaceRules", "Turn limit"),
        QT_TRANSLATE_NOOP(
            "FixtureRaceRules",
            "<p><i>Interpretation:</i> after 1000 turns the highest score wins (ties share).</p>",
        ),
        interpretation=True,
    ),
)
