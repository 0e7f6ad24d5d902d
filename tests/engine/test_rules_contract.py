"""engine/rules.py: the data shapes every game shares (actions, events, refusals).

Saves depend on `Action.to_json` / `from_json` being exact inverses and on
`from_json` refusing every malformed shape, each on its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from elasund_desktop.engine.codec import to_plain
from elasund_desktop.engine.rules import Action, Event, GameConfig, IllegalAction, Outcome
from elasund_desktop.engine.session import ReplayError, Session, SessionConfig
from tests.engine.test_session import CountRules


def test_action_json_round_trip_with_nested_arguments() -> None:
    action = Action(2, "build_at", (3, ("a", (1, 2)), None, True))
    data = action.to_json()
    assert data == [2, "build_at", [3, ["a", [1, 2]], None, True]]
    back = Action.from_json(data)
    assert back == action and back.args[1] == ("a", (1, 2))
    assert hash(back) == hash(action)  # lists became tuples again: hashable


@pytest.mark.parametrize(
    "data",
    [
        "P0:roll",
        [0, "roll"],
        [0, "roll", [], 1],
        [True, "roll", []],  # a bool is not a seat
        ["0", "roll", []],
        [0, 5, []],  # the kind must be text
        [0, None, []],
        [0, "roll", ()],  # arguments are a JSON list
        [0, "roll", {"a": 1}],
    ],
)
def test_from_json_refuses_each_malformed_shape(data: Any) -> None:
    with pytest.raises(ValueError, match="malformed action"):
        Action.from_json(data)


def test_action_str_for_logs() -> None:
    assert str(Action(0, "roll")) == "P0:roll()"
    assert str(Action(1, "build", ("house", (1, 2)))) == "P1:build('house', (1, 2))"


def test_illegal_action_carries_its_reason_and_parameters() -> None:
    err = IllegalAction("not_enough_gold", need=3, have=1)
    assert err.reason_key == "not_enough_gold" and err.params == {"need": 3, "have": 1}
    assert err.args == ("not_enough_gold", {"need": 3, "have": 1})
    assert str(err) == "not_enough_gold(have=1, need=3)"
    assert str(IllegalAction("game_over")) == "game_over"


def test_event_parameters_are_sorted_and_readable_as_a_dict() -> None:
    event = Event.make("income", player=1, gold=2)
    assert event.params == (("gold", 2), ("player", 1))
    assert event.as_dict() == {"gold": 2, "player": 1}
    assert Event.make("x", b=1, a=2) == Event.make("x", a=2, b=1)


def test_game_config_option_default() -> None:
    config = GameConfig(3, {"target": 25})
    assert config.option("target") == 25 and config.option("other", 7) == 7
    assert config.option("other") is None and GameConfig(2).options == {}


def test_outcome_reason_defaults_to_score() -> None:
    assert Outcome((0,), (3, 1)).reason == "score"


def test_replay_error_keeps_the_index_and_cause_in_its_arguments() -> None:
    cause = IllegalAction("bad")
    err = ReplayError(4, cause)
    assert err.index == 4 and err.cause is cause and err.args == (4, cause)


# -- a state without a random generator: no barrier is invented ----------------------------
@dataclass(frozen=True)
class NoRng:
    value: int = 0


class NoRngRules(CountRules):
    def setup(self, config: GameConfig, seed: int) -> Any:
        return NoRng(0)

    def apply(self, state: Any, action: Action) -> Any:
        from elasund_desktop.engine.rules import Transition

        return Transition(NoRng(state.value + 1))


def test_a_state_without_rng_is_no_barrier_by_itself() -> None:
    rules: Any = NoRngRules()
    session: Session[Any] = Session(rules, SessionConfig("count", GameConfig(1), 1))
    session.apply(Action(0, "add", (1,)))
    assert list(session.barriers) == [False] and session.can_undo()


# -- codec: slots given as one string, inherited and private slots ----------------------------
class OneSlot:
    __slots__ = "only"

    def __init__(self) -> None:
        self.only = 5


class WithWeakref:
    __slots__ = ("__weakref__", "x")

    def __init__(self) -> None:
        self.x = 1


class Repeated(WithWeakref):
    __slots__ = ("y",)

    def __init__(self) -> None:
        super().__init__()
        self.y = 2


def test_slots_written_as_one_string_and_private_slots() -> None:
    assert to_plain(OneSlot()) == {"only": 5}
    assert to_plain(WithWeakref()) == {"x": 1}
    assert to_plain(Repeated()) == {"x": 1, "y": 2}


def test_in_substep_is_false_for_a_game_without_the_hook() -> None:
    """The hook is optional: no method, or an attribute that is not one, means no sub-step."""
    from elasund_desktop.engine.rules import in_substep

    class Plain:
        pass

    class NotCallable:
        in_substep = True

    class Hooked:
        def in_substep(self, state: object) -> object:
            return state  # truthy or not: the answer is its bool

    assert in_substep(Plain(), object()) is False
    assert in_substep(NotCallable(), object()) is False
    assert in_substep(Hooked(), [1]) is True and in_substep(Hooked(), []) is False


def test_the_determinize_hook_is_found_only_when_it_can_be_called() -> None:
    from types import SimpleNamespace

    from elasund_desktop.engine.rules import determinizer

    def determinize(state: Any, viewer: int, rng: Any) -> Any:
        return state

    assert determinizer(SimpleNamespace(determinize=determinize)) is determinize
    assert determinizer(object()) is None  # a game without the hook
    assert determinizer(SimpleNamespace(determinize="not a function")) is None
