"""The rules of The Palaces of Carrara (basic game) over immutable states.

Sources: the Italian summary (seed 004) and rules-data/carrara.md, whose §9
answers the points the summary leaves open.  Every number lives in `data`.

A turn is one action plus at most one object bought; each decision is a
small step so that every legal list stays short:

* ``buy_marble ()``: the wheel turns one segment and is refilled from the
  bag to 11 blocks (randomness: an undo barrier).  If nothing on the wheel is
  free or affordable the player shows it and takes 2 coins at once; else
  ``choose_segment (position,)`` then ``take_block (colour,)`` one block at a
  time and ``stop_taking ()`` once at least one block is taken (the taking
  stops by itself when nothing more can be taken);
* ``build (tile,)`` a tile of the display, then ``build_in (city,)``, then
  ``pay (colour,)`` block by block, asked only while there is a choice of
  blocks (otherwise the payment is made at once);
* ``score_city (city,)`` or ``score_type (type,)``;
* afterwards ``buy_object (object,)`` (once a turn), ``announce_end ()``
  (all three objectives met) or ``end_turn ()``.  When nothing but ending the
  turn is possible, the turn ends by itself.

Rulings beyond the summary (the rules text lists them): see data.LOW and
data.INVENTED; wheel wrap-around, empty bag and spent blocks follow §9.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any, ClassVar, NamedTuple

from ...engine.action_cache import LegalCache, action_table, action_table_of
from ...engine.end_of_game import Criterion, HiddenGroup
from ...engine.gains import GainHooks
from ...engine.rng import Rng, seed_state
from ...engine.rules import (
    Action,
    Event,
    GameConfig,
    IllegalAction,
    OptionSpec,
    Outcome,
    Transition,
)
from . import data as D  # noqa: N812 - the data module reads best as D.X
from . import ending as _ending
from . import gains as _gains

# --- phases ------------------------------------------------------------------------

ACTION = "action"  # choose the turn's action
SEGMENT = "segment"  # the wheel has turned: choose a segment to buy from
TAKE = "take"  # take blocks from the chosen segment
CITY = "city"  # a tile is chosen: choose the city to build it in
PAY = "pay"  # choose the blocks that pay for it
AFTER = "after"  # buy an object, announce the end or end the turn
OVER = "over"

END_ALL_BUILT = "all_built"
END_ANNOUNCED = "announced"

C6 = tuple[int, ...]  # six counts, one per colour or object type
ZERO6: C6 = (0, 0, 0, 0, 0, 0)
NC = D.NUM_COLOURS


class _CarraraFields(NamedTuple):
    """The fields of `CarraraState`, in their order."""

    num_players: int
    rng: int
    start_player: int
    current: int
    phase: str
    turn: int  # completed turns (all players)
    # the wheel, by printed position (0 = I): blocks per colour on each segment
    wheel: tuple[C6, ...]
    rotation: int  # how often the disc has turned (for the board's animation)
    bag: C6  # blocks per colour in the bag (drawn at random)
    # building tiles
    display: tuple[int, ...]  # DISPLAY_SLOTS slots: a tile id or -1 (empty)
    pile: tuple[int, ...]  # face-down pile, top first
    boards: tuple[tuple[tuple[int, ...], ...], ...]  # per seat, per city: tiles in build order
    # behind the screens
    coins: tuple[int, ...]
    marble: tuple[C6, ...]
    objects: tuple[C6, ...]
    # public
    vp: tuple[int, ...]  # the score track
    for_sale: C6  # objects on the board's for-sale field
    supply: C6  # objects beside the board
    city_scorer: tuple[int, ...]  # per city: the seat that scored it, or -1
    type_scored: tuple[tuple[bool, ...], ...]  # per seat, per building type
    markers_used: tuple[int, ...]  # scorings made, per seat
    # the step in progress
    segment: int  # position chosen to buy from, or -1
    taken: int  # blocks taken in this purchase
    tile: int  # tile being built, or -1
    city: int  # city it goes to, or -1
    paid: C6  # blocks set aside to pay for it
    object_bought: bool  # an object was bought this turn
    # the end
    end_reason: str  # "" while the end is not triggered
    announcer: int  # -1 unless somebody announced the end
    final: tuple[int, ...]  # final scores once over
    winners: tuple[int, ...]
    # The public memory of the screens.  Everything that goes behind a screen
    # or comes out does so in the open: the starting coins and block, a block
    # taken from the wheel (its colour and price), the 2 coins of a player who
    # shows he cannot buy, the blocks paid for a building (named in the log),
    # a scoring's coins (counted from the public boards) and objects (from the
    # public supply), an object bought from the board for 10 coins.  Each
    # handler that changes a screen moves these by the same public amounts
    # (never copying the screens), so they equal the screens in every position
    # reached by play, and determinize (hidden.py) reads these instead.
    seen_coins: tuple[int, ...]
    seen_marble: tuple[C6, ...]
    seen_objects: tuple[C6, ...]


class CarraraState(_CarraraFields):
    """A complete position.  Never mutate it: `CarraraRules.apply` returns a new one."""

    __slots__ = ()
    # the memory is a function of the actions: not part of the digest, so that
    # saves made before it existed still load (engine/codec.py); a class of its
    # own because a NamedTuple body may hold fields only
    DERIVED_FIELDS: ClassVar[frozenset[str]] = frozenset(
        ("seen_coins", "seen_marble", "seen_objects")
    )


_make = CarraraState._make
_FIELD = {name: i for i, name in enumerate(CarraraState._fields)}


def _with(s: CarraraState, **changes: Any) -> CarraraState:
    """`s._replace(**changes)` in half the time: NamedTuple._replace walks all
    its fields through Python calls, and the handlers make a few new states at
    every step of a search."""
    values = list(s)
    for name, value in changes.items():
        values[_FIELD[name]] = value
    return _make(values)


def _tset(t: tuple[Any, ...], i: int, v: Any) -> tuple[Any, ...]:
    return (*t[:i], v, *t[i + 1 :])


def _add_at(t: tuple[int, ...], i: int, k: int) -> tuple[int, ...]:
    return (*t[:i], t[i] + k, *t[i + 1 :])


# --- public helpers (also used by the board and the tests) --------------------------------


def segment_cost(wheel_segment: Sequence[int], position: int) -> int:
    """Coins for every block lying on a segment at `position`."""
    return sum(wheel_segment[c] * D.PRICES[position][c] for c in range(NC))


def cheapest_on(wheel_segment: Sequence[int], position: int) -> int | None:
    """The price of the cheapest block on a segment, or None when it is empty."""
    prices = [D.PRICES[position][c] for c in range(NC) if wheel_segment[c]]
    return min(prices) if prices else None


def can_buy_anything(wheel: Sequence[Sequence[int]], coins: int) -> bool:
    for k in range(D.WHEEL_SEGMENTS):
        cheapest = cheapest_on(wheel[k], k)
        if cheapest is not None and cheapest <= coins:
            return True
    return False


# A city accepts its own colour and every more valuable one: the colours
# 0 .. CITY_COLOUR[city], a prefix of the colour order.  The rules count a
# player's accepted blocks at every step of a search, so they sum that slice.
assert all(accepts == tuple(range(len(accepts))) for accepts in D.CITY_ACCEPTS)
_ACCEPTED_END: tuple[int, ...] = tuple(len(accepts) for accepts in D.CITY_ACCEPTS)


def accepted_held(marble: Sequence[int], city: int) -> int:
    return sum(marble[: _ACCEPTED_END[city]])


def payment_is_forced(held: Sequence[int], city: int, need: int) -> bool:
    """True when exactly one choice of blocks pays `need` in `city`.

    With more accepted blocks than needed and two colours among them, a block
    of one colour can always be swapped for one of the other: a real choice.
    """
    accepted = held[: _ACCEPTED_END[city]]
    if sum(accepted) == need:
        return True
    return len(accepted) - accepted.count(0) <= 1


def forced_payment(held: Sequence[int], city: int, need: int) -> C6:
    """The blocks of the only possible payment (see payment_is_forced)."""
    out = [0] * NC
    for c in D.CITY_ACCEPTS[city]:
        take = min(held[c], need)
        out[c] = take
        need -= take
    assert need == 0
    return (out[0], out[1], out[2], out[3], out[4], out[5])


_VALUE = D.TILE_VALUE
_TYPE = D.TILE_TYPE


def building_value(board: Sequence[Sequence[int]]) -> int:
    # plain loops over the table: this runs several times at every step of a search
    total = 0
    for column in board:
        for t in column:
            total += _VALUE[t]
    return total


def city_yield(board: Sequence[Sequence[int]], city: int) -> tuple[int, int]:
    """(VP, coins) that scoring `city` would give on `board`."""
    amount = 0
    for t in board[city]:
        amount += _VALUE[t]
    amount *= D.CITY_MULTIPLIER[city]
    return (amount, 0) if D.CITY_REWARD[city] == D.VP else (0, amount)


def type_yield(board: Sequence[Sequence[int]], type_index: int) -> tuple[int, int]:
    """(VP, coins) that scoring a building type would give on `board`."""
    vp = coins = 0
    for city in range(6):
        for t in board[city]:
            if _TYPE[t] == type_index:
                amount = _VALUE[t] * D.CITY_MULTIPLIER[city]
                if D.CITY_REWARD[city] == D.VP:
                    vp += amount
                else:
                    coins += amount
    return vp, coins


def count_type(board: Sequence[Sequence[int]], type_index: int) -> int:
    return sum(1 for column in board for t in column if _TYPE[t] == type_index)


def types_built(board: Sequence[Sequence[int]]) -> set[int]:
    """The building types with at least one building on `board`."""
    return {_TYPE[t] for column in board for t in column}


def objectives_met(state: CarraraState, player: int) -> tuple[bool, bool, bool]:
    """The three basic objectives: scorings, objects, total building value."""
    n = state.num_players
    return (
        state.markers_used[player] >= D.OBJECTIVE_SCORINGS,
        sum(state.objects[player]) >= D.OBJECTIVE_OBJECTS[n],
        building_value(state.boards[player]) >= D.OBJECTIVE_BUILDING_VALUE[n],
    )


def all_objectives_met(state: CarraraState, player: int) -> bool:
    """all(objectives_met(...)), the cheap tests first and each only if the ones
    before hold: the rules ask it after every action."""
    n = state.num_players
    return (
        state.markers_used[player] >= D.OBJECTIVE_SCORINGS
        and sum(state.objects[player]) >= D.OBJECTIVE_OBJECTS[n]
        and building_value(state.boards[player]) >= D.OBJECTIVE_BUILDING_VALUE[n]
    )


def final_scores(state: CarraraState) -> tuple[int, ...]:
    """VP on the track + objects + full 5 coins + the value of every building."""
    return tuple(
        state.vp[q]
        + D.VP_PER_OBJECT * sum(state.objects[q])
        + state.coins[q] // D.COINS_PER_VP
        + building_value(state.boards[q])
        for q in range(state.num_players)
    )


def winners_of(state: CarraraState, totals: Sequence[int]) -> tuple[int, ...]:
    """Most points; a tie goes to the most marble behind the screen; then shared."""
    best = max(totals)
    tied = [q for q in range(state.num_players) if totals[q] == best]
    most = max(sum(state.marble[q]) for q in tied)
    return tuple(q for q in tied if sum(state.marble[q]) == most)


def blocks_in_play(state: CarraraState) -> int:
    """Bag + wheel + screens + blocks set aside for a payment (always 42)."""
    return (
        sum(state.bag)
        + sum(sum(s) for s in state.wheel)
        + sum(sum(m) for m in state.marble)
        + sum(state.paid)
    )


def _draw(rng: Rng, bag: list[int]) -> int:
    """One block drawn at random from the bag (counts per colour, not empty)."""
    k = rng.below(sum(bag))
    for c in range(NC):
        if k < bag[c]:
            bag[c] -= 1
            return c
        k -= bag[c]
    raise AssertionError("empty bag")


def _tab0(kind: str) -> tuple[Action, ...]:
    return action_table(kind, D.MAX_PLAYERS)


def _tab1(kind: str, values: Any) -> tuple[tuple[Action, ...], ...]:
    return action_table_of(kind, values, D.MAX_PLAYERS)


# every action object is made once; legal lists hand out these
A_BUY = _tab0("buy_marble")
A_STOP = _tab0("stop_taking")
A_END = _tab0("end_turn")
A_ANNOUNCE = _tab0("announce_end")
A_SEGMENT = _tab1("choose_segment", range(D.WHEEL_SEGMENTS))
A_TAKE = _tab1("take_block", D.COLOURS)
A_BUILD = _tab1("build", (D.tile_name(t) for t in range(D.NUM_TILES)))
A_BUILD_IN = _tab1("build_in", D.CITIES)
A_PAY = _tab1("pay", D.COLOURS)
A_SCORE_CITY = _tab1("score_city", D.CITIES)
A_SCORE_TYPE = _tab1("score_type", D.TYPES)
A_OBJECT = _tab1("buy_object", D.OBJECTS)

TILE_BY_NAME: dict[str, int] = {D.tile_name(t): t for t in range(D.NUM_TILES)}


class CarraraRules(GainHooks):
    """The Palaces of Carrara, basic game, 2-4 players."""

    # gains and losses: what the events say (engine/gains.py)
    gains_module: ClassVar[ModuleType] = _gains

    game_id: str = "carrara"
    # 2: the castle brings a crown and the palace a flag (the seed's example; 1 had them
    # the other way round, so a game of version 1 no longer replays to its digest)
    rules_version: int = 2
    min_players: int = D.MIN_PLAYERS
    max_players: int = D.MAX_PLAYERS
    options: Sequence[OptionSpec] = ()

    def __init__(self) -> None:
        self._cache = LegalCache(self._legal)
        self._handlers: dict[str, Callable[[CarraraState, Action, list[Event]], CarraraState]] = {
            "buy_marble": self._buy_marble,
            "choose_segment": self._choose_segment,
            "take_block": self._take_block,
            "stop_taking": self._stop_taking,
            "build": self._build,
            "build_in": self._build_in,
            "pay": self._pay,
            "score_city": self._score_city,
            "score_type": self._score_type,
            "buy_object": self._buy_object,
            "announce_end": self._announce_end,
            "end_turn": self._end_turn,
        }

    # -- set-up ---------------------------------------------------------------------
    def setup(self, config: GameConfig, seed: int) -> CarraraState:
        n = config.num_players
        if not D.MIN_PLAYERS <= n <= D.MAX_PLAYERS:
            raise ValueError(f"Carrara needs {D.MIN_PLAYERS}-{D.MAX_PLAYERS} players, not {n}")
        rng = Rng(seed_state(seed))
        start = rng.below(n)
        bag = [D.BLOCKS_PER_COLOUR] * NC
        # one block of each colour on the segment at position I
        first: C6 = (1, 1, 1, 1, 1, 1)
        for c in range(NC):
            bag[c] -= 1
        marble: list[C6] = [ZERO6] * n
        for i in range(n):
            seat = (start + i) % n
            colour = D.STARTING_MARBLE[i]
            marble[seat] = _add_at(ZERO6, colour, 1)
            bag[colour] -= 1
        tiles = rng.shuffled(list(range(D.NUM_TILES)))
        display = tuple(tiles[: D.DISPLAY_SLOTS])
        pile = tuple(tiles[D.DISPLAY_SLOTS :])
        empty_board: tuple[tuple[int, ...], ...] = ((),) * 6
        coins = (D.STARTING_COINS,) * n
        objects = (ZERO6,) * n
        return CarraraState(
            num_players=n,
            rng=rng.state,
            start_player=start,
            current=start,
            phase=ACTION,
            turn=0,
            wheel=(first, ZERO6, ZERO6, ZERO6, ZERO6, ZERO6),
            rotation=0,
            bag=(bag[0], bag[1], bag[2], bag[3], bag[4], bag[5]),
            display=display,
            pile=pile,
            boards=(empty_board,) * n,
            coins=coins,
            marble=tuple(marble),
            objects=objects,
            vp=(0,) * n,
            for_sale=(D.OBJECTS_FOR_SALE_PER_TYPE,) * 6,
            supply=(D.OBJECTS_IN_SUPPLY_PER_TYPE,) * 6,
            city_scorer=(-1,) * 6,
            type_scored=((False,) * 6,) * n,
            markers_used=(0,) * n,
            segment=-1,
            taken=0,
            tile=-1,
            city=-1,
            paid=ZERO6,
            object_bought=False,
            end_reason="",
            announcer=-1,
            final=(),
            winners=(),
            # the starting coins and blocks are handed out in the open
            seen_coins=coins,
            seen_marble=tuple(marble),
            seen_objects=objects,
        )

    # -- queries ------------------------------------------------------------------------
    def in_substep(self, state: CarraraState) -> bool:
        """Inside a decision of several steps (see engine.rules.in_substep).

        Blocks being taken from the chosen segment, and a tile chosen but not
        yet placed in a city or paid for: Escape takes the player back to the
        choice of segment (the wheel has turned: that cannot be taken back) or
        to the choice of action.
        """
        return state.phase in _SUBSTEP_PHASES

    def to_move(self, state: CarraraState) -> int | None:
        return None if state.phase == OVER else state.current

    def legal_actions(self, state: CarraraState) -> list[Action]:
        return list(self._cache.actions(state))

    def _legal(self, s: CarraraState) -> list[Action]:
        phase = s.phase
        p = s.current
        if phase == ACTION:
            return self._main_actions(s, p)
        if phase == SEGMENT:
            coins = s.coins[p]
            acts = []
            for k in range(D.WHEEL_SEGMENTS):
                cheapest = cheapest_on(s.wheel[k], k)
                if cheapest is not None and cheapest <= coins:
                    acts.append(A_SEGMENT[p][k])
            return acts
        if phase == TAKE:
            acts = self._takeable(s, p)
            if s.taken:
                acts.append(A_STOP[p])
            return acts
        if phase == CITY:
            marble = s.marble[p]
            need = D.tile_value(s.tile)
            return [A_BUILD_IN[p][c] for c in range(6) if accepted_held(marble, c) >= need]
        if phase == PAY:
            held = s.marble[p]
            return [A_PAY[p][c] for c in D.CITY_ACCEPTS[s.city] if held[c]]
        if phase == AFTER:
            return self._after_actions(s, p)
        return []

    def _takeable(self, s: CarraraState, p: int) -> list[Action]:
        k = s.segment
        seg = s.wheel[k]
        coins = s.coins[p]
        prices = D.PRICES[k]
        return [A_TAKE[p][c] for c in range(NC) if seg[c] and prices[c] <= coins]

    def _main_actions(self, s: CarraraState, p: int) -> list[Action]:
        acts = [A_BUY[p]]
        marble = s.marble[p]
        # the most blocks one city accepts from this player (cities accept nested sets)
        best = accepted_held(marble, D.LERICI)
        if best:
            table = A_BUILD[p]
            for t in s.display:
                if t >= 0 and _VALUE[t] <= best:
                    acts.append(table[t])
        if s.markers_used[p] < D.SCORING_MARKERS:
            board = s.boards[p]
            for c in range(6):
                if s.city_scorer[c] == -1 and len(board[c]) >= D.CITY_NEEDS[c]:
                    acts.append(A_SCORE_CITY[p][c])
            scored = s.type_scored[p]
            built = types_built(board)  # one pass over the board, not one a type
            for t in range(6):
                if not scored[t] and t in built:
                    acts.append(A_SCORE_TYPE[p][t])
        return acts

    def _after_actions(self, s: CarraraState, p: int) -> list[Action]:
        acts: list[Action] = []
        if not s.object_bought and s.coins[p] >= D.OBJECT_PRICE:
            acts.extend(A_OBJECT[p][o] for o in range(6) if s.for_sale[o])
        if self._may_announce(s, p):
            acts.append(A_ANNOUNCE[p])
        if acts:
            acts.append(A_END[p])
        return acts

    def _may_announce(self, s: CarraraState, p: int) -> bool:
        if s.end_reason and D.ANNOUNCE_ONLY_BEFORE_END:
            return False
        return all_objectives_met(s, p)

    # -- apply ----------------------------------------------------------------------------
    def apply(self, state: CarraraState, action: Action) -> Transition[CarraraState]:
        if not self._cache.lists(state, action):
            raise self._explain(state, action)
        events: list[Event] = []
        new = self._handlers[action.kind](state, action, events)
        # a tile drawn from the pile onto the display was hidden until now
        return Transition(new, tuple(events), barrier=len(new.pile) < len(state.pile))

    def _after_main(self, s: CarraraState, ev: list[Event]) -> CarraraState:
        """The action is done: offer the object purchase / announcement, or end the turn."""
        s = _with(s, phase=AFTER, segment=-1, taken=0, tile=-1, city=-1, paid=ZERO6)
        if self._after_actions(s, s.current):
            return s
        return self._finish_turn(s, ev)

    def _finish_turn(self, s: CarraraState, ev: list[Event]) -> CarraraState:
        n = s.num_players
        nxt = (s.current + 1) % n
        if s.end_reason and nxt == s.start_player:
            return self._game_over(_with(s, turn=s.turn + 1, object_bought=False), ev)
        return _with(s, turn=s.turn + 1, object_bought=False, current=nxt, phase=ACTION)

    def _game_over(self, s: CarraraState, ev: list[Event]) -> CarraraState:
        totals = final_scores(s)
        winners = winners_of(s, totals)
        for q in range(s.num_players):
            ev.append(
                Event.make(
                    "final_score",
                    player=q,
                    points=totals[q],
                    track=s.vp[q],
                    objects=D.VP_PER_OBJECT * sum(s.objects[q]),
                    coins=s.coins[q] // D.COINS_PER_VP,
                    buildings=building_value(s.boards[q]),
                    marble=sum(s.marble[q]),
                )
            )
        for w in winners:
            ev.append(Event.make("winner", player=w, points=totals[w], n=totals[w]))
        return _with(s, phase=OVER, final=totals, winners=winners)

    # buying marble
    def _buy_marble(self, s: CarraraState, a: Action, ev: list[Event]) -> CarraraState:
        p = a.player
        # the disc turns: every segment one position on, the last one back to I
        wheel = (s.wheel[-1], *s.wheel[:-1])
        on_wheel = sum(sum(seg) for seg in wheel)
        bag = list(s.bag)
        first = list(wheel[0])
        rng = Rng(s.rng)
        drawn = 0
        while on_wheel + drawn < D.WHEEL_TARGET and any(bag):
            first[_draw(rng, bag)] += 1
            drawn += 1
        wheel = (tuple(first), *wheel[1:])
        ev.append(Event.make("wheel_turned", player=p, count=drawn))
        if on_wheel + drawn < D.WHEEL_TARGET:
            ev.append(Event.make("bag_short", n=on_wheel + drawn))
        s = _with(
            s,
            wheel=wheel,
            bag=tuple(bag),
            rng=rng.state,
            rotation=s.rotation + 1,
        )
        if not can_buy_anything(wheel, s.coins[p]):
            ev.append(Event.make("cannot_buy", player=p, n=D.FALLBACK_COINS))
            s = _with(
                s,
                coins=_add_at(s.coins, p, D.FALLBACK_COINS),
                seen_coins=_add_at(s.seen_coins, p, D.FALLBACK_COINS),  # shown, then taken
            )
            return self._after_main(s, ev)
        return _with(s, phase=SEGMENT)

    def _choose_segment(self, s: CarraraState, a: Action, ev: list[Event]) -> CarraraState:
        del ev  # same signature as every handler
        return _with(s, phase=TAKE, segment=a.args[0])  # taken is 0: _after_main clears it

    def _take_block(self, s: CarraraState, a: Action, ev: list[Event]) -> CarraraState:
        p = a.player
        c = D.COLOUR_INDEX[a.args[0]]
        k = s.segment
        cost = D.PRICES[k][c]
        seg = _add_at(s.wheel[k], c, -1)
        s = _with(
            s,
            wheel=_tset(s.wheel, k, seg),
            coins=_add_at(s.coins, p, -cost),
            marble=_tset(s.marble, p, _add_at(s.marble[p], c, 1)),
            # the block and its price are seen
            seen_coins=_add_at(s.seen_coins, p, -cost),
            seen_marble=_tset(s.seen_marble, p, _add_at(s.seen_marble[p], c, 1)),
            taken=s.taken + 1,
        )
        where = D.POSITION_NAMES[k]
        if cost:
            ev.append(
                Event.make(
                    "take_block", player=p, colour=a.args[0], coins=cost, n=cost, position=where
                )
            )
        else:
            ev.append(Event.make("take_free_block", player=p, colour=a.args[0], position=where))
        if not self._takeable(s, p):
            return self._after_main(s, ev)
        return s

    def _stop_taking(self, s: CarraraState, a: Action, ev: list[Event]) -> CarraraState:
        del a  # same signature as every handler
        return self._after_main(s, ev)

    # building
    def _build(self, s: CarraraState, a: Action, ev: list[Event]) -> CarraraState:
        del ev  # same signature as every handler
        return _with(s, phase=CITY, tile=TILE_BY_NAME[a.args[0]])

    def _build_in(self, s: CarraraState, a: Action, ev: list[Event]) -> CarraraState:
        p = a.player
        city = D.CITY_INDEX[a.args[0]]
        s = _with(s, city=city, phase=PAY)  # paid is zeros: _after_main clears it
        need = D.tile_value(s.tile)
        if payment_is_forced(s.marble[p], city, need):
            paid = forced_payment(s.marble[p], city, need)
            return self._complete_build(s, paid, ev)
        return s

    def _pay(self, s: CarraraState, a: Action, ev: list[Event]) -> CarraraState:
        p = a.player
        c = D.COLOUR_INDEX[a.args[0]]
        paid = _add_at(s.paid, c, 1)
        held = _add_at(s.marble[p], c, -1)
        s = _with(
            s,
            paid=paid,
            marble=_tset(s.marble, p, held),
            seen_marble=_tset(s.seen_marble, p, _add_at(s.seen_marble[p], c, -1)),  # set aside
        )
        need = D.tile_value(s.tile) - sum(paid)
        if need == 0:
            return self._complete_build(s, ZERO6, ev)
        if payment_is_forced(held, s.city, need):
            return self._complete_build(s, forced_payment(held, s.city, need), ev)
        return s

    def _complete_build(self, s: CarraraState, more: C6, ev: list[Event]) -> CarraraState:
        """Pay `more` (plus what is set aside), place the tile and refill the display."""
        p = s.current
        held = tuple([h - m for h, m in zip(s.marble[p], more, strict=True)])
        # the blocks paid are named in the log (those set aside before were seen then)
        seen = tuple([h - m for h, m in zip(s.seen_marble[p], more, strict=True)])
        spent = tuple([d + m for d, m in zip(s.paid, more, strict=True)])
        bag = tuple([b + k for b, k in zip(s.bag, spent, strict=True)])  # spent blocks go back
        tile, city = s.tile, s.city
        board = s.boards[p]
        board = _tset(board, city, (*board[city], tile))
        slot = s.display.index(tile)
        pile = s.pile
        if pile:
            display = _tset(s.display, slot, pile[0])
            pile = pile[1:]
        else:
            display = _tset(s.display, slot, -1)
        ev.append(
            Event.make(
                "build",
                player=p,
                building=D.TYPES[D.tile_type(tile)],
                value=D.tile_value(tile),
                city=D.CITIES[city],
                paid=tuple(D.COLOURS[c] for c in range(NC) for _ in range(spent[c])),
            )
        )
        s = _with(
            s,
            marble=_tset(s.marble, p, held),
            seen_marble=_tset(s.seen_marble, p, seen),
            bag=bag,  # (the blocks set aside are in `spent`; _after_main clears `paid`)
            boards=_tset(s.boards, p, board),
            display=display,
            pile=pile,
        )
        if not pile and all(t < 0 for t in display) and not s.end_reason:
            ev.append(Event.make("all_built", player=p))
            s = _with(s, end_reason=END_ALL_BUILT)
        return self._after_main(s, ev)

    # scoring
    def _objects_for(
        self, s: CarraraState, p: int, tiles: Sequence[int], ev: list[Event]
    ) -> CarraraState:
        supply = list(s.supply)
        got = [0] * 6
        for t in tiles:
            o = D.tile_object(t)
            if supply[o]:
                supply[o] -= 1
                got[o] += 1
        for o in range(6):
            if got[o]:
                ev.append(Event.make("objects_gained", player=p, object=D.OBJECTS[o], n=got[o]))
        missed = len(tiles) - sum(got)
        if missed:
            ev.append(Event.make("supply_empty", player=p, n=missed))
        mine = tuple(s.objects[p][o] + got[o] for o in range(6))
        seen = tuple(s.seen_objects[p][o] + got[o] for o in range(6))  # from the open supply
        return _with(
            s,
            supply=tuple(supply),
            objects=_tset(s.objects, p, mine),
            seen_objects=_tset(s.seen_objects, p, seen),
        )

    def _reward(self, s: CarraraState, p: int, vp: int, coins: int) -> CarraraState:
        return _with(
            s,
            vp=_add_at(s.vp, p, vp),
            coins=_add_at(s.coins, p, coins),
            seen_coins=_add_at(s.seen_coins, p, coins),  # counted from the public board
            markers_used=_add_at(s.markers_used, p, 1),
        )

    def _score_city(self, s: CarraraState, a: Action, ev: list[Event]) -> CarraraState:
        p = a.player
        city = D.CITY_INDEX[a.args[0]]
        board = s.boards[p]
        vp, coins = city_yield(board, city)
        ev.append(Event.make("score_city", player=p, city=a.args[0], vp=vp, coins=coins))
        s = self._reward(s, p, vp, coins)
        s = _with(s, city_scorer=_tset(s.city_scorer, city, p))
        s = self._objects_for(s, p, board[city], ev)
        return self._after_main(s, ev)

    def _score_type(self, s: CarraraState, a: Action, ev: list[Event]) -> CarraraState:
        p = a.player
        kind = D.TYPE_INDEX[a.args[0]]
        board = s.boards[p]
        vp, coins = type_yield(board, kind)
        ev.append(Event.make("score_type", player=p, building=a.args[0], vp=vp, coins=coins))
        s = self._reward(s, p, vp, coins)
        s = _with(s, type_scored=_tset(s.type_scored, p, _tset(s.type_scored[p], kind, True)))
        tiles = [t for column in board for t in column if D.tile_type(t) == kind]
        s = self._objects_for(s, p, tiles, ev)
        return self._after_main(s, ev)

    # after the action
    def _buy_object(self, s: CarraraState, a: Action, ev: list[Event]) -> CarraraState:
        p = a.player
        o = D.OBJECT_INDEX[a.args[0]]
        ev.append(Event.make("buy_object", player=p, object=a.args[0], coins=D.OBJECT_PRICE))
        s = _with(
            s,
            coins=_add_at(s.coins, p, -D.OBJECT_PRICE),
            objects=_tset(s.objects, p, _add_at(s.objects[p], o, 1)),
            seen_coins=_add_at(s.seen_coins, p, -D.OBJECT_PRICE),
            seen_objects=_tset(s.seen_objects, p, _add_at(s.seen_objects[p], o, 1)),
            for_sale=_add_at(s.for_sale, o, -1),
            object_bought=True,
        )
        if self._after_actions(s, p):
            return s
        return self._finish_turn(s, ev)

    def _announce_end(self, s: CarraraState, a: Action, ev: list[Event]) -> CarraraState:
        p = a.player
        ev.append(Event.make("announce_end", player=p, vp=D.ANNOUNCE_BONUS_VP))
        s = _with(
            s,
            vp=_add_at(s.vp, p, D.ANNOUNCE_BONUS_VP),
            announcer=p,
            end_reason=END_ANNOUNCED,
        )
        return self._finish_turn(s, ev)

    def _end_turn(self, s: CarraraState, a: Action, ev: list[Event]) -> CarraraState:
        del a  # same signature as every handler
        return self._finish_turn(s, ev)

    # -- what a player may know ----------------------------------------------------------
    def determinize(self, state: CarraraState, player: int, rng: Rng) -> CarraraState:
        """A full position `player` cannot tell from the real one: see hidden.py."""
        from .hidden import determinize

        return determinize(state, player, rng)

    # -- what players see -------------------------------------------------------------------
    def view(self, state: CarraraState, player: int | None) -> dict[str, Any]:
        over = state.phase == OVER
        n = state.num_players
        players: list[dict[str, Any]] = []
        for q in range(n):
            board = state.boards[q]
            info: dict[str, Any] = {
                "vp": state.vp[q],
                "board": [list(column) for column in board],
                "type_scored": list(state.type_scored[q]),
                "markers_used": state.markers_used[q],
                "building_value": building_value(board),
            }
            if q == player or over:
                info["coins"] = state.coins[q]
                info["marble"] = list(state.marble[q])
                info["objects"] = list(state.objects[q])
                info["objectives"] = list(objectives_met(state, q))
            players.append(info)
        return {
            "game": "carrara",
            "me": player,
            "num_players": n,
            "phase": state.phase,
            "current": state.current,
            "to_move": self.to_move(state),
            "turn": state.turn,
            "start_player": state.start_player,
            "wheel": [list(seg) for seg in state.wheel],
            "rotation": state.rotation,
            "display": list(state.display),
            "pile": len(state.pile),
            "for_sale": list(state.for_sale),
            "supply": list(state.supply),
            "city_scorer": list(state.city_scorer),
            "players": players,
            "segment": state.segment,
            "taken": state.taken,
            "tile": state.tile,
            "city": state.city,
            "paid": list(state.paid),
            "object_bought": state.object_bought,
            "end_reason": state.end_reason,
            "announcer": state.announcer,
            "objective_targets": {
                "scorings": D.OBJECTIVE_SCORINGS,
                "objects": D.OBJECTIVE_OBJECTS[n],
                "building_value": D.OBJECTIVE_BUILDING_VALUE[n],
            },
            "final": list(state.final),
            "winners": list(state.winners),
        }

    def outcome(self, state: CarraraState) -> Outcome | None:
        if state.phase != OVER:
            return None
        return Outcome(winners=state.winners, scores=state.final, reason=state.end_reason)

    def scores(self, state: CarraraState) -> tuple[int, ...]:
        """The points everybody can count now; at the end the final scores.

        During the game: the score track plus the value of every building
        (each counts its value in the final scoring).  Objects and coins lie
        behind the screens, so they join only in the final score, which is
        the last point of the plot and the outcome's score.
        """
        if state.phase == OVER:
            return state.final
        return tuple(
            state.vp[q] + building_value(state.boards[q]) for q in range(state.num_players)
        )

    def score_breakdown(self, state: CarraraState) -> tuple[tuple[str, tuple[int, ...]], ...]:
        """The parts of final_scores in the rulebook's order of the final count.

        The score track holds what the scorings earned during the game; the
        +5 for announcing the end is kept on the track too (_announce_end) but
        is the count's first step, so it is taken out into its own line.
        """
        n = range(state.num_players)
        bonus = tuple(D.ANNOUNCE_BONUS_VP if state.announcer == q else 0 for q in n)
        return (
            ("Score track", tuple(state.vp[q] - bonus[q] for q in n)),
            ("Announcing the end", bonus),
            ("Objects", tuple(D.VP_PER_OBJECT * sum(state.objects[q]) for q in n)),
            ("Coins", tuple(state.coins[q] // D.COINS_PER_VP for q in n)),
            ("Buildings", tuple(building_value(state.boards[q]) for q in n)),
        )

    def hidden_at_the_end(self, state: CarraraState) -> tuple[HiddenGroup, ...]:
        """What lay behind every screen at the end: coins, objects, marble."""
        return _ending.hidden_at_the_end(state)

    def tie_break_criteria(self, state: CarraraState) -> tuple[Criterion, ...]:
        """The rulebook's tie-break for how the game ended (the story and the places)."""
        return _ending.tie_break_criteria(state)

    def end_explanation(self, state: CarraraState) -> tuple[Event, ...]:
        """How the game ended, and how a tie was settled."""
        return _ending.end_explanation(state)

    def turn_number(self, state: CarraraState) -> int:
        return state.turn

    def metrics(self, state: CarraraState) -> dict[str, tuple[float, ...]]:
        n = state.num_players
        return {
            "Victory points": tuple(float(x) for x in self.scores(state)),
            "Score track": tuple(float(x) for x in state.vp),
            "Building value": tuple(float(building_value(state.boards[q])) for q in range(n)),
            "Scorings": tuple(float(x) for x in state.markers_used),
        }

    # -- explaining refusals -------------------------------------------------------------------
    def _explain(self, s: CarraraState, a: Action) -> IllegalAction:
        who = self.to_move(s)
        if who is None:
            return IllegalAction("game_over")
        if a.kind not in self._handlers:
            return IllegalAction("unknown_action", kind=a.kind)
        if a.player != who:
            return IllegalAction("not_your_turn", player=who)
        bad = _check_args(a)
        if bad is not None:
            return bad
        kind, phase, p = a.kind, s.phase, a.player
        arg = a.args[0] if a.args else None
        if kind not in _PHASE_OF.get(phase, ()):
            return _out_of_step(s, kind)
        if kind == "choose_segment":
            k = int(arg)  # type: ignore[arg-type]
            if not sum(s.wheel[k]):
                return IllegalAction("segment_empty")
            return IllegalAction(
                "segment_unaffordable", coins=cheapest_on(s.wheel[k], k) or 0, have=s.coins[p]
            )
        if kind == "take_block":
            c = D.COLOUR_INDEX[str(arg)]
            if not s.wheel[s.segment][c]:
                return IllegalAction("colour_not_on_segment", colour=arg)
            return IllegalAction(
                "cannot_afford_block", colour=arg, coins=D.PRICES[s.segment][c], have=s.coins[p]
            )
        if kind == "stop_taking":
            return IllegalAction("must_take_one")
        if kind == "build":
            tile = TILE_BY_NAME[str(arg)]
            if tile not in s.display:
                return IllegalAction("tile_not_on_display")
            held = sum(s.marble[p])
            if not held:
                return IllegalAction("no_marble")
            # Lerici accepts every colour: a tile is out of reach only by its size
            return IllegalAction("cannot_pay_tile", n=D.tile_value(tile), held=held)
        if kind == "build_in":
            city = D.CITY_INDEX[str(arg)]
            return IllegalAction(
                "city_cannot_be_paid",
                city=D.CITIES[city],
                colours=tuple(D.COLOURS[c] for c in D.CITY_ACCEPTS[city]),
                held=accepted_held(s.marble[p], city),
                n=D.tile_value(s.tile),
            )
        if kind == "pay":
            c = D.COLOUR_INDEX[str(arg)]
            if c not in D.CITY_ACCEPTS[s.city]:
                return IllegalAction("colour_not_accepted", colour=arg, city=D.CITIES[s.city])
            return IllegalAction("no_such_block", colour=arg)
        if kind in ("score_city", "score_type") and s.markers_used[p] >= D.SCORING_MARKERS:
            return IllegalAction("no_markers_left")
        if kind == "score_city":
            city = D.CITY_INDEX[str(arg)]
            if s.city_scorer[city] == p:
                return IllegalAction("city_scored_by_you", city=D.CITIES[city])
            if s.city_scorer[city] != -1:
                return IllegalAction(
                    "city_already_scored", city=D.CITIES[city], other_player=s.city_scorer[city]
                )
            return IllegalAction(
                "city_needs_buildings",
                city=D.CITIES[city],
                n=D.CITY_NEEDS[city],
                have=len(s.boards[p][city]),
            )
        if kind == "score_type":
            if s.type_scored[p][D.TYPE_INDEX[str(arg)]]:
                return IllegalAction("type_already_scored", building=arg)
            return IllegalAction("type_needs_building", building=arg)
        if kind == "buy_object":
            if s.object_bought:
                return IllegalAction("object_already_bought")
            if not s.for_sale[D.OBJECT_INDEX[str(arg)]]:
                return IllegalAction("object_not_for_sale", object=arg)
            return IllegalAction("cannot_afford_object", coins=D.OBJECT_PRICE, have=s.coins[p])
        if kind == "announce_end":
            if s.end_reason:
                return IllegalAction("end_already_triggered")
            return IllegalAction("objectives_not_met")
        return IllegalAction("not_now")


# which action kinds belong to which step, and what a wrong step is told
# the phases inside a decision of several actions (Escape cancels them)
_SUBSTEP_PHASES = frozenset((TAKE, CITY, PAY))

_PHASE_OF: dict[str, frozenset[str]] = {
    ACTION: frozenset(("buy_marble", "build", "score_city", "score_type")),
    SEGMENT: frozenset(("choose_segment",)),
    TAKE: frozenset(("take_block", "stop_taking")),
    CITY: frozenset(("build_in",)),
    PAY: frozenset(("pay",)),
    AFTER: frozenset(("buy_object", "announce_end", "end_turn")),
}
_WRONG_STEP: dict[str, str] = {
    ACTION: "choose_an_action",
    SEGMENT: "choose_a_segment",
    TAKE: "take_from_segment",
    CITY: "choose_a_city",
    PAY: "choose_blocks",
    AFTER: "action_done",
}
_ARG_KIND: dict[str, tuple[str, ...] | range] = {
    "choose_segment": range(D.WHEEL_SEGMENTS),
    "take_block": D.COLOURS,
    "pay": D.COLOURS,
    "build": tuple(TILE_BY_NAME),
    "build_in": D.CITIES,
    "score_city": D.CITIES,
    "score_type": D.TYPES,
    "buy_object": D.OBJECTS,
}


_BUILD_OR_SCORE = frozenset(("build", "build_in", "score_city", "score_type"))


def _out_of_step(s: CarraraState, kind: str) -> IllegalAction:
    """A move of another step: name the rule that orders the turn where one applies."""
    phase = s.phase
    if phase == ACTION and kind == "choose_segment":
        return IllegalAction("wheel_turns_first")  # the wheel turns before one buys
    if phase == ACTION and kind in ("build_in", "pay"):
        return IllegalAction("choose_tile_first")
    if phase == TAKE and kind == "choose_segment":
        return IllegalAction("one_segment_only", position=D.POSITION_NAMES[s.segment])
    if kind == "buy_object" and phase != AFTER:
        return IllegalAction("object_after_action")
    # one action a turn: the action under way is named
    if phase in (SEGMENT, TAKE) and kind in _BUILD_OR_SCORE | {"pay"}:
        return IllegalAction("buying_marble_now")
    if phase in (CITY, PAY) and kind in _BUILD_OR_SCORE | {"choose_segment"}:
        return IllegalAction("building_now")
    return IllegalAction(_WRONG_STEP.get(phase, "not_now"))


def _check_args(a: Action) -> IllegalAction | None:
    allowed = _ARG_KIND.get(a.kind)
    if allowed is None:
        return None if not a.args else IllegalAction("bad_argument")
    if len(a.args) != 1:
        return IllegalAction("bad_argument")
    arg = a.args[0]
    if isinstance(allowed, range):
        ok = isinstance(arg, int) and not isinstance(arg, bool) and arg in allowed
    else:
        ok = isinstance(arg, str) and arg in allowed
    return None if ok else IllegalAction("bad_argument")
