"""A small but complete game for testing the shell, saves and the command line.

"Fixture Race": 2-4 players race to a target score.

- A shuffled deck of cards valued 1-5 (four of each); every player starts
  with two hidden cards.
- On your turn, first either `roll` the die or `draw` the top card (drawing
  reveals hidden information without using randomness: an undo barrier).
  An empty deck is refilled by shuffling the discard pile.
- A roll of 4-6 scores 1 point.  A roll of 1 is a tax: every OTHER player
  holding cards, in seat order after you, decides mid-turn to `pay` (discard
  a card of their choice) or `refuse` (lose 1 point, never below 0).
- Then you may `play` one card from your hand (score its value, card to the
  discard pile) or `pass`.  The turn passes on.
- Reaching the target ends the game at once; after MAX_TURNS turns the
  highest score wins (ties share the win).

Never registered in the application's default registry.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from elasund_desktop.ai.bots import bot_rng
from elasund_desktop.engine.rng import Rng, seed_state
from elasund_desktop.engine.rules import (
    Action,
    Event,
    GameConfig,
    IllegalAction,
    OptionSpec,
    Outcome,
    Transition,
)
from elasund_desktop.engine.session import Seat, Session, SessionConfig
from elasund_desktop.games import GameSpec, Registry

GAME_ID = "fixture"
CARD_VALUES = (1, 2, 3, 4, 5)
COPIES = 4
START_HAND = 2
MAX_TURNS = 1000
TARGETS = (10, 15, 25, 400)
TAX_ROLL = 1
SCORING_ROLL = 4  # this or more scores a point


@dataclass(frozen=True, slots=True)
class FixtureState:
    num_players: int
    target: int
    rng: int
    deck: tuple[int, ...]  # top card last
    discard: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]  # sorted
    points: tuple[int, ...]
    current: int
    phase: str  # "start" | "tax" | "play" | "over"
    taxed: tuple[int, ...]  # seats still to decide on the tax, in order
    last_roll: int
    turn: int
    winners: tuple[int, ...]


def _replace_at(items: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return (*items[:index], value, *items[index + 1 :])


def _without(hand: tuple[int, ...], card: int) -> tuple[int, ...]:
    i = hand.index(card)
    return hand[:i] + hand[i + 1 :]


class FixtureRules:
    game_id: str = GAME_ID
    rules_version: int = 1
    min_players: int = 2
    max_players: int = 4
    options: Sequence[OptionSpec] = (
        OptionSpec(
            "target",
            "Points to win",
            15,
            tuple((t, str(t)) for t in TARGETS),
        ),
    )

    # -- setup -------------------------------------------------------------
    def setup(self, config: GameConfig, seed: int) -> FixtureState:
        n = config.num_players
        if not self.min_players <= n <= self.max_players:
            raise ValueError(f"the fixture game needs 2-4 players, not {n}")
        target = config.option("target", 15)
        if target not in TARGETS:
            raise ValueError(f"unknown target {target!r}")
        rng = Rng(seed_state(seed))
        deck = rng.shuffled([v for v in CARD_VALUES for _ in range(COPIES)])
        hands = []
        for _ in range(n):
            hand = deck[-START_HAND:]
            del deck[-START_HAND:]
            hands.append(tuple(sorted(hand)))
        return FixtureState(
            num_players=n,
            target=int(target),
            rng=rng.state,
            deck=tuple(deck),
            discard=(),
            hands=tuple(hands),
            points=(0,) * n,
            current=0,
            phase="start",
            taxed=(),
            last_roll=0,
            turn=0,
            winners=(),
        )

    # -- queries -----------------------------------------------------------
    def to_move(self, state: FixtureState) -> int | None:
        if state.phase == "over":
            return None
        if state.phase == "tax":
            return state.taxed[0]
        return state.current

    def legal_actions(self, state: FixtureState) -> list[Action]:
        player = self.to_move(state)
        if player is None:
            return []
        if state.phase == "start":
            out = [Action(player, "roll")]
            if state.deck or state.discard:
                out.append(Action(player, "draw"))
            return out
        cards = sorted(set(state.hands[player]))
        if state.phase == "tax":
            return [Action(player, "pay", (c,)) for c in cards] + [Action(player, "refuse")]
        return [Action(player, "play", (c,)) for c in cards] + [Action(player, "pass")]

    def _refuse(self, state: FixtureState, action: Action) -> IllegalAction:
        player = self.to_move(state)
        if player is None:
            return IllegalAction("game_over")
        if action.player != player:
            return IllegalAction("not_your_turn", expected_player=player)
        kinds = {"start": ("roll", "draw"), "tax": ("pay", "refuse"), "play": ("play", "pass")}
        if action.kind not in kinds[state.phase]:
            return IllegalAction("wrong_step", step=state.phase)
        if action.kind == "draw":
            return IllegalAction("deck_empty")
        if action.kind in ("pay", "play") and len(action.args) == 1:
            return IllegalAction("card_not_in_hand", card=str(action.args[0]))
        return IllegalAction("malformed_action")

    # -- apply -------------------------------------------------------------
    def apply(self, state: FixtureState, action: Action) -> Transition[FixtureState]:
        if action not in self.legal_actions(state):
            raise self._refuse(state, action)
        p = action.player
        kind = action.kind
        if kind == "roll":
            return self._roll(state, p)
        if kind == "draw":
            return self._draw(state, p)
        if kind in ("pay", "refuse"):
            return self._tax_decision(state, p, action)
        if kind == "play":
            card = action.args[0]
            s = dataclasses.replace(
                state,
                hands=_replace_at(state.hands, p, _without(state.hands[p], card)),
                discard=(*state.discard, card),
                points=_replace_at(state.points, p, state.points[p] + card),
            )
            events = [Event.make("played", player=p, card=card)]
            return self._end_turn(s, events)
        return self._end_turn(state, [Event.make("passed", player=p)])

    def _roll(self, state: FixtureState, p: int) -> Transition[FixtureState]:
        rng = Rng(state.rng)
        die = rng.die()
        points = state.points
        if die == TAX_ROLL:
            kind = "tax"
        elif die >= SCORING_ROLL:
            kind = "gain"
            points = _replace_at(points, p, points[p] + 1)
        else:
            kind = "blank"
        n = state.num_players
        taxed: tuple[int, ...] = ()
        if kind == "tax":
            order = [(p + k) % n for k in range(1, n)]
            taxed = tuple(q for q in order if state.hands[q])
        s = dataclasses.replace(
            state,
            rng=rng.state,
            points=points,
            last_roll=die,
            taxed=taxed,
            phase="tax" if taxed else "play",
        )
        events = [Event.make("rolled", player=p, die=die, result=kind)]
        return self._check_win(s, events, barrier=True)

    def _draw(self, state: FixtureState, p: int) -> Transition[FixtureState]:
        deck, discard, rng_state = state.deck, state.discard, state.rng
        events: list[Event] = []
        if not deck:
            rng = Rng(state.rng)
            deck = tuple(rng.shuffled(discard))
            discard = ()
            rng_state = rng.state
            events.append(Event.make("reshuffled", count=len(deck)))
        card = deck[-1]
        hand = tuple(sorted((*state.hands[p], card)))
        s = dataclasses.replace(
            state,
            deck=deck[:-1],
            discard=discard,
            rng=rng_state,
            hands=_replace_at(state.hands, p, hand),
            phase="play",
        )
        events.append(Event.make("drew", player=p))
        return Transition(s, tuple(events), barrier=True)

    def _tax_decision(
        self, state: FixtureState, p: int, action: Action
    ) -> Transition[FixtureState]:
        if action.kind == "pay":
            card = action.args[0]
            s = dataclasses.replace(
                state,
                hands=_replace_at(state.hands, p, _without(state.hands[p], card)),
                discard=(*state.discard, card),
            )
            event = Event.make("paid", player=p, card=card)
        else:
            s = dataclasses.replace(
                state, points=_replace_at(state.points, p, max(0, state.points[p] - 1))
            )
            event = Event.make("refused", player=p)
        taxed = s.taxed[1:]
        s = dataclasses.replace(s, taxed=taxed, phase="tax" if taxed else "play")
        return Transition(s, (event,))

    def _end_turn(self, state: FixtureState, events: list[Event]) -> Transition[FixtureState]:
        won = self._check_win(state, events)
        if won.state.phase == "over":
            return won
        turn = state.turn + 1
        s = dataclasses.replace(
            state,
            current=(state.current + 1) % state.num_players,
            phase="start",
            turn=turn,
        )
        if turn >= MAX_TURNS:
            best = max(s.points)
            winners = tuple(i for i, v in enumerate(s.points) if v == best)
            s = dataclasses.replace(s, phase="over", winners=winners)
            events = [*events, Event.make("time_up")]
        return Transition(s, tuple(events))

    def _check_win(
        self, state: FixtureState, events: list[Event], barrier: bool = False
    ) -> Transition[FixtureState]:
        reached = [i for i, v in enumerate(state.points) if v >= state.target]
        if reached:
            state = dataclasses.replace(state, phase="over", winners=tuple(reached), taxed=())
            events = [*events, *(Event.make("won", player=i) for i in reached)]
        return Transition(state, tuple(events), barrier=barrier)

    # -- views and scores ----------------------------------------------------
    def view(self, state: FixtureState, player: int | None) -> dict[str, Any]:
        return {
            "current": state.current,
            "phase": state.phase,
            "to_move": self.to_move(state),
            "target": state.target,
            "points": list(state.points),
            "hand_counts": [len(h) for h in state.hands],
            "hand": list(state.hands[player]) if player is not None else None,
            "deck_count": len(state.deck),
            "discard": list(state.discard),
            "last_roll": state.last_roll,
            "turn": state.turn,
        }

    def outcome(self, state: FixtureState) -> Outcome | None:
        if state.phase != "over":
            return None
        reason = "target" if max(state.points) >= state.target else "turn_limit"
        return Outcome(state.winners, state.points, reason)

    def scores(self, state: FixtureState) -> tuple[int, ...]:
        return state.points

    def turn_number(self, state: FixtureState) -> int:
        return state.turn

    def metrics(self, state: FixtureState) -> dict[str, tuple[float, ...]]:
        return {
            "Points": tuple(float(v) for v in state.points),
            "Cards in hand": tuple(float(len(h)) for h in state.hands),
        }


FIXTURE_SPEC = GameSpec(
    game_id=GAME_ID,
    title="Fixture Race",
    make_rules=FixtureRules,
    board_module="tests.fixture_board",
    texts_module="tests.fixture_texts",
    rules_text_module="tests.fixture_rules_text",
    hidden_information=True,
    bots=("random",),
    palette=("#c0392b", "#2471a3", "#229954", "#d4ac0d"),
)


def fixture_registry() -> Registry:
    """A registry holding only the fixture game (a fresh one each call)."""
    return Registry([FIXTURE_SPEC])


def new_session(players: int = 3, seed: int = 1, target: int = 15) -> Session[FixtureState]:
    """A fresh fixture session with named seats (all random bots)."""
    seats = tuple(Seat(f"Player {i + 1}", i, "random") for i in range(players))
    config = SessionConfig(GAME_ID, GameConfig(players, {"target": target}), seed, seats)
    return Session(FixtureRules(), config)


def play_random(
    session: Session[FixtureState], max_actions: int | None = None, bot_seed: int = 0
) -> Session[FixtureState]:
    """Advance `session` with uniformly random legal actions (until over or `max_actions`)."""
    done = 0
    while not session.is_over() and (max_actions is None or done < max_actions):
        legal = session.legal_actions()
        session.apply(legal[bot_rng(bot_seed, len(session.actions)).below(len(legal))])
        done += 1
    return session
