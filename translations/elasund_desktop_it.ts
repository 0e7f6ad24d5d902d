<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>ActionPanel</name>
    <message>
        <source>Your hand</source>
        <translation>La tua mano</translation>
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
        <source>Easy: goes for the game&apos;s goals by rule of thumb and is sometimes careless.</source>
        <translation>Facile: punta agli obiettivi del gioco a occhio e a volte si distrae.</translation>
    </message>
    <message>
        <source>Medium: looks a few moves ahead in a fraction of a second.</source>
        <translation>Medio: guarda qualche mossa avanti in una frazione di secondo.</translation>
    </message>
    <message>
        <source>Hard: thinks up to a second per move and plays to win.</source>
        <translation>Difficile: pensa fino a un secondo per mossa e gioca per vincere.</translation>
    </message>
    <message>
        <source>Random: any legal move; for testing.</source>
        <translation>Casuale: una mossa valida qualsiasi; per le prove.</translation>
    </message>
    <message>
        <source>Random: any legal move, never offers a trade; for testing.</source>
        <translation>Casuale: una mossa valida qualsiasi, mai offerte di scambio; per le prove.</translation>
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
        <source>{player} receives {count} {resource} from the second settlement.</source>
        <translation>{player} riceve {count} {resource} dalla seconda colonia.</translation>
    </message>
    <message>
        <source>Turn {turn}: {player} is on turn.</source>
        <translation>Turno {turn}: tocca a {player}.</translation>
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
        <source>{player} receives {count} {resource}.</source>
        <translation>{player} riceve {count} {resource}.</translation>
    </message>
    <message>
        <source>The bank cannot pay everyone&apos;s {resource}: nobody receives it.</source>
        <translation>La banca non può pagare {resource} a tutti quelli a cui spetta: nessuno ne riceve.</translation>
    </message>
    <message>
        <source>The bank is short of {resource}: {player} receives only the {count} left (of {owed}).</source>
        <translation>La banca è a corto di {resource}: {player} riceve solo quanto resta, {count} (su {owed}).</translation>
    </message>
    <message>
        <source>{player} holds more than 7 cards and must discard {count}.</source>
        <translation>{player} ha più di 7 carte e deve scartarne {count}.</translation>
    </message>
    <message>
        <source>{player} discards 1 {resource}.</source>
        <translation>{player} scarta 1 {resource}.</translation>
    </message>
    <message>
        <source>{player} moves the robber.</source>
        <translation>{player} sposta il brigante.</translation>
    </message>
    <message>
        <source>{player} steals 1 {resource} from {victim_player}.</source>
        <translation>{player} ruba 1 {resource} a {victim_player}.</translation>
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
        <source>{player} plays a Knight ({knights} played).</source>
        <translation>{player} gioca un Cavaliere (giocati finora: {knights}).</translation>
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
        <source>{victim_player} gives {count} {resource} to {player}.</source>
        <translation>{victim_player} dà {count} {resource} a {player}.</translation>
    </message>
    <message>
        <source>{player} trades {count} {give} with the bank for 1 {resource}.</source>
        <translation>{player} cambia con la banca {count} {give} per 1 {resource}.</translation>
    </message>
    <message>
        <source>{player} offers a trade to {target_player}:</source>
        <translation>{player} propone uno scambio a {target_player}:</translation>
    </message>
    <message>
        <source>{player} offers a trade to everybody:</source>
        <translation>{player} propone uno scambio a tutti:</translation>
    </message>
    <message>
        <source>{player} would give {count} {resource}.</source>
        <translation>{player} darebbe {count} {resource}.</translation>
    </message>
    <message>
        <source>{player} asks for {count} {resource}.</source>
        <translation>{player} chiede {count} {resource}.</translation>
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
        <translation>{player} conclude lo scambio con {partner_player}.</translation>
    </message>
    <message>
        <source>{player} gives {count} {resource} to {other_player}.</source>
        <translation>{player} dà {count} {resource} a {other_player}.</translation>
    </message>
    <message>
        <source>{player} now holds the Longest Road ({length} segments).</source>
        <translation>Ora {player} possiede la Strada commerciale più lunga ({length} tratti).</translation>
    </message>
    <message>
        <source>{previous_player} loses the Longest Road; nobody holds it now.</source>
        <translation>{previous_player} perde la Strada commerciale più lunga; ora non la possiede nessuno.</translation>
    </message>
    <message>
        <source>{player} now holds the Largest Army ({knights} knights).</source>
        <translation>Ora {player} possiede il Cavaliere più potente ({knights} Cavalieri).</translation>
    </message>
    <message>
        <source>{player} reveals {count} victory point card(s).</source>
        <translation>{player} rivela {count} carte Punto Vittoria.</translation>
    </message>
    <message>
        <source>{player} wins with {points} victory points!</source>
        <translation>{player} vince con {points} punti vittoria!</translation>
    </message>
    <message>
        <source>{player} steals a card from {victim_player}.</source>
        <translation>{player} ruba una carta a {victim_player}.</translation>
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
        <translation>Ora la decisione spetta a {player}.</translation>
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
        <source>You may send at most {limit} trade offers per turn.</source>
        <translation>Puoi mandare al massimo {limit} offerte di scambio per turno.</translation>
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
        <source>Trade {rate} {resource} with the bank</source>
        <translation>Cambia {rate} {resource} con la banca</translation>
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
        <translation>Manda l&apos;offerta a {target_player}</translation>
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
        <translation>Scambia con {partner_player}</translation>
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
        <source>Take resources from the bank</source>
        <translation>Prendi risorse dalla banca</translation>
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
        <source>({count} new)</source>
        <translation>(nuove: {count})</translation>
    </message>
    <message>
        <source>Development cards: {cards}</source>
        <translation>Carte sviluppo: {cards}</translation>
    </message>
    <message>
        <source>Your victory points (with hidden cards): {points}</source>
        <translation>I tuoi punti vittoria (con le carte nascoste): {points}</translation>
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
        <source>{count} {resource}</source>
        <translation>{count} {resource}</translation>
    </message>
    <message>
        <source>You take</source>
        <translation>Prendi</translation>
    </message>
    <message>
        <source>Discard cards</source>
        <translation>Scarta carte</translation>
    </message>
    <message>
        <source>Choose {count} cards to discard</source>
        <translation>Scegli {count} carte da scartare</translation>
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
&lt;p&gt;&lt;b&gt;Annulla.&lt;/b&gt; Se hai fatto clic sulla cosa sbagliata, usa Annulla per ritirare un
passo. Annulla si ferma all&apos;ultimo passo che ha rivelato qualcosa di nuovo, come un lancio
dei dadi, una carta rubata, una carta sviluppo pescata, un Monopolio o una risposta a un&apos;offerta di
scambio: questi non si possono ritirare, a meno che tutti i giocatori non accettino di attivare
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
        <source>{player} rolls {die1} and {die2}: {total}.</source>
        <translation>{player} tira {die1} e {die2}: {total}.</translation>
    </message>
    <message>
        <source>{player} moves the ship to row {row}.</source>
        <translation>{player} sposta la nave nella fila {row}.</translation>
    </message>
    <message>
        <source>{player} receives {gold} gold and {influence} influence card(s).</source>
        <translation>{player} riceve {gold} oro e {influence} carte &quot;potere&quot;.</translation>
    </message>
    <message>
        <source>The supply is exhausted: {player} misses {gold} gold and {influence} influence card(s).</source>
        <translation>La riserva è esaurita: {player} non riceve {gold} oro e {influence} carte &quot;potere&quot;.</translation>
    </message>
    <message>
        <source>Not enough {card} cards for this income: every player returns half of them.</source>
        <translation>Non ci sono abbastanza carte &quot;{card}&quot; per questa rendita: ogni giocatore ne restituisce la metà.</translation>
    </message>
    <message>
        <source>{player} returns {count} {card} card(s).</source>
        <translation>{player} restituisce {count} carte &quot;{card}&quot;.</translation>
    </message>
    <message>
        <source>{count} influence card(s) are shuffled into a new deck.</source>
        <translation>{count} carte &quot;potere&quot; vengono mescolate in un nuovo mazzo.</translation>
    </message>
    <message>
        <source>Pirates! {player} sends the ship to row {row}.</source>
        <translation>Pirati! {player} manda la nave nella fila {row}.</translation>
    </message>
    <message>
        <source>{player} has {cubes} cube(s) in the pirates&apos; row and must discard as many cards.</source>
        <translation>{player} ha {cubes} cubi nella fila dei pirati e deve scartare altrettante carte.</translation>
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
        <source>The other discarded cards go back: {gold} gold to the supply, {influence} influence to the discard pile.</source>
        <translation>Le altre carte scartate tornano indietro: {gold} oro nella riserva, {influence} carte &quot;potere&quot; nella pila degli scarti.</translation>
    </message>
    <message>
        <source>{player} builds a {building} at column {col}, row {row} for {cost} gold (compensation {compensation}).</source>
        <translation>{player} costruisce un edificio ({building}) in colonna {col}, fila {row} per {cost} oro (compenso {compensation}).</translation>
    </message>
    <message>
        <source>{player} pays {owner_player} {gold} gold compensation.</source>
        <translation>{player} paga a {owner_player} {gold} oro di compenso.</translation>
    </message>
    <message>
        <source>{player} pays {count} {colour} influence card(s).</source>
        <translation>{player} paga {count} carte &quot;potere&quot; di colore {colour}.</translation>
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
        <source>{player} takes back {count} cube(s).</source>
        <translation>{player} riprende {count} cubi.</translation>
    </message>
    <message>
        <source>{player} puts {count} cube(s) on the {building}.</source>
        <translation>{player} mette {count} cubi sull&apos;edificio ({building}).</translation>
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
        <source>{player} draws {count} influence card(s) for the wall.</source>
        <translation>{player} pesca {count} carte &quot;potere&quot; per i bastioni.</translation>
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
        <source>{player} builds church tile {piece} at column {col}, row {row} for {cost} gold and puts a cube on it.</source>
        <translation>{player} costruisce la tessera chiesa {piece} in colonna {col}, fila {row} per {cost} oro e vi mette sopra un cubo.</translation>
    </message>
    <message>
        <source>{player} places permit {value} at column {col}, row {row} for {cost} gold.</source>
        <translation>{player} piazza il gettone costruzione {value} in colonna {col}, fila {row} per {cost} oro.</translation>
    </message>
    <message>
        <source>{player} moves permit {value} from column {from_col}, row {from_row} to column {col}, row {row}.</source>
        <translation>{player} sposta il gettone costruzione {value} dalla colonna {from_col}, fila {from_row} alla colonna {col}, fila {row}.</translation>
    </message>
    <message>
        <source>{player} replaces permit {old_value} with permit {value} at column {col}, row {row} for {gold} gold.</source>
        <translation>{player} sostituisce il gettone costruzione {old_value} con il gettone {value} in colonna {col}, fila {row} per {gold} oro.</translation>
    </message>
    <message>
        <source>{player} takes {count} gold.</source>
        <translation>{player} prende {count} oro.</translation>
    </message>
    <message>
        <source>{player} gains {points} trade point(s) (now {total}).</source>
        <translation>{player} guadagna {points} punti commercio (ora {total}).</translation>
    </message>
    <message>
        <source>{player} loses {points} trade point(s) (now {total}).</source>
        <translation>{player} perde {points} punti commercio (ora {total}).</translation>
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
        <translation>Tocca a {player}.</translation>
    </message>
    <message>
        <source>{player} has placed all ten cubes and wins!</source>
        <translation>{player} ha piazzato tutti e dieci i cubi e vince!</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>It is {player}&apos;s decision now.</source>
        <translation>Ora la decisione spetta a {player}.</translation>
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
        <source>This building needs {need} permit(s) on its squares; there are {have}.</source>
        <translation>Questo edificio richiede {need} gettoni costruzione sulle sue caselle; ce ne sono {have}.</translation>
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
        <source>You need {need} gold but have {have}.</source>
        <translation>Ti servono {need} oro, ma ne hai {have}.</translation>
    </message>
    <message>
        <source>Building over a building of the same size needs 3 influence cards of one colour.</source>
        <translation>Costruire su un edificio della stessa grandezza richiede 3 carte &quot;potere&quot; dello stesso colore.</translation>
    </message>
    <message>
        <source>You need {need} {colour} influence cards.</source>
        <translation>Ti servono {need} carte &quot;potere&quot; di colore {colour}.</translation>
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
        <translation>Il sorteggio assegna l&apos;inizio della partita a {player}.</translation>
    </message>
    <message>
        <source>{player} builds wall tile {number} on the {side} wall, column {col}, for {cost} gold.</source>
        <translation>{player} costruisce la tessera bastione {number} sul lato {side} dei bastioni, in colonna {col}, per {cost} oro.</translation>
    </message>
    <message>
        <source>{player} builds wall tile {number} on the east wall, row {row}, for {cost} gold.</source>
        <translation>{player} costruisce la tessera bastione {number} sul lato est dei bastioni, nella fila {row}, per {cost} oro.</translation>
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
        <source>Supply: {gold} gold · {deck} influence cards · {church} church tiles</source>
        <translation>Riserva: {gold} oro · {deck} carte &quot;potere&quot; · {church} tessere chiesa</translation>
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
        <source>Pirates: give up {count} more card(s); each of your cubes in the pirate row costs one card.</source>
        <translation>Pirati: carte ancora da cedere: {count}; ogni tuo cubo nella fila dei pirati costa una carta.</translation>
    </message>
    <message>
        <source>Your towers earn you {count} of the discarded cards: choose which.</source>
        <translation>Le tue torri ti fanno guadagnare {count} delle carte scartate, a tua scelta.</translation>
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
        <source>Trade square: a building covering it gives its owner {points} trade point(s).</source>
        <translation>Casella commercio: un edificio che la copre dà al suo proprietario {points} punti commercio.</translation>
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
        <source>Wall space ({side} wall, {where}): costs {cost} gold.
A new wall tile must touch a gate or a wall tile.
Tiles 1, 2, 4 give 1 influence card; 5, 7, 8 give 2; 3, 6, 9 are towers with a cube.</source>
        <translation>Spazio dei bastioni (lato {side}, {where}): costa {cost} oro.
Una nuova tessera bastione deve toccare una porta o una tessera bastione.
Le tessere 1, 2, 4 danno 1 carta &quot;potere&quot;; 5, 7, 8 ne danno 2; 3, 6, 9 sono torri con un cubo.</translation>
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
        <source>Victory points: {flags} flag(s), {cubes} cube(s) on them.</source>
        <translation>Punti vittoria: {flags} bandierine, con sopra {cubes} cubi.</translation>
    </message>
    <message>
        <source>Cost {cost} gold, needs {permits} permit(s).</source>
        <translation>Costo {cost} oro, richiede {permits} gettoni costruzione.</translation>
    </message>
    <message>
        <source>Covers trade squares worth {points} trade point(s).</source>
        <translation>Copre caselle commercio che valgono {points} punti commercio.</translation>
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
        <source>{left} left
7 gold each
1 VP each</source>
        <translation>Rimaste: {left}
7 oro ciascuna
1 PV ciascuna</translation>
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
        <source>{flags} flag(s): the first players to reach {space} put a cube here (1 VP).</source>
        <translation>{flags} bandierine: i primi giocatori che raggiungono la casella {space} mettono qui un cubo (1 PV).</translation>
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
        <source>{name}: {gold} gold, {influence} influence card(s), {cubes} cube(s) left</source>
        <translation>{name}: {gold} oro, {influence} carte &quot;potere&quot;, {cubes} cubi rimasti</translation>
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
&lt;p&gt;I tre grandi edifici (Ufficio commerciale, Tenuta del conte, Municipio) hanno un aspetto
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
poi dove, poi come pagare. Per ritirare un passo prima che diventi definitivo, usa Annulla.
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
due carte dello stesso colore nelle fasi 3 e 4). Per ritirare un passo prima che diventi definitivo, usa Annulla.&lt;/p&gt;</translation>
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
&lt;li&gt;The rules give no ending for a city so full that nobody can place further cubes. The
program has no turn limit either: in that rare case (about one game in 300 between computer
players) the game cannot end, and you have to start a new one.&lt;/li&gt;
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
&lt;li&gt;Le regole non prevedono una fine per una città così piena che nessuno può piazzare altri
cubi. Nemmeno il programma ha un limite di turni: in quel raro caso (circa una partita su 300
tra giocatori computer) la partita non può finire, e devi iniziarne una nuova.&lt;/li&gt;
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
&lt;i&gt;Gettone costruzione quando la fila della nave è piena: solo le file adiacenti&lt;/i&gt;, si
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
        <translation>Tocca a {name}.</translation>
    </message>
    <message>
        <source>It is not your turn: wait for {name}.</source>
        <translation>Non è il tuo turno: aspetta {name}.</translation>
    </message>
    <message>
        <source>Not possible here now: click one of the highlighted places.</source>
        <translation>Qui ora non è possibile: fai clic su uno dei punti evidenziati.</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Vincitore: {names}</translation>
    </message>
    <message>
        <source>{name}: {score} points</source>
        <translation>{name}: {score} punti</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
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
        <source>Saved games (*.json)</source>
        <translation>Partite salvate (*.json)</translation>
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
        <source>About Elasund Desktop</source>
        <translation>Informazioni su Elasund Desktop</translation>
    </message>
    <message>
        <source>Elasund Desktop {version}
Elasund, Catan and more at one computer, offline.
Logs: {logs}</source>
        <translation>Elasund Desktop {version}
Elasund, Catan e altro ancora su un solo computer, senza connessione.
Log: {logs}</translation>
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
        <source>{name} (computer)</source>
        <translation>{name} (computer)</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass the computer to {name}.
The other players should look away.</source>
        <translation>Passa il computer a {name}.
Gli altri giocatori non devono guardare.</translation>
    </message>
    <message>
        <source>I am {name}: show my hand</source>
        <translation>Sono {name}: mostra la mia mano</translation>
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
        <source>Cannot write {file}: the disk is full. The previous file was kept.</source>
        <translation>Impossibile scrivere {file}: il disco è pieno. Il file precedente è stato conservato.</translation>
    </message>
    <message>
        <source>Cannot write {file}: permission denied. The previous file was kept.</source>
        <translation>Impossibile scrivere {file}: permesso negato. Il file precedente è stato conservato.</translation>
    </message>
    <message>
        <source>Cannot write {file}: the disk is read-only. The previous file was kept.</source>
        <translation>Impossibile scrivere {file}: il disco è di sola lettura. Il file precedente è stato conservato.</translation>
    </message>
    <message>
        <source>Cannot write {file}: {detail}. The previous file was kept.</source>
        <translation>Impossibile scrivere {file}: {detail}. Il file precedente è stato conservato.</translation>
    </message>
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
        <source>{file} was saved with version {saved} of the {game} rules; this version plays version {current}, so the game cannot be replayed.</source>
        <translation>{file} è stato salvato con la versione {saved} delle regole di {game}; questa versione usa la versione {current}, quindi la partita non può essere rigiocata.</translation>
    </message>
    <message>
        <source>{file} is damaged: the field &quot;{field}&quot; is missing or wrong.</source>
        <translation>{file} è danneggiato: il campo &quot;{field}&quot; manca o è errato.</translation>
    </message>
    <message>
        <source>{file} is damaged: move {number} of its game log is not legal ({reason}).</source>
        <translation>{file} è danneggiato: la mossa {number} del suo registro di gioco non è valida ({reason}).</translation>
    </message>
    <message>
        <source>{file} does not replay to the position it was saved in (checksum mismatch): it was changed after saving or made by different rules.</source>
        <translation>La partita in {file}, rigiocata, non arriva alla posizione in cui è stata salvata (checksum non corrispondente): il file è stato modificato dopo il salvataggio o creato con regole diverse.</translation>
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
</context>
<context>
    <name>ThinkingIndicator</name>
    <message>
        <source>{name} is thinking</source>
        <translation>{name} sta pensando</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Elasund Desktop</source>
        <translation>Elasund Desktop</translation>
    </message>
    <message>
        <source>Play Elasund and Catan with friends at one computer, with computer opponents if you like. Every rule is checked for you.</source>
        <translation>Gioca a Elasund e Catan con gli amici su un solo computer, anche contro avversari controllati dal computer se vuoi. Ogni regola viene verificata per te.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nuova partita…</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Apri una partita salvata…</translation>
    </message>
    <message>
        <source>Read the rules</source>
        <translation>Leggi le regole</translation>
    </message>
</context>
</TS>
