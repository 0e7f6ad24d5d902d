"""Elfenland's guided first game (issue 26): three players, the learner and two Easy players.

Two rounds are played with the lesson (the other two as a normal game).  Round
one is taught step by step: the secret counter, the three open ones, planning
(three counters, the obstacle, passing until planning is over), the journey
and the counter kept at the end of the round.  Round two is the learner's own,
with the board highlighting what is legal.  What happens at a time no seed can
promise comes as a moment: the first river or lake the learner can take (a
move taught on the spot), a caravan the learner could make, a computer player's
obstacle and a computer player's discards at the hand limit.

The seed is fixed so that all of them come in those two rounds; which steps a
run meets is checked by tests/lessons/test_lessons.py, which plays the lesson
by its own hints (the planner's journeys and placements: `hint_by_knowledge`).
Facts from the seed rules (002, Ukrainian) as the engine (rules.py) plays them:
eight cards dealt up to each round, a secret counter and three open ones, one
counter per road and only where its transport may go, the obstacle once a game
on a road with a counter (one card more, a caravan four), rafts on water (one
with the current, two against it and across a lake), the caravan of any three
cards only where the matching cards are lacking (the default option), at most
four cards after a journey, one counter kept at the end of a round, four rounds.
"""

from __future__ import annotations

from ...i18n.noop import QT_TRANSLATE_NOOP
from ...lessons.model import Lesson, Step
from . import data as D  # noqa: N812

# the translation context (lupdate reads it literally in every QT_TRANSLATE_NOOP below)
C = "LessonElfenland"

# the routes by water (rivers and ferries), for the moment that teaches rafts
WATER = tuple(i for i, r in enumerate(D.ROUTES) if r.kind != "road")
PLANNING = ("draw_secret", "take_counter", "take_blind", "place_counter", "place_obstacle", "pass")
# a whole journey: steps, a caravan's cards one by one, its end and the discards after it
JOURNEY = ("travel", "pay_card", "end_move", "discard")

LESSON = Lesson(
    game_id="elfenland",
    context=C,
    players=3,
    # seed 32: the hints follow Hard (potential.py since issue 24), and with them
    # seed 30 no longer brought a computer player's discard at the hand limit
    seed=32,
    bots=("easy", "easy"),
    steps=(
        Step(
            "welcome",
            QT_TRANSLATE_NOOP(
                "LessonElfenland",
                "Welcome to Elfenland. Every boot starts in Elvenhold, the capital. Each"
                " other town holds one of your town pieces, and the first time your boot"
                " reaches a town you collect it: after four rounds the player with the most"
                " pieces wins. A round goes like this: everybody's hand is filled up to"
                " eight travel cards, everybody takes transport counters, the counters are"
                " laid on roads, and then each elf travels, paying cards that match the"
                " counters on the roads.",
            ),
        ),
        Step(
            "secret",
            QT_TRANSLATE_NOOP(
                "LessonElfenland",
                "First each player draws one counter from the pile and keeps it face down:"
                " only you know which transport it is. Click the highlighted pile.",
            ),
            teach=("draw_secret",),
            reminder=QT_TRANSLATE_NOOP("LessonElfenland", "First draw your secret counter."),
        ),
        Step(
            "open_counters",
            QT_TRANSLATE_NOOP(
                "LessonElfenland",
                "Now three times round the table each player takes one more counter, face"
                " up for all to see: one of the five in the row (a new one fills its place"
                " at once) or the top one of the pile, unseen. A counter is worth most when"
                " you hold the travel cards of its kind, because that is what you pay with"
                " on its road. Take three counters.",
            ),
            teach=("take_counter", "take_blind"),
            times=3,
            reminder=QT_TRANSLATE_NOOP(
                "LessonElfenland", "Take a counter from the row or from the pile."
            ),
        ),
        Step(
            "place",
            QT_TRANSLATE_NOOP(
                "LessonElfenland",
                "Planning: in turn, each player lays one counter on a road, or passes. A"
                " road takes a single counter, and only of a transport that can cross its"
                " land (a Giant Pig never goes into the mountains, a Unicorn never onto the"
                " plains, and nothing goes on water); the highlighted roads are where yours"
                " fit. Any player may travel on any counter, whoever laid it, so lay a chain"
                " of roads leading out of Elvenhold for the cards you hold. Lay three"
                " counters, one per turn.",
            ),
            teach=("place_counter",),
            times=3,
            reminder=QT_TRANSLATE_NOOP(
                "LessonElfenland", "Lay a counter on one of the highlighted roads."
            ),
        ),
        Step(
            "obstacle",
            QT_TRANSLATE_NOOP(
                "LessonElfenland",
                "Once in the game you may lay your obstacle instead of a counter, on a road"
                " that already carries a counter (never on water). The road stays open, but"
                " everybody who uses it pays one card more of the counter's kind, and a"
                " caravan four cards instead of three. Put it where the computer players"
                " want to go, not on your own way.",
            ),
            teach=("place_obstacle",),
            reminder=QT_TRANSLATE_NOOP(
                "LessonElfenland", "Lay your obstacle on one of the highlighted roads."
            ),
        ),
        Step(
            "pass",
            QT_TRANSLATE_NOOP(
                "LessonElfenland",
                "Keep your last counter: when the round ends you may keep one for the next"
                " round. So pass now. Whoever has passed may still lay a counter on a later"
                " turn; planning only ends when all players pass one after another. Until"
                " then, pass each time it is your turn.",
            ),
            teach=("pass",),
            until_event="moving_starts",
            reminder=QT_TRANSLATE_NOOP(
                "LessonElfenland", "Pass: keep your last counter for the next round."
            ),
        ),
        Step(
            "journey",
            QT_TRANSLATE_NOOP(
                "LessonElfenland",
                "Your journey. A step along a road needs a counter on it, and you pay cards"
                " of the counter's kind: one or two, as the chart says for that land (Travel"
                " costs… under your cards), and one more over an obstacle. The highlighted"
                " towns are one step away, with the price. Every town you reach gives you"
                " its piece; you may go back and forth as long as you pay. When your cards"
                " are spent or no road takes you further, end your move. You may keep four"
                " cards at most: discard the others.",
            ),
            teach=JOURNEY,
            while_legal=True,
            waiting=QT_TRANSLATE_NOOP(
                "LessonElfenland",
                "Planning is over and the elves set off, one after another from the"
                " starting player: each makes a whole journey before the next one moves."
                " Watch the computer players travel; the log says what each step cost.",
            ),
            reminder=QT_TRANSLATE_NOOP(
                "LessonElfenland", "Travel to a highlighted town, or end your move."
            ),
        ),
        Step(
            "keep",
            QT_TRANSLATE_NOOP(
                "LessonElfenland",
                "Everybody has travelled: the round is over. The counters on the roads go"
                " back to the pile, and the obstacles laid this round leave the game. Each"
                " player may keep one of his own counters for the next round, face up or"
                " face down as it was; the others go back too. Choose the counter to keep.",
            ),
            teach=("keep_counter",),
            reminder=QT_TRANSLATE_NOOP("LessonElfenland", "Choose one counter to keep."),
        ),
        Step(
            "next_round",
            QT_TRANSLATE_NOOP(
                "LessonElfenland",
                "Round 2. Your hand is filled up to eight cards again, and the next player"
                " starts the round. Then the same phases follow: a secret counter, three"
                " open ones, planning and the journeys. With the counter you kept you may"
                " now hold five.",
            ),
        ),
        Step(
            "plan_again",
            QT_TRANSLATE_NOOP(
                "LessonElfenland",
                "This round is yours to plan: the board highlights whatever you may do. Lay"
                " counters on the roads out of the town where your boot stands, for the"
                " kinds of cards you hold, and pass when you want to keep a counter.",
            ),
            teach=PLANNING,
            until_event="moving_starts",
        ),
        Step(
            "journey_again",
            QT_TRANSLATE_NOOP(
                "LessonElfenland",
                "Your second journey: go to the highlighted towns you have not visited yet,"
                " then end your move.",
            ),
            teach=JOURNEY,
            while_legal=True,
            waiting=QT_TRANSLATE_NOOP(
                "LessonElfenland",
                "Planning is over. The elves travel in turn order from the starting player;"
                " wait for your turn.",
            ),
        ),
    ),
    moments=(
        Step(
            "water",
            QT_TRANSLATE_NOOP(
                "LessonElfenland",
                "Rivers and lakes carry no counters: you cross them with Raft cards. A river"
                " costs one raft with the current (the arrows) and two against it; a ferry"
                " across a lake costs two rafts either way. Take the highlighted way by"
                " water.",
            ),
            when_legal=("travel",),
            teach=("travel",),
            args_in=((0, WATER), (1, ("cards",))),
            reminder=QT_TRANSLATE_NOOP(
                "LessonElfenland", "Take the highlighted way by water first."
            ),
        ),
        Step(
            "caravan",
            QT_TRANSLATE_NOOP(
                "LessonElfenland",
                "A caravan is possible now: on a road with a counter whose cards you lack,"
                " any three cards (rafts too) take you along, four over an obstacle. It"
                " never crosses water, and in this game it is only for a player who cannot"
                " pay the counter's own cards. After Next the board highlights the towns"
                " you can reach, by caravan too: click one, then pay the cards one at a"
                " time. A caravan is worth them when it brings you to a new town.",
            ),
            when_legal=("travel",),
            args_in=((1, ("caravan",)),),
        ),
        Step(
            "their_obstacle",
            QT_TRANSLATE_NOOP(
                "LessonElfenland",
                "A computer player has laid its obstacle: whoever travels that road pays"
                " one card more there, and a caravan four. Every player has one obstacle for"
                " the whole game.",
            ),
            after_event="place_obstacle",
            others_only=True,
        ),
        Step(
            "hand_limit",
            QT_TRANSLATE_NOOP(
                "LessonElfenland",
                "A computer player ended its journey with more than four cards and"
                " discards down to four: nobody keeps more after travelling. Cards kept"
                " count for the next round, which fills every hand up to eight again.",
            ),
            after_event="must_discard",
            others_only=True,
        ),
    ),
    hint_by_knowledge=True,
    final=QT_TRANSLATE_NOOP(
        "LessonElfenland",
        "The lesson is over: play on as you like until round 4 is over. Then the most"
        " town pieces win, and more travel cards in hand break a tie. Whoever collects"
        " all twenty pieces before the end of round 3 wins at once.",
    ),
)
