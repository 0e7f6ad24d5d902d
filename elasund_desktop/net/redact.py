"""What of the true game one seat may receive: a redacted world and filtered events.

The host never sends a state as it is.  It sends `redacted(rules, state, seat)`:
the game's own `determinize` for that seat with a fixed seed, a complete state
whose hidden parts (the others' cards, counters and screens, the deck and bag
order, the random generator) are sampled from what the seat knows and never
copied from the true state.  Two true states that the seat cannot tell apart
give the very same redacted state (the fairness the computer players' tests
already demand of every `determinize`), so the bytes a joiner receives are a
function of its own information only; tests/net/test_no_leak.py checks that
over whole games.  With a complete state the joiner's board draws as at home
and its computer player searches from it as it would from the true one.

Once the game is over the rules open every hand: each game's view then shows
them and the end-of-game sheet lists them, so each game's `determinize` of a
finished game keeps every hand, counter, screen and town card as they are and
draws only what stays hidden for good (the order of a stack, the random
position).  The joiner's window then scores, plots and lists the finished game
exactly as the host's does (tests/net/test_final_scores.py).

Events go through the game's PRIVATE_EVENTS table (games/<game>/texts.py,
Qt-free), the same one the hotseat log reads: a seat outside an event's
audience gets the event with only the parameters of the text everybody
else reads (the card stolen is dropped, the thief and the victim stay).

Moves (`action_for`) go with the same table: a seat receives its own actions,
and another seat's action only when no event of that move was private to an
audience the seat is outside of.  Who moved is always sent (turn order is
public).  So a counter kept face down, a development card bought or a card
stolen reach the others as "seat 2 moved" and no more; a road built, a
building placed, a counter laid on the board are public moves and reach
everybody, whose window marks them on the board as at home.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Sequence
from functools import cache
from typing import Any

from ..engine.rng import Rng
from ..engine.rules import Action, Event, Rules

# The seed of every redaction: fixed, so that the same information gives the
# same bytes (the sampled parts are a pure function of what the seat knows).
REDACTION_SEED = 0x5EA7

_FIELD = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)")


def redacted(rules: Rules[Any], state: Any, seat: int) -> Any:
    """The world `seat` may receive for `state` (see the module docstring)."""
    determinize = getattr(rules, "determinize", None)
    if determinize is None:  # a game without hidden information sends the state
        return state
    return determinize(state, seat, Rng(REDACTION_SEED))


@cache
def _private_events(game_id: str) -> dict[str, tuple[frozenset[str], frozenset[str]]]:
    """key -> (audience params, params the others may read)."""
    module = importlib.import_module(f"elasund_desktop.games.{game_id}.texts")
    table: dict[str, tuple[tuple[str, ...], str]] = getattr(module, "PRIVATE_EVENTS", {})
    out: dict[str, tuple[frozenset[str], frozenset[str]]] = {}
    for key, (audience, public_text) in table.items():
        readable = frozenset(_FIELD.findall(str(public_text))) | frozenset(audience)
        out[key] = (frozenset(audience), readable)
    return out


def events_for(game_id: str, events: Sequence[Event], seat: int | None) -> tuple[Event, ...]:
    """`events` as `seat` may receive them (None: a seat that knows nothing)."""
    private = _private_events(game_id)
    out: list[Event] = []
    for event in events:
        rule = private.get(event.key)
        if rule is None:
            out.append(event)
            continue
        audience, readable = rule
        params = event.as_dict()
        if seat is not None and any(params.get(name) == seat for name in audience):
            out.append(event)
        else:
            out.append(Event(event.key, tuple((k, v) for k, v in event.params if k in readable)))
    return tuple(out)


def action_for(
    game_id: str, action: Action, events: Sequence[Event], seat: int | None
) -> Action | None:
    """`action` as `seat` may receive it, or None (see the module docstring)."""
    if seat is not None and action.player == seat:
        return action
    private = _private_events(game_id)
    for event in events:
        rule = private.get(event.key)
        if rule is None:
            continue
        audience, _readable = rule
        params = event.as_dict()
        if seat is None or not any(params.get(name) == seat for name in audience):
            return None
    return action
