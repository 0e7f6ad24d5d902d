"""Which games have a lesson: light enough for the window's first paint (no engine)."""

from __future__ import annotations

import importlib

from .model import Lesson


def lesson_of(game_id: str) -> Lesson | None:
    """The game's lesson (games/<game>/lesson.py), or None where it has none yet."""
    name = f"elasund_desktop.games.{game_id}.lesson"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        # the game has no lesson module (or lives outside the package, as the tests'
        # fixture game); a lesson that fails to import for another reason is a bug
        if exc.name is None or not name.startswith(exc.name):
            raise
        return None
    lesson = getattr(module, "LESSON", None)
    return lesson if isinstance(lesson, Lesson) else None
