"""Card-recognition trainer: questions, spaced repetition and progress are
Qt-free (``questions``, ``scheduler``, ``store``); ``window.TrainerWindow`` is
the Qt window and ``qtfont.load_app_font`` registers the bundled font."""
