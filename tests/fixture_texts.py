"""English texts of the fixture game (Qt-free), following the per-game texts convention."""

from __future__ import annotations

from elasund_desktop.engine.rules import Action
from elasund_desktop.i18n.noop import QT_TRANSLATE_NOOP

CONTEXT = "Fixture"

EVENTS: dict[str, str] = {
    "rolled": QT_TRANSLATE_NOOP("Fixture", "{player} rolls {die}: {result}."),
    "drew": QT_TRANSLATE_NOOP("Fixture", "{player} draws a card."),
    "reshuffled": QT_TRANSLATE_NOOP(
        "Fixture", "The discard pile ({count} cards) is shuffled into a new deck."
    ),
    "paid": QT_TRANSLATE_NOOP("Fixture", "{player} pays the tax with a {card}."),
    "refused": QT_TRANSLATE_NOOP("Fixture", "{player} refuses the tax and loses 1 point."),
    "played": QT_TRANSLATE_NOOP("Fixture", "{player} plays a {card} and scores {card} points."),
    "passed": QT_TRANSLATE_NOOP("Fixture", "{player} passes."),
    "won": QT_TRANSLATE_NOOP("Fixture", "{player} wins the race!"),
    "time_up": QT_TRANSLATE_NOOP("Fixture", "The turn limit is reached; the highest score wins."),
}

REASONS: dict[str, str] = {
    "game_over": QT_TRANSLATE_NOOP("Fixture", "The game is over."),
    "not_your_turn": QT_TRANSLATE_NOOP("Fixture", "It is {expected_player}'s decision now."),
    "wrong_step": QT_TRANSLATE_NOOP("Fixture", "That is not possible at this step of the turn."),
    "deck_empty": QT_TRANSLATE_NOOP("Fixture", "There is no card left to draw."),
    "card_not_in_hand": QT_TRANSLATE_NOOP("Fixture", "You have no {card} in your hand."),
    "malformed_action": QT_TRANSLATE_NOOP("Fixture", "That move is not understood."),
}

ACTIONS: dict[str, str] = {
    "roll": QT_TRANSLATE_NOOP("Fixture", "Roll the die"),
    "draw": QT_TRANSLATE_NOOP("Fixture", "Draw a card"),
    "pay": QT_TRANSLATE_NOOP("Fixture", "Pay the tax with a {card}"),
    "refuse": QT_TRANSLATE_NOOP("Fixture", "Refuse the tax (lose 1 point)"),
    "play": QT_TRANSLATE_NOOP("Fixture", "Play a {card}"),
    "pass": QT_TRANSLATE_NOOP("Fixture", "Pass"),
}

TERMS: dict[str, str] = {
    "tax": QT_TRANSLATE_NOOP("Fixture", "tax"),
    "gain": QT_TRANSLATE_NOOP("Fixture", "one point"),
    "blank": QT_TRANSLATE_NOOP("Fixture", "nothing"),
}


def describe(action: Action) -> tuple[str, dict[str, object]]:
    """The ACTIONS key of `action` and its parameters."""
    if action.kind in ("pay", "play") and action.args:
        return action.kind, {"card": action.args[0]}
    return action.kind, {}
