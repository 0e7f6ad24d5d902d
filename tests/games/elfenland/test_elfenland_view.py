"""What each Elfenland player sees (rules-data/elfenland.md 8.9: the cards in
each hand, face-down counters, the face-down pile and, in the home-town
variant, the town cards are private; face-up counters, the face-up row, the
board, boots and town pieces are public; at the end everything is shown for
the final count). The board, the players' table and the computer players read
the whole view, so every key and value is pinned here in exact positions."""

from __future__ import annotations

from typing import Any

from elasund_desktop.games.elfenland import rules as R  # noqa: N812
from elasund_desktop.games.elfenland.rules import ElfenlandState

from .helpers import RULES, act, hand, moving, new_game, route, town

ROUTES = 48


def _bits(*names: str) -> int:
    return sum(1 << town(n) for n in names)


def _position(home_town: bool = True) -> ElfenlandState:
    """Round 2 of 4, planning: seat 1 to place, seat 2 began the round. A giant
    pig lies on Dag'Amura-Kihromah, a dragon with an obstacle on Elvenhold-Lapphalya."""
    s = new_game(3, home_town=home_town)
    board = [-1] * ROUTES
    board[route("road.dagamura.kihromah")] = 0  # giant_pig
    board[route("road.elvenhold.lapphalya")] = 5  # dragon
    blocked = [False] * ROUTES
    blocked[route("road.elvenhold.lapphalya")] = True
    return s._replace(
        round=2,
        phase=R.PLAN,
        current=1,
        first_player=2,
        step=1,
        supply=(9, 10, 10, 7, 10, 8, 9),
        hands=(hand(dragon=2, raft=1), hand(giant_pig=1, unicorn=3, raft=2), hand()),
        pile=(3, 4, 5, 6, 7, 2),
        row=(0, 5, 3, 3, 1),
        secret=((5,), (1, 4), ()),
        shown=((0, 2), (3,), ()),
        obstacle=(True, False, True),
        obstacles_out=1,
        board=tuple(board),
        blocked=tuple(blocked),
        boots=(town("feodor"), town("elvenhold"), town("strykhaven")),
        collected=(_bits("feodor", "lapphalya"), 0, _bits("beata", "strykhaven", "virst")),
        town_cards=(town("jaccaranda"), town("beata"), town("tichih"))
        if home_town
        else (-1, -1, -1),
    )


PUBLIC = [
    {
        "card_count": 3,
        "shown": ["giant_pig", "magic_cloud"],
        "secret_count": 1,
        "obstacle": True,
        "boot": "feodor",
        "collected": ["feodor", "lapphalya"],
        "pieces": 2,
    },
    {
        "card_count": 6,
        "shown": ["unicorn"],
        "secret_count": 2,
        "obstacle": False,
        "boot": "elvenhold",
        "collected": [],
        "pieces": 0,
    },
    {
        "card_count": 0,
        "shown": [],
        "secret_count": 0,
        "obstacle": True,
        "boot": "strykhaven",
        "collected": ["beata", "strykhaven", "virst"],
        "pieces": 3,
    },
]
NO_CARDS = dict.fromkeys(
    ("giant_pig", "elfcycle", "magic_cloud", "unicorn", "troll_wagon", "dragon", "raft"), 0
)
PRIVATE = [
    {
        "cards": {**NO_CARDS, "dragon": 2, "raft": 1},
        "secret": ["dragon"],
        "town_card": "jaccaranda",
    },
    {
        "cards": {**NO_CARDS, "giant_pig": 1, "unicorn": 3, "raft": 2},
        "secret": ["elfcycle", "troll_wagon"],
        "town_card": "beata",
    },
    {"cards": NO_CARDS, "secret": [], "town_card": "tichih"},
]
BOARD: list[str | None] = [None] * ROUTES
BOARD[10] = "giant_pig"  # road.dagamura.kihromah
BOARD[5] = "dragon"  # road.elvenhold.lapphalya


def _table(me: int | None, players: list[dict[str, Any]], home: bool = True) -> dict[str, Any]:
    return {
        "game": "elfenland",
        "me": me,
        "num_players": 3,
        "round": 2,
        "rounds": 4,
        "phase": "plan",
        "current": 1,
        "to_move": 1,
        "first_player": 2,
        "caravan_only_if_unable": True,
        "home_town": home,
        "row": ["giant_pig", "dragon", "unicorn", "unicorn", "elfcycle"],
        "pile_count": 27,  # only how many counters lie face down
        "deck_count": 63,  # only how many travel cards are left
        "obstacles_out": 1,
        "board": BOARD,
        "obstacles": [5],
        "players": players,
        "caravan": None,
        "winners": [],
    }


def test_the_route_indices_pinned_here() -> None:
    assert (route("road.dagamura.kihromah"), route("road.elvenhold.lapphalya")) == (10, 5)


def test_the_player_on_turn_sees_his_cards_secret_counters_and_town_card_only() -> None:
    v = RULES.view(_position(), 1)
    assert v == _table(1, [PUBLIC[0], {**PUBLIC[1], **PRIVATE[1]}, PUBLIC[2]])


def test_another_player_sees_only_his_own_private_things() -> None:
    assert RULES.view(_position(), 0) == _table(
        0, [{**PUBLIC[0], **PRIVATE[0]}, PUBLIC[1], PUBLIC[2]]
    )
    assert RULES.view(_position(), 2) == _table(
        2, [PUBLIC[0], PUBLIC[1], {**PUBLIC[2], **PRIVATE[2]}]
    )


def test_a_spectator_sees_nothing_private() -> None:
    assert RULES.view(_position(), None) == _table(None, PUBLIC)


def test_without_the_variant_nobody_has_a_town_card() -> None:
    """Town cards stay in the box unless the home-town variant is played."""
    s = _position(home_town=False)
    mine = {k: v for k, v in PRIVATE[0].items() if k != "town_card"}
    assert RULES.view(s, 0) == _table(0, [{**PUBLIC[0], **mine}, PUBLIC[1], PUBLIC[2]], home=False)


def test_a_caravan_under_way_shows_its_route_town_and_cards_still_to_pay() -> None:
    s = _position()._replace(
        phase=R.CARAVAN, pending=(route("road.elvenhold.lapphalya"), town("lapphalya"), 2)
    )
    v = RULES.view(s, None)
    assert v["phase"] == "caravan"
    assert v["caravan"] == {"route": 5, "town": "lapphalya", "cards_left": 2}


def test_a_caravan_chosen_on_the_board_shows_the_town_it_goes_to() -> None:
    """A caravan from Dagamura along the forest road shows Kihromah as its goal and the
    3 cards still to pay (the goal's index is not the number of cards: both are read)."""
    rid = "road.dagamura.kihromah"
    s = moving(new_game(3), 0, "dagamura", {rid: "magic_cloud"}, dragon=3)
    s = act(s, 0, "travel", route(rid), "caravan")
    assert town("kihromah") != 3
    assert RULES.view(s, 0)["caravan"] == {"route": route(rid), "town": "kihromah", "cards_left": 3}


def test_at_the_end_everything_is_shown_to_everybody() -> None:
    """After the last round the hands (the tie-break), the secret counters and the
    town cards (the home-town penalty) are counted in the open."""
    s = _position()._replace(
        phase=R.OVER, round=4, winners=(0, 2), end_reason="score", caravan_strict=False
    )
    players = [{**PUBLIC[q], **PRIVATE[q]} for q in range(3)]
    over = {
        **_table(None, players),
        "round": 4,
        "phase": "over",
        "to_move": None,
        "caravan_only_if_unable": False,
        "winners": [0, 2],
    }
    assert RULES.view(s, None) == over
    assert RULES.view(s, 1) == {**over, "me": 1}
