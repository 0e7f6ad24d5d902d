"""Random legal games for 2-6 players: conservation and limits after every action."""

from __future__ import annotations

import itertools
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elasund_desktop.ai.bots import RandomBot, bot_rng
from elasund_desktop.engine.rules import Action, GameConfig
from elasund_desktop.games.elfenland import data as D  # noqa: N812
from elasund_desktop.games.elfenland import rules as R  # noqa: N812

from .helpers import RULES

MAX_ACTIONS = 3000  # a 4-round game takes a few hundred decisions


def check_invariants(s: R.ElfenlandState) -> None:
    n = s.num_players
    # 72 travel cards: hands + everything outside the hands, per type
    for k in range(D.NUM_CARD_TYPES):
        assert s.supply[k] + sum(h[k] for h in s.hands) == D.CARD_COUNTS[k]
        assert s.supply[k] >= 0 and all(h[k] >= 0 for h in s.hands)
    assert all(sum(h) <= D.HAND_SIZE for h in s.hands)
    # 48 transport counters, per type
    for k in range(D.NUM_TRANSPORTS):
        held = sum(x.count(k) for x in s.shown) + sum(x.count(k) for x in s.secret)
        total = s.pile[k] + s.row.count(k) + held + s.board.count(k)
        assert total == D.COUNTER_COUNTS[k] and s.pile[k] >= 0
    assert len(s.row) == D.FACE_UP_ROW
    assert all(len(x) + len(y) <= 5 for x, y in zip(s.shown, s.secret, strict=True))
    # 6 obstacles: held, on the board, out of the game, in the box for absent colours
    assert sum(s.obstacle) + sum(s.blocked) + s.obstacles_out + (D.OBSTACLES - n) == D.OBSTACLES
    for r in range(D.NUM_ROUTES):
        assert not s.blocked[r] or s.board[r] >= 0
        assert s.board[r] < 0 or s.board[r] in D.PLACEABLE[r]
    # 20 pieces per player: collected ones plus those still in the towns
    for q in range(n):
        mask = s.collected[q]
        assert mask & ~D.ALL_PIECES_MASK == 0
        in_towns = sum(1 for t in range(D.NUM_TOWNS) if t != D.CAPITAL and not mask >> t & 1)
        assert R.pieces_of(mask) + in_towns == D.PIECES_PER_PLAYER


def play(players: int, seed: int, every_action: bool = False) -> R.ElfenlandState:
    bot = RandomBot()
    s = RULES.setup(GameConfig(players, {}), seed)
    check_invariants(s)
    for k in range(MAX_ACTIONS):
        p = RULES.to_move(s)
        if p is None:
            return s
        legal = RULES.legal_actions(s)
        assert legal and all(a.player == p for a in legal)
        assert len(set(legal)) == len(legal)
        if every_action:
            for a in legal:  # every listed action is accepted
                check_invariants(RULES.apply(s, a).state)
        view = RULES.view(s, p)
        json.dumps(view)
        for q, info in enumerate(view["players"]):
            assert ("cards" in info) == (q == p)
        s = RULES.apply(s, bot.choose(view, legal, bot_rng(seed, k))).state
        check_invariants(s)
    raise AssertionError(f"{players} players, seed {seed}: no end after {MAX_ACTIONS} actions")


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_games_keep_every_invariant_and_end(players: int) -> None:
    s = play(players, seed=100 + players)
    out = RULES.outcome(s)
    assert out is not None and out.winners and len(out.scores) == players
    assert s.round == s.rounds or out.reason == "all_towns"


def test_every_listed_action_is_accepted_in_a_whole_game() -> None:
    play(3, seed=5, every_action=True)


@settings(max_examples=6, deadline=None)
@given(
    players=st.integers(min_value=2, max_value=6),
    seed=st.integers(min_value=0, max_value=2**32),
    rounds=st.sampled_from([3, 4]),
    strict=st.booleans(),
    home=st.booleans(),
)
def test_any_options_and_seed_give_a_finished_game(
    players: int, seed: int, rounds: int, strict: bool, home: bool
) -> None:
    bot = RandomBot()
    options = {"rounds": rounds, "caravan_only_if_unable": strict, "home_town": home}
    s = RULES.setup(GameConfig(players, options), seed)
    for k in range(MAX_ACTIONS):
        if RULES.to_move(s) is None:
            break
        s = RULES.apply(s, bot.choose({}, RULES.legal_actions(s), bot_rng(seed, k))).state
    check_invariants(s)
    out = RULES.outcome(s)
    assert out is not None
    if home:
        assert all(c >= 0 for c in s.town_cards)
    best = max(out.scores)
    assert all(out.scores[w] == best for w in out.winners)


def test_same_seed_and_actions_give_the_same_game() -> None:
    a = play(4, seed=9)
    b = play(4, seed=9)
    assert a == b


def test_determinize_keeps_the_players_view_and_hides_nothing_it_copies() -> None:
    from elasund_desktop.engine.rng import Rng

    s = RULES.setup(GameConfig(4, {"home_town": True}), 21)
    bot = RandomBot()
    for k in range(40):  # into phase 3: every player holds a secret counter
        s = RULES.apply(s, bot.choose({}, RULES.legal_actions(s), bot_rng(21, k))).state
    me = s.current
    other = (me + 1) % 4
    differs = 0
    for seed in range(8):
        d = RULES.determinize(s, me, Rng(seed))
        check_invariants(d)
        assert RULES.view(d, me) == RULES.view(s, me)
        assert RULES.legal_actions(d) == RULES.legal_actions(s)
        assert d.rng != s.rng
        differs += d.hands[other] != s.hands[other] or d.town_cards != s.town_cards
    assert differs >= 6  # others' hands and town cards are sampled, not copied


def test_determinize_redraws_the_others_face_down_counters_from_pile_and_their_own() -> None:
    """The others' face-down counters are drawn again from what the player cannot see: the
    pile plus those counters.  Every counter is still somewhere (pile or a hand of counters),
    the player's own are kept, and a kind held only face down by another can come back."""
    from elasund_desktop.engine.rng import Rng

    s = RULES.setup(GameConfig(3), 5)
    dragon = D.TRANSPORTS.index("dragon")
    pig = D.TRANSPORTS.index("giant_pig")
    pile = list(s.pile)
    pile[dragon] = 0  # every dragon face down with seats 1 and 2, none in the pile
    pile[pig] -= 1  # seat 0's own secret
    s = s._replace(pile=tuple(pile), secret=((pig,), (dragon, dragon), (dragon,)))

    def counts(state: R.ElfenlandState) -> list[int]:
        c = list(state.pile)
        for q in range(3):
            for k in state.secret[q]:
                c[k] += 1
        return c

    seen_dragon = 0
    for seed in range(12):
        d = RULES.determinize(s, 0, Rng(seed))
        assert counts(d) == counts(s)
        assert d.secret[0] == (pig,) and [len(x) for x in d.secret] == [1, 2, 1]
        assert all(k >= 0 for k in d.pile)
        seen_dragon += sum(k == dragon for q in (1, 2) for k in d.secret[q])
    assert seen_dragon > 0


def test_an_action_is_made_once_and_shared() -> None:
    """Legal actions are shared objects (`apply` tests identity first): asking twice for
    the same move gives the very same Action, equal to the move named.  The seat is one
    no game has used in this process (the table lives as long as the module), so the
    Action is really made here."""
    seat = next(q for q in itertools.count(9) if (q, "travel", (3, "cards")) not in R._ACTIONS)
    first = R._act(seat, "travel", (3, "cards"))
    assert first == Action(seat, "travel", (3, "cards"))
    assert (first.player, first.kind, first.args) == (seat, "travel", (3, "cards"))
    assert R._act(seat, "travel", (3, "cards")) is first
