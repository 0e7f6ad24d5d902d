"""Translations keep the words of the review against the seeds.

1. Every option label (and choice label) that a rules text quotes reads in
   each language exactly as the New Game dialog shows it (the translated
   OptionSpec label), so a player finds the option the rules talk about.
2. The glossary of each language lists forbidden terms (section "Forbidden
   terms" or "Termini vietati": lines "- `term` — why"); no translation of
   that language may contain them.
"""

from __future__ import annotations

import importlib
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from pathlib import Path

import pytest

from elasund_desktop.engine.rules import OptionSpec
from elasund_desktop.games import default_registry
from elasund_desktop.i18n.languages import TRANSLATED
from elasund_desktop.i18n.rules_text import rules_context

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "translations"


def flat(text: str) -> str:
    return " ".join(text.split())


def translations(lang: str) -> dict[tuple[str, str], list[str]]:
    root = ET.parse(TS_DIR / f"elasund_desktop_{lang}.ts").getroot()
    out: dict[tuple[str, str], list[str]] = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            translation = message.find("translation")
            if translation is None:
                continue
            forms = [f.text or "" for f in translation.findall("numerusform")]
            out[(name, message.findtext("source") or "")] = forms or [translation.text or ""]
    return out


def option_labels(options: Iterable[OptionSpec]) -> list[str]:
    labels = []
    for option in options:
        labels.append(option.label)
        labels.extend(label for _value, label in option.choices)
    return labels


def quoted_labels() -> list[tuple[str, str, str, str]]:
    """(option context, rules context, rules source, label) for every quoted label.

    A quote is a label inside <i>…</i> or <b>…</b> of a rules text (alone or
    as "Label: Choice").  Option labels are translated in the context of the
    game's texts module, as the New Game dialog does.
    """
    found = []
    sources = [key for key in translations(TRANSLATED[0])]
    for spec in default_registry():
        option_context = importlib.import_module(spec.texts_module).CONTEXT
        rules_ctx = rules_context(spec.title)
        labels = option_labels(spec.rules().options)
        for ctx, source in sources:
            if ctx != rules_ctx:
                continue
            for match in re.finditer(r"<(i|b)>([^<]*)</\1>", source):
                found.extend(
                    (option_context, rules_ctx, source, label)
                    for label in labels
                    if flat(label) in flat(match.group(2))
                )
    return found


def test_rules_texts_quote_some_option_labels() -> None:
    """The check below has something to check (Elasund and Catan quote options)."""
    labels = {label for *_rest, label in quoted_labels()}
    assert {"East walls only after all 2-gold walls", "Random island"} <= labels


@pytest.mark.parametrize("lang", TRANSLATED)
def test_rules_quote_option_labels_as_the_new_game_dialog_shows_them(lang: str) -> None:
    table = translations(lang)
    problems = []
    for texts_context, rules_ctx, source, label in quoted_labels():
        shown = flat(table[(texts_context, label)][0])
        body = flat(table[(rules_ctx, source)][0])
        if shown not in body:
            problems.append(f"[{rules_ctx}] quotes {label!r}: the dialog shows {shown!r}")
    assert not problems, "\n".join(sorted(set(problems)))


FORBIDDEN_HEADINGS = ("## Forbidden terms", "## Termini vietati")


def forbidden_terms(lang: str) -> list[str]:
    text = (TS_DIR / f"glossary_{lang}.md").read_text(encoding="utf-8")
    terms: list[str] = []
    inside = False
    for line in text.splitlines():
        if line.startswith("## "):
            inside = line.strip() in FORBIDDEN_HEADINGS
            continue
        match = re.match(r"- `([^`]+)`", line)
        if inside and match:
            terms.append(match.group(1))
    return terms


@pytest.mark.parametrize("lang", TRANSLATED)
def test_glossary_forbidden_terms_appear_in_no_translation(lang: str) -> None:
    terms = forbidden_terms(lang)
    assert terms, f"glossary_{lang}.md has no forbidden-terms section"
    problems = []
    for (context, source), forms in translations(lang).items():
        for form in forms:
            text = " ".join(form.split()).lower()  # a line break inside a term still counts
            for term in terms:
                if term.lower() in text:
                    problems.append(f"[{context}] {flat(source)[:50]!r}: contains {term!r}")
    assert not problems, "\n".join(problems)
