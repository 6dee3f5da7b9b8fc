"""Cyber Dragon Core (23893227): named "Cyber Dragon" on the field and in the Graveyard; Normal
Summoned, it adds a "Cyber" Spell/Trap from its controller's Deck to the hand; from the
Graveyard, while only the opponents control monsters, it may be banished to Special Summon a
"Cyber Dragon" monster from the Deck. One of its effects per turn.

Era wording (the card's database text; it is a later card than the rules), in our words: "This
card's name becomes "Cyber Dragon" while on the field or in the GY. If this card is Normal
Summoned: Add 1 "Cyber" Spell/Trap from your Deck to your hand. If only your opponent controls a
monster: You can banish this card from your GY; Special Summon 1 "Cyber Dragon" monster from your
Deck. You can only use 1 "Cyber Dragon Core" effect per turn, and only once that turn." The
search is a mandatory trigger; the banishing is the cost of the Graveyard effect.

Seed 001 readings:
- "only your opponent controls a monster": the opponents control one and the team none —
  section E, "Duelist 2A and 1A each have a Monster on their side of the field. Duelist 1B may
  not Special Summon Cyber Dragon as his teammate controls a monster." (`Scope.YOURS`);
- the Deck searched and summoned from is the activating duelist's own (`_cyber_dark`);
- "1 effect per turn" binds the team — section E, "If a card prevents you from performing an
  action, it prevents your teammate as well" (`hard_once.py`).
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._cyber_dark import (
    CYBER_ARCHETYPE,
    CYBER_DRAGON_ARCHETYPE,
    own,
    summon_chosen,
)
from tagduel.engine import (
    Effect,
    EffectContext,
    EffectKind,
    Location,
    On,
    Scope,
    Scripts,
    hard_once,
    kit,
    searching,
)
from tagduel.engine.events import Summoned
from tagduel.engine.tags import Tag

PASSCODE: Final = 23893227
ONCE: Final = "cyber_dragon_core"

SUMMARY: Final = {
    PASSCODE: (
        'Named "Cyber Dragon" on the field and in the GY; Normal Summoned, adds a "Cyber" '
        'Spell/Trap; banished from the GY, summons a "Cyber Dragon" monster from the Deck.'
    )
}

_CYBER_SPELL_TRAP: Final = kit.all_of(kit.archetype(CYBER_ARCHETYPE), kit.is_spell_or_trap)
_CYBER_DRAGON_MONSTER: Final = kit.all_of(kit.archetype(CYBER_DRAGON_ARCHETYPE), kit.is_monster)


def _normal_summoned(ctx: EffectContext) -> bool:
    event = ctx.event
    return isinstance(event, Summoned) and event.how in ("normal", "tribute")


def _only_opponents_control_monsters(ctx: EffectContext) -> bool:
    return not ctx.monsters(Scope.YOURS) and bool(ctx.monsters(Scope.OPPONENTS_FIELD))


def _banish_self(ctx: EffectContext, check_only: bool) -> bool:
    if check_only:
        return ctx.can_banish_from_gy()
    return ctx.banish(ctx.card)


def _summon(ctx: EffectContext) -> None:
    summon_chosen(ctx, own(ctx, Location.DECK, _CYBER_DRAGON_MONSTER))


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.TRIGGER,
            description='Normal Summoned: add 1 "Cyber" Spell/Trap from your Deck to your hand',
            on=On.SUMMONED,
            condition=kit.both(_normal_summoned, hard_once.unused(ONCE)),
            cost=hard_once.cost(ONCE),
            resolve=lambda ctx: searching.search(ctx, _CYBER_SPELL_TRAP),
            tags=frozenset({Tag.SEARCH}),
        ),
        Effect(
            EffectKind.IGNITION,
            description='banish this card from your GY: Special Summon 1 "Cyber Dragon" monster '
            "from your Deck",
            where=(Location.GY,),
            condition=kit.both(
                _only_opponents_control_monsters,
                kit.can_special_summon,
                lambda ctx: bool(own(ctx, Location.DECK, _CYBER_DRAGON_MONSTER)),
            ),
            cost=hard_once.cost(ONCE, _banish_self),
            resolve=_summon,
            tags=frozenset({Tag.SUMMON_FROM_DECK}),
        ),
    )
