"""Save format v1: round trip, replay check, and every refusal with its reason key."""

from __future__ import annotations

import errno
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from elasund_desktop.engine.session import Session
from elasund_desktop.games import Registry
from elasund_desktop.persistence import saves
from elasund_desktop.persistence.saves import (
    FORMAT_NAME,
    MAX_SAVE_BYTES,
    SAVE_ERROR_TEXTS,
    SaveError,
    describe_save_error,
    load_save,
    load_session,
    loads_save,
    save_digest,
    save_session,
)
from tests.fixture_game import new_session, play_random


def _played(actions: int | None = 40, seed: int = 7, players: int = 3) -> Session[Any]:
    """A game of `actions` random moves (unfinished: the target is 25) or a finished one."""
    target = 25 if actions is not None else 15
    session = play_random(new_session(players, seed, target), max_actions=actions)
    assert actions is None or len(session.actions) == actions
    return session


def test_round_trip_replays_to_the_same_state(tmp_path: Path, registry: Registry) -> None:
    session = _played()
    path = save_session(session, tmp_path / "game.json")
    loaded = load_session(path, registry)
    assert list(loaded.actions) == list(session.actions)
    assert loaded.digest() == session.digest()
    assert loaded.state == session.state
    assert loaded.config == session.config
    assert not loaded.is_over()


def test_finished_game_round_trip(tmp_path: Path, registry: Registry) -> None:
    session = _played(actions=None, seed=11, players=2)
    assert session.is_over()
    loaded = load_save(save_session(session, tmp_path / "done.json"), registry)
    assert loaded.info.finished
    assert loaded.session.outcome() == session.outcome()


def test_new_game_without_actions_round_trip(tmp_path: Path, registry: Registry) -> None:
    session = new_session(players=4, seed=-5)
    loaded = load_session(save_session(session, tmp_path / "new.json"), registry)
    assert loaded.digest() == session.digest()
    assert loaded.config.seed == -5


def test_file_has_every_field_of_format_v2(tmp_path: Path) -> None:
    session = _played()
    doc = json.loads(save_session(session, tmp_path / "g.json").read_text("utf-8"))
    assert doc["format"] == FORMAT_NAME
    assert doc["format_version"] == 2
    assert isinstance(doc["app_version"], str)
    assert doc["game_id"] == "fixture"
    assert doc["rules_version"] == 1
    assert doc["config"] == {"num_players": 3, "options": {"target": 25}}
    assert doc["seats"][0] == {"name": "Player 1", "colour": 0, "controller": "random"}
    assert doc["seed"] == 7
    assert doc["actions"] == [a.to_json() for a in session.actions]
    assert doc["digest"] == save_digest(session.state, list(session.actions))
    assert doc["created"].endswith("+00:00") and doc["saved"].endswith("+00:00")
    assert doc["finished"] is False


def test_resaving_a_loaded_game_keeps_its_creation_time(tmp_path: Path, registry: Registry) -> None:
    first = tmp_path / "a.json"
    save_session(_played(), first, created="2020-01-01T00:00:00+00:00")
    loaded = load_session(first, registry)
    play_random(loaded, max_actions=3)
    second = save_session(loaded, tmp_path / "b.json")
    assert json.loads(second.read_text("utf-8"))["created"] == "2020-01-01T00:00:00+00:00"


# -- refusals --------------------------------------------------------------------
def _valid_doc() -> dict[str, Any]:
    session = _played(actions=30, seed=5)
    from elasund_desktop.persistence.saves import session_to_json

    return session_to_json(session)


def _write_doc(path: Path, doc: Any) -> Path:
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


Edit = Callable[[dict[str, Any]], Any]


def _set(key: str, value: Any) -> Edit:
    def edit(doc: dict[str, Any]) -> Any:
        doc[key] = value
        return doc

    return edit


def _drop(key: str) -> Edit:
    def edit(doc: dict[str, Any]) -> Any:
        del doc[key]
        return doc

    return edit


def _edit_action(index: int, value: Any) -> Edit:
    def edit(doc: dict[str, Any]) -> Any:
        doc["actions"][index] = value
        return doc

    return edit


def _wrong_player(doc: dict[str, Any]) -> Any:
    player, kind, args = doc["actions"][4]
    doc["actions"][4] = [(player + 1) % 3, kind, args]
    return doc


def _extra_action_after_end(doc: dict[str, Any]) -> Any:
    session = _played(actions=None, seed=11, players=2)
    from elasund_desktop.persistence.saves import session_to_json

    done = session_to_json(session)
    done["actions"].append([0, "roll", []])
    return done


DOC_CASES: list[tuple[str, Edit, str, dict[str, Any]]] = [
    ("a list, not an object", lambda d: [d], "wrong_format", {}),
    ("another format name", _set("format", "chess-save"), "wrong_format", {}),
    ("no format name", _drop("format"), "wrong_format", {}),
    ("newer format version", _set("format_version", 3), "newer_version", {"version": 3}),
    ("format version as text", _set("format_version", "1"), "bad_structure", {}),
    ("unknown game", _set("game_id", "chess"), "unknown_game", {"game": "chess"}),
    ("other rules version", _set("rules_version", 99), "rules_version_mismatch", {"saved": 99}),
    ("seed missing", _drop("seed"), "bad_structure", {"field": "seed"}),
    ("seed as text", _set("seed", "7"), "bad_structure", {"field": "seed"}),
    ("seed as bool", _set("seed", True), "bad_structure", {"field": "seed"}),
    ("actions not a list", _set("actions", {}), "bad_structure", {"field": "actions"}),
    ("malformed action", _edit_action(2, [0, "roll"]), "bad_structure", {"field": "actions[2]"}),
    (
        "action argument is an object",
        _edit_action(2, [0, "play", [{"x": 1}]]),
        "bad_structure",
        {"field": "actions[2]"},
    ),
    ("too many players", _set("config", {"num_players": 9, "options": {}}), "bad_structure", {}),
    (
        "options rejected by the rules",
        _set("config", {"num_players": 3, "options": {"target": 7}}),
        "bad_structure",
        {"field": "config"},
    ),
    (
        "seat without name",
        _set("seats", [{"colour": 0, "controller": "human"}] * 3),
        "bad_structure",
        {"field": "seats[0]"},
    ),
    ("finished flag missing", _drop("finished"), "bad_structure", {"field": "finished"}),
    ("digest missing", _drop("digest"), "bad_structure", {"field": "digest"}),
    ("action of the wrong player", _wrong_player, "illegal_action", {"index": 4, "number": 5}),
    ("unknown action kind", _edit_action(0, [0, "fly", []]), "illegal_action", {"index": 0}),
    ("action after the end", _extra_action_after_end, "illegal_action", {"reason": "game_over"}),
    ("digest changed", _set("digest", "0" * 64), "digest_mismatch", {}),
    ("finished flag wrong", _set("finished", True), "bad_structure", {"field": "finished"}),
]


@pytest.mark.parametrize(
    ("edit", "reason", "params"),
    [pytest.param(e, r, p, id=name) for name, e, r, p in DOC_CASES],
)
def test_damaged_or_foreign_document_is_refused_with_its_reason(
    tmp_path: Path, registry: Registry, edit: Edit, reason: str, params: dict[str, Any]
) -> None:
    path = _write_doc(tmp_path / "bad.json", edit(_valid_doc()))
    with pytest.raises(SaveError) as info:
        load_session(path, registry)
    assert info.value.reason_key == reason
    for key, value in params.items():
        assert info.value.params[key] == value
    assert info.value.params["file"] == "bad.json"


def test_changed_seed_is_refused(tmp_path: Path, registry: Registry) -> None:
    path = _write_doc(tmp_path / "bad.json", _set("seed", 6)(_valid_doc()))
    with pytest.raises(SaveError) as info:
        load_session(path, registry)
    # Other hands make a logged card illegal, or the same moves end elsewhere.
    assert info.value.reason_key in ("illegal_action", "digest_mismatch")


def test_unknown_game_lists_the_known_games(tmp_path: Path, registry: Registry) -> None:
    path = _write_doc(tmp_path / "bad.json", _set("game_id", "chess")(_valid_doc()))
    with pytest.raises(SaveError) as info:
        load_session(path, registry)
    assert info.value.params["known"] == "fixture"
    assert "known games: fixture" in describe_save_error(info.value)


BYTE_CASES: list[tuple[str, bytes, str]] = [
    ("plain text", b"this is not a save\n", "not_json"),
    ("binary", b"\x89PNG\r\n\x1a\n\x00\x00", "not_json"),
    ("empty file", b"", "truncated"),
    ("json then garbage", b'{"format": 1} trailing', "not_json"),
    ("NaN", b'{"format": NaN}', "not_json"),
    ("deep nesting", b"[" * 100_000 + b"]" * 100_000, "not_json"),
    ("huge number", b'{"seed": ' + b"9" * 5000 + b"}", "not_json"),
]


@pytest.mark.parametrize(
    ("data", "reason"), [pytest.param(d, r, id=name) for name, d, r in BYTE_CASES]
)
def test_bytes_that_are_not_a_save_are_refused(
    tmp_path: Path, registry: Registry, data: bytes, reason: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(data)
    with pytest.raises(SaveError) as info:
        load_session(path, registry)
    assert info.value.reason_key == reason


@pytest.mark.parametrize("fraction", [0.1, 0.5, 0.9, 0.999])
def test_truncated_save_is_refused_as_truncated(
    tmp_path: Path, registry: Registry, fraction: float
) -> None:
    full = save_session(_played(), tmp_path / "full.json").read_bytes()
    path = tmp_path / "cut.json"
    path.write_bytes(full[: int(len(full) * fraction)])
    with pytest.raises(SaveError) as info:
        load_session(path, registry)
    assert info.value.reason_key == "truncated"


def test_truncated_in_the_middle_of_a_utf8_character(registry: Registry) -> None:
    data = '{"format": "elasund-desktop-save", "seats": [{"name": "Ő'.encode()[:-1]
    with pytest.raises(SaveError) as info:
        loads_save(data, registry)
    assert info.value.reason_key == "truncated"


def test_file_over_10_mb_is_refused_before_reading(
    tmp_path: Path, registry: Registry, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "huge.json"
    with open(path, "wb") as handle:
        handle.truncate(MAX_SAVE_BYTES + 1)  # sparse: costs no disk

    class NoRead:
        def __init__(self, *args: Any) -> None:
            self.handle = open(*args)  # noqa: SIM115

        def __enter__(self) -> NoRead:
            return self

        def __exit__(self, *exc: object) -> None:
            self.handle.close()

        def fileno(self) -> int:
            return self.handle.fileno()

        def read(self, *args: Any) -> bytes:
            raise AssertionError("the file was read")

    monkeypatch.setattr(saves, "open", NoRead, raising=False)
    with pytest.raises(SaveError) as info:
        load_session(path, registry)
    monkeypatch.undo()
    assert info.value.reason_key == "too_large"
    assert info.value.params["limit_mb"] == 10


def test_a_too_large_save_names_its_file_path_size_and_the_limit(
    tmp_path: Path, registry: Registry
) -> None:
    mb = 1024 * 1024
    path = tmp_path / "huge.json"
    with open(path, "wb") as handle:
        handle.truncate(12 * mb + mb // 2)  # 12.5 MB, sparse
    with pytest.raises(SaveError) as info:
        load_session(path, registry)
    params = info.value.params
    assert params == {"file": "huge.json", "path": str(path), "size_mb": "12.5", "limit_mb": 10}
    assert type(params["limit_mb"]) is int  # whole megabytes, as the text says
    assert describe_save_error(info.value) == (
        "huge.json is too large to be a saved game (12.5 MB; the limit is 10 MB)."
    )
    # the same refusal for bytes already read (a save sent by another program)
    with pytest.raises(SaveError) as from_bytes:
        loads_save(b" " * (MAX_SAVE_BYTES + 1), registry, source=path)
    assert from_bytes.value.params == {
        "file": "huge.json",
        "path": str(path),
        "size_mb": "10.0",
        "limit_mb": 10,
    }


def test_a_save_is_readable_json_with_one_compact_action_per_line() -> None:
    doc = {
        "format": "x",
        "players": ["Åse"],
        "actions": [[0, "roll", []], [1, "name", ["Ødegård", 2]]],
    }
    text = saves.dumps_save(doc)
    assert text == (
        "{\n"
        '  "format": "x",\n'
        '  "players": ["Åse"],\n'
        '  "actions": [\n'
        '    [0,"roll",[]],\n'
        '    [1,"name",["Ødegård",2]]\n'
        "  ]\n"
        "}\n"
    )
    assert json.loads(text) == doc
    # no actions yet: an empty list on the header's line
    assert saves.dumps_save({"actions": []}) == '{\n  "actions": []\n}\n'


def test_a_save_error_prints_as_its_english_line() -> None:
    err = SaveError("too_large", file="game.json", size_mb="12.5", limit_mb=10)
    assert (
        str(err)
        == describe_save_error(err)
        == ("game.json is too large to be a saved game (12.5 MB; the limit is 10 MB).")
    )


def test_the_default_save_name_is_the_game_and_the_local_minute(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import datetime as real

    class Clock(real.datetime):
        @classmethod
        def now(cls, _tz: Any = None) -> Clock:
            return cls(2026, 11, 30, 2, 45, 59)

    monkeypatch.setattr(saves, "datetime", Clock)
    session = new_session(target=25)
    assert saves.default_save_name(session) == (
        f"{session.config.game_id}-2026-11-30-0245{saves.SAVE_SUFFIX}"
    )


def test_a_save_that_grows_while_it_is_read_is_refused_without_reading_it_all(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The size is asked first; a file that grows after that (another program
    # still writing it) is read only up to one byte past the limit.
    mb = 1024 * 1024
    path = tmp_path / "growing.json"
    with open(path, "wb") as handle:
        handle.truncate(25 * mb)  # sparse
    real_fstat = saves.os.fstat

    def small(fd: int) -> Any:
        class Stat:
            st_size = 100

        return Stat() if fd == opened[0] else real_fstat(fd)

    opened: list[int] = []
    real_open = open

    def tracking_open(*args: Any, **kwargs: Any) -> Any:
        handle = real_open(*args, **kwargs)
        opened.append(handle.fileno())
        return handle

    monkeypatch.setattr(saves.os, "fstat", small)
    monkeypatch.setattr(saves, "open", tracking_open, raising=False)
    with pytest.raises(SaveError) as info:
        saves.read_save_bytes(path)
    monkeypatch.undo()
    assert info.value.reason_key == "too_large"
    assert info.value.params == {
        "file": "growing.json",
        "path": str(path),
        "size_mb": "10.0",  # what was read: the limit and one byte, not 25 MB
        "limit_mb": 10,
    }


def test_an_unreadable_save_names_its_file_path_and_the_systems_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "gone.json"
    with pytest.raises(SaveError) as info:
        saves.read_save_bytes(path)
    assert info.value.params == {
        "file": "gone.json",
        "path": str(path),
        "detail": os.strerror(errno.ENOENT),
    }
    # a folder without a name of its own (the root) is named by its whole path
    root_path = Path(tmp_path.anchor)
    with pytest.raises(SaveError) as root:
        saves.read_save_bytes(root_path)
    assert root.value.params["file"] == root.value.params["path"] == str(root_path)

    def no_message(*_args: Any, **_kwargs: Any) -> Any:
        raise PermissionError()  # no strerror: the kind of error is the detail

    monkeypatch.setattr(saves, "open", no_message, raising=False)
    with pytest.raises(SaveError) as bare:
        saves.read_save_bytes(path)
    assert bare.value.params["detail"] == "PermissionError"


def test_a_reason_whose_text_lacks_a_value_still_gives_one_line() -> None:
    # a too_large error without its sizes: the sentence cannot be filled in
    err = SaveError("too_large", file="game.json")
    assert describe_save_error(err) == "game.json cannot be loaded (too_large)."
    assert describe_save_error(SaveError("too_large")) == "The file cannot be loaded (too_large)."


@pytest.mark.parametrize("make", ["missing", "folder"])
def test_unreadable_path_is_refused(tmp_path: Path, registry: Registry, make: str) -> None:
    path = tmp_path / "x.json"
    if make == "folder":
        path.mkdir()
    with pytest.raises(SaveError) as info:
        load_session(path, registry)
    assert info.value.reason_key == "unreadable"
    assert info.value.params["detail"]


def test_every_reason_has_one_english_line() -> None:
    samples = {
        "unreadable": {"detail": "No such file or directory"},
        "too_large": {"size_mb": "11.0", "limit_mb": 10},
        "newer_version": {"version": 2, "supported": 1},
        "unknown_game": {"game": "chess", "known": "elasund, catan"},
        "rules_version_mismatch": {"game": "Elasund", "saved": 1, "current": 2},
        "bad_structure": {"field": "seed"},
        "illegal_action": {"index": 3, "number": 4, "reason": "not_your_turn"},
    }
    for key in SAVE_ERROR_TEXTS:
        line = describe_save_error(SaveError(key, file="game.json", **samples.get(key, {})))
        assert "\n" not in line and "{" not in line and line.startswith(("game.json", "Cannot"))
    assert "cannot be loaded" in describe_save_error(SaveError("something_new"))


def test_every_reason_key_is_produced_by_some_test() -> None:
    covered = {r for _, _, r, _ in DOC_CASES} | {r for _, _, r in BYTE_CASES}
    covered |= {"too_large", "unreadable"}
    assert covered == set(SAVE_ERROR_TEXTS)


# -- mutation property -------------------------------------------------------------
_SAVE_BYTES: dict[str, tuple[bytes, str]] = {}


def _reference(registry: Registry) -> tuple[bytes, str]:
    if "ref" not in _SAVE_BYTES:
        from elasund_desktop.persistence.saves import dumps_save, session_to_json

        session = _played(actions=45, seed=21)
        _SAVE_BYTES["ref"] = (dumps_save(session_to_json(session)).encode(), session.digest())
    return _SAVE_BYTES["ref"]


mutation = st.one_of(
    st.tuples(st.just("set"), st.integers(0, 10**6), st.integers(0, 255)),
    st.tuples(st.just("delete"), st.integers(0, 10**6), st.integers(1, 8)),
    st.tuples(st.just("insert"), st.integers(0, 10**6), st.integers(0, 255)),
    st.tuples(st.just("cut"), st.integers(0, 10**6), st.just(0)),
)


def _mutate(data: bytes, edits: list[tuple[str, int, int]]) -> bytes:
    buf = bytearray(data)
    for kind, pos, value in edits:
        i = pos % (len(buf) + 1)
        if kind == "set" and i < len(buf):
            buf[i] = value
        elif kind == "delete":
            del buf[i : i + value]
        elif kind == "insert":
            buf[i:i] = bytes([value])
        elif kind == "cut":
            del buf[i:]
    return bytes(buf)


@settings(
    max_examples=300,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(edits=st.lists(mutation, min_size=1, max_size=3))
def test_mutated_save_is_refused_cleanly_or_replays_identically(
    registry: Registry, edits: list[tuple[str, int, int]]
) -> None:
    data, digest = _reference(registry)
    mutated = _mutate(data, edits)
    try:
        loaded = loads_save(mutated, registry, source="mutated.json")
    except SaveError as err:
        assert err.reason_key in SAVE_ERROR_TEXTS
        describe_save_error(err)
        return
    assert loaded.session.digest() == digest


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(index=st.integers(0, 44), player=st.integers(-1, 4), card=st.integers(-2, 7))
def test_forged_action_is_refused_cleanly_or_replays_identically(
    registry: Registry, index: int, player: int, card: int
) -> None:
    data, digest = _reference(registry)
    doc = json.loads(data)
    kind = doc["actions"][index][1]
    doc["actions"][index] = [player, kind, [card] if kind in ("pay", "play") else []]
    try:
        loaded = loads_save(json.dumps(doc).encode(), registry)
    except SaveError as err:
        assert err.reason_key in ("illegal_action", "digest_mismatch")
        return
    assert loaded.session.digest() == digest


def _leaves(doc: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    if isinstance(doc, dict):
        return [p for k, v in doc.items() for p in _leaves(v, (*prefix, k))] or [prefix]
    if isinstance(doc, list):
        return [p for i, v in enumerate(doc) for p in _leaves(v, (*prefix, i))] or [prefix]
    return [prefix]


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 30) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner),
    max_leaves=4,
)


@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(choice=st.integers(0, 10**6), value=json_values)
def test_any_changed_field_is_refused_cleanly_or_replays_identically(
    registry: Registry, choice: int, value: Any
) -> None:
    data, digest = _reference(registry)
    doc = json.loads(data)
    leaves = [p for p in _leaves(doc) if p]
    path = leaves[choice % len(leaves)]
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    parent[path[-1]] = value
    try:
        loaded = loads_save(json.dumps(doc).encode(), registry)
    except SaveError as err:
        assert err.reason_key in SAVE_ERROR_TEXTS
        return
    assert loaded.session.digest() == digest
