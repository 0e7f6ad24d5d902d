"""Colour-vision simulation and colour difference, without Qt.

Used to choose and to check the colour-vision palettes (ui/colour_vision.py):
every pair of player colours, and every pair of board colours that lie next to
each other, must stay at least `MIN_DELTA_E` apart as a person with that
colour vision sees them.

Sources (the numbers below are copied from them, not fitted by us):

- Simulation: G. M. Machado, M. M. Oliveira, L. A. F. Fernandes, "A
  Physiologically-based Model for Simulation of Color Vision Deficiency",
  IEEE Transactions on Visualization and Computer Graphics 15(6), 2009,
  pp. 1291-1298.  The matrices are those the authors publish for severity 1.0
  (full dichromacy), applied to *linear* sRGB.  A palette that holds for the
  full dichromacy also holds for the milder, more common anomalous forms.
- sRGB: IEC 61966-2-1 transfer function and the D65 sRGB-to-XYZ matrix.
- CIELAB: CIE 15:2004 (D65 white).
- Difference: CIEDE2000 (CIE 142-2001), implemented as in G. Sharma, W. Wu,
  E. N. Dalal, "The CIEDE2000 Color-Difference Formula: Implementation Notes,
  Supplementary Test Data, and Mathematical Observations", Color Research and
  Application 30(1), 2005 (tests/ui/test_colour_science.py checks it against
  pairs of their test data).
"""

from __future__ import annotations

import math
from typing import Literal

Vision = Literal["normal", "deuteranopia", "protanopia", "tritanopia"]
VISIONS: tuple[Vision, ...] = ("normal", "deuteranopia", "protanopia", "tritanopia")

# Two colours closer than this (CIEDE2000, after simulation) are not "clearly apart".
MIN_DELTA_E = 20.0

Matrix = tuple[tuple[float, float, float], tuple[float, float, float], tuple[float, float, float]]

# Machado et al. 2009, severity 1.0, rows act on linear (R, G, B).
MACHADO_2009: dict[str, Matrix] = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}

_SRGB_TO_XYZ: Matrix = (
    (0.4124564, 0.3575761, 0.1804375),
    (0.2126729, 0.7151522, 0.0721750),
    (0.0193339, 0.1191920, 0.9503041),
)
_D65 = (0.95047, 1.0, 1.08883)

RGB = tuple[int, int, int]
Lab = tuple[float, float, float]


def parse_hex(colour: str) -> RGB:
    """'#rrggbb' -> (r, g, b) in 0..255."""
    text = colour.lstrip("#")
    if len(text) != 6:
        raise ValueError(f"not a #rrggbb colour: {colour!r}")
    return (int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16))


def to_hex(rgb: RGB) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb)


def _to_linear(channel: float) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _from_linear(value: float) -> int:
    v = min(1.0, max(0.0, value))
    c = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(c * 255)


def _apply(m: Matrix, v: tuple[float, float, float]) -> tuple[float, float, float]:
    return (
        m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2],
        m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2],
        m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2],
    )


def simulate_linear(rgb: RGB, vision: Vision) -> tuple[float, float, float]:
    """Linear sRGB of `rgb` as seen with `vision` (clipped to the gamut)."""
    linear = (_to_linear(rgb[0]), _to_linear(rgb[1]), _to_linear(rgb[2]))
    if vision == "normal":
        return linear
    out = _apply(MACHADO_2009[vision], linear)
    return (min(1.0, max(0.0, out[0])), min(1.0, max(0.0, out[1])), min(1.0, max(0.0, out[2])))


def simulate(rgb: RGB, vision: Vision) -> RGB:
    """The 8-bit sRGB colour a person with `vision` sees for `rgb`."""
    lin = simulate_linear(rgb, vision)
    return (_from_linear(lin[0]), _from_linear(lin[1]), _from_linear(lin[2]))


def _lab_from_linear(linear: tuple[float, float, float]) -> Lab:
    x, y, z = _apply(_SRGB_TO_XYZ, linear)

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x / _D65[0]), f(y / _D65[1]), f(z / _D65[2])
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def lab(rgb: RGB, vision: Vision = "normal") -> Lab:
    """CIELAB (D65) of `rgb` as seen with `vision`."""
    return _lab_from_linear(simulate_linear(rgb, vision))


def ciede2000(lab1: Lab, lab2: Lab) -> float:
    """CIEDE2000 colour difference (kL = kC = kH = 1), after Sharma et al. 2005."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    c_mean = (c1 + c2) / 2
    g = 0.5 * (1 - math.sqrt(c_mean**7 / (c_mean**7 + 25.0**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0

    dlp = l2 - l1
    dcp = c2p - c1p
    if c1p * c2p == 0:
        dhp = 0.0
    else:
        dhp = h2p - h1p
        if dhp > 180:
            dhp -= 360
        elif dhp < -180:
            dhp += 360
    dhp_big = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dhp / 2))

    lp_mean = (l1 + l2) / 2
    cp_mean = (c1p + c2p) / 2
    if c1p * c2p == 0:
        hp_mean = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hp_mean = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        hp_mean = (h1p + h2p + 360) / 2
    else:
        hp_mean = (h1p + h2p - 360) / 2

    t = (
        1
        - 0.17 * math.cos(math.radians(hp_mean - 30))
        + 0.24 * math.cos(math.radians(2 * hp_mean))
        + 0.32 * math.cos(math.radians(3 * hp_mean + 6))
        - 0.20 * math.cos(math.radians(4 * hp_mean - 63))
    )
    d_theta = 30 * math.exp(-(((hp_mean - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_mean**7 / (cp_mean**7 + 25.0**7))
    s_l = 1 + 0.015 * (lp_mean - 50) ** 2 / math.sqrt(20 + (lp_mean - 50) ** 2)
    s_c = 1 + 0.045 * cp_mean
    s_h = 1 + 0.015 * cp_mean * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt(
        (dlp / s_l) ** 2
        + (dcp / s_c) ** 2
        + (dhp_big / s_h) ** 2
        + r_t * (dcp / s_c) * (dhp_big / s_h)
    )


def delta_e(colour1: str, colour2: str, vision: Vision = "normal") -> float:
    """CIEDE2000 between two '#rrggbb' colours as a person with `vision` sees them."""
    return ciede2000(lab(parse_hex(colour1), vision), lab(parse_hex(colour2), vision))
