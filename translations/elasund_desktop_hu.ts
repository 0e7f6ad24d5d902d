<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>Elasund: the Italian and Danish rule books, the publisher&apos;s answers to common questions, reviews, and photographs of the real board and tiles.</source>
        <translation>Elasund: az olasz és a dán szabálykönyv, a kiadó válaszai a gyakori kérdésekre, ismertetők, valamint fényképek az eredeti tábláról és lapkákról.</translation>
    </message>
    <message>
        <source>Catan: the Hungarian rules, the almanac of the fifth edition and the publisher&apos;s answers to common questions.</source>
        <translation>Catan: a magyar szabályok, az ötödik kiadás almanachja és a kiadó válaszai a gyakori kérdésekre.</translation>
    </message>
    <message>
        <source>Elfenland: the Ukrainian rules, the English rule book and pictures of the original board and town cards.</source>
        <translation>Elfenland: az ukrán szabályok, az angol szabálykönyv, valamint képek az eredeti tábláról és a városkártyákról.</translation>
    </message>
    <message>
        <source>The Palaces of Carrara: help pages of an online game site in several languages, reviews and the publishers&apos; summaries.</source>
        <translation>Carrara palotái: egy online játékoldal súgóoldalai több nyelven, ismertetők és a kiadók bemutatói.</translation>
    </message>
    <message>
        <source>{game}: designed by {designers}, published by {publisher} in {year}.</source>
        <translation>{game}: tervező: {designers}; kiadó: {publisher}, {year}.</translation>
    </message>
    <message>
        <source>About Elasund Desktop</source>
        <translation>Az Elasund Desktop névjegye</translation>
    </message>
    <message>
        <source>Elasund Desktop</source>
        <translation>Elasund Desktop</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Verzió: {version}</translation>
    </message>
    <message>
        <source>Four board games at one computer, offline: friends share one screen and may add computer opponents.</source>
        <translation>Négy társasjáték egy számítógépen, internet nélkül: a barátok egy képernyőn játszanak, és gépi ellenfeleket is hozzáadhatnak.</translation>
    </message>
    <message>
        <source>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). You may share and change the program under its terms; it comes without any warranty.</source>
        <translation>Licenc: GNU General Public License, 3. vagy későbbi verzió (GPL-3.0-or-later). A program a feltételei szerint szabadon terjeszthető és módosítható; semmilyen garancia nem jár hozzá.</translation>
    </message>
    <message>
        <source>The games</source>
        <translation>A játékok</translation>
    </message>
    <message>
        <source>Where our rules come from</source>
        <translation>Honnan származnak a szabályaink</translation>
    </message>
    <message>
        <source>The rules texts and data are written in our own words from these public sources. The games&apos; names are trademarks of their owners; this program is not connected with their publishers.</source>
        <translation>A szabályszövegeket és az adatokat saját szavainkkal írtuk meg ezekből a nyilvános forrásokból. A játékok neve a tulajdonosuk védjegye; a program nem áll kapcsolatban a kiadóikkal.</translation>
    </message>
    <message>
        <source>Log files: {path}</source>
        <translation>Naplófájlok: {path}</translation>
    </message>
</context>
<context>
    <name>ActionPanel</name>
    <message>
        <source>Your hand</source>
        <translation>Lapjaid</translation>
    </message>
    <message>
        <source>What to do now</source>
        <translation>Mi a teendő most</translation>
    </message>
    <message>
        <source>What to do now and the last moves</source>
        <translation>Mi a teendő most, és az utolsó lépések</translation>
    </message>
    <message>
        <source>Last move: {line}</source>
        <translation>Utolsó lépés: {line}</translation>
    </message>
    <message>
        <source>On the board: {place}</source>
        <translation>A táblán: {place}</translation>
    </message>
    <message>
        <source>Shortcut: {key}</source>
        <translation>Gyorsbillentyű: {key}</translation>
    </message>
</context>
<context>
    <name>AiTools</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Ask the strongest computer player for a move</source>
        <translation>Lépés kérése a legerősebb gépi játékostól</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Unexpected error</source>
        <translation>Váratlan hiba</translation>
    </message>
    <message>
        <source>Something went wrong: {error}
The game goes on. Details are in the log file:
{path}</source>
        <translation>Valami hiba történt: {error}
A játék folytatódik. A részletek a naplófájlban találhatók:
{path}</translation>
    </message>
</context>
<context>
    <name>BotLevels</name>
    <message>
        <source>Easy</source>
        <translation>Könnyű</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Közepes</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Nehéz</translation>
    </message>
    <message>
        <source>random moves</source>
        <translation>véletlen lépések</translation>
    </message>
    <message>
        <source>random moves, no trade offers</source>
        <translation>véletlen lépések, csereajánlatok nélkül</translation>
    </message>
    <message>
        <source>Easy: goes for the game&apos;s goals by rule of thumb, always takes a win it sees, and is sometimes careless.</source>
        <translation>Könnyű: ökölszabály szerint törekszik a játék céljaira, a látott győzelmet mindig megragadja, és néha figyelmetlen.</translation>
    </message>
    <message>
        <source>Medium: looks a few moves ahead in a fraction of a second and blocks a win it sees coming.</source>
        <translation>Közepes: a másodperc töredéke alatt néhány lépéssel előre lát, és ha látja, megakadályozza, hogy egy ellenfél azonnal nyerjen.</translation>
    </message>
    <message>
        <source>Hard: thinks about a second per move (longer on a slow or busy computer) and plays to win.</source>
        <translation>Nehéz: lépésenként körülbelül egy másodpercig gondolkodik (lassú vagy leterhelt gépen tovább), és a győzelemre játszik.</translation>
    </message>
    <message>
        <source>Random: any legal move; for testing.</source>
        <translation>Véletlen: bármilyen szabályos lépés; teszteléshez.</translation>
    </message>
    <message>
        <source>Random: any legal move, never offers a trade; for testing.</source>
        <translation>Véletlen: bármilyen szabályos lépés, cserét sosem ajánl; teszteléshez.</translation>
    </message>
    <message>
        <source>Easy: builds on the rows that pay, walls and church tiles by rules of thumb fitted by self-play; takes a win it sees and is sometimes careless.</source>
        <translation>Könnyű: önjátékkal hangolt ökölszabályok szerint épít a jövedelmet hozó sorokra, falra és templomlapkákra; a látott győzelmet megragadja, és néha figyelmetlen.</translation>
    </message>
    <message>
        <source>Medium: tries its moves in a few hundred imagined games (a fraction of a second) and blocks a win it sees coming.</source>
        <translation>Közepes: néhány száz elképzelt játszmában próbálja ki a lépéseit (a másodperc töredéke alatt), és megakadályozza a közelgő győzelmet, ha látja.</translation>
    </message>
    <message>
        <source>Hard: about a second of search a move (longer on a slow or busy computer), weighing income, permits, walls and the trade track; plays to win.</source>
        <translation>Nehéz: lépésenként körülbelül egy másodpercig keres (lassú vagy leterhelt gépen tovább), és mérlegeli a jövedelmet, az engedélyeket, a falat és a kereskedelmi sávot; a győzelemre játszik.</translation>
    </message>
    <message>
        <source>Easy: builds cities and settlements first and robs the leader, by rules of thumb; never offers a trade; takes a win it sees.</source>
        <translation>Könnyű: ökölszabály szerint először várost és falut épít, és az élen állót rabolja ki; cserét sosem ajánl; a látott győzelmet megragadja.</translation>
    </message>
    <message>
        <source>Medium: a short search that counts the cards it has seen; offers trades when a card or two short of a building, never helps a player close to winning.</source>
        <translation>Közepes: rövid keresés, amely számon tartja a látott kártyákat; cserét ajánl, ha egy-két kártya hiányzik egy építéshez, és sosem segít a győzelemhez közel álló játékosnak.</translation>
    </message>
    <message>
        <source>Hard: trades and counts cards like Medium and searches about a second a move (longer on a slow or busy computer); plays to win.</source>
        <translation>Nehéz: a Közepeshez hasonlóan cserél és számolja a kártyákat, és lépésenként körülbelül egy másodpercig keres (lassú vagy leterhelt gépen tovább); a győzelemre játszik.</translation>
    </message>
    <message>
        <source>Easy: the greedy plan, heading for the nearest towns not yet visited; sometimes careless.</source>
        <translation>Könnyű: a mohó terv, a legközelebbi még meg nem látogatott városok felé; néha figyelmetlen.</translation>
    </message>
    <message>
        <source>Medium: places its counters for the best journey it can make this round and travels it exactly; pays no heed to the other players.</source>
        <translation>Közepes: úgy rakja le a lapkáit, hogy ebben a körben a legjobb utat tegye meg, és pontosan azt járja be; a többi játékossal nem törődik.</translation>
    </message>
    <message>
        <source>Hard: draws and places its counters for the journey its cards and counters can make together, and spoils the others&apos; journeys with counters and the obstacle; plays to win.</source>
        <translation>Nehéz: a lapkáit aszerint húzza és rakja le, milyen utat adnak ki együtt a kártyáival, és lapkákkal meg az akadállyal a többiek útját is elrontja; a győzelemre játszik.</translation>
    </message>
    <message>
        <source>Easy: buys, builds and scores by a fixed plan fitted by self-play, without looking ahead; sometimes careless.</source>
        <translation>Könnyű: önjátékkal hangolt rögzített terv szerint vásárol, épít és értékel, előrelátás nélkül; néha figyelmetlen.</translation>
    </message>
    <message>
        <source>Medium: a short search from the greedy plan: when to buy on the wheel, build, score and end the game.</source>
        <translation>Közepes: rövid keresés a mohó tervből kiindulva: mikor vásároljon a keréken, mikor építsen, értékeljen és fejezze be a játékot.</translation>
    </message>
    <message>
        <source>Hard: the same search for about a second a move (longer on a slow or busy computer); plays to win.</source>
        <translation>Nehéz: ugyanaz a keresés lépésenként körülbelül egy másodpercig (lassú vagy leterhelt gépen tovább); a győzelemre játszik.</translation>
    </message>
    <message>
        <source>Greedy plan: heads for the nearest towns not yet visited by a fixed plan, without looking ahead; moves at once.</source>
        <translation>Mohó terv: rögzített terv szerint a legközelebbi még meg nem látogatott városok felé tart, előrelátás nélkül; azonnal lép.</translation>
    </message>
    <message>
        <source>Greedy plan: the fixed plan Medium and Hard start from, without looking ahead; moves at once.</source>
        <translation>Mohó terv: a rögzített terv, amelyből a Közepes és a Nehéz kiindul, előrelátás nélkül; azonnal lép.</translation>
    </message>
</context>
<context>
    <name>Carrara</name>
    <message>
        <source>{player} turns the wheel (blocks drawn from the bag: {count}).</source>
        <translation>{player} elforgatja a kereket (a zsákból húzott tömbök: {count}).</translation>
    </message>
    <message numerus="yes">
        <source>The bag is empty: blocks on the wheel now: %n.</source>
        <translation>
            <numerusform>A zsák üres: a keréken most %n tömb van.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} cannot afford any block and takes %n coins instead.</source>
        <translation>
            <numerusform>{player} egyetlen tömböt sem tud kifizetni, ezért helyette %n érmét kap.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} takes a {colour} block from segment {position} and pays %n coins.</source>
        <translation>
            <numerusform>{player} elvesz egy tömböt ({colour}) a kerék {position}. cikkéről, és %n érmét fizet.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} builds a {building} of value {value} in {city}, paid with: {paid}.</source>
        <translation>{player} épít itt: {city} – {building}, értéke {value}; fizetség: {paid}.</translation>
    </message>
    <message>
        <source>All 30 buildings are built: the round is finished, then the game ends.</source>
        <translation>Mind a 30 épület felépült: a kört még végigjátsszák, aztán véget ér a játék.</translation>
    </message>
    <message numerus="yes">
        <source>{player} takes from the supply: {object} × %n.</source>
        <translation>
            <numerusform>{player} elvesz a készletből: {object} × %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The supply is out of those objects: {player} gets nothing for %n of the scored buildings.</source>
        <translation>
            <numerusform>A készletből elfogytak ezek a tárgyak: {player} %n értékelt épületért nem kap semmit.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} buys a {object} for {coins} coins.</source>
        <translation>{player} vesz egy tárgyat ({object}) {coins} érméért.</translation>
    </message>
    <message>
        <source>{player} meets all three objectives and announces the end (+{vp} VP). The round is finished, then the game ends.</source>
        <translation>{player} teljesíti mindhárom célt, és bejelenti a játék végét (+{vp} GyP). A kört még végigjátsszák, aztán véget ér a játék.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A játék véget ért.</translation>
    </message>
    <message>
        <source>This is not a move of Carrara.</source>
        <translation>Ez nem Carrara-lépés.</translation>
    </message>
    <message>
        <source>It is {player}&apos;s decision now.</source>
        <translation>Most {player} dönt.</translation>
    </message>
    <message>
        <source>That choice does not exist here.</source>
        <translation>Ilyen választás itt nincs.</translation>
    </message>
    <message>
        <source>You cannot do that now.</source>
        <translation>Ezt most nem teheted meg.</translation>
    </message>
    <message>
        <source>First choose your action: buy marble, build or score.</source>
        <translation>Először válassz akciót: márványvásárlás, építés vagy értékelés.</translation>
    </message>
    <message>
        <source>The wheel has turned: choose the segment you buy from.</source>
        <translation>A kerék elfordult: válaszd ki a cikket, ahonnan vásárolsz.</translation>
    </message>
    <message>
        <source>Take blocks from the segment you chose, or stop taking.</source>
        <translation>Vegyél tömböket a választott cikkről, vagy hagyd abba.</translation>
    </message>
    <message>
        <source>Choose the city where the building goes.</source>
        <translation>Válaszd ki a várost, ahová az épület kerül.</translation>
    </message>
    <message>
        <source>Choose the blocks that pay for the building.</source>
        <translation>Válaszd ki a tömböket, amelyekkel az épületet fizeted.</translation>
    </message>
    <message>
        <source>You have had your action: buy an object, announce the end or end your turn.</source>
        <translation>Az akciódat már megtetted: vegyél tárgyat, jelentsd be a véget, vagy fejezd be a köröd.</translation>
    </message>
    <message>
        <source>There are no blocks on that segment.</source>
        <translation>Azon a cikken nincs tömb.</translation>
    </message>
    <message>
        <source>There is no {colour} block left on this segment.</source>
        <translation>Ezen a cikken nem maradt tömb ebből a színből: {colour}.</translation>
    </message>
    <message>
        <source>You must take at least one block.</source>
        <translation>Legalább egy tömböt el kell venned.</translation>
    </message>
    <message>
        <source>That building is not on display.</source>
        <translation>Ez az épület nincs a kínálatban.</translation>
    </message>
    <message>
        <source>{city} does not accept {colour} marble.</source>
        <translation>{city} nem fogad el ilyen márványt: {colour}.</translation>
    </message>
    <message>
        <source>You have no {colour} block left.</source>
        <translation>Nem maradt tömböd ebből a színből: {colour}.</translation>
    </message>
    <message>
        <source>You have used all six scoring markers.</source>
        <translation>Mind a hat értékelőjelölődet felhasználtad.</translation>
    </message>
    <message>
        <source>{other_player} has already scored {city}: nobody else may score it.</source>
        <translation>{other_player} már értékelte ezt a várost: {city}. Más már nem értékelheti.</translation>
    </message>
    <message>
        <source>You have already scored the type {building}.</source>
        <translation>Ezt az épülettípust már értékelted: {building}.</translation>
    </message>
    <message>
        <source>You have no {building} on your board to score.</source>
        <translation>A tábládon nincs ilyen típusú épület, amit értékelhetnél: {building}.</translation>
    </message>
    <message>
        <source>Only one object may be bought per turn.</source>
        <translation>Körönként csak egy tárgy vásárolható.</translation>
    </message>
    <message>
        <source>No {object} is for sale any more.</source>
        <translation>Ebből a tárgyból már nincs eladó: {object}.</translation>
    </message>
    <message>
        <source>The end of the game is already on its way.</source>
        <translation>A játék vége már közeleg.</translation>
    </message>
    <message>
        <source>You can announce the end only when you meet all three objectives.</source>
        <translation>A véget csak akkor jelentheted be, ha mindhárom célt teljesítetted.</translation>
    </message>
    <message>
        <source>Buy marble (turn the wheel)</source>
        <translation>Márványvásárlás (a kerék forgatása)</translation>
    </message>
    <message>
        <source>Buy from segment {position}</source>
        <translation>Vásárlás: {position}. cikk</translation>
    </message>
    <message>
        <source>Take a {colour} block</source>
        <translation>Tömb elvétele: {colour}</translation>
    </message>
    <message>
        <source>Stop taking blocks</source>
        <translation>Tömbvétel befejezése</translation>
    </message>
    <message>
        <source>Build this building</source>
        <translation>Az épület felépítése</translation>
    </message>
    <message>
        <source>Build in {city}</source>
        <translation>Építés ide: {city}</translation>
    </message>
    <message>
        <source>Pay with a {colour} block</source>
        <translation>Fizetés tömbbel: {colour}</translation>
    </message>
    <message>
        <source>Score {city}</source>
        <translation>Értékelés: {city}</translation>
    </message>
    <message>
        <source>Score the type {building}</source>
        <translation>Épülettípus értékelése: {building}</translation>
    </message>
    <message>
        <source>Buy a {object} for 10 coins</source>
        <translation>Vásárlás: {object} 10 érméért</translation>
    </message>
    <message>
        <source>Announce the end (+5 VP)</source>
        <translation>A játék végének bejelentése (+5 GyP)</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Kör befejezése</translation>
    </message>
    <message>
        <source>white</source>
        <translation>fehér</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>sárga</translation>
    </message>
    <message>
        <source>red</source>
        <translation>piros</translation>
    </message>
    <message>
        <source>green</source>
        <translation>zöld</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>kék</translation>
    </message>
    <message>
        <source>black</source>
        <translation>fekete</translation>
    </message>
    <message>
        <source>Livorno</source>
        <translation>Livorno</translation>
    </message>
    <message>
        <source>Pisa</source>
        <translation>Pisa</translation>
    </message>
    <message>
        <source>Lucca</source>
        <translation>Lucca</translation>
    </message>
    <message>
        <source>Viareggio</source>
        <translation>Viareggio</translation>
    </message>
    <message>
        <source>Massa</source>
        <translation>Massa</translation>
    </message>
    <message>
        <source>Lerici</source>
        <translation>Lerici</translation>
    </message>
    <message>
        <source>library</source>
        <translation>könyvtár</translation>
    </message>
    <message>
        <source>cathedral</source>
        <translation>katedrális</translation>
    </message>
    <message>
        <source>palace</source>
        <translation>palota</translation>
    </message>
    <message>
        <source>gate</source>
        <translation>kapu</translation>
    </message>
    <message>
        <source>castle</source>
        <translation>vár</translation>
    </message>
    <message>
        <source>villa</source>
        <translation>villa</translation>
    </message>
    <message>
        <source>book</source>
        <translation>könyv</translation>
    </message>
    <message>
        <source>cup</source>
        <translation>kehely</translation>
    </message>
    <message>
        <source>crown</source>
        <translation>korona</translation>
    </message>
    <message>
        <source>portal</source>
        <translation>portál</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>zászló</translation>
    </message>
    <message>
        <source>coat of arms</source>
        <translation>címer</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Győzelmi pontok</translation>
    </message>
    <message>
        <source>Building value</source>
        <translation>Épületek értéke</translation>
    </message>
    <message>
        <source>Scorings</source>
        <translation>Értékelések</translation>
    </message>
    <message>
        <source>Buy marble, build a building or score</source>
        <translation>Vegyél márványt, építs épületet vagy értékelj</translation>
    </message>
    <message>
        <source>Choose the wheel segment to buy from</source>
        <translation>Válaszd ki a kerék cikkét, ahonnan vásárolsz</translation>
    </message>
    <message>
        <source>Take blocks from the segment, then stop</source>
        <translation>Vegyél tömböket a cikkről, aztán hagyd abba</translation>
    </message>
    <message>
        <source>Choose the city for the building</source>
        <translation>Válassz várost az épületnek</translation>
    </message>
    <message>
        <source>Choose the blocks that pay</source>
        <translation>Válaszd ki a fizetésre szánt tömböket</translation>
    </message>
    <message>
        <source>Buy an object, announce the end or end your turn</source>
        <translation>Vegyél tárgyat, jelentsd be a véget, vagy fejezd be a köröd</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>A játék véget ért</translation>
    </message>
    <message numerus="yes">
        <source>%n coins</source>
        <translation>
            <numerusform>%n érme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory points</source>
        <translation>
            <numerusform>%n győzelmi pont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n marble blocks</source>
        <translation>
            <numerusform>%n márványtömb</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n objects</source>
        <translation>
            <numerusform>%n tárgy</numerusform>
        </translation>
    </message>
    <message>
        <source>Buying marble starts with turning the wheel: press the Buy marble button, then choose a segment.</source>
        <translation>A márványvásárlás a kerék elforgatásával kezdődik: nyomd meg a Márványvásárlás gombot, aztán válassz cikket.</translation>
    </message>
    <message>
        <source>{player} takes a {colour} block from segment {position} for free.</source>
        <translation>{player} ingyen elvesz egy tömböt ({colour}) a kerék {position}. cikkéről.</translation>
    </message>
    <message>
        <source>{player} scores {city}: VP +{vp}, coins +{coins}.</source>
        <translation>{player} értékeli a várost ({city}): GyP +{vp}, érme +{coins}.</translation>
    </message>
    <message>
        <source>{player} scores the type {building}: VP +{vp}, coins +{coins}.</source>
        <translation>{player} értékeli az épülettípust ({building}): GyP +{vp}, érme +{coins}.</translation>
    </message>
    <message>
        <source>{player}: final score {points} (track {track}, objects {objects}, coins {coins}, buildings {buildings}; marble blocks: {marble}).</source>
        <translation>{player}: végeredmény {points} (pontsáv {track}, tárgyak {objects}, érmék {coins}, épületek {buildings}; márványtömbök: {marble}).</translation>
    </message>
    <message>
        <source>{player} wins with a final score of {points}!</source>
        <translation>{player} nyert, végeredménye: {points}!</translation>
    </message>
    <message>
        <source>You buy from one segment only: take blocks from segment {position} or stop taking.</source>
        <translation>Csak egy cikkről vásárolhatsz: vegyél tömböket a kerék {position}. cikkéről, vagy hagyd abba.</translation>
    </message>
    <message>
        <source>You cannot pay for any block there: the cheapest block&apos;s price is {coins}, your coins: {have}.</source>
        <translation>Ott egyetlen tömböt sem tudsz kifizetni: a legolcsóbb ára {coins}, az érméid: {have}.</translation>
    </message>
    <message>
        <source>Here a {colour} block&apos;s price is {coins}, your coins: {have}.</source>
        <translation>Itt egy tömb ({colour}) ára {coins}, az érméid: {have}.</translation>
    </message>
    <message>
        <source>You have no marble: buy marble before you build.</source>
        <translation>Nincs márványod: építés előtt vásárolj márványt.</translation>
    </message>
    <message numerus="yes">
        <source>This building costs %n marble blocks and you hold only {held}.</source>
        <translation>
            <numerusform>Ez az épület %n márványtömbbe kerül, neked pedig csak {held} van.</numerusform>
        </translation>
    </message>
    <message>
        <source>First choose a building on display, then the city where it goes.</source>
        <translation>Először válassz egyet a kínált épületek közül, aztán a várost, ahová kerül.</translation>
    </message>
    <message numerus="yes">
        <source>{city} accepts only this marble: {colours}. The building needs %n of those blocks; you hold {held}.</source>
        <translation>
            <numerusform>{city} csak ilyen márványt fogad el: {colours}. Az épülethez ilyen tömbből %n kell; neked {held} van.</numerusform>
        </translation>
    </message>
    <message>
        <source>You have already scored {city}.</source>
        <translation>Ezt a várost már értékelted: {city}.</translation>
    </message>
    <message numerus="yes">
        <source>To score {city} you need at least %n buildings there on your own board; you have {have}.</source>
        <translation>
            <numerusform>{city} értékeléséhez legalább %n saját épületre van szükséged ott a tábládon; most {have} van.</numerusform>
        </translation>
    </message>
    <message>
        <source>You are buying marble this turn, and a turn has one action: take blocks from one segment.</source>
        <translation>Ebben a körben márványt vásárolsz, és egy körben egy akció van: vegyél tömböket egyetlen cikkről.</translation>
    </message>
    <message>
        <source>You are building this turn, and a turn has one action: choose the city, then the blocks that pay. Undo takes the choice back.</source>
        <translation>Ebben a körben építesz, és egy körben egy akció van: válaszd ki a várost, aztán a fizető tömböket. A Visszavonás visszavonja a választást.</translation>
    </message>
    <message>
        <source>Objects are bought after your action: first buy marble, build or score.</source>
        <translation>Tárgyat az akciód után vásárolhatsz: előbb vásárolj márványt, építs vagy értékelj.</translation>
    </message>
    <message>
        <source>An object costs {coins} coins and you have {have}.</source>
        <translation>Egy tárgy {coins} érmébe kerül, neked pedig {have} van.</translation>
    </message>
    <message>
        <source>Score track</source>
        <translation>Pontsáv</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>Tárgyak</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Érmék</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Épületek</translation>
    </message>
    <message>
        <source>Coins received</source>
        <translation>Kapott érmék</translation>
    </message>
    <message>
        <source>Score track: the points of the scorings during the game</source>
        <translation>Pontsáv: a játék közbeni értékelések pontjai</translation>
    </message>
    <message numerus="yes">
        <source>Announcing the end: %n points</source>
        <translation>
            <numerusform>A játék végének bejelentése: %n pont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Objects: %n points each</source>
        <translation>
            <numerusform>Tárgyak: darabonként %n pont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Coins: 1 point per %n coins</source>
        <translation>
            <numerusform>Érmék: minden %n érme 1 pont</numerusform>
        </translation>
    </message>
    <message>
        <source>Buildings: their value in marble</source>
        <translation>Épületek: márványban mért értékük</translation>
    </message>
    <message>
        <source>Coins behind the screen</source>
        <translation>Érmék a paraván mögött</translation>
    </message>
    <message>
        <source>Objects behind the screen</source>
        <translation>Tárgyak a paraván mögött</translation>
    </message>
    <message>
        <source>Marble behind the screen</source>
        <translation>Márvány a paraván mögött</translation>
    </message>
    <message numerus="yes">
        <source>{player} met the three objectives and announced the end (+%n points); the round was then played to its end.</source>
        <translation>
            <numerusform>{player} teljesítette mindhárom célt, és bejelentette a játék végét (+%n pont); utána a kört végigjátszották.</numerusform>
        </translation>
    </message>
    <message>
        <source>All 30 buildings were built; the round was then played to its end.</source>
        <translation>Mind a 30 épület felépült; utána a kört végigjátszották.</translation>
    </message>
    <message numerus="yes">
        <source>{player} has the most points (%n) and wins.</source>
        <translation>
            <numerusform>{player} szerezte a legtöbb pontot (%n), és nyert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} are tied on %n points.</source>
        <translation>
            <numerusform>Pontegyenlőség %n ponttal: {players}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie-break, the most marble behind the screen: {standing}.</source>
        <translation>Holtversenyben a paraván mögötti legtöbb márvány dönt: {standing}.</translation>
    </message>
    <message>
        <source>{player} wins the tie.</source>
        <translation>A holtversenyt megnyerte: {player}.</translation>
    </message>
    <message>
        <source>{players} are still tied and share the victory.</source>
        <translation>Továbbra is holtverseny: {players} osztoznak a győzelmen.</translation>
    </message>
    <message>
        <source>Announcing the end</source>
        <translation>A játék végének bejelentése</translation>
    </message>
    <message>
        <source>Take a block:</source>
        <translation>Tömb elvétele:</translation>
    </message>
    <message>
        <source>Pay with a block:</source>
        <translation>Fizetés tömbbel:</translation>
    </message>
    <message>
        <source>Build in:</source>
        <translation>Építés ide:</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Értékelés:</translation>
    </message>
    <message>
        <source>Buy for 10 coins:</source>
        <translation>Vásárlás 10 érméért:</translation>
    </message>
    <message>
        <source>Buy from segment:</source>
        <translation>Vásárlás cikkből:</translation>
    </message>
</context>
<context>
    <name>CarraraBoard</name>
    <message>
        <source>VP {sign}{n}</source>
        <translation>GyP {sign}{n}</translation>
    </message>
    <message>
        <source>coins {sign}{n}</source>
        <translation>érme {sign}{n}</translation>
    </message>
    <message>
        <source>The wheel: blocks get one coin cheaper each time it turns.</source>
        <translation>A kerék: minden forgatáskor egy érmével olcsóbbak a tömbök.</translation>
    </message>
    <message>
        <source>Prices at position {position} (0: free)</source>
        <translation>Árak – {position}. hely (0: ingyenes)</translation>
    </message>
    <message>
        <source>Buildings on display</source>
        <translation>Kínált épületek</translation>
    </message>
    <message>
        <source>Pile: {count}</source>
        <translation>Kupac: {count}</translation>
    </message>
    <message>
        <source>Objects for sale (10 coins)</source>
        <translation>Eladó tárgyak (10 érme)</translation>
    </message>
    <message>
        <source>Supply: {objects}</source>
        <translation>Készlet: {objects}</translation>
    </message>
    <message>
        <source>Objectives (to announce the end, +5 VP)</source>
        <translation>Célok (a vég bejelentéséhez, +5 GyP)</translation>
    </message>
    <message>
        <source>Scorings: {n}</source>
        <translation>Értékelések: {n}</translation>
    </message>
    <message>
        <source>Objects: {n}</source>
        <translation>Tárgyak: {n}</translation>
    </message>
    <message>
        <source>Building value: {n}</source>
        <translation>Épületek értéke: {n}</translation>
    </message>
    <message>
        <source>The end is triggered: the round is finished.</source>
        <translation>A játék vége közeleg: a kört még végigjátsszák.</translation>
    </message>
    <message>
        <source>Score track</source>
        <translation>Pontsáv</translation>
    </message>
    <message>
        <source>(final {points})</source>
        <translation>(végeredmény: {points})</translation>
    </message>
    <message numerus="yes">
        <source>needs %n buildings</source>
        <translation>
            <numerusform>%n épület kell</numerusform>
        </translation>
    </message>
    <message>
        <source>scored by {player}</source>
        <translation>értékelte: {player}</translation>
    </message>
    <message>
        <source>VP {n}</source>
        <translation>GyP {n}</translation>
    </message>
    <message>
        <source>building value {n}</source>
        <translation>épületérték {n}</translation>
    </message>
    <message>
        <source>Behind the screen</source>
        <translation>A paraván mögött</translation>
    </message>
    <message>
        <source>hidden from the other players</source>
        <translation>a többi játékos elől rejtve</translation>
    </message>
    <message>
        <source>Scorings: {n} of 6</source>
        <translation>Értékelések: {n} / 6</translation>
    </message>
    <message>
        <source>Coins: {n}</source>
        <translation>Érmék: {n}</translation>
    </message>
    <message>
        <source>set aside: {blocks}</source>
        <translation>félretéve: {blocks}</translation>
    </message>
    <message>
        <source>{colour} marble (rank {rank})</source>
        <translation>márvány: {colour} (rang: {rank})</translation>
    </message>
    <message>
        <source>{building}, value {value}: brings a {object} when scored</source>
        <translation>{building}, érték: {value}; értékeléskor tárgyat ad: {object}</translation>
    </message>
    <message>
        <source>whole segment: {coins}</source>
        <translation>az egész cikk: {coins}</translation>
    </message>
    <message>
        <source>Scorings: {have} of {n}</source>
        <translation>Értékelések: {have} / {n}</translation>
    </message>
    <message>
        <source>Objects: {have} of {n}</source>
        <translation>Tárgyak: {have} / {n}</translation>
    </message>
    <message>
        <source>Building value: {have} of {n}</source>
        <translation>Épületek értéke: {have} / {n}</translation>
    </message>
    <message>
        <source>{city}: build here with the marble shown. Scoring it gives the sum of your building values here × {times} ({unit}); only one player may score it.</source>
        <translation>{city}: itt a látható márvánnyal építhetsz. Az értékelés az itteni épületeid értékének összege × {times} ({unit}); csak egy játékos értékelheti.</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>GyP</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>érme</translation>
    </message>
    <message>
        <source>Still to pay: {n}</source>
        <translation>Még fizetendő tömb: {n}</translation>
    </message>
    <message>
        <source>{thing}: {n}</source>
        <translation>{thing}: {n}</translation>
    </message>
</context>
<context>
    <name>CarraraSituations</name>
    <message>
        <source>The start: the wheel with its first blocks, the buildings on display, and each player&apos;s board, screen and starting marble.</source>
        <translation>A kezdés: a kerék az első tömbökkel, a kirakott épületek, és minden játékos táblája, paravánja és kezdő márványa.</translation>
    </message>
    <message>
        <source>One action a turn: buy marble, build, or score. Scoring a city without buildings, or a type you have not built, is refused.</source>
        <translation>Körönként egy akció: márványvásárlás, építés vagy értékelés. Épület nélküli város vagy meg nem épített típus értékelését a program elutasítja.</translation>
    </message>
    <message>
        <source>Buying marble: after the wheel has turned, choose one segment with blocks; its position on the wheel sets their prices. An empty segment is refused.</source>
        <translation>Márványvásárlás: miután a kerék elfordult, válassz egy cikket, amelyen vannak tömbök; a kerékbeli helyzete szabja meg az árukat. Üres cikket a program elutasítja.</translation>
    </message>
    <message>
        <source>Then take blocks from that segment only, each at the price of its colour there, and stop when you like.</source>
        <translation>Ezután csak arról a cikkről vegyél tömböket, mindegyiket a színe ottani áráért, és állj meg, amikor akarsz.</translation>
    </message>
    <message>
        <source>Building: choose a city that accepts marble you can pay with. Livorno takes only white, and a city you cannot pay for is refused.</source>
        <translation>Építés: válassz olyan várost, amely elfogad olyan márványt, amellyel fizetni tudsz. Livorno csak fehéret fogad el, és az olyan várost, amelyet nem tudsz kifizetni, a program elutasítja.</translation>
    </message>
    <message>
        <source>Paying for the building: only colours that this city accepts count.</source>
        <translation>Az épület kifizetése: csak a város által elfogadott színek számítanak.</translation>
    </message>
    <message>
        <source>Scoring a city: one of your markers on a city where you have buildings, once per city. A city already scored is refused.</source>
        <translation>Város értékelése: egy jelződ olyan városra, ahol épületeid vannak, városonként egyszer. Már értékelt várost a program elutasítja.</translation>
    </message>
    <message>
        <source>Scoring a building type: each of your buildings of that type scores its value times its city&apos;s number, in that city&apos;s kind.</source>
        <translation>Épülettípus értékelése: az adott típusú minden épületed az értékét szorozva a városa számával hozza, a város jutalmában.</translation>
    </message>
    <message>
        <source>After your action you may buy one object for sale for 10 coins; each object is worth 3 points at the end and counts for the objectives.</source>
        <translation>Az akciód után megvehetsz egy eladó tárgyat 10 érméért; minden tárgy a végén 3 pontot ér, és beszámít a célokba.</translation>
    </message>
    <message>
        <source>All three objectives met: you may announce the end now for 5 points, or wait; the round is played to its end either way.</source>
        <translation>Mindhárom cél teljesült: most bejelentheted a véget 5 pontért, vagy várhatsz; a kört mindenképp végigjátsszák.</translation>
    </message>
    <message>
        <source>At the end the score track is added to: 3 points an object, 1 for every 5 coins, and the value of each of your buildings.</source>
        <translation>A végén a pontsávhoz hozzáadódik: tárgyanként 3 pont, minden 5 érméért 1, és minden épületed értéke.</translation>
    </message>
</context>
<context>
    <name>Catan</name>
    <message>
        <source>Island</source>
        <translation>Sziget</translation>
    </message>
    <message>
        <source>Random island</source>
        <translation>Véletlenszerű sziget</translation>
    </message>
    <message>
        <source>Fixed beginner island</source>
        <translation>Rögzített kezdő sziget</translation>
    </message>
    <message>
        <source>{player} places a settlement.</source>
        <translation>{player} lerak egy falut.</translation>
    </message>
    <message>
        <source>{player} places a road.</source>
        <translation>{player} lerak egy utat.</translation>
    </message>
    <message>
        <source>{player} receives {n_resource} from the second settlement.</source>
        <translation>{player} a második faluja után kap: {n_resource}.</translation>
    </message>
    <message>
        <source>Turn {turn}: {player} is on turn.</source>
        <translation>{turn}. kör: {player} következik.</translation>
    </message>
    <message>
        <source>{player} ends the turn.</source>
        <translation>{player} befejezi a körét.</translation>
    </message>
    <message>
        <source>{player} rolls {die1} + {die2} = {total}.</source>
        <translation>{player} dob: {die1} + {die2} = {total}.</translation>
    </message>
    <message>
        <source>{player} receives {n_resource}.</source>
        <translation>{player} kap: {n_resource}.</translation>
    </message>
    <message>
        <source>The bank cannot pay everyone&apos;s {resource}: nobody receives it.</source>
        <translation>A bank nem tud mindenkinek fizetni ebből a nyersanyagból: {resource}, ezért senki sem kap belőle.</translation>
    </message>
    <message>
        <source>{player} discards 1 {resource}.</source>
        <translation>{player} eldob 1 lapot: {resource}.</translation>
    </message>
    <message>
        <source>{player} steals 1 {resource} from {victim_player}.</source>
        <translation>{player} elrabol 1 lapot {victim_player} játékostól: {resource}.</translation>
    </message>
    <message>
        <source>{player} finds nobody to rob there.</source>
        <translation>{player} senkit sem talál ott, akit kirabolhatna.</translation>
    </message>
    <message>
        <source>{player} builds a road.</source>
        <translation>{player} utat épít.</translation>
    </message>
    <message>
        <source>{player} builds a settlement.</source>
        <translation>{player} falut épít.</translation>
    </message>
    <message>
        <source>{player} upgrades a settlement to a city.</source>
        <translation>{player} egyik faluját várossá fejleszti.</translation>
    </message>
    <message>
        <source>{player} buys a development card ({card}).</source>
        <translation>{player} vesz egy fejlesztéskártyát ({card}).</translation>
    </message>
    <message>
        <source>{player} plays Road Building.</source>
        <translation>{player} kijátssza az Útépítés kártyát.</translation>
    </message>
    <message>
        <source>{player} places a free road.</source>
        <translation>{player} lerak egy ingyenes utat.</translation>
    </message>
    <message>
        <source>{player} plays Year of Plenty.</source>
        <translation>{player} kijátssza a Találmány kártyát.</translation>
    </message>
    <message>
        <source>{player} takes 1 {resource} from the bank.</source>
        <translation>{player} elvesz 1 lapot a bankból: {resource}.</translation>
    </message>
    <message>
        <source>{player} plays Monopoly on {resource}.</source>
        <translation>{player} kijátssza a Monopólium kártyát (nyersanyag: {resource}).</translation>
    </message>
    <message>
        <source>{victim_player} gives {n_resource} to {player}.</source>
        <translation>{victim_player} átadja {player} játékosnak a lapjait: {n_resource}.</translation>
    </message>
    <message>
        <source>{player} trades {n_give} with the bank for 1 {resource}.</source>
        <translation>{player} a bankkal cserél: {n_give} helyett 1 {resource}.</translation>
    </message>
    <message>
        <source>{player} offers a trade to {target_player}:</source>
        <translation>{player} cserét ajánl {target_player} játékosnak:</translation>
    </message>
    <message>
        <source>{player} offers a trade to everybody:</source>
        <translation>{player} cserét ajánl mindenkinek:</translation>
    </message>
    <message>
        <source>{player} would give {n_resource}.</source>
        <translation>{player} adna: {n_resource}.</translation>
    </message>
    <message>
        <source>{player} asks for {n_resource}.</source>
        <translation>{player} kér: {n_resource}.</translation>
    </message>
    <message>
        <source>{player} accepts the offer.</source>
        <translation>{player} elfogadja az ajánlatot.</translation>
    </message>
    <message>
        <source>{player} declines the offer.</source>
        <translation>{player} elutasítja az ajánlatot.</translation>
    </message>
    <message>
        <source>Nobody accepts the offer of {player}.</source>
        <translation>{player} ajánlatát senki sem fogadja el.</translation>
    </message>
    <message>
        <source>{player} withdraws the offer.</source>
        <translation>{player} visszavonja az ajánlatot.</translation>
    </message>
    <message>
        <source>{player} trades with {partner_player}.</source>
        <translation>{player} cserél {partner_player} játékossal.</translation>
    </message>
    <message>
        <source>{player} gives {n_resource} to {other_player}.</source>
        <translation>{player} átad {other_player} játékosnak: {n_resource}.</translation>
    </message>
    <message>
        <source>{previous_player} loses the Longest Road; nobody holds it now.</source>
        <translation>{previous_player} elveszíti a Leghosszabb Kereskedelmi Utat; most senkié.</translation>
    </message>
    <message>
        <source>{player} steals a card from {victim_player}.</source>
        <translation>{player} elrabol egy lapot {victim_player} játékostól.</translation>
    </message>
    <message>
        <source>{player} buys a development card.</source>
        <translation>{player} vesz egy fejlesztéskártyát.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A játék véget ért.</translation>
    </message>
    <message>
        <source>This is not a move of Catan.</source>
        <translation>Ez nem a Catan egyik lépése.</translation>
    </message>
    <message>
        <source>It is {player}&apos;s decision now.</source>
        <translation>Most {player} dönt.</translation>
    </message>
    <message>
        <source>That choice does not exist here.</source>
        <translation>Itt nincs ilyen választási lehetőség.</translation>
    </message>
    <message>
        <source>You cannot do that now.</source>
        <translation>Ezt most nem teheted meg.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Előbb dobj a kockákkal.</translation>
    </message>
    <message>
        <source>You have already rolled this turn.</source>
        <translation>Ebben a körben már dobtál.</translation>
    </message>
    <message>
        <source>This costs {cost}; you are missing {missing}.</source>
        <translation>Ára: {cost}; hiányzik: {missing}.</translation>
    </message>
    <message>
        <source>You have no {piece} left in your supply.</source>
        <translation>Nem maradt több figurád ebből: {piece}.</translation>
    </message>
    <message>
        <source>There is already a road there.</source>
        <translation>Ott már van út.</translation>
    </message>
    <message>
        <source>A road must join your own road, settlement or city, and cannot pass another player&apos;s building.</source>
        <translation>Az útnak a saját utadhoz, falvadhoz vagy városodhoz kell csatlakoznia, és nem haladhat át más játékos épületén.</translation>
    </message>
    <message>
        <source>This road must touch the settlement you have just placed.</source>
        <translation>Ennek az útnak az imént lerakott falvadhoz kell csatlakoznia.</translation>
    </message>
    <message>
        <source>That intersection is already taken.</source>
        <translation>Ez a kereszteződés már foglalt.</translation>
    </message>
    <message>
        <source>Distance rule: no settlement next to another settlement or city.</source>
        <translation>Távolsági szabály: falu nem állhat másik falu vagy város szomszédságában.</translation>
    </message>
    <message>
        <source>A settlement must touch one of your roads.</source>
        <translation>A falunak valamelyik utadhoz kell csatlakoznia.</translation>
    </message>
    <message>
        <source>A city must replace one of your own settlements.</source>
        <translation>Város csak a saját falvaid egyikének helyére épülhet.</translation>
    </message>
    <message>
        <source>This is already a city: a city cannot be upgraded further.</source>
        <translation>Itt már város áll: a várost nem lehet tovább fejleszteni.</translation>
    </message>
    <message>
        <source>The robber moves only after a 7 is rolled or a Knight is played.</source>
        <translation>A rablót csak 7-es dobás után vagy Lovag kijátszásakor lehet áthelyezni.</translation>
    </message>
    <message>
        <source>No development cards are left.</source>
        <translation>Nem maradt több fejlesztéskártya.</translation>
    </message>
    <message>
        <source>You have no {card} card.</source>
        <translation>Nincs ilyen kártyád: {card}.</translation>
    </message>
    <message>
        <source>A development card cannot be played in the turn it was bought.</source>
        <translation>A fejlesztéskártyát nem lehet abban a körben kijátszani, amelyben megvetted.</translation>
    </message>
    <message>
        <source>Only one development card may be played per turn.</source>
        <translation>Körönként csak egy fejlesztéskártya játszható ki.</translation>
    </message>
    <message>
        <source>The bank has no cards you could take.</source>
        <translation>A bankban nincs olyan lap, amelyet elvehetnél.</translation>
    </message>
    <message>
        <source>The bank has no {resource} left.</source>
        <translation>A bankban nem maradt ebből: {resource}.</translation>
    </message>
    <message>
        <source>Take a different resource from the one you give.</source>
        <translation>Más nyersanyagot válassz, mint amelyet adsz.</translation>
    </message>
    <message>
        <source>You have no harbour for trading {resource} at {rate}:1.</source>
        <translation>Nincs kikötőd, amellyel {rate}:1 arányban cserélhetnél ebből: {resource}.</translation>
    </message>
    <message>
        <source>You do not have enough {resource}.</source>
        <translation>Nincs elég lapod ebből: {resource}.</translation>
    </message>
    <message>
        <source>You have no {resource} to discard.</source>
        <translation>Nincs eldobható lapod ebből: {resource}.</translation>
    </message>
    <message>
        <source>The robber must move to a different land hex.</source>
        <translation>A rablót egy másik szárazföldi mezőre kell áthelyezni.</translation>
    </message>
    <message>
        <source>You can only rob a player with a building on the robber&apos;s hex who holds cards.</source>
        <translation>Csak olyan játékost rabolhatsz ki, akinek épülete áll a rabló mezőjén, és van lapja.</translation>
    </message>
    <message>
        <source>The same resource cannot be on both sides of a trade.</source>
        <translation>Ugyanaz a nyersanyag nem szerepelhet a csere mindkét oldalán.</translation>
    </message>
    <message>
        <source>Both sides of a trade must give at least one card.</source>
        <translation>A cserében mindkét félnek legalább egy lapot kell adnia.</translation>
    </message>
    <message>
        <source>You cannot ask for more cards than the other players hold.</source>
        <translation>Nem kérhetsz több lapot, mint amennyi a többi játékosnál van.</translation>
    </message>
    <message>
        <source>No trade is possible: the others hold nothing you could ask for in exchange for your cards.</source>
        <translation>Nem lehet cserélni: a többieknél nincs semmi, amit a lapjaidért cserébe kérhetnél.</translation>
    </message>
    <message>
        <source>You do not hold the cards asked for.</source>
        <translation>Nincsenek nálad a kért lapok.</translation>
    </message>
    <message>
        <source>{other_player} has not accepted this offer.</source>
        <translation>{other_player} nem fogadta el ezt az ajánlatot.</translation>
    </message>
    <message>
        <source>Place a settlement</source>
        <translation>Falu lerakása</translation>
    </message>
    <message>
        <source>Place a road</source>
        <translation>Út lerakása</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Dobás a kockákkal</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Kör vége</translation>
    </message>
    <message>
        <source>Build a road</source>
        <translation>Út építése</translation>
    </message>
    <message>
        <source>Build a settlement</source>
        <translation>Falu építése</translation>
    </message>
    <message>
        <source>Build a city</source>
        <translation>Város építése</translation>
    </message>
    <message>
        <source>Buy a development card</source>
        <translation>Fejlesztéskártya vásárlása</translation>
    </message>
    <message>
        <source>Play a Knight</source>
        <translation>Lovag kijátszása</translation>
    </message>
    <message>
        <source>Play Road Building</source>
        <translation>Útépítés kijátszása</translation>
    </message>
    <message>
        <source>Play Year of Plenty</source>
        <translation>Találmány kijátszása</translation>
    </message>
    <message>
        <source>Play Monopoly on {resource}</source>
        <translation>Monopólium kijátszása: {resource}</translation>
    </message>
    <message>
        <source>Take {resource}</source>
        <translation>Elvétel: {resource}</translation>
    </message>
    <message>
        <source>Discard {resource}</source>
        <translation>Eldobás: {resource}</translation>
    </message>
    <message>
        <source>Move the robber here</source>
        <translation>A rabló áthelyezése ide</translation>
    </message>
    <message>
        <source>Rob {victim_player}</source>
        <translation>{victim_player} kirablása</translation>
    </message>
    <message>
        <source>Trade {n_resource} with the bank</source>
        <translation>Csere a bankkal: {n_resource} odaadása</translation>
    </message>
    <message>
        <source>Take {resource} from the bank</source>
        <translation>Elvétel a bankból: {resource}</translation>
    </message>
    <message>
        <source>Offer a trade to the other players</source>
        <translation>Csereajánlat a többi játékosnak</translation>
    </message>
    <message>
        <source>Offer 1 more {resource}</source>
        <translation>Még 1 lap felajánlása: {resource}</translation>
    </message>
    <message>
        <source>Ask for 1 more {resource}</source>
        <translation>Még 1 lap kérése: {resource}</translation>
    </message>
    <message>
        <source>Send the offer to {target_player}</source>
        <translation>Ajánlat küldése {target_player} játékosnak</translation>
    </message>
    <message>
        <source>Send the offer to everybody</source>
        <translation>Ajánlat küldése mindenkinek</translation>
    </message>
    <message>
        <source>Accept the offer</source>
        <translation>Az ajánlat elfogadása</translation>
    </message>
    <message>
        <source>Decline the offer</source>
        <translation>Az ajánlat elutasítása</translation>
    </message>
    <message>
        <source>Trade with {partner_player}</source>
        <translation>Csere {partner_player} játékossal</translation>
    </message>
    <message>
        <source>Withdraw the offer</source>
        <translation>Az ajánlat visszavonása</translation>
    </message>
    <message>
        <source>lumber</source>
        <translation>fa</translation>
    </message>
    <message>
        <source>brick</source>
        <translation>tégla</translation>
    </message>
    <message>
        <source>wool</source>
        <translation>gyapjú</translation>
    </message>
    <message>
        <source>grain</source>
        <translation>búza</translation>
    </message>
    <message>
        <source>ore</source>
        <translation>érc</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>erdő</translation>
    </message>
    <message>
        <source>hills</source>
        <translation>kőmező</translation>
    </message>
    <message>
        <source>pasture</source>
        <translation>legelő</translation>
    </message>
    <message>
        <source>fields</source>
        <translation>búzamező</translation>
    </message>
    <message>
        <source>mountains</source>
        <translation>hegység</translation>
    </message>
    <message>
        <source>desert</source>
        <translation>sivatag</translation>
    </message>
    <message>
        <source>3:1 harbour</source>
        <translation>3:1 kikötő</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Lovag</translation>
    </message>
    <message>
        <source>Victory Point</source>
        <translation>Győzelmi pont</translation>
    </message>
    <message>
        <source>Road Building</source>
        <translation>Útépítés</translation>
    </message>
    <message>
        <source>Year of Plenty</source>
        <translation>Találmány</translation>
    </message>
    <message>
        <source>Monopoly</source>
        <translation>Monopólium</translation>
    </message>
    <message>
        <source>road</source>
        <translation>út</translation>
    </message>
    <message>
        <source>settlement</source>
        <translation>falu</translation>
    </message>
    <message>
        <source>city</source>
        <translation>város</translation>
    </message>
    <message numerus="yes">
        <source>%n lumber</source>
        <translation>
            <numerusform>%n fa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n brick</source>
        <translation>
            <numerusform>%n tégla</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wool</source>
        <translation>
            <numerusform>%n gyapjú</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grain</source>
        <translation>
            <numerusform>%n búza</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ore</source>
        <translation>
            <numerusform>%n érc</numerusform>
        </translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Győzelmi pontok</translation>
    </message>
    <message>
        <source>Resource cards</source>
        <translation>Nyersanyagkártyák</translation>
    </message>
    <message>
        <source>Development cards</source>
        <translation>Fejlesztéskártyák</translation>
    </message>
    <message>
        <source>Knights played</source>
        <translation>Kijátszott lovagok</translation>
    </message>
    <message>
        <source>Longest road</source>
        <translation>Leghosszabb út</translation>
    </message>
    <message>
        <source>Place a starting settlement</source>
        <translation>Rakj le egy kezdő falut</translation>
    </message>
    <message>
        <source>Place a starting road</source>
        <translation>Rakj le egy kezdő utat</translation>
    </message>
    <message>
        <source>Roll the dice (or play a development card first)</source>
        <translation>Dobj a kockákkal (vagy előbb játssz ki egy fejlesztéskártyát)</translation>
    </message>
    <message>
        <source>Trade and build, then end the turn</source>
        <translation>Kereskedj és építs, majd fejezd be a körödet</translation>
    </message>
    <message>
        <source>Discard half of your cards</source>
        <translation>Dobd el a lapjaid felét</translation>
    </message>
    <message>
        <source>Move the robber</source>
        <translation>Helyezd át a rablót</translation>
    </message>
    <message>
        <source>Choose whom to rob</source>
        <translation>Válaszd ki, kit rabolsz ki</translation>
    </message>
    <message>
        <source>Place your free roads</source>
        <translation>Rakd le az ingyenes utaidat</translation>
    </message>
    <message>
        <source>Choose the resource to receive</source>
        <translation>Válaszd ki, melyik nyersanyagot kapod</translation>
    </message>
    <message>
        <source>Compose your trade offer</source>
        <translation>Állítsd össze a csereajánlatodat</translation>
    </message>
    <message>
        <source>Answer the trade offer</source>
        <translation>Válaszolj a csereajánlatra</translation>
    </message>
    <message>
        <source>Choose a trade partner or withdraw</source>
        <translation>Válassz cserepartnert, vagy vond vissza az ajánlatot</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>A játék véget ért</translation>
    </message>
    <message numerus="yes">
        <source>%n resource cards</source>
        <translation>
            <numerusform>%n nyersanyagkártya</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The bank is short of {resource}: {player} receives only %n cards instead of {owed}.</source>
        <translation>
            <numerusform>A bankban kevés van ebből: {resource}. {player} csak %n lapot kap {owed} helyett.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} holds more than 7 cards and must discard %n cards.</source>
        <translation>
            <numerusform>{player} kezében 7-nél több lap van, ezért %n lapot el kell dobnia.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} plays a Knight (%n played).</source>
        <translation>
            <numerusform>{player} kijátszik egy Lovagot (eddig összesen %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} now holds the Longest Road (%n segments).</source>
        <translation>
            <numerusform>Most {player} birtokolja a Leghosszabb Kereskedelmi Utat (%n szakasz).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} now holds the Largest Army (%n knights).</source>
        <translation>
            <numerusform>Most {player} birtokolja a Legnagyobb Lovagi Hatalmat (%n lovag).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} reveals %n victory point cards.</source>
        <translation>
            <numerusform>{player} felfed %n Győzelmi pont kártyát.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} wins with %n victory points!</source>
        <translation>
            <numerusform>{player} nyert %n győzelmi ponttal!</numerusform>
        </translation>
    </message>
    <message>
        <source>The bank has no {resource} left for {player}.</source>
        <translation>A bankban nem maradt ebből {player} számára: {resource}.</translation>
    </message>
    <message numerus="yes">
        <source>You may send at most %n trade offers per turn.</source>
        <translation>
            <numerusform>Körönként legfeljebb %n csereajánlatot küldhetsz.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} moves the robber to the {terrain} hex numbered {number}.</source>
        <translation>{player} áthelyezi a rablót: „{terrain}” mező, szám: {number}.</translation>
    </message>
    <message>
        <source>{player} moves the robber to the desert.</source>
        <translation>{player} a sivatagba helyezi a rablót.</translation>
    </message>
    <message>
        <source>Resources produced</source>
        <translation>Megtermelt nyersanyagok</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>Development cards left</source>
        <translation>Maradék fejlesztéskártyák</translation>
    </message>
    <message>
        <source>Longest Road</source>
        <translation>Leghosszabb Kereskedelmi Út</translation>
    </message>
    <message>
        <source>Largest Army</source>
        <translation>Legnagyobb Lovagi Hatalom</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Út</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Falu</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Város</translation>
    </message>
    <message>
        <source>Development card</source>
        <translation>Fejlesztéskártya</translation>
    </message>
    <message>
        <source>Building costs</source>
        <translation>Építési költségek</translation>
    </message>
    <message numerus="yes">
        <source>Year of Plenty: resources still to take from the bank: %n</source>
        <translation>
            <numerusform>Találmány: a bankból még elvehető nyersanyagok: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Settlements</source>
        <translation>Falvak</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Városok</translation>
    </message>
    <message>
        <source>Victory Point cards</source>
        <translation>Győzelmipont-kártyák</translation>
    </message>
    <message numerus="yes">
        <source>Settlements: %n points each</source>
        <translation>
            <numerusform>Falvak: darabonként %n pont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cities: %n points each</source>
        <translation>
            <numerusform>Városok: darabonként %n pont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Longest Road card: %n points</source>
        <translation>
            <numerusform>Leghosszabb Kereskedelmi Út kártya: %n pont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Largest Army card: %n points</source>
        <translation>
            <numerusform>Legnagyobb Lovagi Hatalom kártya: %n pont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Victory Point cards: %n points each</source>
        <translation>
            <numerusform>Győzelmipont-kártyák: darabonként %n pont</numerusform>
        </translation>
    </message>
    <message>
        <source>Resource cards in hand</source>
        <translation>Nyersanyagkártyák a kézben</translation>
    </message>
    <message>
        <source>Development cards not played</source>
        <translation>Ki nem játszott fejlesztéskártyák</translation>
    </message>
    <message numerus="yes">
        <source>{player} has %n victory points on their own turn: 10 end the game at once, so no tie-break is needed.</source>
        <translation>
            <numerusform>{player} a saját körében %n győzelmi pontot ért el: 10 pont azonnal véget vet a játéknak, így nincs szükség holtversenydöntésre.</numerusform>
        </translation>
    </message>
    <message>
        <source>Also at 10 or more victory points: {players}; but only the player whose turn it is wins.</source>
        <translation>10 vagy több győzelmi pontja van még: {players}; de csak az nyer, aki éppen soron van.</translation>
    </message>
    <message>
        <source>Discard a card:</source>
        <translation>Lap eldobása:</translation>
    </message>
    <message>
        <source>Take from the bank:</source>
        <translation>Elvétel a bankból:</translation>
    </message>
    <message>
        <source>Play Monopoly on:</source>
        <translation>Monopólium kijátszása:</translation>
    </message>
    <message>
        <source>Trade with the bank:</source>
        <translation>Csere a bankkal, odaadod:</translation>
    </message>
    <message>
        <source>Offer 1 more:</source>
        <translation>Még 1 lap felajánlása:</translation>
    </message>
    <message>
        <source>Ask for 1 more:</source>
        <translation>Még 1 lap kérése:</translation>
    </message>
    <message>
        <source>Send the offer to:</source>
        <translation>Ajánlat küldése:</translation>
    </message>
    <message>
        <source>Rob:</source>
        <translation>Kirablás:</translation>
    </message>
    <message>
        <source>Trade with:</source>
        <translation>Csere:</translation>
    </message>
</context>
<context>
    <name>CatanBoard</name>
    <message>
        <source>Forest</source>
        <translation>Erdő</translation>
    </message>
    <message>
        <source>Hills</source>
        <translation>Kőmező</translation>
    </message>
    <message>
        <source>Pasture</source>
        <translation>Legelő</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Búzamező</translation>
    </message>
    <message>
        <source>Mountains</source>
        <translation>Hegység</translation>
    </message>
    <message>
        <source>Desert</source>
        <translation>Sivatag</translation>
    </message>
    <message>
        <source>lumber</source>
        <translation>fa</translation>
    </message>
    <message>
        <source>brick</source>
        <translation>tégla</translation>
    </message>
    <message>
        <source>wool</source>
        <translation>gyapjú</translation>
    </message>
    <message>
        <source>grain</source>
        <translation>búza</translation>
    </message>
    <message>
        <source>ore</source>
        <translation>érc</translation>
    </message>
    <message>
        <source>any</source>
        <translation>bármi</translation>
    </message>
    <message numerus="yes">
        <source>%n pips</source>
        <translation>
            <numerusform>%n pötty</numerusform>
        </translation>
    </message>
    <message>
        <source>Harbour: trade 3 of one resource for 1 of another.</source>
        <translation>Kikötő: 3 lapot egy nyersanyagból 1 tetszőleges másikra cserélhetsz.</translation>
    </message>
    <message>
        <source>Harbour: trade 2 {resource} for 1 of another resource.</source>
        <translation>Kikötő ({resource}): 2 lapot ebből a nyersanyagból 1 másik nyersanyagra cserélhetsz.</translation>
    </message>
    <message>
        <source>{terrain}: produces {resource} on a roll of {number}.</source>
        <translation>{terrain}: ha a dobás összege {number}, ezt termeli: {resource}.</translation>
    </message>
    <message>
        <source>Road of {player}</source>
        <translation>{player} útja</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Falu</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Város</translation>
    </message>
    <message>
        <source>{kind} of {player}</source>
        <translation>{kind}, tulajdonosa: {player}</translation>
    </message>
    <message>
        <source>The robber: this hex produces nothing while he stands here.</source>
        <translation>A rabló: ez a mező semmit sem termel, amíg a rabló itt áll.</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Kockák</translation>
    </message>
    <message>
        <source>Trade with players…</source>
        <translation>Csere a játékosokkal…</translation>
    </message>
    <message>
        <source>Trade with the bank…</source>
        <translation>Csere a bankkal…</translation>
    </message>
    <message>
        <source>Discard…</source>
        <translation>Eldobás…</translation>
    </message>
    <message>
        <source>everybody</source>
        <translation>mindenki</translation>
    </message>
    <message>
        <source>Development cards: {cards}</source>
        <translation>Fejlesztéskártyák: {cards}</translation>
    </message>
    <message>
        <source>Your victory points (with hidden cards): {points}</source>
        <translation>Győzelmi pontjaid (a rejtett lapokkal együtt): {points}</translation>
    </message>
    <message numerus="yes">
        <source>(%n new)</source>
        <translation>
            <numerusform>(%n új)</numerusform>
        </translation>
    </message>
    <message>
        <source>Rolled by {player}</source>
        <translation>Dobott: {player}</translation>
    </message>
    <message>
        <source>Intersection beside {hexes}</source>
        <translation>Kereszteződés itt: {hexes}</translation>
    </message>
    <message>
        <source>Path beside {hexes}</source>
        <translation>Él itt: {hexes}</translation>
    </message>
</context>
<context>
    <name>CatanDialogs</name>
    <message>
        <source>Trade with players</source>
        <translation>Csere a játékosokkal</translation>
    </message>
    <message>
        <source>You give</source>
        <translation>Amit adsz</translation>
    </message>
    <message>
        <source>You ask for</source>
        <translation>Amit kérsz</translation>
    </message>
    <message>
        <source>Send to</source>
        <translation>Címzett</translation>
    </message>
    <message>
        <source>Both sides must give at least one card, and no resource may be on both sides.</source>
        <translation>Mindkét félnek legalább egy lapot kell adnia, és egy nyersanyag sem szerepelhet mindkét oldalon.</translation>
    </message>
    <message>
        <source>Trade with the bank</source>
        <translation>Csere a bankkal</translation>
    </message>
    <message>
        <source>You take</source>
        <translation>Amit kapsz</translation>
    </message>
    <message>
        <source>Discard cards</source>
        <translation>Lapok eldobása</translation>
    </message>
    <message numerus="yes">
        <source>%n {resource}</source>
        <translation>
            <numerusform>%n {resource}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n cards to discard</source>
        <translation>
            <numerusform>Válassz ki %n lapot az eldobáshoz</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatanRules</name>
    <message>
        <source>What is in the game</source>
        <translation>Mi van a játékban?</translation>
    </message>
    <message>
        <source>&lt;p&gt;In Catan, 3 or 4 players settle an island. They gather resources,
build roads, settlements and cities, and race to 10 victory points. A game for
2 players can be chosen as a variant: the board and the rules stay the same.&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Terrain&lt;/th&gt;&lt;th&gt;Produces&lt;/th&gt;&lt;th&gt;Hexes&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Forest&lt;/td&gt;&lt;td&gt;Lumber&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Pasture&lt;/td&gt;&lt;td&gt;Wool&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Fields&lt;/td&gt;&lt;td&gt;Grain&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Hills&lt;/td&gt;&lt;td&gt;Brick&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Mountains&lt;/td&gt;&lt;td&gt;Ore&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Desert&lt;/td&gt;&lt;td&gt;nothing&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;19 land hexes&lt;/b&gt; (see the table), surrounded by the sea.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;18 number tokens&lt;/b&gt;: one 2, one 12, and two each of 3, 4, 5, 6, 8, 9, 10
and 11. There is no 7.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;9 harbours&lt;/b&gt; on the coast: 4 generic harbours (3:1) and 5 special
harbours (2:1), one for each resource.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;95 resource cards&lt;/b&gt;, 19 of each resource. They form the bank.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;25 development cards&lt;/b&gt;: 14 Knights, 5 Victory Points, 2 Road Building,
2 Year of Plenty and 2 Monopoly.&lt;/li&gt;
&lt;li&gt;For each colour: &lt;b&gt;5 settlements, 4 cities and 15 roads&lt;/b&gt;.&lt;/li&gt;
&lt;li&gt;Two special cards worth 2 points each: &lt;b&gt;Longest Road&lt;/b&gt; and
&lt;b&gt;Largest Army&lt;/b&gt;.&lt;/li&gt;
&lt;li&gt;The &lt;b&gt;robber&lt;/b&gt; and two six-sided dice.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;p&gt;A Catanban 3 vagy 4 játékos egy szigetet népesít be. Nyersanyagokat gyűjtenek,
utakat, falvakat és városokat építenek, és versenyeznek, ki ér el elsőként 10 győzelmi pontot.
Változatként 2 fős játék is választható: a tábla és a szabályok ugyanazok maradnak.&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Terület&lt;/th&gt;&lt;th&gt;Termel&lt;/th&gt;&lt;th&gt;Mezők&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Erdő&lt;/td&gt;&lt;td&gt;Fa&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Legelő&lt;/td&gt;&lt;td&gt;Gyapjú&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Búzamező&lt;/td&gt;&lt;td&gt;Búza&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Kőmező&lt;/td&gt;&lt;td&gt;Tégla&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Hegység&lt;/td&gt;&lt;td&gt;Érc&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Sivatag&lt;/td&gt;&lt;td&gt;semmit&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;19 szárazföldi mező&lt;/b&gt; (lásd a táblázatot), körülöttük a tenger.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;18 számkorong&lt;/b&gt;: egy 2-es, egy 12-es, valamint kettő-kettő a 3-asból, 4-esből, 5-ösből, 6-osból, 8-asból, 9-esből, 10-esből
és 11-esből. 7-es nincs.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;9 kikötő&lt;/b&gt; a partokon: 4 általános kikötő (3:1) és 5 különleges
kikötő (2:1), mindegyik nyersanyaghoz egy.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;95 nyersanyagkártya&lt;/b&gt;, mindegyik nyersanyagból 19. Ezek alkotják a bankot.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;25 fejlesztéskártya&lt;/b&gt;: 14 Lovag, 5 Győzelmi pont, 2 Útépítés,
2 Találmány és 2 Monopólium.&lt;/li&gt;
&lt;li&gt;Minden színben: &lt;b&gt;5 falu, 4 város és 15 út&lt;/b&gt;.&lt;/li&gt;
&lt;li&gt;Két különleges kártya, egyenként 2 pontot érnek: &lt;b&gt;Leghosszabb Kereskedelmi Út&lt;/b&gt; és
&lt;b&gt;Legnagyobb Lovagi Hatalom&lt;/b&gt;.&lt;/li&gt;
&lt;li&gt;A &lt;b&gt;rabló&lt;/b&gt; és két hatoldalú dobókocka.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Building the island</source>
        <translation>A sziget felépítése</translation>
    </message>
    <message>
        <source>&lt;p&gt;The program lays out a new island for every game. The 19 land hexes are
shuffled and placed in rows of 3, 4, 5, 4 and 3 hexes, with the sea all around.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Number tokens.&lt;/b&gt; The 18 tokens carry the letters A to R and, in that
order, the numbers 5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11.
They are laid in letter order on a spiral: the program picks one of the six
corner hexes of the island at random, goes counterclockwise around the outer
ring and then winds inwards to the centre. The desert is skipped and gets no
token. Laid this way, the two most productive numbers, 6 and 8, never end up on
neighbouring hexes.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Harbours.&lt;/b&gt; The 9 harbours always sit at the same nine places on the
coast. Only their types are shuffled: 4 generic 3:1 harbours and one 2:1
harbour for each of the five resources. Each harbour serves the two
intersections of the coast it touches.&lt;/p&gt;
&lt;p&gt;The &lt;b&gt;robber&lt;/b&gt; starts on the desert.&lt;/p&gt;
&lt;p&gt;When you start a game, the &lt;b&gt;Island&lt;/b&gt; option offers a &lt;i&gt;Random island&lt;/i&gt;
(the default, described above) or a &lt;i&gt;Fixed beginner island&lt;/i&gt;: the same
terrain, numbers and harbours in every game, which is handy for learning.&lt;/p&gt;
&lt;p&gt;A few words used in these rules: an &lt;b&gt;intersection&lt;/b&gt; is a corner where
hexes meet (settlements and cities stand there); an &lt;b&gt;edge&lt;/b&gt; is a side of a
land hex, joining two intersections (roads are built there).&lt;/p&gt;</source>
        <translation>&lt;p&gt;A program minden játékhoz új szigetet rak ki. A 19 szárazföldi mezőt
megkeveri, és 3, 4, 5, 4 és 3 mezőből álló sorokba rendezi, körülöttük mindenütt tengerrel.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Számkorongok.&lt;/b&gt; A 18 korongon A-tól R-ig betűk vannak, és ebben a
sorrendben az 5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11 számok.
A korongok betűrendben, spirálban kerülnek le: a program véletlenszerűen kiválasztja a sziget hat
sarokmezőjének egyikét, az óramutató járásával ellentétesen körbehalad a külső
gyűrűn, majd befelé kanyarodik a közepéig. A sivatagot átugorja, az nem kap
korongot. Ha így rakják le őket, a két legtermékenyebb szám, a 6 és a 8 soha nem kerül
szomszédos mezőkre.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Kikötők.&lt;/b&gt; A 9 kikötő mindig a part ugyanazon kilenc helyén áll.
Csak a típusukat keveri meg a program: 4 általános, 3:1 arányú kikötő és öt különleges, 2:1 arányú
kikötő, mind az öt nyersanyaghoz egy-egy. Minden kikötő a part azon két
kereszteződését szolgálja ki, amelyekkel érintkezik.&lt;/p&gt;
&lt;p&gt;A &lt;b&gt;rabló&lt;/b&gt; a sivatagon kezd.&lt;/p&gt;
&lt;p&gt;Új játék indításakor a &lt;b&gt;Sziget&lt;/b&gt; beállításban &lt;i&gt;Véletlenszerű sziget&lt;/i&gt;
(az alapeset, a fent leírt módon) vagy &lt;i&gt;Rögzített kezdő sziget&lt;/i&gt; választható: ez utóbbinál minden
játékban ugyanazok a területek, számok és kikötők, ami a tanuláshoz kényelmes.&lt;/p&gt;
&lt;p&gt;Néhány kifejezés, amelyet ezek a szabályok használnak: a &lt;b&gt;kereszteződés&lt;/b&gt; az a sarok, ahol
mezők találkoznak (ott állnak a falvak és a városok); az &lt;b&gt;él&lt;/b&gt; egy szárazföldi
mező oldala, amely két kereszteződést köt össze (oda épülnek az utak).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Előkészületek</translation>
    </message>
    <message>
        <source>&lt;p&gt;The program chooses the starting player at random; this replaces the
roll of the dice at the table. Then everyone places two settlements and two
roads, for free, in two rounds.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;First round:&lt;/b&gt; starting with the starting player and going around the
table in seat order, each player places one settlement and one road.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Second round:&lt;/b&gt; the order is reversed. The last player of the first
round starts, and the starting player places last, so that player places two
settlements in a row.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Each road must touch the settlement that was just placed. Settlements may be
on the coast, but at least one of the hexes around them must be land.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Distance rule.&lt;/b&gt; A settlement may only go on a free intersection whose
neighbouring intersections (the ones one edge away) are all free too. This rule
applies for the whole game, to your own buildings as well.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Starting resources.&lt;/b&gt; Right after placing your second settlement you
take one resource card from the bank for every land hex next to it (the desert
gives nothing).&lt;/p&gt;
&lt;p&gt;The board highlights the intersections and edges where you may build; click
one to place your piece. When the last road of the second round is down, the
starting player begins the first turn.&lt;/p&gt;</source>
        <translation>&lt;p&gt;A program véletlenszerűen választja ki a kezdőjátékost; ez helyettesíti az
asztalnál szokásos kockadobást. Ezután mindenki két falut és két utat
rak le, ingyen, két körben.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Első kör:&lt;/b&gt; a kezdőjátékossal kezdve, a helyek sorrendjében körbehaladva
minden játékos lerak egy falut és egy utat.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Második kör:&lt;/b&gt; a sorrend megfordul. Az első kör utolsó játékosa
kezd, a kezdőjátékos pedig utolsóként rak, így ő egymás után két
falut tesz le.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Minden útnak az éppen lerakott faluhoz kell csatlakoznia. A falvak állhatnak
a parton is, de a körülöttük lévő mezők közül legalább egynek szárazföldnek kell lennie.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Távolsági szabály.&lt;/b&gt; Falu csak olyan szabad kereszteződésre kerülhet, amelynek
szomszédos kereszteződései (az egy élnyire lévők) szintén mind szabadok. Ez a szabály
az egész játék során érvényes, a saját épületeidre is.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Kezdő nyersanyagok.&lt;/b&gt; Közvetlenül a második falud lerakása után
minden vele szomszédos szárazföldi mezőért kapsz egy nyersanyagkártyát a bankból (a sivatag
nem ad semmit).&lt;/p&gt;
&lt;p&gt;A tábla kiemeli azokat a kereszteződéseket és éleket, ahová építhetsz; kattints
az egyikre, hogy letedd a figurádat. Amikor a második kör utolsó útja is a helyén van, a
kezdőjátékos megkezdi az első kört.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>A köröd</translation>
    </message>
    <message>
        <source>Production and the bank</source>
        <translation>Termelés és a bank</translation>
    </message>
    <message>
        <source>&lt;p&gt;After the roll, every land hex whose number token shows the rolled sum
produces. Each settlement on a corner of such a hex earns its owner 1 card of
that hex&apos;s resource; each city earns 2. A hex can pay several players, and a
building next to two hexes with the same number is paid for both.&lt;/p&gt;
&lt;p&gt;The desert never produces. The hex where the robber stands produces nothing
while the robber is there, even when its number is rolled.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;When the bank runs short.&lt;/b&gt; The bank holds only 19 cards of each
resource. Production is handled resource by resource:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;If the bank has enough cards of a resource, everyone gets what they are
owed.&lt;/li&gt;
&lt;li&gt;If the bank cannot pay everyone who is owed a resource, &lt;b&gt;nobody&lt;/b&gt;
receives that resource this time.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Exception:&lt;/b&gt; if only one player is owed that resource, that player
receives all the cards that are left in the bank.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;A shortage of one resource does not stop the others: they are paid as
usual.&lt;/p&gt;
&lt;p&gt;&lt;i&gt;Example:&lt;/i&gt; only 3 grain cards are left. Red is owed 2 grain and Blue
is owed 2: nobody gets grain. Had only Red been owed 4 grain, Red would take
the last 3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;A dobás után minden olyan szárazföldi mező termel, amelynek számkorongja a dobott
összeget mutatja. Minden falu egy ilyen mező sarkán 1 lapot hoz a tulajdonosának
a mező nyersanyagából; minden város 2-t. Egy mező több játékosnak is fizethet, és
egy épület, amely két azonos számú mezővel is szomszédos, mindkettő után kap.&lt;/p&gt;
&lt;p&gt;A sivatag soha nem termel. Az a mező, amelyen a rabló áll, semmit sem termel,
amíg a rabló ott van, akkor sem, ha a számát dobják.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Ha a bankban kevés a lap.&lt;/b&gt; A bankban minden nyersanyagból csak 19
lap van. A termelést nyersanyagonként külön kezeli a program:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Ha a bankban elég lap van egy nyersanyagból, mindenki megkapja, ami
jár neki.&lt;/li&gt;
&lt;li&gt;Ha a bank nem tud mindenkinek fizetni, akinek egy nyersanyagból jár, akkor abból a nyersanyagból ezúttal &lt;b&gt;senki&lt;/b&gt;
sem kap.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Kivétel:&lt;/b&gt; ha abból a nyersanyagból csak egyetlen játékosnak jár, ő
megkapja a bankban maradt összes lapot.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Egy nyersanyag hiánya nem állítja meg a többit: azokat a szokott módon
kifizetik.&lt;/p&gt;
&lt;p&gt;&lt;i&gt;Példa:&lt;/i&gt; már csak 3 búzakártya maradt. Pirosnak 2 búza jár, Kéknek
is 2: senki sem kap búzát. Ha csak Pirosnak járt volna 4 búza, Piros elvinné
az utolsó 3-at.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rolling a 7 and the robber</source>
        <translation>7-es dobás és a rabló</translation>
    </message>
    <message>
        <source>Trading</source>
        <translation>Kereskedés</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Építés</translation>
    </message>
    <message>
        <source>&lt;p&gt;Players take turns in seat order. Your turn runs like this:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;1. Before the roll&lt;/b&gt; (optional): you may play one development card, for
example a Knight to chase the robber away from your hex.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;2. Roll the dice.&lt;/b&gt; The sum decides which hexes produce resources (see
Production). A 7 brings out the robber instead.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;3. Trade and build&lt;/b&gt;, in any order and as often as your cards allow:
trade with the other players, trade with the bank, build roads, settlements
and cities, buy development cards, and play one development card if you have
not played one yet this turn.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;4. End your turn.&lt;/b&gt; This is only possible after the roll. The next
player in seat order continues.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;You may play at most one development card per turn, whether before or after
the roll.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Undo.&lt;/b&gt; If you clicked the wrong thing, use Undo to take back a step.
Undo stops at the last step that revealed something new, such as a dice roll, a
stolen card, a drawn development card, a Monopoly or an answer to a trade offer:
those cannot be taken back, unless all players agree to switch on
&lt;i&gt;Free undo&lt;/i&gt; in the settings.&lt;/p&gt;
&lt;p&gt;On a shared screen (hotseat), a privacy screen hides your cards when the
turn passes to another player, until that player is ready.&lt;/p&gt;</source>
        <translation>&lt;p&gt;A játékosok a helyek sorrendjében következnek. A köröd így zajlik:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;1. Dobás előtt&lt;/b&gt; (nem kötelező): kijátszhatsz egy fejlesztéskártyát,
például egy Lovagot, hogy elűzd a rablót a meződről.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;2. Dobj a kockákkal.&lt;/b&gt; Az összeg dönti el, mely mezők termelnek nyersanyagot (lásd
Termelés). A 7-es ehelyett a rablót hozza.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;3. Kereskedés és építés&lt;/b&gt;, tetszőleges sorrendben, és olyan gyakran, ahogy a lapjaid engedik:
kereskedj a többi játékossal, kereskedj a bankkal, építs utakat, falvakat
és városokat, vásárolj fejlesztéskártyákat, és játssz ki egy fejlesztéskártyát, ha
ebben a körben még nem tettél ilyet.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;4. Fejezd be a körödet.&lt;/b&gt; Ez csak a dobás után lehetséges. A helyek sorrendjében
következő játékos folytatja.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Körönként legfeljebb egy fejlesztéskártyát játszhatsz ki, akár a dobás előtt, akár
utána.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Visszavonás.&lt;/b&gt; Ha rosszra kattintottál, a Visszavonással visszavehetsz egy lépést.
A Visszavonás annál az utolsó lépésnél megáll, amely valami újat fedett fel, például egy kockadobásnál, egy
elrabolt lapnál, egy húzott fejlesztéskártyánál, egy Monopólium kártyánál vagy egy csereajánlatra adott válasznál:
ezek nem vonhatók vissza, hacsak minden játékos bele nem egyezik, hogy a beállításokban bekapcsolják a
&lt;i&gt;Szabad visszavonás&lt;/i&gt; lehetőséget.&lt;/p&gt;
&lt;p&gt;Közös képernyőn (hotseat) egy takaróképernyő elrejti a lapjaidat, amikor a
kör egy másik játékoshoz kerül, amíg az a játékos készen nem áll.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;When the dice show 7, no hex produces. Three things happen instead, in
this order:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;1. Discard.&lt;/b&gt; Every player who holds more than 7 resource cards must
return half of them to the bank, rounded down: with 8 or 9 cards you return 4,
with 10 or 11 you return 5, and so on. Each player chooses which cards to give
up. The program asks them one after the other in seat order, starting with the
player who rolled; in hotseat a privacy screen appears whenever the decision
passes to another human player. The &lt;i&gt;Discard…&lt;/i&gt; button opens a dialog where
you pick all your cards at once.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;2. Move the robber.&lt;/b&gt; The player who rolled must move the robber to a
different land hex. The desert is allowed; leaving the robber where it stands is
not.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;3. Steal.&lt;/b&gt; The same player then takes one random card
from one opponent who has a settlement or city on that hex and holds at least
one card. If several opponents qualify, you choose the victim; if none does,
nothing is stolen.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;The robber stays where it is and blocks that hex until it is moved again by
the next 7 or by a Knight card. Keeping your hand at 7 cards or fewer protects you
from losing half of it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ha a kockák 7-et mutatnak, egyik mező sem termel. Ehelyett három dolog történik,
ebben a sorrendben:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;1. Eldobás.&lt;/b&gt; Minden játékos, akinek 7-nél több nyersanyagkártyája van, köteles
a felét visszaadni a banknak, lefelé kerekítve: 8 vagy 9 lapnál 4-et ad vissza,
10 vagy 11 lapnál 5-öt, és így tovább. Mindenki maga választja ki, mely lapokat adja le.
A program egymás után, a helyek sorrendjében kérdezi meg őket, a dobó játékossal
kezdve; hotseat módban takaróképernyő jelenik meg, valahányszor a döntés egy másik emberi
játékoshoz kerül. Az &lt;i&gt;Eldobás…&lt;/i&gt; gomb egy ablakot nyit meg, ahol egyszerre
kiválaszthatod az összes lapot, amelyet eldobsz.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;2. A rabló áthelyezése.&lt;/b&gt; A dobó játékosnak a rablót egy másik
szárazföldi mezőre kell áthelyeznie. A sivatag megengedett; az nem, hogy a rabló a helyén
maradjon.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;3. Rablás.&lt;/b&gt; Ugyanez a játékos ezután elvesz egy véletlenszerű lapot
egy olyan ellenfelétől, akinek faluja vagy városa van azon a mezőn, és legalább
egy lapja van. Ha több ellenfél is szóba jön, te választod ki az áldozatot; ha egy sem,
nem rabolsz semmit.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;A rabló a helyén marad, és blokkolja azt a mezőt, amíg a következő 7-es
vagy egy Lovag kártya át nem helyezi. Ha legfeljebb 7 lapot tartasz a kezedben, nem veszítheted
el a felüket.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;After rolling, the player on turn may trade. Only the player on turn
trades: the other players may trade with that player, but never with each
other.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Trading with other players.&lt;/b&gt; Press &lt;i&gt;Trade with players…&lt;/i&gt;, enter
the cards you would give and the cards you would like in return, and choose
who receives the offer: one player or, with three or more players, everybody.
Each player who receives it answers &lt;i&gt;Accept the offer&lt;/i&gt; or &lt;i&gt;Decline the
offer&lt;/i&gt;; in hotseat a privacy screen appears before each answer. If nobody
accepts, the offer closes by itself. Otherwise you choose &lt;i&gt;Trade with …&lt;/i&gt;
one of the players who accepted, or &lt;i&gt;Withdraw the offer&lt;/i&gt;.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Both sides must give at least one card: no gifts.&lt;/li&gt;
&lt;li&gt;A resource cannot appear on both sides of the same trade.&lt;/li&gt;
&lt;li&gt;You can only offer cards you hold, and a player can only accept if they hold
the cards you ask for.&lt;/li&gt;
&lt;li&gt;You cannot ask for more cards in all than the largest hand among the other
players holds, nor for more of a resource than the other players hold together;
an offer goes to a single player only if that player holds at least as many
cards as you ask for.&lt;/li&gt;
&lt;li&gt;You may send at most 3 offers per turn.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Trading with the bank&lt;/b&gt; (the &lt;i&gt;Trade with the bank…&lt;/i&gt; button). After
the roll you may always give 4 cards of one resource for
1 card of any other resource. With a settlement or city on a harbour, you get
better rates:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;generic harbour: 3 cards of one resource for 1 card of another;&lt;/li&gt;
&lt;li&gt;special harbour: 2 cards of the resource shown for 1 card of another.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;The program offers every rate you are entitled to, not only the best one.
The bank must still have the card you ask for.&lt;/p&gt;</source>
        <translation>&lt;p&gt;A dobás után a soron lévő játékos kereskedhet. Csak a soron lévő játékos
kereskedik: a többiek kereskedhetnek vele, de soha nem
egymással.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Kereskedés a többi játékossal.&lt;/b&gt; Nyomd meg a &lt;i&gt;Csere a játékosokkal…&lt;/i&gt; gombot, add meg
a lapokat, amelyeket adnál, és azokat, amelyeket cserébe szeretnél, majd válaszd ki,
ki kapja meg az ajánlatot: egy játékos, vagy három vagy több játékos esetén mindenki.
Aki megkapja, így válaszol: &lt;i&gt;Az ajánlat elfogadása&lt;/i&gt; vagy &lt;i&gt;Az ajánlat
elutasítása&lt;/i&gt;; hotseat módban minden válasz előtt takaróképernyő jelenik meg. Ha senki
sem fogadja el, az ajánlat magától lezárul. Egyébként a &lt;i&gt;Csere … játékossal&lt;/i&gt; gombbal
kiválasztod az elfogadók egyikét, vagy visszavonod az ajánlatot: &lt;i&gt;Az ajánlat visszavonása&lt;/i&gt;.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Mindkét félnek legalább egy lapot kell adnia: ajándék nincs.&lt;/li&gt;
&lt;li&gt;Egy nyersanyag nem szerepelhet ugyanannak a cserének mindkét oldalán.&lt;/li&gt;
&lt;li&gt;Csak olyan lapot ajánlhatsz fel, amely nálad van, és egy játékos csak akkor fogadhatja el, ha nála
vannak a kért lapok.&lt;/li&gt;
&lt;li&gt;Összesen nem kérhetsz több lapot, mint amennyi a többiek közül a legtöbb lappal rendelkező
játékos kezében van, és egy nyersanyagból sem többet, mint amennyi a többi játékosnál együttvéve van;
egyetlen játékosnak csak akkor küldhetsz ajánlatot, ha nála legalább annyi
lap van, amennyit kérsz.&lt;/li&gt;
&lt;li&gt;Körönként legfeljebb 3 ajánlatot küldhetsz.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Kereskedés a bankkal&lt;/b&gt; (a &lt;i&gt;Csere a bankkal…&lt;/i&gt; gomb). A
dobás után mindig adhatsz 4 lapot egy nyersanyagból
1 tetszőleges másik nyersanyagért. Ha kikötőnél van falud vagy városod, jobb
arányokat kapsz:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;általános kikötő: 3 lap egy nyersanyagból 1 lap másikért;&lt;/li&gt;
&lt;li&gt;különleges kikötő: 2 lap a feltüntetett nyersanyagból 1 lap másikért.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;A program minden arányt felkínál, amelyre jogosult vagy, nem csak a legjobbat.
A kért lapnak még meg kell lennie a bankban.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;After rolling, you may build as much as your cards and your supply of
pieces allow. The cards you pay go back to the bank.&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Build&lt;/th&gt;&lt;th&gt;Cost&lt;/th&gt;&lt;th&gt;Points&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Road&lt;/td&gt;&lt;td&gt;1 brick, 1 lumber&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Settlement&lt;/td&gt;&lt;td&gt;1 brick, 1 lumber, 1 wool, 1 grain&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;City&lt;/td&gt;&lt;td&gt;3 ore, 2 grain&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Development card&lt;/td&gt;&lt;td&gt;1 ore, 1 wool, 1 grain&lt;/td&gt;&lt;td&gt;(see the card)&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Road:&lt;/b&gt; on a free edge that joins one of your roads, settlements or
cities. A road cannot be extended through an intersection that holds another
player&apos;s settlement or city. Edges along the coast may be used.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Settlement:&lt;/b&gt; on a free intersection reached by one of your roads, and
the distance rule still applies: no building on any neighbouring
intersection.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;City:&lt;/b&gt; replaces one of your settlements. The settlement returns to
your supply and can be built again. A city produces 2 cards instead of 1.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Development card:&lt;/b&gt; the program draws one at random from the cards
still in the deck. You see it; the others only see how many you hold.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Each colour has only 5 settlements, 4 cities and 15 roads. When a kind of
piece is used up, you cannot build more of it.&lt;/p&gt;
&lt;p&gt;After the roll, the board highlights every place where you can build right
now: where the rules allow it and you have the cards and a piece left. Click
one to build there. Buying a development card and trading are buttons beside
the board.&lt;/p&gt;</source>
        <translation>&lt;p&gt;A dobás után annyit építhetsz, amennyit a lapjaid és a figurakészleted
megenged. A kifizetett lapok visszakerülnek a bankba.&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Építmény&lt;/th&gt;&lt;th&gt;Ár&lt;/th&gt;&lt;th&gt;Pont&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Út&lt;/td&gt;&lt;td&gt;1 tégla, 1 fa&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Falu&lt;/td&gt;&lt;td&gt;1 tégla, 1 fa, 1 gyapjú, 1 búza&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Város&lt;/td&gt;&lt;td&gt;3 érc, 2 búza&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Fejlesztéskártya&lt;/td&gt;&lt;td&gt;1 érc, 1 gyapjú, 1 búza&lt;/td&gt;&lt;td&gt;(lásd a kártyát)&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Út:&lt;/b&gt; olyan szabad élre, amely a saját utaid, falvaid vagy
városaid egyikéhez csatlakozik. Az út nem folytatható olyan kereszteződésen át, amelyen
egy másik játékos faluja vagy városa áll. A part menti élek is használhatók.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Falu:&lt;/b&gt; olyan szabad kereszteződésre, amelyhez elér valamelyik utad, és
a távolsági szabály továbbra is érvényes: egyik szomszédos
kereszteződésen sem állhat épület.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Város:&lt;/b&gt; az egyik falud helyére kerül. A falu visszakerül
a készletedbe, és újra megépíthető. A város 1 helyett 2 lapot termel.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Fejlesztéskártya:&lt;/b&gt; a program véletlenszerűen húz egyet a pakliban
még meglévő lapok közül. Te látod; a többiek csak azt látják, hány van nálad.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Minden színből csak 5 falu, 4 város és 15 út van. Ha egy figurafajta
elfogyott, abból többet nem építhetsz.&lt;/p&gt;
&lt;p&gt;A dobás után a tábla kiemel minden helyet, ahol éppen most építhetsz:
ahol a szabályok megengedik, és van hozzá lapod és megmaradt figurád. Kattints
az egyikre, hogy oda építs. A fejlesztéskártya vásárlása és a kereskedés a tábla melletti
gombokkal történik.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Development cards</source>
        <translation>Fejlesztéskártyák</translation>
    </message>
    <message>
        <source>&lt;p&gt;You keep your development cards hidden until you play them. You may buy
any number in a turn, but:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;you may play &lt;b&gt;at most one&lt;/b&gt; development card per turn, at any moment of
your turn, even before the roll;&lt;/li&gt;
&lt;li&gt;you may not play a card in the same turn you bought it.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Knight (14):&lt;/b&gt; move the robber and steal, exactly as after a 7, but
nobody discards. The card stays face up in front of you and counts towards the
Largest Army.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Road Building (2):&lt;/b&gt; build 2 roads for free, following the usual rules.
If you have fewer roads left or fewer places to build, you build fewer.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Year of Plenty (2):&lt;/b&gt; take any 2 resource cards from the bank, the same
or different, as long as the bank has them.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Monopoly (2):&lt;/b&gt; name a resource. Every other player must give you all the
cards of that resource they hold.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Victory Point (5):&lt;/b&gt; each is worth 1 point. These cards are never played;
they stay hidden and count in secret. They are shown when their owner wins, that
is, when they bring you to 10 points on your own turn, even if you bought the
card during that very turn.&lt;/p&gt;</source>
        <translation>&lt;p&gt;A fejlesztéskártyáidat titokban tartod, amíg ki nem játszod őket. Egy körben
akárhányat vásárolhatsz, de:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;körönként &lt;b&gt;legfeljebb egy&lt;/b&gt; fejlesztéskártyát játszhatsz ki, a köröd bármely pillanatában,
akár a dobás előtt is;&lt;/li&gt;
&lt;li&gt;nem játszhatsz ki egy lapot abban a körben, amelyben megvásároltad.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Lovag (14):&lt;/b&gt; helyezd át a rablót és rabolj, pontosan úgy, mint 7-es dobás után, de
senki sem dob el lapot. A kártya képpel felfelé előtted marad, és beleszámít
a Legnagyobb Lovagi Hatalomba.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Útépítés (2):&lt;/b&gt; építs ingyen 2 utat a szokásos szabályok szerint.
Ha kevesebb utad maradt, vagy kevesebb helyre építhetsz, kevesebbet építesz.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Találmány (2):&lt;/b&gt; vegyél el a bankból 2 tetszőleges nyersanyagkártyát, azonosakat
vagy különbözőket, amennyiben a bankban vannak.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Monopólium (2):&lt;/b&gt; nevezz meg egy nyersanyagot. Minden más játékos köteles átadni neked
az abból a nyersanyagból nála lévő összes lapot.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Győzelmi pont (5):&lt;/b&gt; mindegyik 1 pontot ér. Ezeket a lapokat soha nem játsszák ki;
rejtve maradnak, és titokban számítanak. Akkor kerülnek elő, amikor a tulajdonosuk nyer, vagyis
amikor a saját körödben 10 pontra juttatnak, még akkor is, ha a lapot épp abban a körben
vásároltad.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Longest Road and Largest Army</source>
        <translation>Leghosszabb Kereskedelmi Út és Legnagyobb Lovagi Hatalom</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Longest Road (2 points).&lt;/b&gt; The first player to own an unbroken road
of at least 5 segments takes this card. Only the longest single line counts:
branches are not added, and the same segment is not counted twice. Another
player takes the card away only with a road that is strictly longer; a tie is
not enough.&lt;/p&gt;
&lt;p&gt;An opponent&apos;s settlement or city on one of your intersections cuts your road
in two there; your own buildings do not. After such a cut:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;if the holder still has the longest road, even if tied, the holder keeps
the card;&lt;/li&gt;
&lt;li&gt;otherwise, if exactly one player has the longest road with at least 5
segments, that player takes the card;&lt;/li&gt;
&lt;li&gt;if several players tie for the longest road, or nobody has 5 segments any
more, the card is set aside until someone again has a road that is strictly
the longest with 5 or more segments.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Largest Army (2 points).&lt;/b&gt; The first player to have played 3 Knight
cards takes this card. Another player takes it away only by having played
strictly more Knights than the holder.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Leghosszabb Kereskedelmi Út (2 pont).&lt;/b&gt; Az a játékos, akinek elsőként van legalább 5
szakaszból álló megszakítatlan útja, megkapja ezt a kártyát. Csak a leghosszabb egybefüggő vonal számít:
az elágazások nem adódnak hozzá, és ugyanaz a szakasz nem számít kétszer. Egy másik
játékos csak szigorúan hosszabb úttal veheti el a kártyát; az egyenlőség
nem elég.&lt;/p&gt;
&lt;p&gt;Egy ellenfél faluja vagy városa az egyik kereszteződéseden ott kettévágja az utadat;
a saját épületeid nem. Egy ilyen kettévágás után:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;ha a kártya birtokosának még mindig a leghosszabb az útja, akár holtversenyben is, megtartja
a kártyát;&lt;/li&gt;
&lt;li&gt;egyébként, ha pontosan egy játékosnak van legalább 5 szakaszból álló leghosszabb
útja, ő kapja meg a kártyát;&lt;/li&gt;
&lt;li&gt;ha több játékos is holtversenyben áll a leghosszabb úttal, vagy már senkinek sincs 5 szakasza,
a kártyát félreteszik, amíg valakinek ismét szigorúan
a leghosszabb, legalább 5 szakaszból álló útja nem lesz.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Legnagyobb Lovagi Hatalom (2 pont).&lt;/b&gt; Az a játékos, aki elsőként játszott ki 3 Lovag
kártyát, megkapja ezt a kártyát. Egy másik játékos csak akkor veheti el, ha
szigorúan több Lovagot játszott ki, mint a birtokosa.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Győzelem</translation>
    </message>
    <message>
        <source>&lt;p&gt;You win when you have &lt;b&gt;10 victory points&lt;/b&gt; during your own turn. The
game ends at that moment; nobody plays on.&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Source&lt;/th&gt;&lt;th&gt;Points&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Each settlement&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Each city&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Longest Road&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Largest Army&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Each Victory Point card&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Points only win on your own turn. If you reach 10 while another player is on
turn (for example when a broken road hands you the Longest Road), you win as
soon as your own turn begins, unless you have lost points again by then.&lt;/p&gt;
&lt;p&gt;The other players see your settlements, cities and special cards, but not
your Victory Point cards, so your true score may be higher than the one they
can count. The program adds your hidden points for you and ends the game as
soon as you reach 10 on your turn; the hidden cards are then revealed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Akkor nyersz, ha a saját körödben &lt;b&gt;10 győzelmi pontod&lt;/b&gt; van. A
játék abban a pillanatban véget ér; senki sem játszik tovább.&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Forrás&lt;/th&gt;&lt;th&gt;Pont&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Minden falu&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Minden város&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Leghosszabb Kereskedelmi Út&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Legnagyobb Lovagi Hatalom&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Minden Győzelmi pont kártya&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;A pontok csak a saját körödben hoznak győzelmet. Ha akkor éred el a 10-et, amikor egy másik játékos
van soron (például amikor egy kettévágott út miatt hozzád kerül a Leghosszabb Kereskedelmi Út), akkor
nyersz, amint a saját köröd elkezdődik, hacsak addig újra nem veszítettél pontot.&lt;/p&gt;
&lt;p&gt;A többi játékos látja a falvaidat, városaidat és különleges kártyáidat, de
a Győzelmi pont kártyáidat nem, így a valódi pontszámod magasabb lehet annál, amit ők
meg tudnak számolni. A program hozzáadja helyetted a rejtett pontjaidat, és véget vet a játéknak,
amint a körödben eléred a 10-et; a rejtett lapok ekkor felfedésre kerülnek.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Tips for beginners</source>
        <translation>Tippek kezdőknek</translation>
    </message>
    <message>
        <source>&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Starting spots matter most.&lt;/b&gt; Look at the whole island before you place.
6 and 8 come up most often (5 times in 36 rolls on average), 2 and 12 least (once
in 36).&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Spread or specialise.&lt;/b&gt; One plan is to touch as many different numbers
and resources as you can, so that cards keep coming and you rarely need to trade.
Another is to take a 2:1 harbour together with land that produces its resource.
That pays off in trades, but it means fewer producing hexes. A mix of both often
works well.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Cities and cards.&lt;/b&gt; Ore, grain and wool pay for cities and development
cards. Cities double your income, and Knights can earn you the Largest
Army.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Roads and settlements.&lt;/b&gt; Lumber and brick build roads and settlements.
A well-planned road can claim the Longest Road and cut off the space your
opponents need to grow.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Monopoly&lt;/b&gt; can be huge, especially if you also own the matching 2:1
harbour.&lt;/li&gt;
&lt;li&gt;Keep an eye on your hand: with more than 7 cards, a 7 costs you half of
them.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;
&lt;li&gt;&lt;b&gt;A kezdőhelyek a legfontosabbak.&lt;/b&gt; Mielőtt leraksz, nézd meg az egész szigetet.
A 6-os és a 8-as jön ki a leggyakrabban (átlagosan 36 dobásból 5-ször), a 2-es és a 12-es a legritkábban (36-ból
egyszer).&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Szétszórás vagy specializálódás.&lt;/b&gt; Az egyik terv, hogy minél több különböző számot
és nyersanyagot érints, így folyamatosan jönnek a lapok, és ritkán kell cserélned.
A másik, hogy egy 2:1-es kikötőt olyan területtel együtt szerezz meg, amely annak a nyersanyagát termeli.
Ez a cseréknél kifizetődik, de kevesebb termelő mezőt jelent. A kettő keveréke gyakran
jól működik.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Városok és kártyák.&lt;/b&gt; Az érc, a búza és a gyapjú fizeti a városokat és a fejlesztéskártyákat.
A városok megduplázzák a jövedelmedet, a Lovagokkal pedig megszerezheted a Legnagyobb
Lovagi Hatalmat.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Utak és falvak.&lt;/b&gt; A fából és a téglából épülnek az utak és a falvak.
Egy jól megtervezett út megszerezheti a Leghosszabb Kereskedelmi Utat, és elvághatja az ellenfeleidet
a terjeszkedéshez szükséges területtől.&lt;/li&gt;
&lt;li&gt;A &lt;b&gt;Monopólium&lt;/b&gt; óriási lehet, különösen, ha a hozzá illő 2:1-es
kikötő is a tiéd.&lt;/li&gt;
&lt;li&gt;Figyelj a kezedre: ha 7-nél több lapod van, egy 7-es dobás a felükbe kerül.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Choices made in this program</source>
        <translation>A program döntései</translation>
    </message>
    <message>
        <source>&lt;p&gt;Our source rulebook is an older edition. Where it differs from the
current official rules, or where a computer needs a fixed answer, we decided
as follows.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Beginner island.&lt;/b&gt; The fixed beginner island is a layout of our own
choosing: its terrain and harbour types never change, and its number tokens
follow the usual spiral from the top-left corner. It is not the starting board
printed in the official rulebook.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Trade offers.&lt;/b&gt; The player on turn may send at most 3 trade offers to
other players per turn. This limit is our own; it keeps the game moving.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Bank shortage.&lt;/b&gt; Our source says nobody gets a resource the bank cannot
fully pay. We follow the official rule, which adds an exception: if only one
player is owed it, that player gets what is left.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Number tokens.&lt;/b&gt; Our source starts the tokens at any point of the coast
and goes clockwise. We follow the official rule and always start at a corner
hex (going counterclockwise), because that keeps 6 and 8 apart.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Harbours.&lt;/b&gt; In our source, players lay out the harbours themselves. We
use the current fixed harbour places on the frame and only shuffle the
harbour types.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Trading and building.&lt;/b&gt; Our source has a trading phase followed by a
building phase. We follow the current rule: after the roll, you trade and
build in any order.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Longest Road after a cut.&lt;/b&gt; Our source does not say what happens when a
cut road leaves a tie. We follow the official answer given in the Longest Road
section.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Two players.&lt;/b&gt; The base game is for 3 or 4 players. We also allow 2
players as a variant, with the same board and the same rules.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Trade offers from others.&lt;/b&gt; In our source the other players may also
make offers to the player on turn. Here only the player on turn proposes
trades; the others accept or decline.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Victory Point cards.&lt;/b&gt; Our source lets you use a bought card only from
your next turn. We follow the official rule: a Victory Point card counts at
once, so buying one can win the game in that very turn.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Official details our source leaves out.&lt;/b&gt; A development card may be
played before the roll; gifts and trades of a resource for the same resource
are not allowed.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;p&gt;A forrásként használt szabálykönyvünk egy régebbi kiadás. Ahol eltér a
jelenlegi hivatalos szabályoktól, vagy ahol a számítógépnek egyértelmű válasz kell, így
döntöttünk:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Kezdő sziget.&lt;/b&gt; A rögzített kezdő sziget saját választásunk szerinti
elrendezés: területei és kikötőtípusai soha nem változnak, számkorongjai pedig
a szokásos spirált követik a bal felső saroktól. Ez nem a hivatalos szabálykönyvben
nyomtatott kezdő tábla.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Csereajánlatok.&lt;/b&gt; A soron lévő játékos körönként legfeljebb 3 csereajánlatot küldhet
a többi játékosnak. Ez a korlát a saját döntésünk; pörgősen tartja a játékot.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Hiány a bankban.&lt;/b&gt; Forrásunk szerint egy nyersanyagból senki sem kap, ha a bank nem tudja
teljes egészében kifizetni. Mi a hivatalos szabályt követjük, amely egy kivételt is tartalmaz: ha csak egy
játékosnak jár, ő megkapja, ami maradt.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Számkorongok.&lt;/b&gt; Forrásunk a korongokat a part bármely pontjáról indítja,
az óramutató járásával megegyezően. Mi a hivatalos szabályt követjük, és mindig egy sarokmezőről indulunk
(az óramutató járásával ellentétesen), mert így a 6 és a 8 távol marad egymástól.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Kikötők.&lt;/b&gt; Forrásunkban a játékosok maguk rakják ki a kikötőket. Mi
a keret jelenlegi rögzített kikötőhelyeit használjuk, és csak a
kikötőtípusokat keverjük meg.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Kereskedés és építés.&lt;/b&gt; Forrásunkban kereskedési szakasz, majd
építési szakasz következik. Mi a jelenlegi szabályt követjük: a dobás után tetszőleges sorrendben kereskedsz és
építesz.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Leghosszabb Kereskedelmi Út kettévágás után.&lt;/b&gt; Forrásunk nem mondja meg, mi történik, ha egy
kettévágott út holtversenyt eredményez. A Leghosszabb Kereskedelmi Út fejezetben leírt hivatalos választ
követjük.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Két játékos.&lt;/b&gt; Az alapjáték 3 vagy 4 játékosra készült. Változatként 2
játékost is megengedünk, ugyanazzal a táblával és ugyanazokkal a szabályokkal.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Csereajánlatok másoktól.&lt;/b&gt; Forrásunkban a többi játékos is tehet
ajánlatot a soron lévő játékosnak. Itt csak a soron lévő játékos javasol
cserét; a többiek elfogadják vagy elutasítják.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Győzelmi pont kártyák.&lt;/b&gt; Forrásunk szerint a megvásárolt kártyát csak
a következő körödtől használhatod. Mi a hivatalos szabályt követjük: a Győzelmi pont kártya
azonnal számít, így ha ilyet veszel, akár még ugyanabban a körben megnyerheted a játékot.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Hivatalos részletek, amelyeket forrásunk kihagy.&lt;/b&gt; Fejlesztéskártyát a
dobás előtt is ki lehet játszani; ajándékozni, illetve egy nyersanyagot ugyanarra a nyersanyagra cserélni
nem szabad.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
</context>
<context>
    <name>CatanSituations</name>
    <message>
        <source>The island: 19 land hexes, each with its number, and the harbours on the coast. The highlighted corners are where the first settlement may go.</source>
        <translation>A sziget: 19 szárazföldi mező, mindegyik a saját számával, és a kikötők a parton. A kiemelt kereszteződésekre kerülhet az első falu.</translation>
    </message>
    <message>
        <source>Your second starting settlement. Only the highlighted corners keep the distance rule: a corner next to a settlement, or one already taken, is refused.</source>
        <translation>A második kezdő falvad. Csak a kiemelt kereszteződések tartják be a távolsági szabályt: egy falu melletti vagy már foglalt kereszteződést a program elutasít.</translation>
    </message>
    <message>
        <source>Your turn begins with the dice (a knight may be played first). Building before the roll is refused.</source>
        <translation>A köröd a kockadobással kezdődik (előtte kijátszhatsz egy Lovagot). A dobás előtti építést a program elutasítja.</translation>
    </message>
    <message>
        <source>Roll the dice: every settlement next to a hex with the number rolled takes one card of its resource, every city two.</source>
        <translation>Dobj a kockákkal: a dobott számú mező mellett minden falu egy lapot kap a mező nyersanyagából, minden város kettőt.</translation>
    </message>
    <message>
        <source>A 7 was rolled: move the robber to another hex. It may not stay where it stands.</source>
        <translation>7-est dobtak: helyezd át a rablót egy másik mezőre. Nem maradhat ott, ahol áll.</translation>
    </message>
    <message>
        <source>Trading with the bank: four cards of one kind for one, three at a 3:1 harbour, two at a harbour of that resource. Your settlement on a 3:1 harbour trades three wool; two are not enough.</source>
        <translation>Csere a bankkal: négy egyforma lap egyért, 3:1-es kikötőnél három, az adott nyersanyag kikötőjénél kettő. A 3:1-es kikötőnél álló falvad három gyapjút cserél; kettő nem elég.</translation>
    </message>
    <message>
        <source>Building: a road goes next to your road or building, a new settlement on a corner your road reaches, and it keeps the distance rule.</source>
        <translation>Építés: út a saját utad vagy épületed mellé kerül, új falu olyan kereszteződésbe, ahová az utad elér, és betartja a távolsági szabályt.</translation>
    </message>
    <message>
        <source>A knight may be played before the roll: it moves the robber. Without a knight or a 7 the robber stays where it is.</source>
        <translation>Lovagot a dobás előtt is kijátszhatsz: áthelyezi a rablót. Lovag vagy 7-es nélkül a rabló a helyén marad.</translation>
    </message>
    <message>
        <source>Roads in one unbroken line count for Longest Road: the first player with five earns its 2 points, and loses them to a longer road.</source>
        <translation>Az egy megszakítatlan vonalban álló utak számítanak a Leghosszabb Kereskedelmi Útba: aki elsőként eléri az ötöt, megkapja a 2 pontját, és elveszíti egy hosszabb út javára.</translation>
    </message>
</context>
<context>
    <name>ColourVision</name>
    <message>
        <source>Normal colours</source>
        <translation>Normál színek</translation>
    </message>
    <message>
        <source>Red–green (deuteranopia, protanopia)</source>
        <translation>Vörös–zöld (deuteranópia, protanópia)</translation>
    </message>
    <message>
        <source>Blue–yellow (tritanopia)</source>
        <translation>Kék–sárga (tritanópia)</translation>
    </message>
</context>
<context>
    <name>DisplaySettings</name>
    <message>
        <source>Colour &amp;vision</source>
        <translation>&amp;Színlátás</translation>
    </message>
    <message>
        <source>Board &amp;text size</source>
        <translation>A játéktábla s&amp;zövegmérete</translation>
    </message>
    <message>
        <source>Normal size</source>
        <translation>Normál</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Nagy</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>Nagyobb</translation>
    </message>
</context>
<context>
    <name>DockLayout</name>
    <message>
        <source>Side &amp;panels in one column</source>
        <translation>Oldalsó panelek egy &amp;oszlopban</translation>
    </message>
    <message>
        <source>The game log and the statistics become tabs beside the players table.</source>
        <translation>A játéknapló és a statisztika lapfülként a játékosok táblázata mellé kerül.</translation>
    </message>
</context>
<context>
    <name>Elasund</name>
    <message>
        <source>Pirate reward cards</source>
        <translation>Kalózjutalom lapjai</translation>
    </message>
    <message>
        <source>The roller chooses (Italian rules)</source>
        <translation>A dobó választ (olasz szabály)</translation>
    </message>
    <message>
        <source>Drawn at random (Danish rules)</source>
        <translation>Véletlenszerű húzás (dán szabály)</translation>
    </message>
    <message>
        <source>Permit when the ship&apos;s row is full</source>
        <translation>Engedély, ha a hajó sora megtelt</translation>
    </message>
    <message>
        <source>Nearest row with a free square</source>
        <translation>A legközelebbi sor, ahol van szabad mező</translation>
    </message>
    <message>
        <source>Only the rows next to it (Danish rules)</source>
        <translation>Csak a közvetlenül szomszédos sorok (dán szabály)</translation>
    </message>
    <message>
        <source>East walls only after all 2-gold walls</source>
        <translation>Keleti fal csak az összes 2 aranyas fal után</translation>
    </message>
    <message>
        <source>No (the rulebooks)</source>
        <translation>Nem (a szabálykönyvek szerint)</translation>
    </message>
    <message>
        <source>Yes (official summary)</source>
        <translation>Igen (hivatalos összefoglaló szerint)</translation>
    </message>
    <message>
        <source>No (the rulebooks): the game may never end; computers alone stop after 100 rounds</source>
        <translation>Nem (a szabálykönyvek szerint): a játék talán sosem ér véget; csak gépi játékosokkal 100 kör után megáll</translation>
    </message>
    <message>
        <source>{player} rolls {die1} and {die2}: {total}.</source>
        <translation>{player} dob: {die1} és {die2}, összesen {total}.</translation>
    </message>
    <message>
        <source>{player} moves the ship to row {row}.</source>
        <translation>{player} ebbe a sorba viszi a hajót: {row}.</translation>
    </message>
    <message>
        <source>Not enough {card} cards for this income: every player returns half of them.</source>
        <translation>Nincs elég lap ebből a fajtából ehhez a jövedelemhez: {card}. Minden játékos visszaadja a felét.</translation>
    </message>
    <message>
        <source>Pirates! {player} sends the ship to row {row}.</source>
        <translation>Kalózok! {player} ebbe a sorba küldi a hajót: {row}.</translation>
    </message>
    <message>
        <source>{player} discards a {card} card.</source>
        <translation>{player} eldob egy lapot: {card}.</translation>
    </message>
    <message>
        <source>{player} takes a discarded {card} card.</source>
        <translation>{player} elvesz egy eldobott lapot: {card}.</translation>
    </message>
    <message>
        <source>{player} pays one red, one blue and one green influence card.</source>
        <translation>{player} fizet egy piros, egy kék és egy zöld befolyáskártyát.</translation>
    </message>
    <message>
        <source>The permit {value} of {player} at column {col}, row {row} goes back to its owner.</source>
        <translation>{player} {value} értékű engedélye (oszlop: {col}, sor: {row}) visszakerül a tulajdonosához.</translation>
    </message>
    <message>
        <source>The {building} of {player} at column {col}, row {row} is removed.</source>
        <translation>{player} épülete lekerül a tábláról: {building} (oszlop: {col}, sor: {row}).</translation>
    </message>
    <message>
        <source>{player} re-places the {building} at column {col}, row {row}.</source>
        <translation>{player} újra elhelyezi ezt az épületet: {building} (oszlop: {col}, sor: {row}).</translation>
    </message>
    <message>
        <source>No free place: the {building} of {player} leaves the game.</source>
        <translation>Nincs szabad hely: {player} épülete kikerül a játékból ({building}).</translation>
    </message>
    <message>
        <source>{player} draws the top two church tiles and keeps one.</source>
        <translation>{player} felhúzza a két felső templomlapkát, és az egyiket megtartja.</translation>
    </message>
    <message>
        <source>{player} puts the other church tile under the stack.</source>
        <translation>{player} a másik templomlapkát a kupac aljára teszi.</translation>
    </message>
    <message>
        <source>{player} moves permit {value} from column {from_col}, row {from_row} to column {col}, row {row}.</source>
        <translation>{player} áthelyez egy {value} értékű engedélyt (oszlop: {from_col}, sor: {from_row}) ide: oszlop: {col}, sor: {row}.</translation>
    </message>
    <message>
        <source>{player} puts a cube on trade space {space}.</source>
        <translation>{player} kockát tesz a kereskedelmi sáv egyik mezőjére: {space}.</translation>
    </message>
    <message>
        <source>{player} takes back the cube from trade space {space}.</source>
        <translation>{player} visszaveszi a kockáját a kereskedelmi sáv mezőjéről: {space}.</translation>
    </message>
    <message>
        <source>It is {player}&apos;s turn.</source>
        <translation>{player} következik.</translation>
    </message>
    <message>
        <source>{player} has placed all ten cubes and wins!</source>
        <translation>{player} mind a tíz kockáját lerakta, és nyert!</translation>
    </message>
    <message numerus="yes">
        <source>Every seat is a computer and the house rule is off: the game ends after %n rounds.</source>
        <translation>
            <numerusform>Minden helyen gépi játékos ül, és a saját szabály ki van kapcsolva: a játék %n kör után véget ér.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} wins with the most cubes on the board (limit of rounds).</source>
        <translation>{player} nyert a táblán lévő legtöbb kockával (körkorlát).</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A játék véget ért.</translation>
    </message>
    <message>
        <source>It is {player}&apos;s decision now.</source>
        <translation>Most {player} dönt.</translation>
    </message>
    <message>
        <source>That is not possible at this step of the turn.</source>
        <translation>Ez a kör ezen lépésében nem lehetséges.</translation>
    </message>
    <message>
        <source>That choice is not understood.</source>
        <translation>Ez a választás nem értelmezhető.</translation>
    </message>
    <message>
        <source>The ship cannot go to row {row} now.</source>
        <translation>A hajó most nem mehet ebbe a sorba: {row}.</translation>
    </message>
    <message>
        <source>Pirates: the ship must leave row {row} for another row.</source>
        <translation>Kalózok: a hajónak el kell hagynia a sorát ({row}), és másik sorba kell mennie.</translation>
    </message>
    <message>
        <source>The roll named the ship&apos;s own row {row}: the ship moves two rows north or south instead.</source>
        <translation>A dobás a hajó saját sorát adta ({row}): a hajó ehelyett két sorral északra vagy délre lép.</translation>
    </message>
    <message>
        <source>There is no {card} card to take.</source>
        <translation>Nincs elvehető lap ebből a fajtából: {card}.</translation>
    </message>
    <message>
        <source>No {building} is left in the supply.</source>
        <translation>Ebből az épületből nem maradt a készletben: {building}.</translation>
    </message>
    <message>
        <source>There is no place where you could build a {building} now.</source>
        <translation>Most sehol sem tudod megépíteni ezt az épületet: {building}.</translation>
    </message>
    <message>
        <source>Buildings must lie entirely inside the city.</source>
        <translation>Az épületeknek teljes egészükben a városon belül kell lenniük.</translation>
    </message>
    <message>
        <source>Church tiles can never be built over.</source>
        <translation>Templomlapkára soha nem lehet ráépíteni.</translation>
    </message>
    <message>
        <source>You need at least one of your own permits on these squares.</source>
        <translation>Ezeken a mezőkön legalább egy saját engedélyednek kell lennie.</translation>
    </message>
    <message>
        <source>Your permits there must be worth strictly more than any other player&apos;s (a tie blocks everyone).</source>
        <translation>Az ottani engedélyeid összértékének nagyobbnak kell lennie bármely más játékosénál (döntetlen esetén senki sem építhet).</translation>
    </message>
    <message>
        <source>A larger building can never be built over.</source>
        <translation>Nagyobb épületre soha nem lehet ráépíteni.</translation>
    </message>
    <message>
        <source>You can displace at most two buildings of the same size.</source>
        <translation>Legfeljebb két azonos méretű épületet szoríthatsz ki.</translation>
    </message>
    <message>
        <source>Building over a building of the same size needs 3 influence cards of one colour.</source>
        <translation>Azonos méretű épületre építeni 3 egyszínű befolyáskártyáért lehet.</translation>
    </message>
    <message>
        <source>There is no such wall space in this game.</source>
        <translation>Ebben a játékban nincs ilyen falhely.</translation>
    </message>
    <message>
        <source>That wall space is already built.</source>
        <translation>Ezen a falhelyen már áll fal.</translation>
    </message>
    <message>
        <source>You have no wall tiles left.</source>
        <translation>Nem maradt több fallapkád.</translation>
    </message>
    <message>
        <source>A wall tile must touch a city gate or another wall tile.</source>
        <translation>A fallapkának városkapuval vagy másik fallapkával kell szomszédosnak lennie.</translation>
    </message>
    <message>
        <source>East walls may only be built after all 2-gold wall spaces.</source>
        <translation>Keleti falat csak az összes 2 aranyas falhely után lehet építeni.</translation>
    </message>
    <message>
        <source>The church is complete.</source>
        <translation>A templom elkészült.</translation>
    </message>
    <message>
        <source>Choose one of the two church tiles you drew.</source>
        <translation>Válassz a két felhúzott templomlapka közül.</translation>
    </message>
    <message>
        <source>Your permit {value} is not in your supply.</source>
        <translation>Nincs a készletedben {value} értékű engedélyed.</translation>
    </message>
    <message>
        <source>There is no free square where you could place this permit.</source>
        <translation>Nincs szabad mező, ahová ezt az engedélyt lerakhatnád.</translation>
    </message>
    <message>
        <source>That square is not free.</source>
        <translation>Ez a mező nem szabad.</translation>
    </message>
    <message>
        <source>A building stands on that square: permits go on empty squares.</source>
        <translation>Ezen a mezőn épület áll: engedély csak üres mezőre kerülhet.</translation>
    </message>
    <message>
        <source>A permit already lies on that square.</source>
        <translation>Ezen a mezőn már van engedély.</translation>
    </message>
    <message>
        <source>The church stands on that square: permits go on empty squares.</source>
        <translation>Ezen a mezőn a templom áll: engedély csak üres mezőre kerülhet.</translation>
    </message>
    <message>
        <source>The church site stays free for the church: no permit goes there.</source>
        <translation>A templom alapgödre szabadon marad a templomnak: oda nem kerül engedély.</translation>
    </message>
    <message>
        <source>You cannot pay for or carry out this bonus action.</source>
        <translation>Ezt a bónuszakciót nem tudod kifizetni vagy végrehajtani.</translation>
    </message>
    <message>
        <source>Your permit {value} is not on the board.</source>
        <translation>Ez az engedélyed nincs a táblán: {value}.</translation>
    </message>
    <message>
        <source>This bonus action costs 2 influence cards of one colour.</source>
        <translation>Ez a bónuszakció 2 azonos színű befolyáskártyába kerül.</translation>
    </message>
    <message>
        <source>None of your permits higher than {value} is left in your supply.</source>
        <translation>A készletedben nem maradt a jelenleginél ({value}) magasabb engedélyed.</translation>
    </message>
    <message>
        <source>You need one red, one blue and one green influence card.</source>
        <translation>Egy piros, egy kék és egy zöld befolyáskártyára van szükséged.</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Dobás a kockákkal</translation>
    </message>
    <message>
        <source>Ship to row {row}</source>
        <translation>Hajó ebbe a sorba: {row}</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Eldobás: {card}</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Elvétel: {card}</translation>
    </message>
    <message>
        <source>Build {building}</source>
        <translation>Építés: {building}</translation>
    </message>
    <message>
        <source>Build at column {col}, row {row}</source>
        <translation>Építés ide: oszlop {col}, sor {row}</translation>
    </message>
    <message>
        <source>Pay with {colour}</source>
        <translation>Fizetés ezzel a színnel: {colour}</translation>
    </message>
    <message>
        <source>Build a church tile</source>
        <translation>Templomlapka építése</translation>
    </message>
    <message>
        <source>Keep church tile {piece}</source>
        <translation>Templomlapka megtartása: {piece}</translation>
    </message>
    <message>
        <source>End construction</source>
        <translation>Építkezés vége</translation>
    </message>
    <message>
        <source>{player} is drawn to start the game.</source>
        <translation>A sorsolás alapján {player} kezdi a játékot.</translation>
    </message>
    <message>
        <source>{player} puts a cube on the tower.</source>
        <translation>{player} kockát tesz a toronyra.</translation>
    </message>
    <message>
        <source>Buildings may not cover the church site.</source>
        <translation>Épület nem takarhatja le a templom alapgödrét.</translation>
    </message>
    <message>
        <source>A workers&apos; hut needs free squares: no building, permit or church tile, not a trade square.</source>
        <translation>A munkáskunyhónak szabad mezők kellenek: nem lehet rajtuk épület, engedély vagy templomlapka, és nem lehet kereskedelmi mező.</translation>
    </message>
    <message>
        <source>That row is not allowed for this permit: use the ship&apos;s row, or the row the rules allow when it is full, or pay 2 influence cards of one colour.</source>
        <translation>Ez a sor nem megengedett ehhez az engedélyhez: használd a hajó sorát, vagy ha az megtelt, azt a sort, amelyet a szabályok megengednek, vagy fizess 2 egyszínű befolyáskártyát.</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Győzelmi pontok</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Arany</translation>
    </message>
    <message>
        <source>Influence cards</source>
        <translation>Befolyáskártyák</translation>
    </message>
    <message>
        <source>Trade points</source>
        <translation>Kereskedelmi pontok</translation>
    </message>
    <message>
        <source>Wall on the {side} side, column {col}</source>
        <translation>Fal: {side} oldal, oszlop {col}</translation>
    </message>
    <message>
        <source>Wall on the east side, row {row}</source>
        <translation>Fal: keleti oldal, sor {row}</translation>
    </message>
    <message>
        <source>Workers&apos; hut to column {col}, row {row}</source>
        <translation>Munkáskunyhó ide: oszlop {col}, sor {row}</translation>
    </message>
    <message>
        <source>Take 2 gold</source>
        <translation>2 arany elvétele</translation>
    </message>
    <message>
        <source>Place permit {value}</source>
        <translation>Engedély lerakása: {value}</translation>
    </message>
    <message>
        <source>Permit to column {col}, row {row}</source>
        <translation>Engedély ide: oszlop {col}, sor {row}</translation>
    </message>
    <message>
        <source>Bonus: move permit {value}</source>
        <translation>Bónusz: engedély áthelyezése ({value})</translation>
    </message>
    <message>
        <source>Move to column {col}, row {row}</source>
        <translation>Áthelyezés ide: oszlop {col}, sor {row}</translation>
    </message>
    <message>
        <source>Bonus: upgrade permit {value}</source>
        <translation>Bónusz: engedély cseréje nagyobbra ({value})</translation>
    </message>
    <message>
        <source>Upgrade to permit {value}</source>
        <translation>Csere erre az engedélyre: {value}</translation>
    </message>
    <message>
        <source>Bonus: place permit {value} anywhere</source>
        <translation>Bónusz: engedély lerakása bárhová ({value})</translation>
    </message>
    <message>
        <source>Place at column {col}, row {row}</source>
        <translation>Lerakás ide: oszlop {col}, sor {row}</translation>
    </message>
    <message>
        <source>Bonus: take 2 gold</source>
        <translation>Bónusz: 2 arany elvétele</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Kör vége</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>arany</translation>
    </message>
    <message>
        <source>influence</source>
        <translation>befolyás</translation>
    </message>
    <message>
        <source>red</source>
        <translation>piros</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>kék</translation>
    </message>
    <message>
        <source>green</source>
        <translation>zöld</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>sárga</translation>
    </message>
    <message>
        <source>small workers&apos; hut</source>
        <translation>kis munkáskunyhó</translation>
    </message>
    <message>
        <source>large workers&apos; hut</source>
        <translation>nagy munkáskunyhó</translation>
    </message>
    <message>
        <source>house</source>
        <translation>ház</translation>
    </message>
    <message>
        <source>workshop</source>
        <translation>műhely</translation>
    </message>
    <message>
        <source>well</source>
        <translation>kút</translation>
    </message>
    <message>
        <source>market stand</source>
        <translation>piaci bódé</translation>
    </message>
    <message>
        <source>tavern</source>
        <translation>fogadó</translation>
    </message>
    <message>
        <source>merchant</source>
        <translation>kereskedőház</translation>
    </message>
    <message>
        <source>large building</source>
        <translation>nagy épület</translation>
    </message>
    <message>
        <source>north</source>
        <translation>északi</translation>
    </message>
    <message>
        <source>south</source>
        <translation>déli</translation>
    </message>
    <message>
        <source>east</source>
        <translation>keleti</translation>
    </message>
    <message>
        <source>choose</source>
        <translation>választás</translation>
    </message>
    <message>
        <source>random</source>
        <translation>véletlenszerű</translation>
    </message>
    <message>
        <source>nearest</source>
        <translation>legközelebbi</translation>
    </message>
    <message>
        <source>neighbours</source>
        <translation>szomszédos</translation>
    </message>
    <message numerus="yes">
        <source>This building needs %n permits on its squares; it has {have}.</source>
        <translation>
            <numerusform>Ehhez az épülethez %n engedély kell a mezőin; most {have} van ott.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You need %n gold but have {have}.</source>
        <translation>
            <numerusform>%n arany kell, de csak {have} van nálad.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gold</source>
        <translation>
            <numerusform>%n arany</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n influence cards</source>
        <translation>
            <numerusform>%n befolyáskártya</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} receives {gold_amount} and {influence_amount}.</source>
        <translation>{player} kap: {gold_amount} és {influence_amount}.</translation>
    </message>
    <message>
        <source>The supply is exhausted: {player} misses {gold_amount} and {influence_amount}.</source>
        <translation>Elfogyott a készlet, így {player} ezeket nem kapja meg: {gold_amount} és {influence_amount}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} returns %n {card} cards.</source>
        <translation>
            <numerusform>{player} visszaad %n lapot ebből a fajtából: {card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n influence cards are shuffled into a new deck.</source>
        <translation>
            <numerusform>%n befolyáskártyát új paklivá kevernek.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} has %n cubes in the pirates&apos; row and must discard as many cards.</source>
        <translation>
            <numerusform>{player} játékosnak %n kockája van a kalózok sorában, ezért ugyanennyi lapot kell eldobnia.</numerusform>
        </translation>
    </message>
    <message>
        <source>The other discarded cards go back: {gold_amount} to the supply, {influence_amount} to the discard pile.</source>
        <translation>A többi eldobott lap visszakerül: {gold_amount} a készletbe, {influence_amount} a dobópaklira.</translation>
    </message>
    <message numerus="yes">
        <source>{player} builds a {building} at column {col}, row {row} for %n gold (compensation {compensation}).</source>
        <translation>
            <numerusform>{player} épít: {building} (oszlop: {col}, sor: {row}), ára %n arany (kártérítés: {compensation}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} pays {owner_player} %n gold compensation.</source>
        <translation>
            <numerusform>{player} %n arany kártérítést fizet {owner_player} játékosnak.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} pays %n {colour} influence cards.</source>
        <translation>
            <numerusform>{player} fizet %n {colour} befolyáskártyát.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} takes back %n cubes.</source>
        <translation>
            <numerusform>{player} visszavesz %n kockát.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} puts %n cubes on the {building}.</source>
        <translation>
            <numerusform>{player} %n kockát tesz erre az épületre: {building}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} builds wall tile {number} on the {side} wall, column {col}, for %n gold.</source>
        <translation>
            <numerusform>{player} megépít egy fallapkát (sorszám: {number}): {side} fal, oszlop: {col}, ára %n arany.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} builds wall tile {number} on the east wall, row {row}, for %n gold.</source>
        <translation>
            <numerusform>{player} megépít egy fallapkát (sorszám: {number}): keleti fal, sor: {row}, ára %n arany.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} draws %n influence cards for the wall.</source>
        <translation>
            <numerusform>{player} húz %n befolyáskártyát a falért.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} builds church tile {piece} at column {col}, row {row} for %n gold and puts a cube on it.</source>
        <translation>
            <numerusform>{player} megépíti ezt a templomlapkát: {piece} (oszlop: {col}, sor: {row}), ára %n arany, és kockát tesz rá.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} places permit {value} at column {col}, row {row} for %n gold.</source>
        <translation>
            <numerusform>{player} lerak egy {value} értékű engedélyt (oszlop: {col}, sor: {row}), ára %n arany.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} replaces permit {old_value} with permit {value} at column {col}, row {row} for %n gold.</source>
        <translation>
            <numerusform>{player} egy {old_value} értékű engedélyét {value} értékűre cseréli (oszlop: {col}, sor: {row}), ára %n arany.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} takes %n gold.</source>
        <translation>
            <numerusform>{player} elvesz %n aranyat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} gains %n trade points (now {total}).</source>
        <translation>
            <numerusform>{player} %n kereskedelmi pontot szerez (most {total}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} loses %n trade points (now {total}).</source>
        <translation>
            <numerusform>{player} %n kereskedelmi pontot veszít (most {total}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} receives {gold_amount}.</source>
        <translation>{player} kap: {gold_amount}.</translation>
    </message>
    <message>
        <source>{player} receives {influence_amount}.</source>
        <translation>{player} kap: {influence_amount}.</translation>
    </message>
    <message>
        <source>The supply is exhausted: {player} misses {gold_amount}.</source>
        <translation>Elfogyott a készlet, így {player} ezt nem kapja meg: {gold_amount}.</translation>
    </message>
    <message>
        <source>The influence deck is exhausted: {player} misses {influence_amount}.</source>
        <translation>Elfogyott a befolyáspakli, így {player} ezt nem kapja meg: {influence_amount}.</translation>
    </message>
    <message>
        <source>The other discarded cards go back: {gold_amount} to the supply.</source>
        <translation>A többi eldobott lap visszakerül: {gold_amount} a készletbe.</translation>
    </message>
    <message>
        <source>The other discarded cards go back: {influence_amount} to the discard pile.</source>
        <translation>A többi eldobott lap visszakerül: {influence_amount} a dobópaklira.</translation>
    </message>
    <message numerus="yes">
        <source>{player} builds a {building} at column {col}, row {row} for %n gold.</source>
        <translation>
            <numerusform>{player} épít: {building} (oszlop: {col}, sor: {row}), ára %n arany.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} owes {owner_player} no compensation: their permits there are worth 0.</source>
        <translation>{player} nem fizet kártérítést {owner_player} játékosnak: az ottani engedélyei 0 értékűek.</translation>
    </message>
    <message>
        <source>{player} places permit {value} at column {col}, row {row} for free.</source>
        <translation>{player} ingyen lerak egy {value} értékű engedélyt (oszlop: {col}, sor: {row}).</translation>
    </message>
    <message>
        <source>{player} draws no influence card for the wall: none are left.</source>
        <translation>{player} nem húz befolyáskártyát a falért: nem maradt több.</translation>
    </message>
    <message>
        <source>{player} takes no gold: the supply is empty.</source>
        <translation>{player} nem kap aranyat: a készlet üres.</translation>
    </message>
    <message numerus="yes">
        <source>You need %n {colour} influence cards.</source>
        <translation>
            <numerusform>%n {colour} befolyáskártyára van szükséged.</numerusform>
        </translation>
    </message>
    <message>
        <source>House rule: end a game whose city can grow no more</source>
        <translation>Saját szabály: véget ér a játék, ha a város már nem bővülhet</translation>
    </message>
    <message>
        <source>Yes: the most cubes wins (house rule)</source>
        <translation>Igen: a legtöbb kocka nyer (saját szabály)</translation>
    </message>
    <message>
        <source>The walls and the church are complete and nobody could build for a whole round: the game ends (house rule).</source>
        <translation>A városfal és a templom elkészült, és egy teljes körön át senki sem tudott építeni: a játék véget ér (saját szabály).</translation>
    </message>
    <message>
        <source>{player} wins with the most cubes on the board (house rule).</source>
        <translation>{player} nyert a táblán lévő legtöbb kockával (saját szabály).</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Épületek</translation>
    </message>
    <message>
        <source>Trade track</source>
        <translation>Kereskedelmi sáv</translation>
    </message>
    <message>
        <source>Walls</source>
        <translation>Városfal</translation>
    </message>
    <message>
        <source>Church</source>
        <translation>Templom</translation>
    </message>
    <message>
        <source>Income per turn</source>
        <translation>Bevétel körönként</translation>
    </message>
    <message>
        <source>Income received</source>
        <translation>Kapott bevétel</translation>
    </message>
    <message>
        <source>Victory points by source</source>
        <translation>Győzelmi pontok forrás szerint</translation>
    </message>
    <message>
        <source>Income of their buildings</source>
        <translation>Saját épületeik bevétele</translation>
    </message>
    <message>
        <source>Cubes on the flags of buildings</source>
        <translation>Kockák az épületek zászlóin</translation>
    </message>
    <message>
        <source>Cubes on the trade track</source>
        <translation>Kockák a kereskedelmi sávon</translation>
    </message>
    <message>
        <source>Cubes on wall towers</source>
        <translation>Kockák a fal tornyain</translation>
    </message>
    <message>
        <source>Cubes on church tiles</source>
        <translation>Kockák a templomlapkákon</translation>
    </message>
    <message>
        <source>Influence cards in hand</source>
        <translation>Befolyáskártyák a kézben</translation>
    </message>
    <message>
        <source>{player} placed the last of their 10 victory point cubes: the game ends at once, so no tie-break is needed.</source>
        <translation>{player} lerakta az utolsót a 10 győzelmipont-kockájából: a játék azonnal véget ér, így nincs szükség holtversenydöntésre.</translation>
    </message>
    <message>
        <source>The walls and the church are complete and nobody could build for a whole round: the game ended by the house rule, and the most cubes placed win.</source>
        <translation>A városfal és a templom elkészült, és egy teljes körön át senki sem tudott építeni: a játék a saját szabály szerint ért véget, és a legtöbb lerakott kocka nyer.</translation>
    </message>
    <message numerus="yes">
        <source>{player} has the most victory points (%n) and wins.</source>
        <translation>
            <numerusform>{player} szerezte a legtöbb győzelmi pontot (%n), és nyert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} are tied on %n victory points.</source>
        <translation>
            <numerusform>Pontegyenlőség %n győzelmi ponttal: {players}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie-break of the house rule, the most gold: {standing}.</source>
        <translation>Holtversenyben a saját szabály szerint a legtöbb arany dönt: {standing}.</translation>
    </message>
    <message numerus="yes">
        <source>Every seat is a computer and the house rule is off: the game ended after %n rounds, and the most cubes placed win.</source>
        <translation>
            <numerusform>Minden helyen gépi játékos ül, és a saját szabály ki van kapcsolva: a játék %n kör után ért véget, és a legtöbb lerakott kocka nyer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie-break of the limit of rounds, the most gold: {standing}.</source>
        <translation>Holtversenyben a körkorlát szerint a legtöbb arany dönt: {standing}.</translation>
    </message>
    <message>
        <source>{player} wins the tie.</source>
        <translation>A holtversenyt megnyerte: {player}.</translation>
    </message>
    <message>
        <source>{players} are still tied and share the victory.</source>
        <translation>Továbbra is holtverseny: {players} osztoznak a győzelmen.</translation>
    </message>
    <message>
        <source>Build:</source>
        <translation>Építés:</translation>
    </message>
    <message>
        <source>Discard:</source>
        <translation>Eldobás:</translation>
    </message>
    <message>
        <source>Take:</source>
        <translation>Elvétel:</translation>
    </message>
    <message>
        <source>Pay with:</source>
        <translation>Fizetés ezzel a színnel:</translation>
    </message>
    <message>
        <source>Place permit:</source>
        <translation>Engedély lerakása:</translation>
    </message>
    <message>
        <source>Upgrade to permit:</source>
        <translation>Csere erre az engedélyre:</translation>
    </message>
</context>
<context>
    <name>ElasundBoard</name>
    <message>
        <source>Player {number}</source>
        <translation>{number}. játékos</translation>
    </message>
    <message>
        <source>The ship waits beside the board (first roll).</source>
        <translation>A hajó a tábla mellett várakozik (első dobás).</translation>
    </message>
    <message>
        <source>Pirates in row {row}!</source>
        <translation>Kalózok ebben a sorban: {row}!</translation>
    </message>
    <message>
        <source>Ship in row {row}: buildings in this row pay income.</source>
        <translation>A hajó sora: {row}. Az ebben a sorban álló épületek jövedelmet hoznak.</translation>
    </message>
    <message>
        <source>{player}: {step}</source>
        <translation>{player}: {step}</translation>
    </message>
    <message>
        <source>Choose the ship&apos;s row in the sea (left).</source>
        <translation>Válaszd ki a hajó sorát a tengeren (balra).</translation>
    </message>
    <message>
        <source>Click the north-west (top-left) square of the new {building} ({w}×{h}).</source>
        <translation>Kattints az új épület északnyugati (bal felső) mezőjére: {building} ({w}×{h}).</translation>
    </message>
    <message>
        <source>{player} re-places the {building}: click its (top) square.</source>
        <translation>{player} újra elhelyezi ezt az épületet: {building}. Kattints a (felső) mezőjére.</translation>
    </message>
    <message>
        <source>Click a square for permit {value}.</source>
        <translation>Kattints egy mezőre, ahová az engedély kerül (érték: {value}).</translation>
    </message>
    <message>
        <source>Click the new square of permit {value}.</source>
        <translation>Kattints az engedély új mezőjére (érték: {value}).</translation>
    </message>
    <message>
        <source>Click any free square for permit {value}.</source>
        <translation>Kattints bármelyik szabad mezőre, ahová az engedély kerül (érték: {value}).</translation>
    </message>
    <message>
        <source>Keep one of the two church tiles: click it in the church box (right).</source>
        <translation>Tartsd meg a két templomlapka egyikét: kattints rá a Templom panelen (jobbra).</translation>
    </message>
    <message>
        <source>Construction {done} of 2: choose a building, a wall tile or a church tile, or end the construction phase.</source>
        <translation>{done}. építés a kettőből: válassz egy épületet, egy fallapkát vagy egy templomlapkát, vagy fejezd be az építkezési szakaszt.</translation>
    </message>
    <message>
        <source>The sea. The ship moves to the row of the dice roll; on a 7 pirates come.</source>
        <translation>A tenger. A hajó a dobott összegnek megfelelő sorba megy; 7-esnél kalózok jönnek.</translation>
    </message>
    <message>
        <source>row</source>
        <translation>sor</translation>
    </message>
    <message>
        <source>ship</source>
        <translation>hajó</translation>
    </message>
    <message>
        <source>Ship space of row {row} (a roll of {row}: {ways} of 36 throws).</source>
        <translation>A hajó helye, sor: {row} (dobott összeg: {row}; a 36 lehetséges dobásból {ways} ilyen).</translation>
    </message>
    <message>
        <source>Pirate ship in row {row}: every cube in this row costs its owner a card.</source>
        <translation>Kalózhajó, sor: {row}. Ebben a sorban minden kocka egy lapjába kerül a tulajdonosának.</translation>
    </message>
    <message>
        <source>Trade ship in row {row}: every building in this row pays its owner one card.</source>
        <translation>Kereskedőhajó, sor: {row}. Ebben a sorban minden épület egy lapot ad a tulajdonosának.</translation>
    </message>
    <message>
        <source>column →</source>
        <translation>oszlop →</translation>
    </message>
    <message>
        <source>church site</source>
        <translation>templom alapgödre</translation>
    </message>
    <message>
        <source>Row {row}, column {col}</source>
        <translation>Sor: {row}, oszlop: {col}</translation>
    </message>
    <message>
        <source>Harbour square.</source>
        <translation>Kikötői mező.</translation>
    </message>
    <message>
        <source>Church site: no building and no permit may go here; the first church tile does.</source>
        <translation>A templom alapgödre: ide sem épület, sem engedély nem kerülhet; az első templomlapka kerül ide.</translation>
    </message>
    <message>
        <source>Church area: church tile {piece} belongs here.</source>
        <translation>Templomterület: ennek a templomlapkának a helye: {piece}.</translation>
    </message>
    <message>
        <source>Free square.</source>
        <translation>Szabad mező.</translation>
    </message>
    <message>
        <source>{building} of {player}.</source>
        <translation>{building}, tulajdonosa: {player}.</translation>
    </message>
    <message>
        <source>Permit {value} of {player}.</source>
        <translation>{value} értékű engedély, tulajdonosa: {player}.</translation>
    </message>
    <message>
        <source>Church tile {piece}.</source>
        <translation>Templomlapka: {piece}.</translation>
    </message>
    <message>
        <source>The north city gate: walls grow from here.</source>
        <translation>Északi városkapu: innen indulnak a falak.</translation>
    </message>
    <message>
        <source>The south city gate: walls grow from here.</source>
        <translation>Déli városkapu: innen indulnak a falak.</translation>
    </message>
    <message>
        <source>gate</source>
        <translation>kapu</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>sor: {row}</translation>
    </message>
    <message>
        <source>column {col}</source>
        <translation>oszlop: {col}</translation>
    </message>
    <message>
        <source>Wall tile {number} of {player} ({side} wall, {where}): a tower with a cube (1 VP).</source>
        <translation>{player} {number}. fallapkája ({side} fal, {where}): torony kockával (1 GyP).</translation>
    </message>
    <message>
        <source>Workers&apos; hut: never bought; when built over, its owner re-places it for free.</source>
        <translation>Munkáskunyhó: nem lehet megvenni; ha ráépítenek, a tulajdonosa ingyen újra elhelyezi.</translation>
    </message>
    <message>
        <source>workers&apos; hut</source>
        <translation>munkáskunyhó</translation>
    </message>
    <message>
        <source>Wall tile {number} of {player} ({side} wall, {where}).</source>
        <translation>{player} {number}. fallapkája ({side} fal, {where}).</translation>
    </message>
    <message>
        <source>Choose the colour of the influence cards you pay with.</source>
        <translation>Válaszd ki, milyen színű befolyáskártyákkal fizetsz.</translation>
    </message>
    <message>
        <source>Place a permit (pay its value in gold) or take 2 gold.</source>
        <translation>Rakj le egy engedélyt (az értékét aranyban fizeted ki), vagy végy el 2 aranyat.</translation>
    </message>
    <message>
        <source>Bonus: one optional action paid with influence cards, or end your turn.</source>
        <translation>Bónusz: végrehajthatsz egy befolyáskártyákkal fizetett akciót, vagy befejezheted a körödet.</translation>
    </message>
    <message>
        <source>East wall towers are in row {row}: pirates there take a card.</source>
        <translation>A keleti fal tornya ebben a sorban áll: {row}. Ha ide kalózok jönnek, elvisznek egy lapot.</translation>
    </message>
    <message>
        <source>The church: 9 tiles of 7 gold, each worth 1 VP; never built over.</source>
        <translation>A templom: 9 lapka, darabja 7 arany, és mindegyik 1 GyP-t ér; soha nem lehet ráépíteni.</translation>
    </message>
    <message>
        <source>church {piece}</source>
        <translation>templom {piece}</translation>
    </message>
    <message>
        <source>Church tile {piece}, built by {player}: 1 VP, can never be built over.</source>
        <translation>Templomlapka: {piece}, építette: {player}. 1 GyP, soha nem lehet ráépíteni.</translation>
    </message>
    <message>
        <source>hut</source>
        <translation>kunyhó</translation>
    </message>
    <message>
        <source>{building} ({w}×{h}, size {size})</source>
        <translation>{building} ({w}×{h}, méret: {size})</translation>
    </message>
    <message>
        <source>Built by {player}, who gets its income and owns its cubes.</source>
        <translation>Építette: {player}; övé a jövedelme és a rajta lévő kockák.</translation>
    </message>
    <message>
        <source>Owner: {player}</source>
        <translation>Tulajdonos: {player}</translation>
    </message>
    <message>
        <source>Income: 1 gold when the ship stops in one of its rows.</source>
        <translation>Jövedelem: 1 arany, ha a hajó valamelyik sorában áll meg.</translation>
    </message>
    <message>
        <source>Income: 1 influence card when the ship stops in one of its rows.</source>
        <translation>Jövedelem: 1 befolyáskártya, ha a hajó valamelyik sorában áll meg.</translation>
    </message>
    <message>
        <source>No income.</source>
        <translation>Nincs jövedelem.</translation>
    </message>
    <message>
        <source>Building permit {value} of {player} (row {row}, column {col}).
To build, your permits on the building&apos;s squares must be worth more than anyone else&apos;s;
you pay the other owners their permit values.</source>
        <translation>{player} {value} értékű építési engedélye (sor: {row}, oszlop: {col}).
Építéshez az épület mezőin lévő engedélyeid összértékének nagyobbnak kell lennie bárki másénál;
a többi tulajdonosnak kifizeted az engedélyeik értékét.</translation>
    </message>
    <message>
        <source>The church picture: where each church tile goes in the 3×3 church.</source>
        <translation>A templom képe: melyik templomlapka hová kerül a 3×3-as templomban.</translation>
    </message>
    <message>
        <source>Church</source>
        <translation>Templom</translation>
    </message>
    <message>
        <source>Rules of the church</source>
        <translation>A templom szabályai</translation>
    </message>
    <message>
        <source>You drew church tile {piece}. Keep it: it goes on the church site and the church will cover columns {cols}, rows {rows}.</source>
        <translation>Ezt a templomlapkát húztad: {piece}. Ha megtartod, a templom alapgödrére kerül, és a templom helye ez lesz: oszlopok {cols}, sorok {rows}.</translation>
    </message>
    <message>
        <source>Church tile {piece}</source>
        <translation>Templomlapka: {piece}</translation>
    </message>
    <message>
        <source>Trade points</source>
        <translation>Kereskedelmi pontok</translation>
    </message>
    <message>
        <source>Rules of the trade points</source>
        <translation>A kereskedelmi pontok szabályai</translation>
    </message>
    <message>
        <source>Trade track space {space}.</source>
        <translation>A kereskedelmi sáv mezője: {space}.</translation>
    </message>
    <message>
        <source>Cubes: {names}</source>
        <translation>Kockák: {names}</translation>
    </message>
    <message>
        <source>Markers: {names}</source>
        <translation>Jelölők: {names}</translation>
    </message>
    <message>
        <source>{name} ({points})</source>
        <translation>{name} ({points})</translation>
    </message>
    <message>
        <source>trade square</source>
        <translation>kereskedelmi mező</translation>
    </message>
    <message>
        <source>gold income</source>
        <translation>aranyjövedelem</translation>
    </message>
    <message>
        <source>influence income</source>
        <translation>befolyásjövedelem</translation>
    </message>
    <message>
        <source>VP flag</source>
        <translation>GyP-zászló</translation>
    </message>
    <message>
        <source>cube = 1 victory point</source>
        <translation>kocka = 1 győzelmi pont</translation>
    </message>
    <message>
        <source>building permit (value)</source>
        <translation>építési engedély (érték)</translation>
    </message>
    <message>
        <source>neutral building (builder&apos;s colour)</source>
        <translation>semleges épület (az építő színe)</translation>
    </message>
    <message>
        <source>you may click here</source>
        <translation>ide kattinthatsz</translation>
    </message>
    <message>
        <source>Neutral buildings left: {list}</source>
        <translation>Megmaradt semleges épületek: {list}</translation>
    </message>
    <message>
        <source>Gold: {gold}</source>
        <translation>Arany: {gold}</translation>
    </message>
    <message>
        <source>Influence: {cards} ({total} in all)</source>
        <translation>Befolyás: {cards} (összesen {total})</translation>
    </message>
    <message>
        <source>Permits in your supply: {values}</source>
        <translation>Engedélyek a készletedben: {values}</translation>
    </message>
    <message>
        <source>Next wall tile: {number}</source>
        <translation>Következő fallapka: {number}</translation>
    </message>
    <message>
        <source>No wall tiles left</source>
        <translation>Nem maradt fallapka</translation>
    </message>
    <message>
        <source>Own buildings in your supply: {names}</source>
        <translation>Saját épületek a készletedben: {names}</translation>
    </message>
    <message>
        <source>Cubes still to place: {cubes} of 10 · trade points {trade}</source>
        <translation>Még lerakandó kockák: {cubes} / 10 · kereskedelmi pontok: {trade}</translation>
    </message>
    <message>
        <source>You put church tile {piece} under the stack.</source>
        <translation>Ezt a templomlapkát tetted a kupac aljára: {piece}.</translation>
    </message>
    <message>
        <source>Other players</source>
        <translation>A többi játékos</translation>
    </message>
    <message>
        <source>Victory points: {flags_amount}, {cubes_amount}.</source>
        <translation>Győzelmi pontok: {flags_amount}, rajtuk {cubes_amount}.</translation>
    </message>
    <message numerus="yes">
        <source>%n gold</source>
        <translation>
            <numerusform>%n arany</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n influence cards</source>
        <translation>
            <numerusform>%n befolyáskártya</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n church tiles</source>
        <translation>
            <numerusform>%n templomlapka</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cubes left</source>
        <translation>
            <numerusform>%n kocka maradt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flags</source>
        <translation>
            <numerusform>%n zászló</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cubes on them</source>
        <translation>
            <numerusform>%n kocka</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Costs %n gold.</source>
        <translation>
            <numerusform>Ára %n arany.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Needs %n permits.</source>
        <translation>
            <numerusform>%n engedély kell hozzá.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pirates: give up %n more cards; each of your cubes in the pirate row costs one card.</source>
        <translation>
            <numerusform>Kalózok: adj le még %n lapot; a kalózok sorában minden kockád egy lapodba kerül.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your towers earn you %n of the discarded cards: choose which.</source>
        <translation>
            <numerusform>A tornyaidért %n lap jár neked az eldobott lapok közül: válassz közülük.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wall space ({side} wall, {where}): costs %n gold.
A new wall tile must touch a gate or a wall tile.
Tiles 1, 2, 4 give 1 influence card; 5, 7, 8 give 2; 3, 6, 9 are towers with a cube.</source>
        <translation>
            <numerusform>Falhely ({side} fal, {where}): ára %n arany.
Az új fallapkának városkapuval vagy másik fallapkával kell szomszédosnak lennie.
Az 1., 2. és 4. lapka 1 befolyáskártyát ad, az 5., 7. és 8. kettőt; a 3., 6. és 9. torony, amelyre kocka kerül.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left
7 gold each
1 VP each</source>
        <translation>
            <numerusform>Maradt: %n
darabja 7 arany
darabja 1 GyP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flags: the first players to reach {space} put a cube here (1 VP).</source>
        <translation>
            <numerusform>%n zászló: akik elsőként érik el ezt az értéket ({space}), ide tesznek egy kockát (1 GyP).</numerusform>
        </translation>
    </message>
    <message>
        <source>no gold</source>
        <translation>nincs arany</translation>
    </message>
    <message>
        <source>no influence cards</source>
        <translation>nincs befolyáskártya</translation>
    </message>
    <message>
        <source>no church tiles</source>
        <translation>nincs templomlapka</translation>
    </message>
    <message>
        <source>no cubes left</source>
        <translation>nem maradt kocka</translation>
    </message>
    <message numerus="yes">
        <source>Covers trade squares worth %n trade points.</source>
        <translation>
            <numerusform>Az általa lefedett kereskedelmi mezők értéke: %n kereskedelmi pont.</numerusform>
        </translation>
    </message>
    <message>
        <source>Supply: {gold_amount} · {deck_amount} · {church_amount}</source>
        <translation>Készlet: {gold_amount} · {deck_amount} · {church_amount}</translation>
    </message>
    <message numerus="yes">
        <source>Trade square: a building covering it gives its owner %n trade points.</source>
        <translation>
            <numerusform>Kereskedelmi mező: az épület, amely lefedi, %n kereskedelmi pontot ad a tulajdonosának.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {gold_amount}, {influence_amount}, {cubes_amount}</source>
        <translation>{name}: {gold_amount}, {influence_amount}, {cubes_amount}</translation>
    </message>
    <message>
        <source>Rolled by {player}</source>
        <translation>Dobott: {player}</translation>
    </message>
    <message>
        <source>The last roll; it stays here until the next one.</source>
        <translation>Az utolsó dobás; itt marad a következőig.</translation>
    </message>
</context>
<context>
    <name>ElasundRules</name>
    <message>
        <source>Components and board</source>
        <translation>Tartozékok és játéktábla</translation>
    </message>
    <message>
        <source>&lt;p&gt;The board is the empty building ground of Elasund: the sea in the west, wall
spaces in the north, east and south, and the church site in the middle. Each row of squares
is named after a dice sum; from north to south the rows are 2, 3, 4, 5, 6, 8, 9, 10, 11 and
12. There is no row 7: a 7 brings the pirates. The two city gates close the city, and the
number of players decides how far east it reaches:&lt;/p&gt;
&lt;table border=&quot;1&quot; cellpadding=&quot;3&quot;&gt;
&lt;tr&gt;&lt;th&gt;Players&lt;/th&gt;&lt;th&gt;Columns&lt;/th&gt;&lt;th&gt;Squares&lt;/th&gt;&lt;th&gt;Wall spaces at 2 gold&lt;/th&gt;
&lt;th&gt;Wall spaces at 4 gold&lt;/th&gt;&lt;th&gt;2-point trade squares&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;8&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;7&lt;/td&gt;&lt;td&gt;70&lt;/td&gt;&lt;td&gt;8&lt;/td&gt;&lt;td&gt;8&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;9&lt;/td&gt;&lt;td&gt;90&lt;/td&gt;&lt;td&gt;12&lt;/td&gt;&lt;td&gt;8&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;The ten squares of the harbour column, next to the sea, are 1-point trade squares. The
church site is the third square from the sea in row 8.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;37 buildings&lt;/b&gt;: 4 in each player colour (16) and 21 neutral ones. Size is width
× height in squares, cost is in gold, VP is the number of cube flags.&lt;/p&gt;
&lt;table border=&quot;1&quot; cellpadding=&quot;3&quot;&gt;
&lt;tr&gt;&lt;th&gt;Building&lt;/th&gt;&lt;th&gt;Number&lt;/th&gt;&lt;th&gt;Size&lt;/th&gt;&lt;th&gt;Cost&lt;/th&gt;&lt;th&gt;Permits&lt;/th&gt;
&lt;th&gt;Income&lt;/th&gt;&lt;th&gt;VP&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Small workers&apos; hut&lt;/td&gt;&lt;td&gt;1 per player&lt;/td&gt;&lt;td&gt;1×1&lt;/td&gt;&lt;td&gt;start&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;
&lt;td&gt;influence&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Large workers&apos; hut&lt;/td&gt;&lt;td&gt;1 per player&lt;/td&gt;&lt;td&gt;1×2&lt;/td&gt;&lt;td&gt;start&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;
&lt;td&gt;gold&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;House&lt;/td&gt;&lt;td&gt;1 per player&lt;/td&gt;&lt;td&gt;2×1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;
&lt;td&gt;influence&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Workshop&lt;/td&gt;&lt;td&gt;1 per player&lt;/td&gt;&lt;td&gt;1×2&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;
&lt;td&gt;gold&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Well&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;1×1&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Market stand&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;2×1&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Tavern&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;2×2&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;influence&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Merchant&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;2×2&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;gold&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Large building&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2×3&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;The three large buildings (Trade Office, Count&apos;s Estate, Town Hall) look different but
work the same way.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;9 church tiles&lt;/b&gt;, one square each, 7 gold and 1 VP each.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;36 wall tiles&lt;/b&gt;, 9 per colour, numbered 1 to 9. Tiles 1, 2 and 4 give one
influence card, tiles 5, 7 and 8 give two, tiles 3, 6 and 9 are towers worth one cube.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;90 cards&lt;/b&gt;: 51 gold cards and 39 influence cards in red, blue and green.&lt;/li&gt;
&lt;li&gt;For each player: 10 victory point cubes, 5 building permits with the values 0, 1, 2, 3
and 4, and a trade marker.&lt;/li&gt;
&lt;li&gt;The trade track runs from 0 to 11. Its spaces 3, 5, 7, 9 and 11 have 4, 3, 2, 2 and 1
flags for cubes.&lt;/li&gt;
&lt;li&gt;Two dice, the trade ship and two city gates.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;p&gt;A játéktábla Elasund még üres építési területe: nyugaton a tenger, északon, keleten és
délen a falhelyek, középen a templom alapgödre. A mezők minden sora egy kockadobás-összegről
kapta a nevét; északról dél felé haladva a sorok: 2, 3, 4, 5, 6, 8, 9, 10, 11 és 12. A 7-es sor
hiányzik: a 7 a kalózokat hozza. A két városkapu lezárja a várost, és a játékosok száma
határozza meg, meddig nyúlik keletre:&lt;/p&gt;
&lt;table border=&quot;1&quot; cellpadding=&quot;3&quot;&gt;
&lt;tr&gt;&lt;th&gt;Játékosok&lt;/th&gt;&lt;th&gt;Oszlopok&lt;/th&gt;&lt;th&gt;Mezők&lt;/th&gt;&lt;th&gt;2 aranyas falhelyek&lt;/th&gt;
&lt;th&gt;4 aranyas falhelyek&lt;/th&gt;&lt;th&gt;2 pontos kereskedelmi mezők&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;8&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;7&lt;/td&gt;&lt;td&gt;70&lt;/td&gt;&lt;td&gt;8&lt;/td&gt;&lt;td&gt;8&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;9&lt;/td&gt;&lt;td&gt;90&lt;/td&gt;&lt;td&gt;12&lt;/td&gt;&lt;td&gt;8&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;A kikötői oszlop tíz mezője, közvetlenül a tenger mellett, 1 pontos kereskedelmi mező. A
templom alapgödre a 8-as sor harmadik mezője a tengertől számítva.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;37 épület&lt;/b&gt;: minden játékosszínben 4 (összesen 16), valamint 21 semleges. A méret
szélesség × magasság mezőben, az ár aranyban értendő, a GyP pedig a kockáknak szánt zászlók száma.&lt;/p&gt;
&lt;table border=&quot;1&quot; cellpadding=&quot;3&quot;&gt;
&lt;tr&gt;&lt;th&gt;Épület&lt;/th&gt;&lt;th&gt;Darabszám&lt;/th&gt;&lt;th&gt;Méret&lt;/th&gt;&lt;th&gt;Ár&lt;/th&gt;&lt;th&gt;Engedély&lt;/th&gt;
&lt;th&gt;Jövedelem&lt;/th&gt;&lt;th&gt;GyP&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Kis munkáskunyhó&lt;/td&gt;&lt;td&gt;játékosonként 1&lt;/td&gt;&lt;td&gt;1×1&lt;/td&gt;&lt;td&gt;kezdő&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;
&lt;td&gt;befolyás&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Nagy munkáskunyhó&lt;/td&gt;&lt;td&gt;játékosonként 1&lt;/td&gt;&lt;td&gt;1×2&lt;/td&gt;&lt;td&gt;kezdő&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;
&lt;td&gt;arany&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Ház&lt;/td&gt;&lt;td&gt;játékosonként 1&lt;/td&gt;&lt;td&gt;2×1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;
&lt;td&gt;befolyás&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Műhely&lt;/td&gt;&lt;td&gt;játékosonként 1&lt;/td&gt;&lt;td&gt;1×2&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;
&lt;td&gt;arany&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Kút&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;1×1&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Piaci bódé&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;2×1&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Fogadó&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;2×2&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;befolyás&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Kereskedőház&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;2×2&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;arany&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Nagy épület&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2×3&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;A három nagy épület (Kereskedelmi hivatal, Grófi birtok, Városháza) különbözően néz ki, de
pontosan ugyanúgy működik.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;9 templomlapka&lt;/b&gt;, mindegyik egy mezőnyi; egyenként 7 arany és 1 GyP.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;36 fallapka&lt;/b&gt;, színenként 9, 1-től 9-ig számozva. Az 1-es, 2-es és 4-es lapka egy
befolyáskártyát ad, az 5-ös, 7-es és 8-as kettőt, a 3-as, 6-os és 9-es pedig egy-egy torony, amely egy kockát ér.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;90 lap&lt;/b&gt;: 51 aranykártya és 39 befolyáskártya piros, kék és zöld színben.&lt;/li&gt;
&lt;li&gt;Minden játékosnak: 10 győzelmipont-kocka, 5 építési engedély 0, 1, 2, 3 és 4 értékkel,
valamint egy kereskedelmi jelölő.&lt;/li&gt;
&lt;li&gt;A kereskedelmi sáv 0-tól 11-ig tart. A 3-as, 5-ös, 7-es, 9-es és 11-es mezőjén 4, 3, 2, 2 és 1
zászló van a kockák számára.&lt;/li&gt;
&lt;li&gt;Két dobókocka, a kereskedőhajó és két városkapu.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Előkészületek</translation>
    </message>
    <message>
        <source>&lt;p&gt;The program prepares the game for you. This is what it does:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;It places the two city gates at the markings for the number of players. The gates fix
the building area and the wall spaces.&lt;/li&gt;
&lt;li&gt;Colours follow the seats: the first seat plays red, the second blue, the third green and
the fourth yellow. The two workers&apos; huts of each player stand on the framed squares of
their colour: the small hut in row 4 or row 10, the large hut across rows 5 and 6 or rows 8
and 9. Frames of colours that nobody plays are ordinary squares.&lt;/li&gt;
&lt;li&gt;Each player receives 3 gold and 1 influence card, 10 cubes, the permits 0 to 4, a house
and a workshop, and 9 wall tiles stacked with tile 1 on top and tile 9 at the bottom. The
trade marker starts on 0.&lt;/li&gt;
&lt;li&gt;The neutral buildings wait beside the board in one pile per type. The gold cards form an
open supply, the influence cards a face-down deck. The 9 church tiles are shuffled into a
face-down stack.&lt;/li&gt;
&lt;li&gt;The ship waits beside the board until the first roll.&lt;/li&gt;
&lt;li&gt;Instead of a roll-off, the program draws the starting player at random; the game log
says who begins.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Your hand is secret. The other players see how many gold and influence cards you hold,
but not the colours of your influence cards. Nobody sees the order of the church stack.&lt;/p&gt;</source>
        <translation>&lt;p&gt;A játékot a program készíti elő helyetted. A következőket teszi:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;A két városkaput a játékosszámnak megfelelő jelölésekre teszi. A kapuk rögzítik az
építési területet és a falhelyeket.&lt;/li&gt;
&lt;li&gt;A színeket a helyek sorrendje adja: az első hely piros, a második kék, a harmadik zöld,
a negyedik sárga. Minden játékos két munkáskunyhója a saját színű bekeretezett mezőkön áll:
a kis kunyhó a 4-es vagy a 10-es sorban, a nagy kunyhó az 5-ös és 6-os, illetve a 8-as és
9-es sorokon átnyúlva. Azoknak a színeknek a keretei, amelyekkel senki sem játszik, közönséges mezők.&lt;/li&gt;
&lt;li&gt;Minden játékos kap 3 aranyat és 1 befolyáskártyát, 10 kockát, a 0–4 értékű engedélyeket, egy házat
és egy műhelyt, valamint 9 fallapkát egy kupacban, legfelül az 1-es, legalul a 9-es lapkával. A
kereskedelmi jelölő a 0-n kezd.&lt;/li&gt;
&lt;li&gt;A semleges épületek a tábla mellett várakoznak, fajtánként egy-egy kupacban. Az aranykártyák
nyílt készletet alkotnak, a befolyáskártyák képpel lefelé fordított paklit. A 9 templomlapkát
megkeverik, és képpel lefelé egy kupacba rakják.&lt;/li&gt;
&lt;li&gt;A hajó az első dobásig a tábla mellett várakozik.&lt;/li&gt;
&lt;li&gt;Kezdődobás helyett a program véletlenszerűen sorsolja ki a kezdőjátékost; a játéknapló
megmutatja, ki kezd.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;A lapjaid titkosak. A többiek látják, hány arany- és befolyáskártyád van,
de befolyáskártyáid színét nem. A templomlapkák sorrendjét senki sem látja.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Your turn at a glance</source>
        <translation>A kör áttekintése</translation>
    </message>
    <message>
        <source>&lt;p&gt;All players build one city together, and the first player to get all 10 of
their cubes onto the board wins. Turns go clockwise, in seat order. Your turn always has
four phases, in this order:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;1. Production&lt;/b&gt;: roll the dice and move the ship. Buildings in the ship&apos;s row
pay income, or on a 7 the pirates strike.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;2. Construction&lt;/b&gt;: up to two constructions in any mix: buildings, wall tiles,
church tiles. You may also build nothing.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;3. Permit or gold&lt;/b&gt;: place one building permit in the ship&apos;s row, or take
2 gold.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;4. Bonus&lt;/b&gt;: if you like, one bonus action paid with influence cards.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;The program only offers moves that are legal at that moment, and the board highlights
the squares you can choose. Bigger choices come in small steps: first what, then where,
then how to pay. To take back a step before it is final, use Undo. Undo cannot go back past
a dice roll or a card draw, because these reveal something new.&lt;/p&gt;
&lt;p&gt;A few decisions belong to other players in the middle of your turn: giving up cards to
the pirates and re-placing a demolished workers&apos; hut. The program hands over to that player
and then comes back to you.&lt;/p&gt;
&lt;p&gt;Players may not trade cards with each other.&lt;/p&gt;</source>
        <translation>&lt;p&gt;A játékosok közösen építenek egy várost, és az nyer, aki elsőként mind a 10
kockáját a táblára juttatja. A körök az óramutató járásával megegyezően, a helyek sorrendjében követik egymást. A köröd mindig
négy szakaszból áll, ebben a sorrendben:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;1. Termelés&lt;/b&gt;: dobj a kockákkal, és mozgasd a hajót. A hajó sorában álló épületek
jövedelmet hoznak, 7-es dobásnál pedig a kalózok támadnak.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;2. Építkezés&lt;/b&gt;: legfeljebb két építés tetszőleges összetételben: épületek, fallapkák,
templomlapkák. Az is lehet, hogy semmit sem építesz.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;3. Engedély vagy arany&lt;/b&gt;: tegyél le egy építési engedélyt a hajó sorába, vagy vegyél el
2 aranyat.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;4. Bónusz&lt;/b&gt;: ha akarsz, végrehajthatsz egy befolyáskártyákkal fizetett bónuszakciót.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;A program csak az adott pillanatban szabályos lépéseket kínálja fel, és a tábla kiemeli
a választható mezőket. A nagyobb döntések kis lépésekben jönnek: először mit, aztán hová,
végül hogyan fizetsz. Ha egy lépést még a véglegesítése előtt vissza akarsz venni, használd a Visszavonást. A Visszavonás nem mehet vissza
kockadobáson vagy kártyahúzáson túl, mert ezek valami újat fednek fel.&lt;/p&gt;
&lt;p&gt;Néhány döntés a köröd közepén más játékosokra tartozik: lapok leadása a kalózoknak
és egy lerombolt munkáskunyhó újbóli elhelyezése. A program ilyenkor átadja az irányítást annak a
játékosnak, majd visszatér hozzád.&lt;/p&gt;
&lt;p&gt;A játékosok nem cserélhetnek egymással lapokat.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Production, the ship and the pirates</source>
        <translation>Termelés, a hajó és a kalózok</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Rolling.&lt;/b&gt; You start your turn by rolling both dice. The ship sails to
the row with the rolled sum. The ship must always move: if it is already in that row, you
move it two rows up or down instead, skipping the missing row 7 (from row 6 to row 4 or
row 9). Where both directions exist, you choose. On the first roll of the game the ship
comes onto the board, so this case cannot arise.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Income.&lt;/b&gt; Every building with at least one square in the ship&apos;s row pays its owner
one card of its kind: gold from the supply or an influence card from the deck. A building
pays only once, even with two squares in the row. A neutral building pays the player whose
cube is on it. Both workers&apos; huts produce. Wells, market stands, large buildings and church
tiles never produce.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Pirates.&lt;/b&gt; On a 7 the ship turns pirate. You move it to any row except the one it is
in (on the first roll of the game, to any row). Nobody receives income. Instead every player,
you included, gives up one card of their choice, gold or influence, for each of their cubes
in that row; whoever has too few cards gives up all of them. Cubes on neutral buildings,
church tiles and east-wall towers count in the row of their square. Towers on the north and
south walls and cubes on the trade track are safe. The program asks for the cards one at a
time, in turn order starting with you; a player who must give up all his cards, or holds only
one kind of card, gives them up without being asked.&lt;/p&gt;
&lt;p&gt;Then you take one of the discarded cards for each tower you own, on any wall. By default
you choose which cards; with the New Game option &lt;i&gt;Pirate reward cards: Drawn at random (Danish rules)&lt;/i&gt; they are drawn
at random; when only one kind of card is left, or your towers take all the discards, you get
them without being asked. The other discarded cards go back to the bank. Your turn then goes
on as usual,
and the pirate row counts as the ship&apos;s row in phase 3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Dobás.&lt;/b&gt; A körödet azzal kezded, hogy mindkét kockával dobsz. A hajó a dobott
összeggel jelölt sorba hajózik. A hajónak mindig mozognia kell: ha már abban a sorban van, akkor
helyette két sorral feljebb vagy lejjebb viszed, a hiányzó 7-es sort átugorva (a 6-os sorból a 4-es vagy
a 9-es sorba). Ha mindkét irány létezik, te választasz. A játék első dobásakor a hajó
most érkezik a táblára, így ez az eset nem fordulhat elő.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Jövedelem.&lt;/b&gt; Minden épület, amelynek legalább egy mezője a hajó sorában van, egy
megfelelő fajtájú lapot ad a tulajdonosának: aranyat a készletből vagy befolyáskártyát a pakliból. Egy épület
csak egyszer fizet, akkor is, ha két mezője van a sorban. A semleges épület annak a játékosnak fizet, akinek
a kockája rajta áll. Mindkét munkáskunyhó termel. A kutak, piaci bódék, nagy épületek és
templomlapkák soha nem termelnek.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Kalózok.&lt;/b&gt; 7-es dobásnál a hajó kalózhajóvá válik. Bármelyik sorba átviheted, kivéve azt, amelyikben
éppen van (a játék első dobásakor bármelyik sorba). Senki sem kap jövedelmet. Ehelyett minden játékos,
téged is beleértve, a saját választása szerint lead egy lapot, aranyat vagy befolyáskártyát, minden egyes
abban a sorban lévő kockájáért; akinek túl kevés lapja van, az mindet leadja. A semleges épületeken,
templomlapkákon és a keleti fal tornyain álló kockák a mezőjük sorába számítanak. Az északi és
a déli fal tornyai, valamint a kereskedelmi sávon lévő kockák biztonságban vannak. A program egyenként kéri a lapokat,
a játékosok sorrendjében, veled kezdve; aki minden lapját köteles leadni, vagy csak
egyféle lapja van, az kérdés nélkül adja le őket.&lt;/p&gt;
&lt;p&gt;Ezután minden saját tornyodért, bármelyik falon álljon is, elveszel egyet az eldobott lapok közül. Alapesetben
te választod ki, melyik lapokat; az Új játék ablak &lt;i&gt;Kalózjutalom lapjai: Véletlenszerű húzás (dán szabály)&lt;/i&gt; beállításával
véletlenszerűen húzod őket; ha már csak egyféle lap maradt, vagy a tornyaid az összes eldobott lapot elviszik,
kérdés nélkül megkapod őket. A többi eldobott lap visszakerül a bankba. Ezután a köröd
a szokott módon folytatódik,
és a 3. szakaszban a kalózok sora számít a hajó sorának.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;In phase 2 you may make up to two constructions, in any mix: your own house or
workshop, a neutral building, a wall tile or a church tile (see the sections on walls and on
the church). When you are done, end the construction phase; you may also build nothing.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Where a building may stand.&lt;/b&gt; All of its squares must lie inside the city, not on
the church site and not on a church tile. Wall spaces are never building ground. Tiles keep
their printed orientation and are never turned. The position of the ship does not matter
for building.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Permits.&lt;/b&gt; The squares the building will cover must hold at least as many building
permits as the tile asks for (1, 2 or 3). Permits of any player count, and extra permits are
allowed. You must own at least one of them, and the total value of your permits there must
be higher than the total of every other player there. If the highest total is tied, nobody
may build on those squares. A permit of value 0 still counts as a permit.&lt;/p&gt;
&lt;p&gt;&lt;i&gt;Example:&lt;/i&gt; your single 4 permit beats another player&apos;s permits 0, 1 and 2, because
their total is only 3.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;In the program.&lt;/b&gt; Choose the building from your own supply or from a neutral pile.
The board then highlights every square where its north-west corner can go so that the whole
construction is legal and you can pay for it. Pick one of them. If the building would
replace a building of the same size, you also choose the colour of the three influence cards
you pay; if only one colour is possible, the program uses it (the same goes for the two cards
of one colour in phases 3 and 4). To take back a step before it is final, use Undo.&lt;/p&gt;</source>
        <translation>&lt;p&gt;A 2. szakaszban legfeljebb két építést végezhetsz, tetszőleges összetételben: saját házadat vagy
műhelyedet, egy semleges épületet, egy fallapkát vagy egy templomlapkát (lásd a falakról és
a templomról szóló fejezeteket). Ha végeztél, zárd le az építkezési szakaszt; az is lehet, hogy semmit sem építesz.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Hol állhat egy épület?&lt;/b&gt; Minden mezőjének a városon belül kell lennie, és nem lehet
a templom alapgödrén vagy templomlapkán. A falhelyek soha nem építési területek. A lapkák megtartják
nyomtatott tájolásukat, és soha nem forgathatók el. A hajó helyzete nem számít
az építésnél.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Engedélyek.&lt;/b&gt; Azokon a mezőkön, amelyeket az épület lefed, legalább annyi építési
engedélynek kell lennie, amennyit a lapka előír (1, 2 vagy 3). Bármely játékos engedélyei beszámítanak, és a fölösleges engedélyek
is megengedettek. Legalább egynek a tiéd kell lennie, és az ottani engedélyeid összértékének
nagyobbnak kell lennie bármely más játékos ottani összértékénél. Ha a legnagyobb összértéken holtverseny van, senki sem
építhet ezekre a mezőkre. A 0 értékű engedély is engedélynek számít.&lt;/p&gt;
&lt;p&gt;&lt;i&gt;Példa:&lt;/i&gt; egyetlen 4-es engedélyed legyőzi egy másik játékos 0-s, 1-es és 2-es engedélyét, mert
azok összértéke csak 3.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;A programban.&lt;/b&gt; Válaszd ki az épületet a saját készletedből vagy egy semleges kupacból.
A tábla ekkor kiemel minden mezőt, ahová az épület északnyugati sarka kerülhet úgy, hogy az egész
építés szabályos legyen, és ki tudd fizetni. Válassz ezek közül egyet. Ha az épület
egy azonos méretű épület helyére kerülne, azt is kiválasztod, milyen színű legyen az a három befolyáskártya,
amellyel fizetsz; ha csak egy szín lehetséges, a program azt használja (ugyanez érvényes a 3. és a 4. szakaszban
fizetendő két egyszínű lapra is). Ha egy lépést még a véglegesítése előtt vissza akarsz venni, használd a Visszavonást.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Paying.&lt;/b&gt; You pay the building&apos;s cost in gold to the bank. In addition,
every other player with permits on the covered squares receives from you as much gold as
their permits there are worth together. If you cannot pay the cost and all compensation,
you cannot build there. Afterwards all permits on those squares, yours included, return to
their owners.&lt;/p&gt;
&lt;p&gt;&lt;i&gt;Example:&lt;/i&gt; Blue builds a tavern (2 permits, 3 gold) on four squares holding Blue&apos;s
3 permit and Red&apos;s 1 permit. Blue&apos;s 3 beats Red&apos;s 1: Blue pays 3 gold to the bank and 1
gold to Red, and both permits go back.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Neutral buildings.&lt;/b&gt; Put one of your cubes on each flag of the tile. From then on
the building counts as yours: you get its income and its trade points.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Bigger replaces smaller.&lt;/b&gt; Size is the number of squares: 1, 2, 4 or 6 (house,
workshop, market stand and large hut are all size 2). A new building removes, free of charge, every smaller building it
covers, even partly. It may cover buildings of its own size only if you pay 3 influence
cards of one colour; it then removes the one or two same-size buildings it covers (never
three or more), plus any smaller ones. A bigger building or a church tile can never be
covered. You may build over your own buildings by the same rules.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Removed buildings.&lt;/b&gt; A player&apos;s building goes back to its owner&apos;s supply and can be
built again. A neutral building goes back to its pile, and its cubes to their owner. The
owner loses the trade points of the building&apos;s trade squares.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Workers&apos; huts&lt;/b&gt; are re-placed at once, for free: the builder&apos;s own hut first, then
the other owners clockwise from the builder&apos;s left. A hut needs empty squares inside the
city: no building, permit or church tile, not the church site, not a trade square. The large
hut needs two such squares one above the other; without room a hut leaves the game. This is
not a construction; your turn goes on when all huts are placed. A player who lost both huts
places the small one first.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Fizetés.&lt;/b&gt; Az épület árát aranyban a banknak fizeted. Ezen felül
minden más játékos, akinek engedélye van a lefedett mezőkön, annyi aranyat kap tőled, amennyit
az ottani engedélyei együtt érnek. Ha nem tudod kifizetni az árat és a teljes kártérítést,
oda nem építhetsz. Ezután az ezeken a mezőkön lévő összes engedély, a tiéd is, visszakerül
a tulajdonosához.&lt;/p&gt;
&lt;p&gt;&lt;i&gt;Példa:&lt;/i&gt; Kék fogadót épít (2 engedély, 3 arany) négy mezőre, amelyeken Kék 3-as és Piros 1-es
engedélye van. Kék 3-asa legyőzi Piros 1-esét: Kék 3 aranyat fizet a banknak és 1
aranyat Pirosnak, és mindkét engedély visszakerül a tulajdonosához.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Semleges épületek.&lt;/b&gt; Tegyél egy-egy kockádat a lapka minden zászlójára. Ettől kezdve
az épület a tiédnek számít: te kapod a jövedelmét és a kereskedelmi pontjait.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;A nagyobb kiszorítja a kisebbet.&lt;/b&gt; A méret a mezők száma: 1, 2, 4 vagy 6 (a ház, a
műhely, a piaci bódé és a nagy kunyhó egyaránt 2-es méretű). Az új épület díjmentesen eltávolít minden nála kisebb épületet, amelyet
lefed, akár csak részben is. Saját méretével azonos épületeket csak akkor fedhet le, ha 3 egyszínű befolyáskártyát
fizetsz; ekkor eltávolítja az általa lefedett egy vagy két azonos méretű épületet (hármat vagy többet
soha), és mellettük az összes kisebbet is. Nagyobb épületet vagy templomlapkát soha nem lehet
lefedni. A saját épületeidre is építhetsz, ugyanezen szabályok szerint.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Eltávolított épületek.&lt;/b&gt; Egy játékos épülete visszakerül a tulajdonosa készletébe, és
újra megépíthető. A semleges épület visszakerül a kupacába, a kockái pedig a tulajdonosukhoz.
A tulajdonos elveszíti az épület kereskedelmi mezőiért kapott kereskedelmi pontokat.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;A munkáskunyhókat&lt;/b&gt; azonnal, ingyen újra el kell helyezni: először az építtető saját kunyhóját,
majd a többi tulajdonosét az óramutató járásával megegyezően, az építtető bal oldali szomszédjától kezdve. Egy kunyhónak üres mezők kellenek
a városon belül: nem lehet rajtuk épület, engedély vagy templomlapka, nem lehet a templom alapgödre, és nem lehet kereskedelmi mező. A nagy
kunyhónak két ilyen, egymás fölötti mező kell; ha nincs hely, a kunyhó kikerül a játékból. Ez
nem számít építésnek; a köröd akkor folytatódik, amikor minden kunyhó a helyére került. Ha egy játékos mindkét kunyhóját
elvesztette, először a kicsit helyezi el.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Gold you pay goes back to the supply. Influence cards you pay go onto a discard
pile. When the influence deck is empty and a card must be drawn, the discard pile is
shuffled into a new deck.&lt;/p&gt;
&lt;p&gt;With only 51 gold and 39 influence cards, the bank can run short. If the income of a
roll cannot be paid in full for one kind of card (for influence, deck and discard pile
together), the program proceeds like this:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;At first nobody receives anything.&lt;/li&gt;
&lt;li&gt;Every player returns half of their cards of the missing kind, rounded down. The
program picks the influence cards: each one comes from the colour the player holds most of
(on a tie red first, then blue, then green).&lt;/li&gt;
&lt;li&gt;The returned gold goes back to the supply; returned influence cards go onto the discard
pile, and the whole discard pile is shuffled into a new deck.&lt;/li&gt;
&lt;li&gt;Then the whole income of the roll is paid.&lt;/li&gt;
&lt;li&gt;If there are still not enough cards, income is paid player by player in turn order,
starting with the player whose turn it is, until the supply runs out.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Outside income, for example when you take 2 gold or draw cards for a wall tile, you
simply get what the bank still has.&lt;/p&gt;
&lt;p&gt;&lt;i&gt;Example:&lt;/i&gt; the gold supply holds 2 cards, but the roll pays 4 gold. Nobody is paid
yet. Red holds 7 gold and returns 3, Blue holds 1 and returns nothing. Now the supply holds 5
gold, and all 4 gold of income are paid.&lt;/p&gt;</source>
        <translation>&lt;p&gt;A kifizetett arany visszakerül a készletbe. A kifizetett befolyáskártyák a dobópaklira
kerülnek. Ha a befolyáspakli kiürült, és lapot kell húzni, a dobópaklit
megkeverik, és új pakli lesz belőle.&lt;/p&gt;
&lt;p&gt;Mivel csak 51 arany- és 39 befolyáskártya van, a bankból kifogyhatnak a lapok. Ha egy
dobás jövedelmét valamelyik lapfajtából nem lehet teljes egészében kifizetni (befolyásnál a pakli és a dobópakli
együtt számít), a program így jár el:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Először senki sem kap semmit.&lt;/li&gt;
&lt;li&gt;Minden játékos visszaadja a hiányzó fajtájú lapjainak felét, lefelé kerekítve. A
befolyáskártyákat a program választja ki: mindegyik abból a színből kerül ki, amelyből a játékosnak a legtöbb van
(egyenlőség esetén először piros, aztán kék, végül zöld).&lt;/li&gt;
&lt;li&gt;A visszaadott arany a készletbe kerül; a visszaadott befolyáskártyák a dobópaklira kerülnek,
majd az egész dobópaklit megkeverik, és új pakli lesz belőle.&lt;/li&gt;
&lt;li&gt;Ezután a dobás teljes jövedelmét kifizetik.&lt;/li&gt;
&lt;li&gt;Ha még mindig nincs elég lap, a jövedelmet játékosonként, a játékosok sorrendjében fizetik ki,
a soron lévő játékossal kezdve, amíg a készlet el nem fogy.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;A jövedelmen kívül, például amikor 2 aranyat veszel el, vagy egy fallapkáért húzol lapot,
egyszerűen azt kapod meg, ami még a bankban van.&lt;/p&gt;
&lt;p&gt;&lt;i&gt;Példa:&lt;/i&gt; az aranykészletben 2 lap van, de a dobás 4 arany jövedelmet hozna. Egyelőre senki sem
kap semmit. Pirosnak 7 aranya van, ebből 3-at visszaad; Kéknek 1 van, így semmit sem ad vissza. Most a készletben 5
arany van, és a jövedelem mind a 4 aranyát kifizetik.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;ul&gt;
&lt;li&gt;Spread your early buildings over many rows so that income comes in often. The middle
rows come up most: rows 6 and 8 are each rolled 5 times in 36, rows 2 and 12 only once in 36.
A 7, rolled 6 times in 36, brings the pirates instead.&lt;/li&gt;
&lt;li&gt;Your house and workshop need just one permit and cost only 1 or 2 gold. Build them
early: even if they are replaced later, they pay you until then.&lt;/li&gt;
&lt;li&gt;Large buildings are worth two cubes but produce nothing. Build them once your income is
steady.&lt;/li&gt;
&lt;li&gt;Keep some influence cards in hand. They let you build over a building of the same size, place
a permit in any row, or answer another player&apos;s attack.&lt;/li&gt;
&lt;li&gt;Other players&apos; permits cost you compensation, but your permits in someone else&apos;s
building area earn you gold when that player builds there. A 3 or 4 permit makes an area
hard to take.&lt;/li&gt;
&lt;li&gt;Many cubes in one row invite the pirates. Each tower you own brings you a card whenever
you roll a 7 and any player, you included, has to give up cards.&lt;/li&gt;
&lt;li&gt;The first church builder decides where the church will stand and knows the tile at the
bottom of the stack. The church removes whatever stands in its way, and cubes on church
tiles and towers can never be lost.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;
&lt;li&gt;Korai épületeidet oszd el minél több sorban, hogy gyakran jöjjön jövedelem. A középső
sorok jönnek ki a leggyakrabban: a 6-os és a 8-as sort 36 dobásból 5-ször dobják, a 2-es és a 12-es sort csak 36-ból egyszer.
A 7-es, amelyet 36-ból 6-szor dobnak, ehelyett a kalózokat hozza.&lt;/li&gt;
&lt;li&gt;A házadhoz és a műhelyedhez csak egy engedély kell, és csak 1, illetve 2 aranyba kerülnek. Építsd meg
őket korán: még ha később ki is szorítják őket, addig is hoznak neked jövedelmet.&lt;/li&gt;
&lt;li&gt;A nagy épületek két kockát érnek, de nem termelnek semmit. Akkor építsd őket, amikor a jövedelmed
már egyenletes.&lt;/li&gt;
&lt;li&gt;Tarts néhány befolyáskártyát a kezedben. Velük azonos méretű épületre is ráépíthetsz, bármelyik sorba
letehetsz engedélyt, vagy válaszolhatsz egy másik játékos támadására.&lt;/li&gt;
&lt;li&gt;A többiek engedélyei kártérítésbe kerülnek neked, a te engedélyeid viszont valaki más
építési területén aranyat hoznak, amikor az a játékos oda épít. Egy 3-as vagy 4-es engedély nehezen
megszerezhetővé tesz egy területet.&lt;/li&gt;
&lt;li&gt;Ha egy sorban sok a kockád, az vonzza a kalózokat. Minden saját tornyod hoz neked egy lapot, valahányszor
7-est dobsz, és bármelyik játékosnak, téged is beleértve, lapot kell leadnia.&lt;/li&gt;
&lt;li&gt;Aki elsőként épít a templomon, az dönti el, hol fog állni a templom, és ő ismeri a
kupac alján lévő lapkát. A templom mindent eltávolít, ami az útjában áll, a templomlapkákon és a tornyokon álló kockák
pedig soha nem veszhetnek el.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A wall tile is one of your constructions. You always build the top tile of your
own stack, so your tiles come in the order 1, 2, 3 and so on up to 9. The walls belong to
the whole city: everybody adds tiles to the same strips.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Where.&lt;/b&gt; A new tile goes on a free wall space next to a city gate or next to a wall
tile already built. The north and south walls grow from the gates westward toward the sea;
each of their spaces costs &lt;b&gt;2 gold&lt;/b&gt; (blue arrows). The east wall between the two gates
grows inward from both gates; each of its spaces costs &lt;b&gt;4 gold&lt;/b&gt; (red arrows). The board
highlights the wall spaces you can use.&lt;/p&gt;
&lt;table border=&quot;1&quot; cellpadding=&quot;3&quot;&gt;
&lt;tr&gt;&lt;th&gt;Tile number&lt;/th&gt;&lt;th&gt;Reward&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;1, 2, 4&lt;/td&gt;&lt;td&gt;draw 1 influence card&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;5, 7, 8&lt;/td&gt;&lt;td&gt;draw 2 influence cards&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;3, 6, 9&lt;/td&gt;&lt;td&gt;tower: put one of your cubes on it&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Cubes on towers stay for the rest of the game. Each tower also lets you take a discarded
card when you bring the pirates. A tower on the east wall stands beside a row, so the
pirates can hit its cube; towers on the north and south walls are never hit.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Option.&lt;/b&gt; By default the east wall may be built as soon as a space touches a gate or
a wall tile. With the New Game option &lt;i&gt;East walls only after all 2-gold walls&lt;/i&gt;, the
4-gold spaces open only when every 2-gold space on the north and south walls is built, as in
the publisher&apos;s short rules summary.&lt;/p&gt;</source>
        <translation>&lt;p&gt;A fallapka az építéseid egyike. Mindig a saját
kupacod legfelső lapkáját építed meg, így a lapkáid 1, 2, 3 és így tovább 9-ig sorrendben kerülnek sorra. A falak
az egész városé: mindenki ugyanazokhoz a falszakaszokhoz tesz lapkát.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Hová?&lt;/b&gt; Az új lapka olyan szabad falhelyre kerül, amely egy városkapuval vagy egy már
megépített fallapkával szomszédos. Az északi és a déli fal a kapuktól nyugat felé, a tenger irányába nő;
mindegyik falhelyük &lt;b&gt;2 aranyba&lt;/b&gt; kerül (kék nyilak). A két kapu közötti keleti fal
mindkét kaputól befelé nő; mindegyik falhelye &lt;b&gt;4 aranyba&lt;/b&gt; kerül (piros nyilak). A tábla
kiemeli a használható falhelyeket.&lt;/p&gt;
&lt;table border=&quot;1&quot; cellpadding=&quot;3&quot;&gt;
&lt;tr&gt;&lt;th&gt;Lapka száma&lt;/th&gt;&lt;th&gt;Jutalom&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;1, 2, 4&lt;/td&gt;&lt;td&gt;húzz 1 befolyáskártyát&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;5, 7, 8&lt;/td&gt;&lt;td&gt;húzz 2 befolyáskártyát&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;3, 6, 9&lt;/td&gt;&lt;td&gt;torony: tegyél rá egy kockádat&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;A tornyokon álló kockák a játék végéig ott maradnak. Minden torony ezenkívül egy eldobott lap
elvételére is feljogosít, amikor te hozod a kalózokat. A keleti fal tornya egy sor mellett áll, ezért
a kalózok eltalálhatják a rajta álló kockát; az északi és a déli fal tornyait soha nem érik el.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Beállítás.&lt;/b&gt; Alapesetben a keleti falra akkor lehet építeni, amint egy falhely kapuval vagy
fallapkával szomszédos. Az Új játék ablak &lt;i&gt;Keleti fal csak az összes 2 aranyas fal után&lt;/i&gt; beállításával a
4 aranyas falhelyek csak akkor nyílnak meg, ha az északi és a déli fal minden 2 aranyas falhelye már be van építve, ahogy
a kiadó rövid szabályösszefoglalója írja.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Phase 3: permit or gold.&lt;/b&gt; Either take 2 gold from the supply, or place one
permit from your supply. A permit costs its value in gold (the 0 permit is free) and goes on
a free square in the ship&apos;s row. A free square lies inside the city and holds no building,
permit or church tile; the church site is never free, but trade squares are allowed.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;If the ship&apos;s row has no free square, use the nearest row that has one. If a row above
and a row below are equally near, you choose. With the New Game option &lt;i&gt;Permit when the ship&apos;s row is full:
Only the rows next to it (Danish rules)&lt;/i&gt;, only the rows directly above and below may be used; any other
row then needs the card payment below.&lt;/li&gt;
&lt;li&gt;If you pay 2 influence cards of one colour, you may place the permit in any row.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;In the program you first choose the permit&apos;s value, and the board highlights the squares
you can use. The card payment is asked for only on squares you could not use for free.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Phase 4: bonus.&lt;/b&gt; You may carry out at most one of these actions, or simply end your
turn:&lt;/p&gt;
&lt;table border=&quot;1&quot; cellpadding=&quot;3&quot;&gt;
&lt;tr&gt;&lt;th&gt;Bonus action&lt;/th&gt;&lt;th&gt;Price&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Move one of your permits on the board to any free square&lt;/td&gt;
&lt;td&gt;2 influence cards of one colour&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Replace one of your permits on the board by a higher one from your supply, on the
same square&lt;/td&gt;&lt;td&gt;2 influence cards of one colour, plus the difference in value in
gold&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Place a permit from your supply on any free square, in any row&lt;/td&gt;
&lt;td&gt;1 red, 1 blue and 1 green influence card, plus the permit&apos;s value in gold&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Take 2 gold from the supply&lt;/td&gt;&lt;td&gt;1 red, 1 blue and 1 green influence card&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;After phase 4 the next player in seat order begins a turn.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;3. szakasz: engedély vagy arany.&lt;/b&gt; Vagy elveszel 2 aranyat a készletből, vagy lerakod
a készletedből egy engedélyedet. Az engedély annyi aranyba kerül, amennyi az értéke (a 0-s ingyenes), és
a hajó sorának egy szabad mezőjére kerül. Szabad az a mező, amely a városon belül van, és nincs rajta épület,
engedély vagy templomlapka; a templom alapgödre soha nem szabad, a kereskedelmi mezők viszont megengedettek.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Ha a hajó sorában nincs szabad mező, a legközelebbi olyan sort használd, ahol van. Ha egy feljebb
és egy lejjebb lévő sor egyformán közel van, te választasz. Az Új játék ablak &lt;i&gt;Engedély, ha a hajó sora megtelt:
Csak a közvetlenül szomszédos sorok (dán szabály)&lt;/i&gt; beállításával csak a közvetlenül fölötte és alatta lévő sorok használhatók; bármely más
sorhoz ekkor az alábbi kártyás fizetés kell.&lt;/li&gt;
&lt;li&gt;Ha 2 egyszínű befolyáskártyát fizetsz, az engedélyt bármelyik sorba leteheted.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;A programban először az engedély értékét választod ki, és a tábla kiemeli a használható
mezőket. A kártyás fizetést csak azoknál a mezőknél kéri, amelyeket ingyen nem használhatnál.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;4. szakasz: bónusz.&lt;/b&gt; Ezek közül legfeljebb egy akciót hajthatsz végre, vagy egyszerűen befejezed
a körödet:&lt;/p&gt;
&lt;table border=&quot;1&quot; cellpadding=&quot;3&quot;&gt;
&lt;tr&gt;&lt;th&gt;Bónuszakció&lt;/th&gt;&lt;th&gt;Ár&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Egy táblán lévő engedélyed áthelyezése bármely szabad mezőre&lt;/td&gt;
&lt;td&gt;2 egyszínű befolyáskártya&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Egy táblán lévő engedélyed cseréje egy nagyobb értékűre a készletedből, ugyanazon a
mezőn&lt;/td&gt;&lt;td&gt;2 egyszínű befolyáskártya, valamint az értékkülönbség
aranyban&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Egy engedély lerakása a készletedből bármely szabad mezőre, bármelyik sorban&lt;/td&gt;
&lt;td&gt;1 piros, 1 kék és 1 zöld befolyáskártya, valamint az engedély értéke aranyban&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;2 arany elvétele a készletből&lt;/td&gt;&lt;td&gt;1 piros, 1 kék és 1 zöld befolyáskártya&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;A 4. szakasz után a helyek sorrendjében következő játékos kezdi a körét.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Construction and building permits</source>
        <translation>Építkezés és építési engedélyek</translation>
    </message>
    <message>
        <source>Paying, compensation and demolition</source>
        <translation>Fizetés, kártérítés és bontás</translation>
    </message>
    <message>
        <source>City walls</source>
        <translation>Városfalak</translation>
    </message>
    <message>
        <source>The church</source>
        <translation>A templom</translation>
    </message>
    <message>
        <source>&lt;p&gt;The church is made of 9 tiles that together form a 3×3 picture, one square per
tile. Building a church tile is a construction; it costs &lt;b&gt;7 gold&lt;/b&gt; and needs no permits.
You put one of your cubes on every church tile you build. Church tiles are never removed,
so these points are safe.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;The first tile.&lt;/b&gt; The first player to build the church draws the top two tiles of
the stack, keeps one and puts the other at the bottom of the stack without showing it; only
that player knows which tile lies there. The kept tile goes on the church site, the third
square from the sea in row 8. Its place in the picture fixes where the whole church will
stand. For example, if it is the top-left piece, the church covers rows 8, 9 and 10 in the
third to fifth columns; if it is the bottom-right piece, it covers rows 5, 6 and 8 in the
first three columns. The church picture on the board shows where each piece belongs.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Later tiles.&lt;/b&gt; Every later builder takes the top tile of the stack and places it on
its own square of the church area.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Effects.&lt;/b&gt; A permit on that square goes back to its owner without compensation. A
building with a square there is removed, whatever its size, with the usual consequences:
cubes go back, trade points are lost, workers&apos; huts are re-placed. Church tiles give no
trade points, not even on the harbour column. Until the church is complete, its empty
squares may still take permits and buildings, at their owners&apos; risk. Once all 9 tiles are
built, nobody can build on the church any more.&lt;/p&gt;</source>
        <translation>&lt;p&gt;A templom 9 lapkából áll, amelyek együtt egy 3×3-as képet alkotnak; minden lapka
egy mezőnyi. Egy templomlapka megépítése építésnek számít; ára &lt;b&gt;7 arany&lt;/b&gt;, és nem kell hozzá engedély.
Minden megépített templomlapkádra teszel egy kockát. A templomlapkákat soha nem távolítják el,
így ezek a pontok biztosak.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Az első lapka.&lt;/b&gt; Az a játékos, aki elsőként épít a templomon, felhúzza a kupac két
felső lapkáját, az egyiket megtartja, a másikat pedig felfedés nélkül a kupac aljára teszi; csak
ő tudja, melyik lapka van ott. A megtartott lapka a templom alapgödrére kerül, a 8-as sor
harmadik mezőjére a tengertől számítva. Hogy a képen hol a helye, az szabja meg, hol fog állni az egész templom.
Ha például ez a bal felső darab, a templom a 8-as, 9-es és 10-es sort fedi le
a harmadik–ötödik oszlopban; ha a jobb alsó darab, akkor az 5-ös, 6-os és 8-as sort fedi le
az első három oszlopban. A táblán látható templomkép mutatja, melyik darab hová tartozik.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;A további lapkák.&lt;/b&gt; Minden későbbi építtető a kupac legfelső lapkáját húzza fel, és
a templomterület hozzá tartozó mezőjére teszi.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Hatások.&lt;/b&gt; Az azon a mezőn lévő engedély kártérítés nélkül visszakerül a tulajdonosához. Az
az épület, amelynek egy mezője ott van, méretétől függetlenül lekerül a tábláról, a szokásos következményekkel:
a kockák visszakerülnek, a kereskedelmi pontok elvesznek, a munkáskunyhókat újra el kell helyezni. A templomlapkák nem adnak
kereskedelmi pontot, még a kikötői oszlopban sem. Amíg a templom el nem készül, üres
mezőire továbbra is lehet engedélyt tenni és épületet építeni, a tulajdonosuk kockázatára. Ha mind a 9 lapka
elkészült, a templom helyére többé senki sem építhet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Trade squares and the trade track</source>
        <translation>Kereskedelmi mezők és a kereskedelmi sáv</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Trade squares&lt;/b&gt; are marked with windmills. Every square of the harbour
column is worth 1 trade point. With 3 or 4 players there are also squares with two windmills
worth 2 points, near the city gates in rows 2 and 12: in the sixth column with 3 players,
in the sixth and eighth columns with 4 players.&lt;/p&gt;
&lt;p&gt;When you build a building, you score the trade values of all the squares it covers, and
your marker moves up the trade track by that many spaces. A large building on the harbour
column covers three harbour squares and scores 3 points. Church tiles never score trade
points. The points of a neutral building belong to the player whose cube is on it.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Cubes on the track.&lt;/b&gt; The spaces 3, 5, 7, 9 and 11 have 4, 3, 2, 2 and 1 flags. When
your marker reaches or passes such a space, the program puts one of your cubes on a free
flag there, unless you already have a cube there. Each player holds at most one flag per
space; when all flags of a space are taken, later players get nothing there.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Losing points.&lt;/b&gt; When one of your buildings on trade squares is removed, you lose its
trade points and your marker goes back. Your cubes on spaces above your new total return to
you, and their flags become free.&lt;/p&gt;
&lt;p&gt;Your total can go beyond 11; the marker then simply stays on the last space. A freed flag
goes to a player who is already past that space only the next time that player&apos;s total
rises.&lt;/p&gt;</source>
        <translation>&lt;p&gt;A &lt;b&gt;kereskedelmi mezőket&lt;/b&gt; szélmalmok jelölik. A kikötői oszlop minden
mezője 1 kereskedelmi pontot ér. 3 vagy 4 játékosnál két szélmalommal jelölt, 2 pontot érő mezők is
vannak a városkapuk közelében, a 2-es és a 12-es sorban: 3 játékosnál a hatodik oszlopban,
4 játékosnál a hatodik és a nyolcadik oszlopban.&lt;/p&gt;
&lt;p&gt;Amikor megépítesz egy épületet, megkapod az általa lefedett összes mező kereskedelmi értékét, és
a jelölőd ennyi mezőt lép előre a kereskedelmi sávon. A kikötői oszlopra épített nagy épület
három kikötői mezőt fed le, és 3 pontot ér. A templomlapkák soha nem adnak kereskedelmi
pontot. A semleges épület pontjai azé a játékosé, akinek a kockája rajta áll.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Kockák a sávon.&lt;/b&gt; A 3-as, 5-ös, 7-es, 9-es és 11-es mezőn 4, 3, 2, 2 és 1 zászló van. Amikor
a jelölőd eléri vagy átlépi valamelyiket, a program egy kockádat az ottani egyik szabad zászlóra teszi,
hacsak már nincs ott kockád. Mezőnként minden játékosnak legfeljebb egy zászló jár;
ha egy mező összes zászlója foglalt, a később érkezők ott nem kapnak semmit.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Pontvesztés.&lt;/b&gt; Ha kereskedelmi mezőkön álló épületeid egyikét eltávolítják, elveszíted
a kereskedelmi pontjait, és a jelölőd visszalép. Az új összértékednél magasabb mezőkön lévő kockáid visszakerülnek
hozzád, zászlóik pedig felszabadulnak.&lt;/p&gt;
&lt;p&gt;Az összértéked 11 fölé is mehet; a jelölő ilyenkor egyszerűen az utolsó mezőn marad. Egy felszabadult zászlót
az a játékos, aki már túljutott azon a mezőn, csak akkor kapja meg, amikor legközelebb
nő az összértéke.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Placing permits and bonus actions</source>
        <translation>Engedélyek lerakása és bónuszakciók</translation>
    </message>
    <message>
        <source>Where cards go, and running out of cards</source>
        <translation>Hová kerülnek a lapok, és mi van, ha elfogynak</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>A játék vége</translation>
    </message>
    <message>
        <source>&lt;p&gt;You win the moment you place your tenth cube on the board during your own turn.
The game ends at once; the rest of that turn is not played.&lt;/p&gt;
&lt;p&gt;Cubes reach the board in four ways:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;one on each flag of a neutral building you build (two on a large building, one on the
others);&lt;/li&gt;
&lt;li&gt;one on each church tile you build;&lt;/li&gt;
&lt;li&gt;one on each tower of the city wall (your wall tiles 3, 6 and 9);&lt;/li&gt;
&lt;li&gt;one on a free flag of the trade track when your trade points reach 3, 5, 7, 9 or 11.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Cubes can also come back to you: when a neutral building with your cubes is removed, or
when your trade points fall below a space where you have a cube. Cubes on church tiles and
towers stay for good. If a new building has more flags than you have cubes left, you place
the cubes you have, which means you have just won.&lt;/p&gt;
&lt;p&gt;The score shown for each player is the number of that player&apos;s cubes on the board.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Abban a pillanatban nyersz, amikor a saját körödben a tizedik kockádat is a táblára teszed.
A játék azonnal véget ér; a kör hátralévő részét már nem játsszák le.&lt;/p&gt;
&lt;p&gt;A kockák négyféleképpen kerülhetnek a táblára:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;egy-egy az általad megépített semleges épület minden zászlójára (nagy épületre kettő, a
többire egy);&lt;/li&gt;
&lt;li&gt;egy-egy minden általad megépített templomlapkára;&lt;/li&gt;
&lt;li&gt;egy-egy a városfal minden tornyára (a 3-as, 6-os és 9-es fallapkádra);&lt;/li&gt;
&lt;li&gt;egy a kereskedelmi sáv egy szabad zászlójára, amikor a kereskedelmi pontjaid elérik a 3-at, 5-öt, 7-et, 9-et vagy 11-et.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;A kockák vissza is kerülhetnek hozzád: ha egy semleges épületet, amelyen kockáid állnak, eltávolítanak, vagy
ha a kereskedelmi pontjaid egy olyan mező alá csökkennek, ahol kockád van. A templomlapkákon és a
tornyokon álló kockák végleg ott maradnak. Ha egy új épületen több zászló van, mint ahány kockád maradt, a
meglévő kockáidat rakod le, ami azt jelenti, hogy épp megnyerted a játékot.&lt;/p&gt;
&lt;p&gt;Az egyes játékosoknál látható pontszám a táblán lévő kockáik száma.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Tips for your first games</source>
        <translation>Tippek az első játékokhoz</translation>
    </message>
    <message>
        <source>House interpretations</source>
        <translation>Saját értelmezések</translation>
    </message>
    <message>
        <source>&lt;p&gt;The rulebooks available to us leave some points open or disagree. The program
follows these &lt;b&gt;house interpretations&lt;/b&gt;; your printed rules may say otherwise.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;The influence deck has 13 red, 13 blue and 13 green cards; no source gives the split.&lt;/li&gt;
&lt;li&gt;Trade points have no upper limit; the marker stays on 11.&lt;/li&gt;
&lt;li&gt;Each player has at most one cube per trade-track space, and taking a free flag is
automatic. A freed flag is taken only the next time a qualifying player&apos;s total rises.&lt;/li&gt;
&lt;li&gt;The ship starts beside the board. The first roll moves it to the rolled row; a 7 on the
first roll may send it to any row.&lt;/li&gt;
&lt;li&gt;The starting player is drawn at random instead of by a roll-off.&lt;/li&gt;
&lt;li&gt;A cube on an east-wall tower counts as lying in that tower&apos;s row for the pirates.&lt;/li&gt;
&lt;li&gt;Cards for the pirates are given up one at a time, in turn order from the roller.&lt;/li&gt;
&lt;li&gt;Pirate reward: the roller chooses the cards, as in the Italian rules. The option
&lt;i&gt;Drawn at random (Danish rules)&lt;/i&gt; follows the Danish rules.&lt;/li&gt;
&lt;li&gt;Full permit row: the nearest row with a free square, as in the Italian rules; if rows
above and below are equally near, the player chooses. The option &lt;i&gt;Only the rows next to
it (Danish rules)&lt;/i&gt; follows the Danish rules.&lt;/li&gt;
&lt;li&gt;Permits go only on empty squares inside the city, never on wall spaces or the church
site; trade squares are allowed.&lt;/li&gt;
&lt;li&gt;A demolished workers&apos; hut may not go on wall spaces, the church site or outside the
city.&lt;/li&gt;
&lt;li&gt;East walls: both rulebooks only ask for a neighbouring gate or wall tile, so that is the
default. The option follows the publisher&apos;s summary, which opens them after all 2-gold
spaces.&lt;/li&gt;
&lt;li&gt;Card shortage: returned influence cards always come from the colour the player holds
most of (ties: red, blue, green). If the bank is still short, income is paid in turn order
until it runs out. Other draws from an empty bank give only what is left.&lt;/li&gt;
&lt;li&gt;A building may replace at most two buildings of its own size; a place that would cover
three or more of them is not allowed.&lt;/li&gt;
&lt;li&gt;A builder with fewer cubes than flags places the cubes left.&lt;/li&gt;
&lt;li&gt;&quot;House&quot; and &quot;workshop&quot; are our own names for the two buildings each player can buy.&lt;/li&gt;
&lt;li&gt;A player who lost both workers&apos; huts at once places the small one first.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;House rule: a city that can grow no more.&lt;/b&gt; The rules end the game only when a
player places the last cube, and a city can fill up so that nobody can ever build again
(about one game in 300 to 900 between random players). So, once every wall space is taken
and the church is complete, a whole round in which no player has anything to build, no wall
tile and no church tile to place ends the game. The player with the most cubes on the board
wins; on a tie the most gold wins, and players still tied share the victory. The option
&lt;i&gt;House rule: end a game whose city can grow no more&lt;/i&gt; is on by default; switched off,
such a game goes on for ever.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Computers alone.&lt;/b&gt; With the house rule off, a game in which every seat is a
computer player has nobody to stop it, so it ends after 100 rounds. The player with the
most cubes on the board wins; on a tie the most gold wins, and players still tied share
the victory. Random computer players finished every game they could finish within 52
rounds in our trials, so only a game that would never end reaches the limit. Games with
at least one human player have no limit.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;p&gt;A rendelkezésünkre álló szabálykönyvek néhány kérdést nyitva hagynak, vagy ellentmondanak egymásnak. A program
az alábbi &lt;b&gt;saját értelmezéseket&lt;/b&gt; követi; a nyomtatott szabályod ettől eltérhet.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;A befolyáspakliban 13 piros, 13 kék és 13 zöld lap van; a megoszlást egyik forrás sem adja meg.&lt;/li&gt;
&lt;li&gt;A kereskedelmi pontoknak nincs felső határa; a jelölő a 11-en marad.&lt;/li&gt;
&lt;li&gt;Minden játékosnak kereskedelmisáv-mezőnként legfeljebb egy kockája lehet, és a szabad zászló elfoglalása
automatikus. Egy felszabadult zászlót csak akkor foglalnak el, amikor egy arra jogosult játékos összértéke legközelebb nő.&lt;/li&gt;
&lt;li&gt;A hajó a tábla mellől indul. Az első dobás a dobott sorba viszi; ha az első dobás
7, a hajó bármelyik sorba kerülhet.&lt;/li&gt;
&lt;li&gt;A kezdőjátékost kezdődobás helyett véletlenszerűen sorsolják ki.&lt;/li&gt;
&lt;li&gt;A keleti fal tornyán álló kocka a kalózok szempontjából a torony sorában lévőnek számít.&lt;/li&gt;
&lt;li&gt;A kalózoknak járó lapokat egyenként adják le, a dobótól kezdve a játékosok sorrendjében.&lt;/li&gt;
&lt;li&gt;Kalózjutalom: a lapokat a dobó választja ki, ahogy az olasz szabály írja. A
&lt;i&gt;Véletlenszerű húzás (dán szabály)&lt;/i&gt; beállítás a dán szabályt követi.&lt;/li&gt;
&lt;li&gt;Megtelt a hajó sora: a legközelebbi sor, ahol van szabad mező, ahogy az olasz szabály írja; ha a fölötte és
alatta lévő sorok egyformán közel vannak, a játékos választ. A &lt;i&gt;Csak a közvetlenül szomszédos
sorok (dán szabály)&lt;/i&gt; beállítás a dán szabályt követi.&lt;/li&gt;
&lt;li&gt;Engedély csak a városon belüli üres mezőkre kerülhet, soha nem falhelyre vagy a templom
alapgödrére; a kereskedelmi mezők megengedettek.&lt;/li&gt;
&lt;li&gt;A lerombolt munkáskunyhó nem kerülhet falhelyre, a templom alapgödrére, sem a
városon kívülre.&lt;/li&gt;
&lt;li&gt;Keleti fal: mindkét szabálykönyv csak szomszédos kaput vagy fallapkát kíván meg, ezért ez az
alapeset. A beállítás a kiadó összefoglalóját követi, amely az összes 2 aranyas falhely után nyitja meg ezeket a
helyeket.&lt;/li&gt;
&lt;li&gt;Lapok hiánya: a visszaadott befolyáskártyák mindig abból a színből kerülnek ki, amelyből a játékosnak
a legtöbb van (egyenlőségnél: piros, kék, zöld). Ha a bank még mindig hiányt szenved, a jövedelmet a játékosok sorrendjében fizetik ki,
amíg el nem fogy. Az üres bankból történő egyéb húzások csak a maradékot adják.&lt;/li&gt;
&lt;li&gt;Egy épület legfeljebb két saját méretű épületet szoríthat ki; olyan hely, amely hármat vagy
többet fedne le belőlük, nem megengedett.&lt;/li&gt;
&lt;li&gt;Ha egy építtetőnek kevesebb kockája van, mint ahány zászló, a maradék kockáit rakja le.&lt;/li&gt;
&lt;li&gt;A „ház” és a „műhely” saját elnevezésünk arra a két épületre, amelyet minden játékos megvásárolhat.&lt;/li&gt;
&lt;li&gt;Ha egy játékos egyszerre veszíti el mindkét munkáskunyhóját, először a kicsit helyezi el.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Saját szabály: a város, amely már nem bővülhet.&lt;/b&gt; A szabályok szerint a játék csak akkor ér véget, amikor egy játékos lerakja az utolsó kockáját, a város viszont úgy is megtelhet, hogy többé senki sem tud építeni (véletlenszerű játékosok között nagyjából 300–900 játszmából egyszer). Ezért ha minden falhely foglalt és a templom elkészült, akkor egy teljes kör, amelyben egyik játékosnak sincs mit építenie, sem lerakható fallapkája vagy templomlapkája, véget vet a játéknak. A táblán a legtöbb kockával rendelkező játékos nyer; egyenlőség esetén a több arannyal rendelkező, és akik így is holtversenyben vannak, osztoznak a győzelmen. A &lt;i&gt;Saját szabály: véget ér a játék, ha a város már nem bővülhet&lt;/i&gt; beállítás alapból be van kapcsolva; kikapcsolva az ilyen játék sosem ér véget.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Csak gépi játékosok.&lt;/b&gt; Ha a saját szabály ki van kapcsolva, azt a játékot, amelyben minden helyen gépi játékos ül, senki sem állítja le, ezért 100 kör után véget ér. A táblán a legtöbb kockával rendelkező játékos nyer; egyenlőség esetén a több arannyal rendelkező, és akik így is holtversenyben vannak, osztoznak a győzelmen. Próbáinkban a véletlenszerűen lépő gépi játékosok minden befejezhető játékot legfeljebb 52 kör alatt befejeztek, így csak olyan játék éri el a korlátot, amely sosem érne véget. Ha legalább egy emberi játékos is játszik, nincs korlát.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
</context>
<context>
    <name>ElasundSituations</name>
    <message>
        <source>The city at the start: the gates, each player&apos;s workers&apos; huts on the framed squares of their colour, and the ship waiting for the first roll.</source>
        <translation>A város a kezdéskor: a kapuk, minden játékos munkáskunyhói a saját színű keretes mezőkön, és a hajó, amely az első dobásra vár.</translation>
    </message>
    <message>
        <source>A turn begins with the dice (phase 1); construction, a permit or gold, and a bonus follow. Choosing a building before the roll is refused.</source>
        <translation>A kör kockadobással kezdődik (1. fázis); utána építés, engedély vagy arany, majd bónusz jön. Ha a dobás előtt választanál épületet, a program elutasítja.</translation>
    </message>
    <message>
        <source>A 7: the pirates move the ship to any row but the one it is in, which is refused.</source>
        <translation>7-es: a kalózok bármelyik sorba vihetik a hajót, kivéve azt, amelyben áll; azt a program elutasítja.</translation>
    </message>
    <message>
        <source>The pirates&apos; row: every player gives up one card of their choice for each of their cubes there.</source>
        <translation>A kalózok sora: minden játékos az ott álló minden kockájáért egy általa választott lapot ad le.</translation>
    </message>
    <message>
        <source>Where the workshop may stand: its squares hold your permit of the highest value and enough permits, inside the city and off the church site.</source>
        <translation>Hová kerülhet a műhely: a mezőin a te legnagyobb értékű engedélyed van, és elég engedély, a városon belül és nem a templom alapgödrén.</translation>
    </message>
    <message>
        <source>A bigger building removed a workers&apos; hut: it is re-placed at once, for free, on free squares inside the city.</source>
        <translation>Egy nagyobb épület eltávolított egy munkáskunyhót: azonnal, ingyen újra lekerül szabad mezőkre a városon belül.</translation>
    </message>
    <message>
        <source>A wall tile goes on a free wall space next to a city gate or to a wall tile already built.</source>
        <translation>Fallapka szabad falhelyre kerül, városkapu vagy már megépült fallapka mellé.</translation>
    </message>
    <message>
        <source>A church tile costs 7 gold and no permits; your cube on it stays for good.</source>
        <translation>Egy templomlapka 7 aranyba kerül, engedély nem kell hozzá; a rajta álló kockád végleg ott marad.</translation>
    </message>
    <message>
        <source>Where a building stands decides its trade points: each windmill on its squares moves your marker up the trade track.</source>
        <translation>Az épület helye dönti el a kereskedelmi pontjait: a mezőin álló minden szélmalom feljebb viszi a jelződet a kereskedelmi sávon.</translation>
    </message>
    <message>
        <source>Phase 3: your permit goes on a free square of the ship&apos;s row, or of any row for two influence cards of one colour; a square with a permit or a building, and the church site, are refused.</source>
        <translation>3. fázis: az engedélyed a hajó sorának egy szabad mezőjére kerül, vagy két azonos színű befolyáskártyáért bármelyik sorba; az engedélyes vagy épületes mezőt és a templom alapgödrét a program elutasítja.</translation>
    </message>
    <message>
        <source>Phase 4, the bonus: with two influence cards of one colour, move or upgrade one of your permits, or take gold.</source>
        <translation>4. fázis, a bónusz: két azonos színű befolyáskártyáért áthelyezheted vagy feljavíthatod egy engedélyedet, vagy aranyat vehetsz el.</translation>
    </message>
    <message>
        <source>Late in the game: the score beside each player counts their cubes on the board, and the first to place the tenth wins at once.</source>
        <translation>A játék vége felé: a játékosok melletti szám a táblán lévő kockáikat mutatja, és aki elsőként leteszi a tizediket, azonnal nyer.</translation>
    </message>
</context>
<context>
    <name>Elfenland</name>
    <message>
        <source>Rounds</source>
        <translation>Fordulók</translation>
    </message>
    <message>
        <source>4 rounds (Ukrainian rules)</source>
        <translation>4 forduló (ukrán szabály)</translation>
    </message>
    <message>
        <source>3 rounds (later English edition)</source>
        <translation>3 forduló (későbbi angol kiadás)</translation>
    </message>
    <message>
        <source>Caravan</source>
        <translation>Karaván</translation>
    </message>
    <message>
        <source>Only without the matching cards</source>
        <translation>Csak a megfelelő lapok híján</translation>
    </message>
    <message>
        <source>Always allowed instead of them</source>
        <translation>Mindig szabad helyettük</translation>
    </message>
    <message>
        <source>Home town variant</source>
        <translation>Szülőváros-változat</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nem</translation>
    </message>
    <message>
        <source>Yes: a secret town card each</source>
        <translation>Igen: mindenkinek titkos városkártya</translation>
    </message>
    <message numerus="yes">
        <source>{player} is dealt %n travel cards.</source>
        <translation>
            <numerusform>{player} %n utazókártyát kap.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} draws a secret counter: {transport}.</source>
        <translation>{player} titkos lapkát húz: {transport}.</translation>
    </message>
    <message>
        <source>{player} takes the face-up counter: {transport}.</source>
        <translation>{player} elveszi a felfordított lapkát: {transport}.</translation>
    </message>
    <message>
        <source>New face-up counter in the row: {transport}.</source>
        <translation>Új felfordított lapka a sorban: {transport}.</translation>
    </message>
    <message>
        <source>{player} draws blind from the pile: {transport}.</source>
        <translation>{player} vakon húz a kupacból: {transport}.</translation>
    </message>
    <message>
        <source>{player} places a counter ({transport}) on the road {town_a} – {town_b}.</source>
        <translation>{player} lapkát ({transport}) tesz erre az útra: {town_a} – {town_b}.</translation>
    </message>
    <message>
        <source>{player} places the obstacle on the road {town_a} – {town_b}.</source>
        <translation>{player} akadályt tesz az útra: {town_a} – {town_b}.</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} passzol.</translation>
    </message>
    <message>
        <source>{player} has nothing to place and passes.</source>
        <translation>{player} nem tud mit letenni, ezért passzol.</translation>
    </message>
    <message>
        <source>Planning is over: the elves set off.</source>
        <translation>A tervezés véget ért: a tündék útnak indulnak.</translation>
    </message>
    <message numerus="yes">
        <source>{player} travels to {town}, paying %n cards: {card}.</source>
        <translation>
            <numerusform>{player} ide utazik: {town}, és %n lapot fizet: {card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} sets off to {town} as a caravan and pays %n cards of any kind.</source>
        <translation>
            <numerusform>{player} karavánnal indul ide: {town}, és %n tetszőleges lapot fizet.</numerusform>
        </translation>
    </message>
    <message>
        <source>The caravan of {player} reaches {town}.</source>
        <translation>{player} karavánja megérkezik: {town}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} collects the town piece of {town} (%n in all).</source>
        <translation>
            <numerusform>{player} felveszi a városjelzőjét itt: {town} (összesen %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} has visited every town before the end of round 3 and wins at once!</source>
        <translation>{player} a 3. forduló vége előtt minden várost meglátogatott, és azonnal nyer!</translation>
    </message>
    <message>
        <source>{player} ends the journey.</source>
        <translation>{player} befejezi az utazást.</translation>
    </message>
    <message numerus="yes">
        <source>{player} holds too many cards and must discard %n.</source>
        <translation>
            <numerusform>{player} kezében túl sok lap van: %n lapot el kell dobnia.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} discards a card: {card}.</source>
        <translation>{player} eldob egy lapot: {card}.</translation>
    </message>
    <message>
        <source>Round {round} is over.</source>
        <translation>Véget ért a forduló ({round}.).</translation>
    </message>
    <message>
        <source>{player} keeps a face-up counter: {transport}.</source>
        <translation>{player} megtart egy felfordított lapkát: {transport}.</translation>
    </message>
    <message>
        <source>{player} keeps a face-down counter: {transport}.</source>
        <translation>{player} megtart egy lefordított lapkát: {transport}.</translation>
    </message>
    <message>
        <source>{player} returns every counter.</source>
        <translation>{player} minden lapkát visszaad.</translation>
    </message>
    <message>
        <source>Round {round} begins; {player} starts.</source>
        <translation>Új forduló kezdődik ({round}.); {player} kezd.</translation>
    </message>
    <message numerus="yes">
        <source>Home town of {player}: {town}, %n steps away.</source>
        <translation>
            <numerusform>{player} szülővárosa: {town}, %n lépésnyire.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} wins with %n points!</source>
        <translation>
            <numerusform>{player} nyer %n ponttal!</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} draws a secret counter.</source>
        <translation>{player} titkos lapkát húz.</translation>
    </message>
    <message>
        <source>{player} keeps a face-down counter.</source>
        <translation>{player} megtart egy lefordított lapkát.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A játék véget ért.</translation>
    </message>
    <message>
        <source>This is not a move of Elfenland.</source>
        <translation>Ez nem Elfenland-lépés.</translation>
    </message>
    <message>
        <source>It is {player}&apos;s decision now.</source>
        <translation>Most {player} dönt.</translation>
    </message>
    <message>
        <source>That choice does not exist here.</source>
        <translation>Ilyen választás itt nincs.</translation>
    </message>
    <message>
        <source>You cannot do that in this phase.</source>
        <translation>Ebben a szakaszban ezt nem teheted.</translation>
    </message>
    <message>
        <source>You hold no counter of this kind: {transport}.</source>
        <translation>Nincs ilyen lapkád: {transport}.</translation>
    </message>
    <message>
        <source>Rivers and lakes never carry counters or obstacles.</source>
        <translation>Folyóra és tóra soha nem kerül lapka vagy akadály.</translation>
    </message>
    <message>
        <source>You have already used your obstacle.</source>
        <translation>Az akadályodat már felhasználtad.</translation>
    </message>
    <message>
        <source>An obstacle can only go on a road that already carries a transport counter.</source>
        <translation>Akadály csak olyan útra kerülhet, amelyen már van szállítólapka.</translation>
    </message>
    <message>
        <source>This road already has an obstacle.</source>
        <translation>Ezen az úton már van akadály.</translation>
    </message>
    <message>
        <source>A caravan cannot cross rivers or lakes.</source>
        <translation>Karaván nem kelhet át folyón vagy tavon.</translation>
    </message>
    <message>
        <source>Nobody can use this road: it carries no transport counter.</source>
        <translation>Ezt az utat senki sem használhatja: nincs rajta szállítólapka.</translation>
    </message>
    <message>
        <source>You can pay the matching cards, so no caravan (game option).</source>
        <translation>Ki tudod fizetni a megfelelő lapokkal, így nincs karaván (játékbeállítás).</translation>
    </message>
    <message>
        <source>You hold no such card: {card}.</source>
        <translation>Nincs ilyen lapod: {card}.</translation>
    </message>
    <message numerus="yes">
        <source>First discard down to 4 cards (%n more).</source>
        <translation>
            <numerusform>Előbb dobj el 4 lapig (még %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First pay the caravan (%n more cards).</source>
        <translation>
            <numerusform>Előbb fizesd ki a karavánt (még %n lap).</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw your secret counter</source>
        <translation>Titkos lapka húzása</translation>
    </message>
    <message>
        <source>Take the face-up counter no. {number}</source>
        <translation>Felfordított lapka elvétele ({number}.)</translation>
    </message>
    <message>
        <source>Draw blind from the pile</source>
        <translation>Vakon húzás a kupacból</translation>
    </message>
    <message>
        <source>Place a counter here: {transport}</source>
        <translation>Lapka lerakása ide: {transport}</translation>
    </message>
    <message>
        <source>Place your obstacle here</source>
        <translation>Akadály lerakása ide</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passz</translation>
    </message>
    <message>
        <source>Go by road {town_a} – {town_b} with the counter&apos;s cards</source>
        <translation>Utazás úton: {town_a} – {town_b}, a lapka lapjaival</translation>
    </message>
    <message>
        <source>Go by river {town_a} – {town_b} with rafts</source>
        <translation>Utazás folyón: {town_a} – {town_b}, tutajjal</translation>
    </message>
    <message>
        <source>Take the ferry {town_a} – {town_b} (2 rafts)</source>
        <translation>Komp: {town_a} – {town_b} (2 tutaj)</translation>
    </message>
    <message>
        <source>Go as a caravan {town_a} – {town_b} (any cards)</source>
        <translation>Karavánnal: {town_a} – {town_b} (bármilyen lapok)</translation>
    </message>
    <message>
        <source>Pay with a card: {card}</source>
        <translation>Fizetés lappal: {card}</translation>
    </message>
    <message>
        <source>End your move</source>
        <translation>Utazás befejezése</translation>
    </message>
    <message>
        <source>Discard a card: {card}</source>
        <translation>Lap eldobása: {card}</translation>
    </message>
    <message>
        <source>Keep a face-up counter: {transport}</source>
        <translation>Felfordított lapka megtartása: {transport}</translation>
    </message>
    <message>
        <source>Keep a face-down counter: {transport}</source>
        <translation>Lefordított lapka megtartása: {transport}</translation>
    </message>
    <message>
        <source>Keep no counter</source>
        <translation>Minden lapka visszaadása</translation>
    </message>
    <message>
        <source>Giant Pig</source>
        <translation>Óriásdisznó</translation>
    </message>
    <message>
        <source>Elfcycle</source>
        <translation>Tündebicikli</translation>
    </message>
    <message>
        <source>Magic Cloud</source>
        <translation>Varázsfelhő</translation>
    </message>
    <message>
        <source>Unicorn</source>
        <translation>Egyszarvú</translation>
    </message>
    <message>
        <source>Troll Wagon</source>
        <translation>Trollszekér</translation>
    </message>
    <message>
        <source>Dragon</source>
        <translation>Sárkány</translation>
    </message>
    <message>
        <source>Raft</source>
        <translation>Tutaj</translation>
    </message>
    <message>
        <source>plains</source>
        <translation>síkság</translation>
    </message>
    <message>
        <source>woods</source>
        <translation>erdő</translation>
    </message>
    <message>
        <source>desert</source>
        <translation>sivatag</translation>
    </message>
    <message>
        <source>mountains</source>
        <translation>hegység</translation>
    </message>
    <message>
        <source>river</source>
        <translation>folyó</translation>
    </message>
    <message>
        <source>lake</source>
        <translation>tó</translation>
    </message>
    <message>
        <source>Elvenhold</source>
        <translation>Elvenhold</translation>
    </message>
    <message>
        <source>Feodor</source>
        <translation>Feodor</translation>
    </message>
    <message>
        <source>Lapphalya</source>
        <translation>Lapphalya</translation>
    </message>
    <message>
        <source>Rivinia</source>
        <translation>Rivinia</translation>
    </message>
    <message>
        <source>Erg&apos;Eren</source>
        <translation>Erg&apos;Eren</translation>
    </message>
    <message>
        <source>Beata</source>
        <translation>Beata</translation>
    </message>
    <message>
        <source>Strykhaven</source>
        <translation>Strykhaven</translation>
    </message>
    <message>
        <source>Virst</source>
        <translation>Virst</translation>
    </message>
    <message>
        <source>Jxara</source>
        <translation>Jxara</translation>
    </message>
    <message>
        <source>Mah&apos;Davikia</source>
        <translation>Mah&apos;Davikia</translation>
    </message>
    <message>
        <source>Grangor</source>
        <translation>Grangor</translation>
    </message>
    <message>
        <source>Kihromah</source>
        <translation>Kihromah</translation>
    </message>
    <message>
        <source>Dag&apos;Amura</source>
        <translation>Dag&apos;Amura</translation>
    </message>
    <message>
        <source>Al&apos;Baran</source>
        <translation>Al&apos;Baran</translation>
    </message>
    <message>
        <source>Parundia</source>
        <translation>Parundia</translation>
    </message>
    <message>
        <source>Usselen</source>
        <translation>Usselen</translation>
    </message>
    <message>
        <source>Wylhien</source>
        <translation>Wylhien</translation>
    </message>
    <message>
        <source>Jaccaranda</source>
        <translation>Jaccaranda</translation>
    </message>
    <message>
        <source>Throtmanni</source>
        <translation>Throtmanni</translation>
    </message>
    <message>
        <source>Tichih</source>
        <translation>Tichih</translation>
    </message>
    <message>
        <source>Yttar</source>
        <translation>Yttar</translation>
    </message>
    <message numerus="yes">
        <source>%n travel cards</source>
        <translation>
            <numerusform>%n utazókártya</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n transport counters</source>
        <translation>
            <numerusform>%n szállítólapka</numerusform>
        </translation>
    </message>
    <message>
        <source>Travel cards dealt</source>
        <translation>Kiosztott utazókártyák</translation>
    </message>
    <message>
        <source>Town pieces</source>
        <translation>Városjelzők</translation>
    </message>
    <message>
        <source>Travel cards</source>
        <translation>Utazókártyák</translation>
    </message>
    <message>
        <source>Counters held</source>
        <translation>Lapkák a játékosnál</translation>
    </message>
    <message>
        <source>Phase 2: draw your secret transport counter</source>
        <translation>2. szakasz: húzd ki titkos szállítólapkádat</translation>
    </message>
    <message>
        <source>Phase 3: take a counter from the face-up row or blind from the pile</source>
        <translation>3. szakasz: végy lapkát a felfordított sorból vagy vakon a kupacból</translation>
    </message>
    <message>
        <source>Phase 4: place a counter or your obstacle on a road, or pass</source>
        <translation>4. szakasz: tegyél lapkát vagy akadályt egy útra, vagy passzolj</translation>
    </message>
    <message>
        <source>Phase 5: travel to a highlighted town, or end your move</source>
        <translation>5. szakasz: utazz egy kiemelt városba, vagy fejezd be az utazást</translation>
    </message>
    <message>
        <source>Caravan: pay any cards, one at a time</source>
        <translation>Karaván: fizess bármilyen lapokkal, egyenként</translation>
    </message>
    <message>
        <source>Discard down to 4 travel cards</source>
        <translation>Dobj el 4 utazókártyáig</translation>
    </message>
    <message>
        <source>Phase 6: keep at most one counter for the next round</source>
        <translation>6. szakasz: legfeljebb egy lapkát tarthatsz meg a következő fordulóra</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>A játék véget ért</translation>
    </message>
    <message>
        <source>Distance from the home town</source>
        <translation>Távolság a szülővárostól</translation>
    </message>
    <message>
        <source>This road already carries a counter ({transport}); a road takes only one.</source>
        <translation>Ezen az úton már van lapka ({transport}); egy útra csak egy kerülhet.</translation>
    </message>
    <message numerus="yes">
        <source>Tied on points: {player} wins the tie with more travel cards in hand (%n).</source>
        <translation>
            <numerusform>Pontegyenlőség: {player} nyer, mert több utazókártya maradt a kezében (%n lap).</numerusform>
        </translation>
    </message>
    <message>
        <source>{transport} cannot travel through {terrain}; this road takes only: {allowed}.</source>
        <translation>{transport}: ezen a terepen nem közlekedhet ({terrain}); erre az útra csak ezek kerülhetnek: {allowed}.</translation>
    </message>
    <message>
        <source>{town} is not next to {here}: travel one route at a time (hover a town to see the cheapest way).</source>
        <translation>{town} nem szomszédos ezzel a várossal: {here}. Egyszerre egy útvonalat tegyél meg (vidd az egeret egy város fölé a legolcsóbb útért).</translation>
    </message>
    <message numerus="yes">
        <source>A caravan here costs %n cards of any kind; you hold {have}.</source>
        <translation>
            <numerusform>Itt a karaván %n tetszőleges lapba kerül; neked {have} van.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This step costs %n cards of one kind ({card}); you hold {have}.</source>
        <translation>
            <numerusform>Ez a lépés %n egyforma lapba kerül ({card}); neked {have} van.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This road costs %n cards of one kind ({card}) and you hold {have}; a caravan would need {caravan_cards}.</source>
        <translation>
            <numerusform>Ez az út %n egyforma lapba kerül ({card}), neked {have} van; a karavánhoz ennyi kellene: {caravan_cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The ferry costs %n rafts; you hold {have}.</source>
        <translation>
            <numerusform>A komp %n tutajlapba kerül; neked {have} van.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Against the current this river costs %n rafts; you hold {have}.</source>
        <translation>
            <numerusform>Ár ellen ez a folyó %n tutajlapba kerül; neked {have} van.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With the current this river costs %n rafts, and you hold none.</source>
        <translation>
            <numerusform>Árral ez a folyó %n tutajlapba kerül, neked pedig nincs.</numerusform>
        </translation>
    </message>
    <message>
        <source>First draw your secret counter: click the pile. The face-up row comes next.</source>
        <translation>Előbb húzd fel a titkos lapkádat: kattints a kupacra. A felfordított sor ezután jön.</translation>
    </message>
    <message numerus="yes">
        <source>%n cards of any kind</source>
        <translation>
            <numerusform>%n tetszőleges lap</numerusform>
        </translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontok</translation>
    </message>
    <message numerus="yes">
        <source>Town pieces collected: %n points each</source>
        <translation>
            <numerusform>Összegyűjtött városjelzők: darabonként %n pont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Home town: %n points less per step still to go</source>
        <translation>
            <numerusform>Szülőváros: minden hátralévő lépés %n pont levonás</numerusform>
        </translation>
    </message>
    <message>
        <source>Travel cards in hand</source>
        <translation>Utazókártyák a kézben</translation>
    </message>
    <message>
        <source>Face-down transport counters</source>
        <translation>Lefordított szállítólapkák</translation>
    </message>
    <message>
        <source>Town card</source>
        <translation>Városkártya</translation>
    </message>
    <message>
        <source>{player} visited every town before the end of round 3 and won at once.</source>
        <translation>{player} a 3. forduló vége előtt minden várost meglátogatott, és azonnal nyert.</translation>
    </message>
    <message numerus="yes">
        <source>{player} has the most points (%n) and wins.</source>
        <translation>
            <numerusform>{player} szerezte a legtöbb pontot (%n), és nyert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} are tied on %n points.</source>
        <translation>
            <numerusform>Pontegyenlőség %n ponttal: {players}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie-break, the most travel cards left in hand: {standing}.</source>
        <translation>Holtversenyben a kézben maradt legtöbb utazókártya dönt: {standing}.</translation>
    </message>
    <message>
        <source>{player} wins the tie.</source>
        <translation>A holtversenyt megnyerte: {player}.</translation>
    </message>
    <message>
        <source>{players} are still tied and share the victory.</source>
        <translation>Továbbra is holtverseny: {players} osztoznak a győzelmen.</translation>
    </message>
    <message>
        <source>Pay with a card:</source>
        <translation>Fizetés lappal:</translation>
    </message>
    <message>
        <source>Discard a card:</source>
        <translation>Lap eldobása:</translation>
    </message>
    <message>
        <source>Keep a face-up counter:</source>
        <translation>Felfordított lapka megtartása:</translation>
    </message>
    <message>
        <source>Keep a face-down counter:</source>
        <translation>Lefordított lapka megtartása:</translation>
    </message>
</context>
<context>
    <name>ElfenlandBoard</name>
    <message>
        <source>caravan, any {n}</source>
        <translation>karaván: {n} tetszőleges lap</translation>
    </message>
    <message>
        <source>Lake: the ferries across it cost 2 rafts either way.</source>
        <translation>Tó: a komp mindkét irányban 2 tutajba kerül.</translation>
    </message>
    <message>
        <source>Road through {terrain}</source>
        <translation>Út, terep: {terrain}</translation>
    </message>
    <message>
        <source>River: 1 raft with the current (arrows), 2 rafts against it</source>
        <translation>Folyó: 1 tutaj a sodrással (nyilak), 2 tutaj ellene</translation>
    </message>
    <message>
        <source>Ferry across the lake: 2 rafts</source>
        <translation>Komp a tavon át: 2 tutaj</translation>
    </message>
    <message>
        <source>{transport}: cards of this kind needed on this road: {cards}</source>
        <translation>{transport}: ehhez az úthoz szükséges ilyen lapok: {cards}</translation>
    </message>
    <message>
        <source>Obstacle: one more card of the counter&apos;s kind (caravan: 4 cards)</source>
        <translation>Akadály: eggyel több lap a lapka fajtájából (karaván: 4 lap)</translation>
    </message>
    <message>
        <source>The capital: every boot starts here; it has no town pieces.</source>
        <translation>A főváros: minden csizma innen indul; nincs városjelzője.</translation>
    </message>
    <message>
        <source>Pieces still here: {names}</source>
        <translation>Itt maradt jelzők: {names}</translation>
    </message>
    <message>
        <source>Boot of {player}</source>
        <translation>{player} csizmája</translation>
    </message>
    <message>
        <source>{town}: out of reach with your cards</source>
        <translation>{town}: a lapjaiddal elérhetetlen</translation>
    </message>
    <message>
        <source>{town}: you are here</source>
        <translation>{town}: itt vagy</translation>
    </message>
    <message>
        <source>Cheapest way to {town} (cards: {n})</source>
        <translation>Legolcsóbb út ide: {town} (lapok: {n})</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>{round}. forduló / {rounds}</translation>
    </message>
    <message>
        <source>Face-up counters</source>
        <translation>Felfordított lapkák</translation>
    </message>
    <message>
        <source>Pile: {n}</source>
        <translation>Kupac: {n}</translation>
    </message>
    <message>
        <source>Travel cards outside the hands: {n}</source>
        <translation>Utazókártyák a kezeken kívül: {n}</translation>
    </message>
    <message>
        <source>River: 1 raft downstream, 2 upstream</source>
        <translation>Folyó: 1 tutaj a sodrással, 2 ellene</translation>
    </message>
    <message>
        <source>Ferry: 2 rafts</source>
        <translation>Komp: 2 tutaj</translation>
    </message>
    <message>
        <source>Towns: {n}</source>
        <translation>Városok: {n}</translation>
    </message>
    <message>
        <source>Cards: {n}</source>
        <translation>Lapok: {n}</translation>
    </message>
    <message>
        <source>Face-down counter (only you see it): {transport}</source>
        <translation>Lefordított lapka (csak te látod): {transport}</translation>
    </message>
    <message>
        <source>Face-down counter</source>
        <translation>Lefordított lapka</translation>
    </message>
    <message>
        <source>Obstacle not used yet</source>
        <translation>Az akadály még nincs felhasználva</translation>
    </message>
    <message>
        <source>Home town: {town}</source>
        <translation>Szülőváros: {town}</translation>
    </message>
    <message>
        <source>Travel costs</source>
        <translation>Utazási költségek</translation>
    </message>
    <message>
        <source>Cards of the counter&apos;s kind per step; – means the transport cannot use that terrain. River: 1 raft with the current, 2 against it. Obstacle: one card more. Caravan: any 3 cards on a road with a counter (4 with an obstacle).</source>
        <translation>A lapka fajtájának lapjai lépésenként; a – jelentése: a szállítóeszköz nem használhatja azt a terepet. Folyó: 1 tutaj a sodrással, 2 ellene. Akadály: eggyel több lap. Karaván: 3 tetszőleges lap lapkás úton (akadállyal 4).</translation>
    </message>
    <message>
        <source>Travel costs…</source>
        <translation>Utazási költségek…</translation>
    </message>
    <message>
        <source>Travel cards ({n}):</source>
        <translation>Utazókártyák ({n}):</translation>
    </message>
    <message>
        <source>Face-up counters: {list}</source>
        <translation>Felfordított lapkák: {list}</translation>
    </message>
    <message>
        <source>Face-down counters: {list}</source>
        <translation>Lefordított lapkák: {list}</translation>
    </message>
    <message>
        <source>Obstacle: in hand</source>
        <translation>Akadály: nálad</translation>
    </message>
    <message>
        <source>Obstacle: used</source>
        <translation>Akadály: felhasználva</translation>
    </message>
    <message>
        <source>Caravan to {town}: cards still to pay: {n}</source>
        <translation>Karaván ide: {town}; még fizetendő lapok: {n}</translation>
    </message>
    <message>
        <source>Towns still to visit</source>
        <translation>Még meglátogatandó városok</translation>
    </message>
    <message>
        <source>Journey of {player} this round: {towns}</source>
        <translation>{player} útja ebben a fordulóban: {towns}</translation>
    </message>
    <message numerus="yes">
        <source>%n towns still to visit</source>
        <translation>
            <numerusform>még %n várost kell meglátogatnia</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ElfenlandRules</name>
    <message>
        <source>What is in the game</source>
        <translation>Mi van a játékban</translation>
    </message>
    <message>
        <source>&lt;p&gt;In Elfenland, 2 to 6 young elves travel across their land. Whoever
visits the most towns in four rounds wins.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;The map&lt;/b&gt;: 21 towns. The capital Elvenhold is where every journey starts;
each of the other 20 towns holds one &lt;b&gt;town piece&lt;/b&gt; of every player. Towns are
joined by 35 roads through plains, woods, desert or mountains, by 7 stretches of
river and by 6 ferry lines across the two lakes, Mare Magnum and Mare Nebulae.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;72 travel cards&lt;/b&gt;: 10 each of Giant Pig, Elfcycle, Magic Cloud, Unicorn,
Troll Wagon and Dragon, and 12 Rafts.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;48 transport counters&lt;/b&gt;: 8 of each of the six transports (there are no
raft counters).&lt;/li&gt;
&lt;li&gt;&lt;b&gt;6 obstacles&lt;/b&gt;, one per player.&lt;/li&gt;
&lt;li&gt;For each player an &lt;b&gt;elf boot&lt;/b&gt; and 20 town pieces in his colour.&lt;/li&gt;
&lt;li&gt;12 &lt;b&gt;town cards&lt;/b&gt;, used only in the home-town variant.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;p&gt;Az Elfenlandben 2–6 ifjú tünde járja be hazáját. Az nyer, aki négy forduló alatt a legtöbb várost látogatja meg.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;A térkép&lt;/b&gt;: 21 város. A fővárosból, Elvenholdból indul minden utazás; a másik 20 város mindegyikében minden játékosnak van egy &lt;b&gt;városjelzője&lt;/b&gt;. A városokat 35 út köti össze síkságon, erdőn, sivatagon vagy hegységen át, továbbá 7 folyószakasz és 6 kompjárat a két tavon, a Mare Magnumon és a Mare Nebulaen.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;72 utazókártya&lt;/b&gt;: 10-10 Óriásdisznó, Tündebicikli, Varázsfelhő, Egyszarvú, Trollszekér és Sárkány, valamint 12 Tutaj.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;48 szállítólapka&lt;/b&gt;: a hat szállítóeszköz mindegyikéből 8 (tutajlapka nincs).&lt;/li&gt;
&lt;li&gt;&lt;b&gt;6 akadály&lt;/b&gt;, játékosonként egy.&lt;/li&gt;
&lt;li&gt;Minden játékosnak egy &lt;b&gt;tündecsizma&lt;/b&gt; és 20 városjelző a saját színében.&lt;/li&gt;
&lt;li&gt;12 &lt;b&gt;városkártya&lt;/b&gt;, csak a szülőváros-változathoz.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Előkészületek</translation>
    </message>
    <message>
        <source>&lt;ul&gt;
&lt;li&gt;All boots stand in Elvenhold. Every other town holds one piece of each player.&lt;/li&gt;
&lt;li&gt;Each player receives one obstacle. The obstacles are not mixed with the
transport counters.&lt;/li&gt;
&lt;li&gt;The 48 transport counters are shuffled face down into a pile, and 5 of them are
laid face up in a row next to it.&lt;/li&gt;
&lt;li&gt;The program draws the starting player at random.&lt;/li&gt;
&lt;li&gt;In the home-town variant each player is also dealt one town card face down.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;
&lt;li&gt;Minden csizma Elvenholdban áll. Minden más városban minden játékosnak van egy jelzője.&lt;/li&gt;
&lt;li&gt;Minden játékos kap egy akadályt. Az akadályokat nem keverik a szállítólapkák közé.&lt;/li&gt;
&lt;li&gt;A 48 szállítólapkát lefordítva kupacba keverik, és közülük 5-öt felfordítva sorba tesznek mellé.&lt;/li&gt;
&lt;li&gt;A kezdőjátékost a program sorsolja ki.&lt;/li&gt;
&lt;li&gt;A szülőváros-változatban minden játékos kap egy lefordított városkártyát is.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>A round in six phases</source>
        <translation>Egy forduló hat szakasza</translation>
    </message>
    <message>
        <source>&lt;p&gt;The game lasts &lt;b&gt;4 rounds&lt;/b&gt; (an option offers 3, as in a later English
edition). Every round runs through six phases, each one in turn order from the
starting player:&lt;/p&gt;
&lt;ol&gt;
&lt;li&gt;&lt;b&gt;Travel cards.&lt;/b&gt; All cards outside the players&apos; hands are shuffled, and every
player&apos;s hand is filled up to 8 cards. The program does this by itself.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;A secret counter.&lt;/b&gt; Each player draws one transport counter from the pile and
keeps it face down: only he knows it.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Open counters.&lt;/b&gt; Three times around the table, each player takes one counter.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Planning.&lt;/b&gt; Players place counters on roads.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Travelling.&lt;/b&gt; One after the other, players move their boots.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;End of the round.&lt;/b&gt; Counters are returned and the next starting player
begins.&lt;/li&gt;
&lt;/ol&gt;</source>
        <translation>&lt;p&gt;A játék &lt;b&gt;4 fordulóig&lt;/b&gt; tart (egy beállítással 3-ig, mint egy későbbi angol kiadásban). Minden forduló hat szakaszból áll, mindegyikben a kezdőjátékostól sorban:&lt;/p&gt;
&lt;ol&gt;
&lt;li&gt;&lt;b&gt;Utazókártyák.&lt;/b&gt; A játékosok kezén kívüli összes lapot megkeverik, és minden kezet 8 lapra egészítenek ki. Ezt a program maga végzi.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Titkos lapka.&lt;/b&gt; Mindenki húz egy szállítólapkát a kupacból, és lefordítva tartja: csak ő ismeri.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Nyílt lapkák.&lt;/b&gt; Háromszor körbe minden játékos elvesz egy lapkát.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Tervezés.&lt;/b&gt; A játékosok lapkákat tesznek az utakra.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Utazás.&lt;/b&gt; A játékosok egymás után mozgatják csizmájukat.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;A forduló vége.&lt;/b&gt; A lapkák visszakerülnek, és a következő kezdőjátékos indít.&lt;/li&gt;
&lt;/ol&gt;</translation>
    </message>
    <message>
        <source>Drawing transport counters</source>
        <translation>Szállítólapkák húzása</translation>
    </message>
    <message>
        <source>&lt;p&gt;In phase 2 every player takes the top counter of the pile face down.&lt;/p&gt;
&lt;p&gt;In phase 3 each player, three times in turn order, takes either one of the 5
face-up counters of the row (click it) or the top counter of the pile without
looking (click the pile). A counter taken from the row is replaced at once from the
pile, so the row always shows 5 counters. Counters taken in phase 3 lie face up in
front of their owner for everybody to see. Nobody may pass in this phase.&lt;/p&gt;
&lt;p&gt;So a player has at most 5 counters: the one kept from the previous round, one
secret counter and three open ones.&lt;/p&gt;</source>
        <translation>&lt;p&gt;A 2. szakaszban minden játékos lefordítva elveszi a kupac felső lapkáját.&lt;/p&gt;
&lt;p&gt;A 3. szakaszban minden játékos háromszor, sorban elvesz vagy egyet a sor 5 felfordított lapkájából (kattints rá), vagy a kupac felső lapkáját látatlanban (kattints a kupacra). A sorból elvett lapka helyére azonnal új kerül a kupacból, így a sorban mindig 5 lapka látszik. A 3. szakaszban szerzett lapkák felfordítva fekszenek a tulajdonosuk előtt, mindenki láthatja őket. Ebben a szakaszban passzolni nem lehet.&lt;/p&gt;
&lt;p&gt;Egy játékosnak tehát legfeljebb 5 lapkája van: az előző fordulóból megtartott, egy titkos és három nyílt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Planning the routes</source>
        <translation>Az útvonalak tervezése</translation>
    </message>
    <message>
        <source>&lt;p&gt;In turn order, each player either places &lt;b&gt;one&lt;/b&gt; of his counters on a road,
places his obstacle, or passes. Then the next player decides.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;A road carries at most one transport counter.&lt;/li&gt;
&lt;li&gt;A counter may only go on a road its transport can use (see the cost chart in
&lt;a href=&apos;section:travelling&apos;&gt;Travelling and costs&lt;/a&gt;). A Unicorn, for example,
never goes on a plains road.&lt;/li&gt;
&lt;li&gt;Rivers and lakes never receive counters.&lt;/li&gt;
&lt;li&gt;A counter on the board serves &lt;b&gt;every&lt;/b&gt; player, not only the one who put it
there.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;A player who has passed may place again on a later turn. The phase ends when all
players have passed one after the other. A player who has nothing he could place is
passed by the program without being asked.&lt;/p&gt;
&lt;p&gt;On the board the roads where your counters may go are highlighted; click one. If
several of your counters fit that road, a menu asks which.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sorban minden játékos vagy &lt;b&gt;egy&lt;/b&gt; lapkáját teszi le egy útra, vagy az akadályát, vagy passzol. Utána a következő játékos dönt.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Egy úton legfeljebb egy szállítólapka lehet.&lt;/li&gt;
&lt;li&gt;Lapka csak olyan útra kerülhet, amelyet a szállítóeszköze használhat (lásd a táblázatot: &lt;a href=&apos;section:travelling&apos;&gt;Utazás és költségek&lt;/a&gt;). Egyszarvú például soha nem kerül síksági útra.&lt;/li&gt;
&lt;li&gt;Folyóra és tóra soha nem kerül lapka.&lt;/li&gt;
&lt;li&gt;A térképen lévő lapka &lt;b&gt;minden&lt;/b&gt; játékost szolgál, nem csak azt, aki letette.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Aki passzolt, egy későbbi körben újra letehet. A szakasz akkor ér véget, amikor minden játékos egymás után passzolt. Akinek nincs mit letennie, helyette a program kérdés nélkül passzol.&lt;/p&gt;
&lt;p&gt;A térképen ki vannak emelve az utak, ahová a lapkáid kerülhetnek; kattints az egyikre. Ha több lapkád is illik rá, egy menü megkérdezi, melyik.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Travelling and costs</source>
        <translation>Utazás és költségek</translation>
    </message>
    <message>
        <source>&lt;p&gt;In turn order, each player makes his whole journey, then the next player
moves. A journey is any number of steps from town to town. Each step is paid at once
with travel cards; the same road may be used again and again, back and forth, if you
pay each time. You stop when you cannot or do not want to pay any more.&lt;/p&gt;
&lt;p&gt;A step along a road needs a transport counter on that road. You pay cards of the
&lt;b&gt;counter&apos;s&lt;/b&gt; type; the number depends on the terrain:&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Transport&lt;/th&gt;&lt;th&gt;Plains&lt;/th&gt;&lt;th&gt;Woods&lt;/th&gt;&lt;th&gt;Desert&lt;/th&gt;&lt;th&gt;Mountains&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Giant Pig&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Elfcycle&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Magic Cloud&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Unicorn&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Troll Wagon&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Dragon&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;A dash means the transport cannot be used there (and its counter cannot be placed
there). Water is paid with rafts: see &lt;a href=&apos;section:rivers_lakes&apos;&gt;Rivers and
lakes&lt;/a&gt;.&lt;/p&gt;
&lt;p&gt;Every town you reach, even one you only pass through, gives you back your own
piece there (Elvenhold has none). Cards you play go out of your hand. At the end of
your journey you may keep at most 4 cards: discard the rest, choosing which.&lt;/p&gt;
&lt;p&gt;On the board the towns one step away are highlighted with the price of the step.
Click one to go there; when there are several ways (road or river, matching cards or
caravan) a menu asks. Hover over any town to see the cheapest way there with the
cards in your hand. &lt;b&gt;Travel costs…&lt;/b&gt; under your hand shows the whole chart.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sorban minden játékos megteszi a teljes utazását, utána a következő lép. Az utazás tetszőleges számú lépés városról városra. Minden lépést azonnal utazókártyákkal kell kifizetni; ugyanaz az út újra meg újra, oda-vissza is használható, ha minden alkalommal fizetsz. Akkor állsz meg, amikor már nem tudsz vagy nem akarsz fizetni.&lt;/p&gt;
&lt;p&gt;Egy úton tett lépéshez szállítólapka kell azon az úton. A &lt;b&gt;lapka&lt;/b&gt; fajtájának lapjaival fizetsz; a szám a tereptől függ:&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Szállítóeszköz&lt;/th&gt;&lt;th&gt;Síkság&lt;/th&gt;&lt;th&gt;Erdő&lt;/th&gt;&lt;th&gt;Sivatag&lt;/th&gt;&lt;th&gt;Hegység&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Óriásdisznó&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Tündebicikli&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Varázsfelhő&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Egyszarvú&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Trollszekér&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Sárkány&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;A kötőjel azt jelenti, hogy a szállítóeszköz ott nem használható (és a lapkája sem tehető oda). A vízért tutajjal kell fizetni: lásd &lt;a href=&apos;section:rivers_lakes&apos;&gt;Folyók és tavak&lt;/a&gt;.&lt;/p&gt;
&lt;p&gt;Minden városban, ahová eljutsz, akkor is, ha csak áthaladsz rajta, visszakapod a saját jelződet (Elvenholdban nincs ilyen). A kijátszott lapok elhagyják a kezedet. Az utazás végén legfeljebb 4 lapot tarthatsz meg: a többit dobd el, te választod ki, melyeket.&lt;/p&gt;
&lt;p&gt;A térképen az egy lépésnyire lévő városok a lépés árával együtt ki vannak emelve. Kattints egyre, hogy odautazz; ha több mód is van (út vagy folyó, megfelelő lapok vagy karaván), egy menü kérdez. Vidd az egeret bármely város fölé, és látod a legolcsóbb utat oda a kezedben lévő lapokkal. A kezed alatti &lt;b&gt;Utazási költségek…&lt;/b&gt; gomb a teljes táblázatot mutatja.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The caravan</source>
        <translation>A karaván</translation>
    </message>
    <message>
        <source>&lt;p&gt;A player who cannot pay the matching cards for a road may travel it as a
&lt;b&gt;caravan&lt;/b&gt;: he pays &lt;b&gt;any 3 cards&lt;/b&gt;, of any types and rafts included. On a road
with an obstacle a caravan costs 4 cards.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;A caravan also needs a transport counter on the road.&lt;/li&gt;
&lt;li&gt;A caravan never crosses a river or a lake.&lt;/li&gt;
&lt;li&gt;You choose the cards one at a time with the buttons that appear.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;By default (the wording of our Ukrainian source) the caravan is only for a player
who cannot pay the matching cards. The game option &lt;i&gt;Caravan: always allowed instead
of them&lt;/i&gt; lets a player choose the caravan even when he holds the matching
cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Aki egy útért nem tudja kifizetni a megfelelő lapokat, &lt;b&gt;karavánnal&lt;/b&gt; is mehet rajta: &lt;b&gt;bármely 3 lapot&lt;/b&gt; fizet, tetszőleges fajtákból, a tutajt is beleértve. Akadályos úton a karaván 4 lapba kerül.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;A karavánhoz is kell szállítólapka az úton.&lt;/li&gt;
&lt;li&gt;Karaván soha nem kel át folyón vagy tavon.&lt;/li&gt;
&lt;li&gt;A lapokat egyenként választod ki a megjelenő gombokkal.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Alapesetben (ukrán forrásunk szövege szerint) a karaván csak annak jár, aki nem tudja kifizetni a megfelelő lapokat. A &lt;i&gt;Karaván: mindig szabad helyettük&lt;/i&gt; beállítással akkor is választható, ha megvannak a megfelelő lapok.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rivers and lakes</source>
        <translation>Folyók és tavak</translation>
    </message>
    <message>
        <source>&lt;p&gt;Water needs no counter: only &lt;b&gt;raft&lt;/b&gt; cards are paid.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;River&lt;/b&gt;: 1 raft with the current (in the direction of the arrows on the map),
2 rafts against it. Elfenland&apos;s rivers are odd: some flow up into the mountains.
Keep an eye on the arrows.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Lake&lt;/b&gt;: the ferries across Mare Magnum (Elvenhold, Virst, Strykhaven) and
Mare Nebulae (Parundia, Yttar, Grangor) cost 2 rafts in either direction.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;No counter and no obstacle is ever placed on water, and caravans cannot use it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;A vízhez nem kell lapka: csak &lt;b&gt;Tutaj&lt;/b&gt;-lapokkal fizetnek.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Folyó&lt;/b&gt;: 1 tutaj a sodrással (a térképen látható nyilak irányában), 2 tutaj ellene. Elfenland folyói furcsák: némelyik felfelé, a hegyek közé folyik. Figyeld a nyilakat.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Tó&lt;/b&gt;: a kompok a Mare Magnumon (Elvenhold, Virst, Strykhaven) és a Mare Nebulaen (Parundia, Yttar, Grangor) mindkét irányban 2 tutajba kerülnek.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Vízre soha nem kerül lapka vagy akadály, és karaván sem használhatja.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Obstacles</source>
        <translation>Akadályok</translation>
    </message>
    <message>
        <source>&lt;p&gt;Instead of a counter, a player may place his &lt;b&gt;obstacle&lt;/b&gt; during
planning, once per game.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Only on a road that already carries a transport counter, and at most one obstacle
per road.&lt;/li&gt;
&lt;li&gt;Never on a river or a lake.&lt;/li&gt;
&lt;li&gt;The road stays open, but every traveller pays one more card of the counter&apos;s type
(a caravan pays 4 cards instead of 3).&lt;/li&gt;
&lt;li&gt;A used obstacle leaves the game at the end of the round; an unused one stays with
its owner for later rounds.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;p&gt;Lapka helyett a játékos a tervezés során leteheti az &lt;b&gt;akadályát&lt;/b&gt;, játékonként egyszer.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Csak olyan útra, amelyen már van szállítólapka, és útonként legfeljebb egy akadály.&lt;/li&gt;
&lt;li&gt;Soha nem folyóra vagy tóra.&lt;/li&gt;
&lt;li&gt;Az út járható marad, de minden utazó eggyel több lapot fizet a lapka fajtájából (a karaván 3 helyett 4 lapot).&lt;/li&gt;
&lt;li&gt;A felhasznált akadály a forduló végén kikerül a játékból; a fel nem használt a tulajdonosánál marad a későbbi fordulókra.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>End of the round</source>
        <translation>A forduló vége</translation>
    </message>
    <message>
        <source>&lt;p&gt;When everybody has travelled:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;In turn order, each player keeps at most &lt;b&gt;one&lt;/b&gt; of his counters for the next
round; a kept counter stays face down or face up as it was. All his other counters
go back into the pile. A player without counters is not asked.&lt;/li&gt;
&lt;li&gt;All counters on the board go back into the pile too, which is shuffled. The face-up
row stays as it is.&lt;/li&gt;
&lt;li&gt;Obstacles placed this round leave the game.&lt;/li&gt;
&lt;li&gt;The next player in turn order becomes the starting player, and a new round
begins with phase 1.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Travel cards are not given back: each player keeps his (at most 4) cards and is
topped up to 8 at the start of the next round.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Amikor mindenki utazott:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Sorban minden játékos legfeljebb &lt;b&gt;egy&lt;/b&gt; lapkáját tartja meg a következő fordulóra; a megtartott lapka lefordítva vagy felfordítva marad, ahogy volt. A többi lapkája visszakerül a kupacba. Akinek nincs lapkája, azt nem kérdezik.&lt;/li&gt;
&lt;li&gt;A térkép összes lapkája is visszakerül a kupacba, amelyet megkevernek. A felfordított sor marad, ahogy van.&lt;/li&gt;
&lt;li&gt;Az ebben a fordulóban letett akadályok kikerülnek a játékból.&lt;/li&gt;
&lt;li&gt;A sorban következő játékos lesz a kezdőjátékos, és új forduló kezdődik az 1. szakasszal.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Az utazókártyákat nem adják vissza: mindenki megtartja a (legfeljebb 4) lapját, és a következő forduló elején 8-ra egészíti ki.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>A játék vége</translation>
    </message>
    <message>
        <source>&lt;p&gt;After the last round the player with the most town pieces wins. In a tie,
the tied player holding the most travel cards wins; players still tied share the
victory.&lt;/p&gt;
&lt;p&gt;In the 4-round game a player who has collected all 20 town pieces before the end of
round 3 wins at once; the game stops right there. In the 3-round game this does not
apply.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Az utolsó forduló után az nyer, akinek a legtöbb városjelzője van. Döntetlen esetén közülük az nyer, akinek több utazókártyája van; akik még mindig egyenlők, osztoznak a győzelmen.&lt;/p&gt;
&lt;p&gt;A 4 fordulós játékban aki a 3. forduló vége előtt mind a 20 városjelzőjét összegyűjti, azonnal nyer; a játék ott véget ér. A 3 fordulós játékban ez nem érvényes.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Variant: home town</source>
        <translation>Változat: szülőváros</translation>
    </message>
    <message>
        <source>&lt;p&gt;With the option &lt;i&gt;Home town variant&lt;/i&gt;, each player is dealt one of the 12
town cards face down at the start: the town where his journey should end. Only he
can see it (in his hand panel).&lt;/p&gt;
&lt;p&gt;At the end, each player loses one point for every step between the town where his
boot stands and his home town, counted along the shortest way over any routes
(roads, rivers and ferries each count as one step, whatever lies on them). A tie on
points is broken as in the basic game, by the most travel cards left: the distance
already counts in the points, so it does not break the tie a second time.&lt;/p&gt;</source>
        <translation>&lt;p&gt;A &lt;i&gt;Szülőváros-változat&lt;/i&gt; beállítással minden játékos a kezdéskor lefordítva kap egyet a 12 városkártyából: azt a várost, ahol utazásának véget kell érnie. Csak ő látja (a kéz-paneljén).&lt;/p&gt;
&lt;p&gt;A végén minden játékos egy pontot veszít minden lépésért a csizmája városa és a szülővárosa között, a legrövidebb úton számolva bármilyen útvonalon (út, folyó és komp egyaránt egy lépés, bármi van rajtuk). Pontegyenlőségnél az alapjátékhoz hasonlóan a több megmaradt utazókártya dönt: a távolság már benne van a pontokban, ezért másodszor nem dönti el a holtversenyt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Our rules source is a Ukrainian text of the original game. Where it is
silent, where it differs from the later English rule book, or where a computer needs
a fixed answer, we decided as follows.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Four rounds.&lt;/b&gt; The Ukrainian rules play 4 rounds; the later English edition
plays 3 and calls 4 a variant. 4 is the default; 3 is an option.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Obstacles.&lt;/b&gt; They are kept apart from the transport counters and never drawn
from the pile, as the English rule book says.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Starting player.&lt;/b&gt; The first round&apos;s starting player is drawn at random.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Automatic pass.&lt;/b&gt; During planning, a player with nothing he could place is
passed without being asked.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Face-up before face-down.&lt;/b&gt; If you hold a counter type both face up and face
down, placing that type uses a face-up one, so your secret stays secret.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Caravan.&lt;/b&gt; By default only a player who cannot pay the matching cards may go
as a caravan (the Ukrainian wording); an option allows it always. A caravan needs a
counter on the road, as the English rule book says.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Discards.&lt;/b&gt; At the hand limit of 4 you choose which cards to discard.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Early win.&lt;/b&gt; Having all 20 pieces is checked after every step in rounds 1 to
3, and ends the game at once.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Shared victory.&lt;/b&gt; Players still tied after the tie-break share the
victory.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Home town distance.&lt;/b&gt; Counted in steps over any routes, ignoring what lies on
them.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Ties in the home-town variant.&lt;/b&gt; Only the travel cards left break them, as our
source says for every game. Being closer to the home town does not break a tie: it
already counts in the points.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Keeping counters.&lt;/b&gt; A player without counters at the end of a round is not
asked what to keep; after the last round nothing is returned.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Phase 1&lt;/b&gt; happens by itself: the program deals the cards.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Town names and the map.&lt;/b&gt; The Ukrainian spellings of the towns (except
Ельфенголд, the seed&apos;s own word) are our transliterations. Where the map&apos;s curves,
the lakes&apos; shapes and the land regions are drawn is our own choice: the regions are
derived from the terrain of the nearby roads.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Hidden information.&lt;/b&gt; Computer players see only what a human in their seat
would see: their own hand and secret counters, and everything public.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;p&gt;Szabályforrásunk az eredeti játék ukrán szövege. Ahol hallgat, ahol eltér a későbbi angol szabálykönyvtől, vagy ahol a számítógépnek egyértelmű válasz kell, így döntöttünk.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Négy forduló.&lt;/b&gt; Az ukrán szabály 4 fordulós; a későbbi angol kiadás 3-at játszik, a 4-et változatnak nevezi. Alapesetben 4; a 3 beállítás.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Akadályok.&lt;/b&gt; A szállítólapkáktól külön tartjuk őket, és soha nem húzzuk a kupacból, ahogy az angol szabálykönyv mondja.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Kezdőjátékos.&lt;/b&gt; Az első forduló kezdőjátékosát sorsoljuk.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Automatikus passz.&lt;/b&gt; Tervezéskor aki nem tud mit letenni, kérdés nélkül passzol.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Előbb a nyíltak.&lt;/b&gt; Ha egy lapkafajtából nyíltat és titkosat is tartasz, ennek a fajtának a letételekor a nyílt kerül le, így a titkod titok marad.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Karaván.&lt;/b&gt; Alapesetben csak az mehet karavánnal, aki nem tudja kifizetni a megfelelő lapokat (az ukrán szöveg szerint); egy beállítás mindig megengedi. A karavánhoz lapka kell az úton, ahogy az angol szabálykönyv mondja.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Eldobás.&lt;/b&gt; A 4 lapos határnál te választod ki, mely lapokat dobod el.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Korai győzelem.&lt;/b&gt; Mind a 20 jelző meglétét minden lépés után ellenőrizzük az 1–3. fordulóban, és a játék azonnal véget ér.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Közös győzelem.&lt;/b&gt; Akik a holtverseny feloldása után is egyenlők, osztoznak a győzelmen.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Távolság a szülővárostól.&lt;/b&gt; Lépésekben számoljuk bármilyen útvonalon, függetlenül attól, mi van rajtuk.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Holtverseny a szülőváros-változatban.&lt;/b&gt; Csak a megmaradt utazókártyák döntik el, ahogy forrásunk minden játékra mondja. Aki közelebb van a szülővárosához, az nem nyeri meg ezzel a holtversenyt: ez már benne van a pontokban.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Megtartott lapkák.&lt;/b&gt; Akinek a forduló végén nincs lapkája, azt nem kérdezzük, mit tart meg; az utolsó forduló után semmi sem kerül vissza.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Az 1. szakasz&lt;/b&gt; magától történik: a lapokat a program osztja.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Városnevek és a térkép.&lt;/b&gt; A városok ukrán írásmódja (Ельфенголд kivételével, amely forrásunk saját szava) a mi átírásunk. Az utak íve, a tavak alakja és a terepvidékek a térképen saját döntésünk: a vidékeket a közeli utak terepéből származtatjuk.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Rejtett információ.&lt;/b&gt; A gépi játékosok csak azt látják, amit egy ember látna a helyükön: a saját lapjaikat és titkos lapkáikat, valamint minden nyilvános dolgot.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Tanácsok</translation>
    </message>
    <message>
        <source>&lt;ul&gt;
&lt;li&gt;Look at your cards before you take counters: a Dragon counter is of little use
with no Dragon cards.&lt;/li&gt;
&lt;li&gt;Counters on the board help everybody. Place them where they fit your route better
than the others&apos;.&lt;/li&gt;
&lt;li&gt;Rafts are precious: rivers and lakes need no counter at all.&lt;/li&gt;
&lt;li&gt;An obstacle hurts most on a road another player obviously needs.&lt;/li&gt;
&lt;li&gt;Plan ahead: at most 4 cards stay with you after your journey.&lt;/li&gt;
&lt;li&gt;Kihromah is a dead end with a single road to Dag&apos;Amura: going there means coming
back.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;
&lt;li&gt;Nézd meg a lapjaidat, mielőtt lapkát veszel: Sárkány-lapka keveset ér Sárkány-lapok nélkül.&lt;/li&gt;
&lt;li&gt;A térkép lapkái mindenkinek segítenek. Oda tedd őket, ahol a te útvonaladhoz jobban illenek, mint a többiekéhez.&lt;/li&gt;
&lt;li&gt;A tutaj értékes: folyókhoz és tavakhoz egyáltalán nem kell lapka.&lt;/li&gt;
&lt;li&gt;Az akadály ott árt a legtöbbet, ahol egy másik játékosnak láthatóan szüksége van az útra.&lt;/li&gt;
&lt;li&gt;Tervezz előre: utazás után legfeljebb 4 lapod marad.&lt;/li&gt;
&lt;li&gt;Kihromah zsákutca, egyetlen úttal Dag&apos;Amura felé: aki odamegy, annak vissza kell jönnie.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Choices made in this program</source>
        <translation>A program döntései</translation>
    </message>
</context>
<context>
    <name>ElfenlandSituations</name>
    <message>
        <source>The start: every boot stands in Elvenhold, and a town piece of each player&apos;s colour lies in every other town, waiting to be collected.</source>
        <translation>A kezdés: minden csizma Elvenholdban áll, és minden más városban ott van minden játékos színében egy városjelző, amely arra vár, hogy begyűjtsék.</translation>
    </message>
    <message>
        <source>Phase 5 of the first round: the counters are on the roads, and each player travels in turn, paying travel cards for every step.</source>
        <translation>Az első forduló 5. fázisa: a lapkák az utakon vannak, és a játékosok sorban utaznak, minden szakaszért utazókártyákkal fizetve.</translation>
    </message>
    <message>
        <source>Phase 2 begins with your secret counter from the pile; taking from the face-up row first is refused.</source>
        <translation>A 2. fázis a titkos lapkáddal kezdődik a kupacból; ha előbb a felfordított sorból vennél, a program elutasítja.</translation>
    </message>
    <message>
        <source>Then take counters in turn: one of the five face up, or a blind one from the pile.</source>
        <translation>Utána sorban lapkákat vesztek: az öt felfordított egyikét, vagy egy rejtettet a kupacból.</translation>
    </message>
    <message>
        <source>Planning: a counter goes on a road whose terrain its transport crosses, one to a road. The giant pig crosses no desert and no mountains, and no counter goes on a river or a lake.</source>
        <translation>Tervezés: lapka olyan útra kerül, amelynek terepén a szállítóeszköze átkel, utanként egy. Az Óriásdisznó nem kel át sivatagon és hegyen, folyóra és tóra pedig nem kerül lapka.</translation>
    </message>
    <message>
        <source>Your obstacle goes only on a road that already carries a counter: it makes that road cost one card more.</source>
        <translation>Az akadályod csak olyan útra kerülhet, amelyen már van lapka: az az út ezután egy kártyával többe kerül.</translation>
    </message>
    <message>
        <source>Travelling: one route at a time, to a town next to your boot, along a road with a counter, paying the cards its transport asks for on that terrain.</source>
        <translation>Utazás: egyszerre egy szakasz, a csizmád melletti városba, lapkás úton, a szállítóeszköz által azon a terepen kért kártyákkal fizetve.</translation>
    </message>
    <message>
        <source>A caravan crosses a road with any cards: three, four with an obstacle. With the program&apos;s default option it is offered only where you cannot pay the matching cards.</source>
        <translation>A karaván bármilyen kártyákkal átkel egy úton: hárommal, akadály esetén néggyel. A program alapbeállításával csak ott kínálja fel, ahol nem tudod kifizetni a megfelelő kártyákat.</translation>
    </message>
    <message>
        <source>Rivers and lakes need rafts: downstream one, against the current two, and a lake crossing two. Without the rafts the water route is refused.</source>
        <translation>Folyóhoz és tóhoz tutaj kell: folyásirányban egy, árral szemben kettő, tavon át kettő. Tutajok nélkül a vízi utat a program elutasítja.</translation>
    </message>
    <message>
        <source>The end of a round: the counters leave the roads, and you may keep one of yours for the next round.</source>
        <translation>A forduló vége: a lapkák lekerülnek az utakról, és a sajátjaid közül egyet megtarthatsz a következő fordulóra.</translation>
    </message>
    <message>
        <source>The last round: every town piece you have collected is a point, and at the end the most points win.</source>
        <translation>Az utolsó forduló: minden begyűjtött városjelző egy pont, és a végén a legtöbb pont nyer.</translation>
    </message>
    <message>
        <source>The home-town variant: your town card (in your hand panel) names the town your journey should end in; each step short of it costs a point.</source>
        <translation>A szülőváros-változat: a városkártyád (a lapjaid paneljén) megnevezi a várost, ahol az utadnak véget kell érnie; minden hiányzó lépés egy pontba kerül.</translation>
    </message>
</context>
<context>
    <name>EndOfGameWindow</name>
    <message>
        <source>Place</source>
        <translation>Helyezés</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Összesen</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Vége a játéknak</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Győztes: {names}</translation>
    </message>
    <message>
        <source>Turns: {turns}</source>
        <translation>Körök: {turns}</translation>
    </message>
    <message>
        <source>Moves: {moves}</source>
        <translation>Lépések: {moves}</translation>
    </message>
    <message>
        <source>Playing time: {time}</source>
        <translation>Játékidő: {time}</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Visszavágó</translation>
    </message>
    <message>
        <source>The same players and options, newly shuffled</source>
        <translation>Ugyanazok a játékosok és beállítások, újrakeverve</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>Ú&amp;j játék…</translation>
    </message>
    <message>
        <source>&amp;Watch the replay</source>
        <translation>&amp;Visszajátszás megtekintése</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Mentés…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Bezárás</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontok</translation>
    </message>
    <message>
        <source>Hidden until the end</source>
        <translation>A végéig rejtve</translation>
    </message>
    <message numerus="yes">
        <source>Further down, {players} are level on %n points; the tie-break places them.</source>
        <translation>
            <numerusform>Lejjebb pontegyenlőség van %n ponttal: {players}; a helyezésükről a holtversenyszabály dönt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GainsView</name>
    <message>
        <source>Gained and lost: {list}</source>
        <translation>Nyereség és veszteség: {list}</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>The board of {game} at the start of a game</source>
        <translation>{game}: a játéktábla egy játszma elején</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Új játék</translation>
    </message>
    <message>
        <source>New game of {game}</source>
        <translation>Új játék: {game}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Szabályok</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>Szabályok: {game}</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Játéktanulás</translation>
    </message>
    <message>
        <source>Learn to play {game}: a guided first game</source>
        <translation>Játéktanulás: {game} – első játszma vezetéssel</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Copy</source>
        <translation>Másolás</translation>
    </message>
    <message>
        <source>Copy the whole log</source>
        <translation>A teljes napló másolása</translation>
    </message>
    <message>
        <source>Save the log as text…</source>
        <translation>A napló mentése szövegként…</translation>
    </message>
</context>
<context>
    <name>GameTexts</name>
    <message>
        <source>Player {number}</source>
        <translation>{number}. játékos</translation>
    </message>
    <message>
        <source>This cannot be undone: it revealed hidden information or used the dice.</source>
        <translation>Ez nem vonható vissza: rejtett információt fedett fel, vagy kockadobás történt.</translation>
    </message>
    <message>
        <source>Only your own moves can be undone: that one was made by the player before you. (Free undo in the Settings menu lifts this if everybody agrees.)</source>
        <translation>Csak a saját lépéseidet vonhatod vissza: ezt az előző játékos tette. (A Beállítások menü szabad visszavonása ezt megengedi, ha mindenki egyetért.)</translation>
    </message>
    <message>
        <source>The game is over: its last move cannot be undone.</source>
        <translation>A játék véget ért: az utolsó lépése nem vonható vissza.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} és {last}</translation>
    </message>
    <message>
        <source>Only your own last decision can be undone, and not once it revealed hidden information or used the dice.</source>
        <translation>Csak a saját utolsó döntésed vonható vissza, és az sem, ha rejtett információt fedett fel vagy kockadobással járt.</translation>
    </message>
    <message>
        <source>The game moved on before your move reached the host: choose again.</source>
        <translation>A játék továbblépett, mielőtt a lépésed a házigazdához ért: válassz újra.</translation>
    </message>
    <message>
        <source>That move belongs to another player.</source>
        <translation>Ez a lépés egy másik játékosé.</translation>
    </message>
    <message>
        <source>The host could not take this move; the game is unchanged.</source>
        <translation>A házigazda nem tudta elfogadni ezt a lépést; a játék nem változott.</translation>
    </message>
    <message>
        <source>The connection to the host is lost: rejoin to play on.</source>
        <translation>Megszakadt a kapcsolat a házigazdával: csatlakozz újra a folytatáshoz.</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Elasund</source>
        <translation>Elasund</translation>
    </message>
    <message>
        <source>Catan</source>
        <translation>Catan</translation>
    </message>
    <message>
        <source>The Palaces of Carrara</source>
        <translation>Carrara palotái</translation>
    </message>
    <message>
        <source>Elfenland</source>
        <translation>Elfenland</translation>
    </message>
    <message>
        <source>Buy marble from the turning wheel, build in six Tuscan cities and score them at the right moment.</source>
        <translation>Vásárolj márványt a forgó kerékről, építs hat toszkán városban, és a megfelelő pillanatban értékeltesd őket.</translation>
    </message>
    <message>
        <source>Settle an island: trade resources and build roads, settlements and cities to reach 10 points.</source>
        <translation>Népesíts be egy szigetet: cserélj nyersanyagokat, építs utakat, falvakat és városokat, amíg el nem éred a 10 pontot.</translation>
    </message>
    <message>
        <source>Build the trading town of Elasund: claim plots with permits, earn gold and influence, raise the church.</source>
        <translation>Építsd fel Elasund kereskedővárosát: foglalj telkeket építési engedélyekkel, szerezz aranyat és befolyást, emeld fel a templomot.</translation>
    </message>
    <message>
        <source>Travel through the land of the elves by dragon, unicorn and raft, and visit as many towns as you can.</source>
        <translation>Utazz a tündék földjén sárkányon, egyszarvún és tutajon, és látogass meg minél több várost.</translation>
    </message>
</context>
<context>
    <name>HintRunner</name>
    <message>
        <source>A hint is for a human player whose move it is.</source>
        <translation>Tippet az az emberi játékos kérhet, aki soron van.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Tipp keresése…</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Tipp: {move}</translation>
    </message>
</context>
<context>
    <name>LessonCarrara</name>
    <message>
        <source>Welcome to The Palaces of Carrara. You buy marble and build with it in the six cities of your own board (below the main board); buildings earn points and coins when you score them. Each turn you take exactly one action: buy marble, build one building, or score a city or a building type. After it you may buy one object for 10 coins. The player with the most points at the end wins.</source>
        <translation>Üdv a Carrara palotái játékban! Márványt vásárolsz, és abból építesz a saját táblád hat városában (a főtábla alatt); az épületek pontot és érmét hoznak, amikor értékeled őket. Minden körben pontosan egy akciót hajtasz végre: márványt vásárolsz, felépítesz egy épületet, vagy értékelsz egy várost vagy egy épülettípust. Utána vehetsz egy tárgyat 10 érméért. A játék végén a legtöbb pontot szerző játékos nyer.</translation>
    </message>
    <message>
        <source>The wheel is the marble market. Beside each of its six segments the board prints the price of every colour: at position I white costs 6 coins, yellow 5, red 4, green 3, blue 2 and black 1, and each position further round is one coin cheaper, down to free. Buying begins with a turn of the wheel: every segment moves one position on, so its blocks get a coin cheaper (blocks left at VI come round to I and its prices), and blocks drawn from the bag refill position I until 11 lie on the wheel. Press Buy marble.</source>
        <translation>A kerék a márványpiac. A hat cikk mindegyike mellé a tábla minden szín árát kinyomtatja: az I. helyen a fehér 6 érme, a sárga 5, a piros 4, a zöld 3, a kék 2, a fekete 1, és minden további helyen egy érmével olcsóbb, egészen az ingyenesig. A vásárlás a kerék elforgatásával kezdődik: minden cikk egy hellyel továbblép, így a tömbjei egy érmével olcsóbbak lesznek (a VI. helyen maradt tömbök visszaérnek az I. helyre, és újra annak árai érvényesek), majd a zsákból húzott tömbökkel feltöltik az I. helyet, amíg 11 tömb nem lesz a keréken. Nyomd meg a Márványvásárlás gombot.</translation>
    </message>
    <message>
        <source>First buy marble: press the Buy marble button.</source>
        <translation>Előbb vásárolj márványt: nyomd meg a Márványvásárlás gombot.</translation>
    </message>
    <message>
        <source>Now choose one segment: you buy from that segment only. The highlighted segments hold at least one block you can pay for. If, once the wheel has turned, you cannot pay for any block, you show your coins and take 2 coins instead.</source>
        <translation>Most válassz egy cikket: csak arról vásárolhatsz. A kiemelt cikkeken van legalább egy tömb, amelyet ki tudsz fizetni. Ha a kerék elfordulása után egyetlen tömböt sem tudsz kifizetni, megmutatod az érméidet, és helyette 2 érmét kapsz.</translation>
    </message>
    <message>
        <source>Choose one of the highlighted segments of the wheel.</source>
        <translation>Válaszd a kerék egyik kiemelt cikkét.</translation>
    </message>
    <message>
        <source>Take blocks from this segment one at a time, each at its price here (a colour whose price is 0 is free). You must take at least one; stop taking when you have what you want. Your coins, blocks and objects lie behind your screen, hidden from the other players.</source>
        <translation>Vegyél tömböket erről a cikkről egyenként, mindegyiket az itteni áráért (a 0 árú szín ingyenes). Legalább egyet el kell venned; hagyd abba, ha megvan, amire szükséged van. Érméid, tömbjeid és tárgyaid a paravánod mögött vannak, a többi játékos nem látja őket.</translation>
    </message>
    <message>
        <source>Take blocks from the segment you chose, or stop taking.</source>
        <translation>Vegyél tömböket a választott cikkről, vagy hagyd abba.</translation>
    </message>
    <message>
        <source>Now the city on your board. A city accepts its own colour and every more valuable one: Livorno white only, Pisa also yellow, Lucca also red, Viareggio also green, Massa also blue, and Lerici every colour, black too (black is good only there). The highlighted cities are those your blocks can pay in. The city sets what the building earns when scored, per point of value: Livorno 3 points, Pisa 3 coins, Lucca 2 points, Viareggio 2 coins, Massa 1 point, Lerici 1 coin.</source>
        <translation>Most jöjjön a város a tábládon. Egy város a saját színét és minden értékesebb színt elfogad: Livorno csak a fehéret, Pisa a sárgát is, Lucca a pirosat is, Viareggio a zöldet is, Massa a kéket is, Lerici pedig minden színt, a feketét is (a fekete csak ott használható). Azok a városok vannak kiemelve, ahol a tömbjeid elegendők a fizetéshez. A város dönti el, mit hoz az épület értékeléskor, értékpontonként: Livorno 3 pontot, Pisa 3 érmét, Lucca 2 pontot, Viareggio 2 érmét, Massa 1 pontot, Lerici 1 érmét.</translation>
    </message>
    <message>
        <source>Choose a highlighted city for the building.</source>
        <translation>Válassz egy kiemelt várost az épületnek.</translation>
    </message>
    <message>
        <source>Finish this turn as you like. From your next turn you may score a building type (library, cathedral, palace, gate, castle, villa): each player may score each type once, with one building of it or more. Each of your buildings of that type earns its value times its city&apos;s rate, in points or coins as the city pays, and brings the object drawn on it while the supply lasts. Scoring is your action for the turn. One building is enough; more of the type, in cities that pay well, score more.</source>
        <translation>Fejezd be ezt a kört, ahogy szeretnéd. A következő körödtől értékelhetsz egy épülettípust (könyvtár, katedrális, palota, kapu, vár, villa): minden játékos minden típust egyszer értékelhet, ha van legalább egy ilyen épülete. Az adott típusú épületeid mindegyike az értékét szorozva a városa szorzójával hozza, pontban vagy érmében, ahogy a város fizet, és a rajta látható tárgyat is, amíg a készlet tart. Az értékelés a köröd akciója. Egy épület is elég, de több ilyen típusú épület jól fizető városokban többet hoz.</translation>
    </message>
    <message>
        <source>A city is scored only once in the whole game, by the first player who does it. You need at least 2 of your buildings there (Livorno, Pisa, Lucca) or 3 (Viareggio, Massa, Lerici); their values together, times the city&apos;s rate, are paid to you, and each of those buildings brings its object. Play on, buying and building, and score a city as soon as you can: it is highlighted then.</source>
        <translation>Egy várost az egész játékban csak egyszer lehet értékelni: az teheti meg, aki elsőként lép. Legalább 2 saját épületed kell ott (Livorno, Pisa, Lucca), vagy 3 (Viareggio, Massa, Lerici); értékeik összegét a város szorzójával szorozva megkapod, és mindegyik ilyen épület hozza a maga tárgyát. Játssz tovább, vásárolj és építs, és értékelj egy várost, amint tudsz: akkor ki lesz emelve.</translation>
    </message>
    <message>
        <source>You have six scoring markers. The objectives box shows the three goals for three players: 4 scorings (cities and types together), 7 objects, and buildings worth 25 in all. Whoever meets all three may announce the end after their action (5 points); the round is then played out so that all had the same number of turns. The game also ends when all 30 buildings are built. Then each object counts 3 points, every 5 coins 1 point and each building its value; on a tie, the most marble behind the screen wins.</source>
        <translation>Hat értékelőjelölőd van. A célok mezője három játékosnál ezt a három célt mutatja: 4 értékelés (városok és típusok együtt), 7 tárgy, és összesen 25 értékű épület. Aki mindhármat teljesítette, az akciója után bejelentheti a játék végét (5 pont); ezután a kört végigjátsszák, hogy mindenkinek ugyanannyi köre legyen. A játék akkor is véget ér, ha mind a 30 épület felépült. Ekkor minden tárgy 3 pontot ér, minden 5 érme 1 pontot, minden épület pedig az értékét; holtversenyben az nyer, akinek több márványa van a paraván mögött.</translation>
    </message>
    <message>
        <source>Your action is done. Now, once a turn, you may buy one of the objects on the board for 10 coins: at the end each object is worth 3 points, and objects count for an objective. Buy one or end your turn.</source>
        <translation>Az akciódat megtetted. Most körönként egyszer megvehetsz 10 érméért egyet a táblán lévő tárgyak közül: a játék végén minden tárgy 3 pontot ér, és a tárgyak beszámítanak az egyik célba. Vegyél egyet, vagy fejezd be a köröd.</translation>
    </message>
    <message>
        <source>Choose the blocks that pay, one at a time: any mix of colours the city accepts. Pay first with the colours that the cities to the left refuse, and keep white and yellow for Livorno and Pisa.</source>
        <translation>Válaszd ki egyenként a tömböket, amelyekkel fizetsz: a város által elfogadott színek bármilyen keverékét. Először azokkal a színekkel fizess, amelyeket a balrabb fekvő városok nem fogadnak el, a fehéret és a sárgát pedig tartsd meg Livornónak és Pisának.</translation>
    </message>
    <message>
        <source>A computer player scored a city: its marker stands there now, and nobody else may score that city. You may still build there, and those buildings still count when you score their type.</source>
        <translation>Egy gépi játékos értékelt egy várost: most ott áll a jelölője, és senki más nem értékelheti azt a várost. Építeni még építhetsz ott, és ezek az épületek továbbra is számítanak, amikor a típusukat értékeled.</translation>
    </message>
    <message>
        <source>A computer player scored a building type. Unlike a city, a type stays open to everybody: the marker went on that player&apos;s own board, and you may still score the same type with your buildings.</source>
        <translation>Egy gépi játékos értékelt egy épülettípust. A várossal ellentétben egy típus mindenki előtt nyitva marad: a jelölő annak a játékosnak a saját táblájára került, te pedig továbbra is értékelheted ugyanezt a típust a saját épületeiddel.</translation>
    </message>
    <message>
        <source>The lesson is over. The game goes on: good luck with your palaces!</source>
        <translation>A lecke véget ért. A játék folytatódik: sok sikert a palotáidhoz!</translation>
    </message>
    <message>
        <source>Now build. The nine tiles on display are the buildings on offer; the number on a tile is its value: the blocks it costs and the points it is worth at the end. The highlighted tiles are those your blocks can pay for. (You may buy more marble first if you prefer.)</source>
        <translation>Most építs. A kínált kilenc lapka a megépíthető épületek; a lapkán lévő szám az értéke: ennyi tömbbe kerül, és ennyi pontot ér a játék végén. Azok a lapkák vannak kiemelve, amelyeket a tömbjeidből ki tudsz fizetni. (Ha inkább úgy szeretnéd, előbb vehetsz még márványt.)</translation>
    </message>
    <message>
        <source>The computer players take their turns: the log says what each one bought or built. On your next turn you build.</source>
        <translation>Most a gépi játékosok lépnek: a naplóban látod, ki mit vett vagy épített. A következő körödben te építesz.</translation>
    </message>
</context>
<context>
    <name>LessonCatan</name>
    <message>
        <source>Welcome to Catan. The first player to reach 10 victory points wins. Each settlement is worth 1 point and each city 2. The hexes produce resources: when the dice show a hex&apos;s number, every settlement next to it takes one card of that hex&apos;s resource, and every city two.</source>
        <translation>Üdvözlünk a Catanban! Az nyer, aki elsőként eléri a 10 győzelmi pontot. Minden falu 1 pontot ér, minden város 2-t. A mezők nyersanyagot termelnek: ha a kockák egy mező számát mutatják, a mellette álló minden falu kap egy lapot a mező nyersanyagából, minden város pedig kettőt.</translation>
    </message>
    <message>
        <source>Place your first settlement on a highlighted corner. No settlement may stand next to another one (the distance rule), so the highlighted corners are at least two roads away from every settlement. Corners touching numbers that come up often (6 and 8 most) pay best.</source>
        <translation>Rakd le az első falvadat egy kiemelt kereszteződésre. Falu nem állhat közvetlenül egy másik mellett (távolsági szabály), ezért a kiemelt kereszteződések legalább két útnyira vannak minden falutól. A gyakran dobott számokkal (leginkább a 6-ossal és a 8-assal) érintkező kereszteződések hozzák a legtöbbet.</translation>
    </message>
    <message>
        <source>First place your settlement on a highlighted corner.</source>
        <translation>Előbb rakd le a falvadat egy kiemelt kereszteződésre.</translation>
    </message>
    <message>
        <source>Now place a road along one of the edges of that settlement.</source>
        <translation>Most rakj le egy utat a falu melletti élek egyikére.</translation>
    </message>
    <message>
        <source>Place the road next to your new settlement.</source>
        <translation>Az utat az új falvad mellé rakd le.</translation>
    </message>
    <message>
        <source>The set-up goes round once and then back the other way, so the last player places twice in a row. Your second settlement brings one card of each resource of the hexes around it at once: choose resources you lack.</source>
        <translation>A kezdő lerakás egyszer körbemegy, aztán visszafelé halad, így az utolsó játékos kétszer rak egymás után. A második falvad azonnal hoz egy-egy lapot a körülötte lévő mezők nyersanyagaiból: olyan nyersanyagokat válassz, amelyek hiányoznak neked.</translation>
    </message>
    <message>
        <source>Place your second settlement on a highlighted corner.</source>
        <translation>Rakd le a második falvadat egy kiemelt kereszteződésre.</translation>
    </message>
    <message>
        <source>And its road.</source>
        <translation>És most az útját.</translation>
    </message>
    <message>
        <source>Place the road next to your second settlement.</source>
        <translation>Az utat a második falvad mellé rakd le.</translation>
    </message>
    <message>
        <source>Every turn begins with the roll of two dice. Roll now and watch which hexes produce: every player with a settlement or city next to them gains cards, not only the player who rolled.</source>
        <translation>Minden kör két kocka dobásával kezdődik. Dobj most, és figyeld, mely mezők termelnek: mindenki kap lapot, akinek faluja vagy városa áll mellettük, nem csak az, aki dobott.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Előbb dobj a kockákkal.</translation>
    </message>
    <message>
        <source>After the roll you may trade and build, in any order. A road costs a brick and a lumber, a settlement a brick, a lumber, a wool and a grain, a city two grain and three ore. When you are done, end your turn.</source>
        <translation>A dobás után tetszőleges sorrendben kereskedhetsz és építhetsz. Egy út ára 1 tégla és 1 fa, egy falué 1 tégla, 1 fa, 1 gyapjú és 1 búza, egy városé 2 búza és 3 érc. Ha végeztél, fejezd be a körödet.</translation>
    </message>
    <message>
        <source>You have the cards for a road. A road must join your own roads, settlements or cities. Roads lead to new corners for settlements, and the first player with a single route of at least five roads gets the Longest Road card (2 points).</source>
        <translation>Megvannak a lapjaid egy úthoz. Az útnak a saját utaidhoz, falvaidhoz vagy városaidhoz kell csatlakoznia. Az utak új kereszteződésekhez vezetnek, ahová falut építhetsz, és aki elsőként épít legalább öt szakaszból álló egybefüggő utat, megkapja a Leghosszabb Kereskedelmi Út kártyát (2 pont).</translation>
    </message>
    <message>
        <source>You may trade four cards of one resource for one card of your choice with the bank (three for one, or two for one, at a harbour you own). Trade now to get a card you need.</source>
        <translation>A bankkal négy lapot cserélhetsz el egy nyersanyagból egy általad választott lapra (ha van kikötőd, hármat vagy kettőt egyre). Cserélj most, hogy megszerezd a lapot, amelyre szükséged van.</translation>
    </message>
    <message>
        <source>That is the whole turn: roll, trade, build, end. You can also trade with the other players: offer cards in the Your move panel, and the player who accepts trades with you. Development cards (one wool, one grain, one ore) bring knights, progress cards or a hidden victory point; a card cannot be played in the turn it was bought. The first player to play three knights holds Largest Army (2 points). The lesson ends here: play on to 10 points.</source>
        <translation>Ennyi egy teljes kör: dobás, kereskedés, építés, kör vége. A többi játékossal is kereskedhetsz: ajánlj fel lapokat a „Te lépsz” panelen, és aki elfogadja, cserél veled. A fejlesztéskártyák (1 gyapjú, 1 búza, 1 érc) Lovagot, haladáskártyát vagy rejtett győzelmi pontot hoznak; egy kártyát nem játszhatsz ki abban a körben, amelyben megvetted. Aki elsőként kijátszik három Lovagot, azé a Legnagyobb Lovagi Hatalom (2 pont). A lecke itt véget ér: játssz tovább 10 pontig.</translation>
    </message>
    <message>
        <source>A 7 was rolled: nothing is produced, and every player with more than seven cards discards half of them (rounded down). Choose the cards to discard.</source>
        <translation>7-est dobtak: egyik mező sem termel, és minden játékos, akinek hétnél több lapja van, eldobja a felét (lefelé kerekítve). Válaszd ki, mely lapokat dobod el.</translation>
    </message>
    <message>
        <source>A computer player moved the robber: its hex produces nothing until the robber moves again.</source>
        <translation>Egy gépi játékos áthelyezte a rablót: a mező, amelyen áll, semmit sem termel, amíg a rablót újra át nem helyezik.</translation>
    </message>
    <message>
        <source>Longest Road changed hands: a single route of at least five roads, longer than anyone else&apos;s, is worth 2 points.</source>
        <translation>A Leghosszabb Kereskedelmi Út gazdát cserélt: a legalább öt szakaszból álló egybefüggő út, ha mindenki másénál hosszabb, 2 pontot ér.</translation>
    </message>
    <message>
        <source>The lesson is over. The game goes on: good luck!</source>
        <translation>A lecke véget ért. A játék folytatódik: sok szerencsét!</translation>
    </message>
    <message>
        <source>The computer players place first, a settlement and a road each; the board marks what each one placed. Your turn comes next.</source>
        <translation>Először a gépi játékosok raknak le egy-egy falut és utat; a tábla megjelöli, ki mit rakott le. Utánuk te jössz.</translation>
    </message>
    <message>
        <source>The set-up is over. The computer players take the first turns: watch the dice, the hexes that produce and the cards each player gains (the game log and the players&apos; Just gained or lost column). Your turn comes next.</source>
        <translation>A kezdő lerakás véget ért. Az első köröket a gépi játékosok játsszák: figyeld a kockákat, a termelő mezőket és a lapokat, amelyeket az egyes játékosok kapnak (a játéknaplóban és a játékosok „Épp kapott vagy vesztett” oszlopában). Utánuk te jössz.</translation>
    </message>
    <message>
        <source>Play on: roll, trade and end your turns. A road costs a brick and a lumber; hills give bricks and forests lumber, and the bank gives any card for four of one kind. As soon as you can pay for a road, the lesson shows where to build it.</source>
        <translation>Játssz tovább: dobj, kereskedj, és fejezd be a köreidet. Egy út ára 1 tégla és 1 fa; a kőmezők téglát, az erdők fát adnak, a bank pedig négy egyforma lapért bármilyen lapot ad. Amint ki tudsz fizetni egy utat, a lecke megmutatja, hová építheted.</translation>
    </message>
    <message>
        <source>Next comes a trade with the bank: four cards of one resource for one card of your choice (fewer at a harbour you own). Play on; the lesson speaks again when you hold four of a kind.</source>
        <translation>Ezután a bankkal kereskedsz: egy nyersanyag négy lapjáért egy általad választott lapot kapsz (saját kikötőnél kevesebbért). Játssz tovább; a lecke akkor szól újra, amikor négy egyforma lapod lesz.</translation>
    </message>
    <message>
        <source>Move the robber to another hex. That hex produces nothing while the robber stands on it, and you steal a random card from a player with a settlement or city next to it (if there are several, you choose whom). Put it where it hurts the leader most.</source>
        <translation>Helyezd át a rablót egy másik mezőre. Amíg a rabló ott áll, az a mező semmit sem termel, te pedig elveszel egy véletlenszerű lapot egy olyan játékostól, akinek faluja vagy városa áll mellette (ha több ilyen van, te választod ki, kitől). Oda tedd, ahol a legtöbbet árt a vezető játékosnak.</translation>
    </message>
</context>
<context>
    <name>LessonElasund</name>
    <message>
        <source>Welcome to Elasund. Together you build one city between the harbour and the walls, and each of you has ten victory point cubes: the first player to place all ten wins at once. Cubes go on the flags of the neutral buildings, on church tiles, on wall towers and on the trade track. A turn has four parts, always in this order: roll for the ship and its income, up to two constructions, a permit or 2 gold, and one bonus action.</source>
        <translation>Üdv Elasundban! Közösen építetek fel egyetlen várost a kikötő és a városfal között, és mindenkinek tíz győzelmipont-kockája van: aki elsőként rakja le mind a tízet, azonnal nyer. A kockák a semleges épületek zászlóira, a templomlapkákra, a fal tornyaira és a kereskedelmi sávra kerülnek. Egy kör négy részből áll, mindig ebben a sorrendben: dobás a hajóért és a bevételekért, legfeljebb két építkezés, egy engedély vagy 2 arany, végül egy bónuszakció.</translation>
    </message>
    <message>
        <source>Roll the dice. The ship sails to the row with that number, and every building in that row pays its owner, whoever rolled: a gold card or an influence card, as its symbol shows. Your two workers&apos; huts already stand in the city: look for their rows. The ship must always move: the same number as last time sends it two rows up or down, and a 7 brings the pirates.</source>
        <translation>Dobj a kockákkal! A hajó a dobott számú sorba hajózik, és abban a sorban minden épület hoz valamit a tulajdonosának, bárki dobott is: egy aranykártyát vagy egy befolyáskártyát, ahogy a jele mutatja. A két munkáskunyhód már áll a városban: keresd meg a sorukat. A hajónak mindig lépnie kell: ha ugyanazt a számot dobják, mint legutóbb, két sorral feljebb vagy lejjebb megy, a 7 pedig a kalózokat hozza.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Előbb dobj a kockákkal.</translation>
    </message>
    <message>
        <source>The computer players move first. Watch the game log: every turn begins with a roll, the ship sails to the row with that number, and every building in that row pays its owner, whoever rolled. Your turn comes next.</source>
        <translation>Először a gépi játékosok lépnek. Kövesd a játéknaplót: minden kör dobással kezdődik, a hajó a dobott számú sorba hajózik, és abban a sorban minden épület hoz valamit a tulajdonosának, bárki dobott is. Utána te jössz.</translation>
    </message>
    <message>
        <source>Now you may make up to two constructions: buildings, wall tiles or church tiles. A building needs your building permits on its squares, and you have none on the board yet. Walls come later in this lesson: end the construction for now.</source>
        <translation>Most legfeljebb két építkezésed lehet: épületek, fallapkák vagy templomlapkák. Egy épülethez a saját engedélyeidnek kell a mezőin lenniük, neked pedig még egy sincs a táblán. A falra a lecke később tér ki: most fejezd be az építkezést.</translation>
    </message>
    <message>
        <source>End the construction for now: your first permit comes next.</source>
        <translation>Most fejezd be az építkezést: rögtön utána jön az első engedélyed.</translation>
    </message>
    <message>
        <source>Place a permit: choose its value, then a highlighted square.</source>
        <translation>Rakj le egy engedélyt: válaszd ki az értékét, aztán egy kiemelt mezőt.</translation>
    </message>
    <message>
        <source>Last comes one bonus action, paid with influence cards: move one of your permits (two cards of one colour), swap one for a higher permit from your supply (two cards of one colour and the difference in gold), place a permit in any row (one card of each colour and its value in gold), or take 2 gold (one card of each colour). Make one if you can pay for it, or end your turn.</source>
        <translation>Végül jön egy bónuszakció, befolyáskártyákkal fizetve: áthelyezed egy engedélyedet (két egyszínű kártya), kicseréled egy nagyobb engedélyre a készletedből (két egyszínű kártya és a különbözet aranyban), lerakasz egy engedélyt bármelyik sorba (minden színből egy kártya és az értéke aranyban), vagy elveszel 2 aranyat (minden színből egy kártya). Válassz egyet, ha ki tudod fizetni, vagy fejezd be a köröd.</translation>
    </message>
    <message>
        <source>Choose a bonus action or end your turn.</source>
        <translation>Válassz bónuszakciót, vagy fejezd be a köröd.</translation>
    </message>
    <message>
        <source>You can build now. A building needs as many permits on its squares as it asks for (1 to 3), one of them yours, and your permits there must add up to more than any other player&apos;s. You pay its cost in gold; every permit on its squares goes back to its owner, and you pay each other player whose permits were there their value in gold as compensation. Houses and workshops are your own; on a neutral building you put a cube on each flag. Choose a highlighted building, then its place.</source>
        <translation>Most már építhetsz. Egy épület mezőin annyi engedélynek kell lennie, amennyit kér (1–3), köztük legalább egy a tiéd, és az ottani engedélyeid összértékének nagyobbnak kell lennie bármely más játékosénál. Az árát aranyban fizeted; a mezőin lévő minden engedély visszakerül a tulajdonosához, és minden más játékosnak, akinek ott engedélye volt, kártérítésként kifizeted az engedélyei értékét aranyban. A házak és a műhelyek a sajátjaid; egy semleges épület minden zászlójára egy kockát teszel. Válassz egy kiemelt épületet, aztán a helyét.</translation>
    </message>
    <message>
        <source>Play on as you like: roll, place permits or take gold. A house needs one permit of yours and 1 gold, a workshop one permit and 2 gold. As soon as your permits and gold are enough for a building, the lesson shows it.</source>
        <translation>Játssz tovább kedved szerint: dobj, rakj le engedélyeket, vagy vegyél el aranyat. Egy házhoz egy saját engedély és 1 arany kell, egy műhelyhez egy engedély és 2 arany. Amint az engedélyeid és az aranyad elég egy épülethez, a lecke megmutatja.</translation>
    </message>
    <message>
        <source>Build now: choose a highlighted building, then its place.</source>
        <translation>Most építs: válassz egy kiemelt épületet, aztán a helyét.</translation>
    </message>
    <message>
        <source>Build a wall tile. Your nine tiles come in their order, 1 to 9. A tile goes next to a city gate or next to a tile already built, by anyone: 2 gold on the north and south walls, 4 gold on the east wall. Tiles 3, 6 and 9 are towers and take one of your cubes; the others bring one or two influence cards.</source>
        <translation>Építs egy fallapkát! A kilenc lapkád sorban jön, 1-től 9-ig. Egy lapka városkapu mellé vagy egy már megépült lapka mellé kerül, bárki építette is: az északi és a déli falon 2 arany, a keletin 4 arany. A 3-as, 6-os és 9-es lapka torony, és kap egy kockát tőled; a többiért egy vagy két befolyáskártya jár.</translation>
    </message>
    <message>
        <source>Build a wall tile on a highlighted space.</source>
        <translation>Építs egy fallapkát egy kiemelt helyre.</translation>
    </message>
    <message>
        <source>You have the 7 gold a church tile costs. The nine church tiles are drawn from a stack, and each tile laid takes one of its builder&apos;s cubes. A church tile removes whatever building stands on its square, however large, and nothing ever removes a church tile. Build a church tile.</source>
        <translation>Megvan a 7 aranyad, amennyibe egy templomlapka kerül. A kilenc templomlapkát egy kupacból húzzák, és minden lerakott lapkára az építője tesz egy kockát. A templomlapka eltávolítja a mezőjén álló bármely épületet, akármekkora is, templomlapkát viszont semmi sem távolíthat el. Építs egy templomlapkát.</translation>
    </message>
    <message>
        <source>Save gold for the church: a church tile costs 7 gold and takes one of your cubes. Play on meanwhile; the lesson speaks again when you can pay for it.</source>
        <translation>Gyűjts aranyat a templomra: egy templomlapka 7 aranyba kerül, és egy kockádat kapja. Addig játssz tovább; a lecke akkor szól újra, amikor ki tudod fizetni.</translation>
    </message>
    <message>
        <source>Build a church tile now.</source>
        <translation>Most építs egy templomlapkát.</translation>
    </message>
    <message>
        <source>That is the whole turn: roll, build, permit or gold, bonus. Build in every row, the middle rows most, to earn income on most rolls, and keep influence cards for bonus actions. With three influence cards of one colour a building may also replace one or two buildings of its own size. The lesson ends here: play on until someone places the tenth cube.</source>
        <translation>Ez az egész kör: dobás, építkezés, engedély vagy arany, bónusz. Építs minden sorba, leginkább a középsőkbe, hogy a legtöbb dobásnál legyen bevételed, és tarts meg befolyáskártyákat a bónuszakciókra. Három egyszínű befolyáskártyáért egy épület egy vagy két vele azonos méretű épületet is felválthat. A lecke itt véget ér: játssz tovább, amíg valaki le nem rakja a tizedik kockáját.</translation>
    </message>
    <message>
        <source>Choose where the ship goes. After a 7 any row but its own is allowed: the pirates take the ship there. After the same number as last time it must go two rows up or down.</source>
        <translation>Válaszd ki, hová menjen a hajó. 7-es után bármelyik sor jó, kivéve a sajátját: oda viszik a kalózok a hajót. Ha ugyanazt a számot dobták, mint legutóbb, két sorral feljebb vagy lejjebb kell mennie.</translation>
    </message>
    <message>
        <source>You are the first to build the church, so you drew the top two tiles: keep one, and the other goes under the stack, where only you know it is the last tile. The tile you keep lies on the church site and fixes where all nine tiles of the church will stand around it.</source>
        <translation>Te építed elsőként a templomot, ezért a két felső lapkát húztad: az egyiket tartsd meg, a másik a kupac aljára kerül, ahol csak te tudod, hogy az az utolsó lapka. A megtartott lapka a templom alapgödrére kerül, és meghatározza, hol áll majd körülötte a templom mind a kilenc lapkája.</translation>
    </message>
    <message>
        <source>Compensation: the builder had the highest permit total on the site and paid the other players there the value of their permits in gold (nothing for a permit 0). Their permits went back to them, to be placed again.</source>
        <translation>Kártérítés: az építőnek volt a legnagyobb engedély-összértéke a telken, és kifizette az ott lévő többi játékosnak az engedélyeik értékét aranyban (a 0-s engedélyért semmit). Az engedélyeik visszakerültek hozzájuk, hogy újra lerakhassák őket.</translation>
    </message>
    <message>
        <source>A building was removed from the city. A new building may cover smaller ones, and a church tile any building; what it covers goes back to its owner (a neutral building to its pile, its cubes to their owner). A workers&apos; hut is put back at once by its owner on a free square that is no trade square.</source>
        <translation>Egy épület lekerült a városból. Egy új épület kisebb épületeket fedhet le, egy templomlapka pedig bármilyen épületet; amit lefed, visszakerül a tulajdonosához (a semleges épület a kupacába, a kockái a gazdájukhoz). A munkáskunyhót a tulajdonosa azonnal visszarakja egy szabad mezőre, amely nem kereskedelmi mező.</translation>
    </message>
    <message>
        <source>A building on a trade square (the harbour squares give 1 trade point, the squares by the gates 2) moves its builder&apos;s marker on the trade track. On reaching 3, 5, 7, 9 and 11 the builder places a cube there while that space has a free flag. Losing the building loses the points, and the cube with them.</source>
        <translation>Egy kereskedelmi mezőn álló épület (a kikötő mezői 1 kereskedelmi pontot adnak, a kapuk melletti mezők 2-t) előre lépteti az építője jelölőjét a kereskedelmi sávon. Amikor eléri a 3-at, 5-öt, 7-et, 9-et és 11-et, kockát tesz oda, amíg azon a mezőn van szabad zászló. Ha elveszíti az épületet, a pontokat is elveszíti, és velük a kockát.</translation>
    </message>
    <message>
        <source>The lesson is over. The game goes on: good luck!</source>
        <translation>A lecke véget ért. A játék folytatódik: sok szerencsét!</translation>
    </message>
    <message>
        <source>Each turn you place a building permit or take 2 gold instead: this time, place a permit. Your permits are worth 0 to 4 and each costs its value in gold: permit 0 is free. A permit goes on a free square of the ship&apos;s row (when that row is full, the nearest row with a free square); for two influence cards of one colour it may go in any row. Choose a permit, then its square: a building covering it can be yours later.</source>
        <translation>Minden körben lerakhatsz egy építési engedélyt, vagy helyette elvehetsz 2 aranyat: most rakj le egy engedélyt. Az engedélyeid 0–4 értékűek, és mindegyik annyi aranyba kerül, amennyi az értéke: a 0-s ingyenes. Az engedély a hajó sorának egy szabad mezőjére kerül (ha az a sor megtelt, a legközelebbi sorba, ahol van szabad mező); két egyszínű befolyáskártyáért bármelyik sorba kerülhet. Válassz engedélyt, aztán mezőt: egy épület, amely lefedi, később a tiéd lehet.</translation>
    </message>
    <message>
        <source>Next you build a wall tile: it costs 2 gold on the north or south wall, so keep 2 gold for your next construction. Play on meanwhile; the lesson speaks again when you can pay for it.</source>
        <translation>Hamarosan fallapkát építesz: az északi vagy a déli falon 2 aranyba kerül, ezért tarts meg 2 aranyat a következő építkezésedre. Addig játssz tovább; a lecke akkor szól újra, amikor ki tudod fizetni.</translation>
    </message>
    <message>
        <source>Pirates! After a 7 the ship&apos;s row pays no income. Instead every player gives up one card for each of their cubes in that row, on buildings, church tiles and towers, and the player who rolled may take one of those cards for each tower they have on the walls. Early in the game few cubes stand in the city, so the pirates often take nothing.</source>
        <translation>Kalózok! 7-es után a hajó sora nem hoz bevételt. Ehelyett minden játékos annyi kártyát ad le, ahány kockája van abban a sorban épületeken, templomlapkákon és tornyokon, a dobó pedig minden falon lévő tornyáért elvehet egyet ezekből a kártyákból. A játék elején még kevés kocka áll a városban, ezért a kalózok gyakran semmit sem visznek el.</translation>
    </message>
</context>
<context>
    <name>LessonElfenland</name>
    <message>
        <source>Welcome to Elfenland. Every boot starts in Elvenhold, the capital. Each other town holds one of your town pieces, and the first time your boot reaches a town you collect it: after four rounds the player with the most pieces wins. A round goes like this: everybody&apos;s hand is filled up to eight travel cards, everybody takes transport counters, the counters are laid on roads, and then each elf travels, paying cards that match the counters on the roads.</source>
        <translation>Üdv Elfenlandban! Minden csizma Elvenholdból, a fővárosból indul. Minden más városban ott van egy városjelződ, és amikor a csizmád először odaér, felveszed: négy forduló után az nyer, akinél a legtöbb városjelző van. Egy forduló így zajlik: mindenki kezét nyolc utazókártyára egészítik ki, mindenki szállítólapkákat vesz, a lapkák az utakra kerülnek, aztán minden elf utazik, és az utakon fekvő lapkáknak megfelelő kártyákkal fizet.</translation>
    </message>
    <message>
        <source>First each player draws one counter from the pile and keeps it face down: only you know which transport it is. Click the highlighted pile.</source>
        <translation>Először mindenki húz egy lapkát a kupacból, és lefordítva tartja: csak te tudod, melyik szállítóeszköz. Kattints a kiemelt kupacra.</translation>
    </message>
    <message>
        <source>First draw your secret counter.</source>
        <translation>Először húzd ki a titkos lapkádat.</translation>
    </message>
    <message>
        <source>Now three times round the table each player takes one more counter, face up for all to see: one of the five in the row (a new one fills its place at once) or the top one of the pile, unseen. A counter is worth most when you hold the travel cards of its kind, because that is what you pay with on its road. Take three counters.</source>
        <translation>Most háromszor körbe mindenki vesz még egy lapkát, képpel felfelé, hogy mindenki lássa: a sorban lévő öt egyikét (a helyére rögtön új kerül), vagy a kupac legfelsőjét, látatlanul. Egy lapka akkor ér a legtöbbet, ha van hozzá illő utazókártyád, mert az ő útján azzal fizetsz. Vegyél három lapkát.</translation>
    </message>
    <message>
        <source>Take a counter from the row or from the pile.</source>
        <translation>Vegyél egy lapkát a sorból vagy a kupacból.</translation>
    </message>
    <message>
        <source>Planning: in turn, each player lays one counter on a road, or passes. A road takes a single counter, and only of a transport that can cross its land (a Giant Pig never goes into the mountains, a Unicorn never onto the plains, and nothing goes on water); the highlighted roads are where yours fit. Any player may travel on any counter, whoever laid it, so lay a chain of roads leading out of Elvenhold for the cards you hold. Lay three counters, one per turn.</source>
        <translation>Tervezés: sorban mindenki letesz egy lapkát egy útra, vagy passzol. Egy úton csak egy lapka lehet, és csak olyan szállítóeszközé, amely át tud kelni a vidékén (az Óriásdisznó sosem megy hegyekbe, az Egyszarvú sosem síkságra, vízre pedig semmi sem kerül); a kiemelt utakra illenek a lapkáid. Bármelyik lapkán bárki utazhat, akárki tette le, ezért rakj le Elvenholdból kivezető utakból láncot a kezedben lévő kártyákhoz. Tegyél le három lapkát, körönként egyet.</translation>
    </message>
    <message>
        <source>Lay a counter on one of the highlighted roads.</source>
        <translation>Tegyél le egy lapkát az egyik kiemelt útra.</translation>
    </message>
    <message>
        <source>Once in the game you may lay your obstacle instead of a counter, on a road that already carries a counter (never on water). The road stays open, but everybody who uses it pays one card more of the counter&apos;s kind, and a caravan four cards instead of three. Put it where the computer players want to go, not on your own way.</source>
        <translation>A játékban egyszer lapka helyett lerakhatod az akadályodat egy olyan útra, amelyen már van lapka (vízre soha). Az út járható marad, de aki használja, eggyel több kártyát fizet a lapka fajtájából, a karaván pedig három helyett négyet. Oda tedd, ahová a gépi játékosok tartanak, ne a saját utadra.</translation>
    </message>
    <message>
        <source>Lay your obstacle on one of the highlighted roads.</source>
        <translation>Tedd le az akadályodat az egyik kiemelt útra.</translation>
    </message>
    <message>
        <source>Keep your last counter: when the round ends you may keep one for the next round. So pass now. Whoever has passed may still lay a counter on a later turn; planning only ends when all players pass one after another. Until then, pass each time it is your turn.</source>
        <translation>Tartsd meg az utolsó lapkádat: a forduló végén egyet megtarthatsz a következő fordulóra. Ezért most passzolj. Aki passzolt, később még letehet lapkát; a tervezés csak akkor ér véget, amikor mindenki egymás után passzol. Addig passzolj, valahányszor te jössz.</translation>
    </message>
    <message>
        <source>Pass: keep your last counter for the next round.</source>
        <translation>Passzolj: tartsd meg az utolsó lapkádat a következő fordulóra.</translation>
    </message>
    <message>
        <source>Your journey. A step along a road needs a counter on it, and you pay cards of the counter&apos;s kind: one or two, as the chart says for that land (Travel costs… under your cards), and one more over an obstacle. The highlighted towns are one step away, with the price. Every town you reach gives you its piece; you may go back and forth as long as you pay. When your cards are spent or no road takes you further, end your move. You may keep four cards at most: discard the others.</source>
        <translation>Az utazásod. Egy úton csak akkor léphetsz, ha lapka van rajta, és a lapka fajtájának kártyáival fizetsz: eggyel vagy kettővel, ahogy a táblázat mondja arra a vidékre (Utazási költségek… a kártyáid alatt), akadálynál eggyel többel. A kiemelt városok egy lépésnyire vannak, az árukkal együtt. Minden város, ahová eljutsz, neked adja a városjelződet; oda-vissza is mehetsz, amíg fizetsz. Ha elfogytak a kártyáid, vagy nem visz tovább út, fejezd be az utazást. Legfeljebb négy kártyát tarthatsz meg: a többit dobd el.</translation>
    </message>
    <message>
        <source>Planning is over and the elves set off, one after another from the starting player: each makes a whole journey before the next one moves. Watch the computer players travel; the log says what each step cost.</source>
        <translation>A tervezésnek vége, és az elfek útra kelnek, egymás után a kezdőjátékostól: mindenki végigmegy a teljes útján, mielőtt a következő lép. Nézd, hogyan utaznak a gépi játékosok; a napló megmutatja, mennyibe került egy-egy lépés.</translation>
    </message>
    <message>
        <source>Travel to a highlighted town, or end your move.</source>
        <translation>Utazz egy kiemelt városba, vagy fejezd be az utazást.</translation>
    </message>
    <message>
        <source>Everybody has travelled: the round is over. The counters on the roads go back to the pile, and the obstacles laid this round leave the game. Each player may keep one of his own counters for the next round, face up or face down as it was; the others go back too. Choose the counter to keep.</source>
        <translation>Mindenki utazott: vége a fordulónak. Az utakon lévő lapkák visszakerülnek a kupacba, az ebben a fordulóban letett akadályok pedig kikerülnek a játékból. Mindenki megtarthatja egy saját lapkáját a következő fordulóra, képpel felfelé vagy lefelé, ahogy volt; a többi szintén visszakerül. Válaszd ki, melyik lapkát tartod meg.</translation>
    </message>
    <message>
        <source>Choose one counter to keep.</source>
        <translation>Válassz egy lapkát, amelyet megtartasz.</translation>
    </message>
    <message>
        <source>Round 2. Your hand is filled up to eight cards again, and the next player starts the round. Then the same phases follow: a secret counter, three open ones, planning and the journeys. With the counter you kept you may now hold five.</source>
        <translation>2. forduló. A kezedet újra nyolc kártyára egészítik ki, és a következő játékos kezdi a fordulót. Aztán ugyanazok a szakaszok jönnek: egy titkos lapka, három nyílt, tervezés és az utazások. A megtartott lapkával most öt is lehet nálad.</translation>
    </message>
    <message>
        <source>This round is yours to plan: the board highlights whatever you may do. Lay counters on the roads out of the town where your boot stands, for the kinds of cards you hold, and pass when you want to keep a counter.</source>
        <translation>Ezt a fordulót te tervezed: a tábla kiemel mindent, amit megtehetsz. Tegyél lapkákat azokra az utakra, amelyek abból a városból vezetnek ki, ahol a csizmád áll, a kezedben lévő kártyafajtákhoz, és passzolj, ha meg akarsz tartani egy lapkát.</translation>
    </message>
    <message>
        <source>Your second journey: go to the highlighted towns you have not visited yet, then end your move.</source>
        <translation>A második utazásod: menj a kiemelt városokba, ahol még nem jártál, aztán fejezd be az utazást.</translation>
    </message>
    <message>
        <source>Planning is over. The elves travel in turn order from the starting player; wait for your turn.</source>
        <translation>A tervezésnek vége. Az elfek sorrendben utaznak a kezdőjátékostól; várd ki, amíg rád kerül a sor.</translation>
    </message>
    <message>
        <source>Rivers and lakes carry no counters: you cross them with Raft cards. A river costs one raft with the current (the arrows) and two against it; a ferry across a lake costs two rafts either way. Take the highlighted way by water.</source>
        <translation>A folyókon és tavakon nincs lapka: Tutaj kártyákkal kelsz át rajtuk. A folyó a sodrással (a nyilak irányában) egy tutajba kerül, ellene kettőbe; a komp a tavon át bármelyik irányban két tutaj. Menj a kiemelt vízi úton.</translation>
    </message>
    <message>
        <source>Take the highlighted way by water first.</source>
        <translation>Először menj a kiemelt vízi úton.</translation>
    </message>
    <message>
        <source>A caravan is possible now: on a road with a counter whose cards you lack, any three cards (rafts too) take you along, four over an obstacle. It never crosses water, and in this game it is only for a player who cannot pay the counter&apos;s own cards. After Next the board highlights the towns you can reach, by caravan too: click one, then pay the cards one at a time. A caravan is worth them when it brings you to a new town.</source>
        <translation>Most karavánnal is mehetsz: olyan úton, amelyen lévő lapkához nincs kártyád, bármelyik három kártya (tutaj is) átvisz, akadálynál négy. Karaván sosem kel át vízen, és ebben a játékban csak annak jár, aki nem tud fizetni a lapka saját kártyáival. A Tovább után a tábla kiemeli, mely városokba juthatsz el, karavánnal is: kattints az egyikre, aztán egyenként fizesd ki a kártyákat. A karaván akkor éri meg, ha új városba visz.</translation>
    </message>
    <message>
        <source>A computer player has laid its obstacle: whoever travels that road pays one card more there, and a caravan four. Every player has one obstacle for the whole game.</source>
        <translation>Egy gépi játékos letette az akadályát: aki azon az úton utazik, ott eggyel több kártyát fizet, a karaván pedig négyet. Minden játékosnak egyetlen akadálya van az egész játékra.</translation>
    </message>
    <message>
        <source>A computer player ended its journey with more than four cards and discards down to four: nobody keeps more after travelling. Cards kept count for the next round, which fills every hand up to eight again.</source>
        <translation>Egy gépi játékos négynél több kártyával fejezte be az utazását, és négyre dob le: utazás után senki sem tarthat meg többet. A megtartott kártyák a következő fordulóban jól jönnek, amely minden kezet újra nyolcra egészít ki.</translation>
    </message>
    <message>
        <source>The lesson is over: play on as you like until round 4 is over. Then the most town pieces win, and more travel cards in hand break a tie. Whoever collects all twenty pieces before the end of round 3 wins at once.</source>
        <translation>A leckének vége: játssz tovább kedved szerint a 4. forduló végéig. Akkor a legtöbb városjelző nyer, egyenlőségnél pedig az, akinek több utazókártya van a kezében. Aki a 3. forduló vége előtt mind a húsz városjelzőt összegyűjti, azonnal nyer.</translation>
    </message>
</context>
<context>
    <name>LessonGuide</name>
    <message>
        <source>Follow the lesson: make one of the highlighted moves.</source>
        <translation>Kövesd a leckét: válaszd a kiemelt lépések egyikét.</translation>
    </message>
    <message>
        <source>Read the lesson&apos;s note first and press Next.</source>
        <translation>Előbb olvasd el a lecke szövegét, és nyomd meg a Tovább gombot.</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Tovább</translation>
    </message>
    <message>
        <source>&amp;Leave the lesson</source>
        <translation>&amp;Kilépés a leckéből</translation>
    </message>
    <message>
        <source>Next step of the lesson</source>
        <translation>A lecke következő lépése</translation>
    </message>
    <message>
        <source>Leave the lesson and play on</source>
        <translation>Kilépés a leckéből, a játék folytatása</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lecke</translation>
    </message>
    <message>
        <source>Try the rule</source>
        <translation>Próbáld ki a szabályt</translation>
    </message>
    <message>
        <source>Step {step} of {steps}</source>
        <translation>{step}. lépés / {steps}</translation>
    </message>
    <message>
        <source>&amp;Back to the rules</source>
        <translation>&amp;Vissza a szabályokhoz</translation>
    </message>
    <message>
        <source>&amp;Play on</source>
        <translation>A játék &amp;folytatása</translation>
    </message>
    <message>
        <source>That is the rule at work. Play on from here as long as you like, or go back to the rules.</source>
        <translation>Így működik a szabály. Játssz tovább innen, ameddig csak szeretnél, vagy térj vissza a szabályokhoz.</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>{number}. gépi játékos</translation>
    </message>
    <message>
        <source>Make this move with the highlighted button under Your move.</source>
        <translation>Ezt a lépést a „Te lépsz” panel kiemelt gombjával teheted meg.</translation>
    </message>
    <message numerus="yes">
        <source>Lesson complete: all %n steps done</source>
        <translation>
            <numerusform>A lecke kész: %n lépés teljesítve</numerusform>
        </translation>
    </message>
    <message>
        <source>Step {step} of {steps} · meanwhile in the game</source>
        <translation>{step}. lépés / {steps} · közben a játékban</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Játék</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>S&amp;zerkesztés</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Nézet</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Beállítások</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Súgó</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>Ú&amp;j játék…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Meg&amp;nyitás…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Legutóbbiak megnyitása</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Mentés</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Mentés m&amp;ásként…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Kilépés</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Visszavonás</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Nagyítás</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Kicsinyítés</translation>
    </message>
    <message>
        <source>&amp;Fit board to window</source>
        <translation>&amp;Tábla igazítása az ablakhoz</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Nyelv</translation>
    </message>
    <message>
        <source>Computer player &amp;speed</source>
        <translation>&amp;Gépi játékosok sebessége</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Azonnali</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Gyors</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normál</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lassú</translation>
    </message>
    <message>
        <source>&amp;Free undo (all players agree)</source>
        <translation>&amp;Szabad visszavonás (minden játékos egyetért)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Szabályok</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Névjegy</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Játéktanulás</translation>
    </message>
    <message>
        <source>Guided first game of {game}</source>
        <translation>Első játszma vezetéssel: {game}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Te lépsz</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Játéknapló</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statisztika</translation>
    </message>
    <message>
        <source>Elasund Desktop</source>
        <translation>Elasund Desktop</translation>
    </message>
    <message>
        <source>unsaved game</source>
        <translation>mentetlen játék</translation>
    </message>
    <message>
        <source>Trying a rule on the practice board would leave the network game. Try it when the game is over.</source>
        <translation>Ha a gyakorlótáblán kipróbálnál egy szabályt, kilépnél a hálózati játékból. Próbáld ki, ha vége a játéknak.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A játék véget ért.</translation>
    </message>
    <message>
        <source>{name} (computer) is thinking…</source>
        <translation>{name} (gép) gondolkodik…</translation>
    </message>
    <message>
        <source>Waiting for {name}.</source>
        <translation>Várakozás: {name}.</translation>
    </message>
    <message>
        <source>click a highlighted place on the board or a button below</source>
        <translation>kattints a tábla egy kiemelt helyére vagy egy lenti gombra</translation>
    </message>
    <message>
        <source>click a highlighted place on the board</source>
        <translation>kattints a tábla egy kiemelt helyére</translation>
    </message>
    <message>
        <source>choose one of the buttons below</source>
        <translation>válassz egy lenti gombot</translation>
    </message>
    <message>
        <source>{name}, your move: {hint}.</source>
        <translation>{name}, te lépsz: {hint}.</translation>
    </message>
    <message>
        <source>Start a new game or open a saved one.</source>
        <translation>Kezdj új játékot, vagy nyiss meg egy mentettet.</translation>
    </message>
    <message>
        <source>{name} to move.</source>
        <translation>{name} következik.</translation>
    </message>
    <message>
        <source>{name} (computer) to move.</source>
        <translation>{name} (gép) következik.</translation>
    </message>
    <message>
        <source>It is not your turn: wait for {name}.</source>
        <translation>Nem te következel: várj, most {name} lép.</translation>
    </message>
    <message>
        <source>Nothing to choose on the board now: first choose in the “Your move” panel ({choices}).</source>
        <translation>A táblán most nincs mit választani: előbb a „Te lépsz” panelen válassz ({choices}).</translation>
    </message>
    <message>
        <source>{step}. Click one of the highlighted places.</source>
        <translation>{step}. Kattints az egyik kiemelt helyre.</translation>
    </message>
    <message>
        <source>Not possible here now: click one of the highlighted places, or choose in the “Your move” panel ({choices}).</source>
        <translation>Ez itt most nem lehetséges: kattints az egyik kiemelt helyre, vagy válassz a „Te lépsz” panelen ({choices}).</translation>
    </message>
    <message>
        <source>Not possible here now: click one of the highlighted places.</source>
        <translation>Ez itt most nem lehetséges: kattints az egyik kiemelt helyre.</translation>
    </message>
    <message>
        <source>Autosave failed: {detail}</source>
        <translation>Az automatikus mentés nem sikerült: {detail}</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Játék mentése</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Mentve ide: {path}</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Játék megnyitása</translation>
    </message>
    <message>
        <source>Opened {file}.</source>
        <translation>Megnyitva: {file}.</translation>
    </message>
    <message>
        <source>Opened {file}: this game is over.</source>
        <translation>Megnyitva: {file}. Ez a játék véget ért.</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Nincsenek legutóbbi játékok</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Játék folytatása</translation>
    </message>
    <message>
        <source>An unfinished game was saved automatically. Resume it?</source>
        <translation>Egy befejezetlen játék automatikusan mentésre került. Folytatod?</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Szabályok</translation>
    </message>
    <message>
        <source>&amp;Cancel the step in progress</source>
        <translation>A folyamatban lévő lépés &amp;megszakítása</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>folytatott</translation>
    </message>
    <message>
        <source>Escape cancels this step.</source>
        <translation>Az Esc megszakítja ezt a lépést.</translation>
    </message>
    <message>
        <source>&amp;Watch the replay of this game</source>
        <translation>A játszma &amp;visszajátszása</translation>
    </message>
    <message>
        <source>Watch a &amp;replay…</source>
        <translation>&amp;Visszajátszás megnyitása…</translation>
    </message>
    <message>
        <source>&amp;Export the log…</source>
        <translation>A napló &amp;exportálása…</translation>
    </message>
    <message>
        <source>Watch a replay</source>
        <translation>Visszajátszás megnyitása</translation>
    </message>
    <message>
        <source>Export the log</source>
        <translation>A napló exportálása</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Szövegfájlok (*.txt)</translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Játékosok: {names}</translation>
    </message>
    <message>
        <source>&amp;Board only</source>
        <translation>&amp;Csak a tábla</translation>
    </message>
    <message>
        <source>Game board</source>
        <translation>Játéktábla</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animációk</translation>
    </message>
    <message>
        <source>Pieces glide to their places and new pieces fade in.</source>
        <translation>A figurák a helyükre csúsznak, az újak fokozatosan tűnnek fel.</translation>
    </message>
    <message>
        <source>&amp;Host a network game…</source>
        <translation>&amp;Hálózati játék indítása…</translation>
    </message>
    <message>
        <source>&amp;Join a network game…</source>
        <translation>&amp;Csatlakozás hálózati játékhoz…</translation>
    </message>
    <message>
        <source>Playing over a &amp;network</source>
        <translation>Játék &amp;hálózaton</translation>
    </message>
    <message>
        <source>network game</source>
        <translation>hálózati játék</translation>
    </message>
    <message>
        <source>Waiting for {name}, who plays on another computer.</source>
        <translation>Várakozás {name} játékosra, aki másik számítógépen játszik.</translation>
    </message>
    <message>
        <source>read the lesson&apos;s text and press Next</source>
        <translation>olvasd el a lecke szövegét, és nyomd meg a Tovább gombot</translation>
    </message>
</context>
<context>
    <name>MoveMarks</name>
    <message>
        <source>Since your last move:</source>
        <translation>Az utolsó lépésed óta:</translation>
    </message>
</context>
<context>
    <name>NetworkHelp</name>
    <message>
        <source>Playing over a network</source>
        <translation>Játék hálózaton</translation>
    </message>
    <message>
        <source>Friends can play at their own computers: one computer hosts the game, the others join it. Nobody has to look away: each window shows only its own player&apos;s hidden cards, and the others&apos; hidden cards never even reach it.</source>
        <translation>A barátok a saját számítógépükön is játszhatnak: egy számítógép a házigazda, a többiek csatlakoznak hozzá. Senkinek sem kell félrenéznie: minden ablak csak a saját játékosa rejtett lapjait mutatja, a többiekéi el sem jutnak hozzá.</translation>
    </message>
    <message>
        <source>Hosting</source>
        <translation>Házigazdaként</translation>
    </message>
    <message>
        <source>Joining</source>
        <translation>Csatlakozás</translation>
    </message>
    <message>
        <source>On a local network</source>
        <translation>Helyi hálózaton</translation>
    </message>
    <message>
        <source>Choose Game ▸ Join a network game…. Pick the game from the list of games on this network, or paste the invitation (or type the address, port and fingerprint); then type the code the host gave you, and your name. You play in your own window and language, with your hand, the highlighted moves, the marks of the last moves, hints, the reasons when a move is not allowed, the log and the rules. Undo and Escape take back only your own last decision, and not once it revealed hidden information or used the dice. A joiner cannot save: the host keeps the game.</source>
        <translation>Válaszd a Játék ▸ Csatlakozás hálózati játékhoz… menüpontot. Válaszd ki a játékot a hálózaton talált játékok listájából, vagy illeszd be a meghívót (vagy írd be a címet, a portot és az ujjlenyomatot); aztán írd be a kódot, amelyet a házigazdától kaptál, és a neved. A saját ablakodban és a saját nyelveden játszol: a kezeddel, a kiemelt lépésekkel, az utolsó lépések jelölésével, tippekkel, az indoklással, ha egy lépés nem szabályos, a naplóval és a szabályokkal. A visszavonás és az Esc csak a saját utolsó döntésedet vonja vissza, és azt sem, ha rejtett információt fedett fel vagy kockadobással járt. A csatlakozó nem menthet: a játékot a házigazda őrzi.</translation>
    </message>
    <message>
        <source>Choose Game ▸ Host a network game…. In the dialog, set each friend&apos;s seat to “Player on another computer”; seats can also be played here or by the computer. The host&apos;s program holds the game: it checks every move and saves the game after each one. The Network tab, beside the game log, then shows this computer&apos;s addresses with the port, the join code and the fingerprint. Copy the invitation and send it to your friends.</source>
        <translation>Válaszd a Játék ▸ Hálózati játék indítása… menüpontot. Az ablakban minden barátod helyét állítsd „Játékos másik számítógépen” értékre; a többi helyen itt is lehet játszani, vagy a gép játszik. A házigazda programja tartja a játékot: minden lépést ellenőriz, és mindegyik után menti a játékot. Ezután a játéknapló melletti Hálózat lap megmutatja a számítógép címeit a porttal, a csatlakozási kódot és az ujjlenyomatot. Másold ki a meghívót, és küldd el a barátaidnak.</translation>
    </message>
    <message>
        <source>At home or at a table with laptops, the host&apos;s game appears by itself in the joiners&apos; list, or use one of the addresses the host&apos;s panel shows. All computers must be on the same network, and the host&apos;s firewall must let the port in. The list is public to every computer on the network: it shows the game, the host&apos;s name, the free seats and the fingerprint, never the code, so the code is still needed to take a seat.</source>
        <translation>Otthon vagy egy asztal körül laptopokkal a házigazda játéka magától megjelenik a csatlakozók listájában, vagy használjátok a házigazda paneljén látható címek egyikét. Minden számítógépnek ugyanazon a hálózaton kell lennie, és a házigazda tűzfalának át kell engednie a portot. A lista a hálózat minden számítógépe számára nyilvános: a játékot, a házigazda nevét, a szabad helyeket és az ujjlenyomatot mutatja, a kódot soha, így egy hely elfoglalásához továbbra is kell a kód.</translation>
    </message>
    <message>
        <source>Across the Internet</source>
        <translation>Az interneten keresztül</translation>
    </message>
    <message>
        <source>Either the host forwards the port (47270 unless you chose another) on the router to the host&apos;s computer and gives the router&apos;s public address, or everybody joins the same VPN (such as WireGuard, Tailscale or ZeroTier) and uses the host&apos;s address in it. A VPN opens nothing to the whole Internet and is the safer way.</source>
        <translation>Vagy a házigazda továbbítja a portot (47270, hacsak nem választottál mást) a routeren a saját számítógépére, és megadja a router nyilvános címét, vagy mindenki ugyanahhoz a VPN-hez csatlakozik (például WireGuard, Tailscale vagy ZeroTier), és a házigazda ottani címét használja. A VPN semmit sem nyit meg az egész internet felé, és ez a biztonságosabb út.</translation>
    </message>
    <message>
        <source>What the host exposes</source>
        <translation>Mit tesz elérhetővé a házigazda</translation>
    </message>
    <message>
        <source>One port, on which the program answers only the game&apos;s own messages and checks every one of them. Without the code nobody takes a seat, and an address that tries five wrong codes is refused. The connection is encrypted, and the fingerprint lets the joiners&apos; programs make sure that they talk to the host&apos;s computer and to nobody in between. The port closes with the game.</source>
        <translation>Egyetlen portot, amelyen a program csak a játék saját üzeneteire válaszol, és mindegyiket ellenőrzi. Kód nélkül senki sem foglalhat helyet, és az a cím, amelyről öt hibás kódot próbáltak, el lesz utasítva. A kapcsolat titkosított, az ujjlenyomattal pedig a csatlakozók programjai meggyőződhetnek arról, hogy a házigazda számítógépével beszélnek, és senki sincs közöttük. A port a játékkal együtt bezárul.</translation>
    </message>
    <message>
        <source>When a connection drops</source>
        <translation>Ha megszakad egy kapcsolat</translation>
    </message>
    <message>
        <source>The others see the seat as disconnected, and the game waits, or a computer player takes the seat if the host chose one under “When a player drops out”. The friend presses Rejoin in the Network tab and is back at the same seat. If the host&apos;s program stops, Game ▸ Host a network game… offers the unfinished game again, on the same port and with the same code, and the friends press Rejoin.</source>
        <translation>A többiek kiesettként látják a helyet, és a játék vár, vagy gépi játékos veszi át a helyet, ha a házigazda választott egyet a „Ha egy játékos kiesik” beállításnál. A barát megnyomja a Hálózat lapon az Újracsatlakozás gombot, és visszakerül ugyanarra a helyre. Ha a házigazda programja leáll, a Játék ▸ Hálózati játék indítása… újra felajánlja a befejezetlen játékot ugyanazon a porton és ugyanazzal a kóddal, a barátok pedig megnyomják az Újracsatlakozás gombot.</translation>
    </message>
</context>
<context>
    <name>NetworkHost</name>
    <message>
        <source>A player dropped out: they can rejoin with the same invitation.</source>
        <translation>Egy játékos kiesett: ugyanazzal a meghívóval visszatérhet.</translation>
    </message>
    <message>
        <source>Waiting for players to join. Give them the invitation below.</source>
        <translation>Várakozás a játékosok csatlakozására. Add meg nekik az alábbi meghívót.</translation>
    </message>
    <message>
        <source>Everybody is here.</source>
        <translation>Mindenki itt van.</translation>
    </message>
    <message>
        <source>Wait for them</source>
        <translation>Várunk rá</translation>
    </message>
    <message>
        <source>Computer ({kind})</source>
        <translation>Gép ({kind})</translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation>Hálózati játék indítása</translation>
    </message>
    <message>
        <source>The network game of {game} with {names} was not finished. Host it again, so that its players can rejoin their seats?</source>
        <translation>Egy hálózati játszma nem fejeződött be ({game}; játékosok: {names}). Újraindítod házigazdaként, hogy a játékosok visszatérhessenek a helyükre?</translation>
    </message>
    <message>
        <source>The game cannot listen on port {port}: {detail}</source>
        <translation>A játék nem tud figyelni ezen a porton ({port}): {detail}</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Hálózat</translation>
    </message>
</context>
<context>
    <name>NetworkJoin</name>
    <message>
        <source>The code is not this game&apos;s.</source>
        <translation>A kód nem ehhez a játékhoz tartozik.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this computer: the host refuses it now.</source>
        <translation>Túl sok hibás kód érkezett erről a számítógépről: a házigazda most elutasítja.</translation>
    </message>
    <message>
        <source>The host does not know this seat any more.</source>
        <translation>A házigazda már nem ismeri ezt a helyet.</translation>
    </message>
    <message>
        <source>Every seat of this game is taken.</source>
        <translation>Ennek a játéknak minden helye foglalt.</translation>
    </message>
    <message>
        <source>The computer that answered is not the host you were given: its fingerprint differs. Nothing was sent to it.</source>
        <translation>A válaszoló számítógép nem az a házigazda, akit megadtak neked: eltér az ujjlenyomata. Semmit nem küldtünk neki.</translation>
    </message>
    <message>
        <source>No game answers at this address and port.</source>
        <translation>Ezen a címen és porton nem válaszol játék.</translation>
    </message>
    <message>
        <source>The host refused: {reason}</source>
        <translation>A házigazda elutasította: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>{game}, hosted by {host}: %n seats free</source>
        <translation>
            <numerusform>{game}, házigazda: {host}, %n szabad hely</numerusform>
        </translation>
    </message>
    <message>
        <source>Join a network game</source>
        <translation>Csatlakozás hálózati játékhoz</translation>
    </message>
    <message>
        <source>Choose a game found on this network, or type what the host gave you, or copy the host&apos;s invitation and paste it here. The code comes from the host in any case. The fingerprint proves that you reach the host&apos;s own computer.</source>
        <translation>Válassz egy játékot, amelyet ezen a hálózaton találtunk, vagy írd be, amit a házigazdától kaptál, vagy másold ki a meghívóját, és illeszd be ide. A kódot mindenképp a házigazdától kapod. Az ujjlenyomat bizonyítja, hogy valóban a házigazda számítógépét éred el.</translation>
    </message>
    <message>
        <source>&amp;Games on this network</source>
        <translation>&amp;Játékok ezen a hálózaton</translation>
    </message>
    <message>
        <source>No game found on this network yet. Games hosted here appear as they start.</source>
        <translation>Ezen a hálózaton még nincs játék. Az itt indított játékok megjelennek, amint elindulnak.</translation>
    </message>
    <message>
        <source>&amp;Paste the invitation</source>
        <translation>Meghívó &amp;beillesztése</translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <translation>&amp;Cím</translation>
    </message>
    <message>
        <source>P&amp;ort</source>
        <translation>P&amp;ort</translation>
    </message>
    <message>
        <source>&amp;Code</source>
        <translation>&amp;Kód</translation>
    </message>
    <message>
        <source>&amp;Fingerprint</source>
        <translation>&amp;Ujjlenyomat</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>A &amp;neved</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.20</source>
        <translation>pl. 192.168.1.20</translation>
    </message>
    <message>
        <source>Type the host&apos;s address.</source>
        <translation>Írd be a házigazda címét.</translation>
    </message>
    <message>
        <source>Type the join code.</source>
        <translation>Írd be a csatlakozási kódot.</translation>
    </message>
    <message>
        <source>The fingerprint has 64 hexadecimal digits: copy it from the host.</source>
        <translation>Az ujjlenyomat 64 hexadecimális számjegyből áll: másold ki a házigazdától.</translation>
    </message>
    <message>
        <source>Type your name.</source>
        <translation>Írd be a neved.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Kapcsolódás…</translation>
    </message>
    <message>
        <source>Could not rejoin: {reason}</source>
        <translation>Nem sikerült újra csatlakozni: {reason}</translation>
    </message>
    <message>
        <source>Connection to the host lost.</source>
        <translation>Megszakadt a kapcsolat a házigazdával.</translation>
    </message>
    <message>
        <source>Connected to the host.</source>
        <translation>Kapcsolódva a házigazdához.</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>Kapcsolódás ide: {address}…</translation>
    </message>
    <message>
        <source>Joined: you play seat {number}.</source>
        <translation>Csatlakoztál, a helyed száma: {number}.</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Hálózat</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>{number}. játékos</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>{number}. gépi játékos</translation>
    </message>
</context>
<context>
    <name>NetworkPanel</name>
    <message>
        <source>nobody has joined yet</source>
        <translation>még senki sem csatlakozott</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>kapcsolódva</translation>
    </message>
    <message>
        <source>disconnected: waiting for them</source>
        <translation>kiesett: várunk rá</translation>
    </message>
    <message>
        <source>disconnected: a computer plays for them</source>
        <translation>kiesett: gép játszik helyette</translation>
    </message>
    <message>
        <source>computer player</source>
        <translation>gépi játékos</translation>
    </message>
    <message>
        <source>at the host&apos;s computer</source>
        <translation>a házigazda számítógépénél</translation>
    </message>
    <message>
        <source>not joined yet</source>
        <translation>még nem csatlakozott</translation>
    </message>
    <message>
        <source>on another computer</source>
        <translation>másik számítógépen</translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation>kiesett</translation>
    </message>
    <message>
        <source>disconnected, computer plays</source>
        <translation>kiesett, gép játszik</translation>
    </message>
    <message>
        <source>{name}: {state}</source>
        <translation>{name}: {state}</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Cím</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Csatlakozási kód</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>Ujjlenyomat</translation>
    </message>
    <message>
        <source>When a player drops out</source>
        <translation>Ha egy játékos kiesik</translation>
    </message>
    <message>
        <source>Copy the invitation</source>
        <translation>Meghívó másolása</translation>
    </message>
    <message>
        <source>Copies the addresses, the code and the fingerprint to send to friends.</source>
        <translation>Kimásolja a címeket, a kódot és az ujjlenyomatot, hogy elküldhesd a barátaidnak.</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Újracsatlakozás</translation>
    </message>
    <message>
        <source>Seats of the network game</source>
        <translation>A hálózati játék helyei</translation>
    </message>
    <message>
        <source>Join my game in Elasund Desktop (Game ▸ Join a network game…).</source>
        <translation>Csatlakozz a játékomhoz az Elasund Desktopban (Játék ▸ Csatlakozás hálózati játékhoz…).</translation>
    </message>
    <message>
        <source>Address: {address}</source>
        <translation>Cím: {address}</translation>
    </message>
    <message>
        <source>Code: {code}</source>
        <translation>Kód: {code}</translation>
    </message>
    <message>
        <source>Fingerprint: {fingerprint}</source>
        <translation>Ujjlenyomat: {fingerprint}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player {number}</source>
        <translation>{number}. játékos</translation>
    </message>
    <message>
        <source>{colour} {marker}</source>
        <translation>{colour} {marker}</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Ember</translation>
    </message>
    <message>
        <source>Computer ({kind})</source>
        <translation>Gép ({kind})</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Minden játékosnak adj nevet.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Két játékosnak ugyanaz a neve.</translation>
    </message>
    <message>
        <source>Two players have the same colour.</source>
        <translation>Két játékosnak ugyanaz a színe.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Új játék</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Játék</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Kezdőérték (seed)</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Játékosok száma</translation>
    </message>
    <message>
        <source>The same seed and the same moves always give the same game.</source>
        <translation>Ugyanaz a kezdőérték és ugyanazok a lépések mindig ugyanazt a játékot adják.</translation>
    </message>
    <message>
        <source>Seats: name, colour and marker, who plays</source>
        <translation>Helyek: név, szín és jel, ki játszik</translation>
    </message>
    <message>
        <source>Variant options</source>
        <translation>Változatok beállításai</translation>
    </message>
    <message>
        <source>greedy plan</source>
        <translation>mohó terv</translation>
    </message>
    <message>
        <source>Name of seat {number}</source>
        <translation>Név – {number}. hely</translation>
    </message>
    <message>
        <source>Colour of seat {number}</source>
        <translation>Szín – {number}. hely</translation>
    </message>
    <message>
        <source>Who plays seat {number}</source>
        <translation>Ki játszik – {number}. hely</translation>
    </message>
    <message>
        <source>Player on another computer</source>
        <translation>Játékos másik számítógépen</translation>
    </message>
    <message>
        <source>Choose at least one player on another computer.</source>
        <translation>Válassz legalább egy játékost másik számítógépen.</translation>
    </message>
    <message>
        <source>Every network of this computer</source>
        <translation>A számítógép minden hálózata</translation>
    </message>
    <message>
        <source>This computer only (to try it out)</source>
        <translation>Csak ez a számítógép (kipróbáláshoz)</translation>
    </message>
    <message>
        <source>Wait for them</source>
        <translation>Várunk rá</translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation>Hálózati játék indítása</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Hálózat</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>bármely szabad port</translation>
    </message>
    <message>
        <source>Joiners type this port. Across the Internet, forward it on your router.</source>
        <translation>A csatlakozók ezt a portot írják be. Interneten keresztül továbbítsd a routereden.</translation>
    </message>
    <message>
        <source>Listen on</source>
        <translation>Figyelés itt</translation>
    </message>
    <message>
        <source>When a player drops out</source>
        <translation>Ha egy játékos kiesik</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <source>Vermillion</source>
        <translation>Cinóbervörös</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Kék</translation>
    </message>
    <message>
        <source>Bluish green</source>
        <translation>Kékeszöld</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Sárga</translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation>Égszínkék</translation>
    </message>
    <message>
        <source>Reddish purple</source>
        <translation>Vöröses bíbor</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Narancs</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Szürke</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>kör</translation>
    </message>
    <message>
        <source>square</source>
        <translation>négyzet</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>háromszög</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>rombusz</translation>
    </message>
    <message>
        <source>star</source>
        <translation>csillag</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>kereszt</translation>
    </message>
    <message>
        <source>hexagon</source>
        <translation>hatszög</translation>
    </message>
    <message>
        <source>pentagon</source>
        <translation>ötszög</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Piros</translation>
    </message>
    <message>
        <source>Dark blue</source>
        <translation>Sötétkék</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zöld</translation>
    </message>
    <message>
        <source>Violet</source>
        <translation>Ibolyaszín</translation>
    </message>
    <message>
        <source>Ochre</source>
        <translation>Okker</translation>
    </message>
    <message>
        <source>Cream</source>
        <translation>Krémszín</translation>
    </message>
    <message>
        <source>Pale yellow</source>
        <translation>Halványsárga</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>Player</source>
        <translation>Játékos</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pontszám</translation>
    </message>
    <message>
        <source>Just gained or lost</source>
        <translation>Épp kapott vagy vesztett</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (gép)</translation>
    </message>
    <message>
        <source>{mark}: holds the card “{card}”.</source>
        <translation>{mark}: ennél a játékosnál van ez a kártya: „{card}”.</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>gép</translation>
    </message>
    <message>
        <source>{name} holds the card “{card}”.</source>
        <translation>{name} birtokolja ezt a kártyát: „{card}”.</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass the computer to {name}.
The other players should look away.</source>
        <translation>Add át a gépet {name} játékosnak.
A többi játékos nézzen félre.</translation>
    </message>
    <message>
        <source>I am {name}: show my hand</source>
        <translation>Én vagyok {name}: mutasd a lapjaimat</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Move {k} of {total}</source>
        <translation>{k}. lépés / {total}</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Szünet</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lejátszás</translation>
    </message>
    <message>
        <source>Replay: {game}</source>
        <translation>Visszajátszás: {game}</translation>
    </message>
    <message>
        <source>One move back (Left arrow)</source>
        <translation>Egy lépés vissza (bal nyíl)</translation>
    </message>
    <message>
        <source>One move forward (Right arrow)</source>
        <translation>Egy lépés előre (jobb nyíl)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>Lejátszás vagy szünet (szóköz)</translation>
    </message>
    <message numerus="yes">
        <source>%n moves per second</source>
        <translation>
            <numerusform>%n lépés másodpercenként</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Take over from here</source>
        <translation>&amp;Folytatás innen</translation>
    </message>
    <message>
        <source>Start a new game from this position with the same players</source>
        <translation>Új játék ebből az állásból, ugyanazokkal a játékosokkal</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <source>The rules of this game are not available.</source>
        <translation>Ennek a játéknak a szabályai nem érhetők el.</translation>
    </message>
    <message>
        <source>House interpretation: no public source confirms these rulings.</source>
        <translation>Saját értelmezés: ezeket a döntéseket nyilvános forrás nem erősíti meg.</translation>
    </message>
    <message>
        <source>Try it on the board</source>
        <translation>Próbáld ki a táblán</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Keresés a szabályokban</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Játék</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Tartalom</translation>
    </message>
    <message>
        <source>No section contains this text.</source>
        <translation>Egyik fejezet sem tartalmazza ezt a szöveget.</translation>
    </message>
</context>
<context>
    <name>SaveErrors</name>
    <message>
        <source>Cannot read {file}: {detail}.</source>
        <translation>Nem sikerült olvasni ezt a fájlt: {file} ({detail}).</translation>
    </message>
    <message>
        <source>{file} is too large to be a saved game ({size_mb} MB; the limit is {limit_mb} MB).</source>
        <translation>{file} túl nagy ahhoz, hogy mentett játék legyen ({size_mb} MB; a korlát {limit_mb} MB).</translation>
    </message>
    <message>
        <source>{file} is not a saved game: its content is not readable JSON.</source>
        <translation>{file} nem mentett játék: a tartalma nem olvasható JSON.</translation>
    </message>
    <message>
        <source>{file} is incomplete: the file was cut short, perhaps by an interrupted save.</source>
        <translation>{file} hiányos: a fájl csonka, talán egy megszakadt mentés miatt.</translation>
    </message>
    <message>
        <source>{file} is not a saved game of Elasund Desktop.</source>
        <translation>{file} nem az Elasund Desktop mentett játéka.</translation>
    </message>
    <message>
        <source>{file} was saved by a newer version of Elasund Desktop (save format {version}; this version reads format {supported}).</source>
        <translation>{file} az Elasund Desktop egy újabb verziójával készült (mentési formátum: {version}; ez a verzió ezt a formátumot olvassa: {supported}).</translation>
    </message>
    <message>
        <source>{file} is a game of &quot;{game}&quot;, which this version does not know (known games: {known}).</source>
        <translation>{file} egy „{game}” játék, amelyet ez a verzió nem ismer (ismert játékok: {known}).</translation>
    </message>
    <message>
        <source>{file} was saved with version {saved} of the rules of {game}; this version plays version {current}, so the game cannot be replayed.</source>
        <translation>{file} más szabályverzióval készült (játék: {game}, szabályverzió: {saved}); ennek a programnak a szabályverziója: {current}, ezért a játék nem játszható vissza.</translation>
    </message>
    <message>
        <source>{file} is damaged: move {number} of its game log is not legal. {reason}</source>
        <translation>{file} sérült: a játéknapló {number}. lépése nem szabályos. {reason}</translation>
    </message>
    <message numerus="yes">
        <source>{file} was cut short: its last %n moves were lost, and the game goes on without them.</source>
        <translation>
            <numerusform>{file} csonka: az utolsó %n lépése elveszett, és a játék a korábbi állásból folytatódik.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rules cannot read this move.</source>
        <translation>A szabályok nem tudják értelmezni ezt a lépést.</translation>
    </message>
    <message>
        <source>{file} is damaged: the field &quot;{field}&quot; is missing or wrong.</source>
        <translation>{file} sérült: ez a mező hiányzik vagy hibás: „{field}”.</translation>
    </message>
    <message>
        <source>{file} does not replay to the position it was saved in (checksum mismatch): it was changed after saving or made by different rules.</source>
        <translation>{file} visszajátszva nem a mentéskori állást adja (az ellenőrzőösszeg eltér): mentés után módosították, vagy más szabályokkal készült.</translation>
    </message>
    <message>
        <source>Cannot write {file}: the disk is full.</source>
        <translation>Nem sikerült írni ezt a fájlt: {file}. Megtelt a lemez.</translation>
    </message>
    <message>
        <source>Cannot write {file}: permission denied.</source>
        <translation>Nem sikerült írni ezt a fájlt: {file}. Nincs hozzá jogosultság.</translation>
    </message>
    <message>
        <source>Cannot write {file}: the disk is read-only.</source>
        <translation>Nem sikerült írni ezt a fájlt: {file}. A lemez csak olvasható.</translation>
    </message>
    <message>
        <source>Cannot write {file}: {detail}.</source>
        <translation>Nem sikerült írni ezt a fájlt: {file} ({detail}).</translation>
    </message>
    <message>
        <source>Cannot write {file}: {folder} is a file, not a folder.</source>
        <translation>Nem sikerült írni ezt a fájlt: {file}. Ez nem mappa, hanem fájl: {folder}.</translation>
    </message>
    <message>
        <source>The previous file was kept.</source>
        <translation>Az előző fájl megmaradt.</translation>
    </message>
</context>
<context>
    <name>SaveFiles</name>
    <message>
        <source>Saved games ({patterns})</source>
        <translation>Mentett játékok ({patterns})</translation>
    </message>
</context>
<context>
    <name>StatsWidget</name>
    <message>
        <source>Turn</source>
        <translation>Kör</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Mutasd:</translation>
    </message>
    <message>
        <source>The number plotted for every player, turn by turn</source>
        <translation>Az ábrázolt érték minden játékosra, körről körre</translation>
    </message>
    <message>
        <source>Dice rolled (seed {seed})</source>
        <translation>Kockadobások (kezdőérték {seed})</translation>
    </message>
    <message>
        <source>Rolled</source>
        <translation>Dobott</translation>
    </message>
    <message>
        <source>Fair dice</source>
        <translation>Szabályos kockák</translation>
    </message>
    <message>
        <source>Rolls</source>
        <translation>Dobások</translation>
    </message>
    <message>
        <source>Sum of the dice</source>
        <translation>A kockák összege</translation>
    </message>
    <message>
        <source>Save the plot as PNG…</source>
        <translation>A grafikon mentése PNG-ként…</translation>
    </message>
    <message>
        <source>Save the plot</source>
        <translation>A grafikon mentése</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG-képek (*.png)</translation>
    </message>
    <message>
        <source>Statistic shown</source>
        <translation>Megjelenített statisztika</translation>
    </message>
    <message>
        <source>Plot of the statistic, turn by turn</source>
        <translation>A statisztika grafikonja, körről körre</translation>
    </message>
</context>
<context>
    <name>TableFacts</name>
    <message>
        <source>nobody</source>
        <translation>senki</translation>
    </message>
    <message>
        <source>{label}: {value}</source>
        <translation>{label}: {value}</translation>
    </message>
    <message>
        <source>{label} ({parts})</source>
        <translation>{label} ({parts})</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message>
        <source>{player}: {value}</source>
        <translation>{player}: {value}</translation>
    </message>
</context>
<context>
    <name>ThePalacesofCarraraRules</name>
    <message>
        <source>What is in the game</source>
        <translation>Mi van a játékban</translation>
    </message>
    <message>
        <source>&lt;p&gt;In The Palaces of Carrara, 2 to 4 players buy marble, put up buildings
in six Tuscan cities and score them at the right moment. The most points wins.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;42 marble blocks&lt;/b&gt;, 7 in each of six colours. From the most to the least
valuable: white (1), yellow (2), red (3), green (4), blue (5), black (6). The board
prints this rank number on every block, so colours never need to be told apart by
hue alone.&lt;/li&gt;
&lt;li&gt;The &lt;b&gt;wheel&lt;/b&gt;: a disc of six segments on which the marble is sold.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;30 building tiles&lt;/b&gt;: six types (library, cathedral, palace, gate, castle,
villa) with the values 1 to 5. Each tile shows the object it brings.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;36 objects&lt;/b&gt;, 6 of each kind: book, cup, crown, portal, flag, coat of
arms.&lt;/li&gt;
&lt;li&gt;For each player: a &lt;b&gt;player board&lt;/b&gt; with the six cities and the six
building types, &lt;b&gt;6 scoring markers&lt;/b&gt; and a &lt;b&gt;screen&lt;/b&gt;. Coins, marble and
objects stay behind the screen: the other players do not see them. Buildings,
markers and victory points are public.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;p&gt;A Carrara palotáiban 2–4 játékos márványt vásárol, épületeket emel hat toszkán
városban, és a megfelelő pillanatban értékeli őket. A legtöbb pont nyer.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;42 márványtömb&lt;/b&gt;, hat szín mindegyikéből 7. A legértékesebbtől a
legkevésbé értékesig: fehér (1), sárga (2), piros (3), zöld (4), kék (5), fekete (6). A
tábla minden tömbre ráírja ezt a rangszámot, így a színeket sosem kell csak az
árnyalatuk alapján megkülönböztetni.&lt;/li&gt;
&lt;li&gt;A &lt;b&gt;kerék&lt;/b&gt;: hat cikkből álló korong, amelyen a márványt árulják.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;30 épületlapka&lt;/b&gt;: hat típus (könyvtár, katedrális, palota, kapu, vár, villa)
1-től 5-ig terjedő értékekkel. Minden lapka mutatja, milyen tárgyat hoz.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;36 tárgy&lt;/b&gt;, mindegyik fajtából 6: könyv, kehely, korona, portál, zászló,
címer.&lt;/li&gt;
&lt;li&gt;Minden játékosnak: egy &lt;b&gt;játékostábla&lt;/b&gt; a hat várossal és a hat épülettípussal,
&lt;b&gt;6 értékelőjelölő&lt;/b&gt; és egy &lt;b&gt;paraván&lt;/b&gt;. Az érmék, a márvány és a tárgyak a
paraván mögött maradnak: a többiek nem látják őket. Az épületek, a jelölők és a
győzelmi pontok nyilvánosak.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Előkészületek</translation>
    </message>
    <message>
        <source>&lt;ul&gt;
&lt;li&gt;Everybody gets 20 coins and 6 scoring markers.&lt;/li&gt;
&lt;li&gt;The program draws the start player at random. The start player gets one black
block, the next players in seat order one blue, one green and one red block.&lt;/li&gt;
&lt;li&gt;One block of each colour goes onto the wheel&apos;s segment at position I. All other
blocks go into the bag.&lt;/li&gt;
&lt;li&gt;The 30 buildings are shuffled; 9 are put on display, the rest form a face-down
pile.&lt;/li&gt;
&lt;li&gt;One object of each kind is put up for sale; the other five of each kind form
the supply beside the board.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;
&lt;li&gt;Mindenki 20 érmét és 6 értékelőjelölőt kap.&lt;/li&gt;
&lt;li&gt;A program véletlenszerűen kisorsolja a kezdőjátékost. Ő egy fekete tömböt kap, az
ülésrendben következő játékosok egy kéket, egy zöldet és egy pirosat.&lt;/li&gt;
&lt;li&gt;Minden színből egy tömb a kerék I. helyen álló cikkére kerül. Az összes többi tömb a
zsákba megy.&lt;/li&gt;
&lt;li&gt;A 30 épületet megkeverik; 9 a kínálatba kerül, a többi lefordított kupacot
alkot.&lt;/li&gt;
&lt;li&gt;Minden tárgyfajtából egy eladásra kerül; a többi öt fajtánként a tábla melletti
készletet alkotja.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>A köröd</translation>
    </message>
    <message>
        <source>The wheel and buying marble</source>
        <translation>A kerék és a márványvásárlás</translation>
    </message>
    <message>
        <source>&lt;p&gt;The prices are printed around the wheel at six fixed positions, I to VI.
At position I a white block costs 6 coins, yellow 5, red 4, green 3, blue 2 and black
1. Each position further on, every block costs one coin less, down to 0: free.&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Position&lt;/th&gt;&lt;th&gt;1 white&lt;/th&gt;&lt;th&gt;2 yellow&lt;/th&gt;&lt;th&gt;3 red&lt;/th&gt;&lt;th&gt;4 green&lt;/th&gt;&lt;th&gt;5 blue&lt;/th&gt;&lt;th&gt;6 black&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;I&lt;/td&gt;&lt;td&gt;6&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;II&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;III&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;IV&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;V&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;VI&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Buying marble goes like this:&lt;/p&gt;
&lt;ol&gt;
&lt;li&gt;&lt;b&gt;The wheel turns&lt;/b&gt; one segment clockwise. The blocks ride along and become
one coin cheaper. The segment that leaves position VI comes round to position I,
with whatever blocks it still holds, and they cost the position I prices again.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Refill.&lt;/b&gt; Blocks are drawn at random from the bag onto the segment at
position I until 11 blocks lie on the whole wheel. If the bag runs short, what there
is goes onto the wheel.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Choose one segment&lt;/b&gt; and take as many of its blocks as you like, paying
each block&apos;s price at that position. You must take at least one block if any block
on the wheel is free or affordable for you.&lt;/li&gt;
&lt;li&gt;If you cannot pay for a single block and none is free, you show your coins and
take &lt;b&gt;2 coins&lt;/b&gt; from the bank instead.&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;On the board, the segments you can buy from are highlighted; below each price
box, &quot;whole segment&quot; says what every block on that segment would cost together. Click the
blocks you want one at a time, then stop.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Az árak a kerék körül, hat rögzített helyen vannak nyomtatva, I-től VI-ig. Az I.
helyen egy fehér tömb 6 érme, a sárga 5, a piros 4, a zöld 3, a kék 2, a fekete 1.
Minden további helyen minden tömb egy érmével olcsóbb, egészen 0-ig: ingyenes.&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Hely&lt;/th&gt;&lt;th&gt;1 fehér&lt;/th&gt;&lt;th&gt;2 sárga&lt;/th&gt;&lt;th&gt;3 piros&lt;/th&gt;&lt;th&gt;4 zöld&lt;/th&gt;&lt;th&gt;5 kék&lt;/th&gt;&lt;th&gt;6 fekete&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;I&lt;/td&gt;&lt;td&gt;6&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;II&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;III&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;IV&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;V&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;VI&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;A márványvásárlás menete:&lt;/p&gt;
&lt;ol&gt;
&lt;li&gt;&lt;b&gt;A kerék elfordul&lt;/b&gt; egy cikknyit az óramutató járásával egyezően. A tömbök
vele mozognak, és egy érmével olcsóbbak lesznek. A VI. helyet elhagyó cikk visszaér az
I. helyre a rajta maradt tömbökkel, és azok ismét az I. hely árán kaphatók.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Feltöltés.&lt;/b&gt; A zsákból véletlenszerűen tömböket húznak az I. helyen álló
cikkre, amíg az egész keréken 11 tömb nem lesz. Ha a zsák kevés, azt teszik fel, ami
van.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Válassz egy cikket&lt;/b&gt;, és vegyél el róla annyi tömböt, amennyit akarsz;
mindegyikért az adott hely árát fizeted. Legalább egy tömböt el kell venned, ha a
keréken van ingyenes vagy számodra megfizethető tömb.&lt;/li&gt;
&lt;li&gt;Ha egyetlen tömböt sem tudsz kifizetni, és egyik sem ingyenes, megmutatod az
érméidet, és helyette &lt;b&gt;2 érmét&lt;/b&gt; kapsz a banktól.&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;A táblán ki vannak emelve a cikkek, ahonnan vásárolhatsz; minden ártáblázat alatt az
„az egész cikk” felirat mutatja, mennyibe kerülne együtt a cikk összes tömbje. Kattints a kívánt
tömbökre egyenként, aztán hagyd abba.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Building and the cities</source>
        <translation>Építés és a városok</translation>
    </message>
    <message>
        <source>&lt;p&gt;Choose one of the buildings on display and a city on your own player
board. You pay exactly the building&apos;s value in marble blocks, and the city decides
which colours count:&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;City&lt;/th&gt;&lt;th&gt;Accepts&lt;/th&gt;&lt;th&gt;Scoring gives&lt;/th&gt;&lt;th&gt;Buildings needed&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Livorno&lt;/td&gt;&lt;td&gt;white&lt;/td&gt;&lt;td&gt;3 VP per value&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Pisa&lt;/td&gt;&lt;td&gt;white, yellow&lt;/td&gt;&lt;td&gt;3 coins per value&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Lucca&lt;/td&gt;&lt;td&gt;white to red&lt;/td&gt;&lt;td&gt;2 VP per value&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Viareggio&lt;/td&gt;&lt;td&gt;white to green&lt;/td&gt;&lt;td&gt;2 coins per value&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Massa&lt;/td&gt;&lt;td&gt;white to blue&lt;/td&gt;&lt;td&gt;1 VP per value&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Lerici&lt;/td&gt;&lt;td&gt;every colour&lt;/td&gt;&lt;td&gt;1 coin per value&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Colours may be mixed in one building. Black marble is only good for Lerici.
Spent blocks go back into the bag. The building joins the city&apos;s column on your
board, and the empty place on display is filled from the pile at once. When the
pile is empty, the display shrinks.&lt;/p&gt;
&lt;p&gt;On the board, only the buildings you can pay for somewhere are highlighted; after
you pick one, the cities where you can pay for it. You are asked which blocks to
pay with only when there is a real choice.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Válassz egyet a kínált épületek közül és egy várost a saját játékostábládon.
Pontosan az épület értékének megfelelő márványtömböt fizetsz, és a város dönti el,
mely színek számítanak:&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Város&lt;/th&gt;&lt;th&gt;Elfogad&lt;/th&gt;&lt;th&gt;Az értékelés hozama&lt;/th&gt;&lt;th&gt;Szükséges épületek&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Livorno&lt;/td&gt;&lt;td&gt;fehér&lt;/td&gt;&lt;td&gt;értékenként 3 GyP&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Pisa&lt;/td&gt;&lt;td&gt;fehér, sárga&lt;/td&gt;&lt;td&gt;értékenként 3 érme&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Lucca&lt;/td&gt;&lt;td&gt;fehértől pirosig&lt;/td&gt;&lt;td&gt;értékenként 2 GyP&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Viareggio&lt;/td&gt;&lt;td&gt;fehértől zöldig&lt;/td&gt;&lt;td&gt;értékenként 2 érme&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Massa&lt;/td&gt;&lt;td&gt;fehértől kékig&lt;/td&gt;&lt;td&gt;értékenként 1 GyP&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Lerici&lt;/td&gt;&lt;td&gt;minden szín&lt;/td&gt;&lt;td&gt;értékenként 1 érme&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Egy épületben a színek keverhetők. A fekete márvány csak Lericiben használható. Az
elköltött tömbök visszakerülnek a zsákba. Az épület a város oszlopába kerül a
tábládon, a kínálat üres helyét pedig azonnal feltöltik a kupacból. Ha a kupac
elfogyott, kevesebb épület marad a kínálatban.&lt;/p&gt;
&lt;p&gt;A táblán csak azok az épületek vannak kiemelve, amelyeket valahol ki tudsz
fizetni; ha választottál egyet, azok a városok, ahol kifizetheted. Azt, hogy mely
tömbökkel fizetsz, csak akkor kérdezi a program, ha valóban van választás.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Scoring a city</source>
        <translation>Egy város értékelése</translation>
    </message>
    <message>
        <source>&lt;p&gt;Put one of your markers on a city of the main board. You need at least
as many of your own buildings in that city as the city asks for (2 in Livorno, Pisa
and Lucca, 3 in Viareggio, Massa and Lerici). Add up the values of all your
buildings there and multiply the sum by the city&apos;s number: you get that many
victory points or coins, as the table in &quot;Building and the cities&quot; shows.&lt;/p&gt;
&lt;p&gt;Example: with buildings of value 2, 2 and 4 in Viareggio, scoring the city gives
(2 + 2 + 4) × 2 = 16 coins.&lt;/p&gt;
&lt;p&gt;Each city can be scored &lt;b&gt;once per game&lt;/b&gt;, by the first player who does it.
The others may still build there, and their buildings still count when they score
a building type.&lt;/p&gt;
&lt;p&gt;Every building you score also brings the object shown on it (see Objects).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tedd az egyik jelölődet a főtábla egyik városára. Legalább annyi saját épületre
van szükséged abban a városban, amennyit a város kér (Livornóban, Pisában és Luccában
2, Viareggióban, Massában és Lericiben 3). Add össze az összes ottani épületed értékét,
és szorozd meg a város számával: ennyi győzelmi pontot vagy érmét kapsz, ahogy az
„Építés és a városok” táblázata mutatja.&lt;/p&gt;
&lt;p&gt;Példa: 2, 2 és 4 értékű viareggiói épületekkel a város értékelése
(2 + 2 + 4) × 2 = 16 érmét ad.&lt;/p&gt;
&lt;p&gt;Minden várost &lt;b&gt;játékonként csak egyszer&lt;/b&gt; lehet értékelni, az első játékosnak,
aki megteszi. A többiek továbbra is építhetnek ott, és az épületeik továbbra is
számítanak, amikor egy épülettípust értékelnek.&lt;/p&gt;
&lt;p&gt;Minden értékelt épület a rajta látható tárgyat is hozza (lásd: Tárgyak).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Scoring a building type</source>
        <translation>Egy épülettípus értékelése</translation>
    </message>
    <message>
        <source>&lt;p&gt;Put one of your markers on a building type of your own player board.
You need at least one building of that type. Each of your buildings of that type
scores its value times the number of the city it stands in, paid in that city&apos;s
kind: so one scoring can bring both victory points and coins.&lt;/p&gt;
&lt;p&gt;Example: libraries of value 5 in Lerici, 2 and 3 in Viareggio and 1 in Livorno
give 1 × 3 = 3 VP and 5 × 1 + (2 + 3) × 2 = 15 coins, and four books.&lt;/p&gt;
&lt;p&gt;You can score each type only once, but another player&apos;s scoring of a type does
not stop you. With 6 markers you can make at most 6 scorings in a game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tedd az egyik jelölődet a saját játékostáblád egyik épülettípusára. Legalább egy
ilyen típusú épületre van szükséged. Minden ilyen típusú épületed az értékét szorozva
annak a városnak a számával hozza, ahol áll, és abban a formában, ahogy az a város
fizet: így egy értékelés győzelmi pontot és érmét is adhat.&lt;/p&gt;
&lt;p&gt;Példa: egy 5-ös könyvtár Lericiben, egy 2-es és egy 3-as Viareggióban és egy 1-es
Livornóban 1 × 3 = 3 GyP-t és 5 × 1 + (2 + 3) × 2 = 15 érmét ad, valamint négy
könyvet.&lt;/p&gt;
&lt;p&gt;Minden típust csak egyszer értékelhetsz, de ha egy másik játékos értékel egy
típust, az téged nem akadályoz. 6 jelölővel egy játékban legfeljebb 6 értékelést
végezhetsz.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>Tárgyak</translation>
    </message>
    <message>
        <source>&lt;p&gt;Whenever you score, you take one object from the supply for each
building scored: the kind shown on the tile. When the supply of a kind is empty,
you get nothing for those buildings; the objects for sale are never taken this
way.&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Building&lt;/th&gt;&lt;th&gt;Object&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;library&lt;/td&gt;&lt;td&gt;book&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;cathedral&lt;/td&gt;&lt;td&gt;cup&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;palace&lt;/td&gt;&lt;td&gt;flag&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;gate&lt;/td&gt;&lt;td&gt;portal&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;castle&lt;/td&gt;&lt;td&gt;crown&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;villa&lt;/td&gt;&lt;td&gt;coat of arms&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Example: scoring Massa with two gates and a castle there brings two portals and
a crown.&lt;/p&gt;
&lt;p&gt;Once per turn, after your action, you may buy one of the objects for sale for 10
coins. Those are not replaced.&lt;/p&gt;
&lt;p&gt;Each object is worth 3 points at the end and counts for the objectives.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Valahányszor értékelsz, minden értékelt épületért elveszel egy tárgyat a
készletből: azt a fajtát, amely a lapkán látható. Ha egy fajta készlete kiürült, azokért
az épületekért nem kapsz semmit; az eladó tárgyakat így sosem lehet elvenni.&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Épület&lt;/th&gt;&lt;th&gt;Tárgy&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;könyvtár&lt;/td&gt;&lt;td&gt;könyv&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;katedrális&lt;/td&gt;&lt;td&gt;kehely&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;palota&lt;/td&gt;&lt;td&gt;zászló&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;kapu&lt;/td&gt;&lt;td&gt;portál&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;vár&lt;/td&gt;&lt;td&gt;korona&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;villa&lt;/td&gt;&lt;td&gt;címer&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Példa: ha Massát értékeled, ahol két kapu és egy vár áll, két portált és egy koronát
kapsz.&lt;/p&gt;
&lt;p&gt;Körönként egyszer, az akciód után, 10 érméért megvehetsz egyet az eladó tárgyak
közül. Ezeket nem pótolják.&lt;/p&gt;
&lt;p&gt;Minden tárgy a játék végén 3 pontot ér, és beleszámít a célokba.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Our sources are short summaries, not the printed rulebook. Where they
leave a point open we decided as follows.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Objects on the tiles&lt;/b&gt; (weak sources): the Italian summary we follow
gives the castle a &lt;b&gt;crown&lt;/b&gt; in its own example (Massa with two gates and a
castle brings two portals and a crown). Library with a book and gate with a portal
are sourced as well; cathedral with a cup and villa with a coat of arms come from
reviews, which give the crown to the palace and a flag to the castle. With the
crown on the castle, the palace gets the object that remains: the &lt;b&gt;flag&lt;/b&gt;.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Objectives per player count&lt;/b&gt; (weak sources): the numbers 6/7/8 objects
and 20/25/30 building value are sourced, but which player count gets which is our
reading: more players, lower targets.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;When to announce&lt;/b&gt; (our own ruling): only at the end of your own turn,
after the action and the object purchase.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;One announcement&lt;/b&gt; (our own ruling): once the end is triggered, by an
announcement or by the last building, nobody can announce any more.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Coins&lt;/b&gt; (our own ruling): the bank never runs out of coins.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Buildings per city&lt;/b&gt; (our own ruling): a city column holds any number of
buildings.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;The wheel&lt;/b&gt;: blocks that leave position VI come round to position I and
cost the position I prices; with an empty bag nothing is refilled; spent blocks go
back into the bag. Our sources imply these rules but do not spell them out.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Buying&lt;/b&gt;: you take blocks from one segment only; if anything is free or
affordable you must take at least one block.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Scoring a city&lt;/b&gt; needs at least the printed number of buildings, and all
your buildings there count.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;p&gt;Forrásaink rövid összefoglalók, nem a nyomtatott szabálykönyv. Ahol nyitva hagynak
egy kérdést, így döntöttünk.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Tárgyak a lapkákon&lt;/b&gt; (gyenge források): az olasz összefoglaló, amelyet követünk,
saját példájában &lt;b&gt;koronát&lt;/b&gt; ad a várnak (Massa két kapuval és egy várral két portált és
egy koronát hoz). A könyvtár könyve és a kapu portálja is forrásból ismert; a katedrális
kelyhe és a villa címere ismertetőkből származik, amelyek a koronát a palotának, a zászlót a
várnak adják. Mivel a korona a váré, a palota a megmaradó tárgyat kapja: a &lt;b&gt;zászlót&lt;/b&gt;.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Célok a játékosszám szerint&lt;/b&gt; (gyenge források): a 6/7/8 tárgy és a 20/25/30
épületérték forrásokból ismert, de hogy melyik játékosszámhoz melyik tartozik, az a mi
olvasatunk: több játékos, alacsonyabb célok.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Mikor lehet bejelenteni&lt;/b&gt; (saját döntés): csak a saját kör végén, az akció és
a tárgyvásárlás után.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Egyetlen bejelentés&lt;/b&gt; (saját döntés): ha a vég már elindult, bejelentéssel
vagy az utolsó épülettel, senki sem jelentheti be többé.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Érmék&lt;/b&gt; (saját döntés): a bankból sosem fogy ki az érme.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Épületek városonként&lt;/b&gt; (saját döntés): egy város oszlopában bármennyi épület
lehet.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;A kerék&lt;/b&gt;: a VI. helyet elhagyó tömbök visszaérnek az I. helyre, és az I. hely
árán kaphatók; üres zsáknál nincs feltöltés; az elköltött tömbök visszakerülnek a
zsákba. Forrásaink ezt sugallják, de nem mondják ki.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Vásárlás&lt;/b&gt;: csak egy cikkről vehetsz tömböket; ha valami ingyenes vagy
megfizethető, legalább egy tömböt el kell venned.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Egy város értékeléséhez&lt;/b&gt; legalább a nyomtatott számú épület kell, és minden
ottani épületed beszámít.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Objectives and the end</source>
        <translation>Célok és a játék vége</translation>
    </message>
    <message>
        <source>&lt;p&gt;The objective board shows three goals:&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Players&lt;/th&gt;&lt;th&gt;Scorings&lt;/th&gt;&lt;th&gt;Objects&lt;/th&gt;&lt;th&gt;Total value of your buildings&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;8&lt;/td&gt;&lt;td&gt;30&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;7&lt;/td&gt;&lt;td&gt;25&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;6&lt;/td&gt;&lt;td&gt;20&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;A player who meets all three may &lt;b&gt;announce the end&lt;/b&gt; at the end of their
turn and at once gains 5 victory points. Announcing is optional: you may wait for a
better moment.&lt;/p&gt;
&lt;p&gt;The game also ends when all 30 buildings have been built.&lt;/p&gt;
&lt;p&gt;Either way the round is played to its end, so that everybody has had the same
number of turns: the last turn belongs to the player before the start player.&lt;/p&gt;</source>
        <translation>&lt;p&gt;A céltábla három célt mutat:&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Játékosok&lt;/th&gt;&lt;th&gt;Értékelések&lt;/th&gt;&lt;th&gt;Tárgyak&lt;/th&gt;&lt;th&gt;Épületeid összértéke&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;8&lt;/td&gt;&lt;td&gt;30&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;7&lt;/td&gt;&lt;td&gt;25&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;6&lt;/td&gt;&lt;td&gt;20&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Az a játékos, aki mindhármat teljesítette, a köre végén &lt;b&gt;bejelentheti a játék
végét&lt;/b&gt;, és azonnal 5 győzelmi pontot kap. A bejelentés nem kötelező: várhatsz egy
kedvezőbb pillanatra.&lt;/p&gt;
&lt;p&gt;A játék akkor is véget ér, ha mind a 30 épület felépült.&lt;/p&gt;
&lt;p&gt;Mindkét esetben a kört végigjátsszák, hogy mindenkinek ugyanannyi köre legyen: az
utolsó kör a kezdőjátékos előtt ülő játékosé.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Végső pontozás</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each player adds to the victory points on the score track:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;3 points for each object,&lt;/li&gt;
&lt;li&gt;1 point for every full 5 coins (the rest is lost),&lt;/li&gt;
&lt;li&gt;the value of each of their buildings.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;The most points wins. In a tie, the tied player with the most marble blocks
behind the screen wins; if that is still tied, they share the victory.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Minden játékos a pontsávon lévő győzelmi pontjaihoz hozzáadja:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;minden tárgyért 3 pontot,&lt;/li&gt;
&lt;li&gt;minden teljes 5 érméért 1 pontot (a maradék elvész),&lt;/li&gt;
&lt;li&gt;minden épülete értékét.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;A legtöbb pont nyer. Döntetlen esetén az egyenlő játékosok közül az nyer, akinek a
legtöbb márványtömbje van a paravánja mögött; ha még így is döntetlen, osztoznak a
győzelmen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Tanácsok</translation>
    </message>
    <message>
        <source>&lt;ul&gt;
&lt;li&gt;Marble gets cheaper every time somebody buys: waiting a round can save a lot,
but somebody else may take the blocks first.&lt;/li&gt;
&lt;li&gt;Coins from Pisa, Viareggio and Lerici pay for marble; the victory points of
Livorno, Lucca and Massa win the game.&lt;/li&gt;
&lt;li&gt;A city can be scored only once: if somebody is close, score yours first.&lt;/li&gt;
&lt;li&gt;Score a building type late, when several of its buildings stand in rich
cities.&lt;/li&gt;
&lt;li&gt;Objects count twice: 3 points each and towards the objectives.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;
&lt;li&gt;A márvány minden vásárláskor olcsóbb lesz: egy kör várakozással sokat
spórolhatsz, de más elviheti előled a tömböket.&lt;/li&gt;
&lt;li&gt;Pisa, Viareggio és Lerici érméi fizetik a márványt; Livorno, Lucca és Massa győzelmi
pontjai nyerik meg a játékot.&lt;/li&gt;
&lt;li&gt;Egy várost csak egyszer lehet értékelni: ha valaki közel jár, értékeld előbb a
sajátodat.&lt;/li&gt;
&lt;li&gt;Egy épülettípust későn értékelj, amikor több épülete áll gazdag városokban.&lt;/li&gt;
&lt;li&gt;A tárgyak kétszer számítanak: darabonként 3 pont, és beleszámítanak a
célokba.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Choices made in this program</source>
        <translation>A programban hozott döntések</translation>
    </message>
    <message>
        <source>&lt;p&gt;Players take turns in seat order. On your turn you do exactly
&lt;b&gt;one&lt;/b&gt; of three actions:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;buy marble&lt;/b&gt; at the wheel,&lt;/li&gt;
&lt;li&gt;&lt;b&gt;build&lt;/b&gt; one building, or&lt;/li&gt;
&lt;li&gt;&lt;b&gt;score&lt;/b&gt; a city or a building type with one of your markers.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;After the action you may &lt;b&gt;buy one object&lt;/b&gt; for 10 coins, and, if you meet
all three objectives, &lt;b&gt;announce the end&lt;/b&gt;. Then your turn ends; when there is
nothing left to decide, it ends by itself.&lt;/p&gt;
&lt;p&gt;Each choice is made in small steps on the board: the places you can click are
highlighted. Escape cancels the step in progress: the blocks taken so far from a
segment (you choose the segment again) or a building chosen but not yet paid for.
Undo takes back a step, but not past the turn of the wheel, because the blocks
drawn from the bag are then known, nor past a building whose place on the display
was refilled from the pile, because that tile is then known.&lt;/p&gt;</source>
        <translation>&lt;p&gt;A játékosok ülésrendben következnek. A körödben pontosan &lt;b&gt;egy&lt;/b&gt; akciót
hajtasz végre a háromból:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;márványt vásárolsz&lt;/b&gt; a keréknél,&lt;/li&gt;
&lt;li&gt;&lt;b&gt;építesz&lt;/b&gt; egy épületet, vagy&lt;/li&gt;
&lt;li&gt;&lt;b&gt;értékelsz&lt;/b&gt; egy várost vagy egy épülettípust az egyik jelölőddel.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Az akció után &lt;b&gt;vehetsz egy tárgyat&lt;/b&gt; 10 érméért, és ha mindhárom célt
teljesítetted, &lt;b&gt;bejelentheted a játék végét&lt;/b&gt;. Ezután véget ér a köröd; ha nincs
már miről dönteni, magától ér véget.&lt;/p&gt;
&lt;p&gt;Minden választás kis lépésekben történik a táblán: a kattintható helyek ki vannak
emelve. Az Esc megszakítja a folyamatban lévő lépést: a cikkből addig elvett tömböket
(a cikket újra kell választani), vagy a kiválasztott, de még ki nem fizetett épületet.
A Visszavonás egy lépést vesz vissza, de a kerék elforgatásán túl nem, mert akkor már
ismert, milyen tömböket húztak a zsákból, és azon az építésen túl sem, amely után a
kínálat üres helyét a kupacból töltötték fel, mert akkor már ismert az új épület.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ThinkingIndicator</name>
    <message>
        <source>{name} is thinking</source>
        <translation>{name} gondolkodik</translation>
    </message>
</context>
<context>
    <name>WelcomeScreen</name>
    <message>
        <source>Continue the last game: {game}</source>
        <translation>Az utolsó játék folytatása: {game}</translation>
    </message>
    <message>
        <source>{game}, saved automatically {when}</source>
        <translation>{game}, automatikusan mentve: {when}</translation>
    </message>
    <message>
        <source>{game}, saved {when}</source>
        <translation>{game}, mentve: {when}</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n játékos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n lépés</numerusform>
        </translation>
    </message>
    <message>
        <source>{players} · {moves} · finished</source>
        <translation>{players} · {moves} · befejezve</translation>
    </message>
    <message>
        <source>{players} · {moves}</source>
        <translation>{players} · {moves}</translation>
    </message>
    <message>
        <source>Elasund Desktop</source>
        <translation>Elasund Desktop</translation>
    </message>
    <message>
        <source>Board games for friends at one computer, with computer opponents if you like. Every rule is checked for you. Choose a game:</source>
        <translation>Társasjátékok a barátaiddal egy gépen, ha akarod, gépi ellenfelekkel is. A program minden szabályt ellenőriz helyetted. Válassz játékot:</translation>
    </message>
    <message>
        <source>Continue the last game</source>
        <translation>Az utolsó játék folytatása</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Folytatás</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Legutóbbi játékok</translation>
    </message>
    <message>
        <source>The games you save appear here.</source>
        <translation>Az elmentett játékaid itt jelennek meg.</translation>
    </message>
    <message>
        <source>Open the selected game</source>
        <translation>A kiválasztott játék megnyitása</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Mentett játék megnyitása…</translation>
    </message>
</context>
</TS>
