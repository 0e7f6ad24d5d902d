"""A random Catan player with two manners ("catan_random", the game's own player).

Uniform random play is enough to finish Catan games, but against humans a
uniform bot is a nuisance in domestic trade: it keeps sending offers (each
answered behind a privacy screen) and accepts or refuses at random.  This bot
plays uniformly like `RandomBot` except that it never starts a domestic offer
and accepts an offer only when it receives at least as many cards as it gives.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine.rng import Rng
from ...engine.rules import Action


class CatanRandomBot:
    """Uniform among the legal actions, minus offering trades, plus sane answers."""

    bot_id = "catan_random"

    def choose(self, view: dict[str, Any], legal: Sequence[Action], rng: Rng) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        kinds = {a.kind for a in legal}
        if "offer_decline" in kinds:
            offer = view.get("offer") or {}
            gets = sum(offer.get("give", {}).values())  # what the offerer gives us
            gives = sum(offer.get("get", {}).values())
            want = "offer_accept" if "offer_accept" in kinds and gets >= gives else "offer_decline"
            return next(a for a in legal if a.kind == want)
        options = [a for a in legal if a.kind != "offer_start"] or list(legal)
        return options[rng.below(len(options))]
