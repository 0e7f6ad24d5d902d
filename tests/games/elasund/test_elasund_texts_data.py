"""Texts cover every key; data matches rules-data/elasund.md; the spec and options."""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path

import pytest

from elasund_desktop.engine.rules import Action, GameConfig
from elasund_desktop.games.elasund import SPEC
from elasund_desktop.games.elasund import data as D  # noqa: N812
from elasund_desktop.games.elasund import rules as R  # noqa: N812
from elasund_desktop.games.elasund import texts as T  # noqa: N812
from tests.games.elasund.helpers import RULES, new_game
from tests.games.elasund.test_elasund_properties import play

# rules.py and the modules it is split into (every Qt-free module of the rules that
# raises a refusal or logs an event; not the AI, the hidden-information sampler,
# the gains, the board or the texts)
RULES_MODULES = (
    "rules", "args", "bonus", "construction", "layout", "legal", "occupancy", "permits",
    "phases", "production", "scoring", "state", "views", "working",
)
RULES_SRC = "\n".join(
    (Path(R.__file__).parent / f"{name}.py").read_text(encoding="utf-8") for name in RULES_MODULES
)


def _fields(fmt: str) -> set[str]:
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(fmt) if name}


def _fillable(params: dict[str, object]) -> set[str]:
    """The placeholders an event's params fill: the params themselves plus the
    counted phrases of T.AMOUNTS whose count param is there."""
    amounts = {holder for holder, (name, _text) in T.AMOUNTS.items() if name in params}
    return set(params) | amounts


def _counted(text: str, params: dict[str, object]) -> bool:
    """A `%n` text has its count in `n` or `count` (ui/game_texts.plural_count)."""
    return "%n" not in text or any(isinstance(params.get(k), int) for k in ("n", "count"))


@pytest.mark.reads_source
def test_every_event_key_has_a_text() -> None:
    keys = set(re.findall(r'(?:Event\.make|\.ev)\(\s*"(\w+)"', RULES_SRC))
    assert keys and keys <= set(T.EVENTS), keys - set(T.EVENTS)


@pytest.mark.reads_source
def test_every_reason_key_has_a_text() -> None:
    keys = set(re.findall(r'IllegalAction\(\s*"(\w+)"', RULES_SRC))
    keys |= set(re.findall(r'return "(\w+)"(?:, \{)?', RULES_SRC))  # reasons of _site/_wall_ok
    assert keys and keys <= set(T.REASONS), keys - set(T.REASONS)


def test_every_action_kind_has_a_label() -> None:
    kinds = {kind for (_phase, kind) in R._HANDLERS}
    assert kinds <= set(T.ACTIONS), kinds - set(T.ACTIONS)


def test_texts_are_literal_translate_calls() -> None:
    tree = ast.parse(Path(T.__file__).read_text(encoding="utf-8"))
    calls = [
        n for n in ast.walk(tree)
        if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "QT_TRANSLATE_NOOP"
    ]
    assert calls
    for c in calls:
        assert len(c.args) == 2
        assert all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in c.args)
        assert c.args[0].value == "Elasund"


def test_event_params_fill_the_texts_and_string_values_are_terms() -> None:
    """Play games and format every event and every action label with its params."""
    for n, seed in ((2, 3), (4, 4)):
        st = RULES.setup(GameConfig(n), seed)
        evs = list(RULES.start_events(st))
        from elasund_desktop.ai.bots import RandomBot, bot_rng

        bot = RandomBot()
        k = 0
        while RULES.to_move(st) is not None:
            legal = RULES.legal_actions(st)
            for a in legal:
                kind, params = T.describe(a)
                assert _fields(T.ACTIONS[kind]) <= set(params), (kind, params)
                for v in params.values():
                    if isinstance(v, str):
                        assert v in T.TERMS, v
            a = bot.choose({}, legal, bot_rng(seed, k))
            tr = RULES.apply(st, a)
            evs.extend(tr.events)
            st = tr.state
            k += 1
        for e in evs:
            params = e.as_dict()
            assert _fields(T.EVENTS[e.key]) <= _fillable(params), (e.key, params)
            assert _counted(T.EVENTS[e.key], params), (e.key, params)
            for zero_param, text in T.ZERO_TEXTS.get(e.key, ()):
                # A zero wording is chosen by one of the event's params and
                # uses no placeholder the event could not fill.
                assert zero_param in params, (e.key, zero_param)
                assert _fields(text) <= _fillable(params), (e.key, text)
            T.EVENTS[e.key].format(**params, **dict.fromkeys(T.AMOUNTS, "…"))
            for name, v in params.items():
                if isinstance(v, str):
                    assert v in T.TERMS, (e.key, name, v)
                if name == "player" or name.endswith("_player"):
                    assert isinstance(v, int) and 0 <= v < n


def test_reason_params_fill_the_texts() -> None:
    for key, params in [
        ("not_enough_gold", {"need": 9, "have": 8, "n": 9}),
        ("not_enough_permits", {"need": 2, "have": 1, "n": 2}),
        ("not_your_turn", {"player": 1}),
    ]:
        assert _counted(T.REASONS[key], params)
        T.REASONS[key].format(**params)


def test_spec_and_options() -> None:
    assert SPEC.game_id == "elasund" and SPEC.hidden_information
    assert SPEC.bots == ("random", "easy", "medium", "hard")  # random first: sim and tests
    rules = SPEC.rules()
    assert rules.game_id == "elasund" and rules.rules_version == 2
    assert (rules.min_players, rules.max_players) == (2, 4)
    opts = {o.key: o for o in rules.options}
    assert opts["pirate_reward"].default == "choose"
    assert [c for c, _l in opts["pirate_reward"].choices] == ["choose", "random"]
    assert [c for c, _l in opts["full_row"].choices] == ["nearest", "neighbours"]
    assert opts["east_walls_after_cheap"].default is False
    st = rules.setup(GameConfig(3, {"pirate_reward": "random"}), 0)
    assert st.pirate_reward == "random"


def test_describe_gives_action_params() -> None:
    kind, params = T.describe(Action(2, "build_at", (3, 5)))
    assert kind == "build_at" and params == {"player": 2, "col": 4, "row": 5}  # shown from 1


def test_setup_matches_the_component_data() -> None:
    """rules-data §1.7, §6, §7: start hands, piles, stacks, huts per colour."""
    for n in (2, 3, 4):
        st = new_game(n, 9)
        assert st.gold == (3,) * n and st.gold_supply == 51 - 3 * n
        assert all(sum(h) == 1 for h in st.influence)
        assert sum(st.deck) == 39 - n
        assert st.piles == (4, 4, 5, 5, 3) and st.cubes == (10,) * n
        assert st.permits == ((-1,) * 5,) * n and st.wall_next == (1,) * n
        assert sorted(st.church_stack) == list(range(9)) and st.ship == -1
        assert len(st.buildings) == 2 * n
        lay = R.LAYOUTS[n]
        assert lay.cols == 2 * n + 1
        cheap = sum(1 for w in lay.walls if w.cost == 2)
        assert (cheap, len(lay.walls) - cheap) == ({2: 4, 3: 8, 4: 12}[n], 8)
        assert sum(lay.trade) == {2: 10, 3: 14, 4: 18}[n]
    red = [b for b in new_game(4, 1).buildings if b.owner == 0]
    assert sorted((b.kind, b.square) for b in red) == [
        ("hut_large", D.sq(4, 8)), ("hut_small", D.sq(3, 4))
    ]


def test_building_table() -> None:
    """rules-data §3."""
    b = D.BUILDINGS
    assert (b["house"].w, b["house"].h, b["house"].cost, b["house"].income) == (2, 1, 1, "influence")
    assert (b["workshop"].w, b["workshop"].h, b["workshop"].cost, b["workshop"].income) == (
        1, 2, 2, "gold"
    )
    assert [(b[k].size, b[k].cost, b[k].permits, b[k].count) for k in D.NEUTRAL_KINDS] == [
        (1, 5, 1, 4), (2, 5, 1, 4), (4, 3, 2, 5), (4, 3, 2, 5), (6, 5, 3, 3)
    ]
    assert b["large_building"].vp_flags == ((0, 0), (0, 1))
    assert 4 * 4 + sum(b[k].count for k in D.NEUTRAL_KINDS) == 37
    assert {k for k, _e in D.INVENTED} >= {"influence_split", "ship_start"}


def test_church_area_rule() -> None:
    """rules-data §5: first piece (cx, cy) -> cols 2-cx..4-cx, rows from cy rows above 8."""
    assert D.church_area_origin(0) == (2, D.ROW_INDEX[8])
    assert D.church_area_origin(8) == (0, D.ROW_INDEX[5])
    assert D.church_area_origin(4) == (1, D.ROW_INDEX[6])
    for piece in range(9):
        assert D.church_square(D.church_area_origin(piece), piece) == D.CHURCH_SITE


def test_smoke_games_play_to_the_end_with_all_player_counts() -> None:
    """Smoke test: one seeded random game per player count ends."""
    for n in (2, 3, 4):
        st, _ = play(n, 100 + n, check=False)
        assert RULES.outcome(st) is not None
