"""Autosave after every action, and the offer to resume an unfinished game.

There is one autosave file, state_dir/autosave/current.json, in the ordinary
save format (so resuming is loading a save).  It is written atomically after
every action and marks whether the game is finished; on start the GUI asks
`find_unfinished()` and offers to resume.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Any

from ..engine.session import Session
from . import paths
from .atomic import backup_path
from .saves import FORMAT_NAME, MAX_SAVE_BYTES, save_session

AUTOSAVE_NAME = "current.json"


def autosave_path() -> Path:
    return paths.autosave_dir() / AUTOSAVE_NAME


def autosave(session: Session[Any]) -> Path:
    """Write `session` to the autosave file (atomically; SaveWriteError on failure)."""
    return save_session(session, autosave_path())


def find_unfinished() -> Path | None:
    """The autosave file if it holds an unfinished game, else None.

    Only the header is checked here; loading (replay and digest) may still
    refuse the file, and the GUI then reports that and clears it.
    """
    path = autosave_path()
    try:
        if path.stat().st_size > MAX_SAVE_BYTES:
            return None
        doc = json.loads(path.read_bytes().decode("utf-8"))
    except (OSError, ValueError, RecursionError):
        return None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT_NAME:
        return None
    if doc.get("finished") is not False or not doc.get("actions"):
        return None
    return path


def clear() -> None:
    """Forget the autosave (after the game was resumed elsewhere, declined or finished)."""
    path = autosave_path()
    for candidate in (path, backup_path(path)):
        with contextlib.suppress(FileNotFoundError):
            candidate.unlink()
