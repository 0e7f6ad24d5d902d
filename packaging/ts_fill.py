#!/usr/bin/env python3
"""Fill translations into a .ts file from a JSON table.

    python packaging/ts_fill.py LANG FILE.json [--ts PATH]

FILE.json is {context: {English source: translation}}; for a plural (numerus)
message the translation is a list of forms.  Every message of
translations/elasund_desktop_LANG.ts whose context and source match gets the
translation and loses type="unfinished" (messages that differ only by their
disambiguation comment all get the same translation).  The file is written back in the
exact layout pyside6-lupdate writes, so the next lupdate run leaves it as is.

Reported: JSON entries that match no message (exit status 1), translations
refused because their {placeholders} differ from the source (exit 1), and the
messages of the .ts still unfinished (information only).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "translations"
STEM = "elasund_desktop"

_PLACEHOLDER = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)(?:[!:][^{}]*)?\}")
_DEAD = ("vanished", "obsolete")


def placeholders(text: str) -> frozenset[str]:
    """The names of the str.format fields in `text` ("{player}" -> "player")."""
    return frozenset(_PLACEHOLDER.findall(text))


# -- reading and writing .ts files exactly as lupdate does ------------------
def _escape(text: str, attribute: bool = False) -> str:
    out = (
        text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace('"', "&quot;")
        .replace("'", "&apos;")
    )
    if attribute:
        out = out.replace("\n", "&#xa;").replace("\t", "&#x9;")
    return out


def _attributes(element: ET.Element) -> str:
    return "".join(f' {k}="{_escape(v, attribute=True)}"' for k, v in element.attrib.items())


def _write_element(element: ET.Element, indent: int, out: list[str]) -> None:
    pad = " " * indent
    attrs = _attributes(element)
    children = list(element)
    if element.tag == "location" and not children and not element.text:
        out.append(f"{pad}<{element.tag}{attrs}/>\n")
    elif not children:
        out.append(f"{pad}<{element.tag}{attrs}>{_escape(element.text or '')}</{element.tag}>\n")
    else:
        out.append(f"{pad}<{element.tag}{attrs}>\n")
        for child in children:
            _write_element(child, indent + 4, out)
        out.append(f"{pad}</{element.tag}>\n")


def serialize(root: ET.Element) -> str:
    """A TS tree in pyside6-lupdate's layout (contexts at column 0, 4-space indents)."""
    out = ['<?xml version="1.0" encoding="utf-8"?>\n', "<!DOCTYPE TS>\n"]
    out.append(f"<TS{_attributes(root)}>\n")
    for child in root:
        _write_element(child, 0, out)
    out.append("</TS>\n")
    return "".join(out)


def load(path: Path) -> ET.Element:
    """The <TS> root element of a .ts file."""
    return ET.parse(path).getroot()


# -- messages ---------------------------------------------------------------
@dataclass(frozen=True)
class Message:
    context: str
    element: ET.Element

    @property
    def source(self) -> str:
        return self.element.findtext("source") or ""

    @property
    def comment(self) -> str:
        return self.element.findtext("comment") or ""

    @property
    def numerus(self) -> bool:
        return self.element.get("numerus") == "yes"

    @property
    def translation_element(self) -> ET.Element:
        found = self.element.find("translation")
        if found is None:
            found = ET.SubElement(self.element, "translation")
        return found

    @property
    def status(self) -> str:
        """ "" (finished), "unfinished", "vanished" or "obsolete"."""
        return self.translation_element.get("type", "")

    def forms(self) -> list[str]:
        translation = self.translation_element
        if self.numerus:
            return [form.text or "" for form in translation.findall("numerusform")]
        return [translation.text or ""]


def messages(root: ET.Element) -> Iterable[Message]:
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for element in context.findall("message"):
            yield Message(name, element)


@dataclass
class FillReport:
    filled: int = 0
    not_found: list[tuple[str, str]] = field(default_factory=list)
    refused: list[tuple[str, str, str]] = field(default_factory=list)
    unfinished: list[tuple[str, str]] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.not_found and not self.refused


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= 60 else text[:57] + "..."


def _fill_one(message: Message, value: Any) -> str | None:
    """Put `value` into `message`; returns a refusal reason or None."""
    source_fields = placeholders(message.source)
    if message.numerus:
        forms = [value] if isinstance(value, str) else value
        if not isinstance(forms, list) or not all(isinstance(f, str) for f in forms):
            return "a plural message needs a list of strings"
        existing = message.translation_element.findall("numerusform")
        if existing and len(forms) != len(existing):
            return f"needs {len(existing)} plural forms, got {len(forms)}"
        for form in forms:
            if placeholders(form) != source_fields:
                return f"placeholders {sorted(placeholders(form))} != {sorted(source_fields)}"
        translation = message.translation_element
        for child in list(translation):
            translation.remove(child)
        translation.text = None
        for form in forms:
            ET.SubElement(translation, "numerusform").text = form
    else:
        if not isinstance(value, str):
            return "the translation must be a string"
        if placeholders(value) != source_fields:
            return f"placeholders {sorted(placeholders(value))} != {sorted(source_fields)}"
        message.translation_element.text = value
    if all(form for form in message.forms()):
        message.translation_element.attrib.pop("type", None)
    return None


def fill(root: ET.Element, table: dict[str, dict[str, Any]]) -> FillReport:
    report = FillReport()
    index: dict[tuple[str, str], list[Message]] = {}
    for message in messages(root):
        if message.status not in _DEAD:
            index.setdefault((message.context, message.source), []).append(message)
    for context, entries in table.items():
        for source, value in entries.items():
            targets = index.get((context, source))
            if not targets:
                report.not_found.append((context, source))
                continue
            for message in targets:
                reason = _fill_one(message, value)
                if reason is None:
                    report.filled += 1
                else:
                    report.refused.append((context, source, reason))
    for message in messages(root):
        if message.status == "unfinished":
            report.unfinished.append((message.context, message.source))
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lang", help="language code, e.g. it")
    parser.add_argument("json_file", type=Path, help="{context: {source: translation}}")
    parser.add_argument("--ts", type=Path, help="the .ts file (default: translations/...)")
    args = parser.parse_args(argv)
    ts = args.ts or TS_DIR / f"{STEM}_{args.lang}.ts"
    if not ts.is_file():
        print(f"error: {ts} does not exist; run packaging/update_translations.py", file=sys.stderr)
        return 2
    try:
        table = json.loads(args.json_file.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        print(f"error: cannot read {args.json_file}: {exc}", file=sys.stderr)
        return 2
    if not isinstance(table, dict) or not all(isinstance(v, dict) for v in table.values()):
        print("error: the JSON must be {context: {source: translation}}", file=sys.stderr)
        return 2
    root = load(ts)
    report = fill(root, table)
    ts.write_text(serialize(root), encoding="utf-8", newline="\n")
    print(f"{ts}: {report.filled} message(s) filled")
    for context, source in report.not_found:
        print(f"NOT IN .ts  [{context}] {_short(source)}")
    for context, source, reason in report.refused:
        print(f"REFUSED     [{context}] {_short(source)}: {reason}")
    if report.unfinished:
        print(f"{len(report.unfinished)} message(s) still unfinished:")
        for context, source in report.unfinished:
            print(f"UNFINISHED  [{context}] {_short(source)}")
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main())
