"""Elasund's steps of a turn: the phase names a state is in (Qt-free).

Which action kinds each phase takes is the table `_HANDLERS` in rules.py; what
`pending` holds in each phase is noted beside its name.
"""

from __future__ import annotations

ROLL = "roll"
SHIP = "ship"  # choose the ship's row (pending: (pirate, *row indices))
DISCARD = "discard"  # pirate discards (owed per player)
PIRATE_TAKE = "pirate_take"  # pending: (takes left,)
BUILD = "build"
BUILD_SITE = "build_site"  # pending: (kind,)
BUILD_PAY = "build_pay"  # pending: (kind, square)
CHURCH_KEEP = "church_keep"  # pending: (piece a, piece b)
HUTS = "huts"  # start-hut re-placement, queue in huts_queue
PERMIT = "permit"
PERMIT_SQUARE = "permit_square"  # pending: (value,)
PERMIT_PAY = "permit_pay"  # pending: (value, square)
BONUS = "bonus"
BONUS_MOVE = "bonus_move"  # pending: (value,)
BONUS_UPGRADE = "bonus_upgrade"  # pending: (old value,)
BONUS_PLACE = "bonus_place"  # pending: (value,)
BONUS_PAY = "bonus_pay"  # pending: ("move", value, square) | ("upgrade", old, new)
OVER = "over"
# Phases that follow a choice of the same player within one decision.
_SUBSTEP_PHASES = frozenset(
    {
        BUILD_SITE, BUILD_PAY, PERMIT_SQUARE, PERMIT_PAY,
        BONUS_MOVE, BONUS_UPGRADE, BONUS_PLACE, BONUS_PAY,
    }
)
