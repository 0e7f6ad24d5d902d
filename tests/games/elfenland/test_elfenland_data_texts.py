"""The data mirror rules-data/elfenland.md (§3-§6 as oracles); texts cover every key."""

from __future__ import annotations

import ast
import importlib
import inspect
import re

from elasund_desktop.engine.rules import Action, GameConfig
from elasund_desktop.games import default_registry
from elasund_desktop.games.elfenland import SPEC, data, rules, texts
from elasund_desktop.games.elfenland.rules import ElfenlandRules

D = data

NEIGHBOURS = {
    "elvenhold": ["beata", "ergeren", "lapphalya", "rivinia", "strykhaven", "virst"],
    "feodor": ["albaran", "dagamura", "lapphalya", "rivinia", "throtmanni"],
    "lapphalya": ["dagamura", "elvenhold", "feodor", "jxara", "rivinia", "virst"],
    "rivinia": ["elvenhold", "feodor", "lapphalya", "throtmanni", "tichih"],
    "ergeren": ["elvenhold", "tichih"],
    "beata": ["elvenhold", "strykhaven"],
    "strykhaven": ["beata", "elvenhold", "virst"],
    "virst": ["elvenhold", "jxara", "lapphalya", "strykhaven"],
    "jxara": ["dagamura", "lapphalya", "mahdavikia", "virst"],
    "mahdavikia": ["dagamura", "grangor", "jxara"],
    "grangor": ["mahdavikia", "parundia", "yttar"],
    "kihromah": ["dagamura"],
    "dagamura": ["albaran", "feodor", "jxara", "kihromah", "lapphalya", "mahdavikia"],
    "albaran": ["dagamura", "feodor", "parundia", "throtmanni", "wylhien"],
    "parundia": ["albaran", "grangor", "usselen", "wylhien", "yttar"],
    "usselen": ["parundia", "wylhien", "yttar"],
    "wylhien": ["albaran", "jaccaranda", "parundia", "usselen"],
    "jaccaranda": ["throtmanni", "tichih", "wylhien"],
    "throtmanni": ["albaran", "feodor", "jaccaranda", "rivinia", "tichih"],
    "tichih": ["ergeren", "jaccaranda", "rivinia", "throtmanni"],
    "yttar": ["grangor", "parundia", "usselen"],
}

DISTANCE = {
    "elvenhold": [0, 2, 1, 1, 1, 1, 1, 1, 2, 3, 4, 3, 2, 3, 4, 5, 4, 3, 2, 2, 5],
    "feodor": [2, 0, 1, 1, 3, 3, 3, 2, 2, 2, 3, 2, 1, 1, 2, 3, 2, 2, 1, 2, 3],
    "lapphalya": [1, 1, 0, 1, 2, 2, 2, 1, 1, 2, 3, 2, 1, 2, 3, 4, 3, 3, 2, 2, 4],
    "rivinia": [1, 1, 1, 0, 2, 2, 2, 2, 2, 3, 4, 3, 2, 2, 3, 4, 3, 2, 1, 1, 4],
    "ergeren": [1, 3, 2, 2, 0, 2, 2, 2, 3, 4, 5, 4, 3, 3, 4, 4, 3, 2, 2, 1, 5],
    "beata": [1, 3, 2, 2, 2, 0, 1, 2, 3, 4, 5, 4, 3, 4, 5, 6, 5, 4, 3, 3, 6],
    "strykhaven": [1, 3, 2, 2, 2, 1, 0, 1, 2, 3, 4, 4, 3, 4, 5, 6, 5, 4, 3, 3, 5],
    "virst": [1, 2, 1, 2, 2, 2, 1, 0, 1, 2, 3, 3, 2, 3, 4, 5, 4, 4, 3, 3, 4],
    "jxara": [2, 2, 1, 2, 3, 3, 2, 1, 0, 1, 2, 2, 1, 2, 3, 4, 3, 4, 3, 3, 3],
    "mahdavikia": [3, 2, 2, 3, 4, 4, 3, 2, 1, 0, 1, 2, 1, 2, 2, 3, 3, 4, 3, 4, 2],
    "grangor": [4, 3, 3, 4, 5, 5, 4, 3, 2, 1, 0, 3, 2, 2, 1, 2, 2, 3, 3, 4, 1],
    "kihromah": [3, 2, 2, 3, 4, 4, 4, 3, 2, 2, 3, 0, 1, 2, 3, 4, 3, 4, 3, 4, 4],
    "dagamura": [2, 1, 1, 2, 3, 3, 3, 2, 1, 1, 2, 1, 0, 1, 2, 3, 2, 3, 2, 3, 3],
    "albaran": [3, 1, 2, 2, 3, 4, 4, 3, 2, 2, 2, 2, 1, 0, 1, 2, 1, 2, 1, 2, 2],
    "parundia": [4, 2, 3, 3, 4, 5, 5, 4, 3, 2, 1, 3, 2, 1, 0, 1, 1, 2, 2, 3, 1],
    "usselen": [5, 3, 4, 4, 4, 6, 6, 5, 4, 3, 2, 4, 3, 2, 1, 0, 1, 2, 3, 3, 1],
    "wylhien": [4, 2, 3, 3, 3, 5, 5, 4, 3, 3, 2, 3, 2, 1, 1, 1, 0, 1, 2, 2, 2],
    "jaccaranda": [3, 2, 3, 2, 2, 4, 4, 4, 4, 4, 3, 4, 3, 2, 2, 2, 1, 0, 1, 1, 3],
    "throtmanni": [2, 1, 2, 1, 2, 3, 3, 3, 3, 3, 3, 3, 2, 1, 2, 3, 2, 1, 0, 1, 3],
    "tichih": [2, 2, 2, 1, 1, 3, 3, 3, 3, 4, 4, 4, 3, 2, 3, 3, 2, 1, 1, 0, 4],
    "yttar": [5, 3, 4, 4, 5, 6, 5, 4, 3, 2, 1, 4, 3, 2, 1, 1, 2, 3, 3, 4, 0],
}


def test_components_mirror_the_rules_data() -> None:
    assert sum(D.CARD_COUNTS) == 72 and D.CARD_COUNTS[D.RAFT_INDEX] == 12
    assert sum(D.COUNTER_COUNTS) == 48 and set(D.COUNTER_COUNTS) == {8}
    assert (D.OBSTACLES, D.FACE_UP_ROW, D.PIECES_PER_PLAYER) == (6, 5, 20)
    assert (D.HAND_SIZE, D.HAND_LIMIT_AFTER_MOVE, D.DEFAULT_ROUNDS, D.SHORT_ROUNDS) == (8, 4, 4, 3)
    assert (D.RIVER_DOWNSTREAM, D.RIVER_UPSTREAM, D.LAKE_COST) == (1, 2, 2)
    assert (D.CARAVAN_CARDS, D.CARAVAN_CARDS_WITH_OBSTACLE, D.OBSTACLE_SURCHARGE) == (3, 4, 1)
    assert len(D.TOWNS) == 21 and len(D.TOWN_CARD_TOWNS) == 12
    assert [t.town_id for t in D.TOWNS if t.capital] == ["elvenhold"]


def test_routes_48_with_terrain_counts() -> None:
    kinds = [r.kind for r in D.ROUTES]
    assert (len(D.ROUTES), kinds.count("road"), kinds.count("river"), kinds.count("lake")) == (
        48, 35, 7, 6,
    )  # fmt: skip
    terrains = [r.terrain for r in D.ROUTES if r.kind == "road"]
    assert {t: terrains.count(t) for t in D.TERRAINS} == {
        "plains": 8, "forest": 12, "desert": 7, "mountains": 8,
    }  # fmt: skip
    roads = [frozenset((r.a, r.b)) for r in D.ROUTES if r.kind == "road"]
    assert len(set(roads)) == 35  # never two roads between the same towns
    pairs = [frozenset((r.a, r.b)) for r in D.ROUTES]
    assert len(pairs) - len(set(pairs)) == 7  # seven doubled pairs (road + water)
    assert {rid for rid in D.WAYPOINTS} <= set(D.ROUTE_INDEX)


def test_neighbours_oracle() -> None:
    for name, expected in NEIGHBOURS.items():
        t = D.TOWN_INDEX[name]
        got = sorted({D.TOWN_IDS[o] for _, o in D.TOWN_ROUTES[t]})
        assert got == expected, name


def test_distance_oracle_and_facts() -> None:
    order = list(DISTANCE)
    assert order == list(D.TOWN_IDS)
    for name, row in DISTANCE.items():
        assert list(D.DISTANCES[D.TOWN_INDEX[name]]) == row, name
    assert max(max(row) for row in D.DISTANCES) == 6
    assert len(D.TOWN_ROUTES[D.TOWN_INDEX["kihromah"]]) == 1
    # the roads alone connect all 21 towns
    seen = {0}
    frontier = [0]
    while frontier:
        t = frontier.pop()
        for r, o in D.TOWN_ROUTES[t]:
            if D.ROUTES[r].kind == "road" and o not in seen:
                seen.add(o)
                frontier.append(o)
    assert len(seen) == 21


def test_rivers_flow_as_on_the_board() -> None:
    virst_jxara = D.ROUTE_INDEX["river.virst.jxara"]
    assert D.route_cost(virst_jxara, -1, False, D.TOWN_INDEX["virst"]) == (6, 1)
    assert D.route_cost(virst_jxara, -1, False, D.TOWN_INDEX["jxara"]) == (6, 2)
    rivinia_tichih = D.ROUTE_INDEX["river.rivinia.tichih"]  # rivers flow into the mountains
    assert D.route_cost(rivinia_tichih, -1, False, D.TOWN_INDEX["rivinia"]) == (6, 1)


def test_placeable_counters_derived_from_the_cost_table() -> None:
    by_terrain = {
        r.terrain: {D.TRANSPORTS[k] for k in D.PLACEABLE[i]} for i, r in enumerate(D.ROUTES)
    }
    assert by_terrain["plains"] == set(D.TRANSPORTS) - {"unicorn"}
    assert by_terrain["forest"] == set(D.TRANSPORTS)
    assert by_terrain["desert"] == {"unicorn", "troll_wagon", "dragon"}
    assert by_terrain["mountains"] == set(D.TRANSPORTS) - {"giant_pig"}
    assert by_terrain["river"] == set() and by_terrain["lake"] == set()


def test_invented_values_are_named() -> None:
    names = {k for k, _ in D.INVENTED}
    assert {"STARTING_PLAYER", "AUTO_PASS", "CARAVAN_DEFAULT", "SHARED_VICTORY"} <= names
    assert len(D.INVENTED) >= 10


def _rules_source() -> str:
    return inspect.getsource(rules)


def test_every_event_and_reason_key_has_a_text() -> None:
    src = _rules_source()
    events = set(re.findall(r'Event(?:\.make)?\(\s*"([a-z_]+)"', src))
    events |= {"keep_secret", "keep_open"}
    assert events <= set(texts.EVENTS), events - set(texts.EVENTS)
    assert set(texts.PRIVATE_EVENTS) <= set(texts.EVENTS)
    reasons = set(re.findall(r'IllegalAction\(\s*"([a-z_]+)"', src))
    assert reasons <= set(texts.REASONS), reasons - set(texts.REASONS)


def test_every_action_has_a_label() -> None:
    r = ElfenlandRules()
    samples = [
        Action(0, "draw_secret", ()), Action(0, "take_counter", (2,)), Action(0, "take_blind", ()),
        Action(0, "place_counter", ("dragon", 3)), Action(0, "place_obstacle", (3,)),
        Action(0, "pass", ()), Action(0, "travel", (0, "cards")), Action(0, "travel", (40, "cards")),
        Action(0, "travel", (44, "cards")), Action(0, "travel", (0, "caravan")),
        Action(0, "pay_card", ("raft",)), Action(0, "end_move", ()), Action(0, "discard", ("raft",)),
        Action(0, "keep_counter", ("dragon", True)), Action(0, "keep_counter", ("dragon", False)),
        Action(0, "keep_none", ()),
    ]  # fmt: skip
    assert {a.kind for a in samples} == set(r._handlers)
    for action in samples:
        key, params = texts.describe(action)
        assert texts.ACTIONS[key].format(**params)


def test_string_params_are_terms() -> None:
    for value in (*D.CARD_TYPES, *D.TERRAINS, *D.TOWN_IDS, "river", "lake"):
        assert value in texts.TERMS
    for town in D.TOWNS:
        assert texts.TERMS[town.town_id] == town.name


def test_texts_are_single_literals_in_context_elfenland() -> None:
    tree = ast.parse(inspect.getsource(texts))
    calls = [
        n for n in ast.walk(tree)
        if isinstance(n, ast.Call) and getattr(n.func, "id", getattr(n.func, "attr", "")) in ("QT_TRANSLATE_NOOP", "translate")
    ]  # fmt: skip
    assert calls
    for call in calls:
        assert isinstance(call.args[1], ast.Constant) and isinstance(call.args[1].value, str)
        assert call.args[0].value == "Elfenland"  # type: ignore[attr-defined]
        if "%n" in call.args[1].value:
            assert getattr(call.func, "attr", "") == "translate"


def test_spec_is_registered() -> None:
    assert SPEC.game_id == "elfenland" and SPEC.hidden_information and "random" in SPEC.bots
    assert "elfenland" in default_registry()
    r = SPEC.rules()
    assert (r.min_players, r.max_players) == (2, 6)
    assert [o.key for o in r.options] == ["rounds", "caravan_only_if_unable", "home_town"]
    s = r.setup(GameConfig(4), 1)
    assert set(r.metrics(s)) == set(texts.METRICS) - {"Points"}
    home = r.setup(GameConfig(4, {"home_town": True}), 1)
    assert set(r.metrics(home)) == set(texts.METRICS)


def test_rules_text_sections_follow_the_engine_and_name_every_invented_value() -> None:
    from elasund_desktop.games.elfenland import rules_text

    ids = [s.section_id for s in rules_text.SECTIONS]
    assert ids == [
        "components", "setup", "round", "counters", "planning", "travelling", "caravan",
        "rivers_lakes", "obstacles", "end_of_round", "end_of_game", "home_town", "tips",
        "interpretations",
    ]  # fmt: skip
    assert [s.section_id for s in rules_text.SECTIONS if s.interpretation] == ["interpretations"]
    board_src = inspect.getsource(importlib.import_module("elasund_desktop.games.elfenland.board"))
    used = set(re.findall(r'rules_section="([a-z_]+)"', board_src))
    used |= set(re.findall(r'set_rules_section\(\w+, "([a-z_]+)"\)', board_src))
    assert used and used <= set(ids), used - set(ids)
    notes = rules_text.SECTIONS[-1].body
    for phrase in (
        "Four rounds", "Starting player", "Automatic pass", "Caravan", "Discards",
        "Early win", "Shared victory", "Home town distance", "Town names", "Hidden information",
        "Face-up before face-down",
    ):  # fmt: skip
        assert phrase in notes
    assert len(D.INVENTED) == 10  # each one is covered by a phrase above
