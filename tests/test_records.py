"""gcnasm.records: equality, hashing, printing and immutability from FIELDS."""

import pytest

from gcnasm.records import FrozenRecord, Record


class Point(Record):
    FIELDS = ("x", "y")
    __slots__ = FIELDS

    def __init__(self, x, y=0):
        self.x = x
        self.y = y


class Other(Record):
    FIELDS = ("x", "y")
    __slots__ = FIELDS

    def __init__(self, x, y=0):
        self.x = x
        self.y = y


class Pair(FrozenRecord):
    FIELDS = ("a", "b")
    __slots__ = FIELDS + ("derived",)       # a slot that is not a field

    def __init__(self, a, b):
        object.__setattr__(self, "a", a)
        object.__setattr__(self, "b", b)
        object.__setattr__(self, "derived", a + b)


def test_a_record_is_equal_by_its_fields_and_not_hashable():
    assert Point(1, 2) == Point(1, 2)
    assert Point(1, 2) != Point(1, 3)
    assert Point(1, 2) != Other(1, 2)          # another class is never equal
    with pytest.raises(TypeError):
        hash(Point(1, 2))
    p = Point(1)
    p.y = 5
    assert p == Point(1, 5)


def test_repr_names_the_fields_in_order():
    assert repr(Point(1, "s")) == "Point(x=1, y='s')"
    assert repr(Pair(1, 2)) == "Pair(a=1, b=2)"       # slots that are not fields are left out


def test_a_frozen_record_is_immutable_and_hashed_by_its_fields():
    p = Pair(1, 2)
    with pytest.raises(AttributeError, match="cannot assign to field 'a': Pair is immutable"):
        p.a = 3
    with pytest.raises(AttributeError, match="cannot delete field 'b': Pair is immutable"):
        del p.b
    assert p == Pair(1, 2) and hash(p) == hash(Pair(1, 2))
    assert {Pair(1, 2), Pair(1, 2), Pair(2, 1)} == {Pair(1, 2), Pair(2, 1)}
    assert p.field_values() == (1, 2)
