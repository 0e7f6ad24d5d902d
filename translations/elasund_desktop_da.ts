<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da" sourcelanguage="en">
<context>
    <name>ActionPanel</name>
    <message>
        <source>Your hand</source>
        <translation>Dine kort</translation>
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
        <source>Easy: goes for the game&apos;s goals by rule of thumb and is sometimes careless.</source>
        <translation>Let: går efter spillets mål på fornemmelsen og er af og til skødesløs.</translation>
    </message>
    <message>
        <source>Medium: looks a few moves ahead in a fraction of a second.</source>
        <translation>Middel: ser et par træk frem på et splitsekund.</translation>
    </message>
    <message>
        <source>Hard: thinks up to a second per move and plays to win.</source>
        <translation>Svær: tænker op til et sekund pr. træk og spiller for at vinde.</translation>
    </message>
    <message>
        <source>Random: any legal move; for testing.</source>
        <translation>Tilfældig: et vilkårligt lovligt træk; til afprøvning.</translation>
    </message>
    <message>
        <source>Random: any legal move, never offers a trade; for testing.</source>
        <translation>Tilfældig: et vilkårligt lovligt træk, aldrig handelstilbud; til afprøvning.</translation>
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
        <source>{player} receives {count} {resource} from the second settlement.</source>
        <translation>{player} får {count} {resource} fra den anden bosættelse.</translation>
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
        <source>{player} receives {count} {resource}.</source>
        <translation>{player} får {count} {resource}.</translation>
    </message>
    <message>
        <source>The bank cannot pay everyone&apos;s {resource}: nobody receives it.</source>
        <translation>Banken har ikke nok {resource} til alle: ingen får noget af det.</translation>
    </message>
    <message>
        <source>The bank is short of {resource}: {player} receives only the {count} left (of {owed}).</source>
        <translation>Banken mangler {resource}: {player} får kun de {count}, der er tilbage (af {owed}).</translation>
    </message>
    <message>
        <source>{player} holds more than 7 cards and must discard {count}.</source>
        <translation>{player} har mere end 7 kort og skal aflevere {count}.</translation>
    </message>
    <message>
        <source>{player} discards 1 {resource}.</source>
        <translation>{player} afleverer 1 {resource}.</translation>
    </message>
    <message>
        <source>{player} moves the robber.</source>
        <translation>{player} flytter røveren.</translation>
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
        <source>{player} plays a Knight ({knights} played).</source>
        <translation>{player} spiller en Ridder ({knights} spillet i alt).</translation>
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
        <source>{victim_player} gives {count} {resource} to {player}.</source>
        <translation>{victim_player} giver {count} {resource} til {player}.</translation>
    </message>
    <message>
        <source>{player} trades {count} {give} with the bank for 1 {resource}.</source>
        <translation>{player} bytter {count} {give} med banken til 1 {resource}.</translation>
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
        <source>{player} would give {count} {resource}.</source>
        <translation>{player} vil give {count} {resource}.</translation>
    </message>
    <message>
        <source>{player} asks for {count} {resource}.</source>
        <translation>{player} beder om {count} {resource}.</translation>
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
        <source>{player} gives {count} {resource} to {other_player}.</source>
        <translation>{player} giver {count} {resource} til {other_player}.</translation>
    </message>
    <message>
        <source>{player} now holds the Longest Road ({length} segments).</source>
        <translation>{player} har nu Længste Handelsvej ({length} stykker).</translation>
    </message>
    <message>
        <source>{previous_player} loses the Longest Road; nobody holds it now.</source>
        <translation>{previous_player} mister Længste Handelsvej; ingen har den nu.</translation>
    </message>
    <message>
        <source>{player} now holds the Largest Army ({knights} knights).</source>
        <translation>{player} har nu Største Riddermagt ({knights} riddere).</translation>
    </message>
    <message>
        <source>{player} reveals {count} victory point card(s).</source>
        <translation>{player} viser {count} Sejrspointkort.</translation>
    </message>
    <message>
        <source>{player} wins with {points} victory points!</source>
        <translation>{player} vinder med {points} sejrspoint!</translation>
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
        <source>You may send at most {limit} trade offers per turn.</source>
        <translation>Du må højst sende {limit} handelstilbud pr. tur.</translation>
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
        <source>Trade {rate} {resource} with the bank</source>
        <translation>Byt {rate} {resource} med banken</translation>
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
        <source>Take resources from the bank</source>
        <translation>Tag råstoffer fra banken</translation>
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
        <source>({count} new)</source>
        <translation>(nye: {count})</translation>
    </message>
    <message>
        <source>Development cards: {cards}</source>
        <translation>Udviklingskort: {cards}</translation>
    </message>
    <message>
        <source>Your victory points (with hidden cards): {points}</source>
        <translation>Dine sejrspoint (med skjulte kort): {points}</translation>
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
        <source>{count} {resource}</source>
        <translation>{count} {resource}</translation>
    </message>
    <message>
        <source>You take</source>
        <translation>Du får</translation>
    </message>
    <message>
        <source>Discard cards</source>
        <translation>Aflever kort</translation>
    </message>
    <message>
        <source>Choose {count} cards to discard</source>
        <translation>Vælg {count} kort, der skal afleveres</translation>
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
        <source>{player} rolls {die1} and {die2}: {total}.</source>
        <translation>{player} slår {die1} og {die2}: {total}.</translation>
    </message>
    <message>
        <source>{player} moves the ship to row {row}.</source>
        <translation>{player} flytter skibet til række {row}.</translation>
    </message>
    <message>
        <source>{player} receives {gold} gold and {influence} influence card(s).</source>
        <translation>{player} får {gold} guld og {influence} indflydelseskort.</translation>
    </message>
    <message>
        <source>The supply is exhausted: {player} misses {gold} gold and {influence} influence card(s).</source>
        <translation>Banken er tom: {player} går glip af {gold} guld og {influence} indflydelseskort.</translation>
    </message>
    <message>
        <source>Not enough {card} cards for this income: every player returns half of them.</source>
        <translation>Ikke nok kort ({card}) til denne indtægt: hver spiller afleverer halvdelen af sine.</translation>
    </message>
    <message>
        <source>{player} returns {count} {card} card(s).</source>
        <translation>{player} afleverer {count} kort ({card}).</translation>
    </message>
    <message>
        <source>{count} influence card(s) are shuffled into a new deck.</source>
        <translation>{count} indflydelseskort blandes til en ny bunke.</translation>
    </message>
    <message>
        <source>Pirates! {player} sends the ship to row {row}.</source>
        <translation>Pirater! {player} sender skibet til række {row}.</translation>
    </message>
    <message>
        <source>{player} has {cubes} cube(s) in the pirates&apos; row and must discard as many cards.</source>
        <translation>{player} har {cubes} pointterning(er) i piraternes række og skal kassere lige så mange kort.</translation>
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
        <source>The other discarded cards go back: {gold} gold to the supply, {influence} influence to the discard pile.</source>
        <translation>De øvrige kasserede kort går tilbage: {gold} guld til banken, {influence} indflydelseskort til aflægningsbunken.</translation>
    </message>
    <message>
        <source>{player} builds a {building} at column {col}, row {row} for {cost} gold (compensation {compensation}).</source>
        <translation>{player} bygger {building} i kolonne {col}, række {row} for {cost} guld (erstatning {compensation}).</translation>
    </message>
    <message>
        <source>{player} pays {owner_player} {gold} gold compensation.</source>
        <translation>{player} betaler {owner_player} {gold} guld i erstatning.</translation>
    </message>
    <message>
        <source>{player} pays {count} {colour} influence card(s).</source>
        <translation>{player} betaler {count} indflydelseskort i farven {colour}.</translation>
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
        <source>{player} takes back {count} cube(s).</source>
        <translation>{player} tager {count} pointterning(er) tilbage.</translation>
    </message>
    <message>
        <source>{player} puts {count} cube(s) on the {building}.</source>
        <translation>{player} sætter {count} pointterning(er) på bygningen ({building}).</translation>
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
        <source>{player} draws {count} influence card(s) for the wall.</source>
        <translation>{player} trækker {count} indflydelseskort for bymuren.</translation>
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
        <source>{player} builds church tile {piece} at column {col}, row {row} for {cost} gold and puts a cube on it.</source>
        <translation>{player} bygger kirkebrik {piece} i kolonne {col}, række {row} for {cost} guld og sætter en pointterning på den.</translation>
    </message>
    <message>
        <source>{player} places permit {value} at column {col}, row {row} for {cost} gold.</source>
        <translation>{player} lægger byggetilladelse {value} i kolonne {col}, række {row} for {cost} guld.</translation>
    </message>
    <message>
        <source>{player} moves permit {value} from column {from_col}, row {from_row} to column {col}, row {row}.</source>
        <translation>{player} flytter byggetilladelse {value} fra kolonne {from_col}, række {from_row} til kolonne {col}, række {row}.</translation>
    </message>
    <message>
        <source>{player} replaces permit {old_value} with permit {value} at column {col}, row {row} for {gold} gold.</source>
        <translation>{player} udskifter byggetilladelse {old_value} med byggetilladelse {value} i kolonne {col}, række {row} for {gold} guld.</translation>
    </message>
    <message>
        <source>{player} takes {count} gold.</source>
        <translation>{player} tager {count} guld.</translation>
    </message>
    <message>
        <source>{player} gains {points} trade point(s) (now {total}).</source>
        <translation>{player} får {points} handelspoint (nu {total}).</translation>
    </message>
    <message>
        <source>{player} loses {points} trade point(s) (now {total}).</source>
        <translation>{player} mister {points} handelspoint (nu {total}).</translation>
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
        <source>This building needs {need} permit(s) on its squares; there are {have}.</source>
        <translation>Denne bygning kræver {need} byggetilladelse(r) på sine felter; der er {have}.</translation>
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
        <source>You need {need} gold but have {have}.</source>
        <translation>Du skal bruge {need} guld, men har {have}.</translation>
    </message>
    <message>
        <source>Building over a building of the same size needs 3 influence cards of one colour.</source>
        <translation>At bygge oven på en bygning af samme størrelse kræver 3 indflydelseskort i samme farve.</translation>
    </message>
    <message>
        <source>You need {need} {colour} influence cards.</source>
        <translation>Du skal bruge {need} indflydelseskort i farven {colour}.</translation>
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
        <translation>Kirkens byggegrund holdes fri til kirken: der lægges ingen byggetilladelse.</translation>
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
        <source>{player} builds wall tile {number} on the {side} wall, column {col}, for {cost} gold.</source>
        <translation>{player} bygger bymursbrik {number} på {side}muren, kolonne {col}, for {cost} guld.</translation>
    </message>
    <message>
        <source>{player} builds wall tile {number} on the east wall, row {row}, for {cost} gold.</source>
        <translation>{player} bygger bymursbrik {number} på østmuren, række {row}, for {cost} guld.</translation>
    </message>
    <message>
        <source>{player} puts a cube on the tower.</source>
        <translation>{player} sætter en pointterning på tårnet.</translation>
    </message>
    <message>
        <source>Buildings may not cover the church site.</source>
        <translation>Bygninger må ikke dække kirkens byggegrund.</translation>
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
        <source>Supply: {gold} gold · {deck} influence cards · {church} church tiles</source>
        <translation>Forråd: {gold} guld · {deck} indflydelseskort · {church} kirkebrikker</translation>
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
        <source>Pirates: give up {count} more card(s); each of your cubes in the pirate row costs one card.</source>
        <translation>Pirater: kassér {count} kort mere; hver af dine pointterninger i piratrækken koster ét kort.</translation>
    </message>
    <message>
        <source>Your towers earn you {count} of the discarded cards: choose which.</source>
        <translation>Dine tårne giver dig {count} af de kasserede kort: vælg hvilke(t).</translation>
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
        <translation>kirkegrund</translation>
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
        <source>Trade square: a building covering it gives its owner {points} trade point(s).</source>
        <translation>Handelsfelt: en bygning, der dækker det, giver sin ejer {points} handelspoint.</translation>
    </message>
    <message>
        <source>Church site: no building and no permit may go here; the first church tile does.</source>
        <translation>Kirkens byggegrund: her må hverken ligge en bygning eller en byggetilladelse; den første kirkebrik skal ligge her.</translation>
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
        <source>Wall space ({side} wall, {where}): costs {cost} gold.
A new wall tile must touch a gate or a wall tile.
Tiles 1, 2, 4 give 1 influence card; 5, 7, 8 give 2; 3, 6, 9 are towers with a cube.</source>
        <translation>Bymursfelt ({side}muren, {where}): koster {cost} guld.
En ny bymursbrik skal røre en byport eller en bymursbrik.
Brik 1, 2 og 4 giver 1 indflydelseskort; 5, 7 og 8 giver 2; 3, 6 og 9 er tårne med en pointterning.</translation>
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
        <translation>Bonus: én valgfri handling, som betales med indflydelseskort, eller afslut din tur.</translation>
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
        <source>Victory points: {flags} flag(s), {cubes} cube(s) on them.</source>
        <translation>Sejrspoint: {flags} flag, {cubes} pointterning(er) på dem.</translation>
    </message>
    <message>
        <source>Cost {cost} gold, needs {permits} permit(s).</source>
        <translation>Pris {cost} guld, kræver {permits} byggetilladelse(r).</translation>
    </message>
    <message>
        <source>Covers trade squares worth {points} trade point(s).</source>
        <translation>Dækker handelsfelter, der er værd {points} handelspoint.</translation>
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
        <translation>Du trak kirkebrik {piece}. Behold den: den lægges på kirkens byggegrund, og kirken kommer til at dække kolonne {cols} og række {rows}.</translation>
    </message>
    <message>
        <source>Church tile {piece}</source>
        <translation>Kirkebrik {piece}</translation>
    </message>
    <message>
        <source>{left} left
7 gold each
1 VP each</source>
        <translation>{left} tilbage
7 guld pr. stk.
1 SP pr. stk.</translation>
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
        <source>{flags} flag(s): the first players to reach {space} put a cube here (1 VP).</source>
        <translation>{flags} flag: de første spillere, der når {space}, sætter en pointterning her (1 SP).</translation>
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
        <source>{name}: {gold} gold, {influence} influence card(s), {cubes} cube(s) left</source>
        <translation>{name}: {gold} guld, {influence} indflydelseskort, {cubes} pointterning(er) tilbage</translation>
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
nord, øst og syd og kirkens byggegrund i midten. Hver række af felter er opkaldt efter
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
&lt;p&gt;De ti felter i havnekolonnen, ud til havet, er handelsfelter med 1 point. Kirkens
byggegrund er det tredje felt fra havet i række 8.&lt;/p&gt;
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
&lt;li&gt;&lt;b&gt;4. Bonus&lt;/b&gt;: hvis du vil, én bonushandling, som betales med indflydelseskort.&lt;/li&gt;
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
kirkens byggegrund og ikke på en kirkebrik. Bymursfelter er aldrig byggegrund. Brikkerne beholder
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
byen: ingen bygning, byggetilladelse eller kirkebrik, ikke kirkens byggegrund, ikke et handelsfelt. Den store
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
&lt;i&gt;Trækkes tilfældigt&lt;/i&gt; følger de danske regler.&lt;/li&gt;
&lt;li&gt;Byggetilladelse, når skibets række er fuld: den nærmeste række med et ledigt felt som i de italienske regler; hvis rækker
ovenfor og nedenfor er lige tæt på, vælger spilleren. Indstillingen &lt;i&gt;Kun rækkerne lige ved siden
af&lt;/i&gt; følger de danske regler.&lt;/li&gt;
&lt;li&gt;Byggetilladelser lægges kun på tomme felter inden for byen, aldrig på bymursfelter eller kirkens
byggegrund; handelsfelter er tilladt.&lt;/li&gt;
&lt;li&gt;En nedrevet arbejderhytte må ikke placeres på bymursfelter, kirkens byggegrund eller uden for
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
&lt;li&gt;Reglerne angiver ingen afslutning for en by, der er så fuld, at ingen kan placere flere pointterninger.
Programmet har heller ingen grænse for antallet af ture: i det sjældne tilfælde (omkring ét spil ud af 300 mellem
computerspillere) kan spillet ikke slutte, og I må starte et nyt.&lt;/li&gt;
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
byggetilladelse eller kirkebrik; kirkens byggegrund er aldrig ledig, men handelsfelter er tilladt.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Hvis skibets række ikke har noget ledigt felt, bruger du den nærmeste række, der har et. Hvis en række ovenfor
og en række nedenfor er lige tæt på, vælger du. Med indstillingen &lt;i&gt;Byggetilladelse, når skibets række er fuld:
Kun rækkerne lige ved siden af&lt;/i&gt; under Nyt spil må kun rækkerne lige ovenfor og nedenfor bruges; enhver anden
række kræver så kortbetalingen nedenfor.&lt;/li&gt;
&lt;li&gt;Hvis du betaler 2 indflydelseskort i samme farve, må du lægge byggetilladelsen i en hvilken som helst række.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;I programmet vælger du først byggetilladelsens værdi, og spillepladen fremhæver de felter,
du kan bruge. Der bedes kun om kortbetalingen på felter, du ikke kunne bruge gratis.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Fase 4: bonus.&lt;/b&gt; Du må udføre højst én af disse handlinger eller blot afslutte din
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
den spiller ved, hvilken brik der ligger dér. Den beholdte brik lægges på kirkens byggegrund, det tredje
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
        <translation>Et tip er til en menneskelig spiller, hvis tur det er.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Tænker på et tip…</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Tip: {move}</translation>
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
        <source>It is not your turn: wait for {name}.</source>
        <translation>Det er ikke din tur: vent på {name}.</translation>
    </message>
    <message>
        <source>Not possible here now: click one of the highlighted places.</source>
        <translation>Ikke muligt her lige nu: klik på et af de fremhævede steder.</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Vinder: {names}</translation>
    </message>
    <message>
        <source>{name}: {score} points</source>
        <translation>{name}: {score} point</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spillet er slut</translation>
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
        <source>Saved games (*.json)</source>
        <translation>Gemte spil (*.json)</translation>
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
        <source>About Elasund Desktop</source>
        <translation>Om Elasund Desktop</translation>
    </message>
    <message>
        <source>Elasund Desktop {version}
Elasund, Catan and more at one computer, offline.
Logs: {logs}</source>
        <translation>Elasund Desktop {version}
Elasund, Catan og mere ved én computer, offline.
Logfiler: {logs}</translation>
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
        <source>{name} (computer)</source>
        <translation>{name} (computer)</translation>
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
        <source>Cannot write {file}: the disk is full. The previous file was kept.</source>
        <translation>Kan ikke skrive {file}: disken er fuld. Den tidligere fil er bevaret.</translation>
    </message>
    <message>
        <source>Cannot write {file}: permission denied. The previous file was kept.</source>
        <translation>Kan ikke skrive {file}: adgang nægtet. Den tidligere fil er bevaret.</translation>
    </message>
    <message>
        <source>Cannot write {file}: the disk is read-only. The previous file was kept.</source>
        <translation>Kan ikke skrive {file}: disken er skrivebeskyttet. Den tidligere fil er bevaret.</translation>
    </message>
    <message>
        <source>Cannot write {file}: {detail}. The previous file was kept.</source>
        <translation>Kan ikke skrive {file}: {detail}. Den tidligere fil er bevaret.</translation>
    </message>
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
        <source>{file} was saved with version {saved} of the {game} rules; this version plays version {current}, so the game cannot be replayed.</source>
        <translation>{file} blev gemt med version {saved} af reglerne til {game}; denne version spiller efter version {current}, så spillet kan ikke afspilles igen.</translation>
    </message>
    <message>
        <source>{file} is damaged: the field &quot;{field}&quot; is missing or wrong.</source>
        <translation>{file} er beskadiget: feltet &quot;{field}&quot; mangler eller er forkert.</translation>
    </message>
    <message>
        <source>{file} is damaged: move {number} of its game log is not legal ({reason}).</source>
        <translation>{file} er beskadiget: træk {number} i spilloggen er ikke lovligt ({reason}).</translation>
    </message>
    <message>
        <source>{file} does not replay to the position it was saved in (checksum mismatch): it was changed after saving or made by different rules.</source>
        <translation>{file} fører ikke frem til den stilling, det blev gemt i (kontrolsummen passer ikke): filen er ændret efter gemningen eller lavet efter andre regler.</translation>
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
</context>
<context>
    <name>ThinkingIndicator</name>
    <message>
        <source>{name} is thinking</source>
        <translation>{name} tænker</translation>
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
        <translation>Spil Elasund og Catan med venner ved én computer, gerne mod computermodstandere. Alle regler kontrolleres for dig.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nyt spil…</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Åbn et gemt spil…</translation>
    </message>
    <message>
        <source>Read the rules</source>
        <translation>Læs reglerne</translation>
    </message>
</context>
</TS>
