<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>Elasund: the Italian and Danish rule books, the publisher&apos;s answers to common questions, reviews, and photographs of the real board and tiles.</source>
        <translation>Elasund: італійські та данські правила, відповіді видавця на часті запитання, огляди й фотографії справжнього поля та плиток.</translation>
    </message>
    <message>
        <source>Catan: the Hungarian rules, the almanac of the fifth edition and the publisher&apos;s answers to common questions.</source>
        <translation>Catan: угорські правила, альманах п&apos;ятого видання та відповіді видавця на часті запитання.</translation>
    </message>
    <message>
        <source>Elfenland: the Ukrainian rules, the English rule book and pictures of the original board and town cards.</source>
        <translation>Elfenland: українські правила, англійська книга правил і зображення оригінального поля та карт міст.</translation>
    </message>
    <message>
        <source>The Palaces of Carrara: help pages of an online game site in several languages, reviews and the publishers&apos; summaries.</source>
        <translation>Палаци Каррари: довідкові сторінки сайту онлайн-ігор кількома мовами, огляди та описи від видавців.</translation>
    </message>
    <message>
        <source>{game}: designed by {designers}, published by {publisher} in {year}.</source>
        <translation>{game}: розробка — {designers}; видавець — {publisher}, {year}.</translation>
    </message>
    <message>
        <source>About Elasund Desktop</source>
        <translation>Про Elasund Desktop</translation>
    </message>
    <message>
        <source>Elasund Desktop</source>
        <translation>Elasund Desktop</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Версія {version}</translation>
    </message>
    <message>
        <source>Four board games at one computer, offline: friends share one screen and may add computer opponents.</source>
        <translation>Чотири настільні гри за одним комп&apos;ютером, без інтернету: друзі грають за одним екраном і можуть додати комп&apos;ютерних суперників.</translation>
    </message>
    <message>
        <source>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). You may share and change the program under its terms; it comes without any warranty.</source>
        <translation>Ліцензія: GNU General Public License, версія 3 або новіша (GPL-3.0-or-later). Ви можете поширювати та змінювати програму на її умовах; програма надається без жодних гарантій.</translation>
    </message>
    <message>
        <source>The games</source>
        <translation>Ігри</translation>
    </message>
    <message>
        <source>Where our rules come from</source>
        <translation>Звідки наші правила</translation>
    </message>
    <message>
        <source>The rules texts and data are written in our own words from these public sources. The games&apos; names are trademarks of their owners; this program is not connected with their publishers.</source>
        <translation>Тексти правил і дані написано власними словами на основі цих відкритих джерел. Назви ігор — торговельні марки їхніх власників; програма не пов&apos;язана з їхніми видавцями.</translation>
    </message>
    <message>
        <source>Log files: {path}</source>
        <translation>Файли журналу: {path}</translation>
    </message>
</context>
<context>
    <name>ActionPanel</name>
    <message>
        <source>Your hand</source>
        <translation>Ваші карти</translation>
    </message>
    <message>
        <source>What to do now</source>
        <translation>Що робити зараз</translation>
    </message>
    <message>
        <source>What to do now and the last moves</source>
        <translation>Що робити зараз і останні ходи</translation>
    </message>
    <message>
        <source>Last move: {line}</source>
        <translation>Останній хід: {line}</translation>
    </message>
    <message>
        <source>On the board: {place}</source>
        <translation>На полі: {place}</translation>
    </message>
    <message>
        <source>Shortcut: {key}</source>
        <translation>Клавіша: {key}</translation>
    </message>
</context>
<context>
    <name>AiTools</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Підказка</translation>
    </message>
    <message>
        <source>Ask the strongest computer player for a move</source>
        <translation>Попросити хід у найсильнішого комп&apos;ютерного гравця</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Unexpected error</source>
        <translation>Неочікувана помилка</translation>
    </message>
    <message>
        <source>Something went wrong: {error}
The game goes on. Details are in the log file:
{path}</source>
        <translation>Щось пішло не так: {error}
Гра триває. Подробиці — у файлі журналу:
{path}</translation>
    </message>
</context>
<context>
    <name>BotLevels</name>
    <message>
        <source>Easy</source>
        <translation>Легкий</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Середній</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Складний</translation>
    </message>
    <message>
        <source>random moves</source>
        <translation>випадкові ходи</translation>
    </message>
    <message>
        <source>random moves, no trade offers</source>
        <translation>випадкові ходи, без торгових пропозицій</translation>
    </message>
    <message>
        <source>Easy: goes for the game&apos;s goals by rule of thumb, always takes a win it sees, and is sometimes careless.</source>
        <translation>Легкий: прагне цілей гри за простими правилами, завжди бере перемогу, яку бачить, та іноді неуважний.</translation>
    </message>
    <message>
        <source>Medium: looks a few moves ahead in a fraction of a second and blocks a win it sees coming.</source>
        <translation>Середній: за частку секунди бачить на кілька ходів уперед і перешкоджає перемозі, яку бачить наперед.</translation>
    </message>
    <message>
        <source>Hard: thinks about a second per move (longer on a slow or busy computer) and plays to win.</source>
        <translation>Складний: думає близько секунди над ходом (довше на повільному чи завантаженому комп&apos;ютері) і грає на перемогу.</translation>
    </message>
    <message>
        <source>Random: any legal move; for testing.</source>
        <translation>Випадковий: будь-який дозволений хід; для перевірки.</translation>
    </message>
    <message>
        <source>Random: any legal move, never offers a trade; for testing.</source>
        <translation>Випадковий: будь-який дозволений хід, без торгових пропозицій; для перевірки.</translation>
    </message>
    <message>
        <source>Easy: builds on the rows that pay, walls and church tiles by rules of thumb fitted by self-play; takes a win it sees and is sometimes careless.</source>
        <translation>Легкий: будує на рядах, що приносять дохід, на стінах і плитках церкви за простими правилами, налаштованими грою з самим собою; бере перемогу, яку бачить, та іноді неуважний.</translation>
    </message>
    <message>
        <source>Medium: tries its moves in a few hundred imagined games (a fraction of a second) and blocks a win it sees coming.</source>
        <translation>Середній: випробовує свої ходи в кількох сотнях уявних партій (за частку секунди) і перешкоджає перемозі, яку бачить наперед.</translation>
    </message>
    <message>
        <source>Hard: about a second of search a move (longer on a slow or busy computer), weighing income, permits, walls and the trade track; plays to win.</source>
        <translation>Складний: близько секунди пошуку на хід (довше на повільному чи завантаженому комп&apos;ютері), зважує дохід, дозволи, стіни й торгову шкалу; грає на перемогу.</translation>
    </message>
    <message>
        <source>Easy: builds cities and settlements first and robs the leader, by rules of thumb; never offers a trade; takes a win it sees.</source>
        <translation>Легкий: спершу будує міста й поселення і грабує лідера, за простими правилами; ніколи не пропонує обміну; бере перемогу, яку бачить.</translation>
    </message>
    <message>
        <source>Medium: a short search that counts the cards it has seen; offers trades when a card or two short of a building, never helps a player close to winning.</source>
        <translation>Середній: короткий пошук, що веде облік побачених карт; пропонує обмін, коли до будівлі бракує однієї-двох карт, і ніколи не допомагає гравцеві, близькому до перемоги.</translation>
    </message>
    <message>
        <source>Hard: trades and counts cards like Medium and searches about a second a move (longer on a slow or busy computer); plays to win.</source>
        <translation>Складний: обмінюється й рахує карти, як Середній, і шукає близько секунди на хід (довше на повільному чи завантаженому комп&apos;ютері); грає на перемогу.</translation>
    </message>
    <message>
        <source>Easy: the greedy plan, heading for the nearest towns not yet visited; sometimes careless.</source>
        <translation>Легкий: жадібний план, до найближчих ще не відвіданих міст; іноді неуважний.</translation>
    </message>
    <message>
        <source>Medium: places its counters for the best journey it can make this round and travels it exactly; pays no heed to the other players.</source>
        <translation>Середній: кладе жетони для найкращої мандрівки, яку може здійснити в цьому раунді, і проходить її точно; не зважає на інших гравців.</translation>
    </message>
    <message>
        <source>Hard: draws and places its counters for the journey its cards and counters can make together, and spoils the others&apos; journeys with counters and the obstacle; plays to win.</source>
        <translation>Складний: бере й кладе жетони під мандрівку, яку разом дають його карти й жетони, і псує мандрівки інших жетонами та перешкодою; грає на перемогу.</translation>
    </message>
    <message>
        <source>Easy: buys, builds and scores by a fixed plan fitted by self-play, without looking ahead; sometimes careless.</source>
        <translation>Легкий: купує, будує й оцінює за сталим планом, налаштованим грою з самим собою, без погляду вперед; іноді неуважний.</translation>
    </message>
    <message>
        <source>Medium: a short search from the greedy plan: when to buy on the wheel, build, score and end the game.</source>
        <translation>Середній: короткий пошук від жадібного плану: коли купувати на колесі, будувати, оцінювати й закінчувати гру.</translation>
    </message>
    <message>
        <source>Hard: the same search for about a second a move (longer on a slow or busy computer); plays to win.</source>
        <translation>Складний: той самий пошук близько секунди на хід (довше на повільному чи завантаженому комп&apos;ютері); грає на перемогу.</translation>
    </message>
    <message>
        <source>Greedy plan: heads for the nearest towns not yet visited by a fixed plan, without looking ahead; moves at once.</source>
        <translation>Жадібний план: іде до найближчих ще не відвіданих міст за сталим планом, без погляду вперед; ходить одразу.</translation>
    </message>
    <message>
        <source>Greedy plan: the fixed plan Medium and Hard start from, without looking ahead; moves at once.</source>
        <translation>Жадібний план: сталий план, від якого починають Середній і Складний, без погляду вперед; ходить одразу.</translation>
    </message>
</context>
<context>
    <name>Carrara</name>
    <message>
        <source>{player} turns the wheel (blocks drawn from the bag: {count}).</source>
        <translation>{player} повертає колесо (блоків витягнуто з мішечка: {count}).</translation>
    </message>
    <message numerus="yes">
        <source>The bag is empty: blocks on the wheel now: %n.</source>
        <translation>
            <numerusform>Мішечок порожній: на колесі тепер %n блок.</numerusform>
            <numerusform>Мішечок порожній: на колесі тепер %n блоки.</numerusform>
            <numerusform>Мішечок порожній: на колесі тепер %n блоків.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} cannot afford any block and takes %n coins instead.</source>
        <translation>
            <numerusform>{player} не може оплатити жодного блоку й натомість бере %n монету.</numerusform>
            <numerusform>{player} не може оплатити жодного блоку й натомість бере %n монети.</numerusform>
            <numerusform>{player} не може оплатити жодного блоку й натомість бере %n монет.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} takes a {colour} block from segment {position} and pays %n coins.</source>
        <translation>
            <numerusform>{player} бере блок кольору «{colour}» із сегмента {position} і платить %n монету.</numerusform>
            <numerusform>{player} бере блок кольору «{colour}» із сегмента {position} і платить %n монети.</numerusform>
            <numerusform>{player} бере блок кольору «{colour}» із сегмента {position} і платить %n монет.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} builds a {building} of value {value} in {city}, paid with: {paid}.</source>
        <translation>{player} будує будівлю ({building}, цінність {value}) у місті {city}, оплачено: {paid}.</translation>
    </message>
    <message>
        <source>All 30 buildings are built: the round is finished, then the game ends.</source>
        <translation>Усі 30 будівель збудовано: коло доігрують, потім гра закінчується.</translation>
    </message>
    <message numerus="yes">
        <source>{player} takes from the supply: {object} × %n.</source>
        <translation>
            <numerusform>{player} бере із запасу: {object} × %n.</numerusform>
            <numerusform>{player} бере із запасу: {object} × %n.</numerusform>
            <numerusform>{player} бере із запасу: {object} × %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The supply is out of those objects: {player} gets nothing for %n of the scored buildings.</source>
        <translation>
            <numerusform>У запасі скінчилися ці предмети: {player} нічого не отримує за %n з оцінених будівель.</numerusform>
            <numerusform>У запасі скінчилися ці предмети: {player} нічого не отримує за %n з оцінених будівель.</numerusform>
            <numerusform>У запасі скінчилися ці предмети: {player} нічого не отримує за %n з оцінених будівель.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} buys a {object} for {coins} coins.</source>
        <translation>{player} купує предмет ({object}) за {coins} монет.</translation>
    </message>
    <message>
        <source>{player} meets all three objectives and announces the end (+{vp} VP). The round is finished, then the game ends.</source>
        <translation>{player} виконує всі три цілі й оголошує кінець гри (+{vp} ПО). Коло доігрують, потім гра закінчується.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Гру закінчено.</translation>
    </message>
    <message>
        <source>This is not a move of Carrara.</source>
        <translation>Це не хід у грі «Палаци Каррари».</translation>
    </message>
    <message>
        <source>It is {player}&apos;s decision now.</source>
        <translation>Зараз вирішує {player}.</translation>
    </message>
    <message>
        <source>That choice does not exist here.</source>
        <translation>Такого вибору тут немає.</translation>
    </message>
    <message>
        <source>You cannot do that now.</source>
        <translation>Зараз цього зробити не можна.</translation>
    </message>
    <message>
        <source>First choose your action: buy marble, build or score.</source>
        <translation>Спершу оберіть дію: купити мармур, будувати чи оцінювати.</translation>
    </message>
    <message>
        <source>The wheel has turned: choose the segment you buy from.</source>
        <translation>Колесо повернулося: оберіть сегмент, з якого купуєте.</translation>
    </message>
    <message>
        <source>Take blocks from the segment you chose, or stop taking.</source>
        <translation>Беріть блоки з обраного сегмента або припиніть.</translation>
    </message>
    <message>
        <source>Choose the city where the building goes.</source>
        <translation>Оберіть місто, де стоятиме будівля.</translation>
    </message>
    <message>
        <source>Choose the blocks that pay for the building.</source>
        <translation>Оберіть блоки, якими платите за будівлю.</translation>
    </message>
    <message>
        <source>You have had your action: buy an object, announce the end or end your turn.</source>
        <translation>Свою дію ви вже виконали: купіть предмет, оголосіть кінець або завершіть хід.</translation>
    </message>
    <message>
        <source>There are no blocks on that segment.</source>
        <translation>На цьому сегменті немає блоків.</translation>
    </message>
    <message>
        <source>There is no {colour} block left on this segment.</source>
        <translation>На цьому сегменті не лишилося блоку кольору «{colour}».</translation>
    </message>
    <message>
        <source>You must take at least one block.</source>
        <translation>Треба взяти принаймні один блок.</translation>
    </message>
    <message>
        <source>That building is not on display.</source>
        <translation>Цієї будівлі немає серед виставлених.</translation>
    </message>
    <message>
        <source>{city} does not accept {colour} marble.</source>
        <translation>{city} не приймає мармур кольору «{colour}».</translation>
    </message>
    <message>
        <source>You have no {colour} block left.</source>
        <translation>У вас не лишилося блоку кольору «{colour}».</translation>
    </message>
    <message>
        <source>You have used all six scoring markers.</source>
        <translation>Ви вже використали всі шість фішок оцінювання.</translation>
    </message>
    <message>
        <source>{other_player} has already scored {city}: nobody else may score it.</source>
        <translation>Місто {city} уже оцінено гравцем {other_player}: ніхто інший не може його оцінити.</translation>
    </message>
    <message>
        <source>You have already scored the type {building}.</source>
        <translation>Ви вже оцінили тип «{building}».</translation>
    </message>
    <message>
        <source>You have no {building} on your board to score.</source>
        <translation>На вашому планшеті немає будівлі типу «{building}» для оцінювання.</translation>
    </message>
    <message>
        <source>Only one object may be bought per turn.</source>
        <translation>За хід можна купити лише один предмет.</translation>
    </message>
    <message>
        <source>No {object} is for sale any more.</source>
        <translation>Предмета «{object}» у продажу більше немає.</translation>
    </message>
    <message>
        <source>The end of the game is already on its way.</source>
        <translation>Кінець гри вже наближається.</translation>
    </message>
    <message>
        <source>You can announce the end only when you meet all three objectives.</source>
        <translation>Оголосити кінець можна лише тоді, коли виконано всі три цілі.</translation>
    </message>
    <message>
        <source>Buy marble (turn the wheel)</source>
        <translation>Купити мармур (повернути колесо)</translation>
    </message>
    <message>
        <source>Buy from segment {position}</source>
        <translation>Купити із сегмента {position}</translation>
    </message>
    <message>
        <source>Take a {colour} block</source>
        <translation>Взяти блок кольору «{colour}»</translation>
    </message>
    <message>
        <source>Stop taking blocks</source>
        <translation>Більше не брати блоків</translation>
    </message>
    <message>
        <source>Build this building</source>
        <translation>Збудувати цю будівлю</translation>
    </message>
    <message>
        <source>Build in {city}</source>
        <translation>Будувати в місті {city}</translation>
    </message>
    <message>
        <source>Pay with a {colour} block</source>
        <translation>Заплатити блоком кольору «{colour}»</translation>
    </message>
    <message>
        <source>Score {city}</source>
        <translation>Оцінити місто {city}</translation>
    </message>
    <message>
        <source>Score the type {building}</source>
        <translation>Оцінити тип «{building}»</translation>
    </message>
    <message>
        <source>Buy a {object} for 10 coins</source>
        <translation>Купити: {object} за 10 монет</translation>
    </message>
    <message>
        <source>Announce the end (+5 VP)</source>
        <translation>Оголосити кінець (+5 ПО)</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Завершити хід</translation>
    </message>
    <message>
        <source>white</source>
        <translation>білий</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>жовтий</translation>
    </message>
    <message>
        <source>red</source>
        <translation>червоний</translation>
    </message>
    <message>
        <source>green</source>
        <translation>зелений</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>синій</translation>
    </message>
    <message>
        <source>black</source>
        <translation>чорний</translation>
    </message>
    <message>
        <source>Livorno</source>
        <translation>Ліворно</translation>
    </message>
    <message>
        <source>Pisa</source>
        <translation>Піза</translation>
    </message>
    <message>
        <source>Lucca</source>
        <translation>Лукка</translation>
    </message>
    <message>
        <source>Viareggio</source>
        <translation>Віареджо</translation>
    </message>
    <message>
        <source>Massa</source>
        <translation>Маса</translation>
    </message>
    <message>
        <source>Lerici</source>
        <translation>Леричі</translation>
    </message>
    <message>
        <source>library</source>
        <translation>бібліотека</translation>
    </message>
    <message>
        <source>cathedral</source>
        <translation>собор</translation>
    </message>
    <message>
        <source>palace</source>
        <translation>палац</translation>
    </message>
    <message>
        <source>gate</source>
        <translation>брама</translation>
    </message>
    <message>
        <source>castle</source>
        <translation>замок</translation>
    </message>
    <message>
        <source>villa</source>
        <translation>вілла</translation>
    </message>
    <message>
        <source>book</source>
        <translation>книга</translation>
    </message>
    <message>
        <source>cup</source>
        <translation>кубок</translation>
    </message>
    <message>
        <source>crown</source>
        <translation>корона</translation>
    </message>
    <message>
        <source>portal</source>
        <translation>портал</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>прапор</translation>
    </message>
    <message>
        <source>coat of arms</source>
        <translation>герб</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Переможні очки</translation>
    </message>
    <message>
        <source>Building value</source>
        <translation>Цінність будівель</translation>
    </message>
    <message>
        <source>Scorings</source>
        <translation>Оцінювання</translation>
    </message>
    <message>
        <source>Buy marble, build a building or score</source>
        <translation>Купіть мармур, збудуйте будівлю або оцініть</translation>
    </message>
    <message>
        <source>Choose the wheel segment to buy from</source>
        <translation>Оберіть сегмент колеса, з якого купуєте</translation>
    </message>
    <message>
        <source>Take blocks from the segment, then stop</source>
        <translation>Беріть блоки із сегмента, потім припиніть</translation>
    </message>
    <message>
        <source>Choose the city for the building</source>
        <translation>Оберіть місто для будівлі</translation>
    </message>
    <message>
        <source>Choose the blocks that pay</source>
        <translation>Оберіть блоки для оплати</translation>
    </message>
    <message>
        <source>Buy an object, announce the end or end your turn</source>
        <translation>Купіть предмет, оголосіть кінець або завершіть хід</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Гру закінчено</translation>
    </message>
    <message numerus="yes">
        <source>%n coins</source>
        <translation>
            <numerusform>%n монета</numerusform>
            <numerusform>%n монети</numerusform>
            <numerusform>%n монет</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n victory points</source>
        <translation>
            <numerusform>%n переможне очко</numerusform>
            <numerusform>%n переможні очки</numerusform>
            <numerusform>%n переможних очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n marble blocks</source>
        <translation>
            <numerusform>%n блок мармуру</numerusform>
            <numerusform>%n блоки мармуру</numerusform>
            <numerusform>%n блоків мармуру</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n objects</source>
        <translation>
            <numerusform>%n предмет</numerusform>
            <numerusform>%n предмети</numerusform>
            <numerusform>%n предметів</numerusform>
        </translation>
    </message>
    <message>
        <source>Buying marble starts with turning the wheel: press the Buy marble button, then choose a segment.</source>
        <translation>Купівля мармуру починається з повороту колеса: натисніть кнопку «Купити мармур», потім оберіть сегмент.</translation>
    </message>
    <message>
        <source>{player} takes a {colour} block from segment {position} for free.</source>
        <translation>{player} безкоштовно бере блок кольору «{colour}» із сегмента {position}.</translation>
    </message>
    <message>
        <source>{player} scores {city}: VP +{vp}, coins +{coins}.</source>
        <translation>{player} оцінює місто {city}: ПО +{vp}, монети +{coins}.</translation>
    </message>
    <message>
        <source>{player} scores the type {building}: VP +{vp}, coins +{coins}.</source>
        <translation>{player} оцінює тип будівель «{building}»: ПО +{vp}, монети +{coins}.</translation>
    </message>
    <message>
        <source>{player}: final score {points} (track {track}, objects {objects}, coins {coins}, buildings {buildings}; marble blocks: {marble}).</source>
        <translation>{player}: підсумковий рахунок {points} (трек {track}, предмети {objects}, монети {coins}, будівлі {buildings}; блоків мармуру: {marble}).</translation>
    </message>
    <message>
        <source>{player} wins with a final score of {points}!</source>
        <translation>{player} перемагає з підсумковим рахунком {points}!</translation>
    </message>
    <message>
        <source>You buy from one segment only: take blocks from segment {position} or stop taking.</source>
        <translation>Купувати можна лише з одного сегмента: беріть блоки із сегмента {position} або припиніть.</translation>
    </message>
    <message>
        <source>You cannot pay for any block there: the cheapest block&apos;s price is {coins}, your coins: {have}.</source>
        <translation>Там ви не можете оплатити жодного блоку: найдешевший коштує {coins}, ваші монети: {have}.</translation>
    </message>
    <message>
        <source>Here a {colour} block&apos;s price is {coins}, your coins: {have}.</source>
        <translation>Ціна блоку кольору «{colour}» тут: {coins}, ваші монети: {have}.</translation>
    </message>
    <message>
        <source>You have no marble: buy marble before you build.</source>
        <translation>У вас немає мармуру: купіть мармур, перш ніж будувати.</translation>
    </message>
    <message numerus="yes">
        <source>This building costs %n marble blocks and you hold only {held}.</source>
        <translation>
            <numerusform>Ця будівля коштує %n блок мармуру, а у вас лише {held}.</numerusform>
            <numerusform>Ця будівля коштує %n блоки мармуру, а у вас лише {held}.</numerusform>
            <numerusform>Ця будівля коштує %n блоків мармуру, а у вас лише {held}.</numerusform>
        </translation>
    </message>
    <message>
        <source>First choose a building on display, then the city where it goes.</source>
        <translation>Спершу оберіть одну з виставлених будівель, потім місто, де вона стоятиме.</translation>
    </message>
    <message numerus="yes">
        <source>{city} accepts only this marble: {colours}. The building needs %n of those blocks; you hold {held}.</source>
        <translation>
            <numerusform>{city} приймає лише такий мармур: {colours}. Будівлі потрібен %n такий блок; у вас: {held}.</numerusform>
            <numerusform>{city} приймає лише такий мармур: {colours}. Будівлі потрібні %n такі блоки; у вас: {held}.</numerusform>
            <numerusform>{city} приймає лише такий мармур: {colours}. Будівлі потрібно %n таких блоків; у вас: {held}.</numerusform>
        </translation>
    </message>
    <message>
        <source>You have already scored {city}.</source>
        <translation>Ви вже оцінили місто {city}.</translation>
    </message>
    <message numerus="yes">
        <source>To score {city} you need at least %n buildings there on your own board; you have {have}.</source>
        <translation>
            <numerusform>Щоб оцінити місто {city}, на вашому планшеті там має стояти принаймні %n будівля; у вас {have}.</numerusform>
            <numerusform>Щоб оцінити місто {city}, на вашому планшеті там мають стояти принаймні %n будівлі; у вас {have}.</numerusform>
            <numerusform>Щоб оцінити місто {city}, на вашому планшеті там має стояти принаймні %n будівель; у вас {have}.</numerusform>
        </translation>
    </message>
    <message>
        <source>You are buying marble this turn, and a turn has one action: take blocks from one segment.</source>
        <translation>Цього ходу ви купуєте мармур, а за хід виконують лише одну дію: беріть блоки з одного сегмента.</translation>
    </message>
    <message>
        <source>You are building this turn, and a turn has one action: choose the city, then the blocks that pay. Undo takes the choice back.</source>
        <translation>Цього ходу ви будуєте, а за хід виконують лише одну дію: оберіть місто, потім блоки для оплати. «Скасувати» поверне вибір.</translation>
    </message>
    <message>
        <source>Objects are bought after your action: first buy marble, build or score.</source>
        <translation>Предмети купують після вашої дії: спершу купіть мармур, збудуйте будівлю або оцініть.</translation>
    </message>
    <message>
        <source>An object costs {coins} coins and you have {have}.</source>
        <translation>Предмет коштує {coins} монет, а у вас {have}.</translation>
    </message>
    <message>
        <source>Score track</source>
        <translation>Трек очок</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>Предмети</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Монети</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Будівлі</translation>
    </message>
    <message>
        <source>Coins received</source>
        <translation>Отримані монети</translation>
    </message>
    <message>
        <source>Score track: the points of the scorings during the game</source>
        <translation>Трек очок: очки за оцінювання під час гри</translation>
    </message>
    <message numerus="yes">
        <source>Announcing the end: %n points</source>
        <translation>
            <numerusform>Оголошення кінця гри: %n очко</numerusform>
            <numerusform>Оголошення кінця гри: %n очки</numerusform>
            <numerusform>Оголошення кінця гри: %n очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Objects: %n points each</source>
        <translation>
            <numerusform>Предмети: по %n очку за кожен</numerusform>
            <numerusform>Предмети: по %n очки за кожен</numerusform>
            <numerusform>Предмети: по %n очок за кожен</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Coins: 1 point per %n coins</source>
        <translation>
            <numerusform>Монети: 1 очко за кожну %n монету</numerusform>
            <numerusform>Монети: 1 очко за кожні %n монети</numerusform>
            <numerusform>Монети: 1 очко за кожні %n монет</numerusform>
        </translation>
    </message>
    <message>
        <source>Buildings: their value in marble</source>
        <translation>Будівлі: їхня вартість у мармурі</translation>
    </message>
    <message>
        <source>Coins behind the screen</source>
        <translation>Монети за ширмою</translation>
    </message>
    <message>
        <source>Objects behind the screen</source>
        <translation>Предмети за ширмою</translation>
    </message>
    <message>
        <source>Marble behind the screen</source>
        <translation>Мармур за ширмою</translation>
    </message>
    <message numerus="yes">
        <source>{player} met the three objectives and announced the end (+%n points); the round was then played to its end.</source>
        <translation>
            <numerusform>Гравець {player} виконав усі три цілі й оголосив кінець гри (+%n очко); потім коло доіграли.</numerusform>
            <numerusform>Гравець {player} виконав усі три цілі й оголосив кінець гри (+%n очки); потім коло доіграли.</numerusform>
            <numerusform>Гравець {player} виконав усі три цілі й оголосив кінець гри (+%n очок); потім коло доіграли.</numerusform>
        </translation>
    </message>
    <message>
        <source>All 30 buildings were built; the round was then played to its end.</source>
        <translation>Усі 30 будівель збудовано; потім коло доіграли.</translation>
    </message>
    <message numerus="yes">
        <source>{player} has the most points (%n) and wins.</source>
        <translation>
            <numerusform>Гравець {player} має найбільше очок (%n) і перемагає.</numerusform>
            <numerusform>Гравець {player} має найбільше очок (%n) і перемагає.</numerusform>
            <numerusform>Гравець {player} має найбільше очок (%n) і перемагає.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} are tied on %n points.</source>
        <translation>
            <numerusform>{players}: нічия, у кожного %n очко.</numerusform>
            <numerusform>{players}: нічия, у кожного %n очки.</numerusform>
            <numerusform>{players}: нічия, у кожного %n очок.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie-break, the most marble behind the screen: {standing}.</source>
        <translation>Нічию розв&apos;язує найбільше мармуру за ширмою: {standing}.</translation>
    </message>
    <message>
        <source>{player} wins the tie.</source>
        <translation>Нічию виграє гравець {player}.</translation>
    </message>
    <message>
        <source>{players} are still tied and share the victory.</source>
        <translation>Нічия залишається: {players} ділять перемогу.</translation>
    </message>
    <message>
        <source>Announcing the end</source>
        <translation>Оголошення кінця гри</translation>
    </message>
    <message>
        <source>Take a block:</source>
        <translation>Взяти блок:</translation>
    </message>
    <message>
        <source>Pay with a block:</source>
        <translation>Заплатити блоком:</translation>
    </message>
    <message>
        <source>Build in:</source>
        <translation>Будувати в місті:</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Оцінити місто:</translation>
    </message>
    <message>
        <source>Buy for 10 coins:</source>
        <translation>Купити за 10 монет:</translation>
    </message>
    <message>
        <source>Buy from segment:</source>
        <translation>Купити із сегмента:</translation>
    </message>
</context>
<context>
    <name>CarraraBoard</name>
    <message>
        <source>VP {sign}{n}</source>
        <translation>ПО {sign}{n}</translation>
    </message>
    <message>
        <source>coins {sign}{n}</source>
        <translation>монети {sign}{n}</translation>
    </message>
    <message>
        <source>The wheel: blocks get one coin cheaper each time it turns.</source>
        <translation>Колесо: з кожним поворотом блоки дешевшають на одну монету.</translation>
    </message>
    <message>
        <source>Prices at position {position} (0: free)</source>
        <translation>Ціни на позиції {position} (0: безкоштовно)</translation>
    </message>
    <message>
        <source>Buildings on display</source>
        <translation>Виставлені будівлі</translation>
    </message>
    <message>
        <source>Pile: {count}</source>
        <translation>Стос: {count}</translation>
    </message>
    <message>
        <source>Objects for sale (10 coins)</source>
        <translation>Предмети на продаж (10 монет)</translation>
    </message>
    <message>
        <source>Supply: {objects}</source>
        <translation>Запас: {objects}</translation>
    </message>
    <message>
        <source>Objectives (to announce the end, +5 VP)</source>
        <translation>Цілі (щоб оголосити кінець, +5 ПО)</translation>
    </message>
    <message>
        <source>Scorings: {n}</source>
        <translation>Оцінювання: {n}</translation>
    </message>
    <message>
        <source>Objects: {n}</source>
        <translation>Предмети: {n}</translation>
    </message>
    <message>
        <source>Building value: {n}</source>
        <translation>Цінність будівель: {n}</translation>
    </message>
    <message>
        <source>The end is triggered: the round is finished.</source>
        <translation>Кінець оголошено: коло доігрують.</translation>
    </message>
    <message>
        <source>Score track</source>
        <translation>Трек очок</translation>
    </message>
    <message>
        <source>(final {points})</source>
        <translation>(підсумок {points})</translation>
    </message>
    <message numerus="yes">
        <source>needs %n buildings</source>
        <translation>
            <numerusform>потрібна %n будівля</numerusform>
            <numerusform>потрібні %n будівлі</numerusform>
            <numerusform>потрібно %n будівель</numerusform>
        </translation>
    </message>
    <message>
        <source>scored by {player}</source>
        <translation>оцінено: {player}</translation>
    </message>
    <message>
        <source>VP {n}</source>
        <translation>ПО {n}</translation>
    </message>
    <message>
        <source>building value {n}</source>
        <translation>цінність будівель {n}</translation>
    </message>
    <message>
        <source>Behind the screen</source>
        <translation>За ширмою</translation>
    </message>
    <message>
        <source>hidden from the other players</source>
        <translation>приховано від інших гравців</translation>
    </message>
    <message>
        <source>Scorings: {n} of 6</source>
        <translation>Оцінювання: {n} із 6</translation>
    </message>
    <message>
        <source>Coins: {n}</source>
        <translation>Монети: {n}</translation>
    </message>
    <message>
        <source>set aside: {blocks}</source>
        <translation>відкладено: {blocks}</translation>
    </message>
    <message>
        <source>{colour} marble (rank {rank})</source>
        <translation>мармур: {colour} (ранг {rank})</translation>
    </message>
    <message>
        <source>{building}, value {value}: brings a {object} when scored</source>
        <translation>{building}, цінність {value}: при оцінюванні дає предмет «{object}»</translation>
    </message>
    <message>
        <source>whole segment: {coins}</source>
        <translation>увесь сегмент: {coins}</translation>
    </message>
    <message>
        <source>Scorings: {have} of {n}</source>
        <translation>Оцінювання: {have} із {n}</translation>
    </message>
    <message>
        <source>Objects: {have} of {n}</source>
        <translation>Предмети: {have} із {n}</translation>
    </message>
    <message>
        <source>Building value: {have} of {n}</source>
        <translation>Цінність будівель: {have} із {n}</translation>
    </message>
    <message>
        <source>{city}: build here with the marble shown. Scoring it gives the sum of your building values here × {times} ({unit}); only one player may score it.</source>
        <translation>{city}: тут будують із показаного мармуру. Оцінювання дає суму цінностей ваших будівель тут × {times} ({unit}); оцінити місто може лише один гравець.</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>ПО</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>монети</translation>
    </message>
    <message>
        <source>Still to pay: {n}</source>
        <translation>Ще сплатити блоків: {n}</translation>
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
        <translation>Початок: колесо з першими блоками, будівлі на виставці, а також планшет, ширма й стартовий мармур кожного гравця.</translation>
    </message>
    <message>
        <source>One action a turn: buy marble, build, or score. Scoring a city without buildings, or a type you have not built, is refused.</source>
        <translation>Одна дія за хід: купити мармур, будувати або оцінити. Оцінити місто без будівель чи тип, якого ви не будували, не можна — це буде відхилено.</translation>
    </message>
    <message>
        <source>Buying marble: after the wheel has turned, choose one segment with blocks; its position on the wheel sets their prices. An empty segment is refused.</source>
        <translation>Купівля мармуру: коли колесо повернулося, виберіть один сегмент із блоками; його позиція на колесі визначає ціни. Порожній сегмент буде відхилено.</translation>
    </message>
    <message>
        <source>Then take blocks from that segment only, each at the price of its colour there, and stop when you like.</source>
        <translation>Далі беріть блоки лише з цього сегмента, кожен за ціною свого кольору на цій позиції, і зупиніться, коли захочете.</translation>
    </message>
    <message>
        <source>Building: choose a city that accepts marble you can pay with. Livorno takes only white, and a city you cannot pay for is refused.</source>
        <translation>Будівництво: виберіть місто, що приймає мармур, яким ви можете заплатити. Ліворно приймає лише білий, а місто, за яке не заплатити, буде відхилено.</translation>
    </message>
    <message>
        <source>Paying for the building: only colours that this city accepts count.</source>
        <translation>Оплата будівлі: зараховуються лише кольори, які приймає це місто.</translation>
    </message>
    <message>
        <source>Scoring a city: one of your markers on a city where you have buildings, once per city. A city already scored is refused.</source>
        <translation>Оцінювання міста: один із ваших маркерів на місто, де у вас є будівлі, один раз на місто. Уже оцінене місто буде відхилено.</translation>
    </message>
    <message>
        <source>Scoring a building type: each of your buildings of that type scores its value times its city&apos;s number, in that city&apos;s kind.</source>
        <translation>Оцінювання типу будівель: кожна ваша будівля цього типу дає свою вартість, помножену на номер її міста, у винагороді цього міста.</translation>
    </message>
    <message>
        <source>After your action you may buy one object for sale for 10 coins; each object is worth 3 points at the end and counts for the objectives.</source>
        <translation>Після своєї дії можна купити один предмет із виставлених за 10 монет; кожен предмет наприкінці дає 3 очки й зараховується до цілей.</translation>
    </message>
    <message>
        <source>All three objectives met: you may announce the end now for 5 points, or wait; the round is played to its end either way.</source>
        <translation>Усі три цілі виконано: можна оголосити кінець зараз за 5 очок або почекати; коло в будь-якому разі доґравається до кінця.</translation>
    </message>
    <message>
        <source>At the end the score track is added to: 3 points an object, 1 for every 5 coins, and the value of each of your buildings.</source>
        <translation>Наприкінці до шкали очок додають: 3 очки за предмет, 1 за кожні 5 монет і вартість кожної вашої будівлі.</translation>
    </message>
</context>
<context>
    <name>Catan</name>
    <message>
        <source>Island</source>
        <translation>Острів</translation>
    </message>
    <message>
        <source>Random island</source>
        <translation>Випадковий острів</translation>
    </message>
    <message>
        <source>Fixed beginner island</source>
        <translation>Фіксований острів для новачків</translation>
    </message>
    <message>
        <source>{player} places a settlement.</source>
        <translation>{player} ставить поселення.</translation>
    </message>
    <message>
        <source>{player} places a road.</source>
        <translation>{player} ставить дорогу.</translation>
    </message>
    <message>
        <source>{player} receives {n_resource} from the second settlement.</source>
        <translation>{player} отримує за друге поселення: {n_resource}.</translation>
    </message>
    <message>
        <source>Turn {turn}: {player} is on turn.</source>
        <translation>Хід {turn}: черга гравця {player}.</translation>
    </message>
    <message>
        <source>{player} ends the turn.</source>
        <translation>{player} завершує хід.</translation>
    </message>
    <message>
        <source>{player} rolls {die1} + {die2} = {total}.</source>
        <translation>{player} викидає {die1} + {die2} = {total}.</translation>
    </message>
    <message>
        <source>{player} receives {n_resource}.</source>
        <translation>{player} отримує: {n_resource}.</translation>
    </message>
    <message>
        <source>The bank cannot pay everyone&apos;s {resource}: nobody receives it.</source>
        <translation>Банк не може виплатити всім карти ({resource}): цей ресурс не отримує ніхто.</translation>
    </message>
    <message>
        <source>{player} discards 1 {resource}.</source>
        <translation>{player} скидає 1 карту ({resource}).</translation>
    </message>
    <message>
        <source>{player} steals 1 {resource} from {victim_player}.</source>
        <translation>{player} краде 1 карту ({resource}) у гравця {victim_player}.</translation>
    </message>
    <message>
        <source>{player} finds nobody to rob there.</source>
        <translation>{player} не має там кого пограбувати.</translation>
    </message>
    <message>
        <source>{player} builds a road.</source>
        <translation>{player} будує дорогу.</translation>
    </message>
    <message>
        <source>{player} builds a settlement.</source>
        <translation>{player} будує поселення.</translation>
    </message>
    <message>
        <source>{player} upgrades a settlement to a city.</source>
        <translation>{player} перетворює поселення на місто.</translation>
    </message>
    <message>
        <source>{player} buys a development card ({card}).</source>
        <translation>{player} купує карту розвитку ({card}).</translation>
    </message>
    <message>
        <source>{player} plays Road Building.</source>
        <translation>{player} грає «Будівництво доріг».</translation>
    </message>
    <message>
        <source>{player} places a free road.</source>
        <translation>{player} ставить безплатну дорогу.</translation>
    </message>
    <message>
        <source>{player} plays Year of Plenty.</source>
        <translation>{player} грає «Рік достатку».</translation>
    </message>
    <message>
        <source>{player} takes 1 {resource} from the bank.</source>
        <translation>{player} бере з банку 1 карту ({resource}).</translation>
    </message>
    <message>
        <source>{player} plays Monopoly on {resource}.</source>
        <translation>{player} грає «Монополію»: {resource}.</translation>
    </message>
    <message>
        <source>{victim_player} gives {n_resource} to {player}.</source>
        <translation>{victim_player} віддає гравцеві {player}: {n_resource}.</translation>
    </message>
    <message>
        <source>{player} trades {n_give} with the bank for 1 {resource}.</source>
        <translation>{player} міняє з банком: {n_give} на 1 карту ({resource}).</translation>
    </message>
    <message>
        <source>{player} offers a trade to {target_player}:</source>
        <translation>{player} пропонує обмін гравцеві {target_player}:</translation>
    </message>
    <message>
        <source>{player} offers a trade to everybody:</source>
        <translation>{player} пропонує обмін усім:</translation>
    </message>
    <message>
        <source>{player} would give {n_resource}.</source>
        <translation>{player} пропонує віддати: {n_resource}.</translation>
    </message>
    <message>
        <source>{player} asks for {n_resource}.</source>
        <translation>{player} просить: {n_resource}.</translation>
    </message>
    <message>
        <source>{player} accepts the offer.</source>
        <translation>{player} приймає пропозицію.</translation>
    </message>
    <message>
        <source>{player} declines the offer.</source>
        <translation>{player} відхиляє пропозицію.</translation>
    </message>
    <message>
        <source>Nobody accepts the offer of {player}.</source>
        <translation>Пропозицію гравця {player} ніхто не приймає.</translation>
    </message>
    <message>
        <source>{player} withdraws the offer.</source>
        <translation>{player} відкликає пропозицію.</translation>
    </message>
    <message>
        <source>{player} trades with {partner_player}.</source>
        <translation>{player} укладає обмін із гравцем {partner_player}.</translation>
    </message>
    <message>
        <source>{player} gives {n_resource} to {other_player}.</source>
        <translation>{player} віддає гравцеві {other_player}: {n_resource}.</translation>
    </message>
    <message>
        <source>{previous_player} loses the Longest Road; nobody holds it now.</source>
        <translation>{previous_player} втрачає Найдовшу дорогу; тепер вона не належить нікому.</translation>
    </message>
    <message>
        <source>{player} steals a card from {victim_player}.</source>
        <translation>{player} краде карту в гравця {victim_player}.</translation>
    </message>
    <message>
        <source>{player} buys a development card.</source>
        <translation>{player} купує карту розвитку.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Гру завершено.</translation>
    </message>
    <message>
        <source>This is not a move of Catan.</source>
        <translation>Це не хід гри «Catan».</translation>
    </message>
    <message>
        <source>It is {player}&apos;s decision now.</source>
        <translation>Зараз рішення за гравцем {player}.</translation>
    </message>
    <message>
        <source>That choice does not exist here.</source>
        <translation>Такого вибору тут немає.</translation>
    </message>
    <message>
        <source>You cannot do that now.</source>
        <translation>Зараз цього зробити не можна.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Спершу киньте кубики.</translation>
    </message>
    <message>
        <source>You have already rolled this turn.</source>
        <translation>Ви вже кидали кубики в цьому ході.</translation>
    </message>
    <message>
        <source>This costs {cost}; you are missing {missing}.</source>
        <translation>Ціна: {cost}; вам бракує: {missing}.</translation>
    </message>
    <message>
        <source>You have no {piece} left in your supply.</source>
        <translation>У вашому запасі не залишилося: {piece}.</translation>
    </message>
    <message>
        <source>There is already a road there.</source>
        <translation>Тут уже є дорога.</translation>
    </message>
    <message>
        <source>A road must join your own road, settlement or city, and cannot pass another player&apos;s building.</source>
        <translation>Дорога повинна прилягати до вашої дороги, поселення чи міста й не може проходити крізь будівлю іншого гравця.</translation>
    </message>
    <message>
        <source>This road must touch the settlement you have just placed.</source>
        <translation>Ця дорога повинна прилягати до поселення, яке ви щойно поставили.</translation>
    </message>
    <message>
        <source>That intersection is already taken.</source>
        <translation>Це перехрестя вже зайняте.</translation>
    </message>
    <message>
        <source>Distance rule: no settlement next to another settlement or city.</source>
        <translation>Правило відстані: поселення не може стояти поруч з іншим поселенням чи містом.</translation>
    </message>
    <message>
        <source>A settlement must touch one of your roads.</source>
        <translation>Поселення повинно прилягати до однієї з ваших доріг.</translation>
    </message>
    <message>
        <source>A city must replace one of your own settlements.</source>
        <translation>Місто повинно замінити одне з ваших власних поселень.</translation>
    </message>
    <message>
        <source>This is already a city: a city cannot be upgraded further.</source>
        <translation>Тут уже місто: місто не можна покращити далі.</translation>
    </message>
    <message>
        <source>The robber moves only after a 7 is rolled or a Knight is played.</source>
        <translation>Розбійника переміщують лише після кидка 7 або коли зіграно Лицаря.</translation>
    </message>
    <message>
        <source>No development cards are left.</source>
        <translation>Карт розвитку не залишилося.</translation>
    </message>
    <message>
        <source>You have no {card} card.</source>
        <translation>У вас немає карти «{card}».</translation>
    </message>
    <message>
        <source>A development card cannot be played in the turn it was bought.</source>
        <translation>Карту розвитку не можна зіграти в тому ході, коли її купили.</translation>
    </message>
    <message>
        <source>Only one development card may be played per turn.</source>
        <translation>За хід можна зіграти лише одну карту розвитку.</translation>
    </message>
    <message>
        <source>The bank has no cards you could take.</source>
        <translation>У банку немає карт, які ви могли б узяти.</translation>
    </message>
    <message>
        <source>The bank has no {resource} left.</source>
        <translation>У банку не залишилося карт ({resource}).</translation>
    </message>
    <message>
        <source>Take a different resource from the one you give.</source>
        <translation>Візьміть інший ресурс, ніж той, який віддаєте.</translation>
    </message>
    <message>
        <source>You have no harbour for trading {resource} at {rate}:1.</source>
        <translation>У вас немає гавані для обміну карт ({resource}) за курсом {rate}:1.</translation>
    </message>
    <message>
        <source>You do not have enough {resource}.</source>
        <translation>У вас недостатньо карт ({resource}).</translation>
    </message>
    <message>
        <source>You have no {resource} to discard.</source>
        <translation>У вас немає карт ({resource}), щоб скинути.</translation>
    </message>
    <message>
        <source>The robber must move to a different land hex.</source>
        <translation>Розбійника треба перемістити на інший гекс суходолу.</translation>
    </message>
    <message>
        <source>You can only rob a player with a building on the robber&apos;s hex who holds cards.</source>
        <translation>Пограбувати можна лише гравця, який має будівлю на гексі розбійника й тримає карти.</translation>
    </message>
    <message>
        <source>The same resource cannot be on both sides of a trade.</source>
        <translation>Один ресурс не може бути з обох боків обміну.</translation>
    </message>
    <message>
        <source>Both sides of a trade must give at least one card.</source>
        <translation>Обидві сторони обміну мають віддати принаймні одну карту.</translation>
    </message>
    <message>
        <source>You cannot ask for more cards than the other players hold.</source>
        <translation>Не можна просити більше карт, ніж мають інші гравці.</translation>
    </message>
    <message>
        <source>No trade is possible: the others hold nothing you could ask for in exchange for your cards.</source>
        <translation>Обмін неможливий: інші гравці не мають нічого, що ви могли б попросити в обмін на свої карти.</translation>
    </message>
    <message>
        <source>You do not hold the cards asked for.</source>
        <translation>У вас немає карт, які просять.</translation>
    </message>
    <message>
        <source>{other_player} has not accepted this offer.</source>
        <translation>Гравець {other_player} не приймав цієї пропозиції.</translation>
    </message>
    <message>
        <source>Place a settlement</source>
        <translation>Поставити поселення</translation>
    </message>
    <message>
        <source>Place a road</source>
        <translation>Поставити дорогу</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Кинути кубики</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Завершити хід</translation>
    </message>
    <message>
        <source>Build a road</source>
        <translation>Збудувати дорогу</translation>
    </message>
    <message>
        <source>Build a settlement</source>
        <translation>Збудувати поселення</translation>
    </message>
    <message>
        <source>Build a city</source>
        <translation>Збудувати місто</translation>
    </message>
    <message>
        <source>Buy a development card</source>
        <translation>Купити карту розвитку</translation>
    </message>
    <message>
        <source>Play a Knight</source>
        <translation>Зіграти «Лицаря»</translation>
    </message>
    <message>
        <source>Play Road Building</source>
        <translation>Зіграти «Будівництво доріг»</translation>
    </message>
    <message>
        <source>Play Year of Plenty</source>
        <translation>Зіграти «Рік достатку»</translation>
    </message>
    <message>
        <source>Play Monopoly on {resource}</source>
        <translation>Зіграти «Монополію»: {resource}</translation>
    </message>
    <message>
        <source>Take {resource}</source>
        <translation>Взяти: {resource}</translation>
    </message>
    <message>
        <source>Discard {resource}</source>
        <translation>Скинути: {resource}</translation>
    </message>
    <message>
        <source>Move the robber here</source>
        <translation>Перемістити розбійника сюди</translation>
    </message>
    <message>
        <source>Rob {victim_player}</source>
        <translation>Пограбувати гравця {victim_player}</translation>
    </message>
    <message>
        <source>Trade {n_resource} with the bank</source>
        <translation>Обміняти з банком: {n_resource}</translation>
    </message>
    <message>
        <source>Take {resource} from the bank</source>
        <translation>Взяти з банку: {resource}</translation>
    </message>
    <message>
        <source>Offer a trade to the other players</source>
        <translation>Запропонувати обмін іншим гравцям</translation>
    </message>
    <message>
        <source>Offer 1 more {resource}</source>
        <translation>Запропонувати ще 1 карту ({resource})</translation>
    </message>
    <message>
        <source>Ask for 1 more {resource}</source>
        <translation>Попросити ще 1 карту ({resource})</translation>
    </message>
    <message>
        <source>Send the offer to {target_player}</source>
        <translation>Надіслати пропозицію гравцеві {target_player}</translation>
    </message>
    <message>
        <source>Send the offer to everybody</source>
        <translation>Надіслати пропозицію всім</translation>
    </message>
    <message>
        <source>Accept the offer</source>
        <translation>Прийняти пропозицію</translation>
    </message>
    <message>
        <source>Decline the offer</source>
        <translation>Відхилити пропозицію</translation>
    </message>
    <message>
        <source>Trade with {partner_player}</source>
        <translation>Обмінятися з гравцем {partner_player}</translation>
    </message>
    <message>
        <source>Withdraw the offer</source>
        <translation>Відкликати пропозицію</translation>
    </message>
    <message>
        <source>lumber</source>
        <translation>деревина</translation>
    </message>
    <message>
        <source>brick</source>
        <translation>глина</translation>
    </message>
    <message>
        <source>wool</source>
        <translation>вовна</translation>
    </message>
    <message>
        <source>grain</source>
        <translation>зерно</translation>
    </message>
    <message>
        <source>ore</source>
        <translation>руда</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>ліс</translation>
    </message>
    <message>
        <source>hills</source>
        <translation>пагорби</translation>
    </message>
    <message>
        <source>pasture</source>
        <translation>пасовище</translation>
    </message>
    <message>
        <source>fields</source>
        <translation>поля</translation>
    </message>
    <message>
        <source>mountains</source>
        <translation>гори</translation>
    </message>
    <message>
        <source>desert</source>
        <translation>пустеля</translation>
    </message>
    <message>
        <source>3:1 harbour</source>
        <translation>гавань 3:1</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Лицар</translation>
    </message>
    <message>
        <source>Victory Point</source>
        <translation>Переможне очко</translation>
    </message>
    <message>
        <source>Road Building</source>
        <translation>Будівництво доріг</translation>
    </message>
    <message>
        <source>Year of Plenty</source>
        <translation>Рік достатку</translation>
    </message>
    <message>
        <source>Monopoly</source>
        <translation>Монополія</translation>
    </message>
    <message>
        <source>road</source>
        <translation>дорога</translation>
    </message>
    <message>
        <source>settlement</source>
        <translation>поселення</translation>
    </message>
    <message>
        <source>city</source>
        <translation>місто</translation>
    </message>
    <message numerus="yes">
        <source>%n lumber</source>
        <translation>
            <numerusform>%n карта деревини</numerusform>
            <numerusform>%n карти деревини</numerusform>
            <numerusform>%n карт деревини</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n brick</source>
        <translation>
            <numerusform>%n карта глини</numerusform>
            <numerusform>%n карти глини</numerusform>
            <numerusform>%n карт глини</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wool</source>
        <translation>
            <numerusform>%n карта вовни</numerusform>
            <numerusform>%n карти вовни</numerusform>
            <numerusform>%n карт вовни</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grain</source>
        <translation>
            <numerusform>%n карта зерна</numerusform>
            <numerusform>%n карти зерна</numerusform>
            <numerusform>%n карт зерна</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ore</source>
        <translation>
            <numerusform>%n карта руди</numerusform>
            <numerusform>%n карти руди</numerusform>
            <numerusform>%n карт руди</numerusform>
        </translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Переможні очки</translation>
    </message>
    <message>
        <source>Resource cards</source>
        <translation>Карти ресурсів</translation>
    </message>
    <message>
        <source>Development cards</source>
        <translation>Карти розвитку</translation>
    </message>
    <message>
        <source>Knights played</source>
        <translation>Зіграно лицарів</translation>
    </message>
    <message>
        <source>Longest road</source>
        <translation>Найдовша дорога</translation>
    </message>
    <message>
        <source>Place a starting settlement</source>
        <translation>Поставте початкове поселення</translation>
    </message>
    <message>
        <source>Place a starting road</source>
        <translation>Поставте початкову дорогу</translation>
    </message>
    <message>
        <source>Roll the dice (or play a development card first)</source>
        <translation>Киньте кубики (або спершу зіграйте карту розвитку)</translation>
    </message>
    <message>
        <source>Trade and build, then end the turn</source>
        <translation>Торгуйте й будуйте, потім завершіть хід</translation>
    </message>
    <message>
        <source>Discard half of your cards</source>
        <translation>Скиньте половину своїх карт</translation>
    </message>
    <message>
        <source>Move the robber</source>
        <translation>Перемістіть розбійника</translation>
    </message>
    <message>
        <source>Choose whom to rob</source>
        <translation>Виберіть, кого пограбувати</translation>
    </message>
    <message>
        <source>Place your free roads</source>
        <translation>Поставте свої безплатні дороги</translation>
    </message>
    <message>
        <source>Choose the resource to receive</source>
        <translation>Виберіть ресурс, який хочете отримати</translation>
    </message>
    <message>
        <source>Compose your trade offer</source>
        <translation>Складіть свою торгову пропозицію</translation>
    </message>
    <message>
        <source>Answer the trade offer</source>
        <translation>Дайте відповідь на торгову пропозицію</translation>
    </message>
    <message>
        <source>Choose a trade partner or withdraw</source>
        <translation>Виберіть партнера для обміну або відкличте пропозицію</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Гру завершено</translation>
    </message>
    <message numerus="yes">
        <source>%n resource cards</source>
        <translation>
            <numerusform>%n карта ресурсу</numerusform>
            <numerusform>%n карти ресурсів</numerusform>
            <numerusform>%n карт ресурсів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The bank is short of {resource}: {player} receives only %n cards instead of {owed}.</source>
        <translation>
            <numerusform>У банку бракує карт ({resource}): {player} отримує лише %n карту замість {owed}.</numerusform>
            <numerusform>У банку бракує карт ({resource}): {player} отримує лише %n карти замість {owed}.</numerusform>
            <numerusform>У банку бракує карт ({resource}): {player} отримує лише %n карт замість {owed}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} holds more than 7 cards and must discard %n cards.</source>
        <translation>
            <numerusform>{player} має понад 7 карт і мусить скинути %n карту.</numerusform>
            <numerusform>{player} має понад 7 карт і мусить скинути %n карти.</numerusform>
            <numerusform>{player} має понад 7 карт і мусить скинути %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} plays a Knight (%n played).</source>
        <translation>
            <numerusform>{player} грає «Лицаря» (зіграно лицарів: %n).</numerusform>
            <numerusform>{player} грає «Лицаря» (зіграно лицарів: %n).</numerusform>
            <numerusform>{player} грає «Лицаря» (зіграно лицарів: %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} now holds the Longest Road (%n segments).</source>
        <translation>
            <numerusform>Тепер Найдовша дорога належить гравцеві {player} (%n відрізок).</numerusform>
            <numerusform>Тепер Найдовша дорога належить гравцеві {player} (%n відрізки).</numerusform>
            <numerusform>Тепер Найдовша дорога належить гравцеві {player} (%n відрізків).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} now holds the Largest Army (%n knights).</source>
        <translation>
            <numerusform>Тепер Найбільше військо належить гравцеві {player} (%n лицар).</numerusform>
            <numerusform>Тепер Найбільше військо належить гравцеві {player} (%n лицарі).</numerusform>
            <numerusform>Тепер Найбільше військо належить гравцеві {player} (%n лицарів).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} reveals %n victory point cards.</source>
        <translation>
            <numerusform>{player} відкриває %n карту переможного очка.</numerusform>
            <numerusform>{player} відкриває %n карти переможних очок.</numerusform>
            <numerusform>{player} відкриває %n карт переможних очок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} wins with %n victory points!</source>
        <translation>
            <numerusform>{player} перемагає, маючи %n переможне очко!</numerusform>
            <numerusform>{player} перемагає, маючи %n переможні очки!</numerusform>
            <numerusform>{player} перемагає, маючи %n переможних очок!</numerusform>
        </translation>
    </message>
    <message>
        <source>The bank has no {resource} left for {player}.</source>
        <translation>У банку не залишилося карт ({resource}) для гравця {player}.</translation>
    </message>
    <message numerus="yes">
        <source>You may send at most %n trade offers per turn.</source>
        <translation>
            <numerusform>За хід можна надіслати щонайбільше %n торгову пропозицію.</numerusform>
            <numerusform>За хід можна надіслати щонайбільше %n торгові пропозиції.</numerusform>
            <numerusform>За хід можна надіслати щонайбільше %n торгових пропозицій.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} moves the robber to the {terrain} hex numbered {number}.</source>
        <translation>{player} переміщує розбійника: гекс «{terrain}», число {number}.</translation>
    </message>
    <message>
        <source>{player} moves the robber to the desert.</source>
        <translation>{player} переміщує розбійника в пустелю.</translation>
    </message>
    <message>
        <source>Resources produced</source>
        <translation>Вироблені ресурси</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Банк</translation>
    </message>
    <message>
        <source>Development cards left</source>
        <translation>Карт розвитку лишилося</translation>
    </message>
    <message>
        <source>Longest Road</source>
        <translation>Найдовша дорога</translation>
    </message>
    <message>
        <source>Largest Army</source>
        <translation>Найбільше військо</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Дорога</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Поселення</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Місто</translation>
    </message>
    <message>
        <source>Development card</source>
        <translation>Карта розвитку</translation>
    </message>
    <message>
        <source>Building costs</source>
        <translation>Вартість будівництва</translation>
    </message>
    <message numerus="yes">
        <source>Year of Plenty: resources still to take from the bank: %n</source>
        <translation>
            <numerusform>«Рік достатку»: ще взяти з банку ресурсів: %n</numerusform>
            <numerusform>«Рік достатку»: ще взяти з банку ресурсів: %n</numerusform>
            <numerusform>«Рік достатку»: ще взяти з банку ресурсів: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Settlements</source>
        <translation>Поселення</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Міста</translation>
    </message>
    <message>
        <source>Victory Point cards</source>
        <translation>Карти переможного очка</translation>
    </message>
    <message numerus="yes">
        <source>Settlements: %n points each</source>
        <translation>
            <numerusform>Поселення: по %n очку за кожне</numerusform>
            <numerusform>Поселення: по %n очки за кожне</numerusform>
            <numerusform>Поселення: по %n очок за кожне</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cities: %n points each</source>
        <translation>
            <numerusform>Міста: по %n очку за кожне</numerusform>
            <numerusform>Міста: по %n очки за кожне</numerusform>
            <numerusform>Міста: по %n очок за кожне</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Longest Road card: %n points</source>
        <translation>
            <numerusform>Карта «Найдовша дорога»: %n очко</numerusform>
            <numerusform>Карта «Найдовша дорога»: %n очки</numerusform>
            <numerusform>Карта «Найдовша дорога»: %n очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Largest Army card: %n points</source>
        <translation>
            <numerusform>Карта «Найбільше військо»: %n очко</numerusform>
            <numerusform>Карта «Найбільше військо»: %n очки</numerusform>
            <numerusform>Карта «Найбільше військо»: %n очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Victory Point cards: %n points each</source>
        <translation>
            <numerusform>Карти переможного очка: по %n очку за кожну</numerusform>
            <numerusform>Карти переможного очка: по %n очки за кожну</numerusform>
            <numerusform>Карти переможного очка: по %n очок за кожну</numerusform>
        </translation>
    </message>
    <message>
        <source>Resource cards in hand</source>
        <translation>Карти ресурсів у руці</translation>
    </message>
    <message>
        <source>Development cards not played</source>
        <translation>Незіграні карти розвитку</translation>
    </message>
    <message numerus="yes">
        <source>{player} has %n victory points on their own turn: 10 end the game at once, so no tie-break is needed.</source>
        <translation>
            <numerusform>Гравець {player} має %n переможне очко у свій хід: 10 очок одразу закінчують гру, тож нічию розв&apos;язувати не треба.</numerusform>
            <numerusform>Гравець {player} має %n переможні очки у свій хід: 10 очок одразу закінчують гру, тож нічию розв&apos;язувати не треба.</numerusform>
            <numerusform>Гравець {player} має %n переможних очок у свій хід: 10 очок одразу закінчують гру, тож нічию розв&apos;язувати не треба.</numerusform>
        </translation>
    </message>
    <message>
        <source>Also at 10 or more victory points: {players}; but only the player whose turn it is wins.</source>
        <translation>10 і більше переможних очок мають також: {players}; але перемагає лише той, чий зараз хід.</translation>
    </message>
    <message>
        <source>Discard a card:</source>
        <translation>Скинути карту:</translation>
    </message>
    <message>
        <source>Take from the bank:</source>
        <translation>Взяти з банку:</translation>
    </message>
    <message>
        <source>Play Monopoly on:</source>
        <translation>Зіграти «Монополію»:</translation>
    </message>
    <message>
        <source>Trade with the bank:</source>
        <translation>Обміняти з банком:</translation>
    </message>
    <message>
        <source>Offer 1 more:</source>
        <translation>Запропонувати ще 1 карту:</translation>
    </message>
    <message>
        <source>Ask for 1 more:</source>
        <translation>Попросити ще 1 карту:</translation>
    </message>
    <message>
        <source>Send the offer to:</source>
        <translation>Надіслати пропозицію:</translation>
    </message>
    <message>
        <source>Rob:</source>
        <translation>Пограбувати:</translation>
    </message>
    <message>
        <source>Trade with:</source>
        <translation>Обмінятися:</translation>
    </message>
</context>
<context>
    <name>CatanBoard</name>
    <message>
        <source>Forest</source>
        <translation>Ліс</translation>
    </message>
    <message>
        <source>Hills</source>
        <translation>Пагорби</translation>
    </message>
    <message>
        <source>Pasture</source>
        <translation>Пасовище</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Поля</translation>
    </message>
    <message>
        <source>Mountains</source>
        <translation>Гори</translation>
    </message>
    <message>
        <source>Desert</source>
        <translation>Пустеля</translation>
    </message>
    <message>
        <source>lumber</source>
        <translation>деревина</translation>
    </message>
    <message>
        <source>brick</source>
        <translation>глина</translation>
    </message>
    <message>
        <source>wool</source>
        <translation>вовна</translation>
    </message>
    <message>
        <source>grain</source>
        <translation>зерно</translation>
    </message>
    <message>
        <source>ore</source>
        <translation>руда</translation>
    </message>
    <message>
        <source>any</source>
        <translation>будь-який</translation>
    </message>
    <message numerus="yes">
        <source>%n pips</source>
        <translation>
            <numerusform>%n крапка</numerusform>
            <numerusform>%n крапки</numerusform>
            <numerusform>%n крапок</numerusform>
        </translation>
    </message>
    <message>
        <source>Harbour: trade 3 of one resource for 1 of another.</source>
        <translation>Гавань: 3 карти одного ресурсу можна обміняти на 1 карту іншого.</translation>
    </message>
    <message>
        <source>Harbour: trade 2 {resource} for 1 of another resource.</source>
        <translation>Гавань: 2 карти ({resource}) можна обміняти на 1 карту іншого ресурсу.</translation>
    </message>
    <message>
        <source>{terrain}: produces {resource} on a roll of {number}.</source>
        <translation>{terrain}: коли випадає {number}, виробляє ресурс «{resource}».</translation>
    </message>
    <message>
        <source>Road of {player}</source>
        <translation>Дорога гравця {player}</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Поселення</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Місто</translation>
    </message>
    <message>
        <source>{kind} of {player}</source>
        <translation>{kind} гравця {player}</translation>
    </message>
    <message>
        <source>The robber: this hex produces nothing while he stands here.</source>
        <translation>Розбійник: доки він тут, цей гекс нічого не виробляє.</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Кубики</translation>
    </message>
    <message>
        <source>Trade with players…</source>
        <translation>Обмінятися з гравцями…</translation>
    </message>
    <message>
        <source>Trade with the bank…</source>
        <translation>Обмінятися з банком…</translation>
    </message>
    <message>
        <source>Discard…</source>
        <translation>Скинути…</translation>
    </message>
    <message>
        <source>everybody</source>
        <translation>усім</translation>
    </message>
    <message>
        <source>Development cards: {cards}</source>
        <translation>Карти розвитку: {cards}</translation>
    </message>
    <message>
        <source>Your victory points (with hidden cards): {points}</source>
        <translation>Ваші переможні очки (з прихованими картами): {points}</translation>
    </message>
    <message numerus="yes">
        <source>(%n new)</source>
        <translation>
            <numerusform>(%n нова)</numerusform>
            <numerusform>(%n нові)</numerusform>
            <numerusform>(%n нових)</numerusform>
        </translation>
    </message>
    <message>
        <source>Rolled by {player}</source>
        <translation>Кидок: {player}</translation>
    </message>
    <message>
        <source>Intersection beside {hexes}</source>
        <translation>Перехрестя біля: {hexes}</translation>
    </message>
    <message>
        <source>Path beside {hexes}</source>
        <translation>Сторона біля: {hexes}</translation>
    </message>
</context>
<context>
    <name>CatanDialogs</name>
    <message>
        <source>Trade with players</source>
        <translation>Обмін із гравцями</translation>
    </message>
    <message>
        <source>You give</source>
        <translation>Ви віддаєте</translation>
    </message>
    <message>
        <source>You ask for</source>
        <translation>Ви просите</translation>
    </message>
    <message>
        <source>Send to</source>
        <translation>Кому надіслати</translation>
    </message>
    <message>
        <source>Both sides must give at least one card, and no resource may be on both sides.</source>
        <translation>Обидві сторони мають віддати принаймні одну карту, і жоден ресурс не може бути з обох боків.</translation>
    </message>
    <message>
        <source>Trade with the bank</source>
        <translation>Обмін із банком</translation>
    </message>
    <message>
        <source>You take</source>
        <translation>Ви берете</translation>
    </message>
    <message>
        <source>Discard cards</source>
        <translation>Скидання карт</translation>
    </message>
    <message numerus="yes">
        <source>%n {resource}</source>
        <translation>
            <numerusform>%n карта ({resource})</numerusform>
            <numerusform>%n карти ({resource})</numerusform>
            <numerusform>%n карт ({resource})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n cards to discard</source>
        <translation>
            <numerusform>Виберіть %n карту, яку треба скинути</numerusform>
            <numerusform>Виберіть %n карти, які треба скинути</numerusform>
            <numerusform>Виберіть %n карт, які треба скинути</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatanRules</name>
    <message>
        <source>What is in the game</source>
        <translation>Що є в грі</translation>
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
        <translation>&lt;p&gt;У «Catan» 3 або 4 гравці заселяють острів. Вони збирають ресурси,
будують дороги, поселення й міста та змагаються, хто першим набере 10 переможних очок. Гру для
2 гравців можна вибрати як варіант: поле й правила залишаються тими самими.&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Місцевість&lt;/th&gt;&lt;th&gt;Виробляє&lt;/th&gt;&lt;th&gt;Гексів&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Ліс&lt;/td&gt;&lt;td&gt;Деревина&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Пасовище&lt;/td&gt;&lt;td&gt;Вовна&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Поля&lt;/td&gt;&lt;td&gt;Зерно&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Пагорби&lt;/td&gt;&lt;td&gt;Глина&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Гори&lt;/td&gt;&lt;td&gt;Руда&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Пустеля&lt;/td&gt;&lt;td&gt;нічого&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;19 гексів суходолу&lt;/b&gt; (див. таблицю), оточених морем.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;18 жетонів із числами&lt;/b&gt;: одна 2, одна 12 і по два жетони 3, 4, 5, 6, 8, 9, 10
та 11. Сімки немає.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;9 гаваней&lt;/b&gt; на узбережжі: 4 звичайні гавані (3:1) і 5 спеціальних
гаваней (2:1), по одній для кожного ресурсу.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;95 карт ресурсів&lt;/b&gt;, по 19 кожного ресурсу. Вони утворюють банк.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;25 карт розвитку&lt;/b&gt;: 14 «Лицарів», 5 «Переможних очок», 2 «Будівництва доріг»,
2 «Роки достатку» і 2 «Монополії».&lt;/li&gt;
&lt;li&gt;Для кожного кольору: &lt;b&gt;5 поселень, 4 міста й 15 доріг&lt;/b&gt;.&lt;/li&gt;
&lt;li&gt;Дві особливі карти, кожна варта 2 очок: &lt;b&gt;Найдовша дорога&lt;/b&gt; і
&lt;b&gt;Найбільше військо&lt;/b&gt;.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Розбійник&lt;/b&gt; і два шестигранні кубики.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Building the island</source>
        <translation>Створення острова</translation>
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
        <translation>&lt;p&gt;Для кожної гри програма викладає новий острів. 19 гексів суходолу
перетасовують і викладають рядами по 3, 4, 5, 4 і 3 гекси, а довкола — море.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Жетони з числами.&lt;/b&gt; На 18 жетонах є літери від A до R і, у тому ж
порядку, числа 5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11.
Їх викладають в алфавітному порядку по спіралі: програма навмання вибирає один із шести
кутових гексів острова, обходить зовнішнє кільце проти годинникової стрілки,
а потім закручує спіраль усередину, до центру. Пустелю пропускають, і жетона вона не отримує.
За такого викладання два найприбутковіші числа, 6 і 8, ніколи не опиняються на
сусідніх гексах.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Гавані.&lt;/b&gt; 9 гаваней завжди розташовані на тих самих дев&apos;яти місцях
узбережжя. Перетасовують лише їхні типи: 4 звичайні гавані 3:1 і по одній гавані 2:1
для кожного з п&apos;яти ресурсів. Кожна гавань обслуговує два
перехрестя узбережжя, яких торкається.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Розбійник&lt;/b&gt; починає гру в пустелі.&lt;/p&gt;
&lt;p&gt;Коли ви починаєте гру, параметр &lt;b&gt;Острів&lt;/b&gt; пропонує &lt;i&gt;Випадковий острів&lt;/i&gt;
(типовий, описаний вище) або &lt;i&gt;Фіксований острів для новачків&lt;/i&gt;: та сама
місцевість, ті самі числа й гавані в кожній грі, що зручно для навчання.&lt;/p&gt;
&lt;p&gt;Кілька слів, що вживаються в цих правилах: &lt;b&gt;перехрестя&lt;/b&gt; — це кут, де
сходяться гекси (там стоять поселення й міста); &lt;b&gt;сторона&lt;/b&gt; — це бік
гекса суходолу, що з&apos;єднує два перехрестя (там будують дороги).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Підготовка до гри</translation>
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
        <translation>&lt;p&gt;Програма вибирає першого гравця навмання; це замінює
кидок кубиків за столом. Потім усі безплатно ставлять по два поселення й дві
дороги за два кола.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Перше коло:&lt;/b&gt; починаючи з першого гравця й далі за порядком
місць, кожен гравець ставить одне поселення й одну дорогу.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Друге коло:&lt;/b&gt; порядок зворотний. Починає останній гравець першого
кола, а перший гравець ставить останнім, тож цей гравець ставить два
поселення поспіль.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Кожна дорога має торкатися щойно поставленого поселення. Поселення можуть
стояти на узбережжі, але принаймні один із гексів довкола них має бути суходолом.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Правило відстані.&lt;/b&gt; Поселення можна ставити лише на вільне перехрестя, усі сусідні
перехрестя якого (ті, що на відстані однієї сторони) теж вільні. Це правило
діє всю гру, зокрема й щодо ваших власних будівель.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Стартові ресурси.&lt;/b&gt; Одразу після того, як ви поставили друге поселення, ви
берете з банку по одній карті ресурсу за кожен сусідній з ним гекс суходолу (пустеля
нічого не дає).&lt;/p&gt;
&lt;p&gt;Поле підсвічує перехрестя й сторони, де можна будувати; клацніть
одне з них, щоб поставити фішку. Коли поставлено останню дорогу другого кола,
перший гравець починає перший хід.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Ваш хід</translation>
    </message>
    <message>
        <source>Production and the bank</source>
        <translation>Виробництво й банк</translation>
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
        <translation>&lt;p&gt;Після кидка виробляє кожен гекс суходолу, жетон якого показує випалу
суму. Кожне поселення на куті такого гекса приносить власникові 1 карту
ресурсу цього гекса; кожне місто — 2. Гекс може приносити дохід кільком гравцям, а
будівля поруч із двома гексами з однаковим числом отримує за обидва.&lt;/p&gt;
&lt;p&gt;Пустеля ніколи нічого не виробляє. Гекс, на якому стоїть розбійник, нічого не виробляє,
доки розбійник там, навіть якщо випало його число.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Коли в банку бракує карт.&lt;/b&gt; У банку лише по 19 карт кожного
ресурсу. Виробництво обробляється ресурс за ресурсом:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Якщо в банку досить карт ресурсу, кожен отримує належне.&lt;/li&gt;
&lt;li&gt;Якщо банк не може заплатити всім, кому належить ресурс, цього разу &lt;b&gt;ніхто&lt;/b&gt;
цього ресурсу не отримує.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Виняток:&lt;/b&gt; якщо цей ресурс належить лише одному гравцеві, той гравець
отримує всі карти, що залишилися в банку.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Нестача одного ресурсу не зупиняє інших: їх виплачують як
зазвичай.&lt;/p&gt;
&lt;p&gt;&lt;i&gt;Приклад:&lt;/i&gt; залишилося лише 3 карти зерна. Червоному належить 2 зерна, а Синьому
— 2: зерна не отримує ніхто. Якби 4 зерна належало лише Червоному, Червоний забрав би
останні 3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rolling a 7 and the robber</source>
        <translation>Сімка й розбійник</translation>
    </message>
    <message>
        <source>Trading</source>
        <translation>Торгівля</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Будівництво</translation>
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
        <translation>&lt;p&gt;Гравці ходять за порядком місць. Ваш хід проходить так:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;1. Перед кидком&lt;/b&gt; (необов&apos;язково): можна зіграти одну карту розвитку,
наприклад «Лицаря», щоб прогнати розбійника зі свого гекса.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;2. Киньте кубики.&lt;/b&gt; Сума визначає, які гекси виробляють ресурси (див.
«Виробництво»). Сімка натомість виводить на сцену розбійника.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;3. Торгуйте й будуйте&lt;/b&gt; в будь-якому порядку й стільки разів, скільки дозволяють ваші карти:
торгуйте з іншими гравцями, торгуйте з банком, будуйте дороги, поселення
й міста, купуйте карти розвитку та зіграйте одну карту розвитку, якщо ще
не грали жодної в цьому ході.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;4. Завершіть хід.&lt;/b&gt; Це можливо лише після кидка. Далі ходить
наступний гравець за порядком місць.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;За хід можна зіграти щонайбільше одну карту розвитку — чи то перед кидком, чи
після нього.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Скасування.&lt;/b&gt; Якщо ви клацнули не те, скористайтеся командою «Скасувати», щоб повернути крок.
Скасування зупиняється на останньому кроці, що відкрив щось нове, як-от кидок кубиків,
украдена карта, витягнута карта розвитку, «Монополія» чи відповідь на торгову пропозицію:
їх повернути не можна, хіба що всі гравці погодяться ввімкнути в налаштуваннях
&lt;i&gt;Вільне скасування&lt;/i&gt;.&lt;/p&gt;
&lt;p&gt;На спільному екрані (гра за одним комп&apos;ютером) захисний екран приховує ваші карти, коли
хід переходить до іншого гравця, доки той гравець не буде готовий.&lt;/p&gt;</translation>
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
        <translation>&lt;p&gt;Коли на кубиках випадає 7, жоден гекс не виробляє. Натомість відбуваються три речі
в такому порядку:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;1. Скидання.&lt;/b&gt; Кожен гравець, який має понад 7 карт ресурсів, мусить
повернути половину з них у банк з округленням униз: з 8 або 9 картами ви повертаєте 4,
з 10 або 11 — 5 і так далі. Кожен гравець сам вибирає, які карти
віддати. Програма запитує гравців одного за одним за порядком місць, починаючи з
того, хто кидав; у грі за одним комп&apos;ютером захисний екран з&apos;являється щоразу, коли рішення
переходить до іншого гравця-людини. Кнопка &lt;i&gt;Скинути…&lt;/i&gt; відкриває вікно, де ви
вибираєте всі свої карти одразу.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;2. Перемістіть розбійника.&lt;/b&gt; Гравець, який кидав, мусить перемістити розбійника на
інший гекс суходолу. Пустеля дозволена; залишити розбійника там, де він стоїть,
не можна.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;3. Крадіжка.&lt;/b&gt; Потім той самий гравець бере одну випадкову карту
в одного суперника, який має поселення чи місто на цьому гексі й тримає принаймні
одну карту. Якщо таких суперників кілька, жертву вибираєте ви; якщо жодного,
нічого не крадуть.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Розбійник залишається на місці й блокує цей гекс, доки його знову не перемістить
наступна сімка або карта «Лицар». Якщо тримати в руці не більше 7 карт, ви захищені
від втрати половини з них.&lt;/p&gt;</translation>
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
        <translation>&lt;p&gt;Після кидка гравець, чий хід, може торгувати. Торгує лише гравець,
чий хід: інші гравці можуть торгувати з ним, але ніколи — між
собою.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Торгівля з іншими гравцями.&lt;/b&gt; Натисніть &lt;i&gt;Обмінятися з гравцями…&lt;/i&gt;, укажіть карти, які ви
віддали б, і карти, які хотіли б отримати натомість, і виберіть, кому надіслати пропозицію:
одному гравцеві або, якщо гравців троє чи більше, усім. Кожен, хто її отримав, відповідає
&lt;i&gt;Прийняти пропозицію&lt;/i&gt; або &lt;i&gt;Відхилити пропозицію&lt;/i&gt;;
у грі за одним комп&apos;ютером перед кожною відповіддю з&apos;являється захисний екран. Якщо ніхто
не приймає, пропозиція закривається сама. Інакше ви вибираєте &lt;i&gt;Обмінятися з гравцем …&lt;/i&gt;
(з одним із тих, хто прийняв пропозицію) або &lt;i&gt;Відкликати пропозицію&lt;/i&gt;.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Обидві сторони мають віддати принаймні одну карту: жодних подарунків.&lt;/li&gt;
&lt;li&gt;Один ресурс не може бути з обох боків одного обміну.&lt;/li&gt;
&lt;li&gt;Пропонувати можна лише карти, які у вас є, а гравець може прийняти пропозицію, лише якщо має
карти, які ви просите.&lt;/li&gt;
&lt;li&gt;Не можна просити загалом більше карт, ніж є на руці в того з інших гравців, хто має
їх найбільше, і більше карт одного ресурсу, ніж інші гравці мають разом;
пропозицію можна надіслати одному гравцеві, лише якщо в нього є щонайменше стільки
карт, скільки ви просите.&lt;/li&gt;
&lt;li&gt;За хід можна надіслати щонайбільше 3 пропозиції.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Торгівля з банком&lt;/b&gt; (кнопка &lt;i&gt;Обмінятися з банком…&lt;/i&gt;). Після
кидка ви завжди можете віддати 4 карти одного ресурсу за
1 карту будь-якого іншого ресурсу. Якщо у вас є поселення чи місто біля гавані, курс
вигідніший:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;звичайна гавань: 3 карти одного ресурсу за 1 карту іншого;&lt;/li&gt;
&lt;li&gt;спеціальна гавань: 2 карти зображеного ресурсу за 1 карту іншого.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Програма пропонує всі курси, на які ви маєте право, а не лише найкращий.
У банку має бути карта, яку ви просите.&lt;/p&gt;</translation>
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
        <translation>&lt;p&gt;Після кидка можна будувати стільки, скільки дозволяють ваші карти й запас
фішок. Карти, якими ви платите, повертаються в банк.&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Що будувати&lt;/th&gt;&lt;th&gt;Ціна&lt;/th&gt;&lt;th&gt;Очки&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Дорога&lt;/td&gt;&lt;td&gt;1 глина, 1 деревина&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Поселення&lt;/td&gt;&lt;td&gt;1 глина, 1 деревина, 1 вовна, 1 зерно&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Місто&lt;/td&gt;&lt;td&gt;3 руди, 2 зерна&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Карта розвитку&lt;/td&gt;&lt;td&gt;1 руда, 1 вовна, 1 зерно&lt;/td&gt;&lt;td&gt;(див. карту)&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Дорога:&lt;/b&gt; на вільній стороні, що прилягає до вашої дороги, поселення чи
міста. Дорогу не можна продовжити через перехрестя, на якому стоїть поселення чи місто
іншого гравця. Сторони вздовж узбережжя використовувати можна.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Поселення:&lt;/b&gt; на вільному перехресті, до якого веде ваша дорога, і
правило відстані й далі діє: на жодному сусідньому перехресті
не може бути будівлі.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Місто:&lt;/b&gt; замінює одне з ваших поселень. Поселення повертається у
ваш запас, і його можна збудувати знову. Місто виробляє 2 карти замість 1.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Карта розвитку:&lt;/b&gt; програма навмання витягує одну з карт,
що ще лишилися в колоді. Ви її бачите; інші бачать лише, скільки таких карт у вас.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Кожен колір має лише 5 поселень, 4 міста й 15 доріг. Коли фішки якогось типу
закінчилися, більше таких будувати не можна.&lt;/p&gt;
&lt;p&gt;Після кидка поле підсвічує всі місця, де ви можете будувати просто
зараз: де це дозволяють правила і у вас є потрібні карти та фішка. Клацніть
одне з них, щоб збудувати там. Купівля карти розвитку й торгівля — це кнопки поруч
із полем.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Development cards</source>
        <translation>Карти розвитку</translation>
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
        <translation>&lt;p&gt;Свої карти розвитку ви тримаєте прихованими, доки їх не зіграєте. За хід можна купити
скільки завгодно карт, але:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;за хід можна зіграти &lt;b&gt;щонайбільше одну&lt;/b&gt; карту розвитку, у будь-який момент
свого ходу, навіть перед кидком;&lt;/li&gt;
&lt;li&gt;не можна зіграти карту в тому ж ході, коли ви її купили.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Лицар (14):&lt;/b&gt; перемістіть розбійника й украдіть карту точно так само, як після сімки, але
ніхто не скидає карт. Карта лишається перед вами лицем догори і зараховується до
Найбільшого війська.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Будівництво доріг (2):&lt;/b&gt; безплатно збудуйте 2 дороги за звичайними правилами.
Якщо у вас лишилося менше доріг або менше місць для будівництва, ви будуєте менше.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Рік достатку (2):&lt;/b&gt; візьміть із банку будь-які 2 карти ресурсів, однакові
чи різні, якщо вони є в банку.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Монополія (2):&lt;/b&gt; назвіть ресурс. Кожен інший гравець мусить віддати вам усі
карти цього ресурсу, які має.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Переможне очко (5):&lt;/b&gt; кожна карта варта 1 очка. Ці карти ніколи не грають;
вони залишаються прихованими й рахуються таємно. Їх показують, коли власник перемагає,
тобто коли вони доводять вас до 10 очок у вашому власному ході, навіть якщо ви купили
карту саме в цьому ході.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Longest Road and Largest Army</source>
        <translation>Найдовша дорога і Найбільше військо</translation>
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
        <translation>&lt;p&gt;&lt;b&gt;Найдовша дорога (2 очки).&lt;/b&gt; Перший гравець, який має неперервну дорогу
щонайменше з 5 відрізків, бере цю карту. Рахується лише найдовша окрема лінія:
відгалуження не додаються, і той самий відрізок не рахується двічі. Інший
гравець забирає карту лише дорогою, яка строго довша; нічиєї
недостатньо.&lt;/p&gt;
&lt;p&gt;Поселення чи місто суперника на одному з ваших перехресть розриває вашу дорогу
там надвоє; ваші власні будівлі — ні. Після такого розриву:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;якщо власник карти все ще має найдовшу дорогу, навіть нарівні з кимось, він зберігає
карту;&lt;/li&gt;
&lt;li&gt;інакше, якщо рівно один гравець має найдовшу дорогу щонайменше з 5
відрізків, карту бере цей гравець;&lt;/li&gt;
&lt;li&gt;якщо кілька гравців мають однаково найдовші дороги або ні в кого більше немає 5 відрізків,
карту відкладають, доки хтось знову не матиме дороги, що строго
найдовша й має 5 чи більше відрізків.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Найбільше військо (2 очки).&lt;/b&gt; Перший гравець, який зіграв 3 карти
«Лицар», бере цю карту. Інший гравець забирає її лише тоді, коли зіграв
строго більше «Лицарів», ніж її власник.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Перемога</translation>
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
        <translation>&lt;p&gt;Ви перемагаєте, коли маєте &lt;b&gt;10 переможних очок&lt;/b&gt; під час власного ходу.
Гра закінчується тієї ж миті; далі ніхто не грає.&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Джерело&lt;/th&gt;&lt;th&gt;Очки&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Кожне поселення&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Кожне місто&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Найдовша дорога&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Найбільше військо&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Кожна карта «Переможне очко»&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Очки приносять перемогу лише у вашому власному ході. Якщо ви набрали 10, коли ходить інший гравець
(наприклад, коли через розірвану дорогу вам дісталася Найдовша дорога), ви перемагаєте, щойно
почнеться ваш власний хід, якщо до того часу знову не втратите очок.&lt;/p&gt;
&lt;p&gt;Інші гравці бачать ваші поселення, міста й особливі карти, але не бачать
ваших карт «Переможне очко», тож ваш справжній рахунок може бути вищим за той, який вони
можуть підрахувати. Програма додає ваші приховані очки за вас і завершує гру,
щойно ви набираєте 10 у своєму ході; тоді приховані карти відкривають.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Tips for beginners</source>
        <translation>Поради для новачків</translation>
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
&lt;li&gt;&lt;b&gt;Стартові позиції найважливіші.&lt;/b&gt; Перш ніж ставити фішки, огляньте весь острів.
6 і 8 випадають найчастіше (у середньому 5 разів на 36 кидків), 2 і 12 — найрідше (раз
на 36).&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Розподіляти чи спеціалізуватися.&lt;/b&gt; Один план — торкатися якомога більшої кількості різних чисел
і ресурсів, щоб карти надходили постійно й торгувати доводилося рідко.
Інший — зайняти гавань 2:1 разом із землею, що виробляє її ресурс.
Це окупається в обмінах, але означає менше гексів, що виробляють. Поєднання обох підходів часто
спрацьовує добре.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Міста й карти.&lt;/b&gt; Руда, зерно й вовна йдуть на міста й карти
розвитку. Міста подвоюють ваш дохід, а «Лицарі» можуть принести вам Найбільше
військо.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Дороги й поселення.&lt;/b&gt; Деревина й глина потрібні для доріг і поселень.
Добре спланована дорога може здобути Найдовшу дорогу й відрізати простір, потрібний вашим
суперникам для розвитку.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Монополія&lt;/b&gt; може бути дуже сильною, особливо якщо у вас є відповідна гавань
2:1.&lt;/li&gt;
&lt;li&gt;Стежте за картами в руці: якщо їх понад 7, сімка коштуватиме вам половини
з них.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Choices made in this program</source>
        <translation>Рішення, ухвалені в цій програмі</translation>
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
        <translation>&lt;p&gt;Наша вихідна книга правил — старіше видання. Там, де вона відрізняється від
чинних офіційних правил або де комп&apos;ютерові потрібна чітка відповідь, ми вирішили
так.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Острів для новачків.&lt;/b&gt; Фіксований острів для новачків — це розкладка, яку ми
вибрали самі: його місцевість і типи гаваней ніколи не змінюються, а жетони з числами
викладено звичайною спіраллю від верхнього лівого кута. Це не стартове поле,
надруковане в офіційній книзі правил.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Торгові пропозиції.&lt;/b&gt; Гравець, чий хід, може надіслати іншим гравцям щонайбільше 3 торгові
пропозиції за хід. Це обмеження — наше власне; воно не дає грі затягуватися.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Нестача в банку.&lt;/b&gt; За нашим джерелом ніхто не отримує ресурсу, якого банк не може
виплатити повністю. Ми дотримуємося офіційного правила, яке додає виняток: якщо цей ресурс належить лише одному
гравцеві, той отримує те, що залишилося.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Жетони з числами.&lt;/b&gt; За нашим джерелом жетони починають викладати з будь-якого місця узбережжя
й ідуть за годинниковою стрілкою. Ми дотримуємося офіційного правила й завжди починаємо з кутового
гекса (рухаючись проти годинникової стрілки), бо так 6 і 8 не опиняються поруч.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Гавані.&lt;/b&gt; За нашим джерелом гравці самі розкладають гавані. Ми
використовуємо нинішні фіксовані місця гаваней на рамці й перетасовуємо лише
типи гаваней.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Торгівля й будівництво.&lt;/b&gt; У нашому джерелі фаза торгівлі йде перед
фазою будівництва. Ми дотримуємося чинного правила: після кидка ви торгуєте й
будуєте в будь-якому порядку.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Найдовша дорога після розриву.&lt;/b&gt; Наше джерело не каже, що буває, коли
розірвана дорога призводить до нічиєї. Ми дотримуємося офіційної відповіді, наведеної в розділі
про Найдовшу дорогу.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Двоє гравців.&lt;/b&gt; Базова гра розрахована на 3 або 4 гравців. Ми також дозволяємо грати
вдвох як варіант — з тим самим полем і тими самими правилами.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Торгові пропозиції від інших.&lt;/b&gt; За нашим джерелом інші гравці теж можуть
пропонувати обмін гравцеві, чий хід. Тут обмін пропонує лише гравець, чий хід;
інші приймають або відхиляють пропозицію.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Карти «Переможне очко».&lt;/b&gt; Наше джерело дозволяє використати куплену карту лише
з наступного ходу. Ми дотримуємося офіційного правила: карта «Переможне очко» зараховується
одразу, тож, купивши її, можна виграти в тому самому ході.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Офіційні подробиці, яких немає в нашому джерелі.&lt;/b&gt; Карту розвитку можна
зіграти перед кидком; подарунки й обмін ресурсу на той самий ресурс заборонені.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
</context>
<context>
    <name>CatanSituations</name>
    <message>
        <source>The island: 19 land hexes, each with its number, and the harbours on the coast. The highlighted corners are where the first settlement may go.</source>
        <translation>Острів: 19 гексів суходолу, кожен зі своїм числом, і гавані на узбережжі. Підсвічені перехрестя — ті, де може стати перше поселення.</translation>
    </message>
    <message>
        <source>Your second starting settlement. Only the highlighted corners keep the distance rule: a corner next to a settlement, or one already taken, is refused.</source>
        <translation>Ваше друге стартове поселення. Правило відстані дотримано лише на підсвічених перехрестях: перехрестя поруч із поселенням або вже зайняте буде відхилено.</translation>
    </message>
    <message>
        <source>Your turn begins with the dice (a knight may be played first). Building before the roll is refused.</source>
        <translation>Ваш хід починається з кидка кубиків (перед ним можна зіграти «Лицаря»). Будувати до кидка не можна — це буде відхилено.</translation>
    </message>
    <message>
        <source>Roll the dice: every settlement next to a hex with the number rolled takes one card of its resource, every city two.</source>
        <translation>Киньте кубики: кожне поселення біля гекса з числом, що випало, отримує одну карту його ресурсу, кожне місто — дві.</translation>
    </message>
    <message>
        <source>A 7 was rolled: move the robber to another hex. It may not stay where it stands.</source>
        <translation>Випало 7: перемістіть розбійника на інший гекс. Залишитися на місці він не може.</translation>
    </message>
    <message>
        <source>Trading with the bank: four cards of one kind for one, three at a 3:1 harbour, two at a harbour of that resource. Your settlement on a 3:1 harbour trades three wool; two are not enough.</source>
        <translation>Обмін з банком: чотири карти одного виду за одну, три — біля гавані 3:1, дві — біля гавані цього ресурсу. Ваше поселення біля гавані 3:1 міняє три вовни; двох замало.</translation>
    </message>
    <message>
        <source>Building: a road goes next to your road or building, a new settlement on a corner your road reaches, and it keeps the distance rule.</source>
        <translation>Будівництво: дорога стає поруч із вашою дорогою чи будівлею, нове поселення — на перехресті, до якого веде ваша дорога, і з дотриманням правила відстані.</translation>
    </message>
    <message>
        <source>A knight may be played before the roll: it moves the robber. Without a knight or a 7 the robber stays where it is.</source>
        <translation>«Лицаря» можна зіграти перед кидком: він переміщує розбійника. Без «Лицаря» чи сімки розбійник стоїть на місці.</translation>
    </message>
    <message>
        <source>Roads in one unbroken line count for Longest Road: the first player with five earns its 2 points, and loses them to a longer road.</source>
        <translation>Дороги в одній неперервній лінії зараховуються до «Найдовшої дороги»: перший гравець, у якого їх п&apos;ять, отримує її 2 очки і втрачає їх, коли в когось з&apos;являється довша дорога.</translation>
    </message>
</context>
<context>
    <name>ColourVision</name>
    <message>
        <source>Normal colours</source>
        <translation>Звичайні кольори</translation>
    </message>
    <message>
        <source>Red–green (deuteranopia, protanopia)</source>
        <translation>Червоно-зелений (дейтеранопія, протанопія)</translation>
    </message>
    <message>
        <source>Blue–yellow (tritanopia)</source>
        <translation>Синьо-жовтий (тританопія)</translation>
    </message>
</context>
<context>
    <name>DisplaySettings</name>
    <message>
        <source>Colour &amp;vision</source>
        <translation>Сприйняття &amp;кольорів</translation>
    </message>
    <message>
        <source>Board &amp;text size</source>
        <translation>Розмір &amp;тексту на полі</translation>
    </message>
    <message>
        <source>Normal size</source>
        <translation>Звичайний</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Великий</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>Ще більший</translation>
    </message>
</context>
<context>
    <name>DockLayout</name>
    <message>
        <source>Side &amp;panels in one column</source>
        <translation>Бічні панелі в один &amp;стовпець</translation>
    </message>
    <message>
        <source>The game log and the statistics become tabs beside the players table.</source>
        <translation>Журнал гри і статистика стають вкладками поруч із таблицею гравців.</translation>
    </message>
</context>
<context>
    <name>Elasund</name>
    <message>
        <source>Pirate reward cards</source>
        <translation>Карти нагороди від піратів</translation>
    </message>
    <message>
        <source>The roller chooses (Italian rules)</source>
        <translation>Вибирає той, хто кидав (італійські правила)</translation>
    </message>
    <message>
        <source>Drawn at random (Danish rules)</source>
        <translation>Тягнуться навмання (данські правила)</translation>
    </message>
    <message>
        <source>Permit when the ship&apos;s row is full</source>
        <translation>Дозвіл, коли ряд корабля заповнено</translation>
    </message>
    <message>
        <source>Nearest row with a free square</source>
        <translation>Найближчий ряд із вільною клітинкою</translation>
    </message>
    <message>
        <source>Only the rows next to it (Danish rules)</source>
        <translation>Лише сусідні ряди (данські правила)</translation>
    </message>
    <message>
        <source>East walls only after all 2-gold walls</source>
        <translation>Східні стіни лише після всіх стін за 2 золота</translation>
    </message>
    <message>
        <source>No (the rulebooks)</source>
        <translation>Ні (книги правил)</translation>
    </message>
    <message>
        <source>Yes (official summary)</source>
        <translation>Так (офіційна пам&apos;ятка)</translation>
    </message>
    <message>
        <source>No (the rulebooks): the game may never end; computers alone stop after 100 rounds</source>
        <translation>Ні (книги правил): гра може ніколи не закінчитися; самі комп&apos;ютери зупиняються після 100 раундів</translation>
    </message>
    <message>
        <source>{player} rolls {die1} and {die2}: {total}.</source>
        <translation>{player} викидає {die1} і {die2}: разом {total}.</translation>
    </message>
    <message>
        <source>{player} moves the ship to row {row}.</source>
        <translation>{player} переводить корабель у ряд {row}.</translation>
    </message>
    <message>
        <source>Not enough {card} cards for this income: every player returns half of them.</source>
        <translation>Карт ({card}) не вистачає на цей дохід: кожен гравець повертає половину своїх.</translation>
    </message>
    <message>
        <source>Pirates! {player} sends the ship to row {row}.</source>
        <translation>Пірати! {player} відправляє корабель у ряд {row}.</translation>
    </message>
    <message>
        <source>{player} discards a {card} card.</source>
        <translation>{player} скидає карту: {card}.</translation>
    </message>
    <message>
        <source>{player} takes a discarded {card} card.</source>
        <translation>{player} бере скинуту карту: {card}.</translation>
    </message>
    <message>
        <source>{player} pays one red, one blue and one green influence card.</source>
        <translation>{player} платить по одній червоній, синій і зеленій карті впливу.</translation>
    </message>
    <message>
        <source>The permit {value} of {player} at column {col}, row {row} goes back to its owner.</source>
        <translation>Дозвіл {value} гравця {player} (стовпець {col}, ряд {row}) повертається до власника.</translation>
    </message>
    <message>
        <source>The {building} of {player} at column {col}, row {row} is removed.</source>
        <translation>Будівлю «{building}» гравця {player} (стовпець {col}, ряд {row}) прибрано.</translation>
    </message>
    <message>
        <source>{player} re-places the {building} at column {col}, row {row}.</source>
        <translation>{player} заново ставить будівлю «{building}»: стовпець {col}, ряд {row}.</translation>
    </message>
    <message>
        <source>No free place: the {building} of {player} leaves the game.</source>
        <translation>Немає вільного місця: будівля «{building}» гравця {player} вибуває з гри.</translation>
    </message>
    <message>
        <source>{player} draws the top two church tiles and keeps one.</source>
        <translation>{player} тягне дві верхні плитки церкви й залишає одну.</translation>
    </message>
    <message>
        <source>{player} puts the other church tile under the stack.</source>
        <translation>{player} кладе іншу плитку церкви під низ стосу.</translation>
    </message>
    <message>
        <source>{player} moves permit {value} from column {from_col}, row {from_row} to column {col}, row {row}.</source>
        <translation>{player} переміщує дозвіл {value} зі стовпця {from_col}, ряду {from_row} у стовпець {col}, ряд {row}.</translation>
    </message>
    <message>
        <source>{player} puts a cube on trade space {space}.</source>
        <translation>{player} кладе куб на поле торгової шкали {space}.</translation>
    </message>
    <message>
        <source>{player} takes back the cube from trade space {space}.</source>
        <translation>{player} забирає куб із поля торгової шкали {space}.</translation>
    </message>
    <message>
        <source>It is {player}&apos;s turn.</source>
        <translation>Хід гравця {player}.</translation>
    </message>
    <message>
        <source>{player} has placed all ten cubes and wins!</source>
        <translation>{player} виставляє всі десять кубів і перемагає!</translation>
    </message>
    <message numerus="yes">
        <source>Every seat is a computer and the house rule is off: the game ends after %n rounds.</source>
        <translation>
            <numerusform>Усі місця займають комп&apos;ютери, а власне правило вимкнено: гра закінчується після %n раунду.</numerusform>
            <numerusform>Усі місця займають комп&apos;ютери, а власне правило вимкнено: гра закінчується після %n раундів.</numerusform>
            <numerusform>Усі місця займають комп&apos;ютери, а власне правило вимкнено: гра закінчується після %n раундів.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} wins with the most cubes on the board (limit of rounds).</source>
        <translation>{player} перемагає з найбільшою кількістю кубів на полі (межа раундів).</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Гру завершено.</translation>
    </message>
    <message>
        <source>It is {player}&apos;s decision now.</source>
        <translation>Зараз рішення за гравцем {player}.</translation>
    </message>
    <message>
        <source>That is not possible at this step of the turn.</source>
        <translation>Це неможливо на цьому етапі ходу.</translation>
    </message>
    <message>
        <source>That choice is not understood.</source>
        <translation>Цей вибір незрозумілий.</translation>
    </message>
    <message>
        <source>The ship cannot go to row {row} now.</source>
        <translation>Зараз корабель не може перейти в ряд {row}.</translation>
    </message>
    <message>
        <source>Pirates: the ship must leave row {row} for another row.</source>
        <translation>Пірати: корабель має залишити ряд {row} і перейти в інший ряд.</translation>
    </message>
    <message>
        <source>The roll named the ship&apos;s own row {row}: the ship moves two rows north or south instead.</source>
        <translation>Випав власний ряд корабля ({row}): натомість корабель переходить на два ряди на північ або на південь.</translation>
    </message>
    <message>
        <source>There is no {card} card to take.</source>
        <translation>Немає карти для взяття: {card}.</translation>
    </message>
    <message>
        <source>No {building} is left in the supply.</source>
        <translation>У запасі не залишилося: {building}.</translation>
    </message>
    <message>
        <source>There is no place where you could build a {building} now.</source>
        <translation>Зараз немає місця, де можна збудувати: {building}.</translation>
    </message>
    <message>
        <source>Buildings must lie entirely inside the city.</source>
        <translation>Будівлі повинні повністю лежати в межах міста.</translation>
    </message>
    <message>
        <source>Church tiles can never be built over.</source>
        <translation>На плитках церкви ніколи не можна будувати.</translation>
    </message>
    <message>
        <source>You need at least one of your own permits on these squares.</source>
        <translation>На цих клітинках потрібен щонайменше один ваш власний дозвіл.</translation>
    </message>
    <message>
        <source>Your permits there must be worth strictly more than any other player&apos;s (a tie blocks everyone).</source>
        <translation>Ваші дозволи тут мають бути вартими строго більше, ніж дозволи будь-якого іншого гравця (нічия блокує всіх).</translation>
    </message>
    <message>
        <source>A larger building can never be built over.</source>
        <translation>На місці більшої будівлі ніколи не можна будувати.</translation>
    </message>
    <message>
        <source>You can displace at most two buildings of the same size.</source>
        <translation>Можна витіснити щонайбільше дві будівлі того самого розміру.</translation>
    </message>
    <message>
        <source>Building over a building of the same size needs 3 influence cards of one colour.</source>
        <translation>Щоб будувати на місці будівлі того самого розміру, потрібні 3 карти впливу одного кольору.</translation>
    </message>
    <message>
        <source>There is no such wall space in this game.</source>
        <translation>У цій грі немає такого місця для стіни.</translation>
    </message>
    <message>
        <source>That wall space is already built.</source>
        <translation>Це місце для стіни вже забудоване.</translation>
    </message>
    <message>
        <source>You have no wall tiles left.</source>
        <translation>У вас не залишилося плиток стіни.</translation>
    </message>
    <message>
        <source>A wall tile must touch a city gate or another wall tile.</source>
        <translation>Плитка стіни повинна прилягати до міської брами або іншої плитки стіни.</translation>
    </message>
    <message>
        <source>East walls may only be built after all 2-gold wall spaces.</source>
        <translation>Східні стіни можна будувати лише після всіх місць для стіни за 2 золота.</translation>
    </message>
    <message>
        <source>The church is complete.</source>
        <translation>Церкву добудовано.</translation>
    </message>
    <message>
        <source>Choose one of the two church tiles you drew.</source>
        <translation>Виберіть одну з двох витягнутих плиток церкви.</translation>
    </message>
    <message>
        <source>Your permit {value} is not in your supply.</source>
        <translation>Вашого дозволу {value} немає у вашому запасі.</translation>
    </message>
    <message>
        <source>There is no free square where you could place this permit.</source>
        <translation>Немає вільної клітинки, де можна поставити цей дозвіл.</translation>
    </message>
    <message>
        <source>That square is not free.</source>
        <translation>Ця клітинка не вільна.</translation>
    </message>
    <message>
        <source>A building stands on that square: permits go on empty squares.</source>
        <translation>На цій клітинці стоїть будівля: дозволи кладуть на порожні клітинки.</translation>
    </message>
    <message>
        <source>A permit already lies on that square.</source>
        <translation>На цій клітинці вже лежить дозвіл.</translation>
    </message>
    <message>
        <source>The church stands on that square: permits go on empty squares.</source>
        <translation>На цій клітинці стоїть церква: дозволи кладуть на порожні клітинки.</translation>
    </message>
    <message>
        <source>The church site stays free for the church: no permit goes there.</source>
        <translation>Місце для церкви залишається вільним для церкви: дозвіл туди не кладуть.</translation>
    </message>
    <message>
        <source>You cannot pay for or carry out this bonus action.</source>
        <translation>Ви не можете оплатити або виконати цю бонусну дію.</translation>
    </message>
    <message>
        <source>Your permit {value} is not on the board.</source>
        <translation>Вашого дозволу {value} немає на полі.</translation>
    </message>
    <message>
        <source>This bonus action costs 2 influence cards of one colour.</source>
        <translation>Ця бонусна дія коштує 2 карти впливу одного кольору.</translation>
    </message>
    <message>
        <source>None of your permits higher than {value} is left in your supply.</source>
        <translation>У вашому запасі не залишилося дозволів, вищих за {value}.</translation>
    </message>
    <message>
        <source>You need one red, one blue and one green influence card.</source>
        <translation>Потрібно по одній червоній, синій і зеленій карті впливу.</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Кинути кубики</translation>
    </message>
    <message>
        <source>Ship to row {row}</source>
        <translation>Корабель у ряд {row}</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Скинути: {card}</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Взяти: {card}</translation>
    </message>
    <message>
        <source>Build {building}</source>
        <translation>Будувати: {building}</translation>
    </message>
    <message>
        <source>Build at column {col}, row {row}</source>
        <translation>Будувати: стовпець {col}, ряд {row}</translation>
    </message>
    <message>
        <source>Pay with {colour}</source>
        <translation>Платити: {colour}</translation>
    </message>
    <message>
        <source>Build a church tile</source>
        <translation>Будувати плитку церкви</translation>
    </message>
    <message>
        <source>Keep church tile {piece}</source>
        <translation>Залишити плитку церкви {piece}</translation>
    </message>
    <message>
        <source>End construction</source>
        <translation>Завершити будівництво</translation>
    </message>
    <message>
        <source>{player} is drawn to start the game.</source>
        <translation>Жереб визначив першого гравця: {player}.</translation>
    </message>
    <message>
        <source>{player} puts a cube on the tower.</source>
        <translation>{player} кладе куб на вежу.</translation>
    </message>
    <message>
        <source>Buildings may not cover the church site.</source>
        <translation>Будівлі не можуть накривати місце для церкви.</translation>
    </message>
    <message>
        <source>A workers&apos; hut needs free squares: no building, permit or church tile, not a trade square.</source>
        <translation>Хатині робітників потрібні вільні клітинки: без будівлі, дозволу чи плитки церкви і не торгова клітинка.</translation>
    </message>
    <message>
        <source>That row is not allowed for this permit: use the ship&apos;s row, or the row the rules allow when it is full, or pay 2 influence cards of one colour.</source>
        <translation>Цей ряд для дозволу не підходить: використайте ряд корабля або, якщо він заповнений, ряд, який дозволяють правила, або заплатіть 2 карти впливу одного кольору.</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Переможні очки</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Золото</translation>
    </message>
    <message>
        <source>Influence cards</source>
        <translation>Карти впливу</translation>
    </message>
    <message>
        <source>Trade points</source>
        <translation>Торгові очки</translation>
    </message>
    <message>
        <source>Wall on the {side} side, column {col}</source>
        <translation>Стіна: {side} сторона, стовпець {col}</translation>
    </message>
    <message>
        <source>Wall on the east side, row {row}</source>
        <translation>Стіна: східна сторона, ряд {row}</translation>
    </message>
    <message>
        <source>Workers&apos; hut to column {col}, row {row}</source>
        <translation>Хатина робітників: стовпець {col}, ряд {row}</translation>
    </message>
    <message>
        <source>Take 2 gold</source>
        <translation>Взяти 2 золота</translation>
    </message>
    <message>
        <source>Place permit {value}</source>
        <translation>Поставити дозвіл {value}</translation>
    </message>
    <message>
        <source>Permit to column {col}, row {row}</source>
        <translation>Дозвіл: стовпець {col}, ряд {row}</translation>
    </message>
    <message>
        <source>Bonus: move permit {value}</source>
        <translation>Бонус: перемістити дозвіл {value}</translation>
    </message>
    <message>
        <source>Move to column {col}, row {row}</source>
        <translation>Перемістити: стовпець {col}, ряд {row}</translation>
    </message>
    <message>
        <source>Bonus: upgrade permit {value}</source>
        <translation>Бонус: підвищити дозвіл {value}</translation>
    </message>
    <message>
        <source>Upgrade to permit {value}</source>
        <translation>Підвищити до дозволу {value}</translation>
    </message>
    <message>
        <source>Bonus: place permit {value} anywhere</source>
        <translation>Бонус: поставити дозвіл {value} будь-де</translation>
    </message>
    <message>
        <source>Place at column {col}, row {row}</source>
        <translation>Поставити: стовпець {col}, ряд {row}</translation>
    </message>
    <message>
        <source>Bonus: take 2 gold</source>
        <translation>Бонус: взяти 2 золота</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Завершити хід</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>золото</translation>
    </message>
    <message>
        <source>influence</source>
        <translation>вплив</translation>
    </message>
    <message>
        <source>red</source>
        <translation>червоний</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>синій</translation>
    </message>
    <message>
        <source>green</source>
        <translation>зелений</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>жовтий</translation>
    </message>
    <message>
        <source>small workers&apos; hut</source>
        <translation>мала хатина робітників</translation>
    </message>
    <message>
        <source>large workers&apos; hut</source>
        <translation>велика хатина робітників</translation>
    </message>
    <message>
        <source>house</source>
        <translation>будинок</translation>
    </message>
    <message>
        <source>workshop</source>
        <translation>майстерня</translation>
    </message>
    <message>
        <source>well</source>
        <translation>криниця</translation>
    </message>
    <message>
        <source>market stand</source>
        <translation>ринкова ятка</translation>
    </message>
    <message>
        <source>tavern</source>
        <translation>таверна</translation>
    </message>
    <message>
        <source>merchant</source>
        <translation>купецька контора</translation>
    </message>
    <message>
        <source>large building</source>
        <translation>велика будівля</translation>
    </message>
    <message>
        <source>north</source>
        <translation>північна</translation>
    </message>
    <message>
        <source>south</source>
        <translation>південна</translation>
    </message>
    <message>
        <source>east</source>
        <translation>східна</translation>
    </message>
    <message>
        <source>choose</source>
        <translation>вибір гравця</translation>
    </message>
    <message>
        <source>random</source>
        <translation>навмання</translation>
    </message>
    <message>
        <source>nearest</source>
        <translation>найближчий</translation>
    </message>
    <message>
        <source>neighbours</source>
        <translation>сусідні</translation>
    </message>
    <message numerus="yes">
        <source>This building needs %n permits on its squares; it has {have}.</source>
        <translation>
            <numerusform>Цій будівлі потрібен %n дозвіл на її клітинках; є: {have}.</numerusform>
            <numerusform>Цій будівлі потрібні %n дозволи на її клітинках; є: {have}.</numerusform>
            <numerusform>Цій будівлі потрібно %n дозволів на її клітинках; є: {have}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You need %n gold but have {have}.</source>
        <translation>
            <numerusform>Потрібно %n золото, а у вас: {have}.</numerusform>
            <numerusform>Потрібно %n золота, а у вас: {have}.</numerusform>
            <numerusform>Потрібно %n золота, а у вас: {have}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gold</source>
        <translation>
            <numerusform>%n золото</numerusform>
            <numerusform>%n золота</numerusform>
            <numerusform>%n золота</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n influence cards</source>
        <translation>
            <numerusform>%n карта впливу</numerusform>
            <numerusform>%n карти впливу</numerusform>
            <numerusform>%n карт впливу</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} receives {gold_amount} and {influence_amount}.</source>
        <translation>{player} отримує: {gold_amount}, {influence_amount}.</translation>
    </message>
    <message>
        <source>The supply is exhausted: {player} misses {gold_amount} and {influence_amount}.</source>
        <translation>Запас вичерпано, тож {player} не отримує: {gold_amount}, {influence_amount}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} returns %n {card} cards.</source>
        <translation>
            <numerusform>{player} повертає %n карту ({card}).</numerusform>
            <numerusform>{player} повертає %n карти ({card}).</numerusform>
            <numerusform>{player} повертає %n карт ({card}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n influence cards are shuffled into a new deck.</source>
        <translation>
            <numerusform>%n карту впливу перетасовано в нову колоду.</numerusform>
            <numerusform>%n карти впливу перетасовано в нову колоду.</numerusform>
            <numerusform>%n карт впливу перетасовано в нову колоду.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} has %n cubes in the pirates&apos; row and must discard as many cards.</source>
        <translation>
            <numerusform>{player} має %n куб у піратському ряду й мусить скинути одну карту.</numerusform>
            <numerusform>{player} має %n куби в піратському ряду й мусить скинути стільки ж карт.</numerusform>
            <numerusform>{player} має %n кубів у піратському ряду й мусить скинути стільки ж карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>The other discarded cards go back: {gold_amount} to the supply, {influence_amount} to the discard pile.</source>
        <translation>Решта скинутих карт повертається: {gold_amount} — у запас, {influence_amount} — у скид.</translation>
    </message>
    <message numerus="yes">
        <source>{player} builds a {building} at column {col}, row {row} for %n gold (compensation {compensation}).</source>
        <translation>
            <numerusform>{player} будує: {building}, стовпець {col}, ряд {row}, за %n золото (компенсація: {compensation}).</numerusform>
            <numerusform>{player} будує: {building}, стовпець {col}, ряд {row}, за %n золота (компенсація: {compensation}).</numerusform>
            <numerusform>{player} будує: {building}, стовпець {col}, ряд {row}, за %n золота (компенсація: {compensation}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} pays {owner_player} %n gold compensation.</source>
        <translation>
            <numerusform>{player} платить гравцеві {owner_player} компенсацію: %n золото.</numerusform>
            <numerusform>{player} платить гравцеві {owner_player} компенсацію: %n золота.</numerusform>
            <numerusform>{player} платить гравцеві {owner_player} компенсацію: %n золота.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} pays %n {colour} influence cards.</source>
        <translation>
            <numerusform>{player} платить %n карту впливу ({colour}).</numerusform>
            <numerusform>{player} платить %n карти впливу ({colour}).</numerusform>
            <numerusform>{player} платить %n карт впливу ({colour}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} takes back %n cubes.</source>
        <translation>
            <numerusform>{player} забирає назад %n куб.</numerusform>
            <numerusform>{player} забирає назад %n куби.</numerusform>
            <numerusform>{player} забирає назад %n кубів.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} puts %n cubes on the {building}.</source>
        <translation>
            <numerusform>{player} кладе %n куб на будівлю «{building}».</numerusform>
            <numerusform>{player} кладе %n куби на будівлю «{building}».</numerusform>
            <numerusform>{player} кладе %n кубів на будівлю «{building}».</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} builds wall tile {number} on the {side} wall, column {col}, for %n gold.</source>
        <translation>
            <numerusform>{player} будує плитку стіни {number}: {side} стіна, стовпець {col}, за %n золото.</numerusform>
            <numerusform>{player} будує плитку стіни {number}: {side} стіна, стовпець {col}, за %n золота.</numerusform>
            <numerusform>{player} будує плитку стіни {number}: {side} стіна, стовпець {col}, за %n золота.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} builds wall tile {number} on the east wall, row {row}, for %n gold.</source>
        <translation>
            <numerusform>{player} будує плитку стіни {number}: східна стіна, ряд {row}, за %n золото.</numerusform>
            <numerusform>{player} будує плитку стіни {number}: східна стіна, ряд {row}, за %n золота.</numerusform>
            <numerusform>{player} будує плитку стіни {number}: східна стіна, ряд {row}, за %n золота.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} draws %n influence cards for the wall.</source>
        <translation>
            <numerusform>{player} тягне %n карту впливу за стіну.</numerusform>
            <numerusform>{player} тягне %n карти впливу за стіну.</numerusform>
            <numerusform>{player} тягне %n карт впливу за стіну.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} builds church tile {piece} at column {col}, row {row} for %n gold and puts a cube on it.</source>
        <translation>
            <numerusform>{player} будує плитку церкви {piece} (стовпець {col}, ряд {row}) за %n золото й кладе на неї куб.</numerusform>
            <numerusform>{player} будує плитку церкви {piece} (стовпець {col}, ряд {row}) за %n золота й кладе на неї куб.</numerusform>
            <numerusform>{player} будує плитку церкви {piece} (стовпець {col}, ряд {row}) за %n золота й кладе на неї куб.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} places permit {value} at column {col}, row {row} for %n gold.</source>
        <translation>
            <numerusform>{player} ставить дозвіл {value} (стовпець {col}, ряд {row}) за %n золото.</numerusform>
            <numerusform>{player} ставить дозвіл {value} (стовпець {col}, ряд {row}) за %n золота.</numerusform>
            <numerusform>{player} ставить дозвіл {value} (стовпець {col}, ряд {row}) за %n золота.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} replaces permit {old_value} with permit {value} at column {col}, row {row} for %n gold.</source>
        <translation>
            <numerusform>{player} замінює дозвіл {old_value} дозволом {value} (стовпець {col}, ряд {row}) за %n золото.</numerusform>
            <numerusform>{player} замінює дозвіл {old_value} дозволом {value} (стовпець {col}, ряд {row}) за %n золота.</numerusform>
            <numerusform>{player} замінює дозвіл {old_value} дозволом {value} (стовпець {col}, ряд {row}) за %n золота.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} takes %n gold.</source>
        <translation>
            <numerusform>{player} бере %n золото.</numerusform>
            <numerusform>{player} бере %n золота.</numerusform>
            <numerusform>{player} бере %n золота.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} gains %n trade points (now {total}).</source>
        <translation>
            <numerusform>{player} отримує %n торгове очко (тепер {total}).</numerusform>
            <numerusform>{player} отримує %n торгові очки (тепер {total}).</numerusform>
            <numerusform>{player} отримує %n торгових очок (тепер {total}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} loses %n trade points (now {total}).</source>
        <translation>
            <numerusform>{player} втрачає %n торгове очко (тепер {total}).</numerusform>
            <numerusform>{player} втрачає %n торгові очки (тепер {total}).</numerusform>
            <numerusform>{player} втрачає %n торгових очок (тепер {total}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} receives {gold_amount}.</source>
        <translation>{player} отримує: {gold_amount}.</translation>
    </message>
    <message>
        <source>{player} receives {influence_amount}.</source>
        <translation>{player} отримує: {influence_amount}.</translation>
    </message>
    <message>
        <source>The supply is exhausted: {player} misses {gold_amount}.</source>
        <translation>Запас вичерпано, тож {player} не отримує: {gold_amount}.</translation>
    </message>
    <message>
        <source>The influence deck is exhausted: {player} misses {influence_amount}.</source>
        <translation>Колоду впливу вичерпано, тож {player} не отримує: {influence_amount}.</translation>
    </message>
    <message>
        <source>The other discarded cards go back: {gold_amount} to the supply.</source>
        <translation>Решта скинутих карт повертається: {gold_amount} — у запас.</translation>
    </message>
    <message>
        <source>The other discarded cards go back: {influence_amount} to the discard pile.</source>
        <translation>Решта скинутих карт повертається: {influence_amount} — у скид.</translation>
    </message>
    <message numerus="yes">
        <source>{player} builds a {building} at column {col}, row {row} for %n gold.</source>
        <translation>
            <numerusform>{player} будує: {building}, стовпець {col}, ряд {row}, за %n золото.</numerusform>
            <numerusform>{player} будує: {building}, стовпець {col}, ряд {row}, за %n золота.</numerusform>
            <numerusform>{player} будує: {building}, стовпець {col}, ряд {row}, за %n золота.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} owes {owner_player} no compensation: their permits there are worth 0.</source>
        <translation>{player} не платить компенсації гравцеві {owner_player}: дозволи цього гравця тут варті 0.</translation>
    </message>
    <message>
        <source>{player} places permit {value} at column {col}, row {row} for free.</source>
        <translation>{player} безкоштовно ставить дозвіл {value} (стовпець {col}, ряд {row}).</translation>
    </message>
    <message>
        <source>{player} draws no influence card for the wall: none are left.</source>
        <translation>{player} не тягне карт впливу за стіну: їх не залишилося.</translation>
    </message>
    <message>
        <source>{player} takes no gold: the supply is empty.</source>
        <translation>{player} не бере золота: запас порожній.</translation>
    </message>
    <message numerus="yes">
        <source>You need %n {colour} influence cards.</source>
        <translation>
            <numerusform>Потрібна %n карта впливу ({colour}).</numerusform>
            <numerusform>Потрібні %n карти впливу ({colour}).</numerusform>
            <numerusform>Потрібно %n карт впливу ({colour}).</numerusform>
        </translation>
    </message>
    <message>
        <source>House rule: end a game whose city can grow no more</source>
        <translation>Власне правило: кінець гри, коли місто більше не може рости</translation>
    </message>
    <message>
        <source>Yes: the most cubes wins (house rule)</source>
        <translation>Так: перемагає найбільше кубів (власне правило)</translation>
    </message>
    <message>
        <source>The walls and the church are complete and nobody could build for a whole round: the game ends (house rule).</source>
        <translation>Стіни й церкву завершено, і цілий раунд ніхто не міг будувати: гра закінчується (власне правило).</translation>
    </message>
    <message>
        <source>{player} wins with the most cubes on the board (house rule).</source>
        <translation>{player} перемагає з найбільшою кількістю кубів на полі (власне правило).</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Будівлі</translation>
    </message>
    <message>
        <source>Trade track</source>
        <translation>Торговий трек</translation>
    </message>
    <message>
        <source>Walls</source>
        <translation>Міська стіна</translation>
    </message>
    <message>
        <source>Church</source>
        <translation>Церква</translation>
    </message>
    <message>
        <source>Income per turn</source>
        <translation>Дохід за хід</translation>
    </message>
    <message>
        <source>Income received</source>
        <translation>Отриманий дохід</translation>
    </message>
    <message>
        <source>Victory points by source</source>
        <translation>Переможні очки за джерелом</translation>
    </message>
    <message>
        <source>Income of their buildings</source>
        <translation>Дохід від власних будівель</translation>
    </message>
    <message>
        <source>Cubes on the flags of buildings</source>
        <translation>Куби на прапорцях будівель</translation>
    </message>
    <message>
        <source>Cubes on the trade track</source>
        <translation>Куби на торговій шкалі</translation>
    </message>
    <message>
        <source>Cubes on wall towers</source>
        <translation>Куби на вежах міської стіни</translation>
    </message>
    <message>
        <source>Cubes on church tiles</source>
        <translation>Куби на плитках церкви</translation>
    </message>
    <message>
        <source>Influence cards in hand</source>
        <translation>Карти впливу в руці</translation>
    </message>
    <message>
        <source>{player} placed the last of their 10 victory point cubes: the game ends at once, so no tie-break is needed.</source>
        <translation>Гравець {player} поставив останній зі своїх 10 кубів: гра одразу закінчується, тож нічию розв&apos;язувати не треба.</translation>
    </message>
    <message>
        <source>The walls and the church are complete and nobody could build for a whole round: the game ended by the house rule, and the most cubes placed win.</source>
        <translation>Міська стіна й церква завершені, і цілий раунд ніхто не міг будувати: гра закінчилася за власним правилом, перемагає той, хто поставив найбільше кубів.</translation>
    </message>
    <message numerus="yes">
        <source>{player} has the most victory points (%n) and wins.</source>
        <translation>
            <numerusform>Гравець {player} має найбільше переможних очок (%n) і перемагає.</numerusform>
            <numerusform>Гравець {player} має найбільше переможних очок (%n) і перемагає.</numerusform>
            <numerusform>Гравець {player} має найбільше переможних очок (%n) і перемагає.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} are tied on %n victory points.</source>
        <translation>
            <numerusform>{players}: нічия, у кожного %n переможне очко.</numerusform>
            <numerusform>{players}: нічия, у кожного %n переможні очки.</numerusform>
            <numerusform>{players}: нічия, у кожного %n переможних очок.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie-break of the house rule, the most gold: {standing}.</source>
        <translation>Нічию за власним правилом розв&apos;язує найбільше золота: {standing}.</translation>
    </message>
    <message numerus="yes">
        <source>Every seat is a computer and the house rule is off: the game ended after %n rounds, and the most cubes placed win.</source>
        <translation>
            <numerusform>Усі місця займають комп&apos;ютери, а власне правило вимкнено: гра закінчилася після %n раунду, перемагає той, хто поставив найбільше кубів.</numerusform>
            <numerusform>Усі місця займають комп&apos;ютери, а власне правило вимкнено: гра закінчилася після %n раундів, перемагає той, хто поставив найбільше кубів.</numerusform>
            <numerusform>Усі місця займають комп&apos;ютери, а власне правило вимкнено: гра закінчилася після %n раундів, перемагає той, хто поставив найбільше кубів.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie-break of the limit of rounds, the most gold: {standing}.</source>
        <translation>Нічию за межею раундів розв&apos;язує найбільше золота: {standing}.</translation>
    </message>
    <message>
        <source>{player} wins the tie.</source>
        <translation>Нічию виграє гравець {player}.</translation>
    </message>
    <message>
        <source>{players} are still tied and share the victory.</source>
        <translation>Нічия залишається: {players} ділять перемогу.</translation>
    </message>
    <message>
        <source>Build:</source>
        <translation>Будувати:</translation>
    </message>
    <message>
        <source>Discard:</source>
        <translation>Скинути:</translation>
    </message>
    <message>
        <source>Take:</source>
        <translation>Взяти:</translation>
    </message>
    <message>
        <source>Pay with:</source>
        <translation>Платити:</translation>
    </message>
    <message>
        <source>Place permit:</source>
        <translation>Поставити дозвіл:</translation>
    </message>
    <message>
        <source>Upgrade to permit:</source>
        <translation>Підвищити до дозволу:</translation>
    </message>
</context>
<context>
    <name>ElasundBoard</name>
    <message>
        <source>Player {number}</source>
        <translation>Гравець {number}</translation>
    </message>
    <message>
        <source>The ship waits beside the board (first roll).</source>
        <translation>Корабель чекає біля поля (перший кидок).</translation>
    </message>
    <message>
        <source>Pirates in row {row}!</source>
        <translation>Пірати в ряду {row}!</translation>
    </message>
    <message>
        <source>Ship in row {row}: buildings in this row pay income.</source>
        <translation>Корабель у ряду {row}: будівлі цього ряду приносять дохід.</translation>
    </message>
    <message>
        <source>{player}: {step}</source>
        <translation>{player}: {step}</translation>
    </message>
    <message>
        <source>Choose the ship&apos;s row in the sea (left).</source>
        <translation>Виберіть ряд корабля в морі (ліворуч).</translation>
    </message>
    <message>
        <source>Click the north-west (top-left) square of the new {building} ({w}×{h}).</source>
        <translation>Клацніть північно-західну (верхню ліву) клітинку нової будівлі «{building}» ({w}×{h}).</translation>
    </message>
    <message>
        <source>{player} re-places the {building}: click its (top) square.</source>
        <translation>{player} заново ставить будівлю «{building}»: клацніть її (верхню) клітинку.</translation>
    </message>
    <message>
        <source>Click a square for permit {value}.</source>
        <translation>Клацніть клітинку для дозволу {value}.</translation>
    </message>
    <message>
        <source>Click the new square of permit {value}.</source>
        <translation>Клацніть нову клітинку для дозволу {value}.</translation>
    </message>
    <message>
        <source>Click any free square for permit {value}.</source>
        <translation>Клацніть будь-яку вільну клітинку для дозволу {value}.</translation>
    </message>
    <message>
        <source>Keep one of the two church tiles: click it in the church box (right).</source>
        <translation>Залиште одну з двох плиток церкви: клацніть її в блоці «Церква» (праворуч).</translation>
    </message>
    <message>
        <source>Construction {done} of 2: choose a building, a wall tile or a church tile, or end the construction phase.</source>
        <translation>Будівельна дія {done} з 2: виберіть будівлю, плитку стіни чи плитку церкви або завершіть будівництво.</translation>
    </message>
    <message>
        <source>The sea. The ship moves to the row of the dice roll; on a 7 pirates come.</source>
        <translation>Море. Корабель переходить у ряд, номер якого випав на кубиках; при 7 приходять пірати.</translation>
    </message>
    <message>
        <source>row</source>
        <translation>ряд</translation>
    </message>
    <message>
        <source>ship</source>
        <translation>корабель</translation>
    </message>
    <message>
        <source>Ship space of row {row} (a roll of {row}: {ways} of 36 throws).</source>
        <translation>Місце корабля в ряду {row} (кидок {row}: {ways} з 36 кидків).</translation>
    </message>
    <message>
        <source>Pirate ship in row {row}: every cube in this row costs its owner a card.</source>
        <translation>Піратський корабель у ряду {row}: кожен куб у цьому ряду коштує власникові одну карту.</translation>
    </message>
    <message>
        <source>Trade ship in row {row}: every building in this row pays its owner one card.</source>
        <translation>Торговий корабель у ряду {row}: кожна будівля в цьому ряду приносить власникові одну карту.</translation>
    </message>
    <message>
        <source>column →</source>
        <translation>стовпець →</translation>
    </message>
    <message>
        <source>church site</source>
        <translation>місце для церкви</translation>
    </message>
    <message>
        <source>Row {row}, column {col}</source>
        <translation>Ряд {row}, стовпець {col}</translation>
    </message>
    <message>
        <source>Harbour square.</source>
        <translation>Портова клітинка.</translation>
    </message>
    <message>
        <source>Church site: no building and no permit may go here; the first church tile does.</source>
        <translation>Місце для церкви: сюди не можна ставити ні будівлю, ні дозвіл; сюди лягає перша плитка церкви.</translation>
    </message>
    <message>
        <source>Church area: church tile {piece} belongs here.</source>
        <translation>Ділянка церкви: тут місце плитки церкви {piece}.</translation>
    </message>
    <message>
        <source>Free square.</source>
        <translation>Вільна клітинка.</translation>
    </message>
    <message>
        <source>{building} of {player}.</source>
        <translation>Будівля гравця {player}: {building}.</translation>
    </message>
    <message>
        <source>Permit {value} of {player}.</source>
        <translation>Дозвіл {value} гравця {player}.</translation>
    </message>
    <message>
        <source>Church tile {piece}.</source>
        <translation>Плитка церкви {piece}.</translation>
    </message>
    <message>
        <source>The north city gate: walls grow from here.</source>
        <translation>Північна міська брама: звідси ростуть стіни.</translation>
    </message>
    <message>
        <source>The south city gate: walls grow from here.</source>
        <translation>Південна міська брама: звідси ростуть стіни.</translation>
    </message>
    <message>
        <source>gate</source>
        <translation>брама</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>ряд {row}</translation>
    </message>
    <message>
        <source>column {col}</source>
        <translation>стовпець {col}</translation>
    </message>
    <message>
        <source>Wall tile {number} of {player} ({side} wall, {where}): a tower with a cube (1 VP).</source>
        <translation>Плитка стіни {number} гравця {player} ({side} стіна, {where}): вежа з кубом (1 ПО).</translation>
    </message>
    <message>
        <source>Workers&apos; hut: never bought; when built over, its owner re-places it for free.</source>
        <translation>Хатина робітників: її не купують; якщо на її місці будують, власник безплатно ставить її заново.</translation>
    </message>
    <message>
        <source>workers&apos; hut</source>
        <translation>хатина робітників</translation>
    </message>
    <message>
        <source>Wall tile {number} of {player} ({side} wall, {where}).</source>
        <translation>Плитка стіни {number} гравця {player} ({side} стіна, {where}).</translation>
    </message>
    <message>
        <source>Choose the colour of the influence cards you pay with.</source>
        <translation>Виберіть колір карт впливу, якими ви платите.</translation>
    </message>
    <message>
        <source>Place a permit (pay its value in gold) or take 2 gold.</source>
        <translation>Поставте дозвіл (ціна в золоті дорівнює його значенню) або візьміть 2 золота.</translation>
    </message>
    <message>
        <source>Bonus: one optional action paid with influence cards, or end your turn.</source>
        <translation>Бонус: виконайте одну необов&apos;язкову дію, сплативши картами впливу, або завершіть хід.</translation>
    </message>
    <message>
        <source>East wall towers are in row {row}: pirates there take a card.</source>
        <translation>Вежі східної стіни стоять у ряду {row}: пірати в цьому ряду забирають карту.</translation>
    </message>
    <message>
        <source>The church: 9 tiles of 7 gold, each worth 1 VP; never built over.</source>
        <translation>Церква: 9 плиток по 7 золота, кожна дає 1 ПО; на них ніколи не будують.</translation>
    </message>
    <message>
        <source>church {piece}</source>
        <translation>церква {piece}</translation>
    </message>
    <message>
        <source>Church tile {piece}, built by {player}: 1 VP, can never be built over.</source>
        <translation>Плитка церкви {piece}, збудована гравцем {player}: 1 ПО, на ній ніколи не можна будувати.</translation>
    </message>
    <message>
        <source>hut</source>
        <translation>хатина</translation>
    </message>
    <message>
        <source>{building} ({w}×{h}, size {size})</source>
        <translation>{building} ({w}×{h}, розмір {size})</translation>
    </message>
    <message>
        <source>Built by {player}, who gets its income and owns its cubes.</source>
        <translation>Збудовано гравцем {player}, якому належать дохід і куби цієї будівлі.</translation>
    </message>
    <message>
        <source>Owner: {player}</source>
        <translation>Власник: {player}</translation>
    </message>
    <message>
        <source>Income: 1 gold when the ship stops in one of its rows.</source>
        <translation>Дохід: 1 золото, коли корабель зупиняється в одному з її рядів.</translation>
    </message>
    <message>
        <source>Income: 1 influence card when the ship stops in one of its rows.</source>
        <translation>Дохід: 1 карта впливу, коли корабель зупиняється в одному з її рядів.</translation>
    </message>
    <message>
        <source>No income.</source>
        <translation>Без доходу.</translation>
    </message>
    <message>
        <source>Building permit {value} of {player} (row {row}, column {col}).
To build, your permits on the building&apos;s squares must be worth more than anyone else&apos;s;
you pay the other owners their permit values.</source>
        <translation>Дозвіл на будівництво {value} гравця {player} (ряд {row}, стовпець {col}).
Щоб будувати, сума ваших дозволів на клітинках будівлі має перевищувати суму дозволів кожного іншого гравця;
іншим власникам ви платите вартість їхніх дозволів.</translation>
    </message>
    <message>
        <source>The church picture: where each church tile goes in the 3×3 church.</source>
        <translation>Схема церкви: куди лягає кожна плитка в церкві 3×3.</translation>
    </message>
    <message>
        <source>Church</source>
        <translation>Церква</translation>
    </message>
    <message>
        <source>Rules of the church</source>
        <translation>Правила церкви</translation>
    </message>
    <message>
        <source>You drew church tile {piece}. Keep it: it goes on the church site and the church will cover columns {cols}, rows {rows}.</source>
        <translation>Ви витягли плитку церкви {piece}. Залиште її: вона ляже на місце для церкви, і церква займе стовпці {cols}, ряди {rows}.</translation>
    </message>
    <message>
        <source>Church tile {piece}</source>
        <translation>Плитка церкви {piece}</translation>
    </message>
    <message>
        <source>Trade points</source>
        <translation>Торгові очки</translation>
    </message>
    <message>
        <source>Rules of the trade points</source>
        <translation>Правила торгових очок</translation>
    </message>
    <message>
        <source>Trade track space {space}.</source>
        <translation>Поле торгової шкали {space}.</translation>
    </message>
    <message>
        <source>Cubes: {names}</source>
        <translation>Куби: {names}</translation>
    </message>
    <message>
        <source>Markers: {names}</source>
        <translation>Маркери: {names}</translation>
    </message>
    <message>
        <source>{name} ({points})</source>
        <translation>{name} ({points})</translation>
    </message>
    <message>
        <source>trade square</source>
        <translation>торгова клітинка</translation>
    </message>
    <message>
        <source>gold income</source>
        <translation>дохід золотом</translation>
    </message>
    <message>
        <source>influence income</source>
        <translation>дохід впливом</translation>
    </message>
    <message>
        <source>VP flag</source>
        <translation>прапорець ПО</translation>
    </message>
    <message>
        <source>cube = 1 victory point</source>
        <translation>куб = 1 переможне очко</translation>
    </message>
    <message>
        <source>building permit (value)</source>
        <translation>дозвіл на будівництво (значення)</translation>
    </message>
    <message>
        <source>neutral building (builder&apos;s colour)</source>
        <translation>нейтральна будівля (колір будівельника)</translation>
    </message>
    <message>
        <source>you may click here</source>
        <translation>сюди можна клацнути</translation>
    </message>
    <message>
        <source>Neutral buildings left: {list}</source>
        <translation>Нейтральні будівлі, що залишилися: {list}</translation>
    </message>
    <message>
        <source>Gold: {gold}</source>
        <translation>Золото: {gold}</translation>
    </message>
    <message>
        <source>Influence: {cards} ({total} in all)</source>
        <translation>Вплив: {cards} (усього {total})</translation>
    </message>
    <message>
        <source>Permits in your supply: {values}</source>
        <translation>Дозволи у вашому запасі: {values}</translation>
    </message>
    <message>
        <source>Next wall tile: {number}</source>
        <translation>Наступна плитка стіни: {number}</translation>
    </message>
    <message>
        <source>No wall tiles left</source>
        <translation>Плиток стіни не залишилося</translation>
    </message>
    <message>
        <source>Own buildings in your supply: {names}</source>
        <translation>Власні будівлі у вашому запасі: {names}</translation>
    </message>
    <message>
        <source>Cubes still to place: {cubes} of 10 · trade points {trade}</source>
        <translation>Ще виставити кубів: {cubes} з 10 · торгові очки: {trade}</translation>
    </message>
    <message>
        <source>You put church tile {piece} under the stack.</source>
        <translation>Ви поклали плитку церкви {piece} під низ стосу.</translation>
    </message>
    <message>
        <source>Other players</source>
        <translation>Інші гравці</translation>
    </message>
    <message>
        <source>Victory points: {flags_amount}, {cubes_amount}.</source>
        <translation>Переможні очки: {flags_amount}, на них {cubes_amount}.</translation>
    </message>
    <message numerus="yes">
        <source>%n gold</source>
        <translation>
            <numerusform>%n золото</numerusform>
            <numerusform>%n золота</numerusform>
            <numerusform>%n золота</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n influence cards</source>
        <translation>
            <numerusform>%n карта впливу</numerusform>
            <numerusform>%n карти впливу</numerusform>
            <numerusform>%n карт впливу</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n church tiles</source>
        <translation>
            <numerusform>%n плитка церкви</numerusform>
            <numerusform>%n плитки церкви</numerusform>
            <numerusform>%n плиток церкви</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cubes left</source>
        <translation>
            <numerusform>залишився %n куб</numerusform>
            <numerusform>залишилися %n куби</numerusform>
            <numerusform>залишилося %n кубів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flags</source>
        <translation>
            <numerusform>%n прапорець</numerusform>
            <numerusform>%n прапорці</numerusform>
            <numerusform>%n прапорців</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cubes on them</source>
        <translation>
            <numerusform>%n куб</numerusform>
            <numerusform>%n куби</numerusform>
            <numerusform>%n кубів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Costs %n gold.</source>
        <translation>
            <numerusform>Коштує %n золото.</numerusform>
            <numerusform>Коштує %n золота.</numerusform>
            <numerusform>Коштує %n золота.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Needs %n permits.</source>
        <translation>
            <numerusform>Потрібен %n дозвіл.</numerusform>
            <numerusform>Потрібні %n дозволи.</numerusform>
            <numerusform>Потрібно %n дозволів.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pirates: give up %n more cards; each of your cubes in the pirate row costs one card.</source>
        <translation>
            <numerusform>Пірати: віддайте ще %n карту; кожен ваш куб у піратському ряду коштує одну карту.</numerusform>
            <numerusform>Пірати: віддайте ще %n карти; кожен ваш куб у піратському ряду коштує одну карту.</numerusform>
            <numerusform>Пірати: віддайте ще %n карт; кожен ваш куб у піратському ряду коштує одну карту.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your towers earn you %n of the discarded cards: choose which.</source>
        <translation>
            <numerusform>Ваші вежі дають вам %n зі скинутих карт: виберіть яку.</numerusform>
            <numerusform>Ваші вежі дають вам %n зі скинутих карт: виберіть які.</numerusform>
            <numerusform>Ваші вежі дають вам %n зі скинутих карт: виберіть які.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wall space ({side} wall, {where}): costs %n gold.
A new wall tile must touch a gate or a wall tile.
Tiles 1, 2, 4 give 1 influence card; 5, 7, 8 give 2; 3, 6, 9 are towers with a cube.</source>
        <translation>
            <numerusform>Місце для стіни ({side} стіна, {where}): коштує %n золото.
Нова плитка стіни повинна прилягати до брами або до плитки стіни.
Плитки 1, 2, 4 дають 1 карту впливу; 5, 7, 8 — 2; 3, 6, 9 — вежі з кубом.</numerusform>
            <numerusform>Місце для стіни ({side} стіна, {where}): коштує %n золота.
Нова плитка стіни повинна прилягати до брами або до плитки стіни.
Плитки 1, 2, 4 дають 1 карту впливу; 5, 7, 8 — 2; 3, 6, 9 — вежі з кубом.</numerusform>
            <numerusform>Місце для стіни ({side} стіна, {where}): коштує %n золота.
Нова плитка стіни повинна прилягати до брами або до плитки стіни.
Плитки 1, 2, 4 дають 1 карту впливу; 5, 7, 8 — 2; 3, 6, 9 — вежі з кубом.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left
7 gold each
1 VP each</source>
        <translation>
            <numerusform>Залишилося: %n
по 7 золота
по 1 ПО</numerusform>
            <numerusform>Залишилося: %n
по 7 золота
по 1 ПО</numerusform>
            <numerusform>Залишилося: %n
по 7 золота
по 1 ПО</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flags: the first players to reach {space} put a cube here (1 VP).</source>
        <translation>
            <numerusform>%n прапорець: перший гравець, який досягне поля {space}, кладе сюди куб (1 ПО).</numerusform>
            <numerusform>%n прапорці: перші гравці, які досягнуть поля {space}, кладуть сюди куб (1 ПО).</numerusform>
            <numerusform>%n прапорців: перші гравці, які досягнуть поля {space}, кладуть сюди куб (1 ПО).</numerusform>
        </translation>
    </message>
    <message>
        <source>no gold</source>
        <translation>немає золота</translation>
    </message>
    <message>
        <source>no influence cards</source>
        <translation>немає карт впливу</translation>
    </message>
    <message>
        <source>no church tiles</source>
        <translation>немає плиток церкви</translation>
    </message>
    <message>
        <source>no cubes left</source>
        <translation>кубів не залишилося</translation>
    </message>
    <message numerus="yes">
        <source>Covers trade squares worth %n trade points.</source>
        <translation>
            <numerusform>Накриває торгові клітинки на %n торгове очко.</numerusform>
            <numerusform>Накриває торгові клітинки на %n торгові очки.</numerusform>
            <numerusform>Накриває торгові клітинки на %n торгових очок.</numerusform>
        </translation>
    </message>
    <message>
        <source>Supply: {gold_amount} · {deck_amount} · {church_amount}</source>
        <translation>Запас: {gold_amount} · {deck_amount} · {church_amount}</translation>
    </message>
    <message numerus="yes">
        <source>Trade square: a building covering it gives its owner %n trade points.</source>
        <translation>
            <numerusform>Торгова клітинка: будівля, що її накриває, дає власникові %n торгове очко.</numerusform>
            <numerusform>Торгова клітинка: будівля, що її накриває, дає власникові %n торгові очки.</numerusform>
            <numerusform>Торгова клітинка: будівля, що її накриває, дає власникові %n торгових очок.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {gold_amount}, {influence_amount}, {cubes_amount}</source>
        <translation>{name}: {gold_amount}, {influence_amount}, {cubes_amount}</translation>
    </message>
    <message>
        <source>Rolled by {player}</source>
        <translation>Кидок: {player}</translation>
    </message>
    <message>
        <source>The last roll; it stays here until the next one.</source>
        <translation>Останній кидок; він лишається тут до наступного.</translation>
    </message>
</context>
<context>
    <name>ElasundRules</name>
    <message>
        <source>Components and board</source>
        <translation>Компоненти й ігрове поле</translation>
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
        <translation>&lt;p&gt;Ігрове поле — це порожній будівельний майданчик міста Elasund: на заході море,
на півночі, сході й півдні — місця для міської стіни, а посередині — місце для церкви. Кожен ряд
клітинок названо за сумою на кубиках; з півночі на південь ідуть ряди 2, 3, 4, 5, 6, 8, 9, 10, 11 і
12. Ряду 7 немає: сімка приводить піратів. Дві міські брами замикають місто, а кількість
гравців визначає, як далеко на схід воно сягає:&lt;/p&gt;
&lt;table border=&quot;1&quot; cellpadding=&quot;3&quot;&gt;
&lt;tr&gt;&lt;th&gt;Гравців&lt;/th&gt;&lt;th&gt;Стовпців&lt;/th&gt;&lt;th&gt;Клітинок&lt;/th&gt;&lt;th&gt;Місць для стіни за 2 золота&lt;/th&gt;
&lt;th&gt;Місць для стіни за 4 золота&lt;/th&gt;&lt;th&gt;Торгових клітинок на 2 очки&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;8&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;7&lt;/td&gt;&lt;td&gt;70&lt;/td&gt;&lt;td&gt;8&lt;/td&gt;&lt;td&gt;8&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;9&lt;/td&gt;&lt;td&gt;90&lt;/td&gt;&lt;td&gt;12&lt;/td&gt;&lt;td&gt;8&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Десять клітинок портового стовпця, що прилягає до моря, — торгові клітинки на 1 очко.
Місце для церкви — третя клітинка від моря в ряду 8.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;37 будівель&lt;/b&gt;: по 4 кожного кольору гравців (16) і 21 нейтральна. Розмір — це ширина
× висота в клітинках, ціна вказана в золоті, ПО — кількість прапорців для кубів.&lt;/p&gt;
&lt;table border=&quot;1&quot; cellpadding=&quot;3&quot;&gt;
&lt;tr&gt;&lt;th&gt;Будівля&lt;/th&gt;&lt;th&gt;Кількість&lt;/th&gt;&lt;th&gt;Розмір&lt;/th&gt;&lt;th&gt;Ціна&lt;/th&gt;&lt;th&gt;Дозволи&lt;/th&gt;
&lt;th&gt;Дохід&lt;/th&gt;&lt;th&gt;ПО&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Мала хатина робітників&lt;/td&gt;&lt;td&gt;1 на гравця&lt;/td&gt;&lt;td&gt;1×1&lt;/td&gt;&lt;td&gt;на старті&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;
&lt;td&gt;вплив&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Велика хатина робітників&lt;/td&gt;&lt;td&gt;1 на гравця&lt;/td&gt;&lt;td&gt;1×2&lt;/td&gt;&lt;td&gt;на старті&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;
&lt;td&gt;золото&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Будинок&lt;/td&gt;&lt;td&gt;1 на гравця&lt;/td&gt;&lt;td&gt;2×1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;
&lt;td&gt;вплив&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Майстерня&lt;/td&gt;&lt;td&gt;1 на гравця&lt;/td&gt;&lt;td&gt;1×2&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;
&lt;td&gt;золото&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Криниця&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;1×1&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Ринкова ятка&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;2×1&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Таверна&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;2×2&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;вплив&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Купецька контора&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;2×2&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;золото&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Велика будівля&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2×3&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Три великі будівлі (Торгова палата, Графський маєток, Ратуша) виглядають по-різному, але
діють однаково.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;9 плиток церкви&lt;/b&gt;, кожна займає одну клітинку, коштує 7 золота й дає 1 ПО.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;36 плиток стіни&lt;/b&gt;, по 9 кожного кольору, пронумеровані від 1 до 9. Плитки 1, 2 і 4 дають одну
карту впливу, плитки 5, 7 і 8 — дві, а плитки 3, 6 і 9 — це вежі, на кожну з яких ставлять один куб.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;90 карт&lt;/b&gt;: 51 карта золота і 39 карт впливу червоного, синього й зеленого кольорів.&lt;/li&gt;
&lt;li&gt;Для кожного гравця: 10 кубів переможних очок, 5 дозволів на будівництво вартістю 0, 1, 2, 3
і 4 та торговий маркер.&lt;/li&gt;
&lt;li&gt;Торгова шкала має поля від 0 до 11. На її полях 3, 5, 7, 9 і 11 є відповідно 4, 3, 2, 2 і 1
прапорців для кубів.&lt;/li&gt;
&lt;li&gt;Два кубики, торговий корабель і дві міські брами.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Підготовка до гри</translation>
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
        <translation>&lt;p&gt;Програма готує гру за вас. Ось що вона робить:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Ставить дві міські брами на позначки для відповідної кількості гравців. Брами
визначають будівельну ділянку й місця для стіни.&lt;/li&gt;
&lt;li&gt;Кольори залежать від місць за столом: перше місце грає червоними, друге — синіми, третє — зеленими,
четверте — жовтими. Дві хатини робітників кожного гравця стоять на обрамлених клітинках
його кольору: мала хатина — у ряду 4 або 10, велика — через ряди 5 і 6 або ряди 8
і 9. Рамки кольорів, якими ніхто не грає, вважаються звичайними клітинками.&lt;/li&gt;
&lt;li&gt;Кожен гравець отримує 3 золота й 1 карту впливу, 10 кубів, дозволи від 0 до 4, будинок
і майстерню, а також 9 плиток стіни, складених у стос: плитка 1 зверху, плитка 9 знизу.
Торговий маркер починає на 0.&lt;/li&gt;
&lt;li&gt;Нейтральні будівлі лежать біля поля, по одному стосу на кожен тип. Карти золота утворюють
відкритий запас, карти впливу — колоду лицем донизу. 9 плиток церкви перетасовано й складено
в стос лицем донизу.&lt;/li&gt;
&lt;li&gt;Корабель чекає біля поля до першого кидка.&lt;/li&gt;
&lt;li&gt;Замість кидка кубиків програма визначає першого гравця навмання; журнал гри
повідомляє, хто починає.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Ваші карти таємні. Інші гравці бачать, скільки у вас карт золота й впливу,
але не бачать кольорів ваших карт впливу. Порядку плиток у стосі церкви не знає ніхто.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Your turn at a glance</source>
        <translation>Ваш хід коротко</translation>
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
        <translation>&lt;p&gt;Усі гравці разом будують одне місто, а перемагає той, хто першим виставить на поле всі 10
своїх кубів. Ходи йдуть за годинниковою стрілкою, у порядку місць. Ваш хід завжди складається з
чотирьох фаз у такому порядку:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;1. Виробництво&lt;/b&gt;: киньте кубики й перемістіть корабель. Будівлі в ряду корабля
приносять дохід, а при сімці нападають пірати.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;2. Будівництво&lt;/b&gt;: до двох будівельних дій у будь-якому поєднанні: будівлі, плитки стіни,
плитки церкви. Можна й нічого не будувати.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;3. Дозвіл або золото&lt;/b&gt;: поставте один дозвіл на будівництво в ряд корабля або візьміть
2 золота.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;4. Бонус&lt;/b&gt;: за бажанням одна бонусна дія, оплачена картами впливу.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Програма пропонує лише ходи, дозволені саме в цю мить, а поле підсвічує
клітинки, які можна вибрати. Складніший вибір робиться невеликими кроками: спершу що, потім де,
потім як платити. Щоб повернути крок, доки він не остаточний, скористайтеся командою «Скасувати». Скасування не може повернути
гру назад за кидок кубиків чи взяття карти, бо вони відкривають щось нове.&lt;/p&gt;
&lt;p&gt;Кілька рішень посеред вашого ходу ухвалюють інші гравці: віддати карти
піратам і заново поставити знесену хатину робітників. Програма передає хід цьому гравцеві,
а потім повертається до вас.&lt;/p&gt;
&lt;p&gt;Гравці не можуть обмінюватися картами між собою.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Production, the ship and the pirates</source>
        <translation>Виробництво, корабель і пірати</translation>
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
        <translation>&lt;p&gt;&lt;b&gt;Кидок.&lt;/b&gt; Ви починаєте хід із кидка обох кубиків. Корабель пливе до
ряду з випалою сумою. Корабель завжди мусить рухатися: якщо він уже стоїть у цьому ряду, ви
натомість переміщуєте його на два ряди вгору або вниз, пропускаючи відсутній ряд 7 (з ряду 6 — у ряд 4 або
ряд 9). Якщо можливі обидва напрямки, вибираєте ви. Під час першого кидка гри корабель
лише з&apos;являється на полі, тож такого випадку бути не може.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Дохід.&lt;/b&gt; Кожна будівля, що має принаймні одну клітинку в ряду корабля, приносить своєму власнику
одну карту свого типу: золото із запасу або карту впливу з колоди. Будівля
приносить дохід лише один раз, навіть якщо має в ряду дві клітинки. Нейтральна будівля приносить дохід гравцеві, чий
куб стоїть на ній. Обидві хатини робітників приносять дохід. Криниці, ринкові ятки, великі будівлі та плитки
церкви ніколи нічого не приносять.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Пірати.&lt;/b&gt; При сімці корабель стає піратським. Ви переміщуєте його в будь-який ряд, крім того, де він
стоїть (під час першого кидка гри — в будь-який ряд). Ніхто не отримує доходу. Натомість кожен гравець,
і ви теж, віддає на свій вибір одну карту, золота чи впливу, за кожен свій куб
у цьому ряду; хто має замало карт, віддає всі. Куби на нейтральних будівлях,
плитках церкви й вежах східної стіни рахуються в ряду своєї клітинки. Вежі на північній і
південній стінах та куби на торговій шкалі в безпеці. Програма запитує карти по одній,
у порядку ходів, починаючи з вас; гравець, який мусить віддати всі свої карти або має карти лише
одного типу, віддає їх без запиту.&lt;/p&gt;
&lt;p&gt;Потім ви берете одну зі скинутих карт за кожну свою вежу на будь-якій стіні. Типово
карти вибираєте ви; з параметром нової гри &lt;i&gt;Карти нагороди від піратів: Тягнуться навмання (данські правила)&lt;/i&gt; програма
вибирає їх випадково; коли залишаються карти лише одного типу або ваші вежі забирають усі скинуті карти, ви отримуєте
їх без запиту. Решта скинутих карт повертається в банк. Далі ваш хід триває як зазвичай,
а піратський ряд у фазі 3 вважається рядом корабля.&lt;/p&gt;</translation>
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
        <translation>&lt;p&gt;У фазі 2 ви можете виконати до двох будівельних дій у будь-якому поєднанні: свій будинок чи
майстерня, нейтральна будівля, плитка стіни або плитка церкви (див. розділи про стіни та про
церкву). Закінчивши, завершіть фазу будівництва; можна й нічого не будувати.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Де може стояти будівля.&lt;/b&gt; Усі її клітинки мають лежати в межах міста, не на
місці для церкви й не на плитці церкви. Місця для стіни ніколи не є будівельною ділянкою. Плитки зберігають
надруковану орієнтацію й ніколи не повертаються. Положення корабля для будівництва
значення не має.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Дозволи.&lt;/b&gt; На клітинках, які накриє будівля, має лежати щонайменше стільки дозволів
на будівництво, скільки вимагає плитка (1, 2 або 3). Рахуються дозволи будь-яких гравців, і зайві дозволи
допускаються. Щонайменше один із них має бути вашим, а сума вартостей ваших дозволів там має
бути більшою за суму кожного іншого гравця там. Якщо найбільша сума однакова в кількох гравців, ніхто
не може будувати на цих клітинках. Дозвіл вартістю 0 теж рахується як дозвіл.&lt;/p&gt;
&lt;p&gt;&lt;i&gt;Приклад:&lt;/i&gt; ваш єдиний дозвіл 4 переважає дозволи 0, 1 і 2 іншого гравця, бо
їхня сума — лише 3.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;У програмі.&lt;/b&gt; Виберіть будівлю зі свого запасу або з нейтрального стосу.
Поле підсвітить кожну клітинку, куди можна поставити її північно-західний кут так, щоб усе
будівництво було дозволене і ви могли за нього заплатити. Виберіть одну з них. Якщо будівля
замінить будівлю того самого розміру, ви також вибираєте колір трьох карт впливу,
якими платите; якщо можливий лише один колір, програма використовує його (те саме стосується двох карт
одного кольору у фазах 3 і 4). Щоб повернути крок, доки він не остаточний, скористайтеся командою «Скасувати».&lt;/p&gt;</translation>
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
        <translation>&lt;p&gt;&lt;b&gt;Оплата.&lt;/b&gt; Ціну будівлі ви платите золотом у банк. Крім того,
кожен інший гравець, чиї дозволи лежать на накритих клітинках, отримує від вас стільки золота, скільки
разом варті його дозволи там. Якщо ви не можете заплатити ціну й усю компенсацію,
будувати там не можна. Після цього всі дозволи на цих клітинках, зокрема ваші, повертаються
власникам.&lt;/p&gt;
&lt;p&gt;&lt;i&gt;Приклад:&lt;/i&gt; Синій будує таверну (2 дозволи, 3 золота) на чотирьох клітинках, де лежать
дозвіл 3 Синього й дозвіл 1 Червоного. 3 Синього переважає 1 Червоного: Синій платить 3 золота в банк і 1
золото Червоному, і обидва дозволи повертаються.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Нейтральні будівлі.&lt;/b&gt; Поставте по одному своєму кубу на кожен прапорець плитки. Відтоді
будівля вважається вашою: ви отримуєте її дохід і її торгові очки.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Більша замінює меншу.&lt;/b&gt; Розмір — це кількість клітинок: 1, 2, 4 або 6 (будинок,
майстерня, ринкова ятка й велика хатина мають розмір 2). Нова будівля безплатно прибирає кожну меншу будівлю, яку
накриває, навіть частково. Будівлі свого розміру вона може накрити, лише якщо ви заплатите 3 карти впливу
одного кольору; тоді вона прибирає одну або дві накриті будівлі того самого розміру (ніколи не
три й більше), а також усі менші. Більшу будівлю чи плитку церкви накрити ніколи не можна.
За тими самими правилами можна будувати й на місці власних будівель.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Прибрані будівлі.&lt;/b&gt; Будівля гравця повертається в запас власника, і її можна
збудувати знову. Нейтральна будівля повертається до свого стосу, а її куби — власникові.
Власник втрачає торгові очки торгових клітинок цієї будівлі.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Хатини робітників&lt;/b&gt; одразу й безплатно ставлять заново: спершу хатину того, хто будує,
потім хатини інших власників за годинниковою стрілкою, починаючи з гравця ліворуч від того, хто будує. Хатині потрібні порожні клітинки в межах
міста: без будівлі, дозволу чи плитки церкви, не місце для церкви й не торгова клітинка. Великій
хатині потрібні дві такі клітинки одна над одною; якщо місця немає, хатина вибуває з гри. Це
не будівельна дія; ваш хід триває, коли всі хатини поставлено. Гравець, який утратив обидві хатини,
спершу ставить малу.&lt;/p&gt;</translation>
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
        <translation>&lt;p&gt;Золото, яке ви платите, повертається в запас. Карти впливу, якими ви платите, ідуть у
скид. Коли колода впливу порожня, а карту треба взяти, скид
перетасовують у нову колоду.&lt;/p&gt;
&lt;p&gt;Оскільки карт лише 51 золота й 39 впливу, банку може забракнути. Якщо дохід від кидка
не можна виплатити повністю для одного типу карт (для впливу враховуються колода й скид
разом), програма діє так:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Спершу ніхто нічого не отримує.&lt;/li&gt;
&lt;li&gt;Кожен гравець повертає половину своїх карт того типу, якого бракує, з округленням униз.
Карти впливу вибирає програма: кожну бере з кольору, якого в гравця найбільше
(за рівності — спершу червоний, потім синій, потім зелений).&lt;/li&gt;
&lt;li&gt;Повернуте золото йде в запас; повернуті карти впливу йдуть у скид,
і весь скид перетасовують у нову колоду.&lt;/li&gt;
&lt;li&gt;Потім виплачують увесь дохід від кидка.&lt;/li&gt;
&lt;li&gt;Якщо карт усе ще не вистачає, дохід виплачують гравцям по черзі в порядку ходів,
починаючи з гравця, чий зараз хід, доки запас не вичерпається.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Поза доходом, наприклад коли ви берете 2 золота або тягнете карти за плитку стіни, ви
просто отримуєте те, що ще є в банку.&lt;/p&gt;
&lt;p&gt;&lt;i&gt;Приклад:&lt;/i&gt; у запасі золота 2 карти, а кидок приносить 4 золота. Поки що ніхто нічого
не отримує. Червоний має 7 золота й повертає 3, Синій має 1 і не повертає нічого. Тепер у запасі 5
золота, і всі 4 золота доходу виплачено.&lt;/p&gt;</translation>
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
&lt;li&gt;Розподіляйте перші будівлі по багатьох рядах, щоб дохід надходив часто. Середні
ряди випадають найчастіше: ряди 6 і 8 — кожен 5 разів із 36, ряди 2 і 12 — лише раз із 36.
Сімка, що випадає 6 разів із 36, натомість приводить піратів.&lt;/li&gt;
&lt;li&gt;Вашим будинку й майстерні потрібен лише один дозвіл, і коштують вони лише 1 або 2 золота. Будуйте їх
рано: навіть якщо згодом їх замінять, доти вони приноситимуть вам дохід.&lt;/li&gt;
&lt;li&gt;Великі будівлі варті двох кубів, але нічого не виробляють. Будуйте їх, коли ваш дохід
стане стабільним.&lt;/li&gt;
&lt;li&gt;Тримайте кілька карт впливу в руці. Вони дають змогу будувати на місці будівлі того самого розміру, поставити
дозвіл у будь-який ряд або відповісти на атаку іншого гравця.&lt;/li&gt;
&lt;li&gt;Дозволи інших гравців коштують вам компенсації, зате ваші дозволи на чужій
будівельній ділянці приносять вам золото, коли той гравець там будує. Дозвіл 3 або 4 робить ділянку
важкою для захоплення.&lt;/li&gt;
&lt;li&gt;Багато кубів в одному ряду вабить піратів. Кожна ваша вежа приносить вам карту щоразу,
коли ви викидаєте сімку, а будь-який гравець, зокрема ви, мусить віддавати карти.&lt;/li&gt;
&lt;li&gt;Той, хто першим будує церкву, вирішує, де вона стоятиме, і знає плитку на
дні стосу. Церква прибирає все, що стоїть у неї на шляху, а куби на плитках церкви
й вежах ніколи не можна втратити.&lt;/li&gt;
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
        <translation>&lt;p&gt;Плитка стіни — одна з ваших будівельних дій. Ви завжди будуєте верхню плитку
власного стосу, тож ваші плитки йдуть у порядку 1, 2, 3 і так далі до 9. Стіни належать
усьому місту: усі додають плитки до тих самих смуг.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Де.&lt;/b&gt; Нова плитка стає на вільне місце для стіни поруч із міською брамою або поруч із вже
збудованою плиткою стіни. Північна й південна стіни ростуть від брам на захід, до моря;
кожне їхнє місце коштує &lt;b&gt;2 золота&lt;/b&gt; (сині стрілки). Східна стіна між двома брамами
росте від обох брам до середини; кожне її місце коштує &lt;b&gt;4 золота&lt;/b&gt; (червоні стрілки). Поле
підсвічує місця для стіни, які можна використати.&lt;/p&gt;
&lt;table border=&quot;1&quot; cellpadding=&quot;3&quot;&gt;
&lt;tr&gt;&lt;th&gt;Номер плитки&lt;/th&gt;&lt;th&gt;Нагорода&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;1, 2, 4&lt;/td&gt;&lt;td&gt;взяти 1 карту впливу&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;5, 7, 8&lt;/td&gt;&lt;td&gt;взяти 2 карти впливу&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;3, 6, 9&lt;/td&gt;&lt;td&gt;вежа: поставте на неї один свій куб&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Куби на вежах залишаються до кінця гри. Крім того, кожна вежа дає вам змогу взяти скинуту
карту, коли ви приводите піратів. Вежа на східній стіні стоїть поруч із рядом, тож
пірати можуть зачепити її куб; вежі на північній і південній стінах пірати ніколи не зачіпають.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Параметр.&lt;/b&gt; Типово східну стіну можна будувати, щойно її місце прилягає до брами або
плитки стіни. З параметром нової гри &lt;i&gt;Східні стіни лише після всіх стін за 2 золота&lt;/i&gt;
місця за 4 золота відкриваються лише тоді, коли забудовано всі місця за 2 золота на північній і південній стінах, як
у короткій пам&apos;ятці правил від видавця.&lt;/p&gt;</translation>
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
        <translation>&lt;p&gt;&lt;b&gt;Фаза 3: дозвіл або золото.&lt;/b&gt; Або візьміть 2 золота із запасу, або поставте один
дозвіл зі свого запасу. Дозвіл коштує стільки золота, скільки становить його вартість (дозвіл 0 безплатний), і стає
на вільну клітинку в ряду корабля. Вільна клітинка лежить у межах міста й не містить будівлі,
дозволу чи плитки церкви; місце для церкви ніколи не буває вільним, а от торгові клітинки дозволені.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Якщо в ряду корабля немає вільної клітинки, використайте найближчий ряд, де вона є. Якщо ряд вище
й ряд нижче однаково близькі, вибираєте ви. З параметром нової гри &lt;i&gt;Дозвіл, коли ряд корабля заповнено:
Лише сусідні ряди (данські правила)&lt;/i&gt; можна використати лише ряди безпосередньо вище й нижче; для будь-якого іншого
ряду тоді потрібна оплата картами, описана нижче.&lt;/li&gt;
&lt;li&gt;Якщо ви заплатите 2 карти впливу одного кольору, можна поставити дозвіл у будь-який ряд.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;У програмі ви спершу вибираєте вартість дозволу, і поле підсвічує клітинки,
які можна використати. Оплату картами запитують лише для клітинок, які не можна використати безплатно.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Фаза 4: бонус.&lt;/b&gt; Ви можете виконати щонайбільше одну з цих дій або просто завершити
хід:&lt;/p&gt;
&lt;table border=&quot;1&quot; cellpadding=&quot;3&quot;&gt;
&lt;tr&gt;&lt;th&gt;Бонусна дія&lt;/th&gt;&lt;th&gt;Ціна&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Перемістити один свій дозвіл на полі на будь-яку вільну клітинку&lt;/td&gt;
&lt;td&gt;2 карти впливу одного кольору&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Замінити один свій дозвіл на полі вищим зі свого запасу на тій самій
клітинці&lt;/td&gt;&lt;td&gt;2 карти впливу одного кольору плюс різниця вартостей у
золоті&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Поставити дозвіл зі свого запасу на будь-яку вільну клітинку в будь-якому ряду&lt;/td&gt;
&lt;td&gt;1 червона, 1 синя й 1 зелена карта впливу плюс вартість дозволу в золоті&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Взяти 2 золота із запасу&lt;/td&gt;&lt;td&gt;1 червона, 1 синя й 1 зелена карта впливу&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Після фази 4 наступний за порядком місць гравець починає свій хід.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Construction and building permits</source>
        <translation>Будівництво й дозволи на будівництво</translation>
    </message>
    <message>
        <source>Paying, compensation and demolition</source>
        <translation>Оплата, компенсація і знесення</translation>
    </message>
    <message>
        <source>City walls</source>
        <translation>Міські стіни</translation>
    </message>
    <message>
        <source>The church</source>
        <translation>Церква</translation>
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
        <translation>&lt;p&gt;Церква складається з 9 плиток, які разом утворюють зображення 3×3, по одній клітинці на
плитку. Будівництво плитки церкви — це будівельна дія; вона коштує &lt;b&gt;7 золота&lt;/b&gt; й не потребує дозволів.
На кожну збудовану плитку церкви ви ставите один свій куб. Плитки церкви ніколи не прибирають,
тож ці очки в безпеці.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Перша плитка.&lt;/b&gt; Гравець, який першим будує церкву, тягне дві верхні плитки
стосу, залишає одну, а іншу, не показуючи, кладе під низ стосу; лише
цей гравець знає, яка плитка там лежить. Залишена плитка стає на місце для церкви — третю
клітинку від моря в ряду 8. Її місце на зображенні визначає, де стоятиме вся церква.
Наприклад, якщо це верхній лівий фрагмент, церква займе ряди 8, 9 і 10 у
стовпцях із третього по п&apos;ятий; якщо нижній правий — ряди 5, 6 і 8 у
перших трьох стовпцях. Зображення церкви на полі показує, де має бути кожен фрагмент.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Наступні плитки.&lt;/b&gt; Кожен наступний будівельник бере верхню плитку стосу й кладе її
на її власну клітинку в межах церкви.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Наслідки.&lt;/b&gt; Дозвіл на цій клітинці повертається власникові без компенсації.
Будівлю, яка має там клітинку, прибирають, хоч би якого розміру вона була, зі звичайними наслідками:
куби повертаються, торгові очки втрачаються, хатини робітників ставлять заново. Плитки церкви не дають
торгових очок, навіть у портовому стовпці. Доки церкву не добудовано, на її порожні
клітинки ще можна ставити дозволи й будівлі — на ризик їхніх власників. Щойно всі 9 плиток
збудовано, на місці церкви ніхто більше не може будувати.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Trade squares and the trade track</source>
        <translation>Торгові клітинки й торгова шкала</translation>
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
        <translation>&lt;p&gt;&lt;b&gt;Торгові клітинки&lt;/b&gt; позначено вітряками. Кожна клітинка портового
стовпця варта 1 торгового очка. При 3 або 4 гравцях є також клітинки з двома вітряками,
варті 2 очок, — біля міських брам у рядах 2 і 12: у шостому стовпці при 3 гравцях,
у шостому й восьмому стовпцях при 4 гравцях.&lt;/p&gt;
&lt;p&gt;Коли ви будуєте будівлю, ви отримуєте торгові очки всіх клітинок, які вона накриває, і
ваш маркер просувається торговою шкалою на стільки ж полів. Велика будівля в портовому
стовпці накриває три портові клітинки й приносить 3 очки. Плитки церкви ніколи не приносять торгових
очок. Очки нейтральної будівлі належать гравцеві, чий куб стоїть на ній.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Куби на шкалі.&lt;/b&gt; На полях 3, 5, 7, 9 і 11 є 4, 3, 2, 2 і 1 прапорців. Коли
ваш маркер досягає такого поля чи минає його, програма ставить один ваш куб на вільний
прапорець там, якщо вашого куба там ще немає. Кожен гравець займає щонайбільше один прапорець на
полі; коли всі прапорці поля зайнято, наступні гравці там нічого не отримують.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Втрата очок.&lt;/b&gt; Коли прибирають вашу будівлю на торгових клітинках, ви втрачаєте її
торгові очки, і ваш маркер відходить назад. Ваші куби на полях, вищих за ваш новий підсумок, повертаються
до вас, а їхні прапорці звільняються.&lt;/p&gt;
&lt;p&gt;Ваш підсумок може перевищити 11; тоді маркер просто залишається на останньому полі. Звільнений прапорець
дістається гравцеві, який уже минув це поле, лише наступного разу, коли підсумок цього гравця
зросте.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Placing permits and bonus actions</source>
        <translation>Розміщення дозволів і бонусні дії</translation>
    </message>
    <message>
        <source>Where cards go, and running out of cards</source>
        <translation>Куди йдуть карти і що буває, коли їх бракує</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Кінець гри</translation>
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
        <translation>&lt;p&gt;Ви перемагаєте тієї миті, коли під час власного ходу ставите на поле свій десятий куб.
Гра одразу закінчується; решту цього ходу не грають.&lt;/p&gt;
&lt;p&gt;Куби потрапляють на поле чотирма способами:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;по одному на кожен прапорець збудованої вами нейтральної будівлі (два на великій будівлі, один на
інших);&lt;/li&gt;
&lt;li&gt;по одному на кожну збудовану вами плитку церкви;&lt;/li&gt;
&lt;li&gt;по одному на кожну вежу міської стіни (ваші плитки стіни 3, 6 і 9);&lt;/li&gt;
&lt;li&gt;один на вільний прапорець торгової шкали, коли ваші торгові очки досягають 3, 5, 7, 9 або 11.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Куби можуть і повертатися до вас: коли прибирають нейтральну будівлю з вашими кубами або
коли ваші торгові очки опускаються нижче поля, де лежить ваш куб. Куби на плитках церкви й
вежах залишаються назавжди. Якщо нова будівля має більше прапорців, ніж у вас залишилося кубів, ви ставите
ті куби, що маєте, — а це означає, що ви щойно перемогли.&lt;/p&gt;
&lt;p&gt;Показаний для кожного гравця рахунок — це кількість його кубів на полі.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Tips for your first games</source>
        <translation>Поради для перших ігор</translation>
    </message>
    <message>
        <source>House interpretations</source>
        <translation>Тлумачення програми</translation>
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
        <translation>&lt;p&gt;Доступні нам книги правил залишають деякі питання відкритими або суперечать одна одній. Програма
дотримується таких &lt;b&gt;власних тлумачень&lt;/b&gt;; ваші друковані правила можуть казати інакше.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Колода впливу має 13 червоних, 13 синіх і 13 зелених карт; жодне джерело не наводить цього розподілу.&lt;/li&gt;
&lt;li&gt;Торгові очки не мають верхньої межі; маркер залишається на 11.&lt;/li&gt;
&lt;li&gt;Кожен гравець має щонайбільше один куб на кожному полі торгової шкали, а вільний прапорець займається
автоматично. Звільнений прапорець займають лише наступного разу, коли зростає підсумок гравця, що має на нього право.&lt;/li&gt;
&lt;li&gt;Корабель починає біля поля. Перший кидок переміщує його в ряд із випалою сумою; сімка при
першому кидку може відправити його в будь-який ряд.&lt;/li&gt;
&lt;li&gt;Першого гравця визначають навмання, а не кидком кубиків.&lt;/li&gt;
&lt;li&gt;Куб на вежі східної стіни для піратів вважається таким, що лежить у ряду цієї вежі.&lt;/li&gt;
&lt;li&gt;Карти піратам віддають по одній, у порядку ходів, починаючи з того, хто кидав.&lt;/li&gt;
&lt;li&gt;Нагорода від піратів: карти вибирає той, хто кидав, як в італійських правилах. Варіант
&lt;i&gt;Тягнуться навмання (данські правила)&lt;/i&gt; відповідає данським правилам.&lt;/li&gt;
&lt;li&gt;Заповнений ряд для дозволу: найближчий ряд із вільною клітинкою, як в італійських правилах; якщо ряди
вище й нижче однаково близькі, вибирає гравець. Варіант &lt;i&gt;Лише сусідні ряди (данські правила)&lt;/i&gt; відповідає данським правилам.&lt;/li&gt;
&lt;li&gt;Дозволи ставлять лише на порожні клітинки в межах міста, ніколи на місця для стіни чи місце для
церкви; торгові клітинки дозволені.&lt;/li&gt;
&lt;li&gt;Знесену хатину робітників не можна ставити на місця для стіни, на місце для церкви чи за межами
міста.&lt;/li&gt;
&lt;li&gt;Східні стіни: обидві книги правил вимагають лише сусідньої брами або плитки стіни, тож це
типовий варіант. Параметр відповідає пам&apos;ятці видавця, яка відкриває їх лише після всіх місць
за 2 золота.&lt;/li&gt;
&lt;li&gt;Нестача карт: повернуті карти впливу завжди беруть із кольору, якого в гравця
найбільше (за рівності: червоний, синій, зелений). Якщо банку все ще бракує, дохід виплачують у порядку ходів,
доки він не вичерпається. Інші взяття карт із порожнього банку дають лише те, що залишилося.&lt;/li&gt;
&lt;li&gt;Будівля може замінити щонайбільше дві будівлі свого розміру; місце, де вона накрила б
три чи більше таких будівель, недопустиме.&lt;/li&gt;
&lt;li&gt;Будівельник, у якого кубів менше, ніж прапорців, ставить ті куби, що залишилися.&lt;/li&gt;
&lt;li&gt;«Будинок» і «майстерня» — це наші власні назви двох будівель, які може купити кожен гравець.&lt;/li&gt;
&lt;li&gt;Гравець, який утратив обидві хатини робітників одночасно, спершу ставить малу.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Власне правило: місто, що більше не може рости.&lt;/b&gt; За правилами гра закінчується лише тоді, коли гравець ставить останній куб, а місто може заповнитися так, що ніхто вже ніколи не зможе будувати (приблизно одна гра з 300–900 між випадковими гравцями). Тому, коли всі місця для стіни зайняті й церкву завершено, цілий раунд, у якому жоден гравець не має що будувати і не має плитки стіни чи плитки церкви, яку можна викласти, завершує гру. Перемагає гравець із найбільшою кількістю кубів на полі; за нічиєї — той, хто має більше золота, а гравці, які й далі мають порівну, ділять перемогу. Параметр &lt;i&gt;Власне правило: кінець гри, коли місто більше не може рости&lt;/i&gt; типово ввімкнено; якщо його вимкнути, така гра триває без кінця.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Лише комп&apos;ютери.&lt;/b&gt; Коли власне правило вимкнено, гру, у якій кожне місце займає комп&apos;ютерний гравець, нікому зупинити, тож вона закінчується після 100 раундів. Перемагає гравець із найбільшою кількістю кубів на полі; за нічиєї — той, хто має більше золота, а гравці, які й далі мають порівну, ділять перемогу. У наших випробуваннях випадкові комп&apos;ютерні гравці завершували кожну гру, яку можна завершити, щонайбільше за 52 раунди, тож до межі доходить лише гра, яка ніколи б не закінчилася. Ігри, де є хоча б один гравець-людина, межі не мають.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
</context>
<context>
    <name>ElasundSituations</name>
    <message>
        <source>The city at the start: the gates, each player&apos;s workers&apos; huts on the framed squares of their colour, and the ship waiting for the first roll.</source>
        <translation>Місто на початку: брами, хатини робітників кожного гравця на обрамлених клітинках його кольору і корабель, що чекає першого кидка.</translation>
    </message>
    <message>
        <source>A turn begins with the dice (phase 1); construction, a permit or gold, and a bonus follow. Choosing a building before the roll is refused.</source>
        <translation>Хід починається з кубиків (фаза 1); далі будівництво, дозвіл або золото і бонус. Вибрати будівлю до кидка не можна — це буде відхилено.</translation>
    </message>
    <message>
        <source>A 7: the pirates move the ship to any row but the one it is in, which is refused.</source>
        <translation>Випало 7: пірати переводять корабель у будь-який ряд, крім того, де він стоїть; той буде відхилено.</translation>
    </message>
    <message>
        <source>The pirates&apos; row: every player gives up one card of their choice for each of their cubes there.</source>
        <translation>Ряд піратів: кожен гравець віддає одну карту на свій вибір за кожен свій куб у цьому ряду.</translation>
    </message>
    <message>
        <source>Where the workshop may stand: its squares hold your permit of the highest value and enough permits, inside the city and off the church site.</source>
        <translation>Де може стати майстерня: на її клітинках лежить ваш дозвіл найвищої вартості й дозволів досить, у межах міста й не на місці для церкви.</translation>
    </message>
    <message>
        <source>A bigger building removed a workers&apos; hut: it is re-placed at once, for free, on free squares inside the city.</source>
        <translation>Більша будівля прибрала хатину робітників: її одразу й безкоштовно ставлять на вільні клітинки в місті.</translation>
    </message>
    <message>
        <source>A wall tile goes on a free wall space next to a city gate or to a wall tile already built.</source>
        <translation>Плитка стіни лягає на вільне місце стіни поруч із міською брамою або з уже збудованою плиткою стіни.</translation>
    </message>
    <message>
        <source>A church tile costs 7 gold and no permits; your cube on it stays for good.</source>
        <translation>Плитка церкви коштує 7 золота й жодного дозволу; ваш куб на ній лишається назавжди.</translation>
    </message>
    <message>
        <source>Where a building stands decides its trade points: each windmill on its squares moves your marker up the trade track.</source>
        <translation>Від місця будівлі залежать її торгові очки: кожен млин на її клітинках просуває ваш маркер торговою доріжкою.</translation>
    </message>
    <message>
        <source>Phase 3: your permit goes on a free square of the ship&apos;s row, or of any row for two influence cards of one colour; a square with a permit or a building, and the church site, are refused.</source>
        <translation>Фаза 3: ваш дозвіл лягає на вільну клітинку ряду корабля або будь-якого ряду за дві карти впливу одного кольору; клітинку з дозволом чи будівлею, а також місце для церкви буде відхилено.</translation>
    </message>
    <message>
        <source>Phase 4, the bonus: with two influence cards of one colour, move or upgrade one of your permits, or take gold.</source>
        <translation>Фаза 4, бонус: за дві карти впливу одного кольору перемістіть або підвищте один зі своїх дозволів чи візьміть золото.</translation>
    </message>
    <message>
        <source>Late in the game: the score beside each player counts their cubes on the board, and the first to place the tenth wins at once.</source>
        <translation>Під кінець гри: число біля кожного гравця — це його куби на полі, і хто перший поставить десятий, одразу перемагає.</translation>
    </message>
</context>
<context>
    <name>Elfenland</name>
    <message>
        <source>Rounds</source>
        <translation>Раунди</translation>
    </message>
    <message>
        <source>4 rounds (Ukrainian rules)</source>
        <translation>4 раунди (українські правила)</translation>
    </message>
    <message>
        <source>3 rounds (later English edition)</source>
        <translation>3 раунди (пізніше англійське видання)</translation>
    </message>
    <message>
        <source>Caravan</source>
        <translation>Караван</translation>
    </message>
    <message>
        <source>Only without the matching cards</source>
        <translation>Лише без відповідних карт</translation>
    </message>
    <message>
        <source>Always allowed instead of them</source>
        <translation>Завжди дозволено замість них</translation>
    </message>
    <message>
        <source>Home town variant</source>
        <translation>Варіант «Рідне місто»</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Ні</translation>
    </message>
    <message>
        <source>Yes: a secret town card each</source>
        <translation>Так: кожному таємна карта міста</translation>
    </message>
    <message numerus="yes">
        <source>{player} is dealt %n travel cards.</source>
        <translation>
            <numerusform>{player} отримує %n карту пересування.</numerusform>
            <numerusform>{player} отримує %n карти пересування.</numerusform>
            <numerusform>{player} отримує %n карт пересування.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} draws a secret counter: {transport}.</source>
        <translation>{player} бере закритий жетон: {transport}.</translation>
    </message>
    <message>
        <source>{player} takes the face-up counter: {transport}.</source>
        <translation>{player} бере відкритий жетон: {transport}.</translation>
    </message>
    <message>
        <source>New face-up counter in the row: {transport}.</source>
        <translation>Новий відкритий жетон у ряду: {transport}.</translation>
    </message>
    <message>
        <source>{player} draws blind from the pile: {transport}.</source>
        <translation>{player} бере навмання зі стосу: {transport}.</translation>
    </message>
    <message>
        <source>{player} places a counter ({transport}) on the road {town_a} – {town_b}.</source>
        <translation>{player} кладе жетон ({transport}) на дорогу {town_a} – {town_b}.</translation>
    </message>
    <message>
        <source>{player} places the obstacle on the road {town_a} – {town_b}.</source>
        <translation>{player} кладе перешкоду на дорогу {town_a} – {town_b}.</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} пасує.</translation>
    </message>
    <message>
        <source>{player} has nothing to place and passes.</source>
        <translation>{player} не має чого класти й пасує.</translation>
    </message>
    <message>
        <source>Planning is over: the elves set off.</source>
        <translation>Планування завершено: ельфи вирушають.</translation>
    </message>
    <message numerus="yes">
        <source>{player} travels to {town}, paying %n cards: {card}.</source>
        <translation>
            <numerusform>{player} мандрує до міста {town}, платить %n карту: {card}.</numerusform>
            <numerusform>{player} мандрує до міста {town}, платить %n карти: {card}.</numerusform>
            <numerusform>{player} мандрує до міста {town}, платить %n карт: {card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} sets off to {town} as a caravan and pays %n cards of any kind.</source>
        <translation>
            <numerusform>{player} вирушає караваном до міста {town} і платить будь-яку %n карту.</numerusform>
            <numerusform>{player} вирушає караваном до міста {town} і платить будь-які %n карти.</numerusform>
            <numerusform>{player} вирушає караваном до міста {town} і платить будь-які %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>The caravan of {player} reaches {town}.</source>
        <translation>Караван гравця {player} прибуває до міста {town}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} collects the town piece of {town} (%n in all).</source>
        <translation>
            <numerusform>{player} забирає відмітник міста {town} (усього %n).</numerusform>
            <numerusform>{player} забирає відмітник міста {town} (усього %n).</numerusform>
            <numerusform>{player} забирає відмітник міста {town} (усього %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} has visited every town before the end of round 3 and wins at once!</source>
        <translation>{player} відвідує всі міста до кінця 3-го раунду і негайно перемагає!</translation>
    </message>
    <message>
        <source>{player} ends the journey.</source>
        <translation>{player} завершує мандрівку.</translation>
    </message>
    <message numerus="yes">
        <source>{player} holds too many cards and must discard %n.</source>
        <translation>
            <numerusform>{player} має забагато карт і мусить скинути %n карту.</numerusform>
            <numerusform>{player} має забагато карт і мусить скинути %n карти.</numerusform>
            <numerusform>{player} має забагато карт і мусить скинути %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} discards a card: {card}.</source>
        <translation>{player} скидає карту: {card}.</translation>
    </message>
    <message>
        <source>Round {round} is over.</source>
        <translation>Раунд {round} завершено.</translation>
    </message>
    <message>
        <source>{player} keeps a face-up counter: {transport}.</source>
        <translation>{player} залишає собі відкритий жетон: {transport}.</translation>
    </message>
    <message>
        <source>{player} keeps a face-down counter: {transport}.</source>
        <translation>{player} залишає собі закритий жетон: {transport}.</translation>
    </message>
    <message>
        <source>{player} returns every counter.</source>
        <translation>{player} повертає всі жетони.</translation>
    </message>
    <message>
        <source>Round {round} begins; {player} starts.</source>
        <translation>Починається раунд {round}; перший хід: {player}.</translation>
    </message>
    <message numerus="yes">
        <source>Home town of {player}: {town}, %n steps away.</source>
        <translation>
            <numerusform>Рідне місто гравця {player}: {town}, до нього %n крок.</numerusform>
            <numerusform>Рідне місто гравця {player}: {town}, до нього %n кроки.</numerusform>
            <numerusform>Рідне місто гравця {player}: {town}, до нього %n кроків.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} wins with %n points!</source>
        <translation>
            <numerusform>{player} перемагає з %n очком!</numerusform>
            <numerusform>{player} перемагає з %n очками!</numerusform>
            <numerusform>{player} перемагає з %n очками!</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} draws a secret counter.</source>
        <translation>{player} бере закритий жетон.</translation>
    </message>
    <message>
        <source>{player} keeps a face-down counter.</source>
        <translation>{player} залишає собі закритий жетон.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Гру завершено.</translation>
    </message>
    <message>
        <source>This is not a move of Elfenland.</source>
        <translation>Це не хід гри «Ельфійський край».</translation>
    </message>
    <message>
        <source>It is {player}&apos;s decision now.</source>
        <translation>Зараз вирішує {player}.</translation>
    </message>
    <message>
        <source>That choice does not exist here.</source>
        <translation>Такого вибору тут немає.</translation>
    </message>
    <message>
        <source>You cannot do that in this phase.</source>
        <translation>На цьому етапі цього зробити не можна.</translation>
    </message>
    <message>
        <source>You hold no counter of this kind: {transport}.</source>
        <translation>У вас немає такого жетона: {transport}.</translation>
    </message>
    <message>
        <source>Rivers and lakes never carry counters or obstacles.</source>
        <translation>На ріках і озерах не буває ні жетонів, ні перешкод.</translation>
    </message>
    <message>
        <source>You have already used your obstacle.</source>
        <translation>Ви вже використали свою перешкоду.</translation>
    </message>
    <message>
        <source>An obstacle can only go on a road that already carries a transport counter.</source>
        <translation>Перешкоду можна класти лише на дорогу, де вже лежить жетон «Транспорт».</translation>
    </message>
    <message>
        <source>This road already has an obstacle.</source>
        <translation>На цій дорозі вже є перешкода.</translation>
    </message>
    <message>
        <source>A caravan cannot cross rivers or lakes.</source>
        <translation>Караван не може йти ріками чи озерами.</translation>
    </message>
    <message>
        <source>Nobody can use this road: it carries no transport counter.</source>
        <translation>Цією дорогою ніхто не пройде: на ній немає жетона «Транспорт».</translation>
    </message>
    <message>
        <source>You can pay the matching cards, so no caravan (game option).</source>
        <translation>Ви можете заплатити відповідними картами, тож каравану не буде (параметр гри).</translation>
    </message>
    <message>
        <source>You hold no such card: {card}.</source>
        <translation>У вас немає такої карти: {card}.</translation>
    </message>
    <message numerus="yes">
        <source>First discard down to 4 cards (%n more).</source>
        <translation>
            <numerusform>Спершу скиньте карти до 4 (ще %n).</numerusform>
            <numerusform>Спершу скиньте карти до 4 (ще %n).</numerusform>
            <numerusform>Спершу скиньте карти до 4 (ще %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First pay the caravan (%n more cards).</source>
        <translation>
            <numerusform>Спершу заплатіть за караван (ще %n карту).</numerusform>
            <numerusform>Спершу заплатіть за караван (ще %n карти).</numerusform>
            <numerusform>Спершу заплатіть за караван (ще %n карт).</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw your secret counter</source>
        <translation>Взяти закритий жетон</translation>
    </message>
    <message>
        <source>Take the face-up counter no. {number}</source>
        <translation>Взяти відкритий жетон № {number}</translation>
    </message>
    <message>
        <source>Draw blind from the pile</source>
        <translation>Взяти навмання зі стосу</translation>
    </message>
    <message>
        <source>Place a counter here: {transport}</source>
        <translation>Покласти сюди жетон: {transport}</translation>
    </message>
    <message>
        <source>Place your obstacle here</source>
        <translation>Покласти сюди свою перешкоду</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Go by road {town_a} – {town_b} with the counter&apos;s cards</source>
        <translation>Іти дорогою {town_a} – {town_b} за карти жетона</translation>
    </message>
    <message>
        <source>Go by river {town_a} – {town_b} with rafts</source>
        <translation>Пливти рікою {town_a} – {town_b} на плотах</translation>
    </message>
    <message>
        <source>Take the ferry {town_a} – {town_b} (2 rafts)</source>
        <translation>Переправитися поромом {town_a} – {town_b} (2 плоти)</translation>
    </message>
    <message>
        <source>Go as a caravan {town_a} – {town_b} (any cards)</source>
        <translation>Іти караваном {town_a} – {town_b} (будь-які карти)</translation>
    </message>
    <message>
        <source>Pay with a card: {card}</source>
        <translation>Заплатити картою: {card}</translation>
    </message>
    <message>
        <source>End your move</source>
        <translation>Завершити мандрівку</translation>
    </message>
    <message>
        <source>Discard a card: {card}</source>
        <translation>Скинути карту: {card}</translation>
    </message>
    <message>
        <source>Keep a face-up counter: {transport}</source>
        <translation>Залишити відкритий жетон: {transport}</translation>
    </message>
    <message>
        <source>Keep a face-down counter: {transport}</source>
        <translation>Залишити закритий жетон: {transport}</translation>
    </message>
    <message>
        <source>Keep no counter</source>
        <translation>Не залишати жодного жетона</translation>
    </message>
    <message>
        <source>Giant Pig</source>
        <translation>Кабан-велетень</translation>
    </message>
    <message>
        <source>Elfcycle</source>
        <translation>Ельфоцикл</translation>
    </message>
    <message>
        <source>Magic Cloud</source>
        <translation>Чарівна хмара</translation>
    </message>
    <message>
        <source>Unicorn</source>
        <translation>Одноріг</translation>
    </message>
    <message>
        <source>Troll Wagon</source>
        <translation>Вагонетка тролів</translation>
    </message>
    <message>
        <source>Dragon</source>
        <translation>Дракон</translation>
    </message>
    <message>
        <source>Raft</source>
        <translation>Пліт</translation>
    </message>
    <message>
        <source>plains</source>
        <translation>рівнина</translation>
    </message>
    <message>
        <source>woods</source>
        <translation>ліс</translation>
    </message>
    <message>
        <source>desert</source>
        <translation>пустеля</translation>
    </message>
    <message>
        <source>mountains</source>
        <translation>гори</translation>
    </message>
    <message>
        <source>river</source>
        <translation>ріка</translation>
    </message>
    <message>
        <source>lake</source>
        <translation>озеро</translation>
    </message>
    <message>
        <source>Elvenhold</source>
        <translation>Ельфенголд</translation>
    </message>
    <message>
        <source>Feodor</source>
        <translation>Феодор</translation>
    </message>
    <message>
        <source>Lapphalya</source>
        <translation>Лаппхалья</translation>
    </message>
    <message>
        <source>Rivinia</source>
        <translation>Рівінія</translation>
    </message>
    <message>
        <source>Erg&apos;Eren</source>
        <translation>Ерґ&apos;Ерен</translation>
    </message>
    <message>
        <source>Beata</source>
        <translation>Беата</translation>
    </message>
    <message>
        <source>Strykhaven</source>
        <translation>Стрикгавен</translation>
    </message>
    <message>
        <source>Virst</source>
        <translation>Вірст</translation>
    </message>
    <message>
        <source>Jxara</source>
        <translation>Іксара</translation>
    </message>
    <message>
        <source>Mah&apos;Davikia</source>
        <translation>Маг&apos;Давікія</translation>
    </message>
    <message>
        <source>Grangor</source>
        <translation>Ґранґор</translation>
    </message>
    <message>
        <source>Kihromah</source>
        <translation>Кіхрома</translation>
    </message>
    <message>
        <source>Dag&apos;Amura</source>
        <translation>Даґ&apos;Амура</translation>
    </message>
    <message>
        <source>Al&apos;Baran</source>
        <translation>Аль&apos;Баран</translation>
    </message>
    <message>
        <source>Parundia</source>
        <translation>Парундія</translation>
    </message>
    <message>
        <source>Usselen</source>
        <translation>Усселен</translation>
    </message>
    <message>
        <source>Wylhien</source>
        <translation>Вільгієн</translation>
    </message>
    <message>
        <source>Jaccaranda</source>
        <translation>Джаккаранда</translation>
    </message>
    <message>
        <source>Throtmanni</source>
        <translation>Тротманні</translation>
    </message>
    <message>
        <source>Tichih</source>
        <translation>Тічіх</translation>
    </message>
    <message>
        <source>Yttar</source>
        <translation>Іттар</translation>
    </message>
    <message numerus="yes">
        <source>%n travel cards</source>
        <translation>
            <numerusform>%n карта пересування</numerusform>
            <numerusform>%n карти пересування</numerusform>
            <numerusform>%n карт пересування</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n transport counters</source>
        <translation>
            <numerusform>%n жетон «Транспорт»</numerusform>
            <numerusform>%n жетони «Транспорт»</numerusform>
            <numerusform>%n жетонів «Транспорт»</numerusform>
        </translation>
    </message>
    <message>
        <source>Travel cards dealt</source>
        <translation>Роздані карти пересування</translation>
    </message>
    <message>
        <source>Town pieces</source>
        <translation>Відмітники міст</translation>
    </message>
    <message>
        <source>Travel cards</source>
        <translation>Карти пересування</translation>
    </message>
    <message>
        <source>Counters held</source>
        <translation>Жетони в гравця</translation>
    </message>
    <message>
        <source>Phase 2: draw your secret transport counter</source>
        <translation>Етап 2: візьміть закритий жетон «Транспорт»</translation>
    </message>
    <message>
        <source>Phase 3: take a counter from the face-up row or blind from the pile</source>
        <translation>Етап 3: візьміть жетон з відкритого ряду або навмання зі стосу</translation>
    </message>
    <message>
        <source>Phase 4: place a counter or your obstacle on a road, or pass</source>
        <translation>Етап 4: покладіть жетон або перешкоду на дорогу чи спасуйте</translation>
    </message>
    <message>
        <source>Phase 5: travel to a highlighted town, or end your move</source>
        <translation>Етап 5: мандруйте до виділеного міста або завершіть мандрівку</translation>
    </message>
    <message>
        <source>Caravan: pay any cards, one at a time</source>
        <translation>Караван: платіть будь-якими картами, по одній</translation>
    </message>
    <message>
        <source>Discard down to 4 travel cards</source>
        <translation>Скиньте карти пересування до 4</translation>
    </message>
    <message>
        <source>Phase 6: keep at most one counter for the next round</source>
        <translation>Етап 6: залиште собі щонайбільше один жетон на наступний раунд</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Гру завершено</translation>
    </message>
    <message>
        <source>Distance from the home town</source>
        <translation>Відстань до рідного міста</translation>
    </message>
    <message>
        <source>This road already carries a counter ({transport}); a road takes only one.</source>
        <translation>На цій дорозі вже є жетон ({transport}); на дорозі може бути лише один.</translation>
    </message>
    <message numerus="yes">
        <source>Tied on points: {player} wins the tie with more travel cards in hand (%n).</source>
        <translation>
            <numerusform>Нічия за очками: {player} перемагає, бо має більше карт пересування (%n карта).</numerusform>
            <numerusform>Нічия за очками: {player} перемагає, бо має більше карт пересування (%n карти).</numerusform>
            <numerusform>Нічия за очками: {player} перемагає, бо має більше карт пересування (%n карт).</numerusform>
        </translation>
    </message>
    <message>
        <source>{transport} cannot travel through {terrain}; this road takes only: {allowed}.</source>
        <translation>{transport}: не пересувається місцевістю «{terrain}»; ця дорога приймає лише: {allowed}.</translation>
    </message>
    <message>
        <source>{town} is not next to {here}: travel one route at a time (hover a town to see the cheapest way).</source>
        <translation>{town} не сусідить із містом {here}: мандруйте по одному шляху за раз (наведіть на місто, щоб побачити найдешевший шлях).</translation>
    </message>
    <message numerus="yes">
        <source>A caravan here costs %n cards of any kind; you hold {have}.</source>
        <translation>
            <numerusform>Караван тут коштує %n будь-яку карту; у вас {have}.</numerusform>
            <numerusform>Караван тут коштує %n будь-які карти; у вас {have}.</numerusform>
            <numerusform>Караван тут коштує %n будь-яких карт; у вас {have}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This step costs %n cards of one kind ({card}); you hold {have}.</source>
        <translation>
            <numerusform>Цей перехід коштує %n карту одного виду ({card}); у вас {have}.</numerusform>
            <numerusform>Цей перехід коштує %n карти одного виду ({card}); у вас {have}.</numerusform>
            <numerusform>Цей перехід коштує %n карт одного виду ({card}); у вас {have}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This road costs %n cards of one kind ({card}) and you hold {have}; a caravan would need {caravan_cards}.</source>
        <translation>
            <numerusform>Ця дорога коштує %n карту одного виду ({card}), а у вас {have}; караван потребував би: {caravan_cards}.</numerusform>
            <numerusform>Ця дорога коштує %n карти одного виду ({card}), а у вас {have}; караван потребував би: {caravan_cards}.</numerusform>
            <numerusform>Ця дорога коштує %n карт одного виду ({card}), а у вас {have}; караван потребував би: {caravan_cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The ferry costs %n rafts; you hold {have}.</source>
        <translation>
            <numerusform>Квиток на пором коштує %n карту «Пліт»; у вас {have}.</numerusform>
            <numerusform>Квиток на пором коштує %n карти «Пліт»; у вас {have}.</numerusform>
            <numerusform>Квиток на пором коштує %n карт «Пліт»; у вас {have}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Against the current this river costs %n rafts; you hold {have}.</source>
        <translation>
            <numerusform>Проти течії ця ріка коштує %n карту «Пліт»; у вас {have}.</numerusform>
            <numerusform>Проти течії ця ріка коштує %n карти «Пліт»; у вас {have}.</numerusform>
            <numerusform>Проти течії ця ріка коштує %n карт «Пліт»; у вас {have}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With the current this river costs %n rafts, and you hold none.</source>
        <translation>
            <numerusform>За течією ця ріка коштує %n карту «Пліт», а у вас жодної.</numerusform>
            <numerusform>За течією ця ріка коштує %n карти «Пліт», а у вас жодної.</numerusform>
            <numerusform>За течією ця ріка коштує %n карт «Пліт», а у вас жодної.</numerusform>
        </translation>
    </message>
    <message>
        <source>First draw your secret counter: click the pile. The face-up row comes next.</source>
        <translation>Спершу візьміть свій закритий жетон: клацніть на стос. Відкритий ряд — потім.</translation>
    </message>
    <message numerus="yes">
        <source>%n cards of any kind</source>
        <translation>
            <numerusform>%n будь-яка карта</numerusform>
            <numerusform>%n будь-які карти</numerusform>
            <numerusform>%n будь-яких карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message numerus="yes">
        <source>Town pieces collected: %n points each</source>
        <translation>
            <numerusform>Зібрані відмітники міст: по %n очку за кожен</numerusform>
            <numerusform>Зібрані відмітники міст: по %n очки за кожен</numerusform>
            <numerusform>Зібрані відмітники міст: по %n очок за кожен</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Home town: %n points less per step still to go</source>
        <translation>
            <numerusform>Рідне місто: на %n очко менше за кожен перехід, що лишився</numerusform>
            <numerusform>Рідне місто: на %n очки менше за кожен перехід, що лишився</numerusform>
            <numerusform>Рідне місто: на %n очок менше за кожен перехід, що лишився</numerusform>
        </translation>
    </message>
    <message>
        <source>Travel cards in hand</source>
        <translation>Карти пересування в руці</translation>
    </message>
    <message>
        <source>Face-down transport counters</source>
        <translation>Закриті жетони «Транспорт»</translation>
    </message>
    <message>
        <source>Town card</source>
        <translation>Карта міста</translation>
    </message>
    <message>
        <source>{player} visited every town before the end of round 3 and won at once.</source>
        <translation>Гравець {player} відвідав усі міста до кінця 3-го раунду й одразу переміг.</translation>
    </message>
    <message numerus="yes">
        <source>{player} has the most points (%n) and wins.</source>
        <translation>
            <numerusform>Гравець {player} має найбільше очок (%n) і перемагає.</numerusform>
            <numerusform>Гравець {player} має найбільше очок (%n) і перемагає.</numerusform>
            <numerusform>Гравець {player} має найбільше очок (%n) і перемагає.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} are tied on %n points.</source>
        <translation>
            <numerusform>{players}: нічия, у кожного %n очко.</numerusform>
            <numerusform>{players}: нічия, у кожного %n очки.</numerusform>
            <numerusform>{players}: нічия, у кожного %n очок.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie-break, the most travel cards left in hand: {standing}.</source>
        <translation>Нічию розв&apos;язує найбільше карт пересування, що лишилися в руці: {standing}.</translation>
    </message>
    <message>
        <source>{player} wins the tie.</source>
        <translation>Нічию виграє гравець {player}.</translation>
    </message>
    <message>
        <source>{players} are still tied and share the victory.</source>
        <translation>Нічия залишається: {players} ділять перемогу.</translation>
    </message>
    <message>
        <source>Pay with a card:</source>
        <translation>Заплатити картою:</translation>
    </message>
    <message>
        <source>Discard a card:</source>
        <translation>Скинути карту:</translation>
    </message>
    <message>
        <source>Keep a face-up counter:</source>
        <translation>Залишити відкритий жетон:</translation>
    </message>
    <message>
        <source>Keep a face-down counter:</source>
        <translation>Залишити закритий жетон:</translation>
    </message>
</context>
<context>
    <name>ElfenlandBoard</name>
    <message>
        <source>caravan, any {n}</source>
        <translation>караван, будь-які {n} карти</translation>
    </message>
    <message>
        <source>Lake: the ferries across it cost 2 rafts either way.</source>
        <translation>Озеро: поромні переправи через нього коштують 2 плоти в будь-який бік.</translation>
    </message>
    <message>
        <source>Road through {terrain}</source>
        <translation>Дорога, місцевість: {terrain}</translation>
    </message>
    <message>
        <source>River: 1 raft with the current (arrows), 2 rafts against it</source>
        <translation>Ріка: 1 пліт за течією (стрілки), 2 плоти проти течії</translation>
    </message>
    <message>
        <source>Ferry across the lake: 2 rafts</source>
        <translation>Поромна переправа через озеро: 2 плоти</translation>
    </message>
    <message>
        <source>{transport}: cards of this kind needed on this road: {cards}</source>
        <translation>{transport}: потрібно карт цього виду на цій дорозі: {cards}</translation>
    </message>
    <message>
        <source>Obstacle: one more card of the counter&apos;s kind (caravan: 4 cards)</source>
        <translation>Перешкода: ще одна карта виду жетона (караван: 4 карти)</translation>
    </message>
    <message>
        <source>The capital: every boot starts here; it has no town pieces.</source>
        <translation>Столиця: тут починають усі черевики; відмітників міст тут немає.</translation>
    </message>
    <message>
        <source>Pieces still here: {names}</source>
        <translation>Відмітники ще тут: {names}</translation>
    </message>
    <message>
        <source>Boot of {player}</source>
        <translation>Черевик гравця {player}</translation>
    </message>
    <message>
        <source>{town}: out of reach with your cards</source>
        <translation>{town}: з вашими картами не дістатися</translation>
    </message>
    <message>
        <source>{town}: you are here</source>
        <translation>{town}: ви тут</translation>
    </message>
    <message>
        <source>Cheapest way to {town} (cards: {n})</source>
        <translation>Найдешевший шлях до міста {town} (карт: {n})</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Раунд {round} з {rounds}</translation>
    </message>
    <message>
        <source>Face-up counters</source>
        <translation>Відкриті жетони</translation>
    </message>
    <message>
        <source>Pile: {n}</source>
        <translation>Стос: {n}</translation>
    </message>
    <message>
        <source>Travel cards outside the hands: {n}</source>
        <translation>Карт пересування поза руками: {n}</translation>
    </message>
    <message>
        <source>River: 1 raft downstream, 2 upstream</source>
        <translation>Ріка: 1 пліт за течією, 2 проти</translation>
    </message>
    <message>
        <source>Ferry: 2 rafts</source>
        <translation>Пором: 2 плоти</translation>
    </message>
    <message>
        <source>Towns: {n}</source>
        <translation>Міста: {n}</translation>
    </message>
    <message>
        <source>Cards: {n}</source>
        <translation>Карт: {n}</translation>
    </message>
    <message>
        <source>Face-down counter (only you see it): {transport}</source>
        <translation>Закритий жетон (бачите лише ви): {transport}</translation>
    </message>
    <message>
        <source>Face-down counter</source>
        <translation>Закритий жетон</translation>
    </message>
    <message>
        <source>Obstacle not used yet</source>
        <translation>Перешкоду ще не використано</translation>
    </message>
    <message>
        <source>Home town: {town}</source>
        <translation>Рідне місто: {town}</translation>
    </message>
    <message>
        <source>Travel costs</source>
        <translation>Вартість мандрівки</translation>
    </message>
    <message>
        <source>Cards of the counter&apos;s kind per step; – means the transport cannot use that terrain. River: 1 raft with the current, 2 against it. Obstacle: one card more. Caravan: any 3 cards on a road with a counter (4 with an obstacle).</source>
        <translation>Карт виду жетона за один перехід; – означає, що цей засіб не може йти такою місцевістю. Ріка: 1 пліт за течією, 2 проти. Перешкода: на одну карту більше. Караван: будь-які 3 карти на дорозі з жетоном (4 з перешкодою).</translation>
    </message>
    <message>
        <source>Travel costs…</source>
        <translation>Вартість мандрівки…</translation>
    </message>
    <message>
        <source>Travel cards ({n}):</source>
        <translation>Карти пересування ({n}):</translation>
    </message>
    <message>
        <source>Face-up counters: {list}</source>
        <translation>Відкриті жетони: {list}</translation>
    </message>
    <message>
        <source>Face-down counters: {list}</source>
        <translation>Закриті жетони: {list}</translation>
    </message>
    <message>
        <source>Obstacle: in hand</source>
        <translation>Перешкода: у вас</translation>
    </message>
    <message>
        <source>Obstacle: used</source>
        <translation>Перешкода: використана</translation>
    </message>
    <message>
        <source>Caravan to {town}: cards still to pay: {n}</source>
        <translation>Караван до міста {town}: ще сплатити карт: {n}</translation>
    </message>
    <message>
        <source>Towns still to visit</source>
        <translation>Міста, які ще треба відвідати</translation>
    </message>
    <message>
        <source>Journey of {player} this round: {towns}</source>
        <translation>Мандрівка гравця {player} у цьому раунді: {towns}</translation>
    </message>
    <message numerus="yes">
        <source>%n towns still to visit</source>
        <translation>
            <numerusform>ще треба відвідати %n місто</numerusform>
            <numerusform>ще треба відвідати %n міста</numerusform>
            <numerusform>ще треба відвідати %n міст</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ElfenlandRules</name>
    <message>
        <source>What is in the game</source>
        <translation>Що є в грі</translation>
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
        <translation>&lt;p&gt;У «Ельфійському краї» від 2 до 6 юних ельфів мандрують своїм краєм. Перемагає той, хто за чотири раунди відвідає найбільше міст.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Гральне поле&lt;/b&gt;: 21 місто. Зі столиці Ельфенголд починається кожна мандрівка; у кожному з інших 20 міст лежить по одному &lt;b&gt;відмітнику міста&lt;/b&gt; кожного гравця. Міста з&apos;єднують 35 доріг через рівнину, ліс, пустелю чи гори, 7 відтинків ріки і 6 поромних переправ через два озера, Mare Magnum і Mare Nebulae.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;72 карти пересування&lt;/b&gt;: по 10 карт «Кабан-велетень», «Ельфоцикл», «Чарівна хмара», «Одноріг», «Вагонетка тролів» і «Дракон» та 12 карт «Пліт».&lt;/li&gt;
&lt;li&gt;&lt;b&gt;48 жетонів «Транспорт»&lt;/b&gt;: по 8 кожного з шести засобів пересування (жетонів «Пліт» немає).&lt;/li&gt;
&lt;li&gt;&lt;b&gt;6 жетонів «Перешкода»&lt;/b&gt;, по одному на гравця.&lt;/li&gt;
&lt;li&gt;Кожному гравцеві — &lt;b&gt;ельфійський черевик&lt;/b&gt; і 20 відмітників міст його кольору.&lt;/li&gt;
&lt;li&gt;12 &lt;b&gt;карт міст&lt;/b&gt;, лише для варіанта «Рідне місто».&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Підготовка</translation>
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
&lt;li&gt;Усі черевики стоять в Ельфенголді. У кожному іншому місті лежить по одному відмітнику кожного гравця.&lt;/li&gt;
&lt;li&gt;Кожен гравець отримує один жетон «Перешкода». Перешкоди не змішують із жетонами «Транспорт».&lt;/li&gt;
&lt;li&gt;48 жетонів «Транспорт» перемішують і кладуть закритим стосом, а 5 з них викладають поруч у ряд лицем догори.&lt;/li&gt;
&lt;li&gt;Першого гравця програма вибирає навмання.&lt;/li&gt;
&lt;li&gt;У варіанті «Рідне місто» кожен гравець ще отримує закриту карту міста.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>A round in six phases</source>
        <translation>Раунд із шести етапів</translation>
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
        <translation>&lt;p&gt;Гра триває &lt;b&gt;4 раунди&lt;/b&gt; (за параметром — 3, як у пізнішому англійському виданні). Кожен раунд складається з шести етапів, і в кожному гравці діють по черзі, починаючи з першого гравця:&lt;/p&gt;
&lt;ol&gt;
&lt;li&gt;&lt;b&gt;Карти пересування.&lt;/b&gt; Усі карти, що не в руках гравців, перемішують, і кожен добирає карти до 8. Програма робить це сама.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Закритий жетон.&lt;/b&gt; Кожен бере зі стосу один жетон «Транспорт» і тримає його лицем донизу: бачить його лише він.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Відкриті жетони.&lt;/b&gt; Тричі по колу кожен бере по одному жетону.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Планування.&lt;/b&gt; Гравці кладуть жетони на дороги.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Мандрівка.&lt;/b&gt; Гравці по черзі пересувають свої черевики.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Кінець раунду.&lt;/b&gt; Жетони повертають, і починає наступний перший гравець.&lt;/li&gt;
&lt;/ol&gt;</translation>
    </message>
    <message>
        <source>Drawing transport counters</source>
        <translation>Вибір жетонів «Транспорт»</translation>
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
        <translation>&lt;p&gt;На етапі 2 кожен гравець бере верхній жетон зі стосу лицем донизу.&lt;/p&gt;
&lt;p&gt;На етапі 3 кожен гравець тричі по черзі бере або один із 5 відкритих жетонів ряду (клацніть його), або верхній жетон стосу не дивлячись (клацніть стос). Замість жетона, взятого з ряду, одразу кладуть новий зі стосу, тож у ряду завжди 5 жетонів. Жетони етапу 3 лежать перед власником лицем догори, їх бачать усі. Пасувати на цьому етапі не можна.&lt;/p&gt;
&lt;p&gt;Отже, гравець має щонайбільше 5 жетонів: залишений з минулого раунду, один закритий і три відкриті.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Planning the routes</source>
        <translation>Планування маршрутів</translation>
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
        <translation>&lt;p&gt;По черзі кожен гравець або кладе &lt;b&gt;один&lt;/b&gt; свій жетон на дорогу, або кладе свою перешкоду, або пасує. Потім вирішує наступний.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;На дорозі може лежати щонайбільше один жетон «Транспорт».&lt;/li&gt;
&lt;li&gt;Жетон можна класти лише на дорогу, якою його засіб може пересуватися (див. таблицю в розділі &lt;a href=&apos;section:travelling&apos;&gt;Мандрівка і вартість&lt;/a&gt;). Наприклад, одноріг ніколи не йде дорогою рівнини.&lt;/li&gt;
&lt;li&gt;На ріки й озера жетони не кладуть.&lt;/li&gt;
&lt;li&gt;Жетон на полі служить &lt;b&gt;усім&lt;/b&gt; гравцям, а не лише тому, хто його поклав.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Гравець, який спасував, пізніше може знову класти жетони. Етап закінчується, коли всі гравці спасують один за одним. Гравця, якому нічого класти, програма пропускає без запитання.&lt;/p&gt;
&lt;p&gt;На полі підсвічено дороги, куди можна покласти ваші жетони; клацніть одну. Якщо на неї підходить кілька ваших жетонів, меню спитає, який саме.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Travelling and costs</source>
        <translation>Мандрівка і вартість</translation>
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
        <translation>&lt;p&gt;По черзі кожен гравець здійснює всю свою мандрівку, потім рухається наступний. Мандрівка — це скільки завгодно переходів з міста до міста. За кожен перехід одразу платять картами пересування; однією дорогою можна ходити знову й знову, туди й назад, якщо щоразу платити. Ви зупиняєтеся, коли не можете або не хочете більше платити.&lt;/p&gt;
&lt;p&gt;Для переходу дорогою на ній має лежати жетон «Транспорт». Ви платите картами виду &lt;b&gt;цього жетона&lt;/b&gt;; кількість залежить від місцевості:&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Транспорт&lt;/th&gt;&lt;th&gt;Рівнина&lt;/th&gt;&lt;th&gt;Ліс&lt;/th&gt;&lt;th&gt;Пустеля&lt;/th&gt;&lt;th&gt;Гори&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Кабан-велетень&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Ельфоцикл&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Чарівна хмара&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Одноріг&lt;/td&gt;&lt;td&gt;–&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Вагонетка тролів&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Дракон&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Риска означає, що цим засобом там пересуватися не можна (і його жетон туди не кладуть). За воду платять плотами: див. &lt;a href=&apos;section:rivers_lakes&apos;&gt;Ріки й озера&lt;/a&gt;.&lt;/p&gt;
&lt;p&gt;У кожному місті, куди ви прибули, навіть якщо лише проходите ним, ви забираєте свій відмітник (в Ельфенголді їх немає). Зіграні карти йдуть із руки. Наприкінці мандрівки можна залишити щонайбільше 4 карти: решту скиньте, вибравши самі.&lt;/p&gt;
&lt;p&gt;На полі підсвічено міста за один перехід разом із його ціною. Клацніть місто, щоб піти туди; якщо способів кілька (дорога чи ріка, відповідні карти чи караван), меню спитає. Наведіть мишу на будь-яке місто, щоб побачити найдешевший шлях туди з вашими картами. Кнопка &lt;b&gt;Вартість мандрівки…&lt;/b&gt; під вашими картами показує всю таблицю.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The caravan</source>
        <translation>Караван</translation>
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
        <translation>&lt;p&gt;Гравець, який не може заплатити відповідними картами за дорогу, може пройти нею &lt;b&gt;караваном&lt;/b&gt;: він платить &lt;b&gt;будь-які 3 карти&lt;/b&gt;, будь-яких видів, включно з картами «Пліт». На дорозі з перешкодою караван коштує 4 карти.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Караванові теж потрібен жетон «Транспорт» на дорозі.&lt;/li&gt;
&lt;li&gt;Караван ніколи не йде рікою чи озером.&lt;/li&gt;
&lt;li&gt;Карти ви вибираєте по одній кнопками, що з&apos;являються.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Типово (як сказано в нашому українському джерелі) караван лише для гравця, який не може заплатити відповідними картами. Параметр гри &lt;i&gt;Караван: завжди дозволено замість них&lt;/i&gt; дозволяє вибрати караван, навіть маючи відповідні карти.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rivers and lakes</source>
        <translation>Ріки й озера</translation>
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
        <translation>&lt;p&gt;Для води жетон не потрібен: платять лише картами &lt;b&gt;«Пліт»&lt;/b&gt;.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Ріка&lt;/b&gt;: 1 пліт за течією (у напрямку стрілок на полі), 2 плоти проти течії. Ріки Ельфійського краю дивні: деякі течуть угору, в гори. Стежте за стрілками.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Озеро&lt;/b&gt;: поромні переправи через Mare Magnum (Ельфенголд, Вірст, Стрикгавен) і Mare Nebulae (Парундія, Іттар, Ґранґор) коштують 2 плоти в будь-який бік.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;На воду ніколи не кладуть ні жетонів, ні перешкод, і караван нею не ходить.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Obstacles</source>
        <translation>Перешкоди</translation>
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
        <translation>&lt;p&gt;Замість жетона «Транспорт» гравець може під час планування покласти свою &lt;b&gt;перешкоду&lt;/b&gt;, один раз за гру.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Лише на дорогу, де вже лежить жетон «Транспорт», і щонайбільше одну перешкоду на дорогу.&lt;/li&gt;
&lt;li&gt;Ніколи на ріку чи озеро.&lt;/li&gt;
&lt;li&gt;Дорога лишається відкритою, але кожен мандрівник платить на одну карту виду жетона більше (караван — 4 карти замість 3).&lt;/li&gt;
&lt;li&gt;Використана перешкода наприкінці раунду вибуває з гри; невикористана лишається у власника на наступні раунди.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>End of the round</source>
        <translation>Кінець раунду</translation>
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
        <translation>&lt;p&gt;Коли всі здійснили мандрівку:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;По черзі кожен гравець залишає собі щонайбільше &lt;b&gt;один&lt;/b&gt; жетон на наступний раунд; залишений жетон лишається закритим чи відкритим, як був. Усі інші його жетони повертаються до стосу. Гравця без жетонів не питають.&lt;/li&gt;
&lt;li&gt;Усі жетони з поля теж повертаються до стосу, який перемішують. Відкритий ряд лишається як є.&lt;/li&gt;
&lt;li&gt;Перешкоди, покладені в цьому раунді, вибувають з гри.&lt;/li&gt;
&lt;li&gt;Першим гравцем стає наступний за чергою, і новий раунд починається з етапу 1.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Карти пересування не здають: кожен зберігає свої (щонайбільше 4) карти і на початку наступного раунду добирає до 8.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Кінець гри</translation>
    </message>
    <message>
        <source>&lt;p&gt;After the last round the player with the most town pieces wins. In a tie,
the tied player holding the most travel cards wins; players still tied share the
victory.&lt;/p&gt;
&lt;p&gt;In the 4-round game a player who has collected all 20 town pieces before the end of
round 3 wins at once; the game stops right there. In the 3-round game this does not
apply.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Після останнього раунду перемагає гравець із найбільшою кількістю відмітників міст. Якщо таких гравців кілька, виграє той із них, у кого більше карт пересування; хто й далі рівні, ділять перемогу.&lt;/p&gt;
&lt;p&gt;У грі на 4 раунди гравець, який зібрав усі 20 відмітників до кінця 3-го раунду, негайно перемагає; гра на цьому закінчується. У грі на 3 раунди це правило не діє.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Variant: home town</source>
        <translation>Варіант «Рідне місто»</translation>
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
        <translation>&lt;p&gt;З параметром &lt;i&gt;Варіант «Рідне місто»&lt;/i&gt; на початку гри кожному гравцеві лицем донизу дають одну з 12 карт міст: це місто, де має завершитися його мандрівка. Бачить її лише він (у панелі своїх карт).&lt;/p&gt;
&lt;p&gt;Наприкінці кожен гравець втрачає одне очко за кожен крок між містом, де стоїть його черевик, і рідним містом, рахуючи найкоротшим шляхом будь-якими маршрутами (дорога, ріка й пором — кожен один крок, що б на них не лежало). Нічию за очками, як і в основній грі, розбиває більша кількість карт пересування, що залишилися: відстань уже враховано в очках, тож удруге вона нічиєї не розбиває.&lt;/p&gt;</translation>
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
        <translation>&lt;p&gt;Наше джерело правил — український текст оригінальної гри. Там, де воно мовчить, де відрізняється від пізнішої англійської книги правил або де комп&apos;ютерові потрібна чітка відповідь, ми вирішили так.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Чотири раунди.&lt;/b&gt; Українські правила — 4 раунди; пізніше англійське видання грає 3, а 4 називає варіантом. Типово 4; 3 — параметр.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Перешкоди.&lt;/b&gt; Їх тримають окремо від жетонів «Транспорт» і ніколи не тягнуть зі стосу, як каже англійська книга правил.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Перший гравець.&lt;/b&gt; Першого гравця першого раунду вибирають навмання.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Автоматичний пас.&lt;/b&gt; Під час планування гравця, якому нічого класти, пропускають без запитання.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Спершу відкриті.&lt;/b&gt; Якщо у вас є жетони одного виду і відкриті, і закриті, на дорогу йде відкритий, тож ваш секрет лишається секретом.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Караван.&lt;/b&gt; Типово караваном може йти лише той, хто не може заплатити відповідними картами (як в українському тексті); параметр дозволяє його завжди. Караванові потрібен жетон на дорозі, як каже англійська книга правил.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Скидання.&lt;/b&gt; При обмеженні в 4 карти ви самі вибираєте, які карти скинути.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Достроковий виграш.&lt;/b&gt; Наявність усіх 20 відмітників перевіряють після кожного переходу в раундах 1–3; гра одразу закінчується.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Спільна перемога.&lt;/b&gt; Гравці, рівні й після додаткової умови, ділять перемогу.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Відстань до рідного міста.&lt;/b&gt; Рахується кроками будь-якими маршрутами, незалежно від того, що на них лежить.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Нічия у варіанті «Рідне місто».&lt;/b&gt; Її розбивають лише карти пересування, що залишилися, як наше джерело каже для кожної гри. Близькість до рідного міста нічиєї не розбиває: її вже враховано в очках.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Залишені жетони.&lt;/b&gt; Гравця без жетонів наприкінці раунду не питають, що залишити; після останнього раунду нічого не повертають.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Етап 1&lt;/b&gt; відбувається сам: карти роздає програма.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Назви міст і поле.&lt;/b&gt; Українські назви міст (крім Ельфенголда — слова нашого джерела) — наша транслітерація. Вигини доріг, форма озер і межі місцевостей на полі — наш власний вибір: місцевості виведено з типу найближчих доріг.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Прихована інформація.&lt;/b&gt; Комп&apos;ютерні гравці бачать лише те, що бачила б людина на їхньому місці: власні карти й закриті жетони та все відкрите.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Поради</translation>
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
&lt;li&gt;Подивіться на свої карти, перш ніж брати жетони: жетон «Дракон» мало допоможе без карт «Дракон».&lt;/li&gt;
&lt;li&gt;Жетони на полі допомагають усім. Кладіть їх туди, де вони більше підходять вашому маршрутові, ніж чужим.&lt;/li&gt;
&lt;li&gt;Плоти цінні: рікам і озерам жетони взагалі не потрібні.&lt;/li&gt;
&lt;li&gt;Перешкода найбільше шкодить на дорозі, яка явно потрібна іншому гравцеві.&lt;/li&gt;
&lt;li&gt;Плануйте наперед: після мандрівки у вас лишиться щонайбільше 4 карти.&lt;/li&gt;
&lt;li&gt;Кіхрома — глухий кут з єдиною дорогою до Даґ&apos;Амури: хто йде туди, мусить повертатися.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Choices made in this program</source>
        <translation>Рішення цієї програми</translation>
    </message>
</context>
<context>
    <name>ElfenlandSituations</name>
    <message>
        <source>The start: every boot stands in Elvenhold, and a town piece of each player&apos;s colour lies in every other town, waiting to be collected.</source>
        <translation>Початок: усі чоботи стоять в Ельфенголді, а в кожному іншому місті лежить відмітник міста кольору кожного гравця й чекає, доки його заберуть.</translation>
    </message>
    <message>
        <source>Phase 5 of the first round: the counters are on the roads, and each player travels in turn, paying travel cards for every step.</source>
        <translation>Фаза 5 першого раунду: жетони лежать на дорогах, і гравці по черзі мандрують, платячи карти пересування за кожен відрізок.</translation>
    </message>
    <message>
        <source>Phase 2 begins with your secret counter from the pile; taking from the face-up row first is refused.</source>
        <translation>Фаза 2 починається з вашого закритого жетона зі стосу; брати спершу з відкритого ряду не можна — це буде відхилено.</translation>
    </message>
    <message>
        <source>Then take counters in turn: one of the five face up, or a blind one from the pile.</source>
        <translation>Далі жетони беруть по черзі: один із п&apos;яти відкритих або закритий зі стосу.</translation>
    </message>
    <message>
        <source>Planning: a counter goes on a road whose terrain its transport crosses, one to a road. The giant pig crosses no desert and no mountains, and no counter goes on a river or a lake.</source>
        <translation>Планування: жетон кладуть на дорогу, місцевість якої його транспорт долає, по одному на дорогу. Кабан-велетень не ходить ні пустелею, ні горами, а на річки й озера жетони не кладуть.</translation>
    </message>
    <message>
        <source>Your obstacle goes only on a road that already carries a counter: it makes that road cost one card more.</source>
        <translation>Перешкоду можна покласти лише на дорогу, де вже лежить жетон: тоді ця дорога коштує на одну карту більше.</translation>
    </message>
    <message>
        <source>Travelling: one route at a time, to a town next to your boot, along a road with a counter, paying the cards its transport asks for on that terrain.</source>
        <translation>Мандрівка: по одному відрізку, до міста поруч із вашим чоботом, дорогою з жетоном, сплачуючи карти, яких його транспорт вимагає на цій місцевості.</translation>
    </message>
    <message>
        <source>A caravan crosses a road with any cards: three, four with an obstacle. With the program&apos;s default option it is offered only where you cannot pay the matching cards.</source>
        <translation>Караван долає дорогу за будь-які карти: три, а з перешкодою — чотири. За типовим налаштуванням програми його пропонують лише там, де ви не можете заплатити відповідними картами.</translation>
    </message>
    <message>
        <source>Rivers and lakes need rafts: downstream one, against the current two, and a lake crossing two. Without the rafts the water route is refused.</source>
        <translation>Для річок і озер потрібні плоти: за течією — один, проти течії — два, через озеро — два. Без плотів водний шлях буде відхилено.</translation>
    </message>
    <message>
        <source>The end of a round: the counters leave the roads, and you may keep one of yours for the next round.</source>
        <translation>Кінець раунду: жетони знімають з доріг, і один зі своїх ви можете залишити на наступний раунд.</translation>
    </message>
    <message>
        <source>The last round: every town piece you have collected is a point, and at the end the most points win.</source>
        <translation>Останній раунд: кожен зібраний відмітник міста — це очко, і наприкінці перемагає той, хто має найбільше очок.</translation>
    </message>
    <message>
        <source>The home-town variant: your town card (in your hand panel) names the town your journey should end in; each step short of it costs a point.</source>
        <translation>Варіант «рідне місто»: ваша карта міста (на панелі ваших карт) називає місто, де має завершитися мандрівка; кожен крок, якого бракує, коштує очко.</translation>
    </message>
</context>
<context>
    <name>EndOfGameWindow</name>
    <message>
        <source>Place</source>
        <translation>Місце</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Разом</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Гру завершено</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Переможець: {names}</translation>
    </message>
    <message>
        <source>Turns: {turns}</source>
        <translation>Ходів: {turns}</translation>
    </message>
    <message>
        <source>Moves: {moves}</source>
        <translation>Дій: {moves}</translation>
    </message>
    <message>
        <source>Playing time: {time}</source>
        <translation>Час гри: {time}</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Реванш</translation>
    </message>
    <message>
        <source>The same players and options, newly shuffled</source>
        <translation>Ті самі гравці й параметри, усе перемішано заново</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Нова гра…</translation>
    </message>
    <message>
        <source>&amp;Watch the replay</source>
        <translation>&amp;Переглянути запис</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Зберегти…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Hidden until the end</source>
        <translation>Приховане до кінця гри</translation>
    </message>
    <message numerus="yes">
        <source>Further down, {players} are level on %n points; the tie-break places them.</source>
        <translation>
            <numerusform>Нижче в таблиці {players} мають порівну, по %n очку; їхні місця визначає правило розв&apos;язання нічиєї.</numerusform>
            <numerusform>Нижче в таблиці {players} мають порівну, по %n очки; їхні місця визначає правило розв&apos;язання нічиєї.</numerusform>
            <numerusform>Нижче в таблиці {players} мають порівну, по %n очок; їхні місця визначає правило розв&apos;язання нічиєї.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GainsView</name>
    <message>
        <source>Gained and lost: {list}</source>
        <translation>Отримано й втрачено: {list}</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>The board of {game} at the start of a game</source>
        <translation>Ігрове поле «{game}» на початку гри</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <source>New game of {game}</source>
        <translation>Нова гра: {game}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>Правила гри «{game}»</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Навчитися грати</translation>
    </message>
    <message>
        <source>Learn to play {game}: a guided first game</source>
        <translation>Навчитися грати в «{game}»: перша гра з підказками</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Copy</source>
        <translation>Копіювати</translation>
    </message>
    <message>
        <source>Copy the whole log</source>
        <translation>Копіювати весь журнал</translation>
    </message>
    <message>
        <source>Save the log as text…</source>
        <translation>Зберегти журнал як текст…</translation>
    </message>
</context>
<context>
    <name>GameTexts</name>
    <message>
        <source>Player {number}</source>
        <translation>Гравець {number}</translation>
    </message>
    <message>
        <source>This cannot be undone: it revealed hidden information or used the dice.</source>
        <translation>Цього не можна скасувати: хід відкрив приховану інформацію або використав кубики.</translation>
    </message>
    <message>
        <source>Only your own moves can be undone: that one was made by the player before you. (Free undo in the Settings menu lifts this if everybody agrees.)</source>
        <translation>Скасувати можна лише власні ходи: цей хід зробив попередній гравець. (Вільне скасування в меню «Налаштування» це дозволяє, якщо всі згодні.)</translation>
    </message>
    <message>
        <source>The game is over: its last move cannot be undone.</source>
        <translation>Гру завершено: її останній хід не можна скасувати.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} і {last}</translation>
    </message>
    <message>
        <source>Only your own last decision can be undone, and not once it revealed hidden information or used the dice.</source>
        <translation>Скасувати можна лише власне останнє рішення, і не тоді, коли воно відкрило приховану інформацію чи використало кубики.</translation>
    </message>
    <message>
        <source>The game moved on before your move reached the host: choose again.</source>
        <translation>Гра пішла далі, перш ніж ваш хід дійшов до господаря гри: виберіть знову.</translation>
    </message>
    <message>
        <source>That move belongs to another player.</source>
        <translation>Цей хід належить іншому гравцеві.</translation>
    </message>
    <message>
        <source>The host could not take this move; the game is unchanged.</source>
        <translation>Господар гри не зміг прийняти цей хід; гра не змінилася.</translation>
    </message>
    <message>
        <source>The connection to the host is lost: rejoin to play on.</source>
        <translation>З&apos;єднання з господарем гри втрачено: під&apos;єднайтеся знову, щоб грати далі.</translation>
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
        <translation>Палаци Каррари</translation>
    </message>
    <message>
        <source>Elfenland</source>
        <translation>Ельфійський край</translation>
    </message>
    <message>
        <source>Buy marble from the turning wheel, build in six Tuscan cities and score them at the right moment.</source>
        <translation>Купуйте мармур із колеса, що обертається, будуйте в шести тосканських містах і вчасно отримуйте за них очки.</translation>
    </message>
    <message>
        <source>Settle an island: trade resources and build roads, settlements and cities to reach 10 points.</source>
        <translation>Заселіть острів: обмінюйте ресурси, будуйте дороги, поселення й міста, щоб набрати 10 очок.</translation>
    </message>
    <message>
        <source>Build the trading town of Elasund: claim plots with permits, earn gold and influence, raise the church.</source>
        <translation>Збудуйте торгове місто Elasund: займайте ділянки за дозволами, здобувайте золото й вплив, зведіть церкву.</translation>
    </message>
    <message>
        <source>Travel through the land of the elves by dragon, unicorn and raft, and visit as many towns as you can.</source>
        <translation>Мандруйте Ельфійським краєм драконом, єдинорогом і плотом та відвідайте якомога більше міст.</translation>
    </message>
</context>
<context>
    <name>HintRunner</name>
    <message>
        <source>A hint is for a human player whose move it is.</source>
        <translation>Підказка — для гравця-людини, чий зараз хід.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Шукаю підказку…</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Підказка: {move}</translation>
    </message>
</context>
<context>
    <name>LessonCarrara</name>
    <message>
        <source>Welcome to The Palaces of Carrara. You buy marble and build with it in the six cities of your own board (below the main board); buildings earn points and coins when you score them. Each turn you take exactly one action: buy marble, build one building, or score a city or a building type. After it you may buy one object for 10 coins. The player with the most points at the end wins.</source>
        <translation>Ласкаво просимо до «Палаців Каррари». Ви купуєте мармур і будуєте з нього в шести містах свого планшета (під основним полем); будівлі приносять очки й монети, коли ви їх оцінюєте. За хід ви виконуєте рівно одну дію: купуєте мармур, будуєте одну будівлю або оцінюєте місто чи тип будівель. Після дії можна купити один предмет за 10 монет. Перемагає той, хто наприкінці має найбільше очок.</translation>
    </message>
    <message>
        <source>The wheel is the marble market. Beside each of its six segments the board prints the price of every colour: at position I white costs 6 coins, yellow 5, red 4, green 3, blue 2 and black 1, and each position further round is one coin cheaper, down to free. Buying begins with a turn of the wheel: every segment moves one position on, so its blocks get a coin cheaper (blocks left at VI come round to I and its prices), and blocks drawn from the bag refill position I until 11 lie on the wheel. Press Buy marble.</source>
        <translation>Колесо — це ринок мармуру. Біля кожного з шести його сегментів на полі надруковано ціну кожного кольору: на позиції I білий коштує 6 монет, жовтий 5, червоний 4, зелений 3, синій 2, а чорний 1, і на кожній наступній позиції все на монету дешевше, аж до безкоштовного. Купівля починається з повороту колеса: кожен сегмент переходить на одну позицію далі, тож його блоки дешевшають на монету (блоки, що лишилися на VI, повертаються на I і знову коштують за її цінами), а на позицію I з мішечка докладають блоки, доки на колесі їх не стане 11. Натисніть «Купити мармур».</translation>
    </message>
    <message>
        <source>First buy marble: press the Buy marble button.</source>
        <translation>Спершу купіть мармур: натисніть кнопку «Купити мармур».</translation>
    </message>
    <message>
        <source>Now choose one segment: you buy from that segment only. The highlighted segments hold at least one block you can pay for. If, once the wheel has turned, you cannot pay for any block, you show your coins and take 2 coins instead.</source>
        <translation>Тепер оберіть один сегмент: купувати можна лише з нього. Підсвічено сегменти, де є хоча б один блок, за який ви можете заплатити. Якщо після повороту колеса вам не по кишені жоден блок, ви показуєте свої монети й натомість берете 2 монети.</translation>
    </message>
    <message>
        <source>Choose one of the highlighted segments of the wheel.</source>
        <translation>Оберіть один із підсвічених сегментів колеса.</translation>
    </message>
    <message>
        <source>Take blocks from this segment one at a time, each at its price here (a colour whose price is 0 is free). You must take at least one; stop taking when you have what you want. Your coins, blocks and objects lie behind your screen, hidden from the other players.</source>
        <translation>Беріть блоки з цього сегмента по одному, кожен за його тутешньою ціною (колір із ціною 0 безкоштовний). Узяти треба принаймні один; зупиніться, коли матимете все потрібне. Ваші монети, блоки й предмети лежать за ширмою, і суперники їх не бачать.</translation>
    </message>
    <message>
        <source>Take blocks from the segment you chose, or stop taking.</source>
        <translation>Беріть блоки з обраного сегмента або припиніть.</translation>
    </message>
    <message>
        <source>Now the city on your board. A city accepts its own colour and every more valuable one: Livorno white only, Pisa also yellow, Lucca also red, Viareggio also green, Massa also blue, and Lerici every colour, black too (black is good only there). The highlighted cities are those your blocks can pay in. The city sets what the building earns when scored, per point of value: Livorno 3 points, Pisa 3 coins, Lucca 2 points, Viareggio 2 coins, Massa 1 point, Lerici 1 coin.</source>
        <translation>Тепер місто на вашому планшеті. Місто приймає свій колір і всі цінніші: Ліворно лише білий, Піза ще й жовтий, Лукка ще й червоний, Віареджо ще й зелений, Маса ще й синій, а Леричі — усі кольори, зокрема чорний (чорний знадобиться лише там). Підсвічено міста, де ваших блоків вистачить на оплату. Від міста залежить, що принесе будівля під час оцінювання, за кожне очко цінності: Ліворно 3 очки, Піза 3 монети, Лукка 2 очки, Віареджо 2 монети, Маса 1 очко, Леричі 1 монету.</translation>
    </message>
    <message>
        <source>Choose a highlighted city for the building.</source>
        <translation>Оберіть для будівлі одне з підсвічених міст.</translation>
    </message>
    <message>
        <source>Finish this turn as you like. From your next turn you may score a building type (library, cathedral, palace, gate, castle, villa): each player may score each type once, with one building of it or more. Each of your buildings of that type earns its value times its city&apos;s rate, in points or coins as the city pays, and brings the object drawn on it while the supply lasts. Scoring is your action for the turn. One building is enough; more of the type, in cities that pay well, score more.</source>
        <translation>Завершіть цей хід як хочете. З наступного ходу можна оцінити тип будівель (бібліотека, собор, палац, брама, замок, вілла): кожен гравець може оцінити кожен тип один раз, якщо має хоча б одну таку будівлю. Кожна ваша будівля цього типу приносить свою цінність, помножену на ставку її міста, очками або монетами — як платить місто, і ще предмет, зображений на ній, поки вони є в запасі. Оцінювання — це ваша дія за хід. Вистачить і однієї будівлі, але більше будівель цього типу в щедрих містах дадуть більше.</translation>
    </message>
    <message>
        <source>A city is scored only once in the whole game, by the first player who does it. You need at least 2 of your buildings there (Livorno, Pisa, Lucca) or 3 (Viareggio, Massa, Lerici); their values together, times the city&apos;s rate, are paid to you, and each of those buildings brings its object. Play on, buying and building, and score a city as soon as you can: it is highlighted then.</source>
        <translation>Кожне місто оцінюють лише раз за всю гру — хто перший, того й черга. Для цього потрібні принаймні 2 ваші будівлі там (Ліворно, Піза, Лукка) або 3 (Віареджо, Маса, Леричі); сума їхніх цінностей, помножена на ставку міста, виплачується вам, і кожна з цих будівель приносить свій предмет. Грайте далі, купуйте й будуйте, а місто оцініть, щойно зможете: тоді його буде підсвічено.</translation>
    </message>
    <message>
        <source>You have six scoring markers. The objectives box shows the three goals for three players: 4 scorings (cities and types together), 7 objects, and buildings worth 25 in all. Whoever meets all three may announce the end after their action (5 points); the round is then played out so that all had the same number of turns. The game also ends when all 30 buildings are built. Then each object counts 3 points, every 5 coins 1 point and each building its value; on a tie, the most marble behind the screen wins.</source>
        <translation>У вас шість фішок оцінювання. У полі цілей показано три цілі для трьох гравців: 4 оцінювання (міста й типи разом), 7 предметів і будівлі загальною цінністю 25. Хто виконав усі три, може після своєї дії оголосити кінець гри (5 очок); потім коло доігрують, щоб усі зробили однаково ходів. Гра закінчується й тоді, коли збудовано всі 30 будівель. Після цього кожен предмет дає 3 очки, кожні 5 монет — 1 очко, а кожна будівля — свою цінність; за нічиєї перемагає той, у кого за ширмою більше мармуру.</translation>
    </message>
    <message>
        <source>Your action is done. Now, once a turn, you may buy one of the objects on the board for 10 coins: at the end each object is worth 3 points, and objects count for an objective. Buy one or end your turn.</source>
        <translation>Вашу дію виконано. Тепер раз за хід можна купити один із предметів на полі за 10 монет: наприкінці кожен предмет вартий 3 очки, і предмети зараховуються до однієї з цілей. Купіть предмет або завершіть хід.</translation>
    </message>
    <message>
        <source>Choose the blocks that pay, one at a time: any mix of colours the city accepts. Pay first with the colours that the cities to the left refuse, and keep white and yellow for Livorno and Pisa.</source>
        <translation>Оберіть блоки для оплати, по одному: будь-яку суміш кольорів, які приймає місто. Спершу платіть кольорами, яких не приймають міста ліворуч, а білий і жовтий бережіть для Ліворно й Пізи.</translation>
    </message>
    <message>
        <source>A computer player scored a city: its marker stands there now, and nobody else may score that city. You may still build there, and those buildings still count when you score their type.</source>
        <translation>Комп&apos;ютерний гравець оцінив місто: тепер там стоїть його фішка, і більше ніхто не може оцінити це місто. Будувати там ви ще можете, і ці будівлі все одно рахуються, коли ви оцінюєте їхній тип.</translation>
    </message>
    <message>
        <source>A computer player scored a building type. Unlike a city, a type stays open to everybody: the marker went on that player&apos;s own board, and you may still score the same type with your buildings.</source>
        <translation>Комп&apos;ютерний гравець оцінив тип будівель. На відміну від міста, тип лишається відкритим для всіх: фішка лягла на власний планшет того гравця, і ви ще можете оцінити цей самий тип своїми будівлями.</translation>
    </message>
    <message>
        <source>The lesson is over. The game goes on: good luck with your palaces!</source>
        <translation>Урок закінчено. Гра триває: успіхів із вашими палацами!</translation>
    </message>
    <message>
        <source>Now build. The nine tiles on display are the buildings on offer; the number on a tile is its value: the blocks it costs and the points it is worth at the end. The highlighted tiles are those your blocks can pay for. (You may buy more marble first if you prefer.)</source>
        <translation>Тепер будуйте. Дев&apos;ять виставлених плиток — це будівлі, які можна звести; число на плитці — її цінність: стільки блоків вона коштує і стільки очок приносить наприкінці. Підсвічено плитки, за які вистачає ваших блоків. (Якщо хочете, можна спершу докупити мармуру.)</translation>
    </message>
    <message>
        <source>The computer players take their turns: the log says what each one bought or built. On your next turn you build.</source>
        <translation>Зараз ходять комп&apos;ютерні гравці: журнал показує, що кожен купив чи збудував. Наступного ходу ви будуєте.</translation>
    </message>
</context>
<context>
    <name>LessonCatan</name>
    <message>
        <source>Welcome to Catan. The first player to reach 10 victory points wins. Each settlement is worth 1 point and each city 2. The hexes produce resources: when the dice show a hex&apos;s number, every settlement next to it takes one card of that hex&apos;s resource, and every city two.</source>
        <translation>Вітаємо в грі «Catan». Перемагає той, хто першим набере 10 переможних очок. Кожне поселення дає 1 очко, а кожне місто — 2. Гекси виробляють ресурси: коли на кубиках випадає число гекса, кожне поселення поруч із ним отримує одну карту ресурсу цього гекса, а кожне місто — дві.</translation>
    </message>
    <message>
        <source>Place your first settlement on a highlighted corner. No settlement may stand next to another one (the distance rule), so the highlighted corners are at least two roads away from every settlement. Corners touching numbers that come up often (6 and 8 most) pay best.</source>
        <translation>Поставте перше поселення на підсвічене перехрестя. Поселення не може стояти поруч з іншим (правило відстані), тому підсвічені перехрестя розташовані щонайменше за дві дороги від будь-якого поселення. Найбільше дають перехрестя біля чисел, що випадають часто (найчастіше — 6 і 8).</translation>
    </message>
    <message>
        <source>First place your settlement on a highlighted corner.</source>
        <translation>Спершу поставте поселення на підсвічене перехрестя.</translation>
    </message>
    <message>
        <source>Now place a road along one of the edges of that settlement.</source>
        <translation>Тепер поставте дорогу на одну зі сторін, що прилягають до цього поселення.</translation>
    </message>
    <message>
        <source>Place the road next to your new settlement.</source>
        <translation>Поставте дорогу поруч зі своїм новим поселенням.</translation>
    </message>
    <message>
        <source>The set-up goes round once and then back the other way, so the last player places twice in a row. Your second settlement brings one card of each resource of the hexes around it at once: choose resources you lack.</source>
        <translation>Розстановка спершу йде по колу, а потім у зворотному порядку, тож останній гравець ставить двічі поспіль. Друге поселення одразу приносить по одній карті ресурсу кожного гекса довкола нього: вибирайте ресурси, яких вам бракує.</translation>
    </message>
    <message>
        <source>Place your second settlement on a highlighted corner.</source>
        <translation>Поставте друге поселення на підсвічене перехрестя.</translation>
    </message>
    <message>
        <source>And its road.</source>
        <translation>І дорогу до нього.</translation>
    </message>
    <message>
        <source>Place the road next to your second settlement.</source>
        <translation>Поставте дорогу поруч зі своїм другим поселенням.</translation>
    </message>
    <message>
        <source>Every turn begins with the roll of two dice. Roll now and watch which hexes produce: every player with a settlement or city next to them gains cards, not only the player who rolled.</source>
        <translation>Кожен хід починається з кидка двох кубиків. Киньте їх зараз і подивіться, які гекси виробляють: карти отримує кожен гравець, що має поруч із ними поселення чи місто, а не лише той, хто кидав.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Спершу киньте кубики.</translation>
    </message>
    <message>
        <source>After the roll you may trade and build, in any order. A road costs a brick and a lumber, a settlement a brick, a lumber, a wool and a grain, a city two grain and three ore. When you are done, end your turn.</source>
        <translation>Після кидка можна торгувати й будувати в будь-якому порядку. Дорога коштує 1 глину й 1 деревину, поселення — 1 глину, 1 деревину, 1 вовну й 1 зерно, місто — 2 зерна й 3 руди. Коли закінчите, завершіть хід.</translation>
    </message>
    <message>
        <source>You have the cards for a road. A road must join your own roads, settlements or cities. Roads lead to new corners for settlements, and the first player with a single route of at least five roads gets the Longest Road card (2 points).</source>
        <translation>У вас є карти для дороги. Дорога має з&apos;єднуватися з вашими дорогами, поселеннями чи містами. Дороги ведуть до нових перехресть для поселень, а перший гравець, який має неперервну дорогу щонайменше з п&apos;яти відрізків, отримує карту «Найдовша дорога» (2 очки).</translation>
    </message>
    <message>
        <source>You may trade four cards of one resource for one card of your choice with the bank (three for one, or two for one, at a harbour you own). Trade now to get a card you need.</source>
        <translation>З банком можна обміняти чотири карти одного ресурсу на одну карту на ваш вибір (а біля власної гавані — три за одну чи дві за одну). Обміняйтеся зараз, щоб отримати потрібну карту.</translation>
    </message>
    <message>
        <source>That is the whole turn: roll, trade, build, end. You can also trade with the other players: offer cards in the Your move panel, and the player who accepts trades with you. Development cards (one wool, one grain, one ore) bring knights, progress cards or a hidden victory point; a card cannot be played in the turn it was bought. The first player to play three knights holds Largest Army (2 points). The lesson ends here: play on to 10 points.</source>
        <translation>Ось і весь хід: кидок, торгівля, будівництво, завершення. Торгувати можна й з іншими гравцями: запропонуйте карти на панелі «Ваш хід», і гравець, який погодиться, обміняється з вами. Карти розвитку (1 вовна, 1 зерно, 1 руда) приносять «Лицарів», карти прогресу або приховане переможне очко; карту не можна зіграти в тому ході, коли її купили. Перший гравець, який зіграє трьох «Лицарів», отримує Найбільше військо (2 очки). На цьому урок закінчується: грайте далі до 10 очок.</translation>
    </message>
    <message>
        <source>A 7 was rolled: nothing is produced, and every player with more than seven cards discards half of them (rounded down). Choose the cards to discard.</source>
        <translation>Випала сімка: нічого не виробляється, а кожен гравець, у якого понад сім карт, скидає половину з них (з округленням униз). Виберіть карти, які треба скинути.</translation>
    </message>
    <message>
        <source>A computer player moved the robber: its hex produces nothing until the robber moves again.</source>
        <translation>Комп&apos;ютерний гравець перемістив розбійника: гекс, на якому той стоїть, нічого не виробляє, доки розбійника знову не перемістять.</translation>
    </message>
    <message>
        <source>Longest Road changed hands: a single route of at least five roads, longer than anyone else&apos;s, is worth 2 points.</source>
        <translation>Найдовша дорога змінила власника: неперервна дорога щонайменше з п&apos;яти відрізків, довша, ніж у будь-кого іншого, дає 2 очки.</translation>
    </message>
    <message>
        <source>The lesson is over. The game goes on: good luck!</source>
        <translation>Урок завершено. Гра триває: хай щастить!</translation>
    </message>
    <message>
        <source>The computer players place first, a settlement and a road each; the board marks what each one placed. Your turn comes next.</source>
        <translation>Першими ставлять комп&apos;ютерні гравці — кожен поселення й дорогу; на полі позначено, що поставив кожен. Далі ваш хід.</translation>
    </message>
    <message>
        <source>The set-up is over. The computer players take the first turns: watch the dice, the hexes that produce and the cards each player gains (the game log and the players&apos; Just gained or lost column). Your turn comes next.</source>
        <translation>Розставлення завершено. Перші ходи роблять комп&apos;ютерні гравці: стежте за кубиками, за гексами, що виробляють, і за картами, які отримує кожен гравець (журнал гри та стовпець гравців «Щойно отримано чи втрачено»). Далі ваш хід.</translation>
    </message>
    <message>
        <source>Play on: roll, trade and end your turns. A road costs a brick and a lumber; hills give bricks and forests lumber, and the bank gives any card for four of one kind. As soon as you can pay for a road, the lesson shows where to build it.</source>
        <translation>Грайте далі: кидайте кубики, торгуйте й завершуйте ходи. Дорога коштує одну глину й одну деревину; пагорби дають глину, ліси — деревину, а банк дає будь-яку карту за чотири однакові. Щойно ви зможете заплатити за дорогу, урок покаже, де її збудувати.</translation>
    </message>
    <message>
        <source>Next comes a trade with the bank: four cards of one resource for one card of your choice (fewer at a harbour you own). Play on; the lesson speaks again when you hold four of a kind.</source>
        <translation>Далі — обмін із банком: чотири карти одного ресурсу на одну карту на ваш вибір (менше, якщо у вас є гавань). Грайте далі; урок озветься знову, коли у вас буде чотири однакові карти.</translation>
    </message>
    <message>
        <source>Move the robber to another hex. That hex produces nothing while the robber stands on it, and you steal a random card from a player with a settlement or city next to it (if there are several, you choose whom). Put it where it hurts the leader most.</source>
        <translation>Перемістіть розбійника на інший гекс. Поки там стоїть розбійник, цей гекс нічого не виробляє, а ви крадете випадкову карту в гравця, що має поруч із ним поселення чи місто (якщо таких кілька, ви вибираєте, в кого). Поставте розбійника туди, де він найбільше зашкодить лідерові.</translation>
    </message>
</context>
<context>
    <name>LessonElasund</name>
    <message>
        <source>Welcome to Elasund. Together you build one city between the harbour and the walls, and each of you has ten victory point cubes: the first player to place all ten wins at once. Cubes go on the flags of the neutral buildings, on church tiles, on wall towers and on the trade track. A turn has four parts, always in this order: roll for the ship and its income, up to two constructions, a permit or 2 gold, and one bonus action.</source>
        <translation>Ласкаво просимо до Elasund. Ви разом будуєте одне місто між гаванню та міськими стінами, і кожен із вас має десять кубів переможних очок: хто першим виставить усі десять, одразу перемагає. Куби ставлять на прапорці нейтральних будівель, на плитки церкви, на вежі стіни та на торгову шкалу. Хід складається з чотирьох частин, завжди в такому порядку: кидок для корабля й доходи, до двох будівництв, дозвіл або 2 золота і одна бонусна дія.</translation>
    </message>
    <message>
        <source>Roll the dice. The ship sails to the row with that number, and every building in that row pays its owner, whoever rolled: a gold card or an influence card, as its symbol shows. Your two workers&apos; huts already stand in the city: look for their rows. The ship must always move: the same number as last time sends it two rows up or down, and a 7 brings the pirates.</source>
        <translation>Киньте кубики. Корабель пливе до ряду з цим числом, і кожна будівля в цьому ряду приносить дохід своєму власникові, хоч би хто кидав: карту золота або карту впливу, як показує її символ. Ваші дві хатини робітників уже стоять у місті: знайдіть їхні ряди. Корабель мусить рухатися щоходу: те саме число, що й минулого разу, переводить його на два ряди вгору чи вниз, а 7 приводить піратів.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Спершу киньте кубики.</translation>
    </message>
    <message>
        <source>The computer players move first. Watch the game log: every turn begins with a roll, the ship sails to the row with that number, and every building in that row pays its owner, whoever rolled. Your turn comes next.</source>
        <translation>Першими ходять комп&apos;ютерні гравці. Стежте за журналом гри: кожен хід починається з кидка, корабель пливе до ряду з цим числом, і кожна будівля в цьому ряду приносить дохід своєму власникові, хоч би хто кидав. Далі ваш хід.</translation>
    </message>
    <message>
        <source>Now you may make up to two constructions: buildings, wall tiles or church tiles. A building needs your building permits on its squares, and you have none on the board yet. Walls come later in this lesson: end the construction for now.</source>
        <translation>Тепер можна зробити до двох будівництв: будівлі, плитки стіни або плитки церкви. Будівлі потрібні ваші дозволи на її клітинках, а на полі у вас їх ще немає. До стін ми дійдемо пізніше: поки що завершіть будівництво.</translation>
    </message>
    <message>
        <source>End the construction for now: your first permit comes next.</source>
        <translation>Поки що завершіть будівництво: далі ви ставите свій перший дозвіл.</translation>
    </message>
    <message>
        <source>Place a permit: choose its value, then a highlighted square.</source>
        <translation>Поставте дозвіл: виберіть його вартість, а потім підсвічену клітинку.</translation>
    </message>
    <message>
        <source>Last comes one bonus action, paid with influence cards: move one of your permits (two cards of one colour), swap one for a higher permit from your supply (two cards of one colour and the difference in gold), place a permit in any row (one card of each colour and its value in gold), or take 2 gold (one card of each colour). Make one if you can pay for it, or end your turn.</source>
        <translation>Наостанок одна бонусна дія, яку оплачують картами впливу: перемістити один зі своїх дозволів (дві карти одного кольору), замінити його вищим дозволом із запасу (дві карти одного кольору та різниця золотом), поставити дозвіл у будь-який ряд (по карті кожного кольору та його вартість золотом) або взяти 2 золота (по карті кожного кольору). Виконайте одну, якщо можете заплатити, або завершіть хід.</translation>
    </message>
    <message>
        <source>Choose a bonus action or end your turn.</source>
        <translation>Виберіть бонусну дію або завершіть хід.</translation>
    </message>
    <message>
        <source>You can build now. A building needs as many permits on its squares as it asks for (1 to 3), one of them yours, and your permits there must add up to more than any other player&apos;s. You pay its cost in gold; every permit on its squares goes back to its owner, and you pay each other player whose permits were there their value in gold as compensation. Houses and workshops are your own; on a neutral building you put a cube on each flag. Choose a highlighted building, then its place.</source>
        <translation>Тепер можна будувати. Будівлі потрібно стільки дозволів на її клітинках, скільки вона вимагає (від 1 до 3), серед них хоча б один ваш, і ваші дозволи там разом мають бути вартісніші, ніж дозволи будь-якого іншого гравця. Ви платите її ціну золотом; кожен дозвіл на її клітинках повертається власникові, а кожному іншому гравцеві, чиї дозволи там лежали, ви платите їхню вартість золотом як компенсацію. Будинки й майстерні належать лише вам; на нейтральну будівлю ви ставите куб на кожен прапорець. Виберіть підсвічену будівлю, а потім її місце.</translation>
    </message>
    <message>
        <source>Play on as you like: roll, place permits or take gold. A house needs one permit of yours and 1 gold, a workshop one permit and 2 gold. As soon as your permits and gold are enough for a building, the lesson shows it.</source>
        <translation>Грайте, як хочете: кидайте, ставте дозволи або беріть золото. Будинку потрібен один ваш дозвіл і 1 золото, майстерні — один дозвіл і 2 золота. Щойно ваших дозволів і золота вистачить на будівлю, урок її покаже.</translation>
    </message>
    <message>
        <source>Build now: choose a highlighted building, then its place.</source>
        <translation>Будуйте зараз: виберіть підсвічену будівлю, а потім її місце.</translation>
    </message>
    <message>
        <source>Build a wall tile. Your nine tiles come in their order, 1 to 9. A tile goes next to a city gate or next to a tile already built, by anyone: 2 gold on the north and south walls, 4 gold on the east wall. Tiles 3, 6 and 9 are towers and take one of your cubes; the others bring one or two influence cards.</source>
        <translation>Побудуйте плитку стіни. Ваші дев&apos;ять плиток ідуть по порядку, від 1 до 9. Плитку кладуть поруч із міською брамою або поруч із плиткою, яку вже хтось збудував: 2 золота на північній і південній стіні, 4 золота на східній. Плитки 3, 6 і 9 — вежі, на них стає один із ваших кубів; інші дають одну або дві карти впливу.</translation>
    </message>
    <message>
        <source>Build a wall tile on a highlighted space.</source>
        <translation>Побудуйте плитку стіни на підсвіченому місці.</translation>
    </message>
    <message>
        <source>You have the 7 gold a church tile costs. The nine church tiles are drawn from a stack, and each tile laid takes one of its builder&apos;s cubes. A church tile removes whatever building stands on its square, however large, and nothing ever removes a church tile. Build a church tile.</source>
        <translation>У вас є 7 золота, яких коштує плитка церкви. Дев&apos;ять плиток церкви тягнуть зі стосу, і на кожну покладену плитку стає куб того, хто її збудував. Плитка церкви прибирає будь-яку будівлю на своїй клітинці, хоч якою великою та була б, а плитку церкви не прибирає ніщо. Побудуйте плитку церкви.</translation>
    </message>
    <message>
        <source>Save gold for the church: a church tile costs 7 gold and takes one of your cubes. Play on meanwhile; the lesson speaks again when you can pay for it.</source>
        <translation>Збирайте золото на церкву: плитка церкви коштує 7 золота, і на неї стає один із ваших кубів. А поки що грайте далі; урок озветься, коли ви зможете заплатити.</translation>
    </message>
    <message>
        <source>Build a church tile now.</source>
        <translation>Побудуйте плитку церкви зараз.</translation>
    </message>
    <message>
        <source>That is the whole turn: roll, build, permit or gold, bonus. Build in every row, the middle rows most, to earn income on most rolls, and keep influence cards for bonus actions. With three influence cards of one colour a building may also replace one or two buildings of its own size. The lesson ends here: play on until someone places the tenth cube.</source>
        <translation>Ось і весь хід: кидок, будівництво, дозвіл або золото, бонус. Будуйте в усіх рядах, найбільше в середніх, щоб отримувати дохід за більшості кидків, і зберігайте карти впливу для бонусних дій. За три карти впливу одного кольору будівля може також замінити одну чи дві будівлі того самого розміру. На цьому урок закінчується: грайте далі, доки хтось не виставить десятий куб.</translation>
    </message>
    <message>
        <source>Choose where the ship goes. After a 7 any row but its own is allowed: the pirates take the ship there. After the same number as last time it must go two rows up or down.</source>
        <translation>Виберіть, куди пливе корабель. Після 7 можна в будь-який ряд, крім його власного: туди корабель ведуть пірати. Після того самого числа, що й минулого разу, він має перейти на два ряди вгору чи вниз.</translation>
    </message>
    <message>
        <source>You are the first to build the church, so you drew the top two tiles: keep one, and the other goes under the stack, where only you know it is the last tile. The tile you keep lies on the church site and fixes where all nine tiles of the church will stand around it.</source>
        <translation>Ви перші будуєте церкву, тож витягли дві верхні плитки: залиште одну, а друга піде під низ стосу, і лише ви знатимете, що вона остання. Плитка, яку ви залишите, ляже на місце для церкви й визначить, де довкола неї стоятимуть усі дев&apos;ять плиток церкви.</translation>
    </message>
    <message>
        <source>Compensation: the builder had the highest permit total on the site and paid the other players there the value of their permits in gold (nothing for a permit 0). Their permits went back to them, to be placed again.</source>
        <translation>Компенсація: у того, хто будував, була найбільша сума дозволів на ділянці, і він заплатив іншим гравцям, чиї дозволи там лежали, їхню вартість золотом (за дозвіл 0 — нічого). Їхні дозволи повернулися до них, щоб їх можна було поставити знову.</translation>
    </message>
    <message>
        <source>A building was removed from the city. A new building may cover smaller ones, and a church tile any building; what it covers goes back to its owner (a neutral building to its pile, its cubes to their owner). A workers&apos; hut is put back at once by its owner on a free square that is no trade square.</source>
        <translation>З міста прибрано будівлю. Нова будівля може накрити менші, а плитка церкви — будь-яку будівлю; те, що накрито, повертається власникові (нейтральна будівля — до свого стосу, її куби — їхньому власникові). Хатину робітників власник одразу ставить назад на вільну клітинку, яка не є торговою.</translation>
    </message>
    <message>
        <source>A building on a trade square (the harbour squares give 1 trade point, the squares by the gates 2) moves its builder&apos;s marker on the trade track. On reaching 3, 5, 7, 9 and 11 the builder places a cube there while that space has a free flag. Losing the building loses the points, and the cube with them.</source>
        <translation>Будівля на торговій клітинці (клітинки гавані дають 1 торгове очко, клітинки біля брами — 2) просуває торговий маркер того, хто її збудував, торговою шкалою. Досягнувши 3, 5, 7, 9 і 11, він ставить туди куб, поки на цьому полі є вільний прапорець. Утрата будівлі забирає очки, а разом із ними й куб.</translation>
    </message>
    <message>
        <source>The lesson is over. The game goes on: good luck!</source>
        <translation>Урок закінчено. Гра триває: щасти!</translation>
    </message>
    <message>
        <source>Each turn you place a building permit or take 2 gold instead: this time, place a permit. Your permits are worth 0 to 4 and each costs its value in gold: permit 0 is free. A permit goes on a free square of the ship&apos;s row (when that row is full, the nearest row with a free square); for two influence cards of one colour it may go in any row. Choose a permit, then its square: a building covering it can be yours later.</source>
        <translation>Щоходу ви ставите дозвіл на будівництво або натомість берете 2 золота: цього разу поставте дозвіл. Ваші дозволи мають вартість від 0 до 4, і кожен коштує стільки золота, скільки вартує: дозвіл 0 безплатний. Дозвіл ставлять на вільну клітинку ряду корабля (якщо цей ряд заповнено, то в найближчий ряд із вільною клітинкою); за дві карти впливу одного кольору його можна поставити в будь-який ряд. Виберіть дозвіл, а потім його клітинку: будівля, що її накриє, згодом може стати вашою.</translation>
    </message>
    <message>
        <source>Next you build a wall tile: it costs 2 gold on the north or south wall, so keep 2 gold for your next construction. Play on meanwhile; the lesson speaks again when you can pay for it.</source>
        <translation>Невдовзі ви збудуєте плитку стіни: на північній чи південній стіні вона коштує 2 золота, тож залиште 2 золота на наступне будівництво. А поки грайте далі; урок озветься знову, коли ви зможете заплатити.</translation>
    </message>
    <message>
        <source>Pirates! After a 7 the ship&apos;s row pays no income. Instead every player gives up one card for each of their cubes in that row, on buildings, church tiles and towers, and the player who rolled may take one of those cards for each tower they have on the walls. Early in the game few cubes stand in the city, so the pirates often take nothing.</source>
        <translation>Пірати! Після 7 ряд корабля не дає доходу. Натомість кожен гравець віддає по карті за кожен свій куб у цьому ряду — на будівлях, плитках церкви та вежах, а той, хто кидав, може взяти одну з цих карт за кожну свою вежу на стінах. На початку гри кубів у місті мало, тож пірати часто нічого не забирають.</translation>
    </message>
</context>
<context>
    <name>LessonElfenland</name>
    <message>
        <source>Welcome to Elfenland. Every boot starts in Elvenhold, the capital. Each other town holds one of your town pieces, and the first time your boot reaches a town you collect it: after four rounds the player with the most pieces wins. A round goes like this: everybody&apos;s hand is filled up to eight travel cards, everybody takes transport counters, the counters are laid on roads, and then each elf travels, paying cards that match the counters on the roads.</source>
        <translation>Ласкаво просимо до Ельфійського краю. Усі черевики вирушають з Ельфенголда, столиці. У кожному іншому місті лежить ваш відмітник міста, і коли ваш черевик уперше туди потрапляє, ви його забираєте: після чотирьох раундів перемагає той, хто зібрав найбільше відмітників. Раунд відбувається так: кожен добирає карти пересування до восьми, усі беруть жетони транспорту, жетони кладуть на дороги, а потім кожен ельф мандрує, скидаючи карти, що відповідають жетонам на дорогах.</translation>
    </message>
    <message>
        <source>First each player draws one counter from the pile and keeps it face down: only you know which transport it is. Click the highlighted pile.</source>
        <translation>Спершу кожен гравець бере один жетон зі стосу й тримає його закритим: лише ви знаєте, який це транспорт. Клацніть підсвічений стос.</translation>
    </message>
    <message>
        <source>First draw your secret counter.</source>
        <translation>Спершу візьміть свій закритий жетон.</translation>
    </message>
    <message>
        <source>Now three times round the table each player takes one more counter, face up for all to see: one of the five in the row (a new one fills its place at once) or the top one of the pile, unseen. A counter is worth most when you hold the travel cards of its kind, because that is what you pay with on its road. Take three counters.</source>
        <translation>Тепер тричі по колу кожен бере ще один жетон, відкритий, щоб усі бачили: один із п&apos;яти в ряду (на його місце одразу кладуть новий) або верхній зі стосу, не дивлячись. Жетон найцінніший, коли у вас є карти пересування того самого виду: саме ними ви платите на його дорозі. Візьміть три жетони.</translation>
    </message>
    <message>
        <source>Take a counter from the row or from the pile.</source>
        <translation>Візьміть жетон із ряду або зі стосу.</translation>
    </message>
    <message>
        <source>Planning: in turn, each player lays one counter on a road, or passes. A road takes a single counter, and only of a transport that can cross its land (a Giant Pig never goes into the mountains, a Unicorn never onto the plains, and nothing goes on water); the highlighted roads are where yours fit. Any player may travel on any counter, whoever laid it, so lay a chain of roads leading out of Elvenhold for the cards you hold. Lay three counters, one per turn.</source>
        <translation>Планування: по черзі кожен кладе один жетон на дорогу або пасує. На дорозі може лежати лише один жетон, і лише того транспорту, який здатен пройти її місцевістю (кабан-велетень ніколи не йде в гори, одноріг ніколи не ступає на рівнину, а на воду не кладуть нічого); підсвічені дороги — ті, куди пасують ваші жетони. Будь-хто може мандрувати будь-яким жетоном, хоч би хто його поклав, тож прокладіть ланцюжок доріг з Ельфенголда під карти, які у вас на руці. Покладіть три жетони, по одному за хід.</translation>
    </message>
    <message>
        <source>Lay a counter on one of the highlighted roads.</source>
        <translation>Покладіть жетон на одну з підсвічених доріг.</translation>
    </message>
    <message>
        <source>Once in the game you may lay your obstacle instead of a counter, on a road that already carries a counter (never on water). The road stays open, but everybody who uses it pays one card more of the counter&apos;s kind, and a caravan four cards instead of three. Put it where the computer players want to go, not on your own way.</source>
        <translation>Раз за гру замість жетона можна покласти свою перешкоду — на дорогу, де вже лежить жетон (ніколи не на воду). Дорога лишається відкритою, але кожен, хто нею йде, платить на одну карту виду жетона більше, а караван — чотири карти замість трьох. Покладіть її туди, куди прямують комп&apos;ютерні гравці, а не на свій шлях.</translation>
    </message>
    <message>
        <source>Lay your obstacle on one of the highlighted roads.</source>
        <translation>Покладіть свою перешкоду на одну з підсвічених доріг.</translation>
    </message>
    <message>
        <source>Keep your last counter: when the round ends you may keep one for the next round. So pass now. Whoever has passed may still lay a counter on a later turn; planning only ends when all players pass one after another. Until then, pass each time it is your turn.</source>
        <translation>Збережіть останній жетон: наприкінці раунду один можна залишити на наступний раунд. Тож зараз пасуйте. Хто спасував, може ще покласти жетон пізніше; планування закінчується лише тоді, коли всі гравці спасують один за одним. Доти пасуйте щоразу, коли ваш хід.</translation>
    </message>
    <message>
        <source>Pass: keep your last counter for the next round.</source>
        <translation>Пасуйте: збережіть останній жетон на наступний раунд.</translation>
    </message>
    <message>
        <source>Your journey. A step along a road needs a counter on it, and you pay cards of the counter&apos;s kind: one or two, as the chart says for that land (Travel costs… under your cards), and one more over an obstacle. The highlighted towns are one step away, with the price. Every town you reach gives you its piece; you may go back and forth as long as you pay. When your cards are spent or no road takes you further, end your move. You may keep four cards at most: discard the others.</source>
        <translation>Ваша мандрівка. Щоб пройти дорогою, на ній має лежати жетон, і ви платите картами виду цього жетона: одну чи дві, як показує таблиця для цієї місцевості (Вартість мандрівки… під вашими картами), і ще одну, якщо там перешкода. Підсвічені міста — на відстані одного кроку, з ціною. Кожне місто, куди ви потрапляєте, віддає вам свій відмітник; можна ходити туди й назад, поки платите. Коли карти скінчилися або жодна дорога не веде далі, завершіть мандрівку. Залишити можна щонайбільше чотири карти: решту скиньте.</translation>
    </message>
    <message>
        <source>Planning is over and the elves set off, one after another from the starting player: each makes a whole journey before the next one moves. Watch the computer players travel; the log says what each step cost.</source>
        <translation>Планування завершено, і ельфи вирушають один за одним, починаючи з першого гравця: кожен проходить усю свою мандрівку, перш ніж рушить наступний. Подивіться, як мандрують комп&apos;ютерні гравці; журнал показує, скільки коштував кожен крок.</translation>
    </message>
    <message>
        <source>Travel to a highlighted town, or end your move.</source>
        <translation>Вирушайте до підсвіченого міста або завершіть мандрівку.</translation>
    </message>
    <message>
        <source>Everybody has travelled: the round is over. The counters on the roads go back to the pile, and the obstacles laid this round leave the game. Each player may keep one of his own counters for the next round, face up or face down as it was; the others go back too. Choose the counter to keep.</source>
        <translation>Усі вже помандрували: раунд завершено. Жетони з доріг повертаються до стосу, а перешкоди, покладені в цьому раунді, вибувають із гри. Кожен гравець може залишити один зі своїх жетонів на наступний раунд, відкритим чи закритим, як він і був; решта теж повертається. Виберіть жетон, який залишите.</translation>
    </message>
    <message>
        <source>Choose one counter to keep.</source>
        <translation>Виберіть один жетон, який залишите.</translation>
    </message>
    <message>
        <source>Round 2. Your hand is filled up to eight cards again, and the next player starts the round. Then the same phases follow: a secret counter, three open ones, planning and the journeys. With the counter you kept you may now hold five.</source>
        <translation>Раунд 2. Ви знову добираєте карти до восьми, а раунд починає наступний гравець. Далі ті самі етапи: закритий жетон, три відкриті, планування й мандрівки. Разом зі збереженим жетоном тепер у вас їх може бути п&apos;ять.</translation>
    </message>
    <message>
        <source>This round is yours to plan: the board highlights whatever you may do. Lay counters on the roads out of the town where your boot stands, for the kinds of cards you hold, and pass when you want to keep a counter.</source>
        <translation>Цей раунд ви плануєте самі: поле підсвічує все, що вам можна зробити. Кладіть жетони на дороги, що ведуть із міста, де стоїть ваш черевик, під ті види карт, які у вас є, і пасуйте, коли хочете зберегти жетон.</translation>
    </message>
    <message>
        <source>Your second journey: go to the highlighted towns you have not visited yet, then end your move.</source>
        <translation>Ваша друга мандрівка: ідіть до підсвічених міст, де ви ще не були, а тоді завершіть мандрівку.</translation>
    </message>
    <message>
        <source>Planning is over. The elves travel in turn order from the starting player; wait for your turn.</source>
        <translation>Планування завершено. Ельфи мандрують по черзі, починаючи з першого гравця; зачекайте на свій хід.</translation>
    </message>
    <message>
        <source>Rivers and lakes carry no counters: you cross them with Raft cards. A river costs one raft with the current (the arrows) and two against it; a ferry across a lake costs two rafts either way. Take the highlighted way by water.</source>
        <translation>На річках і озерах жетонів немає: їх перетинають із картами «Пліт». Річка коштує один пліт за течією (стрілки) і два проти течії; поромна переправа через озеро — два плоти в будь-який бік. Пройдіть підсвіченим водним шляхом.</translation>
    </message>
    <message>
        <source>Take the highlighted way by water first.</source>
        <translation>Спершу пройдіть підсвіченим водним шляхом.</translation>
    </message>
    <message>
        <source>A caravan is possible now: on a road with a counter whose cards you lack, any three cards (rafts too) take you along, four over an obstacle. It never crosses water, and in this game it is only for a player who cannot pay the counter&apos;s own cards. After Next the board highlights the towns you can reach, by caravan too: click one, then pay the cards one at a time. A caravan is worth them when it brings you to a new town.</source>
        <translation>Тепер можна піти караваном: на дорозі з жетоном, карт якого у вас немає, будь-які три карти (і плоти теж) проведуть вас далі, а з перешкодою — чотири. Караван ніколи не перетинає воду, і в цій грі він лише для того, хто не може заплатити картами самого жетона. Після «Далі» поле підсвітить міста, куди можна дістатися, і караваном теж: клацніть одне, а потім платіть картами по одній. Караван вартий цих карт, коли веде до нового міста.</translation>
    </message>
    <message>
        <source>A computer player has laid its obstacle: whoever travels that road pays one card more there, and a caravan four. Every player has one obstacle for the whole game.</source>
        <translation>Комп&apos;ютерний гравець поклав свою перешкоду: хто йде цією дорогою, платить там на одну карту більше, а караван — чотири. У кожного гравця лише одна перешкода на всю гру.</translation>
    </message>
    <message>
        <source>A computer player ended its journey with more than four cards and discards down to four: nobody keeps more after travelling. Cards kept count for the next round, which fills every hand up to eight again.</source>
        <translation>Комп&apos;ютерний гравець завершив мандрівку з понад чотирма картами й скидає до чотирьох: після мандрівки більше не залишає ніхто. Збережені карти знадобляться в наступному раунді, який знову доповнює кожну руку до восьми.</translation>
    </message>
    <message>
        <source>The lesson is over: play on as you like until round 4 is over. Then the most town pieces win, and more travel cards in hand break a tie. Whoever collects all twenty pieces before the end of round 3 wins at once.</source>
        <translation>Урок завершено: грайте далі як забажаєте, аж до кінця 4-го раунду. Тоді перемагає той, у кого найбільше відмітників, а за нічиєї — той, у кого більше карт пересування на руці. Хто збере всі двадцять відмітників до кінця 3-го раунду, перемагає негайно.</translation>
    </message>
</context>
<context>
    <name>LessonGuide</name>
    <message>
        <source>Follow the lesson: make one of the highlighted moves.</source>
        <translation>Дотримуйтеся уроку: зробіть один із підсвічених ходів.</translation>
    </message>
    <message>
        <source>Read the lesson&apos;s note first and press Next.</source>
        <translation>Спершу прочитайте пояснення уроку й натисніть «Далі».</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Далі</translation>
    </message>
    <message>
        <source>&amp;Leave the lesson</source>
        <translation>&amp;Вийти з уроку</translation>
    </message>
    <message>
        <source>Next step of the lesson</source>
        <translation>Наступний крок уроку</translation>
    </message>
    <message>
        <source>Leave the lesson and play on</source>
        <translation>Вийти з уроку й грати далі</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Урок</translation>
    </message>
    <message>
        <source>Try the rule</source>
        <translation>Спробуйте правило</translation>
    </message>
    <message>
        <source>Step {step} of {steps}</source>
        <translation>Крок {step} з {steps}</translation>
    </message>
    <message>
        <source>&amp;Back to the rules</source>
        <translation>&amp;Назад до правил</translation>
    </message>
    <message>
        <source>&amp;Play on</source>
        <translation>&amp;Грати далі</translation>
    </message>
    <message>
        <source>That is the rule at work. Play on from here as long as you like, or go back to the rules.</source>
        <translation>Ось як діє це правило. Грайте звідси далі скільки завгодно або поверніться до правил.</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Комп&apos;ютер {number}</translation>
    </message>
    <message>
        <source>Make this move with the highlighted button under Your move.</source>
        <translation>Зробіть цей хід підсвіченою кнопкою в панелі «Ваш хід».</translation>
    </message>
    <message numerus="yes">
        <source>Lesson complete: all %n steps done</source>
        <translation>
            <numerusform>Урок завершено: пройдено %n крок</numerusform>
            <numerusform>Урок завершено: пройдено всі %n кроки</numerusform>
            <numerusform>Урок завершено: пройдено всі %n кроків</numerusform>
        </translation>
    </message>
    <message>
        <source>Step {step} of {steps} · meanwhile in the game</source>
        <translation>Крок {step} з {steps} · тим часом у грі</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Гра</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Редагування</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Налаштування</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Нова гра…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Відкрити…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Відкрити &amp;останні</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Зберегти</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Зберегти &amp;як…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Ви&amp;йти</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Скасувати</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>З&amp;більшити</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>З&amp;меншити</translation>
    </message>
    <message>
        <source>&amp;Fit board to window</source>
        <translation>&amp;Припасувати поле до вікна</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Мова</translation>
    </message>
    <message>
        <source>Computer player &amp;speed</source>
        <translation>&amp;Швидкість комп&apos;ютерних гравців</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Миттєво</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Швидко</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Звичайно</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Повільно</translation>
    </message>
    <message>
        <source>&amp;Free undo (all players agree)</source>
        <translation>&amp;Вільне скасування (за згодою всіх гравців)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>Пр&amp;о програму</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Навчитися грати</translation>
    </message>
    <message>
        <source>Guided first game of {game}</source>
        <translation>Перша гра з підказками: {game}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Ваш хід</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Журнал гри</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Elasund Desktop</source>
        <translation>Elasund Desktop</translation>
    </message>
    <message>
        <source>unsaved game</source>
        <translation>незбережена гра</translation>
    </message>
    <message>
        <source>Trying a rule on the practice board would leave the network game. Try it when the game is over.</source>
        <translation>Спроба правила на тренувальному полі вивела б вас із мережевої гри. Спробуйте, коли гра закінчиться.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Гру завершено.</translation>
    </message>
    <message>
        <source>{name} (computer) is thinking…</source>
        <translation>{name} (комп&apos;ютер) думає…</translation>
    </message>
    <message>
        <source>Waiting for {name}.</source>
        <translation>Очікування: {name}.</translation>
    </message>
    <message>
        <source>click a highlighted place on the board or a button below</source>
        <translation>клацніть підсвічене місце на полі або кнопку нижче</translation>
    </message>
    <message>
        <source>click a highlighted place on the board</source>
        <translation>клацніть підсвічене місце на полі</translation>
    </message>
    <message>
        <source>choose one of the buttons below</source>
        <translation>виберіть одну з кнопок нижче</translation>
    </message>
    <message>
        <source>{name}, your move: {hint}.</source>
        <translation>{name}, ваш хід: {hint}.</translation>
    </message>
    <message>
        <source>Start a new game or open a saved one.</source>
        <translation>Почніть нову гру або відкрийте збережену.</translation>
    </message>
    <message>
        <source>{name} to move.</source>
        <translation>Ходить {name}.</translation>
    </message>
    <message>
        <source>{name} (computer) to move.</source>
        <translation>Ходить {name} (комп&apos;ютер).</translation>
    </message>
    <message>
        <source>It is not your turn: wait for {name}.</source>
        <translation>Зараз не ваш хід: зачекайте на гравця {name}.</translation>
    </message>
    <message>
        <source>Nothing to choose on the board now: first choose in the “Your move” panel ({choices}).</source>
        <translation>Зараз на полі нічого вибирати: спершу виберіть на панелі «Ваш хід» ({choices}).</translation>
    </message>
    <message>
        <source>{step}. Click one of the highlighted places.</source>
        <translation>{step}. Клацніть одне з підсвічених місць.</translation>
    </message>
    <message>
        <source>Not possible here now: click one of the highlighted places, or choose in the “Your move” panel ({choices}).</source>
        <translation>Тут зараз це неможливо: клацніть одне з підсвічених місць або виберіть на панелі «Ваш хід» ({choices}).</translation>
    </message>
    <message>
        <source>Not possible here now: click one of the highlighted places.</source>
        <translation>Тут зараз це неможливо: клацніть одне з підсвічених місць.</translation>
    </message>
    <message>
        <source>Autosave failed: {detail}</source>
        <translation>Не вдалося автоматично зберегти: {detail}</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Зберегти гру</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Збережено в {path}</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Відкрити гру</translation>
    </message>
    <message>
        <source>Opened {file}.</source>
        <translation>Відкрито {file}.</translation>
    </message>
    <message>
        <source>Opened {file}: this game is over.</source>
        <translation>Відкрито {file}: цю гру завершено.</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Немає останніх ігор</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Продовжити гру</translation>
    </message>
    <message>
        <source>An unfinished game was saved automatically. Resume it?</source>
        <translation>Незавершену гру було збережено автоматично. Продовжити її?</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>&amp;Cancel the step in progress</source>
        <translation>&amp;Перервати поточний крок</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>відновлена</translation>
    </message>
    <message>
        <source>Escape cancels this step.</source>
        <translation>Esc перериває цей крок.</translation>
    </message>
    <message>
        <source>&amp;Watch the replay of this game</source>
        <translation>&amp;Переглянути запис цієї гри</translation>
    </message>
    <message>
        <source>Watch a &amp;replay…</source>
        <translation>Переглянути &amp;запис…</translation>
    </message>
    <message>
        <source>&amp;Export the log…</source>
        <translation>&amp;Експортувати журнал…</translation>
    </message>
    <message>
        <source>Watch a replay</source>
        <translation>Переглянути запис</translation>
    </message>
    <message>
        <source>Export the log</source>
        <translation>Експортувати журнал</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Текстові файли (*.txt)</translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Гравці: {names}</translation>
    </message>
    <message>
        <source>&amp;Board only</source>
        <translation>&amp;Лише поле</translation>
    </message>
    <message>
        <source>Game board</source>
        <translation>Ігрове поле</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Анімації</translation>
    </message>
    <message>
        <source>Pieces glide to their places and new pieces fade in.</source>
        <translation>Фішки плавно переїжджають на свої місця, а нові фішки поступово з’являються.</translation>
    </message>
    <message>
        <source>&amp;Host a network game…</source>
        <translation>&amp;Створити мережеву гру…</translation>
    </message>
    <message>
        <source>&amp;Join a network game…</source>
        <translation>Приєднатися до &amp;мережевої гри…</translation>
    </message>
    <message>
        <source>Playing over a &amp;network</source>
        <translation>Гра через ме&amp;режу</translation>
    </message>
    <message>
        <source>network game</source>
        <translation>мережева гра</translation>
    </message>
    <message>
        <source>Waiting for {name}, who plays on another computer.</source>
        <translation>Чекаємо на гравця {name}, який грає на іншому комп&apos;ютері.</translation>
    </message>
    <message>
        <source>read the lesson&apos;s text and press Next</source>
        <translation>прочитайте текст уроку й натисніть «Далі»</translation>
    </message>
</context>
<context>
    <name>MoveMarks</name>
    <message>
        <source>Since your last move:</source>
        <translation>Після вашого останнього ходу:</translation>
    </message>
</context>
<context>
    <name>NetworkHelp</name>
    <message>
        <source>Playing over a network</source>
        <translation>Гра через мережу</translation>
    </message>
    <message>
        <source>Friends can play at their own computers: one computer hosts the game, the others join it. Nobody has to look away: each window shows only its own player&apos;s hidden cards, and the others&apos; hidden cards never even reach it.</source>
        <translation>Друзі можуть грати кожен за своїм комп&apos;ютером: один комп&apos;ютер створює гру, інші приєднуються до неї. Нікому не треба відвертатися: кожне вікно показує лише приховані карти свого гравця, а приховані карти інших до нього навіть не доходять.</translation>
    </message>
    <message>
        <source>Hosting</source>
        <translation>Створення гри</translation>
    </message>
    <message>
        <source>Joining</source>
        <translation>Приєднання</translation>
    </message>
    <message>
        <source>On a local network</source>
        <translation>У локальній мережі</translation>
    </message>
    <message>
        <source>Choose Game ▸ Join a network game…. Pick the game from the list of games on this network, or paste the invitation (or type the address, port and fingerprint); then type the code the host gave you, and your name. You play in your own window and language, with your hand, the highlighted moves, the marks of the last moves, hints, the reasons when a move is not allowed, the log and the rules. Undo and Escape take back only your own last decision, and not once it revealed hidden information or used the dice. A joiner cannot save: the host keeps the game.</source>
        <translation>Виберіть Гра ▸ Приєднатися до мережевої гри…. Виберіть гру зі списку ігор у цій мережі або вставте запрошення (чи введіть адресу, порт і відбиток); потім введіть код, який дав вам господар гри, і своє ім&apos;я. Ви граєте у власному вікні та своєю мовою: з вашою рукою, підсвіченими ходами, позначками останніх ходів, підказками, поясненнями, чому хід не дозволено, журналом і правилами. Скасування та Esc повертають лише ваше власне останнє рішення, і не тоді, коли воно відкрило приховану інформацію чи використало кубики. Той, хто приєднався, не може зберігати гру: її зберігає господар.</translation>
    </message>
    <message>
        <source>Choose Game ▸ Host a network game…. In the dialog, set each friend&apos;s seat to “Player on another computer”; seats can also be played here or by the computer. The host&apos;s program holds the game: it checks every move and saves the game after each one. The Network tab, beside the game log, then shows this computer&apos;s addresses with the port, the join code and the fingerprint. Copy the invitation and send it to your friends.</source>
        <translation>Виберіть Гра ▸ Створити мережеву гру…. У вікні встановіть для місця кожного друга «Гравець на іншому комп&apos;ютері»; на інших місцях можна грати тут або доручити їх комп&apos;ютеру. Програма господаря гри тримає гру: вона перевіряє кожен хід і зберігає гру після кожного з них. Потім вкладка «Мережа» поруч із журналом гри показує адреси цього комп&apos;ютера з портом, код приєднання та відбиток. Скопіюйте запрошення й надішліть його друзям.</translation>
    </message>
    <message>
        <source>At home or at a table with laptops, the host&apos;s game appears by itself in the joiners&apos; list, or use one of the addresses the host&apos;s panel shows. All computers must be on the same network, and the host&apos;s firewall must let the port in. The list is public to every computer on the network: it shows the game, the host&apos;s name, the free seats and the fingerprint, never the code, so the code is still needed to take a seat.</source>
        <translation>Удома чи за столом із ноутбуками гра господаря сама з&apos;являється у списку тих, хто приєднується; або використайте одну з адрес, які показує панель господаря гри. Усі комп&apos;ютери мають бути в одній мережі, а брандмауер господаря має пропускати порт. Список бачить кожен комп&apos;ютер у мережі: у ньому гра, ім&apos;я господаря, вільні місця та відбиток, але ніколи не код, тож без коду місце не зайняти.</translation>
    </message>
    <message>
        <source>Across the Internet</source>
        <translation>Через інтернет</translation>
    </message>
    <message>
        <source>Either the host forwards the port (47270 unless you chose another) on the router to the host&apos;s computer and gives the router&apos;s public address, or everybody joins the same VPN (such as WireGuard, Tailscale or ZeroTier) and uses the host&apos;s address in it. A VPN opens nothing to the whole Internet and is the safer way.</source>
        <translation>Або господар гри переадресовує порт (47270, якщо ви не вибрали інший) на маршрутизаторі до свого комп&apos;ютера й дає публічну адресу маршрутизатора, або всі приєднуються до тієї самої VPN (наприклад, WireGuard, Tailscale чи ZeroTier) і використовують адресу господаря в ній. VPN нічого не відкриває для всього інтернету і є безпечнішим шляхом.</translation>
    </message>
    <message>
        <source>What the host exposes</source>
        <translation>Що відкриває господар гри</translation>
    </message>
    <message>
        <source>One port, on which the program answers only the game&apos;s own messages and checks every one of them. Without the code nobody takes a seat, and an address that tries five wrong codes is refused. The connection is encrypted, and the fingerprint lets the joiners&apos; programs make sure that they talk to the host&apos;s computer and to nobody in between. The port closes with the game.</source>
        <translation>Один порт, на якому програма відповідає лише на власні повідомлення гри й перевіряє кожне з них. Без коду ніхто не займе місця, а адресу, з якої спробували п&apos;ять неправильних кодів, буде відхилено. З&apos;єднання зашифроване, а відбиток дає програмам тих, хто приєднується, переконатися, що вони говорять із комп&apos;ютером господаря гри і ні з ким посередині. Порт закривається разом із грою.</translation>
    </message>
    <message>
        <source>When a connection drops</source>
        <translation>Коли з&apos;єднання обривається</translation>
    </message>
    <message>
        <source>The others see the seat as disconnected, and the game waits, or a computer player takes the seat if the host chose one under “When a player drops out”. The friend presses Rejoin in the Network tab and is back at the same seat. If the host&apos;s program stops, Game ▸ Host a network game… offers the unfinished game again, on the same port and with the same code, and the friends press Rejoin.</source>
        <translation>Інші бачать місце як від&apos;єднане, і гра чекає, або місце займає комп&apos;ютерний гравець, якщо господар вибрав його в пункті «Коли гравець від&apos;єднується». Друг натискає «Повернутися» на вкладці «Мережа» й знову опиняється на тому самому місці. Якщо програма господаря зупиниться, Гра ▸ Створити мережеву гру… знову запропонує незавершену гру на тому самому порту й з тим самим кодом, а друзі натиснуть «Повернутися».</translation>
    </message>
</context>
<context>
    <name>NetworkHost</name>
    <message>
        <source>A player dropped out: they can rejoin with the same invitation.</source>
        <translation>Гравець від&apos;єднався: він може повернутися з тим самим запрошенням.</translation>
    </message>
    <message>
        <source>Waiting for players to join. Give them the invitation below.</source>
        <translation>Чекаємо, поки гравці приєднаються. Дайте їм запрошення нижче.</translation>
    </message>
    <message>
        <source>Everybody is here.</source>
        <translation>Усі на місці.</translation>
    </message>
    <message>
        <source>Wait for them</source>
        <translation>Чекати на нього</translation>
    </message>
    <message>
        <source>Computer ({kind})</source>
        <translation>Комп&apos;ютер ({kind})</translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation>Створити мережеву гру</translation>
    </message>
    <message>
        <source>The network game of {game} with {names} was not finished. Host it again, so that its players can rejoin their seats?</source>
        <translation>Мережеву гру «{game}» з гравцями {names} не завершено. Створити її знову, щоб гравці могли повернутися на свої місця?</translation>
    </message>
    <message>
        <source>The game cannot listen on port {port}: {detail}</source>
        <translation>Гра не може слухати порт {port}: {detail}</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Мережа</translation>
    </message>
</context>
<context>
    <name>NetworkJoin</name>
    <message>
        <source>The code is not this game&apos;s.</source>
        <translation>Цей код не від цієї гри.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this computer: the host refuses it now.</source>
        <translation>Забагато неправильних кодів із цього комп&apos;ютера: тепер господар гри його відхиляє.</translation>
    </message>
    <message>
        <source>The host does not know this seat any more.</source>
        <translation>Господар гри більше не знає цього місця.</translation>
    </message>
    <message>
        <source>Every seat of this game is taken.</source>
        <translation>Усі місця в цій грі зайняті.</translation>
    </message>
    <message>
        <source>The computer that answered is not the host you were given: its fingerprint differs. Nothing was sent to it.</source>
        <translation>Комп&apos;ютер, що відповів, — не той господар гри, якого вам назвали: його відбиток інший. Йому нічого не надіслано.</translation>
    </message>
    <message>
        <source>No game answers at this address and port.</source>
        <translation>За цією адресою та портом жодна гра не відповідає.</translation>
    </message>
    <message>
        <source>The host refused: {reason}</source>
        <translation>Господар гри відмовив: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>{game}, hosted by {host}: %n seats free</source>
        <translation>
            <numerusform>{game}, господар {host}: %n вільне місце</numerusform>
            <numerusform>{game}, господар {host}: %n вільні місця</numerusform>
            <numerusform>{game}, господар {host}: %n вільних місць</numerusform>
        </translation>
    </message>
    <message>
        <source>Join a network game</source>
        <translation>Приєднатися до мережевої гри</translation>
    </message>
    <message>
        <source>Choose a game found on this network, or type what the host gave you, or copy the host&apos;s invitation and paste it here. The code comes from the host in any case. The fingerprint proves that you reach the host&apos;s own computer.</source>
        <translation>Виберіть гру, знайдену в цій мережі, або введіть те, що дав вам господар гри, або скопіюйте його запрошення й вставте сюди. Код у будь-якому разі дає господар. Відбиток доводить, що ви з&apos;єднуєтеся саме з комп&apos;ютером господаря.</translation>
    </message>
    <message>
        <source>&amp;Games on this network</source>
        <translation>І&amp;гри в цій мережі</translation>
    </message>
    <message>
        <source>No game found on this network yet. Games hosted here appear as they start.</source>
        <translation>У цій мережі ще не знайдено жодної гри. Ігри, створені тут, з&apos;являться, щойно почнуться.</translation>
    </message>
    <message>
        <source>&amp;Paste the invitation</source>
        <translation>&amp;Вставити запрошення</translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <translation>&amp;Адреса</translation>
    </message>
    <message>
        <source>P&amp;ort</source>
        <translation>П&amp;орт</translation>
    </message>
    <message>
        <source>&amp;Code</source>
        <translation>&amp;Код</translation>
    </message>
    <message>
        <source>&amp;Fingerprint</source>
        <translation>&amp;Відбиток</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Ваше &amp;ім&apos;я</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.20</source>
        <translation>напр. 192.168.1.20</translation>
    </message>
    <message>
        <source>Type the host&apos;s address.</source>
        <translation>Введіть адресу господаря гри.</translation>
    </message>
    <message>
        <source>Type the join code.</source>
        <translation>Введіть код приєднання.</translation>
    </message>
    <message>
        <source>The fingerprint has 64 hexadecimal digits: copy it from the host.</source>
        <translation>Відбиток має 64 шістнадцяткові цифри: скопіюйте його в господаря гри.</translation>
    </message>
    <message>
        <source>Type your name.</source>
        <translation>Введіть своє ім&apos;я.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>З&apos;єднання…</translation>
    </message>
    <message>
        <source>Could not rejoin: {reason}</source>
        <translation>Не вдалося повернутися: {reason}</translation>
    </message>
    <message>
        <source>Connection to the host lost.</source>
        <translation>З&apos;єднання з господарем гри втрачено.</translation>
    </message>
    <message>
        <source>Connected to the host.</source>
        <translation>З&apos;єднано з господарем гри.</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>З&apos;єднання з {address}…</translation>
    </message>
    <message>
        <source>Joined: you play seat {number}.</source>
        <translation>Ви приєдналися: ви граєте на місці {number}.</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Мережа</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Гравець {number}</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Комп&apos;ютер {number}</translation>
    </message>
</context>
<context>
    <name>NetworkPanel</name>
    <message>
        <source>nobody has joined yet</source>
        <translation>ще ніхто не приєднався</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>під&apos;єднано</translation>
    </message>
    <message>
        <source>disconnected: waiting for them</source>
        <translation>від&apos;єднано: чекаємо на нього</translation>
    </message>
    <message>
        <source>disconnected: a computer plays for them</source>
        <translation>від&apos;єднано: за нього грає комп&apos;ютер</translation>
    </message>
    <message>
        <source>computer player</source>
        <translation>комп&apos;ютерний гравець</translation>
    </message>
    <message>
        <source>at the host&apos;s computer</source>
        <translation>за комп&apos;ютером господаря гри</translation>
    </message>
    <message>
        <source>not joined yet</source>
        <translation>ще не приєднався</translation>
    </message>
    <message>
        <source>on another computer</source>
        <translation>на іншому комп&apos;ютері</translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation>від&apos;єднано</translation>
    </message>
    <message>
        <source>disconnected, computer plays</source>
        <translation>від&apos;єднано, грає комп&apos;ютер</translation>
    </message>
    <message>
        <source>{name}: {state}</source>
        <translation>{name}: {state}</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Адреса</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Код приєднання</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>Відбиток</translation>
    </message>
    <message>
        <source>When a player drops out</source>
        <translation>Коли гравець від&apos;єднується</translation>
    </message>
    <message>
        <source>Copy the invitation</source>
        <translation>Копіювати запрошення</translation>
    </message>
    <message>
        <source>Copies the addresses, the code and the fingerprint to send to friends.</source>
        <translation>Копіює адреси, код і відбиток, щоб надіслати їх друзям.</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Повернутися</translation>
    </message>
    <message>
        <source>Seats of the network game</source>
        <translation>Місця мережевої гри</translation>
    </message>
    <message>
        <source>Join my game in Elasund Desktop (Game ▸ Join a network game…).</source>
        <translation>Приєднуйтеся до моєї гри в Elasund Desktop (Гра ▸ Приєднатися до мережевої гри…).</translation>
    </message>
    <message>
        <source>Address: {address}</source>
        <translation>Адреса: {address}</translation>
    </message>
    <message>
        <source>Code: {code}</source>
        <translation>Код: {code}</translation>
    </message>
    <message>
        <source>Fingerprint: {fingerprint}</source>
        <translation>Відбиток: {fingerprint}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player {number}</source>
        <translation>Гравець {number}</translation>
    </message>
    <message>
        <source>{colour} {marker}</source>
        <translation>{colour}, {marker}</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Людина</translation>
    </message>
    <message>
        <source>Computer ({kind})</source>
        <translation>Комп&apos;ютер ({kind})</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Кожен гравець повинен мати ім&apos;я.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Двоє гравців мають однакове ім&apos;я.</translation>
    </message>
    <message>
        <source>Two players have the same colour.</source>
        <translation>Двоє гравців мають однаковий колір.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Початкове число</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Кількість гравців</translation>
    </message>
    <message>
        <source>The same seed and the same moves always give the same game.</source>
        <translation>Те саме початкове число й ті самі ходи завжди дають ту саму гру.</translation>
    </message>
    <message>
        <source>Seats: name, colour and marker, who plays</source>
        <translation>Місця: ім&apos;я, колір і позначка, хто грає</translation>
    </message>
    <message>
        <source>Variant options</source>
        <translation>Параметри варіанта</translation>
    </message>
    <message>
        <source>greedy plan</source>
        <translation>жадібний план</translation>
    </message>
    <message>
        <source>Name of seat {number}</source>
        <translation>Ім&apos;я на місці {number}</translation>
    </message>
    <message>
        <source>Colour of seat {number}</source>
        <translation>Колір місця {number}</translation>
    </message>
    <message>
        <source>Who plays seat {number}</source>
        <translation>Хто грає на місці {number}</translation>
    </message>
    <message>
        <source>Player on another computer</source>
        <translation>Гравець на іншому комп&apos;ютері</translation>
    </message>
    <message>
        <source>Choose at least one player on another computer.</source>
        <translation>Виберіть щонайменше одного гравця на іншому комп&apos;ютері.</translation>
    </message>
    <message>
        <source>Every network of this computer</source>
        <translation>Усі мережі цього комп&apos;ютера</translation>
    </message>
    <message>
        <source>This computer only (to try it out)</source>
        <translation>Лише цей комп&apos;ютер (щоб спробувати)</translation>
    </message>
    <message>
        <source>Wait for them</source>
        <translation>Чекати на нього</translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation>Створити мережеву гру</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Мережа</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Порт</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>будь-який вільний порт</translation>
    </message>
    <message>
        <source>Joiners type this port. Across the Internet, forward it on your router.</source>
        <translation>Ті, хто приєднується, вводять цей порт. Через інтернет переадресуйте його на своєму маршрутизаторі.</translation>
    </message>
    <message>
        <source>Listen on</source>
        <translation>Слухати</translation>
    </message>
    <message>
        <source>When a player drops out</source>
        <translation>Коли гравець від&apos;єднується</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <source>Vermillion</source>
        <translation>Червоний</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синій</translation>
    </message>
    <message>
        <source>Bluish green</source>
        <translation>Синьо-зелений</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Жовтий</translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation>Блакитний</translation>
    </message>
    <message>
        <source>Reddish purple</source>
        <translation>Червоно-фіолетовий</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Помаранчевий</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Сірий</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>коло</translation>
    </message>
    <message>
        <source>square</source>
        <translation>квадрат</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>трикутник</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>ромб</translation>
    </message>
    <message>
        <source>star</source>
        <translation>зірка</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>хрест</translation>
    </message>
    <message>
        <source>hexagon</source>
        <translation>шестикутник</translation>
    </message>
    <message>
        <source>pentagon</source>
        <translation>п&apos;ятикутник</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Червоний</translation>
    </message>
    <message>
        <source>Dark blue</source>
        <translation>Темно-синій</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелений</translation>
    </message>
    <message>
        <source>Violet</source>
        <translation>Фіолетовий</translation>
    </message>
    <message>
        <source>Ochre</source>
        <translation>Охристий</translation>
    </message>
    <message>
        <source>Cream</source>
        <translation>Кремовий</translation>
    </message>
    <message>
        <source>Pale yellow</source>
        <translation>Блідо-жовтий</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Пурпуровий</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Just gained or lost</source>
        <translation>Щойно отримано чи втрачено</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (комп&apos;ютер)</translation>
    </message>
    <message>
        <source>{mark}: holds the card “{card}”.</source>
        <translation>{mark}: має карту «{card}».</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>комп&apos;ютер</translation>
    </message>
    <message>
        <source>{name} holds the card “{card}”.</source>
        <translation>{name} має карту «{card}».</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass the computer to {name}.
The other players should look away.</source>
        <translation>Передайте комп&apos;ютер гравцеві: {name}.
Інші гравці мають відвернутися.</translation>
    </message>
    <message>
        <source>I am {name}: show my hand</source>
        <translation>Я — {name}: показати мої карти</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Move {k} of {total}</source>
        <translation>Дія {k} з {total}</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Відтворити</translation>
    </message>
    <message>
        <source>Replay: {game}</source>
        <translation>Запис: {game}</translation>
    </message>
    <message>
        <source>One move back (Left arrow)</source>
        <translation>На одну дію назад (стрілка ліворуч)</translation>
    </message>
    <message>
        <source>One move forward (Right arrow)</source>
        <translation>На одну дію вперед (стрілка праворуч)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>Відтворити або призупинити (пробіл)</translation>
    </message>
    <message numerus="yes">
        <source>%n moves per second</source>
        <translation>
            <numerusform>%n дія за секунду</numerusform>
            <numerusform>%n дії за секунду</numerusform>
            <numerusform>%n дій за секунду</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Take over from here</source>
        <translation>&amp;Грати далі звідси</translation>
    </message>
    <message>
        <source>Start a new game from this position with the same players</source>
        <translation>Почати нову гру з цієї позиції з тими самими гравцями</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <source>The rules of this game are not available.</source>
        <translation>Правила цієї гри недоступні.</translation>
    </message>
    <message>
        <source>House interpretation: no public source confirms these rulings.</source>
        <translation>Тлумачення програми: жодне публічне джерело не підтверджує цих рішень.</translation>
    </message>
    <message>
        <source>Try it on the board</source>
        <translation>Спробувати на полі</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Пошук у правилах</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Зміст</translation>
    </message>
    <message>
        <source>No section contains this text.</source>
        <translation>Жоден розділ не містить цього тексту.</translation>
    </message>
</context>
<context>
    <name>SaveErrors</name>
    <message>
        <source>Cannot read {file}: {detail}.</source>
        <translation>Не вдається прочитати {file}: {detail}.</translation>
    </message>
    <message>
        <source>{file} is too large to be a saved game ({size_mb} MB; the limit is {limit_mb} MB).</source>
        <translation>{file} завеликий для збереженої гри ({size_mb} МБ; обмеження — {limit_mb} МБ).</translation>
    </message>
    <message>
        <source>{file} is not a saved game: its content is not readable JSON.</source>
        <translation>{file} не є збереженою грою: його вміст не є коректним JSON.</translation>
    </message>
    <message>
        <source>{file} is incomplete: the file was cut short, perhaps by an interrupted save.</source>
        <translation>{file} неповний: файл обірвано, можливо, через перерване збереження.</translation>
    </message>
    <message>
        <source>{file} is not a saved game of Elasund Desktop.</source>
        <translation>{file} не є збереженою грою Elasund Desktop.</translation>
    </message>
    <message>
        <source>{file} was saved by a newer version of Elasund Desktop (save format {version}; this version reads format {supported}).</source>
        <translation>{file} збережено новішою версією Elasund Desktop (формат збереження {version}; ця версія читає формат {supported}).</translation>
    </message>
    <message>
        <source>{file} is a game of &quot;{game}&quot;, which this version does not know (known games: {known}).</source>
        <translation>{file} містить гру «{game}», якої ця версія не знає (відомі ігри: {known}).</translation>
    </message>
    <message>
        <source>{file} was saved with version {saved} of the rules of {game}; this version plays version {current}, so the game cannot be replayed.</source>
        <translation>{file} збережено з версією {saved} правил гри {game}; ця версія грає за версією {current}, тож гру не можна відтворити.</translation>
    </message>
    <message>
        <source>{file} is damaged: move {number} of its game log is not legal. {reason}</source>
        <translation>{file} пошкоджено: хід {number} у журналі гри не відповідає правилам. {reason}</translation>
    </message>
    <message numerus="yes">
        <source>{file} was cut short: its last %n moves were lost, and the game goes on without them.</source>
        <translation>
            <numerusform>{file} обірвано: останній %n хід утрачено, і гра продовжується без нього.</numerusform>
            <numerusform>{file} обірвано: останні %n ходи втрачено, і гра продовжується без них.</numerusform>
            <numerusform>{file} обірвано: останні %n ходів утрачено, і гра продовжується без них.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rules cannot read this move.</source>
        <translation>Правила не можуть прочитати цей хід.</translation>
    </message>
    <message>
        <source>{file} is damaged: the field &quot;{field}&quot; is missing or wrong.</source>
        <translation>{file} пошкоджено: поле «{field}» відсутнє або хибне.</translation>
    </message>
    <message>
        <source>{file} does not replay to the position it was saved in (checksum mismatch): it was changed after saving or made by different rules.</source>
        <translation>{file} не відтворюється до позиції, у якій його збережено (контрольна сума не збігається): файл змінено після збереження або створено за іншими правилами.</translation>
    </message>
    <message>
        <source>Cannot write {file}: the disk is full.</source>
        <translation>Не вдається записати {file}: диск заповнено.</translation>
    </message>
    <message>
        <source>Cannot write {file}: permission denied.</source>
        <translation>Не вдається записати {file}: доступ заборонено.</translation>
    </message>
    <message>
        <source>Cannot write {file}: the disk is read-only.</source>
        <translation>Не вдається записати {file}: диск доступний лише для читання.</translation>
    </message>
    <message>
        <source>Cannot write {file}: {detail}.</source>
        <translation>Не вдається записати {file}: {detail}.</translation>
    </message>
    <message>
        <source>Cannot write {file}: {folder} is a file, not a folder.</source>
        <translation>Не вдається записати {file}: {folder} — це файл, а не тека.</translation>
    </message>
    <message>
        <source>The previous file was kept.</source>
        <translation>Попередній файл збережено.</translation>
    </message>
</context>
<context>
    <name>SaveFiles</name>
    <message>
        <source>Saved games ({patterns})</source>
        <translation>Збережені ігри ({patterns})</translation>
    </message>
</context>
<context>
    <name>StatsWidget</name>
    <message>
        <source>Turn</source>
        <translation>Хід</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Показати:</translation>
    </message>
    <message>
        <source>The number plotted for every player, turn by turn</source>
        <translation>Значення для кожного гравця, хід за ходом</translation>
    </message>
    <message>
        <source>Dice rolled (seed {seed})</source>
        <translation>Кидки кубиків (початкове число {seed})</translation>
    </message>
    <message>
        <source>Rolled</source>
        <translation>Випало</translation>
    </message>
    <message>
        <source>Fair dice</source>
        <translation>Чесні кубики</translation>
    </message>
    <message>
        <source>Rolls</source>
        <translation>Кидки</translation>
    </message>
    <message>
        <source>Sum of the dice</source>
        <translation>Сума кубиків</translation>
    </message>
    <message>
        <source>Save the plot as PNG…</source>
        <translation>Зберегти графік як PNG…</translation>
    </message>
    <message>
        <source>Save the plot</source>
        <translation>Зберегти графік</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Зображення PNG (*.png)</translation>
    </message>
    <message>
        <source>Statistic shown</source>
        <translation>Показана статистика</translation>
    </message>
    <message>
        <source>Plot of the statistic, turn by turn</source>
        <translation>Графік статистики, хід за ходом</translation>
    </message>
</context>
<context>
    <name>TableFacts</name>
    <message>
        <source>nobody</source>
        <translation>ніхто</translation>
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
        <translation>Що є в грі</translation>
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
        <translation>&lt;p&gt;У «Палацах Каррари» від 2 до 4 гравців купують мармур, зводять будівлі в шести
тосканських містах і вчасно їх оцінюють. Перемагає той, хто має найбільше очок.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;42 блоки мармуру&lt;/b&gt;, по 7 кожного з шести кольорів. Від найціннішого до
найменш цінного: білий (1), жовтий (2), червоний (3), зелений (4), синій (5), чорний (6).
Поле показує цей номер рангу на кожному блоці, тож кольори ніколи не доводиться
розрізняти лише за відтінком.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Колесо&lt;/b&gt;: диск із шести сегментів, на якому продають мармур.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;30 плиток будівель&lt;/b&gt;: шість типів (бібліотека, собор, палац, брама, замок,
вілла) з цінністю від 1 до 5. Кожна плитка показує предмет, який вона приносить.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;36 предметів&lt;/b&gt;, по 6 кожного виду: книга, кубок, корона, портал, прапор,
герб.&lt;/li&gt;
&lt;li&gt;Для кожного гравця: &lt;b&gt;планшет&lt;/b&gt; із шістьма містами й шістьма типами будівель,
&lt;b&gt;6 фішок оцінювання&lt;/b&gt; і &lt;b&gt;ширма&lt;/b&gt;. Монети, мармур і предмети лежать за ширмою:
інші гравці їх не бачать. Будівлі, фішки й переможні очки відкриті для всіх.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Підготовка</translation>
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
&lt;li&gt;Кожен отримує 20 монет і 6 фішок оцінювання.&lt;/li&gt;
&lt;li&gt;Програма випадково визначає першого гравця. Перший гравець отримує чорний блок,
наступні гравці за порядком місць — синій, зелений і червоний.&lt;/li&gt;
&lt;li&gt;По одному блоку кожного кольору кладуть на сегмент колеса на позиції I. Усі інші
блоки йдуть у мішечок.&lt;/li&gt;
&lt;li&gt;30 будівель перемішують; 9 виставляють, решта утворює закритий стос.&lt;/li&gt;
&lt;li&gt;По одному предмету кожного виду виставляють на продаж; інші п&apos;ять кожного виду
утворюють запас біля поля.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Ваш хід</translation>
    </message>
    <message>
        <source>The wheel and buying marble</source>
        <translation>Колесо й купівля мармуру</translation>
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
        <translation>&lt;p&gt;Ціни надруковано довкола колеса на шести незмінних позиціях, від I до VI. На позиції
I білий блок коштує 6 монет, жовтий 5, червоний 4, зелений 3, синій 2 і чорний 1. На
кожній наступній позиції кожен блок коштує на одну монету менше, аж до 0:
безкоштовно.&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Позиція&lt;/th&gt;&lt;th&gt;1 білий&lt;/th&gt;&lt;th&gt;2 жовтий&lt;/th&gt;&lt;th&gt;3 червоний&lt;/th&gt;&lt;th&gt;4 зелений&lt;/th&gt;&lt;th&gt;5 синій&lt;/th&gt;&lt;th&gt;6 чорний&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;I&lt;/td&gt;&lt;td&gt;6&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;II&lt;/td&gt;&lt;td&gt;5&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;III&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;IV&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;V&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;VI&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;td&gt;0&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Купівля мармуру відбувається так:&lt;/p&gt;
&lt;ol&gt;
&lt;li&gt;&lt;b&gt;Колесо повертається&lt;/b&gt; на один сегмент за годинниковою стрілкою. Блоки
рухаються разом із ним і дешевшають на одну монету. Сегмент, що залишає позицію VI,
повертається на позицію I з блоками, які на ньому ще є, і вони знову коштують за цінами
позиції I.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Поповнення.&lt;/b&gt; З мішечка навмання витягують блоки на сегмент на позиції I, доки
на всьому колесі не лежатиме 11 блоків. Якщо мішечка не вистачає, кладуть те, що є.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Оберіть один сегмент&lt;/b&gt; і візьміть з нього скільки завгодно блоків, сплачуючи
за кожен ціну цієї позиції. Ви мусите взяти принаймні один блок, якщо на колесі є
безкоштовний блок або такий, що вам по кишені.&lt;/li&gt;
&lt;li&gt;Якщо ви не можете оплатити жодного блоку і жоден не безкоштовний, ви показуєте свої
монети й натомість берете &lt;b&gt;2 монети&lt;/b&gt; з банку.&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;На полі підсвічено сегменти, з яких можна купувати; під кожною таблицею цін напис
«увесь сегмент» показує, скільки коштували б разом усі блоки цього сегмента. Натискайте потрібні
блоки по одному, а потім припиніть.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Building and the cities</source>
        <translation>Будівництво й міста</translation>
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
        <translation>&lt;p&gt;Оберіть одну з виставлених будівель і місто на своєму планшеті. Ви платите рівно
цінність будівлі блоками мармуру, а місто визначає, які кольори годяться:&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Місто&lt;/th&gt;&lt;th&gt;Приймає&lt;/th&gt;&lt;th&gt;Оцінювання дає&lt;/th&gt;&lt;th&gt;Потрібно будівель&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Ліворно&lt;/td&gt;&lt;td&gt;білий&lt;/td&gt;&lt;td&gt;3 ПО за одиницю цінності&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Піза&lt;/td&gt;&lt;td&gt;білий, жовтий&lt;/td&gt;&lt;td&gt;3 монети за одиницю цінності&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Лукка&lt;/td&gt;&lt;td&gt;від білого до червоного&lt;/td&gt;&lt;td&gt;2 ПО за одиницю цінності&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Віареджо&lt;/td&gt;&lt;td&gt;від білого до зеленого&lt;/td&gt;&lt;td&gt;2 монети за одиницю цінності&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Маса&lt;/td&gt;&lt;td&gt;від білого до синього&lt;/td&gt;&lt;td&gt;1 ПО за одиницю цінності&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Леричі&lt;/td&gt;&lt;td&gt;усі кольори&lt;/td&gt;&lt;td&gt;1 монета за одиницю цінності&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;В одній будівлі кольори можна змішувати. Чорний мармур придатний лише для Леричі.
Витрачені блоки повертаються в мішечок. Будівля стає в стовпчик міста на вашому
планшеті, а порожнє місце серед виставлених одразу заповнюється зі стосу. Коли стос
порожній, виставлених будівель стає менше.&lt;/p&gt;
&lt;p&gt;На полі підсвічено лише будівлі, які ви десь можете оплатити; після вибору однієї —
міста, де її можна оплатити. Які блоки віддати, вас питають лише тоді, коли є справжній
вибір.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Scoring a city</source>
        <translation>Оцінювання міста</translation>
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
        <translation>&lt;p&gt;Поставте одну зі своїх фішок на місто на головному полі. У цьому місті потрібно
мати принаймні стільки власних будівель, скільки вимагає місто (2 у Ліворно, Пізі й
Лукці, 3 у Віареджо, Масі й Леричі). Додайте цінності всіх своїх будівель там і
помножте суму на число міста: ви отримуєте стільки переможних очок або монет, як
показує таблиця в розділі «Будівництво й міста».&lt;/p&gt;
&lt;p&gt;Приклад: з будівлями цінністю 2, 2 і 4 у Віареджо оцінювання міста дає
(2 + 2 + 4) × 2 = 16 монет.&lt;/p&gt;
&lt;p&gt;Кожне місто можна оцінити &lt;b&gt;лише раз за гру&lt;/b&gt; — першим гравцем, який це зробить.
Інші можуть і далі там будувати, і їхні будівлі й далі рахуються, коли вони оцінюють
тип будівель.&lt;/p&gt;
&lt;p&gt;Кожна оцінена будівля приносить ще й зображений на ній предмет (див.
«Предмети»).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Scoring a building type</source>
        <translation>Оцінювання типу будівель</translation>
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
        <translation>&lt;p&gt;Поставте одну зі своїх фішок на тип будівель на своєму планшеті. Потрібна
принаймні одна будівля цього типу. Кожна ваша будівля цього типу дає свою цінність,
помножену на число міста, де вона стоїть, і виплачується так, як у цьому місті: тож одне
оцінювання може дати і переможні очки, і монети.&lt;/p&gt;
&lt;p&gt;Приклад: бібліотеки цінністю 5 у Леричі, 2 і 3 у Віареджо та 1 у Ліворно дають
1 × 3 = 3 ПО і 5 × 1 + (2 + 3) × 2 = 15 монет, а ще чотири книги.&lt;/p&gt;
&lt;p&gt;Кожен тип можна оцінити лише раз, але оцінювання типу іншим гравцем вам не заважає.
Маючи 6 фішок, за гру можна зробити щонайбільше 6 оцінювань.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>Предмети</translation>
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
        <translation>&lt;p&gt;Щоразу, коли ви оцінюєте, берете із запасу по одному предмету за кожну оцінену
будівлю: того виду, що зображений на плитці. Коли запас якогось виду порожній, за ці
будівлі ви нічого не отримуєте; предмети на продаж так ніколи не беруть.&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Будівля&lt;/th&gt;&lt;th&gt;Предмет&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;бібліотека&lt;/td&gt;&lt;td&gt;книга&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;собор&lt;/td&gt;&lt;td&gt;кубок&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;палац&lt;/td&gt;&lt;td&gt;прапор&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;брама&lt;/td&gt;&lt;td&gt;портал&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;замок&lt;/td&gt;&lt;td&gt;корона&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;вілла&lt;/td&gt;&lt;td&gt;герб&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Приклад: оцінювання Маси, де стоять дві брами й замок, приносить два портали й
корону.&lt;/p&gt;
&lt;p&gt;Раз за хід, після своєї дії, можна купити один із предметів на продаж за 10 монет.
Їх не поповнюють.&lt;/p&gt;
&lt;p&gt;Кожен предмет наприкінці вартий 3 очки й зараховується до цілей.&lt;/p&gt;</translation>
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
        <translation>&lt;p&gt;Наші джерела — короткі переліки правил, а не друкована книга правил. Де вони
залишають питання відкритим, ми вирішили так.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Предмети на плитках&lt;/b&gt; (слабкі джерела): італійський переказ, якого ми
дотримуємося, у власному прикладі дає замкові &lt;b&gt;корону&lt;/b&gt; (Маса з двома брамами й
замком приносить два портали й корону). Бібліотеку з книгою та браму з порталом також
задокументовано; собор із кубком і віллу з гербом узято з оглядів, які дають корону
палацові, а прапор — замкові. Оскільки корона дісталася замкові, палац отримує предмет,
що залишився: &lt;b&gt;прапор&lt;/b&gt;.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Цілі за кількістю гравців&lt;/b&gt; (слабкі джерела): числа 6/7/8 предметів і 20/25/30
цінності будівель задокументовано, але яка кількість гравців отримує яке число — це
наше прочитання: більше гравців, нижчі цілі.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Коли оголошувати&lt;/b&gt; (наше рішення): лише наприкінці власного ходу, після дії та
купівлі предмета.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Одне оголошення&lt;/b&gt; (наше рішення): щойно кінець запущено — оголошенням чи
останньою будівлею, — ніхто вже не може оголосити.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Монети&lt;/b&gt; (наше рішення): у банку монети ніколи не закінчуються.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Будівель у місті&lt;/b&gt; (наше рішення): стовпчик міста вміщує будь-яку кількість
будівель.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Колесо&lt;/b&gt;: блоки, що залишають позицію VI, повертаються на позицію I й коштують
за цінами позиції I; з порожнім мішечком нічого не поповнюють; витрачені блоки
повертаються в мішечок. Наші джерела це мають на увазі, але прямо не кажуть.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Купівля&lt;/b&gt;: ви берете блоки лише з одного сегмента; якщо щось безкоштовне або
вам по кишені, треба взяти принаймні один блок.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Оцінювання міста&lt;/b&gt; вимагає принаймні надрукованої кількості будівель, і
рахуються всі ваші будівлі там.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Objectives and the end</source>
        <translation>Цілі й кінець гри</translation>
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
        <translation>&lt;p&gt;Табличка цілей показує три цілі:&lt;/p&gt;
&lt;table&gt;
&lt;tr&gt;&lt;th&gt;Гравців&lt;/th&gt;&lt;th&gt;Оцінювань&lt;/th&gt;&lt;th&gt;Предметів&lt;/th&gt;&lt;th&gt;Загальна цінність ваших будівель&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;8&lt;/td&gt;&lt;td&gt;30&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;7&lt;/td&gt;&lt;td&gt;25&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;6&lt;/td&gt;&lt;td&gt;20&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Гравець, який виконав усі три, може &lt;b&gt;оголосити кінець&lt;/b&gt; наприкінці свого ходу й
одразу отримує 5 переможних очок. Оголошувати не обов&apos;язково: можна дочекатися
слушнішої миті.&lt;/p&gt;
&lt;p&gt;Гра закінчується також тоді, коли збудовано всі 30 будівель.&lt;/p&gt;
&lt;p&gt;В обох випадках коло доігрують до кінця, щоб усі мали однакову кількість ходів:
останній хід належить гравцеві перед першим гравцем.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Остаточний підрахунок</translation>
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
        <translation>&lt;p&gt;Кожен гравець додає до переможних очок на треку:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;3 очки за кожен предмет,&lt;/li&gt;
&lt;li&gt;1 очко за кожні повні 5 монет (решта пропадає),&lt;/li&gt;
&lt;li&gt;цінність кожної своєї будівлі.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Перемагає той, хто має найбільше очок. У разі нічиєї перемагає той із рівних
гравців, хто має найбільше блоків мармуру за ширмою; якщо й далі нічия, вони ділять
перемогу.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Поради</translation>
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
&lt;li&gt;Мармур дешевшає щоразу, коли хтось купує: почекати коло може добре заощадити, але
хтось інший може забрати блоки першим.&lt;/li&gt;
&lt;li&gt;Монети з Пізи, Віареджо й Леричі платять за мармур; переможні очки з Ліворно, Лукки
й Маси виграють гру.&lt;/li&gt;
&lt;li&gt;Місто можна оцінити лише раз: якщо хтось близько, оцініть своє першим.&lt;/li&gt;
&lt;li&gt;Оцінюйте тип будівель пізно, коли кілька його будівель стоять у багатих
містах.&lt;/li&gt;
&lt;li&gt;Предмети рахуються двічі: по 3 очки й для цілей.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Choices made in this program</source>
        <translation>Рішення, ухвалені в цій програмі</translation>
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
        <translation>&lt;p&gt;Гравці ходять за порядком місць. У свій хід ви виконуєте рівно &lt;b&gt;одну&lt;/b&gt; з трьох
дій:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;купуєте мармур&lt;/b&gt; біля колеса,&lt;/li&gt;
&lt;li&gt;&lt;b&gt;будуєте&lt;/b&gt; одну будівлю, або&lt;/li&gt;
&lt;li&gt;&lt;b&gt;оцінюєте&lt;/b&gt; місто чи тип будівель однією зі своїх фішок.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Після дії можна &lt;b&gt;купити один предмет&lt;/b&gt; за 10 монет, а якщо виконано всі три цілі,
— &lt;b&gt;оголосити кінець&lt;/b&gt;. Тоді ваш хід закінчується; коли вирішувати більше нічого, він
закінчується сам.&lt;/p&gt;
&lt;p&gt;Кожен вибір робиться невеликими кроками на полі: місця, які можна натиснути,
підсвічено. Esc перериває поточний крок: блоки, уже взяті із сегмента (сегмент
обирають знову), або будівлю, яку вибрано, але ще не оплачено. «Скасувати» повертає
крок назад, але не далі за поворот колеса, бо тоді вже відомо, які блоки витягнуто з
мішечка, і не далі за будівлю, чиє місце серед виставлених будівель заповнено зі
стосу, бо тоді вже відома нова будівля.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ThinkingIndicator</name>
    <message>
        <source>{name} is thinking</source>
        <translation>{name} думає</translation>
    </message>
</context>
<context>
    <name>WelcomeScreen</name>
    <message>
        <source>Continue the last game: {game}</source>
        <translation>Продовжити останню гру: {game}</translation>
    </message>
    <message>
        <source>{game}, saved automatically {when}</source>
        <translation>{game}, автоматично збережено {when}</translation>
    </message>
    <message>
        <source>{game}, saved {when}</source>
        <translation>{game}, збережено {when}</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n гравець</numerusform>
            <numerusform>%n гравці</numerusform>
            <numerusform>%n гравців</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n дія</numerusform>
            <numerusform>%n дії</numerusform>
            <numerusform>%n дій</numerusform>
        </translation>
    </message>
    <message>
        <source>{players} · {moves} · finished</source>
        <translation>{players} · {moves} · завершено</translation>
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
        <translation>Настільні ігри з друзями за одним комп&apos;ютером, а за бажання — проти комп&apos;ютерних суперників. Програма перевіряє кожне правило за вас. Оберіть гру:</translation>
    </message>
    <message>
        <source>Continue the last game</source>
        <translation>Продовжити останню гру</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продовжити</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Останні ігри</translation>
    </message>
    <message>
        <source>The games you save appear here.</source>
        <translation>Тут з&apos;являться ігри, які ви збережете.</translation>
    </message>
    <message>
        <source>Open the selected game</source>
        <translation>Відкрити вибрану гру</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Відкрити збережену гру…</translation>
    </message>
</context>
</TS>
