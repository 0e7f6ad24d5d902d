"""Rules shown on the real board (issue 26, Deliver 3): situations, as plain data.

A situation illustrates one section of a game's rules reference.  It is a real
game: a seed, Easy computer players in every seat, played (by their own
deterministic choices) until seat 0 may play one of the `until` kinds, the
`nth` time that happens.  So every situation is reached by legal actions from a
seed; nothing is built by hand, and the engine validates it by playing there.

At that position:

* `offered`: the action kinds the rule is about; at least one is legal (the
  picture highlights them, the practice board lets the player make them);
* `refused`: moves the rule forbids there, each with the engine's reason key
  (tests/lessons/test_situations.py checks both against the engine).

Captions are English source strings marked with QT_TRANSLATE_NOOP in the
game's `situations` module, in the context `context`, like every other text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..ai.bots import bot_rng, decide, make_bot
from ..engine.rules import Action, GameConfig
from ..engine.session import Seat, Session, SessionConfig
from ..games import Registry, default_registry
from ..i18n.noop import QT_TRANSLATE_NOOP
from .catalogue import game_module
from .model import LEARNER, Lesson, Step

MAX_ACTIONS = 4000  # a situation not reached by then is a bug of its data


@dataclass(frozen=True, slots=True)
class Situation:
    id: str
    section: str  # the rules section it illustrates (RulesSection.section_id)
    caption: str  # what the picture shows, English (QT_TRANSLATE_NOOP in `context`)
    seed: int
    players: int
    until: tuple[str, ...]  # seat 0 may play one of these kinds ...
    nth: int = 1  # ... for the nth time
    offered: tuple[str, ...] = ()  # the kinds the rule is about (defaults to `until`)
    refused: tuple[tuple[Action, str], ...] = ()  # (a move the rule forbids, its reason key)
    options: dict[str, Any] = field(default_factory=dict)

    def offered_kinds(self) -> tuple[str, ...]:
        return self.offered or self.until


@dataclass(frozen=True, slots=True)
class GameSituations:
    game_id: str
    context: str  # translation context of the captions
    situations: tuple[Situation, ...]
    # sections that are about nothing on the board (the components, tips, the
    # program's choices): the only ones without a picture
    not_on_the_board: tuple[str, ...] = ()

    def for_section(self, section_id: str) -> list[Situation]:
        return [s for s in self.situations if s.section == section_id]

    def get(self, situation_id: str) -> Situation:
        for situation in self.situations:
            if situation.id == situation_id:
                return situation
        raise KeyError(situation_id)


def situations_of(game_id: str) -> GameSituations | None:
    """The game's situations (games/<game>/situations.py), or None where it has none yet."""
    found = getattr(game_module(game_id, "situations"), "SITUATIONS", None)
    return found if isinstance(found, GameSituations) else None


def situation_config(game_id: str, situation: Situation, learner: str = "You") -> SessionConfig:
    seats = (
        Seat(learner, 0),
        *(Seat(f"Computer {i}", i, "easy") for i in range(1, situation.players)),
    )
    config = GameConfig(situation.players, dict(situation.options))
    return SessionConfig(game_id, config, situation.seed, seats)


def reach(
    game_id: str,
    situation: Situation,
    learner: str = "You",
    registry: Registry | None = None,
) -> Session[Any]:
    """The situation's game, played by Easy in every seat up to the situation."""
    spec = (registry or default_registry()).get(game_id)
    session: Session[Any] = Session(spec.rules(), situation_config(game_id, situation, learner))
    easy = make_bot("easy")
    seen = 0
    for _ in range(MAX_ACTIONS):
        mover = session.to_move()
        if mover is None:
            break
        legal = session.legal_actions()
        if mover == LEARNER and any(a.kind in situation.until for a in legal):
            seen += 1
            if seen >= situation.nth:
                return session
        rng = bot_rng(situation.seed, len(session.actions))
        session.apply(decide(easy, session.rules, session.state, mover, rng))
    raise ValueError(f"{game_id} situation {situation.id!r} is not reached")


def offered_actions(session: Session[Any], situation: Situation) -> list[Action]:
    """The legal moves the rule is about, at the situation (what the picture highlights)."""
    kinds = situation.offered_kinds()
    return [a for a in session.legal_actions() if a.kind in kinds]


PRACTICE_DONE = QT_TRANSLATE_NOOP(
    "LessonGuide",
    "That is the rule at work. Play on from here as long as you like, or go back to the rules.",
)


def practice_lesson(game_id: str, situations: GameSituations, situation: Situation) -> Lesson:
    """The practice board's one step: make a move the rule is about (any other the
    engine allows is refused with the step's reminder; an illegal one with the rules'
    own reason), then the game may go on."""
    # free: any other move goes to the engine, which refuses an illegal one with the
    # rule's own reason (what the practice board is for) and allows a legal one
    step = Step(situation.id, situation.caption, teach=situation.offered_kinds(), free=True)
    return Lesson(
        game_id=game_id,
        context=situations.context,
        players=situation.players,
        seed=situation.seed,
        bots=("easy",) * (situation.players - 1),
        steps=(step,),
        options=dict(situation.options),
        final=PRACTICE_DONE,
        final_context="LessonGuide",
        practice=True,
    )
