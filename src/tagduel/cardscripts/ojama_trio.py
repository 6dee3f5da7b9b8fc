"""Ojama Trio (Normal Trap): Special Summons 3 Ojama Tokens to the opponents' fields in Defense
Position; no Tribute Summon may use them, and a destroyed one costs its controller's team 300.

The database's text, in our words: three Ojama Tokens (LIGHT Beast, Level 2, 0 ATK, 1000 DEF)
are Special Summoned in Defense Position on the opposing side; no Tribute Summon may use them,
and the duelist controlling one that is destroyed takes 300 (`token_marks`: the damage is taken
at once, starting no chain).

Seed 001 readings: the opposing side is both opponents' fields (section E: "If a card affects
only your opponent's side of the field, it affects the entire side, or both opponents"): the
activator chooses how many Tokens go to the opponent across (the rest to the other opponent), as
free Monster Card Zones allow; it can't be activated unless the two opponents have 3 free zones
between them. Each Token is owned by the duelist on whose field it appears; the 300 comes off
that duelist's team's Life Points (section A).
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import Attribute, Race
from tagduel.engine import Effect, EffectContext, Location, Position, Scripts, Seat, scope
from tagduel.engine.timing import together
from tagduel.engine.token_marks import mark
from tagduel.engine.tokens import token_card
from tagduel.i18n import lazy

PASSCODE: Final = 29843091
TOKEN: Final = token_card(
    29843092,
    "Ojama Token",
    attribute=Attribute.LIGHT,
    race=Race.BEAST,
    level=2,
    atk=0,
    defense=1000,
)
COUNT, DAMAGE = 3, 300

SUMMARY: Final = {
    PASSCODE: (
        "Special Summons 3 Ojama Tokens in Defense Position to the opponents' fields (the "
        "activator splits them); no Tribute Summon may use them, and each one "
        "destroyed costs its controller's team 300."
    )
}


def _free(ctx: EffectContext, seat: Seat) -> int:
    return sum(1 for c in ctx.state.zones[seat].monsters if c is None)


def _room(ctx: EffectContext) -> bool:
    across, other = scope.opponent_across(ctx.seat), ctx.seat.across.teammate
    can = ctx.can_special_summon(across) or ctx.can_special_summon(other)
    return can and _free(ctx, across) + _free(ctx, other) >= COUNT


def _summon_tokens(ctx: EffectContext) -> None:
    across, other = scope.opponent_across(ctx.seat), ctx.seat.across.teammate
    low = max(0, COUNT - min(COUNT, _free(ctx, other)))
    high = min(COUNT, _free(ctx, across))
    if low > high:
        return
    prompt = lazy(
        "how many Ojama Tokens go to {seat}'s field (the rest to {other}'s)",
        seat=across.value,
        other=other.value,
    )
    to_across = ctx.choose_number(ctx.seat, low, high, prompt)
    with together(ctx.state):
        for seat, count in ((across, to_across), (other, COUNT - to_across)):
            for _ in range(count):
                token = ctx.create_token(TOKEN, seat, Position.DEFENSE)
                if token is not None and token.location is Location.MONSTERS:
                    mark(token, no_tribute_summon=True, damage=DAMAGE)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="3 Ojama Tokens for the opposing side",
            condition=_room,
            resolve=_summon_tokens,
        ),
    )
