"""The tournament command (seats rotated, Wilson intervals) and the search helper process."""

from __future__ import annotations

import io
import json
import threading

import pytest

from elasund_desktop.ai.search import Cancelled
from elasund_desktop.ai.worker import SearchService, serve
from elasund_desktop.cli import main
from elasund_desktop.engine.rng import Rng
from elasund_desktop.engine.rules import Action, GameConfig
from elasund_desktop.engine.session import Session, SessionConfig
from elasund_desktop.games import default_registry
from elasund_desktop.tournament import percentile, wilson


def test_wilson_interval_known_values() -> None:
    low, high = wilson(8, 10)  # 80 % of 10: the textbook interval 0.490 .. 0.943
    assert abs(low - 0.4902) < 1e-3 and abs(high - 0.9433) < 1e-3
    assert wilson(0, 5)[0] == 0.0 and wilson(5, 5)[1] == 1.0
    assert percentile([0.1 * k for k in range(1, 21)], 0.95) == pytest.approx(1.9)


def test_tournament_command_rotates_seats_and_prints_the_summary(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = main(
        [
            "tournament",
            "--game",
            "catan",
            "--seats",
            "easy,random,random,random",
            "--games",
            "4",
            "--seed",
            "3",
        ]
    )
    assert code == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 4 and summary["finished"] == 4
    entries = summary["entries"]
    assert set(entries) == {"0:easy", "1:random", "2:random", "3:random"}
    assert sum(e["wins"] for e in entries.values()) == 4
    easy = summary["per_bot"]["easy"]
    assert easy["win_rate_95"][0] <= easy["win_rate"] <= easy["win_rate_95"][1]
    assert easy["decisions"] > 0 and easy["max_decision_s"] >= easy["p95_decision_s"]
    # the CPU time of a decision: never more than its wall time (to the rounding)
    assert easy["cpu_max_decision_s"] >= easy["cpu_p95_decision_s"] >= 0.0
    assert easy["cpu_max_decision_s"] <= easy["max_decision_s"] + 0.001
    assert summary["per_bot"]["random"]["decisions"] > 0


def test_tournament_refuses_a_wrong_seat_list(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--game", "catan", "--seats", "hard,genius", "--games", "1"]) == 2
    assert "unknown bot 'genius'" in capsys.readouterr().err


def _config() -> SessionConfig:
    return SessionConfig("catan", GameConfig(3, {}), 12)


def test_helper_loop_answers_a_request_from_the_session_it_keeps() -> None:
    """serve(): JSON lines in, the decision out, replaying only the new actions."""
    rules = default_registry().get("catan").rules()
    session: Session[object] = Session(rules, _config())
    rng = Rng(1)
    for _ in range(7):
        legal = session.legal_actions()
        session.apply(legal[rng.below(len(legal))])
    seat = session.to_move()
    request = {
        "job": 1, "game": "catan", "players": 3, "options": {}, "seed": 12,
        "actions": [a.to_json() for a in session.actions], "seat": seat, "level": "easy",
        "rng": 5,
    }  # fmt: skip
    out = io.StringIO()
    serve(io.StringIO(json.dumps(request) + "\n"), out)
    answer = json.loads(out.getvalue())
    assert answer["job"] == 1
    assert Action.from_json(answer["action"]) in session.legal_actions()


def test_service_decides_in_another_process_and_cancels_at_once() -> None:
    service = SearchService()
    try:
        config = _config()
        first = default_registry().get("catan").rules().setup(config.game, config.seed)
        seat = first.current
        action = service.decide(config, [], seat, "easy", Rng(2), lambda: False)
        assert action.player == seat and action.kind == "place_settlement"
        assert service._proc is not None and service._proc.pid > 0
        stop = threading.Event()
        threading.Timer(0.2, stop.set).start()
        # a node budget that takes minutes: only the cancel can end this search
        # (a broken cancel is caught by the test's time limit, not by the wall clock)
        with pytest.raises(Cancelled):
            service.decide(config, [], seat, "hard@1000000", Rng(3), stop.is_set)
        # the helper goes on serving after a cancelled search
        again = service.decide(config, [], seat, "easy", Rng(2), lambda: False)
        assert again == action
    finally:
        service.close()


def test_sim_plays_with_level_players(capsys: pytest.CaptureFixture[str]) -> None:
    """`sim --bots easy` (a level player decides on a determinized state, not the view)."""
    assert (
        main(["sim", "--game", "elasund", "--players", "2", "--bots", "easy", "--games", "1"]) == 0
    )
    summary = json.loads(capsys.readouterr().out)
    assert summary["finished"] == 1 and sum(summary["wins"]) == 1
