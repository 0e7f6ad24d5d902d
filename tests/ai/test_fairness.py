"""Fairness of every level in every game: decisions come from what the seat
knows, never from the real hidden values.

* Pairs of states that differ only in what the deciding seat cannot see (the
  second is a determinization of the first: the same view, other hands, other
  decks, another random position) give identical decisions at every level and
  identical determinized worlds, over 12 positions of each game.
* Where the computer players count cards from the public history (Catan,
  Carrara): pairs with the same public history and other hidden values (a
  Catan game and its twin whose stolen cards differ; Carrara positions whose
  other screens were changed by hand) give identical worlds, memories and
  decisions too.
* A spy: the level is handed the real state through a watching proxy of the
  rules, and the game's knowledge (evaluation, weights, scripted moves, the
  search's action lists, root favourites) and the exact pre-search
  (ai/tactics.py) through watched functions; none of them is ever given the
  real state.  The level itself may read the real state only for what the
  seat sees anyway: its own legal actions, who is to move, its view, and
  the determinization that samples the rest.
* Easy never plays an action its game weighs zero while another weighs more,
  and departs from its first choice about as often as EASY_RANDOMNESS says.
"""

from __future__ import annotations

from typing import Any

import pytest

from elasund_desktop.ai import levels, tactics
from elasund_desktop.ai.hooks import game_ai, weighted_pick
from elasund_desktop.ai.levels import EASY_RANDOMNESS, LevelBot, LevelBudget, easy_pick
from elasund_desktop.engine.codec import digest
from elasund_desktop.engine.rng import Rng
from elasund_desktop.engine.rules import Action, GameConfig
from elasund_desktop.games import default_registry

GAMES = [spec.game_id for spec in default_registry()]
SMALL = LevelBudget(seconds=None, iterations=12, rollout_depth=4)
LEVELS = (("easy", None), ("medium", SMALL), ("hard", SMALL))
POSITIONS = 12
PLAYERS = {"elasund": 3, "catan": 4, "elfenland": 3, "carrara": 3}


def positions(game_id: str, count: int, seed: int, every: int = 9) -> list[Any]:
    """`count` states of a random game where the seat to move has a choice, spread out."""
    rules = default_registry().get(game_id).rules()
    state = rules.setup(GameConfig(PLAYERS[game_id]), seed)
    rng = Rng(seed)
    found: list[Any] = []
    steps = 0
    while rules.to_move(state) is not None and len(found) < count and steps < 5000:
        legal = rules.legal_actions(state)
        if len(legal) >= 2 and steps % every == 0:
            found.append(state)
        state = rules.apply(state, legal[rng.below(len(legal))]).state
        steps += 1
    assert len(found) == count, f"{game_id}: only {len(found)} positions with a choice"
    return found


@pytest.mark.parametrize("game_id", GAMES)
def test_states_that_differ_only_in_hidden_parts_get_the_same_decisions(game_id: str) -> None:
    rules = default_registry().get(game_id).rules()
    differing = 0
    for i, state in enumerate(positions(game_id, POSITIONS, seed=60 + GAMES.index(game_id))):
        seat = rules.to_move(state)
        other = rules.determinize(state, seat, Rng(1000 + i))
        assert rules.view(other, seat) == rules.view(state, seat)
        differing += digest(other) != digest(state)
        # the worlds the levels search are the same for both
        assert _same_world(
            rules.determinize(state, seat, Rng(5)), rules.determinize(other, seat, Rng(5))
        )
        for level, budget in LEVELS:
            a = LevelBot(level, budget).decide(rules, state, seat, Rng(40 + i))
            b = LevelBot(level, budget).decide(rules, other, seat, Rng(40 + i))
            assert a == b, f"{game_id} position {i}: {level} decided {a} and {b}"
    # the pairs really differ in what is hidden (else the test would prove nothing)
    assert differing >= POSITIONS // 2


def _same_world(a: Any, b: Any) -> bool:
    """The same position (digest) and the same memory of the public history (the
    derived fields the digest leaves out, engine/codec.py)."""
    derived = getattr(type(a), "DERIVED_FIELDS", ())
    return digest(a) == digest(b) and all(getattr(a, f) == getattr(b, f) for f in derived)


def _twin_walk(game_id: str, seed: int, count: int) -> list[tuple[Any, Any, int]]:
    """Catan: pairs of real positions with the same public history and other hidden hands.

    A random game is played until some hand is vague (a theft); the twin is a
    world the player on turn could imagine there, with the real random
    position: the same dice follow.  Both are played on with the same actions
    (legal in both), so every later position of the pair has the same public
    history, and the hands the thefts moved differ.  Kept: positions where
    that player is to move again, with a choice, and the hands still differ.
    """
    rules = default_registry().get(game_id).rules()
    state = rules.setup(GameConfig(PLAYERS[game_id]), seed)
    pick = Rng(seed)
    twin: Any = None
    seat = -1
    found: list[tuple[Any, Any, int]] = []
    for step in range(6000):
        if rules.to_move(state) is None or len(found) >= count:
            break
        if twin is None and state.phase == "main" and any(state.vague):
            seat = state.current
            world = rules.determinize(state, seat, Rng(seed))._replace(rng=state.rng)
            twin = world if world.hands != state.hands else None
        legal = rules.legal_actions(state)
        if twin is not None:
            theirs = set(rules.legal_actions(twin))
            legal = [a for a in legal if a in theirs]
            if not legal:  # the hidden cards parted the games (a win by a hidden card)
                twin = None
                continue
            if (
                rules.to_move(state) == seat
                and len(legal) >= 2
                and twin.hands != state.hands
                and step % 5 == 0
            ):
                found.append((state, twin, seat))
        action = legal[pick.below(len(legal))]
        state = rules.apply(state, action).state
        if twin is not None:
            twin = rules.apply(twin, action).state
    return found


def test_catan_positions_with_the_same_public_history_get_the_same_decisions() -> None:
    """Card counting reads the public history, never the cards: two real games with
    the same actions and dice whose stolen cards differ (so other hands differ)
    keep the same memory, give the same determinized worlds and the same
    decisions at every level."""
    rules = default_registry().get("catan").rules()
    pairs = _twin_walk("catan", 90, POSITIONS)
    assert len(pairs) == POSITIONS
    for i, (state, twin, seat) in enumerate(pairs):
        assert state.hands[seat] == twin.hands[seat] and state.hands != twin.hands
        assert (state.known, state.vague) == (twin.known, twin.vague)
        assert rules.view(twin, seat) == rules.view(state, seat)
        assert _same_world(
            rules.determinize(state, seat, Rng(5)), rules.determinize(twin, seat, Rng(5))
        )
        for level, budget in LEVELS:
            a = LevelBot(level, budget).decide(rules, state, seat, Rng(40 + i))
            b = LevelBot(level, budget).decide(rules, twin, seat, Rng(40 + i))
            assert a == b, f"catan pair {i}: {level} decided {a} and {b}"


def test_carrara_screens_are_read_from_the_memory_never_from_behind_the_screens() -> None:
    """Carrara's screens are public by history, so two real games with the same
    history hold the same screens; a position whose other screens were changed
    by hand (blocks swapped with the bag, coins and objects moved between the
    other players) keeps its memory, and gives the same worlds and decisions."""
    rules = default_registry().get("carrara").rules()
    changed = 0
    for i, state in enumerate(positions("carrara", POSITIONS, seed=95)):
        seat = rules.to_move(state)
        others = [q for q in range(state.num_players) if q != seat]
        a, b = others[0], others[-1]
        marble = list(state.marble)
        bag = list(state.bag)
        block = next((c for c in range(6) if marble[a][c]), None)
        spare = next((c for c in range(6) if bag[c] and c != block), None)
        if block is not None and spare is not None:  # one of a's blocks for one from the bag
            held = list(marble[a])
            held[block] -= 1
            held[spare] += 1
            bag[block] += 1
            bag[spare] -= 1
            marble[a] = tuple(held)
        coins = list(state.coins)
        coins[a], coins[b] = coins[b] + 7, coins[a] + 3
        objects = list(state.objects)
        objects[a], objects[b] = objects[b], objects[a]
        poked = state._replace(
            marble=tuple(marble), bag=tuple(bag), coins=tuple(coins), objects=tuple(objects)
        )
        changed += digest(poked) != digest(state)
        assert rules.view(poked, seat) == rules.view(state, seat)
        world = rules.determinize(state, seat, Rng(5))
        assert _same_world(world, rules.determinize(poked, seat, Rng(5)))
        # the world holds the real screens: nothing behind them is hidden from a memory
        assert (world.coins, world.marble, world.objects, world.bag) == (
            state.coins, state.marble, state.objects, state.bag
        )  # fmt: skip
        for level, budget in LEVELS:
            x = LevelBot(level, budget).decide(rules, state, seat, Rng(40 + i))
            y = LevelBot(level, budget).decide(rules, poked, seat, Rng(40 + i))
            assert x == y, f"carrara position {i}: {level} decided {x} and {y}"
    assert changed == POSITIONS


def _holds(arg: Any, state: Any) -> bool:
    """`arg` is `state`, or a list of worlds that holds it."""
    return arg is state or (isinstance(arg, list | tuple) and any(a is state for a in arg))


class _WatchedRules:
    """The rules, with every call that is handed `real` recorded by method name."""

    def __init__(self, rules: Any, real: Any, seen: list[str]) -> None:
        self._rules, self._real, self._seen = rules, real, seen

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self._rules, name)
        if not callable(attr):
            return attr

        def watched(*args: Any, **kwargs: Any) -> Any:
            if any(a is self._real for a in (*args, *kwargs.values())):
                self._seen.append(name)
            return attr(*args, **kwargs)

        return watched


# What the level may ask of the real state: what its seat sees anyway, and the sampling.
ALLOWED_ON_THE_REAL_STATE = {"legal_actions", "to_move", "view", "determinize"}
KNOWLEDGE = ("evaluate", "weights", "scripted", "search_actions", "root_favourite")


@pytest.mark.parametrize("game_id", GAMES)
def test_no_level_weight_or_scripted_move_is_handed_the_real_state(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_rules = default_registry().get(game_id).rules()
    handed: list[str] = []
    real: list[Any] = [None]

    def watch(owner: Any, name: str, label: str) -> None:
        fn = getattr(owner, name, None)
        if fn is None:
            return

        def watched(*args: Any, **kwargs: Any) -> Any:
            if any(_holds(a, real[0]) for a in (*args, *kwargs.values())):
                handed.append(label)
            return fn(*args, **kwargs)

        monkeypatch.setattr(owner, name, watched)

    ai = game_ai(game_id)
    for knowledge in {
        id(k): k for k in (ai, getattr(ai, "search_ai", ai), getattr(ai, "medium_ai", ai))
    }.values():
        for name in KNOWLEDGE:
            watch(knowledge, name, f"{type(knowledge).__name__}.{name}")
    for name in ("winning_line", "hands_over_a_win", "safe_choice"):
        watch(tactics, name, f"tactics.{name}")
        if hasattr(levels, name):
            watch(levels, name, f"levels.{name}")
    decided = 0
    for i, state in enumerate(positions(game_id, 6, seed=80 + GAMES.index(game_id))):
        real[0] = state
        seen: list[str] = []
        rules = _WatchedRules(real_rules, state, seen)
        seat = real_rules.to_move(state)
        for level, budget in LEVELS:
            action = LevelBot(level, budget).decide(rules, state, seat, Rng(i))  # type: ignore[arg-type]
            assert isinstance(action, Action)
            decided += 1
        assert set(seen) <= ALLOWED_ON_THE_REAL_STATE, (
            f"{game_id}: rules.{set(seen)} on the real state"
        )
        assert "determinize" in seen  # the spy sees the level's calls
    assert decided == 18
    assert not handed, f"{game_id}: handed the real state: {sorted(set(handed))}"


def test_easy_never_plays_a_zero_weight_action_while_another_weighs_more() -> None:
    """Zero means "only if nothing else" (hooks.GameAI.weights): Easy's pick, top
    choice or weighted draw, never lands on it; rollouts draw the same way."""
    acts = [Action(0, k) for k in "abcde"]
    weights = [0.0, 1.0, 0.0, 2.0, 0.0]
    picked = {easy_pick(acts, weights, Rng(k)).kind for k in range(2000)}
    assert picked == {"b", "d"}
    drawn = {weighted_pick(acts, weights, Rng(k)).kind for k in range(2000)}
    assert drawn == {"b", "d"}
    # all zero: anything may be played (there is nothing else)
    assert len({easy_pick(acts, [0.0] * 5, Rng(k)).kind for k in range(200)}) > 1


@pytest.mark.parametrize("game_id", GAMES)
def test_easy_never_plays_what_its_game_weighs_zero(game_id: str) -> None:
    """In real positions of every game that weighs some action zero (Catan's
    trades that complete nothing, for one): Easy plays none of them there."""
    rules = default_registry().get(game_id).rules()
    ai = game_ai(game_id)
    checked = 0
    for state in positions(game_id, 40, seed=120 + GAMES.index(game_id), every=3):
        seat = rules.to_move(state)
        world = rules.determinize(state, seat, Rng(3))
        choices = ai.search_actions(rules, world, rules.legal_actions(world))
        weights = ai.weights(rules, world, choices)
        zero = {a for a, w in zip(choices, weights, strict=True) if w == 0}
        if not zero or max(weights) == 0:
            continue
        checked += 1
        for k in range(25):
            picked = easy_pick(choices, weights, Rng(k))
            assert picked not in zero, f"{game_id}: Easy picked {picked}, weighed 0"
    if game_id == "catan":
        assert checked >= 3, f"catan: too few positions with a zero-weight action ({checked})"


def test_easy_departs_from_its_first_choice_as_often_as_its_randomness_says() -> None:
    """EASY_RANDOMNESS (0.3) of Easy's picks are a weighted draw; with two equally
    weighted actions half of those draws are the other one: 15 % of 4000 picks."""
    acts = [Action(0, "a"), Action(0, "b")]
    departed = sum(easy_pick(acts, [1.0, 1.0], Rng(k)) != acts[0] for k in range(4000))
    expected = 4000 * EASY_RANDOMNESS / 2
    assert abs(departed - expected) < 4 * (expected * (1 - EASY_RANDOMNESS / 2)) ** 0.5
    # a clear favourite is still mostly played: only the draws leave it, and rarely
    weights = [8.0, 1.0, 1.0]
    three = [*acts, Action(0, "c")]
    left = sum(easy_pick(three, weights, Rng(k)) != three[0] for k in range(4000))
    assert abs(left - 4000 * EASY_RANDOMNESS * 0.2) < 60
