"""Check think-check's report (cli.py) in a build's smoke test.

    python packaging/check_think.py REPORT_JSON     # the report itself, or
    python packaging/check_think.py REPORT_FILE     # a file holding it (Windows:
                                                    # no quotes through PowerShell)

Exits 1 unless the move came from a frozen build's search helper (another
process than the window's) and the search was the mypyc-compiled one.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def problems(report: dict[str, object]) -> list[str]:
    out = []
    if not report.get("frozen"):
        out.append("not a frozen build")
    if report.get("helper_pid") in (None, report.get("pid")):
        out.append("the move was not thought in a helper process")
    if not report.get("native_search"):
        out.append("the search is not the compiled one")
    return out


def main(argv: list[str]) -> int:
    given = argv[1]
    path = Path(given)
    text = path.read_text(encoding="utf-8-sig") if path.is_file() else given
    report = json.loads(text)
    found = problems(report)
    for line in found:
        print(f"think-check: {line}: {report}", file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
