"""What a player sees of an Elasund state (Qt-free): `ElasundRules.view`.

Public: everything on the board, gold, the number of cards in each hand, the
sizes of the deck and the church stack.  A player sees the colours of his own
influence cards only (every hand's once the game is over), and the church tiles
drawn or put at the bottom only when he drew them (see hidden.py for what
`determinize` samples).
"""

from __future__ import annotations

from typing import Any

from . import data as D  # noqa: N812
from .layout import LAYOUTS, _pos
from .phases import (
    BONUS_MOVE,
    BONUS_PAY,
    BONUS_PLACE,
    BONUS_UPGRADE,
    BUILD_PAY,
    BUILD_SITE,
    CHURCH_KEEP,
    HUTS,
    OVER,
    PERMIT_PAY,
    PERMIT_SQUARE,
    PIRATE_TAKE,
    SHIP,
)
from .scoring import outcome
from .state import TOWER_NUMBERS, ElasundState


def view(state: ElasundState, player: int | None, to_move: int | None) -> dict[str, Any]:
    """The view of `player` (None: a spectator); `to_move` is ElasundRules.to_move's."""
    n = state.num_players
    lay = LAYOUTS[n]
    players = []
    for p in range(n):
        entry: dict[str, Any] = {
            "seat": p,
            "colour": D.SEAT_COLOURS[p],
            "gold": state.gold[p],
            "influence_count": sum(state.influence[p]),
            "cubes": state.cubes[p],
            "victory_points": D.VP_CUBES - state.cubes[p],
            "trade_points": state.trade[p],
            "permits_in_supply": [v for v, s in enumerate(state.permits[p]) if s < 0],
            "wall_next": state.wall_next[p] if state.wall_next[p] <= 9 else None,
            "buildings_in_supply": [
                k for k in D.PLAYER_KINDS
                if not any(b.kind == k and b.owner == p for b in state.buildings)
            ],
            "huts_removed": list(state.huts_removed[p]),
        }
        if player == p or state.phase == OVER:  # every hand is open at the end
            entry["influence"] = dict(zip(D.INFLUENCE_COLOURS, state.influence[p], strict=True))
        players.append(entry)
    pending = _pending_view(state, player)
    church_known = None
    if player is not None and state.church_known[0] == player:
        church_known = state.church_known[1]
    return {
        "num_players": n,
        "options": {
            "pirate_reward": state.pirate_reward,
            "full_row": state.full_row,
            "east_walls_after_cheap": state.east_after_cheap,
        },
        "phase": state.phase,
        "current": state.current,
        "to_move": to_move,
        "turn": state.turn,
        "constructions": state.builds,
        "ship_row": D.ROWS[state.ship] if state.ship >= 0 else None,
        "pending": pending,
        "city_cols": lay.cols,
        "players": players,
        "gold_supply": state.gold_supply,
        "deck_count": sum(state.deck),
        "discard": dict(zip(D.INFLUENCE_COLOURS, state.discard, strict=True)),
        "pirate_pool": dict(zip(D.CARD_TYPES, state.pool, strict=True)),
        "pirate_owed": list(state.owed),
        "buildings": [
            {
                "kind": b.kind,
                "owner": b.owner,
                "col": b.square % 10,
                "row": D.ROWS[b.square // 10],
                "cubes": b.cubes,
            }
            for b in state.buildings
        ],
        "piles": dict(zip(D.NEUTRAL_KINDS, state.piles, strict=True)),
        "permits": [
            {"owner": p, "value": v, "col": s % 10, "row": D.ROWS[s // 10]}
            for p in range(n)
            for v, s in enumerate(state.permits[p])
            if s >= 0
        ],
        "walls": [
            {
                "side": ws.side,
                "position": ws.pos,
                "cost": ws.cost,
                "owner": (code // 16) if code >= 0 else None,
                "number": (code % 16) if code >= 0 else None,
                "tower": code >= 0 and code % 16 in TOWER_NUMBERS,
            }
            for ws, code in zip(lay.walls, state.walls, strict=True)
        ],
        "church": [
            {
                "piece": piece,
                "owner": owner,
                "col": D.church_square(state.church_origin, piece) % 10,
                "row": D.ROWS[D.church_square(state.church_origin, piece) // 10],
            }
            for piece, owner in state.church
        ],
        "church_area": (
            None if state.church_origin[0] < 0
            else {"col": state.church_origin[0], "row": D.ROWS[state.church_origin[1]]}
        ),
        "church_stack_count": len(state.church_stack),
        "church_known_bottom": church_known,
        "track": {
            str(space): list(seats)
            for space, seats in zip(D.TRADE_TRACK_SPACES, state.track, strict=True)
        },
        "huts_queue": [[o, k] for o, k in state.huts_queue],
        "winner": state.winner if state.winner >= 0 else None,
        "winners": list(outcome(state).winners) if state.phase == OVER else [],  # type: ignore[union-attr]
        "city_complete": state.stalled,
    }


def _pending_view(state: ElasundState, player: int | None) -> dict[str, Any]:
    """The current step's open choice, in public coordinates (col, dice row)."""
    ph, pd = state.phase, state.pending
    if ph == SHIP:
        return {"pirate": bool(pd[0]), "rows": [D.ROWS[ri] for ri in pd[1:]]}
    if ph in (BUILD_SITE,):
        return {"building": pd[0]}
    if ph == BUILD_PAY:
        col, row = _pos(pd[1])
        return {"building": pd[0], "col": col, "row": row}
    if ph == CHURCH_KEEP:
        return {"pieces": sorted(pd)} if player == state.actor else {}
    if ph in (PERMIT_SQUARE, BONUS_MOVE, BONUS_PLACE):
        return {"value": pd[0]}
    if ph == BONUS_UPGRADE:
        return {"old_value": pd[0]}
    if ph == PERMIT_PAY:
        col, row = _pos(pd[1])
        return {"value": pd[0], "col": col, "row": row}
    if ph == BONUS_PAY:
        if pd[0] == "move":
            col, row = _pos(pd[2])
            return {"bonus": "move", "value": pd[1], "col": col, "row": row}
        return {"bonus": "upgrade", "old_value": pd[1], "value": pd[2]}
    if ph == PIRATE_TAKE:
        return {"takes": pd[0]}
    if ph == HUTS:
        return {"player": state.huts_queue[0][0], "building": state.huts_queue[0][1]}
    return {}
