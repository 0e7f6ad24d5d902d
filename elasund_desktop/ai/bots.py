"""Computer players.  A bot sees only the legal actions and the public view."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from ..engine.rng import Rng
from ..engine.rules import Action, Rules


class Bot(Protocol):
    bot_id: str

    def choose(self, view: dict[str, Any], legal: Sequence[Action], rng: Rng) -> Action: ...


class RandomBot:
    """Picks uniformly among the legal actions; enough to play complete games."""

    bot_id = "random"

    def choose(self, view: dict[str, Any], legal: Sequence[Action], rng: Rng) -> Action:
        del view  # a random player needs nothing but the list
        if not legal:
            raise ValueError("no legal action to choose from")
        return legal[rng.below(len(legal))]


def _level(level: str) -> Callable[[], Bot]:
    def make() -> Bot:
        from .levels import LevelBot

        return LevelBot(level)

    return make


# Bot id -> factory: the players every game has.  "easy", "medium" and
# "hard" are the levels of levels.py.  A game's own players (a planner, a
# random player with manners) are in its GameSpec.own_bots, found through the
# registry (`game_bots`): this layer names no game.
BOTS: dict[str, Callable[[], Bot]] = {
    "random": RandomBot,
    "easy": _level("easy"),
    "medium": _level("medium"),
    "hard": _level("hard"),
}


def game_bots() -> dict[str, str]:
    """Every registered game's own players: bot id -> "module:Class"."""
    from ..games import default_registry

    found: dict[str, str] = {}
    for spec in default_registry():
        for bot_id, target in spec.own_bots.items():
            if bot_id in BOTS or found.get(bot_id, target) != target:
                raise ValueError(f"computer player {bot_id!r} registered twice")
            found[bot_id] = target
    return found


def _game_bot(target: str) -> Bot:
    module, _, name = target.partition(":")
    bot: Bot = getattr(importlib.import_module(module), name)()
    return bot


def _node_level(bot_id: str) -> tuple[str, int] | None:
    """("hard", 300) for "hard@300": a search level with a node budget."""
    level, at, nodes = bot_id.partition("@")
    if at and level in ("medium", "hard") and nodes.isdigit() and int(nodes) > 0:
        return level, int(nodes)
    return None


def is_bot_id(bot_id: str) -> bool:
    """Whether `make_bot` knows `bot_id` (a BOTS key or "medium@N" / "hard@N")."""
    return bot_id in BOTS or _node_level(bot_id) is not None or bot_id in game_bots()


def make_bot(bot_id: str) -> Bot:
    """The bot of `bot_id`.  "medium@300" is a level with a node budget of 300
    iterations and no time limit: reproducible games for strength comparisons
    that do not depend on how loaded the machine is."""
    nodes = _node_level(bot_id)
    if nodes is not None:
        from .levels import LevelBot, node_budget

        bot = LevelBot(nodes[0], node_budget(*nodes))
        bot.bot_id = bot_id
        return bot
    factory = BOTS.get(bot_id)
    if factory is not None:
        return factory()
    target = game_bots().get(bot_id)
    if target is None:
        raise ValueError(f"unknown computer player {bot_id!r}")
    return _game_bot(target)


def bot_rng(seed: int, action_index: int) -> Rng:
    """The bot's own randomness: independent of the game's, reproducible per decision."""
    rng = Rng(seed ^ 0x5DEECE66D)
    rng.state = (rng.state + action_index * 0x9E3779B97F4A7C15) & ((1 << 64) - 1)
    rng.next_u64()
    return rng


def decide(
    bot: Bot,
    rules: Rules[Any],
    state: Any,
    seat: int,
    rng: Rng,
    cancel: Callable[[], bool] | None = None,
) -> Action:
    """Ask `bot` for `seat`'s move: level players determinize the state, others see the view."""
    deciding = getattr(bot, "decide", None)
    if deciding is not None:
        choice: Action = deciding(rules, state, seat, rng, cancel)
        return choice
    return bot.choose(rules.view(state, seat), rules.legal_actions(state), rng)
