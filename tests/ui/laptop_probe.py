"""What a laptop screen shows of each game: the checks of test_laptop_screens.py.

Used in the test process (1280×720 at 100 %) and, as a script, in a child
process whose Qt scale factor is set before its QApplication exists (150 % on
a 1920×1080 screen):

    QT_SCALE_FACTOR=1.5 QT_QPA_PLATFORM=offscreen:configfile=SCREEN.json \\
        python -m tests.ui.laptop_probe en,it,da,uk,hu

The script starts the window as a first start does (sized to the screen it
opens on), plays each game in each language and prints one JSON object: the
problems found (an empty list when every board fits) and what it measured.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from tests.ui.text_clipping import clipped_dock_texts, shown_rect

# Actions played before the picture is taken, so that the player to move (the
# first seat) has a hand, buttons and a prompt, as in the middle of a game.
MOVES = 40


def settle() -> None:
    """Let the window lay itself out (the docks follow in queued events)."""
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the last game's hand
    for _ in range(4):
        QApplication.processEvents()


def start_mid_game(win: Any, game_id: str, seed: int = 5) -> None:
    """The game at its most crowded table, a few rounds in, the first seat to move."""
    from elasund_desktop.ai.bots import bot_rng, make_bot
    from elasund_desktop.engine.rules import GameConfig
    from elasund_desktop.engine.session import Seat, Session, SessionConfig

    spec = win.registry.get(game_id)
    rules = spec.rules()
    players = rules.max_players
    seats = tuple(
        Seat(f"Player {i + 1}", i, "human" if i == 0 else "random") for i in range(players)
    )
    session: Session[Any] = Session(
        rules, SessionConfig(game_id, GameConfig(players, {}), seed, seats)
    )
    bot = make_bot(spec.bots[0])
    while not session.is_over() and (len(session.actions) < MOVES or session.to_move() != 0):
        seat = session.to_move()
        view = rules.view(session.state, seat)
        legal = session.legal_actions()
        session.apply(bot.choose(view, legal, bot_rng(seed, len(session.actions))))
    win.install_session(spec, session, start_bots=False)
    settle()
    win.fit_players_dock()  # as after the first move's redraw
    win.view.fit()
    settle()


def play_on(win: Any, game_id: str, players: int, moves: int, seed: int = 5) -> Iterator[int]:
    """A new game of `players` started as the New Game dialog starts one, then
    `moves` random actions applied through the window's controller (each one
    redrawn, as in play); yields the number of actions played whenever the
    first seat (the only human) is to move."""
    from elasund_desktop.ai.bots import bot_rng, make_bot
    from elasund_desktop.engine.rules import GameConfig
    from elasund_desktop.engine.session import Seat, SessionConfig

    spec = win.registry.get(game_id)
    seats = tuple(
        Seat(f"Player {i + 1}", i, "human" if i == 0 else "random") for i in range(players)
    )
    win.start_game(SessionConfig(game_id, GameConfig(players, {}), seed, seats))
    controller = win.controller
    controller.set_paused(True)  # the computers' moves are applied below
    settle()
    session = controller.session
    rules = session.rules
    bot = make_bot(spec.bots[0])
    for _ in range(moves):
        if session.is_over():
            return
        seat = session.to_move()
        view = rules.view(session.state, seat)
        action = bot.choose(view, session.legal_actions(), bot_rng(seed, len(session.actions)))
        controller.apply(action)
        settle()
        if session.to_move() == 0:
            yield len(session.actions)


# The steps with the most buttons in each game (issue 25's play-test: Catan's
# discard and bank-take choices squeezed to one visible button): game ->
# (the kind of action the step offers, the kind applied first to get there
# from the state found, if any).
CROWDED_STEPS: dict[str, tuple[tuple[str, str | None], ...]] = {
    "catan": (
        ("discard", None),
        ("bank_take", None),
        ("bank_trade", None),  # the turn's main step: trades, cards, the end
        ("offer_get", "offer_start"),  # composing a trade with the players
    ),
    "elasund": (("build", None), ("bonus_place", None), ("discard", None)),
    "elfenland": (("pay_card", None), ("keep_counter", None)),  # its discard: as pay_card
    "carrara": (("announce_end", None), ("stop_taking", None)),
}


def fullest_choices(game_id: str) -> dict[str, list[Any]]:
    """The most buttons each crowded step can offer at once (more than random
    play reaches: Catan's discard of all five resources), for the seat 0:
    step name -> actions."""
    from elasund_desktop.engine.rules import Action

    if game_id == "catan":
        resources = ("lumber", "brick", "wool", "grain", "ore")
        return {
            "discard": [Action(0, "discard", (r,)) for r in resources],
            "bank_take": [Action(0, "bank_take", (r,)) for r in resources[1:]],
            "offer": [Action(0, "offer_give", (r,)) for r in resources]
            + [Action(0, "offer_get", (r,)) for r in resources],
            "send": [Action(0, "offer_give", ("wool",)), Action(0, "offer_get", ("ore",))]
            + [Action(0, "offer_send", (q,)) for q in (1, 2, 3)]
            + [Action(0, "offer_send_all", ())],
        }
    if game_id == "elfenland":
        transports = ("giant_pig", "elfcycle", "magic_cloud", "unicorn", "troll_wagon", "dragon")
        return {
            "pay_card": [Action(0, "pay_card", (c,)) for c in (*transports, "raft")],
            "keep": [Action(0, "keep_counter", (c, False)) for c in transports[:5]]
            + [Action(0, "keep_counter", ("dragon", True)), Action(0, "keep_none", ())],
        }
    if game_id == "elasund":
        kinds = ("house", "workshop", "well", "market_stand", "tavern", "merchant")
        return {
            "build": [Action(0, "build", (k,)) for k in (*kinds, "large_building")]
            + [Action(0, "church", ()), Action(0, "end_construction", ())],
        }
    return {
        "end": [Action(0, "announce_end", ()), Action(0, "end_turn", ())],
    }


def crowded_session(win: Any, game_id: str, kind: str, first: str | None) -> Any:
    """A game at its largest table in which the first seat is to choose among
    as many actions of `kind` as random play reached (after applying one
    `first` action where that step comes after another): a Session."""
    from elasund_desktop.ai.bots import bot_rng, make_bot
    from elasund_desktop.engine.rules import GameConfig
    from elasund_desktop.engine.session import Seat, Session, SessionConfig

    spec = win.registry.get(game_id)
    rules = spec.rules()
    players = rules.max_players
    seats = tuple(
        Seat(f"Player {i + 1}", i, "human" if i == 0 else "random") for i in range(players)
    )
    bot = make_bot(spec.bots[0])
    best: tuple[int, int, int] | None = None  # (count, seed, actions played)
    for seed in range(1, 5):
        session: Session[Any] = Session(
            rules, SessionConfig(game_id, GameConfig(players, {}), seed, seats)
        )
        while not session.is_over() and len(session.actions) < 1500:
            legal = session.legal_actions()
            if session.to_move() == 0:
                step = legal
                if first is not None and any(a.kind == first for a in legal):
                    after = session.rules.apply(
                        session.state, next(a for a in legal if a.kind == first)
                    ).state
                    step = session.rules.legal_actions(after)
                count = sum(1 for a in step if a.kind == kind)
                if count and (best is None or count > best[0]):
                    best = (count, seed, len(session.actions))
            view = rules.view(session.state, session.to_move())
            session.apply(bot.choose(view, legal, bot_rng(seed, len(session.actions))))
    assert best is not None, f"random play never reached {game_id}'s {kind}"
    _count, seed, played = best
    session = Session(rules, SessionConfig(game_id, GameConfig(players, {}), seed, seats))
    while len(session.actions) < played:
        view = rules.view(session.state, session.to_move())
        legal = session.legal_actions()
        session.apply(bot.choose(view, legal, bot_rng(seed, len(session.actions))))
    if first is not None:
        session.apply(next(a for a in session.legal_actions() if a.kind == first))
    return session


def button_problems(win: Any) -> list[str]:
    """Every button of Your move whole in sight, without scrolling."""
    panel = win.actions_panel
    found = []
    bar = panel.button_scroll.verticalScrollBar()
    if bar.maximum() > 0:
        found.append(f"the buttons scroll ({bar.maximum()} px)")
    for button in panel.buttons:
        if not button.isVisible():
            continue
        shown = shown_rect(button)
        if shown.size() != button.size():
            found.append(
                f"button {button.text()!r} shows {shown.size().toTuple()} of {button.size().toTuple()}"
            )
    return found


def board_problems(win: Any) -> list[str]:
    """The board's whole scene inside the view, at a readable scale, unscrolled."""
    from elasund_desktop.ui.board_base import BoardView

    view = win.view
    problems = []
    scale = view.current_scale()
    if scale < BoardView.MIN_READABLE_SCALE - 1e-9:
        problems.append(f"scale {scale:.3f} below {BoardView.MIN_READABLE_SCALE}")
    scene_rect = view.scene().sceneRect()
    shown = view.mapFromScene(scene_rect).boundingRect()
    viewport = view.viewport().rect()
    if not viewport.contains(shown):
        problems.append(f"scene {shown.getRect()} outside the viewport {viewport.getRect()}")
    for name, bar in (
        ("horizontal", view.horizontalScrollBar()),
        ("vertical", view.verticalScrollBar()),
    ):
        if bar.maximum() > 0:
            problems.append(f"{name} scroll bar ({bar.maximum()} px)")
    return problems


def turn_problems(win: Any) -> list[str]:
    """What a player needs on the turn stays in sight: the players table (the
    scores) and Your move (what to do, the hand), neither behind a tab."""
    problems = []
    for name in ("players", "actions"):
        dock = win.docks[name]
        # a tab behind another is moved out of the window
        shown = shown_rect(dock.widget())
        if not dock.isVisible() or shown.height() < 3 * dock.fontMetrics().height():
            problems.append(f"the {name} dock is not in sight")
        tabbed = win.tabifiedDockWidgets(dock)
        if name == "actions" and tabbed:
            problems.append("Your move shares its place with another dock")
    # every player's row of the table, whole (its facts below may scroll)
    table = win.players.table
    shown = shown_rect(table)
    if shown.height() < table.height() - 1 or table.verticalScrollBar().maximum() > 0:
        problems.append(f"players table shows {shown.height()} of {table.height()} px")
    return problems


def tab_problems(win: Any) -> list[str]:
    """Every tab of the side panels shows its whole title (Qt elides them all
    when the tabs need more than the column's width)."""
    from PySide6.QtWidgets import QDockWidget, QTabBar

    problems = []
    docks = win.findChildren(QDockWidget)
    for bar in win.findChildren(QTabBar):
        if not bar.isVisible() or not any(bar.parent() is d.parent() for d in docks):
            continue
        needed = sum(bar.tabSizeHint(i).width() for i in range(bar.count()))
        if needed > bar.width() + 1:
            titles = [bar.tabText(i) for i in range(bar.count())]
            problems.append(f"tabs {titles} need {needed} px, have {bar.width()}")
    return problems


def facts_problems(win: Any) -> list[str]:
    """The first fact under the players table (Catan's bank) in sight, whole
    (the play-test saw a joiner's "Bank: …, 17 grain, 11" and no more)."""
    from PySide6.QtCore import QRect, Qt

    label = win.players.facts_label
    if label.isHidden() or not label.text():
        return []
    first = label.text().split("\n")[0]
    need = label.fontMetrics().boundingRect(
        QRect(0, 0, label.width(), 10**5), int(Qt.TextFlag.TextWordWrap), first
    )
    shown = shown_rect(label)
    if shown.top() > 0 or shown.height() < need.height() or shown.width() < label.width():
        return [f"the fact {first[:40]!r} shows {shown.getRect()} of {need.getRect()}"]
    return []


def problems(win: Any) -> list[str]:
    return [
        *board_problems(win),
        *turn_problems(win),
        *clipped_dock_texts(win),
        *tab_problems(win),
        *facts_problems(win),
    ]


def _probe(languages: list[str]) -> dict[str, Any]:
    from elasund_desktop.persistence.settings import Settings
    from elasund_desktop.ui.app import build_main_window, make_application

    make_application()
    found: list[str] = []
    measured: dict[str, Any] = {}
    for lang in languages:
        # each language a first start: no layout saved by the one before
        os.environ["ELASUND_DESKTOP_HOME"] = tempfile.mkdtemp(prefix=f"laptop-{lang}-")
        win = build_main_window(None, Settings(autosave=False, bot_delay_ms=0), lang)
        assert not win.layout_saved
        win.dock_layout.fit_window_to_screen()  # as run_gui does on a first start
        win.show()
        settle()
        screen = win.screen().availableGeometry()
        measured[lang] = {
            "screen": [screen.width(), screen.height()],
            "window": [win.width(), win.height()],
        }
        if win.width() > screen.width() or win.height() > screen.height():
            found.append(f"{lang}: window {win.width()}×{win.height()} larger than the screen")
        for game_id in win.registry.ids():
            start_mid_game(win, game_id)
            measured[lang][game_id] = {
                "scale": round(win.view.current_scale(), 3),
                "one_column": win.dock_layout.is_one_column(),
                "dpr": win.devicePixelRatio(),
            }
            found.extend(f"{lang} {game_id}: {line}" for line in problems(win))
        win.close()
        if win.translator is not None:
            win.translator.switch("en")
    return {"problems": found, "measured": measured}


if __name__ == "__main__":
    os.environ.setdefault("ELASUND_DESKTOP_ANIMATIONS", "0")
    result = _probe(sys.argv[1].split(",") if len(sys.argv) > 1 else ["en"])
    out = os.environ.get("LAPTOP_PROBE_OUT")
    text = json.dumps(result)
    if out:
        Path(out).write_text(text, encoding="utf-8")
    print(text)
