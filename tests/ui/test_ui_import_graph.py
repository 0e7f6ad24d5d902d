"""No import circle among the modules of `elasund_desktop.ui`.

A circle makes a reader hunt: to understand one module they must hold the
other in mind, and the circle can only be imported at all because some edge is
lazy or hidden under `if TYPE_CHECKING:`. So every import counts here — at the
top of the file, inside a function, under `TYPE_CHECKING`, relative or
absolute — and the graph is read from the source with `ast` (no Qt, nothing
imported), so the test sees the edges that Python itself would only follow at
run time or never.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = "elasund_desktop.ui"
UI_DIR = ROOT / "elasund_desktop" / "ui"

# module name -> {imported ui module -> line of the first import of it}
Graph = dict[str, dict[str, int]]


def _module_name(path: Path, package: str) -> str:
    if path.name == "__init__.py":
        return package
    return f"{package}.{path.stem}"


def _targets(
    node: ast.Import | ast.ImportFrom, module: str, is_package: bool, known: set[str]
) -> list[str]:
    """The modules of the package one import statement loads.

    `import a.b.c` counts as an edge to the deepest of a.b.c, a.b, a that is
    known; `from X import y` is an edge to `X.y` when that is a submodule, else
    (y is a name defined in X) to `X` itself.
    """
    if isinstance(node, ast.Import):
        found = (_deepest_known(alias.name, known) for alias in node.names)
        return [name for name in found if name is not None]
    if node.level:
        # The package a relative import starts from: a module's own package, or
        # the package itself for its __init__; each further dot goes one up.
        parts = module.split(".")
        if not is_package:
            parts = parts[:-1]
        parts = parts[: len(parts) - (node.level - 1)]
        base = ".".join([*parts, node.module] if node.module else parts)
    else:
        base = node.module or ""
    out = []
    for alias in node.names:
        submodule = f"{base}.{alias.name}"
        if submodule in known:
            out.append(submodule)
        elif base in known:
            out.append(base)
    return out


def _deepest_known(name: str, known: set[str]) -> str | None:
    parts = name.split(".")
    for end in range(len(parts), 0, -1):
        candidate = ".".join(parts[:end])
        if candidate in known:
            return candidate
    return None


def import_graph(folder: Path = UI_DIR, package: str = PACKAGE) -> Graph:
    """The import edges between the modules of one package, from their source."""
    paths = {_module_name(path, package): path for path in sorted(folder.glob("*.py"))}
    known = set(paths)
    graph: Graph = {}
    for module, path in paths.items():
        edges: dict[str, int] = {}
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        # ast.walk reaches imports in functions, classes and `if TYPE_CHECKING:`.
        for node in ast.walk(tree):
            if isinstance(node, ast.Import | ast.ImportFrom):
                for target in _targets(node, module, path.name == "__init__.py", known):
                    # A module naming itself (an __init__'s `from . import name`
                    # of a name it defines) is no edge.
                    if target != module:
                        edges[target] = min(edges.get(target, node.lineno), node.lineno)
        graph[module] = edges
    return graph


def cycles(graph: Graph) -> list[list[str]]:
    """Circles covering every strongly connected group of modules (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, {})):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    # The shortest circle through each member of a group names every module in
    # it; circles found from two of their members are listed once.
    out: list[list[str]] = []
    for group in sorted(groups):
        for member in group:
            circle = _shortest_circle(member, set(group), graph)
            rotations = [circle[i:-1] + circle[: i + 1] for i in range(len(circle) - 1)]
            if not any(rotation in out for rotation in rotations):
                out.append(circle)
    return out


def _shortest_circle(start: str, members: set[str], graph: Graph) -> list[str]:
    """A shortest path start -> ... -> start inside one strongly connected group."""
    paths: list[list[str]] = [[start]]
    seen: set[str] = {start}
    while paths:
        path = paths.pop(0)
        for nxt in sorted(graph[path[-1]]):
            if nxt == start:
                return [*path, start]
            if nxt in members and nxt not in seen:
                seen.add(nxt)
                paths.append([*path, nxt])
    raise AssertionError(f"{start} is in no circle of {sorted(members)}")  # pragma: no cover


def describe(circle: list[str], graph: Graph) -> str:
    """`a (line 41) -> b -> ...`: line 41 of a is where a imports b."""
    short = [name.removeprefix(f"{PACKAGE}.") for name in circle]
    steps = (
        f"{a} (line {graph[circle[i]][circle[i + 1]]})" for i, a in enumerate(short[:-1])
    )
    return " -> ".join([*steps, short[-1]])


def _walk_edges(graph: Graph) -> Iterator[tuple[str, str]]:
    for module, edges in graph.items():
        for target in edges:
            yield module, target


@pytest.mark.reads_source
def test_no_import_circle_among_ui_modules() -> None:
    graph = import_graph()
    found = [describe(circle, graph) for circle in cycles(graph)]
    assert not found, "import circles among elasund_desktop.ui modules:\n  " + "\n  ".join(found)


@pytest.mark.reads_source
def test_the_graph_sees_the_real_imports() -> None:
    """The scan is not vacuous: it finds edges of the real package."""
    graph = import_graph()
    assert f"{PACKAGE}.main_window" in graph
    assert f"{PACKAGE}.board_base" in graph[f"{PACKAGE}.main_window"]  # top of the file
    assert f"{PACKAGE}.replay" in graph[f"{PACKAGE}.main_window"]  # inside a method
    assert f"{PACKAGE}.window_parts" in graph[f"{PACKAGE}.focus"]  # under TYPE_CHECKING
    assert sum(1 for _ in _walk_edges(graph)) > 30


def test_every_kind_of_import_is_an_edge(tmp_path: Path) -> None:
    """Relative, absolute, lazy, TYPE_CHECKING and `from . import x` imports all count,
    and a circle made of any of them is reported with its lines."""
    pkg = tmp_path / "ui"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from .b import thing\n")
    (pkg / "b.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from .c import Other\n"
    )
    (pkg / "c.py").write_text("def f() -> None:\n    from . import a\n")
    (pkg / "d.py").write_text("import top.ui.e\n")
    (pkg / "e.py").write_text("def g() -> None:\n    from top.ui import d\n")
    (pkg / "f.py").write_text("from .. import something\nfrom . import missing_name\n")
    graph = import_graph(pkg, "top.ui")
    assert graph["top.ui.a"] == {"top.ui.b": 1}
    assert graph["top.ui.b"] == {"top.ui.c": 3}
    assert graph["top.ui.c"] == {"top.ui.a": 2}
    assert graph["top.ui.d"] == {"top.ui.e": 1}
    assert graph["top.ui.e"] == {"top.ui.d": 2}
    # `from . import missing_name` imports the package's __init__ (a name in it).
    assert graph["top.ui.f"] == {"top.ui": 2}
    found = cycles(graph)
    assert found == [
        ["top.ui.a", "top.ui.b", "top.ui.c", "top.ui.a"],
        ["top.ui.d", "top.ui.e", "top.ui.d"],
    ]
    assert describe(found[0], graph) == "top.ui.a (line 1) -> top.ui.b (line 3) -> top.ui.c (line 2) -> top.ui.a"
