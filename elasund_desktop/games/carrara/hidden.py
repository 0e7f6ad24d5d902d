"""Carrara's `determinize`: a state one player cannot tell from the real one.

Hidden from a player in Carrara (see `CarraraRules.view`): what lies behind
the other players' screens (coins, marble blocks, objects), the contents of
the bag, the order of the face-down tile pile, and the random position that
decides every future draw.

Everything behind a screen is public by history, though: the starting coins
and block are handed out in the open, every block taken from the wheel is
seen (colour and price), the 2 coins of a player who cannot buy are taken
after showing his screen, the blocks paid for a building are named, a
scoring's coins are counted from the public boards and its objects come from
the public supply, and an object is bought from the board for 10 coins.  A
player with a perfect memory therefore knows every screen, and then the bag
too (the 42 blocks less the wheel, the screens and the blocks set aside for a
payment).  The state keeps that memory (`seen_coins`, `seen_marble`,
`seen_objects`, moved by the rules' handlers by the public amounts, never
copied from the screens), and the sample puts it behind the
other screens exactly.  What is still sampled: the order of the pile (shuffled)
and the random position, which decides every future draw from the bag.

A memory that the position contradicts (a state made by hand, whose screens
were set without the history: the objects behind the screens do not add up,
the bag would hold fewer than no blocks, or the player to move could not go
on with his step) is not used; the screens are then sampled from the present
position as before the memory existed:
- Marble: every block that is not on the wheel, not set aside for a payment
  and not behind the player's own screen is "unseen": it is in the bag or
  behind another screen.  Each other player gets 2 to 6 blocks (fewer if
  fewer are unseen) drawn at random from the unseen ones; the rest is the bag.
- Objects: per type, those neither for sale, nor in the supply, nor the
  player's own lie behind the other screens; each is given to one of the
  other players at random.
- Coins: each other player gets 5 to 30 at random.
The player to move must still have a move: when another player is in the
middle of a step, his sample is bent just enough to allow the step he is in
(coins for the segment or block he buys, accepted blocks for the tile he
builds, coins or objects for the move after his action).

Every draw depends only on the view, the memory and the player's own screen.
"""

from __future__ import annotations

from ...engine.rng import Rng
from . import data as D  # noqa: N812 - the data module reads best as D.X
from .rules import AFTER, CITY, OVER, PAY, SEGMENT, TAKE, CarraraRules, CarraraState, cheapest_on

NC = D.NUM_COLOURS
_RULES = CarraraRules()  # asks whether a remembered world lets the player to move go on


def _draw_from(rng: Rng, pool: list[int], colours: tuple[int, ...]) -> int:
    """One block drawn at random among `colours` of the pool (not empty there)."""
    k = rng.below(sum(pool[c] for c in colours))
    for c in colours:
        if k < pool[c]:
            pool[c] -= 1
            return c
        k -= pool[c]
    raise AssertionError("no unseen block of those colours")


def _min_coins(state: CarraraState) -> int:
    """Coins the player to move needs for the step he is in (0: none)."""
    phase = state.phase
    if phase == SEGMENT:
        costs = [cheapest_on(state.wheel[k], k) for k in range(D.WHEEL_SEGMENTS)]
        return min((c for c in costs if c is not None), default=0)
    if phase == TAKE and not state.taken:
        seg = state.wheel[state.segment]
        prices = D.PRICES[state.segment]
        return min((prices[c] for c in range(NC) if seg[c]), default=0)
    if phase == AFTER and not state.object_bought and any(state.for_sale):
        return D.OBJECT_PRICE  # an object to buy keeps the step open
    return 0


def _blocks_needed(state: CarraraState) -> tuple[tuple[int, ...], int]:
    """(accepted colours, count) the player to move must hold for his step."""
    if state.phase == CITY:
        return D.CITY_ACCEPTS[D.LERICI], D.tile_value(state.tile)
    if state.phase == PAY:
        return D.CITY_ACCEPTS[state.city], D.tile_value(state.tile) - sum(state.paid)
    return (), 0


def _remembered(
    state: CarraraState, others: list[int], unseen: list[int], hidden_objects: list[int]
) -> tuple[int, ...] | None:
    """The bag, if the memory of the other screens adds up with the position (else None)."""
    bag = list(unseen)
    for q in others:
        if state.seen_coins[q] < 0:
            return None
        marble = state.seen_marble[q]
        for c in range(NC):
            bag[c] -= marble[c]
            if marble[c] < 0:
                return None
    if min(bag) < 0:
        return None
    for o in range(6):
        if sum(state.seen_objects[q][o] for q in others) != hidden_objects[o]:
            return None
    return tuple(bag)


def determinize(state: CarraraState, player: int, rng: Rng) -> CarraraState:
    """See the module docstring."""
    n = state.num_players
    pile = list(sorted(state.pile))
    rng.shuffle(pile)
    if state.phase == OVER:  # every screen is open: only the bag and the future remain
        return state._replace(pile=tuple(pile), rng=rng.next_u64())
    unseen = [
        D.BLOCKS_PER_COLOUR
        - sum(seg[c] for seg in state.wheel)
        - state.paid[c]
        - state.marble[player][c]
        for c in range(NC)
    ]
    hidden_objects = [
        D.OBJECTS_PER_TYPE - state.for_sale[o] - state.supply[o] - state.objects[player][o]
        for o in range(6)
    ]
    others = [q for q in range(n) if q != player]
    bag = _remembered(state, others, unseen, hidden_objects)
    if bag is not None:  # every screen as remembered: only the pile and the future are drawn
        coins = list(state.coins)
        marble = list(state.marble)
        objects = list(state.objects)
        for q in others:
            coins[q] = state.seen_coins[q]
            marble[q] = state.seen_marble[q]
            objects[q] = state.seen_objects[q]
        world = state._replace(
            marble=tuple(marble),
            coins=tuple(coins),
            objects=tuple(objects),
            bag=bag,
            pile=tuple(pile),
            rng=rng.next_u64(),
        )
        # the player to move goes on with his step, as in the real position
        if _RULES.legal_actions(world):
            return world
    return _sampled(state, player, rng, others, unseen, hidden_objects, pile)


def _sampled(
    state: CarraraState,
    player: int,
    rng: Rng,
    others: list[int],
    unseen: list[int],
    hidden_objects: list[int],
    pile: list[int],
) -> CarraraState:
    """The screens sampled from the present position alone (no memory to trust)."""
    n = state.num_players
    marble = list(state.marble)
    coins = list(state.coins)
    objects = list(state.objects)
    for q in others:
        held = [0] * NC
        if q == state.current:  # the step he is in needs these blocks
            colours, need = _blocks_needed(state)
            for _ in range(max(0, need)):
                held[_draw_from(rng, unseen, colours)] += 1
        extra = min(sum(unseen), 2 + rng.below(5))
        for _ in range(max(0, extra - sum(held))):
            held[_draw_from(rng, unseen, tuple(range(NC)))] += 1
        marble[q] = tuple(held)
        coins[q] = 5 + rng.below(26)
        objects[q] = (0,) * 6
    got = {q: [0] * 6 for q in others}
    if others:
        for o in range(6):
            for _ in range(hidden_objects[o]):
                got[others[rng.below(len(others))]][o] += 1
        cur = state.current
        if cur != player and state.phase == AFTER:
            coins[cur] = max(coins[cur], _min_coins(state))
            if not (not state.object_bought and any(state.for_sale)):
                # only the announcement can be open: he holds enough objects
                _gather_objects(got, cur, D.OBJECTIVE_OBJECTS[n])
        elif cur != player:
            coins[cur] = max(coins[cur], _min_coins(state))
        for q in others:
            objects[q] = tuple(got[q])
    return state._replace(
        marble=tuple(marble),
        coins=tuple(coins),
        objects=tuple(objects),
        bag=tuple(unseen),
        pile=tuple(pile),
        rng=rng.next_u64(),
    )


def _gather_objects(got: dict[int, list[int]], q: int, target: int) -> None:
    """Move objects from the other screens to q's until he holds `target`."""
    for r in sorted(got):
        if r == q:
            continue
        for o in range(6):
            while sum(got[q]) < target and got[r][o]:
                got[r][o] -= 1
                got[q][o] += 1
