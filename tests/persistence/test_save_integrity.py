"""What a save's digest vouches for, and the size limit (issue 7 item 19, issue 14).

* The digest covers the final state AND the action log: a step edited in the
  file whose effect a later step cancelled (here: a step with no effect at
  all) leaves the final state unchanged, and is refused all the same.
* The loader recomputes the digest from its own replay with fresh rules,
  never from the `Session` it hands back: a wrong `Session.digest()` can
  neither write nor vouch for a shortened log.
* Exactly `MAX_SAVE_BYTES` loads; one byte more is refused.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from elasund_desktop.engine import codec
from elasund_desktop.engine.rules import Action, Transition
from elasund_desktop.engine.session import Session
from elasund_desktop.games import Registry
from elasund_desktop.persistence.saves import (
    MAX_SAVE_BYTES,
    SaveError,
    dumps_save,
    load_session,
    loads_save,
    read_save_bytes,
    save_session,
    session_to_json,
)
from tests.fixture_game import FIXTURE_SPEC, FixtureRules, FixtureState, new_session, play_random


class NotingRules(FixtureRules):
    """The fixture game plus `note(x)` at the start of a turn: a step that changes nothing,
    like a choice that a later step of the same turn cancels."""

    def legal_actions(self, state: FixtureState) -> list[Action]:
        out = super().legal_actions(state)
        if state.phase == "start":
            player = self.to_move(state)
            assert player is not None
            out += [Action(player, "note", (0,)), Action(player, "note", (1,))]
        return out

    def apply(self, state: FixtureState, action: Action) -> Transition[FixtureState]:
        if action.kind == "note" and action in self.legal_actions(state):
            return Transition(state)
        return super().apply(state, action)


def _registry(make_rules: Any) -> Registry:
    return Registry([dataclasses.replace(FIXTURE_SPEC, make_rules=make_rules)])


def _doc(session: Session[Any]) -> dict[str, Any]:
    return session_to_json(session)


def _bytes(doc: dict[str, Any]) -> bytes:
    return dumps_save(doc).encode("utf-8")


def test_an_edited_step_whose_effect_was_cancelled_is_refused() -> None:
    registry = _registry(NotingRules)
    session: Session[FixtureState] = new_session(target=25)
    session = Session(NotingRules(), session.config)
    session.apply(Action(0, "note", (0,)))
    play_random(session, max_actions=10)
    doc = _doc(session)
    assert loads_save(_bytes(doc), registry).session.digest() == session.digest()
    doc["actions"][0] = [0, "note", [1]]  # the other choice, with the same (no) effect
    edited = Session.replay(
        NotingRules(), session.config, [Action(0, "note", (1,)), *session.actions[1:]]
    )
    assert edited.state == session.state  # a digest of the final state alone would pass
    with pytest.raises(SaveError) as info:
        loads_save(_bytes(doc), registry)
    assert info.value.reason_key == "digest_mismatch"


def test_the_digest_is_the_final_state_and_the_log_hashed_together() -> None:
    """Recomputed here from a fresh replay with the rules alone (no Session, no saves code)."""
    session = play_random(new_session(target=25), max_actions=20)
    doc = _doc(session)
    rules = FixtureRules()
    state = rules.setup(session.config.game, session.config.seed)
    for item in doc["actions"]:
        state = rules.apply(state, Action.from_json(item)).state
    state_digest = hashlib.sha256(codec.canonical_json(state).encode("ascii")).hexdigest()
    log = json.dumps(doc["actions"], sort_keys=True, separators=(",", ":"))
    expected = hashlib.sha256(f"{state_digest}\n{log}".encode("ascii")).hexdigest()
    assert doc["digest"] == expected


def test_a_wrong_session_digest_cannot_vouch_for_a_shortened_log(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The mutation of issue 14: Session.digest() returning the starting position's digest.
    A save with its last three actions removed must still be refused."""
    monkeypatch.setattr(Session, "digest", lambda self: codec.digest(self.states[0]))
    registry = _registry(FixtureRules)
    session = play_random(new_session(target=25), max_actions=15)
    path = save_session(session, tmp_path / "g.json")
    doc = json.loads(path.read_text("utf-8"))
    doc["actions"] = doc["actions"][:-3]
    with pytest.raises(SaveError) as info:
        loads_save(_bytes(doc), registry)
    assert info.value.reason_key == "digest_mismatch"
    assert load_session(path, registry).state == session.state  # the intact file loads


def test_a_session_that_replays_to_another_state_is_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The loader compares the session it hands back with its own replay."""
    registry = _registry(FixtureRules)
    session = play_random(new_session(target=25), max_actions=15)
    data = _bytes(_doc(session))
    real_apply = Session.apply

    def drop_the_last(self: Session[Any], action: Action) -> Any:
        if len(self.actions) == len(session.actions) - 1:
            return None  # the session silently skips the last action
        return real_apply(self, action)

    monkeypatch.setattr(Session, "apply", drop_the_last)
    with pytest.raises(SaveError) as info:
        loads_save(data, registry)
    assert info.value.reason_key == "digest_mismatch"


def test_format_1_saves_load_with_their_final_state_digest() -> None:
    registry = _registry(FixtureRules)
    session = play_random(new_session(target=25), max_actions=12)
    doc = _doc(session)
    doc["format_version"] = 1
    doc["digest"] = codec.digest(session.state)
    assert loads_save(_bytes(doc), registry).session.state == session.state
    doc["digest"] = session_to_json(session)["digest"]  # a format-2 digest in a format-1 file
    with pytest.raises(SaveError):
        loads_save(_bytes(doc), registry)


class ChokingRules(FixtureRules):
    """Rules that fail with an error other than IllegalAction on a drawn card."""

    def apply(self, state: FixtureState, action: Action) -> Transition[FixtureState]:
        if action.kind == "draw":
            raise ZeroDivisionError("a bug in the rules")
        return super().apply(state, action)


def test_a_rules_error_other_than_illegal_action_is_a_clean_refusal() -> None:
    session = new_session(target=25)
    session.apply(Action(0, "draw"))
    play_random(session, max_actions=4)
    with pytest.raises(SaveError) as info:
        loads_save(_bytes(_doc(session)), _registry(ChokingRules))
    assert info.value.reason_key == "illegal_action"
    assert info.value.params["number"] == 1 and info.value.params["reason"] == "ZeroDivisionError"


# -- the size limit: at the value, one below and one above ----------------------------
def _padded(size: int) -> bytes:
    """A valid save of exactly `size` bytes (JSON allows trailing white space)."""
    data = _bytes(_doc(play_random(new_session(target=25), max_actions=6)))
    assert len(data) <= size
    return data + b" " * (size - len(data))


@pytest.mark.parametrize(
    ("size", "loads"),
    [(MAX_SAVE_BYTES - 1, True), (MAX_SAVE_BYTES, True), (MAX_SAVE_BYTES + 1, False)],
)
def test_size_limit_of_a_save(tmp_path: Path, size: int, loads: bool) -> None:
    registry = _registry(FixtureRules)
    data = _padded(size)
    path = tmp_path / "big.json"
    path.write_bytes(data)
    if loads:
        assert len(read_save_bytes(path)) == size
        assert load_session(path, registry).actions
        assert loads_save(data, registry).session.actions
    else:
        for attempt in (lambda: load_session(path, registry), lambda: loads_save(data, registry)):
            with pytest.raises(SaveError) as info:
                attempt()
            assert info.value.reason_key == "too_large"


# -- every refusal names the file it refuses ---------------------------------------
@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (b"  \n", "truncated"),  # nothing but white space
        (b'{"format": "elasund-desktop-save", "x": "\xe2\x82', "truncated"),  # cut in a character
        (b'{"format": "elasund-desktop-save"}\xff', "not_json"),  # a bad byte at the very end
        (b'{"format": "elasund-desktop-save", "x": NaN}', "not_json"),
        (b'{"format": "elasund-desktop-save", "x": [1, 2', "truncated"),
        (b'{"format": "elasund-desktop-save", "x": 1,,}', "not_json"),
    ],
)
def test_a_refused_save_names_its_file_and_path(tmp_path: Path, data: bytes, reason: str) -> None:
    path = tmp_path / "g.json"
    with pytest.raises(SaveError) as info:
        loads_save(data, _registry(FixtureRules), source=path)
    assert info.value.reason_key == reason
    assert info.value.params == {"file": "g.json", "path": str(path)}


def test_the_loaded_header_keeps_the_app_version_and_the_times(tmp_path: Path) -> None:
    session = play_random(new_session(target=25), max_actions=5)
    doc = _doc(session)
    doc["app_version"], doc["created"], doc["saved"] = "9.8.7", "2026-01-02T03:04:05Z", "later"
    info = loads_save(_bytes(doc), _registry(FixtureRules)).info
    assert (info.app_version, info.created, info.saved) == (
        "9.8.7",
        "2026-01-02T03:04:05Z",
        "later",
    )
    doc["saved"] = 5
    path = tmp_path / "g.json"
    with pytest.raises(SaveError) as bad:
        loads_save(_bytes(doc), _registry(FixtureRules), source=path)
    assert bad.value.params == {"field": "saved", "file": "g.json", "path": str(path)}


def test_a_session_that_drops_a_step_which_changed_nothing_is_refused(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Same final state, one action fewer: the loader counts the actions as well."""
    registry = _registry(NotingRules)
    session: Session[FixtureState] = Session(NotingRules(), new_session(target=25).config)
    session.apply(Action(0, "note", (0,)))
    play_random(session, max_actions=8)
    data = _bytes(_doc(session))
    real_apply = Session.apply

    def skip_the_note(self: Session[Any], action: Action) -> Any:
        if action.kind == "note":
            return None  # the session silently drops the step (it changed nothing)
        return real_apply(self, action)

    monkeypatch.setattr(Session, "apply", skip_the_note)
    path = tmp_path / "g.json"
    with pytest.raises(SaveError) as info:
        loads_save(data, registry, source=path)
    assert info.value.reason_key == "digest_mismatch"
    assert info.value.params == {"file": "g.json", "path": str(path)}


def test_a_session_that_cannot_replay_what_the_rules_accepted_is_a_clean_refusal(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    session = play_random(new_session(target=25), max_actions=6)
    data = _bytes(_doc(session))

    def broken(*_args: Any, **_kwargs: Any) -> Any:
        raise RuntimeError("a bug in the session")

    monkeypatch.setattr(Session, "replay", broken)
    path = tmp_path / "g.json"
    with pytest.raises(SaveError) as info:
        loads_save(data, _registry(FixtureRules), source=path)
    assert info.value.reason_key == "digest_mismatch"
    assert info.value.params == {"file": "g.json", "path": str(path)}


def test_a_refused_action_in_a_save_gives_the_rules_own_reason(tmp_path: Path) -> None:
    from elasund_desktop.engine.rules import IllegalAction

    session = play_random(new_session(target=25), max_actions=4)
    doc = _doc(session)
    mover = session.to_move()
    assert mover is not None
    forged = Action((mover + 1) % 3, "draw")  # out of turn
    with pytest.raises(IllegalAction) as direct:
        FixtureRules().apply(session.state, forged)
    doc["actions"].append(forged.to_json())
    path = tmp_path / "g.json"
    with pytest.raises(SaveError) as info:
        loads_save(_bytes(doc), _registry(FixtureRules), source=path)
    assert info.value.reason_key == "illegal_action"
    assert info.value.params == {
        "index": 4,
        "number": 5,
        "reason": direct.value.reason_key,
        "file": "g.json",
        "path": str(path),
    }


def _nested(lists: int) -> list[Any]:
    """`lists` lists, each the only item of the one around it: [[[...]]]."""
    value: list[Any] = []
    for _ in range(lists - 1):
        value = [value]
    return value


@pytest.mark.parametrize(("lists", "refused"), [(15, False), (16, False), (17, True)])
def test_action_arguments_nest_at_most_16_lists_deep(lists: int, refused: bool) -> None:
    # The arguments list itself counts: 16 levels are read, the 17th is refused
    # as a malformed action before any rules see it.
    session = play_random(new_session(target=25), max_actions=3)
    doc = _doc(session)
    doc["actions"].append([0, "draw", _nested(lists)])
    with pytest.raises(SaveError) as info:
        loads_save(_bytes(doc), _registry(FixtureRules))
    if refused:
        assert info.value.reason_key == "bad_structure"
        assert info.value.params["field"] == "actions[3]"
    else:  # well formed: the rules refuse it
        assert info.value.reason_key == "illegal_action"


def test_an_unknown_game_is_refused_with_the_games_this_version_knows(tmp_path: Path) -> None:
    from elasund_desktop.games import Registry

    doc = _doc(play_random(new_session(target=25), max_actions=2))
    doc["game_id"] = "chess"
    path = tmp_path / "g.json"
    two = Registry([FIXTURE_SPEC, dataclasses.replace(FIXTURE_SPEC, game_id="other")])
    for registry, known in ((two, "fixture, other"), (Registry([]), "none")):
        with pytest.raises(SaveError) as info:
            loads_save(_bytes(doc), registry, source=path)
        assert info.value.params == {
            "game": "chess",
            "known": known,
            "file": "g.json",
            "path": str(path),
        }


def test_a_save_of_other_rules_names_the_game_and_both_versions(tmp_path: Path) -> None:
    doc = _doc(play_random(new_session(target=25), max_actions=2))
    doc["rules_version"] = 7
    path = tmp_path / "g.json"
    with pytest.raises(SaveError) as info:
        loads_save(_bytes(doc), _registry(FixtureRules), source=path)
    assert info.value.reason_key == "rules_version_mismatch"
    assert info.value.params == {
        "game": "Fixture Race",
        "saved": 7,
        "current": FixtureRules.rules_version,
        "file": "g.json",
        "path": str(path),
    }


def test_a_config_that_is_not_an_object_is_refused_naming_the_file(tmp_path: Path) -> None:
    doc = _doc(play_random(new_session(target=25), max_actions=2))
    doc["config"] = [3]
    path = tmp_path / "g.json"
    with pytest.raises(SaveError) as info:
        loads_save(_bytes(doc), _registry(FixtureRules), source=path)
    assert info.value.params == {"field": "config", "file": "g.json", "path": str(path)}


def _with_field(tmp_path: Path, key: str, value: Any) -> tuple[Path, SaveError]:
    """A real save with one top-level field replaced, and the refusal of loading it."""
    doc = _doc(play_random(new_session(target=25), max_actions=2))
    doc[key] = value
    path = tmp_path / "g.json"
    with pytest.raises(SaveError) as info:
        loads_save(_bytes(doc), _registry(FixtureRules), source=path)
    return path, info.value


@pytest.mark.parametrize(
    ("config", "field"),
    [
        ({"num_players": 1, "options": {"target": 25}}, "config.num_players"),  # min - 1
        ({"num_players": 5, "options": {"target": 25}}, "config.num_players"),  # max + 1
        ({"num_players": "3", "options": {"target": 25}}, "config.num_players"),
        ({"num_players": True, "options": {"target": 25}}, "config.num_players"),
        ({"num_players": 3, "options": [25]}, "config.options"),
        ({"num_players": 3, "options": {"target": [25]}}, "config.options"),
        ({"num_players": 3, "options": {"target": 25, "x": {"y": 1}}}, "config.options"),
        ({"num_players": 3}, "config.options"),
    ],
)
def test_a_config_out_of_shape_is_refused_naming_its_field(
    tmp_path: Path, config: dict[str, Any], field: str
) -> None:
    path, error = _with_field(tmp_path, "config", config)
    assert error.reason_key == "bad_structure"
    assert error.params == {"field": field, "file": "g.json", "path": str(path)}


@pytest.mark.parametrize("players", [2, 4])
def test_a_config_at_the_player_limits_is_read(players: int) -> None:
    session = play_random(new_session(players=players, target=25), max_actions=3)
    loaded = loads_save(_bytes(_doc(session)), _registry(FixtureRules)).session
    assert loaded.config.game.num_players == players and loaded.state == session.state


_SEAT = {"name": "Åse", "colour": 0, "controller": "random"}


@pytest.mark.parametrize(
    ("seats", "field"),
    [
        ([_SEAT], "seats"),  # one seat for three players
        ([_SEAT, _SEAT], "seats"),
        ([_SEAT] * 4, "seats"),
        ({"0": _SEAT}, "seats"),
        ([_SEAT, _SEAT, {**_SEAT, "name": 3}], "seats[2]"),
        ([_SEAT, {**_SEAT, "colour": "red"}, _SEAT], "seats[1]"),
        ([_SEAT, {**_SEAT, "colour": False}, _SEAT], "seats[1]"),
        ([{**_SEAT, "controller": None}, _SEAT, _SEAT], "seats[0]"),
        ([_SEAT, _SEAT, "Åse"], "seats[2]"),
    ],
)
def test_seats_out_of_shape_are_refused_naming_the_seat(
    tmp_path: Path, seats: Any, field: str
) -> None:
    path, error = _with_field(tmp_path, "seats", seats)
    assert error.reason_key == "bad_structure"
    assert error.params == {"field": field, "file": "g.json", "path": str(path)}


def test_a_save_without_seats_or_with_one_per_player_loads() -> None:
    session = play_random(new_session(target=25), max_actions=2)
    doc = _doc(session)
    doc["seats"] = [_SEAT, {**_SEAT, "colour": 2}, {**_SEAT, "controller": "human"}]
    loaded = loads_save(_bytes(doc), _registry(FixtureRules)).session
    assert [s.colour for s in loaded.config.seats] == [0, 2, 0]
    assert loaded.config.seats[2].controller == "human" and loaded.config.seats[0].name == "Åse"
    doc["seats"] = []
    assert loads_save(_bytes(doc), _registry(FixtureRules)).session.config.seats == ()


@pytest.mark.parametrize(
    ("version", "reason"),
    [(0, "bad_structure"), (-1, "bad_structure"), (True, "bad_structure"), (3, "newer_version")],
)
def test_a_format_version_below_1_or_above_this_programs_is_refused(
    tmp_path: Path, version: Any, reason: str
) -> None:
    doc = _doc(play_random(new_session(target=25), max_actions=2))
    doc["format_version"] = version
    path = tmp_path / "g.json"
    with pytest.raises(SaveError) as info:
        loads_save(_bytes(doc), _registry(FixtureRules), source=path)
    assert info.value.reason_key == reason
    where = {"file": "g.json", "path": str(path)}
    if reason == "bad_structure":
        assert info.value.params == {"field": "format_version", **where}
    else:
        assert info.value.params == {"version": 3, "supported": 2, **where}


def test_bytes_without_a_source_are_called_save_and_read_with_every_game(
    tmp_path: Path,
) -> None:
    from elasund_desktop.engine.rules import GameConfig
    from elasund_desktop.engine.session import SessionConfig
    from elasund_desktop.games import default_registry

    with pytest.raises(SaveError) as info:
        loads_save(b"", _registry(FixtureRules))
    assert info.value.params == {"file": "save", "path": "save"}
    root = tmp_path.anchor  # a source without a name of its own: its whole text
    with pytest.raises(SaveError) as unnamed:
        loads_save(b"", _registry(FixtureRules), source=root)
    assert unnamed.value.params == {"file": root, "path": root}
    # no registry given: the games of this program
    spec = default_registry().get("catan")
    session: Session[Any] = Session(spec.rules(), SessionConfig("catan", GameConfig(3, {}), 5))
    session.apply(session.legal_actions()[0])
    assert loads_save(_bytes(_doc(session))).session.state == session.state
