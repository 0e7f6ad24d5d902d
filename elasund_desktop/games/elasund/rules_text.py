"""The English rules reference of Elasund (Qt-free).

Each title and body is one literal QT_TRANSLATE_NOOP call in the context
"ElasundRules" so that pyside6-lupdate extracts it.  Bodies are simple HTML.
The texts describe the engine's behaviour (rules.py and the modules it is
split into),
including the variant options and their defaults; the last section lists
every house interpretation.
"""

from __future__ import annotations

from elasund_desktop.i18n.noop import QT_TRANSLATE_NOOP
from elasund_desktop.i18n.rules_text import RulesSection

SECTIONS: tuple[RulesSection, ...] = (
    RulesSection(
        "components",
        QT_TRANSLATE_NOOP("ElasundRules", "Components and board"),
        QT_TRANSLATE_NOOP(
            "ElasundRules",
            """<p>The board is the empty building ground of Elasund: the sea in the west, wall
spaces in the north, east and south, and the church site in the middle. Each row of squares
is named after a dice sum; from north to south the rows are 2, 3, 4, 5, 6, 8, 9, 10, 11 and
12. There is no row 7: a 7 brings the pirates. The two city gates close the city, and the
number of players decides how far east it reaches:</p>
<table border="1" cellpadding="3">
<tr><th>Players</th><th>Columns</th><th>Squares</th><th>Wall spaces at 2 gold</th>
<th>Wall spaces at 4 gold</th><th>2-point trade squares</th></tr>
<tr><td>2</td><td>5</td><td>50</td><td>4</td><td>8</td><td>0</td></tr>
<tr><td>3</td><td>7</td><td>70</td><td>8</td><td>8</td><td>2</td></tr>
<tr><td>4</td><td>9</td><td>90</td><td>12</td><td>8</td><td>4</td></tr>
</table>
<p>The ten squares of the harbour column, next to the sea, are 1-point trade squares. The
church site is the third square from the sea in row 8.</p>
<p><b>37 buildings</b>: 4 in each player colour (16) and 21 neutral ones. Size is width
× height in squares, cost is in gold, VP is the number of cube flags.</p>
<table border="1" cellpadding="3">
<tr><th>Building</th><th>Number</th><th>Size</th><th>Cost</th><th>Permits</th>
<th>Income</th><th>VP</th></tr>
<tr><td>Small workers' hut</td><td>1 per player</td><td>1×1</td><td>start</td><td>–</td>
<td>influence</td><td>–</td></tr>
<tr><td>Large workers' hut</td><td>1 per player</td><td>1×2</td><td>start</td><td>–</td>
<td>gold</td><td>–</td></tr>
<tr><td>House</td><td>1 per player</td><td>2×1</td><td>1</td><td>1</td>
<td>influence</td><td>–</td></tr>
<tr><td>Workshop</td><td>1 per player</td><td>1×2</td><td>2</td><td>1</td>
<td>gold</td><td>–</td></tr>
<tr><td>Well</td><td>4</td><td>1×1</td><td>5</td><td>1</td><td>–</td><td>1</td></tr>
<tr><td>Market stand</td><td>4</td><td>2×1</td><td>5</td><td>1</td><td>–</td><td>1</td></tr>
<tr><td>Tavern</td><td>5</td><td>2×2</td><td>3</td><td>2</td><td>influence</td><td>1</td></tr>
<tr><td>Merchant</td><td>5</td><td>2×2</td><td>3</td><td>2</td><td>gold</td><td>1</td></tr>
<tr><td>Large building</td><td>3</td><td>2×3</td><td>5</td><td>3</td><td>–</td><td>2</td></tr>
</table>
<p>The three large buildings (Trade Office, Count's Estate, Town Hall) look different but
work the same way.</p>
<ul>
<li><b>9 church tiles</b>, one square each, 7 gold and 1 VP each.</li>
<li><b>36 wall tiles</b>, 9 per colour, numbered 1 to 9. Tiles 1, 2 and 4 give one
influence card, tiles 5, 7 and 8 give two, tiles 3, 6 and 9 are towers worth one cube.</li>
<li><b>90 cards</b>: 51 gold cards and 39 influence cards in red, blue and green.</li>
<li>For each player: 10 victory point cubes, 5 building permits with the values 0, 1, 2, 3
and 4, and a trade marker.</li>
<li>The trade track runs from 0 to 11. Its spaces 3, 5, 7, 9 and 11 have 4, 3, 2, 2 and 1
flags for cubes.</li>
<li>Two dice, the trade ship and two city gates.</li>
</ul>""",
        ),
    ),
    RulesSection(
        "setup",
        QT_TRANSLATE_NOOP("ElasundRules", "Setting up"),
        QT_TRANSLATE_NOOP(
            "ElasundRules",
            """<p>The program prepares the game for you. This is what it does:</p>
<ul>
<li>It places the two city gates at the markings for the number of players. The gates fix
the building area and the wall spaces.</li>
<li>Colours follow the seats: the first seat plays red, the second blue, the third green and
the fourth yellow. The two workers' huts of each player stand on the framed squares of
their colour: the small hut in row 4 or row 10, the large hut across rows 5 and 6 or rows 8
and 9. Frames of colours that nobody plays are ordinary squares.</li>
<li>Each player receives 3 gold and 1 influence card, 10 cubes, the permits 0 to 4, a house
and a workshop, and 9 wall tiles stacked with tile 1 on top and tile 9 at the bottom. The
trade marker starts on 0.</li>
<li>The neutral buildings wait beside the board in one pile per type. The gold cards form an
open supply, the influence cards a face-down deck. The 9 church tiles are shuffled into a
face-down stack.</li>
<li>The ship waits beside the board until the first roll.</li>
<li>Instead of a roll-off, the program draws the starting player at random; the game log
says who begins.</li>
</ul>
<p>Your hand is secret. The other players see how many gold and influence cards you hold,
but not the colours of your influence cards. Nobody sees the order of the church stack.</p>""",
        ),
    ),
    RulesSection(
        "turn_overview",
        QT_TRANSLATE_NOOP("ElasundRules", "Your turn at a glance"),
        QT_TRANSLATE_NOOP(
            "ElasundRules",
            """<p>All players build one city together, and the first player to get all 10 of
their cubes onto the board wins. Turns go clockwise, in seat order. Your turn always has
four phases, in this order:</p>
<ul>
<li><b>1. Production</b>: roll the dice and move the ship. Buildings in the ship's row
pay income, or on a 7 the pirates strike.</li>
<li><b>2. Construction</b>: up to two constructions in any mix: buildings, wall tiles,
church tiles. You may also build nothing.</li>
<li><b>3. Permit or gold</b>: place one building permit in the ship's row, or take
2 gold.</li>
<li><b>4. Bonus</b>: if you like, one bonus action paid with influence cards.</li>
</ul>
<p>The program only offers moves that are legal at that moment, and the board highlights
the squares you can choose. Bigger choices come in small steps: first what, then where,
then how to pay. To take back a step before it is final, use Undo. Undo cannot go back past
a dice roll or a card draw, because these reveal something new.</p>
<p>A few decisions belong to other players in the middle of your turn: giving up cards to
the pirates and re-placing a demolished workers' hut. The program hands over to that player
and then comes back to you.</p>
<p>Players may not trade cards with each other.</p>""",
        ),
    ),
    RulesSection(
        "production_pirates",
        QT_TRANSLATE_NOOP("ElasundRules", "Production, the ship and the pirates"),
        QT_TRANSLATE_NOOP(
            "ElasundRules",
            """<p><b>Rolling.</b> You start your turn by rolling both dice. The ship sails to
the row with the rolled sum. The ship must always move: if it is already in that row, you
move it two rows up or down instead, skipping the missing row 7 (from row 6 to row 4 or
row 9). Where both directions exist, you choose. On the first roll of the game the ship
comes onto the board, so this case cannot arise.</p>
<p><b>Income.</b> Every building with at least one square in the ship's row pays its owner
one card of its kind: gold from the supply or an influence card from the deck. A building
pays only once, even with two squares in the row. A neutral building pays the player whose
cube is on it. Both workers' huts produce. Wells, market stands, large buildings and church
tiles never produce.</p>
<p><b>Pirates.</b> On a 7 the ship turns pirate. You move it to any row except the one it is
in (on the first roll of the game, to any row). Nobody receives income. Instead every player,
you included, gives up one card of their choice, gold or influence, for each of their cubes
in that row; whoever has too few cards gives up all of them. Cubes on neutral buildings,
church tiles and east-wall towers count in the row of their square. Towers on the north and
south walls and cubes on the trade track are safe. The program asks for the cards one at a
time, in turn order starting with you; a player who must give up all his cards, or holds only
one kind of card, gives them up without being asked.</p>
<p>Then you take one of the discarded cards for each tower you own, on any wall. By default
you choose which cards; with the New Game option <i>Pirate reward cards: Drawn at random (Danish rules)</i> they are drawn
at random; when only one kind of card is left, or your towers take all the discards, you get
them without being asked. The other discarded cards go back to the bank. Your turn then goes
on as usual,
and the pirate row counts as the ship's row in phase 3.</p>""",
        ),
    ),
    RulesSection(
        "building_permits",
        QT_TRANSLATE_NOOP("ElasundRules", "Construction and building permits"),
        QT_TRANSLATE_NOOP(
            "ElasundRules",
            """<p>In phase 2 you may make up to two constructions, in any mix: your own house or
workshop, a neutral building, a wall tile or a church tile (see the sections on walls and on
the church). When you are done, end the construction phase; you may also build nothing.</p>
<p><b>Where a building may stand.</b> All of its squares must lie inside the city, not on
the church site and not on a church tile. Wall spaces are never building ground. Tiles keep
their printed orientation and are never turned. The position of the ship does not matter
for building.</p>
<p><b>Permits.</b> The squares the building will cover must hold at least as many building
permits as the tile asks for (1, 2 or 3). Permits of any player count, and extra permits are
allowed. You must own at least one of them, and the total value of your permits there must
be higher than the total of every other player there. If the highest total is tied, nobody
may build on those squares. A permit of value 0 still counts as a permit.</p>
<p><i>Example:</i> your single 4 permit beats another player's permits 0, 1 and 2, because
their total is only 3.</p>
<p><b>In the program.</b> Choose the building from your own supply or from a neutral pile.
The board then highlights every square where its north-west corner can go so that the whole
construction is legal and you can pay for it. Pick one of them. If the building would
replace a building of the same size, you also choose the colour of the three influence cards
you pay; if only one colour is possible, the program uses it (the same goes for the two cards
of one colour in phases 3 and 4). To take back a step before it is final, use Undo.</p>""",
        ),
    ),
    RulesSection(
        "compensation_demolition",
        QT_TRANSLATE_NOOP("ElasundRules", "Paying, compensation and demolition"),
        QT_TRANSLATE_NOOP(
            "ElasundRules",
            """<p><b>Paying.</b> You pay the building's cost in gold to the bank. In addition,
every other player with permits on the covered squares receives from you as much gold as
their permits there are worth together. If you cannot pay the cost and all compensation,
you cannot build there. Afterwards all permits on those squares, yours included, return to
their owners.</p>
<p><i>Example:</i> Blue builds a tavern (2 permits, 3 gold) on four squares holding Blue's
3 permit and Red's 1 permit. Blue's 3 beats Red's 1: Blue pays 3 gold to the bank and 1
gold to Red, and both permits go back.</p>
<p><b>Neutral buildings.</b> Put one of your cubes on each flag of the tile. From then on
the building counts as yours: you get its income and its trade points.</p>
<p><b>Bigger replaces smaller.</b> Size is the number of squares: 1, 2, 4 or 6 (house,
workshop, market stand and large hut are all size 2). A new building removes, free of charge, every smaller building it
covers, even partly. It may cover buildings of its own size only if you pay 3 influence
cards of one colour; it then removes the one or two same-size buildings it covers (never
three or more), plus any smaller ones. A bigger building or a church tile can never be
covered. You may build over your own buildings by the same rules.</p>
<p><b>Removed buildings.</b> A player's building goes back to its owner's supply and can be
built again. A neutral building goes back to its pile, and its cubes to their owner. The
owner loses the trade points of the building's trade squares.</p>
<p><b>Workers' huts</b> are re-placed at once, for free: the builder's own hut first, then
the other owners clockwise from the builder's left. A hut needs empty squares inside the
city: no building, permit or church tile, not the church site, not a trade square. The large
hut needs two such squares one above the other; without room a hut leaves the game. This is
not a construction; your turn goes on when all huts are placed. A player who lost both huts
places the small one first.</p>""",
        ),
    ),
    RulesSection(
        "walls",
        QT_TRANSLATE_NOOP("ElasundRules", "City walls"),
        QT_TRANSLATE_NOOP(
            "ElasundRules",
            """<p>A wall tile is one of your constructions. You always build the top tile of your
own stack, so your tiles come in the order 1, 2, 3 and so on up to 9. The walls belong to
the whole city: everybody adds tiles to the same strips.</p>
<p><b>Where.</b> A new tile goes on a free wall space next to a city gate or next to a wall
tile already built. The north and south walls grow from the gates westward toward the sea;
each of their spaces costs <b>2 gold</b> (blue arrows). The east wall between the two gates
grows inward from both gates; each of its spaces costs <b>4 gold</b> (red arrows). The board
highlights the wall spaces you can use.</p>
<table border="1" cellpadding="3">
<tr><th>Tile number</th><th>Reward</th></tr>
<tr><td>1, 2, 4</td><td>draw 1 influence card</td></tr>
<tr><td>5, 7, 8</td><td>draw 2 influence cards</td></tr>
<tr><td>3, 6, 9</td><td>tower: put one of your cubes on it</td></tr>
</table>
<p>Cubes on towers stay for the rest of the game. Each tower also lets you take a discarded
card when you bring the pirates. A tower on the east wall stands beside a row, so the
pirates can hit its cube; towers on the north and south walls are never hit.</p>
<p><b>Option.</b> By default the east wall may be built as soon as a space touches a gate or
a wall tile. With the New Game option <i>East walls only after all 2-gold walls</i>, the
4-gold spaces open only when every 2-gold space on the north and south walls is built, as in
the publisher's short rules summary.</p>""",
        ),
    ),
    RulesSection(
        "church",
        QT_TRANSLATE_NOOP("ElasundRules", "The church"),
        QT_TRANSLATE_NOOP(
            "ElasundRules",
            """<p>The church is made of 9 tiles that together form a 3×3 picture, one square per
tile. Building a church tile is a construction; it costs <b>7 gold</b> and needs no permits.
You put one of your cubes on every church tile you build. Church tiles are never removed,
so these points are safe.</p>
<p><b>The first tile.</b> The first player to build the church draws the top two tiles of
the stack, keeps one and puts the other at the bottom of the stack without showing it; only
that player knows which tile lies there. The kept tile goes on the church site, the third
square from the sea in row 8. Its place in the picture fixes where the whole church will
stand. For example, if it is the top-left piece, the church covers rows 8, 9 and 10 in the
third to fifth columns; if it is the bottom-right piece, it covers rows 5, 6 and 8 in the
first three columns. The church picture on the board shows where each piece belongs.</p>
<p><b>Later tiles.</b> Every later builder takes the top tile of the stack and places it on
its own square of the church area.</p>
<p><b>Effects.</b> A permit on that square goes back to its owner without compensation. A
building with a square there is removed, whatever its size, with the usual consequences:
cubes go back, trade points are lost, workers' huts are re-placed. Church tiles give no
trade points, not even on the harbour column. Until the church is complete, its empty
squares may still take permits and buildings, at their owners' risk. Once all 9 tiles are
built, nobody can build on the church any more.</p>""",
        ),
    ),
    RulesSection(
        "trade_points",
        QT_TRANSLATE_NOOP("ElasundRules", "Trade squares and the trade track"),
        QT_TRANSLATE_NOOP(
            "ElasundRules",
            """<p><b>Trade squares</b> are marked with windmills. Every square of the harbour
column is worth 1 trade point. With 3 or 4 players there are also squares with two windmills
worth 2 points, near the city gates in rows 2 and 12: in the sixth column with 3 players,
in the sixth and eighth columns with 4 players.</p>
<p>When you build a building, you score the trade values of all the squares it covers, and
your marker moves up the trade track by that many spaces. A large building on the harbour
column covers three harbour squares and scores 3 points. Church tiles never score trade
points. The points of a neutral building belong to the player whose cube is on it.</p>
<p><b>Cubes on the track.</b> The spaces 3, 5, 7, 9 and 11 have 4, 3, 2, 2 and 1 flags. When
your marker reaches or passes such a space, the program puts one of your cubes on a free
flag there, unless you already have a cube there. Each player holds at most one flag per
space; when all flags of a space are taken, later players get nothing there.</p>
<p><b>Losing points.</b> When one of your buildings on trade squares is removed, you lose its
trade points and your marker goes back. Your cubes on spaces above your new total return to
you, and their flags become free.</p>
<p>Your total can go beyond 11; the marker then simply stays on the last space. A freed flag
goes to a player who is already past that space only the next time that player's total
rises.</p>""",
        ),
    ),
    RulesSection(
        "permits_bonus",
        QT_TRANSLATE_NOOP("ElasundRules", "Placing permits and bonus actions"),
        QT_TRANSLATE_NOOP(
            "ElasundRules",
            """<p><b>Phase 3: permit or gold.</b> Either take 2 gold from the supply, or place one
permit from your supply. A permit costs its value in gold (the 0 permit is free) and goes on
a free square in the ship's row. A free square lies inside the city and holds no building,
permit or church tile; the church site is never free, but trade squares are allowed.</p>
<ul>
<li>If the ship's row has no free square, use the nearest row that has one. If a row above
and a row below are equally near, you choose. With the New Game option <i>Permit when the ship's row is full:
Only the rows next to it (Danish rules)</i>, only the rows directly above and below may be used; any other
row then needs the card payment below.</li>
<li>If you pay 2 influence cards of one colour, you may place the permit in any row.</li>
</ul>
<p>In the program you first choose the permit's value, and the board highlights the squares
you can use. The card payment is asked for only on squares you could not use for free.</p>
<p><b>Phase 4: bonus.</b> You may carry out at most one of these actions, or simply end your
turn:</p>
<table border="1" cellpadding="3">
<tr><th>Bonus action</th><th>Price</th></tr>
<tr><td>Move one of your permits on the board to any free square</td>
<td>2 influence cards of one colour</td></tr>
<tr><td>Replace one of your permits on the board by a higher one from your supply, on the
same square</td><td>2 influence cards of one colour, plus the difference in value in
gold</td></tr>
<tr><td>Place a permit from your supply on any free square, in any row</td>
<td>1 red, 1 blue and 1 green influence card, plus the permit's value in gold</td></tr>
<tr><td>Take 2 gold from the supply</td><td>1 red, 1 blue and 1 green influence card</td></tr>
</table>
<p>After phase 4 the next player in seat order begins a turn.</p>""",
        ),
    ),
    RulesSection(
        "card_shortage",
        QT_TRANSLATE_NOOP("ElasundRules", "Where cards go, and running out of cards"),
        QT_TRANSLATE_NOOP(
            "ElasundRules",
            """<p>Gold you pay goes back to the supply. Influence cards you pay go onto a discard
pile. When the influence deck is empty and a card must be drawn, the discard pile is
shuffled into a new deck.</p>
<p>With only 51 gold and 39 influence cards, the bank can run short. If the income of a
roll cannot be paid in full for one kind of card (for influence, deck and discard pile
together), the program proceeds like this:</p>
<ul>
<li>At first nobody receives anything.</li>
<li>Every player returns half of their cards of the missing kind, rounded down. The
program picks the influence cards: each one comes from the colour the player holds most of
(on a tie red first, then blue, then green).</li>
<li>The returned gold goes back to the supply; returned influence cards go onto the discard
pile, and the whole discard pile is shuffled into a new deck.</li>
<li>Then the whole income of the roll is paid.</li>
<li>If there are still not enough cards, income is paid player by player in turn order,
starting with the player whose turn it is, until the supply runs out.</li>
</ul>
<p>Outside income, for example when you take 2 gold or draw cards for a wall tile, you
simply get what the bank still has.</p>
<p><i>Example:</i> the gold supply holds 2 cards, but the roll pays 4 gold. Nobody is paid
yet. Red holds 7 gold and returns 3, Blue holds 1 and returns nothing. Now the supply holds 5
gold, and all 4 gold of income are paid.</p>""",
        ),
    ),
    RulesSection(
        "end_of_game",
        QT_TRANSLATE_NOOP("ElasundRules", "End of the game"),
        QT_TRANSLATE_NOOP(
            "ElasundRules",
            """<p>You win the moment you place your tenth cube on the board during your own turn.
The game ends at once; the rest of that turn is not played.</p>
<p>Cubes reach the board in four ways:</p>
<ul>
<li>one on each flag of a neutral building you build (two on a large building, one on the
others);</li>
<li>one on each church tile you build;</li>
<li>one on each tower of the city wall (your wall tiles 3, 6 and 9);</li>
<li>one on a free flag of the trade track when your trade points reach 3, 5, 7, 9 or 11.</li>
</ul>
<p>Cubes can also come back to you: when a neutral building with your cubes is removed, or
when your trade points fall below a space where you have a cube. Cubes on church tiles and
towers stay for good. If a new building has more flags than you have cubes left, you place
the cubes you have, which means you have just won.</p>
<p>The score shown for each player is the number of that player's cubes on the board.</p>""",
        ),
    ),
    RulesSection(
        "tips",
        QT_TRANSLATE_NOOP("ElasundRules", "Tips for your first games"),
        QT_TRANSLATE_NOOP(
            "ElasundRules",
            """<ul>
<li>Spread your early buildings over many rows so that income comes in often. The middle
rows come up most: rows 6 and 8 are each rolled 5 times in 36, rows 2 and 12 only once in 36.
A 7, rolled 6 times in 36, brings the pirates instead.</li>
<li>Your house and workshop need just one permit and cost only 1 or 2 gold. Build them
early: even if they are replaced later, they pay you until then.</li>
<li>Large buildings are worth two cubes but produce nothing. Build them once your income is
steady.</li>
<li>Keep some influence cards in hand. They let you build over a building of the same size, place
a permit in any row, or answer another player's attack.</li>
<li>Other players' permits cost you compensation, but your permits in someone else's
building area earn you gold when that player builds there. A 3 or 4 permit makes an area
hard to take.</li>
<li>Many cubes in one row invite the pirates. Each tower you own brings you a card whenever
you roll a 7 and any player, you included, has to give up cards.</li>
<li>The first church builder decides where the church will stand and knows the tile at the
bottom of the stack. The church removes whatever stands in its way, and cubes on church
tiles and towers can never be lost.</li>
</ul>""",
        ),
    ),
    RulesSection(
        "interpretations",
        QT_TRANSLATE_NOOP("ElasundRules", "House interpretations"),
        QT_TRANSLATE_NOOP(
            "ElasundRules",
            """<p>The rulebooks available to us leave some points open or disagree. The program
follows these <b>house interpretations</b>; your printed rules may say otherwise.</p>
<ul>
<li>The influence deck has 13 red, 13 blue and 13 green cards; no source gives the split.</li>
<li>Trade points have no upper limit; the marker stays on 11.</li>
<li>Each player has at most one cube per trade-track space, and taking a free flag is
automatic. A freed flag is taken only the next time a qualifying player's total rises.</li>
<li>The ship starts beside the board. The first roll moves it to the rolled row; a 7 on the
first roll may send it to any row.</li>
<li>The starting player is drawn at random instead of by a roll-off.</li>
<li>A cube on an east-wall tower counts as lying in that tower's row for the pirates.</li>
<li>Cards for the pirates are given up one at a time, in turn order from the roller.</li>
<li>Pirate reward: the roller chooses the cards, as in the Italian rules. The option
<i>Drawn at random (Danish rules)</i> follows the Danish rules.</li>
<li>Full permit row: the nearest row with a free square, as in the Italian rules; if rows
above and below are equally near, the player chooses. The option <i>Only the rows next to
it (Danish rules)</i> follows the Danish rules.</li>
<li>Permits go only on empty squares inside the city, never on wall spaces or the church
site; trade squares are allowed.</li>
<li>A demolished workers' hut may not go on wall spaces, the church site or outside the
city.</li>
<li>East walls: both rulebooks only ask for a neighbouring gate or wall tile, so that is the
default. The option follows the publisher's summary, which opens them after all 2-gold
spaces.</li>
<li>Card shortage: returned influence cards always come from the colour the player holds
most of (ties: red, blue, green). If the bank is still short, income is paid in turn order
until it runs out. Other draws from an empty bank give only what is left.</li>
<li>A building may replace at most two buildings of its own size; a place that would cover
three or more of them is not allowed.</li>
<li>A builder with fewer cubes than flags places the cubes left.</li>
<li>"House" and "workshop" are our own names for the two buildings each player can buy.</li>
<li>A player who lost both workers' huts at once places the small one first.</li>
<li><b>House rule: a city that can grow no more.</b> The rules end the game only when a
player places the last cube, and a city can fill up so that nobody can ever build again
(about one game in 300 to 900 between random players). So, once every wall space is taken
and the church is complete, a whole round in which no player has anything to build, no wall
tile and no church tile to place ends the game. The player with the most cubes on the board
wins; on a tie the most gold wins, and players still tied share the victory. The option
<i>House rule: end a game whose city can grow no more</i> is on by default; switched off,
such a game goes on for ever.</li>
<li><b>Computers alone.</b> With the house rule off, a game in which every seat is a
computer player has nobody to stop it, so it ends after 100 rounds. The player with the
most cubes on the board wins; on a tie the most gold wins, and players still tied share
the victory. Random computer players finished every game they could finish within 52
rounds in our trials, so only a game that would never end reaches the limit. Games with
at least one human player have no limit.</li>
</ul>""",
        ),
        interpretation=True,
    ),
)
