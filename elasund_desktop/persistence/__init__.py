"""Qt-free persistence: user folders, atomic writes, saves, settings, autosave, recent files.

`paths` is the only module that knows where things live; everything else asks
it, so tests redirect all of it with one environment variable
(ELASUND_DESKTOP_HOME).
"""
