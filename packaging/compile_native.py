"""Compile the computer players' hot modules with mypyc for the installers (issue 24).

The searches of Medium and Hard spend their time in the rules (legal actions,
apply), the games' rollout preferences and the tree search itself: fully typed,
Qt-free modules that mypyc (part of mypy, https://mypyc.readthedocs.io)
compiles to C extensions.  Measured on one machine (`bench/bench_iterations.py
G --decisions 15 --seeds 3`, the same digests, i.e. the very same decisions,
compiled and not): CPU per iteration Elasund -28 %, Catan -44 %, Elfenland
-38 %, Carrara -15 % (bench/results/iterations_native.txt).  At the clock a
level then searches that many more iterations.

The test suite run against a compiled copy (`PYTHONPATH=COPY pytest tests/games
tests/ai tests/engine tests/persistence tests/lessons tests/net`): 2322 passed,
33 failed, every one a test's own technique that compiled code does not allow
(22 subclass a compiled class, 6 patch a compiled function or method, 3 read a
module's source, 1 builds a state with None where its type says tuple, and
think-check's own test expects the plain search); the suite proper runs on
the plain modules.

The same modules stay plain Python in the repository and in an editable
install: this script compiles a *copy* of the source tree, in place, and the
installers bundle that copy (build-linux.sh: ELASUND_DESKTOP_SOURCE_ROOT for
the PyInstaller spec).  A compiled extension is imported before the .py beside
it, so the copy runs the compiled code.

Left out, and why (mypyc would refuse them or gains nothing there):
the boards, texts, lessons and other Qt-facing modules (not on the search's
path); dataclasses whose fields follow inherited defaults (the games'
state.py); Carrara's rules.py (its state subclasses a NamedTuple) and its
greedy bot (a mypyc internal error); engine/rules.py (generic dataclasses).

    python packaging/compile_native.py ROOT      # ROOT: a copy of the repository
    python packaging/compile_native.py --from . ROOT   # make the copy first
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

# Paths relative to the repository's root.
NATIVE_MODULES: tuple[str, ...] = (
    "elasund_desktop/engine/rng.py",
    "elasund_desktop/ai/search.py",
    "elasund_desktop/ai/tactics.py",
    "elasund_desktop/games/elasund/ai.py",
    "elasund_desktop/games/elasund/args.py",
    "elasund_desktop/games/elasund/bonus.py",
    "elasund_desktop/games/elasund/construction.py",
    "elasund_desktop/games/elasund/data.py",
    "elasund_desktop/games/elasund/hidden.py",
    "elasund_desktop/games/elasund/layout.py",
    "elasund_desktop/games/elasund/legal.py",
    "elasund_desktop/games/elasund/occupancy.py",
    "elasund_desktop/games/elasund/permits.py",
    "elasund_desktop/games/elasund/phases.py",
    "elasund_desktop/games/elasund/production.py",
    "elasund_desktop/games/elasund/rules.py",
    "elasund_desktop/games/elasund/scoring.py",
    "elasund_desktop/games/elasund/tuned.py",
    "elasund_desktop/games/elasund/views.py",
    "elasund_desktop/games/elasund/working.py",
    "elasund_desktop/games/catan/actions.py",
    "elasund_desktop/games/catan/ai.py",
    "elasund_desktop/games/catan/building.py",
    "elasund_desktop/games/catan/data.py",
    "elasund_desktop/games/catan/development.py",
    "elasund_desktop/games/catan/geometry.py",
    "elasund_desktop/games/catan/hidden.py",
    "elasund_desktop/games/catan/legal.py",
    "elasund_desktop/games/catan/memory.py",
    "elasund_desktop/games/catan/opening.py",
    "elasund_desktop/games/catan/policy.py",
    "elasund_desktop/games/catan/refusals.py",
    "elasund_desktop/games/catan/robber.py",
    "elasund_desktop/games/catan/rules.py",
    "elasund_desktop/games/catan/scoring.py",
    "elasund_desktop/games/catan/trade.py",
    "elasund_desktop/games/catan/tuned.py",
    "elasund_desktop/games/catan/views.py",
    "elasund_desktop/games/elfenland/ai.py",
    "elasund_desktop/games/elfenland/bot.py",
    "elasund_desktop/games/elfenland/data.py",
    "elasund_desktop/games/elfenland/paths.py",
    "elasund_desktop/games/elfenland/planner.py",
    "elasund_desktop/games/elfenland/potential.py",
    "elasund_desktop/games/elfenland/rules.py",
    "elasund_desktop/games/elfenland/tuned.py",
    "elasund_desktop/games/carrara/ai.py",
    "elasund_desktop/games/carrara/data.py",
    "elasund_desktop/games/carrara/hidden.py",
    "elasund_desktop/games/carrara/tuned.py",
)


def module_name(path: str) -> str:
    """elasund_desktop/ai/search.py -> elasund_desktop.ai.search"""
    return path.removesuffix(".py").replace("/", ".")


def compiled(root: Path, path: str) -> Path | None:
    """The extension built for `path` in `root`, if there is one."""
    source = root / path
    found = sorted(source.parent.glob(f"{source.stem}.*.so")) + sorted(
        source.parent.glob(f"{source.stem}.*.pyd")
    )
    return found[0] if found else None


def copy_source(source: Path, root: Path) -> None:
    """The package and pyproject.toml of `source` into `root` (emptied first),
    without bytecode caches: what the installers bundle once compiled."""
    if root.exists():
        shutil.rmtree(root)
    root.mkdir(parents=True)
    shutil.copytree(
        source / "elasund_desktop",
        root / "elasund_desktop",
        ignore=shutil.ignore_patterns("__pycache__"),
    )
    shutil.copy2(source / "pyproject.toml", root / "pyproject.toml")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("root", type=Path, help="a copy of the repository to compile in place")
    parser.add_argument(
        "--from", dest="source", type=Path, help="copy this repository's source into ROOT first"
    )
    args = parser.parse_args(argv)
    root = args.root.resolve()
    if args.source is not None:
        copy_source(args.source.resolve(), root)
    missing = [p for p in NATIVE_MODULES if not (root / p).is_file()]
    if missing:
        print(f"not in {root}: {', '.join(missing)}", file=sys.stderr)
        return 2
    # mypyc builds in place (next to each .py) with mypy's settings from
    # pyproject.toml; it needs a C compiler and setuptools >= 77 (the project's
    # licence field)
    subprocess.run([sys.executable, "-m", "mypyc", *NATIVE_MODULES], cwd=root, check=True)
    absent = [p for p in NATIVE_MODULES if compiled(root, p) is None]
    if absent:
        print(f"mypyc built no extension for: {', '.join(absent)}", file=sys.stderr)
        return 1
    print(f"compiled {len(NATIVE_MODULES)} modules in {root}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
