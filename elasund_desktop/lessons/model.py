"""What a lesson is: a fixed game and its steps, as plain data.

A lesson is a game set up from a fixed seed with the learner in seat 0 and
computer players in the other seats, and two lists of steps:

* `steps`, taught in order.  A step whose `teach` names action kinds waits for
  the learner to be on move with one of them legal, highlights those actions
  and is done after `times` of them; a step without `teach` is read and
  confirmed ("Next").  A step that teaches a run of moves of unknown length
  (blocks taken one by one until the player stops) is `while_legal`: it is
  done once, after a taught move, none of its kinds is legal for the learner
  any more.  Unless the step is `free`, any other move is refused with the
  step's own reminder (`LessonRun.refusal`), which brings the learner back
  gently.  A learner who deviates in a free step may make the move a later
  step teaches (scores a city before the step about city scoring comes): a
  later step marked `done_early` is then done already and skipped.  A step may
  also have a `waiting` text, shown instead of its
  `text` until the learner is first on move with one of its moves legal (a
  step that waits many turns for enough gold says so, rather than "you can
  build now" while nothing can be built).  `args_in` narrows the taught moves
  by their arguments, where one kind covers moves a first game meets apart
  (Elfenland's "travel" is a road, a river or a caravan): each (position,
  values) pair says that the move's argument at that position is one of the
  values.  A step with `until_event` is done by that event rather than by a count: it
  teaches its moves for as long as a phase lasts (Elfenland's "pass" stays
  until planning is over, whoever passes last).
* `moments`, shown once each when their condition first holds, whatever the
  main step: the learner may play one of `when_legal` (a 7 was rolled and the
  learner must discard), or an event `after_event` happened (a computer
  player took Longest Road); with `others_only`, only an event of another
  player counts (its `player` parameter is not the learner's seat).  A
  moment that teaches an action is also done by the learner's move; its
  `args_in` narrows `when_legal` as well as `teach`.

Conditions speak only of the engine's legal actions and events, which every
game has, so the runner needs nothing game-specific.  Texts are English
source strings marked with QT_TRANSLATE_NOOP in the game's lesson module, in
the translation context `context`, like every other text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

LEARNER = 0


@dataclass(frozen=True, slots=True)
class Step:
    """One thing to learn; see the module docstring."""

    id: str
    text: str
    teach: tuple[str, ...] = ()  # action kinds taught and highlighted ("" = read only)
    times: int = 1  # learner moves of those kinds that complete the step
    while_legal: bool = False  # done when none of `teach` is legal after a taught move
    done_early: bool = False  # a learner's move of `teach` before the step comes does it
    free: bool = False  # other moves allowed meanwhile (the learner may deviate)
    when_legal: tuple[str, ...] = ()  # a moment: the learner may play one of these
    after_event: str = ""  # a moment: an event with this key just happened
    others_only: bool = False  # ... of a player other than the learner
    reminder: str = ""  # the refusal text when the learner plays something else
    waiting: str = ""  # shown instead of `text` until one of `teach` is first legal
    until_event: str = ""  # done when an event with this key happens, not after `times`
    # the taught (and for a moment the awaited) moves narrowed by their arguments:
    # (position, allowed values) pairs, all of which must hold
    args_in: tuple[tuple[int, tuple[Any, ...]], ...] = ()

    def fits(self, kinds: tuple[str, ...], kind: str, args: tuple[Any, ...]) -> bool:
        """A move of `kind` with `args` is one of `kinds` and fits `args_in`."""
        if kind not in kinds:
            return False
        return all(i < len(args) and args[i] in values for i, values in self.args_in)

    def teaches(self, kind: str, args: tuple[Any, ...]) -> bool:
        return self.fits(self.teach, kind, args)


@dataclass(frozen=True, slots=True)
class Lesson:
    game_id: str
    context: str  # translation context of the texts
    players: int
    seed: int
    bots: tuple[str, ...]  # the computer players of seats 1..players-1
    steps: tuple[Step, ...]
    moments: tuple[Step, ...] = ()
    options: dict[str, Any] = field(default_factory=dict)
    final: str = ""  # shown when every step is done: the game goes on as a normal game
    final_context: str = ""  # the translation context of `final`, if not `context`
    practice: bool = False  # a rules situation on a practice board (lessons/situations.py)
    # The hint is the game's knowledge's choice among the highlighted moves
    # (GameAI.best_among, else Hard's scripted move, else the best by
    # GameAI.weights), not Easy's move or the first one listed: Elfenland's
    # Easy passes with counters in hand, and its first listed road lies at the
    # far end of the map.
    hint_by_knowledge: bool = False

    def step_ids(self) -> list[str]:
        return [s.id for s in self.steps] + [m.id for m in self.moments]
