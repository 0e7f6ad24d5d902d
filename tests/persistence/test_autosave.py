from __future__ import annotations

from pathlib import Path

from elasund_desktop.games import Registry
from elasund_desktop.persistence import autosave
from elasund_desktop.persistence.saves import load_session
from tests.fixture_game import new_session, play_random


def test_nothing_to_resume_at_first_start() -> None:
    assert autosave.find_unfinished() is None


def test_unfinished_game_is_offered_and_resumes_identically(home: Path, registry: Registry) -> None:
    session = new_session(target=25)
    for _ in range(12):  # the GUI autosaves after every action
        play_random(session, max_actions=1)
        path = autosave.autosave(session)
    assert path == home / "state" / "autosave" / "current.json"
    assert autosave.find_unfinished() == path
    resumed = load_session(path, registry)
    assert resumed.digest() == session.digest()
    assert len(resumed.actions) == 12


def test_finished_game_is_not_offered() -> None:
    session = play_random(new_session(players=2, seed=4))
    assert session.is_over()
    autosave.autosave(session)
    assert autosave.find_unfinished() is None


def test_game_without_any_action_is_not_offered() -> None:
    autosave.autosave(new_session())
    assert autosave.find_unfinished() is None


def test_clear_forgets_the_autosave_and_its_backup() -> None:
    session = play_random(new_session(target=25), max_actions=3)
    autosave.autosave(session)
    play_random(session, max_actions=1)
    autosave.autosave(session)
    autosave.clear()
    assert autosave.find_unfinished() is None
    assert list(autosave.autosave_path().parent.iterdir()) == []
    autosave.clear()  # clearing twice is harmless


def test_damaged_autosave_is_not_offered() -> None:
    path = autosave.autosave_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"format": "elasund-desktop-save", "finished": fal')
    assert autosave.find_unfinished() is None
