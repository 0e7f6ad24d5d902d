"""Helpers shared by translation tests: find the Qt tools, compile tiny catalogues."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path
from xml.sax.saxutils import escape


def qt_tool(name: str) -> str | None:
    """`pyside6-lrelease` etc.: next to the running Python first, then on PATH."""
    folder = Path(sys.executable).parent
    for candidate in (folder / name, folder / f"{name}.exe"):
        if candidate.is_file():
            return str(candidate)
    return shutil.which(name)


def ts_xml(lang: str, table: dict[str, dict[str, str]]) -> str:
    """A minimal finished .ts file for `table` = {context: {source: translation}}."""
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


def compile_catalogue(
    lrelease: str, folder: Path, lang: str, table: dict[str, dict[str, str]]
) -> Path:
    """Write and compile folder/elasund_desktop_<lang>.qm; returns `folder`."""
    ts = folder / f"elasund_desktop_{lang}.ts"
    ts.write_text(ts_xml(lang, table), encoding="utf-8")
    qm = folder / f"elasund_desktop_{lang}.qm"
    subprocess.run([lrelease, "-silent", str(ts), "-qm", str(qm)], check=True)
    return folder
