"""Which conditions can hold only in some windows of priority: an index for the cheap response test.

Mirror Force, Magic Cylinder, Dimensional Prison and the like answer "when an opponent's monster
declares an attack" (`kit.opponent_attacks`), yet a Set copy was asked at every window of
priority (a phase's, a chain's, a summon's), where its condition can't hold. A condition is
marked here with what it needs:

- `at_attack_declaration`: false unless an attack is at its declaration (`PendingAttack.step` is
  `BattleStep.DECLARED`);
- `in_the_damage_step`: false unless the window is a step of the Damage Step (`Window.kind` is
  `WindowKind.DAMAGE`: Honest, Blackwing - Kalut the Moon Shadow);
- `answering_a_link`: false while the chain holds no Chain Link (the effects that answer an
  activation: Ash Blossom & Joyous Spring, Crystal Wing Synchro Dragon, the Counter Traps).

A condition `kit.both` makes of parts needs what each of its parts needs (`both` is false as soon
as a part is). The cheap response test (`responding.py`) skips the cards none of whose
activatable effects may be used in the window (`needs` against `now`, with the effects' Spell
Speeds): the listing would find none of them activatable (tests/engine/test_gates.py checks both
at every decision of seeded duels).

Only a condition that reads what its mark names and is false whenever that does not hold may be
marked; the index is read from the records, never from the cards' names.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Final, TypeVar

from tagduel.engine.state import BattleStep, WindowKind

if TYPE_CHECKING:
    from tagduel.engine.game import Game

_DECLARED: Final = BattleStep.DECLARED
_DAMAGE: Final = WindowKind.DAMAGE

DECLARED, DAMAGE_STEP, LINKED = 1, 2, 4
"""What a window may hold, as bits of `needs` and `now`: an attack at its declaration, a step of
the Damage Step, a Chain Link to answer."""

_Check = TypeVar("_Check", bound=Callable[..., bool])

_MARKS: Final[weakref.WeakKeyDictionary[Callable[..., bool], int]] = weakref.WeakKeyDictionary()
_PARTS: Final[weakref.WeakKeyDictionary[Callable[..., bool], tuple[Callable[..., bool], ...]]] = (
    weakref.WeakKeyDictionary()
)


def _mark(condition: _Check, need: int) -> _Check:
    _MARKS[condition] = _MARKS.get(condition, 0) | need
    return condition


def at_attack_declaration(condition: _Check) -> _Check:
    """Mark `condition` as false unless an attack is at its declaration (a decorator)."""
    return _mark(condition, DECLARED)


def in_the_damage_step(condition: _Check) -> _Check:
    """Mark `condition` as false unless the window is a step of the Damage Step (a decorator)."""
    return _mark(condition, DAMAGE_STEP)


def answering_a_link(condition: _Check) -> _Check:
    """Mark `condition` as false while the chain holds no Chain Link (a decorator)."""
    return _mark(condition, LINKED)


def made_of(combined: Callable[..., bool], parts: Iterable[Callable[..., bool]]) -> None:
    """Note that `combined` holds only when every one of `parts` holds (`kit.both`)."""
    _PARTS[combined] = tuple(parts)


def parts_of(combined: Callable[..., bool]) -> tuple[Callable[..., bool], ...]:
    """The parts `combined` was noted to be made of (`made_of`), or none."""
    return _PARTS.get(combined, ())


def needs(condition: Callable[..., bool] | None) -> int:
    """What `condition` needs to hold (bits of DECLARED, DAMAGE_STEP, LINKED): its marks and
    those of the parts it is made of."""
    if condition is None:
        return 0
    need = _MARKS.get(condition, 0)
    for part in _PARTS.get(condition, ()):
        need |= needs(part)
    return need


def only_at_declaration(condition: Callable[..., bool] | None) -> bool:
    """True when `condition` is marked, or is made of a part that is."""
    return bool(needs(condition) & DECLARED)


def attack_declared(game: Game) -> bool:
    """An attack is at its declaration: the one time a marked condition may hold."""
    attack = game.state.attack
    return attack is not None and attack.step is _DECLARED


def now(game: Game) -> int:
    """What holds now, as the bits `needs` answers with."""
    state = game.state
    window = state.window
    held = DAMAGE_STEP if window is not None and window.kind is _DAMAGE else 0
    if state.chain:
        held |= LINKED
    if attack_declared(game):
        held |= DECLARED
    return held
