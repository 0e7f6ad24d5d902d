"""The autosave journal: an append-only file whose cost per action stays constant.

A save (saves.py) is rewritten whole; after every action of a long game that
costs more and more (issue 7: 9 MB and 2.8 s per autosave).  The journal is
written whole once per session (atomically), then only appended to:

    {"format":"elasund-desktop-journal","format_version":1, ...header...}
    [[0,"roll",[]],"<32 hex: digest of the state after it>",false]
    ...

one line per action with the (shortened) digest of the state it leads to and
whether the game is over then.  Undo truncates the file back to the end of
the last action still in the log: the session numbers each applied action
(`Session.serials`), so the writer knows exactly which of its lines are still
valid without comparing logs.  A line cut short by a crash is ignored when
the journal is read; every complete line is checked by replaying it.

The header's last field, `"written":"0000000042"`, is the number of action
lines the journal holds, in ten digits, rewritten in place with every append
or truncation (in the same fsync).  A file cut at a line boundary looks
complete: only this count tells that lines are missing, and the reader then
says how many moves were lost (`SaveInfo.lost_moves`) instead of silently
going on from an earlier position.  Journals without the field still load.
"""

from __future__ import annotations

import json
import os
import weakref
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import __version__
from ..engine.codec import digest
from ..engine.session import Session
from ..games import Registry
from .atomic import SaveWriteError, _reason, atomic_write_bytes
from .save_header import (  # noqa: F401 - journal_status is read from here too
    JOURNAL_FORMAT,
    JOURNAL_FORMAT_VERSION,
    JOURNAL_MAGIC,
    is_journal,
    journal_status,
)

# The format's name and the cheap readers of its header live with the other
# header readers (save_header.py: the first screen reads them before the engine).
JOURNAL_VERSION = JOURNAL_FORMAT_VERSION
MAGIC = JOURNAL_MAGIC
STEP_DIGEST_CHARS = 32  # 128 bits of the state digest per line
COUNT_FIELD = "written"  # the header's last field: action lines written, in COUNT_DIGITS
COUNT_DIGITS = 10
_COUNT_KEY = b'"' + COUNT_FIELD.encode() + b'":"'


@dataclass(slots=True)
class _Written:
    """What the journal file of one session holds, as far as this process wrote it."""

    path: Path
    count_at: int  # byte offset of the header's line count (COUNT_FIELD)
    serials: list[int] = field(default_factory=list)
    ends: list[int] = field(default_factory=list)  # byte offset after the header, each line


_WRITTEN: weakref.WeakKeyDictionary[Session[Any], _Written] = weakref.WeakKeyDictionary()


def _count(lines: int) -> bytes:
    return f"{lines:0{COUNT_DIGITS}d}".encode("ascii")


def header_doc(session: Session[Any], created: str) -> dict[str, Any]:
    """The header; its last field, the line count, is kept up to date in place."""
    config = session.config
    return {
        "format": JOURNAL_FORMAT,
        "format_version": JOURNAL_VERSION,
        "app_version": __version__,
        "game_id": config.game_id,
        "rules_version": session.rules.rules_version,
        "config": {"num_players": config.game.num_players, "options": dict(config.game.options)},
        "seats": [
            {"name": s.name, "colour": s.colour, "controller": s.controller} for s in config.seats
        ],
        "seed": config.seed,
        "created": created,
        COUNT_FIELD: _count(len(session.actions)).decode("ascii"),
    }


def _line(session: Session[Any], index: int) -> bytes:
    """The journal line of action `index` (the state after it is states[index + 1])."""
    state = session.states[index + 1]
    over = session.rules.to_move(state) is None
    item = [session.actions[index].to_json(), digest(state)[:STEP_DIGEST_CHARS], over]
    return (json.dumps(item, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")


def write_journal(session: Session[Any], path: Path, created: str) -> Path:
    """Bring the journal at `path` up to date with `session`, appending where possible."""
    written = _WRITTEN.get(session)
    if written is None or written.path != path or not _unchanged(path, written):
        return _rewrite(session, path, created)
    serials = session.serials
    keep = min(len(written.serials), len(serials))
    # the log is a stack: the same serial at the same place means the same log below it
    while keep and written.serials[keep - 1] != serials[keep - 1]:
        keep -= 1
    lines = [_line(session, i) for i in range(keep, len(serials))]
    try:
        with open(path, "r+b") as handle:
            if keep < len(written.serials):
                handle.truncate(written.ends[keep])
                del written.serials[keep:]
                del written.ends[keep + 1 :]
            handle.seek(written.ends[-1])
            for i, line in enumerate(lines, start=keep):
                handle.write(line)
                written.serials.append(serials[i])
                written.ends.append(written.ends[-1] + len(line))
            # the count last: lines without their count are read (they are checked),
            # a count without its lines says moves were lost, which they were
            handle.seek(written.count_at)
            handle.write(_count(len(written.serials)))
            handle.flush()
            os.fsync(handle.fileno())
    except OSError as exc:
        _WRITTEN.pop(session, None)  # unknown content: the next call rewrites it whole
        # the lines written before stay readable (a line cut short is ignored when read)
        raise SaveWriteError(_reason(exc), path, exc.strerror or str(exc), kept=True) from exc
    return path


def _unchanged(path: Path, written: _Written) -> bool:
    try:
        return path.stat().st_size == written.ends[-1]
    except OSError:
        return False


def _rewrite(session: Session[Any], path: Path, created: str) -> Path:
    head = json.dumps(header_doc(session, created), ensure_ascii=False, separators=(",", ":"))
    parts = [(head + "\n").encode("utf-8")]
    count_at = parts[0].rindex(_COUNT_KEY) + len(_COUNT_KEY)
    parts += [_line(session, i) for i in range(len(session.actions))]
    atomic_write_bytes(path, b"".join(parts), backup=False)
    ends = [len(parts[0])]
    for part in parts[1:]:
        ends.append(ends[-1] + len(part))
    _WRITTEN[session] = _Written(path, count_at, list(session.serials), ends)
    return path


def forget(session: Session[Any]) -> None:
    """Stop appending for `session` (its journal was removed)."""
    _WRITTEN.pop(session, None)


# -- reading ------------------------------------------------------------------------
def loads_journal(data: bytes, registry: Registry, where: dict[str, str]) -> Any:
    """Replay and check a journal; return a saves.LoadedSave (SaveError if invalid)."""
    from .saves import (
        LoadedSave,
        SaveError,
        SaveInfo,
        _action,
        _bad,
        _check_version,
        _field,
        _header,
        _session,
        replay_final_state,
    )

    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError("not_json", **where) from None
    rows = text.split("\n")
    cut_line = bool(rows.pop())  # "" after a complete last line, or a line cut short
    try:
        doc = json.loads(rows[0])
    except (ValueError, IndexError, RecursionError):
        raise SaveError("not_json", **where) from None
    if not isinstance(doc, dict) or doc.get("format") != JOURNAL_FORMAT:
        raise SaveError("wrong_format", **where)
    _check_version(doc, JOURNAL_VERSION, where)
    header = _header(doc, registry, where)
    created = _field(doc, "created", "str", where)
    app_version = _field(doc, "app_version", "str", where)
    count = doc.get(COUNT_FIELD, "")  # absent in journals of earlier versions
    if not isinstance(count, str) or (
        count and not (len(count) == COUNT_DIGITS and count.isascii() and count.isdigit())
    ):
        raise _bad(COUNT_FIELD, where)
    actions = []
    step_digests: list[str] = []
    finished = False
    for i, row in enumerate(rows[1:]):
        name = f"actions[{i}]"
        try:
            item = json.loads(row)
        except (ValueError, RecursionError):
            raise _bad(name, where) from None
        if not (isinstance(item, list) and len(item) == 3 and isinstance(item[1], str)):
            raise _bad(name, where)
        if not isinstance(item[2], bool):
            raise _bad(name, where)
        actions.append(_action(item[0], name, where))
        step_digests.append(item[1])
        finished = item[2]

    def check(index: int, state: Any) -> None:
        if digest(state)[:STEP_DIGEST_CHARS] != step_digests[index]:
            raise SaveError("digest_mismatch", **where)

    final = replay_final_state(header, actions, where, check)
    session = _session(header, actions, final, where)
    if finished != session.is_over():
        raise _bad("finished", where)
    # Moves written but no longer in the file: the count says how many (a cut at a
    # line boundary), and a line cut short is one of them at least.
    lost = max(int(count) - len(actions) if count else 0, 1 if cut_line else 0)
    info = SaveInfo(
        app_version=app_version,
        created=created,
        saved=created,
        finished=finished,
        lost_moves=lost,
    )
    return LoadedSave(session, info)
