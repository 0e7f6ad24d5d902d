"""A guard for loops in tests: a wrong program fails the test, it never hangs it.

A test that plays on "until the human is to move" or "until the game ends"
loops for ever when the program under test never gets there (a mutant that
shows the wrong player's view kept a hotseat test looping for hours).  With a
guard the loop fails after a generous number of turns, saying what it waited
for; pytest-timeout (pyproject.toml) is the net under the rest.
"""

from __future__ import annotations


class Bound:
    """`step()` once per turn of a loop: fails after `limit` turns."""

    def __init__(self, limit: int, waiting_for: str) -> None:
        self.limit = limit
        self.waiting_for = waiting_for
        self.turns = 0

    def step(self) -> None:
        self.turns += 1
        if self.turns > self.limit:
            raise AssertionError(f"gave up after {self.limit} turns waiting for {self.waiting_for}")
