"""Build exact Elasund situations for rule tests (no Qt).

Squares are given as (col, dice row) like in the actions.  Changing hands
keeps the card totals conserved (the supply/deck gives or takes the
difference), so the invariant checker can run on constructed states too.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any

from elasund_desktop.engine.rules import Action, GameConfig, Transition
from elasund_desktop.games.elasund import data as D  # noqa: N812
from elasund_desktop.games.elasund import rules as R  # noqa: N812
from elasund_desktop.games.elasund.rules import Building, ElasundRules, ElasundState

RULES = ElasundRules()
SEAT_COUNT_NAMES = ("red", "blue", "green", "yellow")


def new_game(n: int = 4, seed: int = 1, **options: Any) -> ElasundState:
    return RULES.setup(GameConfig(n, options), seed)


def situation(
    n: int = 4,
    *,
    phase: str = R.BUILD,
    current: int = 0,
    ship_row: int | None = 5,
    seed: int = 1,
    keep_huts: bool = False,
    options: dict[str, Any] | None = None,
    **fields: Any,
) -> ElasundState:
    """A state in `phase` with `current` to move, the ship on `ship_row`,
    and (unless keep_huts) an empty city.  Extra fields replace state fields."""
    st = new_game(n, seed, **(options or {}))
    st = dataclasses.replace(
        st,
        phase=phase,
        current=current,
        actor=current,
        ship=D.ROW_INDEX[ship_row] if ship_row is not None else -1,
        buildings=st.buildings if keep_huts else (),
        huts_removed=st.huts_removed if keep_huts else ((*D.HUT_KINDS,),) * n,
    )
    if fields:
        st = dataclasses.replace(st, **fields)
    return st


def at(col: int, row: int) -> int:
    return D.sq(col, row)


def bld(kind: str, owner: int, col: int, row: int, cubes: int | None = None) -> Building:
    """A building; neutral ones get a cube per flag by default (taken from the
    owner's supply by `place`)."""
    bt = D.BUILDINGS[kind]
    if cubes is None:
        cubes = len(bt.vp_flags) if bt.neutral else 0
    return Building(kind, owner, D.sq(col, row), cubes)


def place(st: ElasundState, *buildings: Building) -> ElasundState:
    """Add buildings: neutral ones leave their pile and their cubes leave the supply."""
    piles = list(st.piles)
    cubes = list(st.cubes)
    for b in buildings:
        if D.BUILDINGS[b.kind].neutral:
            piles[D.NEUTRAL_KINDS.index(b.kind)] -= 1
            cubes[b.owner] -= b.cubes
    return dataclasses.replace(
        st, buildings=st.buildings + tuple(buildings), piles=tuple(piles), cubes=tuple(cubes)
    )


def permits(st: ElasundState, spec: Iterable[tuple[int, int, int, int]]) -> ElasundState:
    """spec: (player, value, col, row) per permit put on the board."""
    rows = [list(r) for r in st.permits]
    for p, v, col, row in spec:
        rows[p][v] = D.sq(col, row)
    return dataclasses.replace(st, permits=tuple(tuple(r) for r in rows))


def hand(
    st: ElasundState, p: int, gold: int | None = None, red: int | None = None,
    blue: int | None = None, green: int | None = None,
) -> ElasundState:
    """Set a player's cards; the gold supply / influence deck absorbs the difference."""
    g = list(st.gold)
    supply = st.gold_supply
    if gold is not None:
        supply -= gold - g[p]
        g[p] = gold
    infl = [list(h) for h in st.influence]
    deck = list(st.deck)
    for c, value in enumerate((red, blue, green)):
        if value is not None:
            deck[c] -= value - infl[p][c]
            infl[p][c] = value
    assert supply >= 0 and min(deck) >= 0, "not enough cards for this hand"
    return dataclasses.replace(
        st,
        gold=tuple(g),
        gold_supply=supply,
        influence=tuple((h[0], h[1], h[2]) for h in infl),
        deck=(deck[0], deck[1], deck[2]),
    )


def empty_hands(st: ElasundState) -> ElasundState:
    for p in range(st.num_players):
        st = hand(st, p, gold=0, red=0, blue=0, green=0)
    return st


def act(st: ElasundState, player: int, kind: str, *args: Any) -> Transition[ElasundState]:
    return RULES.apply(st, Action(player, kind, tuple(args)))


def legal(st: ElasundState) -> list[tuple[str, tuple[Any, ...]]]:
    return [(a.kind, a.args) for a in RULES.legal_actions(st)]


def keys(tr: Transition[ElasundState]) -> list[str]:
    return [e.key for e in tr.events]


def events(tr: Transition[ElasundState], key: str) -> list[dict[str, Any]]:
    return [e.as_dict() for e in tr.events if e.key == key]


def building_at(st: ElasundState, col: int, row: int) -> Building | None:
    s = D.sq(col, row)
    for b in st.buildings:
        if s in R.SQUARES_OF[b.kind][b.square]:
            return b
    return None


def with_rng(st: ElasundState, rng: int) -> ElasundState:
    return dataclasses.replace(st, rng=rng)


# --- invariants ---------------------------------------------------------------------
def check_invariants(st: ElasundState) -> None:
    n = st.num_players
    # cards
    assert st.gold_supply + sum(st.gold) + st.pool[0] == D.GOLD_CARDS
    infl = sum(st.deck) + sum(st.discard) + sum(sum(h) for h in st.influence) + sum(st.pool[1:])
    assert infl == D.INFLUENCE_CARDS
    for c in range(3):
        col_total = st.deck[c] + st.discard[c] + st.pool[1 + c] + sum(h[c] for h in st.influence)
        assert col_total == D.INFLUENCE_PER_COLOUR
    assert st.gold_supply >= 0 and min(st.gold) >= 0 and min(st.pool) >= 0
    assert min(st.deck) >= 0 and min(st.discard) >= 0
    assert all(min(h) >= 0 for h in st.influence)
    # cubes
    placed = [0] * n
    for b in st.buildings:
        if b.cubes:
            assert D.BUILDINGS[b.kind].neutral and b.cubes <= len(D.BUILDINGS[b.kind].vp_flags)
            placed[b.owner] += b.cubes
    for _piece, owner in st.church:
        if owner >= 0:
            placed[owner] += 1
    for code in st.walls:
        if code >= 0 and code % 16 in R.TOWER_NUMBERS:
            placed[code // 16] += 1
    for k, seats in enumerate(st.track):
        assert len(seats) <= D.TRADE_TRACK_FLAGS[k] and len(set(seats)) == len(seats)
        for p in seats:
            placed[p] += 1
            assert st.trade[p] >= D.TRADE_TRACK_SPACES[k]  # trade cubes match trade points
    for p in range(n):
        assert st.cubes[p] >= 0
        assert placed[p] + st.cubes[p] == D.VP_CUBES
    # permits: 5 per player, each on a distinct square
    squares = [s for row in st.permits for s in row if s >= 0]
    assert len(squares) == len(set(squares))
    assert all(len(row) == 5 for row in st.permits)
    lay = R.LAYOUTS[n]
    occ: dict[int, int] = {}
    for i, b in enumerate(st.buildings):
        for s in R.SQUARES_OF[b.kind][b.square]:
            assert s not in occ, "buildings overlap"
            assert lay.in_city[s] and s != D.CHURCH_SITE
            occ[s] = i
    church_sq = R._church_squares(st.church_origin, st.church)
    for s in squares:
        assert s not in occ and s not in church_sq and lay.in_city[s] and s != D.CHURCH_SITE
    for s in church_sq:
        assert s not in occ
    # trade points = trade squares of own buildings
    for p in range(n):
        pts = sum(
            lay.trade[s] for b in st.buildings if b.owner == p for s in R.SQUARES_OF[b.kind][b.square]
        )
        assert st.trade[p] == pts
    # wall tiles
    for p in range(n):
        built = sorted(code % 16 for code in st.walls if code >= 0 and code // 16 == p)
        assert built == list(range(1, st.wall_next[p]))
    # buildings
    for k, kind in enumerate(D.NEUTRAL_KINDS):
        on_board = sum(1 for b in st.buildings if b.kind == kind)
        assert on_board + st.piles[k] == D.BUILDINGS[kind].count
    for p in range(n):
        for kind in D.PLAYER_KINDS:
            assert sum(1 for b in st.buildings if b.kind == kind and b.owner == p) <= 1
        for kind in D.HUT_KINDS:
            where = (
                sum(1 for b in st.buildings if b.kind == kind and b.owner == p)
                + st.huts_removed[p].count(kind)
                + st.huts_queue.count((p, kind))
            )
            assert where == 1
    # church
    assert len(st.church_stack) + len(st.church) + (2 if st.phase == R.CHURCH_KEEP else 0) == 9


def rng_rolling(*totals: int) -> int:
    """An rng position whose next dice rolls (2d6 each) give `totals` in order."""
    from elasund_desktop.engine.rng import Rng

    for start in range(1, 10_000_000):
        r = Rng(start)
        if all(r.die() + r.die() == t for t in totals):
            return start
    raise AssertionError("no rng state found")  # pragma: no cover
