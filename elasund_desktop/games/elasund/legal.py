"""Elasund's legal actions, step by step (Qt-free), and the checks they share
with `apply`: where a building can stand (`_site`), which wall space is open
(`_wall_ok`), where a permit may go (`_permit_squares`), which bonus is
possible (`_bonus_actions`).

A step with a single possible outcome is not asked (the handlers play it), so
every list here offers a real choice or the one action that moves on.
"""

from __future__ import annotations

from typing import Any

from elasund_desktop.engine.rules import Action

from . import data as D  # noqa: N812
from .layout import LAYOUTS, SIZE, SQUARES_OF, _pos
from .occupancy import _Ctx, _ctx, _hut_spots
from .phases import (
    BONUS,
    BONUS_MOVE,
    BONUS_PAY,
    BONUS_PLACE,
    BONUS_UPGRADE,
    BUILD,
    BUILD_PAY,
    BUILD_SITE,
    CHURCH_KEEP,
    DISCARD,
    HUTS,
    OVER,
    PERMIT,
    PERMIT_PAY,
    PERMIT_SQUARE,
    PIRATE_TAKE,
    ROLL,
    SHIP,
)
from .state import ElasundState, _colours_with, _has_each_colour
from .working import _W


def legal_actions(state: ElasundState) -> list[Action]:
    ph = state.phase
    p = state.actor
    if ph == OVER:
        return []
    if ph == ROLL:
        return [Action(p, "roll")]
    if ph == SHIP:
        return [Action(p, "move_ship", (D.ROWS[ri],)) for ri in state.pending[1:]]
    if ph == DISCARD:
        hand = state.influence[p]
        out = [Action(p, "discard", ("gold",))] if state.gold[p] > 0 else []
        out += [Action(p, "discard", (c,)) for c in _colours_with(hand, 1)]
        return out
    if ph == PIRATE_TAKE:
        return [
            Action(p, "take_card", (c,)) for i, c in enumerate(D.CARD_TYPES) if state.pool[i]
        ]
    if ph == BUILD:
        return _build_actions(state)
    if ph == BUILD_SITE:
        kind = state.pending[0]
        ctx = _ctx(state)
        return [
            Action(p, "build_at", _pos(tl))
            for tl in _candidate_sites(state, ctx, kind)
            if _site(state, ctx, kind, tl)[0] is None
        ]
    if ph == BUILD_PAY:
        return [Action(p, "pay_colour", (c,)) for c in _colours_with(state.influence[p], 3)]
    if ph == CHURCH_KEEP:
        return [Action(p, "church_keep", (piece,)) for piece in sorted(state.pending)]
    if ph == HUTS:
        kind = state.huts_queue[0][1]
        return [
            Action(p, "place_hut", _pos(tl)) for tl in _hut_spots(state, kind, _ctx(state))
        ]
    if ph == PERMIT:
        out = [Action(p, "take_gold")]
        ctx = _ctx(state)
        free, paid = _permit_squares(state, ctx)
        if free or paid:
            for v, s in enumerate(state.permits[p]):
                if s < 0 and state.gold[p] >= v:
                    out.append(Action(p, "permit", (v,)))
        return out
    if ph == PERMIT_SQUARE:
        ctx = _ctx(state)
        free, paid = _permit_squares(state, ctx)
        return [Action(p, "permit_at", _pos(s)) for s in sorted(free + paid)]
    if ph in (PERMIT_PAY, BONUS_PAY):
        return [Action(p, "pay_colour", (c,)) for c in _colours_with(state.influence[p], 2)]
    if ph == BONUS:
        return _bonus_actions(state)
    if ph == BONUS_MOVE:
        ctx = _ctx(state)
        return [Action(p, "bonus_move_to", _pos(s)) for s in ctx.free_squares()]
    if ph == BONUS_UPGRADE:
        old = state.pending[0]
        return [
            Action(p, "bonus_upgrade_to", (v,))
            for v in range(old + 1, len(D.PERMIT_VALUES))
            if state.permits[p][v] < 0 and state.gold[p] >= v - old
        ]
    if ph == BONUS_PLACE:
        ctx = _ctx(state)
        return [Action(p, "bonus_place_at", _pos(s)) for s in ctx.free_squares()]
    raise AssertionError(f"unknown phase {ph}")  # pragma: no cover


# --- construction: buildings, walls, the church ------------------------------------------
def _has_site(st: ElasundState, ctx: _Ctx, kind: str) -> bool:
    """Whether the actor can build `kind` somewhere now (with some payment)."""
    p = st.actor
    if D.BUILDINGS[kind].cost > st.gold[p] or not _kind_available(st, p, kind):
        return False
    # beside the board (`ctx`), `_site` reads the actor's gold and influence
    key = ("site", kind, p, st.gold[p], st.influence[p])
    found: bool | None = ctx.memo.get(key)
    if found is None:
        found = ctx.memo[key] = any(
            _site(st, ctx, kind, tl)[0] is None for tl in _candidate_sites(st, ctx, kind)
        )
    return found


def _kind_available(st: ElasundState, p: int, kind: str) -> bool:
    if kind in D.PLAYER_KINDS:
        return not any(b.kind == kind and b.owner == p for b in st.buildings)
    return st.piles[D.NEUTRAL_KINDS.index(kind)] > 0


def _candidate_sites(st: ElasundState | _W, ctx: _Ctx, kind: str) -> list[int]:
    """Top-left squares whose footprint holds one of the actor's permits."""
    cover = ctx.lay.cover[kind]
    out: set[int] = set()
    for s in st.permits[st.actor]:
        if s >= 0:
            out.update(cover[s])
    return sorted(out)


def _site(
    st: ElasundState, ctx: _Ctx, kind: str, tl: int
) -> tuple[str | None, dict[str, Any]]:
    """Why `kind` cannot be built at `tl` by the actor (None: it can), and details."""
    p = st.actor
    bt = D.BUILDINGS[kind]
    squares = ctx.lay.foot[kind].get(tl)
    if squares is None:
        if tl in SQUARES_OF[kind] and D.CHURCH_SITE in SQUARES_OF[kind][tl]:
            return "church_site", {}
        return "outside_city", {}
    church = ctx.church
    if church:
        for s in squares:
            if s in church:
                return "church_tile_there", {}
    totals: dict[int, int] = {}
    count = 0
    pm = ctx.pm
    for s in squares:
        code = pm[s]
        if code >= 0:
            count += 1
            q, v = divmod(code, 5)
            totals[q] = totals.get(q, 0) + v
    if count < bt.permits:
        return "not_enough_permits", {"need": bt.permits, "have": count, "n": bt.permits}
    mine = totals.get(p, -1)
    if mine < 0:
        return "no_own_permit", {}
    for q, v in totals.items():
        if q != p and v >= mine:
            return "permit_not_highest", {}
    occ = ctx.occ
    over = sorted({occ[s] for s in squares if occ[s] >= 0})
    same = []
    for i in over:
        other = SIZE[st.buildings[i].kind]
        if other > bt.size:
            return "larger_building", {}
        if other == bt.size:
            same.append(i)
    if len(same) > D.MAX_SAME_SIZE_DISPLACED:
        return "too_many_same_size", {}
    comp = {q: v for q, v in totals.items() if q != p}
    need = bt.cost + sum(comp.values())
    if st.gold[p] < need:
        return "not_enough_gold", {"need": need, "have": st.gold[p], "n": need}
    if same and not _colours_with(st.influence[p], D.SAME_SIZE_INFLUENCE):
        return "need_three_influence", {}
    return None, {"squares": squares, "comp": comp, "over": over, "same": same}


def _wall_ok(st: ElasundState, i: int) -> str | None:
    lay = LAYOUTS[st.num_players]
    p = st.actor
    w = lay.walls[i]
    if st.walls[i] >= 0:
        return "wall_space_taken"
    if st.wall_next[p] > D.WALL_TILES_PER_PLAYER:
        return "no_wall_tiles"
    if not (w.at_gate or any(st.walls[j] >= 0 for j in w.neighbours)):
        return "wall_not_adjacent"
    if st.east_after_cheap and w.side == "east" and any(
        st.walls[j] < 0 for j, ws in enumerate(lay.walls) if ws.side != "east"
    ):
        return "east_wall_too_early"
    if st.gold[p] < w.cost:
        return "not_enough_gold"
    return None


def _build_actions(st: ElasundState) -> list[Action]:
    p = st.actor
    out: list[Action] = []
    if any(s >= 0 for s in st.permits[p]):
        ctx = _ctx(st)
        for kind in D.BUILD_KINDS:
            if _has_site(st, ctx, kind):
                out.append(Action(p, "build", (kind,)))
    lay = LAYOUTS[st.num_players]
    gold = st.gold[p]
    if gold >= D.WALL_COST_CHEAP and st.wall_next[p] <= D.WALL_TILES_PER_PLAYER:
        walls = st.walls
        cheap_open = st.east_after_cheap and any(
            walls[j] < 0 for j, ws in enumerate(lay.walls) if ws.side != "east"
        )
        for i, w in enumerate(lay.walls):
            if (
                walls[i] < 0
                and gold >= w.cost
                and (w.at_gate or any(walls[j] >= 0 for j in w.neighbours))
                and not (cheap_open and w.side == "east")
            ):
                out.append(Action(p, "wall", (w.side, w.pos)))
    if st.church_stack and st.gold[p] >= D.CHURCH_COST:
        out.append(Action(p, "church"))
    out.append(Action(p, "end_construction"))
    return out


# --- permits and bonus --------------------------------------------------------------------
def _permit_squares(st: ElasundState, ctx: _Ctx) -> tuple[list[int], list[int]]:
    """(squares reachable for free, squares that need 2 influence of one colour)."""
    blocked = ctx.blocked
    rows = ctx.lay.row_squares
    ship = st.ship
    free = [s for s in rows[ship] if not blocked[s]]
    if not free:
        max_d = 1 if st.full_row == "neighbours" else D.NUM_ROWS
        for d in range(1, max_d + 1):
            for ri in (ship - d, ship + d):
                if 0 <= ri < D.NUM_ROWS:
                    free += [s for s in rows[ri] if not blocked[s]]
            if free:
                break
    paid: list[int] = []
    if _colours_with(st.influence[st.actor], D.PERMIT_ANY_ROW_COST):
        fs = set(free)
        paid = [s for s in ctx.lay.city if not blocked[s] and s not in fs]
    return free, paid


def _bonus_actions(st: ElasundState) -> list[Action]:
    p = st.actor
    hand = st.influence[p]
    two = bool(_colours_with(hand, 2))
    each = _has_each_colour(hand)
    out: list[Action] = []
    any_free = False
    if two or each:
        ctx = _ctx(st)
        blocked = ctx.blocked
        any_free = any(not blocked[s] for s in ctx.lay.city)
    mine = st.permits[p]
    if two and any_free:
        out += [Action(p, "bonus_move", (v,)) for v, s in enumerate(mine) if s >= 0]
    if two:
        for v, s in enumerate(mine):
            if s >= 0 and any(
                mine[u] < 0 and st.gold[p] >= u - v for u in range(v + 1, len(mine))
            ):
                out.append(Action(p, "bonus_upgrade", (v,)))
    if each and any_free:
        out += [
            Action(p, "bonus_place", (v,))
            for v, s in enumerate(mine) if s < 0 and st.gold[p] >= v
        ]
    if each:
        out.append(Action(p, "bonus_gold"))
    out.append(Action(p, "end_turn"))
    return out
