"""Fixtures of the translation tests: the packaging scripts as modules, the Qt
tools, and small catalogues compiled on the fly."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest

from .catalogue_tools import compile_catalogue, qt_tool

ROOT = Path(__file__).resolve().parents[2]


def load_script(name: str) -> ModuleType:
    """packaging/<name>.py imported as module `_packaging_<name>` (cached)."""
    module_name = f"_packaging_{name}"
    if module_name in sys.modules:
        return sys.modules[module_name]
    spec = importlib.util.spec_from_file_location(module_name, ROOT / "packaging" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def update_translations() -> ModuleType:
    return load_script("update_translations")


@pytest.fixture(scope="session")
def ts_fill() -> ModuleType:
    return load_script("ts_fill")


@pytest.fixture(scope="session")
def lrelease() -> str:
    tool = qt_tool("pyside6-lrelease")
    if tool is None:
        pytest.skip("pyside6-lrelease is not installed next to Python nor on PATH")
    return tool


@pytest.fixture(scope="session")
def lupdate() -> str:
    tool = qt_tool("pyside6-lupdate")
    if tool is None:
        pytest.skip("pyside6-lupdate is not installed next to Python nor on PATH")
    return tool


@pytest.fixture
def make_catalogue(
    tmp_path: Path, lrelease: str
) -> Callable[[str, dict[str, dict[str, str]]], Path]:
    """Compile {context: {source: translation}} into tmp/elasund_desktop_<lang>.qm."""

    def make(lang: str, table: dict[str, dict[str, str]]) -> Path:
        return compile_catalogue(lrelease, tmp_path, lang, table)

    return make
