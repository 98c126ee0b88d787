"""The records declared with ``value_class`` behave as the dataclasses they replace: made by
keyword or position with defaults, immutable (or mutable and unhashable for ``Mutable``),
compared and hashed on their compared fields, copied, pickled and replaced as before."""

from __future__ import annotations

import copy
import pickle
from dataclasses import FrozenInstanceError, asdict, field, fields, is_dataclass, replace

import pytest

from arbiter.notation.acts import Mark, Throw
from arbiter.span import NOWHERE, Span
from arbiter.value import Mutable, Value, value_class


@value_class
class Point(Value):
    x: int
    y: int = 0
    tags: tuple[str, ...] = field(default_factory=tuple)
    note: str = field(default="", compare=False, repr=False)


@value_class(kw_only=True)
class Named(Value):
    name: str
    made: list[str] = field(init=False, default_factory=list)

    def __post_init__(self) -> None:
        self.made.append(self.name)


@value_class
class Counter(Mutable):
    count: int = 0
    seen: list[int] = field(default_factory=list)


def test_made_by_position_and_keyword_with_defaults() -> None:
    assert Point(1) == Point(x=1, y=0, tags=())
    assert Point(1, 2).y == 2
    assert Point(1, tags=("a",)).tags == ("a",)
    assert is_dataclass(Point) and [f.name for f in fields(Point)] == ["x", "y", "tags", "note"]


@pytest.mark.parametrize("make, message", [
    (lambda: Point(), "missing required argument 'x'"),
    (lambda: Point(1, 2, (), "n", 5), "takes 4 positional arguments but 5 were given"),
    (lambda: Point(1, x=2), "multiple values for argument 'x'"),
    (lambda: Point(1, z=3), "unexpected keyword argument 'z'"),
    (lambda: Named("a"), "takes 0 positional arguments but 1 were given"),
    (lambda: Named(name="a", made=[]), "unexpected keyword argument 'made'"),
])
def test_wrong_arguments_are_type_errors(make, message: str) -> None:
    with pytest.raises(TypeError, match=message):
        make()


def test_fields_not_given_take_their_default_and_post_init_runs() -> None:
    assert Named(name="a").made == ["a"]


def test_frozen() -> None:
    p = Point(1)
    with pytest.raises(FrozenInstanceError):
        p.x = 2  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        del p.x  # type: ignore[misc]


def test_equality_and_hash_read_compared_fields_only() -> None:
    assert Point(1, note="a") == Point(1, note="b")
    assert hash(Point(1, note="a")) == hash(Point(1, note="b"))
    assert Point(1) != Point(2)
    assert Point(1) != Named(name="1")
    assert repr(Point(1, 2)) == "Point(x=1, y=2, tags=())"


def test_replace_asdict_copy_and_pickle() -> None:
    p = Point(1, 2, ("t",), note="n")
    assert replace(p, y=3) == Point(1, 3, ("t",))
    assert replace(p, y=3).note == "n"
    assert asdict(p) == {"x": 1, "y": 2, "tags": ("t",), "note": "n"}
    assert copy.deepcopy(p) == p and copy.copy(p) == p
    assert pickle.loads(pickle.dumps(p)) == p


def test_mutable_records_change_and_are_not_hashable() -> None:
    c = Counter()
    c.count += 1
    c.seen.append(1)
    assert c == Counter(1, [1])
    assert Counter().seen is not Counter().seen
    with pytest.raises(TypeError):
        hash(c)


def test_a_class_not_deriving_from_value_is_refused() -> None:
    with pytest.raises(TypeError, match="must derive from Value"):
        value_class(type("Loose", (), {"__annotations__": {"x": "int"}}))


def test_the_acts_are_values() -> None:
    mark = Mark(actor=None, points=4, span=Span(3, 1))
    assert mark == Mark(actor=None, points=4, span=NOWHERE)      # the span is not compared
    assert pickle.loads(pickle.dumps(mark)) == mark
    with pytest.raises(TypeError, match="positional"):
        Throw(None, (6, 5))  # type: ignore[misc]
