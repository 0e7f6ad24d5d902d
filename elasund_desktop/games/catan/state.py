"""Catan's position: the phases of a turn, the immutable state and its field indices.

Every module of the rules builds a new state from `list(state)` by the `I_*`
indices (a list and `_make` are faster than `_replace` in the hot handlers).
The field names and their order are read by the recorded games' digest
(tests/games/test_recorded_games.py): never rename or reorder them.  The
last fields are the public memory (memory.py): derived from the actions,
named in DERIVED_FIELDS and so left out of the digest.
"""

from __future__ import annotations

from typing import Any, ClassVar, NamedTuple

from . import data as D  # noqa: N812 - the data module reads best as D.X

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


class _CatanFields(NamedTuple):
    """The fields of `CatanState`, in their order (see the module docstring)."""

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
    # what everybody can count from the public history (memory.py)
    known: tuple[tuple[int, ...], ...]  # per seat: resource cards he surely holds
    vague: tuple[tuple[int, ...], ...]  # per seat: a mask of possible resources per other card


class CatanState(_CatanFields):
    """A complete position.  Never mutate it: `CatanRules.apply` returns a new one."""

    __slots__ = ()
    # the memory is a function of the actions: not part of the digest, so that
    # saves made before it existed still load (engine/codec.py); a class of its
    # own because a NamedTuple body may hold fields only
    DERIVED_FIELDS: ClassVar[frozenset[str]] = frozenset(("known", "vague"))


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
I_KNOWN = 42
I_VAGUE = 43

_make = CatanState._make


def setup_seat(num_players: int, first: int, step: int) -> int:
    """Who places in set-up step `step`: clockwise from the first player, then back."""
    if step < num_players:
        return (first + step) % num_players
    return (first + 2 * num_players - 1 - step) % num_players


# --- tuple arithmetic over counts per resource -------------------------------------
# (package-internal helpers of the rules, hence the underscores)


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
