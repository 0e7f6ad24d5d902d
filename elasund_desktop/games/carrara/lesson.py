"""Carrara's guided first game (issue 26): three players, the learner and two Easy players.

The seed is fixed so that the game meets early what a first game needs: a
purchase from the wheel with free blocks on it, an object for sale after the
action, a payment chosen block by block, a type scoring, a city scoring by the
learner and one by a computer player.  Which steps a run meets is checked by
tests/lessons/test_lessons.py, which plays the lesson by its own hints
(a script that played seeds by the hints chose this one).

Facts from the seed rules (004, the Italian summary) and rules-data/carrara.md
as the engine (rules.py, data.py) plays them: one action a turn (buy marble,
build, score) and at most one object bought after it for 10 coins; the wheel
turns one segment before a purchase, every block on it a coin cheaper, and
position I is refilled from the bag to 11 blocks; the buyer takes blocks from
one segment only, at least one; a city accepts its own colour and every more
valuable one (black only in Lerici); a city is scored once in the whole game
with 2 (Livorno, Pisa, Lucca) or 3 own buildings there, a type once per
player with one building of it; each scored building brings its object; the
objectives for three players are 4 scorings, 7 objects and buildings worth
25; announcing the end brings 5 points; at the end 3 points an object, one
for every 5 coins and each building its value.
"""

from __future__ import annotations

from ...i18n.noop import QT_TRANSLATE_NOOP
from ...lessons.model import Lesson, Step

# the translation context (lupdate reads it literally in every QT_TRANSLATE_NOOP below)
C = "LessonCarrara"

LESSON = Lesson(
    game_id="carrara",
    context=C,
    players=3,
    seed=370,
    bots=("easy", "easy"),
    steps=(
        Step(
            "welcome",
            QT_TRANSLATE_NOOP(
                "LessonCarrara",
                "Welcome to The Palaces of Carrara. You buy marble and build with it in the six"
                " cities of your own board (below the main board); buildings earn points and"
                " coins when you score them. Each turn you take exactly one action: buy"
                " marble, build one building, or score a city or a building type. After it you"
                " may buy one object for 10 coins. The player with the most points at the end"
                " wins.",
            ),
        ),
        Step(
            "buy_marble",
            QT_TRANSLATE_NOOP(
                "LessonCarrara",
                "The wheel is the marble market. Beside each of its six segments the board"
                " prints the price of every colour: at position I white costs 6 coins, yellow"
                " 5, red 4, green 3, blue 2 and black 1, and each position further round is one"
                " coin cheaper, down to free. Buying begins with a turn of the wheel: every"
                " segment moves one position on, so its blocks get a coin cheaper (blocks left"
                " at VI come round to I and its prices), and blocks drawn from the bag refill"
                " position I until 11 lie on the wheel. Press Buy marble.",
            ),
            teach=("buy_marble",),
            reminder=QT_TRANSLATE_NOOP(
                "LessonCarrara", "First buy marble: press the Buy marble button."
            ),
        ),
        Step(
            "choose_segment",
            QT_TRANSLATE_NOOP(
                "LessonCarrara",
                "Now choose one segment: you buy from that segment only. The highlighted"
                " segments hold at least one block you can pay for. If, once the wheel has"
                " turned, you cannot pay for any block, you show your coins and take 2 coins"
                " instead.",
            ),
            teach=("choose_segment",),
            reminder=QT_TRANSLATE_NOOP(
                "LessonCarrara", "Choose one of the highlighted segments of the wheel."
            ),
        ),
        Step(
            "take_blocks",
            QT_TRANSLATE_NOOP(
                "LessonCarrara",
                "Take blocks from this segment one at a time, each at its price here (a"
                " colour whose price is 0 is free). You must take at least one; stop taking"
                " when you have what you want. Your coins, blocks and objects lie behind your"
                " screen, hidden from the other players.",
            ),
            teach=("take_block", "stop_taking"),
            while_legal=True,
            reminder=QT_TRANSLATE_NOOP(
                "LessonCarrara", "Take blocks from the segment you chose, or stop taking."
            ),
        ),
        Step(
            "build",
            QT_TRANSLATE_NOOP(
                "LessonCarrara",
                "Now build. The nine tiles on display are the buildings on"
                " offer; the number on a tile is its value: the blocks it costs and the points"
                " it is worth at the end. The highlighted tiles are those your blocks can pay"
                " for. (You may buy more marble first if you prefer.)",
            ),
            teach=("build",),
            free=True,
            waiting=QT_TRANSLATE_NOOP(
                "LessonCarrara",
                "The computer players take their turns: the log says what each one bought"
                " or built. On your next turn you build.",
            ),
        ),
        Step(
            "build_in",
            QT_TRANSLATE_NOOP(
                "LessonCarrara",
                "Now the city on your board. A city accepts its own colour and every more"
                " valuable one: Livorno white only, Pisa also yellow, Lucca also red, Viareggio"
                " also green, Massa also blue, and Lerici every colour, black too (black is"
                " good only there). The highlighted cities are those your blocks can pay in."
                " The city sets what the building earns when scored, per point of value:"
                " Livorno 3 points, Pisa 3 coins, Lucca 2 points, Viareggio 2 coins, Massa"
                " 1 point, Lerici 1 coin.",
            ),
            teach=("build_in",),
            reminder=QT_TRANSLATE_NOOP(
                "LessonCarrara", "Choose a highlighted city for the building."
            ),
        ),
        Step(
            "score_type",
            QT_TRANSLATE_NOOP(
                "LessonCarrara",
                "Finish this turn as you like. From your next turn you may score a building"
                " type (library, cathedral, palace, gate, castle, villa): each player may"
                " score each type once, with one building of it or more. Each of your"
                " buildings of that type earns its value times its city's rate, in points or"
                " coins as the city pays, and brings the object drawn on it while the supply"
                " lasts. Scoring is your action for the turn. One building is enough; more of"
                " the type, in cities that pay well, score more.",
            ),
            teach=("score_type",),
            free=True,
            done_early=True,
        ),
        Step(
            "score_city",
            QT_TRANSLATE_NOOP(
                "LessonCarrara",
                "A city is scored only once in the whole game, by the first player who does"
                " it. You need at least 2 of your buildings there (Livorno, Pisa, Lucca) or 3"
                " (Viareggio, Massa, Lerici); their values together, times the city's rate,"
                " are paid to you, and each of those buildings brings its object. Play on,"
                " buying and building,"
                " and score a city as soon as you can: it is highlighted then.",
            ),
            teach=("score_city",),
            free=True,
            done_early=True,
        ),
        Step(
            "objectives",
            QT_TRANSLATE_NOOP(
                "LessonCarrara",
                "You have six scoring markers. The objectives box shows the three goals"
                " for three players: 4 scorings (cities and types together),"
                " 7 objects, and buildings worth 25 in all. Whoever meets all three may"
                " announce the end after their action (5 points); the round is then played out so"
                " that all had the same number of turns. The game also ends when all 30"
                " buildings are built. Then each object counts 3 points, every 5 coins 1"
                " point and each building its value; on a tie, the most marble behind the"
                " screen wins.",
            ),
        ),
    ),
    moments=(
        Step(
            "after_action",
            QT_TRANSLATE_NOOP(
                "LessonCarrara",
                "Your action is done. Now, once a turn, you may buy one of the objects on the"
                " board for 10 coins: at the end each object is worth 3 points, and objects"
                " count for an objective. Buy one or end your turn.",
            ),
            when_legal=("buy_object",),
            teach=("buy_object", "end_turn"),
        ),
        Step(
            "pay",
            QT_TRANSLATE_NOOP(
                "LessonCarrara",
                "Choose the blocks that pay, one at a time: any mix of colours the city"
                " accepts. Pay first with the colours that the cities to the left refuse, and"
                " keep white and yellow for Livorno and Pisa.",
            ),
            when_legal=("pay",),
            teach=("pay",),
            while_legal=True,
        ),
        Step(
            "city_taken",
            QT_TRANSLATE_NOOP(
                "LessonCarrara",
                "A computer player scored a city: its marker stands there now, and nobody else"
                " may score that city. You may still build there, and those buildings still"
                " count when you score their type.",
            ),
            after_event="score_city",
            others_only=True,
        ),
        Step(
            "type_by_other",
            QT_TRANSLATE_NOOP(
                "LessonCarrara",
                "A computer player scored a building type. Unlike a city, a type stays open"
                " to everybody: the marker went on that player's own board, and you may still"
                " score the same type with your buildings.",
            ),
            after_event="score_type",
            others_only=True,
        ),
    ),
    final=QT_TRANSLATE_NOOP(
        "LessonCarrara", "The lesson is over. The game goes on: good luck with your palaces!"
    ),
)
