"""Log lines of Carrara read right for every number.

Found in play-tests: "takes a black block ... for 0 coins", "for 1 coins" and the
Ukrainian "за 1 монет".  A free block has its own line, a price is written without a
noun that would have to agree with it, and scorings give "VP +n, coins +n".
"""

from __future__ import annotations

from elasund_desktop.games.carrara import texts

from .helpers import act, conserve_blocks, set_player, start

ZERO = (0, 0, 0, 0, 0, 0)


def test_a_free_block_is_logged_as_free_and_a_price_with_its_plural_count() -> None:
    # position II: black is free, blue costs 1 (price table, rules-data §2)
    s = start(3)
    wheel = (ZERO, (0, 0, 0, 0, 1, 1), ZERO, ZERO, ZERO, ZERO)
    s = conserve_blocks(set_player(s._replace(wheel=wheel, phase="take", segment=1), s.current))
    t = act(s, "take_block", "black")
    (free,) = t.events
    assert free.key == "take_free_block"
    line = texts.EVENTS[free.key].format(**free.as_dict())
    assert line.endswith("from segment II for free.")
    (paid,) = act(t.state, "take_block", "blue").events[:1]
    assert paid.key == "take_block" and paid.as_dict()["coins"] == 1
    assert paid.as_dict()["n"] == 1  # the count the plural forms agree with
    assert texts.EVENTS["take_block"].format(**paid.as_dict()).endswith("and pays %n coins.")


def test_scoring_lines_name_the_unit_first() -> None:
    line = texts.EVENTS["score_city"].format(player="Ann", city="Viareggio", vp=0, coins=16)
    assert line == "Ann scores Viareggio: VP +0, coins +16."
    final = texts.EVENTS["winner"].format(player="Ann", points=1)
    assert final == "Ann wins with a final score of 1!"
