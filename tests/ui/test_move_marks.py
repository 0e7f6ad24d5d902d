"""What just happened: after the computers' turn the board marks exactly the
places their actions touched, and the Your move panel sums their moves up."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QGraphicsPathItem

from elasund_desktop.ai.bots import bot_rng, make_bot
from elasund_desktop.engine.rules import Action, GameConfig
from elasund_desktop.engine.session import HUMAN, Seat, Session, SessionConfig
from elasund_desktop.games import default_registry
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.main_window import MainWindow
from elasund_desktop.ui.move_marks import MARK_COLOUR, MARK_Z, recent_indices


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    win = build_main_window(default_registry(), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def recorded_game(seed: int, moves: int) -> Session[Any]:
    """Catan, Ann (human) against two computers, all moved by the computer player
    the window uses (same bot, same random numbers), so the window's computers
    make exactly these moves again."""
    spec = default_registry().get("catan")
    seats = (Seat("Ann", 0, HUMAN), Seat("Bo", 1, spec.bots[0]), Seat("Cy", 2, spec.bots[0]))
    session: Session[Any] = Session(
        spec.rules(), SessionConfig("catan", GameConfig(3, {}), seed, seats)
    )
    bot = make_bot(spec.bots[0])
    while len(session.actions) < moves:
        view = session.rules.view(session.state, session.to_move())
        session.apply(
            bot.choose(view, session.legal_actions(), bot_rng(seed, len(session.actions)))
        )
    return session


def catan_places(actions: list[Action]) -> set[tuple[str, int]]:
    """The board places of Catan actions, by the rules' meaning of their arguments."""
    places: set[tuple[str, int]] = set()
    for a in actions:
        if a.kind in ("place_settlement", "build_settlement", "build_city"):
            places.add(("node", a.args[0]))
        elif a.kind in ("place_road", "build_road"):
            places.add(("edge", a.args[0]))
        elif a.kind == "move_robber":
            places.add(("hex", a.args[0]))
    return places


def computer_turn(played: Session[Any], start: int) -> tuple[int, int]:
    """(j, m): Ann's decision ends at j, the computers move j..m-1, Ann is to move at m."""
    actions = played.actions
    for j in range(start, len(actions) - 1):
        if actions[j - 1].player == 0 and actions[j].player != 0:
            m = j
            while m < len(actions) and actions[m].player != 0:
                m += 1
            if m < len(actions):
                return j, m
    raise AssertionError("no computer turn found")


@pytest.mark.parametrize("start", [5, 150])
def test_after_the_computers_turn_exactly_the_touched_places_are_marked(
    qtbot: Any, window: MainWindow, start: int
) -> None:
    played = recorded_game(seed=4, moves=400)
    j, m = computer_turn(played, start)
    spec = window.registry.get("catan")
    session: Session[Any] = Session.replay(spec.rules(), played.config, played.actions[:j])
    window.install_session(spec, session)
    assert window.controller is not None
    qtbot.waitUntil(
        lambda: window.controller is not None and window.controller.to_move() == 0, timeout=20000
    )
    live = window.controller.session
    assert list(live.actions) == list(played.actions[:m])  # the same computer moves
    expected = catan_places(list(played.actions[j:m]))
    assert set(window.move_marks.targets) == expected
    # One outline per item of each marked place, in the mark colour, in the scene.
    scene = window.scene
    assert scene is not None
    outlines = [i for i in window.move_marks.items if i.scene() is scene]
    assert len(outlines) == sum(len(scene.items_for(t)) for t in expected)
    assert all(o.pen().color() == MARK_COLOUR for o in outlines)
    # The board keeps its items from move to move (no clear): the marks of the
    # earlier turns are gone, and each outline is the shape of a touched item.
    assert scene_marks(scene) == len(outlines)
    shapes = {
        _rounded(scene.pieces.scene_shape(item)) for t in expected for item in scene.items_for(t)
    }
    assert {_rounded(o.path()) for o in outlines} == shapes
    # The summary lists the computers' moves (their log lines) under the prompt.
    prompt = window.actions_panel.prompt.text()
    assert "Since your last move:" in prompt
    texts = window.texts
    assert texts is not None
    for index in range(j, m):
        for event in played.events[index]:
            line = texts.event(event, 0)
            if line:
                assert line in prompt
    # Ann acts: the computers' marks fade, her own move is the recent one.
    legal = live.legal_actions()
    window.choose_action(legal[0])
    if live.actions[-1].player == 0 and window.controller.to_move() == 0:
        assert recent_indices(live)[-1] == len(live.actions) - 1
        assert set(window.move_marks.targets) == catan_places(
            [live.actions[i] for i in recent_indices(live)]
        )
        assert "Since your last move:" not in window.actions_panel.prompt.text()
        assert scene_marks(scene) == len(window.move_marks.items)


def scene_marks(scene: Any) -> int:
    """The amber outlines in the scene, whoever drew them."""
    return sum(
        1
        for item in scene.items()
        if isinstance(item, QGraphicsPathItem)
        and item.zValue() == MARK_Z
        and item.pen().color() == MARK_COLOUR
    )


def _rounded(path: Any) -> tuple[int, ...]:
    return tuple(round(v) for v in path.boundingRect().getRect())


def test_carrara_a_computers_building_marks_no_place_of_the_learners_own_board(
    qtbot: Any, window: MainWindow
) -> None:
    """Carrara's city columns and type spaces are targets on the board of the
    player to move only.  After the computers' turn in which Computer 1 built in
    Massa and Computer 2 scored a type (the guided game, played by its hints),
    the marks show the wheel segments and tiles they touched, and neither the
    learner's Massa column nor the learner's type space: those are not the
    places the computers touched."""
    from elasund_desktop.lessons.catalogue import lesson_of
    from elasund_desktop.lessons.runner import autoplay

    lesson = lesson_of("carrara")
    assert lesson is not None
    played, _run = autoplay(lesson)
    actions = played.actions
    own_board = ("build_in", "pay", "score_type")
    # the end of a computers' turn (learner to move next) with an own-board move in it
    m = next(
        i
        for i in range(1, len(actions))
        if actions[i].player == 0
        and actions[i - 1].player != 0
        and any(a.kind in own_board for a in actions[i - 8 : i] if a.player != 0)
    )
    spec = window.registry.get("carrara")
    session: Session[Any] = Session.replay(spec.rules(), played.config, actions[:m])
    window.install_session(spec, session, start_bots=False)
    scene = window.scene
    assert scene is not None and session.to_move() == 0
    recent = [session.actions[i] for i in recent_indices(session)]
    assert any(a.kind in own_board for a in recent)
    expected = {
        scene.target_of(a)
        for a in recent
        if scene.target_of(a) is not None
        and a.kind not in own_board
        and scene.items_for(scene.target_of(a))
    }
    assert set(window.move_marks.targets) == expected
    assert not any(t[0] in ("city", "pay", "score_type") for t in window.move_marks.targets)
    # the learner's own building is marked on the learner's own board
    assert scene.touched_by(Action(0, "build_in", ("massa",))) == ("city", "massa")
    assert scene.touched_by(Action(1, "build_in", ("massa",))) is None
