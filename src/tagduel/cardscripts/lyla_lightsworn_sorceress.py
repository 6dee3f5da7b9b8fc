"""Lyla, Lightsworn Sorceress (22624373): changes itself from face-up Attack Position to Defense
Position to destroy 1 Spell/Trap an opponent controls, and its position then can't change until
the end of its controller's next turn; in its controller's End Phase, sends the top 3 cards of
their Deck to the Graveyard.

Era wording (the database's text), paraphrased: an ignition effect (no limit per turn; it needs
Lyla face-up in Attack Position, so in practice once) targets a Spell or Trap of an opponent,
switches Lyla to Defense Position, locks its position to the end of its controller's next turn (4
turns later in a Tag Duel's order) and, if the switch happened, destroys the target; a mandatory
End Phase trigger on its controller's turn mills three.

Seed 001 readings:
- "a Spell/Trap your opponent controls" is on either opponent's field: section E, "cards that
  reference a card "your opponent controls" count both opponent's sides of the field." A
  teammate's card is not a target.
- the End Phase mill: see `_lightsworn`.
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._lightsworn import end_phase_mill
from tagduel.engine import Effect, EffectContext, EffectKind, Position, Scope, Scripts, kit
from tagduel.engine.events import PositionChanged
from tagduel.engine.position_locks import lock_position

PASSCODE: Final = 22624373
TURNS_TO_YOUR_NEXT: Final = 4  # 1A, 2A, 1B, 2B: a duelist's next turn is 4 turns later

SUMMARY: Final = {
    PASSCODE: (
        "Turns itself from Attack to Defense Position to destroy a Spell/Trap either opponent "
        "controls (its position then stays until its controller's next turn ends); mills 3 in "
        "its controller's End Phase."
    )
}


def _face_up_attack(ctx: EffectContext) -> bool:
    return ctx.card.face_up and ctx.card.position is Position.ATTACK


def _to_defense_then_destroy(ctx: EffectContext) -> None:
    card = ctx.card
    if card.zone_seat is not ctx.seat or not _face_up_attack(ctx):
        return
    lock_position(ctx.state, card, ctx.state.turn + TURNS_TO_YOUR_NEXT)
    card.position = Position.DEFENSE
    ctx.state.emit(PositionChanged(card.zone_seat, card.name, card.position.value))
    kit.destroy_targets(ctx)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.IGNITION,
            description="switch to Defense: destroy an opposing Spell/Trap",
            condition=_face_up_attack,
            targets=kit.field_cards(Scope.OPPONENTS_FIELD, kit.is_spell_or_trap),
            target_count=1,
            resolve=_to_defense_then_destroy,
        ),
        end_phase_mill(3),
    )
