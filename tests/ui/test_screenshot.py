"""`elasund-desktop screenshot` starts the real main window offscreen and saves it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage


def distinct_colours(image: QImage, step: int = 7) -> int:
    seen = set()
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            seen.add(image.pixel(x, y))
    return len(seen)


def shoot(tmp_path: Path, *extra: str) -> QImage:
    out = tmp_path / "shot.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "elasund_desktop", "screenshot", "--out", str(out), *extra],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    image = QImage(str(out))
    assert not image.isNull()
    return image


def test_screenshot_of_the_welcome_window(tmp_path: Path) -> None:
    image = shoot(tmp_path)
    assert image.width() >= 800 and image.height() >= 600
    assert distinct_colours(image) > 5


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_screenshot_of_a_game_in_progress(tmp_path: Path, lang: str) -> None:
    image = shoot(
        tmp_path,
        "--game",
        "elasund",
        "--players",
        "3",
        "--seed",
        "7",
        "--moves",
        "40",
        "--lang",
        lang,
    )
    assert distinct_colours(image) > 30


def test_screenshot_refuses_an_unknown_game(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "elasund_desktop",
            "screenshot",
            "--out",
            str(tmp_path / "x.png"),
            "--game",
            "chess",
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert result.returncode != 0
    assert "chess" in result.stderr


def test_screenshot_size_option(tmp_path: Path) -> None:
    """--size WIDTHxHEIGHT gives a picture of exactly that window size."""
    image = shoot(tmp_path, "--size", "1280x720")
    assert (image.width(), image.height()) == (1280, 720)


def test_screenshot_size_option_refuses_nonsense() -> None:
    from elasund_desktop.cli import build_parser

    parser = build_parser()
    assert parser.parse_args(["screenshot", "--out", "x.png", "--size", "1024x768"]).size == (
        1024,
        768,
    )
    for bad in ("1280", "axb", "5x5"):
        with pytest.raises(SystemExit):
            parser.parse_args(["screenshot", "--out", "x.png", "--size", bad])


def test_screenshot_shows_the_gains_of_the_last_moves(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`--gains`: the players panel shows what the other seats' moves since the
    first seat's own last move gained, as a player sees it on his turn (the
    picture used to look at the gains column; playtest of its wrapping)."""
    from argparse import Namespace

    from elasund_desktop.ui import screenshot
    from elasund_desktop.ui.main_window import MainWindow

    shown: list[list[str]] = []
    close = MainWindow.close

    def look_then_close(window: MainWindow) -> bool:
        panel = window.players
        shown.append([panel.gains_text(row) for row in range(panel.table.rowCount())])
        return close(window)

    monkeypatch.setattr(MainWindow, "close", look_then_close)
    for gains in (False, True):
        args = Namespace(
            game="elasund",
            players=3,
            seed=2,
            moves=80,
            size=(1280, 800),
            lang="en",
            gains=gains,
            out=tmp_path / "shot.png",
        )
        assert screenshot._shoot(args) == 0
    without, with_gains = shown
    assert without == ["", "", ""]
    # Bo paid two blue influence cards and a gold, Csaba got a card for two gold.
    assert with_gains == [
        "",
        "\u22122 influence cards (blue)\n\u22121 gold",
        "+1 influence card\n\u22122 gold",
    ]
