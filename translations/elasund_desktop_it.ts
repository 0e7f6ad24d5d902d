<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>Elasund: the Italian and Danish rule books, the publisher&apos;s answers to common questions, reviews, and photographs of the real board and tiles.</source>
        <translation>Elasund: i regolamenti italiano e danese, le risposte dell&apos;editore alle domande frequenti, recensioni e fotografie del tabellone e delle tessere originali.</translation>
    </message>
    <message>
        <source>Catan: the Hungarian rules, the almanac of the fifth edition and the publisher&apos;s answers to common questions.</source>
        <translation>Catan: il regolamento ungherese, l&apos;almanacco della quinta edizione e le risposte dell&apos;editore alle domande frequenti.</translation>
    </message>
    <message>
        <source>Elfenland: the Ukrainian rules, the English rule book and pictures of the original board and town cards.</source>
        <translation>Elfenland: il regolamento ucraino, il regolamento inglese e immagini del tabellone e delle carte città originali.</translation>
    </message>
    <message>
        <source>The Palaces of Carrara: help pages of an online game site in several languages, reviews and the publishers&apos; summaries.</source>
        <translation>I Palazzi di Carrara: le pagine di aiuto di un sito di giochi online in varie lingue, recensioni e le presentazioni degli editori.</translation>
    </message>
    <message>
        <source>{game}: designed by {designers}, published by {publisher} in {year}.</source>
        <translation>{game}: ideato da {designers}, pubblicato da {publisher} nel {year}.</translation>
    </message>
    <message>
        <source>About Elasund Desktop</source>
        <translation>Informazioni su Elasund Desktop</translation>
    </message>
    <message>
        <source>Elasund Desktop</source>
        <translation>Elasund Desktop</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Versione {version}</translation>
    </message>
    <message>
        <source>Four board games at one computer, offline: friends share one screen and may add computer opponents.</source>
        <translation>Quattro giochi da tavolo su un solo computer, senza connessione: gli amici condividono lo schermo e possono aggiungere avversari controllati dal computer.</translation>
    </message>
    <message>
        <source>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). You may share and change the program under its terms; it comes without any warranty.</source>
        <translation>Licenza: GNU General Public License, versione 3 o successiva (GPL-3.0-or-later). Puoi condividere e modificare il programma secondo i suoi termini; è fornito senza alcuna garanzia.</translation>
    </message>
    <message>
        <source>The games</source>
        <translation>I giochi</translation>
    </message>
    <message>
        <source>Where our rules come from</source>
        <translation>Da dove vengono le nostre regole</translation>
    </message>
    <message>
        <source>The rules texts and data are written in our own words from these public sources. The games&apos; names are trademarks of their owners; this program is not connected with their publishers.</source>
        <translation>I testi e i dati delle regole sono scritti con parole nostre a partire da queste fonti pubbliche. I nomi dei giochi sono marchi dei rispettivi proprietari; questo programma non è legato ai loro editori.</translation>
    </message>
    <message>
        <source>Log files: {path}</source>
        <translation>File di log: {path}</translation>
    </message>
</context>
<context>
    <name>ActionPanel</name>
    <message>
        <source>Your hand</source>
        <translation>La tua mano</translation>
    </message>
    <message>
        <source>What to do now</source>
        <translation>Cosa fare ora</translation>
    </message>
    <message>
        <source>What to do now and the last moves</source>
        <translation>Cosa fare ora e le ultime mosse</translation>
    </message>
    <message>
        <source>Last move: {line}</source>
        <translation>Ultima mossa: {line}</translation>
    </message>
    <message>
        <source>On the board: {place}</source>
        <translation>Sul tabellone: {place}</translation>
    </message>
    <message>
        <source>Shortcut: {key}</source>
        <translation>Scorciatoia: {key}</translation>
    </message>
</context>
<context>
    <name>AiTools</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>Ask the strongest computer player for a move</source>
        <translation>Chiedi una mossa al giocatore computer più forte</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Unexpected error</source>
        <translation>Errore imprevisto</translation>
    </message>
    <message>
        <source>Something went wrong: {error}
The game goes on. Details are in the log file:
{path}</source>
        <translation>Si è verificato un problema: {error}
La partita continua. I dettagli sono nel file di log:
{path}</translation>
    </message>
</context>
<context>
    <name>BotLevels</name>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>random moves</source>
        <translation>mosse casuali</translation>
    </message>
    <message>
        <source>random moves, no trade offers</source>
        <translation>mosse casuali, nessuna offerta di scambio</translation>
    </message>
    <message>
        <source>Easy: goes for the game&apos;s goals by rule of thumb, always takes a win it sees, and is sometimes careless.</source>
        <translation>Facile: punta agli obiettivi del gioco a occhio, coglie sempre una vittoria che vede e a volte si distrae.</translation>
    </message>
    <message>
        <source>Medium: looks a few moves ahead in a fraction of a second and blocks a win it sees coming.</source>
        <translation>Medio: guarda qualche mossa avanti in una frazione di secondo e blocca una vittoria che vede arrivare.</translation>
    </message>
    <message>
        <source>Hard: thinks about a second per move (longer on a slow or busy computer) and plays to win.</source>
        <translation>Difficile: pensa circa un secondo per mossa (di più su un computer lento o occupato) e gioca per vincere.</translation>
    </message>
    <message>
        <source>Random: any legal move; for testing.</source>
        <translation>Casuale: una mossa valida qualsiasi; per le prove.</translation>
    </message>
    <message>
        <source>Random: any legal move, never offers a trade; for testing.</source>
        <translation>Casuale: una mossa valida qualsiasi, mai offerte di scambio; per le prove.</translation>
    </message>
    <message>
        <source>Easy: builds on the rows that pay, walls and church tiles by rules of thumb fitted by self-play; takes a win it sees and is sometimes careless.</source>
        <translation>Facile: costruisce sulle file che rendono, sui bastioni e sulle tessere chiesa con regole pratiche messe a punto giocando contro se stesso; coglie una vittoria che vede e a volte si distrae.</translation>
    </message>
    <message>
        <source>Medium: tries its moves in a few hundred imagined games (a fraction of a second) and blocks a win it sees coming.</source>
        <translation>Medio: prova le sue mosse in qualche centinaio di partite immaginate (una frazione di secondo) e blocca una vittoria che vede arrivare.</translation>
    </message>
    <message>
        <source>Hard: about a second of search a move (longer on a slow or busy computer), weighing income, permits, walls and the trade track; plays to win.</source>
        <translation>Difficile: circa un secondo di ricerca per mossa (di più su un computer lento o occupato), pesando rendita, gettoni costruzione, bastioni e tracciato commercio; gioca per vincere.</translation>
    </message>
    <message>
        <source>Easy: builds cities and settlements first and robs the leader, by rules of thumb; never offers a trade; takes a win it sees.</source>
        <translation>Facile: costruisce prima città e colonie e manda il brigante dal primo in classifica, con regole pratiche; non offre mai scambi; coglie una vittoria che vede.</translation>
    </message>
    <message>
        <source>Medium: a short search that counts the cards it has seen; offers trades when a card or two short of a building, never helps a player close to winning.</source>
        <translation>Medio: una breve ricerca che tiene il conto delle carte viste; offre scambi quando gli mancano una o due carte per costruire, non aiuta mai chi è vicino alla vittoria.</translation>
    </message>
    <message>
        <source>Hard: trades and counts cards like Medium and searches about a second a move (longer on a slow or busy computer); plays to win.</source>
        <translation>Difficile: scambia e conta le carte come il Medio e cerca circa un secondo per mossa (di più su un computer lento o occupato); gioca per vincere.</translation>
    </message>
    <message>
        <source>Easy: the greedy plan, heading for the nearest towns not yet visited; sometimes careless.</source>
        <translation>Facile: il piano avido, verso le città più vicine non ancora visitate; a volte si distrae.</translation>
    </message>
    <message>
        <source>Medium: places its counters for the best journey it can make this round and travels it exactly; pays no heed to the other players.</source>
        <translation>Medio: piazza le sue tessere per il viaggio migliore che può fare in questo turno e lo percorre esattamente; non bada agli altri giocatori.</translation>
    </message>
    <message>
        <source>Hard: draws and places its counters for the journey its cards and counters can make together, and spoils the others&apos; journeys with counters and the obstacle; plays to win.</source>
        <translation>Difficile: pesca e piazza le tessere per il viaggio che carte e tessere insieme gli permettono, e rovina i viaggi degli altri con tessere e ostacolo; gioca per vincere.</translation>
    </message>
    <message>
        <source>Easy: buys, builds and scores by a fixed plan fitted by self-play, without looking ahead; sometimes careless.</source>
        <translation>Facile: compra, costruisce e valuta secondo un piano fisso messo a punto giocando contro se stesso, senza guardare avanti; a volte si distrae.</translation>
    </message>
    <message>
        <source>Medium: a short search from the greedy plan: when to buy on the wheel, build, score and end the game.</source>
        <translation>Medio: una breve ricerca a partire dal piano avido: quando comprare sulla ruota, costruire, valutare e chiudere la partita.</translation>
    </message>
    <message>
        <source>Hard: the same search for about a second a move (longer on a slow or busy computer); plays to win.</source>
        <translation>Difficile: la stessa ricerca per circa un secondo per mossa (di più su un computer lento o occupato); gioca per vincere.</translation>
    </message>
    <message>
        <source>Greedy plan: heads for the nearest towns not yet visited by a fixed plan, without looking ahead; moves at once.</source>
        <translation>Piano avido: va verso le città più vicine non ancora visitate secondo un piano fisso, senza guardare avanti; muove subito.</translation>
    </message>
    <message>
        <source>Greedy plan: the fixed plan Medium and Hard start from, without looking ahead; moves at once.</source>
        <translation>Piano avido: il piano fisso da cui partono Medio e Difficile, senza guardare avanti; muove subito.</translation>
    </message>
</context>
<context>
    <name>Carrara</name>
    <message>
        <source>{player} turns the wheel (blocks drawn from the bag: {count}).</source>
        <translation>{player} gira la ruota (cubetti pescati dal sacchetto: {count}).</translation>
    </message>
    <message numerus="yes">
        <source>The bag is empty: blocks on the wheel now: %n.</source>
        <translation>
            <numerusform>Il sacchetto è vuoto: sulla ruota ora c&apos;è %n cubetto.</numerusform>
            <numerusform>Il sacchetto è vuoto: sulla ruota ora ci sono %n cubetti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} cannot afford any block and takes %n coins instead.</source>
        <translation>
            <numerusform>{player} non può pagare nessun cubetto e prende invece %n moneta.</numerusform>
            <numerusform>{player} non può pagare nessun cubetto e prende invece %n monete.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} takes a {colour} block from segment {position} and pays %n coins.</source>
        <translation>
            <numerusform>{player} prende un cubetto {colour} dallo spicchio {position} e paga %n moneta.</numerusform>
            <numerusform>{player} prende un cubetto {colour} dallo spicchio {position} e paga %n monete.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} builds a {building} of value {value} in {city}, paid with: {paid}.</source>
        <translation>{player} costruisce un edificio ({building}, valore {value}) a {city}, pagato con: {paid}.</translation>
    </message>
    <message>
        <source>All 30 buildings are built: the round is finished, then the game ends.</source>
        <translation>Tutti i 30 edifici sono stati costruiti: si completa il giro, poi la partita termina.</translation>
    </message>
    <message numerus="yes">
        <source>{player} takes from the supply: {object} × %n.</source>
        <translation>
            <numerusform>{player} prende dalla riserva: {object} × %n.</numerusform>
            <numerusform>{player} prende dalla riserva: {object} × %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The supply is out of those objects: {player} gets nothing for %n of the scored buildings.</source>
        <translation>
            <numerusform>Nella riserva mancano quegli oggetti: {player} non riceve nulla per %n edificio valutato.</numerusform>
            <numerusform>Nella riserva mancano quegli oggetti: {player} non riceve nulla per %n degli edifici valutati.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} buys a {object} for {coins} coins.</source>
        <translation>{player} compra un oggetto ({object}) per {coins} monete.</translation>
    </message>
    <message>
        <source>{player} meets all three objectives and announces the end (+{vp} VP). The round is finished, then the game ends.</source>
        <translation>{player} ha raggiunto tutti e tre gli obiettivi e dichiara la fine della partita (+{vp} PV). Si completa il giro, poi la partita termina.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>This is not a move of Carrara.</source>
        <translation>Questa non è una mossa di Carrara.</translation>
    </message>
    <message>
        <source>It is {player}&apos;s decision now.</source>
        <translation>Ora decide {player}.</translation>
    </message>
    <message>
        <source>That choice does not exist here.</source>
        <translation>Qui questa scelta non esiste.</translation>
    </message>
    <message>
        <source>You cannot do that now.</source>
        <translation>Ora non puoi farlo.</translation>
    </message>
    <message>
        <source>First choose your action: buy marble, build or score.</source>
        <translation>Prima scegli la tua azione: acquistare marmo, edificare o valutare.</translation>
    </message>
    <message>
        <source>The wheel has turned: choose the segment you buy from.</source>
        <translation>La ruota ha girato: scegli lo spicchio da cui comprare.</translation>
    </message>
    <message>
        <source>Take blocks from the segment you chose, or stop taking.</source>
        <translation>Prendi cubetti dallo spicchio scelto, oppure smetti di prendere.</translation>
    </message>
    <message>
        <source>Choose the city where the building goes.</source>
        <translation>Scegli la città in cui va l&apos;edificio.</translation>
    </message>
    <message>
        <source>Choose the blocks that pay for the building.</source>
        <translation>Scegli i cubetti con cui paghi l&apos;edificio.</translation>
    </message>
    <message>
        <source>You have had your action: buy an object, announce the end or end your turn.</source>
        <translation>Hai già svolto la tua azione: compra un oggetto, dichiara la fine o termina il turno.</translation>
    </message>
    <message>
        <source>There are no blocks on that segment.</source>
        <translation>Su quello spicchio non ci sono cubetti.</translation>
    </message>
    <message>
        <source>There is no {colour} block left on this segment.</source>
        <translation>Su questo spicchio non è rimasto nessun cubetto {colour}.</translation>
    </message>
    <message>
        <source>You must take at least one block.</source>
        <translation>Devi prendere almeno un cubetto.</translation>
    </message>
    <message>
        <source>That building is not on display.</source>
        <translation>Quell&apos;edificio non è sul tabellone.</translation>
    </message>
    <message>
        <source>{city} does not accept {colour} marble.</source>
        <translation>{city} non accetta marmo {colour}.</translation>
    </message>
    <message>
        <source>You have no {colour} block left.</source>
        <translation>Non ti è rimasto nessun cubetto {colour}.</translation>
    </message>
    <message>
        <source>You have used all six scoring markers.</source>
        <translation>Hai già usato tutte e sei le pedine di valutazione.</translation>
    </message>
    <message>
        <source>{other_player} has already scored {city}: nobody else may score it.</source>
        <translation>{other_player} ha già valutato {city}: nessun altro può più valutarla.</translation>
    </message>
    <message>
        <source>You have already scored the type {building}.</source>
        <translation>Hai già valutato il tipo {building}.</translation>
    </message>
    <message>
        <source>You have no {building} on your board to score.</source>
        <translation>Sulla tua plancia non c&apos;è nessun edificio del tipo {building} da valutare.</translation>
    </message>
    <message>
        <source>Only one object may be bought per turn.</source>
        <translation>Si può comprare un solo oggetto per turno.</translation>
    </message>
    <message>
        <source>No {object} is for sale any more.</source>
        <translation>Non c&apos;è più in vendita nessun oggetto di questo tipo: {object}.</translation>
    </message>
    <message>
        <source>The end of the game is already on its way.</source>
        <translation>La fine della partita è già in arrivo.</translation>
    </message>
    <message>
        <source>You can announce the end only when you meet all three objectives.</source>
        <translation>Puoi dichiarare la fine solo quando hai raggiunto tutti e tre gli obiettivi.</translation>
    </message>
    <message>
        <source>Buy marble (turn the wheel)</source>
        <translation>Acquista marmo (gira la ruota)</translation>
    </message>
    <message>
        <source>Buy from segment {position}</source>
        <translation>Compra dallo spicchio {position}</translation>
    </message>
    <message>
        <source>Take a {colour} block</source>
        <translation>Prendi un cubetto {colour}</translation>
    </message>
    <message>
        <source>Stop taking blocks</source>
        <translation>Smetti di prendere cubetti</translation>
    </message>
    <message>
        <source>Build this building</source>
        <translation>Costruisci questo edificio</translation>
    </message>
    <message>
        <source>Build in {city}</source>
        <translation>Costruisci a {city}</translation>
    </message>
    <message>
        <source>Pay with a {colour} block</source>
        <translation>Paga con un cubetto {colour}</translation>
    </message>
    <message>
        <source>Score {city}</source>
        <translation>Valuta {city}</translation>
    </message>
    <message>
        <source>Score the type {building}</source>
        <translation>Valuta il tipo {building}</translation>
    </message>
    <message>
        <source>Buy a {object} for 10 coins</source>
        <translation>Compra: {object} per 10 monete</translation>
    </message>
    <message>
        <source>Announce the end (+5 VP)</source>
        <translation>Dichiara la fine (+5 PV)</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Termina il turno</translation>
    </message>
    <message>
        <source>white</source>
        <translation>bianco</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>giallo</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rosso</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <source>black</source>
        <translation>nero</translation>
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
        <translation>biblioteca</translation>
    </message>
    <message>
        <source>cathedral</source>
        <translation>cattedrale</translation>
    </message>
    <message>
        <source>palace</source>
        <translation>palazzo</translation>
    </message>
    <message>
        <source>gate</source>
        <translation>porta</translation>
    </message>
    <message>
        <source>castle</source>
        <translation>castello</translation>
    </message>
    <message>
        <source>villa</source>
        <translation>villa</translation>
    </message>
    <message>
        <source>book</source>
        <translation>libro</translation>
    </message>
    <message>
        <source>cup</source>
        <translation>coppa</translation>
    </message>
    <message>
        <source>crown</source>
        <translation>corona</translation>
    </message>
    <message>
        <source>portal</source>
        <translation>portale</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>bandiera</translation>
    </message>
    <message>
        <source>coat of arms</source>
        <translation>stemma</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Punti vittoria</translation>
    </message>
    <message>
        <source>Building value</source>
        <translation>Valore degli edifici</translation>
    </message>
    <message>
        <source>Scorings</source>
        <translation>Valutazioni</translation>
    </message>
    <message>
        <source>Buy marble, build a building or score</source>
        <translation>Acquista marmo, costruisci un edificio o fai una valutazione</translation>
    </message>
    <message>
        <source>Choose the wheel segment to buy from</source>
        <translation>Scegli lo spicchio della ruota da cui comprare</translation>
    </message>
    <message>
        <source>Take blocks from the segment, then stop</source>
        <translation>Prendi cubetti dallo spicchio, poi smetti</translation>
    </message>
    <message>
        <source>Choose the city for the building</source>
        <translation>Scegli la città per l&apos;edificio</translation>
    </message>
    <message>
        <source>Choose the blocks that pay</source>
        <translation>Scegli i cubetti con cui pagare</translation>
    </message>
    <message>
        <source>Buy an object, announce the end or end your turn</source>
        <translation>Compra un oggetto, dichiara la fine o termina il turno</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message numerus="yes">
        <source>%n coins</source>
        <translation>
            <numerusform>%n moneta</numerusform>
            <numerusform>%n monete</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory points</source>
        <translation>
            <numerusform>%n punto vittoria</numerusform>
            <numerusform>%n punti vittoria</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n marble blocks</source>
        <translation>
            <numerusform>%n cubetto di marmo</numerusform>
            <numerusform>%n cubetti di marmo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n objects</source>
        <translation>
            <numerusform>%n oggetto</numerusform>
            <numerusform>%n oggetti</numerusform>
        </translation>
    </message>
    <message>
        <source>Buying marble starts with turning the wheel: press the Buy marble button, then choose a segment.</source>
        <translation>L&apos;acquisto di marmo comincia girando la ruota: premi il pulsante «Acquista marmo», poi scegli uno spicchio.</translation>
    </message>
    <message>
        <source>{player} takes a {colour} block from segment {position} for free.</source>
        <translation>{player} prende gratis un cubetto {colour} dallo spicchio {position}.</translation>
    </message>
    <message>
        <source>{player} scores {city}: VP +{vp}, coins +{coins}.</source>
        <translation>{player} fa la valutazione di {city}: PV +{vp}, monete +{coins}.</translation>
    </message>
    <message>
        <source>{player} scores the type {building}: VP +{vp}, coins +{coins}.</source>
        <translation>{player} fa la valutazione del tipo {building}: PV +{vp}, monete +{coins}.</translation>
    </message>
    <message>
        <source>{player}: final score {points} (track {track}, objects {objects}, coins {coins}, buildings {buildings}; marble blocks: {marble}).</source>
        <translation>{player}: punteggio finale {points} (segnapunti {track}, oggetti {objects}, monete {coins}, edifici {buildings}; cubetti di marmo: {marble}).</translation>
    </message>
    <message>
        <source>{player} wins with a final score of {points}!</source>
        <translation>{player} vince con un punteggio finale di {points}!</translation>
    </message>
    <message>
        <source>You buy from one segment only: take blocks from segment {position} or stop taking.</source>
        <translation>Si compra da un solo spicchio: prendi cubetti dallo spicchio {position} oppure smetti di prendere.</translation>
    </message>
    <message>
        <source>You cannot pay for any block there: the cheapest block&apos;s price is {coins}, your coins: {have}.</source>
        <translation>Lì non puoi pagare nessun cubetto: il più economico costa {coins}, le tue monete: {have}.</translation>
    </message>
    <message>
        <source>Here a {colour} block&apos;s price is {coins}, your coins: {have}.</source>
        <translation>Qui il prezzo di un cubetto {colour} è {coins}, le tue monete: {have}.</translation>
    </message>
    <message>
        <source>You have no marble: buy marble before you build.</source>
        <translation>Non hai marmo: acquista marmo prima di edificare.</translation>
    </message>
    <message numerus="yes">
        <source>This building costs %n marble blocks and you hold only {held}.</source>
        <translation>
            <numerusform>Questo edificio costa %n cubetto di marmo e tu ne hai solo {held}.</numerusform>
            <numerusform>Questo edificio costa %n cubetti di marmo e tu ne hai solo {held}.</numerusform>
        </translation>
    </message>
    <message>
        <source>First choose a building on display, then the city where it goes.</source>
        <translation>Prima scegli un edificio sul tabellone, poi la città in cui va.</translation>
    </message>
    <message numerus="yes">
        <source>{city} accepts only this marble: {colours}. The building needs %n of those blocks; you hold {held}.</source>
        <translation>
            <numerusform>{city} accetta solo questo marmo: {colours}. L&apos;edificio richiede %n di questi cubetti; tu ne hai {held}.</numerusform>
            <numerusform>{city} accetta solo questo marmo: {colours}. L&apos;edificio richiede %n di questi cubetti; tu ne hai {held}.</numerusform>
        </translation>
    </message>
    <message>
        <source>You have already scored {city}.</source>
        <translation>Hai già valutato {city}.</translation>
    </message>
    <message numerus="yes">
        <source>To score {city} you need at least %n buildings there on your own board; you have {have}.</source>
        <translation>
            <numerusform>Per valutare {city} ti serve almeno %n edificio lì sulla tua plancia; ne hai {have}.</numerusform>
            <numerusform>Per valutare {city} ti servono almeno %n edifici lì sulla tua plancia; ne hai {have}.</numerusform>
        </translation>
    </message>
    <message>
        <source>You are buying marble this turn, and a turn has one action: take blocks from one segment.</source>
        <translation>In questo turno acquisti marmo e ogni turno ha una sola azione: prendi cubetti da un solo spicchio.</translation>
    </message>
    <message>
        <source>You are building this turn, and a turn has one action: choose the city, then the blocks that pay. Undo takes the choice back.</source>
        <translation>In questo turno edifichi e ogni turno ha una sola azione: scegli la città, poi i cubetti con cui paghi. Annulla revoca la scelta.</translation>
    </message>
    <message>
        <source>Objects are bought after your action: first buy marble, build or score.</source>
        <translation>Gli oggetti si comprano dopo la tua azione: prima acquista marmo, edifica o valuta.</translation>
    </message>
    <message>
        <source>An object costs {coins} coins and you have {have}.</source>
        <translation>Un oggetto costa {coins} monete e tu ne hai {have}.</translation>
    </message>
    <message>
        <source>Score track</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>Oggetti</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Monete</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Edifici</translation>
    </message>
    <message>
        <source>Coins received</source>
        <translation>Monete ricevute</translation>
    </message>
    <message>
        <source>Score track: the points of the scorings during the game</source>
        <translation>Segnapunti: i punti delle valutazioni durante la partita</translation>
    </message>
    <message numerus="yes">
        <source>Announcing the end: %n points</source>
        <translation>
            <numerusform>Dichiarazione della fine: %n punto</numerusform>
            <numerusform>Dichiarazione della fine: %n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Objects: %n points each</source>
        <translation>
            <numerusform>Oggetti: %n punto ciascuno</numerusform>
            <numerusform>Oggetti: %n punti ciascuno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Coins: 1 point per %n coins</source>
        <translation>
            <numerusform>Monete: 1 punto ogni %n moneta</numerusform>
            <numerusform>Monete: 1 punto ogni %n monete</numerusform>
        </translation>
    </message>
    <message>
        <source>Buildings: their value in marble</source>
        <translation>Edifici: il loro costo in marmo</translation>
    </message>
    <message>
        <source>Coins behind the screen</source>
        <translation>Monete dietro lo schermo</translation>
    </message>
    <message>
        <source>Objects behind the screen</source>
        <translation>Oggetti dietro lo schermo</translation>
    </message>
    <message>
        <source>Marble behind the screen</source>
        <translation>Marmo dietro lo schermo</translation>
    </message>
    <message numerus="yes">
        <source>{player} met the three objectives and announced the end (+%n points); the round was then played to its end.</source>
        <translation>
            <numerusform>{player} ha raggiunto i tre obiettivi e ha dichiarato la fine (+%n punto); poi si è completato il giro.</numerusform>
            <numerusform>{player} ha raggiunto i tre obiettivi e ha dichiarato la fine (+%n punti); poi si è completato il giro.</numerusform>
        </translation>
    </message>
    <message>
        <source>All 30 buildings were built; the round was then played to its end.</source>
        <translation>Tutti i 30 edifici sono stati costruiti; poi si è completato il giro.</translation>
    </message>
    <message numerus="yes">
        <source>{player} has the most points (%n) and wins.</source>
        <translation>
            <numerusform>{player} ha più punti di tutti (%n) e vince.</numerusform>
            <numerusform>{player} ha più punti di tutti (%n) e vince.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} are tied on %n points.</source>
        <translation>
            <numerusform>{players} sono pari con %n punto.</numerusform>
            <numerusform>{players} sono pari con %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie-break, the most marble behind the screen: {standing}.</source>
        <translation>Spareggio, più marmo dietro lo schermo: {standing}.</translation>
    </message>
    <message>
        <source>{player} wins the tie.</source>
        <translation>{player} vince lo spareggio.</translation>
    </message>
    <message>
        <source>{players} are still tied and share the victory.</source>
        <translation>{players} restano pari e condividono la vittoria.</translation>
    </message>
    <message>
        <source>Announcing the end</source>
        <translation>Dichiarazione della fine</translation>
    </message>
    <message>
        <source>Take a block:</source>
        <translation>Prendi un cubetto:</translation>
    </message>
    <message>
        <source>Pay with a block:</source>
        <translation>Paga con un cubetto:</translation>
    </message>
    <message>
        <source>Build in:</source>
        <translation>Costruisci in città:</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Valuta la città:</translation>
    </message>
    <message>
        <source>Buy for 10 coins:</source>
        <translation>Compra per 10 monete:</translation>
    </message>
    <message>
        <source>Buy from segment:</source>
        <translation>Compra dallo spicchio:</translation>
    </message>
</context>
<context>
    <name>CarraraBoard</name>
    <message>
        <source>VP {sign}{n}</source>
        <translation>PV {sign}{n}</translation>
    </message>
    <message>
        <source>coins {sign}{n}</source>
        <translation>monete {sign}{n}</translation>
    </message>
    <message>
        <source>The wheel: blocks get one coin cheaper each time it turns.</source>
        <translation>La ruota: a ogni giro i cubetti costano una moneta in meno.</translation>
    </message>
    <message>
        <source>Prices at position {position} (0: free)</source>
        <translation>Prezzi nella posizione {position} (0: gratis)</translation>
    </message>
    <message>
        <source>Buildings on display</source>
        <translation>Edifici sul tabellone</translation>
    </message>
    <message>
        <source>Pile: {count}</source>
        <translation>Pila: {count}</translation>
    </message>
    <message>
        <source>Objects for sale (10 coins)</source>
        <translation>Oggetti in vendita (10 monete)</translation>
    </message>
    <message>
        <source>Supply: {objects}</source>
        <translation>Riserva: {objects}</translation>
    </message>
    <message>
        <source>Objectives (to announce the end, +5 VP)</source>
        <translation>Obiettivi (per dichiarare la fine, +5 PV)</translation>
    </message>
    <message>
        <source>Scorings: {n}</source>
        <translation>Valutazioni: {n}</translation>
    </message>
    <message>
        <source>Objects: {n}</source>
        <translation>Oggetti: {n}</translation>
    </message>
    <message>
        <source>Building value: {n}</source>
        <translation>Valore degli edifici: {n}</translation>
    </message>
    <message>
        <source>The end is triggered: the round is finished.</source>
        <translation>La fine è avviata: si completa il giro.</translation>
    </message>
    <message>
        <source>Score track</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <source>(final {points})</source>
        <translation>(finale {points})</translation>
    </message>
    <message numerus="yes">
        <source>needs %n buildings</source>
        <translation>
            <numerusform>serve %n edificio</numerusform>
            <numerusform>servono %n edifici</numerusform>
        </translation>
    </message>
    <message>
        <source>scored by {player}</source>
        <translation>valutata da {player}</translation>
    </message>
    <message>
        <source>VP {n}</source>
        <translation>PV {n}</translation>
    </message>
    <message>
        <source>building value {n}</source>
        <translation>valore edifici {n}</translation>
    </message>
    <message>
        <source>Behind the screen</source>
        <translation>Dietro lo schermo</translation>
    </message>
    <message>
        <source>hidden from the other players</source>
        <translation>nascosto agli altri giocatori</translation>
    </message>
    <message>
        <source>Scorings: {n} of 6</source>
        <translation>Valutazioni: {n} su 6</translation>
    </message>
    <message>
        <source>Coins: {n}</source>
        <translation>Monete: {n}</translation>
    </message>
    <message>
        <source>set aside: {blocks}</source>
        <translation>messi da parte: {blocks}</translation>
    </message>
    <message>
        <source>{colour} marble (rank {rank})</source>
        <translation>marmo {colour} (rango {rank})</translation>
    </message>
    <message>
        <source>{building}, value {value}: brings a {object} when scored</source>
        <translation>{building}, valore {value}: alla valutazione porta un oggetto: {object}</translation>
    </message>
    <message>
        <source>whole segment: {coins}</source>
        <translation>totale: {coins}</translation>
    </message>
    <message>
        <source>Scorings: {have} of {n}</source>
        <translation>Valutazioni: {have} su {n}</translation>
    </message>
    <message>
        <source>Objects: {have} of {n}</source>
        <translation>Oggetti: {have} su {n}</translation>
    </message>
    <message>
        <source>Building value: {have} of {n}</source>
        <translation>Valore degli edifici: {have} su {n}</translation>
    </message>
    <message>
        <source>{city}: build here with the marble shown. Scoring it gives the sum of your building values here × {times} ({unit}); only one player may score it.</source>
        <translation>{city}: qui si edifica con il marmo mostrato. La valutazione dà la somma dei valori dei tuoi edifici qui × {times} ({unit}); un solo giocatore può valutarla.</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>monete</translation>
    </message>
    <message>
        <source>Still to pay: {n}</source>
        <translation>Ancora da pagare: {n}</translation>
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
        <translation>L&apos;inizio: la ruota con i primi cubetti, gli edifici in esposizione, e la plancia, il paravento e il marmo iniziale di ogni giocatore.</translation>
    </message>
    <message>
        <source>One action a turn: buy marble, build, or score. Scoring a city without buildings, or a type you have not built, is refused.</source>
        <translation>Un&apos;azione per turno: comprare marmo, costruire o valutare. Valutare una città senza edifici, o un tipo che non hai costruito, viene rifiutato.</translation>
    </message>
    <message>
        <source>Buying marble: after the wheel has turned, choose one segment with blocks; its position on the wheel sets their prices. An empty segment is refused.</source>
        <translation>Comprare marmo: dopo che la ruota ha girato, scegli uno spicchio con dei cubetti; la sua posizione sulla ruota fissa i loro prezzi. Uno spicchio vuoto viene rifiutato.</translation>
    </message>
    <message>
        <source>Then take blocks from that segment only, each at the price of its colour there, and stop when you like.</source>
        <translation>Poi prendi cubetti solo da quello spicchio, ciascuno al prezzo del suo colore in quella posizione, e fermati quando vuoi.</translation>
    </message>
    <message>
        <source>Building: choose a city that accepts marble you can pay with. Livorno takes only white, and a city you cannot pay for is refused.</source>
        <translation>Costruire: scegli una città che accetti marmo con cui puoi pagare. Livorno accetta solo il bianco, e una città che non puoi pagare viene rifiutata.</translation>
    </message>
    <message>
        <source>Paying for the building: only colours that this city accepts count.</source>
        <translation>Pagare l&apos;edificio: contano solo i colori che questa città accetta.</translation>
    </message>
    <message>
        <source>Scoring a city: one of your markers on a city where you have buildings, once per city. A city already scored is refused.</source>
        <translation>Valutare una città: uno dei tuoi segnalini su una città dove hai edifici, una volta sola per città. Una città già valutata viene rifiutata.</translation>
    </message>
    <message>
        <source>Scoring a building type: each of your buildings of that type scores its value times its city&apos;s number, in that city&apos;s kind.</source>
        <translation>Valutare un tipo di edificio: ognuno dei tuoi edifici di quel tipo vale il suo valore per il numero della sua città, nel tipo di premio di quella città.</translation>
    </message>
    <message>
        <source>After your action you may buy one object for sale for 10 coins; each object is worth 3 points at the end and counts for the objectives.</source>
        <translation>Dopo la tua azione puoi comprare uno degli oggetti in vendita per 10 monete; ogni oggetto vale 3 punti alla fine e conta per gli obiettivi.</translation>
    </message>
    <message>
        <source>All three objectives met: you may announce the end now for 5 points, or wait; the round is played to its end either way.</source>
        <translation>Tutti e tre gli obiettivi raggiunti: puoi annunciare la fine ora per 5 punti, oppure aspettare; in ogni caso il giro si gioca fino in fondo.</translation>
    </message>
    <message>
        <source>At the end the score track is added to: 3 points an object, 1 for every 5 coins, and the value of each of your buildings.</source>
        <translation>Alla fine si aggiunge al segnapunti: 3 punti per oggetto, 1 ogni 5 monete, e il valore di ciascuno dei tuoi edifici.</translation>
    </message>
</context>
<context>
    <name>Catan</name>
    <message>
        <source>Island</source>
        <translation>Isola</translation>
    </message>
    <message>
        <source>Random island</source>
        <translation>Isola casuale</translation>
    </message>
    <message>
        <source>Fixed beginner island</source>
        <translation>Isola fissa per principianti</translation>
    </message>
    <message>
        <source>{player} places a settlement.</source>
        <translation>{player} piazza una colonia.</translation>
    </message>
    <message>
        <source>{player} places a road.</source>
        <translation>{player} piazza una strada.</translation>
    </message>
    <message>
        <source>{player} receives {n_resource} from the second settlement.</source>
        <translation>{player} riceve {n_resource} dalla seconda colonia.</translation>
    </message>
    <message>
        <source>Turn {turn}: {player} is on turn.</source>
        <translation>Turno {turn}: gioca {player}.</translation>
    </message>
    <message>
        <source>{player} ends the turn.</source>
        <translation>{player} termina il turno.</translation>
    </message>
    <message>
        <source>{player} rolls {die1} + {die2} = {total}.</source>
        <translation>{player} tira {die1} + {die2} = {total}.</translation>
    </message>
    <message>
        <source>{player} receives {n_resource}.</source>
        <translation>{player} riceve {n_resource}.</translation>
    </message>
    <message>
        <source>The bank cannot pay everyone&apos;s {resource}: nobody receives it.</source>
        <translation>La banca non può pagare {resource} a tutti quelli a cui spetta: nessuno ne riceve.</translation>
    </message>
    <message>
        <source>{player} discards 1 {resource}.</source>
        <translation>{player} scarta 1 {resource}.</translation>
    </message>
    <message>
        <source>{player} steals 1 {resource} from {victim_player}.</source>
        <translation>{player} ruba 1 {resource} dalla mano di {victim_player}.</translation>
    </message>
    <message>
        <source>{player} finds nobody to rob there.</source>
        <translation>{player} non trova nessuno da derubare lì.</translation>
    </message>
    <message>
        <source>{player} builds a road.</source>
        <translation>{player} costruisce una strada.</translation>
    </message>
    <message>
        <source>{player} builds a settlement.</source>
        <translation>{player} costruisce una colonia.</translation>
    </message>
    <message>
        <source>{player} upgrades a settlement to a city.</source>
        <translation>{player} trasforma una colonia in città.</translation>
    </message>
    <message>
        <source>{player} buys a development card ({card}).</source>
        <translation>{player} compra una carta sviluppo ({card}).</translation>
    </message>
    <message>
        <source>{player} plays Road Building.</source>
        <translation>{player} gioca Costruzione di strade.</translation>
    </message>
    <message>
        <source>{player} places a free road.</source>
        <translation>{player} piazza una strada gratuita.</translation>
    </message>
    <message>
        <source>{player} plays Year of Plenty.</source>
        <translation>{player} gioca Invenzione.</translation>
    </message>
    <message>
        <source>{player} takes 1 {resource} from the bank.</source>
        <translation>{player} prende 1 {resource} dalla banca.</translation>
    </message>
    <message>
        <source>{player} plays Monopoly on {resource}.</source>
        <translation>{player} gioca Monopolio sulla risorsa {resource}.</translation>
    </message>
    <message>
        <source>{victim_player} gives {n_resource} to {player}.</source>
        <translation>{player} riceve {n_resource} dalla mano di {victim_player}.</translation>
    </message>
    <message>
        <source>{player} trades {n_give} with the bank for 1 {resource}.</source>
        <translation>{player} cambia con la banca {n_give} per 1 {resource}.</translation>
    </message>
    <message>
        <source>{player} offers a trade to {target_player}:</source>
        <translation>{player} propone uno scambio (destinatario: {target_player}):</translation>
    </message>
    <message>
        <source>{player} offers a trade to everybody:</source>
        <translation>{player} propone uno scambio a tutti:</translation>
    </message>
    <message>
        <source>{player} would give {n_resource}.</source>
        <translation>{player} darebbe {n_resource}.</translation>
    </message>
    <message>
        <source>{player} asks for {n_resource}.</source>
        <translation>{player} chiede {n_resource}.</translation>
    </message>
    <message>
        <source>{player} accepts the offer.</source>
        <translation>{player} accetta l&apos;offerta.</translation>
    </message>
    <message>
        <source>{player} declines the offer.</source>
        <translation>{player} rifiuta l&apos;offerta.</translation>
    </message>
    <message>
        <source>Nobody accepts the offer of {player}.</source>
        <translation>Nessuno accetta l&apos;offerta di {player}.</translation>
    </message>
    <message>
        <source>{player} withdraws the offer.</source>
        <translation>{player} ritira l&apos;offerta.</translation>
    </message>
    <message>
        <source>{player} trades with {partner_player}.</source>
        <translation>{player} e {partner_player} concludono lo scambio.</translation>
    </message>
    <message>
        <source>{player} gives {n_resource} to {other_player}.</source>
        <translation>{player} cede {n_resource} (destinatario: {other_player}).</translation>
    </message>
    <message>
        <source>{previous_player} loses the Longest Road; nobody holds it now.</source>
        <translation>{previous_player} perde la Strada commerciale più lunga; ora non la possiede nessuno.</translation>
    </message>
    <message>
        <source>{player} steals a card from {victim_player}.</source>
        <translation>{player} ruba una carta dalla mano di {victim_player}.</translation>
    </message>
    <message>
        <source>{player} buys a development card.</source>
        <translation>{player} compra una carta sviluppo.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>This is not a move of Catan.</source>
        <translation>Questa non è una mossa di Catan.</translation>
    </message>
    <message>
        <source>It is {player}&apos;s decision now.</source>
        <translation>Ora decide {player}.</translation>
    </message>
    <message>
        <source>That choice does not exist here.</source>
        <translation>Questa scelta qui non esiste.</translation>
    </message>
    <message>
        <source>You cannot do that now.</source>
        <translation>Adesso non puoi farlo.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Prima tira i dadi.</translation>
    </message>
    <message>
        <source>You have already rolled this turn.</source>
        <translation>Hai già tirato i dadi in questo turno.</translation>
    </message>
    <message>
        <source>This costs {cost}; you are missing {missing}.</source>
        <translation>Costo: {cost}. Ti manca: {missing}.</translation>
    </message>
    <message>
        <source>You have no {piece} left in your supply.</source>
        <translation>Nella tua riserva non resta nessun pezzo di questo tipo: {piece}.</translation>
    </message>
    <message>
        <source>There is already a road there.</source>
        <translation>Lì c&apos;è già una strada.</translation>
    </message>
    <message>
        <source>A road must join your own road, settlement or city, and cannot pass another player&apos;s building.</source>
        <translation>Una strada deve essere collegata a una tua strada, colonia o città, e non può passare attraverso una costruzione di un altro giocatore.</translation>
    </message>
    <message>
        <source>This road must touch the settlement you have just placed.</source>
        <translation>Questa strada deve toccare la colonia che hai appena piazzato.</translation>
    </message>
    <message>
        <source>That intersection is already taken.</source>
        <translation>Questo incrocio è già occupato.</translation>
    </message>
    <message>
        <source>Distance rule: no settlement next to another settlement or city.</source>
        <translation>Regola della distanza: nessuna colonia accanto a un&apos;altra colonia o a una città.</translation>
    </message>
    <message>
        <source>A settlement must touch one of your roads.</source>
        <translation>Una colonia deve toccare una delle tue strade.</translation>
    </message>
    <message>
        <source>A city must replace one of your own settlements.</source>
        <translation>Una città deve sostituire una delle tue colonie.</translation>
    </message>
    <message>
        <source>This is already a city: a city cannot be upgraded further.</source>
        <translation>Qui c&apos;è già una città: una città non si può migliorare ulteriormente.</translation>
    </message>
    <message>
        <source>The robber moves only after a 7 is rolled or a Knight is played.</source>
        <translation>Il brigante si sposta solo dopo un 7 ai dadi o quando si gioca un Cavaliere.</translation>
    </message>
    <message>
        <source>No development cards are left.</source>
        <translation>Non restano carte sviluppo.</translation>
    </message>
    <message>
        <source>You have no {card} card.</source>
        <translation>Non hai nessuna carta {card}.</translation>
    </message>
    <message>
        <source>A development card cannot be played in the turn it was bought.</source>
        <translation>Una carta sviluppo non si può giocare nel turno in cui è stata comprata.</translation>
    </message>
    <message>
        <source>Only one development card may be played per turn.</source>
        <translation>Si può giocare una sola carta sviluppo per turno.</translation>
    </message>
    <message>
        <source>The bank has no cards you could take.</source>
        <translation>La banca non ha carte che potresti prendere.</translation>
    </message>
    <message>
        <source>The bank has no {resource} left.</source>
        <translation>Alla banca non resta più {resource}.</translation>
    </message>
    <message>
        <source>Take a different resource from the one you give.</source>
        <translation>Prendi una risorsa diversa da quella che dai.</translation>
    </message>
    <message>
        <source>You have no harbour for trading {resource} at {rate}:1.</source>
        <translation>Non hai un porto per cambiare {resource} a {rate}:1.</translation>
    </message>
    <message>
        <source>You do not have enough {resource}.</source>
        <translation>Non hai abbastanza {resource}.</translation>
    </message>
    <message>
        <source>You have no {resource} to discard.</source>
        <translation>Non hai {resource} da scartare.</translation>
    </message>
    <message>
        <source>The robber must move to a different land hex.</source>
        <translation>Il brigante deve spostarsi su un altro esagono di terra.</translation>
    </message>
    <message>
        <source>You can only rob a player with a building on the robber&apos;s hex who holds cards.</source>
        <translation>Puoi derubare solo un giocatore che ha una costruzione sull&apos;esagono del brigante e ha delle carte.</translation>
    </message>
    <message>
        <source>The same resource cannot be on both sides of a trade.</source>
        <translation>La stessa risorsa non può comparire da entrambe le parti di uno scambio.</translation>
    </message>
    <message>
        <source>Both sides of a trade must give at least one card.</source>
        <translation>In uno scambio entrambe le parti devono dare almeno una carta.</translation>
    </message>
    <message>
        <source>You cannot ask for more cards than the other players hold.</source>
        <translation>Non puoi chiedere più carte di quante ne abbiano gli altri giocatori.</translation>
    </message>
    <message>
        <source>No trade is possible: the others hold nothing you could ask for in exchange for your cards.</source>
        <translation>Nessuno scambio è possibile: gli altri non hanno nulla che potresti chiedere in cambio delle tue carte.</translation>
    </message>
    <message>
        <source>You do not hold the cards asked for.</source>
        <translation>Non hai le carte richieste.</translation>
    </message>
    <message>
        <source>{other_player} has not accepted this offer.</source>
        <translation>{other_player} non ha accettato questa offerta.</translation>
    </message>
    <message>
        <source>Place a settlement</source>
        <translation>Piazza una colonia</translation>
    </message>
    <message>
        <source>Place a road</source>
        <translation>Piazza una strada</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Tira i dadi</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Termina il turno</translation>
    </message>
    <message>
        <source>Build a road</source>
        <translation>Costruisci una strada</translation>
    </message>
    <message>
        <source>Build a settlement</source>
        <translation>Costruisci una colonia</translation>
    </message>
    <message>
        <source>Build a city</source>
        <translation>Costruisci una città</translation>
    </message>
    <message>
        <source>Buy a development card</source>
        <translation>Compra una carta sviluppo</translation>
    </message>
    <message>
        <source>Play a Knight</source>
        <translation>Gioca un Cavaliere</translation>
    </message>
    <message>
        <source>Play Road Building</source>
        <translation>Gioca Costruzione di strade</translation>
    </message>
    <message>
        <source>Play Year of Plenty</source>
        <translation>Gioca Invenzione</translation>
    </message>
    <message>
        <source>Play Monopoly on {resource}</source>
        <translation>Gioca Monopolio: {resource}</translation>
    </message>
    <message>
        <source>Take {resource}</source>
        <translation>Prendi: {resource}</translation>
    </message>
    <message>
        <source>Discard {resource}</source>
        <translation>Scarta: {resource}</translation>
    </message>
    <message>
        <source>Move the robber here</source>
        <translation>Sposta qui il brigante</translation>
    </message>
    <message>
        <source>Rob {victim_player}</source>
        <translation>Deruba {victim_player}</translation>
    </message>
    <message>
        <source>Trade {n_resource} with the bank</source>
        <translation>Cambia {n_resource} con la banca</translation>
    </message>
    <message>
        <source>Take {resource} from the bank</source>
        <translation>Prendi dalla banca: {resource}</translation>
    </message>
    <message>
        <source>Offer a trade to the other players</source>
        <translation>Proponi uno scambio agli altri giocatori</translation>
    </message>
    <message>
        <source>Offer 1 more {resource}</source>
        <translation>Offri 1 {resource} in più</translation>
    </message>
    <message>
        <source>Ask for 1 more {resource}</source>
        <translation>Chiedi 1 {resource} in più</translation>
    </message>
    <message>
        <source>Send the offer to {target_player}</source>
        <translation>Manda l&apos;offerta: {target_player}</translation>
    </message>
    <message>
        <source>Send the offer to everybody</source>
        <translation>Manda l&apos;offerta a tutti</translation>
    </message>
    <message>
        <source>Accept the offer</source>
        <translation>Accetta l&apos;offerta</translation>
    </message>
    <message>
        <source>Decline the offer</source>
        <translation>Rifiuta l&apos;offerta</translation>
    </message>
    <message>
        <source>Trade with {partner_player}</source>
        <translation>Scambia: {partner_player}</translation>
    </message>
    <message>
        <source>Withdraw the offer</source>
        <translation>Ritira l&apos;offerta</translation>
    </message>
    <message>
        <source>lumber</source>
        <translation>legno</translation>
    </message>
    <message>
        <source>brick</source>
        <translation>argilla</translation>
    </message>
    <message>
        <source>wool</source>
        <translation>lana</translation>
    </message>
    <message>
        <source>grain</source>
        <translation>grano</translation>
    </message>
    <message>
        <source>ore</source>
        <translation>minerale</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>foresta</translation>
    </message>
    <message>
        <source>hills</source>
        <translation>colline</translation>
    </message>
    <message>
        <source>pasture</source>
        <translation>pascolo</translation>
    </message>
    <message>
        <source>fields</source>
        <translation>campi</translation>
    </message>
    <message>
        <source>mountains</source>
        <translation>montagne</translation>
    </message>
    <message>
        <source>desert</source>
        <translation>deserto</translation>
    </message>
    <message>
        <source>3:1 harbour</source>
        <translation>porto 3:1</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Cavaliere</translation>
    </message>
    <message>
        <source>Victory Point</source>
        <translation>Punto Vittoria</translation>
    </message>
    <message>
        <source>Road Building</source>
        <translation>Costruzione di strade</translation>
    </message>
    <message>
        <source>Year of Plenty</source>
        <translation>Invenzione</translation>
    </message>
    <message>
        <source>Monopoly</source>
        <translation>Monopolio</translation>
    </message>
    <message>
        <source>road</source>
        <translation>strada</translation>
    </message>
    <message>
        <source>settlement</source>
        <translation>colonia</translation>
    </message>
    <message>
        <source>city</source>
        <translation>città</translation>
    </message>
    <message numerus="yes">
        <source>%n lumber</source>
        <translation>
            <numerusform>%n carta legno</numerusform>
            <numerusform>%n carte legno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n brick</source>
        <translation>
            <numerusform>%n carta argilla</numerusform>
            <numerusform>%n carte argilla</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wool</source>
        <translation>
            <numerusform>%n carta lana</numerusform>
            <numerusform>%n carte lana</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grain</source>
        <translation>
            <numerusform>%n carta grano</numerusform>
            <numerusform>%n carte grano</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ore</source>
        <translation>
            <numerusform>%n carta minerale</numerusform>
            <numerusform>%n carte minerale</numerusform>
        </translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Punti vittoria</translation>
    </message>
    <message>
        <source>Resource cards</source>
        <translation>Carte risorsa</translation>
    </message>
    <message>
        <source>Development cards</source>
        <translation>Carte sviluppo</translation>
    </message>
    <message>
        <source>Knights played</source>
        <translation>Cavalieri giocati</translation>
    </message>
    <message>
        <source>Longest road</source>
        <translation>Strada più lunga</translation>
    </message>
    <message>
        <source>Place a starting settlement</source>
        <translation>Piazza una colonia iniziale</translation>
    </message>
    <message>
        <source>Place a starting road</source>
        <translation>Piazza una strada iniziale</translation>
    </message>
    <message>
        <source>Roll the dice (or play a development card first)</source>
        <translation>Tira i dadi (o prima gioca una carta sviluppo)</translation>
    </message>
    <message>
        <source>Trade and build, then end the turn</source>
        <translation>Commercia e costruisci, poi termina il turno</translation>
    </message>
    <message>
        <source>Discard half of your cards</source>
        <translation>Scarta metà delle tue carte</translation>
    </message>
    <message>
        <source>Move the robber</source>
        <translation>Sposta il brigante</translation>
    </message>
    <message>
        <source>Choose whom to rob</source>
        <translation>Scegli chi derubare</translation>
    </message>
    <message>
        <source>Place your free roads</source>
        <translation>Piazza le tue strade gratuite</translation>
    </message>
    <message>
        <source>Choose the resource to receive</source>
        <translation>Scegli la risorsa da ricevere</translation>
    </message>
    <message>
        <source>Compose your trade offer</source>
        <translation>Prepara la tua offerta di scambio</translation>
    </message>
    <message>
        <source>Answer the trade offer</source>
        <translation>Rispondi all&apos;offerta di scambio</translation>
    </message>
    <message>
        <source>Choose a trade partner or withdraw</source>
        <translation>Scegli con chi scambiare o ritira l&apos;offerta</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message numerus="yes">
        <source>%n resource cards</source>
        <translation>
            <numerusform>%n carta risorsa</numerusform>
            <numerusform>%n carte risorsa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The bank is short of {resource}: {player} receives only %n cards instead of {owed}.</source>
        <translation>
            <numerusform>La banca è a corto di {resource}: {player} riceve solo %n carta invece di {owed}.</numerusform>
            <numerusform>La banca è a corto di {resource}: {player} riceve solo %n carte invece di {owed}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} holds more than 7 cards and must discard %n cards.</source>
        <translation>
            <numerusform>{player} ha più di 7 carte e deve scartarne %n.</numerusform>
            <numerusform>{player} ha più di 7 carte e deve scartarne %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} plays a Knight (%n played).</source>
        <translation>
            <numerusform>{player} gioca un Cavaliere (%n giocato finora).</numerusform>
            <numerusform>{player} gioca un Cavaliere (%n giocati finora).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} now holds the Longest Road (%n segments).</source>
        <translation>
            <numerusform>Ora {player} possiede la Strada commerciale più lunga (%n tratto).</numerusform>
            <numerusform>Ora {player} possiede la Strada commerciale più lunga (%n tratti).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} now holds the Largest Army (%n knights).</source>
        <translation>
            <numerusform>Ora {player} possiede il Cavaliere più potente (%n Cavaliere).</numerusform>
            <numerusform>Ora {player} possiede il Cavaliere più potente (%n Cavalieri).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} reveals %n victory point cards.</source>
        <translation>
            <numerusform>{player} rivela %n carta Punto Vittoria.</numerusform>
            <numerusform>{player} rivela %n carte Punto Vittoria.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} wins with %n victory points!</source>
        <translation>
            <numerusform>{player} vince con %n punto vittoria!</numerusform>
            <numerusform>{player} vince con %n punti vittoria!</numerusform>
        </translation>
    </message>
    <message>
        <source>The bank has no {resource} left for {player}.</source>
        <translation>{player}: la banca non ha più {resource}.</translation>
    </message>
    <message numerus="yes">
        <source>You may send at most %n trade offers per turn.</source>
        <translation>
            <numerusform>Puoi mandare al massimo %n offerta di scambio per turno.</numerusform>
            <numerusform>Puoi mandare al massimo %n offerte di scambio per turno.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} moves the robber to the {terrain} hex numbered {number}.</source>
        <translation>{player} sposta il brigante: esagono «{terrain}», numero {number}.</translation>
    </message>
    <message>
        <source>{player} moves the robber to the desert.</source>
        <translation>{player} sposta il brigante nel deserto.</translation>
    </message>
    <message>
        <source>Resources produced</source>
        <translation>Risorse prodotte</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Banca</translation>
    </message>
    <message>
        <source>Development cards left</source>
        <translation>Carte sviluppo rimaste</translation>
    </message>
    <message>
        <source>Longest Road</source>
        <translation>Strada commerciale più lunga</translation>
    </message>
    <message>
        <source>Largest Army</source>
        <translation>Cavaliere più potente</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Strada</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Colonia</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Città</translation>
    </message>
    <message>
        <source>Development card</source>
        <translation>Carta sviluppo</translation>
    </message>
    <message>
        <source>Building costs</source>
        <translation>Costi di costruzione</translation>
    </message>
    <message numerus="yes">
        <source>Year of Plenty: resources still to take from the bank: %n</source>
        <translation>
            <numerusform>Invenzione: risorse ancora da prendere dalla banca: %n</numerusform>
            <numerusform>Invenzione: risorse ancora da prendere dalla banca: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Settlements</source>
        <translation>Colonie</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Città</translation>
    </message>
    <message>
        <source>Victory Point cards</source>
        <translation>Carte Punto Vittoria</translation>
    </message>
    <message numerus="yes">
        <source>Settlements: %n points each</source>
        <translation>
            <numerusform>Colonie: %n punto ciascuna</numerusform>
            <numerusform>Colonie: %n punti ciascuna</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cities: %n points each</source>
        <translation>
            <numerusform>Città: %n punto ciascuna</numerusform>
            <numerusform>Città: %n punti ciascuna</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Longest Road card: %n points</source>
        <translation>
            <numerusform>Carta Strada commerciale più lunga: %n punto</numerusform>
            <numerusform>Carta Strada commerciale più lunga: %n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Largest Army card: %n points</source>
        <translation>
            <numerusform>Carta Cavaliere più potente: %n punto</numerusform>
            <numerusform>Carta Cavaliere più potente: %n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Victory Point cards: %n points each</source>
        <translation>
            <numerusform>Carte Punto Vittoria: %n punto ciascuna</numerusform>
            <numerusform>Carte Punto Vittoria: %n punti ciascuna</numerusform>
        </translation>
    </message>
    <message>
        <source>Resource cards in hand</source>
        <translation>Carte risorsa in mano</translation>
    </message>
    <message>
        <source>Development cards not played</source>
        <translation>Carte sviluppo non giocate</translation>
    </message>
    <message numerus="yes">
        <source>{player} has %n victory points on their own turn: 10 end the game at once, so no tie-break is needed.</source>
        <translation>
            <numerusform>{player} ha %n punto vittoria nel proprio turno: con 10 la partita finisce subito, quindi non serve uno spareggio.</numerusform>
            <numerusform>{player} ha %n punti vittoria nel proprio turno: con 10 la partita finisce subito, quindi non serve uno spareggio.</numerusform>
        </translation>
    </message>
    <message>
        <source>Also at 10 or more victory points: {players}; but only the player whose turn it is wins.</source>
        <translation>Hanno 10 o più punti vittoria anche: {players}; ma vince solo chi è di turno.</translation>
    </message>
    <message>
        <source>Discard a card:</source>
        <translation>Scarta una carta:</translation>
    </message>
    <message>
        <source>Take from the bank:</source>
        <translation>Prendi dalla banca:</translation>
    </message>
    <message>
        <source>Play Monopoly on:</source>
        <translation>Gioca Monopolio:</translation>
    </message>
    <message>
        <source>Trade with the bank:</source>
        <translation>Cambia con la banca:</translation>
    </message>
    <message>
        <source>Offer 1 more:</source>
        <translation>Offri 1 in più:</translation>
    </message>
    <message>
        <source>Ask for 1 more:</source>
        <translation>Chiedi 1 in più:</translation>
    </message>
    <message>
        <source>Send the offer to:</source>
        <translation>Destinatario dell&apos;offerta:</translation>
    </message>
    <message>
        <source>Rob:</source>
        <translation>Deruba:</translation>
    </message>
    <message>
        <source>Trade with:</source>
        <translation>Scambia con:</translation>
    </message>
</context>
<context>
    <name>CatanBoard</name>
    <message>
        <source>Forest</source>
        <translation>Foresta</translation>
    </message>
    <message>
        <source>Hills</source>
        <translation>Colline</translation>
    </message>
    <message>
        <source>Pasture</source>
        <translation>Pascolo</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Campi</translation>
    </message>
    <message>
        <source>Mountains</source>
        <translation>Montagne</translation>
    </message>
    <message>
        <source>Desert</source>
        <translation>Deserto</translation>
    </message>
    <message>
        <source>lumber</source>
        <translation>legno</translation>
    </message>
    <message>
        <source>brick</source>
        <translation>argilla</translation>
    </message>
    <message>
        <source>wool</source>
        <translation>lana</translation>
    </message>
    <message>
        <source>grain</source>
        <translation>grano</translation>
    </message>
    <message>
        <source>ore</source>
        <translation>minerale</translation>
    </message>
    <message>
        <source>any</source>
        <translation>qualsiasi</translation>
    </message>
    <message numerus="yes">
        <source>%n pips</source>
        <translation>
            <numerusform>%n puntino</numerusform>
            <numerusform>%n puntini</numerusform>
        </translation>
    </message>
    <message>
        <source>Harbour: trade 3 of one resource for 1 of another.</source>
        <translation>Porto: cambia 3 carte di una risorsa per 1 carta di un&apos;altra.</translation>
    </message>
    <message>
        <source>Harbour: trade 2 {resource} for 1 of another resource.</source>
        <translation>Porto: cambia 2 {resource} per 1 carta di un&apos;altra risorsa.</translation>
    </message>
    <message>
        <source>{terrain}: produces {resource} on a roll of {number}.</source>
        <translation>{terrain}: produce {resource} quando i dadi danno {number}.</translation>
    </message>
    <message>
        <source>Road of {player}</source>
        <translation>Strada di {player}</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Colonia</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Città</translation>
    </message>
    <message>
        <source>{kind} of {player}</source>
        <translation>{kind} di {player}</translation>
    </message>
    <message>
        <source>The robber: this hex produces nothing while he stands here.</source>
        <translation>Il brigante: questo esagono non produce nulla finché lui si trova qui.</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dadi</translation>
    </message>
    <message>
        <source>Trade with players…</source>
        <translation>Scambia con i giocatori…</translation>
    </message>
    <message>
        <source>Trade with the bank…</source>
        <translation>Cambia con la banca…</translation>
    </message>
    <message>
        <source>Discard…</source>
        <translation>Scarta…</translation>
    </message>
    <message>
        <source>everybody</source>
        <translation>tutti</translation>
    </message>
    <message>
        <source>Development cards: {cards}</source>
        <translation>Carte sviluppo: {cards}</translation>
    </message>
    <message>
        <source>Your victory points (with hidden cards): {points}</source>
        <translation>I tuoi punti vittoria (con le carte nascoste): {points}</translation>
    </message>
    <message numerus="yes">
        <source>(%n new)</source>
        <translation>
            <numerusform>(%n nuova)</numerusform>
            <numerusform>(%n nuove)</numerusform>
        </translation>
    </message>
    <message>
        <source>Rolled by {player}</source>
        <translation>Lancio di {player}</translation>
    </message>
    <message>
        <source>Intersection beside {hexes}</source>
        <translation>Incrocio accanto a: {hexes}</translation>
    </message>
    <message>
        <source>Path beside {hexes}</source>
        <translation>Lato accanto a: {hexes}</translation>
    </message>
</context>
<context>
    <name>CatanDialogs</name>
    <message>
        <source>Trade with players</source>
        <translation>Scambia con i giocatori</translation>
    </message>
    <message>
        <source>You give</source>
        <translation>Dai</translation>
    </message>
    <message>
        <source>You ask for</source>
        <translation>Chiedi</translation>
    </message>
    <message>
        <source>Send to</source>
        <translation>Manda a</translation>
    </message>
    <message>
        <source>Both sides must give at least one card, and no resource may be on both sides.</source>
        <translation>Entrambe le parti devono dare almeno una carta, e nessuna risorsa può comparire da entrambe le parti.</translation>
    </message>
    <message>
        <source>Trade with the bank</source>
        <translation>Cambia con la banca</translation>
    </message>
    <message>
        <source>You take</source>
        <translation>Prendi</translation>
    </message>
    <message>
        <source>Discard cards</source>
        <translation>Scarta carte</translation>
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
            <numerusform>Scegli %n carta da scartare</numerusform>
            <numerusform>Scegli %n carte da scartare</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatanRules</name>
    <message>
        <source>What is in the game</source>
        <translation>Che cosa c&apos;è nel gioco</translation>
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
        <translation>&lt;p&gt;In Catan, 3 o 4 giocatori colonizzano un&apos;isola. Raccolgono risorse, costruiscono
strade, colonie e città, e fanno a gara per arrivare a 10 punti vittoria. Come variante si
può scegliere una partita a 2 giocatori: il tabellone e le regole restano gli stessi.&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Terreno&lt;/th&gt;&lt;th&gt;Produce&lt;/th&gt;&lt;th&gt;Esagoni&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Foresta&lt;/td&gt;&lt;td&gt;Legno&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Pascolo&lt;/td&gt;&lt;td&gt;Lana&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Campi&lt;/td&gt;&lt;td&gt;Grano&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Colline&lt;/td&gt;&lt;td&gt;Argilla&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Montagne&lt;/td&gt;&lt;td&gt;Minerale&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Deserto&lt;/td&gt;&lt;td&gt;niente&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;19 esagoni di terra&lt;/b&gt; (vedi la tabella), circondati dal mare.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;18 segnalini numerati&lt;/b&gt;: un 2, un 12 e due ciascuno di 3, 4, 5, 6, 8, 9, 10 e 11.
Non c&apos;è il 7.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;9 porti&lt;/b&gt; sulla costa: 4 porti generici (3:1) e 5 porti speciali (2:1), uno per
ogni risorsa.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;95 carte risorsa&lt;/b&gt;, 19 per ogni risorsa. Formano la banca.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;25 carte sviluppo&lt;/b&gt;: 14 Cavalieri, 5 Punti Vittoria, 2 Costruzione di strade,
2 Invenzione e 2 Monopolio.&lt;/li&gt;
&lt;li&gt;Per ogni colore: &lt;b&gt;5 colonie, 4 città e 15 strade&lt;/b&gt;.&lt;/li&gt;
&lt;li&gt;Due carte speciali che valgono 2 punti ciascuna: &lt;b&gt;Strada commerciale più lunga&lt;/b&gt; e
&lt;b&gt;Cavaliere più potente&lt;/b&gt;.&lt;/li&gt;
&lt;li&gt;Il &lt;b&gt;brigante&lt;/b&gt; e due dadi a sei facce.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Building the island</source>
        <translation>Costruire l&apos;isola</translation>
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
        <translation>&lt;p&gt;Il programma prepara una nuova isola per ogni partita. I 19 esagoni di terra vengono
mescolati e disposti in file di 3, 4, 5, 4 e 3 esagoni, con il mare tutto intorno.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Segnalini numerati.&lt;/b&gt; I 18 segnalini portano le lettere dalla A alla R e, in
quest&apos;ordine, i numeri 5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11. Vengono
disposti in ordine alfabetico lungo una spirale: il programma sceglie a caso uno dei sei
esagoni d&apos;angolo dell&apos;isola, percorre l&apos;anello esterno in senso antiorario e poi gira verso
l&apos;interno fino al centro. Il deserto viene saltato e non riceve alcun segnalino. Disposti in
questo modo, i due numeri più produttivi, 6 e 8, non finiscono mai su esagoni vicini.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Porti.&lt;/b&gt; I 9 porti si trovano sempre negli stessi nove punti della costa. Vengono
mescolati solo i loro tipi: 4 porti generici 3:1 e un porto 2:1 per ciascuna delle cinque
risorse. Ogni porto serve i due incroci della costa che tocca.&lt;/p&gt;
&lt;p&gt;Il &lt;b&gt;brigante&lt;/b&gt; parte dal deserto.&lt;/p&gt;
&lt;p&gt;Quando inizi una partita, l&apos;opzione &lt;b&gt;Isola&lt;/b&gt; offre un&apos;&lt;i&gt;Isola casuale&lt;/i&gt;
(l&apos;impostazione predefinita, descritta sopra) o un&apos;&lt;i&gt;Isola fissa per principianti&lt;/i&gt;: gli
stessi terreni, numeri e porti in ogni partita, una comodità per imparare.&lt;/p&gt;
&lt;p&gt;Alcune parole usate in queste regole: un &lt;b&gt;incrocio&lt;/b&gt; è un angolo in cui si incontrano
degli esagoni (lì stanno colonie e città); un &lt;b&gt;lato&lt;/b&gt; è un lato di un esagono di terra,
che collega due incroci (lì si costruiscono le strade).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Preparazione</translation>
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
        <translation>&lt;p&gt;Il programma sceglie a caso il primo giocatore; questo sostituisce il lancio dei dadi
al tavolo. Poi ognuno piazza gratuitamente due colonie e due strade, in due giri.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Primo giro:&lt;/b&gt; a partire dal primo giocatore e proseguendo intorno al tavolo
nell&apos;ordine dei posti, ogni giocatore piazza una colonia e una strada.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Secondo giro:&lt;/b&gt; l&apos;ordine si inverte. Comincia l&apos;ultimo giocatore del primo giro, e
il primo giocatore piazza per ultimo, quindi piazza due colonie di seguito.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Ogni strada deve toccare la colonia appena piazzata. Le colonie possono stare sulla
costa, ma almeno uno degli esagoni intorno a loro deve essere di terra.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Regola della distanza.&lt;/b&gt; Una colonia può andare solo su un incrocio libero i cui
incroci vicini (quelli a un lato di distanza) sono anch&apos;essi tutti liberi. Questa regola vale
per tutta la partita, anche per le tue costruzioni.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Risorse iniziali.&lt;/b&gt; Subito dopo aver piazzato la tua seconda colonia prendi dalla
banca una carta risorsa per ogni esagono di terra vicino a essa (il deserto non dà
nulla).&lt;/p&gt;
&lt;p&gt;Il tabellone evidenzia gli incroci e i lati dove puoi costruire; fai clic su uno di essi
per piazzare il tuo pezzo. Quando è stata piazzata l&apos;ultima strada del secondo giro, il primo
giocatore comincia il primo turno.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Il tuo turno</translation>
    </message>
    <message>
        <source>Production and the bank</source>
        <translation>Produzione e banca</translation>
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
        <translation>&lt;p&gt;Dopo il lancio produce ogni esagono di terra il cui segnalino numerato mostra la somma
ottenuta. Ogni colonia su un angolo di un tale esagono fa guadagnare al suo proprietario 1
carta della risorsa di quell&apos;esagono; ogni città ne fa guadagnare 2. Un esagono può pagare
più giocatori, e una costruzione vicina a due esagoni con lo stesso numero viene pagata per
entrambi.&lt;/p&gt;
&lt;p&gt;Il deserto non produce mai. L&apos;esagono su cui si trova il brigante non produce nulla
finché il brigante è lì, anche quando esce il suo numero.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Quando la banca resta a corto.&lt;/b&gt; La banca ha solo 19 carte per ogni risorsa. La
produzione viene gestita risorsa per risorsa:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Se la banca ha abbastanza carte di una risorsa, ognuno riceve quello che gli
spetta.&lt;/li&gt;
&lt;li&gt;Se la banca non può pagare tutti quelli a cui spetta una risorsa, &lt;b&gt;nessuno&lt;/b&gt; riceve
quella risorsa questa volta.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Eccezione:&lt;/b&gt; se quella risorsa spetta a un solo giocatore, quel giocatore riceve
tutte le carte rimaste nella banca.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;La carenza di una risorsa non blocca le altre: vengono pagate come al solito.&lt;/p&gt;
&lt;p&gt;&lt;i&gt;Esempio:&lt;/i&gt; restano solo 3 carte grano. A Rosso spettano 2 grano e a Blu 2: nessuno
riceve grano. Se solo a Rosso fossero spettati 4 grano, Rosso avrebbe preso gli ultimi
3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rolling a 7 and the robber</source>
        <translation>Il 7 e il brigante</translation>
    </message>
    <message>
        <source>Trading</source>
        <translation>Commercio</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Costruire</translation>
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
        <translation>&lt;p&gt;I giocatori fanno i loro turni nell&apos;ordine dei posti. Il tuo turno si svolge così:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;1. Prima del lancio&lt;/b&gt; (facoltativo): puoi giocare una carta sviluppo, per
esempio un Cavaliere per scacciare il brigante dal tuo esagono.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;2. Tira i dadi.&lt;/b&gt; La somma decide quali esagoni producono risorse (vedi
Produzione). Un 7 invece fa entrare in gioco il brigante.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;3. Commercia e costruisci&lt;/b&gt;, in qualsiasi ordine e tutte le volte che le tue carte
lo permettono: commercia con gli altri giocatori, commercia con la banca, costruisci strade,
colonie e città, compra carte sviluppo, e gioca una carta sviluppo se in questo turno non ne
hai ancora giocata una.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;4. Termina il turno.&lt;/b&gt; È possibile solo dopo il lancio. Prosegue il giocatore
successivo nell&apos;ordine dei posti.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Puoi giocare al massimo una carta sviluppo per turno, prima o dopo il lancio.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Annulla.&lt;/b&gt; Se hai fatto clic sulla cosa sbagliata, usa Annulla per tornare indietro di un
passo. Annulla si ferma all&apos;ultimo passo che ha rivelato qualcosa di nuovo, come un lancio
dei dadi, una carta rubata, una carta sviluppo pescata, un Monopolio o una risposta a un&apos;offerta di
scambio: questi non si possono annullare, a meno che tutti i giocatori non accettino di attivare
&lt;i&gt;Annullamento libero&lt;/i&gt; nelle impostazioni.&lt;/p&gt;
&lt;p&gt;Su uno schermo condiviso (hotseat), una schermata di riservatezza nasconde le tue carte
quando il turno passa a un altro giocatore, finché quel giocatore non è pronto.&lt;/p&gt;</translation>
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
        <translation>&lt;p&gt;Quando i dadi mostrano 7, nessun esagono produce. Succedono invece tre cose, in questo
ordine:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;1. Scartare.&lt;/b&gt; Ogni giocatore che ha più di 7 carte risorsa deve restituirne metà
alla banca, arrotondando per difetto: con 8 o 9 carte ne restituisci 4, con 10 o 11 ne
restituisci 5, e così via. Ogni giocatore sceglie quali carte cedere. Il programma lo chiede
ai giocatori uno dopo l&apos;altro nell&apos;ordine dei posti, a partire da chi ha tirato i dadi; in modalità hotseat compare una schermata di
riservatezza ogni volta che la decisione passa a un altro giocatore umano. Il pulsante
&lt;i&gt;Scarta…&lt;/i&gt; apre una finestra in cui scegli tutte le tue carte in una volta.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;2. Spostare il brigante.&lt;/b&gt; Chi ha tirato i dadi deve spostare il brigante su un
altro esagono di terra. Il deserto è ammesso; lasciare il brigante dove si trova no.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;3. Rubare.&lt;/b&gt; Lo stesso giocatore prende poi una carta a caso da un avversario che
ha una colonia o una città su quell&apos;esagono e ha almeno una carta. Se più avversari ne hanno
i requisiti, scegli tu la vittima; se nessuno li ha, non viene rubato nulla.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Il brigante resta dov&apos;è e blocca quell&apos;esagono finché non viene spostato di nuovo dal
prossimo 7 o da una carta Cavaliere. Tenere in mano 7 carte o meno ti protegge dal perderne
la metà.&lt;/p&gt;</translation>
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
        <translation>&lt;p&gt;Dopo il lancio, il giocatore di turno può commerciare. Commercia solo il giocatore di
turno: gli altri giocatori possono commerciare con lui, ma mai tra loro.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Commerciare con gli altri giocatori.&lt;/b&gt; Premi &lt;i&gt;Scambia con i giocatori…&lt;/i&gt;, inserisci
le carte che daresti e quelle che vorresti in cambio, e scegli chi riceve l&apos;offerta: un
giocatore oppure, con tre o più giocatori, tutti. Ogni giocatore che la riceve risponde
&lt;i&gt;Accetta l&apos;offerta&lt;/i&gt; o &lt;i&gt;Rifiuta l&apos;offerta&lt;/i&gt;; in modalità hotseat prima di ogni
risposta compare una schermata di riservatezza. Se nessuno accetta, l&apos;offerta si chiude da
sola. Altrimenti scegli &lt;i&gt;Scambia con …&lt;/i&gt; uno dei giocatori che hanno accettato, oppure
&lt;i&gt;Ritira l&apos;offerta&lt;/i&gt;.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Entrambe le parti devono dare almeno una carta: niente regali.&lt;/li&gt;
&lt;li&gt;Una risorsa non può comparire da entrambe le parti dello stesso scambio.&lt;/li&gt;
&lt;li&gt;Puoi offrire solo carte che hai, e un giocatore può accettare solo se ha le carte che
chiedi.&lt;/li&gt;
&lt;li&gt;Non puoi chiedere in tutto più carte di quante ne abbia la mano più grande tra gli altri
giocatori, né più carte di una risorsa di quante ne abbiano insieme gli altri giocatori;
un&apos;offerta va a un solo giocatore solo se quel giocatore ha almeno tante carte quante ne
chiedi.&lt;/li&gt;
&lt;li&gt;Puoi mandare al massimo 3 offerte per turno.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Commerciare con la banca&lt;/b&gt; (il pulsante &lt;i&gt;Cambia con la banca…&lt;/i&gt;). Dopo
il lancio puoi sempre dare 4 carte di una risorsa per 1 carta di
qualsiasi altra risorsa. Con una colonia o una città su un porto ottieni cambi
migliori:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;porto generico: 3 carte di una risorsa per 1 carta di un&apos;altra;&lt;/li&gt;
&lt;li&gt;porto speciale: 2 carte della risorsa raffigurata per 1 carta di un&apos;altra.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Il programma offre ogni tasso di cambio a cui hai diritto, non solo il migliore. La banca
deve ancora avere la carta che chiedi.&lt;/p&gt;</translation>
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
        <translation>&lt;p&gt;Dopo il lancio puoi costruire quanto ti permettono le tue carte e la tua riserva di
pezzi. Le carte che paghi tornano alla banca.&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Costruzione&lt;/th&gt;&lt;th&gt;Costo&lt;/th&gt;&lt;th&gt;Punti&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Strada&lt;/td&gt;&lt;td&gt;1 argilla, 1 legno&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Colonia&lt;/td&gt;&lt;td&gt;1 argilla, 1 legno, 1 lana, 1 grano&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Città&lt;/td&gt;&lt;td&gt;3 minerale, 2 grano&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Carta sviluppo&lt;/td&gt;&lt;td&gt;1 minerale, 1 lana, 1 grano&lt;/td&gt;&lt;td&gt;(vedi la carta)&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Strada:&lt;/b&gt; su un lato libero collegato a una delle tue strade, colonie o città. Una
strada non può essere prolungata attraverso un incrocio occupato da una colonia o una città
di un altro giocatore. Si possono usare i lati lungo la costa.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Colonia:&lt;/b&gt; su un incrocio libero raggiunto da una delle tue strade, e la regola
della distanza vale sempre: nessuna costruzione su un incrocio vicino.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Città:&lt;/b&gt; sostituisce una delle tue colonie. La colonia torna nella tua riserva e
può essere costruita di nuovo. Una città produce 2 carte invece di 1.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Carta sviluppo:&lt;/b&gt; il programma ne pesca una a caso tra le carte ancora nel mazzo.
Tu la vedi; gli altri vedono solo quante ne hai.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Ogni colore ha solo 5 colonie, 4 città e 15 strade. Quando un tipo di pezzo è esaurito,
non puoi costruirne altri.&lt;/p&gt;
&lt;p&gt;Dopo il lancio, il tabellone evidenzia ogni punto in cui puoi costruire in questo
momento: dove le regole lo permettono e hai le carte e ti resta un pezzo. Fai clic su uno di
questi punti per costruire lì. Per comprare una carta sviluppo e per commerciare ci sono
pulsanti accanto al tabellone.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Development cards</source>
        <translation>Carte sviluppo</translation>
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
        <translation>&lt;p&gt;Tieni nascoste le tue carte sviluppo finché non le giochi. Puoi comprarne quante vuoi
in un turno, ma:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;puoi giocare &lt;b&gt;al massimo una&lt;/b&gt; carta sviluppo per turno, in qualsiasi momento del
tuo turno, anche prima del lancio;&lt;/li&gt;
&lt;li&gt;non puoi giocare una carta nello stesso turno in cui l&apos;hai comprata.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Cavaliere (14):&lt;/b&gt; sposta il brigante e ruba, esattamente come dopo un 7, ma nessuno
scarta. La carta resta scoperta davanti a te e conta per il Cavaliere più potente.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Costruzione di strade (2):&lt;/b&gt; costruisci gratis 2 strade, seguendo le solite regole.
Se ti restano meno strade o meno punti in cui costruire, ne costruisci di meno.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Invenzione (2):&lt;/b&gt; prendi dalla banca 2 carte risorsa qualsiasi, uguali o diverse,
purché la banca le abbia.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Monopolio (2):&lt;/b&gt; nomina una risorsa. Ogni altro giocatore deve darti tutte le carte
di quella risorsa che ha.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Punto Vittoria (5):&lt;/b&gt; ciascuna vale 1 punto. Queste carte non si giocano mai;
restano nascoste e contano in segreto. Vengono mostrate quando il loro proprietario vince,
cioè quando ti portano a 10 punti nel tuo turno, anche se hai comprato la carta proprio in
quel turno.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Longest Road and Largest Army</source>
        <translation>Strada commerciale più lunga e Cavaliere più potente</translation>
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
        <translation>&lt;p&gt;&lt;b&gt;Strada commerciale più lunga (2 punti).&lt;/b&gt; Il primo giocatore che possiede una strada
ininterrotta di almeno 5 tratti prende questa carta. Conta solo la linea singola più lunga:
le diramazioni non si sommano, e lo stesso tratto non si conta due volte. Un altro giocatore
porta via la carta solo con una strada strettamente più lunga; la parità non basta.&lt;/p&gt;
&lt;p&gt;Una colonia o una città di un avversario su uno dei tuoi incroci taglia lì in due la tua
strada; le tue costruzioni no. Dopo un taglio del genere:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;se chi ha la carta ha ancora la strada più lunga, anche a pari merito, tiene la
carta;&lt;/li&gt;
&lt;li&gt;altrimenti, se esattamente un giocatore ha la strada più lunga con almeno 5 tratti, quel
giocatore prende la carta;&lt;/li&gt;
&lt;li&gt;se più giocatori sono a pari merito per la strada più lunga, o nessuno ha più 5 tratti,
la carta viene messa da parte finché qualcuno non ha di nuovo una strada strettamente più
lunga di tutte con 5 o più tratti.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Cavaliere più potente (2 punti).&lt;/b&gt; Il primo giocatore che ha giocato 3 carte Cavaliere
prende questa carta. Un altro giocatore gliela porta via solo se ha giocato strettamente più
Cavalieri di chi la possiede.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Vittoria</translation>
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
        <translation>&lt;p&gt;Vinci quando hai &lt;b&gt;10 punti vittoria&lt;/b&gt; durante il tuo turno. La partita finisce in
quel momento; nessuno continua a giocare.&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Fonte&lt;/th&gt;&lt;th&gt;Punti&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Ogni colonia&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Ogni città&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Strada commerciale più lunga&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Cavaliere più potente&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Ogni carta Punto Vittoria&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;I punti fanno vincere solo nel tuo turno. Se arrivi a 10 mentre è di turno un altro
giocatore (per esempio quando una strada interrotta ti consegna la Strada commerciale più lunga), vinci
non appena comincia il tuo turno, a meno che nel frattempo tu non abbia di nuovo perso
punti.&lt;/p&gt;
&lt;p&gt;Gli altri giocatori vedono le tue colonie, le tue città e le tue carte speciali, ma non le
tue carte Punto Vittoria, quindi il tuo punteggio reale può essere più alto di quello che
riescono a contare. Il programma somma per te i tuoi punti nascosti e termina la partita non
appena arrivi a 10 nel tuo turno; allora le carte nascoste vengono rivelate.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Tips for beginners</source>
        <translation>Consigli per i principianti</translation>
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
&lt;li&gt;&lt;b&gt;Le posizioni iniziali contano più di tutto.&lt;/b&gt; Guarda tutta l&apos;isola prima di
piazzare. Il 6 e l&apos;8 escono più spesso (in media 5 volte su 36 lanci), il 2 e il 12 meno di
tutti (una volta su 36).&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Diversificare o specializzarsi.&lt;/b&gt; Un piano è toccare quanti più numeri e risorse
diversi possibile, così le carte continuano ad arrivare e raramente hai bisogno di
commerciare. Un altro è prendere un porto 2:1 insieme a terreni che producono la sua
risorsa. Questo rende negli scambi, ma significa meno esagoni produttivi. Un mix dei due
spesso funziona bene.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Città e carte.&lt;/b&gt; Minerale, grano e lana pagano città e carte sviluppo. Le città
raddoppiano la tua rendita, e con le carte Cavaliere puoi conquistare la carta
Cavaliere più potente.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Strade e colonie.&lt;/b&gt; Legno e argilla costruiscono strade e colonie. Una strada ben
pianificata può conquistare la Strada commerciale più lunga e togliere agli avversari lo spazio di cui
hanno bisogno per espandersi.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Monopolio&lt;/b&gt; può essere decisivo, soprattutto se possiedi anche il porto 2:1
corrispondente.&lt;/li&gt;
&lt;li&gt;Tieni d&apos;occhio la tua mano: con più di 7 carte, un 7 te ne costa la metà.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Choices made in this program</source>
        <translation>Scelte fatte in questo programma</translation>
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
        <translation>&lt;p&gt;Il regolamento che usiamo come fonte è di un&apos;edizione più vecchia. Dove differisce dalle
regole ufficiali attuali, o dove un computer ha bisogno di una risposta fissa, abbiamo deciso
come segue.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Isola per principianti.&lt;/b&gt; L&apos;isola fissa per principianti è una disposizione scelta
da noi: i suoi terreni e i tipi dei porti non cambiano mai, e i suoi segnalini numerati
seguono la solita spirale a partire dall&apos;angolo in alto a sinistra. Non è il tabellone
iniziale stampato nel regolamento ufficiale.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Offerte di scambio.&lt;/b&gt; Il giocatore di turno può mandare al massimo 3 offerte di
scambio agli altri giocatori per turno. Questo limite è una nostra scelta; serve a far
procedere la partita.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Carenza nella banca.&lt;/b&gt; La nostra fonte dice che nessuno riceve una risorsa che la
banca non può pagare per intero. Noi seguiamo la regola ufficiale, che aggiunge
un&apos;eccezione: se la risorsa spetta a un solo giocatore, quel giocatore riceve ciò che
resta.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Segnalini numerati.&lt;/b&gt; La nostra fonte fa partire i segnalini da un punto qualsiasi
della costa e procede in senso orario. Noi seguiamo la regola ufficiale e partiamo sempre da
un esagono d&apos;angolo (procedendo in senso antiorario), perché così il 6 e l&apos;8 restano
separati.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Porti.&lt;/b&gt; Nella nostra fonte sono i giocatori a disporre i porti. Noi usiamo le
posizioni fisse attuali dei porti sulla cornice e mescoliamo solo i tipi di porto.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Commercio e costruzione.&lt;/b&gt; La nostra fonte prevede una fase di commercio seguita da
una fase di costruzione. Noi seguiamo la regola attuale: dopo il lancio commerci e
costruisci in qualsiasi ordine.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Strada commerciale più lunga dopo un taglio.&lt;/b&gt; La nostra fonte non dice che cosa succede quando
una strada tagliata lascia una parità. Noi seguiamo la risposta ufficiale riportata nella
sezione sulla Strada commerciale più lunga.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Due giocatori.&lt;/b&gt; Il gioco base è per 3 o 4 giocatori. Come variante permettiamo
anche 2 giocatori, con lo stesso tabellone e le stesse regole.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Offerte di scambio degli altri.&lt;/b&gt; Nella nostra fonte anche gli altri giocatori possono
fare offerte al giocatore di turno. Qui solo il giocatore di turno propone scambi; gli altri
accettano o rifiutano.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Carte Punto Vittoria.&lt;/b&gt; La nostra fonte ti permette di usare una carta comprata solo
dal turno successivo. Noi seguiamo la regola ufficiale: una carta Punto Vittoria conta
subito, quindi comprarne una può farti vincere la partita in quello stesso turno.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Dettagli ufficiali che la nostra fonte omette.&lt;/b&gt; Una carta sviluppo si può giocare
prima del lancio; i regali e gli scambi di una risorsa con la stessa risorsa non sono
ammessi.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
</context>
<context>
    <name>CatanSituations</name>
    <message>
        <source>The island: 19 land hexes, each with its number, and the harbours on the coast. The highlighted corners are where the first settlement may go.</source>
        <translation>L&apos;isola: 19 esagoni di terra, ciascuno con il suo numero, e i porti lungo la costa. Gli incroci evidenziati sono quelli dove può andare la prima colonia.</translation>
    </message>
    <message>
        <source>Your second starting settlement. Only the highlighted corners keep the distance rule: a corner next to a settlement, or one already taken, is refused.</source>
        <translation>La tua seconda colonia iniziale. Solo gli incroci evidenziati rispettano la regola della distanza: un incrocio accanto a una colonia, o uno già occupato, viene rifiutato.</translation>
    </message>
    <message>
        <source>Your turn begins with the dice (a knight may be played first). Building before the roll is refused.</source>
        <translation>Il tuo turno comincia con i dadi (prima si può giocare un Cavaliere). Costruire prima del lancio viene rifiutato.</translation>
    </message>
    <message>
        <source>Roll the dice: every settlement next to a hex with the number rolled takes one card of its resource, every city two.</source>
        <translation>Tira i dadi: ogni colonia accanto a un esagono con il numero uscito prende una carta della sua risorsa, ogni città due.</translation>
    </message>
    <message>
        <source>A 7 was rolled: move the robber to another hex. It may not stay where it stands.</source>
        <translation>È uscito un 7: sposta il brigante su un altro esagono. Non può restare dove si trova.</translation>
    </message>
    <message>
        <source>Trading with the bank: four cards of one kind for one, three at a 3:1 harbour, two at a harbour of that resource. Your settlement on a 3:1 harbour trades three wool; two are not enough.</source>
        <translation>Commercio con la banca: quattro carte di un tipo per una, tre con un porto 3:1, due con il porto di quella risorsa. La tua colonia su un porto 3:1 cambia tre carte lana; due non bastano.</translation>
    </message>
    <message>
        <source>Building: a road goes next to your road or building, a new settlement on a corner your road reaches, and it keeps the distance rule.</source>
        <translation>Costruire: una strada va accanto a una tua strada o costruzione, una nuova colonia su un incrocio raggiunto da una tua strada, e rispetta la regola della distanza.</translation>
    </message>
    <message>
        <source>A knight may be played before the roll: it moves the robber. Without a knight or a 7 the robber stays where it is.</source>
        <translation>Un Cavaliere si può giocare prima del lancio: sposta il brigante. Senza un Cavaliere o un 7 il brigante resta dov&apos;è.</translation>
    </message>
    <message>
        <source>Roads in one unbroken line count for Longest Road: the first player with five earns its 2 points, and loses them to a longer road.</source>
        <translation>Le strade in una linea continua contano per la Strada commerciale più lunga: il primo giocatore che ne ha cinque guadagna i suoi 2 punti, e li perde a favore di una strada più lunga.</translation>
    </message>
</context>
<context>
    <name>ColourVision</name>
    <message>
        <source>Normal colours</source>
        <translation>Colori normali</translation>
    </message>
    <message>
        <source>Red–green (deuteranopia, protanopia)</source>
        <translation>Rosso–verde (deuteranopia, protanopia)</translation>
    </message>
    <message>
        <source>Blue–yellow (tritanopia)</source>
        <translation>Blu–giallo (tritanopia)</translation>
    </message>
</context>
<context>
    <name>DisplaySettings</name>
    <message>
        <source>Colour &amp;vision</source>
        <translation>&amp;Visione dei colori</translation>
    </message>
    <message>
        <source>Board &amp;text size</source>
        <translation>Dimensione del &amp;testo sul tabellone</translation>
    </message>
    <message>
        <source>Normal size</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>Più grande</translation>
    </message>
</context>
<context>
    <name>DockLayout</name>
    <message>
        <source>Side &amp;panels in one column</source>
        <translation>Pannelli laterali in una &amp;colonna</translation>
    </message>
    <message>
        <source>The game log and the statistics become tabs beside the players table.</source>
        <translation>Il registro di gioco e le statistiche diventano schede accanto alla tabella dei giocatori.</translation>
    </message>
</context>
<context>
    <name>Elasund</name>
    <message>
        <source>Pirate reward cards</source>
        <translation>Carte ricompensa dei pirati</translation>
    </message>
    <message>
        <source>The roller chooses (Italian rules)</source>
        <translation>Sceglie chi ha tirato i dadi (regole italiane)</translation>
    </message>
    <message>
        <source>Drawn at random (Danish rules)</source>
        <translation>Estratte a caso (regole danesi)</translation>
    </message>
    <message>
        <source>Permit when the ship&apos;s row is full</source>
        <translation>Gettone costruzione quando la fila della nave è piena</translation>
    </message>
    <message>
        <source>Nearest row with a free square</source>
        <translation>Fila più vicina con una casella libera</translation>
    </message>
    <message>
        <source>Only the rows next to it (Danish rules)</source>
        <translation>Solo le file adiacenti (regole danesi)</translation>
    </message>
    <message>
        <source>East walls only after all 2-gold walls</source>
        <translation>Bastioni a est solo dopo tutti i bastioni da 2 oro</translation>
    </message>
    <message>
        <source>No (the rulebooks)</source>
        <translation>No (i regolamenti)</translation>
    </message>
    <message>
        <source>Yes (official summary)</source>
        <translation>Sì (riassunto ufficiale)</translation>
    </message>
    <message>
        <source>No (the rulebooks): the game may never end; computers alone stop after 100 rounds</source>
        <translation>No (i regolamenti): la partita potrebbe non finire mai; tra soli computer si ferma dopo 100 giri</translation>
    </message>
    <message>
        <source>{player} rolls {die1} and {die2}: {total}.</source>
        <translation>{player} tira {die1} e {die2}: {total}.</translation>
    </message>
    <message>
        <source>{player} moves the ship to row {row}.</source>
        <translation>{player} sposta la nave nella fila {row}.</translation>
    </message>
    <message>
        <source>Not enough {card} cards for this income: every player returns half of them.</source>
        <translation>Non ci sono abbastanza carte &quot;{card}&quot; per questa rendita: ogni giocatore ne restituisce la metà.</translation>
    </message>
    <message>
        <source>Pirates! {player} sends the ship to row {row}.</source>
        <translation>Pirati! {player} manda la nave nella fila {row}.</translation>
    </message>
    <message>
        <source>{player} discards a {card} card.</source>
        <translation>{player} scarta una carta: {card}.</translation>
    </message>
    <message>
        <source>{player} takes a discarded {card} card.</source>
        <translation>{player} prende una carta scartata: {card}.</translation>
    </message>
    <message>
        <source>{player} pays one red, one blue and one green influence card.</source>
        <translation>{player} paga una carta &quot;potere&quot; rossa, una blu e una verde.</translation>
    </message>
    <message>
        <source>The permit {value} of {player} at column {col}, row {row} goes back to its owner.</source>
        <translation>Il gettone costruzione {value} di {player} in colonna {col}, fila {row} torna al suo proprietario.</translation>
    </message>
    <message>
        <source>The {building} of {player} at column {col}, row {row} is removed.</source>
        <translation>L&apos;edificio di {player} ({building}) in colonna {col}, fila {row} viene rimosso.</translation>
    </message>
    <message>
        <source>{player} re-places the {building} at column {col}, row {row}.</source>
        <translation>{player} ricolloca l&apos;edificio ({building}) in colonna {col}, fila {row}.</translation>
    </message>
    <message>
        <source>No free place: the {building} of {player} leaves the game.</source>
        <translation>Nessun posto libero: l&apos;edificio di {player} ({building}) esce dal gioco.</translation>
    </message>
    <message>
        <source>{player} draws the top two church tiles and keeps one.</source>
        <translation>{player} pesca le prime due tessere chiesa e ne tiene una.</translation>
    </message>
    <message>
        <source>{player} puts the other church tile under the stack.</source>
        <translation>{player} mette l&apos;altra tessera chiesa in fondo alla pila.</translation>
    </message>
    <message>
        <source>{player} moves permit {value} from column {from_col}, row {from_row} to column {col}, row {row}.</source>
        <translation>{player} sposta il gettone costruzione {value} dalla colonna {from_col}, fila {from_row} alla colonna {col}, fila {row}.</translation>
    </message>
    <message>
        <source>{player} puts a cube on trade space {space}.</source>
        <translation>{player} mette un cubo sulla casella {space} del tracciato commercio.</translation>
    </message>
    <message>
        <source>{player} takes back the cube from trade space {space}.</source>
        <translation>{player} riprende il cubo dalla casella {space} del tracciato commercio.</translation>
    </message>
    <message>
        <source>It is {player}&apos;s turn.</source>
        <translation>È il turno di {player}.</translation>
    </message>
    <message>
        <source>{player} has placed all ten cubes and wins!</source>
        <translation>{player} ha piazzato tutti e dieci i cubi e vince!</translation>
    </message>
    <message numerus="yes">
        <source>Every seat is a computer and the house rule is off: the game ends after %n rounds.</source>
        <translation>
            <numerusform>Tutti i posti sono computer e la regola della casa è disattivata: la partita finisce dopo %n giro.</numerusform>
            <numerusform>Tutti i posti sono computer e la regola della casa è disattivata: la partita finisce dopo %n giri.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} wins with the most cubes on the board (limit of rounds).</source>
        <translation>{player} vince con più cubi sul tabellone (limite di giri).</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>It is {player}&apos;s decision now.</source>
        <translation>Ora decide {player}.</translation>
    </message>
    <message>
        <source>That is not possible at this step of the turn.</source>
        <translation>Questo non è possibile in questa fase del turno.</translation>
    </message>
    <message>
        <source>That choice is not understood.</source>
        <translation>Scelta non riconosciuta.</translation>
    </message>
    <message>
        <source>The ship cannot go to row {row} now.</source>
        <translation>La nave non può andare nella fila {row} adesso.</translation>
    </message>
    <message>
        <source>Pirates: the ship must leave row {row} for another row.</source>
        <translation>Pirati: la nave deve lasciare la fila {row} per un&apos;altra fila.</translation>
    </message>
    <message>
        <source>The roll named the ship&apos;s own row {row}: the ship moves two rows north or south instead.</source>
        <translation>Il lancio indica la fila della nave ({row}): la nave si sposta invece di due file a nord o a sud.</translation>
    </message>
    <message>
        <source>There is no {card} card to take.</source>
        <translation>Non ci sono carte di questo tipo da prendere: {card}.</translation>
    </message>
    <message>
        <source>No {building} is left in the supply.</source>
        <translation>Nella riserva non resta più nessun edificio di questo tipo: {building}.</translation>
    </message>
    <message>
        <source>There is no place where you could build a {building} now.</source>
        <translation>Al momento non c&apos;è nessun posto dove costruire questo edificio: {building}.</translation>
    </message>
    <message>
        <source>Buildings must lie entirely inside the city.</source>
        <translation>Gli edifici devono trovarsi interamente dentro la città.</translation>
    </message>
    <message>
        <source>Church tiles can never be built over.</source>
        <translation>Sulle tessere chiesa non si può mai costruire.</translation>
    </message>
    <message>
        <source>You need at least one of your own permits on these squares.</source>
        <translation>Su queste caselle ti serve almeno uno dei tuoi gettoni costruzione.</translation>
    </message>
    <message>
        <source>Your permits there must be worth strictly more than any other player&apos;s (a tie blocks everyone).</source>
        <translation>Lì i tuoi gettoni costruzione devono valere strettamente più di quelli di ogni altro giocatore (un pareggio blocca tutti).</translation>
    </message>
    <message>
        <source>A larger building can never be built over.</source>
        <translation>Su un edificio più grande non si può mai costruire.</translation>
    </message>
    <message>
        <source>You can displace at most two buildings of the same size.</source>
        <translation>Puoi sostituire al massimo due edifici della stessa grandezza.</translation>
    </message>
    <message>
        <source>Building over a building of the same size needs 3 influence cards of one colour.</source>
        <translation>Costruire su un edificio della stessa grandezza richiede 3 carte &quot;potere&quot; dello stesso colore.</translation>
    </message>
    <message>
        <source>There is no such wall space in this game.</source>
        <translation>In questa partita non esiste questo spazio dei bastioni.</translation>
    </message>
    <message>
        <source>That wall space is already built.</source>
        <translation>Questo spazio dei bastioni è già costruito.</translation>
    </message>
    <message>
        <source>You have no wall tiles left.</source>
        <translation>Non ti restano tessere bastione.</translation>
    </message>
    <message>
        <source>A wall tile must touch a city gate or another wall tile.</source>
        <translation>Una tessera bastione deve toccare una porta della città o un&apos;altra tessera bastione.</translation>
    </message>
    <message>
        <source>East walls may only be built after all 2-gold wall spaces.</source>
        <translation>I bastioni a est si possono costruire solo dopo tutti gli spazi dei bastioni da 2 oro.</translation>
    </message>
    <message>
        <source>The church is complete.</source>
        <translation>La chiesa è completa.</translation>
    </message>
    <message>
        <source>Choose one of the two church tiles you drew.</source>
        <translation>Scegli una delle due tessere chiesa che hai pescato.</translation>
    </message>
    <message>
        <source>Your permit {value} is not in your supply.</source>
        <translation>Il tuo gettone costruzione {value} non è nella tua riserva.</translation>
    </message>
    <message>
        <source>There is no free square where you could place this permit.</source>
        <translation>Non c&apos;è nessuna casella libera dove piazzare questo gettone costruzione.</translation>
    </message>
    <message>
        <source>That square is not free.</source>
        <translation>Questa casella non è libera.</translation>
    </message>
    <message>
        <source>A building stands on that square: permits go on empty squares.</source>
        <translation>Su questa casella c&apos;è un edificio: i gettoni costruzione vanno su caselle vuote.</translation>
    </message>
    <message>
        <source>A permit already lies on that square.</source>
        <translation>Su questa casella c&apos;è già un gettone costruzione.</translation>
    </message>
    <message>
        <source>The church stands on that square: permits go on empty squares.</source>
        <translation>Su questa casella c&apos;è la chiesa: i gettoni costruzione vanno su caselle vuote.</translation>
    </message>
    <message>
        <source>The church site stays free for the church: no permit goes there.</source>
        <translation>Il luogo della chiesa resta libero per la chiesa: lì non va nessun gettone costruzione.</translation>
    </message>
    <message>
        <source>You cannot pay for or carry out this bonus action.</source>
        <translation>Non puoi pagare o eseguire questa azione bonus.</translation>
    </message>
    <message>
        <source>Your permit {value} is not on the board.</source>
        <translation>Il tuo gettone costruzione {value} non è sul tabellone.</translation>
    </message>
    <message>
        <source>This bonus action costs 2 influence cards of one colour.</source>
        <translation>Questa azione bonus costa 2 carte potere dello stesso colore.</translation>
    </message>
    <message>
        <source>None of your permits higher than {value} is left in your supply.</source>
        <translation>Nella tua riserva non resta nessun gettone costruzione più alto di {value}.</translation>
    </message>
    <message>
        <source>You need one red, one blue and one green influence card.</source>
        <translation>Ti servono una carta &quot;potere&quot; rossa, una blu e una verde.</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Tira i dadi</translation>
    </message>
    <message>
        <source>Ship to row {row}</source>
        <translation>Nave nella fila {row}</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Scarta: {card}</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Prendi: {card}</translation>
    </message>
    <message>
        <source>Build {building}</source>
        <translation>Costruisci: {building}</translation>
    </message>
    <message>
        <source>Build at column {col}, row {row}</source>
        <translation>Costruisci in colonna {col}, fila {row}</translation>
    </message>
    <message>
        <source>Pay with {colour}</source>
        <translation>Paga con il colore {colour}</translation>
    </message>
    <message>
        <source>Build a church tile</source>
        <translation>Costruisci una tessera chiesa</translation>
    </message>
    <message>
        <source>Keep church tile {piece}</source>
        <translation>Tieni la tessera chiesa {piece}</translation>
    </message>
    <message>
        <source>End construction</source>
        <translation>Termina la costruzione</translation>
    </message>
    <message>
        <source>{player} is drawn to start the game.</source>
        <translation>Il sorteggio fa iniziare {player}.</translation>
    </message>
    <message>
        <source>{player} puts a cube on the tower.</source>
        <translation>{player} mette un cubo sulla torre.</translation>
    </message>
    <message>
        <source>Buildings may not cover the church site.</source>
        <translation>Gli edifici non possono coprire il luogo della chiesa.</translation>
    </message>
    <message>
        <source>A workers&apos; hut needs free squares: no building, permit or church tile, not a trade square.</source>
        <translation>Una capanna degli operai richiede caselle libere: nessun edificio, gettone costruzione o tessera chiesa, e nessuna casella commercio.</translation>
    </message>
    <message>
        <source>That row is not allowed for this permit: use the ship&apos;s row, or the row the rules allow when it is full, or pay 2 influence cards of one colour.</source>
        <translation>Questa fila non è consentita per questo gettone costruzione: usa la fila della nave, o la fila che le regole permettono quando è piena, oppure paga 2 carte &quot;potere&quot; dello stesso colore.</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Punti vittoria</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Oro</translation>
    </message>
    <message>
        <source>Influence cards</source>
        <translation>Carte &quot;potere&quot;</translation>
    </message>
    <message>
        <source>Trade points</source>
        <translation>Punti commercio</translation>
    </message>
    <message>
        <source>Wall on the {side} side, column {col}</source>
        <translation>Bastioni, lato {side}, colonna {col}</translation>
    </message>
    <message>
        <source>Wall on the east side, row {row}</source>
        <translation>Bastioni, lato est, fila {row}</translation>
    </message>
    <message>
        <source>Workers&apos; hut to column {col}, row {row}</source>
        <translation>Capanna degli operai in colonna {col}, fila {row}</translation>
    </message>
    <message>
        <source>Take 2 gold</source>
        <translation>Prendi 2 oro</translation>
    </message>
    <message>
        <source>Place permit {value}</source>
        <translation>Piazza il gettone costruzione {value}</translation>
    </message>
    <message>
        <source>Permit to column {col}, row {row}</source>
        <translation>Gettone costruzione in colonna {col}, fila {row}</translation>
    </message>
    <message>
        <source>Bonus: move permit {value}</source>
        <translation>Bonus: sposta il gettone costruzione {value}</translation>
    </message>
    <message>
        <source>Move to column {col}, row {row}</source>
        <translation>Sposta in colonna {col}, fila {row}</translation>
    </message>
    <message>
        <source>Bonus: upgrade permit {value}</source>
        <translation>Bonus: migliora il gettone costruzione {value}</translation>
    </message>
    <message>
        <source>Upgrade to permit {value}</source>
        <translation>Sostituisci con il gettone costruzione {value}</translation>
    </message>
    <message>
        <source>Bonus: place permit {value} anywhere</source>
        <translation>Bonus: piazza il gettone costruzione {value} dove vuoi</translation>
    </message>
    <message>
        <source>Place at column {col}, row {row}</source>
        <translation>Piazza in colonna {col}, fila {row}</translation>
    </message>
    <message>
        <source>Bonus: take 2 gold</source>
        <translation>Bonus: prendi 2 oro</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Termina il turno</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>oro</translation>
    </message>
    <message>
        <source>influence</source>
        <translation>potere</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rosso</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>giallo</translation>
    </message>
    <message>
        <source>small workers&apos; hut</source>
        <translation>piccola capanna degli operai</translation>
    </message>
    <message>
        <source>large workers&apos; hut</source>
        <translation>grande capanna degli operai</translation>
    </message>
    <message>
        <source>house</source>
        <translation>casa</translation>
    </message>
    <message>
        <source>workshop</source>
        <translation>bottega</translation>
    </message>
    <message>
        <source>well</source>
        <translation>pozzo</translation>
    </message>
    <message>
        <source>market stand</source>
        <translation>banco del mercato</translation>
    </message>
    <message>
        <source>tavern</source>
        <translation>locanda</translation>
    </message>
    <message>
        <source>merchant</source>
        <translation>commerciante</translation>
    </message>
    <message>
        <source>large building</source>
        <translation>grande edificio</translation>
    </message>
    <message>
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message>
        <source>south</source>
        <translation>sud</translation>
    </message>
    <message>
        <source>east</source>
        <translation>est</translation>
    </message>
    <message>
        <source>choose</source>
        <translation>a scelta</translation>
    </message>
    <message>
        <source>random</source>
        <translation>casuale</translation>
    </message>
    <message>
        <source>nearest</source>
        <translation>più vicina</translation>
    </message>
    <message>
        <source>neighbours</source>
        <translation>adiacenti</translation>
    </message>
    <message numerus="yes">
        <source>This building needs %n permits on its squares; it has {have}.</source>
        <translation>
            <numerusform>Questo edificio richiede %n gettone costruzione sulle sue caselle; ce ne sono {have}.</numerusform>
            <numerusform>Questo edificio richiede %n gettoni costruzione sulle sue caselle; ce ne sono {have}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You need %n gold but have {have}.</source>
        <translation>
            <numerusform>Ti serve %n oro, ma ne hai {have}.</numerusform>
            <numerusform>Ti servono %n oro, ma ne hai {have}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gold</source>
        <translation>
            <numerusform>%n oro</numerusform>
            <numerusform>%n oro</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n influence cards</source>
        <translation>
            <numerusform>%n carta &quot;potere&quot;</numerusform>
            <numerusform>%n carte &quot;potere&quot;</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} receives {gold_amount} and {influence_amount}.</source>
        <translation>{player} riceve {gold_amount} e {influence_amount}.</translation>
    </message>
    <message>
        <source>The supply is exhausted: {player} misses {gold_amount} and {influence_amount}.</source>
        <translation>La riserva è esaurita: {player} non riceve {gold_amount} e {influence_amount}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} returns %n {card} cards.</source>
        <translation>
            <numerusform>{player} restituisce %n carta &quot;{card}&quot;.</numerusform>
            <numerusform>{player} restituisce %n carte &quot;{card}&quot;.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n influence cards are shuffled into a new deck.</source>
        <translation>
            <numerusform>%n carta &quot;potere&quot; viene mescolata in un nuovo mazzo.</numerusform>
            <numerusform>%n carte &quot;potere&quot; vengono mescolate in un nuovo mazzo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} has %n cubes in the pirates&apos; row and must discard as many cards.</source>
        <translation>
            <numerusform>{player} ha %n cubo nella fila dei pirati e deve scartare una carta.</numerusform>
            <numerusform>{player} ha %n cubi nella fila dei pirati e deve scartare altrettante carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>The other discarded cards go back: {gold_amount} to the supply, {influence_amount} to the discard pile.</source>
        <translation>Le altre carte scartate tornano indietro: {gold_amount} nella riserva, {influence_amount} nella pila degli scarti.</translation>
    </message>
    <message numerus="yes">
        <source>{player} builds a {building} at column {col}, row {row} for %n gold (compensation {compensation}).</source>
        <translation>
            <numerusform>{player} costruisce un edificio ({building}) in colonna {col}, fila {row} per %n oro (compenso {compensation}).</numerusform>
            <numerusform>{player} costruisce un edificio ({building}) in colonna {col}, fila {row} per %n oro (compenso {compensation}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} pays {owner_player} %n gold compensation.</source>
        <translation>
            <numerusform>{player} paga %n oro di compenso (beneficiario: {owner_player}).</numerusform>
            <numerusform>{player} paga %n oro di compenso (beneficiario: {owner_player}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} pays %n {colour} influence cards.</source>
        <translation>
            <numerusform>{player} paga %n carta &quot;potere&quot; di colore {colour}.</numerusform>
            <numerusform>{player} paga %n carte &quot;potere&quot; di colore {colour}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} takes back %n cubes.</source>
        <translation>
            <numerusform>{player} riprende %n cubo.</numerusform>
            <numerusform>{player} riprende %n cubi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} puts %n cubes on the {building}.</source>
        <translation>
            <numerusform>{player} mette %n cubo sull&apos;edificio ({building}).</numerusform>
            <numerusform>{player} mette %n cubi sull&apos;edificio ({building}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} builds wall tile {number} on the {side} wall, column {col}, for %n gold.</source>
        <translation>
            <numerusform>{player} costruisce la tessera bastione {number} sul lato {side} dei bastioni, in colonna {col}, per %n oro.</numerusform>
            <numerusform>{player} costruisce la tessera bastione {number} sul lato {side} dei bastioni, in colonna {col}, per %n oro.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} builds wall tile {number} on the east wall, row {row}, for %n gold.</source>
        <translation>
            <numerusform>{player} costruisce la tessera bastione {number} sul lato est dei bastioni, nella fila {row}, per %n oro.</numerusform>
            <numerusform>{player} costruisce la tessera bastione {number} sul lato est dei bastioni, nella fila {row}, per %n oro.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} draws %n influence cards for the wall.</source>
        <translation>
            <numerusform>{player} pesca %n carta &quot;potere&quot; per i bastioni.</numerusform>
            <numerusform>{player} pesca %n carte &quot;potere&quot; per i bastioni.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} builds church tile {piece} at column {col}, row {row} for %n gold and puts a cube on it.</source>
        <translation>
            <numerusform>{player} costruisce la tessera chiesa {piece} in colonna {col}, fila {row} per %n oro e vi mette sopra un cubo.</numerusform>
            <numerusform>{player} costruisce la tessera chiesa {piece} in colonna {col}, fila {row} per %n oro e vi mette sopra un cubo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} places permit {value} at column {col}, row {row} for %n gold.</source>
        <translation>
            <numerusform>{player} piazza il gettone costruzione {value} in colonna {col}, fila {row} per %n oro.</numerusform>
            <numerusform>{player} piazza il gettone costruzione {value} in colonna {col}, fila {row} per %n oro.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} replaces permit {old_value} with permit {value} at column {col}, row {row} for %n gold.</source>
        <translation>
            <numerusform>{player} sostituisce il gettone costruzione {old_value} con il gettone {value} in colonna {col}, fila {row} per %n oro.</numerusform>
            <numerusform>{player} sostituisce il gettone costruzione {old_value} con il gettone {value} in colonna {col}, fila {row} per %n oro.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} takes %n gold.</source>
        <translation>
            <numerusform>{player} prende %n oro.</numerusform>
            <numerusform>{player} prende %n oro.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} gains %n trade points (now {total}).</source>
        <translation>
            <numerusform>{player} guadagna %n punto commercio (ora {total}).</numerusform>
            <numerusform>{player} guadagna %n punti commercio (ora {total}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} loses %n trade points (now {total}).</source>
        <translation>
            <numerusform>{player} perde %n punto commercio (ora {total}).</numerusform>
            <numerusform>{player} perde %n punti commercio (ora {total}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} receives {gold_amount}.</source>
        <translation>{player} riceve {gold_amount}.</translation>
    </message>
    <message>
        <source>{player} receives {influence_amount}.</source>
        <translation>{player} riceve {influence_amount}.</translation>
    </message>
    <message>
        <source>The supply is exhausted: {player} misses {gold_amount}.</source>
        <translation>La riserva è esaurita: {player} non riceve {gold_amount}.</translation>
    </message>
    <message>
        <source>The influence deck is exhausted: {player} misses {influence_amount}.</source>
        <translation>Il mazzo delle carte &quot;potere&quot; è esaurito: {player} non riceve {influence_amount}.</translation>
    </message>
    <message>
        <source>The other discarded cards go back: {gold_amount} to the supply.</source>
        <translation>Le altre carte scartate tornano indietro: {gold_amount} nella riserva.</translation>
    </message>
    <message>
        <source>The other discarded cards go back: {influence_amount} to the discard pile.</source>
        <translation>Le altre carte scartate tornano indietro: {influence_amount} nella pila degli scarti.</translation>
    </message>
    <message numerus="yes">
        <source>{player} builds a {building} at column {col}, row {row} for %n gold.</source>
        <translation>
            <numerusform>{player} costruisce un edificio ({building}) in colonna {col}, fila {row} per %n oro.</numerusform>
            <numerusform>{player} costruisce un edificio ({building}) in colonna {col}, fila {row} per %n oro.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} owes {owner_player} no compensation: their permits there are worth 0.</source>
        <translation>{player} non deve alcun compenso ({owner_player}: i suoi gettoni costruzione lì valgono 0).</translation>
    </message>
    <message>
        <source>{player} places permit {value} at column {col}, row {row} for free.</source>
        <translation>{player} piazza gratis il gettone costruzione {value} in colonna {col}, fila {row}.</translation>
    </message>
    <message>
        <source>{player} draws no influence card for the wall: none are left.</source>
        <translation>{player} non pesca carte &quot;potere&quot; per i bastioni: non ne restano.</translation>
    </message>
    <message>
        <source>{player} takes no gold: the supply is empty.</source>
        <translation>{player} non prende oro: la riserva è vuota.</translation>
    </message>
    <message numerus="yes">
        <source>You need %n {colour} influence cards.</source>
        <translation>
            <numerusform>Ti serve %n carta &quot;potere&quot; di colore {colour}.</numerusform>
            <numerusform>Ti servono %n carte &quot;potere&quot; di colore {colour}.</numerusform>
        </translation>
    </message>
    <message>
        <source>House rule: end a game whose city can grow no more</source>
        <translation>Regola della casa: termina una partita la cui città non può più crescere</translation>
    </message>
    <message>
        <source>Yes: the most cubes wins (house rule)</source>
        <translation>Sì: vince chi ha più cubi (regola della casa)</translation>
    </message>
    <message>
        <source>The walls and the church are complete and nobody could build for a whole round: the game ends (house rule).</source>
        <translation>I bastioni e la chiesa sono completi e per un intero giro nessuno ha potuto costruire: la partita finisce (regola della casa).</translation>
    </message>
    <message>
        <source>{player} wins with the most cubes on the board (house rule).</source>
        <translation>{player} vince con più cubi sul tabellone (regola della casa).</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Edifici</translation>
    </message>
    <message>
        <source>Trade track</source>
        <translation>Tracciato commercio</translation>
    </message>
    <message>
        <source>Walls</source>
        <translation>Bastioni</translation>
    </message>
    <message>
        <source>Church</source>
        <translation>Chiesa</translation>
    </message>
    <message>
        <source>Income per turn</source>
        <translation>Entrate per turno</translation>
    </message>
    <message>
        <source>Income received</source>
        <translation>Entrate ricevute</translation>
    </message>
    <message>
        <source>Victory points by source</source>
        <translation>Punti vittoria per provenienza</translation>
    </message>
    <message>
        <source>Income of their buildings</source>
        <translation>Entrate dei propri edifici</translation>
    </message>
    <message>
        <source>Cubes on the flags of buildings</source>
        <translation>Cubi sulle bandierine degli edifici</translation>
    </message>
    <message>
        <source>Cubes on the trade track</source>
        <translation>Cubi sul tracciato commercio</translation>
    </message>
    <message>
        <source>Cubes on wall towers</source>
        <translation>Cubi sulle torri dei bastioni</translation>
    </message>
    <message>
        <source>Cubes on church tiles</source>
        <translation>Cubi sulle tessere chiesa</translation>
    </message>
    <message>
        <source>Influence cards in hand</source>
        <translation>Carte &quot;potere&quot; in mano</translation>
    </message>
    <message>
        <source>{player} placed the last of their 10 victory point cubes: the game ends at once, so no tie-break is needed.</source>
        <translation>{player} ha piazzato l&apos;ultimo dei suoi 10 cubi &quot;punti vittoria&quot;: la partita finisce subito, quindi non serve uno spareggio.</translation>
    </message>
    <message>
        <source>The walls and the church are complete and nobody could build for a whole round: the game ended by the house rule, and the most cubes placed win.</source>
        <translation>I bastioni e la chiesa sono completi e per un giro intero nessuno ha potuto costruire: la partita è finita per la regola della casa, e vince chi ha piazzato più cubi.</translation>
    </message>
    <message numerus="yes">
        <source>{player} has the most victory points (%n) and wins.</source>
        <translation>
            <numerusform>{player} ha più punti vittoria di tutti (%n) e vince.</numerusform>
            <numerusform>{player} ha più punti vittoria di tutti (%n) e vince.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} are tied on %n victory points.</source>
        <translation>
            <numerusform>{players} sono pari con %n punto vittoria.</numerusform>
            <numerusform>{players} sono pari con %n punti vittoria.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie-break of the house rule, the most gold: {standing}.</source>
        <translation>Spareggio della regola della casa, più oro: {standing}.</translation>
    </message>
    <message numerus="yes">
        <source>Every seat is a computer and the house rule is off: the game ended after %n rounds, and the most cubes placed win.</source>
        <translation>
            <numerusform>Tutti i posti sono computer e la regola della casa è disattivata: la partita è finita dopo %n giro, e vince chi ha piazzato più cubi.</numerusform>
            <numerusform>Tutti i posti sono computer e la regola della casa è disattivata: la partita è finita dopo %n giri, e vince chi ha piazzato più cubi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie-break of the limit of rounds, the most gold: {standing}.</source>
        <translation>Spareggio del limite di giri, più oro: {standing}.</translation>
    </message>
    <message>
        <source>{player} wins the tie.</source>
        <translation>{player} vince lo spareggio.</translation>
    </message>
    <message>
        <source>{players} are still tied and share the victory.</source>
        <translation>{players} restano pari e condividono la vittoria.</translation>
    </message>
    <message>
        <source>Build:</source>
        <translation>Costruisci:</translation>
    </message>
    <message>
        <source>Discard:</source>
        <translation>Scarta:</translation>
    </message>
    <message>
        <source>Take:</source>
        <translation>Prendi:</translation>
    </message>
    <message>
        <source>Pay with:</source>
        <translation>Paga con il colore:</translation>
    </message>
    <message>
        <source>Place permit:</source>
        <translation>Piazza il gettone costruzione:</translation>
    </message>
    <message>
        <source>Upgrade to permit:</source>
        <translation>Sostituisci con il gettone costruzione:</translation>
    </message>
</context>
<context>
    <name>ElasundBoard</name>
    <message>
        <source>Player {number}</source>
        <translation>Giocatore {number}</translation>
    </message>
    <message>
        <source>The ship waits beside the board (first roll).</source>
        <translation>La nave aspetta accanto al tabellone (primo lancio).</translation>
    </message>
    <message>
        <source>Pirates in row {row}!</source>
        <translation>Pirati nella fila {row}!</translation>
    </message>
    <message>
        <source>Ship in row {row}: buildings in this row pay income.</source>
        <translation>Nave nella fila {row}: gli edifici di questa fila pagano la rendita.</translation>
    </message>
    <message>
        <source>{player}: {step}</source>
        <translation>{player}: {step}</translation>
    </message>
    <message>
        <source>Choose the ship&apos;s row in the sea (left).</source>
        <translation>Scegli la fila della nave nel mare (a sinistra).</translation>
    </message>
    <message>
        <source>Click the north-west (top-left) square of the new {building} ({w}×{h}).</source>
        <translation>Fai clic sulla casella a nord-ovest (in alto a sinistra) del nuovo edificio ({building}, {w}×{h}).</translation>
    </message>
    <message>
        <source>{player} re-places the {building}: click its (top) square.</source>
        <translation>{player} ricolloca l&apos;edificio ({building}): fai clic sulla sua casella (quella in alto).</translation>
    </message>
    <message>
        <source>Click a square for permit {value}.</source>
        <translation>Fai clic su una casella per il gettone costruzione {value}.</translation>
    </message>
    <message>
        <source>Click the new square of permit {value}.</source>
        <translation>Fai clic sulla nuova casella del gettone costruzione {value}.</translation>
    </message>
    <message>
        <source>Click any free square for permit {value}.</source>
        <translation>Fai clic su una casella libera qualsiasi per il gettone costruzione {value}.</translation>
    </message>
    <message>
        <source>Keep one of the two church tiles: click it in the church box (right).</source>
        <translation>Tieni una delle due tessere chiesa: fai clic su di essa nel riquadro della chiesa (a destra).</translation>
    </message>
    <message>
        <source>Construction {done} of 2: choose a building, a wall tile or a church tile, or end the construction phase.</source>
        <translation>Costruzione {done} di 2: scegli un edificio, una tessera bastione o una tessera chiesa, oppure termina la fase di costruzione.</translation>
    </message>
    <message>
        <source>The sea. The ship moves to the row of the dice roll; on a 7 pirates come.</source>
        <translation>Il mare. La nave si sposta nella fila indicata dal lancio dei dadi; con un 7 arrivano i pirati.</translation>
    </message>
    <message>
        <source>row</source>
        <translation>fila</translation>
    </message>
    <message>
        <source>ship</source>
        <translation>nave</translation>
    </message>
    <message>
        <source>Ship space of row {row} (a roll of {row}: {ways} of 36 throws).</source>
        <translation>Casella della nave per la fila {row} (la somma {row} esce in {ways} lanci su 36).</translation>
    </message>
    <message>
        <source>Pirate ship in row {row}: every cube in this row costs its owner a card.</source>
        <translation>Nave pirata nella fila {row}: ogni cubo in questa fila costa una carta al suo proprietario.</translation>
    </message>
    <message>
        <source>Trade ship in row {row}: every building in this row pays its owner one card.</source>
        <translation>Nave mercantile nella fila {row}: ogni edificio in questa fila dà una carta al suo proprietario.</translation>
    </message>
    <message>
        <source>column →</source>
        <translation>colonna →</translation>
    </message>
    <message>
        <source>church site</source>
        <translation>luogo della chiesa</translation>
    </message>
    <message>
        <source>Row {row}, column {col}</source>
        <translation>Fila {row}, colonna {col}</translation>
    </message>
    <message>
        <source>Harbour square.</source>
        <translation>Casella del porto.</translation>
    </message>
    <message>
        <source>Church site: no building and no permit may go here; the first church tile does.</source>
        <translation>Luogo della chiesa: qui non possono andare né edifici né gettoni costruzione; ci va la prima tessera chiesa.</translation>
    </message>
    <message>
        <source>Church area: church tile {piece} belongs here.</source>
        <translation>Area della chiesa: qui va la tessera chiesa {piece}.</translation>
    </message>
    <message>
        <source>Free square.</source>
        <translation>Casella libera.</translation>
    </message>
    <message>
        <source>{building} of {player}.</source>
        <translation>Edificio di {player} ({building}).</translation>
    </message>
    <message>
        <source>Permit {value} of {player}.</source>
        <translation>Gettone costruzione {value} di {player}.</translation>
    </message>
    <message>
        <source>Church tile {piece}.</source>
        <translation>Tessera chiesa {piece}.</translation>
    </message>
    <message>
        <source>The north city gate: walls grow from here.</source>
        <translation>La porta nord della città: i bastioni crescono da qui.</translation>
    </message>
    <message>
        <source>The south city gate: walls grow from here.</source>
        <translation>La porta sud della città: i bastioni crescono da qui.</translation>
    </message>
    <message>
        <source>gate</source>
        <translation>porta</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>fila {row}</translation>
    </message>
    <message>
        <source>column {col}</source>
        <translation>colonna {col}</translation>
    </message>
    <message>
        <source>Wall tile {number} of {player} ({side} wall, {where}): a tower with a cube (1 VP).</source>
        <translation>Tessera bastione {number} di {player} (lato {side}, {where}): una torre con un cubo (1 PV).</translation>
    </message>
    <message>
        <source>Workers&apos; hut: never bought; when built over, its owner re-places it for free.</source>
        <translation>Capanna degli operai: non si compra mai; quando ci si costruisce sopra, il suo proprietario la ricolloca gratis.</translation>
    </message>
    <message>
        <source>workers&apos; hut</source>
        <translation>capanna degli operai</translation>
    </message>
    <message>
        <source>Wall tile {number} of {player} ({side} wall, {where}).</source>
        <translation>Tessera bastione {number} di {player} (lato {side}, {where}).</translation>
    </message>
    <message>
        <source>Choose the colour of the influence cards you pay with.</source>
        <translation>Scegli il colore delle carte &quot;potere&quot; con cui paghi.</translation>
    </message>
    <message>
        <source>Place a permit (pay its value in gold) or take 2 gold.</source>
        <translation>Piazza un gettone costruzione (pagando il suo valore in oro) oppure prendi 2 oro.</translation>
    </message>
    <message>
        <source>Bonus: one optional action paid with influence cards, or end your turn.</source>
        <translation>Bonus: puoi eseguire un&apos;azione facoltativa pagandola con carte &quot;potere&quot;, oppure termina il turno.</translation>
    </message>
    <message>
        <source>East wall towers are in row {row}: pirates there take a card.</source>
        <translation>Le torri dei bastioni a est stanno nella fila {row}: se i pirati arrivano lì, prendono una carta.</translation>
    </message>
    <message>
        <source>The church: 9 tiles of 7 gold, each worth 1 VP; never built over.</source>
        <translation>La chiesa: 9 tessere da 7 oro, ognuna vale 1 PV; non ci si può mai costruire sopra.</translation>
    </message>
    <message>
        <source>church {piece}</source>
        <translation>chiesa {piece}</translation>
    </message>
    <message>
        <source>Church tile {piece}, built by {player}: 1 VP, can never be built over.</source>
        <translation>Tessera chiesa {piece}, costruita da {player}: 1 PV, non ci si può mai costruire sopra.</translation>
    </message>
    <message>
        <source>hut</source>
        <translation>capanna</translation>
    </message>
    <message>
        <source>{building} ({w}×{h}, size {size})</source>
        <translation>{building} ({w}×{h}, grandezza {size})</translation>
    </message>
    <message>
        <source>Built by {player}, who gets its income and owns its cubes.</source>
        <translation>Costruttore: {player}, che ne riceve la rendita e ne possiede i cubi.</translation>
    </message>
    <message>
        <source>Owner: {player}</source>
        <translation>Proprietario: {player}</translation>
    </message>
    <message>
        <source>Income: 1 gold when the ship stops in one of its rows.</source>
        <translation>Rendita: 1 oro quando la nave si ferma in una delle sue file.</translation>
    </message>
    <message>
        <source>Income: 1 influence card when the ship stops in one of its rows.</source>
        <translation>Rendita: 1 carta &quot;potere&quot; quando la nave si ferma in una delle sue file.</translation>
    </message>
    <message>
        <source>No income.</source>
        <translation>Nessuna rendita.</translation>
    </message>
    <message>
        <source>Building permit {value} of {player} (row {row}, column {col}).
To build, your permits on the building&apos;s squares must be worth more than anyone else&apos;s;
you pay the other owners their permit values.</source>
        <translation>Gettone costruzione {value} di {player} (fila {row}, colonna {col}).
Per costruire, i tuoi gettoni costruzione sulle caselle dell&apos;edificio devono valere più di quelli di chiunque altro;
paghi agli altri proprietari il valore dei loro gettoni.</translation>
    </message>
    <message>
        <source>The church picture: where each church tile goes in the 3×3 church.</source>
        <translation>L&apos;immagine della chiesa: dove va ogni tessera chiesa nella chiesa 3×3.</translation>
    </message>
    <message>
        <source>Church</source>
        <translation>Chiesa</translation>
    </message>
    <message>
        <source>Rules of the church</source>
        <translation>Regole della chiesa</translation>
    </message>
    <message>
        <source>You drew church tile {piece}. Keep it: it goes on the church site and the church will cover columns {cols}, rows {rows}.</source>
        <translation>Hai pescato la tessera chiesa {piece}. Se la tieni, va sul luogo della chiesa e la chiesa coprirà le colonne {cols} e le file {rows}.</translation>
    </message>
    <message>
        <source>Church tile {piece}</source>
        <translation>Tessera chiesa {piece}</translation>
    </message>
    <message>
        <source>Trade points</source>
        <translation>Punti commercio</translation>
    </message>
    <message>
        <source>Rules of the trade points</source>
        <translation>Regole dei punti commercio</translation>
    </message>
    <message>
        <source>Trade track space {space}.</source>
        <translation>Casella {space} del tracciato commercio.</translation>
    </message>
    <message>
        <source>Cubes: {names}</source>
        <translation>Cubi: {names}</translation>
    </message>
    <message>
        <source>Markers: {names}</source>
        <translation>Segnalini: {names}</translation>
    </message>
    <message>
        <source>{name} ({points})</source>
        <translation>{name} ({points})</translation>
    </message>
    <message>
        <source>trade square</source>
        <translation>casella commercio</translation>
    </message>
    <message>
        <source>gold income</source>
        <translation>rendita in oro</translation>
    </message>
    <message>
        <source>influence income</source>
        <translation>rendita in carte &quot;potere&quot;</translation>
    </message>
    <message>
        <source>VP flag</source>
        <translation>bandierina PV</translation>
    </message>
    <message>
        <source>cube = 1 victory point</source>
        <translation>cubo = 1 punto vittoria</translation>
    </message>
    <message>
        <source>building permit (value)</source>
        <translation>gettone costruzione (valore)</translation>
    </message>
    <message>
        <source>neutral building (builder&apos;s colour)</source>
        <translation>edificio neutro (colore di chi lo costruisce)</translation>
    </message>
    <message>
        <source>you may click here</source>
        <translation>puoi fare clic qui</translation>
    </message>
    <message>
        <source>Neutral buildings left: {list}</source>
        <translation>Edifici neutri rimasti: {list}</translation>
    </message>
    <message>
        <source>Gold: {gold}</source>
        <translation>Oro: {gold}</translation>
    </message>
    <message>
        <source>Influence: {cards} ({total} in all)</source>
        <translation>Carte &quot;potere&quot;: {cards} ({total} in tutto)</translation>
    </message>
    <message>
        <source>Permits in your supply: {values}</source>
        <translation>Gettoni costruzione nella tua riserva: {values}</translation>
    </message>
    <message>
        <source>Next wall tile: {number}</source>
        <translation>Prossima tessera bastione: {number}</translation>
    </message>
    <message>
        <source>No wall tiles left</source>
        <translation>Nessuna tessera bastione rimasta</translation>
    </message>
    <message>
        <source>Own buildings in your supply: {names}</source>
        <translation>I tuoi edifici nella riserva: {names}</translation>
    </message>
    <message>
        <source>Cubes still to place: {cubes} of 10 · trade points {trade}</source>
        <translation>Cubi ancora da piazzare: {cubes} su 10 · punti commercio {trade}</translation>
    </message>
    <message>
        <source>You put church tile {piece} under the stack.</source>
        <translation>Hai messo la tessera chiesa {piece} in fondo alla pila.</translation>
    </message>
    <message>
        <source>Other players</source>
        <translation>Altri giocatori</translation>
    </message>
    <message>
        <source>Victory points: {flags_amount}, {cubes_amount}.</source>
        <translation>Punti vittoria: {flags_amount}, con sopra {cubes_amount}.</translation>
    </message>
    <message numerus="yes">
        <source>%n gold</source>
        <translation>
            <numerusform>%n oro</numerusform>
            <numerusform>%n oro</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n influence cards</source>
        <translation>
            <numerusform>%n carta &quot;potere&quot;</numerusform>
            <numerusform>%n carte &quot;potere&quot;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n church tiles</source>
        <translation>
            <numerusform>%n tessera chiesa</numerusform>
            <numerusform>%n tessere chiesa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cubes left</source>
        <translation>
            <numerusform>%n cubo rimasto</numerusform>
            <numerusform>%n cubi rimasti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flags</source>
        <translation>
            <numerusform>%n bandierina</numerusform>
            <numerusform>%n bandierine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cubes on them</source>
        <translation>
            <numerusform>%n cubo</numerusform>
            <numerusform>%n cubi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Costs %n gold.</source>
        <translation>
            <numerusform>Costa %n oro.</numerusform>
            <numerusform>Costa %n oro.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Needs %n permits.</source>
        <translation>
            <numerusform>Richiede %n gettone costruzione.</numerusform>
            <numerusform>Richiede %n gettoni costruzione.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pirates: give up %n more cards; each of your cubes in the pirate row costs one card.</source>
        <translation>
            <numerusform>Pirati: cedi ancora %n carta; ogni tuo cubo nella fila dei pirati costa una carta.</numerusform>
            <numerusform>Pirati: cedi ancora %n carte; ogni tuo cubo nella fila dei pirati costa una carta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your towers earn you %n of the discarded cards: choose which.</source>
        <translation>
            <numerusform>Le tue torri ti fanno guadagnare %n delle carte scartate: scegli quale.</numerusform>
            <numerusform>Le tue torri ti fanno guadagnare %n delle carte scartate: scegli quali.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wall space ({side} wall, {where}): costs %n gold.
A new wall tile must touch a gate or a wall tile.
Tiles 1, 2, 4 give 1 influence card; 5, 7, 8 give 2; 3, 6, 9 are towers with a cube.</source>
        <translation>
            <numerusform>Spazio dei bastioni (lato {side}, {where}): costa %n oro.
Una nuova tessera bastione deve toccare una porta o una tessera bastione.
Le tessere 1, 2, 4 danno 1 carta &quot;potere&quot;; 5, 7, 8 ne danno 2; 3, 6, 9 sono torri con un cubo.</numerusform>
            <numerusform>Spazio dei bastioni (lato {side}, {where}): costa %n oro.
Una nuova tessera bastione deve toccare una porta o una tessera bastione.
Le tessere 1, 2, 4 danno 1 carta &quot;potere&quot;; 5, 7, 8 ne danno 2; 3, 6, 9 sono torri con un cubo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left
7 gold each
1 VP each</source>
        <translation>
            <numerusform>Rimasta: %n
7 oro ciascuna
1 PV ciascuna</numerusform>
            <numerusform>Rimaste: %n
7 oro ciascuna
1 PV ciascuna</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flags: the first players to reach {space} put a cube here (1 VP).</source>
        <translation>
            <numerusform>%n bandierina: il primo giocatore che raggiunge la casella {space} mette qui un cubo (1 PV).</numerusform>
            <numerusform>%n bandierine: i primi giocatori che raggiungono la casella {space} mettono qui un cubo (1 PV).</numerusform>
        </translation>
    </message>
    <message>
        <source>no gold</source>
        <translation>niente oro</translation>
    </message>
    <message>
        <source>no influence cards</source>
        <translation>nessuna carta &quot;potere&quot;</translation>
    </message>
    <message>
        <source>no church tiles</source>
        <translation>nessuna tessera chiesa</translation>
    </message>
    <message>
        <source>no cubes left</source>
        <translation>nessun cubo rimasto</translation>
    </message>
    <message numerus="yes">
        <source>Covers trade squares worth %n trade points.</source>
        <translation>
            <numerusform>Copre caselle commercio che valgono %n punto commercio.</numerusform>
            <numerusform>Copre caselle commercio che valgono %n punti commercio.</numerusform>
        </translation>
    </message>
    <message>
        <source>Supply: {gold_amount} · {deck_amount} · {church_amount}</source>
        <translation>Riserva: {gold_amount} · {deck_amount} · {church_amount}</translation>
    </message>
    <message numerus="yes">
        <source>Trade square: a building covering it gives its owner %n trade points.</source>
        <translation>
            <numerusform>Casella commercio: un edificio che la copre dà al suo proprietario %n punto commercio.</numerusform>
            <numerusform>Casella commercio: un edificio che la copre dà al suo proprietario %n punti commercio.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {gold_amount}, {influence_amount}, {cubes_amount}</source>
        <translation>{name}: {gold_amount}, {influence_amount}, {cubes_amount}</translation>
    </message>
    <message>
        <source>Rolled by {player}</source>
        <translation>Lancio di {player}</translation>
    </message>
    <message>
        <source>The last roll; it stays here until the next one.</source>
        <translation>L&apos;ultimo lancio: resta qui fino al prossimo.</translation>
    </message>
</context>
<context>
    <name>ElasundRules</name>
    <message>
        <source>Components and board</source>
        <translation>Componenti e tabellone</translation>
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
        <translation>&lt;p&gt;Il tabellone è il terreno edificabile ancora vuoto di Elasund: il mare a ovest, gli
spazi dei bastioni a nord, a est e a sud, e il luogo della chiesa al centro. Ogni fila di
caselle prende il nome da una somma dei dadi; da nord a sud le file sono 2, 3, 4, 5, 6, 8, 9,
10, 11 e 12. Non esiste una fila 7: un 7 porta i pirati. Le due porte della città chiudono la
città, e il numero di giocatori stabilisce fin dove si estende verso est:&lt;/p&gt;
&lt;table border=&quot;1&quot; cellpadding=&quot;3&quot;&gt;
&lt;tr&gt;&lt;th&gt;Giocatori&lt;/th&gt;&lt;th&gt;Colonne&lt;/th&gt;&lt;th&gt;Caselle&lt;/th&gt;&lt;th&gt;Spazi dei bastioni da 2 oro&lt;/th&gt;
&lt;th&gt;Spazi dei bastioni da 4 oro&lt;/th&gt;&lt;th&gt;Caselle commercio da 2 punti&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;8&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;7&lt;/td&gt;&lt;td&gt;70&lt;/td&gt;&lt;td&gt;8&lt;/td&gt;&lt;td&gt;8&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;9&lt;/td&gt;&lt;td&gt;90&lt;/td&gt;&lt;td&gt;12&lt;/td&gt;&lt;td&gt;8&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Le dieci caselle della colonna del porto, accanto al mare, sono caselle commercio da 1 punto.
Il luogo della chiesa è la terza casella dal mare nella fila 8.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;37 edifici&lt;/b&gt;: 4 per ogni colore dei giocatori (16) e 21 neutri. La grandezza è
larghezza × altezza in caselle, il costo è in oro, PV è il numero di bandierine per i cubi.&lt;/p&gt;
&lt;table border=&quot;1&quot; cellpadding=&quot;3&quot;&gt;
&lt;tr&gt;&lt;th&gt;Edificio&lt;/th&gt;&lt;th&gt;Quantità&lt;/th&gt;&lt;th&gt;Grandezza&lt;/th&gt;&lt;th&gt;Costo&lt;/th&gt;&lt;th&gt;Gettoni costruzione&lt;/th&gt;
&lt;th&gt;Rendita&lt;/th&gt;&lt;th&gt;PV&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Piccola capanna degli operai&lt;/td&gt;&lt;td&gt;1 per giocatore&lt;/td&gt;&lt;td&gt;1×1&lt;/td&gt;&lt;td&gt;iniziale&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;
&lt;td&gt;potere&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Grande capanna degli operai&lt;/td&gt;&lt;td&gt;1 per giocatore&lt;/td&gt;&lt;td&gt;1×2&lt;/td&gt;&lt;td&gt;iniziale&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;
&lt;td&gt;oro&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Casa&lt;/td&gt;&lt;td&gt;1 per giocatore&lt;/td&gt;&lt;td&gt;2×1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;
&lt;td&gt;potere&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Bottega&lt;/td&gt;&lt;td&gt;1 per giocatore&lt;/td&gt;&lt;td&gt;1×2&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;
&lt;td&gt;oro&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Pozzo&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;1×1&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Banco del mercato&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;2×1&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Locanda&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;2×2&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;potere&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Commerciante&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;2×2&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;oro&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Grande edificio&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2×3&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;I tre grandi edifici (Ufficio commerciale, Sala del Trono, Sala riunioni) hanno un aspetto
diverso, ma funzionano allo stesso modo.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;9 tessere chiesa&lt;/b&gt;, ciascuna di una casella, da 7 oro e 1 PV ciascuna.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;36 tessere bastione&lt;/b&gt;, 9 per colore, numerate da 1 a 9. Le tessere 1, 2 e 4 danno
una carta &quot;potere&quot;, le tessere 5, 7 e 8 ne danno due, le tessere 3, 6 e 9 sono torri che
valgono un cubo.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;90 carte&lt;/b&gt;: 51 carte &quot;oro&quot; e 39 carte &quot;potere&quot; rosse, blu e verdi.&lt;/li&gt;
&lt;li&gt;Per ogni giocatore: 10 cubi &quot;punti vittoria&quot;, 5 gettoni costruzione con i valori 0, 1, 2,
3 e 4, e un segnalino commercio.&lt;/li&gt;
&lt;li&gt;Il tracciato commercio va da 0 a 11. Le sue caselle 3, 5, 7, 9 e 11 hanno 4, 3, 2, 2 e 1
bandierine per i cubi.&lt;/li&gt;
&lt;li&gt;Due dadi, la nave mercantile e due porte della città.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Preparazione</translation>
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
        <translation>&lt;p&gt;Il programma prepara la partita al posto tuo. Ecco che cosa fa:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Mette le due porte della città sui segni corrispondenti al numero di giocatori. Le porte
stabiliscono l&apos;area edificabile e gli spazi dei bastioni.&lt;/li&gt;
&lt;li&gt;I colori seguono i posti: il primo posto gioca con il rosso, il secondo con il blu, il terzo
con il verde e il quarto con il giallo. Le due capanne degli operai di ogni giocatore stanno
sulle caselle incorniciate del suo colore: la capanna piccola nella fila 4 o nella fila 10, la
capanna grande a cavallo delle file 5 e 6 oppure delle file 8 e 9. Le cornici dei colori che
nessuno usa sono caselle normali.&lt;/li&gt;
&lt;li&gt;Ogni giocatore riceve 3 oro e 1 carta &quot;potere&quot;, 10 cubi, i gettoni costruzione da 0 a 4,
una casa e una bottega, e 9 tessere bastione impilate con la tessera 1 in cima e la tessera 9
in fondo. Il segnalino commercio parte da 0.&lt;/li&gt;
&lt;li&gt;Gli edifici neutri aspettano accanto al tabellone, in una pila per ogni tipo. Le carte
&quot;oro&quot; formano una riserva scoperta, le carte &quot;potere&quot; un mazzo coperto. Le 9 tessere chiesa
vengono mescolate in una pila coperta.&lt;/li&gt;
&lt;li&gt;La nave aspetta accanto al tabellone fino al primo lancio.&lt;/li&gt;
&lt;li&gt;Invece di un lancio di spareggio, il programma estrae a caso il primo giocatore; il
registro di gioco dice chi comincia.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;La tua mano è segreta. Gli altri giocatori vedono quante carte &quot;oro&quot; e &quot;potere&quot; hai, ma
non i colori delle tue carte &quot;potere&quot;. Nessuno vede l&apos;ordine della pila della chiesa.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Your turn at a glance</source>
        <translation>Il tuo turno in breve</translation>
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
        <translation>&lt;p&gt;Tutti i giocatori costruiscono insieme un&apos;unica città, e vince il primo che riesce a
portare sul tabellone tutti i suoi 10 cubi. Si gioca in senso orario, nell&apos;ordine dei posti.
Il tuo turno ha sempre quattro fasi, in questo ordine:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;1. Produzione&lt;/b&gt;: tira i dadi e sposta la nave. Gli edifici nella fila della nave
pagano la rendita, oppure, con un 7, attaccano i pirati.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;2. Costruzione&lt;/b&gt;: fino a due costruzioni combinate come vuoi: edifici, tessere
bastione, tessere chiesa. Puoi anche non costruire nulla.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;3. Gettone costruzione o oro&lt;/b&gt;: piazza un gettone costruzione nella fila della nave
oppure prendi 2 oro.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;4. Bonus&lt;/b&gt;: se vuoi, un&apos;azione bonus pagata con carte &quot;potere&quot;.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Il programma propone solo le mosse consentite in quel momento, e il tabellone evidenzia le
caselle che puoi scegliere. Le scelte più complesse arrivano a piccoli passi: prima che cosa,
poi dove, poi come pagare. Per tornare indietro di un passo prima che diventi definitivo, usa Annulla.
Annulla non può tornare indietro oltre un lancio dei dadi o una carta pescata, perché rivelano
qualcosa di nuovo.&lt;/p&gt;
&lt;p&gt;Alcune decisioni spettano ad altri giocatori nel mezzo del tuo turno: cedere carte ai
pirati e ricollocare una capanna degli operai demolita. Il programma passa la mano a quel
giocatore e poi torna da te.&lt;/p&gt;
&lt;p&gt;I giocatori non possono scambiarsi carte.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Production, the ship and the pirates</source>
        <translation>Produzione, la nave e i pirati</translation>
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
        <translation>&lt;p&gt;&lt;b&gt;Il lancio.&lt;/b&gt; Cominci il turno tirando entrambi i dadi. La nave naviga fino alla
fila che corrisponde alla somma ottenuta. La nave deve sempre muoversi: se si trova già in
quella fila, la sposti invece di due file verso l&apos;alto o verso il basso, saltando la fila 7
che non esiste (dalla fila 6 alla fila 4 o alla fila 9). Se esistono entrambe le direzioni,
scegli tu. Al primo lancio della partita la nave entra sul tabellone, quindi questo caso non
può presentarsi.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Rendita.&lt;/b&gt; Ogni edificio con almeno una casella nella fila della nave paga al suo
proprietario una carta del suo tipo: oro dalla riserva o una carta &quot;potere&quot; dal mazzo. Un
edificio paga una sola volta, anche se ha due caselle nella fila. Un edificio neutro paga il
giocatore il cui cubo si trova sopra. Entrambe le capanne degli operai producono. Pozzi,
banchi del mercato, grandi edifici e tessere chiesa non producono mai.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Pirati.&lt;/b&gt; Con un 7 la nave diventa una nave pirata. La sposti in qualsiasi fila
tranne quella in cui si trova (al primo lancio della partita, in qualsiasi fila). Nessuno
riceve rendite. Invece ogni giocatore, te compreso, cede una carta a sua scelta, oro o potere,
per ciascuno dei suoi cubi in quella fila; chi ha troppo poche carte le cede tutte. I cubi su
edifici neutri, tessere chiesa e torri dei bastioni a est contano nella fila della loro
casella. Le torri sui bastioni a nord e a sud e i cubi sul tracciato commercio sono al sicuro.
Il programma chiede le carte una alla volta, in ordine di turno a partire da te; un giocatore che deve cedere tutte le sue carte, o che ha
un solo tipo di carta, le cede senza che gli venga chiesto.&lt;/p&gt;
&lt;p&gt;Poi prendi una delle carte scartate per ogni torre che possiedi, su qualsiasi lato dei
bastioni. Normalmente scegli tu quali carte; con l&apos;opzione di Nuova partita &lt;i&gt;Carte
ricompensa dei pirati: Estratte a caso (regole danesi)&lt;/i&gt; vengono estratte a caso; quando resta
un solo tipo di carta, o le tue torri prendono tutte le carte scartate, le ricevi senza che ti
venga chiesto. Le altre carte scartate
tornano alla banca. Poi il tuo turno prosegue normalmente, e nella fase 3 la fila dei pirati
vale come fila della nave.&lt;/p&gt;</translation>
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
        <translation>&lt;p&gt;Nella fase 2 puoi fare fino a due costruzioni, combinate come vuoi: la tua casa o la
tua bottega, un edificio neutro, una tessera bastione o una tessera chiesa (vedi le sezioni sui
bastioni e sulla chiesa). Quando hai finito, termina la fase di costruzione; puoi anche non
costruire nulla.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Dove può stare un edificio.&lt;/b&gt; Tutte le sue caselle devono trovarsi dentro la città,
non sul luogo della chiesa e non su una tessera chiesa. Gli spazi dei bastioni non sono mai
terreno edificabile. Le tessere mantengono l&apos;orientamento stampato e non vengono mai ruotate.
La posizione della nave non conta per costruire.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Gettoni costruzione.&lt;/b&gt; Le caselle che l&apos;edificio coprirà devono contenere almeno
tanti gettoni costruzione quanti ne richiede la tessera (1, 2 o 3). Contano i gettoni di
qualsiasi giocatore, e gettoni in più sono ammessi. Almeno uno deve essere tuo, e il valore
totale dei tuoi gettoni lì deve essere più alto del totale di ciascun altro giocatore lì. Se
il totale più alto è in parità, nessuno può costruire su quelle caselle. Anche un gettone di
valore 0 conta come gettone costruzione.&lt;/p&gt;
&lt;p&gt;&lt;i&gt;Esempio:&lt;/i&gt; il tuo unico gettone da 4 batte i gettoni 0, 1 e 2 di un altro giocatore,
perché il loro totale è solo 3.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Nel programma.&lt;/b&gt; Scegli l&apos;edificio dalla tua riserva o da una pila neutra. Il
tabellone evidenzia allora ogni casella in cui può andare il suo angolo nord-ovest in modo che
l&apos;intera costruzione sia consentita e tu possa pagarla. Scegline una. Se l&apos;edificio
sostituirebbe un edificio della stessa grandezza, scegli anche il colore delle tre carte
&quot;potere&quot; con cui paghi; se è possibile un solo colore, il programma usa quello (lo stesso vale per le
due carte dello stesso colore nelle fasi 3 e 4). Per tornare indietro di un passo prima che diventi definitivo, usa Annulla.&lt;/p&gt;</translation>
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
        <translation>&lt;p&gt;&lt;b&gt;Pagamento.&lt;/b&gt; Paghi alla banca il costo dell&apos;edificio in oro. Inoltre ogni altro
giocatore che ha gettoni costruzione sulle caselle coperte riceve da te tanto oro quanto
valgono insieme i suoi gettoni lì. Se non puoi pagare il costo e tutti i compensi, non puoi
costruire lì. Dopo, tutti i gettoni costruzione su quelle caselle, compresi i tuoi, tornano ai
loro proprietari.&lt;/p&gt;
&lt;p&gt;&lt;i&gt;Esempio:&lt;/i&gt; Blu costruisce una locanda (2 gettoni costruzione, 3 oro) su quattro
caselle che contengono il gettone 3 di Blu e il gettone 1 di Rosso. Il 3 di Blu batte l&apos;1 di
Rosso: Blu paga 3 oro alla banca e 1 oro a Rosso, ed entrambi i gettoni tornano indietro.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Edifici neutri.&lt;/b&gt; Metti uno dei tuoi cubi su ogni bandierina della tessera. Da quel
momento l&apos;edificio conta come tuo: ricevi la sua rendita e i suoi punti commercio.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Il più grande sostituisce il più piccolo.&lt;/b&gt; La grandezza è il numero di caselle: 1,
2, 4 o 6 (casa, bottega, banco del mercato e
capanna grande hanno tutti grandezza 2). Un nuovo edificio rimuove gratuitamente
ogni edificio più piccolo che copre, anche solo in parte. Può coprire edifici della sua stessa
grandezza solo se paghi 3 carte &quot;potere&quot; dello stesso colore; in tal caso rimuove l&apos;edificio o
i due edifici della stessa grandezza che copre (mai tre o più), oltre a quelli più piccoli. Un
edificio più grande o una tessera chiesa non possono mai essere coperti. Puoi costruire sopra i
tuoi edifici con le stesse regole.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Edifici rimossi.&lt;/b&gt; L&apos;edificio di un giocatore torna nella riserva del suo
proprietario e può essere costruito di nuovo. Un edificio neutro torna nella sua pila, e i suoi
cubi al loro proprietario. Il proprietario perde i punti commercio delle caselle commercio
dell&apos;edificio.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Le capanne degli operai&lt;/b&gt; vengono ricollocate subito, gratuitamente: prima la capanna
di chi ha costruito, poi quelle degli altri proprietari in senso orario a partire dalla sinistra
di chi ha costruito. Una capanna ha bisogno di caselle vuote dentro la città: nessun edificio,
gettone costruzione o tessera chiesa, non il luogo della chiesa, non una casella commercio. La
capanna grande ha bisogno di due caselle così, una sopra l&apos;altra; se non c&apos;è spazio, una
capanna esce dal gioco. Questa non è una costruzione; il tuo turno prosegue quando tutte le
capanne sono state collocate. Un giocatore che ha perso entrambe le capanne colloca
per prima quella piccola.&lt;/p&gt;</translation>
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
        <translation>&lt;p&gt;L&apos;oro che paghi torna nella riserva. Le carte &quot;potere&quot; che paghi vanno in una pila degli
scarti. Quando il mazzo delle carte &quot;potere&quot; è vuoto e bisogna pescare una carta, la pila
degli scarti viene mescolata per formare un nuovo mazzo.&lt;/p&gt;
&lt;p&gt;Con sole 51 carte &quot;oro&quot; e 39 carte &quot;potere&quot;, la banca può restare a corto. Se la rendita
di un lancio non può essere pagata per intero per un tipo di carta (per le carte &quot;potere&quot;,
mazzo e pila degli scarti insieme), il programma procede così:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Per prima cosa nessuno riceve nulla.&lt;/li&gt;
&lt;li&gt;Ogni giocatore restituisce metà delle sue carte del tipo che manca, arrotondando per
difetto. Il programma sceglie le carte &quot;potere&quot;: ognuna viene dal colore di cui il giocatore
ne ha di più (in caso di parità prima il rosso, poi il blu, poi il verde).&lt;/li&gt;
&lt;li&gt;L&apos;oro restituito torna nella riserva; le carte &quot;potere&quot; restituite vanno nella pila degli
scarti, e l&apos;intera pila degli scarti viene mescolata per formare un nuovo mazzo.&lt;/li&gt;
&lt;li&gt;Poi viene pagata l&apos;intera rendita del lancio.&lt;/li&gt;
&lt;li&gt;Se le carte non bastano ancora, la rendita viene pagata giocatore per giocatore in ordine
di turno, a partire dal giocatore di turno, finché la riserva non si esaurisce.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Al di fuori della rendita, per esempio quando prendi 2 oro o peschi carte per una tessera
bastione, ottieni semplicemente quello che la banca ha ancora.&lt;/p&gt;
&lt;p&gt;&lt;i&gt;Esempio:&lt;/i&gt; la riserva d&apos;oro contiene 2 carte, ma il lancio paga 4 oro. Per ora nessuno
viene pagato. Rosso ha 7 oro e ne restituisce 3, Blu ne ha 1 e non restituisce nulla. Ora la
riserva contiene 5 oro, e tutti e 4 gli oro della rendita vengono pagati.&lt;/p&gt;</translation>
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
&lt;li&gt;Distribuisci i tuoi primi edifici su molte file, così la rendita arriva spesso. Le file
centrali escono più spesso: le file 6 e 8 escono ciascuna 5 volte su 36, le file 2 e 12 solo
una volta su 36. Un 7, che esce 6 volte su 36, porta invece i pirati.&lt;/li&gt;
&lt;li&gt;La tua casa e la tua bottega richiedono un solo gettone costruzione e costano solo 1 o 2
oro. Costruiscile presto: anche se più avanti vengono sostituite, fino ad allora ti fruttano
rendita.&lt;/li&gt;
&lt;li&gt;I grandi edifici valgono due cubi ma non producono nulla. Costruiscili quando la tua
rendita è stabile.&lt;/li&gt;
&lt;li&gt;Tieni in mano alcune carte &quot;potere&quot;. Ti permettono di costruire sopra un edificio della
stessa grandezza, di piazzare un gettone costruzione in qualsiasi fila o di rispondere
all&apos;attacco di un altro giocatore.&lt;/li&gt;
&lt;li&gt;I gettoni costruzione degli altri giocatori ti costano un compenso, ma i tuoi gettoni
nell&apos;area edificabile di qualcun altro ti fanno guadagnare oro quando quel giocatore vi
costruisce. Un gettone da 3 o da 4 rende un&apos;area difficile da conquistare.&lt;/li&gt;
&lt;li&gt;Molti cubi in una sola fila attirano i pirati. Ogni torre che possiedi ti porta una carta
ogni volta che tiri un 7 e un giocatore qualsiasi, te compreso, deve cedere carte.&lt;/li&gt;
&lt;li&gt;Il primo costruttore della chiesa decide dove sorgerà la chiesa e conosce la tessera in
fondo alla pila. La chiesa rimuove tutto ciò che le sta davanti, e i cubi sulle tessere chiesa
e sulle torri non possono mai andare persi.&lt;/li&gt;
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
        <translation>&lt;p&gt;Una tessera bastione è una delle tue costruzioni. Costruisci sempre la tessera in cima
alla tua pila, quindi le tue tessere arrivano nell&apos;ordine 1, 2, 3 e così via fino a 9. I
bastioni appartengono a tutta la città: tutti aggiungono tessere alle stesse strisce.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Dove.&lt;/b&gt; Una nuova tessera va su uno spazio dei bastioni libero accanto a una porta
della città o accanto a una tessera bastione già costruita. I bastioni a nord e a sud crescono
dalle porte verso ovest, in direzione del mare; ciascuno dei loro spazi costa &lt;b&gt;2 oro&lt;/b&gt;
(frecce blu). Il bastione a est tra le due porte cresce verso l&apos;interno a partire da entrambe
le porte; ciascuno dei suoi spazi costa &lt;b&gt;4 oro&lt;/b&gt; (frecce rosse). Il tabellone evidenzia gli
spazi dei bastioni che puoi usare.&lt;/p&gt;
&lt;table border=&quot;1&quot; cellpadding=&quot;3&quot;&gt;
&lt;tr&gt;&lt;th&gt;Numero della tessera&lt;/th&gt;&lt;th&gt;Ricompensa&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;1, 2, 4&lt;/td&gt;&lt;td&gt;pesca 1 carta &quot;potere&quot;&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;5, 7, 8&lt;/td&gt;&lt;td&gt;pesca 2 carte &quot;potere&quot;&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;3, 6, 9&lt;/td&gt;&lt;td&gt;torre: mettici sopra uno dei tuoi cubi&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;I cubi sulle torri restano lì per il resto della partita. Ogni torre ti permette inoltre di
prendere una carta scartata quando porti i pirati. Una torre sul bastione a est si trova
accanto a una fila, quindi i pirati possono colpire il suo cubo; le torri sui bastioni a nord e
a sud non vengono mai colpite.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Opzione.&lt;/b&gt; Normalmente il bastione a est si può costruire non appena uno spazio tocca
una porta o una tessera bastione. Con l&apos;opzione di Nuova partita &lt;i&gt;Bastioni a est solo dopo
tutti i bastioni da 2 oro&lt;/i&gt;, gli spazi da 4 oro si aprono solo quando tutti gli spazi da 2
oro dei bastioni a nord e a sud sono costruiti, come nel riassunto breve delle regole
dell&apos;editore.&lt;/p&gt;</translation>
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
        <translation>&lt;p&gt;&lt;b&gt;Fase 3: gettone costruzione o oro.&lt;/b&gt; Prendi 2 oro dalla riserva, oppure piazza un
gettone costruzione della tua riserva. Un gettone costruzione costa in oro il suo valore (il
gettone 0 è gratuito) e va su una casella libera nella fila della nave. Una casella libera si
trova dentro la città e non contiene edifici, gettoni costruzione o tessere chiesa; il luogo
della chiesa non è mai libero, ma le caselle commercio sono ammesse.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Se la fila della nave non ha caselle libere, usa la fila più vicina che ne ha una. Se una
fila sopra e una fila sotto sono ugualmente vicine, scegli tu. Con l&apos;opzione di Nuova partita
&lt;i&gt;Gettone costruzione quando la fila della nave è piena: Solo le file adiacenti (regole danesi)&lt;/i&gt;, si
possono usare solo le file immediatamente sopra e sotto; qualsiasi altra fila richiede allora
il pagamento in carte descritto sotto.&lt;/li&gt;
&lt;li&gt;Se paghi 2 carte &quot;potere&quot; dello stesso colore, puoi piazzare il gettone costruzione in
qualsiasi fila.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Nel programma scegli prima il valore del gettone costruzione, e il tabellone evidenzia le
caselle che puoi usare. Il pagamento in carte viene chiesto solo per le caselle che non
potresti usare gratis.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Fase 4: bonus.&lt;/b&gt; Puoi eseguire al massimo una di queste azioni, oppure semplicemente
terminare il turno:&lt;/p&gt;
&lt;table border=&quot;1&quot; cellpadding=&quot;3&quot;&gt;
&lt;tr&gt;&lt;th&gt;Azione bonus&lt;/th&gt;&lt;th&gt;Prezzo&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Sposta uno dei tuoi gettoni costruzione sul tabellone su una qualsiasi casella libera&lt;/td&gt;
&lt;td&gt;2 carte &quot;potere&quot; dello stesso colore&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Sostituisci uno dei tuoi gettoni costruzione sul tabellone con uno di valore più alto
della tua riserva, sulla stessa casella&lt;/td&gt;&lt;td&gt;2 carte &quot;potere&quot; dello stesso colore, più la
differenza di valore in oro&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Piazza un gettone costruzione della tua riserva su una qualsiasi casella libera, in
qualsiasi fila&lt;/td&gt;
&lt;td&gt;1 carta &quot;potere&quot; rossa, 1 blu e 1 verde, più il valore del gettone in oro&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Prendi 2 oro dalla riserva&lt;/td&gt;&lt;td&gt;1 carta &quot;potere&quot; rossa, 1 blu e 1 verde&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Dopo la fase 4 il giocatore successivo nell&apos;ordine dei posti inizia il suo turno.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Construction and building permits</source>
        <translation>Costruzione e gettoni costruzione</translation>
    </message>
    <message>
        <source>Paying, compensation and demolition</source>
        <translation>Pagamento, compenso e demolizione</translation>
    </message>
    <message>
        <source>City walls</source>
        <translation>Bastioni della città</translation>
    </message>
    <message>
        <source>The church</source>
        <translation>La chiesa</translation>
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
        <translation>&lt;p&gt;La chiesa è formata da 9 tessere che insieme compongono un&apos;immagine 3×3, una casella per
tessera. Costruire una tessera chiesa è una costruzione; costa &lt;b&gt;7 oro&lt;/b&gt; e non richiede
gettoni costruzione. Metti uno dei tuoi cubi su ogni tessera chiesa che costruisci. Le
tessere chiesa non vengono mai rimosse, quindi questi punti sono al sicuro.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;La prima tessera.&lt;/b&gt; Il primo giocatore che costruisce la chiesa pesca le prime due
tessere della pila, ne tiene una e mette l&apos;altra in fondo alla pila senza mostrarla; solo quel
giocatore sa quale tessera si trova lì. La tessera tenuta va sul luogo della chiesa, la terza
casella dal mare nella fila 8. La sua posizione nell&apos;immagine stabilisce dove sorgerà l&apos;intera
chiesa. Per esempio, se è il pezzo in alto a sinistra, la chiesa copre le file 8, 9 e 10 nelle
colonne dalla terza alla quinta; se è il pezzo in basso a destra, copre le file 5, 6 e 8 nelle
prime tre colonne. L&apos;immagine della chiesa sul tabellone mostra dove va ciascun pezzo.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Tessere successive.&lt;/b&gt; Ogni costruttore successivo prende la tessera in cima alla pila
e la mette sulla casella che le spetta nell&apos;area della chiesa.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Effetti.&lt;/b&gt; Un gettone costruzione su quella casella torna al suo proprietario senza
compenso. Un edificio con una casella lì viene rimosso, qualunque sia la sua grandezza, con le
solite conseguenze: i cubi tornano indietro, i punti commercio vanno persi, le capanne degli
operai vengono ricollocate. Le tessere chiesa non danno punti commercio, nemmeno sulla colonna
del porto. Finché la chiesa non è completa, le sue caselle vuote possono ancora ricevere
gettoni costruzione ed edifici, a rischio dei loro proprietari. Una volta costruite tutte e 9
le tessere, nessuno può più costruire sulla chiesa.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Trade squares and the trade track</source>
        <translation>Caselle commercio e tracciato commercio</translation>
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
        <translation>&lt;p&gt;Le &lt;b&gt;caselle commercio&lt;/b&gt; sono contrassegnate da mulini a vento. Ogni casella della
colonna del porto vale 1 punto commercio. Con 3 o 4 giocatori ci sono anche caselle con due
mulini che valgono 2 punti, vicino alle porte della città nelle file 2 e 12: nella sesta
colonna con 3 giocatori, nella sesta e nell&apos;ottava colonna con 4 giocatori.&lt;/p&gt;
&lt;p&gt;Quando costruisci un edificio, ottieni i valori commercio di tutte le caselle che copre, e
il tuo segnalino avanza sul tracciato commercio di altrettante caselle. Un grande edificio
sulla colonna del porto copre tre caselle del porto e fa 3 punti. Le tessere chiesa non danno
mai punti commercio. I punti di un edificio neutro appartengono al giocatore il cui cubo si
trova sopra.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Cubi sul tracciato.&lt;/b&gt; Le caselle 3, 5, 7, 9 e 11 hanno 4, 3, 2, 2 e 1 bandierine.
Quando il tuo segnalino raggiunge o supera una di queste caselle, il programma mette uno dei
tuoi cubi su una bandierina libera lì, a meno che tu non abbia già un cubo lì. Ogni giocatore
occupa al massimo una bandierina per casella; quando tutte le bandierine di una casella sono
occupate, i giocatori che arrivano dopo lì non ottengono nulla.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Perdere punti.&lt;/b&gt; Quando uno dei tuoi edifici su caselle commercio viene rimosso, perdi
i suoi punti commercio e il tuo segnalino torna indietro. I tuoi cubi sulle caselle oltre il
tuo nuovo totale tornano a te, e le loro bandierine diventano libere.&lt;/p&gt;
&lt;p&gt;Il tuo totale può superare 11; in quel caso il segnalino resta semplicemente sull&apos;ultima
casella. Una bandierina liberata va a un giocatore che ha già superato quella casella solo la
prossima volta che il totale di quel giocatore aumenta.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Placing permits and bonus actions</source>
        <translation>Piazzare gettoni costruzione e azioni bonus</translation>
    </message>
    <message>
        <source>Where cards go, and running out of cards</source>
        <translation>Dove finiscono le carte, e quando le carte finiscono</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fine della partita</translation>
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
        <translation>&lt;p&gt;Vinci nel momento in cui metti sul tabellone il tuo decimo cubo durante il tuo turno. La
partita finisce immediatamente; il resto di quel turno non si gioca.&lt;/p&gt;
&lt;p&gt;I cubi arrivano sul tabellone in quattro modi:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;uno su ogni bandierina di un edificio neutro che costruisci (due su un grande edificio,
uno sugli altri);&lt;/li&gt;
&lt;li&gt;uno su ogni tessera chiesa che costruisci;&lt;/li&gt;
&lt;li&gt;uno su ogni torre dei bastioni della città (le tue tessere bastione 3, 6 e 9);&lt;/li&gt;
&lt;li&gt;uno su una bandierina libera del tracciato commercio quando i tuoi punti commercio
raggiungono 3, 5, 7, 9 o 11.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;I cubi possono anche tornare a te: quando viene rimosso un edificio neutro con i tuoi cubi,
o quando i tuoi punti commercio scendono sotto una casella su cui hai un cubo. I cubi sulle
tessere chiesa e sulle torri restano per sempre. Se un nuovo edificio ha più bandierine dei
cubi che ti restano, metti i cubi che hai, il che significa che hai appena vinto.&lt;/p&gt;
&lt;p&gt;Il punteggio mostrato per ogni giocatore è il numero dei suoi cubi sul tabellone.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Tips for your first games</source>
        <translation>Consigli per le prime partite</translation>
    </message>
    <message>
        <source>House interpretations</source>
        <translation>Interpretazioni della casa</translation>
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
        <translation>&lt;p&gt;I regolamenti a nostra disposizione lasciano aperti alcuni punti o non sono d&apos;accordo tra
loro. Il programma segue queste &lt;b&gt;interpretazioni della casa&lt;/b&gt;; le tue regole stampate
potrebbero dire altrimenti.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Il mazzo delle carte &quot;potere&quot; ha 13 carte rosse, 13 blu e 13 verdi; nessuna fonte indica
la ripartizione.&lt;/li&gt;
&lt;li&gt;I punti commercio non hanno un limite massimo; il segnalino resta sull&apos;11.&lt;/li&gt;
&lt;li&gt;Ogni giocatore ha al massimo un cubo per casella del tracciato commercio, e l&apos;occupazione
di una bandierina libera è automatica. Una bandierina liberata viene occupata solo la
prossima volta che aumenta il totale di un giocatore che ne ha diritto.&lt;/li&gt;
&lt;li&gt;La nave parte accanto al tabellone. Il primo lancio la porta nella fila ottenuta; un 7 al
primo lancio può mandarla in qualsiasi fila.&lt;/li&gt;
&lt;li&gt;Il primo giocatore viene estratto a caso invece che con un lancio di spareggio.&lt;/li&gt;
&lt;li&gt;Per i pirati, un cubo su una torre del bastione a est conta come se si trovasse nella
fila di quella torre.&lt;/li&gt;
&lt;li&gt;Le carte per i pirati vengono cedute una alla volta, in ordine di turno a partire da chi
ha tirato i dadi.&lt;/li&gt;
&lt;li&gt;Ricompensa dei pirati: chi ha tirato i dadi sceglie le carte, come nelle regole italiane.
L&apos;opzione &lt;i&gt;Estratte a caso (regole danesi)&lt;/i&gt; segue le regole danesi.&lt;/li&gt;
&lt;li&gt;Fila dei gettoni costruzione piena: la fila più vicina con una casella libera, come nelle
regole italiane; se una fila sopra e una sotto sono ugualmente vicine, sceglie il giocatore.
L&apos;opzione &lt;i&gt;Solo le file adiacenti (regole danesi)&lt;/i&gt; segue le regole danesi.&lt;/li&gt;
&lt;li&gt;I gettoni costruzione vanno solo su caselle vuote dentro la città, mai sugli spazi dei
bastioni o sul luogo della chiesa; le caselle commercio sono ammesse.&lt;/li&gt;
&lt;li&gt;Una capanna degli operai demolita non può andare sugli spazi dei bastioni, sul luogo
della chiesa o fuori dalla città.&lt;/li&gt;
&lt;li&gt;Bastioni a est: entrambi i regolamenti chiedono solo una porta o una tessera bastione
adiacente, quindi questa è l&apos;impostazione predefinita. L&apos;opzione segue il riassunto
dell&apos;editore, che li apre dopo tutti gli spazi da 2 oro.&lt;/li&gt;
&lt;li&gt;Carenza di carte: le carte &quot;potere&quot; restituite vengono sempre dal colore di cui il
giocatore ne ha di più (in caso di parità: rosso, blu, verde). Se alla banca mancano ancora
carte, la rendita viene pagata in ordine di turno finché non si esaurisce. Le altre pescate da
una banca vuota danno solo quello che resta.&lt;/li&gt;
&lt;li&gt;Un edificio può sostituire al massimo due edifici della sua stessa grandezza; una
posizione che ne coprirebbe tre o più non è consentita.&lt;/li&gt;
&lt;li&gt;Un costruttore con meno cubi che bandierine mette i cubi che gli restano.&lt;/li&gt;
&lt;li&gt;&quot;Casa&quot; e &quot;bottega&quot; sono nomi scelti da noi per i due edifici che ogni giocatore può
comprare.&lt;/li&gt;
&lt;li&gt;Un giocatore che perde entrambe le capanne degli operai nello stesso momento colloca per
prima quella piccola.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Regola della casa: una città che non può più crescere.&lt;/b&gt; Le regole fanno finire la partita solo quando un giocatore piazza l&apos;ultimo cubo, e una città può riempirsi al punto che nessuno possa più costruire (circa una partita su 300-900 tra giocatori casuali). Perciò, quando tutti gli spazi dei bastioni sono occupati e la chiesa è completa, un intero giro in cui nessun giocatore ha niente da costruire, nessuna tessera bastione e nessuna tessera chiesa da piazzare fa finire la partita. Vince il giocatore con più cubi sul tabellone; in caso di parità vince chi ha più oro, e i giocatori ancora pari condividono la vittoria. L&apos;opzione &lt;i&gt;Regola della casa: termina una partita la cui città non può più crescere&lt;/i&gt; è attiva in partenza; se è disattivata, una partita così continua per sempre.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Solo computer.&lt;/b&gt; Con la regola della casa disattivata, una partita in cui ogni posto è di un giocatore computer non ha nessuno che possa fermarla, e finisce quindi dopo 100 giri. Vince il giocatore con più cubi sul tabellone; in caso di parità vince chi ha più oro, e i giocatori ancora pari condividono la vittoria. Nelle nostre prove i giocatori computer casuali hanno concluso ogni partita che poteva concludersi entro 52 giri, quindi il limite lo raggiunge solo una partita che non finirebbe mai. Le partite con almeno un giocatore umano non hanno limite.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
</context>
<context>
    <name>ElasundSituations</name>
    <message>
        <source>The city at the start: the gates, each player&apos;s workers&apos; huts on the framed squares of their colour, and the ship waiting for the first roll.</source>
        <translation>La città all&apos;inizio: le porte, le capanne degli operai di ogni giocatore sulle caselle incorniciate del suo colore, e la nave che aspetta il primo lancio.</translation>
    </message>
    <message>
        <source>A turn begins with the dice (phase 1); construction, a permit or gold, and a bonus follow. Choosing a building before the roll is refused.</source>
        <translation>Un turno comincia con i dadi (fase 1); seguono costruzione, un gettone costruzione o oro, e un bonus. Scegliere un edificio prima del lancio viene rifiutato.</translation>
    </message>
    <message>
        <source>A 7: the pirates move the ship to any row but the one it is in, which is refused.</source>
        <translation>Un 7: i pirati spostano la nave in qualsiasi fila tranne quella in cui si trova, che viene rifiutata.</translation>
    </message>
    <message>
        <source>The pirates&apos; row: every player gives up one card of their choice for each of their cubes there.</source>
        <translation>La fila dei pirati: ogni giocatore cede una carta a sua scelta per ciascuno dei suoi cubi in quella fila.</translation>
    </message>
    <message>
        <source>Where the workshop may stand: its squares hold your permit of the highest value and enough permits, inside the city and off the church site.</source>
        <translation>Dove può sorgere la bottega: sulle sue caselle c&apos;è il tuo gettone costruzione di valore più alto e ce ne sono abbastanza, dentro la città e fuori dal luogo della chiesa.</translation>
    </message>
    <message>
        <source>A bigger building removed a workers&apos; hut: it is re-placed at once, for free, on free squares inside the city.</source>
        <translation>Un edificio più grande ha tolto una capanna degli operai: viene rimessa subito, gratis, su caselle libere dentro la città.</translation>
    </message>
    <message>
        <source>A wall tile goes on a free wall space next to a city gate or to a wall tile already built.</source>
        <translation>Una tessera bastione va su uno spazio del muro libero accanto a una porta della città o a una tessera bastione già costruita.</translation>
    </message>
    <message>
        <source>A church tile costs 7 gold and no permits; your cube on it stays for good.</source>
        <translation>Una tessera chiesa costa 7 oro e nessun gettone costruzione; il tuo cubo su di essa resta per sempre.</translation>
    </message>
    <message>
        <source>Where a building stands decides its trade points: each windmill on its squares moves your marker up the trade track.</source>
        <translation>Dove sorge un edificio decide i suoi punti commercio: ogni mulino sulle sue caselle fa salire il tuo segnalino sul percorso del commercio.</translation>
    </message>
    <message>
        <source>Phase 3: your permit goes on a free square of the ship&apos;s row, or of any row for two influence cards of one colour; a square with a permit or a building, and the church site, are refused.</source>
        <translation>Fase 3: il tuo gettone costruzione va su una casella libera della fila della nave, o di qualsiasi fila per due carte potere dello stesso colore; una casella con un gettone o un edificio, e il luogo della chiesa, vengono rifiutati.</translation>
    </message>
    <message>
        <source>Phase 4, the bonus: with two influence cards of one colour, move or upgrade one of your permits, or take gold.</source>
        <translation>Fase 4, il bonus: con due carte potere dello stesso colore sposta o migliora uno dei tuoi gettoni costruzione, oppure prendi oro.</translation>
    </message>
    <message>
        <source>Late in the game: the score beside each player counts their cubes on the board, and the first to place the tenth wins at once.</source>
        <translation>Verso la fine: il punteggio accanto a ogni giocatore conta i suoi cubi sul tabellone, e chi mette il decimo vince subito.</translation>
    </message>
</context>
<context>
    <name>Elfenland</name>
    <message>
        <source>Rounds</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>4 rounds (Ukrainian rules)</source>
        <translation>4 round (regole ucraine)</translation>
    </message>
    <message>
        <source>3 rounds (later English edition)</source>
        <translation>3 round (edizione inglese successiva)</translation>
    </message>
    <message>
        <source>Caravan</source>
        <translation>Carovana</translation>
    </message>
    <message>
        <source>Only without the matching cards</source>
        <translation>Solo senza le carte corrispondenti</translation>
    </message>
    <message>
        <source>Always allowed instead of them</source>
        <translation>Sempre ammessa al loro posto</translation>
    </message>
    <message>
        <source>Home town variant</source>
        <translation>Variante città natale</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Yes: a secret town card each</source>
        <translation>Sì: una carta città segreta a testa</translation>
    </message>
    <message numerus="yes">
        <source>{player} is dealt %n travel cards.</source>
        <translation>
            <numerusform>{player} riceve %n carta viaggio.</numerusform>
            <numerusform>{player} riceve %n carte viaggio.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} draws a secret counter: {transport}.</source>
        <translation>{player} pesca una tessera segreta: {transport}.</translation>
    </message>
    <message>
        <source>{player} takes the face-up counter: {transport}.</source>
        <translation>{player} prende la tessera scoperta: {transport}.</translation>
    </message>
    <message>
        <source>New face-up counter in the row: {transport}.</source>
        <translation>Nuova tessera scoperta nella fila: {transport}.</translation>
    </message>
    <message>
        <source>{player} draws blind from the pile: {transport}.</source>
        <translation>{player} pesca alla cieca dalla pila: {transport}.</translation>
    </message>
    <message>
        <source>{player} places a counter ({transport}) on the road {town_a} – {town_b}.</source>
        <translation>{player} mette una tessera ({transport}) sulla strada {town_a} – {town_b}.</translation>
    </message>
    <message>
        <source>{player} places the obstacle on the road {town_a} – {town_b}.</source>
        <translation>{player} mette l&apos;ostacolo sulla strada {town_a} – {town_b}.</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} passa.</translation>
    </message>
    <message>
        <source>{player} has nothing to place and passes.</source>
        <translation>{player} non ha nulla da piazzare e passa.</translation>
    </message>
    <message>
        <source>Planning is over: the elves set off.</source>
        <translation>La pianificazione è finita: gli elfi partono.</translation>
    </message>
    <message numerus="yes">
        <source>{player} travels to {town}, paying %n cards: {card}.</source>
        <translation>
            <numerusform>{player} va a {town} pagando %n carta: {card}.</numerusform>
            <numerusform>{player} va a {town} pagando %n carte: {card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} sets off to {town} as a caravan and pays %n cards of any kind.</source>
        <translation>
            <numerusform>{player} parte per {town} in carovana e paga %n carta qualsiasi.</numerusform>
            <numerusform>{player} parte per {town} in carovana e paga %n carte qualsiasi.</numerusform>
        </translation>
    </message>
    <message>
        <source>The caravan of {player} reaches {town}.</source>
        <translation>La carovana di {player} arriva a {town}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} collects the town piece of {town} (%n in all).</source>
        <translation>
            <numerusform>{player} raccoglie il segnalino di {town} (%n in tutto).</numerusform>
            <numerusform>{player} raccoglie il segnalino di {town} (%n in tutto).</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} has visited every town before the end of round 3 and wins at once!</source>
        <translation>{player} ha visitato tutte le città prima della fine del round 3 e vince subito!</translation>
    </message>
    <message>
        <source>{player} ends the journey.</source>
        <translation>{player} termina il viaggio.</translation>
    </message>
    <message numerus="yes">
        <source>{player} holds too many cards and must discard %n.</source>
        <translation>
            <numerusform>{player} ha troppe carte e deve scartarne %n.</numerusform>
            <numerusform>{player} ha troppe carte e deve scartarne %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} discards a card: {card}.</source>
        <translation>{player} scarta una carta: {card}.</translation>
    </message>
    <message>
        <source>Round {round} is over.</source>
        <translation>Il round {round} è finito.</translation>
    </message>
    <message>
        <source>{player} keeps a face-up counter: {transport}.</source>
        <translation>{player} tiene una tessera scoperta: {transport}.</translation>
    </message>
    <message>
        <source>{player} keeps a face-down counter: {transport}.</source>
        <translation>{player} tiene una tessera coperta: {transport}.</translation>
    </message>
    <message>
        <source>{player} returns every counter.</source>
        <translation>{player} restituisce tutte le tessere.</translation>
    </message>
    <message>
        <source>Round {round} begins; {player} starts.</source>
        <translation>Inizia il round {round}; comincia {player}.</translation>
    </message>
    <message numerus="yes">
        <source>Home town of {player}: {town}, %n steps away.</source>
        <translation>
            <numerusform>Città natale di {player}: {town}, a %n passo.</numerusform>
            <numerusform>Città natale di {player}: {town}, a %n passi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} wins with %n points!</source>
        <translation>
            <numerusform>{player} vince con %n punto!</numerusform>
            <numerusform>{player} vince con %n punti!</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} draws a secret counter.</source>
        <translation>{player} pesca una tessera segreta.</translation>
    </message>
    <message>
        <source>{player} keeps a face-down counter.</source>
        <translation>{player} tiene una tessera coperta.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>This is not a move of Elfenland.</source>
        <translation>Questa non è una mossa di Elfenland.</translation>
    </message>
    <message>
        <source>It is {player}&apos;s decision now.</source>
        <translation>Ora decide {player}.</translation>
    </message>
    <message>
        <source>That choice does not exist here.</source>
        <translation>Qui questa scelta non esiste.</translation>
    </message>
    <message>
        <source>You cannot do that in this phase.</source>
        <translation>Non puoi farlo in questa fase.</translation>
    </message>
    <message>
        <source>You hold no counter of this kind: {transport}.</source>
        <translation>Non hai tessere di questo tipo: {transport}.</translation>
    </message>
    <message>
        <source>Rivers and lakes never carry counters or obstacles.</source>
        <translation>Fiumi e laghi non portano mai tessere né ostacoli.</translation>
    </message>
    <message>
        <source>You have already used your obstacle.</source>
        <translation>Hai già usato il tuo ostacolo.</translation>
    </message>
    <message>
        <source>An obstacle can only go on a road that already carries a transport counter.</source>
        <translation>Un ostacolo va solo su una strada che ha già una tessera trasporto.</translation>
    </message>
    <message>
        <source>This road already has an obstacle.</source>
        <translation>Questa strada ha già un ostacolo.</translation>
    </message>
    <message>
        <source>A caravan cannot cross rivers or lakes.</source>
        <translation>Una carovana non può attraversare fiumi o laghi.</translation>
    </message>
    <message>
        <source>Nobody can use this road: it carries no transport counter.</source>
        <translation>Nessuno può usare questa strada: non ha tessere trasporto.</translation>
    </message>
    <message>
        <source>You can pay the matching cards, so no caravan (game option).</source>
        <translation>Puoi pagare con le carte corrispondenti, quindi niente carovana (opzione di gioco).</translation>
    </message>
    <message>
        <source>You hold no such card: {card}.</source>
        <translation>Non hai questa carta: {card}.</translation>
    </message>
    <message numerus="yes">
        <source>First discard down to 4 cards (%n more).</source>
        <translation>
            <numerusform>Prima scarta fino a 4 carte (ancora %n).</numerusform>
            <numerusform>Prima scarta fino a 4 carte (ancora %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First pay the caravan (%n more cards).</source>
        <translation>
            <numerusform>Prima paga la carovana (ancora %n carta).</numerusform>
            <numerusform>Prima paga la carovana (ancora %n carte).</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw your secret counter</source>
        <translation>Pesca la tua tessera segreta</translation>
    </message>
    <message>
        <source>Take the face-up counter no. {number}</source>
        <translation>Prendi la tessera scoperta n. {number}</translation>
    </message>
    <message>
        <source>Draw blind from the pile</source>
        <translation>Pesca alla cieca dalla pila</translation>
    </message>
    <message>
        <source>Place a counter here: {transport}</source>
        <translation>Metti qui una tessera: {transport}</translation>
    </message>
    <message>
        <source>Place your obstacle here</source>
        <translation>Metti qui il tuo ostacolo</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>Go by road {town_a} – {town_b} with the counter&apos;s cards</source>
        <translation>Vai per strada {town_a} – {town_b} con le carte della tessera</translation>
    </message>
    <message>
        <source>Go by river {town_a} – {town_b} with rafts</source>
        <translation>Vai per fiume {town_a} – {town_b} con le zattere</translation>
    </message>
    <message>
        <source>Take the ferry {town_a} – {town_b} (2 rafts)</source>
        <translation>Prendi il traghetto {town_a} – {town_b} (2 zattere)</translation>
    </message>
    <message>
        <source>Go as a caravan {town_a} – {town_b} (any cards)</source>
        <translation>Vai in carovana {town_a} – {town_b} (carte qualsiasi)</translation>
    </message>
    <message>
        <source>Pay with a card: {card}</source>
        <translation>Paga con una carta: {card}</translation>
    </message>
    <message>
        <source>End your move</source>
        <translation>Termina il viaggio</translation>
    </message>
    <message>
        <source>Discard a card: {card}</source>
        <translation>Scarta una carta: {card}</translation>
    </message>
    <message>
        <source>Keep a face-up counter: {transport}</source>
        <translation>Tieni una tessera scoperta: {transport}</translation>
    </message>
    <message>
        <source>Keep a face-down counter: {transport}</source>
        <translation>Tieni una tessera coperta: {transport}</translation>
    </message>
    <message>
        <source>Keep no counter</source>
        <translation>Non tenere nessuna tessera</translation>
    </message>
    <message>
        <source>Giant Pig</source>
        <translation>Maiale gigante</translation>
    </message>
    <message>
        <source>Elfcycle</source>
        <translation>Elfociclo</translation>
    </message>
    <message>
        <source>Magic Cloud</source>
        <translation>Nuvola magica</translation>
    </message>
    <message>
        <source>Unicorn</source>
        <translation>Unicorno</translation>
    </message>
    <message>
        <source>Troll Wagon</source>
        <translation>Carro dei troll</translation>
    </message>
    <message>
        <source>Dragon</source>
        <translation>Drago</translation>
    </message>
    <message>
        <source>Raft</source>
        <translation>Zattera</translation>
    </message>
    <message>
        <source>plains</source>
        <translation>pianura</translation>
    </message>
    <message>
        <source>woods</source>
        <translation>bosco</translation>
    </message>
    <message>
        <source>desert</source>
        <translation>deserto</translation>
    </message>
    <message>
        <source>mountains</source>
        <translation>montagne</translation>
    </message>
    <message>
        <source>river</source>
        <translation>fiume</translation>
    </message>
    <message>
        <source>lake</source>
        <translation>lago</translation>
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
            <numerusform>%n carta viaggio</numerusform>
            <numerusform>%n carte viaggio</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n transport counters</source>
        <translation>
            <numerusform>%n tessera trasporto</numerusform>
            <numerusform>%n tessere trasporto</numerusform>
        </translation>
    </message>
    <message>
        <source>Travel cards dealt</source>
        <translation>Carte viaggio ricevute</translation>
    </message>
    <message>
        <source>Town pieces</source>
        <translation>Segnalini città</translation>
    </message>
    <message>
        <source>Travel cards</source>
        <translation>Carte viaggio</translation>
    </message>
    <message>
        <source>Counters held</source>
        <translation>Tessere in mano</translation>
    </message>
    <message>
        <source>Phase 2: draw your secret transport counter</source>
        <translation>Fase 2: pesca la tua tessera trasporto segreta</translation>
    </message>
    <message>
        <source>Phase 3: take a counter from the face-up row or blind from the pile</source>
        <translation>Fase 3: prendi una tessera dalla fila scoperta o alla cieca dalla pila</translation>
    </message>
    <message>
        <source>Phase 4: place a counter or your obstacle on a road, or pass</source>
        <translation>Fase 4: metti una tessera o il tuo ostacolo su una strada, oppure passa</translation>
    </message>
    <message>
        <source>Phase 5: travel to a highlighted town, or end your move</source>
        <translation>Fase 5: viaggia verso una città evidenziata o termina il viaggio</translation>
    </message>
    <message>
        <source>Caravan: pay any cards, one at a time</source>
        <translation>Carovana: paga carte qualsiasi, una alla volta</translation>
    </message>
    <message>
        <source>Discard down to 4 travel cards</source>
        <translation>Scarta fino a 4 carte viaggio</translation>
    </message>
    <message>
        <source>Phase 6: keep at most one counter for the next round</source>
        <translation>Fase 6: tieni al massimo una tessera per il prossimo round</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <source>Distance from the home town</source>
        <translation>Distanza dalla città natale</translation>
    </message>
    <message>
        <source>This road already carries a counter ({transport}); a road takes only one.</source>
        <translation>Questa strada ha già una tessera ({transport}); ogni strada ne porta una sola.</translation>
    </message>
    <message numerus="yes">
        <source>Tied on points: {player} wins the tie with more travel cards in hand (%n).</source>
        <translation>
            <numerusform>Parità di punti: {player} vince lo spareggio con più carte viaggio in mano (%n carta).</numerusform>
            <numerusform>Parità di punti: {player} vince lo spareggio con più carte viaggio in mano (%n carte).</numerusform>
        </translation>
    </message>
    <message>
        <source>{transport} cannot travel through {terrain}; this road takes only: {allowed}.</source>
        <translation>{transport}: non può attraversare il terreno «{terrain}»; questa strada accetta solo: {allowed}.</translation>
    </message>
    <message>
        <source>{town} is not next to {here}: travel one route at a time (hover a town to see the cheapest way).</source>
        <translation>{town} non è collegata direttamente a {here}: si viaggia un percorso alla volta (passa sopra una città per vedere la via più economica).</translation>
    </message>
    <message numerus="yes">
        <source>A caravan here costs %n cards of any kind; you hold {have}.</source>
        <translation>
            <numerusform>Qui una carovana costa %n carta qualsiasi; ne hai {have}.</numerusform>
            <numerusform>Qui una carovana costa %n carte qualsiasi; ne hai {have}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This step costs %n cards of one kind ({card}); you hold {have}.</source>
        <translation>
            <numerusform>Questo passo costa %n carta ({card}); ne hai {have}.</numerusform>
            <numerusform>Questo passo costa %n carte dello stesso tipo ({card}); ne hai {have}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This road costs %n cards of one kind ({card}) and you hold {have}; a caravan would need {caravan_cards}.</source>
        <translation>
            <numerusform>Questa strada costa %n carta ({card}) e ne hai {have}; una carovana richiederebbe {caravan_cards}.</numerusform>
            <numerusform>Questa strada costa %n carte dello stesso tipo ({card}) e ne hai {have}; una carovana richiederebbe {caravan_cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The ferry costs %n rafts; you hold {have}.</source>
        <translation>
            <numerusform>Il traghetto costa %n zattera; ne hai {have}.</numerusform>
            <numerusform>Il traghetto costa %n zattere; ne hai {have}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Against the current this river costs %n rafts; you hold {have}.</source>
        <translation>
            <numerusform>Controcorrente questo fiume costa %n zattera; ne hai {have}.</numerusform>
            <numerusform>Controcorrente questo fiume costa %n zattere; ne hai {have}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With the current this river costs %n rafts, and you hold none.</source>
        <translation>
            <numerusform>Seguendo la corrente questo fiume costa %n zattera, e non ne hai.</numerusform>
            <numerusform>Seguendo la corrente questo fiume costa %n zattere, e non ne hai.</numerusform>
        </translation>
    </message>
    <message>
        <source>First draw your secret counter: click the pile. The face-up row comes next.</source>
        <translation>Prima pesca la tua tessera segreta: clicca sulla pila. La fila scoperta viene dopo.</translation>
    </message>
    <message numerus="yes">
        <source>%n cards of any kind</source>
        <translation>
            <numerusform>%n carta qualsiasi</numerusform>
            <numerusform>%n carte qualsiasi</numerusform>
        </translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message numerus="yes">
        <source>Town pieces collected: %n points each</source>
        <translation>
            <numerusform>Segnalini città raccolti: %n punto ciascuno</numerusform>
            <numerusform>Segnalini città raccolti: %n punti ciascuno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Home town: %n points less per step still to go</source>
        <translation>
            <numerusform>Città natale: %n punto in meno per ogni passo che manca</numerusform>
            <numerusform>Città natale: %n punti in meno per ogni passo che manca</numerusform>
        </translation>
    </message>
    <message>
        <source>Travel cards in hand</source>
        <translation>Carte viaggio in mano</translation>
    </message>
    <message>
        <source>Face-down transport counters</source>
        <translation>Tessere trasporto coperte</translation>
    </message>
    <message>
        <source>Town card</source>
        <translation>Carta città</translation>
    </message>
    <message>
        <source>{player} visited every town before the end of round 3 and won at once.</source>
        <translation>{player} ha visitato tutte le città prima della fine del round 3 e ha vinto subito.</translation>
    </message>
    <message numerus="yes">
        <source>{player} has the most points (%n) and wins.</source>
        <translation>
            <numerusform>{player} ha più punti di tutti (%n) e vince.</numerusform>
            <numerusform>{player} ha più punti di tutti (%n) e vince.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} are tied on %n points.</source>
        <translation>
            <numerusform>{players} sono pari con %n punto.</numerusform>
            <numerusform>{players} sono pari con %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie-break, the most travel cards left in hand: {standing}.</source>
        <translation>Spareggio, più carte viaggio rimaste in mano: {standing}.</translation>
    </message>
    <message>
        <source>{player} wins the tie.</source>
        <translation>{player} vince lo spareggio.</translation>
    </message>
    <message>
        <source>{players} are still tied and share the victory.</source>
        <translation>{players} restano pari e condividono la vittoria.</translation>
    </message>
    <message>
        <source>Pay with a card:</source>
        <translation>Paga con una carta:</translation>
    </message>
    <message>
        <source>Discard a card:</source>
        <translation>Scarta una carta:</translation>
    </message>
    <message>
        <source>Keep a face-up counter:</source>
        <translation>Tieni una tessera scoperta:</translation>
    </message>
    <message>
        <source>Keep a face-down counter:</source>
        <translation>Tieni una tessera coperta:</translation>
    </message>
</context>
<context>
    <name>ElfenlandBoard</name>
    <message>
        <source>caravan, any {n}</source>
        <translation>carovana, {n} qualsiasi</translation>
    </message>
    <message>
        <source>Lake: the ferries across it cost 2 rafts either way.</source>
        <translation>Lago: i traghetti costano 2 zattere in entrambe le direzioni.</translation>
    </message>
    <message>
        <source>Road through {terrain}</source>
        <translation>Strada: {terrain}</translation>
    </message>
    <message>
        <source>River: 1 raft with the current (arrows), 2 rafts against it</source>
        <translation>Fiume: 1 zattera con la corrente (frecce), 2 contro</translation>
    </message>
    <message>
        <source>Ferry across the lake: 2 rafts</source>
        <translation>Traghetto sul lago: 2 zattere</translation>
    </message>
    <message>
        <source>{transport}: cards of this kind needed on this road: {cards}</source>
        <translation>{transport}: carte di questo tipo per questa strada: {cards}</translation>
    </message>
    <message>
        <source>Obstacle: one more card of the counter&apos;s kind (caravan: 4 cards)</source>
        <translation>Ostacolo: una carta in più del tipo della tessera (carovana: 4 carte)</translation>
    </message>
    <message>
        <source>The capital: every boot starts here; it has no town pieces.</source>
        <translation>La capitale: tutti gli stivali partono da qui; non ha segnalini città.</translation>
    </message>
    <message>
        <source>Pieces still here: {names}</source>
        <translation>Segnalini ancora qui: {names}</translation>
    </message>
    <message>
        <source>Boot of {player}</source>
        <translation>Stivale di {player}</translation>
    </message>
    <message>
        <source>{town}: out of reach with your cards</source>
        <translation>{town}: irraggiungibile con le tue carte</translation>
    </message>
    <message>
        <source>{town}: you are here</source>
        <translation>{town}: sei qui</translation>
    </message>
    <message>
        <source>Cheapest way to {town} (cards: {n})</source>
        <translation>Via più economica per {town} (carte: {n})</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Round {round} di {rounds}</translation>
    </message>
    <message>
        <source>Face-up counters</source>
        <translation>Tessere scoperte</translation>
    </message>
    <message>
        <source>Pile: {n}</source>
        <translation>Pila: {n}</translation>
    </message>
    <message>
        <source>Travel cards outside the hands: {n}</source>
        <translation>Carte viaggio fuori dalle mani: {n}</translation>
    </message>
    <message>
        <source>River: 1 raft downstream, 2 upstream</source>
        <translation>Fiume: 1 zattera con la corrente, 2 contro</translation>
    </message>
    <message>
        <source>Ferry: 2 rafts</source>
        <translation>Traghetto: 2 zattere</translation>
    </message>
    <message>
        <source>Towns: {n}</source>
        <translation>Città: {n}</translation>
    </message>
    <message>
        <source>Cards: {n}</source>
        <translation>Carte: {n}</translation>
    </message>
    <message>
        <source>Face-down counter (only you see it): {transport}</source>
        <translation>Tessera coperta (la vedi solo tu): {transport}</translation>
    </message>
    <message>
        <source>Face-down counter</source>
        <translation>Tessera coperta</translation>
    </message>
    <message>
        <source>Obstacle not used yet</source>
        <translation>Ostacolo non ancora usato</translation>
    </message>
    <message>
        <source>Home town: {town}</source>
        <translation>Città natale: {town}</translation>
    </message>
    <message>
        <source>Travel costs</source>
        <translation>Costi di viaggio</translation>
    </message>
    <message>
        <source>Cards of the counter&apos;s kind per step; – means the transport cannot use that terrain. River: 1 raft with the current, 2 against it. Obstacle: one card more. Caravan: any 3 cards on a road with a counter (4 with an obstacle).</source>
        <translation>Carte del tipo della tessera per passo; – significa che il trasporto non può usare quel terreno. Fiume: 1 zattera con la corrente, 2 contro. Ostacolo: una carta in più. Carovana: 3 carte qualsiasi su una strada con tessera (4 con ostacolo).</translation>
    </message>
    <message>
        <source>Travel costs…</source>
        <translation>Costi di viaggio…</translation>
    </message>
    <message>
        <source>Travel cards ({n}):</source>
        <translation>Carte viaggio ({n}):</translation>
    </message>
    <message>
        <source>Face-up counters: {list}</source>
        <translation>Tessere scoperte: {list}</translation>
    </message>
    <message>
        <source>Face-down counters: {list}</source>
        <translation>Tessere coperte: {list}</translation>
    </message>
    <message>
        <source>Obstacle: in hand</source>
        <translation>Ostacolo: in mano</translation>
    </message>
    <message>
        <source>Obstacle: used</source>
        <translation>Ostacolo: usato</translation>
    </message>
    <message>
        <source>Caravan to {town}: cards still to pay: {n}</source>
        <translation>Carovana per {town}: carte ancora da pagare: {n}</translation>
    </message>
    <message>
        <source>Towns still to visit</source>
        <translation>Città ancora da visitare</translation>
    </message>
    <message>
        <source>Journey of {player} this round: {towns}</source>
        <translation>Viaggio di {player} in questo turno: {towns}</translation>
    </message>
    <message numerus="yes">
        <source>%n towns still to visit</source>
        <translation>
            <numerusform>ancora %n città da visitare</numerusform>
            <numerusform>ancora %n città da visitare</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ElfenlandRules</name>
    <message>
        <source>What is in the game</source>
        <translation>Che cosa c&apos;è nel gioco</translation>
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
        <translation>&lt;p&gt;In Elfenland da 2 a 6 giovani elfi viaggiano per la loro terra. Vince chi in quattro round visita più città.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;La mappa&lt;/b&gt;: 21 città. Dalla capitale Elvenhold parte ogni viaggio; ciascuna delle altre 20 città ospita un &lt;b&gt;segnalino città&lt;/b&gt; di ogni giocatore. Le città sono collegate da 35 strade attraverso pianure, boschi, deserto o montagne, da 7 tratti di fiume e da 6 linee di traghetto sui due laghi, Mare Magnum e Mare Nebulae.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;72 carte viaggio&lt;/b&gt;: 10 ciascuna di Maiale gigante, Elfociclo, Nuvola magica, Unicorno, Carro dei troll e Drago, e 12 Zattere.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;48 tessere trasporto&lt;/b&gt;: 8 per ognuno dei sei trasporti (non esistono tessere zattera).&lt;/li&gt;
&lt;li&gt;&lt;b&gt;6 ostacoli&lt;/b&gt;, uno per giocatore.&lt;/li&gt;
&lt;li&gt;Per ogni giocatore uno &lt;b&gt;stivale elfico&lt;/b&gt; e 20 segnalini città del suo colore.&lt;/li&gt;
&lt;li&gt;12 &lt;b&gt;carte città&lt;/b&gt;, usate solo nella variante della città natale.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Preparazione</translation>
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
&lt;li&gt;Tutti gli stivali stanno a Elvenhold. Ogni altra città ha un segnalino di ciascun giocatore.&lt;/li&gt;
&lt;li&gt;Ogni giocatore riceve un ostacolo. Gli ostacoli non si mescolano con le tessere trasporto.&lt;/li&gt;
&lt;li&gt;Le 48 tessere trasporto si mescolano coperte in una pila, e 5 di esse si dispongono scoperte in fila accanto.&lt;/li&gt;
&lt;li&gt;Il programma sorteggia il primo giocatore.&lt;/li&gt;
&lt;li&gt;Nella variante della città natale ogni giocatore riceve anche una carta città coperta.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>A round in six phases</source>
        <translation>Un round in sei fasi</translation>
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
        <translation>&lt;p&gt;La partita dura &lt;b&gt;4 round&lt;/b&gt; (un&apos;opzione ne offre 3, come in una successiva edizione inglese). Ogni round ha sei fasi, ciascuna in ordine di turno a partire dal primo giocatore:&lt;/p&gt;
&lt;ol&gt;
&lt;li&gt;&lt;b&gt;Carte viaggio.&lt;/b&gt; Tutte le carte fuori dalle mani dei giocatori si mescolano e ogni mano viene completata fino a 8 carte. Il programma lo fa da solo.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Una tessera segreta.&lt;/b&gt; Ogni giocatore pesca una tessera trasporto dalla pila e la tiene coperta: solo lui la conosce.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Tessere scoperte.&lt;/b&gt; Per tre giri ogni giocatore prende una tessera.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Pianificazione.&lt;/b&gt; I giocatori mettono tessere sulle strade.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Viaggio.&lt;/b&gt; Uno dopo l&apos;altro i giocatori muovono i loro stivali.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Fine del round.&lt;/b&gt; Le tessere si restituiscono e comincia il nuovo primo giocatore.&lt;/li&gt;
&lt;/ol&gt;</translation>
    </message>
    <message>
        <source>Drawing transport counters</source>
        <translation>Pescare le tessere trasporto</translation>
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
        <translation>&lt;p&gt;Nella fase 2 ogni giocatore prende coperta la prima tessera della pila.&lt;/p&gt;
&lt;p&gt;Nella fase 3 ogni giocatore, tre volte in ordine di turno, prende una delle 5 tessere scoperte della fila (fai clic sulla tessera) oppure la prima tessera della pila senza guardarla (fai clic sulla pila). Una tessera presa dalla fila viene subito sostituita dalla pila, così la fila mostra sempre 5 tessere. Le tessere prese nella fase 3 restano scoperte davanti al proprietario, visibili a tutti. In questa fase non si può passare.&lt;/p&gt;
&lt;p&gt;Quindi un giocatore ha al massimo 5 tessere: quella tenuta dal round precedente, una segreta e tre scoperte.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Planning the routes</source>
        <translation>Pianificare i percorsi</translation>
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
        <translation>&lt;p&gt;In ordine di turno ogni giocatore mette &lt;b&gt;una&lt;/b&gt; delle sue tessere su una strada, oppure mette il suo ostacolo, oppure passa. Poi decide il giocatore successivo.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Una strada porta al massimo una tessera trasporto.&lt;/li&gt;
&lt;li&gt;Una tessera va solo su una strada che il suo trasporto può percorrere (vedi la tabella in &lt;a href=&apos;section:travelling&apos;&gt;Viaggio e costi&lt;/a&gt;). Un Unicorno, per esempio, non va mai su una strada di pianura.&lt;/li&gt;
&lt;li&gt;Fiumi e laghi non ricevono mai tessere.&lt;/li&gt;
&lt;li&gt;Una tessera sulla mappa serve a &lt;b&gt;tutti&lt;/b&gt; i giocatori, non solo a chi l&apos;ha messa.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Chi ha passato può piazzare di nuovo in un turno successivo. La fase finisce quando tutti i giocatori hanno passato uno dopo l&apos;altro. Un giocatore che non ha nulla da piazzare viene fatto passare dal programma senza chiedere.&lt;/p&gt;
&lt;p&gt;Sulla mappa sono evidenziate le strade dove possono andare le tue tessere; fai clic su una di esse. Se vi si adattano più tessere tue, un menu chiede quale.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Travelling and costs</source>
        <translation>Viaggio e costi</translation>
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
        <translation>&lt;p&gt;In ordine di turno ogni giocatore compie tutto il suo viaggio, poi si muove il successivo. Un viaggio è un numero qualsiasi di passi da città a città. Ogni passo si paga subito con carte viaggio; la stessa strada si può usare più volte, avanti e indietro, pagando ogni volta. Ti fermi quando non puoi o non vuoi più pagare.&lt;/p&gt;
&lt;p&gt;Un passo lungo una strada richiede una tessera trasporto su quella strada. Paghi carte del tipo della &lt;b&gt;tessera&lt;/b&gt;; il numero dipende dal terreno:&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Trasporto&lt;/th&gt;&lt;th&gt;Pianura&lt;/th&gt;&lt;th&gt;Bosco&lt;/th&gt;&lt;th&gt;Deserto&lt;/th&gt;&lt;th&gt;Montagne&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Maiale gigante&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Elfociclo&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Nuvola magica&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Unicorno&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Carro dei troll&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Drago&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Un trattino significa che il trasporto non si può usare lì (e la sua tessera non vi si può mettere). L&apos;acqua si paga con zattere: vedi &lt;a href=&apos;section:rivers_lakes&apos;&gt;Fiumi e laghi&lt;/a&gt;.&lt;/p&gt;
&lt;p&gt;In ogni città che raggiungi, anche se la attraversi soltanto, riprendi il tuo segnalino (Elvenhold non ne ha). Le carte giocate escono dalla mano. Alla fine del viaggio puoi tenere al massimo 4 carte: scarta le altre, scegliendo tu quali.&lt;/p&gt;
&lt;p&gt;Sulla mappa le città a un passo sono evidenziate con il prezzo del passo. Fai clic su una città per andarci; se ci sono più modi (strada o fiume, carte corrispondenti o carovana) un menu chiede. Passa il mouse su una città per vedere la via più economica con le carte che hai. &lt;b&gt;Costi di viaggio…&lt;/b&gt; sotto la tua mano mostra tutta la tabella.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The caravan</source>
        <translation>La carovana</translation>
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
        <translation>&lt;p&gt;Un giocatore che non può pagare le carte corrispondenti per una strada può percorrerla in &lt;b&gt;carovana&lt;/b&gt;: paga &lt;b&gt;3 carte qualsiasi&lt;/b&gt;, di ogni tipo, zattere comprese. Su una strada con un ostacolo la carovana costa 4 carte.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Anche la carovana richiede una tessera trasporto sulla strada.&lt;/li&gt;
&lt;li&gt;Una carovana non attraversa mai fiumi o laghi.&lt;/li&gt;
&lt;li&gt;Scegli le carte una alla volta con i pulsanti che compaiono.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Di norma (come dice la nostra fonte ucraina) la carovana è solo per chi non può pagare le carte corrispondenti. L&apos;opzione &lt;i&gt;Carovana: sempre ammessa al loro posto&lt;/i&gt; permette di sceglierla anche avendo le carte corrispondenti.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rivers and lakes</source>
        <translation>Fiumi e laghi</translation>
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
        <translation>&lt;p&gt;L&apos;acqua non richiede tessere: si pagano solo carte &lt;b&gt;Zattera&lt;/b&gt;.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Fiume&lt;/b&gt;: 1 zattera con la corrente (nella direzione delle frecce sulla mappa), 2 zattere contro. I fiumi di Elfenland sono strani: alcuni salgono verso le montagne. Guarda le frecce.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Lago&lt;/b&gt;: i traghetti sul Mare Magnum (Elvenhold, Virst, Strykhaven) e sul Mare Nebulae (Parundia, Yttar, Grangor) costano 2 zattere in entrambe le direzioni.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Sull&apos;acqua non si mettono mai tessere né ostacoli, e le carovane non la usano.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Obstacles</source>
        <translation>Ostacoli</translation>
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
        <translation>&lt;p&gt;Invece di una tessera, un giocatore può mettere il suo &lt;b&gt;ostacolo&lt;/b&gt; durante la pianificazione, una volta per partita.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Solo su una strada che ha già una tessera trasporto, e al massimo un ostacolo per strada.&lt;/li&gt;
&lt;li&gt;Mai su un fiume o un lago.&lt;/li&gt;
&lt;li&gt;La strada resta aperta, ma ogni viaggiatore paga una carta in più del tipo della tessera (una carovana paga 4 carte invece di 3).&lt;/li&gt;
&lt;li&gt;Un ostacolo usato esce dal gioco alla fine del round; uno non usato resta al proprietario per i round successivi.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>End of the round</source>
        <translation>Fine del round</translation>
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
        <translation>&lt;p&gt;Quando tutti hanno viaggiato:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;In ordine di turno ogni giocatore tiene al massimo &lt;b&gt;una&lt;/b&gt; delle sue tessere per il round successivo; la tessera tenuta resta coperta o scoperta com&apos;era. Tutte le altre tornano nella pila. A chi non ha tessere non si chiede nulla.&lt;/li&gt;
&lt;li&gt;Anche tutte le tessere sulla mappa tornano nella pila, che si mescola. La fila scoperta resta com&apos;è.&lt;/li&gt;
&lt;li&gt;Gli ostacoli messi in questo round escono dal gioco.&lt;/li&gt;
&lt;li&gt;Il giocatore successivo diventa primo giocatore e un nuovo round comincia dalla fase 1.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Le carte viaggio non si restituiscono: ognuno tiene le sue (al massimo 4) e all&apos;inizio del round successivo completa la mano fino a 8.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fine della partita</translation>
    </message>
    <message>
        <source>&lt;p&gt;After the last round the player with the most town pieces wins. In a tie,
the tied player holding the most travel cards wins; players still tied share the
victory.&lt;/p&gt;
&lt;p&gt;In the 4-round game a player who has collected all 20 town pieces before the end of
round 3 wins at once; the game stops right there. In the 3-round game this does not
apply.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dopo l&apos;ultimo round vince chi ha più segnalini città. In caso di parità vince, tra i pari, chi ha più carte viaggio; chi è ancora pari condivide la vittoria.&lt;/p&gt;
&lt;p&gt;Nella partita di 4 round chi raccoglie tutti i 20 segnalini prima della fine del round 3 vince subito; la partita finisce lì. Nella partita di 3 round questo non vale.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Variant: home town</source>
        <translation>Variante: città natale</translation>
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
        <translation>&lt;p&gt;Con l&apos;opzione &lt;i&gt;Variante città natale&lt;/i&gt; ogni giocatore riceve all&apos;inizio, coperta, una delle 12 carte città: la città dove dovrebbe finire il suo viaggio. La vede solo lui (nel pannello della sua mano).&lt;/p&gt;
&lt;p&gt;Alla fine ogni giocatore perde un punto per ogni passo tra la città dove si trova il suo stivale e la sua città natale, contato lungo la via più breve su percorsi qualsiasi (strade, fiumi e traghetti contano un passo ciascuno, qualunque cosa vi si trovi). Una parità di punti si spareggia come nel gioco base, con il maggior numero di carte viaggio rimaste: la distanza conta già nei punti, quindi non spareggia una seconda volta.&lt;/p&gt;</translation>
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
        <translation>&lt;p&gt;La nostra fonte delle regole è un testo ucraino del gioco originale. Dove tace, dove differisce dal successivo regolamento inglese o dove un computer ha bisogno di una risposta fissa, abbiamo deciso così.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Quattro round.&lt;/b&gt; Le regole ucraine prevedono 4 round; la successiva edizione inglese ne gioca 3 e chiama 4 una variante. 4 è il valore predefinito; 3 è un&apos;opzione.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Ostacoli.&lt;/b&gt; Restano separati dalle tessere trasporto e non si pescano mai dalla pila, come dice il regolamento inglese.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Primo giocatore.&lt;/b&gt; Il primo giocatore del primo round è sorteggiato.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Passaggio automatico.&lt;/b&gt; Durante la pianificazione chi non ha nulla da piazzare passa senza che gli si chieda.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Prima le scoperte.&lt;/b&gt; Se hai un tipo di tessera sia scoperto sia coperto, piazzando quel tipo si usa quella scoperta, così il tuo segreto resta tale.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Carovana.&lt;/b&gt; Di norma va in carovana solo chi non può pagare le carte corrispondenti (come nel testo ucraino); un&apos;opzione la permette sempre. Una carovana richiede una tessera sulla strada, come dice il regolamento inglese.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Scarti.&lt;/b&gt; Al limite di 4 carte scegli tu quali scartare.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Vittoria anticipata.&lt;/b&gt; Il possesso di tutti i 20 segnalini si controlla dopo ogni passo nei round da 1 a 3 e chiude subito la partita.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Vittoria condivisa.&lt;/b&gt; I giocatori ancora pari dopo lo spareggio condividono la vittoria.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Distanza dalla città natale.&lt;/b&gt; Si conta in passi su percorsi qualsiasi, senza badare a cosa vi si trova.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Parità nella variante città natale.&lt;/b&gt; La spareggiano solo le carte viaggio rimaste, come dice la nostra fonte per ogni partita. Essere più vicini alla città natale non spareggia: conta già nei punti.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Tessere tenute.&lt;/b&gt; A chi non ha tessere alla fine di un round non si chiede cosa tenere; dopo l&apos;ultimo round non si restituisce nulla.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;La fase 1&lt;/b&gt; avviene da sé: il programma distribuisce le carte.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Nomi delle città e mappa.&lt;/b&gt; Le grafie ucraine delle città (tranne Ельфенголд, parola della nostra fonte) sono nostre traslitterazioni. Le curve delle strade, la forma dei laghi e le regioni di terreno sulla mappa sono una nostra scelta: le regioni derivano dal terreno delle strade vicine.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Informazioni nascoste.&lt;/b&gt; I giocatori computer vedono solo ciò che vedrebbe una persona al loro posto: la propria mano, le proprie tessere segrete e tutto ciò che è pubblico.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Consigli</translation>
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
&lt;li&gt;Guarda le tue carte prima di prendere tessere: una tessera Drago serve a poco senza carte Drago.&lt;/li&gt;
&lt;li&gt;Le tessere sulla mappa aiutano tutti. Mettile dove servono al tuo percorso più che a quello degli altri.&lt;/li&gt;
&lt;li&gt;Le zattere sono preziose: fiumi e laghi non richiedono tessere.&lt;/li&gt;
&lt;li&gt;Un ostacolo fa più male su una strada che a un altro giocatore serve chiaramente.&lt;/li&gt;
&lt;li&gt;Pensa in anticipo: dopo il viaggio ti restano al massimo 4 carte.&lt;/li&gt;
&lt;li&gt;Kihromah è un vicolo cieco con una sola strada verso Dag&apos;Amura: chi ci va deve tornare indietro.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Choices made in this program</source>
        <translation>Scelte fatte in questo programma</translation>
    </message>
</context>
<context>
    <name>ElfenlandSituations</name>
    <message>
        <source>The start: every boot stands in Elvenhold, and a town piece of each player&apos;s colour lies in every other town, waiting to be collected.</source>
        <translation>L&apos;inizio: tutti gli stivali sono a Elvenhold, e in ogni altra città c&apos;è un segnalino città del colore di ciascun giocatore, che aspetta di essere raccolto.</translation>
    </message>
    <message>
        <source>Phase 5 of the first round: the counters are on the roads, and each player travels in turn, paying travel cards for every step.</source>
        <translation>Fase 5 del primo round: le tessere sono sulle strade, e ogni giocatore a turno viaggia, pagando carte viaggio per ogni tratto.</translation>
    </message>
    <message>
        <source>Phase 2 begins with your secret counter from the pile; taking from the face-up row first is refused.</source>
        <translation>La fase 2 comincia con la tua tessera segreta dalla pila; prendere prima dalla fila scoperta viene rifiutato.</translation>
    </message>
    <message>
        <source>Then take counters in turn: one of the five face up, or a blind one from the pile.</source>
        <translation>Poi si prendono tessere a turno: una delle cinque scoperte, oppure una coperta dalla pila.</translation>
    </message>
    <message>
        <source>Planning: a counter goes on a road whose terrain its transport crosses, one to a road. The giant pig crosses no desert and no mountains, and no counter goes on a river or a lake.</source>
        <translation>Pianificazione: una tessera va su una strada il cui terreno il suo trasporto attraversa, una per strada. Il Maiale gigante non attraversa deserti né montagne, e nessuna tessera va su un fiume o un lago.</translation>
    </message>
    <message>
        <source>Your obstacle goes only on a road that already carries a counter: it makes that road cost one card more.</source>
        <translation>Il tuo ostacolo va solo su una strada che ha già una tessera: quella strada costa una carta in più.</translation>
    </message>
    <message>
        <source>Travelling: one route at a time, to a town next to your boot, along a road with a counter, paying the cards its transport asks for on that terrain.</source>
        <translation>Viaggiare: un tratto alla volta, verso una città accanto al tuo stivale, su una strada con una tessera, pagando le carte che il suo trasporto chiede su quel terreno.</translation>
    </message>
    <message>
        <source>A caravan crosses a road with any cards: three, four with an obstacle. With the program&apos;s default option it is offered only where you cannot pay the matching cards.</source>
        <translation>Una carovana attraversa una strada con carte qualsiasi: tre, quattro con un ostacolo. Con l&apos;opzione predefinita del programma viene offerta solo dove non puoi pagare le carte giuste.</translation>
    </message>
    <message>
        <source>Rivers and lakes need rafts: downstream one, against the current two, and a lake crossing two. Without the rafts the water route is refused.</source>
        <translation>Fiumi e laghi richiedono zattere: una a favore di corrente, due controcorrente, due per attraversare un lago. Senza le zattere il tratto d&apos;acqua viene rifiutato.</translation>
    </message>
    <message>
        <source>The end of a round: the counters leave the roads, and you may keep one of yours for the next round.</source>
        <translation>Fine di un round: le tessere lasciano le strade, e puoi tenerne una delle tue per il round successivo.</translation>
    </message>
    <message>
        <source>The last round: every town piece you have collected is a point, and at the end the most points win.</source>
        <translation>L&apos;ultimo round: ogni segnalino città che hai raccolto vale un punto, e alla fine vince chi ha più punti.</translation>
    </message>
    <message>
        <source>The home-town variant: your town card (in your hand panel) names the town your journey should end in; each step short of it costs a point.</source>
        <translation>La variante della città natale: la tua carta città (nel pannello della tua mano) indica la città dove il viaggio dovrebbe finire; ogni passo che manca costa un punto.</translation>
    </message>
</context>
<context>
    <name>EndOfGameWindow</name>
    <message>
        <source>Place</source>
        <translation>Posto</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Vince: {names}</translation>
    </message>
    <message>
        <source>Turns: {turns}</source>
        <translation>Turni: {turns}</translation>
    </message>
    <message>
        <source>Moves: {moves}</source>
        <translation>Mosse: {moves}</translation>
    </message>
    <message>
        <source>Playing time: {time}</source>
        <translation>Durata: {time}</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Rivincita</translation>
    </message>
    <message>
        <source>The same players and options, newly shuffled</source>
        <translation>Stessi giocatori e opzioni, tutto rimescolato</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Watch the replay</source>
        <translation>&amp;Rivedi la partita</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Salva…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Hidden until the end</source>
        <translation>Nascosto fino alla fine</translation>
    </message>
    <message numerus="yes">
        <source>Further down, {players} are level on %n points; the tie-break places them.</source>
        <translation>
            <numerusform>Più in basso, {players} sono pari con %n punto: lo spareggio ne decide la posizione.</numerusform>
            <numerusform>Più in basso, {players} sono pari con %n punti: lo spareggio ne decide la posizione.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GainsView</name>
    <message>
        <source>Gained and lost: {list}</source>
        <translation>Guadagni e perdite: {list}</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>The board of {game} at the start of a game</source>
        <translation>Il tabellone di {game} all&apos;inizio di una partita</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>New game of {game}</source>
        <translation>Nuova partita a {game}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>Regole di {game}</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Impara a giocare</translation>
    </message>
    <message>
        <source>Learn to play {game}: a guided first game</source>
        <translation>Impara a giocare a {game}: una prima partita guidata</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <source>Copy the whole log</source>
        <translation>Copia tutto il registro</translation>
    </message>
    <message>
        <source>Save the log as text…</source>
        <translation>Salva il registro come testo…</translation>
    </message>
</context>
<context>
    <name>GameTexts</name>
    <message>
        <source>Player {number}</source>
        <translation>Giocatore {number}</translation>
    </message>
    <message>
        <source>This cannot be undone: it revealed hidden information or used the dice.</source>
        <translation>Questa mossa non si può annullare: ha rivelato informazioni nascoste o ha usato i dadi.</translation>
    </message>
    <message>
        <source>Only your own moves can be undone: that one was made by the player before you. (Free undo in the Settings menu lifts this if everybody agrees.)</source>
        <translation>Puoi annullare solo le tue mosse: questa l&apos;ha fatta il giocatore prima di te. (L&apos;annullamento libero nel menu Impostazioni lo permette, se tutti sono d&apos;accordo.)</translation>
    </message>
    <message>
        <source>The game is over: its last move cannot be undone.</source>
        <translation>La partita è finita: la sua ultima mossa non si può annullare.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} e {last}</translation>
    </message>
    <message>
        <source>Only your own last decision can be undone, and not once it revealed hidden information or used the dice.</source>
        <translation>Si può annullare solo la tua ultima decisione, e non più se ha rivelato informazioni nascoste o usato i dadi.</translation>
    </message>
    <message>
        <source>The game moved on before your move reached the host: choose again.</source>
        <translation>La partita è andata avanti prima che la tua mossa arrivasse a chi ospita: scegli di nuovo.</translation>
    </message>
    <message>
        <source>That move belongs to another player.</source>
        <translation>Quella mossa spetta a un altro giocatore.</translation>
    </message>
    <message>
        <source>The host could not take this move; the game is unchanged.</source>
        <translation>Chi ospita non ha potuto accettare questa mossa; la partita non è cambiata.</translation>
    </message>
    <message>
        <source>The connection to the host is lost: rejoin to play on.</source>
        <translation>La connessione con chi ospita si è interrotta: rientra per continuare a giocare.</translation>
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
        <translation>I Palazzi di Carrara</translation>
    </message>
    <message>
        <source>Elfenland</source>
        <translation>Elfenland</translation>
    </message>
    <message>
        <source>Buy marble from the turning wheel, build in six Tuscan cities and score them at the right moment.</source>
        <translation>Compra il marmo dalla ruota che gira, costruisci in sei città toscane e falle valutare al momento giusto.</translation>
    </message>
    <message>
        <source>Settle an island: trade resources and build roads, settlements and cities to reach 10 points.</source>
        <translation>Colonizza un&apos;isola: scambia risorse e costruisci strade, colonie e città fino a 10 punti.</translation>
    </message>
    <message>
        <source>Build the trading town of Elasund: claim plots with permits, earn gold and influence, raise the church.</source>
        <translation>Costruisci la città mercantile di Elasund: occupa i lotti con i permessi, guadagna oro e influenza, innalza la chiesa.</translation>
    </message>
    <message>
        <source>Travel through the land of the elves by dragon, unicorn and raft, and visit as many towns as you can.</source>
        <translation>Viaggia nel paese degli elfi in drago, unicorno e zattera, e visita quante più città puoi.</translation>
    </message>
</context>
<context>
    <name>HintRunner</name>
    <message>
        <source>A hint is for a human player whose move it is.</source>
        <translation>Il suggerimento è per un giocatore umano di turno.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Sto cercando un suggerimento…</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Suggerimento: {move}</translation>
    </message>
</context>
<context>
    <name>LessonCarrara</name>
    <message>
        <source>Welcome to The Palaces of Carrara. You buy marble and build with it in the six cities of your own board (below the main board); buildings earn points and coins when you score them. Each turn you take exactly one action: buy marble, build one building, or score a city or a building type. After it you may buy one object for 10 coins. The player with the most points at the end wins.</source>
        <translation>Benvenuto a I Palazzi di Carrara. Compri marmo e con esso costruisci nelle sei città della tua plancia (sotto il tabellone); gli edifici fruttano punti e monete quando li valuti. A ogni turno svolgi una sola azione: comprare marmo, costruire un edificio, oppure valutare una città o un tipo di edificio. Dopo l&apos;azione puoi comprare un oggetto per 10 monete. Alla fine vince chi ha più punti.</translation>
    </message>
    <message>
        <source>The wheel is the marble market. Beside each of its six segments the board prints the price of every colour: at position I white costs 6 coins, yellow 5, red 4, green 3, blue 2 and black 1, and each position further round is one coin cheaper, down to free. Buying begins with a turn of the wheel: every segment moves one position on, so its blocks get a coin cheaper (blocks left at VI come round to I and its prices), and blocks drawn from the bag refill position I until 11 lie on the wheel. Press Buy marble.</source>
        <translation>La ruota è il mercato del marmo. Accanto a ciascuno dei suoi sei spicchi il tabellone riporta il prezzo di ogni colore: in posizione I il bianco costa 6 monete, il giallo 5, il rosso 4, il verde 3, il blu 2 e il nero 1, e ogni posizione successiva costa una moneta in meno, fino a diventare gratis. Per comprare si gira prima la ruota: ogni spicchio avanza di una posizione e i suoi cubetti costano una moneta in meno (quelli rimasti in VI tornano in I, ai suoi prezzi), poi si pescano cubetti dal sacchetto in posizione I finché sulla ruota ce ne sono 11. Premi Acquista marmo.</translation>
    </message>
    <message>
        <source>First buy marble: press the Buy marble button.</source>
        <translation>Prima compra marmo: premi il pulsante Acquista marmo.</translation>
    </message>
    <message>
        <source>Now choose one segment: you buy from that segment only. The highlighted segments hold at least one block you can pay for. If, once the wheel has turned, you cannot pay for any block, you show your coins and take 2 coins instead.</source>
        <translation>Ora scegli uno spicchio: comprerai solo da quello. Gli spicchi evidenziati hanno almeno un cubetto che puoi pagare. Se, girata la ruota, non puoi pagare nessun cubetto, mostri le tue monete e prendi invece 2 monete.</translation>
    </message>
    <message>
        <source>Choose one of the highlighted segments of the wheel.</source>
        <translation>Scegli uno degli spicchi evidenziati della ruota.</translation>
    </message>
    <message>
        <source>Take blocks from this segment one at a time, each at its price here (a colour whose price is 0 is free). You must take at least one; stop taking when you have what you want. Your coins, blocks and objects lie behind your screen, hidden from the other players.</source>
        <translation>Prendi i cubetti di questo spicchio uno alla volta, ciascuno al suo prezzo qui (un colore con prezzo 0 è gratis). Devi prenderne almeno uno; smetti quando hai ciò che ti serve. Monete, cubetti e oggetti stanno dietro il tuo schermo, nascosti agli altri giocatori.</translation>
    </message>
    <message>
        <source>Take blocks from the segment you chose, or stop taking.</source>
        <translation>Prendi cubetti dallo spicchio scelto, oppure smetti di prendere.</translation>
    </message>
    <message>
        <source>Now the city on your board. A city accepts its own colour and every more valuable one: Livorno white only, Pisa also yellow, Lucca also red, Viareggio also green, Massa also blue, and Lerici every colour, black too (black is good only there). The highlighted cities are those your blocks can pay in. The city sets what the building earns when scored, per point of value: Livorno 3 points, Pisa 3 coins, Lucca 2 points, Viareggio 2 coins, Massa 1 point, Lerici 1 coin.</source>
        <translation>Ora la città sulla tua plancia. Una città accetta il proprio colore e tutti quelli più pregiati: Livorno solo il bianco, Pisa anche il giallo, Lucca anche il rosso, Viareggio anche il verde, Massa anche il blu e Lerici tutti i colori, nero compreso (il nero serve solo lì). Sono evidenziate le città in cui i tuoi cubetti bastano a pagare. La città decide quanto frutta l&apos;edificio quando viene valutato, per ogni punto di valore: Livorno 3 punti, Pisa 3 monete, Lucca 2 punti, Viareggio 2 monete, Massa 1 punto, Lerici 1 moneta.</translation>
    </message>
    <message>
        <source>Choose a highlighted city for the building.</source>
        <translation>Scegli una città evidenziata per l&apos;edificio.</translation>
    </message>
    <message>
        <source>Finish this turn as you like. From your next turn you may score a building type (library, cathedral, palace, gate, castle, villa): each player may score each type once, with one building of it or more. Each of your buildings of that type earns its value times its city&apos;s rate, in points or coins as the city pays, and brings the object drawn on it while the supply lasts. Scoring is your action for the turn. One building is enough; more of the type, in cities that pay well, score more.</source>
        <translation>Finisci questo turno come preferisci. Dal prossimo turno puoi valutare un tipo di edificio (biblioteca, cattedrale, palazzo, porta, castello, villa): ogni giocatore può valutare ciascun tipo una volta, se ne ha almeno un edificio. Ognuno dei tuoi edifici di quel tipo frutta il suo valore per il moltiplicatore della sua città, in punti o monete secondo la città, e porta l&apos;oggetto raffigurato, finché la riserva ne ha. Valutare è la tua azione del turno. Basta un edificio; più edifici del tipo, in città che pagano bene, fruttano di più.</translation>
    </message>
    <message>
        <source>A city is scored only once in the whole game, by the first player who does it. You need at least 2 of your buildings there (Livorno, Pisa, Lucca) or 3 (Viareggio, Massa, Lerici); their values together, times the city&apos;s rate, are paid to you, and each of those buildings brings its object. Play on, buying and building, and score a city as soon as you can: it is highlighted then.</source>
        <translation>Una città si valuta una sola volta in tutta la partita, da chi arriva per primo. Ti servono almeno 2 tuoi edifici lì (Livorno, Pisa, Lucca) o 3 (Viareggio, Massa, Lerici); la somma dei loro valori, per il moltiplicatore della città, ti viene pagata, e ognuno di quegli edifici porta il suo oggetto. Continua a giocare, comprando e costruendo, e valuta una città appena puoi: allora sarà evidenziata.</translation>
    </message>
    <message>
        <source>You have six scoring markers. The objectives box shows the three goals for three players: 4 scorings (cities and types together), 7 objects, and buildings worth 25 in all. Whoever meets all three may announce the end after their action (5 points); the round is then played out so that all had the same number of turns. The game also ends when all 30 buildings are built. Then each object counts 3 points, every 5 coins 1 point and each building its value; on a tie, the most marble behind the screen wins.</source>
        <translation>Hai sei segnalini di valutazione. Il riquadro degli obiettivi mostra i tre traguardi per tre giocatori: 4 valutazioni (città e tipi insieme), 7 oggetti ed edifici per un valore totale di 25. Chi li raggiunge tutti e tre può dichiarare la fine dopo la sua azione (5 punti); poi si completa il giro, così tutti hanno giocato lo stesso numero di turni. La partita finisce anche quando tutti i 30 edifici sono costruiti. Allora ogni oggetto vale 3 punti, ogni 5 monete 1 punto e ogni edificio il suo valore; in caso di parità vince chi ha più marmo dietro lo schermo.</translation>
    </message>
    <message>
        <source>Your action is done. Now, once a turn, you may buy one of the objects on the board for 10 coins: at the end each object is worth 3 points, and objects count for an objective. Buy one or end your turn.</source>
        <translation>La tua azione è fatta. Ora, una volta per turno, puoi comprare uno degli oggetti sul tabellone per 10 monete: alla fine ogni oggetto vale 3 punti, e gli oggetti contano per un obiettivo. Comprane uno o termina il turno.</translation>
    </message>
    <message>
        <source>Choose the blocks that pay, one at a time: any mix of colours the city accepts. Pay first with the colours that the cities to the left refuse, and keep white and yellow for Livorno and Pisa.</source>
        <translation>Scegli i cubetti con cui pagare, uno alla volta: qualsiasi combinazione dei colori accettati dalla città. Paga prima con i colori che le città più a sinistra rifiutano, e tieni il bianco e il giallo per Livorno e Pisa.</translation>
    </message>
    <message>
        <source>A computer player scored a city: its marker stands there now, and nobody else may score that city. You may still build there, and those buildings still count when you score their type.</source>
        <translation>Un giocatore computer ha valutato una città: ora c&apos;è il suo segnalino, e nessun altro può più valutarla. Puoi ancora costruirci, e quegli edifici contano comunque quando valuti il loro tipo.</translation>
    </message>
    <message>
        <source>A computer player scored a building type. Unlike a city, a type stays open to everybody: the marker went on that player&apos;s own board, and you may still score the same type with your buildings.</source>
        <translation>Un giocatore computer ha valutato un tipo di edificio. A differenza di una città, un tipo resta aperto a tutti: il segnalino è andato sulla plancia di quel giocatore, e tu puoi ancora valutare lo stesso tipo con i tuoi edifici.</translation>
    </message>
    <message>
        <source>The lesson is over. The game goes on: good luck with your palaces!</source>
        <translation>La lezione è finita. La partita continua: buona fortuna con i tuoi palazzi!</translation>
    </message>
    <message>
        <source>Now build. The nine tiles on display are the buildings on offer; the number on a tile is its value: the blocks it costs and the points it is worth at the end. The highlighted tiles are those your blocks can pay for. (You may buy more marble first if you prefer.)</source>
        <translation>Ora costruisci. Le nove tessere esposte sono gli edifici disponibili; il numero su una tessera è il suo valore: i cubetti che costa e i punti che vale alla fine. Sono evidenziate le tessere che i tuoi cubetti possono pagare. (Se preferisci, puoi prima comprare altro marmo.)</translation>
    </message>
    <message>
        <source>The computer players take their turns: the log says what each one bought or built. On your next turn you build.</source>
        <translation>Ora giocano i giocatori computer: il registro dice che cosa compra o costruisce ciascuno. Al tuo prossimo turno costruisci.</translation>
    </message>
</context>
<context>
    <name>LessonCatan</name>
    <message>
        <source>Welcome to Catan. The first player to reach 10 victory points wins. Each settlement is worth 1 point and each city 2. The hexes produce resources: when the dice show a hex&apos;s number, every settlement next to it takes one card of that hex&apos;s resource, and every city two.</source>
        <translation>Ti diamo il benvenuto in Catan. Vince il primo giocatore che arriva a 10 punti vittoria. Ogni colonia vale 1 punto e ogni città 2. Gli esagoni producono risorse: quando i dadi mostrano il numero di un esagono, ogni colonia accanto a quell&apos;esagono riceve una carta della sua risorsa, e ogni città due.</translation>
    </message>
    <message>
        <source>Place your first settlement on a highlighted corner. No settlement may stand next to another one (the distance rule), so the highlighted corners are at least two roads away from every settlement. Corners touching numbers that come up often (6 and 8 most) pay best.</source>
        <translation>Piazza la tua prima colonia su un incrocio evidenziato. Nessuna colonia può stare accanto a un&apos;altra (la regola della distanza), perciò gli incroci evidenziati distano almeno due strade da ogni colonia. Gli incroci che toccano numeri che escono spesso (soprattutto 6 e 8) rendono di più.</translation>
    </message>
    <message>
        <source>First place your settlement on a highlighted corner.</source>
        <translation>Prima piazza la tua colonia su un incrocio evidenziato.</translation>
    </message>
    <message>
        <source>Now place a road along one of the edges of that settlement.</source>
        <translation>Ora piazza una strada su uno dei lati che toccano quella colonia.</translation>
    </message>
    <message>
        <source>Place the road next to your new settlement.</source>
        <translation>Piazza la strada accanto alla tua nuova colonia.</translation>
    </message>
    <message>
        <source>The set-up goes round once and then back the other way, so the last player places twice in a row. Your second settlement brings one card of each resource of the hexes around it at once: choose resources you lack.</source>
        <translation>La preparazione fa un giro e poi torna indietro in senso inverso, quindi l&apos;ultimo giocatore piazza due volte di seguito. La tua seconda colonia ti fa prendere subito una carta della risorsa di ogni esagono intorno a essa: scegli risorse che ti mancano.</translation>
    </message>
    <message>
        <source>Place your second settlement on a highlighted corner.</source>
        <translation>Piazza la tua seconda colonia su un incrocio evidenziato.</translation>
    </message>
    <message>
        <source>And its road.</source>
        <translation>E ora la sua strada.</translation>
    </message>
    <message>
        <source>Place the road next to your second settlement.</source>
        <translation>Piazza la strada accanto alla tua seconda colonia.</translation>
    </message>
    <message>
        <source>Every turn begins with the roll of two dice. Roll now and watch which hexes produce: every player with a settlement or city next to them gains cards, not only the player who rolled.</source>
        <translation>Ogni turno comincia con il lancio di due dadi. Tira ora e guarda quali esagoni producono: ricevono carte tutti i giocatori che hanno una colonia o una città accanto a quegli esagoni, non solo chi ha tirato.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Prima tira i dadi.</translation>
    </message>
    <message>
        <source>After the roll you may trade and build, in any order. A road costs a brick and a lumber, a settlement a brick, a lumber, a wool and a grain, a city two grain and three ore. When you are done, end your turn.</source>
        <translation>Dopo il lancio puoi commerciare e costruire, in qualsiasi ordine. Una strada costa 1 argilla e 1 legno, una colonia 1 argilla, 1 legno, 1 lana e 1 grano, una città 2 grano e 3 minerale. Quando hai finito, termina il turno.</translation>
    </message>
    <message>
        <source>You have the cards for a road. A road must join your own roads, settlements or cities. Roads lead to new corners for settlements, and the first player with a single route of at least five roads gets the Longest Road card (2 points).</source>
        <translation>Hai le carte per una strada. Una strada deve essere collegata alle tue strade, colonie o città. Le strade portano a nuovi incroci per le colonie, e il primo giocatore con un percorso unico di almeno cinque strade riceve la carta Strada commerciale più lunga (2 punti).</translation>
    </message>
    <message>
        <source>You may trade four cards of one resource for one card of your choice with the bank (three for one, or two for one, at a harbour you own). Trade now to get a card you need.</source>
        <translation>Con la banca puoi cambiare quattro carte di una stessa risorsa con una carta a tua scelta (tre per una, o due per una, con un porto che possiedi). Cambia ora per ottenere una carta che ti serve.</translation>
    </message>
    <message>
        <source>That is the whole turn: roll, trade, build, end. You can also trade with the other players: offer cards in the Your move panel, and the player who accepts trades with you. Development cards (one wool, one grain, one ore) bring knights, progress cards or a hidden victory point; a card cannot be played in the turn it was bought. The first player to play three knights holds Largest Army (2 points). The lesson ends here: play on to 10 points.</source>
        <translation>Questo è tutto il turno: tira, commercia, costruisci, termina. Puoi anche commerciare con gli altri giocatori: offri carte nel pannello «La tua mossa», e il giocatore che accetta fa lo scambio con te. Le carte sviluppo (1 lana, 1 grano, 1 minerale) portano Cavalieri, carte progresso o un Punto Vittoria nascosto; una carta non si può giocare nel turno in cui è stata comprata. Il primo giocatore che gioca tre Cavalieri ottiene il Cavaliere più potente (2 punti). La lezione finisce qui: continua a giocare fino a 10 punti.</translation>
    </message>
    <message>
        <source>A 7 was rolled: nothing is produced, and every player with more than seven cards discards half of them (rounded down). Choose the cards to discard.</source>
        <translation>È uscito un 7: non si produce nulla, e ogni giocatore con più di sette carte ne scarta la metà (arrotondando per difetto). Scegli le carte da scartare.</translation>
    </message>
    <message>
        <source>A computer player moved the robber: its hex produces nothing until the robber moves again.</source>
        <translation>Un giocatore computer ha spostato il brigante: l&apos;esagono su cui si trova non produce nulla finché il brigante non viene spostato di nuovo.</translation>
    </message>
    <message>
        <source>Longest Road changed hands: a single route of at least five roads, longer than anyone else&apos;s, is worth 2 points.</source>
        <translation>La Strada commerciale più lunga ha cambiato proprietario: un percorso unico di almeno cinque strade, più lungo di quello di chiunque altro, vale 2 punti.</translation>
    </message>
    <message>
        <source>The lesson is over. The game goes on: good luck!</source>
        <translation>La lezione è finita. La partita continua: buona fortuna!</translation>
    </message>
    <message>
        <source>The computer players place first, a settlement and a road each; the board marks what each one placed. Your turn comes next.</source>
        <translation>I giocatori computer piazzano per primi, ciascuno una colonia e una strada; il tabellone segna che cosa ha piazzato ognuno. Poi tocca a te.</translation>
    </message>
    <message>
        <source>The set-up is over. The computer players take the first turns: watch the dice, the hexes that produce and the cards each player gains (the game log and the players&apos; Just gained or lost column). Your turn comes next.</source>
        <translation>La preparazione è finita. I primi turni tocca ai giocatori computer: guarda i dadi, gli esagoni che producono e le carte che ogni giocatore riceve (il registro di gioco e la colonna «Appena guadagnato o perso» dei giocatori). Poi tocca a te.</translation>
    </message>
    <message>
        <source>Play on: roll, trade and end your turns. A road costs a brick and a lumber; hills give bricks and forests lumber, and the bank gives any card for four of one kind. As soon as you can pay for a road, the lesson shows where to build it.</source>
        <translation>Continua a giocare: tira i dadi, commercia e termina i tuoi turni. Una strada costa un&apos;argilla e un legno; le colline danno argilla e le foreste legno, e la banca dà qualsiasi carta per quattro carte uguali. Appena puoi pagare una strada, la lezione ti mostra dove costruirla.</translation>
    </message>
    <message>
        <source>Next comes a trade with the bank: four cards of one resource for one card of your choice (fewer at a harbour you own). Play on; the lesson speaks again when you hold four of a kind.</source>
        <translation>Poi viene uno scambio con la banca: quattro carte di una risorsa per una carta a tua scelta (meno con un tuo porto). Continua a giocare; la lezione riprende quando hai quattro carte uguali.</translation>
    </message>
    <message>
        <source>Move the robber to another hex. That hex produces nothing while the robber stands on it, and you steal a random card from a player with a settlement or city next to it (if there are several, you choose whom). Put it where it hurts the leader most.</source>
        <translation>Sposta il brigante su un altro esagono. Finché il brigante resta lì, quell&apos;esagono non produce nulla, e tu rubi una carta a caso a un giocatore che ha una colonia o una città accanto a esso (se sono più d&apos;uno, scegli tu chi). Mettilo dove danneggia di più chi è in testa.</translation>
    </message>
</context>
<context>
    <name>LessonElasund</name>
    <message>
        <source>Welcome to Elasund. Together you build one city between the harbour and the walls, and each of you has ten victory point cubes: the first player to place all ten wins at once. Cubes go on the flags of the neutral buildings, on church tiles, on wall towers and on the trade track. A turn has four parts, always in this order: roll for the ship and its income, up to two constructions, a permit or 2 gold, and one bonus action.</source>
        <translation>Benvenuto a Elasund. Insieme costruite un&apos;unica città tra il porto e i bastioni, e ognuno di voi ha dieci cubi &quot;punti vittoria&quot;: chi piazza per primo tutti e dieci vince subito. I cubi vanno sulle bandierine degli edifici neutri, sulle tessere chiesa, sulle torri dei bastioni e sul tracciato commercio. Un turno ha quattro parti, sempre in quest&apos;ordine: il lancio per la nave e le rendite, fino a due costruzioni, un gettone costruzione o 2 oro, e un&apos;azione bonus.</translation>
    </message>
    <message>
        <source>Roll the dice. The ship sails to the row with that number, and every building in that row pays its owner, whoever rolled: a gold card or an influence card, as its symbol shows. Your two workers&apos; huts already stand in the city: look for their rows. The ship must always move: the same number as last time sends it two rows up or down, and a 7 brings the pirates.</source>
        <translation>Lancia i dadi. La nave va nella fila con quel numero, e ogni edificio di quella fila rende al suo proprietario, chiunque abbia lanciato: una carta Oro o una carta &quot;potere&quot;, come indica il suo simbolo. Le tue due capanne degli operai sono già in città: cerca le loro file. La nave deve sempre muoversi: lo stesso numero del turno prima la sposta di due file in su o in giù, e un 7 porta i pirati.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Prima lancia i dadi.</translation>
    </message>
    <message>
        <source>The computer players move first. Watch the game log: every turn begins with a roll, the ship sails to the row with that number, and every building in that row pays its owner, whoever rolled. Your turn comes next.</source>
        <translation>I giocatori del computer muovono per primi. Segui il registro della partita: ogni turno comincia con un lancio, la nave va nella fila con quel numero e ogni edificio di quella fila rende al suo proprietario, chiunque abbia lanciato. Poi tocca a te.</translation>
    </message>
    <message>
        <source>Now you may make up to two constructions: buildings, wall tiles or church tiles. A building needs your building permits on its squares, and you have none on the board yet. Walls come later in this lesson: end the construction for now.</source>
        <translation>Ora puoi fare fino a due costruzioni: edifici, tessere bastione o tessere chiesa. Un edificio richiede i tuoi gettoni costruzione sulle sue caselle, e sul tabellone non ne hai ancora. Ai bastioni arriveremo più avanti: per ora termina la costruzione.</translation>
    </message>
    <message>
        <source>End the construction for now: your first permit comes next.</source>
        <translation>Per ora termina la costruzione: subito dopo piazzi il tuo primo gettone costruzione.</translation>
    </message>
    <message>
        <source>Place a permit: choose its value, then a highlighted square.</source>
        <translation>Piazza un gettone costruzione: scegli il suo valore, poi una casella evidenziata.</translation>
    </message>
    <message>
        <source>Last comes one bonus action, paid with influence cards: move one of your permits (two cards of one colour), swap one for a higher permit from your supply (two cards of one colour and the difference in gold), place a permit in any row (one card of each colour and its value in gold), or take 2 gold (one card of each colour). Make one if you can pay for it, or end your turn.</source>
        <translation>Per ultima viene un&apos;azione bonus, pagata con carte &quot;potere&quot;: spostare uno dei tuoi gettoni costruzione (due carte dello stesso colore), sostituirne uno con un gettone più alto della tua riserva (due carte dello stesso colore e la differenza in oro), piazzare un gettone in qualsiasi fila (una carta di ogni colore e il suo valore in oro) o prendere 2 oro (una carta di ogni colore). Fanne una se puoi pagarla, oppure termina il turno.</translation>
    </message>
    <message>
        <source>Choose a bonus action or end your turn.</source>
        <translation>Scegli un&apos;azione bonus o termina il turno.</translation>
    </message>
    <message>
        <source>You can build now. A building needs as many permits on its squares as it asks for (1 to 3), one of them yours, and your permits there must add up to more than any other player&apos;s. You pay its cost in gold; every permit on its squares goes back to its owner, and you pay each other player whose permits were there their value in gold as compensation. Houses and workshops are your own; on a neutral building you put a cube on each flag. Choose a highlighted building, then its place.</source>
        <translation>Ora puoi costruire. Un edificio richiede sulle sue caselle tanti gettoni costruzione quanti ne chiede (da 1 a 3), almeno uno tuo, e lì i tuoi gettoni devono valere in tutto più di quelli di ogni altro giocatore. Paghi il suo costo in oro; ogni gettone sulle sue caselle torna al proprietario, e a ogni altro giocatore che vi aveva gettoni paghi come compenso il loro valore in oro. Case e botteghe sono solo tue; su un edificio neutro metti un cubo su ogni bandierina. Scegli un edificio evidenziato, poi il suo posto.</translation>
    </message>
    <message>
        <source>Play on as you like: roll, place permits or take gold. A house needs one permit of yours and 1 gold, a workshop one permit and 2 gold. As soon as your permits and gold are enough for a building, the lesson shows it.</source>
        <translation>Gioca come preferisci: lancia, piazza gettoni costruzione o prendi oro. Una casa richiede un tuo gettone e 1 oro, una bottega un gettone e 2 oro. Appena i tuoi gettoni e il tuo oro bastano per un edificio, la lezione te lo mostra.</translation>
    </message>
    <message>
        <source>Build now: choose a highlighted building, then its place.</source>
        <translation>Costruisci ora: scegli un edificio evidenziato, poi il suo posto.</translation>
    </message>
    <message>
        <source>Build a wall tile. Your nine tiles come in their order, 1 to 9. A tile goes next to a city gate or next to a tile already built, by anyone: 2 gold on the north and south walls, 4 gold on the east wall. Tiles 3, 6 and 9 are towers and take one of your cubes; the others bring one or two influence cards.</source>
        <translation>Costruisci una tessera bastione. Le tue nove tessere vengono in ordine, da 1 a 9. Una tessera va accanto a una porta della città o accanto a una tessera già costruita, da chiunque: 2 oro sui bastioni a nord e a sud, 4 oro su quello a est. Le tessere 3, 6 e 9 sono torri e ricevono uno dei tuoi cubi; le altre danno una o due carte &quot;potere&quot;.</translation>
    </message>
    <message>
        <source>Build a wall tile on a highlighted space.</source>
        <translation>Costruisci una tessera bastione su uno spazio evidenziato.</translation>
    </message>
    <message>
        <source>You have the 7 gold a church tile costs. The nine church tiles are drawn from a stack, and each tile laid takes one of its builder&apos;s cubes. A church tile removes whatever building stands on its square, however large, and nothing ever removes a church tile. Build a church tile.</source>
        <translation>Hai i 7 oro che costa una tessera chiesa. Le nove tessere chiesa si pescano da una pila, e ogni tessera posata riceve un cubo di chi la costruisce. Una tessera chiesa elimina qualsiasi edificio sulla sua casella, per quanto grande, e nulla elimina mai una tessera chiesa. Costruisci una tessera chiesa.</translation>
    </message>
    <message>
        <source>Save gold for the church: a church tile costs 7 gold and takes one of your cubes. Play on meanwhile; the lesson speaks again when you can pay for it.</source>
        <translation>Metti da parte oro per la chiesa: una tessera chiesa costa 7 oro e riceve uno dei tuoi cubi. Nel frattempo continua a giocare; la lezione riprende quando potrai pagarla.</translation>
    </message>
    <message>
        <source>Build a church tile now.</source>
        <translation>Costruisci ora una tessera chiesa.</translation>
    </message>
    <message>
        <source>That is the whole turn: roll, build, permit or gold, bonus. Build in every row, the middle rows most, to earn income on most rolls, and keep influence cards for bonus actions. With three influence cards of one colour a building may also replace one or two buildings of its own size. The lesson ends here: play on until someone places the tenth cube.</source>
        <translation>Questo è il turno intero: lancio, costruzioni, gettone o oro, bonus. Costruisci in tutte le file, soprattutto in quelle centrali, per avere rendite a quasi ogni lancio, e tieni carte &quot;potere&quot; per le azioni bonus. Con tre carte &quot;potere&quot; dello stesso colore un edificio può anche sostituire uno o due edifici della sua stessa grandezza. La lezione finisce qui: continua a giocare finché qualcuno piazza il decimo cubo.</translation>
    </message>
    <message>
        <source>Choose where the ship goes. After a 7 any row but its own is allowed: the pirates take the ship there. After the same number as last time it must go two rows up or down.</source>
        <translation>Scegli dove va la nave. Dopo un 7 va bene qualsiasi fila tranne la sua: i pirati portano lì la nave. Dopo lo stesso numero del turno prima deve spostarsi di due file in su o in giù.</translation>
    </message>
    <message>
        <source>You are the first to build the church, so you drew the top two tiles: keep one, and the other goes under the stack, where only you know it is the last tile. The tile you keep lies on the church site and fixes where all nine tiles of the church will stand around it.</source>
        <translation>Sei il primo a costruire la chiesa, quindi hai pescato le prime due tessere: tienine una, e l&apos;altra va in fondo alla pila, dove solo tu sai che è l&apos;ultima tessera. La tessera che tieni va sul luogo della chiesa e fissa dove staranno intorno a esso tutte e nove le tessere della chiesa.</translation>
    </message>
    <message>
        <source>Compensation: the builder had the highest permit total on the site and paid the other players there the value of their permits in gold (nothing for a permit 0). Their permits went back to them, to be placed again.</source>
        <translation>Compenso: chi ha costruito aveva il valore più alto di gettoni costruzione sulla superficie e ha pagato agli altri giocatori presenti il valore dei loro gettoni in oro (nulla per un gettone 0). I loro gettoni sono tornati a loro, da piazzare di nuovo.</translation>
    </message>
    <message>
        <source>A building was removed from the city. A new building may cover smaller ones, and a church tile any building; what it covers goes back to its owner (a neutral building to its pile, its cubes to their owner). A workers&apos; hut is put back at once by its owner on a free square that is no trade square.</source>
        <translation>Un edificio è stato tolto dalla città. Un nuovo edificio può coprire edifici più piccoli, e una tessera chiesa qualsiasi edificio; ciò che copre torna al proprietario (un edificio neutro alla sua pila, i suoi cubi al loro proprietario). Una capanna degli operai viene subito ricollocata dal suo proprietario su una casella libera che non sia una casella commercio.</translation>
    </message>
    <message>
        <source>A building on a trade square (the harbour squares give 1 trade point, the squares by the gates 2) moves its builder&apos;s marker on the trade track. On reaching 3, 5, 7, 9 and 11 the builder places a cube there while that space has a free flag. Losing the building loses the points, and the cube with them.</source>
        <translation>Un edificio su una casella commercio (le caselle del porto danno 1 punto commercio, quelle vicino alle porte 2) fa avanzare la pedina di chi lo costruisce sul tracciato commercio. Raggiungendo 3, 5, 7, 9 e 11 vi piazza un cubo, se su quella casella resta una bandierina libera. Perdere l&apos;edificio fa perdere i punti, e con essi il cubo.</translation>
    </message>
    <message>
        <source>The lesson is over. The game goes on: good luck!</source>
        <translation>La lezione è finita. La partita continua: buona fortuna!</translation>
    </message>
    <message>
        <source>Each turn you place a building permit or take 2 gold instead: this time, place a permit. Your permits are worth 0 to 4 and each costs its value in gold: permit 0 is free. A permit goes on a free square of the ship&apos;s row (when that row is full, the nearest row with a free square); for two influence cards of one colour it may go in any row. Choose a permit, then its square: a building covering it can be yours later.</source>
        <translation>A ogni turno piazzi un gettone costruzione oppure prendi invece 2 oro: questa volta piazza un gettone. I tuoi gettoni valgono da 0 a 4 e ognuno costa il suo valore in oro: il gettone 0 è gratis. Un gettone va su una casella libera della fila della nave (se quella fila è piena, nella fila più vicina con una casella libera); per due carte &quot;potere&quot; dello stesso colore può andare in qualsiasi fila. Scegli un gettone, poi la sua casella: un edificio che la copre potrà essere tuo più avanti.</translation>
    </message>
    <message>
        <source>Next you build a wall tile: it costs 2 gold on the north or south wall, so keep 2 gold for your next construction. Play on meanwhile; the lesson speaks again when you can pay for it.</source>
        <translation>Tra poco costruirai una tessera bastione: a nord o a sud costa 2 oro, quindi tieni 2 oro per la prossima costruzione. Nel frattempo continua a giocare; la lezione riprende quando puoi pagarla.</translation>
    </message>
    <message>
        <source>Pirates! After a 7 the ship&apos;s row pays no income. Instead every player gives up one card for each of their cubes in that row, on buildings, church tiles and towers, and the player who rolled may take one of those cards for each tower they have on the walls. Early in the game few cubes stand in the city, so the pirates often take nothing.</source>
        <translation>Pirati! Dopo un 7 la fila della nave non dà rendite. Invece ogni giocatore cede una carta per ognuno dei suoi cubi in quella fila, su edifici, tessere chiesa e torri, e chi ha lanciato può prendere una di quelle carte per ogni torre che ha sui bastioni. All&apos;inizio della partita in città ci sono pochi cubi, quindi spesso i pirati non prendono nulla.</translation>
    </message>
</context>
<context>
    <name>LessonElfenland</name>
    <message>
        <source>Welcome to Elfenland. Every boot starts in Elvenhold, the capital. Each other town holds one of your town pieces, and the first time your boot reaches a town you collect it: after four rounds the player with the most pieces wins. A round goes like this: everybody&apos;s hand is filled up to eight travel cards, everybody takes transport counters, the counters are laid on roads, and then each elf travels, paying cards that match the counters on the roads.</source>
        <translation>Benvenuto in Elfenland. Tutti gli stivali partono da Elvenhold, la capitale. Ogni altra città custodisce uno dei tuoi segnalini: la prima volta che il tuo stivale vi arriva, lo raccogli, e dopo quattro round vince chi ha raccolto più segnalini. Un round va così: la mano di ciascuno viene completata fino a otto carte viaggio, tutti prendono tessere trasporto, le tessere vengono messe sulle strade e poi ogni elfo viaggia, pagando carte uguali alle tessere che trova sulle strade.</translation>
    </message>
    <message>
        <source>First each player draws one counter from the pile and keeps it face down: only you know which transport it is. Click the highlighted pile.</source>
        <translation>Per prima cosa ognuno pesca una tessera dalla pila e la tiene coperta: solo tu sai quale trasporto è. Clicca la pila evidenziata.</translation>
    </message>
    <message>
        <source>First draw your secret counter.</source>
        <translation>Prima pesca la tua tessera segreta.</translation>
    </message>
    <message>
        <source>Now three times round the table each player takes one more counter, face up for all to see: one of the five in the row (a new one fills its place at once) or the top one of the pile, unseen. A counter is worth most when you hold the travel cards of its kind, because that is what you pay with on its road. Take three counters.</source>
        <translation>Ora per tre giri ognuno prende un&apos;altra tessera, scoperta perché tutti la vedano: una delle cinque della fila (subito ne arriva una nuova al suo posto) oppure quella in cima alla pila, senza guardarla. Una tessera vale di più se hai le carte viaggio del suo tipo, perché sono quelle che paghi sulla sua strada. Prendi tre tessere.</translation>
    </message>
    <message>
        <source>Take a counter from the row or from the pile.</source>
        <translation>Prendi una tessera dalla fila o dalla pila.</translation>
    </message>
    <message>
        <source>Planning: in turn, each player lays one counter on a road, or passes. A road takes a single counter, and only of a transport that can cross its land (a Giant Pig never goes into the mountains, a Unicorn never onto the plains, and nothing goes on water); the highlighted roads are where yours fit. Any player may travel on any counter, whoever laid it, so lay a chain of roads leading out of Elvenhold for the cards you hold. Lay three counters, one per turn.</source>
        <translation>Pianificazione: a turno, ognuno mette una tessera su una strada, oppure passa. Su una strada va una sola tessera, e solo di un trasporto capace di attraversare quel terreno (il Maiale gigante non va mai in montagna, l&apos;Unicorno mai in pianura, e sull&apos;acqua non va niente); le strade evidenziate sono quelle adatte alle tue. Chiunque può viaggiare su qualsiasi tessera, chiunque l&apos;abbia messa: costruisci quindi una catena di strade che parta da Elvenhold, adatta alle carte che hai. Metti tre tessere, una per volta.</translation>
    </message>
    <message>
        <source>Lay a counter on one of the highlighted roads.</source>
        <translation>Metti una tessera su una delle strade evidenziate.</translation>
    </message>
    <message>
        <source>Once in the game you may lay your obstacle instead of a counter, on a road that already carries a counter (never on water). The road stays open, but everybody who uses it pays one card more of the counter&apos;s kind, and a caravan four cards instead of three. Put it where the computer players want to go, not on your own way.</source>
        <translation>Una volta per partita puoi mettere il tuo ostacolo al posto di una tessera, su una strada che porta già una tessera (mai sull&apos;acqua). La strada resta aperta, ma chi la percorre paga una carta in più del tipo della tessera, e una carovana quattro carte invece di tre. Mettilo dove vogliono andare i giocatori del computer, non sulla tua strada.</translation>
    </message>
    <message>
        <source>Lay your obstacle on one of the highlighted roads.</source>
        <translation>Metti il tuo ostacolo su una delle strade evidenziate.</translation>
    </message>
    <message>
        <source>Keep your last counter: when the round ends you may keep one for the next round. So pass now. Whoever has passed may still lay a counter on a later turn; planning only ends when all players pass one after another. Until then, pass each time it is your turn.</source>
        <translation>Tieni l&apos;ultima tessera: alla fine del round potrai conservarne una per il round seguente. Quindi ora passa. Chi ha passato può ancora mettere una tessera più tardi; la pianificazione finisce solo quando tutti passano uno dopo l&apos;altro. Fino ad allora passa ogni volta che tocca a te.</translation>
    </message>
    <message>
        <source>Pass: keep your last counter for the next round.</source>
        <translation>Passa: tieni l&apos;ultima tessera per il prossimo round.</translation>
    </message>
    <message>
        <source>Your journey. A step along a road needs a counter on it, and you pay cards of the counter&apos;s kind: one or two, as the chart says for that land (Travel costs… under your cards), and one more over an obstacle. The highlighted towns are one step away, with the price. Every town you reach gives you its piece; you may go back and forth as long as you pay. When your cards are spent or no road takes you further, end your move. You may keep four cards at most: discard the others.</source>
        <translation>Il tuo viaggio. Per un passo lungo una strada serve una tessera su di essa, e paghi carte del tipo della tessera: una o due, come dice la tabella per quel terreno (Costi di viaggio… sotto le tue carte), e una in più se c&apos;è un ostacolo. Le città evidenziate sono a un passo, con il prezzo. Ogni città che raggiungi ti dà il suo segnalino; puoi andare avanti e indietro finché paghi. Quando le carte sono finite o nessuna strada ti porta oltre, termina il viaggio. Puoi tenere al massimo quattro carte: scarta le altre.</translation>
    </message>
    <message>
        <source>Planning is over and the elves set off, one after another from the starting player: each makes a whole journey before the next one moves. Watch the computer players travel; the log says what each step cost.</source>
        <translation>La pianificazione è finita e gli elfi partono, uno dopo l&apos;altro a cominciare dal primo giocatore: ciascuno fa tutto il suo viaggio prima che si muova il successivo. Guarda viaggiare i giocatori del computer; il registro dice quanto è costato ogni passo.</translation>
    </message>
    <message>
        <source>Travel to a highlighted town, or end your move.</source>
        <translation>Viaggia verso una città evidenziata, oppure termina il viaggio.</translation>
    </message>
    <message>
        <source>Everybody has travelled: the round is over. The counters on the roads go back to the pile, and the obstacles laid this round leave the game. Each player may keep one of his own counters for the next round, face up or face down as it was; the others go back too. Choose the counter to keep.</source>
        <translation>Tutti hanno viaggiato: il round è finito. Le tessere sulle strade tornano nella pila e gli ostacoli messi in questo round escono dal gioco. Ognuno può conservare una delle proprie tessere per il round seguente, scoperta o coperta com&apos;era; anche le altre tornano nella pila. Scegli la tessera da tenere.</translation>
    </message>
    <message>
        <source>Choose one counter to keep.</source>
        <translation>Scegli una tessera da tenere.</translation>
    </message>
    <message>
        <source>Round 2. Your hand is filled up to eight cards again, and the next player starts the round. Then the same phases follow: a secret counter, three open ones, planning and the journeys. With the counter you kept you may now hold five.</source>
        <translation>Secondo round. La tua mano viene di nuovo completata fino a otto carte, e il round lo comincia il giocatore successivo. Poi seguono le stesse fasi: una tessera segreta, tre scoperte, la pianificazione e i viaggi. Con la tessera conservata ora puoi averne cinque.</translation>
    </message>
    <message>
        <source>This round is yours to plan: the board highlights whatever you may do. Lay counters on the roads out of the town where your boot stands, for the kinds of cards you hold, and pass when you want to keep a counter.</source>
        <translation>Questo round lo pianifichi tu: il tabellone evidenzia tutto ciò che puoi fare. Metti tessere sulle strade che escono dalla città dove si trova il tuo stivale, per i tipi di carte che hai, e passa quando vuoi tenere una tessera.</translation>
    </message>
    <message>
        <source>Your second journey: go to the highlighted towns you have not visited yet, then end your move.</source>
        <translation>Il tuo secondo viaggio: vai nelle città evidenziate che non hai ancora visitato, poi termina il viaggio.</translation>
    </message>
    <message>
        <source>Planning is over. The elves travel in turn order from the starting player; wait for your turn.</source>
        <translation>La pianificazione è finita. Gli elfi viaggiano in ordine di turno a partire dal primo giocatore; aspetta il tuo turno.</translation>
    </message>
    <message>
        <source>Rivers and lakes carry no counters: you cross them with Raft cards. A river costs one raft with the current (the arrows) and two against it; a ferry across a lake costs two rafts either way. Take the highlighted way by water.</source>
        <translation>Fiumi e laghi non portano tessere: li attraversi con le carte Zattera. Un fiume costa una zattera seguendo la corrente (le frecce) e due controcorrente; un traghetto sul lago costa due zattere in entrambe le direzioni. Prendi la via d&apos;acqua evidenziata.</translation>
    </message>
    <message>
        <source>Take the highlighted way by water first.</source>
        <translation>Prima prendi la via d&apos;acqua evidenziata.</translation>
    </message>
    <message>
        <source>A caravan is possible now: on a road with a counter whose cards you lack, any three cards (rafts too) take you along, four over an obstacle. It never crosses water, and in this game it is only for a player who cannot pay the counter&apos;s own cards. After Next the board highlights the towns you can reach, by caravan too: click one, then pay the cards one at a time. A caravan is worth them when it brings you to a new town.</source>
        <translation>Ora è possibile una carovana: su una strada con una tessera di cui non hai le carte, tre carte qualsiasi (anche zattere) ti fanno passare, quattro se c&apos;è un ostacolo. Non attraversa mai l&apos;acqua, e in questa partita è solo per chi non può pagare le carte proprie della tessera. Dopo Avanti il tabellone evidenzia le città che puoi raggiungere, anche in carovana: cliccane una, poi paga le carte una alla volta. Una carovana vale le sue carte quando ti porta in una città nuova.</translation>
    </message>
    <message>
        <source>A computer player has laid its obstacle: whoever travels that road pays one card more there, and a caravan four. Every player has one obstacle for the whole game.</source>
        <translation>Un giocatore del computer ha messo il suo ostacolo: chi percorre quella strada paga lì una carta in più, e una carovana quattro. Ogni giocatore ha un solo ostacolo per tutta la partita.</translation>
    </message>
    <message>
        <source>A computer player ended its journey with more than four cards and discards down to four: nobody keeps more after travelling. Cards kept count for the next round, which fills every hand up to eight again.</source>
        <translation>Un giocatore del computer ha finito il viaggio con più di quattro carte e scarta fino a quattro: dopo il viaggio nessuno ne tiene di più. Le carte tenute servono nel round seguente, che riporta ogni mano a otto.</translation>
    </message>
    <message>
        <source>The lesson is over: play on as you like until round 4 is over. Then the most town pieces win, and more travel cards in hand break a tie. Whoever collects all twenty pieces before the end of round 3 wins at once.</source>
        <translation>La lezione è finita: continua a giocare come preferisci fino alla fine del quarto round. Allora vince chi ha più segnalini, e in caso di parità chi ha più carte viaggio in mano. Chi raccoglie tutti e venti i segnalini prima della fine del terzo round vince subito.</translation>
    </message>
</context>
<context>
    <name>LessonGuide</name>
    <message>
        <source>Follow the lesson: make one of the highlighted moves.</source>
        <translation>Segui la lezione: fai una delle mosse evidenziate.</translation>
    </message>
    <message>
        <source>Read the lesson&apos;s note first and press Next.</source>
        <translation>Prima leggi la nota della lezione e premi Avanti.</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Avanti</translation>
    </message>
    <message>
        <source>&amp;Leave the lesson</source>
        <translation>&amp;Lascia la lezione</translation>
    </message>
    <message>
        <source>Next step of the lesson</source>
        <translation>Passo successivo della lezione</translation>
    </message>
    <message>
        <source>Leave the lesson and play on</source>
        <translation>Lascia la lezione e continua a giocare</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lezione</translation>
    </message>
    <message>
        <source>Try the rule</source>
        <translation>Prova la regola</translation>
    </message>
    <message>
        <source>Step {step} of {steps}</source>
        <translation>Passo {step} di {steps}</translation>
    </message>
    <message>
        <source>&amp;Back to the rules</source>
        <translation>&amp;Torna alle regole</translation>
    </message>
    <message>
        <source>&amp;Play on</source>
        <translation>&amp;Continua a giocare</translation>
    </message>
    <message>
        <source>That is the rule at work. Play on from here as long as you like, or go back to the rules.</source>
        <translation>Ecco la regola in azione. Continua a giocare da qui quanto vuoi, oppure torna alle regole.</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Computer {number}</translation>
    </message>
    <message>
        <source>Make this move with the highlighted button under Your move.</source>
        <translation>Fai questa mossa con il pulsante evidenziato sotto «La tua mossa».</translation>
    </message>
    <message numerus="yes">
        <source>Lesson complete: all %n steps done</source>
        <translation>
            <numerusform>Lezione completata: %n passo fatto</numerusform>
            <numerusform>Lezione completata: tutti i %n passi fatti</numerusform>
        </translation>
    </message>
    <message>
        <source>Step {step} of {steps} · meanwhile in the game</source>
        <translation>Passo {step} di {steps} · intanto nella partita</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Impostazioni</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Salva &amp;con nome…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Ingrandisci</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Riduci</translation>
    </message>
    <message>
        <source>&amp;Fit board to window</source>
        <translation>&amp;Adatta il tabellone alla finestra</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>Computer player &amp;speed</source>
        <translation>&amp;Velocità dei giocatori computer</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Istantanea</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>&amp;Free undo (all players agree)</source>
        <translation>&amp;Annullamento libero (con l&apos;accordo di tutti)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Informazioni</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Impara a giocare</translation>
    </message>
    <message>
        <source>Guided first game of {game}</source>
        <translation>Prima partita guidata a {game}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>La tua mossa</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registro di gioco</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Elasund Desktop</source>
        <translation>Elasund Desktop</translation>
    </message>
    <message>
        <source>unsaved game</source>
        <translation>partita non salvata</translation>
    </message>
    <message>
        <source>Trying a rule on the practice board would leave the network game. Try it when the game is over.</source>
        <translation>Provare una regola sul tabellone di prova farebbe lasciare la partita in rete. Provala quando la partita è finita.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>{name} (computer) is thinking…</source>
        <translation>{name} (computer) sta pensando…</translation>
    </message>
    <message>
        <source>Waiting for {name}.</source>
        <translation>In attesa di {name}.</translation>
    </message>
    <message>
        <source>click a highlighted place on the board or a button below</source>
        <translation>fai clic su un punto evidenziato del tabellone o su un pulsante qui sotto</translation>
    </message>
    <message>
        <source>click a highlighted place on the board</source>
        <translation>fai clic su un punto evidenziato del tabellone</translation>
    </message>
    <message>
        <source>choose one of the buttons below</source>
        <translation>scegli uno dei pulsanti qui sotto</translation>
    </message>
    <message>
        <source>{name}, your move: {hint}.</source>
        <translation>{name}, tocca a te: {hint}.</translation>
    </message>
    <message>
        <source>Start a new game or open a saved one.</source>
        <translation>Inizia una nuova partita o aprine una salvata.</translation>
    </message>
    <message>
        <source>{name} to move.</source>
        <translation>Turno di {name}.</translation>
    </message>
    <message>
        <source>{name} (computer) to move.</source>
        <translation>Turno di {name} (computer).</translation>
    </message>
    <message>
        <source>It is not your turn: wait for {name}.</source>
        <translation>Non è il tuo turno: aspetta {name}.</translation>
    </message>
    <message>
        <source>Nothing to choose on the board now: first choose in the “Your move” panel ({choices}).</source>
        <translation>Per ora non c&apos;è nulla da scegliere sul tabellone: scegli prima nel pannello «La tua mossa» ({choices}).</translation>
    </message>
    <message>
        <source>{step}. Click one of the highlighted places.</source>
        <translation>{step}. Fai clic su uno dei punti evidenziati.</translation>
    </message>
    <message>
        <source>Not possible here now: click one of the highlighted places, or choose in the “Your move” panel ({choices}).</source>
        <translation>Qui ora non è possibile: fai clic su uno dei punti evidenziati, oppure scegli nel pannello «La tua mossa» ({choices}).</translation>
    </message>
    <message>
        <source>Not possible here now: click one of the highlighted places.</source>
        <translation>Qui ora non è possibile: fai clic su uno dei punti evidenziati.</translation>
    </message>
    <message>
        <source>Autosave failed: {detail}</source>
        <translation>Salvataggio automatico non riuscito: {detail}</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Salva partita</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Salvata in {path}</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Apri partita</translation>
    </message>
    <message>
        <source>Opened {file}.</source>
        <translation>Aperta {file}.</translation>
    </message>
    <message>
        <source>Opened {file}: this game is over.</source>
        <translation>Aperta {file}: questa partita è finita.</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Nessuna partita recente</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Riprendi partita</translation>
    </message>
    <message>
        <source>An unfinished game was saved automatically. Resume it?</source>
        <translation>Una partita non finita è stata salvata automaticamente. Vuoi riprenderla?</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>&amp;Cancel the step in progress</source>
        <translation>&amp;Interrompi il passo in corso</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>ripresa</translation>
    </message>
    <message>
        <source>Escape cancels this step.</source>
        <translation>Esc annulla questo passo.</translation>
    </message>
    <message>
        <source>&amp;Watch the replay of this game</source>
        <translation>&amp;Rivedi questa partita</translation>
    </message>
    <message>
        <source>Watch a &amp;replay…</source>
        <translation>&amp;Rivedi una partita…</translation>
    </message>
    <message>
        <source>&amp;Export the log…</source>
        <translation>&amp;Esporta il registro…</translation>
    </message>
    <message>
        <source>Watch a replay</source>
        <translation>Rivedi una partita</translation>
    </message>
    <message>
        <source>Export the log</source>
        <translation>Esporta il registro</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>File di testo (*.txt)</translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Giocatori: {names}</translation>
    </message>
    <message>
        <source>&amp;Board only</source>
        <translation>Solo &amp;tabellone</translation>
    </message>
    <message>
        <source>Game board</source>
        <translation>Tabellone</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>A&amp;nimazioni</translation>
    </message>
    <message>
        <source>Pieces glide to their places and new pieces fade in.</source>
        <translation>I pezzi scorrono fino al loro posto e quelli nuovi compaiono in dissolvenza.</translation>
    </message>
    <message>
        <source>&amp;Host a network game…</source>
        <translation>&amp;Ospita una partita in rete…</translation>
    </message>
    <message>
        <source>&amp;Join a network game…</source>
        <translation>&amp;Unisciti a una partita in rete…</translation>
    </message>
    <message>
        <source>Playing over a &amp;network</source>
        <translation>Giocare in re&amp;te</translation>
    </message>
    <message>
        <source>network game</source>
        <translation>partita in rete</translation>
    </message>
    <message>
        <source>Waiting for {name}, who plays on another computer.</source>
        <translation>In attesa di {name}, che gioca su un altro computer.</translation>
    </message>
    <message>
        <source>read the lesson&apos;s text and press Next</source>
        <translation>leggi il testo della lezione e premi Avanti</translation>
    </message>
</context>
<context>
    <name>MoveMarks</name>
    <message>
        <source>Since your last move:</source>
        <translation>Dalla tua ultima mossa:</translation>
    </message>
</context>
<context>
    <name>NetworkHelp</name>
    <message>
        <source>Playing over a network</source>
        <translation>Giocare in rete</translation>
    </message>
    <message>
        <source>Friends can play at their own computers: one computer hosts the game, the others join it. Nobody has to look away: each window shows only its own player&apos;s hidden cards, and the others&apos; hidden cards never even reach it.</source>
        <translation>Gli amici possono giocare ciascuno al proprio computer: un computer ospita la partita, gli altri si uniscono. Nessuno deve distogliere lo sguardo: ogni finestra mostra solo le carte nascoste del proprio giocatore, e quelle degli altri non le arrivano nemmeno.</translation>
    </message>
    <message>
        <source>Hosting</source>
        <translation>Ospitare</translation>
    </message>
    <message>
        <source>Joining</source>
        <translation>Unirsi</translation>
    </message>
    <message>
        <source>On a local network</source>
        <translation>In una rete locale</translation>
    </message>
    <message>
        <source>Choose Game ▸ Join a network game…. Pick the game from the list of games on this network, or paste the invitation (or type the address, port and fingerprint); then type the code the host gave you, and your name. You play in your own window and language, with your hand, the highlighted moves, the marks of the last moves, hints, the reasons when a move is not allowed, the log and the rules. Undo and Escape take back only your own last decision, and not once it revealed hidden information or used the dice. A joiner cannot save: the host keeps the game.</source>
        <translation>Scegli Partita ▸ Unisciti a una partita in rete…. Scegli la partita dall&apos;elenco delle partite in questa rete, oppure incolla l&apos;invito (o scrivi indirizzo, porta e impronta); poi scrivi il codice che ti ha dato chi ospita e il tuo nome. Giochi nella tua finestra e nella tua lingua, con la tua mano, le mosse evidenziate, i segni delle ultime mosse, i suggerimenti, i motivi quando una mossa non è permessa, il registro e le regole. Annulla ed Esc tornano indietro solo sulla tua ultima decisione, e non più se ha rivelato informazioni nascoste o usato i dadi. Chi si unisce non può salvare: la partita la tiene chi ospita.</translation>
    </message>
    <message>
        <source>Choose Game ▸ Host a network game…. In the dialog, set each friend&apos;s seat to “Player on another computer”; seats can also be played here or by the computer. The host&apos;s program holds the game: it checks every move and saves the game after each one. The Network tab, beside the game log, then shows this computer&apos;s addresses with the port, the join code and the fingerprint. Copy the invitation and send it to your friends.</source>
        <translation>Scegli Partita ▸ Ospita una partita in rete…. Nella finestra imposta il posto di ogni amico su «Giocatore su un altro computer»; gli altri posti si possono giocare qui o lasciare al computer. Il programma di chi ospita tiene la partita: controlla ogni mossa e salva la partita dopo ciascuna. La scheda Rete, accanto al registro della partita, mostra poi gli indirizzi di questo computer con la porta, il codice di accesso e l&apos;impronta. Copia l&apos;invito e mandalo ai tuoi amici.</translation>
    </message>
    <message>
        <source>At home or at a table with laptops, the host&apos;s game appears by itself in the joiners&apos; list, or use one of the addresses the host&apos;s panel shows. All computers must be on the same network, and the host&apos;s firewall must let the port in. The list is public to every computer on the network: it shows the game, the host&apos;s name, the free seats and the fingerprint, never the code, so the code is still needed to take a seat.</source>
        <translation>A casa o a un tavolo con i portatili, la partita di chi ospita compare da sola nell&apos;elenco di chi si unisce; altrimenti usa uno degli indirizzi mostrati nel pannello di chi ospita. Tutti i computer devono stare nella stessa rete, e il firewall di chi ospita deve lasciare entrare la porta. L&apos;elenco è pubblico per ogni computer della rete: mostra la partita, il nome di chi ospita, i posti liberi e l&apos;impronta, mai il codice, che quindi serve comunque per prendere un posto.</translation>
    </message>
    <message>
        <source>Across the Internet</source>
        <translation>Via Internet</translation>
    </message>
    <message>
        <source>Either the host forwards the port (47270 unless you chose another) on the router to the host&apos;s computer and gives the router&apos;s public address, or everybody joins the same VPN (such as WireGuard, Tailscale or ZeroTier) and uses the host&apos;s address in it. A VPN opens nothing to the whole Internet and is the safer way.</source>
        <translation>O chi ospita inoltra la porta (47270, se non ne hai scelta un&apos;altra) dal router al proprio computer e dà l&apos;indirizzo pubblico del router, oppure tutti entrano nella stessa VPN (come WireGuard, Tailscale o ZeroTier) e usano l&apos;indirizzo che chi ospita ha al suo interno. Una VPN non apre nulla all&apos;intera Internet ed è la via più sicura.</translation>
    </message>
    <message>
        <source>What the host exposes</source>
        <translation>Che cosa espone chi ospita</translation>
    </message>
    <message>
        <source>One port, on which the program answers only the game&apos;s own messages and checks every one of them. Without the code nobody takes a seat, and an address that tries five wrong codes is refused. The connection is encrypted, and the fingerprint lets the joiners&apos; programs make sure that they talk to the host&apos;s computer and to nobody in between. The port closes with the game.</source>
        <translation>Una porta, sulla quale il programma risponde solo ai messaggi propri del gioco e li controlla tutti. Senza il codice nessuno prende posto, e un indirizzo che prova cinque codici sbagliati viene rifiutato. La connessione è cifrata, e l&apos;impronta permette ai programmi di chi si unisce di accertarsi che parlano con il computer di chi ospita e con nessuno nel mezzo. La porta si chiude con la partita.</translation>
    </message>
    <message>
        <source>When a connection drops</source>
        <translation>Quando una connessione cade</translation>
    </message>
    <message>
        <source>The others see the seat as disconnected, and the game waits, or a computer player takes the seat if the host chose one under “When a player drops out”. The friend presses Rejoin in the Network tab and is back at the same seat. If the host&apos;s program stops, Game ▸ Host a network game… offers the unfinished game again, on the same port and with the same code, and the friends press Rejoin.</source>
        <translation>Gli altri vedono il posto come disconnesso, e la partita aspetta, oppure un giocatore computer prende il posto se chi ospita ne ha scelto uno in «Se un giocatore si disconnette». L&apos;amico preme Rientra nella scheda Rete e torna allo stesso posto. Se il programma di chi ospita si ferma, Partita ▸ Ospita una partita in rete… propone di nuovo la partita non finita, sulla stessa porta e con lo stesso codice, e gli amici premono Rientra.</translation>
    </message>
</context>
<context>
    <name>NetworkHost</name>
    <message>
        <source>A player dropped out: they can rejoin with the same invitation.</source>
        <translation>Un giocatore si è disconnesso: può rientrare con lo stesso invito.</translation>
    </message>
    <message>
        <source>Waiting for players to join. Give them the invitation below.</source>
        <translation>In attesa che i giocatori si uniscano. Manda loro l&apos;invito qui sotto.</translation>
    </message>
    <message>
        <source>Everybody is here.</source>
        <translation>Ci sono tutti.</translation>
    </message>
    <message>
        <source>Wait for them</source>
        <translation>Aspettalo</translation>
    </message>
    <message>
        <source>Computer ({kind})</source>
        <translation>Computer ({kind})</translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation>Ospita una partita in rete</translation>
    </message>
    <message>
        <source>The network game of {game} with {names} was not finished. Host it again, so that its players can rejoin their seats?</source>
        <translation>La partita in rete di {game} con {names} non è finita. Vuoi ospitarla di nuovo, così che i giocatori possano riprendere i loro posti?</translation>
    </message>
    <message>
        <source>The game cannot listen on port {port}: {detail}</source>
        <translation>La partita non può restare in ascolto sulla porta {port}: {detail}</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Rete</translation>
    </message>
</context>
<context>
    <name>NetworkJoin</name>
    <message>
        <source>The code is not this game&apos;s.</source>
        <translation>Il codice non è quello di questa partita.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this computer: the host refuses it now.</source>
        <translation>Troppi codici sbagliati da questo computer: chi ospita ora lo rifiuta.</translation>
    </message>
    <message>
        <source>The host does not know this seat any more.</source>
        <translation>Chi ospita non riconosce più questo posto.</translation>
    </message>
    <message>
        <source>Every seat of this game is taken.</source>
        <translation>Tutti i posti di questa partita sono occupati.</translation>
    </message>
    <message>
        <source>The computer that answered is not the host you were given: its fingerprint differs. Nothing was sent to it.</source>
        <translation>Il computer che ha risposto non è quello che ti è stato indicato: la sua impronta è diversa. Non gli è stato inviato nulla.</translation>
    </message>
    <message>
        <source>No game answers at this address and port.</source>
        <translation>Nessuna partita risponde a questo indirizzo e porta.</translation>
    </message>
    <message>
        <source>The host refused: {reason}</source>
        <translation>Chi ospita ha rifiutato: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>{game}, hosted by {host}: %n seats free</source>
        <translation>
            <numerusform>{game} di {host}: %n posto libero</numerusform>
            <numerusform>{game} di {host}: %n posti liberi</numerusform>
        </translation>
    </message>
    <message>
        <source>Join a network game</source>
        <translation>Unisciti a una partita in rete</translation>
    </message>
    <message>
        <source>Choose a game found on this network, or type what the host gave you, or copy the host&apos;s invitation and paste it here. The code comes from the host in any case. The fingerprint proves that you reach the host&apos;s own computer.</source>
        <translation>Scegli una partita trovata in questa rete, oppure scrivi ciò che ti ha dato chi ospita, oppure copia il suo invito e incollalo qui. Il codice te lo dà comunque chi ospita. L&apos;impronta garantisce che raggiungi proprio il computer di chi ospita.</translation>
    </message>
    <message>
        <source>&amp;Games on this network</source>
        <translation>Partite in questa &amp;rete</translation>
    </message>
    <message>
        <source>No game found on this network yet. Games hosted here appear as they start.</source>
        <translation>Nessuna partita trovata in questa rete per ora. Le partite ospitate qui compaiono appena iniziano.</translation>
    </message>
    <message>
        <source>&amp;Paste the invitation</source>
        <translation>&amp;Incolla l&apos;invito</translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <translation>In&amp;dirizzo</translation>
    </message>
    <message>
        <source>P&amp;ort</source>
        <translation>P&amp;orta</translation>
    </message>
    <message>
        <source>&amp;Code</source>
        <translation>&amp;Codice</translation>
    </message>
    <message>
        <source>&amp;Fingerprint</source>
        <translation>Im&amp;pronta</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Il tuo &amp;nome</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.20</source>
        <translation>es. 192.168.1.20</translation>
    </message>
    <message>
        <source>Type the host&apos;s address.</source>
        <translation>Scrivi l&apos;indirizzo di chi ospita.</translation>
    </message>
    <message>
        <source>Type the join code.</source>
        <translation>Scrivi il codice di accesso.</translation>
    </message>
    <message>
        <source>The fingerprint has 64 hexadecimal digits: copy it from the host.</source>
        <translation>L&apos;impronta ha 64 cifre esadecimali: copiala da chi ospita.</translation>
    </message>
    <message>
        <source>Type your name.</source>
        <translation>Scrivi il tuo nome.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connessione in corso…</translation>
    </message>
    <message>
        <source>Could not rejoin: {reason}</source>
        <translation>Impossibile rientrare: {reason}</translation>
    </message>
    <message>
        <source>Connection to the host lost.</source>
        <translation>Connessione con chi ospita interrotta.</translation>
    </message>
    <message>
        <source>Connected to the host.</source>
        <translation>Connesso a chi ospita.</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>Connessione a {address}…</translation>
    </message>
    <message>
        <source>Joined: you play seat {number}.</source>
        <translation>Sei dentro: giochi al posto {number}.</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Rete</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Giocatore {number}</translation>
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
        <translation>non si è ancora unito nessuno</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>connesso</translation>
    </message>
    <message>
        <source>disconnected: waiting for them</source>
        <translation>disconnesso: lo si aspetta</translation>
    </message>
    <message>
        <source>disconnected: a computer plays for them</source>
        <translation>disconnesso: gioca il computer al suo posto</translation>
    </message>
    <message>
        <source>computer player</source>
        <translation>giocatore computer</translation>
    </message>
    <message>
        <source>at the host&apos;s computer</source>
        <translation>al computer di chi ospita</translation>
    </message>
    <message>
        <source>not joined yet</source>
        <translation>non ancora entrato</translation>
    </message>
    <message>
        <source>on another computer</source>
        <translation>su un altro computer</translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation>disconnesso</translation>
    </message>
    <message>
        <source>disconnected, computer plays</source>
        <translation>disconnesso, gioca il computer</translation>
    </message>
    <message>
        <source>{name}: {state}</source>
        <translation>{name}: {state}</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Indirizzo</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Codice di accesso</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>Impronta</translation>
    </message>
    <message>
        <source>When a player drops out</source>
        <translation>Se un giocatore si disconnette</translation>
    </message>
    <message>
        <source>Copy the invitation</source>
        <translation>Copia l&apos;invito</translation>
    </message>
    <message>
        <source>Copies the addresses, the code and the fingerprint to send to friends.</source>
        <translation>Copia gli indirizzi, il codice e l&apos;impronta da mandare agli amici.</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Rientra</translation>
    </message>
    <message>
        <source>Seats of the network game</source>
        <translation>Posti della partita in rete</translation>
    </message>
    <message>
        <source>Join my game in Elasund Desktop (Game ▸ Join a network game…).</source>
        <translation>Unisciti alla mia partita in Elasund Desktop (Partita ▸ Unisciti a una partita in rete…).</translation>
    </message>
    <message>
        <source>Address: {address}</source>
        <translation>Indirizzo: {address}</translation>
    </message>
    <message>
        <source>Code: {code}</source>
        <translation>Codice: {code}</translation>
    </message>
    <message>
        <source>Fingerprint: {fingerprint}</source>
        <translation>Impronta: {fingerprint}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player {number}</source>
        <translation>Giocatore {number}</translation>
    </message>
    <message>
        <source>{colour} {marker}</source>
        <translation>{colour}, {marker}</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Umano</translation>
    </message>
    <message>
        <source>Computer ({kind})</source>
        <translation>Computer ({kind})</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Ogni giocatore deve avere un nome.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Due giocatori hanno lo stesso nome.</translation>
    </message>
    <message>
        <source>Two players have the same colour.</source>
        <translation>Due giocatori hanno lo stesso colore.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seme</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Numero di giocatori</translation>
    </message>
    <message>
        <source>The same seed and the same moves always give the same game.</source>
        <translation>Lo stesso seme e le stesse mosse danno sempre la stessa partita.</translation>
    </message>
    <message>
        <source>Seats: name, colour and marker, who plays</source>
        <translation>Posti: nome, colore e simbolo, chi gioca</translation>
    </message>
    <message>
        <source>Variant options</source>
        <translation>Opzioni della variante</translation>
    </message>
    <message>
        <source>greedy plan</source>
        <translation>piano avido</translation>
    </message>
    <message>
        <source>Name of seat {number}</source>
        <translation>Nome del posto {number}</translation>
    </message>
    <message>
        <source>Colour of seat {number}</source>
        <translation>Colore del posto {number}</translation>
    </message>
    <message>
        <source>Who plays seat {number}</source>
        <translation>Chi gioca al posto {number}</translation>
    </message>
    <message>
        <source>Player on another computer</source>
        <translation>Giocatore su un altro computer</translation>
    </message>
    <message>
        <source>Choose at least one player on another computer.</source>
        <translation>Scegli almeno un giocatore su un altro computer.</translation>
    </message>
    <message>
        <source>Every network of this computer</source>
        <translation>Tutte le reti di questo computer</translation>
    </message>
    <message>
        <source>This computer only (to try it out)</source>
        <translation>Solo questo computer (per provare)</translation>
    </message>
    <message>
        <source>Wait for them</source>
        <translation>Aspettalo</translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation>Ospita una partita in rete</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Rete</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Porta</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>una porta libera qualsiasi</translation>
    </message>
    <message>
        <source>Joiners type this port. Across the Internet, forward it on your router.</source>
        <translation>Chi si unisce scrive questa porta. Via Internet, inoltrala sul tuo router.</translation>
    </message>
    <message>
        <source>Listen on</source>
        <translation>In ascolto su</translation>
    </message>
    <message>
        <source>When a player drops out</source>
        <translation>Se un giocatore si disconnette</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <source>Vermillion</source>
        <translation>Vermiglio</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Bluish green</source>
        <translation>Verde bluastro</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Giallo</translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation>Azzurro cielo</translation>
    </message>
    <message>
        <source>Reddish purple</source>
        <translation>Viola rossastro</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Arancione</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grigio</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>cerchio</translation>
    </message>
    <message>
        <source>square</source>
        <translation>quadrato</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>triangolo</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>rombo</translation>
    </message>
    <message>
        <source>star</source>
        <translation>stella</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>croce</translation>
    </message>
    <message>
        <source>hexagon</source>
        <translation>esagono</translation>
    </message>
    <message>
        <source>pentagon</source>
        <translation>pentagono</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <source>Dark blue</source>
        <translation>Blu scuro</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Violet</source>
        <translation>Violetto</translation>
    </message>
    <message>
        <source>Ochre</source>
        <translation>Ocra</translation>
    </message>
    <message>
        <source>Cream</source>
        <translation>Crema</translation>
    </message>
    <message>
        <source>Pale yellow</source>
        <translation>Giallo pallido</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Porpora</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Just gained or lost</source>
        <translation>Appena guadagnato o perso</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (computer)</translation>
    </message>
    <message>
        <source>{mark}: holds the card “{card}”.</source>
        <translation>{mark}: possiede la carta «{card}».</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>computer</translation>
    </message>
    <message>
        <source>{name} holds the card “{card}”.</source>
        <translation>{name} possiede la carta «{card}».</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass the computer to {name}.
The other players should look away.</source>
        <translation>Passa il computer: ora gioca {name}.
Gli altri giocatori non devono guardare.</translation>
    </message>
    <message>
        <source>I am {name}: show my hand</source>
        <translation>Sono {name}: mostra la mia mano</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Move {k} of {total}</source>
        <translation>Mossa {k} di {total}</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Avvia</translation>
    </message>
    <message>
        <source>Replay: {game}</source>
        <translation>Rivedi la partita: {game}</translation>
    </message>
    <message>
        <source>One move back (Left arrow)</source>
        <translation>Una mossa indietro (freccia sinistra)</translation>
    </message>
    <message>
        <source>One move forward (Right arrow)</source>
        <translation>Una mossa avanti (freccia destra)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>Avvia o metti in pausa (Spazio)</translation>
    </message>
    <message numerus="yes">
        <source>%n moves per second</source>
        <translation>
            <numerusform>%n mossa al secondo</numerusform>
            <numerusform>%n mosse al secondo</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Take over from here</source>
        <translation>&amp;Riprendi da qui</translation>
    </message>
    <message>
        <source>Start a new game from this position with the same players</source>
        <translation>Inizia una nuova partita da questa posizione con gli stessi giocatori</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <source>The rules of this game are not available.</source>
        <translation>Le regole di questo gioco non sono disponibili.</translation>
    </message>
    <message>
        <source>House interpretation: no public source confirms these rulings.</source>
        <translation>Interpretazione della casa: nessuna fonte pubblica conferma queste decisioni.</translation>
    </message>
    <message>
        <source>Try it on the board</source>
        <translation>Provalo sul tabellone</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Cerca nelle regole</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>No section contains this text.</source>
        <translation>Nessuna sezione contiene questo testo.</translation>
    </message>
</context>
<context>
    <name>SaveErrors</name>
    <message>
        <source>Cannot read {file}: {detail}.</source>
        <translation>Impossibile leggere {file}: {detail}.</translation>
    </message>
    <message>
        <source>{file} is too large to be a saved game ({size_mb} MB; the limit is {limit_mb} MB).</source>
        <translation>{file} è troppo grande per essere una partita salvata ({size_mb} MB; il limite è {limit_mb} MB).</translation>
    </message>
    <message>
        <source>{file} is not a saved game: its content is not readable JSON.</source>
        <translation>{file} non è una partita salvata: il suo contenuto non è JSON leggibile.</translation>
    </message>
    <message>
        <source>{file} is incomplete: the file was cut short, perhaps by an interrupted save.</source>
        <translation>{file} è incompleto: il file è stato troncato, forse da un salvataggio interrotto.</translation>
    </message>
    <message>
        <source>{file} is not a saved game of Elasund Desktop.</source>
        <translation>{file} non è una partita salvata di Elasund Desktop.</translation>
    </message>
    <message>
        <source>{file} was saved by a newer version of Elasund Desktop (save format {version}; this version reads format {supported}).</source>
        <translation>{file} è stato salvato da una versione più recente di Elasund Desktop (formato di salvataggio {version}; questa versione legge il formato {supported}).</translation>
    </message>
    <message>
        <source>{file} is a game of &quot;{game}&quot;, which this version does not know (known games: {known}).</source>
        <translation>{file} è una partita di &quot;{game}&quot;, un gioco che questa versione non conosce (giochi conosciuti: {known}).</translation>
    </message>
    <message>
        <source>{file} was saved with version {saved} of the rules of {game}; this version plays version {current}, so the game cannot be replayed.</source>
        <translation>{file} è stato salvato con la versione {saved} delle regole di {game}; questa versione usa la versione {current}, quindi la partita non può essere ricostruita.</translation>
    </message>
    <message>
        <source>{file} is damaged: move {number} of its game log is not legal. {reason}</source>
        <translation>{file} è danneggiato: la mossa {number} del suo registro di gioco non è valida. {reason}</translation>
    </message>
    <message numerus="yes">
        <source>{file} was cut short: its last %n moves were lost, and the game goes on without them.</source>
        <translation>
            <numerusform>{file} è stato troncato: alla fine è andata persa %n mossa, e la partita prosegue senza.</numerusform>
            <numerusform>{file} è stato troncato: alla fine sono andate perse %n mosse, e la partita prosegue senza.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rules cannot read this move.</source>
        <translation>Le regole non riescono a leggere questa mossa.</translation>
    </message>
    <message>
        <source>{file} is damaged: the field &quot;{field}&quot; is missing or wrong.</source>
        <translation>{file} è danneggiato: il campo &quot;{field}&quot; manca o è errato.</translation>
    </message>
    <message>
        <source>{file} does not replay to the position it was saved in (checksum mismatch): it was changed after saving or made by different rules.</source>
        <translation>La partita in {file}, rigiocata, non arriva alla posizione in cui è stata salvata (checksum non corrispondente): il file è stato modificato dopo il salvataggio o creato con regole diverse.</translation>
    </message>
    <message>
        <source>Cannot write {file}: the disk is full.</source>
        <translation>Impossibile scrivere {file}: il disco è pieno.</translation>
    </message>
    <message>
        <source>Cannot write {file}: permission denied.</source>
        <translation>Impossibile scrivere {file}: permesso negato.</translation>
    </message>
    <message>
        <source>Cannot write {file}: the disk is read-only.</source>
        <translation>Impossibile scrivere {file}: il disco è di sola lettura.</translation>
    </message>
    <message>
        <source>Cannot write {file}: {detail}.</source>
        <translation>Impossibile scrivere {file}: {detail}.</translation>
    </message>
    <message>
        <source>Cannot write {file}: {folder} is a file, not a folder.</source>
        <translation>Impossibile scrivere {file}: {folder} è un file, non una cartella.</translation>
    </message>
    <message>
        <source>The previous file was kept.</source>
        <translation>Il file precedente è stato conservato.</translation>
    </message>
</context>
<context>
    <name>SaveFiles</name>
    <message>
        <source>Saved games ({patterns})</source>
        <translation>Partite salvate ({patterns})</translation>
    </message>
</context>
<context>
    <name>StatsWidget</name>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Mostra:</translation>
    </message>
    <message>
        <source>The number plotted for every player, turn by turn</source>
        <translation>Il valore tracciato per ogni giocatore, turno per turno</translation>
    </message>
    <message>
        <source>Dice rolled (seed {seed})</source>
        <translation>Dadi tirati (seme {seed})</translation>
    </message>
    <message>
        <source>Rolled</source>
        <translation>Tirati</translation>
    </message>
    <message>
        <source>Fair dice</source>
        <translation>Dadi equi</translation>
    </message>
    <message>
        <source>Rolls</source>
        <translation>Tiri</translation>
    </message>
    <message>
        <source>Sum of the dice</source>
        <translation>Somma dei dadi</translation>
    </message>
    <message>
        <source>Save the plot as PNG…</source>
        <translation>Salva il grafico come PNG…</translation>
    </message>
    <message>
        <source>Save the plot</source>
        <translation>Salva il grafico</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Immagini PNG (*.png)</translation>
    </message>
    <message>
        <source>Statistic shown</source>
        <translation>Statistica mostrata</translation>
    </message>
    <message>
        <source>Plot of the statistic, turn by turn</source>
        <translation>Grafico della statistica, turno per turno</translation>
    </message>
</context>
<context>
    <name>TableFacts</name>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
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
        <translation>Cosa c&apos;è nel gioco</translation>
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
        <translation>&lt;p&gt;Nei Palazzi di Carrara da 2 a 4 giocatori comprano marmo, edificano in sei
città toscane e le valutano al momento giusto. Vince chi ha più punti.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;42 cubetti di marmo&lt;/b&gt;, 7 per ognuno dei sei colori. Dal più pregiato al meno
pregiato: bianco (1), giallo (2), rosso (3), verde (4), blu (5), nero (6). Sul tabellone
ogni cubetto porta questo numero, così non occorre mai distinguere i colori solo
dalla tinta.&lt;/li&gt;
&lt;li&gt;La &lt;b&gt;ruota&lt;/b&gt;: un disco di sei spicchi su cui si vende il marmo.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;30 tessere edificio&lt;/b&gt;: sei tipi (biblioteca, cattedrale, palazzo, porta,
castello, villa) con i valori da 1 a 5. Ogni tessera mostra l&apos;oggetto che porta.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;36 oggetti&lt;/b&gt;, 6 per tipo: libro, coppa, corona, portale, bandiera,
stemma.&lt;/li&gt;
&lt;li&gt;Per ogni giocatore: una &lt;b&gt;plancia&lt;/b&gt; con le sei città e i sei tipi di edificio,
&lt;b&gt;6 pedine di valutazione&lt;/b&gt; e uno &lt;b&gt;schermo&lt;/b&gt;. Monete, marmo e oggetti restano
dietro lo schermo: gli altri giocatori non li vedono. Edifici, pedine e punti vittoria
sono pubblici.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Preparazione</translation>
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
&lt;li&gt;Ognuno riceve 20 monete e 6 pedine di valutazione.&lt;/li&gt;
&lt;li&gt;Il programma estrae a caso il primo giocatore. Il primo giocatore riceve un
cubetto nero, i giocatori seguenti nell&apos;ordine dei posti uno blu, uno verde e uno
rosso.&lt;/li&gt;
&lt;li&gt;Un cubetto per colore va sullo spicchio della ruota nella posizione I. Tutti gli
altri cubetti vanno nel sacchetto.&lt;/li&gt;
&lt;li&gt;I 30 edifici si mescolano; 9 vanno sul tabellone, gli altri formano una pila
coperta.&lt;/li&gt;
&lt;li&gt;Un oggetto per tipo viene messo in vendita; gli altri cinque di ogni tipo formano la
riserva accanto al tabellone.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Il tuo turno</translation>
    </message>
    <message>
        <source>The wheel and buying marble</source>
        <translation>La ruota e l&apos;acquisto di marmo</translation>
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
        <translation>&lt;p&gt;I prezzi sono stampati intorno alla ruota in sei posizioni fisse, da I a VI.
Nella posizione I un cubetto bianco costa 6 monete, giallo 5, rosso 4, verde 3, blu 2 e
nero 1. A ogni posizione successiva ogni cubetto costa una moneta in meno, fino a 0:
gratis.&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Posizione&lt;/th&gt;&lt;th&gt;1 bianco&lt;/th&gt;&lt;th&gt;2 giallo&lt;/th&gt;&lt;th&gt;3 rosso&lt;/th&gt;&lt;th&gt;4 verde&lt;/th&gt;&lt;th&gt;5 blu&lt;/th&gt;&lt;th&gt;6 nero&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;I&lt;/td&gt;&lt;td&gt;6&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;II&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;III&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;IV&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;V&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;VI&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;L&apos;acquisto di marmo si svolge così:&lt;/p&gt;
&lt;ol&gt;
&lt;li&gt;&lt;b&gt;La ruota gira&lt;/b&gt; di uno spicchio in senso orario. I cubetti girano con lei e
costano una moneta in meno. Lo spicchio che lascia la posizione VI torna alla
posizione I, con i cubetti che ha ancora, che costano di nuovo i prezzi della
posizione I.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Rifornimento.&lt;/b&gt; Si pescano a caso cubetti dal sacchetto sullo spicchio nella
posizione I finché sull&apos;intera ruota ci sono 11 cubetti. Se il sacchetto non basta, si
mette quello che c&apos;è.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Scegli uno spicchio&lt;/b&gt; e prendi quanti suoi cubetti vuoi, pagando per ognuno il
prezzo di quella posizione. Devi prendere almeno un cubetto se sulla ruota ce n&apos;è uno
gratis o che puoi pagare.&lt;/li&gt;
&lt;li&gt;Se non puoi pagare nessun cubetto e nessuno è gratis, mostri le tue monete e prendi
invece &lt;b&gt;2 monete&lt;/b&gt; dalla banca.&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;Sul tabellone gli spicchi da cui puoi comprare sono evidenziati; sotto ogni riquadro
dei prezzi, &quot;totale&quot; indica quanto costerebbero insieme tutti i cubetti di quello
spicchio. Clicca i cubetti che vuoi uno alla volta, poi smetti.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Building and the cities</source>
        <translation>Edificare e le città</translation>
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
        <translation>&lt;p&gt;Scegli uno degli edifici sul tabellone e una città sulla tua plancia. Paghi
esattamente il valore dell&apos;edificio in cubetti di marmo, e la città decide quali colori
valgono:&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Città&lt;/th&gt;&lt;th&gt;Accetta&lt;/th&gt;&lt;th&gt;La valutazione dà&lt;/th&gt;&lt;th&gt;Edifici necessari&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Livorno&lt;/td&gt;&lt;td&gt;bianco&lt;/td&gt;&lt;td&gt;3 PV per valore&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Pisa&lt;/td&gt;&lt;td&gt;bianco, giallo&lt;/td&gt;&lt;td&gt;3 monete per valore&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Lucca&lt;/td&gt;&lt;td&gt;da bianco a rosso&lt;/td&gt;&lt;td&gt;2 PV per valore&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Viareggio&lt;/td&gt;&lt;td&gt;da bianco a verde&lt;/td&gt;&lt;td&gt;2 monete per valore&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Massa&lt;/td&gt;&lt;td&gt;da bianco a blu&lt;/td&gt;&lt;td&gt;1 PV per valore&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Lerici&lt;/td&gt;&lt;td&gt;ogni colore&lt;/td&gt;&lt;td&gt;1 moneta per valore&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;In un edificio si possono mescolare i colori. Il marmo nero serve solo a Lerici. I
cubetti spesi tornano nel sacchetto. L&apos;edificio si aggiunge alla colonna della città
sulla tua plancia, e il posto vuoto sul tabellone si riempie subito dalla pila. Quando
la pila è vuota, sul tabellone restano meno edifici.&lt;/p&gt;
&lt;p&gt;Sul tabellone sono evidenziati solo gli edifici che puoi pagare da qualche parte;
dopo averne scelto uno, le città in cui puoi pagarlo. Ti viene chiesto con quali
cubetti pagare solo quando c&apos;è davvero una scelta.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Scoring a city</source>
        <translation>Valutare una città</translation>
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
        <translation>&lt;p&gt;Metti una delle tue pedine su una città del tabellone. Ti servono in quella città
almeno tanti edifici tuoi quanti la città ne richiede (2 a Livorno, Pisa e Lucca, 3 a
Viareggio, Massa e Lerici). Somma i valori di tutti i tuoi edifici lì e moltiplica la
somma per il numero della città: ottieni altrettanti punti vittoria o monete, come
mostra la tabella in &quot;Edificare e le città&quot;.&lt;/p&gt;
&lt;p&gt;Esempio: con edifici di valore 2, 2 e 4 a Viareggio, la valutazione della città dà
(2 + 2 + 4) × 2 = 16 monete.&lt;/p&gt;
&lt;p&gt;Ogni città si può valutare &lt;b&gt;una sola volta per partita&lt;/b&gt;, dal primo giocatore che
lo fa. Gli altri possono ancora edificarvi, e i loro edifici contano ancora quando
valutano un tipo di edificio.&lt;/p&gt;
&lt;p&gt;Ogni edificio valutato porta anche l&apos;oggetto raffigurato (vedi Oggetti).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Scoring a building type</source>
        <translation>Valutare un tipo di edificio</translation>
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
        <translation>&lt;p&gt;Metti una delle tue pedine su un tipo di edificio della tua plancia. Ti serve almeno
un edificio di quel tipo. Ognuno dei tuoi edifici di quel tipo vale il suo valore per il
numero della città in cui si trova, pagato in PV o in monete come indica quella città: così una sola
valutazione può dare sia punti vittoria sia monete.&lt;/p&gt;
&lt;p&gt;Esempio: biblioteche di valore 5 a Lerici, 2 e 3 a Viareggio e 1 a Livorno danno
1 × 3 = 3 PV e 5 × 1 + (2 + 3) × 2 = 15 monete, più quattro libri.&lt;/p&gt;
&lt;p&gt;Puoi valutare ogni tipo una sola volta, ma la valutazione di un tipo da parte di un
altro giocatore non ti ferma. Con 6 pedine puoi fare al massimo 6 valutazioni in una
partita.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>Oggetti</translation>
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
        <translation>&lt;p&gt;Ogni volta che fai una valutazione, prendi dalla riserva un oggetto per ogni edificio
valutato: il tipo raffigurato sulla tessera. Quando la riserva di un tipo è vuota, per
quegli edifici non ricevi nulla; gli oggetti in vendita non si prendono mai in questo
modo.&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Edificio&lt;/th&gt;&lt;th&gt;Oggetto&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;biblioteca&lt;/td&gt;&lt;td&gt;libro&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;cattedrale&lt;/td&gt;&lt;td&gt;coppa&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;palazzo&lt;/td&gt;&lt;td&gt;bandiera&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;porta&lt;/td&gt;&lt;td&gt;portale&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;castello&lt;/td&gt;&lt;td&gt;corona&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;villa&lt;/td&gt;&lt;td&gt;stemma&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Esempio: valutando Massa, dove ci sono due porte e un castello, si prendono due portali
e una corona.&lt;/p&gt;
&lt;p&gt;Una volta per turno, dopo la tua azione, puoi comprare uno degli oggetti in vendita
per 10 monete. Questi non vengono rimpiazzati.&lt;/p&gt;
&lt;p&gt;Ogni oggetto vale 3 punti alla fine e conta per gli obiettivi.&lt;/p&gt;</translation>
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
        <translation>&lt;p&gt;Le nostre fonti sono riassunti brevi, non il regolamento stampato. Dove lasciano un
punto aperto abbiamo deciso così.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Oggetti sulle tessere&lt;/b&gt; (fonti deboli): il riassunto italiano che seguiamo dà al
castello una &lt;b&gt;corona&lt;/b&gt; nel suo stesso esempio (Massa con due porte e un castello porta due
portali e una corona). Anche la biblioteca con il libro e la porta con il portale sono
documentate; la cattedrale con la coppa e la villa con lo stemma vengono da recensioni, che
danno la corona al palazzo e una bandiera al castello. Con la corona al castello, il palazzo
riceve l&apos;oggetto che resta: la &lt;b&gt;bandiera&lt;/b&gt;.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Obiettivi per numero di giocatori&lt;/b&gt; (fonti deboli): i numeri 6/7/8 oggetti e
20/25/30 di valore degli edifici sono documentati, ma quale numero di giocatori riceva
quale è una nostra lettura: più giocatori, traguardi più bassi.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Quando dichiarare&lt;/b&gt; (nostra decisione): solo alla fine del proprio turno, dopo
l&apos;azione e l&apos;acquisto dell&apos;oggetto.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Una sola dichiarazione&lt;/b&gt; (nostra decisione): una volta avviata la fine, con una
dichiarazione o con l&apos;ultimo edificio, nessuno può più dichiarare.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Monete&lt;/b&gt; (nostra decisione): la banca non esaurisce mai le monete.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Edifici per città&lt;/b&gt; (nostra decisione): la colonna di una città accoglie
qualsiasi numero di edifici.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;La ruota&lt;/b&gt;: i cubetti che lasciano la posizione VI tornano alla posizione I e
costano i prezzi della posizione I; con il sacchetto vuoto non si rifornisce nulla; i
cubetti spesi tornano nel sacchetto. Le nostre fonti lo lasciano intendere ma non lo
dicono esplicitamente.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Acquisto&lt;/b&gt;: prendi cubetti da un solo spicchio; se qualcosa è gratis o alla tua
portata devi prendere almeno un cubetto.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Valutare una città&lt;/b&gt; richiede almeno il numero di edifici stampato, e contano
tutti i tuoi edifici lì.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Objectives and the end</source>
        <translation>Obiettivi e fine della partita</translation>
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
        <translation>&lt;p&gt;La scheda degli obiettivi mostra tre traguardi:&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Giocatori&lt;/th&gt;&lt;th&gt;Valutazioni&lt;/th&gt;&lt;th&gt;Oggetti&lt;/th&gt;&lt;th&gt;Valore totale dei tuoi edifici&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;8&lt;/td&gt;&lt;td&gt;30&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;7&lt;/td&gt;&lt;td&gt;25&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;6&lt;/td&gt;&lt;td&gt;20&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Un giocatore che li raggiunge tutti e tre può &lt;b&gt;dichiarare la fine&lt;/b&gt; alla fine del
proprio turno e guadagna subito 5 punti vittoria. Dichiarare è facoltativo: puoi
aspettare un momento migliore.&lt;/p&gt;
&lt;p&gt;La partita finisce anche quando tutti i 30 edifici sono stati costruiti.&lt;/p&gt;
&lt;p&gt;In entrambi i casi si gioca il giro fino in fondo, così che tutti abbiano giocato lo
stesso numero di turni: l&apos;ultimo turno spetta al giocatore prima del primo
giocatore.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Calcolo finale dei punti</translation>
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
        <translation>&lt;p&gt;Ogni giocatore aggiunge ai punti vittoria del segnapunti:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;3 punti per ogni oggetto,&lt;/li&gt;
&lt;li&gt;1 punto per ogni gruppo completo di 5 monete (il resto si perde),&lt;/li&gt;
&lt;li&gt;il valore di ognuno dei suoi edifici.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Vince chi ha più punti. In caso di pareggio vince, tra i giocatori in parità, chi ha
più cubetti di marmo dietro lo schermo; se la parità resta, si dividono la
vittoria.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Consigli</translation>
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
&lt;li&gt;Il marmo costa meno ogni volta che qualcuno compra: aspettare un giro può far
risparmiare molto, ma qualcun altro potrebbe prendere prima i cubetti.&lt;/li&gt;
&lt;li&gt;Le monete di Pisa, Viareggio e Lerici pagano il marmo; i punti vittoria di Livorno,
Lucca e Massa fanno vincere la partita.&lt;/li&gt;
&lt;li&gt;Una città si può valutare una sola volta: se qualcuno ci è vicino, valuta prima la
tua.&lt;/li&gt;
&lt;li&gt;Valuta un tipo di edificio tardi, quando diversi suoi edifici stanno in città
ricche.&lt;/li&gt;
&lt;li&gt;Gli oggetti contano due volte: 3 punti ciascuno e per gli obiettivi.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Choices made in this program</source>
        <translation>Scelte fatte in questo programma</translation>
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
        <translation>&lt;p&gt;Si gioca a turno nell&apos;ordine dei posti. Nel tuo turno svolgi esattamente
&lt;b&gt;una&lt;/b&gt; di tre azioni:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;acquistare marmo&lt;/b&gt; alla ruota,&lt;/li&gt;
&lt;li&gt;&lt;b&gt;edificare&lt;/b&gt; un edificio, oppure&lt;/li&gt;
&lt;li&gt;&lt;b&gt;valutare&lt;/b&gt; una città o un tipo di edificio con una delle tue pedine.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Dopo l&apos;azione puoi &lt;b&gt;comprare un oggetto&lt;/b&gt; per 10 monete e, se hai raggiunto
tutti e tre gli obiettivi, &lt;b&gt;dichiarare la fine&lt;/b&gt;. Poi il tuo turno finisce; quando
non resta niente da decidere, finisce da solo.&lt;/p&gt;
&lt;p&gt;Ogni scelta si fa a piccoli passi sul tabellone: i punti che puoi cliccare sono
evidenziati. Esc annulla il passo in corso: i cubetti presi finora da uno spicchio
(scegli di nuovo lo spicchio) oppure l&apos;edificio scelto ma non ancora pagato.
Annulla torna indietro di un passo, ma non oltre il giro della ruota, perché a quel punto i
cubetti pescati dal sacchetto sono noti, né oltre una costruzione il cui posto tra gli
edifici sul tabellone è stato riempito dalla pila, perché quell&apos;edificio è ormai noto.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ThinkingIndicator</name>
    <message>
        <source>{name} is thinking</source>
        <translation>{name} sta pensando</translation>
    </message>
</context>
<context>
    <name>WelcomeScreen</name>
    <message>
        <source>Continue the last game: {game}</source>
        <translation>Continua l&apos;ultima partita: {game}</translation>
    </message>
    <message>
        <source>{game}, saved automatically {when}</source>
        <translation>{game}, salvata automaticamente il {when}</translation>
    </message>
    <message>
        <source>{game}, saved {when}</source>
        <translation>{game}, salvata il {when}</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n giocatore</numerusform>
            <numerusform>%n giocatori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n mossa</numerusform>
            <numerusform>%n mosse</numerusform>
        </translation>
    </message>
    <message>
        <source>{players} · {moves} · finished</source>
        <translation>{players} · {moves} · conclusa</translation>
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
        <translation>Giochi da tavolo con gli amici su un solo computer, anche contro avversari controllati dal computer se vuoi. Ogni regola viene verificata per te. Scegli un gioco:</translation>
    </message>
    <message>
        <source>Continue the last game</source>
        <translation>Continua l&apos;ultima partita</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continua</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Partite recenti</translation>
    </message>
    <message>
        <source>The games you save appear here.</source>
        <translation>Qui compaiono le partite che salvi.</translation>
    </message>
    <message>
        <source>Open the selected game</source>
        <translation>Apri la partita scelta</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Apri una partita salvata…</translation>
    </message>
</context>
</TS>
