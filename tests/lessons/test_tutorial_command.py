"""Issue 26, Deliver 4 / Done when: "The autoplay command writes one screenshot per
step for each game and language".  `elasund-desktop tutorial --game G --lang L
--autoplay --out DIR` plays the lesson through the real window by its own hints and
saves a picture of every step as it is first shown (a step a moment interrupted is
shown again when the lesson comes back to it)."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImage

from elasund_desktop.cli import main
from elasund_desktop.games import default_registry
from elasund_desktop.lessons.catalogue import lesson_of

WITH_LESSONS = [g for g in default_registry().ids() if lesson_of(g) is not None]


@pytest.mark.timeout(300)
@pytest.mark.parametrize("game", WITH_LESSONS)
def test_autoplay_writes_a_picture_of_every_step(qapp: Any, tmp_path: Path, game: str) -> None:
    out = tmp_path / "shots"
    assert main(["tutorial", "--game", game, "--lang", "uk", "--autoplay", "--out", str(out)]) == 0
    lesson = lesson_of(game)
    assert lesson is not None
    pictures = sorted(out.glob("*.png"))
    shown = {p.stem.split("_", 1)[1] for p in pictures}
    assert shown == {*lesson.step_ids(), "end"}
    assert pictures[0].stem == f"01_{lesson.steps[0].id}" and pictures[-1].stem.endswith("_end")
    image = QImage(str(pictures[0]))
    assert image.width() == 1600 and image.height() == 1000


def test_a_game_without_a_lesson_and_a_missing_folder_are_refused(
    qapp: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["tutorial", "--game", "nope", "--autoplay", "--out", str(tmp_path)]) == 2
    assert "no lesson" in capsys.readouterr().err
    assert main(["tutorial", "--game", WITH_LESSONS[0], "--autoplay"]) != 0
    assert "needs --out" in capsys.readouterr().err


@pytest.mark.timeout(300)
def test_a_step_whose_waiting_text_gives_way_to_its_own_gets_a_picture_of_each(
    qapp: Any, tmp_path: Path
) -> None:
    """Play-testing: Elasund's wall step first says to keep 2 gold, and once a tile
    can be paid tells how to build it; only the first text had a picture, so a
    translator never saw the second.  Both are pictured now, one after the other."""
    out = tmp_path / "shots"
    assert main(["tutorial", "--game", "elasund", "--autoplay", "--out", str(out)]) == 0
    names = [p.stem.split("_", 1)[1] for p in sorted(out.glob("*.png"))]
    assert any(a == b == "wall" for a, b in pairwise(names)), names
