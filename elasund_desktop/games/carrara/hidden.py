"""Carrara's `determinize`: a state one player cannot tell from the real one.

Hidden from a player in Carrara (see `CarraraRules.view`): what lies behind
the other players' screens (coins, marble blocks, objects), the contents of
the bag, the order of the face-down tile pile, and the random position that
decides every future draw.

What is sampled, and from what:
- Marble: every block that is not on the wheel, not set aside for a payment
  and not behind the player's own screen is "unseen": it is in the bag or
  behind another screen, and nothing in the view tells which.  Each other
  player gets 2 to 6 blocks (fewer if fewer are unseen) drawn at random from
  the unseen ones; the rest is the bag.  Simplification, written down: a
  player with a perfect memory could count the others' blocks and coins from
  the public purchases and payments; the view holds no history, so the
  sample uses only the present position.
- Objects: per type, those neither for sale, nor in the supply, nor the
  player's own lie behind the other screens; each is given to one of the
  other players at random.
- Coins: each other player gets 5 to 30 at random.
- The pile is shuffled; the generator gets a fresh position.

The player to move must still have a move: when another player is in the
middle of a step, his sample is bent just enough to allow the step he is in
(coins for the segment or block he buys, accepted blocks for the tile he
builds, coins or objects for the move after his action).  The real position
allows that step, so the unseen blocks and objects always suffice.
Every draw depends only on the view and the player's own screen.
"""

from __future__ import annotations

from ...engine.rng import Rng
from . import data as D  # noqa: N812 - the data module reads best as D.X
from .rules import AFTER, CITY, OVER, PAY, SEGMENT, TAKE, CarraraState, cheapest_on

NC = D.NUM_COLOURS


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
