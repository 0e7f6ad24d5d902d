"""What a save says about itself, read without replaying it (the first screen's list).

Loading a save (saves.py) replays every move and checks the digest: right
for opening a game, too slow and too heavy (it loads the engine) for a list
of recent games on the first screen.  `read_header` reads only the header
fields of a save or of the autosave journal: the game, the players, how many
moves, when it was saved and whether it is over.  It never raises: a file
that is missing, unreadable, too large, not JSON, of another program or of a
game this version does not know gives None, and the list leaves it out.
Whether the file really loads is decided when it is opened.

Qt-free and engine-free: the first screen asks before a game is loaded.
"""

from __future__ import annotations

import json
import os
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

SAVE_FORMAT = "elasund-desktop-save"
SAVE_FORMAT_VERSION = 2  # the newest save format this version reads (saves.py)
JOURNAL_FORMAT = "elasund-desktop-journal"
JOURNAL_FORMAT_VERSION = 1  # the newest journal format (journal.py)
JOURNAL_MAGIC = b'{"format":"' + JOURNAL_FORMAT.encode() + b'"'
MAX_SAVE_BYTES = 10 * 1024 * 1024  # no save is larger (saves.py refuses larger files)
AUTOSAVE_NAME = "current.jsonl"  # the autosave journal in the autosave folder
TAIL_BYTES = 4096  # the journal's last line is looked for in this much of its end


@dataclass(frozen=True, slots=True)
class SaveHeader:
    """The header of one save file, as the first screen lists it."""

    path: Path
    game_id: str
    players: tuple[str, ...]  # the seats' names (may be empty in old saves)
    num_players: int
    moves: int
    saved: datetime  # aware; the file's own "saved" time, else its modification time
    finished: bool
    autosave: bool  # the autosave journal, not a file of the player's


def is_journal(data: bytes) -> bool:
    return data.startswith(JOURNAL_MAGIC)


def journal_status(path: Path) -> tuple[bool, bool] | None:
    """(finished, has at least one action) of a journal, or None if it is none.

    Reads only the first line and the end of the file, so asking at start-up
    costs the same for any length of game.
    """
    tail = _journal_head_and_tail(path)
    if tail is None:
        return None
    _head, last = tail
    if last is None:
        return (False, False)
    if last is _UNREADABLE:
        return None
    return (bool(last), True)


_UNREADABLE: Any = object()  # the journal's last line could not be read


def _journal_head_and_tail(path: Path) -> tuple[dict[str, Any], Any] | None:
    """The journal's header and the "over" flag of its last complete line.

    The flag is None when the journal holds no action line, _UNREADABLE when
    its last line is not an action line; None for the whole when the file is
    no journal.
    """
    try:
        with open(path, "rb") as handle:
            first = handle.readline(MAX_SAVE_BYTES)
            if not is_journal(first) or not first.endswith(b"\n"):
                return None
            head = json.loads(first.decode("utf-8"))
            size = os.fstat(handle.fileno()).st_size
            handle.seek(max(len(first), size - TAIL_BYTES))
            tail = handle.read()
    except (OSError, ValueError, RecursionError):
        return None
    if not isinstance(head, dict):
        return None
    complete = tail[: tail.rfind(b"\n") + 1] if b"\n" in tail else b""
    lines = [x for x in complete.split(b"\n") if x.strip()]
    if not lines:
        return head, None
    try:
        last = json.loads(lines[-1].decode("utf-8"))
    except (ValueError, RecursionError):  # the tail window began inside a line
        return head, _UNREADABLE
    if not isinstance(last, list) or len(last) != 3 or not isinstance(last[2], bool):
        return head, _UNREADABLE
    return head, last[2]


def read_header(path: Path | str, known_games: Collection[str] | None = None) -> SaveHeader | None:
    """The header of the save or autosave journal at `path`, or None (see the module)."""
    source = Path(path)
    try:
        with open(source, "rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            if size > MAX_SAVE_BYTES:
                return None
            start = handle.read(len(JOURNAL_MAGIC))
        modified = datetime.fromtimestamp(source.stat().st_mtime, UTC)
    except (OSError, ValueError, OverflowError):
        return None
    header = _journal_header(source, modified) if is_journal(start) else _save_header(source)
    if header is None or (known_games is not None and header.game_id not in known_games):
        return None
    return header


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _common(doc: Mapping[str, Any], newest: int) -> tuple[str, int, tuple[str, ...]] | None:
    """Game id, player count and names of a header document, if they are well formed."""
    version = _int(doc.get("format_version"))
    game_id = doc.get("game_id")
    config = doc.get("config")
    seats = doc.get("seats")
    if version is None or not 1 <= version <= newest or not isinstance(game_id, str):
        return None
    if not game_id or not isinstance(config, dict) or not isinstance(seats, list):
        return None
    players = _int(config.get("num_players"))
    if players is None or players < 1 or len(seats) not in (0, players):
        return None
    names: list[str] = []
    for seat in seats:
        if not isinstance(seat, dict) or not isinstance(seat.get("name"), str):
            return None
        names.append(seat["name"])
    return game_id, players, tuple(names)


def _save_header(path: Path) -> SaveHeader | None:
    try:
        doc = json.loads(path.read_bytes().decode("utf-8"))
    except (OSError, ValueError, RecursionError):  # unreadable, not UTF-8, not JSON
        return None
    if not isinstance(doc, dict) or doc.get("format") != SAVE_FORMAT:
        return None
    common = _common(doc, SAVE_FORMAT_VERSION)
    actions, finished, saved = doc.get("actions"), doc.get("finished"), _when(doc.get("saved"))
    if common is None or not isinstance(actions, list) or not isinstance(finished, bool):
        return None
    if saved is None:
        return None
    game_id, players, names = common
    return SaveHeader(path, game_id, names, players, len(actions), saved, finished, False)


def _journal_header(path: Path, modified: datetime) -> SaveHeader | None:
    found = _journal_head_and_tail(path)
    if found is None:
        return None
    head, last = found
    if head.get("format") != JOURNAL_FORMAT or last is _UNREADABLE:
        return None
    common = _common(head, JOURNAL_FORMAT_VERSION)
    if common is None:
        return None
    written = head.get("written")
    moves: int | None = int(written) if isinstance(written, str) and written.isdigit() else None
    if moves is None:  # an older journal without its line count: count the lines
        moves = _count_lines(path)
    if moves is None:
        return None
    if last is None:
        moves = 0
    game_id, players, names = common
    # a journal is appended to after every move: its file time is its last move
    return SaveHeader(path, game_id, names, players, moves, modified, bool(last), True)


def _count_lines(path: Path) -> int | None:
    try:
        data = path.read_bytes()
    except OSError:
        return None
    return max(0, sum(1 for line in data.split(b"\n")[1:] if line.strip()))


def _when(value: Any) -> datetime | None:
    if not isinstance(value, str):
        return None
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        return None
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def recent_headers(
    files: Iterable[Path | str], known_games: Collection[str] | None = None
) -> list[SaveHeader]:
    """The headers of `files` in their order, leaving out every file that gives none."""
    out: list[SaveHeader] = []
    for file in files:
        header = read_header(file, known_games)
        if header is not None:
            out.append(header)
    return out


def unfinished_autosave(
    autosave: Path, known_games: Collection[str] | None = None
) -> SaveHeader | None:
    """The autosave journal's header if it holds an unfinished game with a move."""
    header = read_header(autosave, known_games)
    if header is None or not header.autosave or header.finished or header.moves == 0:
        return None
    return header


def game_to_continue(
    autosave: SaveHeader | None, recent: Iterable[SaveHeader]
) -> SaveHeader | None:
    """The last game: the unfinished autosave, else the newest unfinished recent save."""
    if autosave is not None:
        return autosave
    return next((h for h in recent if not h.finished and not h.autosave), None)
