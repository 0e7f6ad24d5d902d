"""Wording fixed after a native-level review (issue 25, Rules and messages), where
a forbidden term in the glossary cannot say it (the same word is right elsewhere):

* uk: the Carrara cities in Cyrillic beside the game's other words; the end of the
  Elfenland journey is «мандрівка», as in the log and the rules;
* da: the Elfenland map is "spillepladen" ("kortet" reads as one of the cards);
* hu: a pile of counters, tiles or buildings is a "kupac" ("pakli" is a deck of cards);
* it: the replay is watched again ("Rivedi la partita").

The glossaries (translations/glossary_<lang>.md) give the same words.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def catalogue(lang: str) -> dict[tuple[str, str], list[str]]:
    root = ET.parse(ROOT / "translations" / f"elasund_desktop_{lang}.ts").getroot()
    out: dict[tuple[str, str], list[str]] = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            translation = message.find("translation")
            assert translation is not None
            forms = [f.text or "" for f in translation.findall("numerusform")]
            out[(name, message.findtext("source") or "")] = forms or [translation.text or ""]
    return out


def in_contexts(lang: str, prefixes: tuple[str, ...]) -> list[tuple[str, str, str]]:
    return [
        (context, source, form)
        for (context, source), forms in catalogue(lang).items()
        if context.startswith(prefixes)
        for form in forms
    ]


def test_uk_carrara_cities_are_written_in_cyrillic() -> None:
    uk = catalogue("uk")
    names = [uk[("Carrara", city)][0] for city in
             ("Livorno", "Pisa", "Lucca", "Viareggio", "Massa", "Lerici")]
    assert names == ["Ліворно", "Піза", "Лукка", "Віареджо", "Маса", "Леричі"]
    latin = re.compile(r"Livorno|Pisa|Lucca|Viareggio|Massa|Lerici")
    carrara = in_contexts("uk", ("Carrara", "ThePalacesofCarrara"))
    assert [s[:40] for c, s, form in carrara if latin.search(form)] == []


def test_uk_elfenland_journey_ends_as_the_log_says() -> None:
    uk = catalogue("uk")
    assert uk[("Elfenland", "{player} ends the journey.")] == ["{player} завершує мандрівку."]
    assert uk[("Elfenland", "End your move")] == ["Завершити мандрівку"]
    assert uk[("ElfenlandBoard", "Towns: {n}")] == ["Міста: {n}"]


def test_da_elfenland_calls_the_map_spillepladen() -> None:
    texts = in_contexts("da", ("Elfenland",))
    assert [s[:50] for c, s, form in texts if re.search(r"\b[Kk]ortet\b", form)] == []
    da = catalogue("da")
    body = next(f for (c, s), (f, *_) in da.items() if c == "ElfenlandRules" and "<b>The map</b>" in s)
    assert "<b>Spillepladen</b>" in body


def test_hu_piles_of_counters_tiles_and_buildings_are_kupac() -> None:
    texts = in_contexts("hu", ("Elfenland", "Carrara", "ThePalacesofCarrara"))
    assert [s[:50] for c, s, form in texts if re.search(r"[Pp]akli", form)] == []
    hu = catalogue("hu")
    assert hu[("CarraraBoard", "Pile: {count}")] == ["Kupac: {count}"]
    assert hu[("ElfenlandBoard", "Pile: {n}")] == ["Kupac: {n}"]
    church = hu[("Elasund", "{player} puts the other church tile under the stack.")]
    assert church == ["{player} a másik templomlapkát a kupac aljára teszi."]


def test_it_replays_are_watched_again() -> None:
    it = catalogue("it")
    assert it[("MainWindow", "Watch a replay")] == ["Rivedi una partita"]
    assert it[("EndOfGameWindow", "&Watch the replay")] == ["&Rivedi la partita"]
    assert it[("MoveMarks", "Since your last move:")] == ["Dalla tua ultima mossa:"]
