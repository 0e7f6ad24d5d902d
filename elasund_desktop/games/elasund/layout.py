"""Elasund's board geometry per player count (Qt-free): the city, its squares,
the footprints a building can take, the wall spaces, and the coordinates
players read.

Squares are numbered 0..99 row-major on the 10 x 10 grid: row index 0..9 for
the dice rows D.ROWS north to south, column 0 at the sea (see D.sq); the rules'
actions name a square by (col, dice row).
Everything here is computed once at import and never changes.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import data as D  # noqa: N812


@dataclass(frozen=True, slots=True)
class _Layout:
    n: int
    cols: int  # building columns
    city: tuple[int, ...]  # squares inside the city, row-major
    in_city: tuple[bool, ...]  # per square 0..99
    trade: tuple[int, ...]  # trade points per square 0..99
    walls: tuple[D.WallSpace, ...]
    wall_index: dict[tuple[str, int], int]
    # kind -> top-left square -> footprint squares, only footprints fully inside the
    # city and not covering the church site
    foot: dict[str, dict[int, tuple[int, ...]]]
    blocked0: bytes  # 1 = never free: outside the city, church site
    cover: dict[str, dict[int, tuple[int, ...]]]  # kind -> square -> top-lefts covering it
    row_squares: tuple[tuple[int, ...], ...]  # city squares per row index


def _make_layout(n: int) -> _Layout:
    cols = D.city_cols(n)
    in_city = tuple((s % D.GRID_COLS) < cols for s in range(D.NUM_ROWS * D.GRID_COLS))
    city = tuple(s for s in range(D.NUM_ROWS * D.GRID_COLS) if in_city[s])
    ts = D.trade_squares(n)
    trade = tuple(ts.get(s, 0) for s in range(D.NUM_ROWS * D.GRID_COLS))
    walls = D.wall_spaces(n)
    foot: dict[str, dict[int, tuple[int, ...]]] = {}
    for kind, bt in D.BUILDINGS.items():
        per: dict[int, tuple[int, ...]] = {}
        for tl in city:
            c, r = tl % D.GRID_COLS, tl // D.GRID_COLS
            if c + bt.w > cols or r + bt.h > D.NUM_ROWS:
                continue
            squares = tuple((r + dy) * D.GRID_COLS + c + dx for dx, dy in bt.offsets)
            if D.CHURCH_SITE in squares:
                continue
            per[tl] = squares
        foot[kind] = per
    return _Layout(
        n, cols, city, in_city, trade, walls,
        {(w.side, w.pos): i for i, w in enumerate(walls)}, foot,
        bytes(
            1 if not in_city[s] or s == D.CHURCH_SITE else 0
            for s in range(D.NUM_ROWS * D.GRID_COLS)
        ),
        {
            kind: {
                s: tuple(sorted(tl for tl, sqs in per.items() if s in sqs)) for s in city
            }
            for kind, per in foot.items()
        },
        tuple(tuple(s for s in city if s // D.GRID_COLS == ri) for ri in range(D.NUM_ROWS)),
    )


LAYOUTS: dict[int, _Layout] = {n: _make_layout(n) for n in range(D.MIN_PLAYERS, D.MAX_PLAYERS + 1)}
# kind -> top-left -> squares, regardless of the city (for buildings on the board)
SQUARES_OF: dict[str, dict[int, tuple[int, ...]]] = {
    kind: {
        tl: tuple((tl // 10 + dy) * 10 + tl % 10 + dx for dx, dy in bt.offsets)
        for tl in range(100)
        if tl % 10 + bt.w <= 10 and tl // 10 + bt.h <= 10
    }
    for kind, bt in D.BUILDINGS.items()
}
SIZE = {k: b.size for k, b in D.BUILDINGS.items()}
OFFSETS = {k: b.offsets for k, b in D.BUILDINGS.items()}
HEIGHT = {k: b.h for k, b in D.BUILDINGS.items()}


def _pos(square: int) -> tuple[int, int]:
    return square % D.GRID_COLS, D.ROWS[square // D.GRID_COLS]


def _shown_pos(square: int) -> tuple[int, int]:
    """(column, row) as players read them in the log: columns count from 1 at the sea."""
    col, row = _pos(square)
    return col + 1, row
