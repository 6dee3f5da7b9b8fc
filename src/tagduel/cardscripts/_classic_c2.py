"""What several cards of the Burn, Chain Burn and Old School decks and the era's staples share:
reading the event log (a monster just Summoned, a Special Summon this turn, a Normal Summon this
turn), the chain (a card activated only as the Nth Chain Link or later, and not into a chain
already holding its name), and the monster with the lowest or highest ATK, ties chosen by the
activator. No card of its own: a helper the card modules import.

A ban on Special Summons in the turn a card is activated binds the team (seed 001 E:
"If a card prevents you from performing an action, it prevents your teammate as well"), so the
card can't be activated once either teammate has Special Summoned this turn, and neither may
Special Summon after it for the rest of the turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tagduel.engine import CardInstance, EffectContext, Forbid, Scope
from tagduel.engine.chain_events import Activated, ChainLinkResolved, ChainLinkResolving
from tagduel.engine.effects import Condition, Cost
from tagduel.engine.events import (
    NARRATIONS,
    LifePointsChanged,
    LpCause,
    Moved,
    Summoned,
    Tributed,
    TurnStarted,
)
from tagduel.engine.state import DuelState

SPECIAL_HOWS: Final = frozenset({"special", "xyz", "synchro", "fusion", "ritual"})


def _this_turn(state: DuelState) -> list[object]:
    """The events of this turn, latest first."""
    out: list[object] = []
    for event in reversed(state.events):
        if isinstance(event, TurnStarted):
            break
        out.append(event)
    return out


def team_special_summoned(ctx: EffectContext) -> bool:
    """Either teammate has Special Summoned a monster this turn."""
    team = set(ctx.seats(Scope.PREVENTED_YOU))
    return any(
        isinstance(e, Summoned) and e.how in SPECIAL_HOWS and e.seat in team
        for e in _this_turn(ctx.state)
    )


def no_special_summon_turn(ctx: EffectContext) -> bool:
    """Condition: the team has not Special Summoned this turn."""
    return not team_special_summoned(ctx)


def forbid_special_summons(then: Cost | None = None) -> Cost:
    """Cost part: from its activation on, the team may not Special Summon this turn."""

    def cost(ctx: EffectContext, check_only: bool) -> bool:
        if check_only:
            return then is None or then(ctx, True)
        ctx.forbid(Forbid.SPECIAL_SUMMON, Scope.PREVENTED_YOU)
        return then is None or then(ctx, False)

    return cost


def normal_summoned_this_turn(ctx: EffectContext) -> bool:
    """This monster was Normal Summoned this turn (and has stayed on the field since)."""
    card = ctx.card
    if card.placed_turn != ctx.state.turn:
        return False
    return any(
        isinstance(e, Summoned) and e.uid == card.uid and e.how == "normal"
        for e in _this_turn(ctx.state)
    )


_COSTS: Final = (Moved, Tributed)


def monster_just_summoned(ctx: EffectContext) -> bool:
    """A monster's Summon is the last thing that happened before the chain being built (only
    its activations and their costs since), or the last thing of the chain that just resolved
    (a Summon by Monster Reborn)."""
    state = ctx.state
    if state.resolving is not None:
        return False
    activations = 0
    for event in reversed(state.events):
        if isinstance(event, Summoned):
            return activations == len(state.chain)
        if isinstance(event, Activated):
            activations += 1
        elif isinstance(event, ChainLinkResolving):
            return False  # a Chain Link resolved since, doing nothing else
        elif isinstance(event, ChainLinkResolved):
            continue  # the Summon was the end of a resolution (Monster Reborn)
        elif type(event) in NARRATIONS or (
            isinstance(event, LifePointsChanged) and event.cause is LpCause.COST
        ):
            continue
        elif not isinstance(event, _COSTS):
            return False
    return False


def chain_link_at_least(number: int) -> Condition:
    """Only as Chain Link `number` or higher, and not while a card of the same name is in the
    chain."""

    def condition(ctx: EffectContext) -> bool:
        chain = ctx.state.chain
        if len(chain) + 1 < number:
            return False
        name = ctx.card.card.original
        for link in chain:
            found = ctx.link_card(link)
            if found is not None and found.card.original == name:
                return False
        return True

    return condition


def extreme_atk(
    ctx: EffectContext, pool: Sequence[CardInstance], *, lowest: bool
) -> tuple[CardInstance, ...]:
    """The monster with the lowest (highest) ATK among `pool`: the controller chooses among
    the tied ones (a question, so call it before changing anything)."""
    if not pool:
        return ()
    values = [c.attack_value() for c in pool]
    best = min(values) if lowest else max(values)
    tied = [c for c, v in zip(pool, values, strict=True) if v == best]
    return ctx.choose_cards(ctx.seat, tied, 1, 1)


def original_atk(card: CardInstance) -> int:
    """A card's original ATK as printed (a monster that left the field has no other)."""
    return card.card.atk or 0
