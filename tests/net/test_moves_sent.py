"""Which moves a joiner is sent (net/redact.py action_for): its own, and another
seat's only when nothing of that move was private to an audience without it."""

from __future__ import annotations

from elasund_desktop.engine.rules import Action, Event
from elasund_desktop.net import redact


def test_a_counter_kept_face_down_reaches_the_others_as_who_moved_only() -> None:
    keep = Action(0, "keep_counter", ("dragon", True))
    events = (Event.make("keep_secret", player=0, transport="dragon"),)
    assert redact.action_for("elfenland", keep, events, seat=1) is None
    assert redact.action_for("elfenland", keep, events, seat=None) is None
    assert redact.action_for("elfenland", keep, events, seat=0) == keep  # its own


def test_a_public_move_reaches_every_seat() -> None:
    place = Action(2, "place_counter", ("dragon", 7))
    events = (Event.make("counter_placed", player=2, transport="dragon", route=7),)
    assert redact.action_for("elfenland", place, events, seat=0) == place


def test_a_catan_steal_is_withheld_from_the_bystanders_but_not_from_the_victim() -> None:
    steal = Action(0, "steal", (2,))
    events = (Event.make("steal", player=0, victim_player=2, resource="ore"),)
    assert redact._private_events("catan")["steal"][0] == {"player", "victim_player"}
    assert redact.action_for("catan", steal, events, seat=1) is None
    assert redact.action_for("catan", steal, events, seat=2) == steal
