"""The cheaper `__init__` of the actions and of `Decision` (`engine.quick_init`): every class
has it, and a value made with it is what the dataclass's own `__init__` makes, still frozen,
with the same text."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from tagduel.engine import actions
from tagduel.engine.actions import Action, Activate, CardRef, parse_action
from tagduel.engine.decisions import Decision, DecisionKind
from tagduel.engine.seats import Seat
from tagduel.engine.state import Phase
from tagduel.engine.zones import Location

ACTIONS = [
    value
    for value in vars(actions).values()
    if isinstance(value, type)
    and issubclass(value, Action)
    and value is not Action
    and value.__module__ == actions.__name__
]
CLASSES = [*ACTIONS, CardRef, Decision]
REF = CardRef("Dark Blade", Seat.ONE_B, Location.MONSTERS, 2)


def _sample(hint: Any, name: str) -> object:
    """A value of the field's type (a string annotation: `from __future__ import annotations`)."""
    text = str(hint)
    if name == "phase":
        return Phase.BATTLE
    if name == "kind":
        return DecisionKind.RESPOND
    if name == "zone":
        return Location.GY
    if "Seat" in text:
        return Seat.TWO_B
    if "tuple[Action" in text:
        return (actions.Pass(Seat.TWO_B),)
    if "tuple[CardRef" in text:
        return (REF, CardRef("Jinzo", Seat.ONE_A, Location.HAND))
    if "CardRef" in text:
        return REF
    if name == "option":
        return "draw"
    if name == "manner":
        return "quick"
    if "int" in text:
        return 3
    return f"<{name}>"


def test_every_action_class_and_decision_has_the_cheaper_init() -> None:
    assert len(ACTIONS) == 11
    for cls in CLASSES:
        assert cls.__init__.__code__.co_filename == "<string>", cls
        assert cls.__init__.__qualname__ == f"{cls.__qualname__}.__init__"


def test_a_value_holds_what_the_dataclass_init_would_set() -> None:
    for cls in CLASSES:
        fields = dataclasses.fields(cls)
        values = {f.name: _sample(f.type, f.name) for f in fields}
        by_name = cls(**values)
        by_place = cls(*values.values())
        assert by_name == by_place and hash(by_name) == hash(by_place)
        assert [getattr(by_name, f.name) for f in fields] == list(values.values())
        required = {f.name: values[f.name] for f in fields if f.default is dataclasses.MISSING}
        bare = cls(**required)
        for f in fields:
            want = values[f.name] if f.default is dataclasses.MISSING else f.default
            assert getattr(bare, f.name) == want, (cls, f.name)
        if cls in ACTIONS:
            for made in (by_name, bare):
                if isinstance(made, actions.Choose):  # one of cards, option or number
                    continue
                assert parse_action(made.to_text()) == made, made
    for choose in (
        actions.Choose(Seat.ONE_A, (REF,)),
        actions.Choose(Seat.ONE_A, option="draw"),
        actions.Choose(Seat.ONE_A, number=2),
    ):
        assert parse_action(choose.to_text()) == choose


def test_an_action_stays_frozen_and_checks_its_arguments() -> None:
    activate = Activate(Seat.ONE_A, REF, 2)
    with pytest.raises(dataclasses.FrozenInstanceError):
        activate.effect = 1  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        REF.slot = 1  # type: ignore[misc]
    assert activate.targets == () and activate.answering is None
    with pytest.raises(TypeError):
        Activate(Seat.ONE_A)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Activate(Seat.ONE_A, REF, nowhere=1)  # type: ignore[call-arg]
    decision = Decision(Seat.TWO_A, DecisionKind.MAIN, (activate,))
    assert decision.prompt == "" and decision.to_text() == "2A main (1 legal answers)"
