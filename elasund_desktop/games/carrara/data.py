"""Every number and table of The Palaces of Carrara (basic game).

Mirrors the shared rules data (rules-data/carrara.md, sections 1-7 and 9-10).
Values the sources leave weak are named constants listed in LOW or
INVENTED below, so a rulebook can correct them in one place; the rules text's
interpretations section names them too.

Ids and orders (stable; never change them without bumping rules_version):

* colours from the most to the least valuable: white .. black (index 0..5);
* cities from Livorno (accepts white only) to Lerici (accepts everything);
* building types and their tiles: tile id = type index * 5 + (value - 1);
* objects in the order of OBJECTS; each type gives the object in TYPE_OBJECT;
* wheel positions 0..5 are the printed positions I..VI (I is the refill spot).
"""

from __future__ import annotations

MIN_PLAYERS = 2
MAX_PLAYERS = 4

# --- marble ------------------------------------------------------------------

COLOURS: tuple[str, ...] = ("white", "yellow", "red", "green", "blue", "black")
WHITE, YELLOW, RED, GREEN, BLUE, BLACK = range(6)
NUM_COLOURS = 6
COLOUR_INDEX: dict[str, int] = {c: i for i, c in enumerate(COLOURS)}
BLOCKS_PER_COLOUR = 7
TOTAL_BLOCKS = BLOCKS_PER_COLOUR * NUM_COLOURS  # 42
# A one-letter mark drawn on every block, so colour is never the only cue.
COLOUR_LETTERS: tuple[str, ...] = ("W", "Y", "R", "G", "B", "K")

# Starting marble by seat counted from the start player (seat 1 gets black).
STARTING_MARBLE: tuple[int, ...] = (BLACK, BLUE, GREEN, RED)

# --- the wheel -----------------------------------------------------------------

WHEEL_SEGMENTS = 6
POSITION_NAMES: tuple[str, ...] = ("I", "II", "III", "IV", "V", "VI")
WHEEL_TARGET = 11  # blocks on the whole wheel after a refill
BASE_PRICE: tuple[int, ...] = (6, 5, 4, 3, 2, 1)  # per colour at position I
PRICE_DROP_PER_POSITION = 1
FALLBACK_COINS = 2  # taken by a buyer who can afford nothing on the wheel


def price(colour: int, position: int) -> int:
    """Coins for one block of `colour` on the segment at `position` (0 = I); 0 = free."""
    return max(0, BASE_PRICE[colour] - PRICE_DROP_PER_POSITION * position)


# PRICES[position][colour]: the table printed around the wheel.
PRICES: tuple[tuple[int, ...], ...] = tuple(
    tuple(price(c, k) for c in range(NUM_COLOURS)) for k in range(WHEEL_SEGMENTS)
)

# --- cities ------------------------------------------------------------------------

CITIES: tuple[str, ...] = ("livorno", "pisa", "lucca", "viareggio", "massa", "lerici")
LIVORNO, PISA, LUCCA, VIAREGGIO, MASSA, LERICI = range(6)
CITY_INDEX: dict[str, int] = {c: i for i, c in enumerate(CITIES)}
# Names as printed on the board.  The windows show them through texts.TERMS,
# whose translations write them in the language's own script (Ukrainian:
# Ліворно, Піза, ...) beside the game's other words.
CITY_NAMES: tuple[str, ...] = ("Livorno", "Pisa", "Lucca", "Viareggio", "Massa", "Lerici")
# The city's own colour: it accepts that colour and every more valuable one.
CITY_COLOUR: tuple[int, ...] = (WHITE, YELLOW, RED, GREEN, BLUE, BLACK)
CITY_ACCEPTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(range(CITY_COLOUR[c] + 1)) for c in range(6)
)
VP, COINS = "vp", "coins"
CITY_REWARD: tuple[str, ...] = (VP, COINS, VP, COINS, VP, COINS)
CITY_MULTIPLIER: tuple[int, ...] = (3, 3, 2, 2, 1, 1)
CITY_NEEDS: tuple[int, ...] = (2, 2, 2, 3, 3, 3)  # own buildings there to score the city

# --- buildings and objects -------------------------------------------------------------

TYPES: tuple[str, ...] = ("biblioteca", "cattedrale", "palazzo", "porta", "castello", "villa")
BIBLIOTECA, CATTEDRALE, PALAZZO, PORTA, CASTELLO, VILLA = range(6)
TYPE_INDEX: dict[str, int] = {t: i for i, t in enumerate(TYPES)}
# "city" (orange) or "country" (green) background: no effect in the basic game.
TYPE_BACKGROUND: tuple[str, ...] = ("city", "city", "city", "city", "country", "country")
VALUES: tuple[int, ...] = (1, 2, 3, 4, 5)
NUM_TILES: int = len(TYPES) * len(VALUES)  # 30
DISPLAY_SLOTS = 9

OBJECTS: tuple[str, ...] = ("book", "cup", "crown", "gate", "flag", "coat_of_arms")
BOOK, CUP, CROWN, GATE, FLAG, COAT_OF_ARMS = range(6)
OBJECT_INDEX: dict[str, int] = {o: i for i, o in enumerate(OBJECTS)}
# LOW: the object shown on each building type.  The seed (the Italian summary)
# is the source of truth, and its own example gives a castello a crown: "se si
# valuta Massa e vi sono 2 porte e un castello il giocatore prende 2 portali e
# una corona".  Book (biblioteca) and portal (porta) are sourced as well; cup
# (cattedrale) and coat of arms (villa) follow two reviews, whose lists also give
# the palazzo the crown and the castello a flag; with the castello's crown taken
# by the seed, the palazzo gets the object that remains, the flag.
TYPE_OBJECT: tuple[int, ...] = (BOOK, CUP, FLAG, GATE, CROWN, COAT_OF_ARMS)
OBJECTS_PER_TYPE = 6
OBJECTS_FOR_SALE_PER_TYPE = 1
OBJECTS_IN_SUPPLY_PER_TYPE = OBJECTS_PER_TYPE - OBJECTS_FOR_SALE_PER_TYPE  # 5
TOTAL_OBJECTS = OBJECTS_PER_TYPE * len(OBJECTS)  # 36
OBJECT_PRICE = 10
OBJECTS_BOUGHT_PER_TURN = 1


def tile_id(type_index: int, value: int) -> int:
    return type_index * len(VALUES) + (value - 1)


def tile_type(tile: int) -> int:
    return tile // len(VALUES)


def tile_value(tile: int) -> int:
    return tile % len(VALUES) + 1


def tile_object(tile: int) -> int:
    return TYPE_OBJECT[tile_type(tile)]


# The same numbers as tables, by tile id: the rules and the computer players
# read them in their innermost loops, where a lookup is cheaper than a call.
TILE_VALUE: tuple[int, ...] = tuple(tile_value(t) for t in range(NUM_TILES))
TILE_TYPE: tuple[int, ...] = tuple(tile_type(t) for t in range(NUM_TILES))


def tile_name(tile: int) -> str:
    """The engine id of a tile, e.g. 'biblioteca_5'."""
    return f"{TYPES[tile_type(tile)]}_{tile_value(tile)}"


# --- players, objectives and the end ---------------------------------------------------------

STARTING_COINS = 20
SCORING_MARKERS = 6
OBJECTIVE_SCORINGS = 4
# LOW: the sourced sets are {6, 7, 8} objects and {20, 25, 30} building value;
# which player count gets which is inferred (more players, lower targets).
OBJECTIVE_OBJECTS: dict[int, int] = {2: 8, 3: 7, 4: 6}
OBJECTIVE_BUILDING_VALUE: dict[int, int] = {2: 30, 3: 25, 4: 20}
ANNOUNCE_BONUS_VP = 5
VP_PER_OBJECT = 3
COINS_PER_VP = 5  # 1 VP per full 5 coins; the rest is lost

# INVENTED: the end may be announced only at the end of one's own turn, after
# the action and the optional object purchase (nothing public says when).
ANNOUNCE_AT_END_OF_OWN_TURN = True
# INVENTED: once the end is triggered (all 30 built, or announced), nobody can
# announce any more; the bonus goes to a single announcer.
ANNOUNCE_ONLY_BEFORE_END = True
# INVENTED convention: the bank never runs out of coins.
COINS_UNLIMITED = True
# INVENTED: a city column on the own board holds any number of buildings.
PER_CITY_LIMIT: int | None = None

# Named weak values, for the tests and the rules text's interpretations section.
LOW: tuple[tuple[str, str], ...] = (
    ("TYPE_OBJECT", "objects shown on cattedrale, palazzo and villa (castello: the seed's crown)"),
    ("OBJECTIVE_OBJECTS", "which player count needs 6, 7 or 8 objects"),
    ("OBJECTIVE_BUILDING_VALUE", "which player count needs 20, 25 or 30 building value"),
)
INVENTED: tuple[tuple[str, str], ...] = (
    ("ANNOUNCE_AT_END_OF_OWN_TURN", "when the end may be announced"),
    ("ANNOUNCE_ONLY_BEFORE_END", "no announcement once the end is triggered"),
    ("COINS_UNLIMITED", "the bank never runs out of coins"),
    ("PER_CITY_LIMIT", "no limit of buildings per city"),
)
