<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>Elasund: the Italian and Danish rule books, the publisher&apos;s answers to common questions, reviews, and photographs of the real board and tiles.</source>
        <translation>Elasund: de italienske og danske regelhæfter, forlagets svar på ofte stillede spørgsmål, anmeldelser og fotografier af den rigtige spilleplade og brikkerne.</translation>
    </message>
    <message>
        <source>Catan: the Hungarian rules, the almanac of the fifth edition and the publisher&apos;s answers to common questions.</source>
        <translation>Catan: de ungarske regler, almanakken fra femte udgave og forlagets svar på ofte stillede spørgsmål.</translation>
    </message>
    <message>
        <source>Elfenland: the Ukrainian rules, the English rule book and pictures of the original board and town cards.</source>
        <translation>Elfenland: de ukrainske regler, det engelske regelhæfte og billeder af den originale spilleplade og bykortene.</translation>
    </message>
    <message>
        <source>The Palaces of Carrara: help pages of an online game site in several languages, reviews and the publishers&apos; summaries.</source>
        <translation>Carraras paladser: hjælpesider fra et onlinespilsted på flere sprog, anmeldelser og forlagenes præsentationer.</translation>
    </message>
    <message>
        <source>{game}: designed by {designers}, published by {publisher} in {year}.</source>
        <translation>{game}: udviklet af {designers}, udgivet af {publisher} i {year}.</translation>
    </message>
    <message>
        <source>About Elasund Desktop</source>
        <translation>Om Elasund Desktop</translation>
    </message>
    <message>
        <source>Elasund Desktop</source>
        <translation>Elasund Desktop</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Version {version}</translation>
    </message>
    <message>
        <source>Four board games at one computer, offline: friends share one screen and may add computer opponents.</source>
        <translation>Fire brætspil ved én computer, uden net: venner deler én skærm og kan tilføje computermodstandere.</translation>
    </message>
    <message>
        <source>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). You may share and change the program under its terms; it comes without any warranty.</source>
        <translation>Licens: GNU General Public License, version 3 eller senere (GPL-3.0-or-later). Du må dele og ændre programmet på dens betingelser; det leveres uden nogen garanti.</translation>
    </message>
    <message>
        <source>The games</source>
        <translation>Spillene</translation>
    </message>
    <message>
        <source>Where our rules come from</source>
        <translation>Hvor vores regler kommer fra</translation>
    </message>
    <message>
        <source>The rules texts and data are written in our own words from these public sources. The games&apos; names are trademarks of their owners; this program is not connected with their publishers.</source>
        <translation>Regelteksterne og dataene er skrevet med vores egne ord ud fra disse offentlige kilder. Spillenes navne er varemærker tilhørende deres ejere; programmet har ingen forbindelse med forlagene.</translation>
    </message>
    <message>
        <source>Log files: {path}</source>
        <translation>Logfiler: {path}</translation>
    </message>
</context>
<context>
    <name>ActionPanel</name>
    <message>
        <source>Your hand</source>
        <translation>Dine kort</translation>
    </message>
    <message>
        <source>What to do now</source>
        <translation>Hvad du skal gøre nu</translation>
    </message>
    <message>
        <source>What to do now and the last moves</source>
        <translation>Hvad du skal gøre nu, og de seneste træk</translation>
    </message>
    <message>
        <source>Last move: {line}</source>
        <translation>Seneste træk: {line}</translation>
    </message>
    <message>
        <source>On the board: {place}</source>
        <translation>På spillepladen: {place}</translation>
    </message>
    <message>
        <source>Shortcut: {key}</source>
        <translation>Genvej: {key}</translation>
    </message>
</context>
<context>
    <name>AiTools</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <source>Ask the strongest computer player for a move</source>
        <translation>Spørg den stærkeste computerspiller om et træk</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Unexpected error</source>
        <translation>Uventet fejl</translation>
    </message>
    <message>
        <source>Something went wrong: {error}
The game goes on. Details are in the log file:
{path}</source>
        <translation>Noget gik galt: {error}
Spillet fortsætter. Detaljerne står i logfilen:
{path}</translation>
    </message>
</context>
<context>
    <name>BotLevels</name>
    <message>
        <source>Easy</source>
        <translation>Let</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Middel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Svær</translation>
    </message>
    <message>
        <source>random moves</source>
        <translation>tilfældige træk</translation>
    </message>
    <message>
        <source>random moves, no trade offers</source>
        <translation>tilfældige træk, ingen handelstilbud</translation>
    </message>
    <message>
        <source>Easy: goes for the game&apos;s goals by rule of thumb, always takes a win it sees, and is sometimes careless.</source>
        <translation>Let: går efter spillets mål på fornemmelsen, tager altid en sejr, den ser, og er af og til skødesløs.</translation>
    </message>
    <message>
        <source>Medium: looks a few moves ahead in a fraction of a second and blocks a win it sees coming.</source>
        <translation>Middel: ser et par træk frem på et splitsekund og spærrer for en sejr, den ser komme.</translation>
    </message>
    <message>
        <source>Hard: thinks about a second per move (longer on a slow or busy computer) and plays to win.</source>
        <translation>Svær: tænker omkring et sekund pr. træk (længere på en langsom eller travl computer) og spiller for at vinde.</translation>
    </message>
    <message>
        <source>Random: any legal move; for testing.</source>
        <translation>Tilfældig: et vilkårligt lovligt træk; til afprøvning.</translation>
    </message>
    <message>
        <source>Random: any legal move, never offers a trade; for testing.</source>
        <translation>Tilfældig: et vilkårligt lovligt træk, aldrig handelstilbud; til afprøvning.</translation>
    </message>
    <message>
        <source>Easy: builds on the rows that pay, walls and church tiles by rules of thumb fitted by self-play; takes a win it sees and is sometimes careless.</source>
        <translation>Let: bygger på rækker, der giver indtægt, bymure og kirkebrikker efter tommelfingerregler, der er finjusteret ved selvspil; tager en sejr, den ser, og er af og til skødesløs.</translation>
    </message>
    <message>
        <source>Medium: tries its moves in a few hundred imagined games (a fraction of a second) and blocks a win it sees coming.</source>
        <translation>Middel: prøver sine træk i et par hundrede tænkte spil (et splitsekund) og spærrer for en sejr, den ser komme.</translation>
    </message>
    <message>
        <source>Hard: about a second of search a move (longer on a slow or busy computer), weighing income, permits, walls and the trade track; plays to win.</source>
        <translation>Svær: omkring et sekunds søgning pr. træk (længere på en langsom eller travl computer) og vejer indtægt, byggetilladelser, bymure og handelsranglisten; spiller for at vinde.</translation>
    </message>
    <message>
        <source>Easy: builds cities and settlements first and robs the leader, by rules of thumb; never offers a trade; takes a win it sees.</source>
        <translation>Let: bygger først byer og bosættelser og sender røveren til den førende efter tommelfingerregler; tilbyder aldrig handel; tager en sejr, den ser.</translation>
    </message>
    <message>
        <source>Medium: a short search that counts the cards it has seen; offers trades when a card or two short of a building, never helps a player close to winning.</source>
        <translation>Middel: en kort søgning, der holder regnskab med de kort, den har set; tilbyder handel, når den mangler et kort eller to til en bygning, og hjælper aldrig en spiller tæt på sejren.</translation>
    </message>
    <message>
        <source>Hard: trades and counts cards like Medium and searches about a second a move (longer on a slow or busy computer); plays to win.</source>
        <translation>Svær: handler og tæller kort som Middel og søger omkring et sekund pr. træk (længere på en langsom eller travl computer); spiller for at vinde.</translation>
    </message>
    <message>
        <source>Easy: the greedy plan, heading for the nearest towns not yet visited; sometimes careless.</source>
        <translation>Let: den grådige plan, mod de nærmeste byer, den ikke har besøgt; af og til skødesløs.</translation>
    </message>
    <message>
        <source>Medium: places its counters for the best journey it can make this round and travels it exactly; pays no heed to the other players.</source>
        <translation>Middel: lægger sine brikker til den bedste rejse, den kan gøre i denne runde, og rejser den præcist; tager ingen hensyn til de andre spillere.</translation>
    </message>
    <message>
        <source>Hard: draws and places its counters for the journey its cards and counters can make together, and spoils the others&apos; journeys with counters and the obstacle; plays to win.</source>
        <translation>Svær: trækker og lægger sine brikker efter den rejse, dens kort og brikker kan give tilsammen, og ødelægger de andres rejser med brikker og forhindringen; spiller for at vinde.</translation>
    </message>
    <message>
        <source>Easy: buys, builds and scores by a fixed plan fitted by self-play, without looking ahead; sometimes careless.</source>
        <translation>Let: køber, bygger og tæller point efter en fast plan, der er finjusteret ved selvspil, uden at se fremad; af og til skødesløs.</translation>
    </message>
    <message>
        <source>Medium: a short search from the greedy plan: when to buy on the wheel, build, score and end the game.</source>
        <translation>Middel: en kort søgning ud fra den grådige plan: hvornår der skal købes på hjulet, bygges, tælles point og meldes slut.</translation>
    </message>
    <message>
        <source>Hard: the same search for about a second a move (longer on a slow or busy computer); plays to win.</source>
        <translation>Svær: den samme søgning i omkring et sekund pr. træk (længere på en langsom eller travl computer); spiller for at vinde.</translation>
    </message>
    <message>
        <source>Greedy plan: heads for the nearest towns not yet visited by a fixed plan, without looking ahead; moves at once.</source>
        <translation>Grådig plan: går mod de nærmeste byer, den ikke har besøgt, efter en fast plan uden at se fremad; trækker med det samme.</translation>
    </message>
    <message>
        <source>Greedy plan: the fixed plan Medium and Hard start from, without looking ahead; moves at once.</source>
        <translation>Grådig plan: den faste plan, som Middel og Svær tager udgangspunkt i, uden at se fremad; trækker med det samme.</translation>
    </message>
</context>
<context>
    <name>Carrara</name>
    <message>
        <source>{player} turns the wheel (blocks drawn from the bag: {count}).</source>
        <translation>{player} drejer hjulet (klodser trukket fra posen: {count}).</translation>
    </message>
    <message numerus="yes">
        <source>The bag is empty: blocks on the wheel now: %n.</source>
        <translation>
            <numerusform>Posen er tom: klodser på hjulet nu: %n.</numerusform>
            <numerusform>Posen er tom: klodser på hjulet nu: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} cannot afford any block and takes %n coins instead.</source>
        <translation>
            <numerusform>{player} har ikke råd til nogen klods og tager i stedet %n mønt.</numerusform>
            <numerusform>{player} har ikke råd til nogen klods og tager i stedet %n mønter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} takes a {colour} block from segment {position} and pays %n coins.</source>
        <translation>
            <numerusform>{player} tager en {colour} klods fra segment {position} og betaler %n mønt.</numerusform>
            <numerusform>{player} tager en {colour} klods fra segment {position} og betaler %n mønter.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} builds a {building} of value {value} in {city}, paid with: {paid}.</source>
        <translation>{player} bygger en bygning ({building}, værdi {value}) i {city}, betalt med: {paid}.</translation>
    </message>
    <message>
        <source>All 30 buildings are built: the round is finished, then the game ends.</source>
        <translation>Alle 30 bygninger er bygget: runden spilles færdig, så slutter spillet.</translation>
    </message>
    <message numerus="yes">
        <source>{player} takes from the supply: {object} × %n.</source>
        <translation>
            <numerusform>{player} tager fra forrådet: {object} × %n.</numerusform>
            <numerusform>{player} tager fra forrådet: {object} × %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The supply is out of those objects: {player} gets nothing for %n of the scored buildings.</source>
        <translation>
            <numerusform>Forrådet har ikke flere af de genstande: {player} får intet for %n af de talte bygninger.</numerusform>
            <numerusform>Forrådet har ikke flere af de genstande: {player} får intet for %n af de talte bygninger.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} buys a {object} for {coins} coins.</source>
        <translation>{player} køber en genstand ({object}) for {coins} mønter.</translation>
    </message>
    <message>
        <source>{player} meets all three objectives and announces the end (+{vp} VP). The round is finished, then the game ends.</source>
        <translation>{player} har nået alle tre mål og melder slut (+{vp} SP). Runden spilles færdig, så slutter spillet.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spillet er slut.</translation>
    </message>
    <message>
        <source>This is not a move of Carrara.</source>
        <translation>Det er ikke et træk i Carrara.</translation>
    </message>
    <message>
        <source>It is {player}&apos;s decision now.</source>
        <translation>Det er {player}, der skal beslutte nu.</translation>
    </message>
    <message>
        <source>That choice does not exist here.</source>
        <translation>Det valg findes ikke her.</translation>
    </message>
    <message>
        <source>You cannot do that now.</source>
        <translation>Det kan du ikke gøre nu.</translation>
    </message>
    <message>
        <source>First choose your action: buy marble, build or score.</source>
        <translation>Vælg først din handling: køb marmor, byg eller tæl point.</translation>
    </message>
    <message>
        <source>The wheel has turned: choose the segment you buy from.</source>
        <translation>Hjulet har drejet: vælg det segment, du køber fra.</translation>
    </message>
    <message>
        <source>Take blocks from the segment you chose, or stop taking.</source>
        <translation>Tag klodser fra det valgte segment, eller stop.</translation>
    </message>
    <message>
        <source>Choose the city where the building goes.</source>
        <translation>Vælg den by, bygningen skal stå i.</translation>
    </message>
    <message>
        <source>Choose the blocks that pay for the building.</source>
        <translation>Vælg de klodser, der betaler for bygningen.</translation>
    </message>
    <message>
        <source>You have had your action: buy an object, announce the end or end your turn.</source>
        <translation>Du har haft din handling: køb en genstand, meld slut eller afslut din tur.</translation>
    </message>
    <message>
        <source>There are no blocks on that segment.</source>
        <translation>Der er ingen klodser på det segment.</translation>
    </message>
    <message>
        <source>There is no {colour} block left on this segment.</source>
        <translation>Der er ingen {colour} klods tilbage på dette segment.</translation>
    </message>
    <message>
        <source>You must take at least one block.</source>
        <translation>Du skal tage mindst én klods.</translation>
    </message>
    <message>
        <source>That building is not on display.</source>
        <translation>Den bygning ligger ikke fremme.</translation>
    </message>
    <message>
        <source>{city} does not accept {colour} marble.</source>
        <translation>{city} tager ikke imod marmor i farven {colour}.</translation>
    </message>
    <message>
        <source>You have no {colour} block left.</source>
        <translation>Du har ingen {colour} klods tilbage.</translation>
    </message>
    <message>
        <source>You have used all six scoring markers.</source>
        <translation>Du har brugt alle seks pointmarkører.</translation>
    </message>
    <message>
        <source>{other_player} has already scored {city}: nobody else may score it.</source>
        <translation>{other_player} har allerede talt {city}: ingen andre må tælle den.</translation>
    </message>
    <message>
        <source>You have already scored the type {building}.</source>
        <translation>Du har allerede talt bygningstypen {building}.</translation>
    </message>
    <message>
        <source>You have no {building} on your board to score.</source>
        <translation>Du har ingen bygning af typen {building} på din plade at tælle.</translation>
    </message>
    <message>
        <source>Only one object may be bought per turn.</source>
        <translation>Der må kun købes én genstand pr. tur.</translation>
    </message>
    <message>
        <source>No {object} is for sale any more.</source>
        <translation>Der er ikke længere nogen genstand af typen {object} til salg.</translation>
    </message>
    <message>
        <source>The end of the game is already on its way.</source>
        <translation>Spillets slutning er allerede på vej.</translation>
    </message>
    <message>
        <source>You can announce the end only when you meet all three objectives.</source>
        <translation>Du kan først melde slut, når du har nået alle tre mål.</translation>
    </message>
    <message>
        <source>Buy marble (turn the wheel)</source>
        <translation>Køb marmor (drej hjulet)</translation>
    </message>
    <message>
        <source>Buy from segment {position}</source>
        <translation>Køb fra segment {position}</translation>
    </message>
    <message>
        <source>Take a {colour} block</source>
        <translation>Tag en {colour} klods</translation>
    </message>
    <message>
        <source>Stop taking blocks</source>
        <translation>Stop med at tage klodser</translation>
    </message>
    <message>
        <source>Build this building</source>
        <translation>Byg denne bygning</translation>
    </message>
    <message>
        <source>Build in {city}</source>
        <translation>Byg i {city}</translation>
    </message>
    <message>
        <source>Pay with a {colour} block</source>
        <translation>Betal med en {colour} klods</translation>
    </message>
    <message>
        <source>Score {city}</source>
        <translation>Tæl {city}</translation>
    </message>
    <message>
        <source>Score the type {building}</source>
        <translation>Tæl bygningstypen {building}</translation>
    </message>
    <message>
        <source>Buy a {object} for 10 coins</source>
        <translation>Køb: {object} for 10 mønter</translation>
    </message>
    <message>
        <source>Announce the end (+5 VP)</source>
        <translation>Meld slut (+5 SP)</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Afslut turen</translation>
    </message>
    <message>
        <source>white</source>
        <translation>hvid</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gul</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rød</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grøn</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blå</translation>
    </message>
    <message>
        <source>black</source>
        <translation>sort</translation>
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
        <translation>bibliotek</translation>
    </message>
    <message>
        <source>cathedral</source>
        <translation>katedral</translation>
    </message>
    <message>
        <source>palace</source>
        <translation>palads</translation>
    </message>
    <message>
        <source>gate</source>
        <translation>port</translation>
    </message>
    <message>
        <source>castle</source>
        <translation>borg</translation>
    </message>
    <message>
        <source>villa</source>
        <translation>villa</translation>
    </message>
    <message>
        <source>book</source>
        <translation>bog</translation>
    </message>
    <message>
        <source>cup</source>
        <translation>bæger</translation>
    </message>
    <message>
        <source>crown</source>
        <translation>krone</translation>
    </message>
    <message>
        <source>portal</source>
        <translation>portal</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>fane</translation>
    </message>
    <message>
        <source>coat of arms</source>
        <translation>våbenskjold</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Sejrspoint</translation>
    </message>
    <message>
        <source>Building value</source>
        <translation>Bygningsværdi</translation>
    </message>
    <message>
        <source>Scorings</source>
        <translation>Pointtællinger</translation>
    </message>
    <message>
        <source>Buy marble, build a building or score</source>
        <translation>Køb marmor, byg en bygning eller tæl point</translation>
    </message>
    <message>
        <source>Choose the wheel segment to buy from</source>
        <translation>Vælg det segment af hjulet, du køber fra</translation>
    </message>
    <message>
        <source>Take blocks from the segment, then stop</source>
        <translation>Tag klodser fra segmentet, og stop så</translation>
    </message>
    <message>
        <source>Choose the city for the building</source>
        <translation>Vælg byen til bygningen</translation>
    </message>
    <message>
        <source>Choose the blocks that pay</source>
        <translation>Vælg de klodser, der betaler</translation>
    </message>
    <message>
        <source>Buy an object, announce the end or end your turn</source>
        <translation>Køb en genstand, meld slut eller afslut din tur</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Spillet er slut</translation>
    </message>
    <message numerus="yes">
        <source>%n coins</source>
        <translation>
            <numerusform>%n mønt</numerusform>
            <numerusform>%n mønter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory points</source>
        <translation>
            <numerusform>%n sejrspoint</numerusform>
            <numerusform>%n sejrspoint</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n marble blocks</source>
        <translation>
            <numerusform>%n marmorklods</numerusform>
            <numerusform>%n marmorklodser</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n objects</source>
        <translation>
            <numerusform>%n genstand</numerusform>
            <numerusform>%n genstande</numerusform>
        </translation>
    </message>
    <message>
        <source>Buying marble starts with turning the wheel: press the Buy marble button, then choose a segment.</source>
        <translation>Et marmorkøb begynder med at dreje hjulet: tryk på knappen »Køb marmor«, og vælg så et segment.</translation>
    </message>
    <message>
        <source>{player} takes a {colour} block from segment {position} for free.</source>
        <translation>{player} tager en {colour} klods fra segment {position} gratis.</translation>
    </message>
    <message>
        <source>{player} scores {city}: VP +{vp}, coins +{coins}.</source>
        <translation>{player} tæller {city}: SP +{vp}, mønter +{coins}.</translation>
    </message>
    <message>
        <source>{player} scores the type {building}: VP +{vp}, coins +{coins}.</source>
        <translation>{player} tæller typen {building}: SP +{vp}, mønter +{coins}.</translation>
    </message>
    <message>
        <source>{player}: final score {points} (track {track}, objects {objects}, coins {coins}, buildings {buildings}; marble blocks: {marble}).</source>
        <translation>{player}: slutresultat {points} (pointspor {track}, genstande {objects}, mønter {coins}, bygninger {buildings}; marmorklodser: {marble}).</translation>
    </message>
    <message>
        <source>{player} wins with a final score of {points}!</source>
        <translation>{player} vinder med et slutresultat på {points}!</translation>
    </message>
    <message>
        <source>You buy from one segment only: take blocks from segment {position} or stop taking.</source>
        <translation>Du køber kun fra ét segment: tag klodser fra segment {position}, eller stop med at tage.</translation>
    </message>
    <message>
        <source>You cannot pay for any block there: the cheapest block&apos;s price is {coins}, your coins: {have}.</source>
        <translation>Du har ikke råd til nogen klods der: den billigste koster {coins}, dine mønter: {have}.</translation>
    </message>
    <message>
        <source>Here a {colour} block&apos;s price is {coins}, your coins: {have}.</source>
        <translation>Her koster en {colour} klods {coins}, dine mønter: {have}.</translation>
    </message>
    <message>
        <source>You have no marble: buy marble before you build.</source>
        <translation>Du har intet marmor: køb marmor, før du bygger.</translation>
    </message>
    <message numerus="yes">
        <source>This building costs %n marble blocks and you hold only {held}.</source>
        <translation>
            <numerusform>Denne bygning koster %n marmorklods, og du har kun {held}.</numerusform>
            <numerusform>Denne bygning koster %n marmorklodser, og du har kun {held}.</numerusform>
        </translation>
    </message>
    <message>
        <source>First choose a building on display, then the city where it goes.</source>
        <translation>Vælg først en af bygningerne fremme, derefter byen, den skal stå i.</translation>
    </message>
    <message numerus="yes">
        <source>{city} accepts only this marble: {colours}. The building needs %n of those blocks; you hold {held}.</source>
        <translation>
            <numerusform>{city} tager kun imod dette marmor: {colours}. Bygningen kræver %n af de klodser; du har {held}.</numerusform>
            <numerusform>{city} tager kun imod dette marmor: {colours}. Bygningen kræver %n af de klodser; du har {held}.</numerusform>
        </translation>
    </message>
    <message>
        <source>You have already scored {city}.</source>
        <translation>Du har allerede talt {city}.</translation>
    </message>
    <message numerus="yes">
        <source>To score {city} you need at least %n buildings there on your own board; you have {have}.</source>
        <translation>
            <numerusform>For at tælle {city} skal du have mindst %n bygning der på din egen plade; du har {have}.</numerusform>
            <numerusform>For at tælle {city} skal du have mindst %n bygninger der på din egen plade; du har {have}.</numerusform>
        </translation>
    </message>
    <message>
        <source>You are buying marble this turn, and a turn has one action: take blocks from one segment.</source>
        <translation>Du køber marmor i denne tur, og en tur har én handling: tag klodser fra ét segment.</translation>
    </message>
    <message>
        <source>You are building this turn, and a turn has one action: choose the city, then the blocks that pay. Undo takes the choice back.</source>
        <translation>Du bygger i denne tur, og en tur har én handling: vælg byen og derefter de klodser, der betaler. Fortryd tager valget tilbage.</translation>
    </message>
    <message>
        <source>Objects are bought after your action: first buy marble, build or score.</source>
        <translation>Genstande købes efter din handling: køb først marmor, byg eller tæl point.</translation>
    </message>
    <message>
        <source>An object costs {coins} coins and you have {have}.</source>
        <translation>En genstand koster {coins} mønter, og du har {have}.</translation>
    </message>
    <message>
        <source>Score track</source>
        <translation>Pointspor</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>Genstande</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Mønter</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Bygninger</translation>
    </message>
    <message>
        <source>Coins received</source>
        <translation>Modtagne mønter</translation>
    </message>
    <message>
        <source>Score track: the points of the scorings during the game</source>
        <translation>Pointspor: point fra pointtællingerne i løbet af spillet</translation>
    </message>
    <message numerus="yes">
        <source>Announcing the end: %n points</source>
        <translation>
            <numerusform>At melde slut: %n point</numerusform>
            <numerusform>At melde slut: %n point</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Objects: %n points each</source>
        <translation>
            <numerusform>Genstande: %n point hver</numerusform>
            <numerusform>Genstande: %n point hver</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Coins: 1 point per %n coins</source>
        <translation>
            <numerusform>Mønter: 1 point pr. %n mønt</numerusform>
            <numerusform>Mønter: 1 point pr. %n mønter</numerusform>
        </translation>
    </message>
    <message>
        <source>Buildings: their value in marble</source>
        <translation>Bygninger: deres værdi i marmor</translation>
    </message>
    <message>
        <source>Coins behind the screen</source>
        <translation>Mønter bag skærmen</translation>
    </message>
    <message>
        <source>Objects behind the screen</source>
        <translation>Genstande bag skærmen</translation>
    </message>
    <message>
        <source>Marble behind the screen</source>
        <translation>Marmor bag skærmen</translation>
    </message>
    <message numerus="yes">
        <source>{player} met the three objectives and announced the end (+%n points); the round was then played to its end.</source>
        <translation>
            <numerusform>{player} nåede alle tre mål og meldte slut (+%n point); derefter blev runden spillet færdig.</numerusform>
            <numerusform>{player} nåede alle tre mål og meldte slut (+%n point); derefter blev runden spillet færdig.</numerusform>
        </translation>
    </message>
    <message>
        <source>All 30 buildings were built; the round was then played to its end.</source>
        <translation>Alle 30 bygninger blev bygget; derefter blev runden spillet færdig.</translation>
    </message>
    <message numerus="yes">
        <source>{player} has the most points (%n) and wins.</source>
        <translation>
            <numerusform>{player} har flest point (%n) og vinder.</numerusform>
            <numerusform>{player} har flest point (%n) og vinder.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} are tied on %n points.</source>
        <translation>
            <numerusform>{players} står lige med %n point.</numerusform>
            <numerusform>{players} står lige med %n point.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie-break, the most marble behind the screen: {standing}.</source>
        <translation>Ved lighed, mest marmor bag skærmen: {standing}.</translation>
    </message>
    <message>
        <source>{player} wins the tie.</source>
        <translation>{player} vinder dermed.</translation>
    </message>
    <message>
        <source>{players} are still tied and share the victory.</source>
        <translation>{players} står stadig lige og deler sejren.</translation>
    </message>
    <message>
        <source>Announcing the end</source>
        <translation>Meldt slut</translation>
    </message>
    <message>
        <source>Take a block:</source>
        <translation>Tag en klods:</translation>
    </message>
    <message>
        <source>Pay with a block:</source>
        <translation>Betal med en klods:</translation>
    </message>
    <message>
        <source>Build in:</source>
        <translation>Byg i:</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Tæl:</translation>
    </message>
    <message>
        <source>Buy for 10 coins:</source>
        <translation>Køb for 10 mønter:</translation>
    </message>
    <message>
        <source>Buy from segment:</source>
        <translation>Køb fra segment:</translation>
    </message>
</context>
<context>
    <name>CarraraBoard</name>
    <message>
        <source>VP {sign}{n}</source>
        <translation>SP {sign}{n}</translation>
    </message>
    <message>
        <source>coins {sign}{n}</source>
        <translation>mønter {sign}{n}</translation>
    </message>
    <message>
        <source>The wheel: blocks get one coin cheaper each time it turns.</source>
        <translation>Hjulet: klodserne bliver én mønt billigere, hver gang det drejer.</translation>
    </message>
    <message>
        <source>Prices at position {position} (0: free)</source>
        <translation>Priser på position {position} (0: gratis)</translation>
    </message>
    <message>
        <source>Buildings on display</source>
        <translation>Bygninger fremme</translation>
    </message>
    <message>
        <source>Pile: {count}</source>
        <translation>Bunke: {count}</translation>
    </message>
    <message>
        <source>Objects for sale (10 coins)</source>
        <translation>Genstande til salg (10 mønter)</translation>
    </message>
    <message>
        <source>Supply: {objects}</source>
        <translation>Forråd: {objects}</translation>
    </message>
    <message>
        <source>Objectives (to announce the end, +5 VP)</source>
        <translation>Mål (for at melde slut, +5 SP)</translation>
    </message>
    <message>
        <source>Scorings: {n}</source>
        <translation>Pointtællinger: {n}</translation>
    </message>
    <message>
        <source>Objects: {n}</source>
        <translation>Genstande: {n}</translation>
    </message>
    <message>
        <source>Building value: {n}</source>
        <translation>Bygningsværdi: {n}</translation>
    </message>
    <message>
        <source>The end is triggered: the round is finished.</source>
        <translation>Slutningen er udløst: runden spilles færdig.</translation>
    </message>
    <message>
        <source>Score track</source>
        <translation>Pointspor</translation>
    </message>
    <message>
        <source>(final {points})</source>
        <translation>(slut {points})</translation>
    </message>
    <message numerus="yes">
        <source>needs %n buildings</source>
        <translation>
            <numerusform>kræver %n bygning</numerusform>
            <numerusform>kræver %n bygninger</numerusform>
        </translation>
    </message>
    <message>
        <source>scored by {player}</source>
        <translation>talt af {player}</translation>
    </message>
    <message>
        <source>VP {n}</source>
        <translation>SP {n}</translation>
    </message>
    <message>
        <source>building value {n}</source>
        <translation>bygningsværdi {n}</translation>
    </message>
    <message>
        <source>Behind the screen</source>
        <translation>Bag skærmen</translation>
    </message>
    <message>
        <source>hidden from the other players</source>
        <translation>skjult for de andre spillere</translation>
    </message>
    <message>
        <source>Scorings: {n} of 6</source>
        <translation>Pointtællinger: {n} af 6</translation>
    </message>
    <message>
        <source>Coins: {n}</source>
        <translation>Mønter: {n}</translation>
    </message>
    <message>
        <source>set aside: {blocks}</source>
        <translation>lagt til side: {blocks}</translation>
    </message>
    <message>
        <source>{colour} marble (rank {rank})</source>
        <translation>marmor i farven {colour} (rang {rank})</translation>
    </message>
    <message>
        <source>{building}, value {value}: brings a {object} when scored</source>
        <translation>{building}, værdi {value}: giver en genstand ({object}) ved pointtælling</translation>
    </message>
    <message>
        <source>whole segment: {coins}</source>
        <translation>i alt: {coins}</translation>
    </message>
    <message>
        <source>Scorings: {have} of {n}</source>
        <translation>Pointtællinger: {have} af {n}</translation>
    </message>
    <message>
        <source>Objects: {have} of {n}</source>
        <translation>Genstande: {have} af {n}</translation>
    </message>
    <message>
        <source>Building value: {have} of {n}</source>
        <translation>Bygningsværdi: {have} af {n}</translation>
    </message>
    <message>
        <source>{city}: build here with the marble shown. Scoring it gives the sum of your building values here × {times} ({unit}); only one player may score it.</source>
        <translation>{city}: byg her med det viste marmor. At tælle byen giver summen af dine bygningers værdier her × {times} ({unit}); kun én spiller må tælle den.</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>SP</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>mønter</translation>
    </message>
    <message>
        <source>Still to pay: {n}</source>
        <translation>Mangler at betale: {n}</translation>
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
        <translation>Starten: hjulet med de første klodser, bygningerne til salg og hver spillers plade, skærm og startmarmor.</translation>
    </message>
    <message>
        <source>One action a turn: buy marble, build, or score. Scoring a city without buildings, or a type you have not built, is refused.</source>
        <translation>Én handling pr. tur: køb marmor, byg eller tæl. At tælle en by uden bygninger eller en type, du ikke har bygget, afvises.</translation>
    </message>
    <message>
        <source>Buying marble: after the wheel has turned, choose one segment with blocks; its position on the wheel sets their prices. An empty segment is refused.</source>
        <translation>Køb af marmor: når hjulet har drejet, vælger du ét segment med klodser; dets plads på hjulet bestemmer priserne. Et tomt segment afvises.</translation>
    </message>
    <message>
        <source>Then take blocks from that segment only, each at the price of its colour there, and stop when you like.</source>
        <translation>Tag så klodser fra netop det segment, hver til sin farves pris dér, og stop, når du vil.</translation>
    </message>
    <message>
        <source>Building: choose a city that accepts marble you can pay with. Livorno takes only white, and a city you cannot pay for is refused.</source>
        <translation>At bygge: vælg en by, der tager imod marmor, du kan betale med. Livorno tager kun hvid, og en by, du ikke kan betale, afvises.</translation>
    </message>
    <message>
        <source>Paying for the building: only colours that this city accepts count.</source>
        <translation>Betaling for bygningen: kun de farver, byen tager imod, tæller.</translation>
    </message>
    <message>
        <source>Scoring a city: one of your markers on a city where you have buildings, once per city. A city already scored is refused.</source>
        <translation>At tælle en by: en af dine markører på en by, hvor du har bygninger, én gang pr. by. En by, der allerede er talt, afvises.</translation>
    </message>
    <message>
        <source>Scoring a building type: each of your buildings of that type scores its value times its city&apos;s number, in that city&apos;s kind.</source>
        <translation>At tælle en bygningstype: hver af dine bygninger af den type giver sin værdi gange byens tal, i byens slags.</translation>
    </message>
    <message>
        <source>After your action you may buy one object for sale for 10 coins; each object is worth 3 points at the end and counts for the objectives.</source>
        <translation>Efter din handling må du købe én af genstandene til salg for 10 mønter; hver genstand er 3 point værd til sidst og tæller med i målene.</translation>
    </message>
    <message>
        <source>All three objectives met: you may announce the end now for 5 points, or wait; the round is played to its end either way.</source>
        <translation>Alle tre mål er nået: du kan melde slut nu for 5 point eller vente; runden spilles færdig under alle omstændigheder.</translation>
    </message>
    <message>
        <source>At the end the score track is added to: 3 points an object, 1 for every 5 coins, and the value of each of your buildings.</source>
        <translation>Til sidst lægges til pointsporet: 3 point pr. genstand, 1 for hver 5 mønter og værdien af hver af dine bygninger.</translation>
    </message>
</context>
<context>
    <name>Catan</name>
    <message>
        <source>Island</source>
        <translation>Ø</translation>
    </message>
    <message>
        <source>Random island</source>
        <translation>Tilfældig ø</translation>
    </message>
    <message>
        <source>Fixed beginner island</source>
        <translation>Fast begynderø</translation>
    </message>
    <message>
        <source>{player} places a settlement.</source>
        <translation>{player} placerer en bosættelse.</translation>
    </message>
    <message>
        <source>{player} places a road.</source>
        <translation>{player} placerer en vej.</translation>
    </message>
    <message>
        <source>{player} receives {n_resource} from the second settlement.</source>
        <translation>{player} får {n_resource} fra den anden bosættelse.</translation>
    </message>
    <message>
        <source>Turn {turn}: {player} is on turn.</source>
        <translation>Tur {turn}: {player} har turen.</translation>
    </message>
    <message>
        <source>{player} ends the turn.</source>
        <translation>{player} afslutter turen.</translation>
    </message>
    <message>
        <source>{player} rolls {die1} + {die2} = {total}.</source>
        <translation>{player} slår {die1} + {die2} = {total}.</translation>
    </message>
    <message>
        <source>{player} receives {n_resource}.</source>
        <translation>{player} får {n_resource}.</translation>
    </message>
    <message>
        <source>The bank cannot pay everyone&apos;s {resource}: nobody receives it.</source>
        <translation>Banken har ikke nok {resource} til alle: ingen får noget af det.</translation>
    </message>
    <message>
        <source>{player} discards 1 {resource}.</source>
        <translation>{player} afleverer 1 {resource}.</translation>
    </message>
    <message>
        <source>{player} steals 1 {resource} from {victim_player}.</source>
        <translation>{player} stjæler 1 {resource} fra {victim_player}.</translation>
    </message>
    <message>
        <source>{player} finds nobody to rob there.</source>
        <translation>{player} finder ingen at stjæle fra dér.</translation>
    </message>
    <message>
        <source>{player} builds a road.</source>
        <translation>{player} bygger en vej.</translation>
    </message>
    <message>
        <source>{player} builds a settlement.</source>
        <translation>{player} bygger en bosættelse.</translation>
    </message>
    <message>
        <source>{player} upgrades a settlement to a city.</source>
        <translation>{player} udbygger en bosættelse til en by.</translation>
    </message>
    <message>
        <source>{player} buys a development card ({card}).</source>
        <translation>{player} køber et udviklingskort ({card}).</translation>
    </message>
    <message>
        <source>{player} plays Road Building.</source>
        <translation>{player} spiller Vejbygning.</translation>
    </message>
    <message>
        <source>{player} places a free road.</source>
        <translation>{player} placerer en gratis vej.</translation>
    </message>
    <message>
        <source>{player} plays Year of Plenty.</source>
        <translation>{player} spiller Opfindelse.</translation>
    </message>
    <message>
        <source>{player} takes 1 {resource} from the bank.</source>
        <translation>{player} tager 1 {resource} fra banken.</translation>
    </message>
    <message>
        <source>{player} plays Monopoly on {resource}.</source>
        <translation>{player} spiller Monopol på {resource}.</translation>
    </message>
    <message>
        <source>{victim_player} gives {n_resource} to {player}.</source>
        <translation>{victim_player} giver {n_resource} til {player}.</translation>
    </message>
    <message>
        <source>{player} trades {n_give} with the bank for 1 {resource}.</source>
        <translation>{player} bytter {n_give} med banken til 1 {resource}.</translation>
    </message>
    <message>
        <source>{player} offers a trade to {target_player}:</source>
        <translation>{player} tilbyder {target_player} en handel:</translation>
    </message>
    <message>
        <source>{player} offers a trade to everybody:</source>
        <translation>{player} tilbyder alle en handel:</translation>
    </message>
    <message>
        <source>{player} would give {n_resource}.</source>
        <translation>{player} vil give {n_resource}.</translation>
    </message>
    <message>
        <source>{player} asks for {n_resource}.</source>
        <translation>{player} beder om {n_resource}.</translation>
    </message>
    <message>
        <source>{player} accepts the offer.</source>
        <translation>{player} accepterer tilbuddet.</translation>
    </message>
    <message>
        <source>{player} declines the offer.</source>
        <translation>{player} afslår tilbuddet.</translation>
    </message>
    <message>
        <source>Nobody accepts the offer of {player}.</source>
        <translation>Ingen accepterer tilbuddet fra {player}.</translation>
    </message>
    <message>
        <source>{player} withdraws the offer.</source>
        <translation>{player} trækker tilbuddet tilbage.</translation>
    </message>
    <message>
        <source>{player} trades with {partner_player}.</source>
        <translation>{player} handler med {partner_player}.</translation>
    </message>
    <message>
        <source>{player} gives {n_resource} to {other_player}.</source>
        <translation>{player} giver {n_resource} til {other_player}.</translation>
    </message>
    <message>
        <source>{previous_player} loses the Longest Road; nobody holds it now.</source>
        <translation>{previous_player} mister Længste Handelsvej; ingen har den nu.</translation>
    </message>
    <message>
        <source>{player} steals a card from {victim_player}.</source>
        <translation>{player} stjæler et kort fra {victim_player}.</translation>
    </message>
    <message>
        <source>{player} buys a development card.</source>
        <translation>{player} køber et udviklingskort.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spillet er slut.</translation>
    </message>
    <message>
        <source>This is not a move of Catan.</source>
        <translation>Dette er ikke et træk i Catan.</translation>
    </message>
    <message>
        <source>It is {player}&apos;s decision now.</source>
        <translation>Nu skal {player} træffe en beslutning.</translation>
    </message>
    <message>
        <source>That choice does not exist here.</source>
        <translation>Det valg findes ikke her.</translation>
    </message>
    <message>
        <source>You cannot do that now.</source>
        <translation>Det kan du ikke gøre nu.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Slå med terningerne først.</translation>
    </message>
    <message>
        <source>You have already rolled this turn.</source>
        <translation>Du har allerede slået i denne tur.</translation>
    </message>
    <message>
        <source>This costs {cost}; you are missing {missing}.</source>
        <translation>Det koster {cost}; du mangler {missing}.</translation>
    </message>
    <message>
        <source>You have no {piece} left in your supply.</source>
        <translation>Du har ingen {piece} tilbage i dit forråd.</translation>
    </message>
    <message>
        <source>There is already a road there.</source>
        <translation>Der ligger allerede en vej dér.</translation>
    </message>
    <message>
        <source>A road must join your own road, settlement or city, and cannot pass another player&apos;s building.</source>
        <translation>En vej skal støde op til din egen vej, bosættelse eller by og kan ikke fortsætte forbi en anden spillers bygning.</translation>
    </message>
    <message>
        <source>This road must touch the settlement you have just placed.</source>
        <translation>Denne vej skal røre den bosættelse, du lige har placeret.</translation>
    </message>
    <message>
        <source>That intersection is already taken.</source>
        <translation>Det knudepunkt er allerede optaget.</translation>
    </message>
    <message>
        <source>Distance rule: no settlement next to another settlement or city.</source>
        <translation>Afstandsreglen: ingen bosættelse lige ved siden af en anden bosættelse eller by.</translation>
    </message>
    <message>
        <source>A settlement must touch one of your roads.</source>
        <translation>En bosættelse skal røre en af dine veje.</translation>
    </message>
    <message>
        <source>A city must replace one of your own settlements.</source>
        <translation>En by skal erstatte en af dine egne bosættelser.</translation>
    </message>
    <message>
        <source>This is already a city: a city cannot be upgraded further.</source>
        <translation>Her står allerede en by: en by kan ikke udbygges yderligere.</translation>
    </message>
    <message>
        <source>The robber moves only after a 7 is rolled or a Knight is played.</source>
        <translation>Røveren flyttes kun efter et slag på 7, eller når en Ridder spilles.</translation>
    </message>
    <message>
        <source>No development cards are left.</source>
        <translation>Der er ikke flere udviklingskort.</translation>
    </message>
    <message>
        <source>You have no {card} card.</source>
        <translation>Du har intet kort af typen {card}.</translation>
    </message>
    <message>
        <source>A development card cannot be played in the turn it was bought.</source>
        <translation>Et udviklingskort kan ikke spilles i den tur, det blev købt.</translation>
    </message>
    <message>
        <source>Only one development card may be played per turn.</source>
        <translation>Der må kun spilles ét udviklingskort pr. tur.</translation>
    </message>
    <message>
        <source>The bank has no cards you could take.</source>
        <translation>Banken har ingen kort, du kan tage.</translation>
    </message>
    <message>
        <source>The bank has no {resource} left.</source>
        <translation>Banken har ikke mere {resource}.</translation>
    </message>
    <message>
        <source>Take a different resource from the one you give.</source>
        <translation>Tag et andet råstof end det, du giver.</translation>
    </message>
    <message>
        <source>You have no harbour for trading {resource} at {rate}:1.</source>
        <translation>Du har ingen havn til at bytte {resource} i forholdet {rate}:1.</translation>
    </message>
    <message>
        <source>You do not have enough {resource}.</source>
        <translation>Du har ikke nok {resource}.</translation>
    </message>
    <message>
        <source>You have no {resource} to discard.</source>
        <translation>Du har ikke noget {resource} at aflevere.</translation>
    </message>
    <message>
        <source>The robber must move to a different land hex.</source>
        <translation>Røveren skal flyttes til et andet landfelt.</translation>
    </message>
    <message>
        <source>You can only rob a player with a building on the robber&apos;s hex who holds cards.</source>
        <translation>Du kan kun stjæle fra en spiller, der har en bygning ved røverens felt og har kort på hånden.</translation>
    </message>
    <message>
        <source>The same resource cannot be on both sides of a trade.</source>
        <translation>Det samme råstof kan ikke være på begge sider af en handel.</translation>
    </message>
    <message>
        <source>Both sides of a trade must give at least one card.</source>
        <translation>Begge parter i en handel skal give mindst ét kort.</translation>
    </message>
    <message>
        <source>You cannot ask for more cards than the other players hold.</source>
        <translation>Du kan ikke bede om flere kort, end de andre spillere har.</translation>
    </message>
    <message>
        <source>No trade is possible: the others hold nothing you could ask for in exchange for your cards.</source>
        <translation>Ingen handel er mulig: de andre har intet, du kan bede om i bytte for dine kort.</translation>
    </message>
    <message>
        <source>You do not hold the cards asked for.</source>
        <translation>Du har ikke de kort, der bedes om.</translation>
    </message>
    <message>
        <source>{other_player} has not accepted this offer.</source>
        <translation>{other_player} har ikke accepteret dette tilbud.</translation>
    </message>
    <message>
        <source>Place a settlement</source>
        <translation>Placér en bosættelse</translation>
    </message>
    <message>
        <source>Place a road</source>
        <translation>Placér en vej</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Slå med terningerne</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Afslut turen</translation>
    </message>
    <message>
        <source>Build a road</source>
        <translation>Byg en vej</translation>
    </message>
    <message>
        <source>Build a settlement</source>
        <translation>Byg en bosættelse</translation>
    </message>
    <message>
        <source>Build a city</source>
        <translation>Byg en by</translation>
    </message>
    <message>
        <source>Buy a development card</source>
        <translation>Køb et udviklingskort</translation>
    </message>
    <message>
        <source>Play a Knight</source>
        <translation>Spil en Ridder</translation>
    </message>
    <message>
        <source>Play Road Building</source>
        <translation>Spil Vejbygning</translation>
    </message>
    <message>
        <source>Play Year of Plenty</source>
        <translation>Spil Opfindelse</translation>
    </message>
    <message>
        <source>Play Monopoly on {resource}</source>
        <translation>Spil Monopol på {resource}</translation>
    </message>
    <message>
        <source>Take {resource}</source>
        <translation>Tag {resource}</translation>
    </message>
    <message>
        <source>Discard {resource}</source>
        <translation>Aflever {resource}</translation>
    </message>
    <message>
        <source>Move the robber here</source>
        <translation>Flyt røveren hertil</translation>
    </message>
    <message>
        <source>Rob {victim_player}</source>
        <translation>Stjæl fra {victim_player}</translation>
    </message>
    <message>
        <source>Trade {n_resource} with the bank</source>
        <translation>Byt {n_resource} med banken</translation>
    </message>
    <message>
        <source>Take {resource} from the bank</source>
        <translation>Tag {resource} fra banken</translation>
    </message>
    <message>
        <source>Offer a trade to the other players</source>
        <translation>Tilbyd de andre spillere en handel</translation>
    </message>
    <message>
        <source>Offer 1 more {resource}</source>
        <translation>Tilbyd 1 {resource} mere</translation>
    </message>
    <message>
        <source>Ask for 1 more {resource}</source>
        <translation>Bed om 1 {resource} mere</translation>
    </message>
    <message>
        <source>Send the offer to {target_player}</source>
        <translation>Send tilbuddet til {target_player}</translation>
    </message>
    <message>
        <source>Send the offer to everybody</source>
        <translation>Send tilbuddet til alle</translation>
    </message>
    <message>
        <source>Accept the offer</source>
        <translation>Accepter tilbuddet</translation>
    </message>
    <message>
        <source>Decline the offer</source>
        <translation>Afslå tilbuddet</translation>
    </message>
    <message>
        <source>Trade with {partner_player}</source>
        <translation>Handl med {partner_player}</translation>
    </message>
    <message>
        <source>Withdraw the offer</source>
        <translation>Træk tilbuddet tilbage</translation>
    </message>
    <message>
        <source>lumber</source>
        <translation>tømmer</translation>
    </message>
    <message>
        <source>brick</source>
        <translation>ler</translation>
    </message>
    <message>
        <source>wool</source>
        <translation>uld</translation>
    </message>
    <message>
        <source>grain</source>
        <translation>korn</translation>
    </message>
    <message>
        <source>ore</source>
        <translation>malm</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>skov</translation>
    </message>
    <message>
        <source>hills</source>
        <translation>bakker</translation>
    </message>
    <message>
        <source>pasture</source>
        <translation>græsmark</translation>
    </message>
    <message>
        <source>fields</source>
        <translation>kornmark</translation>
    </message>
    <message>
        <source>mountains</source>
        <translation>bjerge</translation>
    </message>
    <message>
        <source>desert</source>
        <translation>ørken</translation>
    </message>
    <message>
        <source>3:1 harbour</source>
        <translation>3:1-havn</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Ridder</translation>
    </message>
    <message>
        <source>Victory Point</source>
        <translation>Sejrspoint</translation>
    </message>
    <message>
        <source>Road Building</source>
        <translation>Vejbygning</translation>
    </message>
    <message>
        <source>Year of Plenty</source>
        <translation>Opfindelse</translation>
    </message>
    <message>
        <source>Monopoly</source>
        <translation>Monopol</translation>
    </message>
    <message>
        <source>road</source>
        <translation>vej</translation>
    </message>
    <message>
        <source>settlement</source>
        <translation>bosættelse</translation>
    </message>
    <message>
        <source>city</source>
        <translation>by</translation>
    </message>
    <message numerus="yes">
        <source>%n lumber</source>
        <translation>
            <numerusform>%n tømmer</numerusform>
            <numerusform>%n tømmer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n brick</source>
        <translation>
            <numerusform>%n ler</numerusform>
            <numerusform>%n ler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wool</source>
        <translation>
            <numerusform>%n uld</numerusform>
            <numerusform>%n uld</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grain</source>
        <translation>
            <numerusform>%n korn</numerusform>
            <numerusform>%n korn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ore</source>
        <translation>
            <numerusform>%n malm</numerusform>
            <numerusform>%n malm</numerusform>
        </translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Sejrspoint</translation>
    </message>
    <message>
        <source>Resource cards</source>
        <translation>Råstofkort</translation>
    </message>
    <message>
        <source>Development cards</source>
        <translation>Udviklingskort</translation>
    </message>
    <message>
        <source>Knights played</source>
        <translation>Spillede riddere</translation>
    </message>
    <message>
        <source>Longest road</source>
        <translation>Længste vej</translation>
    </message>
    <message>
        <source>Place a starting settlement</source>
        <translation>Placér en startbosættelse</translation>
    </message>
    <message>
        <source>Place a starting road</source>
        <translation>Placér en startvej</translation>
    </message>
    <message>
        <source>Roll the dice (or play a development card first)</source>
        <translation>Slå med terningerne (eller spil først et udviklingskort)</translation>
    </message>
    <message>
        <source>Trade and build, then end the turn</source>
        <translation>Handl og byg, og afslut så turen</translation>
    </message>
    <message>
        <source>Discard half of your cards</source>
        <translation>Aflever halvdelen af dine kort</translation>
    </message>
    <message>
        <source>Move the robber</source>
        <translation>Flyt røveren</translation>
    </message>
    <message>
        <source>Choose whom to rob</source>
        <translation>Vælg, hvem du vil stjæle fra</translation>
    </message>
    <message>
        <source>Place your free roads</source>
        <translation>Placér dine gratis veje</translation>
    </message>
    <message>
        <source>Choose the resource to receive</source>
        <translation>Vælg det råstof, du vil have</translation>
    </message>
    <message>
        <source>Compose your trade offer</source>
        <translation>Sammensæt dit handelstilbud</translation>
    </message>
    <message>
        <source>Answer the trade offer</source>
        <translation>Besvar handelstilbuddet</translation>
    </message>
    <message>
        <source>Choose a trade partner or withdraw</source>
        <translation>Vælg en handelspartner, eller træk tilbuddet tilbage</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Spillet er slut</translation>
    </message>
    <message numerus="yes">
        <source>%n resource cards</source>
        <translation>
            <numerusform>%n råstofkort</numerusform>
            <numerusform>%n råstofkort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The bank is short of {resource}: {player} receives only %n cards instead of {owed}.</source>
        <translation>
            <numerusform>Banken mangler {resource}: {player} får kun %n kort i stedet for {owed}.</numerusform>
            <numerusform>Banken mangler {resource}: {player} får kun %n kort i stedet for {owed}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} holds more than 7 cards and must discard %n cards.</source>
        <translation>
            <numerusform>{player} har mere end 7 kort og skal aflevere %n kort.</numerusform>
            <numerusform>{player} har mere end 7 kort og skal aflevere %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} plays a Knight (%n played).</source>
        <translation>
            <numerusform>{player} spiller en Ridder (%n spillet i alt).</numerusform>
            <numerusform>{player} spiller en Ridder (%n spillet i alt).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} now holds the Longest Road (%n segments).</source>
        <translation>
            <numerusform>{player} har nu Længste Handelsvej (%n stykke).</numerusform>
            <numerusform>{player} har nu Længste Handelsvej (%n stykker).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} now holds the Largest Army (%n knights).</source>
        <translation>
            <numerusform>{player} har nu Største Riddermagt (%n ridder).</numerusform>
            <numerusform>{player} har nu Største Riddermagt (%n riddere).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} reveals %n victory point cards.</source>
        <translation>
            <numerusform>{player} viser %n Sejrspointkort.</numerusform>
            <numerusform>{player} viser %n Sejrspointkort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} wins with %n victory points!</source>
        <translation>
            <numerusform>{player} vinder med %n sejrspoint!</numerusform>
            <numerusform>{player} vinder med %n sejrspoint!</numerusform>
        </translation>
    </message>
    <message>
        <source>The bank has no {resource} left for {player}.</source>
        <translation>Banken har ikke mere {resource} til {player}.</translation>
    </message>
    <message numerus="yes">
        <source>You may send at most %n trade offers per turn.</source>
        <translation>
            <numerusform>Du må højst sende %n handelstilbud pr. tur.</numerusform>
            <numerusform>Du må højst sende %n handelstilbud pr. tur.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} moves the robber to the {terrain} hex numbered {number}.</source>
        <translation>{player} flytter røveren: feltet »{terrain}«, tal {number}.</translation>
    </message>
    <message>
        <source>{player} moves the robber to the desert.</source>
        <translation>{player} flytter røveren til ørkenen.</translation>
    </message>
    <message>
        <source>Resources produced</source>
        <translation>Producerede råstoffer</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Banken</translation>
    </message>
    <message>
        <source>Development cards left</source>
        <translation>Udviklingskort tilbage</translation>
    </message>
    <message>
        <source>Longest Road</source>
        <translation>Længste Handelsvej</translation>
    </message>
    <message>
        <source>Largest Army</source>
        <translation>Største Riddermagt</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Vej</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Bosættelse</translation>
    </message>
    <message>
        <source>City</source>
        <translation>By</translation>
    </message>
    <message>
        <source>Development card</source>
        <translation>Udviklingskort</translation>
    </message>
    <message>
        <source>Building costs</source>
        <translation>Byggeomkostninger</translation>
    </message>
    <message numerus="yes">
        <source>Year of Plenty: resources still to take from the bank: %n</source>
        <translation>
            <numerusform>Opfindelse: råstof, der endnu skal tages fra banken: %n</numerusform>
            <numerusform>Opfindelse: råstoffer, der endnu skal tages fra banken: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Settlements</source>
        <translation>Bosættelser</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Byer</translation>
    </message>
    <message>
        <source>Victory Point cards</source>
        <translation>Sejrspointkort</translation>
    </message>
    <message numerus="yes">
        <source>Settlements: %n points each</source>
        <translation>
            <numerusform>Bosættelser: %n point hver</numerusform>
            <numerusform>Bosættelser: %n point hver</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cities: %n points each</source>
        <translation>
            <numerusform>Byer: %n point hver</numerusform>
            <numerusform>Byer: %n point hver</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Longest Road card: %n points</source>
        <translation>
            <numerusform>Kortet Længste Handelsvej: %n point</numerusform>
            <numerusform>Kortet Længste Handelsvej: %n point</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Largest Army card: %n points</source>
        <translation>
            <numerusform>Kortet Største Riddermagt: %n point</numerusform>
            <numerusform>Kortet Største Riddermagt: %n point</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Victory Point cards: %n points each</source>
        <translation>
            <numerusform>Sejrspointkort: %n point hver</numerusform>
            <numerusform>Sejrspointkort: %n point hver</numerusform>
        </translation>
    </message>
    <message>
        <source>Resource cards in hand</source>
        <translation>Råstofkort på hånden</translation>
    </message>
    <message>
        <source>Development cards not played</source>
        <translation>Udviklingskort, der ikke er spillet</translation>
    </message>
    <message numerus="yes">
        <source>{player} has %n victory points on their own turn: 10 end the game at once, so no tie-break is needed.</source>
        <translation>
            <numerusform>{player} har %n sejrspoint i sin egen tur: 10 afslutter spillet straks, så der skal ikke afgøres nogen lighed.</numerusform>
            <numerusform>{player} har %n sejrspoint i sin egen tur: 10 afslutter spillet straks, så der skal ikke afgøres nogen lighed.</numerusform>
        </translation>
    </message>
    <message>
        <source>Also at 10 or more victory points: {players}; but only the player whose turn it is wins.</source>
        <translation>Også på 10 eller flere sejrspoint: {players}; men kun spilleren, hvis tur det er, vinder.</translation>
    </message>
    <message>
        <source>Discard a card:</source>
        <translation>Aflever et kort:</translation>
    </message>
    <message>
        <source>Take from the bank:</source>
        <translation>Tag fra banken:</translation>
    </message>
    <message>
        <source>Play Monopoly on:</source>
        <translation>Spil Monopol på:</translation>
    </message>
    <message>
        <source>Trade with the bank:</source>
        <translation>Byt med banken:</translation>
    </message>
    <message>
        <source>Offer 1 more:</source>
        <translation>Tilbyd 1 mere:</translation>
    </message>
    <message>
        <source>Ask for 1 more:</source>
        <translation>Bed om 1 mere:</translation>
    </message>
    <message>
        <source>Send the offer to:</source>
        <translation>Send tilbuddet til:</translation>
    </message>
    <message>
        <source>Rob:</source>
        <translation>Stjæl fra:</translation>
    </message>
    <message>
        <source>Trade with:</source>
        <translation>Handl med:</translation>
    </message>
</context>
<context>
    <name>CatanBoard</name>
    <message>
        <source>Forest</source>
        <translation>Skov</translation>
    </message>
    <message>
        <source>Hills</source>
        <translation>Bakker</translation>
    </message>
    <message>
        <source>Pasture</source>
        <translation>Græsmark</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Kornmark</translation>
    </message>
    <message>
        <source>Mountains</source>
        <translation>Bjerge</translation>
    </message>
    <message>
        <source>Desert</source>
        <translation>Ørken</translation>
    </message>
    <message>
        <source>lumber</source>
        <translation>tømmer</translation>
    </message>
    <message>
        <source>brick</source>
        <translation>ler</translation>
    </message>
    <message>
        <source>wool</source>
        <translation>uld</translation>
    </message>
    <message>
        <source>grain</source>
        <translation>korn</translation>
    </message>
    <message>
        <source>ore</source>
        <translation>malm</translation>
    </message>
    <message>
        <source>any</source>
        <translation>valgfrit</translation>
    </message>
    <message numerus="yes">
        <source>%n pips</source>
        <translation>
            <numerusform>%n prik</numerusform>
            <numerusform>%n prikker</numerusform>
        </translation>
    </message>
    <message>
        <source>Harbour: trade 3 of one resource for 1 of another.</source>
        <translation>Havn: byt 3 af ét råstof til 1 af et andet.</translation>
    </message>
    <message>
        <source>Harbour: trade 2 {resource} for 1 of another resource.</source>
        <translation>Havn: byt 2 {resource} til 1 af et andet råstof.</translation>
    </message>
    <message>
        <source>{terrain}: produces {resource} on a roll of {number}.</source>
        <translation>{terrain}: producerer {resource} ved et slag på {number}.</translation>
    </message>
    <message>
        <source>Road of {player}</source>
        <translation>Vej tilhørende {player}</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Bosættelse</translation>
    </message>
    <message>
        <source>City</source>
        <translation>By</translation>
    </message>
    <message>
        <source>{kind} of {player}</source>
        <translation>{kind} tilhørende {player}</translation>
    </message>
    <message>
        <source>The robber: this hex produces nothing while he stands here.</source>
        <translation>Røveren: dette felt producerer intet, så længe røveren står her.</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Terninger</translation>
    </message>
    <message>
        <source>Trade with players…</source>
        <translation>Handl med spillere…</translation>
    </message>
    <message>
        <source>Trade with the bank…</source>
        <translation>Handl med banken…</translation>
    </message>
    <message>
        <source>Discard…</source>
        <translation>Aflever…</translation>
    </message>
    <message>
        <source>everybody</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Development cards: {cards}</source>
        <translation>Udviklingskort: {cards}</translation>
    </message>
    <message>
        <source>Your victory points (with hidden cards): {points}</source>
        <translation>Dine sejrspoint (med skjulte kort): {points}</translation>
    </message>
    <message numerus="yes">
        <source>(%n new)</source>
        <translation>
            <numerusform>(%n nyt)</numerusform>
            <numerusform>(%n nye)</numerusform>
        </translation>
    </message>
    <message>
        <source>Rolled by {player}</source>
        <translation>Slået af {player}</translation>
    </message>
    <message>
        <source>Intersection beside {hexes}</source>
        <translation>Knudepunkt ved: {hexes}</translation>
    </message>
    <message>
        <source>Path beside {hexes}</source>
        <translation>Kant ved: {hexes}</translation>
    </message>
</context>
<context>
    <name>CatanDialogs</name>
    <message>
        <source>Trade with players</source>
        <translation>Handel med spillere</translation>
    </message>
    <message>
        <source>You give</source>
        <translation>Du giver</translation>
    </message>
    <message>
        <source>You ask for</source>
        <translation>Du beder om</translation>
    </message>
    <message>
        <source>Send to</source>
        <translation>Send til</translation>
    </message>
    <message>
        <source>Both sides must give at least one card, and no resource may be on both sides.</source>
        <translation>Begge parter skal give mindst ét kort, og intet råstof må stå på begge sider.</translation>
    </message>
    <message>
        <source>Trade with the bank</source>
        <translation>Handel med banken</translation>
    </message>
    <message>
        <source>You take</source>
        <translation>Du får</translation>
    </message>
    <message>
        <source>Discard cards</source>
        <translation>Aflever kort</translation>
    </message>
    <message numerus="yes">
        <source>%n {resource}</source>
        <translation>
            <numerusform>%n {resource}</numerusform>
            <numerusform>%n {resource}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n cards to discard</source>
        <translation>
            <numerusform>Vælg %n kort, der skal afleveres</numerusform>
            <numerusform>Vælg %n kort, der skal afleveres</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatanRules</name>
    <message>
        <source>What is in the game</source>
        <translation>Hvad spillet indeholder</translation>
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
        <translation>&lt;p&gt;I Catan bosætter 3 eller 4 spillere sig på en ø. De samler råstoffer,
bygger veje, bosættelser og byer og kappes om at nå 10 sejrspoint først. Et spil for
2 spillere kan vælges som variant: spillepladen og reglerne er de samme.&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Landskab&lt;/th&gt;&lt;th&gt;Producerer&lt;/th&gt;&lt;th&gt;Felter&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Skov&lt;/td&gt;&lt;td&gt;Tømmer&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Græsmark&lt;/td&gt;&lt;td&gt;Uld&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Kornmark&lt;/td&gt;&lt;td&gt;Korn&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Bakker&lt;/td&gt;&lt;td&gt;Ler&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Bjerge&lt;/td&gt;&lt;td&gt;Malm&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Ørken&lt;/td&gt;&lt;td&gt;intet&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;19 landfelter&lt;/b&gt; (se tabellen), omgivet af havet.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;18 talbrikker&lt;/b&gt;: ét 2-tal, ét 12-tal og to af hver af 3, 4, 5, 6, 8, 9, 10
og 11. Der er intet 7-tal.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;9 havne&lt;/b&gt; på kysten: 4 almindelige havne (3:1) og 5 specialhavne
(2:1), én for hvert råstof.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;95 råstofkort&lt;/b&gt;, 19 af hvert råstof. De udgør banken.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;25 udviklingskort&lt;/b&gt;: 14 Riddere, 5 Sejrspoint, 2 Vejbygning,
2 Opfindelse og 2 Monopol.&lt;/li&gt;
&lt;li&gt;Til hver farve: &lt;b&gt;5 bosættelser, 4 byer og 15 veje&lt;/b&gt;.&lt;/li&gt;
&lt;li&gt;To specialkort, der hver er værd 2 point: &lt;b&gt;Længste Handelsvej&lt;/b&gt; og
&lt;b&gt;Største Riddermagt&lt;/b&gt;.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Røveren&lt;/b&gt; og to almindelige sekssidede terninger.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Building the island</source>
        <translation>Opbygning af øen</translation>
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
        <translation>&lt;p&gt;Programmet lægger en ny ø ud til hvert spil. De 19 landfelter
blandes og lægges i rækker med 3, 4, 5, 4 og 3 felter med hav hele vejen rundt.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Talbrikker.&lt;/b&gt; De 18 brikker bærer bogstaverne A til R og, i den
rækkefølge, tallene 5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11.
De lægges i bogstavrækkefølge i en spiral: programmet vælger tilfældigt et af øens seks
hjørnefelter, går mod uret rundt i den yderste
ring og snor sig derefter indad mod midten. Ørkenen springes over og får ingen
talbrik. Lagt på denne måde havner de to mest givende tal, 6 og 8, aldrig på
nabofelter.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Havne.&lt;/b&gt; De 9 havne ligger altid på de samme ni steder på
kysten. Kun deres typer blandes: 4 almindelige 3:1-havne og én 2:1-havn
for hvert af de fem råstoffer. Hver havn betjener de to
knudepunkter på kysten, som den rører.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Røveren&lt;/b&gt; starter i ørkenen.&lt;/p&gt;
&lt;p&gt;Når du starter et spil, tilbyder indstillingen &lt;b&gt;Ø&lt;/b&gt; en &lt;i&gt;Tilfældig ø&lt;/i&gt;
(standarden, beskrevet ovenfor) eller en &lt;i&gt;Fast begynderø&lt;/i&gt;: det samme
landskab, de samme tal og havne i hvert spil, hvilket er praktisk, når man skal lære spillet.&lt;/p&gt;
&lt;p&gt;Et par ord, der bruges i disse regler: et &lt;b&gt;knudepunkt&lt;/b&gt; er et hjørne, hvor
felterne mødes (bosættelser og byer står dér); en &lt;b&gt;kant&lt;/b&gt; er en side af et
landfelt, som forbinder to knudepunkter (veje bygges dér).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Forberedelse</translation>
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
        <translation>&lt;p&gt;Programmet vælger startspilleren tilfældigt; det erstatter
terningslaget ved bordet. Derefter placerer alle to bosættelser og to
veje gratis i to runder.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Første runde:&lt;/b&gt; begyndende med startspilleren og videre rundt om
bordet i pladsernes rækkefølge placerer hver spiller én bosættelse og én vej.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Anden runde:&lt;/b&gt; rækkefølgen vendes om. Den sidste spiller i første
runde begynder, og startspilleren placerer sidst, så den spiller placerer to
bosættelser i træk.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Hver vej skal røre den bosættelse, der lige er blevet placeret. Bosættelser må ligge
på kysten, men mindst ét af felterne omkring dem skal være land.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Afstandsreglen.&lt;/b&gt; En bosættelse må kun placeres på et ledigt knudepunkt, når alle
nabo-knudepunkterne (dem, der ligger én kant væk) også er ledige. Denne regel
gælder hele spillet, også for dine egne bygninger.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Start-råstoffer.&lt;/b&gt; Lige efter at du har placeret din anden bosættelse,
tager du ét råstofkort fra banken for hvert landfelt, der grænser op til den (ørkenen
giver intet).&lt;/p&gt;
&lt;p&gt;Spillepladen fremhæver de knudepunkter og kanter, hvor du må bygge; klik på
et af dem for at placere din brik. Når den sidste vej i anden runde er lagt, begynder
startspilleren den første tur.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <source>Production and the bank</source>
        <translation>Produktion og banken</translation>
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
        <translation>&lt;p&gt;Efter terningslaget producerer hvert landfelt, hvis talbrik viser den slåede sum.
Hver bosættelse på et hjørne af et sådant felt giver sin ejer 1 kort af
feltets råstof; hver by giver 2. Et felt kan give til flere spillere, og en
bygning, der grænser op til to felter med samme tal, får betaling for begge.&lt;/p&gt;
&lt;p&gt;Ørkenen producerer aldrig. Det felt, hvor røveren står, producerer intet,
så længe røveren står dér, heller ikke når dets tal bliver slået.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Når banken mangler kort.&lt;/b&gt; Banken har kun 19 kort af hvert
råstof. Produktionen afvikles råstof for råstof:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Hvis banken har nok kort af et råstof, får alle det, de har
krav på.&lt;/li&gt;
&lt;li&gt;Hvis banken ikke kan betale alle, der har krav på et råstof, får &lt;b&gt;ingen&lt;/b&gt;
det råstof denne gang.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Undtagelse:&lt;/b&gt; hvis kun én spiller har krav på det råstof, får den spiller
alle de kort, der er tilbage i banken.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Mangel på ét råstof stopper ikke de andre: de udbetales som
normalt.&lt;/p&gt;
&lt;p&gt;&lt;i&gt;Eksempel:&lt;/i&gt; der er kun 3 kornkort tilbage. Rød har krav på 2 korn, og Blå
har krav på 2: ingen får korn. Havde kun Rød haft krav på 4 korn, ville Rød få
de sidste 3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rolling a 7 and the robber</source>
        <translation>En 7&apos;er og røveren</translation>
    </message>
    <message>
        <source>Trading</source>
        <translation>Handel</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Byggeri</translation>
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
        <translation>&lt;p&gt;Spillerne har tur i pladsernes rækkefølge. Din tur forløber sådan:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;1. Før terningslaget&lt;/b&gt; (valgfrit): du må spille ét udviklingskort, for
eksempel en Ridder for at jage røveren væk fra dit felt.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;2. Slå med terningerne.&lt;/b&gt; Summen afgør, hvilke felter der producerer råstoffer (se
Produktion). En 7&apos;er kalder i stedet røveren frem.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;3. Handel og byggeri&lt;/b&gt;, i vilkårlig rækkefølge og så tit, dine kort tillader det:
handl med de andre spillere, handl med banken, byg veje, bosættelser
og byer, køb udviklingskort, og spil ét udviklingskort, hvis du ikke
allerede har spillet et i denne tur.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;4. Afslut din tur.&lt;/b&gt; Det kan du først efter terningslaget. Den næste
spiller i pladsernes rækkefølge fortsætter.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Du må højst spille ét udviklingskort pr. tur, uanset om det er før eller efter
terningslaget.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Fortryd.&lt;/b&gt; Hvis du har klikket forkert, kan du bruge Fortryd til at tage et trin tilbage.
Fortryd stopper ved det seneste trin, der afslørede noget nyt, for eksempel et terningslag, et
stjålet kort, et trukket udviklingskort, et Monopol eller et svar på et handelstilbud: de kan ikke
tages tilbage, medmindre alle spillere er enige om at slå
&lt;i&gt;Fri fortrydelse&lt;/i&gt; til i indstillingerne.&lt;/p&gt;
&lt;p&gt;På en delt skærm (hotseat) skjuler en skjuleskærm dine kort, når
turen går videre til en anden spiller, indtil den spiller er klar.&lt;/p&gt;</translation>
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
        <translation>&lt;p&gt;Når terningerne viser 7, producerer intet felt. I stedet sker der tre ting i
denne rækkefølge:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;1. Afgiv kort.&lt;/b&gt; Hver spiller, der har mere end 7 råstofkort, skal
aflevere halvdelen af dem til banken, rundet ned: med 8 eller 9 kort afleverer du 4,
med 10 eller 11 afleverer du 5 og så videre. Hver spiller vælger selv, hvilke kort der
afleveres. Programmet spørger dem én ad gangen i pladsernes rækkefølge, begyndende med
den spiller, der slog; ved delt skærm (hotseat) vises en skjuleskærm, hver gang beslutningen
går videre til en anden menneskelig spiller. Knappen &lt;i&gt;Aflever…&lt;/i&gt; åbner en dialog, hvor
du vælger alle dine kort på én gang.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;2. Flyt røveren.&lt;/b&gt; Den spiller, der slog, skal flytte røveren til et
andet landfelt. Ørkenen er tilladt; at lade røveren blive stående, hvor den er, er
ikke.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;3. Stjæl.&lt;/b&gt; Samme spiller tager derefter ét tilfældigt kort
fra en modstander, der har en bosættelse eller by ved det felt og har mindst
ét kort. Hvis flere modstandere kommer på tale, vælger du offeret; hvis ingen gør,
bliver der ikke stjålet noget.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Røveren bliver stående og blokerer feltet, indtil den flyttes igen ved
den næste 7&apos;er eller med et Ridderkort. Hvis du holder dig på 7 kort eller færre på hånden, beskytter det dig
mod at miste halvdelen af dem.&lt;/p&gt;</translation>
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
        <translation>&lt;p&gt;Efter terningslaget må den spiller, der har turen, handle. Kun den spiller, der har turen,
handler: de andre spillere må handle med den spiller, men aldrig med
hinanden.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Handel med andre spillere.&lt;/b&gt; Tryk på &lt;i&gt;Handl med spillere…&lt;/i&gt;, angiv de kort, du
vil give, og de kort, du gerne vil have til gengæld, og vælg,
hvem der skal modtage tilbuddet: én spiller eller, når I er tre eller flere spillere, alle.
Hver spiller, der modtager det, svarer &lt;i&gt;Accepter tilbuddet&lt;/i&gt; eller &lt;i&gt;Afslå
tilbuddet&lt;/i&gt;; ved delt skærm (hotseat) vises en skjuleskærm før hvert svar. Hvis ingen
accepterer, lukkes tilbuddet af sig selv. Ellers vælger du &lt;i&gt;Handl med …&lt;/i&gt;
en af de spillere, der accepterede, eller &lt;i&gt;Træk tilbuddet tilbage&lt;/i&gt;.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Begge parter skal give mindst ét kort: ingen gaver.&lt;/li&gt;
&lt;li&gt;Det samme råstof kan ikke optræde på begge sider i samme handel.&lt;/li&gt;
&lt;li&gt;Du kan kun tilbyde kort, du har, og en spiller kan kun acceptere, hvis spilleren har
de kort, du beder om.&lt;/li&gt;
&lt;li&gt;Du kan ikke bede om flere kort i alt, end den største hånd blandt de andre
spillere rummer, og heller ikke om mere af et råstof, end de andre spillere har tilsammen;
et tilbud kan kun sendes til en enkelt spiller, hvis den spiller har mindst lige så mange
kort, som du beder om.&lt;/li&gt;
&lt;li&gt;Du må højst sende 3 tilbud pr. tur.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Handel med banken&lt;/b&gt; (knappen &lt;i&gt;Handl med banken…&lt;/i&gt;). Efter
terningslaget kan du altid give 4 kort af ét råstof for
1 kort af et hvilket som helst andet råstof. Med en bosættelse eller by ved en havn får du
bedre kurser:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;almindelig havn: 3 kort af ét råstof for 1 kort af et andet;&lt;/li&gt;
&lt;li&gt;specialhavn: 2 kort af det viste råstof for 1 kort af et andet.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Programmet tilbyder alle de kurser, du har ret til, ikke kun den bedste.
Banken skal stadig have det kort, du beder om.&lt;/p&gt;</translation>
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
        <translation>&lt;p&gt;Efter terningslaget må du bygge så meget, som dine kort og dit forråd af
brikker tillader. De kort, du betaler med, går tilbage til banken.&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Byg&lt;/th&gt;&lt;th&gt;Pris&lt;/th&gt;&lt;th&gt;Point&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Vej&lt;/td&gt;&lt;td&gt;1 ler, 1 tømmer&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Bosættelse&lt;/td&gt;&lt;td&gt;1 ler, 1 tømmer, 1 uld, 1 korn&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;By&lt;/td&gt;&lt;td&gt;3 malm, 2 korn&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Udviklingskort&lt;/td&gt;&lt;td&gt;1 malm, 1 uld, 1 korn&lt;/td&gt;&lt;td&gt;(se kortet)&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Vej:&lt;/b&gt; på en ledig kant, der støder op til en af dine veje, bosættelser eller
byer. En vej kan ikke forlænges gennem et knudepunkt, hvor en anden
spillers bosættelse eller by står. Kanter langs kysten må bruges.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Bosættelse:&lt;/b&gt; på et ledigt knudepunkt, som en af dine veje når frem til, og
afstandsreglen gælder stadig: ingen bygning på nogen af nabo-knudepunkterne.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;By:&lt;/b&gt; erstatter en af dine bosættelser. Bosættelsen går tilbage til
dit forråd og kan bygges igen. En by producerer 2 kort i stedet for 1.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Udviklingskort:&lt;/b&gt; programmet trækker et tilfældigt blandt de kort,
der stadig er i bunken. Du ser det; de andre ser kun, hvor mange du har.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Hver farve har kun 5 bosættelser, 4 byer og 15 veje. Når en slags
brik er brugt op, kan du ikke bygge flere af den.&lt;/p&gt;
&lt;p&gt;Efter terningslaget fremhæver spillepladen alle steder, hvor du kan bygge lige
nu: hvor reglerne tillader det, og du har kortene og en brik tilbage. Klik
på et af dem for at bygge dér. Køb af udviklingskort og handel ligger som knapper ved siden af
spillepladen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Development cards</source>
        <translation>Udviklingskort</translation>
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
        <translation>&lt;p&gt;Du holder dine udviklingskort skjult, indtil du spiller dem. Du må købe
så mange, du vil, i en tur, men:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;du må spille &lt;b&gt;højst ét&lt;/b&gt; udviklingskort pr. tur, på et hvilket som helst tidspunkt i
din tur, også før terningslaget;&lt;/li&gt;
&lt;li&gt;du må ikke spille et kort i den samme tur, som du købte det.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Ridder (14):&lt;/b&gt; flyt røveren og stjæl, præcis som efter en 7&apos;er, men
ingen afleverer kort. Kortet bliver liggende med billedsiden opad foran dig og tæller med til
Største Riddermagt.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Vejbygning (2):&lt;/b&gt; byg 2 veje gratis efter de sædvanlige regler.
Hvis du har færre veje tilbage eller færre steder at bygge, bygger du færre.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Opfindelse (2):&lt;/b&gt; tag 2 vilkårlige råstofkort fra banken, ens
eller forskellige, så længe banken har dem.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Monopol (2):&lt;/b&gt; nævn et råstof. Alle andre spillere skal give dig alle
deres kort af det råstof.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Sejrspoint (5):&lt;/b&gt; hvert er værd 1 point. Disse kort spilles aldrig;
de forbliver skjulte og tæller i det skjulte. De vises, når deres ejer vinder, det
vil sige, når de bringer dig op på 10 point i din egen tur, også selvom du købte
kortet i netop den tur.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Longest Road and Largest Army</source>
        <translation>Længste Handelsvej og Største Riddermagt</translation>
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
        <translation>&lt;p&gt;&lt;b&gt;Længste Handelsvej (2 point).&lt;/b&gt; Den første spiller, der har en ubrudt vej
på mindst 5 stykker, tager dette kort. Kun den længste enkelte linje tæller:
sidegrene lægges ikke til, og det samme stykke tælles ikke to gange. En anden
spiller tager kun kortet fra indehaveren med en vej, der er strengt længere; uafgjort er
ikke nok.&lt;/p&gt;
&lt;p&gt;En modstanders bosættelse eller by på et af dine knudepunkter deler din vej
i to dér; dine egne bygninger gør ikke. Efter sådan en afbrydelse:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;hvis indehaveren stadig har den længste vej, også ved uafgjort, beholder indehaveren
kortet;&lt;/li&gt;
&lt;li&gt;ellers, hvis præcis én spiller har den længste vej med mindst 5
stykker, tager den spiller kortet;&lt;/li&gt;
&lt;li&gt;hvis flere spillere står lige med den længste vej, eller ingen længere har 5 stykker,
lægges kortet til side, indtil nogen igen har en vej, der er strengt
den længste med 5 eller flere stykker.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Største Riddermagt (2 point).&lt;/b&gt; Den første spiller, der har spillet 3 Ridderkort,
tager dette kort. En anden spiller tager det kun fra indehaveren ved at have spillet
strengt flere Riddere end indehaveren.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Sejr</translation>
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
        <translation>&lt;p&gt;Du vinder, når du har &lt;b&gt;10 sejrspoint&lt;/b&gt; i din egen tur.
Spillet slutter i det øjeblik; ingen spiller videre.&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Kilde&lt;/th&gt;&lt;th&gt;Point&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Hver bosættelse&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Hver by&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Længste Handelsvej&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Største Riddermagt&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Hvert Sejrspointkort&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Point giver kun sejr i din egen tur. Hvis du når 10, mens en anden spiller har
turen (for eksempel når en afbrudt vej giver dig Længste Handelsvej), vinder du, så
snart din egen tur begynder, medmindre du har mistet point igen inden da.&lt;/p&gt;
&lt;p&gt;De andre spillere kan se dine bosættelser, byer og specialkort, men ikke
dine Sejrspointkort, så dit reelle pointtal kan være højere end det, de
kan tælle. Programmet lægger dine skjulte point sammen for dig og afslutter spillet, så
snart du når 10 i din tur; de skjulte kort bliver da vist.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Tips for beginners</source>
        <translation>Tips til begyndere</translation>
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
&lt;li&gt;&lt;b&gt;Startpladserne betyder mest.&lt;/b&gt; Se på hele øen, før du placerer.
6 og 8 kommer oftest (i gennemsnit 5 gange ud af 36 slag), 2 og 12 sjældnest (én gang
ud af 36).&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Spred dig eller specialisér dig.&lt;/b&gt; Én plan er at røre så mange forskellige tal
og råstoffer som muligt, så kortene bliver ved med at komme, og du sjældent behøver at handle.
En anden er at tage en 2:1-havn sammen med land, der producerer dens råstof.
Det betaler sig ved handel, men giver færre producerende felter. En blanding af begge
virker ofte godt.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Byer og kort.&lt;/b&gt; Malm, korn og uld betaler for byer og udviklingskort.
Byer fordobler din indtægt, og Riddere kan give dig Største
Riddermagt.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Veje og bosættelser.&lt;/b&gt; Tømmer og ler bygger veje og bosættelser.
En velplanlagt vej kan sikre dig Længste Handelsvej og afskære den plads, dine
modstandere har brug for at vokse.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Monopol&lt;/b&gt; kan være enormt, især hvis du også ejer den tilsvarende 2:1-havn.&lt;/li&gt;
&lt;li&gt;Hold øje med dine kort på hånden: med mere end 7 kort koster en 7&apos;er dig halvdelen af
dem.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Choices made in this program</source>
        <translation>Valg truffet i dette program</translation>
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
        <translation>&lt;p&gt;Vores kilde-regelhæfte er en ældre udgave. Hvor det afviger fra de
nuværende officielle regler, eller hvor en computer har brug for et fast svar, har vi besluttet
følgende.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Begynderø.&lt;/b&gt; Den faste begynderø er et udlæg, vi selv har
valgt: dens landskab og havnetyper ændrer sig aldrig, og dens talbrikker
følger den sædvanlige spiral fra hjørnet øverst til venstre. Det er ikke den startopstilling,
der er trykt i det officielle regelhæfte.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Handelstilbud.&lt;/b&gt; Den spiller, der har turen, må højst sende 3 handelstilbud til
andre spillere pr. tur. Denne grænse er vores egen; den holder spillet i gang.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Mangel i banken.&lt;/b&gt; Vores kilde siger, at ingen får et råstof, som banken ikke
kan betale fuldt ud. Vi følger den officielle regel, som tilføjer en undtagelse: hvis kun én
spiller har krav på det, får den spiller det, der er tilbage.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Talbrikker.&lt;/b&gt; Vores kilde begynder brikkerne et vilkårligt sted på kysten og
går med uret. Vi følger den officielle regel og begynder altid på et hjørnefelt
(og går mod uret), fordi det holder 6 og 8 adskilt.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Havne.&lt;/b&gt; I vores kilde lægger spillerne selv havnene ud. Vi
bruger de nuværende faste havnepladser på rammen og blander kun
havnetyperne.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Handel og byggeri.&lt;/b&gt; Vores kilde har en handelsfase efterfulgt af en
byggefase. Vi følger den nuværende regel: efter terningslaget handler og
bygger du i vilkårlig rækkefølge.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Længste Handelsvej efter en afbrydelse.&lt;/b&gt; Vores kilde siger ikke, hvad der sker, når en
afbrudt vej fører til uafgjort. Vi følger det officielle svar, der er givet i afsnittet om
Længste Handelsvej.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;To spillere.&lt;/b&gt; Grundspillet er for 3 eller 4 spillere. Vi tillader også 2
spillere som variant med samme spilleplade og samme regler.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Handelstilbud fra andre.&lt;/b&gt; I vores kilde må de andre spillere også komme med
tilbud til den spiller, der har turen. Her er det kun den spiller, der har turen, der foreslår
handler; de andre accepterer eller afslår.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Sejrspointkort.&lt;/b&gt; Vores kilde lader dig først bruge et købt kort fra
din næste tur. Vi følger den officielle regel: et Sejrspointkort tæller med
det samme, så købet af et sådant kort kan vinde spillet i selvsamme tur.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Officielle detaljer, som vores kilde udelader.&lt;/b&gt; Et udviklingskort må
spilles før terningslaget; gaver og handler, hvor et råstof byttes for det samme råstof,
er ikke tilladt.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
</context>
<context>
    <name>CatanSituations</name>
    <message>
        <source>The island: 19 land hexes, each with its number, and the harbours on the coast. The highlighted corners are where the first settlement may go.</source>
        <translation>Øen: 19 landfelter, hvert med sit tal, og havnene langs kysten. De fremhævede knudepunkter er dem, hvor den første bosættelse må stå.</translation>
    </message>
    <message>
        <source>Your second starting settlement. Only the highlighted corners keep the distance rule: a corner next to a settlement, or one already taken, is refused.</source>
        <translation>Din anden startbosættelse. Kun de fremhævede knudepunkter overholder afstandsreglen: et knudepunkt ved siden af en bosættelse, eller et der allerede er taget, afvises.</translation>
    </message>
    <message>
        <source>Your turn begins with the dice (a knight may be played first). Building before the roll is refused.</source>
        <translation>Din tur begynder med terningerne (en Ridder må spilles først). At bygge før slaget afvises.</translation>
    </message>
    <message>
        <source>Roll the dice: every settlement next to a hex with the number rolled takes one card of its resource, every city two.</source>
        <translation>Slå med terningerne: hver bosættelse ved et felt med det slåede tal får ét kort af feltets råstof, hver by to.</translation>
    </message>
    <message>
        <source>A 7 was rolled: move the robber to another hex. It may not stay where it stands.</source>
        <translation>Der blev slået 7: flyt røveren til et andet felt. Den må ikke blive stående, hvor den står.</translation>
    </message>
    <message>
        <source>Trading with the bank: four cards of one kind for one, three at a 3:1 harbour, two at a harbour of that resource. Your settlement on a 3:1 harbour trades three wool; two are not enough.</source>
        <translation>Handel med banken: fire kort af én slags for ét, tre ved en 3:1-havn, to ved havnen for det råstof. Din bosættelse ved en 3:1-havn bytter tre uld; to er ikke nok.</translation>
    </message>
    <message>
        <source>Building: a road goes next to your road or building, a new settlement on a corner your road reaches, and it keeps the distance rule.</source>
        <translation>At bygge: en vej lægges ved din egen vej eller bygning, en ny bosættelse på et knudepunkt, din vej når frem til, og den overholder afstandsreglen.</translation>
    </message>
    <message>
        <source>A knight may be played before the roll: it moves the robber. Without a knight or a 7 the robber stays where it is.</source>
        <translation>En Ridder må spilles før slaget: den flytter røveren. Uden en Ridder eller et 7-tal bliver røveren stående.</translation>
    </message>
    <message>
        <source>Roads in one unbroken line count for Longest Road: the first player with five earns its 2 points, and loses them to a longer road.</source>
        <translation>Veje i én ubrudt linje tæller til Længste Handelsvej: den første spiller med fem får dens 2 point og mister dem til en længere vej.</translation>
    </message>
</context>
<context>
    <name>ColourVision</name>
    <message>
        <source>Normal colours</source>
        <translation>Normale farver</translation>
    </message>
    <message>
        <source>Red–green (deuteranopia, protanopia)</source>
        <translation>Rød–grøn (deuteranopi, protanopi)</translation>
    </message>
    <message>
        <source>Blue–yellow (tritanopia)</source>
        <translation>Blå–gul (tritanopi)</translation>
    </message>
</context>
<context>
    <name>DisplaySettings</name>
    <message>
        <source>Colour &amp;vision</source>
        <translation>&amp;Farvesyn</translation>
    </message>
    <message>
        <source>Board &amp;text size</source>
        <translation>&amp;Tekststørrelse på spillepladen</translation>
    </message>
    <message>
        <source>Normal size</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Stor</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>Større</translation>
    </message>
</context>
<context>
    <name>DockLayout</name>
    <message>
        <source>Side &amp;panels in one column</source>
        <translation>&amp;Sidepaneler i én kolonne</translation>
    </message>
    <message>
        <source>The game log and the statistics become tabs beside the players table.</source>
        <translation>Spilloggen og statistikken bliver faneblade ved siden af spillertabellen.</translation>
    </message>
</context>
<context>
    <name>Elasund</name>
    <message>
        <source>Pirate reward cards</source>
        <translation>Piratbelønning (kort)</translation>
    </message>
    <message>
        <source>The roller chooses (Italian rules)</source>
        <translation>Den, der slog, vælger (italienske regler)</translation>
    </message>
    <message>
        <source>Drawn at random (Danish rules)</source>
        <translation>Trækkes tilfældigt (danske regler)</translation>
    </message>
    <message>
        <source>Permit when the ship&apos;s row is full</source>
        <translation>Byggetilladelse, når skibets række er fuld</translation>
    </message>
    <message>
        <source>Nearest row with a free square</source>
        <translation>Nærmeste række med et ledigt felt</translation>
    </message>
    <message>
        <source>Only the rows next to it (Danish rules)</source>
        <translation>Kun rækkerne lige ved siden af (danske regler)</translation>
    </message>
    <message>
        <source>East walls only after all 2-gold walls</source>
        <translation>Østmuren først efter alle murfelter til 2 guld</translation>
    </message>
    <message>
        <source>No (the rulebooks)</source>
        <translation>Nej (regelhæfterne)</translation>
    </message>
    <message>
        <source>Yes (official summary)</source>
        <translation>Ja (officiel oversigt)</translation>
    </message>
    <message>
        <source>No (the rulebooks): the game may never end; computers alone stop after 100 rounds</source>
        <translation>Nej (regelhæfterne): spillet slutter måske aldrig; computere alene stopper efter 100 runder</translation>
    </message>
    <message>
        <source>{player} rolls {die1} and {die2}: {total}.</source>
        <translation>{player} slår {die1} og {die2}: {total}.</translation>
    </message>
    <message>
        <source>{player} moves the ship to row {row}.</source>
        <translation>{player} flytter skibet til række {row}.</translation>
    </message>
    <message>
        <source>Not enough {card} cards for this income: every player returns half of them.</source>
        <translation>Ikke nok kort ({card}) til denne indtægt: hver spiller afleverer halvdelen af sine.</translation>
    </message>
    <message>
        <source>Pirates! {player} sends the ship to row {row}.</source>
        <translation>Pirater! {player} sender skibet til række {row}.</translation>
    </message>
    <message>
        <source>{player} discards a {card} card.</source>
        <translation>{player} kasserer et kort: {card}.</translation>
    </message>
    <message>
        <source>{player} takes a discarded {card} card.</source>
        <translation>{player} tager et kasseret kort: {card}.</translation>
    </message>
    <message>
        <source>{player} pays one red, one blue and one green influence card.</source>
        <translation>{player} betaler ét rødt, ét blåt og ét grønt indflydelseskort.</translation>
    </message>
    <message>
        <source>The permit {value} of {player} at column {col}, row {row} goes back to its owner.</source>
        <translation>Byggetilladelse {value} tilhørende {player} i kolonne {col}, række {row} går tilbage til sin ejer.</translation>
    </message>
    <message>
        <source>The {building} of {player} at column {col}, row {row} is removed.</source>
        <translation>Bygning fjernet: {building} tilhørende {player} i kolonne {col}, række {row}.</translation>
    </message>
    <message>
        <source>{player} re-places the {building} at column {col}, row {row}.</source>
        <translation>{player} genplacerer sin {building} i kolonne {col}, række {row}.</translation>
    </message>
    <message>
        <source>No free place: the {building} of {player} leaves the game.</source>
        <translation>Ingen ledig plads: {building} tilhørende {player} går ud af spillet.</translation>
    </message>
    <message>
        <source>{player} draws the top two church tiles and keeps one.</source>
        <translation>{player} trækker de to øverste kirkebrikker og beholder den ene.</translation>
    </message>
    <message>
        <source>{player} puts the other church tile under the stack.</source>
        <translation>{player} lægger den anden kirkebrik nederst i bunken.</translation>
    </message>
    <message>
        <source>{player} moves permit {value} from column {from_col}, row {from_row} to column {col}, row {row}.</source>
        <translation>{player} flytter byggetilladelse {value} fra kolonne {from_col}, række {from_row} til kolonne {col}, række {row}.</translation>
    </message>
    <message>
        <source>{player} puts a cube on trade space {space}.</source>
        <translation>{player} sætter en pointterning på handelsfelt {space} på handelsranglisten.</translation>
    </message>
    <message>
        <source>{player} takes back the cube from trade space {space}.</source>
        <translation>{player} tager pointterningen tilbage fra handelsfelt {space} på handelsranglisten.</translation>
    </message>
    <message>
        <source>It is {player}&apos;s turn.</source>
        <translation>Turen går til {player}.</translation>
    </message>
    <message>
        <source>{player} has placed all ten cubes and wins!</source>
        <translation>{player} har sat alle ti pointterninger og vinder!</translation>
    </message>
    <message numerus="yes">
        <source>Every seat is a computer and the house rule is off: the game ends after %n rounds.</source>
        <translation>
            <numerusform>Alle pladser er computere, og husreglen er slået fra: spillet slutter efter %n runde.</numerusform>
            <numerusform>Alle pladser er computere, og husreglen er slået fra: spillet slutter efter %n runder.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} wins with the most cubes on the board (limit of rounds).</source>
        <translation>{player} vinder med flest pointterninger på brættet (grænse for antal runder).</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spillet er slut.</translation>
    </message>
    <message>
        <source>It is {player}&apos;s decision now.</source>
        <translation>Nu skal {player} træffe en beslutning.</translation>
    </message>
    <message>
        <source>That is not possible at this step of the turn.</source>
        <translation>Det er ikke muligt på dette trin af turen.</translation>
    </message>
    <message>
        <source>That choice is not understood.</source>
        <translation>Det valg kan ikke forstås.</translation>
    </message>
    <message>
        <source>The ship cannot go to row {row} now.</source>
        <translation>Skibet kan ikke sejle til række {row} nu.</translation>
    </message>
    <message>
        <source>Pirates: the ship must leave row {row} for another row.</source>
        <translation>Pirater: skibet skal forlade række {row} og sejle til en anden række.</translation>
    </message>
    <message>
        <source>The roll named the ship&apos;s own row {row}: the ship moves two rows north or south instead.</source>
        <translation>Slaget viste skibets egen række {row}: skibet flytter i stedet to rækker mod nord eller syd.</translation>
    </message>
    <message>
        <source>There is no {card} card to take.</source>
        <translation>Der er intet kort at tage: {card}.</translation>
    </message>
    <message>
        <source>No {building} is left in the supply.</source>
        <translation>Der er ikke flere bygninger af typen {building} tilbage.</translation>
    </message>
    <message>
        <source>There is no place where you could build a {building} now.</source>
        <translation>Der er lige nu intet sted, hvor du kan bygge {building}.</translation>
    </message>
    <message>
        <source>Buildings must lie entirely inside the city.</source>
        <translation>Bygninger skal ligge helt inden for byen.</translation>
    </message>
    <message>
        <source>Church tiles can never be built over.</source>
        <translation>Der kan aldrig bygges oven på kirkebrikker.</translation>
    </message>
    <message>
        <source>You need at least one of your own permits on these squares.</source>
        <translation>Du skal have mindst én af dine egne byggetilladelser på disse felter.</translation>
    </message>
    <message>
        <source>Your permits there must be worth strictly more than any other player&apos;s (a tie blocks everyone).</source>
        <translation>Dine byggetilladelser dér skal være mere værd end enhver anden spillers (ved uafgjort kan ingen bygge).</translation>
    </message>
    <message>
        <source>A larger building can never be built over.</source>
        <translation>Der kan aldrig bygges oven på en større bygning.</translation>
    </message>
    <message>
        <source>You can displace at most two buildings of the same size.</source>
        <translation>Du kan højst fortrænge to bygninger af samme størrelse.</translation>
    </message>
    <message>
        <source>Building over a building of the same size needs 3 influence cards of one colour.</source>
        <translation>At bygge oven på en bygning af samme størrelse kræver 3 indflydelseskort i samme farve.</translation>
    </message>
    <message>
        <source>There is no such wall space in this game.</source>
        <translation>Det bymursfelt findes ikke i dette spil.</translation>
    </message>
    <message>
        <source>That wall space is already built.</source>
        <translation>Der er allerede bygget på det bymursfelt.</translation>
    </message>
    <message>
        <source>You have no wall tiles left.</source>
        <translation>Du har ikke flere bymursbrikker.</translation>
    </message>
    <message>
        <source>A wall tile must touch a city gate or another wall tile.</source>
        <translation>En bymursbrik skal røre en byport eller en anden bymursbrik.</translation>
    </message>
    <message>
        <source>East walls may only be built after all 2-gold wall spaces.</source>
        <translation>Østmuren må først bygges, når alle murfelter til 2 guld er bygget.</translation>
    </message>
    <message>
        <source>The church is complete.</source>
        <translation>Kirken er færdig.</translation>
    </message>
    <message>
        <source>Choose one of the two church tiles you drew.</source>
        <translation>Vælg en af de to kirkebrikker, du trak.</translation>
    </message>
    <message>
        <source>Your permit {value} is not in your supply.</source>
        <translation>Din byggetilladelse {value} er ikke i din beholdning.</translation>
    </message>
    <message>
        <source>There is no free square where you could place this permit.</source>
        <translation>Der er intet ledigt felt, hvor du kan lægge denne byggetilladelse.</translation>
    </message>
    <message>
        <source>That square is not free.</source>
        <translation>Det felt er ikke ledigt.</translation>
    </message>
    <message>
        <source>A building stands on that square: permits go on empty squares.</source>
        <translation>Der står en bygning på det felt: byggetilladelser lægges på tomme felter.</translation>
    </message>
    <message>
        <source>A permit already lies on that square.</source>
        <translation>Der ligger allerede en byggetilladelse på det felt.</translation>
    </message>
    <message>
        <source>The church stands on that square: permits go on empty squares.</source>
        <translation>Kirken står på det felt: byggetilladelser lægges på tomme felter.</translation>
    </message>
    <message>
        <source>The church site stays free for the church: no permit goes there.</source>
        <translation>Kirkefundamentet holdes fri til kirken: der lægges ingen byggetilladelse.</translation>
    </message>
    <message>
        <source>You cannot pay for or carry out this bonus action.</source>
        <translation>Du kan ikke betale for eller udføre denne bonushandling.</translation>
    </message>
    <message>
        <source>Your permit {value} is not on the board.</source>
        <translation>Din byggetilladelse {value} ligger ikke på spillepladen.</translation>
    </message>
    <message>
        <source>This bonus action costs 2 influence cards of one colour.</source>
        <translation>Denne bonushandling koster 2 indflydelseskort i samme farve.</translation>
    </message>
    <message>
        <source>None of your permits higher than {value} is left in your supply.</source>
        <translation>Du har ingen byggetilladelse højere end {value} tilbage i din beholdning.</translation>
    </message>
    <message>
        <source>You need one red, one blue and one green influence card.</source>
        <translation>Du skal bruge ét rødt, ét blåt og ét grønt indflydelseskort.</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Slå med terningerne</translation>
    </message>
    <message>
        <source>Ship to row {row}</source>
        <translation>Skibet til række {row}</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Kassér: {card}</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Tag: {card}</translation>
    </message>
    <message>
        <source>Build {building}</source>
        <translation>Byg {building}</translation>
    </message>
    <message>
        <source>Build at column {col}, row {row}</source>
        <translation>Byg i kolonne {col}, række {row}</translation>
    </message>
    <message>
        <source>Pay with {colour}</source>
        <translation>Betal med farven {colour}</translation>
    </message>
    <message>
        <source>Build a church tile</source>
        <translation>Byg en kirkebrik</translation>
    </message>
    <message>
        <source>Keep church tile {piece}</source>
        <translation>Behold kirkebrik {piece}</translation>
    </message>
    <message>
        <source>End construction</source>
        <translation>Afslut byggefasen</translation>
    </message>
    <message>
        <source>{player} is drawn to start the game.</source>
        <translation>{player} er trukket som startspiller.</translation>
    </message>
    <message>
        <source>{player} puts a cube on the tower.</source>
        <translation>{player} sætter en pointterning på tårnet.</translation>
    </message>
    <message>
        <source>Buildings may not cover the church site.</source>
        <translation>Bygninger må ikke dække kirkefundamentet.</translation>
    </message>
    <message>
        <source>A workers&apos; hut needs free squares: no building, permit or church tile, not a trade square.</source>
        <translation>En arbejderhytte kræver ledige felter: ingen bygning, byggetilladelse eller kirkebrik og ikke et handelsfelt.</translation>
    </message>
    <message>
        <source>That row is not allowed for this permit: use the ship&apos;s row, or the row the rules allow when it is full, or pay 2 influence cards of one colour.</source>
        <translation>Den række er ikke tilladt for denne byggetilladelse: brug skibets række eller, når den er fuld, den række, reglerne tillader, eller betal 2 indflydelseskort i samme farve.</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Sejrspoint</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Guld</translation>
    </message>
    <message>
        <source>Influence cards</source>
        <translation>Indflydelseskort</translation>
    </message>
    <message>
        <source>Trade points</source>
        <translation>Handelspoint</translation>
    </message>
    <message>
        <source>Wall on the {side} side, column {col}</source>
        <translation>Mur på {side}siden, kolonne {col}</translation>
    </message>
    <message>
        <source>Wall on the east side, row {row}</source>
        <translation>Mur på østsiden, række {row}</translation>
    </message>
    <message>
        <source>Workers&apos; hut to column {col}, row {row}</source>
        <translation>Arbejderhytte til kolonne {col}, række {row}</translation>
    </message>
    <message>
        <source>Take 2 gold</source>
        <translation>Tag 2 guld</translation>
    </message>
    <message>
        <source>Place permit {value}</source>
        <translation>Læg byggetilladelse {value}</translation>
    </message>
    <message>
        <source>Permit to column {col}, row {row}</source>
        <translation>Byggetilladelse til kolonne {col}, række {row}</translation>
    </message>
    <message>
        <source>Bonus: move permit {value}</source>
        <translation>Bonus: flyt byggetilladelse {value}</translation>
    </message>
    <message>
        <source>Move to column {col}, row {row}</source>
        <translation>Flyt til kolonne {col}, række {row}</translation>
    </message>
    <message>
        <source>Bonus: upgrade permit {value}</source>
        <translation>Bonus: opgradér byggetilladelse {value}</translation>
    </message>
    <message>
        <source>Upgrade to permit {value}</source>
        <translation>Opgradér til byggetilladelse {value}</translation>
    </message>
    <message>
        <source>Bonus: place permit {value} anywhere</source>
        <translation>Bonus: læg byggetilladelse {value} frit</translation>
    </message>
    <message>
        <source>Place at column {col}, row {row}</source>
        <translation>Læg i kolonne {col}, række {row}</translation>
    </message>
    <message>
        <source>Bonus: take 2 gold</source>
        <translation>Bonus: tag 2 guld</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Afslut turen</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>guld</translation>
    </message>
    <message>
        <source>influence</source>
        <translation>indflydelse</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rød</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blå</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grøn</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gul</translation>
    </message>
    <message>
        <source>small workers&apos; hut</source>
        <translation>lille arbejderhytte</translation>
    </message>
    <message>
        <source>large workers&apos; hut</source>
        <translation>stor arbejderhytte</translation>
    </message>
    <message>
        <source>house</source>
        <translation>hus</translation>
    </message>
    <message>
        <source>workshop</source>
        <translation>værksted</translation>
    </message>
    <message>
        <source>well</source>
        <translation>brønd</translation>
    </message>
    <message>
        <source>market stand</source>
        <translation>markedsbod</translation>
    </message>
    <message>
        <source>tavern</source>
        <translation>pub</translation>
    </message>
    <message>
        <source>merchant</source>
        <translation>købmand</translation>
    </message>
    <message>
        <source>large building</source>
        <translation>stor bygning</translation>
    </message>
    <message>
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message>
        <source>south</source>
        <translation>syd</translation>
    </message>
    <message>
        <source>east</source>
        <translation>øst</translation>
    </message>
    <message>
        <source>choose</source>
        <translation>eget valg</translation>
    </message>
    <message>
        <source>random</source>
        <translation>tilfældig</translation>
    </message>
    <message>
        <source>nearest</source>
        <translation>nærmeste</translation>
    </message>
    <message>
        <source>neighbours</source>
        <translation>naborækker</translation>
    </message>
    <message numerus="yes">
        <source>This building needs %n permits on its squares; it has {have}.</source>
        <translation>
            <numerusform>Denne bygning kræver %n byggetilladelse på sine felter; der er {have}.</numerusform>
            <numerusform>Denne bygning kræver %n byggetilladelser på sine felter; der er {have}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You need %n gold but have {have}.</source>
        <translation>
            <numerusform>Du skal bruge %n guld, men har {have}.</numerusform>
            <numerusform>Du skal bruge %n guld, men har {have}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gold</source>
        <translation>
            <numerusform>%n guld</numerusform>
            <numerusform>%n guld</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n influence cards</source>
        <translation>
            <numerusform>%n indflydelseskort</numerusform>
            <numerusform>%n indflydelseskort</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} receives {gold_amount} and {influence_amount}.</source>
        <translation>{player} får {gold_amount} og {influence_amount}.</translation>
    </message>
    <message>
        <source>The supply is exhausted: {player} misses {gold_amount} and {influence_amount}.</source>
        <translation>Banken er tom: {player} går glip af {gold_amount} og {influence_amount}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} returns %n {card} cards.</source>
        <translation>
            <numerusform>{player} afleverer %n kort ({card}).</numerusform>
            <numerusform>{player} afleverer %n kort ({card}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n influence cards are shuffled into a new deck.</source>
        <translation>
            <numerusform>%n indflydelseskort blandes til en ny bunke.</numerusform>
            <numerusform>%n indflydelseskort blandes til en ny bunke.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} has %n cubes in the pirates&apos; row and must discard as many cards.</source>
        <translation>
            <numerusform>{player} har %n pointterning i piraternes række og skal kassere ét kort.</numerusform>
            <numerusform>{player} har %n pointterninger i piraternes række og skal kassere lige så mange kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>The other discarded cards go back: {gold_amount} to the supply, {influence_amount} to the discard pile.</source>
        <translation>De øvrige kasserede kort går tilbage: {gold_amount} til banken, {influence_amount} til aflægningsbunken.</translation>
    </message>
    <message numerus="yes">
        <source>{player} builds a {building} at column {col}, row {row} for %n gold (compensation {compensation}).</source>
        <translation>
            <numerusform>{player} bygger {building} i kolonne {col}, række {row} for %n guld (erstatning {compensation}).</numerusform>
            <numerusform>{player} bygger {building} i kolonne {col}, række {row} for %n guld (erstatning {compensation}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} pays {owner_player} %n gold compensation.</source>
        <translation>
            <numerusform>{player} betaler {owner_player} %n guld i erstatning.</numerusform>
            <numerusform>{player} betaler {owner_player} %n guld i erstatning.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} pays %n {colour} influence cards.</source>
        <translation>
            <numerusform>{player} betaler %n indflydelseskort i farven {colour}.</numerusform>
            <numerusform>{player} betaler %n indflydelseskort i farven {colour}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} takes back %n cubes.</source>
        <translation>
            <numerusform>{player} tager %n pointterning tilbage.</numerusform>
            <numerusform>{player} tager %n pointterninger tilbage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} puts %n cubes on the {building}.</source>
        <translation>
            <numerusform>{player} sætter %n pointterning på bygningen ({building}).</numerusform>
            <numerusform>{player} sætter %n pointterninger på bygningen ({building}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} builds wall tile {number} on the {side} wall, column {col}, for %n gold.</source>
        <translation>
            <numerusform>{player} bygger bymursbrik {number} på {side}muren, kolonne {col}, for %n guld.</numerusform>
            <numerusform>{player} bygger bymursbrik {number} på {side}muren, kolonne {col}, for %n guld.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} builds wall tile {number} on the east wall, row {row}, for %n gold.</source>
        <translation>
            <numerusform>{player} bygger bymursbrik {number} på østmuren, række {row}, for %n guld.</numerusform>
            <numerusform>{player} bygger bymursbrik {number} på østmuren, række {row}, for %n guld.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} draws %n influence cards for the wall.</source>
        <translation>
            <numerusform>{player} trækker %n indflydelseskort for bymuren.</numerusform>
            <numerusform>{player} trækker %n indflydelseskort for bymuren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} builds church tile {piece} at column {col}, row {row} for %n gold and puts a cube on it.</source>
        <translation>
            <numerusform>{player} bygger kirkebrik {piece} i kolonne {col}, række {row} for %n guld og sætter en pointterning på den.</numerusform>
            <numerusform>{player} bygger kirkebrik {piece} i kolonne {col}, række {row} for %n guld og sætter en pointterning på den.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} places permit {value} at column {col}, row {row} for %n gold.</source>
        <translation>
            <numerusform>{player} lægger byggetilladelse {value} i kolonne {col}, række {row} for %n guld.</numerusform>
            <numerusform>{player} lægger byggetilladelse {value} i kolonne {col}, række {row} for %n guld.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} replaces permit {old_value} with permit {value} at column {col}, row {row} for %n gold.</source>
        <translation>
            <numerusform>{player} udskifter byggetilladelse {old_value} med byggetilladelse {value} i kolonne {col}, række {row} for %n guld.</numerusform>
            <numerusform>{player} udskifter byggetilladelse {old_value} med byggetilladelse {value} i kolonne {col}, række {row} for %n guld.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} takes %n gold.</source>
        <translation>
            <numerusform>{player} tager %n guld.</numerusform>
            <numerusform>{player} tager %n guld.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} gains %n trade points (now {total}).</source>
        <translation>
            <numerusform>{player} får %n handelspoint (nu {total}).</numerusform>
            <numerusform>{player} får %n handelspoint (nu {total}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} loses %n trade points (now {total}).</source>
        <translation>
            <numerusform>{player} mister %n handelspoint (nu {total}).</numerusform>
            <numerusform>{player} mister %n handelspoint (nu {total}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} receives {gold_amount}.</source>
        <translation>{player} får {gold_amount}.</translation>
    </message>
    <message>
        <source>{player} receives {influence_amount}.</source>
        <translation>{player} får {influence_amount}.</translation>
    </message>
    <message>
        <source>The supply is exhausted: {player} misses {gold_amount}.</source>
        <translation>Banken er tom: {player} går glip af {gold_amount}.</translation>
    </message>
    <message>
        <source>The influence deck is exhausted: {player} misses {influence_amount}.</source>
        <translation>Indflydelsesbunken er opbrugt: {player} går glip af {influence_amount}.</translation>
    </message>
    <message>
        <source>The other discarded cards go back: {gold_amount} to the supply.</source>
        <translation>De øvrige kasserede kort går tilbage: {gold_amount} til banken.</translation>
    </message>
    <message>
        <source>The other discarded cards go back: {influence_amount} to the discard pile.</source>
        <translation>De øvrige kasserede kort går tilbage: {influence_amount} til aflægningsbunken.</translation>
    </message>
    <message numerus="yes">
        <source>{player} builds a {building} at column {col}, row {row} for %n gold.</source>
        <translation>
            <numerusform>{player} bygger {building} i kolonne {col}, række {row} for %n guld.</numerusform>
            <numerusform>{player} bygger {building} i kolonne {col}, række {row} for %n guld.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} owes {owner_player} no compensation: their permits there are worth 0.</source>
        <translation>{player} skylder ikke {owner_player} erstatning: byggetilladelserne der er 0 værd.</translation>
    </message>
    <message>
        <source>{player} places permit {value} at column {col}, row {row} for free.</source>
        <translation>{player} lægger byggetilladelse {value} i kolonne {col}, række {row} gratis.</translation>
    </message>
    <message>
        <source>{player} draws no influence card for the wall: none are left.</source>
        <translation>{player} trækker intet indflydelseskort for bymuren: der er ingen tilbage.</translation>
    </message>
    <message>
        <source>{player} takes no gold: the supply is empty.</source>
        <translation>{player} får intet guld: banken er tom.</translation>
    </message>
    <message numerus="yes">
        <source>You need %n {colour} influence cards.</source>
        <translation>
            <numerusform>Du skal bruge %n indflydelseskort i farven {colour}.</numerusform>
            <numerusform>Du skal bruge %n indflydelseskort i farven {colour}.</numerusform>
        </translation>
    </message>
    <message>
        <source>House rule: end a game whose city can grow no more</source>
        <translation>Husregel: afslut et spil, hvor byen ikke kan vokse mere</translation>
    </message>
    <message>
        <source>Yes: the most cubes wins (house rule)</source>
        <translation>Ja: flest pointterninger vinder (husregel)</translation>
    </message>
    <message>
        <source>The walls and the church are complete and nobody could build for a whole round: the game ends (house rule).</source>
        <translation>Bymuren og kirken er færdige, og ingen kunne bygge i en hel runde: spillet slutter (husregel).</translation>
    </message>
    <message>
        <source>{player} wins with the most cubes on the board (house rule).</source>
        <translation>{player} vinder med flest pointterninger på brættet (husregel).</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Bygninger</translation>
    </message>
    <message>
        <source>Trade track</source>
        <translation>Handelsranglisten</translation>
    </message>
    <message>
        <source>Walls</source>
        <translation>Bymur</translation>
    </message>
    <message>
        <source>Church</source>
        <translation>Kirke</translation>
    </message>
    <message>
        <source>Income per turn</source>
        <translation>Indtægt pr. tur</translation>
    </message>
    <message>
        <source>Income received</source>
        <translation>Modtaget indtægt</translation>
    </message>
    <message>
        <source>Victory points by source</source>
        <translation>Sejrspoint efter kilde</translation>
    </message>
    <message>
        <source>Income of their buildings</source>
        <translation>Indtægt fra egne bygninger</translation>
    </message>
    <message>
        <source>Cubes on the flags of buildings</source>
        <translation>Pointterninger på bygningernes flag</translation>
    </message>
    <message>
        <source>Cubes on the trade track</source>
        <translation>Pointterninger på handelsranglisten</translation>
    </message>
    <message>
        <source>Cubes on wall towers</source>
        <translation>Pointterninger på murens tårne</translation>
    </message>
    <message>
        <source>Cubes on church tiles</source>
        <translation>Pointterninger på kirkebrikker</translation>
    </message>
    <message>
        <source>Influence cards in hand</source>
        <translation>Indflydelseskort på hånden</translation>
    </message>
    <message>
        <source>{player} placed the last of their 10 victory point cubes: the game ends at once, so no tie-break is needed.</source>
        <translation>{player} lagde den sidste af sine 10 pointterninger: spillet slutter straks, så der skal ikke afgøres nogen lighed.</translation>
    </message>
    <message>
        <source>The walls and the church are complete and nobody could build for a whole round: the game ended by the house rule, and the most cubes placed win.</source>
        <translation>Bymuren og kirken er færdige, og ingen kunne bygge i en hel runde: spillet sluttede efter husreglen, og flest lagte pointterninger vinder.</translation>
    </message>
    <message numerus="yes">
        <source>{player} has the most victory points (%n) and wins.</source>
        <translation>
            <numerusform>{player} har flest sejrspoint (%n) og vinder.</numerusform>
            <numerusform>{player} har flest sejrspoint (%n) og vinder.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} are tied on %n victory points.</source>
        <translation>
            <numerusform>{players} står lige med %n sejrspoint.</numerusform>
            <numerusform>{players} står lige med %n sejrspoint.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie-break of the house rule, the most gold: {standing}.</source>
        <translation>Ved lighed efter husreglen, mest guld: {standing}.</translation>
    </message>
    <message numerus="yes">
        <source>Every seat is a computer and the house rule is off: the game ended after %n rounds, and the most cubes placed win.</source>
        <translation>
            <numerusform>Alle pladser er computere, og husreglen er slået fra: spillet sluttede efter %n runde, og flest lagte pointterninger vinder.</numerusform>
            <numerusform>Alle pladser er computere, og husreglen er slået fra: spillet sluttede efter %n runder, og flest lagte pointterninger vinder.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie-break of the limit of rounds, the most gold: {standing}.</source>
        <translation>Ved lighed efter grænsen for antal runder, mest guld: {standing}.</translation>
    </message>
    <message>
        <source>{player} wins the tie.</source>
        <translation>{player} vinder dermed.</translation>
    </message>
    <message>
        <source>{players} are still tied and share the victory.</source>
        <translation>{players} står stadig lige og deler sejren.</translation>
    </message>
    <message>
        <source>Build:</source>
        <translation>Byg:</translation>
    </message>
    <message>
        <source>Discard:</source>
        <translation>Kassér:</translation>
    </message>
    <message>
        <source>Take:</source>
        <translation>Tag:</translation>
    </message>
    <message>
        <source>Pay with:</source>
        <translation>Betal med farven:</translation>
    </message>
    <message>
        <source>Place permit:</source>
        <translation>Læg byggetilladelse:</translation>
    </message>
    <message>
        <source>Upgrade to permit:</source>
        <translation>Opgradér til byggetilladelse:</translation>
    </message>
</context>
<context>
    <name>ElasundBoard</name>
    <message>
        <source>Player {number}</source>
        <translation>Spiller {number}</translation>
    </message>
    <message>
        <source>The ship waits beside the board (first roll).</source>
        <translation>Skibet venter ved siden af spillepladen (første slag).</translation>
    </message>
    <message>
        <source>Pirates in row {row}!</source>
        <translation>Pirater i række {row}!</translation>
    </message>
    <message>
        <source>Ship in row {row}: buildings in this row pay income.</source>
        <translation>Skibet i række {row}: bygninger i denne række giver indtægt.</translation>
    </message>
    <message>
        <source>{player}: {step}</source>
        <translation>{player}: {step}</translation>
    </message>
    <message>
        <source>Choose the ship&apos;s row in the sea (left).</source>
        <translation>Vælg skibets række i havet (til venstre).</translation>
    </message>
    <message>
        <source>Click the north-west (top-left) square of the new {building} ({w}×{h}).</source>
        <translation>Klik på det nordvestlige (øverste venstre) felt til den nye bygning ({building}, {w}×{h}).</translation>
    </message>
    <message>
        <source>{player} re-places the {building}: click its (top) square.</source>
        <translation>{player} genplacerer sin {building}: klik på dens (øverste) felt.</translation>
    </message>
    <message>
        <source>Click a square for permit {value}.</source>
        <translation>Klik på et felt til byggetilladelse {value}.</translation>
    </message>
    <message>
        <source>Click the new square of permit {value}.</source>
        <translation>Klik på det nye felt til byggetilladelse {value}.</translation>
    </message>
    <message>
        <source>Click any free square for permit {value}.</source>
        <translation>Klik på et hvilket som helst ledigt felt til byggetilladelse {value}.</translation>
    </message>
    <message>
        <source>Keep one of the two church tiles: click it in the church box (right).</source>
        <translation>Behold en af de to kirkebrikker: klik på den i kirkeoversigten (til højre).</translation>
    </message>
    <message>
        <source>Construction {done} of 2: choose a building, a wall tile or a church tile, or end the construction phase.</source>
        <translation>Byggeri {done} af 2: vælg en bygning, en bymursbrik eller en kirkebrik, eller afslut byggefasen.</translation>
    </message>
    <message>
        <source>The sea. The ship moves to the row of the dice roll; on a 7 pirates come.</source>
        <translation>Havet. Skibet sejler til den række, terningslaget viser; ved en 7&apos;er kommer piraterne.</translation>
    </message>
    <message>
        <source>row</source>
        <translation>række</translation>
    </message>
    <message>
        <source>ship</source>
        <translation>skib</translation>
    </message>
    <message>
        <source>Ship space of row {row} (a roll of {row}: {ways} of 36 throws).</source>
        <translation>Skibets felt i række {row} (et slag på {row}: {ways} ud af 36 slag).</translation>
    </message>
    <message>
        <source>Pirate ship in row {row}: every cube in this row costs its owner a card.</source>
        <translation>Piratskib i række {row}: hver pointterning i denne række koster sin ejer et kort.</translation>
    </message>
    <message>
        <source>Trade ship in row {row}: every building in this row pays its owner one card.</source>
        <translation>Handelsskib i række {row}: hver bygning i denne række giver sin ejer ét kort.</translation>
    </message>
    <message>
        <source>column →</source>
        <translation>kolonne →</translation>
    </message>
    <message>
        <source>church site</source>
        <translation>kirke­fundament</translation>
    </message>
    <message>
        <source>Row {row}, column {col}</source>
        <translation>Række {row}, kolonne {col}</translation>
    </message>
    <message>
        <source>Harbour square.</source>
        <translation>Havnefelt.</translation>
    </message>
    <message>
        <source>Church site: no building and no permit may go here; the first church tile does.</source>
        <translation>Kirkefundamentet: her må hverken ligge en bygning eller en byggetilladelse; den første kirkebrik skal ligge her.</translation>
    </message>
    <message>
        <source>Church area: church tile {piece} belongs here.</source>
        <translation>Kirkens område: kirkebrik {piece} hører til her.</translation>
    </message>
    <message>
        <source>Free square.</source>
        <translation>Ledigt felt.</translation>
    </message>
    <message>
        <source>{building} of {player}.</source>
        <translation>{building} tilhørende {player}.</translation>
    </message>
    <message>
        <source>Permit {value} of {player}.</source>
        <translation>Byggetilladelse {value} tilhørende {player}.</translation>
    </message>
    <message>
        <source>Church tile {piece}.</source>
        <translation>Kirkebrik {piece}.</translation>
    </message>
    <message>
        <source>The north city gate: walls grow from here.</source>
        <translation>Den nordlige byport: bymuren bygges ud herfra.</translation>
    </message>
    <message>
        <source>The south city gate: walls grow from here.</source>
        <translation>Den sydlige byport: bymuren bygges ud herfra.</translation>
    </message>
    <message>
        <source>gate</source>
        <translation>byport</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>række {row}</translation>
    </message>
    <message>
        <source>column {col}</source>
        <translation>kolonne {col}</translation>
    </message>
    <message>
        <source>Wall tile {number} of {player} ({side} wall, {where}): a tower with a cube (1 VP).</source>
        <translation>Bymursbrik {number} tilhørende {player} ({side}muren, {where}): et tårn med en pointterning (1 SP).</translation>
    </message>
    <message>
        <source>Workers&apos; hut: never bought; when built over, its owner re-places it for free.</source>
        <translation>Arbejderhytte: købes aldrig; når der bygges oven på den, genplacerer ejeren den gratis.</translation>
    </message>
    <message>
        <source>workers&apos; hut</source>
        <translation>arbejderhytte</translation>
    </message>
    <message>
        <source>Wall tile {number} of {player} ({side} wall, {where}).</source>
        <translation>Bymursbrik {number} tilhørende {player} ({side}muren, {where}).</translation>
    </message>
    <message>
        <source>Choose the colour of the influence cards you pay with.</source>
        <translation>Vælg farven på de indflydelseskort, du betaler med.</translation>
    </message>
    <message>
        <source>Place a permit (pay its value in gold) or take 2 gold.</source>
        <translation>Læg en byggetilladelse (betal dens værdi i guld), eller tag 2 guld.</translation>
    </message>
    <message>
        <source>Bonus: one optional action paid with influence cards, or end your turn.</source>
        <translation>Bonusrunde: én valgfri handling, som betales med indflydelseskort, eller afslut din tur.</translation>
    </message>
    <message>
        <source>East wall towers are in row {row}: pirates there take a card.</source>
        <translation>Dette tårn på østmuren står i række {row}: pirater dér tager et kort.</translation>
    </message>
    <message>
        <source>The church: 9 tiles of 7 gold, each worth 1 VP; never built over.</source>
        <translation>Kirken: 9 brikker til 7 guld, hver værd 1 SP; der bygges aldrig oven på den.</translation>
    </message>
    <message>
        <source>church {piece}</source>
        <translation>kirke {piece}</translation>
    </message>
    <message>
        <source>Church tile {piece}, built by {player}: 1 VP, can never be built over.</source>
        <translation>Kirkebrik {piece}, bygget af {player}: 1 SP; der kan aldrig bygges oven på den.</translation>
    </message>
    <message>
        <source>hut</source>
        <translation>hytte</translation>
    </message>
    <message>
        <source>{building} ({w}×{h}, size {size})</source>
        <translation>{building} ({w}×{h}, størrelse {size})</translation>
    </message>
    <message>
        <source>Built by {player}, who gets its income and owns its cubes.</source>
        <translation>Bygget af {player}, der får dens indtægt og ejer dens pointterninger.</translation>
    </message>
    <message>
        <source>Owner: {player}</source>
        <translation>Ejer: {player}</translation>
    </message>
    <message>
        <source>Income: 1 gold when the ship stops in one of its rows.</source>
        <translation>Indtægt: 1 guld, når skibet standser i en af dens rækker.</translation>
    </message>
    <message>
        <source>Income: 1 influence card when the ship stops in one of its rows.</source>
        <translation>Indtægt: 1 indflydelseskort, når skibet standser i en af dens rækker.</translation>
    </message>
    <message>
        <source>No income.</source>
        <translation>Ingen indtægt.</translation>
    </message>
    <message>
        <source>Building permit {value} of {player} (row {row}, column {col}).
To build, your permits on the building&apos;s squares must be worth more than anyone else&apos;s;
you pay the other owners their permit values.</source>
        <translation>Byggetilladelse {value} tilhørende {player} (række {row}, kolonne {col}).
For at bygge skal dine byggetilladelser på bygningens felter være mere værd end nogen anden spillers;
du betaler de andre ejere værdien af deres byggetilladelser.</translation>
    </message>
    <message>
        <source>The church picture: where each church tile goes in the 3×3 church.</source>
        <translation>Kirkebilledet: hvor hver kirkebrik skal ligge i den 3×3 felter store kirke.</translation>
    </message>
    <message>
        <source>Church</source>
        <translation>Kirken</translation>
    </message>
    <message>
        <source>Rules of the church</source>
        <translation>Regler for kirken</translation>
    </message>
    <message>
        <source>You drew church tile {piece}. Keep it: it goes on the church site and the church will cover columns {cols}, rows {rows}.</source>
        <translation>Du trak kirkebrik {piece}. Behold den: den lægges på kirkefundamentet, og kirken kommer til at dække kolonne {cols} og række {rows}.</translation>
    </message>
    <message>
        <source>Church tile {piece}</source>
        <translation>Kirkebrik {piece}</translation>
    </message>
    <message>
        <source>Trade points</source>
        <translation>Handelspoint</translation>
    </message>
    <message>
        <source>Rules of the trade points</source>
        <translation>Regler for handelspoint</translation>
    </message>
    <message>
        <source>Trade track space {space}.</source>
        <translation>Felt {space} på handelsranglisten.</translation>
    </message>
    <message>
        <source>Cubes: {names}</source>
        <translation>Pointterninger: {names}</translation>
    </message>
    <message>
        <source>Markers: {names}</source>
        <translation>Handelsbrikker: {names}</translation>
    </message>
    <message>
        <source>{name} ({points})</source>
        <translation>{name} ({points})</translation>
    </message>
    <message>
        <source>trade square</source>
        <translation>handelsfelt</translation>
    </message>
    <message>
        <source>gold income</source>
        <translation>guldindtægt</translation>
    </message>
    <message>
        <source>influence income</source>
        <translation>indflydelsesindtægt</translation>
    </message>
    <message>
        <source>VP flag</source>
        <translation>SP-flag</translation>
    </message>
    <message>
        <source>cube = 1 victory point</source>
        <translation>pointterning = 1 sejrspoint</translation>
    </message>
    <message>
        <source>building permit (value)</source>
        <translation>byggetilladelse (værdi)</translation>
    </message>
    <message>
        <source>neutral building (builder&apos;s colour)</source>
        <translation>neutral bygning (bygherrens farve)</translation>
    </message>
    <message>
        <source>you may click here</source>
        <translation>her kan du klikke</translation>
    </message>
    <message>
        <source>Neutral buildings left: {list}</source>
        <translation>Neutrale bygninger tilbage: {list}</translation>
    </message>
    <message>
        <source>Gold: {gold}</source>
        <translation>Guld: {gold}</translation>
    </message>
    <message>
        <source>Influence: {cards} ({total} in all)</source>
        <translation>Indflydelse: {cards} ({total} i alt)</translation>
    </message>
    <message>
        <source>Permits in your supply: {values}</source>
        <translation>Byggetilladelser i din beholdning: {values}</translation>
    </message>
    <message>
        <source>Next wall tile: {number}</source>
        <translation>Næste bymursbrik: {number}</translation>
    </message>
    <message>
        <source>No wall tiles left</source>
        <translation>Ingen bymursbrikker tilbage</translation>
    </message>
    <message>
        <source>Own buildings in your supply: {names}</source>
        <translation>Egne bygninger i din beholdning: {names}</translation>
    </message>
    <message>
        <source>Cubes still to place: {cubes} of 10 · trade points {trade}</source>
        <translation>Pointterninger tilbage at placere: {cubes} af 10 · handelspoint {trade}</translation>
    </message>
    <message>
        <source>You put church tile {piece} under the stack.</source>
        <translation>Du lagde kirkebrik {piece} nederst i bunken.</translation>
    </message>
    <message>
        <source>Other players</source>
        <translation>Andre spillere</translation>
    </message>
    <message>
        <source>Victory points: {flags_amount}, {cubes_amount}.</source>
        <translation>Sejrspoint: {flags_amount}, {cubes_amount}.</translation>
    </message>
    <message numerus="yes">
        <source>%n gold</source>
        <translation>
            <numerusform>%n guld</numerusform>
            <numerusform>%n guld</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n influence cards</source>
        <translation>
            <numerusform>%n indflydelseskort</numerusform>
            <numerusform>%n indflydelseskort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n church tiles</source>
        <translation>
            <numerusform>%n kirkebrik</numerusform>
            <numerusform>%n kirkebrikker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cubes left</source>
        <translation>
            <numerusform>%n pointterning tilbage</numerusform>
            <numerusform>%n pointterninger tilbage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flags</source>
        <translation>
            <numerusform>%n flag</numerusform>
            <numerusform>%n flag</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cubes on them</source>
        <translation>
            <numerusform>%n pointterning på dem</numerusform>
            <numerusform>%n pointterninger på dem</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Costs %n gold.</source>
        <translation>
            <numerusform>Koster %n guld.</numerusform>
            <numerusform>Koster %n guld.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Needs %n permits.</source>
        <translation>
            <numerusform>Kræver %n byggetilladelse.</numerusform>
            <numerusform>Kræver %n byggetilladelser.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pirates: give up %n more cards; each of your cubes in the pirate row costs one card.</source>
        <translation>
            <numerusform>Pirater: kassér %n kort mere; hver af dine pointterninger i piratrækken koster ét kort.</numerusform>
            <numerusform>Pirater: kassér %n kort mere; hver af dine pointterninger i piratrækken koster ét kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your towers earn you %n of the discarded cards: choose which.</source>
        <translation>
            <numerusform>Dine tårne giver dig %n af de kasserede kort: vælg hvilket.</numerusform>
            <numerusform>Dine tårne giver dig %n af de kasserede kort: vælg hvilke.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wall space ({side} wall, {where}): costs %n gold.
A new wall tile must touch a gate or a wall tile.
Tiles 1, 2, 4 give 1 influence card; 5, 7, 8 give 2; 3, 6, 9 are towers with a cube.</source>
        <translation>
            <numerusform>Bymursfelt ({side}muren, {where}): koster %n guld.
En ny bymursbrik skal røre en byport eller en bymursbrik.
Brik 1, 2 og 4 giver 1 indflydelseskort; 5, 7 og 8 giver 2; 3, 6 og 9 er tårne med en pointterning.</numerusform>
            <numerusform>Bymursfelt ({side}muren, {where}): koster %n guld.
En ny bymursbrik skal røre en byport eller en bymursbrik.
Brik 1, 2 og 4 giver 1 indflydelseskort; 5, 7 og 8 giver 2; 3, 6 og 9 er tårne med en pointterning.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left
7 gold each
1 VP each</source>
        <translation>
            <numerusform>%n tilbage
7 guld pr. stk.
1 SP pr. stk.</numerusform>
            <numerusform>%n tilbage
7 guld pr. stk.
1 SP pr. stk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flags: the first players to reach {space} put a cube here (1 VP).</source>
        <translation>
            <numerusform>%n flag: den første spiller, der når {space}, sætter en pointterning her (1 SP).</numerusform>
            <numerusform>%n flag: de første spillere, der når {space}, sætter en pointterning her (1 SP).</numerusform>
        </translation>
    </message>
    <message>
        <source>no gold</source>
        <translation>intet guld</translation>
    </message>
    <message>
        <source>no influence cards</source>
        <translation>ingen indflydelseskort</translation>
    </message>
    <message>
        <source>no church tiles</source>
        <translation>ingen kirkebrikker</translation>
    </message>
    <message>
        <source>no cubes left</source>
        <translation>ingen pointterninger tilbage</translation>
    </message>
    <message numerus="yes">
        <source>Covers trade squares worth %n trade points.</source>
        <translation>
            <numerusform>Dækker handelsfelter, der er værd %n handelspoint.</numerusform>
            <numerusform>Dækker handelsfelter, der er værd %n handelspoint.</numerusform>
        </translation>
    </message>
    <message>
        <source>Supply: {gold_amount} · {deck_amount} · {church_amount}</source>
        <translation>Forråd: {gold_amount} · {deck_amount} · {church_amount}</translation>
    </message>
    <message numerus="yes">
        <source>Trade square: a building covering it gives its owner %n trade points.</source>
        <translation>
            <numerusform>Handelsfelt: en bygning, der dækker det, giver sin ejer %n handelspoint.</numerusform>
            <numerusform>Handelsfelt: en bygning, der dækker det, giver sin ejer %n handelspoint.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {gold_amount}, {influence_amount}, {cubes_amount}</source>
        <translation>{name}: {gold_amount}, {influence_amount}, {cubes_amount}</translation>
    </message>
    <message>
        <source>Rolled by {player}</source>
        <translation>Slået af {player}</translation>
    </message>
    <message>
        <source>The last roll; it stays here until the next one.</source>
        <translation>Det seneste slag; det bliver her til det næste.</translation>
    </message>
</context>
<context>
    <name>ElasundRules</name>
    <message>
        <source>Components and board</source>
        <translation>Spillets dele og spillepladen</translation>
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
        <translation>&lt;p&gt;Spillepladen er Elasunds tomme byggegrund: havet mod vest, bymursfelter mod
nord, øst og syd og kirkefundamentet i midten. Hver række af felter er opkaldt efter
en terningsum; fra nord mod syd hedder rækkerne 2, 3, 4, 5, 6, 8, 9, 10, 11 og 12. Der
findes ingen række 7: en 7&apos;er bringer piraterne. De to byporte lukker byen, og antallet
af spillere afgør, hvor langt mod øst den strækker sig:&lt;/p&gt;
&lt;table border=&quot;1&quot; cellpadding=&quot;3&quot;&gt;
&lt;tr&gt;&lt;th&gt;Spillere&lt;/th&gt;&lt;th&gt;Kolonner&lt;/th&gt;&lt;th&gt;Felter&lt;/th&gt;&lt;th&gt;Bymursfelter til 2 guld&lt;/th&gt;
&lt;th&gt;Bymursfelter til 4 guld&lt;/th&gt;&lt;th&gt;Handelsfelter med 2 point&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;8&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;7&lt;/td&gt;&lt;td&gt;70&lt;/td&gt;&lt;td&gt;8&lt;/td&gt;&lt;td&gt;8&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;9&lt;/td&gt;&lt;td&gt;90&lt;/td&gt;&lt;td&gt;12&lt;/td&gt;&lt;td&gt;8&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;De ti felter i havnekolonnen, ud til havet, er handelsfelter med 1 point. Kirkefundamentet er det tredje felt fra havet i række 8.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;37 bygninger&lt;/b&gt;: 4 i hver spillerfarve (16) og 21 neutrale. Størrelsen er bredde
× højde i felter, prisen er i guld, og sejrspoint (SP) er antallet af flag til pointterninger.&lt;/p&gt;
&lt;table border=&quot;1&quot; cellpadding=&quot;3&quot;&gt;
&lt;tr&gt;&lt;th&gt;Bygning&lt;/th&gt;&lt;th&gt;Antal&lt;/th&gt;&lt;th&gt;Størrelse&lt;/th&gt;&lt;th&gt;Pris&lt;/th&gt;&lt;th&gt;Byggetilladelser&lt;/th&gt;
&lt;th&gt;Indtægt&lt;/th&gt;&lt;th&gt;SP&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Lille arbejderhytte&lt;/td&gt;&lt;td&gt;1 pr. spiller&lt;/td&gt;&lt;td&gt;1×1&lt;/td&gt;&lt;td&gt;start&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;
&lt;td&gt;indflydelse&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Stor arbejderhytte&lt;/td&gt;&lt;td&gt;1 pr. spiller&lt;/td&gt;&lt;td&gt;1×2&lt;/td&gt;&lt;td&gt;start&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;
&lt;td&gt;guld&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Hus&lt;/td&gt;&lt;td&gt;1 pr. spiller&lt;/td&gt;&lt;td&gt;2×1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;
&lt;td&gt;indflydelse&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Værksted&lt;/td&gt;&lt;td&gt;1 pr. spiller&lt;/td&gt;&lt;td&gt;1×2&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;
&lt;td&gt;guld&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Brønd&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;1×1&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Markedsbod&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;2×1&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Pub&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;2×2&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;indflydelse&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Købmand&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;2×2&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;guld&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Stor bygning&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2×3&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;De tre store bygninger (Handelskontor, Ejendomskontor og Kommunekontor) ser forskellige ud,
men virker på samme måde.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;9 kirkebrikker&lt;/b&gt; på hver ét felt; hver koster 7 guld og giver 1 SP.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;36 bymursbrikker&lt;/b&gt;, 9 pr. farve, nummereret fra 1 til 9. Brik 1, 2 og 4 giver ét
indflydelseskort, brik 5, 7 og 8 giver to, og brik 3, 6 og 9 er tårne med plads til én pointterning.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;90 kort&lt;/b&gt;: 51 guldkort og 39 indflydelseskort i rødt, blåt og grønt.&lt;/li&gt;
&lt;li&gt;Til hver spiller: 10 pointterninger, 5 byggetilladelser med værdierne 0, 1, 2, 3
og 4 samt en handelsbrik.&lt;/li&gt;
&lt;li&gt;Handelsranglisten går fra 0 til 11. Dens felter 3, 5, 7, 9 og 11 har 4, 3, 2, 2 og 1
flag til pointterninger.&lt;/li&gt;
&lt;li&gt;To terninger, handelsskibet og to byporte.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Forberedelse</translation>
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
        <translation>&lt;p&gt;Programmet gør spillet klar for jer. Det gør følgende:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Det stiller de to byporte ved markeringerne for antallet af spillere. Portene afgrænser
byggeområdet og bymursfelterne.&lt;/li&gt;
&lt;li&gt;Farverne følger pladserne: første plads spiller rød, anden blå, tredje grøn og
fjerde gul. Hver spillers to arbejderhytter står på de indrammede felter i spillerens
farve: den lille hytte i række 4 eller række 10, den store hytte over række 5 og 6 eller række 8
og 9. Rammer i farver, som ingen spiller, er almindelige felter.&lt;/li&gt;
&lt;li&gt;Hver spiller får 3 guld og 1 indflydelseskort, 10 pointterninger, byggetilladelserne 0 til 4, et hus
og et værksted samt 9 bymursbrikker i en stak med brik 1 øverst og brik 9 nederst.
Handelsbrikken starter på 0.&lt;/li&gt;
&lt;li&gt;De neutrale bygninger ligger ved siden af spillepladen i én bunke pr. type. Guldkortene udgør en
åben bank, indflydelseskortene en bunke med bagsiden opad. De 9 kirkebrikker blandes til en
stak med bagsiden opad.&lt;/li&gt;
&lt;li&gt;Skibet venter ved siden af spillepladen indtil første slag.&lt;/li&gt;
&lt;li&gt;I stedet for at slå om, hvem der starter, trækker programmet startspilleren tilfældigt; spilloggen
fortæller, hvem der begynder.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Dine kort er hemmelige. De andre spillere kan se, hvor mange guld- og indflydelseskort du har,
men ikke farverne på dine indflydelseskort. Ingen kan se rækkefølgen i kirkestakken.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Your turn at a glance</source>
        <translation>Din tur i korte træk</translation>
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
        <translation>&lt;p&gt;Alle spillere bygger sammen på én by, og den første spiller, der får alle sine 10
pointterninger ud på spillepladen, vinder. Turen går med uret i pladsernes rækkefølge. Din tur har altid
fire faser i denne rækkefølge:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;1. Produktion&lt;/b&gt;: slå med terningerne og flyt skibet. Bygninger i skibets række
giver indtægt, eller ved en 7&apos;er slår piraterne til.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;2. Byggeri&lt;/b&gt;: op til to byggerier i vilkårlig blanding: bygninger, bymursbrikker,
kirkebrikker. Du må også lade være med at bygge.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;3. Byggetilladelse eller guld&lt;/b&gt;: læg én byggetilladelse i skibets række, eller tag
2 guld.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;4. Bonusrunde&lt;/b&gt;: hvis du vil, én bonushandling, som betales med indflydelseskort.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Programmet tilbyder kun træk, der er lovlige i øjeblikket, og spillepladen fremhæver
de felter, du kan vælge. Større valg foregår i små trin: først hvad, så hvor,
så hvordan du betaler. Brug Fortryd for at tage et trin tilbage, før det er endeligt. Fortryd kan ikke gå tilbage forbi
et terningslag eller et trukket kort, fordi de afslører noget nyt.&lt;/p&gt;
&lt;p&gt;Nogle få beslutninger tilhører andre spillere midt i din tur: at afgive kort til
piraterne og at genplacere en nedrevet arbejderhytte. Programmet giver turen videre til den spiller
og vender derefter tilbage til dig.&lt;/p&gt;
&lt;p&gt;Spillerne må ikke bytte kort med hinanden.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Production, the ship and the pirates</source>
        <translation>Produktion, skibet og piraterne</translation>
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
        <translation>&lt;p&gt;&lt;b&gt;Terningslaget.&lt;/b&gt; Du begynder din tur med at slå med begge terninger. Skibet sejler til
rækken med den slåede sum. Skibet skal altid flyttes: hvis det allerede står i den række, flytter du
det i stedet to rækker op eller ned, idet du springer den manglende række 7 over (fra række 6 til række 4 eller
række 9). Hvis begge retninger findes, vælger du. Ved spillets første slag kommer skibet
ind på spillepladen, så denne situation kan ikke opstå.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Indtægt.&lt;/b&gt; Hver bygning med mindst ét felt i skibets række giver sin ejer
ét kort af sin type: guld fra banken eller et indflydelseskort fra bunken. En bygning
giver kun én gang, også selvom den har to felter i rækken. En neutral bygning giver til den spiller, hvis
pointterning står på den. Begge arbejderhytter producerer. Brønde, markedsboder, store bygninger og kirkebrikker
producerer aldrig.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Pirater.&lt;/b&gt; Ved en 7&apos;er bliver skibet til et piratskib. Du flytter det til en vilkårlig række undtagen den, det
står i (ved spillets første slag til en vilkårlig række). Ingen får indtægt. I stedet afgiver hver spiller,
også du selv, ét kort efter eget valg, guld eller indflydelse, for hver af sine pointterninger
i den række; den, der har for få kort, afgiver dem alle. Pointterninger på neutrale bygninger,
kirkebrikker og tårne på østmuren tæller i den række, hvor deres felt ligger. Tårne på nord- og
sydmuren og pointterninger på handelsranglisten er i sikkerhed. Programmet beder om kortene ét ad
gangen, i turrækkefølge begyndende med dig; en spiller, der skal afgive alle sine kort eller kun har
én slags kort, afgiver dem uden at blive spurgt.&lt;/p&gt;
&lt;p&gt;Derefter tager du ét af de kasserede kort for hvert tårn, du ejer, på en hvilken som helst mur. Som standard
vælger du selv kortene; med indstillingen &lt;i&gt;Piratbelønning (kort): Trækkes tilfældigt (danske regler)&lt;/i&gt; under Nyt spil trækkes de
tilfældigt; når der kun er én slags kort tilbage, eller dine tårne tager alle de kasserede kort, får du
dem uden at blive spurgt. De øvrige kasserede kort går tilbage til banken. Derefter fortsætter din tur som normalt,
og piratrækken gælder som skibets række i fase 3.&lt;/p&gt;</translation>
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
        <translation>&lt;p&gt;I fase 2 må du foretage op til to byggerier i vilkårlig blanding: dit eget hus eller
værksted, en neutral bygning, en bymursbrik eller en kirkebrik (se afsnittene om bymuren og om
kirken). Når du er færdig, afslutter du byggefasen; du må også lade være med at bygge.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Hvor en bygning må stå.&lt;/b&gt; Alle dens felter skal ligge inden for byen, ikke på
kirkefundamentet og ikke på en kirkebrik. Bymursfelter er aldrig byggegrund. Brikkerne beholder
deres trykte retning og drejes aldrig. Skibets placering er ligegyldig
for byggeriet.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Byggetilladelser.&lt;/b&gt; De felter, bygningen skal dække, skal rumme mindst så mange
byggetilladelser, som brikken kræver (1, 2 eller 3). Alle spilleres byggetilladelser tæller med, og ekstra byggetilladelser er
tilladt. Du skal eje mindst én af dem, og den samlede værdi af dine byggetilladelser dér skal
være højere end hver enkelt af de andre spilleres samlede værdi dér. Hvis der er uafgjort om den højeste værdi, må ingen
bygge på de felter. En byggetilladelse med værdien 0 tæller stadig som en byggetilladelse.&lt;/p&gt;
&lt;p&gt;&lt;i&gt;Eksempel:&lt;/i&gt; din ene byggetilladelse med værdien 4 slår en anden spillers byggetilladelser 0, 1 og 2, fordi
deres samlede værdi kun er 3.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;I programmet.&lt;/b&gt; Vælg bygningen fra din egen beholdning eller fra en neutral bunke.
Spillepladen fremhæver derefter hvert felt, hvor bygningens nordvestlige hjørne kan stå, så hele
byggeriet er lovligt, og du har råd til det. Vælg et af dem. Hvis bygningen skal
erstatte en bygning af samme størrelse, vælger du også farven på de tre indflydelseskort,
du betaler med; er kun én farve mulig, bruger programmet den (det samme gælder de to kort
i samme farve i fase 3 og 4). Brug Fortryd for at tage et trin tilbage, før det er endeligt.&lt;/p&gt;</translation>
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
        <translation>&lt;p&gt;&lt;b&gt;Betaling.&lt;/b&gt; Du betaler bygningens pris i guld til banken. Desuden
får hver af de andre spillere, der har byggetilladelser på de dækkede felter, lige så meget guld fra dig, som
deres byggetilladelser dér er værd tilsammen. Hvis du ikke kan betale prisen og al erstatningen,
kan du ikke bygge dér. Bagefter går alle byggetilladelser på disse felter, også dine egne, tilbage til
deres ejere.&lt;/p&gt;
&lt;p&gt;&lt;i&gt;Eksempel:&lt;/i&gt; Blå bygger en pub (2 byggetilladelser, 3 guld) på fire felter med Blås
byggetilladelse 3 og Røds byggetilladelse 1. Blås 3 slår Røds 1: Blå betaler 3 guld til banken og 1
guld til Rød, og begge byggetilladelser går tilbage.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Neutrale bygninger.&lt;/b&gt; Sæt en af dine pointterninger på hvert flag på brikken. Fra da af
gælder bygningen som din: du får dens indtægt og dens handelspoint.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Større erstatter mindre.&lt;/b&gt; Størrelsen er antallet af felter: 1, 2, 4 eller 6 (hus,
værksted, markedsbod og stor arbejderhytte har alle størrelse 2). En ny bygning fjerner gratis hver mindre bygning, den
dækker, også hvis den kun dækker en del af den. Den må kun dække bygninger af sin egen størrelse, hvis du betaler 3 indflydelseskort
i samme farve; den fjerner så den ene eller de to bygninger af samme størrelse, den dækker (aldrig
tre eller flere), plus eventuelle mindre. En større bygning eller en kirkebrik kan aldrig
dækkes. Du må bygge oven på dine egne bygninger efter de samme regler.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Fjernede bygninger.&lt;/b&gt; En spillers bygning går tilbage til ejerens beholdning og kan
bygges igen. En neutral bygning går tilbage til sin bunke, og dens pointterninger til deres ejer. Ejeren
mister handelspointene for bygningens handelsfelter.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Arbejderhytter&lt;/b&gt; genplaceres straks og gratis: bygherrens egen hytte først, derefter
de andre ejeres med uret fra bygherrens venstre side. En hytte kræver tomme felter inden for
byen: ingen bygning, byggetilladelse eller kirkebrik, ikke kirkefundamentet, ikke et handelsfelt. Den store
hytte kræver to sådanne felter lige over hinanden; er der ikke plads, går hytten ud af spillet. Dette er
ikke et byggeri; din tur fortsætter, når alle hytter er placeret. En spiller, der har mistet begge hytter,
placerer den lille først.&lt;/p&gt;</translation>
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
        <translation>&lt;p&gt;Guld, du betaler, går tilbage til banken. Indflydelseskort, du betaler, lægges i en
aflægningsbunke. Når indflydelsesbunken er tom, og der skal trækkes et kort, blandes aflægningsbunken
til en ny bunke.&lt;/p&gt;
&lt;p&gt;Med kun 51 guldkort og 39 indflydelseskort kan banken komme til at mangle kort. Hvis indtægten fra et
slag ikke kan betales fuldt ud for én korttype (for indflydelse tæller bunken og aflægningsbunken
sammen), gør programmet sådan:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Først får ingen noget.&lt;/li&gt;
&lt;li&gt;Hver spiller afleverer halvdelen af sine kort af den manglende type, rundet ned.
Programmet vælger indflydelseskortene: hvert kort tages fra den farve, spilleren har flest af
(ved lighed først rød, så blå, så grøn).&lt;/li&gt;
&lt;li&gt;Det afleverede guld går tilbage til banken; afleverede indflydelseskort lægges i
aflægningsbunken, og hele aflægningsbunken blandes til en ny bunke.&lt;/li&gt;
&lt;li&gt;Derefter udbetales hele indtægten fra slaget.&lt;/li&gt;
&lt;li&gt;Hvis der stadig ikke er kort nok, udbetales indtægten spiller for spiller i turrækkefølge,
begyndende med den spiller, hvis tur det er, indtil banken er tom.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Uden for indtægten, for eksempel når du tager 2 guld eller trækker kort for en bymursbrik, får du
ganske enkelt det, banken stadig har.&lt;/p&gt;
&lt;p&gt;&lt;i&gt;Eksempel:&lt;/i&gt; banken har 2 guldkort, men slaget giver 4 guld. Ingen får udbetalt
endnu. Rød har 7 guld og afleverer 3, Blå har 1 og afleverer intet. Nu har banken 5
guld, og alle 4 guld i indtægt bliver udbetalt.&lt;/p&gt;</translation>
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
&lt;li&gt;Spred dine tidlige bygninger over mange rækker, så der ofte kommer indtægt. De midterste
rækker kommer oftest: række 6 og 8 slås hver 5 gange ud af 36, række 2 og 12 kun én gang ud af 36.
En 7&apos;er, som slås 6 gange ud af 36, bringer i stedet piraterne.&lt;/li&gt;
&lt;li&gt;Dit hus og dit værksted kræver kun én byggetilladelse og koster kun 1 eller 2 guld. Byg dem
tidligt: selv hvis de senere bliver erstattet, giver de dig indtægt indtil da.&lt;/li&gt;
&lt;li&gt;Store bygninger er værd to pointterninger, men producerer intet. Byg dem, når din indtægt er
stabil.&lt;/li&gt;
&lt;li&gt;Hold nogle indflydelseskort på hånden. Med dem kan du bygge oven på en bygning af samme størrelse, lægge
en byggetilladelse i en hvilken som helst række eller svare igen på en anden spillers angreb.&lt;/li&gt;
&lt;li&gt;Andre spilleres byggetilladelser koster dig erstatning, men dine byggetilladelser i en andens
byggeområde giver dig guld, når den spiller bygger dér. En byggetilladelse med værdien 3 eller 4 gør et område
svært at erobre.&lt;/li&gt;
&lt;li&gt;Mange pointterninger i én række lokker piraterne til. Hvert tårn, du ejer, giver dig et kort, hver gang
du slår en 7&apos;er, og en hvilken som helst spiller, også du selv, skal afgive kort.&lt;/li&gt;
&lt;li&gt;Den første, der bygger på kirken, bestemmer, hvor kirken skal stå, og kender brikken nederst
i stakken. Kirken fjerner alt, hvad der står i vejen for den, og pointterninger på kirkebrikker
og tårne kan aldrig gå tabt.&lt;/li&gt;
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
        <translation>&lt;p&gt;En bymursbrik er et af dine byggerier. Du bygger altid den øverste brik i din
egen stak, så dine brikker kommer i rækkefølgen 1, 2, 3 og så videre op til 9. Murene tilhører
hele byen: alle lægger brikker på de samme strækninger.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Hvor.&lt;/b&gt; En ny brik lægges på et ledigt bymursfelt ved siden af en byport eller ved siden af en bymursbrik,
der allerede er bygget. Nord- og sydmuren vokser fra portene mod vest mod havet;
hvert af deres felter koster &lt;b&gt;2 guld&lt;/b&gt; (blå pile). Østmuren mellem de to porte
vokser indad fra begge porte; hvert af dens felter koster &lt;b&gt;4 guld&lt;/b&gt; (røde pile). Spillepladen
fremhæver de bymursfelter, du kan bruge.&lt;/p&gt;
&lt;table border=&quot;1&quot; cellpadding=&quot;3&quot;&gt;
&lt;tr&gt;&lt;th&gt;Briknummer&lt;/th&gt;&lt;th&gt;Belønning&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;1, 2, 4&lt;/td&gt;&lt;td&gt;træk 1 indflydelseskort&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;5, 7, 8&lt;/td&gt;&lt;td&gt;træk 2 indflydelseskort&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;3, 6, 9&lt;/td&gt;&lt;td&gt;tårn: sæt en af dine pointterninger på det&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Pointterninger på tårne bliver stående resten af spillet. Hvert tårn giver dig også ret til at tage et kasseret
kort, når du bringer piraterne. Et tårn på østmuren står ud for en række, så
piraterne kan ramme dets pointterning; tårne på nord- og sydmuren rammes aldrig.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Indstilling.&lt;/b&gt; Som standard må der bygges på østmuren, så snart et felt rører en byport eller
en bymursbrik. Med indstillingen &lt;i&gt;Østmuren først efter alle murfelter til 2 guld&lt;/i&gt; under Nyt spil åbner
felterne til 4 guld først, når alle felter til 2 guld på nord- og sydmuren er bygget, sådan som
forlagets korte regeloversigt siger.&lt;/p&gt;</translation>
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
        <translation>&lt;p&gt;&lt;b&gt;Fase 3: byggetilladelse eller guld.&lt;/b&gt; Tag enten 2 guld fra banken, eller læg én
byggetilladelse fra din beholdning. En byggetilladelse koster sin værdi i guld (byggetilladelsen 0 er gratis) og lægges på
et ledigt felt i skibets række. Et ledigt felt ligger inden for byen og har ingen bygning,
byggetilladelse eller kirkebrik; kirkefundamentet er aldrig ledig, men handelsfelter er tilladt.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Hvis skibets række ikke har noget ledigt felt, bruger du den nærmeste række, der har et. Hvis en række ovenfor
og en række nedenfor er lige tæt på, vælger du. Med indstillingen &lt;i&gt;Byggetilladelse, når skibets række er fuld:
Kun rækkerne lige ved siden af (danske regler)&lt;/i&gt; under Nyt spil må kun rækkerne lige ovenfor og nedenfor bruges; enhver anden
række kræver så kortbetalingen nedenfor.&lt;/li&gt;
&lt;li&gt;Hvis du betaler 2 indflydelseskort i samme farve, må du lægge byggetilladelsen i en hvilken som helst række.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;I programmet vælger du først byggetilladelsens værdi, og spillepladen fremhæver de felter,
du kan bruge. Der bedes kun om kortbetalingen på felter, du ikke kunne bruge gratis.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Fase 4: bonusrunde.&lt;/b&gt; Du må udføre højst én af disse handlinger eller blot afslutte din
tur:&lt;/p&gt;
&lt;table border=&quot;1&quot; cellpadding=&quot;3&quot;&gt;
&lt;tr&gt;&lt;th&gt;Bonushandling&lt;/th&gt;&lt;th&gt;Pris&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Flyt en af dine byggetilladelser på spillepladen til et hvilket som helst ledigt felt&lt;/td&gt;
&lt;td&gt;2 indflydelseskort i samme farve&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Udskift en af dine byggetilladelser på spillepladen med en højere fra din beholdning, på det
samme felt&lt;/td&gt;&lt;td&gt;2 indflydelseskort i samme farve plus forskellen i værdi i
guld&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Læg en byggetilladelse fra din beholdning på et hvilket som helst ledigt felt, i en hvilken som helst række&lt;/td&gt;
&lt;td&gt;1 rødt, 1 blåt og 1 grønt indflydelseskort plus byggetilladelsens værdi i guld&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Tag 2 guld fra banken&lt;/td&gt;&lt;td&gt;1 rødt, 1 blåt og 1 grønt indflydelseskort&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Efter fase 4 begynder den næste spiller i pladsernes rækkefølge sin tur.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Construction and building permits</source>
        <translation>Byggeri og byggetilladelser</translation>
    </message>
    <message>
        <source>Paying, compensation and demolition</source>
        <translation>Betaling, erstatning og nedrivning</translation>
    </message>
    <message>
        <source>City walls</source>
        <translation>Bymuren</translation>
    </message>
    <message>
        <source>The church</source>
        <translation>Kirken</translation>
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
        <translation>&lt;p&gt;Kirken består af 9 brikker, som tilsammen danner et billede på 3×3 felter, ét felt pr.
brik. At bygge en kirkebrik er et byggeri; det koster &lt;b&gt;7 guld&lt;/b&gt; og kræver ingen byggetilladelser.
Du sætter en af dine pointterninger på hver kirkebrik, du bygger. Kirkebrikker fjernes aldrig,
så disse point er sikre.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Den første brik.&lt;/b&gt; Den første spiller, der bygger på kirken, trækker de to øverste brikker i
stakken, beholder den ene og lægger den anden nederst i stakken uden at vise den; kun
den spiller ved, hvilken brik der ligger dér. Den beholdte brik lægges på kirkefundamentet, det tredje
felt fra havet i række 8. Dens plads i billedet afgør, hvor hele kirken kommer til at
stå. Hvis den for eksempel er stykket øverst til venstre, dækker kirken række 8, 9 og 10 i
tredje til femte kolonne; hvis den er stykket nederst til højre, dækker kirken række 5, 6 og 8 i
de første tre kolonner. Kirkebilledet på spillepladen viser, hvor hvert stykke hører hjemme.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Senere brikker.&lt;/b&gt; Hver senere bygherre tager den øverste brik i stakken og lægger den på
dens eget felt i kirkens område.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Virkninger.&lt;/b&gt; En byggetilladelse på det felt går tilbage til sin ejer uden erstatning. En
bygning med et felt dér fjernes uanset størrelse, med de sædvanlige følger:
pointterninger går tilbage, handelspoint går tabt, og arbejderhytter genplaceres. Kirkebrikker giver ingen
handelspoint, heller ikke i havnekolonnen. Indtil kirken er færdig, kan dens tomme
felter stadig få byggetilladelser og bygninger på ejernes egen risiko. Når alle 9 brikker er
bygget, kan ingen længere bygge på kirken.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Trade squares and the trade track</source>
        <translation>Handelsfelter og handelsranglisten</translation>
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
        <translation>&lt;p&gt;&lt;b&gt;Handelsfelter&lt;/b&gt; er markeret med vindmøller. Hvert felt i havnekolonnen
er værd 1 handelspoint. Med 3 eller 4 spillere er der også felter med to vindmøller,
som er værd 2 point, nær byportene i række 2 og 12: i sjette kolonne med 3 spillere,
i sjette og ottende kolonne med 4 spillere.&lt;/p&gt;
&lt;p&gt;Når du bygger en bygning, scorer du handelsværdierne for alle de felter, den dækker, og
din handelsbrik rykker det antal felter op ad handelsranglisten. En stor bygning i
havnekolonnen dækker tre havnefelter og giver 3 point. Kirkebrikker giver aldrig handelspoint.
En neutral bygnings point tilhører den spiller, hvis pointterning står på den.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Pointterninger på ranglisten.&lt;/b&gt; Felterne 3, 5, 7, 9 og 11 har 4, 3, 2, 2 og 1 flag. Når
din handelsbrik når eller passerer et sådant felt, sætter programmet en af dine pointterninger på et ledigt
flag dér, medmindre du allerede har en pointterning dér. Hver spiller har højst ét flag pr.
felt; når alle flag på et felt er taget, får senere spillere intet dér.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Tab af point.&lt;/b&gt; Når en af dine bygninger på handelsfelter fjernes, mister du dens
handelspoint, og din handelsbrik rykker tilbage. Dine pointterninger på felter over din nye sum kommer tilbage til
dig, og deres flag bliver ledige.&lt;/p&gt;
&lt;p&gt;Din sum kan blive højere end 11; handelsbrikken bliver så bare stående på det sidste felt. Et ledigt
flag går til en spiller, der allerede er forbi det felt, først næste gang den spillers sum
stiger.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Placing permits and bonus actions</source>
        <translation>Placering af byggetilladelser og bonushandlinger</translation>
    </message>
    <message>
        <source>Where cards go, and running out of cards</source>
        <translation>Hvor kortene går hen, og når kortene slipper op</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Spillets slutning</translation>
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
        <translation>&lt;p&gt;Du vinder i det øjeblik, du sætter din tiende pointterning på spillepladen i din egen tur.
Spillet slutter straks; resten af turen spilles ikke.&lt;/p&gt;
&lt;p&gt;Pointterninger kommer på spillepladen på fire måder:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;én på hvert flag på en neutral bygning, du bygger (to på en stor bygning, én på
de andre);&lt;/li&gt;
&lt;li&gt;én på hver kirkebrik, du bygger;&lt;/li&gt;
&lt;li&gt;én på hvert tårn på bymuren (dine bymursbrikker 3, 6 og 9);&lt;/li&gt;
&lt;li&gt;én på et ledigt flag på handelsranglisten, når dine handelspoint når 3, 5, 7, 9 eller 11.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Pointterninger kan også komme tilbage til dig: når en neutral bygning med dine pointterninger fjernes, eller
når dine handelspoint falder under et felt, hvor du har en pointterning. Pointterninger på kirkebrikker og
tårne bliver for altid. Hvis en ny bygning har flere flag, end du har pointterninger tilbage, sætter du
de pointterninger, du har, hvilket betyder, at du lige har vundet.&lt;/p&gt;
&lt;p&gt;Pointtallet, der vises for hver spiller, er antallet af spillerens pointterninger på spillepladen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Tips for your first games</source>
        <translation>Tips til dine første spil</translation>
    </message>
    <message>
        <source>House interpretations</source>
        <translation>Husfortolkninger</translation>
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
        <translation>&lt;p&gt;De regelhæfter, vi har adgang til, lader nogle punkter stå åbne eller er uenige. Programmet
følger disse &lt;b&gt;husfortolkninger&lt;/b&gt;; dine trykte regler kan sige noget andet.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Indflydelsesbunken har 13 røde, 13 blå og 13 grønne kort; ingen kilde angiver fordelingen.&lt;/li&gt;
&lt;li&gt;Handelspoint har ingen øvre grænse; handelsbrikken bliver stående på 11.&lt;/li&gt;
&lt;li&gt;Hver spiller har højst én pointterning pr. felt på handelsranglisten, og et ledigt flag tages
automatisk. Et frigjort flag tages først næste gang summen stiger for en spiller, der opfylder betingelsen.&lt;/li&gt;
&lt;li&gt;Skibet starter ved siden af spillepladen. Det første slag flytter det til den slåede række; en 7&apos;er ved
første slag må sende det til en hvilken som helst række.&lt;/li&gt;
&lt;li&gt;Startspilleren trækkes tilfældigt i stedet for at blive fundet ved et terningslag.&lt;/li&gt;
&lt;li&gt;En pointterning på et tårn på østmuren tæller for piraterne, som om den ligger i tårnets række.&lt;/li&gt;
&lt;li&gt;Kort til piraterne afgives ét ad gangen, i turrækkefølge fra den, der slog.&lt;/li&gt;
&lt;li&gt;Piratbelønning (kort): den, der slog, vælger kortene som i de italienske regler. Indstillingen
&lt;i&gt;Trækkes tilfældigt (danske regler)&lt;/i&gt; følger de danske regler.&lt;/li&gt;
&lt;li&gt;Byggetilladelse, når skibets række er fuld: den nærmeste række med et ledigt felt som i de italienske regler; hvis rækker
ovenfor og nedenfor er lige tæt på, vælger spilleren. Indstillingen &lt;i&gt;Kun rækkerne lige ved siden af (danske regler)&lt;/i&gt; følger de danske regler.&lt;/li&gt;
&lt;li&gt;Byggetilladelser lægges kun på tomme felter inden for byen, aldrig på bymursfelter eller kirkefundamentet; handelsfelter er tilladt.&lt;/li&gt;
&lt;li&gt;En nedrevet arbejderhytte må ikke placeres på bymursfelter, kirkefundamentet eller uden for
byen.&lt;/li&gt;
&lt;li&gt;Østmuren: begge regelhæfter kræver kun en tilstødende byport eller bymursbrik, så det er
standarden. Indstillingen følger forlagets oversigt, som først åbner den, når alle felter til 2 guld
er bygget.&lt;/li&gt;
&lt;li&gt;Kortmangel: afleverede indflydelseskort kommer altid fra den farve, spilleren har flest
af (ved lighed: rød, blå, grøn). Hvis banken stadig mangler kort, udbetales indtægten i turrækkefølge,
indtil den er tom. Andre træk fra en tom bank giver kun det, der er tilbage.&lt;/li&gt;
&lt;li&gt;En bygning må højst erstatte to bygninger af sin egen størrelse; en placering, der ville dække
tre eller flere af dem, er ikke tilladt.&lt;/li&gt;
&lt;li&gt;En bygherre med færre pointterninger end flag sætter de pointterninger, der er tilbage.&lt;/li&gt;
&lt;li&gt;&quot;Hus&quot; og &quot;værksted&quot; er vores egne navne på de to bygninger, som hver spiller kan købe.&lt;/li&gt;
&lt;li&gt;En spiller, der mister begge arbejderhytter på én gang, placerer den lille først.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Husregel: en by, der ikke kan vokse mere.&lt;/b&gt; Reglerne afslutter kun spillet, når en spiller sætter sin sidste pointterning, og en by kan blive så fuld, at ingen nogensinde kan bygge igen (omkring ét spil ud af 300 til 900 mellem tilfældige spillere). Derfor slutter spillet, når alle bymursfelter er optaget og kirken er færdig, og der går en hel runde, hvor ingen spiller har noget at bygge, ingen bymursbrik og ingen kirkebrik at placere. Spilleren med flest pointterninger på brættet vinder; ved lighed vinder den med mest guld, og spillere, der stadig står lige, deler sejren. Indstillingen &lt;i&gt;Husregel: afslut et spil, hvor byen ikke kan vokse mere&lt;/i&gt; er slået til som standard; slået fra fortsætter et sådant spil for evigt.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Kun computere.&lt;/b&gt; Med husreglen slået fra har et spil, hvor alle pladser er computerspillere, ingen til at stoppe det, så det slutter efter 100 runder. Spilleren med flest pointterninger på brættet vinder; ved lighed vinder den med mest guld, og spillere, der stadig står lige, deler sejren. I vores forsøg afsluttede tilfældige computerspillere hvert spil, der kunne afsluttes, inden for 52 runder, så kun et spil, der aldrig ville slutte, når grænsen. Spil med mindst én menneskelig spiller har ingen grænse.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
</context>
<context>
    <name>ElasundSituations</name>
    <message>
        <source>The city at the start: the gates, each player&apos;s workers&apos; huts on the framed squares of their colour, and the ship waiting for the first roll.</source>
        <translation>Byen ved start: portene, hver spillers arbejderhytter på de indrammede felter i hans farve, og skibet, der venter på det første slag.</translation>
    </message>
    <message>
        <source>A turn begins with the dice (phase 1); construction, a permit or gold, and a bonus follow. Choosing a building before the roll is refused.</source>
        <translation>En tur begynder med terningerne (fase 1); så følger byggeri, en byggetilladelse eller guld og en bonus. At vælge en bygning før slaget afvises.</translation>
    </message>
    <message>
        <source>A 7: the pirates move the ship to any row but the one it is in, which is refused.</source>
        <translation>Et 7-tal: piraterne flytter skibet til en hvilken som helst række undtagen den, det står i; den afvises.</translation>
    </message>
    <message>
        <source>The pirates&apos; row: every player gives up one card of their choice for each of their cubes there.</source>
        <translation>Piraternes række: hver spiller afgiver ét kort efter eget valg for hver af sine pointterninger i rækken.</translation>
    </message>
    <message>
        <source>Where the workshop may stand: its squares hold your permit of the highest value and enough permits, inside the city and off the church site.</source>
        <translation>Hvor værkstedet må stå: på dets felter ligger din byggetilladelse med den højeste værdi og nok tilladelser, inden for byen og uden for kirkefundamentet.</translation>
    </message>
    <message>
        <source>A bigger building removed a workers&apos; hut: it is re-placed at once, for free, on free squares inside the city.</source>
        <translation>En større bygning fjernede en arbejderhytte: den sættes straks igen, gratis, på ledige felter i byen.</translation>
    </message>
    <message>
        <source>A wall tile goes on a free wall space next to a city gate or to a wall tile already built.</source>
        <translation>En bymursbrik lægges på et ledigt murfelt ved en byport eller ved en bymursbrik, der allerede er bygget.</translation>
    </message>
    <message>
        <source>A church tile costs 7 gold and no permits; your cube on it stays for good.</source>
        <translation>En kirkebrik koster 7 guld og ingen byggetilladelser; din pointterning på den bliver der for altid.</translation>
    </message>
    <message>
        <source>Where a building stands decides its trade points: each windmill on its squares moves your marker up the trade track.</source>
        <translation>Hvor en bygning står, afgør dens handelspoint: hver vindmølle på dens felter rykker din markør op ad handelssporet.</translation>
    </message>
    <message>
        <source>Phase 3: your permit goes on a free square of the ship&apos;s row, or of any row for two influence cards of one colour; a square with a permit or a building, and the church site, are refused.</source>
        <translation>Fase 3: din byggetilladelse lægges på et ledigt felt i skibets række, eller i en hvilken som helst række for to indflydelseskort i samme farve; et felt med en tilladelse eller en bygning og kirkefundamentet afvises.</translation>
    </message>
    <message>
        <source>Phase 4, the bonus: with two influence cards of one colour, move or upgrade one of your permits, or take gold.</source>
        <translation>Fase 4, bonus: med to indflydelseskort i samme farve flytter eller opgraderer du en af dine byggetilladelser, eller du tager guld.</translation>
    </message>
    <message>
        <source>Late in the game: the score beside each player counts their cubes on the board, and the first to place the tenth wins at once.</source>
        <translation>Sidst i spillet: tallet ved hver spiller tæller hans pointterninger på spillepladen, og den første, der sætter den tiende, vinder straks.</translation>
    </message>
</context>
<context>
    <name>Elfenland</name>
    <message>
        <source>Rounds</source>
        <translation>Runder</translation>
    </message>
    <message>
        <source>4 rounds (Ukrainian rules)</source>
        <translation>4 runder (ukrainske regler)</translation>
    </message>
    <message>
        <source>3 rounds (later English edition)</source>
        <translation>3 runder (senere engelsk udgave)</translation>
    </message>
    <message>
        <source>Caravan</source>
        <translation>Karavane</translation>
    </message>
    <message>
        <source>Only without the matching cards</source>
        <translation>Kun uden de passende kort</translation>
    </message>
    <message>
        <source>Always allowed instead of them</source>
        <translation>Altid tilladt i stedet</translation>
    </message>
    <message>
        <source>Home town variant</source>
        <translation>Variant: hjemby</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nej</translation>
    </message>
    <message>
        <source>Yes: a secret town card each</source>
        <translation>Ja: et hemmeligt bykort til hver</translation>
    </message>
    <message numerus="yes">
        <source>{player} is dealt %n travel cards.</source>
        <translation>
            <numerusform>{player} får %n rejsekort.</numerusform>
            <numerusform>{player} får %n rejsekort.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} draws a secret counter: {transport}.</source>
        <translation>{player} trækker en hemmelig brik: {transport}.</translation>
    </message>
    <message>
        <source>{player} takes the face-up counter: {transport}.</source>
        <translation>{player} tager den åbne brik: {transport}.</translation>
    </message>
    <message>
        <source>New face-up counter in the row: {transport}.</source>
        <translation>Ny åben brik i rækken: {transport}.</translation>
    </message>
    <message>
        <source>{player} draws blind from the pile: {transport}.</source>
        <translation>{player} trækker blindt fra bunken: {transport}.</translation>
    </message>
    <message>
        <source>{player} places a counter ({transport}) on the road {town_a} – {town_b}.</source>
        <translation>{player} lægger en brik ({transport}) på vejen {town_a} – {town_b}.</translation>
    </message>
    <message>
        <source>{player} places the obstacle on the road {town_a} – {town_b}.</source>
        <translation>{player} lægger forhindringen på vejen {town_a} – {town_b}.</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} melder pas.</translation>
    </message>
    <message>
        <source>{player} has nothing to place and passes.</source>
        <translation>{player} har intet at lægge og melder pas.</translation>
    </message>
    <message>
        <source>Planning is over: the elves set off.</source>
        <translation>Planlægningen er slut: elverne drager af sted.</translation>
    </message>
    <message numerus="yes">
        <source>{player} travels to {town}, paying %n cards: {card}.</source>
        <translation>
            <numerusform>{player} rejser til {town} og betaler %n kort: {card}.</numerusform>
            <numerusform>{player} rejser til {town} og betaler %n kort: {card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} sets off to {town} as a caravan and pays %n cards of any kind.</source>
        <translation>
            <numerusform>{player} drager mod {town} som karavane og betaler %n vilkårligt kort.</numerusform>
            <numerusform>{player} drager mod {town} som karavane og betaler %n vilkårlige kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>The caravan of {player} reaches {town}.</source>
        <translation>Karavanen fra {player} når {town}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} collects the town piece of {town} (%n in all).</source>
        <translation>
            <numerusform>{player} samler bybrikken i {town} op (%n i alt).</numerusform>
            <numerusform>{player} samler bybrikken i {town} op (%n i alt).</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} has visited every town before the end of round 3 and wins at once!</source>
        <translation>{player} har besøgt alle byer før 3. runde er slut og vinder straks!</translation>
    </message>
    <message>
        <source>{player} ends the journey.</source>
        <translation>{player} afslutter rejsen.</translation>
    </message>
    <message numerus="yes">
        <source>{player} holds too many cards and must discard %n.</source>
        <translation>
            <numerusform>{player} har for mange kort og skal smide %n.</numerusform>
            <numerusform>{player} har for mange kort og skal smide %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} discards a card: {card}.</source>
        <translation>{player} smider et kort: {card}.</translation>
    </message>
    <message>
        <source>Round {round} is over.</source>
        <translation>Runde {round} er slut.</translation>
    </message>
    <message>
        <source>{player} keeps a face-up counter: {transport}.</source>
        <translation>{player} beholder en åben brik: {transport}.</translation>
    </message>
    <message>
        <source>{player} keeps a face-down counter: {transport}.</source>
        <translation>{player} beholder en skjult brik: {transport}.</translation>
    </message>
    <message>
        <source>{player} returns every counter.</source>
        <translation>{player} afleverer alle brikker.</translation>
    </message>
    <message>
        <source>Round {round} begins; {player} starts.</source>
        <translation>Runde {round} begynder; {player} starter.</translation>
    </message>
    <message numerus="yes">
        <source>Home town of {player}: {town}, %n steps away.</source>
        <translation>
            <numerusform>Hjemby for {player}: {town}, %n skridt væk.</numerusform>
            <numerusform>Hjemby for {player}: {town}, %n skridt væk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} wins with %n points!</source>
        <translation>
            <numerusform>{player} vinder med %n point!</numerusform>
            <numerusform>{player} vinder med %n point!</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} draws a secret counter.</source>
        <translation>{player} trækker en hemmelig brik.</translation>
    </message>
    <message>
        <source>{player} keeps a face-down counter.</source>
        <translation>{player} beholder en skjult brik.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spillet er slut.</translation>
    </message>
    <message>
        <source>This is not a move of Elfenland.</source>
        <translation>Det er ikke et træk i Elfenland.</translation>
    </message>
    <message>
        <source>It is {player}&apos;s decision now.</source>
        <translation>Det er {player}, der skal beslutte nu.</translation>
    </message>
    <message>
        <source>That choice does not exist here.</source>
        <translation>Det valg findes ikke her.</translation>
    </message>
    <message>
        <source>You cannot do that in this phase.</source>
        <translation>Det kan du ikke i denne fase.</translation>
    </message>
    <message>
        <source>You hold no counter of this kind: {transport}.</source>
        <translation>Du har ingen brik af denne slags: {transport}.</translation>
    </message>
    <message>
        <source>Rivers and lakes never carry counters or obstacles.</source>
        <translation>Floder og søer får aldrig brikker eller forhindringer.</translation>
    </message>
    <message>
        <source>You have already used your obstacle.</source>
        <translation>Du har allerede brugt din forhindring.</translation>
    </message>
    <message>
        <source>An obstacle can only go on a road that already carries a transport counter.</source>
        <translation>En forhindring må kun lægges på en vej, der allerede har en transportbrik.</translation>
    </message>
    <message>
        <source>This road already has an obstacle.</source>
        <translation>Denne vej har allerede en forhindring.</translation>
    </message>
    <message>
        <source>A caravan cannot cross rivers or lakes.</source>
        <translation>En karavane kan ikke krydse floder eller søer.</translation>
    </message>
    <message>
        <source>Nobody can use this road: it carries no transport counter.</source>
        <translation>Ingen kan bruge denne vej: den har ingen transportbrik.</translation>
    </message>
    <message>
        <source>You can pay the matching cards, so no caravan (game option).</source>
        <translation>Du kan betale med de passende kort, så ingen karavane (spilvalg).</translation>
    </message>
    <message>
        <source>You hold no such card: {card}.</source>
        <translation>Du har ikke sådan et kort: {card}.</translation>
    </message>
    <message numerus="yes">
        <source>First discard down to 4 cards (%n more).</source>
        <translation>
            <numerusform>Smid først ned til 4 kort (endnu %n).</numerusform>
            <numerusform>Smid først ned til 4 kort (endnu %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First pay the caravan (%n more cards).</source>
        <translation>
            <numerusform>Betal først karavanen (%n kort mere).</numerusform>
            <numerusform>Betal først karavanen (%n kort mere).</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw your secret counter</source>
        <translation>Træk din hemmelige brik</translation>
    </message>
    <message>
        <source>Take the face-up counter no. {number}</source>
        <translation>Tag den åbne brik nr. {number}</translation>
    </message>
    <message>
        <source>Draw blind from the pile</source>
        <translation>Træk blindt fra bunken</translation>
    </message>
    <message>
        <source>Place a counter here: {transport}</source>
        <translation>Læg en brik her: {transport}</translation>
    </message>
    <message>
        <source>Place your obstacle here</source>
        <translation>Læg din forhindring her</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Go by road {town_a} – {town_b} with the counter&apos;s cards</source>
        <translation>Rejs ad vejen {town_a} – {town_b} med brikkens kort</translation>
    </message>
    <message>
        <source>Go by river {town_a} – {town_b} with rafts</source>
        <translation>Sejl ad floden {town_a} – {town_b} med tømmerflåder</translation>
    </message>
    <message>
        <source>Take the ferry {town_a} – {town_b} (2 rafts)</source>
        <translation>Tag færgen {town_a} – {town_b} (2 tømmerflåder)</translation>
    </message>
    <message>
        <source>Go as a caravan {town_a} – {town_b} (any cards)</source>
        <translation>Rejs som karavane {town_a} – {town_b} (vilkårlige kort)</translation>
    </message>
    <message>
        <source>Pay with a card: {card}</source>
        <translation>Betal med et kort: {card}</translation>
    </message>
    <message>
        <source>End your move</source>
        <translation>Afslut din rejse</translation>
    </message>
    <message>
        <source>Discard a card: {card}</source>
        <translation>Smid et kort: {card}</translation>
    </message>
    <message>
        <source>Keep a face-up counter: {transport}</source>
        <translation>Behold en åben brik: {transport}</translation>
    </message>
    <message>
        <source>Keep a face-down counter: {transport}</source>
        <translation>Behold en skjult brik: {transport}</translation>
    </message>
    <message>
        <source>Keep no counter</source>
        <translation>Behold ingen brik</translation>
    </message>
    <message>
        <source>Giant Pig</source>
        <translation>Kæmpegris</translation>
    </message>
    <message>
        <source>Elfcycle</source>
        <translation>Elvercykel</translation>
    </message>
    <message>
        <source>Magic Cloud</source>
        <translation>Magisk sky</translation>
    </message>
    <message>
        <source>Unicorn</source>
        <translation>Enhjørning</translation>
    </message>
    <message>
        <source>Troll Wagon</source>
        <translation>Troldevogn</translation>
    </message>
    <message>
        <source>Dragon</source>
        <translation>Drage</translation>
    </message>
    <message>
        <source>Raft</source>
        <translation>Tømmerflåde</translation>
    </message>
    <message>
        <source>plains</source>
        <translation>slette</translation>
    </message>
    <message>
        <source>woods</source>
        <translation>skov</translation>
    </message>
    <message>
        <source>desert</source>
        <translation>ørken</translation>
    </message>
    <message>
        <source>mountains</source>
        <translation>bjerge</translation>
    </message>
    <message>
        <source>river</source>
        <translation>flod</translation>
    </message>
    <message>
        <source>lake</source>
        <translation>sø</translation>
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
            <numerusform>%n rejsekort</numerusform>
            <numerusform>%n rejsekort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n transport counters</source>
        <translation>
            <numerusform>%n transportbrik</numerusform>
            <numerusform>%n transportbrikker</numerusform>
        </translation>
    </message>
    <message>
        <source>Travel cards dealt</source>
        <translation>Uddelte rejsekort</translation>
    </message>
    <message>
        <source>Town pieces</source>
        <translation>Bybrikker</translation>
    </message>
    <message>
        <source>Travel cards</source>
        <translation>Rejsekort</translation>
    </message>
    <message>
        <source>Counters held</source>
        <translation>Brikker på hånden</translation>
    </message>
    <message>
        <source>Phase 2: draw your secret transport counter</source>
        <translation>Fase 2: træk din hemmelige transportbrik</translation>
    </message>
    <message>
        <source>Phase 3: take a counter from the face-up row or blind from the pile</source>
        <translation>Fase 3: tag en brik fra den åbne række eller blindt fra bunken</translation>
    </message>
    <message>
        <source>Phase 4: place a counter or your obstacle on a road, or pass</source>
        <translation>Fase 4: læg en brik eller din forhindring på en vej, eller meld pas</translation>
    </message>
    <message>
        <source>Phase 5: travel to a highlighted town, or end your move</source>
        <translation>Fase 5: rejs til en fremhævet by, eller afslut din rejse</translation>
    </message>
    <message>
        <source>Caravan: pay any cards, one at a time</source>
        <translation>Karavane: betal vilkårlige kort, ét ad gangen</translation>
    </message>
    <message>
        <source>Discard down to 4 travel cards</source>
        <translation>Smid ned til 4 rejsekort</translation>
    </message>
    <message>
        <source>Phase 6: keep at most one counter for the next round</source>
        <translation>Fase 6: behold højst én brik til næste runde</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Spillet er slut</translation>
    </message>
    <message>
        <source>Distance from the home town</source>
        <translation>Afstand til hjembyen</translation>
    </message>
    <message>
        <source>This road already carries a counter ({transport}); a road takes only one.</source>
        <translation>Denne vej har allerede en brik ({transport}); en vej kan kun have én.</translation>
    </message>
    <message numerus="yes">
        <source>Tied on points: {player} wins the tie with more travel cards in hand (%n).</source>
        <translation>
            <numerusform>Lige mange point: {player} vinder på flest rejsekort på hånden (%n kort).</numerusform>
            <numerusform>Lige mange point: {player} vinder på flest rejsekort på hånden (%n kort).</numerusform>
        </translation>
    </message>
    <message>
        <source>{transport} cannot travel through {terrain}; this road takes only: {allowed}.</source>
        <translation>{transport} kan ikke rejse gennem terrænet »{terrain}«; denne vej tager kun: {allowed}.</translation>
    </message>
    <message>
        <source>{town} is not next to {here}: travel one route at a time (hover a town to see the cheapest way).</source>
        <translation>{town} ligger ikke op til {here}: rejs én rute ad gangen (hold musen over en by for at se den billigste vej).</translation>
    </message>
    <message numerus="yes">
        <source>A caravan here costs %n cards of any kind; you hold {have}.</source>
        <translation>
            <numerusform>En karavane koster her %n vilkårligt kort; du har {have}.</numerusform>
            <numerusform>En karavane koster her %n vilkårlige kort; du har {have}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This step costs %n cards of one kind ({card}); you hold {have}.</source>
        <translation>
            <numerusform>Dette skridt koster %n kort ({card}); du har {have}.</numerusform>
            <numerusform>Dette skridt koster %n kort af samme slags ({card}); du har {have}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This road costs %n cards of one kind ({card}) and you hold {have}; a caravan would need {caravan_cards}.</source>
        <translation>
            <numerusform>Denne vej koster %n kort ({card}), og du har {have}; en karavane ville kræve {caravan_cards}.</numerusform>
            <numerusform>Denne vej koster %n kort af samme slags ({card}), og du har {have}; en karavane ville kræve {caravan_cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The ferry costs %n rafts; you hold {have}.</source>
        <translation>
            <numerusform>Færgen koster %n tømmerflåde; du har {have}.</numerusform>
            <numerusform>Færgen koster %n tømmerflåder; du har {have}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Against the current this river costs %n rafts; you hold {have}.</source>
        <translation>
            <numerusform>Mod strømmen koster denne flod %n tømmerflåde; du har {have}.</numerusform>
            <numerusform>Mod strømmen koster denne flod %n tømmerflåder; du har {have}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With the current this river costs %n rafts, and you hold none.</source>
        <translation>
            <numerusform>Med strømmen koster denne flod %n tømmerflåde, og du har ingen.</numerusform>
            <numerusform>Med strømmen koster denne flod %n tømmerflåder, og du har ingen.</numerusform>
        </translation>
    </message>
    <message>
        <source>First draw your secret counter: click the pile. The face-up row comes next.</source>
        <translation>Træk først din hemmelige brik: klik på bunken. Den åbne række kommer bagefter.</translation>
    </message>
    <message numerus="yes">
        <source>%n cards of any kind</source>
        <translation>
            <numerusform>%n vilkårligt kort</numerusform>
            <numerusform>%n vilkårlige kort</numerusform>
        </translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Point</translation>
    </message>
    <message numerus="yes">
        <source>Town pieces collected: %n points each</source>
        <translation>
            <numerusform>Indsamlede bybrikker: %n point hver</numerusform>
            <numerusform>Indsamlede bybrikker: %n point hver</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Home town: %n points less per step still to go</source>
        <translation>
            <numerusform>Hjemby: %n point mindre pr. skridt, der mangler</numerusform>
            <numerusform>Hjemby: %n point mindre pr. skridt, der mangler</numerusform>
        </translation>
    </message>
    <message>
        <source>Travel cards in hand</source>
        <translation>Rejsekort på hånden</translation>
    </message>
    <message>
        <source>Face-down transport counters</source>
        <translation>Skjulte transportbrikker</translation>
    </message>
    <message>
        <source>Town card</source>
        <translation>Bykort</translation>
    </message>
    <message>
        <source>{player} visited every town before the end of round 3 and won at once.</source>
        <translation>{player} besøgte alle byer før 3. runde var slut og vandt straks.</translation>
    </message>
    <message numerus="yes">
        <source>{player} has the most points (%n) and wins.</source>
        <translation>
            <numerusform>{player} har flest point (%n) og vinder.</numerusform>
            <numerusform>{player} har flest point (%n) og vinder.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} are tied on %n points.</source>
        <translation>
            <numerusform>{players} står lige med %n point.</numerusform>
            <numerusform>{players} står lige med %n point.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie-break, the most travel cards left in hand: {standing}.</source>
        <translation>Ved lighed, flest rejsekort tilbage på hånden: {standing}.</translation>
    </message>
    <message>
        <source>{player} wins the tie.</source>
        <translation>{player} vinder dermed.</translation>
    </message>
    <message>
        <source>{players} are still tied and share the victory.</source>
        <translation>{players} står stadig lige og deler sejren.</translation>
    </message>
    <message>
        <source>Pay with a card:</source>
        <translation>Betal med et kort:</translation>
    </message>
    <message>
        <source>Discard a card:</source>
        <translation>Smid et kort:</translation>
    </message>
    <message>
        <source>Keep a face-up counter:</source>
        <translation>Behold en åben brik:</translation>
    </message>
    <message>
        <source>Keep a face-down counter:</source>
        <translation>Behold en skjult brik:</translation>
    </message>
</context>
<context>
    <name>ElfenlandBoard</name>
    <message>
        <source>caravan, any {n}</source>
        <translation>karavane, {n} vilkårlige</translation>
    </message>
    <message>
        <source>Lake: the ferries across it cost 2 rafts either way.</source>
        <translation>Sø: færgerne over den koster 2 tømmerflåder begge veje.</translation>
    </message>
    <message>
        <source>Road through {terrain}</source>
        <translation>Vej gennem: {terrain}</translation>
    </message>
    <message>
        <source>River: 1 raft with the current (arrows), 2 rafts against it</source>
        <translation>Flod: 1 tømmerflåde med strømmen (pile), 2 mod den</translation>
    </message>
    <message>
        <source>Ferry across the lake: 2 rafts</source>
        <translation>Færge over søen: 2 tømmerflåder</translation>
    </message>
    <message>
        <source>{transport}: cards of this kind needed on this road: {cards}</source>
        <translation>{transport}: kort af denne slags til denne vej: {cards}</translation>
    </message>
    <message>
        <source>Obstacle: one more card of the counter&apos;s kind (caravan: 4 cards)</source>
        <translation>Forhindring: ét kort mere af brikkens slags (karavane: 4 kort)</translation>
    </message>
    <message>
        <source>The capital: every boot starts here; it has no town pieces.</source>
        <translation>Hovedstaden: alle støvler starter her; den har ingen bybrikker.</translation>
    </message>
    <message>
        <source>Pieces still here: {names}</source>
        <translation>Brikker her endnu: {names}</translation>
    </message>
    <message>
        <source>Boot of {player}</source>
        <translation>Støvle: {player}</translation>
    </message>
    <message>
        <source>{town}: out of reach with your cards</source>
        <translation>{town}: uden for rækkevidde med dine kort</translation>
    </message>
    <message>
        <source>{town}: you are here</source>
        <translation>{town}: du er her</translation>
    </message>
    <message>
        <source>Cheapest way to {town} (cards: {n})</source>
        <translation>Billigste vej til {town} (kort: {n})</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Runde {round} af {rounds}</translation>
    </message>
    <message>
        <source>Face-up counters</source>
        <translation>Åbne brikker</translation>
    </message>
    <message>
        <source>Pile: {n}</source>
        <translation>Bunke: {n}</translation>
    </message>
    <message>
        <source>Travel cards outside the hands: {n}</source>
        <translation>Rejsekort uden for hænderne: {n}</translation>
    </message>
    <message>
        <source>River: 1 raft downstream, 2 upstream</source>
        <translation>Flod: 1 tømmerflåde med strømmen, 2 mod</translation>
    </message>
    <message>
        <source>Ferry: 2 rafts</source>
        <translation>Færge: 2 tømmerflåder</translation>
    </message>
    <message>
        <source>Towns: {n}</source>
        <translation>Byer: {n}</translation>
    </message>
    <message>
        <source>Cards: {n}</source>
        <translation>Kort: {n}</translation>
    </message>
    <message>
        <source>Face-down counter (only you see it): {transport}</source>
        <translation>Skjult brik (kun du ser den): {transport}</translation>
    </message>
    <message>
        <source>Face-down counter</source>
        <translation>Skjult brik</translation>
    </message>
    <message>
        <source>Obstacle not used yet</source>
        <translation>Forhindring endnu ikke brugt</translation>
    </message>
    <message>
        <source>Home town: {town}</source>
        <translation>Hjemby: {town}</translation>
    </message>
    <message>
        <source>Travel costs</source>
        <translation>Rejseomkostninger</translation>
    </message>
    <message>
        <source>Cards of the counter&apos;s kind per step; – means the transport cannot use that terrain. River: 1 raft with the current, 2 against it. Obstacle: one card more. Caravan: any 3 cards on a road with a counter (4 with an obstacle).</source>
        <translation>Kort af brikkens slags pr. skridt; – betyder, at transportmidlet ikke kan bruge det terræn. Flod: 1 tømmerflåde med strømmen, 2 mod. Forhindring: ét kort mere. Karavane: 3 vilkårlige kort på en vej med brik (4 med forhindring).</translation>
    </message>
    <message>
        <source>Travel costs…</source>
        <translation>Rejseomkostninger…</translation>
    </message>
    <message>
        <source>Travel cards ({n}):</source>
        <translation>Rejsekort ({n}):</translation>
    </message>
    <message>
        <source>Face-up counters: {list}</source>
        <translation>Åbne brikker: {list}</translation>
    </message>
    <message>
        <source>Face-down counters: {list}</source>
        <translation>Skjulte brikker: {list}</translation>
    </message>
    <message>
        <source>Obstacle: in hand</source>
        <translation>Forhindring: på hånden</translation>
    </message>
    <message>
        <source>Obstacle: used</source>
        <translation>Forhindring: brugt</translation>
    </message>
    <message>
        <source>Caravan to {town}: cards still to pay: {n}</source>
        <translation>Karavane til {town}: kort der mangler at blive betalt: {n}</translation>
    </message>
    <message>
        <source>Towns still to visit</source>
        <translation>Byer, der mangler at blive besøgt</translation>
    </message>
    <message>
        <source>Journey of {player} this round: {towns}</source>
        <translation>{player} rejser i denne runde: {towns}</translation>
    </message>
    <message numerus="yes">
        <source>%n towns still to visit</source>
        <translation>
            <numerusform>%n by mangler at blive besøgt</numerusform>
            <numerusform>%n byer mangler at blive besøgt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ElfenlandRules</name>
    <message>
        <source>What is in the game</source>
        <translation>Hvad spillet indeholder</translation>
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
        <translation>&lt;p&gt;I Elfenland rejser 2 til 6 unge elvere gennem deres land. Den, der besøger flest byer på fire runder, vinder.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Spillepladen&lt;/b&gt;: 21 byer. Fra hovedstaden Elvenhold begynder hver rejse; hver af de andre 20 byer har én &lt;b&gt;bybrik&lt;/b&gt; for hver spiller. Byerne forbindes af 35 veje gennem slette, skov, ørken eller bjerge, af 7 flodstykker og af 6 færgeruter over de to søer, Mare Magnum og Mare Nebulae.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;72 rejsekort&lt;/b&gt;: 10 af hver af Kæmpegris, Elvercykel, Magisk sky, Enhjørning, Troldevogn og Drage samt 12 Tømmerflåder.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;48 transportbrikker&lt;/b&gt;: 8 af hvert af de seks transportmidler (der findes ingen tømmerflådebrikker).&lt;/li&gt;
&lt;li&gt;&lt;b&gt;6 forhindringer&lt;/b&gt;, én pr. spiller.&lt;/li&gt;
&lt;li&gt;Til hver spiller en &lt;b&gt;elverstøvle&lt;/b&gt; og 20 bybrikker i spillerens farve.&lt;/li&gt;
&lt;li&gt;12 &lt;b&gt;bykort&lt;/b&gt;, kun til varianten med hjemby.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Forberedelse</translation>
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
&lt;li&gt;Alle støvler står i Elvenhold. Hver af de andre byer har én brik for hver spiller.&lt;/li&gt;
&lt;li&gt;Hver spiller får én forhindring. Forhindringerne blandes ikke med transportbrikkerne.&lt;/li&gt;
&lt;li&gt;De 48 transportbrikker blandes med bagsiden op i en bunke, og 5 af dem lægges åbne i en række ved siden af.&lt;/li&gt;
&lt;li&gt;Programmet trækker startspilleren tilfældigt.&lt;/li&gt;
&lt;li&gt;I varianten med hjemby får hver spiller også et skjult bykort.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>A round in six phases</source>
        <translation>En runde i seks faser</translation>
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
        <translation>&lt;p&gt;Spillet varer &lt;b&gt;4 runder&lt;/b&gt; (et valg giver 3, som i en senere engelsk udgave). Hver runde har seks faser, hver i tur fra startspilleren:&lt;/p&gt;
&lt;ol&gt;
&lt;li&gt;&lt;b&gt;Rejsekort.&lt;/b&gt; Alle kort uden for spillernes hænder blandes, og hver hånd fyldes op til 8 kort. Programmet gør det selv.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;En hemmelig brik.&lt;/b&gt; Hver spiller trækker en transportbrik fra bunken og holder den skjult: kun han kender den.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Åbne brikker.&lt;/b&gt; Tre gange rundt om bordet tager hver spiller én brik.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Planlægning.&lt;/b&gt; Spillerne lægger brikker på vejene.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Rejsen.&lt;/b&gt; Én efter én flytter spillerne deres støvler.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Rundens afslutning.&lt;/b&gt; Brikker leveres tilbage, og den næste startspiller begynder.&lt;/li&gt;
&lt;/ol&gt;</translation>
    </message>
    <message>
        <source>Drawing transport counters</source>
        <translation>At trække transportbrikker</translation>
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
        <translation>&lt;p&gt;I fase 2 tager hver spiller den øverste brik i bunken skjult.&lt;/p&gt;
&lt;p&gt;I fase 3 tager hver spiller, tre gange i tur, enten en af de 5 åbne brikker i rækken (klik på den) eller den øverste brik i bunken uden at se (klik på bunken). En brik taget fra rækken erstattes straks fra bunken, så rækken altid viser 5 brikker. Brikker fra fase 3 ligger åbne foran ejeren, så alle kan se dem. Man må ikke melde pas i denne fase.&lt;/p&gt;
&lt;p&gt;En spiller har altså højst 5 brikker: den, der blev beholdt fra sidste runde, én hemmelig og tre åbne.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Planning the routes</source>
        <translation>Planlægning af ruterne</translation>
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
        <translation>&lt;p&gt;I tur lægger hver spiller enten &lt;b&gt;én&lt;/b&gt; af sine brikker på en vej, lægger sin forhindring eller melder pas. Så beslutter den næste spiller.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;En vej har højst én transportbrik.&lt;/li&gt;
&lt;li&gt;En brik må kun lægges på en vej, som dens transportmiddel kan bruge (se tabellen i &lt;a href=&apos;section:travelling&apos;&gt;Rejser og omkostninger&lt;/a&gt;). En Enhjørning kommer for eksempel aldrig på en slettevej.&lt;/li&gt;
&lt;li&gt;Floder og søer får aldrig brikker.&lt;/li&gt;
&lt;li&gt;En brik på spillepladen tjener &lt;b&gt;alle&lt;/b&gt; spillere, ikke kun den, der lagde den.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;En spiller, der har meldt pas, må lægge igen i en senere tur. Fasen slutter, når alle spillere har meldt pas efter hinanden. For en spiller, der intet kan lægge, melder programmet pas uden at spørge.&lt;/p&gt;
&lt;p&gt;På spillepladen er de veje fremhævet, hvor dine brikker kan ligge; klik på én. Passer flere af dine brikker på vejen, spørger en menu hvilken.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Travelling and costs</source>
        <translation>Rejser og omkostninger</translation>
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
        <translation>&lt;p&gt;I tur foretager hver spiller hele sin rejse, derefter rejser den næste. En rejse er et vilkårligt antal skridt fra by til by. Hvert skridt betales straks med rejsekort; samme vej må bruges igen og igen, frem og tilbage, hvis man betaler hver gang. Du stopper, når du ikke kan eller vil betale mere.&lt;/p&gt;
&lt;p&gt;Et skridt ad en vej kræver en transportbrik på vejen. Du betaler kort af &lt;b&gt;brikkens&lt;/b&gt; slags; antallet afhænger af terrænet:&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Transport&lt;/th&gt;&lt;th&gt;Slette&lt;/th&gt;&lt;th&gt;Skov&lt;/th&gt;&lt;th&gt;Ørken&lt;/th&gt;&lt;th&gt;Bjerge&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Kæmpegris&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Elvercykel&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Magisk sky&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Enhjørning&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Troldevogn&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Drage&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;En streg betyder, at transportmidlet ikke kan bruges der (og dets brik ikke kan lægges der). Vand betales med tømmerflåder: se &lt;a href=&apos;section:rivers_lakes&apos;&gt;Floder og søer&lt;/a&gt;.&lt;/p&gt;
&lt;p&gt;I hver by, du når, også en du kun passerer, får du din egen brik tilbage (Elvenhold har ingen). Spillede kort forlader din hånd. Ved rejsens slutning må du højst beholde 4 kort: smid resten, og vælg selv hvilke.&lt;/p&gt;
&lt;p&gt;På spillepladen er byerne ét skridt væk fremhævet med skridtets pris. Klik på én for at rejse dertil; er der flere måder (vej eller flod, passende kort eller karavane), spørger en menu. Hold musen over en by for at se den billigste vej dertil med kortene på din hånd. &lt;b&gt;Rejseomkostninger…&lt;/b&gt; under din hånd viser hele tabellen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The caravan</source>
        <translation>Karavanen</translation>
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
        <translation>&lt;p&gt;En spiller, der ikke kan betale de passende kort for en vej, kan rejse ad den som &lt;b&gt;karavane&lt;/b&gt;: han betaler &lt;b&gt;3 vilkårlige kort&lt;/b&gt; af enhver slags, tømmerflåder medregnet. På en vej med forhindring koster en karavane 4 kort.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;En karavane kræver også en transportbrik på vejen.&lt;/li&gt;
&lt;li&gt;En karavane krydser aldrig en flod eller en sø.&lt;/li&gt;
&lt;li&gt;Du vælger kortene ét ad gangen med de knapper, der dukker op.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Som standard (ordlyden i vores ukrainske kilde) er karavanen kun for en spiller, der ikke kan betale de passende kort. Spilvalget &lt;i&gt;Karavane: altid tilladt i stedet&lt;/i&gt; lader en spiller vælge karavanen, selv med de passende kort på hånden.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rivers and lakes</source>
        <translation>Floder og søer</translation>
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
        <translation>&lt;p&gt;Vand kræver ingen brik: der betales kun &lt;b&gt;tømmerflåde&lt;/b&gt;-kort.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Flod&lt;/b&gt;: 1 tømmerflåde med strømmen (i pilenes retning på spillepladen), 2 mod den. Elfenlands floder er sære: nogle løber op i bjergene. Hold øje med pilene.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Sø&lt;/b&gt;: færgerne over Mare Magnum (Elvenhold, Virst, Strykhaven) og Mare Nebulae (Parundia, Yttar, Grangor) koster 2 tømmerflåder begge veje.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Der lægges aldrig brikker eller forhindringer på vand, og karavaner kan ikke bruge det.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Obstacles</source>
        <translation>Forhindringer</translation>
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
        <translation>&lt;p&gt;I stedet for en brik kan en spiller lægge sin &lt;b&gt;forhindring&lt;/b&gt; under planlægningen, én gang pr. spil.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Kun på en vej, der allerede har en transportbrik, og højst én forhindring pr. vej.&lt;/li&gt;
&lt;li&gt;Aldrig på en flod eller en sø.&lt;/li&gt;
&lt;li&gt;Vejen forbliver åben, men hver rejsende betaler ét kort mere af brikkens slags (en karavane betaler 4 kort i stedet for 3).&lt;/li&gt;
&lt;li&gt;En brugt forhindring forlader spillet ved rundens slutning; en ubrugt bliver hos ejeren til senere runder.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>End of the round</source>
        <translation>Rundens afslutning</translation>
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
        <translation>&lt;p&gt;Når alle har rejst:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;I tur beholder hver spiller højst &lt;b&gt;én&lt;/b&gt; af sine brikker til næste runde; den beholdte brik forbliver skjult eller åben som før. Alle hans andre brikker går tilbage i bunken. En spiller uden brikker bliver ikke spurgt.&lt;/li&gt;
&lt;li&gt;Alle brikker på spillepladen går også tilbage i bunken, som blandes. Den åbne række forbliver som den er.&lt;/li&gt;
&lt;li&gt;Forhindringer lagt i denne runde forlader spillet.&lt;/li&gt;
&lt;li&gt;Den næste spiller i tur bliver startspiller, og en ny runde begynder med fase 1.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Rejsekort leveres ikke tilbage: hver spiller beholder sine (højst 4) kort og fyldes op til 8 ved næste rundes start.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Spillets afslutning</translation>
    </message>
    <message>
        <source>&lt;p&gt;After the last round the player with the most town pieces wins. In a tie,
the tied player holding the most travel cards wins; players still tied share the
victory.&lt;/p&gt;
&lt;p&gt;In the 4-round game a player who has collected all 20 town pieces before the end of
round 3 wins at once; the game stops right there. In the 3-round game this does not
apply.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Efter sidste runde vinder spilleren med flest bybrikker. Ved uafgjort vinder den af dem, der har flest rejsekort; spillere, der stadig står lige, deler sejren.&lt;/p&gt;
&lt;p&gt;I spillet med 4 runder vinder en spiller, der har samlet alle 20 bybrikker før 3. runde er slut, straks; spillet stopper der. I spillet med 3 runder gælder det ikke.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Variant: home town</source>
        <translation>Variant: hjemby</translation>
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
        <translation>&lt;p&gt;Med valget &lt;i&gt;Variant: hjemby&lt;/i&gt; får hver spiller ved starten et af de 12 bykort skjult: byen, hvor hans rejse skal slutte. Kun han kan se det (i sit håndpanel).&lt;/p&gt;
&lt;p&gt;Til sidst mister hver spiller ét point for hvert skridt mellem byen, hvor hans støvle står, og hans hjemby, talt ad den korteste vej over alle ruter (veje, floder og færger tæller hver ét skridt, uanset hvad der ligger på dem). Uafgjort på point afgøres som i grundspillet af flest tilbageværende rejsekort: afstanden tæller allerede med i pointene, så den afgør ikke uafgjort en gang til.&lt;/p&gt;</translation>
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
        <translation>&lt;p&gt;Vores regelkilde er en ukrainsk tekst til det oprindelige spil. Hvor den tier, hvor den afviger fra den senere engelske regelbog, eller hvor en computer behøver et fast svar, har vi besluttet således.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Fire runder.&lt;/b&gt; De ukrainske regler spiller 4 runder; den senere engelske udgave spiller 3 og kalder 4 en variant. 4 er standard; 3 er et valg.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Forhindringer.&lt;/b&gt; De holdes adskilt fra transportbrikkerne og trækkes aldrig fra bunken, som den engelske regelbog siger.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Startspiller.&lt;/b&gt; Startspilleren i første runde trækkes tilfældigt.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Automatisk pas.&lt;/b&gt; Under planlægningen melder en spiller, der intet kan lægge, pas uden at blive spurgt.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Åbne før skjulte.&lt;/b&gt; Har du en brikslags både åben og skjult, bruges den åbne, når du lægger den slags, så din hemmelighed forbliver hemmelig.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Karavane.&lt;/b&gt; Som standard må kun en spiller, der ikke kan betale de passende kort, rejse som karavane (den ukrainske ordlyd); et valg tillader den altid. En karavane kræver en brik på vejen, som den engelske regelbog siger.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Kort, der smides.&lt;/b&gt; Ved grænsen på 4 kort vælger du selv, hvilke kort du smider.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Tidlig sejr.&lt;/b&gt; Om en spiller har alle 20 brikker, tjekkes efter hvert skridt i runde 1 til 3, og spillet slutter straks.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Delt sejr.&lt;/b&gt; Spillere, der stadig står lige efter afgørelsen, deler sejren.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Afstand til hjembyen.&lt;/b&gt; Tælles i skridt over alle ruter uden hensyn til, hvad der ligger på dem.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Uafgjort i hjemby-varianten.&lt;/b&gt; Kun de tilbageværende rejsekort afgør det, som vores kilde siger for alle spil. At være nærmere sin hjemby afgør ikke uafgjort: det tæller allerede med i pointene.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Beholdte brikker.&lt;/b&gt; En spiller uden brikker ved rundens slutning bliver ikke spurgt, hvad han vil beholde; efter sidste runde leveres intet tilbage.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Fase 1&lt;/b&gt; sker af sig selv: programmet giver kortene.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Bynavne og spillepladen.&lt;/b&gt; De ukrainske stavemåder af byerne (undtagen Ельфенголд, kildens eget ord) er vores translitterationer. Vejenes kurver, søernes form og terrænområderne på spillepladen er vores eget valg: områderne er afledt af terrænet på de nærmeste veje.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Skjult information.&lt;/b&gt; Computerspillere ser kun, hvad et menneske på deres plads ville se: deres egen hånd og hemmelige brikker samt alt offentligt.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Gode råd</translation>
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
&lt;li&gt;Se på dine kort, før du tager brikker: en Drage-brik er ikke meget værd uden Drage-kort.&lt;/li&gt;
&lt;li&gt;Brikker på spillepladen hjælper alle. Læg dem, hvor de passer bedre til din rute end til de andres.&lt;/li&gt;
&lt;li&gt;Tømmerflåder er kostbare: floder og søer kræver slet ingen brik.&lt;/li&gt;
&lt;li&gt;En forhindring gør mest skade på en vej, som en anden spiller tydeligvis har brug for.&lt;/li&gt;
&lt;li&gt;Tænk fremad: efter rejsen har du højst 4 kort tilbage.&lt;/li&gt;
&lt;li&gt;Kihromah er en blindgyde med én vej til Dag&apos;Amura: den, der tager derhen, må tilbage igen.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Choices made in this program</source>
        <translation>Valg truffet i dette program</translation>
    </message>
</context>
<context>
    <name>ElfenlandSituations</name>
    <message>
        <source>The start: every boot stands in Elvenhold, and a town piece of each player&apos;s colour lies in every other town, waiting to be collected.</source>
        <translation>Starten: alle støvler står i Elvenhold, og i hver af de andre byer ligger en bybrik i hver spillers farve og venter på at blive samlet op.</translation>
    </message>
    <message>
        <source>Phase 5 of the first round: the counters are on the roads, and each player travels in turn, paying travel cards for every step.</source>
        <translation>Fase 5 i første runde: brikkerne ligger på vejene, og hver spiller rejser efter tur og betaler rejsekort for hvert stykke.</translation>
    </message>
    <message>
        <source>Phase 2 begins with your secret counter from the pile; taking from the face-up row first is refused.</source>
        <translation>Fase 2 begynder med din hemmelige brik fra bunken; at tage fra den åbne række først afvises.</translation>
    </message>
    <message>
        <source>Then take counters in turn: one of the five face up, or a blind one from the pile.</source>
        <translation>Derefter tager I brikker på skift: en af de fem åbne eller en skjult fra bunken.</translation>
    </message>
    <message>
        <source>Planning: a counter goes on a road whose terrain its transport crosses, one to a road. The giant pig crosses no desert and no mountains, and no counter goes on a river or a lake.</source>
        <translation>Planlægning: en brik lægges på en vej, hvis terræn dens transportmiddel kan krydse, én pr. vej. Kæmpegrisen krydser hverken ørken eller bjerge, og ingen brik lægges på en flod eller en sø.</translation>
    </message>
    <message>
        <source>Your obstacle goes only on a road that already carries a counter: it makes that road cost one card more.</source>
        <translation>Din forhindring må kun lægges på en vej, der allerede har en brik: den vej koster så ét kort mere.</translation>
    </message>
    <message>
        <source>Travelling: one route at a time, to a town next to your boot, along a road with a counter, paying the cards its transport asks for on that terrain.</source>
        <translation>At rejse: ét stykke ad gangen, til en by ved siden af din støvle, ad en vej med en brik, og du betaler de kort, dens transportmiddel kræver i det terræn.</translation>
    </message>
    <message>
        <source>A caravan crosses a road with any cards: three, four with an obstacle. With the program&apos;s default option it is offered only where you cannot pay the matching cards.</source>
        <translation>En karavane krydser en vej med vilkårlige kort: tre, fire med en forhindring. Med programmets standardindstilling tilbydes den kun, hvor du ikke kan betale de passende kort.</translation>
    </message>
    <message>
        <source>Rivers and lakes need rafts: downstream one, against the current two, and a lake crossing two. Without the rafts the water route is refused.</source>
        <translation>Floder og søer kræver tømmerflåder: én med strømmen, to mod strømmen og to over en sø. Uden flåderne afvises vandvejen.</translation>
    </message>
    <message>
        <source>The end of a round: the counters leave the roads, and you may keep one of yours for the next round.</source>
        <translation>Slutningen af en runde: brikkerne forlader vejene, og du må beholde én af dine til næste runde.</translation>
    </message>
    <message>
        <source>The last round: every town piece you have collected is a point, and at the end the most points win.</source>
        <translation>Sidste runde: hver bybrik, du har samlet, er ét point værd, og til sidst vinder flest point.</translation>
    </message>
    <message>
        <source>The home-town variant: your town card (in your hand panel) names the town your journey should end in; each step short of it costs a point.</source>
        <translation>Hjembyvarianten: dit bykort (i dit kortpanel) viser den by, hvor din rejse skal ende; hvert skridt, du mangler, koster ét point.</translation>
    </message>
</context>
<context>
    <name>EndOfGameWindow</name>
    <message>
        <source>Place</source>
        <translation>Plads</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>I alt</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spillet er slut</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Vinder: {names}</translation>
    </message>
    <message>
        <source>Turns: {turns}</source>
        <translation>Ture: {turns}</translation>
    </message>
    <message>
        <source>Moves: {moves}</source>
        <translation>Træk: {moves}</translation>
    </message>
    <message>
        <source>Playing time: {time}</source>
        <translation>Spilletid: {time}</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Revanche</translation>
    </message>
    <message>
        <source>The same players and options, newly shuffled</source>
        <translation>Samme spillere og valg, blandet på ny</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nyt spil…</translation>
    </message>
    <message>
        <source>&amp;Watch the replay</source>
        <translation>Se &amp;genafspilningen</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Gem…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Hidden until the end</source>
        <translation>Skjult indtil slutningen</translation>
    </message>
    <message numerus="yes">
        <source>Further down, {players} are level on %n points; the tie-break places them.</source>
        <translation>
            <numerusform>Længere nede står {players} lige med %n point; reglen ved lighed afgør deres placering.</numerusform>
            <numerusform>Længere nede står {players} lige med %n point; reglen ved lighed afgør deres placering.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GainsView</name>
    <message>
        <source>Gained and lost: {list}</source>
        <translation>Fået og mistet: {list}</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>The board of {game} at the start of a game</source>
        <translation>Spillepladen i {game} ved starten af et spil</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <source>New game of {game}</source>
        <translation>Nyt spil: {game}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>Regler for {game}</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Lær at spille</translation>
    </message>
    <message>
        <source>Learn to play {game}: a guided first game</source>
        <translation>Lær at spille {game}: et første spil med vejledning</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Copy</source>
        <translation>Kopiér</translation>
    </message>
    <message>
        <source>Copy the whole log</source>
        <translation>Kopiér hele loggen</translation>
    </message>
    <message>
        <source>Save the log as text…</source>
        <translation>Gem loggen som tekst…</translation>
    </message>
</context>
<context>
    <name>GameTexts</name>
    <message>
        <source>Player {number}</source>
        <translation>Spiller {number}</translation>
    </message>
    <message>
        <source>This cannot be undone: it revealed hidden information or used the dice.</source>
        <translation>Dette kan ikke fortrydes: det afslørede skjult information eller brugte terningerne.</translation>
    </message>
    <message>
        <source>Only your own moves can be undone: that one was made by the player before you. (Free undo in the Settings menu lifts this if everybody agrees.)</source>
        <translation>Du kan kun fortryde dine egne træk: dette træk blev lavet af spilleren før dig. (Fri fortrydelse i menuen Indstillinger tillader det, hvis alle er enige.)</translation>
    </message>
    <message>
        <source>The game is over: its last move cannot be undone.</source>
        <translation>Spillet er slut: det sidste træk kan ikke fortrydes.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} og {last}</translation>
    </message>
    <message>
        <source>Only your own last decision can be undone, and not once it revealed hidden information or used the dice.</source>
        <translation>Kun din egen seneste beslutning kan fortrydes, og ikke når den har afsløret skjult information eller brugt terningerne.</translation>
    </message>
    <message>
        <source>The game moved on before your move reached the host: choose again.</source>
        <translation>Spillet gik videre, før dit træk nåede værten: vælg igen.</translation>
    </message>
    <message>
        <source>That move belongs to another player.</source>
        <translation>Det træk tilhører en anden spiller.</translation>
    </message>
    <message>
        <source>The host could not take this move; the game is unchanged.</source>
        <translation>Værten kunne ikke tage imod dette træk; spillet er uændret.</translation>
    </message>
    <message>
        <source>The connection to the host is lost: rejoin to play on.</source>
        <translation>Forbindelsen til værten er tabt: tilslut dig igen for at spille videre.</translation>
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
        <translation>Paladserne i Carrara</translation>
    </message>
    <message>
        <source>Elfenland</source>
        <translation>Elfenland</translation>
    </message>
    <message>
        <source>Buy marble from the turning wheel, build in six Tuscan cities and score them at the right moment.</source>
        <translation>Køb marmor fra det roterende hjul, byg i seks toscanske byer, og lad dem give point på det rette tidspunkt.</translation>
    </message>
    <message>
        <source>Settle an island: trade resources and build roads, settlements and cities to reach 10 points.</source>
        <translation>Bosæt en ø: byt råstoffer, og byg veje, bosættelser og byer, til du når 10 point.</translation>
    </message>
    <message>
        <source>Build the trading town of Elasund: claim plots with permits, earn gold and influence, raise the church.</source>
        <translation>Byg handelsbyen Elasund: tag grunde med byggetilladelser, tjen guld og indflydelse, og rejs kirken.</translation>
    </message>
    <message>
        <source>Travel through the land of the elves by dragon, unicorn and raft, and visit as many towns as you can.</source>
        <translation>Rejs gennem elvernes land på drage, enhjørning og tømmerflåde, og besøg så mange byer som muligt.</translation>
    </message>
</context>
<context>
    <name>HintRunner</name>
    <message>
        <source>A hint is for a human player whose move it is.</source>
        <translation>Et tip er til en menneskelig spiller, hvis tur det er.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Finder et tip…</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Tip: {move}</translation>
    </message>
</context>
<context>
    <name>LessonCarrara</name>
    <message>
        <source>Welcome to The Palaces of Carrara. You buy marble and build with it in the six cities of your own board (below the main board); buildings earn points and coins when you score them. Each turn you take exactly one action: buy marble, build one building, or score a city or a building type. After it you may buy one object for 10 coins. The player with the most points at the end wins.</source>
        <translation>Velkommen til Paladserne i Carrara. Du køber marmor og bygger med det i de seks byer på din egen plade (under spillepladen); bygningerne giver point og mønter, når du tæller dem. Hver tur udfører du præcis én handling: køb marmor, byg én bygning, eller tæl en by eller en bygningstype. Bagefter må du købe én genstand for 10 mønter. Den, der har flest point til sidst, vinder.</translation>
    </message>
    <message>
        <source>The wheel is the marble market. Beside each of its six segments the board prints the price of every colour: at position I white costs 6 coins, yellow 5, red 4, green 3, blue 2 and black 1, and each position further round is one coin cheaper, down to free. Buying begins with a turn of the wheel: every segment moves one position on, so its blocks get a coin cheaper (blocks left at VI come round to I and its prices), and blocks drawn from the bag refill position I until 11 lie on the wheel. Press Buy marble.</source>
        <translation>Hjulet er marmormarkedet. Ved hvert af dets seks segmenter står prisen for hver farve trykt på pladen: på position I koster hvid 6 mønter, gul 5, rød 4, grøn 3, blå 2 og sort 1, og for hver position længere rundt bliver det en mønt billigere, helt ned til gratis. Et køb begynder med, at hjulet drejes: hvert segment rykker én position frem, så dets klodser bliver en mønt billigere (klodser, der er tilbage på VI, kommer rundt til I og dens priser igen), og klodser trukket fra posen fylder position I op, til der ligger 11 på hjulet. Tryk på Køb marmor.</translation>
    </message>
    <message>
        <source>First buy marble: press the Buy marble button.</source>
        <translation>Køb først marmor: tryk på knappen Køb marmor.</translation>
    </message>
    <message>
        <source>Now choose one segment: you buy from that segment only. The highlighted segments hold at least one block you can pay for. If, once the wheel has turned, you cannot pay for any block, you show your coins and take 2 coins instead.</source>
        <translation>Vælg nu ét segment: du køber kun fra det. De fremhævede segmenter har mindst én klods, du har råd til. Hvis du, når hjulet er drejet, ikke har råd til en eneste klods, viser du dine mønter og tager i stedet 2 mønter.</translation>
    </message>
    <message>
        <source>Choose one of the highlighted segments of the wheel.</source>
        <translation>Vælg et af hjulets fremhævede segmenter.</translation>
    </message>
    <message>
        <source>Take blocks from this segment one at a time, each at its price here (a colour whose price is 0 is free). You must take at least one; stop taking when you have what you want. Your coins, blocks and objects lie behind your screen, hidden from the other players.</source>
        <translation>Tag klodser fra dette segment én ad gangen, hver til sin pris her (en farve med prisen 0 er gratis). Du skal tage mindst én; stop, når du har det, du vil have. Dine mønter, klodser og genstande ligger bag din skærm, skjult for de andre spillere.</translation>
    </message>
    <message>
        <source>Take blocks from the segment you chose, or stop taking.</source>
        <translation>Tag klodser fra det valgte segment, eller stop.</translation>
    </message>
    <message>
        <source>Now the city on your board. A city accepts its own colour and every more valuable one: Livorno white only, Pisa also yellow, Lucca also red, Viareggio also green, Massa also blue, and Lerici every colour, black too (black is good only there). The highlighted cities are those your blocks can pay in. The city sets what the building earns when scored, per point of value: Livorno 3 points, Pisa 3 coins, Lucca 2 points, Viareggio 2 coins, Massa 1 point, Lerici 1 coin.</source>
        <translation>Nu byen på din plade. En by tager imod sin egen farve og alle mere værdifulde: Livorno kun hvid, Pisa også gul, Lucca også rød, Viareggio også grøn, Massa også blå og Lerici alle farver, også sort (sort kan kun bruges der). De fremhævede byer er dem, hvor dine klodser rækker til betalingen. Byen afgør, hvad bygningen giver, når den tælles, pr. værdipoint: Livorno 3 point, Pisa 3 mønter, Lucca 2 point, Viareggio 2 mønter, Massa 1 point, Lerici 1 mønt.</translation>
    </message>
    <message>
        <source>Choose a highlighted city for the building.</source>
        <translation>Vælg en fremhævet by til bygningen.</translation>
    </message>
    <message>
        <source>Finish this turn as you like. From your next turn you may score a building type (library, cathedral, palace, gate, castle, villa): each player may score each type once, with one building of it or more. Each of your buildings of that type earns its value times its city&apos;s rate, in points or coins as the city pays, and brings the object drawn on it while the supply lasts. Scoring is your action for the turn. One building is enough; more of the type, in cities that pay well, score more.</source>
        <translation>Afslut denne tur, som du vil. Fra din næste tur må du tælle en bygningstype (bibliotek, katedral, palads, port, borg, villa): hver spiller må tælle hver type én gang, med mindst én bygning af typen. Hver af dine bygninger af den type giver sin værdi gange byens sats, i point eller mønter alt efter byen, og den genstand, der er tegnet på den, så længe forrådet rækker. En pointtælling er din handling i turen. Én bygning er nok; flere af typen, i byer der betaler godt, giver mere.</translation>
    </message>
    <message>
        <source>A city is scored only once in the whole game, by the first player who does it. You need at least 2 of your buildings there (Livorno, Pisa, Lucca) or 3 (Viareggio, Massa, Lerici); their values together, times the city&apos;s rate, are paid to you, and each of those buildings brings its object. Play on, buying and building, and score a city as soon as you can: it is highlighted then.</source>
        <translation>En by tælles kun én gang i hele spillet, af den første, der gør det. Du skal have mindst 2 af dine bygninger der (Livorno, Pisa, Lucca) eller 3 (Viareggio, Massa, Lerici); summen af deres værdier gange byens sats udbetales til dig, og hver af de bygninger giver sin genstand. Spil videre, køb og byg, og tæl en by, så snart du kan: så er den fremhævet.</translation>
    </message>
    <message>
        <source>You have six scoring markers. The objectives box shows the three goals for three players: 4 scorings (cities and types together), 7 objects, and buildings worth 25 in all. Whoever meets all three may announce the end after their action (5 points); the round is then played out so that all had the same number of turns. The game also ends when all 30 buildings are built. Then each object counts 3 points, every 5 coins 1 point and each building its value; on a tie, the most marble behind the screen wins.</source>
        <translation>Du har seks pointmarkører. Målfeltet viser de tre mål for tre spillere: 4 pointtællinger (byer og typer tilsammen), 7 genstande og bygninger til en samlet værdi af 25. Den, der har nået alle tre, må melde slut efter sin handling (5 point); derefter spilles runden færdig, så alle har haft lige mange ture. Spillet slutter også, når alle 30 bygninger er bygget. Så giver hver genstand 3 point, hver 5 mønter 1 point og hver bygning sin værdi; ved lighed vinder den, der har mest marmor bag skærmen.</translation>
    </message>
    <message>
        <source>Your action is done. Now, once a turn, you may buy one of the objects on the board for 10 coins: at the end each object is worth 3 points, and objects count for an objective. Buy one or end your turn.</source>
        <translation>Din handling er udført. Nu må du én gang pr. tur købe en af genstandene på pladen for 10 mønter: til sidst er hver genstand 3 point værd, og genstande tæller med i et af målene. Køb en, eller afslut din tur.</translation>
    </message>
    <message>
        <source>Choose the blocks that pay, one at a time: any mix of colours the city accepts. Pay first with the colours that the cities to the left refuse, and keep white and yellow for Livorno and Pisa.</source>
        <translation>Vælg de klodser, du betaler med, én ad gangen: enhver blanding af farver, byen tager imod. Betal først med de farver, byerne længere til venstre ikke tager, og gem hvid og gul til Livorno og Pisa.</translation>
    </message>
    <message>
        <source>A computer player scored a city: its marker stands there now, and nobody else may score that city. You may still build there, and those buildings still count when you score their type.</source>
        <translation>En computerspiller har talt en by: dens markør står der nu, og ingen andre må tælle den by. Du kan stadig bygge der, og de bygninger tæller stadig med, når du tæller deres type.</translation>
    </message>
    <message>
        <source>A computer player scored a building type. Unlike a city, a type stays open to everybody: the marker went on that player&apos;s own board, and you may still score the same type with your buildings.</source>
        <translation>En computerspiller har talt en bygningstype. I modsætning til en by forbliver en type åben for alle: markøren kom på spillerens egen plade, og du kan stadig tælle den samme type med dine bygninger.</translation>
    </message>
    <message>
        <source>The lesson is over. The game goes on: good luck with your palaces!</source>
        <translation>Lektionen er slut. Spillet fortsætter: held og lykke med dine paladser!</translation>
    </message>
    <message>
        <source>Now build. The nine tiles on display are the buildings on offer; the number on a tile is its value: the blocks it costs and the points it is worth at the end. The highlighted tiles are those your blocks can pay for. (You may buy more marble first if you prefer.)</source>
        <translation>Byg nu. De ni brikker fremme er de bygninger, der kan bygges; tallet på en brik er dens værdi: de klodser, den koster, og de point, den er værd til sidst. De fremhævede brikker er dem, dine klodser kan betale. (Du kan også købe mere marmor først, hvis du hellere vil.)</translation>
    </message>
    <message>
        <source>The computer players take their turns: the log says what each one bought or built. On your next turn you build.</source>
        <translation>Computerspillerne tager deres ture: loggen viser, hvad hver af dem købte eller byggede. I din næste tur bygger du.</translation>
    </message>
</context>
<context>
    <name>LessonCatan</name>
    <message>
        <source>Welcome to Catan. The first player to reach 10 victory points wins. Each settlement is worth 1 point and each city 2. The hexes produce resources: when the dice show a hex&apos;s number, every settlement next to it takes one card of that hex&apos;s resource, and every city two.</source>
        <translation>Velkommen til Catan. Den første spiller, der når 10 sejrspoint, vinder. Hver bosættelse er værd 1 point og hver by 2. Felterne producerer råstoffer: når terningerne viser et felts tal, får hver bosættelse ved feltet ét kort af feltets råstof, og hver by to.</translation>
    </message>
    <message>
        <source>Place your first settlement on a highlighted corner. No settlement may stand next to another one (the distance rule), so the highlighted corners are at least two roads away from every settlement. Corners touching numbers that come up often (6 and 8 most) pay best.</source>
        <translation>Placér din første bosættelse på et fremhævet knudepunkt. En bosættelse må ikke stå lige ved siden af en anden (afstandsreglen), så de fremhævede knudepunkter ligger mindst to veje fra enhver bosættelse. Knudepunkter ved tal, der ofte bliver slået (mest 6 og 8), giver mest.</translation>
    </message>
    <message>
        <source>First place your settlement on a highlighted corner.</source>
        <translation>Placér først din bosættelse på et fremhævet knudepunkt.</translation>
    </message>
    <message>
        <source>Now place a road along one of the edges of that settlement.</source>
        <translation>Placér nu en vej langs en af de kanter, der støder op til bosættelsen.</translation>
    </message>
    <message>
        <source>Place the road next to your new settlement.</source>
        <translation>Placér vejen ved siden af din nye bosættelse.</translation>
    </message>
    <message>
        <source>The set-up goes round once and then back the other way, so the last player places twice in a row. Your second settlement brings one card of each resource of the hexes around it at once: choose resources you lack.</source>
        <translation>Startopstillingen går én gang rundt og derefter tilbage den modsatte vej, så den sidste spiller placerer to gange i træk. Din anden bosættelse giver med det samme ét kort af råstoffet fra hvert felt omkring den: vælg råstoffer, du mangler.</translation>
    </message>
    <message>
        <source>Place your second settlement on a highlighted corner.</source>
        <translation>Placér din anden bosættelse på et fremhævet knudepunkt.</translation>
    </message>
    <message>
        <source>And its road.</source>
        <translation>Og så dens vej.</translation>
    </message>
    <message>
        <source>Place the road next to your second settlement.</source>
        <translation>Placér vejen ved siden af din anden bosættelse.</translation>
    </message>
    <message>
        <source>Every turn begins with the roll of two dice. Roll now and watch which hexes produce: every player with a settlement or city next to them gains cards, not only the player who rolled.</source>
        <translation>Hver tur begynder med et slag med to terninger. Slå nu, og se, hvilke felter der producerer: alle spillere med en bosættelse eller by ved dem får kort, ikke kun den, der slog.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Slå med terningerne først.</translation>
    </message>
    <message>
        <source>After the roll you may trade and build, in any order. A road costs a brick and a lumber, a settlement a brick, a lumber, a wool and a grain, a city two grain and three ore. When you are done, end your turn.</source>
        <translation>Efter terningslaget må du handle og bygge i vilkårlig rækkefølge. En vej koster 1 ler og 1 tømmer, en bosættelse 1 ler, 1 tømmer, 1 uld og 1 korn, en by 2 korn og 3 malm. Afslut din tur, når du er færdig.</translation>
    </message>
    <message>
        <source>You have the cards for a road. A road must join your own roads, settlements or cities. Roads lead to new corners for settlements, and the first player with a single route of at least five roads gets the Longest Road card (2 points).</source>
        <translation>Du har kortene til en vej. En vej skal hænge sammen med dine egne veje, bosættelser eller byer. Veje fører frem til nye knudepunkter til bosættelser, og den første spiller med en ubrudt vej på mindst fem stykker får kortet Længste Handelsvej (2 point).</translation>
    </message>
    <message>
        <source>You may trade four cards of one resource for one card of your choice with the bank (three for one, or two for one, at a harbour you own). Trade now to get a card you need.</source>
        <translation>Du kan bytte fire kort af ét råstof med banken for ét kort efter eget valg (tre for ét eller to for ét ved en havn, du har). Byt nu for at få et kort, du mangler.</translation>
    </message>
    <message>
        <source>That is the whole turn: roll, trade, build, end. You can also trade with the other players: offer cards in the Your move panel, and the player who accepts trades with you. Development cards (one wool, one grain, one ore) bring knights, progress cards or a hidden victory point; a card cannot be played in the turn it was bought. The first player to play three knights holds Largest Army (2 points). The lesson ends here: play on to 10 points.</source>
        <translation>Sådan forløber hele turen: slå, handl, byg, afslut. Du kan også handle med de andre spillere: tilbyd kort i panelet »Dit træk«, og den spiller, der accepterer, handler med dig. Udviklingskort (1 uld, 1 korn, 1 malm) giver Riddere, fremskridtskort eller et skjult sejrspoint; et kort kan ikke spilles i den tur, det blev købt. Den første spiller, der har spillet tre Riddere, får Største Riddermagt (2 point). Lektionen slutter her: spil videre til 10 point.</translation>
    </message>
    <message>
        <source>A 7 was rolled: nothing is produced, and every player with more than seven cards discards half of them (rounded down). Choose the cards to discard.</source>
        <translation>Der er slået en 7&apos;er: intet bliver produceret, og hver spiller med mere end syv kort afleverer halvdelen af dem (rundet ned). Vælg de kort, du vil aflevere.</translation>
    </message>
    <message>
        <source>A computer player moved the robber: its hex produces nothing until the robber moves again.</source>
        <translation>En computerspiller har flyttet røveren: feltet, hvor den står, producerer intet, indtil røveren flyttes igen.</translation>
    </message>
    <message>
        <source>Longest Road changed hands: a single route of at least five roads, longer than anyone else&apos;s, is worth 2 points.</source>
        <translation>Længste Handelsvej har skiftet ejer: en ubrudt vej på mindst fem stykker, der er længere end alle andres, er værd 2 point.</translation>
    </message>
    <message>
        <source>The lesson is over. The game goes on: good luck!</source>
        <translation>Lektionen er slut. Spillet fortsætter: held og lykke!</translation>
    </message>
    <message>
        <source>The computer players place first, a settlement and a road each; the board marks what each one placed. Your turn comes next.</source>
        <translation>Computerspillerne placerer først, hver en bosættelse og en vej; brættet markerer, hvad hver af dem har placeret. Så er det din tur.</translation>
    </message>
    <message>
        <source>The set-up is over. The computer players take the first turns: watch the dice, the hexes that produce and the cards each player gains (the game log and the players&apos; Just gained or lost column). Your turn comes next.</source>
        <translation>Opstillingen er slut. Computerspillerne tager de første ture: se terningerne, de felter, der producerer, og de kort, hver spiller får (spilloggen og spillernes kolonne Lige fået eller mistet). Så er det din tur.</translation>
    </message>
    <message>
        <source>Play on: roll, trade and end your turns. A road costs a brick and a lumber; hills give bricks and forests lumber, and the bank gives any card for four of one kind. As soon as you can pay for a road, the lesson shows where to build it.</source>
        <translation>Spil videre: slå, handl og afslut dine ture. En vej koster ét ler og ét tømmer; bakker giver ler og skove tømmer, og banken giver et hvilket som helst kort for fire ens. Så snart du kan betale en vej, viser lektionen, hvor du kan bygge den.</translation>
    </message>
    <message>
        <source>Next comes a trade with the bank: four cards of one resource for one card of your choice (fewer at a harbour you own). Play on; the lesson speaks again when you hold four of a kind.</source>
        <translation>Næste gang handler du med banken: fire kort af én råvare for ét kort efter eget valg (færre ved en havn, du ejer). Spil videre; lektionen melder sig igen, når du har fire ens.</translation>
    </message>
    <message>
        <source>Move the robber to another hex. That hex produces nothing while the robber stands on it, and you steal a random card from a player with a settlement or city next to it (if there are several, you choose whom). Put it where it hurts the leader most.</source>
        <translation>Flyt røveren til et andet felt. Feltet producerer intet, så længe røveren står der, og du stjæler et tilfældigt kort fra en spiller med en bosættelse eller by ved feltet (er der flere, vælger du hvem). Sæt den, hvor den skader den førende spiller mest.</translation>
    </message>
</context>
<context>
    <name>LessonElasund</name>
    <message>
        <source>Welcome to Elasund. Together you build one city between the harbour and the walls, and each of you has ten victory point cubes: the first player to place all ten wins at once. Cubes go on the flags of the neutral buildings, on church tiles, on wall towers and on the trade track. A turn has four parts, always in this order: roll for the ship and its income, up to two constructions, a permit or 2 gold, and one bonus action.</source>
        <translation>Velkommen til Elasund. I bygger sammen én by mellem havnen og bymuren, og hver af jer har ti pointterninger: den første, der har sat alle ti, vinder straks. Pointterningerne kommer på de neutrale bygningers flag, på kirkebrikker, på murens tårne og på handelsranglisten. En tur har fire dele, altid i denne rækkefølge: slaget for skibet og indtægterne, op til to byggerier, en byggetilladelse eller 2 guld, og én bonushandling.</translation>
    </message>
    <message>
        <source>Roll the dice. The ship sails to the row with that number, and every building in that row pays its owner, whoever rolled: a gold card or an influence card, as its symbol shows. Your two workers&apos; huts already stand in the city: look for their rows. The ship must always move: the same number as last time sends it two rows up or down, and a 7 brings the pirates.</source>
        <translation>Slå med terningerne. Skibet sejler til rækken med det tal, og hver bygning i den række giver sin ejer indtægt, uanset hvem der slog: et guldkort eller et indflydelseskort, som symbolet viser. Dine to arbejderhytter står allerede i byen: se efter deres rækker. Skibet skal altid flytte: samme tal som sidst sender det to rækker op eller ned, og en 7&apos;er bringer piraterne.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Slå med terningerne først.</translation>
    </message>
    <message>
        <source>The computer players move first. Watch the game log: every turn begins with a roll, the ship sails to the row with that number, and every building in that row pays its owner, whoever rolled. Your turn comes next.</source>
        <translation>Computerspillerne begynder. Følg med i spilloggen: hver tur begynder med et slag, skibet sejler til rækken med det tal, og hver bygning i den række giver sin ejer indtægt, uanset hvem der slog. Så er det din tur.</translation>
    </message>
    <message>
        <source>Now you may make up to two constructions: buildings, wall tiles or church tiles. A building needs your building permits on its squares, and you have none on the board yet. Walls come later in this lesson: end the construction for now.</source>
        <translation>Nu må du udføre op til to byggerier: bygninger, bymursbrikker eller kirkebrikker. En bygning kræver dine byggetilladelser på sine felter, og du har ingen på brættet endnu. Bymuren kommer senere i lektionen: afslut byggefasen for nu.</translation>
    </message>
    <message>
        <source>End the construction for now: your first permit comes next.</source>
        <translation>Afslut byggefasen for nu: din første byggetilladelse kommer lige efter.</translation>
    </message>
    <message>
        <source>Place a permit: choose its value, then a highlighted square.</source>
        <translation>Læg en byggetilladelse: vælg dens værdi og derefter et fremhævet felt.</translation>
    </message>
    <message>
        <source>Last comes one bonus action, paid with influence cards: move one of your permits (two cards of one colour), swap one for a higher permit from your supply (two cards of one colour and the difference in gold), place a permit in any row (one card of each colour and its value in gold), or take 2 gold (one card of each colour). Make one if you can pay for it, or end your turn.</source>
        <translation>Til sidst kommer én bonushandling, betalt med indflydelseskort: flyt en af dine byggetilladelser (to kort i samme farve), byt en ud med en højere tilladelse fra din beholdning (to kort i samme farve og forskellen i guld), læg en tilladelse i en hvilken som helst række (ét kort af hver farve og dens værdi i guld), eller tag 2 guld (ét kort af hver farve). Udfør en, hvis du kan betale, eller afslut din tur.</translation>
    </message>
    <message>
        <source>Choose a bonus action or end your turn.</source>
        <translation>Vælg en bonushandling, eller afslut din tur.</translation>
    </message>
    <message>
        <source>You can build now. A building needs as many permits on its squares as it asks for (1 to 3), one of them yours, and your permits there must add up to more than any other player&apos;s. You pay its cost in gold; every permit on its squares goes back to its owner, and you pay each other player whose permits were there their value in gold as compensation. Houses and workshops are your own; on a neutral building you put a cube on each flag. Choose a highlighted building, then its place.</source>
        <translation>Nu kan du bygge. En bygning kræver så mange byggetilladelser på sine felter, som den angiver (1 til 3), mindst én af dem din, og dine tilladelser der skal tilsammen være mere værd end nogen anden spillers. Du betaler prisen i guld; hver tilladelse på dens felter går tilbage til sin ejer, og hver anden spiller, der havde tilladelser der, får deres værdi i guld af dig i erstatning. Huse og værksteder er dine egne; på en neutral bygning sætter du en pointterning på hvert flag. Vælg en fremhævet bygning og derefter dens plads.</translation>
    </message>
    <message>
        <source>Play on as you like: roll, place permits or take gold. A house needs one permit of yours and 1 gold, a workshop one permit and 2 gold. As soon as your permits and gold are enough for a building, the lesson shows it.</source>
        <translation>Spil videre, som du vil: slå, læg byggetilladelser eller tag guld. Et hus kræver én af dine tilladelser og 1 guld, et værksted én tilladelse og 2 guld. Så snart dine tilladelser og dit guld rækker til en bygning, viser lektionen den.</translation>
    </message>
    <message>
        <source>Build now: choose a highlighted building, then its place.</source>
        <translation>Byg nu: vælg en fremhævet bygning og derefter dens plads.</translation>
    </message>
    <message>
        <source>Build a wall tile. Your nine tiles come in their order, 1 to 9. A tile goes next to a city gate or next to a tile already built, by anyone: 2 gold on the north and south walls, 4 gold on the east wall. Tiles 3, 6 and 9 are towers and take one of your cubes; the others bring one or two influence cards.</source>
        <translation>Byg en bymursbrik. Dine ni brikker kommer i rækkefølge, 1 til 9. En brik lægges ved siden af en byport eller ved siden af en brik, som nogen allerede har bygget: 2 guld på den nordlige og sydlige mur, 4 guld på den østlige. Brik 3, 6 og 9 er tårne og får en af dine pointterninger; de andre giver et eller to indflydelseskort.</translation>
    </message>
    <message>
        <source>Build a wall tile on a highlighted space.</source>
        <translation>Byg en bymursbrik på et fremhævet sted.</translation>
    </message>
    <message>
        <source>You have the 7 gold a church tile costs. The nine church tiles are drawn from a stack, and each tile laid takes one of its builder&apos;s cubes. A church tile removes whatever building stands on its square, however large, and nothing ever removes a church tile. Build a church tile.</source>
        <translation>Du har de 7 guld, en kirkebrik koster. De ni kirkebrikker trækkes fra en bunke, og hver lagt brik får en pointterning fra den, der byggede den. En kirkebrik fjerner enhver bygning på sit felt, hvor stor den end er, og intet fjerner nogensinde en kirkebrik. Byg en kirkebrik.</translation>
    </message>
    <message>
        <source>Save gold for the church: a church tile costs 7 gold and takes one of your cubes. Play on meanwhile; the lesson speaks again when you can pay for it.</source>
        <translation>Spar op til kirken: en kirkebrik koster 7 guld og får en af dine pointterninger. Spil videre imens; lektionen melder sig igen, når du kan betale.</translation>
    </message>
    <message>
        <source>Build a church tile now.</source>
        <translation>Byg en kirkebrik nu.</translation>
    </message>
    <message>
        <source>That is the whole turn: roll, build, permit or gold, bonus. Build in every row, the middle rows most, to earn income on most rolls, and keep influence cards for bonus actions. With three influence cards of one colour a building may also replace one or two buildings of its own size. The lesson ends here: play on until someone places the tenth cube.</source>
        <translation>Det er hele turen: slag, byggeri, tilladelse eller guld, bonus. Byg i alle rækker, mest i de midterste, så du får indtægt ved de fleste slag, og gem indflydelseskort til bonushandlinger. For tre indflydelseskort i samme farve kan en bygning også erstatte en eller to bygninger af samme størrelse. Lektionen slutter her: spil videre, til nogen sætter sin tiende pointterning.</translation>
    </message>
    <message>
        <source>Choose where the ship goes. After a 7 any row but its own is allowed: the pirates take the ship there. After the same number as last time it must go two rows up or down.</source>
        <translation>Vælg, hvor skibet skal hen. Efter en 7&apos;er er alle rækker undtagen dets egen tilladt: piraterne fører skibet derhen. Efter samme tal som sidst skal det to rækker op eller ned.</translation>
    </message>
    <message>
        <source>You are the first to build the church, so you drew the top two tiles: keep one, and the other goes under the stack, where only you know it is the last tile. The tile you keep lies on the church site and fixes where all nine tiles of the church will stand around it.</source>
        <translation>Du er den første, der bygger på kirken, så du trak de to øverste brikker: behold den ene, og den anden kommer nederst i bunken, hvor kun du ved, at den er den sidste brik. Den brik, du beholder, ligger på kirkefundamentet og fastlægger, hvor alle kirkens ni brikker kommer til at stå omkring den.</translation>
    </message>
    <message>
        <source>Compensation: the builder had the highest permit total on the site and paid the other players there the value of their permits in gold (nothing for a permit 0). Their permits went back to them, to be placed again.</source>
        <translation>Erstatning: bygherren havde den højeste sum af tilladelser på byggefeltet og betalte de andre spillere der værdien af deres tilladelser i guld (intet for en tilladelse 0). Deres tilladelser gik tilbage til dem og kan lægges igen.</translation>
    </message>
    <message>
        <source>A building was removed from the city. A new building may cover smaller ones, and a church tile any building; what it covers goes back to its owner (a neutral building to its pile, its cubes to their owner). A workers&apos; hut is put back at once by its owner on a free square that is no trade square.</source>
        <translation>En bygning blev fjernet fra byen. En ny bygning må dække mindre bygninger, og en kirkebrik enhver bygning; det, den dækker, går tilbage til sin ejer (en neutral bygning til sin bunke, dens pointterninger til deres ejer). En arbejderhytte sættes straks tilbage af sin ejer på et ledigt felt, der ikke er et handelsfelt.</translation>
    </message>
    <message>
        <source>A building on a trade square (the harbour squares give 1 trade point, the squares by the gates 2) moves its builder&apos;s marker on the trade track. On reaching 3, 5, 7, 9 and 11 the builder places a cube there while that space has a free flag. Losing the building loses the points, and the cube with them.</source>
        <translation>En bygning på et handelsfelt (havnefelterne giver 1 handelspoint, felterne ved byportene 2) flytter bygherrens brik frem på handelsranglisten. Ved 3, 5, 7, 9 og 11 sætter bygherren en pointterning der, så længe feltet har et ledigt flag. Mister man bygningen, mister man pointene og pointterningen med dem.</translation>
    </message>
    <message>
        <source>The lesson is over. The game goes on: good luck!</source>
        <translation>Lektionen er slut. Spillet fortsætter: held og lykke!</translation>
    </message>
    <message>
        <source>Each turn you place a building permit or take 2 gold instead: this time, place a permit. Your permits are worth 0 to 4 and each costs its value in gold: permit 0 is free. A permit goes on a free square of the ship&apos;s row (when that row is full, the nearest row with a free square); for two influence cards of one colour it may go in any row. Choose a permit, then its square: a building covering it can be yours later.</source>
        <translation>Hver tur lægger du en byggetilladelse eller tager 2 guld i stedet: denne gang lægger du en tilladelse. Dine byggetilladelser er 0 til 4 værd, og hver koster sin værdi i guld: tilladelse 0 er gratis. En tilladelse lægges på et ledigt felt i skibets række (er rækken fuld, i den nærmeste række med et ledigt felt); for to indflydelseskort i samme farve må den ligge i en hvilken som helst række. Vælg en tilladelse og derefter dens felt: en bygning, der dækker det, kan senere blive din.</translation>
    </message>
    <message>
        <source>Next you build a wall tile: it costs 2 gold on the north or south wall, so keep 2 gold for your next construction. Play on meanwhile; the lesson speaks again when you can pay for it.</source>
        <translation>Snart bygger du en bymursbrik: den koster 2 guld på den nordlige eller sydlige mur, så gem 2 guld til dit næste byggeri. Spil videre imens; lektionen melder sig igen, når du kan betale.</translation>
    </message>
    <message>
        <source>Pirates! After a 7 the ship&apos;s row pays no income. Instead every player gives up one card for each of their cubes in that row, on buildings, church tiles and towers, and the player who rolled may take one of those cards for each tower they have on the walls. Early in the game few cubes stand in the city, so the pirates often take nothing.</source>
        <translation>Pirater! Efter en 7&apos;er giver skibets række ingen indtægt. I stedet afgiver hver spiller ét kort for hver af sine pointterninger i rækken, på bygninger, kirkebrikker og tårne, og den, der slog, må tage ét af de kort for hvert tårn, vedkommende har på muren. Tidligt i spillet står der få pointterninger i byen, så piraterne tager ofte intet.</translation>
    </message>
</context>
<context>
    <name>LessonElfenland</name>
    <message>
        <source>Welcome to Elfenland. Every boot starts in Elvenhold, the capital. Each other town holds one of your town pieces, and the first time your boot reaches a town you collect it: after four rounds the player with the most pieces wins. A round goes like this: everybody&apos;s hand is filled up to eight travel cards, everybody takes transport counters, the counters are laid on roads, and then each elf travels, paying cards that match the counters on the roads.</source>
        <translation>Velkommen til Elfenland. Alle støvler starter i Elvenhold, hovedstaden. Hver af de andre byer har en af dine bybrikker, og første gang din støvle når en by, samler du den op: efter fire runder vinder den, der har flest brikker. En runde går sådan her: alles hånd fyldes op til otte rejsekort, alle tager transportbrikker, brikkerne lægges på vejene, og så rejser hver elver og betaler med kort, der passer til brikkerne på vejene.</translation>
    </message>
    <message>
        <source>First each player draws one counter from the pile and keeps it face down: only you know which transport it is. Click the highlighted pile.</source>
        <translation>Først trækker hver spiller en brik fra bunken og holder den skjult: kun du ved, hvilket transportmiddel det er. Klik på den fremhævede bunke.</translation>
    </message>
    <message>
        <source>First draw your secret counter.</source>
        <translation>Træk først din hemmelige brik.</translation>
    </message>
    <message>
        <source>Now three times round the table each player takes one more counter, face up for all to see: one of the five in the row (a new one fills its place at once) or the top one of the pile, unseen. A counter is worth most when you hold the travel cards of its kind, because that is what you pay with on its road. Take three counters.</source>
        <translation>Nu tager hver spiller tre gange bordet rundt endnu en brik, med billedsiden op, så alle kan se den: en af de fem i rækken (en ny tager straks dens plads) eller den øverste i bunken uden at se den. En brik er mest værd, når du har rejsekort af dens slags, for det er dem, du betaler med på dens vej. Tag tre brikker.</translation>
    </message>
    <message>
        <source>Take a counter from the row or from the pile.</source>
        <translation>Tag en brik fra rækken eller fra bunken.</translation>
    </message>
    <message>
        <source>Planning: in turn, each player lays one counter on a road, or passes. A road takes a single counter, and only of a transport that can cross its land (a Giant Pig never goes into the mountains, a Unicorn never onto the plains, and nothing goes on water); the highlighted roads are where yours fit. Any player may travel on any counter, whoever laid it, so lay a chain of roads leading out of Elvenhold for the cards you hold. Lay three counters, one per turn.</source>
        <translation>Planlægning: på skift lægger hver spiller en brik på en vej eller melder pas. En vej kan kun have én brik, og kun af et transportmiddel, der kan krydse dens terræn (en Kæmpegris kommer aldrig op i bjergene, en Enhjørning aldrig ud på sletten, og intet lægges på vandet); de fremhævede veje er dem, dine brikker passer til. Alle må rejse på alle brikker, uanset hvem der lagde dem, så læg en kæde af veje ud fra Elvenhold, der passer til dine kort. Læg tre brikker, én pr. tur.</translation>
    </message>
    <message>
        <source>Lay a counter on one of the highlighted roads.</source>
        <translation>Læg en brik på en af de fremhævede veje.</translation>
    </message>
    <message>
        <source>Once in the game you may lay your obstacle instead of a counter, on a road that already carries a counter (never on water). The road stays open, but everybody who uses it pays one card more of the counter&apos;s kind, and a caravan four cards instead of three. Put it where the computer players want to go, not on your own way.</source>
        <translation>Én gang i spillet må du lægge din forhindring i stedet for en brik, på en vej, der allerede har en brik (aldrig på vandet). Vejen er stadig åben, men alle, der bruger den, betaler et kort mere af brikkens slags, og en karavane fire kort i stedet for tre. Læg den, hvor computerspillerne vil hen, ikke på din egen vej.</translation>
    </message>
    <message>
        <source>Lay your obstacle on one of the highlighted roads.</source>
        <translation>Læg din forhindring på en af de fremhævede veje.</translation>
    </message>
    <message>
        <source>Keep your last counter: when the round ends you may keep one for the next round. So pass now. Whoever has passed may still lay a counter on a later turn; planning only ends when all players pass one after another. Until then, pass each time it is your turn.</source>
        <translation>Behold din sidste brik: når runden slutter, må du gemme én til næste runde. Så meld pas nu. Den, der har meldt pas, må stadig lægge en brik senere; planlægningen slutter først, når alle spillere melder pas lige efter hinanden. Indtil da melder du pas, hver gang det er din tur.</translation>
    </message>
    <message>
        <source>Pass: keep your last counter for the next round.</source>
        <translation>Meld pas: gem din sidste brik til næste runde.</translation>
    </message>
    <message>
        <source>Your journey. A step along a road needs a counter on it, and you pay cards of the counter&apos;s kind: one or two, as the chart says for that land (Travel costs… under your cards), and one more over an obstacle. The highlighted towns are one step away, with the price. Every town you reach gives you its piece; you may go back and forth as long as you pay. When your cards are spent or no road takes you further, end your move. You may keep four cards at most: discard the others.</source>
        <translation>Din rejse. Et skridt ad en vej kræver en brik på den, og du betaler kort af brikkens slags: et eller to, som tabellen siger for det terræn (Rejseomkostninger… under dine kort), og et mere, hvis der ligger en forhindring. De fremhævede byer ligger ét skridt væk, med prisen. Hver by, du når, giver dig sin brik; du må gerne rejse frem og tilbage, så længe du betaler. Når dine kort er brugt, eller ingen vej fører videre, afslutter du din rejse. Du må højst beholde fire kort: smid resten.</translation>
    </message>
    <message>
        <source>Planning is over and the elves set off, one after another from the starting player: each makes a whole journey before the next one moves. Watch the computer players travel; the log says what each step cost.</source>
        <translation>Planlægningen er slut, og elverne drager af sted, den ene efter den anden fra startspilleren: hver tager hele sin rejse, før den næste flytter. Se computerspillerne rejse; loggen fortæller, hvad hvert skridt kostede.</translation>
    </message>
    <message>
        <source>Travel to a highlighted town, or end your move.</source>
        <translation>Rejs til en fremhævet by, eller afslut din rejse.</translation>
    </message>
    <message>
        <source>Everybody has travelled: the round is over. The counters on the roads go back to the pile, and the obstacles laid this round leave the game. Each player may keep one of his own counters for the next round, face up or face down as it was; the others go back too. Choose the counter to keep.</source>
        <translation>Alle har rejst: runden er slut. Brikkerne på vejene går tilbage i bunken, og de forhindringer, der blev lagt i denne runde, forlader spillet. Hver spiller må gemme én af sine egne brikker til næste runde, med billedsiden op eller ned som før; de andre går også tilbage. Vælg den brik, du vil gemme.</translation>
    </message>
    <message>
        <source>Choose one counter to keep.</source>
        <translation>Vælg én brik, du vil gemme.</translation>
    </message>
    <message>
        <source>Round 2. Your hand is filled up to eight cards again, and the next player starts the round. Then the same phases follow: a secret counter, three open ones, planning and the journeys. With the counter you kept you may now hold five.</source>
        <translation>Runde 2. Din hånd fyldes igen op til otte kort, og den næste spiller starter runden. Derefter følger de samme faser: en hemmelig brik, tre åbne, planlægning og rejserne. Med den brik, du gemte, kan du nu have fem.</translation>
    </message>
    <message>
        <source>This round is yours to plan: the board highlights whatever you may do. Lay counters on the roads out of the town where your boot stands, for the kinds of cards you hold, and pass when you want to keep a counter.</source>
        <translation>Denne runde planlægger du selv: brættet fremhæver alt, hvad du må gøre. Læg brikker på vejene ud fra den by, hvor din støvle står, til de slags kort, du har, og meld pas, når du vil gemme en brik.</translation>
    </message>
    <message>
        <source>Your second journey: go to the highlighted towns you have not visited yet, then end your move.</source>
        <translation>Din anden rejse: tag til de fremhævede byer, du ikke har besøgt endnu, og afslut så din rejse.</translation>
    </message>
    <message>
        <source>Planning is over. The elves travel in turn order from the starting player; wait for your turn.</source>
        <translation>Planlægningen er slut. Elverne rejser i turorden fra startspilleren; vent på din tur.</translation>
    </message>
    <message>
        <source>Rivers and lakes carry no counters: you cross them with Raft cards. A river costs one raft with the current (the arrows) and two against it; a ferry across a lake costs two rafts either way. Take the highlighted way by water.</source>
        <translation>Floder og søer har ingen brikker: du krydser dem med Tømmerflåde-kort. En flod koster én tømmerflåde med strømmen (pilene) og to mod den; en færge over en sø koster to tømmerflåder begge veje. Tag den fremhævede vej over vandet.</translation>
    </message>
    <message>
        <source>Take the highlighted way by water first.</source>
        <translation>Tag først den fremhævede vej over vandet.</translation>
    </message>
    <message>
        <source>A caravan is possible now: on a road with a counter whose cards you lack, any three cards (rafts too) take you along, four over an obstacle. It never crosses water, and in this game it is only for a player who cannot pay the counter&apos;s own cards. After Next the board highlights the towns you can reach, by caravan too: click one, then pay the cards one at a time. A caravan is worth them when it brings you to a new town.</source>
        <translation>Nu er en karavane mulig: på en vej med en brik, hvis kort du mangler, bringer tre vilkårlige kort (også tømmerflåder) dig videre, fire hvis der ligger en forhindring. Den krydser aldrig vand, og i dette spil er den kun for den, der ikke kan betale brikkens egne kort. Efter Næste fremhæver brættet de byer, du kan nå, også som karavane: klik på en, og betal så kortene ét ad gangen. En karavane er kortene værd, når den bringer dig til en ny by.</translation>
    </message>
    <message>
        <source>A computer player has laid its obstacle: whoever travels that road pays one card more there, and a caravan four. Every player has one obstacle for the whole game.</source>
        <translation>En computerspiller har lagt sin forhindring: den, der rejser ad den vej, betaler et kort mere dér, og en karavane fire. Hver spiller har kun én forhindring i hele spillet.</translation>
    </message>
    <message>
        <source>A computer player ended its journey with more than four cards and discards down to four: nobody keeps more after travelling. Cards kept count for the next round, which fills every hand up to eight again.</source>
        <translation>En computerspiller afsluttede sin rejse med mere end fire kort og smider ned til fire: ingen beholder flere efter en rejse. De kort, man beholder, tæller i næste runde, som igen fylder alle hænder op til otte.</translation>
    </message>
    <message>
        <source>The lesson is over: play on as you like until round 4 is over. Then the most town pieces win, and more travel cards in hand break a tie. Whoever collects all twenty pieces before the end of round 3 wins at once.</source>
        <translation>Lektionen er slut: spil videre, som du vil, til runde 4 er forbi. Så vinder flest bybrikker, og ved lighed vinder den med flest rejsekort på hånden. Den, der samler alle tyve brikker før udgangen af runde 3, vinder med det samme.</translation>
    </message>
</context>
<context>
    <name>LessonGuide</name>
    <message>
        <source>Follow the lesson: make one of the highlighted moves.</source>
        <translation>Følg lektionen: lav et af de fremhævede træk.</translation>
    </message>
    <message>
        <source>Read the lesson&apos;s note first and press Next.</source>
        <translation>Læs først lektionens note, og tryk på Næste.</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Næste</translation>
    </message>
    <message>
        <source>&amp;Leave the lesson</source>
        <translation>&amp;Forlad lektionen</translation>
    </message>
    <message>
        <source>Next step of the lesson</source>
        <translation>Lektionens næste trin</translation>
    </message>
    <message>
        <source>Leave the lesson and play on</source>
        <translation>Forlad lektionen, og spil videre</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>Try the rule</source>
        <translation>Prøv reglen</translation>
    </message>
    <message>
        <source>Step {step} of {steps}</source>
        <translation>Trin {step} af {steps}</translation>
    </message>
    <message>
        <source>&amp;Back to the rules</source>
        <translation>&amp;Tilbage til reglerne</translation>
    </message>
    <message>
        <source>&amp;Play on</source>
        <translation>&amp;Spil videre</translation>
    </message>
    <message>
        <source>That is the rule at work. Play on from here as long as you like, or go back to the rules.</source>
        <translation>Sådan virker reglen. Spil videre herfra, så længe du vil, eller gå tilbage til reglerne.</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Computer {number}</translation>
    </message>
    <message>
        <source>Make this move with the highlighted button under Your move.</source>
        <translation>Udfør trækket med den fremhævede knap under Dit træk.</translation>
    </message>
    <message numerus="yes">
        <source>Lesson complete: all %n steps done</source>
        <translation>
            <numerusform>Lektionen er gennemført: %n trin klaret</numerusform>
            <numerusform>Lektionen er gennemført: alle %n trin klaret</numerusform>
        </translation>
    </message>
    <message>
        <source>Step {step} of {steps} · meanwhile in the game</source>
        <translation>Trin {step} af {steps} · imens i spillet</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spil</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Rediger</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Indstillinger</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nyt spil…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Å&amp;bn…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Åbn s&amp;eneste</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Gem</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Gem &amp;som…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Fortryd</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;ind</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;ud</translation>
    </message>
    <message>
        <source>&amp;Fit board to window</source>
        <translation>&amp;Tilpas brættet til vinduet</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprog</translation>
    </message>
    <message>
        <source>Computer player &amp;speed</source>
        <translation>&amp;Computerspillernes hastighed</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Øjeblikkelig</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Hurtig</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsom</translation>
    </message>
    <message>
        <source>&amp;Free undo (all players agree)</source>
        <translation>&amp;Fri fortrydelse (alle spillere er enige)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Om</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Lær at spille</translation>
    </message>
    <message>
        <source>Guided first game of {game}</source>
        <translation>Første spil med vejledning: {game}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Dit træk</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spillog</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Elasund Desktop</source>
        <translation>Elasund Desktop</translation>
    </message>
    <message>
        <source>unsaved game</source>
        <translation>ikke gemt spil</translation>
    </message>
    <message>
        <source>Trying a rule on the practice board would leave the network game. Try it when the game is over.</source>
        <translation>Hvis du prøver en regel på øvebrættet, forlader du netværksspillet. Prøv den, når spillet er slut.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spillet er slut.</translation>
    </message>
    <message>
        <source>{name} (computer) is thinking…</source>
        <translation>{name} (computer) tænker…</translation>
    </message>
    <message>
        <source>Waiting for {name}.</source>
        <translation>Venter på {name}.</translation>
    </message>
    <message>
        <source>click a highlighted place on the board or a button below</source>
        <translation>klik på et fremhævet sted på brættet eller på en knap nedenfor</translation>
    </message>
    <message>
        <source>click a highlighted place on the board</source>
        <translation>klik på et fremhævet sted på brættet</translation>
    </message>
    <message>
        <source>choose one of the buttons below</source>
        <translation>vælg en af knapperne nedenfor</translation>
    </message>
    <message>
        <source>{name}, your move: {hint}.</source>
        <translation>{name}, dit træk: {hint}.</translation>
    </message>
    <message>
        <source>Start a new game or open a saved one.</source>
        <translation>Start et nyt spil, eller åbn et gemt spil.</translation>
    </message>
    <message>
        <source>{name} to move.</source>
        <translation>{name} er i trækket.</translation>
    </message>
    <message>
        <source>{name} (computer) to move.</source>
        <translation>{name} (computer) er i trækket.</translation>
    </message>
    <message>
        <source>It is not your turn: wait for {name}.</source>
        <translation>Det er ikke din tur: vent på {name}.</translation>
    </message>
    <message>
        <source>Nothing to choose on the board now: first choose in the “Your move” panel ({choices}).</source>
        <translation>Der er intet at vælge på spillepladen lige nu: vælg først i panelet »Dit træk« ({choices}).</translation>
    </message>
    <message>
        <source>{step}. Click one of the highlighted places.</source>
        <translation>{step}. Klik på et af de fremhævede steder.</translation>
    </message>
    <message>
        <source>Not possible here now: click one of the highlighted places, or choose in the “Your move” panel ({choices}).</source>
        <translation>Ikke muligt her lige nu: klik på et af de fremhævede steder, eller vælg i panelet »Dit træk« ({choices}).</translation>
    </message>
    <message>
        <source>Not possible here now: click one of the highlighted places.</source>
        <translation>Ikke muligt her lige nu: klik på et af de fremhævede steder.</translation>
    </message>
    <message>
        <source>Autosave failed: {detail}</source>
        <translation>Automatisk gemning mislykkedes: {detail}</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Gem spil</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Gemt i {path}</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Åbn spil</translation>
    </message>
    <message>
        <source>Opened {file}.</source>
        <translation>Åbnet {file}.</translation>
    </message>
    <message>
        <source>Opened {file}: this game is over.</source>
        <translation>Åbnet {file}: dette spil er slut.</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Ingen seneste spil</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Genoptag spil</translation>
    </message>
    <message>
        <source>An unfinished game was saved automatically. Resume it?</source>
        <translation>Et ufærdigt spil blev gemt automatisk. Vil du genoptage det?</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>&amp;Cancel the step in progress</source>
        <translation>&amp;Afbryd det påbegyndte trin</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>genoptaget</translation>
    </message>
    <message>
        <source>Escape cancels this step.</source>
        <translation>Esc afbryder dette trin.</translation>
    </message>
    <message>
        <source>&amp;Watch the replay of this game</source>
        <translation>&amp;Se genafspilningen af dette spil</translation>
    </message>
    <message>
        <source>Watch a &amp;replay…</source>
        <translation>Se en &amp;genafspilning…</translation>
    </message>
    <message>
        <source>&amp;Export the log…</source>
        <translation>&amp;Eksportér loggen…</translation>
    </message>
    <message>
        <source>Watch a replay</source>
        <translation>Se en genafspilning</translation>
    </message>
    <message>
        <source>Export the log</source>
        <translation>Eksportér loggen</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Tekstfiler (*.txt)</translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Spillere: {names}</translation>
    </message>
    <message>
        <source>&amp;Board only</source>
        <translation>&amp;Kun spillepladen</translation>
    </message>
    <message>
        <source>Game board</source>
        <translation>Spilleplade</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animationer</translation>
    </message>
    <message>
        <source>Pieces glide to their places and new pieces fade in.</source>
        <translation>Brikkerne glider på plads, og nye brikker toner frem.</translation>
    </message>
    <message>
        <source>&amp;Host a network game…</source>
        <translation>&amp;Vær vært for et netværksspil…</translation>
    </message>
    <message>
        <source>&amp;Join a network game…</source>
        <translation>&amp;Deltag i et netværksspil…</translation>
    </message>
    <message>
        <source>Playing over a &amp;network</source>
        <translation>Spil over &amp;netværk</translation>
    </message>
    <message>
        <source>network game</source>
        <translation>netværksspil</translation>
    </message>
    <message>
        <source>Waiting for {name}, who plays on another computer.</source>
        <translation>Venter på {name}, som spiller på en anden computer.</translation>
    </message>
    <message>
        <source>read the lesson&apos;s text and press Next</source>
        <translation>læs lektionens tekst, og tryk på Næste</translation>
    </message>
</context>
<context>
    <name>MoveMarks</name>
    <message>
        <source>Since your last move:</source>
        <translation>Siden dit sidste træk:</translation>
    </message>
</context>
<context>
    <name>NetworkHelp</name>
    <message>
        <source>Playing over a network</source>
        <translation>Spil over netværk</translation>
    </message>
    <message>
        <source>Friends can play at their own computers: one computer hosts the game, the others join it. Nobody has to look away: each window shows only its own player&apos;s hidden cards, and the others&apos; hidden cards never even reach it.</source>
        <translation>Venner kan spille ved hver sin computer: én computer er vært for spillet, de andre deltager i det. Ingen behøver at kigge væk: hvert vindue viser kun sin egen spillers skjulte kort, og de andres skjulte kort når aldrig engang frem til det.</translation>
    </message>
    <message>
        <source>Hosting</source>
        <translation>At være vært</translation>
    </message>
    <message>
        <source>Joining</source>
        <translation>At deltage</translation>
    </message>
    <message>
        <source>On a local network</source>
        <translation>På et lokalt netværk</translation>
    </message>
    <message>
        <source>Choose Game ▸ Join a network game…. Pick the game from the list of games on this network, or paste the invitation (or type the address, port and fingerprint); then type the code the host gave you, and your name. You play in your own window and language, with your hand, the highlighted moves, the marks of the last moves, hints, the reasons when a move is not allowed, the log and the rules. Undo and Escape take back only your own last decision, and not once it revealed hidden information or used the dice. A joiner cannot save: the host keeps the game.</source>
        <translation>Vælg Spil ▸ Deltag i et netværksspil…. Vælg spillet på listen over spil på dette netværk, eller indsæt invitationen (eller skriv adresse, port og fingeraftryk); skriv så den kode, værten har givet dig, og dit navn. Du spiller i dit eget vindue og på dit eget sprog, med din hånd, de fremhævede træk, markeringerne af de seneste træk, tips, begrundelserne når et træk ikke er tilladt, loggen og reglerne. Fortryd og Esc tager kun din egen seneste beslutning tilbage, og ikke når den har afsløret skjult information eller brugt terningerne. En deltager kan ikke gemme: værten har spillet.</translation>
    </message>
    <message>
        <source>Choose Game ▸ Host a network game…. In the dialog, set each friend&apos;s seat to “Player on another computer”; seats can also be played here or by the computer. The host&apos;s program holds the game: it checks every move and saves the game after each one. The Network tab, beside the game log, then shows this computer&apos;s addresses with the port, the join code and the fingerprint. Copy the invitation and send it to your friends.</source>
        <translation>Vælg Spil ▸ Vær vært for et netværksspil…. Sæt i dialogen hver vens plads til “Spiller på en anden computer”; pladser kan også spilles her eller af computeren. Værtens program holder spillet: det kontrollerer hvert træk og gemmer spillet efter hvert af dem. Fanen Netværk ved siden af spilloggen viser derefter denne computers adresser med porten, deltagerkoden og fingeraftrykket. Kopiér invitationen, og send den til dine venner.</translation>
    </message>
    <message>
        <source>At home or at a table with laptops, the host&apos;s game appears by itself in the joiners&apos; list, or use one of the addresses the host&apos;s panel shows. All computers must be on the same network, and the host&apos;s firewall must let the port in. The list is public to every computer on the network: it shows the game, the host&apos;s name, the free seats and the fingerprint, never the code, so the code is still needed to take a seat.</source>
        <translation>Derhjemme eller ved et bord med bærbare dukker værtens spil selv op på deltagernes liste, ellers bruger I en af de adresser, værtens panel viser. Alle computere skal være på samme netværk, og værtens firewall skal lukke porten ind. Listen er offentlig for alle computere på netværket: den viser spillet, værtens navn, de ledige pladser og fingeraftrykket, aldrig koden, så koden skal stadig bruges for at tage en plads.</translation>
    </message>
    <message>
        <source>Across the Internet</source>
        <translation>Over internettet</translation>
    </message>
    <message>
        <source>Either the host forwards the port (47270 unless you chose another) on the router to the host&apos;s computer and gives the router&apos;s public address, or everybody joins the same VPN (such as WireGuard, Tailscale or ZeroTier) and uses the host&apos;s address in it. A VPN opens nothing to the whole Internet and is the safer way.</source>
        <translation>Enten videresender værten porten (47270, medmindre du valgte en anden) i routeren til værtens computer og oplyser routerens offentlige adresse, eller også går alle på det samme VPN (for eksempel WireGuard, Tailscale eller ZeroTier) og bruger værtens adresse i det. Et VPN åbner intet mod hele internettet og er den sikreste vej.</translation>
    </message>
    <message>
        <source>What the host exposes</source>
        <translation>Hvad værten åbner for</translation>
    </message>
    <message>
        <source>One port, on which the program answers only the game&apos;s own messages and checks every one of them. Without the code nobody takes a seat, and an address that tries five wrong codes is refused. The connection is encrypted, and the fingerprint lets the joiners&apos; programs make sure that they talk to the host&apos;s computer and to nobody in between. The port closes with the game.</source>
        <translation>Én port, hvor programmet kun svarer på spillets egne beskeder og kontrollerer hver eneste af dem. Uden koden får ingen en plads, og en adresse, der prøver fem forkerte koder, bliver afvist. Forbindelsen er krypteret, og fingeraftrykket lader deltagernes programmer sikre sig, at de taler med værtens computer og ikke med nogen imellem. Porten lukkes sammen med spillet.</translation>
    </message>
    <message>
        <source>When a connection drops</source>
        <translation>Når en forbindelse afbrydes</translation>
    </message>
    <message>
        <source>The others see the seat as disconnected, and the game waits, or a computer player takes the seat if the host chose one under “When a player drops out”. The friend presses Rejoin in the Network tab and is back at the same seat. If the host&apos;s program stops, Game ▸ Host a network game… offers the unfinished game again, on the same port and with the same code, and the friends press Rejoin.</source>
        <translation>De andre ser pladsen som afbrudt, og spillet venter, eller en computerspiller overtager pladsen, hvis værten har valgt en under “Når en spiller falder ud”. Vennen trykker på Tilslut igen under fanen Netværk og er tilbage på den samme plads. Hvis værtens program stopper, tilbyder Spil ▸ Vær vært for et netværksspil… det ufærdige spil igen, på den samme port og med den samme kode, og vennerne trykker på Tilslut igen.</translation>
    </message>
</context>
<context>
    <name>NetworkHost</name>
    <message>
        <source>A player dropped out: they can rejoin with the same invitation.</source>
        <translation>En spiller har mistet forbindelsen: vedkommende kan komme tilbage med den samme invitation.</translation>
    </message>
    <message>
        <source>Waiting for players to join. Give them the invitation below.</source>
        <translation>Venter på, at spillerne slutter sig til. Giv dem invitationen nedenfor.</translation>
    </message>
    <message>
        <source>Everybody is here.</source>
        <translation>Alle er her.</translation>
    </message>
    <message>
        <source>Wait for them</source>
        <translation>Vent på vedkommende</translation>
    </message>
    <message>
        <source>Computer ({kind})</source>
        <translation>Computer ({kind})</translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation>Vær vært for et netværksspil</translation>
    </message>
    <message>
        <source>The network game of {game} with {names} was not finished. Host it again, so that its players can rejoin their seats?</source>
        <translation>Netværksspillet {game} med {names} blev ikke færdigt. Vil du være vært for det igen, så spillerne kan komme tilbage på deres pladser?</translation>
    </message>
    <message>
        <source>The game cannot listen on port {port}: {detail}</source>
        <translation>Spillet kan ikke lytte på port {port}: {detail}</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netværk</translation>
    </message>
</context>
<context>
    <name>NetworkJoin</name>
    <message>
        <source>The code is not this game&apos;s.</source>
        <translation>Koden hører ikke til dette spil.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this computer: the host refuses it now.</source>
        <translation>For mange forkerte koder fra denne computer: værten afviser den nu.</translation>
    </message>
    <message>
        <source>The host does not know this seat any more.</source>
        <translation>Værten kender ikke længere denne plads.</translation>
    </message>
    <message>
        <source>Every seat of this game is taken.</source>
        <translation>Alle pladser i dette spil er optaget.</translation>
    </message>
    <message>
        <source>The computer that answered is not the host you were given: its fingerprint differs. Nothing was sent to it.</source>
        <translation>Computeren, der svarede, er ikke den vært, du fik oplyst: dens fingeraftryk er et andet. Intet blev sendt til den.</translation>
    </message>
    <message>
        <source>No game answers at this address and port.</source>
        <translation>Intet spil svarer på denne adresse og port.</translation>
    </message>
    <message>
        <source>The host refused: {reason}</source>
        <translation>Værten afviste: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>{game}, hosted by {host}: %n seats free</source>
        <translation>
            <numerusform>{game} hos {host}: %n ledig plads</numerusform>
            <numerusform>{game} hos {host}: %n ledige pladser</numerusform>
        </translation>
    </message>
    <message>
        <source>Join a network game</source>
        <translation>Deltag i et netværksspil</translation>
    </message>
    <message>
        <source>Choose a game found on this network, or type what the host gave you, or copy the host&apos;s invitation and paste it here. The code comes from the host in any case. The fingerprint proves that you reach the host&apos;s own computer.</source>
        <translation>Vælg et spil, der er fundet på dette netværk, eller skriv det, værten har givet dig, eller kopiér værtens invitation og indsæt den her. Koden får du under alle omstændigheder af værten. Fingeraftrykket beviser, at du når frem til værtens egen computer.</translation>
    </message>
    <message>
        <source>&amp;Games on this network</source>
        <translation>&amp;Spil på dette netværk</translation>
    </message>
    <message>
        <source>No game found on this network yet. Games hosted here appear as they start.</source>
        <translation>Intet spil fundet på dette netværk endnu. Spil, der holdes her, dukker op, når de starter.</translation>
    </message>
    <message>
        <source>&amp;Paste the invitation</source>
        <translation>&amp;Indsæt invitationen</translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <translation>&amp;Adresse</translation>
    </message>
    <message>
        <source>P&amp;ort</source>
        <translation>P&amp;ort</translation>
    </message>
    <message>
        <source>&amp;Code</source>
        <translation>&amp;Kode</translation>
    </message>
    <message>
        <source>&amp;Fingerprint</source>
        <translation>&amp;Fingeraftryk</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Dit &amp;navn</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.20</source>
        <translation>f.eks. 192.168.1.20</translation>
    </message>
    <message>
        <source>Type the host&apos;s address.</source>
        <translation>Skriv værtens adresse.</translation>
    </message>
    <message>
        <source>Type the join code.</source>
        <translation>Skriv deltagerkoden.</translation>
    </message>
    <message>
        <source>The fingerprint has 64 hexadecimal digits: copy it from the host.</source>
        <translation>Fingeraftrykket har 64 hexadecimale cifre: kopiér det fra værten.</translation>
    </message>
    <message>
        <source>Type your name.</source>
        <translation>Skriv dit navn.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Forbinder…</translation>
    </message>
    <message>
        <source>Could not rejoin: {reason}</source>
        <translation>Kunne ikke tilslutte igen: {reason}</translation>
    </message>
    <message>
        <source>Connection to the host lost.</source>
        <translation>Forbindelsen til værten er tabt.</translation>
    </message>
    <message>
        <source>Connected to the host.</source>
        <translation>Forbundet til værten.</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>Forbinder til {address}…</translation>
    </message>
    <message>
        <source>Joined: you play seat {number}.</source>
        <translation>Du er med: du spiller plads {number}.</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netværk</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spiller {number}</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Computer {number}</translation>
    </message>
</context>
<context>
    <name>NetworkPanel</name>
    <message>
        <source>nobody has joined yet</source>
        <translation>ingen har sluttet sig til endnu</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>forbundet</translation>
    </message>
    <message>
        <source>disconnected: waiting for them</source>
        <translation>afbrudt: der ventes på vedkommende</translation>
    </message>
    <message>
        <source>disconnected: a computer plays for them</source>
        <translation>afbrudt: en computer spiller for vedkommende</translation>
    </message>
    <message>
        <source>computer player</source>
        <translation>computerspiller</translation>
    </message>
    <message>
        <source>at the host&apos;s computer</source>
        <translation>ved værtens computer</translation>
    </message>
    <message>
        <source>not joined yet</source>
        <translation>ikke med endnu</translation>
    </message>
    <message>
        <source>on another computer</source>
        <translation>på en anden computer</translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation>afbrudt</translation>
    </message>
    <message>
        <source>disconnected, computer plays</source>
        <translation>afbrudt, computeren spiller</translation>
    </message>
    <message>
        <source>{name}: {state}</source>
        <translation>{name}: {state}</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Deltagerkode</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>Fingeraftryk</translation>
    </message>
    <message>
        <source>When a player drops out</source>
        <translation>Når en spiller falder ud</translation>
    </message>
    <message>
        <source>Copy the invitation</source>
        <translation>Kopiér invitationen</translation>
    </message>
    <message>
        <source>Copies the addresses, the code and the fingerprint to send to friends.</source>
        <translation>Kopierer adresserne, koden og fingeraftrykket, som du sender til dine venner.</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Tilslut igen</translation>
    </message>
    <message>
        <source>Seats of the network game</source>
        <translation>Pladserne i netværksspillet</translation>
    </message>
    <message>
        <source>Join my game in Elasund Desktop (Game ▸ Join a network game…).</source>
        <translation>Deltag i mit spil i Elasund Desktop (Spil ▸ Deltag i et netværksspil…).</translation>
    </message>
    <message>
        <source>Address: {address}</source>
        <translation>Adresse: {address}</translation>
    </message>
    <message>
        <source>Code: {code}</source>
        <translation>Kode: {code}</translation>
    </message>
    <message>
        <source>Fingerprint: {fingerprint}</source>
        <translation>Fingeraftryk: {fingerprint}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player {number}</source>
        <translation>Spiller {number}</translation>
    </message>
    <message>
        <source>{colour} {marker}</source>
        <translation>{colour}, {marker}</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Menneske</translation>
    </message>
    <message>
        <source>Computer ({kind})</source>
        <translation>Computer ({kind})</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Alle spillere skal have et navn.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>To spillere har samme navn.</translation>
    </message>
    <message>
        <source>Two players have the same colour.</source>
        <translation>To spillere har samme farve.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startværdi (seed)</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Antal spillere</translation>
    </message>
    <message>
        <source>The same seed and the same moves always give the same game.</source>
        <translation>Samme startværdi og samme træk giver altid det samme spil.</translation>
    </message>
    <message>
        <source>Seats: name, colour and marker, who plays</source>
        <translation>Pladser: navn, farve og markør, hvem spiller</translation>
    </message>
    <message>
        <source>Variant options</source>
        <translation>Variantindstillinger</translation>
    </message>
    <message>
        <source>greedy plan</source>
        <translation>grådig plan</translation>
    </message>
    <message>
        <source>Name of seat {number}</source>
        <translation>Navn på plads {number}</translation>
    </message>
    <message>
        <source>Colour of seat {number}</source>
        <translation>Farve på plads {number}</translation>
    </message>
    <message>
        <source>Who plays seat {number}</source>
        <translation>Hvem spiller på plads {number}</translation>
    </message>
    <message>
        <source>Player on another computer</source>
        <translation>Spiller på en anden computer</translation>
    </message>
    <message>
        <source>Choose at least one player on another computer.</source>
        <translation>Vælg mindst én spiller på en anden computer.</translation>
    </message>
    <message>
        <source>Every network of this computer</source>
        <translation>Alle denne computers netværk</translation>
    </message>
    <message>
        <source>This computer only (to try it out)</source>
        <translation>Kun denne computer (for at prøve)</translation>
    </message>
    <message>
        <source>Wait for them</source>
        <translation>Vent på vedkommende</translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation>Vær vært for et netværksspil</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netværk</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>en vilkårlig ledig port</translation>
    </message>
    <message>
        <source>Joiners type this port. Across the Internet, forward it on your router.</source>
        <translation>Deltagerne skriver denne port. Over internettet skal den videresendes i din router.</translation>
    </message>
    <message>
        <source>Listen on</source>
        <translation>Lyt på</translation>
    </message>
    <message>
        <source>When a player drops out</source>
        <translation>Når en spiller falder ud</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <source>Vermillion</source>
        <translation>Cinnoberrød</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blå</translation>
    </message>
    <message>
        <source>Bluish green</source>
        <translation>Blågrøn</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gul</translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation>Himmelblå</translation>
    </message>
    <message>
        <source>Reddish purple</source>
        <translation>Rødlilla</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grå</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>cirkel</translation>
    </message>
    <message>
        <source>square</source>
        <translation>firkant</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>trekant</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>rombe</translation>
    </message>
    <message>
        <source>star</source>
        <translation>stjerne</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>kryds</translation>
    </message>
    <message>
        <source>hexagon</source>
        <translation>sekskant</translation>
    </message>
    <message>
        <source>pentagon</source>
        <translation>femkant</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rød</translation>
    </message>
    <message>
        <source>Dark blue</source>
        <translation>Mørkeblå</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grøn</translation>
    </message>
    <message>
        <source>Violet</source>
        <translation>Violet</translation>
    </message>
    <message>
        <source>Ochre</source>
        <translation>Okker</translation>
    </message>
    <message>
        <source>Cream</source>
        <translation>Creme</translation>
    </message>
    <message>
        <source>Pale yellow</source>
        <translation>Lysegul</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Lilla</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Just gained or lost</source>
        <translation>Lige fået eller mistet</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (computer)</translation>
    </message>
    <message>
        <source>{mark}: holds the card “{card}”.</source>
        <translation>{mark}: har kortet »{card}«.</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>computer</translation>
    </message>
    <message>
        <source>{name} holds the card “{card}”.</source>
        <translation>{name} har kortet »{card}«.</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass the computer to {name}.
The other players should look away.</source>
        <translation>Giv computeren videre til {name}.
De andre spillere bør kigge væk.</translation>
    </message>
    <message>
        <source>I am {name}: show my hand</source>
        <translation>Jeg er {name}: vis mine kort</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Move {k} of {total}</source>
        <translation>Træk {k} af {total}</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Afspil</translation>
    </message>
    <message>
        <source>Replay: {game}</source>
        <translation>Genafspilning: {game}</translation>
    </message>
    <message>
        <source>One move back (Left arrow)</source>
        <translation>Et træk tilbage (venstre pil)</translation>
    </message>
    <message>
        <source>One move forward (Right arrow)</source>
        <translation>Et træk frem (højre pil)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>Afspil eller pause (mellemrum)</translation>
    </message>
    <message numerus="yes">
        <source>%n moves per second</source>
        <translation>
            <numerusform>%n træk i sekundet</numerusform>
            <numerusform>%n træk i sekundet</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Take over from here</source>
        <translation>&amp;Overtag herfra</translation>
    </message>
    <message>
        <source>Start a new game from this position with the same players</source>
        <translation>Start et nyt spil fra denne stilling med de samme spillere</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <source>The rules of this game are not available.</source>
        <translation>Reglerne for dette spil er ikke tilgængelige.</translation>
    </message>
    <message>
        <source>House interpretation: no public source confirms these rulings.</source>
        <translation>Husfortolkning: ingen offentlig kilde bekræfter disse afgørelser.</translation>
    </message>
    <message>
        <source>Try it on the board</source>
        <translation>Prøv det på spillepladen</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Søg i reglerne</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Indhold</translation>
    </message>
    <message>
        <source>No section contains this text.</source>
        <translation>Intet afsnit indeholder denne tekst.</translation>
    </message>
</context>
<context>
    <name>SaveErrors</name>
    <message>
        <source>Cannot read {file}: {detail}.</source>
        <translation>Kan ikke læse {file}: {detail}.</translation>
    </message>
    <message>
        <source>{file} is too large to be a saved game ({size_mb} MB; the limit is {limit_mb} MB).</source>
        <translation>{file} er for stor til at være et gemt spil ({size_mb} MB; grænsen er {limit_mb} MB).</translation>
    </message>
    <message>
        <source>{file} is not a saved game: its content is not readable JSON.</source>
        <translation>{file} er ikke et gemt spil: indholdet er ikke læsbar JSON.</translation>
    </message>
    <message>
        <source>{file} is incomplete: the file was cut short, perhaps by an interrupted save.</source>
        <translation>{file} er ufuldstændig: filen blev afkortet, måske fordi en gemning blev afbrudt.</translation>
    </message>
    <message>
        <source>{file} is not a saved game of Elasund Desktop.</source>
        <translation>{file} er ikke et gemt spil fra Elasund Desktop.</translation>
    </message>
    <message>
        <source>{file} was saved by a newer version of Elasund Desktop (save format {version}; this version reads format {supported}).</source>
        <translation>{file} blev gemt af en nyere version af Elasund Desktop (gemmeformat {version}; denne version læser format {supported}).</translation>
    </message>
    <message>
        <source>{file} is a game of &quot;{game}&quot;, which this version does not know (known games: {known}).</source>
        <translation>{file} er et spil af typen &quot;{game}&quot;, som denne version ikke kender (kendte spil: {known}).</translation>
    </message>
    <message>
        <source>{file} was saved with version {saved} of the rules of {game}; this version plays version {current}, so the game cannot be replayed.</source>
        <translation>{file} blev gemt med version {saved} af reglerne til {game}; denne version spiller efter version {current}, så spillet kan ikke afspilles igen.</translation>
    </message>
    <message>
        <source>{file} is damaged: move {number} of its game log is not legal. {reason}</source>
        <translation>{file} er beskadiget: træk {number} i spilloggen er ikke lovligt. {reason}</translation>
    </message>
    <message numerus="yes">
        <source>{file} was cut short: its last %n moves were lost, and the game goes on without them.</source>
        <translation>
            <numerusform>{file} blev afkortet: %n træk til sidst gik tabt, og spillet fortsætter uden det.</numerusform>
            <numerusform>{file} blev afkortet: %n træk til sidst gik tabt, og spillet fortsætter uden dem.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rules cannot read this move.</source>
        <translation>Reglerne kan ikke læse dette træk.</translation>
    </message>
    <message>
        <source>{file} is damaged: the field &quot;{field}&quot; is missing or wrong.</source>
        <translation>{file} er beskadiget: feltet &quot;{field}&quot; mangler eller er forkert.</translation>
    </message>
    <message>
        <source>{file} does not replay to the position it was saved in (checksum mismatch): it was changed after saving or made by different rules.</source>
        <translation>{file} fører ikke frem til den stilling, det blev gemt i (kontrolsummen passer ikke): filen er ændret efter gemningen eller lavet efter andre regler.</translation>
    </message>
    <message>
        <source>Cannot write {file}: the disk is full.</source>
        <translation>Kan ikke skrive {file}: disken er fuld.</translation>
    </message>
    <message>
        <source>Cannot write {file}: permission denied.</source>
        <translation>Kan ikke skrive {file}: adgang nægtet.</translation>
    </message>
    <message>
        <source>Cannot write {file}: the disk is read-only.</source>
        <translation>Kan ikke skrive {file}: disken er skrivebeskyttet.</translation>
    </message>
    <message>
        <source>Cannot write {file}: {detail}.</source>
        <translation>Kan ikke skrive {file}: {detail}.</translation>
    </message>
    <message>
        <source>Cannot write {file}: {folder} is a file, not a folder.</source>
        <translation>Kan ikke skrive {file}: {folder} er en fil, ikke en mappe.</translation>
    </message>
    <message>
        <source>The previous file was kept.</source>
        <translation>Den tidligere fil er bevaret.</translation>
    </message>
</context>
<context>
    <name>SaveFiles</name>
    <message>
        <source>Saved games ({patterns})</source>
        <translation>Gemte spil ({patterns})</translation>
    </message>
</context>
<context>
    <name>StatsWidget</name>
    <message>
        <source>Turn</source>
        <translation>Tur</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Vis:</translation>
    </message>
    <message>
        <source>The number plotted for every player, turn by turn</source>
        <translation>Tallet, der vises for hver spiller, tur for tur</translation>
    </message>
    <message>
        <source>Dice rolled (seed {seed})</source>
        <translation>Terningslag (startværdi {seed})</translation>
    </message>
    <message>
        <source>Rolled</source>
        <translation>Slået</translation>
    </message>
    <message>
        <source>Fair dice</source>
        <translation>Fair terninger</translation>
    </message>
    <message>
        <source>Rolls</source>
        <translation>Slag</translation>
    </message>
    <message>
        <source>Sum of the dice</source>
        <translation>Terningernes sum</translation>
    </message>
    <message>
        <source>Save the plot as PNG…</source>
        <translation>Gem diagrammet som PNG…</translation>
    </message>
    <message>
        <source>Save the plot</source>
        <translation>Gem diagrammet</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG-billeder (*.png)</translation>
    </message>
    <message>
        <source>Statistic shown</source>
        <translation>Vist statistik</translation>
    </message>
    <message>
        <source>Plot of the statistic, turn by turn</source>
        <translation>Graf over statistikken, tur for tur</translation>
    </message>
</context>
<context>
    <name>TableFacts</name>
    <message>
        <source>nobody</source>
        <translation>ingen</translation>
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
        <translation>Spillets dele</translation>
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
        <translation>&lt;p&gt;I spillet Paladserne i Carrara køber 2 til 4 spillere marmor, opfører bygninger i seks
toscanske byer og tæller dem på det rigtige tidspunkt. Flest point vinder.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;42 marmorklodser&lt;/b&gt;, 7 i hver af seks farver. Fra den mest til den mindst
værdifulde: hvid (1), gul (2), rød (3), grøn (4), blå (5), sort (6). Brættet viser dette
rangnummer på hver klods, så farverne aldrig kun skal skelnes på nuancen.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Hjulet&lt;/b&gt;: en skive med seks segmenter, hvor marmoren sælges.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;30 bygningsbrikker&lt;/b&gt;: seks typer (bibliotek, katedral, palads, port, borg,
villa) med værdierne 1 til 5. Hver brik viser den genstand, den giver.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;36 genstande&lt;/b&gt;, 6 af hver slags: bog, bæger, krone, portal, fane,
våbenskjold.&lt;/li&gt;
&lt;li&gt;Til hver spiller: en &lt;b&gt;spillerplade&lt;/b&gt; med de seks byer og de seks bygningstyper,
&lt;b&gt;6 pointmarkører&lt;/b&gt; og en &lt;b&gt;skærm&lt;/b&gt;. Mønter, marmor og genstande bliver bag
skærmen: de andre spillere ser dem ikke. Bygninger, markører og sejrspoint er
offentlige.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Forberedelse</translation>
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
&lt;li&gt;Alle får 20 mønter og 6 pointmarkører.&lt;/li&gt;
&lt;li&gt;Programmet trækker startspilleren tilfældigt. Startspilleren får en sort klods, de
næste spillere i pladsrækkefølge en blå, en grøn og en rød klods.&lt;/li&gt;
&lt;li&gt;Én klods af hver farve lægges på hjulets segment på position I. Alle andre klodser
kommer i posen.&lt;/li&gt;
&lt;li&gt;De 30 bygninger blandes; 9 lægges fremme, resten danner en bunke med bagsiden
op.&lt;/li&gt;
&lt;li&gt;Én genstand af hver slags sættes til salg; de andre fem af hver slags danner
forrådet ved siden af brættet.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <source>The wheel and buying marble</source>
        <translation>Hjulet og køb af marmor</translation>
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
        <translation>&lt;p&gt;Priserne står rundt om hjulet på seks faste positioner, I til VI. På position I
koster en hvid klods 6 mønter, gul 5, rød 4, grøn 3, blå 2 og sort 1. For hver position
længere fremme koster hver klods én mønt mindre, ned til 0: gratis.&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Position&lt;/th&gt;&lt;th&gt;1 hvid&lt;/th&gt;&lt;th&gt;2 gul&lt;/th&gt;&lt;th&gt;3 rød&lt;/th&gt;&lt;th&gt;4 grøn&lt;/th&gt;&lt;th&gt;5 blå&lt;/th&gt;&lt;th&gt;6 sort&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;I&lt;/td&gt;&lt;td&gt;6&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;II&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;III&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;IV&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;V&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;VI&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Køb af marmor foregår sådan:&lt;/p&gt;
&lt;ol&gt;
&lt;li&gt;&lt;b&gt;Hjulet drejer&lt;/b&gt; ét segment med uret. Klodserne følger med og bliver én mønt
billigere. Det segment, der forlader position VI, kommer rundt til position I med de
klodser, det stadig har, og de koster igen priserne på position I.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Påfyldning.&lt;/b&gt; Der trækkes tilfældige klodser fra posen til segmentet på
position I, indtil der ligger 11 klodser på hele hjulet. Slipper posen op, lægges det,
der er.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Vælg ét segment&lt;/b&gt; og tag så mange af dets klodser, du vil, og betal hver klods&apos;
pris på den position. Du skal tage mindst én klods, hvis en klods på hjulet er gratis
eller til at betale for dig.&lt;/li&gt;
&lt;li&gt;Kan du ikke betale for en eneste klods, og ingen er gratis, viser du dine mønter og
tager i stedet &lt;b&gt;2 mønter&lt;/b&gt; fra banken.&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;På brættet er de segmenter, du kan købe fra, fremhævet; under hver priskasse viser
&quot;i alt&quot;, hvad alle klodser på segmentet ville koste tilsammen. Klik på de klodser, du
vil have, én ad gangen, og stop så.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Building and the cities</source>
        <translation>At bygge og byerne</translation>
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
        <translation>&lt;p&gt;Vælg en af bygningerne fremme og en by på din egen spillerplade. Du betaler præcis
bygningens værdi i marmorklodser, og byen bestemmer, hvilke farver der gælder:&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;By&lt;/th&gt;&lt;th&gt;Tager imod&lt;/th&gt;&lt;th&gt;Pointtælling giver&lt;/th&gt;&lt;th&gt;Bygninger krævet&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Livorno&lt;/td&gt;&lt;td&gt;hvid&lt;/td&gt;&lt;td&gt;3 SP pr. værdi&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Pisa&lt;/td&gt;&lt;td&gt;hvid, gul&lt;/td&gt;&lt;td&gt;3 mønter pr. værdi&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Lucca&lt;/td&gt;&lt;td&gt;hvid til rød&lt;/td&gt;&lt;td&gt;2 SP pr. værdi&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Viareggio&lt;/td&gt;&lt;td&gt;hvid til grøn&lt;/td&gt;&lt;td&gt;2 mønter pr. værdi&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Massa&lt;/td&gt;&lt;td&gt;hvid til blå&lt;/td&gt;&lt;td&gt;1 SP pr. værdi&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Lerici&lt;/td&gt;&lt;td&gt;alle farver&lt;/td&gt;&lt;td&gt;1 mønt pr. værdi&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Farver må blandes i én bygning. Sort marmor kan kun bruges i Lerici. Brugte klodser
går tilbage i posen. Bygningen kommer i byens kolonne på din plade, og den tomme plads
fremme fyldes straks fra bunken. Når bunken er tom, bliver der færre bygninger
fremme.&lt;/p&gt;
&lt;p&gt;På brættet fremhæves kun de bygninger, du kan betale et sted; når du har valgt én, de
byer, hvor du kan betale for den. Du bliver kun spurgt, hvilke klodser du betaler med,
når der er et reelt valg.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Scoring a city</source>
        <translation>Pointtælling for en by</translation>
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
        <translation>&lt;p&gt;Sæt en af dine markører på en by på hovedbrættet. Du skal have mindst så mange af
dine egne bygninger i byen, som byen kræver (2 i Livorno, Pisa og Lucca, 3 i Viareggio,
Massa og Lerici). Læg værdierne af alle dine bygninger der sammen, og gang summen med
byens tal: du får så mange sejrspoint eller mønter, som tabellen i &quot;At bygge og byerne&quot;
viser.&lt;/p&gt;
&lt;p&gt;Eksempel: med bygninger af værdi 2, 2 og 4 i Viareggio giver pointtællingen for byen
(2 + 2 + 4) × 2 = 16 mønter.&lt;/p&gt;
&lt;p&gt;Hver by kan kun tælles &lt;b&gt;én gang pr. spil&lt;/b&gt;, af den første spiller, der gør det.
De andre må stadig bygge der, og deres bygninger tæller stadig, når de tæller en
bygningstype.&lt;/p&gt;
&lt;p&gt;Hver bygning, du tæller, giver også den genstand, der er vist på den (se
Genstande).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Scoring a building type</source>
        <translation>Pointtælling for en bygningstype</translation>
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
        <translation>&lt;p&gt;Sæt en af dine markører på en bygningstype på din egen spillerplade. Du skal have
mindst én bygning af den type. Hver af dine bygninger af typen giver sin værdi gange
tallet for den by, den står i, betalt på byens måde: én pointtælling kan altså give både
sejrspoint og mønter.&lt;/p&gt;
&lt;p&gt;Eksempel: biblioteker af værdi 5 i Lerici, 2 og 3 i Viareggio og 1 i Livorno giver
1 × 3 = 3 SP og 5 × 1 + (2 + 3) × 2 = 15 mønter samt fire bøger.&lt;/p&gt;
&lt;p&gt;Du kan kun tælle hver type én gang, men en anden spillers pointtælling for en type
stopper ikke dig. Med 6 markører kan du højst lave 6 pointtællinger i et spil.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>Genstande</translation>
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
        <translation>&lt;p&gt;Hver gang du tæller point, tager du én genstand fra forrådet for hver talt bygning:
den slags, der er vist på brikken. Når forrådet af en slags er tomt, får du intet for de
bygninger; genstandene til salg tages aldrig på denne måde.&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Bygning&lt;/th&gt;&lt;th&gt;Genstand&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;bibliotek&lt;/td&gt;&lt;td&gt;bog&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;katedral&lt;/td&gt;&lt;td&gt;bæger&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;palads&lt;/td&gt;&lt;td&gt;fane&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;port&lt;/td&gt;&lt;td&gt;portal&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;borg&lt;/td&gt;&lt;td&gt;krone&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;villa&lt;/td&gt;&lt;td&gt;våbenskjold&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Eksempel: tæller du point for Massa, hvor der står to porte og en borg, får du to portaler
og en krone.&lt;/p&gt;
&lt;p&gt;Én gang pr. tur, efter din handling, må du købe en af genstandene til salg for 10
mønter. De bliver ikke erstattet.&lt;/p&gt;
&lt;p&gt;Hver genstand er værd 3 point ved slutningen og tæller med til målene.&lt;/p&gt;</translation>
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
        <translation>&lt;p&gt;Vores kilder er korte resuméer, ikke den trykte regelbog. Hvor de lader et punkt stå
åbent, har vi besluttet sådan.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Genstande på brikkerne&lt;/b&gt; (svage kilder): det italienske resumé, vi følger, giver
borgen en &lt;b&gt;krone&lt;/b&gt; i sit eget eksempel (Massa med to porte og en borg giver to portaler
og en krone). Bibliotek med bog og port med portal er også dokumenteret; katedral med bæger
og villa med våbenskjold kommer fra anmeldelser, der giver paladset kronen og borgen en fane.
Med kronen på borgen får paladset den genstand, der er tilbage: &lt;b&gt;fanen&lt;/b&gt;.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Mål efter antal spillere&lt;/b&gt; (svage kilder): tallene 6/7/8 genstande og 20/25/30
i bygningsværdi er dokumenteret, men hvilket antal spillere der får hvad, er vores
tolkning: flere spillere, lavere mål.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Hvornår man melder slut&lt;/b&gt; (vores eget valg): kun ved slutningen af ens egen
tur, efter handlingen og købet af en genstand.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Én melding&lt;/b&gt; (vores eget valg): når slutningen først er udløst, af en melding
eller af den sidste bygning, kan ingen melde slut længere.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Mønter&lt;/b&gt; (vores eget valg): banken løber aldrig tør for mønter.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Bygninger pr. by&lt;/b&gt; (vores eget valg): en bys kolonne kan rumme et vilkårligt
antal bygninger.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Hjulet&lt;/b&gt;: klodser, der forlader position VI, kommer rundt til position I og
koster priserne på position I; med en tom pose fyldes intet på; brugte klodser går
tilbage i posen. Vores kilder antyder disse regler, men siger dem ikke direkte.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Køb&lt;/b&gt;: du tager klodser fra ét segment; er noget gratis eller til at betale,
skal du tage mindst én klods.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Pointtælling for en by&lt;/b&gt; kræver mindst det trykte antal bygninger, og alle
dine bygninger der tæller.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Objectives and the end</source>
        <translation>Mål og slutningen</translation>
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
        <translation>&lt;p&gt;Måltavlen viser tre mål:&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Spillere&lt;/th&gt;&lt;th&gt;Pointtællinger&lt;/th&gt;&lt;th&gt;Genstande&lt;/th&gt;&lt;th&gt;Samlet værdi af dine bygninger&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;8&lt;/td&gt;&lt;td&gt;30&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;7&lt;/td&gt;&lt;td&gt;25&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;6&lt;/td&gt;&lt;td&gt;20&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;En spiller, der har nået alle tre, må &lt;b&gt;melde slut&lt;/b&gt; ved slutningen af sin tur og
får straks 5 sejrspoint. Det er frivilligt at melde slut: du må vente på et bedre
øjeblik.&lt;/p&gt;
&lt;p&gt;Spillet slutter også, når alle 30 bygninger er bygget.&lt;/p&gt;
&lt;p&gt;I begge tilfælde spilles runden færdig, så alle har haft lige mange ture: den sidste
tur tilhører spilleren før startspilleren.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Slutoptælling</translation>
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
        <translation>&lt;p&gt;Hver spiller lægger til sejrspointene på pointsporet:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;3 point for hver genstand,&lt;/li&gt;
&lt;li&gt;1 point for hver hele 5 mønter (resten går tabt),&lt;/li&gt;
&lt;li&gt;værdien af hver af sine bygninger.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Flest point vinder. Ved uafgjort vinder den af de lige spillere, der har flest
marmorklodser bag skærmen; er det stadig lige, deler de sejren.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Gode råd</translation>
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
&lt;li&gt;Marmoren bliver billigere, hver gang nogen køber: at vente en runde kan spare meget,
men en anden kan tage klodserne først.&lt;/li&gt;
&lt;li&gt;Mønterne fra Pisa, Viareggio og Lerici betaler for marmor; sejrspointene fra
Livorno, Lucca og Massa vinder spillet.&lt;/li&gt;
&lt;li&gt;En by kan kun tælles én gang: er nogen tæt på, så tæl din først.&lt;/li&gt;
&lt;li&gt;Tæl en bygningstype sent, når flere af dens bygninger står i rige byer.&lt;/li&gt;
&lt;li&gt;Genstande tæller dobbelt: 3 point hver og med til målene.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Choices made in this program</source>
        <translation>Valg truffet i dette program</translation>
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
        <translation>&lt;p&gt;Spillerne har tur i pladsrækkefølge. I din tur udfører du præcis &lt;b&gt;én&lt;/b&gt; af tre
handlinger:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;køb marmor&lt;/b&gt; ved hjulet,&lt;/li&gt;
&lt;li&gt;&lt;b&gt;byg&lt;/b&gt; én bygning, eller&lt;/li&gt;
&lt;li&gt;&lt;b&gt;tæl point&lt;/b&gt; for en by eller en bygningstype med en af dine markører.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Efter handlingen må du &lt;b&gt;købe én genstand&lt;/b&gt; for 10 mønter og, hvis du har nået
alle tre mål, &lt;b&gt;melde slut&lt;/b&gt;. Så slutter din tur; når der ikke er mere at beslutte,
slutter den af sig selv.&lt;/p&gt;
&lt;p&gt;Hvert valg træffes i små trin på brættet: de steder, du kan klikke på, er fremhævet.
Esc afbryder det trin, du er i gang med: de klodser, du indtil nu har taget fra et
segment (du vælger segmentet igen), eller en bygning, der er valgt, men ikke betalt.
Fortryd tager et trin tilbage, men ikke forbi hjulets drejning, for så kendes de
klodser, der blev trukket fra posen, og heller ikke forbi en bygning, hvis plads blandt
bygningerne fremme blev fyldt op fra bunken, for så kendes den nye bygning.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ThinkingIndicator</name>
    <message>
        <source>{name} is thinking</source>
        <translation>{name} tænker</translation>
    </message>
</context>
<context>
    <name>WelcomeScreen</name>
    <message>
        <source>Continue the last game: {game}</source>
        <translation>Fortsæt det seneste spil: {game}</translation>
    </message>
    <message>
        <source>{game}, saved automatically {when}</source>
        <translation>{game}, gemt automatisk {when}</translation>
    </message>
    <message>
        <source>{game}, saved {when}</source>
        <translation>{game}, gemt {when}</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n spiller</numerusform>
            <numerusform>%n spillere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n træk</numerusform>
            <numerusform>%n træk</numerusform>
        </translation>
    </message>
    <message>
        <source>{players} · {moves} · finished</source>
        <translation>{players} · {moves} · afsluttet</translation>
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
        <translation>Brætspil med venner ved én computer, gerne mod computermodstandere. Alle regler kontrolleres for dig. Vælg et spil:</translation>
    </message>
    <message>
        <source>Continue the last game</source>
        <translation>Fortsæt det seneste spil</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsæt</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Seneste spil</translation>
    </message>
    <message>
        <source>The games you save appear here.</source>
        <translation>De spil, du gemmer, vises her.</translation>
    </message>
    <message>
        <source>Open the selected game</source>
        <translation>Åbn det valgte spil</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Åbn et gemt spil…</translation>
    </message>
</context>
</TS>
