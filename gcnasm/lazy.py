"""Package attributes loaded on first use, so that importing a package stays
cheap (the command line's start-up): one loader for every package that has
such names."""

from __future__ import annotations

import importlib
from collections.abc import Callable     # not typing: this is on every command's start-up path


def lazy_attributes(package: str, names: dict[str, str],
                    namespace: dict) -> tuple[Callable[[str], object], Callable[[], list[str]]]:
    """A package's ``__getattr__`` and ``__dir__`` for ``names`` (attribute ->
    the module defining it); a loaded value is kept in ``namespace`` (the
    package's ``globals()``), so each is imported once."""

    def __getattr__(name: str):
        module = names.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(module), name)
        namespace[name] = value
        return value

    def __dir__() -> list[str]:
        return sorted(set(namespace) | set(names))

    return __getattr__, __dir__
