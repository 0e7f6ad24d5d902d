"""The per-player-count tables of the Elasund board, rebuilt and checked square by square.

The rules build these tables once, when the module is imported; the tests of the rules use
the finished tables, so a wrong builder would only show as odd play.  Here the builder is
called afresh and every table is compared with the board's definition in data.py: the city
is the first city_cols(n) columns, a building may stand where all its squares are in the
city and not on the church site, and the wall spaces and trade squares are the data's.
"""

from __future__ import annotations

import pytest

from elasund_desktop.games.elasund import data as D  # noqa: N812
from elasund_desktop.games.elasund import rules as R  # noqa: N812

SQUARES = range(D.NUM_ROWS * D.GRID_COLS)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_city_squares_trade_points_and_never_free_squares(n: int) -> None:
    lay = R._make_layout(n)
    cols = D.city_cols(n)
    assert lay.n == n and lay.cols == cols
    inside = [s for s in SQUARES if s % D.GRID_COLS < cols]
    assert lay.city == tuple(inside)
    assert lay.in_city == tuple(s in inside for s in SQUARES)
    trade = D.trade_squares(n)
    assert lay.trade == tuple(trade.get(s, 0) for s in SQUARES)
    assert [s for s in SQUARES if lay.blocked0[s]] == sorted(
        {s for s in SQUARES if s not in inside} | {D.CHURCH_SITE}
    )
    for row in range(D.NUM_ROWS):
        assert lay.row_squares[row] == tuple(s for s in inside if s // D.GRID_COLS == row)
    assert len(lay.row_squares) == D.NUM_ROWS


@pytest.mark.parametrize("n", [2, 3, 4])
def test_wall_spaces_and_their_index(n: int) -> None:
    lay = R._make_layout(n)
    assert lay.walls == D.wall_spaces(n)
    assert len(lay.wall_index) == len(lay.walls)
    for i, w in enumerate(lay.walls):
        assert lay.wall_index[(w.side, w.pos)] == i


@pytest.mark.parametrize("n", [2, 3, 4])
def test_footprints_inside_the_city_off_the_church_site_and_what_covers_a_square(n: int) -> None:
    lay = R._make_layout(n)
    cols = D.city_cols(n)
    assert set(lay.foot) == set(D.BUILDINGS)
    for kind, bt in D.BUILDINGS.items():
        expected = {}
        for top_left in SQUARES:
            c, r = top_left % D.GRID_COLS, top_left // D.GRID_COLS
            squares = [(c + dx, r + dy) for dx, dy in bt.offsets]
            if all(x < cols and y < D.NUM_ROWS for x, y in squares):
                ids = tuple(y * D.GRID_COLS + x for x, y in squares)
                if D.CHURCH_SITE not in ids:
                    expected[top_left] = ids
        assert lay.foot[kind] == expected, kind
        for s in lay.city:
            covering = sorted(tl for tl, ids in expected.items() if s in ids)
            assert lay.cover[kind][s] == tuple(covering)
        assert set(lay.cover[kind]) == set(lay.city)


def test_the_rules_use_the_tables_of_their_own_builder() -> None:
    assert set(R.LAYOUTS) == {2, 3, 4}
    for n, lay in R.LAYOUTS.items():
        assert lay == R._make_layout(n)
