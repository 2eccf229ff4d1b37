"""Yezi 叶子: traditional Chinese paper-card games."""


def __getattr__(name: str):
    # ``app.__version__``, read lazily (see app/version.py): one number, in pyproject.toml
    if name == "__version__":
        from app.version import version

        return version()
    raise AttributeError(f"module 'app' has no attribute {name!r}")


# PySide6 6.12 on Python < 3.12 drops a reference to None on every void Qt call;
# every entry point (table, trainer, replay, settle, tests) gets the fix this way.
from app import _pyside_refcount_fix  # noqa: E402,F401
