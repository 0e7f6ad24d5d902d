"""Shared helpers of the translation tests: the packaging scripts as modules,
the Qt tools, and small catalogues compiled on the fly."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

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


def qt_tool(name: str) -> str | None:
    folder = Path(sys.executable).parent
    for candidate in (folder / name, folder / f"{name}.exe"):
        if candidate.is_file():
            return str(candidate)
    return shutil.which(name)


def ts_xml(lang: str, table: dict[str, dict[str, str]]) -> str:
    """A minimal finished .ts file for `table` = {context: {source: translation}}."""
    from xml.sax.saxutils import escape

    parts = [
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n',
        f'<TS version="2.1" language="{lang}" sourcelanguage="en">\n',
    ]
    for context, messages in table.items():
        parts.append(f"<context>\n    <name>{escape(context)}</name>\n")
        for source, translation in messages.items():
            parts.append(
                f"    <message>\n        <source>{escape(source)}</source>\n"
                f"        <translation>{escape(translation)}</translation>\n    </message>\n"
            )
        parts.append("</context>\n")
    parts.append("</TS>\n")
    return "".join(parts)


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
        ts = tmp_path / f"elasund_desktop_{lang}.ts"
        ts.write_text(ts_xml(lang, table), encoding="utf-8")
        qm = tmp_path / f"elasund_desktop_{lang}.qm"
        subprocess.run([lrelease, "-silent", str(ts), "-qm", str(qm)], check=True)
        return tmp_path

    return make
