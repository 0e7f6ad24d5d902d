"""Elasund's construction step (Qt-free): buildings, start huts put back after
their removal, walls, and the church.

Handlers (`_h_*`, dispatched by `_HANDLERS` in rules.py) take the frozen state,
its working copy and the action's arguments, and return the barrier: whether
the step used randomness or revealed hidden information (engine.rules.Transition).
"""

from __future__ import annotations

from typing import Any

from elasund_desktop.engine.rules import IllegalAction

from . import data as D  # noqa: N812
from .args import _int_arg, _no_args, _square_arg, _str_arg
from .layout import LAYOUTS, _shown_pos
from .legal import _has_site, _kind_available, _site, _wall_ok
from .occupancy import _ctx, _hut_spots, _occ
from .phases import BUILD, BUILD_PAY, BUILD_SITE, CHURCH_KEEP, HUTS, PERMIT
from .state import _NOWHERE, COLOUR_INDEX, Building, ElasundState, _colours_with
from .working import _W


def _to_build(w: _W) -> None:
    w.actor = w.current
    w.pending = ()
    w.phase = BUILD if w.builds < D.MAX_CONSTRUCTIONS else PERMIT


def _h_build(st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
    kind = _str_arg(args)
    if kind not in D.BUILD_KINDS:
        raise IllegalAction("bad_arguments")
    if not _kind_available(st, st.actor, kind):
        raise IllegalAction("building_not_available", building=kind)
    if not _has_site(st, _ctx(st), kind):
        raise IllegalAction("no_site_for_building", building=kind)
    w.phase = BUILD_SITE
    w.pending = (kind,)
    return False


def _h_build_at(st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
    tl = _square_arg(args)
    kind = st.pending[0]
    ctx = _ctx(st)
    reason, params = _site(st, ctx, kind, tl)
    if reason is not None:
        raise IllegalAction(reason, **params)
    if params["same"]:
        colours = _colours_with(st.influence[st.actor], D.SAME_SIZE_INFLUENCE)
        if len(colours) > 1:
            w.phase = BUILD_PAY
            w.pending = (kind, tl)
            return False
        _do_build(st, w, kind, tl, params, colours[0])
    else:
        _do_build(st, w, kind, tl, params, None)
    return False


def _h_build_pay(st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
    colour = _str_arg(args)
    if colour not in COLOUR_INDEX:
        raise IllegalAction("bad_arguments")
    if st.influence[st.actor][COLOUR_INDEX[colour]] < D.SAME_SIZE_INFLUENCE:
        raise IllegalAction(
            "not_enough_influence", colour=colour, need=D.SAME_SIZE_INFLUENCE,
            n=D.SAME_SIZE_INFLUENCE,
        )
    kind, tl = st.pending
    reason, params = _site(st, _ctx(st), kind, tl)
    assert reason is None
    _do_build(st, w, kind, tl, params, colour)
    return False


def _do_build(
    st: ElasundState, w: _W, kind: str, tl: int, info: dict[str, Any], colour: str | None
) -> None:
    p = st.actor
    bt = D.BUILDINGS[kind]
    lay = LAYOUTS[st.num_players]
    squares: tuple[int, ...] = info["squares"]
    w.own("permits", "piles", "cubes", "buildings")
    comp: dict[int, int] = info["comp"]
    col, row = _shown_pos(tl)
    w.pay_gold(p, bt.cost)
    total_comp = sum(comp.values())
    w.ev(
        "build", player=p, building=kind, col=col, row=row, cost=bt.cost,
        compensation=total_comp, n=bt.cost,
    )
    for q in sorted(comp):
        if comp[q]:
            w.gold[p] -= comp[q]
            w.gold[q] += comp[q]
        w.ev("compensation", player=p, owner_player=q, gold=comp[q], n=comp[q])
    if colour is not None:
        w.pay_influence(p, colour, D.SAME_SIZE_INFLUENCE)
    # permits on the footprint go back to their owners
    sqs = set(squares)
    for q in range(st.num_players):
        for v, s in enumerate(w.permits[q]):
            if s in sqs:
                w.permits[q][v] = _NOWHERE
                pc, pr = _shown_pos(s)
                w.ev("permit_returned", player=q, value=v, col=pc, row=pr)
    huts = w.remove_buildings(info["over"], p)
    cubes = 0
    if bt.neutral:
        w.piles[D.NEUTRAL_KINDS.index(kind)] -= 1
        cubes = min(len(bt.vp_flags), w.cubes[p])
        w.cubes[p] -= cubes
        if cubes:
            w.ev("cubes_placed", player=p, building=kind, count=cubes)
    w.buildings.append(Building(kind, p, tl, cubes))
    w.trade_gain(p, sum(lay.trade[s] for s in squares))
    w.builds += 1
    w.huts_queue = huts
    _continue_after_construction(w)


def _continue_after_construction(w: _W) -> None:
    w.own("huts_queue", "huts_removed")
    while w.huts_queue:
        owner, kind = w.huts_queue[0]
        if _hut_spots(w, kind):
            w.phase = HUTS
            w.actor = owner
            w.pending = ()
            return
        w.huts_queue.pop(0)
        w.huts_removed[owner] = (*w.huts_removed[owner], kind)
        w.ev("hut_removed", player=owner, building=kind)
    _to_build(w)


def _h_place_hut(st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
    tl = _square_arg(args)
    owner, kind = st.huts_queue[0]
    if tl not in _hut_spots(st, kind, _ctx(st)):
        raise IllegalAction("hut_square_not_free")
    w.own("buildings", "huts_queue")
    w.buildings.append(Building(kind, owner, tl))
    w.huts_queue.pop(0)
    col, row = _shown_pos(tl)
    w.ev("hut_placed", player=owner, building=kind, col=col, row=row)
    _continue_after_construction(w)
    return False


def _h_wall(st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
    if len(args) != 2 or not isinstance(args[0], str) or not isinstance(args[1], int):
        raise IllegalAction("bad_arguments")
    lay = LAYOUTS[st.num_players]
    i = lay.wall_index.get((args[0], args[1]))
    if i is None:
        raise IllegalAction("no_wall_space")
    reason = _wall_ok(st, i)
    if reason == "not_enough_gold":
        cost = lay.walls[i].cost
        raise IllegalAction(reason, need=cost, have=st.gold[st.actor], n=cost)
    if reason is not None:
        raise IllegalAction(reason)
    p = st.actor
    ws = lay.walls[i]
    number = st.wall_next[p]
    w.own("walls", "wall_next", "cubes")
    w.pay_gold(p, ws.cost)
    w.walls[i] = p * 16 + number
    w.wall_next[p] = number + 1
    # Players count columns from 1; an east space is named by its dice row.
    if ws.side == "east":
        w.ev("wall_built_east", player=p, number=number, row=ws.pos, cost=ws.cost, n=ws.cost)
    else:
        w.ev(
            "wall_built", player=p, number=number, side=ws.side, col=ws.pos + 1,
            cost=ws.cost, n=ws.cost,
        )
    what, k = D.WALL_REWARDS[number]
    barrier = False
    if what == "influence":
        got = w.draw_n(p, k)
        barrier = True
        w.ev("wall_cards", player=p, count=got)
    elif w.cubes[p] > 0:
        w.cubes[p] -= 1
        w.ev("tower_cube", player=p)
    w.builds += 1
    _to_build(w)
    return barrier


def _h_church(st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
    _no_args(args)
    p = st.actor
    if not st.church_stack:
        raise IllegalAction("church_complete")
    if st.gold[p] < D.CHURCH_COST:
        raise IllegalAction(
            "not_enough_gold", need=D.CHURCH_COST, have=st.gold[p], n=D.CHURCH_COST
        )
    w.pay_gold(p, D.CHURCH_COST)
    if not st.church:
        # the first builder draws two of the nine tiles (the stack is whole until then)
        w.pending = (st.church_stack[0], st.church_stack[1])
        w.church_stack = list(st.church_stack[2:])
        w.phase = CHURCH_KEEP
        w.ev("church_draw_two", player=p)
        return True
    w.own("church_stack")
    _place_church(w, p, w.church_stack.pop(0))
    return True


def _h_church_keep(st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
    piece = _int_arg(args)
    if piece not in st.pending:
        raise IllegalAction("church_tile_not_drawn")
    w.own("church_stack")
    other = st.pending[1] if piece == st.pending[0] else st.pending[0]
    w.church_stack.append(other)
    w.church_known = (st.actor, other)
    w.ev("church_bottom", player=st.actor)
    w.church_origin = D.church_area_origin(piece)
    _place_church(w, st.actor, piece)
    return False


def _place_church(w: _W, p: int, piece: int) -> None:
    w.own("permits", "cubes", "church", "church_stack")
    s = D.church_square(w.church_origin, piece)
    col, row = _shown_pos(s)
    if w.church_known[1] == piece:
        w.church_known = (-1, -1)
    for q in range(w.num_players):
        for v, ps in enumerate(w.permits[q]):
            if ps == s:
                w.permits[q][v] = _NOWHERE
                w.ev("permit_returned", player=q, value=v, col=col, row=row)
    occ = _occ(w.buildings)
    huts = w.remove_buildings([occ[s]] if occ[s] >= 0 else [], p)
    owner = -1
    if w.cubes[p] > 0:
        w.cubes[p] -= 1
        owner = p
    w.church.append((piece, owner))
    w.ev(
        "church_tile", player=p, piece=piece + 1, col=col, row=row, cost=D.CHURCH_COST,
        n=D.CHURCH_COST,
    )
    w.builds += 1
    w.pending = ()
    w.huts_queue = huts
    _continue_after_construction(w)


def _h_end_construction(_st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
    _no_args(args)
    w.phase = PERMIT
    return False
