"""The `elasund-desktop` command: the GUI without arguments, headless tools as sub-commands.

    elasund-desktop [FILE | --open FILE]           start the window (optionally open a save)
    elasund-desktop sim --game G --players N ...   play bot games, print a JSON summary
    elasund-desktop tournament --game G --seats hard,random,random,random --games K
                                                   rotated seats, wins with 95 % intervals (JSON)
    elasund-desktop check-save FILE                replay and verify a save (exit 2 if invalid)
    elasund-desktop host --game G --seats net,net,hard,hard [--port P]
                                                   host a network game without a window
    elasund-desktop join HOST:PORT --code C --fingerprint F --bot easy
                                                   play a hosted game's seat with a computer
    elasund-desktop screenshot --out FILE.png ...  picture of the real window, offscreen
    elasund-desktop think-check --game G           (hidden) one Hard decision through the
                                                   search helper; JSON with both pids

Private: `elasund-desktop --search-helper` is the search helper process itself
(ai/worker.py starts it so in a frozen build, where there is no `python -c`).

Qt is imported only by the GUI and screenshot paths, lazily, so the headless
commands run on machines without a display or without Qt at all.  The other
way round, the engine, the bots and the registry are imported only by the
headless commands: the window starts without them (bench/bench_startup.py).
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from . import SEARCH_HELPER_ARG, __version__

if TYPE_CHECKING:
    from .engine.session import Session
    from .games import GameSpec, Registry

EXIT_OK = 0
EXIT_ERROR = 1
EXIT_INVALID = 2
DEFAULT_MAX_ACTIONS = 100_000
COMMANDS = (
    "sim",
    "tournament",
    "check-save",
    "screenshot",
    "tutorial",
    "think-check",
    "host",
    "join",
)


class CliError(Exception):
    """A usage problem worth one line on stderr (exit code 2)."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="elasund-desktop",
        description="Elasund, Catan and friends at one computer. Without a command: the window.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--open", metavar="FILE", type=Path, help="open this saved game")
    # Start-up timing for bench/bench_startup.py (prints "paint" and "complete", quits).
    parser.add_argument("--startup-probe", action="store_true", help=argparse.SUPPRESS)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    sim = commands.add_parser("sim", help="play headless games between bots; print JSON")
    sim.add_argument("--game", help="game id (default: the first known game)")
    sim.add_argument("--players", type=int, help="number of players (default: the minimum)")
    sim.add_argument(
        "--bots",
        default=None,
        help="comma-separated bot ids, one per seat or one for all (default: the game's first)",
    )
    sim.add_argument("--games", type=int, default=1, help="how many games (default 1)")
    sim.add_argument("--seed", type=int, default=0, help="seed of game i is SEED + i")
    sim.add_argument("--save-dir", type=Path, help="write each finished game as a save here")
    sim.add_argument(
        "--max-actions",
        type=int,
        default=DEFAULT_MAX_ACTIONS,
        help=f"give up a game after this many actions (default {DEFAULT_MAX_ACTIONS})",
    )

    tour = commands.add_parser(
        "tournament", help="headless games between computer players, seats rotated; print JSON"
    )
    tour.add_argument("--game", help="game id (default: the first known game)")
    tour.add_argument("--players", type=int, help="number of players (default: seats named)")
    tour.add_argument(
        "--seats", required=True, help="comma-separated bot ids, one per seat, e.g. hard,random"
    )
    tour.add_argument("--games", type=int, default=4, help="how many games (default 4)")
    tour.add_argument("--seed", type=int, default=0, help="seed of game i is SEED + i")

    # Hidden (no help=): the packaging smoke tests ask a frozen build whether its
    # computer players really think in another process.
    think = commands.add_parser("think-check")
    think.add_argument("--game", help="game id (default: the first known game)")
    think.add_argument("--players", type=int, help="number of players (default: the minimum)")
    think.add_argument("--level", default="hard", help="medium, hard or hard@N (default hard)")
    think.add_argument("--seed", type=int, default=0)

    from .net.cli import add_parsers as add_network_parsers

    add_network_parsers(commands)

    check = commands.add_parser("check-save", help="replay and verify a saved game")
    check.add_argument("file", type=Path)

    lesson = commands.add_parser(
        "tutorial", help="a game's guided first game; --autoplay saves a picture of each step"
    )
    lesson.add_argument("--game", required=True, help="game id")
    lesson.add_argument("--lang", default="en", help="language code, e.g. it, da, uk, hu")
    lesson.add_argument(
        "--autoplay",
        action="store_true",
        help="play the lesson by its own hints offscreen (needs --out)",
    )
    lesson.add_argument("--out", type=Path, help="folder for the step pictures")
    lesson.add_argument("--size", type=_window_size, help="window size WIDTHxHEIGHT")

    shot = commands.add_parser("screenshot", help="save a picture of the window (offscreen)")
    shot.add_argument("--out", type=Path, required=True, help="PNG file to write")
    shot.add_argument("--game", help="game id")
    shot.add_argument("--players", type=int)
    shot.add_argument("--seed", type=int, default=0)
    shot.add_argument("--moves", type=int, default=0, help="random legal actions to play first")
    shot.add_argument("--lang", help="language code, e.g. it, da, uk, hu")
    shot.add_argument(
        "--size",
        type=_window_size,
        help="window size WIDTHxHEIGHT in pixels, e.g. 1280x720 (default 1600x1000)",
    )
    shot.add_argument(
        "--hotseat", action="store_true", help="every seat a person (default: seat 1 only)"
    )
    shot.add_argument(
        "--cursor", action="store_true", help="focus the board so its keyboard cursor shows"
    )
    shot.add_argument(
        "--gains",
        action="store_true",
        help="show what the other seats' last moves gained, as just after them",
    )
    shot.add_argument(
        "--colour-vision",
        choices=("normal", "red_green", "blue_yellow"),
        default="normal",
        help="Settings ▸ Colour vision",
    )
    shot.add_argument(
        "--board-text-size",
        choices=("normal", "large", "larger"),
        default="normal",
        help="Settings ▸ Board text size",
    )
    return parser


def _window_size(text: str) -> tuple[int, int]:
    """Parse WIDTHxHEIGHT (e.g. 1280x720) for --size."""
    width, sep, height = text.lower().partition("x")
    if not sep or not width.isdigit() or not height.isdigit():
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, got {text!r}")
    if not (200 <= int(width) <= 10_000 and 200 <= int(height) <= 10_000):
        raise argparse.ArgumentTypeError(f"size out of range: {text!r}")
    return int(width), int(height)


def file_argument_as_open(argv: Sequence[str]) -> list[str]:
    """`elasund-desktop FILE` means `elasund-desktop --open FILE`.

    Desktop files (`Exec=elasund-desktop %f`), the Windows file association and
    a double-click hand over the save as a plain argument.
    """
    args = list(argv)
    if args and not args[0].startswith("-") and args[0] not in COMMANDS:
        return ["--open", *args]
    return args


def main(argv: Sequence[str] | None = None, registry: Registry | None = None) -> int:
    """Run the command line; return the exit code.  Tests inject `registry`."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    if arguments[:1] == [SEARCH_HELPER_ARG]:
        # The search helper of a frozen build (ai/worker.py, helper_command): first,
        # before argparse and before anything imports Qt, so the child is a plain
        # JSON-lines loop on stdin/stdout with no window, no Dock icon, no Qt start-up.
        from .ai.worker import serve

        serve()
        return EXIT_OK
    parser = build_parser()
    args = parser.parse_args(file_argument_as_open(arguments))
    try:
        if args.command is None:
            from .ui.app import run_gui  # Qt only here

            if args.startup_probe:
                return int(run_gui(None, startup_probe=True))
            return int(run_gui(args.open))
        if args.command == "screenshot":
            from .ui.screenshot import run_screenshot  # Qt only here

            return int(run_screenshot(args))
        if args.command == "tutorial":
            if args.autoplay and args.out is None:
                raise CliError("tutorial --autoplay needs --out FOLDER")
            from .ui.tutorial_command import run_tutorial  # Qt only here

            return int(run_tutorial(args))
        if args.command in ("host", "join"):
            from .net.cli import run as run_network

            return run_network(args)
        if registry is None:
            from .games import default_registry

            registry = default_registry()
        if args.command == "sim":
            return cmd_sim(args, registry)
        if args.command == "tournament":
            return cmd_tournament(args, registry)
        if args.command == "think-check":
            return cmd_think_check(args, registry)
        return cmd_check_save(args.file, registry)
    except CliError as exc:
        print(f"elasund-desktop: error: {exc}", file=sys.stderr)
        return EXIT_INVALID


# -- sim -----------------------------------------------------------------------
def _spec(registry: Registry, game_id: str | None) -> GameSpec:
    known = registry.ids()
    if game_id is None:
        if not known:
            raise CliError("no games are installed")
        return registry.get(known[0])
    if game_id not in registry:
        raise CliError(f"unknown game {game_id!r}; known games: {', '.join(known) or 'none'}")
    return registry.get(game_id)


def _check_players(game_id: str, rules: Any, players: int) -> None:
    if not rules.min_players <= players <= rules.max_players:
        raise CliError(
            f"{game_id} is for {rules.min_players}-{rules.max_players} players, not {players}"
        )


def _bot_ids(text: str, players: int) -> list[str]:
    from .ai.bots import BOTS, game_bots, is_bot_id

    ids = [b.strip() for b in text.split(",") if b.strip()]
    if len(ids) == 1:
        ids = ids * players
    if len(ids) != players:
        raise CliError(f"--bots names {len(ids)} bots for {players} players")
    for bot_id in ids:
        if not is_bot_id(bot_id):
            known = ", ".join(sorted([*BOTS, *game_bots()]))
            raise CliError(f"unknown bot {bot_id!r}; known bots: {known} (or medium@N, hard@N)")
    return ids


def cmd_sim(args: argparse.Namespace, registry: Registry, out: TextIO | None = None) -> int:
    from .ai.bots import bot_rng as make_bot_rng
    from .ai.bots import decide, make_bot
    from .engine.rules import GameConfig
    from .engine.session import Seat, Session, SessionConfig, seat_options

    spec = _spec(registry, args.game)
    rules = spec.rules()
    players = args.players if args.players is not None else rules.min_players
    _check_players(spec.game_id, rules, players)
    if args.games < 0:
        raise CliError("--games must not be negative")
    if args.max_actions < 1:
        raise CliError("--max-actions must be positive")
    bot_ids = _bot_ids(args.bots or spec.bots[0], players)
    bots = [make_bot(b) for b in bot_ids]
    seats = tuple(Seat(f"Bot {i + 1}", i, bot_ids[i]) for i in range(players))
    options = seat_options({o.key: o.default for o in rules.options}, seats)
    if args.save_dir is not None:
        args.save_dir.mkdir(parents=True, exist_ok=True)

    from .persistence.saves import SAVE_SUFFIX, save_session  # only needed with --save-dir

    wins = [0] * players
    finished = 0
    total_actions = 0
    total_turns = 0
    reasons: dict[str, int] = {}
    saved: list[str] = []
    started = time.perf_counter()
    for i in range(args.games):
        seed = args.seed + i
        config = SessionConfig(spec.game_id, GameConfig(players, dict(options)), seed, seats)
        session: Session[Any] = Session(rules, config)
        count = 0
        while count < args.max_actions:
            player = rules.to_move(session.state)
            if player is None:
                break
            # level players determinize the state; the others see the view
            action = decide(bots[player], rules, session.state, player, make_bot_rng(seed, count))
            session.apply(action)
            count += 1
        total_actions += count
        total_turns += rules.turn_number(session.state)
        outcome = rules.outcome(session.state)
        if outcome is None:
            continue
        finished += 1
        reasons[outcome.reason] = reasons.get(outcome.reason, 0) + 1
        for seat in outcome.winners:
            wins[seat] += 1
        if args.save_dir is not None:
            path = args.save_dir / f"{spec.game_id}-{players}p-seed{seed}{SAVE_SUFFIX}"
            save_session(session, path)
            saved.append(str(path))
    elapsed = time.perf_counter() - started
    games = args.games
    summary: dict[str, Any] = {
        "game": spec.game_id,
        "players": players,
        "bots": bot_ids,
        "seed": args.seed,
        "games": games,
        "finished": finished,
        "unfinished": games - finished,
        "wins": wins,
        "end_reasons": reasons,
        "avg_actions": round(total_actions / games, 2) if games else 0.0,
        "avg_turns": round(total_turns / games, 2) if games else 0.0,
        "total_actions": total_actions,
        "seconds": round(elapsed, 4),
        "actions_per_second": round(total_actions / elapsed, 1) if elapsed > 0 else 0.0,
        "games_per_second": round(games / elapsed, 3) if elapsed > 0 else 0.0,
    }
    if args.save_dir is not None:
        summary["saved"] = saved
    print(json.dumps(summary), file=out or sys.stdout)
    return EXIT_OK


# -- tournament ------------------------------------------------------------------
def cmd_tournament(args: argparse.Namespace, registry: Registry, out: TextIO | None = None) -> int:
    from .tournament import run_tournament

    spec = _spec(registry, args.game)
    rules = spec.rules()
    names = [b.strip() for b in args.seats.split(",") if b.strip()]
    players = args.players if args.players is not None else len(names)
    _check_players(spec.game_id, rules, players)
    if args.games < 1:
        raise CliError("--games must be positive")
    seats = _bot_ids(args.seats, players)
    summary = run_tournament(spec, players, seats, args.games, args.seed)
    print(json.dumps(summary), file=out or sys.stdout)
    return EXIT_OK


# -- think-check (hidden) -----------------------------------------------------------
def cmd_think_check(args: argparse.Namespace, registry: Registry, out: TextIO | None = None) -> int:
    """One decision through the search service the window uses; JSON with both pids.

    `helper_pid` is the process id the helper wrote into its answer (null when the
    service thought on this thread).  Exit 1 unless the decision came from a process
    other than this one: the packaging scripts run it inside the frozen bundle.
    """
    from .ai.bots import bot_rng, is_bot_id
    from .ai.worker import SearchService
    from .engine.rules import GameConfig
    from .engine.session import SessionConfig

    spec = _spec(registry, args.game)
    rules = spec.rules()
    players = args.players if args.players is not None else rules.min_players
    _check_players(spec.game_id, rules, players)
    if not is_bot_id(args.level):
        raise CliError(f"unknown level {args.level!r} (medium, hard, hard@N)")
    options = {o.key: o.default for o in rules.options}
    config = SessionConfig(spec.game_id, GameConfig(players, options), args.seed)
    seat = rules.to_move(rules.setup(config.game, config.seed))
    if seat is None:
        raise CliError(f"nobody is to move at the start of {spec.game_id}")
    service = SearchService()  # its own, as the window's shared one would be
    started = time.perf_counter()
    try:
        action = service.decide(config, [], seat, args.level, bot_rng(args.seed, 0), lambda: False)
    finally:
        service.close()
    helper_pid = service.last_helper_pid
    report = {
        "game": spec.game_id,
        "level": args.level,
        "action": action.to_json(),
        "helper_pid": helper_pid,
        # the processes that searched (more than one with root-parallel search)
        "searchers": service.last_searcher_pids,
        "pid": os.getpid(),
        "frozen": bool(getattr(sys, "frozen", False)),
        # the installers compile the search with mypyc (packaging/compile_native.py)
        "native_search": _is_extension("elasund_desktop.ai.search"),
        "seconds": round(time.perf_counter() - started, 3),
    }
    print(json.dumps(report), file=out or sys.stdout)
    return EXIT_OK if helper_pid is not None and helper_pid != os.getpid() else EXIT_ERROR


def _is_extension(module: str) -> bool:
    """Is `module` a compiled extension (mypyc) rather than Python source?"""
    origin = getattr(importlib.import_module(module), "__file__", None) or ""
    return origin.endswith((".so", ".pyd"))


# -- check-save ------------------------------------------------------------------
def cmd_check_save(path: Path, registry: Registry) -> int:
    from .persistence.saves import SaveError, describe_save_error, load_save

    try:
        loaded = load_save(path, registry)
    except SaveError as err:
        print(describe_save_error(err), file=sys.stderr)
        return EXIT_INVALID
    session = loaded.session
    digest = session.digest()
    print(f"OK: {session.config.game_id} {len(session.actions)} actions, digest {digest[:12]}")
    n = loaded.info.lost_moves
    if n:  # an autosave journal cut short: valid, but not whole (LOST_MOVES_TEXT in English)
        moves = "its last move was" if n == 1 else f"its last {n} moves were"
        print(f"{path.name} was cut short: {moves} lost.", file=sys.stderr)
    return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
