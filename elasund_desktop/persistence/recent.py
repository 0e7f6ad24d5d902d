"""The list of recently opened or saved games (newest first, at most 8), in recent.json."""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path

from . import paths
from .atomic import SaveWriteError, atomic_write_text

MAX_RECENT = 8


def _normal(path: Path | str) -> str:
    return os.path.abspath(os.fspath(path))


def load_recent(path: Path | None = None) -> list[Path]:
    """The recent files; an unreadable or damaged list is an empty one."""
    source = path if path is not None else paths.recent_path()
    try:
        doc = json.loads(source.read_bytes().decode("utf-8"))
    except (OSError, ValueError, RecursionError):
        return []
    files = doc.get("files") if isinstance(doc, dict) else None
    if not isinstance(files, list):
        return []
    out: list[str] = []
    for item in files:
        if isinstance(item, str) and item and item not in out:
            out.append(item)
    return [Path(p) for p in out[:MAX_RECENT]]


def _store(files: list[Path], path: Path | None) -> list[Path]:
    target = path if path is not None else paths.recent_path()
    doc = {"version": 1, "files": [str(f) for f in files[:MAX_RECENT]]}
    # A recent-files list is a convenience, never worth an error dialog.
    with contextlib.suppress(SaveWriteError):
        atomic_write_text(target, json.dumps(doc, indent=2, ensure_ascii=False), backup=False)
    return files[:MAX_RECENT]


def add_recent(file: Path | str, path: Path | None = None) -> list[Path]:
    """Put `file` first (removing an older entry of it); return the new list."""
    name = _normal(file)
    files = [Path(name)] + [f for f in load_recent(path) if _normal(f) != name]
    return _store(files, path)


def remove_recent(file: Path | str, path: Path | None = None) -> list[Path]:
    name = _normal(file)
    return _store([f for f in load_recent(path) if _normal(f) != name], path)


def clear_recent(path: Path | None = None) -> list[Path]:
    return _store([], path)
