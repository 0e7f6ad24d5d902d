"""What the board reads from a game's public view, and the events the log shows, by name.

The boards and the log look these keys up by name (Qt tests, left out of mutation runs):
a renamed key would only show as an empty panel, so each one a board uses is pinned here.
"""

from __future__ import annotations

from elasund_desktop.engine.rules import Action, GameConfig
from elasund_desktop.games.carrara import data as CD  # noqa: N812
from elasund_desktop.games.carrara.rules import AFTER, CarraraRules
from elasund_desktop.games.catan.rules import CatanRules
from elasund_desktop.games.elasund.rules import ElasundRules
from elasund_desktop.games.elfenland import data as ED  # noqa: N812
from elasund_desktop.games.elfenland import rules as ER  # noqa: N812
from tests.games.carrara.helpers import set_player
from tests.games.catan.catan_helpers import act as catan_act
from tests.games.catan.catan_helpers import blank, hand
from tests.games.elfenland.helpers import RULES as ELFENLAND
from tests.games.elfenland.helpers import kind, planning, route


def test_carrara_view_shows_the_objects_for_sale_and_beside_the_board() -> None:
    rules = CarraraRules()
    s = rules.setup(GameConfig(3), 2)._replace(for_sale=(1, 0, 1, 0, 1, 0))
    view = rules.view(s, 0)
    assert view["for_sale"] == [1, 0, 1, 0, 1, 0] and view["supply"] == list(s.supply)


def test_carrara_final_score_events_split_the_points() -> None:
    rules = CarraraRules()
    s = rules.setup(GameConfig(2), 2)
    s = set_player(s, 0, vp=4, objects=(2, 0, 0, 0, 0, 0), coins=11)
    s = s._replace(phase=AFTER, end_reason="all_built", current=(s.start_player + 1) % 2)
    events = rules.apply(s, Action(s.current, "end_turn", ())).events
    final = {e.as_dict()["player"]: e.as_dict() for e in events if e.key == "final_score"}
    assert final[0]["objects"] == 2 * CD.VP_PER_OBJECT and final[0]["coins"] == 2
    assert final[0]["track"] == 4


def test_catan_view_names_what_is_given_in_a_maritime_trade() -> None:
    s = catan_act(hand(blank(), 0, wool=4), 0, "bank_trade", "wool", 4).state
    assert CatanRules().view(s, 0)["bank_trade"] == {"give": "wool", "rate": 4}


def test_elasund_view_names_the_player_to_move() -> None:
    rules = ElasundRules()
    s = rules.setup(GameConfig(3), 4)
    assert rules.view(s, None)["current"] == s.current


def test_elfenland_obstacle_event_names_the_road() -> None:
    rid = "road.dagamura.kihromah"
    s = planning(ELFENLAND.setup(GameConfig(3), 1), 0, shown=("giant_pig",))
    s = s._replace(board=ER._tset(s.board, route(rid), kind("dragon")))
    events = ELFENLAND.apply(s, Action(0, "place_obstacle", (route(rid),))).events
    (ev,) = [e for e in events if e.key == "place_obstacle"]
    ends = {ED.TOWN_IDS[ED.ROUTES[route(rid)].a], ED.TOWN_IDS[ED.ROUTES[route(rid)].b]}
    assert ev.as_dict()["player"] == 0 and set(ev.as_dict().values()) >= ends
