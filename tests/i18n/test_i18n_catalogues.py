"""The committed translation files are complete, current and compiled.

These tests fail until `python packaging/update_translations.py` has been run
and the translators have filled every message (packaging/ts_fill.py).  Each
failure names the file, the context and the start of the source text.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

from elasund_desktop.i18n.languages import LANGUAGES, SOURCE_LANGUAGE, TRANSLATED

ROOT = Path(__file__).resolve().parents[2]
# Every catalogue file: the translations, and English with its plural forms only.
CATALOGUES = (*TRANSLATED, SOURCE_LANGUAGE)
RUN = "run python packaging/update_translations.py"
TS_DIR = ROOT / "translations"
QM_DIR = ROOT / "elasund_desktop" / "i18n"


def ts_file(lang: str) -> Path:
    return TS_DIR / f"elasund_desktop_{lang}.ts"


def qm_file(lang: str) -> Path:
    return QM_DIR / f"elasund_desktop_{lang}.qm"


def short(text: str) -> str:
    return " ".join(text.split())[:60]


def parse_ts(lang: str) -> ET.Element:
    path = ts_file(lang)
    if not path.is_file():
        pytest.fail(f"{path.relative_to(ROOT)} is missing: {RUN}")
    try:
        return ET.parse(path).getroot()
    except ET.ParseError as exc:
        pytest.fail(f"{path.relative_to(ROOT)} is not valid XML: {exc}")


def iter_messages(root: ET.Element) -> list[tuple[str, ET.Element]]:
    out = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        out.extend((name, message) for message in context.findall("message"))
    return out


@pytest.mark.parametrize("lang", CATALOGUES)
def test_every_language_has_a_ts_file(lang: str) -> None:
    assert ts_file(lang).is_file(), f"{ts_file(lang).relative_to(ROOT)} is missing: {RUN}"


@pytest.mark.parametrize("lang", CATALOGUES)
def test_ts_file_declares_languages(lang: str) -> None:
    root = parse_ts(lang)
    name = ts_file(lang).relative_to(ROOT)
    assert root.tag == "TS", f"{name}: root element is <{root.tag}>"
    assert root.get("sourcelanguage") == SOURCE_LANGUAGE, f"{name}: sourcelanguage must be en"
    assert (root.get("language") or "").split("_")[0] == lang, f"{name}: wrong language"


@pytest.mark.parametrize("lang", CATALOGUES)
def test_ts_file_has_no_unfinished_vanished_or_obsolete_messages(lang: str) -> None:
    root = parse_ts(lang)
    name = ts_file(lang).relative_to(ROOT)
    problems = []
    for context, message in iter_messages(root):
        translation = message.find("translation")
        status = "missing" if translation is None else translation.get("type", "")
        if status:
            source = short(message.findtext("source") or "")
            problems.append(f"{name}: [{context}] {source!r} is {status}")
    assert not problems, f"{len(problems)} message(s) not finished:\n" + "\n".join(problems)


@pytest.mark.parametrize("lang", CATALOGUES)
def test_translations_keep_the_placeholders_of_their_source(lang: str, ts_fill: ModuleType) -> None:
    root = parse_ts(lang)
    name = ts_file(lang).relative_to(ROOT)
    problems = []
    for context, message in iter_messages(root):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None:
            continue
        forms = [f.text or "" for f in translation.findall("numerusform")] or [
            translation.text or ""
        ]
        expected = ts_fill.placeholders(source)
        for form in forms:
            if form and ts_fill.placeholders(form) != expected:
                problems.append(
                    f"{name}: [{context}] {short(source)!r}: translation has "
                    f"{sorted(ts_fill.placeholders(form))}, source has {sorted(expected)}"
                )
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", CATALOGUES)
def test_compiled_qm_equals_lrelease_of_the_ts(
    lang: str, tmp_path: Path, update_translations: ModuleType, lrelease: str
) -> None:
    ts, qm = ts_file(lang), qm_file(lang)
    assert ts.is_file(), f"{ts.relative_to(ROOT)} is missing: {RUN}"
    assert qm.is_file(), f"{qm.relative_to(ROOT)} is missing: {RUN}"
    fresh = tmp_path / qm.name
    update_translations.compile_qm(ts, fresh)
    assert qm.read_bytes() == fresh.read_bytes(), (
        f"{qm.relative_to(ROOT)} is not what lrelease makes of {ts.relative_to(ROOT)} now: {RUN}"
    )


def test_ts_files_are_current_with_the_code(update_translations: ModuleType, lupdate: str) -> None:
    stale = update_translations.stale_ts_files()
    details = "\n".join(f"{path.relative_to(ROOT)}:\n{diff}" for path, diff in stale)
    assert not stale, f"stale .ts file(s); {RUN}\n{details}"


@pytest.mark.parametrize("lang", [code for code, _ in LANGUAGES if code != SOURCE_LANGUAGE])
def test_qt_has_its_own_catalogue_for_every_language(lang: str) -> None:
    from PySide6.QtCore import QLibraryInfo

    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    assert (folder / f"qtbase_{lang}.qm").is_file(), f"qtbase_{lang}.qm is missing in {folder}"
