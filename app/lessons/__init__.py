"""Lessons (issue 15 item 2): short explanations with card pictures and an
arranged position where the learner acts; the engine checks every answer.

``model`` reads and checks the lesson files (``resources/lessons/*.json``,
schema in docs/learn.md) and answers them through the engines; ``store``
keeps each user's progress; ``window`` is the Qt lesson window."""
