"""Hosts and joiners as separate processes on the loopback address, for the network tests.

Every wait is bounded: a process that does not answer in time is killed and
the test fails with what it printed.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
LOOPBACK = "127.0.0.1"


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    env.pop("QT_QPA_PLATFORM", None)  # headless commands: no Qt at all
    env["ELASUND_DESKTOP_SEARCHERS"] = "1"
    return env


# the started processes keep to loopback addresses too (tests/loopback_only.py)
_MAIN = (
    "import sys, tests.loopback_only; from elasund_desktop.cli import main; "
    "raise SystemExit(main(sys.argv[1:]))"
)


def command(*args: str) -> list[str]:
    return [sys.executable, "-c", _MAIN, *args]


def start(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        command(*args),
        cwd=ROOT,
        env=_env(),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def first_line(proc: subprocess.Popen[str], timeout: float = 60.0) -> dict[str, Any]:
    """The JSON line a host prints once it listens (the process keeps running)."""
    box: list[str] = []
    reader = threading.Thread(target=lambda: box.append(proc.stdout.readline()), daemon=True)  # type: ignore[union-attr]
    reader.start()
    reader.join(timeout)
    if not box or not box[0].strip():
        proc.kill()
        _, err = proc.communicate(timeout=10)
        raise AssertionError(f"no first line from {proc.args}: {err[-2000:]}")
    return dict(json.loads(box[0]))


def start_host(tmp: Path, *args: str) -> tuple[subprocess.Popen[str], dict[str, Any]]:
    proc = start("host", "--bind", LOOPBACK, "--cert-dir", str(tmp / "cert"), *args)
    return proc, first_line(proc)


def joiner_args(info: dict[str, Any], *extra: str) -> list[str]:
    return [
        "join",
        f"{LOOPBACK}:{info['port']}",
        "--code",
        str(info["code"]),
        "--fingerprint",
        str(info["fingerprint"]),
        *extra,
    ]


def finish(proc: subprocess.Popen[str], timeout: float = 150.0) -> dict[str, Any]:
    """Wait for a joiner (or a host) to end; its last JSON line."""
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate(timeout=10)
        raise AssertionError(f"{proc.args} did not end: {err[-2000:]}") from None
    lines = [line for line in out.splitlines() if line.strip().startswith("{")]
    assert lines, f"{proc.args} printed nothing (exit {proc.returncode}): {err[-2000:]}"
    return dict(json.loads(lines[-1]))


def stop(proc: subprocess.Popen[str]) -> None:
    if proc.poll() is None:
        proc.kill()
    proc.communicate(timeout=10)
