"""engine/session.py: the log, undo across information barriers, replay."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pytest

from elasund_desktop.engine.codec import digest
from elasund_desktop.engine.rules import (
    Action,
    Event,
    GameConfig,
    IllegalAction,
    OptionSpec,
    Transition,
)
from elasund_desktop.engine.session import ReplayError, Seat, Session, SessionConfig
from elasund_desktop.games import default_registry
from tests.bounded import Bound


# -- a counter game whose transitions say exactly what the session must do -------------
@dataclass(frozen=True)
class Count:
    value: int = 0
    rng: int = 0


class CountRules:
    """`add(k)` adds k; `secret` says barrier=True; `dice` moves the rng without saying so."""

    game_id = "count"
    rules_version = 1
    min_players = 1
    max_players = 1
    options: Sequence[OptionSpec] = ()

    def setup(self, config: GameConfig, seed: int) -> Count:
        return Count(0, seed)

    def to_move(self, state: Count) -> int | None:
        return None if state.value >= 100 else 0

    def legal_actions(self, state: Count) -> list[Action]:
        return [Action(0, "add", (1,)), Action(0, "secret"), Action(0, "dice")]

    def apply(self, state: Count, action: Action) -> Transition[Count]:
        if action.kind == "add" and action.args and action.args[0] > 0:
            return Transition(Count(state.value + action.args[0], state.rng), (Event("added"),))
        if action.kind == "secret":
            return Transition(Count(state.value, state.rng), barrier=True)
        if action.kind == "dice":
            return Transition(Count(state.value, state.rng + 1))
        raise IllegalAction("bad", kind=action.kind)

    def view(self, state: Count, player: int | None) -> dict[str, Any]:
        return {"value": state.value}

    def outcome(self, state: Count) -> None:
        return None

    def scores(self, state: Count) -> tuple[int, ...]:
        return (state.value,)

    def turn_number(self, state: Count) -> int:
        return state.value

    def metrics(self, state: Count) -> dict[str, tuple[float, ...]]:
        return {}


def count_session(seed: int = 5) -> Session[Count]:
    return Session(CountRules(), SessionConfig("count", GameConfig(1), seed))


ADD = Action(0, "add", (1,))


def test_apply_logs_state_action_events_and_barrier() -> None:
    s = count_session()
    assert s.state == Count(0, 5) and len(s.states) == 1
    tr = s.apply(Action(0, "add", (3,)))
    assert s.state == tr.state == Count(3, 5)
    assert list(s.actions) == [Action(0, "add", (3,))]
    assert list(s.events) == [(Event("added"),)]
    assert list(s.barriers) == [False]
    assert list(s.states) == [Count(0, 5), Count(3, 5)]
    assert s.digest() == digest(Count(3, 5))


def test_an_illegal_action_changes_nothing() -> None:
    s = count_session()
    s.apply(ADD)
    with pytest.raises(IllegalAction):
        s.apply(Action(0, "add", (-1,)))
    assert s.state == Count(1, 5) and len(s.actions) == 1 and len(s.serials) == 1
    assert len(s.states) == 2 and len(s.events) == 1 and len(s.barriers) == 1


def test_undo_takes_back_exactly_the_last_action() -> None:
    s = count_session()
    s.apply(ADD)
    s.apply(Action(0, "add", (2,)))
    assert s.can_undo()
    assert s.undo() == Action(0, "add", (2,))
    assert s.state == Count(1, 5) and list(s.actions) == [ADD]
    assert len(s.states) == 2 and len(s.events) == 1 and len(s.barriers) == 1
    assert len(s.serials) == 1


def test_nothing_to_undo_at_the_start() -> None:
    s = count_session()
    assert not s.can_undo() and not s.can_undo(free=True)
    with pytest.raises(IllegalAction) as info:
        s.undo(free=True)
    assert info.value.reason_key == "undo_blocked"


@pytest.mark.parametrize("kind", ["secret", "dice"])
def test_a_barrier_blocks_undo_unless_free(kind: str) -> None:
    """`secret` declares a barrier; `dice` moves the random generator, always a barrier."""
    s = count_session()
    s.apply(ADD)
    s.apply(Action(0, kind))
    assert list(s.barriers) == [False, True]
    assert not s.can_undo()
    with pytest.raises(IllegalAction) as info:
        s.undo()
    assert info.value.reason_key == "undo_blocked"
    assert len(s.actions) == 2
    assert s.can_undo(free=True)
    assert s.undo(free=True) == Action(0, kind)
    assert s.can_undo()  # the action before the barrier is an ordinary one


def test_free_undo_crosses_several_barriers() -> None:
    s = count_session()
    for action in (ADD, Action(0, "dice"), ADD, Action(0, "secret"), ADD):
        s.apply(action)
    assert s.undo() == ADD
    assert not s.can_undo()
    for _ in range(4):
        s.undo(free=True)
    assert s.state == Count(0, 5) and not s.actions


def test_serials_are_unique_and_new_after_undo() -> None:
    s = count_session()
    s.apply(ADD)
    s.apply(ADD)
    first = list(s.serials)
    assert len(set(first)) == 2
    s.undo()
    s.apply(ADD)
    assert s.serials[0] == first[0] and s.serials[1] not in first
    other = count_session()
    other.apply(ADD)
    assert other.serials[0] not in (*first, s.serials[1])


def test_replay_rebuilds_the_same_session() -> None:
    s = count_session()
    for action in (ADD, Action(0, "secret"), Action(0, "add", (4,)), Action(0, "dice")):
        s.apply(action)
    r: Session[Count] = Session.replay(CountRules(), s.config, s.actions)
    assert list(r.states) == list(s.states) and list(r.barriers) == list(s.barriers)


def test_replay_raises_replay_error_with_the_index_on_an_illegal_action() -> None:
    rules: Any = CountRules()
    with pytest.raises(ReplayError) as info:
        Session.replay(rules, count_session().config, [ADD, ADD, Action(0, "add", (0,)), ADD])
    assert info.value.index == 2
    assert isinstance(info.value.cause, IllegalAction)
    assert info.value.cause.reason_key == "bad"


def test_delegates_to_the_rules() -> None:
    s = count_session()
    assert s.to_move() == 0 and not s.is_over() and s.outcome() is None
    assert s.legal_actions() == CountRules().legal_actions(s.state)
    s.apply(Action(0, "add", (100,)))
    assert s.to_move() is None and s.is_over()


def test_seat_is_human_only_for_the_human_controller() -> None:
    assert Seat("Ann", 0).is_human
    assert not Seat("Bot", 1, "random").is_human


# -- real games: a roll is never undone, except with free undo -------------------------------
@pytest.mark.parametrize("game", ["elasund", "catan"])
def test_a_roll_cannot_be_undone_in_a_real_game(game: str) -> None:
    spec = default_registry().get(game)
    rules = spec.rules()
    s: Session[Any] = Session(rules, SessionConfig(game, GameConfig(3), 4))
    bound = Bound(400, "the first roll")
    while not any(a.kind == "roll" for a in s.legal_actions()):  # Catan: set-up first
        bound.step()
        s.apply(s.legal_actions()[0])
    before = len(s.actions)
    s.apply(next(a for a in s.legal_actions() if a.kind == "roll"))
    assert s.barriers[-1] is True
    assert not s.can_undo()
    with pytest.raises(IllegalAction):
        s.undo()
    assert len(s.actions) == before + 1
    assert s.undo(free=True).kind == "roll"
    assert len(s.actions) == before


def test_a_copy_is_independent_and_plays_on_on_its_own() -> None:
    """The replay window works on a copy: moves and undos on either side never reach the
    other, and the copy can itself be played and undone."""
    s = count_session()
    s.apply(ADD)
    s.apply(Action(0, "add", (2,)))
    twin = s.copy()
    assert twin.rules is s.rules and twin.config == s.config
    assert list(twin.states) == list(s.states) and list(twin.actions) == list(s.actions)
    assert list(twin.events) == list(s.events) and list(twin.barriers) == list(s.barriers)
    assert list(twin.serials) == list(s.serials)
    s.undo()
    s.apply(Action(0, "add", (5,)))
    assert twin.state == Count(3, 5) and len(twin.actions) == 2
    twin.apply(ADD)
    assert twin.state == Count(4, 5) and s.state == Count(6, 5)
    assert twin.undo() == ADD and len(twin.serials) == 2
    assert len(s.actions) == 2 and len(s.serials) == 2


def test_a_copy_keeps_its_whole_history_when_the_original_undoes() -> None:
    """Every list of the copy's history is its own: after the original takes
    back a move the copy still has that move's state, event, barrier and serial
    (a copy that shared its barrier list had 2 actions and 1 barrier here, and
    its undo then read another move's barrier)."""
    s = count_session()
    s.apply(Action(0, "secret"))  # a barrier
    s.apply(ADD)
    twin = s.copy()
    s.undo()
    assert len(s.actions) == 1
    assert len(twin.actions) == len(twin.states) - 1 == 2
    assert list(twin.barriers) == [True, False]
    assert len(twin.events) == len(twin.serials) == 2
    assert twin.can_undo() and twin.undo() == ADD
    assert not twin.can_undo()  # the secret's barrier, still the copy's own
    s.apply(Action(0, "secret"))
    assert list(twin.barriers) == [True] and len(twin.serials) == 1
