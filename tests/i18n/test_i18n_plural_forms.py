"""Counted texts read naturally at run time: the count picks the plural form.

The catalogues are the real ones of the package: English with its plural
forms only, Ukrainian with three forms (1 / 2-4 / 5+), and a catalogue that
misses a message falls back to the English plural form, not to "1 cards".
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from elasund_desktop.engine.rules import Event, IllegalAction
from elasund_desktop.engine.session import Seat
from elasund_desktop.i18n.translator import TranslatorManager, tr
from elasund_desktop.ui.game_texts import GameTexts

ROOT = Path(__file__).resolve().parents[2]
QM_DIR = ROOT / "elasund_desktop" / "i18n"
SEATS = (Seat("Ann", 0), Seat("Bob", 1))
ELASUND = "elasund_desktop.games.elasund.texts"
CATAN = "elasund_desktop.games.catan.texts"


@pytest.fixture
def switch(qapp: QCoreApplication) -> Iterator[Callable[..., TranslatorManager]]:
    made: list[TranslatorManager] = []

    def make(code: str, catalogue_dir: Path | None = None) -> TranslatorManager:
        m = TranslatorManager(qapp, catalogue_dir=catalogue_dir)
        made.append(m)
        m.switch(code)
        return m

    yield make
    for m in made:
        m.switch("en")
        m.setParent(None)


def test_english_log_lines_agree_with_their_count(switch: Callable[..., TranslatorManager]) -> None:
    switch("en")
    texts = GameTexts(ELASUND, SEATS)
    back = [texts.event(Event.make("cubes_returned", player=0, count=k)) for k in (1, 2)]
    assert back == ["Ann takes back 1 cube.", "Ann takes back 2 cubes."]
    # Two counts in one line: counted phrases (AMOUNTS), each with its own form.
    income = texts.event(Event.make("income", player=1, gold=1, influence=1))
    assert income == "Bob receives 1 gold and 1 influence card."
    # A refusal counts the parameter `n`.
    refusal = texts.reason(IllegalAction("not_enough_influence", colour="red", need=1, n=1))
    assert refusal == "You need 1 red influence card."
    catan = GameTexts(CATAN, SEATS)
    assert catan.event(Event.make("largest_army", player=0, knights=3, n=3)) == (
        "Ann now holds the Largest Army (3 knights)."
    )


def test_a_count_of_zero_has_its_own_wording(switch: Callable[..., TranslatorManager]) -> None:
    """No "0 influence cards", "for 0 gold" or "(compensation 0)" in the log."""
    switch("en")
    texts = GameTexts(ELASUND, SEATS)
    assert texts.event(Event.make("income", player=0, gold=2, influence=0)) == "Ann receives 2 gold."
    assert texts.event(Event.make("income", player=0, gold=0, influence=1)) == (
        "Ann receives 1 influence card."
    )
    placed = Event.make("permit_placed", player=1, value=0, col=3, row=4, cost=0, n=0)
    assert texts.event(placed) == "Bob places permit 0 at column 3, row 4 for free."
    built = Event.make(
        "build", player=0, building="house", col=1, row=2, cost=1, compensation=0, n=1
    )
    assert texts.event(built) == "Ann builds a house at column 1, row 2 for 1 gold."
    switch("uk")
    ukrainian = GameTexts(ELASUND, SEATS)
    line = ukrainian.event(Event.make("income", player=0, gold=1, influence=0))
    assert line == "Ann отримує: 1 золото."


def test_ukrainian_has_three_forms(switch: Callable[..., TranslatorManager]) -> None:
    switch("uk")
    texts = GameTexts(ELASUND, SEATS)
    lines = {k: texts.event(Event.make("cubes_returned", player=0, count=k)) for k in (1, 3, 5, 21)}
    assert lines == {
        1: "Ann забирає назад 1 куб.",
        3: "Ann забирає назад 3 куби.",
        5: "Ann забирає назад 5 кубів.",
        21: "Ann забирає назад 21 куб.",
    }
    # "за 1 золота" was wrong: one gold is «1 золото».
    built = texts.event(
        Event.make("permit_placed", player=0, value=1, col=2, row=3, cost=1, n=1)
    )
    assert built.endswith("за 1 золото.")


def test_italian_and_danish_singular(switch: Callable[..., TranslatorManager]) -> None:
    switch("it")
    assert QCoreApplication.translate("ElasundBoard", "%n flags", None, 1) == "1 bandierina"
    assert QCoreApplication.translate("ElasundBoard", "%n cubes on them", None, 2) == "2 cubi"
    switch("da")
    texts = GameTexts(ELASUND, SEATS)
    assert texts.event(Event.make("cubes_returned", player=0, count=9)) == (
        "Ann tager 9 pointterninger tilbage."
    )


def test_missing_translation_falls_back_to_english_plural_forms(
    switch: Callable[..., TranslatorManager],
    make_catalogue: Callable[[str, dict[str, dict[str, str]]], Path],
) -> None:
    folder = make_catalogue("it", {"Fixture": {"Hello": "Ciao"}})
    shutil.copyfile(QM_DIR / "elasund_desktop_en.qm", folder / "elasund_desktop_en.qm")
    m = switch("it", folder)
    assert m.current == "it" and tr("Fixture", "Hello") == "Ciao"
    # This Italian catalogue lacks the message: English plural, not "1 influence cards".
    one = QCoreApplication.translate("Elasund", "%n influence cards", None, 1)
    assert one == "1 influence card"


def test_board_counts_say_none_for_zero(switch: Callable[..., TranslatorManager]) -> None:
    """The Elasund board's lists: "no gold" and "1 influence card", never "0 gold"."""
    from elasund_desktop.games.elasund.board_counts import counted

    switch("en")
    assert counted("gold", 0) == "no gold"
    assert counted("influence_cards", 1) == "1 influence card"
    assert counted("cubes_left", 3) == "3 cubes left"
    switch("uk")
    assert counted("church_tiles", 2) == "2 плитки церкви"
    assert counted("church_tiles", 5) == "5 плиток церкви"
