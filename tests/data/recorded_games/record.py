"""Record the fixed set of games that tests/games/test_recorded_games.py replays.

    python tests/data/recorded_games/record.py [GAME ...]

Run once, on the code whose behaviour is to be kept (it was run before the
rules of Elasund and Catan were split into modules by concern).  Each game is
played to its end by the games' own computer players (the plain bot of the
registry and Easy, seats mixed), and written as an ordinary save; beside it,
``chains.json`` keeps a digest over the state after *every* action, so that a
refactor which changes one intermediate state and then converges is caught
too.  Re-running it on changed code overwrites the record: do that only for a
deliberate change of the rules, and say so in the commit.  Named games
(``record.py carrara``) are recorded again alone; the others stay as they were.
The Carrara games were recorded again for its rules version 2 (castle: crown).
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

from elasund_desktop.ai.bots import bot_rng, decide, make_bot  # noqa: E402
from elasund_desktop.engine.codec import digest  # noqa: E402
from elasund_desktop.engine.rules import GameConfig  # noqa: E402
from elasund_desktop.engine.session import Seat, Session, SessionConfig  # noqa: E402
from elasund_desktop.games import default_registry  # noqa: E402
from elasund_desktop.persistence.atomic import backup_path  # noqa: E402
from elasund_desktop.persistence.saves import save_session  # noqa: E402

# (game, players, seed): every game of the registry, its smallest and largest
# tables.  An odd seed seats the plain bot and Easy in turn (goal-directed
# play: buildings, cities, long journeys); an even seed seats the plain bot
# everywhere (the odd corners: refused-looking trades, early passes).
GAMES: list[tuple[str, int, int]] = [
    ("elasund", 2, 11),
    ("elasund", 3, 12),
    ("elasund", 4, 13),
    ("elasund", 4, 14),
    ("catan", 3, 21),
    ("catan", 4, 22),
    ("catan", 4, 23),
    ("elfenland", 2, 31),
    ("elfenland", 4, 32),
    ("elfenland", 6, 33),
    ("carrara", 2, 41),
    ("carrara", 3, 42),
    ("carrara", 4, 43),
]
MAX_ACTIONS = 20_000
CREATED = "2026-12-01T00:00:00+00:00"  # fixed, so that a re-run on unchanged code changes no byte


def name(game: str, players: int, seed: int) -> str:
    return f"{game}-{players}p-seed{seed}"


def state_chain(session: Session[Any]) -> str:
    """One digest over the digests of every state the game passed through."""
    chain = hashlib.sha256()
    for state in session.states:
        chain.update(digest(state).encode("ascii"))
    return chain.hexdigest()


def play(game: str, players: int, seed: int) -> Session[Any]:
    spec = default_registry().get(game)
    kinds = [spec.bots[0], "easy"] if seed % 2 else [spec.bots[0]]
    seats = tuple(Seat(f"P{i}", i, kinds[i % len(kinds)]) for i in range(players))
    session: Session[Any] = Session(
        spec.rules(), SessionConfig(game, GameConfig(players, {}), seed, seats)
    )
    bots = [make_bot(seat.controller) for seat in seats]

    while not session.is_over() and len(session.actions) < MAX_ACTIONS:
        seat = session.to_move()
        rng = bot_rng(seed, len(session.actions))
        session.apply(decide(bots[seat], session.rules, session.state, seat, rng))
    return session


def main(only: set[str] | None = None) -> None:
    """Record every game, or only those of the games named in `only` (the others'
    saves and chain entries are kept as they are)."""
    chains: dict[str, dict[str, Any]] = {}
    if only:
        chains = json.loads((HERE / "chains.json").read_text())
    for game, players, seed in GAMES:
        if only and game not in only:
            continue
        session = play(game, players, seed)
        key = name(game, players, seed)
        path = save_session(session, HERE / f"{key}.json", created=CREATED)
        backup_path(path).unlink(missing_ok=True)  # the save of a record made again is no record
        chains[key] = {
            "actions": len(session.actions),
            "over": session.is_over(),
            "final": session.digest(),
            "chain": state_chain(session),
        }
        print(key, chains[key])
    (HERE / "chains.json").write_text(json.dumps(chains, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    main(set(sys.argv[1:]) or None)  # e.g. `record.py carrara`: only that game
