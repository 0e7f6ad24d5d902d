"""Fit a game's computer-player numbers by self-play, with SPSA (issue 24).

A *group* is a named vector of one game's numbers (fields of the game's
weights object, e.g. games/elasund/tuned.py) and the level that plays them:
Easy for Easy's preferences, a search level at a small node budget
("medium@40") for the evaluation and the search's own preferences.  Each
SPSA iteration perturbs the vector by +-c_k along a random sign vector,
plays `--games` heads-up games of the two perturbed players against each
other (common seeds: every seed twice, seats swapped; ties split; Catan at
a table of four, the two sets of numbers at alternate seats), and steps
along the estimated gradient of the win share, clipped to the bounds.  The
numbers move in [0, 1] per parameter (geometric between the bounds for
weights, linear for the others), so one c and one step size serve all.
The fitted vector is the mean of the iterates of the second half (averaging
takes out part of the noise of the last steps), rounded to 3 significant
digits, and is validated against the shipped numbers over `--validate`
games on seeds the tuning never played, with a Wilson 95 % interval.

Everything is deterministic from `--seed` (the sign vectors, every game's
seed, the bots' own randomness): the same command at the same commit gives
the same figures on any machine.  A JSON record goes to bench/results/ with
the command line, seed, commit and validation; the fitted numbers are
printed as the fields that changed, to be put in the game's weights module
only if validation says they are better.

`--duel LEVEL` tunes nothing: it plays the shipped numbers against the
hand-set ones at LEVEL over `--validate` games (e.g. medium@40 after Easy's
preferences were fitted: they are also the search's rollouts and priors).

Budget (2-core machine, one process, measured): an Elasund Easy-vs-Easy
game takes about 0.2 s of CPU, so `--group easy --iterations 150 --games 16
--validate 400` is about 9 minutes; a medium@40 game about 3 s, so
`--group search --iterations 24 --games 12 --validate 200` is about 25.
A four-seat Catan game at hard@40 takes about 4.2 s of CPU, so
`--game catan --group evaluation --iterations 24 --games 12 --validate 200`
is about 34 minutes (bench/results/tune_catan_evaluation_seed1.json).

    python bench/tune_selfplay.py --game elasund --group easy --seed 1 \\
        --iterations 150 --games 16 --validate 400
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import json
import math
import random
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from elasund_desktop.ai.bots import bot_rng, decide  # noqa: E402
from elasund_desktop.ai.hooks import GameAI  # noqa: E402
from elasund_desktop.ai.levels import LevelBot, node_budget  # noqa: E402
from elasund_desktop.engine.rules import GameConfig, Rules  # noqa: E402
from elasund_desktop.games import default_registry  # noqa: E402
from elasund_desktop.tournament import wilson  # noqa: E402

RESULTS = ROOT / "bench" / "results"
MAX_ACTIONS = 20_000  # a heads-up game is a few hundred actions; this only stops a stuck one


@dataclasses.dataclass(frozen=True, slots=True)
class Param:
    """One number of the vector, between `lo` and `hi` (geometric if `log`)."""

    name: str
    lo: float
    hi: float
    log: bool = True

    def to_unit(self, x: float) -> float:
        if self.log:
            return math.log(x / self.lo) / math.log(self.hi / self.lo)
        return (x - self.lo) / (self.hi - self.lo)

    def from_unit(self, u: float) -> float:
        if self.log:
            return self.lo * (self.hi / self.lo) ** u
        return self.lo + u * (self.hi - self.lo)


@dataclasses.dataclass(frozen=True, slots=True)
class Group:
    level: str  # "easy", or "medium@N" / "hard@N": the level that plays these numbers
    params: tuple[Param, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class Target:
    """What the script tunes in one game: its shipped numbers, how to build
    the game's AI from a set of them, and the groups."""

    shipped: Any  # the game's frozen weights object (dataclasses.replace works on it)
    hand: Any  # the hand-set numbers the fitted ones replaced (for --duel)
    make_ai: Callable[[Any], GameAI]
    module: str  # where the shipped numbers live
    groups: dict[str, Group]
    # seats at the table: two for a duel; more (Catan: four) alternate the two
    # sets of numbers seat by seat, and the second game of a seed swaps them
    players: int = 2


def around(weights: Any, names: Sequence[str], factor: float = 4.0) -> tuple[Param, ...]:
    """Positive weights, each between value/factor and value*factor (geometric)."""
    return tuple(
        Param(n, getattr(weights, n) / factor, getattr(weights, n) * factor) for n in names
    )


def _elasund() -> Target:
    from elasund_desktop.games.elasund.ai import ElasundAI
    from elasund_desktop.games.elasund.tuned import HAND, WEIGHTS

    fields = [f.name for f in dataclasses.fields(WEIGHTS)]
    easy_end = fields.index("search_bonus_upgrade")
    eval_start = fields.index("income_cap")
    linear = {
        "ship_other": Param("ship_other", -3.0, 1.0, log=False),
        "wall_east_gold": Param("wall_east_gold", 2.0, 12.0, log=False),
        "gold_cap": Param("gold_cap", 6.0, 20.0, log=False),
        "influence_cap": Param("influence_cap", 3.0, 12.0, log=False),
        "rounds_cap": Param("rounds_cap", 4.0, 20.0, log=False),
        "income_cap": Param("income_cap", 1.0, 6.0, log=False),
    }

    def params(names: Sequence[str]) -> tuple[Param, ...]:
        out: list[Param] = []
        for n in names:
            out += [linear[n]] if n in linear else around(WEIGHTS, [n])
        return tuple(out)

    return Target(
        shipped=WEIGHTS,
        hand=HAND,
        make_ai=ElasundAI,
        module="elasund_desktop/games/elasund/tuned.py",
        groups={
            # Easy's preferences, played by Easy
            "easy": Group("easy", params(fields[:easy_end])),
            # the search's own preferences and the evaluation, played by a
            # short search (Easy's preferences stay the shipped ones)
            "search": Group("medium@40", params(fields[easy_end:])),
            "evaluation": Group("medium@40", params(fields[eval_start:])),
        },
    )


def _carrara() -> Target:
    from elasund_desktop.games.carrara.ai import CarraraAI
    from elasund_desktop.games.carrara.tuned import HAND, WEIGHTS

    worths = [f.name for f in dataclasses.fields(WEIGHTS) if f.name.startswith("worth_")]
    return Target(
        shipped=WEIGHTS,
        hand=HAND,
        make_ai=CarraraAI,
        module="elasund_desktop/games/carrara/tuned.py",
        groups={
            # Easy's plan, played by Easy
            "easy": Group(
                "easy",
                (
                    *around(WEIGHTS, worths, factor=3.0),
                    Param("coin_reserve", 0.0, 12.0, log=False),
                    Param("object_reserve", 8.0, 40.0, log=False),
                    Param("score_threshold", 3.0, 20.0, log=False),
                ),
            ),
        },
    )


def _catan() -> Target:
    from elasund_desktop.games.catan.ai import CatanGameAI, CatanMediumAI, CatanSearchAI
    from elasund_desktop.games.catan.tuned import (
        HAND,
        HARD,
        HARD_HAND,
        PREFERENCES,
        CatanPreferences,
        CatanWeights,
    )

    # Catan's numbers are two objects: Hard's evaluation and every level's
    # preferences; the script sees one flat vector of both (no name is in both).
    evaluation = [f.name for f in dataclasses.fields(HARD)]
    preferences = [f.name for f in dataclasses.fields(PREFERENCES)]
    assert not set(evaluation) & set(preferences)
    numbers = dataclasses.make_dataclass(
        "CatanNumbers",
        [(n, float) for n in evaluation + preferences],
        frozen=True,
        slots=True,
    )

    def both(weights: CatanWeights, prefs: CatanPreferences) -> Any:
        return numbers(**dataclasses.asdict(weights), **dataclasses.asdict(prefs))

    def make_ai(values: Any) -> GameAI:
        """The game's knowledge with these numbers: Hard's evaluation (Hard
        searches with `search_ai`) and every level's preferences; Easy's and
        Medium's evaluation stays tuned.HAND."""
        ev = CatanWeights(**{n: getattr(values, n) for n in evaluation})
        pr = CatanPreferences(**{n: getattr(values, n) for n in preferences})
        ai = CatanGameAI(HAND, pr)
        ai.medium_ai = CatanMediumAI(HAND, pr)
        ai.search_ai = CatanSearchAI(ev, pr)
        return ai

    shipped = both(HARD, PREFERENCES)
    return Target(
        shipped=shipped,
        hand=both(HARD_HAND, CatanPreferences()),
        make_ai=make_ai,
        module="elasund_desktop/games/catan/tuned.py",
        groups={
            # Hard's evaluation, played by a short Hard search at the table
            # people play (Catan's two-player game is a variant)
            "evaluation": Group("hard@40", around(shipped, evaluation, factor=3.0)),
            # Easy's preferences (also the search's rollouts and priors), played by Easy
            "easy": Group("easy", around(shipped, preferences, factor=3.0)),
        },
        players=4,
    )


TARGETS: dict[str, Callable[[], Target]] = {
    "elasund": _elasund,
    "carrara": _carrara,
    "catan": _catan,
}


# --- SPSA --------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True, slots=True)
class Gains:
    """Spall's gain sequences: a_k = a / (k + 1 + A)^alpha, c_k = c / (k + 1)^gamma."""

    a: float = 0.08
    c: float = 0.1
    big_a: float = 10.0
    alpha: float = 0.602
    gamma: float = 0.101


def _clip(u: Sequence[float]) -> list[float]:
    return [min(1.0, max(0.0, x)) for x in u]


def spsa_step(
    u: Sequence[float],
    k: int,
    rng: random.Random,
    duel: Callable[[list[float], list[float]], float],
    gains: Gains,
) -> tuple[list[float], float]:
    """One SPSA iteration, maximizing: `duel(plus, minus)` is the plus
    vector's share of the points between the two (0.5 is even).  Returns
    the new vector and the share measured."""
    ak = gains.a / (k + 1 + gains.big_a) ** gains.alpha
    ck = gains.c / (k + 1) ** gains.gamma
    delta = [1.0 if rng.random() < 0.5 else -1.0 for _ in u]
    plus = _clip([x + ck * d for x, d in zip(u, delta, strict=True)])
    minus = _clip([x - ck * d for x, d in zip(u, delta, strict=True)])
    share = duel(plus, minus)
    # y+ - y- of a zero-sum duel is 2*share - 1
    diff = 2.0 * share - 1.0
    step = [x + ak * diff / (2.0 * ck * d) for x, d in zip(u, delta, strict=True)]
    return _clip(step), share


# --- games -------------------------------------------------------------------------------
def level_bot(level: str, ai: GameAI) -> LevelBot:
    """ "easy" or "medium@40": the level, with a node budget, playing with `ai`."""
    name, _, nodes = level.partition("@")
    if nodes:
        return LevelBot(name, node_budget(name, int(nodes)), ai=ai)
    return LevelBot(name, ai=ai)


def play(rules: Rules[Any], bots: Sequence[LevelBot], seed: int) -> list[float]:
    """One game; each seat's share of the win (ties split, 0 for all if unfinished)."""
    options = {o.key: o.default for o in rules.options}
    state = rules.setup(GameConfig(len(bots), options), seed)
    for count in range(MAX_ACTIONS):
        seat = rules.to_move(state)
        if seat is None:
            break
        action = decide(bots[seat], rules, state, seat, bot_rng(seed, count))
        state = rules.apply(state, action).state
    outcome = rules.outcome(state)
    shares = [0.0] * len(bots)
    if outcome is not None:
        for s in outcome.winners:
            shares[s] = 1.0 / len(outcome.winners)
    return shares


def duel_share(
    rules: Rules[Any],
    level: str,
    first: GameAI,
    second: GameAI,
    seeds: Sequence[int],
    players: int = 2,
) -> tuple[float, int]:
    """`first`'s points against `second` over every seed twice (seats swapped), and
    games.  At a table of more than two, `first` sits at the even seats in a
    seed's first game and at the odd ones in its second; its points are its
    seats' shares of the win (a game's shares add up to 1)."""
    points = 0.0
    for seed in seeds:
        for mine in (0, 1):
            bots = [
                level_bot(level, first if seat % 2 == mine else second) for seat in range(players)
            ]
            shares = play(rules, bots, seed)
            points += sum(shares[seat] for seat in range(players) if seat % 2 == mine)
    return points, 2 * len(seeds)


def weights_of(target: Target, group: Group, u: Sequence[float]) -> Any:
    values = {p.name: p.from_unit(x) for p, x in zip(group.params, u, strict=True)}
    return dataclasses.replace(target.shipped, **values)


def significant(x: float, digits: int = 3) -> float:
    if x == 0:
        return 0.0
    return round(x, digits - 1 - math.floor(math.log10(abs(x))))


def commit() -> str:
    try:
        out = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        )
        return out.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(TARGETS), default="elasund")
    parser.add_argument("--group", default="easy", help="which numbers (see TARGETS)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--iterations", type=int, default=150)
    parser.add_argument("--games", type=int, default=16, help="games per iteration (even)")
    parser.add_argument("--validate", type=int, default=400, help="validation games (even)")
    parser.add_argument("--a", type=float, default=Gains().a, help="step size")
    parser.add_argument("--c", type=float, default=Gains().c, help="perturbation (unit scale)")
    parser.add_argument("--out", type=Path, default=None, help="JSON record (bench/results/...)")
    parser.add_argument(
        "--duel",
        metavar="LEVEL",
        help="no tuning: the shipped numbers against the hand-set ones at LEVEL "
        "(e.g. medium@40: fitted Easy preferences are also the search's rollouts) "
        "over --validate games",
    )
    args = parser.parse_args(argv)
    # the commit of the code that plays, read before the games (a commit
    # made while a run goes on is not what produced its figures)
    head = commit()
    if args.games % 2 or args.validate % 2:
        parser.error("--games and --validate must be even (every seed is played twice)")
    target = TARGETS[args.game]()
    if args.duel:
        return _duel(target, args.game, args.duel, args.seed, args.validate, args.out, argv, head)
    if args.group not in target.groups:
        parser.error(f"--group: one of {', '.join(target.groups)}")
    group = target.groups[args.group]
    rules = default_registry().get(args.game).rules()
    gains = Gains(a=args.a, c=args.c, big_a=max(1.0, 0.1 * args.iterations))
    rng = random.Random(args.seed)
    start = [p.to_unit(getattr(target.shipped, p.name)) for p in group.params]
    u = list(start)
    pairs = args.games // 2
    base = args.seed * 1_000_000
    cpu0 = time.process_time()

    def duel(plus: list[float], minus: list[float], k: int) -> float:
        seeds = [base + k * pairs + j for j in range(pairs)]
        ai_plus = target.make_ai(weights_of(target, group, plus))
        ai_minus = target.make_ai(weights_of(target, group, minus))
        points, games = duel_share(rules, group.level, ai_plus, ai_minus, seeds, target.players)
        return points / games

    history: list[float] = []
    kept: list[list[float]] = []
    for k in range(args.iterations):
        u, share = spsa_step(u, k, rng, functools.partial(duel, k=k), gains)
        history.append(share)
        if k >= args.iterations // 2:
            kept.append(u)
        if (k + 1) % 10 == 0 or k + 1 == args.iterations:
            moved = max(abs(x - s) for x, s in zip(u, start, strict=True))
            print(
                f"iteration {k + 1}/{args.iterations}: plus's share {share:.2f}, "
                f"largest move {moved:.3f}, cpu {time.process_time() - cpu0:.0f} s",
                flush=True,
            )
    mean = [sum(col) / len(col) for col in zip(*kept, strict=True)]
    fitted = {p.name: significant(p.from_unit(x)) for p, x in zip(group.params, mean, strict=True)}
    fitted_weights = dataclasses.replace(target.shipped, **fitted)
    changed = {n: v for n, v in fitted.items() if v != getattr(target.shipped, n)}
    print("fitted:", json.dumps(fitted))

    # validation: the fitted numbers against the shipped ones, on seeds never tuned on
    vseeds = [base + 900_000 + j for j in range(args.validate // 2)]
    tuned_cpu = time.process_time() - cpu0
    validation = _validation(
        rules,
        group.level,
        target.make_ai(fitted_weights),
        target.make_ai(target.shipped),
        vseeds,
        target.players,
    )
    low = validation["ci95"][0]
    print(
        f"validation at {group.level}: fitted {validation['points']:g} of {validation['games']} "
        f"against the shipped numbers, 95 % [{low:.3f}, {validation['ci95'][1]:.3f}]: "
        f"{'better' if validation['passes'] else 'not shown better'}"
    )
    record = {
        "bench": "tune_selfplay",
        "command": "python bench/tune_selfplay.py "
        + " ".join(argv if argv is not None else sys.argv[1:]),
        "commit": head,
        "game": args.game,
        "group": args.group,
        "level": group.level,
        "seed": args.seed,
        "iterations": args.iterations,
        "games_per_iteration": args.games,
        "gains": dataclasses.asdict(gains),
        "module": target.module,
        "params": [
            {
                "name": p.name,
                "lo": p.lo,
                "hi": p.hi,
                "log": p.log,
                "shipped": getattr(target.shipped, p.name),
                "fitted": fitted[p.name],
            }
            for p in group.params
        ],
        "history": [round(h, 4) for h in history],
        "validation": validation,
        "cpu_seconds": {
            "tuning": round(tuned_cpu, 1),
            "validation": round(time.process_time() - cpu0 - tuned_cpu, 1),
        },
    }
    out = args.out or RESULTS / f"tune_{args.game}_{args.group}_seed{args.seed}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
    print(f"record: {out.relative_to(ROOT) if out.is_relative_to(ROOT) else out}")
    # what changes in the weights module: the shipped numbers with these replaced
    print("changed: " + ", ".join(f"{n}={v!r}" for n, v in changed.items()))
    return 0


def _validation(
    rules: Rules[Any],
    level: str,
    better: GameAI,
    base: GameAI,
    seeds: Sequence[int],
    players: int = 2,
) -> dict[str, Any]:
    points, games = duel_share(rules, level, better, base, seeds, players)
    low, high = wilson(round(points), games)
    return {
        "level": level,
        "players": players,
        "games": games,
        "seeds": [seeds[0], seeds[-1]] if seeds else [],
        "points": points,
        "share": round(points / games, 4) if games else None,
        "ci95": [round(low, 4), round(high, 4)],
        "passes": low > 0.5,
    }


def _duel(
    target: Target,
    game: str,
    level: str,
    seed: int,
    games: int,
    out: Path | None,
    argv: list[str] | None,
    head: str,
) -> int:
    """The shipped numbers against the hand-set ones at `level`: what fitting
    one group did to a level that also reads it."""
    rules = default_registry().get(game).rules()
    cpu0 = time.process_time()
    seeds = [seed * 1_000_000 + 950_000 + j for j in range(games // 2)]
    v = _validation(
        rules,
        level,
        target.make_ai(target.shipped),
        target.make_ai(target.hand),
        seeds,
        target.players,
    )
    print(
        f"shipped against hand-set numbers at {level}: {v['points']:g} of {v['games']}, "
        f"95 % [{v['ci95'][0]:.3f}, {v['ci95'][1]:.3f}]"
    )
    record = {
        "bench": "tune_selfplay duel",
        "command": "python bench/tune_selfplay.py "
        + " ".join(argv if argv is not None else sys.argv[1:]),
        "commit": head,
        "game": game,
        "seed": seed,
        "shipped_vs_hand": v,
        "cpu_seconds": round(time.process_time() - cpu0, 1),
    }
    name = level.replace("@", "")
    path = out or RESULTS / f"tune_{game}_duel_{name}_seed{seed}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
