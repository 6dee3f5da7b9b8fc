"""Glow-Up Bulb (67441435): a Level 1 Tuner that, once per Duel, from its owner's Graveyard,
sends the top card of their Deck to the Graveyard and, if it does, Special Summons itself.

Era wording (the database's text), paraphrased: an ignition effect usable while the card lies in
its owner's Graveyard (their Main Phase, open state) mills one card and, when that worked, revives
the Bulb itself; it may be used only once in the whole Duel, kept per duelist in the duel's saved
state (`DuelState.counters`, `once_per_duel:<seat>:<passcode>`) and used up when it is activated.

Seed 001 readings:
- "your GY" is the Graveyard the card is in, its owner's; only its owner activates it (a card in
  a Graveyard is its owner's: section E, the owner is "the Duelist whose Deck the card started
  in").
- "the top card of your Deck" is the owner's own Deck (a Deck has one top; see `_lightsworn`).
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._lightsworn import mill
from tagduel.engine import Effect, EffectContext, EffectKind, Location, Scripts

PASSCODE: Final = 67441435

SUMMARY: Final = {
    PASSCODE: (
        "Once per Duel, from the Graveyard: sends the top card of its owner's Deck to the "
        "Graveyard and, if it does, Special Summons itself."
    )
}


def _key(ctx: EffectContext) -> str:
    return f"once_per_duel:{ctx.seat.value}:{PASSCODE}"


def _can(ctx: EffectContext) -> bool:
    zones = ctx.state.zones[ctx.seat]
    return bool(zones.deck) and zones.free_slot(Location.MONSTERS) >= 0 and ctx.can_special_summon()


def _once_per_duel(ctx: EffectContext, check_only: bool) -> bool:
    if check_only:
        return _key(ctx) not in ctx.state.counters
    ctx.state.counters[_key(ctx)] = ctx.state.turn
    return True


def _mill_then_summon(ctx: EffectContext) -> None:
    if mill(ctx, 1) and ctx.card.location is Location.GY:
        ctx.special_summon(ctx.card)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.IGNITION,
            description="from the Graveyard, once per Duel: mill 1, then Special Summons itself",
            where=(Location.GY,),
            condition=_can,
            cost=_once_per_duel,
            resolve=_mill_then_summon,
        ),
    )
