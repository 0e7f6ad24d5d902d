"""Every number and shape of Elasund, mirroring shared/rules-data/elasund.md.

Coordinates: a square is (col, row) with col 0 = the harbour column (west)
and row = the dice number 2,3,4,5,6,8,9,10,11,12 (north to south, no 7).
Internally a square is the int ``row_index * 10 + col`` (row_index 0..9 in
ROWS order, col 0..9).  Tiles are never rotated.

Values marked ``# INVENTED:`` have no public source; they are listed in
``INVENTED`` with an English explanation.
"""

from __future__ import annotations

from dataclasses import dataclass

# --- board (rules-data §1.1) -------------------------------------------------
ROWS: tuple[int, ...] = (2, 3, 4, 5, 6, 8, 9, 10, 11, 12)  # north -> south
ROW_INDEX: dict[int, int] = {r: i for i, r in enumerate(ROWS)}
NUM_ROWS = 10
GRID_COLS = 10  # col 0..8 building columns of a 4-player game, col 9 = wall strip
MIN_PLAYERS = 2
MAX_PLAYERS = 4
DICE_WEIGHTS: dict[int, int] = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 7: 6, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}
PIRATE_ROLL = 7
SHIP_START_OFF_BOARD = True  # INVENTED: the ship starts beside the board (§9 #17)


def sq(col: int, row: int) -> int:
    """The internal square number of (col, dice row)."""
    return ROW_INDEX[row] * GRID_COLS + col


def col_of(square: int) -> int:
    return square % GRID_COLS


def row_of(square: int) -> int:
    """The dice number of the square's row."""
    return ROWS[square // GRID_COLS]


def city_cols(num_players: int) -> int:
    """Number of building columns: cols 0 .. 2n (§1.2)."""
    return 2 * num_players + 1


# --- colours and seats (decisions: seat 0 red, 1 blue, 2 green, 3 yellow) -----
SEAT_COLOURS: tuple[str, ...] = ("red", "blue", "green", "yellow")

# --- start huts (§1.7): top-left square of each hut -----------------------------
START_HUTS: dict[str, tuple[tuple[str, int, int], ...]] = {
    "blue": (("hut_small", 2, 4), ("hut_large", 1, 8)),
    "red": (("hut_small", 3, 4), ("hut_large", 4, 8)),
    "yellow": (("hut_small", 2, 10), ("hut_large", 1, 5)),
    "green": (("hut_small", 3, 10), ("hut_large", 4, 5)),
}

# --- church (§1.5, §5) --------------------------------------------------------------
CHURCH_SITE_COL = 2
CHURCH_SITE_ROW = 8
CHURCH_SITE: int = sq(CHURCH_SITE_COL, CHURCH_SITE_ROW)
CHURCH_TILES = 9
CHURCH_COST = 7
CHURCH_VP = 1
# Church piece p sits at offset (p % 3, p // 3) of the 3x3 church picture.
CHURCH_OFFSETS: tuple[tuple[int, int], ...] = tuple((p % 3, p // 3) for p in range(9))


def church_area_origin(first_piece: int) -> tuple[int, int]:
    """(col, row_index) of the church area's north-west square when `first_piece`
    is the first tile laid on the church site (§5 area rule)."""
    dx, dy = CHURCH_OFFSETS[first_piece]
    return CHURCH_SITE_COL - dx, ROW_INDEX[CHURCH_SITE_ROW] - dy


def church_square(origin: tuple[int, int], piece: int) -> int:
    dx, dy = CHURCH_OFFSETS[piece]
    return (origin[1] + dy) * GRID_COLS + origin[0] + dx


# --- trade squares (§1.6) and trade track (§2) --------------------------------------
HARBOUR_TRADE_POINTS = 1
GATE_TRADE_POINTS = 2
GATE_TRADE_SQUARES: tuple[tuple[int, int, tuple[int, ...]], ...] = (
    (5, 2, (3, 4)),
    (5, 12, (3, 4)),
    (7, 2, (4,)),
    (7, 12, (4,)),
)  # (col, row, player counts)


def trade_squares(num_players: int) -> dict[int, int]:
    """square -> trade points for this player count."""
    out = {sq(0, r): HARBOUR_TRADE_POINTS for r in ROWS}
    for col, row, counts in GATE_TRADE_SQUARES:
        if num_players in counts:
            out[sq(col, row)] = GATE_TRADE_POINTS
    return out


TRADE_TRACK_SPACES: tuple[int, ...] = (3, 5, 7, 9, 11)
TRADE_TRACK_FLAGS: tuple[int, ...] = (4, 3, 2, 2, 1)  # free flags per VP space
TRADE_TRACK_MAX_SHOWN = 11  # INVENTED: points are kept uncapped; the marker shows at most 11

# --- buildings (§3) -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BuildingType:
    kind: str
    w: int
    h: int
    cost: int  # gold to the bank (0 for start huts: never bought)
    permits: int  # permits required (0 for start huts)
    income: str | None  # "gold", "influence" or None
    vp_flags: tuple[tuple[int, int], ...]  # (dx, dy) of each VP flag
    neutral: bool
    start: bool  # start hut (totem)
    count: int  # per colour (player) or in the pile (neutral)

    @property
    def size(self) -> int:
        return self.w * self.h

    @property
    def offsets(self) -> tuple[tuple[int, int], ...]:
        return tuple((dx, dy) for dy in range(self.h) for dx in range(self.w))


BUILDINGS: dict[str, BuildingType] = {
    b.kind: b
    for b in (
        BuildingType("hut_small", 1, 1, 0, 0, "influence", (), False, True, 1),
        BuildingType("hut_large", 1, 2, 0, 0, "gold", (), False, True, 1),
        # INVENTED: English names "house" (2x1) and "workshop" (1x2) are our labels.
        BuildingType("house", 2, 1, 1, 1, "influence", (), False, False, 1),
        BuildingType("workshop", 1, 2, 2, 1, "gold", (), False, False, 1),
        BuildingType("well", 1, 1, 5, 1, None, ((0, 0),), True, False, 4),
        BuildingType("market_stand", 2, 1, 5, 1, None, ((0, 0),), True, False, 4),
        BuildingType("tavern", 2, 2, 3, 2, "influence", ((0, 0),), True, False, 5),
        BuildingType("merchant", 2, 2, 3, 2, "gold", ((0, 0),), True, False, 5),
        BuildingType("large_building", 2, 3, 5, 3, None, ((0, 0), (0, 1)), True, False, 3),
    )
}
PLAYER_KINDS: tuple[str, ...] = ("house", "workshop")
HUT_KINDS: tuple[str, ...] = ("hut_small", "hut_large")
NEUTRAL_KINDS: tuple[str, ...] = ("well", "market_stand", "tavern", "merchant", "large_building")
BUILD_KINDS: tuple[str, ...] = PLAYER_KINDS + NEUTRAL_KINDS  # what a player may build
MAX_SAME_SIZE_DISPLACED = 2  # "one or two buildings of the same size"
SAME_SIZE_INFLUENCE = 3  # 3 influence cards of one colour

# --- walls (§1.3, §1.4, §4) ------------------------------------------------------------
WALL_TILES_PER_PLAYER = 9
WALL_COST_CHEAP = 2  # north/south strips (blue arrows)
WALL_COST_EAST = 4  # east strip (red arrows)
# tile number -> ("influence", cards) or ("tower", 1)
WALL_REWARDS: dict[int, tuple[str, int]] = {
    1: ("influence", 1),
    2: ("influence", 1),
    3: ("tower", 1),
    4: ("influence", 1),
    5: ("influence", 2),
    6: ("tower", 1),
    7: ("influence", 2),
    8: ("influence", 2),
    9: ("tower", 1),
}


@dataclass(frozen=True, slots=True)
class WallSpace:
    side: str  # "north", "south" or "east"
    pos: int  # column (north/south) or dice row (east)
    cost: int
    row_index: int  # dice-row index for east spaces (pirates), -1 otherwise
    at_gate: bool  # touches a city gate
    neighbours: tuple[int, ...]  # indices of adjacent wall spaces


def wall_spaces(num_players: int) -> tuple[WallSpace, ...]:
    """Wall spaces after the gates are laid (§1.4), in canonical order:
    north strip west->east, south strip west->east, east strip north->south."""
    n = num_players
    cheap_cols = list(range(2, 2 * n))
    east_rows = list(ROWS[1:-1])  # 3 .. 11
    specs: list[tuple[str, int, int, int]] = []
    for side in ("north", "south"):
        for c in cheap_cols:
            specs.append((side, c, WALL_COST_CHEAP, -1))
    for r in east_rows:
        specs.append(("east", r, WALL_COST_EAST, ROW_INDEX[r]))
    index = {(s, p): i for i, (s, p, _c, _r) in enumerate(specs)}
    out: list[WallSpace] = []
    for side, pos, cost, ri in specs:
        if side == "east":
            k = east_rows.index(pos)
            at_gate = k in (0, len(east_rows) - 1)
            nb = [index[("east", east_rows[j])] for j in (k - 1, k + 1) if 0 <= j < len(east_rows)]
        else:
            at_gate = pos == 2 * n - 1
            nb = [index[(side, c)] for c in (pos - 1, pos + 1) if c in cheap_cols]
        out.append(WallSpace(side, pos, cost, ri, at_gate, tuple(sorted(nb))))
    return tuple(out)


def gate_squares(num_players: int) -> dict[str, tuple[tuple[str, int], ...]]:
    """What each city gate covers, for drawing (§1.3): ('north'|'south', col) wall
    positions and ('square', sq) for the covered grid square."""
    n = num_players
    return {
        "north": (("north", 2 * n), ("north", 2 * n + 1), ("square", sq(2 * n + 1, 2))),
        "south": (("south", 2 * n), ("south", 2 * n + 1), ("square", sq(2 * n + 1, 12))),
    }


# --- cards and pieces (§6, §7) -------------------------------------------------------------
GOLD_CARDS = 51
INFLUENCE_COLOURS: tuple[str, ...] = ("red", "blue", "green")
INFLUENCE_PER_COLOUR = 13  # INVENTED: 39 influence cards split 13/13/13
INFLUENCE_CARDS = INFLUENCE_PER_COLOUR * len(INFLUENCE_COLOURS)  # 39
CARD_TYPES: tuple[str, ...] = ("gold", *INFLUENCE_COLOURS)
START_GOLD = 3
START_INFLUENCE = 1
VP_CUBES = 10
PERMIT_VALUES: tuple[int, ...] = (0, 1, 2, 3, 4)
TAKE_GOLD = 2  # phase 3 "take 2 gold" and bonus (d)
PERMIT_ANY_ROW_COST = 2  # 2 influence cards of one colour: permit in any row
BONUS_MOVE_COST = 2  # (a) 2 influence of one colour
BONUS_UPGRADE_COST = 2  # (b) 2 influence of one colour + value difference in gold
MAX_CONSTRUCTIONS = 2

# INVENTED: with the house rule off (option stall_end) a city can fill up so that
# nobody ever builds again, and the rulebooks' game then never ends (5 of 3 000
# random four-player games).  A person at the table stops such a game; a game of
# computers only has nobody to do so, and ends after this many rounds (turns =
# rounds x players).  Random legal play, the slowest to end, finished its games
# within 45, 41 and 52 rounds (2, 3, 4 players; 400 games each for 2 and 3, 3 000
# for 4): a limit of about twice that ends only games that would not end.
COMPUTER_ROUND_LIMIT = 100

INVENTED: tuple[tuple[str, str], ...] = (
    ("influence_split", "The 39 influence cards are 13 red, 13 blue and 13 green."),
    ("trade_uncapped", "Trade points are kept uncapped; the marker shows at most 11."),
    (
        "trade_freed_flags",
        "A freed trade-track flag is taken only when a qualifying player's trade total next rises.",
    ),
    ("trade_one_cube", "A player has at most one cube on each trade-track space; taking a free flag is automatic."),  # noqa: E501
    ("ship_start", "The ship starts beside the board; a 7 on the first roll lets the roller pick any row."),  # noqa: E501
    ("permit_equal_rows", "When the nearest free rows above and below are equally far, the player chooses."),  # noqa: E501
    ("permit_squares", "Permits go on empty squares inside the city, never on the church site; trade squares are allowed."),  # noqa: E501
    ("hut_free_squares", "Re-placed start huts also avoid the church site and squares outside the city."),  # noqa: E501
    ("pirate_reward", "By default the pirate roller chooses his reward cards (Italian rules); the Danish random draw is an option."),  # noqa: E501
    ("cubes_short", "A builder with fewer cubes than flags places the cubes he has."),
    ("building_names", "The English names 'house' (2x1) and 'workshop' (1x2) are our labels."),
    (
        "shortage_colours",
        "In an influence shortage each player returns half his influence cards, always from the colour he holds most of (ties: red, blue, green).",  # noqa: E501
    ),
    ("shortage_rest", "If the supply still cannot pay a whole income round, players are paid in turn order from the active player until it runs out."),  # noqa: E501
    ("supply_empty", "Taking gold or drawing influence from an exhausted supply gives only what is there."),  # noqa: E501
    ("same_size_max", "A same-size building may displace at most two buildings of its size; a site overlapping three or more is illegal."),  # noqa: E501
    ("computer_round_limit", "With the house rule off, a game whose every seat is a computer ends after 100 rounds; the most cubes on the board wins, then the most gold."),  # noqa: E501
)
