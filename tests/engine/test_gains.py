"""Gains and losses read from the events: over whole games they account for
every change of the public counts (hands, gold, coins) action by action."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from elasund_desktop.engine.gains import Gain, gains_of, merged, production_places
from elasund_desktop.engine.rules import Event
from elasund_desktop.games.catan import data as catan_data
from tests.engine.test_end_of_game import finished_game


def _catan(state: Any) -> dict[tuple[int, str], int]:
    return {
        (q, res): state.hands[q][r]
        for q in range(state.num_players)
        for r, res in enumerate(catan_data.RESOURCES)
    }


def _elasund(state: Any) -> dict[tuple[int, str], int]:
    out = {(q, "gold"): g for q, g in enumerate(state.gold)}
    out.update({(q, "influence card"): sum(h) for q, h in enumerate(state.influence)})
    return out


def _elfenland(state: Any) -> dict[tuple[int, str], int]:
    return {(q, "travel card"): sum(state.hands[q]) for q in range(state.num_players)}


def _carrara(state: Any) -> dict[tuple[int, str], int]:
    return {(q, "coin"): c for q, c in enumerate(state.coins)}


def _catan_term(gain: Gain) -> str:
    # A stolen card: its resource is the detail (known to the thief and the victim).
    return gain.detail if gain.term == "resource card" else gain.term


COUNTS: dict[str, tuple[Callable[[Any], dict[tuple[int, str], int]], Callable[[Gain], str]]] = {
    "catan": (_catan, _catan_term),
    "elasund": (_elasund, lambda g: g.term),
    "elfenland": (_elfenland, lambda g: g.term),
    "carrara": (_carrara, lambda g: g.term),
}


@pytest.mark.parametrize(
    ("game", "players", "seed"),
    [
        ("catan", 4, 3),
        ("catan", 3, 2),
        ("elasund", 4, 6),
        ("elasund", 3, 5),
        ("elfenland", 3, 4),
        ("carrara", 2, 7),
        ("carrara", 4, 8),
    ],
)
def test_gains_account_for_every_change_of_the_counts(game: str, players: int, seed: int) -> None:
    """Rule checked: what a player receives or pays is exactly what the events say."""
    session = finished_game(game, players, seed)
    count, term_of = COUNTS[game]
    produced = 0
    start = 0  # the last checkpoint: counts and gains are compared from there
    summed: dict[tuple[int, str], int] = {}
    for index, events in enumerate(session.events):
        for gain in gains_of(session.rules, events):
            key = (gain.player, term_of(gain))
            summed[key] = summed.get(key, 0) + gain.amount
            produced += gain.amount if gain.production else 0
        after_state = session.states[index + 1]
        if game == "elfenland" and after_state.phase == "caravan":
            # A caravan's cards are paid one action at a time, logged once for the journey.
            continue
        before, after = count(session.states[start]), count(after_state)
        expected = {key: after[key] - before[key] for key in after if after[key] != before[key]}
        got = {k: v for k, v in summed.items() if v and k in after}
        assert got == expected, (index, session.actions[index], events)
        start, summed = index + 1, {}
    assert produced > 0, "some production happened in a whole game"


def test_a_catan_roll_produces_known_gains_and_places() -> None:
    """Rule checked (Catan, production): each settlement beside a hex of the
    number rolled receives one card of its resource, a city two; the robber's
    hex produces nothing."""
    session = finished_game("catan", 4, 3)
    rules = session.rules
    for index, action in enumerate(session.actions):
        events = session.events[index]
        if action.kind != "roll" or not any(e.key == "produce" for e in events):
            continue
        state = session.states[index + 1]
        total = next(e.as_dict()["total"] for e in events if e.key == "roll")
        owed: dict[tuple[int, str], int] = {}
        for hex_id, r in state.yields[total]:
            if hex_id == state.robber:
                continue
            for node in catan_data.HEX_NODES[hex_id]:
                owner = state.node_owner[node]
                if owner >= 0:
                    key = (owner, catan_data.RESOURCES[r])
                    owed[key] = owed.get(key, 0) + state.node_level[node]
        if any(e.key.startswith("shortage") for e in events):
            continue  # the bank ran short: checked by the accounting test above
        got = {(g.player, g.term): g.amount for g in gains_of(rules, events)}
        assert got == owed
        places = production_places(rules, state, events)
        hexes = [place for place in places if isinstance(place, tuple) and place[0] == "hex"]
        assert hexes and hexes == places
        assert state.robber not in {place[1] for place in hexes}
        return
    pytest.fail("no production roll in the game")


def test_a_stolen_card_is_named_only_to_the_thief_and_the_victim() -> None:
    """Rule checked (Catan, robber): the stolen card is secret to everybody else."""
    events = [Event.make("steal", player=0, victim_player=2, resource="ore")]
    from elasund_desktop.games import default_registry

    gains = gains_of(default_registry().get("catan").rules(), events)
    assert merged(gains, 0) == {0: [("resource card", 1, "ore")], 2: [("resource card", -1, "ore")]}
    assert merged(gains, 2)[0] == [("resource card", 1, "ore")]
    assert merged(gains, 1) == {0: [("resource card", 1, "")], 2: [("resource card", -1, "")]}
    assert merged(gains, None)[2] == [("resource card", -1, "")]


def test_a_steal_a_joiner_receives_without_its_resource_still_counts_one_card() -> None:
    """Issue 27 play-test: a network seat outside a theft gets the steal event
    with its secret resource removed (net/redact.py); the joiner's statistics
    crashed on it (KeyError 'resource').  It reads as one unnamed card."""
    events = [Event.make("steal", player=0, victim_player=2)]
    from elasund_desktop.games import default_registry

    gains = gains_of(default_registry().get("catan").rules(), events)
    assert merged(gains, 1) == {0: [("resource card", 1, "")], 2: [("resource card", -1, "")]}


def test_merged_adds_equal_terms_and_drops_zero_sums() -> None:
    gains = [
        Gain(0, "ore", 1),
        Gain(0, "wool", 2),
        Gain(0, "ore", 1),
        Gain(1, "gold", 1),
        Gain(1, "gold", -1),
    ]
    assert merged(gains, None) == {0: [("ore", 2, ""), ("wool", 2, "")]}
