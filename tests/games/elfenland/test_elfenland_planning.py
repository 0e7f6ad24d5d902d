"""Phase 4, planning travel routes: counters, obstacles, passing."""

from __future__ import annotations

import pytest

from elasund_desktop.engine.rules import Action, IllegalAction
from elasund_desktop.games.elfenland import data as D  # noqa: N812
from elasund_desktop.games.elfenland import rules as R  # noqa: N812

from .helpers import RULES, act, kind, legal_of, new_game, planning, route


def _refusal(s: R.ElfenlandState, action: Action) -> IllegalAction:
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, action)
    return err.value


def test_a_counter_goes_only_on_roads_its_transport_may_use() -> None:
    """'Only counters of transports that can travel on the road may be placed on it.'"""
    s = planning(new_game(3), 0, shown=("unicorn",))
    roads = {a.args[1] for a in legal_of(s, "place_counter")}
    expected = {r for r in D.ROADS if D.ROUTES[r].terrain != "plains"}
    assert roads == expected
    err = _refusal(s, Action(0, "place_counter", ("unicorn", route("road.beata.elvenhold"))))
    assert err.reason_key == "terrain_forbids" and err.params["terrain"] == "plains"


def test_the_giant_pig_cannot_go_through_desert_or_mountains() -> None:
    """Seed example 1: 'the giant pig cannot go through desert and mountains'."""
    s = planning(new_game(3), 0, shown=("giant_pig",))
    terrains = {D.ROUTES[a.args[1]].terrain for a in legal_of(s, "place_counter")}
    assert terrains == {"plains", "forest"}


def test_no_counter_on_rivers_or_lakes() -> None:
    s = planning(new_game(3), 0, shown=("dragon",))
    assert all(D.ROUTES[a.args[1]].kind == "road" for a in legal_of(s, "place_counter"))
    err = _refusal(s, Action(0, "place_counter", ("dragon", route("river.virst.jxara"))))
    assert err.reason_key == "no_counters_on_water"


def test_only_one_counter_per_road() -> None:
    """'Each road may carry only 1 counter.'"""
    s = planning(new_game(3), 0, shown=("dragon", "dragon"))
    r = route("road.albaran.feodor")
    s = s._replace(board=R._tset(s.board, r, kind("unicorn")))
    assert r not in {a.args[1] for a in legal_of(s, "place_counter")}
    assert _refusal(s, Action(0, "place_counter", ("dragon", r))).reason_key == "road_taken"


def test_one_counter_per_turn_then_the_next_player() -> None:
    """'In one round of turns a player may place only one counter.'"""
    s = planning(new_game(3), 0, shown=("dragon", "dragon"))
    s = s._replace(shown=R._tset(s.shown, 1, (kind("unicorn"),)))
    s = act(s, 0, "place_counter", "dragon", route("road.albaran.feodor"))
    assert s.current == 1 and s.shown[0] == (kind("dragon"),)
    assert s.board[route("road.albaran.feodor")] == kind("dragon")


def test_face_up_counter_of_a_kind_is_placed_before_the_face_down_one() -> None:
    s = planning(new_game(3), 0, shown=("dragon",), secret=("dragon",))
    s = act(s, 0, "place_counter", "dragon", route("road.albaran.feodor"))
    assert s.shown[0] == () and s.secret[0] == (kind("dragon"),)


def test_placing_a_face_down_counter_is_an_undo_barrier() -> None:
    s = planning(new_game(3), 0, secret=("dragon",))
    tr = RULES.apply(s, Action(0, "place_counter", ("dragon", route("road.albaran.feodor"))))
    assert tr.barrier and tr.state.secret[0] == ()


def test_the_obstacle_goes_only_on_a_road_that_already_carries_a_counter() -> None:
    """'Only on roads where a transport counter has already been placed.'"""
    s = planning(new_game(3), 0, shown=("dragon",))
    assert legal_of(s, "place_obstacle") == []
    r = route("road.albaran.feodor")
    err = _refusal(s, Action(0, "place_obstacle", (r,)))
    assert err.reason_key == "obstacle_needs_counter"
    s = s._replace(board=R._tset(s.board, r, kind("unicorn")))
    assert [a.args[0] for a in legal_of(s, "place_obstacle")] == [r]
    s = act(s, 0, "place_obstacle", r)
    assert s.blocked[r] and not s.obstacle[0]


def test_the_obstacle_is_used_once_per_game_and_one_per_road_never_on_water() -> None:
    """'Each player may use it only once per game'; 'only 1 obstacle per road'; not on water."""
    s = planning(new_game(3), 0, shown=("dragon",))
    r = route("road.albaran.feodor")
    s = s._replace(board=R._tset(s.board, r, kind("unicorn")), blocked=R._tset(s.blocked, r, True))
    assert _refusal(s, Action(0, "place_obstacle", (r,))).reason_key == "obstacle_taken"
    water = route("lake.elvenhold.virst")
    assert _refusal(s, Action(0, "place_obstacle", (water,))).reason_key == "no_counters_on_water"
    # The place is judged first: on a free road with a counter the used obstacle is the reason.
    s = s._replace(obstacle=R._tset(s.obstacle, 0, False), blocked=R._tset(s.blocked, r, False))
    assert _refusal(s, Action(0, "place_obstacle", (r,))).reason_key == "obstacle_used"


def test_planning_ends_when_every_player_has_passed_in_a_row() -> None:
    """'A player may pass and place again later; if all players pass, the phase ends.'"""
    s = planning(new_game(3), 0, shown=("dragon", "dragon"))
    for p in (1, 2):
        s = s._replace(shown=R._tset(s.shown, p, (kind("dragon"),)))
    s = act(s, 0, "pass")
    s = act(s, 1, "pass")
    s = act(s, 2, "place_counter", "dragon", route("road.albaran.feodor"))
    assert s.phase == R.PLAN and s.current == 0  # the passes before do not count
    s = act(s, 0, "pass")
    s = act(s, 1, "pass")
    assert s.phase == R.PLAN and s.current == 2  # still holds the obstacle
    s = act(s, 2, "pass")
    assert s.phase == R.MOVE and s.current == s.first_player


def test_a_player_with_nothing_placeable_is_passed_automatically() -> None:
    s = planning(new_game(3), 0, shown=("dragon",))
    s = s._replace(obstacle=(False, False, False))
    tr = RULES.apply(s, Action(0, "place_counter", ("dragon", route("road.albaran.feodor"))))
    # players 1 and 2 hold nothing, and 0 has nothing left: straight to moving
    assert tr.state.phase == R.MOVE
    assert [e.key for e in tr.events].count("auto_pass") == 3


def test_placing_a_counter_tells_the_log_both_ends_of_the_road() -> None:
    """The log (and the board's move marks) name the road by its two towns:
    the event carries the transport and both ends (mutation testing: a
    wrong `town_b` went unnoticed)."""
    s = planning(new_game(3), 0, shown=("unicorn",))
    place = next(a for a in legal_of(s, "place_counter") if D.ROUTES[a.args[1]].terrain != "plains")
    events = RULES.apply(s, place).events
    ends = D.ROUTES[place.args[1]]
    got = [e.as_dict() for e in events if e.key == "place_counter"]
    assert got == [
        {
            "player": 0,
            "transport": place.args[0],
            "town_a": D.TOWN_IDS[ends.a],
            "town_b": D.TOWN_IDS[ends.b],
        }
    ]
    assert ends.a != ends.b


def test_an_obstacle_placed_starts_the_run_of_passes_again() -> None:
    """'If all players pass, the phase ends': placing the obstacle is not a pass, so after
    it every player, its owner too, must pass before moving starts."""
    s = planning(new_game(2), 0, shown=("dragon",))
    s = s._replace(
        shown=R._tset(s.shown, 1, (kind("unicorn"),)),
        board=R._tset(s.board, route("road.albaran.feodor"), kind("troll_wagon")),
    )
    s = act(s, 0, "place_obstacle", route("road.albaran.feodor"))
    assert (s.phase, s.current, s.step) == (R.PLAN, 1, 0)
    s = act(s, 1, "pass")
    assert (s.phase, s.current) == (R.PLAN, 0)  # the obstacle's owner still holds a dragon
    s = act(s, 0, "pass")
    assert s.phase == R.MOVE


def test_the_obstacle_may_go_on_a_giant_pig_road_so_its_holder_is_asked() -> None:
    """'Only on roads where a transport counter lies': a giant pig (transport 0) is one.
    A player holding only the obstacle, with a giant pig the only counter out, may
    place it and is not passed automatically."""
    pig_road = route("road.dagamura.kihromah")
    s = planning(new_game(2), 1)
    s = s._replace(
        shown=((), ()),
        secret=((), ()),
        board=R._tset(s.board, pig_road, kind("giant_pig")),
    )
    assert R.can_place(s, 0) and [a.args for a in legal_of(s, "place_obstacle")] == [(pig_road,)]
    t = RULES.apply(s, Action(1, "pass"))
    assert (t.state.phase, t.state.current) == (R.PLAN, 0)
    assert not [e for e in t.events if e.key == "auto_pass"]


def test_only_a_face_down_counter_placed_is_an_undo_barrier() -> None:
    """A face-up counter, the face-down draw (still one's own secret) and a kept counter
    reveal nothing hidden: they may be taken back."""
    s = planning(new_game(3), 0, shown=("dragon",))
    tr = RULES.apply(s, Action(0, "place_counter", ("dragon", route("road.albaran.feodor"))))
    assert not tr.barrier
    fresh = new_game(3)
    drawn = RULES.apply(fresh, Action(fresh.current, "draw_secret"))
    assert drawn.state.secret != fresh.secret and not drawn.barrier


def test_planning_begins_with_the_starting_player_when_he_can_place() -> None:
    """After the last open draw the starting player plans first (he holds counters)."""
    s = new_game(3)
    for _ in range(3):
        s = act(s, s.current, "draw_secret")
    while s.phase == R.DRAW_COUNTERS:
        s = act(s, s.current, "take_counter", 0)
    assert s.phase == R.PLAN and s.current == s.first_player and s.step == 0
