"""The cheaper `__init__` of the events (`engine.quick_init`): every event class has it, and an
event made with it is what the dataclass's own `__init__` makes, still frozen."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from tagduel.engine import battle_events, cardevents, chain_events, events
from tagduel.engine.codec import event_from_data, event_to_data
from tagduel.engine.events import Event, LpCause, Moved
from tagduel.engine.quick_init import quicken
from tagduel.engine.seats import Seat, Team

MODULES = (events, chain_events, battle_events, cardevents)
EVENTS = [
    value
    for module in MODULES
    for value in vars(module).values()
    if isinstance(value, type)
    and issubclass(value, Event)
    and value is not Event
    and value.__module__ == module.__name__
]


def _sample(hint: Any, name: str) -> object:
    """A value of the field's type (a string annotation: `from __future__ import annotations`)."""
    text = str(hint)
    if "Seat" in text:
        return Seat.TWO_B
    if "Team" in text:
        return Team.TWO
    if "LpCause" in text:
        return LpCause.COST
    if "bool" in text:
        return True
    if "int" in text:
        return 7
    if "tuple" in text:
        return (3, 4)
    return f"<{name}>"


def test_every_event_class_has_the_cheaper_init() -> None:
    assert len(EVENTS) > 30
    for cls in EVENTS:
        assert cls.__init__.__code__.co_filename == "<string>", cls
        assert cls.__init__.__qualname__ == f"{cls.__qualname__}.__init__"


def test_an_event_holds_what_the_dataclass_init_would_set() -> None:
    for cls in EVENTS:
        fields = dataclasses.fields(cls)
        values = {f.name: _sample(f.type, f.name) for f in fields}
        by_name = cls(**values)
        by_place = cls(*values.values())
        assert by_name == by_place
        assert [getattr(by_name, f.name) for f in fields] == list(values.values())
        assert event_from_data(event_to_data(by_name)) == by_name
        required = {f.name: values[f.name] for f in fields if f.default is dataclasses.MISSING}
        bare = cls(**required)
        for f in fields:
            want = values[f.name] if f.default is dataclasses.MISSING else f.default
            assert getattr(bare, f.name) == want, (cls, f.name)


def test_an_event_stays_frozen_and_hashable() -> None:
    moved = Moved(Seat.ONE_A, "Dark Blade", "1A.hand", "gy", 5)
    with pytest.raises(dataclasses.FrozenInstanceError):
        moved.card = "Battle Ox"  # type: ignore[misc]
    assert hash(moved) == hash(Moved(Seat.ONE_A, "Dark Blade", "1A.hand", "gy", 5))
    assert moved.from_field is False and moved.uid == 5
    with pytest.raises(TypeError):
        Moved(Seat.ONE_A, "Dark Blade")  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Moved(Seat.ONE_A, "Dark Blade", "1A.hand", "gy", nowhere=1)  # type: ignore[call-arg]


def test_only_frozen_slotted_dataclasses_without_post_init_are_quickened() -> None:
    @dataclasses.dataclass(slots=True)
    class Loose:
        a: int

    @dataclasses.dataclass(frozen=True)
    class NoSlots:
        a: int

    @dataclasses.dataclass(frozen=True, slots=True)
    class Checked:
        a: int

        def __post_init__(self) -> None:
            assert self.a >= 0

    @dataclasses.dataclass(frozen=True, slots=True)
    class Listed:
        a: list[int] = dataclasses.field(default_factory=list)

    for cls in (Loose, NoSlots, Checked, Listed):
        with pytest.raises(TypeError):
            quicken([cls])
