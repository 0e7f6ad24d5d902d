"""The modules the installers compile with mypyc (packaging/compile_native.py).

The list must name modules that exist and stay plain, Qt-free Python in the
repository (the tests, the editable install and the mutation runs use them as
source); what compiles is checked where it is built (packaging/build-linux.sh's
think-check asserts that the bundle's search is the compiled one).
"""

from __future__ import annotations

import ast
import importlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "packaging"))

import compile_native  # noqa: E402


def test_every_listed_module_exists_once_and_imports_as_python() -> None:
    paths = compile_native.NATIVE_MODULES
    assert len(set(paths)) == len(paths)
    for path in paths:
        assert (ROOT / path).is_file(), path
        module = importlib.import_module(compile_native.module_name(path))
        assert str(module.__file__).endswith(".py"), module.__file__


def test_the_search_and_every_games_rules_path_is_listed() -> None:
    """The search and tactics, and each game's knowledge (ai.py) are compiled."""
    names = set(compile_native.NATIVE_MODULES)
    assert {"elasund_desktop/ai/search.py", "elasund_desktop/ai/tactics.py"} <= names
    for game in ("elasund", "catan", "elfenland", "carrara"):
        assert f"elasund_desktop/games/{game}/ai.py" in names


def test_no_listed_module_imports_qt() -> None:
    for path in compile_native.NATIVE_MODULES:
        tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            else:
                continue
            assert not any(n.startswith(("PySide6", "pyqtgraph")) for n in names), path


def test_a_missing_module_is_refused_before_compiling(tmp_path: Path) -> None:
    assert compile_native.main([str(tmp_path)]) == 2


def test_the_copy_for_compiling_holds_the_package_and_no_bytecode(tmp_path: Path) -> None:
    """The installers compile in a copy (compile_native.py --from): the package
    and pyproject.toml, without __pycache__ folders, and an earlier copy replaced."""
    root = tmp_path / "native"
    (root / "stale").mkdir(parents=True)
    compile_native.copy_source(ROOT, root)
    assert not (root / "stale").exists()
    assert (root / "pyproject.toml").read_text() == (ROOT / "pyproject.toml").read_text()
    for path in compile_native.NATIVE_MODULES:
        assert (root / path).read_bytes() == (ROOT / path).read_bytes()
    assert not list(root.rglob("__pycache__"))


def test_the_smoke_tests_refuse_a_move_not_thought_by_the_compiled_helper() -> None:
    """packaging/check_think.py, run on think-check's report by the build scripts."""
    import check_think

    good = {"frozen": True, "pid": 10, "helper_pid": 11, "native_search": True}
    assert check_think.problems(good) == []
    assert check_think.main(["x", json.dumps(good)]) == 0
    assert check_think.problems({**good, "helper_pid": 10}) != []
    assert check_think.problems({**good, "helper_pid": None}) != []
    assert check_think.problems({**good, "native_search": False}) != []
    assert check_think.main(["x", json.dumps({**good, "frozen": False})]) == 1


def test_the_report_can_come_in_a_file(tmp_path: Path) -> None:
    """Windows' smoke test hands check_think.py the file think-check wrote."""
    import check_think

    report = tmp_path / "think-check.json"
    report.write_text(json.dumps({"frozen": True, "pid": 1, "helper_pid": 2, "native_search": True}))
    assert check_think.main(["x", str(report)]) == 0
    report.write_text(json.dumps({"frozen": True, "pid": 1, "helper_pid": 1, "native_search": True}))
    assert check_think.main(["x", str(report)]) == 1
