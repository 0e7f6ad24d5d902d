"""Italian: the lines that name the player to move every turn never put the
bare preposition "a" before the name.

Play-testing a hotseat game in Italian with Anna and Béla: the status bar read
"Tocca a Anna." and the privacy screen "Passa il computer a Anna." (before a
name that begins with a vowel Italian writes "ad Anna"; a name can begin with
anything, so these lines are worded without a preposition before it).  The
Carrara and Elfenland catalogues already said "Ora decide {player}."; Catan and
Elasund now say the same.
"""

from __future__ import annotations

import re

from tests.i18n.test_review_wording import catalogue

TURN_LINES = [
    ("MainWindow", "{name} to move."),
    ("MainWindow", "{name} (computer) to move."),
    ("PrivacyScreen", "Pass the computer to {name}.\nThe other players should look away."),
    ("Catan", "Turn {turn}: {player} is on turn."),
    ("Catan", "It is {player}'s decision now."),
    ("Elasund", "It is {player}'s turn."),
    ("Elasund", "It is {player}'s decision now."),
    ("Elasund", "{player} is drawn to start the game."),
    ("Carrara", "It is {player}'s decision now."),
    ("Elfenland", "It is {player}'s decision now."),
]

BARE_A = re.compile(r"\ba \{(name|player)\}")


def test_italian_turn_lines_have_no_bare_a_before_the_name() -> None:
    it = catalogue("it")
    bad = [
        (context, it[(context, source)][0])
        for context, source in TURN_LINES
        if BARE_A.search(it[(context, source)][0])
    ]
    assert bad == []


def test_the_same_decision_line_in_every_game() -> None:
    it = catalogue("it")
    lines = {
        it[(game, "It is {player}'s decision now.")][0]
        for game in ("Catan", "Elasund", "Carrara", "Elfenland")
    }
    assert lines == {"Ora decide {player}."}
