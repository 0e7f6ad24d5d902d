"""Elasund's score and the end of a game (Qt-free): victory-point cubes, the
towers, the house rule that ends a city that can grow no more, and the turn
limit of a game of computers only without it.

The rulebooks' end, the tenth cube placed, is checked in `ElasundRules.apply`
after every step; the house rule's end and the turn limit at the end of a turn
(bonus._end_turn).
"""

from __future__ import annotations

from elasund_desktop.engine.rules import Outcome

from . import data as D  # noqa: N812
from .phases import OVER
from .state import TOWER_NUMBERS, ElasundState
from .working import _W


def _towers(st: ElasundState | _W, p: int) -> int:
    return sum(1 for w in st.walls if w >= 0 and w // 16 == p and w % 16 in TOWER_NUMBERS)


# --- house rule: a city that can grow no more ------------------------------------------------
def _stalled(st: ElasundState | _W) -> bool:
    """The house rule's condition, checked at the end of each turn.

    The rulebooks end the game only when a player places the last cube.  Once
    every wall space is taken and the church is complete, a city can reach a
    position where nobody can ever build again (about one random 4-player game
    in 300-900), and the game would never end.  House rule (option
    `stall_end`, on by default): when, after the walls and the church are
    complete, a whole round passes in which no player had any construction on
    offer in the construction step, the game ends.  The condition is gated on
    the finished walls and church because early in a game whole rounds of
    poor players who can build nothing are common and must not end it.
    """
    return (
        st.idle_turns >= st.num_players
        and not st.church_stack
        and all(x >= 0 for x in st.walls)
    )


def turn_limit_reached(st: ElasundState | _W) -> bool:
    """A game of computers only with the house rule off ends after its turn limit.

    With the house rule off nothing ends a city that can grow no more; players
    stop such a game themselves, computers cannot.  The limit (set up from the
    configuration, data.COMPUTER_ROUND_LIMIT rounds) is checked at the end of
    each turn, and the winners are found as for the house rule (`stall_winners`).
    """
    return 0 < st.turn_limit <= st.turn


def stall_winners(st: ElasundState | _W) -> tuple[int, ...]:
    """Who wins a game ended by the house rule (or by the computers' turn limit).

    The most cubes on the board (the score) wins.  The rulebooks have no
    tie-break, because their game ends the moment one player places the last
    cube; ties go to the most gold, and players still tied share the victory.
    """
    n = st.num_players
    key = [(D.VP_CUBES - st.cubes[p], st.gold[p]) for p in range(n)]
    best = max(key)
    return tuple(p for p in range(n) if key[p] == best)


# --- the score, read by ElasundRules ----------------------------------------------------
def scores(state: ElasundState) -> tuple[int, ...]:
    return tuple(D.VP_CUBES - c for c in state.cubes)


def score_breakdown(state: ElasundState) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """Victory-point cubes of every seat by where they stand (end-of-game window)."""
    n = state.num_players
    buildings = [0] * n
    for b in state.buildings:
        if b.owner >= 0:
            buildings[b.owner] += b.cubes
    track = [sum(1 for seats in state.track if q in seats) for q in range(n)]
    church = [sum(1 for _piece, owner in state.church if owner == q) for q in range(n)]
    walls = []
    for q in range(n):
        # A tower built while the supply was empty carries no cube: count
        # towers only up to the cubes that are not elsewhere.
        rest = D.VP_CUBES - state.cubes[q] - buildings[q] - track[q] - church[q]
        walls.append(min(_towers(state, q), rest))
    return (
        ("Buildings", tuple(buildings)),
        ("Trade track", tuple(track)),
        ("Walls", tuple(walls)),
        ("Church", tuple(church)),
    )


def outcome(state: ElasundState) -> Outcome | None:
    if state.phase != OVER:
        return None
    if state.stalled:
        return Outcome(stall_winners(state), scores(state), "city_complete")
    if state.winner < 0 and turn_limit_reached(state):  # nobody placed the last cube
        return Outcome(stall_winners(state), scores(state), "turn_limit")
    return Outcome((state.winner,), scores(state), "ten_cubes")
