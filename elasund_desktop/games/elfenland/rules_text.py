"""The English rules reference of Elfenland, shown in the rules browser.

Every title and body is a literal QT_TRANSLATE_NOOP call in context
"ElfenlandRules" so that pyside6-lupdate extracts it; the it/da/uk/hu texts
live in the .ts files.  The sections follow the engine (rules.py); the last
one lists every house interpretation (data.INVENTED and the rulings of
rules.py), flagged as such by the browser.
"""

from __future__ import annotations

from elasund_desktop.i18n.noop import QT_TRANSLATE_NOOP
from elasund_desktop.i18n.rules_text import RulesSection

SECTIONS: tuple[RulesSection, ...] = (
    RulesSection(
        "components",
        QT_TRANSLATE_NOOP("ElfenlandRules", "What is in the game"),
        QT_TRANSLATE_NOOP(
            "ElfenlandRules",
            """<p>In Elfenland, 2 to 6 young elves travel across their land. Whoever
visits the most towns in four rounds wins.</p>
<ul>
<li><b>The map</b>: 21 towns. The capital Elvenhold is where every journey starts;
each of the other 20 towns holds one <b>town piece</b> of every player. Towns are
joined by 35 roads through plains, woods, desert or mountains, by 7 stretches of
river and by 6 ferry lines across the two lakes, Mare Magnum and Mare Nebulae.</li>
<li><b>72 travel cards</b>: 10 each of Giant Pig, Elfcycle, Magic Cloud, Unicorn,
Troll Wagon and Dragon, and 12 Rafts.</li>
<li><b>48 transport counters</b>: 8 of each of the six transports (there are no
raft counters).</li>
<li><b>6 obstacles</b>, one per player.</li>
<li>For each player an <b>elf boot</b> and 20 town pieces in his colour.</li>
<li>12 <b>town cards</b>, used only in the home-town variant.</li>
</ul>""",
        ),
    ),
    RulesSection(
        "setup",
        QT_TRANSLATE_NOOP("ElfenlandRules", "Setting up"),
        QT_TRANSLATE_NOOP(
            "ElfenlandRules",
            """<ul>
<li>All boots stand in Elvenhold. Every other town holds one piece of each player.</li>
<li>Each player receives one obstacle. The obstacles are not mixed with the
transport counters.</li>
<li>The 48 transport counters are shuffled face down into a pile, and 5 of them are
laid face up in a row next to it.</li>
<li>The program draws the starting player at random.</li>
<li>In the home-town variant each player is also dealt one town card face down.</li>
</ul>""",
        ),
    ),
    RulesSection(
        "round",
        QT_TRANSLATE_NOOP("ElfenlandRules", "A round in six phases"),
        QT_TRANSLATE_NOOP(
            "ElfenlandRules",
            """<p>The game lasts <b>4 rounds</b> (an option offers 3, as in a later English
edition). Every round runs through six phases, each one in turn order from the
starting player:</p>
<ol>
<li><b>Travel cards.</b> All cards outside the players' hands are shuffled, and every
player's hand is filled up to 8 cards. The program does this by itself.</li>
<li><b>A secret counter.</b> Each player draws one transport counter from the pile and
keeps it face down: only he knows it.</li>
<li><b>Open counters.</b> Three times around the table, each player takes one counter.</li>
<li><b>Planning.</b> Players place counters on roads.</li>
<li><b>Travelling.</b> One after the other, players move their boots.</li>
<li><b>End of the round.</b> Counters are returned and the next starting player
begins.</li>
</ol>""",
        ),
    ),
    RulesSection(
        "counters",
        QT_TRANSLATE_NOOP("ElfenlandRules", "Drawing transport counters"),
        QT_TRANSLATE_NOOP(
            "ElfenlandRules",
            """<p>In phase 2 every player takes the top counter of the pile face down.</p>
<p>In phase 3 each player, three times in turn order, takes either one of the 5
face-up counters of the row (click it) or the top counter of the pile without
looking (click the pile). A counter taken from the row is replaced at once from the
pile, so the row always shows 5 counters. Counters taken in phase 3 lie face up in
front of their owner for everybody to see. Nobody may pass in this phase.</p>
<p>So a player has at most 5 counters: the one kept from the previous round, one
secret counter and three open ones.</p>""",
        ),
    ),
    RulesSection(
        "planning",
        QT_TRANSLATE_NOOP("ElfenlandRules", "Planning the routes"),
        QT_TRANSLATE_NOOP(
            "ElfenlandRules",
            """<p>In turn order, each player either places <b>one</b> of his counters on a road,
places his obstacle, or passes. Then the next player decides.</p>
<ul>
<li>A road carries at most one transport counter.</li>
<li>A counter may only go on a road its transport can use (see the cost chart in
<a href='section:travelling'>Travelling and costs</a>). A Unicorn, for example,
never goes on a plains road.</li>
<li>Rivers and lakes never receive counters.</li>
<li>A counter on the board serves <b>every</b> player, not only the one who put it
there.</li>
</ul>
<p>A player who has passed may place again on a later turn. The phase ends when all
players have passed one after the other. A player who has nothing he could place is
passed by the program without being asked.</p>
<p>On the board the roads where your counters may go are highlighted; click one. If
several of your counters fit that road, a menu asks which.</p>""",
        ),
    ),
    RulesSection(
        "travelling",
        QT_TRANSLATE_NOOP("ElfenlandRules", "Travelling and costs"),
        QT_TRANSLATE_NOOP(
            "ElfenlandRules",
            """<p>In turn order, each player makes his whole journey, then the next player
moves. A journey is any number of steps from town to town. Each step is paid at once
with travel cards; the same road may be used again and again, back and forth, if you
pay each time. You stop when you cannot or do not want to pay any more.</p>
<p>A step along a road needs a transport counter on that road. You pay cards of the
<b>counter's</b> type; the number depends on the terrain:</p>
<table>
<tr><th>Transport</th><th>Plains</th><th>Woods</th><th>Desert</th><th>Mountains</th></tr>
<tr><td>Giant Pig</td><td>1</td><td>1</td><td>–</td><td>–</td></tr>
<tr><td>Elfcycle</td><td>1</td><td>1</td><td>–</td><td>2</td></tr>
<tr><td>Magic Cloud</td><td>2</td><td>2</td><td>–</td><td>1</td></tr>
<tr><td>Unicorn</td><td>–</td><td>1</td><td>2</td><td>1</td></tr>
<tr><td>Troll Wagon</td><td>1</td><td>2</td><td>2</td><td>2</td></tr>
<tr><td>Dragon</td><td>1</td><td>2</td><td>1</td><td>1</td></tr>
</table>
<p>A dash means the transport cannot be used there (and its counter cannot be placed
there). Water is paid with rafts: see <a href='section:rivers_lakes'>Rivers and
lakes</a>.</p>
<p>Every town you reach, even one you only pass through, gives you back your own
piece there (Elvenhold has none). Cards you play go out of your hand. At the end of
your journey you may keep at most 4 cards: discard the rest, choosing which.</p>
<p>On the board the towns one step away are highlighted with the price of the step.
Click one to go there; when there are several ways (road or river, matching cards or
caravan) a menu asks. Hover over any town to see the cheapest way there with the
cards in your hand. <b>Travel costs…</b> under your hand shows the whole chart.</p>""",
        ),
    ),
    RulesSection(
        "caravan",
        QT_TRANSLATE_NOOP("ElfenlandRules", "The caravan"),
        QT_TRANSLATE_NOOP(
            "ElfenlandRules",
            """<p>A player who cannot pay the matching cards for a road may travel it as a
<b>caravan</b>: he pays <b>any 3 cards</b>, of any types and rafts included. On a road
with an obstacle a caravan costs 4 cards.</p>
<ul>
<li>A caravan also needs a transport counter on the road.</li>
<li>A caravan never crosses a river or a lake.</li>
<li>You choose the cards one at a time with the buttons that appear.</li>
</ul>
<p>By default (the wording of our Ukrainian source) the caravan is only for a player
who cannot pay the matching cards. The game option <i>Caravan: always allowed instead
of them</i> lets a player choose the caravan even when he holds the matching
cards.</p>""",
        ),
    ),
    RulesSection(
        "rivers_lakes",
        QT_TRANSLATE_NOOP("ElfenlandRules", "Rivers and lakes"),
        QT_TRANSLATE_NOOP(
            "ElfenlandRules",
            """<p>Water needs no counter: only <b>raft</b> cards are paid.</p>
<ul>
<li><b>River</b>: 1 raft with the current (in the direction of the arrows on the map),
2 rafts against it. Elfenland's rivers are odd: some flow up into the mountains.
Keep an eye on the arrows.</li>
<li><b>Lake</b>: the ferries across Mare Magnum (Elvenhold, Virst, Strykhaven) and
Mare Nebulae (Parundia, Yttar, Grangor) cost 2 rafts in either direction.</li>
</ul>
<p>No counter and no obstacle is ever placed on water, and caravans cannot use it.</p>""",
        ),
    ),
    RulesSection(
        "obstacles",
        QT_TRANSLATE_NOOP("ElfenlandRules", "Obstacles"),
        QT_TRANSLATE_NOOP(
            "ElfenlandRules",
            """<p>Instead of a counter, a player may place his <b>obstacle</b> during
planning, once per game.</p>
<ul>
<li>Only on a road that already carries a transport counter, and at most one obstacle
per road.</li>
<li>Never on a river or a lake.</li>
<li>The road stays open, but every traveller pays one more card of the counter's type
(a caravan pays 4 cards instead of 3).</li>
<li>A used obstacle leaves the game at the end of the round; an unused one stays with
its owner for later rounds.</li>
</ul>""",
        ),
    ),
    RulesSection(
        "end_of_round",
        QT_TRANSLATE_NOOP("ElfenlandRules", "End of the round"),
        QT_TRANSLATE_NOOP(
            "ElfenlandRules",
            """<p>When everybody has travelled:</p>
<ul>
<li>In turn order, each player keeps at most <b>one</b> of his counters for the next
round; a kept counter stays face down or face up as it was. All his other counters
go back into the pile. A player without counters is not asked.</li>
<li>All counters on the board go back into the pile too, which is shuffled. The face-up
row stays as it is.</li>
<li>Obstacles placed this round leave the game.</li>
<li>The next player in turn order becomes the starting player, and a new round
begins with phase 1.</li>
</ul>
<p>Travel cards are not given back: each player keeps his (at most 4) cards and is
topped up to 8 at the start of the next round.</p>""",
        ),
    ),
    RulesSection(
        "end_of_game",
        QT_TRANSLATE_NOOP("ElfenlandRules", "End of the game"),
        QT_TRANSLATE_NOOP(
            "ElfenlandRules",
            """<p>After the last round the player with the most town pieces wins. In a tie,
the tied player holding the most travel cards wins; players still tied share the
victory.</p>
<p>In the 4-round game a player who has collected all 20 town pieces before the end of
round 3 wins at once; the game stops right there. In the 3-round game this does not
apply.</p>""",
        ),
    ),
    RulesSection(
        "home_town",
        QT_TRANSLATE_NOOP("ElfenlandRules", "Variant: home town"),
        QT_TRANSLATE_NOOP(
            "ElfenlandRules",
            """<p>With the option <i>Home town variant</i>, each player is dealt one of the 12
town cards face down at the start: the town where his journey should end. Only he
can see it (in his hand panel).</p>
<p>At the end, each player loses one point for every step between the town where his
boot stands and his home town, counted along the shortest way over any routes
(roads, rivers and ferries each count as one step, whatever lies on them). A tie on
points is broken as in the basic game, by the most travel cards left: the distance
already counts in the points, so it does not break the tie a second time.</p>""",
        ),
    ),
    RulesSection(
        "tips",
        QT_TRANSLATE_NOOP("ElfenlandRules", "Tips"),
        QT_TRANSLATE_NOOP(
            "ElfenlandRules",
            """<ul>
<li>Look at your cards before you take counters: a Dragon counter is of little use
with no Dragon cards.</li>
<li>Counters on the board help everybody. Place them where they fit your route better
than the others'.</li>
<li>Rafts are precious: rivers and lakes need no counter at all.</li>
<li>An obstacle hurts most on a road another player obviously needs.</li>
<li>Plan ahead: at most 4 cards stay with you after your journey.</li>
<li>Kihromah is a dead end with a single road to Dag'Amura: going there means coming
back.</li>
</ul>""",
        ),
    ),
    RulesSection(
        "interpretations",
        QT_TRANSLATE_NOOP("ElfenlandRules", "Choices made in this program"),
        QT_TRANSLATE_NOOP(
            "ElfenlandRules",
            """<p>Our rules source is a Ukrainian text of the original game. Where it is
silent, where it differs from the later English rule book, or where a computer needs
a fixed answer, we decided as follows.</p>
<ul>
<li><b>Four rounds.</b> The Ukrainian rules play 4 rounds; the later English edition
plays 3 and calls 4 a variant. 4 is the default; 3 is an option.</li>
<li><b>Obstacles.</b> They are kept apart from the transport counters and never drawn
from the pile, as the English rule book says.</li>
<li><b>Starting player.</b> The first round's starting player is drawn at random.</li>
<li><b>Automatic pass.</b> During planning, a player with nothing he could place is
passed without being asked.</li>
<li><b>Face-up before face-down.</b> If you hold a counter type both face up and face
down, placing that type uses a face-up one, so your secret stays secret.</li>
<li><b>Caravan.</b> By default only a player who cannot pay the matching cards may go
as a caravan (the Ukrainian wording); an option allows it always. A caravan needs a
counter on the road, as the English rule book says.</li>
<li><b>Discards.</b> At the hand limit of 4 you choose which cards to discard.</li>
<li><b>Early win.</b> Having all 20 pieces is checked after every step in rounds 1 to
3, and ends the game at once.</li>
<li><b>Shared victory.</b> Players still tied after the tie-break share the
victory.</li>
<li><b>Home town distance.</b> Counted in steps over any routes, ignoring what lies on
them.</li>
<li><b>Ties in the home-town variant.</b> Only the travel cards left break them, as our
source says for every game. Being closer to the home town does not break a tie: it
already counts in the points.</li>
<li><b>Keeping counters.</b> A player without counters at the end of a round is not
asked what to keep; after the last round nothing is returned.</li>
<li><b>Phase 1</b> happens by itself: the program deals the cards.</li>
<li><b>Town names and the map.</b> The Ukrainian spellings of the towns (except
Ельфенголд, the seed's own word) are our transliterations. Where the map's curves,
the lakes' shapes and the land regions are drawn is our own choice: the regions are
derived from the terrain of the nearby roads.</li>
<li><b>Hidden information.</b> Computer players see only what a human in their seat
would see: their own hand and secret counters, and everything public.</li>
</ul>""",
        ),
        interpretation=True,
    ),
)
