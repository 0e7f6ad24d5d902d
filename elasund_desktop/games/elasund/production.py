"""Elasund's production step (Qt-free): the roll, the ship, income, and the
pirates (what each player gives up, what the roller takes).

Handlers (`_h_*`, dispatched by `_HANDLERS` in rules.py) take the frozen state,
its working copy and the action's arguments, and return the barrier: whether
the step used randomness or revealed hidden information (engine.rules.Transition).
"""

from __future__ import annotations

from typing import Any

from elasund_desktop.engine.rules import IllegalAction

from . import data as D  # noqa: N812
from .args import _int_arg, _no_args, _str_arg
from .construction import _to_build
from .layout import LAYOUTS
from .phases import DISCARD, PIRATE_TAKE, SHIP
from .scoring import _towers
from .state import CARD_INDEX, TOWER_NUMBERS, ElasundState
from .working import _W, _draw_index


def _order_from(start: int, n: int) -> list[int]:
    return [(start + k) % n for k in range(n)]


def _h_roll(_st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
    _no_args(args)
    if w.turn == 0 and w.ship < 0:  # the set-up roll-off, logged with the first roll
        w.ev("start_player", player=w.current)
    d1, d2 = w.r.die(), w.r.die()
    total = d1 + d2
    w.ev("roll", player=w.current, die1=d1, die2=d2, total=total)
    if total == D.PIRATE_ROLL:
        w.phase = SHIP
        w.pending = (1, *[ri for ri in range(D.NUM_ROWS) if ri != w.ship])
        return True
    ri = D.ROW_INDEX[total]
    if ri == w.ship:
        cands = [x for x in (ri - 2, ri + 2) if 0 <= x < D.NUM_ROWS]
        if len(cands) > 1:
            w.phase = SHIP
            w.pending = (0, *cands)
            return True
        ri = cands[0]
    _move_ship(w, ri, pirate=False)
    return True


def _h_move_ship(st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
    row = _int_arg(args)
    ri = D.ROW_INDEX.get(row, -1)
    if ri not in st.pending[1:]:
        if ri < 0:
            raise IllegalAction("ship_row_not_allowed", row=row)
        if st.pending[0]:  # pirates: every row but the ship's own is offered
            raise IllegalAction("ship_must_leave_row", row=row)
        raise IllegalAction("ship_two_rows_away", row=D.ROWS[st.ship])
    _move_ship(w, ri, pirate=bool(st.pending[0]))
    return False


def _move_ship(w: _W, ri: int, pirate: bool) -> None:
    w.ship = ri
    w.pending = ()
    w.ev("ship_moved", player=w.current, row=D.ROWS[ri])
    if pirate:
        _pirates(w)
    else:
        _income(w)
        _to_build(w)


def _income(w: _W) -> None:
    n = w.num_players
    ri = w.ship
    need_g = [0] * n
    need_i = [0] * n
    for b in w.buildings:
        bt = D.BUILDINGS[b.kind]
        if bt.income is None:
            continue
        r0 = b.square // 10
        if r0 <= ri < r0 + bt.h:
            if bt.income == "gold":
                need_g[b.owner] += 1
            else:
                need_i[b.owner] += 1
    order = _order_from(w.current, n)
    if sum(need_g) > w.gold_supply:
        w.ev("shortage", card="gold")
        for p in order:
            half = w.gold[p] // 2
            if half:
                w.pay_gold(p, half)
                w.ev("shortage_return", player=p, card="gold", count=half)
    if sum(need_i) > sum(w.deck) + sum(w.discard):
        w.ev("shortage", card="influence")
        for p in order:
            half = sum(w.influence[p]) // 2
            hand = w.influence[p]
            for _ in range(half):
                c = max(range(3), key=lambda k: (hand[k], -k))
                hand[c] -= 1
                w.discard[c] += 1
            if half:
                w.ev("shortage_return", player=p, card="influence", count=half)
        moved = sum(w.discard)
        if moved:
            w.deck = [w.deck[c] + w.discard[c] for c in range(3)]
            w.discard = [0, 0, 0]
            w.ev("reshuffle", count=moved)
    for p in order:
        g = w.take_gold(p, need_g[p]) if need_g[p] else 0
        k = w.draw_n(p, need_i[p]) if need_i[p] else 0
        if g or k:
            w.ev("income", player=p, gold=g, influence=k)
        if g < need_g[p] or k < need_i[p]:
            w.ev("income_short", player=p, gold=need_g[p] - g, influence=need_i[p] - k)


def _pirates(w: _W) -> None:
    ri = w.ship
    n = w.num_players
    cubes = [0] * n
    for b in w.buildings:
        if b.cubes:
            r0 = b.square // 10
            for dx_dy in D.BUILDINGS[b.kind].vp_flags[: b.cubes]:
                if r0 + dx_dy[1] == ri:
                    cubes[b.owner] += 1
    for piece, owner in w.church:
        if owner >= 0 and D.church_square(w.church_origin, piece) // 10 == ri:
            cubes[owner] += 1
    lay = LAYOUTS[n]
    for i, code in enumerate(w.walls):
        if code >= 0 and code % 16 in TOWER_NUMBERS and lay.walls[i].row_index == ri:
            cubes[code // 16] += 1
    w.ev("pirates", player=w.current, row=D.ROWS[ri])
    for p in _order_from(w.current, n):
        if cubes[p]:
            w.ev("pirate_demand", player=p, cubes=cubes[p], n=cubes[p])
    w.owed = cubes
    _next_discard(w)


def _discard_card(w: _W, p: int, card: str) -> None:
    w.own("pool", "owed")
    i = CARD_INDEX[card]
    if i == 0:
        w.gold[p] -= 1
    else:
        w.influence[p][i - 1] -= 1
    w.pool[i] += 1
    w.owed[p] -= 1
    w.ev("pirate_discard", player=p, card=card)


def _next_discard(w: _W) -> None:
    w.own("pool", "owed")
    for p in _order_from(w.current, w.num_players):
        if w.owed[p] <= 0:
            continue
        hand = w.gold[p] + sum(w.influence[p])
        if w.owed[p] >= hand:  # must give everything: no choice
            for card in D.CARD_TYPES:
                i = CARD_INDEX[card]
                while (w.gold[p] if i == 0 else w.influence[p][i - 1]) > 0:
                    _discard_card(w, p, card)
            w.owed[p] = 0
            continue
        kinds = (1 if w.gold[p] else 0) + sum(1 for x in w.influence[p] if x)
        if kinds == 1:
            card = "gold" if w.gold[p] else D.INFLUENCE_COLOURS[
                next(c for c in range(3) if w.influence[p][c])
            ]
            while w.owed[p] > 0:
                _discard_card(w, p, card)
            continue
        w.phase = DISCARD
        w.actor = p
        return
    w.owed = [0] * w.num_players
    w.actor = w.current
    takes = min(_towers(w, w.current), sum(w.pool))
    if takes and w.pirate_reward == "random":
        for _ in range(takes):
            _take(w, D.CARD_TYPES[_draw_index(w.r, list(w.pool))])
        takes = 0
    w.pending = (takes,)
    _after_take(w)


def _take(w: _W, card: str) -> None:
    w.own("pool")
    i = CARD_INDEX[card]
    w.pool[i] -= 1
    if i == 0:
        w.gold[w.current] += 1
    else:
        w.influence[w.current][i - 1] += 1
    w.ev("pirate_take", player=w.current, card=card)


def _after_take(w: _W) -> None:
    takes = w.pending[0]
    # no real choice: a single kind of card left, or he gets all the discards anyway
    while takes and (sum(1 for x in w.pool if x) == 1 or takes >= sum(w.pool)):
        _take(w, D.CARD_TYPES[next(i for i in range(4) if w.pool[i])])
        takes -= 1
    if takes and sum(w.pool):
        w.phase = PIRATE_TAKE
        w.pending = (takes,)
        return
    if sum(w.pool):
        w.ev("pirate_bank", gold=w.pool[0], influence=sum(w.pool[1:]))
        w.gold_supply += w.pool[0]
        for c in range(3):
            w.discard[c] += w.pool[c + 1]
        w.pool = [0, 0, 0, 0]
    w.pending = ()
    _to_build(w)


def _h_discard(st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
    card = _str_arg(args)
    p = st.actor
    if card not in CARD_INDEX:
        raise IllegalAction("bad_arguments")
    i = CARD_INDEX[card]
    have = st.gold[p] if i == 0 else st.influence[p][i - 1]
    if have <= 0:
        raise IllegalAction("no_such_card", card=card)
    _discard_card(w, p, card)
    _next_discard(w)
    return False


def _h_take_card(st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
    card = _str_arg(args)
    if card not in CARD_INDEX or st.pool[CARD_INDEX[card]] <= 0:
        raise IllegalAction("no_such_card", card=card)
    _take(w, card)
    w.pending = (st.pending[0] - 1,)
    _after_take(w)
    return False
