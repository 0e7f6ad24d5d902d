"""The QGraphicsItem.data slots a board writes on its items.

A module of their own, below board_base.py, because both the scene
(board_base.py) and its piece pool (board_pieces.py, which renumbers the
targets of kept pieces) write them; board_base.py re-exports them for the
games' boards.
"""

from __future__ import annotations

TARGET_KEY = 0  # the target's index in the scene's registry of this frame
RULES_KEY = 1  # a rules section id (right-click opens it)
FRAME_KEY = 2  # the scene rectangle a text item must fit in
TEXT_SIZE_KEY = 3  # a text's font size as the board drew it
