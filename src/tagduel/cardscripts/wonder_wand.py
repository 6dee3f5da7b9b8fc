"""Wonder Wand (67775894): Equip Spell for a Spellcaster: +500 ATK; its controller may send it
and the equipped monster to the Graveyard to draw 2 cards.

Era wording (Master Rule 2, the same today), in our words: "Equip only to a Spellcaster monster.
It gains 500 ATK. If you control the equipped monster and this card: You can send both to the
GY; draw 2 cards." Sending both is the cost of an Ignition Effect of the face-up Equip Spell.

Seed 001 readings:
- "you control the equipped monster" includes the teammate's monster — section E, "If a card
  references another card that "you control" ... it counts cards in your teammate's Zones as
  well as your own." — so the Wand's duelist may send the teammate's equipped Spellcaster (to
  its owner's Graveyard) and draw 2 themself;
- only the Wand's own duelist activates that Spell Speed 1 effect — section A, "Teammates may
  not activate Spell Speed 1 effects ... that are on their teammate's side of the field."
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import Race
from tagduel.engine import Effect, EffectContext, EffectKind, Location, Scope, Scripts, kit

PASSCODE: Final = 67775894

SUMMARY: Final = {
    PASSCODE: (
        "Equip Spell for a Spellcaster (+500 ATK); send it and the equipped monster (the team's) "
        "to the Graveyard to draw 2."
    )
}


def _team_controls_both(ctx: EffectContext) -> bool:
    monster = ctx.equipped_monster()
    return monster is not None and monster.zone_seat in ctx.seats(Scope.YOURS)


def _send_both(ctx: EffectContext, check_only: bool) -> bool:
    if check_only:
        return True
    monster = ctx.equipped_monster()
    if monster is not None:
        ctx.send_to(monster, Location.GY)
    if ctx.card.location.on_field:
        ctx.send_to(ctx.card, Location.GY)
    return True


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        *kit.equip_spell(kit.gains(500), picks=kit.race(Race.SPELLCASTER)),
        Effect(
            EffectKind.IGNITION,
            description="send this card and the equipped monster to the GY; draw 2 cards",
            condition=_team_controls_both,
            cost=_send_both,
            resolve=kit.draw(2),
        ),
    )
