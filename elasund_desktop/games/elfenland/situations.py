"""Elfenland's rules on the real board (issue 26): one situation per board section.

Three-player games from seed 20 played by Easy players up to the move a section
is about; the moves the rule forbids there are the engine's own refusals
(tests/lessons/test_situations.py).  Facts from the seed rules (002,
Ukrainian): the secret counter first, then the face-up row or the pile;
counters only on roads whose terrain takes them, none on water; the obstacle on
a road that carries a counter; travel one route at a time with cards of the
counter's transport, rafts on rivers (more against the current) and lakes; the
caravan; keeping one counter at the end of a round; a town piece per town.
"""

from __future__ import annotations

from ...engine.rules import Action
from ...i18n.noop import QT_TRANSLATE_NOOP
from ...lessons.situations import GameSituations, Situation

C = "ElfenlandSituations"  # lupdate reads it literally in every QT_TRANSLATE_NOOP below
SEED = 20

SITUATIONS = GameSituations(
    game_id="elfenland",
    context=C,
    not_on_the_board=("components", "tips", "interpretations"),
    situations=(
        Situation(
            "start",
            "setup",
            QT_TRANSLATE_NOOP(
                "ElfenlandSituations",
                "The start: every boot stands in Elvenhold, and a town piece of each"
                " player's colour lies in every other town, waiting to be collected.",
            ),
            SEED,
            3,
            until=("draw_secret",),
        ),
        Situation(
            "round",
            "round",
            QT_TRANSLATE_NOOP(
                "ElfenlandSituations",
                "Phase 5 of the first round: the counters are on the roads, and each player"
                " travels in turn, paying travel cards for every step.",
            ),
            SEED,
            3,
            until=("end_move",),
            offered=("travel", "end_move"),
        ),
        Situation(
            "secret_first",
            "counters",
            QT_TRANSLATE_NOOP(
                "ElfenlandSituations",
                "Phase 2 begins with your secret counter from the pile; taking from the"
                " face-up row first is refused.",
            ),
            SEED,
            3,
            until=("draw_secret",),
            refused=((Action(0, "take_counter", (0,)), "secret_first"),),
        ),
        Situation(
            "face_up_row",
            "counters",
            QT_TRANSLATE_NOOP(
                "ElfenlandSituations",
                "Then take counters in turn: one of the five face up, or a blind one from"
                " the pile.",
            ),
            SEED,
            3,
            until=("take_counter",),
            offered=("take_counter", "take_blind"),
        ),
        Situation(
            "planning",
            "planning",
            QT_TRANSLATE_NOOP(
                "ElfenlandSituations",
                "Planning: a counter goes on a road whose terrain its transport crosses, one"
                " to a road. The giant pig crosses no desert and no mountains, and no"
                " counter goes on a river or a lake.",
            ),
            SEED,
            3,
            until=("place_counter",),
            refused=(
                (Action(0, "place_counter", ("giant_pig", 20)), "terrain_forbids"),
                (Action(0, "place_counter", ("giant_pig", 35)), "no_counters_on_water"),
                (Action(0, "place_counter", ("elfcycle", 0)), "no_such_counter"),
            ),
        ),
        Situation(
            "obstacle",
            "obstacles",
            QT_TRANSLATE_NOOP(
                "ElfenlandSituations",
                "Your obstacle goes only on a road that already carries a counter: it makes"
                " that road cost one card more.",
            ),
            SEED,
            3,
            until=("place_obstacle",),
            refused=((Action(0, "place_obstacle", (0,)), "obstacle_needs_counter"),),
        ),
        Situation(
            "travel",
            "travelling",
            QT_TRANSLATE_NOOP(
                "ElfenlandSituations",
                "Travelling: one route at a time, to a town next to your boot, along a road"
                " with a counter, paying the cards its transport asks for on that terrain.",
            ),
            SEED,
            3,
            until=("travel",),
            refused=(
                (Action(0, "travel", (0, "cards")), "not_adjacent"),
                (Action(0, "travel", (19, "cards")), "no_counter_on_road"),
                (Action(0, "travel", (6, "cards")), "cannot_pay"),
            ),
        ),
        Situation(
            "caravan",
            "caravan",
            QT_TRANSLATE_NOOP(
                "ElfenlandSituations",
                "A caravan crosses a road with any cards: three, four with an obstacle. With"
                " the program's default option it is offered only where you cannot pay the"
                " matching cards.",
            ),
            SEED,
            3,
            until=("travel",),
            refused=((Action(0, "travel", (5, "caravan")), "caravan_only_if_unable"),),
        ),
        Situation(
            "water",
            "rivers_lakes",
            QT_TRANSLATE_NOOP(
                "ElfenlandSituations",
                "Rivers and lakes need rafts: downstream one, against the current two, and a"
                " lake crossing two. Without the rafts the water route is refused.",
            ),
            SEED,
            3,
            until=("travel",),
            refused=(
                (Action(0, "travel", (38, "cards")), "cannot_pay_upstream"),
                (Action(0, "travel", (42, "cards")), "cannot_pay_ferry"),
            ),
        ),
        Situation(
            "keep",
            "end_of_round",
            QT_TRANSLATE_NOOP(
                "ElfenlandSituations",
                "The end of a round: the counters leave the roads, and you may keep one of"
                " yours for the next round.",
            ),
            SEED,
            3,
            until=("keep_counter",),
            offered=("keep_counter", "keep_none"),
            refused=((Action(0, "keep_counter", ("giant_pig", True)), "no_such_counter"),),
        ),
        Situation(
            "last_round",
            "end_of_game",
            QT_TRANSLATE_NOOP(
                "ElfenlandSituations",
                "The last round: every town piece you have collected is a point, and at the"
                " end the most points win.",
            ),
            SEED,
            3,
            until=("travel",),
            nth=15,
        ),
        Situation(
            "home_town",
            "home_town",
            QT_TRANSLATE_NOOP(
                "ElfenlandSituations",
                "The home-town variant: your town card (in your hand panel) names the town"
                " your journey should end in; each step short of it costs a point.",
            ),
            SEED,
            3,
            until=("travel",),
            options={"home_town": True},
        ),
    ),
)
