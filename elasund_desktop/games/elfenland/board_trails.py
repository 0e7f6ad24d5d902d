"""Each player's journey of the current round, read from the game's public events.

Where a boot went is public (everybody sees it move and the log tells it),
so the board may draw every opponent's route of the round.  The state keeps
only where each boot is now; the journey comes from the session's events: a
boot starts in the capital, `travel` and `caravan_arrives` name each town it
reaches, and a round's end starts new journeys.  Between two towns the route
taken is the one its card fits: a raft goes by river or lake, any other card
and a caravan by road.  Qt-free (the board draws what this returns).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.rules import Event
from . import data as D  # noqa: N812

_ARRIVALS = ("travel", "caravan_arrives")
_NEW_ROUND = ("round_ends", "round_starts")


def _route_between(here: int, there: int, card: str | None) -> int | None:
    """The route from `here` to `there` that a step paid with `card` takes."""
    joining = [r for r, other in D.TOWN_ROUTES[here] if other == there]
    if not joining:
        return None
    by_water = card == D.RAFT
    fitting = [r for r in joining if (D.ROUTES[r].kind != "road") == by_water]
    return (fitting or joining)[0]


Trail = tuple[int, tuple[int, ...]]  # the town the journey began in, the routes taken


def round_trails(history: Sequence[Sequence[Event]], num_players: int) -> list[Trail]:
    """For each seat, where its boot began this round and the routes it took, in order."""
    boots = [D.CAPITAL] * num_players
    starts = list(boots)
    trails: list[list[int]] = [[] for _ in range(num_players)]
    for events in history:
        for event in events:
            if event.key in _NEW_ROUND:
                trails = [[] for _ in range(num_players)]
                starts = list(boots)
                continue
            if event.key not in _ARRIVALS:
                continue
            params = event.as_dict()
            seat = int(params["player"])
            there = D.TOWN_INDEX.get(str(params["town"]))
            if there is None or not 0 <= seat < num_players:
                continue
            card = params.get("card") if event.key == "travel" else None
            route = _route_between(boots[seat], there, None if card is None else str(card))
            if route is not None:
                trails[seat].append(route)
            boots[seat] = there
    return [(starts[q], tuple(trails[q])) for q in range(num_players)]
