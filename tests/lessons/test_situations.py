"""Issue 26, Deliver 3 / Done when: "A test builds every rules-reference situation and
checks it against the engine (legal, the rule's moves offered and the forbidden ones
refused with the rule's reason)", and "every rules picture caption exists in all five
languages".

Each situation is reached by legal actions from its seed (lessons/situations.py);
the engine itself decides what is offered and what is refused there."""

from __future__ import annotations

import importlib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from elasund_desktop.engine.rules import IllegalAction
from elasund_desktop.games import default_registry
from elasund_desktop.i18n.languages import TRANSLATED
from elasund_desktop.lessons.situations import offered_actions, reach, situations_of

ROOT = Path(__file__).resolve().parents[2]
WITH_SITUATIONS = [g for g in default_registry().ids() if situations_of(g) is not None]
CASES = [
    (game, situation.id)
    for game in WITH_SITUATIONS
    for situation in situations_of(game).situations  # type: ignore[union-attr]
]


@pytest.mark.parametrize(("game", "situation_id"), CASES)
def test_each_situation_offers_the_rules_moves_and_refuses_the_forbidden_ones(
    game: str, situation_id: str
) -> None:
    situations = situations_of(game)
    assert situations is not None
    situation = situations.get(situation_id)
    session = reach(game, situation)
    assert session.to_move() == 0 and not session.is_over()
    offered = offered_actions(session, situation)
    assert offered, f"{situation_id}: none of {situation.offered_kinds()} is legal there"
    legal = session.legal_actions()
    for action, reason in situation.refused:
        assert action not in legal
        with pytest.raises(IllegalAction) as refused:
            session.rules.apply(session.state, action)
        assert refused.value.reason_key == reason, (situation_id, action)
    # the same game every time: the picture and the practice board show one position
    again = reach(game, situation)
    assert again.actions == session.actions


@pytest.mark.parametrize("game", WITH_SITUATIONS)
def test_every_section_about_the_board_has_a_picture(game: str) -> None:
    situations = situations_of(game)
    assert situations is not None
    spec = default_registry().get(game)
    sections = [s.section_id for s in importlib.import_module(spec.rules_text_module).SECTIONS]
    pictured = {s.section for s in situations.situations}
    assert pictured <= set(sections), pictured - set(sections)
    assert set(situations.not_on_the_board) <= set(sections)
    missing = [s for s in sections if s not in pictured and s not in situations.not_on_the_board]
    assert not missing, f"sections about the board without a picture: {missing}"
    ids = [s.id for s in situations.situations]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("game", WITH_SITUATIONS)
def test_every_caption_is_translated(game: str, lang: str) -> None:
    situations = situations_of(game)
    assert situations is not None
    root = ET.parse(ROOT / "translations" / f"elasund_desktop_{lang}.ts").getroot()
    done = {
        m.findtext("source"): m.find("translation")
        for c in root.iter("context")
        if c.findtext("name") == situations.context
        for m in c.iter("message")
    }
    for situation in situations.situations:
        translation = done.get(situation.caption)
        assert translation is not None, situation.id
        assert translation.get("type") != "unfinished" and (translation.text or "").strip()
        assert translation.text != situation.caption


def test_every_game_of_the_registry_shows_its_rules_on_the_board() -> None:
    """A capability is not done while one game of the registry lacks it."""
    assert default_registry().ids() == WITH_SITUATIONS
