"""Saved games: format v2 (JSON), written atomically, loaded by replay.

A save is the configuration, the seed and the action log, plus a digest that
covers both the final state and the log (`save_digest`): an edited step that
a later step cancelled leaves the final state unchanged, but not the digest.
Loading checks every field, replays every action through a fresh rules
object, recomputes the digest from that replay (never from the `Session`
that is handed back, so a wrong `Session.digest` cannot vouch for itself)
and checks that the session reached the same state: a foreign, newer,
damaged or tampered file is refused with `SaveError(reason_key, **params)`,
never half-loaded.  Format v1 files (digest of the final state only) are
still read with that weaker check.  The autosave journal (`journal.py`) is
read by the same `loads_save`.

    {"format": "elasund-desktop-save", "format_version": 2,
     "app_version": "0.1.0", "game_id": "elasund", "rules_version": 1,
     "config": {"num_players": 3, "options": {...}},
     "seats": [{"name": "Ann", "colour": 0, "controller": "human"}, ...],
     "seed": 42, "actions": [[0, "roll", []], ...], "digest": "<sha256>",
     "created": "2026-11-30T02:45:41+00:00", "saved": "...", "finished": false}
"""

from __future__ import annotations

import hashlib
import importlib
import json
import os
import weakref
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .. import __version__
from ..credits import SAVE_EXTENSION
from ..engine.codec import canonical_json, digest
from ..engine.rules import Action, GameConfig, IllegalAction, Rules
from ..engine.session import Seat, Session, SessionConfig
from ..games import Registry, default_registry
from ..i18n.noop import QT_TRANSLATE_NOOP, Plural
from .atomic import atomic_write_text
from .save_header import MAX_SAVE_BYTES, SAVE_FORMAT, SAVE_FORMAT_VERSION

FORMAT_NAME = SAVE_FORMAT
FORMAT_VERSION = SAVE_FORMAT_VERSION
LEGACY_DIGEST_VERSION = 1  # format 1: the digest covers the final state only
# The saves' own extension (credits.SAVE_EXTENSION); older saves end in .json and still load.
SAVE_SUFFIX = SAVE_EXTENSION

# English texts of the refusals; the GUI translates SAVE_ERROR_TEXTS[reason_key]
# in context "SaveErrors" and formats it with the error's params.
SAVE_ERROR_TEXTS: dict[str, str] = {
    "unreadable": QT_TRANSLATE_NOOP("SaveErrors", "Cannot read {file}: {detail}."),
    "too_large": QT_TRANSLATE_NOOP(
        "SaveErrors",
        "{file} is too large to be a saved game ({size_mb} MB; the limit is {limit_mb} MB).",
    ),
    "not_json": QT_TRANSLATE_NOOP(
        "SaveErrors",
        "{file} is not a saved game: its content is not readable JSON.",
    ),
    "truncated": QT_TRANSLATE_NOOP(
        "SaveErrors",
        "{file} is incomplete: the file was cut short, perhaps by an interrupted save.",
    ),
    "wrong_format": QT_TRANSLATE_NOOP(
        "SaveErrors",
        "{file} is not a saved game of Elasund Desktop.",
    ),
    "newer_version": QT_TRANSLATE_NOOP(
        "SaveErrors",
        "{file} was saved by a newer version of Elasund Desktop (save format {version}; this version reads format {supported}).",  # noqa: E501
    ),
    "unknown_game": QT_TRANSLATE_NOOP(
        "SaveErrors",
        '{file} is a game of "{game}", which this version does not know (known games: {known}).',
    ),
    "rules_version_mismatch": QT_TRANSLATE_NOOP(
        "SaveErrors",
        "{file} was saved with version {saved} of the rules of {game}; this version plays version {current}, so the game cannot be replayed.",  # noqa: E501
    ),
    "bad_structure": QT_TRANSLATE_NOOP(
        "SaveErrors",
        '{file} is damaged: the field "{field}" is missing or wrong.',
    ),
    "illegal_action": QT_TRANSLATE_NOOP(
        "SaveErrors",
        "{file} is damaged: move {number} of its game log is not legal. {reason}",
    ),
    "digest_mismatch": QT_TRANSLATE_NOOP(
        "SaveErrors",
        "{file} does not replay to the position it was saved in (checksum mismatch): it was changed after saving or made by different rules.",  # noqa: E501
    ),
}


# Said when an autosave journal loads without its last moves (SaveInfo.lost_moves).
LOST_MOVES_TEXT = Plural.translate(
    "SaveErrors",
    "{file} was cut short: its last %n moves were lost, and the game goes on without them.",
    None,
    0,
)

# The reason of an illegal move the rules could not even read (a forged action
# that made a game fail): the game has no words for it.
UNREADABLE_MOVE_TEXT = QT_TRANSLATE_NOOP("SaveErrors", "The rules cannot read this move.")


class SaveError(Exception):
    """A save file that cannot be loaded; `reason_key` is a key of SAVE_ERROR_TEXTS.

    An "illegal_action" error also carries the rules' own refusal (`refusal`,
    None when the rules failed on the move instead of refusing it), the game's
    configuration (`config`, for the names of the seats) and the module of its
    words (`texts_module`), so that the message can give the refusal in words
    rather than its key (`params["reason"]`).
    """

    refusal: IllegalAction | None = None
    config: SessionConfig | None = None
    texts_module: str = ""

    def __init__(self, reason_key: str, **params: Any) -> None:
        super().__init__(reason_key, params)
        self.reason_key = reason_key
        self.params = params

    def __str__(self) -> str:
        return describe_save_error(self)


def describe_save_error(err: SaveError) -> str:
    """One clear English line for `err` (for the command line and logs)."""
    text = SAVE_ERROR_TEXTS.get(err.reason_key)
    params = {"file": "The file", **err.params}
    if err.reason_key == "illegal_action":
        params["reason"] = english_refusal(err)
    if text is None:
        return f"{params['file']} cannot be loaded ({err.reason_key})."
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        return f"{params['file']} cannot be loaded ({err.reason_key})."


def english_refusal(err: SaveError) -> str:
    """The English words of the rules' refusal in an "illegal_action" error.

    The game's own text (its texts module, REASONS), with the seats' names; the
    GUI translates the same text instead (MainWindow.save_error_text).  Counts
    and terms are given plainly: this line is for the command line and logs.
    """
    refusal, config = err.refusal, err.config
    if refusal is None or config is None or not err.texts_module:
        return UNREADABLE_MOVE_TEXT
    try:
        module = importlib.import_module(err.texts_module)
    except ImportError:
        return UNREADABLE_MOVE_TEXT
    text = getattr(module, "REASONS", {}).get(refusal.reason_key)
    if text is None:
        return UNREADABLE_MOVE_TEXT
    terms: Mapping[str, str] = getattr(module, "TERMS", {}) or {}
    params = refusal.params
    words: dict[str, Any] = {}
    for name, value in params.items():
        if (name == "player" or name.endswith("_player")) and isinstance(value, int):
            seats = config.seats
            words[name] = seats[value].name if 0 <= value < len(seats) else f"Player {value + 1}"
        elif isinstance(value, str):
            words[name] = terms.get(value, value)
        else:
            words[name] = value
    count = params.get("n", params.get("count"))
    if isinstance(count, int):
        text = text.replace("%n", str(count))
    return str(text).format_map(_Missing(words))


class _Missing(dict[str, Any]):
    """Leaves a placeholder the refusal has no value for as it is."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


@dataclass(frozen=True, slots=True)
class SaveInfo:
    """The header of a save file, besides what the session itself holds."""

    app_version: str
    created: str
    saved: str
    finished: bool
    # autosave journal only: moves it held once and lost (a file cut short), see journal.py
    lost_moves: int = 0


@dataclass(frozen=True, slots=True)
class LoadedSave:
    session: Session[Any]
    info: SaveInfo


# When a session was first saved (or the file it came from was created), so
# that saving it again keeps its "created" timestamp.
_CREATED: weakref.WeakKeyDictionary[Session[Any], str] = weakref.WeakKeyDictionary()


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


# -- digests -----------------------------------------------------------------
def save_digest(state: Any, actions: list[Action] | tuple[Action, ...]) -> str:
    """SHA-256 over the final state's digest and the whole action log (format 2).

    The hashed text is the state digest, a line break, and the canonical JSON
    of the log (`[[player, kind, [args]], ...]`), so anyone can recompute it.
    """
    log = canonical_json([action.to_json() for action in actions])
    return hashlib.sha256(f"{digest(state)}\n{log}".encode("ascii")).hexdigest()


# -- writing -----------------------------------------------------------------
def session_to_json(session: Session[Any], *, created: str | None = None) -> dict[str, Any]:
    """The save document of `session` (format v1) as plain JSON data."""
    saved = now_iso()
    if created is None:
        created = _CREATED.get(session, saved)
    _CREATED[session] = created
    config = session.config
    return {
        "format": FORMAT_NAME,
        "format_version": FORMAT_VERSION,
        "app_version": __version__,
        "game_id": config.game_id,
        "rules_version": session.rules.rules_version,
        "config": {
            "num_players": config.game.num_players,
            "options": dict(config.game.options),
        },
        "seats": [
            {"name": seat.name, "colour": seat.colour, "controller": seat.controller}
            for seat in config.seats
        ],
        "seed": config.seed,
        "actions": [action.to_json() for action in session.actions],
        "digest": save_digest(session.state, list(session.actions)),
        "created": created,
        "saved": saved,
        "finished": session.is_over(),
    }


def dumps_save(doc: Mapping[str, Any]) -> str:
    """Readable JSON: one header field per line, one action per line."""
    lines = []
    for key, value in doc.items():
        if key == "actions" and isinstance(value, list) and value:
            inner = ",\n".join(
                "    " + json.dumps(a, ensure_ascii=False, separators=(",", ":")) for a in value
            )
            lines.append(f'  "actions": [\n{inner}\n  ]')
        else:
            lines.append(f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def save_session(session: Session[Any], path: Path | str, *, created: str | None = None) -> Path:
    """Write `session` to `path` atomically (old file kept as .bak); SaveWriteError on failure."""
    target = Path(path)
    atomic_write_text(target, dumps_save(session_to_json(session, created=created)))
    return target


# -- reading -----------------------------------------------------------------
def load_session(path: Path | str, registry: Registry | None = None) -> Session[Any]:
    """Load, replay and verify a save; raise SaveError (never anything else) if it is not valid."""
    return load_save(path, registry).session


def load_save(path: Path | str, registry: Registry | None = None) -> LoadedSave:
    """Like load_session, with the file's header (timestamps, app version)."""
    source = Path(path)
    return loads_save(read_save_bytes(source), registry, source=source)


def read_save_bytes(path: Path) -> bytes:
    """The bytes of a save file, refusing unreadable and over-large files before reading them."""
    file = path.name or str(path)
    try:
        with open(path, "rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            if size > MAX_SAVE_BYTES:
                raise _too_large(file, path, size)
            data = handle.read(MAX_SAVE_BYTES + 1)
    except OSError as exc:
        raise SaveError(
            "unreadable", file=file, path=str(path), detail=exc.strerror or type(exc).__name__
        ) from None
    if len(data) > MAX_SAVE_BYTES:
        raise _too_large(file, path, len(data))
    return data


def _too_large(file: str, path: Path, size: int) -> SaveError:
    mb = 1024 * 1024
    return SaveError(
        "too_large",
        file=file,
        path=str(path),
        size_mb=f"{size / mb:.1f}",
        limit_mb=MAX_SAVE_BYTES // mb,
    )


def loads_save(
    data: bytes, registry: Registry | None = None, *, source: Path | str = "save"
) -> LoadedSave:
    """Parse, check and replay the bytes of a save file."""
    if registry is None:
        registry = default_registry()
    source_path = Path(source)
    where = {"file": source_path.name or str(source), "path": str(source)}
    if len(data) > MAX_SAVE_BYTES:
        raise _too_large(where["file"], source_path, len(data))
    from .journal import is_journal, loads_journal

    if is_journal(data):  # the autosave journal
        loaded: LoadedSave = loads_journal(data, registry, where)
        _CREATED[loaded.session] = loaded.info.created
        return loaded
    doc = _parse(data, where)
    return _load_document(doc, registry, where)


def _parse(data: bytes, where: dict[str, str]) -> dict[str, Any]:
    if not data.strip():
        raise SaveError("truncated", **where)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        key = "truncated" if exc.end >= len(data) and "end of data" in exc.reason else "not_json"
        raise SaveError(key, **where) from None
    try:
        doc = json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        cut = exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string")
        raise SaveError("truncated" if cut else "not_json", **where) from None
    except (ValueError, RecursionError):  # NaN/Infinity, absurd numbers or nesting
        raise SaveError("not_json", **where) from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT_NAME:
        raise SaveError("wrong_format", **where)
    return doc


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed in a save")


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_scalar(value: Any) -> bool:
    return value is None or isinstance(value, bool | str) or _is_int(value)


def _is_arg(value: Any, depth: int = 0) -> bool:
    if _is_scalar(value):
        return True
    return isinstance(value, list) and depth < 16 and all(_is_arg(v, depth + 1) for v in value)


def _field(doc: Mapping[str, Any], name: str, kind: str, where: dict[str, str]) -> Any:
    value = doc.get(name)
    ok = {
        "int": _is_int(value),
        "str": isinstance(value, str),
        "bool": isinstance(value, bool),
        "list": isinstance(value, list),
        "dict": isinstance(value, dict),
    }[kind]
    if not ok:
        raise SaveError("bad_structure", field=name, **where)
    return value


def _bad(field: str, where: dict[str, str]) -> SaveError:
    return SaveError("bad_structure", field=field, **where)


@dataclass(frozen=True, slots=True)
class _Header:
    """The checked header of a save or of the autosave journal."""

    spec_rules: Any  # a callable making a fresh rules object
    rules: Rules[Any]
    config: SessionConfig
    texts_module: str  # the game's words (GameSpec.texts_module), for the refusal of a move


def _check_version(doc: Mapping[str, Any], supported: int, where: dict[str, str]) -> int:
    version = doc.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise _bad("format_version", where)
    if version > supported:
        raise SaveError("newer_version", version=version, supported=supported, **where)
    return version


def _load_document(doc: dict[str, Any], registry: Registry, where: dict[str, str]) -> LoadedSave:
    version = _check_version(doc, FORMAT_VERSION, where)
    header = _header(doc, registry, where)
    actions = _actions(doc.get("actions"), where)
    saved_digest = _field(doc, "digest", "str", where)
    info = SaveInfo(
        app_version=_field(doc, "app_version", "str", where),
        created=_field(doc, "created", "str", where),
        saved=_field(doc, "saved", "str", where),
        finished=_field(doc, "finished", "bool", where),
    )
    final = replay_final_state(header, actions, where)
    expected = digest(final) if version == LEGACY_DIGEST_VERSION else save_digest(final, actions)
    if expected != saved_digest:
        raise SaveError("digest_mismatch", **where)
    session = _session(header, actions, final, where)
    if info.finished != session.is_over():
        raise _bad("finished", where)
    _CREATED[session] = info.created
    return LoadedSave(session, info)


def _header(doc: Mapping[str, Any], registry: Registry, where: dict[str, str]) -> _Header:

    game_id = _field(doc, "game_id", "str", where)
    if game_id not in registry:
        known = ", ".join(registry.ids()) or "none"
        raise SaveError("unknown_game", game=game_id, known=known, **where)
    spec = registry.get(game_id)
    rules = spec.rules()
    saved_rules = _field(doc, "rules_version", "int", where)
    if saved_rules != rules.rules_version:
        raise SaveError(
            "rules_version_mismatch",
            game=spec.title,
            saved=saved_rules,
            current=rules.rules_version,
            **where,
        )

    config = _field(doc, "config", "dict", where)
    num_players = config.get("num_players")
    if not _is_int(num_players) or not rules.min_players <= num_players <= rules.max_players:
        raise _bad("config.num_players", where)
    options = config.get("options")
    if not isinstance(options, dict) or not all(_is_scalar(v) for v in options.values()):
        raise _bad("config.options", where)

    seats_doc = _field(doc, "seats", "list", where)
    if len(seats_doc) not in (0, num_players):
        raise _bad("seats", where)
    seats = []
    for i, seat in enumerate(seats_doc):
        if not (
            isinstance(seat, dict)
            and isinstance(seat.get("name"), str)
            and _is_int(seat.get("colour"))
            and isinstance(seat.get("controller"), str)
        ):
            raise _bad(f"seats[{i}]", where)
        seats.append(Seat(seat["name"], seat["colour"], seat["controller"]))

    seed = _field(doc, "seed", "int", where)
    session_config = SessionConfig(
        game_id=game_id,
        game=GameConfig(num_players, dict(options)),
        seed=seed,
        seats=tuple(seats),
    )
    return _Header(spec.rules, rules, session_config, spec.texts_module)


def _actions(actions_doc: Any, where: dict[str, str]) -> list[Action]:
    if not isinstance(actions_doc, list):
        raise _bad("actions", where)
    actions = []
    for i, item in enumerate(actions_doc):
        actions.append(_action(item, f"actions[{i}]", where))
    return actions


def _action(item: Any, name: str, where: dict[str, str]) -> Action:
    try:
        action = Action.from_json(item)
    except ValueError:
        raise _bad(name, where) from None
    if not _is_arg(item[2]):
        raise _bad(name, where)
    return action


def replay_final_state(
    header: _Header,
    actions: list[Action],
    where: dict[str, str],
    check: Callable[[int, Any], None] | None = None,
) -> Any:
    """The final state of the log, replayed by a fresh rules object without a `Session`.

    `check(index, state)` sees the state after each action (the journal checks
    its per-step digests with it).  An action the rules refuse, or any action
    after the end, is a SaveError("illegal_action").
    """
    rules = header.spec_rules()
    config = header.config
    try:
        state = rules.setup(config.game, config.seed)
    except Exception:  # the rules refuse this configuration (e.g. an unknown option value)
        raise _bad("config", where) from None
    for index, action in enumerate(actions):
        reason = None
        refusal: IllegalAction | None = None
        if rules.to_move(state) is None:
            reason, refusal = "game_over", IllegalAction("game_over")
        else:
            try:
                state = rules.apply(state, action).state
            except IllegalAction as exc:
                reason, refusal = exc.reason_key, exc
            except Exception as exc:  # a game choking on a forged action
                reason = type(exc).__name__
        if reason is not None:
            err = SaveError(
                "illegal_action", index=index, number=index + 1, reason=reason, **where
            )
            err.refusal, err.config, err.texts_module = refusal, config, header.texts_module
            raise err
        if check is not None:
            check(index, state)
    return state


def _session(
    header: _Header, actions: list[Action], final: Any, where: dict[str, str]
) -> Session[Any]:
    """The session of the log; it must reach the independently replayed final state."""
    try:
        session: Session[Any] = Session.replay(header.rules, header.config, actions)
    except Exception:  # the independent replay accepted it: a fault of the session
        raise SaveError("digest_mismatch", **where) from None
    if digest(session.state) != digest(final) or len(session.actions) != len(actions):
        raise SaveError("digest_mismatch", **where)
    return session


def default_save_name(session: Session[Any]) -> str:
    """A name for the Save dialog: game and local time, e.g. elasund-2026-11-30-0245.elasund."""
    stamp = datetime.now().strftime("%Y-%m-%d-%H%M")
    return f"{session.config.game_id}-{stamp}{SAVE_SUFFIX}"
