"""engine/geometry/hexgrid.py: axial hexes, rings, spirals and the corner lattice.

Catan computes its board tables from these at import time, so the game tests
alone cannot notice a change here (a mutation run imports once): the functions
are pinned on their own.
"""

from __future__ import annotations

import math

import pytest

from elasund_desktop.engine.geometry import hexgrid as H  # noqa: N812


@pytest.mark.parametrize(
    ("a", "b", "steps"),
    [
        ((0, 0), (0, 0), 0),
        ((0, 0), (1, 0), 1),
        ((0, 0), (1, -1), 1),
        ((0, 0), (2, -1), 2),
        ((0, 0), (1, 1), 2),
        ((-2, 0), (2, 0), 4),
        ((3, -3), (-3, 3), 6),
        ((0, -2), (2, -1), 3),
        ((0, -2), (2, 1), 5),
    ],
)
def test_distance_counts_steps(a: H.Axial, b: H.Axial, steps: int) -> None:
    assert H.distance(a, b) == steps == H.distance(b, a)


def test_neighbours_are_the_six_hexes_one_step_away_clockwise_from_the_east() -> None:
    assert H.neighbours((2, -1)) == ((3, -1), (2, 0), (1, 0), (1, -1), (2, -2), (3, -2))
    assert all(H.distance(n, (2, -1)) == 1 for n in H.neighbours((2, -1)))


@pytest.mark.parametrize(("radius", "count"), [(0, 1), (1, 7), (2, 19), (3, 37)])
def test_hexagon_holds_every_hex_within_the_radius_row_by_row(radius: int, count: int) -> None:
    cells = H.hexagon(radius)
    assert len(cells) == len(set(cells)) == count
    assert all(H.distance(c, (0, 0)) <= radius for c in cells)
    assert list(cells) == sorted(cells, key=lambda c: (c[1], c[0]))
    assert H.hexagon(1)[0] == (0, -1) and H.hexagon(1)[-1] == (0, 1)


@pytest.mark.parametrize("radius", [1, 2, 3])
def test_ring_walks_the_hexes_at_exactly_the_radius_clockwise_from_north_west(radius: int) -> None:
    cells = H.ring(radius)
    assert len(cells) == len(set(cells)) == 6 * radius
    assert cells[0] == (0, -radius)
    assert all(H.distance(c, (0, 0)) == radius for c in cells)
    assert all(H.distance(cells[i], cells[(i + 1) % len(cells)]) == 1 for i in range(len(cells)))
    assert cells[radius] == (radius, -radius)  # the north-east corner next, going east
    assert H.ring(0) == ((0, 0),)


def test_spiral_covers_the_hexagon_inwards_from_a_corner() -> None:
    cw = H.spiral(2, 0, clockwise=True)
    assert sorted(cw) == sorted(H.hexagon(2)) and cw[-1] == (0, 0)
    assert cw[:12] == H.ring(2) and cw[12:18] == H.ring(1)
    ccw = H.spiral(2, 0)
    assert ccw[0] == (0, -2) and ccw[1] == H.ring(2)[-1]  # counterclockwise by default
    from_east = H.spiral(1, 2, clockwise=True)
    assert from_east[0] == H.ring(1)[2] and from_east[1] == H.ring(1)[3]
    assert H.spiral(1, 8, clockwise=True) == from_east  # corner numbers wrap at six


def test_corners_are_shared_exactly_by_neighbouring_hexes() -> None:
    assert H.centre_lattice((1, 2)) == (4, 6)
    assert H.corners_lattice((0, 0)) == ((0, -2), (1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1))
    east = set(H.corners_lattice((1, 0)))
    assert set(H.corners_lattice((0, 0))) & east == {(1, -1), (1, 1)}
    assert not set(H.corners_lattice((0, 0))) & set(H.corners_lattice((2, 0)))


def test_pixels_of_a_pointy_topped_hex() -> None:
    assert H.lattice_to_pixel((2, 4), 10.0) == pytest.approx((math.sqrt(3) * 10.0, 20.0))
    assert H.hex_to_pixel((1, 0), 2.0) == pytest.approx((math.sqrt(3) * 2.0, 0.0))
    assert H.hex_to_pixel((0, 1)) == pytest.approx((math.sqrt(3) / 2, 1.5))
    x0, y0 = H.lattice_to_pixel(H.corners_lattice((0, 0))[0])
    assert (x0, y0) == pytest.approx((0.0, -1.0))  # the top corner at the circumradius


def test_distance_is_a_whole_number_of_steps() -> None:
    """A distance is used as a count (ranges, table indices): an int, never 2.0."""
    for a, b in (((0, 0), (2, -1)), ((1, 1), (-1, -1)), ((3, 0), (3, 0))):
        assert type(H.distance(a, b)) is int
    assert H.distance((0, 0), (2, -1)) == 2 and H.distance((1, 1), (-1, -1)) == 4
