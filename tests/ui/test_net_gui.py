"""Network play in the window (issue 27): host and join through the real dialogs.

Two main windows in this test process: the host's (Game ▸ Host a network
game…, its New Game dialog in network form) and a joiner's (Game ▸ Join a
network game…, filled by pasting the host panel's invitation).  The host
listens on 127.0.0.1 only (the dialog's "This computer only"), port 0.
Every wait is qtbot.waitUntil with 30 s; no fixed sleeps.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from elasund_desktop.games import default_registry
from elasund_desktop.net import host as H  # noqa: N812
from elasund_desktop.net import lan, redact
from elasund_desktop.persistence.settings import Settings
from elasund_desktop.ui.app import build_main_window
from elasund_desktop.ui.main_window import MainWindow
from elasund_desktop.ui.net_host import HostController
from elasund_desktop.ui.net_join import JoinDialog, RemoteController, parse_invitation
from elasund_desktop.ui.new_game_dialog import NET_SEAT, NewGameDialog
from tests.ui.test_hotseat import has_secret, secrets_of, shown_texts

WAIT_MS = 30_000
GAME = "elasund"
SEED = 4  # the hotseat test's seed: seat 0 soon holds influence cards


def _window(qtbot: Any) -> MainWindow:
    win = build_main_window(default_registry(), Settings(autosave=False, bot_delay_ms=0), "en")
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    return win


def answer_dialog(kind: type, fill: Callable[[Any], None]) -> QTimer:
    """Fill and accept the next modal dialog of `kind` once its exec() shows it."""
    timer = QTimer()
    timer.setInterval(10)

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, kind):
            timer.stop()
            fill(dialog)
            if dialog.isVisible():  # a message box answered by a click is closed already
                dialog.accept()

    timer.timeout.connect(look)
    timer.start()
    return timer


def fill_host_dialog(dialog: NewGameDialog) -> None:
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(GAME))
    dialog.players_spin.setValue(2)
    dialog.seed_spin.setValue(SEED)
    dialog.name_edits[0].setText("Ann")
    dialog.name_edits[1].setText("Bea")
    dialog.controller_combos[0].setCurrentIndex(dialog.controller_combos[0].findData("human"))
    dialog.controller_combos[1].setCurrentIndex(dialog.controller_combos[1].findData(NET_SEAT))
    dialog.port_spin.setValue(0)  # any free port: the suite may run twice at once
    dialog.listen_combo.setCurrentIndex(dialog.listen_combo.findData("127.0.0.1"))


@pytest.fixture
def pair(qtbot: Any) -> Iterator[tuple[MainWindow, MainWindow]]:
    """A hosting window and a window that joined it, seated at seat 2 (index 1)."""
    host = _window(qtbot)
    keep = answer_dialog(NewGameDialog, fill_host_dialog)
    host.host_network_game()
    keep.stop()
    assert isinstance(host.controller, HostController)
    invitation = host.controller.panel.invitation
    joiner = _window(qtbot)

    def fill_join(dialog: JoinDialog) -> None:
        dialog.paste_invitation(invitation)
        dialog.name_edit.setText("Bea")

    keep = answer_dialog(JoinDialog, fill_join)
    joiner.join_network_game()
    keep.stop()
    qtbot.waitUntil(lambda: isinstance(joiner.controller, RemoteController), timeout=WAIT_MS)
    yield host, joiner
    threads = [c.network.loop for c in (host.controller,) if isinstance(c, HostController)]
    threads += [c.connection.loop for c in (joiner.controller,) if isinstance(c, RemoteController)]
    joiner.close()
    host.close()
    qtbot.waitUntil(lambda: not any(t.is_alive() for t in threads), timeout=WAIT_MS)


def _host(win: MainWindow) -> HostController:
    assert isinstance(win.controller, HostController)
    return win.controller


def _remote(win: MainWindow) -> RemoteController:
    assert isinstance(win.controller, RemoteController)
    return win.controller


def in_step(host: MainWindow, joiner: MainWindow) -> bool:
    """The joiner's window has taken in the host's latest position."""
    return _remote(joiner).remote.joiner.n == len(_host(host).session.actions)


def play_one(qtbot: Any, host: MainWindow, joiner: MainWindow, rng: random.Random) -> int:
    """The seat to move makes a random legal move from its own window."""
    session = _host(host).session
    before = len(session.actions)
    mover = session.to_move()
    assert mover is not None
    win = host if mover == 0 else joiner
    qtbot.waitUntil(win.may_act, timeout=WAIT_MS)
    legal = win.controller.session.legal_actions() if win.controller else []
    assert legal, "the window to move offers no move"
    win.choose_action(rng.choice(legal))
    qtbot.waitUntil(lambda: len(session.actions) > before, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: in_step(host, joiner), timeout=WAIT_MS)
    return mover


def in_front(widget: QWidget) -> bool:
    """Shown in its window now (a dock's tab behind another is moved out of it)."""
    from tests.ui.text_clipping import shown_rect

    return widget.isVisible() and not shown_rect(widget).isEmpty()


def test_the_network_panel_is_a_tab_with_the_invitation_in_front_until_everybody_is_here(
    qtbot: Any,
) -> None:
    """Issue 27's play-test: as a third dock of the right-hand column the panel
    took the players table's and Your move's room at 1280×720.  It is a tab
    beside the log and the statistics; the host sees the invitation while a
    seat waits for its player, then the players table."""
    host = _window(qtbot)
    keep = answer_dialog(NewGameDialog, fill_host_dialog)
    host.host_network_game()
    keep.stop()
    hosting = _host(host)
    assert hosting.dock is not None
    assert hosting.dock in host.tabifiedDockWidgets(host.docks["log"])
    assert hosting.dock.windowTitle() == "Network"
    qtbot.waitUntil(lambda: in_front(hosting.panel.copy_button), timeout=WAIT_MS)
    assert not in_front(host.players.table) or not host.dock_layout.is_one_column()
    joiner = _window(qtbot)

    def fill_join(dialog: JoinDialog) -> None:
        dialog.paste_invitation(hosting.panel.invitation)
        dialog.name_edit.setText("Bea")

    keep = answer_dialog(JoinDialog, fill_join)
    joiner.join_network_game()
    keep.stop()
    qtbot.waitUntil(lambda: isinstance(joiner.controller, RemoteController), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: in_front(host.players.table), timeout=WAIT_MS)
    remote = _remote(joiner)
    assert remote.dock is not None and in_front(joiner.players.table)
    assert remote.dock in joiner.tabifiedDockWidgets(joiner.docks["log"])
    # not closable: nothing in the View menu would open it again
    assert not remote.dock.features() & remote.dock.DockWidgetFeature.DockWidgetClosable
    threads = [hosting.network.loop, remote.connection.loop]
    joiner.close()
    host.close()
    qtbot.waitUntil(lambda: not any(t.is_alive() for t in threads), timeout=WAIT_MS)


def test_invitation_text_gives_back_address_code_and_fingerprint() -> None:
    fp = ":".join(["ABCD"] * 16)
    text = f"Indirizzo: 127.0.0.1:47270\nCodice: K7QX-2M9P\nImpronta: {fp}"
    assert parse_invitation(text) == {
        "address": "127.0.0.1",
        "port": 47270,
        "code": "K7QX-2M9P",
        "fingerprint": fp,
    }


def test_a_move_from_each_window_and_the_same_game_on_both_sides(
    qtbot: Any, pair: tuple[MainWindow, MainWindow]
) -> None:
    host, joiner = pair
    hosting, remote = _host(host), _remote(joiner)
    assert remote.my_seat == 1
    assert [s.kind for s in hosting.game.seats] == [H.LOCAL, H.NET]
    # the joiner's window never saves: the host holds the game
    assert not joiner.act_save.isEnabled() and not joiner.act_save_as.isEnabled()
    assert host.act_save.isEnabled()
    session = hosting.session
    rules = session.rules
    rng = random.Random(SEED)
    movers: set[int] = set()
    for _ in range(300):
        movers.add(play_one(qtbot, host, joiner, rng))
        # the joiner's world is exactly the host's game as seat 1 may know it
        assert remote.session.state == redact.redacted(rules, session.state, 1)
        assert remote.to_move() == session.to_move()
        if movers == {0, 1} and has_secret(GAME, rules, session.state, 0):
            break
    else:
        pytest.fail("no move from each window with a secret of seat 0 within 300 moves")
    # both logs tell the same number of moves
    assert len(remote.session.events) == len(session.events)
    # what only seat 0 may read (its hand, its private log lines) is nowhere in
    # the joiner's window; seat 1's own secrets may be
    qtbot.waitUntil(lambda: not joiner._frame.isActive(), timeout=WAIT_MS)
    forbidden = set(secrets_of(host, 0)) - set(secrets_of(host, 1))
    assert forbidden, "seat 0 holds nothing secret: the check below could not fail"
    leaked = forbidden & set(shown_texts(joiner))
    assert not leaked


def test_a_dropped_joiner_is_shown_a_stand_in_plays_and_rejoin_takes_the_seat_back(
    qtbot: Any, pair: tuple[MainWindow, MainWindow]
) -> None:
    host, joiner = pair
    hosting, remote = _host(host), _remote(joiner)
    rng = random.Random(SEED)
    session = hosting.session
    for _ in range(50):  # up to the joiner's turn
        if session.to_move() == 1:
            break
        play_one(qtbot, host, joiner, rng)
    assert session.to_move() == 1
    # the joiner's network goes away
    ws = remote.connection.joiner._ws
    remote.connection.loop.submit(ws.close())
    qtbot.waitUntil(lambda: remote.panel.rejoin_button.isVisibleTo(joiner), timeout=WAIT_MS)
    assert "lost" in remote.panel.status_label.text()
    assert not joiner.may_act()
    # the network tab comes to the front with Rejoin
    assert remote.dock is not None
    qtbot.waitUntil(lambda: in_front(remote.panel.rejoin_button), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not hosting.game.seats[1].connected, timeout=WAIT_MS)
    assert "Bea: disconnected: waiting for them" in hosting.panel.seats_label.text()
    # the players table says it under her name, in the host's window
    qtbot.waitUntil(lambda: "disconnected" in host.players.table.item(1, 0).text(), timeout=WAIT_MS)
    assert "\n" not in host.players.table.item(0, 0).text()  # Ann plays here: no note
    # the host lets a computer play the seat until Bea is back
    before = len(session.actions)
    combo = hosting.panel.stand_in_combo
    combo.setCurrentIndex(combo.findData("random"))
    qtbot.waitUntil(lambda: len(session.actions) > before, timeout=WAIT_MS)
    assert session.actions[before].player == 1
    assert "a computer plays for them" in hosting.panel.seats_label.text()
    combo.setCurrentIndex(combo.findData(""))  # wait again from now on
    qtbot.mouseClick(remote.panel.rejoin_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: remote.connection.connected, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: in_step(host, joiner), timeout=WAIT_MS)
    assert remote.connection.joiner.seat == 1  # the same seat, by its token
    assert hosting.game.seats[1].connected
    assert not remote.panel.rejoin_button.isVisibleTo(joiner)
    # back: the players table in front
    qtbot.waitUntil(lambda: in_front(joiner.players.table), timeout=WAIT_MS)
    assert remote.session.state == redact.redacted(session.rules, session.state, 1)
    play_one(qtbot, host, joiner, rng)  # and the game goes on from both windows


def test_the_join_dialog_refuses_a_short_fingerprint(qtbot: Any) -> None:
    dialog = JoinDialog()
    qtbot.addWidget(dialog)
    dialog.paste_invitation("Address: 127.0.0.1:5000\nCode: K7QX-2M9P")
    dialog.fingerprint_edit.setText("ABCD:1234")
    dialog.name_edit.setText("Bea")
    dialog.accept()
    assert dialog.result() != dialog.DialogCode.Accepted
    assert "64" in dialog.error_label.text()


def test_the_host_dialog_needs_a_player_on_another_computer(qtbot: Any) -> None:
    dialog = NewGameDialog(default_registry(), None, GAME, network=True)
    qtbot.addWidget(dialog)
    assert isinstance(dialog, QWidget)
    assert dialog.controller_combos[1].currentData() == NET_SEAT  # proposed for seat 2
    for combo in dialog.controller_combos:
        combo.setCurrentIndex(combo.findData("human"))
    assert dialog.validation_error() == "Choose at least one player on another computer."
    dialog.controller_combos[1].setCurrentIndex(dialog.controller_combos[1].findData(NET_SEAT))
    assert dialog.validation_error() is None
    # a remote seat is a person to the session and its save
    assert dialog.session_config().seats[1].controller == "human"
    assert dialog.seat_kinds()[1] == NET_SEAT == H.NET


def test_the_hosts_refusal_reads_in_the_joiners_words_and_undo_goes_through_the_host(
    qtbot: Any, pair: tuple[MainWindow, MainWindow]
) -> None:
    from elasund_desktop.engine.rules import IllegalAction

    host, joiner = pair
    hosting, remote = _host(host), _remote(joiner)
    session = hosting.session
    rng = random.Random(SEED + 1)
    while session.to_move() == 1:  # to a move of the host's seat
        play_one(qtbot, host, joiner, rng)
    # a move sent for seat 1 out of turn: the host's rules refuse it, nothing changes
    n = len(session.actions)
    stray = session.legal_actions()[0]
    stray_of_1 = dataclasses.replace(stray, player=1)
    remote.connection.send("act", n=n, action=stray_of_1.to_json())
    assert joiner.texts is not None
    expected = joiner.texts.reason(IllegalAction("not_your_turn"))
    assert expected != "not_your_turn"
    qtbot.waitUntil(lambda: expected in joiner.statusBar().currentMessage(), timeout=WAIT_MS)
    assert len(session.actions) == n
    # undo of the joiner's own last decision, where the rules allow it
    for _ in range(300):
        mover = play_one(qtbot, host, joiner, rng)
        if mover == 1 and remote.remote.joiner.can_undo:
            break
    else:
        pytest.fail("the joiner never made an undoable move within 300 moves")
    assert joiner.act_undo.isEnabled()
    before = len(session.actions)
    joiner.act_undo.trigger()
    qtbot.waitUntil(lambda: len(session.actions) < before, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: in_step(host, joiner), timeout=WAIT_MS)
    assert session.to_move() == 1
    assert remote.session.state == redact.redacted(session.rules, session.state, 1)
    assert len(remote.session.events) == len(session.events)  # the log went back too


def test_a_host_started_again_offers_its_game_and_the_joiner_rejoins_its_seat(
    qtbot: Any, pair: tuple[MainWindow, MainWindow]
) -> None:
    from PySide6.QtWidgets import QMessageBox

    host, joiner = pair
    remote = _remote(joiner)
    rng = random.Random(SEED + 2)
    movers = {play_one(qtbot, host, joiner, rng) for _ in range(3)}
    old = _host(host)
    actions = list(old.session.actions)
    port, code = old.network.port, old.game.code
    host.close()  # the host's program stops: its journal and seats file stay
    qtbot.waitUntil(lambda: not old.network.loop.is_alive(), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not remote.connection.connected, timeout=WAIT_MS)
    assert "lost" in remote.panel.status_label.text()

    again = _window(qtbot)

    def yes(box: QMessageBox) -> None:
        assert "not finished" in box.text()
        box.button(QMessageBox.StandardButton.Yes).click()

    keep = answer_dialog(QMessageBox, yes)
    again.host_network_game()
    keep.stop()
    resumed = _host(again)
    assert list(resumed.session.actions) == actions
    assert (resumed.network.port, resumed.game.code) == (port, code)
    qtbot.mouseClick(remote.panel.rejoin_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: remote.connection.connected, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: in_step(again, joiner), timeout=WAIT_MS)
    assert remote.connection.joiner.seat == 1
    assert resumed.game.seats[1].connected
    play_one(qtbot, again, joiner, rng)
    assert movers  # moves were made before the stop
    assert remote.session.state == redact.redacted(resumed.session.rules, resumed.session.state, 1)
    again.close()
    qtbot.waitUntil(lambda: not resumed.network.loop.is_alive(), timeout=WAIT_MS)


def test_the_network_parts_of_a_joiners_window_follow_its_language(
    qtbot: Any, pair: tuple[MainWindow, MainWindow]
) -> None:
    _host_window, joiner = pair
    remote = _remote(joiner)
    assert remote.dock is not None
    joiner.set_language("it")  # the translator is the process's: here both windows switch
    try:
        qtbot.waitUntil(lambda: remote.dock.windowTitle() == "Rete", timeout=WAIT_MS)
        assert remote.panel.status_label.text() == "Connesso a chi ospita."
        assert "Ann: al computer di chi ospita" in remote.panel.seats_label.text()
        # Ann (seat 1, at the host) opens this game: the move panel waits for her
        assert joiner._prompt([], False) == "In attesa di Ann, che gioca su un altro computer."
    finally:
        joiner.set_language("en")


# -- the local network's list (net/lan.py), with fakes: no multicast in tests ----------
FP = ":".join(["1A2B"] * 16)


class FakeBrowser:
    """A browser whose games the test sets (the real one fills them from zeroconf)."""

    def __init__(self) -> None:
        self.found: list[lan.LanGame] = []
        self.closed = False

    def games(self) -> list[lan.LanGame]:
        return list(self.found)

    def close(self) -> None:
        self.closed = True


def _lan_game(host: str, free: int, port: int = 47270, game: str = "catan") -> lan.LanGame:
    return lan.LanGame(f"{host}.{lan.SERVICE_TYPE}", game, host, free, 1, FP, "192.0.2.7", port)


def test_the_join_dialog_lists_local_games_live_and_a_choice_fills_address_and_fingerprint(
    qtbot: Any,
) -> None:
    win = _window(qtbot)  # the program's language (English plural forms) is installed
    browser = FakeBrowser()
    dialog = JoinDialog(win, browser=browser)
    dialog.show()
    assert dialog.lan_list.count() == 0 and dialog.lan_empty.isVisibleTo(dialog)
    browser.found = [_lan_game("Ann", 2), _lan_game("Bob", 1, port=5000, game="elfenland")]
    qtbot.waitUntil(lambda: dialog.lan_list.count() == 2, timeout=WAIT_MS)
    assert not dialog.lan_empty.isVisibleTo(dialog)
    lines = [dialog.lan_list.item(i).text() for i in range(2)]
    assert lines == ["Catan, hosted by Ann: 2 seats free", "Elfenland, hosted by Bob: 1 seat free"]
    dialog.lan_list.setCurrentRow(1)
    assert dialog.address_edit.text() == "192.0.2.7"
    assert dialog.port_spin.value() == 5000
    assert dialog.fingerprint_edit.text() == FP
    assert dialog.code_edit.text() == ""  # never announced: typed from the host's word
    # a seat taken at Bob's: the line follows, the choice stays
    browser.found = [_lan_game("Ann", 2), _lan_game("Bob", 0, port=5000, game="elfenland")]
    qtbot.waitUntil(lambda: "0 seats free" in dialog.lan_list.item(1).text(), timeout=WAIT_MS)
    assert dialog.lan_list.currentRow() == 1 and dialog.port_spin.value() == 5000
    # the game ended at Bob's: gone from the list; typing an address still works
    browser.found = [_lan_game("Ann", 2)]
    qtbot.waitUntil(lambda: dialog.lan_list.count() == 1, timeout=WAIT_MS)
    dialog.lan_list.setCurrentRow(0)
    assert dialog.port_spin.value() == 47270
    dialog.address_edit.clear()
    qtbot.keyClicks(dialog.address_edit, "198.51.100.3")
    dialog.port_spin.setValue(5000)
    assert dialog.chosen_lan_game() is None  # typed: the list's choice is left
    browser.found = [_lan_game("Ann", 3)]  # and a change there writes over nothing
    qtbot.waitUntil(lambda: "3 seats free" in dialog.lan_list.item(0).text(), timeout=WAIT_MS)
    assert dialog.address_edit.text() == "198.51.100.3"
    dialog.code_edit.setText("K7QX-2M9P")
    dialog.name_edit.setText("Bea")
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted
    joiner = dialog.joiner()
    assert (joiner.address, joiner.fingerprint) == ("198.51.100.3:5000", FP)


def test_the_join_dialog_without_a_browser_shows_no_list(qtbot: Any) -> None:
    dialog = JoinDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.lan_list.isVisibleTo(dialog) and not dialog.lan_empty.isVisibleTo(dialog)


def test_game_join_uses_a_browser_and_closes_it_with_the_dialog(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    browser = FakeBrowser()
    browser.found = [_lan_game("Ann", 1)]
    monkeypatch.setattr(lan, "start_browser", lambda _ids: browser)
    win = _window(qtbot)
    seen: list[int] = []

    def cancel(dialog: JoinDialog) -> None:
        seen.append(dialog.lan_list.count())
        dialog.reject()

    keep = answer_dialog(JoinDialog, cancel)
    win.join_network_game()
    keep.stop()
    assert seen == [1] and browser.closed


class FakeAnnouncer:
    def __init__(self, *args: Any) -> None:
        self.args = args
        self.free: list[int] = []
        self.closed = False

    def update(self, seats_free: int) -> None:
        self.free.append(seats_free)

    def close(self) -> None:
        self.closed = True


@pytest.fixture
def announcements(monkeypatch: pytest.MonkeyPatch) -> list[FakeAnnouncer]:
    made: list[FakeAnnouncer] = []

    def announce(*args: Any) -> FakeAnnouncer:
        made.append(FakeAnnouncer(*args))
        return made[-1]

    monkeypatch.setattr(lan, "announce", announce)
    return made


def test_the_hosting_window_announces_its_game_until_it_closes(
    qtbot: Any, announcements: list[FakeAnnouncer], pair: tuple[MainWindow, MainWindow]
) -> None:
    host, _joiner = pair
    hosting = _host(host)
    assert len(announcements) == 1
    game, _title, host_name, free, fingerprint, bind, port = announcements[0].args
    assert (game, host_name, free) == (GAME, "Ann", 1)
    assert (fingerprint, bind, port) == (
        hosting.network.fingerprint,
        "127.0.0.1",
        hosting.network.port,
    )
    assert hosting.game.code not in repr(announcements[0].args)
    # Bea took the free seat: the announcement says no seat is free
    assert announcements[0].free and announcements[0].free[-1] == 0
    host.close()
    assert announcements[0].closed


def test_a_finished_hosted_game_is_no_longer_announced(
    qtbot: Any,
    monkeypatch: pytest.MonkeyPatch,
    announcements: list[FakeAnnouncer],
    pair: tuple[MainWindow, MainWindow],
) -> None:
    host, joiner = pair
    hosting = _host(host)
    rng = random.Random(SEED)
    play_one(qtbot, host, joiner, rng)
    assert not announcements[0].closed
    # the last move of a game, as far as the announcement asks (a whole game
    # through two windows would take minutes): the next move withdraws it
    session = hosting.session
    monkeypatch.setattr(session, "is_over", lambda: True)
    play_one(qtbot, host, joiner, rng)
    assert announcements[0].closed


# -- the joiner's window has what a player at home has ----------------------------------
def _to_joiners_turn(qtbot: Any, host: MainWindow, joiner: MainWindow, rng: random.Random) -> None:
    session = _host(host).session
    for _ in range(100):
        if session.to_move() == 1:
            break
        play_one(qtbot, host, joiner, rng)
    assert session.to_move() == 1
    qtbot.waitUntil(joiner.may_act, timeout=WAIT_MS)


def test_a_joiner_gets_a_hint_from_what_its_seat_knows(
    qtbot: Any, pair: tuple[MainWindow, MainWindow]
) -> None:
    host, joiner = pair
    _to_joiners_turn(qtbot, host, joiner, random.Random(SEED))
    tools = joiner.ai_tools
    assert tools.act_hint.shortcut().toString() == "Ctrl+H"
    with qtbot.waitSignal(tools.hints.hint_shown, timeout=45_000) as blocker:
        tools.act_hint.trigger()
    hinted = blocker.args[0]
    assert hinted in _host(host).session.legal_actions()  # a move the host's rules take
    assert "Hint:" in joiner.statusBar().currentMessage()


def test_the_joiners_board_marks_the_hosts_last_move(
    qtbot: Any, pair: tuple[MainWindow, MainWindow]
) -> None:
    host, joiner = pair
    hosting = _host(host)
    session = hosting.session
    rng = random.Random(SEED)
    assert host.scene is not None and joiner.scene is not None
    for _ in range(300):
        mover = play_one(qtbot, host, joiner, rng)
        last = session.actions[-1]
        if mover == 0 and host.scene.touched_by(last) is not None and session.to_move() == 1:
            break
    else:
        pytest.fail("the host's seat made no move on the board within 300 moves")
    qtbot.waitUntil(lambda: not joiner._frame.isActive(), timeout=WAIT_MS)
    target = joiner.scene.touched_by(last)
    assert target is not None
    assert target in joiner.move_marks.targets and joiner.move_marks.items
    # the host's own move, public: the joiner was sent it, and who made it
    assert _remote(joiner).remote.moves[-1] == (0, last)


def test_escape_in_a_joiners_window_takes_back_the_step_in_progress_through_the_host(
    qtbot: Any, pair: tuple[MainWindow, MainWindow]
) -> None:
    from tests.ui.test_hotseat import press_escape

    host, joiner = pair
    hosting, remote = _host(host), _remote(joiner)
    session = hosting.session
    rng = random.Random(SEED)
    build = None
    for _ in range(400):
        if session.to_move() == 1:
            qtbot.waitUntil(joiner.may_act, timeout=WAIT_MS)
            build = next((a for a in remote.session.legal_actions() if a.kind == "build"), None)
            if build is not None:
                break
        play_one(qtbot, host, joiner, rng)
    assert build is not None, "the joiner could not build within 400 moves"
    before = len(session.actions)
    assert not joiner.act_cancel_step.isEnabled()
    joiner.choose_action(build)
    qtbot.waitUntil(lambda: len(session.actions) == before + 1, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: in_step(host, joiner), timeout=WAIT_MS)
    assert session.state.phase == "build_site"
    qtbot.waitUntil(lambda: not joiner._frame.isActive(), timeout=WAIT_MS)
    assert remote.step_in_progress() == 1
    assert joiner.act_cancel_step.isEnabled()
    assert "Escape cancels this step." in joiner.actions_panel.prompt.text()
    press_escape(qtbot, joiner)
    qtbot.waitUntil(lambda: len(session.actions) == before, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: in_step(host, joiner), timeout=WAIT_MS)
    assert session.state.phase == "build"
    assert build in remote.session.legal_actions()
    assert remote.session.state == redact.redacted(session.rules, session.state, 1)


def test_the_rules_reference_opens_in_a_joiners_window_and_try_it_keeps_the_game(
    qtbot: Any, pair: tuple[MainWindow, MainWindow]
) -> None:
    from PySide6.QtWidgets import QMessageBox

    from elasund_desktop.lessons.situations import situations_of

    _host_window, joiner = pair
    remote = _remote(joiner)
    joiner.act_rules.trigger()
    dialog = joiner._rules_dialog
    assert dialog is not None and dialog.isVisible()
    situations = situations_of(GAME)
    assert situations is not None
    first = situations.situations[0]
    told: list[str] = []

    def read(box: QMessageBox) -> None:
        told.append(box.text())

    keep = answer_dialog(QMessageBox, read)
    joiner.start_practice(GAME, first.id)
    keep.stop()
    assert told and "network game" in told[0]
    assert joiner.controller is remote and remote.connection.connected


def test_the_local_list_reads_in_the_windows_language_with_its_plural_forms(qtbot: Any) -> None:
    from elasund_desktop.ui.net_join import lan_game_text

    win = _window(qtbot)
    win.set_language("uk")
    try:
        assert lan_game_text(_lan_game("Ann", 1)).endswith("господар Ann: 1 вільне місце")
        assert lan_game_text(_lan_game("Ann", 3)).endswith("господар Ann: 3 вільні місця")
        assert lan_game_text(_lan_game("Ann", 5)).endswith("господар Ann: 5 вільних місць")
    finally:
        win.set_language("en")


# -- names: typed ones as typed, the program's own in each window's language ------------
def test_a_computer_seat_is_named_in_the_joiners_language_and_typed_names_stay(
    qtbot: Any,
) -> None:
    """Host in Hungarian, joiner in Italian (fix 27.4): the host's computer
    player keeps the dialog's own name ("3. játékos" in Hungarian), which the
    joiner writes as its own "Computer 3"; Ann (typed at the host) and Bea
    (typed by the joiner) stay as typed on both sides."""
    from elasund_desktop.ui.net_join import seat_names

    host = build_main_window(default_registry(), Settings(autosave=False, bot_delay_ms=0), "hu")
    qtbot.addWidget(host)
    host.resize(1280, 720)
    host.show()
    windows = [host]
    try:

        def fill(dialog: NewGameDialog) -> None:
            fill_host_dialog(dialog)
            dialog.players_spin.setValue(3)
            dialog.name_edits[0].setText("Ann")
            dialog.name_edits[1].setText("Béa?")  # the host's guess; the joiner's own wins
            third = dialog.controller_combos[2]
            third.setCurrentIndex(third.findData("random"))
            assert dialog.name_edits[2].text() == "3. játékos"  # the dialog's own, in Hungarian

        keep = answer_dialog(NewGameDialog, fill)
        host.host_network_game()
        keep.stop()
        hosting = _host(host)
        assert [s.default_name for s in hosting.game.seats] == [False, False, True]
        invitation = hosting.panel.invitation
        host.set_language("it")  # the joiner's language (one translator per process)
        joiner = _window(qtbot)
        windows.append(joiner)
        joiner.set_language("it")

        def fill_join(dialog: JoinDialog) -> None:
            dialog.paste_invitation(invitation)
            dialog.name_edit.setText("Bea")

        keep = answer_dialog(JoinDialog, fill_join)
        joiner.join_network_game()
        keep.stop()
        qtbot.waitUntil(lambda: isinstance(joiner.controller, RemoteController), timeout=WAIT_MS)
        remote = _remote(joiner)
        assert [s.name for s in remote.seats] == ["Ann", "Bea", "Computer 3"]
        assert "3. játékos" not in remote.panel.seats_label.text()
        assert joiner.players.table.item(2, 0).text().startswith("Computer 3")
        assert joiner.texts is not None and joiner.texts.seat_name(2) == "Computer 3"
        # a language switch of the joiner's window writes the name anew
        joiner.set_language("uk")
        qtbot.waitUntil(lambda: remote.seats[2].name == "Комп'ютер 3", timeout=WAIT_MS)
        assert seat_names(remote.remote.joiner)[:2] == ["Ann", "Bea"]
        qtbot.waitUntil(
            lambda: joiner.players.table.item(2, 0).text().startswith("Комп'ютер 3"),
            timeout=WAIT_MS,
        )
        threads = [hosting.network.loop, remote.connection.loop]
        joiner.close()
        host.close()
        qtbot.waitUntil(lambda: not any(t.is_alive() for t in threads), timeout=WAIT_MS)
    finally:
        for win in windows:  # each window's translator is installed in the application
            if win.translator is not None:
                win.translator.switch("en")


def test_a_seat_taken_after_this_joiner_came_is_named_by_its_person(qtbot: Any) -> None:
    """The welcome's names are the host's at that moment; a later status of a
    seat (somebody took it) brings its person's name."""
    from elasund_desktop.net.joiner import Joiner
    from elasund_desktop.ui.net_join import seat_names

    me = Joiner("127.0.0.1:1", "", "", name="Bea")
    me.names = ["Bea", "Player 2", "Computer 3"]
    me.default_names = [False, True, True]
    me.seats = [
        {"seat": 0, "name": "Bea", "kind": "net", "state": "connected", "default_name": False},
        {"seat": 1, "name": "Player 2", "kind": "net", "state": "free", "default_name": True},
        {
            "seat": 2,
            "name": "Computer 3",
            "kind": "random",
            "state": "computer",
            "default_name": True,
        },
    ]
    assert seat_names(me) == ["Bea", "Player 2", "Computer 3"]
    me.seats[1] = {
        "seat": 1,
        "name": "Cleo",
        "kind": "net",
        "state": "connected",
        "default_name": False,
    }
    assert seat_names(me) == ["Bea", "Cleo", "Computer 3"]


# -- back to one's seat from a new window (issue 27, fix 5: found by the play-test) ------
def _join_from_dialog(qtbot: Any, win: MainWindow, invitation: str, name: str) -> None:
    def fill(dialog: JoinDialog) -> None:
        dialog.paste_invitation(invitation)
        dialog.name_edit.setText(name)

    keep = answer_dialog(JoinDialog, fill)
    win.join_network_game()
    keep.stop()


def test_a_new_window_of_the_joiners_computer_comes_back_to_its_seat(
    qtbot: Any, pair: tuple[MainWindow, MainWindow]
) -> None:
    """The joiner's window closed (or its program stopped): its seat's token
    went with it, and a new window found every seat taken.  The token is kept
    on the joiner's computer (net/seat_memory.py): the new window, given the
    same invitation, is back at seat 2 and plays on."""
    host, joiner = pair
    hosting = _host(host)
    loop = _remote(joiner).connection.loop
    joiner.close()
    qtbot.waitUntil(lambda: not loop.is_alive(), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not hosting.game.seats[1].connected, timeout=WAIT_MS)
    again = _window(qtbot)
    _join_from_dialog(qtbot, again, hosting.panel.invitation, "Bea")
    qtbot.waitUntil(lambda: isinstance(again.controller, RemoteController), timeout=WAIT_MS)
    remote = _remote(again)
    assert remote.my_seat == 1 and hosting.game.seats[1].connected
    qtbot.waitUntil(lambda: in_step(host, again), timeout=WAIT_MS)
    assert remote.session.state == redact.redacted(
        hosting.session.rules, hosting.session.state, 1
    )
    play_one(qtbot, host, again, random.Random(SEED))
    threads = [remote.connection.loop]
    again.close()
    qtbot.waitUntil(lambda: not any(t.is_alive() for t in threads), timeout=WAIT_MS)


def test_a_kept_token_the_host_does_not_know_is_forgotten_and_the_join_goes_on(
    qtbot: Any,
) -> None:
    from elasund_desktop.net import seat_memory
    from elasund_desktop.ui.net_join import seats_folder

    host = _window(qtbot)
    keep = answer_dialog(NewGameDialog, fill_host_dialog)
    host.host_network_game()
    keep.stop()
    hosting = _host(host)
    found = parse_invitation(hosting.panel.invitation)
    address = f"{found['address']}:{found['port']}"
    # a seat of an older game at that address, code and fingerprint
    seat_memory.remember(seats_folder(), address, found["fingerprint"], found["code"], "old")
    joiner = _window(qtbot)
    _join_from_dialog(qtbot, joiner, hosting.panel.invitation, "Bea")
    qtbot.waitUntil(lambda: isinstance(joiner.controller, RemoteController), timeout=WAIT_MS)
    remote = _remote(joiner)
    assert remote.my_seat == 1 and remote.connection.joiner.token != "old"
    token = seat_memory.remembered(seats_folder(), address, found["fingerprint"], found["code"])
    assert token == remote.connection.joiner.token  # the new one kept instead
    threads = [hosting.network.loop, remote.connection.loop]
    joiner.close()
    host.close()
    qtbot.waitUntil(lambda: not any(t.is_alive() for t in threads), timeout=WAIT_MS)
