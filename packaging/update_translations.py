#!/usr/bin/env python3
"""Update the translation sources and compile the catalogues: ONE command.

    python packaging/update_translations.py          # lupdate + lrelease
    python packaging/update_translations.py --check  # exit 1 when .ts/.qm are stale

1. `pyside6-lupdate` scans every .py file under elasund_desktop/ and updates
   translations/elasund_desktop_{it,da,uk,hu}.ts (source language en; messages
   whose source disappeared from the code are dropped with -no-obsolete; no
   source locations, so a .ts only changes when a message changes), and the
   English translations/elasund_desktop_en.ts with `-pluralonly`: English
   needs no translation, but "%n cards" needs its singular "1 card", so that
   catalogue holds the plural (numerus) messages only.  Fill it like the
   others (packaging/ts_fill.py en FILE.json, two forms per message).
2. `pyside6-lrelease` compiles each .ts into elasund_desktop/i18n/elasund_desktop_<lang>.qm.

`--check` runs the same lupdate on temporary copies and compares them with the
committed .ts files, and compiles each .ts into a temporary .qm and compares it
with the committed one.  The tools are looked up next to sys.executable first
(the virtualenv's bin/ or Scripts/), then on PATH.
"""

from __future__ import annotations

import argparse
import difflib
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "elasund_desktop"
TS_DIR = ROOT / "translations"
QM_DIR = PACKAGE / "i18n"
STEM = "elasund_desktop"

if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from elasund_desktop.i18n.languages import SOURCE_LANGUAGE, TRANSLATED  # noqa: E402

# Every catalogue: the translations plus English, which holds plural forms only.
CATALOGUES: tuple[str, ...] = (*TRANSLATED, SOURCE_LANGUAGE)


class ToolMissingError(RuntimeError):
    pass


def find_tool(name: str) -> str:
    """`pyside6-lupdate` etc.: next to the running Python first, then on PATH."""
    folder = Path(sys.executable).parent
    for candidate in (name, f"{name}.exe"):
        path = folder / candidate
        if path.is_file() and os.access(path, os.X_OK):
            return str(path)
    found = shutil.which(name)
    if found is None:
        raise ToolMissingError(
            f"{name} not found next to {sys.executable} nor on PATH "
            "(install PySide6-Essentials in this environment)"
        )
    return found


def ts_path(lang: str, folder: Path = TS_DIR) -> Path:
    return folder / f"{STEM}_{lang}.ts"


def qm_path(lang: str, folder: Path = QM_DIR) -> Path:
    return folder / f"{STEM}_{lang}.qm"


def source_files() -> list[Path]:
    """Every .py of the package, relative to ROOT (no tests, caches or rcc modules)."""
    files = []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(ROOT)
        if any(part in ("tests", "__pycache__") for part in rel.parts):
            continue
        if path.name.endswith("_rc.py"):
            continue
        files.append(rel)
    return files


def lupdate_command(lupdate: str, list_file: Path, ts: Path, lang: str) -> list[str]:
    # The source language's catalogue only gives English its plural forms.
    plural_only = ["-pluralonly"] if lang == SOURCE_LANGUAGE else []
    return [
        lupdate,
        "-silent",
        *plural_only,
        "-locations",
        "none",
        "-no-obsolete",
        "-source-language",
        SOURCE_LANGUAGE,
        "-target-language",
        lang,
        f"@{list_file}",
        "-ts",
        str(ts),
    ]


def lrelease_command(lrelease: str, ts: Path, qm: Path) -> list[str]:
    return [lrelease, "-silent", str(ts), "-qm", str(qm)]


def _run(command: list[str]) -> None:
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(
            f"{' '.join(command)} failed ({result.returncode}):\n{result.stdout}{result.stderr}"
        )
    for line in (result.stdout + result.stderr).splitlines():
        if line.strip():
            print(f"  {line}")


def run_lupdate(ts_files: dict[str, Path]) -> None:
    """Update (or create) `ts_files[lang]` from the current sources."""
    lupdate = find_tool("pyside6-lupdate")
    with tempfile.TemporaryDirectory() as tmp:
        list_file = Path(tmp) / "sources.lst"
        list_file.write_text("\n".join(str(p) for p in source_files()) + "\n", encoding="utf-8")
        for lang, ts in ts_files.items():
            ts.parent.mkdir(parents=True, exist_ok=True)
            _run(lupdate_command(lupdate, list_file, ts, lang))


def compile_qm(ts: Path, qm: Path) -> None:
    qm.parent.mkdir(parents=True, exist_ok=True)
    _run(lrelease_command(find_tool("pyside6-lrelease"), ts, qm))


def stale_ts_files() -> list[tuple[Path, str]]:
    """Committed .ts files that lupdate would change now, with a short diff."""
    stale: list[tuple[Path, str]] = []
    with tempfile.TemporaryDirectory() as tmp:
        copies: dict[str, Path] = {}
        for lang in CATALOGUES:
            copy = ts_path(lang, Path(tmp))
            if ts_path(lang).is_file():
                shutil.copyfile(ts_path(lang), copy)
            copies[lang] = copy
        run_lupdate(copies)
        for lang, copy in copies.items():
            committed = ts_path(lang)
            if not committed.is_file():
                stale.append((committed, "missing: run python packaging/update_translations.py"))
                continue
            old = committed.read_text(encoding="utf-8").splitlines()
            new = copy.read_text(encoding="utf-8").splitlines()
            if old != new or committed.read_bytes() != copy.read_bytes():
                diff = difflib.unified_diff(old, new, str(committed), "lupdate now", lineterm="")
                stale.append((committed, "\n".join(list(diff)[:40])))
    return stale


def stale_qm_files() -> list[tuple[Path, str]]:
    """Committed .qm files that differ from what lrelease makes of the .ts now."""
    stale: list[tuple[Path, str]] = []
    with tempfile.TemporaryDirectory() as tmp:
        for lang in CATALOGUES:
            ts, qm = ts_path(lang), qm_path(lang)
            if not ts.is_file():
                continue
            fresh = qm_path(lang, Path(tmp))
            compile_qm(ts, fresh)
            if not qm.is_file():
                stale.append((qm, "missing"))
            elif qm.read_bytes() != fresh.read_bytes():
                stale.append((qm, f"differs from lrelease {ts.relative_to(ROOT)}"))
    return stale


def update() -> None:
    print(f"lupdate: {len(source_files())} source files -> {TS_DIR.relative_to(ROOT)}/")
    run_lupdate({lang: ts_path(lang) for lang in CATALOGUES})
    for lang in CATALOGUES:
        print(f"lrelease: {ts_path(lang).relative_to(ROOT)} -> {qm_path(lang).relative_to(ROOT)}")
        compile_qm(ts_path(lang), qm_path(lang))


def check() -> int:
    problems = [*stale_ts_files(), *stale_qm_files()]
    for path, detail in problems:
        print(f"STALE {path.relative_to(ROOT)}: {detail}")
    if problems:
        print("run: python packaging/update_translations.py")
        return 1
    print("translations are up to date")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check", action="store_true", help="only report stale .ts/.qm files (exit 1)"
    )
    args = parser.parse_args(argv)
    try:
        if args.check:
            return check()
        update()
    except (ToolMissingError, RuntimeError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
