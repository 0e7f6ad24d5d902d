"""`determinize` per game: hand-made states that differ only in what one player cannot see."""

from __future__ import annotations

from dataclasses import replace

from elasund_desktop.engine.codec import digest
from elasund_desktop.engine.rng import Rng
from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.games.catan import data as CD  # noqa: N812
from elasund_desktop.games.catan.rules import CatanRules, CatanState
from elasund_desktop.games.elasund.rules import ElasundRules, ElasundState


def _play(rules: object, state: object, steps: int, seed: int) -> object:
    rng = Rng(seed)
    for _ in range(steps):
        legal = rules.legal_actions(state)  # type: ignore[attr-defined]
        state = rules.apply(state, legal[rng.below(len(legal))]).state  # type: ignore[attr-defined]
    return state


def _catan_midgame() -> CatanState:
    rules = CatanRules()
    state = rules.setup(GameConfig(4), 3)
    state = _play(rules, state, 400, 8)  # type: ignore[assignment]
    assert isinstance(state, CatanState)
    # give seats 1 and 2 known cards, and seat 1 a hidden development card
    hands = list(state.hands)
    bank = list(state.bank)
    for q, r in ((1, 0), (2, 1)):
        hands[q] = tuple(h + (1 if i == r else 0) for i, h in enumerate(hands[q]))
        bank[r] -= 1
    dev_hands = list(state.dev_hands)
    dev_hands[1] = tuple(d + (1 if k == CD.KNIGHT else 0) for k, d in enumerate(dev_hands[1]))
    deck = tuple(d - (1 if k == CD.KNIGHT else 0) for k, d in enumerate(state.dev_deck))
    return state._replace(
        hands=tuple(hands), bank=tuple(bank), dev_hands=tuple(dev_hands), dev_deck=deck
    )


def test_catan_other_hands_deck_and_dice_are_sampled_not_copied() -> None:
    """Seat 0 cannot see which lumber/brick seats 1 and 2 hold, nor seat 1's
    development card (knight or victory point), nor the next dice: swapping
    them gives the same determinization for seat 0."""
    rules = CatanRules()
    a = _catan_midgame()
    hands = list(a.hands)
    h1, h2 = list(hands[1]), list(hands[2])
    h1[0] -= 1
    h1[1] += 1
    h2[1] -= 1
    h2[0] += 1
    hands[1], hands[2] = tuple(h1), tuple(h2)
    dev1 = list(a.dev_hands[1])
    dev1[CD.KNIGHT] -= 1
    dev1[CD.VICTORY_POINT] += 1
    deck = list(a.dev_deck)
    deck[CD.KNIGHT] += 1
    deck[CD.VICTORY_POINT] -= 1
    dev_hands = list(a.dev_hands)
    dev_hands[1] = tuple(dev1)
    b = a._replace(
        hands=tuple(hands), dev_hands=tuple(dev_hands), dev_deck=tuple(deck), rng=a.rng ^ 12345
    )
    assert digest(a) != digest(b)
    assert rules.view(a, 0) == rules.view(b, 0)
    da = rules.determinize(a, 0, Rng(42))
    db = rules.determinize(b, 0, Rng(42))
    assert digest(da) == digest(db)
    assert rules.view(da, 0) == rules.view(a, 0)
    # seat 1 sees his own card, so for him the two states differ
    assert rules.view(a, 1) != rules.view(b, 1)
    # the hidden parts vary between samples: the deal is not the real one
    samples = {rules.determinize(a, 0, Rng(k)).hands[1] for k in range(30)}
    assert len(samples) > 1
    # the sample plays on: every legal action applies
    for action in rules.legal_actions(da):
        rules.apply(da, action)


def _elasund_midgame() -> ElasundState:
    rules = ElasundRules()
    state = rules.setup(GameConfig(3), 4)
    state = _play(rules, state, 120, 2)  # type: ignore[assignment]
    assert isinstance(state, ElasundState)
    return state


def test_elasund_influence_colours_deck_and_church_stack_are_sampled() -> None:
    """Seat 0 sees the counts of seat 1's influence cards and of the deck, not
    their colours, and not the order of the church stack: changing those gives
    the same determinization for seat 0."""
    rules = ElasundRules()
    a = _elasund_midgame()
    inf1 = list(a.influence[1])
    deck = list(a.deck)
    # move one card of a colour seat 1 holds into the deck and one of another
    # colour from the deck into his hand (counts stay public and equal)
    give = next(c for c in range(3) if inf1[c])
    take = next(c for c in range(3) if c != give and deck[c])
    inf1[give] -= 1
    deck[give] += 1
    inf1[take] += 1
    deck[take] -= 1
    influence = list(a.influence)
    influence[1] = (inf1[0], inf1[1], inf1[2])
    b = replace(
        a,
        influence=tuple(influence),
        deck=(deck[0], deck[1], deck[2]),
        church_stack=tuple(reversed(a.church_stack)),
        rng=a.rng ^ 999,
    )
    assert digest(a) != digest(b)
    assert rules.view(a, 0) == rules.view(b, 0)
    da = rules.determinize(a, 0, Rng(7))
    db = rules.determinize(b, 0, Rng(7))
    assert digest(da) == digest(db)
    assert rules.view(da, 0) == rules.view(a, 0)
    assert rules.view(a, 1) != rules.view(b, 1)
    stacks = {rules.determinize(a, 0, Rng(k)).church_stack for k in range(20)}
    assert len(stacks) > 1
    for action in rules.legal_actions(da):
        rules.apply(da, action)


def test_elasund_known_church_bottom_stays_for_its_owner_only() -> None:
    """The first church builder puts one drawn tile at the bottom and knows it;
    his samples keep it there, another player's samples do not know it."""
    rules = ElasundRules()
    a = _elasund_midgame()
    stack = (*(p for p in range(9) if p != 4), 4)
    a = replace(a, church=(), church_stack=stack, church_known=(1, 4))
    for k in range(10):
        assert rules.determinize(a, 1, Rng(k)).church_stack[-1] == 4
    bottoms = {rules.determinize(a, 0, Rng(k)).church_stack[-1] for k in range(20)}
    assert len(bottoms) > 1
