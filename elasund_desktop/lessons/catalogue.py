"""Which games have a lesson: light enough for the window's first paint (no engine)."""

from __future__ import annotations

import importlib
from types import ModuleType

from .model import Lesson


def game_module(game_id: str, module: str) -> ModuleType | None:
    """The game's optional teaching module (games/<game>/<module>.py), or None."""
    name = f"elasund_desktop.games.{game_id}.{module}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        # the game has no such module (or lives outside the package, as the tests'
        # fixture game); a module that fails to import for another reason is a bug
        if exc.name is None or not name.startswith(exc.name):
            raise
        return None


def lesson_of(game_id: str) -> Lesson | None:
    """The game's lesson (games/<game>/lesson.py), or None where it has none yet."""
    lesson = getattr(game_module(game_id, "lesson"), "LESSON", None)
    return lesson if isinstance(lesson, Lesson) else None
