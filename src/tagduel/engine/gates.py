"""Which conditions can hold only at an attack declaration: an index for the windows of priority.

Mirror Force, Magic Cylinder, Dimensional Prison and the like answer "when an opponent's monster
declares an attack" (`kit.opponent_attacks`), yet a Set copy was asked at every window of
priority (a phase's, a chain's, a summon's), where its condition can't hold. A condition marked
here (`at_attack_declaration`) is false unless an attack is at its declaration
(`PendingAttack.step` is `BattleStep.DECLARED`); a condition `kit.both` makes of parts is such a
condition when one of its parts is (`both` is false as soon as a part is). The cheap response
test (`responding.py`) skips the cards whose every activatable effect has such a condition
while no attack is at its declaration: the listing would find none of them activatable
(tests/engine/test_gates.py checks both at every window of seeded duels).

Only a condition that reads `state.attack` and is false when it is None or past its
declaration may be marked; the index is read from the records, never from the cards' names.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, TypeVar

from tagduel.engine.state import BattleStep

if TYPE_CHECKING:
    from tagduel.engine.game import Game

_DECLARED = BattleStep.DECLARED

_Check = TypeVar("_Check", bound=Callable[..., bool])

_AT_DECLARATION: weakref.WeakSet[Callable[..., bool]] = weakref.WeakSet()
_PARTS: weakref.WeakKeyDictionary[Callable[..., bool], tuple[Callable[..., bool], ...]] = (
    weakref.WeakKeyDictionary()
)


def at_attack_declaration(condition: _Check) -> _Check:
    """Mark `condition` as false unless an attack is at its declaration (a decorator)."""
    _AT_DECLARATION.add(condition)
    return condition


def made_of(combined: Callable[..., bool], parts: Iterable[Callable[..., bool]]) -> None:
    """Note that `combined` holds only when every one of `parts` holds (`kit.both`)."""
    _PARTS[combined] = tuple(parts)


def only_at_declaration(condition: Callable[..., bool] | None) -> bool:
    """True when `condition` is marked, or is made of a part that is."""
    if condition is None:
        return False
    if condition in _AT_DECLARATION:
        return True
    return any(only_at_declaration(part) for part in _PARTS.get(condition, ()))


def attack_declared(game: Game) -> bool:
    """An attack is at its declaration: the one time a marked condition may hold."""
    attack = game.state.attack
    return attack is not None and attack.step is _DECLARED
