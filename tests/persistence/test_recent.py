from __future__ import annotations

from pathlib import Path

from elasund_desktop.persistence import paths
from elasund_desktop.persistence.recent import (
    MAX_RECENT,
    add_recent,
    clear_recent,
    load_recent,
    remove_recent,
)


def test_newest_first_without_duplicates(tmp_path: Path) -> None:
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    add_recent(a)
    add_recent(b)
    assert add_recent(a) == [a, b]
    assert load_recent() == [a, b]
    assert paths.recent_path().is_file()


def test_at_most_eight_files(tmp_path: Path) -> None:
    files = [tmp_path / f"{i}.json" for i in range(12)]
    for f in files:
        add_recent(f)
    assert MAX_RECENT == 8
    assert load_recent() == list(reversed(files))[:8]


def test_remove_and_clear(tmp_path: Path) -> None:
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    add_recent(a)
    add_recent(b)
    assert remove_recent(a) == [b]
    assert clear_recent() == []
    assert load_recent() == []


def test_damaged_list_is_an_empty_list() -> None:
    path = paths.recent_path()
    path.parent.mkdir(parents=True)
    for content in (b"not json", b'{"files": 3}', b'{"files": [1, "", "x.json"]}'):
        path.write_bytes(content)
        assert load_recent() in ([], [Path("x.json")])
