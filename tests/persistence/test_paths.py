from __future__ import annotations

from pathlib import Path

import pytest

from elasund_desktop.persistence import paths


def test_home_variable_redirects_all_five_folders(home: Path) -> None:
    assert paths.config_dir() == home / "config"
    assert paths.data_dir() == home / "data"
    assert paths.state_dir() == home / "state"
    assert paths.log_dir() == home / "log"
    assert paths.cache_dir() == home / "cache"
    assert paths.settings_path() == home / "config" / "settings.toml"
    assert paths.saves_dir() == home / "data" / "saves"
    assert paths.autosave_dir() == home / "state" / "autosave"
    assert paths.recent_path() == home / "state" / "recent.json"


def test_asking_for_a_path_creates_nothing(home: Path) -> None:
    paths.config_dir()
    paths.saves_dir()
    assert not (home / "config").exists()
    assert not (home / "data").exists()
    assert paths.ensure_dir(paths.saves_dir()).is_dir()


def test_without_the_variable_platformdirs_folders_named_after_the_app(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv(paths.HOME_ENV)
    folders = (paths.config_dir(), paths.data_dir(), paths.state_dir(), paths.log_dir())
    for folder in (*folders, paths.cache_dir()):
        assert "elasund-desktop" in folder.parts or "elasund-desktop" in str(folder)


def test_no_author_folder_on_windows(monkeypatch: pytest.MonkeyPatch) -> None:
    """platformdirs puts an author folder above the app's on Windows unless appauthor is False:
    every folder asks for none (on Linux and macOS the argument makes no difference)."""
    monkeypatch.delenv(paths.HOME_ENV)
    asked: list[tuple[str, object]] = []
    names = ("user_config_path", "user_data_path", "user_state_path", "user_log_path")
    for name in (*names, "user_cache_path"):

        def fake(appname: str, appauthor: object = None, _name: str = name) -> Path:
            asked.append((_name, appauthor))
            return Path(appname)

        monkeypatch.setattr(paths.platformdirs, name, fake)
    folders = (paths.config_dir(), paths.data_dir(), paths.state_dir(), paths.log_dir())
    assert (*folders, paths.cache_dir()) == (Path("elasund-desktop"),) * 5
    assert [a for _, a in asked] == [False] * 5
    assert [n for n, _ in asked] == [
        "user_config_path", "user_data_path", "user_state_path", "user_log_path",
        "user_cache_path",
    ]
