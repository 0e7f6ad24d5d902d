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
Answer:   {"job": n, "action": [...], "pid": p, "searchers": [p, ...]} |
          {"job": n, "cancelled": true, "searchers": [p, ...]} |
          {"job": n, "error": "..."}          ("pid": the helper's own process id;
          "searchers": the processes that searched, or that stopped on the cancel)

The helper keeps the game's session between requests and only applies the
actions that are new (or goes back for an undo), so a request costs little
more than the search.  Where no helper can be started (the executable cannot
be run, or the helper ends before its first answer), `SearchService` thinks on
the calling thread instead.

Root-parallel search.  On a machine with more than two cores the helper runs
a small pool of searcher processes of its own (`SearchPool`, the same
command line, so a frozen build needs nothing more): the helper does the
level's checks once (tactics.py), sends each searcher the decision with an
rng stream of its own, searches itself meanwhile, and merges the roots
(levels.LevelBot._search, search.merge_results).  A searcher's requests:

          {"job": n, "share": true, <the decision's fields>, "rng": stream,
           "elapsed": seconds already spent on the decision}
Answer:   {"job": n, "result": {...}, "pid": p} | {"job": n, "cancelled": true, "pid": p}

Why the pool lives in the helper and not in `SearchService`: the checks
before and the guard after the search need the game's session, which the
helper has; the window's side keeps one process to talk to, one cancel and
one fallback.  Cancel: while the searchers work, a thread of the helper
watches the decision's stop condition and passes a cancel to every searcher
at once; the helper answers "cancelled" after all of them have.
`ELASUND_DESKTOP_SEARCHERS` sets the number of searchers (`default_searchers`).
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
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import IO, Any

from .. import SEARCH_HELPER_ARG
from ..engine.rng import Rng
from ..engine.rules import Action, GameConfig
from ..engine.session import Session, SessionConfig
from .bots import decide, make_bot
from .hooks import game_ai
from .search import Cancelled, SearchResult

_CODE = "from elasund_desktop.ai.worker import serve; serve()"

# The number of searchers of one decision, set by hand (tests, benches): "2".
SEARCHERS_ENV = "ELASUND_DESKTOP_SEARCHERS"
# Root parallelisation gains less with every searcher (the merged statistics
# of N small trees are not those of one N times larger), and each searcher is
# a process with the games loaded (some tens of MB): four are plenty.
MAX_SEARCHERS = 4
# Set for a pool's searcher processes: they answer "share" requests only and
# are already niced (they inherit the helper's priority).
_SHARE_ENV = "ELASUND_DESKTOP_SEARCH_SHARE"
# How long the helper waits, after a cancel, for a searcher to confirm; one
# that does not answer by then is ended (and restarted at the next decision).
CANCEL_GRACE = 10.0


def usable_cores() -> int:
    """The cores this process may run on (its affinity where the system tells it)."""
    affinity = getattr(os, "sched_getaffinity", None)
    if affinity is not None:
        with contextlib.suppress(OSError):
            return max(1, len(affinity(0)))
    return os.cpu_count() or 1


def default_searchers(cores: int | None = None, environ: Mapping[str, str] | None = None) -> int:
    """How many searchers a decision gets: one per core but one, at most MAX_SEARCHERS.

    One core is left to the window and the system (the window must keep
    answering while the computer thinks).  On two cores or fewer that leaves
    one searcher, as before root parallelisation.  `SEARCHERS_ENV`, when set to
    a positive number, overrides it (tests and benches force 2 on any machine).
    """
    env = os.environ if environ is None else environ
    forced = env.get(SEARCHERS_ENV, "").strip()
    if forced.isdigit() and int(forced) >= 1:
        return min(int(forced), 16)  # a typo of 200 must not start 200 processes
    cores = usable_cores() if cores is None else cores
    if cores <= 2:
        return 1
    return min(MAX_SEARCHERS, cores - 1)


def _spawn(
    extra_env: Mapping[str, str] | None = None,
) -> tuple[subprocess.Popen[str], queue.Queue[str], threading.Event]:
    """A helper process, the queue its answer lines go to ("" once it ends), and an
    event set at its first line.  Raises OSError when it cannot be started."""
    env = dict(os.environ)
    if not getattr(sys, "frozen", False):  # a frozen helper finds the package in its bundle
        root = str(Path(__file__).resolve().parents[2])
        env["PYTHONPATH"] = root + os.pathsep + env.get("PYTHONPATH", "")
    env.update(extra_env or {})
    proc = subprocess.Popen(
        helper_command(),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        bufsize=1,
        env=env,
    )
    answers: queue.Queue[str] = queue.Queue()
    answered = threading.Event()
    stdout = proc.stdout
    assert stdout is not None

    def pump() -> None:  # every answer line into the queue; "" when the helper ends
        with stdout:  # closed here, by its only reader, once the helper has ended
            for line in stdout:
                answered.set()
                answers.put(line)
        answers.put("")

    threading.Thread(target=pump, name="search-answers", daemon=True).start()
    return proc, answers, answered


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


def decision_fields(
    config: SessionConfig, actions: Sequence[Action], seat: int, level: str
) -> dict[str, Any]:
    """What a request to a helper says of the decision: the game, its log, the seat, the level."""
    return {
        "game": config.game_id,
        "players": config.game.num_players,
        "options": dict(config.game.options),
        "seed": config.seed,
        "actions": [a.to_json() for a in actions],
        "seat": seat,
        "level": level,
    }


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
        # the processes that searched the last decision (the helper first; more
        # than one with root-parallel search), [] when no tree search ran
        self.last_searcher_pids: list[int] = []

    def _start(self) -> subprocess.Popen[str] | None:
        if self._failed:
            return None
        if self._proc is not None and self._proc.poll() is None:
            return self._proc
        try:
            self._proc, self._answers, self._answered = _spawn()
        except OSError:
            self._failed = True
            return None
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
            self.last_searcher_pids = []
            proc = self._start()
            if proc is None or proc.stdin is None or proc.stdout is None:
                return _decide_here(config, actions, seat, level, rng, cancel)
            self._job += 1
            job = self._job
            request = {
                "job": job,
                **decision_fields(config, actions, seat, level),
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
                searchers = answer.get("searchers", [])
                self.last_searcher_pids = [p for p in searchers if isinstance(p, int)]
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
    A pool's searcher inherits the helper's priority and keeps it: it is not
    meant to lose against the helper, whose search it is part of.
    """
    nice = getattr(os, "nice", None)
    if nice is not None and os.environ.get(_SHARE_ENV) != "1":
        with contextlib.suppress(OSError):
            nice(5)


def result_to_json(result: SearchResult) -> dict[str, Any]:
    """A searcher's root statistics for the pipe (floats survive JSON exactly)."""
    return {
        "action": result.action.to_json(),
        "iterations": result.iterations,
        "seconds": result.seconds,
        "visits": [[a.to_json(), n, result.rewards.get(a, 0.0)] for a, n in result.visits.items()],
        "proven": [a.to_json() for a in result.visits if a in result.proven],
    }


def result_from_json(data: dict[str, Any]) -> SearchResult:
    visits: dict[Action, int] = {}
    rewards: dict[Action, float] = {}
    for action_json, count, reward in data["visits"]:
        action = Action.from_json(action_json)
        visits[action] = int(count)
        rewards[action] = float(reward)
    return SearchResult(
        Action.from_json(data["action"]),
        int(data["iterations"]),
        float(data["seconds"]),
        visits,
        rewards,
        frozenset(Action.from_json(a) for a in data["proven"]),
    )


class _Searcher:
    """One searcher process of a pool: its pipe, its answers, a lock for its stdin
    (the decision's thread sends requests, the cancel watcher sends cancels)."""

    def __init__(self) -> None:
        self.proc, self.answers, _ = _spawn({_SHARE_ENV: "1"})
        self._lock = threading.Lock()

    def alive(self) -> bool:
        return self.proc.poll() is None

    def send(self, message: dict[str, Any]) -> bool:
        stdin = self.proc.stdin
        assert stdin is not None
        with self._lock:
            try:
                _send(stdin, message)
            except (OSError, ValueError):  # it has ended: a searcher fewer this time
                return False
            return True

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(timeout=5)
        if self.proc.stdin is not None:
            with contextlib.suppress(OSError):
                self.proc.stdin.close()


class SearchPool:
    """The other searchers of root-parallel search: `extra` processes beside this one.

    Started at the first use (or at a warm-up), restarted when one has ended.  A
    searcher that cannot be started, or ends during a search, is a searcher
    fewer for that decision, never a failed decision: the deciding process's
    own search always counts.
    """

    def __init__(self, extra: int) -> None:
        self.extra = extra
        self._searchers: list[_Searcher | None] = [None] * extra
        self._job = 0

    def running(self) -> list[_Searcher]:
        """The searchers, (re)started where needed."""
        found = []
        for i, searcher in enumerate(self._searchers):
            if searcher is None or not searcher.alive():
                if searcher is not None:
                    searcher.close()
                try:
                    searcher = _Searcher()
                except OSError:
                    searcher = None
                self._searchers[i] = searcher
            if searcher is not None:
                found.append(searcher)
        return found

    def next_job(self) -> int:
        self._job += 1
        return self._job

    def warm_up(self, game_id: str) -> None:
        """Start the searchers and let them load the game (their answers are not awaited)."""
        for searcher in self.running():
            searcher.send({"job": self.next_job(), "warm": game_id})

    def for_decision(
        self, config: SessionConfig, actions: Sequence[Action], seat: int, level: str
    ) -> Shares:
        """The searchers of one decision, for levels.LevelBot.others."""
        return Shares(self, self.running(), decision_fields(config, actions, seat, level))

    def close(self) -> None:
        for searcher in self._searchers:
            if searcher is not None:
                searcher.close()
        self._searchers = [None] * self.extra


class Shares:
    """The other searchers' shares of one decision (levels.OtherSearchers)."""

    def __init__(
        self, pool: SearchPool, searchers: list[_Searcher], decision: dict[str, Any]
    ) -> None:
        self._pool = pool
        self._searchers = searchers
        self._decision = decision
        self._sent: list[tuple[_Searcher, int | None]] = []
        self._done = threading.Event()
        self._cancelled = threading.Event()
        self._cancel_lock = threading.Lock()
        # every searcher's answer (its pid, and "result", "cancelled" or "error"),
        # in searcher order, once `results` or `stop` has collected them
        self.answers: list[dict[str, Any]] = []
        self.own_cancelled = False  # the deciding process's own search was cancelled

    @property
    def count(self) -> int:
        return len(self._searchers)

    def start(self, rngs: Sequence[Rng], elapsed: float, cancel: Callable[[], bool] | None) -> None:
        for searcher, rng in zip(self._searchers, rngs, strict=False):
            job = self._pool.next_job()
            request = {
                **self._decision, "job": job, "share": True, "rng": rng.state, "elapsed": elapsed,
            }  # fmt: skip
            self._sent.append((searcher, job if searcher.send(request) else None))
        if cancel is None:
            return

        def watch() -> None:
            # The deciding process looks at `cancel` between its own iterations
            # only; this thread passes it on to every searcher within 5 ms of it,
            # so that they stop together.
            while not self._done.wait(0.005):
                if cancel():
                    self._cancel_all()
                    return

        threading.Thread(target=watch, name="search-cancel-watch", daemon=True).start()

    def _cancel_all(self) -> None:
        with self._cancel_lock:
            if self._cancelled.is_set():
                return
            self._cancelled.set()
            for searcher, job in self._sent:
                if job is not None:
                    searcher.send({"cancel": job})

    def results(self) -> list[SearchResult]:
        """The searchers' results (those that have one); Cancelled when told to stop."""
        try:
            self.answers = [self._answer(searcher, job) for searcher, job in self._sent]
        finally:
            self._done.set()
        if self._cancelled.is_set():
            raise Cancelled
        return [result_from_json(a["result"]) for a in self.answers if "result" in a]

    def stop(self) -> None:
        self.own_cancelled = True
        self._cancel_all()
        with contextlib.suppress(Cancelled):
            self.results()

    def _answer(self, searcher: _Searcher, job: int | None) -> dict[str, Any]:
        pid = searcher.proc.pid
        if job is None:
            return {"error": "the searcher could not be asked", "pid": pid}
        give_up: float | None = None
        while True:
            try:
                line = searcher.answers.get(timeout=0.05)
            except queue.Empty:
                if self._cancelled.is_set():
                    now = time.monotonic()
                    if give_up is None:
                        give_up = now + CANCEL_GRACE
                    elif now >= give_up:  # deaf to the cancel: ended, restarted next time
                        searcher.close()
                        return {"job": job, "cancelled": True, "pid": pid, "ended": True}
                continue
            if not line:
                return {"job": job, "error": "the searcher ended", "pid": pid}
            answer: dict[str, Any] = json.loads(line)
            if answer.get("job") == job:
                return answer
            # else: an answer to a warm-up or to an abandoned decision


def serve(stdin: IO[str] | None = None, stdout: IO[str] | None = None) -> None:
    """The helper's loop: read requests, keep the session, answer with the decision.

    As the window's helper it runs a SearchPool when `default_searchers()` asks
    for more than one searcher; as a pool's searcher it answers "share" requests.
    """
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
    is_share = os.environ.get(_SHARE_ENV) == "1"
    searchers = 1 if is_share else default_searchers()
    pool: SearchPool | None = None

    def the_pool() -> SearchPool | None:
        nonlocal pool
        if pool is None and searchers > 1:
            pool = SearchPool(searchers - 1)
        return pool

    try:
        while True:
            with arrived:
                while not pending and not closed.is_set():
                    arrived.wait()
                if not pending:
                    return
                request = pending.pop(0)
            job = int(request["job"])
            if "warm" in request:  # load the game's modules before the first real request
                game_id = str(request["warm"])
                searching = the_pool()
                if searching is not None:
                    searching.warm_up(game_id)  # they load it while this process does
                game_ai(default_registry().get(game_id).rules().game_id)
                if not _write(out, {"job": job, "warm": True}):
                    return
                continue

            def stop(job: int = job) -> bool:
                # A newer request makes this one stale.  A pool's searcher also stops
                # when its input closes: the helper that asked has gone (killed by the
                # window's SearchService.close), and nobody will read the answer.  The
                # helper itself still answers a last request before its input closed.
                return job in cancelled or bool(pending) or (is_share and closed.is_set())

            shares: Shares | None = None
            try:
                config = SessionConfig(
                    request["game"],
                    GameConfig(int(request["players"]), request["options"]),
                    int(request["seed"]),
                )
                actions = [Action.from_json(a) for a in request["actions"]]
                session = _sync(session, config, actions, default_registry)
                # a level ("hard") or a level with a node budget ("hard@750", bench/)
                level = str(request["level"])
                bot = make_bot(level)
                seat, rng = int(request["seat"]), Rng(int(request["rng"]))
                if request.get("share"):  # a pool's searcher: one share of a decision
                    search_share = getattr(bot, "search_share", None)
                    if search_share is None:
                        raise ValueError(f"{level!r} does not search")
                    elapsed = float(request.get("elapsed", 0.0))
                    result = search_share(session.rules, session.state, seat, rng, stop, elapsed)
                    answer: dict[str, Any] = {
                        "job": job, "result": result_to_json(result), "pid": os.getpid(),
                    }  # fmt: skip
                else:
                    # a searching level (not Easy, not a game's own player) gets the pool
                    searches = getattr(bot, "budget", None) is not None and hasattr(bot, "others")
                    searching = the_pool() if searches else None
                    if searching is not None:
                        shares = searching.for_decision(config, actions, seat, level)
                        bot.others = shares  # type: ignore[attr-defined]
                    action = decide(bot, session.rules, session.state, seat, rng, stop)
                    # the pid tells whoever asks that this process, not the caller, thought
                    answer = {
                        "job": job,
                        "action": action.to_json(),
                        "pid": os.getpid(),
                        "searchers": _searched_by(bot, shares),
                    }
            except Cancelled:
                answer = {"job": job, "cancelled": True, "pid": os.getpid()}
                if not is_share:
                    answer["searchers"] = _stopped(shares)
            except Exception as exc:  # told to the window, which shows it
                answer = {"job": job, "error": f"{type(exc).__name__}: {exc}"}
            if not _write(out, answer):
                return
    finally:
        if pool is not None:
            pool.close()


def _write(out: IO[str], answer: dict[str, Any]) -> bool:
    """Write one answer line; False when nobody reads any more (the asker has gone)."""
    try:
        out.write(json.dumps(answer) + "\n")
        out.flush()
    except (BrokenPipeError, ValueError):  # ValueError: a closed stream
        if out is sys.stdout:  # no second BrokenPipeError when the interpreter flushes it
            with contextlib.suppress(OSError):
                os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return False
    return True


def _searched_by(bot: Any, shares: Shares | None) -> list[int]:
    """The processes whose search went into the decision (none: no tree search ran)."""
    if getattr(bot, "last_result", None) is None:
        return []
    others = [] if shares is None else [a["pid"] for a in shares.answers if "result" in a]
    return [os.getpid(), *others]


def _stopped(shares: Shares | None) -> list[int]:
    """The processes that stopped on a cancel (this one, when its own search did)."""
    if shares is None:
        return [os.getpid()]
    others = [a["pid"] for a in shares.answers if a.get("cancelled")]
    return [os.getpid(), *others] if shares.own_cancelled else others


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
