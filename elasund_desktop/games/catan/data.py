"""Every number and shape of Catan (base game), mirroring shared/rules-data/catan.md.

Component data (§3.1 of the rules data), costs, limits, and the board
geometry: 19 land hexes, 54 intersections ("nodes"), 72 edges and the 9
harbour slots, computed once at import with stable integer ids.

Ids and orders (stable, never change them without bumping rules_version):

* hexes: row by row from the top row, west to east (axial ``(q, r)``,
  pointy-topped hexes, rows of 3, 4, 5, 4, 3);
* nodes: by lattice position, top to bottom, then west to east;
* edges: by the lattice position of their midpoint, top to bottom, then
  west to east.

Pixel helpers give positions for hexes of circumradius 1 centred on the
origin; multiply by the hex size of the board view.
"""

from __future__ import annotations

from ...engine.geometry import hexgrid

# --- resources and terrains ------------------------------------------------

RESOURCES: tuple[str, ...] = ("lumber", "brick", "wool", "grain", "ore")
LUMBER, BRICK, WOOL, GRAIN, ORE = range(5)
RESOURCE_INDEX: dict[str, int] = {name: i for i, name in enumerate(RESOURCES)}
CARDS_PER_RESOURCE = 19  # 95 resource cards, 19 of each

TERRAINS: tuple[str, ...] = ("forest", "hills", "pasture", "fields", "mountains", "desert")
# terrain -> produced resource index (-1: the desert produces nothing)
TERRAIN_RESOURCE: dict[str, int] = {
    "forest": LUMBER,
    "hills": BRICK,
    "pasture": WOOL,
    "fields": GRAIN,
    "mountains": ORE,
    "desert": -1,
}
TERRAIN_COUNTS: dict[str, int] = {
    "forest": 4,
    "pasture": 4,
    "fields": 4,
    "hills": 3,
    "mountains": 3,
    "desert": 1,
}

# number tokens A-R in the order they are laid along the spiral
TOKENS: tuple[tuple[str, int], ...] = (
    ("A", 5), ("B", 2), ("C", 6), ("D", 3), ("E", 8), ("F", 10),
    ("G", 9), ("H", 12), ("I", 11), ("J", 4), ("K", 8), ("L", 10),
    ("M", 9), ("N", 4), ("O", 5), ("P", 6), ("Q", 3), ("R", 11),
)  # fmt: skip
TOKEN_VALUES: tuple[int, ...] = tuple(v for _, v in TOKENS)

# --- harbours --------------------------------------------------------------

GENERIC = "generic"  # a 3:1 harbour
HARBOUR_TYPES: tuple[str, ...] = (GENERIC, GENERIC, GENERIC, GENERIC, *RESOURCES)
GENERIC_RATE = 3
SPECIFIC_RATE = 2
BANK_RATE = 4

# --- costs, pieces, cards --------------------------------------------------


def _cost(
    lumber: int = 0, brick: int = 0, wool: int = 0, grain: int = 0, ore: int = 0
) -> tuple[int, int, int, int, int]:
    return (lumber, brick, wool, grain, ore)


COST_ROAD = _cost(lumber=1, brick=1)
COST_SETTLEMENT = _cost(lumber=1, brick=1, wool=1, grain=1)
COST_CITY = _cost(grain=2, ore=3)
COST_DEVELOPMENT = _cost(wool=1, grain=1, ore=1)
COSTS: dict[str, tuple[int, int, int, int, int]] = {
    "road": COST_ROAD,
    "settlement": COST_SETTLEMENT,
    "city": COST_CITY,
    "development": COST_DEVELOPMENT,
}

ROADS_PER_PLAYER = 15
SETTLEMENTS_PER_PLAYER = 5
CITIES_PER_PLAYER = 4

DEV_CARDS: tuple[str, ...] = (
    "knight",
    "victory_point",
    "road_building",
    "year_of_plenty",
    "monopoly",
)
KNIGHT, VICTORY_POINT, ROAD_BUILDING, YEAR_OF_PLENTY, MONOPOLY = range(5)
DEV_INDEX: dict[str, int] = {name: i for i, name in enumerate(DEV_CARDS)}
DEV_COUNTS: tuple[int, ...] = (14, 5, 2, 2, 2)  # 25 cards

POINTS_TO_WIN = 10
LONGEST_ROAD_MIN = 5
LONGEST_ROAD_POINTS = 2
LARGEST_ARMY_MIN = 3
LARGEST_ARMY_POINTS = 2
DISCARD_ABOVE = 7  # more than 7 resource cards on a 7: discard half, rounded down
FREE_ROADS = 2  # Road Building
YEAR_OF_PLENTY_CARDS = 2

MIN_PLAYERS = 2  # 2 players: a variant (same board, same rules)
MAX_PLAYERS = 4

# INVENTED: the rules put no number on domestic trade offers; random players
# could otherwise keep offering forever.
MAX_OFFERS_PER_TURN = 3

# --- geometry ----------------------------------------------------------------

BOARD_RADIUS = 2
HEX_COORDS: tuple[tuple[int, int], ...] = hexgrid.hexagon(BOARD_RADIUS)
HEX_ID: dict[tuple[int, int], int] = {h: i for i, h in enumerate(HEX_COORDS)}
NUM_HEXES = len(HEX_COORDS)  # 19


def _build_geometry() -> tuple[
    tuple[tuple[int, int], ...],
    tuple[tuple[int, ...], ...],
    tuple[tuple[int, int], ...],
]:
    corner_sets = [hexgrid.corners_lattice(h) for h in HEX_COORDS]
    points = sorted({p for corners in corner_sets for p in corners}, key=lambda p: (p[1], p[0]))
    node_of = {p: i for i, p in enumerate(points)}
    hex_nodes = tuple(tuple(node_of[p] for p in corners) for corners in corner_sets)
    edge_set: set[tuple[int, int]] = set()
    for nodes in hex_nodes:
        for i in range(6):
            a, b = nodes[i], nodes[(i + 1) % 6]
            edge_set.add((min(a, b), max(a, b)))

    def midpoint(e: tuple[int, int]) -> tuple[int, int]:
        pa, pb = points[e[0]], points[e[1]]
        return (pa[1] + pb[1], pa[0] + pb[0])

    edges = tuple(sorted(edge_set, key=midpoint))
    return tuple(points), hex_nodes, edges


NODE_LATTICE, HEX_NODES, EDGE_NODES = _build_geometry()
NUM_NODES = len(NODE_LATTICE)  # 54
NUM_EDGES = len(EDGE_NODES)  # 72

EDGE_ID: dict[tuple[int, int], int] = {e: i for i, e in enumerate(EDGE_NODES)}


def _node_tables() -> tuple[
    tuple[tuple[int, ...], ...],
    tuple[tuple[int, ...], ...],
    tuple[tuple[int, ...], ...],
    tuple[tuple[tuple[int, int], ...], ...],
]:
    hexes: list[list[int]] = [[] for _ in range(NUM_NODES)]
    for h, nodes in enumerate(HEX_NODES):
        for n in nodes:
            hexes[n].append(h)
    edges: list[list[int]] = [[] for _ in range(NUM_NODES)]
    neigh: list[list[int]] = [[] for _ in range(NUM_NODES)]
    links: list[list[tuple[int, int]]] = [[] for _ in range(NUM_NODES)]
    for e, (a, b) in enumerate(EDGE_NODES):
        edges[a].append(e)
        edges[b].append(e)
        neigh[a].append(b)
        neigh[b].append(a)
        links[a].append((e, b))
        links[b].append((e, a))
    return (
        tuple(tuple(x) for x in hexes),
        tuple(tuple(x) for x in edges),
        tuple(tuple(sorted(x)) for x in neigh),
        tuple(tuple(x) for x in links),
    )


# node -> land hexes touching it; node -> its edges; node -> adjacent nodes;
# node -> (edge, node at the other end) pairs
NODE_HEXES, NODE_EDGES, NODE_NEIGHBOURS, NODE_LINKS = _node_tables()

# edge -> edges sharing a node with it
EDGE_NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted({f for n in EDGE_NODES[e] for f in NODE_EDGES[n] if f != e}))
    for e in range(NUM_EDGES)
)

HEX_NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted(HEX_ID[n] for n in hexgrid.neighbours(h) if n in HEX_ID)) for h in HEX_COORDS
)


# Harbour frame slots: the sea positions of the ring around the island,
# clockwise from the north-west corner; every other position holds a
# harbour (rules data §3.1: top-left hex, middle of the top row, rightmost
# of row 2, east corner, rightmost of row 4, middle of the bottom row,
# bottom-left, leftmost of row 4, leftmost of row 2).  Each harbour serves
# the two intersections of the coast edge its sea position shares with
# that land hex.
_SERVED_LAND: tuple[tuple[int, int], ...] = (
    (0, -2), (1, -2), (2, -1), (2, 0), (1, 1), (-1, 2), (-2, 2), (-2, 1), (-1, -1),
)  # fmt: skip
SEA_RING: tuple[tuple[int, int], ...] = hexgrid.ring(BOARD_RADIUS + 1)
HARBOUR_SEA: tuple[tuple[int, int], ...] = SEA_RING[0::2]


def _harbour_nodes() -> tuple[tuple[int, int], ...]:
    node_of = {p: i for i, p in enumerate(NODE_LATTICE)}
    out: list[tuple[int, int]] = []
    for sea, land in zip(HARBOUR_SEA, _SERVED_LAND, strict=True):
        if hexgrid.distance(sea, land) != 1:
            raise AssertionError("harbour slot not next to its land hex")
        shared = set(hexgrid.corners_lattice(sea)) & set(hexgrid.corners_lattice(land))
        a, b = sorted(node_of[p] for p in shared)
        out.append((a, b))
    return tuple(out)


NUM_HARBOURS = 9
HARBOUR_LAND: tuple[int, ...] = tuple(HEX_ID[h] for h in _SERVED_LAND)
HARBOUR_NODES: tuple[tuple[int, int], ...] = _harbour_nodes()
# node -> harbour slot index, or -1
NODE_HARBOUR: tuple[int, ...] = tuple(
    next((i for i, pair in enumerate(HARBOUR_NODES) if n in pair), -1) for n in range(NUM_NODES)
)

# Number-token spirals: SPIRALS[corner] lists hex ids from the corner hex
# (0 = top-left, then clockwise) counterclockwise inwards to the centre.
SPIRALS: tuple[tuple[int, ...], ...] = tuple(
    tuple(HEX_ID[h] for h in hexgrid.spiral(BOARD_RADIUS, corner)) for corner in range(6)
)

# --- pixel positions (hex circumradius 1, island centred on the origin) ------

HEX_CENTRES: tuple[tuple[float, float], ...] = tuple(hexgrid.hex_to_pixel(h) for h in HEX_COORDS)
NODE_POSITIONS: tuple[tuple[float, float], ...] = tuple(
    hexgrid.lattice_to_pixel(p) for p in NODE_LATTICE
)
EDGE_POSITIONS: tuple[tuple[float, float], ...] = tuple(
    (
        (NODE_POSITIONS[a][0] + NODE_POSITIONS[b][0]) / 2.0,
        (NODE_POSITIONS[a][1] + NODE_POSITIONS[b][1]) / 2.0,
    )
    for a, b in EDGE_NODES
)
HARBOUR_SEA_CENTRES: tuple[tuple[float, float], ...] = tuple(
    hexgrid.hex_to_pixel(h) for h in HARBOUR_SEA
)


def hex_to_pixel(hex_id: int, size: float = 1.0) -> tuple[float, float]:
    """Pixel centre of land hex `hex_id` for hexes of circumradius `size`."""
    return hexgrid.hex_to_pixel(HEX_COORDS[hex_id], size)


# --- the "beginner" layout (option layout="beginner") --------------------------

# INVENTED: a fixed, balanced island of our own choosing (the 5th-edition
# beginner board is only published as a picture); hex ids in the order above.
BEGINNER_TERRAIN: tuple[str, ...] = (
    "mountains", "pasture", "forest",
    "fields", "hills", "pasture", "hills",
    "fields", "forest", "desert", "forest", "mountains",
    "forest", "mountains", "fields", "pasture",
    "hills", "fields", "pasture",
)  # fmt: skip
# INVENTED: the beginner layout lays tokens A-R from the top-left corner.
BEGINNER_SPIRAL_CORNER = 0
# Pioneers' default harbours, clockwise from the top-left (rules data §3.1).
BEGINNER_HARBOURS: tuple[str, ...] = (
    "wool", GENERIC, "grain", "lumber", GENERIC, "brick", "ore", GENERIC, GENERIC,
)  # fmt: skip

INVENTED: tuple[tuple[str, str], ...] = (
    (
        "MAX_OFFERS_PER_TURN",
        "A player may send at most 3 domestic trade offers per turn (the rules set no limit).",
    ),
    (
        "BEGINNER_TERRAIN",
        "The beginner island is a fixed, balanced layout of our own choosing, "
        "not the one pictured in the printed rules.",
    ),
    (
        "BEGINNER_SPIRAL_CORNER",
        "On the beginner island the number tokens start at the top-left corner.",
    ),
)


def _check() -> None:
    if (NUM_HEXES, NUM_NODES, NUM_EDGES) != (19, 54, 72):
        raise AssertionError("bad Catan geometry")
    if sorted(BEGINNER_TERRAIN) != sorted(t for t, c in TERRAIN_COUNTS.items() for _ in range(c)):
        raise AssertionError("bad beginner terrain")
    if sorted(BEGINNER_HARBOURS) != sorted(HARBOUR_TYPES):
        raise AssertionError("bad beginner harbours")


_check()
