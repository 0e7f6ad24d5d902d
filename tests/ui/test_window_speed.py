"""Issue 11, speed: what keeps the window fast when computers move at once.

* At the "Instant" speed the window draws at most one frame every FRAME_MS,
  always the latest state; a human's turn and the end of a game are drawn in
  the same call that made them (nothing waits for a timer before a person
  can act).
* The log lays out only the new entry (a text document, not a list view that
  measures every entry again) and keeps the reader's place when they scrolled
  up; each entry is its own paragraph with a hanging indent.
* The move buttons are kept when a move shows the same ones (every computer
  move shows none): no window-wide layout for nothing.
* The statistics mark each turn with a dot only on short series.

The speed itself is measured by bench/bench_window.py, never timed here.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor

from elasund_desktop.engine.rules import Action, GameConfig
from elasund_desktop.engine.session import Seat, SessionConfig
from elasund_desktop.games import default_registry
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui import main_window, stats_dock
from elasund_desktop.ui.action_panel import ActionPanel
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.log_dock import GameLog
from elasund_desktop.ui.main_window import MainWindow
from elasund_desktop.ui.stats_dock import StatsWidget
from tests.fixture_game import FixtureRules, new_session, play_random


def _window(qtbot: Any) -> MainWindow:
    win = build_main_window(default_registry(), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    return win


def _drawn_counts(win: MainWindow) -> list[int]:
    """Record how many actions the session had at each refresh of the window."""
    counts: list[int] = []
    draw = win.refresh

    def counted() -> None:
        if win.controller is not None:
            counts.append(len(win.controller.session.actions))
        draw()

    win.refresh = counted  # type: ignore[method-assign]
    return counts


def _computers_play(qtbot: Any, win: MainWindow, players: int, seed: int, moves: int) -> Any:
    """Computers only, at the Instant speed, until `moves` moves; then paused."""
    seats = tuple(Seat(f"Bot {i}", i, "catan_random") for i in range(players))
    win.start_game(SessionConfig("catan", GameConfig(players, {}), seed, seats))
    controller = win.controller
    assert controller is not None
    qtbot.waitUntil(lambda: len(controller.session.actions) >= moves, timeout=60_000)
    controller.set_paused(True)
    # The move being thought about comes back (and is dropped) before the
    # test ends: no computer thread outlives the window it reports to.
    qtbot.waitUntil(lambda: not controller.is_thinking(), timeout=30_000)
    return controller


def test_computers_at_instant_speed_draw_frames_not_every_move_and_end_on_the_latest(
    qtbot: Any,
) -> None:
    win = _window(qtbot)
    counts = _drawn_counts(win)
    controller = _computers_play(qtbot, win, 4, 5, 150)
    session = controller.session
    # The frame due last is drawn: the window ends on the latest state.
    qtbot.waitUntil(lambda: counts[-1] == len(session.actions), timeout=30_000)
    assert len(counts) < len(session.actions)  # fewer frames than moves
    assert counts == sorted(counts)
    rules = session.rules
    shown = win.players._last
    assert shown is not None and shown[2] == rules.scores(session.state)
    # The log is not paced: one line per event of every move.
    assert len(win.game_log.lines()) == sum(len(events) for events in session.events)


def test_the_move_that_hands_the_turn_to_a_human_is_drawn_at_once(qtbot: Any) -> None:
    win = _window(qtbot)
    counts = _drawn_counts(win)
    seats = (Seat("Ann", 0), *(Seat(f"Bot {i}", i, "catan_random") for i in (1, 2, 3)))
    win.start_game(SessionConfig("catan", GameConfig(4, {}), 8, seats))
    controller = win.controller
    assert controller is not None
    session = controller.session
    seen: list[tuple[int, int]] = []

    def check() -> None:  # connected after the window's own slot
        if controller.human_to_move():
            seen.append((counts[-1], len(session.actions)))

    controller.state_changed.connect(check)
    # Ann places her first settlement and road, the three computers follow
    # at once, the last of them hands the turn back to her.
    for _ in range(2):
        qtbot.waitUntil(controller.human_to_move, timeout=30_000)
        legal = session.legal_actions()
        assert controller.apply(legal[0])
    qtbot.waitUntil(lambda: controller.human_to_move() and len(seen) >= 2, timeout=20_000)
    assert seen and all(drawn == done for drawn, done in seen)
    assert not win._frame.isActive()


def test_frame_pacing_off_draws_every_move(qtbot: Any, monkeypatch: Any) -> None:
    monkeypatch.setattr(main_window, "FRAME_MS", 0)
    win = _window(qtbot)
    counts = _drawn_counts(win)
    controller = _computers_play(qtbot, win, 3, 2, 30)
    qtbot.wait(50)
    done = len(controller.session.actions)
    assert [c for c in counts if c > 0] == list(range(1, done + 1))


def test_log_entries_are_paragraphs_with_a_hanging_indent(qtbot: Any) -> None:
    session = play_random(new_session(players=3, seed=4), max_actions=30)
    log = GameLog()
    qtbot.addWidget(log)
    log.set_texts(_FixtureTexts())
    log.rebuild(session.events)
    document = log.text_view.document()
    expected = [line for events in session.events for line in map(_FixtureTexts.line, events)]
    assert log.lines() == expected
    assert document.blockCount() == len(expected)
    block = document.begin()
    while block.isValid():
        fmt = block.blockFormat()
        assert fmt.leftMargin() == GameLog.INDENT_PX
        assert fmt.textIndent() == -GameLog.INDENT_PX
        block = block.next()
    assert log.last_line() == expected[-1]


def _shown_log(qtbot: Any) -> tuple[Any, GameLog]:
    """A small log window on screen, and a session with more lines than it shows."""
    session = play_random(new_session(players=3, seed=4), max_actions=120)
    log = GameLog()
    qtbot.addWidget(log)
    log.resize(200, 120)
    log.show()
    qtbot.waitExposed(log)
    log.set_texts(_FixtureTexts())  # type: ignore[arg-type]
    return session, log


def test_log_follows_new_entries_only_while_the_reader_is_at_the_end(qtbot: Any) -> None:
    session, log = _shown_log(qtbot)
    half = len(session.events) // 2
    log.rebuild(session.events[:half])
    bar = log.text_view.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    log.append(half, session.events[half])
    qtbot.waitUntil(lambda: bar.value() == bar.maximum(), timeout=30_000)
    bar.setValue(0)  # the reader scrolls up to read an old move
    for index in range(half + 1, len(session.events)):
        log.append(index, session.events[index])
    qtbot.wait(120)
    assert bar.value() == 0


def test_a_reader_who_scrolls_up_while_a_follow_is_pending_keeps_their_place(
    qtbot: Any,
) -> None:
    """Computers at the Instant speed add lines every few milliseconds: a
    follow to the end is pending almost all the time.  The reader who scrolls
    up in that moment stays where they scrolled (play-test: the log jumped
    back to the end 60 ms later, so it could not be read while computers played)."""
    session, log = _shown_log(qtbot)
    third = len(session.events) // 3
    log.rebuild(session.events[:third])
    bar = log.text_view.verticalScrollBar()
    log.append(third, session.events[third])  # at the end: a follow is now due
    assert log._scroll.isActive()
    bar.setValue(bar.maximum() // 3)  # the reader scrolls up before it comes
    place = bar.value()
    for index in range(third + 1, 2 * third):
        log.append(index, session.events[index])
    qtbot.wait(150)
    assert bar.value() == place
    # The reader goes back to the end: the log follows new lines again.
    bar.setValue(bar.maximum())
    end = bar.maximum()
    for index in range(2 * third, len(session.events)):
        log.append(index, session.events[index])
    qtbot.waitUntil(lambda: bar.value() == bar.maximum() > end, timeout=30_000)


class _FixtureTexts:
    """Just enough of GameTexts for the log: one readable line per event."""

    @staticmethod
    def line(event: Any) -> str:
        return f"{event.key} {event.params}: a line long enough to wrap once or twice"

    def event(self, event: Any, viewer: int | None) -> str:
        return self.line(event)


def _texts_for_buttons() -> Any:
    class Texts:
        def action(self, action: Action) -> str:
            return f"{action.kind} {action.args}"

    return Texts()


def test_the_same_buttons_are_kept_and_new_ones_built(qtbot: Any) -> None:
    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.show()
    texts = _texts_for_buttons()
    actions = [Action(0, "end_turn", ()), Action(0, "buy", ("card",))]
    panel.set_actions(texts, actions, True, "Your move")
    first = list(panel.buttons)
    assert len(first) == 2
    panel.set_actions(texts, list(actions), True, "Your move, still")
    assert panel.buttons == first  # the same objects: nothing rebuilt
    assert panel.prompt.text() == "Your move, still"
    panel.set_actions(texts, actions, False, "Bo is thinking")
    assert panel.buttons != first and not any(b.isEnabled() for b in panel.buttons)
    panel.set_actions(texts, [], False, "Bo is thinking")
    assert panel.buttons == []


def test_plot_marks_turns_only_on_short_series(qtbot: Any, monkeypatch: Any) -> None:
    monkeypatch.setattr(stats_dock, "MARKED_TURNS", 5)
    widget = StatsWidget()
    qtbot.addWidget(widget)
    widget.set_game(FixtureRules(), "Fixture", ["A", "B", "C"], [QColor("red")] * 3)
    session = play_random(new_session(players=3, seed=5), max_actions=200)
    assert len(session.states) > 20
    widget.update_from_states(session.states[:8])
    assert len(widget._series.turns) <= 5
    assert all(curve.opts["symbol"] == "o" for curve in widget.curves)
    widget.update_from_states(session.states)
    assert len(widget._series.turns) > 5
    assert all(curve.opts["symbol"] is None for curve in widget.curves)
