"""Elasund's rules on the real board (issue 26): one situation per board section.

Three-player games from seed 20 played by Easy players up to the move a section
is about; the moves the rule forbids there are the engine's own refusals
(tests/lessons/test_situations.py).  Facts from the seed rules (000 Italian,
001 Danish): the ship leaves its row on a 7 and the pirates take a card per
cube in that row; building needs the highest permit value of the footprint,
inside the city and off the church site; wall tiles touch a gate or a wall
tile; a removed workers' hut is re-placed on free squares; the church; trade
squares; a permit in the ship's row; ten cubes on the board win.
"""

from __future__ import annotations

from ...engine.rules import Action
from ...i18n.noop import QT_TRANSLATE_NOOP
from ...lessons.situations import GameSituations, Situation

C = "ElasundSituations"  # lupdate reads it literally in every QT_TRANSLATE_NOOP below
SEED = 20

SITUATIONS = GameSituations(
    game_id="elasund",
    context=C,
    # the bank's cards running short is about cards, not about the board
    not_on_the_board=("components", "card_shortage", "tips", "interpretations"),
    situations=(
        Situation(
            "start",
            "setup",
            QT_TRANSLATE_NOOP(
                "ElasundSituations",
                "The city at the start: the gates, each player's workers' huts on the"
                " framed squares of their colour, and the ship waiting for the first roll.",
            ),
            SEED,
            3,
            until=("roll",),
        ),
        Situation(
            "turn",
            "turn_overview",
            QT_TRANSLATE_NOOP(
                "ElasundSituations",
                "A turn begins with the dice (phase 1); construction, a permit or gold, and"
                " a bonus follow. Choosing a building before the roll is refused.",
            ),
            SEED,
            3,
            until=("roll",),
            nth=2,
            refused=((Action(0, "build", ("workshop",)), "wrong_step"),),
        ),
        Situation(
            "pirates_ship",
            "production_pirates",
            QT_TRANSLATE_NOOP(
                "ElasundSituations",
                "A 7: the pirates move the ship to any row but the one it is in, which is refused.",
            ),
            SEED,
            3,
            until=("move_ship",),
            refused=((Action(0, "move_ship", (6,)), "ship_must_leave_row"),),
        ),
        Situation(
            "pirates_cards",
            "production_pirates",
            QT_TRANSLATE_NOOP(
                "ElasundSituations",
                "The pirates' row: every player gives up one card of their choice for each"
                " of their cubes there.",
            ),
            SEED,
            3,
            until=("discard",),
            refused=((Action(0, "discard", ("blue",)), "no_such_card"),),
        ),
        Situation(
            "site",
            "building_permits",
            QT_TRANSLATE_NOOP(
                "ElasundSituations",
                "Where the workshop may stand: its squares hold your permit of the highest"
                " value and enough permits, inside the city and off the church site.",
            ),
            SEED,
            3,
            until=("build_at",),
            refused=(
                (Action(0, "build_at", (0, 2)), "not_enough_permits"),
                (Action(0, "build_at", (1, 5)), "no_own_permit"),
                (Action(0, "build_at", (0, 12)), "outside_city"),
                (Action(0, "build_at", (2, 6)), "church_site"),
            ),
        ),
        Situation(
            "hut",
            "compensation_demolition",
            QT_TRANSLATE_NOOP(
                "ElasundSituations",
                "A bigger building removed a workers' hut: it is re-placed at once, for"
                " free, on free squares inside the city.",
            ),
            SEED,
            3,
            until=("place_hut",),
            refused=((Action(0, "place_hut", (0, 2)), "hut_square_not_free"),),
        ),
        Situation(
            "wall",
            "walls",
            QT_TRANSLATE_NOOP(
                "ElasundSituations",
                "A wall tile goes on a free wall space next to a city gate or to a wall"
                " tile already built.",
            ),
            SEED,
            3,
            until=("wall",),
            refused=(
                (Action(0, "wall", ("south", 2)), "wall_not_adjacent"),
                (Action(0, "wall", ("north", 3)), "wall_space_taken"),
            ),
        ),
        Situation(
            "church",
            "church",
            QT_TRANSLATE_NOOP(
                "ElasundSituations",
                "A church tile costs 7 gold and no permits; your cube on it stays for good.",
            ),
            SEED,
            3,
            until=("church",),
        ),
        Situation(
            "trade",
            "trade_points",
            QT_TRANSLATE_NOOP(
                "ElasundSituations",
                "Where a building stands decides its trade points: each windmill on its"
                " squares moves your marker up the trade track.",
            ),
            SEED,
            3,
            until=("build_at",),
            nth=2,
            refused=((Action(0, "build_at", (6, 2)), "outside_city"),),
        ),
        Situation(
            "permit",
            "permits_bonus",
            QT_TRANSLATE_NOOP(
                "ElasundSituations",
                "Phase 3: your permit goes on a free square of the ship's row, or of any row"
                " for two influence cards of one colour; a square with a permit or a"
                " building, and the church site, are refused.",
            ),
            SEED,
            3,
            until=("permit_at",),
            refused=(
                (Action(0, "permit_at", (0, 8)), "square_has_permit"),
                (Action(0, "permit_at", (1, 8)), "square_has_building"),
                (Action(0, "permit_at", (2, 8)), "church_site_kept_free"),
            ),
        ),
        Situation(
            "bonus",
            "permits_bonus",
            QT_TRANSLATE_NOOP(
                "ElasundSituations",
                "Phase 4, the bonus: with two influence cards of one colour, move or upgrade"
                " one of your permits, or take gold.",
            ),
            SEED,
            3,
            until=("bonus_move",),
            offered=("bonus_move", "bonus_upgrade", "bonus_gold"),
        ),
        Situation(
            "late",
            "end_of_game",
            QT_TRANSLATE_NOOP(
                "ElasundSituations",
                "Late in the game: the score beside each player counts their cubes on the"
                " board, and the first to place the tenth wins at once.",
            ),
            SEED,
            3,
            until=("roll",),
            nth=23,
        ),
    ),
)
