"""The Carrara rules reference: sections follow the engine, tables match the data,
and the interpretations section names every LOW and INVENTED value."""

from __future__ import annotations

import re

from elasund_desktop.games.carrara import SPEC, data, rules_text
from elasund_desktop.i18n.rules_text import rules_context

SECTIONS = {s.section_id: s for s in rules_text.SECTIONS}

# each weak or invented constant of the data module -> the ruling's title in the text
DOCUMENTED = {
    "TYPE_OBJECT": "Objects on the tiles",
    "OBJECTIVE_OBJECTS": "Objectives per player count",
    "OBJECTIVE_BUILDING_VALUE": "Objectives per player count",
    "ANNOUNCE_AT_END_OF_OWN_TURN": "When to announce",
    "ANNOUNCE_ONLY_BEFORE_END": "One announcement",
    "COINS_UNLIMITED": "Coins",
    "PER_CITY_LIMIT": "Buildings per city",
}


def test_sections_follow_the_engine() -> None:
    assert list(SECTIONS) == [
        "components", "setup", "turn", "wheel", "building", "score_city", "score_type",
        "objects", "end", "final", "tips", "interpretations",
    ]  # fmt: skip
    assert [s.interpretation for s in rules_text.SECTIONS].count(True) == 1
    assert SECTIONS["interpretations"].interpretation
    assert rules_context(SPEC.title) == "ThePalacesofCarraraRules"


def test_interpretations_name_every_low_and_invented_value() -> None:
    names = {key for key, _ in (*data.LOW, *data.INVENTED)}
    assert names == set(DOCUMENTED), names ^ set(DOCUMENTED)
    body = SECTIONS["interpretations"].body
    for title in DOCUMENTED.values():
        assert f"<b>{title}</b>" in body, title


def test_price_table_in_the_text_is_the_datas() -> None:
    rows = re.findall(r"<tr><td>([IV]+)</td>((?:<td>\d</td>){6})</tr>", SECTIONS["wheel"].body)
    assert [r[0] for r in rows] == list(data.POSITION_NAMES)
    for k, (_, cells) in enumerate(rows):
        assert tuple(int(x) for x in re.findall(r"\d", cells)) == data.PRICES[k]


def test_objective_table_in_the_text_is_the_datas() -> None:
    rows = re.findall(r"<tr><td>(\d)</td><td>(\d+)</td><td>(\d+)</td><td>(\d+)</td></tr>", SECTIONS["end"].body)
    assert {int(p): (int(s), int(o), int(v)) for p, s, o, v in rows} == {
        n: (data.OBJECTIVE_SCORINGS, data.OBJECTIVE_OBJECTS[n], data.OBJECTIVE_BUILDING_VALUE[n])
        for n in (2, 3, 4)
    }


def test_object_table_in_the_text_is_the_datas() -> None:
    """The objects section lists what each building type brings, as TYPE_OBJECT does
    (castle: crown, from the seed's example; palace: the flag that remains)."""
    from elasund_desktop.games.carrara import texts

    rows = re.findall(r"<tr><td>([a-z ]+)</td><td>([a-z ]+)</td></tr>", SECTIONS["objects"].body)
    expected = [
        (texts.TERMS[t], texts.TERMS[data.OBJECTS[data.TYPE_OBJECT[i]]])
        for i, t in enumerate(data.TYPES)
    ]
    assert rows == expected
    assert "castle a <b>crown</b>" in SECTIONS["interpretations"].body
    assert "the <b>flag</b>" in SECTIONS["interpretations"].body
