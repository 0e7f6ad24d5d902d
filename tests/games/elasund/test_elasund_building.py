"""Construction of own and neutral buildings.

Seeds: 000 (Italian) "2) COSTRUZIONE" a)-e); 001 (Danish) "2) Opfør 1 eller 2 bygninger" a)-e).
"""

from __future__ import annotations

import pytest

from elasund_desktop.engine.rules import IllegalAction
from elasund_desktop.games.elasund import rules as R  # noqa: N812
from tests.games.elasund.helpers import (
    act,
    bld,
    building_at,
    check_invariants,
    events,
    hand,
    legal,
    permits,
    place,
    situation,
)


def _build(st, p, kind, col, row):
    t1 = act(st, p, "build", kind)
    return act(t1.state, p, "build_at", col, row)


def test_permit_tie_blocks_both_players() -> None:
    """000 c): "In caso di parità, nessuno giocatore può costruire"; 001 c) same."""
    st = situation()
    st = permits(st, [(0, 2, 3, 3), (1, 2, 4, 3)])
    st = hand(hand(st, 0, gold=20), 1, gold=20)
    assert ("build", ("tavern",)) not in legal(st)
    with pytest.raises(IllegalAction) as exc:
        act(st, 0, "build", "tavern")
    assert exc.value.reason_key == "no_site_for_building"
    st_site = situation(phase=R.BUILD_SITE, pending=("tavern",))
    st_site = hand(permits(st_site, [(0, 2, 3, 3), (1, 2, 4, 3)]), 0, gold=20)
    with pytest.raises(IllegalAction) as exc:
        act(st_site, 0, "build_at", 3, 3)
    assert exc.value.reason_key == "permit_not_highest"
    st_blue = situation(phase=R.BUILD_SITE, pending=("tavern",), current=1)
    st_blue = hand(permits(st_blue, [(0, 2, 3, 3), (1, 2, 4, 3)]), 1, gold=20)
    with pytest.raises(IllegalAction) as exc:
        act(st_blue, 1, "build_at", 3, 3)
    assert exc.value.reason_key == "permit_not_highest"


def test_builder_must_hold_strictly_highest_total_value() -> None:
    """000 c): a "4" beats "0", "1" and "2" together; the highest total builds."""
    st = situation()
    # red 4 versus blue 0+1+2 = 3 on a large building's 2x3 footprint (needs 3 permits)
    st = permits(st, [(0, 4, 5, 3), (1, 0, 6, 3), (1, 1, 5, 4), (1, 2, 6, 5)])
    st = hand(hand(st, 0, gold=20), 1, gold=20)
    tr = _build(st, 0, "large_building", 5, 3)
    b = building_at(tr.state, 5, 3)
    assert b is not None and b.kind == "large_building" and b.owner == 0
    # blue cannot: his 3 is lower than red's 4
    st_b = situation(current=1)
    st_b = hand(permits(st_b, [(0, 4, 5, 3), (1, 0, 6, 3), (1, 1, 5, 4), (1, 2, 6, 5)]), 1, gold=20)
    assert ("build", ("large_building",)) not in legal(st_b)


def test_builder_needs_own_permit_and_enough_permits() -> None:
    """001 a): the area must hold at least the printed number of permits; c) builder's own."""
    st = situation(phase=R.BUILD_SITE, pending=("tavern",))
    st = hand(permits(st, [(0, 3, 3, 3)]), 0, gold=20)
    with pytest.raises(IllegalAction) as exc:
        act(st, 0, "build_at", 3, 3)
    assert exc.value.reason_key == "not_enough_permits"
    st2 = situation(phase=R.BUILD_SITE, pending=("well",))
    st2 = hand(permits(st2, [(1, 0, 3, 3), (0, 0, 4, 3)]), 0, gold=20)
    with pytest.raises(IllegalAction) as exc:
        act(st2, 0, "build_at", 3, 3)
    assert exc.value.reason_key == "no_own_permit"


def test_compensation_equals_other_owners_permit_values_and_permits_go_back() -> None:
    """000 c)/example: red pays yellow and blue 2 gold each and 5 gold to the bank."""
    st = situation()
    st = permits(st, [(0, 4, 3, 4), (1, 2, 4, 5), (3, 2, 3, 6)])
    st = hand(st, 0, gold=9)
    st = hand(hand(st, 1, gold=0), 3, gold=0)
    supply = st.gold_supply
    tr = _build(st, 0, "large_building", 3, 4)
    s = tr.state
    assert s.gold[0] == 0 and s.gold[1] == 2 and s.gold[3] == 2
    assert s.gold_supply == supply + 5
    assert s.permits[0][4] == -1 and s.permits[1][2] == -1 and s.permits[3][2] == -1
    comp = {e["owner_player"]: e["gold"] for e in events(tr, "compensation")}
    assert comp == {1: 2, 3: 2}
    assert events(tr, "build")[0]["compensation"] == 4
    assert s.cubes[0] == 8  # two VP flags on the large building
    check_invariants(s)


def test_cannot_build_without_gold_for_cost_plus_compensation() -> None:
    """000 c): "Se un giocatore non possiede abbastanza Oro ... non può costruire"."""
    st = situation(phase=R.BUILD_SITE, pending=("large_building",))
    st = permits(st, [(0, 4, 3, 4), (1, 2, 4, 5), (3, 2, 3, 6)])
    st = hand(st, 0, gold=8)
    with pytest.raises(IllegalAction) as exc:
        act(st, 0, "build_at", 3, 4)
    assert exc.value.reason_key == "not_enough_gold"
    assert exc.value.params == {"need": 9, "have": 8, "n": 9}
    st_b = situation()
    st_b = hand(permits(st_b, [(0, 4, 3, 4), (1, 2, 4, 5), (3, 2, 3, 6)]), 0, gold=8)
    assert ("build", ("large_building",)) not in legal(st_b)


def test_larger_building_destroys_smaller_fully_or_partly_overlapped() -> None:
    """000 d): a larger building destroys a smaller one "interamente o anche parzialmente"."""
    st = situation()
    st = place(st, bld("house", 1, 2, 3), bld("well", 2, 4, 4))  # house half inside
    st = hand(permits(st, [(0, 3, 3, 3), (0, 1, 3, 4)]), 0, gold=10)
    tr = _build(st, 0, "tavern", 3, 3)
    s = tr.state
    assert building_at(s, 2, 3) is None  # the house's other square is free again
    assert building_at(s, 4, 4).kind == "tavern"
    kinds = sorted(e["building"] for e in events(tr, "destroyed"))
    assert kinds == ["house", "well"]
    assert "house" in R.ElasundRules().view(s, 1)["players"][1]["buildings_in_supply"]
    assert s.piles[0] == 4 and s.cubes[2] == 10  # well back on its pile, cube back to green
    check_invariants(s)


def test_same_size_needs_three_influence_of_one_colour_and_displaces_one_or_two() -> None:
    """000 e)/001 e): 3 influence cards of one colour to cover one or two same-size buildings."""
    base = situation()
    base = place(base, bld("tavern", 0, 2, 3), bld("merchant", 1, 4, 4))
    base = permits(base, [(3, 3, 3, 3), (0, 1, 3, 4)])
    st = hand(base, 3, gold=10, red=2, blue=2, green=2)
    st = situation(phase=R.BUILD_SITE, pending=("tavern",), current=3, **_fields(st))
    with pytest.raises(IllegalAction) as exc:
        act(st, 3, "build_at", 3, 3)
    assert exc.value.reason_key == "need_three_influence"
    st = hand(st, 3, blue=3)
    tr = act(st, 3, "build_at", 3, 3)
    s = tr.state
    assert s.influence[3] == (2, 0, 2) and s.discard[1] == st.discard[1] + 3
    assert s.gold[3] == 10 - 3 - 1  # cost 3 + compensation 1 to red
    destroyed = sorted((e["building"], e["player"]) for e in events(tr, "destroyed"))
    assert destroyed == [("merchant", 1), ("tavern", 0)]
    assert s.cubes[0] == 10 and s.cubes[1] == 10  # cubes back to their owners
    assert s.piles[2] == 4 and s.piles[3] == 5
    check_invariants(s)


def test_same_size_choice_of_colour_when_two_colours_qualify() -> None:
    """000 e): "o 3 verdi, 3 blu o 3 rosse" - the builder picks the colour."""
    st = situation(phase=R.BUILD_SITE, pending=("well",))
    st = place(st, bld("well", 1, 3, 3))
    st = hand(permits(st, [(0, 1, 4, 3)]), 0, gold=10, red=3, green=4)
    st = situation(phase=R.BUILD_SITE, pending=("market_stand",), **_fields(st))
    tr = act(st, 0, "build_at", 3, 3)  # market stand (size 2) over a well (size 1): no cards
    assert tr.state.influence[0] == (3, 0, 4)
    st2 = place(situation(phase=R.BUILD_SITE, pending=("market_stand",)), bld("house", 1, 3, 3))
    st2 = hand(permits(st2, [(0, 1, 4, 3)]), 0, gold=10, red=3, green=4)
    t = act(st2, 0, "build_at", 3, 3)
    assert t.state.phase == R.BUILD_PAY
    assert legal(t.state) == [("pay_colour", ("red",)), ("pay_colour", ("green",))]
    # blue is not among them (none held), "gold" is no colour at all
    with pytest.raises(IllegalAction) as exc:
        act(t.state, 0, "pay_colour", "blue")
    assert (exc.value.reason_key, exc.value.params) == (
        "not_enough_influence", {"colour": "blue", "need": 3, "n": 3},
    )
    with pytest.raises(IllegalAction) as exc:
        act(t.state, 0, "pay_colour", "gold")
    assert exc.value.reason_key == "bad_arguments"
    t2 = act(t.state, 0, "pay_colour", "green")
    assert t2.state.influence[0] == (3, 0, 1)
    assert building_at(t2.state, 4, 3).kind == "market_stand"
    assert not t2.barrier  # paying reveals nothing: it can be taken back


def test_larger_building_is_never_displaced() -> None:
    """000 d)/FAQ: only smaller (or, with 3 cards, same-size) buildings can be covered."""
    st = situation(phase=R.BUILD_SITE, pending=("well",))
    st = place(st, bld("tavern", 1, 3, 3))
    st = hand(permits(st, [(0, 4, 5, 3)]), 0, gold=10, red=3)
    st = situation(phase=R.BUILD_SITE, pending=("market_stand",), **_fields(st))
    with pytest.raises(IllegalAction) as exc:
        act(st, 0, "build_at", 4, 3)
    assert exc.value.reason_key == "larger_building"


def test_at_most_two_same_size_buildings_displaced() -> None:
    """000 e): "un altro edificio o due edifici della stessa taglia" - three is too many."""
    st = situation(phase=R.BUILD_SITE, pending=("large_building",))
    st = place(
        st,
        bld("large_building", 1, 4, 2),  # covers (5, 4)
        bld("large_building", 2, 6, 2),  # covers (6, 4)
        bld("large_building", 3, 4, 6),  # covers (5, 6)
    )
    st = hand(permits(st, [(0, 4, 5, 5), (0, 0, 6, 5), (0, 1, 6, 6)]), 0, gold=10, red=3)
    with pytest.raises(IllegalAction) as exc:
        act(st, 0, "build_at", 5, 4)
    assert exc.value.reason_key == "too_many_same_size"


def test_not_on_church_site_or_outside_the_city() -> None:
    """000 b) "non deve ricoprire ... il punto di costruzione della chiesa"; inside the walls."""
    st = situation(phase=R.BUILD_SITE, pending=("well",))
    st = hand(permits(st, [(0, 1, 2, 8)]), 0, gold=10)  # not even possible, but probe the site
    with pytest.raises(IllegalAction) as exc:
        act(st, 0, "build_at", 2, 8)
    assert exc.value.reason_key == "church_site"
    st2 = situation(2, phase=R.BUILD_SITE, pending=("market_stand",))
    st2 = hand(permits(st2, [(0, 1, 4, 3)]), 0, gold=10)
    with pytest.raises(IllegalAction) as exc:
        act(st2, 0, "build_at", 4, 3)  # would cover col 5 = the east wall with 2 players
    assert exc.value.reason_key == "outside_city"
    assert ("build_at", (3, 3)) in legal(st2)


def test_own_buildings_can_be_built_over() -> None:
    """FAQ (rules-data §9 #6): you may build over your own buildings by the same rules."""
    st = situation()
    st = place(st, bld("house", 0, 3, 3))
    st = hand(permits(st, [(0, 2, 3, 4), (0, 0, 4, 4)]), 0, gold=10)
    tr = _build(st, 0, "tavern", 3, 3)
    assert building_at(tr.state, 3, 3).kind == "tavern"
    assert [e["building"] for e in events(tr, "destroyed")] == ["house"]


def test_player_buildings_only_by_their_owner_and_one_each() -> None:
    """000: "4 edifici con un tetto del suo colore che solo lui può costruire"."""
    st = situation()
    st = place(st, bld("house", 0, 6, 6))
    st = hand(permits(st, [(0, 1, 3, 3)]), 0, gold=10)
    kinds = [a[0] for k, a in legal(st) if k == "build"]
    assert "house" not in kinds and "workshop" in kinds
    assert ("build", ("workshop",)) in legal(st)


def test_up_to_two_constructions_then_permit_phase() -> None:
    """000 "2) Realizzazione di una o due costruzioni"."""
    st = situation()
    st = hand(permits(st, [(0, 1, 3, 3), (0, 2, 5, 5)]), 0, gold=20)
    s = _build(st, 0, "house", 3, 3).state
    assert s.phase == R.BUILD and s.builds == 1
    s = _build(s, 0, "workshop", 5, 5).state
    assert s.phase == R.PERMIT and s.builds == 2
    s2 = act(st, 0, "end_construction").state
    assert s2.phase == R.PERMIT


def _fields(st):
    """Fields of a constructed state to carry over into a new situation()."""
    return {
        "buildings": st.buildings,
        "permits": st.permits,
        "gold": st.gold,
        "gold_supply": st.gold_supply,
        "influence": st.influence,
        "deck": st.deck,
        "piles": st.piles,
        "cubes": st.cubes,
    }


@pytest.mark.parametrize(("left", "offered"), [(0, False), (1, True), (2, True)])
def test_a_neutral_building_is_offered_while_its_pile_holds_one(left: int, offered: bool) -> None:
    """000 a)/001 a): a neutral building comes from its supply; the last one of
    a kind can still be built, none once the pile is empty (mutation testing:
    `piles > 1` went unnoticed)."""
    st = situation()
    piles = list(st.piles)
    piles[0] = left  # the wells
    st = situation(piles=tuple(piles))
    st = hand(permits(st, [(0, 2, 3, 3)]), 0, gold=20)
    assert (("build", ("well",)) in legal(st)) is offered
