# ruff: noqa: E501  (one literal per text: lupdate needs unbroken strings)
"""English texts of Catan's engine keys (Qt-free; translated by the UI in context "Catan").

Events and reasons are format strings over the parameters the rules put in
`Event.make(...)` / `IllegalAction(...)`.  Parameters named `player` or ending
in `_player` hold seat indices; string parameters found in TERMS are words
the UI translates (resources, cards, terrains, pieces).  A text with a count
says `%n` and is marked with Plural.translate (numerus): its count is the
parameter `n` or `count`, so each language picks its plural form.
"""

from __future__ import annotations

from typing import Any

from ...engine.rules import Action
from ...i18n.noop import QT_TRANSLATE_NOOP, Plural

CONTEXT = "Catan"

EVENTS: dict[str, str] = {
    "setup_settlement": QT_TRANSLATE_NOOP("Catan", "{player} places a settlement."),
    "setup_road": QT_TRANSLATE_NOOP("Catan", "{player} places a road."),
    "setup_yield": QT_TRANSLATE_NOOP("Catan", "{player} receives {n_resource} from the second settlement."),
    "turn_start": QT_TRANSLATE_NOOP("Catan", "Turn {turn}: {player} is on turn."),
    "end_turn": QT_TRANSLATE_NOOP("Catan", "{player} ends the turn."),
    "roll": QT_TRANSLATE_NOOP("Catan", "{player} rolls {die1} + {die2} = {total}."),
    "produce": QT_TRANSLATE_NOOP("Catan", "{player} receives {n_resource}."),
    "shortage": QT_TRANSLATE_NOOP("Catan", "The bank cannot pay everyone's {resource}: nobody receives it."),
    "shortage_single": Plural.translate("Catan", "The bank is short of {resource}: {player} receives only %n cards instead of {owed}.", None, 0),
    "must_discard": Plural.translate("Catan", "{player} holds more than 7 cards and must discard %n cards.", None, 0),
    "discard": QT_TRANSLATE_NOOP("Catan", "{player} discards 1 {resource}."),
    "robber_moved": QT_TRANSLATE_NOOP("Catan", "{player} moves the robber to the {terrain} hex numbered {number}."),
    "robber_moved_desert": QT_TRANSLATE_NOOP("Catan", "{player} moves the robber to the desert."),
    "steal": QT_TRANSLATE_NOOP("Catan", "{player} steals 1 {resource} from {victim_player}."),
    "nothing_to_steal": QT_TRANSLATE_NOOP("Catan", "{player} finds nobody to rob there."),
    "build_road": QT_TRANSLATE_NOOP("Catan", "{player} builds a road."),
    "build_settlement": QT_TRANSLATE_NOOP("Catan", "{player} builds a settlement."),
    "build_city": QT_TRANSLATE_NOOP("Catan", "{player} upgrades a settlement to a city."),
    "buy_development": QT_TRANSLATE_NOOP("Catan", "{player} buys a development card ({card})."),
    "play_knight": Plural.translate("Catan", "{player} plays a Knight (%n played).", None, 0),
    "play_road_building": QT_TRANSLATE_NOOP("Catan", "{player} plays Road Building."),
    "free_road": QT_TRANSLATE_NOOP("Catan", "{player} places a free road."),
    "play_year_of_plenty": QT_TRANSLATE_NOOP("Catan", "{player} plays Year of Plenty."),
    "take_resource": QT_TRANSLATE_NOOP("Catan", "{player} takes 1 {resource} from the bank."),
    "play_monopoly": QT_TRANSLATE_NOOP("Catan", "{player} plays Monopoly on {resource}."),
    "monopoly_take": QT_TRANSLATE_NOOP("Catan", "{victim_player} gives {n_resource} to {player}."),
    "bank_trade": QT_TRANSLATE_NOOP("Catan", "{player} trades {n_give} with the bank for 1 {resource}."),
    "offer_sent": QT_TRANSLATE_NOOP("Catan", "{player} offers a trade to {target_player}:"),
    "offer_sent_all": QT_TRANSLATE_NOOP("Catan", "{player} offers a trade to everybody:"),
    "offer_gives": QT_TRANSLATE_NOOP("Catan", "{player} would give {n_resource}."),
    "offer_asks": QT_TRANSLATE_NOOP("Catan", "{player} asks for {n_resource}."),
    "offer_accepted": QT_TRANSLATE_NOOP("Catan", "{player} accepts the offer."),
    "offer_declined": QT_TRANSLATE_NOOP("Catan", "{player} declines the offer."),
    "offer_rejected": QT_TRANSLATE_NOOP("Catan", "Nobody accepts the offer of {player}."),
    "offer_cancelled": QT_TRANSLATE_NOOP("Catan", "{player} withdraws the offer."),
    "trade": QT_TRANSLATE_NOOP("Catan", "{player} trades with {partner_player}."),
    "trade_cards": QT_TRANSLATE_NOOP("Catan", "{player} gives {n_resource} to {other_player}."),
    "longest_road": Plural.translate("Catan", "{player} now holds the Longest Road (%n segments).", None, 0),
    "longest_road_aside": QT_TRANSLATE_NOOP("Catan", "{previous_player} loses the Longest Road; nobody holds it now."),
    "largest_army": Plural.translate("Catan", "{player} now holds the Largest Army (%n knights).", None, 0),
    "reveal_victory_points": Plural.translate("Catan", "{player} reveals %n victory point cards.", None, 0),
    "winner": Plural.translate("Catan", "{player} wins with %n victory points!", None, 0),
}  # fmt: skip

# Wordings for a count of zero (Qt's plural forms have none): event key ->
# ((the parameter that is 0, the text used then), ...); ui/game_texts.py.
ZERO_TEXTS: dict[str, tuple[tuple[str, str], ...]] = {
    "shortage_single": (
        ("count", QT_TRANSLATE_NOOP("Catan", "The bank has no {resource} left for {player}.")),
    ),
}  # fmt: skip

# Events with a parameter only some seats may see.  key -> (the params naming
# the seats who may see the full text, the text everybody else gets).
PRIVATE_EVENTS: dict[str, tuple[tuple[str, ...], str]] = {
    "steal": (
        ("player", "victim_player"),
        QT_TRANSLATE_NOOP("Catan", "{player} steals a card from {victim_player}."),
    ),
    "buy_development": (
        ("player",),
        QT_TRANSLATE_NOOP("Catan", "{player} buys a development card."),
    ),
}

REASONS: dict[str, str] = {
    "game_over": QT_TRANSLATE_NOOP("Catan", "The game is over."),
    "unknown_action": QT_TRANSLATE_NOOP("Catan", "This is not a move of Catan."),
    "not_your_turn": QT_TRANSLATE_NOOP("Catan", "It is {player}'s decision now."),
    "bad_argument": QT_TRANSLATE_NOOP("Catan", "That choice does not exist here."),
    "not_now": QT_TRANSLATE_NOOP("Catan", "You cannot do that now."),
    "must_roll_first": QT_TRANSLATE_NOOP("Catan", "Roll the dice first."),
    "already_rolled": QT_TRANSLATE_NOOP("Catan", "You have already rolled this turn."),
    "cannot_afford": QT_TRANSLATE_NOOP("Catan", "This costs {cost}; you are missing {missing}."),
    "no_pieces": QT_TRANSLATE_NOOP("Catan", "You have no {piece} left in your supply."),
    "edge_taken": QT_TRANSLATE_NOOP("Catan", "There is already a road there."),
    "road_not_connected": QT_TRANSLATE_NOOP("Catan", "A road must join your own road, settlement or city, and cannot pass another player's building."),
    "setup_road_must_touch": QT_TRANSLATE_NOOP("Catan", "This road must touch the settlement you have just placed."),
    "node_taken": QT_TRANSLATE_NOOP("Catan", "That intersection is already taken."),
    "distance_rule": QT_TRANSLATE_NOOP("Catan", "Distance rule: no settlement next to another settlement or city."),
    "settlement_not_connected": QT_TRANSLATE_NOOP("Catan", "A settlement must touch one of your roads."),
    "not_your_settlement": QT_TRANSLATE_NOOP("Catan", "A city must replace one of your own settlements."),
    "already_city": QT_TRANSLATE_NOOP("Catan", "This is already a city: a city cannot be upgraded further."),
    "robber_not_now": QT_TRANSLATE_NOOP("Catan", "The robber moves only after a 7 is rolled or a Knight is played."),
    "deck_empty": QT_TRANSLATE_NOOP("Catan", "No development cards are left."),
    "no_card": QT_TRANSLATE_NOOP("Catan", "You have no {card} card."),
    "card_bought_this_turn": QT_TRANSLATE_NOOP("Catan", "A development card cannot be played in the turn it was bought."),
    "card_already_played": QT_TRANSLATE_NOOP("Catan", "Only one development card may be played per turn."),
    "bank_no_cards": QT_TRANSLATE_NOOP("Catan", "The bank has no cards you could take."),
    "bank_empty": QT_TRANSLATE_NOOP("Catan", "The bank has no {resource} left."),
    "same_resource": QT_TRANSLATE_NOOP("Catan", "Take a different resource from the one you give."),
    "rate_not_available": QT_TRANSLATE_NOOP("Catan", "You have no harbour for trading {resource} at {rate}:1."),
    "not_enough_cards": QT_TRANSLATE_NOOP("Catan", "You do not have enough {resource}."),
    "nothing_to_discard": QT_TRANSLATE_NOOP("Catan", "You have no {resource} to discard."),
    "robber_must_move": QT_TRANSLATE_NOOP("Catan", "The robber must move to a different land hex."),
    "not_a_victim": QT_TRANSLATE_NOOP("Catan", "You can only rob a player with a building on the robber's hex who holds cards."),
    "like_for_like": QT_TRANSLATE_NOOP("Catan", "The same resource cannot be on both sides of a trade."),
    "no_gift": QT_TRANSLATE_NOOP("Catan", "Both sides of a trade must give at least one card."),
    "ask_too_many": QT_TRANSLATE_NOOP("Catan", "You cannot ask for more cards than the other players hold."),
    "no_trade_possible": QT_TRANSLATE_NOOP("Catan", "No trade is possible: the others hold nothing you could ask for in exchange for your cards."),
    "offer_limit": Plural.translate("Catan", "You may send at most %n trade offers per turn.", None, 0),
    "cannot_accept": QT_TRANSLATE_NOOP("Catan", "You do not hold the cards asked for."),
    "not_accepted": QT_TRANSLATE_NOOP("Catan", "{other_player} has not accepted this offer."),
}  # fmt: skip

ACTIONS: dict[str, str] = {
    "place_settlement": QT_TRANSLATE_NOOP("Catan", "Place a settlement"),
    "place_road": QT_TRANSLATE_NOOP("Catan", "Place a road"),
    "roll": QT_TRANSLATE_NOOP("Catan", "Roll the dice"),
    "end_turn": QT_TRANSLATE_NOOP("Catan", "End the turn"),
    "build_road": QT_TRANSLATE_NOOP("Catan", "Build a road"),
    "build_settlement": QT_TRANSLATE_NOOP("Catan", "Build a settlement"),
    "build_city": QT_TRANSLATE_NOOP("Catan", "Build a city"),
    "buy_development": QT_TRANSLATE_NOOP("Catan", "Buy a development card"),
    "play_knight": QT_TRANSLATE_NOOP("Catan", "Play a Knight"),
    "play_road_building": QT_TRANSLATE_NOOP("Catan", "Play Road Building"),
    "play_year_of_plenty": QT_TRANSLATE_NOOP("Catan", "Play Year of Plenty"),
    "play_monopoly": QT_TRANSLATE_NOOP("Catan", "Play Monopoly on {resource}"),
    "take_resource": QT_TRANSLATE_NOOP("Catan", "Take {resource}"),
    "discard": QT_TRANSLATE_NOOP("Catan", "Discard {resource}"),
    "move_robber": QT_TRANSLATE_NOOP("Catan", "Move the robber here"),
    "steal": QT_TRANSLATE_NOOP("Catan", "Rob {victim_player}"),
    "bank_trade": QT_TRANSLATE_NOOP("Catan", "Trade {n_resource} with the bank"),
    "bank_take": QT_TRANSLATE_NOOP("Catan", "Take {resource} from the bank"),
    "offer_start": QT_TRANSLATE_NOOP("Catan", "Offer a trade to the other players"),
    "offer_give": QT_TRANSLATE_NOOP("Catan", "Offer 1 more {resource}"),
    "offer_get": QT_TRANSLATE_NOOP("Catan", "Ask for 1 more {resource}"),
    "offer_send": QT_TRANSLATE_NOOP("Catan", "Send the offer to {target_player}"),
    "offer_send_all": QT_TRANSLATE_NOOP("Catan", "Send the offer to everybody"),
    "offer_accept": QT_TRANSLATE_NOOP("Catan", "Accept the offer"),
    "offer_decline": QT_TRANSLATE_NOOP("Catan", "Decline the offer"),
    "offer_confirm": QT_TRANSLATE_NOOP("Catan", "Trade with {partner_player}"),
    "offer_cancel": QT_TRANSLATE_NOOP("Catan", "Withdraw the offer"),
}  # fmt: skip

# Buttons of one kind shown together under one heading, each named by the
# placeholder that tells them apart (ui/game_texts.py: action_group): five
# choices fit a laptop's Your move panel (issue 25).
ACTION_GROUPS: dict[str, tuple[str, str]] = {
    "discard": (QT_TRANSLATE_NOOP("Catan", "Discard a card:"), "resource"),
    "bank_take": (QT_TRANSLATE_NOOP("Catan", "Take from the bank:"), "resource"),
    "take_resource": (QT_TRANSLATE_NOOP("Catan", "Take from the bank:"), "resource"),
    "play_monopoly": (QT_TRANSLATE_NOOP("Catan", "Play Monopoly on:"), "resource"),
    "bank_trade": (QT_TRANSLATE_NOOP("Catan", "Trade with the bank:"), "n_resource"),
    "offer_give": (QT_TRANSLATE_NOOP("Catan", "Offer 1 more:"), "resource"),
    "offer_get": (QT_TRANSLATE_NOOP("Catan", "Ask for 1 more:"), "resource"),
    "offer_send": (QT_TRANSLATE_NOOP("Catan", "Send the offer to:"), "target_player"),
    "steal": (QT_TRANSLATE_NOOP("Catan", "Rob:"), "victim_player"),
    "offer_confirm": (QT_TRANSLATE_NOOP("Catan", "Trade with:"), "partner_player"),
}

TERMS: dict[str, str] = {
    # resources
    "lumber": QT_TRANSLATE_NOOP("Catan", "lumber"),
    "brick": QT_TRANSLATE_NOOP("Catan", "brick"),
    "wool": QT_TRANSLATE_NOOP("Catan", "wool"),
    "grain": QT_TRANSLATE_NOOP("Catan", "grain"),
    "ore": QT_TRANSLATE_NOOP("Catan", "ore"),
    # terrains
    "forest": QT_TRANSLATE_NOOP("Catan", "forest"),
    "hills": QT_TRANSLATE_NOOP("Catan", "hills"),
    "pasture": QT_TRANSLATE_NOOP("Catan", "pasture"),
    "fields": QT_TRANSLATE_NOOP("Catan", "fields"),
    "mountains": QT_TRANSLATE_NOOP("Catan", "mountains"),
    "desert": QT_TRANSLATE_NOOP("Catan", "desert"),
    # harbours
    "generic": QT_TRANSLATE_NOOP("Catan", "3:1 harbour"),
    # development cards
    "knight": QT_TRANSLATE_NOOP("Catan", "Knight"),
    "victory_point": QT_TRANSLATE_NOOP("Catan", "Victory Point"),
    "road_building": QT_TRANSLATE_NOOP("Catan", "Road Building"),
    "year_of_plenty": QT_TRANSLATE_NOOP("Catan", "Year of Plenty"),
    "monopoly": QT_TRANSLATE_NOOP("Catan", "Monopoly"),
    # pieces
    "road": QT_TRANSLATE_NOOP("Catan", "road"),
    "settlement": QT_TRANSLATE_NOOP("Catan", "settlement"),
    "city": QT_TRANSLATE_NOOP("Catan", "city"),
}

# A count of resource cards ("3 ore"), each resource with its own plural forms.
# A parameter holding (resource, count) pairs is written with these (ui.game_texts).
COUNTED: dict[str, str] = {
    "lumber": Plural.translate("Catan", "%n lumber", None, 0),
    "brick": Plural.translate("Catan", "%n brick", None, 0),
    "wool": Plural.translate("Catan", "%n wool", None, 0),
    "grain": Plural.translate("Catan", "%n grain", None, 0),
    "ore": Plural.translate("Catan", "%n ore", None, 0),
}

# phase names of the view ("phase"), for a status line
# The labels of CatanRules.metrics (players panel columns, statistics chooser).
METRICS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Catan", "Victory points"),
    QT_TRANSLATE_NOOP("Catan", "Resource cards"),
    QT_TRANSLATE_NOOP("Catan", "Development cards"),
    QT_TRANSLATE_NOOP("Catan", "Knights played"),
    QT_TRANSLATE_NOOP("Catan", "Longest road"),
)

# The special cards a players-table column marks (CatanRules.metric_holders).
CARDS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Catan", "Longest Road"),
    QT_TRANSLATE_NOOP("Catan", "Largest Army"),
)

PHASES: dict[str, str] = {
    "setup_settlement": QT_TRANSLATE_NOOP("Catan", "Place a starting settlement"),
    "setup_road": QT_TRANSLATE_NOOP("Catan", "Place a starting road"),
    "roll": QT_TRANSLATE_NOOP("Catan", "Roll the dice (or play a development card first)"),
    "main": QT_TRANSLATE_NOOP("Catan", "Trade and build, then end the turn"),
    "discard": QT_TRANSLATE_NOOP("Catan", "Discard half of your cards"),
    "robber": QT_TRANSLATE_NOOP("Catan", "Move the robber"),
    "steal": QT_TRANSLATE_NOOP("Catan", "Choose whom to rob"),
    "road_building": QT_TRANSLATE_NOOP("Catan", "Place your free roads"),
    "year_of_plenty": Plural.translate("Catan", "Year of Plenty: resources still to take from the bank: %n", None, 0),
    "bank_trade": QT_TRANSLATE_NOOP("Catan", "Choose the resource to receive"),
    "offer": QT_TRANSLATE_NOOP("Catan", "Compose your trade offer"),
    "answer": QT_TRANSLATE_NOOP("Catan", "Answer the trade offer"),
    "confirm": QT_TRANSLATE_NOOP("Catan", "Choose a trade partner or withdraw"),
    "over": QT_TRANSLATE_NOOP("Catan", "The game is over"),
}

# Phases whose hint has a count: phase -> the view key holding it.
PHASE_COUNTS: dict[str, str] = {"year_of_plenty": "plenty_left"}

_ARG_NAMES: dict[str, tuple[str, ...]] = {
    "place_settlement": ("node",),
    "build_settlement": ("node",),
    "build_city": ("node",),
    "place_road": ("edge",),
    "build_road": ("edge",),
    "play_monopoly": ("resource",),
    "take_resource": ("resource",),
    "discard": ("resource",),
    "bank_take": ("resource",),
    "offer_give": ("resource",),
    "offer_get": ("resource",),
    "move_robber": ("hex",),
    "steal": ("victim_player",),
    "bank_trade": ("resource", "rate"),
    "offer_send": ("target_player",),
    "offer_confirm": ("partner_player",),
}


def describe(action: Action) -> tuple[str, dict[str, Any]]:
    """The ACTIONS key of `action` and the parameters its label may use."""
    names = _ARG_NAMES.get(action.kind, ())
    params: dict[str, Any] = dict(zip(names, action.args, strict=False))
    params["player"] = action.player
    if action.kind == "bank_trade":
        params["n"] = params.get("rate")  # the count of the plural label
    return action.kind, params

# Where the points of a final score come from (rules.score_breakdown), for the
# end-of-game window.
SCORE_SOURCES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Catan", "Settlements"),
    QT_TRANSLATE_NOOP("Catan", "Cities"),
    QT_TRANSLATE_NOOP("Catan", "Longest Road"),
    QT_TRANSLATE_NOOP("Catan", "Largest Army"),
    QT_TRANSLATE_NOOP("Catan", "Victory Point cards"),
)

# The end-of-game window's rows, one per scoring step of the rulebook: source of
# score_breakdown -> (its wording, the count its `%n` stands for, or None).
SCORE_STEPS: dict[str, tuple[str, int | None]] = {
    "Settlements": (Plural.translate("Catan", "Settlements: %n points each", None, 0), 1),
    "Cities": (Plural.translate("Catan", "Cities: %n points each", None, 0), 2),
    "Longest Road": (Plural.translate("Catan", "Longest Road card: %n points", None, 0), 2),
    "Largest Army": (Plural.translate("Catan", "Largest Army card: %n points", None, 0), 2),
    "Victory Point cards": (
        Plural.translate("Catan", "Victory Point cards: %n points each", None, 0),
        1,
    ),
}

# What was hidden until the end, by kind (rules.hidden_at_the_end): row labels.
HIDDEN_GROUPS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Catan", "Resource cards in hand"),
    QT_TRANSLATE_NOOP("Catan", "Development cards not played"),
)

# How the game ended (rules.end_explanation): key -> sentence.
ENDINGS: dict[str, str] = {
    "won_on_turn": Plural.translate("Catan", "{player} has %n victory points on their own turn: 10 end the game at once, so no tie-break is needed.", None, 0),
    "also_ten": QT_TRANSLATE_NOOP("Catan", "Also at 10 or more victory points: {players}; but only the player whose turn it is wins."),
}  # fmt: skip

# What a player gains or loses (engine/gains.py: a gain's term -> its counted
# text); the players panel writes "+" or "−" before it.
GAINS: dict[str, str] = {
    "resource card": Plural.translate("Catan", "%n resource cards", None, 0),
}
