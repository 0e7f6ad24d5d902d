"""Autosave after every action, and the offer to resume an unfinished game.

There is one autosave file, state_dir/autosave/current.jsonl: the journal of
journal.py, written whole once per game and then appended to, so an autosave
costs the same after 10 or 10 000 actions.  Loading it is loading a save
(`saves.load_session` reads both).  On start the GUI asks `find_unfinished()`
and offers to resume; `cleanup_interrupted_writes()` first removes the
temporary files a crash during a save may have left.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any

from ..engine.session import Session
from . import paths
from .atomic import backup_path, remove_stale_temporaries
from .journal import journal_status, write_journal
from .recent import load_recent
from .save_header import AUTOSAVE_NAME
from .saves import _CREATED, MAX_SAVE_BYTES, now_iso

LEGACY_AUTOSAVE_NAME = "current.json"  # the whole-file autosave of earlier versions


def autosave_path() -> Path:
    return paths.autosave_dir() / AUTOSAVE_NAME


def autosave(session: Session[Any]) -> Path:
    """Bring the autosave journal up to date with `session` (SaveWriteError on failure).

    A resumed game keeps the creation time of the file it was loaded from.
    """
    created = _CREATED.get(session)
    if created is None:
        created = now_iso()
        _CREATED[session] = created
    return write_journal(session, autosave_path(), created)


def find_unfinished() -> Path | None:
    """The autosave file if it holds an unfinished game with an action, else None.

    Only the first line and the end of the journal are read here; loading
    (replay and digests) may still refuse the file, and the GUI then reports
    that and clears it.
    """
    path = autosave_path()
    try:
        if path.stat().st_size > MAX_SAVE_BYTES:
            return None
    except OSError:
        return None
    status = journal_status(path)
    if status is None:
        return None
    finished, has_actions = status
    return path if has_actions and not finished else None


def clear() -> None:
    """Forget the autosave (after the game was resumed elsewhere, declined or finished)."""
    folder = paths.autosave_dir()
    for name in (AUTOSAVE_NAME, LEGACY_AUTOSAVE_NAME):
        for candidate in (folder / name, backup_path(folder / name)):
            with contextlib.suppress(FileNotFoundError):
                candidate.unlink()


def cleanup_interrupted_writes() -> list[Path]:
    """Remove temporary files left by a crash during a write (at start-up).

    Looks in every folder the program writes to: the autosave, settings and
    state folders, the default saves folder and the folders of recent games.
    """
    folders = {paths.autosave_dir(), paths.config_dir(), paths.state_dir(), paths.saves_dir()}
    with contextlib.suppress(OSError, ValueError):
        folders.update(Path(file).parent for file in load_recent())
    removed: list[Path] = []
    for folder in sorted(folders):
        removed += remove_stale_temporaries(folder)
    return removed
