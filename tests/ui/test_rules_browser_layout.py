"""The rules browser's layout (issue 7 item 14, issue 25): table cells have
padding, and the contents tree takes at most 30 % of the width with no section
title cut (a long one wraps; each has its whole title as tooltip), in every
language and every game."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics, QTextTable
from PySide6.QtWidgets import QDialog, QVBoxLayout

from elasund_desktop.games import default_registry
from elasund_desktop.i18n.translator import TranslatorManager
from elasund_desktop.ui.rules_browser import CELL_PADDING, RulesBrowser, padded_tables


@pytest.fixture(scope="module")
def translator() -> Iterator[TranslatorManager]:
    manager = TranslatorManager()
    yield manager
    manager.switch("en")
    manager.setParent(None)


def tables_of(browser: RulesBrowser) -> list[QTextTable]:
    found: list[QTextTable] = []
    pending = [browser.text.document().rootFrame()]
    while pending:
        frame = pending.pop()
        if isinstance(frame, QTextTable):
            found.append(frame)
        pending.extend(frame.childFrames())
    return found


def test_padded_tables_adds_padding_and_borders() -> None:
    assert padded_tables("<table><tr><td>a</td></tr></table>") == (
        f'<table border="1" cellspacing="0" cellpadding="{CELL_PADDING}"><tr><td>a</td></tr></table>'
    )
    assert padded_tables('<table border="1" cellpadding="3">') == (
        f'<table border="1" cellpadding="{CELL_PADDING}">'
    )


@pytest.mark.parametrize("lang", ["en", "it", "da", "uk", "hu"])
def test_tables_padded_and_contents_not_elided(
    qtbot: Any, translator: TranslatorManager, lang: str
) -> None:
    translator.switch(lang)
    dialog = QDialog()
    qtbot.addWidget(dialog)
    browser = RulesBrowser(default_registry(), dialog)
    QVBoxLayout(dialog).addWidget(browser)
    dialog.resize(900, 700)  # the size the main window opens it at
    dialog.show()
    qtbot.waitExposed(dialog)
    tables_seen = 0
    for spec in default_registry():
        for section in browser.sections(spec.game_id):
            browser.open_rules(spec.game_id, section.section_id)
            for table in tables_of(browser):
                tables_seen += 1
                assert table.format().cellPadding() >= 4, (spec.game_id, section.section_id)
        qtbot.wait(5)
        tree = browser.contents
        metrics = QFontMetrics(tree.font())
        # Issue 25: the contents took half the window; at most 30 % now, and a
        # long title wraps onto more lines instead of widening the contents.
        assert tree.width() <= 0.3 * browser.width() + 1, (lang, spec.game_id)
        for item in browser._items():
            rect = tree.visualItemRect(item)
            text = item.text(0)
            assert item.toolTip(0) == text  # the whole title, however narrow the tree
            # At the size the window opens it, every title shows whole, wrapped.
            wrapped = metrics.boundingRect(
                QRect(0, 0, rect.width() - 8, 10_000), int(Qt.TextFlag.TextWordWrap), text
            )
            assert wrapped.height() <= rect.height(), (lang, text)
            assert metrics.horizontalAdvance(max(text.split(), key=len)) <= rect.width() - 8
    assert tables_seen >= 3
