"""Elasund's bonus step (Qt-free): move, upgrade or place a permit, or take
gold, for influence cards; and the end of the turn that follows it.

Handlers (`_h_*`, dispatched by `_HANDLERS` in rules.py) take the frozen state,
its working copy and the action's arguments, and return the barrier: whether
the step used randomness or revealed hidden information (engine.rules.Transition).
"""

from __future__ import annotations

from typing import Any

from elasund_desktop.engine.rules import Action, IllegalAction

from . import data as D  # noqa: N812
from .args import _int_arg, _no_args, _square_arg
from .layout import _shown_pos
from .legal import _bonus_actions
from .occupancy import _ctx, _not_free
from .permits import _check_colour
from .phases import BONUS_MOVE, BONUS_PAY, BONUS_PLACE, BONUS_UPGRADE, OVER, ROLL
from .scoring import _stalled, stall_winners, turn_limit_reached
from .state import _NOWHERE, ElasundState, _colours_with, _has_each_colour
from .working import _W


def _bonus_check(st: ElasundState, kind: str, v: int) -> None:
    """Refuse a bonus action that is not legal, with the precise reason."""
    if Action(st.actor, kind, (v,)) in _bonus_actions(st):
        return
    p = st.actor
    mine = st.permits[p]
    hand = st.influence[p]
    if not 0 <= v < len(mine):
        raise IllegalAction("bonus_not_possible")
    if kind == "bonus_place":
        if mine[v] >= 0:
            raise IllegalAction("permit_not_in_supply", value=v)
        if not _has_each_colour(hand):
            raise IllegalAction("need_each_colour")
        if st.gold[p] < v:
            raise IllegalAction("not_enough_gold", need=v, have=st.gold[p])
        raise IllegalAction("no_free_square")
    if mine[v] < 0:
        raise IllegalAction("permit_not_on_board", value=v)
    if not _colours_with(hand, 2):
        raise IllegalAction("need_two_of_one_colour")
    if kind == "bonus_move":
        raise IllegalAction("no_free_square")
    higher = [u for u in range(v + 1, len(mine)) if mine[u] < 0]
    if not higher:
        raise IllegalAction("no_higher_permit", value=v)
    raise IllegalAction("not_enough_gold", need=higher[0] - v, have=st.gold[p])


def _pair_colours(st: ElasundState, k: int) -> list[str]:
    """The colours the actor could pay `k` cards of, refusing a hand with none.

    The bonus step checked the pair when the move or upgrade was chosen; a
    position whose hand lost it since (only a constructed one) is refused
    here too, so `apply` keeps its contract instead of failing on an empty list.
    """
    colours = _colours_with(st.influence[st.actor], k)
    if not colours:
        raise IllegalAction("need_two_of_one_colour")
    return colours


def _h_bonus_move(st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
    v = _int_arg(args)
    _bonus_check(st, "bonus_move", v)
    w.phase = BONUS_MOVE
    w.pending = (v,)
    return False


def _h_bonus_move_to(st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
    s = _square_arg(args)
    ctx = _ctx(st)
    if not ctx.free(s):
        raise _not_free(ctx, s)
    v = st.pending[0]
    colours = _pair_colours(st, D.BONUS_MOVE_COST)
    if len(colours) > 1:
        w.phase = BONUS_PAY
        w.pending = ("move", v, s)
        return False
    _do_move(w, st.actor, v, s, colours[0])
    return False


def _do_move(w: _W, p: int, v: int, s: int, colour: str) -> None:
    w.own("permits")
    w.pay_influence(p, colour, D.BONUS_MOVE_COST)
    fc, fr = _shown_pos(w.permits[p][v])
    w.permits[p][v] = s
    col, row = _shown_pos(s)
    w.ev("permit_moved", player=p, value=v, from_col=fc, from_row=fr, col=col, row=row)
    _end_turn(w)


def _h_bonus_upgrade(st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
    v = _int_arg(args)
    _bonus_check(st, "bonus_upgrade", v)
    w.phase = BONUS_UPGRADE
    w.pending = (v,)
    return False


def _h_bonus_upgrade_to(st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
    new = _int_arg(args)
    old = st.pending[0]
    p = st.actor
    if not old < new < len(D.PERMIT_VALUES) or st.permits[p][new] >= 0:
        raise IllegalAction("permit_not_in_supply", value=new)
    if st.gold[p] < new - old:
        raise IllegalAction("not_enough_gold", need=new - old, have=st.gold[p], n=new - old)
    colours = _pair_colours(st, D.BONUS_UPGRADE_COST)
    if len(colours) > 1:
        w.phase = BONUS_PAY
        w.pending = ("upgrade", old, new)
        return False
    _do_upgrade(w, p, old, new, colours[0])
    return False


def _do_upgrade(w: _W, p: int, old: int, new: int, colour: str) -> None:
    w.own("permits")
    w.pay_influence(p, colour, D.BONUS_UPGRADE_COST)
    w.pay_gold(p, new - old)
    s = w.permits[p][old]
    w.permits[p][old] = _NOWHERE
    w.permits[p][new] = s
    col, row = _shown_pos(s)
    w.ev(
        "permit_upgraded", player=p, old_value=old, value=new, col=col, row=row,
        gold=new - old, n=new - old,
    )
    _end_turn(w)


def _h_bonus_pay(st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
    what, a, b = st.pending
    k = D.BONUS_MOVE_COST if what == "move" else D.BONUS_UPGRADE_COST
    colour = _check_colour(st, args, k)
    if what == "move":
        _do_move(w, st.actor, a, b, colour)
    else:
        _do_upgrade(w, st.actor, a, b, colour)
    return False


def _h_bonus_place(st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
    v = _int_arg(args)
    _bonus_check(st, "bonus_place", v)
    w.phase = BONUS_PLACE
    w.pending = (v,)
    return False


def _h_bonus_place_at(st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
    s = _square_arg(args)
    ctx = _ctx(st)
    if not ctx.free(s):
        raise _not_free(ctx, s)
    p = st.actor
    v = st.pending[0]
    # checked when the bonus was chosen; refused again for a hand changed since
    # (a constructed position), instead of paying cards or gold it does not hold
    if not _has_each_colour(st.influence[p]):
        raise IllegalAction("need_each_colour")
    if st.gold[p] < v:
        raise IllegalAction("not_enough_gold", need=v, have=st.gold[p])
    w.pay_each_colour(p)
    w.pay_gold(p, v)
    w.own("permits")
    w.permits[p][v] = s
    col, row = _shown_pos(s)
    w.ev("permit_placed", player=p, value=v, col=col, row=row, cost=v, n=v)
    _end_turn(w)
    return False


def _h_bonus_gold(st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
    _no_args(args)
    p = st.actor
    if not _has_each_colour(st.influence[p]):
        raise IllegalAction("need_each_colour")
    w.pay_each_colour(p)
    got = w.take_gold(p, D.TAKE_GOLD)
    w.ev("gold_taken", player=p, count=got)
    _end_turn(w)
    return False


def _h_end_turn(_st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
    _no_args(args)
    _end_turn(w)
    return False


def _end_turn(w: _W) -> None:
    w.idle_turns = 0 if w.could_build else w.idle_turns + 1
    w.could_build = False
    if w.stall_end and _stalled(w):
        w.phase = OVER
        w.actor = -1
        w.pending = ()
        w.stalled = True
        w.turn += 1
        w.ev("city_complete")
        for p in stall_winners(w):
            w.ev("stall_winner", player=p)
        return
    w.turn += 1
    if turn_limit_reached(w):
        w.phase = OVER
        w.actor = -1
        w.pending = ()
        w.ev("turn_limit", n=w.turn // w.num_players)  # rounds played
        for p in stall_winners(w):
            w.ev("limit_winner", player=p)
        return
    w.current = (w.current + 1) % w.num_players
    w.actor = w.current
    w.builds = 0
    w.pending = ()
    w.phase = ROLL
    w.ev("next_turn", player=w.current)
