"""The rules engine of Elasund (Qt-free).

A turn is split into small steps; each step is one `Action`.  The state is a
frozen dataclass made of tuples (state.py); `apply` builds a mutable working
copy (`_W`, working.py), changes it and freezes it into a new state, so the
input is never touched and nothing is half-applied (every check happens before
the copy is changed, or the copy is simply dropped).

This module holds the `Rules` protocol (`ElasundRules`) and the table of which
handler plays which step; the rules themselves are in the modules beside it,
by concern (none of them imports this one):
  phases.py        the phase names
  layout.py        board geometry per player count: city, footprints, walls
  state.py         the state dataclasses and the codes in them
  working.py       the mutable working copy and the card moves it shares
  occupancy.py     what stands where in one state: free squares, hut spots
  args.py          checks of malformed action arguments
  legal.py         the legal actions of every step, and the checks apply shares
  production.py    applying the roll, the ship, income and the pirates
  construction.py  applying buildings, huts, walls and the church
  permits.py       applying the gold-or-permit step
  bonus.py         applying the bonus step, and the end of a turn
  scoring.py       score, outcome, the house rule that ends a stalled city
  views.py         what a player sees (hidden.py: determinize; gains.py: gains)
The names other code imports from here are imported again (`__all__`).

Binding decisions: wherever the printed rulebooks are silent or disagree, the
choice made here is listed in the last section of the rules reference, "House
interpretations" (rules_text.py, shown in the rules browser), and variants
are options (`_OPTIONS`); every number and its source: data.py.

Steps (phase -> action kinds, args use (col, dice row) for squares):
  roll: roll() | ship: move_ship(row) | discard: discard(card) (pirates, each
  affected player in turn order) | pirate_take: take_card(card) |
  build: build(kind), wall(side, position), church(), end_construction() |
  build_site: build_at(col, row) | build_pay / permit_pay / bonus_pay:
  pay_colour(colour) | church_keep: church_keep(piece) | huts: place_hut(col, row)
  (the hut owner decides) | permit: take_gold(), permit(value) |
  permit_square: permit_at(col, row) | bonus: bonus_move(value),
  bonus_upgrade(value), bonus_place(value), bonus_gold(), end_turn() |
  bonus_move: bonus_move_to(col, row) | bonus_upgrade: bonus_upgrade_to(value) |
  bonus_place: bonus_place_at(col, row).
Steps with a single possible outcome are not asked (e.g. a forced ship move, a
pirate discard of everything a player holds, the only colour that can pay).
There is no cancel action: the UI cancels a step by undo.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any, ClassVar

from elasund_desktop.engine.end_of_game import Criterion, HiddenGroup
from elasund_desktop.engine.gains import GainHooks
from elasund_desktop.engine.rng import Rng, seed_state
from elasund_desktop.engine.rules import (
    COMPUTERS_ONLY,
    Action,
    Event,
    GameConfig,
    IllegalAction,
    OptionSpec,
    Outcome,
    Transition,
)
from elasund_desktop.engine.table_facts import Fact
from elasund_desktop.i18n.noop import QT_TRANSLATE_NOOP

from . import bonus, construction, ending, legal, permits, production, scoring, views
from . import data as D  # noqa: N812
from . import gains as _gains
from .hidden import determinize as _determinize
from .layout import HEIGHT, LAYOUTS, OFFSETS, SIZE, SQUARES_OF, _make_layout
from .occupancy import _church_squares, _Ctx, _ctx
from .phases import (
    _SUBSTEP_PHASES,
    BONUS,
    BONUS_MOVE,
    BONUS_PAY,
    BONUS_PLACE,
    BONUS_UPGRADE,
    BUILD,
    BUILD_PAY,
    BUILD_SITE,
    CHURCH_KEEP,
    DISCARD,
    HUTS,
    OVER,
    PERMIT,
    PERMIT_PAY,
    PERMIT_SQUARE,
    PIRATE_TAKE,
    ROLL,
    SHIP,
)
from .scoring import stall_winners
from .state import _NOWHERE, CARD_INDEX, COLOUR_INDEX, TOWER_NUMBERS, Building, ElasundState
from .working import _W, _draw_index

# Imported from here by the AI, the tests and the bench since before the split.
__all__ = [
    "BONUS",
    "BONUS_MOVE",
    "BONUS_PAY",
    "BONUS_PLACE",
    "BONUS_UPGRADE",
    "BUILD",
    "BUILD_PAY",
    "BUILD_SITE",
    "CARD_INDEX",
    "CHURCH_KEEP",
    "COLOUR_INDEX",
    "DISCARD",
    "HEIGHT",
    "HUTS",
    "LAYOUTS",
    "OFFSETS",
    "OVER",
    "PERMIT",
    "PERMIT_PAY",
    "PERMIT_SQUARE",
    "PIRATE_TAKE",
    "ROLL",
    "SHIP",
    "SIZE",
    "SQUARES_OF",
    "TOWER_NUMBERS",
    "_HANDLERS",
    "_W",
    "Building",
    "ElasundRules",
    "ElasundState",
    "_Ctx",
    "_church_squares",
    "_ctx",
    "_make_layout",
    "stall_winners",
]

# --- the rules ----------------------------------------------------------------------------------
_OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "pirate_reward",
        QT_TRANSLATE_NOOP("Elasund", "Pirate reward cards"),
        "choose",
        (
            ("choose", QT_TRANSLATE_NOOP("Elasund", "The roller chooses (Italian rules)")),
            ("random", QT_TRANSLATE_NOOP("Elasund", "Drawn at random (Danish rules)")),
        ),
    ),
    OptionSpec(
        "full_row",
        QT_TRANSLATE_NOOP("Elasund", "Permit when the ship's row is full"),
        "nearest",
        (
            ("nearest", QT_TRANSLATE_NOOP("Elasund", "Nearest row with a free square")),
            ("neighbours", QT_TRANSLATE_NOOP("Elasund", "Only the rows next to it (Danish rules)")),
        ),
    ),
    OptionSpec(
        "east_walls_after_cheap",
        QT_TRANSLATE_NOOP("Elasund", "East walls only after all 2-gold walls"),
        False,
        (
            (False, QT_TRANSLATE_NOOP("Elasund", "No (the rulebooks)")),
            (True, QT_TRANSLATE_NOOP("Elasund", "Yes (official summary)")),
        ),
    ),
    OptionSpec(
        "stall_end",
        QT_TRANSLATE_NOOP("Elasund", "House rule: end a game whose city can grow no more"),
        True,
        (
            (True, QT_TRANSLATE_NOOP("Elasund", "Yes: the most cubes wins (house rule)")),
            (
                False,
                QT_TRANSLATE_NOOP(
                    "Elasund",
                    "No (the rulebooks): the game may never end; computers alone stop after 100 rounds",  # noqa: E501
                ),
            ),
        ),
    ),
)


class ElasundRules(GainHooks):
    """Elasund for 2-4 players (see module docstring)."""

    # gains and losses: what the events say (engine/gains.py)
    gains_module: ClassVar[ModuleType] = _gains

    game_id = "elasund"
    rules_version = 2  # 2: the house rule that ends a city that can grow no more
    min_players = D.MIN_PLAYERS
    max_players = D.MAX_PLAYERS
    options: Sequence[OptionSpec] = _OPTIONS

    def __init__(self) -> None:
        # one-entry cache: the list of the last state asked (apply often asks again)
        self._legal_cache: tuple[object, tuple[Action, ...]] = (None, ())

    # ---------------------------------------------------------------- setup
    def setup(self, config: GameConfig, seed: int) -> ElasundState:
        n = config.num_players
        if not D.MIN_PLAYERS <= n <= D.MAX_PLAYERS:
            raise ValueError(f"Elasund needs 2-4 players, not {n}")
        pirate = str(config.option("pirate_reward", "choose"))
        full_row = str(config.option("full_row", "nearest"))
        east = bool(config.option("east_walls_after_cheap", False))
        stall_end = config.option("stall_end", True)
        if not isinstance(stall_end, bool):
            raise ValueError("unknown option value")
        # nobody at the table to stop a game that cannot end (see data.COMPUTER_ROUND_LIMIT)
        computers_only = config.option(COMPUTERS_ONLY, False) is True
        turn_limit = D.COMPUTER_ROUND_LIMIT * n if computers_only and not stall_end else 0
        if pirate not in ("choose", "random") or full_row not in ("nearest", "neighbours"):
            raise ValueError("unknown option value")
        r = Rng(seed_state(seed))
        buildings = []
        for p in range(n):
            for kind, col, row in D.START_HUTS[D.SEAT_COLOURS[p]]:
                buildings.append(Building(kind, p, D.sq(col, row)))
        buildings.sort(key=lambda b: (b.square, b.kind))
        deck = [D.INFLUENCE_PER_COLOUR] * 3
        influence = []
        for _p in range(n):
            hand = [0, 0, 0]
            for _k in range(D.START_INFLUENCE):
                hand[_draw_index(r, deck)] += 1
            influence.append((hand[0], hand[1], hand[2]))
        church_stack = tuple(r.shuffled(list(range(D.CHURCH_TILES))))
        first = r.below(n)
        return ElasundState(
            num_players=n,
            pirate_reward=pirate,
            full_row=full_row,
            east_after_cheap=east,
            rng=r.state,
            phase=ROLL,
            current=first,
            actor=first,
            turn=0,
            ship=-1,
            builds=0,
            gold=(D.START_GOLD,) * n,
            influence=tuple(influence),
            gold_supply=D.GOLD_CARDS - D.START_GOLD * n,
            deck=(deck[0], deck[1], deck[2]),
            discard=(0, 0, 0),
            pool=(0, 0, 0, 0),
            owed=(0,) * n,
            cubes=(D.VP_CUBES,) * n,
            trade=(0,) * n,
            track=((),) * len(D.TRADE_TRACK_SPACES),
            permits=((_NOWHERE,) * len(D.PERMIT_VALUES),) * n,
            buildings=tuple(buildings),
            piles=tuple(D.BUILDINGS[k].count for k in D.NEUTRAL_KINDS),
            huts_removed=((),) * n,
            huts_queue=(),
            walls=(-1,) * len(LAYOUTS[n].walls),
            wall_next=(1,) * n,
            church_stack=church_stack,
            church_origin=(-1, -1),
            church=(),
            church_known=(-1, -1),
            pending=(),
            winner=-1,
            stall_end=stall_end,
            turn_limit=turn_limit,
        )

    def start_events(self, state: ElasundState) -> tuple[Event, ...]:
        """The events of the set-up (who starts), for the game log."""
        return (Event.make("start_player", player=state.current),)

    # ---------------------------------------------------------------- queries
    def in_substep(self, state: ElasundState) -> bool:
        """Inside a decision of several steps (see engine.rules.in_substep).

        A building, permit or bonus chosen but not yet placed or paid for:
        Escape takes the player back to the step where it was chosen.
        """
        return state.phase in _SUBSTEP_PHASES

    def to_move(self, state: ElasundState) -> int | None:
        return None if state.phase == OVER else state.actor

    def turn_number(self, state: ElasundState) -> int:
        return state.turn

    def scores(self, state: ElasundState) -> tuple[int, ...]:
        return scoring.scores(state)

    def score_breakdown(self, state: ElasundState) -> tuple[tuple[str, tuple[int, ...]], ...]:
        """Victory-point cubes of every seat by where they stand (end-of-game window)."""
        return scoring.score_breakdown(state)

    def hidden_at_the_end(self, state: ElasundState) -> tuple[HiddenGroup, ...]:
        """The influence cards every player held at the end, by colour."""
        return ending.hidden_at_the_end(state)

    def tie_break_criteria(self, state: ElasundState) -> tuple[Criterion, ...]:
        """The rulebook's tie-break for how the game ended (the story and the places)."""
        return ending.tie_break_criteria(state)

    def end_explanation(self, state: ElasundState) -> tuple[Event, ...]:
        """How the game ended, and how the house rule's tie was settled."""
        return ending.end_explanation(state)

    def outcome(self, state: ElasundState) -> Outcome | None:
        return scoring.outcome(state)

    def table_facts(self, state: ElasundState) -> list[Fact]:
        return _gains.table_facts(state, self.score_breakdown(state))

    def metrics(self, state: ElasundState) -> dict[str, tuple[float, ...]]:
        return {
            "Victory points": tuple(float(x) for x in self.scores(state)),
            "Gold": tuple(float(g) for g in state.gold),
            "Influence cards": tuple(float(sum(h)) for h in state.influence),
            "Trade points": tuple(float(t) for t in state.trade),
        }

    # ---------------------------------------------------------------- legal actions
    def legal_actions(self, state: ElasundState) -> list[Action]:
        cached = self._legal_cache
        if cached[0] is state:
            return list(cached[1])
        out = legal.legal_actions(state)
        self._legal_cache = (state, tuple(out))
        return out

    # ---------------------------------------------------------------- apply
    def apply(self, state: ElasundState, action: Action) -> Transition[ElasundState]:
        if state.phase == OVER:
            raise IllegalAction("game_over")
        if action.player != state.actor:
            raise IllegalAction("not_your_turn", player=state.actor)
        handler = _HANDLERS.get((state.phase, action.kind))
        if handler is None:
            raise IllegalAction("wrong_step", action=action.kind)
        w = _W(state)
        if state.phase == BUILD and not w.could_build:
            # the house rule asks whether a construction was on offer in this turn
            w.could_build = any(a.kind != "end_construction" for a in self.legal_actions(state))
        barrier = handler(state, w, action.args)
        # (a winner is only ever named together with the end of the game)
        if w.phase != OVER and w.cubes[w.current] == 0:
            w.winner = w.current
            w.phase = OVER
            w.actor = -1
            w.pending = ()
            w.ev("winner", player=w.current)
        return Transition(w.freeze(), tuple(w.events), bool(barrier))

    def _next_discard(self, w: _W) -> None:
        """The pirates' next discard (production.py); the tests call it on a working copy."""
        production._next_discard(w)

    # ---------------------------------------------------------------- hidden information
    def determinize(self, state: ElasundState, player: int, rng: Rng) -> ElasundState:
        """A state `player` cannot tell from `state`, hidden parts sampled (see hidden.py)."""
        return _determinize(state, player, rng)

    # ---------------------------------------------------------------- view
    def view(self, state: ElasundState, player: int | None) -> dict[str, Any]:
        return views.view(state, player, self.to_move(state))


# A step's handler: (the state, its working copy, the action's args) -> barrier.
_Handler = Callable[[ElasundState, _W, tuple[Any, ...]], bool]
_HANDLERS: dict[tuple[str, str], _Handler] = {
    (ROLL, "roll"): production._h_roll,
    (SHIP, "move_ship"): production._h_move_ship,
    (DISCARD, "discard"): production._h_discard,
    (PIRATE_TAKE, "take_card"): production._h_take_card,
    (BUILD, "build"): construction._h_build,
    (BUILD, "wall"): construction._h_wall,
    (BUILD, "church"): construction._h_church,
    (BUILD, "end_construction"): construction._h_end_construction,
    (BUILD_SITE, "build_at"): construction._h_build_at,
    (BUILD_PAY, "pay_colour"): construction._h_build_pay,
    (CHURCH_KEEP, "church_keep"): construction._h_church_keep,
    (HUTS, "place_hut"): construction._h_place_hut,
    (PERMIT, "take_gold"): permits._h_take_gold,
    (PERMIT, "permit"): permits._h_permit,
    (PERMIT_SQUARE, "permit_at"): permits._h_permit_at,
    (PERMIT_PAY, "pay_colour"): permits._h_permit_pay,
    (BONUS, "bonus_move"): bonus._h_bonus_move,
    (BONUS, "bonus_upgrade"): bonus._h_bonus_upgrade,
    (BONUS, "bonus_place"): bonus._h_bonus_place,
    (BONUS, "bonus_gold"): bonus._h_bonus_gold,
    (BONUS, "end_turn"): bonus._h_end_turn,
    (BONUS_MOVE, "bonus_move_to"): bonus._h_bonus_move_to,
    (BONUS_UPGRADE, "bonus_upgrade_to"): bonus._h_bonus_upgrade_to,
    (BONUS_PLACE, "bonus_place_at"): bonus._h_bonus_place_at,
    (BONUS_PAY, "pay_colour"): bonus._h_bonus_pay,
}
