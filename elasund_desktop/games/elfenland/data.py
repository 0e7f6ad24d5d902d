"""Elfenland's numbers, map and travel-cost table (mirrors rules-data/elfenland.md).

Everything here is a fact of the board game except the values listed in
`INVENTED` (house interpretations, named as such in the rules text too).
Town names are the board's own; texts.TERMS marks them for translation only
so that Ukrainian can transliterate them.
"""

from __future__ import annotations

from typing import NamedTuple

MIN_PLAYERS = 2
MAX_PLAYERS = 6

# --- transports and cards -----------------------------------------------------------
# The six counter types (index = position) and the raft, which exists only as cards.
TRANSPORTS: tuple[str, ...] = (
    "giant_pig",
    "elfcycle",
    "magic_cloud",
    "unicorn",
    "troll_wagon",
    "dragon",
)
RAFT = "raft"
CARD_TYPES: tuple[str, ...] = (*TRANSPORTS, RAFT)
RAFT_INDEX = 6
NUM_TRANSPORTS = 6
NUM_CARD_TYPES = 7

CARD_COUNTS: tuple[int, ...] = (10, 10, 10, 10, 10, 10, 12)  # 72 travel cards
COUNTER_COUNTS: tuple[int, ...] = (8, 8, 8, 8, 8, 8)  # 48 transport counters
TOTAL_CARDS = 72
TOTAL_COUNTERS = 48
OBSTACLES = 6  # one per player; those of absent colours stay in the box
FACE_UP_ROW = 5
PIECES_PER_PLAYER = 20  # one on every town but the capital

HAND_SIZE = 8  # dealt up to this at the start of every round
HAND_LIMIT_AFTER_MOVE = 4  # a player keeps at most this many after moving
OPEN_DRAWS_PER_ROUND = 3
KEEP_AT_ROUND_END = 1
DEFAULT_ROUNDS = 4  # the seed; the later English edition plays 3
SHORT_ROUNDS = 3
EARLY_WIN_LAST_ROUND = 3  # all 20 pieces before the end of this round wins at once

# --- terrain and the cost table ------------------------------------------------------
TERRAINS: tuple[str, ...] = ("plains", "forest", "desert", "mountains")
RIVER = "river"
LAKE = "lake"

# Cards of the counter's own type needed to use a road of the terrain; a missing
# terrain means the counter can neither be placed there nor used there.
TRANSPORT_COSTS: dict[str, dict[str, int]] = {
    "giant_pig": {"plains": 1, "forest": 1},
    "elfcycle": {"plains": 1, "forest": 1, "mountains": 2},
    "magic_cloud": {"plains": 2, "forest": 2, "mountains": 1},
    "unicorn": {"forest": 1, "desert": 2, "mountains": 1},
    "troll_wagon": {"plains": 1, "forest": 2, "desert": 2, "mountains": 2},
    "dragon": {"plains": 1, "forest": 2, "desert": 1, "mountains": 1},
}
RIVER_DOWNSTREAM = 1  # rafts, with the arrow
RIVER_UPSTREAM = 2  # rafts, against it
LAKE_COST = 2  # rafts, either way across a lake
OBSTACLE_SURCHARGE = 1  # one more card of the counter's type
CARAVAN_CARDS = 3  # any cards, on a land road that carries a counter
CARAVAN_CARDS_WITH_OBSTACLE = 4

# --- towns -------------------------------------------------------------------------


class Town(NamedTuple):
    town_id: str
    name: str  # as on the board
    pos: tuple[float, float]  # centre on the board, x right and y down, both 0..1
    capital: bool
    town_card: bool  # one of the 12 town cards of the home-town variant


BOARD_ASPECT = 2.09  # width / height of the board

TOWNS: tuple[Town, ...] = (
    Town("elvenhold", "Elvenhold", (0.753, 0.558), True, False),
    Town("feodor", "Feodor", (0.534, 0.484), False, False),
    Town("lapphalya", "Lapphalya", (0.539, 0.691), False, False),
    Town("rivinia", "Rivinia", (0.709, 0.384), False, False),
    Town("ergeren", "Erg'Eren", (0.902, 0.375), False, True),
    Town("beata", "Beata", (0.911, 0.731), False, True),
    Town("strykhaven", "Strykhaven", (0.797, 0.804), False, True),
    Town("virst", "Virst", (0.613, 0.868), False, True),
    Town("jxara", "Jxara", (0.350, 0.856), False, True),
    Town("mahdavikia", "Mah'Davikia", (0.109, 0.841), False, True),
    Town("grangor", "Grangor", (0.101, 0.640), False, True),
    Town("kihromah", "Kihromah", (0.232, 0.576), False, False),
    Town("dagamura", "Dag'Amura", (0.368, 0.612), False, False),
    Town("albaran", "Al'Baran", (0.377, 0.430), False, False),
    Town("parundia", "Parundia", (0.241, 0.329), False, False),
    Town("usselen", "Usselen", (0.070, 0.205), False, True),
    Town("wylhien", "Wylhien", (0.250, 0.101), False, True),
    Town("jaccaranda", "Jaccaranda", (0.407, 0.137), False, True),
    Town("throtmanni", "Throtmanni", (0.587, 0.274), False, False),
    Town("tichih", "Tichih", (0.771, 0.165), False, True),
    Town("yttar", "Yttar", (0.070, 0.393), False, True),
)  # fmt: skip
NUM_TOWNS = 21
TOWN_IDS: tuple[str, ...] = tuple(t.town_id for t in TOWNS)
TOWN_INDEX: dict[str, int] = {t.town_id: i for i, t in enumerate(TOWNS)}
CAPITAL = TOWN_INDEX["elvenhold"]
TOWN_CARD_TOWNS: tuple[int, ...] = tuple(i for i, t in enumerate(TOWNS) if t.town_card)
ALL_PIECES_MASK = sum(1 << i for i in range(NUM_TOWNS) if i != CAPITAL)

# --- routes ----------------------------------------------------------------------------


class Route(NamedTuple):
    route_id: str
    kind: str  # "road", "river" or "lake"
    a: int  # town index; on a river the upstream end
    b: int  # town index; on a river the downstream end
    terrain: str  # a TERRAINS entry for roads, "river" or "lake"
    lake: str  # "mare_magnum" / "mare_nebulae" for ferries, else ""


def _road(a: str, b: str, terrain: str) -> Route:
    return Route(f"road.{a}.{b}", "road", TOWN_INDEX[a], TOWN_INDEX[b], terrain, "")


def _river(upstream: str, downstream: str) -> Route:
    rid = f"river.{upstream}.{downstream}"
    return Route(rid, RIVER, TOWN_INDEX[upstream], TOWN_INDEX[downstream], RIVER, "")


def _lake(a: str, b: str, lake: str) -> Route:
    return Route(f"lake.{a}.{b}", LAKE, TOWN_INDEX[a], TOWN_INDEX[b], LAKE, lake)


ROUTES: tuple[Route, ...] = (
    # plains (8)
    _road("usselen", "wylhien", "plains"),
    _road("parundia", "wylhien", "plains"),
    _road("throtmanni", "tichih", "plains"),
    _road("jxara", "virst", "plains"),
    _road("lapphalya", "virst", "plains"),
    _road("elvenhold", "lapphalya", "plains"),
    _road("beata", "elvenhold", "plains"),
    _road("beata", "strykhaven", "plains"),
    # forest (12)
    _road("parundia", "usselen", "forest"),
    _road("usselen", "yttar", "forest"),
    _road("dagamura", "kihromah", "forest"),
    _road("dagamura", "jxara", "forest"),
    _road("dagamura", "lapphalya", "forest"),
    _road("jxara", "lapphalya", "forest"),
    _road("feodor", "lapphalya", "forest"),
    _road("lapphalya", "rivinia", "forest"),
    _road("feodor", "rivinia", "forest"),
    _road("rivinia", "throtmanni", "forest"),
    _road("ergeren", "tichih", "forest"),
    _road("elvenhold", "ergeren", "forest"),
    # desert (7)
    _road("albaran", "wylhien", "desert"),
    _road("albaran", "parundia", "desert"),
    _road("albaran", "throtmanni", "desert"),
    _road("albaran", "feodor", "desert"),
    _road("albaran", "dagamura", "desert"),
    _road("dagamura", "feodor", "desert"),
    _road("feodor", "throtmanni", "desert"),
    # mountains (8)
    _road("jaccaranda", "wylhien", "mountains"),
    _road("jaccaranda", "throtmanni", "mountains"),
    _road("jaccaranda", "tichih", "mountains"),
    _road("grangor", "yttar", "mountains"),
    _road("grangor", "mahdavikia", "mountains"),
    _road("dagamura", "mahdavikia", "mountains"),
    _road("jxara", "mahdavikia", "mountains"),
    _road("strykhaven", "virst", "mountains"),
    # rivers (7): upstream end first
    _river("virst", "jxara"),
    _river("jxara", "mahdavikia"),
    _river("mahdavikia", "grangor"),
    _river("beata", "elvenhold"),
    _river("elvenhold", "rivinia"),
    _river("rivinia", "tichih"),
    _river("wylhien", "usselen"),
    # ferries across the two lakes (6)
    _lake("elvenhold", "virst", "mare_magnum"),
    _lake("elvenhold", "strykhaven", "mare_magnum"),
    _lake("strykhaven", "virst", "mare_magnum"),
    _lake("parundia", "yttar", "mare_nebulae"),
    _lake("grangor", "yttar", "mare_nebulae"),
    _lake("grangor", "parundia", "mare_nebulae"),
)
NUM_ROUTES = 48
ROUTE_INDEX: dict[str, int] = {r.route_id: i for i, r in enumerate(ROUTES)}
ROADS: tuple[int, ...] = tuple(i for i, r in enumerate(ROUTES) if r.kind == "road")
LAKES: tuple[str, ...] = ("mare_magnum", "mare_nebulae")

# Routes leaving each town: (route index, town at the other end).
TOWN_ROUTES: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((i, r.b if r.a == t else r.a) for i, r in enumerate(ROUTES) if t in (r.a, r.b))
    for t in range(NUM_TOWNS)
)

# Counter types that may lie on each route (none on water).
PLACEABLE: tuple[tuple[int, ...], ...] = tuple(
    tuple(k for k, t in enumerate(TRANSPORTS) if r.terrain in TRANSPORT_COSTS[t]) for r in ROUTES
)


def route_cost(route: int, counter: int, obstacle: bool, from_town: int) -> tuple[int, int]:
    """(card type, number of cards) to travel `route` leaving `from_town` by its own means.

    Roads need a counter (`counter` >= 0); water needs rafts whatever lies there.
    Returns (-1, 0) for a road without a counter or a counter that cannot use it.
    """
    r = ROUTES[route]
    if r.kind == RIVER:
        return RAFT_INDEX, RIVER_DOWNSTREAM if from_town == r.a else RIVER_UPSTREAM
    if r.kind == LAKE:
        return RAFT_INDEX, LAKE_COST
    if counter < 0:
        return -1, 0
    base = TRANSPORT_COSTS[TRANSPORTS[counter]].get(r.terrain, 0)
    if not base:
        return -1, 0
    return counter, base + (OBSTACLE_SURCHARGE if obstacle else 0)


def distances_from(start: int) -> tuple[int, ...]:
    """Fewest routes from `start` to every town, any route type counting one step."""
    dist = [-1] * NUM_TOWNS
    dist[start] = 0
    frontier = [start]
    while frontier:
        nxt = []
        for t in frontier:
            for _, other in TOWN_ROUTES[t]:
                if dist[other] < 0:
                    dist[other] = dist[t] + 1
                    nxt.append(other)
        frontier = nxt
    return tuple(dist)


DISTANCES: tuple[tuple[int, ...], ...] = tuple(distances_from(t) for t in range(NUM_TOWNS))

# --- drawing hints (INVENTED positions, see INVENTED) -----------------------------------
# A point the curve of a doubled route passes through, so road and water stay apart.
WAYPOINTS: dict[str, tuple[float, float]] = {
    "road.usselen.wylhien": (0.131, 0.110),
    "river.wylhien.usselen": (0.175, 0.183),
    "road.grangor.yttar": (0.053, 0.530),
    "lake.grangor.yttar": (0.118, 0.530),
    "road.grangor.mahdavikia": (0.066, 0.750),
    "river.mahdavikia.grangor": (0.123, 0.768),
    "road.jxara.mahdavikia": (0.228, 0.874),
    "river.jxara.mahdavikia": (0.219, 0.914),
    "road.jxara.virst": (0.482, 0.905),
    "river.virst.jxara": (0.490, 0.951),
    "road.strykhaven.virst": (0.700, 0.932),
    "lake.strykhaven.virst": (0.700, 0.832),
    "road.beata.elvenhold": (0.863, 0.667),
    "river.beata.elvenhold": (0.876, 0.631),
}
LAKE_SHAPES: dict[str, tuple[tuple[float, float], tuple[float, float]]] = {
    "mare_nebulae": ((0.149, 0.503), (0.066, 0.128)),
    "mare_magnum": ((0.740, 0.731), (0.100, 0.128)),
}

# Values no public source gives: each is a house interpretation, named in the
# rules text's interpretations section.
INVENTED: tuple[tuple[str, str], ...] = (
    ("UKRAINIAN_TOWN_NAMES", "Ukrainian spellings of the towns except Elvenhold"),
    ("WAYPOINTS", "drawing positions of doubled routes and of the lakes"),
    ("STARTING_PLAYER", "the first round's starting player is drawn at random"),
    ("AUTO_PASS", "a player with nothing placeable is passed automatically while planning"),
    ("CARAVAN_DEFAULT", "by default a caravan is allowed only to a player unable to pay"),
    ("DISCARD_CHOICE", "the player chooses which cards go at the hand limit"),
    ("SHARED_VICTORY", "players still tied after the card tie-break share the victory"),
    ("EARLY_WIN_CHECK", "the early win is checked after every step in rounds 1 to 3"),
    ("HOME_DISTANCE", "home-town distance counts every route type as one step"),
    ("OPEN_BEFORE_SECRET", "a type held face up and face down is placed from the face-up ones"),
)
