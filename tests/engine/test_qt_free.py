"""The engine decides, the view shows: every non-view module imports without Qt."""

from __future__ import annotations

import pkgutil
import subprocess
import sys
from pathlib import Path

import elasund_desktop

# Modules that draw or talk to Qt by design.
VIEW_PREFIXES = ("elasund_desktop.ui",)
VIEW_MODULES = {"elasund_desktop.i18n.translator", "elasund_desktop.i18n.retranslate"}

BLOCKER = """
import importlib.abc, sys
class NoQt(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in {"PySide6", "shiboken6", "pyqtgraph", "PyQt5", "PyQt6"}:
            raise ImportError("Qt is not allowed here: " + name)
        return None
sys.meta_path.insert(0, NoQt())
import importlib
for name in sys.argv[1:]:
    importlib.import_module(name)
assert not any(m.split(".")[0] in {"PySide6", "shiboken6", "pyqtgraph"} for m in sys.modules)
print("ok", len(sys.argv) - 1)
"""


def engine_modules() -> list[str]:
    names = []
    root = Path(elasund_desktop.__file__).parent
    for info in pkgutil.walk_packages([str(root)], prefix="elasund_desktop."):
        name = info.name
        leaf = name.rsplit(".", 1)[-1]
        is_board = leaf == "board" or leaf.startswith("board_")  # a game's Qt drawing
        if name.startswith(VIEW_PREFIXES) or name in VIEW_MODULES or is_board:
            continue
        names.append(name)
    return sorted(names)


def test_every_non_view_module_imports_without_qt() -> None:
    modules = engine_modules()
    assert "elasund_desktop.engine.rules" in modules
    assert "elasund_desktop.persistence.saves" in modules
    result = subprocess.run(
        [sys.executable, "-c", BLOCKER, *modules], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert result.stdout.strip() == f"ok {len(modules)}"
