<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Carrara</name>
    <message numerus="yes">
        <source>The bag is empty: blocks on the wheel now: %n.</source>
        <translation>
            <numerusform>The bag is empty: blocks on the wheel now: %n.</numerusform>
            <numerusform>The bag is empty: blocks on the wheel now: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} cannot afford any block and takes %n coins instead.</source>
        <translation>
            <numerusform>{player} cannot afford any block and takes %n coin instead.</numerusform>
            <numerusform>{player} cannot afford any block and takes %n coins instead.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} takes a {colour} block from segment {position} and pays %n coins.</source>
        <translation>
            <numerusform>{player} takes a {colour} block from segment {position} and pays %n coin.</numerusform>
            <numerusform>{player} takes a {colour} block from segment {position} and pays %n coins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} takes from the supply: {object} × %n.</source>
        <translation>
            <numerusform>{player} takes from the supply: {object} × %n.</numerusform>
            <numerusform>{player} takes from the supply: {object} × %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The supply is out of those objects: {player} gets nothing for %n of the scored buildings.</source>
        <translation>
            <numerusform>The supply is out of those objects: {player} gets nothing for %n of the scored buildings.</numerusform>
            <numerusform>The supply is out of those objects: {player} gets nothing for %n of the scored buildings.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This building costs %n marble blocks and you hold only {held}.</source>
        <translation>
            <numerusform>This building costs %n marble block and you hold only {held}.</numerusform>
            <numerusform>This building costs %n marble blocks and you hold only {held}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{city} accepts only this marble: {colours}. The building needs %n of those blocks; you hold {held}.</source>
        <translation>
            <numerusform>{city} accepts only this marble: {colours}. The building needs %n of those blocks; you hold {held}.</numerusform>
            <numerusform>{city} accepts only this marble: {colours}. The building needs %n of those blocks; you hold {held}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>To score {city} you need at least %n buildings there on your own board; you have {have}.</source>
        <translation>
            <numerusform>To score {city} you need at least %n building there on your own board; you have {have}.</numerusform>
            <numerusform>To score {city} you need at least %n buildings there on your own board; you have {have}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coins</source>
        <translation>
            <numerusform>%n coin</numerusform>
            <numerusform>%n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory points</source>
        <translation>
            <numerusform>%n victory point</numerusform>
            <numerusform>%n victory points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n marble blocks</source>
        <translation>
            <numerusform>%n marble block</numerusform>
            <numerusform>%n marble blocks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n objects</source>
        <translation>
            <numerusform>%n object</numerusform>
            <numerusform>%n objects</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Announcing the end: %n points</source>
        <translation>
            <numerusform>Announcing the end: %n point</numerusform>
            <numerusform>Announcing the end: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Objects: %n points each</source>
        <translation>
            <numerusform>Objects: %n point each</numerusform>
            <numerusform>Objects: %n points each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Coins: 1 point per %n coins</source>
        <translation>
            <numerusform>Coins: 1 point per %n coin</numerusform>
            <numerusform>Coins: 1 point per %n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} met the three objectives and announced the end (+%n points); the round was then played to its end.</source>
        <translation>
            <numerusform>{player} met the three objectives and announced the end (+%n point); the round was then played to its end.</numerusform>
            <numerusform>{player} met the three objectives and announced the end (+%n points); the round was then played to its end.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} has the most points (%n) and wins.</source>
        <translation>
            <numerusform>{player} has the most points (%n) and wins.</numerusform>
            <numerusform>{player} has the most points (%n) and wins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} are tied on %n points.</source>
        <translation>
            <numerusform>{players} are tied on %n point.</numerusform>
            <numerusform>{players} are tied on %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CarraraBoard</name>
    <message numerus="yes">
        <source>needs %n buildings</source>
        <translation>
            <numerusform>needs %n building</numerusform>
            <numerusform>needs %n buildings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Catan</name>
    <message numerus="yes">
        <source>The bank is short of {resource}: {player} receives only %n cards instead of {owed}.</source>
        <translation>
            <numerusform>The bank is short of {resource}: {player} receives only %n card instead of {owed}.</numerusform>
            <numerusform>The bank is short of {resource}: {player} receives only %n cards instead of {owed}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} holds more than 7 cards and must discard %n cards.</source>
        <translation>
            <numerusform>{player} holds more than 7 cards and must discard %n card.</numerusform>
            <numerusform>{player} holds more than 7 cards and must discard %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} plays a Knight (%n played).</source>
        <translation>
            <numerusform>{player} plays a Knight (%n played).</numerusform>
            <numerusform>{player} plays a Knight (%n played).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} now holds the Longest Road (%n segments).</source>
        <translation>
            <numerusform>{player} now holds the Longest Road (%n segment).</numerusform>
            <numerusform>{player} now holds the Longest Road (%n segments).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} now holds the Largest Army (%n knights).</source>
        <translation>
            <numerusform>{player} now holds the Largest Army (%n knight).</numerusform>
            <numerusform>{player} now holds the Largest Army (%n knights).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} reveals %n victory point cards.</source>
        <translation>
            <numerusform>{player} reveals %n victory point card.</numerusform>
            <numerusform>{player} reveals %n victory point cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} wins with %n victory points!</source>
        <translation>
            <numerusform>{player} wins with %n victory point!</numerusform>
            <numerusform>{player} wins with %n victory points!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You may send at most %n trade offers per turn.</source>
        <translation>
            <numerusform>You may send at most %n trade offer per turn.</numerusform>
            <numerusform>You may send at most %n trade offers per turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lumber</source>
        <translation>
            <numerusform>%n lumber</numerusform>
            <numerusform>%n lumber</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n brick</source>
        <translation>
            <numerusform>%n brick</numerusform>
            <numerusform>%n bricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wool</source>
        <translation>
            <numerusform>%n wool</numerusform>
            <numerusform>%n wool</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grain</source>
        <translation>
            <numerusform>%n grain</numerusform>
            <numerusform>%n grain</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ore</source>
        <translation>
            <numerusform>%n ore</numerusform>
            <numerusform>%n ore</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Year of Plenty: resources still to take from the bank: %n</source>
        <translation>
            <numerusform>Year of Plenty: take %n more resource from the bank.</numerusform>
            <numerusform>Year of Plenty: take %n more resources from the bank.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n resource cards</source>
        <translation>
            <numerusform>%n resource card</numerusform>
            <numerusform>%n resource cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Settlements: %n points each</source>
        <translation>
            <numerusform>Settlements: %n point each</numerusform>
            <numerusform>Settlements: %n points each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cities: %n points each</source>
        <translation>
            <numerusform>Cities: %n point each</numerusform>
            <numerusform>Cities: %n points each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Longest Road card: %n points</source>
        <translation>
            <numerusform>Longest Road card: %n point</numerusform>
            <numerusform>Longest Road card: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Largest Army card: %n points</source>
        <translation>
            <numerusform>Largest Army card: %n point</numerusform>
            <numerusform>Largest Army card: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Victory Point cards: %n points each</source>
        <translation>
            <numerusform>Victory Point cards: %n point each</numerusform>
            <numerusform>Victory Point cards: %n points each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} has %n victory points on their own turn: 10 end the game at once, so no tie-break is needed.</source>
        <translation>
            <numerusform>{player} has %n victory point on their own turn: 10 end the game at once, so no tie-break is needed.</numerusform>
            <numerusform>{player} has %n victory points on their own turn: 10 end the game at once, so no tie-break is needed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatanBoard</name>
    <message numerus="yes">
        <source>(%n new)</source>
        <translation>
            <numerusform>(%n new)</numerusform>
            <numerusform>(%n new)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pips</source>
        <translation>
            <numerusform>%n pip</numerusform>
            <numerusform>%n pips</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatanDialogs</name>
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
            <numerusform>Choose %n card to discard</numerusform>
            <numerusform>Choose %n cards to discard</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Elasund</name>
    <message numerus="yes">
        <source>%n gold</source>
        <translation>
            <numerusform>%n gold</numerusform>
            <numerusform>%n gold</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n influence cards</source>
        <translation>
            <numerusform>%n influence card</numerusform>
            <numerusform>%n influence cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} returns %n {card} cards.</source>
        <translation>
            <numerusform>{player} returns %n {card} card.</numerusform>
            <numerusform>{player} returns %n {card} cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n influence cards are shuffled into a new deck.</source>
        <translation>
            <numerusform>%n influence card is shuffled into a new deck.</numerusform>
            <numerusform>%n influence cards are shuffled into a new deck.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} has %n cubes in the pirates&apos; row and must discard as many cards.</source>
        <translation>
            <numerusform>{player} has %n cube in the pirates&apos; row and must discard one card.</numerusform>
            <numerusform>{player} has %n cubes in the pirates&apos; row and must discard as many cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} builds a {building} at column {col}, row {row} for %n gold (compensation {compensation}).</source>
        <translation>
            <numerusform>{player} builds a {building} at column {col}, row {row} for %n gold (compensation {compensation}).</numerusform>
            <numerusform>{player} builds a {building} at column {col}, row {row} for %n gold (compensation {compensation}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} pays {owner_player} %n gold compensation.</source>
        <translation>
            <numerusform>{player} pays {owner_player} %n gold compensation.</numerusform>
            <numerusform>{player} pays {owner_player} %n gold compensation.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} pays %n {colour} influence cards.</source>
        <translation>
            <numerusform>{player} pays %n {colour} influence card.</numerusform>
            <numerusform>{player} pays %n {colour} influence cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} takes back %n cubes.</source>
        <translation>
            <numerusform>{player} takes back %n cube.</numerusform>
            <numerusform>{player} takes back %n cubes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} puts %n cubes on the {building}.</source>
        <translation>
            <numerusform>{player} puts %n cube on the {building}.</numerusform>
            <numerusform>{player} puts %n cubes on the {building}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} builds wall tile {number} on the {side} wall, column {col}, for %n gold.</source>
        <translation>
            <numerusform>{player} builds wall tile {number} on the {side} wall, column {col}, for %n gold.</numerusform>
            <numerusform>{player} builds wall tile {number} on the {side} wall, column {col}, for %n gold.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} builds wall tile {number} on the east wall, row {row}, for %n gold.</source>
        <translation>
            <numerusform>{player} builds wall tile {number} on the east wall, row {row}, for %n gold.</numerusform>
            <numerusform>{player} builds wall tile {number} on the east wall, row {row}, for %n gold.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} draws %n influence cards for the wall.</source>
        <translation>
            <numerusform>{player} draws %n influence card for the wall.</numerusform>
            <numerusform>{player} draws %n influence cards for the wall.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} builds church tile {piece} at column {col}, row {row} for %n gold and puts a cube on it.</source>
        <translation>
            <numerusform>{player} builds church tile {piece} at column {col}, row {row} for %n gold and puts a cube on it.</numerusform>
            <numerusform>{player} builds church tile {piece} at column {col}, row {row} for %n gold and puts a cube on it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} places permit {value} at column {col}, row {row} for %n gold.</source>
        <translation>
            <numerusform>{player} places permit {value} at column {col}, row {row} for %n gold.</numerusform>
            <numerusform>{player} places permit {value} at column {col}, row {row} for %n gold.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} replaces permit {old_value} with permit {value} at column {col}, row {row} for %n gold.</source>
        <translation>
            <numerusform>{player} replaces permit {old_value} with permit {value} at column {col}, row {row} for %n gold.</numerusform>
            <numerusform>{player} replaces permit {old_value} with permit {value} at column {col}, row {row} for %n gold.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} takes %n gold.</source>
        <translation>
            <numerusform>{player} takes %n gold.</numerusform>
            <numerusform>{player} takes %n gold.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} gains %n trade points (now {total}).</source>
        <translation>
            <numerusform>{player} gains %n trade point (now {total}).</numerusform>
            <numerusform>{player} gains %n trade points (now {total}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} loses %n trade points (now {total}).</source>
        <translation>
            <numerusform>{player} loses %n trade point (now {total}).</numerusform>
            <numerusform>{player} loses %n trade points (now {total}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every seat is a computer and the house rule is off: the game ends after %n rounds.</source>
        <translation>
            <numerusform>Every seat is a computer and the house rule is off: the game ends after %n round.</numerusform>
            <numerusform>Every seat is a computer and the house rule is off: the game ends after %n rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} builds a {building} at column {col}, row {row} for %n gold.</source>
        <translation>
            <numerusform>{player} builds a {building} at column {col}, row {row} for %n gold.</numerusform>
            <numerusform>{player} builds a {building} at column {col}, row {row} for %n gold.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This building needs %n permits on its squares; it has {have}.</source>
        <translation>
            <numerusform>This building needs %n permit on its squares; it has {have}.</numerusform>
            <numerusform>This building needs %n permits on its squares; it has {have}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You need %n gold but have {have}.</source>
        <translation>
            <numerusform>You need %n gold but have {have}.</numerusform>
            <numerusform>You need %n gold but have {have}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You need %n {colour} influence cards.</source>
        <translation>
            <numerusform>You need %n {colour} influence card.</numerusform>
            <numerusform>You need %n {colour} influence cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} has the most victory points (%n) and wins.</source>
        <translation>
            <numerusform>{player} has the most victory points (%n) and wins.</numerusform>
            <numerusform>{player} has the most victory points (%n) and wins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} are tied on %n victory points.</source>
        <translation>
            <numerusform>{players} are tied on %n victory point.</numerusform>
            <numerusform>{players} are tied on %n victory points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every seat is a computer and the house rule is off: the game ended after %n rounds, and the most cubes placed win.</source>
        <translation>
            <numerusform>Every seat is a computer and the house rule is off: the game ended after %n round, and the most cubes placed win.</numerusform>
            <numerusform>Every seat is a computer and the house rule is off: the game ended after %n rounds, and the most cubes placed win.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ElasundBoard</name>
    <message numerus="yes">
        <source>%n gold</source>
        <translation>
            <numerusform>%n gold</numerusform>
            <numerusform>%n gold</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n influence cards</source>
        <translation>
            <numerusform>%n influence card</numerusform>
            <numerusform>%n influence cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n church tiles</source>
        <translation>
            <numerusform>%n church tile</numerusform>
            <numerusform>%n church tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cubes left</source>
        <translation>
            <numerusform>%n cube left</numerusform>
            <numerusform>%n cubes left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flags</source>
        <translation>
            <numerusform>%n flag</numerusform>
            <numerusform>%n flags</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cubes on them</source>
        <translation>
            <numerusform>%n cube on them</numerusform>
            <numerusform>%n cubes on them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Costs %n gold.</source>
        <translation>
            <numerusform>Costs %n gold.</numerusform>
            <numerusform>Costs %n gold.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Needs %n permits.</source>
        <translation>
            <numerusform>Needs %n permit.</numerusform>
            <numerusform>Needs %n permits.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Covers trade squares worth %n trade points.</source>
        <translation>
            <numerusform>Covers trade squares worth %n trade point.</numerusform>
            <numerusform>Covers trade squares worth %n trade points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trade square: a building covering it gives its owner %n trade points.</source>
        <translation>
            <numerusform>Trade square: a building covering it gives its owner %n trade point.</numerusform>
            <numerusform>Trade square: a building covering it gives its owner %n trade points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pirates: give up %n more cards; each of your cubes in the pirate row costs one card.</source>
        <translation>
            <numerusform>Pirates: give up %n more card; each of your cubes in the pirate row costs one card.</numerusform>
            <numerusform>Pirates: give up %n more cards; each of your cubes in the pirate row costs one card.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your towers earn you %n of the discarded cards: choose which.</source>
        <translation>
            <numerusform>Your towers earn you %n of the discarded cards: choose which one.</numerusform>
            <numerusform>Your towers earn you %n of the discarded cards: choose which.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wall space ({side} wall, {where}): costs %n gold.
A new wall tile must touch a gate or a wall tile.
Tiles 1, 2, 4 give 1 influence card; 5, 7, 8 give 2; 3, 6, 9 are towers with a cube.</source>
        <translation>
            <numerusform>Wall space ({side} wall, {where}): costs %n gold.
A new wall tile must touch a gate or a wall tile.
Tiles 1, 2, 4 give 1 influence card; 5, 7, 8 give 2; 3, 6, 9 are towers with a cube.</numerusform>
            <numerusform>Wall space ({side} wall, {where}): costs %n gold.
A new wall tile must touch a gate or a wall tile.
Tiles 1, 2, 4 give 1 influence card; 5, 7, 8 give 2; 3, 6, 9 are towers with a cube.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left
7 gold each
1 VP each</source>
        <translation>
            <numerusform>%n left
7 gold each
1 VP each</numerusform>
            <numerusform>%n left
7 gold each
1 VP each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flags: the first players to reach {space} put a cube here (1 VP).</source>
        <translation>
            <numerusform>%n flag: the first player to reach {space} puts a cube here (1 VP).</numerusform>
            <numerusform>%n flags: the first players to reach {space} put a cube here (1 VP).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Elfenland</name>
    <message numerus="yes">
        <source>{player} is dealt %n travel cards.</source>
        <translation>
            <numerusform>{player} is dealt %n travel card.</numerusform>
            <numerusform>{player} is dealt %n travel cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} travels to {town}, paying %n cards: {card}.</source>
        <translation>
            <numerusform>{player} travels to {town}, paying %n card: {card}.</numerusform>
            <numerusform>{player} travels to {town}, paying %n cards: {card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} sets off to {town} as a caravan and pays %n cards of any kind.</source>
        <translation>
            <numerusform>{player} sets off to {town} as a caravan and pays %n card of any kind.</numerusform>
            <numerusform>{player} sets off to {town} as a caravan and pays %n cards of any kind.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} collects the town piece of {town} (%n in all).</source>
        <translation>
            <numerusform>{player} collects the town piece of {town} (%n in all).</numerusform>
            <numerusform>{player} collects the town piece of {town} (%n in all).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} holds too many cards and must discard %n.</source>
        <translation>
            <numerusform>{player} holds too many cards and must discard %n.</numerusform>
            <numerusform>{player} holds too many cards and must discard %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Home town of {player}: {town}, %n steps away.</source>
        <translation>
            <numerusform>Home town of {player}: {town}, %n step away.</numerusform>
            <numerusform>Home town of {player}: {town}, %n steps away.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} wins with %n points!</source>
        <translation>
            <numerusform>{player} wins with %n point!</numerusform>
            <numerusform>{player} wins with %n points!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First discard down to 4 cards (%n more).</source>
        <translation>
            <numerusform>First discard down to 4 cards (%n more).</numerusform>
            <numerusform>First discard down to 4 cards (%n more).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First pay the caravan (%n more cards).</source>
        <translation>
            <numerusform>First pay the caravan (%n more card).</numerusform>
            <numerusform>First pay the caravan (%n more cards).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n travel cards</source>
        <translation>
            <numerusform>%n travel card</numerusform>
            <numerusform>%n travel cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n transport counters</source>
        <translation>
            <numerusform>%n transport counter</numerusform>
            <numerusform>%n transport counters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on points: {player} wins the tie with more travel cards in hand (%n).</source>
        <translation>
            <numerusform>Tied on points: {player} wins the tie with more travel cards in hand (%n card).</numerusform>
            <numerusform>Tied on points: {player} wins the tie with more travel cards in hand (%n cards).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A caravan here costs %n cards of any kind; you hold {have}.</source>
        <translation>
            <numerusform>A caravan here costs %n card of any kind; you hold {have}.</numerusform>
            <numerusform>A caravan here costs %n cards of any kind; you hold {have}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This step costs %n cards of one kind ({card}); you hold {have}.</source>
        <translation>
            <numerusform>This step costs %n card ({card}); you hold {have}.</numerusform>
            <numerusform>This step costs %n cards of one kind ({card}); you hold {have}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This road costs %n cards of one kind ({card}) and you hold {have}; a caravan would need {caravan_cards}.</source>
        <translation>
            <numerusform>This road costs %n card ({card}) and you hold {have}; a caravan would need {caravan_cards}.</numerusform>
            <numerusform>This road costs %n cards of one kind ({card}) and you hold {have}; a caravan would need {caravan_cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The ferry costs %n rafts; you hold {have}.</source>
        <translation>
            <numerusform>The ferry costs %n raft; you hold {have}.</numerusform>
            <numerusform>The ferry costs %n rafts; you hold {have}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Against the current this river costs %n rafts; you hold {have}.</source>
        <translation>
            <numerusform>Against the current this river costs %n raft; you hold {have}.</numerusform>
            <numerusform>Against the current this river costs %n rafts; you hold {have}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With the current this river costs %n rafts, and you hold none.</source>
        <translation>
            <numerusform>With the current this river costs %n raft, and you hold none.</numerusform>
            <numerusform>With the current this river costs %n rafts, and you hold none.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards of any kind</source>
        <translation>
            <numerusform>%n card of any kind</numerusform>
            <numerusform>%n cards of any kind</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Town pieces collected: %n points each</source>
        <translation>
            <numerusform>Town pieces collected: %n point each</numerusform>
            <numerusform>Town pieces collected: %n points each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Home town: %n points less per step still to go</source>
        <translation>
            <numerusform>Home town: %n point less per step still to go</numerusform>
            <numerusform>Home town: %n points less per step still to go</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} has the most points (%n) and wins.</source>
        <translation>
            <numerusform>{player} has the most points (%n) and wins.</numerusform>
            <numerusform>{player} has the most points (%n) and wins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} are tied on %n points.</source>
        <translation>
            <numerusform>{players} are tied on %n point.</numerusform>
            <numerusform>{players} are tied on %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ElfenlandBoard</name>
    <message numerus="yes">
        <source>%n towns still to visit</source>
        <translation>
            <numerusform>%n town still to visit</numerusform>
            <numerusform>%n towns still to visit</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndOfGameWindow</name>
    <message numerus="yes">
        <source>Further down, {players} are level on %n points; the tie-break places them.</source>
        <translation>
            <numerusform>Further down, {players} are level on %n point; the tie-break places them.</numerusform>
            <numerusform>Further down, {players} are level on %n points; the tie-break places them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonGuide</name>
    <message numerus="yes">
        <source>Lesson complete: all %n steps done</source>
        <translation>
            <numerusform>Lesson complete: %n step done</numerusform>
            <numerusform>Lesson complete: all %n steps done</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetworkJoin</name>
    <message numerus="yes">
        <source>{game}, hosted by {host}: %n seats free</source>
        <translation>
            <numerusform>{game}, hosted by {host}: %n seat free</numerusform>
            <numerusform>{game}, hosted by {host}: %n seats free</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message numerus="yes">
        <source>%n moves per second</source>
        <translation>
            <numerusform>%n move per second</numerusform>
            <numerusform>%n moves per second</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveErrors</name>
    <message numerus="yes">
        <source>{file} was cut short: its last %n moves were lost, and the game goes on without them.</source>
        <translation>
            <numerusform>{file} was cut short: its last %n move was lost, and the game goes on without it.</numerusform>
            <numerusform>{file} was cut short: its last %n moves were lost, and the game goes on without them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WelcomeScreen</name>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
</context>
</TS>
