"""The search helper of a frozen build: the executable itself with `--search-helper`.

Qt-free.  A PyInstaller build cannot be made in a test run, so the frozen case is
played with `sys.frozen` set and `sys.executable` pointed at a stand-in script that
does what the bundle's executable does with its arguments (`python -m
elasund_desktop "$@"`); the packaging scripts check the real bundle
(`elasund-desktop think-check`).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from elasund_desktop import SEARCH_HELPER_ARG, cli
from elasund_desktop.ai import worker
from elasund_desktop.ai.worker import SearchService, helper_command
from elasund_desktop.engine.rng import Rng
from elasund_desktop.engine.rules import Action, GameConfig
from elasund_desktop.engine.session import SessionConfig
from elasund_desktop.games import default_registry

ROOT = Path(__file__).resolve().parents[2]
POSIX_ONLY = pytest.mark.skipif(sys.platform == "win32", reason="the stand-in is a sh script")


def _config() -> SessionConfig:
    return SessionConfig("catan", GameConfig(3, {}), 12)


def _first_seat(config: SessionConfig) -> int:
    return default_registry().get("catan").rules().setup(config.game, config.seed).current


def _request(job: int = 1) -> str:
    request = {
        "job": job, "game": "catan", "players": 3, "options": {}, "seed": 12, "actions": [],
        "seat": _first_seat(_config()), "level": "easy", "rng": 5,
    }  # fmt: skip
    return json.dumps(request) + "\n"


def _stand_in(folder: Path, body: str) -> Path:
    """An executable file standing in for the frozen program."""
    path = folder / "elasund-desktop"
    path.write_text("#!/bin/sh\n" + body)
    path.chmod(0o755)
    return path


def _frozen(monkeypatch: pytest.MonkeyPatch, executable: Path) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(executable))


# -- the command line SearchService starts ----------------------------------------
def test_helper_command_from_source_runs_python_c() -> None:
    assert not getattr(sys, "frozen", False)
    command = helper_command()
    assert command[:2] == [sys.executable, "-c"] and "serve()" in command[2]


def test_frozen_service_starts_the_executable_with_the_private_argument(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _frozen(monkeypatch, tmp_path / "elasund-desktop")
    assert helper_command() == [str(tmp_path / "elasund-desktop"), SEARCH_HELPER_ARG]
    started: list[list[str]] = []

    def popen(command: list[str], **_kwargs: object) -> subprocess.Popen[str]:
        started.append(command)
        raise OSError("only the command line is looked at")

    monkeypatch.setattr(worker.subprocess, "Popen", popen)
    service = SearchService()
    assert not service._failed  # frozen no longer means "think in the window's process"
    assert service._start() is None  # the fake Popen failed: the real-failure fallback
    assert started == [[str(tmp_path / "elasund-desktop"), SEARCH_HELPER_ARG]]
    assert service._failed


@POSIX_ONLY
def test_frozen_service_decides_in_the_stand_in_executable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """End to end: the stand-in gets exactly `--search-helper`, serves, and says its pid."""
    args_file = tmp_path / "args"
    stand_in = _stand_in(
        tmp_path,
        f'printf "%s\\n" "$@" > "{args_file}"\n'
        f'PYTHONPATH="{ROOT}" exec "{sys.executable}" -m elasund_desktop "$@"\n',
    )
    _frozen(monkeypatch, stand_in)
    service = SearchService()
    try:
        config = _config()
        seat = _first_seat(config)
        action = service.decide(config, [], seat, "easy", Rng(2), lambda: False)
        assert action.player == seat and action.kind == "place_settlement"
        assert service._proc is not None
        assert service.last_helper_pid == service._proc.pid != os.getpid()  # exec: same pid
    finally:
        service.close()
    assert args_file.read_text().splitlines() == [SEARCH_HELPER_ARG]


@POSIX_ONLY
def test_a_helper_that_ends_before_answering_means_thinking_here(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The fallback for a real failure: a bundle whose helper cannot get going."""
    _frozen(monkeypatch, _stand_in(tmp_path, "exit 3\n"))
    service = SearchService()
    try:
        config = _config()
        seat = _first_seat(config)
        action = service.decide(config, [], seat, "easy", Rng(2), lambda: False)
        assert action.player == seat and action.kind == "place_settlement"
        assert service.last_helper_pid is None and service._failed
        # from then on without trying again
        assert service.decide(config, [], seat, "easy", Rng(2), lambda: False) == action
        assert service._proc is None
    finally:
        service.close()


# -- the private argument ----------------------------------------------------------
def test_the_private_argument_runs_the_helper_loop() -> None:
    """`python -m elasund_desktop --search-helper`: one request in, one answer out."""
    result = subprocess.run(
        [sys.executable, "-m", "elasund_desktop", SEARCH_HELPER_ARG],
        cwd=ROOT, input=_request(), capture_output=True, text=True, timeout=50, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    (line,) = result.stdout.splitlines()
    answer = json.loads(line)
    assert answer["job"] == 1 and answer["pid"] != os.getpid()
    assert Action.from_json(answer["action"]).kind == "place_settlement"


def test_the_helper_never_imports_qt() -> None:
    """The helper answers before any Qt import: no window, no Dock icon, quick start."""
    script = (
        "import sys\n"
        "from elasund_desktop import cli\n"
        f"assert cli.main([{SEARCH_HELPER_ARG!r}]) == 0\n"
        "qt = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', 'pyqtgraph'))]\n"
        "assert not qt, qt\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT, input=_request(7), capture_output=True, text=True, timeout=50, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["job"] == 7


# -- think-check: where a decision came from, seen from outside --------------------
def test_think_check_reports_a_hard_move_from_another_process(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert cli.main(["think-check", "--game", "catan"]) == cli.EXIT_OK
    report = json.loads(capsys.readouterr().out)
    assert report["game"] == "catan" and report["level"] == "hard"
    assert report["pid"] == os.getpid() and report["frozen"] is False
    assert isinstance(report["helper_pid"], int) and report["helper_pid"] != report["pid"]
    assert Action.from_json(report["action"]).kind == "place_settlement"
    # a source checkout runs the search as Python; the installers compile it
    assert report["native_search"] is False


def test_think_check_fails_when_the_move_was_thought_here(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(worker, "helper_command", lambda: [str(tmp_path / "missing")])
    assert cli.main(["think-check", "--game", "catan", "--level", "easy"]) == cli.EXIT_ERROR
    report = json.loads(capsys.readouterr().out)
    assert report["helper_pid"] is None and report["pid"] == os.getpid()


def test_think_check_is_hidden_and_refuses_an_unknown_level(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert "think-check" not in cli.build_parser().format_help()
    assert cli.main(["think-check", "--game", "catan", "--level", "genius"]) == cli.EXIT_INVALID
    assert "unknown level 'genius'" in capsys.readouterr().err
