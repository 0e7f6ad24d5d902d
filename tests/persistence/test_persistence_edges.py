"""Edges of the persistence helpers found by mutation testing: each test is one property the
GUI relies on but no other test in tests/persistence pinned (the GUI tests are not part of
the mutation runs)."""

from __future__ import annotations

import errno
import json
import os
import time
from pathlib import Path
from typing import Any

import pytest

from elasund_desktop import __version__
from elasund_desktop.games import Registry
from elasund_desktop.persistence import atomic, autosave, journal, paths, recent
from elasund_desktop.persistence import settings as settings_mod
from elasund_desktop.persistence.saves import SaveError, loads_save
from elasund_desktop.persistence.settings import (
    SCHEMA_VERSION,
    Settings,
    from_table,
    migrate,
    save_settings,
    to_table,
)
from tests.fixture_game import new_session, play_random

# -- settings --------------------------------------------------------------------------


def _two_step_schema(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Schema 3 with migrations 1 -> 2 -> 3 that record that they ran."""
    ran: list[int] = []

    def step(n: int) -> Any:
        def run(raw: dict[str, Any]) -> dict[str, Any]:
            ran.append(n)
            return raw

        return run

    monkeypatch.setattr(settings_mod, "SCHEMA_VERSION", 3)
    monkeypatch.setattr(settings_mod, "MIGRATIONS", {1: step(1), 2: step(2)})
    return ran


@pytest.mark.parametrize("version", ["1", True, 1.0, None])
def test_a_schema_version_that_is_not_a_whole_number_counts_as_current(
    monkeypatch: pytest.MonkeyPatch, version: Any
) -> None:
    """A hand-edited `schema_version = "1"` (or true, 1.0) runs no migration and no error."""
    ran = _two_step_schema(monkeypatch)
    raw = {"schema_version": version, "bot_delay_ms": 5}
    assert migrate(dict(raw)) == raw and ran == []


def test_a_schema_without_a_migration_path_is_left_as_is(monkeypatch: pytest.MonkeyPatch) -> None:
    """Schema 0 has no migration: the table is read as it is (bad fields fall back)."""
    ran = _two_step_schema(monkeypatch)
    assert migrate({"schema_version": 0}) == {"schema_version": 0} and ran == []
    assert migrate({"schema_version": 7}) == {"schema_version": 7} and ran == []
    assert migrate({"schema_version": 2}) == {"schema_version": 3} and ran == [2]


def test_a_remembered_new_game_setup_is_read_back() -> None:
    table = {"game_setups": {"catan": {"players": 3, "options": {"robber": True}}, "x": 5}}
    assert from_table(table).game_setups == {
        "catan": {"players": 3, "seats": [], "options": {"robber": True}}
    }


def test_the_file_names_its_schema_version(tmp_path: Path) -> None:
    """Future migrations start from the version written in the file."""
    assert to_table(Settings())["schema_version"] == SCHEMA_VERSION
    # an object made from an old table still saves as the current schema
    assert to_table(Settings(schema_version=SCHEMA_VERSION - 1))["schema_version"] == SCHEMA_VERSION
    target = tmp_path / "elsewhere" / "prefs.toml"
    assert save_settings(Settings(bot_delay_ms=5), target) == target
    assert f"schema_version = {SCHEMA_VERSION}" in target.read_text("utf-8")
    assert not paths.settings_path().exists()  # the given path, not the config folder


# -- recent files, folders, journal ------------------------------------------------------


def test_remove_and_clear_write_the_given_list_file(tmp_path: Path) -> None:
    listing = tmp_path / "other" / "recent.json"
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    recent.add_recent(a, listing)
    recent.add_recent(b, listing)
    assert recent.remove_recent(a, listing) == [b]
    assert recent.load_recent(listing) == [b]
    assert recent.clear_recent(listing) == [] and recent.load_recent(listing) == []
    assert listing.exists() and not paths.recent_path().exists()


def test_ensure_dir_accepts_an_existing_folder(tmp_path: Path) -> None:
    folder = tmp_path / "a" / "b"
    assert paths.ensure_dir(folder) == folder
    assert paths.ensure_dir(folder) == folder and folder.is_dir()


def test_forgetting_a_session_twice_or_never_written_is_harmless() -> None:
    session = new_session(players=2, target=25)
    journal.forget(session)
    journal.forget(session)


# -- temporary files of interrupted writes -----------------------------------------------


def _temp(folder: Path, target: str, age: float) -> Path:
    path = folder / f".{target}.a1b2c3d4{atomic.TEMP_SUFFIX}"
    path.write_bytes(b"half")
    old = time.time() - age
    os.utime(path, (old, old))
    return path


def test_every_stale_temporary_file_goes_whatever_else_lies_in_the_folder(tmp_path: Path) -> None:
    """Young temporary files, folders and links with our pattern are skipped, not a stop."""
    old = [_temp(tmp_path, f"old{i}.json", 3600) for i in range(3)]
    young = [_temp(tmp_path, f"young{i}.json", 0) for i in range(8)]
    for i in range(4):
        (tmp_path / f".dir{i}.json.a1b2c3d4{atomic.TEMP_SUFFIX}").mkdir()
    removed = atomic.remove_stale_temporaries(tmp_path)
    assert sorted(removed) == sorted(old)
    assert all(p.exists() for p in young)


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="needs symbolic links")
def test_an_old_link_with_our_pattern_is_left_alone(tmp_path: Path) -> None:
    """Only regular files are ours: a link is never removed (nor what it points to)."""
    real = tmp_path / "real.json"
    real.write_text("{}")
    link = tmp_path / f".real.json.a1b2c3d4{atomic.TEMP_SUFFIX}"
    try:
        link.symlink_to(real)
    except OSError:
        pytest.skip("symbolic links not allowed here")
    old = time.time() - 3600
    os.utime(real, (old, old))
    os.utime(link, (old, old), follow_symlinks=False)
    assert atomic.remove_stale_temporaries(tmp_path) == []
    assert link.is_symlink() and real.exists()


@pytest.mark.parametrize("error", [OSError("unreadable"), ValueError("bad list")])
def test_start_up_cleanup_survives_an_unreadable_recent_list(
    monkeypatch: pytest.MonkeyPatch, error: Exception
) -> None:
    stale = _temp(paths.ensure_dir(paths.autosave_dir()), "current.jsonl", 3600)

    def broken() -> list[Path]:
        raise error

    monkeypatch.setattr(autosave, "load_recent", broken)
    assert autosave.cleanup_interrupted_writes() == [stale]


# -- the backup copy and the reasons of write errors -------------------------------------


def _failing_copy(monkeypatch: pytest.MonkeyPatch, seen: list[Path]) -> None:
    def copy(src: Any, dst: Any) -> None:
        seen.append(Path(dst))
        raise OSError(5, "copy failed")

    monkeypatch.setattr(atomic.shutil, "copyfile", copy)


def test_the_backup_is_written_through_our_own_temporary_file_next_to_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A crash while copying leaves a file the start-up cleanup recognises, in that folder."""
    tmp_path = tmp_path / "saves"
    tmp_path.mkdir()
    target = tmp_path / "game.json"
    target.write_text("old")
    seen: list[Path] = []
    _failing_copy(monkeypatch, seen)
    with pytest.raises(atomic.SaveWriteError) as err:
        atomic.atomic_write_text(target, "new")
    assert err.value.reason_key == "write_failed" and err.value.detail == "copy failed"
    (tmp,) = seen
    assert tmp.parent == tmp_path and atomic.is_temporary_name(tmp.name)
    assert tmp.name.startswith(".game.json.bak.")
    assert not tmp.exists() and target.read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_a_backup_temporary_that_cannot_be_removed_does_not_hide_the_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "game.json"
    target.write_text("old")
    _failing_copy(monkeypatch, [])

    def no_unlink(name: Any) -> None:
        raise PermissionError(13, "busy")

    monkeypatch.setattr(atomic.os, "unlink", no_unlink)
    with pytest.raises(atomic.SaveWriteError) as err:
        atomic.atomic_write_text(target, "new")
    assert err.value.detail == "copy failed"


@pytest.mark.parametrize(
    ("error", "reason"),
    [
        (OSError(getattr(errno, "EDQUOT", 28), "quota"), "no_space"),
        (OSError(28, "full"), "no_space"),
        (PermissionError(1, "not allowed"), "permission_denied"),
        (PermissionError(0, "denied by policy"), "permission_denied"),
        (OSError(30, "read-only file system"), "read_only"),
        (OSError(5, "input/output error"), "write_failed"),
    ],
)
def test_the_reason_of_a_write_error(error: OSError, reason: str) -> None:
    """Disk full and over quota, permission (by errno or by type), read-only disk, the rest."""
    assert atomic._reason(error) == reason


def test_a_write_error_keeps_reason_path_and_detail_in_its_args(tmp_path: Path) -> None:
    """The log shows repr(error): the three parts must all be there; no detail is empty."""
    err = atomic.SaveWriteError("no_space", tmp_path / "a.json", "full")
    assert err.args == ("no_space", str(tmp_path / "a.json"), "full")
    assert atomic.SaveWriteError("no_space", tmp_path / "a.json").detail == ""


def test_one_unremovable_temporary_file_does_not_stop_the_cleanup(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    stuck = [_temp(tmp_path, f"stuck{i}.json", 3600) for i in range(6)]
    gone = [_temp(tmp_path, f"gone{i}.json", 3600) for i in range(6)]
    real_unlink = os.unlink

    def unlink(name: Any) -> None:
        if Path(name) in stuck:
            raise PermissionError(13, "in use")
        real_unlink(name)

    monkeypatch.setattr(atomic.os, "unlink", unlink)
    assert sorted(atomic.remove_stale_temporaries(tmp_path)) == sorted(gone)
    assert all(p.exists() for p in stuck)


# -- recent list file --------------------------------------------------------------------


def test_the_recent_list_is_readable_json_without_a_backup(tmp_path: Path) -> None:
    listing = tmp_path / "recent.json"
    recent.add_recent(tmp_path / "партія.json", listing)
    recent.add_recent(tmp_path / "b.json", listing)
    text = listing.read_text("utf-8")
    assert "партія" in text and '\n  "files": [' in text
    assert json.loads(text)["version"] == 1
    assert not atomic.backup_path(listing).exists()


def test_a_recent_list_that_cannot_be_written_is_no_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def fail(path: Any, text: str, *, backup: bool = True) -> None:
        raise atomic.SaveWriteError("no_space", Path(path), "full")

    monkeypatch.setattr(recent, "atomic_write_text", fail)
    assert recent.add_recent(tmp_path / "a.json", tmp_path / "r.json") == [tmp_path / "a.json"]


def test_settings_are_read_from_the_given_path(tmp_path: Path) -> None:
    target = tmp_path / "prefs.toml"
    target.write_text("bot_delay_ms = 42\n", "utf-8")
    assert settings_mod.load_settings(target).bot_delay_ms == 42


def test_a_corrupt_settings_file_that_cannot_be_moved_still_gives_defaults(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "prefs.toml"
    target.write_bytes(b"not = = toml")

    def refuse(a: Any, b: Any) -> None:
        raise PermissionError(13, "read-only folder")

    monkeypatch.setattr(settings_mod.os, "replace", refuse)
    assert settings_mod.load_settings(target) == Settings()


def test_a_damaged_recent_list_of_another_shape_is_empty(tmp_path: Path) -> None:
    listing = tmp_path / "recent.json"
    for text in ('["a.json", "b.json"]', '"a.json"', "3", '{"files": "a.json"}'):
        listing.write_text(text, "utf-8")
        assert recent.load_recent(listing) == []


# -- the autosave journal ----------------------------------------------------------------


def test_an_autosave_removed_meanwhile_is_written_whole_with_its_first_creation_time(
    monkeypatch: pytest.MonkeyPatch, registry: Registry
) -> None:
    """If the journal vanished (cleared in another window), the next autosave writes it whole
    again instead of appending to nothing, and the game keeps its creation time."""
    clock = iter(f"2030-01-01T00:00:{i:02d}+00:00" for i in range(60))
    monkeypatch.setattr(autosave, "now_iso", lambda: next(clock))
    session = play_random(new_session(target=400), max_actions=2)
    path = autosave.autosave(session)
    path.unlink()
    play_random(session, max_actions=2)
    autosave.autosave(session)
    header = json.loads(path.read_bytes().split(b"\n", 1)[0])
    assert header["created"] == "2030-01-01T00:00:00+00:00"
    loaded = loads_save(path.read_bytes(), registry, source=path)
    assert loaded.session.digest() == session.digest()
    assert loaded.info.created == loaded.info.saved == "2030-01-01T00:00:00+00:00"
    assert loaded.info.app_version == __version__


def test_a_journal_changed_behind_our_back_is_written_whole_again(registry: Registry) -> None:
    session = play_random(new_session(target=400), max_actions=3)
    path = autosave.autosave(session)
    with open(path, "ab") as handle:
        handle.write(b"garbage\n")
    play_random(session, max_actions=2)
    autosave.autosave(session)
    assert loads_save(path.read_bytes(), registry, source=path).session.digest() == (
        session.digest()
    )


@pytest.mark.parametrize("first", [b"[1, 2]", b'"text"', b'{"format": "other"}'])
def test_a_journal_whose_first_line_is_not_our_header_is_the_wrong_format(
    registry: Registry, first: bytes
) -> None:
    with pytest.raises(SaveError) as err:
        journal.loads_journal(first + b"\n", registry, {"file": "a.jsonl", "path": "x/a.jsonl"})
    assert err.value.reason_key == "wrong_format"
    assert err.value.params == {"file": "a.jsonl", "path": "x/a.jsonl"}


def test_a_wrong_step_digest_names_the_file(registry: Registry) -> None:
    session = play_random(new_session(target=400), max_actions=3)
    path = autosave.autosave(session)
    head, step, rest = path.read_bytes().split(b"\n", 2)
    item = json.loads(step)
    item[1] = "0" * len(item[1])
    data = b"\n".join([head, json.dumps(item).encode(), rest])
    where = {"file": "a.jsonl", "path": "x/a.jsonl"}
    with pytest.raises(SaveError) as err:
        journal.loads_journal(data, registry, where)
    assert err.value.reason_key == "digest_mismatch" and err.value.params == where


@pytest.mark.parametrize("spare", [-1, 0, 1])
def test_an_autosave_of_exactly_the_size_limit_is_offered(
    monkeypatch: pytest.MonkeyPatch, spare: int
) -> None:
    """The same limit as any save: a file of MAX bytes is read, one byte more is not."""
    session = play_random(new_session(target=400), max_actions=3)
    path = autosave.autosave(session)
    monkeypatch.setattr(autosave, "MAX_SAVE_BYTES", path.stat().st_size + spare)
    assert autosave.find_unfinished() == (path if spare >= 0 else None)


def test_a_save_error_without_a_file_name_says_the_file() -> None:
    from elasund_desktop.persistence.saves import describe_save_error

    text = describe_save_error(SaveError("not_json"))
    assert text.startswith("The file") and "{file}" not in text
    assert describe_save_error(SaveError("not_json", file="a.json")).startswith("a.json")


def test_the_journal_writes_only_what_changed_after_appends_and_undos(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An autosave costs one line per new action (bench/bench_autosave.py): after the first
    write the journal is never written whole again, and undone lines are not rewritten."""
    session = play_random(new_session(target=400), max_actions=10)
    path = tmp_path / "current.jsonl"
    journal.write_journal(session, path, "2030-01-01T00:00:00+00:00")
    rewrites: list[int] = []
    lines: list[int] = []
    real_rewrite, real_line = journal._rewrite, journal._line
    monkeypatch.setattr(journal, "_rewrite", lambda *a: rewrites.append(1) or real_rewrite(*a))
    monkeypatch.setattr(journal, "_line", lambda s, i: lines.append(i) or real_line(s, i))
    for step, (undo, play) in enumerate([(0, 1), (0, 2), (2, 0), (1, 1), (0, 1), (3, 2)]):
        for _ in range(undo):
            session.undo(free=True)
        play_random(session, max_actions=play, bot_seed=step)
        lines.clear()
        journal.write_journal(session, path, "2030-01-01T00:00:00+00:00")
        assert lines == list(range(len(session.actions) - play, len(session.actions))), step
    assert rewrites == []
    whole = tmp_path / "whole.jsonl"
    journal.forget(session)
    monkeypatch.setattr(journal, "_rewrite", real_rewrite)
    journal.write_journal(session, whole, "2030-01-01T00:00:00+00:00")
    assert path.read_bytes() == whole.read_bytes()


def test_the_temporary_file_of_a_write_lies_next_to_the_target(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The final rename must stay on one file system: the temporary file is made beside it."""
    moved: list[Path] = []
    real_replace = os.replace

    def replace(src: Any, dst: Any) -> None:
        moved.append(Path(src))
        real_replace(src, dst)

    monkeypatch.setattr(atomic.os, "replace", replace)
    target = tmp_path / "saves" / "game.json"
    atomic.atomic_write_text(target, "x")
    (tmp,) = moved
    assert tmp.parent == target.parent and atomic.is_temporary_name(tmp.name)


def test_a_write_error_without_a_system_message_keeps_the_error_text(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def fail(*args: Any, **kwargs: Any) -> Any:
        raise OSError("no message from the system")

    monkeypatch.setattr(atomic.tempfile, "mkstemp", fail)
    with pytest.raises(atomic.SaveWriteError) as err:
        atomic.atomic_write_text(tmp_path / "a.json", "x")
    assert err.value.detail == "no message from the system"


def test_the_journal_keeps_no_backup_copy(tmp_path: Path) -> None:
    """A journal is rewritten whole only on a new session: no .bak of the previous game."""
    path = tmp_path / "current.jsonl"
    for seed in (1, 2):
        session = play_random(new_session(target=400), max_actions=2, bot_seed=seed)
        journal.write_journal(session, path, "2030-01-01T00:00:00+00:00")
    assert not atomic.backup_path(path).exists()


def test_a_journal_whose_action_is_refused_names_the_file(registry: Registry) -> None:
    session = play_random(new_session(target=400), max_actions=3)
    path = autosave.autosave(session)
    head, step, rest = path.read_bytes().split(b"\n", 2)
    item = json.loads(step)
    item[0][0] = 9  # a seat that does not exist: the replay refuses the action
    where = {"file": "a.jsonl", "path": "x/a.jsonl"}
    with pytest.raises(SaveError) as err:
        journal.loads_journal(b"\n".join([head, json.dumps(item).encode(), rest]), registry, where)
    assert err.value.params["file"] == "a.jsonl"


def test_a_save_error_keeps_its_reason_and_params_in_its_args() -> None:
    err = SaveError("not_json", file="a.json")
    assert err.args == ("not_json", {"file": "a.json"})


def test_a_remembered_setup_keeps_only_well_typed_parts() -> None:
    """settings.clean_setup: the New Game dialog's memory is read back part by part."""
    from elasund_desktop.persistence.settings import clean_setup

    good_seat = {"name": "Ann", "colour": 2, "controller": "human", "extra": 1}
    raw = {
        "players": 3,
        "seats": [
            good_seat,
            {"name": 5, "colour": 2, "controller": "human"},
            {"name": "Bo", "colour": True, "controller": "human"},
            {"name": "Bo", "colour": "2", "controller": "human"},
            {"name": "Cy", "colour": 1, "controller": None},
            {"colour": 1, "controller": "random"},
            "not a seat",
        ],
        "options": {"robber": True, "n": 3, "layout": "beginner", "bad": 1.5, "list": [1], 7: "x"},
    }
    assert clean_setup(raw) == {
        "players": 3,
        "seats": [{"name": "Ann", "colour": 2, "controller": "human"}],
        "options": {"robber": True, "n": 3, "layout": "beginner", "7": "x"},
    }
    assert clean_setup({"players": 2, "seats": "x", "options": [1]}) == {
        "players": 2,
        "seats": [],
        "options": {},
    }
    # a hand-edited `seats = 5` is no list of seats: ignored, not iterated
    assert clean_setup({"players": 2, "seats": 5}) == {"players": 2, "seats": [], "options": {}}
    for bad in (None, [], {"players": "3"}, {"players": True}, {"players": 2.0}, {}):
        assert clean_setup(bad) is None
