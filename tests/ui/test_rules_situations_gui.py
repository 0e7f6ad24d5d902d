"""Issue 26, Deliver 3: "Each section of each game's rules reference that is about
something on the board has a picture drawn by that game's own board from an engine
situation ..., and a 'Try it' button that opens the situation on a practice board
where the player can make the legal moves the rule is about (refusals explained as
in a game), then return to the text."

Through the real window: Help ▸ Rules at Catan's set-up (the distance rule), its
picture, Try it, a corner next to a settlement refused with the rule's reason, a
highlighted corner taken, and back to the same section."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import QApplication

from elasund_desktop.engine.rules import IllegalAction
from elasund_desktop.games import default_registry
from elasund_desktop.lessons.situations import offered_actions, reach, situations_of
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.main_window import MainWindow

WITH_SITUATIONS = [g for g in default_registry().ids() if situations_of(g) is not None]


@pytest.fixture
def win(qtbot: Any) -> Iterator[MainWindow]:
    window = build_main_window(default_registry(), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)
    yield window
    if window.translator is not None:
        window.translator.switch("en")


@pytest.mark.parametrize("game", WITH_SITUATIONS)
def test_every_situation_has_its_picture_in_its_section(win: MainWindow, game: str) -> None:
    situations = situations_of(game)
    assert situations is not None
    win.open_rules(game)
    browser = win._rules_dialog.browser  # type: ignore[union-attr]
    for situation in situations.situations:
        assert browser.open_rules(game, situation.section)
        page = browser.text.toHtml()
        assert f"situation:{situation.id}" in page and f"try:{situation.id}" in page
        image = browser.situation_image(situation.id)
        assert image is not None and not image.isNull() and image.width() > 200
        # drawn by the board: not a blank page
        colours = {
            image.pixel(x, y)
            for x in range(0, image.width(), 17)
            for y in range(0, image.height(), 17)
        }
        assert len(colours) > 20


def test_try_it_opens_a_practice_board_and_returns_to_the_text(qtbot: Any, win: MainWindow) -> None:
    situations = situations_of("catan")
    assert situations is not None
    situation = situations.get("distance_rule")
    win.open_rules("catan", "setup")
    dialog = win._rules_dialog
    assert dialog is not None
    dialog.browser.text.anchorClicked.emit(QUrl("try:distance_rule"))  # type: ignore[attr-defined]
    guide, controller, scene = win.lesson_guide, win.controller, win.scene
    assert guide is not None and controller is not None and scene is not None
    assert guide.lesson.practice and not dialog.isVisible()
    session = controller.session
    assert session.actions == reach("catan", situation).actions
    assert win.may_act()
    offered = offered_actions(session, situation)
    assert set(scene.highlighted_targets()) == {scene.target_of(a) for a in offered}
    # a corner next to a settlement: the rules' own reason, nothing applied
    forbidden, reason = situation.refused[0]
    before = len(session.actions)
    target = scene.target_of(forbidden)
    item = scene.items_for(target)[0]
    win.view.ensureVisible(item)
    pos = win.view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert len(session.actions) == before
    assert win.texts is not None
    assert win.statusBar().currentMessage() == win.texts.reason(IllegalAction(reason))
    # a highlighted corner: the rule's move, and the practice step is done
    win.choose_action(offered[0])
    assert len(session.actions) == before + 1
    assert guide.run.finished()
    assert guide.panel.leave_button.text().replace("&", "") == "Back to the rules"
    qtbot.mouseClick(guide.panel.leave_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert win.lesson_guide is None and dialog.isVisible()
    assert dialog.browser.current_section() == "setup"  # type: ignore[attr-defined]


@pytest.mark.parametrize("game", WITH_SITUATIONS)
def test_every_situation_opens_on_a_practice_board_with_its_moves_offered(
    win: MainWindow, game: str
) -> None:
    """Each game's practice boards: the learner to move at the situation, the board's
    highlights (or the move panel's buttons) are exactly the rule's moves, and each
    forbidden move is refused with the rule's reason and changes nothing."""
    situations = situations_of(game)
    assert situations is not None
    for situation in situations.situations:
        win.start_practice(game, situation.id)
        guide, controller, scene = win.lesson_guide, win.controller, win.scene
        assert guide is not None and controller is not None and scene is not None
        controller.set_paused(True)  # only the learner moves here
        session = controller.session
        assert win.may_act(), situation.id
        offered = offered_actions(session, situation)
        targets = {scene.target_of(a) for a in offered} - {None}
        assert set(scene.highlighted_targets()) == targets, situation.id
        assert guide.board_actions(session.legal_actions()) == offered
        before = len(session.actions)
        for action, reason in situation.refused:
            with pytest.raises(IllegalAction) as refused:
                session.rules.apply(session.state, action)
            assert refused.value.reason_key == reason
            win.choose_action(action)
            assert len(session.actions) == before, (situation.id, action)
            assert win.texts is not None
            assert win.statusBar().currentMessage() == win.texts.reason(refused.value)
