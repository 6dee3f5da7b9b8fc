"""A cheaper `__init__` for frozen slotted dataclasses made on hot paths (the events).

The `__init__` a frozen dataclass gets sets each field with `object.__setattr__(self, name,
value)`, a look-up and a call through the generic attribute machinery per field: an event of
eight fields takes about twice as long to make as the same class unfrozen, and a duel makes
several events per decision. The `__init__` made here sets each field through its slot's own
descriptor (`Class.field.__set__`), which is all `object.__setattr__` does in the end for a
slotted class. Everything else stays as the dataclass made it: the fields, their order and
defaults, `__eq__`, `__hash__`, `__repr__`, and the frozen `__setattr__`, which still refuses
to change a field afterwards.

The function is written out as source and compiled, as `dataclasses` itself does: a signature
with the fields' names and defaults can't be built otherwise, and the names come from the
class's own annotations (identifiers), the default values from the namespace, never from text.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any


def quicken(classes: Iterable[type]) -> None:
    """Give each frozen slotted dataclass of `classes` the cheaper `__init__` (see above)."""
    for cls in classes:
        _quicken(cls)


def _quicken(cls: type) -> None:
    if "__slots__" not in vars(cls) and "__mypyc_attrs__" in vars(cls):
        return  # a class compiled by mypyc
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or "__slots__" not in vars(cls):
        raise TypeError(f"{cls.__name__} is not a frozen slotted dataclass")
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__} has a __post_init__: keep the dataclass's __init__")
    namespace: dict[str, Any] = {}
    params_text: list[str] = []
    body: list[str] = []
    for f in dataclasses.fields(cls):
        if not f.init or f.kw_only or f.default_factory is not dataclasses.MISSING:
            raise TypeError(f"{cls.__name__}.{f.name}: only plain fields are supported")
        if f.default is dataclasses.MISSING:
            params_text.append(f.name)
        else:
            namespace[f"_default_{f.name}"] = f.default
            params_text.append(f"{f.name}=_default_{f.name}")
        namespace[f"_set_{f.name}"] = getattr(cls, f.name).__set__
        body.append(f"    _set_{f.name}(self, {f.name})\n")
    source = f"def __init__(self, {', '.join(params_text)}):\n" + ("".join(body) or "    pass\n")
    exec(source, namespace)  # the source is made above from the fields' names alone
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    setattr(cls, "__init__", init)  # noqa: B010 (mypy refuses assigning a method)
