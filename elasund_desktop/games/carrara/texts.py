# ruff: noqa: E501  (one literal per text: lupdate needs unbroken strings)
"""English texts of Carrara's engine keys (Qt-free; translated by the UI in context "Carrara").

Events and reasons are format strings over the parameters the rules put in
`Event.make(...)` / `IllegalAction(...)`.  Parameters named `player` or ending
in `_player` hold seats; string parameters found in TERMS are words the UI
translates (colours, cities, building types, objects).  Texts with a number
to agree with use `%n` (the parameter `n`) and are marked with
`Plural.translate`; their English singular forms come from the English
plural catalogue (translations/elasund_desktop_en.ts).
"""

from __future__ import annotations

from typing import Any

from ...engine.rules import Action
from ...i18n.noop import QT_TRANSLATE_NOOP, Plural
from . import data as D  # noqa: N812
from .data import POSITION_NAMES

CONTEXT = "Carrara"

EVENTS: dict[str, str] = {
    "wheel_turned": QT_TRANSLATE_NOOP("Carrara", "{player} turns the wheel (blocks drawn from the bag: {count})."),
    "bag_short": Plural.translate("Carrara", "The bag is empty: blocks on the wheel now: %n.", None, 0),
    "cannot_buy": Plural.translate("Carrara", "{player} cannot afford any block and takes %n coins instead.", None, 0),
    "take_block": Plural.translate("Carrara", "{player} takes a {colour} block from segment {position} and pays %n coins.", None, 0),
    "take_free_block": QT_TRANSLATE_NOOP("Carrara", "{player} takes a {colour} block from segment {position} for free."),
    "build": QT_TRANSLATE_NOOP("Carrara", "{player} builds a {building} of value {value} in {city}, paid with: {paid}."),
    "all_built": QT_TRANSLATE_NOOP("Carrara", "All 30 buildings are built: the round is finished, then the game ends."),
    "score_city": QT_TRANSLATE_NOOP("Carrara", "{player} scores {city}: VP +{vp}, coins +{coins}."),
    "score_type": QT_TRANSLATE_NOOP("Carrara", "{player} scores the type {building}: VP +{vp}, coins +{coins}."),
    "objects_gained": Plural.translate("Carrara", "{player} takes from the supply: {object} × %n.", None, 0),
    "supply_empty": Plural.translate("Carrara", "The supply is out of those objects: {player} gets nothing for %n of the scored buildings.", None, 0),
    "buy_object": QT_TRANSLATE_NOOP("Carrara", "{player} buys a {object} for {coins} coins."),
    "announce_end": QT_TRANSLATE_NOOP("Carrara", "{player} meets all three objectives and announces the end (+{vp} VP). The round is finished, then the game ends."),
    "final_score": QT_TRANSLATE_NOOP("Carrara", "{player}: final score {points} (track {track}, objects {objects}, coins {coins}, buildings {buildings}; marble blocks: {marble})."),
    "winner": QT_TRANSLATE_NOOP("Carrara", "{player} wins with a final score of {points}!"),
}  # fmt: skip

REASONS: dict[str, str] = {
    "game_over": QT_TRANSLATE_NOOP("Carrara", "The game is over."),
    "unknown_action": QT_TRANSLATE_NOOP("Carrara", "This is not a move of Carrara."),
    "not_your_turn": QT_TRANSLATE_NOOP("Carrara", "It is {player}'s decision now."),
    "bad_argument": QT_TRANSLATE_NOOP("Carrara", "That choice does not exist here."),
    "not_now": QT_TRANSLATE_NOOP("Carrara", "You cannot do that now."),
    "choose_an_action": QT_TRANSLATE_NOOP("Carrara", "First choose your action: buy marble, build or score."),
    "choose_a_segment": QT_TRANSLATE_NOOP("Carrara", "The wheel has turned: choose the segment you buy from."),
    "take_from_segment": QT_TRANSLATE_NOOP("Carrara", "Take blocks from the segment you chose, or stop taking."),
    "choose_a_city": QT_TRANSLATE_NOOP("Carrara", "Choose the city where the building goes."),
    "choose_blocks": QT_TRANSLATE_NOOP("Carrara", "Choose the blocks that pay for the building."),
    "action_done": QT_TRANSLATE_NOOP("Carrara", "You have had your action: buy an object, announce the end or end your turn."),
    "segment_empty": QT_TRANSLATE_NOOP("Carrara", "There are no blocks on that segment."),
    "wheel_turns_first": QT_TRANSLATE_NOOP("Carrara", "Buying marble starts with turning the wheel: press the Buy marble button, then choose a segment."),
    "one_segment_only": QT_TRANSLATE_NOOP("Carrara", "You buy from one segment only: take blocks from segment {position} or stop taking."),
    "segment_unaffordable": QT_TRANSLATE_NOOP("Carrara", "You cannot pay for any block there: the cheapest block's price is {coins}, your coins: {have}."),
    "colour_not_on_segment": QT_TRANSLATE_NOOP("Carrara", "There is no {colour} block left on this segment."),
    "cannot_afford_block": QT_TRANSLATE_NOOP("Carrara", "Here a {colour} block's price is {coins}, your coins: {have}."),
    "must_take_one": QT_TRANSLATE_NOOP("Carrara", "You must take at least one block."),
    "tile_not_on_display": QT_TRANSLATE_NOOP("Carrara", "That building is not on display."),
    "no_marble": QT_TRANSLATE_NOOP("Carrara", "You have no marble: buy marble before you build."),
    "cannot_pay_tile": Plural.translate("Carrara", "This building costs %n marble blocks and you hold only {held}.", None, 0),
    "choose_tile_first": QT_TRANSLATE_NOOP("Carrara", "First choose a building on display, then the city where it goes."),
    "city_cannot_be_paid": Plural.translate("Carrara", "{city} accepts only this marble: {colours}. The building needs %n of those blocks; you hold {held}.", None, 0),
    "colour_not_accepted": QT_TRANSLATE_NOOP("Carrara", "{city} does not accept {colour} marble."),
    "no_such_block": QT_TRANSLATE_NOOP("Carrara", "You have no {colour} block left."),
    "no_markers_left": QT_TRANSLATE_NOOP("Carrara", "You have used all six scoring markers."),
    "city_scored_by_you": QT_TRANSLATE_NOOP("Carrara", "You have already scored {city}."),
    "city_already_scored": QT_TRANSLATE_NOOP("Carrara", "{other_player} has already scored {city}: nobody else may score it."),
    "city_needs_buildings": Plural.translate("Carrara", "To score {city} you need at least %n buildings there on your own board; you have {have}.", None, 0),
    "type_already_scored": QT_TRANSLATE_NOOP("Carrara", "You have already scored the type {building}."),
    "type_needs_building": QT_TRANSLATE_NOOP("Carrara", "You have no {building} on your board to score."),
    "buying_marble_now": QT_TRANSLATE_NOOP("Carrara", "You are buying marble this turn, and a turn has one action: take blocks from one segment."),
    "building_now": QT_TRANSLATE_NOOP("Carrara", "You are building this turn, and a turn has one action: choose the city, then the blocks that pay. Undo takes the choice back."),
    "object_after_action": QT_TRANSLATE_NOOP("Carrara", "Objects are bought after your action: first buy marble, build or score."),
    "object_already_bought": QT_TRANSLATE_NOOP("Carrara", "Only one object may be bought per turn."),
    "object_not_for_sale": QT_TRANSLATE_NOOP("Carrara", "No {object} is for sale any more."),
    "cannot_afford_object": QT_TRANSLATE_NOOP("Carrara", "An object costs {coins} coins and you have {have}."),
    "end_already_triggered": QT_TRANSLATE_NOOP("Carrara", "The end of the game is already on its way."),
    "objectives_not_met": QT_TRANSLATE_NOOP("Carrara", "You can announce the end only when you meet all three objectives."),
}  # fmt: skip

ACTIONS: dict[str, str] = {
    "buy_marble": QT_TRANSLATE_NOOP("Carrara", "Buy marble (turn the wheel)"),
    "choose_segment": QT_TRANSLATE_NOOP("Carrara", "Buy from segment {position}"),
    "take_block": QT_TRANSLATE_NOOP("Carrara", "Take a {colour} block"),
    "stop_taking": QT_TRANSLATE_NOOP("Carrara", "Stop taking blocks"),
    "build": QT_TRANSLATE_NOOP("Carrara", "Build this building"),
    "build_in": QT_TRANSLATE_NOOP("Carrara", "Build in {city}"),
    "pay": QT_TRANSLATE_NOOP("Carrara", "Pay with a {colour} block"),
    "score_city": QT_TRANSLATE_NOOP("Carrara", "Score {city}"),
    "score_type": QT_TRANSLATE_NOOP("Carrara", "Score the type {building}"),
    "buy_object": QT_TRANSLATE_NOOP("Carrara", "Buy a {object} for 10 coins"),
    "announce_end": QT_TRANSLATE_NOOP("Carrara", "Announce the end (+5 VP)"),
    "end_turn": QT_TRANSLATE_NOOP("Carrara", "End the turn"),
}  # fmt: skip

# Buttons of one kind shown together under one heading, each named by the
# placeholder that tells them apart (ui/game_texts.py: action_group): five
# choices fit a laptop's Your move panel (issue 25).
ACTION_GROUPS: dict[str, tuple[str, str]] = {
    "take_block": (QT_TRANSLATE_NOOP("Carrara", "Take a block:"), "colour"),
    "pay": (QT_TRANSLATE_NOOP("Carrara", "Pay with a block:"), "colour"),
    "build_in": (QT_TRANSLATE_NOOP("Carrara", "Build in:"), "city"),
    "score_city": (QT_TRANSLATE_NOOP("Carrara", "Score:"), "city"),
    "buy_object": (QT_TRANSLATE_NOOP("Carrara", "Buy for 10 coins:"), "object"),
    "choose_segment": (QT_TRANSLATE_NOOP("Carrara", "Buy from segment:"), "position"),
}

TERMS: dict[str, str] = {
    # marble
    "white": QT_TRANSLATE_NOOP("Carrara", "white"),
    "yellow": QT_TRANSLATE_NOOP("Carrara", "yellow"),
    "red": QT_TRANSLATE_NOOP("Carrara", "red"),
    "green": QT_TRANSLATE_NOOP("Carrara", "green"),
    "blue": QT_TRANSLATE_NOOP("Carrara", "blue"),
    "black": QT_TRANSLATE_NOOP("Carrara", "black"),
    # cities, as printed
    "livorno": QT_TRANSLATE_NOOP("Carrara", "Livorno"),
    "pisa": QT_TRANSLATE_NOOP("Carrara", "Pisa"),
    "lucca": QT_TRANSLATE_NOOP("Carrara", "Lucca"),
    "viareggio": QT_TRANSLATE_NOOP("Carrara", "Viareggio"),
    "massa": QT_TRANSLATE_NOOP("Carrara", "Massa"),
    "lerici": QT_TRANSLATE_NOOP("Carrara", "Lerici"),
    # building types
    "biblioteca": QT_TRANSLATE_NOOP("Carrara", "library"),
    "cattedrale": QT_TRANSLATE_NOOP("Carrara", "cathedral"),
    "palazzo": QT_TRANSLATE_NOOP("Carrara", "palace"),
    "porta": QT_TRANSLATE_NOOP("Carrara", "gate"),
    "castello": QT_TRANSLATE_NOOP("Carrara", "castle"),
    "villa": QT_TRANSLATE_NOOP("Carrara", "villa"),
    # objects
    "book": QT_TRANSLATE_NOOP("Carrara", "book"),
    "cup": QT_TRANSLATE_NOOP("Carrara", "cup"),
    "crown": QT_TRANSLATE_NOOP("Carrara", "crown"),
    "gate": QT_TRANSLATE_NOOP("Carrara", "portal"),
    "flag": QT_TRANSLATE_NOOP("Carrara", "flag"),
    "coat_of_arms": QT_TRANSLATE_NOOP("Carrara", "coat of arms"),
}

# The labels of CarraraRules.metrics (players panel columns, statistics chooser).
METRICS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Carrara", "Victory points"),
    QT_TRANSLATE_NOOP("Carrara", "Score track"),
    QT_TRANSLATE_NOOP("Carrara", "Building value"),
    QT_TRANSLATE_NOOP("Carrara", "Scorings"),
)

PHASES: dict[str, str] = {
    "action": QT_TRANSLATE_NOOP("Carrara", "Buy marble, build a building or score"),
    "segment": QT_TRANSLATE_NOOP("Carrara", "Choose the wheel segment to buy from"),
    "take": QT_TRANSLATE_NOOP("Carrara", "Take blocks from the segment, then stop"),
    "city": QT_TRANSLATE_NOOP("Carrara", "Choose the city for the building"),
    "pay": QT_TRANSLATE_NOOP("Carrara", "Choose the blocks that pay"),
    "after": QT_TRANSLATE_NOOP("Carrara", "Buy an object, announce the end or end your turn"),
    "over": QT_TRANSLATE_NOOP("Carrara", "The game is over"),
}

_ARG_NAMES: dict[str, str] = {
    "choose_segment": "position",
    "take_block": "colour",
    "pay": "colour",
    "build": "tile",
    "build_in": "city",
    "score_city": "city",
    "score_type": "building",
    "buy_object": "object",
}


def describe(action: Action) -> tuple[str, dict[str, Any]]:
    """The ACTIONS key of `action` and the parameters its label may use."""
    params: dict[str, Any] = {"player": action.player}
    name = _ARG_NAMES.get(action.kind)
    if name is not None and action.args:
        value = action.args[0]
        # segments are shown by their printed Roman position
        params[name] = POSITION_NAMES[value] if name == "position" else value
    return action.kind, params

# Where the points of a final score come from (rules.score_breakdown), for the
# end-of-game window.
SCORE_SOURCES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Carrara", "Score track"),
    QT_TRANSLATE_NOOP("Carrara", "Announcing the end"),
    QT_TRANSLATE_NOOP("Carrara", "Objects"),
    QT_TRANSLATE_NOOP("Carrara", "Coins"),
    QT_TRANSLATE_NOOP("Carrara", "Buildings"),
)

# The end-of-game window's rows, one per scoring step of the rulebook: source of
# score_breakdown -> (its wording, the count its `%n` stands for, or None).
# The rulebook's final count: +5 for announcing, 3 per object, 1 per 5 coins,
# the value of every building; the score track holds the scorings before it.
SCORE_STEPS: dict[str, tuple[str, int | None]] = {
    "Score track": (
        QT_TRANSLATE_NOOP("Carrara", "Score track: the points of the scorings during the game"),
        None,
    ),
    "Announcing the end": (
        Plural.translate("Carrara", "Announcing the end: %n points", None, 0),
        D.ANNOUNCE_BONUS_VP,
    ),
    "Objects": (Plural.translate("Carrara", "Objects: %n points each", None, 0), D.VP_PER_OBJECT),
    "Coins": (Plural.translate("Carrara", "Coins: 1 point per %n coins", None, 0), D.COINS_PER_VP),
    "Buildings": (QT_TRANSLATE_NOOP("Carrara", "Buildings: their value in marble"), None),
}

# What lay behind the screens until the end (rules.hidden_at_the_end): row labels.
HIDDEN_GROUPS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Carrara", "Coins behind the screen"),
    QT_TRANSLATE_NOOP("Carrara", "Objects behind the screen"),
    QT_TRANSLATE_NOOP("Carrara", "Marble behind the screen"),
)

# How the game ended (rules.end_explanation): key -> sentence.
ENDINGS: dict[str, str] = {
    "announced": Plural.translate("Carrara", "{player} met the three objectives and announced the end (+%n points); the round was then played to its end.", None, 0),
    "all_built": QT_TRANSLATE_NOOP("Carrara", "All 30 buildings were built; the round was then played to its end."),
    "most_points": Plural.translate("Carrara", "{player} has the most points (%n) and wins.", None, 0),
    "tied": Plural.translate("Carrara", "{players} are tied on %n points.", None, 0),
    "marble": QT_TRANSLATE_NOOP("Carrara", "Tie-break, the most marble behind the screen: {standing}."),
    "tie_won": QT_TRANSLATE_NOOP("Carrara", "{player} wins the tie."),
    "tie_shared": QT_TRANSLATE_NOOP("Carrara", "{players} are still tied and share the victory."),
}  # fmt: skip

# What a player gains or loses (engine/gains.py: a gain's term -> its counted
# text); the players panel writes "+" or "−" before it.
GAINS: dict[str, str] = {
    "coin": Plural.translate("Carrara", "%n coins", None, 0),
    "victory point": Plural.translate("Carrara", "%n victory points", None, 0),
    "block": Plural.translate("Carrara", "%n marble blocks", None, 0),
    "object": Plural.translate("Carrara", "%n objects", None, 0),
}
