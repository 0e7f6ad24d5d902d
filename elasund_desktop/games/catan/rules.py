"""The rules of Catan (base game) over immutable states.

Binding decisions: where the rulebooks are silent or disagree, the choice is
listed in the rules reference's last section (rules_text.py, shown in the
rules browser) and in the rulings below.  Every choice is a small step;
`legal_actions` is the single truth and `apply` accepts exactly the listed
actions (an unlisted one is explained by `_explain` with a reason key).

Action kinds and arguments (resources by name, places by integer id from
`data`):

* set-up: ``place_settlement (node,)``, ``place_road (edge,)``;
* turn: ``roll ()``, ``end_turn ()``;
* building: ``build_road (edge,)``, ``build_settlement (node,)``,
  ``build_city (node,)``, ``buy_development ()``;
* development cards: ``play_knight ()``, ``play_road_building ()`` then
  ``place_road (edge,)`` up to twice, ``play_year_of_plenty ()`` then
  ``take_resource (resource,)`` twice, ``play_monopoly (resource,)``;
* robber: ``discard (resource,)`` one card per step, ``move_robber (hex,)``,
  ``steal (victim,)``;
* maritime trade: ``bank_trade (give, rate)`` then ``bank_take (resource,)``;
* domestic trade: ``offer_start ()``, ``offer_give (resource,)``,
  ``offer_get (resource,)``, ``offer_send (target,)`` / ``offer_send_all ()``,
  then each addressed player ``offer_accept ()`` / ``offer_decline ()``,
  then ``offer_confirm (partner,)`` / ``offer_cancel ()``.

Rulings of this module (the rules text says so too):

* Maritime trade takes two steps (what and at which rate, then what to take);
  it is offered only while the bank holds some other resource.
* A domestic offer may ask in all for at most as many cards as the largest
  other hand holds, and per resource for at most the cards the other players
  hold together (19 minus the bank minus one's own: public counts); it is
  sent only to players holding at least as many cards as it asks for.  An
  offer nobody accepts closes by itself.  Offers may only be made after the
  roll, and at most `data.MAX_OFFERS_PER_TURN` (INVENTED) are sent per turn.
* While an offer is composed, nothing else happens; giving up before sending
  is an undo (no cancel action), after the answers it is ``offer_cancel``.
* Road Building with no place for a road is still playable and places none;
  Year of Plenty is playable only while the bank holds a card and ends early
  when the bank runs dry.
* A player who reached 10 points during another player's turn wins at the
  start of his own turn.
* With a single possible victim the steal happens at once (no choice step);
  discards are chosen one card per step.

The rules are split by concern into the modules beside this one; `CatanRules`
delegates to their functions, and the names other code imports from here are
re-exported (`__all__`).  None of them imports this module back.

* `state`: the phases, `Offer`, `CatanState` and its field indices;
* `actions`: every action object, made once; `legal`: who moves and what is legal;
* `opening`: the island dealt and the set-up settlements;
* `geometry`: the board lookups and where a piece may go;
* `building`, `development`, `robber`, `trade`: the handlers of `apply`;
* `scoring`: Longest Road, the win and the reports of points;
* `refusals`: why an action is refused; `views`: what a player sees;
* `memory`: what everybody can count of the hands from the public history;
* `hidden`: `determinize`; `gains`: gains and losses read from the events.

The roll (production and the 7) and the end of a turn stay here: they are
the turn's own flow.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any, ClassVar

from ...engine.action_cache import LegalCache
from ...engine.end_of_game import HiddenGroup
from ...engine.gains import GainHooks
from ...engine.rng import Rng
from ...engine.rules import (
    Action,
    Event,
    GameConfig,
    IllegalAction,
    OptionSpec,
    Outcome,
    Transition,
)
from ...engine.table_facts import Card, Fact
from ...i18n.noop import QT_TRANSLATE_NOOP
from . import building, development, ending, legal, opening, refusals, robber, scoring, trade, views
from . import data as D  # noqa: N812 - the data module reads best as D.X
from . import gains as _gains
from . import hidden as _hidden
from .actions import (
    _SEATS,
    A_ACCEPT,
    A_BANK_TAKE,
    A_BANK_TRADE,
    A_BUILD_CITY,
    A_BUILD_ROAD,
    A_BUILD_SETTLEMENT,
    A_BUY,
    A_CANCEL,
    A_CONFIRM,
    A_DECLINE,
    A_DISCARD,
    A_END_TURN,
    A_GET,
    A_GIVE,
    A_KNIGHT,
    A_MONOPOLY,
    A_OFFER_START,
    A_PLACE_ROAD,
    A_PLACE_SETTLEMENT,
    A_PLENTY,
    A_ROAD_BUILDING,
    A_ROBBER,
    A_ROLL,
    A_SEND,
    A_SEND_ALL,
    A_STEAL,
    A_TAKE,
)
from .geometry import (
    EDGE_NODES,
    GENERIC_BIT,
    HEX_NODES,
    NODE_EDGES,
    NODE_HEXES,
    NODE_LINKS,
    NODE_NEIGHBOURS,
    road_spots,
    settlement_spots,
    setup_spots,
)
from .refusals import (
    PIECE_NAMES,
)
from .robber import (
    steal_victims,
)
from .scoring import (
    longest_road_holder,
    longest_road_of,
    recount_points,
    total_points,
)

# --- re-exported: the names other code and tests import from `rules` -------------------
from .state import (
    _SUBSTEP_PHASES,
    ACCEPTED,
    ANSWER,
    BANK_TRADE,
    CONFIRM,
    DECLINED,
    DISCARD,
    EMPTY5,
    I_ANCHOR,
    I_BANK,
    I_BANK_GIVE,
    I_CITIES_LEFT,
    I_CURRENT,
    I_DEV_DECK,
    I_DEV_HANDS,
    I_DEV_NEW,
    I_DEV_PLAYED,
    I_DICE,
    I_DISCARDS,
    I_EDGE_OWNER,
    I_FIRST_PLAYER,
    I_FREE_ROADS,
    I_HANDS,
    I_HARBOURS,
    I_KNIGHTS,
    I_KNOWN,
    I_LARGEST_ARMY,
    I_LAYOUT,
    I_LONGEST_ROAD,
    I_NODE_LEVEL,
    I_NODE_OWNER,
    I_NUM_PLAYERS,
    I_NUMBERS,
    I_OFFER,
    I_OFFERS_MADE,
    I_PHASE,
    I_PLAYED,
    I_PLENTY_LEFT,
    I_POINTS,
    I_PORTS,
    I_RNG,
    I_ROAD_LENGTH,
    I_ROADS_LEFT,
    I_ROBBER,
    I_ROLLED,
    I_SETTLEMENTS_LEFT,
    I_SETUP_STEP,
    I_TERRAIN,
    I_TURN,
    I_WINNER,
    I_YIELDS,
    MAIN,
    NOT_ASKED,
    NUM_RES,
    OFFER,
    OVER,
    R5,
    RES,
    ROAD_BUILDING,
    ROBBER,
    ROLL,
    SETUP_ROAD,
    SETUP_SETTLEMENT,
    STEAL,
    WAITING,
    YEAR_OF_PLENTY,
    CatanState,
    Offer,
    _make,
    _tset,
    setup_seat,
)
from .trade import (
    _RATES,
    _rates_for_mask,
    rates_of,
)

__all__ = [
    "ACCEPTED",
    "ANSWER",
    "A_ACCEPT",
    "A_BANK_TAKE",
    "A_BANK_TRADE",
    "A_BUILD_CITY",
    "A_BUILD_ROAD",
    "A_BUILD_SETTLEMENT",
    "A_BUY",
    "A_CANCEL",
    "A_CONFIRM",
    "A_DECLINE",
    "A_DISCARD",
    "A_END_TURN",
    "A_GET",
    "A_GIVE",
    "A_KNIGHT",
    "A_MONOPOLY",
    "A_OFFER_START",
    "A_PLACE_ROAD",
    "A_PLACE_SETTLEMENT",
    "A_PLENTY",
    "A_ROAD_BUILDING",
    "A_ROBBER",
    "A_ROLL",
    "A_SEND",
    "A_SEND_ALL",
    "A_STEAL",
    "A_TAKE",
    "BANK_TRADE",
    "CONFIRM",
    "DECLINED",
    "DISCARD",
    "EDGE_NODES",
    "EMPTY5",
    "GENERIC_BIT",
    "HEX_NODES",
    "I_ANCHOR",
    "I_BANK",
    "I_BANK_GIVE",
    "I_CITIES_LEFT",
    "I_CURRENT",
    "I_DEV_DECK",
    "I_DEV_HANDS",
    "I_DEV_NEW",
    "I_DEV_PLAYED",
    "I_DICE",
    "I_DISCARDS",
    "I_EDGE_OWNER",
    "I_FIRST_PLAYER",
    "I_FREE_ROADS",
    "I_HANDS",
    "I_HARBOURS",
    "I_KNIGHTS",
    "I_LARGEST_ARMY",
    "I_LAYOUT",
    "I_LONGEST_ROAD",
    "I_NODE_LEVEL",
    "I_NODE_OWNER",
    "I_NUMBERS",
    "I_NUM_PLAYERS",
    "I_OFFER",
    "I_OFFERS_MADE",
    "I_PHASE",
    "I_PLAYED",
    "I_PLENTY_LEFT",
    "I_POINTS",
    "I_PORTS",
    "I_RNG",
    "I_ROADS_LEFT",
    "I_ROAD_LENGTH",
    "I_ROBBER",
    "I_ROLLED",
    "I_SETTLEMENTS_LEFT",
    "I_SETUP_STEP",
    "I_TERRAIN",
    "I_TURN",
    "I_WINNER",
    "I_YIELDS",
    "MAIN",
    "NODE_EDGES",
    "NODE_HEXES",
    "NODE_LINKS",
    "NODE_NEIGHBOURS",
    "NOT_ASKED",
    "NUM_RES",
    "OFFER",
    "OVER",
    "PIECE_NAMES",
    "R5",
    "RES",
    "ROAD_BUILDING",
    "ROBBER",
    "ROLL",
    "SETUP_ROAD",
    "SETUP_SETTLEMENT",
    "STEAL",
    "WAITING",
    "YEAR_OF_PLENTY",
    "_RATES",
    "CatanRules",
    "CatanState",
    "Offer",
    "_rates_for_mask",
    "longest_road_holder",
    "longest_road_of",
    "rates_of",
    "recount_points",
    "road_spots",
    "settlement_spots",
    "setup_seat",
    "setup_spots",
    "steal_victims",
    "total_points",
]


_REDEALS = 100  # determinize: tries before a deal that blocks an open offer is kept
_NO_WIN_PHASES = frozenset(("over", "setup_settlement", "setup_road"))
# the only actions that can raise the points of the player on turn (or change who is on turn)
_SCORING = frozenset(
    (
        "build_road", "build_settlement", "build_city", "place_road", "buy_development",
        "play_knight", "play_road_building", "end_turn",
    )
)  # fmt: skip


# --- the turn: the roll and its production, the end of the turn --------------------

# shared event objects (events are immutable; the hot ones are made once)

_DICE = tuple((k // 6 + 1, k % 6 + 1) for k in range(36))
_ROLL_EVENTS = tuple(
    tuple(
        Event("roll", (("die1", d1), ("die2", d2), ("player", p), ("total", d1 + d2)))
        for d1, d2 in _DICE
    )
    for p in _SEATS
)
_END_TURN_EVENTS = tuple(Event("end_turn", (("player", p),)) for p in _SEATS)
_PRODUCE_EVENTS: dict[tuple[int, int, int], Event] = {}


def _produce_event(count: int, player: int, r: int) -> Event:
    key = (count, player, r)
    e = _PRODUCE_EVENTS.get(key)
    if e is None:
        params = (("count", count), ("player", player), ("resource", RES[r]))
        e = _PRODUCE_EVENTS[key] = Event("produce", params)
    return e


def _roll(s: CatanState, a: Action, ev: list[Event]) -> CatanState:
    p = a.player
    rng = Rng(s.rng)
    both = rng.below(36)  # one draw for the two dice: 36 equally likely pairs
    total = both // 6 + both % 6 + 2
    v: list[Any] = list(s)
    v[I_RNG] = rng.state
    v[I_DICE] = _DICE[both]
    v[I_ROLLED] = True
    ev.append(_ROLL_EVENTS[p][both])
    if total == 7:
        n = s.num_players
        discards = tuple(sum(h) // 2 if sum(h) > D.DISCARD_ABOVE else 0 for h in s.hands)
        for i in range(n):
            q = (p + i) % n
            if discards[q]:
                ev.append(Event.make("must_discard", player=q, count=discards[q]))
        v[I_DISCARDS] = discards
        v[I_PHASE] = DISCARD if any(discards) else ROBBER
        return _make(v)
    v[I_PHASE] = MAIN
    owed: dict[int, int] = {}  # resource * 8 + seat -> cards owed
    node_owner, node_level = s.node_owner, s.node_level
    robber = s.robber
    for h, res in s.yields[total]:
        if h == robber:
            continue
        base = res * 8
        for node in HEX_NODES[h]:
            o = node_owner[node]
            if o >= 0:
                k = base + o
                owed[k] = owed.get(k, 0) + node_level[node]
    if not owed:
        return _make(v)
    bank = list(s.bank)
    hands = [list(h) for h in s.hands]
    known = list(s.known)  # everybody sees what the roll yields (memory.py)
    keys = sorted(owed)
    i = 0
    while i < len(keys):
        r = keys[i] >> 3
        j = i
        while j < len(keys) and keys[j] >> 3 == r:
            j += 1
        group = keys[i:j]
        i = j
        need = sum(owed[k] for k in group)
        name = RES[r]
        if need <= bank[r]:
            bank[r] -= need
            for k in group:
                q = k & 7
                hands[q][r] += owed[k]
                known[q] = _tset(known[q], r, known[q][r] + owed[k])
                ev.append(_produce_event(owed[k], q, r))
        elif len(group) == 1:
            q = group[0] & 7
            got = bank[r]
            hands[q][r] += got
            known[q] = _tset(known[q], r, known[q][r] + got)
            bank[r] = 0
            ev.append(Event.make("shortage_single", player=q, resource=name, count=got, owed=need))
        else:
            ev.append(Event.make("shortage", resource=name))
    v[I_BANK] = tuple(bank)
    v[I_HANDS] = tuple(tuple(h) for h in hands)
    v[I_KNOWN] = tuple(known)
    return _make(v)


def _end_turn(s: CatanState, a: Action, ev: list[Event]) -> CatanState:
    v: list[Any] = list(s)
    nxt = (s.current + 1) % s.num_players
    v[I_CURRENT] = nxt
    v[I_PHASE] = ROLL
    v[I_ROLLED] = False
    v[I_DEV_NEW] = EMPTY5
    v[I_DEV_PLAYED] = False
    v[I_OFFERS_MADE] = 0
    v[I_TURN] = s.turn + 1
    v[I_DICE] = ()
    ev.append(_END_TURN_EVENTS[a.player])
    ev.append(Event("turn_start", (("player", nxt), ("turn", s.turn + 2))))
    return _make(v)


# --- the rules -------------------------------------------------------------------


# Moves that cannot be taken back alone: Monopoly and answers to offers reveal
# hands; a confirmed trade is an agreement with another player.
_REVEALING = frozenset({"play_monopoly", "offer_accept", "offer_decline", "offer_confirm"})


class CatanRules(GainHooks):
    """Catan base game for 2 (variant), 3 or 4 players."""

    # gains and losses: what the events say (engine/gains.py)
    gains_module: ClassVar[ModuleType] = _gains

    game_id: str = "catan"
    rules_version: int = 1
    min_players: int = D.MIN_PLAYERS
    max_players: int = D.MAX_PLAYERS
    options: Sequence[OptionSpec] = (
        OptionSpec(
            key="layout",
            label=QT_TRANSLATE_NOOP("Catan", "Island"),
            default="random",
            choices=(
                ("random", QT_TRANSLATE_NOOP("Catan", "Random island")),
                ("beginner", QT_TRANSLATE_NOOP("Catan", "Fixed beginner island")),
            ),
        ),
    )

    def __init__(self) -> None:
        self._cache = LegalCache(legal.legal)
        self._handlers: dict[str, Callable[[CatanState, Action, list[Event]], CatanState]] = {
            "place_settlement": opening.place_settlement,
            "place_road": building.place_road,
            "roll": _roll,
            "end_turn": _end_turn,
            "build_road": building.build_road,
            "build_settlement": building.build_settlement,
            "build_city": building.build_city,
            "buy_development": development.buy_development,
            "play_knight": development.play_knight,
            "play_road_building": development.play_road_building,
            "play_year_of_plenty": development.play_year_of_plenty,
            "play_monopoly": development.play_monopoly,
            "take_resource": development.take_resource,
            "discard": robber.discard,
            "move_robber": robber.move_robber,
            "steal": robber.steal,
            "bank_trade": trade.bank_trade,
            "bank_take": trade.bank_take,
            "offer_start": trade.offer_start,
            "offer_give": trade.offer_give,
            "offer_get": trade.offer_get,
            "offer_send": trade.offer_send,
            "offer_send_all": trade.offer_send_all,
            "offer_accept": trade.offer_answer,
            "offer_decline": trade.offer_answer,
            "offer_confirm": trade.offer_confirm,
            "offer_cancel": trade.offer_cancel,
        }

    # -- set-up -----------------------------------------------------------------
    def setup(self, config: GameConfig, seed: int) -> CatanState:
        return opening.new_state(config, seed)

    # -- queries ------------------------------------------------------------------
    def in_substep(self, state: CatanState) -> bool:
        """Inside a decision of several steps (see engine.rules.in_substep).

        An offer being composed card by card and a bank trade waiting for the
        resource to receive: Escape takes them back to the main step.
        """
        return state.phase in _SUBSTEP_PHASES

    def to_move(self, state: CatanState) -> int | None:
        return legal.to_move(state)

    def legal_actions(self, state: CatanState) -> list[Action]:
        return list(self._cache.actions(state))

    # -- apply --------------------------------------------------------------------
    def apply(self, state: CatanState, action: Action) -> Transition[CatanState]:
        if not self._cache.lists(state, action):
            raise self._explain(state, action)
        events: list[Event] = []
        new = self._handlers[action.kind](state, action, events)
        if action.kind in _SCORING and new.phase not in _NO_WIN_PHASES:
            c = new.current
            if new.points[c] + new.dev_hands[c][D.VICTORY_POINT] >= D.POINTS_TO_WIN:
                new = scoring.win(new, c, events)
        # See _REVEALING; randomness is caught by the session itself.
        return Transition(new, tuple(events), barrier=action.kind in _REVEALING)

    # -- hidden information ------------------------------------------------------------
    def determinize(self, state: CatanState, player: int, rng: Rng) -> CatanState:
        """A state `player` cannot tell from `state`, hidden parts sampled (see hidden.py)."""
        # An offer being composed by someone else shows what he asks for; a
        # deal in which he could not go on (nothing left to give) is redrawn.
        for _ in range(_REDEALS):
            sample = _hidden.determinize(state, player, rng)
            if sample.phase != OFFER or legal.legal(sample):
                return sample
        return sample

    # -- reports ------------------------------------------------------------------------
    def view(self, state: CatanState, player: int | None) -> dict[str, Any]:
        return views.view(state, player)

    def outcome(self, state: CatanState) -> Outcome | None:
        return scoring.outcome(state)

    def scores(self, state: CatanState) -> tuple[int, ...]:
        """Public points; at the end the hidden Victory Point cards count too."""
        return scoring.scores(state)

    def score_breakdown(self, state: CatanState) -> tuple[tuple[str, tuple[int, ...]], ...]:
        """The points of every seat by source (end-of-game window)."""
        return scoring.score_breakdown(state)

    def hidden_at_the_end(self, state: CatanState) -> tuple[HiddenGroup, ...]:
        """Every hand at the end: resource cards, development cards not played."""
        return ending.hidden_at_the_end(state)

    def end_explanation(self, state: CatanState) -> tuple[Event, ...]:
        """How the game ended: 10 points on one's own turn, no tie-break."""
        return ending.end_explanation(state)

    def turn_number(self, state: CatanState) -> int:
        return state.turn

    def table_facts(self, state: CatanState) -> list[Fact]:
        return _gains.table_facts(state)

    def reference_card(self) -> Card:
        return _gains.reference_card()

    def metrics(self, state: CatanState) -> dict[str, tuple[float, ...]]:
        return scoring.metrics(state)

    def metric_holders(self, state: CatanState) -> dict[str, tuple[int, str]]:
        """For the players table: metric label -> (seat holding its card or -1, card name)."""
        return scoring.metric_holders(state)

    # -- explaining refusals -----------------------------------------------------------
    def _explain(self, s: CatanState, a: Action) -> IllegalAction:
        return refusals.explain(s, a, self.to_move(s), self._handlers)
