"""A greedy computer player for Elfenland: takes counters that suit its cards, places
them where they let it reach more new towns, and travels town by town to the
cheapest town it has not visited yet.

It decides from the public view plus its own hand and secret counters (the
hidden-information contract of the rules text); the position it searches is
rebuilt from that view with nobody else's secrets in it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine.rng import Rng
from ...engine.rules import Action
from . import data as D  # noqa: N812
from .paths import CARAVAN, Journey, cheapest_journeys
from .rules import CARDS, MOVE, PLAN, ElfenlandState

# How far ahead a placement is judged: the greedy journey is simulated for at most
# this many towns (enough to tell a useful road from a useless one, and fast).
LOOKAHEAD_TOWNS = 4


def state_from_view(view: dict[str, Any]) -> ElfenlandState:
    """A position with the viewer's knowledge only: others' hands and secrets are empty."""
    me = int(view["me"])
    n = int(view["num_players"])
    players = view["players"]
    hands = tuple(
        tuple(int(p.get("cards", {}).get(c, 0)) for c in D.CARD_TYPES) if q == me else (0,) * 7
        for q, p in enumerate(players)
    )
    board = tuple(D.TRANSPORTS.index(k) if k else -1 for k in view["board"])
    obstacles = set(view.get("obstacles") or [])
    collected = tuple(sum(1 << D.TOWN_INDEX[t] for t in p.get("collected", [])) for p in players)
    return ElfenlandState(
        num_players=n,
        rounds=int(view["rounds"]),
        caravan_strict=bool(view["caravan_only_if_unable"]),
        home_town=bool(view["home_town"]),
        rng=0,
        round=int(view["round"]),
        phase=str(view["phase"]),
        current=me,
        first_player=int(view["first_player"]),
        step=0,
        supply=(0,) * 7,
        hands=hands,
        pile=(0,) * 6,
        row=tuple(D.TRANSPORTS.index(k) for k in view["row"]),
        secret=tuple(tuple(D.TRANSPORTS.index(k) for k in p.get("secret", [])) for p in players),
        shown=tuple(tuple(D.TRANSPORTS.index(k) for k in p["shown"]) for p in players),
        obstacle=tuple(bool(p["obstacle"]) for p in players),
        obstacles_out=0,
        board=board,
        blocked=tuple(r in obstacles for r in range(D.NUM_ROUTES)),
        boots=tuple(D.TOWN_INDEX[p["boot"]] for p in players),
        collected=collected,
        town_cards=(-1,) * n,
        pending=(),
        turn=0,
        winners=(),
        end_reason="",
    )


def greedy_towns(
    state: ElfenlandState,
    player: int,
    limit: int = LOOKAHEAD_TOWNS,
    first: dict[int, Journey] | None = None,
) -> int:
    """New towns a player collects by always going to the cheapest unvisited one
    (`first`: the player's cheapest journeys in `state`, when known already)."""
    count = 0
    for _ in range(limit):
        # one search of the journeys per town: it is most of a plan decision's time
        journeys = cheapest_journeys(state, player) if first is None else first
        first = None
        target = _next_target(state, player, journeys)
        if target is None:
            break
        journey = journeys[target]
        hand = list(state.hands[player])
        mask = state.collected[player]
        for step in journey.steps:
            if step.card == CARAVAN:
                for _ in range(step.cards):
                    k = max(range(7), key=lambda i: (hand[i], -i))
                    hand[k] -= 1
            else:
                hand[step.card] -= step.cards
            if not mask >> step.town & 1 and step.town != D.CAPITAL:
                mask |= 1 << step.town
                count += 1
        hands = (*state.hands[:player], tuple(hand), *state.hands[player + 1 :])
        boots = (*state.boots[:player], target, *state.boots[player + 1 :])
        collected = (*state.collected[:player], mask, *state.collected[player + 1 :])
        state = state._replace(hands=hands, boots=boots, collected=collected)
    return count


def _next_target(
    state: ElfenlandState, player: int, journeys: dict[int, Journey] | None = None
) -> int | None:
    """The cheapest town not yet collected (`journeys`: the player's cheapest
    journeys in `state`, when the caller has them already)."""
    mask = state.collected[player]
    best: tuple[int, int, int] | None = None
    if journeys is None:
        journeys = cheapest_journeys(state, player)
    for town, journey in journeys.items():
        if town == D.CAPITAL or mask >> town & 1 or not journey.steps:
            continue
        key = (journey.cards, len(journey.steps), town)
        if best is None or key < best:
            best = key
    return None if best is None else best[2]


class ElfenlandGreedyBot:
    """Plans counters and routes to collect many towns; deterministic but for ties."""

    bot_id = "elfenland_greedy"

    def choose(self, view: dict[str, Any], legal: Sequence[Action], rng: Rng) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        kinds = {a.kind for a in legal}
        me = int(view["me"])
        cards = view["players"][me].get("cards", {})
        if "take_counter" in kinds:
            return self._take(view, legal, cards, rng)
        if view["phase"] == PLAN:
            return self._plan(view, legal, me)
        if view["phase"] == MOVE:
            return self._move(view, legal, me)
        if kinds <= {"pay_card", "discard"}:
            # give up the kind held most often (keeps a varied hand)
            return max(legal, key=lambda a: (int(cards.get(a.args[0], 0)), a.args[0]))
        if "keep_counter" in kinds:
            keeps = [a for a in legal if a.kind == "keep_counter"]
            return max(keeps, key=lambda a: (int(cards.get(a.args[0], 0)), bool(a.args[1])))
        return legal[rng.below(len(legal))]

    def _take(
        self, view: dict[str, Any], legal: Sequence[Action], cards: dict[str, int], rng: Rng
    ) -> Action:
        held = view["players"][int(view["me"])]
        owned = [*held.get("shown", []), *held.get("secret", [])]
        best: Action | None = None
        best_score = 0.0
        for a in legal:
            if a.kind != "take_counter":
                continue
            kind = view["row"][a.args[0]]
            # cards of that kind make a counter useful; a second copy is worth less
            score = int(cards.get(kind, 0)) - 0.8 * owned.count(kind) + rng.below(10) / 100
            if score > best_score:
                best, best_score = a, score
        if best is not None:
            return best
        return next((a for a in legal if a.kind == "take_blind"), legal[0])

    def _plan(self, view: dict[str, Any], legal: Sequence[Action], me: int) -> Action:
        state = state_from_view(view)
        journeys = cheapest_journeys(state, me)
        base = greedy_towns(state, me, first=journeys)
        reach = set(journeys)
        best: Action | None = None
        best_gain = 0
        for a in legal:
            if a.kind != "place_counter":
                continue
            route = D.ROUTES[a.args[1]]
            if route.a not in reach and route.b not in reach:
                continue  # out of reach this round: no help to us
            board = list(state.board)
            board[a.args[1]] = D.TRANSPORTS.index(a.args[0])
            gain = greedy_towns(state._replace(board=tuple(board)), me) - base
            if gain > best_gain:
                best, best_gain = a, gain
        if best is not None:
            return best
        return next(a for a in legal if a.kind == "pass")

    def _move(self, view: dict[str, Any], legal: Sequence[Action], me: int) -> Action:
        state = state_from_view(view)
        journeys = cheapest_journeys(state, me)
        target = _next_target(state, me, journeys)
        end = next(a for a in legal if a.kind == "end_move")
        if target is None:
            return end
        step = journeys[target].steps[0]
        mode = "caravan" if step.card == CARAVAN else CARDS
        for a in legal:
            if a.kind == "travel" and a.args == (step.route, mode):
                return a
        return end
