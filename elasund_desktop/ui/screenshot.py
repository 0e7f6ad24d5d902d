"""`elasund-desktop screenshot`: the real main window, offscreen, saved as a picture.

With --game it starts a game of computer players (seat 1 human, so the
hand of a person is shown) and advances it --moves random legal actions
chosen by the random computer player, so the picture shows a game in
progress.  It writes nowhere but the picture: user folders are redirected
to a temporary directory unless ELASUND_DESKTOP_HOME is already set.
"""

from __future__ import annotations

import os
import sys
import tempfile
from argparse import Namespace
from pathlib import Path
from typing import Any


def run_screenshot(args: Namespace) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    temp_home = None
    if not os.environ.get("ELASUND_DESKTOP_HOME"):
        temp_home = tempfile.TemporaryDirectory(prefix="elasund-shot-")
        os.environ["ELASUND_DESKTOP_HOME"] = temp_home.name
    try:
        return _shoot(args)
    finally:
        if temp_home is not None:
            temp_home.cleanup()
            os.environ.pop("ELASUND_DESKTOP_HOME", None)


def _shoot(args: Namespace) -> int:
    from PySide6.QtWidgets import QApplication

    from ..ai.bots import bot_rng, make_bot
    from ..engine.rules import GameConfig
    from ..engine.session import Seat, Session, SessionConfig
    from ..games import default_registry
    from ..persistence.settings import Settings
    from .app import build_main_window, make_application

    app = make_application()
    registry = getattr(args, "registry", None) or default_registry()
    settings = Settings(
        autosave=False,
        bot_delay_ms=0,
        colour_vision=getattr(args, "colour_vision", None) or "normal",
        board_text_size=getattr(args, "board_text_size", None) or "normal",
        animations=False,  # no piece mid-way
    )
    window = build_main_window(registry, settings, getattr(args, "lang", None) or "en")
    width, height = getattr(args, "size", None) or (1600, 1000)
    window.resize(width, height)
    game = getattr(args, "game", None)
    if game:
        if game not in registry:
            print(f"unknown game {game!r}; known: {', '.join(registry.ids())}", file=sys.stderr)
            return 2
        spec = registry.get(game)
        rules = spec.rules()
        players = getattr(args, "players", None) or rules.min_players
        seed = getattr(args, "seed", None) or 0
        names = ("Anna", "Bo", "Csaba", "Daria", "Emil", "Fie")
        hotseat = bool(getattr(args, "hotseat", False))
        seats = tuple(
            Seat(names[i], i, "human" if i == 0 or hotseat else "random") for i in range(players)
        )
        config = SessionConfig(game, GameConfig(players, {}), seed, seats)
        session: Session[Any] = Session(rules, config)
        bot = make_bot(spec.bots[0])  # the game's own computer player
        moves = getattr(args, "moves", 0) or 0
        # After the requested moves, go on (at most 500 more) until the first
        # seat decides, so the picture shows what a player sees on his turn.
        while not session.is_over() and (
            len(session.actions) < moves or (moves and session.to_move() != 0)
        ):
            if len(session.actions) >= moves + 500:
                break
            legal = session.legal_actions()
            seat = session.to_move()
            view = rules.view(session.state, seat)
            session.apply(bot.choose(view, legal, bot_rng(seed, len(session.actions))))
        # The picture shows the game from the first (human) seat's side;
        # the other seats' computer players are not started.
        window.install_session(spec, session, start_bots=False)
    window.show()
    window.stats.ensure()  # the plot normally appears a moment after start-up
    for _ in range(5):
        app.processEvents()
    window.fit_players_dock()
    app.processEvents()
    window.view.fit()
    app.processEvents()
    if getattr(args, "gains", False) and window.controller is not None:
        # As in play, the gains come after the docks were fitted: what the
        # moves since the first seat's own last move gained (the players
        # panel shows them for a few seconds).
        played = window.controller.session
        seen = 0
        for index in range(len(played.actions) - 1, -1, -1):
            if played.rules.to_move(played.states[index]) == 0:
                seen = index + 1
                break
        window.gains.seen = seen
        window.gains.update(played)
        window.refresh()
        for _ in range(5):  # the docks are laid out by queued events
            app.processEvents()
    if window.stack.currentWidget() is window.privacy:  # hotseat: hand the screen over
        window.privacy.button.click()
        app.processEvents()
    if getattr(args, "cursor", False):
        window.activateWindow()
        window.view.setFocus()
        if window.scene is not None:
            window.scene.cursor.show(True)
            window.view._keep_cursor_in_sight()
        app.processEvents()
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    picture = window.grab()
    if not picture.save(str(out)):
        print(f"could not write {out}", file=sys.stderr)
        return 1
    print(f"wrote {out} ({picture.width()}x{picture.height()})")
    window.close()
    QApplication.processEvents()
    return 0
