"""What a lesson is: a fixed game and its steps, as plain data.

A lesson is a game set up from a fixed seed with the learner in seat 0 and
computer players in the other seats, and two lists of steps:

* `steps`, taught in order.  A step whose `teach` names action kinds waits for
  the learner to be on move with one of them legal, highlights those actions
  and is done after `times` of them; a step without `teach` is read and
  confirmed ("Next").  Unless the step is `free`, any other move is refused
  with the step's own reminder (`LessonRun.refusal`), which brings the learner
  back gently.
* `moments`, shown once each when their condition first holds, whatever the
  main step: the learner may play one of `when_legal` (a 7 was rolled and the
  learner must discard), or an event `after_event` happened (a computer
  player took Longest Road).  A moment that teaches an action is also done
  by the learner's move.

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
    free: bool = False  # other moves allowed meanwhile (the learner may deviate)
    when_legal: tuple[str, ...] = ()  # a moment: the learner may play one of these
    after_event: str = ""  # a moment: an event with this key just happened
    reminder: str = ""  # the refusal text when the learner plays something else


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

    def step_ids(self) -> list[str]:
        return [s.id for s in self.steps] + [m.id for m in self.moments]
