"""No file of the repository names a folder of one machine (issue 7, item 20).

A reader of the code, the docs or a usage line has neither our notes folder
nor a virtual environment under a temporary folder; such a reference points
at nothing.  The patterns are built from pieces so this file does not match
itself.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_SLASH = "/"
# absolute folders of a developer machine, and the private notes folder
_PATTERN = re.compile(
    r"(?<![\w.~])"
    + "(?:"
    + "|".join(
        re.escape(_SLASH + name + _SLASH) for name in ("work", "tmp", "home", "Users", "root")
    )
    + "|"
    + re.escape("notes" + _SLASH)
    + r"[\w-]+\.md"
    + ")"
)
_TEXT_SUFFIXES = {".py", ".md", ".toml", ".txt", ".cfg", ".ini", ".yml", ".yaml", ""}


def _repository_text_files() -> list[Path]:
    # hidden folders are tool caches (and .gitignore names repository folders);
    # mutants/ is the mutation tool's copy of the code
    out = []
    for path in ROOT.rglob("*"):
        parts = path.relative_to(ROOT).parts
        if any(part.startswith(".") or part in ("mutants", "build", "dist") for part in parts):
            continue
        if path.is_file() and path.suffix in _TEXT_SUFFIXES:
            out.append(path)
    return out


def test_the_pattern_finds_what_it_is_meant_to_find() -> None:
    assert _PATTERN.search("see " + _SLASH + "work" + _SLASH + "notes" + _SLASH + "x.md")
    assert _PATTERN.search("    " + _SLASH + "tmp" + _SLASH + "venv/bin/python bench.py")
    assert _PATTERN.search("Binding decisions: notes" + _SLASH + "elasund-decisions.md")
    assert not _PATTERN.search("elasund_desktop/games/elasund/rules.py")


def test_no_file_names_a_folder_of_this_machine() -> None:
    found = []
    for path in _repository_text_files():
        text = path.read_text(encoding="utf-8", errors="replace")
        for number, line in enumerate(text.splitlines(), 1):
            if _PATTERN.search(line):
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not found, "\n".join(found)
