"""Building exact Carrara positions for rule tests."""

from __future__ import annotations

from typing import Any

from elasund_desktop.engine.rules import Action, GameConfig, Transition
from elasund_desktop.games.carrara import data as D  # noqa: N812
from elasund_desktop.games.carrara.rules import CarraraRules, CarraraState

RULES = CarraraRules()


def start(players: int = 3, seed: int = 1, **changes: Any) -> CarraraState:
    """A fresh set-up with the given fields replaced (no consistency repair)."""
    return RULES.setup(GameConfig(players), seed)._replace(**changes)


def tile(kind: str, value: int) -> int:
    return D.tile_id(D.TYPE_INDEX[kind], value)


def board(**cities: list[tuple[str, int]]) -> tuple[tuple[int, ...], ...]:
    """A player board: board(viareggio=[("porta", 2), ...], ...)."""
    columns: list[tuple[int, ...]] = [()] * 6
    for name, tiles in cities.items():
        columns[D.CITY_INDEX[name]] = tuple(tile(k, v) for k, v in tiles)
    return tuple(columns)


def marble(**counts: int) -> tuple[int, int, int, int, int, int]:
    out = [0] * 6
    for name, k in counts.items():
        out[D.COLOUR_INDEX[name]] = k
    return (out[0], out[1], out[2], out[3], out[4], out[5])


def set_player(s: CarraraState, seat: int, **fields: Any) -> CarraraState:
    """Replace one seat's entry in per-seat tuples (boards, coins, marble, ...)."""
    changes = {}
    for name, value in fields.items():
        old = getattr(s, name)
        changes[name] = (*old[:seat], value, *old[seat + 1 :])
    return s._replace(**changes)


def act(s: CarraraState, kind: str, *args: Any) -> Transition[CarraraState]:
    return RULES.apply(s, Action(s.current, kind, tuple(args)))


def kinds(s: CarraraState) -> list[str]:
    return [a.kind for a in RULES.legal_actions(s)]


def legal_args(s: CarraraState, kind: str) -> list[Any]:
    return [a.args[0] for a in RULES.legal_actions(s) if a.kind == kind]


def conserve_blocks(s: CarraraState) -> CarraraState:
    """Put into the bag whatever makes the 42 blocks add up (after hand-made changes)."""
    bag = list(D.BLOCKS_PER_COLOUR for _ in range(6))
    for c in range(6):
        bag[c] -= sum(seg[c] for seg in s.wheel) + sum(m[c] for m in s.marble) + s.paid[c]
        assert bag[c] >= 0
    return s._replace(bag=tuple(bag))


def end_turn(s: CarraraState) -> CarraraState:
    """Finish the turn after the action (the object purchase is declined)."""
    if s.phase == "after":
        s = act(s, "end_turn").state
    return s


def idle_turn(s: CarraraState) -> CarraraState:
    """A whole turn that changes as little as possible: buy the cheapest block, no object."""
    s = act(s, "buy_marble").state
    if s.phase == "segment":
        s = act(s, "choose_segment", legal_args(s, "choose_segment")[-1]).state
        s = act(s, "take_block", legal_args(s, "take_block")[-1]).state
        if s.phase == "take":
            s = act(s, "stop_taking").state
    return end_turn(s)
