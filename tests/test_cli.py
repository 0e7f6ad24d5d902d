"""The headless command line: sim, check-save, and delegation to the GUI and screenshot."""

from __future__ import annotations

import json
import subprocess
import sys
import types
from pathlib import Path
from typing import Any

import pytest

from elasund_desktop import cli
from elasund_desktop.persistence.saves import save_session
from tests.fixture_game import fixture_registry, new_session, play_random

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    monkeypatch.setenv("ELASUND_DESKTOP_HOME", str(folder))
    return folder


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = cli.main(argv, registry=fixture_registry())
    out, err = capsys.readouterr()
    return code, out, err


# -- sim --------------------------------------------------------------------------
def test_sim_prints_one_json_summary(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(
        [
            "sim",
            "--game",
            "fixture",
            "--players",
            "3",
            "--bots",
            "random,random,random",
            "--games",
            "5",
            "--seed",
            "10",
        ],
        capsys,
    )
    assert code == 0 and err == ""
    assert out.count("\n") == 1
    summary = json.loads(out)
    for key in (
        "game",
        "players",
        "games",
        "finished",
        "wins",
        "avg_actions",
        "avg_turns",
        "actions_per_second",
        "games_per_second",
    ):
        assert key in summary
    assert summary["game"] == "fixture"
    assert summary["players"] == 3
    assert summary["games"] == summary["finished"] == 5
    assert len(summary["wins"]) == 3 and sum(summary["wins"]) >= 5
    assert summary["avg_actions"] > 0 and summary["avg_turns"] > 0


def test_sim_is_deterministic_for_a_seed(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["sim", "--game", "fixture", "--players", "2", "--games", "4", "--seed", "3"]
    first = json.loads(run(argv, capsys)[1])
    second = json.loads(run(argv, capsys)[1])
    for key in ("wins", "avg_actions", "avg_turns", "finished"):
        assert first[key] == second[key]


def test_sim_max_actions_leaves_games_unfinished(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["sim", "--game", "fixture", "--games", "2", "--max-actions", "3"], capsys)
    summary = json.loads(out)
    assert code == 0
    assert summary["finished"] == 0 and summary["unfinished"] == 2
    assert summary["avg_actions"] == 3


def test_sim_save_dir_writes_valid_saves(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    save_dir = tmp_path / "saves"
    code, out, _ = run(
        [
            "sim",
            "--game",
            "fixture",
            "--players",
            "4",
            "--games",
            "3",
            "--seed",
            "100",
            "--save-dir",
            str(save_dir),
        ],
        capsys,
    )
    assert code == 0
    files = sorted(save_dir.glob("*.elasund"))
    assert len(files) == 3 == len(json.loads(out)["saved"])
    for file in files:
        code, out, err = run(["check-save", str(file)], capsys)
        assert code == 0 and err == ""
        assert out.startswith("OK: fixture ") and out.count("\n") == 1


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["sim", "--game", "chess"], "known games: fixture"),
        (["sim", "--game", "fixture", "--players", "7"], "2-4 players"),
        (["sim", "--game", "fixture", "--players", "3", "--bots", "random,random"], "--bots"),
        (
            ["sim", "--game", "fixture", "--bots", "genius"],
            "known bots: carrara_greedy, catan_random, easy, elfenland_greedy, hard, medium, random",
        ),
    ],
)
def test_sim_usage_errors_are_one_clear_line(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(argv, capsys)
    assert code == 2 and out == ""
    assert message in err and err.count("\n") == 1


# -- check-save -------------------------------------------------------------------
def test_check_save_ok_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    session = play_random(new_session(target=25), max_actions=17)
    path = save_session(session, tmp_path / "game.json")
    code, out, err = run(["check-save", str(path)], capsys)
    assert code == 0 and err == ""
    assert out == f"OK: fixture 17 actions, digest {session.digest()[:12]}\n"


@pytest.mark.parametrize(("cut", "said"), [(1, "its last move was lost"), (3, "its last 3 moves were lost")])
def test_check_save_of_an_autosave_cut_at_a_line_boundary_says_moves_were_lost(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], cut: int, said: str
) -> None:
    from elasund_desktop.persistence.journal import write_journal

    session = play_random(new_session(target=25), max_actions=10)
    path = write_journal(session, tmp_path / "current.jsonl", "2026-01-01T00:00:00+00:00")
    lines = path.read_bytes().split(b"\n")
    path.write_bytes(b"\n".join([*lines[: 11 - cut], b""]))  # complete lines only
    code, out, err = run(["check-save", str(path)], capsys)
    assert code == 0 and out.startswith(f"OK: fixture {10 - cut} actions")
    assert err == f"current.jsonl was cut short: {said}.\n"


def _valid_bytes(tmp_path: Path) -> bytes:
    session = play_random(new_session(target=25), max_actions=20)
    return save_session(session, tmp_path / "valid.json").read_bytes()


def _edit(data: bytes, key: str, value: Any) -> bytes:
    doc = json.loads(data)
    doc[key] = value
    return json.dumps(doc).encode()


BAD_FILES: dict[str, Any] = {
    "not_json": lambda _d: b"hello",
    "truncated": lambda d: d[: len(d) // 2],
    "wrong_format": lambda _d: b'{"format": "other"}',
    "newer_version": lambda d: _edit(d, "format_version", 9),
    "unknown_game": lambda d: _edit(d, "game_id", "chess"),
    "rules_version_mismatch": lambda d: _edit(d, "rules_version", 5),
    "bad_structure": lambda d: _edit(d, "seed", None),
    "illegal_action": lambda d: _edit(d, "actions", [[3, "roll", []]]),
    "digest_mismatch": lambda d: _edit(d, "digest", "f" * 64),
}


@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_check_save_refuses_bad_files_with_one_stderr_line(
    case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(BAD_FILES[case](_valid_bytes(tmp_path)))
    code, out, err = run(["check-save", str(path)], capsys)
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("bad.json")
    assert "Traceback" not in err


def test_check_save_unknown_game_lists_known_games(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(_edit(_valid_bytes(tmp_path), "game_id", "chess"))
    assert "known games: fixture" in run(["check-save", str(path)], capsys)[2]


@pytest.mark.parametrize("make", ["missing", "folder", "huge"])
def test_check_save_unreadable_or_huge(
    make: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "x.json"
    if make == "folder":
        path.mkdir()
    elif make == "huge":
        with open(path, "wb") as handle:
            handle.truncate(11 * 1024 * 1024)
    code, out, err = run(["check-save", str(path)], capsys)
    assert code == 2 and out == "" and err.count("\n") == 1


# -- GUI and screenshot are delegated, lazily --------------------------------------
def test_no_arguments_start_the_gui(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    calls: list[Any] = []
    fake = types.ModuleType("elasund_desktop.ui.app")
    fake.run_gui = lambda path: calls.append(path) or 0  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "elasund_desktop.ui.app", fake)
    assert cli.main([]) == 0
    assert cli.main(["--open", str(tmp_path / "g.json")]) == 0
    assert calls == [None, tmp_path / "g.json"]


def test_screenshot_arguments_are_passed_on(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[Any] = []
    fake = types.ModuleType("elasund_desktop.ui.screenshot")
    fake.run_screenshot = lambda args: seen.append(args) or 0  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "elasund_desktop.ui.screenshot", fake)
    argv = [
        "screenshot",
        "--out",
        "x.png",
        "--game",
        "fixture",
        "--players",
        "3",
        "--seed",
        "4",
        "--moves",
        "20",
        "--lang",
        "hu",
    ]
    assert cli.main(argv) == 0
    args = seen[0]
    assert (args.out, args.game, args.players, args.seed, args.moves, args.lang) == (
        Path("x.png"),
        "fixture",
        3,
        4,
        20,
        "hu",
    )


def test_headless_commands_never_import_qt(tmp_path: Path) -> None:
    script = (
        "import sys\n"
        "from elasund_desktop import cli\n"
        "from tests.fixture_game import fixture_registry\n"
        f"out = {str(tmp_path / 's')!r}\n"
        "reg = fixture_registry()\n"
        "assert cli.main(['sim', '--game', 'fixture', '--games', '2', '--save-dir', out],"
        " registry=reg) == 0\n"
        "import pathlib\n"
        "for f in pathlib.Path(out).iterdir():\n"
        "    assert cli.main(['check-save', str(f)], registry=reg) == 0\n"
        "qt = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', 'pyqtgraph'))]\n"
        "assert not qt, qt\n"
    )
    env = {"ELASUND_DESKTOP_HOME": str(tmp_path / "home"), "PATH": "/usr/bin:/bin"}
    result = subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
