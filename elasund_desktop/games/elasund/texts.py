"""English texts of Elasund's events, refusals, actions and terms (Qt-free).

Every string is a literal QT_TRANSLATE_NOOP("Elasund", ...) so that
pyside6-lupdate extracts it; the UI translates with context CONTEXT.  A text
with a count says `%n` and is marked with Plural.translate (numerus); its
count is the event parameter `n` or `count`.
Rows are dice numbers (2-12, no 7); columns count from the harbour (0).
"""

from __future__ import annotations

from elasund_desktop.engine.rules import Action
from elasund_desktop.i18n.noop import QT_TRANSLATE_NOOP, Plural

CONTEXT = "Elasund"

# Counted phrases for texts with two counts (Qt's `%n` takes one number per
# message): placeholder -> (the event parameter holding the count, the phrase).
# Translators write these phrases in the form a list or label takes.
AMOUNTS: dict[str, tuple[str, str]] = {
    "gold_amount": ("gold", Plural.translate("Elasund", "%n gold", None, 0)),
    "influence_amount": ("influence", Plural.translate("Elasund", "%n influence cards", None, 0)),
}

EVENTS: dict[str, str] = {
    "start_player": QT_TRANSLATE_NOOP("Elasund", "{player} is drawn to start the game."),
    "roll": QT_TRANSLATE_NOOP("Elasund", "{player} rolls {die1} and {die2}: {total}."),
    "ship_moved": QT_TRANSLATE_NOOP("Elasund", "{player} moves the ship to row {row}."),
    "income": QT_TRANSLATE_NOOP(
        "Elasund", "{player} receives {gold_amount} and {influence_amount}."
    ),
    "income_short": QT_TRANSLATE_NOOP(
        "Elasund", "The supply is exhausted: {player} misses {gold_amount} and {influence_amount}."
    ),
    "shortage": QT_TRANSLATE_NOOP(
        "Elasund", "Not enough {card} cards for this income: every player returns half of them."
    ),
    "shortage_return": Plural.translate("Elasund", "{player} returns %n {card} cards.", None, 0),
    "reshuffle": Plural.translate(
        "Elasund", "%n influence cards are shuffled into a new deck.", None, 0
    ),
    "pirates": QT_TRANSLATE_NOOP("Elasund", "Pirates! {player} sends the ship to row {row}."),
    "pirate_demand": Plural.translate(
        "Elasund", "{player} has %n cubes in the pirates' row and must discard as many cards.", None, 0  # noqa: E501
    ),
    "pirate_discard": QT_TRANSLATE_NOOP("Elasund", "{player} discards a {card} card."),
    "pirate_take": QT_TRANSLATE_NOOP("Elasund", "{player} takes a discarded {card} card."),
    "pirate_bank": QT_TRANSLATE_NOOP(
        "Elasund",
        "The other discarded cards go back: {gold_amount} to the supply, {influence_amount} to the discard pile.",  # noqa: E501
    ),
    "build": Plural.translate(
        "Elasund",
        "{player} builds a {building} at column {col}, row {row} for %n gold (compensation {compensation}).",  # noqa: E501
        None,
        0,
    ),
    "compensation": Plural.translate(
        "Elasund", "{player} pays {owner_player} %n gold compensation.", None, 0
    ),
    "influence_paid": Plural.translate(
        "Elasund", "{player} pays %n {colour} influence cards.", None, 0
    ),
    "influence_paid_each": QT_TRANSLATE_NOOP(
        "Elasund", "{player} pays one red, one blue and one green influence card."
    ),
    "permit_returned": QT_TRANSLATE_NOOP(
        "Elasund", "The permit {value} of {player} at column {col}, row {row} goes back to its owner."  # noqa: E501
    ),
    "destroyed": QT_TRANSLATE_NOOP(
        "Elasund", "The {building} of {player} at column {col}, row {row} is removed."
    ),
    "cubes_returned": Plural.translate("Elasund", "{player} takes back %n cubes.", None, 0),
    "cubes_placed": Plural.translate(
        "Elasund", "{player} puts %n cubes on the {building}.", None, 0
    ),
    "hut_placed": QT_TRANSLATE_NOOP(
        "Elasund", "{player} re-places the {building} at column {col}, row {row}."
    ),
    "hut_removed": QT_TRANSLATE_NOOP(
        "Elasund", "No free place: the {building} of {player} leaves the game."
    ),
    "wall_built": Plural.translate(
        "Elasund", "{player} builds wall tile {number} on the {side} wall, column {col}, for %n gold.", None, 0  # noqa: E501
    ),
    "wall_built_east": Plural.translate(
        "Elasund", "{player} builds wall tile {number} on the east wall, row {row}, for %n gold.", None, 0  # noqa: E501
    ),
    "wall_cards": Plural.translate(
        "Elasund", "{player} draws %n influence cards for the wall.", None, 0
    ),
    "tower_cube": QT_TRANSLATE_NOOP("Elasund", "{player} puts a cube on the tower."),
    "church_draw_two": QT_TRANSLATE_NOOP(
        "Elasund", "{player} draws the top two church tiles and keeps one."
    ),
    "church_bottom": QT_TRANSLATE_NOOP(
        "Elasund", "{player} puts the other church tile under the stack."
    ),
    "church_tile": Plural.translate(
        "Elasund",
        "{player} builds church tile {piece} at column {col}, row {row} for %n gold and puts a cube on it.",  # noqa: E501
        None,
        0,
    ),
    "permit_placed": Plural.translate(
        "Elasund", "{player} places permit {value} at column {col}, row {row} for %n gold.", None, 0
    ),
    "permit_moved": QT_TRANSLATE_NOOP(
        "Elasund",
        "{player} moves permit {value} from column {from_col}, row {from_row} to column {col}, row {row}.",  # noqa: E501
    ),
    "permit_upgraded": Plural.translate(
        "Elasund",
        "{player} replaces permit {old_value} with permit {value} at column {col}, row {row} for %n gold.",  # noqa: E501
        None,
        0,
    ),
    "gold_taken": Plural.translate("Elasund", "{player} takes %n gold.", None, 0),
    "trade_points": Plural.translate(
        "Elasund", "{player} gains %n trade points (now {total}).", None, 0
    ),
    "trade_points_lost": Plural.translate(
        "Elasund", "{player} loses %n trade points (now {total}).", None, 0
    ),
    "track_cube": QT_TRANSLATE_NOOP(
        "Elasund", "{player} puts a cube on trade space {space}."
    ),
    "track_cube_lost": QT_TRANSLATE_NOOP(
        "Elasund", "{player} takes back the cube from trade space {space}."
    ),
    "next_turn": QT_TRANSLATE_NOOP("Elasund", "It is {player}'s turn."),
    "winner": QT_TRANSLATE_NOOP("Elasund", "{player} has placed all ten cubes and wins!"),
    "city_complete": QT_TRANSLATE_NOOP(
        "Elasund",
        "The walls and the church are complete and nobody could build for a whole round: the game ends (house rule).",  # noqa: E501
    ),
    "stall_winner": QT_TRANSLATE_NOOP(
        "Elasund", "{player} wins with the most cubes on the board (house rule)."
    ),
    "turn_limit": Plural.translate(
        "Elasund",
        "Every seat is a computer and the house rule is off: the game ends after %n rounds.",
        None,
        0,
    ),
    "limit_winner": QT_TRANSLATE_NOOP(
        "Elasund", "{player} wins with the most cubes on the board (limit of rounds)."
    ),
}

# Wordings for a count of zero (Qt's plural forms have none): event key ->
# ((the parameter that is 0, the text used then), ...); ui/game_texts.py.
ZERO_TEXTS: dict[str, tuple[tuple[str, str], ...]] = {
    "income": (
        ("influence", QT_TRANSLATE_NOOP("Elasund", "{player} receives {gold_amount}.")),
        ("gold", QT_TRANSLATE_NOOP("Elasund", "{player} receives {influence_amount}.")),
    ),
    "income_short": (
        (
            "influence",
            QT_TRANSLATE_NOOP(
                "Elasund", "The supply is exhausted: {player} misses {gold_amount}."
            ),
        ),
        (
            "gold",
            QT_TRANSLATE_NOOP(
                "Elasund", "The influence deck is exhausted: {player} misses {influence_amount}."
            ),
        ),
    ),
    "pirate_bank": (
        (
            "influence",
            QT_TRANSLATE_NOOP(
                "Elasund", "The other discarded cards go back: {gold_amount} to the supply."
            ),
        ),
        (
            "gold",
            QT_TRANSLATE_NOOP(
                "Elasund",
                "The other discarded cards go back: {influence_amount} to the discard pile.",
            ),
        ),
    ),
    "build": (
        (
            "compensation",
            Plural.translate(
                "Elasund",
                "{player} builds a {building} at column {col}, row {row} for %n gold.",
                None,
                0,
            ),
        ),
    ),
    "compensation": (
        (
            "n",
            QT_TRANSLATE_NOOP(
                "Elasund",
                "{player} owes {owner_player} no compensation: their permits there are worth 0.",
            ),
        ),
    ),
    "permit_placed": (
        (
            "n",
            QT_TRANSLATE_NOOP(
                "Elasund", "{player} places permit {value} at column {col}, row {row} for free."
            ),
        ),
    ),
    "wall_cards": (
        (
            "count",
            QT_TRANSLATE_NOOP(
                "Elasund", "{player} draws no influence card for the wall: none are left."
            ),
        ),
    ),
    "gold_taken": (
        ("count", QT_TRANSLATE_NOOP("Elasund", "{player} takes no gold: the supply is empty.")),
    ),
}

REASONS: dict[str, str] = {
    "game_over": QT_TRANSLATE_NOOP("Elasund", "The game is over."),
    "not_your_turn": QT_TRANSLATE_NOOP("Elasund", "It is {player}'s decision now."),
    "wrong_step": QT_TRANSLATE_NOOP("Elasund", "That is not possible at this step of the turn."),
    "bad_arguments": QT_TRANSLATE_NOOP("Elasund", "That choice is not understood."),
    "ship_row_not_allowed": QT_TRANSLATE_NOOP("Elasund", "The ship cannot go to row {row} now."),
    "ship_must_leave_row": QT_TRANSLATE_NOOP(
        "Elasund", "Pirates: the ship must leave row {row} for another row."
    ),
    "ship_two_rows_away": QT_TRANSLATE_NOOP(
        "Elasund",
        "The roll named the ship's own row {row}: the ship moves two rows north or south instead.",
    ),
    "no_such_card": QT_TRANSLATE_NOOP("Elasund", "There is no {card} card to take."),
    "building_not_available": QT_TRANSLATE_NOOP(
        "Elasund", "No {building} is left in the supply."
    ),
    "no_site_for_building": QT_TRANSLATE_NOOP(
        "Elasund", "There is no place where you could build a {building} now."
    ),
    "church_site": QT_TRANSLATE_NOOP(
        "Elasund", "Buildings may not cover the church site."
    ),
    "outside_city": QT_TRANSLATE_NOOP("Elasund", "Buildings must lie entirely inside the city."),
    "church_tile_there": QT_TRANSLATE_NOOP(
        "Elasund", "Church tiles can never be built over."
    ),
    "not_enough_permits": Plural.translate(
        "Elasund", "This building needs %n permits on its squares; it has {have}.", None, 0
    ),
    "no_own_permit": QT_TRANSLATE_NOOP(
        "Elasund", "You need at least one of your own permits on these squares."
    ),
    "permit_not_highest": QT_TRANSLATE_NOOP(
        "Elasund",
        "Your permits there must be worth strictly more than any other player's (a tie blocks everyone).",  # noqa: E501
    ),
    "larger_building": QT_TRANSLATE_NOOP(
        "Elasund", "A larger building can never be built over."
    ),
    "too_many_same_size": QT_TRANSLATE_NOOP(
        "Elasund", "You can displace at most two buildings of the same size."
    ),
    "not_enough_gold": Plural.translate(
        "Elasund", "You need %n gold but have {have}.", None, 0
    ),
    "need_three_influence": QT_TRANSLATE_NOOP(
        "Elasund",
        "Building over a building of the same size needs 3 influence cards of one colour.",
    ),
    "not_enough_influence": Plural.translate(
        "Elasund", "You need %n {colour} influence cards.", None, 0
    ),
    "hut_square_not_free": QT_TRANSLATE_NOOP(
        "Elasund",
        "A workers' hut needs free squares: no building, permit or church tile, not a trade square.",  # noqa: E501
    ),
    "no_wall_space": QT_TRANSLATE_NOOP("Elasund", "There is no such wall space in this game."),
    "wall_space_taken": QT_TRANSLATE_NOOP("Elasund", "That wall space is already built."),
    "no_wall_tiles": QT_TRANSLATE_NOOP("Elasund", "You have no wall tiles left."),
    "wall_not_adjacent": QT_TRANSLATE_NOOP(
        "Elasund", "A wall tile must touch a city gate or another wall tile."
    ),
    "east_wall_too_early": QT_TRANSLATE_NOOP(
        "Elasund", "East walls may only be built after all 2-gold wall spaces."
    ),
    "church_complete": QT_TRANSLATE_NOOP("Elasund", "The church is complete."),
    "church_tile_not_drawn": QT_TRANSLATE_NOOP(
        "Elasund", "Choose one of the two church tiles you drew."
    ),
    "permit_not_in_supply": QT_TRANSLATE_NOOP(
        "Elasund", "Your permit {value} is not in your supply."
    ),
    "no_free_square": QT_TRANSLATE_NOOP(
        "Elasund", "There is no free square where you could place this permit."
    ),
    "permit_wrong_row": QT_TRANSLATE_NOOP(
        "Elasund",
        "That row is not allowed for this permit: use the ship's row, or the row the rules allow when it is full, or pay 2 influence cards of one colour.",  # noqa: E501
    ),
    "square_not_free": QT_TRANSLATE_NOOP("Elasund", "That square is not free."),
    "square_has_building": QT_TRANSLATE_NOOP(
        "Elasund", "A building stands on that square: permits go on empty squares."
    ),
    "square_has_permit": QT_TRANSLATE_NOOP("Elasund", "A permit already lies on that square."),
    "square_has_church": QT_TRANSLATE_NOOP(
        "Elasund", "The church stands on that square: permits go on empty squares."
    ),
    "church_site_kept_free": QT_TRANSLATE_NOOP(
        "Elasund", "The church site stays free for the church: no permit goes there."
    ),
    "bonus_not_possible": QT_TRANSLATE_NOOP(
        "Elasund", "You cannot pay for or carry out this bonus action."
    ),
    "permit_not_on_board": QT_TRANSLATE_NOOP(
        "Elasund", "Your permit {value} is not on the board."
    ),
    "need_two_of_one_colour": QT_TRANSLATE_NOOP(
        "Elasund", "This bonus action costs 2 influence cards of one colour."
    ),
    "no_higher_permit": QT_TRANSLATE_NOOP(
        "Elasund", "None of your permits higher than {value} is left in your supply."
    ),
    "need_each_colour": QT_TRANSLATE_NOOP(
        "Elasund", "You need one red, one blue and one green influence card."
    ),
}

# The labels of ElasundRules.metrics (players panel columns, statistics chooser).
METRICS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Elasund", "Victory points"),
    QT_TRANSLATE_NOOP("Elasund", "Gold"),
    QT_TRANSLATE_NOOP("Elasund", "Influence cards"),
    QT_TRANSLATE_NOOP("Elasund", "Trade points"),
)

ACTIONS: dict[str, str] = {
    "roll": QT_TRANSLATE_NOOP("Elasund", "Roll the dice"),
    "move_ship": QT_TRANSLATE_NOOP("Elasund", "Ship to row {row}"),
    "discard": QT_TRANSLATE_NOOP("Elasund", "Discard {card}"),
    "take_card": QT_TRANSLATE_NOOP("Elasund", "Take {card}"),
    "build": QT_TRANSLATE_NOOP("Elasund", "Build {building}"),
    "build_at": QT_TRANSLATE_NOOP("Elasund", "Build at column {col}, row {row}"),
    "pay_colour": QT_TRANSLATE_NOOP("Elasund", "Pay with {colour}"),
    "wall": QT_TRANSLATE_NOOP("Elasund", "Wall on the {side} side, column {col}"),
    "wall_east": QT_TRANSLATE_NOOP("Elasund", "Wall on the east side, row {row}"),
    "church": QT_TRANSLATE_NOOP("Elasund", "Build a church tile"),
    "church_keep": QT_TRANSLATE_NOOP("Elasund", "Keep church tile {piece}"),
    "end_construction": QT_TRANSLATE_NOOP("Elasund", "End construction"),
    "place_hut": QT_TRANSLATE_NOOP("Elasund", "Workers' hut to column {col}, row {row}"),
    "take_gold": QT_TRANSLATE_NOOP("Elasund", "Take 2 gold"),
    "permit": QT_TRANSLATE_NOOP("Elasund", "Place permit {value}"),
    "permit_at": QT_TRANSLATE_NOOP("Elasund", "Permit to column {col}, row {row}"),
    "bonus_move": QT_TRANSLATE_NOOP("Elasund", "Bonus: move permit {value}"),
    "bonus_move_to": QT_TRANSLATE_NOOP("Elasund", "Move to column {col}, row {row}"),
    "bonus_upgrade": QT_TRANSLATE_NOOP("Elasund", "Bonus: upgrade permit {value}"),
    "bonus_upgrade_to": QT_TRANSLATE_NOOP("Elasund", "Upgrade to permit {value}"),
    "bonus_place": QT_TRANSLATE_NOOP("Elasund", "Bonus: place permit {value} anywhere"),
    "bonus_place_at": QT_TRANSLATE_NOOP("Elasund", "Place at column {col}, row {row}"),
    "bonus_gold": QT_TRANSLATE_NOOP("Elasund", "Bonus: take 2 gold"),
    "end_turn": QT_TRANSLATE_NOOP("Elasund", "End turn"),
}

# Buttons of one kind shown together under one heading, each named by the
# placeholder that tells them apart (ui/game_texts.py: action_group): five
# choices fit a laptop's Your move panel (issue 25).
ACTION_GROUPS: dict[str, tuple[str, str]] = {
    "build": (QT_TRANSLATE_NOOP("Elasund", "Build:"), "building"),
    "discard": (QT_TRANSLATE_NOOP("Elasund", "Discard:"), "card"),
    "take_card": (QT_TRANSLATE_NOOP("Elasund", "Take:"), "card"),
    "pay_colour": (QT_TRANSLATE_NOOP("Elasund", "Pay with:"), "colour"),
    "permit": (QT_TRANSLATE_NOOP("Elasund", "Place permit:"), "value"),
    "bonus_upgrade_to": (QT_TRANSLATE_NOOP("Elasund", "Upgrade to permit:"), "value"),
}

TERMS: dict[str, str] = {
    "gold": QT_TRANSLATE_NOOP("Elasund", "gold"),
    "influence": QT_TRANSLATE_NOOP("Elasund", "influence"),
    "red": QT_TRANSLATE_NOOP("Elasund", "red"),
    "blue": QT_TRANSLATE_NOOP("Elasund", "blue"),
    "green": QT_TRANSLATE_NOOP("Elasund", "green"),
    "yellow": QT_TRANSLATE_NOOP("Elasund", "yellow"),
    "hut_small": QT_TRANSLATE_NOOP("Elasund", "small workers' hut"),
    "hut_large": QT_TRANSLATE_NOOP("Elasund", "large workers' hut"),
    "house": QT_TRANSLATE_NOOP("Elasund", "house"),
    "workshop": QT_TRANSLATE_NOOP("Elasund", "workshop"),
    "well": QT_TRANSLATE_NOOP("Elasund", "well"),
    "market_stand": QT_TRANSLATE_NOOP("Elasund", "market stand"),
    "tavern": QT_TRANSLATE_NOOP("Elasund", "tavern"),
    "merchant": QT_TRANSLATE_NOOP("Elasund", "merchant"),
    "large_building": QT_TRANSLATE_NOOP("Elasund", "large building"),
    "north": QT_TRANSLATE_NOOP("Elasund", "north"),
    "south": QT_TRANSLATE_NOOP("Elasund", "south"),
    "east": QT_TRANSLATE_NOOP("Elasund", "east"),
    "choose": QT_TRANSLATE_NOOP("Elasund", "choose"),
    "random": QT_TRANSLATE_NOOP("Elasund", "random"),
    "nearest": QT_TRANSLATE_NOOP("Elasund", "nearest"),
    "neighbours": QT_TRANSLATE_NOOP("Elasund", "neighbours"),
}

_ARG_NAMES: dict[str, tuple[str, ...]] = {
    "move_ship": ("row",),
    "discard": ("card",),
    "take_card": ("card",),
    "build": ("building",),
    "build_at": ("col", "row"),
    "pay_colour": ("colour",),
    "wall": ("side", "col"),
    "church_keep": ("piece",),
    "place_hut": ("col", "row"),
    "permit": ("value",),
    "permit_at": ("col", "row"),
    "bonus_move": ("value",),
    "bonus_move_to": ("col", "row"),
    "bonus_upgrade": ("value",),
    "bonus_upgrade_to": ("value",),
    "bonus_place": ("value",),
    "bonus_place_at": ("col", "row"),
}


def describe(action: Action) -> tuple[str, dict[str, object]]:
    """(ACTIONS key, params) of an action; params also carry the acting `player`."""
    names = _ARG_NAMES.get(action.kind, ())
    params: dict[str, object] = {"player": action.player}
    for name, value in zip(names, action.args, strict=False):
        # Action args are engine numbers (column 0 at the sea, church tiles
        # 0-8); players count both from 1, as the board labels them.
        shift = name in ("col", "from_col", "piece") and isinstance(value, int)
        params[name] = value + 1 if shift else value
    if action.kind == "wall" and params.get("side") == "east":
        # An east wall space is named by its dice row, not by a column.
        return "wall_east", {"player": action.player, "row": action.args[1]}
    return action.kind, params

# Where the points of a final score come from (rules.score_breakdown), for the
# end-of-game window.
SCORE_SOURCES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Elasund", "Buildings"),
    QT_TRANSLATE_NOOP("Elasund", "Trade track"),
    QT_TRANSLATE_NOOP("Elasund", "Walls"),
    QT_TRANSLATE_NOOP("Elasund", "Church"),
)

# The end-of-game window's rows, one per scoring step of the rulebook: source of
# score_breakdown -> (its wording, the count its `%n` stands for, or None).
# Every cube on the board is a victory point; the rulebooks' places for them:
SCORE_STEPS: dict[str, tuple[str, int | None]] = {
    "Buildings": (QT_TRANSLATE_NOOP("Elasund", "Cubes on the flags of buildings"), None),
    "Trade track": (QT_TRANSLATE_NOOP("Elasund", "Cubes on the trade track"), None),
    "Walls": (QT_TRANSLATE_NOOP("Elasund", "Cubes on wall towers"), None),
    "Church": (QT_TRANSLATE_NOOP("Elasund", "Cubes on church tiles"), None),
}

# What was hidden until the end, by kind (rules.hidden_at_the_end): row labels.
HIDDEN_GROUPS: tuple[str, ...] = (QT_TRANSLATE_NOOP("Elasund", "Influence cards in hand"),)

# How the game ended (rules.end_explanation): key -> sentence.
ENDINGS: dict[str, str] = {
    "ten_cubes": QT_TRANSLATE_NOOP("Elasund", "{player} placed the last of their 10 victory point cubes: the game ends at once, so no tie-break is needed."),  # noqa: E501
    "city_complete": QT_TRANSLATE_NOOP("Elasund", "The walls and the church are complete and nobody could build for a whole round: the game ended by the house rule, and the most cubes placed win."),  # noqa: E501
    "most_points": Plural.translate("Elasund", "{player} has the most victory points (%n) and wins.", None, 0),  # noqa: E501
    "tied": Plural.translate("Elasund", "{players} are tied on %n victory points.", None, 0),
    "gold": QT_TRANSLATE_NOOP("Elasund", "Tie-break of the house rule, the most gold: {standing}."),
    "turn_limit": Plural.translate("Elasund", "Every seat is a computer and the house rule is off: the game ended after %n rounds, and the most cubes placed win.", None, 0),  # noqa: E501
    "limit_gold": QT_TRANSLATE_NOOP("Elasund", "Tie-break of the limit of rounds, the most gold: {standing}."),  # noqa: E501
    "tie_won": QT_TRANSLATE_NOOP("Elasund", "{player} wins the tie."),
    "tie_shared": QT_TRANSLATE_NOOP("Elasund", "{players} are still tied and share the victory."),
}  # fmt: skip

# What a player gains or loses (engine/gains.py: a gain's term -> its counted
# text); the players panel writes "+" or "−" before it.
GAINS: dict[str, str] = {
    "gold": Plural.translate("Elasund", "%n gold", None, 0),
    "influence card": Plural.translate("Elasund", "%n influence cards", None, 0),
}
