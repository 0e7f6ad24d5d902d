"""No translation bends a player's name to fit the grammar around it.

A name can be anything ("Anna", "Béla", "Klaus"), so a text may not depend on
its first or last letters.  Issue 25's play-test in Italian: log lines such as
"passa a Anna" (Italian writes "ad" before a vowel) — every text that put "a"
(or another preposition but "di") straight before a player's name is worded
around it ("Anna: la banca non ha più lana", "destinatario: Anna").  The same
kind of problem in the other languages: a Hungarian suffix hung on a name
("{player}-nak": the suffix goes on "játékos" after the name), a Ukrainian
preposition that would need the name in an oblique case ("від {player}": the
noun "гравця" carries the case), a Danish genitive "-s" ("Klaus' rejse").
Each catalogue is checked as a whole, so a new text is held to it too.
"""

from __future__ import annotations

import re

import pytest

from tests.i18n.test_review_wording import catalogue

# The placeholders that stand for players' names (ui/game_texts.py: "player"
# and "*_player"; the window's "{name}", lists of names, the winners).
NAME = r"\{(?:[a-z_]*player|name|names|players|winners?)\}"

# Italian: a preposition straight before the name ("di" neither elides nor
# changes before a vowel in the written language of the app: "turno di Anna").
IT_PREPOSITION = re.compile(
    rf"(?i)(?<![\w'])(a|ad|al|allo|alla|da|dal|dalla|con|per|su|tra|fra|in)\s+{NAME}"
)
# Hungarian: letters or a hyphen right after the name (a suffix).
HU_SUFFIX = re.compile(rf"{NAME}-?[a-zA-ZáéíóöőúüűÁÉÍÓÖŐÚÜŰ]")
# Ukrainian: prepositions that govern an oblique case, straight before the name.
UK_PREPOSITION = re.compile(
    rf"(?i)(?<![\w'])(у|в|від|до|для|з|із|зі|на|про|без|біля|після|серед|між|за|над|під|"
    rf"перед|через|при|по|о|об|к)\s+{NAME}"
)
# Danish: a genitive "s" (or "'s") hung on the name.
DA_GENITIVE = re.compile(rf"{NAME}['’]?s\b")

# Texts a name does not follow as a word of the sentence: a board caption
# ("valutata da {player}") and a tooltip where the Italian preposition is
# invariant; the invariant "con {names}" of the network host's question.
ALLOWED: dict[str, set[tuple[str, str]]] = {
    "it": {
        ("CarraraBoard", "scored by {player}"),
        (
            "ElasundBoard",
            "Church tile {piece}, built by {player}: 1 VP, can never be built over.",
        ),
        (
            "NetworkHost",
            "The network game of {game} with {names} was not finished. Host it again,"
            " so that its players can rejoin their seats?",
        ),
    },
}

CHECKS = {"it": IT_PREPOSITION, "hu": HU_SUFFIX, "uk": UK_PREPOSITION, "da": DA_GENITIVE}


@pytest.mark.parametrize("lang", sorted(CHECKS))
def test_no_translation_bends_a_players_name(lang: str) -> None:
    pattern = CHECKS[lang]
    allowed = ALLOWED.get(lang, set())
    bad = [
        (context, source, form)
        for (context, source), forms in catalogue(lang).items()
        if (context, source) not in allowed
        for form in forms
        if pattern.search(form)
    ]
    assert bad == [], "\n".join(f"[{c}] {s!r} -> {f!r}" for c, s, f in bad)


def test_the_checks_find_what_they_look_for() -> None:
    assert IT_PREPOSITION.search("{player} dà 2 lana a {player}.")
    assert IT_PREPOSITION.search("Passa il computer ad {name}.")
    assert not IT_PREPOSITION.search("Ora decide {player}; turno di {player}.")
    assert HU_SUFFIX.search("Add át a gépet {name}-nak.")
    assert not HU_SUFFIX.search("Add át a gépet {name} játékosnak.")
    assert UK_PREPOSITION.search("Карта від {player}.")
    assert not UK_PREPOSITION.search("Карта від гравця {player}.")
    assert DA_GENITIVE.search("{player}s rejse")
    assert not DA_GENITIVE.search("{player} rejser")
