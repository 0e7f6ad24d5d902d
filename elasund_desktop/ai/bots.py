"""Computer players.  A bot sees only the legal actions and the public view."""

from __future__ import annotations

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


def _catan_random() -> Bot:
    from .catan_policy import CatanRandomBot

    return CatanRandomBot()


def _elfenland_greedy() -> Bot:
    from ..games.elfenland.bot import ElfenlandGreedyBot

    return ElfenlandGreedyBot()


def _carrara_greedy() -> Bot:
    from ..games.carrara.bot import CarraraGreedyBot

    return CarraraGreedyBot()


def _level(level: str) -> Callable[[], Bot]:
    def make() -> Bot:
        from .levels import LevelBot

        return LevelBot(level)

    return make


# Bot id -> factory.  "catan_random" plays uniformly like "random" but never
# proposes domestic trades (humans would otherwise answer up to three random
# offers per computer turn) and accepts only offers that do not cost it cards.
# "carrara_greedy" builds, buys and scores with a plan (games/carrara/bot.py, SHARP_PLAN).
# "easy", "medium" and "hard" are the levels of levels.py, for every game.
BOTS: dict[str, Callable[[], Bot]] = {
    "random": RandomBot,
    "catan_random": _catan_random,
    "easy": _level("easy"),
    "medium": _level("medium"),
    "hard": _level("hard"),
    "elfenland_greedy": _elfenland_greedy,
    "carrara_greedy": _carrara_greedy,
}


def _node_level(bot_id: str) -> tuple[str, int] | None:
    """("hard", 300) for "hard@300": a search level with a node budget."""
    level, at, nodes = bot_id.partition("@")
    if at and level in ("medium", "hard") and nodes.isdigit() and int(nodes) > 0:
        return level, int(nodes)
    return None


def is_bot_id(bot_id: str) -> bool:
    """Whether `make_bot` knows `bot_id` (a BOTS key or "medium@N" / "hard@N")."""
    return bot_id in BOTS or _node_level(bot_id) is not None


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
    try:
        factory = BOTS[bot_id]
    except KeyError:
        raise ValueError(f"unknown computer player {bot_id!r}") from None
    return factory()


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
