"""Issue 11: placing and moving pieces is animated briefly, never blocking input,
with a Settings ▸ Animations switch that is remembered; computer moves wait for
the animation of the move before, so they are shown one by one.

The test suite switches animations off (tests/conftest.py); these tests switch
them on for their own window or scene.
"""

from __future__ import annotations

import itertools
import time
from typing import Any

import pytest
from PySide6.QtGui import QColor

from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import HUMAN, Seat, Session, SessionConfig
from elasund_desktop.games import default_registry
from elasund_desktop.persistence.settings import Settings, load_settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.board_pieces import ANIMATIONS_ENV, APPEAR_MS, MOVE_MS
from elasund_desktop.ui.palette import PALETTE


@pytest.fixture
def animated(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ANIMATIONS_ENV, "1")


def _catan_scene(session: Session[Any]) -> Any:
    from elasund_desktop.games.catan.board import make_board

    scene = make_board(None)
    seats = session.config.seats
    scene.set_players(
        seats,
        [QColor(PALETTE[s.colour % len(PALETTE)].qcolor) for s in seats],
        [PALETTE[s.colour % len(PALETTE)].marker for s in seats],
    )
    scene.pieces.animate = True
    return scene


def _session() -> Session[Any]:
    """Catan, Ann (at the computer, the first to place) against Bo (a computer player)."""
    spec = default_registry().get("catan")
    seats = (Seat("Ann", 0, HUMAN), Seat("Bo", 1, spec.bots[0]))
    session: Session[Any] = Session(
        spec.rules(), SessionConfig("catan", GameConfig(2, {}), 2, seats)
    )
    assert session.to_move() == 0
    return session


def test_a_placed_settlement_fades_in_and_ends_in_place(qtbot: Any) -> None:
    session = _session()
    scene = _catan_scene(session)
    rules = session.rules
    scene.draw_state(session.state, rules.view(session.state, 0), 0)
    node = next(a for a in session.legal_actions() if a.kind == "place_settlement").args[0]
    session.apply(next(a for a in session.legal_actions() if a.args == (node,)))
    started = time.perf_counter()
    scene.draw_state(session.state, rules.view(session.state, 1), 1)
    piece = scene.pieces.items_of(("node", node))[0]
    assert piece.opacity() < 0.5  # just placed: fading in
    assert scene.pieces.animating()
    # The rest of the board does not move: the first frame of a game animates nothing.
    assert scene.pieces.items_of(("hex", 0))[0].opacity() == 1.0
    qtbot.waitUntil(lambda: not scene.pieces.animating(), timeout=30_000)
    assert time.perf_counter() - started >= APPEAR_MS / 1000 * 0.8
    assert piece.opacity() == 1.0
    assert scene.pieces.final_offset(piece).isNull()


def test_the_robber_glides_and_the_highlights_are_at_the_final_places(qtbot: Any) -> None:
    from elasund_desktop.games.catan import data as D  # noqa: N812

    session = _session()
    scene = _catan_scene(session)
    rules = session.rules
    state = session.state
    scene.draw_state(state, rules.view(state, None), None)
    robber = scene.pieces.items_of("robber")[0]
    before = robber.sceneBoundingRect().center()
    other = next(h for h in range(D.NUM_HEXES) if h != state.robber)
    moved = state._replace(robber=other)  # only the robber differs
    scene.draw_state(moved, rules.view(moved, None), None)
    robber = scene.pieces.items_of("robber")[0]
    # It starts where it stood and ends on the new hex, in MOVE_MS.
    assert robber.sceneBoundingRect().center() == before
    final = robber.sceneBoundingRect().center() + scene.pieces.final_offset(robber)
    hex_centre = scene.pieces.items_of(("hex", other))[0].sceneBoundingRect().center()
    assert abs(final.x() - hex_centre.x()) < 60 and abs(final.y() - hex_centre.y()) < 30
    # The outline drawn during the move (highlight, mark, cursor) is the final one.
    shape = scene.pieces.scene_shape(robber).boundingRect().center()
    assert abs(shape.x() - final.x()) < 1 and abs(shape.y() - final.y()) < 1
    qtbot.waitUntil(lambda: not scene.pieces.animating(), timeout=MOVE_MS * 5)
    assert robber.sceneBoundingRect().center() == final


def test_a_click_during_an_animation_is_taken_at_once(qtbot: Any, animated: None) -> None:
    """Never blocking input: the next choice works while the last piece still fades in."""
    registry = default_registry()
    window = build_main_window(registry, Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(window)
    window.show()
    spec = registry.get("catan")
    window.install_session(spec, _session())
    assert window.scene is not None and window.scene.pieces.animate
    controller = window.controller
    assert controller is not None
    first = next(a for a in controller.session.legal_actions() if a.kind == "place_settlement")
    window.choose_action(first)
    assert window.scene.pieces.animating()
    road = next(a for a in controller.session.legal_actions() if a.kind == "place_road")
    window.choose_action(road)  # while the settlement still fades in
    assert controller.session.actions[-1] == road


def test_the_animations_setting_is_remembered_and_switches_the_boards(
    qtbot: Any, animated: None
) -> None:
    registry = default_registry()
    window = build_main_window(registry, load_settings(), "en")
    qtbot.addWidget(window)
    window.show()
    window.install_session(registry.get("catan"), _session())
    assert window.act_animations.isChecked() and window.scene is not None
    assert window.scene.pieces.animate
    window.act_animations.trigger()
    assert not window.scene.pieces.animate
    assert load_settings().animations is False
    again = build_main_window(registry, load_settings(), "en")
    qtbot.addWidget(again)
    assert not again.act_animations.isChecked()


def test_the_environment_switch_wins_over_the_setting(qtbot: Any) -> None:
    """The test suite runs with animations off whatever the settings say."""
    registry = default_registry()
    window = build_main_window(registry, Settings(autosave=False, animations=True), "en")
    qtbot.addWidget(window)
    window.install_session(registry.get("catan"), _session())
    assert window.scene is not None and not window.scene.pieces.animate


def test_a_computer_move_waits_for_the_animation_of_the_move_before(
    qtbot: Any, animated: None
) -> None:
    """At the Instant speed the computers' moves are still shown one by one: the
    next one is applied only when the last one's animation has ended."""
    registry = default_registry()
    window = build_main_window(registry, Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(window)
    window.show()
    spec = registry.get("catan")
    seats = (Seat("Bo", 0, spec.bots[0]), Seat("Cy", 1, spec.bots[0]))
    session: Session[Any] = Session(
        spec.rules(), SessionConfig("catan", GameConfig(2, {}), 5, seats)
    )
    window.install_session(spec, session)
    controller = window.controller
    assert controller is not None and window.scene is not None
    live = controller.session
    qtbot.waitUntil(lambda: len(live.actions) >= 1, timeout=30_000)
    applied: list[tuple[int, float]] = []
    controller.state_changed.connect(
        lambda: applied.append((len(live.actions), time.perf_counter()))
    )
    qtbot.waitUntil(lambda: len(applied) >= 3, timeout=30_000)
    controller.set_paused(True)
    # Set-up moves place a settlement or a road: each fades in before the next comes.
    gaps = [b[1] - a[1] for a, b in itertools.pairwise(applied)]
    assert all(gap >= APPEAR_MS / 1000 * 0.8 for gap in gaps), gaps
