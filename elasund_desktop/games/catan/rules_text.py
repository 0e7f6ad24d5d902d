"""The English rules reference of Catan (base game), shown in the rules browser.

Every title and body is a literal QT_TRANSLATE_NOOP call in context
"CatanRules" so that pyside6-lupdate extracts it; the it/da/uk/hu texts live
in the .ts files.  The text describes the engine's behaviour
(rules.py); where it follows the official 5th-edition rule
instead of the Hungarian seed, the last section says so.
"""

from __future__ import annotations

from elasund_desktop.i18n.noop import QT_TRANSLATE_NOOP
from elasund_desktop.i18n.rules_text import RulesSection

SECTIONS: tuple[RulesSection, ...] = (
    RulesSection(
        "components",
        QT_TRANSLATE_NOOP("CatanRules", "What is in the game"),
        QT_TRANSLATE_NOOP(
            "CatanRules",
            """<p>In Catan, 3 or 4 players settle an island. They gather resources,
build roads, settlements and cities, and race to 10 victory points. A game for
2 players can be chosen as a variant: the board and the rules stay the same.</p>
<table>
<tr><th>Terrain</th><th>Produces</th><th>Hexes</th></tr>
<tr><td>Forest</td><td>Lumber</td><td>4</td></tr>
<tr><td>Pasture</td><td>Wool</td><td>4</td></tr>
<tr><td>Fields</td><td>Grain</td><td>4</td></tr>
<tr><td>Hills</td><td>Brick</td><td>3</td></tr>
<tr><td>Mountains</td><td>Ore</td><td>3</td></tr>
<tr><td>Desert</td><td>nothing</td><td>1</td></tr>
</table>
<ul>
<li><b>19 land hexes</b> (see the table), surrounded by the sea.</li>
<li><b>18 number tokens</b>: one 2, one 12, and two each of 3, 4, 5, 6, 8, 9, 10
and 11. There is no 7.</li>
<li><b>9 harbours</b> on the coast: 4 generic harbours (3:1) and 5 special
harbours (2:1), one for each resource.</li>
<li><b>95 resource cards</b>, 19 of each resource. They form the bank.</li>
<li><b>25 development cards</b>: 14 Knights, 5 Victory Points, 2 Road Building,
2 Year of Plenty and 2 Monopoly.</li>
<li>For each colour: <b>5 settlements, 4 cities and 15 roads</b>.</li>
<li>Two special cards worth 2 points each: <b>Longest Road</b> and
<b>Largest Army</b>.</li>
<li>The <b>robber</b> and two six-sided dice.</li>
</ul>""",
        ),
    ),
    RulesSection(
        "building_the_island",
        QT_TRANSLATE_NOOP("CatanRules", "Building the island"),
        QT_TRANSLATE_NOOP(
            "CatanRules",
            """<p>The program lays out a new island for every game. The 19 land hexes are
shuffled and placed in rows of 3, 4, 5, 4 and 3 hexes, with the sea all around.</p>
<p><b>Number tokens.</b> The 18 tokens carry the letters A to R and, in that
order, the numbers 5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11.
They are laid in letter order on a spiral: the program picks one of the six
corner hexes of the island at random, goes counterclockwise around the outer
ring and then winds inwards to the centre. The desert is skipped and gets no
token. Laid this way, the two most productive numbers, 6 and 8, never end up on
neighbouring hexes.</p>
<p><b>Harbours.</b> The 9 harbours always sit at the same nine places on the
coast. Only their types are shuffled: 4 generic 3:1 harbours and one 2:1
harbour for each of the five resources. Each harbour serves the two
intersections of the coast it touches.</p>
<p>The <b>robber</b> starts on the desert.</p>
<p>When you start a game, the <b>Island</b> option offers a <i>Random island</i>
(the default, described above) or a <i>Fixed beginner island</i>: the same
terrain, numbers and harbours in every game, which is handy for learning.</p>
<p>A few words used in these rules: an <b>intersection</b> is a corner where
hexes meet (settlements and cities stand there); an <b>edge</b> is a side of a
land hex, joining two intersections (roads are built there).</p>""",
        ),
    ),
    RulesSection(
        "setup",
        QT_TRANSLATE_NOOP("CatanRules", "Setting up"),
        QT_TRANSLATE_NOOP(
            "CatanRules",
            """<p>The program chooses the starting player at random; this replaces the
roll of the dice at the table. Then everyone places two settlements and two
roads, for free, in two rounds.</p>
<ul>
<li><b>First round:</b> starting with the starting player and going around the
table in seat order, each player places one settlement and one road.</li>
<li><b>Second round:</b> the order is reversed. The last player of the first
round starts, and the starting player places last, so that player places two
settlements in a row.</li>
</ul>
<p>Each road must touch the settlement that was just placed. Settlements may be
on the coast, but at least one of the hexes around them must be land.</p>
<p><b>Distance rule.</b> A settlement may only go on a free intersection whose
neighbouring intersections (the ones one edge away) are all free too. This rule
applies for the whole game, to your own buildings as well.</p>
<p><b>Starting resources.</b> Right after placing your second settlement you
take one resource card from the bank for every land hex next to it (the desert
gives nothing).</p>
<p>The board highlights the intersections and edges where you may build; click
one to place your piece. When the last road of the second round is down, the
starting player begins the first turn.</p>""",
        ),
    ),
    RulesSection(
        "turn",
        QT_TRANSLATE_NOOP("CatanRules", "Your turn"),
        QT_TRANSLATE_NOOP(
            "CatanRules",
            """<p>Players take turns in seat order. Your turn runs like this:</p>
<ul>
<li><b>1. Before the roll</b> (optional): you may play one development card, for
example a Knight to chase the robber away from your hex.</li>
<li><b>2. Roll the dice.</b> The sum decides which hexes produce resources (see
Production). A 7 brings out the robber instead.</li>
<li><b>3. Trade and build</b>, in any order and as often as your cards allow:
trade with the other players, trade with the bank, build roads, settlements
and cities, buy development cards, and play one development card if you have
not played one yet this turn.</li>
<li><b>4. End your turn.</b> This is only possible after the roll. The next
player in seat order continues.</li>
</ul>
<p>You may play at most one development card per turn, whether before or after
the roll.</p>
<p><b>Undo.</b> If you clicked the wrong thing, use Undo to take back a step.
Undo stops at the last step that revealed something new, such as a dice roll, a
stolen card, a drawn development card, a Monopoly or an answer to a trade offer:
those cannot be taken back, unless all players agree to switch on
<i>Free undo</i> in the settings.</p>
<p>On a shared screen (hotseat), a privacy screen hides your cards when the
turn passes to another player, until that player is ready.</p>""",
        ),
    ),
    RulesSection(
        "production_bank",
        QT_TRANSLATE_NOOP("CatanRules", "Production and the bank"),
        QT_TRANSLATE_NOOP(
            "CatanRules",
            """<p>After the roll, every land hex whose number token shows the rolled sum
produces. Each settlement on a corner of such a hex earns its owner 1 card of
that hex's resource; each city earns 2. A hex can pay several players, and a
building next to two hexes with the same number is paid for both.</p>
<p>The desert never produces. The hex where the robber stands produces nothing
while the robber is there, even when its number is rolled.</p>
<p><b>When the bank runs short.</b> The bank holds only 19 cards of each
resource. Production is handled resource by resource:</p>
<ul>
<li>If the bank has enough cards of a resource, everyone gets what they are
owed.</li>
<li>If the bank cannot pay everyone who is owed a resource, <b>nobody</b>
receives that resource this time.</li>
<li><b>Exception:</b> if only one player is owed that resource, that player
receives all the cards that are left in the bank.</li>
</ul>
<p>A shortage of one resource does not stop the others: they are paid as
usual.</p>
<p><i>Example:</i> only 3 grain cards are left. Red is owed 2 grain and Blue
is owed 2: nobody gets grain. Had only Red been owed 4 grain, Red would take
the last 3.</p>""",
        ),
    ),
    RulesSection(
        "robber_seven",
        QT_TRANSLATE_NOOP("CatanRules", "Rolling a 7 and the robber"),
        QT_TRANSLATE_NOOP(
            "CatanRules",
            """<p>When the dice show 7, no hex produces. Three things happen instead, in
this order:</p>
<ul>
<li><b>1. Discard.</b> Every player who holds more than 7 resource cards must
return half of them to the bank, rounded down: with 8 or 9 cards you return 4,
with 10 or 11 you return 5, and so on. Each player chooses which cards to give
up. The program asks them one after the other in seat order, starting with the
player who rolled; in hotseat a privacy screen appears whenever the decision
passes to another human player. The <i>Discard…</i> button opens a dialog where
you pick all your cards at once.</li>
<li><b>2. Move the robber.</b> The player who rolled must move the robber to a
different land hex. The desert is allowed; leaving the robber where it stands is
not.</li>
<li><b>3. Steal.</b> The same player then takes one random card
from one opponent who has a settlement or city on that hex and holds at least
one card. If several opponents qualify, you choose the victim; if none does,
nothing is stolen.</li>
</ul>
<p>The robber stays where it is and blocks that hex until it is moved again by
the next 7 or by a Knight card. Keeping your hand at 7 cards or fewer protects you
from losing half of it.</p>""",
        ),
    ),
    RulesSection(
        "trade",
        QT_TRANSLATE_NOOP("CatanRules", "Trading"),
        QT_TRANSLATE_NOOP(
            "CatanRules",
            """<p>After rolling, the player on turn may trade. Only the player on turn
trades: the other players may trade with that player, but never with each
other.</p>
<p><b>Trading with other players.</b> Press <i>Trade with players…</i>, enter
the cards you would give and the cards you would like in return, and choose
who receives the offer: one player or, with three or more players, everybody.
Each player who receives it answers <i>Accept the offer</i> or <i>Decline the
offer</i>; in hotseat a privacy screen appears before each answer. If nobody
accepts, the offer closes by itself. Otherwise you choose <i>Trade with …</i>
one of the players who accepted, or <i>Withdraw the offer</i>.</p>
<ul>
<li>Both sides must give at least one card: no gifts.</li>
<li>A resource cannot appear on both sides of the same trade.</li>
<li>You can only offer cards you hold, and a player can only accept if they hold
the cards you ask for.</li>
<li>You cannot ask for more cards in all than the largest hand among the other
players holds, nor for more of a resource than the other players hold together;
an offer goes to a single player only if that player holds at least as many
cards as you ask for.</li>
<li>You may send at most 3 offers per turn.</li>
</ul>
<p><b>Trading with the bank</b> (the <i>Trade with the bank…</i> button). After
the roll you may always give 4 cards of one resource for
1 card of any other resource. With a settlement or city on a harbour, you get
better rates:</p>
<ul>
<li>generic harbour: 3 cards of one resource for 1 card of another;</li>
<li>special harbour: 2 cards of the resource shown for 1 card of another.</li>
</ul>
<p>The program offers every rate you are entitled to, not only the best one.
The bank must still have the card you ask for.</p>""",
        ),
    ),
    RulesSection(
        "building",
        QT_TRANSLATE_NOOP("CatanRules", "Building"),
        QT_TRANSLATE_NOOP(
            "CatanRules",
            """<p>After rolling, you may build as much as your cards and your supply of
pieces allow. The cards you pay go back to the bank.</p>
<table>
<tr><th>Build</th><th>Cost</th><th>Points</th></tr>
<tr><td>Road</td><td>1 brick, 1 lumber</td><td>0</td></tr>
<tr><td>Settlement</td><td>1 brick, 1 lumber, 1 wool, 1 grain</td><td>1</td></tr>
<tr><td>City</td><td>3 ore, 2 grain</td><td>2</td></tr>
<tr><td>Development card</td><td>1 ore, 1 wool, 1 grain</td><td>(see the card)</td></tr>
</table>
<ul>
<li><b>Road:</b> on a free edge that joins one of your roads, settlements or
cities. A road cannot be extended through an intersection that holds another
player's settlement or city. Edges along the coast may be used.</li>
<li><b>Settlement:</b> on a free intersection reached by one of your roads, and
the distance rule still applies: no building on any neighbouring
intersection.</li>
<li><b>City:</b> replaces one of your settlements. The settlement returns to
your supply and can be built again. A city produces 2 cards instead of 1.</li>
<li><b>Development card:</b> the program draws one at random from the cards
still in the deck. You see it; the others only see how many you hold.</li>
</ul>
<p>Each colour has only 5 settlements, 4 cities and 15 roads. When a kind of
piece is used up, you cannot build more of it.</p>
<p>After the roll, the board highlights every place where you can build right
now: where the rules allow it and you have the cards and a piece left. Click
one to build there. Buying a development card and trading are buttons beside
the board.</p>""",
        ),
    ),
    RulesSection(
        "development_cards",
        QT_TRANSLATE_NOOP("CatanRules", "Development cards"),
        QT_TRANSLATE_NOOP(
            "CatanRules",
            """<p>You keep your development cards hidden until you play them. You may buy
any number in a turn, but:</p>
<ul>
<li>you may play <b>at most one</b> development card per turn, at any moment of
your turn, even before the roll;</li>
<li>you may not play a card in the same turn you bought it.</li>
</ul>
<p><b>Knight (14):</b> move the robber and steal, exactly as after a 7, but
nobody discards. The card stays face up in front of you and counts towards the
Largest Army.</p>
<p><b>Road Building (2):</b> build 2 roads for free, following the usual rules.
If you have fewer roads left or fewer places to build, you build fewer.</p>
<p><b>Year of Plenty (2):</b> take any 2 resource cards from the bank, the same
or different, as long as the bank has them.</p>
<p><b>Monopoly (2):</b> name a resource. Every other player must give you all the
cards of that resource they hold.</p>
<p><b>Victory Point (5):</b> each is worth 1 point. These cards are never played;
they stay hidden and count in secret. They are shown when their owner wins, that
is, when they bring you to 10 points on your own turn, even if you bought the
card during that very turn.</p>""",
        ),
    ),
    RulesSection(
        "longest_road_largest_army",
        QT_TRANSLATE_NOOP("CatanRules", "Longest Road and Largest Army"),
        QT_TRANSLATE_NOOP(
            "CatanRules",
            """<p><b>Longest Road (2 points).</b> The first player to own an unbroken road
of at least 5 segments takes this card. Only the longest single line counts:
branches are not added, and the same segment is not counted twice. Another
player takes the card away only with a road that is strictly longer; a tie is
not enough.</p>
<p>An opponent's settlement or city on one of your intersections cuts your road
in two there; your own buildings do not. After such a cut:</p>
<ul>
<li>if the holder still has the longest road, even if tied, the holder keeps
the card;</li>
<li>otherwise, if exactly one player has the longest road with at least 5
segments, that player takes the card;</li>
<li>if several players tie for the longest road, or nobody has 5 segments any
more, the card is set aside until someone again has a road that is strictly
the longest with 5 or more segments.</li>
</ul>
<p><b>Largest Army (2 points).</b> The first player to have played 3 Knight
cards takes this card. Another player takes it away only by having played
strictly more Knights than the holder.</p>""",
        ),
    ),
    RulesSection(
        "winning",
        QT_TRANSLATE_NOOP("CatanRules", "Winning"),
        QT_TRANSLATE_NOOP(
            "CatanRules",
            """<p>You win when you have <b>10 victory points</b> during your own turn. The
game ends at that moment; nobody plays on.</p>
<table>
<tr><th>Source</th><th>Points</th></tr>
<tr><td>Each settlement</td><td>1</td></tr>
<tr><td>Each city</td><td>2</td></tr>
<tr><td>Longest Road</td><td>2</td></tr>
<tr><td>Largest Army</td><td>2</td></tr>
<tr><td>Each Victory Point card</td><td>1</td></tr>
</table>
<p>Points only win on your own turn. If you reach 10 while another player is on
turn (for example when a broken road hands you the Longest Road), you win as
soon as your own turn begins, unless you have lost points again by then.</p>
<p>The other players see your settlements, cities and special cards, but not
your Victory Point cards, so your true score may be higher than the one they
can count. The program adds your hidden points for you and ends the game as
soon as you reach 10 on your turn; the hidden cards are then revealed.</p>""",
        ),
    ),
    RulesSection(
        "tips",
        QT_TRANSLATE_NOOP("CatanRules", "Tips for beginners"),
        QT_TRANSLATE_NOOP(
            "CatanRules",
            """<ul>
<li><b>Starting spots matter most.</b> Look at the whole island before you place.
6 and 8 come up most often (5 times in 36 rolls on average), 2 and 12 least (once
in 36).</li>
<li><b>Spread or specialise.</b> One plan is to touch as many different numbers
and resources as you can, so that cards keep coming and you rarely need to trade.
Another is to take a 2:1 harbour together with land that produces its resource.
That pays off in trades, but it means fewer producing hexes. A mix of both often
works well.</li>
<li><b>Cities and cards.</b> Ore, grain and wool pay for cities and development
cards. Cities double your income, and Knights can earn you the Largest
Army.</li>
<li><b>Roads and settlements.</b> Lumber and brick build roads and settlements.
A well-planned road can claim the Longest Road and cut off the space your
opponents need to grow.</li>
<li><b>Monopoly</b> can be huge, especially if you also own the matching 2:1
harbour.</li>
<li>Keep an eye on your hand: with more than 7 cards, a 7 costs you half of
them.</li>
</ul>""",
        ),
    ),
    RulesSection(
        "interpretations",
        QT_TRANSLATE_NOOP("CatanRules", "Choices made in this program"),
        QT_TRANSLATE_NOOP(
            "CatanRules",
            """<p>Our source rulebook is an older edition. Where it differs from the
current official rules, or where a computer needs a fixed answer, we decided
as follows.</p>
<ul>
<li><b>Beginner island.</b> The fixed beginner island is a layout of our own
choosing: its terrain and harbour types never change, and its number tokens
follow the usual spiral from the top-left corner. It is not the starting board
printed in the official rulebook.</li>
<li><b>Trade offers.</b> The player on turn may send at most 3 trade offers to
other players per turn. This limit is our own; it keeps the game moving.</li>
<li><b>Bank shortage.</b> Our source says nobody gets a resource the bank cannot
fully pay. We follow the official rule, which adds an exception: if only one
player is owed it, that player gets what is left.</li>
<li><b>Number tokens.</b> Our source starts the tokens at any point of the coast
and goes clockwise. We follow the official rule and always start at a corner
hex (going counterclockwise), because that keeps 6 and 8 apart.</li>
<li><b>Harbours.</b> In our source, players lay out the harbours themselves. We
use the current fixed harbour places on the frame and only shuffle the
harbour types.</li>
<li><b>Trading and building.</b> Our source has a trading phase followed by a
building phase. We follow the current rule: after the roll, you trade and
build in any order.</li>
<li><b>Longest Road after a cut.</b> Our source does not say what happens when a
cut road leaves a tie. We follow the official answer given in the Longest Road
section.</li>
<li><b>Two players.</b> The base game is for 3 or 4 players. We also allow 2
players as a variant, with the same board and the same rules.</li>
<li><b>Trade offers from others.</b> In our source the other players may also
make offers to the player on turn. Here only the player on turn proposes
trades; the others accept or decline.</li>
<li><b>Victory Point cards.</b> Our source lets you use a bought card only from
your next turn. We follow the official rule: a Victory Point card counts at
once, so buying one can win the game in that very turn.</li>
<li><b>Official details our source leaves out.</b> A development card may be
played before the roll; gifts and trades of a resource for the same resource
are not allowed.</li>
</ul>""",
        ),
        interpretation=True,
    ),
)
