"""The shared layers name no game: the engine, the computer players, the saves
and the window learn about a game from the registry (games/__init__.py), so
that adding a fifth game touches its own folder and one registry line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1] / "elasund_desktop"
SHARED = ("ai", "engine", "persistence", "ui")
GAMES = sorted(p.parent.name for p in (ROOT / "games").glob("*/__init__.py"))
# an import or a dotted name of one game's folder: "games.catan", "..games.catan.rules"
NAMED = re.compile(r"games\.(" + "|".join(GAMES) + r")\b")


@pytest.mark.reads_source
@pytest.mark.parametrize("layer", SHARED)
def test_a_shared_layer_names_no_game(layer: str) -> None:
    assert len(GAMES) >= 4  # the pattern knows the games
    found = [
        f"{path.relative_to(ROOT.parent)}:{number}: {line.strip()}"
        for path in sorted((ROOT / layer).rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if NAMED.search(line)
    ]
    assert not found, "\n".join(found)


@pytest.mark.reads_source
def test_the_mutation_run_covers_every_module_of_the_rules() -> None:
    """Every Qt-free module of a game's rules (what its rules.py is split into)
    is mutated by mutmut (pyproject.toml, [tool.mutmut] only_mutate); the
    game's knowledge for the computer (ai, bot, planner, policy, and tuned: the numbers
    the computer players are fitted to), its data tables, its texts, its
    guided first game (lesson) and its board are not rules."""
    import fnmatch
    import tomllib

    config = tomllib.loads((ROOT.parent / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["mutmut"]["only_mutate"]
    not_rules = (
        "ai",
        "bot",
        "planner",
        "potential",
        "policy",
        "tuned",
        "data",
        "gains",
        "texts",
        "rules_text",
        "lesson",
        "situations",
        "__init__",
    )
    missing = [
        str(path.relative_to(ROOT.parent))
        for game in GAMES
        for path in sorted((ROOT / "games" / game).glob("*.py"))
        if path.stem not in not_rules
        and not path.stem.startswith("board")
        and not any(fnmatch.fnmatch(str(path.relative_to(ROOT.parent)), p) for p in patterns)
    ]
    assert not missing, missing
