"""Guided first games (issue 26): lessons are data, the runner is shared, nothing here draws.

A game's lesson lives in `games/<game>/lesson.py` as a `LESSON` (model.Lesson);
`runner.LessonRun` follows a session through it; the window's teaching panel
shows the current step's text and highlights what `LessonRun.highlighted`
returns, and refuses with the step's reason what `LessonRun.refusal` refuses.
"""
