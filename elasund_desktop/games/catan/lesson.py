"""Catan's guided first game (issue 26): three players, the learner and two Easy players.

The seed is fixed so that the game meets what a first game needs early: the
set-up (the learner places last, so twice in a row), a 7 with the robber, a
road to build by the fourth turn, four of a kind for the bank.  Seed 20 gave
the learner no hills and no forest: the road step stood for eighty turns
(play-testing, tools/lesson_search.py found 125: every step within 100 moves).  Which
steps a run meets is checked by tests/lessons/test_lessons.py, which plays the
lesson by its own hints.  Facts from the seed rules (003, Hungarian): the
distance rule, production by number, the robber and discarding half above
seven cards, 4:1 with the bank (3:1 and 2:1 at harbours), development cards
not played in the turn they were bought, Longest Road from five roads and
Largest Army from three knights, ten points to win.
"""

from __future__ import annotations

from ...i18n.noop import QT_TRANSLATE_NOOP
from ...lessons.model import Lesson, Step

# the translation context (lupdate reads it literally in every QT_TRANSLATE_NOOP below)
C = "LessonCatan"

BUILD = ("build_road", "build_settlement", "build_city")

LESSON = Lesson(
    game_id="catan",
    context=C,
    players=3,
    seed=125,
    bots=("easy", "easy"),
    steps=(
        Step(
            "welcome",
            QT_TRANSLATE_NOOP(
                "LessonCatan",
                "Welcome to Catan. The first player to reach 10 victory points wins. Each"
                " settlement is worth 1 point and each city 2. The hexes produce resources:"
                " when the dice show a hex's number, every settlement next to it takes one"
                " card of that hex's resource, and every city two.",
            ),
        ),
        Step(
            "first_settlement",
            QT_TRANSLATE_NOOP(
                "LessonCatan",
                "Place your first settlement on a highlighted corner. No settlement may stand"
                " next to another one (the distance rule), so the highlighted corners are at"
                " least two roads away from every settlement. Corners touching numbers that"
                " come up often (6 and 8 most) pay best.",
            ),
            teach=("place_settlement",),
            reminder=QT_TRANSLATE_NOOP(
                "LessonCatan", "First place your settlement on a highlighted corner."
            ),
            waiting=QT_TRANSLATE_NOOP(
                "LessonCatan",
                "The computer players place first, a settlement and a road each; the"
                " board marks what each one placed. Your turn comes next.",
            ),
        ),
        Step(
            "first_road",
            QT_TRANSLATE_NOOP(
                "LessonCatan", "Now place a road along one of the edges of that settlement."
            ),
            teach=("place_road",),
            reminder=QT_TRANSLATE_NOOP(
                "LessonCatan", "Place the road next to your new settlement."
            ),
        ),
        Step(
            "second_settlement",
            QT_TRANSLATE_NOOP(
                "LessonCatan",
                "The set-up goes round once and then back the other way, so the last player"
                " places twice in a row. Your second settlement brings one card of each"
                " resource of the hexes around it at once: choose resources you lack.",
            ),
            teach=("place_settlement",),
            reminder=QT_TRANSLATE_NOOP(
                "LessonCatan", "Place your second settlement on a highlighted corner."
            ),
        ),
        Step(
            "second_road",
            QT_TRANSLATE_NOOP("LessonCatan", "And its road."),
            teach=("place_road",),
            reminder=QT_TRANSLATE_NOOP(
                "LessonCatan", "Place the road next to your second settlement."
            ),
        ),
        Step(
            "roll",
            QT_TRANSLATE_NOOP(
                "LessonCatan",
                "Every turn begins with the roll of two dice. Roll now and watch which hexes"
                " produce: every player with a settlement or city next to them gains cards,"
                " not only the player who rolled.",
            ),
            teach=("roll",),
            reminder=QT_TRANSLATE_NOOP("LessonCatan", "Roll the dice first."),
            waiting=QT_TRANSLATE_NOOP(
                "LessonCatan",
                "The set-up is over. The computer players take the first turns: watch the"
                " dice, the hexes that produce and the cards each player gains (the game log"
                " and the players' Just gained or lost column). Your turn comes next.",
            ),
        ),
        Step(
            "end_turn",
            QT_TRANSLATE_NOOP(
                "LessonCatan",
                "After the roll you may trade and build, in any order. A road costs a brick"
                " and a lumber, a settlement a brick, a lumber, a wool and a grain, a city"
                " two grain and three ore. When you are done, end your turn.",
            ),
            teach=("end_turn",),
            free=True,
        ),
        Step(
            "build_road",
            QT_TRANSLATE_NOOP(
                "LessonCatan",
                "You have the cards for a road. A road must join your own roads, settlements"
                " or cities. Roads lead to new corners for settlements, and the first player"
                " with a single route of at least five roads gets the Longest Road card"
                " (2 points).",
            ),
            teach=("build_road",),
            free=True,
            waiting=QT_TRANSLATE_NOOP(
                "LessonCatan",
                "Play on: roll, trade and end your turns. A road costs a brick and a lumber;"
                " hills give bricks and forests lumber, and the bank gives any card for four"
                " of one kind. As soon as you can pay for a road, the lesson shows where to"
                " build it.",
            ),
        ),
        Step(
            "bank_trade",
            QT_TRANSLATE_NOOP(
                "LessonCatan",
                "You may trade four cards of one resource for one card of your choice with"
                " the bank (three for one, or two for one, at a harbour you own). Trade now"
                " to get a card you need.",
            ),
            teach=("bank_trade", "bank_take"),
            times=2,
            free=True,
            waiting=QT_TRANSLATE_NOOP(
                "LessonCatan",
                "Next comes a trade with the bank: four cards of one resource for one card"
                " of your choice (fewer at a harbour you own). Play on; the lesson speaks"
                " again when you hold four of a kind.",
            ),
        ),
        Step(
            "carry_on",
            QT_TRANSLATE_NOOP(
                "LessonCatan",
                "That is the whole turn: roll, trade, build, end. You can also trade with the"
                " other players: offer cards in the Your move panel, and the player who"
                " accepts trades with you. Development cards (one wool, one grain, one ore)"
                " bring knights, progress cards or a hidden victory point; a card cannot be"
                " played in the turn it was bought. The first player to play three knights"
                " holds Largest Army (2 points). The lesson ends here: play on to 10 points.",
            ),
        ),
    ),
    moments=(
        Step(
            "discard",
            QT_TRANSLATE_NOOP(
                "LessonCatan",
                "A 7 was rolled: nothing is produced, and every player with more than seven"
                " cards discards half of them (rounded down). Choose the cards to discard.",
            ),
            when_legal=("discard",),
            teach=("discard",),
        ),
        Step(
            "robber",
            QT_TRANSLATE_NOOP(
                "LessonCatan",
                "Move the robber to another hex. That hex produces nothing while the robber"
                " stands on it, and you steal a random card from a player with a settlement"
                " or city next to it (if there are several, you choose whom). Put it where"
                " it hurts the leader most.",
            ),
            when_legal=("move_robber",),
            # the steal that follows belongs to the same move
            teach=("move_robber", "steal"),
            while_legal=True,
        ),
        Step(
            "robbed_by_others",
            QT_TRANSLATE_NOOP(
                "LessonCatan",
                "A computer player moved the robber: its hex produces nothing until the robber"
                " moves again.",
            ),
            after_event="robber_moved",
            others_only=True,  # the text speaks of a computer player's robber
        ),
        Step(
            "longest_road",
            QT_TRANSLATE_NOOP(
                "LessonCatan",
                "Longest Road changed hands: a single route of at least five roads, longer"
                " than anyone else's, is worth 2 points.",
            ),
            after_event="longest_road",
        ),
    ),
    final=QT_TRANSLATE_NOOP("LessonCatan", "The lesson is over. The game goes on: good luck!"),
)
