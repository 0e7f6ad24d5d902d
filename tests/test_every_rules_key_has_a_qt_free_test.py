"""Every refusal reason and event key of every game's rules is named by a
Qt-free test.

Mutation runs leave out the Qt tests, so a refusal or an event that only a
window test reads is unguarded there: a mutant that changes its key or drops a
parameter survives. This lists every `IllegalAction("key", ...)` and every event
(`ev("key", ...)` / `Event.make("key", ...)`) of a game's rules (`rules.py` and the
Qt-free modules beside it that it is split into: every module of the game's folder
but its board, its texts and its rules reference) whose key appears in no test outside the window tests. A key that appears is not
yet proof that its parameters are checked: the mutation run says that.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GAMES = sorted(p.parent.name for p in (ROOT / "elasund_desktop" / "games").glob("*/rules.py"))
SHARED_TEST_DIRS = ("tests/engine", "tests/ai", "tests/persistence", "tests/games")


def _qt_free_test_text(game: str) -> str:
    text = []
    for folder in (f"tests/games/{game}", *SHARED_TEST_DIRS):
        for path in sorted((ROOT / folder).glob("*.py")):
            if "gui" not in path.name and "board" not in path.name:
                text.append(path.read_text(encoding="utf-8"))
    return "\n".join(text)


def _rules_modules(game: str) -> list[Path]:
    """rules.py and the modules of the rules beside it (not the Qt board or the texts)."""
    folder = ROOT / "elasund_desktop" / "games" / game
    return [
        path
        for path in sorted(folder.glob("*.py"))
        if not path.name.startswith(("board", "texts", "rules_text"))
    ]


def _keys(game: str) -> list[tuple[str, str, str]]:
    out = []
    for path in _rules_modules(game):
        out.extend(_keys_in(path))
    return out


def _keys_in(path: Path) -> list[tuple[str, str, str]]:
    source = path.read_text(encoding="utf-8")
    out = []
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Call) and node.args):
            continue
        first = node.args[0]
        if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
            continue
        func = node.func
        name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
        kind = "reason" if name == "IllegalAction" else "event" if name in ("ev", "make") else ""
        if kind:
            out.append((kind, first.value, f"{path.name} line {node.lineno}"))
    return out


@pytest.mark.reads_source
@pytest.mark.parametrize("game", GAMES)
def test_every_refusal_and_event_key_is_named_by_a_qt_free_test(game: str) -> None:
    tests = _qt_free_test_text(game)
    keys = _keys(game)
    assert any(kind == "reason" for kind, _k, _n in keys)  # the scan finds the rules' keys
    missing = [
        f"{kind} {key!r} ({where})"
        for kind, key, where in keys
        if f'"{key}"' not in tests and f"'{key}'" not in tests
    ]
    assert not missing, f"{game}: no Qt-free test names " + ", ".join(missing)
