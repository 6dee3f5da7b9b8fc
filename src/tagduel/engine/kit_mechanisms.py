"""Builders for the card mechanisms, re-exported by `kit`: Equip Spells, ATK/DEF changes,
Fusion and Ritual Summons, taking control, Tokens, counters, turning monsters face-down.

    scripts.register(AXE_OF_DESPAIR, *kit.equip_spell(kit.gains(1000)))
    scripts.register(POLYMERIZATION, Effect(condition=kit.can_fusion_summon(),
                                            resolve=kit.fusion_summon()))
    scripts.register(BLACK_LUSTER_RITUAL, kit.ritual_spell(kit.named("Black Luster Soldier")))

Each builder is a thin layer over its module (`equips`, `fusion`, `ritual`, `control`,
`tokens`, `counters`), so a script with an unusual card text can call those directly.
"""

from __future__ import annotations

from collections.abc import Sequence

from tagduel.cards.model import Card
from tagduel.engine import fusion, ritual
from tagduel.engine.context import EffectContext
from tagduel.engine.effects import (
    CardFilter,
    Condition,
    Cost,
    Effect,
    EffectKind,
    Resolve,
    StatAmount,
    StatChange,
    Targets,
)
from tagduel.engine.scope import Scope
from tagduel.engine.timing import together
from tagduel.engine.zones import SETS_ATK, SETS_DEF, CardInstance, Position

# -- ATK/DEF changes of continuous effects ----------------------------------------------------


def gains(atk: int, defense: int = 0) -> StatChange:
    """ "Gains `atk` ATK (and `defense` DEF)"; negative numbers lose."""
    return StatChange(atk, defense)


def gains_by(amount: StatAmount) -> StatChange:
    """Gains an amount worked out whenever the board changes: `amount(ctx, monster)` gives
    (ATK, DEF), e.g. 800 for each face-up monster the equipped monster's controller controls."""
    return StatChange(amount=amount)


def becomes(atk: int | None = None, defense: int | None = None) -> StatChange:
    """ "ATK becomes `atk`" (and/or DEF): replaces the value built up before it applied."""
    sets = (SETS_ATK if atk is not None else 0) | (SETS_DEF if defense is not None else 0)
    return StatChange(atk or 0, defense or 0, sets=sets)


# -- Equip Spells -----------------------------------------------------------------------------


def equipped_monster(ctx: EffectContext) -> Sequence[CardInstance]:
    """ "The equipped monster": the monster this card is equipped to (for `affects`)."""
    monster = ctx.equipped_monster()
    return [] if monster is None else [monster]


def _face_up_monsters(picks: CardFilter | None) -> Targets:
    def found(ctx: EffectContext) -> Sequence[CardInstance]:
        return [c for c in ctx.state.monsters() if c.face_up and (picks is None or picks(c))]

    return found


def _equip_targets(ctx: EffectContext) -> None:
    for target in ctx.targets:
        ctx.equip(target)


def equip_spell(
    stats: StatChange | None = None, picks: CardFilter | None = None
) -> tuple[Effect, ...]:
    """An Equip Spell: activated targeting 1 face-up monster on the field (`picks` narrows it:
    "equip only to a Warrior-Type monster"), equipped to it on resolution; with `stats`, the
    equipped monster's ATK/DEF change while it stays equipped."""
    activation = Effect(
        description="equip to a face-up monster",
        targets=_face_up_monsters(picks),
        target_count=1,
        resolve=_equip_targets,
    )
    if stats is None:
        return (activation,)
    change = Effect(
        EffectKind.CONTINUOUS,
        description="the equipped monster's ATK/DEF change",
        affects=equipped_monster,
        stats=stats,
    )
    return (activation, change)


def turn_targets_face_down(ctx: EffectContext) -> None:
    """Resolve: change the targets to face-down Defense Position (Book of Moon)."""
    for target in ctx.targets:
        ctx.turn_face_down(target)


# -- Fusion and Ritual Summons -------------------------------------------------------------------


def can_fusion_summon(picks: CardFilter | None = None) -> Condition:
    """Condition: a Fusion Summon is possible now (`picks`: which Fusion Monsters)."""
    return lambda ctx: fusion.can_summon(ctx, picks)


def fusion_summon(picks: CardFilter | None = None) -> Resolve:
    """Resolve: Fusion Summon 1 Fusion Monster from your Extra Deck with materials from your
    hand or the team's field (Polymerization)."""

    def resolve(ctx: EffectContext) -> None:
        fusion.summon(ctx, picks)

    return resolve


def power_bond(picks: CardFilter | None = None) -> Resolve:
    """Resolve: Power Bond's Fusion Summon, doubled ATK and End Phase damage."""
    return lambda ctx: fusion.power_bond(ctx, picks)


def de_fusion(ctx: EffectContext) -> None:
    """Resolve: De-Fusion on the targeted Fusion Monster."""
    for target in ctx.targets:
        fusion.defuse(ctx, target)


def can_ritual_summon(picks: CardFilter | None = None, *, exact: bool = False) -> Condition:
    return lambda ctx: ritual.can_summon(ctx, picks, exact=exact)


def ritual_summon(picks: CardFilter | None = None, *, exact: bool = False) -> Resolve:
    def resolve(ctx: EffectContext) -> None:
        ritual.summon(ctx, picks, exact=exact)

    return resolve


def ritual_spell(picks: CardFilter | None = None, *, exact: bool = False) -> Effect:
    """A Ritual Spell: Ritual Summon a Ritual Monster (`picks`) from your hand, Tributing
    monsters whose Levels add up to its Level or more (`exact`: exactly)."""
    return Effect(
        description="Ritual Summon",
        condition=can_ritual_summon(picks, exact=exact),
        resolve=ritual_summon(picks, exact=exact),
    )


# -- control, Tokens, counters ----------------------------------------------------------------


def take_control_of_targets(
    *, until_end_phase: bool = False, while_this_stays: bool = False
) -> Resolve:
    """Resolve: take control of the targets (Change of Heart: `until_end_phase`; Snatch Steal:
    `while_this_stays`)."""

    def resolve(ctx: EffectContext) -> None:
        for target in ctx.targets:
            ctx.take_control(
                target, until_end_phase=until_end_phase, while_this_stays=while_this_stays
            )

    return resolve


def create_tokens(
    card: Card, count: int = 1, position: Position = Position.DEFENSE, who: Scope | None = None
) -> Resolve:
    """Resolve: Special Summon `count` Tokens of `card` to the controller's field (or to each
    seat `who` names) — as many as there are free zones."""

    def resolve(ctx: EffectContext) -> None:
        seats = (ctx.seat,) if who is None else ctx.seats(who)
        with together(ctx.state):  # summoned at the same time
            for seat in seats:
                for _ in range(count):
                    ctx.create_token(card, seat, position)

    return resolve


def place_counters(name: str, number: int = 1) -> Resolve:
    """Resolve: place `number` `name` counters on this card."""

    def resolve(ctx: EffectContext) -> None:
        ctx.add_counter(ctx.card, name, number)

    return resolve


def has_counters(name: str, number: int = 1) -> Condition:
    """Condition: this card carries at least `number` `name` counters."""
    return lambda ctx: ctx.counters(ctx.card, name) >= number


def remove_own_counters(name: str, number: int = 1) -> Cost:
    """Cost: remove `number` `name` counters from this card."""

    def cost(ctx: EffectContext, check_only: bool) -> bool:
        if check_only:
            return ctx.counters(ctx.card, name) >= number
        return ctx.remove_counter(ctx.card, name, number)

    return cost
