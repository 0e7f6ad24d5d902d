from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import Any

import pytest

from elasund_desktop.persistence import atomic
from elasund_desktop.persistence.atomic import SaveWriteError, atomic_write_text, backup_path
from elasund_desktop.persistence.saves import load_session, save_session
from tests.fixture_game import fixture_registry, new_session, play_random


def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def test_first_write_creates_the_file_and_its_folder(tmp_path: Path) -> None:
    target = tmp_path / "a" / "b" / "file.json"
    atomic_write_text(target, "one")
    assert target.read_text() == "one"
    assert not backup_path(target).exists()


def test_rewrite_keeps_the_previous_version_as_bak(tmp_path: Path) -> None:
    target = tmp_path / "file.json"
    atomic_write_text(target, "one")
    atomic_write_text(target, "two")
    assert target.read_text() == "two"
    assert backup_path(target).name == "file.json.bak"
    assert backup_path(target).read_text() == "one"
    assert _leftovers(tmp_path) == []


def test_bytes_written_again_keep_the_previous_version_as_bak_by_default(
    tmp_path: Path,
) -> None:
    target = tmp_path / "file.bin"
    atomic.atomic_write_bytes(target, b"one")
    atomic.atomic_write_bytes(target, b"two")
    assert backup_path(target).read_bytes() == b"one"
    atomic.atomic_write_bytes(target, b"three", backup=False)
    assert backup_path(target).read_bytes() == b"one"


@pytest.mark.skipif(os.name != "posix", reason="folders can be synced only on POSIX systems")
def test_the_folder_is_synced_after_the_rename(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The rename is durable only once its folder is written to disk too.
    opened: dict[int, str] = {}
    synced: list[str] = []
    real_open, real_fsync = os.open, os.fsync

    def spy_open(path: Any, flags: int, *args: Any) -> int:
        fd = real_open(path, flags, *args)
        opened[fd] = str(path)
        return fd

    def spy_fsync(fd: int) -> None:
        synced.append(opened.get(fd, "a file"))
        real_fsync(fd)

    monkeypatch.setattr(atomic.os, "open", spy_open)
    monkeypatch.setattr(atomic.os, "fsync", spy_fsync)
    atomic.atomic_write_bytes(tmp_path / "file.bin", b"data")
    monkeypatch.undo()
    assert synced[-1] == str(tmp_path)


def _fail(err: int) -> Any:
    def boom(*args: Any, **kwargs: Any) -> None:
        raise OSError(err, os.strerror(err))

    return boom


def test_disk_full_during_write_leaves_old_file_and_no_temp(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "file.json"
    atomic_write_text(target, "old")
    monkeypatch.setattr(atomic.os, "fsync", _fail(errno.ENOSPC))
    with pytest.raises(SaveWriteError) as info:
        atomic_write_text(target, "new")
    assert info.value.reason_key == "no_space"
    assert info.value.path == target
    assert "disk is full" in str(info.value)
    assert target.read_text() == "old"
    assert _leftovers(tmp_path) == []


def test_interrupted_rename_leaves_old_file_and_a_bak(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "file.json"
    atomic_write_text(target, "old")
    real_replace = os.replace

    def replace(src: Any, dst: Any) -> None:
        if Path(dst) == target:
            raise PermissionError(errno.EACCES, "Permission denied")
        real_replace(src, dst)

    monkeypatch.setattr(atomic.os, "replace", replace)
    with pytest.raises(SaveWriteError) as info:
        atomic_write_text(target, "new")
    assert info.value.reason_key == "permission_denied"
    assert target.read_text() == "old"
    assert backup_path(target).read_text() == "old"
    assert _leftovers(tmp_path) == []


def test_other_os_errors_are_write_failed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(atomic.os, "fsync", _fail(errno.EIO))
    with pytest.raises(SaveWriteError) as info:
        atomic_write_text(tmp_path / "x.json", "data")
    assert info.value.reason_key == "write_failed"
    assert not (tmp_path / "x.json").exists()
    assert _leftovers(tmp_path) == []


def test_failed_save_keeps_the_previous_save_loadable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Design: "interrupted write leaves the old save intact"."""
    registry = fixture_registry()
    session = play_random(new_session(seed=3), max_actions=10)
    target = tmp_path / "game.json"
    save_session(session, target)
    old_digest = session.digest()
    play_random(session, max_actions=10)
    save_session(session, target)  # now a .bak of the first save exists
    play_random(session, max_actions=10)
    monkeypatch.setattr(atomic.os, "fsync", _fail(errno.ENOSPC))
    with pytest.raises(SaveWriteError):
        save_session(session, target)
    monkeypatch.undo()
    assert len(load_session(target, registry).actions) == 20
    assert load_session(backup_path(target), registry).digest() == old_digest
    assert _leftovers(tmp_path) == []


def test_an_unknown_write_error_is_described_as_a_failed_write(tmp_path: Path) -> None:
    """A reason without its own text still gives the general line with the file and detail."""
    err = SaveWriteError("some_new_reason", tmp_path / "game.elasund", "disk on fire", kept=True)
    assert atomic.describe_write_error(err) == (
        "Cannot write game.elasund: disk on fire. The previous file was kept."
    )
    assert str(err) == atomic.describe_write_error(err)


def test_a_plain_file_in_place_of_the_folder_is_named_and_no_previous_file_claimed(
    tmp_path: Path,
) -> None:
    """Issue 25: saving into "saves/" where a plain file "saves" stands said "File
    exists. The previous file was kept." although there was no previous file."""
    blocker = tmp_path / "saves"
    blocker.write_text("not a folder")
    with pytest.raises(SaveWriteError) as info:
        atomic_write_text(blocker / "game.elasund", "data")
    err = info.value
    assert (err.reason_key, err.folder, err.kept) == ("not_a_folder", str(blocker), False)
    assert str(err) == f"Cannot write game.elasund: {blocker} is a file, not a folder."
    assert blocker.read_text() == "not a folder"


def test_a_plain_file_higher_up_the_path_is_the_one_named(tmp_path: Path) -> None:
    blocker = tmp_path / "games"
    blocker.write_text("x")
    with pytest.raises(SaveWriteError) as info:
        atomic_write_text(blocker / "2026" / "game.elasund", "data")
    assert (info.value.reason_key, info.value.folder) == ("not_a_folder", str(blocker))


@pytest.mark.parametrize("existed", [False, True])
def test_the_previous_file_is_said_kept_only_when_there_was_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, existed: bool
) -> None:
    target = tmp_path / "file.json"
    if existed:
        atomic_write_text(target, "old")
    monkeypatch.setattr(atomic.os, "fsync", _fail(errno.ENOSPC))
    with pytest.raises(SaveWriteError) as info:
        atomic_write_text(target, "new")
    assert info.value.kept is existed
    assert str(info.value).endswith("The previous file was kept.") is existed
    assert str(info.value).startswith("Cannot write file.json: the disk is full.")
    assert target.exists() is existed
