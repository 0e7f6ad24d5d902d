"""The contract every game implements.

A game is a `Rules` object over immutable (or never-mutated) states.  The
engine never speaks words: illegal moves and log lines are *keys with
parameters* that the user interface turns into sentences in the player's
language.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar, runtime_checkable

if TYPE_CHECKING:
    from .rng import Rng

JsonScalar = int | str | bool | None
# Action arguments are scalars or (nested) tuples of scalars: hashable, and
# JSON-serialisable by turning tuples into lists.
ArgValue = Any


def _freeze(value: Any) -> Any:
    """Turn JSON lists back into tuples so actions stay hashable."""
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    return value


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


@dataclass(frozen=True, slots=True)
class Action:
    """What a player decided: who, what kind, and the arguments of the step.

    One generic shape for every game keeps saves, replay and the bots
    independent of the games.  `args` is a tuple of scalars or tuples.
    """

    player: int
    kind: str
    args: tuple[ArgValue, ...] = ()

    def to_json(self) -> list[Any]:
        return [self.player, self.kind, [_thaw(a) for a in self.args]]

    @staticmethod
    def from_json(data: Any) -> Action:
        if (
            not isinstance(data, list)
            or len(data) != 3
            or not isinstance(data[0], int)
            or isinstance(data[0], bool)
            or not isinstance(data[1], str)
            or not isinstance(data[2], list)
        ):
            raise ValueError("malformed action")
        return Action(data[0], data[1], tuple(_freeze(a) for a in data[2]))

    def __str__(self) -> str:
        inner = ", ".join(repr(a) for a in self.args)
        return f"P{self.player}:{self.kind}({inner})"


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for the game log, animations and statistics."""

    key: str
    params: tuple[tuple[str, Any], ...] = ()

    @staticmethod
    def make(key: str, **params: Any) -> Event:
        return Event(key, tuple(sorted(params.items())))

    def as_dict(self) -> dict[str, Any]:
        return dict(self.params)


class IllegalAction(Exception):
    """An action the rules refuse, with a translatable reason key."""

    def __init__(self, reason_key: str, **params: Any) -> None:
        super().__init__(reason_key, params)
        self.reason_key = reason_key
        self.params = params

    def __str__(self) -> str:
        if not self.params:
            return self.reason_key
        inner = ", ".join(f"{k}={v!r}" for k, v in sorted(self.params.items()))
        return f"{self.reason_key}({inner})"


S = TypeVar("S")


@dataclass(frozen=True, slots=True)
class Transition(Generic[S]):
    """The result of applying an action.

    `barrier` is True when the action revealed hidden information or consumed
    randomness: undo never goes back past such an action (unless free undo is
    on), because the player would know what a redo would bring.
    """

    state: S
    events: tuple[Event, ...] = ()
    barrier: bool = False


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game: winners (seat indices), final scores, why it ended."""

    winners: tuple[int, ...]
    scores: tuple[int, ...]
    reason: str = "score"


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """A variant option a game offers in the New Game dialog.

    `label` and choice labels are English source texts; the UI translates
    them in the game's translation context.
    """

    key: str
    label: str
    default: JsonScalar
    choices: tuple[tuple[JsonScalar, str], ...] = ()


# A configuration entry beside the variant options, in no game's `options`
# (so the New Game dialog shows nothing for it): True when every seat of the game
# is a computer player.  It is written where the seats are chosen
# (`engine.session.seat_options`) and saved with the options.  A game that could
# run on forever with nobody at the table to stop it may end such a game (Elasund:
# a turn limit when its house rule is off); other games ignore it.
COMPUTERS_ONLY = "computers_only"


@dataclass(frozen=True, slots=True)
class GameConfig:
    """What the rules need to set a game up: player count and variant options."""

    num_players: int
    options: Mapping[str, JsonScalar] = field(default_factory=dict)

    def option(self, key: str, default: JsonScalar = None) -> JsonScalar:
        return self.options.get(key, default)


@runtime_checkable
class Rules(Protocol[S]):
    """The protocol of a game's rules.  Every method is pure: no input is mutated."""

    game_id: str
    rules_version: int
    min_players: int
    max_players: int
    options: Sequence[OptionSpec]

    def setup(self, config: GameConfig, seed: int) -> S:
        """The starting position for `config`, all randomness drawn from `seed`."""
        ...

    def to_move(self, state: S) -> int | None:
        """The seat that must decide now (also mid-turn decisions of others); None when over."""
        ...

    def legal_actions(self, state: S) -> list[Action]:
        """Every legal action of `to_move(state)`, complete and in a canonical order."""
        ...

    def apply(self, state: S, action: Action) -> Transition[S]:
        """Apply a legal action; raise IllegalAction (and change nothing) otherwise."""
        ...

    def view(self, state: S, player: int | None) -> dict[str, Any]:
        """What `player` may see, as plain JSON data (None: what spectators see)."""
        ...

    def outcome(self, state: S) -> Outcome | None:
        """Winners and scores once the game is over, else None."""
        ...

    def scores(self, state: S) -> tuple[int, ...]:
        """Public scores of every seat now (for panels and the statistics dock)."""
        ...

    def turn_number(self, state: S) -> int:
        """Count of completed turns; the statistics sample after each change."""
        ...

    def metrics(self, state: S) -> dict[str, tuple[float, ...]]:
        """Per-player public numbers worth plotting, keyed by an English label.

        Optional companion (not part of the protocol, looked up with getattr):
        `metric_holders(state) -> {label: (seat or -1, English card name)}` names
        the seat holding a card that goes with a metric; the players table marks it.
        """
        ...


def in_substep(rules: Any, state: Any) -> bool:
    """Is the player to move in the middle of one decision taken in several steps?

    Some decisions are composed of several actions: a building chosen before
    its square, a trade offer put together card by card.  A game says which
    states lie *inside* such a decision with an optional method
    ``in_substep(state) -> bool`` on its rules (not part of `Rules`, so games
    without multi-step decisions need not define it).  The shell then lets the
    player cancel the step in progress (Escape) by taking back the actions
    since the decision began, with no cancel action in the rules.
    """
    check = getattr(rules, "in_substep", None)
    return bool(check(state)) if callable(check) else False


# -- optional hooks ------------------------------------------------------------------
# A game may offer more than `Rules` asks for.  Optional hooks are separate
# protocols so that a game that has not written one yet still satisfies
# `Rules`; `hook(rules, name)` finds one or says it is missing.


@runtime_checkable
class Determinizable(Protocol[S]):
    """The fair view of the world for computer players (optional hook).

    `determinize(state, player, rng)` returns a complete, legal, playable state
    that `player` cannot tell apart from `state`:

    * ``view(result, player) == view(state, player)``;
    * every part hidden from `player` (other players' hands, decks and their
      order, face-down tiles, and the state's random-number position, which
      decides every future draw) is *sampled* with `rng` from what `player`
      knows: the view, plus what the rules let a player count from the public
      history.  It never copies a hidden value of `state`, so two states that
      differ only in what `player` cannot see give the same result for the
      same `rng`.

    Computer players call it before they look at a state; they never read the
    real one.
    """

    def determinize(self, state: S, player: int, rng: Rng) -> S: ...


def determinizer(rules: object) -> Callable[[Any, int, Rng], Any] | None:
    """The game's `determinize` hook, or None when the game has none yet."""
    fn = getattr(rules, "determinize", None)
    return fn if callable(fn) else None
