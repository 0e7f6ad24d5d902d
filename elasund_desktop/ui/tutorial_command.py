"""`elasund-desktop tutorial`: a game's guided first game, in the window (issue 26).

Without --autoplay it opens the window with the lesson started, as Help ▸ Learn
to play does.  With --autoplay (offscreen, for maintainers and translators) it
plays the lesson through the real window following its own hints (Next on a
text, the hinted move on the board) and saves a picture of every step as it is
first shown, `NN_<step id>.png` in --out, so that each language's lesson can
be looked at page by page.  User folders are redirected to a temporary
directory, as for `screenshot`.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from argparse import Namespace
from collections.abc import Callable
from pathlib import Path
from typing import Any

WAIT_SECONDS = 300.0  # a computer's turn offscreen; a bound, not a clock for results
MAX_MOVES = 5000


def run_tutorial(args: Namespace) -> int:
    if args.autoplay:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    temp_home = None
    if args.autoplay and not os.environ.get("ELASUND_DESKTOP_HOME"):
        temp_home = tempfile.TemporaryDirectory(prefix="elasund-tutorial-")
        os.environ["ELASUND_DESKTOP_HOME"] = temp_home.name
    try:
        return _run(args)
    finally:
        if temp_home is not None:
            temp_home.cleanup()
            os.environ.pop("ELASUND_DESKTOP_HOME", None)


def _run(args: Namespace) -> int:
    from ..games import default_registry
    from ..lessons.catalogue import lesson_of
    from ..persistence.settings import Settings, load_settings
    from .app import build_main_window, make_application

    registry = getattr(args, "registry", None) or default_registry()
    with_lessons = [g for g in registry.ids() if lesson_of(g) is not None]
    if args.game not in with_lessons:
        print(
            f"no lesson for {args.game!r}; lessons: {', '.join(with_lessons) or 'none'}",
            file=sys.stderr,
        )
        return 2
    app = make_application()
    settings = (
        Settings(autosave=False, bot_delay_ms=0, animations=False)
        if args.autoplay
        else (load_settings())
    )
    window = build_main_window(registry, settings, args.lang)
    width, height = args.size or (1600, 1000)
    window.resize(width, height)
    window.show()
    window.start_lesson(args.game)
    if not args.autoplay:
        return int(app.exec())
    try:
        return _autoplay(app, window, Path(args.out))
    finally:
        if window.translator is not None:
            window.translator.switch("en")
        if window.controller is not None:
            window.controller.set_paused(True)  # no computer thinks for a closed window
        window.close()
        window.deleteLater()  # the command may run inside a longer-lived application
        app.processEvents()


def _wait(
    app: Any, condition: Callable[[], bool], tick: Callable[[], None] | None = None
) -> bool:
    """Let the window run (the computer players think in it) until `condition`;
    `tick` is called meanwhile (a text shown during the computers' turns)."""
    deadline = time.monotonic() + WAIT_SECONDS
    while not condition():
        if time.monotonic() > deadline:
            return False
        app.processEvents()
        if tick is not None:
            tick()
        time.sleep(0.002)
    return True


def _autoplay(app: Any, window: Any, out: Path) -> int:
    from ..lessons.runner import hint

    out.mkdir(parents=True, exist_ok=True)
    guide = window.lesson_guide
    controller = window.controller
    assert guide is not None and controller is not None
    session = controller.session
    run = guide.run
    shots: list[tuple[str, str]] = []

    def shoot() -> None:
        # A picture whenever the panel's words change, not only its step: a step
        # waiting for its moves (the church's 7 gold) later says what to do, and
        # a translator must see both texts.
        step = run.current()
        name = step.id if step is not None else "end"
        shown = (name, guide.panel.text.text())
        if shots and shots[-1] == shown:
            return
        for _ in range(3):  # the docks are laid out by queued events
            app.processEvents()
        path = out / f"{len(shots) + 1:02d}_{name}.png"
        if not window.grab().save(str(path)):
            raise OSError(f"could not write {path}")
        shots.append(shown)
        print(f"wrote {path}")

    for _ in range(MAX_MOVES):
        # a waiting text ("the computer players move first") is pictured as well
        done = lambda: run.finished() or run.waits_for_next() or window.may_act()  # noqa: E731
        if not _wait(app, done, shoot):
            print("the lesson stopped: no move came", file=sys.stderr)
            return 1
        shoot()
        if run.finished():
            return 0
        if run.waits_for_next():
            guide.panel.next_button.click()
            continue
        legal = session.legal_actions()
        window.choose_action(hint(run, session.rules, session.state, legal, len(session.actions)))
    print("the lesson did not end", file=sys.stderr)
    return 1
