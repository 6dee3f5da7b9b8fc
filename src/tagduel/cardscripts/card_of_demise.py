"""Card of Demise (Normal Spell): draw until the team's hands hold 3 cards; the opposing team
takes no damage for the rest of the turn; in this turn's End Phase both teammates' hands go to
the Graveyard.

In our words: draw until your hand holds three cards; the opponent takes no damage for the rest
of the turn; in the End Phase your hand goes to the Graveyard; one per turn, and no Special
Summons that turn. Seed 001 E: "If a card references another card that "you control" or "your"
hand ... it counts cards in your teammate's Zones as well as your own" — "your hand" is read as
both teammates' hands: the activator draws until the two hands hold 3 cards together (none if
they already do), and in the End Phase both hands are sent to the Graveyard. The opposing
team's shared Life Points (seed 001 A) take no battle or effect damage (`damage_immunity.py`).
The once-per-turn limit and the ban on Special Summons bind the team (seed 001 E: "If a card
prevents you from performing an action, it prevents your teammate as well").
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._classic_c2 import forbid_special_summons, no_special_summon_turn
from tagduel.engine import EffectContext, Location, Scope, Scripts, hard_once, kit
from tagduel.engine.damage_immunity import protect_this_turn
from tagduel.engine.effects import Effect
from tagduel.engine.timing import together

PASSCODE: Final = 59750328
ONCE: Final = "card_of_demise"
HAND: Final = 3

SUMMARY: Final = {
    PASSCODE: (
        "Draw until the team's hands hold 3 cards; the opposing team takes no damage this turn; "
        "both hands go to the Graveyard in the End Phase (once per turn; no Special Summons)."
    )
}


def _demise(ctx: EffectContext) -> None:
    missing = HAND - len(ctx.cards(Location.HAND, Scope.YOURS))
    if missing > 0:
        ctx.draw(ctx.seat, missing)
    protect_this_turn(ctx.state, ctx.team.other, ctx.seat, ctx.card.name)
    ctx.start_countdown((ctx.seat,), 0)  # this turn's End Phase


def _send_hands(ctx: EffectContext) -> None:
    with together(ctx.state):
        for card in list(ctx.cards(Location.HAND, Scope.YOURS)):
            ctx.send_to(card, Location.GY)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="draw until 3 in hand; no damage to your opponent; hands to the GY",
            condition=kit.both(no_special_summon_turn, hard_once.unused(ONCE)),
            cost=hard_once.cost(ONCE, forbid_special_summons()),
            resolve=_demise,
            expire=_send_hands,
        ),
    )
