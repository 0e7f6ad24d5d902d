"""A count of a game term is written in the term's plural form.

Playtest: the Catan log read "Easy 3 receives 2 brick." (and the Italian one
"riceve 2 mattone"): the texts put a plural count before the term's singular
name ("%n {resource}").  Such texts now say "{n_resource}", which the window
fills with the COUNTED text of the term for the event's count ("2 bricks",
the gains column's own words).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from elasund_desktop.engine.rules import Action, Event
from elasund_desktop.engine.session import Seat
from elasund_desktop.i18n.languages import SOURCE_LANGUAGE, TRANSLATED
from elasund_desktop.i18n.translator import TranslatorManager
from elasund_desktop.ui.game_texts import GameTexts

SEATS = (Seat("Ann", 0), Seat("Bo", 1))
CATAN = "elasund_desktop.games.catan.texts"


@pytest.fixture
def translator(qapp: Any) -> Iterator[TranslatorManager]:
    manager = TranslatorManager()
    yield manager
    manager.switch("en")
    manager.setParent(None)


def test_english_counts_of_a_resource_agree_with_the_number(translator: TranslatorManager) -> None:
    translator.switch("en")
    texts = GameTexts(CATAN, SEATS)
    produce = Event.make("produce", player=1, resource="brick", count=2)
    assert texts.event(produce) == "Bo receives 2 bricks."
    one = Event.make("produce", player=1, resource="brick", count=1)
    assert texts.event(one) == "Bo receives 1 brick."
    trade = Event.make("bank_trade", player=0, give="brick", count=4, resource="ore")
    assert texts.event(trade) == "Ann trades 4 bricks with the bank for 1 ore."
    assert texts.action(Action(0, "bank_trade", ("brick", 3))) == "Trade 3 bricks with the bank"


@pytest.mark.parametrize("lang", [*TRANSLATED, SOURCE_LANGUAGE])
@pytest.mark.parametrize("count", [1, 2, 5])
def test_every_language_writes_the_count_with_the_terms_own_plural(
    translator: TranslatorManager, lang: str, count: int
) -> None:
    translator.switch(lang)
    texts = GameTexts(CATAN, SEATS)
    for resource in ("lumber", "brick", "wool", "grain", "ore"):
        counted = texts.counted(resource, count)
        assert str(count) in counted
        for key in ("produce", "setup_yield"):
            line = texts.event(Event.make(key, player=0, resource=resource, count=count))
            assert counted in line, (lang, key, line)
        gives = Event.make("trade_cards", player=0, other_player=1, resource=resource, count=count)
        assert counted in texts.event(gives)
