"""Card scripts: the behaviour of cards, registered by passcode.

Each module of this package scripts one card (or a small family) and exposes
`register(scripts: Scripts) -> None`, which declares its effect records by passcode, plus
`SUMMARY: dict[int, str]`: one short sentence of our own per scripted passcode describing what
the script does (card texts from a card database are shown only when the user loads one).
`all_scripts()` collects every module. A card with no script plays as a card without effects:
a Normal Monster, or a Spell/Trap that does nothing when it resolves (scenario format).
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from types import ModuleType

from tagduel.engine.script_registry import Scripts


def _modules() -> list[ModuleType]:
    """The card modules: every module of the package that declares `register`."""
    names = sorted(m.name for m in pkgutil.iter_modules(__path__) if not m.name.startswith("_"))
    modules = [importlib.import_module(f"{__name__}.{name}") for name in names]
    return [m for m in modules if hasattr(m, "register")]


@cache
def _registry() -> tuple[Scripts, dict[int, str]]:
    scripts = Scripts()
    summaries: dict[int, str] = {}
    for module in _modules():
        module.register(scripts)
        summaries.update(module.SUMMARY)
    return scripts, summaries


def all_scripts() -> Scripts:
    """The registry of every scripted card (built once; treat it as read-only)."""
    return _registry()[0]


def scripted_passcodes() -> set[int]:
    return set(_registry()[1])


def summaries() -> dict[int, str]:
    """Passcode → a short sentence describing the scripted effect."""
    return dict(_registry()[1])
