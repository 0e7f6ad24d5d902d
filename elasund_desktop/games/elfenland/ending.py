"""What the end-of-game window shows of an Elfenland game (Qt-free): the
things hidden until the end, and in words how the game ended.

Seed 002: after the last round the most town pieces wins; in a tie the most
travel cards left in hand; whoever visits every town before the end of round 3
wins at once.  Home-town variant: a point less per step still to go.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.end_of_game import Criterion, HiddenGroup, tie_break_story
from ...engine.rules import Event
from . import data as D  # noqa: N812 - the data module reads best as D.X

if TYPE_CHECKING:  # rules imports this module
    from .rules import ElfenlandState


def hidden_at_the_end(state: ElfenlandState) -> tuple[HiddenGroup, ...]:
    """Travel cards, face-down counters and (variant) the town card of everyone.

    Cards and counters carry the same transport names, so each is its own
    group: in one list a card and a counter read as two cards, which is what
    the tie-break counts.
    """
    n = range(state.num_players)
    cards = tuple(
        tuple(
            (D.CARD_TYPES[k], state.hands[q][k])
            for k in range(D.NUM_CARD_TYPES)
            if state.hands[q][k]
        )
        for q in n
    )
    counters = []
    for q in n:
        secret: dict[str, int] = {}
        for k in state.secret[q]:
            name = D.TRANSPORTS[k]
            secret[name] = secret.get(name, 0) + 1
        counters.append(tuple(secret.items()))
    groups: list[HiddenGroup] = [
        ("Travel cards in hand", cards),
        ("Face-down transport counters", tuple(counters)),
    ]
    if state.home_town:
        towns = tuple(
            ((D.TOWN_IDS[state.town_cards[q]], 1),) if state.town_cards[q] >= 0 else ()
            for q in n
        )
        groups.append(("Town card", towns))
    return tuple(groups)


def tie_break_criteria(state: ElfenlandState) -> tuple[Criterion, ...]:
    """The seed's tie-break after the last round: the most travel cards left.

    The same in the home-town variant (the steps still to go are already in
    the points).  These are the criteria of the rank in
    `ElfenlandRules._game_over`; should that rank change, tie_break_story
    refuses the story that no longer parts the seats as the game did, and the
    tests here say so.  An early win (every town by round 3) leaves no tie.
    """
    from .rules import OVER

    if state.phase != OVER or state.end_reason == "all_towns":
        return ()
    cards = tuple(sum(state.hands[q]) for q in range(state.num_players))
    return (("cards_left", cards, True),)


def end_explanation(state: ElfenlandState) -> tuple[Event, ...]:
    """How the game ended and, in a tie, what the tie-break looked at."""
    from .rules import OVER, final_score

    if state.phase != OVER:
        return ()
    if state.end_reason == "all_towns":
        return (Event.make("all_towns", player=state.winners[0]),)
    scores = tuple(final_score(state, q) for q in range(state.num_players))
    story = tie_break_story(scores, state.winners, tie_break_criteria(state))
    if story:
        return story
    best = state.winners[0]
    return (Event.make("most_points", player=best, n=scores[best]),)
