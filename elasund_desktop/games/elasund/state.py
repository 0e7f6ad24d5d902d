"""Elasund's state (Qt-free): a frozen dataclass made of tuples, and the codes
its fields use.

The field names and their order are part of saved games and of the digest of
the recorded games (tests/games/test_recorded_games.py): do not change them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from . import data as D  # noqa: N812

# --- codes -----------------------------------------------------------------------------
CARD_INDEX = {c: i for i, c in enumerate(D.CARD_TYPES)}  # gold 0, red 1, blue 2, green 3
COLOUR_INDEX = {c: i for i, c in enumerate(D.INFLUENCE_COLOURS)}
TOWER_NUMBERS = frozenset(k for k, (what, _n) in D.WALL_REWARDS.items() if what == "tower")
_NOWHERE = -1


# --- state --------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Building:
    kind: str
    owner: int  # seat: owner of a player building / hut, builder (cube owner) of a neutral one
    square: int  # north-west square
    cubes: int = 0  # cubes on its VP flags (neutral buildings)


@dataclass(frozen=True, slots=True)
class ElasundState:
    # Left out of the canonical form and the digest (engine.codec): `turn_limit`
    # is a function of the configuration, which every replay sets up again, so
    # adding it kept the digests of the saves and recorded games made before it.
    DERIVED_FIELDS: ClassVar[frozenset[str]] = frozenset({"turn_limit"})

    num_players: int
    pirate_reward: str
    full_row: str
    east_after_cheap: bool
    rng: int
    phase: str
    current: int  # whose turn it is
    actor: int  # who decides now (-1 when over)
    turn: int  # completed turns
    ship: int  # row index, -1 = beside the board
    builds: int  # constructions done this turn
    gold: tuple[int, ...]
    influence: tuple[tuple[int, int, int], ...]
    gold_supply: int
    deck: tuple[int, int, int]
    discard: tuple[int, int, int]
    pool: tuple[int, int, int, int]  # pirate discards waiting (gold, red, blue, green)
    owed: tuple[int, ...]  # pirate discards still owed per player
    cubes: tuple[int, ...]  # VP cubes in each player's supply
    trade: tuple[int, ...]  # trade points
    track: tuple[tuple[int, ...], ...]  # per trade-track VP space: seats with a cube there
    permits: tuple[tuple[int, ...], ...]  # per player, per value: square or -1 (supply)
    buildings: tuple[Building, ...]
    piles: tuple[int, ...]  # neutral piles in NEUTRAL_KINDS order
    huts_removed: tuple[tuple[str, ...], ...]
    huts_queue: tuple[tuple[int, str], ...]  # huts waiting to be re-placed
    walls: tuple[int, ...]  # per wall space: -1 or seat * 16 + tile number
    wall_next: tuple[int, ...]  # number of each player's top wall tile (10 = none left)
    church_stack: tuple[int, ...]  # top first
    church_origin: tuple[int, int]  # (col, row index) of the church area, (-1, -1) unset
    church: tuple[tuple[int, int], ...]  # placed church tiles: (piece, cube owner or -1)
    church_known: tuple[int, int]  # (seat, piece) put at the bottom by the first builder
    pending: tuple[Any, ...]
    winner: int
    # house rule "a city that can grow no more" (option stall_end, see scoring._stalled):
    stall_end: bool = True
    idle_turns: int = 0  # completed turns in a row whose player could construct nothing
    could_build: bool = False  # this turn's player had a construction on offer
    stalled: bool = False  # the game ended by the house rule
    # a game of computers only with the house rule off ends after this many turns
    # (0: no limit; data.COMPUTER_ROUND_LIMIT, scoring.turn_limit_reached)
    turn_limit: int = 0


# --- reading a hand of influence cards (red, blue, green counts) -------------------------
def _colours_with(hand: Sequence[int], k: int) -> list[str]:
    return [c for i, c in enumerate(D.INFLUENCE_COLOURS) if hand[i] >= k]


def _has_each_colour(hand: Sequence[int]) -> bool:
    return all(x >= 1 for x in hand)
