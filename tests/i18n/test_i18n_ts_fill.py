"""packaging/ts_fill.py fills .ts files the way lupdate would write them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "ts_fill.py"

SOURCE = """
from elasund_desktop.i18n.noop import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QWidget

BODY = QT_TRANSLATE_NOOP("FixRules", "<p>Build a <b>church</b> & \\"win\\" 'now' > 3</p>")
LINE = QT_TRANSLATE_NOOP("Fix", "{player} gets {count} gold.")
OTHER = QT_TRANSLATE_NOOP("Fix", "Left alone")


class Panel(QWidget):
    def coins(self, n: int) -> str:
        return self.tr("%n coin(s)", "", n)
"""


@pytest.fixture
def fresh_ts(tmp_path: Path, lupdate: str) -> Path:
    source = tmp_path / "src.py"
    source.write_text(SOURCE, encoding="utf-8")
    ts = tmp_path / "elasund_desktop_it.ts"
    run_lupdate(lupdate, source, ts)
    return ts


def run_lupdate(lupdate: str, source: Path, ts: Path) -> None:
    subprocess.run(
        [
            lupdate,
            "-silent",
            "-locations",
            "none",
            "-no-obsolete",
            "-source-language",
            "en",
            "-target-language",
            "it",
            str(source),
            "-ts",
            str(ts),
        ],
        check=True,
        cwd=ts.parent,
    )


def run_fill(table: object, ts: Path, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    table_file = tmp_path / "fill.json"
    table_file.write_text(json.dumps(table, ensure_ascii=False), encoding="utf-8")
    return subprocess.run(
        [sys.executable, str(SCRIPT), "it", str(table_file), "--ts", str(ts)],
        capture_output=True,
        text=True,
    )


def test_serializer_reproduces_lupdate_output_exactly(fresh_ts: Path, ts_fill: ModuleType) -> None:
    text = fresh_ts.read_text(encoding="utf-8")
    assert ts_fill.serialize(ts_fill.load(fresh_ts)) == text


def test_fill_marks_finished_and_lupdate_keeps_the_file_unchanged(
    fresh_ts: Path, tmp_path: Path, lupdate: str, ts_fill: ModuleType
) -> None:
    table = {
        "FixRules": {
            "<p>Build a <b>church</b> & \"win\" 'now' > 3</p>": (
                "<p>Costruisci una <b>chiesa</b> & \"vinci\" 'ora' > 3 – è</p>"
            )
        },
        "Fix": {"{player} gets {count} gold.": "{player} riceve {count} oro."},
        "Panel": {"%n coin(s)": ["%n moneta", "%n monete"]},
    }
    result = run_fill(table, fresh_ts, tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "3 message(s) filled" in result.stdout
    assert "UNFINISHED  [Fix] Left alone" in result.stdout

    root = ts_fill.load(fresh_ts)
    by_source = {m.source: m for m in ts_fill.messages(root)}
    assert by_source["{player} gets {count} gold."].status == ""
    assert by_source["{player} gets {count} gold."].forms() == ["{player} riceve {count} oro."]
    assert by_source["%n coin(s)"].forms() == ["%n moneta", "%n monete"]
    assert by_source["%n coin(s)"].status == ""
    assert by_source["Left alone"].status == "unfinished"

    before = fresh_ts.read_bytes()
    run_lupdate(lupdate, tmp_path / "src.py", fresh_ts)
    assert fresh_ts.read_bytes() == before, "lupdate rewrote the file ts_fill produced"


def test_unknown_sources_and_placeholder_changes_are_reported(
    fresh_ts: Path, tmp_path: Path, ts_fill: ModuleType
) -> None:
    table = {
        "Fix": {
            "{player} gets {count} gold.": "{giocatore} riceve {count} oro.",
            "Not in the code": "Non nel codice",
        },
        "Panel": {"%n coin(s)": ["solo una forma"]},
    }
    result = run_fill(table, fresh_ts, tmp_path)
    assert result.returncode == 1
    assert "NOT IN .ts  [Fix] Not in the code" in result.stdout
    assert "REFUSED     [Fix] {player} gets {count} gold.: placeholders" in result.stdout
    assert "REFUSED     [Panel] %n coin(s): needs 2 plural forms, got 1" in result.stdout
    root = ts_fill.load(fresh_ts)
    assert all(m.status == "unfinished" for m in ts_fill.messages(root))


def test_placeholders_are_format_field_names(ts_fill: ModuleType) -> None:
    assert ts_fill.placeholders("{player} has {count:d} of {card}") == {"player", "count", "card"}
    assert ts_fill.placeholders("no fields, {{literal}} braces") == frozenset()
    assert ts_fill.placeholders("<p style='x'>{a}</p>") == {"a"}


def test_missing_ts_file_is_a_usage_error(tmp_path: Path) -> None:
    result = run_fill({}, tmp_path / "nope.ts", tmp_path)
    assert result.returncode == 2
    assert "does not exist" in result.stderr
