#!/usr/bin/env bash
# A wheel whose search is compiled with mypyc, for this system and Python
# (issue 24: "in the installers and wheels"), checked in a throwaway venv:
#   1. a build venv under build/wheel/ with setuptools, wheel and mypy from PyPI;
#   2. ELASUND_DESKTOP_NATIVE=1 pip wheel (setup.py mypycifies compile_native.py's list);
#   3. the wheel installed into a second venv, where the search must be the
#      compiled extension and a headless game must play to its end.
# Usage: packaging/build-wheel.sh      (PYTHON=python3.12 picks the interpreter)
# Result: dist/elasund_desktop-<version>-cp3XX-cp3XX-<platform>.whl
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
WORK=$(pwd)/build/wheel

echo "== build venv in build/wheel/venv"
rm -rf "$WORK"
mkdir -p "$WORK" dist
"$PYTHON" -m venv "$WORK/venv"
VPY=$WORK/venv/bin/python
"$VPY" -m pip install --quiet --upgrade pip
"$VPY" -m pip install --quiet "setuptools>=77" wheel "mypy>=1.10"

echo "== the wheel, compiled"
# no build isolation: the build needs mypy, which a plain install does not
ELASUND_DESKTOP_NATIVE=1 "$VPY" -m pip wheel --quiet --no-build-isolation --no-deps \
  --wheel-dir "$WORK/wheels" .
WHEEL=$(ls "$WORK"/wheels/elasund_desktop-*.whl)
echo "$WHEEL"
case "$WHEEL" in *-none-any.whl) echo "a pure-Python wheel: nothing was compiled" >&2; exit 1;; esac

echo "== installed in a fresh venv and checked"
"$PYTHON" -m venv "$WORK/check"
CPY=$WORK/check/bin/python
"$CPY" -m pip install --quiet "$WHEEL"
cd "$WORK"  # away from the source tree: the installed package must be the one imported
"$CPY" - <<'PY'
import importlib.machinery
import elasund_desktop.ai.search as search
assert search.__file__.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)), search.__file__
print("compiled search:", search.__file__)
PY
home=$(mktemp -d)
ELASUND_DESKTOP_HOME=$home "$WORK/check/bin/elasund-desktop" sim --game catan --players 3 \
  --games 1 --seed 1 --bots medium@40,easy,easy >/dev/null
rm -rf "$home"
cd - >/dev/null
cp "$WHEEL" dist/
ls -l dist/"$(basename "$WHEEL")"
