"""The English rules reference of The Palaces of Carrara (basic game), for the rules browser.

Every title and body is a literal QT_TRANSLATE_NOOP call in context
"ThePalacesofCarraraRules" (rules_context of the game's title) so that
pyside6-lupdate extracts it; the it/da/uk/hu texts live in the .ts files.
The sections follow the engine; the last one lists every LOW or INVENTED
value of the data module and every ruling of our own.
"""

from __future__ import annotations

from elasund_desktop.i18n.noop import QT_TRANSLATE_NOOP
from elasund_desktop.i18n.rules_text import RulesSection

SECTIONS: tuple[RulesSection, ...] = (
    RulesSection(
        "components",
        QT_TRANSLATE_NOOP("ThePalacesofCarraraRules", "What is in the game"),
        QT_TRANSLATE_NOOP(
            "ThePalacesofCarraraRules",
            """<p>In The Palaces of Carrara, 2 to 4 players buy marble, put up buildings
in six Tuscan cities and score them at the right moment. The most points wins.</p>
<ul>
<li><b>42 marble blocks</b>, 7 in each of six colours. From the most to the least
valuable: white (1), yellow (2), red (3), green (4), blue (5), black (6). The board
prints this rank number on every block, so colours never need to be told apart by
hue alone.</li>
<li>The <b>wheel</b>: a disc of six segments on which the marble is sold.</li>
<li><b>30 building tiles</b>: six types (library, cathedral, palace, gate, castle,
villa) with the values 1 to 5. Each tile shows the object it brings.</li>
<li><b>36 objects</b>, 6 of each kind: book, cup, crown, portal, flag, coat of
arms.</li>
<li>For each player: a <b>player board</b> with the six cities and the six
building types, <b>6 scoring markers</b> and a <b>screen</b>. Coins, marble and
objects stay behind the screen: the other players do not see them. Buildings,
markers and victory points are public.</li>
</ul>""",
        ),
    ),
    RulesSection(
        "setup",
        QT_TRANSLATE_NOOP("ThePalacesofCarraraRules", "Setting up"),
        QT_TRANSLATE_NOOP(
            "ThePalacesofCarraraRules",
            """<ul>
<li>Everybody gets 20 coins and 6 scoring markers.</li>
<li>The program draws the start player at random. The start player gets one black
block, the next players in seat order one blue, one green and one red block.</li>
<li>One block of each colour goes onto the wheel's segment at position I. All other
blocks go into the bag.</li>
<li>The 30 buildings are shuffled; 9 are put on display, the rest form a face-down
pile.</li>
<li>One object of each kind is put up for sale; the other five of each kind form
the supply beside the board.</li>
</ul>""",
        ),
    ),
    RulesSection(
        "turn",
        QT_TRANSLATE_NOOP("ThePalacesofCarraraRules", "Your turn"),
        QT_TRANSLATE_NOOP(
            "ThePalacesofCarraraRules",
            """<p>Players take turns in seat order. On your turn you do exactly
<b>one</b> of three actions:</p>
<ul>
<li><b>buy marble</b> at the wheel,</li>
<li><b>build</b> one building, or</li>
<li><b>score</b> a city or a building type with one of your markers.</li>
</ul>
<p>After the action you may <b>buy one object</b> for 10 coins, and, if you meet
all three objectives, <b>announce the end</b>. Then your turn ends; when there is
nothing left to decide, it ends by itself.</p>
<p>Each choice is made in small steps on the board: the places you can click are
highlighted. Escape cancels the step in progress: the blocks taken so far from a
segment (you choose the segment again) or a building chosen but not yet paid for.
Undo takes back a step, but not past the turn of the wheel, because the blocks
drawn from the bag are then known, nor past a building whose place on the display
was refilled from the pile, because that tile is then known.</p>""",
        ),
    ),
    RulesSection(
        "wheel",
        QT_TRANSLATE_NOOP("ThePalacesofCarraraRules", "The wheel and buying marble"),
        QT_TRANSLATE_NOOP(
            "ThePalacesofCarraraRules",
            """<p>The prices are printed around the wheel at six fixed positions, I to VI.
At position I a white block costs 6 coins, yellow 5, red 4, green 3, blue 2 and black
1. Each position further on, every block costs one coin less, down to 0: free.</p>
<table>
<tr><th>Position</th><th>1 white</th><th>2 yellow</th><th>3 red</th><th>4 green</th><th>5 blue</th><th>6 black</th></tr>
<tr><td>I</td><td>6</td><td>5</td><td>4</td><td>3</td><td>2</td><td>1</td></tr>
<tr><td>II</td><td>5</td><td>4</td><td>3</td><td>2</td><td>1</td><td>0</td></tr>
<tr><td>III</td><td>4</td><td>3</td><td>2</td><td>1</td><td>0</td><td>0</td></tr>
<tr><td>IV</td><td>3</td><td>2</td><td>1</td><td>0</td><td>0</td><td>0</td></tr>
<tr><td>V</td><td>2</td><td>1</td><td>0</td><td>0</td><td>0</td><td>0</td></tr>
<tr><td>VI</td><td>1</td><td>0</td><td>0</td><td>0</td><td>0</td><td>0</td></tr>
</table>
<p>Buying marble goes like this:</p>
<ol>
<li><b>The wheel turns</b> one segment clockwise. The blocks ride along and become
one coin cheaper. The segment that leaves position VI comes round to position I,
with whatever blocks it still holds, and they cost the position I prices again.</li>
<li><b>Refill.</b> Blocks are drawn at random from the bag onto the segment at
position I until 11 blocks lie on the whole wheel. If the bag runs short, what there
is goes onto the wheel.</li>
<li><b>Choose one segment</b> and take as many of its blocks as you like, paying
each block's price at that position. You must take at least one block if any block
on the wheel is free or affordable for you.</li>
<li>If you cannot pay for a single block and none is free, you show your coins and
take <b>2 coins</b> from the bank instead.</li>
</ol>
<p>On the board, the segments you can buy from are highlighted; below each price
box, "whole segment" says what every block on that segment would cost together. Click the
blocks you want one at a time, then stop.</p>""",
        ),
    ),
    RulesSection(
        "building",
        QT_TRANSLATE_NOOP("ThePalacesofCarraraRules", "Building and the cities"),
        QT_TRANSLATE_NOOP(
            "ThePalacesofCarraraRules",
            """<p>Choose one of the buildings on display and a city on your own player
board. You pay exactly the building's value in marble blocks, and the city decides
which colours count:</p>
<table>
<tr><th>City</th><th>Accepts</th><th>Scoring gives</th><th>Buildings needed</th></tr>
<tr><td>Livorno</td><td>white</td><td>3 VP per value</td><td>2</td></tr>
<tr><td>Pisa</td><td>white, yellow</td><td>3 coins per value</td><td>2</td></tr>
<tr><td>Lucca</td><td>white to red</td><td>2 VP per value</td><td>2</td></tr>
<tr><td>Viareggio</td><td>white to green</td><td>2 coins per value</td><td>3</td></tr>
<tr><td>Massa</td><td>white to blue</td><td>1 VP per value</td><td>3</td></tr>
<tr><td>Lerici</td><td>every colour</td><td>1 coin per value</td><td>3</td></tr>
</table>
<p>Colours may be mixed in one building. Black marble is only good for Lerici.
Spent blocks go back into the bag. The building joins the city's column on your
board, and the empty place on display is filled from the pile at once. When the
pile is empty, the display shrinks.</p>
<p>On the board, only the buildings you can pay for somewhere are highlighted; after
you pick one, the cities where you can pay for it. You are asked which blocks to
pay with only when there is a real choice.</p>""",
        ),
    ),
    RulesSection(
        "score_city",
        QT_TRANSLATE_NOOP("ThePalacesofCarraraRules", "Scoring a city"),
        QT_TRANSLATE_NOOP(
            "ThePalacesofCarraraRules",
            """<p>Put one of your markers on a city of the main board. You need at least
as many of your own buildings in that city as the city asks for (2 in Livorno, Pisa
and Lucca, 3 in Viareggio, Massa and Lerici). Add up the values of all your
buildings there and multiply the sum by the city's number: you get that many
victory points or coins, as the table in "Building and the cities" shows.</p>
<p>Example: with buildings of value 2, 2 and 4 in Viareggio, scoring the city gives
(2 + 2 + 4) × 2 = 16 coins.</p>
<p>Each city can be scored <b>once per game</b>, by the first player who does it.
The others may still build there, and their buildings still count when they score
a building type.</p>
<p>Every building you score also brings the object shown on it (see Objects).</p>""",
        ),
    ),
    RulesSection(
        "score_type",
        QT_TRANSLATE_NOOP("ThePalacesofCarraraRules", "Scoring a building type"),
        QT_TRANSLATE_NOOP(
            "ThePalacesofCarraraRules",
            """<p>Put one of your markers on a building type of your own player board.
You need at least one building of that type. Each of your buildings of that type
scores its value times the number of the city it stands in, paid in that city's
kind: so one scoring can bring both victory points and coins.</p>
<p>Example: libraries of value 5 in Lerici, 2 and 3 in Viareggio and 1 in Livorno
give 1 × 3 = 3 VP and 5 × 1 + (2 + 3) × 2 = 15 coins, and four books.</p>
<p>You can score each type only once, but another player's scoring of a type does
not stop you. With 6 markers you can make at most 6 scorings in a game.</p>""",
        ),
    ),
    RulesSection(
        "objects",
        QT_TRANSLATE_NOOP("ThePalacesofCarraraRules", "Objects"),
        QT_TRANSLATE_NOOP(
            "ThePalacesofCarraraRules",
            """<p>Whenever you score, you take one object from the supply for each
building scored: the kind shown on the tile. When the supply of a kind is empty,
you get nothing for those buildings; the objects for sale are never taken this
way.</p>
<table>
<tr><th>Building</th><th>Object</th></tr>
<tr><td>library</td><td>book</td></tr>
<tr><td>cathedral</td><td>cup</td></tr>
<tr><td>palace</td><td>flag</td></tr>
<tr><td>gate</td><td>portal</td></tr>
<tr><td>castle</td><td>crown</td></tr>
<tr><td>villa</td><td>coat of arms</td></tr>
</table>
<p>Example: scoring Massa with two gates and a castle there brings two portals and
a crown.</p>
<p>Once per turn, after your action, you may buy one of the objects for sale for 10
coins. Those are not replaced.</p>
<p>Each object is worth 3 points at the end and counts for the objectives.</p>""",
        ),
    ),
    RulesSection(
        "end",
        QT_TRANSLATE_NOOP("ThePalacesofCarraraRules", "Objectives and the end"),
        QT_TRANSLATE_NOOP(
            "ThePalacesofCarraraRules",
            """<p>The objective board shows three goals:</p>
<table>
<tr><th>Players</th><th>Scorings</th><th>Objects</th><th>Total value of your buildings</th></tr>
<tr><td>2</td><td>4</td><td>8</td><td>30</td></tr>
<tr><td>3</td><td>4</td><td>7</td><td>25</td></tr>
<tr><td>4</td><td>4</td><td>6</td><td>20</td></tr>
</table>
<p>A player who meets all three may <b>announce the end</b> at the end of their
turn and at once gains 5 victory points. Announcing is optional: you may wait for a
better moment.</p>
<p>The game also ends when all 30 buildings have been built.</p>
<p>Either way the round is played to its end, so that everybody has had the same
number of turns: the last turn belongs to the player before the start player.</p>""",
        ),
    ),
    RulesSection(
        "final",
        QT_TRANSLATE_NOOP("ThePalacesofCarraraRules", "Final scoring"),
        QT_TRANSLATE_NOOP(
            "ThePalacesofCarraraRules",
            """<p>Each player adds to the victory points on the score track:</p>
<ul>
<li>3 points for each object,</li>
<li>1 point for every full 5 coins (the rest is lost),</li>
<li>the value of each of their buildings.</li>
</ul>
<p>The most points wins. In a tie, the tied player with the most marble blocks
behind the screen wins; if that is still tied, they share the victory.</p>""",
        ),
    ),
    RulesSection(
        "tips",
        QT_TRANSLATE_NOOP("ThePalacesofCarraraRules", "Tips"),
        QT_TRANSLATE_NOOP(
            "ThePalacesofCarraraRules",
            """<ul>
<li>Marble gets cheaper every time somebody buys: waiting a round can save a lot,
but somebody else may take the blocks first.</li>
<li>Coins from Pisa, Viareggio and Lerici pay for marble; the victory points of
Livorno, Lucca and Massa win the game.</li>
<li>A city can be scored only once: if somebody is close, score yours first.</li>
<li>Score a building type late, when several of its buildings stand in rich
cities.</li>
<li>Objects count twice: 3 points each and towards the objectives.</li>
</ul>""",
        ),
    ),
    RulesSection(
        "interpretations",
        QT_TRANSLATE_NOOP("ThePalacesofCarraraRules", "Choices made in this program"),
        QT_TRANSLATE_NOOP(
            "ThePalacesofCarraraRules",
            """<p>Our sources are short summaries, not the printed rulebook. Where they
leave a point open we decided as follows.</p>
<ul>
<li><b>Objects on the tiles</b> (weak sources): the Italian summary we follow
gives the castle a <b>crown</b> in its own example (Massa with two gates and a
castle brings two portals and a crown). Library with a book and gate with a portal
are sourced as well; cathedral with a cup and villa with a coat of arms come from
reviews, which give the crown to the palace and a flag to the castle. With the
crown on the castle, the palace gets the object that remains: the <b>flag</b>.</li>
<li><b>Objectives per player count</b> (weak sources): the numbers 6/7/8 objects
and 20/25/30 building value are sourced, but which player count gets which is our
reading: more players, lower targets.</li>
<li><b>When to announce</b> (our own ruling): only at the end of your own turn,
after the action and the object purchase.</li>
<li><b>One announcement</b> (our own ruling): once the end is triggered, by an
announcement or by the last building, nobody can announce any more.</li>
<li><b>Coins</b> (our own ruling): the bank never runs out of coins.</li>
<li><b>Buildings per city</b> (our own ruling): a city column holds any number of
buildings.</li>
<li><b>The wheel</b>: blocks that leave position VI come round to position I and
cost the position I prices; with an empty bag nothing is refilled; spent blocks go
back into the bag. Our sources imply these rules but do not spell them out.</li>
<li><b>Buying</b>: you take blocks from one segment only; if anything is free or
affordable you must take at least one block.</li>
<li><b>Scoring a city</b> needs at least the printed number of buildings, and all
your buildings there count.</li>
</ul>""",
        ),
        interpretation=True,
    ),
)
