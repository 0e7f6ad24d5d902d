"""The rules engine of Elasund (Qt-free).

A turn is split into small steps; each step is one `Action`.  The state is a
frozen dataclass made of tuples; `apply` builds a mutable working copy
(`_W`), changes it and freezes it into a new state, so the input is never
touched and nothing is half-applied (every check happens before the copy is
changed, or the copy is simply dropped).

Binding decisions: wherever the printed rulebooks are silent or disagree, the
choice made here is listed in the last section of the rules reference, "House
interpretations" (rules_text.py, shown in the rules browser), and variants
are options (`_OPTIONS`); every number and its source: data.py.

Steps (phase -> action kinds, args use (col, dice row) for squares):
  roll: roll() | ship: move_ship(row) | discard: discard(card) (pirates, each
  affected player in turn order) | pirate_take: take_card(card) |
  build: build(kind), wall(side, position), church(), end_construction() |
  build_site: build_at(col, row) | build_pay / permit_pay / bonus_pay:
  pay_colour(colour) | church_keep: church_keep(piece) | huts: place_hut(col, row)
  (the hut owner decides) | permit: take_gold(), permit(value) |
  permit_square: permit_at(col, row) | bonus: bonus_move(value),
  bonus_upgrade(value), bonus_place(value), bonus_gold(), end_turn() |
  bonus_move: bonus_move_to(col, row) | bonus_upgrade: bonus_upgrade_to(value) |
  bonus_place: bonus_place_at(col, row).
Steps with a single possible outcome are not asked (e.g. a forced ship move, a
pirate discard of everything a player holds, the only colour that can pay).
There is no cancel action: the UI cancels a step by undo.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from elasund_desktop.engine.gains import GainHooks
from elasund_desktop.engine.rng import Rng, seed_state
from elasund_desktop.engine.rules import (
    Action,
    Event,
    GameConfig,
    IllegalAction,
    OptionSpec,
    Outcome,
    Transition,
)
from elasund_desktop.engine.table_facts import Fact
from elasund_desktop.i18n.noop import QT_TRANSLATE_NOOP

from . import data as D  # noqa: N812
from . import gains as _gains

# --- phases -----------------------------------------------------------------------
ROLL = "roll"
SHIP = "ship"  # choose the ship's row (pending: (pirate, *row indices))
DISCARD = "discard"  # pirate discards (owed per player)
PIRATE_TAKE = "pirate_take"  # pending: (takes left,)
BUILD = "build"
BUILD_SITE = "build_site"  # pending: (kind,)
BUILD_PAY = "build_pay"  # pending: (kind, square)
CHURCH_KEEP = "church_keep"  # pending: (piece a, piece b)
HUTS = "huts"  # start-hut re-placement, queue in huts_queue
PERMIT = "permit"
PERMIT_SQUARE = "permit_square"  # pending: (value,)
PERMIT_PAY = "permit_pay"  # pending: (value, square)
BONUS = "bonus"
BONUS_MOVE = "bonus_move"  # pending: (value,)
BONUS_UPGRADE = "bonus_upgrade"  # pending: (old value,)
BONUS_PLACE = "bonus_place"  # pending: (value,)
BONUS_PAY = "bonus_pay"  # pending: ("move", value, square) | ("upgrade", old, new)
OVER = "over"
# Phases that follow a choice of the same player within one decision.
_SUBSTEP_PHASES = frozenset(
    {
        BUILD_SITE, BUILD_PAY, PERMIT_SQUARE, PERMIT_PAY,
        BONUS_MOVE, BONUS_UPGRADE, BONUS_PLACE, BONUS_PAY,
    }
)

CARD_INDEX = {c: i for i, c in enumerate(D.CARD_TYPES)}  # gold 0, red 1, blue 2, green 3
COLOUR_INDEX = {c: i for i, c in enumerate(D.INFLUENCE_COLOURS)}
TOWER_NUMBERS = frozenset(k for k, (what, _n) in D.WALL_REWARDS.items() if what == "tower")
_NOWHERE = -1


# --- static tables per player count -------------------------------------------------
@dataclass(frozen=True, slots=True)
class _Layout:
    n: int
    cols: int  # building columns
    city: tuple[int, ...]  # squares inside the city, row-major
    in_city: tuple[bool, ...]  # per square 0..99
    trade: tuple[int, ...]  # trade points per square 0..99
    walls: tuple[D.WallSpace, ...]
    wall_index: dict[tuple[str, int], int]
    # kind -> top-left square -> footprint squares, only footprints fully inside the
    # city and not covering the church site
    foot: dict[str, dict[int, tuple[int, ...]]]
    blocked0: bytes  # 1 = never free: outside the city, church site
    cover: dict[str, dict[int, tuple[int, ...]]]  # kind -> square -> top-lefts covering it
    row_squares: tuple[tuple[int, ...], ...]  # city squares per row index


def _make_layout(n: int) -> _Layout:
    cols = D.city_cols(n)
    in_city = tuple((s % D.GRID_COLS) < cols for s in range(D.NUM_ROWS * D.GRID_COLS))
    city = tuple(s for s in range(D.NUM_ROWS * D.GRID_COLS) if in_city[s])
    ts = D.trade_squares(n)
    trade = tuple(ts.get(s, 0) for s in range(D.NUM_ROWS * D.GRID_COLS))
    walls = D.wall_spaces(n)
    foot: dict[str, dict[int, tuple[int, ...]]] = {}
    for kind, bt in D.BUILDINGS.items():
        per: dict[int, tuple[int, ...]] = {}
        for tl in city:
            c, r = tl % D.GRID_COLS, tl // D.GRID_COLS
            if c + bt.w > cols or r + bt.h > D.NUM_ROWS:
                continue
            squares = tuple((r + dy) * D.GRID_COLS + c + dx for dx, dy in bt.offsets)
            if D.CHURCH_SITE in squares:
                continue
            per[tl] = squares
        foot[kind] = per
    return _Layout(
        n, cols, city, in_city, trade, walls,
        {(w.side, w.pos): i for i, w in enumerate(walls)}, foot,
        bytes(
            1 if not in_city[s] or s == D.CHURCH_SITE else 0
            for s in range(D.NUM_ROWS * D.GRID_COLS)
        ),
        {
            kind: {
                s: tuple(sorted(tl for tl, sqs in per.items() if s in sqs)) for s in city
            }
            for kind, per in foot.items()
        },
        tuple(tuple(s for s in city if s // D.GRID_COLS == ri) for ri in range(D.NUM_ROWS)),
    )


LAYOUTS: dict[int, _Layout] = {n: _make_layout(n) for n in range(D.MIN_PLAYERS, D.MAX_PLAYERS + 1)}
# kind -> top-left -> squares, regardless of the city (for buildings on the board)
SQUARES_OF: dict[str, dict[int, tuple[int, ...]]] = {
    kind: {
        tl: tuple((tl // 10 + dy) * 10 + tl % 10 + dx for dx, dy in bt.offsets)
        for tl in range(100)
        if tl % 10 + bt.w <= 10 and tl // 10 + bt.h <= 10
    }
    for kind, bt in D.BUILDINGS.items()
}
SIZE = {k: b.size for k, b in D.BUILDINGS.items()}
OFFSETS = {k: b.offsets for k, b in D.BUILDINGS.items()}
HEIGHT = {k: b.h for k, b in D.BUILDINGS.items()}


def _pos(square: int) -> tuple[int, int]:
    return square % D.GRID_COLS, D.ROWS[square // D.GRID_COLS]


def _shown_pos(square: int) -> tuple[int, int]:
    """(column, row) as players read them in the log: columns count from 1 at the sea."""
    col, row = _pos(square)
    return col + 1, row


def _square_arg(args: tuple[Any, ...]) -> int:
    """Validate (col, row) action args and turn them into a square."""
    if len(args) != 2:
        raise IllegalAction("bad_arguments")
    col, row = args
    if (
        not isinstance(col, int) or isinstance(col, bool) or not isinstance(row, int)
        or isinstance(row, bool) or row not in D.ROW_INDEX or not 0 <= col < D.GRID_COLS
    ):
        raise IllegalAction("bad_arguments")
    return D.sq(col, row)


def _int_arg(args: tuple[Any, ...]) -> int:
    if len(args) != 1 or not isinstance(args[0], int) or isinstance(args[0], bool):
        raise IllegalAction("bad_arguments")
    return int(args[0])


def _str_arg(args: tuple[Any, ...]) -> str:
    if len(args) != 1 or not isinstance(args[0], str):
        raise IllegalAction("bad_arguments")
    return args[0]


def _no_args(args: tuple[Any, ...]) -> None:
    if args:
        raise IllegalAction("bad_arguments")


# --- state --------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Building:
    kind: str
    owner: int  # seat: owner of a player building / hut, builder (cube owner) of a neutral one
    square: int  # north-west square
    cubes: int = 0  # cubes on its VP flags (neutral buildings)


@dataclass(frozen=True, slots=True)
class ElasundState:
    num_players: int
    pirate_reward: str
    full_row: str
    east_after_cheap: bool
    rng: int
    phase: str
    current: int  # whose turn it is
    actor: int  # who decides now (-1 when over)
    turn: int  # completed turns
    ship: int  # row index, -1 = beside the board
    builds: int  # constructions done this turn
    gold: tuple[int, ...]
    influence: tuple[tuple[int, int, int], ...]
    gold_supply: int
    deck: tuple[int, int, int]
    discard: tuple[int, int, int]
    pool: tuple[int, int, int, int]  # pirate discards waiting (gold, red, blue, green)
    owed: tuple[int, ...]  # pirate discards still owed per player
    cubes: tuple[int, ...]  # VP cubes in each player's supply
    trade: tuple[int, ...]  # trade points
    track: tuple[tuple[int, ...], ...]  # per trade-track VP space: seats with a cube there
    permits: tuple[tuple[int, ...], ...]  # per player, per value: square or -1 (supply)
    buildings: tuple[Building, ...]
    piles: tuple[int, ...]  # neutral piles in NEUTRAL_KINDS order
    huts_removed: tuple[tuple[str, ...], ...]
    huts_queue: tuple[tuple[int, str], ...]  # huts waiting to be re-placed
    walls: tuple[int, ...]  # per wall space: -1 or seat * 16 + tile number
    wall_next: tuple[int, ...]  # number of each player's top wall tile (10 = none left)
    church_stack: tuple[int, ...]  # top first
    church_origin: tuple[int, int]  # (col, row index) of the church area, (-1, -1) unset
    church: tuple[tuple[int, int], ...]  # placed church tiles: (piece, cube owner or -1)
    church_known: tuple[int, int]  # (seat, piece) put at the bottom by the first builder
    pending: tuple[Any, ...]
    winner: int
    # house rule "a city that can grow no more" (option stall_end, see _stalled):
    stall_end: bool = True
    idle_turns: int = 0  # completed turns in a row whose player could construct nothing
    could_build: bool = False  # this turn's player had a construction on offer
    stalled: bool = False  # the game ended by the house rule


# --- read-only helpers over a state ---------------------------------------------------------
def _occ(buildings: Sequence[Building]) -> list[int]:
    occ = [-1] * 100
    for i, b in enumerate(buildings):
        for s in SQUARES_OF[b.kind][b.square]:
            occ[s] = i
    return occ


def _church_squares(origin: tuple[int, int], church: Sequence[tuple[int, int]]) -> set[int]:
    if origin[0] < 0:
        return set()
    return {D.church_square(origin, piece) for piece, _o in church}


class _Ctx:
    """Maps of one state, computed once per call."""

    __slots__ = ("blocked", "church", "lay", "occ", "pm")

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


def _ctx(st: ElasundState) -> _Ctx:
    """The maps of a frozen state, shared by legal_actions and apply (one-entry cache)."""
    global _CTX_CACHE
    cached = _CTX_CACHE
    if cached[0] is st and cached[1] is not None:
        return cached[1]
    ctx = _Ctx(st)
    _CTX_CACHE = (st, ctx)
    return ctx


def _colours_with(hand: Sequence[int], k: int) -> list[str]:
    return [c for i, c in enumerate(D.INFLUENCE_COLOURS) if hand[i] >= k]


def _has_each_colour(hand: Sequence[int]) -> bool:
    return all(x >= 1 for x in hand)


def _towers(st: ElasundState | _W, p: int) -> int:
    return sum(1 for w in st.walls if w >= 0 and w // 16 == p and w % 16 in TOWER_NUMBERS)


def _order_from(start: int, n: int) -> list[int]:
    return [(start + k) % n for k in range(n)]


def _draw_index(r: Rng, counts: list[int]) -> int:
    """Take one card at random from a pile given as counts per kind (not all 0):
    lowers its count and returns its kind's index.  Every draw of the game (start
    hands, the influence deck, the pirates' random reward) goes through here."""
    x = r.below(sum(counts))
    for i, k in enumerate(counts):
        if x < k:
            counts[i] -= 1
            return i
        x -= k
    raise AssertionError("pile count mismatch")  # pragma: no cover


def _t(x: Any) -> Any:
    return x if type(x) is tuple else tuple(x)


def _tt(x: Any) -> Any:
    return x if type(x) is tuple else tuple(map(tuple, x))


# --- mutable working copy ---------------------------------------------------------------------
class _W:
    """A mutable copy of a state; `freeze` makes the new state."""

    __slots__ = (
        "_owned",
        "_rng",
        "actor",
        "buildings",
        "builds",
        "church",
        "church_known",
        "church_origin",
        "church_stack",
        "could_build",
        "cubes",
        "current",
        "deck",
        "discard",
        "east_after_cheap",
        "events",
        "full_row",
        "gold",
        "gold_supply",
        "huts_queue",
        "huts_removed",
        "idle_turns",
        "influence",
        "num_players",
        "owed",
        "pending",
        "permits",
        "phase",
        "piles",
        "pirate_reward",
        "pool",
        "rng",
        "ship",
        "stall_end",
        "stalled",
        "track",
        "trade",
        "turn",
        "wall_next",
        "walls",
        "winner",
    )

    def __init__(self, s: ElasundState) -> None:
        self.num_players = s.num_players
        self.pirate_reward = s.pirate_reward
        self.full_row = s.full_row
        self.east_after_cheap = s.east_after_cheap
        self.rng = s.rng
        self._rng: Rng | None = None
        self.phase = s.phase
        self.current = s.current
        self.actor = s.actor
        self.turn = s.turn
        self.ship = s.ship
        self.builds = s.builds
        self.gold = list(s.gold)
        self.influence = [list(h) for h in s.influence]
        self.gold_supply = s.gold_supply
        self.deck = list(s.deck)
        self.discard = list(s.discard)
        # "cold" fields stay the state's tuples until `own` makes them lists (copy on write)
        self._owned: set[str] = set()
        self.pool: Any = s.pool
        self.owed: Any = s.owed
        self.cubes: Any = s.cubes
        self.trade: Any = s.trade
        self.track: Any = s.track
        self.permits: Any = s.permits
        self.buildings: Any = s.buildings
        self.piles: Any = s.piles
        self.huts_removed: Any = s.huts_removed
        self.huts_queue: Any = s.huts_queue
        self.walls: Any = s.walls
        self.wall_next: Any = s.wall_next
        self.church_stack: Any = s.church_stack
        self.church_origin = s.church_origin
        self.church: Any = s.church
        self.church_known = s.church_known
        self.pending = s.pending
        self.winner = s.winner
        self.stall_end = s.stall_end
        self.idle_turns = s.idle_turns
        self.could_build = s.could_build
        self.stalled = s.stalled
        self.events: list[Event] = []

    def own(self, *names: str) -> None:
        """Make cold fields mutable lists before changing them."""
        for name in names:
            if name not in self._owned:
                self._owned.add(name)
                v = getattr(self, name)
                if name in ("track", "permits"):
                    setattr(self, name, [list(t) for t in v])
                else:
                    setattr(self, name, list(v))

    @property
    def r(self) -> Rng:
        if self._rng is None:
            self._rng = Rng(self.rng)
        return self._rng

    def ev(self, key: str, **params: Any) -> None:
        self.events.append(Event.make(key, **params))

    def freeze(self) -> ElasundState:
        rng = self._rng.state if self._rng is not None else self.rng
        d, c, pl = self.deck, self.discard, self.pool
        return ElasundState(
            self.num_players,
            self.pirate_reward,
            self.full_row,
            self.east_after_cheap,
            rng,
            self.phase,
            self.current,
            self.actor,
            self.turn,
            self.ship,
            self.builds,
            tuple(self.gold),
            tuple([(h[0], h[1], h[2]) for h in self.influence]),
            self.gold_supply,
            (d[0], d[1], d[2]),
            (c[0], c[1], c[2]),
            _t(pl),
            _t(self.owed),
            _t(self.cubes),
            _t(self.trade),
            _tt(self.track),
            _tt(self.permits),
            _t(self.buildings),
            _t(self.piles),
            _t(self.huts_removed),
            _t(self.huts_queue),
            _t(self.walls),
            _t(self.wall_next),
            _t(self.church_stack),
            self.church_origin,
            _t(self.church),
            self.church_known,
            self.pending,
            self.winner,
            self.stall_end,
            self.idle_turns,
            self.could_build,
            self.stalled,
        )

    # -- cards ---------------------------------------------------------------------------
    def draw_influence(self, p: int) -> bool:
        """Draw one influence card at random from the deck into p's hand."""
        if sum(self.deck) == 0:
            moved = sum(self.discard)
            if moved == 0:
                return False
            self.deck = self.discard
            self.discard = [0, 0, 0]
            self.ev("reshuffle", count=moved)
        self.influence[p][_draw_index(self.r, self.deck)] += 1
        return True

    def draw_n(self, p: int, k: int) -> int:
        got = 0
        for _ in range(k):
            if not self.draw_influence(p):
                break
            got += 1
        return got

    def take_gold(self, p: int, k: int) -> int:
        got = min(k, self.gold_supply)
        self.gold_supply -= got
        self.gold[p] += got
        return got

    def pay_gold(self, p: int, k: int) -> None:
        self.gold[p] -= k
        self.gold_supply += k

    def pay_influence(self, p: int, colour: str, k: int) -> None:
        c = COLOUR_INDEX[colour]
        self.influence[p][c] -= k
        self.discard[c] += k
        self.ev("influence_paid", player=p, colour=colour, count=k)

    def pay_each_colour(self, p: int) -> None:
        for c in range(3):
            self.influence[p][c] -= 1
            self.discard[c] += 1
        self.ev("influence_paid_each", player=p)

    # -- trade track ---------------------------------------------------------------------
    def trade_gain(self, p: int, pts: int) -> None:
        if pts <= 0:
            return
        self.own("trade", "track", "cubes")
        self.trade[p] += pts
        self.ev("trade_points", player=p, points=pts, total=self.trade[p], n=pts)
        for k, space in enumerate(D.TRADE_TRACK_SPACES):
            t = self.track[k]
            if (
                self.trade[p] >= space and p not in t and len(t) < D.TRADE_TRACK_FLAGS[k]
                and self.cubes[p] > 0
            ):
                t.append(p)
                self.cubes[p] -= 1
                self.ev("track_cube", player=p, space=space)

    def trade_loss(self, p: int, pts: int) -> None:
        if pts <= 0:
            return
        self.own("trade", "track", "cubes")
        self.trade[p] -= pts
        self.ev("trade_points_lost", player=p, points=pts, total=self.trade[p], n=pts)
        for k, space in enumerate(D.TRADE_TRACK_SPACES):
            t = self.track[k]
            if self.trade[p] < space and p in t:
                t.remove(p)
                self.cubes[p] += 1
                self.ev("track_cube_lost", player=p, space=space)

    # -- board ---------------------------------------------------------------------------
    def remove_buildings(self, idxs: Sequence[int], by: int) -> list[tuple[int, str]]:
        """Remove buildings (indices into self.buildings) with all consequences;
        returns the start huts to re-place."""
        self.own("piles", "cubes")
        lay = LAYOUTS[self.num_players]
        huts: list[tuple[int, str]] = []
        gone = set(idxs)
        for i in sorted(gone):
            b = self.buildings[i]
            col, row = _shown_pos(b.square)
            self.ev("destroyed", player=b.owner, building=b.kind, col=col, row=row)
            if b.kind in D.HUT_KINDS:
                huts.append((b.owner, b.kind))
            elif D.BUILDINGS[b.kind].neutral:
                self.piles[D.NEUTRAL_KINDS.index(b.kind)] += 1
                if b.cubes:
                    self.cubes[b.owner] += b.cubes
                    self.ev("cubes_returned", player=b.owner, count=b.cubes)
            pts = sum(lay.trade[s] for s in SQUARES_OF[b.kind][b.square])
            self.trade_loss(b.owner, pts)
        self.buildings = [b for i, b in enumerate(self.buildings) if i not in gone]
        n = self.num_players
        huts.sort(key=lambda h: ((h[0] - by) % n, D.HUT_KINDS.index(h[1])))
        return huts


def _hut_spots(st: ElasundState | _W, kind: str, ctx: _Ctx | None = None) -> list[int]:
    ctx = ctx or _Ctx(st)
    out = []
    for tl, squares in ctx.lay.foot[kind].items():
        if all(ctx.hut_free(s) for s in squares):
            out.append(tl)
    return out


# --- house rule: a city that can grow no more ------------------------------------------------
def _stalled(st: ElasundState | _W) -> bool:
    """The house rule's condition, checked at the end of each turn.

    The rulebooks end the game only when a player places the last cube.  Once
    every wall space is taken and the church is complete, a city can reach a
    position where nobody can ever build again (about one random 4-player game
    in 300-900), and the game would never end.  House rule (option
    `stall_end`, on by default): when, after the walls and the church are
    complete, a whole round passes in which no player had any construction on
    offer in the construction step, the game ends.  The condition is gated on
    the finished walls and church because early in a game whole rounds of
    poor players who can build nothing are common and must not end it.
    """
    return (
        st.idle_turns >= st.num_players
        and not st.church_stack
        and all(x >= 0 for x in st.walls)
    )


def stall_winners(st: ElasundState | _W) -> tuple[int, ...]:
    """Who wins a game ended by the house rule.

    The most cubes on the board (the score) wins.  The rulebooks have no
    tie-break, because their game ends the moment one player places the last
    cube; ties go to the most gold, and players still tied share the victory.
    """
    n = st.num_players
    key = [(D.VP_CUBES - st.cubes[p], st.gold[p]) for p in range(n)]
    best = max(key)
    return tuple(p for p in range(n) if key[p] == best)


# --- the rules ----------------------------------------------------------------------------------
_OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "pirate_reward",
        QT_TRANSLATE_NOOP("Elasund", "Pirate reward cards"),
        "choose",
        (
            ("choose", QT_TRANSLATE_NOOP("Elasund", "The roller chooses (Italian rules)")),
            ("random", QT_TRANSLATE_NOOP("Elasund", "Drawn at random (Danish rules)")),
        ),
    ),
    OptionSpec(
        "full_row",
        QT_TRANSLATE_NOOP("Elasund", "Permit when the ship's row is full"),
        "nearest",
        (
            ("nearest", QT_TRANSLATE_NOOP("Elasund", "Nearest row with a free square")),
            ("neighbours", QT_TRANSLATE_NOOP("Elasund", "Only the rows next to it (Danish rules)")),
        ),
    ),
    OptionSpec(
        "east_walls_after_cheap",
        QT_TRANSLATE_NOOP("Elasund", "East walls only after all 2-gold walls"),
        False,
        (
            (False, QT_TRANSLATE_NOOP("Elasund", "No (the rulebooks)")),
            (True, QT_TRANSLATE_NOOP("Elasund", "Yes (official summary)")),
        ),
    ),
    OptionSpec(
        "stall_end",
        QT_TRANSLATE_NOOP("Elasund", "House rule: end a game whose city can grow no more"),
        True,
        (
            (True, QT_TRANSLATE_NOOP("Elasund", "Yes: the most cubes wins (house rule)")),
            (False, QT_TRANSLATE_NOOP("Elasund", "No: play on (the rulebooks)")),
        ),
    ),
)


class ElasundRules(GainHooks):
    """Elasund for 2-4 players (see module docstring)."""

    gains_module = _gains  # gains and losses: what the events say (engine/gains.py)

    game_id = "elasund"
    rules_version = 2  # 2: the house rule that ends a city that can grow no more
    min_players = D.MIN_PLAYERS
    max_players = D.MAX_PLAYERS
    options: Sequence[OptionSpec] = _OPTIONS

    def __init__(self) -> None:
        # one-entry cache: the list of the last state asked (apply often asks again)
        self._legal_cache: tuple[object, tuple[Action, ...]] = (None, ())

    # ---------------------------------------------------------------- setup
    def setup(self, config: GameConfig, seed: int) -> ElasundState:
        n = config.num_players
        if not D.MIN_PLAYERS <= n <= D.MAX_PLAYERS:
            raise ValueError(f"Elasund needs 2-4 players, not {n}")
        pirate = str(config.option("pirate_reward", "choose"))
        full_row = str(config.option("full_row", "nearest"))
        east = bool(config.option("east_walls_after_cheap", False))
        stall_end = config.option("stall_end", True)
        if not isinstance(stall_end, bool):
            raise ValueError("unknown option value")
        if pirate not in ("choose", "random") or full_row not in ("nearest", "neighbours"):
            raise ValueError("unknown option value")
        r = Rng(seed_state(seed))
        buildings = []
        for p in range(n):
            for kind, col, row in D.START_HUTS[D.SEAT_COLOURS[p]]:
                buildings.append(Building(kind, p, D.sq(col, row)))
        buildings.sort(key=lambda b: (b.square, b.kind))
        deck = [D.INFLUENCE_PER_COLOUR] * 3
        influence = []
        for _p in range(n):
            hand = [0, 0, 0]
            for _k in range(D.START_INFLUENCE):
                hand[_draw_index(r, deck)] += 1
            influence.append((hand[0], hand[1], hand[2]))
        church_stack = tuple(r.shuffled(list(range(D.CHURCH_TILES))))
        first = r.below(n)
        return ElasundState(
            num_players=n,
            pirate_reward=pirate,
            full_row=full_row,
            east_after_cheap=east,
            rng=r.state,
            phase=ROLL,
            current=first,
            actor=first,
            turn=0,
            ship=-1,
            builds=0,
            gold=(D.START_GOLD,) * n,
            influence=tuple(influence),
            gold_supply=D.GOLD_CARDS - D.START_GOLD * n,
            deck=(deck[0], deck[1], deck[2]),
            discard=(0, 0, 0),
            pool=(0, 0, 0, 0),
            owed=(0,) * n,
            cubes=(D.VP_CUBES,) * n,
            trade=(0,) * n,
            track=((),) * len(D.TRADE_TRACK_SPACES),
            permits=((_NOWHERE,) * len(D.PERMIT_VALUES),) * n,
            buildings=tuple(buildings),
            piles=tuple(D.BUILDINGS[k].count for k in D.NEUTRAL_KINDS),
            huts_removed=((),) * n,
            huts_queue=(),
            walls=(-1,) * len(LAYOUTS[n].walls),
            wall_next=(1,) * n,
            church_stack=church_stack,
            church_origin=(-1, -1),
            church=(),
            church_known=(-1, -1),
            pending=(),
            winner=-1,
            stall_end=stall_end,
        )

    def start_events(self, state: ElasundState) -> tuple[Event, ...]:
        """The events of the set-up (who starts), for the game log."""
        return (Event.make("start_player", player=state.current),)

    # ---------------------------------------------------------------- queries
    def in_substep(self, state: ElasundState) -> bool:
        """Inside a decision of several steps (see engine.rules.in_substep).

        A building, permit or bonus chosen but not yet placed or paid for:
        Escape takes the player back to the step where it was chosen.
        """
        return state.phase in _SUBSTEP_PHASES

    def to_move(self, state: ElasundState) -> int | None:
        return None if state.phase == OVER else state.actor

    def turn_number(self, state: ElasundState) -> int:
        return state.turn

    def scores(self, state: ElasundState) -> tuple[int, ...]:
        return tuple(D.VP_CUBES - c for c in state.cubes)

    def score_breakdown(self, state: ElasundState) -> tuple[tuple[str, tuple[int, ...]], ...]:
        """Victory-point cubes of every seat by where they stand (end-of-game window)."""
        n = state.num_players
        buildings = [0] * n
        for b in state.buildings:
            if b.owner >= 0:
                buildings[b.owner] += b.cubes
        track = [sum(1 for seats in state.track if q in seats) for q in range(n)]
        church = [sum(1 for _piece, owner in state.church if owner == q) for q in range(n)]
        walls = []
        for q in range(n):
            # A tower built while the supply was empty carries no cube: count
            # towers only up to the cubes that are not elsewhere.
            rest = D.VP_CUBES - state.cubes[q] - buildings[q] - track[q] - church[q]
            walls.append(min(_towers(state, q), rest))
        return (
            ("Buildings", tuple(buildings)),
            ("Trade track", tuple(track)),
            ("Walls", tuple(walls)),
            ("Church", tuple(church)),
        )

    def revealed_hands(self, state: ElasundState) -> tuple[tuple[tuple[str, int], ...], ...]:
        """The influence cards every player held at the end, by colour."""
        return tuple(
            tuple((c, k) for c, k in zip(D.INFLUENCE_COLOURS, hand, strict=True) if k)
            for hand in state.influence
        )

    def outcome(self, state: ElasundState) -> Outcome | None:
        if state.phase != OVER:
            return None
        if state.stalled:
            return Outcome(stall_winners(state), self.scores(state), "city_complete")
        return Outcome((state.winner,), self.scores(state), "ten_cubes")

    def table_facts(self, state: ElasundState) -> list[Fact]:
        return _gains.table_facts(state, self.score_breakdown(state))

    def metrics(self, state: ElasundState) -> dict[str, tuple[float, ...]]:
        return {
            "Victory points": tuple(float(x) for x in self.scores(state)),
            "Gold": tuple(float(g) for g in state.gold),
            "Influence cards": tuple(float(sum(h)) for h in state.influence),
            "Trade points": tuple(float(t) for t in state.trade),
        }

    # ---------------------------------------------------------------- legal actions
    def legal_actions(self, state: ElasundState) -> list[Action]:
        cached = self._legal_cache
        if cached[0] is state:
            return list(cached[1])
        out = self._legal(state)
        self._legal_cache = (state, tuple(out))
        return out

    def _legal(self, state: ElasundState) -> list[Action]:
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
            return self._build_actions(state)
        if ph == BUILD_SITE:
            kind = state.pending[0]
            ctx = _ctx(state)
            return [
                Action(p, "build_at", _pos(tl))
                for tl in self._candidate_sites(state, ctx, kind)
                if self._site(state, ctx, kind, tl)[0] is None
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
            free, paid = self._permit_squares(state, ctx)
            if free or paid:
                for v, s in enumerate(state.permits[p]):
                    if s < 0 and state.gold[p] >= v:
                        out.append(Action(p, "permit", (v,)))
            return out
        if ph == PERMIT_SQUARE:
            ctx = _ctx(state)
            free, paid = self._permit_squares(state, ctx)
            return [Action(p, "permit_at", _pos(s)) for s in sorted(free + paid)]
        if ph in (PERMIT_PAY, BONUS_PAY):
            return [Action(p, "pay_colour", (c,)) for c in _colours_with(state.influence[p], 2)]
        if ph == BONUS:
            return self._bonus_actions(state)
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

    # -- construction helpers
    def _has_site(self, st: ElasundState, ctx: _Ctx, kind: str) -> bool:
        """Whether the actor can build `kind` somewhere now (with some payment)."""
        p = st.actor
        if D.BUILDINGS[kind].cost > st.gold[p] or not self._kind_available(st, p, kind):
            return False
        for tl in self._candidate_sites(st, ctx, kind):
            if self._site(st, ctx, kind, tl)[0] is None:
                return True
        return False

    def _kind_available(self, st: ElasundState, p: int, kind: str) -> bool:
        if kind in D.PLAYER_KINDS:
            return not any(b.kind == kind and b.owner == p for b in st.buildings)
        return st.piles[D.NEUTRAL_KINDS.index(kind)] > 0

    def _candidate_sites(self, st: ElasundState | _W, ctx: _Ctx, kind: str) -> list[int]:
        """Top-left squares whose footprint holds one of the actor's permits."""
        cover = ctx.lay.cover[kind]
        out: set[int] = set()
        for s in st.permits[st.actor]:
            if s >= 0:
                out.update(cover[s])
        return sorted(out)

    def _site(
        self, st: ElasundState, ctx: _Ctx, kind: str, tl: int
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

    def _wall_ok(self, st: ElasundState, i: int) -> str | None:
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

    def _build_actions(self, st: ElasundState) -> list[Action]:
        p = st.actor
        out: list[Action] = []
        if any(s >= 0 for s in st.permits[p]):
            ctx = _ctx(st)
            for kind in D.BUILD_KINDS:
                if self._has_site(st, ctx, kind):
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

    # -- permit helpers
    def _permit_squares(self, st: ElasundState, ctx: _Ctx) -> tuple[list[int], list[int]]:
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

    def _bonus_actions(self, st: ElasundState) -> list[Action]:
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

    # ---------------------------------------------------------------- apply
    def apply(self, state: ElasundState, action: Action) -> Transition[ElasundState]:
        if state.phase == OVER:
            raise IllegalAction("game_over")
        if action.player != state.actor:
            raise IllegalAction("not_your_turn", player=state.actor)
        handler = _HANDLERS.get((state.phase, action.kind))
        if handler is None:
            raise IllegalAction("wrong_step", action=action.kind)
        w = _W(state)
        if state.phase == BUILD and not w.could_build:
            # the house rule asks whether a construction was on offer in this turn
            w.could_build = any(a.kind != "end_construction" for a in self.legal_actions(state))
        barrier = handler(self, state, w, action.args)
        # (a winner is only ever named together with the end of the game)
        if w.phase != OVER and w.cubes[w.current] == 0:
            w.winner = w.current
            w.phase = OVER
            w.actor = -1
            w.pending = ()
            w.ev("winner", player=w.current)
        return Transition(w.freeze(), tuple(w.events), bool(barrier))

    # -- production
    def _h_roll(self, _st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
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
        self._move_ship(w, ri, pirate=False)
        return True

    def _h_move_ship(self, st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
        row = _int_arg(args)
        ri = D.ROW_INDEX.get(row, -1)
        if ri not in st.pending[1:]:
            if ri < 0:
                raise IllegalAction("ship_row_not_allowed", row=row)
            if st.pending[0]:  # pirates: every row but the ship's own is offered
                raise IllegalAction("ship_must_leave_row", row=row)
            raise IllegalAction("ship_two_rows_away", row=D.ROWS[st.ship])
        self._move_ship(w, ri, pirate=bool(st.pending[0]))
        return False

    def _move_ship(self, w: _W, ri: int, pirate: bool) -> None:
        w.ship = ri
        w.pending = ()
        w.ev("ship_moved", player=w.current, row=D.ROWS[ri])
        if pirate:
            self._pirates(w)
        else:
            self._income(w)
            self._to_build(w)

    def _income(self, w: _W) -> None:
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

    def _pirates(self, w: _W) -> None:
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
        self._next_discard(w)

    def _discard_card(self, w: _W, p: int, card: str) -> None:
        w.own("pool", "owed")
        i = CARD_INDEX[card]
        if i == 0:
            w.gold[p] -= 1
        else:
            w.influence[p][i - 1] -= 1
        w.pool[i] += 1
        w.owed[p] -= 1
        w.ev("pirate_discard", player=p, card=card)

    def _next_discard(self, w: _W) -> None:
        w.own("pool", "owed")
        for p in _order_from(w.current, w.num_players):
            if w.owed[p] <= 0:
                continue
            hand = w.gold[p] + sum(w.influence[p])
            if w.owed[p] >= hand:  # must give everything: no choice
                for card in D.CARD_TYPES:
                    i = CARD_INDEX[card]
                    while (w.gold[p] if i == 0 else w.influence[p][i - 1]) > 0:
                        self._discard_card(w, p, card)
                w.owed[p] = 0
                continue
            kinds = (1 if w.gold[p] else 0) + sum(1 for x in w.influence[p] if x)
            if kinds == 1:
                card = "gold" if w.gold[p] else D.INFLUENCE_COLOURS[
                    next(c for c in range(3) if w.influence[p][c])
                ]
                while w.owed[p] > 0:
                    self._discard_card(w, p, card)
                continue
            w.phase = DISCARD
            w.actor = p
            return
        w.owed = [0] * w.num_players
        w.actor = w.current
        takes = min(_towers(w, w.current), sum(w.pool))
        if takes and w.pirate_reward == "random":
            for _ in range(takes):
                self._take(w, D.CARD_TYPES[_draw_index(w.r, list(w.pool))])
            takes = 0
        w.pending = (takes,)
        self._after_take(w)

    def _take(self, w: _W, card: str) -> None:
        w.own("pool")
        i = CARD_INDEX[card]
        w.pool[i] -= 1
        if i == 0:
            w.gold[w.current] += 1
        else:
            w.influence[w.current][i - 1] += 1
        w.ev("pirate_take", player=w.current, card=card)

    def _after_take(self, w: _W) -> None:
        takes = w.pending[0]
        # no real choice: a single kind of card left, or he gets all the discards anyway
        while takes and (sum(1 for x in w.pool if x) == 1 or takes >= sum(w.pool)):
            self._take(w, D.CARD_TYPES[next(i for i in range(4) if w.pool[i])])
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
        self._to_build(w)

    def _h_discard(self, st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
        card = _str_arg(args)
        p = st.actor
        if card not in CARD_INDEX:
            raise IllegalAction("bad_arguments")
        i = CARD_INDEX[card]
        have = st.gold[p] if i == 0 else st.influence[p][i - 1]
        if have <= 0:
            raise IllegalAction("no_such_card", card=card)
        self._discard_card(w, p, card)
        self._next_discard(w)
        return False

    def _h_take_card(self, st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
        card = _str_arg(args)
        if card not in CARD_INDEX or st.pool[CARD_INDEX[card]] <= 0:
            raise IllegalAction("no_such_card", card=card)
        self._take(w, card)
        w.pending = (st.pending[0] - 1,)
        self._after_take(w)
        return False

    # -- construction
    def _to_build(self, w: _W) -> None:
        w.actor = w.current
        w.pending = ()
        w.phase = BUILD if w.builds < D.MAX_CONSTRUCTIONS else PERMIT

    def _h_build(self, st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
        kind = _str_arg(args)
        if kind not in D.BUILD_KINDS:
            raise IllegalAction("bad_arguments")
        if not self._kind_available(st, st.actor, kind):
            raise IllegalAction("building_not_available", building=kind)
        if not self._has_site(st, _ctx(st), kind):
            raise IllegalAction("no_site_for_building", building=kind)
        w.phase = BUILD_SITE
        w.pending = (kind,)
        return False

    def _h_build_at(self, st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
        tl = _square_arg(args)
        kind = st.pending[0]
        ctx = _ctx(st)
        reason, params = self._site(st, ctx, kind, tl)
        if reason is not None:
            raise IllegalAction(reason, **params)
        if params["same"]:
            colours = _colours_with(st.influence[st.actor], D.SAME_SIZE_INFLUENCE)
            if len(colours) > 1:
                w.phase = BUILD_PAY
                w.pending = (kind, tl)
                return False
            self._do_build(st, w, kind, tl, params, colours[0])
        else:
            self._do_build(st, w, kind, tl, params, None)
        return False

    def _h_build_pay(self, st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
        colour = _str_arg(args)
        if colour not in COLOUR_INDEX:
            raise IllegalAction("bad_arguments")
        if st.influence[st.actor][COLOUR_INDEX[colour]] < D.SAME_SIZE_INFLUENCE:
            raise IllegalAction(
                "not_enough_influence", colour=colour, need=D.SAME_SIZE_INFLUENCE,
                n=D.SAME_SIZE_INFLUENCE,
            )
        kind, tl = st.pending
        reason, params = self._site(st, _ctx(st), kind, tl)
        assert reason is None
        self._do_build(st, w, kind, tl, params, colour)
        return False

    def _do_build(
        self, st: ElasundState, w: _W, kind: str, tl: int, info: dict[str, Any], colour: str | None
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
        self._continue_after_construction(w)

    def _continue_after_construction(self, w: _W) -> None:
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
        self._to_build(w)

    def _h_place_hut(self, st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
        tl = _square_arg(args)
        owner, kind = st.huts_queue[0]
        if tl not in _hut_spots(st, kind, _ctx(st)):
            raise IllegalAction("hut_square_not_free")
        w.own("buildings", "huts_queue")
        w.buildings.append(Building(kind, owner, tl))
        w.huts_queue.pop(0)
        col, row = _shown_pos(tl)
        w.ev("hut_placed", player=owner, building=kind, col=col, row=row)
        self._continue_after_construction(w)
        return False

    def _h_wall(self, st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
        if len(args) != 2 or not isinstance(args[0], str) or not isinstance(args[1], int):
            raise IllegalAction("bad_arguments")
        lay = LAYOUTS[st.num_players]
        i = lay.wall_index.get((args[0], args[1]))
        if i is None:
            raise IllegalAction("no_wall_space")
        reason = self._wall_ok(st, i)
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
        self._to_build(w)
        return barrier

    def _h_church(self, st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
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
        self._place_church(w, p, w.church_stack.pop(0))
        return True

    def _h_church_keep(self, st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
        piece = _int_arg(args)
        if piece not in st.pending:
            raise IllegalAction("church_tile_not_drawn")
        w.own("church_stack")
        other = st.pending[1] if piece == st.pending[0] else st.pending[0]
        w.church_stack.append(other)
        w.church_known = (st.actor, other)
        w.ev("church_bottom", player=st.actor)
        w.church_origin = D.church_area_origin(piece)
        self._place_church(w, st.actor, piece)
        return False

    def _place_church(self, w: _W, p: int, piece: int) -> None:
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
        self._continue_after_construction(w)

    def _h_end_construction(self, _st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
        _no_args(args)
        w.phase = PERMIT
        return False

    # -- permit or gold
    def _h_take_gold(self, st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
        _no_args(args)
        got = w.take_gold(st.actor, D.TAKE_GOLD)
        w.ev("gold_taken", player=st.actor, count=got)
        w.phase = BONUS
        return False

    def _h_permit(self, st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
        v = _int_arg(args)
        if Action(st.actor, "permit", (v,)) not in self.legal_actions(st):
            if not 0 <= v < len(D.PERMIT_VALUES) or st.permits[st.actor][v] >= 0:
                raise IllegalAction("permit_not_in_supply", value=v)
            if st.gold[st.actor] < v:
                raise IllegalAction("not_enough_gold", need=v, have=st.gold[st.actor], n=v)
            raise IllegalAction("no_free_square")
        w.phase = PERMIT_SQUARE
        w.pending = (v,)
        return False

    def _h_permit_at(self, st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
        s = _square_arg(args)
        v = st.pending[0]
        free, paid = self._permit_squares(st, _ctx(st))
        if s in free:
            self._place_permit(w, st.actor, v, s, None)
        elif s in paid:
            colours = _colours_with(st.influence[st.actor], D.PERMIT_ANY_ROW_COST)
            if len(colours) > 1:
                w.phase = PERMIT_PAY
                w.pending = (v, s)
                return False
            self._place_permit(w, st.actor, v, s, colours[0])
        else:
            ctx = _ctx(st)
            if ctx.free(s):
                raise IllegalAction("permit_wrong_row")
            raise _not_free(ctx, s)
        return False

    def _h_permit_pay(self, st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
        colour = self._check_colour(st, args, D.PERMIT_ANY_ROW_COST)
        v, s = st.pending
        self._place_permit(w, st.actor, v, s, colour)
        return False

    def _check_colour(self, st: ElasundState, args: tuple[Any, ...], k: int) -> str:
        colour = _str_arg(args)
        if colour not in COLOUR_INDEX:
            raise IllegalAction("bad_arguments")
        if st.influence[st.actor][COLOUR_INDEX[colour]] < k:
            raise IllegalAction("not_enough_influence", colour=colour, need=k, n=k)
        return colour

    def _place_permit(self, w: _W, p: int, v: int, s: int, colour: str | None) -> None:
        w.own("permits")
        w.pay_gold(p, v)
        if colour is not None:
            w.pay_influence(p, colour, D.PERMIT_ANY_ROW_COST)
        w.permits[p][v] = s
        col, row = _shown_pos(s)
        w.ev("permit_placed", player=p, value=v, col=col, row=row, cost=v, n=v)
        w.phase = BONUS
        w.pending = ()

    # -- bonus
    def _bonus_check(self, st: ElasundState, kind: str, v: int) -> None:
        """Refuse a bonus action that is not legal, with the precise reason."""
        if Action(st.actor, kind, (v,)) in self._bonus_actions(st):
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

    def _h_bonus_move(self, st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
        v = _int_arg(args)
        self._bonus_check(st, "bonus_move", v)
        w.phase = BONUS_MOVE
        w.pending = (v,)
        return False

    def _h_bonus_move_to(self, st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
        s = _square_arg(args)
        ctx = _ctx(st)
        if not ctx.free(s):
            raise _not_free(ctx, s)
        v = st.pending[0]
        colours = _colours_with(st.influence[st.actor], D.BONUS_MOVE_COST)
        if len(colours) > 1:
            w.phase = BONUS_PAY
            w.pending = ("move", v, s)
            return False
        self._do_move(w, st.actor, v, s, colours[0])
        return False

    def _do_move(self, w: _W, p: int, v: int, s: int, colour: str) -> None:
        w.own("permits")
        w.pay_influence(p, colour, D.BONUS_MOVE_COST)
        fc, fr = _shown_pos(w.permits[p][v])
        w.permits[p][v] = s
        col, row = _shown_pos(s)
        w.ev("permit_moved", player=p, value=v, from_col=fc, from_row=fr, col=col, row=row)
        self._end_turn(w)

    def _h_bonus_upgrade(self, st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
        v = _int_arg(args)
        self._bonus_check(st, "bonus_upgrade", v)
        w.phase = BONUS_UPGRADE
        w.pending = (v,)
        return False

    def _h_bonus_upgrade_to(self, st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
        new = _int_arg(args)
        old = st.pending[0]
        p = st.actor
        if not old < new < len(D.PERMIT_VALUES) or st.permits[p][new] >= 0:
            raise IllegalAction("permit_not_in_supply", value=new)
        if st.gold[p] < new - old:
            raise IllegalAction("not_enough_gold", need=new - old, have=st.gold[p], n=new - old)
        colours = _colours_with(st.influence[p], D.BONUS_UPGRADE_COST)
        if len(colours) > 1:
            w.phase = BONUS_PAY
            w.pending = ("upgrade", old, new)
            return False
        self._do_upgrade(w, p, old, new, colours[0])
        return False

    def _do_upgrade(self, w: _W, p: int, old: int, new: int, colour: str) -> None:
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
        self._end_turn(w)

    def _h_bonus_pay(self, st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
        what, a, b = st.pending
        k = D.BONUS_MOVE_COST if what == "move" else D.BONUS_UPGRADE_COST
        colour = self._check_colour(st, args, k)
        if what == "move":
            self._do_move(w, st.actor, a, b, colour)
        else:
            self._do_upgrade(w, st.actor, a, b, colour)
        return False

    def _h_bonus_place(self, st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
        v = _int_arg(args)
        self._bonus_check(st, "bonus_place", v)
        w.phase = BONUS_PLACE
        w.pending = (v,)
        return False

    def _h_bonus_place_at(self, st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
        s = _square_arg(args)
        ctx = _ctx(st)
        if not ctx.free(s):
            raise _not_free(ctx, s)
        p = st.actor
        v = st.pending[0]
        w.pay_each_colour(p)
        w.pay_gold(p, v)
        w.own("permits")
        w.permits[p][v] = s
        col, row = _shown_pos(s)
        w.ev("permit_placed", player=p, value=v, col=col, row=row, cost=v, n=v)
        self._end_turn(w)
        return False

    def _h_bonus_gold(self, st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
        _no_args(args)
        p = st.actor
        if not _has_each_colour(st.influence[p]):
            raise IllegalAction("need_each_colour")
        w.pay_each_colour(p)
        got = w.take_gold(p, D.TAKE_GOLD)
        w.ev("gold_taken", player=p, count=got)
        self._end_turn(w)
        return False

    def _h_end_turn(self, _st: ElasundState, w: _W, args: tuple[Any, ...]) -> bool:
        _no_args(args)
        self._end_turn(w)
        return False

    def _end_turn(self, w: _W) -> None:
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
        w.current = (w.current + 1) % w.num_players
        w.actor = w.current
        w.builds = 0
        w.pending = ()
        w.phase = ROLL
        w.ev("next_turn", player=w.current)

    # ---------------------------------------------------------------- view
    # ---------------------------------------------------------------- hidden information
    def determinize(self, state: ElasundState, player: int, rng: Rng) -> ElasundState:
        """A state `player` cannot tell from `state`, hidden parts sampled (see hidden.py)."""
        from .hidden import determinize

        return determinize(state, player, rng)

    def view(self, state: ElasundState, player: int | None) -> dict[str, Any]:
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
            if player == p:
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
            "to_move": self.to_move(state),
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
            "winners": list(self.outcome(state).winners) if state.phase == OVER else [],  # type: ignore[union-attr]
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


_Handler = Any
_HANDLERS: dict[tuple[str, str], _Handler] = {
    (ROLL, "roll"): ElasundRules._h_roll,
    (SHIP, "move_ship"): ElasundRules._h_move_ship,
    (DISCARD, "discard"): ElasundRules._h_discard,
    (PIRATE_TAKE, "take_card"): ElasundRules._h_take_card,
    (BUILD, "build"): ElasundRules._h_build,
    (BUILD, "wall"): ElasundRules._h_wall,
    (BUILD, "church"): ElasundRules._h_church,
    (BUILD, "end_construction"): ElasundRules._h_end_construction,
    (BUILD_SITE, "build_at"): ElasundRules._h_build_at,
    (BUILD_PAY, "pay_colour"): ElasundRules._h_build_pay,
    (CHURCH_KEEP, "church_keep"): ElasundRules._h_church_keep,
    (HUTS, "place_hut"): ElasundRules._h_place_hut,
    (PERMIT, "take_gold"): ElasundRules._h_take_gold,
    (PERMIT, "permit"): ElasundRules._h_permit,
    (PERMIT_SQUARE, "permit_at"): ElasundRules._h_permit_at,
    (PERMIT_PAY, "pay_colour"): ElasundRules._h_permit_pay,
    (BONUS, "bonus_move"): ElasundRules._h_bonus_move,
    (BONUS, "bonus_upgrade"): ElasundRules._h_bonus_upgrade,
    (BONUS, "bonus_place"): ElasundRules._h_bonus_place,
    (BONUS, "bonus_gold"): ElasundRules._h_bonus_gold,
    (BONUS, "end_turn"): ElasundRules._h_end_turn,
    (BONUS_MOVE, "bonus_move_to"): ElasundRules._h_bonus_move_to,
    (BONUS_UPGRADE, "bonus_upgrade_to"): ElasundRules._h_bonus_upgrade_to,
    (BONUS_PLACE, "bonus_place_at"): ElasundRules._h_bonus_place_at,
    (BONUS_PAY, "pay_colour"): ElasundRules._h_bonus_pay,
}
