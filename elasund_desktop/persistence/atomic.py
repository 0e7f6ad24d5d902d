"""Atomic file writes that keep the previous version as `<name>.bak`.

The new content goes to a temporary file in the same folder, is flushed and
fsync'ed, and only then renamed over the target with `os.replace` (atomic on
POSIX and Windows).  The old file is first copied to `<name>.bak`.  On any
failure the target is untouched, the temporary file is removed, and a
`SaveWriteError(reason_key, path)` says why.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import shutil
import tempfile
import time
from pathlib import Path

from ..i18n.noop import QT_TRANSLATE_NOOP

BACKUP_SUFFIX = ".bak"
TEMP_SUFFIX = ".tmp"
# mkstemp(prefix=f".{name}.", suffix=".tmp") adds 8 letters, digits or underscores
_TEMPORARY = re.compile(r"^\..+\.[A-Za-z0-9_]{8}" + re.escape(TEMP_SUFFIX) + "$")
# A temporary file younger than this may belong to a save in progress (another window).
STALE_AFTER_SECONDS = 60.0

# English texts of the write-failure reasons; the GUI translates them in context "SaveErrors".
WRITE_ERROR_TEXTS: dict[str, str] = {
    "no_space": QT_TRANSLATE_NOOP("SaveErrors", "Cannot write {file}: the disk is full."),
    "permission_denied": QT_TRANSLATE_NOOP(
        "SaveErrors", "Cannot write {file}: permission denied."
    ),
    "read_only": QT_TRANSLATE_NOOP("SaveErrors", "Cannot write {file}: the disk is read-only."),
    "write_failed": QT_TRANSLATE_NOOP("SaveErrors", "Cannot write {file}: {detail}."),
    "not_a_folder": QT_TRANSLATE_NOOP(
        "SaveErrors", "Cannot write {file}: {folder} is a file, not a folder."
    ),
}
# Said after the reason only when a file was there before the write (`SaveWriteError.kept`):
# a first save that fails has no previous file to keep.
KEPT_TEXT = QT_TRANSLATE_NOOP("SaveErrors", "The previous file was kept.")


class SaveWriteError(Exception):
    """Writing a file failed; the previous file (if any) is unchanged.

    `kept`: a file stood at the path before and is still there as it was;
    `folder`: for "not_a_folder", the file that stands where a folder of the
    path should be.
    """

    def __init__(
        self, reason_key: str, path: Path, detail: str = "", *, kept: bool = False, folder: str = ""
    ) -> None:
        super().__init__(reason_key, str(path), detail)
        self.reason_key = reason_key
        self.path = Path(path)
        self.detail = detail
        self.kept = kept
        self.folder = folder

    @property
    def params(self) -> dict[str, str]:
        return {
            "file": self.path.name,
            "path": str(self.path),
            "detail": self.detail,
            "folder": self.folder,
        }

    def __str__(self) -> str:
        return describe_write_error(self)


def describe_write_error(err: SaveWriteError) -> str:
    """One English line; the GUI translates WRITE_ERROR_TEXTS[err.reason_key] instead."""
    text = WRITE_ERROR_TEXTS.get(err.reason_key, WRITE_ERROR_TEXTS["write_failed"])
    line = text.format(**err.params)
    return f"{line} {KEPT_TEXT}" if err.kept else line


def _reason(exc: OSError) -> str:
    if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return "no_space"
    if exc.errno in (errno.EACCES, errno.EPERM) or isinstance(exc, PermissionError):
        return "permission_denied"
    if exc.errno == errno.EROFS:
        return "read_only"
    return "write_failed"


def _fsync_dir(folder: Path) -> None:
    """Make the rename durable where the platform allows it (best effort)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _file_in_the_way(folder: Path) -> Path | None:
    """The file that stands where `folder` or one of its parents should be a folder."""
    for candidate in (*reversed(folder.parents), folder):
        try:
            if candidate.exists() and not candidate.is_dir():
                return candidate
        except OSError:
            return None
    return None


def _make_folder(folder: Path, target: Path) -> None:
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        blocker = _file_in_the_way(folder)
        if blocker is not None:  # mkdir says only "File exists" or "Not a directory"
            raise SaveWriteError(
                "not_a_folder", target, exc.strerror or str(exc), folder=str(blocker)
            ) from exc
        raise SaveWriteError(_reason(exc), target, exc.strerror or str(exc)) from exc


def atomic_write_bytes(path: Path | str, data: bytes, *, backup: bool = True) -> None:
    """Replace `path` with `data` atomically, keeping the old file as `<name>.bak`."""
    target = Path(path)
    folder = target.parent
    _make_folder(folder, target)  # no file can stand at the target of a folder that is not
    try:
        kept = target.is_file()  # a failure below leaves this file as it was
    except OSError:
        kept = False
    tmp_name: str | None = None
    try:
        fd, tmp_name = tempfile.mkstemp(dir=folder, prefix=f".{target.name}.", suffix=TEMP_SUFFIX)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if backup and target.is_file():
            _backup(target)
        os.replace(tmp_name, target)
        tmp_name = None
    except OSError as exc:
        raise SaveWriteError(_reason(exc), target, exc.strerror or str(exc), kept=kept) from exc
    finally:
        if tmp_name is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp_name)
    _fsync_dir(folder)


def atomic_write_text(path: Path | str, text: str, *, backup: bool = True) -> None:
    """`atomic_write_bytes` of `text` encoded as UTF-8."""
    atomic_write_bytes(path, text.encode("utf-8"), backup=backup)


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + BACKUP_SUFFIX)


def _backup(target: Path) -> None:
    """Copy the current file to `<name>.bak`, itself atomically (never a half backup)."""
    bak = backup_path(target)
    fd, tmp_name = tempfile.mkstemp(dir=target.parent, prefix=f".{bak.name}.", suffix=TEMP_SUFFIX)
    os.close(fd)
    try:
        shutil.copyfile(target, tmp_name)
        os.replace(tmp_name, bak)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise


def is_temporary_name(name: str) -> bool:
    """Whether `name` is one of our temporary files (`.<target>.<random>.tmp`)."""
    return bool(_TEMPORARY.match(name))


def remove_stale_temporaries(
    folder: Path, older_than: float = STALE_AFTER_SECONDS, now: float | None = None
) -> list[Path]:
    """Delete the temporary files an interrupted write left in `folder`; return them.

    Only names of our own pattern are touched, and only when older than
    `older_than` seconds, so a save in progress in another window survives.
    """
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not is_temporary_name(entry.name):
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            if now - entry.stat(follow_symlinks=False).st_mtime < older_than:
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed
