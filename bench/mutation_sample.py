"""Mutation testing helpers: a reproducible sample of mutant names, and the table of results.

mutmut keeps, next to every mutated copy under `mutants/`, a `.meta` file listing all the
mutants of that source file and their results.  A full run over a game's rules takes hours
on two cores, so a run can be limited to a seeded random sample of its mutants:

    mutmut run                                   # once: creates the mutants (can be stopped)
    python bench/mutation_sample.py sample elasund_desktop.games.catan.rules --count 150 --seed 14
    mutmut run $(python bench/mutation_sample.py sample elasund_desktop.games.catan.rules \
        --count 150 --seed 14)
    python bench/mutation_sample.py table       # killed / survived / timeout per module
    mutmut run $(python bench/mutation_sample.py pending elasund_desktop.engine)  # continue

The same module, count and seed always give the same names (sorted names, then
random.Random(seed).sample), so a sample can be re-run after adding tests.
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from pathlib import Path

# mutmut's exit codes (mutmut/stats.py), grouped the way the kill rate counts them
KILLED = {1, 3}
SURVIVED = {0}
TIMEOUT = {36, 24, -24, 152, 255}
NO_TESTS = {5, 33}


def meta_files(root: Path) -> dict[str, Path]:
    """Dotted module name -> its .meta file."""
    out: dict[str, Path] = {}
    for meta in sorted(root.glob("**/*.py.meta")):
        rel = meta.relative_to(root).with_suffix("").with_suffix("")
        out[".".join(rel.parts)] = meta
    return out


def mutant_names(meta: Path) -> list[str]:
    return sorted(json.loads(meta.read_text(encoding="utf-8"))["exit_code_by_key"])


def sample(names: list[str], count: int, seed: int) -> list[str]:
    if count >= len(names):
        return names
    return sorted(random.Random(seed).sample(names, count))


def tally(meta: Path, only: set[str] | None = None) -> Counter[str]:
    codes = json.loads(meta.read_text(encoding="utf-8"))["exit_code_by_key"]
    c: Counter[str] = Counter()
    for name, code in codes.items():
        if only is not None and name not in only:
            continue
        c["mutants"] += 1
        if code is None:
            c["not run"] += 1
        elif code in KILLED:
            c["killed"] += 1
        elif code in SURVIVED:
            c["survived"] += 1
        elif code in TIMEOUT:
            c["timeout"] += 1
        elif code in NO_TESTS:
            c["no tests"] += 1
        else:
            c["other"] += 1
    return c


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mutants", type=Path, default=Path("mutants"))
    sub = parser.add_subparsers(dest="command", required=True)
    s = sub.add_parser("sample", help="print a seeded random sample of a module's mutant names")
    s.add_argument("module")
    s.add_argument("--count", type=int, default=100)
    s.add_argument("--seed", type=int, default=14)
    p = sub.add_parser(
        "pending",
        help="the names still to run (not run, survived, no tests) of the modules given",
    )
    p.add_argument("prefix", nargs="+", help="a dotted module prefix, e.g. elasund_desktop.engine")
    p.add_argument(
        "--unrun-only", action="store_true", help="only the mutants that have not run yet"
    )
    t = sub.add_parser("table", help="results per module (Markdown)")
    t.add_argument(
        "--sample",
        nargs=3,
        action="append",
        default=[],
        metavar=("MODULE", "COUNT", "SEED"),
        help="count only this sample of MODULE's mutants",
    )
    t.add_argument("--survivors", action="store_true", help="also list the surviving names")
    args = parser.parse_args()
    metas = meta_files(args.mutants)
    if args.command == "sample":
        print("\n".join(sample(mutant_names(metas[args.module]), args.count, args.seed)))
        return
    if args.command == "pending":
        # Named mutants are re-run by `mutmut run NAME...` (a pattern re-runs every
        # mutant it matches, killed ones too): this lists only what is still open.
        wanted = {None} if args.unrun_only else {None} | SURVIVED | NO_TESTS
        for module, meta in metas.items():
            if not any(module == x or module.startswith(x + ".") for x in args.prefix):
                continue
            codes = json.loads(meta.read_text(encoding="utf-8"))["exit_code_by_key"]
            print("\n".join(sorted(n for n, code in codes.items() if code in wanted)))
        return
    samples = {m: (int(c), int(sd)) for m, c, sd in args.sample}
    print("| module | mutants | killed | survived | timeout | no tests | not run | kill rate |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    survivors: list[str] = []
    for module, meta in metas.items():
        only = None
        label = module
        if module in samples:
            count, seed = samples[module]
            only = set(sample(mutant_names(meta), count, seed))
            label = f"{module} (sample {count}, seed {seed})"
        c = tally(meta, only)
        if not c["mutants"]:
            continue
        done = c["killed"] + c["survived"] + c["timeout"]
        rate = f"{100 * (c['killed'] + c['timeout']) / done:.1f} %" if done else "-"
        print(
            f"| {label} | {c['mutants']} | {c['killed']} | {c['survived']} | {c['timeout']} "
            f"| {c['no tests']} | {c['not run']} | {rate} |"
        )
        if args.survivors:
            codes = json.loads(meta.read_text(encoding="utf-8"))["exit_code_by_key"]
            survivors += [
                n for n, code in codes.items() if code in SURVIVED and (only is None or n in only)
            ]
    if survivors:
        print("\n".join(["", *sorted(survivors)]))


if __name__ == "__main__":
    main()
