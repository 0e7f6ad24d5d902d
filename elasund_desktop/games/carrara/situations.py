"""Carrara's rules on the real board (issue 26): one situation per board section.

Three-player games from seed 20 played by Easy players up to the move a section
is about; the moves the rule forbids there are the engine's own refusals
(tests/lessons/test_situations.py).  Facts from the seed summary (004,
Italian) and the component data: one action a turn (marble, building or
scoring); the wheel turns and blocks get cheaper with each position; a city
accepts only some colours; a city or a building type is scored once with a
marker; an object per building scored; objects bought for 10 coins; the
objectives and the +5 for announcing; the final count.
"""

from __future__ import annotations

from ...engine.rules import Action
from ...i18n.noop import QT_TRANSLATE_NOOP
from ...lessons.situations import GameSituations, Situation

C = "CarraraSituations"  # lupdate reads it literally in every QT_TRANSLATE_NOOP below
SEED = 20

SITUATIONS = GameSituations(
    game_id="carrara",
    context=C,
    not_on_the_board=("components", "tips", "interpretations"),
    situations=(
        Situation(
            "start",
            "setup",
            QT_TRANSLATE_NOOP(
                "CarraraSituations",
                "The start: the wheel with its first blocks, the buildings on display, and"
                " each player's board, screen and starting marble.",
            ),
            SEED,
            3,
            until=("build",),
        ),
        Situation(
            "one_action",
            "turn",
            QT_TRANSLATE_NOOP(
                "CarraraSituations",
                "One action a turn: buy marble, build, or score. Scoring a city without"
                " buildings, or a type you have not built, is refused.",
            ),
            SEED,
            3,
            until=("build",),
            offered=("build", "buy_marble", "score_city", "score_type"),
            refused=(
                (Action(0, "score_city", ("livorno",)), "city_needs_buildings"),
                (Action(0, "score_type", ("biblioteca",)), "type_needs_building"),
            ),
        ),
        Situation(
            "segment",
            "wheel",
            QT_TRANSLATE_NOOP(
                "CarraraSituations",
                "Buying marble: after the wheel has turned, choose one segment with blocks;"
                " its position on the wheel sets their prices. An empty segment is refused.",
            ),
            SEED,
            3,
            until=("choose_segment",),
            refused=((Action(0, "choose_segment", (4,)), "segment_empty"),),
        ),
        Situation(
            "blocks",
            "wheel",
            QT_TRANSLATE_NOOP(
                "CarraraSituations",
                "Then take blocks from that segment only, each at the price of its colour"
                " there, and stop when you like.",
            ),
            SEED,
            3,
            until=("take_block",),
            offered=("take_block", "stop_taking"),
            refused=((Action(0, "take_block", ("white",)), "colour_not_on_segment"),),
        ),
        Situation(
            "city",
            "building",
            QT_TRANSLATE_NOOP(
                "CarraraSituations",
                "Building: choose a city that accepts marble you can pay with. Livorno takes"
                " only white, and a city you cannot pay for is refused.",
            ),
            SEED,
            3,
            until=("build_in",),
            refused=((Action(0, "build_in", ("livorno",)), "city_cannot_be_paid"),),
        ),
        Situation(
            "pay",
            "building",
            QT_TRANSLATE_NOOP(
                "CarraraSituations",
                "Paying for the building: only colours that this city accepts count.",
            ),
            SEED,
            3,
            until=("pay",),
            refused=((Action(0, "pay", ("black",)), "colour_not_accepted"),),
        ),
        Situation(
            "score_city",
            "score_city",
            QT_TRANSLATE_NOOP(
                "CarraraSituations",
                "Scoring a city: one of your markers on a city where you have buildings,"
                " once per city. A city already scored is refused.",
            ),
            SEED,
            3,
            until=("score_city",),
            refused=((Action(0, "score_city", ("lucca",)), "city_already_scored"),),
        ),
        Situation(
            "score_type",
            "score_type",
            QT_TRANSLATE_NOOP(
                "CarraraSituations",
                "Scoring a building type: each of your buildings of that type scores its"
                " value times its city's number, in that city's kind.",
            ),
            SEED,
            3,
            until=("score_type",),
            refused=((Action(0, "score_type", ("biblioteca",)), "type_needs_building"),),
        ),
        Situation(
            "objects",
            "objects",
            QT_TRANSLATE_NOOP(
                "CarraraSituations",
                "After your action you may buy one object for sale for 10 coins; each object"
                " is worth 3 points at the end and counts for the objectives.",
            ),
            SEED,
            3,
            until=("buy_object",),
            offered=("buy_object", "end_turn"),
        ),
        Situation(
            "announce",
            "end",
            QT_TRANSLATE_NOOP(
                "CarraraSituations",
                "All three objectives met: you may announce the end now for 5 points, or"
                " wait; the round is played to its end either way.",
            ),
            SEED,
            3,
            until=("announce_end",),
            offered=("announce_end", "end_turn"),
        ),
        Situation(
            "final",
            "final",
            QT_TRANSLATE_NOOP(
                "CarraraSituations",
                "At the end the score track is added to: 3 points an object, 1 for every 5"
                " coins, and the value of each of your buildings.",
            ),
            SEED,
            3,
            until=("announce_end",),
            offered=("announce_end", "end_turn"),
        ),
    ),
)
