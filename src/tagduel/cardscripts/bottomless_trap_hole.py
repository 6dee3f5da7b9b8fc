"""Bottomless Trap Hole (29401950): Normal Trap: when an opponent Summons 1 or more monsters with
1500 or more ATK, destroy them and banish them.

Era wording (Master Rule 2), in our words: "When your opponent Summons a monster(s) with 1500 or
more ATK: Destroy that monster(s) with 1500 or more ATK, and if you do, banish it." It answers a
Normal, Tribute, Flip or Special Summon right after it happens (`summon_response.py`: in the
round of priority after the Summon, or chained to the trigger effects that Summon set off). The
destroyed monsters are banished instead of going to the Graveyard (`leaving_redirects.py`); a
monster that can't be destroyed stays.

Seed 001 readings: "your opponent Summons" is either opponent's Summon — section E, "If a card
effect prevents your opponent from performing an action, it prevents both opponents"; the
teammate's Summons are never answered.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import CardInstance, Effect, EffectContext, Location, Scripts
from tagduel.engine.leaving_redirects import BANISH_WHEN_LEAVING, banish_when_leaving
from tagduel.engine.summon_response import just_summoned

PASSCODE: Final = 29401950
THRESHOLD: Final = 1500
ANSWERS: Final = "answers:"

SUMMARY: Final = {
    PASSCODE: (
        "When either opponent Summons monsters with 1500 or more ATK: destroys and banishes them."
    )
}


def _strong_summoned_by_opponents(ctx: EffectContext) -> list[CardInstance]:
    return [
        card
        for event, card in just_summoned(ctx.state)
        if event.seat.team is not ctx.team and card.attack_value() >= THRESHOLD
    ]


def _note_them(ctx: EffectContext, check_only: bool) -> bool:
    """At activation, note the monsters it answers on this card (kept while it is on the
    field): the Summon is no longer the last thing once this card resolves."""
    if not check_only:
        for card in _strong_summoned_by_opponents(ctx):
            ctx.card.memory[ANSWERS + str(card.uid)] = 1
    return True


def _noted(ctx: EffectContext) -> list[CardInstance]:
    uids = [int(k[len(ANSWERS) :]) for k in ctx.card.memory if k.startswith(ANSWERS)]
    found = [ctx.state.find(uid) for uid in uids]
    return [c for c in found if c is not None and c.location is Location.MONSTERS]


def _destroy_and_banish(ctx: EffectContext) -> None:
    doomed = [c for c in _noted(ctx) if c.face_up and c.attack_value() >= THRESHOLD]
    for card in doomed:
        banish_when_leaving(card)
    ctx.destroy_all(doomed)
    for card in doomed:
        if card.location is Location.MONSTERS:  # it survived: the mark must not outlive this
            card.memory.pop(BANISH_WHEN_LEAVING, None)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="destroy and banish the Summoned monsters with 1500 or more ATK",
            condition=lambda ctx: bool(_strong_summoned_by_opponents(ctx)),
            cost=_note_them,
            resolve=_destroy_and_banish,
        ),
    )
