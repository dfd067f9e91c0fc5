"""Records: classes whose ``FIELDS`` (a tuple of attribute names, in order)
say what they hold.

:class:`Record` compares two records of the same class by their fields,
leaves them unhashable (they can change) and prints them as
``Name(field=value, ...)``; :class:`FrozenRecord` makes them immutable and
hashable by their fields.  This is what ``dataclasses`` gave these classes,
without importing ``dataclasses`` (and ``inspect`` with it) on every
command's start-up path.  Each record still writes its own ``__init__``; a
frozen one sets its fields with ``object.__setattr__``.
"""

from __future__ import annotations


class Record:
    __slots__ = ()
    FIELDS: tuple[str, ...] = ()

    def field_values(self) -> tuple:
        return tuple(getattr(self, name) for name in self.FIELDS)

    def __eq__(self, other) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self.field_values() == other.field_values()

    __hash__ = None     # mutable and compared by value

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.FIELDS)
        return f"{type(self).__name__}({fields})"


class FrozenRecord(Record):
    __slots__ = ()

    def __setattr__(self, name: str, value) -> None:
        raise AttributeError(f"cannot assign to field {name!r}: "
                             f"{type(self).__name__} is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r}: {type(self).__name__} is immutable")

    def __hash__(self) -> int:
        return hash(self.field_values())
