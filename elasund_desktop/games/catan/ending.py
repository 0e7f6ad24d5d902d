"""What the end-of-game window shows of a Catan game (Qt-free): the hands
hidden until the end, and in words how the game ended.

Seed 003: the game ends when the player whose turn it is has 10 victory
points; so there is no tie-break.
"""

from __future__ import annotations

from ...engine.end_of_game import HiddenGroup
from ...engine.rules import Event
from . import data as D  # noqa: N812 - the data module reads best as D.X
from .scoring import total_points
from .state import OVER, CatanState


def hidden_at_the_end(state: CatanState) -> tuple[HiddenGroup, ...]:
    """Every hand at the end, by kind (HIDDEN_GROUPS texts): the resource cards,
    and the development cards not played (Victory Point cards among them)."""
    n = range(state.num_players)
    return (
        (
            "Resource cards in hand",
            tuple(
                tuple((k, c) for k, c in zip(D.RESOURCES, state.hands[q], strict=True) if c)
                for q in n
            ),
        ),
        (
            "Development cards not played",
            tuple(
                tuple((k, c) for k, c in zip(D.DEV_CARDS, state.dev_hands[q], strict=True) if c)
                for q in n
            ),
        ),
    )


def end_explanation(state: CatanState) -> tuple[Event, ...]:
    """How the game ended (end-of-game window, ENDINGS texts).

    The rulebook: the game ends when the player whose turn it is has
    10 victory points, so there is no tie-break.  Others can pass 10 in that
    turn too (a road cut hands the Longest Road to a third player); they are
    named, because only the player on turn wins.
    """
    if state.phase != OVER:
        return ()
    c = state.winner
    story = [Event.make("won_on_turn", player=c, n=total_points(state, c))]
    others = tuple(
        q
        for q in range(state.num_players)
        if q != c and total_points(state, q) >= D.POINTS_TO_WIN
    )
    if others:
        story.append(Event.make("also_ten", players=others))
    return tuple(story)
