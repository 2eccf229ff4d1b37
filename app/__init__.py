"""Yezi 叶子: traditional Chinese paper-card games."""


def __getattr__(name: str) -> str:
    # ``app.__version__``, read lazily (see app/version.py): one number, in pyproject.toml
    if name == "__version__":
        from app.version import version

        return version()
    raise AttributeError(f"module 'app' has no attribute {name!r}")


# The PySide6 work-around (app/_pyside_refcount_fix.py) is imported by the Qt
# entry points (app.ui, app.ui.settle, the trainer's window, the Qt commands,
# tests/conftest.py), not here: importing the engine touches no interpreter state.
