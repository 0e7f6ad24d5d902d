"""The first screen's pictures: each game's board at a fixed start, drawn by the board itself.

A picture is the game's own BoardScene drawing the start position of a fixed
seed for three players (or the nearest count the game allows), as nobody's
view (no hidden card shown), rendered into a pixmap.  Making one loads the
game's engine and board and costs a tenth of a second or more, so the
pictures are kept twice: in memory for this run and as PNG files in the
cache folder for the next start.  `cached_picture` only reads those (no
engine, nothing drawn: the first frame may ask it); `draw_picture` makes the
picture and stores it.  The key of a picture holds everything it depends on
(program version, language, colour vision, board text size, size, pixel
ratio), so a stale file is never shown, only left behind.
"""

from __future__ import annotations

import contextlib
import importlib
import logging
import os
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap

from .. import __version__
from ..colour_palettes import current_mode
from ..persistence import paths

if TYPE_CHECKING:
    from ..games import GameSpec

log = logging.getLogger(__name__)

PICTURE_SEED = 1  # the start every picture shows, the same on every machine
PICTURE_PLAYERS = 3
# Bump when the pictures are made differently (the key of the cached files).
PICTURE_VERSION = 1
BACKGROUND = QColor("#f3efe6")  # the paper behind boards that do not fill their picture

_memory: dict[str, QPixmap] = {}


def picture_key(game_id: str, size: QSize, ratio: float, language: str) -> str:
    """Everything a picture depends on, fit for a file name."""
    from .board_base import board_text_scale

    parts = (
        game_id,
        __version__,
        f"p{PICTURE_VERSION}",
        language,
        current_mode(),
        f"t{board_text_scale():g}",
        f"{size.width()}x{size.height()}",
        f"r{ratio:g}",
    )
    return re.sub(r"[^A-Za-z0-9._-]+", "_", "-".join(parts))


def cache_folder() -> Path:
    return paths.cache_dir() / "board-pictures"


def cached_picture(game_id: str, size: QSize, ratio: float, language: str) -> QPixmap | None:
    """The picture made before (this run, or an earlier one on disk), else None."""
    key = picture_key(game_id, size, ratio, language)
    found = _memory.get(key)
    if found is not None:
        return found
    file = cache_folder() / f"{key}.png"
    if not file.is_file():
        return None
    picture = QPixmap()
    expected = QSize(round(size.width() * ratio), round(size.height() * ratio))
    if not picture.load(str(file)) or picture.size() != expected:
        return None  # damaged, or not ours: drawn again
    picture.setDevicePixelRatio(ratio)
    _memory[key] = picture
    return picture


def draw_picture(spec: GameSpec, size: QSize, ratio: float, language: str) -> QPixmap:
    """Draw `spec`'s start position into a `size` picture and keep it (memory and disk)."""
    key = picture_key(spec.game_id, size, ratio, language)
    picture = _render(spec, size, ratio)
    _memory[key] = picture
    _store(picture, key)
    return picture


def forget_memory() -> None:
    """Forget the pictures of this run (tests; the files on disk stay)."""
    _memory.clear()


def _start_scene(spec: GameSpec) -> Any:
    """The game's board scene showing the start of the fixed seed, as nobody sees it."""
    from ..engine.rules import GameConfig
    from ..engine.session import Seat
    from .palette import PALETTE

    rules = spec.rules()
    players = min(max(PICTURE_PLAYERS, rules.min_players), rules.max_players)
    state = rules.setup(GameConfig(players, {}), PICTURE_SEED)
    # the New Game dialog's own name for a seat, in the language of the picture
    name = QCoreApplication.translate("NewGameDialog", "Player {number}")
    seats = tuple(Seat(name.format(number=i + 1), i) for i in range(players))
    scene = importlib.import_module(spec.board_module).make_board(None)
    scene.set_players(
        seats,
        [PALETTE[s.colour % len(PALETTE)].qcolor for s in seats],
        [PALETTE[s.colour % len(PALETTE)].marker for s in seats],
    )
    scene.draw_state(state, rules.view(state, None), None)
    return scene


def source_rect(board: QRectF, size: QSize) -> QRectF:
    """The part of `board` the picture shows: all of it in the picture's proportions,
    cut at the sides when it is wider, at the bottom when it is taller (a board's
    own drawing starts at its top: the map, the wheel, the town)."""
    if board.isEmpty() or size.isEmpty():
        return board
    aspect = size.width() / size.height()
    if board.width() / board.height() > aspect:
        width = board.height() * aspect
        return QRectF(board.center().x() - width / 2, board.top(), width, board.height())
    return QRectF(board.left(), board.top(), board.width(), board.width() / aspect)


def _render(spec: GameSpec, size: QSize, ratio: float) -> QPixmap:
    scene = _start_scene(spec)
    picture = QPixmap(round(size.width() * ratio), round(size.height() * ratio))
    picture.setDevicePixelRatio(ratio)
    picture.fill(BACKGROUND)
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    scene.render(
        painter,
        QRectF(0, 0, size.width(), size.height()),
        source_rect(scene.itemsBoundingRect(), size),
        Qt.AspectRatioMode.IgnoreAspectRatio,
    )
    painter.end()
    scene.clear()
    scene.deleteLater()
    return picture


def _store(picture: QPixmap, key: str) -> None:
    """Write the picture for the next start; a cache that cannot be written is no error."""
    folder = cache_folder()
    target = folder / f"{key}.png"
    temporary = folder / f".{key}.{os.getpid()}.png"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        if picture.save(str(temporary), "PNG"):
            os.replace(temporary, target)  # a reader never sees half a file
    except OSError:
        log.info("could not keep the board picture %s", target, exc_info=True)
    finally:
        with contextlib.suppress(OSError):
            temporary.unlink(missing_ok=True)
