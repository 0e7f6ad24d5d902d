#!/usr/bin/env python3
"""Smoke-test check: is this PNG a real picture of the window, not a blank one?

    python packaging/check_png.py FILE.png [--min-colours N] [--min-size WxH]

Counts the distinct colours on a grid of sample points (every 4th pixel) and
prints one line; exit 1 when the picture is missing, too small or nearly blank.
A blank or one-colour window has a handful of colours; a drawn board has hundreds.
"""

from __future__ import annotations

import argparse
import os
import sys


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("png")
    parser.add_argument("--min-colours", type=int, default=200)
    parser.add_argument("--min-size", default="800x600")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication, QImage

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    image = QImage(args.png)
    del app
    if image.isNull():
        print(f"{args.png}: not a readable picture")
        return 1
    width, height = (int(v) for v in args.min_size.split("x"))
    colours = {
        image.pixel(x, y) for x in range(0, image.width(), 4) for y in range(0, image.height(), 4)
    }
    line = f"{args.png}: {image.width()}x{image.height()}, {len(colours)} distinct colours"
    print(line)
    if image.width() < width or image.height() < height:
        print("too small")
        return 1
    if len(colours) < args.min_colours:
        print("nearly blank")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
