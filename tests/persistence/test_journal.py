"""persistence/journal.py: the autosave journal's exact format, its refusals and failures.

An incremental write must give byte for byte the file a whole rewrite gives;
every damaged shape of a line is refused with its own reason.
"""

from __future__ import annotations

import errno
import json
import random
from pathlib import Path
from typing import Any

import pytest

from elasund_desktop.engine.codec import digest
from elasund_desktop.engine.session import Seat, Session, SessionConfig
from elasund_desktop.games import Registry
from elasund_desktop.persistence import journal
from elasund_desktop.persistence.atomic import SaveWriteError, backup_path
from elasund_desktop.persistence.saves import SaveError, loads_save
from tests.fixture_game import FixtureRules, new_session, play_random

CREATED = "2026-01-02T03:04:05+00:00"


def _whole(session: Session[Any], folder: Path) -> bytes:
    """The journal a fresh writer makes of `session` in one go."""
    fresh: Session[Any] = Session.replay(FixtureRules(), session.config, session.actions)
    return journal.write_journal(fresh, folder / "whole.jsonl", CREATED).read_bytes()


def test_appending_and_truncating_give_exactly_the_whole_file(tmp_path: Path) -> None:
    chooser = random.Random(9)
    session = new_session(target=400)
    path = tmp_path / "current.jsonl"
    for step in range(120):
        if session.actions and chooser.random() < 0.3:
            for _ in range(chooser.randint(1, min(3, len(session.actions)))):
                session.undo(free=True)
        else:
            play_random(session, max_actions=1, bot_seed=step)
        journal.write_journal(session, path, CREATED)
        assert path.read_bytes() == _whole(session, tmp_path), f"step {step}"


def test_a_journal_line_is_compact_utf8_json_with_the_state_digest(tmp_path: Path) -> None:
    seats = (Seat("Ørsted Łukasz", 0, "human"), Seat("Bea", 1, "random"))
    base = new_session(players=2, target=25)
    session = Session(FixtureRules(), SessionConfig("fixture", base.config.game, 3, seats))
    play_random(session, max_actions=2)
    path = journal.write_journal(session, tmp_path / "j.jsonl", CREATED)
    head, first, second, end = path.read_bytes().split(b"\n")
    assert end == b""
    assert head.startswith(journal.MAGIC) and "Ørsted Łukasz".encode() in head
    assert json.loads(head)["created"] == CREATED and b": " not in head
    action = json.dumps(session.actions[0].to_json(), separators=(",", ":")).encode()
    assert first == b'[%s,"%s",false]' % (action, digest(session.states[1])[:32].encode())
    assert second.endswith(b'",false]')
    assert not backup_path(path).exists()  # the journal keeps no .bak


def test_journal_status_reads_head_and_tail(tmp_path: Path) -> None:
    path = tmp_path / "j.jsonl"
    session = new_session(target=400)
    journal.write_journal(session, path, CREATED)
    assert journal.journal_status(path) == (False, False)  # no action yet
    play_random(session, max_actions=300)  # longer than the 4 KiB tail window
    journal.write_journal(session, path, CREATED)
    assert path.stat().st_size > 3 * 4096
    assert journal.journal_status(path) == (False, True)
    finished = play_random(new_session(players=2, seed=4))
    journal.write_journal(finished, tmp_path / "done.jsonl", CREATED)
    assert journal.journal_status(tmp_path / "done.jsonl") == (True, True)


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b'{"format":"elasund-desktop-save"}\n',
        journal.MAGIC + b',"format_version":1}',  # the header line never ended
        journal.MAGIC + b",broken\n",
        journal.MAGIC + b',"format_version":1}\n[[0,"roll",[]],"abc"]\n',
        journal.MAGIC + b',"format_version":1}\n[[0,"roll",[]],"abc","no"]\n',
        journal.MAGIC + b',"format_version":1}\n{"a":1}\n',
    ],
)
def test_journal_status_refuses_what_is_not_a_journal(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "j.jsonl"
    path.write_bytes(content)
    assert journal.journal_status(path) is None


def test_a_missing_journal_has_no_status(tmp_path: Path) -> None:
    assert journal.journal_status(tmp_path / "none.jsonl") is None


# -- refusals on loading -------------------------------------------------------------------
def _journal(tmp_path: Path, actions: int = 6) -> tuple[list[bytes], Session[Any]]:
    session = play_random(new_session(target=25), max_actions=actions)
    path = journal.write_journal(session, tmp_path / "j.jsonl", CREATED)
    return path.read_bytes().split(b"\n"), session


def _load(rows: list[bytes], registry: Registry) -> Any:
    return loads_save(b"\n".join(rows), registry, source="j.jsonl")


def _refused(rows: list[bytes], registry: Registry) -> SaveError:
    with pytest.raises(SaveError) as info:
        _load(rows, registry)
    return info.value


def _header_with(rows: list[bytes], **changes: Any) -> list[bytes]:
    head = json.loads(rows[0])
    head.update(changes)
    return [json.dumps(head, separators=(",", ":")).encode(), *rows[1:]]


def test_an_intact_journal_loads_with_its_creation_time(tmp_path: Path, registry: Registry) -> None:
    rows, session = _journal(tmp_path)
    loaded = _load(rows, registry)
    assert loaded.session.state == session.state and loaded.info.created == CREATED
    assert loaded.info.finished is False


@pytest.mark.parametrize(
    ("edit", "reason", "field"),
    [
        (lambda r: [r[0] + b"\xff", *r[1:]], "not_json", None),
        (lambda r: [journal.MAGIC + b",}", *r[1:]], "not_json", None),
        (lambda r: _header_with(r, format_version=2), "newer_version", None),
        (lambda r: _header_with(r, format_version="1"), "bad_structure", "format_version"),
        (lambda r: _header_with(r, created=5), "bad_structure", "created"),
        (lambda r: _header_with(r, app_version=None), "bad_structure", "app_version"),
        (lambda r: _header_with(r, seed="3"), "bad_structure", "seed"),
        (lambda r: [r[0], b"[[0,", *r[2:]], "bad_structure", "actions[0]"),
        (lambda r: [r[0], r[1], b'[[0,"roll",[]],"ab"]', *r[3:]], "bad_structure", "actions[1]"),
        (lambda r: [r[0], r[1], b'[[0,"roll",[]],5,false]', *r[3:]], "bad_structure", "actions[1]"),
        (lambda r: [r[0], r[1], b'[[0,"roll",[]],"ab",0]', *r[3:]], "bad_structure", "actions[1]"),
        (lambda r: [r[0], r[1], b'[[0,"roll"],"ab",false]', *r[3:]], "bad_structure", "actions[1]"),
        (lambda r: [r[0], r[1], b'{"a":[0,"roll",[]]}', *r[3:]], "bad_structure", "actions[1]"),
    ],
)
def test_each_damaged_part_is_refused_with_its_reason(
    tmp_path: Path, registry: Registry, edit: Any, reason: str, field: str | None
) -> None:
    rows, _ = _journal(tmp_path)
    err = _refused(edit(rows), registry)
    assert err.reason_key == reason
    if field is not None:
        assert err.params["field"] == field
    assert err.params["file"] == "j.jsonl"


def test_a_wrong_finished_flag_is_refused(tmp_path: Path, registry: Registry) -> None:
    rows, _ = _journal(tmp_path)
    rows[-2] = rows[-2].replace(b",false]", b",true]")
    err = _refused(rows, registry)
    assert err.reason_key == "bad_structure" and err.params["field"] == "finished"


def test_a_wrong_step_digest_is_refused_even_in_the_middle(
    tmp_path: Path, registry: Registry
) -> None:
    rows, _ = _journal(tmp_path)
    item = json.loads(rows[2])
    item[1] = "0" * 32
    rows[2] = json.dumps(item, separators=(",", ":")).encode()
    assert _refused(rows, registry).reason_key == "digest_mismatch"


def test_a_journal_without_actions_loads_as_a_new_game(tmp_path: Path, registry: Registry) -> None:
    session = new_session(target=25)
    path = journal.write_journal(session, tmp_path / "j.jsonl", CREATED)
    loaded = loads_save(path.read_bytes(), registry)
    assert loaded.session.state == session.state and not loaded.session.actions


# -- write failures ------------------------------------------------------------------------
def test_a_failed_append_says_why_and_the_next_autosave_writes_it_whole(
    tmp_path: Path, registry: Registry, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = play_random(new_session(target=400), max_actions=4)
    path = journal.write_journal(session, tmp_path / "j.jsonl", CREATED)
    play_random(session, max_actions=1)

    def full(*_args: Any, **_kwargs: Any) -> Any:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(journal, "open", full, raising=False)
    with pytest.raises(SaveWriteError) as info:
        journal.write_journal(session, path, CREATED)
    assert info.value.reason_key == "no_space"
    assert info.value.path == path and info.value.detail == "No space left on device"
    monkeypatch.undo()
    whole: list[Path] = []
    real = journal.atomic_write_bytes
    monkeypatch.setattr(
        journal, "atomic_write_bytes", lambda p, d, **k: (whole.append(p), real(p, d, **k))
    )
    journal.write_journal(session, path, CREATED)
    assert whole == [path]
    assert loads_save(path.read_bytes(), registry).session.state == session.state


def test_a_failed_append_without_a_system_message_names_the_error_itself(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = play_random(new_session(target=400), max_actions=2)
    path = journal.write_journal(session, tmp_path / "j.jsonl", CREATED)
    play_random(session, max_actions=1)

    def broken(*_args: Any, **_kwargs: Any) -> Any:
        raise OSError("device gone")  # no errno, no strerror

    monkeypatch.setattr(journal, "open", broken, raising=False)
    with pytest.raises(SaveWriteError) as info:
        journal.write_journal(session, path, CREATED)
    assert info.value.detail == "device gone"


def test_forget_makes_the_next_write_a_whole_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = play_random(new_session(target=400), max_actions=3)
    path = journal.write_journal(session, tmp_path / "j.jsonl", CREATED)
    journal.forget(session)
    whole: list[Path] = []
    real = journal.atomic_write_bytes
    monkeypatch.setattr(
        journal, "atomic_write_bytes", lambda p, d, **k: (whole.append(p), real(p, d, **k))
    )
    journal.write_journal(session, path, CREATED)
    assert whole == [path]


# -- moves lost at the end (issue 25) --------------------------------------------------------
def test_the_header_counts_the_lines_it_holds(tmp_path: Path) -> None:
    rows, _ = _journal(tmp_path, actions=6)
    assert json.loads(rows[0])[journal.COUNT_FIELD] == "0000000006"
    assert rows[0].endswith(b',"written":"0000000006"}')  # the last field: rewritten in place


def test_an_intact_journal_has_lost_nothing(tmp_path: Path, registry: Registry) -> None:
    rows, _ = _journal(tmp_path, actions=6)
    assert _load(rows, registry).info.lost_moves == 0


@pytest.mark.parametrize("cut", [1, 2, 6])
def test_a_journal_cut_at_a_line_boundary_says_how_many_moves_were_lost(
    tmp_path: Path, registry: Registry, cut: int
) -> None:
    """The file ends with a complete line, so only the header's count shows the loss:
    the game loads at the last complete line, and says so."""
    rows, session = _journal(tmp_path, actions=6)  # header, 6 lines, "" after the last
    loaded = _load([*rows[: 7 - cut], b""], registry)
    assert len(loaded.session.actions) == 6 - cut
    assert loaded.session.state == session.states[6 - cut]
    assert loaded.info.lost_moves == cut


def test_a_line_cut_short_is_a_lost_move_too(tmp_path: Path, registry: Registry) -> None:
    rows, _ = _journal(tmp_path, actions=6)
    loaded = _load([*rows[:6], rows[6][:9]], registry)
    assert len(loaded.session.actions) == 5 and loaded.info.lost_moves == 1


def test_lines_written_before_their_count_are_kept_and_nothing_is_lost(
    tmp_path: Path, registry: Registry
) -> None:
    """A crash between the lines and the count leaves more lines than counted: every
    line is checked by replaying it, so the game keeps them all."""
    rows, _ = _journal(tmp_path, actions=6)
    loaded = _load(_header_with(rows, written="0000000004"), registry)
    assert len(loaded.session.actions) == 6 and loaded.info.lost_moves == 0


def test_a_journal_of_an_earlier_version_without_the_count_still_loads(
    tmp_path: Path, registry: Registry
) -> None:
    rows, _ = _journal(tmp_path, actions=6)
    head = json.loads(rows[0])
    del head[journal.COUNT_FIELD]
    old = [json.dumps(head, separators=(",", ":")).encode(), *rows[1:]]
    assert _load(old, registry).info.lost_moves == 0
    assert _load([*old[:6], old[6][:9]], registry).info.lost_moves == 1  # a cut line shows


@pytest.mark.parametrize("count", [6, "6", "00000000x6", None])
def test_a_count_that_is_not_ten_digits_is_refused(
    tmp_path: Path, registry: Registry, count: Any
) -> None:
    rows, _ = _journal(tmp_path, actions=6)
    err = _refused(_header_with(rows, written=count), registry)
    assert (err.reason_key, err.params["field"]) == ("bad_structure", "written")


def test_the_count_follows_undo_and_appends(tmp_path: Path) -> None:
    session = play_random(new_session(target=400), max_actions=8)
    path = tmp_path / "j.jsonl"
    journal.write_journal(session, path, CREATED)
    for _ in range(3):
        session.undo(free=True)
    journal.write_journal(session, path, CREATED)
    assert json.loads(path.read_bytes().split(b"\n")[0])["written"] == "0000000005"
    play_random(session, max_actions=4)
    journal.write_journal(session, path, CREATED)
    assert json.loads(path.read_bytes().split(b"\n")[0])["written"] == "0000000009"
