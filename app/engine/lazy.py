"""Names of a package imported from their modules the first time they are read (PEP 562).

A package lists ``{name: module}`` and sets ``__getattr__ = lazy_names(__name__, table, globals())``;
the first read imports the module and keeps the value in the package, so later reads cost nothing.
"""

from __future__ import annotations

import importlib
from typing import Any, Callable, Mapping, MutableMapping


def lazy_names(package: str, where: Mapping[str, str],
               space: MutableMapping[str, Any]) -> Callable[[str], Any]:
    def __getattr__(name: str) -> Any:
        module = where.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{module}"), name)
        space[name] = value              # looked up once
        return value
    return __getattr__
