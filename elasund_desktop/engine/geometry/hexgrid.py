"""Axial coordinates for pointy-topped hexagons (rows run horizontally).

Conventions (y grows downwards, as on screen):

* A hex is ``(q, r)``; ``r`` is the row, ``q`` grows to the east.
* The six neighbours, clockwise from the east: E, SE, SW, W, NW, NE.
* Corners live on an integer lattice: hex ``(q, r)`` has its centre at
  lattice point ``(2q + r, 3r)`` and its corners at the offsets in
  :data:`CORNER_OFFSETS` (clockwise from the top).  Equal lattice points are
  the same corner, so shared corners and edges are found without floats.
  A lattice point ``(x, y)`` is at pixel ``(x * sqrt(3) / 2 * size, y * size / 2)``.
"""

from __future__ import annotations

import math

Axial = tuple[int, int]
Lattice = tuple[int, int]

SQRT3 = math.sqrt(3.0)

# clockwise from the east (screen coordinates, y down)
DIRECTIONS: tuple[Axial, ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))

# corner offsets on the lattice, clockwise from the top corner
CORNER_OFFSETS: tuple[Lattice, ...] = ((0, -2), (1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1))


def distance(a: Axial, b: Axial) -> int:
    """Steps between two hexes."""
    dq = a[0] - b[0]
    dr = a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def neighbours(h: Axial) -> tuple[Axial, ...]:
    return tuple((h[0] + dq, h[1] + dr) for dq, dr in DIRECTIONS)


def hexagon(radius: int) -> tuple[Axial, ...]:
    """Every hex within `radius` of the origin, row by row, west to east."""
    out: list[Axial] = []
    for r in range(-radius, radius + 1):
        for q in range(-radius, radius + 1):
            if distance((q, r), (0, 0)) <= radius:
                out.append((q, r))
    return tuple(out)


def ring(radius: int) -> tuple[Axial, ...]:
    """The hexes at exactly `radius`, clockwise, starting at the north-west corner (0, -radius).

    Corner hexes of the ring are at indices 0, radius, 2*radius, ... (NW, NE, E, SE, SW, W).
    """
    if radius == 0:
        return ((0, 0),)
    q, r = 0, -radius
    out: list[Axial] = []
    for dq, dr in DIRECTIONS:  # E, SE, SW, W, NW, NE
        for _ in range(radius):
            out.append((q, r))
            q, r = q + dq, r + dr
    return tuple(out)


def spiral(radius: int, corner: int, clockwise: bool = False) -> tuple[Axial, ...]:
    """All hexes of a hexagon of `radius`, spiralling inwards.

    Each ring starts at its corner number `corner` (0 = north-west, then
    clockwise) and runs counterclockwise unless `clockwise`; the centre is last.
    """
    out: list[Axial] = []
    for rad in range(radius, 0, -1):
        cells = ring(rad)
        start = (corner % 6) * rad
        n = len(cells)
        step = 1 if clockwise else -1
        out.extend(cells[(start + step * i) % n] for i in range(n))
    out.append((0, 0))
    return tuple(out)


def centre_lattice(h: Axial) -> Lattice:
    return (2 * h[0] + h[1], 3 * h[1])


def corners_lattice(h: Axial) -> tuple[Lattice, ...]:
    """The six corners of hex `h` on the lattice, clockwise from the top."""
    cx, cy = centre_lattice(h)
    return tuple((cx + dx, cy + dy) for dx, dy in CORNER_OFFSETS)


def lattice_to_pixel(p: Lattice, size: float = 1.0) -> tuple[float, float]:
    """Pixel position of a lattice point for hexes of circumradius `size`."""
    return (p[0] * SQRT3 / 2.0 * size, p[1] * size / 2.0)


def hex_to_pixel(h: Axial, size: float = 1.0) -> tuple[float, float]:
    """Pixel centre of hex `h` (pointy-topped, circumradius `size`, origin at (0, 0))."""
    return lattice_to_pixel(centre_lattice(h), size)
