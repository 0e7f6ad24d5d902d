"""Where the application keeps its files: the only user of platformdirs.

Five folders, each computed on every call (so a test that sets
ELASUND_DESKTOP_HOME with monkeypatch is obeyed at once):

- config: settings.toml
- data:   saves/ (the default folder of the Save dialog)
- state:  autosave/, recent.json
- log:    log files
- cache:  what can be made again (the first screen's board pictures)

When the environment variable ELASUND_DESKTOP_HOME is set (tests, the
screenshot command, portable use), all five live under that folder as
config/, data/, state/, log/ and cache/.  Nothing is created by asking for a path;
`ensure_dir` creates a folder when something is about to be written.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_DIR_NAME = "elasund-desktop"
HOME_ENV = "ELASUND_DESKTOP_HOME"


def _home() -> Path | None:
    value = os.environ.get(HOME_ENV, "").strip()
    return Path(value).expanduser() if value else None


def config_dir() -> Path:
    home = _home()
    if home is not None:
        return home / "config"
    return platformdirs.user_config_path(APP_DIR_NAME, appauthor=False)


def data_dir() -> Path:
    home = _home()
    if home is not None:
        return home / "data"
    return platformdirs.user_data_path(APP_DIR_NAME, appauthor=False)


def state_dir() -> Path:
    home = _home()
    if home is not None:
        return home / "state"
    return platformdirs.user_state_path(APP_DIR_NAME, appauthor=False)


def log_dir() -> Path:
    home = _home()
    if home is not None:
        return home / "log"
    return platformdirs.user_log_path(APP_DIR_NAME, appauthor=False)


def cache_dir() -> Path:
    home = _home()
    if home is not None:
        return home / "cache"
    return platformdirs.user_cache_path(APP_DIR_NAME, appauthor=False)


def settings_path() -> Path:
    return config_dir() / "settings.toml"


def saves_dir() -> Path:
    return data_dir() / "saves"


def autosave_dir() -> Path:
    return state_dir() / "autosave"


def recent_path() -> Path:
    return state_dir() / "recent.json"


def ensure_dir(path: Path) -> Path:
    """Create `path` (and its parents) if needed; return it."""
    path.mkdir(parents=True, exist_ok=True)
    return path
