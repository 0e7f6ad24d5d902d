"""Elasund's mutable working copy of a state (Qt-free).

`ElasundRules.apply` builds a `_W` from the state, the step's handler changes
it and `freeze` makes the new state, so the input is never touched and nothing
is half-applied (every check happens before the copy is changed, or the copy is
simply dropped).  The copy also keeps the step's events and the card moves
every handler shares (draws, payments, the trade track, removing buildings).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from elasund_desktop.engine.rng import Rng
from elasund_desktop.engine.rules import Event

from . import data as D  # noqa: N812
from .layout import LAYOUTS, SQUARES_OF, _shown_pos
from .state import COLOUR_INDEX, ElasundState


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
        "turn_limit",
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
        self.turn_limit = s.turn_limit
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
            self.turn_limit,
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
