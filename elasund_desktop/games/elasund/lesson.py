"""Elasund's guided first game (issue 26): three players, the learner and two Easy players.

The seed is fixed so that the game meets what a first game needs early: the
ship and its income, a first permit, a first building, a wall, the church, and
on the way the pirates, compensation, a larger building over smaller ones and
the trade track (moments: they come when the seed brings them).  Which steps a
run meets is checked by tests/lessons/test_lessons.py, which plays the lesson by
its own hints; tools/lesson_search.py looks for such a seed.  Facts from the
seed rules (000, Italian; 001, Danish), worded as the engine plays them (rules.py
and the modules beside it): income per building in the ship's row, the ship
always moving (two rows on for the same number, anywhere but its own row on a
7), permits on a free square of the ship's row for their value in gold, the
highest permit total builds and pays the others' permits as compensation,
larger buildings remove smaller ones, three influence cards of one colour for
a building of the same size, walls for 2 gold (4 on the east side), the church
for 7 gold, trade points from the harbour and the gate squares, ten cubes to win.
"""

from __future__ import annotations

from ...i18n.noop import QT_TRANSLATE_NOOP
from ...lessons.model import Lesson, Step

# the translation context (lupdate reads it literally in every QT_TRANSLATE_NOOP below)
C = "LessonElasund"

BONUS = ("bonus_move", "bonus_upgrade", "bonus_place", "bonus_gold")

LESSON = Lesson(
    game_id="elasund",
    context=C,
    players=3,
    seed=498,
    bots=("easy", "easy"),
    steps=(
        Step(
            "welcome",
            QT_TRANSLATE_NOOP(
                "LessonElasund",
                "Welcome to Elasund. Together you build one city between the harbour and the"
                " walls, and each of you has ten victory point cubes: the first player to place"
                " all ten wins at once. Cubes go on the flags of the neutral buildings, on church"
                " tiles, on wall towers and on the trade track. A turn has four parts, always"
                " in this order: roll for the ship and its income, up to two constructions,"
                " a permit or 2 gold, and one bonus action.",
            ),
        ),
        Step(
            "roll",
            QT_TRANSLATE_NOOP(
                "LessonElasund",
                "Roll the dice. The ship sails to the row with that number, and every building"
                " in that row pays its owner, whoever rolled: a gold card or an influence card,"
                " as its symbol shows. Your two workers' huts already stand in the city: look"
                " for their rows. The ship must always move: the same number as last time"
                " sends it two rows up or down, and a 7 brings the pirates.",
            ),
            teach=("roll",),
            reminder=QT_TRANSLATE_NOOP("LessonElasund", "Roll the dice first."),
            waiting=QT_TRANSLATE_NOOP(
                "LessonElasund",
                "The computer players move first. Watch the game log: every turn begins with"
                " a roll, the ship sails to the row with that number, and every building in"
                " that row pays its owner, whoever rolled. Your turn comes next.",
            ),
        ),
        Step(
            "no_permit_yet",
            QT_TRANSLATE_NOOP(
                "LessonElasund",
                "Now you may make up to two constructions: buildings, wall tiles or church"
                " tiles. A building needs your building permits on its squares, and you have"
                " none on the board yet. Walls come later in this lesson: end the"
                " construction for now.",
            ),
            teach=("end_construction",),
            reminder=QT_TRANSLATE_NOOP(
                "LessonElasund", "End the construction for now: your first permit comes next."
            ),
        ),
        Step(
            "permit",
            QT_TRANSLATE_NOOP(
                "LessonElasund",
                "Each turn you place a building permit or take 2 gold instead: this time,"
                " place a permit. Your permits are worth 0 to"
                " 4 and each costs its value in gold: permit 0 is free. A permit goes on a"
                " free square of the ship's row (when that row is full, the nearest row with"
                " a free square); for two influence cards of one colour it may go in any row."
                " Choose a permit, then its square: a building covering it can be yours"
                " later.",
            ),
            teach=("permit", "permit_at"),
            times=2,
            reminder=QT_TRANSLATE_NOOP(
                "LessonElasund", "Place a permit: choose its value, then a highlighted square."
            ),
        ),
        Step(
            "bonus",
            QT_TRANSLATE_NOOP(
                "LessonElasund",
                "Last comes one bonus action, paid with influence cards: move one of your"
                " permits (two cards of one colour), swap one for a higher permit from your"
                " supply (two cards of one colour and the difference in gold), place a permit"
                " in any row (one card of each colour and its value in gold), or take 2 gold"
                " (one card of each colour). Make one if you can pay for it, or end your turn.",
            ),
            teach=(*BONUS, "end_turn"),
            reminder=QT_TRANSLATE_NOOP(
                "LessonElasund", "Choose a bonus action or end your turn."
            ),
        ),
        Step(
            "build",
            QT_TRANSLATE_NOOP(
                "LessonElasund",
                "You can build now. A building needs as many permits on its squares as it"
                " asks for (1 to 3), one of them yours, and your permits there must add up to"
                " more than any other player's. You pay its cost in gold; every permit on"
                " its squares goes back to its owner, and you pay each other player whose"
                " permits were there their value in gold as compensation. Houses and"
                " workshops are your own; on a neutral building you put a cube on each flag."
                " Choose a highlighted building, then its place.",
            ),
            teach=("build", "build_at"),
            times=2,
            waiting=QT_TRANSLATE_NOOP(
                "LessonElasund",
                "Play on as you like: roll, place permits or take gold. A house needs one"
                " permit of yours and 1 gold, a workshop one permit and 2 gold. As soon as"
                " your permits and gold are enough for a building, the lesson shows it.",
            ),
            reminder=QT_TRANSLATE_NOOP(
                "LessonElasund", "Build now: choose a highlighted building, then its place."
            ),
        ),
        Step(
            "wall",
            QT_TRANSLATE_NOOP(
                "LessonElasund",
                "Build a wall tile. Your nine tiles come in their order, 1 to 9. A tile goes"
                " next to a city gate or next to a tile already built, by anyone: 2 gold on"
                " the north and south walls, 4 gold on the east wall. Tiles 3, 6 and 9 are"
                " towers and take one of your cubes; the others bring one or two influence"
                " cards.",
            ),
            teach=("wall",),
            waiting=QT_TRANSLATE_NOOP(
                "LessonElasund",
                "Next you build a wall tile: it costs 2 gold on the north or south wall, so"
                " keep 2 gold for your next construction. Play on meanwhile; the lesson"
                " speaks again when you can pay for it.",
            ),
            reminder=QT_TRANSLATE_NOOP(
                "LessonElasund", "Build a wall tile on a highlighted space."
            ),
        ),
        Step(
            "church",
            QT_TRANSLATE_NOOP(
                "LessonElasund",
                "You have the 7 gold a church tile costs. The nine church tiles are drawn"
                " from a stack, and each tile laid takes one of its builder's cubes. A church"
                " tile removes whatever building stands on its square, however large, and"
                " nothing ever removes a church tile. Build a church tile.",
            ),
            teach=("church",),
            waiting=QT_TRANSLATE_NOOP(
                "LessonElasund",
                "Save gold for the church: a church tile costs 7 gold and takes one of your"
                " cubes. Play on meanwhile; the lesson speaks again when you can pay for it.",
            ),
            reminder=QT_TRANSLATE_NOOP("LessonElasund", "Build a church tile now."),
        ),
        Step(
            "carry_on",
            QT_TRANSLATE_NOOP(
                "LessonElasund",
                "That is the whole turn: roll, build, permit or gold, bonus. Build in every"
                " row, the middle rows most, to earn income on most rolls, and keep influence"
                " cards for bonus actions. With three influence cards of one colour a"
                " building may also replace one or two buildings of its own size. The lesson"
                " ends here: play on until someone places the tenth cube.",
            ),
        ),
    ),
    moments=(
        Step(
            "ship_choice",
            QT_TRANSLATE_NOOP(
                "LessonElasund",
                "Choose where the ship goes. After a 7 any row but its own is allowed: the"
                " pirates take the ship there. After the same number as last time it must go"
                " two rows up or down.",
            ),
            when_legal=("move_ship",),
            teach=("move_ship",),
        ),
        Step(
            "church_keep",
            QT_TRANSLATE_NOOP(
                "LessonElasund",
                "You are the first to build the church, so you drew the top two tiles: keep"
                " one, and the other goes under the stack, where only you know it is the last"
                " tile. The tile you keep lies on the church site and fixes where all nine"
                " tiles of the church will stand around it.",
            ),
            when_legal=("church_keep",),
            teach=("church_keep",),
        ),
        Step(
            "pirates",
            QT_TRANSLATE_NOOP(
                "LessonElasund",
                "Pirates! After a 7 the ship's row pays no income. Instead every player gives"
                " up one card for each of their cubes in that row, on buildings, church tiles"
                " and towers, and the player who rolled may take one of those cards for each"
                " tower they have on the walls. Early in the game few cubes stand in the"
                " city, so the pirates often take nothing.",
            ),
            after_event="pirates",
        ),
        Step(
            "compensation",
            QT_TRANSLATE_NOOP(
                "LessonElasund",
                "Compensation: the builder had the highest permit total on the site and paid"
                " the other players there the value of their permits in gold (nothing for a"
                " permit 0). Their permits"
                " went back to them, to be placed again.",
            ),
            after_event="compensation",
        ),
        Step(
            "larger_over_smaller",
            QT_TRANSLATE_NOOP(
                "LessonElasund",
                "A building was removed from the city. A new building may cover smaller ones,"
                " and a church tile any building; what it covers goes back to its owner (a"
                " neutral building to its pile, its cubes to their owner). A workers' hut is"
                " put back at once by its owner on a free square that is no trade square.",
            ),
            after_event="destroyed",
        ),
        Step(
            "trade",
            QT_TRANSLATE_NOOP(
                "LessonElasund",
                "A building on a trade square (the harbour squares give 1 trade point, the"
                " squares by the gates 2) moves its builder's marker on the trade track. On"
                " reaching 3, 5, 7, 9 and 11 the builder places a cube there while that space"
                " has a free flag. Losing the building loses the points, and the cube with"
                " them.",
            ),
            after_event="trade_points",
        ),
    ),
    final=QT_TRANSLATE_NOOP("LessonElasund", "The lesson is over. The game goes on: good luck!"),
)
