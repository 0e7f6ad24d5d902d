# ruff: noqa: E501  (one literal per text: lupdate needs unbroken strings)
"""English texts of Elfenland's engine keys (Qt-free; translated by the UI in context "Elfenland").

Events and reasons are format strings over the parameters the rules put in
`Event.make(...)` / `IllegalAction(...)`.  Parameters named `player` or ending
in `_player` hold seat indices; string parameters found in TERMS (transports,
cards, terrains, towns) are words the UI translates.  Texts with a count use
`%n` and the parameter `n`.
"""

from __future__ import annotations

from typing import Any

from ...engine.rules import Action
from ...i18n.noop import QT_TRANSLATE_NOOP, Plural
from . import data as D  # noqa: N812

CONTEXT = "Elfenland"

EVENTS: dict[str, str] = {
    "deal": Plural.translate("Elfenland", "{player} is dealt %n travel cards.", None, 0),
    "draw_secret": QT_TRANSLATE_NOOP("Elfenland", "{player} draws a secret counter: {transport}."),
    "take_counter": QT_TRANSLATE_NOOP("Elfenland", "{player} takes the face-up counter: {transport}."),
    "row_refilled": QT_TRANSLATE_NOOP("Elfenland", "New face-up counter in the row: {transport}."),
    "take_blind": QT_TRANSLATE_NOOP("Elfenland", "{player} draws blind from the pile: {transport}."),
    "place_counter": QT_TRANSLATE_NOOP("Elfenland", "{player} places a counter ({transport}) on the road {town_a} – {town_b}."),
    "place_obstacle": QT_TRANSLATE_NOOP("Elfenland", "{player} places the obstacle on the road {town_a} – {town_b}."),
    "pass": QT_TRANSLATE_NOOP("Elfenland", "{player} passes."),
    "auto_pass": QT_TRANSLATE_NOOP("Elfenland", "{player} has nothing to place and passes."),
    "moving_starts": QT_TRANSLATE_NOOP("Elfenland", "Planning is over: the elves set off."),
    "travel": Plural.translate("Elfenland", "{player} travels to {town}, paying %n cards: {card}.", None, 0),
    "caravan": Plural.translate("Elfenland", "{player} sets off to {town} as a caravan and pays %n cards of any kind.", None, 0),
    "caravan_arrives": QT_TRANSLATE_NOOP("Elfenland", "The caravan of {player} reaches {town}."),
    "collect": Plural.translate("Elfenland", "{player} collects the town piece of {town} (%n in all).", None, 0),
    "early_win": QT_TRANSLATE_NOOP("Elfenland", "{player} has visited every town before the end of round 3 and wins at once!"),
    "end_move": QT_TRANSLATE_NOOP("Elfenland", "{player} ends the journey."),
    "must_discard": Plural.translate("Elfenland", "{player} holds too many cards and must discard %n.", None, 0),
    "discard": QT_TRANSLATE_NOOP("Elfenland", "{player} discards a card: {card}."),
    "round_ends": QT_TRANSLATE_NOOP("Elfenland", "Round {round} is over."),
    "keep_open": QT_TRANSLATE_NOOP("Elfenland", "{player} keeps a face-up counter: {transport}."),
    "keep_secret": QT_TRANSLATE_NOOP("Elfenland", "{player} keeps a face-down counter: {transport}."),
    "keep_none": QT_TRANSLATE_NOOP("Elfenland", "{player} returns every counter."),
    "round_starts": QT_TRANSLATE_NOOP("Elfenland", "Round {round} begins; {player} starts."),
    "home_town": Plural.translate("Elfenland", "Home town of {player}: {town}, %n steps away.", None, 0),
    "tie_cards": Plural.translate("Elfenland", "Tied on points: {player} wins the tie with more travel cards in hand (%n).", None, 0),
    "winner": Plural.translate("Elfenland", "{player} wins with %n points!", None, 0),
}  # fmt: skip

# Events with a secret: key -> (params naming the seats who may read it all, text for the others).
PRIVATE_EVENTS: dict[str, tuple[tuple[str, ...], str]] = {
    "draw_secret": (
        ("player",),
        QT_TRANSLATE_NOOP("Elfenland", "{player} draws a secret counter."),
    ),
    "keep_secret": (
        ("player",),
        QT_TRANSLATE_NOOP("Elfenland", "{player} keeps a face-down counter."),
    ),
}

REASONS: dict[str, str] = {
    "game_over": QT_TRANSLATE_NOOP("Elfenland", "The game is over."),
    "unknown_action": QT_TRANSLATE_NOOP("Elfenland", "This is not a move of Elfenland."),
    "not_your_turn": QT_TRANSLATE_NOOP("Elfenland", "It is {player}'s decision now."),
    "bad_argument": QT_TRANSLATE_NOOP("Elfenland", "That choice does not exist here."),
    "not_now": QT_TRANSLATE_NOOP("Elfenland", "You cannot do that in this phase."),
    "no_such_counter": QT_TRANSLATE_NOOP("Elfenland", "You hold no counter of this kind: {transport}."),
    "no_counters_on_water": QT_TRANSLATE_NOOP("Elfenland", "Rivers and lakes never carry counters or obstacles."),
    "road_taken": QT_TRANSLATE_NOOP("Elfenland", "This road already carries a counter ({transport}); a road takes only one."),
    "terrain_forbids": QT_TRANSLATE_NOOP("Elfenland", "{transport} cannot travel through {terrain}; this road takes only: {allowed}."),
    "obstacle_used": QT_TRANSLATE_NOOP("Elfenland", "You have already used your obstacle."),
    "obstacle_needs_counter": QT_TRANSLATE_NOOP("Elfenland", "An obstacle can only go on a road that already carries a transport counter."),
    "obstacle_taken": QT_TRANSLATE_NOOP("Elfenland", "This road already has an obstacle."),
    "not_adjacent": QT_TRANSLATE_NOOP("Elfenland", "{town} is not next to {here}: travel one route at a time (hover a town to see the cheapest way)."),
    "caravan_not_on_water": QT_TRANSLATE_NOOP("Elfenland", "A caravan cannot cross rivers or lakes."),
    "no_counter_on_road": QT_TRANSLATE_NOOP("Elfenland", "Nobody can use this road: it carries no transport counter."),
    "caravan_too_few": Plural.translate("Elfenland", "A caravan here costs %n cards of any kind; you hold {have}.", None, 0),
    "caravan_only_if_unable": QT_TRANSLATE_NOOP("Elfenland", "You can pay the matching cards, so no caravan (game option)."),
    "cannot_pay": Plural.translate("Elfenland", "This step costs %n cards of one kind ({card}); you hold {have}.", None, 0),
    "cannot_pay_nor_caravan": Plural.translate("Elfenland", "This road costs %n cards of one kind ({card}) and you hold {have}; a caravan would need {caravan_cards}.", None, 0),
    "cannot_pay_ferry": Plural.translate("Elfenland", "The ferry costs %n rafts; you hold {have}.", None, 0),
    "cannot_pay_upstream": Plural.translate("Elfenland", "Against the current this river costs %n rafts; you hold {have}.", None, 0),
    "cannot_pay_downstream": Plural.translate("Elfenland", "With the current this river costs %n rafts, and you hold none.", None, 0),
    "secret_first": QT_TRANSLATE_NOOP("Elfenland", "First draw your secret counter: click the pile. The face-up row comes next."),
    "no_card": QT_TRANSLATE_NOOP("Elfenland", "You hold no such card: {card}."),
    "must_discard": Plural.translate("Elfenland", "First discard down to 4 cards (%n more).", None, 0),
    "finish_caravan": Plural.translate("Elfenland", "First pay the caravan (%n more cards).", None, 0),
}  # fmt: skip

# Counted phrases of texts with a second count (ui.game_texts: placeholder -> (param, text)).
AMOUNTS: dict[str, tuple[str, str]] = {
    "caravan_cards": ("caravan", Plural.translate("Elfenland", "%n cards of any kind", None, 0)),
}

ACTIONS: dict[str, str] = {
    "draw_secret": QT_TRANSLATE_NOOP("Elfenland", "Draw your secret counter"),
    "take_counter": QT_TRANSLATE_NOOP("Elfenland", "Take the face-up counter no. {number}"),
    "take_blind": QT_TRANSLATE_NOOP("Elfenland", "Draw blind from the pile"),
    "place_counter": QT_TRANSLATE_NOOP("Elfenland", "Place a counter here: {transport}"),
    "place_obstacle": QT_TRANSLATE_NOOP("Elfenland", "Place your obstacle here"),
    "pass": QT_TRANSLATE_NOOP("Elfenland", "Pass"),
    "travel_road": QT_TRANSLATE_NOOP("Elfenland", "Go by road {town_a} – {town_b} with the counter's cards"),
    "travel_river": QT_TRANSLATE_NOOP("Elfenland", "Go by river {town_a} – {town_b} with rafts"),
    "travel_lake": QT_TRANSLATE_NOOP("Elfenland", "Take the ferry {town_a} – {town_b} (2 rafts)"),
    "travel_caravan": QT_TRANSLATE_NOOP("Elfenland", "Go as a caravan {town_a} – {town_b} (any cards)"),
    "pay_card": QT_TRANSLATE_NOOP("Elfenland", "Pay with a card: {card}"),
    "end_move": QT_TRANSLATE_NOOP("Elfenland", "End your move"),
    "discard": QT_TRANSLATE_NOOP("Elfenland", "Discard a card: {card}"),
    "keep_open": QT_TRANSLATE_NOOP("Elfenland", "Keep a face-up counter: {transport}"),
    "keep_secret": QT_TRANSLATE_NOOP("Elfenland", "Keep a face-down counter: {transport}"),
    "keep_none": QT_TRANSLATE_NOOP("Elfenland", "Keep no counter"),
}  # fmt: skip

# Buttons of one kind shown together under one heading, each named by the
# placeholder that tells them apart (ui/game_texts.py: action_group): five
# choices fit a laptop's Your move panel (issue 25).
ACTION_GROUPS: dict[str, tuple[str, str]] = {
    "pay_card": (QT_TRANSLATE_NOOP("Elfenland", "Pay with a card:"), "card"),
    "discard": (QT_TRANSLATE_NOOP("Elfenland", "Discard a card:"), "card"),
    "keep_open": (QT_TRANSLATE_NOOP("Elfenland", "Keep a face-up counter:"), "transport"),
    "keep_secret": (QT_TRANSLATE_NOOP("Elfenland", "Keep a face-down counter:"), "transport"),
}

TERMS: dict[str, str] = {
    # transports and cards
    "giant_pig": QT_TRANSLATE_NOOP("Elfenland", "Giant Pig"),
    "elfcycle": QT_TRANSLATE_NOOP("Elfenland", "Elfcycle"),
    "magic_cloud": QT_TRANSLATE_NOOP("Elfenland", "Magic Cloud"),
    "unicorn": QT_TRANSLATE_NOOP("Elfenland", "Unicorn"),
    "troll_wagon": QT_TRANSLATE_NOOP("Elfenland", "Troll Wagon"),
    "dragon": QT_TRANSLATE_NOOP("Elfenland", "Dragon"),
    "raft": QT_TRANSLATE_NOOP("Elfenland", "Raft"),
    # terrains and water
    "plains": QT_TRANSLATE_NOOP("Elfenland", "plains"),
    "forest": QT_TRANSLATE_NOOP("Elfenland", "woods"),
    "desert": QT_TRANSLATE_NOOP("Elfenland", "desert"),
    "mountains": QT_TRANSLATE_NOOP("Elfenland", "mountains"),
    "river": QT_TRANSLATE_NOOP("Elfenland", "river"),
    "lake": QT_TRANSLATE_NOOP("Elfenland", "lake"),
    # towns, as on the board
    "elvenhold": QT_TRANSLATE_NOOP("Elfenland", "Elvenhold"),
    "feodor": QT_TRANSLATE_NOOP("Elfenland", "Feodor"),
    "lapphalya": QT_TRANSLATE_NOOP("Elfenland", "Lapphalya"),
    "rivinia": QT_TRANSLATE_NOOP("Elfenland", "Rivinia"),
    "ergeren": QT_TRANSLATE_NOOP("Elfenland", "Erg'Eren"),
    "beata": QT_TRANSLATE_NOOP("Elfenland", "Beata"),
    "strykhaven": QT_TRANSLATE_NOOP("Elfenland", "Strykhaven"),
    "virst": QT_TRANSLATE_NOOP("Elfenland", "Virst"),
    "jxara": QT_TRANSLATE_NOOP("Elfenland", "Jxara"),
    "mahdavikia": QT_TRANSLATE_NOOP("Elfenland", "Mah'Davikia"),
    "grangor": QT_TRANSLATE_NOOP("Elfenland", "Grangor"),
    "kihromah": QT_TRANSLATE_NOOP("Elfenland", "Kihromah"),
    "dagamura": QT_TRANSLATE_NOOP("Elfenland", "Dag'Amura"),
    "albaran": QT_TRANSLATE_NOOP("Elfenland", "Al'Baran"),
    "parundia": QT_TRANSLATE_NOOP("Elfenland", "Parundia"),
    "usselen": QT_TRANSLATE_NOOP("Elfenland", "Usselen"),
    "wylhien": QT_TRANSLATE_NOOP("Elfenland", "Wylhien"),
    "jaccaranda": QT_TRANSLATE_NOOP("Elfenland", "Jaccaranda"),
    "throtmanni": QT_TRANSLATE_NOOP("Elfenland", "Throtmanni"),
    "tichih": QT_TRANSLATE_NOOP("Elfenland", "Tichih"),
    "yttar": QT_TRANSLATE_NOOP("Elfenland", "Yttar"),
}

# The labels of ElfenlandRules.metrics (players panel columns, statistics chooser).
METRICS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Elfenland", "Points"),  # only in the home-town variant
    QT_TRANSLATE_NOOP("Elfenland", "Town pieces"),
    QT_TRANSLATE_NOOP("Elfenland", "Travel cards"),
    QT_TRANSLATE_NOOP("Elfenland", "Counters held"),
)

PHASES: dict[str, str] = {
    "draw_secret": QT_TRANSLATE_NOOP("Elfenland", "Phase 2: draw your secret transport counter"),
    "draw_counters": QT_TRANSLATE_NOOP("Elfenland", "Phase 3: take a counter from the face-up row or blind from the pile"),
    "plan": QT_TRANSLATE_NOOP("Elfenland", "Phase 4: place a counter or your obstacle on a road, or pass"),
    "move": QT_TRANSLATE_NOOP("Elfenland", "Phase 5: travel to a highlighted town, or end your move"),
    "caravan": QT_TRANSLATE_NOOP("Elfenland", "Caravan: pay any cards, one at a time"),
    "discard": QT_TRANSLATE_NOOP("Elfenland", "Discard down to 4 travel cards"),
    "keep": QT_TRANSLATE_NOOP("Elfenland", "Phase 6: keep at most one counter for the next round"),
    "over": QT_TRANSLATE_NOOP("Elfenland", "The game is over"),
}  # fmt: skip


def describe(action: Action) -> tuple[str, dict[str, Any]]:
    """The ACTIONS key of `action` and the parameters its label may use."""
    kind = action.kind
    args = action.args
    params: dict[str, Any] = {"player": action.player}
    if kind == "take_counter" and args:
        params["number"] = int(args[0]) + 1
    elif kind == "place_counter" and len(args) == 2:
        params["transport"] = args[0]
    elif kind in ("pay_card", "discard") and args:
        params["card"] = args[0]
    elif kind == "keep_counter" and len(args) == 2:
        params["transport"] = args[0]
        kind = "keep_secret" if args[1] else "keep_open"
    elif kind == "travel" and len(args) == 2 and 0 <= args[0] < D.NUM_ROUTES:
        route = D.ROUTES[args[0]]
        params["town_a"] = D.TOWN_IDS[route.a]
        params["town_b"] = D.TOWN_IDS[route.b]
        kind = "travel_caravan" if args[1] == "caravan" else "travel_" + route.kind
    return kind, params

# Where the points of a final score come from (rules.score_breakdown), for the
# end-of-game window.
SCORE_SOURCES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Elfenland", "Town pieces"),
    QT_TRANSLATE_NOOP("Elfenland", "Distance from the home town"),
)

# The end-of-game window's rows, one per scoring step of the rulebook: source of
# score_breakdown -> (its wording, the count its `%n` stands for, or None).
SCORE_STEPS: dict[str, tuple[str, int | None]] = {
    "Town pieces": (
        Plural.translate("Elfenland", "Town pieces collected: %n points each", None, 0),
        1,
    ),
    "Distance from the home town": (
        Plural.translate("Elfenland", "Home town: %n points less per step still to go", None, 0),
        1,
    ),
}

# What was hidden until the end, by kind (rules.hidden_at_the_end): row labels.
# Cards and counters have the same transport names: they are never one list.
HIDDEN_GROUPS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Elfenland", "Travel cards in hand"),
    QT_TRANSLATE_NOOP("Elfenland", "Face-down transport counters"),
    QT_TRANSLATE_NOOP("Elfenland", "Town card"),
)

# How the game ended (rules.end_explanation): key -> sentence.
ENDINGS: dict[str, str] = {
    "all_towns": QT_TRANSLATE_NOOP("Elfenland", "{player} visited every town before the end of round 3 and won at once."),
    "most_points": Plural.translate("Elfenland", "{player} has the most points (%n) and wins.", None, 0),
    "tied": Plural.translate("Elfenland", "{players} are tied on %n points.", None, 0),
    "cards_left": QT_TRANSLATE_NOOP("Elfenland", "Tie-break, the most travel cards left in hand: {standing}."),
    "tie_won": QT_TRANSLATE_NOOP("Elfenland", "{player} wins the tie."),
    "tie_shared": QT_TRANSLATE_NOOP("Elfenland", "{players} are still tied and share the victory."),
}  # fmt: skip

# What a player gains or loses (engine/gains.py: a gain's term -> its counted
# text); the players panel writes "+" or "−" before it.
GAINS: dict[str, str] = {
    "travel card": Plural.translate("Elfenland", "%n travel cards", None, 0),
    "counter": Plural.translate("Elfenland", "%n transport counters", None, 0),
}
