"""Elasund's permit step (Qt-free): take gold, or place a permit in the
ship's row (for free) or in any row (for influence).

Handlers (`_h_*`, dispatched by `_HANDLERS` in rules.py) take the frozen state,
its working copy and the action's arguments, and return the barrier: whether
the step used randomness or revealed hidden information (engine.rules.Transition).
"""

from __future__ import annotations

from typing import Any

from elasund_desktop.engine.rules import Action, IllegalAction

from . import data as D  # noqa: N812
from .args import _int_arg, _no_args, _square_arg, _str_arg
from .layout import _shown_pos
from .legal import _permit_squares, legal_actions
from .occupancy import _ctx, _not_free
from .phases import BONUS, PERMIT_PAY, PERMIT_SQUARE
from .state import COLOUR_INDEX, ElasundState, _colours_with
from .working import _W


def _h_take_gold(st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
    _no_args(args)
    got = w.take_gold(st.actor, D.TAKE_GOLD)
    w.ev("gold_taken", player=st.actor, count=got)
    w.phase = BONUS
    return False


def _h_permit(st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
    v = _int_arg(args)
    # (the legal list itself, not its cache in ElasundRules: the same list)
    if Action(st.actor, "permit", (v,)) not in legal_actions(st):
        if not 0 <= v < len(D.PERMIT_VALUES) or st.permits[st.actor][v] >= 0:
            raise IllegalAction("permit_not_in_supply", value=v)
        if st.gold[st.actor] < v:
            raise IllegalAction("not_enough_gold", need=v, have=st.gold[st.actor], n=v)
        raise IllegalAction("no_free_square")
    w.phase = PERMIT_SQUARE
    w.pending = (v,)
    return False


def _h_permit_at(st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
    s = _square_arg(args)
    v = st.pending[0]
    free, paid = _permit_squares(st, _ctx(st))
    if s in free:
        _place_permit(w, st.actor, v, s, None)
    elif s in paid:
        colours = _colours_with(st.influence[st.actor], D.PERMIT_ANY_ROW_COST)
        if len(colours) > 1:
            w.phase = PERMIT_PAY
            w.pending = (v, s)
            return False
        _place_permit(w, st.actor, v, s, colours[0])
    else:
        ctx = _ctx(st)
        if ctx.free(s):
            raise IllegalAction("permit_wrong_row")
        raise _not_free(ctx, s)
    return False


def _h_permit_pay(st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
    colour = _check_colour(st, args, D.PERMIT_ANY_ROW_COST)
    v, s = st.pending
    _place_permit(w, st.actor, v, s, colour)
    return False


def _check_colour(st: ElasundState, args: tuple[Any, ...], k: int) -> str:
    colour = _str_arg(args)
    if colour not in COLOUR_INDEX:
        raise IllegalAction("bad_arguments")
    if st.influence[st.actor][COLOUR_INDEX[colour]] < k:
        raise IllegalAction("not_enough_influence", colour=colour, need=k, n=k)
    return colour


def _place_permit(w: _W, p: int, v: int, s: int, colour: str | None) -> None:
    w.own("permits")
    w.pay_gold(p, v)
    if colour is not None:
        w.pay_influence(p, colour, D.PERMIT_ANY_ROW_COST)
    w.permits[p][v] = s
    col, row = _shown_pos(s)
    w.ev("permit_placed", player=p, value=v, col=col, row=row, cost=v, n=v)
    w.phase = BONUS
    w.pending = ()
