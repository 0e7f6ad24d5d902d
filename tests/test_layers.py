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
