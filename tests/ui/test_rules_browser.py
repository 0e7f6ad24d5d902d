"""The rules browser: contents, search, interpretation note, language switch.

Most tests use a registry of two games whose rules texts are temporary modules
(exact texts under the test's control); one test runs over the shared
fixture game of tests/fixture_game.py.
"""

from __future__ import annotations

import dataclasses
import sys
import types
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QUrl

from elasund_desktop.games import Registry
from elasund_desktop.i18n.noop import QT_TRANSLATE_NOOP
from elasund_desktop.i18n.rules_text import RulesSection, rules_context
from elasund_desktop.i18n.translator import TranslatorManager
from elasund_desktop.ui.rules_browser import RulesBrowser, plain_text
from tests.fixture_game import FIXTURE_SPEC, fixture_registry
from tests.i18n.catalogue_tools import compile_catalogue, qt_tool

NOTE = "House interpretation: no public source confirms these rulings."

ALPHA_SECTIONS = (
    RulesSection(
        "turn",
        QT_TRANSLATE_NOOP("AlphaRules", "A turn"),
        QT_TRANSLATE_NOOP(
            "AlphaRules", "<p>First <b>roll</b> the die.</p><ul><li>A 1 means tax.</li></ul>"
        ),
    ),
    RulesSection(
        "limit",
        QT_TRANSLATE_NOOP("AlphaRules", "Turn limit"),
        QT_TRANSLATE_NOOP("AlphaRules", "<p>After 1000 turns the highest score wins.</p>"),
        interpretation=True,
    ),
)
BETA_SECTIONS = (
    RulesSection(
        "goal",
        QT_TRANSLATE_NOOP("BetaRules", "Goal"),
        QT_TRANSLATE_NOOP("BetaRules", "<p>Collect <b>three</b> crowns.</p>"),
    ),
    RulesSection(
        "crowns",
        QT_TRANSLATE_NOOP("BetaRules", "Crowns"),
        QT_TRANSLATE_NOOP("BetaRules", "<p>See <a href='section:goal'>Goal</a>.</p>"),
    ),
)


def temp_rules_module(monkeypatch: pytest.MonkeyPatch, name: str, sections: Any) -> str:
    module = types.ModuleType(name)
    module.SECTIONS = sections  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, name, module)
    return name


@pytest.fixture
def one_game(monkeypatch: pytest.MonkeyPatch) -> Registry:
    alpha = dataclasses.replace(
        FIXTURE_SPEC,
        game_id="alpha",
        title="Alpha",
        rules_text_module=temp_rules_module(monkeypatch, "tests_tmp_alpha", ALPHA_SECTIONS),
    )
    return Registry([alpha])


@pytest.fixture
def two_games(one_game: Registry, monkeypatch: pytest.MonkeyPatch) -> Registry:
    beta = dataclasses.replace(
        one_game.get("alpha"),
        game_id="beta",
        title="Beta",
        rules_text_module=temp_rules_module(monkeypatch, "tests_tmp_beta", BETA_SECTIONS),
    )
    return Registry([one_game.get("alpha"), beta])


@pytest.fixture
def browser(qtbot: Any, one_game: Registry) -> RulesBrowser:
    b = RulesBrowser(one_game)
    qtbot.addWidget(b)
    b.show()
    qtbot.waitExposed(b)
    return b


def tree_titles(browser: RulesBrowser) -> list[str]:
    return [
        browser.contents.topLevelItem(i).text(0)
        for i in range(browser.contents.topLevelItemCount())
    ]


def test_opens_at_a_section(browser: RulesBrowser) -> None:
    assert browser.current_section() == "turn"  # the first section by default
    assert browser.open_rules("alpha", "limit")
    assert browser.current_game() == "alpha"
    assert browser.current_section() == "limit"
    assert browser.contents.currentItem().text(0) == "Turn limit"
    text = browser.text.toPlainText()
    assert text.startswith("Turn limit")
    assert "After 1000 turns the highest score wins." in text
    assert tree_titles(browser) == ["A turn", "Turn limit"]


def test_unknown_section_shows_the_first(browser: RulesBrowser) -> None:
    browser.open_rules("alpha", "limit")
    assert not browser.open_rules("alpha", "nope")
    assert browser.current_section() == "turn"
    assert not browser.open_rules("no-such-game")


def test_interpretation_note_only_on_interpretation_sections(browser: RulesBrowser) -> None:
    browser.open_rules("alpha", "limit")
    assert NOTE in browser.text.toPlainText()
    browser.open_rules("alpha", "turn")
    assert NOTE not in browser.text.toPlainText()


def test_search_filters_sections_by_title_or_body_case_insensitively(
    browser: RulesBrowser,
) -> None:
    browser.set_search("TAX")  # only in the body of "A turn"
    assert browser.visible_section_ids() == ["turn"]
    browser.set_search("turn")
    assert browser.visible_section_ids() == ["turn", "limit"]
    browser.set_search("highest SCORE")
    assert browser.visible_section_ids() == ["limit"]
    browser.set_search("<b>")  # markup is not searched
    assert browser.visible_section_ids() == []
    assert browser.no_match_label.isVisible()
    browser.set_search("")
    assert browser.visible_section_ids() == ["turn", "limit"]
    assert not browser.no_match_label.isVisible()


def test_opening_a_section_hidden_by_the_search_clears_the_search(browser: RulesBrowser) -> None:
    browser.set_search("tax")
    assert browser.open_rules("alpha", "limit")
    assert browser.search_edit.text() == ""
    assert browser.current_section() == "limit"


def test_choosing_a_contents_entry_shows_it(browser: RulesBrowser) -> None:
    browser.contents.setCurrentItem(browser.contents.topLevelItem(1))
    assert browser.current_section() == "limit"


def test_game_chooser_only_with_several_games(
    browser: RulesBrowser, two_games: Registry, qtbot: Any
) -> None:
    assert not browser.game_box.isVisible()
    b = RulesBrowser(two_games)
    qtbot.addWidget(b)
    b.show()
    assert b.game_box.isVisible()
    assert [b.game_box.itemText(i) for i in range(b.game_box.count())] == ["Alpha", "Beta"]
    b.open_rules("beta", "crowns")
    assert b.game_box.currentText() == "Beta"
    assert tree_titles(b) == ["Goal", "Crowns"]
    b.game_box.setCurrentIndex(0)
    assert b.current_game() == "alpha"
    assert b.current_section() == "turn"


def test_section_links_open_sections(two_games: Registry, qtbot: Any) -> None:
    b = RulesBrowser(two_games)
    qtbot.addWidget(b)
    b.open_rules("beta", "crowns")
    b.text.anchorClicked.emit(QUrl("section:goal"))
    assert b.current_section() == "goal"


def test_rules_text_that_cannot_be_imported_shows_a_message(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    broken = dataclasses.replace(FIXTURE_SPEC, rules_text_module="tests_tmp_no_such_module")
    b = RulesBrowser(Registry([broken]))
    qtbot.addWidget(b)
    assert b.sections() == ()
    assert "not available" in b.text.toPlainText()


def test_works_with_the_shared_fixture_game(qtbot: Any) -> None:
    registry = fixture_registry()
    b = RulesBrowser(registry)
    qtbot.addWidget(b)
    sections = b.sections("fixture")
    assert sections, "tests/fixture_rules_text.py has no SECTIONS"
    for section in sections:
        assert b.open_rules("fixture", section.section_id)
        text = b.text.toPlainText()
        assert text.startswith(section.title)
        assert plain_text(section.body).split()[0] in text
        assert (NOTE in text) == section.interpretation


def test_language_switch_retranslates_titles_body_and_note(
    browser: RulesBrowser, qtbot: Any, tmp_path: Path
) -> None:
    lrelease = qt_tool("pyside6-lrelease")
    if lrelease is None:
        pytest.skip("pyside6-lrelease is not installed next to Python nor on PATH")
    assert rules_context("Alpha") == "AlphaRules"
    table = {
        "AlphaRules": {
            "A turn": "Un turno",
            "Turn limit": "Limite di turni",
            ALPHA_SECTIONS[1].body: "<p>Dopo 1000 turni vince il punteggio più alto.</p>",
        },
        "RulesBrowser": {NOTE: "Interpretazione della casa: nessuna fonte pubblica la conferma."},
    }
    manager = TranslatorManager(catalogue_dir=compile_catalogue(lrelease, tmp_path, "it", table))
    browser.open_rules("alpha", "limit")
    try:
        assert manager.switch("it") == "it"
        qtbot.waitUntil(lambda: tree_titles(browser) == ["Un turno", "Limite di turni"])
        text = browser.text.toPlainText()
        assert text.startswith("Limite di turni")
        assert "vince il punteggio più alto" in text
        assert "Interpretazione della casa" in text
        browser.set_search("PUNTEGGIO")  # search works on the translated text
        assert browser.visible_section_ids() == ["limit"]
        browser.set_search("")
    finally:
        manager.switch("en")
        manager.setParent(None)
    qtbot.waitUntil(lambda: tree_titles(browser) == ["A turn", "Turn limit"])
    assert NOTE in browser.text.toPlainText()
