"""What the end-of-game window shows of an Elasund game (Qt-free): the
influence cards hidden until the end, and in words how the game ended.

Seeds 000/001: the first player to place his tenth cube wins at once, so
there is no tie to break; the house rule's end and the computers' limit of
rounds rank by cubes, then gold.
"""

from __future__ import annotations

from elasund_desktop.engine.end_of_game import Criterion, HiddenGroup, tie_break_story
from elasund_desktop.engine.rules import Event

from . import data as D  # noqa: N812
from .phases import OVER
from .scoring import scores, stall_winners, turn_limit_reached
from .state import ElasundState


def hidden_at_the_end(state: ElasundState) -> tuple[HiddenGroup, ...]:
    """The influence cards every player held at the end, by colour (gold is public)."""
    hands = tuple(
        tuple((c, k) for c, k in zip(D.INFLUENCE_COLOURS, hand, strict=True) if k)
        for hand in state.influence
    )
    return (("Influence cards in hand", hands),)


def _limited(state: ElasundState) -> bool:
    """Computers alone with the house rule off: the limit of rounds ended it."""
    return state.winner < 0 and turn_limit_reached(state)


def tie_break_criteria(state: ElasundState) -> tuple[Criterion, ...]:
    """The most gold, for the two endings that rank by cubes (stall_winners).

    The rulebooks end the game the moment a player places his tenth cube, so
    that ending has no tie to break; the house rule's end (a city that can
    grow no more) and the limit of rounds of computers alone (the house rule
    off) rank by cubes placed, then by gold.
    """
    if state.phase != OVER:
        return ()
    if _limited(state):
        return (("limit_gold", state.gold, True),)
    if state.stalled:
        return (("gold", state.gold, True),)
    return ()


def end_explanation(state: ElasundState) -> tuple[Event, ...]:
    """How the game ended (end-of-game window, ENDINGS texts)."""
    if state.phase != OVER:
        return ()
    limited = _limited(state)
    if not state.stalled and not limited:
        return (Event.make("ten_cubes", player=state.winner),)
    points = scores(state)
    winners = stall_winners(state)
    if limited:  # computers alone, house rule off: the same ranking as the house rule's
        story = [Event.make("turn_limit", n=state.turn // state.num_players)]
    else:
        story = [Event.make("city_complete")]
    tie = tie_break_story(points, winners, tie_break_criteria(state))
    if not tie:
        story.append(Event.make("most_points", player=winners[0], n=points[winners[0]]))
    return (*story, *tie)
