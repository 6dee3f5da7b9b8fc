"""Maxx "C" (23434538): sent from the hand to the Graveyard (Quick Effect), for the rest of the
turn its duelist draws 1 card each time an opponent Special Summons; once per turn.

Era wording (the card's database text), in our words: "(Quick Effect): You can send this card
from your hand to the GY; this turn, each time your opponent Special Summons a monster(s),
immediately draw 1 card. You can only use this effect of "Maxx "C"" once per turn." Once it
resolves, the card in the Graveyard draws for each Special Summon of the opponents that turn
(several monsters Special Summoned together: 1 card), as a mandatory trigger effect put on the
chain after the Summon (the engine has no draw outside a chain; "immediately" becomes "right after
the Summon"). The mark is one entry of `DuelState.counters`, `maxx_c:<uid>` with the turn.

Seed 001 readings:
- "your opponent Special Summons" is either opponent's Summon — section E, "If a card effect
  prevents your opponent from performing an action, it prevents both opponents" (an action of
  "your opponent" is either's); the teammate's Summons draw nothing;
- "once per turn" binds the team (section E, `hard_once.py`); the hand quick effect is its
  holder's to use on any turn (section D).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectContext, EffectKind, Location, On, Scripts, hard_once, kit
from tagduel.engine.causes import event_index
from tagduel.engine.events import LastingApplied, Summoned
from tagduel.i18n import lazy

PASSCODE: Final = 23434538
MARK: Final = "maxx_c:"
_SPECIAL: Final = ("special", "xyz", "synchro", "fusion", "ritual")

SUMMARY: Final = {
    PASSCODE: (
        "Sent from the hand: for the rest of the turn its duelist draws 1 card whenever an "
        "opponent Special Summons; once per turn for the team."
    )
}


def _send_self(ctx: EffectContext, check_only: bool) -> bool:
    if not check_only:
        ctx.send_to(ctx.card, Location.GY)
    return True


def _watch(ctx: EffectContext) -> None:
    if ctx.card.location is Location.GY:
        ctx.state.counters[f"{MARK}{ctx.card.uid}"] = ctx.state.turn
        what = lazy(
            "{seat} draws 1 card each time an opponent Special Summons this turn",
            seat=ctx.seat.value,
        )
        ctx.state.emit(LastingApplied(ctx.seat, ctx.card.name, what))


def _an_opponents_special_summon(ctx: EffectContext) -> bool:
    event = ctx.event
    if ctx.state.counters.get(f"{MARK}{ctx.card.uid}") != ctx.state.turn:
        return False
    if not isinstance(event, Summoned) or event.how not in _SPECIAL:
        return False
    if event.seat.team is ctx.team:
        return False
    index = event_index(ctx.state, event)
    return index >= 0 and not _earlier_in_the_same_summon(ctx, index)


def _earlier_in_the_same_summon(ctx: EffectContext, index: int) -> bool:
    """An earlier Summoned event of the same thing (monsters Special Summoned together)."""
    state = ctx.state
    thing = state.things[index]
    at = index - 1
    while at >= 0 and state.things[at] == thing:
        if isinstance(state.events[at], Summoned):
            return True
        at -= 1
    return False


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.QUICK,
            description="send this card from your hand to the GY: draw whenever your opponent "
            "Special Summons this turn",
            where=(Location.HAND,),
            cost=hard_once.cost("maxx_c", _send_self),
            resolve=_watch,
        ),
        Effect(
            EffectKind.TRIGGER,
            description="your opponent Special Summoned: draw 1 card",
            on=On.SUMMONED,
            watch=True,
            where=(Location.GY,),
            condition=_an_opponents_special_summon,
            resolve=kit.draw(1),
        ),
    )
