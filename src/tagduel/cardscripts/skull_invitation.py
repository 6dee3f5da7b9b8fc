"""Skull Invitation (Continuous Trap): each time cards are sent to the Graveyard, each card's
owner's team takes 300 damage for it.

The era's text, in our words: whenever cards go to the Graveyard, each card costs its owner 300.
A mandatory trigger effect (Spell Speed 2, a Trap's) answering each group of cards sent at the
same time (one operation: `timing`), counting the cards of each owner; a resolved Spell going to
the Graveyard belongs to its resolution's group. Cards sent from anywhere count (a Deck, a hand,
the field), discarded and Tributed ones too; a Token that leaves the field never reaches a
Graveyard and does not count.

Seed 001 readings: the owner is the duelist whose Deck the card started in (section E); the
damage comes off that duelist's team's shared Life Points (section A), so a card of the
activator's own team costs its own team 300.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectContext, EffectKind, On, Scripts
from tagduel.engine.causes import event_index
from tagduel.engine.events import Moved
from tagduel.engine.seats import Team
from tagduel.engine.state import DuelState
from tagduel.engine.timing import together

PASSCODE: Final = 98139712
PER_CARD: Final = 300

SUMMARY: Final = {
    PASSCODE: (
        "Each time cards are sent to the Graveyard, each card's owner's team takes 300 damage "
        "for it."
    )
}


def _to_gy(state: DuelState, index: int) -> bool:
    event = state.events[index]
    return isinstance(event, Moved) and event.destination == "gy"


def _first_of_its_group(ctx: EffectContext) -> bool:
    """The triggering card is the first sent to the Graveyard in its group."""
    state = ctx.state
    index = event_index(state, ctx.event)
    if index < 0:
        return False
    thing, back = state.things[index], index - 1
    while back >= 0 and state.things[back] == thing:
        if _to_gy(state, back):
            return False
        back -= 1
    return True


def _owners(state: DuelState, index: int) -> dict[Team, int]:
    """The cards sent to the Graveyard in the group of event `index`, counted by team."""
    thing = state.things[index]
    count: dict[Team, int] = {}
    for i in range(index, len(state.events)):
        if state.things[i] != thing:
            break
        event = state.events[i]
        if isinstance(event, Moved) and event.destination == "gy":
            team = event.seat.team
            count[team] = count.get(team, 0) + 1
    return count


def _invite(ctx: EffectContext) -> None:
    index = event_index(ctx.state, ctx.event)
    if index < 0:
        return
    with together(ctx.state):
        for team, cards in sorted(_owners(ctx.state, index).items(), key=lambda t: t[0].value):
            ctx.damage(team, PER_CARD * cards)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(description="activate Skull Invitation"),
        Effect(
            EffectKind.TRIGGER,
            description="cards reach a Graveyard: 300 to each card's owner's team",
            on=On.SENT_TO_GY,
            watch=True,
            condition=_first_of_its_group,
            resolve=_invite,
        ),
    )
