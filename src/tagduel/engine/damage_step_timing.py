"""Trigger effects at points of the Damage Step: "before damage calculation, if this card is
being attacked" (Reflect Bounder, Blast Sphere), "after damage calculation, if this card was
attacked" (Marshmallon), "at the end of the Damage Step, if this card attacked" (Blackwing Armor
Master), and what they read: how a monster was at the start of the Damage Step.

When the Damage Step of an attack reaches its start, the point before damage calculation, the
point after it, or its end, and the attacking or attacked monster has a trigger effect for that
point (`On.BEFORE_DAMAGE_CALCULATION`, `On.AFTER_DAMAGE_CALCULATION`, `On.DAMAGE_STEP_END`),
`reached` emits a `DamageStepReached` event (the triggers answer it as their own happening) and,
at the start, notes the attacked monster's battle position in its memory (`position_at_start`).
No event is emitted for a battle no such card is in, so the log of every other battle is
unchanged.

Trigger effects that trigger before damage calculation wait until after it (a FLIP effect of a
monster flipped by the attack), except those answering `On.BEFORE_DAMAGE_CALCULATION`, which go
on a chain before damage calculation (`due`, `waits`: read by `triggers.py`). "If you do, after
damage calculation: destroy this card" (Reflect Bounder) is `destroy_after_calculation`,
carried out by `reached` once damage has been calculated.

Continuous effects that change ATK/DEF during the Damage Step only (Blackwing Armed Wing) are
worked out again at each point (`DuelState.on_change`). Hook: `battle.next_step` calls
`reached` at each step.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine.cardevents import DamageStepReached
from tagduel.engine.effects import On
from tagduel.engine.game import Game
from tagduel.engine.ops import destroy
from tagduel.engine.state import BattleStep, PendingAttack, PendingTrigger
from tagduel.engine.timing import together
from tagduel.engine.zones import CardInstance, Location, Position

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_BEFORE_CALC: Final = BattleStep.BEFORE_CALC
_BEFORE_DAMAGE_CALCULATION: Final = On.BEFORE_DAMAGE_CALCULATION

ON_STEP: Final = {
    BattleStep.BEFORE_CALC: On.BEFORE_DAMAGE_CALCULATION,
    BattleStep.AFTER_CALC: On.AFTER_DAMAGE_CALCULATION,
    BattleStep.END: On.DAMAGE_STEP_END,
}
_ONS: Final = frozenset(ON_STEP.values())
_BY_VALUE: Final = {step.value: on for step, on in ON_STEP.items()}
START_POSITION: Final = (
    "damage_step_start"  # in the attacked monster's memory (1 Set, 2 ATK, 3 DEF)
)
_POSITIONS: Final = {Position.SET: 1, Position.ATTACK: 2, Position.DEFENSE: 3}
DESTROY_AFTER: Final = "destroy_after_calculation"


def happenings(event: DamageStepReached) -> list[tuple[On, int]]:
    """What the event means for triggers: the point reached, for each battling monster."""
    on = _BY_VALUE.get(event.step)
    if on is None:
        return []
    return [(on, uid) for uid in (event.attacker_uid, event.target_uid) if uid]


def _answers(game: Game, card: CardInstance | None) -> bool:
    """`card` has a trigger effect for a point of the Damage Step."""
    if card is None:
        return False
    found = game.scripts.triggers.get(game.scripts.code(card.card), ())
    return any(effect.on in _ONS for _, effect in found)


def reached(game: Game, attack: PendingAttack) -> None:
    """The attack's Damage Step has reached `attack.step`: note, destroy and announce."""
    state = game.state
    if state.on_change is not None:
        state.on_change()  # "during the Damage Step only" changes apply from its start
    if state.settle is not None:
        state.settle()  # worked out at this point of the Damage Step, kept until the next event
    attacker = state.find(attack.attacker)
    target = None if attack.target is None else state.find(attack.target)
    if attack.step is BattleStep.START:
        for card in (attacker, target):
            if card is not None:
                card.memory.pop(DESTROY_AFTER, None)  # a mark of an earlier battle
    elif attack.step is BattleStep.AFTER_CALC:
        _destroy_marked(game, attacker, target)
    if not (_answers(game, attacker) or _answers(game, target)):
        return
    if attack.step is BattleStep.START and target is not None:
        target.memory[START_POSITION] = _POSITIONS[target.position or Position.SET]
    target_uid = 0 if target is None else target.uid
    state.emit(DamageStepReached(state.turn_seat, attack.step.value, attack.attacker, target_uid))


def position_at_start(card: CardInstance) -> Position | None:
    """The battle position the attacked `card` had at the start of this Damage Step."""
    code = card.memory.get(START_POSITION)
    return next((p for p, c in _POSITIONS.items() if c == code), None)


def destroy_after_calculation(card: CardInstance) -> None:
    """ "After damage calculation: destroy this card" (for the battle under way)."""
    card.memory[DESTROY_AFTER] = 1


def _destroy_marked(game: Game, *cards: CardInstance | None) -> None:
    with together(game.state):
        for card in cards:
            marked = card is not None and card.memory.pop(DESTROY_AFTER, 0)
            if card is not None and marked and card.location is Location.MONSTERS:
                destroy(game.state, card, "effect")


def _on_of(game: Game, pending: PendingTrigger) -> On | None:
    card = game.state.find(pending.uid)
    if card is None:
        return None
    return game.scripts.effects(card.card)[pending.effect - 1].on


def _before_calculation(game: Game) -> bool:
    attack, state = game.state.attack, game.state
    return attack is not None and attack.step is _BEFORE_CALC and state.window is not None


def due(game: Game) -> bool:
    """Before damage calculation: a waiting trigger answers this point, and goes on now."""
    if not _before_calculation(game):
        return False
    return any(
        not t.ready and _on_of(game, t) is On.BEFORE_DAMAGE_CALCULATION for t in game.state.triggers
    )


def waits(game: Game, pending: PendingTrigger) -> bool:
    """Before damage calculation: a trigger that does not answer this point waits until after
    damage calculation (a FLIP effect of a monster flipped by the attack)."""
    return _before_calculation(game) and _on_of(game, pending) is not _BEFORE_DAMAGE_CALCULATION
