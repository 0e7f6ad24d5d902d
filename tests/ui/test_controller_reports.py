"""Computer threads report to one long-lived object, never to a controller's child.

A computer player's thread may finish after its game's controller is gone
(a new game, the window closed).  It used to emit on an object owned by the
controller: when the GUI thread deleted it at that very moment the process
could crash (seen once in the suite).  Now every thread reports to the
application-wide hub; each controller takes only its own reports, and a
report for a controller that is gone is dropped by Qt.
"""

from __future__ import annotations

import gc
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Seat, Session, SessionConfig
from elasund_desktop.games import default_registry
from elasund_desktop.ui import controller as controller_module
from elasund_desktop.ui.controller import GameController


def _controller(seed: int) -> GameController:
    spec = default_registry().get("catan")
    seats = (Seat("Ann", 0), Seat("Bot", 1, "catan_random"))
    session: Session[Any] = Session(
        spec.rules(), SessionConfig("catan", GameConfig(2, {}), seed, seats)
    )
    made = GameController(spec, session)
    made.bot_delay_ms = 0
    made.set_paused(True)
    return made


def test_each_controller_takes_only_its_own_reports_and_a_gone_one_none(qtbot: Any) -> None:
    first, second = _controller(1), _controller(2)
    taken: list[tuple[str, int]] = []
    first._on_bot_decided = lambda g, c: taken.append(("first", g))  # type: ignore[method-assign]
    second._on_bot_decided = lambda g, c: taken.append(("second", g))  # type: ignore[method-assign]
    hub = controller_module._hub()
    hub.decided.emit(second._token, 7, None)
    assert taken == [("second", 7)]
    gone = first._token
    first.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    del first
    gc.collect()
    hub.decided.emit(gone, 8, None)  # a thread that finished after its game was closed
    QApplication.processEvents()
    assert taken == [("second", 7)]
    assert controller_module._hub() is hub  # the same object for the whole application
