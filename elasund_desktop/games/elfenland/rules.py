"""The rules of Elfenland (base game, 2-6 players) over immutable states.

A round has six phases (the seed's order): deal travel cards, draw one
secret counter each, three passes of open counter draws, planning, moving,
end of round.  Every decision is a small step; `legal_actions` is the single
truth and `apply` accepts exactly the listed actions (anything else is
explained by `_explain` with a reason key).

Action kinds and arguments (transports and cards by name, routes by index
into `data.ROUTES`):

* ``draw_secret ()`` - phase 2, take the top counter face down;
* ``take_counter (slot,)`` / ``take_blind ()`` - phase 3, from the face-up row
  (refilled at once) or blind from the pile; kept face up;
* ``place_counter (transport, route)``, ``place_obstacle (route)``, ``pass ()``
  - phase 4, until every player has passed in a row;
* ``travel (route, "cards" | "caravan")``, then for a caravan ``pay_card (card,)``
  one card per step; ``end_move ()``; ``discard (card,)`` down to 4 cards;
* ``keep_counter (transport, face_down)`` / ``keep_none ()`` - end of round.

Rulings beyond the seed (the rules text says so too; data.INVENTED lists them):

* The deal of phase 1 happens by itself at the start of each round.
* A player with nothing placeable is passed automatically while planning.
* A type held both face up and face down is placed from the face-up ones.
* A player holding no counter at the end of a round keeps nothing without
  being asked; after the last round nothing is returned.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any, ClassVar, NamedTuple

from ...engine.action_cache import LegalCache
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
from ...i18n.noop import QT_TRANSLATE_NOOP
from . import data as D  # noqa: N812 - the data module reads best as D.X
from . import ending as _ending
from . import gains as _gains

# --- phases ---------------------------------------------------------------------------
DRAW_SECRET = "draw_secret"
DRAW_COUNTERS = "draw_counters"
PLAN = "plan"
MOVE = "move"
CARAVAN = "caravan"
DISCARD = "discard"
KEEP = "keep"
OVER = "over"

CARDS = "cards"
CARAVAN_MODE = "caravan"
T = D.TRANSPORTS
C = D.CARD_TYPES
NT = D.NUM_TRANSPORTS
NC = D.NUM_CARD_TYPES


class ElfenlandState(NamedTuple):
    """A complete position.  Never mutate it: `ElfenlandRules.apply` returns a new one."""

    num_players: int
    rounds: int  # 4 (seed) or 3
    caravan_strict: bool  # caravan only for a player unable to pay the matching cards
    home_town: bool  # the town-card variant
    rng: int
    round: int  # 1-based
    phase: str
    current: int  # the seat to decide
    first_player: int  # starting player of this round
    step: int  # phase counter: draws made / passes in a row / players moved / players kept
    supply: tuple[int, ...]  # travel cards outside the hands, by card type (order hidden)
    hands: tuple[tuple[int, ...], ...]  # per seat, travel cards by card type
    pile: tuple[int, ...]  # face-down counter pile, by transport (order hidden)
    row: tuple[int, ...]  # the face-up counters, by slot
    secret: tuple[tuple[int, ...], ...]  # per seat, face-down counters (sorted types)
    shown: tuple[tuple[int, ...], ...]  # per seat, face-up counters (sorted types)
    obstacle: tuple[bool, ...]  # per seat: the obstacle is still in hand
    obstacles_out: int  # obstacles used and gone from the game
    board: tuple[int, ...]  # per route: transport on it or -1
    blocked: tuple[bool, ...]  # per route: an obstacle lies there
    boots: tuple[int, ...]  # per seat: town of the boot
    collected: tuple[int, ...]  # per seat: bit mask of towns whose piece was taken
    town_cards: tuple[int, ...]  # per seat: home town (variant) or -1
    pending: tuple[int, ...]  # caravan under way: (route, destination, cards still to pay)
    turn: int  # completed move turns
    winners: tuple[int, ...]
    end_reason: str


_make = ElfenlandState._make
F = ElfenlandState._fields
I_RNG = F.index("rng")
I_ROUND = F.index("round")
I_PHASE = F.index("phase")
I_CURRENT = F.index("current")
I_FIRST = F.index("first_player")
I_STEP = F.index("step")
I_SUPPLY = F.index("supply")
I_HANDS = F.index("hands")
I_PILE = F.index("pile")
I_ROW = F.index("row")
I_SECRET = F.index("secret")
I_SHOWN = F.index("shown")
I_OBSTACLE = F.index("obstacle")
I_OBSTACLES_OUT = F.index("obstacles_out")
I_BOARD = F.index("board")
I_BLOCKED = F.index("blocked")
I_BOOTS = F.index("boots")
I_COLLECTED = F.index("collected")
I_PENDING = F.index("pending")
I_TURN = F.index("turn")
I_WINNERS = F.index("winners")
I_END_REASON = F.index("end_reason")


_FIELD = {name: i for i, name in enumerate(F)}


def _with(s: ElfenlandState, **changes: Any) -> ElfenlandState:
    """`s._replace(**changes)` in half the time (NamedTuple._replace walks all 27
    fields through Python calls; the search makes new states at every step)."""
    values = list(s)
    for name, value in changes.items():
        values[_FIELD[name]] = value
    return _make(values)


def _tset(t: tuple[Any, ...], i: int, v: Any) -> tuple[Any, ...]:
    return (*t[:i], v, *t[i + 1 :])


def _add(t: tuple[int, ...], i: int, k: int) -> tuple[int, ...]:
    return (*t[:i], t[i] + k, *t[i + 1 :])


def _without(items: tuple[int, ...], value: int) -> tuple[int, ...]:
    i = items.index(value)
    return items[:i] + items[i + 1 :]


def _draw(rng: Rng, counts: tuple[int, ...]) -> int:
    """One item drawn uniformly from a multiset given by counts (a shuffled pile's top)."""
    x = rng.below(sum(counts))
    for kind, k in enumerate(counts):
        if x < k:
            return kind
        x -= k
    raise AssertionError("empty pile")


def pieces_of(mask: int) -> int:
    return bin(mask).count("1")


def _ends(route: int) -> dict[str, str]:
    """The towns at both ends of a route, as event parameters."""
    r = D.ROUTES[route]
    return {"town_a": D.TOWN_IDS[r.a], "town_b": D.TOWN_IDS[r.b]}


_ACTIONS: dict[tuple[int, str, tuple[Any, ...]], Action] = {}


def _act(player: int, kind: str, args: tuple[Any, ...] = ()) -> Action:
    """Action objects are made once and shared (fast identity test in `apply`)."""
    key = (player, kind, args)
    a = _ACTIONS.get(key)
    if a is None:
        a = _ACTIONS[key] = Action(player, kind, args)
    return a


# The roads where a counter of each transport may lie (in road order), and
# the planning moves of every seat made once: the legal lists of the
# planning phase are asked at every step of a search, and they are long.
ROADS_FOR: tuple[tuple[int, ...], ...] = tuple(
    tuple(r for r in D.ROADS if kind in D.PLACEABLE[r]) for kind in range(NT)
)
# [seat][transport]: (road, its place_counter action) for each road of ROADS_FOR
_PLACE: tuple[tuple[tuple[tuple[int, Action], ...], ...], ...] = tuple(
    tuple(
        tuple((r, _act(p, "place_counter", (T[kind], r))) for r in ROADS_FOR[kind])
        for kind in range(NT)
    )
    for p in range(D.MAX_PLAYERS)
)
# [seat]: (road, its place_obstacle action) for every road
_OBSTACLE: tuple[tuple[tuple[int, Action], ...], ...] = tuple(
    tuple((r, _act(p, "place_obstacle", (r,))) for r in D.ROADS) for p in range(D.MAX_PLAYERS)
)


def placeable_routes(board: tuple[int, ...], kind: int) -> list[int]:
    """Roads without a counter where a counter of transport `kind` may lie."""
    return [r for r in ROADS_FOR[kind] if board[r] < 0]


def can_place(state: ElfenlandState, p: int) -> bool:
    board = state.board
    if state.obstacle[p]:
        blocked = state.blocked
        if any(board[r] >= 0 and not blocked[r] for r in D.ROADS):
            return True
    for kind in set(state.shown[p]) | set(state.secret[p]):
        if any(board[r] < 0 for r in ROADS_FOR[kind]):
            return True
    return False


def travel_cost(state: ElfenlandState, route: int, from_town: int) -> tuple[int, int]:
    """(card type, cards) for the matching payment; (-1, 0) when the route cannot be used."""
    return D.route_cost(route, state.board[route], state.blocked[route], from_town)


def caravan_cost(state: ElfenlandState, route: int) -> int:
    """Cards a caravan pays on `route`, or 0 where no caravan may go."""
    return caravan_cards(route, state.board[route], state.blocked[route])


def caravan_cards(route: int, counter: int, obstacle: bool) -> int:
    """caravan_cost for a route carrying `counter` (-1: none) and maybe an obstacle."""
    if D.ROUTES[route].kind != "road" or counter < 0:
        return 0
    return D.CARAVAN_CARDS_WITH_OBSTACLE if obstacle else D.CARAVAN_CARDS


def home_distance(state: ElfenlandState, p: int) -> int:
    card = state.town_cards[p]
    return D.DISTANCES[state.boots[p]][card] if card >= 0 else 0


def final_score(state: ElfenlandState, p: int) -> int:
    return pieces_of(state.collected[p]) - home_distance(state, p)


class ElfenlandRules(GainHooks):
    """Elfenland for 2 to 6 players."""

    # gains and losses: what the events say (engine/gains.py)
    gains_module: ClassVar[ModuleType] = _gains

    game_id: str = "elfenland"
    rules_version: int = 1
    min_players: int = D.MIN_PLAYERS
    max_players: int = D.MAX_PLAYERS
    options: Sequence[OptionSpec] = (
        OptionSpec(
            key="rounds",
            label=QT_TRANSLATE_NOOP("Elfenland", "Rounds"),
            default=D.DEFAULT_ROUNDS,
            choices=(
                (4, QT_TRANSLATE_NOOP("Elfenland", "4 rounds (Ukrainian rules)")),
                (3, QT_TRANSLATE_NOOP("Elfenland", "3 rounds (later English edition)")),
            ),
        ),
        OptionSpec(
            key="caravan_only_if_unable",
            label=QT_TRANSLATE_NOOP("Elfenland", "Caravan"),
            default=True,
            choices=(
                (True, QT_TRANSLATE_NOOP("Elfenland", "Only without the matching cards")),
                (False, QT_TRANSLATE_NOOP("Elfenland", "Always allowed instead of them")),
            ),
        ),
        OptionSpec(
            key="home_town",
            label=QT_TRANSLATE_NOOP("Elfenland", "Home town variant"),
            default=False,
            choices=(
                (False, QT_TRANSLATE_NOOP("Elfenland", "No")),
                (True, QT_TRANSLATE_NOOP("Elfenland", "Yes: a secret town card each")),
            ),
        ),
    )

    def __init__(self) -> None:
        self._cache = LegalCache(self._legal)
        self._handlers: dict[
            str, Callable[[ElfenlandState, Action, list[Event]], ElfenlandState]
        ] = {
            "draw_secret": self._draw_secret,
            "take_counter": self._take_counter,
            "take_blind": self._take_blind,
            "place_counter": self._place_counter,
            "place_obstacle": self._place_obstacle,
            "pass": self._pass,
            "travel": self._travel,
            "pay_card": self._pay_card,
            "end_move": self._end_move,
            "discard": self._discard,
            "keep_counter": self._keep_counter,
            "keep_none": self._keep_none,
        }

    # -- set-up ------------------------------------------------------------------------
    def setup(self, config: GameConfig, seed: int) -> ElfenlandState:
        n = config.num_players
        if not D.MIN_PLAYERS <= n <= D.MAX_PLAYERS:
            raise ValueError(f"Elfenland needs {D.MIN_PLAYERS}-{D.MAX_PLAYERS} players, not {n}")
        rounds = config.option("rounds", D.DEFAULT_ROUNDS)
        if rounds not in (D.DEFAULT_ROUNDS, D.SHORT_ROUNDS) or isinstance(rounds, bool):
            raise ValueError(f"Elfenland plays 3 or 4 rounds, not {rounds!r}")
        rng = Rng(seed_state(seed))
        first = rng.below(n)  # INVENTED: the first starting player is drawn at random
        home = bool(config.option("home_town", False))
        cards = tuple(rng.shuffled(list(D.TOWN_CARD_TOWNS))[:n]) if home else (-1,) * n
        pile = D.COUNTER_COUNTS
        row = []
        for _ in range(D.FACE_UP_ROW):
            kind = _draw(rng, pile)
            pile = _add(pile, kind, -1)
            row.append(kind)
        state = ElfenlandState(
            num_players=n,
            rounds=int(rounds),
            caravan_strict=bool(config.option("caravan_only_if_unable", True)),
            home_town=home,
            rng=rng.state,
            round=1,
            phase=DRAW_SECRET,
            current=first,
            first_player=first,
            step=0,
            supply=D.CARD_COUNTS,
            hands=((0,) * NC,) * n,
            pile=pile,
            row=tuple(row),
            secret=((),) * n,
            shown=((),) * n,
            obstacle=(True,) * n,
            obstacles_out=0,
            board=(-1,) * D.NUM_ROUTES,
            blocked=(False,) * D.NUM_ROUTES,
            boots=(D.CAPITAL,) * n,
            collected=(0,) * n,
            town_cards=cards,
            pending=(),
            turn=0,
            winners=(),
            end_reason="",
        )
        v = list(state)
        self._deal(v, rng, [])
        v[I_RNG] = rng.state
        return _make(v)

    def _deal(self, v: list[Any], rng: Rng, ev: list[Event]) -> None:
        """Phase 1: every card outside the hands is shuffled; each hand is filled up to 8."""
        n = len(v[I_HANDS])
        supply = v[I_SUPPLY]
        hands = list(v[I_HANDS])
        for i in range(n):
            p = (v[I_FIRST] + i) % n
            hand = hands[p]
            need = D.HAND_SIZE - sum(hand)
            for _ in range(need):
                kind = _draw(rng, supply)
                supply = _add(supply, kind, -1)
                hand = _add(hand, kind, 1)
            hands[p] = hand
            if need:
                ev.append(Event("deal", (("n", need), ("player", p))))
        v[I_SUPPLY] = supply
        v[I_HANDS] = tuple(hands)

    # -- queries -------------------------------------------------------------------------
    def in_substep(self, state: ElfenlandState) -> bool:
        """Inside a decision of several steps (see engine.rules.in_substep).

        A caravan chosen but not yet fully paid (its cards are given one at a
        time), and the discards after ending a journey with more than 4 cards:
        Escape takes the player back to choosing the step, or to travelling on.
        """
        return state.phase in (CARAVAN, DISCARD)

    def to_move(self, state: ElfenlandState) -> int | None:
        return None if state.phase == OVER else state.current

    def legal_actions(self, state: ElfenlandState) -> list[Action]:
        return list(self._cache.actions(state))

    def _legal(self, s: ElfenlandState) -> list[Action]:
        phase = s.phase
        p = s.current
        if phase == OVER:
            return []
        if phase == DRAW_SECRET:
            return [_act(p, "draw_secret")]
        if phase == DRAW_COUNTERS:
            acts = [_act(p, "take_counter", (slot,)) for slot in range(len(s.row))]
            if sum(s.pile):
                acts.append(_act(p, "take_blind"))
            return acts
        if phase == PLAN:
            return self._plan_actions(s, p)
        if phase == MOVE:
            return self._move_actions(s, p)
        hand = s.hands[p]
        if phase == CARAVAN:
            return [_act(p, "pay_card", (C[k],)) for k in range(NC) if hand[k]]
        if phase == DISCARD:
            return [_act(p, "discard", (C[k],)) for k in range(NC) if hand[k]]
        if phase == KEEP:
            acts = [_act(p, "keep_counter", (T[k], False)) for k in sorted(set(s.shown[p]))]
            acts += [_act(p, "keep_counter", (T[k], True)) for k in sorted(set(s.secret[p]))]
            acts.append(_act(p, "keep_none"))
            return acts
        raise AssertionError(phase)

    def _plan_actions(self, s: ElfenlandState, p: int) -> list[Action]:
        board = s.board
        places = _PLACE[p]
        acts: list[Action] = []
        for kind in sorted(set(s.shown[p]) | set(s.secret[p])):
            acts.extend([a for r, a in places[kind] if board[r] < 0])
        if s.obstacle[p]:
            blocked = s.blocked
            acts.extend([a for r, a in _OBSTACLE[p] if board[r] >= 0 and not blocked[r]])
        acts.append(_act(p, "pass"))
        return acts

    def _move_actions(self, s: ElfenlandState, p: int) -> list[Action]:
        acts: list[Action] = []
        hand = s.hands[p]
        total = sum(hand)
        here = s.boots[p]
        for route, _ in D.TOWN_ROUTES[here]:
            kind, cost = travel_cost(s, route, here)
            payable = kind >= 0 and hand[kind] >= cost
            if payable:
                acts.append(_act(p, "travel", (route, CARDS)))
            need = caravan_cost(s, route)
            if need and total >= need and not (s.caravan_strict and payable):
                acts.append(_act(p, "travel", (route, CARAVAN_MODE)))
        acts.append(_act(p, "end_move"))
        return acts

    # -- applying ------------------------------------------------------------------------
    def apply(self, state: ElfenlandState, action: Action) -> Transition[ElfenlandState]:
        if not self._cache.lists(state, action):
            raise self._explain(state, action)
        events: list[Event] = []
        new = self._handlers[action.kind](state, action, events)
        # Placing a face-down counter shows it to everybody: no undo past that.
        barrier = action.kind == "place_counter" and new.secret != state.secret
        return Transition(new, tuple(events), barrier=barrier)

    def _next(self, s: ElfenlandState, p: int) -> int:
        return (p + 1) % s.num_players

    # phase 2
    def _draw_secret(self, s: ElfenlandState, a: Action, ev: list[Event]) -> ElfenlandState:
        p = a.player
        v: list[Any] = list(s)
        rng = Rng(s.rng)
        kind = _draw(rng, s.pile)
        v[I_RNG] = rng.state
        v[I_PILE] = _add(s.pile, kind, -1)
        v[I_SECRET] = _tset(s.secret, p, tuple(sorted((*s.secret[p], kind))))
        ev.append(Event.make("draw_secret", player=p, transport=T[kind]))
        step = s.step + 1
        if step == s.num_players:
            v[I_PHASE] = DRAW_COUNTERS
            v[I_STEP] = 0
            v[I_CURRENT] = s.first_player
        else:
            v[I_STEP] = step
            v[I_CURRENT] = self._next(s, p)
        return _make(v)

    # phase 3
    def _after_open_draw(self, s: ElfenlandState, v: list[Any], p: int) -> None:
        step = s.step + 1
        if step == D.OPEN_DRAWS_PER_ROUND * s.num_players:
            v[I_PHASE] = PLAN
            v[I_STEP] = 0
            v[I_CURRENT] = s.first_player
        else:
            v[I_STEP] = step
            v[I_CURRENT] = self._next(s, p)

    def _take_counter(self, s: ElfenlandState, a: Action, ev: list[Event]) -> ElfenlandState:
        p = a.player
        slot = a.args[0]
        kind = s.row[slot]
        v: list[Any] = list(s)
        v[I_SHOWN] = _tset(s.shown, p, tuple(sorted((*s.shown[p], kind))))
        ev.append(Event.make("take_counter", player=p, transport=T[kind]))
        if sum(s.pile):
            rng = Rng(s.rng)
            new = _draw(rng, s.pile)
            v[I_RNG] = rng.state
            v[I_PILE] = _add(s.pile, new, -1)
            v[I_ROW] = _tset(s.row, slot, new)
            ev.append(Event.make("row_refilled", transport=T[new]))
        else:  # cannot happen with the real counts (35 <= 48), kept for safety
            v[I_ROW] = s.row[:slot] + s.row[slot + 1 :]
        self._after_open_draw(s, v, p)
        return self._plan_start(_make(v), ev)

    def _take_blind(self, s: ElfenlandState, a: Action, ev: list[Event]) -> ElfenlandState:
        p = a.player
        v: list[Any] = list(s)
        rng = Rng(s.rng)
        kind = _draw(rng, s.pile)
        v[I_RNG] = rng.state
        v[I_PILE] = _add(s.pile, kind, -1)
        v[I_SHOWN] = _tset(s.shown, p, tuple(sorted((*s.shown[p], kind))))
        ev.append(Event.make("take_blind", player=p, transport=T[kind]))
        self._after_open_draw(s, v, p)
        return self._plan_start(_make(v), ev)

    # phase 4
    def _plan_start(self, s: ElfenlandState, ev: list[Event]) -> ElfenlandState:
        """At the start of planning the starting player may have nothing to place."""
        if s.phase != PLAN or can_place(s, s.current):
            return s
        return self._plan_advance(s, s.current, s.step + 1, ev, auto_first=True)

    def _plan_advance(
        self, s: ElfenlandState, p: int, passes: int, ev: list[Event], auto_first: bool = False
    ) -> ElfenlandState:
        """Hand planning to the next player who can place something (INVENTED auto-pass)."""
        n = s.num_players
        if auto_first:
            ev.append(Event.make("auto_pass", player=p))
        q = p
        while passes < n:
            q = (q + 1) % n
            if can_place(s, q):
                return _with(s, current=q, step=passes)
            ev.append(Event.make("auto_pass", player=q))
            passes += 1
        return self._start_moving(s, ev)

    def _place_counter(self, s: ElfenlandState, a: Action, ev: list[Event]) -> ElfenlandState:
        p = a.player
        name, route = a.args
        kind = T.index(name)
        v: list[Any] = list(s)
        if kind in s.shown[p]:
            v[I_SHOWN] = _tset(s.shown, p, _without(s.shown[p], kind))
        else:
            v[I_SECRET] = _tset(s.secret, p, _without(s.secret[p], kind))
        v[I_BOARD] = _tset(s.board, route, kind)
        ev.append(Event.make("place_counter", player=p, transport=name, **_ends(route)))
        return self._plan_advance(_make(v), p, 0, ev)

    def _place_obstacle(self, s: ElfenlandState, a: Action, ev: list[Event]) -> ElfenlandState:
        p = a.player
        route = a.args[0]
        v: list[Any] = list(s)
        v[I_OBSTACLE] = _tset(s.obstacle, p, False)
        v[I_BLOCKED] = _tset(s.blocked, route, True)
        ev.append(Event.make("place_obstacle", player=p, **_ends(route)))
        return self._plan_advance(_make(v), p, 0, ev)

    def _pass(self, s: ElfenlandState, a: Action, ev: list[Event]) -> ElfenlandState:
        ev.append(Event.make("pass", player=a.player))
        return self._plan_advance(s, a.player, s.step + 1, ev)

    # phase 5
    def _start_moving(self, s: ElfenlandState, ev: list[Event]) -> ElfenlandState:
        ev.append(Event.make("moving_starts"))
        return _with(s, phase=MOVE, step=0, current=s.first_player)

    def _arrive(self, v: list[Any], s: ElfenlandState, p: int, town: int, ev: list[Event]) -> bool:
        """Move the boot; collect the piece; True when this wins the game at once."""
        v[I_BOOTS] = _tset(s.boots, p, town)
        mask = s.collected[p]
        bit = 1 << town
        if town != D.CAPITAL and not mask & bit:
            mask |= bit
            v[I_COLLECTED] = _tset(s.collected, p, mask)
            ev.append(Event.make("collect", player=p, town=D.TOWN_IDS[town], n=pieces_of(mask)))
            if (
                mask == D.ALL_PIECES_MASK
                and s.rounds == D.DEFAULT_ROUNDS
                and s.round <= D.EARLY_WIN_LAST_ROUND
            ):
                v[I_PHASE] = OVER
                v[I_WINNERS] = (p,)
                v[I_END_REASON] = "all_towns"
                ev.append(Event.make("early_win", player=p))
                return True
        return False

    def _travel(self, s: ElfenlandState, a: Action, ev: list[Event]) -> ElfenlandState:
        p = a.player
        route, mode = a.args
        here = s.boots[p]
        r = D.ROUTES[route]
        there = r.b if r.a == here else r.a
        v: list[Any] = list(s)
        if mode == CARAVAN_MODE:
            need = caravan_cost(s, route)
            v[I_PHASE] = CARAVAN
            v[I_PENDING] = (route, there, need)
            ev.append(Event.make("caravan", player=p, town=D.TOWN_IDS[there], n=need))
            return _make(v)
        kind, cost = travel_cost(s, route, here)
        v[I_HANDS] = _tset(s.hands, p, _add(s.hands[p], kind, -cost))
        v[I_SUPPLY] = _add(s.supply, kind, cost)
        ev.append(Event.make("travel", player=p, town=D.TOWN_IDS[there], card=C[kind], n=cost))
        self._arrive(v, s, p, there, ev)
        return _make(v)

    def _pay_card(self, s: ElfenlandState, a: Action, ev: list[Event]) -> ElfenlandState:
        p = a.player
        kind = C.index(a.args[0])
        route, there, need = s.pending
        v: list[Any] = list(s)
        v[I_HANDS] = _tset(s.hands, p, _add(s.hands[p], kind, -1))
        v[I_SUPPLY] = _add(s.supply, kind, 1)
        if need > 1:
            v[I_PENDING] = (route, there, need - 1)
            return _make(v)
        v[I_PENDING] = ()
        v[I_PHASE] = MOVE
        ev.append(Event.make("caravan_arrives", player=p, town=D.TOWN_IDS[there]))
        self._arrive(v, s, p, there, ev)
        return _make(v)

    def _end_move(self, s: ElfenlandState, a: Action, ev: list[Event]) -> ElfenlandState:
        p = a.player
        ev.append(Event.make("end_move", player=p))
        extra = sum(s.hands[p]) - D.HAND_LIMIT_AFTER_MOVE
        if extra > 0:
            ev.append(Event.make("must_discard", player=p, n=extra))
            return _with(s, phase=DISCARD)
        return self._finish_turn(s, p, ev)

    def _discard(self, s: ElfenlandState, a: Action, ev: list[Event]) -> ElfenlandState:
        p = a.player
        kind = C.index(a.args[0])
        hand = _add(s.hands[p], kind, -1)
        new = _with(s, hands=_tset(s.hands, p, hand), supply=_add(s.supply, kind, 1))
        ev.append(Event.make("discard", player=p, card=C[kind]))
        if sum(hand) > D.HAND_LIMIT_AFTER_MOVE:
            return new
        return self._finish_turn(new, p, ev)

    def _finish_turn(self, s: ElfenlandState, p: int, ev: list[Event]) -> ElfenlandState:
        step = s.step + 1
        s = _with(s, turn=s.turn + 1)
        if step < s.num_players:
            return _with(s, phase=MOVE, step=step, current=self._next(s, p))
        if s.round >= s.rounds:
            return self._game_over(s, ev)
        ev.append(Event.make("round_ends", round=s.round))
        return self._keep_advance(_with(s, phase=KEEP, step=0), s.first_player, ev)

    # phase 6
    def _keep_advance(self, s: ElfenlandState, p: int, ev: list[Event]) -> ElfenlandState:
        """The next player with counters chooses one to keep; the rest return to the pile."""
        n = s.num_players
        step = s.step
        q = p
        while step < n:
            if s.shown[q] or s.secret[q]:
                return _with(s, current=q, step=step)
            step += 1
            q = (q + 1) % n
        return self._new_round(s, ev)

    def _return_counters(
        self, s: ElfenlandState, p: int, kind: int, face_down: bool, ev: list[Event]
    ) -> ElfenlandState:
        pile = list(s.pile)
        for k in (*s.shown[p], *s.secret[p]):
            pile[k] += 1
        keep_shown: tuple[int, ...] = ()
        keep_secret: tuple[int, ...] = ()
        if kind >= 0:
            pile[kind] -= 1
            if face_down:
                keep_secret = (kind,)
            else:
                keep_shown = (kind,)
        s = _with(
            s,
            pile=tuple(pile),
            shown=_tset(s.shown, p, keep_shown),
            secret=_tset(s.secret, p, keep_secret),
            step=s.step + 1,
        )
        return self._keep_advance(s, self._next(s, p), ev)

    def _keep_counter(self, s: ElfenlandState, a: Action, ev: list[Event]) -> ElfenlandState:
        p = a.player
        name, face_down = a.args
        key = "keep_secret" if face_down else "keep_open"
        ev.append(Event.make(key, player=p, transport=name))
        return self._return_counters(s, p, T.index(name), bool(face_down), ev)

    def _keep_none(self, s: ElfenlandState, a: Action, ev: list[Event]) -> ElfenlandState:
        ev.append(Event.make("keep_none", player=a.player))
        return self._return_counters(s, a.player, -1, False, ev)

    def _new_round(self, s: ElfenlandState, ev: list[Event]) -> ElfenlandState:
        pile = list(s.pile)
        for k in s.board:
            if k >= 0:
                pile[k] += 1
        used = sum(s.blocked)
        first = self._next(s, s.first_player)
        v: list[Any] = list(s)
        v[I_PILE] = tuple(pile)
        v[I_BOARD] = (-1,) * D.NUM_ROUTES
        v[I_BLOCKED] = (False,) * D.NUM_ROUTES
        v[I_OBSTACLES_OUT] = s.obstacles_out + used
        v[I_FIRST] = first
        v[I_CURRENT] = first
        v[I_ROUND] = s.round + 1
        v[I_PHASE] = DRAW_SECRET
        v[I_STEP] = 0
        ev.append(Event.make("round_starts", round=s.round + 1, player=first))
        rng = Rng(s.rng)
        self._deal(v, rng, ev)
        v[I_RNG] = rng.state
        return _make(v)

    # end of game
    def _game_over(self, s: ElfenlandState, ev: list[Event]) -> ElfenlandState:
        n = s.num_players
        scores = [final_score(s, q) for q in range(n)]

        def rank(q: int) -> tuple[int, ...]:
            # The seed's only tie-break, in the home-town variant too: more travel
            # cards left ("У разі нічиєї перемагає той, у кого залишилось більше
            # карт пересування").  The distance is already in the score.
            return (scores[q], sum(s.hands[q]))

        best = max(rank(q) for q in range(n))
        winners = tuple(q for q in range(n) if rank(q) == best)
        for q in range(n):
            if s.home_town:
                ev.append(
                    Event.make(
                        "home_town",
                        player=q,
                        town=D.TOWN_IDS[s.town_cards[q]],
                        n=home_distance(s, q),
                    )
                )
        top = max(scores)
        tied = [q for q in range(n) if scores[q] == top]
        if len(tied) > len(winners):  # the tie-break decided: say so in the log
            for q in winners:
                ev.append(Event.make("tie_cards", player=q, n=sum(s.hands[q])))
        for q in winners:
            ev.append(Event.make("winner", player=q, n=scores[q]))
        return _with(s, phase=OVER, winners=winners, end_reason="score")

    # -- for search players ---------------------------------------------------------------
    def determinize(self, state: ElfenlandState, player: int, rng: Rng) -> ElfenlandState:
        """A full position `player` cannot tell from the real one (same view for him).

        The other hands are dealt again from every card he cannot see, the other
        players' face-down counters are drawn again from the pile and those
        counters, other town cards from the unused ones, and the generator gets a
        fresh position, so nothing hidden is copied from the real state.

        Once the game is over every hand, counter and town card is open (the
        view shows them, and the home-town score counts the town cards): only
        the generator is drawn again (the pile and the supply are counts, what
        the hands leave).  A joiner's window scores the finished game from this
        world (net/redact.py).
        """
        if state.phase == OVER:
            return _with(state, rng=rng.next_u64())
        n = state.num_players
        others = [q for q in range(n) if q != player]
        cards = list(state.supply)
        counters = list(state.pile)
        for q in others:
            for k in range(NC):
                cards[k] += state.hands[q][k]
            for k in state.secret[q]:
                counters[k] += 1
        hands = list(state.hands)
        secret = list(state.secret)
        for q in others:
            hand = [0] * NC
            for _ in range(sum(state.hands[q])):
                k = _draw(rng, tuple(cards))
                cards[k] -= 1
                hand[k] += 1
            hands[q] = tuple(hand)
            drawn = []
            for _ in range(len(state.secret[q])):
                k = _draw(rng, tuple(counters))
                counters[k] -= 1
                drawn.append(k)
            secret[q] = tuple(sorted(drawn))
        town_cards = state.town_cards
        if state.home_town:
            unused = [t for t in D.TOWN_CARD_TOWNS if t != state.town_cards[player]]
            rng.shuffle(unused)
            town_cards = tuple(
                state.town_cards[q] if q == player else unused.pop() for q in range(n)
            )
        return _with(
            state,
            hands=tuple(hands),
            supply=tuple(cards),
            secret=tuple(secret),
            pile=tuple(counters),
            town_cards=town_cards,
            rng=rng.next_u64(),
        )

    # -- views and scores --------------------------------------------------------------
    def view(self, state: ElfenlandState, player: int | None) -> dict[str, Any]:
        over = state.phase == OVER
        players: list[dict[str, Any]] = []
        for q in range(state.num_players):
            info: dict[str, Any] = {
                "card_count": sum(state.hands[q]),
                "shown": [T[k] for k in state.shown[q]],
                "secret_count": len(state.secret[q]),
                "obstacle": state.obstacle[q],
                "boot": D.TOWN_IDS[state.boots[q]],
                "collected": [
                    D.TOWN_IDS[t] for t in range(D.NUM_TOWNS) if state.collected[q] >> t & 1
                ],
                "pieces": pieces_of(state.collected[q]),
            }
            if q == player or over:
                info["cards"] = {C[k]: state.hands[q][k] for k in range(NC)}
                info["secret"] = [T[k] for k in state.secret[q]]
                if state.home_town:
                    info["town_card"] = D.TOWN_IDS[state.town_cards[q]]
            players.append(info)
        pending = state.pending
        return {
            "game": "elfenland",
            "me": player,
            "num_players": state.num_players,
            "round": state.round,
            "rounds": state.rounds,
            "phase": state.phase,
            "current": state.current,
            "to_move": self.to_move(state),
            "first_player": state.first_player,
            "caravan_only_if_unable": state.caravan_strict,
            "home_town": state.home_town,
            "row": [T[k] for k in state.row],
            "pile_count": sum(state.pile),
            "deck_count": sum(state.supply),
            "obstacles_out": state.obstacles_out,
            "board": [T[k] if k >= 0 else None for k in state.board],
            "obstacles": [r for r in range(D.NUM_ROUTES) if state.blocked[r]],
            "players": players,
            "caravan": (
                {"route": pending[0], "town": D.TOWN_IDS[pending[1]], "cards_left": pending[2]}
                if pending
                else None
            ),
            "winners": list(state.winners),
        }

    def outcome(self, state: ElfenlandState) -> Outcome | None:
        if state.phase != OVER:
            return None
        scores = tuple(final_score(state, q) for q in range(state.num_players))
        return Outcome(winners=state.winners, scores=scores, reason=state.end_reason)

    def scores(self, state: ElfenlandState) -> tuple[int, ...]:
        """Town pieces collected; the home-town penalty counts once the game is over."""
        if state.phase == OVER:
            return tuple(final_score(state, q) for q in range(state.num_players))
        return tuple(pieces_of(m) for m in state.collected)

    def score_breakdown(self, state: ElfenlandState) -> tuple[tuple[str, tuple[int, ...]], ...]:
        """Town pieces collected, minus the distance to the home town (variant)."""
        n = range(state.num_players)
        parts: list[tuple[str, tuple[int, ...]]] = [
            ("Town pieces", tuple(pieces_of(state.collected[q]) for q in n))
        ]
        if state.home_town:
            away = tuple(-home_distance(state, q) for q in n)
            parts.append(("Distance from the home town", away))
        return tuple(parts)

    def hidden_at_the_end(self, state: ElfenlandState) -> tuple[HiddenGroup, ...]:
        """Travel cards, face-down counters and (variant) town cards, apart."""
        return _ending.hidden_at_the_end(state)

    def tie_break_criteria(self, state: ElfenlandState) -> tuple[Criterion, ...]:
        """The rulebook's tie-break for how the game ended (the story and the places)."""
        return _ending.tie_break_criteria(state)

    def end_explanation(self, state: ElfenlandState) -> tuple[Event, ...]:
        """How the game ended and, in a tie, what the tie-break looked at."""
        return _ending.end_explanation(state)

    def turn_number(self, state: ElfenlandState) -> int:
        return state.turn

    def metrics(self, state: ElfenlandState) -> dict[str, tuple[float, ...]]:
        n = state.num_players
        points: dict[str, tuple[float, ...]] = {}
        if state.home_town:  # the score differs from the pieces at the end: plot it too
            points["Points"] = tuple(float(x) for x in self.scores(state))
        return {
            **points,
            "Town pieces": tuple(float(pieces_of(m)) for m in state.collected),
            "Travel cards": tuple(float(sum(state.hands[q])) for q in range(n)),
            "Counters held": tuple(
                float(len(state.shown[q]) + len(state.secret[q])) for q in range(n)
            ),
        }

    # -- explaining refusals ------------------------------------------------------------
    def _explain(self, s: ElfenlandState, a: Action) -> IllegalAction:
        if s.phase == OVER:
            return IllegalAction("game_over")
        if a.kind not in self._handlers:
            return IllegalAction("unknown_action", kind=a.kind)
        if a.player != s.current:
            return IllegalAction("not_your_turn", player=s.current)
        bad = _check_args(a)
        if bad is not None:
            return bad
        phase = s.phase
        kind = a.kind
        p = a.player
        if phase == PLAN and kind == "place_counter":
            return _placement_reason(s, p, T.index(a.args[0]), a.args[1])
        if phase == PLAN and kind == "place_obstacle":
            return _obstacle_reason(s, p, a.args[0])
        if phase == MOVE and kind == "travel":
            return _travel_reason(s, p, a.args[0], a.args[1])
        if phase == DRAW_SECRET and kind in ("take_counter", "take_blind"):
            return IllegalAction("secret_first")
        if phase in (CARAVAN, DISCARD) and kind in ("pay_card", "discard"):
            return IllegalAction("no_card", card=a.args[0])
        if phase == KEEP and kind == "keep_counter":
            return IllegalAction("no_such_counter", transport=a.args[0])
        if phase == DISCARD:
            return IllegalAction("must_discard", n=sum(s.hands[p]) - D.HAND_LIMIT_AFTER_MOVE)
        if phase == CARAVAN:
            return IllegalAction("finish_caravan", n=s.pending[2])
        return IllegalAction("not_now", phase=phase)


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


_ARG_CHECKS: dict[str, tuple[Callable[[Any], bool], ...]] = {
    "draw_secret": (),
    "take_blind": (),
    "pass": (),
    "end_move": (),
    "keep_none": (),
    "take_counter": (lambda x: _is_int(x) and 0 <= x < D.FACE_UP_ROW,),
    "place_counter": (lambda x: x in T, lambda x: _is_int(x) and 0 <= x < D.NUM_ROUTES),
    "place_obstacle": (lambda x: _is_int(x) and 0 <= x < D.NUM_ROUTES,),
    "travel": (
        lambda x: _is_int(x) and 0 <= x < D.NUM_ROUTES,
        lambda x: x in (CARDS, CARAVAN_MODE),
    ),
    "pay_card": (lambda x: x in C,),
    "discard": (lambda x: x in C,),
    "keep_counter": (lambda x: x in T, lambda x: isinstance(x, bool)),
}


def _check_args(a: Action) -> IllegalAction | None:
    checks = _ARG_CHECKS[a.kind]
    if len(a.args) != len(checks) or not all(c(x) for c, x in zip(checks, a.args, strict=True)):
        return IllegalAction("bad_argument")
    return None


def _placement_reason(s: ElfenlandState, p: int, kind: int, route: int) -> IllegalAction:
    """Why a counter cannot go there: the place first, then the counter."""
    r = D.ROUTES[route]
    if r.kind != "road":
        return IllegalAction("no_counters_on_water")
    if s.board[route] >= 0:
        return IllegalAction("road_taken", transport=T[s.board[route]])
    if kind not in s.shown[p] and kind not in s.secret[p]:
        return IllegalAction("no_such_counter", transport=T[kind])
    allowed = [T[k] for k in range(NT) if k in D.PLACEABLE[route]]
    return IllegalAction("terrain_forbids", transport=T[kind], terrain=r.terrain, allowed=allowed)


def _obstacle_reason(s: ElfenlandState, p: int, route: int) -> IllegalAction:  # noqa: ARG001
    """Why the obstacle cannot go there: the place first, then the player's obstacle."""
    if D.ROUTES[route].kind != "road":
        return IllegalAction("no_counters_on_water")
    if s.board[route] < 0:
        return IllegalAction("obstacle_needs_counter")
    if s.blocked[route]:
        return IllegalAction("obstacle_taken")
    return IllegalAction("obstacle_used")


def _travel_reason(s: ElfenlandState, p: int, route: int, mode: str) -> IllegalAction:
    here = s.boots[p]
    r = D.ROUTES[route]
    if here not in (r.a, r.b):
        # Name the end farther from the boot: the town the player wanted to reach.
        far = r.a if D.DISTANCES[here][r.a] >= D.DISTANCES[here][r.b] else r.b
        return IllegalAction("not_adjacent", town=D.TOWN_IDS[far], here=D.TOWN_IDS[here])
    hand = s.hands[p]
    total = sum(hand)
    if mode == CARAVAN_MODE:
        need = caravan_cost(s, route)
        if r.kind != "road":
            return IllegalAction("caravan_not_on_water")
        if not need:
            return IllegalAction("no_counter_on_road")
        if total < need:
            return IllegalAction("caravan_too_few", n=need, have=total)
        return IllegalAction("caravan_only_if_unable")
    kind, cost = travel_cost(s, route, here)
    if kind < 0:
        return IllegalAction("no_counter_on_road")
    have = hand[kind]
    if r.kind == D.LAKE:
        return IllegalAction("cannot_pay_ferry", n=cost, have=have)
    if r.kind == D.RIVER:
        key = "cannot_pay_upstream" if cost > D.RIVER_DOWNSTREAM else "cannot_pay_downstream"
        return IllegalAction(key, n=cost, have=have)
    caravan = caravan_cost(s, route)
    if total < caravan:
        return IllegalAction(
            "cannot_pay_nor_caravan", n=cost, card=C[kind], have=have, caravan=caravan
        )
    return IllegalAction("cannot_pay", n=cost, card=C[kind], have=have)
