"""The rules of Catan (base game) over immutable states.

Binding decisions: where the rulebooks are silent or disagree, the choice is
listed in the rules reference's last section (rules_text.py, shown in the
rules browser) and in the rulings below.  Every choice is a small step;
`legal_actions` is the single truth and `apply` accepts exactly the listed
actions (an unlisted one is explained by `_explain` with a reason key).

Action kinds and arguments (resources by name, places by integer id from
`data`):

* set-up: ``place_settlement (node,)``, ``place_road (edge,)``;
* turn: ``roll ()``, ``end_turn ()``;
* building: ``build_road (edge,)``, ``build_settlement (node,)``,
  ``build_city (node,)``, ``buy_development ()``;
* development cards: ``play_knight ()``, ``play_road_building ()`` then
  ``place_road (edge,)`` up to twice, ``play_year_of_plenty ()`` then
  ``take_resource (resource,)`` twice, ``play_monopoly (resource,)``;
* robber: ``discard (resource,)`` one card per step, ``move_robber (hex,)``,
  ``steal (victim,)``;
* maritime trade: ``bank_trade (give, rate)`` then ``bank_take (resource,)``;
* domestic trade: ``offer_start ()``, ``offer_give (resource,)``,
  ``offer_get (resource,)``, ``offer_send (target,)`` / ``offer_send_all ()``,
  then each addressed player ``offer_accept ()`` / ``offer_decline ()``,
  then ``offer_confirm (partner,)`` / ``offer_cancel ()``.

Rulings of this module (the rules text says so too):

* Maritime trade takes two steps (what and at which rate, then what to take);
  it is offered only while the bank holds some other resource.
* A domestic offer may ask in all for at most as many cards as the largest
  other hand holds, and per resource for at most the cards the other players
  hold together (19 minus the bank minus one's own: public counts); it is
  sent only to players holding at least as many cards as it asks for.  An
  offer nobody accepts closes by itself.  Offers may only be made after the
  roll, and at most `data.MAX_OFFERS_PER_TURN` (INVENTED) are sent per turn.
* While an offer is composed, nothing else happens; giving up before sending
  is an undo (no cancel action), after the answers it is ``offer_cancel``.
* Road Building with no place for a road is still playable and places none;
  Year of Plenty is playable only while the bank holds a card and ends early
  when the bank runs dry.
* A player who reached 10 points during another player's turn wins at the
  start of his own turn.
* With a single possible victim the steal happens at once (no choice step);
  discards are chosen one card per step.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from ...engine.action_cache import LegalCache, action_table, action_table_of
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
from ...engine.table_facts import Card, Fact
from ...i18n.noop import QT_TRANSLATE_NOOP
from . import data as D  # noqa: N812 - the data module reads best as D.X
from . import gains as _gains

# --- phases ------------------------------------------------------------------

SETUP_SETTLEMENT = "setup_settlement"
SETUP_ROAD = "setup_road"
ROLL = "roll"  # the player on turn has not rolled yet
MAIN = "main"  # after the roll: trade and build in any order
DISCARD = "discard"
ROBBER = "robber"
STEAL = "steal"
ROAD_BUILDING = "road_building"
YEAR_OF_PLENTY = "year_of_plenty"
BANK_TRADE = "bank_trade"
OFFER = "offer"  # the player on turn composes a domestic offer
ANSWER = "answer"  # addressed players answer in seat order
CONFIRM = "confirm"  # the offerer picks a partner or cancels
OVER = "over"

NOT_ASKED, WAITING, ACCEPTED, DECLINED = -1, 0, 1, 2
# States inside a decision begun by an earlier action of the same player.
_SUBSTEP_PHASES = frozenset({OFFER, BANK_TRADE})

R5 = tuple[int, int, int, int, int]
EMPTY5: R5 = (0, 0, 0, 0, 0)
RES = D.RESOURCES
NUM_RES = 5


class Offer(NamedTuple):
    """A domestic trade offer of the player on turn (counts per resource)."""

    give: tuple[int, ...]
    get: tuple[int, ...]
    target: int  # a seat, or -1 for every other player
    answers: tuple[int, ...]  # per seat: NOT_ASKED, WAITING, ACCEPTED, DECLINED
    # public facts fixed while the offer is composed (hands do not change meanwhile):
    in_others: tuple[int, ...]  # per resource: cards in the other players' hands
    hand_sizes: tuple[int, ...]  # per seat: resource cards held


class CatanState(NamedTuple):
    """A complete position.  Never mutate it: `CatanRules.apply` returns a new one."""

    num_players: int
    layout: str
    rng: int
    # board
    terrain: tuple[str, ...]  # per hex
    numbers: tuple[int, ...]  # per hex, 0 on the desert
    harbours: tuple[str, ...]  # per harbour slot: a resource or "generic"
    yields: tuple[tuple[tuple[int, int], ...], ...]  # roll -> ((hex, resource), ...)
    robber: int
    node_owner: tuple[int, ...]  # per node: seat or -1
    node_level: tuple[int, ...]  # per node: 0 empty, 1 settlement, 2 city
    edge_owner: tuple[int, ...]  # per edge: seat or -1
    # cards
    hands: tuple[tuple[int, ...], ...]  # per seat, resource counts
    bank: tuple[int, ...]
    dev_hands: tuple[tuple[int, ...], ...]  # per seat, unplayed development cards by kind
    dev_new: tuple[int, ...]  # cards bought this turn by the player on turn, by kind
    dev_deck: tuple[int, ...]  # cards left in the deck, by kind (order is drawn at random)
    knights: tuple[int, ...]  # knights played, per seat
    dev_played: bool  # a development card was played this turn
    # pieces and points
    roads_left: tuple[int, ...]
    settlements_left: tuple[int, ...]
    cities_left: tuple[int, ...]
    ports: tuple[int, ...]  # per seat bit mask: bit r = 2:1 in resource r, bit 5 = 3:1
    road_length: tuple[int, ...]
    longest_road: int  # seat or -1
    largest_army: int  # seat or -1
    points: tuple[int, ...]  # public victory points (without hidden VP cards)
    # turn
    current: int  # the player on turn
    first_player: int
    phase: str
    rolled: bool
    setup_step: int
    anchor: int  # set-up: the node of the settlement just placed
    discards: tuple[int, ...]  # cards each seat still has to discard
    free_roads: int
    plenty_left: int
    bank_give: tuple[int, ...]  # (resource, rate) chosen in a maritime trade
    offer: Offer | None
    offers_made: int
    turn: int  # completed turns (after set-up)
    dice: tuple[int, ...]
    winner: int
    played: tuple[int, ...]  # development cards played so far (all players), by kind


# field indices, for building a new state from `list(state)`
I_NUM_PLAYERS = 0
I_LAYOUT = 1
I_RNG = 2
I_TERRAIN = 3
I_NUMBERS = 4
I_HARBOURS = 5
I_YIELDS = 6
I_ROBBER = 7
I_NODE_OWNER = 8
I_NODE_LEVEL = 9
I_EDGE_OWNER = 10
I_HANDS = 11
I_BANK = 12
I_DEV_HANDS = 13
I_DEV_NEW = 14
I_DEV_DECK = 15
I_KNIGHTS = 16
I_DEV_PLAYED = 17
I_ROADS_LEFT = 18
I_SETTLEMENTS_LEFT = 19
I_CITIES_LEFT = 20
I_PORTS = 21
I_ROAD_LENGTH = 22
I_LONGEST_ROAD = 23
I_LARGEST_ARMY = 24
I_POINTS = 25
I_CURRENT = 26
I_FIRST_PLAYER = 27
I_PHASE = 28
I_ROLLED = 29
I_SETUP_STEP = 30
I_ANCHOR = 31
I_DISCARDS = 32
I_FREE_ROADS = 33
I_PLENTY_LEFT = 34
I_BANK_GIVE = 35
I_OFFER = 36
I_OFFERS_MADE = 37
I_TURN = 38
I_DICE = 39
I_WINNER = 40
I_PLAYED = 41

_make = CatanState._make
_REDEALS = 100  # determinize: tries before a deal that blocks an open offer is kept
_NO_WIN_PHASES = frozenset(("over", "setup_settlement", "setup_road"))
# the only actions that can raise the points of the player on turn (or change who is on turn)
_SCORING = frozenset(
    (
        "build_road", "build_settlement", "build_city", "place_road", "buy_development",
        "play_knight", "play_road_building", "end_turn",
    )
)  # fmt: skip


def _tset(t: tuple[Any, ...], i: int, v: Any) -> tuple[Any, ...]:
    return (*t[:i], v, *t[i + 1 :])


def _add5(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3], a[4] + b[4])


def _sub5(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2], a[3] - b[3], a[4] - b[4])


def _covers(hand: tuple[int, ...], cost: tuple[int, ...]) -> bool:
    return (
        hand[0] >= cost[0]
        and hand[1] >= cost[1]
        and hand[2] >= cost[2]
        and hand[3] >= cost[3]
        and hand[4] >= cost[4]
    )


def _one(r: int, k: int = 1) -> tuple[int, ...]:
    out = [0, 0, 0, 0, 0]
    out[r] = k
    return tuple(out)


_SEATS = range(D.MAX_PLAYERS)


def _tab0(kind: str) -> tuple[Action, ...]:
    return action_table(kind, D.MAX_PLAYERS)


def _tab1(kind: str, values: Any) -> tuple[tuple[Action, ...], ...]:
    return action_table_of(kind, values, D.MAX_PLAYERS)


# every action object is made once; legal lists hand out these (fast `in` by identity)
A_ROLL = _tab0("roll")
A_END_TURN = _tab0("end_turn")
A_BUY = _tab0("buy_development")
A_KNIGHT = _tab0("play_knight")
A_ROAD_BUILDING = _tab0("play_road_building")
A_PLENTY = _tab0("play_year_of_plenty")
A_OFFER_START = _tab0("offer_start")
A_SEND_ALL = _tab0("offer_send_all")
A_ACCEPT = _tab0("offer_accept")
A_DECLINE = _tab0("offer_decline")
A_CANCEL = _tab0("offer_cancel")
A_DISCARD = _tab1("discard", RES)
A_TAKE = _tab1("take_resource", RES)
A_BANK_TAKE = _tab1("bank_take", RES)
A_MONOPOLY = _tab1("play_monopoly", RES)
A_GIVE = _tab1("offer_give", RES)
A_GET = _tab1("offer_get", RES)
A_SEND = _tab1("offer_send", _SEATS)
A_CONFIRM = _tab1("offer_confirm", _SEATS)
A_STEAL = _tab1("steal", _SEATS)
A_ROBBER = _tab1("move_robber", range(D.NUM_HEXES))
A_PLACE_SETTLEMENT = _tab1("place_settlement", range(D.NUM_NODES))
A_PLACE_ROAD = _tab1("place_road", range(D.NUM_EDGES))
A_BUILD_ROAD = _tab1("build_road", range(D.NUM_EDGES))
A_BUILD_SETTLEMENT = _tab1("build_settlement", range(D.NUM_NODES))
A_BUILD_CITY = _tab1("build_city", range(D.NUM_NODES))
A_BANK_TRADE: tuple[dict[tuple[int, int], Action], ...] = tuple(
    {
        (r, rate): Action(p, "bank_trade", (RES[r], rate))
        for r in range(NUM_RES)
        for rate in (D.SPECIFIC_RATE, D.GENERIC_RATE, D.BANK_RATE)
    }
    for p in _SEATS
)

# --- shared event objects (events are immutable; the hot ones are made once) ---

_DICE = tuple((k // 6 + 1, k % 6 + 1) for k in range(36))
_ROLL_EVENTS = tuple(
    tuple(
        Event("roll", (("die1", d1), ("die2", d2), ("player", p), ("total", d1 + d2)))
        for d1, d2 in _DICE
    )
    for p in _SEATS
)
_END_TURN_EVENTS = tuple(Event("end_turn", (("player", p),)) for p in _SEATS)
_DISCARD_EVENTS = tuple(
    tuple(Event("discard", (("player", p), ("resource", name))) for name in RES) for p in _SEATS
)
_ANSWER_EVENTS = (
    tuple(Event("offer_declined", (("player", p),)) for p in _SEATS),
    tuple(Event("offer_accepted", (("player", p),)) for p in _SEATS),
)
_PRODUCE_EVENTS: dict[tuple[int, int, int], Event] = {}


def _produce_event(count: int, player: int, r: int) -> Event:
    key = (count, player, r)
    e = _PRODUCE_EVENTS.get(key)
    if e is None:
        params = (("count", count), ("player", player), ("resource", RES[r]))
        e = _PRODUCE_EVENTS[key] = Event("produce", params)
    return e


# --- static lookups --------------------------------------------------------------

NODE_EDGES = D.NODE_EDGES
NODE_LINKS = D.NODE_LINKS
NODE_NEIGHBOURS = D.NODE_NEIGHBOURS
EDGE_NODES = D.EDGE_NODES
HEX_NODES = D.HEX_NODES
NODE_HEXES = D.NODE_HEXES
GENERIC_BIT = 1 << 5

PIECE_NAMES = ("road", "settlement", "city")


def setup_seat(num_players: int, first: int, step: int) -> int:
    """Who places in set-up step `step`: clockwise from the first player, then back."""
    if step < num_players:
        return (first + step) % num_players
    return (first + 2 * num_players - 1 - step) % num_players


def total_points(state: CatanState, player: int) -> int:
    """Public points plus hidden victory point cards."""
    return state.points[player] + state.dev_hands[player][D.VICTORY_POINT]


def recount_points(state: CatanState, player: int) -> int:
    """Public points recomputed from the board and the special cards."""
    pts = sum(
        level
        for owner, level in zip(state.node_owner, state.node_level, strict=True)
        if owner == player
    )
    if state.longest_road == player:
        pts += D.LONGEST_ROAD_POINTS
    if state.largest_army == player:
        pts += D.LARGEST_ARMY_POINTS
    return pts


def longest_road_of(edge_owner: tuple[int, ...], node_owner: tuple[int, ...], player: int) -> int:
    """Length of `player`'s longest trail; another player's building blocks passing through."""
    degree: dict[int, int] = {}
    count = 0
    for e, owner in enumerate(edge_owner):
        if owner == player:
            a, b = EDGE_NODES[e]
            degree[a] = degree.get(a, 0) + 1
            degree[b] = degree.get(b, 0) + 1
            count += 1
    if count <= 1:
        return count
    # A longest trail can be taken to start at a blocked node or at a node of odd
    # degree (1 or 3), except on a component that is a plain cycle.
    starts = [
        n
        for n in sorted(degree)
        if degree[n] != 2 or (node_owner[n] != -1 and node_owner[n] != player)
    ]
    reached: set[int] = set()
    for seed in [*starts, *sorted(degree)]:
        if seed in reached:
            continue
        if seed not in starts:
            starts.append(seed)  # a plain cycle: any node will do
        stack = [seed]
        reached.add(seed)
        while stack:
            node = stack.pop()
            for e, other in NODE_LINKS[node]:
                if edge_owner[e] == player and other not in reached:
                    reached.add(other)
                    stack.append(other)
    best = 0
    used: set[int] = set()

    def walk(node: int, length: int) -> None:
        nonlocal best
        if length > best:
            best = length
        if length and node_owner[node] != -1 and node_owner[node] != player:
            return
        for e, other in NODE_LINKS[node]:
            if edge_owner[e] == player and e not in used:
                used.add(e)
                walk(other, length + 1)
                used.discard(e)

    for node in starts:
        walk(node, 0)
        if best == count:
            break
    return best


def longest_road_holder(holder: int, lengths: tuple[int, ...]) -> int:
    """Who holds Longest Road after lengths changed (rules data §3.2).

    The holder keeps it while still (co-)longest with at least 5; otherwise a
    single player with the strictly longest road (5+) takes it; a tie among
    others or nobody with 5+ sets it aside (-1).
    """
    top = max(lengths)
    if holder >= 0 and lengths[holder] >= D.LONGEST_ROAD_MIN and lengths[holder] >= top:
        return holder
    if top < D.LONGEST_ROAD_MIN or lengths.count(top) != 1:
        return -1
    return lengths.index(top)


def road_spots(edge_owner: tuple[int, ...], node_owner: tuple[int, ...], player: int) -> list[int]:
    """Free edges joined to `player`'s road network (not through another's building)."""
    seen: set[int] = set()
    for e, owner in enumerate(edge_owner):
        if owner != player:
            continue
        for n in EDGE_NODES[e]:
            o = node_owner[n]
            if o != -1 and o != player:
                continue
            for f in NODE_EDGES[n]:
                if edge_owner[f] == -1:
                    seen.add(f)
    for n, o in enumerate(node_owner):
        if o == player:
            for f in NODE_EDGES[n]:
                if edge_owner[f] == -1:
                    seen.add(f)
    return sorted(seen)


def _distance_ok(node_owner: tuple[int, ...], n: int) -> bool:
    if node_owner[n] != -1:
        return False
    return all(node_owner[m] == -1 for m in NODE_NEIGHBOURS[n])


def settlement_spots(state: CatanState, player: int) -> list[int]:
    """Free nodes obeying the distance rule and touching one of `player`'s roads."""
    node_owner = state.node_owner
    edge_owner = state.edge_owner
    seen: set[int] = set()
    for e, owner in enumerate(edge_owner):
        if owner == player:
            for n in EDGE_NODES[e]:
                if n not in seen and _distance_ok(node_owner, n):
                    seen.add(n)
    return sorted(seen)


def setup_spots(state: CatanState) -> list[int]:
    node_owner = state.node_owner
    return [n for n in range(D.NUM_NODES) if _distance_ok(node_owner, n)]


def _rates_for_mask(mask: int) -> tuple[tuple[int, int], ...]:
    out: list[tuple[int, int]] = []
    for r in range(NUM_RES):
        out.append((r, D.BANK_RATE))
        if mask & GENERIC_BIT:
            out.append((r, D.GENERIC_RATE))
        if mask & (1 << r):
            out.append((r, D.SPECIFIC_RATE))
    return tuple(out)


_RATES = tuple(_rates_for_mask(mask) for mask in range(64))


def rates_of(state: CatanState, player: int) -> tuple[tuple[int, int], ...]:
    """Every (resource, rate) maritime trade `player` qualifies for, best rate last."""
    return _RATES[state.ports[player]]


def steal_victims(
    node_owner: tuple[int, ...], hands: tuple[tuple[int, ...], ...], hex_id: int, thief: int
) -> list[int]:
    """Players with a building on `hex_id` (not the thief) who hold resource cards."""
    victims = {node_owner[n] for n in HEX_NODES[hex_id]}
    return sorted(v for v in victims if v != -1 and v != thief and sum(hands[v]) > 0)


def _can_offer(hand: tuple[int, ...], bank: tuple[int, ...]) -> bool:
    """Some trade is possible: a held resource for another one the others hold."""
    held = wanted = 0
    held_r = wanted_r = -1
    for r in range(NUM_RES):
        if hand[r]:
            held += 1
            held_r = r
        if hand[r] + bank[r] < D.CARDS_PER_RESOURCE:
            wanted += 1
            wanted_r = r
    if not held or not wanted:
        return False
    return held > 1 or wanted > 1 or held_r != wanted_r


# --- the rules -------------------------------------------------------------------


# Moves that cannot be taken back alone: Monopoly and answers to offers reveal
# hands; a confirmed trade is an agreement with another player.
_REVEALING = frozenset({"play_monopoly", "offer_accept", "offer_decline", "offer_confirm"})


class CatanRules(GainHooks):
    """Catan base game for 2 (variant), 3 or 4 players."""

    gains_module = _gains  # gains and losses: what the events say (engine/gains.py)

    game_id: str = "catan"
    rules_version: int = 1
    min_players: int = D.MIN_PLAYERS
    max_players: int = D.MAX_PLAYERS
    options: Sequence[OptionSpec] = (
        OptionSpec(
            key="layout",
            label=QT_TRANSLATE_NOOP("Catan", "Island"),
            default="random",
            choices=(
                ("random", QT_TRANSLATE_NOOP("Catan", "Random island")),
                ("beginner", QT_TRANSLATE_NOOP("Catan", "Fixed beginner island")),
            ),
        ),
    )

    def __init__(self) -> None:
        self._cache = LegalCache(self._legal)
        self._handlers: dict[str, Callable[[CatanState, Action, list[Event]], CatanState]] = {
            "place_settlement": self._place_settlement,
            "place_road": self._place_road,
            "roll": self._roll,
            "end_turn": self._end_turn,
            "build_road": self._build_road,
            "build_settlement": self._build_settlement,
            "build_city": self._build_city,
            "buy_development": self._buy_development,
            "play_knight": self._play_knight,
            "play_road_building": self._play_road_building,
            "play_year_of_plenty": self._play_year_of_plenty,
            "play_monopoly": self._play_monopoly,
            "take_resource": self._take_resource,
            "discard": self._discard,
            "move_robber": self._move_robber,
            "steal": self._steal,
            "bank_trade": self._bank_trade,
            "bank_take": self._bank_take,
            "offer_start": self._offer_start,
            "offer_give": self._offer_give,
            "offer_get": self._offer_get,
            "offer_send": self._offer_send,
            "offer_send_all": self._offer_send_all,
            "offer_accept": self._offer_answer,
            "offer_decline": self._offer_answer,
            "offer_confirm": self._offer_confirm,
            "offer_cancel": self._offer_cancel,
        }

    # -- set-up -----------------------------------------------------------------
    def setup(self, config: GameConfig, seed: int) -> CatanState:
        n = config.num_players
        if not D.MIN_PLAYERS <= n <= D.MAX_PLAYERS:
            raise ValueError(f"Catan needs {D.MIN_PLAYERS}-{D.MAX_PLAYERS} players, not {n}")
        layout = str(config.option("layout", "random"))
        if layout not in ("random", "beginner"):
            raise ValueError(f"unknown layout {layout!r}")
        rng = Rng(seed_state(seed))
        if layout == "beginner":
            terrain = D.BEGINNER_TERRAIN
            corner = D.BEGINNER_SPIRAL_CORNER
            harbours = D.BEGINNER_HARBOURS
        else:
            pool = [t for t in D.TERRAINS for _ in range(D.TERRAIN_COUNTS[t])]
            terrain = tuple(rng.shuffled(pool))
            corner = rng.below(6)
            harbours = tuple(rng.shuffled(list(D.HARBOUR_TYPES)))
        numbers = [0] * D.NUM_HEXES
        tokens = iter(D.TOKEN_VALUES)
        for h in D.SPIRALS[corner]:
            if terrain[h] != "desert":
                numbers[h] = next(tokens)
        yields: list[list[tuple[int, int]]] = [[] for _ in range(13)]
        for h in range(D.NUM_HEXES):
            res = D.TERRAIN_RESOURCE[terrain[h]]
            if res >= 0:
                yields[numbers[h]].append((h, res))
        first = rng.below(n)
        zeros = (0,) * n
        return CatanState(
            num_players=n,
            layout=layout,
            rng=rng.state,
            terrain=tuple(terrain),
            numbers=tuple(numbers),
            harbours=tuple(harbours),
            yields=tuple(tuple(y) for y in yields),
            robber=terrain.index("desert"),
            node_owner=(-1,) * D.NUM_NODES,
            node_level=(0,) * D.NUM_NODES,
            edge_owner=(-1,) * D.NUM_EDGES,
            hands=(EMPTY5,) * n,
            bank=(D.CARDS_PER_RESOURCE,) * NUM_RES,
            dev_hands=(EMPTY5,) * n,
            dev_new=EMPTY5,
            dev_deck=D.DEV_COUNTS,
            knights=zeros,
            dev_played=False,
            roads_left=(D.ROADS_PER_PLAYER,) * n,
            settlements_left=(D.SETTLEMENTS_PER_PLAYER,) * n,
            cities_left=(D.CITIES_PER_PLAYER,) * n,
            ports=zeros,
            road_length=zeros,
            longest_road=-1,
            largest_army=-1,
            points=zeros,
            current=first,
            first_player=first,
            phase=SETUP_SETTLEMENT,
            rolled=False,
            setup_step=0,
            anchor=-1,
            discards=zeros,
            free_roads=0,
            plenty_left=0,
            bank_give=(),
            offer=None,
            offers_made=0,
            turn=0,
            dice=(),
            winner=-1,
            played=EMPTY5,
        )

    # -- queries ------------------------------------------------------------------
    def in_substep(self, state: CatanState) -> bool:
        """Inside a decision of several steps (see engine.rules.in_substep).

        An offer being composed card by card and a bank trade waiting for the
        resource to receive: Escape takes them back to the main step.
        """
        return state.phase in _SUBSTEP_PHASES

    def to_move(self, state: CatanState) -> int | None:
        phase = state.phase
        if phase == OVER:
            return None
        if phase == DISCARD:
            n = state.num_players
            for i in range(n):
                p = (state.current + i) % n
                if state.discards[p]:
                    return p
        if phase == ANSWER and state.offer is not None:
            n = state.num_players
            for i in range(1, n):
                p = (state.current + i) % n
                if state.offer.answers[p] == WAITING:
                    return p
        return state.current

    def legal_actions(self, state: CatanState) -> list[Action]:
        return list(self._cache.actions(state))

    def _legal(self, state: CatanState) -> list[Action]:
        phase = state.phase
        if phase == MAIN:
            return self._main_actions(state, state.current)
        p = self.to_move(state)
        if p is None:
            return []
        if phase == ROLL:
            acts = [A_ROLL[p]]
            self._dev_plays(state, p, acts)
            return acts
        if phase == DISCARD:
            hand = state.hands[p]
            return [A_DISCARD[p][r] for r in range(NUM_RES) if hand[r]]
        if phase == ROBBER:
            return [A_ROBBER[p][h] for h in range(D.NUM_HEXES) if h != state.robber]
        if phase == STEAL:
            return [
                A_STEAL[p][v] for v in steal_victims(state.node_owner, state.hands, state.robber, p)
            ]
        if phase == SETUP_SETTLEMENT:
            return [A_PLACE_SETTLEMENT[p][n] for n in setup_spots(state)]
        if phase == SETUP_ROAD:
            return [
                A_PLACE_ROAD[p][e] for e in NODE_EDGES[state.anchor] if state.edge_owner[e] == -1
            ]
        if phase == ROAD_BUILDING:
            return [A_PLACE_ROAD[p][e] for e in road_spots(state.edge_owner, state.node_owner, p)]
        if phase == YEAR_OF_PLENTY:
            return [A_TAKE[p][r] for r in range(NUM_RES) if state.bank[r]]
        if phase == BANK_TRADE:
            give = state.bank_give[0]
            return [A_BANK_TAKE[p][r] for r in range(NUM_RES) if r != give and state.bank[r]]
        if phase == OFFER:
            return self._offer_actions(state, p)
        if phase == ANSWER:
            assert state.offer is not None
            acts = []
            if _covers(state.hands[p], state.offer.get):
                acts.append(A_ACCEPT[p])
            acts.append(A_DECLINE[p])
            return acts
        if phase == CONFIRM:
            assert state.offer is not None
            acts = [
                A_CONFIRM[p][q]
                for q in range(state.num_players)
                if state.offer.answers[q] == ACCEPTED
            ]
            acts.append(A_CANCEL[p])
            return acts
        raise AssertionError(f"unknown phase {phase}")

    def _dev_plays(self, state: CatanState, p: int, acts: list[Action]) -> None:
        if state.dev_played:
            return
        held = state.dev_hands[p]
        new = state.dev_new
        if held[D.KNIGHT] > new[D.KNIGHT]:
            acts.append(A_KNIGHT[p])
        if held[D.ROAD_BUILDING] > new[D.ROAD_BUILDING]:
            acts.append(A_ROAD_BUILDING[p])
        if held[D.YEAR_OF_PLENTY] > new[D.YEAR_OF_PLENTY] and sum(state.bank) > 0:
            acts.append(A_PLENTY[p])
        if held[D.MONOPOLY] > new[D.MONOPOLY]:
            acts.extend(A_MONOPOLY[p][r] for r in range(NUM_RES))

    def _main_actions(self, state: CatanState, p: int) -> list[Action]:
        acts = [A_END_TURN[p]]
        hand = state.hands[p]
        lumber, brick, wool, grain, ore = hand
        if lumber and brick and state.roads_left[p]:
            acts.extend(
                A_BUILD_ROAD[p][e] for e in road_spots(state.edge_owner, state.node_owner, p)
            )
        if lumber and brick and wool and grain and state.settlements_left[p]:
            acts.extend(A_BUILD_SETTLEMENT[p][n] for n in settlement_spots(state, p))
        if grain >= 2 and ore >= 3 and state.cities_left[p]:
            owner = state.node_owner
            level = state.node_level
            acts.extend(
                A_BUILD_CITY[p][n] for n in range(D.NUM_NODES) if owner[n] == p and level[n] == 1
            )
        if wool and grain and ore and sum(state.dev_deck):
            acts.append(A_BUY[p])
        self._dev_plays(state, p, acts)
        if max(hand) >= D.SPECIFIC_RATE:
            bank = state.bank
            bank_total = sum(bank)
            for r, rate in _RATES[state.ports[p]]:
                if hand[r] >= rate and bank_total > bank[r]:
                    acts.append(A_BANK_TRADE[p][r, rate])
        if state.offers_made < D.MAX_OFFERS_PER_TURN and _can_offer(hand, state.bank):
            acts.append(A_OFFER_START[p])
        return acts

    def _offer_actions(self, state: CatanState, p: int) -> list[Action]:
        offer = state.offer
        assert offer is not None
        hand = state.hands[p]
        give, get = offer.give, offer.get
        # cards of each resource in the other players' hands (public: 19 minus the
        # bank minus one's own hand); nobody can be asked for more than that
        others = offer.in_others
        sizes = offer.hand_sizes
        n = state.num_players
        give_total = sum(give)
        get_total = sum(get)
        acts: list[Action] = []
        table = A_GIVE[p]
        # give: cards held, never a resource asked for; while nothing is asked
        # for yet, something must stay askable
        if get_total:
            for r in range(NUM_RES):
                if hand[r] > give[r] and not get[r]:
                    acts.append(table[r])
        else:
            askable = [x for x in range(NUM_RES) if not give[x] and others[x]]
            for r in range(NUM_RES):
                if hand[r] > give[r] and (give[r] or len(askable) > (r in askable)):
                    acts.append(table[r])
        # get: never a resource given; in all at most what one other player holds
        # (hand sizes are public); while nothing is given yet, something held
        # must stay givable
        if get_total < max(sizes[q] for q in range(n) if q != p):
            table = A_GET[p]
            if give_total:
                for r in range(NUM_RES):
                    if not give[r] and get[r] < others[r]:
                        acts.append(table[r])
            else:
                held = [x for x in range(NUM_RES) if hand[x] and not get[x]]
                for r in range(NUM_RES):
                    if get[r] < others[r] and len(held) > (r in held):
                        acts.append(table[r])
        if give_total and get_total:
            table = A_SEND[p]
            for i in range(1, n):
                q = (p + i) % n
                if sizes[q] >= get_total:
                    acts.append(table[q])
            if n > 2:
                acts.append(A_SEND_ALL[p])
        return acts

    # -- apply --------------------------------------------------------------------
    def apply(self, state: CatanState, action: Action) -> Transition[CatanState]:
        if not self._cache.lists(state, action):
            raise self._explain(state, action)
        events: list[Event] = []
        new = self._handlers[action.kind](state, action, events)
        if action.kind in _SCORING and new.phase not in _NO_WIN_PHASES:
            c = new.current
            if new.points[c] + new.dev_hands[c][D.VICTORY_POINT] >= D.POINTS_TO_WIN:
                new = self._win(new, c, events)
        # See _REVEALING; randomness is caught by the session itself.
        return Transition(new, tuple(events), barrier=action.kind in _REVEALING)

    def _win(self, s: CatanState, c: int, events: list[Event]) -> CatanState:
        v: list[Any] = list(s)
        v[I_PHASE] = OVER
        v[I_WINNER] = c
        vp_cards = s.dev_hands[c][D.VICTORY_POINT]
        if vp_cards:
            events.append(Event.make("reveal_victory_points", player=c, count=vp_cards))
        points = total_points(s, c)
        events.append(Event.make("winner", player=c, points=points, n=points))
        return _make(v)

    # set-up
    def _place_settlement(self, s: CatanState, a: Action, ev: list[Event]) -> CatanState:
        p, node = a.player, a.args[0]
        v: list[Any] = list(s)
        self._put_settlement(v, p, node)
        v[I_ANCHOR] = node
        v[I_PHASE] = SETUP_ROAD
        ev.append(Event.make("setup_settlement", player=p, node=node))
        if s.setup_step >= s.num_players:  # the second settlement yields
            gain = [0, 0, 0, 0, 0]
            for h in NODE_HEXES[node]:
                res = D.TERRAIN_RESOURCE[s.terrain[h]]
                if res >= 0 and s.bank[res] > gain[res]:
                    gain[res] += 1
            g = tuple(gain)
            v[I_HANDS] = _tset(s.hands, p, _add5(s.hands[p], g))
            v[I_BANK] = _sub5(s.bank, g)
            for r in range(NUM_RES):
                if g[r]:
                    ev.append(Event.make("setup_yield", player=p, resource=RES[r], count=g[r]))
        return _make(v)

    def _put_settlement(self, v: list[Any], p: int, node: int) -> None:
        v[I_NODE_OWNER] = _tset(v[I_NODE_OWNER], node, p)
        v[I_NODE_LEVEL] = _tset(v[I_NODE_LEVEL], node, 1)
        v[I_SETTLEMENTS_LEFT] = _tset(v[I_SETTLEMENTS_LEFT], p, v[I_SETTLEMENTS_LEFT][p] - 1)
        v[I_POINTS] = _tset(v[I_POINTS], p, v[I_POINTS][p] + 1)
        slot = D.NODE_HARBOUR[node]
        if slot >= 0:
            kind = v[I_HARBOURS][slot]
            bit = GENERIC_BIT if kind == D.GENERIC else 1 << D.RESOURCE_INDEX[kind]
            v[I_PORTS] = _tset(v[I_PORTS], p, v[I_PORTS][p] | bit)

    def _place_road(self, s: CatanState, a: Action, ev: list[Event]) -> CatanState:
        p, edge = a.player, a.args[0]
        v: list[Any] = list(s)
        self._put_road(v, p, edge, ev)
        if s.phase == SETUP_ROAD:
            ev.append(Event.make("setup_road", player=p, edge=edge))
            step = s.setup_step + 1
            v[I_SETUP_STEP] = step
            v[I_ANCHOR] = -1
            if step == 2 * s.num_players:
                v[I_PHASE] = ROLL
                v[I_CURRENT] = s.first_player
                ev.append(Event.make("turn_start", player=s.first_player, turn=1))
            else:
                v[I_PHASE] = SETUP_SETTLEMENT
                v[I_CURRENT] = setup_seat(s.num_players, s.first_player, step)
            return _make(v)
        # Road Building
        ev.append(Event.make("free_road", player=p, edge=edge))
        left = s.free_roads - 1
        v[I_FREE_ROADS] = left
        if (
            left <= 0
            or not v[I_ROADS_LEFT][p]
            or not road_spots(v[I_EDGE_OWNER], v[I_NODE_OWNER], p)
        ):
            v[I_FREE_ROADS] = 0
            v[I_PHASE] = MAIN if s.rolled else ROLL
        return _make(v)

    def _put_road(self, v: list[Any], p: int, edge: int, ev: list[Event]) -> None:
        v[I_EDGE_OWNER] = _tset(v[I_EDGE_OWNER], edge, p)
        v[I_ROADS_LEFT] = _tset(v[I_ROADS_LEFT], p, v[I_ROADS_LEFT][p] - 1)
        length = longest_road_of(v[I_EDGE_OWNER], v[I_NODE_OWNER], p)
        if length != v[I_ROAD_LENGTH][p]:
            v[I_ROAD_LENGTH] = _tset(v[I_ROAD_LENGTH], p, length)
            self._update_longest(v, ev)

    def _update_longest(self, v: list[Any], ev: list[Event]) -> None:
        old = v[I_LONGEST_ROAD]
        holder = longest_road_holder(old, v[I_ROAD_LENGTH])
        if holder == old:
            return
        pts = list(v[I_POINTS])
        if old >= 0:
            pts[old] -= D.LONGEST_ROAD_POINTS
        if holder >= 0:
            pts[holder] += D.LONGEST_ROAD_POINTS
            length = v[I_ROAD_LENGTH][holder]
            ev.append(Event.make("longest_road", player=holder, length=length, n=length))
        else:
            ev.append(Event.make("longest_road_aside", previous_player=old))
        v[I_POINTS] = tuple(pts)
        v[I_LONGEST_ROAD] = holder

    # the turn
    def _roll(self, s: CatanState, a: Action, ev: list[Event]) -> CatanState:
        p = a.player
        rng = Rng(s.rng)
        both = rng.below(36)  # one draw for the two dice: 36 equally likely pairs
        total = both // 6 + both % 6 + 2
        v: list[Any] = list(s)
        v[I_RNG] = rng.state
        v[I_DICE] = _DICE[both]
        v[I_ROLLED] = True
        ev.append(_ROLL_EVENTS[p][both])
        if total == 7:
            n = s.num_players
            discards = tuple(sum(h) // 2 if sum(h) > D.DISCARD_ABOVE else 0 for h in s.hands)
            for i in range(n):
                q = (p + i) % n
                if discards[q]:
                    ev.append(Event.make("must_discard", player=q, count=discards[q]))
            v[I_DISCARDS] = discards
            v[I_PHASE] = DISCARD if any(discards) else ROBBER
            return _make(v)
        v[I_PHASE] = MAIN
        owed: dict[int, int] = {}  # resource * 8 + seat -> cards owed
        node_owner, node_level = s.node_owner, s.node_level
        robber = s.robber
        for h, res in s.yields[total]:
            if h == robber:
                continue
            base = res * 8
            for node in HEX_NODES[h]:
                o = node_owner[node]
                if o >= 0:
                    k = base + o
                    owed[k] = owed.get(k, 0) + node_level[node]
        if not owed:
            return _make(v)
        bank = list(s.bank)
        hands = [list(h) for h in s.hands]
        keys = sorted(owed)
        i = 0
        while i < len(keys):
            r = keys[i] >> 3
            j = i
            while j < len(keys) and keys[j] >> 3 == r:
                j += 1
            group = keys[i:j]
            i = j
            need = sum(owed[k] for k in group)
            name = RES[r]
            if need <= bank[r]:
                bank[r] -= need
                for k in group:
                    q = k & 7
                    hands[q][r] += owed[k]
                    ev.append(_produce_event(owed[k], q, r))
            elif len(group) == 1:
                q = group[0] & 7
                got = bank[r]
                hands[q][r] += got
                bank[r] = 0
                ev.append(
                    Event.make("shortage_single", player=q, resource=name, count=got, owed=need)
                )
            else:
                ev.append(Event.make("shortage", resource=name))
        v[I_BANK] = tuple(bank)
        v[I_HANDS] = tuple(tuple(h) for h in hands)
        return _make(v)

    def _end_turn(self, s: CatanState, a: Action, ev: list[Event]) -> CatanState:
        v: list[Any] = list(s)
        nxt = (s.current + 1) % s.num_players
        v[I_CURRENT] = nxt
        v[I_PHASE] = ROLL
        v[I_ROLLED] = False
        v[I_DEV_NEW] = EMPTY5
        v[I_DEV_PLAYED] = False
        v[I_OFFERS_MADE] = 0
        v[I_TURN] = s.turn + 1
        v[I_DICE] = ()
        ev.append(_END_TURN_EVENTS[a.player])
        ev.append(Event("turn_start", (("player", nxt), ("turn", s.turn + 2))))
        return _make(v)

    def _pay(self, v: list[Any], p: int, cost: tuple[int, ...]) -> None:
        v[I_HANDS] = _tset(v[I_HANDS], p, _sub5(v[I_HANDS][p], cost))
        v[I_BANK] = _add5(v[I_BANK], cost)

    def _build_road(self, s: CatanState, a: Action, ev: list[Event]) -> CatanState:
        p, edge = a.player, a.args[0]
        v: list[Any] = list(s)
        self._pay(v, p, D.COST_ROAD)
        ev.append(Event.make("build_road", player=p, edge=edge))
        self._put_road(v, p, edge, ev)
        return _make(v)

    def _build_settlement(self, s: CatanState, a: Action, ev: list[Event]) -> CatanState:
        p, node = a.player, a.args[0]
        v: list[Any] = list(s)
        self._pay(v, p, D.COST_SETTLEMENT)
        self._put_settlement(v, p, node)
        ev.append(Event.make("build_settlement", player=p, node=node))
        # the new settlement may break other players' roads
        touched = {s.edge_owner[e] for e in NODE_EDGES[node] if s.edge_owner[e] not in (-1, p)}
        if touched:
            lengths = list(v[I_ROAD_LENGTH])
            for q in sorted(touched):
                lengths[q] = longest_road_of(v[I_EDGE_OWNER], v[I_NODE_OWNER], q)
            if tuple(lengths) != v[I_ROAD_LENGTH]:
                v[I_ROAD_LENGTH] = tuple(lengths)
                self._update_longest(v, ev)
        return _make(v)

    def _build_city(self, s: CatanState, a: Action, ev: list[Event]) -> CatanState:
        p, node = a.player, a.args[0]
        v: list[Any] = list(s)
        self._pay(v, p, D.COST_CITY)
        v[I_NODE_LEVEL] = _tset(s.node_level, node, 2)
        v[I_CITIES_LEFT] = _tset(s.cities_left, p, s.cities_left[p] - 1)
        v[I_SETTLEMENTS_LEFT] = _tset(s.settlements_left, p, s.settlements_left[p] + 1)
        v[I_POINTS] = _tset(s.points, p, s.points[p] + 1)
        ev.append(Event.make("build_city", player=p, node=node))
        return _make(v)

    def _buy_development(self, s: CatanState, a: Action, ev: list[Event]) -> CatanState:
        p = a.player
        rng = Rng(s.rng)
        k = rng.below(sum(s.dev_deck))
        card = 0
        while k >= s.dev_deck[card]:
            k -= s.dev_deck[card]
            card += 1
        v: list[Any] = list(s)
        v[I_RNG] = rng.state
        self._pay(v, p, D.COST_DEVELOPMENT)
        v[I_DEV_DECK] = _tset(s.dev_deck, card, s.dev_deck[card] - 1)
        v[I_DEV_HANDS] = _tset(
            s.dev_hands, p, _tset(s.dev_hands[p], card, s.dev_hands[p][card] + 1)
        )
        v[I_DEV_NEW] = _tset(s.dev_new, card, s.dev_new[card] + 1)
        ev.append(Event.make("buy_development", player=p, card=D.DEV_CARDS[card]))
        return _make(v)

    def _use_card(self, v: list[Any], p: int, card: int) -> None:
        hand = v[I_DEV_HANDS][p]
        v[I_DEV_HANDS] = _tset(v[I_DEV_HANDS], p, _tset(hand, card, hand[card] - 1))
        v[I_DEV_PLAYED] = True
        v[I_PLAYED] = _tset(v[I_PLAYED], card, v[I_PLAYED][card] + 1)

    def _play_knight(self, s: CatanState, a: Action, ev: list[Event]) -> CatanState:
        p = a.player
        v: list[Any] = list(s)
        self._use_card(v, p, D.KNIGHT)
        knights = s.knights[p] + 1
        v[I_KNIGHTS] = _tset(s.knights, p, knights)
        v[I_PHASE] = ROBBER
        ev.append(Event.make("play_knight", player=p, knights=knights, n=knights))
        holder = s.largest_army
        if (
            knights >= D.LARGEST_ARMY_MIN
            and holder != p
            and (holder < 0 or knights > s.knights[holder])
        ):
            pts = list(s.points)
            if holder >= 0:
                pts[holder] -= D.LARGEST_ARMY_POINTS
            pts[p] += D.LARGEST_ARMY_POINTS
            v[I_POINTS] = tuple(pts)
            v[I_LARGEST_ARMY] = p
            ev.append(Event.make("largest_army", player=p, knights=knights, n=knights))
        return _make(v)

    def _play_road_building(self, s: CatanState, a: Action, ev: list[Event]) -> CatanState:
        p = a.player
        v: list[Any] = list(s)
        self._use_card(v, p, D.ROAD_BUILDING)
        ev.append(Event.make("play_road_building", player=p))
        if s.roads_left[p] and road_spots(s.edge_owner, s.node_owner, p):
            v[I_FREE_ROADS] = min(D.FREE_ROADS, s.roads_left[p])
            v[I_PHASE] = ROAD_BUILDING
        return _make(v)

    def _play_year_of_plenty(self, s: CatanState, a: Action, ev: list[Event]) -> CatanState:
        p = a.player
        v: list[Any] = list(s)
        self._use_card(v, p, D.YEAR_OF_PLENTY)
        ev.append(Event.make("play_year_of_plenty", player=p))
        v[I_PLENTY_LEFT] = D.YEAR_OF_PLENTY_CARDS
        v[I_PHASE] = YEAR_OF_PLENTY
        return _make(v)

    def _take_resource(self, s: CatanState, a: Action, ev: list[Event]) -> CatanState:
        p, r = a.player, D.RESOURCE_INDEX[a.args[0]]
        v: list[Any] = list(s)
        one = _one(r)
        v[I_HANDS] = _tset(s.hands, p, _add5(s.hands[p], one))
        v[I_BANK] = _sub5(s.bank, one)
        left = s.plenty_left - 1
        v[I_PLENTY_LEFT] = left
        ev.append(Event.make("take_resource", player=p, resource=RES[r]))
        if left <= 0 or not sum(v[I_BANK]):
            v[I_PLENTY_LEFT] = 0
            v[I_PHASE] = MAIN if s.rolled else ROLL
        return _make(v)

    def _play_monopoly(self, s: CatanState, a: Action, ev: list[Event]) -> CatanState:
        p, r = a.player, D.RESOURCE_INDEX[a.args[0]]
        v: list[Any] = list(s)
        self._use_card(v, p, D.MONOPOLY)
        ev.append(Event.make("play_monopoly", player=p, resource=RES[r]))
        hands = [list(h) for h in s.hands]
        n = s.num_players
        for i in range(1, n):
            q = (p + i) % n
            k = hands[q][r]
            if k:
                hands[q][r] = 0
                hands[p][r] += k
                ev.append(
                    Event.make("monopoly_take", player=p, victim_player=q, resource=RES[r], count=k)
                )
        v[I_HANDS] = tuple(tuple(h) for h in hands)
        return _make(v)

    # the robber
    def _discard(self, s: CatanState, a: Action, ev: list[Event]) -> CatanState:
        p, r = a.player, D.RESOURCE_INDEX[a.args[0]]
        v: list[Any] = list(s)
        one = _one(r)
        v[I_HANDS] = _tset(s.hands, p, _sub5(s.hands[p], one))
        v[I_BANK] = _add5(s.bank, one)
        discards = _tset(s.discards, p, s.discards[p] - 1)
        v[I_DISCARDS] = discards
        ev.append(_DISCARD_EVENTS[p][r])
        if not any(discards):
            v[I_PHASE] = ROBBER
        return _make(v)

    def _move_robber(self, s: CatanState, a: Action, ev: list[Event]) -> CatanState:
        p, h = a.player, a.args[0]
        v: list[Any] = list(s)
        v[I_ROBBER] = h
        # The log names the hex: its terrain and number (the desert has none).
        if s.numbers[h]:
            ev.append(
                Event.make(
                    "robber_moved", player=p, hex=h, terrain=s.terrain[h], number=s.numbers[h]
                )
            )
        else:
            ev.append(Event.make("robber_moved_desert", player=p, hex=h, terrain=s.terrain[h]))
        victims = steal_victims(v[I_NODE_OWNER], v[I_HANDS], h, p)
        if len(victims) > 1:
            v[I_PHASE] = STEAL
            return _make(v)
        if victims:
            self._rob(v, p, victims[0], ev)
        else:
            ev.append(Event.make("nothing_to_steal", player=p))
        v[I_PHASE] = MAIN if s.rolled else ROLL
        return _make(v)

    def _rob(self, v: list[Any], p: int, victim: int, ev: list[Event]) -> None:
        rng = Rng(v[I_RNG])
        hand = v[I_HANDS][victim]
        k = rng.below(sum(hand))
        r = 0
        while k >= hand[r]:
            k -= hand[r]
            r += 1
        v[I_RNG] = rng.state
        one = _one(r)
        hands = _tset(v[I_HANDS], victim, _sub5(hand, one))
        v[I_HANDS] = _tset(hands, p, _add5(hands[p], one))
        ev.append(Event.make("steal", player=p, victim_player=victim, resource=RES[r]))

    def _steal(self, s: CatanState, a: Action, ev: list[Event]) -> CatanState:
        v: list[Any] = list(s)
        self._rob(v, a.player, a.args[0], ev)
        v[I_PHASE] = MAIN if s.rolled else ROLL
        return _make(v)

    # maritime trade
    def _bank_trade(self, s: CatanState, a: Action, ev: list[Event]) -> CatanState:
        del ev  # same signature as every handler
        v: list[Any] = list(s)
        v[I_BANK_GIVE] = (D.RESOURCE_INDEX[a.args[0]], a.args[1])
        v[I_PHASE] = BANK_TRADE
        return _make(v)

    def _bank_take(self, s: CatanState, a: Action, ev: list[Event]) -> CatanState:
        p = a.player
        give, rate = s.bank_give
        take = D.RESOURCE_INDEX[a.args[0]]
        delta = _sub5(_one(take), _one(give, rate))
        v: list[Any] = list(s)
        v[I_HANDS] = _tset(s.hands, p, _add5(s.hands[p], delta))
        v[I_BANK] = _sub5(s.bank, delta)
        v[I_BANK_GIVE] = ()
        v[I_PHASE] = MAIN
        ev.append(
            Event.make("bank_trade", player=p, give=RES[give], count=rate, resource=RES[take])
        )
        return _make(v)

    # domestic trade
    def _offer_start(self, s: CatanState, a: Action, ev: list[Event]) -> CatanState:
        del ev  # same signature as every handler
        v: list[Any] = list(s)
        hand = s.hands[a.player]
        in_others = tuple(D.CARDS_PER_RESOURCE - hand[r] - s.bank[r] for r in range(NUM_RES))
        sizes = tuple(sum(h) for h in s.hands)
        v[I_OFFER] = Offer(EMPTY5, EMPTY5, -1, (NOT_ASKED,) * s.num_players, in_others, sizes)
        v[I_PHASE] = OFFER
        return _make(v)

    def _offer_give(self, s: CatanState, a: Action, ev: list[Event]) -> CatanState:
        del ev  # same signature as every handler
        assert s.offer is not None
        r = D.RESOURCE_INDEX[a.args[0]]
        v: list[Any] = list(s)
        v[I_OFFER] = s.offer._replace(give=_add5(s.offer.give, _one(r)))
        return _make(v)

    def _offer_get(self, s: CatanState, a: Action, ev: list[Event]) -> CatanState:
        del ev  # same signature as every handler
        assert s.offer is not None
        r = D.RESOURCE_INDEX[a.args[0]]
        v: list[Any] = list(s)
        v[I_OFFER] = s.offer._replace(get=_add5(s.offer.get, _one(r)))
        return _make(v)

    def _send(self, s: CatanState, p: int, target: int, ev: list[Event]) -> CatanState:
        assert s.offer is not None
        answers = tuple(
            NOT_ASKED if q == p or (target >= 0 and q != target) else WAITING
            for q in range(s.num_players)
        )
        v: list[Any] = list(s)
        v[I_OFFER] = s.offer._replace(target=target, answers=answers)
        v[I_PHASE] = ANSWER
        v[I_OFFERS_MADE] = s.offers_made + 1
        # (events built directly: parameters already in sorted order, as Event.make would)
        if target >= 0:
            ev.append(Event("offer_sent", (("player", p), ("target_player", target))))
        else:
            ev.append(Event("offer_sent_all", (("player", p),)))
        for key, counts in (("offer_gives", s.offer.give), ("offer_asks", s.offer.get)):
            for r in range(NUM_RES):
                if counts[r]:
                    ev.append(
                        Event(key, (("count", counts[r]), ("player", p), ("resource", RES[r])))
                    )
        return _make(v)

    def _offer_send(self, s: CatanState, a: Action, ev: list[Event]) -> CatanState:
        return self._send(s, a.player, a.args[0], ev)

    def _offer_send_all(self, s: CatanState, a: Action, ev: list[Event]) -> CatanState:
        return self._send(s, a.player, -1, ev)

    def _offer_answer(self, s: CatanState, a: Action, ev: list[Event]) -> CatanState:
        offer = s.offer
        assert offer is not None
        accept = a.kind == "offer_accept"
        answers = _tset(offer.answers, a.player, ACCEPTED if accept else DECLINED)
        v: list[Any] = list(s)
        v[I_OFFER] = offer._replace(answers=answers)
        ev.append(_ANSWER_EVENTS[accept][a.player])
        if WAITING in answers:
            return _make(v)
        if ACCEPTED in answers:
            v[I_PHASE] = CONFIRM
        else:
            v[I_OFFER] = None
            v[I_PHASE] = MAIN
            ev.append(Event("offer_rejected", (("player", s.current),)))
        return _make(v)

    def _offer_confirm(self, s: CatanState, a: Action, ev: list[Event]) -> CatanState:
        offer = s.offer
        assert offer is not None
        p, q = a.player, a.args[0]
        delta = _sub5(offer.get, offer.give)  # what p gains
        hands = _tset(s.hands, p, _add5(s.hands[p], delta))
        hands = _tset(hands, q, _sub5(hands[q], delta))
        v: list[Any] = list(s)
        v[I_HANDS] = hands
        v[I_OFFER] = None
        v[I_PHASE] = MAIN
        ev.append(Event.make("trade", player=p, partner_player=q))
        for r in range(NUM_RES):
            if offer.give[r]:
                ev.append(
                    Event.make(
                        "trade_cards",
                        player=p,
                        other_player=q,
                        resource=RES[r],
                        count=offer.give[r],
                    )
                )
        for r in range(NUM_RES):
            if offer.get[r]:
                ev.append(
                    Event.make(
                        "trade_cards", player=q, other_player=p, resource=RES[r], count=offer.get[r]
                    )
                )
        return _make(v)

    def _offer_cancel(self, s: CatanState, a: Action, ev: list[Event]) -> CatanState:
        v: list[Any] = list(s)
        v[I_OFFER] = None
        v[I_PHASE] = MAIN
        ev.append(Event.make("offer_cancelled", player=a.player))
        return _make(v)

    # -- hidden information ------------------------------------------------------------
    def determinize(self, state: CatanState, player: int, rng: Rng) -> CatanState:
        """A state `player` cannot tell from `state`, hidden parts sampled (see hidden.py)."""
        from .hidden import determinize

        # An offer being composed by someone else shows what he asks for; a
        # deal in which he could not go on (nothing left to give) is redrawn.
        for _ in range(_REDEALS):
            sample = determinize(state, player, rng)
            if sample.phase != OFFER or self._legal(sample):
                return sample
        return sample

    # -- reports ------------------------------------------------------------------------
    def view(self, state: CatanState, player: int | None) -> dict[str, Any]:
        over = state.phase == OVER
        players: list[dict[str, Any]] = []
        for q in range(state.num_players):
            hand = state.hands[q]
            devs = state.dev_hands[q]
            info: dict[str, Any] = {
                "resource_count": sum(hand),
                "development_count": sum(devs),
                "knights": state.knights[q],
                "road_length": state.road_length[q],
                "points": state.points[q],
                "roads_left": state.roads_left[q],
                "settlements_left": state.settlements_left[q],
                "cities_left": state.cities_left[q],
                "harbours": [RES[r] for r in range(NUM_RES) if state.ports[q] & (1 << r)]
                + ([D.GENERIC] if state.ports[q] & GENERIC_BIT else []),
                "discard": state.discards[q],
            }
            if q == player:
                info["resources"] = {RES[r]: hand[r] for r in range(NUM_RES)}
                info["development"] = {D.DEV_CARDS[k]: devs[k] for k in range(5)}
                if q == state.current:
                    info["development_new"] = {D.DEV_CARDS[k]: state.dev_new[k] for k in range(5)}
            if q == player or over:
                info["total_points"] = total_points(state, q)
            players.append(info)
        offer = state.offer
        return {
            "game": "catan",
            "me": player,
            "num_players": state.num_players,
            "phase": state.phase,
            "current": state.current,
            "to_move": self.to_move(state),
            "turn": state.turn,
            "first_player": state.first_player,
            "dice": list(state.dice),
            "terrain": list(state.terrain),
            "numbers": list(state.numbers),
            "harbours": list(state.harbours),
            "robber": state.robber,
            "node_owner": list(state.node_owner),
            "node_level": list(state.node_level),
            "edge_owner": list(state.edge_owner),
            "bank": {RES[r]: state.bank[r] for r in range(NUM_RES)},
            "development_deck": sum(state.dev_deck),
            "development_played": {D.DEV_CARDS[k]: state.played[k] for k in range(5)},
            "longest_road": state.longest_road,
            "largest_army": state.largest_army,
            "players": players,
            "setup_anchor": state.anchor,
            "free_roads": state.free_roads,
            "plenty_left": state.plenty_left,
            "bank_trade": (
                {"give": RES[state.bank_give[0]], "rate": state.bank_give[1]}
                if state.bank_give
                else None
            ),
            "offer": (
                {
                    "give": {RES[r]: offer.give[r] for r in range(NUM_RES) if offer.give[r]},
                    "get": {RES[r]: offer.get[r] for r in range(NUM_RES) if offer.get[r]},
                    "target": offer.target,
                    "answers": list(offer.answers),
                }
                if offer is not None
                else None
            ),
            "offers_made": state.offers_made,
            "winner": state.winner,
        }

    def outcome(self, state: CatanState) -> Outcome | None:
        if state.phase != OVER:
            return None
        totals = tuple(total_points(state, q) for q in range(state.num_players))
        return Outcome(winners=(state.winner,), scores=totals, reason="score")

    def scores(self, state: CatanState) -> tuple[int, ...]:
        """Public points; at the end the hidden Victory Point cards count too."""
        if state.phase == OVER:
            return tuple(total_points(state, q) for q in range(state.num_players))
        return state.points

    def score_breakdown(self, state: CatanState) -> tuple[tuple[str, tuple[int, ...]], ...]:
        """The points of every seat by source (end-of-game window); they add up
        to total_points: buildings, the two special cards, hidden VP cards."""
        n = range(state.num_players)

        def level_count(q: int, level: int) -> int:
            pairs = zip(state.node_owner, state.node_level, strict=True)
            return sum(1 for owner, lv in pairs if owner == q and lv == level)

        return (
            ("Settlements", tuple(level_count(q, 1) for q in n)),
            ("Cities", tuple(2 * level_count(q, 2) for q in n)),
            (
                "Longest Road",
                tuple(D.LONGEST_ROAD_POINTS if state.longest_road == q else 0 for q in n),
            ),
            (
                "Largest Army",
                tuple(D.LARGEST_ARMY_POINTS if state.largest_army == q else 0 for q in n),
            ),
            ("Victory Point cards", tuple(state.dev_hands[q][D.VICTORY_POINT] for q in n)),
        )

    def revealed_hands(self, state: CatanState) -> tuple[tuple[tuple[str, int], ...], ...]:
        """Every hand at the end: resource cards and development cards not played."""
        return tuple(
            tuple(
                (name, count)
                for name, count in (
                    *zip(D.RESOURCES, state.hands[q], strict=True),
                    *zip(D.DEV_CARDS, state.dev_hands[q], strict=True),
                )
                if count
            )
            for q in range(state.num_players)
        )

    def turn_number(self, state: CatanState) -> int:
        return state.turn

    def table_facts(self, state: CatanState) -> list[Fact]:
        return _gains.table_facts(state)

    def reference_card(self) -> Card:
        return _gains.reference_card()

    def metrics(self, state: CatanState) -> dict[str, tuple[float, ...]]:
        n = state.num_players
        return {
            # The same numbers as scores(): at the end the hidden Victory Point
            # cards count, so the plot's last point is the final score.
            "Victory points": tuple(float(x) for x in self.scores(state)),
            "Resource cards": tuple(float(sum(state.hands[q])) for q in range(n)),
            "Development cards": tuple(float(sum(state.dev_hands[q])) for q in range(n)),
            "Knights played": tuple(float(x) for x in state.knights),
            "Longest road": tuple(float(x) for x in state.road_length),
        }

    def metric_holders(self, state: CatanState) -> dict[str, tuple[int, str]]:
        """For the players table: metric label -> (seat holding the card that goes
        with it or -1, the card's English name): the Longest Road card with
        "Longest road", the Largest Army card with "Knights played"."""
        return {
            "Longest road": (state.longest_road, "Longest Road"),
            "Knights played": (state.largest_army, "Largest Army"),
        }

    # -- explaining refusals -----------------------------------------------------------
    def _explain(self, s: CatanState, a: Action) -> IllegalAction:
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
        p = a.player
        phase = s.phase
        kind = a.kind
        if phase == SETUP_SETTLEMENT and kind == "place_settlement":
            return _node_reason(s, a.args[0])
        if phase == SETUP_ROAD and kind == "place_road":
            if s.edge_owner[a.args[0]] != -1:
                return IllegalAction("edge_taken")
            return IllegalAction("setup_road_must_touch")
        if phase == ROAD_BUILDING and kind == "place_road":
            if s.edge_owner[a.args[0]] != -1:
                return IllegalAction("edge_taken")
            return IllegalAction("road_not_connected")
        if phase == DISCARD and kind == "discard":
            return IllegalAction("nothing_to_discard", resource=a.args[0])
        if phase == ROBBER and kind == "move_robber":
            return IllegalAction("robber_must_move")
        if phase == STEAL and kind == "steal":
            return IllegalAction("not_a_victim")
        if phase in (YEAR_OF_PLENTY, BANK_TRADE) and kind in ("take_resource", "bank_take"):
            if a.args[0] == RES[s.bank_give[0]] if s.bank_give else False:
                return IllegalAction("same_resource")
            return IllegalAction("bank_empty", resource=a.args[0])
        if phase == ANSWER and kind == "offer_accept":
            return IllegalAction("cannot_accept")
        if phase == CONFIRM and kind == "offer_confirm":
            return IllegalAction("not_accepted", other_player=a.args[0])
        if phase == OFFER and kind in ("offer_give", "offer_get", "offer_send", "offer_send_all"):
            return _offer_reason(s, a)
        if phase == ROLL and kind in _MAIN_ONLY:
            return IllegalAction("must_roll_first")
        if phase == MAIN and kind == "roll":
            return IllegalAction("already_rolled")
        if phase in (ROLL, MAIN) and kind in _DEV_PLAYS:
            card = _DEV_PLAYS[kind]
            if s.dev_played:
                return IllegalAction("card_already_played")
            if s.dev_hands[p][card] and s.dev_hands[p][card] <= s.dev_new[card]:
                return IllegalAction("card_bought_this_turn", card=D.DEV_CARDS[card])
            if not s.dev_hands[p][card]:
                return IllegalAction("no_card", card=D.DEV_CARDS[card])
            return IllegalAction("bank_no_cards")
        if phase in (ROLL, MAIN) and kind == "move_robber":
            return IllegalAction("robber_not_now")
        if phase == MAIN:
            return _main_reason(s, a)
        return IllegalAction("not_now")


_MAIN_ONLY = frozenset(
    (
        "end_turn", "build_road", "build_settlement", "build_city", "buy_development",
        "bank_trade", "offer_start",
    )
)  # fmt: skip
_DEV_PLAYS = {
    "play_knight": D.KNIGHT,
    "play_road_building": D.ROAD_BUILDING,
    "play_year_of_plenty": D.YEAR_OF_PLENTY,
    "play_monopoly": D.MONOPOLY,
}
_NODE_ARG = frozenset(("place_settlement", "build_settlement", "build_city"))
_EDGE_ARG = frozenset(("place_road", "build_road"))
_RES_ARG = frozenset(
    ("discard", "take_resource", "bank_take", "play_monopoly", "offer_give", "offer_get")
)
_SEAT_ARG = frozenset(("steal", "offer_send", "offer_confirm"))
_ARITY = {
    **{k: 1 for k in _NODE_ARG | _EDGE_ARG | _RES_ARG | _SEAT_ARG},
    "move_robber": 1,
    "bank_trade": 2,
}


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _check_args(a: Action) -> IllegalAction | None:
    kind, args = a.kind, a.args
    if len(args) != _ARITY.get(kind, 0):
        return IllegalAction("bad_argument")
    ok = True
    if kind in _NODE_ARG:
        ok = _is_int(args[0]) and 0 <= args[0] < D.NUM_NODES
    elif kind in _EDGE_ARG:
        ok = _is_int(args[0]) and 0 <= args[0] < D.NUM_EDGES
    elif kind in _RES_ARG:
        ok = args[0] in D.RESOURCE_INDEX
    elif kind in _SEAT_ARG:
        ok = _is_int(args[0]) and 0 <= args[0] < D.MAX_PLAYERS
    elif kind == "move_robber":
        ok = _is_int(args[0]) and 0 <= args[0] < D.NUM_HEXES
    elif kind == "bank_trade":
        ok = args[0] in D.RESOURCE_INDEX and _is_int(args[1])
    return None if ok else IllegalAction("bad_argument")


def _node_reason(s: CatanState, node: int) -> IllegalAction:
    if s.node_owner[node] != -1:
        return IllegalAction("node_taken")
    return IllegalAction("distance_rule")


def _cards(counts: tuple[int, ...]) -> tuple[tuple[str, int], ...]:
    """(resource, count) pairs of the non-zero counts, for a reason's parameters."""
    return tuple((RES[r], k) for r, k in enumerate(counts) if k > 0)


def _missing(hand: tuple[int, ...], cost: tuple[int, ...]) -> IllegalAction:
    """The price and exactly the cards still missing ("1 brick, 1 lumber")."""
    short = tuple(max(0, c - h) for h, c in zip(hand, cost, strict=True))
    return IllegalAction("cannot_afford", cost=_cards(cost), missing=_cards(short))


def _main_reason(s: CatanState, a: Action) -> IllegalAction:
    """Why a building step of the main phase is refused.

    The place is judged before pieces and cards: a place that can never
    take the piece is the reason a player needs to hear first.
    """
    p, kind = a.player, a.kind
    hand = s.hands[p]
    if kind == "build_road":
        edge = a.args[0]
        if s.edge_owner[edge] != -1:
            return IllegalAction("edge_taken")
        if edge not in road_spots(s.edge_owner, s.node_owner, p):
            return IllegalAction("road_not_connected")
        if not s.roads_left[p]:
            return IllegalAction("no_pieces", piece="road")
        return _missing(hand, D.COST_ROAD)
    if kind == "build_settlement":
        node = a.args[0]
        if s.node_owner[node] != -1 or not _distance_ok(s.node_owner, node):
            return _node_reason(s, node)
        if node not in settlement_spots(s, p):
            return IllegalAction("settlement_not_connected")
        if not s.settlements_left[p]:
            return IllegalAction("no_pieces", piece="settlement")
        return _missing(hand, D.COST_SETTLEMENT)
    if kind == "build_city":
        node = a.args[0]
        if s.node_owner[node] == p and s.node_level[node] == 2:
            return IllegalAction("already_city")
        if s.node_owner[node] != p:
            return IllegalAction("not_your_settlement")
        if not s.cities_left[p]:
            return IllegalAction("no_pieces", piece="city")
        return _missing(hand, D.COST_CITY)
    if kind == "buy_development":
        if not sum(s.dev_deck):
            return IllegalAction("deck_empty")
        return _missing(hand, D.COST_DEVELOPMENT)
    if kind == "bank_trade":
        r, rate = D.RESOURCE_INDEX[a.args[0]], a.args[1]
        if (r, rate) not in rates_of(s, p):
            return IllegalAction("rate_not_available", resource=a.args[0], rate=rate)
        if hand[r] < rate:
            return IllegalAction("not_enough_cards", resource=a.args[0])
        return IllegalAction("bank_no_cards")
    if kind == "offer_start":
        if s.offers_made >= D.MAX_OFFERS_PER_TURN:
            return IllegalAction(
                "offer_limit", limit=D.MAX_OFFERS_PER_TURN, n=D.MAX_OFFERS_PER_TURN
            )
        return IllegalAction("no_trade_possible")
    return IllegalAction("not_now")


def _offer_reason(s: CatanState, a: Action) -> IllegalAction:
    offer = s.offer
    assert offer is not None
    p = a.player
    hand = s.hands[p]
    others = [sum(s.hands[q]) for q in range(s.num_players) if q != p]
    if a.kind in ("offer_give", "offer_get"):
        r = D.RESOURCE_INDEX[a.args[0]]
        if (offer.get if a.kind == "offer_give" else offer.give)[r]:
            return IllegalAction("like_for_like")
        if a.kind == "offer_give":
            if hand[r] <= offer.give[r]:
                return IllegalAction("not_enough_cards", resource=a.args[0])
            return IllegalAction("no_gift")
        in_other_hands = D.CARDS_PER_RESOURCE - hand[r] - s.bank[r]
        if sum(offer.get) >= max(others) or offer.get[r] >= in_other_hands:
            return IllegalAction("ask_too_many")
        return IllegalAction("no_gift")
    if not sum(offer.give) or not sum(offer.get):
        return IllegalAction("no_gift")
    if a.kind == "offer_send":
        q = a.args[0]
        if q == p or q >= s.num_players:
            return IllegalAction("bad_argument")
        return IllegalAction("ask_too_many")
    return IllegalAction("not_now")
