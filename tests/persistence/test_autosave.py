from __future__ import annotations

import os
import random
import time
from pathlib import Path

import pytest

from elasund_desktop.games import Registry
from elasund_desktop.persistence import atomic, autosave, journal, paths
from elasund_desktop.persistence.recent import add_recent
from elasund_desktop.persistence.saves import SaveError, load_session
from tests.fixture_game import new_session, play_random


def test_nothing_to_resume_at_first_start() -> None:
    assert autosave.find_unfinished() is None


def test_unfinished_game_is_offered_and_resumes_identically(home: Path, registry: Registry) -> None:
    session = new_session(target=25)
    for _ in range(12):  # the GUI autosaves after every action
        play_random(session, max_actions=1)
        path = autosave.autosave(session)
    assert path == home / "state" / "autosave" / "current.jsonl"
    assert autosave.find_unfinished() == path
    resumed = load_session(path, registry)
    assert resumed.digest() == session.digest()
    assert len(resumed.actions) == 12


def test_finished_game_is_not_offered() -> None:
    session = play_random(new_session(players=2, seed=4))
    assert session.is_over()
    autosave.autosave(session)
    assert autosave.find_unfinished() is None


def test_game_without_any_action_is_not_offered() -> None:
    autosave.autosave(new_session())
    assert autosave.find_unfinished() is None


def test_clear_forgets_the_autosave_and_its_backup() -> None:
    session = play_random(new_session(target=25), max_actions=3)
    autosave.autosave(session)
    play_random(session, max_actions=1)
    autosave.autosave(session)
    autosave.clear()
    assert autosave.find_unfinished() is None
    assert list(autosave.autosave_path().parent.iterdir()) == []
    autosave.clear()  # clearing twice is harmless


def test_damaged_autosave_is_not_offered() -> None:
    path = autosave.autosave_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"format": "elasund-desktop-save", "finished": fal')
    assert autosave.find_unfinished() is None


# -- the journal: constant cost per autosave (issue 7 item 19) --------------------------
def test_autosave_appends_instead_of_rewriting(
    registry: Registry, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After the first write, each autosave appends one line: the earlier bytes (but
    the header's line count, rewritten in place) and the file itself stay, and the
    whole-file writer is never called again."""
    session = play_random(new_session(target=400), max_actions=5)
    path = autosave.autosave(session)
    whole_writes: list[Path] = []
    real = journal.atomic_write_bytes
    monkeypatch.setattr(
        journal, "atomic_write_bytes", lambda p, d, **k: (whole_writes.append(p), real(p, d, **k))
    )
    inode = path.stat().st_ino
    before = path.read_bytes()
    for _ in range(40):
        play_random(session, max_actions=1)
        autosave.autosave(session)
    after = path.read_bytes()
    assert whole_writes == []
    assert path.stat().st_ino == inode
    count_at = before.index(b'"written":"') + len(b'"written":"')
    assert before[count_at : count_at + 10] == b"0000000005"
    assert after[count_at : count_at + 10] == b"0000000045"
    assert after.startswith(before[:count_at]) and after.startswith(before[count_at + 10 :], count_at + 10)
    assert after.count(b"\n") == before.count(b"\n") + 40
    assert load_session(path, registry).digest() == session.digest()


def test_undo_truncates_the_journal_back_to_the_kept_actions(registry: Registry) -> None:
    session = play_random(new_session(target=400), max_actions=10)
    path = autosave.autosave(session)
    size_at_10 = path.stat().st_size
    play_random(session, max_actions=3)
    autosave.autosave(session)
    for _ in range(3):
        session.undo(free=True)
    autosave.autosave(session)
    assert path.stat().st_size == size_at_10
    assert list(load_session(path, registry).actions) == list(session.actions)


def test_random_applies_and_undos_always_resume_identically(registry: Registry) -> None:
    """Whatever mix of actions and undos happened, the journal replays to the session."""
    chooser = random.Random(5)
    session = new_session(target=400)
    for step in range(150):
        if session.actions and chooser.random() < 0.35:
            for _ in range(chooser.randint(1, min(4, len(session.actions)))):
                session.undo(free=True)
        else:
            play_random(session, max_actions=1, bot_seed=step)
        path = autosave.autosave(session)
        if step % 25 == 0 or step == 149:
            loaded = load_session(path, registry)
            assert list(loaded.actions) == list(session.actions)
            assert loaded.digest() == session.digest()


def test_a_line_cut_short_by_a_crash_is_ignored(registry: Registry) -> None:
    session = play_random(new_session(target=400), max_actions=8)
    path = autosave.autosave(session)
    with open(path, "ab") as handle:
        handle.write(b'[[0,"ro')  # the crash came in the middle of the next append
    assert autosave.find_unfinished() == path
    loaded = load_session(path, registry)
    assert list(loaded.actions) == list(session.actions)
    play_random(session, max_actions=1)
    autosave.autosave(session)  # the file is not what was written: written whole again
    assert load_session(path, registry).digest() == session.digest()


def test_an_edited_journal_step_is_refused(registry: Registry) -> None:
    """Every line carries the digest of the state it leads to: editing a step (even one
    whose effect a later step cancels) breaks that line's digest."""
    session = play_random(new_session(target=400), max_actions=12)
    path = autosave.autosave(session)
    lines = path.read_bytes().split(b"\n")
    lines[5] = lines[5][:-40] + b"0" * 32 + lines[5][-8:]  # another digest in line 5
    path.write_bytes(b"\n".join(lines))
    with pytest.raises(SaveError) as info:
        load_session(path, registry)
    assert info.value.reason_key in ("digest_mismatch", "bad_structure")


def test_a_journal_of_a_finished_game_is_not_offered(registry: Registry) -> None:
    session = play_random(new_session(players=2, seed=4))
    assert session.is_over()
    path = autosave.autosave(session)
    assert autosave.find_unfinished() is None
    assert load_session(path, registry).is_over()


def test_clear_also_removes_the_autosave_of_earlier_versions() -> None:
    folder = paths.ensure_dir(paths.autosave_dir())
    (folder / autosave.LEGACY_AUTOSAVE_NAME).write_text("{}")
    (folder / (autosave.LEGACY_AUTOSAVE_NAME + ".bak")).write_text("{}")
    autosave.clear()
    assert list(folder.iterdir()) == []


# -- temporary files left by a crash during a save ------------------------------------
def _left_by_a_crash(folder: Path, target: str, age: float) -> Path:
    """A temporary file exactly as atomic_write_bytes names it, `age` seconds old."""
    import tempfile

    folder.mkdir(parents=True, exist_ok=True)
    fd, name = tempfile.mkstemp(dir=folder, prefix=f".{target}.", suffix=atomic.TEMP_SUFFIX)
    os.write(fd, b"half a save")
    os.close(fd)
    old = time.time() - age
    os.utime(name, (old, old))
    return Path(name)


def test_stale_temporary_files_are_removed_and_nothing_else(tmp_path: Path) -> None:
    stale = _left_by_a_crash(tmp_path, "game.json", age=3600)
    fresh = _left_by_a_crash(tmp_path, "game.json", age=1)  # perhaps a save in progress
    keep = [tmp_path / "game.json", tmp_path / ".hidden.tmp", tmp_path / "notes.tmp"]
    for path in keep:
        path.write_text("x")
        os.utime(path, (0, 0))
    assert atomic.remove_stale_temporaries(tmp_path) == [stale]
    assert not stale.exists() and fresh.exists() and all(p.exists() for p in keep)


def test_the_stale_age_boundary() -> None:
    """At exactly the age limit a file counts as stale; a second younger it does not."""
    folder = paths.ensure_dir(paths.autosave_dir())
    path = _left_by_a_crash(folder, "current.jsonl", age=0)
    mtime = path.stat().st_mtime
    limit = atomic.STALE_AFTER_SECONDS
    assert atomic.remove_stale_temporaries(folder, now=mtime + limit - 1) == []
    assert atomic.remove_stale_temporaries(folder, now=mtime + limit) == [path]


def test_start_up_cleans_every_folder_the_program_writes_to(tmp_path: Path) -> None:
    elsewhere = tmp_path / "my games"
    elsewhere.mkdir()
    add_recent(elsewhere / "long game.json")
    left = [
        _left_by_a_crash(paths.autosave_dir(), "current.jsonl", 600),
        _left_by_a_crash(paths.saves_dir(), "x.json", 600),
        _left_by_a_crash(paths.config_dir(), "settings.toml", 600),
        _left_by_a_crash(elsewhere, "long game.json", 600),
    ]
    assert sorted(autosave.cleanup_interrupted_writes()) == sorted(left)
    assert not any(p.exists() for p in left)


def test_a_real_write_names_its_temporary_file_by_the_cleaned_pattern(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The pattern removed at start is the one atomic_write_bytes really uses."""
    seen: list[str] = []
    real_replace = os.replace

    def spy(src: str, dst: object) -> None:
        seen.append(Path(src).name)
        real_replace(src, dst)  # type: ignore[arg-type]

    monkeypatch.setattr(atomic.os, "replace", spy)
    atomic.atomic_write_bytes(tmp_path / "game.json", b"{}")
    assert seen and all(atomic.is_temporary_name(name) for name in seen)


def test_a_resumed_game_keeps_its_creation_time(
    registry: Registry, monkeypatch: pytest.MonkeyPatch
) -> None:
    from elasund_desktop.persistence.saves import load_save

    session = play_random(new_session(target=400), max_actions=4)
    path = autosave.autosave(session)
    first = load_save(path, registry).info.created
    monkeypatch.setattr(autosave, "now_iso", lambda: "2030-01-01T00:00:00+00:00")
    resumed = load_save(path, registry).session
    play_random(resumed, max_actions=1)
    autosave.autosave(resumed)  # a new session: the journal is written whole again
    assert load_save(path, registry).info.created == first
