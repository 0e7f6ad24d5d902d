"""Look for a lesson seed: play a game's lesson by its own hints for many seeds
and report, per seed, which steps and moments it met, and after how many moves.

    python tools/lesson_search.py elasund --seeds 1-200 [--players 3] [--bots easy,easy]

A good seed meets every step and moment early (few moves to the end).  The
lesson's own tests (tests/lessons/test_lessons.py) then pin the chosen seed.
The loop is runner.autoplay's, with the move count noted as each step appears.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys

from elasund_desktop.ai.bots import bot_rng, decide, make_bot
from elasund_desktop.lessons.model import LEARNER, Lesson
from elasund_desktop.lessons.runner import LessonRun, hint, lesson_of, new_lesson_session


def play(lesson: Lesson, max_actions: int) -> tuple[dict[str, int], int, bool]:
    """(step id -> moves made when it first showed, moves made, finished)."""
    session = new_lesson_session(lesson)
    run = LessonRun(lesson)
    bots = {i: make_bot(b) for i, b in enumerate(lesson.bots, start=1)}
    first: dict[str, int] = {}

    def note() -> None:
        step = run.current()
        if step is not None:
            first.setdefault(step.id, len(session.actions))

    run.observe(None, (), session.to_move(), session.legal_actions())
    note()
    while not run.finished() and len(session.actions) < max_actions:
        if run.waits_for_next():
            run.next()
            run.observe(None, (), session.to_move(), session.legal_actions())
            note()
            continue
        mover = session.to_move()
        if mover is None:
            break
        legal = session.legal_actions()
        if mover == LEARNER:
            action = hint(run, session.rules, session.state, legal, len(session.actions))
        else:
            rng = bot_rng(lesson.seed, len(session.actions))
            action = decide(bots[mover], session.rules, session.state, mover, rng)
        events = session.apply(action).events
        run.observe(action, events, session.to_move(), session.legal_actions())
        note()
    return first, len(session.actions), run.finished()


def _seeds(text: str) -> range:
    low, _, high = text.partition("-")
    return range(int(low), int(high or low) + 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--seeds", default="1-50")
    parser.add_argument("--players", type=int, default=0)
    parser.add_argument("--bots", default="")
    parser.add_argument("--max-actions", type=int, default=1500)
    args = parser.parse_args(argv)
    lesson = lesson_of(args.game)
    if lesson is None:
        print(f"{args.game} has no lesson", file=sys.stderr)
        return 2
    if args.players:
        bots = tuple(args.bots.split(",")) if args.bots else ("easy",) * (args.players - 1)
        lesson = dataclasses.replace(lesson, players=args.players, bots=bots)
    wanted = lesson.step_ids()
    good = []
    for seed in _seeds(args.seeds):
        first, moves, finished = play(dataclasses.replace(lesson, seed=seed), args.max_actions)
        missing = [s for s in wanted if s not in first]
        seen = " ".join(f"{s}@{first[s]}" for s in wanted if s in first)
        ok = finished and not missing
        if ok:
            good.append((max(first.values()), moves, seed))
        status = "ALL" if ok else "missing " + ",".join(missing)
        print(f"seed {seed}: {moves} moves {status}: {seen}")
    good.sort()
    print("best (last step at, moves, seed):", good[:10])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
