"""The end-of-game window, through the real main window, for every built-in game.

Issue 25, "Endings a player can check": the window is a score sheet with a
column per player and a row per scoring step of the rulebook (each column adds
up to its total), what was hidden until the end in rows of its own kind, and
in words how the game ended and how a tie was broken or why it stands.  The
finished games are recorded ones (real actions of the computer players), or
exact situations finished by their real last action.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor

from elasund_desktop.engine.end_of_game import final_report, score_breakdown
from elasund_desktop.engine.rules import Action
from elasund_desktop.engine.session import HUMAN, Seat, Session
from elasund_desktop.games import default_registry
from elasund_desktop.i18n.translator import TranslatorManager
from elasund_desktop.persistence.saves import load_session
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.end_of_game import EndOfGameWindow
from elasund_desktop.ui.game_texts import GameTexts
from elasund_desktop.ui.main_window import MainWindow
from tests.engine.test_end_of_game import finished_game

RECORDED = Path(__file__).resolve().parents[1] / "data" / "recorded_games"
NAMES = ("Anna", "Bartholomæus", "Cleo", "Dmytro", "Erzsébet", "Frederikke")
LANGUAGES = ("en", "it", "da", "uk", "hu")
# one recorded game per game, the largest table: the widest sheet
WIDEST = ("elasund-4p-seed13", "catan-4p-seed22", "elfenland-6p-seed33", "carrara-4p-seed43")


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    win = build_main_window(default_registry(), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.fixture
def translator() -> Iterator[TranslatorManager]:
    manager = TranslatorManager()
    yield manager
    manager.switch("en")
    manager.setParent(None)


def recorded(key: str) -> Session[Any]:
    return load_session(RECORDED / f"{key}.json", default_registry())


def end_by_the_last_move(win: MainWindow, game: str, players: int, seed: int) -> Session[Any]:
    """Install a whole game of the computer players one action before its end,
    then play that action in the window (which opens the end window)."""
    return _end_in(win, finished_game(game, players, seed))


def end_recorded(win: MainWindow, key: str) -> Session[Any]:
    """The same with a recorded game."""
    return _end_in(win, recorded(key))


def _end_in(win: MainWindow, played: Session[Any]) -> Session[Any]:
    seats = tuple(
        replace(s, controller=HUMAN, name=NAMES[i]) for i, s in enumerate(played.config.seats)
    )
    config = replace(played.config, seats=seats)
    spec = win.registry.get(played.config.game_id)
    before: Session[Any] = Session.replay(spec.rules(), config, played.actions[:-1])
    win.install_session(spec, before, start_bots=False)
    assert win.controller is not None
    assert win.controller.apply(played.actions[-1])
    return win.controller.session


def sheet(dialog: EndOfGameWindow) -> dict[str, list[str]]:
    """The table as read on screen: row name -> the cells of the players' columns."""
    table = dialog.table
    rows = {}
    for r in range(table.rowCount()):
        cells = [table.item(r, c) for c in range(1, table.columnCount())]
        rows[table.item(r, 0).text()] = [item.text() if item else "" for item in cells]
    return rows


def column_names(dialog: EndOfGameWindow) -> list[str]:
    table = dialog.table
    return [table.horizontalHeaderItem(c).text() for c in range(1, table.columnCount())]


def window_of(qtbot: Any, session: Session[Any], states: list[Any] | None = None) -> EndOfGameWindow:
    """An end window of a session or of states finished by a real action."""
    seats = session.config.seats
    report = final_report(session.rules, states or session.states, len(session.actions))
    texts = GameTexts(default_registry().get(session.config.game_id).texts_module, seats)
    dialog = EndOfGameWindow(report, texts, seats, None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


@pytest.mark.parametrize(
    ("key", "steps"),
    [
        (
            "elasund-3p-seed12",
            [
                "Cubes on the flags of buildings",
                "Cubes on the trade track",
                "Cubes on wall towers",
                "Cubes on church tiles",
            ],
        ),
        (
            "catan-4p-seed22",
            [
                "Settlements: 1 point each",
                "Cities: 2 points each",
                "Longest Road card: 2 points",
                "Largest Army card: 2 points",
                "Victory Point cards: 1 point each",
            ],
        ),
        ("elfenland-4p-seed32", ["Town pieces collected: 1 point each"]),
        (
            "carrara-2p-seed41",
            [
                "Score track: the points of the scorings during the game",
                "Announcing the end: 5 points",
                "Objects: 3 points each",
                "Coins: 1 point per 5 coins",
                "Buildings: their value in marble",
            ],
        ),
    ],
)
def test_each_column_adds_the_rulebooks_steps_up_to_the_final_score(
    qtbot: Any, window: MainWindow, key: str, steps: list[str]
) -> None:
    session = end_recorded(window, key)
    dialog = window.end_window
    assert isinstance(dialog, EndOfGameWindow) and dialog.isVisible()
    outcome = session.outcome()
    assert outcome is not None
    players = len(outcome.scores)
    rows = sheet(dialog)
    names = list(rows)
    assert names[0] == "Place" and names[1 : 1 + len(steps)] == steps
    assert names[1 + len(steps)] == "Total"
    # the columns: the players, best first, winners first
    order = [NAMES.index(name) for name in column_names(dialog)]
    assert sorted(order) == list(range(players)) and order[0] in outcome.winners
    for column, seat in enumerate(order):
        parts = [int(rows[step][column]) for step in steps]
        assert sum(parts) == int(rows["Total"][column]) == outcome.scores[seat]
    assert [int(p) for p in rows["Place"]] == sorted(int(p) for p in rows["Place"])
    breakdown = score_breakdown(session.rules, session.state)
    assert len(breakdown) == len(steps)
    winners = ", ".join(NAMES[w] for w in outcome.winners)
    assert dialog.headline.text() == f"Winner: {winners}"
    assert dialog.ending.isVisible() and dialog.ending.text()
    assert f"Moves: {len(session.actions)}" in dialog.facts.text()
    # the score race: one curve per seat
    assert dialog.plot is not None and len(dialog.plot.curves) == players
    # the whole sheet without a scroll bar
    assert dialog.table.verticalScrollBar().maximum() == 0
    assert dialog.table.horizontalScrollBar().maximum() == 0


def test_carrara_announcer_has_the_five_points_on_their_own_line(
    qtbot: Any, window: MainWindow
) -> None:
    """Carrara's +5 for announcing the end is the count's first step, not part of the
    score track (seed 004: +5, 3 per object, 1 per 5 coins, building values)."""
    session = end_recorded(window, "carrara-4p-seed43")
    dialog = window.end_window
    assert isinstance(dialog, EndOfGameWindow)
    state = session.state
    rows = sheet(dialog)
    order = [NAMES.index(name) for name in column_names(dialog)]
    announce = rows["Announcing the end: 5 points"]
    track = rows["Score track: the points of the scorings during the game"]
    for column, seat in enumerate(order):
        bonus = 5 if seat == state.announcer else 0
        assert announce[column] == str(bonus)
        assert track[column] == str(state.vp[seat] - bonus)
        # what lay behind the screen checks two steps: coins and objects
        coins = rows["Coins behind the screen"][column]
        assert coins == str(state.coins[seat])
        assert rows["Coins: 1 point per 5 coins"][column] == str(state.coins[seat] // 5)
    assert dialog.ending.text() == (
        "Anna met the three objectives and announced the end (+5 points); the round was "
        "then played to its end. Anna has the most points (60) and wins."
    )
    # the hidden part under its own heading, after the total
    table = dialog.table
    labels = [table.item(r, 0).text() for r in range(table.rowCount())]
    heading = labels.index("Hidden until the end")
    assert labels[heading - 1] == "Total" and table.columnSpan(heading, 0) == table.columnCount()
    assert labels[heading + 1 :] == [
        "Coins behind the screen",
        "Objects behind the screen",
        "Marble behind the screen",
    ]
    coins_row = labels.index("Coins behind the screen")
    assert table.item(coins_row, 1).textAlignment() == Qt.AlignmentFlag.AlignCenter


def fifteen_each(names: tuple[str, ...] = NAMES) -> tuple[Session[Any], list[Any]]:
    """Elfenland, three players on 15 town pieces each after round 4, the last
    journey ended by its real action: seat 0 kept 2 travel cards, seat 1 one card
    and a face-down Unicorn counter, seat 2 nothing."""
    from tests.games.test_endings_explained import fifteen_each_last_move

    spec = default_registry().get("elfenland")
    rules = spec.rules()
    seats = tuple(Seat(names[i], i) for i in range(3))
    from elasund_desktop.engine.rules import GameConfig
    from elasund_desktop.engine.session import SessionConfig

    session: Session[Any] = Session(rules, SessionConfig("elfenland", GameConfig(3), 1, seats))
    before = fifteen_each_last_move()
    after = rules.apply(before, Action(2, "end_move")).state
    return session, [before, after]


def test_elfenland_three_way_tie_says_how_the_tie_was_broken(qtbot: Any) -> None:
    """The issue's ending: three players on 15 towns.  The window says that the
    tie-break by travel cards left was applied, with everyone's count, and lists
    the travel cards apart from the face-down counters of the same names."""
    session, states = fifteen_each()
    dialog = window_of(qtbot, session, states)
    assert dialog.ending.text() == (
        "Anna, Bartholomæus and Cleo are tied on 15 points. "
        "Tie-break, the most travel cards left in hand: Anna (2), Bartholomæus (1), Cleo (0). "
        "Anna wins the tie."
    )
    assert column_names(dialog) == ["Anna", "Bartholomæus", "Cleo"]
    rows = sheet(dialog)
    # the places below the winner follow the same tie-break: 1 card before none
    assert rows["Place"] == ["1", "2", "3"]
    assert rows["Total"] == ["15", "15", "15"]
    assert rows["Travel cards in hand"] == ["Dragon, Raft", "Unicorn", "–"]
    assert rows["Face-down transport counters"] == ["–", "Unicorn", "–"]


def test_the_tie_break_figures_stand_apart_from_default_names_that_end_in_a_number(
    qtbot: Any,
) -> None:
    """Play-test (issue 24): with the New Game dialog's names the tie-break read
    "Player 1 3, Player 2 4", one row of numbers; each figure is bracketed."""
    session, states = fifteen_each(("Player 1", "Player 2", "Player 3"))
    dialog = window_of(qtbot, session, states)
    assert (
        "Tie-break, the most travel cards left in hand: Player 1 (2), Player 2 (1), Player 3 (0)."
        in dialog.ending.text()
    )


def test_elfenland_recorded_three_way_tie_says_why_it_stands(
    qtbot: Any, window: MainWindow
) -> None:
    end_recorded(window, "elfenland-4p-seed32")
    dialog = window.end_window
    assert isinstance(dialog, EndOfGameWindow)
    assert dialog.ending.text() == (
        "Bartholomæus, Cleo and Dmytro are tied on 12 points. "
        "Tie-break, the most travel cards left in hand: Bartholomæus (4), Cleo (4), Dmytro (4). "
        "Bartholomæus, Cleo and Dmytro are still tied and share the victory."
    )
    assert sheet(dialog)["Place"] == ["1", "1", "1", "4"]


def test_the_tie_break_sentence_is_in_the_players_language(
    qtbot: Any, translator: TranslatorManager
) -> None:
    session, states = fifteen_each()
    translator.switch("it")
    dialog = window_of(qtbot, session, states)
    assert dialog.ending.text() == (
        "Anna, Bartholomæus e Cleo sono pari con 15 punti. "
        "Spareggio, più carte viaggio rimaste in mano: Anna (2), Bartholomæus (1), Cleo (0). "
        "Anna vince lo spareggio."
    )
    assert "Carte viaggio in mano" in sheet(dialog)
    assert "Tessere trasporto coperte" in sheet(dialog)
    translator.switch("uk")  # a language switch while the window is open
    ukrainian = "Anna, Bartholomæus і Cleo: нічия, у кожного 15 очок."
    qtbot.waitUntil(lambda: dialog.ending.text().startswith(ukrainian), timeout=30_000)
    assert "Закриті жетони «Транспорт»" in sheet(dialog)


def test_catan_cities_row_says_points_not_cities(qtbot: Any, window: MainWindow) -> None:
    """Play-testing: "Cities 4" read as four cities; a city is worth 2 points."""
    session = end_recorded(window, "catan-4p-seed22")
    dialog = window.end_window
    assert isinstance(dialog, EndOfGameWindow)
    rows = sheet(dialog)
    state = session.state
    for column, name in enumerate(column_names(dialog)):
        seat = NAMES.index(name)
        levels = zip(state.node_owner, state.node_level, strict=True)
        cities = sum(1 for owner, level in levels if owner == seat and level == 2)
        assert rows["Cities: 2 points each"][column] == str(2 * cities)
        # resource cards and development cards not played, each in its own row
        hand = rows["Resource cards in hand"][column]
        for term, count in zip(("Lumber", "Brick", "Wool", "Grain", "Ore"), state.hands[seat],
                               strict=True):
            assert (f"{term} ×{count}" in hand) if count > 1 else ((term in hand) == bool(count))
        assert "Knight" not in hand
    assert dialog.ending.text() == (
        "Bartholomæus has 10 victory points on their own turn: 10 end the game at once, "
        "so no tie-break is needed."
    )


def test_elasund_hidden_hands_are_named_influence_cards(qtbot: Any, window: MainWindow) -> None:
    """Play-testing: "Hidden at the end: Blue ×4, Green" did not say what was blue."""
    end_recorded(window, "elasund-3p-seed12")
    dialog = window.end_window
    assert isinstance(dialog, EndOfGameWindow)
    rows = sheet(dialog)
    assert "Influence cards in hand" in rows
    assert any(cell != "–" for cell in rows["Influence cards in hand"])
    assert dialog.ending.text() == (
        "Cleo placed the last of their 10 victory point cubes: the game ends at once, "
        "so no tie-break is needed."
    )


def test_rematch_keeps_seats_and_options_with_a_new_seed(qtbot: Any, window: MainWindow) -> None:
    session = end_recorded(window, "elasund-3p-seed12")
    dialog = window.end_window
    assert isinstance(dialog, EndOfGameWindow)
    old = session.config
    dialog.rematch_button.click()
    assert window.controller is not None
    new = window.controller.session
    assert new is not session
    assert new.config.seats == old.seats
    assert new.config.game == old.game
    assert new.config.game_id == old.game_id
    assert new.config.seed != old.seed
    assert len(new.actions) == 0 and not new.is_over()
    assert not dialog.isVisible()


def _clipped_cells(dialog: EndOfGameWindow) -> list[str]:
    """Cells whose words, wrapped as the table wraps them, need more room than
    the cell has (the row heights are the table's own, fitted to its words)."""
    table = dialog.table
    metrics = table.fontMetrics()
    clipped = []
    for r in range(table.rowCount()):
        for c in range(table.columnCount()):
            item = table.item(r, c)
            if item is None or not item.text():
                continue
            rect = table.visualItemRect(item)
            room = QRect(0, 0, rect.width() - 6, 10_000)  # the cell's own margins
            font_metrics = metrics if not item.font().bold() else type(metrics)(item.font())
            need = font_metrics.boundingRect(room, Qt.TextFlag.TextWordWrap, item.text())
            if need.width() > rect.width() or need.height() > rect.height():
                clipped.append(f"{r},{c} {item.text()!r}")
    return clipped


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_sheet_fits_its_place_in_every_language(
    qtbot: Any, translator: TranslatorManager, language: str
) -> None:
    """Every row name, number and list is whole at the window's default size: the
    step names wrap in their column, the table shows without a scroll bar."""
    translator.switch(language)
    for key in WIDEST:
        played = recorded(key)
        seats = tuple(
            replace(s, name=NAMES[i]) for i, s in enumerate(played.config.seats)
        )
        played.config = replace(played.config, seats=seats)
        dialog = window_of(qtbot, played)
        dialog.fit_to(QRect(0, 0, 1280, 720))  # a small laptop's screen, whatever the test's
        assert dialog.table.verticalScrollBar().maximum() == 0, (language, key)
        assert dialog.table.horizontalScrollBar().maximum() == 0, (language, key)
        assert not _clipped_cells(dialog), (language, key, _clipped_cells(dialog))
        # every player's name (with its marker) whole in its column header
        for c in range(1, dialog.table.columnCount()):
            width = dialog.table.horizontalHeader().sectionSize(c)
            assert width >= dialog.player_column_need(), (language, key, c)
        # the step names are translated: none is left in English but for names
        if language != "en":
            english = {row for row in sheet(dialog)} & {"Place", "Total", "Points"}
            assert not english, (language, key, english)
        dialog.close()


# Each game's steps as a Dane and a Hungarian read them (the .ts files' words).
STEPS_IN = {
    "da": {
        "elasund-3p-seed12": [
            "Pointterninger på bygningernes flag",
            "Pointterninger på handelsranglisten",
            "Pointterninger på murens tårne",
            "Pointterninger på kirkebrikker",
        ],
        "catan-4p-seed22": [
            "Bosættelser: 1 point hver",
            "Byer: 2 point hver",
            "Kortet Længste Handelsvej: 2 point",
            "Kortet Største Riddermagt: 2 point",
            "Sejrspointkort: 1 point hver",
        ],
        "elfenland-6p-seed33": ["Indsamlede bybrikker: 1 point hver"],
        "carrara-4p-seed43": [
            "Pointspor: point fra pointtællingerne i løbet af spillet",
            "At melde slut: 5 point",
            "Genstande: 3 point hver",
            "Mønter: 1 point pr. 5 mønter",
            "Bygninger: deres værdi i marmor",
        ],
    },
    "hu": {
        "elasund-3p-seed12": [
            "Kockák az épületek zászlóin",
            "Kockák a kereskedelmi sávon",
            "Kockák a fal tornyain",
            "Kockák a templomlapkákon",
        ],
        "catan-4p-seed22": [
            "Falvak: darabonként 1 pont",
            "Városok: darabonként 2 pont",
            "Leghosszabb Kereskedelmi Út kártya: 2 pont",
            "Legnagyobb Lovagi Hatalom kártya: 2 pont",
            "Győzelmipont-kártyák: darabonként 1 pont",
        ],
        "elfenland-6p-seed33": ["Összegyűjtött városjelzők: darabonként 1 pont"],
        "carrara-4p-seed43": [
            "Pontsáv: a játék közbeni értékelések pontjai",
            "A játék végének bejelentése: 5 pont",
            "Tárgyak: darabonként 3 pont",
            "Érmék: minden 5 érme 1 pont",
            "Épületek: márványban mért értékük",
        ],
    },
}
PLACE_TOTAL = {"da": ("Plads", "I alt"), "hu": ("Helyezés", "Összesen")}
ENDINGS_IN = {
    "da": {
        "carrara-4p-seed43": "Anna nåede alle tre mål og meldte slut (+5 point); derefter blev "
        "runden spillet færdig. Anna har flest point (60) og vinder.",
        "elfenland-6p-seed33": "Cleo og Erzsébet står lige med 16 point. Ved lighed, flest "
        "rejsekort tilbage på hånden: Cleo (0), Erzsébet (2). Erzsébet vinder dermed. "
        "Længere nede står Anna, Bartholomæus og Frederikke lige med 15 point; reglen ved "
        "lighed afgør deres placering. Ved lighed, flest rejsekort tilbage på hånden: "
        "Anna (1), Bartholomæus (0), Frederikke (3).",
    },
    "hu": {
        "carrara-4p-seed43": "Anna teljesítette mindhárom célt, és bejelentette a játék végét "
        "(+5 pont); utána a kört végigjátszották. Anna szerezte a legtöbb pontot (60), és nyert.",
        "elfenland-6p-seed33": "Pontegyenlőség 16 ponttal: Cleo és Erzsébet. Holtversenyben a "
        "kézben maradt legtöbb utazókártya dönt: Cleo (0), Erzsébet (2). A holtversenyt megnyerte: "
        "Erzsébet. Lejjebb pontegyenlőség van 15 ponttal: Anna, Bartholomæus és Frederikke; "
        "a helyezésükről a holtversenyszabály dönt. Holtversenyben a kézben maradt legtöbb "
        "utazókártya dönt: Anna (1), Bartholomæus (0), Frederikke (3).",
    },
}


@pytest.mark.parametrize("language", sorted(STEPS_IN))
@pytest.mark.parametrize("key", sorted(STEPS_IN["da"]))
def test_the_steps_add_up_in_another_language(
    qtbot: Any, window: MainWindow, translator: TranslatorManager, language: str, key: str
) -> None:
    """The end window opened by the last move in Danish and in Hungarian: the
    rulebook's steps by their names in that language, each column adding up to
    its total; Carrara's +5 on its own line; Elfenland's tie-break in words."""
    translator.switch(language)
    session = end_recorded(window, key)
    dialog = window.end_window
    assert isinstance(dialog, EndOfGameWindow) and dialog.isVisible()
    outcome = session.outcome()
    assert outcome is not None
    place, total = PLACE_TOTAL[language]
    steps = STEPS_IN[language][key]
    rows = sheet(dialog)
    names = list(rows)
    assert names[: 2 + len(steps)] == [place, *steps, total]
    order = [NAMES.index(name) for name in column_names(dialog)]
    for column, seat in enumerate(order):
        parts = [int(rows[step][column]) for step in steps]
        assert sum(parts) == int(rows[total][column]) == outcome.scores[seat]
    if key.startswith("carrara"):
        announcer = session.state.announcer
        assert rows[steps[1]] == ["5" if seat == announcer else "0" for seat in order]
    if key in ENDINGS_IN[language]:
        assert dialog.ending.text() == ENDINGS_IN[language][key]


def test_a_tie_below_the_winner_is_placed_by_the_tie_break_and_says_so(
    qtbot: Any, window: MainWindow
) -> None:
    """Recorded 6-player Elfenland: Cleo and Erzsébet tie on 16 (Erzsébet wins on
    cards); Anna, Bartholomæus and Frederikke on 15 with 1, 0 and 3 cards are
    4th, 5th and 3rd, and the window says why, with their cards."""
    end_recorded(window, "elfenland-6p-seed33")
    dialog = window.end_window
    assert isinstance(dialog, EndOfGameWindow)
    rows = sheet(dialog)
    assert column_names(dialog) == [
        "Erzsébet", "Cleo", "Frederikke", "Anna", "Bartholomæus", "Dmytro",
    ]
    assert rows["Total"] == ["16", "16", "15", "15", "15", "10"]
    assert rows["Place"] == ["1", "2", "3", "4", "5", "6"]
    assert dialog.ending.text() == (
        "Cleo and Erzsébet are tied on 16 points. "
        "Tie-break, the most travel cards left in hand: Cleo (0), Erzsébet (2). "
        "Erzsébet wins the tie. "
        "Further down, Anna, Bartholomæus and Frederikke are level on 15 points; "
        "the tie-break places them. "
        "Tie-break, the most travel cards left in hand: Anna (1), Bartholomæus (0), Frederikke (3)."
    )


HOME_TOWN_ROWS = {
    "en": (
        "Town pieces collected: 1 point each",
        "Home town: 1 point less per step still to go",
        "Town card",
    ),
    "it": (
        "Segnalini città raccolti: 1 punto ciascuno",
        "Città natale: 1 punto in meno per ogni passo che manca",
        "Carta città",
    ),
}


@pytest.mark.parametrize("language", sorted(HOME_TOWN_ROWS))
def test_elfenland_home_town_variant_subtracts_the_steps_on_a_line_of_its_own(
    qtbot: Any, translator: TranslatorManager, language: str
) -> None:
    """Home-town variant, the last journey ended by its real action: Anna has 5
    town pieces and ends a step from Jaccaranda (5 - 1 = 4), Bartholomæus 4 pieces
    at home in Throtmanni (4), Cleo 2 pieces a step from Beata (1).  Anna and
    Bartholomæus tie on 4; Anna's 4 travel cards beat his 1."""
    from elasund_desktop.engine.rules import GameConfig
    from elasund_desktop.engine.session import SessionConfig
    from tests.games.elfenland.helpers import RULES, hand, town
    from tests.games.test_endings_explained import fifteen_each_last_move

    translator.switch(language)
    before = fifteen_each_last_move()._replace(
        home_town=True,
        town_cards=(town("jaccaranda"), town("throtmanni"), town("beata")),
        boots=(town("throtmanni"), town("throtmanni"), town("elvenhold")),
        hands=(hand(raft=4), hand(raft=1), hand()),
        collected=(0b111110, 0b111100, 0b110),
    )
    after = RULES.apply(before, Action(2, "end_move")).state
    seats = tuple(Seat(NAMES[i], i) for i in range(3))
    config = SessionConfig("elfenland", GameConfig(3, {"home_town": True}), 1, seats)
    session: Session[Any] = Session(RULES, config)
    dialog = window_of(qtbot, session, [before, after])
    pieces, home, card = HOME_TOWN_ROWS[language]
    rows = sheet(dialog)
    assert column_names(dialog) == ["Anna", "Bartholomæus", "Cleo"]
    assert rows[pieces] == ["5", "4", "2"]
    assert rows[home] == ["-1", "0", "-1"]
    totals = [int(t) for t in list(rows.values())[3]]  # Place, the two steps, Total
    assert totals == [4, 4, 1]
    assert rows[card] == ["Jaccaranda", "Throtmanni", "Beata"]
    assert "Anna (4)" in dialog.ending.text() and "Bartholomæus (1)" in dialog.ending.text()


def test_on_a_small_screen_the_window_fits_and_its_body_scrolls(
    qtbot: Any, translator: TranslatorManager
) -> None:
    """1366x768 at 150 % leaves about 910x512 logical pixels (853x480 at
    1280x720): the window is never larger than the screen, its buttons stay in
    view, and the sheet and plots scroll above them, each row whole."""
    from PySide6.QtCore import QPoint

    translator.switch("hu")  # the longest step names
    played = recorded("carrara-4p-seed43")
    seats = tuple(replace(s, name=NAMES[i]) for i, s in enumerate(played.config.seats))
    played.config = replace(played.config, seats=seats)
    dialog = window_of(qtbot, played)
    dialog.show_plot(played.rules, played.states, [QColor("red")] * 4)
    small = QRect(0, 0, 853, 480)
    dialog.fit_to(small)
    qtbot.waitUntil(lambda: dialog.height() <= 480, timeout=30_000)
    frame = dialog.frameGeometry()
    assert frame.width() <= small.width() and dialog.height() <= small.height()
    for button in (dialog.rematch_button, dialog.close_button):
        corner = button.mapTo(dialog, QPoint(button.width(), button.height()))
        assert dialog.rect().contains(corner), button.text()
    bar = dialog.scroll_area.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0, timeout=30_000)  # the body scrolls
    bar.setValue(bar.maximum())
    plot = dialog.plot
    assert plot is not None
    bottom = plot.mapTo(dialog.body, QPoint(0, plot.height()))
    viewport = dialog.scroll_area.viewport()
    assert dialog.body.mapTo(viewport, bottom).y() <= viewport.height()  # reached
    assert dialog.table.verticalScrollBar().maximum() == 0  # the sheet itself never scrolls
    # the rows wrap anew at the width the body's scroll bar leaves
    qtbot.waitUntil(lambda: not _clipped_cells(dialog), timeout=30_000)


def test_on_a_large_screen_the_window_keeps_its_size_and_needs_no_scrolling(
    qtbot: Any,
) -> None:
    played = recorded("elfenland-6p-seed33")
    dialog = window_of(qtbot, played)
    dialog.fit_to(QRect(0, 0, 1920, 1080))
    assert (dialog.width(), dialog.height()) == EndOfGameWindow.DEFAULT_SIZE
    qtbot.waitUntil(lambda: dialog.scroll_area.verticalScrollBar().maximum() == 0, timeout=30_000)
    assert dialog.scroll_area.horizontalScrollBar().maximum() == 0


def test_six_players_on_a_narrow_screen_scroll_the_sheet_not_the_sentences(
    qtbot: Any, translator: TranslatorManager
) -> None:
    """Six names need more than 853 pixels: the players' columns keep their names
    whole and the sheet scrolls sideways on its own, while the sentences above
    it wrap at the window's width (nothing to scroll sideways to read them)."""
    translator.switch("uk")
    played = recorded("elfenland-6p-seed33")
    seats = tuple(replace(s, name=NAMES[i]) for i, s in enumerate(played.config.seats))
    played.config = replace(played.config, seats=seats)
    dialog = window_of(qtbot, played)
    dialog.fit_to(QRect(0, 0, 853, 480))
    table = dialog.table
    qtbot.waitUntil(lambda: table.horizontalScrollBar().maximum() > 0, timeout=30_000)
    for c in range(1, table.columnCount()):
        assert table.columnWidth(c) >= dialog.player_column_need(), c
    viewport = dialog.scroll_area.viewport()
    qtbot.waitUntil(lambda: dialog.body.width() <= viewport.width(), timeout=30_000)
    assert dialog.scroll_area.horizontalScrollBar().maximum() == 0
    assert dialog.ending.width() <= viewport.width()
    assert table.verticalScrollBar().maximum() == 0  # every row in view, the bar below them
    qtbot.waitUntil(lambda: not _clipped_cells(dialog), timeout=30_000)
