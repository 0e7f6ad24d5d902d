"""What the end-of-game window shows of a Carrara game (Qt-free): what lay
behind the screens, and in words how the game ended.

Seed 004: the end comes after the round in which a player announced it (his
three objectives met) or the 30th building was built; the most points wins,
in a tie the most marble behind the screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.end_of_game import AMOUNT, Criterion, HiddenGroup, tie_break_story
from ...engine.rules import Event
from . import data as D  # noqa: N812 - the data module reads best as D.X

if TYPE_CHECKING:  # rules imports this module
    from .rules import CarraraState


def hidden_at_the_end(state: CarraraState) -> tuple[HiddenGroup, ...]:
    """What lay behind every screen at the end: coins, objects, marble.

    Coins and objects are what two steps of the final count count; the
    marble is the tie-break.
    """
    n = range(state.num_players)
    objects = tuple(
        tuple((o, k) for o, k in zip(D.OBJECTS, state.objects[q], strict=True) if k) for q in n
    )
    marble = tuple(
        tuple((c, k) for c, k in zip(D.COLOURS, state.marble[q], strict=True) if k) for q in n
    )
    return (
        ("Coins behind the screen", tuple(((AMOUNT, state.coins[q]),) for q in n)),
        ("Objects behind the screen", objects),
        ("Marble behind the screen", marble),
    )


def tie_break_criteria(state: CarraraState) -> tuple[Criterion, ...]:
    """The seed's tie-break, however the game ended: the most marble behind the
    screen (`rules.winners_of`, then shared)."""
    from .rules import OVER

    if state.phase != OVER:
        return ()
    return (("marble", tuple(sum(m) for m in state.marble), True),)


def end_explanation(state: CarraraState) -> tuple[Event, ...]:
    """How the game ended, and how a tie was settled."""
    from .rules import END_ANNOUNCED, OVER

    if state.phase != OVER:
        return ()
    if state.end_reason == END_ANNOUNCED:
        story = [Event.make("announced", player=state.announcer, n=D.ANNOUNCE_BONUS_VP)]
    else:
        story = [Event.make("all_built")]
    tie = tie_break_story(state.final, state.winners, tie_break_criteria(state))
    if not tie:
        best = state.winners[0]
        story.append(Event.make("most_points", player=best, n=state.final[best]))
    return (*story, *tie)
