"""Save headers read without replaying (persistence/save_header.py, issue 25 Deliver 1).

The first screen lists the recent saves and the game to continue from their
headers only: every well-formed save and autosave journal gives its game,
players, move count, time and whether it is over; every file that is not
one (missing, damaged, foreign, too new, of an unknown game, too large)
gives None and is left out of the list, in order.
"""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Seat, Session, SessionConfig
from elasund_desktop.persistence.journal import write_journal
from elasund_desktop.persistence.save_header import (
    MAX_SAVE_BYTES,
    SaveHeader,
    game_to_continue,
    read_header,
    recent_headers,
    unfinished_autosave,
)
from elasund_desktop.persistence.saves import save_session
from tests.fixture_game import FIXTURE_SPEC

KNOWN = ("fixture",)


def _session(moves: int, seed: int = 3) -> Session[Any]:
    seats = (Seat("Ann", 0), Seat("Bob", 1))
    session: Session[Any] = Session(
        FIXTURE_SPEC.rules(), SessionConfig("fixture", GameConfig(2, {}), seed, seats)
    )
    for _ in range(moves):
        session.apply(session.legal_actions()[0])
    return session


def _finished_session() -> Session[Any]:
    session = _session(0)
    for _ in range(20_000):
        if session.is_over():
            return session
        session.apply(session.legal_actions()[0])
    raise AssertionError("the fixture game did not end")


def test_a_save_gives_its_game_players_moves_time_and_state(tmp_path: Path) -> None:
    path = save_session(_session(5), tmp_path / "game.elasund")
    header = read_header(path, KNOWN)
    assert header is not None
    assert (header.game_id, header.players, header.num_players) == ("fixture", ("Ann", "Bob"), 2)
    assert header.moves == 5 and not header.finished and not header.autosave
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert header.saved == datetime.fromisoformat(doc["saved"])  # the file's own time
    assert header.path == path


def test_a_finished_save_says_so(tmp_path: Path) -> None:
    path = save_session(_finished_session(), tmp_path / "done.elasund")
    header = read_header(path, KNOWN)
    assert header is not None and header.finished


def test_the_autosave_journal_gives_its_line_count_and_file_time(tmp_path: Path) -> None:
    path = tmp_path / "current.jsonl"
    session = _session(4)
    write_journal(session, path, "2026-12-01T10:00:00+00:00")
    session.apply(session.legal_actions()[0])
    write_journal(session, path, "2026-12-01T10:00:00+00:00")  # appended
    os.utime(path, (1_800_000_000, 1_800_000_000))
    header = unfinished_autosave(path, KNOWN)
    assert header is not None and header.autosave and not header.finished
    assert header.moves == 5 and header.players == ("Ann", "Bob")
    assert header.saved == datetime.fromtimestamp(1_800_000_000, UTC)


def test_a_journal_without_moves_or_finished_is_nothing_to_continue(tmp_path: Path) -> None:
    empty = tmp_path / "empty.jsonl"
    write_journal(_session(0), empty, "2026-12-01T10:00:00+00:00")
    assert read_header(empty, KNOWN) is not None  # a journal all right
    assert unfinished_autosave(empty, KNOWN) is None  # but no move to continue from
    done = tmp_path / "done.jsonl"
    write_journal(_finished_session(), done, "2026-12-01T10:00:00+00:00")
    assert unfinished_autosave(done, KNOWN) is None


def _valid_doc(tmp_path: Path) -> dict[str, Any]:
    path = save_session(_session(2), tmp_path / "valid.elasund")
    doc: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return doc


@pytest.mark.parametrize(
    "damage",
    [
        "not json",
        "cut short",
        "binary",
        "a list",
        "other program",
        "newer format",
        "no seats",
        "seat without a name",
        "players disagree with seats",
        "no actions",
        "no time",
        "bad time",
        "finished not a boolean",
        "empty",
    ],
)
def test_damaged_or_foreign_saves_give_no_header(tmp_path: Path, damage: str) -> None:
    doc = _valid_doc(tmp_path)
    text = json.dumps(doc)
    if damage == "not json":
        text = "{this is not json"
    elif damage == "cut short":
        text = text[: len(text) // 2]
    elif damage == "a list":
        text = json.dumps([doc])
    elif damage == "other program":
        text = json.dumps({**doc, "format": "some-other-program"})
    elif damage == "newer format":
        text = json.dumps({**doc, "format_version": 99})
    elif damage == "no seats":
        text = json.dumps({k: v for k, v in doc.items() if k != "seats"})
    elif damage == "seat without a name":
        text = json.dumps({**doc, "seats": [{"colour": 0}, {"colour": 1}]})
    elif damage == "players disagree with seats":
        text = json.dumps({**doc, "config": {**doc["config"], "num_players": 3}})
    elif damage == "no actions":
        text = json.dumps({k: v for k, v in doc.items() if k != "actions"})
    elif damage == "no time":
        text = json.dumps({k: v for k, v in doc.items() if k != "saved"})
    elif damage == "bad time":
        text = json.dumps({**doc, "saved": "yesterday"})
    elif damage == "finished not a boolean":
        text = json.dumps({**doc, "finished": "no"})
    elif damage == "empty":
        text = ""
    path = tmp_path / "damaged.elasund"
    if damage == "binary":
        path.write_bytes(bytes(range(256)) * 4)
    else:
        path.write_text(text, encoding="utf-8")
    assert read_header(path, KNOWN) is None


def test_a_save_of_an_unknown_game_is_left_out(tmp_path: Path) -> None:
    doc = _valid_doc(tmp_path)
    path = tmp_path / "chess.elasund"
    path.write_text(json.dumps({**doc, "game_id": "chess"}), encoding="utf-8")
    assert read_header(path, KNOWN) is None
    assert read_header(path) is not None  # readable: only the game is unknown here


def test_a_file_larger_than_any_save_is_not_read(tmp_path: Path) -> None:
    path = tmp_path / "huge.elasund"
    with open(path, "wb") as handle:
        handle.truncate(MAX_SAVE_BYTES + 1)  # sparse: costs no disk
    assert read_header(path, KNOWN) is None


@pytest.mark.parametrize(
    "content",
    [
        b'{"format":"elasund-desktop-journal","format_version":1}',  # header never ended
        b'{"format":"elasund-desktop-journal",broken\n',
        b'{"format":"elasund-desktop-journal","format_version":1,"game_id":"fixture"}\n',
        b'{"format":"elasund-desktop-journal","format_version":1,"game_id":"fixture",'
        b'"config":{"num_players":2},"seats":[]}\n[[0,"roll",[]],"abc"]\n',
    ],
)
def test_damaged_journals_give_no_header(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "current.jsonl"
    path.write_bytes(content)
    assert read_header(path, KNOWN) is None


def test_recent_headers_skip_what_gives_none_and_keep_the_order(tmp_path: Path) -> None:
    first = save_session(_session(1), tmp_path / "first.elasund")
    second = save_session(_session(3, seed=4), tmp_path / "second.elasund")
    corrupt = tmp_path / "corrupt.elasund"
    corrupt.write_text('{"format": "elasund-desktop-save", "format_ver', encoding="utf-8")
    foreign = tmp_path / "notes.json"
    foreign.write_text('{"shopping": ["milk"]}', encoding="utf-8")
    missing = tmp_path / "gone.elasund"
    listed = recent_headers([second, corrupt, foreign, missing, first], KNOWN)
    assert [h.path for h in listed] == [second, first]
    assert [h.moves for h in listed] == [3, 1]


def _header(path: str, *, finished: bool = False, autosave: bool = False) -> SaveHeader:
    when = datetime(2026, 12, 1, tzinfo=UTC)
    return SaveHeader(Path(path), "fixture", ("Ann",), 1, 4, when, finished, autosave)


def test_the_game_to_continue_is_the_autosave_else_the_newest_unfinished_save() -> None:
    auto = _header("current.jsonl", autosave=True)
    done, open_save, older = _header("a", finished=True), _header("b"), _header("c")
    assert game_to_continue(auto, [done, open_save]) is auto
    assert game_to_continue(None, [done, open_save, older]) is open_save
    assert game_to_continue(None, [done]) is None
