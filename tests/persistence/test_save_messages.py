"""What a refused save says (issue 25, Rules and messages): the game's name reads
naturally in the rules-version refusal, and a damaged log names the rules'
refusal in words, never its internal key such as "(not_your_turn)"."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Seat, Session, SessionConfig
from elasund_desktop.games import default_registry
from elasund_desktop.persistence.saves import (
    UNREADABLE_MOVE_TEXT,
    SaveError,
    describe_save_error,
    dumps_save,
    load_session,
    session_to_json,
)


def test_the_rules_version_refusal_names_the_game_once() -> None:
    """"of the The Palaces of Carrara rules": a title with its own article."""
    err = SaveError(
        "rules_version_mismatch", file="c.carrara", game="The Palaces of Carrara", saved=1, current=2
    )
    line = describe_save_error(err)
    assert "version 1 of the rules of The Palaces of Carrara;" in line
    assert "the The" not in line


def _elasund_save(tmp_path: Path, actions: list[list[Any]]) -> Path:
    """A new 2-player Elasund game of Anna and Bo whose log is replaced by `actions`."""
    seats = (Seat("Anna", 0, "human"), Seat("Bo", 1, "human"))
    config = SessionConfig("elasund", GameConfig(2, {}), 5, seats)
    session: Session[Any] = Session(default_registry().get("elasund").rules(), config)
    doc = session_to_json(session)
    doc["actions"] = actions
    path = tmp_path / "damaged.elasund"
    path.write_text(dumps_save(doc), "utf-8")
    return path


def _refused(path: Path) -> SaveError:
    with pytest.raises(SaveError) as info:
        load_session(path, default_registry())
    assert info.value.reason_key == "illegal_action"
    return info.value


def _starting_player() -> int:
    rules = default_registry().get("elasund").rules()
    return int(rules.setup(GameConfig(2, {}), 5).current)


def test_a_move_of_the_wrong_player_says_whose_decision_it_was(tmp_path: Path) -> None:
    first = _starting_player()
    names = ("Anna", "Bo")
    err = _refused(_elasund_save(tmp_path, [[1 - first, "roll", []]]))
    assert err.params["reason"] == "not_your_turn"  # the key stays for programs
    assert err.refusal is not None and err.refusal.params == {"player": first}
    line = describe_save_error(err)
    assert line == (
        f"damaged.elasund is damaged: move 1 of its game log is not legal. "
        f"It is {names[first]}'s decision now."
    )
    assert "not_your_turn" not in line


def test_a_move_of_a_kind_the_step_does_not_take_says_so_in_words(tmp_path: Path) -> None:
    first = _starting_player()
    err = _refused(_elasund_save(tmp_path, [[first, "fly", []]]))
    assert (err.params["reason"], err.params["number"]) == ("wrong_step", 1)
    assert describe_save_error(err).endswith(
        "is not legal. That is not possible at this step of the turn."
    )


def test_a_forged_move_that_breaks_the_rules_is_unreadable_not_an_exception_name() -> None:
    err = SaveError("illegal_action", file="x.elasund", index=0, number=1, reason="KeyError")
    line = describe_save_error(err)
    assert line == f"x.elasund is damaged: move 1 of its game log is not legal. {UNREADABLE_MOVE_TEXT}"
    assert "KeyError" not in line
