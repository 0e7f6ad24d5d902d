"""What stands or lies where in one Elasund state (Qt-free): buildings, permits,
church tiles, and so which squares are free.

`_Ctx` computes these maps once per state; `_ctx` shares them between
`legal_actions` and `apply` of the same frozen state.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from elasund_desktop.engine.rules import IllegalAction

from . import data as D  # noqa: N812
from .layout import LAYOUTS, SQUARES_OF
from .state import Building, ElasundState
from .working import _W


def _occ(buildings: Sequence[Building]) -> list[int]:
    """Per square 0..99: the index of the building standing there, or -1."""
    occ = [-1] * 100
    for i, b in enumerate(buildings):
        for s in SQUARES_OF[b.kind][b.square]:
            occ[s] = i
    return occ


def _church_squares(origin: tuple[int, int], church: Sequence[tuple[int, int]]) -> set[int]:
    """The squares the church tiles laid so far cover."""
    if origin[0] < 0:
        return set()
    return {D.church_square(origin, piece) for piece, _o in church}


class _Ctx:
    """Maps of one state, computed once per call."""

    __slots__ = ("blocked", "church", "lay", "memo", "occ", "pm")

    def __init__(self, st: ElasundState | _W) -> None:
        lay = LAYOUTS[st.num_players]
        self.lay = lay
        occ = [-1] * 100
        blocked = bytearray(lay.blocked0)
        for i, b in enumerate(st.buildings):
            for s in SQUARES_OF[b.kind][b.square]:
                occ[s] = i
                blocked[s] = 1
        pm = [-1] * 100
        for p, row in enumerate(st.permits):
            base = p * 5
            for v, s in enumerate(row):
                if s >= 0:
                    pm[s] = base + v
                    blocked[s] = 1
        church = _church_squares(st.church_origin, st.church) if st.church else set()
        for s in church:
            blocked[s] = 1
        self.occ = occ
        self.pm = pm
        self.church = church
        self.blocked = blocked
        # Figures of the rules worked out on these maps (where huts and
        # buildings can go), keyed by what else they read: a `_Ctx` is
        # shared by every state of its board (`_ctx`), and so are they.
        self.memo: dict[tuple[Any, ...], Any] = {}

    def free(self, s: int) -> bool:
        """Empty square inside the city for a permit (§8: not the church site)."""
        return not self.blocked[s]

    def free_squares(self) -> list[int]:
        blocked = self.blocked
        return [s for s in self.lay.city if not blocked[s]]

    def hut_free(self, s: int) -> bool:
        return not self.blocked[s] and self.lay.trade[s] == 0


def _not_free(ctx: _Ctx, s: int) -> IllegalAction:
    """Why square `s` takes no permit: what stands or lies there."""
    if ctx.occ[s] >= 0:
        return IllegalAction("square_has_building")
    if ctx.pm[s] >= 0:
        return IllegalAction("square_has_permit")
    if s in ctx.church:
        return IllegalAction("square_has_church")
    if s == D.CHURCH_SITE:
        return IllegalAction("church_site_kept_free")
    return IllegalAction("square_not_free")


_CTX_CACHE: tuple[object, _Ctx | None] = (None, None)

# A board's key: the permits by value (small tuples, quick to hash), the
# buildings and church tuples by identity (a state's step leaves them the
# same objects unless it changes them, and determinizing never does), and
# the church's origin.  What `_Ctx` reads, and nothing else.
BoardKey = tuple[int, tuple[tuple[int, ...], ...], int, int, tuple[int, int]]


def board_key(st: ElasundState) -> BoardKey:
    return (st.num_players, st.permits, id(st.buildings), id(st.church), st.church_origin)


# board -> (its buildings, its church, its maps): the tuples are kept alive
# here, so an id in a key is never reused while its entry stands
_BOARD_CTX: dict[BoardKey, tuple[object, object, _Ctx]] = {}
_BOARD_CTX_MAX = 2048  # then the cache starts again (a search sees far fewer boards a move)


def _ctx(st: ElasundState) -> _Ctx:
    """The maps of a frozen state, shared by legal_actions and apply, and by
    every state of the same board (the many worlds of one search): nobody
    changes a `_Ctx` once made."""
    global _CTX_CACHE
    cached = _CTX_CACHE
    if cached[0] is st and cached[1] is not None:
        return cached[1]
    key = board_key(st)
    found = _BOARD_CTX.get(key)
    if found is not None and found[0] is st.buildings and found[1] is st.church:
        ctx = found[2]
    else:
        if len(_BOARD_CTX) >= _BOARD_CTX_MAX:
            _BOARD_CTX.clear()
        ctx = _Ctx(st)
        _BOARD_CTX[key] = (st.buildings, st.church, ctx)
    _CTX_CACHE = (st, ctx)
    return ctx


def _hut_spots(st: ElasundState | _W, kind: str, ctx: _Ctx | None = None) -> list[int]:
    ctx = ctx or _Ctx(st)
    key = ("huts", kind)
    found = ctx.memo.get(key)
    if found is None:
        found = ctx.memo[key] = tuple(
            tl
            for tl, squares in ctx.lay.foot[kind].items()
            if all(ctx.hut_free(s) for s in squares)
        )
    return list(found)
