"""Searches in a separate process, so the window's process never shares the CPU lock.

A search is pure Python; on a thread of the GUI process it holds the
interpreter lock (GIL) most of the time and the GUI thread waits for it.  The
window therefore asks a helper process for Medium/Hard decisions: from a
source install `python -c ...worker...`, from a frozen build (PyInstaller) the
program's own executable with the private argument `--search-helper`, which
`cli.main` turns into `serve()` before anything else (see `helper_command`).
Nothing is pickled: requests and answers are JSON lines on the helper's
stdin/stdout.

Request:  {"job": n, "game": id, "players": n, "options": {...}, "seed": s,
           "actions": [action json...], "seat": k, "level": "hard", "rng": int}
          {"cancel": n}
Answer:   {"job": n, "action": [...], "pid": p} | {"job": n, "cancelled": true} |
          {"job": n, "error": "..."}          ("pid": the helper's own process id)

The helper keeps the game's session between requests and only applies the
actions that are new (or goes back for an undo), so a request costs little
more than the search.  Where no helper can be started (the executable cannot
be run, or the helper ends before its first answer), `SearchService` thinks on
the calling thread instead.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import queue
import subprocess
import sys
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import IO, Any

from .. import SEARCH_HELPER_ARG
from ..engine.rng import Rng
from ..engine.rules import Action, GameConfig
from ..engine.session import Session, SessionConfig
from .bots import decide, make_bot
from .hooks import game_ai
from .search import Cancelled

_CODE = "from elasund_desktop.ai.worker import serve; serve()"


def helper_command() -> list[str]:
    """The command line that starts a helper process.

    From source, `sys.executable` is a Python interpreter and runs `_CODE`.  In a
    frozen build it is the program itself (PyInstaller's bootloader, which has
    no `-c`: every argument goes to our own command line), so the helper is the
    same executable with a private first argument; `cli.main` sees it before any
    other import (no Qt, no window, no Dock icon on macOS) and runs `serve()`.

    Chosen over `multiprocessing` (spawn start method plus `freeze_support()`):
    it is the same `Popen` on Linux, Windows and macOS, keeps the JSON-lines
    protocol, its cancel and its fallback unchanged, and needs nothing pickled
    nor a PyInstaller run-time hook; a one-folder bundle starts its executable
    in a fraction of a second.  (A one-file build would unpack itself again for
    the child; the builds here are one-folder.)
    """
    if getattr(sys, "frozen", False):
        return [sys.executable, SEARCH_HELPER_ARG]
    return [sys.executable, "-c", _CODE]


class SearchService:
    """One helper process; `decide` blocks the calling (worker) thread, never the GUI."""

    def __init__(self) -> None:
        self._proc: subprocess.Popen[str] | None = None
        self._answers: queue.Queue[str] = queue.Queue()
        self._lock = threading.Lock()
        self._job = 0
        self._failed = False  # True once no helper could be started: think here from then on
        self._answered = threading.Event()  # the current helper has written a line
        self.warmed = threading.Event()  # set once a warm-up request has been answered
        # the process id the last decision came from (the helper's own word), or
        # None when it was thought on the calling thread: `elasund-desktop think-check`
        self.last_helper_pid: int | None = None

    def _start(self) -> subprocess.Popen[str] | None:
        if self._failed:
            return None
        if self._proc is not None and self._proc.poll() is None:
            return self._proc
        env = dict(os.environ)
        if not getattr(sys, "frozen", False):  # a frozen helper finds the package in its bundle
            root = str(Path(__file__).resolve().parents[2])
            env["PYTHONPATH"] = root + os.pathsep + env.get("PYTHONPATH", "")
        try:
            self._proc = subprocess.Popen(
                helper_command(),
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
                bufsize=1,
                env=env,
            )
        except OSError:
            self._failed = True
            return None
        answers: queue.Queue[str] = queue.Queue()
        self._answers = answers
        answered = self._answered = threading.Event()
        stdout = self._proc.stdout
        assert stdout is not None

        def pump() -> None:  # every answer line into the queue; "" when the helper ends
            with stdout:  # closed here, by its only reader, once the helper has ended
                for line in stdout:
                    answered.set()
                    answers.put(line)
            answers.put("")

        threading.Thread(target=pump, name="search-answers", daemon=True).start()
        return self._proc

    def decide(
        self,
        config: SessionConfig,
        actions: Sequence[Action],
        seat: int,
        level: str,
        rng: Rng,
        cancel: Callable[[], bool],
    ) -> Action:
        with self._lock:
            self.last_helper_pid = None
            proc = self._start()
            if proc is None or proc.stdin is None or proc.stdout is None:
                return _decide_here(config, actions, seat, level, rng, cancel)
            self._job += 1
            job = self._job
            request = {
                "job": job,
                "game": config.game_id,
                "players": config.game.num_players,
                "options": dict(config.game.options),
                "seed": config.seed,
                "actions": [a.to_json() for a in actions],
                "seat": seat,
                "level": level,
                "rng": rng.state,
            }
            try:
                _send(proc.stdin, request)
                answer = _wait(proc, self._answers, job, cancel)
            except (OSError, ValueError):
                if self._cannot_start(proc):
                    return _decide_here(config, actions, seat, level, rng, cancel)
                self.close()
                raise
            if "action" in answer:
                pid = answer.get("pid")
                self.last_helper_pid = pid if isinstance(pid, int) else proc.pid
                return Action.from_json(answer["action"])
            if answer.get("cancelled"):
                raise Cancelled
            raise RuntimeError(answer.get("error", "the search process failed"))

    def warm_up(self, game_id: str) -> None:
        """Start the helper and let it load the game now, off the calling thread."""

        def run() -> None:
            with self._lock:
                proc = self._start()
                if proc is None or proc.stdin is None:
                    return
                self._job += 1
                job = self._job
                try:
                    _send(proc.stdin, {"job": job, "warm": game_id})
                    _wait(proc, self._answers, job, lambda: False)
                except (OSError, ValueError):
                    if not self._cannot_start(proc):
                        self.close()
                    return
                self.warmed.set()

        threading.Thread(target=run, name="search-warm-up", daemon=True).start()

    def _cannot_start(self, proc: subprocess.Popen[str]) -> bool:
        """After a broken pipe: whether `proc` was a helper that never got going.

        A helper that ends before its first answer (in a frozen build: a module
        missing from the bundle, a security tool that stops the child) would fail
        again at every restart; the game goes on with thinking on the calling
        thread instead.  A helper that had answered and then ended (killed, out
        of memory) stays an error of this one decision, and the next one starts
        a new helper.
        """
        if self._answered.is_set() or self._proc is not proc:  # it worked, or close() ended it
            return False
        self.close()
        self._failed = True
        return True

    def close(self) -> None:
        proc, self._proc = self._proc, None
        if proc is None:
            return
        if proc.poll() is None:
            proc.kill()
            proc.wait(timeout=5)
        if proc.stdin is not None:  # no ResourceWarning for a service that is dropped
            with contextlib.suppress(OSError):  # a pipe to a dead helper may not flush
                proc.stdin.close()


def _send(stream: IO[str], message: dict[str, Any]) -> None:
    stream.write(json.dumps(message) + "\n")
    stream.flush()


def _wait(
    proc: subprocess.Popen[str], answers: queue.Queue[str], job: int, cancel: Callable[[], bool]
) -> dict[str, Any]:
    """The answer to `job`.  When `cancel()` says so, the helper is told to stop and
    the caller gets {"cancelled": True} at once: nobody waits for the helper to
    notice (its late answer is skipped by the next request)."""
    assert proc.stdin is not None
    while True:
        try:
            line = answers.get(timeout=0.005)
        except queue.Empty:
            if cancel():
                _send(proc.stdin, {"cancel": job})
                return {"job": job, "cancelled": True}
            continue
        if not line:
            raise OSError("the search process ended")
        answer: dict[str, Any] = json.loads(line)
        if answer.get("job") == job:
            return answer
        # else: the answer to an older, cancelled job


def _decide_here(
    config: SessionConfig,
    actions: Sequence[Action],
    seat: int,
    level: str,
    rng: Rng,
    cancel: Callable[[], bool],
) -> Action:
    from ..games import default_registry

    session = Session.replay(default_registry().get(config.game_id).rules(), config, actions)
    return decide(make_bot(level), session.rules, session.state, seat, rng, cancel)


# -- the helper process ------------------------------------------------------------
def _yield_to_the_window() -> None:
    """Lower the helper's scheduling priority a little.

    When the cores are busy (the search itself, other programs), the window's
    process should get the CPU first, so that its GUI thread keeps answering
    within a few milliseconds; the search has a wall-clock budget and simply
    does fewer iterations.  Where the system has no `nice`, nothing changes.
    """
    nice = getattr(os, "nice", None)
    if nice is not None:
        with contextlib.suppress(OSError):
            nice(5)


def serve(stdin: IO[str] | None = None, stdout: IO[str] | None = None) -> None:
    """The helper's loop: read requests, keep the session, answer with the decision."""
    from ..games import default_registry

    if stdin is None:
        _yield_to_the_window()
    inp = stdin if stdin is not None else sys.stdin
    out = stdout if stdout is not None else sys.stdout
    pending: list[dict[str, Any]] = []
    cancelled: set[int] = set()
    arrived = threading.Condition()
    closed = threading.Event()

    def read() -> None:
        for line in inp:
            message = json.loads(line)
            with arrived:
                if "cancel" in message:
                    cancelled.add(int(message["cancel"]))
                else:
                    pending.append(message)
                arrived.notify()
        closed.set()
        with arrived:
            arrived.notify()

    threading.Thread(target=read, daemon=True).start()
    session: Session[Any] | None = None
    while True:
        with arrived:
            while not pending and not closed.is_set():
                arrived.wait()
            if not pending:
                return
            request = pending.pop(0)
        job = int(request["job"])
        if "warm" in request:  # load the game's modules before the first real request
            game_ai(default_registry().get(str(request["warm"])).rules().game_id)
            out.write(json.dumps({"job": job, "warm": True}) + "\n")
            out.flush()
            continue
        try:
            config = SessionConfig(
                request["game"],
                GameConfig(int(request["players"]), request["options"]),
                int(request["seed"]),
            )
            actions = [Action.from_json(a) for a in request["actions"]]
            session = _sync(session, config, actions, default_registry)
            # a level ("hard") or a level with a node budget ("hard@750", bench/)
            bot = make_bot(str(request["level"]))

            def stop(job: int = job) -> bool:
                return job in cancelled or bool(pending)  # a newer request: this one is stale

            seat, rng = int(request["seat"]), Rng(int(request["rng"]))
            action = decide(bot, session.rules, session.state, seat, rng, stop)
            # the pid tells whoever asks that this process, not the caller, thought
            answer: dict[str, Any] = {"job": job, "action": action.to_json(), "pid": os.getpid()}
        except Cancelled:
            answer = {"job": job, "cancelled": True}
        except Exception as exc:  # told to the window, which shows it
            answer = {"job": job, "error": f"{type(exc).__name__}: {exc}"}
        out.write(json.dumps(answer) + "\n")
        out.flush()


def _sync(
    session: Session[Any] | None,
    config: SessionConfig,
    actions: list[Action],
    registry: Callable[[], Any],
) -> Session[Any]:
    """The session at the end of `actions`, reusing the previous one where it matches."""
    same_game = session is not None and session.config == config
    if session is None or not same_game:
        return Session.replay(registry().get(config.game_id).rules(), config, actions)
    done = session.actions
    common = 0
    while common < len(done) and common < len(actions) and done[common] == actions[common]:
        common += 1
    while len(session.actions) > common:
        session.undo(free=True)
    for action in actions[common:]:
        session.apply(action)
    return session


_service: SearchService | None = None


def shared_service() -> SearchService:
    """The application's helper process (started at the first request)."""
    global _service
    if _service is None:
        _service = SearchService()
        atexit.register(_service.close)
    return _service
