"""setuptools' hook for a compiled wheel; everything else is in pyproject.toml.

A plain `pip install .` (and the README's editable install) builds pure Python:
this file adds nothing then.  With ELASUND_DESKTOP_NATIVE=1 the computer
players' hot modules (packaging/compile_native.py's list, the installers' own)
are compiled with mypyc into a platform wheel (packaging/build-wheel.sh), the
same modules staying in the wheel as .py beside their extensions.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from setuptools import setup

ext_modules: list[Any] = []
if os.environ.get("ELASUND_DESKTOP_NATIVE") == "1":
    from mypyc.build import mypycify

    sys.path.insert(0, str(Path(__file__).resolve().parent / "packaging"))
    from compile_native import NATIVE_MODULES

    ext_modules = mypycify(list(NATIVE_MODULES))

setup(ext_modules=ext_modules)
