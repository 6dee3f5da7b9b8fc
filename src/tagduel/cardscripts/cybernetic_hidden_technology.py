"""Cybernetic Hidden Technology (92773018): Continuous Trap: when an opponent's monster declares
an attack, its duelist may send 1 "Cyber Dragon" (or a Fusion Monster listing it) the team
controls to the Graveyard to destroy the attacking monster.

Era wording (Master Rule 2), in our words: "When an opponent's monster declares an attack: You
can send to the Graveyard 1 "Cyber Dragon" you control, or 1 Fusion Monster you control that
lists "Cyber Dragon" as a Fusion Material Monster, then target the attacking monster; destroy
that target." The card stays face-up and may be used at each such attack: the effect is here
both the card's activation (from the Set card) and an effect of the face-up card. The monster
sent is the cost.

Seed 001 readings:
- "an opponent's monster declares an attack": either opponent's (section D, "either opponent");
  the teammate's attacks are never answered;
- "you control" includes the teammate's "Cyber Dragon" — section E, "If a card references
  another card that "you control" ... it counts cards in your teammate's Zones as well as your
  own." (it goes to its owner's Graveyard);
- a face-up copy of the teammate's is used by the teammate only: an effect of a Trap Card is
  Spell Speed 2, which a teammate may use (section D, "The teammate may also activate Spell
  Speed 2 or higher effects"), but a Set copy only by the duelist who Set it (section E).
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._cyber_dark import is_cyber_dragon, lists_cyber_dragon
from tagduel.engine import CardInstance, Effect, EffectContext, EffectKind, Scope, Scripts, kit

PASSCODE: Final = 92773018

SUMMARY: Final = {
    PASSCODE: (
        "When an opponent's monster attacks: send a team's \"Cyber Dragon\" (or a Fusion listing "
        "it) to the Graveyard to destroy the attacker."
    )
}


def _fuel(ctx: EffectContext) -> list[CardInstance]:
    return [
        c
        for c in ctx.monsters(Scope.YOURS)
        if c.face_up and (is_cyber_dragon(c) or lists_cyber_dragon(c))
    ]


def _attacker(ctx: EffectContext) -> list[CardInstance]:
    battle = ctx.battling()
    return [] if battle is None else [battle[0]]


def _effect(kind: EffectKind) -> Effect:
    return Effect(
        kind,
        description='send 1 "Cyber Dragon" you control to the GY: destroy the attacking monster',
        condition=kit.opponent_attacks,
        cost_cards=_fuel,
        cost_count=1,
        cost=kit.send_chosen_to_gy,
        targets=_attacker,
        target_count=1,
        resolve=kit.destroy_targets,
    )


def register(scripts: Scripts) -> None:
    scripts.register(PASSCODE, _effect(EffectKind.ACTIVATION), _effect(EffectKind.QUICK))
