"""packaging/ts_merge.py merges two branches' .ts files message by message."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "ts_merge.py"

HEAD = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="it_IT" sourcelanguage="en">\n'


def ts(*messages: tuple[str, str, str | None]) -> str:
    """A .ts text with (context, source, translation or None for unfinished)."""
    out = [HEAD]
    for context in dict.fromkeys(c for c, _, _ in messages):
        out.append(f"<context>\n    <name>{context}</name>\n")
        for c, source, translation in messages:
            if c != context:
                continue
            if translation is None:
                body = '<translation type="unfinished"></translation>'
            else:
                body = f"<translation>{translation}</translation>"
            out.append(
                f"    <message>\n        <source>{source}</source>\n        {body}\n    </message>\n"
            )
        out.append("</context>\n")
    out.append("</TS>\n")
    return "".join(out)


def run(tmp_path: Path, base: str, ours: str, theirs: str) -> tuple[str, str]:
    paths = []
    for name, text in (("base", base), ("ours", ours), ("theirs", theirs)):
        path = tmp_path / f"{name}.ts"
        path.write_text(text, encoding="utf-8")
        paths.append(str(path))
    done = subprocess.run(
        [sys.executable, str(SCRIPT), *paths], capture_output=True, text=True, check=True
    )
    return (tmp_path / "ours.ts").read_text(encoding="utf-8"), done.stderr


def test_messages_added_on_both_sides_are_all_kept(tmp_path: Path) -> None:
    base = ts(("A", "one", "uno"))
    ours = ts(("A", "one", "uno"), ("A", "two", "due"))
    theirs = ts(("A", "one", "uno"), ("B", "three", "tre"))
    merged, _ = run(tmp_path, base, ours, theirs)
    assert "<translation>due</translation>" in merged
    assert "<name>B</name>" in merged and "<translation>tre</translation>" in merged


def test_the_side_that_changed_a_translation_wins(tmp_path: Path) -> None:
    base = ts(("A", "face down", "a faccia in su"))
    ours = ts(("A", "face down", "a faccia in su"))
    theirs = ts(("A", "face down", "a faccia in giù"))
    merged, _ = run(tmp_path, base, ours, theirs)
    assert "in giù" in merged and "in su" not in merged


def test_a_message_deleted_by_one_side_goes(tmp_path: Path) -> None:
    base = ts(("A", "old", "vecchio"), ("A", "keep", "tieni"))
    ours = ts(("A", "old", "vecchio"), ("A", "keep", "tieni"))
    theirs = ts(("A", "keep", "tieni"))
    merged, _ = run(tmp_path, base, ours, theirs)
    assert "vecchio" not in merged and "tieni" in merged


def test_a_finished_translation_beats_an_unfinished_one(tmp_path: Path) -> None:
    base = ts(("A", "keep", "tieni"))
    ours = ts(("A", "keep", "tieni"), ("A", "new", None))
    theirs = ts(("A", "keep", "tieni"), ("A", "new", "nuovo"))
    merged, stderr = run(tmp_path, base, ours, theirs)
    assert "<translation>nuovo</translation>" in merged
    assert 'type="unfinished"' not in merged
    assert stderr == ""


def test_a_clash_keeps_ours_and_says_so(tmp_path: Path) -> None:
    base = ts(("A", "gold", "oro"))
    ours = ts(("A", "gold", "oro giallo"))
    theirs = ts(("A", "gold", "denaro"))
    merged, stderr = run(tmp_path, base, ours, theirs)
    assert "oro giallo" in merged and "denaro" not in merged
    assert "both sides translated [A] 'gold'" in stderr
