"""The one bounded cache of gcnasm: a dict that forgets everything once it
holds ``limit`` entries.

gcnasm remembers per distinct instruction word or line (decoded texts,
encodings, parsed operands): a kernel repeats a few thousand of them many
times over.  A long-running tool may see millions, so every such cache is
bounded; clearing it whole is cheap and, for these hit patterns, as good as
evicting one by one.  Every cache is registered by its owner's module name,
so that :func:`clear_caches` (``gcnasm.isa.clear_caches``, the checker's
``clear_caches``) can empty a layer's caches at once.
"""

from __future__ import annotations

# No typing import: gcnasm.isa imports this module, and `gcnasm --help` imports gcnasm.isa.
_REGISTRY: list[BoundedCache] = []


class BoundedCache(dict):
    """A dict (reads are plain dict reads) whose :meth:`put` empties it first
    when it is full.  ``owner`` is the module that holds it."""

    __slots__ = ("owner", "limit")

    def __init__(self, owner: str, limit: int):
        super().__init__()
        self.owner = owner
        self.limit = limit
        _REGISTRY.append(self)

    def put(self, key, value):
        """Remember ``value`` for ``key`` and return it."""
        if len(self) >= self.limit:
            self.clear()
        self[key] = value
        return value

    def __repr__(self) -> str:
        return f"<BoundedCache of {self.owner}: {len(self)}/{self.limit}>"


def clear_caches(package: str) -> None:
    """Empty every bounded cache held by ``package`` or a module under it."""
    for cache in _REGISTRY:
        if cache.owner == package or cache.owner.startswith(package + "."):
            cache.clear()


def sizes(package: str = "gcnasm") -> dict[str, int]:
    """Entries held per owner (for diagnostics and tests)."""
    out: dict[str, int] = {}
    for cache in _REGISTRY:
        if cache.owner == package or cache.owner.startswith(package + "."):
            out[cache.owner] = out.get(cache.owner, 0) + len(cache)
    return out
