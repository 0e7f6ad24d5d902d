"""What the computer players know about Elasund (hooks of ai/hooks.py).

* `evaluate`: victory points (cubes placed; ten win, or the most cubes when
  the city can grow no more), plus the engine of the game:
  - income buildings, weighted by how often their rows come up on two dice
    and by the rounds still to come (every player's roll pays them; about
    two rounds a point for the leader to go);
  - permits on the board (buildings need them; more for high values, which
    win building sites), gold and influence cards in hand (less for a hoard);
  - wall tiles laid towards the next tower (every third tile of a player
    carries a cube: the seeds' cheapest point, 2 gold a tile on the north
    and south strips), while wall spaces are open;
  - trade points towards the next trade-track space that has a free flag;
  - building sites the player controls (permits enough on a footprint, his
    total the highest there): a large building's (2 cubes for 5 gold), a
    tavern's or merchant's.
  One point is worth 1.0.
* `weights` (the search's priors and rollouts): Easy's preferences, except
  where a permit goes (squares that make a site, trade squares, rows that
  pay), where a workers' hut goes (rows that pay), and the bonus step
  (ending the turn before moving or upgrading a permit).
* `search_actions`: of many squares, the search looks at the best six.
* Easy (`scripted`): its own simple preferences over every legal action,
  unchanged by the search's: build
  (neutral buildings with flags first) on rows that pay and on trade
  squares, walls (towers most), church tiles, permits (the engine: placed
  unless gold is short) next to one's own, the ship to a row where one
  earns, discard and pay with the colour one has most of.

Every number of these is a field of `tuned.ElasundWeights`: the game plays
with `tuned.WEIGHTS` (Easy's preferences fitted by self-play, the rest
hand-set), and an `ElasundAI` built with other numbers plays with those
(bench/tune_selfplay.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...ai.levels import EASY, easy_pick
from ...engine.rng import Rng
from ...engine.rules import Action, Rules
from . import data as D  # noqa: N812
from .layout import LAYOUTS
from .occupancy import BoardKey, _ctx, board_key
from .state import ElasundState
from .tuned import WEIGHTS, ElasundWeights

# chance (out of 36) that the ship comes to a row: the row's dice total
ROW_WEIGHT = tuple(D.DICE_WEIGHTS[r] for r in D.ROWS)


# The steps that put a permit on a square: where matters most in Elasund (a
# building needs permits on all its squares, and the highest total there).
_PLACING = frozenset({"permit_at", "bonus_place_at", "bonus_move_to"})
# Steps with many squares to choose from: the search looks at the best few
# only (by `weights`), else 300 iterations spread thinly over 40 squares and
# the pick among them is close to a random one.
_WIDE = _PLACING | {"place_hut"}
SHORTLIST = 6
# The search's own starting preferences for the bonus step.  Easy's (10 for
# an upgrade, 4 for a move, 4 for ending the turn) made the search spend two
# influence cards and gold on a higher permit in most turns: its iterations
# cannot tell so small a loss from the noise of the dice, so the prior
# decided, and the gold that buildings need went into permits.
# (ElasundWeights.search_*: the search's figures for those three steps.)
_SEARCH_KINDS = ("bonus_upgrade", "bonus_move", "end_turn")
# Footprints of the buildings that need two and three permits.
_TWO, _THREE = "tavern", "large_building"


def _windows(n: int, kind: str) -> dict[int, tuple[tuple[int, ...], ...]]:
    """square -> the footprints of `kind` inside the city that cover it."""
    lay = LAYOUTS[n]
    feet = lay.foot[kind]
    return {s: tuple(feet[tl] for tl in lay.cover[kind][s]) for s in lay.city}


_WINDOWS = {(n, kind): _windows(n, kind) for n in LAYOUTS for kind in (_TWO, _THREE)}


# What a footprint holds, without a permit added: (permits there, permit
# total per seat, bit mask of the seats with a permit there); None when a
# building as big as the one to come (or the church) stands on it.
_Footprint = tuple[int, list[int], int] | None


class _Squares:
    """Who holds which square (permits, building sizes) in one board: what
    the building-site figures below read.

    Everything here depends only on the permits, the buildings and the
    church, which determinizing never changes and most steps leave as they
    are (the state's tuples stay the same objects then): `_squares` shares
    one instance, and the figures it has worked out, between every state of
    the same board, so a search's many worlds of one position pay for them
    once."""

    __slots__ = ("_added", "_controlled", "_feet", "_sites", "n", "pm", "size")

    def __init__(self, s: ElasundState) -> None:
        # the rules' own maps of this state (shared with legal_actions: one cache)
        ctx = _ctx(s)
        self.n = s.num_players
        self.pm = ctx.pm
        size = [0] * 100
        for at, i in enumerate(ctx.occ):
            if i >= 0:
                size[at] = D.BUILDINGS[s.buildings[i].kind].size
        for at in ctx.church:
            size[at] = 99  # never covered
        self.size = size
        self._feet: dict[tuple[tuple[int, ...], int], _Footprint] = {}
        # (footprint, seat, permit value) -> `site` with that permit added on a free square
        self._added: dict[tuple[tuple[int, ...], int, int], int] = {}
        # (seat, square, permit value) -> permit_sites; (seat, piles) -> controlled
        self._sites: dict[tuple[int, int, int], tuple[int, int]] = {}
        self._controlled: dict[tuple[int, tuple[int, ...]], tuple[bool, bool, bool]] = {}

    def _footprint(self, squares: tuple[int, ...], big: int) -> _Footprint:
        """The permits on `squares` (memoized: a footprint covers several squares)."""
        key = (squares, big)
        feet = self._feet
        if key in feet:
            return feet[key]
        pm, size = self.pm, self.size
        count = 0
        totals = [0] * self.n
        owners = 0
        found: _Footprint = None
        for at in squares:
            if size[at] >= big:
                break
            code = pm[at]
            if code >= 0:
                count += 1
                owner, v = divmod(code, 5)
                totals[owner] += v
                owners |= 1 << owner
        else:
            found = (count, totals, owners)
        feet[key] = found
        return found

    def site(
        self, squares: tuple[int, ...], q: int, need: int, big: int, add: tuple[int, int] | None
    ) -> int:
        """How many of the `need` permits a site on `squares` has for `q` (0
        when `q` is not the highest there or a building as big stands there).
        `add`: a permit (square, value) of `q` counted as if placed."""
        foot = self._footprint(squares, big)
        if foot is None:
            return 0
        count, totals, owners = foot
        if add is None:
            if not owners >> q & 1:
                return 0
            own = totals[q]
        else:  # `q` has a permit there now
            at, value = add
            old = self.pm[at]
            if old >= 0:  # (not on a free square) the added permit replaces one there
                owner, v = divmod(old, 5)
                totals = list(totals)
                totals[owner] -= v
            else:
                count += 1
            own = totals[q] + value
        for o, t in enumerate(totals):
            if t >= own and o != q:
                return 0
        return count if count < need else need

    def best(self, q: int, at: int, add: tuple[int, int] | None, kind: str, need: int) -> int:
        big = D.BUILDINGS[kind].size
        top = 0
        if add is not None and self.pm[at] < 0:
            # A permit added on a free square counts the same for every
            # square of a footprint: one figure per (footprint, seat, value).
            added = self._added
            value = add[1]
            for w in _WINDOWS[self.n, kind].get(at, ()):
                key = (w, q, value)
                got = added.get(key)
                if got is None:
                    got = added[key] = self.site(w, q, need, big, add)
                if got > top:
                    top = got
                    if top == need:  # no footprint gives more
                        break
            return top
        for w in _WINDOWS[self.n, kind].get(at, ()):
            got = self.site(w, q, need, big, add)
            if got > top:
                top = got
                if top == need:
                    break
        return top

    def permit_sites(self, s: ElasundState, a: Action) -> tuple[int, int]:
        """What a permit placed by `a` makes: the most permits the player would
        have on a site he controls for a tavern or merchant (of 2) and for a
        large building (of 3).  Figures, not weights: the same board's cache
        serves AIs with different numbers (ElasundAI.permit_weight)."""
        p = a.player
        at = D.sq(*a.args)
        v = s.pending[0] if s.pending else 0
        key = (p, at, v)
        found = self._sites.get(key)
        if found is None:
            add = (at, v)
            found = (self.best(p, at, add, _TWO, 2), self.best(p, at, add, _THREE, 3))
            self._sites[key] = found
        return found

    def controlled(self, s: ElasundState, q: int) -> tuple[bool, bool, bool]:
        """Sites `q` controls now: (a large building's with its 3 permits, one
        with 2 of them, a tavern's or merchant's), for the buildings left."""
        piles = s.piles
        key = (q, piles)
        found = self._controlled.get(key)
        if found is not None:
            return found
        large_left = piles[D.NEUTRAL_KINDS.index("large_building")] > 0
        two_left = (
            piles[D.NEUTRAL_KINDS.index("tavern")] + piles[D.NEUTRAL_KINDS.index("merchant")] > 0
        )
        three = two = 0
        for at in s.permits[q]:
            if at < 0:
                continue
            if large_left:
                three = max(three, self.best(q, at, None, _THREE, 3))
            if two_left:
                two = max(two, self.best(q, at, None, _TWO, 2))
        found = (three == 3, three == 2, two == 2)
        self._controlled[key] = found
        return found


# Board (occupancy.board_key) -> its buildings, its church and its _Squares
# (the tuples kept alive, so an id in a key is never reused while its entry
# stands).
_BOARDS: dict[BoardKey, tuple[object, object, _Squares]] = {}
_BOARDS_MAX = 2048  # then the cache starts again (a search sees far fewer boards a move)


def _squares(s: ElasundState) -> _Squares:
    """The _Squares of `s`'s board, shared by every state of the same board."""
    buildings, church = s.buildings, s.church
    key = board_key(s)
    found = _BOARDS.get(key)
    if found is not None and found[0] is buildings and found[1] is church:
        return found[2]
    if len(_BOARDS) >= _BOARDS_MAX:
        _BOARDS.clear()
    squares = _Squares(s)
    _BOARDS[key] = (buildings, church, squares)
    return squares


class ElasundAI:
    """Elasund's hooks, with the numbers of one `ElasundWeights` (tuned.py):
    `WEIGHTS` for the game's players, another set for a self-play tuning run."""

    def __init__(self, weights: ElasundWeights = WEIGHTS) -> None:
        self.numbers = weights
        w = weights
        # the fixed-value preferences as tables: `_easy_weight` runs at every
        # rollout step, a dict look-up is cheaper than a chain of ifs
        self._build = {
            "house": w.build_house,
            "workshop": w.build_workshop,
            "well": w.build_well,
            "market_stand": w.build_market_stand,
            "tavern": w.build_tavern,
            "merchant": w.build_merchant,
            "large_building": w.build_large_building,
        }
        # "roll", "church_keep" and "place_hut" are a step's only kind of action
        # (a 1.0 there only has to be positive)
        self._base = {
            "roll": 1.0,
            "church": w.church,
            "end_construction": w.end_construction,
            "bonus_place": w.bonus_place,
            "bonus_upgrade": w.bonus_upgrade,
            "bonus_move": w.bonus_move,
            "bonus_gold": w.bonus_gold,
            "end_turn": w.end_turn,
            "church_keep": 1.0,
            "place_hut": 1.0,
        }
        search = (w.search_bonus_upgrade, w.search_bonus_move, w.search_end_turn)
        self._search_base = dict(zip(_SEARCH_KINDS, search, strict=True))

    def evaluate(self, rules: Rules[Any], state: ElasundState) -> Sequence[float]:
        del rules
        w = self.numbers
        n = state.num_players
        # Income is worth what it will still bring in: every player's roll
        # pays it, and the game lasts fewer rounds the closer the leader is to
        # ten cubes (about two rounds a point early on).
        lead = max(D.VP_CUBES - c for c in state.cubes)
        rounds_left = max(1.0, w.rounds_per_point * (D.VP_CUBES - lead))
        # a roll's card, over the rest of the game
        card = w.income_card * n * min(rounds_left, w.rounds_cap)
        income = [0.0] * n
        for b in state.buildings:
            bt = D.BUILDINGS[b.kind]
            if bt.income is None:
                continue
            r0 = b.square // 10
            chance = sum(ROW_WEIGHT[r] for r in range(r0, min(10, r0 + bt.h))) / 36.0
            income[b.owner] += chance * card
        walls_open = sum(1 for x in state.walls if x < 0)
        squares = _squares(state)
        on_board, per_value = w.permit_on_board, w.permit_value
        out = []
        for q in range(n):
            v = float(D.VP_CUBES - state.cubes[q])
            v += min(income[q], w.income_cap)
            v += sum(
                on_board + per_value * val for val, sq_ in enumerate(state.permits[q]) if sq_ >= 0
            )
            gold = state.gold[q]
            v += w.gold_each * min(gold, w.gold_cap) + w.gold_hoard * max(0, gold - w.gold_cap)
            inf = sum(state.influence[q])
            v += w.influence_each * min(inf, w.influence_cap) + w.influence_hoard * max(
                0, inf - w.influence_cap
            )
            v += self._wall_progress(state, q, walls_open)
            v += self._trade_progress(state, q)
            v += self.potential(squares, state, q)
            out.append(v)
        return out

    def potential(self, squares: _Squares, state: ElasundState, q: int) -> float:
        """Sites `q` controls now: a large building's (2 cubes for 5 gold), a
        tavern's or merchant's (1 cube and income for 3 gold)."""
        w = self.numbers
        large, large_near, two = squares.controlled(state, q)
        return w.site_large * large + w.site_large_near * large_near + w.site_two * two

    def _wall_progress(self, state: ElasundState, q: int, walls_open: int) -> float:
        """Wall tiles laid towards the next tower (every third tile carries a
        cube): part of a point while wall spaces are still open for it."""
        laid = state.wall_next[q] - 1
        if laid >= D.WALL_TILES_PER_PLAYER or walls_open == 0:
            return 0.0
        since = laid % 3
        return self.numbers.wall_tile * since

    def _trade_progress(self, state: ElasundState, q: int) -> float:
        """Trade points towards the next space of the trade track that has a
        free flag (reaching it places a cube)."""
        t = state.trade[q]
        prev = 0  # the last space passed
        for k, space in enumerate(D.TRADE_TRACK_SPACES):
            if t >= space:
                prev = space
            elif len(state.track[k]) < D.TRADE_TRACK_FLAGS[k]:
                return self.numbers.trade_space * (t - prev) / (space - prev)
        return 0.0

    def permit_weight(self, squares: _Squares, s: ElasundState, a: Action) -> float:
        """Where to put a permit: squares that make (or nearly make) a site for
        a tavern or merchant (2 permits) or a large building (3 permits) that
        the player would control, trade squares, rows that pay."""
        w = self.numbers
        two, three = squares.permit_sites(s, a)
        at = D.sq(*a.args)
        x = 1.0 + w.site_permit_row * ROW_WEIGHT[at // 10]
        x += w.site_permit_trade * LAYOUTS[s.num_players].trade[at]
        x += (
            w.site_two_done * (two == 2)
            + w.site_three_done * (three == 3)
            + w.site_three_near * (three == 2)
            + w.site_two_near * (two == 1)
        )
        return x

    def weights(
        self, rules: Rules[Any], state: ElasundState, legal: Sequence[Action]
    ) -> list[float]:
        """The search's preferences (priors, rollouts): Easy's, except where a
        permit goes, which looks at the building sites it makes."""
        del rules
        out = []
        squares: _Squares | None = None
        search_base = self._search_base
        for a in legal:
            if a.kind in _PLACING:
                if squares is None:
                    squares = _squares(state)
                out.append(self.permit_weight(squares, state, a))
            elif a.kind in search_base:
                out.append(search_base[a.kind])
            elif a.kind == "place_hut":  # a hut pays when its rows come up
                kind = state.huts_queue[0][1]
                r0 = D.sq(*a.args) // 10
                out.append(1.0 + sum(ROW_WEIGHT[r0 : r0 + D.BUILDINGS[kind].h]))
            else:
                out.append(self._easy_weight(state, a))
        return out

    def _site_weight(self, s: ElasundState, a: Action) -> float:
        """Where to put the building being built: rows that pay often (for a
        building with income) and trade squares (harbour, gates)."""
        w = self.numbers
        kind = s.pending[0] if s.pending else ""
        lay = LAYOUTS[s.num_players]
        feet = lay.foot.get(kind, {})
        squares = feet.get(D.sq(*a.args), ())
        x = w.site_base
        if D.BUILDINGS[kind].income is not None if kind in D.BUILDINGS else False:
            x += w.site_row * sum(ROW_WEIGHT[r] for r in {q // 10 for q in squares})
        x += w.site_trade * sum(lay.trade[q] for q in squares)
        return x

    def _easy_weight(self, s: ElasundState, a: Action) -> float:
        """Easy's simple preference for one action (also the search's default)."""
        kind = a.kind
        p = a.player
        base = self._base.get(kind)
        if base is not None:
            return base
        if kind == "build":
            return self._build[a.args[0]]
        if kind == "build_at":
            return self._site_weight(s, a)
        w = self.numbers
        gold = s.gold[p]
        if kind == "take_gold":  # gold pays for everything: take it when short
            return w.take_gold + w.take_gold_short * max(0, 3 - gold)
        if kind == "wall":
            nxt = s.wall_next[p]
            tower = D.WALL_REWARDS.get(nxt, ("", 0))[0] == "tower"
            if tower:
                return w.wall_tower
            # the two tiles before a tower are its price: 2 gold each on the
            # north and south strips, and an influence card or two back
            return (
                w.wall_plain
                if a.args[0] != "east" or gold >= w.wall_east_gold
                else w.wall_east_short
            )
        if kind == "permit":
            v = a.args[0]
            # permits are the engine: a building needs them on the board
            return w.permit + w.permit_per_value * v if gold - v >= 1 else w.permit_short
        if kind == "permit_at" or kind == "bonus_place_at" or kind == "bonus_move_to":
            col, row = a.args
            square = D.sq(col, row)
            near = 0
            for v, sq in enumerate(s.permits[p]):
                if sq >= 0 and abs(sq % 10 - col) + abs(sq // 10 - square // 10) == 1:
                    near += 1 + v
            return 1.0 + w.near_permit * near + w.near_row * ROW_WEIGHT[square // 10]
        if kind == "move_ship":
            ri = D.ROW_INDEX[a.args[0]]
            x = 1.0
            for b in s.buildings:
                bt = D.BUILDINGS[b.kind]
                r0 = b.square // 10
                if bt.income is not None and r0 <= ri < r0 + bt.h:
                    x += w.ship_own if b.owner == p else w.ship_other
            return max(0.2, x)
        if kind in ("pay_colour", "discard", "take_card"):
            card = a.args[0]
            colours = D.INFLUENCE_COLOURS
            have = s.gold[p] if card == "gold" else s.influence[p][colours.index(card)]
            if kind == "take_card":
                return w.take_card_gold if card == "gold" else w.take_card_colour
            return 1.0 + have * have
        if kind == "bonus_upgrade_to":
            return 1.0 + w.upgrade_per_value * a.args[0]
        return 1.0

    def scripted(
        self,
        rules: Rules[Any],
        state: ElasundState,
        legal: Sequence[Action],
        level: str,
        rng: Rng,
    ) -> Action | None:
        """Easy: its simple preferences over every legal action, mostly the
        top one, sometimes a weighted draw (what levels.py does for a game
        without its own Easy), so the search's sharper figures leave it as it
        was."""
        del rules
        if level != EASY:
            return None
        return easy_pick(legal, [self._easy_weight(state, a) for a in legal], rng)

    def search_actions(
        self, rules: Rules[Any], state: ElasundState, legal: Sequence[Action]
    ) -> list[Action]:
        """Where a step offers many squares, the best SHORTLIST by `weights`."""
        if len(legal) <= SHORTLIST or legal[0].kind not in _WIDE:
            return list(legal)
        weights = self.weights(rules, state, legal)
        ranked = sorted(range(len(legal)), key=lambda i: -weights[i])[:SHORTLIST]
        return [legal[i] for i in sorted(ranked)]


GAME_AI = ElasundAI()
