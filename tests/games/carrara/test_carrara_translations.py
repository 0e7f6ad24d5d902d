"""Carrara's translations agree with their numbers and people without stopgaps.

The common standard forbids "card(s)", "(er)", "a(z)": counts use plural forms and
sentences are turned so that no article or ending has to be guessed.  Play-tests
found "a(z) {position}. cikkről" (hu) and "оцінив(-ла)" (uk) on the Carrara board.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

TS_DIR = Path(__file__).resolve().parents[3] / "translations"
CONTEXTS = ("Carrara", "CarraraBoard", "ThePalacesofCarraraRules")
# an ending or article in brackets glued to a word: a(z), (-ла), (s), (er), (e)n
STOPGAP = re.compile(r"\w\((?:-?\w{1,3})\)|\(-\w{1,3}\)")


@pytest.mark.parametrize("lang", ["it", "da", "uk", "hu"])
def test_no_bracketed_endings_in_carrara_translations(lang: str) -> None:
    root = ET.parse(TS_DIR / f"elasund_desktop_{lang}.ts").getroot()
    found = []
    for context in root.iter("context"):
        if context.findtext("name") not in CONTEXTS:
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            forms = [translation.text or ""] + [f.text or "" for f in translation.iter("numerusform")]
            found += [form for form in forms if STOPGAP.search(form)]
    assert not found, found
