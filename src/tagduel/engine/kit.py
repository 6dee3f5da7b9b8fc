"""Building blocks for card scripts: filters, conditions, costs, target pickers and resolutions
that read card text through the scope module, so most scripts are one declaration:

    Effect(EffectKind.TRIGGER, on=On.DESTROYED_BY_BATTLE, optional=True,
           resolve=kit.summon_from(Location.DECK, Scope.YOURS, kit.all_of(kit.attribute(DARK),
           kit.atk_at_most(1500))))

Every hook here is a plain function of an `EffectContext` (see `effects.py` for the hook kinds).
The card mechanisms have one-line builders too: `equip_spell(gains(1000))` (Axe of Despair),
`fusion_summon()` (Polymerization), `ritual_spell(named("Black Luster Soldier"))`,
`take_control_of_targets(until_end_phase=True)` (Change of Heart), `create_tokens(SHEEP, 4)`,
`place_counters("Spell Counter")` (see `kit_mechanisms.py`, re-exported here).

This module holds the card filters, the pickers that choose cards from zones by scope, the
conditions and the costs. The resolutions live in `kit_resolutions.py` and are re-exported
here, all but `summon_from`, which is built on the pickers.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final, TypeVar

from tagduel.cards.model import Attribute, Race
from tagduel.engine import gates, restrictions
from tagduel.engine.context import EffectContext
from tagduel.engine.effects import CardFilter, Condition, Cost, Resolve, Targets
from tagduel.engine.kit_mechanisms import (  # the mechanisms' builders, re-exported
    becomes as becomes,
)
from tagduel.engine.kit_mechanisms import (
    can_fusion_summon as can_fusion_summon,
)
from tagduel.engine.kit_mechanisms import (
    can_ritual_summon as can_ritual_summon,
)
from tagduel.engine.kit_mechanisms import (
    create_tokens as create_tokens,
)
from tagduel.engine.kit_mechanisms import (
    de_fusion as de_fusion,
)
from tagduel.engine.kit_mechanisms import (
    equip_spell as equip_spell,
)
from tagduel.engine.kit_mechanisms import (
    equipped_monster as equipped_monster,
)
from tagduel.engine.kit_mechanisms import (
    fusion_summon as fusion_summon,
)
from tagduel.engine.kit_mechanisms import (
    gains as gains,
)
from tagduel.engine.kit_mechanisms import (
    gains_by as gains_by,
)
from tagduel.engine.kit_mechanisms import (
    has_counters as has_counters,
)
from tagduel.engine.kit_mechanisms import (
    place_counters as place_counters,
)
from tagduel.engine.kit_mechanisms import (
    power_bond as power_bond,
)
from tagduel.engine.kit_mechanisms import (
    remove_own_counters as remove_own_counters,
)
from tagduel.engine.kit_mechanisms import (
    ritual_spell as ritual_spell,
)
from tagduel.engine.kit_mechanisms import (
    ritual_summon as ritual_summon,
)
from tagduel.engine.kit_mechanisms import (
    take_control_of_targets as take_control_of_targets,
)
from tagduel.engine.kit_mechanisms import (
    turn_targets_face_down as turn_targets_face_down,
)
from tagduel.engine.kit_resolutions import (
    damage_opponent as damage_opponent,
)
from tagduel.engine.kit_resolutions import (
    destroy_all as destroy_all,
)
from tagduel.engine.kit_resolutions import (
    destroy_targets as destroy_targets,
)
from tagduel.engine.kit_resolutions import (
    draw as draw,
)
from tagduel.engine.kit_resolutions import (
    each_player_discards_then_draws as each_player_discards_then_draws,
)
from tagduel.engine.kit_resolutions import (
    negate_attack as negate_attack,
)
from tagduel.engine.kit_resolutions import (
    special_summon_targets as special_summon_targets,
)
from tagduel.engine.kit_resolutions import (
    win as win,
)
from tagduel.engine.scope import Scope
from tagduel.engine.state import BattleStep, WindowKind
from tagduel.engine.zones import CardInstance, Location, Position

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_ATTACK: Final = Position.ATTACK
_BEFORE_CALC, _DECLARED, _START = BattleStep.BEFORE_CALC, BattleStep.DECLARED, BattleStep.START
_DAMAGE: Final = WindowKind.DAMAGE
_GY, _MONSTERS = Location.GY, Location.MONSTERS

_T = TypeVar("_T")

# -- card filters ---------------------------------------------------------------------------


def all_of(*filters: CardFilter) -> CardFilter:
    return _every(filters)


def is_monster(card: CardInstance) -> bool:
    return card.traits.is_monster  # the card's flags read once (`traits.py`), not per ask


def is_trap(card: CardInstance) -> bool:
    return card.traits.is_trap


def is_spell_or_trap(card: CardInstance) -> bool:
    return not card.traits.is_monster


def face_up(card: CardInstance) -> bool:
    return card.face_up


def face_down(card: CardInstance) -> bool:
    return not card.face_up


def in_attack_position(card: CardInstance) -> bool:
    return card.position is _ATTACK


def attribute(which: Attribute) -> CardFilter:
    return lambda card: card.traits.is_monster and card.card.attribute == which


def archetype(code: int) -> CardFilter:
    low = code & 0xFFF

    def belongs(card: CardInstance) -> bool:
        # `Card.in_archetype` without its generator (the filters ask it of every card of a pile)
        for own in card.card.archetypes:  # noqa: SIM110 (any() of a generator is slower)
            if own & 0xFFF == low and own & code == code:
                return True
        return False

    return belongs


def atk_at_most(value: int) -> CardFilter:
    return lambda card: card.traits.is_monster and card.attack_value() <= value


def level(value: int) -> CardFilter:
    return lambda card: card.traits.is_monster and card.card.level == value


def other_than_this(ctx: EffectContext) -> CardFilter:
    return lambda card: card.uid != ctx.card.uid


def named(name: str) -> CardFilter:
    """A card of this name (case as printed; alternate arts share their original's name)."""
    return lambda card: card.card.name == name


def race(which: Race) -> CardFilter:
    """A monster of this Monster Type (e.g. `race(Race.MACHINE)`; several: `Race.A | Race.B`)."""
    bits = int(which)
    return lambda card: card.traits.is_monster and bool(int(card.card.race) & bits)


def is_fusion(card: CardInstance) -> bool:
    return card.traits.fusion


def is_tuner(card: CardInstance) -> bool:
    return card.traits.tuner


def face_up_monster(card: CardInstance) -> bool:
    return card.location is _MONSTERS and card.face_up


# -- choosing cards from zones, by scope ------------------------------------------------------


def cards(location: Location, who: Scope, picks: CardFilter | None = None) -> Targets:
    """The cards in `location` of the seats `who` means (e.g. GY, YOURS: "your Graveyard")."""

    def found(ctx: EffectContext) -> Sequence[CardInstance]:
        pool = ctx.cards(location, who)
        return pool if picks is None else [c for c in pool if picks(c)]

    return found


def monsters(who: Scope, picks: CardFilter | None = None) -> Targets:
    """Monsters on the fields of `who` (OPPONENTS_FIELD: "monsters your opponent controls")."""
    return cards(Location.MONSTERS, who, picks)


def field_cards(who: Scope, picks: CardFilter | None = None) -> Targets:
    def found(ctx: EffectContext) -> Sequence[CardInstance]:
        pool = ctx.field_cards(who)
        return pool if picks is None else [c for c in pool if picks(c)]

    return found


def own_materials(ctx: EffectContext) -> Sequence[CardInstance]:
    """This Xyz monster's materials (for `cost_cards` of a detach cost)."""
    return list(ctx.card.materials)


def tributes(ctx: EffectContext) -> Sequence[CardInstance]:
    """Monsters this seat may Tribute: its own and its teammate's (seed 001 E: "or for other
    appropriate card effects")."""
    return ctx.rules.tribute_candidates(ctx.state, ctx.seat)


# -- conditions -----------------------------------------------------------------------------


def both(*conditions: Condition) -> Condition:
    return _every(conditions)


def _every(checks: Sequence[Callable[[_T], bool]]) -> Callable[[_T], bool]:
    """True when every check holds (`all_of`, `both`), the first failing one ending it.

    Two and three checks (nearly all of the scripts' filters and conditions) are asked without
    a loop: a condition is asked for each effect at every listing and window."""
    holds: Callable[[_T], bool]
    if len(checks) == 2:
        first, second = checks

        def holds(value: _T) -> bool:
            if first(value) and second(value):  # noqa: SIM103 (True or False, not a check's value)
                return True
            return False

    elif len(checks) == 3:
        first, second, third = checks

        def holds(value: _T) -> bool:
            if first(value) and second(value) and third(value):  # noqa: SIM103 (as above)
                return True
            return False

    else:

        def holds(value: _T) -> bool:
            for check in checks:  # noqa: SIM110 (all() of a generator is slower)
                if not check(value):
                    return False
            return True

    gates.made_of(holds, checks)  # a part that holds only at an attack declaration
    return holds


def count_at_least(source: Targets, n: int) -> Condition:
    return lambda ctx: len(source(ctx)) >= n


def count_exactly(source: Targets, n: int) -> Condition:
    return lambda ctx: len(source(ctx)) == n


def none_in(source: Targets) -> Condition:
    return lambda ctx: not source(ctx)


def distinct_names_at_least(source: Targets, n: int) -> Condition:
    """At least `n` different card names among `source` (e.g. 4 different "Lightsworn")."""
    return lambda ctx: len({c.card.name for c in source(ctx)}) >= n


def in_location(*locations: Location) -> Condition:
    return lambda ctx: ctx.card.location in locations


def your_turn(ctx: EffectContext) -> bool:
    return ctx.state.turn_seat is ctx.seat


def can_special_summon(ctx: EffectContext) -> bool:
    return restrictions.can_special_summon(ctx.game, ctx.seat)  # `ctx.can_special_summon()`


def before_damage_calculation(ctx: EffectContext) -> bool:
    """In the Damage Step, up to damage calculation (where Honest-like effects apply)."""
    state = ctx.state
    attack, window = state.attack, state.window
    return (
        attack is not None
        and window is not None
        and window.kind is _DAMAGE
        and (attack.step is _START or attack.step is _BEFORE_CALC)
    )


@gates.at_attack_declaration
def opponent_attacks(ctx: EffectContext) -> bool:
    """An opponent's monster has declared an attack (the attack declaration's window; not the
    window after a replay, where a target is chosen again without a new declaration)."""
    state = ctx.state
    attack = state.attack
    return (
        attack is not None
        and attack.step is _DECLARED
        and not attack.replayed
        and state.turn_seat.team is not ctx.seat.team
    )


# -- costs ----------------------------------------------------------------------------------


def pay_lp(amount: int) -> Cost:
    """Pay `amount` Life Points from the team's total (seed 001 A)."""

    def cost(ctx: EffectContext, check_only: bool) -> bool:
        if check_only:
            return ctx.can_pay_lp(amount)
        ctx.pay_lp(amount)
        return True

    return cost


def _chosen(action: Callable[[EffectContext, CardInstance], object]) -> Cost:
    def cost(ctx: EffectContext, check_only: bool) -> bool:
        if not check_only:
            for card in ctx.costs:
                action(ctx, card)
        return True

    return cost


discard_chosen = _chosen(lambda ctx, card: ctx.discard((card,)))
"""Cost: discard the cards chosen for `cost_cards`."""
send_chosen_to_gy = _chosen(lambda ctx, card: ctx.send_to(card, Location.GY))
tribute_chosen = _chosen(lambda ctx, card: ctx.tribute(card))
detach_chosen = _chosen(lambda ctx, card: ctx.detach((card,)))


def banish_chosen(ctx: EffectContext, check_only: bool) -> bool:
    """Cost: banish the chosen cards; impossible while an effect forbids banishing from the
    Graveyard (Kycoo binds both opponents, seed 001 E)."""
    from_gy = any(c.location is _GY for c in ctx.costs)
    if check_only:
        return not from_gy or ctx.can_banish_from_gy()
    for card in ctx.costs:
        ctx.banish(card)
    return True


def send_self_to_gy(ctx: EffectContext, check_only: bool) -> bool:
    if not check_only:
        ctx.send_to(ctx.card, Location.GY)
    return True


def all_costs(*costs: Cost) -> Cost:
    def cost(ctx: EffectContext, check_only: bool) -> bool:
        return all(c(ctx, check_only) for c in costs)

    return cost


# -- resolutions (the others: `kit_resolutions.py`) -------------------------------------------


def summon_from(
    location: Location, who: Scope, picks: CardFilter | None = None, count: int = 1
) -> Resolve:
    """ "Special Summon `count` monster(s) from <location of who>": the controller chooses."""
    source = cards(location, who, picks)

    def resolve(ctx: EffectContext) -> None:
        if not ctx.can_special_summon():
            return
        for card in ctx.choose_cards(ctx.seat, source(ctx), count, count):
            ctx.special_summon(card)

    return resolve
