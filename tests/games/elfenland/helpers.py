"""Building exact Elfenland situations for the rule tests."""

from __future__ import annotations

from typing import Any

from elasund_desktop.engine.rules import Action, GameConfig
from elasund_desktop.games.elfenland import data as D  # noqa: N812
from elasund_desktop.games.elfenland import rules as R  # noqa: N812
from elasund_desktop.games.elfenland.rules import ElfenlandRules, ElfenlandState

RULES = ElfenlandRules()


def new_game(players: int = 3, seed: int = 1, **options: Any) -> ElfenlandState:
    return RULES.setup(GameConfig(players, options), seed)


def town(name: str) -> int:
    return D.TOWN_INDEX[name]


def route(route_id: str) -> int:
    return D.ROUTE_INDEX[route_id]


def kind(name: str) -> int:
    return D.TRANSPORTS.index(name)


def hand(**cards: int) -> tuple[int, ...]:
    return tuple(cards.get(name, 0) for name in D.CARD_TYPES)


def with_hand(s: ElfenlandState, p: int, **cards: int) -> ElfenlandState:
    """Give seat `p` exactly these cards; the difference moves to or from the supply."""
    new = hand(**cards)
    old = s.hands[p]
    supply = tuple(s.supply[k] + old[k] - new[k] for k in range(D.NUM_CARD_TYPES))
    return s._replace(hands=R._tset(s.hands, p, new), supply=supply)


def moving(
    s: ElfenlandState,
    p: int = 0,
    at: str = "elvenhold",
    counters: dict[str, str] | None = None,
    obstacles: tuple[str, ...] = (),
    **cards: int,
) -> ElfenlandState:
    """Seat `p` about to travel from `at`, with these counters on the board and cards in hand."""
    board = list(s.board)
    for rid, name in (counters or {}).items():
        board[route(rid)] = kind(name)
    marked = {route(o) for o in obstacles}
    blocked = [r in marked for r in range(D.NUM_ROUTES)]
    s = s._replace(
        phase=R.MOVE,
        current=p,
        first_player=p,
        step=0,
        board=tuple(board),
        blocked=tuple(blocked),
        boots=R._tset(s.boots, p, town(at)),
    )
    return with_hand(s, p, **cards)


def planning(
    s: ElfenlandState, p: int = 0, shown: tuple[str, ...] = (), secret: tuple[str, ...] = ()
) -> ElfenlandState:
    return s._replace(
        phase=R.PLAN,
        current=p,
        first_player=p,
        step=0,
        shown=R._tset(s.shown, p, tuple(sorted(kind(k) for k in shown))),
        secret=R._tset(s.secret, p, tuple(sorted(kind(k) for k in secret))),
    )


def act(s: ElfenlandState, player: int, kind_: str, *args: Any) -> ElfenlandState:
    return RULES.apply(s, Action(player, kind_, tuple(args))).state


def legal_of(s: ElfenlandState, kind_: str) -> list[Action]:
    return [a for a in RULES.legal_actions(s) if a.kind == kind_]
