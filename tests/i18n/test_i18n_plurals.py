"""Counts use Qt's plural forms (numerus messages), never bracketed plural hacks.

Qt picks a language's plural form from the count given to translate(): a
text with a count says `%n`, every catalogue holds it as a numerus message
with as many forms as the language has (English 2, Italian 2, Danish 2,
Ukrainian 3, Hungarian 1), and the English catalogue supplies "1 card" /
"2 cards".  "card(s)", "pointterning(er)" or "a(z)" in any text fail here.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

from elasund_desktop.i18n.languages import SOURCE_LANGUAGE, TRANSLATED

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "translations"
CATALOGUES = (*TRANSLATED, SOURCE_LANGUAGE)

# The plural forms lupdate writes for each language (Qt's CLDR rules).
FORMS = {"en": 2, "it": 2, "da": 2, "uk": 3, "hu": 1}

# A word with a bracketed ending ("card(s)", "kort(et)", "pointterning(er)",
# "{card}(s)") or the Hungarian article hack "a(z)".
BRACKET_PLURAL = re.compile(
    r"(?:(?<=[^\W\d_])|(?<=\}))\([^\W\d_]{1,3}\)"  # card(s), kort(et), {card}(s)
    r"|\b[Aa]\(z\)"  # the Hungarian article hack
    r"|(?<=[^\W\d_]{3})/[^\W\d_]{1,2}\b"  # cubo/i, kort/ene
)

# Parameters that hold counts.  A count written as a bare placeholder right in
# front of a word ("{count} cubes", "{count} {resource}") is a noun phrase that
# must agree with the number: it belongs in a `%n` text.
COUNT_PARAMS = (
    "n", "count", "gold", "cubes", "points", "need", "have", "cost", "limit", "knights",
    "length", "owed", "left", "deck", "church", "flags", "permits", "influence", "total", "rate",
)  # fmt: skip
# Words after a count that are no noun to agree with ("3 of 10", "5 in all").
NOT_NOUNS = ("of", "in", "and", "or", "to")
BARE_COUNT = re.compile(
    r"\{(?:" + "|".join(COUNT_PARAMS) + r")\}\s*(?:\{|(?!(?:" + "|".join(NOT_NOUNS) + r")\b)"
    r"[^\W\d_])"
)


def messages(lang: str) -> Iterator[tuple[str, ET.Element]]:
    root = ET.parse(TS_DIR / f"elasund_desktop_{lang}.ts").getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            yield name, message


def forms(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    if translation is None:
        return []
    numerus = translation.findall("numerusform")
    return [f.text or "" for f in numerus] if numerus else [translation.text or ""]


def test_the_hack_patterns_catch_what_players_read() -> None:
    """The patterns themselves: every reported phrase is caught, sound text is not."""
    for bad in ("card(s)", "9 pointterning(er) tilbage", "byggetilladelse(r)", "a(z) 3",
                "{card}(s)", "vælg hvilke(t)", "A(z) engedély", "3 cubo/i"):  # fmt: skip
        assert BRACKET_PLURAL.search(bad), bad
    for good in ("2 cards (now 5)", "(3:1)", "colonna (col)", "Ship (row 8)", "(1 VP)", "3/10"):
        assert not BRACKET_PLURAL.search(good), good
    assert BARE_COUNT.search("{player} takes back {count} cubes.")
    assert BARE_COUNT.search("{player} receives {count} {resource}.")
    assert not BARE_COUNT.search("Cubes still to place: {cubes} of 10")
    assert not BARE_COUNT.search("Gold: {gold}")


@pytest.mark.parametrize("lang", CATALOGUES)
def test_every_percent_n_message_is_numerus_with_the_languages_forms(lang: str) -> None:
    problems = []
    for context, message in messages(lang):
        source = message.findtext("source") or ""
        if "%n" not in source:
            continue
        if message.get("numerus") != "yes":
            problems.append(f"[{context}] {source!r} is not a numerus message")
            continue
        texts = forms(message)
        if len(texts) != FORMS[lang]:
            problems.append(f"[{context}] {source!r}: {len(texts)} forms, {lang} has {FORMS[lang]}")
        problems.extend(
            f"[{context}] {source!r}: form {i} {text!r} lacks %n"
            for i, text in enumerate(texts)
            if "%n" not in text
        )
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", CATALOGUES)
def test_no_bracketed_plural_hack_in_any_translation(lang: str) -> None:
    problems = [
        f"[{context}] {text!r}"
        for context, message in messages(lang)
        for text in forms(message)
        if BRACKET_PLURAL.search(text)
    ]
    assert not problems, "write plural forms (%n) or reword:\n" + "\n".join(problems)


def test_no_bracketed_plural_hack_and_no_bare_count_in_english_sources() -> None:
    """lupdate puts every source text of the code into each .ts: read them there."""
    problems = []
    for context, message in messages("it"):
        source = message.findtext("source") or ""
        if BRACKET_PLURAL.search(source):
            problems.append(f"[{context}] {source!r}: bracketed plural")
        if BARE_COUNT.search(source):
            problems.append(f"[{context}] {source!r}: count in front of a word, use %n")
    assert not problems, "\n".join(problems)


def test_english_catalogue_holds_every_numerus_message_and_nothing_else() -> None:
    english = {(c, m.findtext("source")) for c, m in messages(SOURCE_LANGUAGE)}
    assert all(m.get("numerus") == "yes" for _c, m in messages(SOURCE_LANGUAGE))
    for lang in TRANSLATED:
        numerus = {(c, m.findtext("source")) for c, m in messages(lang) if m.get("numerus")}
        assert numerus == english, f"{lang}: {sorted(numerus ^ english)[:5]}"


def test_english_singular_differs_where_the_noun_has_a_plural() -> None:
    """The English forms are not copies: "1 influence card", "1 cube", "1 trade point"."""
    english = {(c, m.findtext("source")): forms(m) for c, m in messages(SOURCE_LANGUAGE)}
    assert english[("Elasund", "%n influence cards")] == ["%n influence card", "%n influence cards"]
    assert english[("Elasund", "{player} takes back %n cubes.")][0] == (
        "{player} takes back %n cube."
    )
    assert english[("Elasund", "%n gold")] == ["%n gold", "%n gold"]
