"""Catan's rules on the real board (issue 26): one situation per board section.

Every situation is a three-player game from seed 20 (the guided first game's
seed) played by Easy players up to the move the section is about; the moves
the rule forbids there are real refusals of the engine (checked by
tests/lessons/test_situations.py).  Facts from the seed rules (003,
Hungarian): the distance rule, the roll first, production by number, the
robber that must move, 4:1 with the bank and 3:1 / 2:1 at harbours, a new
settlement on one's own road, knights before the roll, Longest Road from five
roads.
"""

from __future__ import annotations

from ...engine.rules import Action
from ...i18n.noop import QT_TRANSLATE_NOOP
from ...lessons.situations import GameSituations, Situation

C = "CatanSituations"  # lupdate reads it literally in every QT_TRANSLATE_NOOP below
SEED = 20

SITUATIONS = GameSituations(
    game_id="catan",
    context=C,
    not_on_the_board=("components", "winning", "tips", "interpretations"),
    situations=(
        Situation(
            "island",
            "building_the_island",
            QT_TRANSLATE_NOOP(
                "CatanSituations",
                "The island: 19 land hexes, each with its number, and the harbours on the"
                " coast. The highlighted corners are where the first settlement may go.",
            ),
            SEED,
            3,
            until=("place_settlement",),
        ),
        Situation(
            "distance_rule",
            "setup",
            QT_TRANSLATE_NOOP(
                "CatanSituations",
                "Your second starting settlement. Only the highlighted corners keep the"
                " distance rule: a corner next to a settlement, or one already taken, is"
                " refused.",
            ),
            SEED,
            3,
            until=("place_settlement",),
            nth=2,
            refused=(
                (Action(0, "place_settlement", (8,)), "distance_rule"),
                (Action(0, "place_settlement", (13,)), "node_taken"),
            ),
        ),
        Situation(
            "roll_first",
            "turn",
            QT_TRANSLATE_NOOP(
                "CatanSituations",
                "Your turn begins with the dice (a knight may be played first). Building"
                " before the roll is refused.",
            ),
            SEED,
            3,
            until=("roll",),
            refused=((Action(0, "build_road", (0,)), "must_roll_first"),),
        ),
        Situation(
            "production",
            "production_bank",
            QT_TRANSLATE_NOOP(
                "CatanSituations",
                "Roll the dice: every settlement next to a hex with the number rolled takes"
                " one card of its resource, every city two.",
            ),
            SEED,
            3,
            until=("roll",),
            nth=3,
        ),
        Situation(
            "robber",
            "robber_seven",
            QT_TRANSLATE_NOOP(
                "CatanSituations",
                "A 7 was rolled: move the robber to another hex. It may not stay where it stands.",
            ),
            SEED,
            3,
            until=("move_robber",),
            refused=((Action(0, "move_robber", (13,)), "robber_must_move"),),
        ),
        Situation(
            "bank_trade",
            "trade",
            QT_TRANSLATE_NOOP(
                "CatanSituations",
                "Trading with the bank: four cards of one kind for one, three at a 3:1"
                " harbour, two at a harbour of that resource. Your settlement on a 3:1"
                " harbour trades three wool; two are not enough.",
            ),
            SEED,
            3,
            until=("bank_trade",),
            refused=(
                (Action(0, "bank_trade", ("wool", 2)), "rate_not_available"),
                (Action(0, "bank_trade", ("lumber", 4)), "not_enough_cards"),
            ),
        ),
        Situation(
            "build",
            "building",
            QT_TRANSLATE_NOOP(
                "CatanSituations",
                "Building: a road goes next to your road or building, a new settlement on"
                " a corner your road reaches, and it keeps the distance rule.",
            ),
            SEED,
            3,
            until=("build_settlement",),
            offered=("build_road", "build_settlement", "build_city"),
            refused=(
                (Action(0, "build_settlement", (0,)), "settlement_not_connected"),
                (Action(0, "build_settlement", (8,)), "distance_rule"),
                (Action(0, "build_road", (0,)), "road_not_connected"),
            ),
        ),
        Situation(
            "knight",
            "development_cards",
            QT_TRANSLATE_NOOP(
                "CatanSituations",
                "A knight may be played before the roll: it moves the robber. Without a"
                " knight or a 7 the robber stays where it is.",
            ),
            SEED,
            3,
            until=("play_knight",),
            refused=((Action(0, "move_robber", (0,)), "robber_not_now"),),
        ),
        Situation(
            "longest_road",
            "longest_road_largest_army",
            QT_TRANSLATE_NOOP(
                "CatanSituations",
                "Roads in one unbroken line count for Longest Road: the first player with"
                " five earns its 2 points, and loses them to a longer road.",
            ),
            SEED,
            3,
            until=("build_road",),
            nth=3,
        ),
    ),
)
