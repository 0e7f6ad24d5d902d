"""Computer players in the window: no freezing, undo cancels, Hint, indicator, levels in the dialog."""

from __future__ import annotations

import os
from typing import Any

import pytest
from PySide6.QtCore import QTimer

from elasund_desktop.ai.search import Cancelled
from elasund_desktop.ai.worker import shared_service
from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Seat, SessionConfig
from elasund_desktop.games import default_registry
from elasund_desktop.games.catan.rules import CatanRules
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.main_window import MainWindow
from elasund_desktop.ui.new_game_dialog import NewGameDialog
from tests.bounded import Bound

# Every test here waits for a Medium or Hard search in the helper process; on a
# busy machine the searches' floor of iterations (ai/levels.py) makes each take
# several seconds: the waits are generous, and so is the time limit.
pytestmark = pytest.mark.timeout(180)


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    win = build_main_window(default_registry(), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def _seed_where_first(players: int, seat: int) -> int:
    rules = CatanRules()
    return next(s for s in range(200) if rules.setup(GameConfig(players), s).first_player == seat)


def _catan(win: MainWindow, controllers: list[str], seed: int) -> None:
    seats = tuple(Seat(f"P{i + 1}", i, c) for i, c in enumerate(controllers))
    win.start_game(SessionConfig("catan", GameConfig(len(seats), {}), seed, seats))


def test_a_hard_seat_thinks_in_a_helper_process_while_the_window_runs_on(
    qtbot: Any, window: MainWindow
) -> None:
    """While a computer player thinks the window keeps handling its events, and
    Medium/Hard think in the helper process (ai/worker.py), not in the window's.

    How long the GUI thread may be held is a wall-clock figure, measured by
    bench/bench_gui_gaps.py (a loaded machine would turn it red here); this
    checks the behaviour: timer ticks arrive inside every search, and each of
    the Hard seat's decisions was answered by another process."""
    service = shared_service()
    asked: list[str] = []
    real_decide = service.decide

    def spy(*args: Any, **kwargs: Any) -> Any:
        asked.append(args[3])  # the level
        return real_decide(*args, **kwargs)

    service.decide = spy  # type: ignore[method-assign]
    try:
        ticks: dict[int, int] = {}  # search number -> ticks that fell inside it
        searches = [0]

        def on_seat(seat: int) -> None:
            if seat >= 0:
                searches[0] += 1

        def tick() -> None:
            if controller.is_thinking():
                ticks[searches[0]] = ticks.get(searches[0], 0) + 1

        seed = _seed_where_first(4, 0)
        _catan(window, ["hard", "random", "random", "random"], seed)
        controller = window.controller
        assert controller is not None
        controller.thinking_seat.connect(on_seat)
        timer = QTimer()
        timer.setInterval(10)
        timer.timeout.connect(tick)
        timer.start()
        qtbot.waitUntil(lambda: len(controller.session.actions) >= 6, timeout=120_000)
        timer.stop()
    finally:
        service.decide = real_decide  # type: ignore[method-assign]
    hard_moves = [a for a in controller.session.actions if a.player == 0]
    assert hard_moves, "the Hard seat placed pieces: the game goes on"
    assert asked.count("hard") >= len(hard_moves)
    assert service._proc is not None and service._proc.pid != os.getpid()
    assert ticks and all(n > 0 for n in ticks.values()), ticks


def test_undo_while_a_computer_player_thinks_cancels_it(qtbot: Any, window: MainWindow) -> None:
    seed = _seed_where_first(2, 0)
    _catan(window, ["human", "hard"], seed)
    controller = window.controller
    assert controller is not None
    # the helper process starts with the game (a person needs that long to move)
    qtbot.waitUntil(shared_service().warmed.is_set, timeout=20_000)
    rules = controller.session.rules
    place = rules.legal_actions(controller.session.state)[0]
    window.choose_action(place)
    road = rules.legal_actions(controller.session.state)[0]
    window.choose_action(road)
    assert controller.to_move() == 1
    qtbot.waitUntil(controller.is_thinking, timeout=30_000)
    assert window.ai_tools.indicator.isVisible()  # type: ignore[attr-defined]
    assert window.ai_tools.indicator.thinking_name() == "P2"  # type: ignore[attr-defined]
    # the status bar says it once: the indicator "is thinking", the line whose move it is
    assert window.ai_tools.indicator.text().startswith("P2 is thinking")  # type: ignore[attr-defined]
    assert window.status_label.text() == "P2 (computer) to move."
    thread = controller.thinking_thread
    assert thread is not None and thread.is_alive()
    answers: list[object] = []
    real_answer = controller._on_bot_decided

    def seen(generation: int, choice: object) -> None:
        answers.append(choice)
        real_answer(generation, choice)

    controller._on_bot_decided = seen  # type: ignore[method-assign]
    window.undo()  # the search is told to stop first, then the board is redrawn
    assert controller.to_move() == 0 and len(controller.session.actions) == 1
    qtbot.waitUntil(lambda: not thread.is_alive() and bool(answers), timeout=20_000)
    # the search was cut short: it answered "cancelled", never with a move
    # (how soon is a wall-clock figure: bench/bench_gui_gaps.py's neighbour, not a test)
    assert len(answers) == 1 and isinstance(answers[0], Cancelled)
    qtbot.waitUntil(lambda: not controller.is_thinking(), timeout=30_000)
    assert len(controller.session.actions) == 1
    assert not window.ai_tools.indicator.isVisible()  # type: ignore[attr-defined]


def test_hint_highlights_a_legal_target(qtbot: Any, window: MainWindow) -> None:
    seed = _seed_where_first(4, 0)
    _catan(window, ["human", "easy", "easy", "easy"], seed)
    controller = window.controller
    assert controller is not None and controller.to_move() == 0
    tools = window.ai_tools  # type: ignore[attr-defined]
    assert tools.act_hint in window.edit_menu.actions()
    assert tools.act_hint.shortcut().toString() == "Ctrl+H"
    with qtbot.waitSignal(tools.hints.hint_shown, timeout=45_000) as blocker:
        tools.act_hint.trigger()
    action = blocker.args[0]
    assert action in controller.session.legal_actions()
    assert action.kind == "place_settlement"
    assert tools.hints.last_target in window.scene.highlighted_targets()  # type: ignore[union-attr]
    outlines = tools.hints.outlines()
    assert outlines and all(h.scene() is window.scene for h in outlines)
    assert "Hint" in window.statusBar().currentMessage()
    # the move made, the outline goes
    window.choose_action(action)
    assert not tools.hints.outlines()


def test_new_game_dialog_offers_levels_with_descriptions(qtbot: Any) -> None:
    dialog = NewGameDialog(default_registry())
    qtbot.addWidget(dialog)
    index = dialog.game_combo.findData("catan")
    dialog.game_combo.setCurrentIndex(index)
    combo = dialog.controller_combos[1]
    assert combo.currentData() == "medium"  # a new computer seat gets Medium
    for level in ("easy", "medium", "hard"):
        i = combo.findData(level)
        assert i >= 0
        assert combo.itemData(i, 3)  # Qt.ToolTipRole: the level's description
    assert "Hard:" in dialog.levels_label.text() and "Easy:" in dialog.levels_label.text()
    assert combo.findData("catan_random") >= 0  # old ids stay for saves and tests


def test_a_hint_for_a_button_move_rings_that_button_until_the_position_changes(
    qtbot: Any, window: MainWindow
) -> None:
    """A hinted move without a board place (Elasund: take 2 gold or place a
    permit, end the turn ...) is ringed on its button, where the player looks;
    the status bar alone sits far from the buttons.  The ring goes with the
    move, and after undo and back to the same decision no ring is left until
    a hint is asked for again."""
    seats = (Seat("Me", 0, "human"), Seat("Easy", 1, "easy"))
    window.start_game(SessionConfig("elasund", GameConfig(2, {}), 3, seats))
    controller = window.controller
    assert controller is not None
    panel = window.actions_panel
    tools = window.ai_tools  # type: ignore[attr-defined]
    # play the first legal move until a decision between two buttons or more
    for _ in range(200):
        qtbot.waitUntil(controller.human_to_move, timeout=30_000)
        if len(panel.buttons) >= 2:
            break
        window.choose_action(controller.session.legal_actions()[0])
    assert len(panel.buttons) >= 2
    with qtbot.waitSignal(tools.hints.hint_shown, timeout=45_000) as blocker:
        tools.act_hint.trigger()
    hinted = blocker.args[0]
    assert window.scene is not None and window.scene.target_of(hinted) is None
    button = panel.button_for(hinted)
    assert button is not None and tools.hints.marked_button() is button
    assert button.hint_colour is not None
    assert all(b.hint_colour is None for b in panel.buttons if b is not button)  # type: ignore[attr-defined]
    # undo the decision before, then come back to this one: no ring
    # (free undo: that decision drew a hidden influence card)
    controller.free_undo = True
    before = len(controller.session.actions)
    previous = controller.session.actions[-1]
    assert previous.player == 0 and controller.can_undo(0)
    window.undo()
    assert len(controller.session.actions) == before - 1
    assert tools.hints.marked_button() is None
    window.choose_action(previous)
    assert len(controller.session.actions) == before
    assert all(b.hint_colour is None for b in panel.buttons)  # type: ignore[attr-defined]
    with qtbot.waitSignal(tools.hints.hint_shown, timeout=45_000):
        tools.act_hint.trigger()
    button = panel.button_for(tools.hints.last_hint)
    assert button is not None and button.hint_colour is not None
    # the hinted move made, no ring is left on any button
    button.click()
    assert all(b.hint_colour is None for b in panel.buttons)  # type: ignore[attr-defined]
    assert tools.hints.marked_button() is None


def test_a_hint_for_a_button_move_marks_that_button(qtbot: Any, window: MainWindow) -> None:
    """A hint whose move has no board place (Catan's "Roll the dice") is shown on
    its button in the Your move panel, not only in the status bar far away: the
    button is ringed and has the keyboard focus; the ring goes with the move."""
    seed = _seed_where_first(2, 0)
    _catan(window, ["human", "easy"], seed)
    controller = window.controller
    assert controller is not None
    session = controller.session
    # the set-up placements (board moves), until the human's first turn begins
    bound = Bound(400, "the human's first roll")
    while not any(a.kind == "roll" for a in session.legal_actions()):
        bound.step()
        qtbot.waitUntil(controller.human_to_move, timeout=30_000)
        if any(a.kind == "roll" for a in session.legal_actions()):
            break
        window.choose_action(session.legal_actions()[0])
    tools = window.ai_tools  # type: ignore[attr-defined]
    with qtbot.waitSignal(tools.hints.hint_shown, timeout=45_000) as blocker:
        tools.act_hint.trigger()
    action = blocker.args[0]
    assert action in session.legal_actions()
    assert window.scene is not None and window.scene.target_of(action) is None
    button = tools.hints.marked_button()
    assert button is window.actions_panel.button_for(action)
    assert button is not None
    assert button.text().startswith(window.texts.action(action))  # type: ignore[union-attr]
    assert button.hint_colour is not None and button.hasFocus()
    window.choose_action(action)
    assert tools.hints.marked_button() is None
    assert all(b.hint_colour is None for b in window.actions_panel.buttons)  # type: ignore[attr-defined]


def test_a_hint_on_the_board_scrolls_its_place_into_view(qtbot: Any, window: MainWindow) -> None:
    """The board is often larger than its view (it never shrinks below a readable
    scale, and a player zooms in): the hinted place is scrolled into the view,
    or the player sees "Hint: ..." and no outline anywhere."""
    seats = (Seat("P1", 0, "human"), Seat("P2", 1, "easy"))
    window.start_game(SessionConfig("elfenland", GameConfig(2, {}), 7, seats))
    controller = window.controller
    assert controller is not None and window.scene is not None
    qtbot.waitUntil(controller.human_to_move, timeout=30_000)
    view = window.view
    view.scale_by(4.0)  # zoomed in: a small part of the board shows
    view.centerOn(window.scene.sceneRect().topRight())
    tools = window.ai_tools  # type: ignore[attr-defined]
    with qtbot.waitSignal(tools.hints.hint_shown, timeout=45_000) as blocker:
        tools.act_hint.trigger()
    assert window.scene.target_of(blocker.args[0]) is not None
    outlines = tools.hints.outlines()
    assert outlines
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.contains(outlines[0].sceneBoundingRect().center())


def test_undo_while_a_decided_computer_move_waits_to_be_shown(qtbot: Any, window: MainWindow) -> None:
    """At the normal speed a computer's move is shown after the bot delay.  An
    undo in that delay takes the human back to their decision: the move is
    dropped and "... is thinking" goes at once (it stayed for the rest of the
    delay, while the human was to move); then the computer plays on."""
    window.set_bot_delay(10_000)  # far longer than anything the test waits for
    seed = _seed_where_first(2, 0)
    _catan(window, ["human", "medium"], seed)
    controller = window.controller
    assert controller is not None
    session = controller.session
    indicator = window.ai_tools.indicator  # type: ignore[attr-defined]
    window.choose_action(session.legal_actions()[0])  # a settlement
    window.choose_action(session.legal_actions()[0])  # its road: the computer's turn
    qtbot.waitUntil(controller.is_thinking, timeout=30_000)
    thread = controller.thinking_thread
    assert thread is not None
    # decided, not yet shown: the move waits out the delay
    qtbot.waitUntil(controller.has_decided_move_waiting, timeout=60_000)
    assert controller.is_thinking() and len(session.actions) == 2
    window.undo()
    # dropped at once, not at the end of the delay: the computer no longer shows
    # as thinking, and no move is waiting to be shown any more
    assert not controller.has_decided_move_waiting()
    assert not controller.is_thinking()
    # the indicator hides in the next turn of the event loop (ai_tools.py), long
    # before the 10 s delay would have ended
    qtbot.waitUntil(lambda: not indicator.isVisible(), timeout=30_000)
    assert controller.human_to_move() and len(session.actions) == 1
    window.set_bot_delay(0)
    window.choose_action(session.legal_actions()[0])  # the road again
    qtbot.waitUntil(lambda: len(session.actions) > 2, timeout=60_000)
    assert session.actions[2].player == 1


@pytest.mark.parametrize("game", ["carrara", "elfenland"])
def test_the_greedy_seat_is_described_beside_the_levels(qtbot: Any, game: str) -> None:
    """The dialog proposes a search level (Carrara Medium, Elfenland Hard: each
    beat the greedy player, bench/results); the greedy player stays on offer,
    and its tooltip and the levels' note say what it is, as they do for Easy,
    Medium and Hard (it had no description at all)."""
    dialog = NewGameDialog(default_registry())
    qtbot.addWidget(dialog)
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(game))
    combo = dialog.controller_combos[1]
    assert combo.currentData() == {"carrara": "medium", "elfenland": "hard"}[game]
    combo.setCurrentIndex(combo.findData(f"{game}_greedy"))
    tooltip = combo.itemData(combo.currentIndex(), 3)  # Qt.ToolTipRole
    assert tooltip.startswith("Greedy plan:")
    lines = dialog.levels_label.text().splitlines()
    assert lines[0] == tooltip and [line.split(":")[0] for line in lines[1:]] == [
        "Easy",
        "Medium",
        "Hard",
    ]


def test_a_hint_on_a_long_road_outlines_that_road_and_no_town_off_it(
    qtbot: Any, window: MainWindow
) -> None:
    """A hinted Elfenland road ("place a counter here") must be told apart from
    the roads and towns near it: the outline used to be a rounded box round the
    road, and round a slanting road that box held other roads and towns (23 of
    the 48 routes a town not on them).  The outline follows the road now: it
    holds the road's own middle and no town but the road's two ends."""
    from elasund_desktop.games.elfenland import data as elfenland
    from elasund_desktop.ui.ai_tools import _outline

    seats = (Seat("P1", 0, "human"), Seat("P2", 1, "human"))
    window.start_game(SessionConfig("elfenland", GameConfig(2, {}), 7, seats))
    scene = window.scene
    assert scene is not None
    towns = [
        scene.items_for(("town", t))[0].sceneBoundingRect().center()
        for t in range(elfenland.NUM_TOWNS)
    ]
    covered = []
    for r, route in enumerate(elfenland.ROUTES):
        road = scene.items_for(("route", r))[0]
        halo = _outline(scene, road)
        middle = road.mapToScene(road.shape()).pointAtPercent(0.25)  # on the band
        assert halo.path().contains(middle), route.route_id
        covered += [
            (route.route_id, elfenland.TOWN_IDS[t])
            for t, centre in enumerate(towns)
            if t not in (route.a, route.b) and halo.path().contains(centre)
        ]
        scene.removeItem(halo)
    assert covered == []


def test_the_hint_colour_stands_apart_from_the_boards_other_marks() -> None:
    """A hint in the production flash's green was read as a hex that had just
    produced (play-test, Catan): the hint's hue is far from the flash's, the
    last move's and the legal moves' highlight."""
    from elasund_desktop.ui.ai_tools import HINT_COLOUR
    from elasund_desktop.ui.board_base import HIGHLIGHT_COLOUR
    from elasund_desktop.ui.gains_view import FLASH_COLOUR
    from elasund_desktop.ui.move_marks import MARK_COLOUR

    def hue_gap(a: int, b: int) -> int:
        return min(abs(a - b), 360 - abs(a - b))

    for other in (FLASH_COLOUR, MARK_COLOUR, HIGHLIGHT_COLOUR):
        assert hue_gap(HINT_COLOUR.hue(), other.hue()) >= 45, other.name()
