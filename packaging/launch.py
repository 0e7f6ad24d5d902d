"""Entry script for frozen builds (PyInstaller needs absolute imports here)."""

from __future__ import annotations

import sys

from elasund_desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())
