"""The refusal query of the controller and the counted lists of the reasons.

GameController.why_not asks the rules why actions are refused without applying
them (the board's `candidate_actions_at` proposes them for a click on a place
that is not highlighted); GameTexts writes (resource, count) lists with each
language's plural forms.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from elasund_desktop.engine.codec import digest
from elasund_desktop.engine.rules import Action, GameConfig, IllegalAction
from elasund_desktop.engine.session import Seat, Session, SessionConfig
from elasund_desktop.games.catan import SPEC
from elasund_desktop.i18n.translator import TranslatorManager
from elasund_desktop.ui.controller import GameController
from elasund_desktop.ui.game_texts import GameTexts

SEATS = (Seat("Ann", 0), Seat("Bob", 1), Seat("Cy", 2))


def test_why_not_answers_without_applying(qapp: QCoreApplication) -> None:
    session: Session[Any] = Session(SPEC.rules(), SessionConfig("catan", GameConfig(3, {}), 8, SEATS))
    controller = GameController(SPEC, session)
    seat = session.to_move()
    assert seat is not None
    state, before = session.state, digest(session.state)
    legal = session.legal_actions()[0]
    # Nothing proposed: nothing to explain.
    assert controller.why_not([]) is None
    # One of the actions is legal after all: nothing to explain either.
    assert controller.why_not([Action(seat, "roll"), legal]) is None
    # The first refusal is the answer.
    first = controller.why_not([Action(seat, "roll"), Action(seat, "end_turn")])
    assert isinstance(first, IllegalAction) and first.reason_key == "not_now"
    # Another seat's action: the rules say whose decision it is.
    other = controller.why_not([Action((seat + 1) % 3, "place_settlement", (0,))])
    assert other is not None and other.reason_key == "not_your_turn"
    # The legal action was tried too, and still nothing moved.
    assert session.state is state and digest(state) == before and not session.actions
    assert not controller.dirty


@pytest.fixture
def language(qapp: QCoreApplication) -> Iterator[TranslatorManager]:
    manager = TranslatorManager(qapp)
    yield manager
    manager.switch("en")
    manager.setParent(None)


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("en", "This costs 2 grain, 3 ore; you are missing 1 grain, 3 ore."),
        ("it", "Costo: 2 carte grano, 3 carte minerale. Ti manca: 1 carta grano, 3 carte minerale."),
        ("uk", "Ціна: 2 карти зерна, 3 карти руди; вам бракує: 1 карта зерна, 3 карти руди."),
        ("da", "Det koster 2 korn, 3 malm; du mangler 1 korn, 3 malm."),
        ("hu", "Ára: 2 búza, 3 érc; hiányzik: 1 búza, 3 érc."),
    ],
)
def test_missing_cards_use_the_plural_forms_of_each_language(
    language: TranslatorManager, code: str, expected: str
) -> None:
    assert language.switch(code) == code
    texts = GameTexts("elasund_desktop.games.catan.texts", SEATS)
    error = IllegalAction(
        "cannot_afford", cost=(("grain", 2), ("ore", 3)), missing=(("grain", 1), ("ore", 3))
    )
    assert texts.reason(error) == expected


def test_ukrainian_has_three_forms(language: TranslatorManager) -> None:
    language.switch("uk")
    texts = GameTexts("elasund_desktop.games.catan.texts", SEATS)
    assert [texts.counted("ore", n) for n in (1, 3, 5, 21)] == [
        "1 карта руди", "3 карти руди", "5 карт руди", "21 карта руди"
    ]
