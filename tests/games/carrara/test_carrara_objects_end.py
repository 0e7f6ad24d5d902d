"""Objects for sale, objectives and the announcement, the evened-out last round, final scoring."""

from __future__ import annotations

import pytest

from elasund_desktop.engine.rules import Action, IllegalAction
from elasund_desktop.games.carrara import data as D  # noqa: N812
from elasund_desktop.games.carrara.rules import (
    ACTION,
    AFTER,
    END_ALL_BUILT,
    END_ANNOUNCED,
    OVER,
    final_scores,
    winners_of,
)

from .helpers import (
    RULES,
    act,
    board,
    end_turn,
    idle_turn,
    kinds,
    legal_args,
    marble,
    set_player,
    start,
)

# a board worth 30 with 4 tiles in Lerici (enough for every player count)
RICH = board(
    lerici=[("villa", 5), ("castello", 5), ("porta", 5)],
    massa=[("palazzo", 5), ("cattedrale", 5), ("biblioteca", 5)],
)


def objectives_ready(players: int):  # type: ignore[no-untyped-def]
    s = start(players)
    p = s.current
    objects = (2, 2, 2, 2, 0, 0)  # 8 objects: enough for 2-4 players
    return set_player(s, p, boards=RICH, markers_used=4, objects=objects), p


def test_one_object_bought_per_turn_for_10_coins_after_the_action() -> None:
    s = start(3)
    p = s.current
    assert "buy_object" not in kinds(s)  # not before the action
    s = act(s, "buy_marble").state
    s = act(s, "choose_segment", legal_args(s, "choose_segment")[-1]).state
    s = act(s, "take_block", legal_args(s, "take_block")[-1]).state
    if s.phase == "take":
        s = act(s, "stop_taking").state
    assert s.phase == AFTER and set(legal_args(s, "buy_object")) == set(D.OBJECTS)
    coins = s.coins[p]
    s = act(s, "buy_object", "crown").state
    assert s.coins[p] == coins - 10 and s.objects[p][D.CROWN] == 1 and s.for_sale[D.CROWN] == 0
    # only one per turn: the turn then ends (nothing else to do) or offers no second object
    assert "buy_object" not in kinds(s)


def test_object_not_for_sale_and_not_affordable() -> None:
    s = start(3)
    p = s.current
    s = set_player(s, p, coins=9)._replace(phase=AFTER, for_sale=(0, 1, 1, 1, 1, 1))
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action(p, "buy_object", ("book",)))
    assert err.value.reason_key == "object_not_for_sale"
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action(p, "buy_object", ("cup",)))
    assert err.value.reason_key == "cannot_afford_object"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_objectives_per_player_count(players: int) -> None:
    assert D.OBJECTIVE_OBJECTS[players] == {2: 8, 3: 7, 4: 6}[players]
    assert D.OBJECTIVE_BUILDING_VALUE[players] == {2: 30, 3: 25, 4: 20}[players]
    s, p = objectives_ready(players)
    s = s._replace(phase=AFTER)
    assert "announce_end" in kinds(s)
    short = set_player(s, p, markers_used=3)
    assert "announce_end" not in kinds(short)
    few = set_player(s, p, objects=(D.OBJECTIVE_OBJECTS[players] - 1, 0, 0, 0, 0, 0))
    assert "announce_end" not in kinds(few)
    with pytest.raises(IllegalAction) as err:
        RULES.apply(few, Action(p, "announce_end", ()))
    assert err.value.reason_key == "objectives_not_met"


def test_announcer_gets_5_vp_and_the_round_is_evened_out() -> None:
    s, p = objectives_ready(4)
    first = s.start_player
    # the start player announces: the three others still play one turn each
    s = act(s._replace(phase=AFTER), "announce_end").state
    assert s.vp[p] == 5 and s.announcer == p and s.end_reason == END_ANNOUNCED
    turns = 0
    while s.phase != OVER:
        assert s.current != first
        s = idle_turn(s)
        turns += 1
    assert turns == 3
    assert s.turn % 4 == 0  # everybody has had the same number of turns


def test_last_seat_triggering_ends_the_game_at_once() -> None:
    s, _ = objectives_ready(3)
    last = (s.start_player + 2) % 3
    s = s._replace(current=last)
    s = set_player(s, last, boards=RICH, markers_used=4, objects=(8, 0, 0, 0, 0, 0))
    s = act(s._replace(phase=AFTER), "announce_end").state
    assert s.phase == OVER


def test_no_announcement_once_the_end_is_triggered() -> None:
    s, p = objectives_ready(3)
    s = s._replace(phase=AFTER, end_reason=END_ALL_BUILT)
    assert "announce_end" not in kinds(s)
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action(p, "announce_end", ()))
    assert err.value.reason_key == "end_already_triggered"


def test_announcing_is_optional() -> None:
    s, p = objectives_ready(3)
    s = end_turn(s._replace(phase=AFTER))
    assert s.phase == ACTION and s.current != p and s.end_reason == ""


def test_final_scoring_objects_coins_buildings() -> None:
    s = start(2)
    s = set_player(
        s, 0, vp=10, objects=(1, 1, 0, 0, 0, 0), coins=14, boards=board(pisa=[("villa", 3)])
    )
    s = set_player(
        s, 1, vp=0, objects=(0, 0, 0, 0, 0, 0), coins=5, boards=board(lerici=[("porta", 1)])
    )
    # 10 + 2 x 3 + 14 // 5 + 3 = 21; 0 + 0 + 1 + 1 = 2
    assert final_scores(s) == (21, 2)


def test_tie_goes_to_the_most_marble_then_shared() -> None:
    s = start(3)
    for q in range(3):
        s = set_player(s, q, vp=10, coins=0, objects=(0,) * 6, boards=board())
    s = set_player(s, 0, marble=marble(white=1))
    s = set_player(s, 1, marble=marble(black=3))
    s = set_player(s, 2, marble=marble(red=3))
    totals = final_scores(s)
    assert totals == (10, 10, 10)
    assert winners_of(s, totals) == (1, 2)  # 3 blocks each beat 1; still tied: shared
    s = set_player(s, 2, vp=11)
    assert winners_of(s, final_scores(s)) == (2,)


def test_game_over_outcome_and_scores() -> None:
    s, _ = objectives_ready(2)
    s = act(s._replace(phase=AFTER), "announce_end").state
    while s.phase != OVER:
        s = idle_turn(s)
    out = RULES.outcome(s)
    assert out is not None and out.reason == END_ANNOUNCED
    assert out.scores == final_scores(s) == RULES.scores(s)
    assert RULES.to_move(s) is None and RULES.legal_actions(s) == []
