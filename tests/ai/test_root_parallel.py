"""Root-parallel search: the merge, the searchers' streams, the pool of processes, cancel.

Qt-free.  The process tests force two searchers (ELASUND_DESKTOP_SEARCHERS=2)
whatever the machine has, use node budgets (reproducible), and never assert on
the wall clock: a search that only a cancel can end is ended by the cancel or
by the test's time limit.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

from elasund_desktop.ai import levels, worker
from elasund_desktop.ai.bots import make_bot
from elasund_desktop.ai.hooks import game_ai
from elasund_desktop.ai.levels import LevelBot, node_budget
from elasund_desktop.ai.search import (
    SearchBudget,
    SearchResult,
    ismcts,
    merge_results,
    share_rng,
)
from elasund_desktop.ai.worker import (
    SEARCHERS_ENV,
    SearchPool,
    SearchService,
    default_searchers,
    result_from_json,
    result_to_json,
)
from elasund_desktop.engine.rng import Rng
from elasund_desktop.engine.rules import Action, GameConfig
from elasund_desktop.engine.session import Session, SessionConfig
from elasund_desktop.games import default_registry

A, B, C = Action(0, "a"), Action(0, "b"), Action(0, "c")


def _result(visits: dict[Action, int], rewards: dict[Action, float], **kw: Any) -> SearchResult:
    best = max(visits, key=lambda a: visits[a])
    return SearchResult(best, sum(visits.values()), 0.1, visits, rewards, **kw)


# -- the merge ------------------------------------------------------------------------
def test_merge_sums_visits_and_rewards_per_action() -> None:
    first = _result({A: 10, B: 5}, {A: 6.0, B: 4.0})
    second = _result({A: 3, B: 9, C: 2}, {A: 1.5, B: 6.0, C: 1.0})
    merged = merge_results([first, second])
    assert merged.visits == {A: 13, B: 14, C: 2}
    assert merged.rewards == {A: 7.5, B: 10.0, C: 1.0}
    # each searcher alone prefers A once (10 > 5) and B once; the sums decide
    assert merged.action == B
    assert merged.iterations == 15 + 14 and merged.seconds == 0.1


def test_merge_breaks_ties_by_mean_reward_then_by_the_first_met() -> None:
    by_reward = merge_results([_result({A: 4, B: 4}, {A: 1.0, B: 3.0})])
    assert by_reward.action == B
    exact = [_result({A: 4, B: 4}, {A: 2.0, B: 2.0}), _result({B: 1, A: 1}, {B: 0.5, A: 0.5})]
    assert merge_results(exact).action == A  # A is met first (searcher 0's order)
    assert merge_results(exact[::-1]).action == B  # the order is the searchers', kept fixed


def test_a_proven_win_of_one_searcher_is_the_merged_move() -> None:
    proven = _result({A: 1, B: 2}, {A: 1.0, B: 1.5}, proven=frozenset({A}))
    many = _result({B: 50}, {B: 40.0})
    assert merge_results([many, proven]).action == A


def test_the_merge_of_one_search_is_that_search() -> None:
    rules, state, seat = _position("elasund", 2, 30)
    result = ismcts(rules, state, seat, game_ai("elasund"), SearchBudget(None, 40, 4), Rng(3))
    assert sum(result.visits.values()) == result.iterations == 40
    merged = merge_results([result])
    assert merged.action == result.action and merged.visits == result.visits
    assert result_from_json(json.loads(json.dumps(result_to_json(result)))) == result
    with pytest.raises(ValueError):
        merge_results([])


def test_share_streams_differ_depend_on_the_decision_only_and_leave_it_unmoved() -> None:
    rng = Rng(77)
    streams = [share_rng(rng, k) for k in (1, 2, 3)]
    assert rng.state == Rng(77).state
    assert len({s.state for s in streams} | {rng.state}) == 4
    assert share_rng(Rng(77), 2).state == streams[1].state
    draws = [[s.next_u64() for _ in range(50)] for s in (Rng(77), *streams)]
    assert not set(draws[0]) & set(draws[1])  # not the same sequence shifted
    with pytest.raises(ValueError):
        share_rng(rng, 0)


# -- how many searchers ---------------------------------------------------------------
def test_two_cores_or_fewer_mean_one_searcher_and_more_leave_one_core() -> None:
    assert default_searchers(cores=1, environ={}) == 1
    assert default_searchers(cores=2, environ={}) == 1
    assert default_searchers(cores=3, environ={}) == 2
    assert default_searchers(cores=4, environ={}) == 3
    assert default_searchers(cores=64, environ={}) == worker.MAX_SEARCHERS == 4


def test_the_environment_overrides_the_number_of_searchers() -> None:
    assert default_searchers(cores=2, environ={SEARCHERS_ENV: "2"}) == 2
    assert default_searchers(cores=8, environ={SEARCHERS_ENV: "1"}) == 1
    for junk in ("", "0", "-3", "two"):  # ignored: the machine's default
        assert default_searchers(cores=2, environ={SEARCHERS_ENV: junk}) == 1


def test_this_machine_default_follows_its_cores(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(SEARCHERS_ENV, raising=False)
    monkeypatch.setattr(worker, "usable_cores", lambda: 2)
    assert default_searchers() == 1


# -- the checks run once ----------------------------------------------------------------
class _LocalShares:
    """levels.OtherSearchers in this process: each share searched here, in order."""

    def __init__(self, level: str, rules: Any, state: Any, seat: int, count: int) -> None:
        self.level, self.rules, self.state, self.seat = level, rules, state, seat
        self._count = count
        self.rngs: list[Rng] = []
        self.stopped = False

    @property
    def count(self) -> int:
        return self._count

    def start(self, rngs: Sequence[Rng], elapsed: float, cancel: Callable[[], bool] | None) -> None:
        self.rngs = [Rng(r.state) for r in rngs]

    def results(self) -> list[SearchResult]:
        bot = make_bot(self.level)
        assert isinstance(bot, LevelBot)
        return [bot.search_share(self.rules, self.state, self.seat, rng) for rng in self.rngs]

    def stop(self) -> None:
        self.stopped = True


def test_the_checks_before_and_after_the_search_run_once(monkeypatch: pytest.MonkeyPatch) -> None:
    rules, state, seat = _position("elasund", 2, 30)
    calls = {"winning_line": 0, "safe_choice": 0}

    def counted(name: str) -> Callable[..., Any]:
        real = getattr(levels, name)

        def wrapper(*args: Any, **kwargs: Any) -> Any:
            calls[name] += 1
            return real(*args, **kwargs)

        return wrapper

    for name in calls:
        monkeypatch.setattr(levels, name, counted(name))
    bot = LevelBot("hard", node_budget("hard", 30))
    bot.others = shares = _LocalShares("hard@30", rules, state, seat, 2)
    bot.decide(rules, state, seat, Rng(9))
    assert bot.last_result is not None and bot.last_result.iterations == 3 * 30
    assert len(shares.rngs) == 2
    assert calls == {"winning_line": 1, "safe_choice": 1}  # the shares ran none of them


# -- the pool of processes ----------------------------------------------------------------
def _position(game: str, players: int, moves: int) -> tuple[Any, Any, int]:
    session = _session(game, players, moves)
    seat = session.to_move()
    assert seat is not None
    return session.rules, session.state, seat


def _session(game: str, players: int, moves: int) -> Session[Any]:
    rules = default_registry().get(game).rules()
    options = {o.key: o.default for o in rules.options}
    session: Session[Any] = Session(rules, SessionConfig(game, GameConfig(players, options), 12))
    rng = Rng(1)
    for _ in range(moves):
        legal = session.legal_actions()
        session.apply(legal[rng.below(len(legal))])
    return session


def test_two_searchers_with_a_node_budget_are_reproducible_and_match_local_shares() -> None:
    session = _session("catan", 3, 30)
    seat = session.to_move()
    assert seat is not None
    pool = SearchPool(1)
    try:
        merged: list[SearchResult] = []
        for _ in range(2):
            bot = LevelBot("hard", node_budget("hard", 40))
            shares = pool.for_decision(session.config, session.actions, seat, "hard@40")
            bot.others = shares
            bot.decide(session.rules, session.state, seat, Rng(4))
            assert bot.last_result is not None
            merged.append(bot.last_result)
            (answer,) = shares.answers
            assert answer["pid"] != os.getpid() and "result" in answer
        assert merged[0].visits == merged[1].visits and merged[0].action == merged[1].action
        assert merged[0].iterations == 2 * 40
        # the searcher process computed what the same stream computes here
        local = LevelBot("hard", node_budget("hard", 40))
        local.others = _LocalShares("hard@40", session.rules, session.state, seat, 1)
        local.decide(session.rules, session.state, seat, Rng(4))
        assert local.last_result is not None
        assert local.last_result.visits == merged[0].visits
        assert local.last_result.rewards == merged[0].rewards
    finally:
        pool.close()


def test_two_searchers_run_in_two_processes_and_answer_a_legal_action(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(SEARCHERS_ENV, "2")
    session = _session("elasund", 2, 30)
    seat = session.to_move()
    assert seat is not None
    service = SearchService()
    try:
        action = service.decide(session.config, session.actions, seat, "hard@40", Rng(4), _never)
        assert action in session.legal_actions()
        pids = service.last_searcher_pids
        assert len(pids) == len(set(pids)) == 2 and os.getpid() not in pids
        assert pids[0] == service.last_helper_pid  # the helper itself, then its searcher
    finally:
        service.close()


def _never() -> bool:
    return False


def _request(job: int, session: Session[Any], seat: int, level: str) -> dict[str, Any]:
    config = session.config
    return {
        "job": job, "game": config.game_id, "players": config.game.num_players,
        "options": dict(config.game.options), "seed": config.seed,
        "actions": [a.to_json() for a in session.actions], "seat": seat, "level": level,
        "rng": 5,
    }  # fmt: skip


def test_a_cancel_stops_every_searcher(monkeypatch: pytest.MonkeyPatch) -> None:
    """The helper with two searchers: a search only the cancel can end; every
    searcher answers "cancelled", and the helper goes on serving."""
    monkeypatch.setenv(SEARCHERS_ENV, "2")
    session = _session("catan", 3, 30)
    seat = session.to_move()
    assert seat is not None
    proc, answers, _ = worker._spawn()
    assert proc.stdin is not None

    def answer_to(job: int) -> dict[str, Any]:
        while True:
            line = answers.get()  # the test's time limit guards a helper that never answers
            assert line, "the helper ended"
            answer: dict[str, Any] = json.loads(line)
            if answer.get("job") == job:
                return answer

    try:
        worker._send(proc.stdin, _request(1, session, seat, "hard@20"))  # all started, synced
        assert len(answer_to(1)["searchers"]) == 2
        worker._send(proc.stdin, _request(2, session, seat, "hard@100000000"))
        time.sleep(0.5)  # not an assert: the cancel may come before or during the search
        worker._send(proc.stdin, {"cancel": 2})
        cancelled = answer_to(2)
        assert cancelled.get("cancelled") is True
        stopped = cancelled["searchers"]
        assert len(stopped) == len(set(stopped)) == 2 and proc.pid in stopped
        worker._send(proc.stdin, _request(3, session, seat, "hard@20"))
        again = answer_to(3)
        assert Action.from_json(again["action"]) in session.legal_actions()
        assert again["searchers"][1:] == [p for p in stopped if p != proc.pid]  # the same one
    finally:
        proc.kill()
        proc.wait(timeout=5)
        proc.stdin.close()


def _gone(pid: int) -> bool:
    """The process has ended (a zombie nobody reaped yet counts as ended)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:
        return True
    return "\nState:\tZ" in status


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
def test_closing_the_service_ends_the_searchers_too(monkeypatch: pytest.MonkeyPatch) -> None:
    """The window kills its helper (SearchService.close); the helper's searchers see
    their input close and end by themselves: no process is left to hold a core."""
    monkeypatch.setenv(SEARCHERS_ENV, "2")
    session = _session("elasund", 2, 30)
    seat = session.to_move()
    assert seat is not None
    service = SearchService()
    try:
        service.decide(session.config, session.actions, seat, "hard@20", Rng(4), _never)
        searcher = service.last_searcher_pids[1]
        assert not _gone(searcher)
    finally:
        service.close()
    while not _gone(searcher):  # the test's time limit guards a searcher that stays
        time.sleep(0.02)
